import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Premix, reeds, crank seals, pistons, carburetors and power valves: why outboards, dirt bikes, chainsaws, trimmers and scooters won't start, won't idle, smoke or seize.",
  howItWorks: [
    "A two-stroke engine fires on every crankshaft turn. As the piston rises it compresses the charge above it while drawing fresh fuel, air and oil into the sealed crankcase through a reed valve, rotary valve or piston port; as it falls it squeezes that crankcase charge up the transfer ports into the cylinder just as the exhaust port opens. There are no cam-driven valves, so the crank seals, base gasket, intake boot and reeds are part of the engine's breathing and must be airtight.",
    "Because the crankcase carries the fuel charge it cannot hold an oil sump. The crank bearings, wrist pin and piston live on oil mixed into the fuel (premix, commonly 50:1 for handheld tools and 32:1–60:1 for dirt bikes) or metered by an oil-injection pump on many outboards and scooters. Chainsaws and trimmers use diaphragm carburetors that work in any position; dirt bikes and scooters use float-bowl slide carburetors; outboards use float-bowl carburetors or direct or port fuel injection.",
    "Performance two-strokes tune the exhaust with an expansion chamber whose pressure waves push escaping charge back into the cylinder, and many add an exhaust power valve (Yamaha YPVS, KTM, Honda HPP, Kawasaki KIPS) that changes exhaust port timing with rpm. Outboards, water-cooled dirt bikes and some scooters add a water pump; on an outboard it is a rubber impeller in the lower unit drawing lake or sea water through the powerhead.",
  ],
  howItFails: [
    "Most two-stroke failures start with fuel. E10 gas goes stale in one to two months, varnishes diaphragm and slide carburetors and absorbs water until it separates, and a tank filled without oil, or with too little, seizes the piston within minutes. Lean running from a clogged jet, a cracked intake boot or a leaking crank seal overheats the piston even when the oil ratio is right, and the piston scores, seizes or burns a hole.",
    "The rest is wear on a schedule. Dirt bike pistons and rings are replaced by hours (often every 20–50 hours of hard riding; check the manual), small-end and big-end bearings follow, power valves gum up with carbon, and expansion chambers and spark arrestor screens dent or clog. Outboards lose their water pump impellers and overheat, and saltwater engines corrode through head gaskets and water jackets.",
  ],
  tools: [
    "Compression gauge with a Schrader valve and 14 mm and 10 mm adapters",
    "Crankcase pressure and vacuum leak tester with port block-off plates",
    "Hand vacuum and pressure pump for reeds, impulse lines, fuel pumps and carburetor needle seats",
    "Inline spark tester and a feeler gauge or card for ignition-module air gap",
    "Carburetor rebuild kits, solvent and fine jet-cleaning wire",
    "Splined or D-shaped carburetor adjustment tools and a small-engine tachometer",
    "Feeler gauges and a micrometer or bore gauge for ring end gap and piston-to-wall clearance",
    "Dial indicator for crankshaft runout and big-end play",
    "Infrared thermometer for outboard and air-cooled cylinder head temperatures",
    "Clear fuel sample jar and water-finding paste for separated fuel",
    "Flywheel puller, piston stop and an inch-pound torque wrench for small fasteners",
    "Outboard flush muffs or a test tank deep enough to cover the water intake",
  ],
  safety: [
    "Premix and gasoline vapor ignite easily from a hot muffler or a spark; refuel with the engine off and cool, move away from the fuel can before starting, and wipe up spills first.",
    "A saw whose chain turns at idle, or a trimmer whose head spins, can injure you while you walk with it; set the chain brake and fix the idle speed or clutch before using it.",
    "An outboard must have water at its intake whenever it runs; even 15–30 seconds dry can ruin the impeller. Remove the propeller, or keep everyone clear of it, when running on muffs or in a test tank.",
    "Two-stroke exhaust carries carbon monoxide and unburnt oil; never run an engine in a garage, shed or boathouse, and warm up bikes and scooters outdoors.",
    "A seizure locks the rear wheel of a dirt bike or scooter; at any sudden loss of power or tight, dragging feel, pull the clutch in immediately, and don't ride with a known lean condition.",
    "Expansion chambers, mufflers and air-cooled cylinder heads run hot enough to burn skin and ignite dry grass; let them cool before handling or setting the tool down.",
  ],
  symptoms: [
    { id: "hard-start", label: "Pulls or kicks over but won't start, or starts hard" },
    { id: "dies-off-choke", label: "Runs only on choke, or dies when the choke is opened" },
    { id: "bog-hesitation", label: "Bogs, hesitates or stumbles when the throttle is opened" },
    { id: "idle-problems", label: "Won't idle, idles too high or revs up on its own" },
    { id: "no-top-end", label: "Won't reach full rpm, top speed or power in the cut" },
    { id: "dies-when-hot", label: "Runs for a while, then dies or loses power" },
    { id: "heavy-smoke-oil", label: "Heavy smoke, blubbering or oily drips from the exhaust" },
    { id: "fouled-plugs", label: "Spark plug keeps fouling or comes out wet and black" },
    { id: "low-compression", label: "Weak compression, or the pull or kick feels too easy" },
    { id: "engine-noise", label: "Rattling, knocking or scraping from inside the engine" },
    { id: "seized", label: "Engine seized or locked up suddenly" },
    { id: "fuel-leak-smell", label: "Fuel leaking, dripping or a strong gas smell" },
    { id: "warning-alarm", label: "Warning horn, overheat alarm or oil light on an outboard or scooter" },
    { id: "fluid-loss", label: "Coolant or gearbox oil going missing or turning milky" },
    { id: "chain-at-idle", label: "Chain or trimmer head keeps turning at idle" },
    { id: "starter-cord", label: "Pull cord won't catch, won't rewind or is jammed" },
  ],
  problems: [
    {
      slug: "seized-no-oil-in-fuel",
      title: "Chainsaw, trimmer or outboard seized minutes after filling up with plain gas",
      summary:
        "Straight gas with no two-stroke oil leaves the piston and bearings dry, and the engine seizes within minutes. Drain the tank and look at the piston through the exhaust port; light scuffing can be cleaned up, but most need a piston, rings and often a cylinder.",
      symptoms: [
        "Engine screamed briefly, then slowed and stopped dead",
        "Pull cord or kick-starter won't move, or drags with a grinding feel",
        "Happened soon after refueling from the wrong can",
        "Smeared, silvery streaks on the piston seen through the exhaust port",
      ],
      symptomIds: ["seized", "low-compression", "engine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel with no oil, or far too little",
          why: "Without an oil film the aluminum piston welds itself to the cylinder wall and the crank and rod bearings run dry.",
        },
        {
          likelihood: "occasional",
          part: "Oil-injection pump failed or its tank ran dry",
          why: "On injected outboards and scooters the engine runs on plain gas from the moment oil delivery stops.",
        },
        {
          likelihood: "rare",
          part: "Wrong oil type for the engine",
          why: "TC-W3 outboard oil is made for water-cooled engines and may not protect an air-cooled saw running near 13,000 rpm and much hotter.",
        },
      ],
      checks: [
        {
          step: "Put a few drops of fuel from the tank on white paper and let it dry for a few minutes.",
          tools: ["White paper"],
          expect: "Premix leaves a lasting oily ring; plain gas evaporates almost completely.",
        },
        {
          step: "Remove the muffler and look at the piston through the exhaust port.",
          tools: ["Screwdriver", "Flashlight"],
          expect: "Vertical scoring, smeared aluminum or a darkened piston confirms a seizure.",
        },
        {
          step: "Once the engine turns, run a compression test with the throttle open.",
          tools: ["Compression gauge"],
          expect:
            "Healthy saws and trimmers commonly read 120 psi or more; under about 90–100 psi they rarely run properly.",
        },
        {
          step: "Pull the cylinder and inspect the bore plating and the crank bearings.",
          tools: ["Torque wrench", "Flashlight"],
          expect:
            "Aluminum smeared on an intact plated bore can often be cleaned off; plating worn through to the base metal means a new cylinder.",
        },
      ],
      fix: "Drain the fuel and dispose of it properly. Fit a new piston, rings, wrist pin bearing and gaskets, and clean or replace the cylinder; plated (Nikasil or chrome) bores are cleaned, not honed oversize. Check the crank bearings for roughness, then refill with fresh premix at the specified ratio using JASO FD or ISO-L-EGD oil for air-cooled tools or TC-W3 for outboards. On a cheap trimmer, a new tool is often cheaper.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Piston kit and gaskets, cylinder cleaned up",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace a low-cost trimmer or blower outright",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "New piston, cylinder and crank bearings",
            partsLow: 300,
            partsHigh: 800,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate excludes taxes and shop minimums; outboard powerhead damage costs far more and is quoted separately.",
      },
      verdict: "stop",
      verdictReason:
        "A seized engine cannot be used, and one that freed itself can lock again at speed on a bike or boat; don't run it until it has been opened up.",
      codes: [],
      terms: ["premix", "piston seizure", "Nikasil bore", "JASO FD"],
      related: ["scored-piston-after-seizure", "oil-injection-warning", "heavy-smoke-spooge"],
    },
    {
      slug: "heavy-smoke-spooge",
      title: "Clouds of blue smoke and black oily goo dripping from the muffler",
      summary:
        "Too much oil in the mix, rich jetting or long idling is loading the exhaust with unburnt oil (spooge). Check the mix ratio, lean the jetting if needed and run it under load; a leaking gearbox-side crank seal can mimic it.",
      symptoms: [
        "Heavy blue-white smoke at idle and on the throttle",
        "Black, sticky oil dripping from the exhaust joints or the tailpipe",
        "Oily, black spark plug that fouls often",
        "Engine blubbers and fires unevenly at part throttle",
        "Worse after long trail idling or slow trolling",
      ],
      symptomIds: ["heavy-smoke-oil", "fouled-plugs", "bog-hesitation"],
      causes: [
        {
          likelihood: "common",
          part: "Mix richer in oil than specified",
          why: "Doubling the oil, such as 25:1 in an engine set up for 50:1, leaves more oil than the engine can burn, and it leaves as smoke and drips.",
        },
        {
          likelihood: "occasional",
          part: "Jetting or idle mixture too rich",
          why: "Excess fuel cools combustion, so the oil does not burn fully and collects in the pipe.",
        },
        {
          likelihood: "occasional",
          part: "Long idling or low-speed trolling",
          why: "Low cylinder temperatures never burn off the oil, and it condenses in the expansion chamber or muffler.",
        },
        {
          likelihood: "rare",
          part: "Gearbox-side crank seal leaking transmission oil into the crankcase",
          why: "Gear oil drawn into the crankcase burns with heavy white smoke while the gearbox level drops.",
        },
      ],
      checks: [
        {
          step: "Check the mix: 2.6 oz of oil per U.S. gallon of gas is 50:1, 3.2 oz is 40:1 and 4 oz is 32:1.",
          tools: ["Measuring cup"],
          expect:
            "Oil above the maker's ratio, such as 4 oz per gallon (32:1) in an engine specified for 2.6 oz (50:1), loads the pipe with spooge and is the likely cause.",
        },
        {
          step: "After a clean run at steady load, shut off and read the spark plug.",
          tools: ["Spark plug socket"],
          expect: "A tan to light-brown insulator is correct; black and wet means rich.",
        },
        {
          step: "On a dirt bike, check the gearbox oil level against the last change.",
          tools: ["Oil measuring cup"],
          expect: "A level that keeps dropping while it smokes points to the right-side crank seal.",
        },
        {
          step: "Inspect the air filter.",
          tools: [],
          expect: "A dirty or over-oiled foam filter richens the mixture and needs cleaning.",
        },
      ],
      fix: "Mix fresh fuel at the specified ratio and clean the air filter. If the plug still reads rich, go one step leaner on the pilot jet or needle clip, or turn the idle mixture screw as the manual describes. Clean spooge from the pipe joints and run the engine under load. For trolling outboards, give it a short burst of throttle every so often.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Remix the fuel, clean the air filter, run it under load",
            partsLow: 10,
            partsHigh: 25,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Rejet the pilot or needle clip and clean the pipe joints",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
        ],
        excludes: "Estimate excludes taxes and a crank seal repair if gearbox oil is the source.",
      },
      verdict: "ok",
      verdictReason:
        "Smoke and spooge are messy rather than harmful; fix the mix before plugs start fouling far from home.",
      codes: [],
      terms: ["spooge", "four-stroking", "mix ratio", "spark plug reading"],
      related: ["fouls-plugs-constantly", "jetting-wrong-for-conditions", "gearbox-oil-vanishing-right-crank-seal"],
    },
    {
      slug: "oil-injection-warning",
      title: "Oil-injected outboard or scooter sounds a warning horn or shows a no-oil light",
      summary:
        "The oil-injection system is reporting low oil, no flow or a sensor fault, and the engine may limit rpm to protect itself. Check the oil tank and lines first, and run a 50:1 premix as backup until oil delivery is proven.",
      symptoms: [
        "Warning horn beeps or an oil lamp flashes while running",
        "Engine held to low rpm in a protection mode on many outboards",
        "Oil tank level not dropping over several tanks of fuel",
        "Air bubbles or a kinked line between the oil tank and the pump",
      ],
      symptomIds: ["warning-alarm", "no-top-end"],
      causes: [
        {
          likelihood: "common",
          part: "Oil tank low or its level sensor stuck",
          why: "The sensor trips the alarm as soon as the level drops, or when its float sticks in the low position.",
        },
        {
          likelihood: "occasional",
          part: "Air in the oil line or a clogged oil filter or pickup",
          why: "An air bubble or blockage stops the pump from moving oil, and flow sensors on some engines trigger the alarm.",
        },
        {
          likelihood: "occasional",
          part: "Failed oil pump or pump drive",
          why: "Crank-driven and electric pumps can stop delivering; early OMC VRO pumps on Johnson and Evinrude outboards from the late 1980s and 1990s earned a reputation for it.",
        },
        {
          likelihood: "rare",
          part: "Wiring or sensor fault giving a false alarm",
          why: "Corroded connectors in a damp engine compartment can mimic a low-oil signal.",
        },
      ],
      checks: [
        {
          step: "Check the oil tank level and refill with the specified oil, TC-W3 for outboards or two-stroke injector oil for scooters.",
          tools: ["Funnel"],
          expect: "An alarm that clears after refilling was only a low tank.",
        },
        {
          step: "Trace the oil line from tank to pump, looking for bubbles, cracks and kinks, and bleed it as the manual describes.",
          tools: ["Flashlight"],
          expect: "A solid column of oil with no bubbles all the way to the pump.",
        },
        {
          step: "Mark the oil tank level and run a full tank of fuel through the engine.",
          tools: ["Marker"],
          expect:
            "Oil use of roughly 1 qt per 12–25 gal of fuel (about 50:1 under load to 100:1 at cruise; typical, confirm in the service information) means the pump delivers; a tank level that never drops means it does not.",
        },
        {
          step: "Run the outboard maker's diagnostic software or disconnect the pump outlet line briefly, with premix in the fuel tank.",
          tools: ["Outboard diagnostic software", "Clear container"],
          expect:
            "Commanded pump tests or visible oil pulses at idle confirm delivery; nothing at all condemns the pump.",
        },
      ],
      fix: "Refill, bleed the air out, and replace cracked lines, oil filters or a failed pump, then clear the alarm. On old OMC VRO engines many owners convert to premix with a block-off kit. After any period of doubtful oil delivery, look at the pistons through the exhaust ports before trusting the engine again.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Refill, bleed the oil line and clear the alarm",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace cracked oil lines and the oil filter",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the oil-injection pump",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate excludes taxes, marine shop minimums and powerhead repair if the engine already ran without oil.",
      },
      verdict: "careful",
      verdictReason:
        "Run it only on a premix backup and straight back to the dock or home; with no oil delivery the engine will seize within minutes.",
      codes: [],
      terms: ["oil injection", "VRO pump", "TC-W3", "warning horn"],
      related: ["seized-no-oil-in-fuel", "outboard-overheat-impeller"],
    },
    {
      slug: "phase-separated-fuel",
      title: "Outboard or scooter runs badly after sitting, and the fuel looks cloudy or layered",
      summary:
        "E10 gas has absorbed water and separated: a layer of water and ethanol sits at the bottom of the tank and the gas above has lost octane. Drain the tank and carburetor bowls, replace the water-separating filter and refill with fresh or ethanol-free fuel.",
      symptoms: [
        "Starts and stalls, or surges and loses power under load",
        "Fuel sample in a clear jar is cloudy or shows a separate bottom layer",
        "Water droplets or white crust in the carburetor bowl or filter",
        "Pinging under load from low-octane gas",
      ],
      symptomIds: ["hard-start", "bog-hesitation", "no-top-end"],
      causes: [
        {
          likelihood: "common",
          part: "Phase separation in stored E10 fuel",
          why: "E10 holds only about half a percent of water; beyond that, water and most of the ethanol drop out as a layer that the pickup draws first.",
        },
        {
          likelihood: "occasional",
          part: "Water entering through the tank vent or a poor fill-cap seal",
          why: "Humid marine air breathes in and out of a vented tank with every temperature swing, and condensation collects at the bottom.",
        },
        {
          likelihood: "rare",
          part: "Old hoses or fiberglass tanks attacked by ethanol",
          why: "Hoses not rated for ethanol soften and shed debris, and older fiberglass tanks can break down and contaminate the fuel.",
        },
      ],
      checks: [
        {
          step: "Draw a sample from the bottom of the tank or the water-separating filter bowl into a clear jar.",
          tools: ["Clear fuel sample jar"],
          expect:
            "A distinct bottom layer or cloudy fuel confirms contamination; E10 separates after absorbing only about 0.5% water by volume at 60 °F, so any layer means draining all of it.",
        },
        {
          step: "Dip a dowel coated with water-finding paste to the bottom of the tank.",
          tools: ["Water-finding paste", "Wooden dowel"],
          expect: "A color change at the tip shows how deep the water layer is.",
        },
        {
          step: "Open the outboard or scooter carburetor's bowl drain screw and catch what comes out in the clear jar.",
          tools: ["Screwdriver"],
          expect: "Water beads or white corrosion in the bowl prove it reached the engine.",
        },
        {
          step: "Squeeze and bend the fuel hoses along their length.",
          tools: [],
          expect: "Soft, swollen or cracked hose must be replaced with ethanol-rated line.",
        },
      ],
      fix: "Drain the fuel and take it to hazardous-waste disposal; no additive can remix separated fuel. Flush the tank, replace the 10-micron water-separating filter and inline filters, drain and clean the carburetor bowls, and refill with fresh E10 plus stabilizer or ethanol-free gas. Use fuel within about a month or stabilize it for storage.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Drain and flush the tank, new water-separating filter",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          {
            name: "Tank flush plus cleaning every carburetor bowl",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate excludes taxes, fuel disposal fees and carburetor rebuilds if the varnish is severe.",
      },
      verdict: "careful",
      verdictReason:
        "An outboard that dies on the water leaves you drifting; don't head out until the bad fuel is drained and replaced.",
      codes: [],
      terms: ["phase separation", "water-separating fuel filter", "E10"],
      related: ["handheld-wont-start-after-storage", "outboard-dies-primer-bulb-collapses", "detonation-holed-piston"],
    },
    {
      slug: "handheld-wont-start-after-storage",
      title: "Chainsaw, trimmer or blower won't start after months in the shed",
      summary:
        "Old premix has varnished the diaphragm carburetor and stiffened its pump and metering diaphragms. Confirm spark, then check whether fuel reaches the cylinder; a carburetor kit or new carburetor, new fuel line and filter and fresh premix fix most.",
      symptoms: [
        "Primer bulb fills but the engine never fires, or fires once and dies",
        "Spark plug still dry after 10–15 pulls on choke",
        "Dark, sticky fuel in the tank that smells of varnish",
        "Stiff or cracked fuel line inside the tank",
      ],
      symptomIds: ["hard-start", "dies-off-choke"],
      causes: [
        {
          likelihood: "common",
          part: "Diaphragm carburetor varnished, with stiff diaphragms",
          why: "Evaporated premix leaves gum in the tiny jets and check valves, and aged diaphragms lose the flex they need to pump and meter fuel.",
        },
        {
          likelihood: "occasional",
          part: "Clogged in-tank fuel filter or a hardened fuel line",
          why: "The carburetor cannot pull fuel through a blocked filter, and a cracked line draws air instead.",
        },
        {
          likelihood: "occasional",
          part: "Fouled spark plug or weak ignition module",
          why: "A plug coated from last season's rich running, or a module with a wide air gap, gives too weak a spark to fire.",
        },
        {
          likelihood: "rare",
          part: "Low compression from a scored piston",
          why: "A piston damaged last season cannot build the pressure needed to start.",
        },
      ],
      checks: [
        {
          step: "Test for spark with an inline tester while pulling the cord.",
          tools: ["Inline spark tester"],
          expect: "A strong, visible flash each pull clears the ignition.",
        },
        {
          step: "Remove the plug after several pulls on choke and look at it.",
          tools: ["Spark plug socket"],
          expect: "A dry plug means fuel is not getting through.",
        },
        {
          step: "Squirt a few drops of fresh 50:1 premix through the plug hole, refit the plug and give it three or four pulls.",
          tools: ["Fresh premix"],
          expect: "Firing briefly and dying proves spark and compression and points at the carburetor.",
        },
        {
          step: "Screw a compression gauge into the plug hole and pull the cord briskly 5–6 times with the throttle locked open.",
          tools: ["Compression gauge"],
          expect:
            "Most healthy handheld engines read 120 psi or more; well under 100 psi points to the piston and rings.",
        },
      ],
      fix: "Dump the old fuel and replace the tank filter and fuel line. Rebuild the carburetor with a kit (pump and metering diaphragms, gaskets, inlet needle and screen) or replace it, set the low and high screws to the maker's base setting, and refill with fresh 50:1 premix with stabilizer. Store the tool with an empty tank or with canned ethanol-free premix.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 90,
        laborHoursLow: 0.5,
        laborHoursHigh: 1,
        excludes: "Estimate excludes taxes and shop minimum charges; a new ignition module or piston kit is extra.",
      },
      verdict: "ok",
      verdictReason:
        "A no-start is not a hazard in itself; just drain and handle the old fuel outdoors, away from sparks.",
      codes: [],
      terms: ["diaphragm carburetor", "metering diaphragm", "inline spark tester"],
      related: ["dies-when-choke-off", "cracked-fuel-line-primer", "no-spark-kill-switch-coil"],
    },
    {
      slug: "dies-when-choke-off",
      title: "Trimmer or saw starts on choke but dies the moment the choke is opened",
      summary:
        "The engine only gets enough fuel while the choke is richening it, so it is running lean: a partly clogged carburetor, a clogged fuel filter or an air leak. Check the filter and fuel line, then clean or rebuild the carburetor and test for intake leaks.",
      symptoms: [
        "Runs on half or full choke and stalls within seconds once the choke is off",
        "Revs up slowly and bogs when the throttle is squeezed",
        "Keeps running only with the throttle held partly open",
        "Idle screw has been turned in to keep it alive",
      ],
      symptomIds: ["dies-off-choke", "bog-hesitation", "idle-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Idle and low-speed circuit of the carburetor partly clogged",
          why: "Varnish narrows the idle jet and its tiny discharge holes, so only the extra pull of the choke draws enough fuel.",
        },
        {
          likelihood: "occasional",
          part: "In-tank fuel filter clogged or a cracked fuel line drawing air",
          why: "Restricted or air-laced fuel delivery leans the engine once the choke stops helping.",
        },
        {
          likelihood: "occasional",
          part: "Air leak at the intake boot, carburetor gasket or crank seals",
          why: "Unmetered air leans the mixture, and the choke hides it by pulling more fuel.",
        },
        {
          likelihood: "rare",
          part: "Limiter-capped low-speed screw at its lean stop on a worn engine",
          why: "Emission-limited carburetors leave little adjustment, and a tired engine may need more fuel than the limiter allows.",
        },
      ],
      checks: [
        {
          step: "Fish the fuel line and filter out of the tank with a wire hook and inspect them.",
          tools: ["Wire hook"],
          expect:
            "A flexible line and a clean filter clear the fuel supply; a dark, clogged filter or a cracked line is the fault.",
        },
        {
          step: "Turn the low-speed (L) screw 1/8–1/4 turn richer and restart.",
          tools: ["Carburetor adjustment tool"],
          expect:
            "Idling and accelerating cleanly now confirms a lean low-speed circuit; an L screw already at its stop points to cleaning the carburetor.",
        },
        {
          step: "Block the intake and exhaust, then pressure- and vacuum-test the crankcase through the plug hole or an adapter.",
          tools: ["Crankcase pressure and vacuum tester"],
          expect:
            "On Stihl-style testers the case should hold about 7 psi (0.5 bar) steady for 20 seconds, and a 0.4–0.5 bar vacuum (12–15 inHg) should lose no more than about 3–6 inHg in 20 seconds (typical; confirm for the model); a faster drop means an air leak at a seal, gasket or boot.",
        },
        {
          step: "Strip the carburetor and inspect the metering diaphragm, inlet needle and screen.",
          tools: ["Carburetor rebuild kit"],
          expect: "A stiff or curled diaphragm or a plugged screen confirms the carburetor is the cause.",
        },
      ],
      fix: "Replace the fuel filter and line, clean the carburetor passages and rebuild it with a kit, and repair any leaking boot, gasket or crank seal. Set the L and H screws with a tachometer so top speed stays within the maker's limit.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 90,
        laborHoursLow: 0.5,
        laborHoursHigh: 1,
        excludes: "Estimate excludes taxes, shop minimums and crank seal replacement if the leak test fails.",
      },
      verdict: "ok",
      verdictReason:
        "Annoying rather than dangerous, but don't force it to work lean at full throttle or the piston will score.",
      codes: [],
      terms: ["limiter cap", "low-speed screw", "lean mixture"],
      related: [
        "handheld-wont-start-after-storage",
        "crank-seal-air-leak-high-idle",
        "cracked-intake-boot-saw",
        "fuel-tank-vent-clogged",
      ],
    },
    {
      slug: "saw-screams-lean-full-throttle",
      title: "Chainsaw screams at full throttle with no load but bogs and loses power in the cut",
      summary:
        "It is running lean on the high-speed circuit: a clogged fuel filter, a high-speed screw set too lean or an air leak. Stop cutting before the piston scores, clean the fuel supply, then set the H screw with a tachometer so it burbles slightly at no load.",
      symptoms: [
        "Shrill, clean scream at full throttle with no burble",
        "Power fades in the cut and the saw feels hot",
        "Tachometer reading above the maker's maximum rpm",
        "Scuffing on the exhaust side of the piston seen through the exhaust port",
      ],
      symptomIds: ["no-top-end", "dies-when-hot", "bog-hesitation"],
      causes: [
        {
          likelihood: "common",
          part: "High-speed (H) screw set too lean or the main jet partly clogged",
          why: "At full throttle the engine draws more fuel than a lean-set or varnished circuit can supply, so it over-revs without load and starves under it.",
        },
        {
          likelihood: "occasional",
          part: "Clogged in-tank filter or a pinched fuel line",
          why: "Enough fuel gets through for idle, but not for full flow.",
        },
        {
          likelihood: "occasional",
          part: "Air leak at the intake boot, impulse line or a crank seal",
          why: "Extra air leans the mixture most at high rpm and under load.",
        },
        {
          likelihood: "rare",
          part: "Blocked fuel tank vent",
          why: "A vacuum in the tank slowly starves the carburetor during a long cut.",
        },
      ],
      checks: [
        {
          step: "Read maximum no-load rpm with a tachometer at full throttle.",
          tools: ["Small-engine tachometer"],
          expect:
            "Compare with the maker's maximum, often about 12,500–14,000 rpm on common saws; above it means lean.",
        },
        {
          step: "Listen at full throttle with no load.",
          tools: [],
          expect: "A slight four-stroke burble that clears in the cut is correct; a clean scream is lean.",
        },
        {
          step: "Inspect the fuel filter and line in the tank.",
          tools: ["Wire hook"],
          expect: "A dark, clogged filter or a kinked line must be replaced.",
        },
        {
          step: "Pressure- and vacuum-test the crankcase.",
          tools: ["Crankcase pressure and vacuum tester"],
          expect: "Holding pressure and vacuum clears the seals, boot and impulse line.",
        },
      ],
      fix: "Clean the fuel supply, then turn the H screw richer until the saw burbles slightly at no-load full throttle and stays under the maximum rpm. Repair any air leak, and look at the piston through the exhaust port; light scuffing can be cleaned, deep scoring needs a piston and rings.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reset the H screw with a tachometer",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Clean the fuel supply and rebuild the carburetor",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.7,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate excludes taxes, shop minimums and a piston and cylinder if scoring has started.",
      },
      verdict: "careful",
      verdictReason:
        "Stop cutting until it is tuned; every minute lean at full throttle heats the piston toward a seizure that can ruin the cylinder.",
      codes: [],
      terms: ["high-speed screw", "tachometer", "four-stroking", "impulse line"],
      related: ["scored-piston-after-seizure", "cracked-intake-boot-saw", "fuel-tank-vent-clogged"],
    },
    {
      slug: "fuel-tank-vent-clogged",
      title: "Saw or trimmer dies after a few minutes and restarts right after opening the gas cap",
      summary:
        "The fuel tank vent is blocked, so a vacuum builds as fuel is drawn out until the carburetor starves. Clean or replace the vent, a small one-way valve or filter in the tank or cap, and check the cap gasket.",
      symptoms: [
        "Runs normally for 5–15 minutes, then leans out, bogs and stalls",
        "Hiss of air rushing in when the cap is loosened",
        "Restarts immediately after the cap is opened",
        "Fuel line inside the tank sucked flat",
      ],
      symptomIds: ["dies-when-hot", "bog-hesitation", "no-top-end"],
      causes: [
        {
          likelihood: "common",
          part: "Clogged tank vent valve or vent filter",
          why: "The one-way vent should let air in as fuel is used; blocked by dirt or varnish, it lets vacuum build until fuel flow stops.",
        },
        {
          likelihood: "occasional",
          part: "Cap vent blocked on designs that vent through the cap",
          why: "Sawdust and resin pack the tiny vent passage in the cap.",
        },
        {
          likelihood: "rare",
          part: "Collapsed or kinked fuel line",
          why: "A soft line collapses under the same suction and starves the carburetor in the same pattern.",
        },
      ],
      checks: [
        {
          step: "Run the tool until it falters, then crack the fuel cap.",
          tools: [],
          expect: "A hiss and instant recovery confirm a vent problem.",
        },
        {
          step: "Remove the vent and blow gently through it both ways.",
          tools: [],
          expect: "It should pass air into the tank easily; a vent that passes nothing is blocked.",
        },
        {
          step: "Apply slight vacuum to the tank through the fuel line with the cap on.",
          tools: ["Hand vacuum pump"],
          expect:
            "A working vent lets 2–3 inHg of applied vacuum bleed to zero within a few seconds; vacuum that holds for 30 seconds or more confirms the blockage.",
        },
      ],
      fix: "Replace the vent valve (usually a $5–$15 part) and the cap gasket if it is hardened. Don't drill a hole in the cap, which leaks fuel when the tool is tilted.",
      difficulty: 1,
      cost: {
        partsLow: 5,
        partsHigh: 25,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.5,
        excludes: "Estimate excludes taxes and shop minimum charges.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to keep using with the cap cracked only briefly; a loose cap can spill fuel on a hot muffler, so fit a new vent soon.",
      codes: [],
      terms: ["tank vent", "one-way vent valve"],
      related: ["dies-when-choke-off", "saw-screams-lean-full-throttle"],
    },
    {
      slug: "cracked-fuel-line-primer",
      title: "Primer bulb on a trimmer or blower won't fill, or fuel leaks around the tank",
      summary:
        "The fuel lines inside the tank or the primer bulb have cracked with age and ethanol, so the bulb pulls air or leaks. Replace both lines, the tank filter and the bulb with correctly sized parts, routed exactly as they came out.",
      symptoms: [
        "Pressing the primer bulb fills it with air bubbles instead of fuel",
        "Bulb stays collapsed, feels brittle or is visibly split",
        "Fuel smell or a wet tank surface around the line grommet",
        "Engine starts, then dies as the line draws air",
      ],
      symptomIds: ["fuel-leak-smell", "hard-start", "dies-off-choke"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked or hardened fuel lines",
          why: "Ethanol and heat harden the small lines until they crack where they bend through the tank grommet.",
        },
        {
          likelihood: "occasional",
          part: "Brittle or split primer bulb",
          why: "A cracked bulb draws air instead of pulling fuel through the carburetor, and leaks when pressed.",
        },
        {
          likelihood: "occasional",
          part: "Supply and return lines swapped at reassembly",
          why: "The line with the filter must feed the carburetor inlet and the primer return must go back to the tank; reversed, the bulb cannot prime.",
        },
        {
          likelihood: "rare",
          part: "Cracked fuel tank or grommet",
          why: "A split tank or hardened grommet seeps fuel whenever the tank is full.",
        },
      ],
      checks: [
        {
          step: "Inspect the lines where they leave the tank, and squeeze the primer bulb.",
          tools: ["Flashlight"],
          expect: "Cracks, stiffness or a split bulb confirm the cause.",
        },
        {
          step: "Remove the cap and press the bulb 3–6 times while watching the return line in the tank.",
          tools: [],
          expect: "Fuel, not bubbles, should flow back into the tank once primed.",
        },
        {
          step: "Compare the line routing with the parts diagram.",
          tools: ["Parts diagram"],
          expect: "The filter line must run to the carburetor inlet; any mix-up explains a bulb that will not prime.",
        },
        {
          step: "With the lines and bulb off the tool, plug one end of each and apply about 5 psi with a hand pump while holding it under water.",
          tools: ["Hand pressure pump", "Line plugs", "Pan of water"],
          expect:
            "Each piece should hold 5 psi for 1 minute with no bubbles; a stream of bubbles or a falling gauge marks the crack or split bulb.",
        },
      ],
      fix: "Replace the fuel lines with line of the same inside and outside diameter, a new tank filter and a new primer bulb, route them per the diagram and check for leaks with a full tank before starting.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 30,
        laborHoursLow: 0.4,
        laborHoursHigh: 0.7,
        excludes:
          "Estimate excludes taxes and shop minimums; a carburetor rebuild is extra if varnish is also present.",
      },
      verdict: "careful",
      verdictReason: "Fuel leaking near a hot muffler can catch fire; don't run the tool until the lines are replaced.",
      codes: [],
      terms: ["primer bulb", "purge system", "fuel line grommet"],
      related: ["handheld-wont-start-after-storage", "dies-when-choke-off"],
    },
    {
      slug: "chain-turns-at-idle",
      title: "Chainsaw chain keeps moving at idle, or the trimmer head won't stop spinning",
      summary:
        "The idle speed is set too high or a clutch spring has broken, so the centrifugal clutch stays engaged. Set the idle with a tachometer below clutch engagement; if the chain still creeps, replace the clutch springs or the clutch.",
      symptoms: [
        "Chain creeps or runs with the throttle released",
        "Idle sounds fast and never settles",
        "Trimmer line keeps spinning at idle",
        "Clutch drum blued or smelling hot",
      ],
      symptomIds: ["chain-at-idle", "idle-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Idle speed screw set too high",
          why: "Above engagement speed the clutch shoes fling outward and grip the drum, driving the chain.",
        },
        {
          likelihood: "occasional",
          part: "Broken or stretched clutch spring",
          why: "Without full spring tension the shoes drag on the drum even at a correct idle speed.",
        },
        {
          likelihood: "occasional",
          part: "Air leak making the idle race",
          why: "A leaking crank seal or intake boot leans the idle so it climbs by itself past engagement.",
        },
        {
          likelihood: "rare",
          part: "Seized clutch drum needle bearing",
          why: "A dry bearing locks the drum to the crankshaft, so the chain turns whatever the clutch does.",
        },
      ],
      checks: [
        {
          step: "Warm the saw and read idle rpm with a tachometer.",
          tools: ["Small-engine tachometer"],
          expect: "Most saws idle around 2,700–3,000 rpm (check the spec), and the chain must stand still.",
        },
        {
          step: "Remove the clutch cover and inspect the springs and shoes.",
          tools: ["Socket set", "Flashlight"],
          expect: "A broken or stretched spring, or shoes worn unevenly, condemns the clutch.",
        },
        {
          step: "Spin the clutch drum by hand with the engine off.",
          tools: [],
          expect:
            "It should turn freely and smoothly around the clutch; roughness or binding means a bad needle bearing.",
        },
        {
          step: "If the idle climbs on its own after setting, pressure- and vacuum-test the crankcase.",
          tools: ["Crankcase pressure and vacuum tester"],
          expect: "A leak shows as falling pressure or vacuum.",
        },
      ],
      fix: "Turn the idle speed screw down until the chain stops, using a tachometer to stay within spec. Replace clutch springs as a set or the whole clutch, grease or replace the drum needle bearing, and fix any air leak that makes the idle climb.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reset idle speed with a tachometer",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.3,
          },
          {
            name: "Replace the clutch springs or clutch and drum bearing",
            partsLow: 25,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate excludes taxes, shop minimums and crank seals if an air leak is found.",
      },
      verdict: "stop",
      verdictReason:
        "A chain moving at idle can cut you while you walk or set the saw down; don't use it until the chain stops at idle.",
      codes: [],
      terms: ["centrifugal clutch", "idle speed screw", "clutch drum"],
      related: ["crank-seal-air-leak-high-idle", "cracked-intake-boot-saw"],
    },
    {
      slug: "bog-off-idle-pilot-jet",
      title: "Dirt bike bogs or dies when you crack the throttle from idle",
      summary:
        "The pilot circuit is clogged or set too lean, so the engine has nothing to pull on between idle and about quarter throttle. Clean the pilot jet and its passages, set the air screw and check the float level; a bike that sat is usually a plugged pilot jet.",
      symptoms: [
        "Idles, but stumbles or stalls when the throttle is snapped open",
        "Needs the choke to keep idling",
        "Pops back through the carburetor on opening",
        "Pulls cleanly once past about half throttle",
      ],
      symptomIds: ["bog-hesitation", "idle-problems", "dies-off-choke"],
      causes: [
        {
          likelihood: "common",
          part: "Pilot jet clogged with varnish",
          why: "The pilot jet has the smallest passage in the carburetor and is the first to plug when fuel sits.",
        },
        {
          likelihood: "occasional",
          part: "Air screw set too lean or the needle clip in the wrong position",
          why: "Too much air on the pilot circuit, or a needle set too lean, leaves a hole just off idle.",
        },
        {
          likelihood: "occasional",
          part: "Float level set too low",
          why: "A low fuel level in the bowl starves the pilot circuit first.",
        },
        {
          likelihood: "rare",
          part: "Air leak at the intake boot or reed block",
          why: "Extra air leans the off-idle mixture in the same way as a small pilot jet.",
        },
      ],
      checks: [
        {
          step: "Remove the pilot jet and hold it up to a light.",
          tools: ["Flat screwdriver", "Jet cleaning wire"],
          expect: "A clear, round hole is clean; any film or blockage means clean or replace it.",
        },
        {
          step: "Warm the engine and set the air screw for the highest, crispest idle, starting about 1.5 turns out.",
          tools: ["Small screwdriver"],
          expect:
            "Best idle between about 1 and 2.5 turns out is normal; under 1 turn calls for a larger pilot jet, over 2.5 for a smaller one.",
        },
        {
          step: "Measure float height with the carburetor tilted so the float just touches the needle.",
          tools: ["Float level gauge or calipers"],
          expect:
            "Height should match the manual's figure in mm from the gasket face; being 1–2 mm off shifts the fuel level enough to lean or richen the pilot circuit, so adjust at the float tang.",
        },
      ],
      fix: "Clean the pilot jet with jet wire and blow carburetor cleaner through the pilot circuit passages, or fit a new jet. Replace the bowl gasket, set the float height and air screw, and refill with fresh fuel.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.2,
        excludes: "Estimate excludes taxes, a full carburetor rebuild kit and a new intake boot if a leak is found.",
      },
      verdict: "careful",
      verdictReason:
        "A bog can stall the bike in the middle of an obstacle or a climb; fix it before riding technical terrain.",
      codes: [],
      terms: ["pilot jet", "air screw", "float height", "Keihin PWK"],
      related: [
        "jetting-wrong-for-conditions",
        "reed-valve-chipped",
        "carb-flooding-overflow",
        "motorcycle-engine/only-idles-on-choke-after-storage",
      ],
    },
    {
      slug: "jetting-wrong-for-conditions",
      title: "Dirt bike blubbers at high altitude or runs lean and hot on cold, low-elevation days",
      summary:
        "Carburetor jetting suits one air density: thin air at altitude or on hot days makes it rich, and cold, dense air makes it lean. Read a plug chop for the throttle range that misbehaves and re-jet, usually a main jet step or a needle clip position.",
      symptoms: [
        "Blubbers, loads up and fouls plugs at altitude or on hot days",
        "Pings or feels hot and sharp on cold mornings near sea level",
        "Flat spot at the throttle range that changed with the weather",
        "Spark plug color changes noticeably from one ride location to another",
      ],
      symptomIds: ["bog-hesitation", "no-top-end", "fouled-plugs"],
      causes: [
        {
          likelihood: "common",
          part: "Main jet or needle sized for a different air density",
          why: "The carburetor meters fuel by volume, so thinner air gets the same fuel and goes rich while denser air goes lean.",
        },
        {
          likelihood: "occasional",
          part: "Changed fuel or premix ratio",
          why: "A switch to race fuel or a different oil amount shifts the mixture enough to need re-jetting.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket pipe, silencer or air filter",
          why: "A freer-flowing exhaust or intake changes the airflow the stock jetting was chosen for.",
        },
        {
          likelihood: "rare",
          part: "Worn needle jet or needle",
          why: "Wear opens the gap between them and richens the midrange over time.",
        },
      ],
      checks: [
        {
          step: "Do a plug chop: run steadily at the suspect throttle position, kill the engine and pull in the clutch, then read the plug.",
          tools: ["Spark plug socket", "Magnifier"],
          expect: "A tan to light-brown insulator is right; black and wet is rich; white, gray or blistered is lean.",
        },
        {
          step: "Note which throttle range misbehaves.",
          tools: [],
          expect: "Idle to 1/4 throttle is the pilot circuit, 1/4 to 3/4 the needle, 3/4 to full the main jet.",
        },
        {
          step: "Compare with the maker's jetting chart for altitude and temperature, or an air-density gauge.",
          tools: ["Jetting chart", "Air-density gauge"],
          expect:
            "Air density falls about 3% per 1,000 ft of altitude and about 1% per 5 °F of warmer air; a chart setting different from what is fitted for today's density confirms the jetting is off.",
        },
      ],
      fix: "Jet for the conditions: a common rule is one main-jet size leaner for every 2,000–3,000 ft gained, confirmed with a plug chop, with needle clip changes for the midrange. Go richer, not leaner, when unsure, and recheck after big temperature swings.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 80,
        laborHoursLow: 0.5,
        laborHoursHigh: 1,
        excludes: "Estimate excludes taxes and the cost of a jet assortment or dyno time.",
      },
      verdict: "careful",
      verdictReason:
        "Rich jetting only fouls plugs, but a lean bike can seize and lock the rear wheel; re-jet before riding hard.",
      codes: [],
      terms: ["main jet", "jet needle clip", "plug chop", "air density"],
      related: [
        "bog-off-idle-pilot-jet",
        "heavy-smoke-spooge",
        "scored-piston-after-seizure",
        "fouls-plugs-constantly",
      ],
    },
    {
      slug: "carb-flooding-overflow",
      title: "Fuel pouring out of the carburetor overflow hose on a dirt bike or scooter",
      summary:
        "The float needle isn't sealing, or the float is stuck or set too high, so the bowl overfills and fuel runs out of the overflow or into the crankcase. Turn the fuel off, clean or replace the needle and seat and set the float height.",
      symptoms: [
        "Fuel dripping from the overflow or vent hoses with the fuel turned on",
        "Strong gas smell and a puddle under the bike",
        "Hard starting, wet plug and blubbering",
        "Kick-starter won't go through after the bike sat with the fuel on",
      ],
      symptomIds: ["fuel-leak-smell", "hard-start", "fouled-plugs"],
      causes: [
        {
          likelihood: "common",
          part: "Debris or varnish holding the float needle off its seat",
          why: "A speck under the needle tip stops it closing, so fuel keeps flowing into a full bowl.",
        },
        {
          likelihood: "occasional",
          part: "Worn float needle tip",
          why: "A grooved rubber tip no longer seals against the brass seat.",
        },
        {
          likelihood: "occasional",
          part: "Float set too high, or a float that has leaked and sunk",
          why: "A sunk or mis-set float never rises far enough to close the needle.",
        },
        {
          likelihood: "rare",
          part: "Vacuum fuel tap with a torn diaphragm on a scooter",
          why: "The vacuum tap should shut off fuel with the engine stopped; a torn diaphragm lets it flow to a flooding carburetor.",
        },
      ],
      checks: [
        {
          step: "Turn the fuel off and remove the float bowl.",
          tools: ["Screwdriver", "Drain pan"],
          expect: "Debris or varnish in the bowl or on the needle points to the cause.",
        },
        {
          step: "With the carburetor inverted, fit a hand pressure pump to the fuel inlet and lift the float to its closed position.",
          tools: [],
          expect:
            "With a hand pump on the inlet and the float held closed, the needle should hold 2–3 psi steady; a gravity tank puts well under 1 psi on it, so any leak-down means a worn needle or dirty seat.",
        },
        {
          step: "Measure float height against the manual and shake the float.",
          tools: ["Calipers"],
          expect:
            "Height out of spec needs adjusting; fuel sloshing inside the float means it is leaking and must be replaced.",
        },
        {
          step: "On scooters with a vacuum fuel tap, disconnect its outlet hose with the engine off.",
          tools: ["Clear container"],
          expect: "No fuel should flow without vacuum; steady flow condemns the tap.",
        },
      ],
      fix: "Replace the needle and seat, clean the bowl and passages, set the float height and replace a sunk float or leaking vacuum tap. If fuel reached the crankcase, remove the plug and kick the engine over to clear it before starting. Turn the fuel off for transport and storage.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 60,
        laborHoursLow: 0.5,
        laborHoursHigh: 1,
        excludes: "Estimate excludes taxes and a complete carburetor if the seat is not replaceable.",
      },
      verdict: "careful",
      verdictReason:
        "Fuel dripping near a hot pipe can ignite; turn the fuel off and don't ride until the carburetor seals.",
      codes: [],
      terms: ["float needle", "float height", "vacuum fuel tap"],
      related: ["bog-off-idle-pilot-jet", "fouls-plugs-constantly"],
    },
    {
      slug: "crank-seal-air-leak-high-idle",
      title: "Idle hangs high, revs up by itself and the engine runs hot",
      summary:
        "An air leak into the crankcase, usually a crank seal, base gasket or intake boot, is leaning the mixture so the idle races. Pressure- and vacuum-test the crankcase to find it; a lean leak left alone ends in a seizure.",
      symptoms: [
        "Idle climbs and hangs after a blip of the throttle",
        "Engine feels hot and pings under load",
        "Adjusting the idle or air screw does not settle it",
        "Oily residue behind the flywheel or around the clutch-side seal",
      ],
      symptomIds: ["idle-problems", "dies-when-hot", "engine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking crankshaft seal on the flywheel or clutch side",
          why: "A hardened or worn lip lets the crankcase draw air past the crank on every upstroke.",
        },
        {
          likelihood: "occasional",
          part: "Leaking base gasket, intake boot or reed block gasket",
          why: "Any unsealed joint on the crankcase admits air that the carburetor never metered.",
        },
        {
          likelihood: "rare",
          part: "Cracked or porous crankcase",
          why: "A case cracked by a crash or a thrown chain leaks air in the same way.",
        },
      ],
      checks: [
        {
          step: "Seal the intake and exhaust with block-off plates and pressurize the crankcase to about 6–7 psi (typical; confirm in the service information), never more than 10 psi.",
          tools: ["Crankcase pressure and vacuum tester", "Block-off plates"],
          expect: "The gauge should lose less than about 1 psi in 5 minutes; a faster drop confirms a leak.",
        },
        {
          step: "Spray soapy water over the seals, gaskets and intake boot while pressurized.",
          tools: ["Spray bottle"],
          expect: "Bubbles mark the leak.",
        },
        {
          step: "Pull a vacuum of about 6–8 inHg and watch the gauge.",
          tools: ["Crankcase pressure and vacuum tester"],
          expect:
            "Vacuum should also lose less than about 1 inHg in 5 minutes; seals that hold pressure can still leak under vacuum, which is how the engine loads them.",
        },
        {
          step: "Once the leak is found, check the exhaust side of the piston skirt for the scuffing a lean, high-revving idle causes.",
          tools: ["Flashlight"],
          expect: "A clean piston means the leak was caught in time; scuffing means top-end parts as well.",
        },
      ],
      fix: "Replace the leaking seal (the flywheel side can often be done without splitting the cases; the clutch side needs the clutch removed), plus any gasket or boot that failed. Clean the seal bores, retest at pressure and vacuum, and retune the carburetor.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the flywheel-side seal or intake boot",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the clutch-side seal with the clutch removed",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 1.8,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate excludes taxes and top-end parts if the piston is scuffed; a case split adds substantial labor.",
      },
      verdict: "careful",
      verdictReason: "Run it gently and briefly until fixed: a lean air leak overheats the piston toward a seizure.",
      codes: [],
      terms: ["crankcase pressure test", "crank seal", "block-off plate"],
      related: ["cracked-intake-boot-saw", "chain-turns-at-idle", "scored-piston-after-seizure", "dies-when-choke-off"],
    },
    {
      slug: "cracked-intake-boot-saw",
      title: "Saw won't hold an idle and runs lean and hot, with a cracked rubber intake boot",
      summary:
        "The rubber intake boot between carburetor and cylinder has cracked, letting air bypass the carburetor. Replace the boot and the impulse line and retune; heat-hardened boots are common on older Stihl and Husqvarna saws.",
      symptoms: [
        "Idle wanders or the saw won't idle at all",
        "Screams lean at full throttle",
        "Visible crack or split in the boot once the filter and carburetor are off",
        "Bogs or stalls when the saw is tilted",
      ],
      symptomIds: ["idle-problems", "no-top-end", "dies-off-choke"],
      causes: [
        {
          likelihood: "common",
          part: "Intake boot hardened and cracked by heat and age",
          why: "The rubber sits between a hot cylinder and a vibrating carburetor, and once hard it splits at the folds.",
        },
        {
          likelihood: "occasional",
          part: "Impulse line cracked or off its fitting",
          why: "The impulse line drives the carburetor's fuel pump from crankcase pulses; a leak starves the pump and leans the saw.",
        },
        {
          likelihood: "occasional",
          part: "Carburetor mounting nuts loose",
          why: "A loose carburetor lets air in at the flange gasket.",
        },
        {
          likelihood: "rare",
          part: "Boot clamp missing after an earlier repair",
          why: "An unclamped boot pulls away from the cylinder at high vacuum.",
        },
      ],
      checks: [
        {
          step: "Remove the cover, air filter and carburetor and flex the boot all round.",
          tools: ["Screwdriver", "Flashlight"],
          expect: "Any crack or hardened, shiny rubber condemns it.",
        },
        {
          step: "Inspect the impulse line along its length.",
          tools: ["Flashlight"],
          expect: "A cracked or loose line must be replaced with the boot.",
        },
        {
          step: "Pressure- and vacuum-test the crankcase with the boot blocked at the carburetor flange.",
          tools: ["Crankcase pressure and vacuum tester", "Block-off plates"],
          expect:
            "With the new boot fitted, pressure that stays put at about 7 psi (0.5 bar) for 20 seconds and a vacuum that keeps most of its 12–15 inHg over the same 20 seconds clear the seals (typical saw figures; confirm for the model); a leak that remains is a crank seal or gasket.",
        },
      ],
      fix: "Fit a new OE intake boot and impulse line, tighten the carburetor to spec and retune the low and high screws with a tachometer.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 40,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.8,
        excludes: "Estimate excludes taxes and piston replacement if it has already scuffed from running lean.",
      },
      verdict: "careful",
      verdictReason:
        "Running a saw with a cracked boot invites a lean seizure; only make short, gentle cuts until it is replaced.",
      codes: [],
      terms: ["intake boot", "impulse line", "intake manifold"],
      related: ["crank-seal-air-leak-high-idle", "saw-screams-lean-full-throttle", "dies-when-choke-off"],
    },
    {
      slug: "reed-valve-chipped",
      title: "Two-stroke lost low-end power and spits fuel mist back out of the carburetor",
      summary:
        "Chipped, cracked or warped reed petals let the crankcase charge blow back through the carburetor instead of up the transfer ports. Pull the reed cage, check the petals against light and replace worn reeds; a broken petal can be drawn into the engine.",
      symptoms: [
        "Weak bottom-end pull and harder starting",
        "Fuel mist spitting from the carburetor mouth at idle",
        "Runs better at high rpm than low",
        "Reed tips visibly chipped, frayed or cracked",
      ],
      symptomIds: ["bog-hesitation", "hard-start", "low-compression"],
      causes: [
        {
          likelihood: "common",
          part: "Reed petals chipped or frayed at the tips",
          why: "The tips flex thousands of times a minute and fray, leaving gaps that leak charge backward.",
        },
        {
          likelihood: "occasional",
          part: "Petals warped or not sitting flat from heat",
          why: "A petal standing open at rest leaks charge back out on every downstroke.",
        },
        {
          likelihood: "occasional",
          part: "Reed stops bent or cage rubber damaged",
          why: "Wrong stop height or torn cage coating lets petals flutter or fail to seal.",
        },
        {
          likelihood: "rare",
          part: "Broken petal piece drawn into the engine",
          why: "A fragment pulled into the crankcase can score the piston or lodge in a transfer port.",
        },
      ],
      checks: [
        {
          step: "Remove the reed block and hold it up to a light.",
          tools: ["Socket set", "Flashlight"],
          expect:
            "Petals should sit flat; a tip gap over about 0.2 mm (0.008 in.), a common limit, means replacement (typical; confirm in the service information).",
        },
        {
          step: "Inspect each petal tip closely.",
          tools: ["Magnifier"],
          expect: "Chips, cracks or fraying mean replacement.",
        },
        {
          step: "Blow gently through the cage from the engine side.",
          tools: [],
          expect: "Reeds should block the air; any flow means they are not sealing.",
        },
        {
          step: "If any piece is missing, look into the crankcase and transfers with a borescope.",
          tools: ["Borescope"],
          expect: "Find and remove the fragment before running the engine.",
        },
      ],
      fix: "Replace the reeds (carbon fiber or fiberglass) and the cage gasket; don't flip worn petals over. Set the reed stops to spec and recover any missing fragments.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 150,
        laborHoursLow: 0.4,
        laborHoursHigh: 2,
        excludes: "Estimate excludes taxes and top-end repair if a fragment reached the piston.",
      },
      verdict: "careful",
      verdictReason: "A chipped reed can break off and enter the engine; ride gently until it is replaced.",
      codes: [],
      terms: ["reed valve", "reed petal", "reed stop"],
      related: ["bog-off-idle-pilot-jet", "worn-top-end-low-compression"],
    },
    {
      slug: "scored-piston-after-seizure",
      title: "Dirt bike locked up briefly, freed itself and now has less compression and power",
      summary:
        "A partial seizure has scored the piston and cylinder, usually from lean jetting, an air leak, overheating or too little oil. Pull the top end, replace the piston and rings, check the cylinder plating and fix the cause before riding again.",
      symptoms: [
        "Engine tightened up or locked the rear wheel for a moment, then ran again",
        "Noticeably weaker pull and an easier kick",
        "Metallic scraping or a new knock",
        "Compression well below the last recorded reading",
        "Vertical scratches on the piston seen through the exhaust port",
      ],
      symptomIds: ["seized", "low-compression", "engine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Lean seizure from jetting, an air leak or a clogged jet",
          why: "A lean mixture burns hot and leaves less fuel to cool the piston, so the exhaust side of the piston swells and scuffs.",
        },
        {
          likelihood: "occasional",
          part: "Cold seizure from hard revving before warm-up",
          why: "The piston expands faster than the cylinder when revved cold and closes up its clearance.",
        },
        {
          likelihood: "occasional",
          part: "Overheating from low coolant or a blocked radiator",
          why: "Without cooling, the whole cylinder runs hot and the piston loses its running clearance.",
        },
        {
          likelihood: "rare",
          part: "Too little oil in the fuel",
          why: "A thin oil film breaks down at high rpm and the skirt scuffs all the way around.",
        },
      ],
      checks: [
        {
          step: "Run a compression or leak-down test and compare with the baseline recorded when the top end was fresh.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect: "A drop of 15–20% or more from baseline means the top end is damaged.",
        },
        {
          step: "Shine a light through the exhaust port and note which side of the piston skirt carries the scoring.",
          tools: ["Flashlight"],
          expect:
            "Scoring on the exhaust side points to lean or hot running; scoring all around the skirt points to a cold seizure or lack of oil.",
        },
        {
          step: "Remove the cylinder and inspect the plating.",
          tools: ["Torque wrench", "Flashlight"],
          expect:
            "Aluminum smeared on intact plating can often be removed; plating that is scored through or flaking needs replating or a new cylinder.",
        },
        {
          step: "Measure piston-to-wall clearance at the spec'd height.",
          tools: ["Micrometer", "Bore gauge"],
          expect:
            "New clearance is often around 0.0015–0.003 in.; beyond the service limit, commonly near 0.004 in., means new parts or replating.",
        },
      ],
      fix: "Replace the piston, rings, wrist pin, small-end bearing and gaskets; replate or replace the cylinder if the plating is damaged. Break the new parts in as the manual says, and correct the cause first: jetting, air leak, coolant level or oil ratio.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 450,
        laborHoursLow: 1.3,
        laborHoursHigh: 3.3,
        excludes: "Estimate excludes taxes and cylinder replating ($250–$400) if the bore is damaged.",
      },
      verdict: "stop",
      verdictReason:
        "A scored piston can seize again without warning and lock the rear wheel; don't ride it until the top end is rebuilt.",
      codes: [],
      terms: ["lean seizure", "cold seizure", "cylinder plating", "piston-to-wall clearance"],
      related: [
        "seized-no-oil-in-fuel",
        "jetting-wrong-for-conditions",
        "crank-seal-air-leak-high-idle",
        "worn-top-end-low-compression",
      ],
    },
    {
      slug: "worn-top-end-low-compression",
      title: "Dirt bike kicks over too easily, starts hard and has lost its snap",
      summary:
        "The piston and rings are worn out, a routine two-stroke service item measured in riding hours. Compare compression or leak-down with your baseline, measure ring end gap and piston clearance, and fit a new top end.",
      symptoms: [
        "Kick-starter goes through with little resistance",
        "Takes many kicks to start, especially when hot",
        "Less bottom-end pull and crispness",
        "More smoke or spooge than it used to make",
        "Hour meter past the manual's piston replacement interval",
      ],
      symptomIds: ["low-compression", "hard-start", "no-top-end"],
      causes: [
        {
          likelihood: "common",
          part: "Worn piston rings",
          why: "Rings lose tension and their end gap grows, letting compression blow past into the crankcase.",
        },
        {
          likelihood: "occasional",
          part: "Worn piston skirt or ring grooves",
          why: "A worn skirt lets the piston rock, and worn grooves let the ring flutter at high rpm.",
        },
        {
          likelihood: "occasional",
          part: "Worn cylinder plating",
          why: "Plating worn at the top of the ring travel leaves a taper the new rings cannot seal.",
        },
        {
          likelihood: "rare",
          part: "Leaking head gasket or head O-rings",
          why: "Compression escapes at the head joint instead of the rings, usually with coolant loss on water-cooled bikes.",
        },
      ],
      checks: [
        {
          step: "Warm the engine, open the throttle fully and kick 5–8 times with a compression gauge fitted.",
          tools: ["Compression gauge"],
          expect: "A reading 15% or more below your bike's baseline or spec means a top end is due.",
        },
        {
          step: "Lock the crank at top dead center, where the piston covers the exhaust and transfer ports, fill the cylinder through the plug hole from a leak-down tester and read the percentage.",
          tools: ["Leak-down tester", "Air compressor"],
          expect:
            "A fresh top end typically leaks under 10%; 15–20% and climbing means tired rings, and hissing at the head joint means the gasket.",
        },
        {
          step: "With the cylinder off, measure ring end gap in the bore.",
          tools: ["Feeler gauges"],
          expect:
            "Many 125–250 cc rings measure roughly 0.012–0.022 in. new; a gap beyond the manual's service limit condemns them.",
        },
        {
          step: "Measure piston-to-wall clearance.",
          tools: ["Micrometer", "Bore gauge"],
          expect: "Clearance beyond the service limit means a new piston, or replating if the bore is worn.",
        },
      ],
      fix: "Install a new piston, rings, wrist pin, small-end bearing and gaskets. Lightly deglaze a plated bore only with a hone made for plated cylinders, torque the base and head nuts to spec in pattern, break it in per the manual and record the new compression as your baseline.",
      difficulty: 3,
      cost: {
        partsLow: 120,
        partsHigh: 400,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "Estimate excludes taxes and cylinder replating or replacement if the bore is worn.",
      },
      verdict: "ok",
      verdictReason:
        "Worn rings are not dangerous in themselves, but a tired top end is more likely to break a ring or seize, so book the rebuild.",
      codes: [],
      terms: ["top end", "ring end gap", "leak-down test", "hour meter"],
      related: ["scored-piston-after-seizure", "small-end-bearing-rattle", "dirt-bike-coolant-loss-head-orings"],
    },
    {
      slug: "small-end-bearing-rattle",
      title: "Light metallic rattle at idle and off-throttle from the top of a two-stroke",
      summary:
        "A worn small-end (wrist pin) needle bearing or a loose piston pin rattles when the load reverses; it is a wear part replaced with every top end. Check for play at the pin with the cylinder off and replace it before it breaks up.",
      symptoms: [
        "Tinny rattle at idle or when chopping the throttle, quieter under load",
        "Noise centered on the cylinder rather than the gearbox",
        "Bike due or overdue for a top end",
        "Blued or marked wrist pin found on inspection",
      ],
      symptomIds: ["engine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn small-end needle bearing",
          why: "Needles wear flat and the cage cracks, leaving play between rod and pin that knocks as the load reverses.",
        },
        {
          likelihood: "occasional",
          part: "Worn wrist pin or pin bores in the piston",
          why: "Wear at the pin lets the piston tap against it on every direction change.",
        },
        {
          likelihood: "occasional",
          part: "Piston skirt slap from a worn piston",
          why: "Excess skirt clearance rocks the piston in the bore and sounds much the same.",
        },
        {
          likelihood: "rare",
          part: "Detonation",
          why: "Pinging sounds like a rattle but comes under load, not off the throttle.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope on the cylinder and the cases at idle and on deceleration.",
          tools: ["Mechanic's stethoscope"],
          expect: "Loudest at the cylinder on deceleration points to the small end or piston.",
        },
        {
          step: "Remove the cylinder and feel for up-and-down play between rod and piston with the pin fitted.",
          tools: ["Torque wrench"],
          expect: "Any perceptible vertical play means a new bearing and pin.",
        },
        {
          step: "Remove the pin and inspect the bearing needles and cage.",
          tools: ["Magnifier"],
          expect: "Flat spots, discoloration or a cracked cage condemn it.",
        },
        {
          step: "Check big-end play while the cylinder is off.",
          tools: [],
          expect:
            "No up-and-down play at the big end keeps the job to the top end; big-end side clearance past the manual's limit, which runs from about 0.6 mm to 1.0 mm (0.024–0.040 in.) by model, means a crank rebuild (typical; confirm in the service information).",
        },
      ],
      fix: "Replace the small-end bearing, wrist pin and clips, normally with a new piston and rings. If the rod's small-end bore is worn or marked, the rod or crank has to be rebuilt.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 120,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes: "Estimate excludes taxes and a piston kit if replaced at the same time; a crank rebuild is extra.",
      },
      verdict: "careful",
      verdictReason:
        "A failing small-end bearing can break up and wreck the piston, cylinder and crank; ride gently and inspect soon.",
      codes: [],
      terms: ["small-end bearing", "wrist pin", "needle bearing", "circlip"],
      related: ["worn-top-end-low-compression", "big-end-rod-play", "detonation-holed-piston"],
    },
    {
      slug: "big-end-rod-play",
      title: "Deep knock from the bottom of a dirt bike or scooter engine that gets louder with revs",
      summary:
        "The connecting-rod big-end bearing or the main bearings are worn and the crankshaft needs rebuilding. Check for up-and-down play in the rod with the cylinder off; any play you can feel means the crank comes out before the rod breaks.",
      symptoms: [
        "Low, heavy knock that rises with rpm",
        "More vibration through the pegs and bars than before",
        "Rod moves up and down when pulled with the cylinder off",
        "Crank seals starting to leak as the crank wobbles",
      ],
      symptomIds: ["engine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn big-end needle bearing",
          why: "The bearing carries every firing stroke on premix oil alone; high hours, lean running or too little oil wear the needles and the rod.",
        },
        {
          likelihood: "occasional",
          part: "Worn main bearings",
          why: "Rough, loose mains let the crank move radially, which knocks and wears out the crank seals.",
        },
        {
          likelihood: "occasional",
          part: "Pressed crankshaft knocked out of true",
          why: "A seizure, chain jam or hard impact twists the crank halves, causing vibration and seal failure.",
        },
        {
          likelihood: "rare",
          part: "Long running on too little oil",
          why: "A thin premix ratio starves the big end before the piston shows damage.",
        },
      ],
      checks: [
        {
          step: "Listen low on the cases with a stethoscope while revving gently.",
          tools: ["Mechanic's stethoscope"],
          expect: "A deep knock loudest at the crankcase points to the bottom end.",
        },
        {
          step: "Remove the cylinder, bring the rod to top dead center and pull it straight up and down.",
          tools: ["Torque wrench"],
          expect: "Any perceptible vertical play means the big end is worn; some side-to-side movement is normal.",
        },
        {
          step: "Measure rod side clearance with feeler gauges.",
          tools: ["Feeler gauges"],
          expect: "Clearance beyond the manual's service limit confirms a rebuild.",
        },
        {
          step: "With the cases split, measure crank runout at each end on V-blocks.",
          tools: ["Dial indicator with magnetic base", "V-blocks"],
          expect: "Runout is usually held to about 0.002 in.; more means truing or a new crank.",
        },
      ],
      fix: "Split the cases and rebuild the crank with a rod kit (rod, pin, bearing, thrust washers) and true it, or fit a new complete crank. Fit new main bearings and crank seals, and usually a new top end at the same time, then reassemble with new gaskets.",
      difficulty: 4,
      cost: {
        partsLow: 250,
        partsHigh: 800,
        laborHoursLow: 3.3,
        laborHoursHigh: 6.7,
        excludes:
          "Estimate excludes taxes and top-end parts; scooter engines are sometimes replaced complete for similar money.",
      },
      verdict: "stop",
      verdictReason:
        "A big-end bearing that lets go breaks the rod, which can punch through the cases and lock the rear wheel; park the bike.",
      codes: [],
      terms: ["big-end bearing", "crank rebuild", "main bearing", "crank runout"],
      related: ["small-end-bearing-rattle", "gearbox-oil-vanishing-right-crank-seal"],
    },
    {
      slug: "detonation-holed-piston",
      title: "Pinging under load, then a sudden power loss and heavy smoke from a two-stroke",
      summary:
        "Detonation from low-octane fuel, lean jetting, too much ignition advance or overheating has melted or holed the piston crown. Check the crown with a borescope; a hole means a new piston and finding the cause before the next run.",
      symptoms: [
        "Sharp pinging or rattling under load, worst climbing or at full throttle",
        "Sudden loss of power followed by heavy smoke",
        "Very low compression",
        "Tiny aluminum specks on the spark plug insulator",
        "Crankcase pressure spitting fuel and oil back out of the carburetor",
      ],
      symptomIds: ["engine-noise", "low-compression", "heavy-smoke-oil", "no-top-end"],
      causes: [
        {
          likelihood: "common",
          part: "Lean mixture under load",
          why: "A lean charge burns hotter and detonates, and the pressure spikes erode the crown edge until it holes.",
        },
        {
          likelihood: "occasional",
          part: "Low-octane or stale fuel",
          why: "Stored fuel loses octane, and high-compression two-strokes need the octane the manual specifies.",
        },
        {
          likelihood: "occasional",
          part: "Overheating from a blocked radiator or water passages",
          why: "A hot cylinder head lowers the detonation threshold for the same fuel and jetting.",
        },
        {
          likelihood: "rare",
          part: "Ignition timing advanced or a high-compression head fitted",
          why: "Aftermarket heads or a stator turned for more power leave no margin against detonation.",
        },
      ],
      checks: [
        {
          step: "Aim a borescope down the plug hole at the squish band on the exhaust side of the crown, where detonation erodes first.",
          tools: ["Borescope"],
          expect: "Pitting along the crown edge or a melted hole confirms detonation damage.",
        },
        {
          step: "Examine the spark plug insulator under magnification.",
          tools: ["Magnifier"],
          expect: "Fine aluminum specks are an early warning that the piston is being eroded.",
        },
        {
          step: "Gauge the cylinder's compression cold with the throttle wide open.",
          tools: ["Compression gauge"],
          expect:
            "Under about 30 psi, against the 120 psi or more a healthy engine of the type usually shows, with a visible hole confirms a holed piston.",
        },
        {
          step: "Check jetting, fuel age and octane, coolant flow and the ignition timing marks.",
          tools: ["Flashlight", "Clear fuel sample jar"],
          expect: "At least one of these will be off; fix it before running the new piston.",
        },
      ],
      fix: "Replace the piston and rings, flush aluminum debris out of the crankcase and check the bearings and cylinder plating. Correct the cause: richer jetting, fresh fuel of the specified octane, a clean cooling system and stock timing. On multi-cylinder outboards, check the other cylinders' crowns too.",
      difficulty: 3,
      cost: {
        partsLow: 120,
        partsHigh: 500,
        laborHoursLow: 1.3,
        laborHoursHigh: 4,
        excludes: "Estimate excludes taxes, cylinder replating and outboard powerhead work, which runs far higher.",
      },
      verdict: "stop",
      verdictReason: "A holed piston can seize or break up at any moment; don't run it until rebuilt.",
      codes: [],
      terms: ["detonation", "piston crown", "octane", "borescope"],
      related: [
        "jetting-wrong-for-conditions",
        "phase-separated-fuel",
        "scored-piston-after-seizure",
        "small-end-bearing-rattle",
      ],
    },
    {
      slug: "power-valve-stuck",
      title: "Dirt bike pulls at low rpm but goes flat and won't rev out on top",
      summary:
        "The exhaust power valve is stuck closed with carbon, or its linkage or governor has failed, so the engine never gets its high-rpm port timing. Clean the valve and linkage, check the governor and spring, and set it per the manual.",
      symptoms: [
        "Strong bottom end but flat and signing off early at high rpm",
        "Exhaust note does not change as revs climb",
        "Heavy carbon in the exhaust port and pipe",
        "Spooge weeping from the power valve cover",
      ],
      symptomIds: ["no-top-end", "heavy-smoke-oil"],
      causes: [
        {
          likelihood: "common",
          part: "Power valve blades gummed with carbon",
          why: "Oil carbon from idling and rich running locks the blades in their low-rpm position.",
        },
        {
          likelihood: "occasional",
          part: "Worn or misadjusted linkage, or a broken return spring",
          why: "Slop or a broken spring stops the valve moving through its full travel.",
        },
        {
          likelihood: "occasional",
          part: "Worn centrifugal governor or a bent actuating rod",
          why: "Mechanical systems rely on flyweights spun by the crank or balancer; worn parts never push the valve fully open.",
        },
        {
          likelihood: "rare",
          part: "Electric power valve servo or its cable failed",
          why: "On Yamaha YPVS road bikes such as the RZ350 and other servo-driven designs, a dead servo or seized cable leaves the valve stuck.",
        },
      ],
      checks: [
        {
          step: "Remove the power valve cover and move the linkage by hand through its travel.",
          tools: ["Socket set"],
          expect: "Free movement all the way is normal; binding means carbon.",
        },
        {
          step: "Remove the pipe and watch the valve blade in the exhaust port as you move the linkage.",
          tools: ["Flashlight"],
          expect: "The blade should rise cleanly into the port roof without sticking.",
        },
        {
          step: "Inspect the return spring and governor parts for wear or breakage.",
          tools: ["Magnifier"],
          expect: "A broken spring or worn flyweights explain a valve that will not follow rpm.",
        },
        {
          step: "On servo-driven systems, switch the ignition on and listen.",
          tools: [],
          expect: "A short servo sweep at key-on shows the motor works; silence points to the servo, fuse or wiring.",
        },
      ],
      noMeasurement:
        "A mechanical power valve is judged by feel and sight with the pipe off: carbon on the blade, a binding linkage or worn governor flyweights; no shop meter reads its position.",
      fix: "Disassemble, soak the carbon off with solvent without scraping the blade edges, replace worn bushings, seals and springs, and reassemble with the adjustment set per the manual. Less idling and a correct mix slow the carbon buildup.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Decarbon and reassemble the power valve",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Clean plus new bushings, seals and springs",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Estimate excludes taxes and a servo replacement on electronically driven systems.",
      },
      verdict: "ok",
      verdictReason: "A stuck power valve costs power but does no harm; clean it when convenient.",
      codes: [],
      terms: ["exhaust power valve", "YPVS", "governor", "carbon buildup"],
      related: ["dented-expansion-chamber", "heavy-smoke-spooge"],
      commonOn: [{ make: "yamaha", models: ["rz350n"], years: [1984, 1985] }],
    },
    {
      slug: "dented-expansion-chamber",
      title: "Dirt bike lost power after a crash, with a dented pipe or oil leaking at the flange",
      summary:
        "A dented expansion chamber or a leaking pipe flange upsets the pressure waves a two-stroke relies on, robbing power. Check the pipe for dents and leaks; small dents can be removed, but creases and cracks mean repair or replacement.",
      symptoms: [
        "Pipe visibly dented, flattened or cracked after a fall or rock strike",
        "Spooge or black streaks at the head-pipe flange or spring joints",
        "Power down across the range, especially the midrange hit",
        "Louder exhaust or a rattle from broken mounts",
      ],
      symptomIds: ["no-top-end", "heavy-smoke-oil", "engine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Dented expansion chamber",
          why: "A dent changes the chamber's volume and shape, moving the tuned pressure waves out of step with the ports.",
        },
        {
          likelihood: "occasional",
          part: "Leaking O-rings or gasket at the exhaust flange",
          why: "A leak bleeds wave energy and pulls in air, and spooge seeps out of the joint.",
        },
        {
          likelihood: "occasional",
          part: "Cracked pipe or a broken mounting tab",
          why: "A crack leaks in the same way and the unsupported pipe vibrates and cracks further.",
        },
        {
          likelihood: "rare",
          part: "Silencer packing blown out or the core cracked",
          why: "Worn packing makes the bike loud and lets the core rattle, though power loss is usually small.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, inspect the whole pipe and the flange.",
          tools: ["Flashlight"],
          expect: "Dents deeper than a thumbprint or any creasing matter; fresh spooge at the flange marks a leak.",
        },
        {
          step: "Start the engine and hold a hand near, not on, the flange and joints.",
          tools: [],
          expect: "Puffs of exhaust against your hand confirm a leaking seal.",
        },
        {
          step: "Remove the silencer end cap and inspect the packing and core.",
          tools: ["Screwdriver"],
          expect: "Packing blown out or baked hard needs replacing.",
        },
      ],
      noMeasurement:
        "A dent is judged by eye and by spooge at the joints; a dyno run shows the power lost, but no gauge at the bike tells whether a given dent matters.",
      fix: "Replace the flange O-rings and springs, have dents removed (shops heat the dent and pressurize the sealed pipe) or replace a creased or cracked pipe, repack the silencer and repair broken mounts.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "New flange O-rings and springs",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Dent removal and silencer repack",
            partsLow: 80,
            partsHigh: 180,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
          {
            name: "Replace the expansion chamber",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate excludes taxes and a new silencer if its core is cracked.",
      },
      verdict: "ok",
      verdictReason:
        "A dented pipe costs power, not safety; just make sure a cracked pipe or loose mount cannot fall against the rear tire.",
      codes: [],
      terms: ["expansion chamber", "tuned pipe", "silencer packing"],
      related: ["power-valve-stuck", "clogged-spark-arrestor"],
    },
    {
      slug: "clogged-spark-arrestor",
      title: "Trimmer or blower runs but won't rev up and has no power",
      summary:
        "The muffler's spark arrestor screen is clogged with carbon, choking the exhaust. Remove and clean or replace the screen, scrape a carboned exhaust port, and correct the oil-heavy mix that caused it.",
      symptoms: [
        "Starts and idles but revs slowly and tops out low",
        "Power fades after a few minutes as heat builds",
        "Black, oily carbon around the muffler outlet",
        "Runs noticeably better with the muffler cover off",
      ],
      symptomIds: ["no-top-end", "dies-when-hot", "heavy-smoke-oil"],
      causes: [
        {
          likelihood: "common",
          part: "Spark arrestor screen blocked with carbon",
          why: "Oily exhaust cakes the fine mesh, so the engine cannot clear its exhaust or draw in a full fresh charge.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust port narrowed by carbon",
          why: "Carbon builds on the port edges and restricts flow even with a clean screen.",
        },
        {
          likelihood: "occasional",
          part: "Too much oil in the mix or long idling",
          why: "Extra oil and cool running create the carbon in the first place.",
        },
        {
          likelihood: "rare",
          part: "Broken muffler baffle blocking the outlet",
          why: "A loose internal baffle can shift and close off part of the exhaust path.",
        },
      ],
      checks: [
        {
          step: "Remove the spark arrestor screen and hold it up to a light.",
          tools: ["Screwdriver"],
          expect:
            "A screen mostly closed with carbon confirms the cause; once cleaned, a tachometer should show no-load speed back near the tool's listed maximum, often 10,000–12,500 rpm on trimmers (typical; confirm in the service information).",
        },
        {
          step: "Remove the muffler, turn the engine so the piston covers the exhaust port and look at the port.",
          tools: ["Flashlight"],
          expect: "Carbon narrowing the port needs scraping with a plastic or wooden tool.",
        },
        {
          step: "Check the mix ratio in the fuel can.",
          tools: ["Measuring cup"],
          expect: "An oil-heavy mix explains fast carbon buildup.",
        },
      ],
      fix: "Clean the screen with a brass brush and solvent, or burn the carbon off with a propane torch, and replace it if torn; many public lands require a working spark arrestor. Scrape the port with the piston covering it so no carbon falls into the cylinder, and mix fuel at the correct ratio.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 40,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.6,
        excludes: "Estimate excludes taxes and a new muffler if the baffle is broken.",
      },
      verdict: "ok",
      verdictReason:
        "A clogged screen only costs power; never remove it permanently, since it stops sparks that can start brush fires.",
      codes: [],
      terms: ["spark arrestor screen", "exhaust port", "carbon buildup"],
      related: ["heavy-smoke-spooge", "dented-expansion-chamber"],
    },
    {
      slug: "fouls-plugs-constantly",
      title: "Two-stroke fouls a new spark plug every ride or two",
      summary:
        "The plug is too cold for how the engine is used, the mixture is too rich, or the spark is weak. Match the heat range to your riding, lean the pilot circuit if the plug is sooty, and check the plug cap and coil.",
      symptoms: [
        "Wet, black plug that won't fire, especially after idling or slow trail riding",
        "Starts fine on a new plug, then fouls after slow riding",
        "Misses when the throttle is opened after a stretch of idling",
        "Plug gap bridged with carbon or oil",
      ],
      symptomIds: ["fouled-plugs", "hard-start", "bog-hesitation"],
      causes: [
        {
          likelihood: "common",
          part: "Plug heat range too cold for low-speed riding",
          why: "A race-spec cold plug never gets hot enough at trail speeds to burn off oil deposits.",
        },
        {
          likelihood: "occasional",
          part: "Rich pilot or needle circuit",
          why: "Excess fuel at low throttle soots the plug faster than it can clean itself.",
        },
        {
          likelihood: "occasional",
          part: "Too much oil in the premix or a leaking gearbox-side crank seal",
          why: "Extra oil, or gear oil drawn into the crankcase, wets the plug.",
        },
        {
          likelihood: "rare",
          part: "Weak spark from a failing coil, cracked plug cap or loose wire",
          why: "A weak spark cannot fire across a slightly fouled plug, so the plug gets the blame.",
        },
      ],
      checks: [
        {
          step: "Compare the fitted plug with the manual's standard and hotter options.",
          tools: ["Service manual"],
          expect: "On NGK plugs a lower number is hotter; a colder plug than needed for trail use explains fouling.",
        },
        {
          step: "Read a plug after a steady ride at the speeds you normally use.",
          tools: ["Spark plug socket", "Magnifier"],
          expect: "Black and sooty points to rich jetting; wet and oily points to oil.",
        },
        {
          step: "Unscrew the cap from the HT lead and read it end to end on the ohmmeter's 20 kΩ range.",
          tools: ["Digital multimeter"],
          expect: "Most resistor caps read about 5 kΩ; an open or much higher reading needs a new cap.",
        },
        {
          step: "Check the gearbox oil level.",
          tools: ["Oil measuring cup"],
          expect: "A dropping level points to the right-side crank seal.",
        },
      ],
      fix: "Fit the hotter heat range for slow riding, lean the pilot jet or needle clip a step if the plug is sooty, mix fuel at the correct ratio and replace a faulty cap. Gap new plugs to the manual's spec (often 0.024–0.028 in.) and carry a spare.",
      difficulty: 1,
      cost: {
        partsLow: 5,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.7,
        excludes: "Estimate excludes taxes and a crank seal repair if gear oil is the source.",
      },
      verdict: "ok",
      verdictReason:
        "Fouled plugs strand you rather than hurt you; carry a spare and a plug wrench until it is sorted.",
      codes: [],
      terms: ["heat range", "plug cap", "plug chop"],
      related: [
        "heavy-smoke-spooge",
        "jetting-wrong-for-conditions",
        "carb-flooding-overflow",
        "gearbox-oil-vanishing-right-crank-seal",
      ],
    },
    {
      slug: "no-spark-kill-switch-coil",
      title: "Saw, trimmer or dirt bike has no spark at all",
      summary:
        "Most no-spark faults are a grounded kill switch or wire, a fouled plug or an ignition module with the wrong air gap. Test with a new plug and a spark tester, isolate the kill wire, then check the module gap and resistance.",
      symptoms: [
        "No flash at the spark tester while pulling or kicking",
        "New plug makes no difference",
        "Worked until the tool was dropped or the bike crashed",
        "Kill switch wire chafed or pinched under a cover",
      ],
      symptomIds: ["hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Kill switch stuck in stop, or its wire shorted to ground",
          why: "The kill circuit grounds the ignition; a broken switch or a chafed wire does it permanently.",
        },
        {
          likelihood: "occasional",
          part: "Ignition module air gap too wide, or the module failed",
          why: "A module set too far from the flywheel magnets cannot generate a strong enough pulse.",
        },
        {
          likelihood: "occasional",
          part: "Cracked plug cap or broken plug wire",
          why: "High voltage leaks to ground through the crack instead of jumping the plug gap.",
        },
        {
          likelihood: "rare",
          part: "Sheared flywheel key, or a failed stator or CDI on a bike",
          why: "A key that has sheared moves the magnets out of time, and a dead stator or CDI gives no pulse at all.",
        },
      ],
      checks: [
        {
          step: "Fit a new plug and an inline spark tester, then pull or kick.",
          tools: ["Inline spark tester"],
          expect: "A blue flash on every pull or kick means ignition is fine.",
        },
        {
          step: "Disconnect the kill wire at the module or CDI and test again.",
          tools: ["Inline spark tester"],
          expect: "Spark that returns with the wire off condemns the switch or its wire.",
        },
        {
          step: "Check the air gap between module and flywheel magnets.",
          tools: ["Feeler gauges"],
          expect: "About 0.010–0.015 in. on most saws and trimmers; a business card is close. Reset it if wider.",
        },
        {
          step: "Measure module or coil resistance and compare with the spec.",
          tools: ["Digital multimeter"],
          expect: "An open circuit or a reading far outside spec condemns the module or coil.",
        },
      ],
      fix: "Repair or replace the kill switch or its wire, set the module air gap with a shim and tighten it, and replace a failed module, cap or plug wire. On bikes, test the stator and CDI to the manual's values before buying parts.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair the kill switch wire or reset the module air gap",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace the ignition module or coil",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate excludes taxes and a stator or CDI on a dirt bike, which can cost more.",
      },
      verdict: "ok",
      verdictReason:
        "No spark is not a safety problem; keep the spark tester grounded and fuel vapors away while testing.",
      codes: [],
      terms: ["kill switch", "ignition module", "air gap", "CDI"],
      related: ["handheld-wont-start-after-storage", "dies-hot-no-spark"],
    },
    {
      slug: "dies-hot-no-spark",
      title: "Two-stroke dies after warming up and won't restart until it cools",
      summary:
        "A heat-sensitive ignition module, coil or stator is breaking down once hot, or fuel is boiling in the carburetor. Test for spark the moment it dies: no spark hot but good spark cold condemns the ignition part.",
      symptoms: [
        "Runs 10–30 minutes, sputters and quits",
        "Restarts after 15–30 minutes of cooling",
        "No spark at the tester when hot, good spark when cold",
        "Fuel boiling in a heat-soaked carburetor on small tools",
      ],
      symptomIds: ["dies-when-hot", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Ignition module or coil failing when hot",
          why: "Cracked windings or failing electronics open up as they expand with heat and reconnect as they cool.",
        },
        {
          likelihood: "occasional",
          part: "Stator or CDI breaking down on a dirt bike or scooter",
          why: "Insulation breakdown in the stator windings or CDI shows up only at temperature.",
        },
        {
          likelihood: "occasional",
          part: "Fuel percolating or vapor-locking in the carburetor",
          why: "Fuel boiling in a heat-soaked carburetor leaves vapor instead of liquid, worst with winter-blend or stale fuel.",
        },
        {
          likelihood: "rare",
          part: "Piston binding lightly when hot",
          why: "A cylinder tightened by an earlier lean episode binds as it heats and frees as it cools.",
        },
      ],
      checks: [
        {
          step: "As soon as it dies, test for spark.",
          tools: ["Inline spark tester"],
          expect: "No spark hot that returns cold points to ignition.",
        },
        {
          step: "With the engine cold, warm the module with a heat gun on low while testing, then cool it with freeze spray.",
          tools: ["Heat gun", "Freeze spray", "Inline spark tester"],
          expect: "Spark that dies with heat and returns with cooling condemns the module.",
        },
        {
          step: "Pull the plug when it dies and look at the tip.",
          tools: ["Spark plug socket"],
          expect: "A wet plug with no spark is ignition; a dry plug with good spark is fuel.",
        },
        {
          step: "On bikes, measure ignition coil primary and secondary resistance cold, then again right after it dies hot.",
          tools: ["Digital multimeter"],
          expect:
            "Small-engine coils typically read about 0.2–1 Ω primary and 5–15 kΩ secondary (typical; confirm in the service information); a secondary that opens or climbs far out of range hot condemns the coil.",
        },
      ],
      fix: "Replace the module, coil, stator or CDI that fails the heat test. For vapor lock, use fresh fuel, restore heat shields and insulators, and don't let the tool sit running hot. If the piston binds, inspect the top end.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a handheld tool's ignition module",
            partsLow: 25,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace a dirt bike's coil, stator or CDI",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate excludes taxes, shop minimums and top-end repair if the piston is binding.",
      },
      verdict: "careful",
      verdictReason:
        "An engine that quits hot can strand you on a trail or on the water; don't go far from help until it is fixed.",
      codes: [],
      terms: ["ignition module", "stator", "vapor lock", "heat soak"],
      related: ["no-spark-kill-switch-coil", "fuel-tank-vent-clogged", "scored-piston-after-seizure"],
    },
    {
      slug: "outboard-overheat-impeller",
      title: "Two-stroke outboard's telltale stream is weak or stops and the overheat horn sounds",
      summary:
        "The water pump impeller in the lower unit is worn or has lost vanes, or the telltale or water intake is plugged. Shut down, clear the telltale and intake screens, and replace the impeller; any missing vane pieces must be found in the cooling passages.",
      symptoms: [
        "Pencil-thin, sputtering or no telltale stream",
        "Overheat horn or lamp, with rpm limited on engines that have protection",
        "Steam or very hot water from the telltale",
        "Cylinder heads too hot to touch",
        "Impeller not replaced in several seasons, or the engine was started out of the water",
      ],
      symptomIds: ["warning-alarm", "dies-when-hot"],
      causes: [
        {
          likelihood: "common",
          part: "Water pump impeller worn, hardened or missing vanes",
          why: "The rubber vanes take a set and crack with age, dry starts or sand, and stop sealing against the pump housing.",
        },
        {
          likelihood: "occasional",
          part: "Telltale hose or water intake screen plugged",
          why: "Mud, weeds or insect nests block the intake or the telltale line; a blocked telltale alone can fake a pump failure.",
        },
        {
          likelihood: "occasional",
          part: "Thermostat or pressure-relief poppet valve sticking",
          why: "A valve stuck shut holds hot water in the powerhead even when the pump is healthy.",
        },
        {
          likelihood: "rare",
          part: "Salt or scale blocking the powerhead water jackets",
          why: "Saltwater engines that are rarely flushed build deposits that restrict flow around the cylinders.",
        },
      ],
      checks: [
        {
          step: "With the engine running in the water or on muffs, push a thin wire into the telltale outlet.",
          tools: ["Stiff wire"],
          expect: "A strong stream returning after clearing it means only the telltale was blocked.",
        },
        {
          step: "Inspect and clear the water intake screens on the gearcase.",
          tools: ["Flashlight", "Pick"],
          expect: "Weeds or mud packed in the screens explain weak flow.",
        },
        {
          step: "After warm-up, shoot the cylinder heads with an infrared thermometer at idle.",
          tools: ["Infrared thermometer"],
          expect:
            "Temperatures far above the thermostat rating, often 120–145 °F on two-stroke outboards, point to poor water flow.",
        },
        {
          step: "Drop the lower unit and inspect the impeller, housing and wear plate.",
          tools: ["Socket set", "Flashlight"],
          expect:
            "Vanes should be flexible and full length with no set; a grooved housing or wear plate must be replaced too.",
        },
      ],
      fix: "Replace the impeller, key, gaskets and, if grooved, the housing and wear plate, lubricating the impeller and turning the driveshaft in its normal direction as the housing is seated. Track down missing vane pieces in the water tubes and thermostat housing, replace the thermostats, and flush with fresh water after every saltwater trip. Replacing the impeller every two to three seasons is a common interval.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 200,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "Estimate excludes taxes, haul-out fees and powerhead repair if it already overheated badly.",
      },
      verdict: "stop",
      verdictReason:
        "An overheating outboard can score its pistons within minutes; shut it down and only idle home if the telltale flows strongly again.",
      codes: [],
      terms: ["water pump impeller", "telltale", "wear plate", "lower unit"],
      related: ["outboard-water-in-cylinder", "oil-injection-warning", "outboard-one-cylinder-low-compression"],
    },
    {
      slug: "outboard-dies-primer-bulb-collapses",
      title: "Outboard runs fine at idle but dies at speed, and the primer bulb goes flat",
      summary:
        "Fuel is being restricted between the tank and the engine: a sticking anti-siphon valve, a clogged pickup or filter, a kinked line or a blocked tank vent. Squeeze the bulb as it falters; if it recovers, find the restriction and replace an old bulb and hose.",
      symptoms: [
        "Power fades after a few minutes at speed, then it stalls",
        "Primer bulb collapsed or soft while running",
        "Squeezing the bulb brings the engine back briefly",
        "Runs longer with the tank cap or vent open",
      ],
      symptomIds: ["dies-when-hot", "no-top-end", "bog-hesitation"],
      causes: [
        {
          likelihood: "common",
          part: "Anti-siphon valve at the tank outlet sticking",
          why: "The spring-loaded valve required on built-in tanks can stick or have too stiff a spring, so the engine's fuel pump cannot pull enough fuel.",
        },
        {
          likelihood: "occasional",
          part: "Clogged fuel pickup screen or water-separating filter",
          why: "Debris or water-soaked filter media restricts flow most at full throttle.",
        },
        {
          likelihood: "occasional",
          part: "Primer bulb check valves failing or an old fuel hose collapsing",
          why: "A failed check valve lets fuel flow back, and a soft hose flattens under the pump's suction.",
        },
        {
          likelihood: "rare",
          part: "Blocked tank vent",
          why: "Vacuum builds in the tank as fuel is drawn out until flow stops.",
        },
      ],
      checks: [
        {
          step: "When power starts to fade, open the tank vent or cap.",
          tools: [],
          expect: "Immediate recovery points to the vent.",
        },
        {
          step: "Fit a vacuum gauge at the engine fuel pump inlet and run at full throttle.",
          tools: ["Vacuum gauge", "Tee fitting"],
          expect: "Many makers allow only about 2–4 inHg of vacuum; more means a restriction upstream.",
        },
        {
          step: "Run the engine from a portable tank and new hose, bypassing the boat's tank.",
          tools: ["Portable fuel tank"],
          expect: "Running perfectly on the portable tank puts the fault in the boat's tank, valve or lines.",
        },
        {
          step: "Clamp the hose on the engine side and squeeze the bulb.",
          tools: ["Hose clamp pliers"],
          expect: "The bulb should stay firm; a bulb that collapses and refills means leaking check valves.",
        },
      ],
      fix: "Clean or replace the anti-siphon valve, water-separating filter and tank pickup screen, replace an old bulb and hose with low-permeation marine fuel line, and clear the vent. Retest vacuum at full throttle afterwards.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "New primer bulb, fuel hose and filter",
            partsLow: 25,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Service the anti-siphon valve and tank pickup",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate excludes taxes and tank removal if the pickup tube is not reachable.",
      },
      verdict: "careful",
      verdictReason:
        "Losing power offshore or in a busy channel is dangerous; don't take long trips until the restriction is found.",
      codes: [],
      terms: ["anti-siphon valve", "primer bulb", "fuel pickup", "fuel restriction"],
      related: ["phase-separated-fuel", "outboard-stalls-at-idle-in-gear"],
    },
    {
      slug: "outboard-stalls-at-idle-in-gear",
      title: "Carbureted outboard stalls when shifted into gear or won't idle smoothly",
      summary:
        "The idle circuit is partly clogged, idle speed is set too low, or one cylinder isn't firing at idle. Clean the carburetor idle passages, set idle rpm in gear to spec, and check every cylinder for spark.",
      symptoms: [
        "Rough idle in neutral that dies when shifted into forward or reverse",
        "Needs the choke or fast-idle lever to stay running",
        "Pops and spits at idle but clears with throttle",
        "One spark plug wet while the others are dry",
      ],
      symptomIds: ["idle-problems", "dies-off-choke", "fouled-plugs"],
      causes: [
        {
          likelihood: "common",
          part: "Carburetor idle jets or passages varnished",
          why: "Idle circuits have the smallest passages and plug first when fuel sits between outings.",
        },
        {
          likelihood: "occasional",
          part: "Idle rpm set below spec",
          why: "Dropping into gear loads the engine, and an idle set too low cannot absorb it; many two-stroke outboards call for roughly 600–900 rpm in gear.",
        },
        {
          likelihood: "occasional",
          part: "One cylinder dead at idle from a fouled plug or weak coil",
          why: "On a twin, losing a cylinder at idle halves the power, so the shift load stalls it.",
        },
        {
          likelihood: "rare",
          part: "Shift cable or linkage out of adjustment",
          why: "A misadjusted cable drags the gear engagement and loads the engine as it shifts.",
        },
      ],
      checks: [
        {
          step: "Fit an inline spark tester on each plug lead and idle the engine.",
          tools: ["Inline spark tester"],
          expect: "Every tester should flash steadily; a dark one marks the dead cylinder.",
        },
        {
          step: "Lay the outboard's plugs out in cylinder order and compare each tip's color.",
          tools: ["Spark plug socket"],
          expect: "A wet, black plug on one cylinder points to its carburetor or ignition.",
        },
        {
          step: "Check idle rpm in gear with a tachometer against the spec on the engine decal or manual.",
          tools: ["Small-engine tachometer"],
          expect:
            "Carbureted two-stroke outboards commonly idle about 600–900 rpm in gear (typical; confirm on the decal); an idle below spec needs setting once the engine runs on all cylinders.",
        },
        {
          step: "Check shift effort and the cable adjustment at the engine.",
          tools: [],
          expect: "Smooth, light shifts with the cable centered clear the linkage.",
        },
      ],
      fix: "Clean or rebuild the carburetors (all of them on multi-carb engines), synchronize and link them per the manual, replace plugs and weak coils, set idle rpm in gear and adjust the shift cable.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Set idle in gear, adjust the shift cable, new plugs",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          {
            name: "Clean, rebuild and synchronize the carburetors",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate excludes taxes, marine shop minimums and haul-out fees.",
      },
      verdict: "careful",
      verdictReason:
        "Stalling while shifting near docks and other boats is dangerous; avoid close maneuvering until it idles reliably in gear.",
      codes: [],
      terms: ["idle circuit", "carburetor synchronization", "shift cable"],
      related: ["outboard-one-cylinder-low-compression", "outboard-dies-primer-bulb-collapses", "phase-separated-fuel"],
    },
    {
      slug: "outboard-one-cylinder-low-compression",
      title: "Multi-cylinder outboard runs rough and one cylinder reads low on compression",
      summary:
        "A scored piston, stuck ring or failed head gasket has weakened one cylinder, often after overheating or a lean condition. Compare all cylinders at full throttle with every plug out; one more than about 10–15% below the rest means powerhead work.",
      symptoms: [
        "Vibration and rough running across the rpm range",
        "Top speed and hole shot down",
        "One spark plug looks different from the rest",
        "Compression on one cylinder well below the others",
      ],
      symptomIds: ["low-compression", "no-top-end", "engine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Scored piston or stuck rings on one cylinder",
          why: "A cylinder that ran lean or hot scuffs its piston and loses ring seal.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket failure",
          why: "Compression escapes into the water jacket or the neighboring cylinder, often with overheating.",
        },
        {
          likelihood: "occasional",
          part: "Broken piston ring",
          why: "A ring broken at its end gap lets compression past and scratches the bore.",
        },
        {
          likelihood: "rare",
          part: "Broken reed petals on one cylinder",
          why: "Damaged reeds cut that cylinder's crankcase pumping and power, though cranking compression can read nearly normal.",
        },
      ],
      checks: [
        {
          step: "Warm the engine, remove all plugs, ground the leads, hold the throttle wide open and crank each cylinder through 4–6 compression strokes.",
          tools: ["Compression gauge"],
          expect:
            "Most makers want all cylinders within about 10–15% of each other; one lower confirms the weak cylinder.",
        },
        {
          step: "Squirt outboard oil into the weak cylinder, crank it with the others' plugs still out and read that cylinder again.",
          tools: ["Oil can", "Compression gauge"],
          expect:
            "A rise of 15 psi or more points to rings and piston; little or no change points to the head gasket or a holed crown.",
        },
        {
          step: "Inspect the piston and bore through the plug hole.",
          tools: ["Borescope"],
          expect: "Scoring or a burnt crown confirms piston damage.",
        },
        {
          step: "Remove the intake and inspect that cylinder's reeds if compression is normal.",
          tools: ["Socket set", "Flashlight"],
          expect: "Chipped or missing petals explain a weak cylinder with good compression.",
        },
      ],
      fix: "Remove the powerhead, hone or resleeve the cylinder and fit a new piston and rings, or install a rebuilt powerhead. Find the cause first: a lean carburetor, failed oil injection or poor cooling will destroy the new parts too.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Hone the cylinder, new piston and rings",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
          { name: "Replace the head gasket", partsLow: 60, partsHigh: 200, laborHoursLow: 3, laborHoursHigh: 5 },
          {
            name: "Install a rebuilt powerhead",
            partsLow: 1800,
            partsHigh: 3000,
            laborHoursLow: 10,
            laborHoursHigh: 16.7,
          },
        ],
        excludes:
          "Estimate excludes taxes, haul-out and rigging fees; a new replacement engine is often compared at this point.",
      },
      verdict: "careful",
      verdictReason:
        "Running hard on a failing cylinder can seize the powerhead; run at moderate throttle straight back to the ramp.",
      codes: [],
      terms: ["powerhead", "compression test", "cylinder sleeve"],
      related: ["outboard-overheat-impeller", "outboard-water-in-cylinder", "detonation-holed-piston"],
    },
    {
      slug: "outboard-water-in-cylinder",
      title: "Water on an outboard spark plug, with misfiring and a rusty-looking plug tip",
      summary:
        "Water is reaching a cylinder through a failed head gasket, a corroded exhaust cover or a cracked block, mostly on older saltwater engines. Confirm with a leak-down test; left alone it rusts the cylinder or hydrolocks the engine.",
      symptoms: [
        "Water droplets or a steam-cleaned, rusty spark plug",
        "Misfire on one cylinder, worst after sitting",
        "Water spitting from the plug hole when the engine is cranked with the plug out",
        "Hard starting after the engine has sat a few days",
      ],
      symptomIds: ["fluid-loss", "hard-start", "low-compression"],
      causes: [
        {
          likelihood: "common",
          part: "Head gasket failure after overheating or corrosion",
          why: "A breached gasket lets cooling water seep into the cylinder whenever the engine sits.",
        },
        {
          likelihood: "occasional",
          part: "Corroded exhaust cover or divider plate",
          why: "In salt water these aluminum parts corrode through, letting cooling water into the exhaust passages and back into a cylinder.",
        },
        {
          likelihood: "occasional",
          part: "Water drawn in through the intake",
          why: "A wave over the cowling or careless flushing puts water into the carburetor and crankcase.",
        },
        {
          likelihood: "rare",
          part: "Cracked block from freezing",
          why: "An engine stored tilted up in freezing weather traps water that cracks the jackets.",
        },
      ],
      checks: [
        {
          step: "Pull all plugs and crank the engine with the leads grounded.",
          tools: ["Spark plug socket"],
          expect: "Water spraying from one plug hole confirms entry into that cylinder.",
        },
        {
          step: "Leak-down test that cylinder with the thermostat cover off and the jacket filled.",
          tools: ["Leak-down tester", "Air compressor"],
          expect:
            "With the piston at top dead center and 80–100 psi of regulated air in the cylinder, bubbles rising in the water jacket mean a head gasket or a crack.",
        },
        {
          step: "Remove the cylinder head and look at the gasket and sealing faces.",
          tools: ["Torque wrench", "Flashlight"],
          expect: "Corrosion trails across the gasket land confirm the path.",
        },
        {
          step: "Remove the exhaust cover and inspect the divider plate.",
          tools: ["Socket set"],
          expect: "Pitting through to a water passage confirms the exhaust-side leak.",
        },
      ],
      fix: "As soon as water is found, blow it out and fog the cylinders with oil to stop rust. Replace the head gasket and the exhaust cover gaskets or plate, have the head resurfaced, pressure-test the block and replace corroded parts. Flush after every saltwater outing and store the engine tilted down so it drains.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Head and exhaust cover gaskets, head resurfaced",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
          {
            name: "Exhaust divider plate and corrosion repair",
            partsLow: 250,
            partsHigh: 800,
            laborHoursLow: 6,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Estimate excludes taxes, haul-out fees and powerhead replacement if the block is cracked.",
      },
      verdict: "stop",
      verdictReason:
        "Cranking with water in a cylinder can bend a rod, and rust forms within a day; keep it out of service until repaired.",
      codes: [],
      terms: ["head gasket", "exhaust cover", "fogging oil", "hydrolock"],
      related: ["outboard-overheat-impeller", "outboard-one-cylinder-low-compression"],
    },
    {
      slug: "recoil-starter-wont-catch",
      title: "Pull cord comes out but doesn't turn the engine, or won't rewind",
      summary:
        "The recoil starter's pawls, friction spring or recoil spring has worn or broken. Remove the starter housing, replace the worn pawls, springs or rope, and check that the flywheel cups the pawls grab aren't broken.",
      symptoms: [
        "Cord pulls out freely without turning the engine",
        "Cord stays hanging out and won't rewind",
        "Grinding or slipping partway through the pull",
        "Rope frayed or knotted at the handle",
      ],
      symptomIds: ["starter-cord"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or stuck starter pawls",
          why: "Pawls that no longer swing out, because they are gummed, worn or missing their spring, cannot grab the flywheel cup.",
        },
        {
          likelihood: "occasional",
          part: "Broken or unhooked recoil spring",
          why: "Without the spring there is nothing to pull the rope back in.",
        },
        {
          likelihood: "occasional",
          part: "Broken pawl cups or starter hub on the flywheel",
          why: "Cups crack after a kickback, so the pawls slip off them.",
        },
        {
          likelihood: "rare",
          part: "Engine seized, breaking the starter parts",
          why: "Yanking on a locked engine snaps pawls and rope; check rotation with the starter off.",
        },
      ],
      checks: [
        {
          step: "Remove the starter housing and turn the engine by the flywheel nut.",
          tools: ["Socket set"],
          expect: "An engine that turns freely puts the fault in the starter; a locked one is an engine problem.",
        },
        {
          step: "Inspect the pawls and their springs.",
          tools: ["Flashlight"],
          expect: "Worn tips, missing springs or gummed pivots need cleaning or replacement.",
        },
        {
          step: "Check the recoil spring for breakage and correct hook engagement.",
          tools: ["Safety glasses"],
          expect: "A broken or unhooked spring explains a rope that will not rewind.",
        },
        {
          step: "Inspect the cups or hub on the flywheel.",
          tools: ["Flashlight"],
          expect: "Cracked or rounded cups must be replaced.",
        },
      ],
      noMeasurement:
        "A recoil starter fails by broken springs, worn pawls and cracked flywheel cups that are judged by sight and feel with the housing off; no meter or gauge applies.",
      fix: "Replace the pawls, springs or rope with rope of the correct diameter and length, and wind the recoil spring with the preload given in the manual so the handle pulls snug without the spring bottoming out. Wear safety glasses, since a recoil spring can fly out when released. Replace damaged flywheel cups.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.6,
        excludes: "Estimate excludes taxes and shop minimums; a complete starter assembly is the high parts end.",
      },
      verdict: "ok",
      verdictReason:
        "A broken starter is an inconvenience, not a hazard; just protect your eyes from the spring when opening it.",
      codes: [],
      terms: ["recoil starter", "starter pawl", "recoil spring"],
      related: ["seized-no-oil-in-fuel", "handheld-wont-start-after-storage"],
    },
    {
      slug: "scooter-autochoke-failed",
      title: "Two-stroke scooter starts hard when cold and bogs or smokes once warm",
      summary:
        "The electric automatic choke on the carburetor has failed, stuck either rich or lean. Check that it gets power with the engine running and that its plunger moves as it heats; it is a cheap, bolt-on part.",
      symptoms: [
        "Needs lots of cranking and throttle to start cold",
        "Bogs, smokes and fouls plugs after warming up",
        "Idle high or rough until fully warm",
        "Choke plunger doesn't move when the choke is heated",
      ],
      symptomIds: ["hard-start", "fouled-plugs", "bog-hesitation"],
      causes: [
        {
          likelihood: "common",
          part: "Automatic choke heater burned out",
          why: "Without heat the wax element never pushes the plunger closed, so the engine stays on full choke and runs rich when warm.",
        },
        {
          likelihood: "occasional",
          part: "Plunger stuck or the wrong plunger length after replacement",
          why: "A plunger that stays closed, or is too long, gives no cold enrichment, so cold starts are hard.",
        },
        {
          likelihood: "occasional",
          part: "No power reaching the choke",
          why: "A broken wire or a failed regulator feed leaves the heater cold even though the part is good.",
        },
        {
          likelihood: "rare",
          part: "Choke passage in the carburetor blocked",
          why: "Varnish in the enrichment passage stops the choke having any effect.",
        },
      ],
      checks: [
        {
          step: "Unplug the autochoke at its two-pin connector and measure the heater element across the pins.",
          tools: ["Digital multimeter"],
          expect: "An open circuit condemns it; compare any reading with the part's spec.",
        },
        {
          step: "With the engine running, measure voltage at the choke connector.",
          tools: ["Digital multimeter"],
          expect:
            "Around 12 V (AC or DC depending on the model) while running; none points to wiring or the regulator.",
        },
        {
          step: "Remove the choke, measure plunger length cold, then power it from a 12 V battery for 5–10 minutes.",
          tools: ["Calipers", "12 V battery and jumper leads"],
          expect: "The plunger should extend several millimeters as it warms; no movement condemns it.",
        },
      ],
      fix: "Replace the automatic choke with one of the same plunger length and connector, repair any wiring fault, clean the carburetor's choke passage and reset the idle once the engine is warm.",
      difficulty: 1,
      cost: {
        partsLow: 10,
        partsHigh: 40,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.7,
        excludes: "Estimate excludes taxes and a regulator if the choke gets no power.",
      },
      verdict: "ok",
      verdictReason:
        "A bad choke makes the scooter hard to live with but not unsafe; replace it before fouled plugs strand you.",
      codes: [],
      terms: ["automatic choke", "enrichener", "wax element"],
      related: ["scooter-exhaust-carbon-clogged", "fouls-plugs-constantly"],
    },
    {
      slug: "scooter-exhaust-carbon-clogged",
      title: "Two-stroke scooter's top speed keeps dropping and it struggles up hills",
      summary:
        "The exhaust, often including the small catalyst in the muffler, has clogged with oil carbon. Rev it briefly on the stand with the muffler off to confirm, clean the port and replace the muffler; check the oil pump setting and drive belt too.",
      symptoms: [
        "Top speed down 5–10 mph over several months",
        "Weak on hills even with a fresh drive belt",
        "Black oil dripping from the muffler joint",
        "Revs far more freely on the stand with the muffler unbolted",
      ],
      symptomIds: ["no-top-end", "heavy-smoke-oil", "dies-when-hot"],
      causes: [
        {
          likelihood: "common",
          part: "Muffler and its catalyst clogged with carbon",
          why: "Oil carbon gradually closes the small passages and catalyst element, choking the exhaust.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust port narrowed by carbon",
          why: "Deposits on the port edges restrict flow even with a clear muffler.",
        },
        {
          likelihood: "occasional",
          part: "Double oiling: premix added on top of the oil injection",
          why: "Twice the oil carbonizes the exhaust very quickly.",
        },
        {
          likelihood: "rare",
          part: "Worn drive belt or variator rollers mimicking an engine fault",
          why: "A slipping drive lowers top speed with a healthy engine, so check it before condemning the exhaust.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, remove the muffler and look into both ends.",
          tools: ["Socket set", "Flashlight"],
          expect: "Thick, wet carbon at the inlet or a blocked outlet confirms a restriction.",
        },
        {
          step: "On the center stand, rev briefly with the muffler off and compare with it on.",
          tools: ["Ear protection"],
          expect:
            "A tachometer showing free revs 1,000 rpm or more higher with the muffler off, and crisper response, points to a blocked muffler; little change clears it.",
        },
        {
          step: "Inspect the exhaust port with the piston covering it.",
          tools: ["Flashlight"],
          expect: "A ring of carbon narrowing the port needs scraping.",
        },
        {
          step: "Check the oil pump setting and ask whether premix is also being added.",
          tools: ["Service manual"],
          expect: "Double oiling or a pump set wide open explains the carbon.",
        },
      ],
      fix: "Replace the muffler (cleaning the internal catalyst rarely lasts), scrape the port with the piston covering it, set the oil pump to spec and stop adding premix to an injected engine. Inspect the belt and rollers if top speed stays low.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 200,
        laborHoursLow: 0.5,
        laborHoursHigh: 1,
        excludes: "Estimate excludes taxes and drive belt or roller replacement.",
      },
      verdict: "ok",
      verdictReason:
        "A clogged exhaust costs speed rather than safety, but a scooter that can't keep up with traffic is its own risk.",
      codes: [],
      terms: ["autolube", "muffler catalyst", "CVT variator"],
      related: ["scooter-autochoke-failed", "clogged-spark-arrestor", "heavy-smoke-spooge"],
    },
    {
      slug: "dirt-bike-coolant-loss-head-orings",
      title: "Water-cooled dirt bike pushes coolant out of the overflow and the radiator runs low",
      summary:
        "Combustion gas is getting into the coolant past the cylinder head O-rings or a warped head, usually after overheating or detonation. Confirm with a block tester or bubbles at the radiator neck, then replace the head O-rings and check the head for flatness.",
      symptoms: [
        "Coolant spitting from the radiator overflow after a ride",
        "Radiator level low after every ride with no external leak",
        "Bubbles at the radiator neck with the cap off at idle",
        "White vapor from the pipe and a wet plug if coolant reaches the cylinder",
      ],
      symptomIds: ["fluid-loss", "dies-when-hot", "fouled-plugs"],
      causes: [
        {
          likelihood: "common",
          part: "Cylinder head O-rings damaged or flattened",
          why: "The O-rings sealing the combustion dome and water jacket take a set after heat cycles or an overheat and let gas into the coolant.",
        },
        {
          likelihood: "occasional",
          part: "Warped cylinder head",
          why: "An overheat distorts the head so the O-rings lose clamp.",
        },
        {
          likelihood: "occasional",
          part: "Head nuts loose or torqued unevenly",
          why: "Uneven clamping lets the joint open under combustion pressure.",
        },
        {
          likelihood: "rare",
          part: "Cracked head or cylinder",
          why: "A crack between a water passage and the chamber leaks in the same way and will not seal with new O-rings.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, fill the radiator, remove the cap and idle while watching the neck.",
          tools: ["Flashlight"],
          expect: "A steady stream of bubbles that grows with revs confirms combustion gas in the coolant.",
        },
        {
          step: "Run a combustion-leak test at the radiator neck.",
          tools: ["Block tester"],
          expect: "Test fluid turning yellow confirms exhaust gas in the coolant.",
        },
        {
          step: "Remove the head and check it for flatness on a flat plate or with a straightedge.",
          tools: ["Machinist straightedge", "Feeler gauges"],
          expect: "Warp beyond the manual's limit, commonly around 0.002 in., needs resurfacing.",
        },
      ],
      fix: "Replace the head O-rings (and base gasket if disturbed), lap or resurface the head, torque the head nuts in a cross pattern to spec, refill with the specified coolant and bleed the air out. Find and fix whatever made it overheat or detonate.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 150,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes: "Estimate excludes taxes and a new head or cylinder if cracked.",
      },
      verdict: "careful",
      verdictReason:
        "Coolant loss leads to overheating and a seized top end; top it up and ride gently only until it is fixed.",
      codes: [],
      terms: ["head O-ring", "block tester", "radiator overflow"],
      related: ["worn-top-end-low-compression", "gearbox-oil-milky-water-pump-seal", "detonation-holed-piston"],
    },
    {
      slug: "gearbox-oil-milky-water-pump-seal",
      title: "Dirt bike's transmission oil turns milky and coolant slowly disappears",
      summary:
        "The water pump shaft seal has failed and is letting coolant into the gearbox oil. Check the weep hole below the pump, replace the seals and usually the shaft and bearing, then flush the gearbox oil.",
      symptoms: [
        "Milky, light-brown gearbox oil at the drain or sight glass",
        "Coolant level dropping with no external leak",
        "Coolant or oil at the weep hole below the water pump cover",
        "Clutch slipping or dragging as the oil breaks down",
      ],
      symptomIds: ["fluid-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Worn water pump shaft seal",
          why: "The seal between the pump and the gearbox wears with hours and lets coolant follow the shaft into the oil.",
        },
        {
          likelihood: "occasional",
          part: "Grooved water pump shaft",
          why: "A groove worn under the seal lip lets fluid past even a new seal.",
        },
        {
          likelihood: "occasional",
          part: "Worn water pump bearing",
          why: "A loose bearing lets the shaft wobble and the seal lose contact.",
        },
        {
          likelihood: "rare",
          part: "Head O-ring leak pressurizing the cooling system",
          why: "Combustion pressure in the coolant forces it past a marginal pump seal.",
        },
      ],
      checks: [
        {
          step: "Drain the gearbox oil into a clean pan.",
          tools: ["Drain pan"],
          expect: "Milky or frothy oil confirms coolant contamination.",
        },
        {
          step: "Look at the weep hole below the water pump.",
          tools: ["Flashlight"],
          expect: "Coolant or oil seeping from it shows the pump seals are leaking.",
        },
        {
          step: "With the gearbox drained, pump the radiator to its cap pressure and watch the empty gearbox drain hole as well as the gauge.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "Dirt bike caps are commonly 16–26 psi (1.1–1.8 bar; confirm on the cap); a slow drop over 10 minutes with no outside leak supports an internal seal leak.",
        },
        {
          step: "With the pump apart, check the shaft for a groove and the bearing for play.",
          tools: ["Magnifier"],
          expect: "A groove or play means the shaft or bearing is replaced with the seals.",
        },
      ],
      fix: "Replace both water pump shaft seals, plus the shaft if grooved and the bearing if loose. Flush the gearbox with fresh oil twice, check the clutch plates, and refill and bleed the cooling system.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 150,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes: "Estimate excludes taxes and clutch plates if the contaminated oil glazed them.",
      },
      verdict: "careful",
      verdictReason:
        "Coolant in the oil wears gears and bearings quickly and low coolant overheats the engine; change the oil and fix the seal soon.",
      codes: [],
      terms: ["water pump seal", "weep hole", "gearbox oil"],
      related: ["dirt-bike-coolant-loss-head-orings", "gearbox-oil-vanishing-right-crank-seal"],
    },
    {
      slug: "gearbox-oil-vanishing-right-crank-seal",
      title: "Dirt bike's gearbox oil keeps dropping while it smokes and fouls plugs",
      summary:
        "The clutch-side crankshaft seal is leaking gearbox oil into the crankcase, where it burns. Confirm by measuring the drained oil and reading the plug, then replace the seal, which usually means removing the clutch.",
      symptoms: [
        "Gearbox oil low after every ride with no external leak",
        "Heavy white or blue smoke at startup and idle",
        "Oily, fouled spark plugs",
        "Idle high or erratic from the air leak at the same seal",
      ],
      symptomIds: ["fluid-loss", "heavy-smoke-oil", "fouled-plugs", "idle-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Worn clutch-side crank seal",
          why: "On most two-stroke bikes this seal divides the crankcase from the gearbox; once its lip wears, crankcase vacuum pulls gear oil in.",
        },
        {
          likelihood: "occasional",
          part: "Worn main bearing letting the crank move",
          why: "Radial play in the bearing lets the seal lip lift off the crank.",
        },
        {
          likelihood: "rare",
          part: "Cracked crankcase wall between the crank and gearbox",
          why: "A crack after a crash or a seizure lets oil through where no seal can stop it.",
        },
      ],
      checks: [
        {
          step: "Drain the gearbox and measure what comes out against what went in.",
          tools: ["Oil measuring cup", "Drain pan"],
          expect:
            "Gearboxes on 125–250 cc bikes typically hold 600–900 mL; draining 100 mL or more short of the fill, with no external leak, means it is going into the engine.",
        },
        {
          step: "Read the spark plug after a ride.",
          tools: ["Spark plug socket"],
          expect: "A wet, oily plug with a gear-oil smell supports the diagnosis.",
        },
        {
          step: "Vacuum-test the crankcase with the gearbox oil drained and the filler cap off.",
          tools: ["Crankcase pressure and vacuum tester", "Block-off plates"],
          expect: "Vacuum that bleeds off, with air audible at the gearbox side, confirms the seal.",
        },
        {
          step: "With the clutch removed, check the crank for play at the seal.",
          tools: [],
          expect: "Any play means the main bearing is replaced along with the seal.",
        },
      ],
      fix: "Remove the clutch cover, clutch and primary gear, fit a new seal (and main bearing if worn), reassemble, refill the gearbox to the correct amount, fit a new plug and clean the spooge from the pipe.",
      difficulty: 3,
      cost: {
        partsLow: 15,
        partsHigh: 100,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes: "Estimate excludes taxes and a crank or case split if the main bearing is worn.",
      },
      verdict: "careful",
      verdictReason:
        "Running short of gearbox oil damages the transmission, and the seal's air leak can lean the engine; check the oil before every ride.",
      codes: [],
      terms: ["crank seal", "gearbox oil", "crankcase vacuum"],
      related: ["heavy-smoke-spooge", "fouls-plugs-constantly", "big-end-rod-play", "crank-seal-air-leak-high-idle"],
    },
  ],
};
