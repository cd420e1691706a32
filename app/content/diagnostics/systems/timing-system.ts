import { gmBrands } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Timing belts, chains, guides, tensioners and cam phasers: the rattles, whines, leaks and correlation codes that warn of trouble, and what a failure costs on an interference engine.",
  howItWorks: [
    "The crankshaft drives the camshafts at exactly half its speed so each valve opens at the right moment in the piston's stroke. Overhead-cam engines do it with a toothed rubber timing belt (HNBR rubber over fiberglass or aramid cords) kept tight by a spring or hydraulic tensioner and guided by idler pulleys, or with a steel roller or silent (inverted-tooth) chain running on plastic-faced guides and held by an oil-fed hydraulic tensioner. Pushrod V8s and diesels such as the Cummins use a short chain or a gear train.",
    "Most engines built since the mid-2000s mount cam phasers on the cam sprockets. Oil routed by an oil control valve rotates the phaser to advance or retard the cam, and a spring-loaded lock pin holds it at its home position at start-up before oil pressure builds. The PCM compares the camshaft position sensor's signal with the crankshaft position sensor and sets correlation codes (P0008, P0009, P0016–P0019) when the two drift apart beyond what the phasers explain.",
    "Whether a timing failure is an inconvenience or a disaster depends on the engine. On an interference engine the open valves occupy space the piston reaches at top dead center, so a broken or jumped belt or chain lets pistons strike valves. On a free-running (non-interference) engine a new belt is usually the whole repair.",
  ],
  howItFails: [
    "Timing belts age as well as wear: the rubber hardens and cracks with heat cycles, the teeth shear, and a seized idler, leaking water pump or oil-soaked cover destroys a belt well before its mileage interval. A belt gives little or no warning; the engine simply stops, and on an interference engine the valves are bent. That is why belts are replaced on schedule by miles or years, with the tensioner, idlers and often the water pump.",
    "Chains are meant to last the life of the engine but stretch as their pins and bushings wear, much faster with long oil-change intervals, low oil and fuel-diluted oil. Stretch shows first as a rattle for a few seconds at cold start while the tensioner fills, then as correlation codes, then as broken plastic guides, and finally as a chain that jumps teeth. Engines such as the GM 3.6 V6, Ford 3.5 EcoBoost, VW/Audi 2.0 TSI, BMW N20 and Ford 5.4 3V are known for it.",
    "Phasers fail by wearing their lock pins and vanes, causing a knock at idle or a grinding rattle on cold starts; their oil feed lines and control valves clog or leak. Chain-driven water pumps (Ford 3.5 and 3.7 Duratec V6, Chrysler 2.7) add a failure that dumps coolant into the oil.",
  ],
  tools: [
    "Engine-specific cam locking tools, crank holding tool and TDC pin to lock timing during belt or chain work",
    "Sonic belt tension meter or the maker's tension gauge for manual tensioners",
    "Scan tool with cam/crank correlation, cam variation and desired vs. actual cam angle data",
    "Lab scope for crank and cam sensor patterns compared with known-good captures",
    "Mechanic's stethoscope to pin a rattle, whine or growl to the timing cover, a pulley or a phaser",
    "Borescope for viewing guides and chains through oil filler or sensor holes, and for piston-to-valve damage",
    "Compression gauge and leak-down tester to check for bent valves after a belt or chain failure",
    "Torque wrench and angle gauge for torque-to-yield crank, cam and phaser bolts",
    "Harmonic balancer puller and seal installers for the front crank seal and cam seals",
    "Cooling system pressure tester and UV dye kit for pump and timing-cover leaks",
  ],
  safety: [
    "If a timing belt or chain breaks, do not keep cranking the engine: on an interference engine every turn can bend more valves. Tow the vehicle.",
    "Turn the engine only by hand, with a wrench on the crank bolt in its normal direction of rotation, while timing parts are off or loose; stop at the first hard resistance, because that is a valve touching a piston.",
    "Compressed tensioner springs and hydraulic tensioners store real force: keep the retaining pin in until the belt is fitted, and never point a spring tensioner at your face while releasing it.",
    "Many crank, cam and phaser bolts are torque-to-yield and single-use, and a crank bolt that loosens lets the crank sprocket spin and destroys the engine; use new bolts and the exact torque and angle.",
    "Disconnect the battery before timing work so nobody cranks the engine with the crank or cams unlocked, and keep clear of the cooling fan, which can start on its own on many cars.",
  ],
  symptoms: [
    { id: "cold-start-rattle", label: "Rattle from the timing cover for a few seconds after a cold start" },
    { id: "constant-rattle", label: "Rattle or slap from the timing cover that stays once warm" },
    { id: "whine-whir", label: "Whine, whir or growl from the timing cover that rises with rpm" },
    { id: "died-while-driving", label: "Engine quit suddenly while driving" },
    { id: "cranks-no-start", label: "Cranks, sometimes faster than normal, but won't start" },
    { id: "correlation-code", label: "Check engine light with a cam/crank correlation or timing code" },
    { id: "runs-rough", label: "Runs rough, misfires or backfires" },
    { id: "power-loss", label: "Down on power, especially at low rpm" },
    { id: "oil-leak-front", label: "Oil leak from the timing cover, cam seals or VVT oil lines" },
    { id: "coolant-leak-front", label: "Coolant leak from behind the timing cover or lower pulleys" },
    { id: "interval-due", label: "Timing belt is due by mileage or age" },
    { id: "after-timing-job", label: "Problem started right after timing belt or chain work" },
    { id: "debris-in-oil", label: "Plastic or metal pieces in the oil, pan or filter" },
    { id: "knock-idle", label: "Knock or tick at idle that smooths out with rpm" },
  ],
  problems: [
    {
      slug: "timing-belt-snapped",
      title: "Engine shut off while driving and now cranks faster and smoother than normal",
      summary:
        "A snapped timing belt leaves the camshafts still, so there is no compression and the engine spins freely. Stop cranking, confirm under the upper cover, and on an interference engine test for bent valves before committing to a new belt.",
      symptoms: [
        "Engine died at speed or at a stop with no warning, sometimes after a brief slap or squeal",
        "Cranking sounds fast and even, without the usual rhythm of compression",
        "Tachometer still moves while cranking",
        "Cam or rocker arms do not move when viewed through the oil filler opening during a brief crank",
        "Check engine light may show a cam sensor or correlation code",
      ],
      symptomIds: ["died-while-driving", "cranks-no-start"],
      causes: [
        {
          likelihood: "common",
          part: "Timing belt past its age or mileage interval",
          why: "Hardened, cracked rubber and fatigued cords finally let go, or teeth shear off the backing so the crank turns without the cams.",
        },
        {
          likelihood: "occasional",
          part: "Seized idler pulley, tensioner or belt-driven water pump",
          why: "A bearing that locks up drags the belt over a stopped pulley, which shreds or snaps it within seconds.",
        },
        {
          likelihood: "occasional",
          part: "Belt contaminated by oil or coolant",
          why: "Oil swells and softens the rubber and coolant degrades it, so teeth strip well before the interval.",
        },
        {
          likelihood: "rare",
          part: "Sheared crank sprocket key or cracked camshaft",
          why: "The belt stays intact but the sprocket or cam no longer turns with it, with the same no-compression result.",
        },
      ],
      checks: [
        {
          step: "Remove the oil filler cap and watch the camshaft or rockers while a helper cranks for one or two seconds only.",
          tools: ["Flashlight", "Helper"],
          expect: "Cam lobes or rockers move on every crank; no movement confirms the cams are not being driven.",
        },
        {
          step: "Remove the upper timing cover and look at the belt.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "An intact, tight belt clears it; a broken, stripped or missing belt confirms the failure.",
        },
        {
          step: "Spin each idler and the tensioner pulley by hand with the belt off.",
          tools: [],
          expect:
            "Smooth, quiet rotation with no play; a seized or gritty pulley caused the failure and must be replaced.",
        },
        {
          step: "Check service information for whether the engine is interference.",
          tools: ["Service information"],
          expect:
            "On a free-running engine a new belt is usually the fix; on an interference engine plan a compression and leak-down test after the belt is fitted.",
        },
        {
          step: "After fitting and timing a new belt, turn the engine two full turns by hand, then compression-test all cylinders.",
          tools: ["Breaker bar", "Compression gauge"],
          expect:
            "Smooth rotation and all cylinders within 10–15% of each other; zero or very low readings mean bent valves.",
        },
      ],
      fix: "Replace the belt with a full kit (belt, tensioner, idlers, and the water pump if belt-driven) plus cam and crank seals if they leak, align all marks and turn the engine two revolutions by hand to recheck. On interference engines (Honda's J-series V6 and many VW, Hyundai and Kia engines among them), low compression means the head must come off for valve repair.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Belt kit only: free-running engine, or no valves bent",
            partsLow: 150,
            partsHigh: 700,
            laborHoursLow: 2.7,
            laborHoursHigh: 7.3,
          },
          {
            name: "Belt kit plus cylinder head work for bent valves",
            partsLow: 600,
            partsHigh: 1500,
            laborHoursLow: 10,
            laborHoursHigh: 18,
          },
        ],
        excludes: "Estimate; excludes towing, diagnosis, taxes and pistons or an engine if damage goes below the head.",
      },
      verdict: "stop",
      verdictReason:
        "The engine cannot run, and more cranking adds valve damage on an interference engine; have it towed.",
      codes: ["P0340", "P0016"],
      terms: ["timing belt", "interference engine", "idler pulley", "tensioner"],
      related: [
        "bent-valves-after-timing-failure",
        "timing-belt-overdue",
        "idler-tensioner-bearing-growl",
        "engine-wont-start/seized-engine",
      ],
    },
    {
      slug: "bent-valves-after-timing-failure",
      title: "Shop says the valves are bent after the timing belt or chain let go",
      summary:
        "On an interference engine the pistons hit the valves once timing is lost. A leak-down test on each cylinder after fitting a new belt shows how many are bent; the repair is a cylinder head job that on a high-mileage car can rival a used engine.",
      symptoms: [
        "Very low or zero compression on several cylinders after the new belt or chain is fitted",
        "Engine will not start or runs on only some cylinders",
        "Air rushes out of the intake or exhaust during a leak-down test",
        "Metallic clatter heard when the engine was last cranked",
      ],
      symptomIds: ["cranks-no-start", "runs-rough", "after-timing-job"],
      causes: [
        {
          likelihood: "common",
          part: "Valves bent by piston contact",
          why: "With the cams stopped, valves held open meet the rising pistons and bend at the stem or head.",
        },
        {
          likelihood: "occasional",
          part: "Broken valve guides, rocker followers or lifters",
          why: "The impact drives the valve back into the head and cracks guides or knocks followers out of place.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or broken camshaft",
          why: "On overhead-cam heads the cam can snap when its valves are suddenly jammed.",
        },
        {
          likelihood: "rare",
          part: "Damaged pistons or a bent connecting rod",
          why: "A hard strike at speed can dent piston crowns or bend a rod, which turns the job into an engine replacement.",
        },
      ],
      checks: [
        {
          step: "Confirm from service information that the engine is an interference design and how far the failure went.",
          tools: ["Service information"],
          expect: "Interference engines need a valve check; free-running engines rarely do.",
        },
        {
          step: "Fit and time a belt or chain, turn it two revolutions by hand and compression-test every cylinder.",
          tools: ["Breaker bar", "Compression gauge"],
          expect: "Cylinders within 10–15% of each other; readings near zero identify bent valves.",
        },
        {
          step: "Leak-down each low cylinder at top dead center and listen at the throttle body and tailpipe.",
          tools: ["Leak-down tester", "Shop air"],
          expect: "Air at the intake means bent intake valves, at the tailpipe bent exhaust valves.",
        },
        {
          step: "Before pulling the head, borescope every crown through its plug hole and count the valve imprints in each cylinder.",
          tools: ["Borescope"],
          expect:
            "Clean crowns are good news; fresh crescent-shaped valve marks or dents confirm contact and gauge its severity.",
        },
        {
          step: "With the head off, roll each valve and check the guides and camshaft journals.",
          tools: ["V-blocks and dial indicator"],
          expect: "Straight valves and tight guides; any runout condemns that valve.",
        },
      ],
      fix: "Remove the cylinder head(s), replace bent valves and any damaged guides or followers, do a valve job and fit new head gaskets and head bolts, then install a complete timing kit. Compare the quote with a used or remanufactured engine before committing on a high-mileage vehicle.",
      difficulty: 5,
      cost: {
        partsLow: 300,
        partsHigh: 1500,
        laborHoursLow: 8,
        laborHoursHigh: 18.7,
        excludes:
          "Estimate; excludes towing, diagnosis, taxes, machine-shop charges and pistons or a replacement engine if damage goes below the head.",
      },
      verdict: "stop",
      verdictReason:
        "An engine with bent valves cannot run properly and cranking it further spreads the damage; leave it parked until repaired.",
      codes: [],
      terms: ["interference engine", "bent valve", "leak-down test", "valve job"],
      related: ["timing-belt-snapped", "chain-jumped-vw-audi-tensioner", "engine-locks-while-turning-by-hand"],
    },
    {
      slug: "timing-belt-overdue",
      title: "Timing belt is past its mileage or age interval but the car still runs fine",
      summary:
        "Timing belts give almost no warning before breaking, and on an interference engine a break bends valves. Replace it at the maker's miles or years, whichever comes first, with the tensioner, idlers and usually the water pump.",
      symptoms: [
        "Odometer or age past the interval in the owner's manual, often 60,000–105,000 miles or 7–10 years",
        "No record or sticker showing the belt was ever changed on a used car",
        "Fine cracks across the back of the belt visible through the upper cover",
        "Often no symptom at all until the belt breaks",
      ],
      symptomIds: ["interval-due"],
      causes: [
        {
          likelihood: "common",
          part: "Rubber aging from heat cycles",
          why: "HNBR hardens and cracks with years of heat even on low-mileage cars, so age limits matter as much as miles.",
        },
        {
          likelihood: "occasional",
          part: "Tensioner and idler bearings wearing alongside the belt",
          why: "Bearings that are as old as the belt can seize and break a new one, which is why kits replace them together.",
        },
        {
          likelihood: "occasional",
          part: "Belt-driven water pump nearing the end of its seal life",
          why: "A pump that starts weeping after the job means paying for the same labor twice.",
        },
        {
          likelihood: "rare",
          part: "Oil seal seepage onto the belt",
          why: "A slow cam or crank seal leak softens the belt and shortens its life.",
        },
      ],
      checks: [
        {
          step: "Look up the belt interval and interference status for the exact engine.",
          tools: ["Owner's manual", "Service information"],
          expect:
            "For example, many Honda V6s call for 105,000 miles or 7 years and many 1990s–2000s Toyota V6 and V8s for 90,000 miles; use the figure for your engine.",
        },
        {
          step: "Check records, receipts and any sticker on the timing cover or under the hood.",
          tools: [],
          expect: "Documented replacement with a date and mileage; without proof, treat the belt as original.",
        },
        {
          step: "Remove the upper cover where easy and inspect the belt's back, edges and teeth.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "No cracks, fraying, glazing or oil; any of these means replace now regardless of mileage.",
        },
        {
          step: "Listen at the timing cover with a stethoscope with the engine running.",
          tools: ["Mechanic's stethoscope"],
          expect: "A quiet, even sound; growl or whine points to a pulley bearing that makes the job urgent.",
        },
      ],
      fix: "Replace the belt, tensioner (hydraulic or spring), idlers, belt-driven water pump and any leaking cam or crank seals, align the marks, turn the engine two revolutions and recheck. Record the date and mileage on a sticker on the cover.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 650,
        laborHoursLow: 2.3,
        laborHoursHigh: 6.7,
        excludes:
          "Estimate; the range runs from an inline four-cylinder to a transverse V6; excludes taxes, coolant, accessory belts and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "It will run normally until it breaks, which can happen any day; book the job soon and avoid long trips in the meantime.",
      codes: [],
      terms: ["timing belt interval", "interference engine", "timing belt kit", "HNBR"],
      related: ["timing-belt-snapped", "water-pump-behind-timing-belt", "idler-tensioner-bearing-growl"],
    },
    {
      slug: "timing-belt-jumped-tooth",
      title: "Runs rough and weak with a cam/crank correlation code after a squeal or a hard start",
      summary:
        "A timing belt that skipped a tooth or two leaves the cams out of step with the crank: the engine runs, but poorly, and sets P0016-type codes. Check the marks; something let it skip, so replace the whole kit rather than just retiming it.",
      symptoms: [
        "Rough idle and clearly less power than before",
        "Check engine light with P0016–P0019 or a cam sensor code",
        "Began suddenly, often after a backfire, a hard cold start or a squeal from the timing cover",
        "Possible popping through the intake or exhaust",
      ],
      symptomIds: ["correlation-code", "runs-rough", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Tensioner that lost tension",
          why: "A leaking hydraulic tensioner or weak spring lets slack build on the belt's loose side until teeth ride over the sprocket.",
        },
        {
          likelihood: "occasional",
          part: "Worn or contaminated belt teeth",
          why: "Rounded or oil-softened teeth cannot hold under a sudden load and slip a tooth.",
        },
        {
          likelihood: "occasional",
          part: "Briefly seized pulley or water pump",
          why: "A momentary drag on the belt makes it skip over the crank sprocket.",
        },
        {
          likelihood: "rare",
          part: "Cam or crank sprocket loose on its shaft",
          why: "A loose bolt or sheared key lets the sprocket shift, mimicking a jumped belt.",
        },
      ],
      checks: [
        {
          step: "Read codes and correlation or cam angle data with the engine idling.",
          tools: ["Scan tool"],
          expect:
            "Correlation within the maker's limits; a fixed large offset on one or both cams points to a mechanical timing shift.",
        },
        {
          step: "Put crank and cam sensor signals on one lab-scope screen and see how far each cam edge sits from the crank sync gap compared with a good engine.",
          tools: ["Lab scope"],
          expect:
            "Cam edges in their normal place; a shift of one belt tooth, about 15–20 degrees of crank rotation on most engines, confirms a jump.",
        },
        {
          step: "Remove the covers, bring cylinder 1 to TDC and check every mark.",
          tools: ["Basic hand tools", "Service information"],
          expect: "Crank and cam marks align exactly; any mark a tooth or more off confirms.",
        },
        {
          step: "Check tensioner position and belt condition.",
          tools: ["Flashlight"],
          expect: "Tensioner within its window and belt teeth square and dry; slack or rounded teeth explain the jump.",
        },
        {
          step: "After retiming, compression-test all cylinders on an interference engine.",
          tools: ["Compression gauge"],
          expect:
            "Cranking compression within about 10% across cylinders (often 150–200 psi on a healthy gasoline engine); a cylinder far below the rest, or near 0 psi, means its valves touched the piston when the belt jumped.",
        },
      ],
      fix: "Replace the belt, tensioner and idlers (and water pump if belt-driven), time it by the marks with locking tools, turn it two revolutions and recheck. Clear codes, run a crank variation learn where required, and confirm correlation values are back in range.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 650,
        laborHoursLow: 2.7,
        laborHoursHigh: 6.7,
        excludes: "Estimate; excludes diagnosis, taxes, towing and valve repair if compression is low afterward.",
      },
      verdict: "stop",
      verdictReason:
        "A belt that has jumped once can jump again or break, which bends valves on an interference engine; tow it or drive only a few blocks.",
      codes: ["P0016", "P0017", "P0018", "P0019", "P0340"],
      terms: ["correlation", "timing marks", "hydraulic tensioner"],
      related: [
        "timing-belt-snapped",
        "belt-slap-hydraulic-tensioner",
        "runs-badly-after-timing-belt-job",
        "engine-wont-start/timing-jumped-backfire",
      ],
    },
    {
      slug: "oil-soaked-timing-belt",
      title: "Oil dripping from the bottom of the timing belt cover",
      summary:
        "A leaking camshaft seal, crankshaft seal or oil pump seal is soaking the timing belt, and oil swells and softens the rubber until teeth strip. Find the source, then replace the seals and the belt together rather than just cleaning it.",
      symptoms: [
        "Oil dripping from the lower edge of the timing cover or crank pulley",
        "Oily residue flung around the lower engine and subframe",
        "Burning-oil smell if it reaches the exhaust",
        "Belt looks shiny, swollen or wet through the upper cover",
      ],
      symptomIds: ["oil-leak-front", "interval-due"],
      causes: [
        {
          likelihood: "common",
          part: "Camshaft front seals hardened or worn",
          why: "Old seals shrink and leak behind the cam sprockets, dripping straight onto the belt; common on Honda, Toyota and Subaru belt engines.",
        },
        {
          likelihood: "common",
          part: "Front crankshaft seal or oil pump housing seal",
          why: "Oil flung from the crank seal soaks the lower belt and sprocket.",
        },
        {
          likelihood: "occasional",
          part: "Valve cover gasket or cam end plug seeping",
          why: "Oil runs down the head and behind the cover onto the belt.",
        },
        {
          likelihood: "rare",
          part: "Excessive crankcase pressure from a blocked PCV system",
          why: "Pressure pushes oil past seals that would otherwise hold.",
        },
      ],
      checks: [
        {
          step: "Clean the area, add UV dye to the oil, drive 20–30 miles and trace the wet path.",
          tools: ["UV dye", "UV lamp"],
          expect: "The highest point of glowing dye marks the source.",
        },
        {
          step: "Remove the upper timing cover and look at each cam seal and the belt surface.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Dry seal faces and a dry belt; wet seals or a soft, oily belt confirm the repair.",
        },
        {
          step: "Check PCV operation and crankcase pressure.",
          tools: ["Vacuum gauge or manometer"],
          expect:
            "A slight vacuum at warm idle, typically 1–5 in. H2O on a manometer at the dipstick tube (confirm in the service information); positive pressure there will push oil past new cam seals, so fix the PCV side first.",
        },
      ],
      fix: "Replace the belt, tensioner and idlers along with the cam seals, front crank seal and oil pump O-ring or seal, and fix any PCV restriction. Clean oil off the covers so a new leak is easy to spot.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 650,
        laborHoursLow: 2.7,
        laborHoursHigh: 6.7,
        excludes:
          "Estimate; excludes diagnosis, taxes, a valve cover gasket and a belt-driven water pump often replaced at the same time.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable while the leak is small and the oil is topped up, but an oil-soaked belt can strip without warning.",
      codes: [],
      terms: ["camshaft seal", "crankshaft seal", "UV dye", "PCV"],
      related: ["timing-belt-overdue", "timing-belt-snapped", "timing-cover-oil-leak-chain-engine"],
      commonOn: [
        { make: "honda", models: ["accord", "civic", "cr-v", "odyssey", "pilot", "ridgeline", "prelude"] },
        { make: "toyota" },
        { make: "subaru" },
      ],
    },
    {
      slug: "water-pump-behind-timing-belt",
      title: "Coolant drips from behind the timing belt cover or the lower crank pulley",
      summary:
        "On engines whose water pump is driven by the timing belt, a weeping pump seal drips coolant from the lower cover and degrades the belt. Replace the pump, belt, tensioner and idlers together, then fill and bleed the cooling system.",
      symptoms: [
        "Coolant drip or crusty residue below the timing cover",
        "Coolant level dropping slowly with a sweet smell after driving",
        "Steam or a coolant smell from the passenger side of a transverse engine",
        "Seen on Honda V6, Toyota V6 and V8, Subaru flat-four and many Hyundai/Kia V6 belt engines",
      ],
      symptomIds: ["coolant-leak-front"],
      causes: [
        {
          likelihood: "common",
          part: "Water pump shaft seal weeping through the weep hole",
          why: "The mechanical seal wears and lets coolant escape through the pump's weep hole, behind the timing cover.",
        },
        {
          likelihood: "occasional",
          part: "Water pump gasket or O-ring",
          why: "The seal between the pump and block hardens and seeps.",
        },
        {
          likelihood: "rare",
          part: "Coolant from a hose or housing higher up running down",
          why: "A leak above the cover can drip from its bottom edge and be mistaken for the pump.",
        },
      ],
      checks: [
        {
          step: "Pressure-test the cold cooling system at the cap rating (often 13–16 psi) for 15 minutes.",
          tools: ["Cooling system pressure tester", "Flashlight"],
          expect:
            "Gauge holds within about 1 psi for the 15 minutes; a steady fall with coolant dripping from the lower timing cover, not from a hose or the radiator, points to the pump behind the belt.",
        },
        {
          step: "Add UV dye to the coolant, run the engine warm and trace the leak.",
          tools: ["UV dye", "UV lamp"],
          expect: "Dye trail starting behind the timing cover rather than from a hose above.",
        },
        {
          step: "Remove the upper cover and inspect the pump and belt.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Dry pump body; crusted coolant at the weep hole or a wet belt confirms.",
        },
        {
          step: "With the timing belt off, rock the water pump sprocket on its shaft and spin it, feeling for grit.",
          tools: [],
          expect: "No play and smooth rotation; play or roughness confirms the bearing is going as well.",
        },
      ],
      fix: "Replace the water pump with a new gasket or O-ring together with the timing belt, tensioner and idlers, fill with the specified coolant and bleed air by the service procedure. Pressure-test again before returning the car.",
      difficulty: 4,
      cost: {
        partsLow: 180,
        partsHigh: 650,
        laborHoursLow: 3,
        laborHoursHigh: 7.3,
        excludes:
          "Estimate; excludes diagnosis, taxes, a thermostat often replaced at the same time, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Keep the coolant topped up and watch the temperature gauge; stop if it climbs, because overheating can ruin the head gasket.",
      codes: [],
      terms: ["water pump", "weep hole", "timing belt kit", "cooling system pressure test"],
      related: [
        "timing-belt-overdue",
        "oil-soaked-timing-belt",
        "cooling-system/internal-water-pump-failure",
        "cooling-system/water-pump-weep-hole-leak",
      ],
    },
    {
      slug: "idler-tensioner-bearing-growl",
      title: "Growl or whir from behind the timing belt cover that rises with engine speed",
      summary:
        "A failing bearing in a timing belt idler, tensioner pulley or belt-driven water pump growls before it seizes and shreds the belt. Confirm it with a stethoscope and with the accessory belt off, then replace the timing kit before the bearing locks up.",
      symptoms: [
        "Low growl or whir that follows engine speed, loudest at the timing cover",
        "Noise stays when the accessory drive belt is removed briefly",
        "Worse when cold on some engines",
        "Belt edges frayed or a dust trail on the inside of the cover",
      ],
      symptomIds: ["whine-whir", "interval-due"],
      causes: [
        {
          likelihood: "common",
          part: "Idler pulley bearing worn",
          why: "The sealed bearing loses its grease and develops roughness that growls as the belt drives it.",
        },
        {
          likelihood: "common",
          part: "Tensioner pulley bearing worn",
          why: "The pulley on the tensioner arm spins fastest of any and wears the same way.",
        },
        {
          likelihood: "occasional",
          part: "Belt-driven water pump bearing",
          why: "A pump bearing driven by the timing belt growls and will eventually wobble or seize.",
        },
        {
          likelihood: "rare",
          part: "Belt rubbing the inside of the cover",
          why: "A misaligned pulley walks the belt against the cover and makes a whir or chirp.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope on the timing cover, the accessory pulleys and the alternator.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "Noise loudest on the timing cover points inside; loudest at an accessory points to the belt-system side.",
        },
        {
          step: "Remove the accessory belt and run the engine for no more than a minute (skip if it drives the water pump).",
          tools: ["Belt tensioner tool"],
          expect: "Noise remaining with the accessory belt off confirms a timing-side pulley.",
        },
        {
          step: "Remove the upper cover, then with the engine off spin and rock each idler and the tensioner pulley.",
          tools: ["Basic hand tools"],
          expect: "Smooth, silent rotation and no play; roughness or wobble condemns the pulley.",
        },
        {
          step: "Check the belt for frayed edges and the cover for dust trails.",
          tools: ["Flashlight"],
          expect: "Clean edges; fraying points to misalignment from a worn pulley.",
        },
      ],
      noMeasurement:
        "A dry idler or tensioner bearing is condemned by growl, roughness and rock felt at the pulley with the belt off; no gauge gives a pass/fail figure for a timing-belt pulley bearing.",
      fix: "Replace the timing belt kit (belt, tensioner, idlers, and water pump if belt-driven) with quality parts, align and time it, turn the engine two revolutions by hand and recheck marks and tension.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 650,
        laborHoursLow: 2.3,
        laborHoursHigh: 6.7,
        excludes: "Estimate; excludes diagnosis, taxes, cam and crank seals and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A growling pulley can seize without warning and break the belt; get it replaced within days, not months.",
      codes: [],
      terms: ["idler pulley", "tensioner pulley", "timing belt kit"],
      related: [
        "timing-belt-overdue",
        "whine-after-new-timing-belt",
        "belt-slap-hydraulic-tensioner",
        "belt-system/idler-pulley-bearing-growl",
      ],
    },
    {
      slug: "whine-after-new-timing-belt",
      title: "Howl or whine from the timing cover that started with a new timing belt",
      summary:
        "Usually the new belt was set too tight, the automatic tensioner is outside its window, or an idler is misaligned or poor quality. Recheck tension to spec cold and inspect the new pulleys; an overtight belt wears bearings fast.",
      symptoms: [
        "Whine or howl from the timing cover that rises with rpm, new since the belt job",
        "Louder when cold or on acceleration",
        "Belt tracking toward one edge of a pulley",
        "Sometimes a faint chirp at idle",
      ],
      symptomIds: ["whine-whir", "after-timing-job"],
      causes: [
        {
          likelihood: "common",
          part: "Belt tension set too high",
          why: "On manual tensioners, or automatic ones set outside the marks, excess tension makes the belt sing over the sprockets and loads the bearings.",
        },
        {
          likelihood: "occasional",
          part: "Idler or tensioner pulley misaligned",
          why: "A bent bracket, missing spacer or wrong bolt makes the belt run at an angle and whine.",
        },
        {
          likelihood: "occasional",
          part: "Low-quality pulley bearing in an economy kit",
          why: "A rough new bearing growls from the start.",
        },
        {
          likelihood: "rare",
          part: "Wrong belt tooth profile or width",
          why: "A belt that does not match the sprocket profile meshes poorly and howls.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope at each pulley position through the cover.",
          tools: ["Mechanic's stethoscope"],
          expect: "Noise concentrated at one pulley points there; a general whine across the run suggests overtension.",
        },
        {
          step: "With the engine cold and the cover off, check the tensioner pointer or measure tension with a sonic meter.",
          tools: ["Sonic tension meter", "Service information"],
          expect:
            "Pointer inside its window or sonic reading within the maker's Hz figure; as a rough cross-check the longest span twists about 90 degrees by hand, and a belt that will barely twist is overtensioned and whines.",
        },
        {
          step: "Watch the belt track on each pulley while turning the engine by hand.",
          tools: ["Breaker bar", "Flashlight"],
          expect: "Belt centered on every pulley; drift to one edge points to misalignment.",
        },
        {
          step: "Compare the new belt's part number and tooth profile with the catalog.",
          tools: ["Parts catalog"],
          expect: "Correct part; a mismatch means a new belt.",
        },
      ],
      fix: "Reset tension to spec with the engine cold, replace any rough or misaligned pulley with an OE-quality part, turn the engine two revolutions and recheck marks and tension. Road-test to confirm the noise is gone.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 150,
        laborHoursLow: 1,
        laborHoursHigh: 3.3,
        excludes:
          "Estimate; often covered under the installing shop's warranty; excludes taxes and a new belt if the original was damaged.",
      },
      verdict: "careful",
      verdictReason:
        "An overtight or misaligned belt wears out bearings and can fail early; go back to the installing shop soon.",
      codes: [],
      terms: ["belt tension", "sonic tension meter", "automatic tensioner"],
      related: ["idler-tensioner-bearing-growl", "runs-badly-after-timing-belt-job"],
    },
    {
      slug: "runs-badly-after-timing-belt-job",
      title: "Check engine light, rough idle or weak power right after a timing belt job",
      summary:
        "Usually a cam sprocket is a tooth off, a sprocket went on in the wrong key position, or a sensor connector or vacuum line was left off during the job. Read correlation data and recheck the marks with locking tools before anything else.",
      symptoms: [
        "Engine ran well before the belt job and poorly right after",
        "Check engine light with a correlation, cam or crank sensor code",
        "Sluggish low-speed power or a rough, hunting idle",
        "Backfire or pop through the intake on acceleration in some cases",
      ],
      symptomIds: ["after-timing-job", "correlation-code", "runs-rough", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "One camshaft a tooth off its mark",
          why: "On twin-cam and V engines with several sprockets it is easy to be a tooth out on one cam, shifting its valve events by roughly 15–20 crank degrees.",
        },
        {
          likelihood: "occasional",
          part: "Crank or cam sensor connector left unplugged or damaged",
          why: "Harnesses moved for access can end up unplugged, pinched or with a cracked sensor.",
        },
        {
          likelihood: "occasional",
          part: "Vacuum hose, PCV line or intake coupler left off",
          why: "Parts removed for access on transverse V6s leave unmetered air leaks that set lean codes and rough idle.",
        },
        {
          likelihood: "rare",
          part: "Valve bent by piston contact during the job",
          why: "Cams turned with the crank at TDC can push a valve into a piston, leaving a cylinder with low compression.",
        },
      ],
      checks: [
        {
          step: "Read codes and the cam/crank correlation or cam angle data at idle.",
          tools: ["Scan tool"],
          expect: "Correlation inside the maker's limits on every cam; one cam far out points to that sprocket.",
        },
        {
          step: "Scope crank and cam signals and compare with a known-good capture for the engine.",
          tools: ["Lab scope"],
          expect: "Cam edges where they belong; a consistent shift on one cam confirms a tooth off.",
        },
        {
          step: "Inspect every connector, vacuum hose and duct disturbed during the job.",
          tools: ["Flashlight"],
          expect: "All connected and intact; anything loose is an easy fix.",
        },
        {
          step: "Remove the covers, set cylinder 1 at TDC with locking tools and recheck every mark.",
          tools: ["Cam locking tools", "Service information"],
          expect: "All marks exact; any mark off by a tooth needs retiming.",
        },
        {
          step: "Compression-test all cylinders if a cylinder misfires.",
          tools: ["Compression gauge"],
          expect: "Within 10–15% of each other; one low cylinder suggests a bent valve.",
        },
      ],
      fix: "Retime the out-of-place cam with locking tools, reconnect or replace damaged connectors and hoses, turn the engine two revolutions and recheck. Clear codes, run the crank variation learn where the maker calls for it and confirm correlation on a road test.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 100,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes:
          "Estimate; usually the installing shop's warranty; excludes taxes and valve repair if a valve was bent.",
      },
      verdict: "careful",
      verdictReason:
        "Drive only back to the shop: a cam a tooth out can put valves at risk on some interference engines.",
      codes: ["P0016", "P0017", "P0018", "P0019", "P0335", "P0340"],
      terms: ["timing marks", "cam locking tool", "correlation"],
      related: [
        "timing-belt-jumped-tooth",
        "whine-after-new-timing-belt",
        "engine-locks-while-turning-by-hand",
        "crank-bolt-loose-after-belt-job",
      ],
    },
    {
      slug: "correlation-code-after-chain-job",
      title: "Cam/crank correlation code is still on after a new timing chain",
      summary:
        "Either the chain was not the real cause or a step was missed: worn phasers reused, a sensor or reluctor damaged, a tooth off, or the crank position learn not run. Read the correlation values bank by bank before tearing it down again.",
      symptoms: [
        "Same P0008, P0016 or P0017 code returns within days of the chain job",
        "Rattle may be gone, or may return after a few weeks",
        "Engine runs normally or slightly rough",
        "Correlation values barely changed from before the repair",
      ],
      symptomIds: ["correlation-code", "after-timing-job"],
      causes: [
        {
          likelihood: "common",
          part: "Learned values not reset or relearn not performed",
          why: "Some PCMs (GM among them) keep old offsets or need a crank variation learn after timing work, and flag the difference.",
        },
        {
          likelihood: "common",
          part: "Worn cam phasers or sprockets reused",
          why: "Phaser lock-pin wear or sprocket tooth wear keeps the cam offset even with a new chain.",
        },
        {
          likelihood: "occasional",
          part: "One cam a tooth off or a chain link misaligned",
          why: "A single tooth shifts that cam by a fixed amount the PCM reads immediately.",
        },
        {
          likelihood: "occasional",
          part: "Economy chain kit out of spec",
          why: "A chain that is longer than OE, or guides that do not match, leaves the timing just as far off.",
        },
        {
          likelihood: "rare",
          part: "Cam sensor or reluctor damaged during the job",
          why: "A cracked sensor or bent target wheel distorts the signal edge the PCM compares.",
        },
      ],
      checks: [
        {
          step: "Compare the correlation or cam variation values before and after the job, bank by bank.",
          tools: ["Enhanced scan tool"],
          expect:
            "After a correct chain job, values at warm idle typically sit within about 2 degrees of zero (confirm in the service information); readings that barely moved mean a mis-timed sprocket or a cause outside the chain.",
        },
        {
          step: "Run any crank variation or cam relearn the maker specifies and clear adaptations.",
          tools: ["Bidirectional scan tool", "Service information"],
          expect: "Learn completes and the code stays off after a drive cycle.",
        },
        {
          step: "Capture the crank and every cam sensor on a multichannel scope and lay the pattern over a known-good capture, counting any offset per cam.",
          tools: ["Lab scope"],
          expect: "All cam edges in place; one cam shifted identifies the sprocket or phaser to recheck.",
        },
        {
          step: "Confirm the parts used: chain, guides, phasers and sensors against OE part numbers.",
          tools: ["Parts catalog", "Invoice"],
          expect: "OE or equivalent parts; reused phasers or a low-cost kit become suspects.",
        },
      ],
      fix: "Run the required learn, or reopen the front of the engine to retime, replace worn phasers or sprockets, or fit an OE-quality kit. Clear codes and confirm values sit mid-range after a full drive cycle.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Crank variation relearn and adaptation reset",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Reopen the front cover and retime the cams",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 5,
            laborHoursHigh: 9,
          },
          {
            name: "Retime with new phasers or an OE chain kit",
            partsLow: 250,
            partsHigh: 800,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Estimate; excludes taxes and whatever the first shop's warranty covers.",
      },
      verdict: "careful",
      verdictReason:
        "Usually drivable, but if the rattle returns or misfires start, stop driving until it is rechecked.",
      codes: ["P0008", "P0009", "P0016", "P0017", "P0018", "P0019"],
      terms: ["crank variation learn", "cam phaser", "correlation", "reluctor"],
      related: [
        "gm-36-timing-chain-stretch",
        "chain-stretch-proof-before-paying",
        "rattle-returns-after-chain-job",
        "obd/p0016-p0017-crank-cam-correlation",
      ],
      commonOn: gmBrands,
    },
    {
      slug: "engine-locks-while-turning-by-hand",
      title: "Engine stops turning and feels solid while being rotated by hand during a timing job",
      summary:
        "Hard resistance with the belt or chain off or loose almost always means a valve is touching a piston, or a locking tool is still in place. Stop, back off slightly, and follow the procedure for parking the crank before the cams are moved; never force it.",
      symptoms: [
        "Crank turns freely then stops hard at one point",
        "Happens while turning a camshaft or crank with the belt or chain removed",
        "A light tap or click felt through the wrench",
        "Spark plugs still in, or a locking pin may still be fitted",
      ],
      symptomIds: ["after-timing-job"],
      causes: [
        {
          likelihood: "common",
          part: "Valve contacting a piston",
          why: "With the cams free, an open valve sits in the piston's path; turning either shaft brings them together.",
        },
        {
          likelihood: "common",
          part: "Cam locking tool or crank TDC pin still installed",
          why: "The tool is doing its job and stops rotation, and forcing it can break the tool or a cam.",
        },
        {
          likelihood: "occasional",
          part: "Liquid in a cylinder",
          why: "Coolant or fuel in a cylinder cannot compress, so the piston stops short of the top of its stroke.",
        },
        {
          likelihood: "rare",
          part: "Dropped bolt, washer or broken part in the timing drive",
          why: "A loose part wedged between a sprocket and the block locks rotation.",
        },
      ],
      checks: [
        {
          step: "Stop and check that every locking tool, pin and holding bar has been removed.",
          tools: ["Flashlight"],
          expect: "No tools in place; remove any that are.",
        },
        {
          step: "Remove all spark plugs and look for liquid or debris.",
          tools: ["Spark plug socket", "Borescope"],
          expect: "Dry cylinders; liquid on a plug or piston means hydrolock, not valve contact.",
        },
        {
          step: "Back the crank off a few degrees and check the service procedure for the safe crank position while cams are moved.",
          tools: ["Service information", "Breaker bar"],
          expect:
            "Many engines require the crank parked 60–90 degrees before TDC so no piston is near the top while cams turn.",
        },
        {
          step: "With the crank in the safe position, set each cam to its mark, then return the crank to TDC and fit the belt or chain.",
          tools: ["Cam locking tools"],
          expect: "Both shafts turn freely through their moves with no contact.",
        },
        {
          step: "After assembly, turn two full revolutions by hand and compression-test if contact was forced.",
          tools: ["Compression gauge"],
          expect: "Smooth rotation and even compression; a low cylinder means a valve was bent.",
        },
      ],
      fix: "Park the crank in the safe position, align the cams, bring the crank back to TDC and fit the belt or chain per the procedure. If the engine was forced against a valve, compression- or leak-down-test before finishing, and repair any bent valve.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Remove the locking tool, park the crank and retime",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Cylinder head repair for a valve bent by forcing it",
            partsLow: 300,
            partsHigh: 1200,
            laborHoursLow: 8,
            laborHoursHigh: 16,
          },
        ],
        excludes:
          "Estimate; excludes the timing job itself, machine-shop charges, taxes and a replacement engine if a forced valve also damaged a piston.",
      },
      verdict: "stop",
      verdictReason:
        "Do not crank or start the engine until the cause is found; forcing it or using the starter bends valves.",
      codes: [],
      terms: ["interference engine", "TDC pin", "hydrolock", "safe crank position"],
      related: ["bent-valves-after-timing-failure", "runs-badly-after-timing-belt-job", "timing-marks-dont-line-up"],
    },
    {
      slug: "balance-shaft-belt-vibration",
      title: "New vibration at idle after a timing belt job on a Mitsubishi or older Hyundai or Kia 2.4",
      summary:
        "These engines carry a separate balance shaft belt behind the timing belt; if the balance shafts are not timed to their marks, or the belt was left off, the engine shakes. Recheck the balance shaft timing and always replace that belt with the timing belt.",
      symptoms: [
        "Buzzing vibration through the body at idle and at 2,000–4,000 rpm, new since the job",
        "Engine runs smoothly otherwise with no misfire counts",
        "Seen on Mitsubishi 4G63 and 4G64 engines and the Hyundai/Kia 2.4 derived from them",
        "Sometimes a slap from the lower cover if the balance belt is loose",
      ],
      symptomIds: ["after-timing-job", "runs-rough"],
      causes: [
        {
          likelihood: "common",
          part: "Balance shafts out of phase",
          why: "One balance shaft is driven through the oil pump sprocket on the timing belt; if it is not positioned with a rod through the block plug hole before the belt goes on, it ends up 180 degrees out and adds vibration instead of cancelling it.",
        },
        {
          likelihood: "occasional",
          part: "Balance shaft belt left off or removed",
          why: "Some installers delete the belt; without it the engine's second-order shake is no longer cancelled.",
        },
        {
          likelihood: "occasional",
          part: "Engine mounts disturbed or broken during the job",
          why: "A mount left loose or a torn insulator transmits vibration.",
        },
        {
          likelihood: "rare",
          part: "Worn balance shaft bearings",
          why: "Loose shafts rattle and vibrate once the belt is disturbed.",
        },
      ],
      checks: [
        {
          step: "Confirm zero misfire counts at idle.",
          tools: ["Scan tool"],
          expect: "No counts; the shake is mechanical.",
        },
        {
          step: "Remove the lower cover and confirm the balance belt is present and tensioned.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Belt present with correct deflection per service information.",
        },
        {
          step: "Set cylinder 1 at TDC, check the balance shaft and oil pump sprocket marks, and insert a rod through the block plug hole behind the oil pump-driven shaft.",
          tools: ["Service information", "8 mm rod or screwdriver shank"],
          expect:
            "Marks align and the rod goes in to the depth the procedure gives; if it stops short, that shaft is 180 degrees out.",
        },
        {
          step: "Inspect and torque the engine mounts.",
          tools: ["Torque wrench", "Flashlight"],
          expect: "All mounts intact and torqued.",
        },
      ],
      fix: "Retime the balance shafts, positioning the oil pump-driven shaft by the plug-hole method, fit a new balance belt and its tensioner, then retime and retension the timing belt. Turn the engine two revolutions and recheck both sets of marks.",
      difficulty: 4,
      cost: {
        partsLow: 20,
        partsHigh: 150,
        laborHoursLow: 1.7,
        laborHoursHigh: 4,
        excludes: "Estimate; often the installing shop's warranty; excludes taxes and engine mounts.",
      },
      verdict: "careful",
      verdictReason:
        "The vibration itself is not dangerous, but a loose balance belt can come off and wreck the timing belt; have it fixed promptly.",
      codes: [],
      terms: ["balance shaft", "balance shaft belt", "second-order vibration"],
      related: ["runs-badly-after-timing-belt-job", "timing-belt-overdue"],
      appliesTo: [
        {
          make: "mitsubishi",
          models: ["galant", "eclipse", "outlander", "lancer", "lancer-evolution"],
          years: [1990, 2012],
          engines: [
            { name: "4G63 2.0L I4", liters: 2 },
            { name: "4G64 2.4L I4", liters: 2.4 },
            { name: "4G69 2.4L I4", liters: 2.4 },
          ],
        },
        {
          make: "hyundai",
          models: ["sonata", "santa-fe"],
          years: [1999, 2006],
          engines: [{ name: "G4JS 2.4L I4", liters: 2.4 }],
        },
        { make: "kia", models: ["optima"], years: [2001, 2006], engines: [{ name: "G4JS 2.4L I4", liters: 2.4 }] },
      ],
    },
    {
      slug: "chain-cold-start-rattle",
      title: "Rattle from the timing cover for a second or two on every cold start",
      summary:
        "The tensioner is not holding the chain until oil pressure builds: it leaks down, the chain is stretched near its limit, or oil drains back through a filter with a poor anti-drainback valve. Fix oil and filter first, then measure stretch.",
      symptoms: [
        "Loud rattle or clatter from the front of the engine right after starting cold",
        "Noise stops within 1–5 seconds once oil pressure builds",
        "Worse after the car sits for a day or more",
        "Sometimes a correlation code once stretch is advanced",
      ],
      symptomIds: ["cold-start-rattle", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Hydraulic chain tensioner leaking down",
          why: "A worn check valve or plunger lets oil drain overnight, and a worn ratchet no longer holds the plunger until pressure refills it.",
        },
        {
          likelihood: "common",
          part: "Chain stretched near the tensioner's limit",
          why: "As the chain lengthens, the tensioner runs near full extension with less control, and slack slaps the guides on start-up.",
        },
        {
          likelihood: "occasional",
          part: "Oil filter without an effective anti-drainback valve",
          why: "Oil drains out of the filter and galleries, delaying pressure at start-up.",
        },
        {
          likelihood: "occasional",
          part: "Oil low or the wrong viscosity",
          why: "Too little or too thin oil fills and holds the tensioner poorly.",
        },
        {
          likelihood: "rare",
          part: "Cam phaser lock pin worn",
          why: "A phaser rattling before its pin engages sounds like chain rattle but comes from the cam ends.",
        },
      ],
      checks: [
        {
          step: "Check oil level, the grade used and the filter brand and part number.",
          tools: [],
          expect: "Full, specified viscosity and an OE or equivalent filter; correct these first.",
        },
        {
          step: "Listen with a stethoscope on the timing cover and at the cam ends during a cold start.",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect: "Rattle loudest at the tensioner area points to the chain; loudest at the phasers points there.",
        },
        {
          step: "Read cam/crank correlation or cam variation values.",
          tools: ["Enhanced scan tool"],
          expect:
            "Within about 2 degrees of zero at warm idle points to the tensioner or oil, not the chain; values approaching the maker's limit (about 6 degrees on GM engines, typical) mean the chain itself has stretched.",
        },
        {
          step: "Where the engine has an inspection port or the cover comes off easily, check tensioner extension and guide wear.",
          tools: ["Borescope", "Service information"],
          expect: "Tensioner within its wear marks and guides without deep grooves.",
        },
      ],
      fix: "Change to the specified oil and an OE-quality filter; replace the tensioner if it leaks down; replace the chain, guides and tensioners if stretch is at or past the limit. Clear codes and confirm correlation values afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Oil and OE-type filter change",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace the timing chain tensioner",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.5,
          },
          {
            name: "Timing chain set with guides and tensioners",
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 5,
            laborHoursHigh: 10.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, cam phasers with worn lock pins and engine-out labor on some designs.",
      },
      verdict: "careful",
      verdictReason:
        "A brief start-up rattle is a warning, not an emergency; if it lasts longer or a code appears, drive less and book the repair.",
      codes: ["P0008", "P0016", "P0017"],
      terms: ["chain tensioner", "anti-drainback valve", "chain stretch"],
      related: [
        "chain-stretch-proof-before-paying",
        "broken-chain-guide-debris",
        "gm-36-timing-chain-stretch",
        "toyota-vvt-gear-cold-start-grind",
      ],
    },
    {
      slug: "broken-chain-guide-debris",
      title: "Plastic chunks in the drained oil and a slapping noise from the timing cover",
      summary:
        "Broken timing chain guide pieces mean the chain is already running slack, and fragments can block the oil pump pickup. Stop driving, inspect the timing drive and replace the chain set, cleaning the oil pan and pickup screen at the same time.",
      symptoms: [
        "Dark brown or black plastic pieces on the drain plug or in the drained oil",
        "Slapping or rattling from the timing cover that continues when warm",
        "Oil pressure warning flicker at hot idle in some cases",
        "Correlation codes and rough running as the chain loosens",
      ],
      symptomIds: ["debris-in-oil", "constant-rattle", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Guide face worn through by a stretched chain",
          why: "The slack chain saws through the nylon face into the backing, which then cracks and breaks away.",
        },
        {
          likelihood: "occasional",
          part: "Tensioner failure letting the chain slap",
          why: "Without tension the chain hammers the guides until they crack.",
        },
        {
          likelihood: "occasional",
          part: "Heat-aged, brittle guide material",
          why: "Older nylon guides become brittle after years of heat and shatter under normal loads.",
        },
        {
          likelihood: "rare",
          part: "Plastic from a failed water pump impeller or oil pump",
          why: "Some debris comes from other components and needs identifying before repair.",
        },
      ],
      checks: [
        {
          step: "Collect the pieces and compare them with the engine's guide and pump materials.",
          tools: ["Magnet", "Flashlight"],
          expect: "Guide material usually shows a chain-wear pattern on one face.",
        },
        {
          step: "Look at the chain and guides through the oil filler or a removed cam cover.",
          tools: ["Borescope", "Flashlight"],
          expect: "Intact guides and a taut chain; missing guide sections or a slack chain confirm.",
        },
        {
          step: "Because guide fragments collect on the pickup screen, tee a mechanical gauge into the sender port hot and see whether pressure sags as the rpm climbs from idle to 2,000.",
          tools: ["Oil pressure gauge"],
          expect:
            "Typically 10 psi or more at hot idle and roughly 20–30 psi at 2,000 rpm (confirm in the service information); pressure that flattens or drops as rpm rises means plastic is already choking the pickup.",
        },
        {
          step: "Pull the oil pan and pick guide fragments off the pickup screen, noting how much of the mesh they cover.",
          tools: ["Basic hand tools"],
          expect: "A clean screen; pieces across it confirm the oil starvation risk.",
        },
      ],
      fix: "Replace the complete chain set (chains, guides, tensioners, sprockets), clean the oil pan and pickup screen, inspect the timing cover for wear-through, and fill with fresh oil and filter. Confirm oil pressure and correlation values afterward.",
      difficulty: 5,
      cost: {
        partsLow: 250,
        partsHigh: 1200,
        laborHoursLow: 5.3,
        laborHoursHigh: 16.7,
        excludes: "Estimate; excludes diagnosis, taxes, towing and engine damage if the chain has jumped.",
      },
      verdict: "stop",
      verdictReason:
        "A slack chain can jump and wreck an interference engine, and debris can starve it of oil; park it and have it towed.",
      codes: ["P0008", "P0016", "P0017", "P0524"],
      terms: ["timing chain guide", "oil pickup screen", "chain tensioner"],
      related: ["chain-cold-start-rattle", "gm-36-timing-chain-stretch", "chain-stretch-proof-before-paying"],
    },
    {
      slug: "gm-36-timing-chain-stretch",
      title: "Chevy, GMC, Buick or Cadillac 3.6 V6 rattles and sets P0008 or P0017",
      summary:
        "GM's 3.6 L V6, especially 2008–2012 versions in the Traverse, Acadia, Enclave, Camaro and CTS, is known for chain stretch sped up by long oil-change intervals. Confirm with cam variation data, then replace all three chains and guides.",
      symptoms: [
        "Check engine light with P0008, P0009, P0016, P0017, P0018 or P0019",
        "Rattle at cold start, sometimes a whirring from the front at idle",
        "Rough idle, hesitation and reduced fuel economy as stretch grows",
        "Service history showing long oil-change intervals or low oil readings",
      ],
      symptomIds: ["correlation-code", "cold-start-rattle", "runs-rough"],
      causes: [
        {
          likelihood: "common",
          part: "Timing chains stretched",
          why: "Wear in chain pins lengthens the primary and secondary chains, retarding the cams relative to the crank until the PCM flags it.",
        },
        {
          likelihood: "occasional",
          part: "Oil change intervals stretched by the oil-life monitor, or low oil",
          why: "Soot and fuel from direct injection contaminate the oil, and degraded oil accelerates pin wear.",
        },
        {
          likelihood: "occasional",
          part: "Worn guides and tensioners",
          why: "Guides and tensioners wear along with the chain and let it slap.",
        },
        {
          likelihood: "rare",
          part: "Cam position sensor or actuator solenoid fault",
          why: "A sensor or solenoid problem can set similar codes without stretch.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and the service history.",
          tools: [],
          expect: "Full oil and regular changes; low oil and long intervals support stretch.",
        },
        {
          step: "Read GM's cam position variation values for each cam at hot idle.",
          tools: ["GM-capable scan tool", "Service information"],
          expect:
            "GM sets P0008/P0009 at a calibrated threshold its service manual does not print; shops treat cam position variation past about 6 degrees at hot idle as stretch (typical). All four cams past it means the primary chain; one bank only, that bank's secondary chain.",
        },
        {
          step: "Rule out the cam actuator solenoids by checking resistance and commanding them.",
          tools: ["Multimeter", "Bidirectional scan tool"],
          expect: "Solenoids in spec and cam angle responds to commands; a dead solenoid is a cheaper repair.",
        },
        {
          step: "If in doubt, scope crank and cam signals against a known-good capture.",
          tools: ["Lab scope"],
          expect: "Cam edges shifted late on all cams confirms primary chain stretch.",
        },
      ],
      fix: "Replace the primary and both secondary chains, guides and tensioners (and sprockets or actuators if worn), using new bolts where specified; fill with dexos-approved oil. Clear codes, run the crank position variation learn and confirm cam variation values are mid-range. Shorten oil change intervals afterward.",
      difficulty: 5,
      cost: {
        partsLow: 400,
        partsHigh: 1100,
        laborHoursLow: 10,
        laborHoursHigh: 17.3,
        excludes: "Estimate; excludes diagnosis, taxes, cam actuators if worn, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable for now, but a chain that keeps stretching can skip teeth and damage the engine; do not put it off for months.",
      codes: ["P0008", "P0009", "P0016", "P0017", "P0018", "P0019"],
      terms: ["chain stretch", "cam position variation", "primary chain", "secondary chain"],
      related: ["chain-cold-start-rattle", "correlation-code-after-chain-job", "chain-stretch-proof-before-paying"],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["traverse", "camaro", "malibu", "equinox"],
          years: [2008, 2012],
          engines: [{ name: "3.6L V6 (LY7/LLT)", liters: 3.6 }],
        },
        { make: "gmc", models: ["acadia"], years: [2008, 2012], engines: [{ name: "3.6L V6 (LY7/LLT)", liters: 3.6 }] },
        {
          make: "buick",
          models: ["enclave", "lacrosse"],
          years: [2008, 2012],
          engines: [{ name: "3.6L V6 (LY7/LLT)", liters: 3.6 }],
        },
        {
          make: "cadillac",
          models: ["cts", "srx", "sts"],
          years: [2008, 2012],
          engines: [{ name: "3.6L V6 (LY7/LLT)", liters: 3.6 }],
        },
        {
          make: "saturn",
          models: ["outlook", "vue", "aura"],
          years: [2008, 2010],
          engines: [{ name: "3.6L V6 (LY7/LLT)", liters: 3.6 }],
        },
      ],
    },
    {
      slug: "ford-ecoboost-cold-start-rattle",
      title: "Ford F-150 or Expedition 3.5 EcoBoost rattles for a few seconds on cold start",
      summary:
        "On 2011–2016 trucks it is usually a stretched chain and weak tensioners, often with P0016-type codes; on 2017-and-later trucks worn cam phasers are the common culprit. Confirm with correlation data and have a dealer check the VIN for bulletins.",
      symptoms: [
        "Loud rattle or grind for 1–5 seconds after a cold start",
        "Check engine light with P0016–P0019 on earlier trucks",
        "Rattle worse after sitting overnight in cold weather",
        "Engine runs normally once the noise stops",
      ],
      symptomIds: ["cold-start-rattle", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Timing chain stretch and worn tensioners (2011–2016)",
          why: "Direct injection and turbo operation load the oil with soot and fuel, wearing chain pins; the chain grows until the tensioner cannot control it at start-up.",
        },
        {
          likelihood: "common",
          part: "Cam phaser lock-pin wear (2017 and later)",
          why: "The phasers rattle before oil pressure locks them in place, and Ford released updated phasers for the condition.",
        },
        {
          likelihood: "occasional",
          part: "Long oil change intervals or low oil",
          why: "Degraded, thin oil speeds both chain wear and phaser wear.",
        },
        {
          likelihood: "rare",
          part: "Cam sensor or VCT solenoid fault",
          why: "Electrical faults can set correlation codes without mechanical wear.",
        },
      ],
      checks: [
        {
          step: "Record the noise on a cold start and note the model year and mileage.",
          tools: ["Phone recorder"],
          expect: "A chain-area rattle on 2011–2016 trucks or a phaser grind on 2017-on trucks narrows the cause.",
        },
        {
          step: "Read codes and correlation and VCT desired vs. actual data at idle.",
          tools: ["Ford-capable scan tool"],
          expect:
            "VCT actual within about 2–3 degrees of desired at steady warm idle (typical; confirm in the service information) clears the phasers' control; all four cams sitting late together points to stretched chains.",
        },
        {
          step: "After an overnight soak, start it and hold the stethoscope first on each head's front cam-phaser area, then low on the front cover by the primary tensioner.",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect:
            "A grind loudest at the phaser bolts points to the phasers, typical of 2017-on trucks; a rattle loudest low by the primary tensioner points to the chains.",
        },
        {
          step: "Ask a Ford dealer to check the VIN for bulletins or programs covering phasers or chains.",
          tools: ["Dealer VIN lookup"],
          expect: "An applicable bulletin spells out the updated parts and procedure.",
        },
      ],
      fix: "Replace the timing chains, guides and tensioners on stretched earlier engines (phasers too if worn), or fit the updated phasers on later ones, with new bolts and the correct oil. Clear codes and confirm correlation and a quiet cold start.",
      difficulty: 5,
      cost: {
        partsLow: 400,
        partsHigh: 1600,
        laborHoursLow: 10,
        laborHoursHigh: 21.3,
        excludes: "Estimate; excludes diagnosis, taxes, dealer pricing and any amount covered by Ford.",
      },
      verdict: "careful",
      verdictReason:
        "A short start-up rattle is drivable for now, but stretch keeps growing; get it repaired before it jumps timing.",
      codes: ["P0016", "P0017", "P0018", "P0019", "P0011", "P0021"],
      terms: ["EcoBoost", "cam phaser", "chain stretch", "VCT"],
      related: ["chain-cold-start-rattle", "ford-54-3v-phaser-knock", "chain-stretch-proof-before-paying"],
      appliesTo: [
        {
          make: "ford",
          models: ["f-150", "expedition"],
          years: [2011, 2020],
          engines: [{ name: "3.5L EcoBoost V6", liters: 3.5 }],
        },
      ],
    },
    {
      slug: "ford-54-3v-phaser-knock",
      title: "Ford 5.4 3-valve V8 knocks like a diesel at idle",
      summary:
        "On 2004–2010 F-150, Expedition and Navigator 5.4 L 3V engines, the ticking knock at warm idle is classically worn cam phasers, usually alongside worn chain tensioners and guides. Check the oil, then replace phasers, VCT solenoids and the timing set together.",
      symptoms: [
        "Diesel-like tick or knock at warm idle that smooths out above about 1,200–1,500 rpm",
        "Rattle for a few seconds on cold starts as well",
        "Check engine light with P0011, P0012, P0021 or P0022 in some cases",
        "Slightly lumpy idle and sluggish low-rpm response",
      ],
      symptomIds: ["knock-idle", "cold-start-rattle", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Cam phaser lock pin and vanes worn",
          why: "At hot idle oil pressure is lowest, and a worn phaser rattles back and forth against its stops instead of staying locked.",
        },
        {
          likelihood: "common",
          part: "Timing chain tensioners and guides worn",
          why: "Tensioners that leak down and grooved guides let the chains slap, adding to the noise and letting timing wander.",
        },
        {
          likelihood: "occasional",
          part: "Oil low, old or heavier than the specified 5W-20",
          why: "Low pressure or the wrong viscosity keeps the phasers from being held firmly.",
        },
        {
          likelihood: "occasional",
          part: "VCT solenoid screen clogged or solenoid sticking",
          why: "Restricted or misdirected oil leaves the phaser drifting at idle.",
        },
        {
          likelihood: "rare",
          part: "Worn camshaft journals or cam caps",
          why: "Sludge-worn journals bleed off the oil pressure the phasers need.",
        },
      ],
      checks: [
        {
          step: "Check oil level, grade and change history, and fit a mechanical gauge to read hot idle pressure.",
          tools: ["Oil pressure gauge"],
          expect:
            "Full with 5W-20 and hot-idle pressure at or above Ford's figure, commonly 10–25 psi hot at idle on a healthy 5.4 3V (confirm in the service information); lower pressure lets the phasers unlock and knock, so find why first.",
        },
        {
          step: "Listen with a stethoscope at the front of each valve cover over the phasers at hot idle.",
          tools: ["Mechanic's stethoscope"],
          expect: "Knock loudest over the phasers and fading as rpm rises points to them.",
        },
        {
          step: "Watch desired vs. actual cam timing for both banks and command the VCT solenoids.",
          tools: ["Ford-capable scan tool"],
          expect: "Actual tracks desired; a cam that lags or drifts at idle confirms the phaser or its oil supply.",
        },
        {
          step: "With the valve covers off and the engine off, try to rotate each phaser body gently with a pry bar per the service procedure.",
          tools: ["Basic hand tools", "Service information"],
          expect: "A phaser locked at rest; one that rotates freely has a worn lock pin.",
        },
        {
          step: "Inspect the chain tensioners and guides with the covers off.",
          tools: ["Flashlight"],
          expect: "Guides without deep grooves or cracks; broken or deeply worn guides mean the full timing set.",
        },
      ],
      fix: "Replace both cam phasers, VCT solenoids, timing chains, guides and tensioners (and cam caps or heads if journals are worn), with new bolts, fresh 5W-20 oil and filter. Clear codes and confirm a quiet hot idle. Aftermarket phaser lock-outs disable VCT and are not a real repair.",
      difficulty: 5,
      cost: {
        partsLow: 800,
        partsHigh: 1800,
        laborHoursLow: 12,
        laborHoursHigh: 21.3,
        excludes: "Estimate; excludes diagnosis, taxes, cylinder head work for worn cam journals and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The truck can be driven for a while, but a failing tensioner or guide can let a chain jump; plan the repair rather than waiting for it.",
      codes: ["P0011", "P0012", "P0021", "P0022", "P0016", "P0018"],
      terms: ["cam phaser", "VCT solenoid", "lock pin", "3-valve"],
      related: ["ford-ecoboost-cold-start-rattle", "chain-cold-start-rattle", "phaser-knock-returns-after-solenoid"],
      appliesTo: [
        {
          make: "ford",
          models: ["f-150", "expedition"],
          years: [2004, 2010],
          engines: [{ name: "5.4L 3V Triton V8", liters: 5.4 }],
        },
        {
          make: "lincoln",
          models: ["navigator", "mark-lt"],
          years: [2005, 2010],
          engines: [{ name: "5.4L 3V Triton V8", liters: 5.4 }],
        },
      ],
    },
    {
      slug: "chain-jumped-vw-audi-tensioner",
      title: "VW or Audi 2.0T died after a brief rattle and now cranks but won't start",
      summary:
        "On 2008–2012-era 2.0 TSI engines (EA888 first and second generation) the original chain tensioner can back off at start-up, letting the chain jump teeth and bend valves. If it has jumped, test compression before retiming; if not, fit the updated tensioner.",
      symptoms: [
        "Engine started with a loud rattle, then stalled and will not restart",
        "Cranking sounds uneven or too fast",
        "Check engine light with cam/crank correlation or cam sensor codes",
        "Seen on GTI, Jetta, CC, Passat, Tiguan, Audi A3, A4, A5, Q5 and TT 2.0T",
      ],
      symptomIds: ["died-while-driving", "cranks-no-start", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Original-design timing chain tensioner",
          why: "The early tensioner's plunger can retract when the engine sits, so at start-up the chain is slack enough to skip teeth on the cam sprockets.",
        },
        {
          likelihood: "occasional",
          part: "Stretched timing chain",
          why: "A long chain puts the tensioner near the end of its travel, making a jump more likely.",
        },
        {
          likelihood: "occasional",
          part: "Long oil-change intervals or low oil",
          why: "Degraded oil wears the chain and delays tensioner fill at start-up.",
        },
        {
          likelihood: "rare",
          part: "Cam position sensor failure",
          why: "A dead cam sensor can stop the engine without any mechanical damage.",
        },
      ],
      checks: [
        {
          step: "Read codes and, if it runs, the cam/crank phase values with a VW-capable scan tool.",
          tools: ["VW/Audi-capable scan tool"],
          expect: "Phase values within the service limit; far out of range confirms the chain has moved.",
        },
        {
          step: "Check records or the tensioner part number for the updated design.",
          tools: ["Service records", "Flashlight"],
          expect: "An updated tensioner installed makes a jump less likely and points elsewhere.",
        },
        {
          step: "Remove the upper timing cover and check the marks at TDC.",
          tools: ["Cam locking tools", "Service information"],
          expect: "Marks aligned; any mark a tooth or more off confirms a jump.",
        },
        {
          step: "Compression-test all cylinders before retiming, and borescope the pistons.",
          tools: ["Compression gauge", "Borescope"],
          expect:
            "Typical VW figures are 11–14 bar (160–200 psi) new, a 7 bar (100 psi) wear limit and no more than 3 bar between cylinders (confirm in the service information); a cylinder near zero or valve marks on a piston mean head work.",
        },
      ],
      fix: "If valves survived: replace the chain, tensioner (updated design), guides and sprockets with new bolts and retime with locking tools. If valves are bent: remove the head for valve repair as well. Clear codes and confirm phase values afterward.",
      difficulty: 5,
      cost: {
        partsLow: 250,
        partsHigh: 1800,
        laborHoursLow: 6,
        laborHoursHigh: 20,
        excludes:
          "Estimate; excludes towing, diagnosis, taxes, machine work and any amount covered by a VW or Audi program.",
      },
      verdict: "stop",
      verdictReason:
        "A chain that has jumped can do more damage with every crank; do not keep trying to start it, and tow it.",
      codes: ["P0016", "P0017", "P0341", "P0011"],
      terms: ["timing chain tensioner", "EA888", "2.0 TSI", "interference engine"],
      related: ["bent-valves-after-timing-failure", "chain-cold-start-rattle", "chain-stretch-proof-before-paying"],
      appliesTo: [
        {
          make: "volkswagen",
          models: ["gti", "jetta", "passat", "cc", "eos", "tiguan"],
          years: [2008, 2012],
          engines: [{ name: "EA888 Gen 1/2 2.0 TSI I4", liters: 2 }],
        },
        {
          make: "audi",
          models: ["a3", "a4", "a5", "q5", "tt"],
          years: [2008, 2012],
          engines: [{ name: "EA888 Gen 1/2 2.0 TSI I4", liters: 2 }],
        },
      ],
    },
    {
      slug: "nissan-vq-qr25-chain-whine",
      title: "Nissan V6 or 2.5 four whines or rattles from the timing cover as rpm rises",
      summary:
        "Mid-2000s Nissan VQ35 and VQ40 V6s are known for worn secondary chain tensioner shoes that whine, and QR25 fours for chain and tensioner noise. Confirm the noise is timing-side, check cam codes, and replace the worn chain parts before the chain jumps.",
      symptoms: [
        "High-pitched whine from the front of the engine that rises with rpm",
        "Rattle on cold starts on some engines",
        "Check engine light with cam timing or correlation codes as wear progresses",
        "Seen on Maxima, Altima, Quest, Murano, Pathfinder, Frontier, Xterra and Sentra",
      ],
      symptomIds: ["whine-whir", "cold-start-rattle", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Secondary chain tensioner shoes worn (VQ V6)",
          why: "The plastic shoe on each bank's secondary chain tensioner wears down until the chain rides on metal and whines.",
        },
        {
          likelihood: "occasional",
          part: "Primary chain guides and tensioner worn",
          why: "A loose primary chain slaps and rattles, especially on cold starts.",
        },
        {
          likelihood: "occasional",
          part: "Long oil-change intervals or low oil",
          why: "Degraded oil accelerates chain and shoe wear.",
        },
        {
          likelihood: "rare",
          part: "Accessory-drive bearing mistaken for timing noise",
          why: "An alternator or idler bearing can whine in a similar pitch.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope at the timing cover, valve covers and accessory pulleys.",
          tools: ["Mechanic's stethoscope"],
          expect: "Whine loudest at the front of the valve covers or timing cover points to the chain side.",
        },
        {
          step: "Remove the accessory belt briefly to rule out the belt drive.",
          tools: ["Belt tensioner tool"],
          expect: "Whine remaining with the belt off confirms the timing drive.",
        },
        {
          step: "Read codes and cam timing data.",
          tools: ["Scan tool"],
          expect: "No cam or correlation codes yet means catching it early; codes mean stretch or wear has progressed.",
        },
        {
          step: "Remove a valve cover and inspect the secondary tensioner shoe and chain.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Shoe surface intact; worn through to metal or grooved deep confirms.",
        },
      ],
      noMeasurement:
        "The worn secondary-tensioner shoe whines long before Nissan's cam timing data moves, so the early fault is found by ear at the front covers and by eye on the shoe with a valve cover off.",
      fix: "Replace the secondary tensioners and shoes, and the primary chain, guides and tensioner where worn, with new gaskets and fresh oil. Clear codes and confirm the whine is gone.",
      difficulty: 5,
      cost: {
        partsLow: 200,
        partsHigh: 900,
        laborHoursLow: 4.7,
        laborHoursHigh: 13.3,
        excludes: "Estimate; excludes diagnosis, taxes, a front cover reseal and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A whine is a warning that the chain is running on worn parts; drive gently and repair before codes or rattle appear.",
      codes: ["P0011", "P0021", "P0016", "P0018"],
      terms: ["secondary timing chain", "tensioner shoe", "primary chain"],
      related: ["chain-cold-start-rattle", "broken-chain-guide-debris", "chain-stretch-proof-before-paying"],
      appliesTo: [
        {
          make: "nissan",
          models: ["altima", "maxima", "murano", "quest", "pathfinder", "frontier", "xterra", "350z", "sentra"],
          years: [2002, 2010],
          engines: [
            { name: "VQ35DE 3.5L V6", liters: 3.5 },
            { name: "VQ40DE 4.0L V6", liters: 4 },
            { name: "QR25DE 2.5L I4", liters: 2.5 },
          ],
        },
      ],
    },
    {
      slug: "bmw-n20-chain-guide-whine",
      title: "BMW 2.0 L turbo four whines from the back of the engine and sets cam codes",
      summary:
        "The 2012–2015 N20 and N26 engines (328i, 428i, 528i, X1, X3, X4, Z4) are known for timing chain guide failure; the chain sits at the transmission end, so the repair is big. Confirm it early, because a broken guide can let the chain jump or break.",
      symptoms: [
        "Whine from the rear of the engine, most audible at idle to about 2,000 rpm",
        "Whine gets louder over weeks or months",
        "Service engine soon light with timing-related faults in BMW data",
        "Engine may shut off suddenly and not restart if the chain breaks",
      ],
      symptomIds: ["whine-whir", "correlation-code", "died-while-driving"],
      causes: [
        {
          likelihood: "common",
          part: "Plastic timing chain guide rail worn or cracked",
          why: "The guide wears and breaks, letting the chain run slack and whine against what remains.",
        },
        {
          likelihood: "occasional",
          part: "Chain stretch and tensioner wear",
          why: "Wear in the chain and tensioner add slack and noise.",
        },
        {
          likelihood: "occasional",
          part: "Long condition-based oil intervals",
          why: "Extended service intervals leave the chain running in degraded oil for longer.",
        },
        {
          likelihood: "rare",
          part: "Oil pump drive chain wear",
          why: "The separate oil pump chain can also wear and make noise.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope at the rear of the cylinder head and the bellhousing area.",
          tools: ["Mechanic's stethoscope"],
          expect: "Whine loudest at the rear of the engine points to the timing chain.",
        },
        {
          step: "Read faults with a BMW-capable scan tool and check VANOS and cam/crank data.",
          tools: ["BMW-capable scan tool"],
          expect: "No timing faults yet is the best case; deviations confirm chain movement.",
        },
        {
          step: "Inspect the guide through an accessible opening with a borescope where possible.",
          tools: ["Borescope"],
          expect: "Intact guide surfaces; cracks, missing pieces or plastic in the oil confirm.",
        },
        {
          step: "Check the production date and service history for a previous chain repair.",
          tools: ["Service records"],
          expect: "Records of an updated chain and guides reduce the likelihood.",
        },
      ],
      noMeasurement:
        "The N20 rear guide whines and sheds plastic before any VANOS or cam/crank value leaves its limit; BMW publishes no meter reading for early guide wear, so it is heard and seen.",
      fix: "Replace the timing chain, guide rails, tensioner and sprockets (and usually the oil pump chain) with updated parts, new bolts and BMW special tools, typically with the engine or transmission removed. Run adaptations, clear faults and confirm a quiet engine.",
      difficulty: 5,
      cost: {
        partsLow: 600,
        partsHigh: 1500,
        laborHoursLow: 13.3,
        laborHoursHigh: 23.3,
        excludes: "Estimate; excludes diagnosis, taxes, engine damage if the chain already failed, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "If the chain breaks, the engine stops and is usually ruined; repair soon and avoid long highway trips until then.",
      codes: ["P0016", "P0017"],
      terms: ["timing chain guide", "N20", "VANOS"],
      related: ["chain-cold-start-rattle", "broken-chain-guide-debris", "mini-cold-start-chain-rattle"],
      appliesTo: [
        {
          make: "bmw",
          models: ["320i", "328i", "428i", "528i", "228i", "x1", "x3", "x4", "z4"],
          years: [2012, 2015],
          engines: [{ name: "N20/N26 2.0L turbo I4", liters: 2 }],
        },
      ],
    },
    {
      slug: "mini-cold-start-chain-rattle",
      title: "Mini Cooper rattles loudly for a few seconds on a cold start",
      summary:
        "The 2007–2013 Mini 1.6 L engines (N12, N14, N16, N18) are known for timing chain tensioner and guide wear that rattles at start-up and can let the chain jump. Replace the tensioner early; if the rattle continues or codes set, replace the chain kit.",
      symptoms: [
        "Loud rattle like a diesel for a few seconds after a cold start",
        "Rattle gets longer as the weather cools",
        "Oil level often low between changes",
        "Check engine light with cam timing faults when wear is advanced",
      ],
      symptomIds: ["cold-start-rattle", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Timing chain tensioner leaking down",
          why: "Earlier tensioners lose their oil overnight and let the chain slap until pressure builds; an updated tensioner was released.",
        },
        {
          likelihood: "common",
          part: "Chain stretch and worn guides",
          why: "A worn chain and grooved guides add slack the tensioner cannot take up at start-up.",
        },
        {
          likelihood: "occasional",
          part: "Low oil from consumption",
          why: "These engines often burn oil; a low level starves the tensioner and speeds wear.",
        },
        {
          likelihood: "rare",
          part: "VANOS phaser rattle",
          why: "A phaser rattling before it locks can sound similar.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and top up to the correct mark.",
          tools: [],
          expect:
            "Full; more than 1 quart used in 750 miles, the most BMW and Mini call normal, leaves the tensioner starved at start-up.",
        },
        {
          step: "Listen at the timing side of the engine on a cold start.",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect: "Rattle loudest at the chain side points to the tensioner and chain.",
        },
        {
          step: "Read faults and cam timing data with a BMW/Mini-capable tool.",
          tools: ["BMW-capable scan tool"],
          expect: "No timing faults means the tensioner alone may cure it; faults mean the chain set.",
        },
        {
          step: "Remove the tensioner and compare it with the updated part.",
          tools: ["Basic hand tools"],
          expect: "An updated tensioner already fitted points to chain and guide wear.",
        },
      ],
      fix: "Fit the updated tensioner as a first step; if the rattle persists or faults are stored, replace the chain, guides, tensioner and sprockets with cam locking tools and new bolts. Fill with BMW-approved oil and check the level often.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Updated chain tensioner", partsLow: 60, partsHigh: 150, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
          {
            name: "Chain, guides, tensioner and sprockets",
            partsLow: 350,
            partsHigh: 800,
            laborHoursLow: 6,
            laborHoursHigh: 10.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, carbon cleaning and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable short term, but these chains can jump and bend valves; do not ignore a rattle that lasts longer each week.",
      codes: ["P0016", "P0017", "P0011"],
      terms: ["timing chain tensioner", "VANOS", "chain stretch"],
      related: ["bmw-n20-chain-guide-whine", "chain-cold-start-rattle"],
      appliesTo: [
        {
          make: "mini",
          models: [
            "cooper",
            "hardtop",
            "cooper-convertible",
            "clubman",
            "countryman",
            "cooper-coupe",
            "cooper-roadster",
            "paceman",
          ],
          years: [2007, 2013],
          engines: [{ name: "N12/N14/N16/N18 1.6L I4", liters: 1.6 }],
        },
      ],
    },
    {
      slug: "gm-24-chain-stretch-oil-burning",
      title: "Chevy Equinox, GMC Terrain or Malibu 2.4 rattles and keeps running low on oil",
      summary:
        "On 2010–2013-era GM 2.4 L Ecotec engines, stuck piston rings burn oil, and running low on oil stretches the timing chain fast. Fix the oil burning (GM has offered extended coverage on some) and replace the chain set if codes or rattle appear.",
      symptoms: [
        "Oil level a quart or more low between changes, sometimes with a low-oil message",
        "Rattle from the timing side on start-up or at idle",
        "Check engine light with P0008 or P0016–P0017",
        "Occasional misfire from oil-fouled plugs",
      ],
      symptomIds: ["cold-start-rattle", "correlation-code", "constant-rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Timing chain stretched by running low on oil",
          why: "With the sump low, the chain and tensioner get too little clean oil and wear fast.",
        },
        {
          likelihood: "common",
          part: "Piston oil rings stuck, causing the low oil",
          why: "Coked rings pass oil into the cylinders, which is why the level keeps dropping.",
        },
        {
          likelihood: "occasional",
          part: "Chain tensioner and guides worn",
          why: "Wear in these parts adds slack and rattle.",
        },
        {
          likelihood: "rare",
          part: "Cam actuator solenoid fault",
          why: "A sticking solenoid can set similar correlation codes without stretch.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and run a 1,000-mile consumption test from a measured full mark.",
          tools: ["Dipstick", "Log sheet"],
          expect:
            "Using more than 1 quart in 2,000 miles is the consumption GM treats as excessive on these engines; that much oil loss is what starves and stretches the chain.",
        },
        {
          step: "Read codes and cam position variation data.",
          tools: ["GM-capable scan tool"],
          expect:
            "On the 2.4, both intake and exhaust cam variation retarded more than about 6 degrees at warm idle is the typical GM stretch limit (confirm in the service information); near zero clears the chain and leaves only the ring repair.",
        },
        {
          step: "Have a GM dealer check the VIN for oil-consumption special coverage.",
          tools: ["Dealer VIN lookup"],
          expect: "Coverage, where it applies, can pay for the piston and ring repair.",
        },
        {
          step: "Listen at the timing cover and check the tensioner and guides with the cover off.",
          tools: ["Mechanic's stethoscope", "Flashlight"],
          expect: "Quiet drive and intact guides; slap or worn guides confirm.",
        },
      ],
      fix: "Repair the oil consumption with pistons and rings (or GM's updated parts), and replace the timing chain, guides and tensioner if stretched, with new bolts and dexos oil. Clear codes, confirm cam variation values and recheck oil use.",
      difficulty: 5,
      cost: {
        partsLow: 300,
        partsHigh: 1500,
        laborHoursLow: 6,
        laborHoursHigh: 20,
        excludes: "Estimate; excludes diagnosis, taxes and any portion covered by GM special coverage.",
      },
      verdict: "careful",
      verdictReason: "Check the oil at every fill-up and keep it full; running low can wreck the chain and the engine.",
      codes: ["P0008", "P0016", "P0017", "P0300"],
      terms: ["Ecotec", "chain stretch", "oil consumption test", "special coverage"],
      related: ["gm-36-timing-chain-stretch", "chain-cold-start-rattle", "chain-stretch-proof-before-paying"],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["equinox", "malibu"],
          years: [2010, 2013],
          engines: [{ name: "2.4L Ecotec I4 (LAF/LEA)", liters: 2.4 }],
        },
        {
          make: "gmc",
          models: ["terrain"],
          years: [2010, 2013],
          engines: [{ name: "2.4L Ecotec I4 (LAF/LEA)", liters: 2.4 }],
        },
      ],
    },
    {
      slug: "toyota-2gr-vvt-oil-line-burst",
      title: "Sudden heavy oil leak from the back of a Toyota or Lexus 3.5 V6",
      summary:
        "Early 2GR-FE V6 engines used a VVT-i oil feed line with a rubber section that can split and dump oil in minutes. Toyota replaced it with an all-metal line under a service campaign; check the VIN, and shut the engine off at once if the oil light comes on.",
      symptoms: [
        "Large puddle of oil under the engine appearing suddenly",
        "Oil sprayed on the rear of the engine and the firewall side",
        "Oil pressure warning light on while driving",
        "Smoke from oil landing on the exhaust",
      ],
      symptomIds: ["oil-leak-front"],
      causes: [
        {
          likelihood: "common",
          part: "Rubber section of the VVT-i oil line cracked",
          why: "Heat hardens the rubber hose crimped between the metal ends until it splits under oil pressure.",
        },
        {
          likelihood: "occasional",
          part: "Banjo bolt washers leaking",
          why: "Reused or uneven crush washers seep at the line's ends.",
        },
        {
          likelihood: "rare",
          part: "Other rear-engine oil leak",
          why: "A valve cover or oil cooler leak can run to the same area and needs ruling out.",
        },
      ],
      checks: [
        {
          step: "Check the oil level immediately and note whether the oil light came on.",
          tools: [],
          expect: "Level on the dipstick; if it is below the stick or the light came on, do not run the engine.",
        },
        {
          step: "Look at the VVT oil line along the rear of the engine for a rubber section and wetness.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "An all-metal line means it was updated; a wet rubber section confirms the failure.",
        },
        {
          step: "Have a Toyota dealer check the VIN for the VVT oil line campaign.",
          tools: ["Dealer VIN lookup"],
          expect: "An open campaign covers the line replacement.",
        },
      ],
      noMeasurement:
        "The failure is a burst rubber section of the rear VVT oil line, seen by eye and confirmed against Toyota's VIN campaign lookup; no gauge reading changes the repair.",
      fix: "Install the all-metal VVT-i oil line with new crush washers, refill with the correct oil and check for leaks. If the engine ran with the oil light on, listen for bearing knock and check oil pressure before returning it to service.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 150,
        laborHoursLow: 0.7,
        laborHoursHigh: 2,
        excludes:
          "Estimate; often free under Toyota's campaign; excludes towing, taxes and engine damage from oil starvation.",
      },
      verdict: "stop",
      verdictReason:
        "A split line can empty the engine of oil within minutes; if oil is pouring out or the oil light is on, shut it off and tow it.",
      codes: [],
      terms: ["VVT-i", "oil feed line", "service campaign", "crush washer"],
      related: ["timing-cover-oil-leak-chain-engine", "cooling-system/internal-water-pump-failure"],
      appliesTo: [
        {
          make: "toyota",
          models: ["avalon", "camry", "rav4", "highlander", "sienna", "venza"],
          years: [2005, 2009],
          engines: [{ name: "2GR-FE 3.5L V6", liters: 3.5 }],
        },
        {
          make: "lexus",
          models: ["es", "rx"],
          years: [2007, 2009],
          engines: [{ name: "2GR-FE 3.5L V6", liters: 3.5 }],
        },
      ],
    },
    {
      slug: "timing-cover-oil-leak-chain-engine",
      title: "Oil seeping down the face of the timing chain cover on a chain-driven engine",
      summary:
        "Chain covers are sealed with RTV or molded gaskets that harden with age, and a seep down the cover face is common on Toyota 2AZ-FE fours and many V6s. Watch small seeps; a real leak means removing the cover, so inspect the chain while it is off.",
      symptoms: [
        "Oily film down the front or side of the engine below the timing cover seam",
        "Drips onto the subframe or splash shield",
        "Burning-oil smell if it reaches the exhaust",
        "Oil level dropping slowly between changes",
      ],
      symptomIds: ["oil-leak-front"],
      causes: [
        {
          likelihood: "common",
          part: "RTV seal at the timing cover joint hardened or lifted",
          why: "Heat cycles crack the sealant where the cover meets the block, head and oil pan, especially at the three-way corners.",
        },
        {
          likelihood: "occasional",
          part: "Front crankshaft seal",
          why: "A worn crank seal leaks at the pulley and spreads oil over the cover.",
        },
        {
          likelihood: "occasional",
          part: "Valve cover gasket leaking from above",
          why: "Oil running down from the valve cover looks like a timing cover leak.",
        },
        {
          likelihood: "rare",
          part: "VVT solenoid or cam sensor O-ring in the cover",
          why: "A hardened O-ring on a part mounted in the cover seeps onto its face.",
        },
      ],
      checks: [
        {
          step: "Pressure-wash the cover face dry, dose the oil with UV dye, drive about 25 miles and scan the cover seams and the cover-to-head T-joints with the lamp.",
          tools: ["Degreaser", "UV dye", "UV lamp"],
          expect:
            "Dye glowing first at the cover-to-block or cover-to-head seam condemns the sealant; dye starting at a VVT solenoid or cam sensor above it points there.",
        },
        {
          step: "Inspect the valve cover gasket, VVT solenoid and cam sensor O-rings above the cover.",
          tools: ["Flashlight"],
          expect: "Dry; a wet item above the cover is the cheaper fix.",
        },
        {
          step: "Check the crank seal area behind the pulley.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Dry seal lip; oil flung in a ring around the pulley points to the seal.",
        },
      ],
      noMeasurement:
        "A seeping timing-cover seam is found by following UV dye up to the joint on a chain engine; the sealant failure shows as dye, not as any reading on a meter or gauge.",
      fix: "Remove the cover, clean all sealing surfaces to bare metal, apply the specified sealant bead and observe assembly and cure times, and fit a new crank seal. Inspect the chain, guides and tensioner while the cover is off, and replace anything worn.",
      difficulty: 4,
      cost: {
        partsLow: 30,
        partsHigh: 200,
        laborHoursLow: 2.7,
        laborHoursHigh: 8,
        excludes: "Estimate; excludes diagnosis, taxes and chain parts if found worn while the cover is off.",
      },
      verdict: "ok",
      verdictReason:
        "A seep is safe to drive with if the oil level is checked regularly; fix it if drips reach the exhaust.",
      codes: [],
      terms: ["timing cover", "RTV sealant", "crankshaft seal", "UV dye"],
      related: [
        "oil-soaked-timing-belt",
        "toyota-2gr-vvt-oil-line-burst",
        "cooling-system/internal-water-pump-failure",
      ],
      commonOn: [{ make: "toyota", years: [2001, 2015], engines: [{ name: "2AZ-FE 2.4L I4", liters: 2.4 }] }],
    },
    {
      slug: "toyota-vvt-gear-cold-start-grind",
      title: "Brief grinding rattle on cold starts from a Toyota Corolla, Camry or RAV4 four-cylinder",
      summary:
        "On the 1.8 L 2ZR-FE and 2.5 L 2AR-FE, a one- to two-second grind after a cold start is usually the intake cam timing gear (VVT-i actuator) rattling before its lock pin engages. Toyota released an updated gear; replace it once confirmed.",
      symptoms: [
        "Grinding or rattling for one or two seconds after the car sits overnight",
        "Quiet on warm restarts",
        "No warning light and no drivability change",
        "Louder in cold weather",
      ],
      symptomIds: ["cold-start-rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Intake camshaft timing gear (VVT-i actuator) lock pin wear",
          why: "Before oil pressure fills the actuator, a worn lock pin lets the rotor chatter against its housing.",
        },
        {
          likelihood: "occasional",
          part: "Timing chain tensioner leaking down",
          why: "A tensioner that drains overnight lets the chain slap briefly at start-up.",
        },
        {
          likelihood: "rare",
          part: "Oil filter without an effective anti-drainback valve",
          why: "Slow oil pressure build-up lengthens the rattle.",
        },
      ],
      checks: [
        {
          step: "Reproduce the noise after the car has sat at least eight hours, listening at the intake cam end and the timing cover.",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect: "Grind loudest at the intake cam sprocket area points to the VVT-i gear.",
        },
        {
          step: "Check VVT-i desired vs. actual angle on a warm engine.",
          tools: ["Scan tool"],
          expect:
            "Actual within a few degrees of target (typically under 5 degrees) once warm; the worn lock pin only rattles in the first second or two after a cold start, so normal tracking and no code are expected.",
        },
        {
          step: "Confirm oil level, grade (often 0W-20) and an OE-type filter.",
          tools: [],
          expect: "Correct oil and filter; fix these before replacing parts.",
        },
        {
          step: "Ask a Toyota dealer whether a bulletin applies to the VIN and engine.",
          tools: ["Dealer VIN lookup"],
          expect: "An applicable bulletin specifies the updated gear part number.",
        },
      ],
      fix: "Replace the intake camshaft timing gear with the updated part and a new bolt, torque to spec, and fit a new valve cover gasket where required. Confirm a quiet start after an overnight sit.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 450,
        laborHoursLow: 2,
        laborHoursHigh: 4.7,
        excludes: "Estimate; excludes diagnosis, taxes, a chain tensioner if also weak, and dealer pricing.",
      },
      verdict: "ok",
      verdictReason: "The noise is annoying but the engine is not at immediate risk; fix it when convenient.",
      codes: [],
      terms: ["VVT-i", "camshaft timing gear", "lock pin"],
      related: ["chain-cold-start-rattle", "honda-k24-vtc-actuator-grind"],
      appliesTo: [
        {
          make: "toyota",
          models: ["corolla", "corolla-matrix", "camry", "rav4", "venza"],
          years: [2009, 2016],
          engines: [
            { name: "2ZR-FE 1.8L I4", liters: 1.8 },
            { name: "2AR-FE 2.5L I4", liters: 2.5 },
          ],
        },
      ],
    },
    {
      slug: "honda-k24-vtc-actuator-grind",
      title: "Honda Accord, CR-V or Element four-cylinder grinds for a second on cold starts",
      summary:
        "On the 2.4 L K24 engine the VTC actuator, Honda's intake cam phaser, grinds or rattles briefly after a cold start when its lock pin wears. Honda released an updated actuator; replace it, and check the chain and tensioner while the cover is off.",
      symptoms: [
        "Loud grind or rattle lasting about a second on the first start of the day",
        "Quiet on warm restarts",
        "Usually no check engine light",
        "Seen on 2003–2014-era Accord, CR-V, Element and TSX",
      ],
      symptomIds: ["cold-start-rattle"],
      causes: [
        {
          likelihood: "common",
          part: "VTC actuator lock pin worn",
          why: "Until oil pressure builds, the worn actuator rotor slaps back and forth against its stops.",
        },
        {
          likelihood: "occasional",
          part: "Timing chain tensioner weak",
          why: "A tensioner that drains overnight adds chain slap to the start-up noise.",
        },
        {
          likelihood: "occasional",
          part: "Oil change overdue or wrong grade",
          why: "Thick, old or wrong oil slows filling of the actuator and tensioner.",
        },
        {
          likelihood: "rare",
          part: "VTC oil control valve screen clogged",
          why: "Restricted oil supply delays actuator lock-up.",
        },
      ],
      checks: [
        {
          step: "Record the noise on an overnight cold start and listen at the intake cam end.",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect:
            "A one-second grind loudest at the VTC actuator end of the intake cam, fading as oil pressure builds, points to its worn lock pin.",
        },
        {
          step: "Read codes and VTC desired vs. actual data warm.",
          tools: ["Scan tool"],
          expect: "No codes and normal tracking; a P0011 or slow tracking points to the oil control valve or screen.",
        },
        {
          step: "Unplug the VTC oil control valve and measure its coil, then remove the valve and inspect its screen.",
          tools: ["Basic hand tools"],
          expect:
            "Coil typically about 6.5–8 Ω at 68 °F (confirm in the service information) and a clean screen; an open coil fails the valve, and debris means clean or replace the screen and change the oil.",
        },
        {
          step: "With the valve cover off, check the chain tensioner extension and guide wear.",
          tools: ["Flashlight", "Service information"],
          expect: "Tensioner within its limit; near the limit means replace the chain set too.",
        },
      ],
      fix: "Replace the VTC actuator with the updated part and a new bolt, and the valve cover gasket; replace the chain, guides and tensioner if worn. Confirm a quiet cold start the next morning.",
      difficulty: 4,
      cost: {
        partsLow: 200,
        partsHigh: 450,
        laborHoursLow: 2,
        laborHoursHigh: 4.7,
        excludes: "Estimate; excludes diagnosis, taxes and chain parts if found worn.",
      },
      verdict: "ok",
      verdictReason:
        "A one-second cold-start grind is not an emergency; repair it before the chain or tensioner wear follows.",
      codes: ["P0011"],
      terms: ["VTC actuator", "cam phaser", "lock pin"],
      related: ["toyota-vvt-gear-cold-start-grind", "chain-cold-start-rattle"],
      appliesTo: [
        {
          make: "honda",
          models: ["accord", "cr-v", "element"],
          years: [2007, 2014],
          engines: [{ name: "K24 2.4L I4", liters: 2.4 }],
        },
      ],
    },
    {
      slug: "crank-bolt-loose-after-belt-job",
      title: "Crank pulley wobbles or a knock starts soon after timing belt or front seal work",
      summary:
        "A crank bolt not torqued to spec lets the pulley and timing sprocket work loose, wallowing out the keyway and shifting timing. Stop driving, check the pulley and bolt, and replace the sprocket, key and bolt; a damaged crank snout may mean a new crankshaft.",
      symptoms: [
        "Crank pulley visibly wobbling at idle",
        "Knock or clunk from the front of the engine, worse on throttle changes",
        "Accessory belt squealing, fraying or walking off",
        "Correlation or crank sensor code as timing drifts",
      ],
      symptomIds: ["after-timing-job", "knock-idle", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Crank bolt under-torqued or a stretched bolt reused",
          why: "Many crank bolts need very high torque or torque plus angle; without full clamp load the pulley and sprocket work loose.",
        },
        {
          likelihood: "occasional",
          part: "Woodruff key not seated or missing",
          why: "A key that rides up lets the sprocket rotate on the crank snout.",
        },
        {
          likelihood: "occasional",
          part: "Harmonic balancer rubber separating",
          why: "The outer ring of the damper wobbles independently of the hub, which looks like a loose bolt.",
        },
        {
          likelihood: "rare",
          part: "Cracked crank snout",
          why: "Repeated movement of a loose pulley can crack the crank nose.",
        },
      ],
      checks: [
        {
          step: "Watch the crank pulley edge at idle with a light, from the side.",
          tools: ["Flashlight"],
          expect:
            "It spins true; wobble at the hub means a loose pulley, wobble only at the outer ring means damper rubber.",
        },
        {
          step: "With the engine off, check whether the paint or scribe mark on the bolt and pulley still line up, then check torque with the crank held by the service tool.",
          tools: ["Torque wrench", "Crank holding tool"],
          expect:
            "The bolt holds its spec without turning (often 130–200 ft-lb or torque plus angle; 181 ft-lb on a Honda J35); a bolt that turns at a fraction of that confirms it was loose.",
        },
        {
          step: "Read codes and correlation data.",
          tools: ["Scan tool"],
          expect: "Correlation in range; an offset means the sprocket has moved.",
        },
        {
          step: "Remove the pulley and inspect the keyway, key and crank snout.",
          tools: ["Harmonic balancer puller", "Flashlight"],
          expect: "Sharp keyway edges and a tight key; a wallowed slot or cracked snout changes the repair.",
        },
      ],
      fix: "Replace the crank bolt (new if torque-to-yield), key, timing sprocket and pulley or damper if damaged, retime the belt and torque the bolt to spec with the holding tool. If the crank snout is damaged, the crank or engine must be replaced.",
      difficulty: 4,
      cost: {
        partsLow: 40,
        partsHigh: 400,
        laborHoursLow: 2,
        laborHoursHigh: 6,
        excludes:
          "Estimate; excludes towing, taxes, a crankshaft or engine if the snout is damaged, and valve repair if timing slipped.",
      },
      verdict: "stop",
      verdictReason:
        "A loose crank pulley can let the timing sprocket slip and wreck an interference engine in seconds; do not drive it.",
      codes: ["P0016", "P0335"],
      terms: ["crank bolt", "Woodruff key", "harmonic balancer", "torque-to-yield"],
      related: [
        "runs-badly-after-timing-belt-job",
        "timing-belt-jumped-tooth",
        "belt-system/balancer-outer-ring-walking",
        "belt-system/oil-soaked-belt",
      ],
    },
    {
      slug: "mercedes-m272-m273-sprocket-wear",
      title: "Mercedes V6 or V8 sets P0016 or P0017 but otherwise seems to run fine",
      summary:
        "On 2005–2008-era M272 V6 and M273 V8 engines, a prematurely worn balance shaft sprocket (V6) or idler sprocket (V8) lets cam timing drift and sets correlation codes. Confirm with cam deviation data; the repair is large, often with the engine out.",
      symptoms: [
        "Check engine light with P0016 or P0017, often with nothing else wrong",
        "Code returns soon after clearing",
        "Later, a rattle or rough running as the teeth wear further",
        "Seen in C-, E-, CLK-, SLK-, ML- and R-Class models of that era",
      ],
      symptomIds: ["correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Worn balance shaft sprocket (M272) or idler sprocket (M273)",
          why: "The sprocket's teeth wear rapidly on affected engines, so the chain's position against the crank shifts and the cams fall out of correlation.",
        },
        {
          likelihood: "occasional",
          part: "Timing chain stretch and tensioner wear",
          why: "General chain wear produces the same codes on high-mileage engines.",
        },
        {
          likelihood: "occasional",
          part: "Camshaft adjuster solenoids (magnets) leaking or failing",
          why: "A faulty adjuster solenoid sets similar codes, and oil wicking from it can damage the harness.",
        },
        { likelihood: "rare", part: "Camshaft position sensor", why: "A failing sensor can shift the signal edge." },
      ],
      checks: [
        {
          step: "Check the engine serial number against the affected range in service information.",
          tools: ["Service information"],
          expect: "A later serial number makes sprocket wear less likely.",
        },
        {
          step: "Read camshaft deviation or position values for each cam with a Mercedes-capable scan tool.",
          tools: ["Mercedes-capable scan tool"],
          expect:
            "Healthy cams read near 0 degrees; values past roughly 6–9 degrees (typical; confirm in the service information) on the cams driven by the worn sprocket confirm a mechanical shift, not a sensor fault.",
        },
        {
          step: "Check the camshaft adjuster solenoids for oil in the connectors and correct resistance.",
          tools: ["Multimeter", "Flashlight"],
          expect: "Dry connectors and in-spec solenoids rule them out.",
        },
        {
          step: "Remove the valve covers, set cylinder 1 at TDC and check the camshaft alignment marks.",
          tools: ["Service information", "Basic hand tools"],
          expect: "Marks aligned; cams retarded from their marks confirm wear in the drive.",
        },
      ],
      fix: "Replace the balance shaft (M272) or idler sprocket (M273) together with the timing chain, guides, tensioner and cam adjusters as needed, usually with the engine removed. Clear codes and confirm camshaft deviation values afterward.",
      difficulty: 5,
      cost: {
        partsLow: 600,
        partsHigh: 1800,
        laborHoursLow: 16.7,
        laborHoursHigh: 26.7,
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer pricing, leaking camshaft adjuster magnets and their harness, and seals or mounts found failing with the engine out.",
      },
      verdict: "careful",
      verdictReason: "It can be driven for a time, but continuing wear can let the chain skip and damage the engine.",
      codes: ["P0016", "P0017"],
      terms: ["balance shaft", "idler sprocket", "camshaft adjuster"],
      related: ["chain-stretch-proof-before-paying", "correlation-code-after-chain-job"],
      appliesTo: [
        {
          make: "mercedes-benz",
          models: [
            "c-class",
            "e-class",
            "clk-class",
            "cls-class",
            "cl-class",
            "s-class",
            "sl-class",
            "slk-class",
            "m-class",
            "r-class",
            "gl-class",
          ],
          years: [2005, 2008],
          engines: [
            { name: "M272 2.5L V6", liters: 2.5 },
            { name: "M272 3.0L V6", liters: 3 },
            { name: "M272 3.5L V6", liters: 3.5 },
            { name: "M273 4.7L V8", liters: 4.7 },
            { name: "M273 5.5L V8", liters: 5.5 },
          ],
        },
      ],
    },
    {
      slug: "ford-10-ecoboost-wet-belt",
      title: "Ford 1.0 EcoBoost three-cylinder shows a low oil pressure warning",
      summary:
        "The 1.0 L EcoBoost in the Fiesta, Focus and EcoSport runs its timing belt in the oil; an aging belt can shed material that clogs the oil pump pickup. Treat a low oil pressure warning as a stop, use only the specified oil and replace the belt on time.",
      symptoms: [
        "Low oil pressure warning or message, at idle or while driving",
        "Black rubbery particles in the drained oil or on the filter",
        "Rattle or ticking from a lack of oil pressure",
        "Check engine light with an oil pressure code",
      ],
      symptomIds: ["debris-in-oil", "interval-due"],
      causes: [
        {
          likelihood: "common",
          part: "Timing belt material degrading in the oil",
          why: "Belt fibers and rubber flake off with age and collect on the oil pump pickup screen, restricting flow.",
        },
        {
          likelihood: "occasional",
          part: "Oil not to the engine's specification",
          why: "Oil outside the specification can attack the belt material and speed degradation.",
        },
        {
          likelihood: "occasional",
          part: "Long oil change intervals or fuel-diluted oil",
          why: "Degraded oil accelerates belt wear and carries more debris.",
        },
        {
          likelihood: "rare",
          part: "Oil pressure sensor or switch fault",
          why: "A faulty sensor gives a warning without a real pressure loss.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and look at the oil and filter for dark rubbery particles.",
          tools: ["Flashlight", "Oil filter cutter"],
          expect: "Clean oil; particles in the filter point to belt degradation.",
        },
        {
          step: "Unscrew the oil pressure switch, thread a mechanical gauge into its port and compare the reading at hot idle with the one at 2,000 rpm.",
          tools: ["Oil pressure gauge with adapter"],
          expect:
            "Typically 15 psi (1 bar) or more hot at idle and well above that at 2,000 rpm (confirm in the service information); low readings that match the warning confirm belt debris is restricting the pickup.",
        },
        {
          step: "Drop the oil pan and look for dark belt fragments matted on the pump pickup screen.",
          tools: ["Basic hand tools"],
          expect: "A clear screen; belt debris on it confirms the cause.",
        },
        {
          step: "Inspect the timing belt condition through the cover per the service procedure.",
          tools: ["Service information"],
          expect: "A belt within its service limits; damaged or frayed belt confirms replacement.",
        },
      ],
      fix: "Replace the timing belt and tensioner, clean or replace the oil pump pickup and screen, replace the oil pan gasket, and fill with oil to the exact Ford specification. Confirm oil pressure with a gauge before returning the car.",
      difficulty: 5,
      cost: {
        partsLow: 200,
        partsHigh: 700,
        laborHoursLow: 4.7,
        laborHoursHigh: 10,
        excludes: "Estimate; excludes towing, diagnosis, taxes and engine damage from oil starvation.",
      },
      verdict: "stop",
      verdictReason:
        "An engine running with low oil pressure can destroy its bearings in minutes; shut it off and tow it.",
      codes: ["P0524", "P0521"],
      terms: ["belt-in-oil", "wet timing belt", "oil pickup screen", "oil pressure"],
      related: ["broken-chain-guide-debris", "timing-belt-overdue"],
      appliesTo: [
        {
          make: "ford",
          models: ["fiesta", "focus", "ecosport"],
          years: [2014, 2022],
          engines: [{ name: "1.0L EcoBoost I3", liters: 1 }],
        },
      ],
    },
    {
      slug: "chain-stretch-proof-before-paying",
      title: "Told the timing chain is stretched and you want proof before paying for it",
      summary:
        "Ask for evidence: cam/crank correlation or cam variation values against the service limit, a scope capture compared with a known-good pattern, a stored correlation code, or a measured tensioner extension. Noise alone is not proof; data is.",
      symptoms: [
        "Shop quote of $1,500–$4,000 for a timing chain job",
        "Correlation code stored, or only a rattle described",
        "Engine may run normally",
        "No printout or data shown with the estimate",
      ],
      symptomIds: ["correlation-code", "cold-start-rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Genuine chain stretch from pin and bushing wear",
          why: "Wear lengthens the chain and retards the cams by a measurable amount the PCM and a scope can both see.",
        },
        {
          likelihood: "occasional",
          part: "Cam phaser or oil control valve fault",
          why: "A sticking phaser or solenoid sets the same correlation codes for a far cheaper repair.",
        },
        {
          likelihood: "occasional",
          part: "Cam or crank sensor problem",
          why: "A weak or wrong sensor shifts the signal edge without any mechanical change.",
        },
        {
          likelihood: "rare",
          part: "Damaged reluctor wheel",
          why: "A bent tooth on a target wheel distorts the signal the correlation check uses.",
        },
      ],
      checks: [
        {
          step: "Ask for the stored codes, freeze frame and the correlation or cam variation values with the service limit.",
          tools: ["Scan tool printout"],
          expect:
            "Ask to see the number against the limit: about 6 degrees is the threshold commonly used on GM engines (typical; confirm in the service information). Every cam at or past its limit supports stretch; values within about 2 degrees of zero do not.",
        },
        {
          step: "Ask whether the phasers and oil control valves were tested by command.",
          tools: ["Bidirectional scan tool"],
          expect: "Cams responding correctly to commands means the control side is working.",
        },
        {
          step: "Ask for a crank/cam scope capture overlaid on a known-good pattern.",
          tools: ["Lab scope"],
          expect: "A consistent offset on every cam points to the chain; one cam out points to its phaser or sprocket.",
        },
        {
          step: "Where the engine allows, ask for the tensioner extension or guide wear to be shown through an inspection port or with a cover off.",
          tools: ["Borescope", "Service information"],
          expect: "Tensioner near or past its extension limit confirms the diagnosis.",
        },
      ],
      fix: "Authorize a chain job only when the data shows stretch; replace chains, guides, tensioners and worn sprockets or phasers as a set. Afterward, ask to see the correlation values moved back toward the middle of the range.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.7,
        laborHoursHigh: 2,
        excludes:
          "Estimate for a second-opinion diagnosis; the chain job itself commonly runs $1,500–$4,000 and is not included.",
      },
      verdict: "ok",
      verdictReason:
        "Getting proof costs little time; keep driving normally unless the rattle worsens or the engine starts running badly.",
      codes: ["P0008", "P0009", "P0016", "P0017", "P0018", "P0019"],
      terms: ["chain stretch", "correlation", "cam variation", "known-good waveform"],
      related: ["gm-36-timing-chain-stretch", "correlation-code-after-chain-job", "chain-cold-start-rattle"],
    },
    {
      slug: "belt-slap-hydraulic-tensioner",
      title: "Slapping or flapping noise from the timing belt cover on a V6 with a hydraulic tensioner",
      summary:
        "A hydraulic belt tensioner that has leaked its oil or seized no longer keeps the belt tight, so the slack side flaps against the cover and can jump a tooth. Look for oil on the tensioner body and slack in the belt; replace the tensioner with the belt.",
      symptoms: [
        "Rhythmic slap or flutter from the timing cover at idle, sometimes fading with rpm",
        "Worse on cold starts or when the engine is shut off",
        "Oily wetness on the tensioner body seen through the upper cover",
        "Common on Honda and Acura V6s, Toyota and Lexus V6s and V8s, and Subaru flat-fours",
      ],
      symptomIds: ["constant-rattle", "interval-due"],
      causes: [
        {
          likelihood: "common",
          part: "Hydraulic tensioner leaking oil past its seal",
          why: "Once the oil escapes, the plunger no longer resists belt load and retracts, leaving the belt slack.",
        },
        {
          likelihood: "occasional",
          part: "Tensioner arm pivot or pulley worn",
          why: "Play at the pivot lets the pulley move away from the belt under load.",
        },
        {
          likelihood: "occasional",
          part: "Old belt stretched and worn",
          why: "Worn teeth and a longer belt push the tensioner to the end of its travel.",
        },
        {
          likelihood: "rare",
          part: "Tensioner retaining pin left in after a belt job",
          why: "With the pin in place the tensioner never extends, so the belt stays loose from day one.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope on the timing cover at idle and just after shutdown.",
          tools: ["Mechanic's stethoscope"],
          expect: "Slapping loudest along the belt's slack side points to the tensioner.",
        },
        {
          step: "Remove the upper cover and look at the tensioner body and the belt's slack run.",
          tools: ["Basic hand tools", "Flashlight"],
          expect:
            "A dry tensioner and a taut belt; wet oil on the tensioner or a belt you can flex well beyond spec confirms.",
        },
        {
          step: "Remove the tensioner and compress it slowly in a vise, comparing plunger protrusion with the service spec.",
          tools: ["Bench vise", "Ruler", "Service information"],
          expect:
            "A good unit resists firmly and creeps in slowly, and its pushrod sticks out the listed length (about 10–11 mm on a Toyota 1MZ, typical; confirm in the service information); one that collapses or sits short is finished.",
        },
      ],
      fix: "Replace the hydraulic tensioner with the belt, idlers and (if belt-driven) the water pump; compress the new tensioner slowly and pin it, fit the belt, then pull the pin. Turn the engine two revolutions by hand and recheck the marks.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 650,
        laborHoursLow: 2.3,
        laborHoursHigh: 6.7,
        excludes: "Estimate; excludes diagnosis, taxes, dealer pricing, and cam and crank seals if they are leaking.",
      },
      verdict: "careful",
      verdictReason:
        "Drive as little as possible: a slack belt can jump a tooth, which bends valves on interference engines such as Honda's V6s.",
      codes: [],
      terms: ["hydraulic tensioner", "retaining pin", "slack side"],
      related: ["timing-belt-jumped-tooth", "idler-tensioner-bearing-growl", "timing-belt-overdue"],
    },
    {
      slug: "timing-belt-edge-fraying",
      title: "Timing belt edge is frayed or the belt rides against one side of a pulley",
      summary:
        "A belt that walks to one edge means a pulley, tensioner or water pump is out of line or wobbling on a worn bearing. Replace the belt and find the misaligned part; a new belt on the same misalignment will fray again and can walk off.",
      symptoms: [
        "Frayed or shredded fibers along one edge of the belt",
        "Black dust or fibers on the inside of the timing cover",
        "Faint chirp or ticking from the cover that follows rpm",
        "Belt visibly riding against a pulley flange",
      ],
      symptomIds: ["whine-whir", "after-timing-job"],
      causes: [
        {
          likelihood: "common",
          part: "Idler or tensioner pulley tilted by a worn bearing",
          why: "Bearing play lets the pulley cock at an angle, steering the belt toward one edge.",
        },
        {
          likelihood: "occasional",
          part: "Belt-driven water pump bearing wobbling",
          why: "A loose pump shaft tilts its pulley and pushes the belt sideways.",
        },
        {
          likelihood: "occasional",
          part: "Wrong spacer, bolt or bent bracket after earlier work",
          why: "A pulley mounted slightly out of plane tracks the belt to one side.",
        },
        {
          likelihood: "rare",
          part: "Damaged sprocket flange or loose sprocket",
          why: "A bent guide flange or a sprocket moving on its shaft pushes the belt off line.",
        },
      ],
      checks: [
        {
          step: "Inspect both belt edges and the cover interior.",
          tools: ["Flashlight"],
          expect: "Clean edges; fraying on one side shows which way the belt is being pushed.",
        },
        {
          step: "Rock every pulley and the water pump by hand with the belt off.",
          tools: [],
          expect: "No play at any pulley; play identifies the culprit.",
        },
        {
          step: "Lay a straightedge across the pulley faces where access allows.",
          tools: ["Straightedge"],
          expect: "All pulley faces in one plane; an offset pulley confirms misalignment.",
        },
        {
          step: "After repair, turn the engine by hand and watch the belt track.",
          tools: ["Breaker bar", "Flashlight"],
          expect: "Belt stays centered on every pulley through two revolutions.",
        },
      ],
      noMeasurement:
        "Edge fraying and belt tracking are judged by eye, and a bad pulley by rocking it; no shop gauge gives a pass/fail figure for a timing belt pushed against one flange.",
      fix: "Replace the belt together with the worn or misaligned pulley, tensioner or pump, correct any wrong spacer or bracket, and confirm tracking by hand before closing the covers.",
      difficulty: 4,
      cost: {
        partsLow: 120,
        partsHigh: 600,
        laborHoursLow: 2.3,
        laborHoursHigh: 6.3,
        excludes: "Estimate; excludes diagnosis, taxes and seals or a water pump not part of the kit.",
      },
      verdict: "careful",
      verdictReason:
        "A fraying belt is weakened and can walk off its sprockets; have it replaced soon and avoid long trips.",
      codes: [],
      terms: ["belt tracking", "idler pulley", "pulley alignment"],
      related: ["idler-tensioner-bearing-growl", "whine-after-new-timing-belt"],
    },
    {
      slug: "timing-marks-dont-line-up",
      title: "Timing marks don't line up after turning the engine a couple of turns by hand",
      summary:
        "Often nothing is wrong: cams turn at half crank speed, so their marks align only every second crank revolution, and colored chain links stop matching after the first turn. Recheck at TDC on compression with the sprocket marks or locking tools.",
      symptoms: [
        "Cam marks point the wrong way or sit 180 degrees off after turning the crank one turn",
        "Colored links on the chain no longer sit on the sprocket marks",
        "Crank mark at TDC but cam locking tool will not slide in",
        "Worry that the belt or chain was installed wrong",
      ],
      symptomIds: ["after-timing-job"],
      causes: [
        {
          likelihood: "common",
          part: "Crank turned only one revolution",
          why: "At TDC on the exhaust stroke the cams are 180 degrees from their compression-stroke marks.",
        },
        {
          likelihood: "common",
          part: "Checking against colored chain links instead of sprocket marks",
          why: "The links are only for installation; because tooth counts differ, they realign only after many revolutions.",
        },
        {
          likelihood: "occasional",
          part: "Cam phaser not at its locked home position",
          why: "A phaser turned while unlocked sits a few degrees off, so marks and tools do not line up.",
        },
        {
          likelihood: "rare",
          part: "Belt or chain genuinely one tooth off",
          why: "A tooth error shows at the same place every time the crank reaches TDC on compression.",
        },
      ],
      checks: [
        {
          step: "Turn the crank two full revolutions clockwise (as viewed from the front on most engines) to the TDC mark.",
          tools: ["Breaker bar"],
          expect:
            "After 720 degrees of crank rotation the cam marks return to their service-procedure positions; after only 360 degrees they sit half a cam turn away, which is normal and not a timing error.",
        },
        {
          step: "Ignore chain link colors and check only the sprocket and cover marks or the locking tools.",
          tools: ["Service information", "Cam locking tools"],
          expect: "Locking tools that drop in freely confirm correct timing.",
        },
        {
          step: "On phaser engines, confirm each phaser is at its locked home position per the procedure.",
          tools: ["Service information"],
          expect: "Phasers locked; an unlocked phaser must be returned home before judging the marks.",
        },
        {
          step: "If a mark is still off at TDC on compression, count the teeth or links between marks and compare with the procedure.",
          tools: ["Flashlight", "Paint marker"],
          expect: "A one-tooth error means retiming before the engine is started.",
        },
      ],
      fix: "If the marks align at TDC on compression and locking tools fit, finish assembly. If not, return the crank to the safe position, retime the cams, bring the crank to TDC and recheck after two more revolutions. Do not start the engine until the marks are verified.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate; excludes the timing job itself and any repair if a tooth error is found after the engine was run.",
      },
      verdict: "ok",
      verdictReason:
        "Checking marks does no harm; just do not start the engine until timing is verified at TDC on compression.",
      codes: [],
      terms: ["top dead center", "compression stroke", "timing marks", "cam locking tool"],
      related: ["engine-locks-while-turning-by-hand", "runs-badly-after-timing-belt-job"],
    },
    {
      slug: "rattle-returns-after-chain-job",
      title: "Timing chain rattle came back within months of a timing chain replacement",
      summary:
        "A rattle that returns soon usually means something was reused or skipped: old tensioners or guides, worn phasers, a low-quality kit, or the same oil habits that wore out the first chain. Read correlation data and check which parts were actually replaced.",
      symptoms: [
        "Cold-start or idle rattle similar to before the repair",
        "Correlation codes returning, or values drifting toward the limit again",
        "Invoice lists a chain but not tensioners, guides or phasers",
        "Oil found low or overdue since the repair",
      ],
      symptomIds: ["cold-start-rattle", "after-timing-job", "constant-rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Tensioners or guides reused",
          why: "Worn guides and leak-down tensioners cannot control even a new chain.",
        },
        {
          likelihood: "common",
          part: "Worn cam phasers left in place",
          why: "A phaser rattle at start-up sounds like chain noise and was never addressed.",
        },
        {
          likelihood: "occasional",
          part: "Low-quality chain kit",
          why: "Some economy chains and tensioners wear quickly or do not match OE dimensions.",
        },
        {
          likelihood: "occasional",
          part: "Oil level, grade or change interval unchanged",
          why: "The conditions that stretched the first chain wear the new one too.",
        },
        {
          likelihood: "rare",
          part: "Low oil pressure from a worn pump or bearings",
          why: "Tensioners need oil pressure to hold; low pressure leaves them weak.",
        },
      ],
      checks: [
        {
          step: "Get the invoice and parts list from the previous repair.",
          tools: [],
          expect: "OE or equivalent chains, guides, tensioners and any phasers listed; gaps point to what was skipped.",
        },
        {
          step: "Compare correlation or cam variation values now with the values after the repair.",
          tools: ["Enhanced scan tool"],
          expect:
            "Values holding within about 1–2 degrees of the post-repair reading are stable; a drift of several degrees toward the limit within months confirms the new chain is wearing fast.",
        },
        {
          step: "Listen at the tensioner area and at the phasers separately on a cold start.",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect: "The loudest point tells you chain versus phaser.",
        },
        {
          step: "Before quoting a second chain, confirm the oil grade and level, then read hot pressure at idle and 2,500 rpm on a gauge in the sender port.",
          tools: ["Oil pressure gauge"],
          expect:
            "Typically at least 10 psi at hot idle and about 25–35 psi at 2,500 rpm (confirm in the service information); anything lower starves the new tensioner and must be fixed before another chain.",
        },
      ],
      fix: "Replace whatever was skipped with OE-quality parts (tensioners, guides, phasers, sprockets), fix any oil pressure problem, and set a shorter oil change interval with the correct oil. Confirm correlation values and a quiet cold start; check warranty coverage with the first shop.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Replace the reused tensioners and guides",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1.3,
            laborHoursHigh: 3,
          },
          {
            name: "Redo the timing set with OE parts and phasers",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 7,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; may be covered by the installing shop's warranty; excludes taxes and oil pump or bearing work.",
      },
      verdict: "careful",
      verdictReason:
        "The same failure is developing again; drive gently and get it rechecked before the chain can jump.",
      codes: ["P0008", "P0016", "P0017"],
      terms: ["chain kit", "cam phaser", "chain tensioner"],
      related: ["correlation-code-after-chain-job", "chain-cold-start-rattle", "chain-stretch-proof-before-paying"],
    },
    {
      slug: "phaser-knock-returns-after-solenoid",
      title: "Cam timing code and a knock at idle came back after a new VVT solenoid",
      summary:
        "If the oil control valve was not the fault, the phaser itself probably is: worn vanes, lock pin or seals let the cam drift and rattle at low oil pressure. Confirm with commanded-angle tests and a mechanical oil pressure reading before replacing it.",
      symptoms: [
        "P0011, P0014 or a bank 2 equivalent returning after a new solenoid",
        "Ticking knock at hot idle that fades above about 1,500 rpm",
        "Rough idle when hot",
        "Rattle on start-up on some engines",
      ],
      symptomIds: ["knock-idle", "correlation-code"],
      causes: [
        {
          likelihood: "common",
          part: "Cam phaser vanes, seals or lock pin worn",
          why: "Internal leakage lets the phaser drift from the commanded angle and the rotor rattle in its housing at low oil pressure.",
        },
        {
          likelihood: "occasional",
          part: "Low oil pressure at hot idle",
          why: "Worn bearings or a tired pump leave too little pressure to hold the phaser.",
        },
        {
          likelihood: "occasional",
          part: "Clogged oil screen in the head or cam bolt feeding the phaser",
          why: "Some engines have a small screen upstream of the phaser that restricts supply when sludged.",
        },
        {
          likelihood: "rare",
          part: "Worn cam journal bleeding off phaser oil",
          why: "Oil for the phaser passes through the journal; excess clearance leaks it away.",
        },
      ],
      checks: [
        {
          step: "With the knock present at hot idle, tee a mechanical gauge in for the sender and note pressure there and at 2,000 rpm.",
          tools: ["Oil pressure gauge"],
          expect:
            "Phasers need pressure: typically 10 psi or more at hot idle and 20–30 psi at 2,000 rpm (confirm in the service information). Low pressure points to the oil supply, not the phaser.",
        },
        {
          step: "Command cam advance at about 1,500–2,000 rpm and watch actual angle response and stability.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Actual follows the command within a second and holds steady; slow or wandering response with good pressure points to the phaser.",
        },
        {
          step: "Find and inspect any oil screens feeding the phaser per the service information.",
          tools: ["Basic hand tools", "Service information"],
          expect: "Clean screens; a blocked screen is a cheap fix.",
        },
        {
          step: "With the cover off and the engine off, check that the phaser is locked at its home position.",
          tools: ["Basic hand tools"],
          expect: "No free rotation; a phaser that turns by hand at rest has a worn lock pin.",
        },
      ],
      fix: "Replace the phaser with a new bolt (often torque-to-yield) and, where the chain must come off to do it, the chain, guides and tensioner. Change the oil and filter, clear codes and confirm desired and actual cam angles match.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the phaser and its bolt",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 2,
            laborHoursHigh: 5,
          },
          {
            name: "Phaser plus chain, guides and tensioner",
            partsLow: 400,
            partsHigh: 800,
            laborHoursLow: 6,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and oil pump or bearing repair if pressure is low.",
      },
      verdict: "careful",
      verdictReason: "Drivable for now, but confirm oil pressure soon, since low pressure also threatens the bearings.",
      codes: ["P0011", "P0012", "P0014", "P0021"],
      terms: ["cam phaser", "oil control valve", "lock pin", "oil pressure test"],
      related: [
        "ford-54-3v-phaser-knock",
        "toyota-vvt-gear-cold-start-grind",
        "honda-k24-vtc-actuator-grind",
        "obd/p0011-p0014-cam-timing-over-advanced",
      ],
    },
    {
      slug: "ford-40-sohc-chain-rattle",
      title: "Ford Explorer, Ranger or Mustang 4.0 SOHC V6 rattles like a can of marbles",
      summary:
        "The 1997–2011 Ford 4.0 L SOHC V6 drives its cams through a jackshaft and three chains whose plastic guides and tensioners wear out. The rattle is usually the rear cassette or front guides, and the full repair usually means pulling the engine.",
      symptoms: [
        "Rattle that appears around 2,000–3,000 rpm, often loudest under light load",
        "Rattle on cold starts as well",
        "Noise loudest at the rear of the engine near the transmission on some trucks",
        "Seen on Explorer, Sport Trac, Mountaineer, Ranger, Mustang and Mazda B4000",
      ],
      symptomIds: ["constant-rattle", "cold-start-rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Rear cassette chain guide and tensioner worn",
          why: "The plastic guide in the rear cassette, which drives one bank's cam from the back of the jackshaft, wears through and breaks.",
        },
        {
          likelihood: "common",
          part: "Front chain guides and tensioners worn",
          why: "The front guides and tensioners wear the same way and let the chains slap.",
        },
        {
          likelihood: "occasional",
          part: "Low oil level or pressure",
          why: "Hydraulic tensioners rely on oil pressure to take up slack.",
        },
        {
          likelihood: "rare",
          part: "Jackshaft sprocket or chain wear",
          why: "Stretch in the jackshaft chain adds slack to the whole drive.",
        },
      ],
      checks: [
        {
          step: "Reproduce the rattle in Park at 2,000–3,000 rpm and listen at the front cover and the rear of each head.",
          tools: ["Mechanic's stethoscope"],
          expect: "The location tells you front guides versus rear cassette.",
        },
        {
          step: "Before blaming the cassettes, confirm the dipstick reads full and put a mechanical gauge in the sender port at hot idle.",
          tools: ["Oil pressure gauge"],
          expect:
            "Full oil and hot-idle pressure at or above Ford's figure (typically 10 psi or more on the 4.0 SOHC; confirm in the service information) rule out starved tensioners; the cassette usually rattles with normal pressure.",
        },
        {
          step: "Remove a valve cover and inspect visible guides and the cassette area for broken plastic.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Intact guides; broken pieces confirm and urgency rises.",
        },
      ],
      fix: "Replace all three chains, guides, tensioners and both cassettes with updated parts, using the cam timing tools, usually with the engine removed. Fresh oil and filter, then confirm a quiet engine across the rpm range.",
      difficulty: 5,
      cost: {
        partsLow: 400,
        partsHigh: 1000,
        laborHoursLow: 12,
        laborHoursHigh: 20,
        excludes: "Estimate; excludes diagnosis, taxes and engine damage if a chain has already jumped.",
      },
      verdict: "careful",
      verdictReason:
        "It can be driven for a while, but broken guides can let a chain jump or break; plan the repair or a replacement engine.",
      codes: [],
      terms: ["jackshaft", "timing chain cassette", "chain guide"],
      related: ["broken-chain-guide-debris", "chain-cold-start-rattle"],
      appliesTo: [
        {
          make: "ford",
          models: ["explorer", "explorer-sport", "explorer-sport-trac", "ranger", "mustang"],
          years: [1997, 2011],
          engines: [{ name: "4.0L SOHC V6", liters: 4 }],
        },
        {
          make: "mercury",
          models: ["mountaineer"],
          years: [1997, 2010],
          engines: [{ name: "4.0L SOHC V6", liters: 4 }],
        },
        { make: "mazda", models: ["b-series"], years: [2001, 2009], engines: [{ name: "4.0L SOHC V6", liters: 4 }] },
      ],
    },
    {
      slug: "exhaust-cam-stuck-retarded",
      title: "Exhaust cam timing stuck late, with P0015 or P0025 and a rough idle",
      summary:
        "The exhaust cam phaser sits later than the engine computer asked for, usually because its oil control valve sticks or the phaser no longer returns to its advanced home position. Check the oil, then test the valve before buying phasers.",
      symptoms: [
        "Check engine light with P0015 (bank 1) or P0025 (bank 2), sometimes alongside P0014 or P0024",
        "Idle rough or loping when fully warm, because the late exhaust cam adds valve overlap",
        "Clatter from the cam end of the engine for a second or two after a cold start",
        "Sluggish pull at low rpm and slightly worse fuel economy",
        "Stalls at a stop on some engines when the phaser hangs fully retarded",
      ],
      symptomIds: ["correlation-code", "runs-rough", "cold-start-rattle", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust oil control valve sticking or its screen clogged",
          why: "A spool held in the retard-feed position by sludge or metal keeps sending oil to the retard side, so the exhaust cam drifts later than commanded and stays there.",
        },
        {
          likelihood: "common",
          part: "Low, overdue or wrong-viscosity oil",
          why: "Friction and valve-spring load on the cam always pull an exhaust phaser toward retard; without enough oil pressure to hold it, the cam lags the command, worst at a hot idle.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust phaser with a weak assist spring or a lock pin that no longer catches",
          why: "Exhaust phasers park at full advance, on many designs helped by an advance assist spring and locked by a pin; once those wear, the cam rests late and the phaser clatters at start-up.",
        },
        {
          likelihood: "occasional",
          part: "Stretched timing chain",
          why: "A longer chain lets both cams of a bank fall behind the crank, so the exhaust cam reads retarded even at home; a P0017 or P0019 correlation code usually sits alongside.",
        },
        {
          likelihood: "rare",
          part: "Loose exhaust cam target wheel or a failing exhaust cam sensor",
          why: "A target that has shifted on the cam, or a sensor with a lazy switching edge, moves the measured position so the code blames timing that is actually correct.",
        },
      ],
      checks: [
        {
          step: "Check the oil level, its condition and the date of the last change, and compare the grade with the one on the filler cap.",
          tools: ["Rag"],
          expect:
            "Clean oil at the full mark in the specified grade; low, sludgy or overdue oil is put right first, then the code is cleared and retested.",
        },
        {
          step: "Read the exhaust cam's desired and actual angle (on Toyota, the exhaust VVT change angle) at a fully warm idle and at 2,000 rpm.",
          tools: ["Scan tool"],
          expect:
            "At idle the exhaust cam normally sits at or near its fully advanced home; actual staying more than about 5 degrees later than desired at both speeds confirms the fault (typical; confirm in the service information).",
        },
        {
          step: "At idle, command the exhaust cam toward retard with the active test, then release it.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Idle stumbles as the cam moves late and smooths within about a second of release; a cam that will not come back, or never moves, points to the valve or phaser.",
        },
        {
          step: "Unplug the exhaust oil control valve, measure its winding, then remove it and inspect the spool and any screen at its port.",
          tools: ["Multimeter", "Basic hand tools"],
          expect:
            "Typically 6.9–7.9 Ω at 68 °F on Toyota valves (confirm for other makes), a spool that slides freely and a clean screen; a sticky spool or a screen caked with debris condemns the valve.",
        },
        {
          step: "Scope crank and both cam signals of the bank together, or read the maker's cam variation data, to separate chain stretch from a phaser fault.",
          tools: ["Lab scope", "Service information"],
          expect:
            "Intake and exhaust cams both late by the same amount at rest points to chain stretch; only the exhaust cam late points to its phaser or valve.",
        },
      ],
      fix: "Change the oil and filter to the specified grade, then replace the exhaust oil control valve with a new seal, or the exhaust phaser with its new bolt if it no longer locks or responds; a stretched chain means the full timing set. Clear codes and confirm desired and actual exhaust cam angles match, both cold and hot.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Oil change and exhaust oil control valve",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Exhaust cam phaser with a new bolt",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 2.5,
            laborHoursHigh: 6,
          },
          {
            name: "Full timing set for a stretched chain",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 6,
            laborHoursHigh: 9.3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and extra labor on V6s that need the engine lowered.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable gently for a short while; if it starts stalling or the start-up clatter grows, park it, since a failing phaser or chain can jump timing.",
      codes: ["P0015", "P0025"],
      terms: ["Cam phaser", "Oil control valve", "Lock pin", "VVT", "Chain stretch"],
      related: [
        "phaser-knock-returns-after-solenoid",
        "chain-stretch-proof-before-paying",
        "obd/p0012-p0022-cam-timing-over-retarded",
        "obd/p0011-p0014-cam-timing-over-advanced",
      ],
    },
  ],
};
