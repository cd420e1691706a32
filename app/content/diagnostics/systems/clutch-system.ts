import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Manual clutches, their hydraulics, flywheels and dual-mass flywheels: why a clutch slips, drags, chatters or rattles, how to test it before the gearbox comes out, and what the repair really costs.",
  howItWorks: [
    "The clutch connects the engine to a manual gearbox. A flywheel bolts to the back of the crankshaft; the clutch disc, with friction facings riveted to a splined hub and small torsional damper springs, slides on the transmission input shaft; the pressure plate bolts to the flywheel and its diaphragm spring clamps the disc between them. Pressing the pedal pushes the release (throwout) bearing into the diaphragm fingers, which lifts the clamp so the disc spins free. A pilot bearing or bushing in the crankshaft supports the nose of the input shaft.",
    "Most cars built since the 1990s release the clutch hydraulically: a clutch master cylinder at the firewall pushes DOT 3 or DOT 4 brake fluid, often drawn from the brake reservoir, through a line (sometimes with a damper or a clutch delay valve) to either an external slave cylinder that moves a release fork, or a concentric slave cylinder (hydraulic release bearing) inside the bellhousing. Older Fords, Hondas and small imports used a cable, some with a self-adjusting quadrant. A pedal switch enables starting and cancels cruise control; newer GM, Ford and European cars use an analog clutch pedal position sensor for rev-matching and hill-start assist.",
    "A dual-mass flywheel (DMF) splits the flywheel into two masses joined by arc springs so engine firing pulses do not reach the gearbox as rattle. It is standard on most light diesels, on Ram Cummins trucks with the G56, on many BMW, VW and Audi models and on a growing number of turbocharged gasoline engines. Many European clutches also use a self-adjusting (SAC) pressure plate that compensates for disc wear.",
  ],
  howItFails: [
    "Friction wear is the normal end of a clutch: typically 60,000–150,000 miles, far less with city stop-and-go, towing, hill starts or a driver who rests a foot on the pedal. A worn clutch slips in the higher gears under load first and bites higher on the pedal as the disc thins. Oil from a leaking rear main or input shaft seal ruins a disc early, and heat from slipping warps and cracks flywheels and pressure plates.",
    "Hydraulic faults cause most sudden failures: a master cylinder that bypasses internally, a slave that leaks, air after a repair, or moisture-laden fluid that boils near the exhaust. A pedal that sinks or sticks to the floor leaves the car unable to shift. Concentric slave cylinders are cheap parts but need the gearbox removed, so a leak there costs nearly as much as a clutch job.",
    "Dual-mass flywheels wear out from the inside as the arc-spring grease dries and the springs and stops take a beating: rattle at idle, a clunk at shutdown, shudder on takeoff. They cannot be resurfaced and cost $350–$1,200 or more. Release and pilot bearings announce themselves with chirps and squeals that change as the pedal moves, which is the key to telling them from gearbox noises.",
  ],
  tools: [
    "Clutch alignment tool matched to the disc's spline, to center the disc during assembly",
    "Straightedge and feeler gauges, to check flywheel and pressure-plate flatness",
    "Dial indicator with magnetic base, for flywheel runout and crankshaft endplay",
    "Vernier caliper or depth gauge, for disc thickness and rivet-head depth",
    "Mechanic's stethoscope, to tell bearing noise in the bellhousing from gearbox or pedal noise",
    "Pressure bleeder, vacuum bleeder or reverse-bleed syringe, for clutch hydraulics that resist gravity bleeding",
    "Scan tool with live data, to read clutch switch or clutch pedal position sensor status",
    "Transmission jack plus a lift or rated jack stands, for removing the gearbox",
    "Torque wrench and angle gauge, for flywheel and pressure-plate bolts, many of them torque-to-yield",
    "Slide-hammer pilot bearing puller",
    "Infrared thermometer, to find a slave cylinder or clutch line cooked by the exhaust",
  ],
  safety: [
    "Clutch stall tests load the whole driveline: set the parking brake hard, chock the wheels, keep people away from the front and rear, and hold the test only for a few seconds.",
    "Clutch dust from older or off-brand discs can contain asbestos; never blow out a bellhousing with compressed air. Wet-clean it with brake cleaner or a damp rag and wear a respirator.",
    "A manual gearbox weighs from about 60 lb in a small front-driver to well over 200 lb in a heavy-duty truck; support it on a transmission jack, never on your chest or a floor jack alone.",
    "Flywheel and pressure-plate bolts are often one-time-use; reused or under-torqued bolts can let the flywheel work loose and break apart at high rpm.",
    "On cars where the clutch shares the brake fluid reservoir, a low level also affects the brakes; check the brake pedal and fluid level before driving anywhere.",
    "A car with a clutch that won't release will lurch if started in gear; start it in neutral with the parking brake set and nobody in front of it.",
  ],
  symptoms: [
    { id: "slipping", label: "Engine revs rise but the car doesn't speed up" },
    { id: "grinds-into-gear", label: "Grinds or won't go into gear with the pedal down" },
    { id: "chatter-shudder", label: "Shudder, judder or lurch as the clutch engages" },
    { id: "pedal-to-floor", label: "Clutch pedal sinks, sticks or stays on the floor" },
    { id: "pedal-spongy", label: "Clutch pedal feels soft, spongy or low" },
    { id: "pedal-heavy", label: "Clutch pedal is stiff, heavy or notchy" },
    { id: "pedal-noise", label: "Squeak, click or pulse from the pedal itself" },
    { id: "noise-pedal-pressed", label: "Chirp, whir or squeal that changes with the pedal" },
    { id: "rattle-idle", label: "Rattle or knock from the bellhousing area" },
    { id: "burning-smell", label: "Burning smell after pulling away or climbing" },
    { id: "fluid-low", label: "Clutch fluid low or dark in the reservoir" },
    { id: "leak", label: "Fluid or oil wet at the pedal, slave or bellhousing" },
    { id: "engagement-point", label: "Clutch bites very high, very low or inconsistently" },
    { id: "vibration", label: "Vibration that follows engine speed" },
    { id: "warning-cruise", label: "Check engine light or cruise quits on a manual car" },
    { id: "clunk-throttle", label: "Clunk when getting on or off the throttle" },
  ],
  problems: [
    {
      slug: "worn-clutch-disc-slipping",
      title: "Engine revs climb in higher gears but the car barely speeds up",
      summary:
        "The clutch disc is worn thin and the pressure plate can no longer clamp it under load. Replace the disc, pressure plate and release bearing as a kit and resurface or replace the flywheel; it drives for now, but slip worsens fast.",
      symptoms: [
        "Tachometer jumps 500–1,000 rpm when you floor it in 3rd, 4th or 5th while road speed lags",
        "Worse going up hills, passing or towing, and on hot days",
        "Clutch bites near the very top of the pedal travel",
        "Sharp burnt smell after a hard pull",
        "Fuel economy drops and the car feels down on power",
      ],
      symptomIds: ["slipping", "engagement-point", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Clutch disc facings worn down toward the rivets",
          why: "As the friction material thins, the diaphragm spring extends past its peak clamp range, so clamp load drops and the disc slips whenever torque is high.",
        },
        {
          likelihood: "occasional",
          part: "Pressure plate diaphragm spring weakened by heat",
          why: "Repeated slipping overheats the spring and the plate's friction face, lowering clamp force even on a disc with lining left.",
        },
        {
          likelihood: "occasional",
          part: "Release system held partly applied",
          why: "A master cylinder that does not return past its compensating port, or a pedal stop set too low, keeps load on the release bearing so the clutch never clamps fully.",
        },
      ],
      checks: [
        {
          step: "Road test: in 4th gear at about 30 mph, press the throttle to the floor and watch the tachometer against the speedometer.",
          tools: [],
          expect:
            "Rpm and road speed rise together on a healthy clutch; a sudden rpm flare with little acceleration confirms slip.",
        },
        {
          step: "Measure clutch pedal free play at the pad and confirm the pedal returns all the way to its top stop.",
          tools: ["Tape measure"],
          expect:
            "Most hydraulic clutches show roughly 1/4–5/8 in. (5–15 mm) of free play before resistance; none at all can hold the clutch partly released.",
        },
        {
          step: "Engine warm, parking brake hard on and wheels chocked: select 3rd, hold 1,500–2,000 rpm and ease the pedal up, for no more than a few seconds.",
          tools: ["Wheel chocks"],
          expect:
            "A good clutch drags the engine down to a stall; an engine that keeps running with the pedal fully up is slipping.",
        },
        {
          step: "Look at the bottom of the bellhousing seam and inspection opening for oil.",
          tools: ["Flashlight"],
          expect:
            "A dry bellhousing supports plain wear; engine oil or gear oil there means a seal must be fixed along with the clutch.",
        },
        {
          step: "With the gearbox out, measure disc thickness and rivet-head depth and inspect the flywheel face for heat cracks and blue spots.",
          tools: ["Vernier caliper", "Dial indicator with magnetic base"],
          expect:
            "Rivet depth under about 0.012 in. (0.3 mm) or below the maker's limit condemns the disc; heat cracks that catch a fingernail, or face runout past the maker's limit (commonly 0.004–0.006 in., 0.10–0.15 mm; confirm in the service information), need a resurfaced or new flywheel.",
        },
      ],
      fix: "Replace the disc, pressure plate, release bearing and pilot bearing as a matched kit; resurface a solid flywheel to the maker's step height or replace it, and never machine a dual-mass flywheel. Fit new flywheel bolts where specified, center the disc with an alignment tool, bleed the hydraulics, then drive gently for the first 300–500 miles to bed the disc in.",
      difficulty: 4,
      cost: {
        partsLow: 180,
        partsHigh: 900,
        laborHoursLow: 4,
        laborHoursHigh: 9.3,
        excludes:
          "Estimate; leaves out a dual-mass flywheel ($350–$1,200 more), a rear main seal, diagnosis, taxes and dealer labor rates.",
      },
      verdict: "careful",
      verdictReason:
        "The car still moves, but slip can strand you on a hill or mid-pass and the heat damages the flywheel; plan the repair within weeks.",
      codes: [],
      terms: ["clutch disc", "pressure plate", "release bearing", "clutch stall test"],
      related: [
        "clutch-engages-too-high",
        "oil-soaked-clutch-rear-main-seal",
        "burning-smell-after-hill-start",
        "clutch-wore-out-early",
      ],
    },
    {
      slug: "oil-soaked-clutch-rear-main-seal",
      title: "Clutch slips and grabs, and oil drips from the seam behind the engine",
      summary:
        "Engine oil from a leaking rear main seal, or gear oil from the input shaft seal, has soaked the clutch disc. Fix the leak and replace the disc and pressure plate; cleaning an oil-soaked disc does not save it.",
      symptoms: [
        "Oil drips from the bottom of the bellhousing or its inspection cover after parking",
        "Clutch slips under load one day and grabs or chatters the next",
        "Engine oil level drops between changes with no blue smoke",
        "Bellhousing weep hole wet and caked with grime",
      ],
      symptomIds: ["slipping", "chatter-shudder", "leak"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking crankshaft rear main seal",
          why: "Oil past the seal is flung outward by the flywheel onto the disc facings, which soak it up, lose friction, then glaze and grab.",
        },
        {
          likelihood: "occasional",
          part: "Transmission input shaft seal or leaking concentric slave",
          why: "Gear oil runs along the input shaft onto the disc hub and facings; a concentric slave that leaks sprays brake fluid onto the disc the same way.",
        },
        {
          likelihood: "rare",
          part: "Blocked PCV valve or oil separator pressurizing the crankcase",
          why: "Excess crankcase pressure pushes oil past an otherwise healthy rear main seal, and a new seal fails again quickly unless the ventilation fault is fixed.",
        },
      ],
      checks: [
        {
          step: "Wash the bellhousing seam and inspection cover, dose the engine oil with UV dye, and after 50–100 miles shine the lamp through the inspection opening.",
          tools: ["UV dye kit", "UV flashlight"],
          expect:
            "Dye glowing from between block and bellhousing points to the rear main seal; wet gear oil with no dye points to the transmission.",
        },
        {
          step: "Identify the fluid by feel and smell: engine oil is slick, gear oil smells sulfurous, brake fluid is thin and lifts paint.",
          tools: ["Shop towel"],
          expect: "Knowing which fluid it is tells you which seal to replace while the gearbox is out.",
        },
        {
          step: "Check crankcase pressure at the oil filler or dipstick tube at idle with a manometer.",
          tools: ["Manometer or crankcase pressure gauge"],
          expect:
            "Most engines show a slight vacuum at idle; any positive reading, above 0 in. H2O on the manometer, points to a PCV fault that will push oil past the new seal (confirm the engine's own spec).",
        },
        {
          step: "With the gearbox out, inspect the disc facings, flywheel and pressure plate for oil film and shiny black patches.",
          tools: ["Flashlight"],
          expect:
            "Dark, glossy, oily facings confirm contamination; a dry disc with an oily bellhousing means the leak was caught early.",
        },
      ],
      fix: "With the gearbox out, replace the rear main seal (or input shaft seal or concentric slave), then fit a new disc and pressure plate and resurface or replace the flywheel. Clean the bellhousing and flywheel with brake cleaner until no residue remains, fit a repair sleeve if the crank has a seal groove, and fix any PCV fault before the engine runs.",
      difficulty: 4,
      cost: {
        partsLow: 220,
        partsHigh: 1000,
        laborHoursLow: 4.7,
        laborHoursHigh: 10,
        excludes: "Estimate; leaves out a dual-mass flywheel, PCV separator parts, diagnosis, taxes and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "Oil on the disc makes slip and grab unpredictable and the engine slowly loses oil; check the dipstick often and book the repair.",
      codes: [],
      terms: ["rear main seal", "PCV system", "input shaft seal", "UV dye"],
      related: [
        "worn-clutch-disc-slipping",
        "clutch-chatter-on-takeoff",
        "concentric-slave-cylinder-leak",
        "grabby-clutch-lurches",
      ],
    },
    {
      slug: "clutch-slips-after-engine-tune",
      title: "Clutch slips only at full boost after an engine tune or bolt-on power",
      summary:
        "The stock clutch was sized for factory torque and the tune exceeds its clamp capacity. Fit an uprated clutch rated above the new torque figure, or have torque reduced in the tune; every slip glazes the disc further.",
      symptoms: [
        "Rpm flares in 3rd or 4th right as boost builds, then the clutch hooks up as torque falls off",
        "Fine at part throttle and around town",
        "Began after an ECU tune, downpipe, larger turbo or smaller supercharger pulley",
        "Hot-clutch smell after a hard pull",
      ],
      symptomIds: ["slipping", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Stock clutch below the tuned engine's peak torque",
          why: "Clamp force times the facing's friction sets a torque limit; tunes that add 80–150 lb-ft on turbo engines such as the Focus ST's 2.0 EcoBoost or VW's EA888 go past it.",
        },
        {
          likelihood: "occasional",
          part: "Disc already glazed by earlier slipping",
          why: "Each slip polishes the facings and lowers their friction, so a clutch that held at first gives up weeks after the tune.",
        },
        {
          likelihood: "rare",
          part: "Low-gear torque limiting removed in the tune",
          why: "Factory calibrations often trim torque in 1st and 2nd to protect the driveline; deleting that limit loads the clutch hardest where traction is highest.",
        },
      ],
      checks: [
        {
          step: "Log rpm, vehicle speed and boost through a 3rd-gear pull from 2,500 rpm.",
          tools: ["Scan tool or tuning data logger"],
          expect:
            "Rpm climbing faster than the gear ratio allows, right at peak boost, confirms clutch slip rather than wheelspin.",
        },
        {
          step: "Compare the clutch's rated torque capacity with the dyno or estimated torque after the tune.",
          tools: [],
          expect:
            "The usual rule of thumb is a street clutch rated about 15–20% above peak engine torque; anything less will slip.",
        },
        {
          step: "Rule out hydraulic preload: check pedal free play and that the slave returns fully when released.",
          tools: ["Tape measure"],
          expect: "Normal free play clears the hydraulics; no free play can make a good clutch feel weak.",
        },
      ],
      fix: "Install an uprated clutch (higher-clamp pressure plate with an organic or hybrid disc for street use) rated above the tuned torque, with a matching flywheel, and have the tuner restore low-gear torque management. Heavier clamp raises pedal effort, so check the master cylinder and the firewall around it before fitting one.",
      difficulty: 4,
      cost: {
        partsLow: 450,
        partsHigh: 1600,
        laborHoursLow: 4,
        laborHoursHigh: 9.3,
        excludes:
          "Estimate; leaves out tuning fees, an aftermarket flywheel, taxes and any axles or mounts damaged by the extra torque.",
      },
      verdict: "ok",
      verdictReason:
        "Safe at normal throttle; avoid full-boost pulls until the clutch is upgraded, since each slip shortens its life.",
      codes: [],
      terms: ["clamp load", "torque capacity", "organic disc"],
      related: ["worn-clutch-disc-slipping", "performance-clutch-chatter-heavy-pedal", "clutch-wore-out-early"],
      commonOn: [
        { make: "ford", models: ["focus"], years: [2013, 2018], engines: [{ name: "2.0L EcoBoost I4", liters: 2.0 }] },
        {
          make: "volkswagen",
          models: ["gti", "golf-gti", "golf-r", "jetta", "jetta-gli"],
          years: [2010, 2027],
          engines: [{ name: "EA888 2.0L turbo I4", liters: 2.0 }],
        },
      ],
    },
    {
      slug: "sac-pressure-plate-not-reset",
      title: "New clutch slips or won't release after a self-adjusting pressure plate went in",
      summary:
        "A self-adjusting (SAC) pressure plate was fitted without its holding tool or with the adjuster not reset, so its wear compensation started out of range. The gearbox has to come back out to install the plate correctly.",
      symptoms: [
        "Trouble began right after a clutch job on a BMW, VW, Audi or Mini with a SAC pressure plate",
        "Pedal much heavier than before, or the bite point far from where it was",
        "Slips under load, or drags and grinds going into gear",
        "Gets worse over the first few hundred miles instead of settling in",
      ],
      symptomIds: ["slipping", "grinds-into-gear", "pedal-heavy", "engagement-point"],
      causes: [
        {
          likelihood: "common",
          part: "SAC pressure plate bolted down without the special holding tool",
          why: "Tightening the cover without preloading the diaphragm lets the adjuster ring turn, so the plate sets itself as if the disc were worn and either clamps too lightly or leaves too little release travel.",
        },
        {
          likelihood: "occasional",
          part: "Used SAC plate refitted without resetting its adjuster ring",
          why: "The plate keeps the old disc's wear setting; with a new, thicker disc the stack is too tall, so the pedal goes hard and the clutch will not free.",
        },
        {
          likelihood: "rare",
          part: "Disc of the wrong thickness for the plate",
          why: "A disc from another application changes the starting stack height, throwing both engagement and release travel out of range.",
        },
      ],
      checks: [
        {
          step: "Check the invoice or parts box for whether the plate is marked SAC and whether the holding tool was used.",
          tools: [],
          expect: "A SAC plate fitted with no mention of the tool or an adjuster reset is the prime suspect.",
        },
        {
          step: "With the engine off, have a helper press the pedal while you measure slave pushrod or fork travel against the specification.",
          tools: ["Tape measure", "Helper"],
          expect:
            "Full hydraulic travel (typically about 8–10 mm, 0.3–0.4 in., at the release bearing; confirm in the service information) with a clutch that still drags or slips moves the fault inside the bellhousing.",
        },
        {
          step: "Drag test: engine running, pedal on the floor for 5 seconds in neutral, then select Reverse.",
          tools: [],
          expect:
            "A grind confirms the clutch is not freeing; a flare in the 4th-gear full-throttle test shows the opposite fault, too little clamp.",
        },
      ],
      fix: "Remove the transmission and install a new SAC pressure plate, or reset the adjuster ring on the old one per the LuK or Sachs instructions, using the SAC holding and centering tool and tightening the cover bolts crisscross in stages. Bleed the hydraulics and confirm the bite point before the road test.",
      difficulty: 5,
      cost: {
        partsLow: 250,
        partsHigh: 700,
        laborHoursLow: 4,
        laborHoursHigh: 9.3,
        excludes:
          "Estimate; leaves out SAC tool rental, taxes and any warranty the shop that did the first job owes you.",
      },
      verdict: "careful",
      verdictReason:
        "A clutch that slips or drags from day one can leave you unable to select a gear in traffic; drive it only back to the installer.",
      codes: [],
      terms: ["self-adjusting clutch", "SAC tool", "adjuster ring"],
      related: ["clutch-drag-grinds-all-gears", "worn-clutch-disc-slipping", "heavy-clutch-pedal"],
    },
    {
      slug: "clutch-drag-grinds-all-gears",
      title: "Grinds going into every gear from a stop and creeps with the pedal on the floor",
      summary:
        "The clutch isn't releasing fully (clutch drag). Check the fluid level and bleed the hydraulics first; if release travel is correct, the disc, pressure plate or pilot bearing is keeping the input shaft turning.",
      symptoms: [
        "Grinds into 1st and Reverse at a standstill, even after waiting with the pedal down",
        "Car creeps or the engine labors in gear with the pedal on the floor",
        "Gears slide in easily with the engine off",
        "Worse once the engine is hot or after a long traffic jam",
      ],
      symptomIds: ["grinds-into-gear", "engagement-point"],
      causes: [
        {
          likelihood: "common",
          part: "Air in the clutch hydraulics or low fluid",
          why: "Air compresses, so the slave moves less than it should and the diaphragm fingers are not pushed far enough to free the disc.",
        },
        {
          likelihood: "occasional",
          part: "Worn clutch master or slave cylinder seals",
          why: "Fluid slipping past worn seals shortens release travel, most of all when the fluid is hot and thin.",
        },
        {
          likelihood: "occasional",
          part: "Disc sticking on the input splines or a warped disc",
          why: "Dry or rusted splines stop the disc sliding back, and a warped disc keeps rubbing the flywheel or pressure plate even when released.",
        },
        {
          likelihood: "rare",
          part: "Seized pilot bearing",
          why: "A bearing that no longer turns ties the input shaft to the crankshaft, so the shaft keeps spinning with the pedal down.",
        },
      ],
      checks: [
        {
          step: "Check the clutch reservoir, or the shared brake reservoir, for level and color.",
          tools: ["Flashlight"],
          expect: "A low level means a leak; full, clean fluid moves the search to air or worn seals.",
        },
        {
          step: "Engine running, pedal on the floor in neutral, wait 5 seconds, then shift into Reverse.",
          tools: [],
          expect:
            "It should slip in silently; a grind confirms drag, since Reverse has no synchronizer on most gearboxes and shows drag first.",
        },
        {
          step: "Have a helper press the pedal while you measure external slave pushrod travel at the release fork.",
          tools: ["Tape measure", "Helper"],
          expect:
            "Travel short of the service figure, or a pedal that firms up only after pumping, points to air or a weak cylinder.",
        },
        {
          step: "Bleed the system, then repeat the Reverse-engagement test.",
          tools: ["Pressure or vacuum bleeder"],
          expect: "If the grind is gone, air was the cause; if not, the fault is inside the bellhousing.",
        },
        {
          step: "With the gearbox out, check disc runout, how freely the disc slides on the input shaft and how the pilot bearing spins.",
          tools: ["Dial indicator", "Flashlight"],
          expect:
            "Disc runout over about 0.020–0.030 in. (0.5–0.8 mm) depending on the maker (typical; confirm in the service information), tight splines or a rough pilot bearing confirm the mechanical cause.",
        },
      ],
      fix: "Top up and bleed the hydraulics, replacing a leaking master or slave. If drag remains, pull the transmission and replace the disc, pressure plate and pilot bearing, put a thin film of high-temperature moly grease on the input splines and check the release bearing guide sleeve for wear.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Top up and bleed the clutch hydraulics",
            partsLow: 20,
            partsHigh: 40,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the master or external slave cylinder",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the clutch kit and pilot bearing",
            partsLow: 200,
            partsHigh: 700,
            laborHoursLow: 5,
            laborHoursHigh: 8.7,
          },
        ],
        excludes: "Estimate; leaves out a dual-mass flywheel, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Usually drivable, but selecting gears at stops gets harder and the synchros wear; get it to a shop soon.",
      codes: [],
      terms: ["clutch drag", "pilot bearing", "slave cylinder", "input shaft splines"],
      related: [
        "air-in-clutch-hydraulics",
        "clutch-master-cylinder-bypass",
        "pilot-bearing-noise",
        "clutch-fluid-boils-hot-traffic",
      ],
    },
    {
      slug: "air-in-clutch-hydraulics",
      title: "Clutch pedal feels spongy after a repair, fluid flush or a dry reservoir",
      summary:
        "Air trapped in the clutch line compresses instead of moving the slave. Bleed with a pressure, vacuum or reverse-bleed method; gravity bleeding rarely clears a concentric slave or a line that loops uphill.",
      symptoms: [
        "Pedal goes soft for the first inch or two, then firms up near the floor",
        "Pumping the pedal several times helps for a moment",
        "Gears get hard to select or grind at a stop",
        "Started right after slave, master or hose work, a brake bleed, or letting the reservoir run dry",
      ],
      symptomIds: ["pedal-spongy", "grinds-into-gear", "engagement-point"],
      causes: [
        {
          likelihood: "common",
          part: "Air let in during a repair or a brake bleed on a shared reservoir",
          why: "Opening any part of the circuit, or letting the shared reservoir fall below the clutch feed during brake bleeding, draws air into the line.",
        },
        {
          likelihood: "occasional",
          part: "Air trapped at a high point in the line or inside a concentric slave",
          why: "Lines that loop over the gearbox and slaves buried in the bellhousing hold bubbles that a few pedal strokes will not move.",
        },
        {
          likelihood: "rare",
          part: "Master cylinder seal drawing air on the return stroke",
          why: "A worn secondary seal lets air past the piston as the pedal comes up, so a system that bled firm goes soft again days later.",
        },
      ],
      checks: [
        {
          step: "Confirm the reservoir is at the MAX mark with the DOT fluid printed on the cap.",
          tools: [],
          expect: "A level below MIN or an empty feed hose explains how the air got in.",
        },
        {
          step: "Press the pedal slowly to the floor, then pump it quickly five times and hold.",
          tools: [],
          expect: "A pedal that firms up after pumping and sinks back after a pause confirms air.",
        },
        {
          step: "Pressure or vacuum bleed at the slave bleeder into clear tubing; on stubborn systems, reverse-bleed from the bleeder up to the reservoir with a syringe.",
          tools: ["Pressure or vacuum bleeder", "Clear tubing", "Syringe"],
          expect:
            "A firm pedal that bites in the middle of its travel and does not sink under 30 seconds of steady pressure means the air is out.",
        },
        {
          step: "If it goes soft again within days, look for fluid in the master cylinder pushrod boot and seepage at the line fittings.",
          tools: ["Flashlight"],
          expect: "Dry fittings with a returning soft pedal point to a master cylinder seal pulling air in.",
        },
      ],
      fix: "Bleed with a pressure bleeder at 10–15 psi, or by vacuum or reverse bleeding, keeping the reservoir full the whole time and closing the bleeder before pressure is released. Some concentric-slave gearboxes have their own bleed procedure in the service manual, such as cycling the pedal a set number of times; follow it. Replace the master cylinder if air keeps coming back.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 40,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate; leaves out a master or slave cylinder if one proves to be drawing air, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A soft pedal can quit releasing the clutch at a light without warning; bleed it before relying on the car in traffic.",
      codes: [],
      terms: ["reverse bleeding", "pressure bleeder", "concentric slave cylinder"],
      related: [
        "clutch-drag-grinds-all-gears",
        "clutch-master-cylinder-bypass",
        "concentric-slave-cylinder-leak",
        "clutch-fluid-dark",
      ],
    },
    {
      slug: "clutch-master-cylinder-bypass",
      title: "Clutch pedal slowly sinks and gears start grinding at a long red light",
      summary:
        "The clutch master cylinder is leaking past its internal seals, so pressure bleeds off while you hold the pedal. With no outside leak, replace the master cylinder and bleed the system.",
      symptoms: [
        "Pedal creeps toward the floor while held down at a stop",
        "Car starts to creep or gears grind after 10–20 seconds with the pedal held",
        "Reservoir level steady and nothing wet at the slave",
        "Pedal may hang low for a moment before returning, worse when hot",
      ],
      symptomIds: ["pedal-to-floor", "grinds-into-gear", "pedal-spongy"],
      causes: [
        {
          likelihood: "common",
          part: "Worn primary seal in the clutch master cylinder",
          why: "Fluid slips past the piston back to the reservoir side, so the slave retracts while your foot stays on the pedal.",
        },
        {
          likelihood: "occasional",
          part: "Master cylinder bore pitted by moisture-laden fluid",
          why: "Corrosion pits in an aluminum bore nick the seal lips, which then bypass at one particular pedal position.",
        },
        {
          likelihood: "rare",
          part: "Concentric slave leaking slowly into the bellhousing",
          why: "A slow internal CSC leak can keep the reservoir looking steady for weeks, which mimics a bypassing master cylinder.",
        },
      ],
      checks: [
        {
          step: "Inspect the reservoir level, the firewall under the dash and the slave cylinder for wet fluid.",
          tools: ["Flashlight"],
          expect: "A steady level with everything dry points to internal bypass in the master cylinder.",
        },
        {
          step: "Engine running, hold the pedal down with steady force for 30 seconds while a helper watches the slave pushrod or fork.",
          tools: ["Helper"],
          expect:
            "A pedal that sinks more than about 1/2 in. in 30 seconds while the pushrod creeps back confirms pressure is being lost in the hydraulics; a good system holds the pedal still.",
        },
        {
          step: "Pull back the master cylinder pushrod boot under the dash.",
          tools: ["Flashlight"],
          expect: "Fluid inside the boot means the rear seal is leaking too and the master cylinder is finished.",
        },
      ],
      fix: "Replace the clutch master cylinder, bench-bleeding it first where the design allows, set the pushrod so there is free play at the top of the pedal, bleed the system and confirm the pedal holds for 30 seconds. On a high-mileage car with the original slave, consider doing the slave at the same time, since it has aged in the same fluid.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 220,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes:
          "Estimate; leaves out a slave cylinder done at the same time, diagnosis, taxes and dealer pricing; some need dash panels removed.",
      },
      verdict: "careful",
      verdictReason:
        "Release still works if you shift promptly, but it can stop freeing the clutch at a stop; fix it soon.",
      codes: [],
      terms: ["clutch master cylinder", "bench bleeding", "pushrod free play"],
      related: [
        "air-in-clutch-hydraulics",
        "clutch-master-leak-into-cabin",
        "clutch-pedal-stuck-to-floor",
        "clutch-drag-grinds-all-gears",
      ],
    },
    {
      slug: "clutch-master-leak-into-cabin",
      title: "Wet carpet and peeling paint under the clutch pedal",
      summary:
        "The clutch master cylinder's rear seal is leaking brake fluid into the footwell. Replace the master cylinder soon and wash the fluid off carpet and paint, because it strips paint and softens plastics.",
      symptoms: [
        "Damp, slippery carpet or floor mat under the clutch pedal",
        "Paint blistering or peeling on the pedal bracket or firewall",
        "Clutch or shared brake reservoir needs topping up every few weeks",
        "Pedal goes soft or hangs down now and then",
      ],
      symptomIds: ["leak", "fluid-low", "pedal-spongy"],
      causes: [
        {
          likelihood: "common",
          part: "Failed rear (secondary) seal in the clutch master cylinder",
          why: "The seal at the pushrod end wears, so fluid passes out the back of the bore into the cabin each time the pedal is pressed.",
        },
        {
          likelihood: "occasional",
          part: "Cowl or windshield water leak mistaken for clutch fluid",
          why: "Rain running down the driver-side firewall soaks the same carpet, but it has no slick feel and the reservoir level stays put.",
        },
      ],
      checks: [
        {
          step: "Touch and smell the wet area and compare it with a drop of fluid from the reservoir.",
          tools: ["Shop towel"],
          expect:
            "Brake fluid feels slick, has a faint chemical smell and lifts paint; water evaporates and leaves a tide-line stain.",
        },
        {
          step: "Look up at the master cylinder pushrod and boot with a light after several pedal presses.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Fresh fluid beading at the pushrod confirms the rear seal.",
        },
        {
          step: "Mark the reservoir level with tape and recheck after two days of driving.",
          tools: ["Masking tape"],
          expect:
            "A fall of 1/8 in. (3 mm) or more below the tape confirms fluid loss; a steady level points to water, not the clutch.",
        },
      ],
      fix: "Replace the clutch master cylinder, bleed the system and set pedal free play. Brake fluid is water-soluble, so flush carpet and paint with plenty of water and mild soap, dry the carpet pad fully and touch up bare metal on the pedal box before it rusts.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 220,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "Estimate; leaves out carpet replacement or drying, paint touch-up, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The leak will eventually let the pedal drop to the floor without warning; watch the level and replace the cylinder soon.",
      codes: [],
      terms: ["secondary seal", "clutch master cylinder", "DOT 4 brake fluid"],
      related: ["clutch-master-cylinder-bypass", "air-in-clutch-hydraulics", "clutch-pedal-stuck-to-floor"],
    },
    {
      slug: "concentric-slave-cylinder-leak",
      title: "Clutch fluid keeps disappearing with nothing wet under the hood",
      summary:
        "A concentric slave cylinder inside the bellhousing is leaking, so fluid escapes where you can't see it and drips from the bottom of the bellhousing. The gearbox must come out to replace it, and most owners fit a clutch at the same time.",
      symptoms: [
        "Reservoir level falls every week or two with dry lines, hoses and firewall",
        "Drip or damp streak at the bottom of the bellhousing or its weep hole",
        "Pedal goes soft, then one day drops to the floor",
        "Clutch slips or grabs if the fluid has reached the disc",
      ],
      symptomIds: ["fluid-low", "leak", "pedal-to-floor", "pedal-spongy"],
      causes: [
        {
          likelihood: "common",
          part: "Worn piston seal in the concentric slave cylinder",
          why: "The seal works in the heat around the input shaft; once it leaks, fluid runs inside the housing and out the weep hole. Jeep Wrangler JK, Ford Focus and 2005–2010 Mustang GT manuals are well-known cases.",
        },
        {
          likelihood: "occasional",
          part: "Cracked plastic slave body or bleeder line fitting",
          why: "Many concentric slaves have plastic housings and quick-connect lines that crack with heat cycles and leak only under pedal pressure.",
        },
        {
          likelihood: "rare",
          part: "Line coupling at the bellhousing seeping out of sight",
          why: "The quick-connect union where the line enters the gearbox is hidden by the transmission and can imitate an internal leak.",
        },
      ],
      checks: [
        {
          step: "Mark the reservoir level, drive for a few days and check it again.",
          tools: ["Masking tape"],
          expect:
            "Clutch wear makes the level creep up, not down, so any drop (even 1/8 in. or 3 mm on the tape over a week) with a dry master cylinder, line and firewall points inside the bellhousing.",
        },
        {
          step: "Look at the bellhousing bottom, inspection cover and weep hole after the pedal has been used.",
          tools: ["Flashlight"],
          expect:
            "Thin fluid that lifts paint or washes a clean streak through road grime is brake fluid from the slave.",
        },
        {
          step: "Inspect the quick-connect fitting and line where they enter the bellhousing.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "A wet union is an outside fix; a dry union with a wet bellhousing bottom confirms the slave itself.",
        },
      ],
      fix: "Remove the transmission and replace the concentric slave cylinder with an OE-quality unit; replace the disc if fluid reached it, and consider a full clutch kit since the labor is already paid. Bleed per the service manual (many need vacuum or reverse bleeding) and confirm the pedal holds firm before refitting trim.",
      difficulty: 4,
      cost: {
        partsLow: 70,
        partsHigh: 950,
        laborHoursLow: 3.7,
        laborHoursHigh: 8.7,
        excludes:
          "Estimate; the low parts figure is the slave alone, the high adds a clutch kit; leaves out a dual-mass flywheel, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The pedal can fall to the floor once enough fluid is gone; check the level daily, watch the brake level on a shared reservoir and book the repair.",
      codes: [],
      terms: ["concentric slave cylinder", "hydraulic release bearing", "weep hole"],
      related: [
        "air-in-clutch-hydraulics",
        "oil-soaked-clutch-rear-main-seal",
        "clutch-pedal-stuck-to-floor",
        "external-slave-cylinder-leak",
      ],
      commonOn: [
        { make: "jeep", models: ["wrangler", "wrangler-jk"], years: [2007, 2018] },
        { make: "ford", models: ["focus"] },
        { make: "ford", models: ["mustang"], years: [2005, 2010], engines: [{ name: "4.6L V8", liters: 4.6 }] },
      ],
    },
    {
      slug: "external-slave-cylinder-leak",
      title: "Slave cylinder on the side of the gearbox is wet and the pedal keeps dropping",
      summary:
        "An external clutch slave cylinder is leaking at its piston seal. On many Honda, Mazda, Toyota and Nissan manuals it bolts on outside the gearbox: replace it and bleed the system, usually in an hour or two.",
      symptoms: [
        "Fluid dripping from the slave's rubber boot or running down the side of the bellhousing",
        "Reservoir level dropping over days or weeks",
        "Pedal soft or low, especially after sitting overnight",
        "Gears start to grind as more fluid is lost",
      ],
      symptomIds: ["leak", "fluid-low", "pedal-spongy", "grinds-into-gear"],
      causes: [
        {
          likelihood: "common",
          part: "Worn piston seal in the slave cylinder",
          why: "Fluid passes the seal into the dust boot on every stroke until the boot fills and drips, and the lost volume shortens release travel.",
        },
        {
          likelihood: "occasional",
          part: "Cracked flexible clutch hose or seeping line fitting near the slave",
          why: "The short rubber hose flexes with every engine movement and can crack or seep at its crimp, wetting the same area.",
        },
        {
          likelihood: "rare",
          part: "Slave bore pitted by fluid that was never changed",
          why: "Water absorbed by old fluid corrodes the bore, so even a new seal kit fails quickly; the cylinder should be replaced, not rebuilt.",
        },
      ],
      checks: [
        {
          step: "Peel back the slave cylinder dust boot with a small pick.",
          tools: ["Flashlight", "Pick"],
          expect: "Fluid behind the boot confirms the slave seal; a dry boot sends you to the hose and fittings.",
        },
        {
          step: "Have a helper hold the pedal down while you trace the line and hose from the firewall to the slave.",
          tools: ["Flashlight", "Helper"],
          expect: "A weep that appears only under pressure shows the exact leak point.",
        },
        {
          step: "Check the release fork pivot and the pushrod seat while you are there.",
          tools: ["Pry bar"],
          expect:
            "The fork should move smoothly without slop; a worn pivot ball or fork cup shortens release travel by itself.",
        },
      ],
      noMeasurement:
        "An external slave leak is found by fluid behind the dust boot and by tracing the line under pedal pressure; the leak itself gives no gauge reading.",
      fix: "Replace the slave cylinder, and the flexible hose if it is cracked, tighten the banjo or flare fitting to spec, bleed until the pedal is firm and confirm the clutch frees cleanly. Flush the old fluid out of the master cylinder and line at the same time.",
      difficulty: 2,
      cost: {
        partsLow: 25,
        partsHigh: 140,
        laborHoursLow: 0.6,
        laborHoursHigh: 1.7,
        excludes: "Estimate; leaves out the master cylinder if it has begun leaking too, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "It works until enough fluid is lost, then the clutch won't release at all; top up, check daily and replace the slave soon.",
      codes: [],
      terms: ["slave cylinder", "release fork", "dust boot"],
      related: [
        "concentric-slave-cylinder-leak",
        "air-in-clutch-hydraulics",
        "release-fork-pivot-failure",
        "clutch-fluid-dark",
      ],
      commonOn: [{ make: "honda" }, { make: "mazda" }, { make: "toyota" }, { make: "nissan" }],
    },
    {
      slug: "clutch-delay-valve-slow-engagement",
      title: "Clutch engages late and lazily no matter how fast you lift the pedal",
      summary:
        "A clutch delay valve, a one-way restrictor in the line on many BMW, Honda and Subaru manuals, slows engagement by design and gets worse when clogged. Replace a blocked valve or collapsed hose and flush the fluid.",
      symptoms: [
        "Pedal comes up but the clutch keeps slipping for a moment before it bites",
        "Quick shifts feel sluggish and the revs hang before the car pulls",
        "Lag is worse on cold mornings",
        "Disc wears faster from the built-in slip",
      ],
      symptomIds: ["engagement-point", "slipping"],
      causes: [
        {
          likelihood: "common",
          part: "Factory clutch delay valve working as designed",
          why: "The valve lets fluid leave the slave through a small orifice to soften engagement and protect the driveline, which feels like lag to anyone used to a direct clutch.",
        },
        {
          likelihood: "occasional",
          part: "Delay valve or its filter partly clogged",
          why: "Rubber particles from worn seals collect at the tiny orifice, slowing fluid return even more and holding the clutch partly released.",
        },
        {
          likelihood: "rare",
          part: "Collapsed liner in the flexible clutch hose",
          why: "A delaminated hose lining acts as a check valve, trapping pressure at the slave after the pedal is released.",
        },
      ],
      checks: [
        {
          step: "In 2nd gear at 15 mph, press the pedal, then lift it quickly and count how long the revs take to fall into step.",
          tools: [],
          expect:
            "A direct clutch bites as soon as the pedal reaches the bite point; a lag of 1 second or more points to a restrictor in the line.",
        },
        {
          step: "Press and release the pedal, then immediately crack open the slave bleeder into a rag.",
          tools: ["Line wrench", "Shop towel"],
          expect:
            "A squirt of fluid under pressure means it was trapped downstream by the delay valve or a collapsed hose.",
        },
        {
          step: "Locate the valve in the line and confirm its part number and flow arrow against the parts catalog.",
          tools: ["Flashlight"],
          expect: "A valve fitted backward after earlier work, or a superseded part, explains a sudden change in feel.",
        },
      ],
      fix: "Replace a clogged delay valve or collapsed hose, flush the fluid and bleed the system. Many owners have the valve removed or drilled out for a direct feel; that is reversible, but engagement gets harsher and driveline shock rises.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 90,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Estimate; leaves out a new clutch if the extra slip has already worn the disc, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Slow engagement costs disc life and feel, not safety; fix it when convenient.",
      codes: [],
      terms: ["clutch delay valve", "restrictor orifice", "flexible clutch hose"],
      related: ["air-in-clutch-hydraulics", "worn-clutch-disc-slipping", "clutch-engages-too-high"],
      commonOn: [{ make: "bmw" }, { make: "honda" }, { make: "subaru" }],
    },
    {
      slug: "release-bearing-noise",
      title: "Chirp or whir starts as soon as you touch the clutch pedal",
      summary:
        "A worn release (throwout) bearing makes noise whenever the pedal loads it. It is replaced with the clutch, since the gearbox has to come out; it can run a while, but a seized bearing chews up the pressure plate fingers.",
      symptoms: [
        "Chirp, squeal or whir begins the moment the pedal is pressed slightly and stays while it is held",
        "Goes quiet when the pedal is fully released",
        "Louder on cold mornings or after a long drive",
        "On constant-contact designs, a faint whir with the pedal up that changes under light foot pressure",
      ],
      symptomIds: ["noise-pedal-pressed"],
      causes: [
        {
          likelihood: "common",
          part: "Dry or worn release bearing",
          why: "The sealed bearing spins against the diaphragm fingers every time the pedal moves; once its grease is gone it chirps and rumbles under load.",
        },
        {
          likelihood: "occasional",
          part: "Dry or worn release bearing guide sleeve",
          why: "The bearing carrier sticks and squeaks as it slides on the gearbox guide tube, which also makes the pedal feel notchy.",
        },
        {
          likelihood: "rare",
          part: "Diaphragm finger tips worn unevenly",
          why: "A bearing that has spun hard against the fingers grooves them, so it runs off-center and buzzes.",
        },
      ],
      checks: [
        {
          step: "Idle in neutral and listen with the pedal up, then pressed just past free play, then on the floor.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "Noise that starts with light pedal pressure and stays is the release bearing; noise only with the pedal fully down suggests the pilot bearing.",
        },
        {
          step: "Note any noise with the pedal up that stops when the pedal is pressed.",
          tools: [],
          expect:
            "A growl that stops when you press the pedal belongs to the gearbox input shaft bearing, not the release bearing.",
        },
        {
          step: "Check pedal free play on systems that are not self-adjusting.",
          tools: ["Tape measure"],
          expect:
            "No free play (typically about 0.2–0.6 in., 5–15 mm, at the pad; confirm in the service information) keeps the bearing spinning; restoring it slows the wear, while self-adjusting systems run in light contact by design.",
        },
      ],
      fix: "Replace the release bearing with a clutch kit, since the transmission must come out anyway. Lightly grease the guide sleeve and fork contact points with high-temperature grease, and replace a grooved guide sleeve, or the concentric slave where the bearing is built into it.",
      difficulty: 4,
      cost: {
        partsLow: 40,
        partsHigh: 700,
        laborHoursLow: 3.7,
        laborHoursHigh: 8.7,
        excludes:
          "Estimate; the range runs from the bearing alone to a clutch kit with pressure plate; excludes resurfacing or replacing the flywheel, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive while it only chirps; once it becomes a grinding howl, book the job before the bearing seizes.",
      codes: [],
      terms: ["release bearing", "throwout bearing", "guide sleeve", "diaphragm spring"],
      related: ["pilot-bearing-noise", "heavy-clutch-pedal", "clutch-pedal-squeak"],
    },
    {
      slug: "pilot-bearing-noise",
      title: "Squeal with the clutch pedal all the way down while stopped in gear",
      summary:
        "A worn or dry pilot bearing in the end of the crankshaft squeals when the engine turns and the input shaft is stopped. Replace it with the clutch; a seizing one also causes drag and damages the input shaft nose.",
      symptoms: [
        "High squeal or grinding with the pedal fully down while stopped in gear",
        "Quiet with the pedal up in neutral",
        "Noise fades as you let the pedal up and the car moves",
        "Shifting into 1st or Reverse at stops gets harder as it worsens",
      ],
      symptomIds: ["noise-pedal-pressed", "grinds-into-gear"],
      causes: [
        {
          likelihood: "common",
          part: "Dry or worn needle-roller pilot bearing",
          why: "Only with the pedal down and the car stopped in gear does the crankshaft spin around a stationary input shaft nose, which is the one time the pilot bearing works.",
        },
        {
          likelihood: "occasional",
          part: "Worn bronze pilot bushing",
          why: "An oil-impregnated bushing runs dry after many years, then squeals or grips the input shaft, which feels like drag.",
        },
        {
          likelihood: "rare",
          part: "Missing or damaged engine-to-gearbox dowels",
          why: "Without dowels holding alignment, the input shaft runs off-center in the bearing and wears it quickly and noisily.",
        },
      ],
      checks: [
        {
          step: "Idle in neutral with the pedal up, press the pedal fully, then select 1st and hold it while stationary.",
          tools: ["Mechanic's stethoscope"],
          expect: "A squeal that appears only with the pedal down in gear points to the pilot bearing.",
        },
        {
          step: "On level ground at idle, hold the pedal to the floor in 1st, release the brakes and watch whether the car creeps.",
          tools: [],
          expect:
            "Creep with the pedal on the floor and normal slave travel points to a seized pilot bearing turning the input shaft with the crank; a dragging disc can do the same, so confirm at the bearing once the gearbox is out.",
        },
        {
          step: "With the gearbox out, spin the bearing with a finger and inspect the input shaft nose.",
          tools: ["Flashlight"],
          expect: "Rough or loose rollers, or a blued, scored shaft pilot, condemn the bearing and possibly the shaft.",
        },
      ],
      noMeasurement:
        "A pilot bearing is judged by when it squeals and by feel once the gearbox is out; no in-car reading isolates it from the release bearing or the disc.",
      fix: "Pull the old pilot bearing with a slide-hammer puller, press a new one in to the specified depth and check the input shaft nose for wear; replace the clutch kit while everything is apart. Some engines carry the pilot bearing in the flywheel, so it comes with a new flywheel.",
      difficulty: 4,
      cost: {
        partsLow: 15,
        partsHigh: 650,
        laborHoursLow: 3.7,
        laborHoursHigh: 8.7,
        excludes:
          "Estimate; the range runs from the bearing during other clutch work to a full kit; excludes a flywheel that carries the bearing, a worn input shaft, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Noise alone is not dangerous; once stops bring grinding shifts, the bearing is seizing and the repair cannot wait.",
      codes: [],
      terms: ["pilot bearing", "pilot bushing", "input shaft"],
      related: ["release-bearing-noise", "clutch-drag-grinds-all-gears", "dual-mass-flywheel-rattle"],
    },
    {
      slug: "dual-mass-flywheel-rattle",
      title: "Rattle at idle and a clunk at shutdown from a diesel or European manual",
      summary:
        "The dual-mass flywheel's internal springs and stops are worn, so its two halves knock together. Replace the DMF along with the clutch; once it rattles loudly at idle, waiting risks a flywheel that breaks apart.",
      symptoms: [
        "Knock or marbles-in-a-can rattle from the bellhousing at idle",
        "One heavy clunk as the engine shuts off",
        "Rattle when lugging in a high gear below about 1,500 rpm",
        "Shudder when pulling away",
        "Typical on VW TDI, BMW and Ram 2500/3500 Cummins manuals",
      ],
      symptomIds: ["rattle-idle", "chatter-shudder", "clunk-throttle"],
      causes: [
        {
          likelihood: "common",
          part: "Worn arc springs and dried grease inside the DMF",
          why: "Once the springs lose their grease and tension, the primary and secondary masses swing through their full travel and slam into the end stops with each firing pulse.",
        },
        {
          likelihood: "occasional",
          part: "Worn DMF center bearing",
          why: "The bearing between the two masses lets the secondary mass tilt, so it knocks and rubs and the clutch shudders.",
        },
        {
          likelihood: "rare",
          part: "Misfire or rough idle overloading a healthy DMF",
          why: "Uneven firing pulses near idle can drive a sound flywheel into its stops; fix the engine before condemning the flywheel.",
        },
      ],
      checks: [
        {
          step: "Listen at idle in neutral with the pedal up, then pressed, and again as the engine is switched off.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "A bellhousing rattle at idle plus a clunk at shutdown point to the DMF; a gearbox input bearing growl stops when the pedal is pressed instead.",
        },
        {
          step: "Scan for misfire counts and cylinder balance or smooth-running values at idle.",
          tools: ["Scan tool"],
          expect: "Even cylinder contribution and no misfires clear the engine as the source.",
        },
        {
          step: "Through the starter opening, rotate the secondary mass back and forth with a pry bar and count ring-gear teeth of free play, then rock it in and out.",
          tools: ["Pry bar", "Flashlight"],
          expect:
            "Compare with the flywheel maker's limits (LuK and Sachs publish them by part number); free play past spec or more than about 2 mm of rock at the rim (typical) condemns it.",
        },
        {
          step: "With the gearbox out, look for grease thrown from the DMF, blue heat marks and cracks on the friction face.",
          tools: ["Flashlight"],
          expect: "Grease streaks or cracks mean replacement; a dual-mass flywheel must never be resurfaced.",
        },
      ],
      fix: "Replace the dual-mass flywheel with a new unit, never a machined one, together with the clutch kit and new flywheel bolts torqued to spec. A solid-flywheel conversion kit costs less but passes more vibration into the gearbox, so choose it knowingly.",
      difficulty: 4,
      cost: {
        partsLow: 450,
        partsHigh: 1800,
        laborHoursLow: 4,
        laborHoursHigh: 9.3,
        excludes:
          "Estimate; leaves out diagnosis, taxes, a rear main seal if leaking, and dealer pricing on OE flywheels.",
      },
      verdict: "careful",
      verdictReason:
        "A rattling DMF can be driven gently for a while, but one that knocks hard under load can break up inside the bellhousing; book it soon.",
      codes: [],
      terms: ["dual-mass flywheel", "arc springs", "solid flywheel conversion"],
      related: [
        "disc-damper-springs-clunk",
        "smf-conversion-rattle",
        "pilot-bearing-noise",
        "clutch-chatter-on-takeoff",
      ],
    },
    {
      slug: "clutch-chatter-on-takeoff",
      title: "Car shudders and bucks as the clutch takes up when pulling away",
      summary:
        "Clutch chatter usually comes from a glazed or contaminated disc, a flywheel with hot spots, or worn engine and transmission mounts letting the drivetrain wind up. Check the mounts first; if they are sound, the clutch and flywheel need replacing.",
      symptoms: [
        "Rapid judder through the floor and seat as the clutch takes up in 1st or Reverse",
        "Worse pulling away uphill or loaded, better with a little more throttle",
        "Engine visibly rocks as the car starts to move",
        "Began after the clutch was slipped hard or after a leak at the bellhousing",
      ],
      symptomIds: ["chatter-shudder"],
      causes: [
        {
          likelihood: "common",
          part: "Glazed disc or flywheel hot spots from slipping",
          why: "Overheated facings and hardened spots on the flywheel grab and release in quick succession instead of sliding smoothly into engagement.",
        },
        {
          likelihood: "occasional",
          part: "Worn engine or transmission mounts",
          why: "A collapsed mount lets the engine rock back as torque builds, loading and unloading the clutch in a cycle the driver feels as judder.",
        },
        {
          likelihood: "occasional",
          part: "Oil, grease or brake fluid on the facings",
          why: "Contamination changes friction unevenly across the disc, so it sticks and slips by turns.",
        },
        {
          likelihood: "rare",
          part: "Warped pressure plate or bent diaphragm finger",
          why: "Uneven clamp around the circle makes one part of the disc bite first, producing a shudder at engagement.",
        },
      ],
      checks: [
        {
          step: "With the hood up, watch the engine from the side (never from in front) while a helper pulls away slowly in 1st.",
          tools: ["Helper"],
          expect: "More than about an inch of engine lift or rock, or a visibly torn mount, points to the mounts.",
        },
        {
          step: "Pry-check each engine and transmission mount and look for oil weeping from fluid-filled mounts.",
          tools: ["Pry bar", "Flashlight"],
          expect:
            "Cracked rubber, separated bonding or oil-wet hydraulic mounts should be replaced first, then the car retested.",
        },
        {
          step: "Inspect the bottom of the bellhousing for any oil or fluid.",
          tools: ["Flashlight"],
          expect: "Any wetness makes disc contamination likely, so the clutch must come out whatever the mounts show.",
        },
        {
          step: "With the gearbox out, inspect the flywheel for blue-black hard spots, the disc for glazing, and measure flywheel runout.",
          tools: ["Dial indicator", "Straightedge and feeler gauges"],
          expect:
            "Hard spots, or runout beyond about 0.004–0.006 in. (0.10–0.15 mm), call for a new or resurfaced flywheel.",
        },
      ],
      fix: "Replace any failed engine or transmission mount first. If chatter remains, fit a new disc and pressure plate, replace a flywheel with hard spots (grinding rarely removes them fully) or resurface a clean solid flywheel, cure any leak and break the new clutch in gently.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace a failed engine or transmission mount",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the clutch and resurface the flywheel",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 5.5,
            laborHoursHigh: 8.7,
          },
          {
            name: "Replace the clutch and a solid flywheel",
            partsLow: 450,
            partsHigh: 1100,
            laborHoursLow: 5.5,
            laborHoursHigh: 9.3,
          },
        ],
        excludes: "Estimate; a dual-mass flywheel in place of a solid one, diagnosis and taxes extra.",
      },
      verdict: "ok",
      verdictReason: "Unpleasant but not unsafe; keep launches gentle, since hard judder hammers the axles and mounts.",
      codes: [],
      terms: ["clutch chatter", "hot spots", "engine mount", "glazing"],
      related: [
        "oil-soaked-clutch-rear-main-seal",
        "grabby-clutch-lurches",
        "dual-mass-flywheel-rattle",
        "performance-clutch-chatter-heavy-pedal",
      ],
    },
    {
      slug: "burning-smell-after-hill-start",
      title: "Sharp burning smell after a steep hill start, parking ramp or trailer launch",
      summary:
        "That smell is the clutch facings overheating from hard slipping, and one episode is usually harmless. If the clutch slips in a 4th-gear test once cool, or the smell comes on ordinary drives, the disc is damaged and needs replacing.",
      symptoms: [
        "Acrid smell like burnt paper or hot brakes right after a tough takeoff",
        "Light smoke from under the middle of the car in extreme cases",
        "Clutch feels softer or bites differently until it cools",
        "Smell during normal driving too if the clutch is already slipping",
      ],
      symptomIds: ["burning-smell", "slipping"],
      causes: [
        {
          likelihood: "common",
          part: "Clutch slipped hard to launch uphill, loaded or towing",
          why: "Holding 2,000–3,000 rpm while the disc slides turns engine power into heat, and the facing resin gives off the smell once it gets past a few hundred degrees.",
        },
        {
          likelihood: "occasional",
          part: "Riding the clutch or resting a foot on the pedal",
          why: "Slight pedal pressure unloads some clamp force, so the disc slips a little all the time and heats up on every drive.",
        },
        {
          likelihood: "rare",
          part: "Master cylinder piston not returning fully",
          why: "Trapped pressure keeps the release bearing pushing on the fingers, producing slip and heat with no driver input.",
        },
      ],
      checks: [
        {
          step: "Let the clutch cool for 30 minutes, then floor it in 4th gear from about 30 mph and watch the tachometer.",
          tools: [],
          expect:
            "No flare means the clutch survived; engine speed flaring about 200 rpm or more ahead of road speed means the disc is glazed or worn through.",
        },
        {
          step: "Check pedal free play and that the pedal comes all the way up.",
          tools: ["Tape measure"],
          expect: "Free play present rules out hydraulic preload as the source of the heat.",
        },
        {
          step: "Sniff at each wheel as well as the bellhousing area right after the drive.",
          tools: [],
          expect:
            "A hot, smelly wheel rather than the bellhousing means a dragging brake or parking brake, not the clutch.",
        },
      ],
      fix: "If the clutch passes the slip test, nothing needs repairing: use the parking brake or hill-start assist on steep starts, keep revs lower and get your foot fully off the pedal once moving. If it fails, replace the clutch kit and resurface or replace the flywheel.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "No repair: clutch passes the slip test",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Replace the clutch kit", partsLow: 200, partsHigh: 500, laborHoursLow: 5, laborHoursHigh: 9.3 },
        ],
        excludes: "Estimate; flywheel resurfacing or replacement, diagnosis and taxes extra.",
      },
      verdict: "ok",
      verdictReason:
        "One burnt-clutch smell does no lasting harm if the clutch still grips; let it cool before trying the hill again.",
      codes: [],
      terms: ["hill-start assist", "riding the clutch", "clutch glazing"],
      related: ["worn-clutch-disc-slipping", "clutch-wore-out-early", "clutch-master-cylinder-bypass"],
    },
    {
      slug: "clutch-wore-out-early",
      title: "Clutch worn out again after only 20,000–30,000 miles",
      summary:
        "A clutch that fails this quickly has a cause: driving habits, hydraulic preload, oil contamination or a flywheel that was reused unmachined. Find it before paying for another clutch, or the next one goes the same way.",
      symptoms: [
        "Slipping returns within a year or two of a clutch replacement",
        "Bite point keeps creeping higher on the pedal",
        "Burning smell in ordinary city driving",
        "Last invoice shows the flywheel was reused without machining",
      ],
      symptomIds: ["slipping", "engagement-point", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Slipping to launch, riding the pedal or holding on hills with the clutch",
          why: "Every second the disc slides costs facing material; a driver who holds the car on a hill with the clutch can wear a disc out in a few thousand miles.",
        },
        {
          likelihood: "occasional",
          part: "Flywheel reused glazed, or machined to the wrong step height",
          why: "A glazed face gives low friction from day one, and on stepped flywheels machining only the friction face reduces clamp load.",
        },
        {
          likelihood: "occasional",
          part: "No pedal free play or a sticking master cylinder",
          why: "The release bearing stays loaded, unclamping the disc slightly the whole time the car is driven.",
        },
        {
          likelihood: "rare",
          part: "Oil leak left unfixed at the last clutch job",
          why: "A rear main or input seal leak left in place contaminates the new disc within months.",
        },
      ],
      checks: [
        {
          step: "Ride along with the regular driver through hill starts and stop-and-go traffic.",
          tools: [],
          expect:
            "Revs held above about 1,500 rpm on slow takeoffs, a foot resting on the pedal or holding on a hill with the clutch explains the wear.",
        },
        {
          step: "Check pedal free play and full return.",
          tools: ["Tape measure"],
          expect:
            "A pedal with no free play, or one that stops short of its top stop, points to a hydraulic or adjustment fault.",
        },
        {
          step: "Read the last repair invoice for flywheel work and the clutch brand used.",
          tools: [],
          expect: "A reused, unmachined flywheel or a bargain disc is a likely contributor.",
        },
        {
          step: "With the gearbox out, measure flywheel step height and look for oil at the rear main and input seals.",
          tools: ["Depth gauge", "Flashlight"],
          expect: "Step height out of spec or any oil film gives a mechanical cause to correct.",
        },
      ],
      fix: "Fix the cause first: coach the driver to use the parking brake or hill-start assist and keep a foot off the pedal, correct free play or replace a sticking master cylinder, and seal any oil leak. Then fit a quality OE-equivalent clutch with a new or correctly machined flywheel and keep the receipt for the parts warranty.",
      difficulty: 4,
      cost: {
        partsLow: 180,
        partsHigh: 900,
        laborHoursLow: 4,
        laborHoursHigh: 9.3,
        excludes:
          "Estimate for one more clutch job; leaves out seal repairs, a dual-mass flywheel, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe while the clutch still grips; the point is to stop buying clutches, so diagnose before the next repair.",
      codes: [],
      terms: ["flywheel step height", "riding the clutch", "pedal free play"],
      related: [
        "worn-clutch-disc-slipping",
        "burning-smell-after-hill-start",
        "oil-soaked-clutch-rear-main-seal",
        "clutch-engages-too-high",
      ],
    },
    {
      slug: "clutch-pedal-stuck-to-floor",
      title: "Clutch pedal stays on the floor or creeps back up slowly",
      summary:
        "Usually a clutch master or slave cylinder that has failed or run out of fluid, sometimes a broken pedal spring or a pressure plate that no longer pushes back. Check the fluid first; with the pedal stuck the car can't be driven normally, so have it towed.",
      symptoms: [
        "Pedal drops to the floor and stays there, or rises slowly over a few seconds",
        "Can't select a gear with the engine running, or the car lurches when one is forced",
        "Reservoir low or empty, or fluid under the car near the gearbox",
        "Pedal may return when pulled up by hand, then stick again",
        "Often happens suddenly, sometimes after high-rpm shifts or on a hot day",
      ],
      symptomIds: ["pedal-to-floor", "grinds-into-gear", "fluid-low"],
      causes: [
        {
          likelihood: "common",
          part: "Clutch master or slave cylinder failed or out of fluid",
          why: "With no pressure to push against, the pedal simply falls, and a torn seal can also let a piston stick in its bore.",
        },
        {
          likelihood: "occasional",
          part: "Broken or over-centered pressure plate diaphragm spring",
          why: "The diaphragm spring supplies the force that pushes the pedal back up; when it cracks, or a badly worn disc lets the fingers go over-center, nothing returns the pedal.",
        },
        {
          likelihood: "occasional",
          part: "Broken pedal return or assist spring, or a seized pedal pivot",
          why: "Many pedals rely on a spring for the last inch of return; if it snaps or the pivot bushings seize, the pedal hangs even with healthy hydraulics.",
        },
        {
          likelihood: "rare",
          part: "Fluid boiling in a slave or line near the exhaust",
          why: "Vapor holds the slave extended, so the pedal does not come back until the system cools.",
        },
      ],
      checks: [
        {
          step: "Look at the clutch reservoir and under the car at the slave and the bellhousing bottom.",
          tools: ["Flashlight"],
          expect: "An empty reservoir with a wet slave or bellhousing points straight at the leak.",
        },
        {
          step: "Pull the pedal up by hand, then press it several times, feeling for resistance.",
          tools: [],
          expect:
            "No resistance at all means lost hydraulic pressure or a broken linkage; normal resistance that then hangs points to the pedal or its spring.",
        },
        {
          step: "Inspect the pedal assembly under the dash for a broken spring, a detached pushrod clip or dry pivot bushings.",
          tools: ["Flashlight"],
          expect: "A spring hanging loose or a pushrod off its pin is an inexpensive fix.",
        },
        {
          step: "With the reservoir full, have a helper pump the pedal while you watch the slave pushrod or release fork.",
          tools: ["Helper"],
          expect:
            "No movement means the master or slave has failed; full movement with a pedal that won't return points to the pressure plate.",
        },
      ],
      noMeasurement:
        "Whether the pedal sticks for lack of fluid, a broken spring or a failed cylinder is seen at the reservoir, the pedal box and the slave; no gauge adds to those checks.",
      fix: "Repair what failed: replace the leaking master or slave and bleed the system, replace a broken pedal spring or clip, or fit a new pressure plate and disc if the diaphragm spring has failed. Towing is the safe way to the shop; driving with no clutch means starting in gear and stalling at every stop.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a pedal return spring or pushrod clip",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the master or slave cylinder and bleed",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the clutch kit for a failed diaphragm",
            partsLow: 250,
            partsHigh: 900,
            laborHoursLow: 5,
            laborHoursHigh: 8.7,
          },
        ],
        excludes: "Estimate; leaves out towing, a concentric slave's gearbox removal, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "With the pedal on the floor you can't stop without stalling or pull away smoothly in traffic; have the car towed or repaired where it sits.",
      codes: [],
      terms: ["clutch master cylinder", "over-center spring", "diaphragm spring"],
      related: [
        "clutch-master-cylinder-bypass",
        "concentric-slave-cylinder-leak",
        "clutch-fluid-boils-hot-traffic",
        "clutch-pedal-flops-assist-spring",
      ],
    },
    {
      slug: "clutch-pedal-squeak",
      title: "Squeak or creak from under the dash every time the clutch pedal moves",
      summary:
        "Usually a dry pedal pivot bushing, the master cylinder pushrod clevis or the assist spring rubbing its seat. Lubricate or replace the worn bushing, and check the master cylinder boot for fluid while you are there.",
      symptoms: [
        "Squeak in time with each pedal stroke, heard inside the cabin",
        "Noise is there with the engine off",
        "Worse in cold or damp weather",
        "Pedal may feel slightly notchy at one point in its travel",
      ],
      symptomIds: ["pedal-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Dry or worn pedal pivot bushings",
          why: "Plastic bushings wear and dry out, so the pedal arm rubs metal against plastic and squeaks on every stroke.",
        },
        {
          likelihood: "occasional",
          part: "Dry pushrod clevis pin or rubbing pushrod boot",
          why: "The pushrod rocks as it moves; a dry clevis pin or a boot rubbing the rod squeaks in step with the pedal.",
        },
        {
          likelihood: "occasional",
          part: "Assist (over-center) spring rubbing its seats",
          why: "The spring flexes through the pedal stroke and chirps where its ends sit in the bracket.",
        },
        {
          likelihood: "rare",
          part: "Dry release fork pivot under the car",
          why: "A creak at the fork can travel up the hydraulic line or cable and sound as if it comes from the pedal.",
        },
      ],
      checks: [
        {
          step: "Engine off, press the pedal slowly while listening under the dash with a stethoscope or a length of hose.",
          tools: ["Mechanic's stethoscope", "Flashlight"],
          expect: "The loudest point (pivot, pushrod or spring) shows what to lubricate.",
        },
        {
          step: "Treat one suspect point at a time with a little silicone spray or white lithium grease and retest.",
          tools: ["Silicone spray", "White lithium grease"],
          expect: "Silence after one point is treated confirms that location.",
        },
        {
          step: "Check the master cylinder pushrod boot for brake fluid.",
          tools: ["Flashlight"],
          expect: "Fluid there means the master cylinder is leaking, and that repair comes first.",
        },
        {
          step: "If the pedal box is quiet, listen at the release fork under the car while a helper works the pedal.",
          tools: ["Helper", "Mechanic's stethoscope"],
          expect: "A creak at the fork means it needs high-temperature grease or a new pivot ball.",
        },
      ],
      noMeasurement:
        "A pedal squeak is located by ear and confirmed by lubricating one point at a time; nothing in the pedal box gives a reading that shows the dry pivot.",
      fix: "Lubricate the pivot, clevis and spring seats with white lithium or silicone grease, or replace worn pedal bushings, which cost a few dollars on most cars. Keep petroleum grease off rubber hydraulic boots; use silicone there. Replace the master cylinder if its boot is wet.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner greases the pivots and clevis pin",
            partsLow: 5,
            partsHigh: 15,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop replaces the pedal pivot bushings",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Estimate; leaves out a master cylinder if its boot is wet, and dash trim removal in cramped footwells.",
      },
      verdict: "ok",
      verdictReason: "A squeaking pedal is only a nuisance; fix it when convenient.",
      codes: [],
      terms: ["pedal pivot bushing", "clevis pin", "over-center spring"],
      related: ["clutch-pedal-flops-assist-spring", "heavy-clutch-pedal", "clutch-master-leak-into-cabin"],
    },
    {
      slug: "heavy-clutch-pedal",
      title: "Clutch pedal is much heavier to push than it used to be",
      summary:
        "A worn disc shifting the diaphragm spring's load, a dry fork or guide sleeve, or a binding cable raises pedal effort. Sort out which with the linkage and slip checks; a pedal that gets heavy over months often means the clutch is near the end.",
      symptoms: [
        "Noticeably more effort to press, tiring in traffic",
        "Pedal feels notchy or sticks partway, then gives",
        "Heaviness came on gradually over months",
        "Bite point has moved higher at the same time",
      ],
      symptomIds: ["pedal-heavy", "engagement-point"],
      causes: [
        {
          likelihood: "common",
          part: "Worn disc moving the diaphragm spring to a higher-effort point",
          why: "As the disc thins the diaphragm fingers stand taller, and on many designs that raises the load the release bearing must push against.",
        },
        {
          likelihood: "occasional",
          part: "Dry or worn release fork pivot, guide sleeve or fork pads",
          why: "Friction in the release mechanism adds to what the hydraulics must overcome and makes the pedal feel notchy.",
        },
        {
          likelihood: "occasional",
          part: "Binding or kinked clutch cable",
          why: "On cable-operated cars a frayed inner cable or a kinked sheath adds friction to every stroke.",
        },
        {
          likelihood: "rare",
          part: "Corroded master cylinder bore or seized pedal pivot",
          why: "A sticky piston or a pivot that has seized adds drag before any force reaches the clutch.",
        },
      ],
      checks: [
        {
          step: "Disconnect the master cylinder pushrod or cable at the pedal and swing the pedal by hand.",
          tools: ["Pliers"],
          expect:
            "A pedal that still binds on its own has a seized pivot; a free pedal moves the search to the hydraulics, cable or clutch.",
        },
        {
          step: "Inspect the cable for fraying and kinks, or the fork pivot and boot through the bellhousing opening.",
          tools: ["Flashlight"],
          expect:
            "Rust, fraying or a torn fork boot explains the friction; replace a frayed cable rather than oiling it.",
        },
        {
          step: "Measure engagement height above the floor and run the 4th-gear slip test.",
          tools: ["Tape measure"],
          expect:
            "A high bite point or any slip, together with heavy effort, points to a worn clutch rather than the linkage.",
        },
        {
          step: "After removal, check the pressure plate's diaphragm finger height and tip wear.",
          tools: ["Straightedge", "Feeler gauges"],
          expect: "Finger heights varying more than about 0.024 in. (0.6 mm), or grooved tips, condemn the plate.",
        },
      ],
      fix: "Lubricate or replace the fork pivot, guide sleeve or cable as found, replace a sticking master cylinder, and if the disc is worn fit a complete clutch kit with fresh high-temperature grease on the fork contact points. Avoid heavier-clamp performance plates on a car whose complaint is pedal effort.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace or free the clutch cable",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace a sticking clutch master cylinder",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the clutch kit and service the fork pivot",
            partsLow: 200,
            partsHigh: 700,
            laborHoursLow: 5,
            laborHoursHigh: 8.7,
          },
        ],
        excludes: "Estimate; a flywheel found worn or heat-checked, diagnosis and taxes extra.",
      },
      verdict: "ok",
      verdictReason: "A heavy pedal is tiring but safe; if it starts sticking down, treat it as urgent.",
      codes: [],
      terms: ["release fork", "guide sleeve", "clutch cable", "diaphragm finger height"],
      related: [
        "worn-clutch-disc-slipping",
        "release-fork-pivot-failure",
        "clutch-cable-self-adjuster",
        "firewall-flex-clutch-master",
      ],
    },
    {
      slug: "clutch-cable-snapped",
      title: "Clutch pedal suddenly goes slack on a cable-clutch car and no gear will engage",
      summary:
        "The clutch cable has snapped or pulled out of its end fitting, so nothing releases the clutch. Replace the cable, and the self-adjuster on cars that have one; the car can't be driven normally until then.",
      symptoms: [
        "Pedal falls to the floor with no resistance, often with a snap",
        "Can't select a gear with the engine running",
        "Pedal stays down or flops back up with no effort",
        "Frayed strands or a loose cable end visible at the release fork",
        "Typical of older Honda Civic, Hyundai Accent and 1979–2004 Mustang",
      ],
      symptomIds: ["pedal-to-floor", "grinds-into-gear"],
      causes: [
        {
          likelihood: "common",
          part: "Inner cable frayed through at the pedal or fork end",
          why: "Strands break one at a time where the cable bends over the quadrant or fork, until the last few let go under load.",
        },
        {
          likelihood: "occasional",
          part: "Cable end pulled out of its ferrule, or a cracked firewall mount",
          why: "The cable is intact but no longer anchored, so pressing the pedal moves nothing at the fork.",
        },
        {
          likelihood: "rare",
          part: "Release fork broken or pivot pulled through",
          why: "A broken fork feels just like a snapped cable but needs the gearbox removed to fix.",
        },
      ],
      checks: [
        {
          step: "Look at the cable where it hooks to the release fork and follow it back to the firewall.",
          tools: ["Flashlight"],
          expect: "A loose cable end or frayed strands confirm the cable.",
        },
        {
          step: "Under the dash, check the cable end at the pedal quadrant or pedal arm.",
          tools: ["Flashlight"],
          expect:
            "A cable that slipped off the quadrant with intact strands can sometimes be refitted, but check the quadrant teeth.",
        },
        {
          step: "With the new cable fitted, pull the fork by hand and feel for firm spring resistance.",
          tools: [],
          expect:
            "No resistance at the fork means the fork or its pivot has failed; with the new cable adjusted, pedal free play should be about 0.5–1 in. (12–25 mm) at the pad (typical; confirm in the service information).",
        },
      ],
      fix: "Replace the cable, routing it exactly like the original and clear of the exhaust, then set free play or let the self-adjuster take up slack by lifting the pedal. On cable-clutch Mustangs through 2004, replace the plastic self-adjusting quadrant at the same time or fit an aftermarket quadrant and firewall adjuster, and check the bite point before driving.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 120,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.7,
        excludes: "Estimate; leaves out a release fork or quadrant if damaged, towing, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "Without a working clutch the car can't stop and pull away in traffic safely; have it towed or fix it where it sits.",
      codes: [],
      terms: ["clutch cable", "self-adjusting quadrant", "release fork"],
      related: ["clutch-cable-self-adjuster", "release-fork-pivot-failure", "clutch-pedal-stuck-to-floor"],
    },
    {
      slug: "clutch-cable-self-adjuster",
      title: "Bite point wanders from day to day on a cable-clutch Mustang or older compact",
      summary:
        "The self-adjuster's plastic quadrant or pawl is worn, or the cable is binding, so free play keeps changing. Replace the cable and quadrant, or fit an aftermarket quadrant with a firewall adjuster and set free play by hand.",
      symptoms: [
        "Bite point moves up and down the pedal travel over days",
        "Clicking from under the dash as the pedal returns",
        "Occasional grind into gear when the slack grows",
        "Pedal feels jerky through its stroke",
      ],
      symptomIds: ["engagement-point", "pedal-noise", "grinds-into-gear"],
      causes: [
        {
          likelihood: "common",
          part: "Worn teeth on the plastic self-adjusting quadrant or pawl",
          why: "The pawl ratchets the quadrant to take up cable slack; rounded teeth let it slip back, so free play changes between pedal strokes.",
        },
        {
          likelihood: "occasional",
          part: "Cable binding in a dry or kinked sheath",
          why: "Friction in the sheath holds the cable in different positions and fools the adjuster into taking up the wrong amount of slack.",
        },
        {
          likelihood: "rare",
          part: "Firewall flexing at the cable mount",
          why: "A cracked or weak firewall moves under pedal load, so the effective cable length changes with how hard you push.",
        },
      ],
      checks: [
        {
          step: "Watch the quadrant and pawl under the dash while a helper presses and releases the pedal.",
          tools: ["Flashlight", "Helper"],
          expect: "A pawl that skips or rounded quadrant teeth confirm the adjuster.",
        },
        {
          step: "Pull the pedal fully up by hand and measure free play, then press it five times and measure again.",
          tools: ["Tape measure"],
          expect:
            "Free play should stay the same; a change of more than about 1/4 in. (6 mm) shows the adjuster slipping.",
        },
        {
          step: "Watch the firewall where the cable passes through while someone presses the pedal hard.",
          tools: ["Flashlight", "Helper"],
          expect:
            "Visible flex or cracked metal means the firewall needs a brace before any cable will hold adjustment.",
        },
      ],
      fix: "Replace the cable and self-adjusting quadrant together, or fit an aftermarket aluminum quadrant with an adjustable firewall cable adjuster and set free play manually; brace a flexing firewall. Adjust so the clutch releases fully with the pedal still about 1 in. above the floor.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 220,
        laborHoursLow: 0.7,
        laborHoursHigh: 2,
        excludes:
          "Estimate; leaves out firewall welding or a brace, a worn clutch found at the same time, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable while the clutch still releases; fix it before the cable snaps or the clutch stops freeing at a stop.",
      codes: [],
      terms: ["self-adjusting quadrant", "firewall adjuster", "pawl"],
      related: ["clutch-cable-snapped", "heavy-clutch-pedal", "firewall-flex-clutch-master"],
      commonOn: [{ make: "ford", models: ["mustang"], years: [1981, 2004] }],
    },
    {
      slug: "cruise-cancels-clutch-switch",
      title: "Cruise control won't set, or drops out by itself, on a manual car",
      summary:
        "The clutch pedal's cruise-cancel switch at the top of the pedal travel is misadjusted or failing, so the computer thinks the clutch is pressed. Test, adjust or replace the switch; some cars also log a P0830-family code.",
      symptoms: [
        "Cruise indicator lights but the set speed won't hold",
        "Cruise cancels over bumps or when a foot brushes the pedal",
        "Check engine light with a clutch pedal switch code on some cars",
        "Auto stop-start may also stop working",
      ],
      symptomIds: ["warning-cruise"],
      causes: [
        {
          likelihood: "common",
          part: "Cruise-cancel switch misadjusted or with a broken plunger",
          why: "The pedal must hold the switch plunger in at rest; a plunger that has backed out or cracked opens the circuit and cancels cruise.",
        },
        {
          likelihood: "occasional",
          part: "Worn or missing rubber pedal stop",
          why: "Without its bumper the pedal rests slightly lower, so the plunger is no longer held in.",
        },
        {
          likelihood: "rare",
          part: "Chafed switch wiring or a corroded connector",
          why: "An intermittent open in the circuit looks like a pedal press to the module and cancels cruise at random.",
        },
      ],
      checks: [
        {
          step: "Look at the top of the clutch pedal arm for the switches and the rubber pedal stop.",
          tools: ["Flashlight"],
          expect: "A missing stop or a plunger not touching the pedal explains the fault.",
        },
        {
          step: "Slowly lift the pedal off the floor with clutch switch status on the scan tool, and note the pedal position where the status flips.",
          tools: ["Scan tool with live data"],
          expect: "Status should change cleanly near the top of the travel and never flicker with the pedal at rest.",
        },
        {
          step: "Check switch continuity at its connector with the pedal up, then pressed.",
          tools: ["Digital multimeter"],
          expect:
            "Near 0 Ω in one position and open in the other (which depends on design); an erratic reading condemns the switch.",
        },
        {
          step: "Scan for stored codes.",
          tools: ["Scan tool"],
          expect: "P0830–P0835 point to the clutch pedal switch circuits; repair those first.",
        },
      ],
      fix: "Replace the missing pedal stop, adjust the switch so the pedal holds the plunger in at rest, or replace the switch; many twist-lock switches set themselves when the pedal is pulled up after installation. Clear codes and confirm cruise sets and cancels correctly on a road test.",
      difficulty: 1,
      cost: {
        partsLow: 10,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes: "Estimate; leaves out harness repair if the wiring is chafed, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Cruise control is a convenience; the car is safe to drive.",
      codes: ["P0830", "P0831", "P0832", "P0833", "P0834", "P0835"],
      terms: ["clutch pedal switch", "cruise control", "pedal stop"],
      related: ["clutch-pedal-position-sensor-code", "clutch-pedal-squeak"],
    },
    {
      slug: "clutch-pedal-position-sensor-code",
      title: "Check engine light for the clutch position sensor, and rev-matching or stop-start quits",
      summary:
        "Newer manuals read clutch travel with an analog position sensor instead of simple switches. A failing or uncalibrated sensor sets P0805–P0809 and can disable cruise, rev-matching, hill-start assist or the start interlock; replace or recalibrate it.",
      symptoms: [
        "Check engine light with a clutch position sensor code",
        "Rev-matching, auto stop-start or hill-start assist stops working",
        "Cruise control won't set",
        "Engine may not crank unless the pedal is pushed unusually hard",
        "Appeared after a clutch job or work around the pedal box",
      ],
      symptomIds: ["warning-cruise"],
      causes: [
        {
          likelihood: "common",
          part: "Failed clutch pedal position sensor",
          why: "The sensor's internal track or Hall element wears or opens, so its voltage jumps or leaves the expected range and the PCM flags it.",
        },
        {
          likelihood: "occasional",
          part: "Sensor not calibrated after clutch, pedal or sensor work",
          why: "Many systems learn the pedal's top and bottom positions; without that learn the module sees travel outside its stored range and sets a range/performance code.",
        },
        {
          likelihood: "rare",
          part: "Shorted 5-volt reference or open ground circuit",
          why: "On some engines the sensor shares a 5 V reference with other sensors, so a short there sets codes on several at once.",
        },
      ],
      checks: [
        {
          step: "Pull the clutch position code and note the pedal percentage, rpm and vehicle speed saved in its freeze-frame record.",
          tools: ["Scan tool"],
          expect:
            "P0805–P0809 confirms the clutch position circuit; other sensor codes on the same 5 V reference point to wiring.",
        },
        {
          step: "Watch clutch position percent or voltage in live data as the pedal moves slowly from top to floor.",
          tools: ["Scan tool with live data"],
          expect:
            "A smooth sweep, typically about 0.5–4.5 V or 0–100%, with no dropouts; jumps or a flat spot condemn the sensor.",
        },
        {
          step: "Back-probe the clutch position sensor plug at the pedal bracket, key on, checking its 5 V feed and ground before blaming the sensor.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 5 V on the reference and under 0.1 V on the ground; a missing reference sends you to wiring or the PCM.",
        },
      ],
      fix: "Replace the clutch pedal position sensor (on some cars it is built into the master cylinder or pedal assembly), then run the clutch position learn with a scan tool where the maker requires it. Clear codes and verify cruise, stop-start and rev-matching on a road test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clutch position learn by scan tool",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the sensor and run the position learn",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; leaves out a master cylinder or pedal assembly with the sensor built in, dealer programming, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Driving is unaffected apart from lost features, unless the start interlock stops the engine from cranking.",
      codes: ["P0805", "P0806", "P0807", "P0808", "P0809"],
      terms: ["clutch pedal position sensor", "5-volt reference", "relearn"],
      related: ["cruise-cancels-clutch-switch", "stalls-after-new-clutch"],
    },
    {
      slug: "clutch-engages-too-high",
      title: "Clutch only grabs at the very top of the pedal travel",
      summary:
        "On a self-adjusting hydraulic clutch a high bite point almost always means a worn disc; on a cable or adjustable system it may only be out of adjustment. Check free play and run the slip test; if it slips, plan a clutch job.",
      symptoms: [
        "Pedal must come nearly all the way up before the car moves",
        "Bite point has crept upward over months",
        "Slipping in higher gears beginning to show",
        "Feels normal again after a pedal adjustment on cable cars",
      ],
      symptomIds: ["engagement-point", "slipping"],
      causes: [
        {
          likelihood: "common",
          part: "Clutch disc worn thin",
          why: "As the facings wear the pressure plate sits closer to the flywheel and the diaphragm fingers move back toward the pedal-up position, so the clutch engages later in the pedal's return.",
        },
        {
          likelihood: "occasional",
          part: "Pushrod or cable adjusted with too little free play",
          why: "Engagement happens where the release bearing stops pushing on the fingers, and wrong adjustment moves that point up the pedal.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket pedal stop or short-throw pedal modification",
          why: "Less pedal travel moves the bite point, and an adjustable stop set too low keeps partial release applied.",
        },
      ],
      checks: [
        {
          step: "Measure pedal height at rest and the height above the floor where the clutch engages.",
          tools: ["Tape measure"],
          expect:
            "Engagement within the top 1 in. (25 mm) of pedal travel on a car that used to bite mid-pedal points to disc wear.",
        },
        {
          step: "Measure free play at the pedal pad and compare with the service manual.",
          tools: ["Tape measure"],
          expect: "Free play outside the specified range means adjust first, then retest.",
        },
        {
          step: "Run the 4th-gear full-throttle slip test from about 30 mph.",
          tools: [],
          expect: "Any rpm flare confirms a worn clutch and rules out adjustment as the cure.",
        },
      ],
      fix: "Adjust free play where the design allows and retest. If the clutch slips, or the hydraulics are self-adjusting, replace the clutch kit and resurface or replace the flywheel; remove an aftermarket pedal stop or set it to spec.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Adjust free play or reset the pedal stop",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          { name: "Replace the clutch kit", partsLow: 200, partsHigh: 900, laborHoursLow: 5, laborHoursHigh: 9.3 },
        ],
        excludes: "Estimate; leaves out a flywheel, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Still safe to drive; a high bite point is an early warning, not an emergency.",
      codes: [],
      terms: ["bite point", "free play", "self-adjusting hydraulics"],
      related: ["worn-clutch-disc-slipping", "clutch-cable-self-adjuster", "clutch-wore-out-early"],
    },
    {
      slug: "clutch-fluid-boils-hot-traffic",
      title: "Clutch goes soft and won't release after crawling in hot traffic",
      summary:
        "Old, water-laden fluid is boiling in a slave cylinder or line near the exhaust or turbo, and the vapor compresses. Flush with fresh DOT 4, restore the heat shielding and replace a heat-damaged line.",
      symptoms: [
        "Gears begin to grind after 20–30 minutes of stop-and-go on a hot day",
        "Pedal turns soft or hangs down briefly, then recovers once the car cools",
        "Fine on cold mornings and on the open highway",
        "Fluid in the reservoir is dark or years old",
      ],
      symptomIds: ["pedal-spongy", "grinds-into-gear", "pedal-to-floor", "fluid-low"],
      causes: [
        {
          likelihood: "common",
          part: "Clutch fluid saturated with water",
          why: "Brake fluid absorbs moisture; DOT 4's boiling point falls from about 446 °F (230 °C) dry to about 311 °F (155 °C) at its wet rating, within reach of a slave or line near the exhaust.",
        },
        {
          likelihood: "occasional",
          part: "Missing or damaged heat shield near the slave or line",
          why: "Radiant heat from the exhaust, downpipe or turbo cooks the fluid directly where the shield is gone.",
        },
        {
          likelihood: "rare",
          part: "Slave cylinder seal softening when hot",
          why: "A seal near the end of its life leaks only when hot and soft, so release travel shrinks as temperature climbs.",
        },
      ],
      checks: [
        {
          step: "Test the fluid's boiling point or moisture content at the reservoir.",
          tools: ["Brake fluid boiling-point tester or test strips"],
          expect: "A boiling point under about 350 °F (177 °C) or moisture over 3% means the fluid must be replaced.",
        },
        {
          step: "Right after a hot-traffic drive, measure slave and line surface temperatures.",
          tools: ["Infrared thermometer"],
          expect: "Surfaces above about 250 °F (120 °C) near the exhaust show where shielding is needed.",
        },
        {
          step: "Inspect heat shields and line routing along the bellhousing and at the slave.",
          tools: ["Flashlight"],
          expect: "A missing shield or a line touching the exhaust confirms the heat source.",
        },
      ],
      fix: "Flush the clutch hydraulics with fresh DOT 4 or the specified fluid (and the brakes too if they share the reservoir), refit or add heat shields and a reflective sleeve on the line, and reroute any line touching the exhaust. Replace a heat-hardened line or a leaking slave.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Flush the fluid and refit heat shielding",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a heat-hardened line or external slave",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; leaves out a concentric slave if heat has damaged it, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The clutch may refuse to release in traffic until it cools; flush the fluid before the next hot day and avoid long crawls meanwhile.",
      codes: [],
      terms: ["wet boiling point", "DOT 4", "heat shield"],
      related: [
        "clutch-drag-grinds-all-gears",
        "clutch-fluid-dark",
        "air-in-clutch-hydraulics",
        "clutch-pedal-stuck-to-floor",
      ],
    },
    {
      slug: "release-fork-pivot-failure",
      title: "Clutch stopped releasing after a clunk and the pedal feels lighter than normal",
      summary:
        "The release fork has cracked or its pivot ball has worn through or pulled out, so pedal travel no longer reaches the pressure plate. The hydraulics test fine; the fix is a new fork and pivot with the gearbox out, usually with a clutch kit.",
      symptoms: [
        "Sudden clunk under the car, then gears grind or won't engage at a stop",
        "Pedal lighter than normal or with a dead spot partway down",
        "Slave pushrod moves its full stroke but the clutch still drags",
        "Fork sits at an odd angle or has excess side play under its boot",
      ],
      symptomIds: ["grinds-into-gear", "pedal-spongy"],
      causes: [
        {
          likelihood: "common",
          part: "Worn fork pivot ball or fork pivot cup",
          why: "Without grease the pivot ball and the fork's cup wear until the fork slips sideways or off the ball, wasting travel.",
        },
        {
          likelihood: "occasional",
          part: "Cracked release fork",
          why: "Stamped forks fatigue at the bearing fingers or the pivot and flex instead of pushing the bearing, especially after a heavy-clamp clutch upgrade.",
        },
        {
          likelihood: "rare",
          part: "Missing release bearing retaining clip",
          why: "Without the clip the bearing can slide off the fork fingers, so the fork moves but pushes nothing.",
        },
      ],
      checks: [
        {
          step: "Have a helper press the pedal while you watch the slave pushrod and the fork through its boot.",
          tools: ["Helper", "Flashlight"],
          expect:
            "Full slave stroke with little fork movement, or a fork that moves sideways, confirms a failure inside the bellhousing.",
        },
        {
          step: "Pull the fork boot back and rock the fork by hand with the pedal up.",
          tools: ["Flashlight"],
          expect:
            "More than slight play, or a fork that pushes well past its normal rest position, points to a pulled-through pivot.",
        },
        {
          step: "Rule out the hydraulics with a 30-second pedal hold and a look at the reservoir.",
          tools: [],
          expect: "A firm pedal that holds for 30 seconds and a full reservoir clear the master and slave.",
        },
      ],
      fix: "Remove the gearbox and replace the fork, pivot ball and bearing clip, normally with a clutch kit since the labor is paid. Grease the pivot and fork contact points with high-temperature moly grease and check the bellhousing around the pivot stud for cracks.",
      difficulty: 4,
      cost: {
        partsLow: 30,
        partsHigh: 900,
        laborHoursLow: 3.7,
        laborHoursHigh: 8.7,
        excludes:
          "Estimate; the range runs from a fork and pivot ball alone to the same parts with a clutch kit; excludes a cracked bellhousing, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "If the clutch no longer frees at all, tow the car; with partial release, drive only straight to a shop.",
      codes: [],
      terms: ["release fork", "pivot ball", "bearing retaining clip"],
      related: [
        "external-slave-cylinder-leak",
        "clutch-drag-grinds-all-gears",
        "heavy-clutch-pedal",
        "clutch-cable-snapped",
      ],
    },
    {
      slug: "disc-damper-springs-clunk",
      title: "Clunk from the bellhousing on and off the throttle with a solid flywheel",
      summary:
        "Broken or loose torsional damper springs in the clutch disc hub, or worn splines, let the hub slam through its free travel on every throttle change. Rule out mounts and driveline joints, then replace the disc as part of a kit.",
      symptoms: [
        "Single clunk when you get on the gas and again when you lift off",
        "Light rattle at idle on some cars as a loose spring moves",
        "Worst in 1st and 2nd and in stop-and-go traffic",
        "Jerky, slack-filled feel at low speed",
      ],
      symptomIds: ["clunk-throttle", "rattle-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Broken or loose damper springs in the disc hub",
          why: "The springs cushion torque between the hub and the facings; when one breaks or its window wears, the hub rotates freely until metal hits metal.",
        },
        {
          likelihood: "occasional",
          part: "Worn disc hub or input shaft splines",
          why: "Splines wear with age and misalignment, adding backlash that closes with a clunk every time torque reverses.",
        },
        {
          likelihood: "occasional",
          part: "Worn mounts, U-joints, CV joints or differential backlash",
          why: "Play anywhere in the driveline makes the same on-off clunk and has to be ruled out before the gearbox comes out.",
        },
      ],
      checks: [
        {
          step: "In 2nd gear at 10 mph, gently tip in and out of the throttle while a helper listens at the bellhousing or tunnel.",
          tools: ["Helper"],
          expect:
            "A clunk centered at the bellhousing with a steady engine points to the disc; a visible engine jump points to mounts.",
        },
        {
          step: "On a lift, check U-joints, CV joints, axle and differential play by hand with the gearbox in gear.",
          tools: ["Lift or jack stands", "Pry bar"],
          expect: "No excess play elsewhere makes the disc the likely source.",
        },
        {
          step: "With the gearbox out, twist the disc facings against the hub and inspect the spring windows.",
          tools: ["Flashlight"],
          expect: "Loose, cracked or missing springs, or fretted splines, confirm the disc.",
        },
      ],
      noMeasurement:
        "Broken disc damper springs are confirmed by sight and by twisting the facings against the hub with the gearbox out; no in-car reading isolates them.",
      fix: "Replace the disc with a matching pressure plate and bearing, inspect the input shaft splines and replace the shaft if they are stepped, and resurface or replace the flywheel. Replace any worn mounts found along the way.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 900,
        laborHoursLow: 3.7,
        laborHoursHigh: 8.7,
        excludes: "Estimate; leaves out U-joints, axles or mounts if they share the blame, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Annoying rather than dangerous; have it checked if the clunk grows louder or a rattle starts at idle.",
      codes: [],
      terms: ["torsional damper springs", "disc hub", "driveline lash"],
      related: ["dual-mass-flywheel-rattle", "clutch-chatter-on-takeoff", "smf-conversion-rattle"],
    },
    {
      slug: "clutch-disc-rusted-after-storage",
      title: "Car sat for months and now creeps or stalls with the clutch pedal down",
      summary:
        "The clutch disc has rusted to the flywheel or pressure plate during storage. It can often be broken free without teardown; if it won't come loose, the clutch has to come out.",
      symptoms: [
        "Engine stalls or the car lurches when a gear is selected with the pedal down",
        "Gears won't go in with the engine running but slide in with it off",
        "Pedal feels normal and the slave moves",
        "Car was stored outdoors or in a damp garage for a winter or longer",
      ],
      symptomIds: ["grinds-into-gear", "chatter-shudder"],
      causes: [
        {
          likelihood: "common",
          part: "Rust bonding the disc facings to the flywheel or pressure plate",
          why: "Moisture rusts the bare iron faces and the facing material sticks to the rust, so the disc stays clamped even with the pressure plate released.",
        },
        {
          likelihood: "occasional",
          part: "Disc rusted on the input shaft splines",
          why: "Rusted splines stop the disc sliding back when released, so it keeps rubbing the flywheel.",
        },
        {
          likelihood: "rare",
          part: "Release fork pivot or guide sleeve rusted solid",
          why: "A seized release mechanism keeps the bearing from moving even though the hydraulics are healthy.",
        },
      ],
      checks: [
        {
          step: "Check the fluid level and have a helper press the pedal while you watch the slave or fork move.",
          tools: ["Helper", "Flashlight"],
          expect: "Full slave travel with a clutch that still won't free points to the disc bonded to the flywheel.",
        },
        {
          step: "In a clear area with nobody in front, hold the pedal to the floor, select 2nd, keep the brake pedal firmly applied and crank the engine briefly.",
          tools: ["Helper"],
          expect:
            "A thump followed by a freely idling engine means the disc broke loose; a stall or the car straining against the brakes means it is still bonded.",
        },
        {
          step: "Once it frees, run the drag test: pedal down 5 seconds, then select Reverse.",
          tools: [],
          expect: "Clean engagement means no further work; lingering drag or chatter means rust pitted the faces.",
        },
      ],
      noMeasurement:
        "A disc rusted to the flywheel is proven by the pedal-down crank test and by whether the car creeps; its state is felt, not read from a gauge.",
      fix: "Break the disc free as above, then drive gently for a few days while the remaining rust polishes off and recheck for chatter. If it won't free or chatter persists, remove the gearbox, resurface or replace the flywheel and fit a new disc and pressure plate. Store the car somewhere dry and run it every few weeks.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "No repair: the disc breaks free and cleans up",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace the disc and pressure plate",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 5,
            laborHoursHigh: 8.7,
          },
        ],
        excludes: "Estimate; flywheel, towing, diagnosis and taxes extra.",
      },
      verdict: "careful",
      verdictReason:
        "Expect a lurch at first start; free it in an open lot before driving in traffic, or tow it if it won't release.",
      codes: [],
      terms: ["rust bonding", "clutch drag", "flywheel resurfacing"],
      related: ["clutch-drag-grinds-all-gears", "clutch-chatter-on-takeoff", "release-fork-pivot-failure"],
    },
    {
      slug: "clutch-fluid-dark",
      title: "Clutch fluid in the reservoir has turned black",
      summary:
        "Dark clutch fluid is usually old fluid stained by rubber from a wearing master cylinder seal. Flush the clutch hydraulics; if it goes dark again within months, replace the master cylinder.",
      symptoms: [
        "Fluid in the small clutch reservoir is brown to black while the brake fluid looks lighter",
        "Black sludge or grit at the bottom of the reservoir",
        "Pedal feel normal or slightly soft",
        "Fluid not changed in four years or more",
      ],
      symptomIds: ["fluid-low", "pedal-spongy"],
      causes: [
        {
          likelihood: "common",
          part: "Old fluid darkened by particles from seal wear",
          why: "The master cylinder seal sheds material as it wears in the bore, and fluid in a dead-end clutch circuit is rarely exchanged, so it darkens steadily.",
        },
        {
          likelihood: "occasional",
          part: "Moisture corroding the bores",
          why: "Water in old fluid corrodes aluminum and steel parts, adding dark oxides and speeding up seal wear.",
        },
        {
          likelihood: "rare",
          part: "Power steering fluid or oil added by mistake",
          why: "Mineral oil swells the EPDM rubber seals used with brake fluid, turning them soft and black, so every rubber part in the circuit must be replaced.",
        },
      ],
      checks: [
        {
          step: "Compare clutch and brake fluid color; on a shared reservoir, look at the fluid in the clutch feed hose.",
          tools: ["Flashlight"],
          expect: "Clutch fluid much darker than the brake fluid points to clutch seal wear.",
        },
        {
          step: "Test moisture with a strip or a boiling-point tester.",
          tools: ["Brake fluid test strips"],
          expect: "Over 3% moisture or a low boiling point means a flush is overdue.",
        },
        {
          step: "Smell the fluid and look for an oily layer or a swollen reservoir cap diaphragm.",
          tools: [],
          expect:
            "A petroleum smell or a swollen cap seal means the wrong fluid went in and the seals must be replaced.",
        },
      ],
      fix: "Flush the clutch circuit with the fluid named on the cap, usually DOT 3 or DOT 4, until clear fluid runs from the slave bleeder; it takes only about half a pint. If petroleum fluid was added, replace the master, slave, hose and cap seal and flush thoroughly. Flush every 2–3 years along with the brakes.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Flush the clutch hydraulics", partsLow: 10, partsHigh: 25, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
          {
            name: "Replace master, slave and hose after wrong fluid",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 2,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; a concentric slave inside the bellhousing costs more, and diagnosis and taxes are extra.",
      },
      verdict: "ok",
      verdictReason: "Dark fluid alone is a maintenance warning; flush it soon, and sooner if the pedal is going soft.",
      codes: [],
      terms: ["fluid flush", "DOT 3", "EPDM seals"],
      related: ["clutch-master-cylinder-bypass", "air-in-clutch-hydraulics", "clutch-fluid-boils-hot-traffic"],
    },
    {
      slug: "vibration-after-clutch-job",
      title: "New vibration that rises with engine rpm right after a clutch replacement",
      summary:
        "Something in the rotating assembly is out of balance or off-center: a pressure plate off its dowels, a flywheel with the wrong balance, or an aftermarket flywheel that was never balanced. The gearbox has to come back out to correct it.",
      symptoms: [
        "Vibration through the floor and shifter that follows engine rpm, even in neutral",
        "Appeared immediately after the clutch job",
        "Worst around 2,500–4,000 rpm",
        "Clutch pedal may buzz under your foot",
      ],
      symptomIds: ["vibration", "pedal-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Pressure plate not seated on its dowel pins",
          why: "A cover pulled down crooked or off its dowels runs off-center and throws the whole assembly out of balance.",
        },
        {
          likelihood: "occasional",
          part: "Wrong flywheel balance on an externally balanced engine",
          why: "Engines such as the Ford 302 need a flywheel carrying a specific imbalance weight; a neutral-balance flywheel leaves the crank shaking harder as rpm rises.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket flywheel or pressure plate poorly balanced",
          why: "Parts not balanced as an assembly can vibrate even when installed correctly.",
        },
        {
          likelihood: "rare",
          part: "Missing engine-to-gearbox dowel or a misaligned bellhousing",
          why: "Misalignment makes the input shaft and disc wobble, causing vibration and a buzzing pedal.",
        },
      ],
      checks: [
        {
          step: "With the car stationary in neutral, sweep engine speed slowly from idle to 4,000 rpm.",
          tools: [],
          expect:
            "Vibration with the car standing still that follows rpm points to the engine-side rotating parts, not tires or the driveshaft.",
        },
        {
          step: "Check the invoice for the flywheel part number and, on externally balanced engines, its balance rating.",
          tools: [],
          expect: "A neutral-balance flywheel on an externally balanced engine explains the shake.",
        },
        {
          step: "Check mounts and exhaust hangers disturbed during the job.",
          tools: ["Flashlight", "Pry bar"],
          expect: "A mount left loose or exhaust touching the body is an easy fix that can mimic imbalance.",
        },
        {
          step: "With the gearbox out, check pressure plate seating on its dowels and measure flywheel runout.",
          tools: ["Dial indicator"],
          expect:
            "A cover not flush on its dowels, or runout beyond about 0.005 in. (0.13 mm), confirms an assembly error.",
        },
      ],
      fix: "Remove the gearbox, reseat the pressure plate on its dowels and tighten it in stages, fit a flywheel with the correct balance or replace an unbalanced aftermarket one, and confirm dowels and runout before reassembly. Use new flywheel bolts where required and torque them to spec.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 500,
        laborHoursLow: 2.7,
        laborHoursHigh: 8.7,
        excludes:
          "Estimate; often the installing shop's cost if it was their error; leaves out a replacement flywheel, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Imbalance hammers the crankshaft bearings; keep revs low and get it back to the installer promptly.",
      codes: [],
      terms: ["external balance", "dowel pins", "flywheel runout"],
      related: ["loose-flywheel-bolts-knock", "smf-conversion-rattle", "clutch-pedal-pulsing"],
      commonOn: [{ make: "ford", years: [1981, 2001], engines: [{ name: "5.0L (302) V8", liters: 5.0 }] }],
    },
    {
      slug: "clutch-pedal-pulsing",
      title: "Clutch pedal pulses or buzzes under your foot when pressed",
      summary:
        "A pulsing pedal means the pressure plate fingers are running untrue against the release bearing, from runout, uneven fingers or excessive crankshaft endplay. Measure endplay first, because a worn thrust bearing is an engine problem.",
      symptoms: [
        "Rhythmic pulse in the pedal that speeds up with rpm",
        "Buzz that stops when your foot comes off the pedal",
        "Faint vibration at the shifter at the same time",
        "Often follows a clutch job, or comes with a knock when the pedal is pressed",
      ],
      symptomIds: ["pedal-noise", "vibration"],
      causes: [
        {
          likelihood: "common",
          part: "Uneven diaphragm finger height on the pressure plate",
          why: "Fingers at different heights push back on the bearing one after another as the plate turns, and the hydraulics carry that to the pedal.",
        },
        {
          likelihood: "occasional",
          part: "Flywheel or pressure plate runout",
          why: "A warped or misseated assembly wobbles, moving the fingers in and out against the bearing once per revolution.",
        },
        {
          likelihood: "rare",
          part: "Worn crankshaft thrust bearing",
          why: "Pressing the pedal pushes the crank forward; with a worn thrust bearing it moves and knocks, and the pedal feels each pulse.",
        },
      ],
      checks: [
        {
          step: "Hold the pedal at several depths with the engine idling.",
          tools: [],
          expect: "A pulse that grows with pedal pressure points to the fingers or runout.",
        },
        {
          step: "Measure crankshaft endplay with a dial indicator on the crank pulley while prying the crank fore and aft.",
          tools: ["Dial indicator", "Pry bar"],
          expect:
            "New engines typically measure about 0.002–0.010 in. (0.05–0.25 mm); anything past the engine's service limit points to the thrust bearing.",
        },
        {
          step: "With the gearbox out, measure finger height variation and flywheel runout.",
          tools: ["Dial indicator", "Straightedge"],
          expect: "Finger variation over about 0.024 in. (0.6 mm) or runout beyond spec confirms the clutch side.",
        },
      ],
      fix: "Replace the pressure plate and disc and true or replace the flywheel as measured. If crankshaft endplay is out of spec, stop and plan a thrust-bearing engine repair; a new clutch won't fix it, and a thrust bearing that wears through destroys the crankshaft.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 900,
        laborHoursLow: 3.7,
        laborHoursHigh: 8.7,
        excludes:
          "Estimate for the clutch-side repair; engine thrust-bearing work costs far more and is not included, nor are diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A clutch-side pulse is mainly wear, but excess crankshaft endplay is serious; have endplay measured before putting on more miles.",
      codes: [],
      terms: ["crankshaft endplay", "thrust bearing", "finger height"],
      related: ["vibration-after-clutch-job", "release-bearing-noise", "heavy-clutch-pedal"],
    },
    {
      slug: "clutch-pedal-flops-assist-spring",
      title: "Clutch pedal flops loose at the top or snaps down with a click",
      summary:
        "The over-center assist spring, its seat or the return spring has broken or popped out, so the pedal no longer rises firmly or snaps past a point. Refit or replace the spring; it's cheap, but a pedal that stays down is a hazard.",
      symptoms: [
        "Pedal hangs slack for the top inch or two and can be lifted by hand",
        "Loud click or snap under the dash as the pedal passes one point",
        "Pedal effort changes suddenly partway down",
        "Spring or broken plastic seat pieces on the floor under the pedal",
      ],
      symptomIds: ["pedal-noise", "pedal-to-floor", "pedal-heavy"],
      causes: [
        {
          likelihood: "common",
          part: "Broken or unseated assist (over-center) spring",
          why: "The spring helps the pedal down past mid-travel and holds it up at rest; loose or broken, the pedal flops at the top and feels uneven.",
        },
        {
          likelihood: "occasional",
          part: "Cracked plastic spring seat or pedal bracket",
          why: "Aging plastic seats crack and let the spring end pop out, which is the click you hear.",
        },
        {
          likelihood: "rare",
          part: "Cracked pedal arm or bracket weld",
          why: "A fatigued arm flexes under load and can snap, taking the clutch away entirely.",
        },
      ],
      checks: [
        {
          step: "Shine a light on the pedal assembly while moving the pedal by hand.",
          tools: ["Flashlight"],
          expect: "A spring hanging from one end or a cracked seat is obvious.",
        },
        {
          step: "With the engine off, pull up on the pedal from its rest position.",
          tools: [],
          expect: "Lift of more than about 1 in. (25 mm) above the rest position means the return force is missing.",
        },
        {
          step: "Check the pedal arm and bracket for cracks at the pivot and along the welds.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Any crack means replacing the pedal assembly before the car is driven.",
        },
      ],
      fix: "Refit or replace the assist spring and its seats and lubricate the pivots; replace the pedal assembly if the arm or bracket is cracked. Confirm afterward that the start interlock and cruise-cancel switches at the pedal still work.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Refit or replace the assist spring and seats",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the clutch pedal assembly",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; leaves out diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A pedal that stays down or a cracked arm can leave you with no clutch; fix it before relying on the car in traffic.",
      codes: [],
      terms: ["assist spring", "over-center spring", "pedal bracket"],
      related: ["clutch-pedal-stuck-to-floor", "clutch-pedal-squeak", "heavy-clutch-pedal"],
    },
    {
      slug: "firewall-flex-clutch-master",
      title: "Clutch pedal travel gets longer and the firewall flexes when you push it",
      summary:
        "The firewall around the clutch master cylinder has cracked or is flexing, so pedal force bends sheet metal instead of moving fluid. It shows up on older cars and after heavy aftermarket clutches; weld or brace the firewall and recheck release.",
      symptoms: [
        "Pedal feels springy or longer than before, though the hydraulics bleed out fine",
        "Master cylinder visibly moves at the firewall when the pedal is pressed",
        "Cracked paint or metal around the master cylinder studs",
        "Gears begin to grind as the flex steals release travel",
      ],
      symptomIds: ["pedal-spongy", "grinds-into-gear", "engagement-point"],
      causes: [
        {
          likelihood: "common",
          part: "Fatigue cracks in the firewall around the master cylinder mount",
          why: "Thousands of pedal presses flex the thin sheet metal, and cracks spread from the stud holes until the cylinder moves on every stroke.",
        },
        {
          likelihood: "occasional",
          part: "Heavy-clamp aftermarket pressure plate",
          why: "Higher pedal load multiplies stress on the firewall, so flex appears soon after a clutch upgrade.",
        },
        {
          likelihood: "rare",
          part: "Loose master cylinder nuts or a crushed spacer",
          why: "A loosely mounted cylinder shifts before it pushes fluid, which feels exactly like firewall flex.",
        },
      ],
      checks: [
        {
          step: "Have a helper press the pedal hard while you watch the master cylinder from the engine bay.",
          tools: ["Helper", "Flashlight"],
          expect:
            "Any rocking of the cylinder body, even 1/16 in. (1.5 mm) under a hard push, means the mount is failing.",
        },
        {
          step: "Check the master cylinder mounting nuts for torque.",
          tools: ["Torque wrench"],
          expect: "Loose nuts that tighten up and cure the flex are the cheap answer.",
        },
        {
          step: "Inspect around the mounting studs from the engine bay and from under the dash for cracks.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Cracked metal confirms the firewall needs welding or a reinforcement plate.",
        },
      ],
      fix: "Weld the cracks and add a reinforcement plate, or fit a bolt-on firewall brace or master cylinder stop where one is made for the car; tighten the master cylinder to spec and re-bleed. On modified cars, a lighter-clamp clutch reduces the load.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 200,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes: "Estimate; leaves out paint and seam sealer, dash removal where access is poor, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "The cracks keep growing until the clutch stops releasing; repair the firewall soon.",
      codes: [],
      terms: ["firewall brace", "master cylinder mount", "fatigue crack"],
      related: ["heavy-clutch-pedal", "clutch-cable-self-adjuster", "performance-clutch-chatter-heavy-pedal"],
    },
    {
      slug: "performance-clutch-chatter-heavy-pedal",
      title: "Heavy pedal, chatter and an on-off bite after fitting a performance clutch",
      summary:
        "Stiff pressure plates and ceramic or puck-style discs behave like this by design: chatter on takeoff and a narrow engagement are normal for them. For a daily driver, an organic-facing street clutch is the better choice.",
      symptoms: [
        "Pedal effort far higher than stock",
        "Chatter pulling away in 1st or Reverse, especially when cold",
        "Engagement goes from nothing to full grip in a short stretch of pedal",
        "Gear rattle at idle with a lightweight flywheel",
      ],
      symptomIds: ["pedal-heavy", "chatter-shudder", "engagement-point"],
      causes: [
        {
          likelihood: "common",
          part: "Ceramic, sintered or puck-style disc",
          why: "These facings hold more torque and heat but grab abruptly, leaving little slip range for a smooth takeoff.",
        },
        {
          likelihood: "occasional",
          part: "Lightweight flywheel",
          why: "With less rotating mass the engine sheds rpm quickly as the clutch bites and passes more vibration to the gearbox, so launches feel jerky.",
        },
        {
          likelihood: "occasional",
          part: "Heavy-clamp pressure plate on stock hydraulics",
          why: "The master and slave bore sizes fix the pedal ratio, so more clamp load means proportionally more pedal effort.",
        },
        {
          likelihood: "rare",
          part: "Disc never bedded in",
          why: "New facings need a few hundred miles of gentle use to seat; hard launches early glaze them and add chatter.",
        },
      ],
      checks: [
        {
          step: "Identify the clutch fitted and compare its torque rating with the engine's output.",
          tools: [],
          expect: "A ceramic or puck disc rated far above the engine's torque explains the behavior.",
        },
        {
          step: "Check engine and transmission mounts, since stiff clutches expose weak ones.",
          tools: ["Pry bar", "Flashlight"],
          expect: "Torn or soft mounts add to the chatter and should be replaced.",
        },
        {
          step: "Confirm the disc has had about 500 miles of bedding without hard launches.",
          tools: [],
          expect: "Chatter that fades with miles was bedding; chatter that stays is the design.",
        },
      ],
      noMeasurement:
        "Chatter from a performance clutch comes from a mismatch of parts, judged from the clutch's torque rating, the mounts and the bedding miles; no reading isolates it.",
      fix: "If the behavior is normal for the clutch fitted, live with it or swap to an organic-facing street clutch with a stock-weight flywheel. Replace soft mounts and keep the hydraulic fluid fresh, since pedal loads are higher.",
      difficulty: 4,
      cost: {
        partsLow: 300,
        partsHigh: 1200,
        laborHoursLow: 4,
        laborHoursHigh: 9.3,
        excludes:
          "Estimate for swapping to a street clutch; leaves out mounts, diagnosis, taxes and any restocking fee on the original part.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; the harshness is a comfort and wear issue, not a hazard.",
      codes: [],
      terms: ["ceramic puck disc", "lightweight flywheel", "bedding in"],
      related: [
        "clutch-slips-after-engine-tune",
        "clutch-chatter-on-takeoff",
        "firewall-flex-clutch-master",
        "grabby-clutch-lurches",
      ],
    },
    {
      slug: "grabby-clutch-lurches",
      title: "Clutch grabs suddenly near the top and the car lurches forward",
      summary:
        "A stock clutch that starts grabbing has usually picked up contamination, flattened its cushion springs, or is being released in steps by a sticking slave. Check the hydraulics and mounts first; a contaminated or damaged disc means a clutch job.",
      symptoms: [
        "Little gradual pickup: the car jerks forward as the pedal passes one point",
        "Hard to pull away smoothly however carefully you try",
        "Engine may stall on gentle takeoffs",
        "Began suddenly, or after oil or fluid reached the bellhousing",
      ],
      symptomIds: ["chatter-shudder", "engagement-point"],
      causes: [
        {
          likelihood: "common",
          part: "Contaminated disc facings",
          why: "Oil, grease or brake fluid cooks into the facings, leaving spots that stick hard while others slip, so pickup becomes abrupt.",
        },
        {
          likelihood: "occasional",
          part: "Flattened or broken cushion (Marcel) springs between the facings",
          why: "The wavy springs between the two facings let engagement build progressively; once flat, the disc grips all at once.",
        },
        {
          likelihood: "occasional",
          part: "Slave or master cylinder piston sticking, then jumping",
          why: "A piston that sticks in its bore and then breaks free lets the clutch engage in a step instead of following the pedal.",
        },
        {
          likelihood: "rare",
          part: "Worn engine or transmission mounts magnifying the jolt",
          why: "Soft mounts let the drivetrain wind up and spring back at engagement, turning a small grab into a lurch.",
        },
      ],
      checks: [
        {
          step: "In an empty lot, let the pedal up very slowly while a helper watches the slave pushrod.",
          tools: ["Helper"],
          expect:
            "Pushrod motion that pauses and jumps points to a sticking cylinder; smooth motion with a sudden grab points to the disc.",
        },
        {
          step: "Inspect the mounts and look for fluid at the bottom of the bellhousing.",
          tools: ["Flashlight", "Pry bar"],
          expect: "A wet bellhousing points to contamination; torn mounts should be fixed first.",
        },
        {
          step: "With the gearbox out, measure disc thickness with the facings unclamped and inspect the facings.",
          tools: ["Vernier caliper"],
          expect:
            "Cushion gap between the facings nearly gone, under about 0.5 mm (0.020 in.) where a new disc has roughly 0.7–1.0 mm (typical), broken springs, or glazed dark patches confirm the disc.",
        },
      ],
      fix: "Repair any sticking hydraulic cylinder and bleed the system, and replace failed mounts. If the disc is contaminated or its cushion springs are flat, replace the clutch kit, resurface or replace the flywheel and cure the leak.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a sticking slave cylinder and bleed",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the clutch kit and resurface the flywheel",
            partsLow: 250,
            partsHigh: 900,
            laborHoursLow: 5,
            laborHoursHigh: 8.7,
          },
        ],
        excludes: "Estimate; leaves out mounts, a dual-mass flywheel, the leak repair, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A grabbing clutch can jerk the car into the car ahead or into traffic; leave extra room and get it fixed soon.",
      codes: [],
      terms: ["cushion springs", "Marcel springs", "clutch contamination"],
      related: [
        "oil-soaked-clutch-rear-main-seal",
        "clutch-chatter-on-takeoff",
        "performance-clutch-chatter-heavy-pedal",
        "stalls-after-new-clutch",
      ],
    },
    {
      slug: "stalls-after-new-clutch",
      title: "Car stalls easily pulling away since the clutch was replaced",
      summary:
        "Usually a new bite point the driver hasn't learned yet, a lighter flywheel, or an idle that sagged after the battery was disconnected. Run the idle relearn and give it a few days; if it still stalls, check the clutch sensor calibration and free play.",
      symptoms: [
        "Engine stalls on gentle takeoffs that used to be easy",
        "Bite point much higher or lower than before the repair",
        "Idle speed dips or hunts since the repair",
        "Clutch position sensor code or warning on some cars",
      ],
      symptomIds: ["engagement-point", "warning-cruise"],
      causes: [
        {
          likelihood: "common",
          part: "Bite point moved with the new, thicker disc",
          why: "A fresh disc engages at a different pedal height than the worn one the driver was used to, so old habits let the clutch up too fast.",
        },
        {
          likelihood: "occasional",
          part: "Idle relearn not done after the battery was disconnected",
          why: "Many engines lose their learned idle airflow with the battery off, and until it is relearned the idle sags when the clutch loads it.",
        },
        {
          likelihood: "occasional",
          part: "Lightweight or single-mass flywheel fitted",
          why: "Less flywheel mass stores less energy to carry the engine through engagement at low rpm.",
        },
        {
          likelihood: "rare",
          part: "Clutch position sensor or switch left unplugged or uncalibrated",
          why: "Cars that raise idle or add torque when they sense the clutch engaging lose that help when the signal is missing.",
        },
      ],
      checks: [
        {
          step: "Check warm idle speed and stability in live data with accessories on and off.",
          tools: ["Scan tool with live data"],
          expect: "Idle near spec (often 650–850 rpm) and steady; a low or hunting idle points to a missed relearn.",
        },
        {
          step: "Run the idle or throttle relearn for the engine and retest.",
          tools: ["Scan tool"],
          expect: "Stalling that stops after the relearn confirms the cause.",
        },
        {
          step: "Read clutch sensor or switch status and any clutch-related codes.",
          tools: ["Scan tool"],
          expect: "A reading that never changes with the pedal means it was not reconnected or calibrated.",
        },
        {
          step: "Compare the flywheel on the invoice with the original part.",
          tools: [],
          expect: "A lightweight or single-mass flywheel explains a touchier launch.",
        },
      ],
      fix: "Perform the idle or throttle relearn (a set idle or drive procedure, or by scan tool), calibrate the clutch position sensor where fitted, check free play, and allow the driver a few days to adjust to the new bite point. Go back to a stock-weight flywheel if a light one makes daily driving unworkable.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "No repair: the driver adapts to the new bite point",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Idle relearn and clutch sensor calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate for relearns and checks; leaves out a replacement flywheel, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Stalling while pulling into an intersection is risky; practice in a quiet lot and sort out the idle before busy junctions.",
      codes: ["P0806", "P0830"],
      terms: ["idle relearn", "bite point", "lightweight flywheel"],
      related: ["clutch-pedal-position-sensor-code", "grabby-clutch-lurches", "smf-conversion-rattle"],
    },
    {
      slug: "loose-flywheel-bolts-knock",
      title: "Knock between engine and gearbox that follows rpm after clutch work",
      summary:
        "Loose flywheel or pressure plate bolts let the assembly shift and knock, and they can shear. Stop driving: the gearbox must come out, the bolts must be replaced, and the holes, dowels and crank flange inspected.",
      symptoms: [
        "Knock or tick that speeds up with rpm, often changing when the clutch is pressed or released",
        "Began soon after a clutch or flywheel job",
        "Vibration that grows over days",
        "Clunk on throttle changes and at shutdown",
      ],
      symptomIds: ["rattle-idle", "vibration", "clunk-throttle"],
      causes: [
        {
          likelihood: "common",
          part: "Flywheel bolts under-torqued or reused when one-time-use",
          why: "Torque-to-yield bolts lose clamp when reused, and bolts left short of spec let the flywheel fret on the crank flange until it knocks.",
        },
        {
          likelihood: "occasional",
          part: "Loose pressure plate bolts",
          why: "A loose cover shifts on its dowels and knocks once per revolution, and the bolts can back out into the bellhousing.",
        },
        {
          likelihood: "rare",
          part: "Cracked flywheel hub or sheared crank dowel",
          why: "A cracked hub or broken dowel lets the flywheel move even with tight bolts.",
        },
      ],
      checks: [
        {
          step: "Listen at the bellhousing with a stethoscope while varying rpm and working the clutch.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "A sharp knock at engine speed from the bellhousing after recent clutch work points straight at the fasteners.",
        },
        {
          step: "Through the inspection cover or starter opening, try any bolt heads you can reach.",
          tools: ["Flashlight", "Wrench set"],
          expect:
            "A bolt that turns, or bright fretting on the flywheel, confirms it; flywheel bolts are typically about 50–90 ft-lb or torque-plus-angle, often one-time-use (confirm in the service information).",
        },
        {
          step: "With the gearbox out, inspect bolt holes, dowels and the crank flange for elongation and fretting.",
          tools: ["Flashlight"],
          expect: "Elongated holes or a damaged flange mean more than new bolts are needed.",
        },
      ],
      fix: "Remove the gearbox, replace every flywheel and pressure plate bolt with new ones, use thread locker where specified and torque in sequence and to angle. Replace a flywheel with elongated holes; a damaged crank flange is an engine repair. Clear any debris from the bellhousing before refitting.",
      difficulty: 4,
      cost: {
        partsLow: 30,
        partsHigh: 800,
        laborHoursLow: 3.3,
        laborHoursHigh: 8.7,
        excludes:
          "Estimate; leaves out crankshaft repair if the flange is damaged, towing, diagnosis and taxes; often the installer's warranty work.",
      },
      verdict: "stop",
      verdictReason:
        "A flywheel working loose can shatter or tear through the bellhousing; stop driving and have the car towed.",
      codes: [],
      terms: ["torque-to-yield bolts", "crankshaft flange", "thread locker"],
      related: ["vibration-after-clutch-job", "dual-mass-flywheel-rattle", "clutch-pedal-pulsing"],
    },
    {
      slug: "smf-conversion-rattle",
      title: "Gear rattle at idle and a droning floor after a single-mass flywheel conversion",
      summary:
        "A single-mass flywheel kit replaced the dual-mass unit, and the gearbox now feels every firing pulse. Some rattle and low-rpm drone are the trade-off; if it is more than you can live with, a new dual-mass flywheel is the fix.",
      symptoms: [
        "Gear rattle at idle in neutral that stops when the pedal is pressed",
        "Drone or buzz through the floor when lugging below 2,000 rpm",
        "Started right after a conversion kit went in, common on Ram Cummins, VW TDI and BMW",
        "Sharper clunk on and off the throttle",
      ],
      symptomIds: ["rattle-idle", "vibration", "clunk-throttle"],
      causes: [
        {
          likelihood: "common",
          part: "Loss of the dual-mass flywheel's torsional damping",
          why: "The DMF soaked up firing pulses; a solid flywheel with only small disc springs passes them on, so loose gears in the gearbox rattle against each other.",
        },
        {
          likelihood: "occasional",
          part: "Conversion disc with weak or short-travel damper springs",
          why: "A disc not matched to the engine's torque pulses can't absorb enough of them at idle and low rpm.",
        },
        {
          likelihood: "rare",
          part: "Low idle speed or a weak cylinder",
          why: "Rough firing makes conversion rattle much worse; fixing a misfire or raising idle slightly can quiet it.",
        },
      ],
      checks: [
        {
          step: "Idle in neutral with the pedal up, then press the pedal.",
          tools: [],
          expect: "Rattle that stops with the pedal down is gear rattle in the gearbox, typical of a conversion.",
        },
        {
          step: "Check idle speed and cylinder contribution in live data.",
          tools: ["Scan tool"],
          expect:
            "A smooth idle at spec (typically about 650–850 rpm warm) shows the noise comes from the conversion itself, not an engine fault.",
        },
        {
          step: "Confirm the conversion kit and disc part numbers suit the engine and its power level.",
          tools: [],
          expect: "A kit rated for a different engine may need a better-damped disc.",
        },
      ],
      fix: "Accept mild rattle as normal for a conversion, use a slightly higher idle where the engine allows it, and avoid lugging. If the noise or drone is unacceptable, replace the conversion with a new dual-mass flywheel and matching clutch.",
      difficulty: 4,
      cost: {
        partsLow: 450,
        partsHigh: 1800,
        laborHoursLow: 4,
        laborHoursHigh: 9.3,
        excludes:
          "Estimate for going back to a dual-mass flywheel; leaves out diagnosis, taxes and dealer parts pricing.",
      },
      verdict: "ok",
      verdictReason: "Conversion rattle is noise, not short-term damage; sustained lugging is what to avoid.",
      codes: [],
      terms: ["single-mass flywheel", "gear rattle", "torsional damping"],
      related: ["dual-mass-flywheel-rattle", "vibration-after-clutch-job", "disc-damper-springs-clunk"],
    },
  ],
};
