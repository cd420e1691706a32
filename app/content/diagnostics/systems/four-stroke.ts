import { chrysler27V6, dodge27V6, hemiV8Vehicles, theta2Vehicles } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Knocks, ticks, oil burning, low oil pressure, smoke colors and tired compression in four-stroke engines, from pickups and sedans to mowers and generators, with real gauge readings.",
  howItWorks: [
    "Every four-stroke engine, a 5.3 L V8 or a 160 cc mower engine alike, needs two crankshaft turns per cycle: intake, compression, power and exhaust. Pistons carrying two compression rings and a three-piece oil control ring seal against the cylinder walls, connecting rods deliver the force to the crankshaft on plain shell bearings, and a camshaft turning at half crank speed opens the valves through lifters, pushrods and rockers, or directly through buckets and roller finger followers.",
    "All of it rides on a thin film of pressurized oil. A gear or gerotor pump draws through a pickup screen in the pan and pushes oil through the filter to the main and rod bearings, then up to the cams, lifters and piston-cooling jets. A healthy car engine typically shows 10–30 psi at a hot idle and 40–70 psi at cruising rpm. Hydraulic lifters use that oil to hold valve lash at zero; engines with solid lifters, screw adjusters or shim buckets need their lash set by hand.",
    "The PCV system pulls the blow-by gas that slips past the rings out of the crankcase and burns it, holding the crankcase at a slight vacuum. Mower and generator engines usually splash their oil with a dipper or slinger instead of a pump, most push mowers have no oil filter at all, and many generators add a float switch that shuts the engine down when the oil runs low.",
  ],
  howItFails: [
    "Most mechanical engine trouble in U.S. shops traces back to oil: levels left low between changes, drain intervals stretched past 10,000 miles, and low-tension rings that coke up. The results are oil-burning engines (Toyota 2AZ-FE, GM 2.4 Ecotec, Subaru FB25), sludged V6s (Toyota 1MZ-FE, Chrysler 2.7), wiped cam lobes and lifters (5.7 Hemi) and spun rod bearings (Hyundai and Kia Theta II).",
    "The rest is wear and heat. Valve stem seals harden and smoke at startup, exhaust valves tighten and burn on engines with hand-set lash, gaskets and seals weep oil onto hot exhaust parts, and overheating or a gulp of water bends rods and breaches head gaskets. Noise is usually the first warning: a tick from the top end is a repair to book soon, but a knock from the bottom end means shutting the engine off before a rod leaves the block.",
    "Small engines fail in their own ways: stale ethanol fuel gums the carburetor, a blade strike shears the flywheel key, tipping a mower onto the wrong side floods the cylinder and air filter with oil, and an engine run with its oil low throws a rod through the side of the crankcase.",
  ],
  tools: [
    "Mechanical oil pressure gauge with sender-port adapters, to read real pressure instead of trusting the dash lamp",
    "Screw-in compression gauge with 14 mm, 12 mm, 10 mm and small-engine adapters",
    "Cylinder leakage (leak-down) tester fed by 100–150 psi shop air",
    "Mechanic's stethoscope to pin a tick or knock to one spot on the engine",
    "Feeler gauges, plus a dial indicator on a magnetic base for lobe lift and crankshaft end play",
    "Borescope slim enough to go through a spark plug hole to view pistons, walls and valves",
    "Scan tool with misfire counters and, where the engine reports them, oil pressure and oil temperature data",
    "Oil filter cutter and a strong magnet for finding bearing and cam metal",
    "UV oil dye and a UV flashlight for tracing leaks",
    "Combustion-leak (block) test kit for suspected head gasket breaches",
    "Plastigage strips for checking bearing clearance with the cap off",
    "Small-engine tools: flywheel puller or knocker, inline spark tester and a blade-locking tool",
  ],
  safety: [
    "A knock from the bottom end or an oil pressure light at speed means shutting the engine off as soon as you are safely stopped; a broken rod can punch through the block and spray oil onto the exhaust, starting a fire.",
    "Oil dripping onto an exhaust manifold or catalytic converter can ignite, so clean leaks before road-testing and never leave a rag or shop towel on a running engine.",
    "Hot engine oil runs 220–260 °F; let the engine cool at least 30 minutes before pulling a drain plug or filter, and wear nitrile gloves, because used oil irritates skin and contains harmful combustion by-products.",
    "Disable fuel and ignition before compression testing (pull the fuel pump fuse or relay and unplug the coils), and keep hands, sleeves and tools clear of belts and fans whenever the engine is cranked with covers off.",
    "Generators and mowers make deadly carbon monoxide; run them outdoors at least 20 feet from doors, windows and vents, never inside a garage even with the door open.",
    "Pull and ground the spark plug wire before touching a mower blade or turning a small engine by hand; a warm engine can fire on a partial turn and the blade rotates with the crankshaft.",
  ],
  symptoms: [
    { id: "lower-end-knock", label: "Deep knock or thud from the bottom of the engine" },
    { id: "top-end-tick", label: "Ticking, tapping or clatter from the top of the engine" },
    { id: "cold-start-noise", label: "Noise at a cold start that fades as the engine warms up" },
    { id: "oil-pressure-warning", label: "Oil pressure light flickers or stays on, or the gauge reads low" },
    { id: "oil-consumption", label: "Engine needs oil added between changes" },
    { id: "blue-smoke", label: "Blue-gray smoke from the tailpipe or muffler" },
    { id: "white-smoke", label: "White smoke, coolant loss or bubbles in the coolant" },
    { id: "black-smoke", label: "Black smoke and a raw-fuel smell from the exhaust" },
    { id: "oil-leak", label: "Oil drips, wet seams or a burning-oil smell" },
    { id: "rough-running", label: "Runs rough, shakes or misses on one cylinder" },
    { id: "low-power-hard-start", label: "Weak power or hard starting with no electrical fault found" },
    { id: "crankcase-pressure", label: "Smoke, pressure or oil puffing from the filler, dipstick or breather" },
    { id: "metal-in-oil", label: "Metal flakes, glitter or sludge in the oil" },
    { id: "vibration-clunk", label: "Engine rocks, clunks or shakes the whole vehicle" },
    { id: "pull-cord-kickback", label: "Pull cord kicks back or jams, or the engine won't turn by hand" },
    { id: "small-engine-surge-backfire", label: "Mower or generator surges, pops or backfires" },
  ],
  problems: [
    {
      slug: "hydraulic-lifter-tick",
      title: "Steady tick from under the valve cover that's there both hot and cold",
      summary:
        "Usually one hydraulic lifter or lash adjuster that has collapsed or is sticking with varnish. Check the oil level and grade first; if the tick stays, replace the lifter and inspect the cam lobe it rides on.",
      symptoms: [
        "Light, sharp tick at half engine speed, easiest to hear at idle with the hood up",
        "Tick speeds up evenly with rpm and does not change with road speed or gear",
        "Noticeably louder at one spot on one cylinder head when traced with a stethoscope",
        "Started after an overdue oil change or after the engine ran a quart or more low",
      ],
      symptomIds: ["top-end-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Hydraulic lifter or lash adjuster leaking down or stuck with varnish",
          why: "A plunger that cannot hold oil leaves clearance in the valvetrain, so the cam or rocker slaps the valve at the start of every opening.",
        },
        {
          likelihood: "occasional",
          part: "Low oil level, wrong viscosity or aerated oil",
          why: "Lifters need a steady feed of bubble-free oil at pressure; running a quart low or putting 10W-40 in an engine built for 0W-20 starves or slows them.",
        },
        {
          likelihood: "occasional",
          part: "Worn rocker arm pivot, rocker shaft or roller follower",
          why: "Play at the pivot or a flat-spotted roller adds clearance that no lifter can take up, so the tick survives an oil change.",
        },
        {
          likelihood: "rare",
          part: "Exhaust manifold leak mistaken for a valvetrain tick",
          why: "A blown gasket or broken stud puffs with every exhaust pulse right next to the head and mimics a lifter, though it is usually loudest cold.",
        },
      ],
      checks: [
        {
          step: "With the engine off for five minutes on level ground, read the dipstick and compare the oil grade on the receipt with the one on the filler cap.",
          tools: ["Rag"],
          expect:
            "Oil between the marks and of the specified grade sends you on; low or wrong oil means change it and listen again after 50–100 miles.",
        },
        {
          step: "Trace the noise with a stethoscope along each valve cover, touching the direct-injection injectors and high-pressure fuel pump separately.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "DI injectors and pumps tick loudly by design; a lifter tick peaks at one valve position on the cover and is duller at the injectors.",
        },
        {
          step: "Pull the valve cover, turn the crank by hand until the suspect valve's lobe is on its base circle, and check for free play at the rocker or follower.",
          tools: ["Breaker bar and socket", "Feeler gauges"],
          expect:
            "A healthy hydraulic lifter shows zero lash on the base circle; a gap that takes a 0.004 in. feeler, or a plunger that sinks under thumb pressure, condemns it.",
        },
        {
          step: "Inspect the cam lobe and roller or follower face under a bright light.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "A smooth, shiny lobe and a roller that spins freely clear the cam; pitting or a flat on the lobe means the camshaft must be replaced along with the lifter.",
        },
      ],
      fix: "Replace the noisy lifter or lash adjuster (soak the new one in clean oil first), and the roller follower above it on overhead-cam engines. If the lobe is worn, replace the camshaft and every lifter on it as a set. Change the oil and filter to the specified grade afterwards and expect a few seconds of noise at the first start while the new lifter pumps up.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the lifter or lash adjuster on an OHC engine",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Lifters on a pushrod V8 with the heads off",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 8,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Estimate excludes diagnosis and taxes; a worn cam lobe adds a camshaft and a full set of lifters.",
      },
      verdict: "ok",
      verdictReason:
        "A lifter tick alone rarely hurts the engine quickly; keep the oil full and fix it before the lobe under it wears.",
      codes: [],
      terms: ["hydraulic lifter", "lash adjuster", "base circle", "mechanic's stethoscope"],
      related: ["cold-start-clatter-drainback", "loose-valve-lash-clatter", "hemi-lifter-cam-wipe"],
    },
    {
      slug: "cold-start-clatter-drainback",
      title: "Loud clatter for the first few seconds after every start, then quiet",
      summary:
        "Oil is draining out of the filter or lifters while parked, so the top end runs dry until pressure builds. Fit an OE-spec filter with a good anti-drainback valve first; if the clatter continues, look at the lifters and the pickup seal.",
      symptoms: [
        "Rattle or clatter for 2–10 seconds right after the engine fires, worst after sitting overnight",
        "Oil light stays lit a second or two longer than usual after starting",
        "Quiet once running and quiet again on a restart a few minutes later",
        "Began after an oil change to a cheaper filter or a different oil",
      ],
      symptomIds: ["cold-start-noise", "top-end-tick", "oil-pressure-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Oil filter with a weak or missing anti-drainback valve",
          why: "On filters mounted sideways or upside down, oil drains back to the pan overnight, and the pump must refill the canister before oil reaches the lifters.",
        },
        {
          likelihood: "occasional",
          part: "Hydraulic lifters that leak down while parked",
          why: "Worn plunger bores bleed off overnight and need several seconds of oil flow to pump back up after a start.",
        },
        {
          likelihood: "occasional",
          part: "Oil heavier than specified in cold weather",
          why: "A 10W-30 or 20W-50 in an engine specified for 0W-20 flows slowly through the small lifter galleries below freezing, stretching the dry period.",
        },
        {
          likelihood: "rare",
          part: "Cracked or flattened oil pickup tube O-ring",
          why: "Air leaking in at the pickup lets the oil column fall back into the pan, so the pump has to re-prime at every start; GM LS V8s are known for it.",
        },
      ],
      checks: [
        {
          step: "Look up the filter part number on the engine and compare it with the OE filter's anti-drainback and bypass specification.",
          tools: ["Flashlight"],
          expect:
            "An economy filter on an engine that calls for a drainback valve is the likely cause; switching to an OE or premium filter with a silicone valve cures most cases.",
        },
        {
          step: "Fit a mechanical gauge at the oil pressure sender port and time how long pressure takes to register on a cold start.",
          tools: ["Mechanical oil pressure gauge"],
          expect:
            "Pressure should show within 1–3 seconds; 5 seconds or more, together with the clatter, confirms drainback or loss of prime.",
        },
        {
          step: "After changing to the correct filter and oil grade, let the car sit overnight and listen at the first start.",
          tools: [],
          expect:
            "No clatter means the filter was the cause; clatter that remains points to the lifters or the pickup.",
        },
        {
          step: "If the delay persists, drop the oil pan and inspect the pickup tube O-ring, the pickup bolts and the screen.",
          tools: ["Socket set", "Torque wrench"],
          expect:
            "A hard, flattened or split O-ring or a loose pickup confirms an air leak; a clean, tight pickup sends you back to the lifters.",
        },
      ],
      fix: "Fit an OE-spec filter and the oil viscosity printed on the cap. If noise persists, replace the pickup O-ring with the pan off (new pan gasket or RTV as specified) or replace the lifters that leak down. Prime the system by cranking with the ignition disabled until pressure shows before letting the engine start after pan work.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "OE-spec filter and the specified oil",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Pickup O-ring or lifters with the pan off",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 2,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate excludes diagnosis and taxes; the pan-off scenario's top end is trucks where the front axle or crossmember must be lowered.",
      },
      verdict: "ok",
      verdictReason:
        "A few seconds of dry running wears the cam and bearings slowly rather than suddenly; sort it out at the next oil change.",
      codes: [],
      terms: ["anti-drainback valve", "oil pickup tube", "loss of prime"],
      related: ["hydraulic-lifter-tick", "low-oil-pressure-hot-idle"],
      commonOn: [
        {
          make: "chevrolet",
          years: [1997, 2017],
          engines: [
            { name: "LS 4.8L V8", liters: 4.8 },
            { name: "LS 5.3L V8", liters: 5.3 },
            { name: "LS 5.7L V8", liters: 5.7 },
            { name: "LS 6.0L V8", liters: 6 },
            { name: "LS 6.2L V8", liters: 6.2 },
          ],
        },
        {
          make: "gmc",
          years: [1999, 2017],
          engines: [
            { name: "LS 4.8L V8", liters: 4.8 },
            { name: "LS 5.3L V8", liters: 5.3 },
            { name: "LS 6.0L V8", liters: 6 },
            { name: "LS 6.2L V8", liters: 6.2 },
          ],
        },
      ],
    },
    {
      slug: "loose-valve-lash-clatter",
      title: "Sewing-machine clatter from the valve cover on an engine with adjustable valves",
      summary:
        "Valve clearances have opened up on an engine with screw adjusters or shim buckets instead of hydraulic lifters. Measure the lash cold with feeler gauges and set it to spec; a valve cover gasket and one to three hours of labor usually cures it.",
      symptoms: [
        "Fast, even clicking from the top of the engine that is louder than the fuel injectors",
        "Noise is spread across the head rather than coming from one spot",
        "Oil level and oil pressure are normal",
        "Engine is a design with solid lifters, such as a Honda K-series or J-series or many motorcycle-derived and small engines",
      ],
      symptomIds: ["top-end-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Valve clearance grown past spec from rocker and adjuster wear",
          why: "The extra gap lets the rocker hit the valve tip instead of pressing it, and each valve adds its own click.",
        },
        {
          likelihood: "occasional",
          part: "Adjuster locknut backed off after an earlier adjustment",
          why: "A locknut that was not held tight lets the screw turn, so one valve's gap grows quickly and it clacks louder than the rest.",
        },
        {
          likelihood: "rare",
          part: "Worn cam lobe or rocker slipper pad",
          why: "Lost metal on the lobe or the rocker pad adds clearance that comes back soon after adjusting and shows as shiny, pitted wear.",
        },
      ],
      checks: [
        {
          step: "Confirm the engine uses mechanical lash: the maintenance schedule or service manual lists a valve clearance inspection or adjustment.",
          tools: ["Service information"],
          expect: "A schedule that calls for checking valve clearance means lash is set by hand and drifts with miles.",
        },
        {
          step: "With the engine cold (below about 100 °F), remove the valve cover, bring each cylinder to TDC on compression and measure every valve with feeler gauges.",
          tools: ["Feeler gauges", "Breaker bar and socket"],
          expect:
            "Honda K-series four-cylinders call for about 0.008–0.010 in. intake and 0.010–0.013 in. exhaust cold, depending on the engine; gaps of 0.015 in. or more explain the clatter.",
        },
        {
          step: "Inspect the lobes, rocker pads and adjuster screw tips while the cover is off.",
          tools: ["Flashlight"],
          expect:
            "Smooth contact faces mean an adjustment will hold; pitting or a cupped screw tip means those parts need replacing.",
        },
      ],
      fix: "Set each valve to spec cold, holding the adjuster screw while tightening the locknut and rechecking the gap, since locking can change it by 0.001 in. On shim-bucket engines, measure, calculate and order the correct shims or buckets. Fit a new valve cover gasket and spark plug tube seals, then recheck the lash at the maker's interval.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 250,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes:
          "Estimate excludes diagnosis and taxes; shim-bucket engines need extra labor and parts, and cam or rocker replacement is extra.",
      },
      verdict: "ok",
      verdictReason:
        "Loose valves are noisy but do not burn; the engine is safe to drive while you book the adjustment.",
      codes: [],
      terms: ["valve lash", "feeler gauge", "screw-type adjuster", "shim bucket"],
      related: ["tight-valves-hard-hot-start", "hydraulic-lifter-tick"],
    },
    {
      slug: "tight-valves-hard-hot-start",
      title: "Rough idle and long hot restarts on a high-mileage engine with shim or screw valves",
      summary:
        "Exhaust valves on engines without hydraulic lifters tighten as the seats wear, until they no longer close fully when hot. Measure and adjust the lash now, before a valve burns; caught early it is a few hundred dollars instead of a cylinder head job.",
      symptoms: [
        "Rough or shaky idle once fully warm, smoother on a cold start",
        "Long cranking on hot restarts while cold starts are normal",
        "Misfire codes on one or more cylinders that come and go",
        "Quiet top end, since tight valves make no tick",
        "Compression reads a little low when tested hot but near normal cold",
      ],
      symptomIds: ["rough-running", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust valve clearance closed up by valve and seat recession",
          why: "As the valve face sinks into its seat the gap shrinks to zero; when the valve stem grows with heat it is held slightly open and leaks compression.",
        },
        {
          likelihood: "occasional",
          part: "Intake lash set too tight during an earlier adjustment",
          why: "A gap set hot or undersized keeps the intake valve off its seat, so the cylinder pops back into the intake at idle.",
        },
        {
          likelihood: "rare",
          part: "Valve already burnt from running tight",
          why: "Hot gas rushing past a held-open valve erodes its edge, and setting the lash no longer restores compression.",
        },
      ],
      checks: [
        {
          step: "Scan for stored and pending misfire codes and note which cylinders and conditions they set under.",
          tools: ["OBD-II scan tool"],
          expect:
            "Misfires on one or two cylinders at hot idle, with coils and plugs swapping clean, fit tight exhaust valves.",
        },
        {
          step: "With the engine cold, measure every valve's clearance with feeler gauges.",
          tools: ["Feeler gauges"],
          expect:
            "Toyota 2ZR-FE exhaust valves, for example, should be 0.010–0.014 in. (0.25–0.35 mm); zero or under 0.004 in. confirms tight valves.",
        },
        {
          step: "After adjusting, run a warm compression test on all cylinders.",
          tools: ["Compression gauge"],
          expect:
            "All cylinders within 10% of each other means the valves are sealing again; one still low needs a leak-down test for a burnt valve.",
        },
      ],
      fix: "Adjust every valve to spec. Screw-adjuster engines (Honda) need only a cover gasket; shim-bucket engines (most Toyota, Nissan, Mazda and Subaru FB/FA) need each tight valve measured and a thinner bucket or shim fitted, which means removing the camshafts. Clear the codes and confirm no misfire counts on a hot idle and a drive.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 300,
        laborHoursLow: 1.2,
        laborHoursHigh: 5,
        excludes:
          "Estimate excludes diagnosis and taxes, and a cylinder head repair if a valve has already burnt; dealer labor runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "Safe to drive gently for now, but every hot mile with a held-open valve risks burning it; get the lash set within a few weeks.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["valve lash", "valve seat recession", "shim bucket"],
      related: ["loose-valve-lash-clatter", "burnt-exhaust-valve"],
    },
    {
      slug: "hemi-lifter-cam-wipe",
      title: "Tick that turns into a misfire on a 5.7 or 6.4 Hemi, with metal on the drain plug",
      summary:
        "A seized lifter roller has flattened a camshaft lobe, a well-known 5.7 and 6.4 Hemi failure. Confirm it by watching the rockers with the cover off, then plan a camshaft and full lifter set before the metal spreads through the engine.",
      symptoms: [
        "Tick from one bank that gets louder over weeks or months",
        "Misfire code on one cylinder that stays put when the coil and plugs are swapped",
        "Fine metallic glitter in the drained oil or stuck to the drain plug magnet",
        "Flashing check engine light under load as the lobe wears down",
        "Typically a 2009-or-later Ram 1500, Durango, Grand Cherokee, Charger or Challenger",
      ],
      symptomIds: ["top-end-tick", "rough-running", "metal-in-oil"],
      causes: [
        {
          likelihood: "common",
          part: "Lifter roller needle bearings seizing or skidding",
          why: "A roller that stops turning drags across the lobe instead of rolling, grinding the cam and the lifter face into each other.",
        },
        {
          likelihood: "occasional",
          part: "Cylinder-deactivation (MDS) lifter stuck in its collapsed mode",
          why: "A deactivating lifter that stays collapsed leaves its valve shut, showing as a dead cylinder, and it often goes on to damage its roller.",
        },
        {
          likelihood: "rare",
          part: "Long idling and stretched oil changes",
          why: "Hours of idle at low oil pressure and fuel-diluted oil give the lifter needle bearings the least lubrication, and long idle hours are widely blamed for many failures.",
        },
      ],
      checks: [
        {
          step: "Scan for misfire codes, then swap the coil from the misfiring cylinder to another and clear codes.",
          tools: ["OBD-II scan tool"],
          expect:
            "A misfire that stays on the same cylinder with a good coil and plug points to a mechanical fault in that cylinder.",
        },
        {
          step: "Drain the oil through a clean paper towel and cut open the filter.",
          tools: ["Oil filter cutter", "Magnet"],
          expect:
            "Steel glitter and slivers on the magnet or pleats match lifter and lobe wear; bronze flakes would point to bearings instead.",
        },
        {
          step: "Remove the valve cover and watch each rocker while turning the engine by hand at the crank bolt.",
          tools: ["Breaker bar and socket", "Flashlight"],
          expect:
            "Every intake and every exhaust rocker should travel the same distance; one that barely moves marks the wiped lobe.",
        },
        {
          step: "Measure lobe lift at the pushrod of the suspect cylinder and a good one with a dial indicator.",
          tools: ["Dial indicator with magnetic base"],
          expect:
            "Lift within about 0.005 in. of its partners is acceptable; a shortfall of 0.020 in. or more confirms a worn lobe.",
        },
      ],
      fix: "Replace the camshaft and all 16 lifters and their guide yokes; on the Hemi the lifters sit under the cylinder heads, so the heads come off and get new gaskets and new torque-to-yield head bolts. Flush metal from the oil passages and the oil cooler on trucks that have one, install a new oil pump if debris reached it, then change the oil again after 500 miles.",
      difficulty: 4,
      cost: {
        partsLow: 800,
        partsHigh: 2000,
        laborHoursLow: 13.3,
        laborHoursHigh: 25.3,
        excludes:
          "Estimate excludes diagnosis, taxes, an oil pump if contaminated, and bearing work if metal has reached the crank; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Drive gently and only as needed: every mile sends more lobe metal through the bearings and oil pump, turning a cam job into an engine.",
      codes: ["P0300", "P3400"],
      terms: ["roller lifter", "cam lobe", "MDS", "torque-to-yield bolts"],
      related: [
        "hydraulic-lifter-tick",
        "rod-bearing-knock",
        "advanced-engine/cylinder-deactivation-never-engages",
        "advanced-engine/gm-afm-lifter-tick-misfire",
        "advanced-engine/running-compression-weak-cylinder",
      ],
      appliesTo: hemiV8Vehicles,
    },
    {
      slug: "valve-stem-seals-startup-smoke",
      title: "Puff of blue smoke at startup after sitting overnight, then it clears",
      summary:
        "Hardened valve stem seals or worn valve guides let oil seep into the cylinders while the engine sits. It is mostly a plug-fouling and emissions nuisance; seals can be replaced with the head on by holding the valves up with air pressure.",
      symptoms: [
        "Blue-gray cloud for 5–30 seconds after a cold start, then a clean exhaust",
        "Another puff when accelerating after a long downhill coast or a long idle at a light",
        "Modest oil use, often under a quart in 2,000–3,000 miles",
        "Oily black deposits on the spark plug tips and the back of the intake valves",
      ],
      symptomIds: ["blue-smoke", "oil-consumption", "cold-start-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened or cracked valve stem seals",
          why: "Rubber that has baked for 150,000 miles no longer wipes the stem, so oil pooled on top of the head runs down the guide into the port while parked.",
        },
        {
          likelihood: "occasional",
          part: "Worn valve guides",
          why: "A loose stem rocks in its guide and pumps oil past even new seals, so seals alone will not stop the smoke.",
        },
        {
          likelihood: "rare",
          part: "PCV valve stuck open",
          why: "High manifold vacuum during a coast or long idle pulls oil mist out of the valve cover into the intake, which burns off when you accelerate.",
        },
      ],
      checks: [
        {
          step: "Watch the tailpipe at a cold start, then after a 60-second idle followed by a firm throttle blip.",
          tools: [],
          expect:
            "Smoke at start-up and after idling or coasting that clears while cruising is the seal and guide pattern; smoke that grows under load points to rings.",
        },
        {
          step: "To rule the rings in or out before blaming the valve seals, compression-test each cylinder dry and then wet with a teaspoon of oil.",
          tools: ["Compression gauge", "Oil can"],
          expect:
            "Even compression within 10% and little rise on the wet test clears the rings and leaves seals or guides.",
        },
        {
          step: "Shake the PCV valve and check for strong vacuum at its hose with the engine idling.",
          tools: [],
          expect:
            "A valve that rattles and restricts flow is working; one that is silent or wide open needs replacing before blaming the seals.",
        },
        {
          step: "With the seals or head off, rock each valve sideways in its guide with a dial indicator on the stem.",
          tools: ["Dial indicator with magnetic base"],
          expect:
            "Play past the service limit (often around 0.004 in.) means the guides are worn and the head needs machine-shop work.",
        },
      ],
      fix: "Replace the stem seals with the head on: bring each piston to TDC, hold 90–100 psi in the cylinder through the plug hole with an air adapter, compress the springs with a lever or overhead-cam compressor tool and swap the seals. Worn guides need the head removed for new guides and a valve job. Fit a new valve cover gasket either way.",
      difficulty: 4,
      cost: {
        partsLow: 30,
        partsHigh: 150,
        laborHoursLow: 2.7,
        laborHoursHigh: 9.3,
        excludes:
          "Estimate excludes diagnosis, taxes and head removal with machine work ($1,500–$3,000 more) if the guides are worn.",
      },
      verdict: "ok",
      verdictReason:
        "A short puff at startup does no harm on the road; keep an eye on the oil level and the spark plugs.",
      codes: [],
      terms: ["valve stem seal", "valve guide", "wet compression test"],
      related: ["oil-burning-stuck-rings", "worn-rings-smoke-under-load", "pcv-stuck-crankcase-pressure"],
    },
    {
      slug: "oil-burning-stuck-rings",
      title: "Engine needs a quart every 1,000 miles or less, with no leaks and little visible smoke",
      summary:
        "Carbon-clogged oil control rings are the usual cause on engines such as the Toyota 2AZ-FE, GM 2.4 Ecotec, Subaru FB25 and Audi 2.0 TFSI. Document the use with an oil consumption test, ask about special coverage, then plan new rings and pistons.",
      symptoms: [
        "Dipstick at or below the add mark well before the next oil change",
        "Dry driveway and a clean, dry underside of the engine",
        "Low-oil warning or an oil-level message between changes on cars that have one",
        "Light sooty film inside the tailpipe and oily black deposits on the spark plugs",
        "Consumption crept up gradually between about 60,000 and 120,000 miles",
      ],
      symptomIds: ["oil-consumption", "blue-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Oil control rings stuck in their grooves with carbon",
          why: "Low-tension rings with small drain holes clog with coked oil, stop scraping the cylinder wall, and leave oil behind to burn on every stroke.",
        },
        {
          likelihood: "occasional",
          part: "Worn, tapered or scuffed cylinder walls",
          why: "Wear leaves the bore oval or scored, and the rings cannot follow it closely enough to scrape it clean.",
        },
        {
          likelihood: "occasional",
          part: "PCV valve or oil separator letting liquid oil into the intake",
          why: "A failed separator or stuck valve sends oil droplets, not just vapor, into the intake where they burn unseen.",
        },
        {
          likelihood: "rare",
          part: "Turbocharger shaft seal leaking oil",
          why: "On turbo engines a worn seal passes oil into the intake or exhaust; oily intercooler pipes give it away.",
        },
      ],
      checks: [
        {
          step: "Run a documented consumption test: fill exactly to full, have the dealer or shop record the mileage, and recheck after 1,000 miles.",
          tools: ["Dipstick", "Notebook"],
          expect:
            "Most makers treat more than 1 qt per 1,000–2,000 miles as excessive, though a few allow 1 qt in 750 miles; the record is what special-coverage claims need.",
        },
        {
          step: "Clean the engine underside, drive 50 miles and inspect for fresh oil.",
          tools: ["Degreaser", "Flashlight"],
          expect: "A dry engine rules out leaks and leaves burning as the explanation.",
        },
        {
          step: "Run compression and leak-down tests on every cylinder.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "Oil-ring problems often leave compression normal and leak-down under 15%, because the compression rings still seal; normal numbers do not clear the oil rings.",
        },
        {
          step: "Look at each piston crown and cylinder wall through the plug hole.",
          tools: ["Borescope"],
          expect:
            "Wet, shiny carbon at the crown edge, oily plug threads and vertical scratches on the wall point to stuck oil rings.",
        },
        {
          step: "Check the PCV valve or separator and look for oil pooled in the intake or intercooler piping.",
          tools: ["Flashlight"],
          expect:
            "Dry intake tract clears the PCV path; pooled oil means fix the ventilation before judging the rings.",
        },
      ],
      fix: "Ask the dealer first: Toyota ran a warranty enhancement for 2AZ-FE oil use on many 2006–2011 models, and GM replaced pistons under special coverage on 2010–2013 Equinox and Terrain 2.4 engines. A carbon-soak cleaning procedure helps some engines briefly; the lasting repair is new pistons with revised rings and honed bores, or a replacement engine. Replace the catalytic converter only after the oil use is fixed.",
      difficulty: 5,
      cost: {
        partsLow: 300,
        partsHigh: 1200,
        laborHoursLow: 12,
        laborHoursHigh: 30,
        excludes:
          "Estimate excludes diagnosis, taxes, machine work and a damaged catalytic converter; a used or remanufactured engine is often similar money.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive as long as you check the dipstick at every fill-up; running it low is what wrecks the bearings and the converter.",
      codes: ["P0420"],
      terms: ["oil control ring", "oil consumption test", "special coverage", "borescope"],
      related: ["valve-stem-seals-startup-smoke", "worn-rings-smoke-under-load", "pcv-stuck-crankcase-pressure"],
      commonOn: [
        { make: "toyota", years: [2006, 2011], engines: [{ name: "2AZ-FE 2.4L I4", liters: 2.4 }] },
        { make: "chevrolet", years: [2010, 2017], engines: [{ name: "2.4L Ecotec I4", liters: 2.4 }] },
        { make: "gmc", models: ["terrain"], years: [2010, 2017], engines: [{ name: "2.4L Ecotec I4", liters: 2.4 }] },
        { make: "buick", years: [2010, 2017], engines: [{ name: "2.4L Ecotec I4", liters: 2.4 }] },
        { make: "subaru", years: [2011, 2015], engines: [{ name: "FB25 2.5L flat-four", liters: 2.5 }] },
        {
          make: "audi",
          models: ["a4", "a5", "q5"],
          years: [2009, 2011],
          engines: [{ name: "2.0L TFSI turbo I4", liters: 2 }],
        },
      ],
    },
    {
      slug: "rod-bearing-knock",
      title: "Loud knock from low in the engine that gets louder as you accelerate",
      summary:
        "A worn or spun connecting-rod bearing, which can end with a rod through the block. Stop driving, check the oil level and pressure, and plan a rebuild or engine; Hyundai and Kia Theta II owners should call the dealer first.",
      symptoms: [
        "Sharp, metallic knock that rises with rpm, loudest around 2,000–3,000 rpm and when you lift off the throttle",
        "Low or flickering oil pressure at a hot idle",
        "Copper or bronze-colored flakes in the drained oil or the filter",
        "Knock fades or changes when one cylinder's coil or injector is unplugged",
        "Flashing check engine light and reduced power on Hyundai and Kia engines with knock-detection software",
      ],
      symptomIds: ["lower-end-knock", "oil-pressure-warning", "metal-in-oil"],
      causes: [
        {
          likelihood: "common",
          part: "Rod bearing worn through from oil starvation",
          why: "Running low on oil, long drain intervals or sludge break down the oil film until the shell touches the crank journal and clearance opens up with every revolution.",
        },
        {
          likelihood: "occasional",
          part: "Manufacturing debris restricting oil to the rod journals",
          why: "On 2011–2019 Hyundai and Kia 2.0T and 2.4 Theta II GDI engines, machining debris left in the crankshaft oil passages starved rod bearings and led to recalls and a lifetime engine warranty extension.",
        },
        {
          likelihood: "rare",
          part: "Bearing spun after an overheat thinned the oil",
          why: "Severe heat drops oil viscosity and expands the rod, seizing the shell so it turns in the rod bore and blocks its own oil hole.",
        },
      ],
      checks: [
        {
          step: "Note how far below full the dipstick reads, then drain the oil into a clean pan and slit the filter pleats open looking for bearing metal.",
          tools: ["Oil filter cutter", "Magnet"],
          expect:
            "Copper- or bronze-colored non-magnetic flakes are bearing material; with a knock, they condemn the bottom end.",
        },
        {
          step: "Fully hot, note the knock and the mechanical-gauge pressure together: first at idle in gear, where a worn rod bearing bleeds off the most, then held at 2,500 rpm.",
          tools: ["Mechanical oil pressure gauge"],
          expect:
            "About 10 psi per 1,000 rpm is a common rough minimum; hot idle well under 10 psi along with a knock confirms worn bearings.",
        },
        {
          step: "Listen at the block near the oil pan rail while unplugging one coil or injector at a time.",
          tools: ["Mechanic's stethoscope"],
          expect: "A rod knock drops or changes tone when its cylinder is killed; a main bearing knock does not.",
        },
        {
          step: "Remove the oil pan and the suspect rod cap, and measure clearance with Plastigage.",
          tools: ["Plastigage", "Torque wrench"],
          expect:
            "Rod bearing clearance is typically 0.001–0.003 in.; beyond the service limit, or a spun shell and scored journal, means crank work or a replacement engine.",
        },
      ],
      fix: "A bearing kit with the crank left in place rarely lasts once a shell has spun; the dependable repair is a reground or new crankshaft with new bearings and cleaned passages, which in practice means a remanufactured long block or a low-mile used engine. On Hyundai and Kia Theta II engines, check for the recall and the extended engine warranty and make sure the knock-detection software update is installed.",
      difficulty: 5,
      cost: {
        partsLow: 2000,
        partsHigh: 6000,
        laborHoursLow: 8,
        laborHoursHigh: 20,
        excludes:
          "Estimate excludes diagnosis, taxes, fluids and a replacement catalytic converter or oil cooler; warranty or recall coverage may pay all of it.",
      },
      verdict: "stop",
      verdictReason:
        "A knocking rod bearing can snap the rod and punch a hole in the block, sometimes with an oil fire; stop and have it towed.",
      codes: [{ code: "P1326", makes: ["hyundai", "kia"] }],
      terms: ["connecting rod bearing", "spun bearing", "Plastigage", "knock sensor detection system"],
      related: ["main-bearing-knock", "low-oil-pressure-hot-idle", "thrown-rod-engine-seized"],
      commonOn: theta2Vehicles,
    },
    {
      slug: "main-bearing-knock",
      title: "Heavy, dull thud from the bottom of the engine that's worst when pulling hard",
      summary:
        "Worn main bearings give a deeper, duller knock than rod bearings, usually along with low oil pressure once hot. Confirm with a mechanical gauge and the oil filter, then plan a rebuild or replacement engine, and tow it rather than drive it.",
      symptoms: [
        "Low-pitched thud or rumble felt through the floor, loudest accelerating uphill at low rpm",
        "Knock stays the same when any single cylinder is disabled",
        "Oil pressure low across the whole rpm range once the engine is hot",
        "A single heavy thump at startup or as the engine shuts off",
        "Dull gray and copper-tinted particles in the cut-open oil filter",
      ],
      symptomIds: ["lower-end-knock", "oil-pressure-warning", "metal-in-oil"],
      causes: [
        {
          likelihood: "common",
          part: "Main bearings worn from oil starvation or very long drain intervals",
          why: "The main journals carry the full firing load; once clearance opens, the crank hammers the shells on every power stroke and the extra leakage drops oil pressure everywhere downstream.",
        },
        {
          likelihood: "occasional",
          part: "Scored or out-of-round crankshaft main journal",
          why: "Debris drawn through the bearings grooves the journal, so new shells alone cannot restore the clearance.",
        },
        {
          likelihood: "rare",
          part: "Loose flexplate or flywheel bolts",
          why: "A flexplate working loose on the crank flange knocks like a main bearing at idle and when shifting into gear, but oil pressure stays normal.",
        },
      ],
      checks: [
        {
          step: "Fit a mechanical gauge and read oil pressure fully hot at idle and at 2,000 and 3,000 rpm.",
          tools: ["Mechanical oil pressure gauge"],
          expect:
            "Main wear pulls pressure down at every speed because the mains feed the rods; hot idle below the engine's published minimum (often 6–15 psi) confirms it.",
        },
        {
          step: "Disable one cylinder at a time with the coil or injector connector while listening at the block.",
          tools: ["Mechanic's stethoscope"],
          expect: "No change on any cylinder rules out a rod and points to the mains or the flexplate.",
        },
        {
          step: "Remove the starter or the bellhousing inspection cover and check every flexplate or flywheel bolt and the plate around them.",
          tools: ["Flashlight", "Socket set"],
          expect:
            "Tight bolts and no cracks clear the flexplate; shiny fretting or a loose bolt explains the knock with good pressure.",
        },
        {
          step: "Drop the oil pan, remove one or two main caps and measure clearance with Plastigage.",
          tools: ["Plastigage", "Torque wrench"],
          expect:
            "Main clearance is usually 0.0008–0.0025 in.; more than spec, or shells worn through to the copper layer, confirms the diagnosis.",
        },
      ],
      fix: "The crankshaft must come out: grind or replace it, fit new main and rod bearings and thrust washers, a new oil pump, and clean the oil cooler and lines so debris does not return. Most shops install a remanufactured long block or a tested used engine instead. Break in with the specified oil and change it after the first 500–1,000 miles.",
      difficulty: 5,
      cost: {
        partsLow: 1800,
        partsHigh: 5500,
        laborHoursLow: 10,
        laborHoursHigh: 23.3,
        excludes:
          "Estimate excludes diagnosis, taxes, fluids, engine mounts and a clogged oil cooler; flexplate bolts alone cost far less.",
      },
      verdict: "stop",
      verdictReason:
        "A failing main bearing can seize the crankshaft at speed, killing the engine and power steering assist without warning; have it towed.",
      codes: ["P0520", "P0524"],
      terms: ["main bearing", "flexplate", "crankshaft journal", "Plastigage"],
      related: ["rod-bearing-knock", "crank-thrust-bearing-wear", "low-oil-pressure-hot-idle"],
    },
    {
      slug: "low-oil-pressure-hot-idle",
      title: "Oil light flickers at a hot idle and goes out as soon as you touch the gas",
      summary:
        "Oil pressure is dipping below the switch point (usually 4–7 psi) once the oil is hot: worn bearings, thin or fuel-diluted oil, or a worn pump. Measure real pressure with a mechanical gauge before replacing anything, starting with the sender.",
      symptoms: [
        "Oil lamp flickers at stoplights after a long drive, especially in summer heat",
        "Lamp goes out as soon as the engine rises above about 1,000 rpm",
        "Dash gauge, on trucks that have a real one, sags near the bottom at a hot idle",
        "Soft lifter tick at idle that clears with a little throttle",
        "Oil on the dipstick looks thin or smells of gasoline",
      ],
      symptomIds: ["oil-pressure-warning", "top-end-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Worn crankshaft bearings",
          why: "Every bearing is a controlled leak; extra clearance bleeds off more oil than the pump can make up at idle speed.",
        },
        {
          likelihood: "occasional",
          part: "Oil too thin, overdue or diluted with fuel",
          why: "Hot, sheared or fuel-thinned oil runs out of the bearings faster, so the same pump makes less pressure.",
        },
        {
          likelihood: "occasional",
          part: "Faulty oil pressure switch or sender",
          why: "A sender that reads low, or a switch whose trip point has drifted, lights the lamp while real pressure is fine.",
        },
        {
          likelihood: "rare",
          part: "Worn oil pump rotors or a pressure relief valve stuck open",
          why: "Scored rotors or a relief valve held off its seat by debris return oil to the pan instead of the galleries.",
        },
      ],
      checks: [
        {
          step: "Check the oil level, its smell and the sticker for when it was last changed.",
          tools: ["Rag"],
          expect:
            "Overdue oil or oil that smells of fuel gets changed first, with the viscosity printed on the cap, before any other test.",
        },
        {
          step: "Screw a mechanical gauge into the sender port and read it at a fully hot idle and at 2,000 rpm.",
          tools: ["Mechanical oil pressure gauge"],
          expect:
            "Many engines show 10–25 psi hot idle; GM LS V8s, for example, allow a minimum of 6 psi at 1,000 rpm and 18 psi at 2,000 rpm. A healthy gauge reading condemns the sender or switch.",
        },
        {
          step: "Cut open the oil filter and spread the pleats on a clean towel.",
          tools: ["Oil filter cutter", "Magnet"],
          expect:
            "Bronze or copper flakes point at the bearings; a clean filter with low pressure points at the pump, relief valve or pickup.",
        },
        {
          step: "If pressure is genuinely low, drop the pan and inspect the pickup, the pump and one rod and one main bearing.",
          tools: ["Plastigage", "Feeler gauges"],
          expect:
            "A scored pump or a relief valve that sticks in its bore confirms the pump; bearing clearance over spec confirms wear.",
        },
      ],
      fix: "With good gauge readings, replace the switch or sender, which on GM LS V8s sits at the back of the block behind the intake manifold. With truly low pressure, fit the right oil first; a pump replacement needs a new pickup O-ring and priming before start-up, and worn bearings mean a bearing job or replacement engine. Thicker oil only hides worn bearings for a while.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the oil pressure switch or sender",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.7,
            laborHoursHigh: 3,
          },
          {
            name: "Oil pump with a new pickup O-ring",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 4,
            laborHoursHigh: 10,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and an engine rebuild if the bearings are worn; dealer pricing runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "Pressure that recovers off idle keeps the bearings alive for now; idle as little as possible and get real pressure measured this week.",
      codes: ["P0520", "P0521", "P0522", "P0524"],
      terms: ["oil pressure switch", "pressure relief valve", "mechanical oil pressure gauge"],
      related: [
        "main-bearing-knock",
        "oil-light-on-while-driving",
        "sludge-clogged-pickup",
        "cold-start-clatter-drainback",
      ],
    },
    {
      slug: "oil-light-on-while-driving",
      title: "Red oil-can warning comes on at highway speed and stays on",
      summary:
        "Pull over and shut the engine off now. Check the dipstick: an empty sump from a leak or oil burning is most common; if the level is full, do not restart until real pressure is measured, because a failed pump or pickup is starving the bearings.",
      symptoms: [
        "Red oil-can lamp or an 'oil pressure low, stop engine' message while driving",
        "Lifters start clattering within seconds of the lamp",
        "Oil pressure gauge on the dash drops to zero",
        "Fresh oil trail behind the car, or smoke from underneath",
        "Knock begins if the engine keeps running",
      ],
      symptomIds: ["oil-pressure-warning", "top-end-tick", "oil-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Oil level far below the minimum mark",
          why: "Once the pickup uncovers in turns or under braking, the pump gulps air and pressure collapses.",
        },
        {
          likelihood: "occasional",
          part: "Oil filter, drain plug, filter housing or cooler line let go",
          why: "A sudden leak can empty 5–8 quarts in a mile or two, and the lamp is the first sign.",
        },
        {
          likelihood: "occasional",
          part: "Oil pump drive failure or a pickup tube broken off",
          why: "On engines that drive the pump through a separate chain, a shaft or a balance-shaft unit, a broken drive stops oil flow no matter how full the pan is.",
        },
        {
          likelihood: "rare",
          part: "Failed oil pressure sensor or a shorted wire",
          why: "A sensor that fails to zero, or a switch wire chafed to ground, lights the lamp while the engine runs quiet with normal pressure.",
        },
      ],
      checks: [
        {
          step: "Shut off, wait five minutes, read the dipstick and look under the car for a fresh leak.",
          tools: ["Flashlight"],
          expect:
            "An empty stick with a wet underside points to a leak; an empty stick with a dry underside means the engine has been burning oil.",
        },
        {
          step: "If it was low and nothing is pouring out, fill to the full mark, start it and watch the lamp.",
          tools: [],
          expect:
            "The lamp should go out within 2–3 seconds with no knock; a lamp that stays on or a knock means shut it off again.",
        },
        {
          step: "If the level was full, do not idle it: fit a mechanical gauge and crank with fuel and ignition disabled.",
          tools: ["Mechanical oil pressure gauge"],
          expect:
            "Pressure should start to rise within about 10 seconds of cranking; zero points to the pump, its drive or the pickup.",
        },
        {
          step: "With good mechanical pressure, unplug the sensor and check its connector and signal wire.",
          tools: ["Digital multimeter"],
          expect:
            "A lamp that goes out when a switch is unplugged, or a short to ground in the wire, confirms an electrical fault.",
        },
      ],
      fix: "Repair the leak or refill, then change the oil and filter and listen for knocks. A failed pump, pump drive or pickup means pan or front-cover removal and replacing the pump with a new pickup seal, priming before start. If the engine ran for more than a minute or two with the lamp on, check for bearing damage before returning the car.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Refill and fix a loose filter or drain plug",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace an oil cooler line or filter housing",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Oil pump and pickup replacement",
            partsLow: 150,
            partsHigh: 1000,
            laborHoursLow: 5,
            laborHoursHigh: 13.3,
          },
        ],
        excludes: "Estimate excludes towing, diagnosis, taxes and engine replacement if the bearings were damaged.",
      },
      verdict: "stop",
      verdictReason:
        "Without oil pressure the bearings can seize within minutes; stop the engine and don't restart until the cause is known.",
      codes: ["P0520", "P0524"],
      terms: ["oil pump pickup", "oil pressure sender", "oil pump drive"],
      related: [
        "low-oil-pressure-hot-idle",
        "oil-gushing-after-oil-change",
        "sludge-clogged-pickup",
        "rod-bearing-knock",
      ],
    },
    {
      slug: "sludge-clogged-pickup",
      title: "Thick black sludge under the oil filler cap and oil pressure dropping off",
      summary:
        "Cooked oil has turned to sludge and is choking the pickup screen, a known fault of 1997–2002 Toyota 3.0 V6s, Chrysler 2.7s and VW 1.8Ts. Clean the pan, pickup and PCV system and shorten oil changes; badly sludged engines need replacing.",
      symptoms: [
        "Tar-like black deposits under the filler cap and on the valve cover baffles",
        "Oil lamp flickers or the gauge reads lower than it used to, worst at high rpm",
        "Oil on the dipstick is thick, gritty or like jelly",
        "Lifter tick that comes and goes",
        "History of skipped oil changes or nothing but short trips",
      ],
      symptomIds: ["metal-in-oil", "oil-pressure-warning", "top-end-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Long oil change intervals with short-trip driving",
          why: "Oil oxidizes and collects fuel and water that never boil off on short runs, then thickens into sludge that settles in the head and the pan.",
        },
        {
          likelihood: "occasional",
          part: "Engines with a hot-running, small-capacity sump",
          why: "The Toyota 1MZ-FE and 5S-FE, Chrysler 2.7 and VW 1.8T run their oil hot, and several hold relatively little of it, so it breaks down faster; Toyota and VW extended coverage for sludge damage.",
        },
        {
          likelihood: "occasional",
          part: "Clogged PCV valve or hoses",
          why: "Without ventilation, moisture and blow-by gas stay in the crankcase and accelerate sludge.",
        },
        {
          likelihood: "rare",
          part: "Coolant leaking into the oil",
          why: "Glycol turns oil into a sticky paste that blocks the pickup screen within a few hundred miles.",
        },
      ],
      checks: [
        {
          step: "Look under the filler cap and into the valve cover with a flashlight.",
          tools: ["Flashlight"],
          expect:
            "Clean metal with a light tan film is normal; black tar on the baffles and cam journals confirms sludge.",
        },
        {
          step: "With a mechanical gauge in the sender port, read hot idle and then 3,000 rpm, where a sludge-choked pickup runs short of oil.",
          tools: ["Mechanical oil pressure gauge"],
          expect:
            "A healthy engine typically shows 10 psi or more at hot idle and 30–50 psi at 3,000 rpm (confirm in the service information); pressure that sinks as rpm rises toward 3,000 means the sludged pickup cannot feed the pump.",
        },
        {
          step: "Drop the oil pan and inspect the pickup screen and the pan floor.",
          tools: ["Socket set", "Flashlight"],
          expect: "More than about a third of the screen blocked is enough to starve the pump at speed.",
        },
        {
          step: "Check the PCV valve and hoses for blockage.",
          tools: [],
          expect: "A plugged valve or hose must be replaced, or the sludge will come back.",
        },
      ],
      fix: "Drop the pan, clean the pan and pickup (or fit a new pickup and O-ring), replace the PCV valve and hoses, then change the oil and filter every 1,000–2,000 miles for a few changes with a full synthetic to loosen deposits gradually. Avoid harsh solvent flushes on heavy sludge; loosened chunks can block the pickup again. If bearings or cams are already damaged, replace the engine.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 400,
        laborHoursLow: 2,
        laborHoursHigh: 6.7,
        excludes:
          "Estimate excludes diagnosis, taxes, the extra oil changes and engine replacement if bearings are damaged.",
      },
      verdict: "careful",
      verdictReason:
        "A sludged engine can lose oil pressure at any time; keep trips short and gentle until the pan and pickup are cleaned.",
      codes: ["P0524"],
      terms: ["oil sludge", "pickup screen", "PCV valve"],
      related: ["oil-light-on-while-driving", "low-oil-pressure-hot-idle", "pcv-stuck-crankcase-pressure"],
      commonOn: [
        {
          make: "toyota",
          years: [1997, 2002],
          engines: [
            { name: "1MZ-FE 3.0L V6", liters: 3 },
            { name: "5S-FE 2.2L I4", liters: 2.2 },
          ],
        },
        { make: "lexus", years: [1997, 2002], engines: [{ name: "1MZ-FE 3.0L V6", liters: 3 }] },
        chrysler27V6,
        dodge27V6,
        { make: "volkswagen", years: [1998, 2005], engines: [{ name: "1.8T turbo I4", liters: 1.8 }] },
        { make: "audi", years: [1997, 2006], engines: [{ name: "1.8T turbo I4", liters: 1.8 }] },
      ],
    },
    {
      slug: "thrown-rod-engine-seized",
      title: "Loud bang, then the engine stopped and now won't turn over",
      summary:
        "A rod or bearing has failed and locked the engine, often after an oil warning or a knock was ignored. Stop cranking it, check whether the crank turns by hand and look for a hole in the block, then price a replacement engine.",
      symptoms: [
        "Knock or oil lamp, then a loud metallic bang and the engine died",
        "Starter clicks or clunks but the engine will not rotate",
        "Oil pouring out underneath, or a visible hole in the side of the block or pan",
        "Burnt-oil smoke from under the hood",
      ],
      symptomIds: ["lower-end-knock", "oil-leak", "pull-cord-kickback"],
      causes: [
        {
          likelihood: "common",
          part: "Connecting rod broken after a spun bearing",
          why: "The rod snaps, flails, jams between the crank and block and often punches a hole through the block wall.",
        },
        {
          likelihood: "occasional",
          part: "Crankshaft seized in its main bearings",
          why: "With no oil the bearing shells weld to the journals and the crank stops turning.",
        },
        {
          likelihood: "rare",
          part: "Dropped valve jammed between the piston and head",
          why: "A valve head that breaks off wedges in the cylinder and locks the piston, usually after a valve spring or guide failure.",
        },
      ],
      checks: [
        {
          step: "Key off, try to turn the crank bolt clockwise with a breaker bar.",
          tools: ["Breaker bar and socket"],
          expect:
            "A crank that will not move either way confirms a mechanical lock; one that turns with a clunk means broken parts inside.",
        },
        {
          step: "Pull the spark plugs and try turning it again.",
          tools: ["Spark plug socket"],
          expect:
            "If it now turns and fluid spits from a plug hole, it was hydrolocked rather than seized, and the rods need checking for bends instead.",
        },
        {
          step: "Inspect the block sides and the oil pan for holes and cracks.",
          tools: ["Flashlight"],
          expect: "A hole in the block settles it: the engine must be replaced.",
        },
        {
          step: "Drain the oil and look at what comes out.",
          tools: ["Drain pan", "Magnet"],
          expect: "Chunks of rod, bearing shell and bolts confirm a thrown rod.",
        },
      ],
      noMeasurement:
        "A seized or holed engine is settled by whether the crank turns and what comes out of the drained pan; no gauge reading changes the replace-the-engine verdict.",
      fix: "Replace the engine with a remanufactured or low-mile used unit. Replace or flush the oil cooler and lines, fit new mounts if worn, transfer or renew the sensors, and on automatics inspect the flexplate. Prime the oil system before the first start and change the oil after the first 500 miles.",
      difficulty: 5,
      cost: {
        partsLow: 2500,
        partsHigh: 7000,
        laborHoursLow: 8,
        laborHoursHigh: 23.3,
        excludes:
          "Estimate excludes towing, diagnosis, taxes, a new catalytic converter and fluids; dealer engines cost more.",
      },
      verdict: "stop",
      verdictReason:
        "The engine cannot run, and cranking it again can crack the block further or break the starter; tow it.",
      codes: [],
      terms: ["thrown rod", "seized engine", "long block"],
      related: ["rod-bearing-knock", "main-bearing-knock", "hydrolock-bent-rod"],
    },
    {
      slug: "crank-thrust-bearing-wear",
      title: "Crankshaft pulley moves in and out, and the clutch or crank sensor acts up",
      summary:
        "A worn thrust bearing lets the crankshaft slide fore and aft, changing clutch feel, upsetting the crank sensor and eventually cutting into the block. Measure end play with a dial indicator; excess means an engine or crank out of the car.",
      symptoms: [
        "Clutch engagement point wanders or the pedal pulsates on a manual car",
        "Crank pulley visibly moves when a helper presses the clutch",
        "Crank position sensor code, stalling or a no-start",
        "Clunk when the clutch pedal is pressed or released",
        "New leak at the front crank seal or rear main seal",
      ],
      symptomIds: ["lower-end-knock", "vibration-clunk", "oil-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Thrust bearing faces worn by the clutch release load",
          why: "Pressing the clutch pushes the crank forward against the thrust washers; long waits at lights with the pedal down and heavy aftermarket pressure plates wear them away.",
        },
        {
          likelihood: "occasional",
          part: "Torque converter ballooning on an automatic",
          why: "A converter that swells under pressure pushes the crank forward all the time and loads the thrust surface.",
        },
        {
          likelihood: "rare",
          part: "Oil starvation or a thrust bearing misaligned at assembly",
          why: "A thrust face that never got proper oil or was pinched at assembly wipes out within a few thousand miles.",
        },
      ],
      checks: [
        {
          step: "Watch the crank pulley closely while a helper presses and releases the clutch with the engine off.",
          tools: ["Flashlight"],
          expect: "Any visible movement means end play far beyond spec.",
        },
        {
          step: "Mount a dial indicator on the crank pulley face and pry the crank fore and aft.",
          tools: ["Dial indicator with magnetic base", "Pry bar"],
          expect:
            "Many engines specify about 0.002–0.010 in., with a service limit near 0.012 in.; more confirms a worn thrust bearing.",
        },
        {
          step: "Scan for crank sensor codes and, with the sensor out, look at the tip and the reluctor.",
          tools: ["OBD-II scan tool", "Flashlight"],
          expect: "A scuffed sensor tip or chewed reluctor teeth confirm the crank has been walking.",
        },
      ],
      fix: "Remove the engine (or the transmission and crank on some designs), fit new thrust and main bearings and inspect the block thrust face; if the block face is cut the block is scrap and a long block is cheaper. Fix the cause too: converter, clutch or linkage. Replace both crank seals and the crank sensor if damaged.",
      difficulty: 5,
      cost: {
        partsLow: 300,
        partsHigh: 4500,
        laborHoursLow: 10,
        laborHoursHigh: 23.3,
        excludes: "Estimate excludes diagnosis, taxes, clutch parts and a torque converter if it caused the wear.",
      },
      verdict: "careful",
      verdictReason:
        "Slight end play can be driven to a shop, but large movement can let the crank cut the block or wreck the sensor; tow it if the pulley visibly moves.",
      codes: ["P0335", "P0336"],
      terms: ["thrust bearing", "crankshaft end play", "dial indicator"],
      related: ["main-bearing-knock", "rear-main-seal-leak"],
    },
    {
      slug: "piston-slap-cold",
      title: "Hollow knocking for the first minutes after a cold start, gone once warm",
      summary:
        "Piston slap: a piston rocking in its bore until it expands to fit. On 1999–2007 GM 4.8, 5.3 and 6.0 Vortec V8s it is common and rarely harmful; rule out a rod knock by making sure the noise fades warm and oil pressure is normal.",
      symptoms: [
        "Dull, hollow knock from the block for 30 seconds to a few minutes after a cold start",
        "Louder the colder the morning, silent at operating temperature",
        "Most noticeable with light throttle while still cold",
        "Normal oil pressure and no metal in the oil",
      ],
      symptomIds: ["cold-start-noise", "lower-end-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Piston-to-wall clearance that is large by design or from skirt wear",
          why: "Short-skirt pistons rock in the bore until the aluminum expands, and worn skirt coating adds clearance.",
        },
        {
          likelihood: "occasional",
          part: "Collapsed or cracked piston skirt",
          why: "A deformed skirt no longer guides the piston, so the slap lasts longer and grows louder over months.",
        },
        {
          likelihood: "rare",
          part: "Worn wrist pin or pin bore",
          why: "A loose pin gives a sharp double knock at idle that stays when warm, which separates it from true slap.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope on the block at each cylinder from a fully cold start, noting when the noise stops.",
          tools: ["Mechanic's stethoscope", "Scan tool"],
          expect:
            "Slap fades within a few minutes as coolant passes about 150 °F; a knock that stays when hot is something else.",
        },
        {
          step: "Read hot oil pressure with a mechanical gauge.",
          tools: ["Mechanical oil pressure gauge"],
          expect: "Normal pressure supports harmless slap; low pressure with a knock points to bearings.",
        },
        {
          step: "Look at the cylinder walls with a borescope.",
          tools: ["Borescope"],
          expect: "Light polish is normal; deep vertical scuffing on one side of the bore means skirt damage.",
        },
      ],
      fix: "If the noise fades warm and oil pressure is normal, no repair is needed; use the specified viscosity and keep listening. On the GM Vortec engines it is a known characteristic that rarely shortens engine life. If it worsens or a skirt is cracked, the repair is new pistons with honed or bored cylinders, or a used engine.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Oil change to the specified viscosity and monitor",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Pistons, rings and cylinder hone",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 16,
            laborHoursHigh: 23.3,
          },
        ],
        excludes:
          "Estimate: most engines need only the right oil; excludes machine work beyond honing, gaskets not in the kit and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Cold-only slap with normal oil pressure does not put the engine at risk; just keep an ear on whether it lasts longer over time.",
      codes: [],
      terms: ["piston slap", "piston skirt", "wrist pin"],
      related: ["rod-bearing-knock", "cold-start-clatter-drainback"],
      commonOn: [
        {
          make: "chevrolet",
          years: [1999, 2007],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
            { name: "6.0L Vortec V8", liters: 6 },
          ],
        },
        {
          make: "gmc",
          years: [1999, 2007],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
            { name: "6.0L Vortec V8", liters: 6 },
          ],
        },
      ],
    },
    {
      slug: "worn-rings-smoke-under-load",
      title: "Blue smoke trails behind when accelerating hard, and the engine feels tired",
      summary:
        "Worn rings and bores let oil past under load and push combustion gas into the crankcase. A wet compression test and a leak-down confirm it; the fix is a ring job or replacement engine, but rule out a cheap PCV or turbo-seal cause first.",
      symptoms: [
        "Blue-gray smoke on hard acceleration and up hills, not only at startup",
        "Oily, wet black soot inside the tailpipe",
        "Noticeable loss of power and fuel economy",
        "Oil use of a quart every 500–1,000 miles",
        "Fumes puffing from the oil filler neck with the cap off at idle",
      ],
      symptomIds: ["blue-smoke", "oil-consumption", "crankcase-pressure", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Worn compression and oil rings in worn bores",
          why: "Gaps between ring and wall let oil up into the chamber and combustion pressure down into the crankcase, both worst under load.",
        },
        {
          likelihood: "occasional",
          part: "Broken ring or cracked ring land on one piston",
          why: "A single cylinder with a broken ring, often after detonation, smokes and reads low on compression.",
        },
        {
          likelihood: "occasional",
          part: "Turbocharger seals passing oil under boost",
          why: "Oil leaking into the compressor or turbine side smokes under boost, with compression normal.",
        },
        {
          likelihood: "rare",
          part: "Glazed cylinders after a poor break-in",
          why: "Rings that never seated on a slick bore pass oil from the first mile after a rebuild.",
        },
      ],
      checks: [
        {
          step: "Road test and note when the smoke appears: start-up only, after idling, or under load.",
          tools: [],
          expect:
            "Smoke that rises with load and throttle points to rings or a turbo; start-up only points to valve stem seals.",
        },
        {
          step: "Compression-test every cylinder warm, dry and then wet with a teaspoon of oil.",
          tools: ["Compression gauge", "Oil can"],
          expect: "Dry readings 15% or more below spec that jump 10% or more with oil confirm ring sealing loss.",
        },
        {
          step: "Leak-down test each cylinder at TDC compression and listen at the oil filler, intake and tailpipe.",
          tools: ["Leak-down tester", "Air compressor"],
          expect:
            "Over about 20% with the air hissing out of the oil filler confirms rings; air at the tailpipe or throttle points to valves instead.",
        },
        {
          step: "On turbo engines, pull the intake hose at the turbo and check the compressor wheel and intercooler pipes.",
          tools: ["Flashlight"],
          expect: "Pooled oil and shaft play point to the turbo; a dry intake leaves the rings.",
        },
      ],
      fix: "A ring job means honing the cylinders and fitting new rings and usually pistons and bearings, and often costs as much as a remanufactured long block, which is what most shops install. Replace the PCV valve and clean the throttle body at the same time, and check the catalytic converter, which oil ash can plug.",
      difficulty: 5,
      cost: {
        partsLow: 400,
        partsHigh: 3000,
        laborHoursLow: 13.3,
        laborHoursHigh: 30,
        excludes: "Estimate excludes diagnosis, taxes, machine work and a catalytic converter damaged by oil burning.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable while you check the oil often, but heavy smoke can fail inspection and plug the catalytic converter.",
      codes: ["P0420"],
      terms: ["compression ring", "wet compression test", "leak-down test", "blow-by"],
      related: [
        "oil-burning-stuck-rings",
        "valve-stem-seals-startup-smoke",
        "low-compression-all-cylinders",
        "pcv-stuck-crankcase-pressure",
      ],
    },
    {
      slug: "burnt-exhaust-valve",
      title: "Steady miss on one cylinder with a puffing sound at the tailpipe",
      summary:
        "A burnt exhaust valve leaks compression, so one cylinder stays weak whatever ignition parts you swap. Confirm with compression and leak-down tests; the repair is a cylinder head job.",
      symptoms: [
        "Rhythmic miss at idle you can feel in the seat, on the same cylinder every time",
        "Even puff-puff-puff pulse felt with a hand near the tailpipe",
        "Misfire code for one cylinder that survives new plugs and coils",
        "Flashing check engine light under load",
      ],
      symptomIds: ["rough-running", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust valve burnt from zero lash or a poor seat",
          why: "A valve that cannot close fully cannot shed heat into its seat, so hot gas erodes a notch in its edge.",
        },
        {
          likelihood: "occasional",
          part: "Lean mixture or a long-running misfire in that cylinder",
          why: "Extra-hot combustion or unburnt fuel burning in the port overheats the valve edge.",
        },
        {
          likelihood: "rare",
          part: "Bent valve or broken valve spring",
          why: "A valve that cannot close cleanly leaks the same way; the spring check and the leak-down sound tell them apart.",
        },
      ],
      checks: [
        {
          step: "Swap the coil and plug from the missing cylinder to another and clear codes.",
          tools: ["OBD-II scan tool"],
          expect: "A miss that stays on the same cylinder is mechanical or injector related, not ignition.",
        },
        {
          step: "Compression-test all cylinders warm, then wet-test the low one.",
          tools: ["Compression gauge"],
          expect: "One cylinder 20% or more below the rest with little rise when wet points to a valve.",
        },
        {
          step: "Leak-down test the low cylinder at TDC compression and listen at the tailpipe, throttle body and radiator neck.",
          tools: ["Leak-down tester", "Air compressor"],
          expect:
            "Air hissing out of the tailpipe with 30% or more leakage means an exhaust valve; at the throttle body it is an intake valve; bubbles in the radiator mean a head gasket.",
        },
        {
          step: "Remove the valve cover and check the spring and lash on that cylinder.",
          tools: ["Feeler gauges", "Flashlight"],
          expect: "An intact spring and zero lash support a burnt valve; a broken spring changes the repair.",
        },
      ],
      fix: "Remove the cylinder head and have a machine shop replace the burnt valve, cut the seats, check the guides and pressure-test the head; a full valve job on that head is usual. Fit a new head gasket and new head bolts where they are torque-to-yield, set the lash on solid-lifter engines and clear codes.",
      difficulty: 4,
      cost: {
        partsLow: 200,
        partsHigh: 900,
        laborHoursLow: 8,
        laborHoursHigh: 20,
        excludes:
          "Estimate excludes diagnosis, taxes and a catalytic converter overheated by the misfire; V6 and V8 heads cost more.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable gently for a short time, but unburnt fuel from the dead cylinder can overheat and ruin the catalytic converter.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["exhaust valve", "leak-down test", "valve job"],
      related: ["tight-valves-hard-hot-start", "broken-valve-spring", "head-gasket-between-cylinders"],
    },
    {
      slug: "pcv-stuck-crankcase-pressure",
      title: "Oil seeping from several gaskets at once and pushing up the dipstick tube",
      summary:
        "When the PCV valve or oil separator plugs or its diaphragm tears, blow-by pressurizes the crankcase and forces oil past seals. Test for pressure at the oil filler and replace the PCV parts before spending money on seals.",
      symptoms: [
        "New oil leaks at the valve cover, oil pan and rear main showing up together",
        "Dipstick pops up or oil mist collects around the dipstick tube",
        "Whistle or howl at idle that changes when the oil filler cap is loosened",
        "Oil inside the air filter housing or intake duct",
        "Lean codes and a rough idle on engines whose PCV diaphragm has torn",
      ],
      symptomIds: ["crankcase-pressure", "oil-leak", "oil-consumption"],
      causes: [
        {
          likelihood: "common",
          part: "PCV valve stuck closed or hoses plugged with sludge",
          why: "Blow-by has nowhere to go, so pressure builds and pushes oil out at the weakest seal.",
        },
        {
          likelihood: "occasional",
          part: "Torn diaphragm in the oil separator or PCV valve cover",
          why: "On BMW N52, N20 and N55 engines and many VW and Audi TSI engines, the separator diaphragm splits, creating a whistling vacuum leak and drawing oil into the intake.",
        },
        {
          likelihood: "occasional",
          part: "PCV hoses frozen with condensation in a cold climate",
          why: "On short trips below freezing, water in the blow-by freezes in the hoses, and the trapped pressure blows out the dipstick or a seal.",
        },
        {
          likelihood: "rare",
          part: "Blow-by from worn rings overwhelming a working PCV system",
          why: "More gas than the valve can meter pressurizes the crankcase even with clean parts.",
        },
      ],
      checks: [
        {
          step: "At idle, loosen the oil filler cap and hold a piece of paper or a thin plastic bag over the opening.",
          tools: [],
          expect:
            "A slight pull is normal; steady puffing pushing the paper away means the PCV path is blocked or blow-by is high.",
        },
        {
          step: "Remove the PCV valve, shake it and blow through it both ways.",
          tools: [],
          expect:
            "A good valve rattles and passes air toward the intake only; a silent valve or one that flows both ways is bad.",
        },
        {
          step: "On BMW and VW engines, pull the oil filler cap at idle and feel the suction.",
          tools: [],
          expect:
            "Strong suction that holds the cap down, with the idle stumbling, confirms a torn separator diaphragm.",
        },
        {
          step: "With the filler cap seated, compare long-term trim at idle with the figure held at 2,500 rpm to see whether the PCV path is drawing unmetered air.",
          tools: ["OBD-II scan tool"],
          expect: "Long-term trim above +10% at idle that falls toward zero at 2,500 rpm fits a PCV vacuum leak.",
        },
      ],
      fix: "Replace the PCV valve and hoses, or the separator or integrated valve cover on engines that build the PCV in (BMW N52 and N20 valve covers include it). In cold climates fit the maker's insulated or revised PCV hose kit where one exists. Clear codes, degrease the engine and watch it for a few hundred miles before replacing any seals.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the PCV valve and hoses",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Oil separator or valve cover with built-in PCV",
            partsLow: 120,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and any seals that keep leaking after the pressure is cured.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive while you fix it; watch that leaking oil is not landing on the exhaust.",
      codes: ["P0171", "P0174", "P052E"],
      terms: ["PCV valve", "oil separator", "blow-by", "crankcase ventilation"],
      related: [
        "oil-burning-stuck-rings",
        "worn-rings-smoke-under-load",
        "rear-main-seal-leak",
        "valve-cover-gasket-burning-smell",
      ],
      commonOn: [
        {
          make: "bmw",
          years: [2006, 2018],
          engines: [
            { name: "N52 3.0L inline-six", liters: 3 },
            { name: "N55 3.0L turbo inline-six", liters: 3 },
            { name: "N20 2.0L turbo I4", liters: 2 },
          ],
        },
        {
          make: "volkswagen",
          years: [2006, 2027],
          engines: [
            { name: "2.0T FSI/TSI turbo I4", liters: 2 },
            { name: "1.8L TSI turbo I4", liters: 1.8 },
          ],
        },
        {
          make: "audi",
          years: [2006, 2027],
          engines: [
            { name: "2.0T FSI/TSI turbo I4", liters: 2 },
            { name: "1.8L TSI turbo I4", liters: 1.8 },
          ],
        },
      ],
    },
    {
      slug: "oil-gushing-after-oil-change",
      title: "Oil pouring out from under the engine right after an oil change",
      summary:
        "Almost always the old filter gasket stuck to the engine under the new one, a loose or stripped drain plug, or a cartridge filter cap with a pinched O-ring. Shut the engine off at once, check the filter seat and plug, then refill.",
      symptoms: [
        "Puddle spreading under the engine within minutes of leaving the shop",
        "Oil spraying over the underside, with smoke as it hits the exhaust",
        "Oil lamp comes on after a few miles",
        "Filter or drain plug visibly wet and dripping",
      ],
      symptomIds: ["oil-leak", "oil-pressure-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Double gasket at the spin-on oil filter",
          why: "The old filter's rubber ring stayed stuck to the block, the new filter seals poorly against it, and oil pressure blows the pair apart.",
        },
        {
          likelihood: "occasional",
          part: "Drain plug loose, missing its washer, or stripped threads in the pan",
          why: "Oil leaks steadily past the plug, and a stripped plug can fall out entirely.",
        },
        {
          likelihood: "occasional",
          part: "Cartridge filter housing cap cross-threaded or missing its O-ring",
          why: "Housings on many GM, Ford and European engines seal with an O-ring; a pinched or forgotten one leaks heavily under pressure.",
        },
        {
          likelihood: "rare",
          part: "Oil cooler or filter adapter seal disturbed during the service",
          why: "A bumped adapter or sandwich cooler loses its seal and leaks behind the filter.",
        },
      ],
      checks: [
        {
          step: "Shut the engine off and look for where the oil is coming from with a flashlight.",
          tools: ["Flashlight"],
          expect: "Oil running from the filter edge, the drain plug or the filter housing names the culprit.",
        },
        {
          step: "Remove the filter and look at the mounting face on the engine.",
          tools: ["Oil filter wrench"],
          expect: "A second rubber gasket left on the block confirms a double gasket.",
        },
        {
          step: "Snug the drain plug and feel whether it tightens.",
          tools: ["Socket set", "Torque wrench"],
          expect: "A plug that spins without tightening means stripped pan threads.",
        },
        {
          step: "Refill, run for two minutes and check for leaks and the oil lamp.",
          tools: ["Funnel"],
          expect: "A dry filter and plug with the lamp out in 2–3 seconds means the fix worked.",
        },
      ],
      fix: "Remove the stuck gasket, fit a new filter hand-tight plus about three-quarters of a turn, and use a new drain plug washer torqued to spec (commonly 18–30 ft-lb). Stripped pan threads take an oversize plug, a thread insert or a new pan. Refill to full, and if the oil lamp lit while driving, listen for new knocks before the car goes back into service.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Remove the double gasket, new filter and refill",
            partsLow: 40,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Oversize plug or thread insert in the pan",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Replace the oil pan", partsLow: 100, partsHigh: 350, laborHoursLow: 1.5, laborHoursHigh: 2.7 },
        ],
        excludes: "Estimate excludes towing and taxes; the shop that did the change usually pays.",
      },
      verdict: "stop",
      verdictReason:
        "The engine can empty its oil within minutes and oil on the exhaust can catch fire; stop and shut it off.",
      codes: [],
      terms: ["double gasket", "drain plug crush washer", "cartridge oil filter"],
      related: ["oil-light-on-while-driving", "overfilled-crankcase-smoke"],
      commonOn: [
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "ford" },
        { make: "bmw" },
        { make: "mercedes-benz" },
        { make: "volkswagen" },
        { make: "audi" },
      ],
    },
    {
      slug: "hydrolock-bent-rod",
      title: "Engine restarted after a water crossing but now knocks or misses on one cylinder",
      summary:
        "Water drawn into the intake bent a connecting rod, so that cylinder has low compression and the rod may snap later. Confirm with compression, leak-down and a borescope, then replace the rod or the engine rather than driving on.",
      symptoms: [
        "Engine stalled in deep water or a flooded road and was restarted",
        "Steady miss on one cylinder",
        "New light knock or rhythmic tap",
        "Wet, muddy air filter or water in the intake duct",
        "Milky oil on the dipstick if water reached the crankcase",
      ],
      symptomIds: ["rough-running", "lower-end-knock", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Connecting rod bent by water in the cylinder",
          why: "Water does not compress; the piston stops on it and the rod buckles shorter, so that cylinder makes less compression.",
        },
        {
          likelihood: "occasional",
          part: "Water in the crankcase oil",
          why: "Water entering through the intake or breather emulsifies the oil, which then protects the bearings poorly.",
        },
        {
          likelihood: "rare",
          part: "Cracked piston or block from the hydraulic shock",
          why: "The sudden stop can crack a piston skirt or a thin cylinder wall as well as bending the rod.",
        },
      ],
      checks: [
        {
          step: "Inspect the air filter and intake duct for water, mud or a tide line.",
          tools: ["Flashlight"],
          expect: "Any water in the filter box proves the engine ingested it.",
        },
        {
          step: "Compression-test every cylinder, looking for the one whose bent rod has shortened its stroke.",
          tools: ["Compression gauge"],
          expect: "A bent rod typically leaves that cylinder 15–30% below the rest.",
        },
        {
          step: "Leak-down test the low cylinder.",
          tools: ["Leak-down tester", "Air compressor"],
          expect:
            "Low compression with leak-down under about 15% means rings and valves seal and the stroke is short: a bent rod.",
        },
        {
          step: "With a borescope, compare how far below the deck the piston stops at TDC against a good cylinder.",
          tools: ["Borescope"],
          expect: "A piston that sits visibly lower at TDC than its neighbors confirms a shortened rod.",
        },
      ],
      fix: "Change the oil (twice if milky), replace the air filter and dry the intake and MAF area. A bent rod needs the engine apart for a new rod and bearings and a bore inspection; most shops install a used or remanufactured engine instead. Ask the insurer early, since comprehensive coverage often pays for water damage.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Engine apart for a new rod and bearings",
            partsLow: 300,
            partsHigh: 1000,
            laborHoursLow: 12,
            laborHoursHigh: 20,
          },
          {
            name: "Used or remanufactured engine",
            partsLow: 2500,
            partsHigh: 6000,
            laborHoursLow: 10,
            laborHoursHigh: 23.3,
          },
        ],
        excludes:
          "Estimate excludes towing, diagnosis, taxes and electrical flood damage; insurance may cover part of it.",
      },
      verdict: "stop",
      verdictReason: "A bent rod can break under load and wreck the engine; park it and have it towed.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["hydrolock", "bent connecting rod", "borescope"],
      related: ["thrown-rod-engine-seized", "low-compression-all-cylinders"],
    },
    {
      slug: "rear-main-seal-leak",
      title: "Oil dripping from where the engine meets the transmission on an automatic",
      summary:
        "A leaking rear main seal is the classic suspect, but oil pan, valve cover and gallery plug leaks run down to the same spot. Clean it, add UV dye and find the true source before paying for transmission removal.",
      symptoms: [
        "Drips from the seam between engine and transmission, centered under the car",
        "Oily bottom edge on the bell housing or torque converter cover",
        "Quart lost every 1,000–3,000 miles",
        "Brown engine oil rather than red transmission fluid in the drips",
      ],
      symptomIds: ["oil-leak", "oil-consumption"],
      causes: [
        {
          likelihood: "common",
          part: "Rear main seal hardened or worn at the crank flange",
          why: "The lip no longer follows the crank flange, so oil seeps out between the crank and the flexplate.",
        },
        {
          likelihood: "occasional",
          part: "Oil pan, rear valve cover or intake gasket leaks running down the back of the engine",
          why: "Oil from higher up trickles down and drips off the lowest point, which is the bell housing seam.",
        },
        {
          likelihood: "occasional",
          part: "Crankcase pressure from a blocked PCV system",
          why: "Pressure pushes oil past a seal that would hold at normal slight vacuum.",
        },
        {
          likelihood: "rare",
          part: "Leaking cup plug or oil gallery plug at the back of the block or head",
          why: "A rusted or loose plug leaks in exactly the same place and costs a fraction of a rear main seal job.",
        },
      ],
      checks: [
        {
          step: "Degrease the back of the engine, add UV dye to the oil, drive 50–100 miles and trace the dye with a UV light.",
          tools: ["UV dye kit", "UV flashlight"],
          expect:
            "Dye starting at the crank flange seam means the seal; dye starting higher up points to the gaskets above.",
        },
        {
          step: "Remove the bell housing inspection cover and look inside.",
          tools: ["Flashlight", "Socket set"],
          expect:
            "Oil flung in a ring around the bell housing points to the rear main; red fluid points to the transmission front pump seal instead.",
        },
        {
          step: "Check for crankcase pressure at the oil filler with the engine idling.",
          tools: [],
          expect: "Puffing pressure must be cured before a new seal, or it will leak too.",
        },
        {
          step: "Check crankshaft end play with a dial indicator.",
          tools: ["Dial indicator with magnetic base"],
          expect:
            "Typically 0.002–0.012 in. (0.05–0.30 mm) with the crank pried fore and aft (confirm in the service information); more than the limit walks the crank and wears a new rear seal out fast.",
        },
      ],
      fix: "Remove the transmission to replace the seal, or the seal housing and gasket on engines that use one. Fit it with the installer tool, dry or lightly oiled exactly as the maker specifies, and replace the transmission front pump seal and inspect the flexplate while apart. Cure any PCV fault first.",
      difficulty: 4,
      cost: {
        partsLow: 20,
        partsHigh: 150,
        laborHoursLow: 4,
        laborHoursHigh: 12,
        excludes:
          "Estimate; excludes diagnosis, taxes, transmission fluid and a cracked flexplate; four-wheel-drive and AWD models can take more hours than shown.",
      },
      verdict: "ok",
      verdictReason:
        "A slow seep is not dangerous; keep the oil topped up and make sure drips are not landing on the exhaust.",
      codes: [],
      terms: ["rear main seal", "UV dye", "bell housing", "flexplate"],
      related: ["pcv-stuck-crankcase-pressure", "crank-thrust-bearing-wear", "valve-cover-gasket-burning-smell"],
    },
    {
      slug: "low-compression-all-cylinders",
      title: "Starts hard and feels weak on every cylinder, with compression low across the board",
      summary:
        "Even, low compression comes from worn rings, cylinders washed out by fuel flooding, or cam timing that has slipped. A properly run dry and wet compression test, plus a timing check, tells you which before anything is replaced.",
      symptoms: [
        "Long cranking before it catches, worst when cold",
        "Sluggish acceleration with no lamps or codes",
        "Compression readings low but close to each other",
        "Higher oil use and blow-by on worn engines",
        "Fuel smell on the dipstick after repeated failed starts",
      ],
      symptomIds: ["low-power-hard-start", "oil-consumption"],
      causes: [
        {
          likelihood: "common",
          part: "Worn rings and cylinders on a high-mileage engine",
          why: "Every cylinder loses sealing at a similar rate, so the readings drop together.",
        },
        {
          likelihood: "occasional",
          part: "Cylinders washed out by fuel flooding",
          why: "Repeated short starts or a leaking injector strip the oil film from the walls, and the rings cannot seal until fresh oil returns.",
        },
        {
          likelihood: "occasional",
          part: "Cam timing retarded by a stretched chain or jumped belt",
          why: "Intake valves closing late push charge back out of every cylinder alike, lowering all the readings.",
        },
        {
          likelihood: "rare",
          part: "Faulty test method",
          why: "A cold engine, a slow-cranking battery or a closed throttle can read 20–30 psi low on every cylinder.",
        },
      ],
      checks: [
        {
          step: "Test properly: engine warm, all plugs out, throttle held wide open, battery fully charged, four to six compression strokes per cylinder.",
          tools: ["Compression gauge", "Battery charger"],
          expect:
            "Most gasoline engines read about 140–200 psi depending on compression ratio; compare with the spec, not a generic number.",
        },
        {
          step: "Repeat with a teaspoon of oil in each cylinder.",
          tools: ["Oil can"],
          expect: "Readings that jump 20 psi or more across the board point to rings or washed cylinders.",
        },
        {
          step: "Check cam timing with scan-tool correlation values or the timing marks.",
          tools: ["OBD-II scan tool"],
          expect: "Correlation outside spec or a P0016 points to the timing drive rather than the engine's sealing.",
        },
        {
          step: "If flooding is suspected, change the oil, drive 20 minutes and retest.",
          tools: ["Compression gauge"],
          expect: "Readings that recover to spec confirm washed cylinders, and the fix is curing the flooding.",
        },
      ],
      fix: "Washed cylinders need only the flooding cause fixed and an oil change. A slipped timing chain or belt is repaired first and the test repeated. A worn-out engine needs a ring job, a rebuild or a replacement engine; spending on plugs and injectors will not restore compression.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Fix the flooding cause and change the oil",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Repair a slipped timing belt or chain",
            partsLow: 150,
            partsHigh: 800,
            laborHoursLow: 3,
            laborHoursHigh: 10,
          },
          {
            name: "Used or remanufactured engine",
            likely: true,
            partsLow: 1800,
            partsHigh: 4000,
            laborHoursLow: 10,
            laborHoursHigh: 23.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis and taxes; a rebuild of the original engine can cost more than a used one.",
      },
      verdict: "ok",
      verdictReason: "A tired engine is not an immediate hazard, but it may leave you stranded on a cold morning.",
      codes: ["P0016"],
      terms: ["compression test", "cranking compression", "wet compression test"],
      related: ["worn-rings-smoke-under-load", "hydrolock-bent-rod"],
    },
    {
      slug: "broken-valve-spring",
      title: "Sudden miss on one cylinder with a light clicking from one valve cover",
      summary:
        "A broken valve spring lets one valve bounce or hang open, killing that cylinder and risking a dropped valve. Pull the valve cover and look before driving further; the spring can be replaced with the head on using air pressure.",
      symptoms: [
        "Miss appeared suddenly, often at high rpm or right after a cold start",
        "Misfire code on one cylinder that gets worse as rpm rises",
        "Light tick or irregular clatter from that cylinder's valve cover",
        "Power falls away sharply above about 4,000 rpm",
      ],
      symptomIds: ["rough-running", "top-end-tick", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Valve spring fractured from fatigue or corrosion",
          why: "A broken coil shortens the spring, so the valve no longer follows the cam and floats or stays partly open.",
        },
        {
          likelihood: "occasional",
          part: "Spring weakened by over-revving or overheating",
          why: "Springs that lose tension let the valve float at high rpm, and the damage spreads from there.",
        },
        {
          likelihood: "rare",
          part: "Retainer or keepers came loose",
          why: "Without the keepers the valve is held by nothing and can drop into the cylinder.",
        },
      ],
      checks: [
        {
          step: "Scan for misfire codes and swap the coil on the missing cylinder.",
          tools: ["OBD-II scan tool"],
          expect: "A miss that stays with the cylinder points inside the engine.",
        },
        {
          step: "Remove the valve cover and look at every spring with a bright light while turning the engine by hand.",
          tools: ["Flashlight", "Breaker bar and socket"],
          expect: "A broken spring shows a gap between coils or a coil sitting crooked.",
        },
        {
          step: "Leak-down the cylinder with the broken spring at TDC and listen at the intake and tailpipe.",
          tools: ["Leak-down tester", "Air compressor"],
          expect: "Leakage at the intake or tailpipe shows whether the valve is also bent or burnt.",
        },
        {
          step: "On a removed spring, check free length and seat pressure against spec.",
          tools: ["Valve spring tester", "Calipers"],
          expect: "Pressure more than about 10% under spec means the rest of the set is tired too.",
        },
      ],
      fix: "Bring the piston to TDC, hold 90–100 psi in the cylinder through the plug hole, compress the spring with a lever-type tool and replace the spring, retainer and keepers. Leak-down test afterwards to make sure the valve is straight. Replace the whole set if several are weak or the engine has an aftermarket cam.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace one spring with air held in the cylinder",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1.3,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the full set of springs",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 3.5,
            laborHoursHigh: 5.3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and head work if the valve is bent or dropped.",
      },
      verdict: "stop",
      verdictReason:
        "A broken spring can let a valve drop into the cylinder and wreck the engine; stop driving until the cover is off and you've looked.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["valve spring", "valve float", "valve keepers"],
      related: ["burnt-exhaust-valve", "bent-valves-over-rev"],
    },
    {
      slug: "head-gasket-between-cylinders",
      title: "Two neighboring cylinders misfiring together, with low compression on both",
      summary:
        "The head gasket has burnt through between two adjacent cylinders, so each leaks into the other. A compression test showing a side-by-side pair low confirms it; replace the gasket and have the head checked for flatness.",
      symptoms: [
        "Rough idle with misfire codes on two cylinders next to each other, such as 2 and 3",
        "Compression low and similar on those two only, for example 95 and 100 psi against 175 psi on the rest",
        "Often followed an overheat or a stretch of detonation",
        "Coolant loss and white smoke only if the breach also reaches a water jacket",
      ],
      symptomIds: ["rough-running", "white-smoke", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Head gasket fire ring burnt between the two bores",
          why: "The narrow strip of gasket between cylinders takes the most heat; once it erodes, each cylinder's pressure escapes into its neighbor.",
        },
        {
          likelihood: "occasional",
          part: "Warped cylinder head or block deck after overheating",
          why: "A deck that is no longer flat lets the gasket lose clamp load between the bores.",
        },
        {
          likelihood: "rare",
          part: "Stretched head bolts or a cracked deck between cylinders",
          why: "Bolts that were reused past their yield point, or a crack, let the joint open under firing pressure.",
        },
      ],
      checks: [
        {
          step: "Scan for misfires and note which cylinders set codes, using the firing order and cylinder layout.",
          tools: ["OBD-II scan tool", "Service information"],
          expect: "Two physically adjacent cylinders on the same bank fit a gasket breach between them.",
        },
        {
          step: "Compression-test all cylinders, dry then wet.",
          tools: ["Compression gauge"],
          expect: "Two neighbors low by similar amounts that barely rise with oil confirm a leak, not rings.",
        },
        {
          step: "Leak-down one of the pair with the neighbor's spark plug removed.",
          tools: ["Leak-down tester", "Air compressor"],
          expect: "Air hissing out of the neighbor's plug hole proves the breach between cylinders.",
        },
        {
          step: "Run a combustion-leak test at the coolant filler.",
          tools: ["Block tester"],
          expect: "Fluid turning yellow means the gasket also leaks into the cooling system.",
        },
        {
          step: "With the head off, check the head and deck with a straightedge and feeler gauges.",
          tools: ["Machinist straightedge", "Feeler gauges"],
          expect: "Warp beyond the maker's limit, often around 0.002–0.004 in. on aluminum heads, means resurfacing.",
        },
      ],
      fix: "Replace the head gasket after a machine shop checks, pressure-tests and resurfaces the head as needed. Use new head bolts where they are torque-to-yield, clean the block deck without abrasive discs, torque in sequence and angle, refill and bleed the coolant, change the oil, and find the overheat or detonation that started it.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 6.7,
        laborHoursHigh: 18.7,
        excludes:
          "Estimate excludes diagnosis, taxes, machine work ($150–$500) and timing parts often replaced on overhead-cam engines.",
      },
      verdict: "careful",
      verdictReason:
        "Drive it gently and only to a shop while coolant holds; stop at once if the check-engine light flashes or coolant drops, because raw fuel overheats the converter and the breach grows.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["head gasket", "fire ring", "deck flatness", "torque-to-yield bolts"],
      related: [
        "burnt-exhaust-valve",
        "cooling-system/subaru-ej25-head-gasket-seep",
        "advanced-engine/leak-down-where-air-escapes",
        "advanced-engine/misfire-no-parts-swap-fixes",
      ],
    },
    {
      slug: "valve-cover-gasket-burning-smell",
      title: "Burning-oil smell and wisps of smoke from under the hood after a drive",
      summary:
        "Oil seeping from the valve cover gasket is dripping onto the hot exhaust manifold. Find the wet edge, replace the gasket (and the cover where the plastic has cracked or warped), and clean the manifold.",
      symptoms: [
        "Burnt-oil smell in the cabin at stops, strongest with the heater on",
        "Thin smoke rising from the side or back of the engine at idle after a drive",
        "Oily, dusty film along the valve cover edge",
        "Drips on the exhaust manifold or its heat shield",
      ],
      symptomIds: ["oil-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened rubber valve cover gasket",
          why: "Years of heat shrink and harden the gasket so it stops sealing at corners and half-moon plugs.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or warped plastic valve cover",
          why: "BMW N52 and N54 and many Ford, GM and VW plastic covers crack or warp, and a gasket alone will not seal them.",
        },
        {
          likelihood: "occasional",
          part: "Over-tightened or loose cover bolts",
          why: "Crushed grommets or bolts that have backed off let oil weep at the bolt holes.",
        },
        {
          likelihood: "rare",
          part: "Crankcase pressure pushing oil past a sound gasket",
          why: "A blocked PCV system raises pressure enough to force oil past gaskets that would otherwise hold.",
        },
      ],
      checks: [
        {
          step: "With the engine cool, trace the oil to its highest wet point with a bright light.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "Fresh oil starting at the cover joint confirms the gasket; dry cover edges with oil lower down point elsewhere.",
        },
        {
          step: "Degrease the valve cover rail, add UV dye to the oil and, after a drive, trace the glow along the gasket above the exhaust manifold.",
          tools: ["UV dye kit", "UV flashlight"],
          expect: "Dye at the cover edge or a bolt grommet pins the spot.",
        },
        {
          step: "Before fitting the new gasket, put a manometer on a filler-cap adapter and read the crankcase at warm idle.",
          tools: [],
          expect:
            "With a manometer on the filler neck at warm idle, a healthy PCV system pulls roughly 1–5 in. H2O (typical); any positive reading will blow oil past the new gasket, so fix the PCV system first.",
        },
        {
          step: "Inspect a plastic cover for cracks around the PCV outlet, sensor bosses and bolt holes.",
          tools: ["Flashlight"],
          expect: "Any crack means a new cover, not just a gasket.",
        },
      ],
      fix: "Replace the gasket, bolt grommets and half-moon seals, with RTV only at the corners the maker specifies, and the spark plug tube seals at the same time on engines that have them. Torque the bolts in sequence (usually only 7–10 ft-lb). Replace cracked covers, then degrease the manifold so the smell stops.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Valve cover gasket set on an inline engine",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Rear-bank V6 gasket or a new plastic cover",
            partsLow: 80,
            partsHigh: 450,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate excludes diagnosis and taxes; spark plug tube seals add a little where the engine has them.",
      },
      verdict: "ok",
      verdictReason:
        "A seep is safe to drive on, but oil actively dripping onto the exhaust can ignite, so don't let it go for months.",
      codes: [],
      terms: ["valve cover gasket", "half-moon seal", "exhaust manifold"],
      related: ["spark-plug-tube-seals-oil-in-wells", "pcv-stuck-crankcase-pressure", "bmw-oil-filter-housing-leak"],
      commonOn: [
        {
          make: "bmw",
          years: [2006, 2016],
          engines: [
            { name: "N52 3.0L inline-six", liters: 3 },
            { name: "N54 3.0L twin-turbo inline-six", liters: 3 },
          ],
        },
        { make: "ford" },
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "volkswagen" },
      ],
    },
    {
      slug: "spark-plug-tube-seals-oil-in-wells",
      title: "Oil found in the spark plug wells when changing plugs or coils, with a misfire",
      summary:
        "Spark plug tube seals in the valve cover have hardened and let oil fill the plug wells, soaking the coil boots until they arc. Replace the tube seals, usually with the valve cover gasket, and any oil-damaged coil boots.",
      symptoms: [
        "Coil boots wet with oil when pulled",
        "Misfire code on one or more cylinders, often worse in damp weather",
        "Stumble under acceleration or a rough idle",
        "Oil visible in the bottom of the plug tube with a flashlight",
      ],
      symptomIds: ["rough-running", "oil-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened spark plug tube seals in the valve cover",
          why: "The rubber rings around each plug tube shrink and let oil from the cam area run down into the wells; Honda and Acura engines and Nissan VQ V6s are common examples.",
        },
        {
          likelihood: "occasional",
          part: "One-piece valve cover gasket that includes the plug-hole seals",
          why: "On covers where the gasket surrounds the plug holes, an aged gasket leaks straight into the wells.",
        },
        {
          likelihood: "rare",
          part: "Spark plug tube loose in the cylinder head",
          why: "A pressed-in tube that has worked loose leaks at its base, and new seals will not stop it.",
        },
      ],
      checks: [
        {
          step: "Pull each coil and look into the wells and at the boots.",
          tools: ["Flashlight"],
          expect: "Oil pooled around the plug or coating the boot confirms the seals.",
        },
        {
          step: "Move the oil-soaked coil to a cylinder with a dry well, clear the codes and drive until the misfire monitor runs again.",
          tools: ["OBD-II scan tool"],
          expect: "A misfire that follows the coil means the oil has already ruined it.",
        },
        {
          step: "Inspect boots for white or black carbon tracks.",
          tools: ["Flashlight"],
          expect: "Tracks mean the boot or coil must be replaced along with the seals.",
        },
        {
          step: "Wiggle each plug tube with the cover off.",
          tools: [],
          expect: "Tight tubes need only seals; a loose tube needs setting in with sealant or replacing.",
        },
      ],
      noMeasurement:
        "Oil in the plug wells is seen when the coils come out, and the coil damage it causes shows as a misfire that follows the coil; no meter value judges a leaking tube seal.",
      fix: "Replace the tube seals and the valve cover gasket, soak up the oil in the wells with rags before pulling the plugs so nothing drops into the cylinders, and replace carbon-tracked boots or coils and oil-fouled plugs. Clear codes and confirm zero misfire counts on a drive.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 400,
        laborHoursLow: 1,
        laborHoursHigh: 3.3,
        excludes: "Estimate excludes diagnosis and taxes; the high parts end includes replacement coils.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable to a shop, but a steady misfire overheats the catalytic converter and oil-soaked boots keep arcing; fix it within days.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["spark plug tube seal", "coil boot", "carbon tracking"],
      related: ["valve-cover-gasket-burning-smell"],
      commonOn: [
        { make: "honda" },
        { make: "acura" },
        {
          make: "nissan",
          engines: [
            { name: "VQ35 3.5L V6", liters: 3.5 },
            { name: "VQ37VHR 3.7L V6", liters: 3.7 },
            { name: "VQ40DE 4.0L V6", liters: 4 },
          ],
        },
        {
          make: "infiniti",
          engines: [
            { name: "VQ35 3.5L V6", liters: 3.5 },
            { name: "VQ37VHR 3.7L V6", liters: 3.7 },
          ],
        },
      ],
    },
    {
      slug: "overfilled-crankcase-smoke",
      title: "Oil level well over the full mark after a top-up, with smoke and a foamy dipstick",
      summary:
        "Too much oil lets the spinning crankshaft whip it into foam, which starves the bearings and pushes oil through the PCV into the intake. Drain down to the full mark; on mowers and generators, clean the oily air filter too.",
      symptoms: [
        "Dipstick reads a quarter inch or more above the full mark",
        "Bubbly, frothy oil on the stick after running",
        "Blue smoke starting right after an oil change or top-up",
        "Oil in the air cleaner, intake duct or throttle body",
        "Oil lamp flickering at highway speed in bad cases",
      ],
      symptomIds: ["blue-smoke", "crankcase-pressure", "oil-pressure-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Oil added right after running or on a slope",
          why: "Oil still up in the head, or a tilted car, reads low on the stick, and topping up to full then overfills it.",
        },
        {
          likelihood: "occasional",
          part: "Fill quantity for the wrong engine or filter",
          why: "Capacities vary by engine and filter size; pouring in 6 quarts where 4.4 belong overfills by more than a quart and a half.",
        },
        {
          likelihood: "occasional",
          part: "Small-engine dipstick read the wrong way",
          why: "Many Briggs & Stratton dipsticks are read screwed fully in, while Honda GCV and GX sticks are read resting on the threads; mixing them up overfills the engine.",
        },
        {
          likelihood: "rare",
          part: "Level rising by itself from fuel or coolant",
          why: "A level that climbs between changes is not an overfill; fuel or coolant is getting in and needs its own diagnosis.",
        },
      ],
      checks: [
        {
          step: "Park level, wait 10 minutes after shutdown and read the dipstick twice.",
          tools: ["Rag"],
          expect: "More than about 0.25 in. above the full mark, roughly half a quart on most cars, should be drained.",
        },
        {
          step: "Smell the oil and look at its color.",
          tools: [],
          expect:
            "Clean-smelling oil is a simple overfill; fuel smell or a milky tint means something is adding to it.",
        },
        {
          step: "Unclip the air filter lid and check the element and the duct to the throttle body for oil pushed up through the PCV or breather hose.",
          tools: ["Flashlight"],
          expect: "Oil in the air box means the filter needs replacing and the intake cleaning after draining.",
        },
        {
          step: "After correcting the level, idle and then drive and watch the exhaust.",
          tools: [],
          expect:
            "Smoke should fade within a few miles as oil burns off; smoke that persists points to a separate fault.",
        },
      ],
      fix: "Drain through the plug or pull oil out through the dipstick tube with an extractor until the level sits at full. Replace an oil-soaked air filter and clean the throttle body; on small engines also clean the carburetor throat and replace a fouled plug. After heavy smoking, recheck the catalytic converter and oxygen sensor readings later.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner drains the excess down to full",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Drain, new air filter and throttle body cleaning",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.7,
          },
        ],
        excludes:
          "Estimate excludes a fouled catalytic converter or sensors if the engine smoked heavily for a long time.",
      },
      verdict: "careful",
      verdictReason:
        "Drive only as far as needed to drain it; a badly overfilled engine can foam its oil and lose pressure at speed.",
      codes: [],
      terms: ["oil aeration", "oil extractor", "dipstick"],
      related: ["pcv-stuck-crankcase-pressure", "oil-gushing-after-oil-change", "mower-smokes-after-tipping"],
      commonOn: [{ make: "honda", engines: [{ name: "Honda GCV/GX small engine" }] }],
    },
    {
      slug: "bent-valves-over-rev",
      title: "Rattle and a miss right after a missed downshift or a hard over-rev",
      summary:
        "Over-revving past redline, often a manual that missed a downshift, lets the valves float into the pistons or bends pushrods. Compression and leak-down tests find the damaged cylinders; bent valves mean the heads come off.",
      symptoms: [
        "Engine screamed well past redline on a downshift or a missed gear, then ran rough",
        "Misfire on one or more cylinders right after the event",
        "Valvetrain clatter, or a rattling loose rocker on pushrod engines",
        "Low compression with air leaking out of the intake or exhaust",
      ],
      symptomIds: ["rough-running", "top-end-tick", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Valves floating into the pistons at extreme rpm",
          why: "Above the speed the springs can control, valves lag the cam and meet the rising piston; interference engines bend them.",
        },
        {
          likelihood: "occasional",
          part: "Pushrods bent or rockers knocked loose",
          why: "On pushrod V8s a floating valve hammers the pushrod, which bows and leaves that valve with little lift.",
        },
        {
          likelihood: "rare",
          part: "Dropped valve or cracked piston",
          why: "A valve head that breaks off after contact shatters the piston and can jam the engine.",
        },
      ],
      checks: [
        {
          step: "Remove the valve covers, inspect every rocker and pushrod, and roll each pushrod on a sheet of glass.",
          tools: ["Flashlight", "Flat glass plate"],
          expect: "A pushrod that wobbles as it rolls is bent; rockers sitting crooked confirm valvetrain damage.",
        },
        {
          step: "Compression and leak-down test every cylinder.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "Healthy cylinders read within about 10% of each other (often 150–200 psi) with under 10–15% leak-down; a cylinder far lower, leaking past 30% with a hiss at the throttle body or tailpipe, has a bent valve.",
        },
        {
          step: "After the over-rev, borescope each piston crown through its plug hole for strikes left by floated valves.",
          tools: ["Borescope"],
          expect: "Fresh half-moon marks on the piston crown prove valve contact.",
        },
      ],
      fix: "Bent pushrods alone: replace them and check the lifters and rockers. Bent valves: remove the heads, fit new valves, check guides and springs, have a valve job done and inspect the pistons. Replace tired springs as a set, and look at the clutch and gearbox linkage if a missed shift caused it.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace bent pushrods and check the rockers",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
          {
            name: "Heads off for new valves and springs",
            partsLow: 500,
            partsHigh: 1500,
            laborHoursLow: 14,
            laborHoursHigh: 23.3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, machine work and pistons if they were damaged.",
      },
      verdict: "stop",
      verdictReason:
        "A bent valve can snap and drop into the cylinder, turning a head job into a new engine; stop driving.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["valve float", "money shift", "interference engine", "pushrod"],
      related: ["broken-valve-spring", "burnt-exhaust-valve", "ls7-valve-guide-wear"],
    },
    {
      slug: "bmw-oil-filter-housing-leak",
      title: "Oil running down the front of a BMW engine onto the alternator and drive belt",
      summary:
        "The oil filter housing gasket on BMW N20, N51, N52, N54 and N55 engines hardens and leaks onto the belt. Replace it promptly: a softened belt can shred and get pulled behind the crank pulley, wrecking the front crank seal.",
      symptoms: [
        "Oil wet on the engine below the oil filter housing, above the alternator",
        "Drips on the alternator, belt and lower splash shield",
        "Belt squeals or shows frayed, glossy edges",
        "Oil level dropping slowly between services",
      ],
      symptomIds: ["oil-leak", "oil-consumption"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened oil filter housing gasket",
          why: "The rubber gasket between the aluminum housing and the block shrinks with heat and seeps down the front of the engine.",
        },
        {
          likelihood: "occasional",
          part: "Oil cooler seals at the filter housing",
          why: "The housing also carries the oil cooler connections, and their O-rings leak in the same place.",
        },
        {
          likelihood: "rare",
          part: "Cracked housing or a loose filter cap",
          why: "A damaged plastic cap or cracked housing leaks from the top, usually after a filter change.",
        },
      ],
      checks: [
        {
          step: "Clean the area and trace the highest point of wetness with a light and mirror.",
          tools: ["Flashlight", "Inspection mirror", "Degreaser"],
          expect:
            "Oil starting at the housing-to-block joint confirms the gasket; oil only at the cap points to the cap O-ring.",
        },
        {
          step: "Inspect the belt for softening, cracking and frayed edges.",
          tools: ["Flashlight"],
          expect: "An oil-soaked or fraying belt must be replaced with the gasket.",
        },
        {
          step: "Look at the front crank seal and behind the crank pulley for belt debris.",
          tools: ["Flashlight"],
          expect: "Any belt fibers behind the pulley mean the crank seal is at risk and should be replaced.",
        },
      ],
      noMeasurement:
        "The leak is found by the wet path from the filter housing-to-block joint and the state of the oil-soaked belt; no meter or gauge separates a leaking gasket from a good one.",
      fix: "Replace the housing gasket and oil cooler seals (on some engines the intake manifold has to come off for access), renew the belt, degrease the alternator and belt path, and replace the front crank seal if belt debris reached it. Check that oil has not reached the alternator's regulator.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 200,
        laborHoursLow: 1.7,
        laborHoursHigh: 4.7,
        excludes:
          "Estimate excludes diagnosis, taxes, an alternator and a crank seal if the belt failed; dealer labor is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable for a few days, but a shredded belt stops the alternator and can tear out the crank seal and dump the oil.",
      codes: [],
      terms: ["oil filter housing gasket", "serpentine belt", "front crank seal"],
      related: ["front-crank-seal-leak", "valve-cover-gasket-burning-smell"],
      appliesTo: [
        {
          make: "bmw",
          years: [2006, 2018],
          engines: [
            { name: "N20 2.0L turbo I4", liters: 2 },
            { name: "N51 3.0L inline-six", liters: 3 },
            { name: "N52 3.0L inline-six", liters: 3 },
            { name: "N54 3.0L twin-turbo inline-six", liters: 3 },
            { name: "N55 3.0L turbo inline-six", liters: 3 },
          ],
        },
      ],
    },
    {
      slug: "ford-spark-plug-blowout",
      title: "Loud pop, then a fast ticking or chuffing from one side of a Ford V8 or V10",
      summary:
        "A spark plug has blown out of the head, a known fault on about 1997–2003 Ford 4.6, 5.4 and 6.8 two-valve engines whose heads hold plugs by only a few threads. Stop, and plan a thread-insert repair, which is usually done with the head on.",
      symptoms: [
        "Sudden bang under the hood like a backfire",
        "Loud, fast machine-gun ticking or hissing that speeds up with rpm",
        "Misfire on one cylinder and the check engine light",
        "Coil-on-plug sitting high or cracked, hanging by its boot",
        "Exhaust smell in the engine bay",
      ],
      symptomIds: ["top-end-tick", "rough-running"],
      causes: [
        {
          likelihood: "common",
          part: "Too few threads in the aluminum head to hold the plug",
          why: "With only about four threads of engagement, heat cycles and a slightly loose plug let the threads strip out under combustion pressure.",
        },
        {
          likelihood: "occasional",
          part: "Plug under-torqued at a previous tune-up",
          why: "A loose plug hammers its threads with every firing until they give way.",
        },
        {
          likelihood: "rare",
          part: "Plug over-tightened, stretching the threads",
          why: "Excess torque pulls the soft threads out of shape so they no longer hold.",
        },
      ],
      checks: [
        {
          step: "Look along both banks for a coil sitting higher than the others or broken.",
          tools: ["Flashlight"],
          expect: "A raised or broken coil marks the cylinder.",
        },
        {
          step: "Remove that coil and look into the well.",
          tools: ["Socket set"],
          expect: "A missing plug, or a plug that spins without tightening, confirms the blowout.",
        },
        {
          step: "Check the threads and torque on the other plugs.",
          tools: ["Torque wrench"],
          expect: "Loose plugs on other cylinders should be retorqued or inserted before they fail too.",
        },
      ],
      noMeasurement:
        "A blown-out plug is seen as a raised coil and a plug spinning in stripped threads; the repair depth is set by the thread-insert kit, not by a meter or gauge reading.",
      fix: "Install a thread insert made for this head (insert kits designed for Ford two-valve heads, with grease on the tap to catch chips), replace the damaged coil and torque the new plug to Ford's spec. On 2004–2008 three-valve 4.6 and 5.4 engines the problem is different: two-piece plugs that break during removal, which need Ford's removal procedure and an extractor tool.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 250,
        laborHoursLow: 1.3,
        laborHoursHigh: 4.7,
        excludes: "Estimate excludes towing, diagnosis, taxes and a head replacement if the insert cannot be fitted.",
      },
      verdict: "stop",
      verdictReason:
        "Hot exhaust blasting out of the plug hole burns the coil and nearby wiring and can start a fire; stop and have it towed or repaired on site.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["thread insert", "coil-on-plug", "Triton V8"],
      related: ["spark-plug-tube-seals-oil-in-wells"],
      appliesTo: [
        {
          make: "ford",
          years: [1997, 2003],
          engines: [
            { name: "4.6L 2-valve V8", liters: 4.6 },
            { name: "5.4L 2-valve V8", liters: 5.4 },
            { name: "6.8L 2-valve V10", liters: 6.8 },
          ],
        },
        {
          make: "lincoln",
          years: [1997, 2003],
          engines: [
            { name: "4.6L 2-valve V8", liters: 4.6 },
            { name: "5.4L 2-valve V8", liters: 5.4 },
          ],
        },
        { make: "mercury", years: [1997, 2003], engines: [{ name: "4.6L 2-valve V8", liters: 4.6 }] },
      ],
    },
    {
      slug: "front-crank-seal-leak",
      title: "Oil slung in a ring around the crank pulley and across the front of the engine",
      summary:
        "A leaking front crankshaft seal, often because the pulley hub is grooved, or a timing cover or pan seeping behind it. Replace the seal, and sleeve or replace the pulley hub if its sealing surface is worn.",
      symptoms: [
        "Oil sprayed in a circular pattern around the lower front of the engine",
        "Drips from the bottom front of the oil pan or timing cover",
        "Belt wet or glazed, squealing on start-up",
        "Oil film on the underside toward the front of the car",
      ],
      symptomIds: ["oil-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Worn front crankshaft seal lip",
          why: "The lip hardens and stops following the hub, and the spinning pulley slings the escaping oil outward.",
        },
        {
          likelihood: "occasional",
          part: "Groove worn into the damper or pulley hub",
          why: "The seal rides on the hub, and a groove lets oil past even a new seal.",
        },
        {
          likelihood: "occasional",
          part: "Timing cover or oil pan gasket seeping behind the pulley",
          why: "Oil from a gasket just behind the pulley gets flung around and looks like a seal leak.",
        },
        {
          likelihood: "rare",
          part: "Crankcase pressure or excess crank end play",
          why: "Pressure pushes oil past the lip, and a crank moving fore and aft wears the seal quickly.",
        },
      ],
      checks: [
        {
          step: "Degrease, add UV dye, drive and trace the dye.",
          tools: ["UV dye kit", "UV flashlight"],
          expect: "Dye starting at the seal bore confirms the seal; dye from a cover seam points to the gasket.",
        },
        {
          step: "Remove the belt and spin each pulley, and look behind the crank pulley.",
          tools: ["Flashlight"],
          expect: "Fresh oil at the seal lip confirms it.",
        },
        {
          step: "Remove the damper and inspect the hub where the seal rides.",
          tools: ["Harmonic balancer puller", "Flashlight"],
          expect:
            "A groove you can catch with a fingernail needs a thin-wall repair sleeve (about 0.01 in. thick, so the standard-size seal still fits) or a new damper.",
        },
      ],
      fix: "Remove the belt and damper with a holding tool; many damper bolts are torque-to-yield and must be replaced. On keyless damper designs, lock the crank and cams before loosening the bolt, or the valve timing can shift. Pull the old seal without scratching the bore, press in the new one with an installer, fit a repair sleeve if grooved, and torque the bolt to spec and angle.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the front crank seal", partsLow: 15, partsHigh: 60, laborHoursLow: 1, laborHoursHigh: 2.5 },
          {
            name: "Seal with a repair sleeve or a new damper",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and timing-cover resealing if that is the real leak.",
      },
      verdict: "ok",
      verdictReason:
        "A seep is fine to drive with, but oil on the belt can make it slip or jump off, taking power steering and charging with it.",
      codes: [],
      terms: ["front crank seal", "harmonic balancer", "repair sleeve"],
      related: ["bmw-oil-filter-housing-leak", "rear-main-seal-leak", "crank-thrust-bearing-wear"],
    },
    {
      slug: "engine-mount-collapsed",
      title: "Engine rocks and clunks when shifting into gear, with heavy vibration at idle in Drive",
      summary:
        "A collapsed or leaking engine mount lets the engine move on its cradle, so shift clunks and idle shake pass into the body. Watch the engine during a brake-torque check and replace the failed mount.",
      symptoms: [
        "Thunk when shifting from Park into Drive or Reverse",
        "Vibration through the seat and steering wheel at idle in gear that calms in Neutral",
        "Engine visibly lifts or twists when revved",
        "Dark fluid stain under a hydraulic mount",
        "Clunk on hard acceleration or when lifting off the throttle",
      ],
      symptomIds: ["vibration-clunk"],
      causes: [
        {
          likelihood: "common",
          part: "Hydraulic engine mount leaking its fluid",
          why: "Once the fluid chamber empties, the rubber bottoms out and passes vibration straight into the subframe.",
        },
        {
          likelihood: "occasional",
          part: "Rubber mount torn away from its metal plate",
          why: "A separated mount lets the engine lift and drop back with a clunk on every torque change.",
        },
        {
          likelihood: "occasional",
          part: "Active or vacuum-switched mount failed",
          why: "Honda Accord and Odyssey V6 active control mounts and other switched mounts lose their damping when the actuator, solenoid or vacuum line fails, and idle vibration jumps.",
        },
        {
          likelihood: "rare",
          part: "Worn torque strut or dog-bone bushing",
          why: "The strut controls fore-and-aft rocking; a worn bushing shows as a clunk on take-off and lift-off.",
        },
      ],
      checks: [
        {
          step: "Inspect each mount with a light for cracks, separation and fluid.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Split rubber, a sagging mount or an oily stain under a hydraulic mount confirms failure.",
        },
        {
          step: "With a helper holding the brake hard, shift between Drive and Reverse and give brief light throttle while you watch from the side, never from in front.",
          tools: [],
          expect:
            "Engine rock of more than about 0.5 in. at the mount (a typical rule of thumb), or a mount lifting off its bracket, condemns it.",
        },
        {
          step: "With the engine off, pry gently between the mount and its bracket.",
          tools: ["Pry bar"],
          expect: "Free movement or a gap opening in the rubber confirms a torn mount.",
        },
        {
          step: "On vehicles with active mounts, scan for mount-control codes and check the connector or vacuum hose.",
          tools: ["Scan tool", "Digital multimeter"],
          expect: "A stored mount fault or a dead actuator points to the active mount.",
        },
      ],
      fix: "Replace the failed mount, usually the hydraulic or torque-side mount first, supporting the engine with a jack or support bar. Tighten the bolts with the engine resting in its normal position so the new mount is not preloaded, and clear any active-mount codes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace one hydraulic or rubber mount",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Replace an active mount or two mounts",
            partsLow: 200,
            partsHigh: 400,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and further mounts found worn; dealer parts cost more.",
      },
      verdict: "ok",
      verdictReason:
        "A worn mount is mostly a comfort problem; one that has fully separated can let the engine shift and yank cables or hoses, so replace it promptly.",
      codes: [],
      terms: ["engine mount", "torque strut", "active control engine mount"],
      related: ["main-bearing-knock", "crank-thrust-bearing-wear"],
      commonOn: [
        { make: "honda", models: ["accord"], years: [2008, 2017], engines: [{ name: "3.5L J35 V6", liters: 3.5 }] },
        { make: "honda", models: ["odyssey"], years: [2005, 2017], engines: [{ name: "3.5L J35 V6", liters: 3.5 }] },
      ],
    },
    {
      slug: "ls7-valve-guide-wear",
      title: "Valvetrain noise on a 2006–2013 Corvette Z06 LS7, even at modest mileage",
      summary:
        "LS7 heads are known for worn intake valve guides that let the titanium valves wobble, which can end with a dropped valve. Measure valve stem wiggle through the valve cover; worn guides mean reconditioned or replacement heads.",
      symptoms: [
        "Tick or clatter from the top end louder than the usual LS7 valvetrain noise",
        "Misfire or the sudden loss of one cylinder",
        "Oil consumption creeping up",
        "Intake valve side play beyond the limit on a dial-indicator check",
      ],
      symptomIds: ["top-end-tick", "rough-running", "oil-consumption"],
      causes: [
        {
          likelihood: "common",
          part: "Intake valve guides worn oval",
          why: "Side loading from the rocker geometry wears the guide bore oval, so the valve rocks and seats off-center.",
        },
        {
          likelihood: "occasional",
          part: "Titanium valve stem coating worn through",
          why: "Bare titanium wears the guide faster and can gall, speeding up the wear.",
        },
        {
          likelihood: "rare",
          part: "Valve head separated from its stem",
          why: "A valve rocking in a worn guide eventually fatigues and breaks, dropping into the cylinder.",
        },
      ],
      checks: [
        {
          step: "Scan for misfires and listen with a stethoscope on each valve cover.",
          tools: ["OBD-II scan tool", "Mechanic's stethoscope"],
          expect: "A misfire on one cylinder or uneven clatter points to a valve problem there.",
        },
        {
          step: "Remove the valve covers and rockers, raise each intake valve slightly off its seat and measure side-to-side play with a dial indicator.",
          tools: ["Dial indicator with magnetic base", "Valve spring compressor"],
          expect:
            "GM's LS stem-to-guide clearance is about 0.001–0.0026 in. (typical; confirm in the service information, as a wobble read at the valve head exceeds true clearance); one valve far looser than the rest means worn guides.",
        },
        {
          step: "Leak-down test any cylinder with a misfire.",
          tools: ["Leak-down tester", "Air compressor"],
          expect: "Leakage at the intake points to a valve no longer sealing on its seat.",
        },
      ],
      fix: "Send both heads to a shop experienced with LS7 heads: new guides in a revised material, new intake valves (often stainless in place of titanium), springs checked or replaced and a valve job. Reinstall with new head gaskets and new torque-to-yield head bolts, and recheck for metal in the oil pan and scavenge system.",
      difficulty: 5,
      cost: {
        partsLow: 1200,
        partsHigh: 3500,
        laborHoursLow: 10,
        laborHoursHigh: 20,
        excludes:
          "Estimate excludes diagnosis, taxes and engine repair if a valve has already dropped; aftermarket heads cost more.",
      },
      verdict: "careful",
      verdictReason:
        "Drive gently and keep rpm moderate until checked; a dropped valve at high rpm destroys the engine.",
      codes: ["P0300"],
      terms: ["valve guide", "wiggle test", "titanium valve"],
      related: ["broken-valve-spring", "bent-valves-over-rev"],
      appliesTo: [
        { make: "chevrolet", models: ["corvette"], years: [2006, 2013], engines: [{ name: "LS7 7.0L V8", liters: 7 }] },
      ],
    },
    {
      slug: "mower-smokes-after-tipping",
      title: "Mower puffs thick smoke or won't start after being tipped on its side",
      summary:
        "Oil ran from the crankcase into the cylinder and air filter because the mower was tipped with the carburetor or air filter side down. Replace the soaked filter, pull the plug and crank the oil out; the smoke clears after a few minutes of running.",
      symptoms: [
        "Dense blue-white smoke on start-up after sharpening the blade or scraping the deck",
        "Pull cord stiff or locked solid",
        "Paper air filter soaked with oil",
        "Wet, oily spark plug",
        "Oil level lower than before the mower was tipped",
      ],
      symptomIds: ["blue-smoke", "pull-cord-kickback", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Mower tipped with the air filter or carburetor side down",
          why: "Oil flows out through the crankcase breather into the air filter and through the intake port into the cylinder.",
        },
        {
          likelihood: "occasional",
          part: "Crankcase overfilled before tipping",
          why: "Extra oil reaches the breather at a much smaller tilt angle.",
        },
        {
          likelihood: "rare",
          part: "Blown head gasket on the small engine",
          why: "A gasket leaking between the cylinder and the valve or pushrod chamber smokes and loses compression, and the smoke does not clear once the oil burns off.",
        },
      ],
      checks: [
        {
          step: "With the plug wire pulled and grounded, check the oil level and look at the air filter.",
          tools: [],
          expect: "A wet filter and a lowered oil level confirm oil migrated during tipping.",
        },
        {
          step: "Remove the spark plug and pull the cord several times.",
          tools: ["Spark plug socket", "Rag"],
          expect: "Oil sprays out of the plug hole; once it stops, the cylinder is clear and the cord pulls freely.",
        },
        {
          step: "Fit a clean or new plug and a new filter, then run it outdoors for five minutes.",
          tools: ["Spark plug gapping tool"],
          expect: "Smoke fades within several minutes; smoke that continues points to a head gasket or rings.",
        },
        {
          step: "If smoke persists, test cylinder leakage with the piston at top dead center.",
          tools: ["Leak-down tester"],
          expect:
            "Leakage under about 20% is acceptable on a small four-stroke (typical); a higher reading with air hissing into the valve chamber or breather of a flathead engine points to the head gasket.",
        },
      ],
      fix: "Replace the paper filter (foam elements can be washed and lightly re-oiled), clean or replace the plug and set the oil level on level ground. In future, tip the mower with the spark plug facing up, or drain the fuel and oil first. If smoke continues, replace the head gasket and torque the head bolts in the specified sequence.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner replaces the filter and spark plug",
            partsLow: 5,
            partsHigh: 25,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Shop replaces the head gasket", partsLow: 10, partsHigh: 40, laborHoursLow: 1, laborHoursHigh: 1.5 },
        ],
        excludes: "Estimate excludes taxes; small-engine shops often add a minimum bench fee.",
      },
      verdict: "ok",
      verdictReason:
        "Smoke from a tipped mower is messy, not dangerous; let it burn off outdoors and away from dry grass.",
      codes: [],
      terms: ["crankcase breather", "air filter", "head gasket"],
      related: ["overfilled-crankcase-smoke", "mower-kickback-flywheel-key"],
    },
    {
      slug: "mower-kickback-flywheel-key",
      title: "Mower pull cord kicks back hard and won't start after the blade hit a root or rock",
      summary:
        "The blade strike sheared the soft aluminum flywheel key, so the spark now fires too early and the engine kicks back. Pull the flywheel, fit a new key, and check the crankshaft for a bend before mowing again.",
      symptoms: [
        "Cord jerks out of your hand or snaps back on each pull",
        "Won't start, or starts and runs rough and weak",
        "Began right after the blade hit something solid",
        "Deck vibrates or the blade wobbles if the crankshaft also bent",
      ],
      symptomIds: ["pull-cord-kickback", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Sheared flywheel key",
          why: "The key locks the flywheel magnets to the crank; once it shears the flywheel slips ahead, and the spark fires well before the piston reaches the top.",
        },
        {
          likelihood: "occasional",
          part: "Bent crankshaft",
          why: "A hard strike bends the crank's blade end, so the blade wobbles and the engine shakes; on push mowers this usually means a new engine.",
        },
        {
          likelihood: "occasional",
          part: "Loose blade or blade adapter",
          why: "On rotary mowers the blade acts as the engine's flywheel mass; a loose blade lets compression throw the crank back against the cord.",
        },
        {
          likelihood: "rare",
          part: "Automatic compression release not opening",
          why: "If tight valve lash stops the release from cracking the exhaust valve during cranking, full compression snaps the cord back.",
        },
      ],
      checks: [
        {
          step: "Pull and ground the plug wire, then check the blade bolt torque and the blade adapter key.",
          tools: ["Blade-locking tool", "Torque wrench"],
          expect:
            "A loose blade or sheared adapter key is the easiest fix and a sign the flywheel key may have gone too.",
        },
        {
          step: "Remove the shroud and flywheel nut, pull the flywheel and look at the key.",
          tools: ["Flywheel puller", "Socket set"],
          expect:
            "A key cut in half or a flywheel keyway no longer lined up with the crank keyway confirms a sheared key.",
        },
        {
          step: "Check the crank for a bend by measuring blade-tip height at the same point, then rotating the blade 180° and measuring again.",
          tools: ["Tape measure"],
          expect:
            "A difference of more than about 1/8 in. that stays on the same side after swapping blades means a bent crank.",
        },
        {
          step: "If the key is intact, check valve lash on an overhead-valve engine.",
          tools: ["Feeler gauges"],
          expect: "Zero lash keeps the compression release from working and explains the kickback.",
        },
      ],
      fix: "Clean the crank and flywheel tapers dry, fit a new OE aluminum key (never a steel one, which is meant to be the weak link), and torque the flywheel nut to the engine maker's spec. Replace a bent blade; a bent crank usually means replacing the engine on a push mower, while riding mower engines can take a new crankshaft.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the sheared flywheel key",
            partsLow: 3,
            partsHigh: 15,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replacement push-mower engine for a bent crank",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
        ],
        excludes: "Estimate excludes taxes, a new blade if it is bent and small-engine shop minimum fees.",
      },
      verdict: "careful",
      verdictReason:
        "Don't mow with a vibrating deck: a bent crank or loose blade can throw the blade bolt or crack the deck.",
      codes: [],
      terms: ["flywheel key", "flywheel puller", "automatic compression release"],
      related: ["small-engine-pops-through-carb", "mower-thrown-rod-ran-dry"],
    },
    {
      slug: "mower-backfire-at-shutdown",
      title: "Loud bang from the muffler when shutting off a riding mower or generator",
      summary:
        "Afterfire: fuel keeps flowing as the engine coasts down and ignites in the hot muffler. Throttle down and idle briefly before switching off, and test the anti-afterfire fuel shutoff solenoid on the carburetor.",
      symptoms: [
        "Single loud bang from the exhaust at key-off",
        "Worse when shutting off straight from full throttle after a long run",
        "Popping through the muffler as the engine slows down",
        "No click from the carburetor's shutoff solenoid when the key is turned on",
      ],
      symptomIds: ["small-engine-surge-backfire"],
      causes: [
        {
          likelihood: "common",
          part: "Shutting off at full throttle",
          why: "The engine keeps spinning and drawing fuel for a second after the spark stops, and that fuel ignites in the hot muffler.",
        },
        {
          likelihood: "occasional",
          part: "Anti-afterfire fuel shutoff solenoid failed",
          why: "The solenoid in the float bowl should block the main jet at key-off; one stuck open lets fuel keep flowing.",
        },
        {
          likelihood: "occasional",
          part: "Lean idle mixture or an exhaust leak",
          why: "A lean idle or air drawn in at a loose muffler gasket gives unburnt fuel the oxygen it needs to ignite in the exhaust.",
        },
        {
          likelihood: "rare",
          part: "Ignition timing off from a partly sheared flywheel key",
          why: "Spark in the wrong place leaves more fuel unburnt in the exhaust.",
        },
      ],
      checks: [
        {
          step: "Throttle to half, idle for 15–30 seconds and then switch off.",
          tools: [],
          expect: "No bang means shutdown habit was the cause.",
        },
        {
          step: "Listen at the carburetor bowl as a helper turns the key on and off.",
          tools: [],
          expect: "A distinct click each time is a working solenoid; silence needs a voltage check.",
        },
        {
          step: "Measure voltage at the solenoid wire with the key in Run.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage (about 12.5 V) with no click condemns the solenoid; no voltage points to the wiring or the key switch.",
        },
        {
          step: "Inspect the muffler mounting and gasket for soot trails.",
          tools: ["Flashlight"],
          expect: "Black streaks at the joint show an exhaust leak letting air in.",
        },
      ],
      fix: "Let the engine idle down before shutoff. Replace the fuel shutoff solenoid with a new sealing washer, clean the idle circuit if the mixture is lean, and replace a leaking muffler gasket.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner lets it idle down before shutoff",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Fuel shutoff solenoid or muffler gasket",
            partsLow: 20,
            partsHigh: 70,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate excludes taxes and a carburetor replacement if the idle circuit is badly varnished.",
      },
      verdict: "ok",
      verdictReason:
        "Afterfire startles but rarely harms the engine; a cracked muffler or sparks near dry grass are the real risks.",
      codes: [],
      terms: ["afterfire", "anti-afterfire solenoid", "float bowl"],
      related: ["mower-surges-clogged-carb", "small-engine-pops-through-carb"],
    },
    {
      slug: "mower-surges-clogged-carb",
      title: "Mower or generator engine surges up and down, hunting for speed with no load",
      summary:
        "A partly clogged carburetor main jet or emulsion tube, usually from ethanol gas left in over the winter, makes the engine run lean and hunt. Drain the stale fuel, clean the jets or fit a new carburetor, and run fresh stabilized fuel.",
      symptoms: [
        "Rpm rises and falls every second or two at full throttle with no load",
        "Runs smoother with the choke partly closed",
        "Stalls when a load is applied or in thick grass",
        "Varnish, water droplets or white crust in the float bowl",
        "Began after the machine sat for months with fuel in it",
      ],
      symptomIds: ["small-engine-surge-backfire", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Main jet or emulsion tube partly blocked with varnish",
          why: "Evaporated gas leaves gum that narrows the jet, so the engine leans out and slows, the governor opens the throttle, and the cycle repeats.",
        },
        {
          likelihood: "occasional",
          part: "Air leak at the carburetor-to-intake gasket or a cracked intake",
          why: "Unmetered air leans the mixture in the same way as a blocked jet.",
        },
        {
          likelihood: "occasional",
          part: "Governor linkage binding or a stretched governor spring",
          why: "A sticky or weak governor overcorrects, swinging the throttle open and shut.",
        },
        {
          likelihood: "rare",
          part: "Water in the fuel or a blocked tank vent",
          why: "Water slugs or a vacuum in the tank interrupt fuel flow in pulses.",
        },
      ],
      checks: [
        {
          step: "While it surges, close the choke about a quarter of the way.",
          tools: [],
          expect: "Surging that stops with partial choke confirms a lean mixture.",
        },
        {
          step: "Loosen the bowl drain screw, or the bowl nut on carburetors without one, and catch the fuel in a clear jar.",
          tools: ["Clear jar", "Screwdriver"],
          expect: "Varnish, water or white crust confirms stale or contaminated fuel.",
        },
        {
          step: "Spray carburetor cleaner briefly around the intake gasket while it runs.",
          tools: ["Carburetor cleaner"],
          expect: "A change in rpm shows an air leak at that joint.",
        },
        {
          step: "With the engine off, move the governor linkage through its travel by hand.",
          tools: [],
          expect:
            "Free movement is normal; binding or a loose spring needs cleaning or a new spring. Repaired, no-load top speed holds steady: typically 2,800–3,300 rpm on a mower, about 3,700 rpm (61–63 Hz) on a conventional generator.",
        },
      ],
      fix: "Drain the tank and bowl, remove the carburetor and clear the main jet, emulsion tube and idle passages with solvent and a fine wire, or fit a new carburetor. Replace the bowl and intake gaskets, refill with fresh fuel containing stabilizer or ethanol-free gas, and set the governor as the manual describes. Before storage, run it dry or stabilize the fuel.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner drains the fuel and clears the main jet",
            partsLow: 10,
            partsHigh: 25,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop cleans the carburetor or fits a new one",
            partsLow: 15,
            partsHigh: 120,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.3,
          },
        ],
        excludes:
          "Estimate excludes taxes and small-engine shop minimum charges; the shop figure's top end is a new carburetor.",
      },
      verdict: "ok",
      verdictReason:
        "Surging is a nuisance rather than a danger, but a generator that hunts can damage sensitive electronics plugged into it.",
      codes: [],
      terms: ["main jet", "emulsion tube", "governor", "ethanol fuel"],
      related: ["small-engine-black-smoke", "mower-backfire-at-shutdown", "small-engine-wont-start-after-storage"],
    },
    {
      slug: "generator-low-oil-shutdown",
      title: "Generator starts, runs a few seconds and shuts down, or won't start with the oil light flashing",
      summary:
        "The low-oil sensor is shutting the engine down: the oil is low, the unit is sitting off-level, or the float switch has failed. Check the level on flat ground first and never bypass the switch on an engine that really is low.",
      symptoms: [
        "Engine fires and dies within 2–10 seconds",
        "Oil alert lamp flashes while pulling the cord",
        "Shuts down when set on a slope or under heavy load",
        "Oil level at or below the lower mark",
      ],
      symptomIds: ["oil-pressure-warning", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Oil low, or the generator parked off-level",
          why: "The float in the crankcase drops and grounds the ignition to protect the engine; a tilt of a few degrees can trip it.",
        },
        {
          likelihood: "occasional",
          part: "Failed low-oil float switch or a chafed sensor wire",
          why: "A switch stuck in the low position, or its wire grounded on the frame, kills the spark even with full oil.",
        },
        {
          likelihood: "rare",
          part: "Real oil consumption on a high-hour engine",
          why: "Worn rings burn a sump that often holds under a quart down fast enough to trip the switch during a long run.",
        },
      ],
      checks: [
        {
          step: "Set the generator on flat ground and check the oil level the way the manual describes, usually filled to the lip of the filler neck.",
          tools: ["Funnel"],
          expect: "Topping up to the correct level and restarting should let it run normally.",
        },
        {
          step: "With oil full, connect a spark tester and crank with the oil sensor wire connected, then disconnected.",
          tools: ["Inline spark tester"],
          expect: "No spark connected but spark disconnected means the sensor or its wire is grounding the ignition.",
        },
        {
          step: "Check the switch with a meter against the manual's reading for a full crankcase.",
          tools: ["Digital multimeter"],
          expect:
            "With the crankcase full, the float switch lead should read open (OL) to ground; near 0 Ω with oil at the lip means the switch is stuck closed and is grounding the ignition.",
        },
      ],
      fix: "Top up with the specified oil (10W-30 on most portable generators) on level ground. Replace a failed switch or repair the chafed wire. Leaving the switch disconnected is how generators get their rods broken during long outages.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner tops up the oil on level ground",
            partsLow: 5,
            partsHigh: 15,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace the low-oil switch or repair its wire",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate excludes taxes and shop minimum charges; inverter generator switches cost a little more.",
      },
      verdict: "ok",
      verdictReason:
        "The shutdown is protecting the engine; add oil or fix the switch and it is safe to use, outdoors only.",
      codes: [],
      terms: ["low-oil shutdown", "float switch", "spark tester"],
      related: ["overfilled-crankcase-smoke", "mower-thrown-rod-ran-dry"],
    },
    {
      slug: "small-engine-pops-through-carb",
      title: "Small engine pops back through the carburetor and won't stay running",
      summary:
        "A tight or sticking intake valve on a mower or generator engine lets the flame blow back into the intake. Check valve lash with feeler gauges; on high-hour engines a sticking stem or burnt seat may need a valve job.",
      symptoms: [
        "Popping or spitting out of the air filter while trying to start",
        "Fuel mist blown back onto the air filter",
        "Starts, runs a moment and dies",
        "Cord pulls unusually easily, with little compression felt",
        "Began after many hours of use or after the engine sat wet",
      ],
      symptomIds: ["small-engine-surge-backfire", "low-power-hard-start", "pull-cord-kickback"],
      causes: [
        {
          likelihood: "common",
          part: "Intake valve lash closed up",
          why: "With no clearance the valve never seats fully, so the firing cylinder's flame escapes back up the intake.",
        },
        {
          likelihood: "occasional",
          part: "Intake valve stem sticking in its guide with varnish",
          why: "A valve that hangs open after each lift lets combustion blow back until it frees itself.",
        },
        {
          likelihood: "occasional",
          part: "Very lean mixture from a blocked jet",
          why: "A lean charge burns slowly and can still be burning when the intake valve opens.",
        },
        {
          likelihood: "rare",
          part: "Partly sheared flywheel key",
          why: "Spark far too early can fire the charge while the intake valve is still open.",
        },
      ],
      checks: [
        {
          step: "Remove the valve cover, set the piston at top dead center on compression and measure lash cold.",
          tools: ["Feeler gauges", "Socket set"],
          expect:
            "A Honda GX160 calls for about 0.006 in. intake and 0.008 in. exhaust, and many Briggs & Stratton overhead-valve engines 0.004–0.006 in.; zero lash confirms the fault.",
        },
        {
          step: "Run a cylinder leakage test at top dead center, the test Briggs & Stratton recommends over a compression gauge.",
          tools: ["Leak-down tester", "Air compressor"],
          expect: "Air hissing out of the carburetor means the intake valve is not sealing.",
        },
        {
          step: "Pull the flywheel and check the key if the valves are fine.",
          tools: ["Flywheel puller"],
          expect: "A partly sheared key shows as offset keyways.",
        },
      ],
      fix: "Set the lash to spec. Free a sticky valve by cleaning the stem and guide, or fit a new valve and lap it in. On side-valve engines without adjusters, clearance is set by grinding the valve stem end. Replace the head gasket whenever the head comes off, and clean the carburetor if the mixture was lean.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Set the valve lash", partsLow: 5, partsHigh: 20, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Free or replace a sticking valve and lap it",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 1.8,
          },
        ],
        excludes: "Estimate excludes taxes, shop minimums and a new short block if the valve seat is burnt out.",
      },
      verdict: "ok",
      verdictReason:
        "Popping back through the carburetor does no immediate harm; keep fingers and fuel cans away from the air intake while testing.",
      codes: [],
      terms: ["valve lash", "leak-down test", "overhead-valve engine"],
      related: ["mower-kickback-flywheel-key", "mower-surges-clogged-carb", "tight-valves-hard-hot-start"],
    },
    {
      slug: "small-engine-black-smoke",
      title: "Black smoke and a strong gas smell from a mower or generator under load",
      summary:
        "The engine is running rich: a choke stuck partly closed, a clogged air filter, or a carburetor float needle leaking fuel. Start with the air filter and choke, then fix the float valve; a rich engine also thins its oil with gasoline.",
      symptoms: [
        "Black, sooty smoke that worsens under load or at full throttle",
        "Raw-gas smell and a wet, black spark plug",
        "Fuel dripping from the carburetor or the air box",
        "Oil level rising and smelling of gasoline",
        "Blubbering, uneven sound at full throttle",
      ],
      symptomIds: ["black-smoke", "low-power-hard-start", "small-engine-surge-backfire"],
      causes: [
        {
          likelihood: "common",
          part: "Air filter clogged with dust and grass",
          why: "The carburetor meters the same fuel into much less air, so the mixture goes rich.",
        },
        {
          likelihood: "occasional",
          part: "Choke plate stuck partly closed or choke cable misadjusted",
          why: "Even a partly closed choke richens the mixture heavily at full throttle.",
        },
        {
          likelihood: "occasional",
          part: "Float needle or float sticking, flooding the carburetor",
          why: "Fuel overflows the bowl into the intake and can run into the crankcase, raising the oil level.",
        },
        {
          likelihood: "rare",
          part: "Sea-level jetting on a generator used at high altitude",
          why: "Above about 5,000 ft thin air makes standard jets run rich; several makers sell high-altitude jets for this.",
        },
      ],
      checks: [
        {
          step: "Remove the air filter and run the engine briefly.",
          tools: [],
          expect: "Smoke that clears immediately points to the filter.",
        },
        {
          step: "Watch the choke plate as the control is moved to run.",
          tools: ["Flashlight"],
          expect: "The plate should stand fully open; one that stays partly closed needs the cable adjusted.",
        },
        {
          step: "With the fuel on and the engine off, watch the carburetor and tap the bowl lightly.",
          tools: [],
          expect: "Fuel dribbling from the bowl vent or throat means the float needle is not sealing.",
        },
        {
          step: "Pull the dipstick, smell it for gasoline and see whether the level has risen above full.",
          tools: ["Rag"],
          expect: "Oil above full with a fuel smell must be changed before running again.",
        },
      ],
      noMeasurement:
        "Black smoke from a mower or generator traces to a blocked filter, a stuck choke or a leaking float needle, each seen directly; a shop has no gauge reading that separates them better.",
      fix: "Replace the air filter, adjust the choke cable, and clean or replace the float needle and seat and set the float height. Change fuel-diluted oil before running the engine. Fit an inline fuel shutoff if there is none and close it for transport, and install a high-altitude jet where the maker offers one.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Owner replaces the air filter", partsLow: 5, partsHigh: 25, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Choke adjustment or float and needle rebuild",
            partsLow: 10,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Estimate excludes taxes and shop minimum fees; the shop figure covers a complete carburetor where a rebuild is not worth it.",
      },
      verdict: "careful",
      verdictReason:
        "Don't run it while fuel is dripping, since gas on a hot muffler can ignite; once dry, a rich engine is safe to use briefly.",
      codes: [],
      terms: ["choke", "float needle", "high-altitude jet"],
      related: ["mower-surges-clogged-carb", "overfilled-crankcase-smoke"],
    },
    {
      slug: "mower-thrown-rod-ran-dry",
      title: "Mower engine clanged, stopped dead and now the pull cord won't budge",
      summary:
        "A mower run low on oil has broken its aluminum connecting rod, which often punches a hole in the crankcase. Check the oil and whether the blade turns by hand with the plug wire off; a broken rod means a new short block, engine or mower.",
      symptoms: [
        "Knocking for a few minutes, then a loud clang and the engine quit",
        "Pull cord locked, or the blade won't turn by hand",
        "Oil on the deck, or a hole in the side of the block",
        "Dipstick shows little or no oil",
      ],
      symptomIds: ["pull-cord-kickback", "lower-end-knock", "metal-in-oil"],
      causes: [
        {
          likelihood: "common",
          part: "Connecting rod broken after oil starvation",
          why: "Splash-lubricated engines with no oil pump depend entirely on the oil level; run low, the aluminum rod seizes on the crank pin and snaps.",
        },
        {
          likelihood: "occasional",
          part: "Piston seized from overheating with grass-packed cooling fins",
          why: "Clippings packed around the cylinder fins stop the cooling air, and the piston scuffs and locks in the bore.",
        },
        {
          likelihood: "rare",
          part: "Cylinder hydrolocked with gasoline from a stuck float",
          why: "Fuel filling the cylinder through a leaking float needle locks the piston and can bend the rod on the next pull.",
        },
      ],
      checks: [
        {
          step: "Pull and ground the plug wire and check the dipstick.",
          tools: [],
          expect: "An empty or nearly empty crankcase points straight at oil starvation.",
        },
        {
          step: "Wearing gloves, try to turn the blade in its normal direction.",
          tools: ["Work gloves"],
          expect: "Locked both ways means seized or jammed; turning with a clunk means a broken rod.",
        },
        {
          step: "Remove the spark plug and try again.",
          tools: ["Spark plug socket"],
          expect: "If it now turns freely and fuel sprays out, it was hydrolocked with gasoline, not broken.",
        },
        {
          step: "Drain the oil into a pan and inspect the block.",
          tools: ["Drain pan", "Flashlight"],
          expect: "Aluminum chunks in the oil or a hole in the block confirm a broken rod.",
        },
      ],
      noMeasurement:
        "A broken mower rod is condemned by a blade that locks or clunks and aluminum in the drained oil; the repair-or-replace call needs no gauge reading.",
      fix: "A broken rod means a replacement short block or engine; on inexpensive push mowers, replacing the mower is often cheaper. Riding mower engines can be rebuilt or replaced. A hydrolocked engine needs the fuel and oil drained, the float needle fixed and a careful restart.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replacement push-mower engine",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replacement riding-mower V-twin",
            partsLow: 700,
            partsHigh: 1500,
            laborHoursLow: 2,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate excludes taxes; push mowers are often replaced instead of repaired.",
      },
      verdict: "stop",
      verdictReason:
        "Don't keep yanking the cord: a broken rod can jam and break the starter, and the engine has to be opened or replaced.",
      codes: [],
      terms: ["splash lubrication", "connecting rod", "short block"],
      related: ["mower-kickback-flywheel-key", "generator-low-oil-shutdown", "thrown-rod-engine-seized"],
    },
    {
      slug: "small-engine-wont-start-after-storage",
      title: "Mower or generator won't start in spring after sitting all winter with gas in it",
      summary:
        "Stale ethanol-blended gas has gummed the carburetor's tiny passages. Confirm spark, then put a teaspoon of fresh gas in the plug hole: if it fires and dies, drain the old fuel and clean or replace the carburetor.",
      symptoms: [
        "Pulls over normally but never fires",
        "Fuel smells sour or like varnish",
        "Fires briefly with fresh gas in the plug hole, then dies",
        "Spark plug still dry after ten pulls",
        "Primer bulb stiff, cracked or not pushing fuel",
      ],
      symptomIds: ["low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Carburetor jets and passages gummed with varnish",
          why: "Gas left in the bowl evaporates over the winter and leaves gum that plugs the main jet and idle circuit.",
        },
        {
          likelihood: "occasional",
          part: "Float needle stuck shut in a gummed bowl",
          why: "The needle glues itself to its seat, so no fuel enters the bowl at all.",
        },
        {
          likelihood: "occasional",
          part: "No spark from a broken safety interlock or a failed ignition coil",
          why: "A snapped bail-lever cable, a bad seat switch or a shorted kill wire keeps the ignition grounded.",
        },
        {
          likelihood: "rare",
          part: "Water in the fuel from condensation",
          why: "Ethanol gas absorbs water that settles in the bowl and blocks the jet.",
        },
      ],
      checks: [
        {
          step: "Pull and ground the plug wire, fit an inline spark tester and pull the cord with the bail held or the seat occupied.",
          tools: ["Inline spark tester"],
          expect:
            "A bright blue flash on every pull clears the ignition; no flash points to the coil, kill wire or safety switches.",
        },
        {
          step: "After five or six pulls on choke, take the spark plug out and see whether its tip is wet with gas or bone dry.",
          tools: ["Spark plug socket"],
          expect:
            "A dry plug means fuel is not reaching the cylinder; before refitting, set the gap (typically 0.030 in. on Briggs & Stratton and 0.028–0.031 in. on Honda GCV engines).",
        },
        {
          step: "Put about a teaspoon of fresh gas into the plug hole, refit the plug and pull.",
          tools: ["Fresh gasoline"],
          expect:
            "Firing and running a few seconds proves spark and compression are fine and the carburetor is the problem.",
        },
        {
          step: "Drain the float bowl and disconnect the fuel line to check flow from the tank.",
          tools: ["Clear jar"],
          expect: "Steady flow from the tank but nothing in the bowl points to a stuck float needle.",
        },
      ],
      fix: "Drain the tank and bowl and take the old fuel to a hazardous-waste drop-off. Clean the carburetor's jets and passages or fit a new carburetor, replace the plug, and fill with fresh gas with stabilizer or ethanol-free fuel. For storage, run the carburetor dry or close the fuel valve and let the engine run until it stops.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner drains the bowl and refills with fresh gas",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop cleans or replaces the carburetor",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate excludes taxes and small-engine shop minimum fees, which climb in the spring rush.",
      },
      verdict: "ok",
      verdictReason:
        "A no-start after storage is not dangerous; just work on it outdoors, away from sparks, with the fuel drained into a proper can.",
      codes: [],
      terms: ["stale fuel", "spark tester", "carburetor varnish"],
      related: ["mower-surges-clogged-carb", "small-engine-black-smoke", "generator-low-oil-shutdown"],
    },
    {
      slug: "air-cooled-engine-overheating",
      title: "Riding mower or generator loses power and smells hot after an hour of running",
      summary:
        "Air-cooled engines overheat when grass, dust or a mouse nest blocks the cooling fins and shroud, or when the oil runs low. Clean the fins and shroud and check the oil; run on while overheated, the piston scuffs and the valves burn.",
      symptoms: [
        "Power fades after 30–60 minutes and returns once the engine cools",
        "Hot-metal smell, ticking and wisps of oil smoke",
        "Cooling fins caked with clippings or dirt under the shroud",
        "Pinging under load once hot",
        "Oil dark and thin at the next check",
      ],
      symptomIds: ["low-power-hard-start", "blue-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Cooling fins and shroud packed with grass, dust or nest material",
          why: "The flywheel fan blows air under the shroud and across the fins; blocked passages let the cylinder run far hotter than designed.",
        },
        {
          likelihood: "occasional",
          part: "Missing or bent shroud or air baffles",
          why: "Without baffles the cooling air escapes before it crosses the fins.",
        },
        {
          likelihood: "occasional",
          part: "Oil low or too thin",
          why: "In an air-cooled engine the oil carries a large share of the heat away from the piston and bearings.",
        },
        {
          likelihood: "rare",
          part: "Lean mixture from a carburetor or intake leak",
          why: "A lean charge burns hotter and overheats the cylinder and exhaust valve.",
        },
      ],
      checks: [
        {
          step: "With the engine cold and the plug wire off, remove the shroud and inspect the fins and flywheel screen.",
          tools: ["Socket set", "Flashlight"],
          expect: "Packed debris between the fins confirms blocked cooling.",
        },
        {
          step: "Check the oil level and condition.",
          tools: ["Rag"],
          expect: "Low or thin, dark oil must be corrected before running again.",
        },
        {
          step: "After 30 minutes of running, compare the two cylinder heads of a V-twin with an infrared thermometer near the spark plugs.",
          tools: ["Infrared thermometer"],
          expect: "One side 40–50 °F hotter than the other points to a blocked side or a lean cylinder.",
        },
        {
          step: "Once cool, run a compression or leak-down test.",
          tools: ["Leak-down tester"],
          expect: "Normal sealing means no lasting harm; low results mean scuffing or valve damage.",
        },
      ],
      fix: "Blow and scrape the fins clean with compressed air and a plastic scraper, refit every baffle and the shroud, clear the rotating screen over the flywheel and change the oil. Fix any lean condition. If sealing is now low, the valves or rings need work.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner clears the fins and screen and changes oil",
            partsLow: 10,
            partsHigh: 25,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop cleans the shroud and fins and changes oil",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate excludes taxes and engine repair if the piston or valves were damaged by the heat.",
      },
      verdict: "careful",
      verdictReason:
        "Shut it down when power fades and let it cool; running on can seize the piston or start a fire in dry debris.",
      codes: [],
      terms: ["cooling fins", "blower housing", "V-twin"],
      related: ["mower-thrown-rod-ran-dry", "small-engine-black-smoke", "generator-low-oil-shutdown"],
    },
    {
      slug: "misfire-first-minute-after-cold-start",
      title: "Engine shakes and misfires for the first minute after a cold start, then smooths out",
      summary:
        "Misfires in the first 1,000 revolutions (P0316) mean something spoils a cylinder while the engine sits: a dripping injector, coolant seeping past a gasket, or carbon and worn plugs. Find the cylinder, then check the coolant level.",
      symptoms: [
        "Heavy shake, sometimes with a flashing check engine light, right after a cold start",
        "Runs smoothly once warm, with little or no trouble on hot restarts",
        "A puff of white, sweet-smelling vapor at startup when coolant is getting in",
        "A strong raw-fuel smell at startup when an injector is dripping",
        "Coolant level creeping down with no drip on the garage floor",
      ],
      symptomIds: ["rough-running", "white-smoke", "black-smoke", "low-power-hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel injector leaking into the cylinder after shutdown",
          why: "Fuel that drips onto a closed intake valve, or straight into the chamber on direct injection, floods that cylinder overnight, so its first firing events fail until the excess burns off.",
        },
        {
          likelihood: "common",
          part: "Carbon on direct-injection intake valves, or plugs past their interval",
          why: "Carbon soaks up fuel and disturbs airflow while everything is cold, and a worn plug needs more voltage than the coil can deliver through a cold, wet charge.",
        },
        {
          likelihood: "occasional",
          part: "Coolant seeping into a cylinder past the head gasket or through a crack",
          why: "The cooling system stays pressurized after shutdown and pushes coolant into the cylinder; the engine misfires until it is blown out, and enough of it can hydrolock the engine.",
        },
      ],
      checks: [
        {
          step: "After an overnight cold soak, start the engine with a scan tool connected and record each cylinder's misfire counter for the first minute.",
          tools: ["Scan tool with Mode $06"],
          expect:
            "Counts piling up on one cylinder point to something local; counts spread over several suggest a shared cause such as a coolant temperature sensor misleading cold-start fueling.",
        },
        {
          step: "Check the coolant level cold against the reservoir mark, then pressure-test the cooling system at the cap's rating and leave it.",
          tools: ["Cooling system pressure tester"],
          expect:
            "Pressure holding for 15–20 minutes with no outside leak, and no level loss over several days, clears coolant intrusion; a drop with nothing dripping means coolant is going inside.",
        },
        {
          step: "Before the next cold start, pull the plug from the flagged cylinder and look in with a borescope.",
          tools: ["Spark plug socket", "Borescope"],
          expect:
            "A fuel-wet plug points to a leaking injector; a steam-cleaned plug and piston crown, or liquid sitting on the piston, points to coolant; a worn or carboned plug is simply due.",
        },
        {
          step: "On port-injected engines, run the pump to pressurize the rail, shut it off and watch a gauge for 20 minutes.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Pressure that stays within a few psi clears the injectors; a steady fall with no outside leak means one is dripping, and a cylinder-by-cylinder check finds it.",
        },
        {
          step: "On a direct-injection engine with clean plugs and no leaks, inspect the intake valve backs with a borescope through an open port.",
          tools: ["Borescope"],
          expect:
            "A thick black crust on the valve backs calls for walnut blasting; bare metal or a thin film clears carbon as the cause.",
        },
      ],
      fix: "Replace the leaking injector with new seals (and new combustion-side seals on direct injection), walnut-blast carboned intake valves, fit a new set of plugs, or repair the head gasket or cracked head that lets coolant in. Clear codes and confirm zero misfire counts over several cold starts.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "New spark plugs", partsLow: 40, partsHigh: 120, laborHoursLow: 0.6, laborHoursHigh: 1.5 },
          {
            name: "Replace the leaking injector and its seals",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
          { name: "Walnut-blast the intake valves", partsLow: 30, partsHigh: 100, laborHoursLow: 3, laborHoursHigh: 5 },
          {
            name: "Head gasket or cracked-head repair",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 9,
            laborHoursHigh: 14.7,
          },
        ],
        excludes:
          "Estimate; excludes machine-shop work on the head, diagnosis, taxes and a replacement engine if the block is cracked.",
      },
      verdict: "careful",
      verdictReason:
        "Usually drivable once it smooths out, but coolant collecting in a cylinder can hydrolock the engine on a later start; if the coolant level keeps dropping, stop driving it.",
      codes: ["P0316", "P0300"],
      terms: ["misfire counter", "coolant intrusion", "carbon buildup"],
      related: [
        "advanced-engine/ecoboost-coolant-intrusion",
        "advanced-engine/di-intake-valve-carbon",
        "obd/p0300-random-misfire",
        "hydrolock-bent-rod",
        "head-gasket-between-cylinders",
      ],
    },
  ],
};
