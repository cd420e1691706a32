import {
  audi20t,
  chryslerHemiV8,
  dodgeHemiV8,
  jeepHemiV8,
  ramHemiV8,
  theta2Vehicles,
  volkswagen20t,
} from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "How to prove why a computer-run engine misbehaves: misfire analysis, fuel trims, knock control, variable valves, cylinder deactivation, direct-injection carbon, compression and leak-down.",
  howItWorks: [
    "A modern gasoline engine is run by the powertrain control module (PCM) from sensor data: a mass airflow (MAF) or manifold absolute pressure (MAP) sensor measures air, the crankshaft and camshaft position sensors report rotation, the upstream air-fuel or oxygen sensor reports the mixture, and one or two piezoelectric knock sensors listen for detonation. From these the PCM sets injector pulse width, spark advance, electronic throttle angle and cam phaser position many times per second, and corrects the mixture with short-term and long-term fuel trims.",
    "Most engines built since the mid-2000s add variable valve timing (cam phasers moved by engine oil through an oil control valve), and many add variable lift (Honda VTEC, BMW Valvetronic, Fiat-Chrysler MultiAir), cylinder deactivation (GM Active Fuel Management and Dynamic Fuel Management, Chrysler MDS, Honda VCM) or gasoline direct injection at 500–3,000 psi and more, often with a turbocharger. The PCM also watches itself: the misfire monitor reads tiny changes in crankshaft speed after each firing, and results are logged in Mode $06 long before a code sets.",
  ],
  howItFails: [
    "Engine-management faults rarely break one part outright; they push the engine out of the window the PCM can correct. Unmetered air, a skewed MAF, a weak coil that only fails under cylinder pressure, a lazy injector or a leaking valve shows up first as fuel trims walking toward their limits, knock retard, or misfire counts that climb under load. Reading those numbers, and knowing which cylinder, bank, rpm and load they appear at, is what separates a one-part fix from a parts cannon.",
    "Several failure patterns are built into specific designs: intake-valve carbon on direct-injection engines without port injectors, collapsed deactivation lifters on GM 5.3 L and 6.2 L V8s and Chrysler Hemis, oil-fouled plugs on Honda VCM V6s, low-speed pre-ignition in small turbocharged engines, MultiAir actuator failures on the Chrysler 2.4 Tigershark, and coolant intrusion on some Ford EcoBoost fours. Most are made worse by low or wrong-grade oil, because phasers, lifters and actuators are all moved or fed by it.",
    "When sensors and parts test good, the engine itself is the suspect. A relative compression test, running compression, a cylinder leak-down test and a vacuum gauge tell a burnt valve from worn rings, a leaking head gasket or a flattened cam lobe without opening the engine, and they are the tests that decide whether the repair is a few hundred dollars or an engine.",
  ],
  tools: [
    "Graphing scan tool for fuel trims, MAF g/s, knock retard, desired vs. actual cam angle and per-cylinder misfire counts",
    "Access to Mode $06 (on-board monitor test results) to read misfire counts and other monitor results before a code sets",
    "Bidirectional scan tool for cylinder cut-out, injector, deactivation and VVT commands, and idle or crank relearns",
    "Lab scope with an amp clamp for relative compression, plus secondary-ignition and crank/cam pattern captures",
    "Compression gauge with screw-in adapters, including long-reach adapters for deep plug wells",
    "Cylinder leak-down tester with a regulated shop air supply and a TDC whistle or piston-stop tool",
    "Vacuum gauge reading inches of mercury (inHg) for idle, snap and cranking vacuum",
    "Smoke machine for intake, PCV and boot leaks",
    "Borescope that fits through a spark plug hole and an intake port",
    "Fuel pressure gauge with port-injection adapters, for balance tests and pressure under load",
    "Infrared thermometer to compare exhaust runner and coolant temperatures against the PCM's readings",
    "Spark tester (adjustable gap) and coil-on-plug extension leads",
  ],
  safety: [
    "A flashing check engine light means misfire heavy enough to overheat the catalytic converter within minutes: ease off, avoid full throttle and get the car parked rather than finishing a long trip.",
    "Never pull a coil or plug wire off a running engine by hand to find the dead cylinder: ignition secondary voltage exceeds 30,000 V and can arc through skin, and an open secondary can damage the coil or the PCM driver. Use the scan tool's cylinder cut-out or disable the injector instead.",
    "Direct-injection fuel rails hold 500–3,000 psi or more and stay pressurized after shutdown; relieve pressure by the service procedure and never crack a high-pressure line or sensor loose on a warm engine.",
    "During a leak-down test, shop air at 80–100 psi will spin the crankshaft violently if the piston is not exactly at top dead center; keep hands and tools clear of the pulleys and fan and hold the crank with a breaker bar on the bolt.",
    "Compression and running tests need the engine cranking or idling with plugs out or coils unplugged: disable fuel injection first so raw fuel is not sprayed into open cylinders, and keep sparks away from the plug holes.",
  ],
  symptoms: [
    { id: "rough-idle", label: "Rough, shaky or lumpy idle" },
    { id: "misfire-under-load", label: "Stumbles or misfires when accelerating or climbing" },
    { id: "cel-flashing", label: "Check engine light flashing" },
    { id: "cel-on", label: "Check engine light on steady" },
    { id: "power-loss", label: "Down on power or sluggish to accelerate" },
    { id: "pinging", label: "Pinging, knocking or a sharp bang when accelerating" },
    { id: "poor-mileage", label: "Fuel economy has dropped" },
    { id: "cruise-surge", label: "Surging, bucking or shudder at steady cruise" },
    { id: "cold-start-rough", label: "Runs rough for the first minutes after a cold start" },
    { id: "stall-idle", label: "Stalls or the idle dips when slowing to a stop" },
    { id: "top-end-tick", label: "Ticking or tapping from the top of the engine" },
    { id: "oil-use", label: "Uses oil between changes or fouls spark plugs" },
    { id: "vibration", label: "Vibration or drone felt through the seat or wheel" },
    { id: "intake-noise", label: "Whistle, hiss or popping from the intake" },
    { id: "coolant-loss", label: "Coolant level drops with no leak you can see" },
    { id: "after-repair", label: "Problem started right after a repair or modification" },
  ],
  problems: [
    {
      slug: "misfire-only-under-hard-acceleration",
      title: "Engine idles smoothly but stutters and jerks when you floor it or climb a hill",
      summary:
        "A misfire only under load is usually ignition breakdown: a weak coil, cracked boot or worn plug that cannot fire against high cylinder pressure. Find the cylinder from loaded misfire counts, then replace the plugs and that coil.",
      symptoms: [
        "Smooth at idle and light cruise, but a jerk or stutter at wide-open throttle or pulling a grade",
        "Check engine light flashes during the stutter and may go steady or out afterward",
        "Worse with a full load of passengers, towing or in high gear at low rpm",
        "Misfire counts appear only when the engine is working hard, not in the driveway",
      ],
      symptomIds: ["misfire-under-load", "cel-flashing", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Spark plugs worn past their interval with gaps opened up",
          why: "The voltage needed to fire a gap rises with cylinder pressure and gap size; an eroded 0.050 in. gap that fires at idle needs more voltage than the coil can make at full load.",
        },
        {
          likelihood: "common",
          part: "Ignition coil with weak output or a cracked boot",
          why: "Internal insulation breakdown lets spark energy leak to ground once demand rises, so the coil works at idle and fails under load.",
        },
        {
          likelihood: "occasional",
          part: "Low fuel pressure or volume at high demand",
          why: "A tired pump that holds pressure at idle sags at full throttle, leaning every cylinder until the leanest ones misfire.",
        },
        {
          likelihood: "rare",
          part: "Injector with a partly clogged strainer or tip",
          why: "It delivers enough at idle but cannot match the long pulse widths needed under load, so that cylinder runs lean and misfires.",
        },
      ],
      checks: [
        {
          step: "Road-test with the scan tool recording per-cylinder misfire counts, rpm, load and fuel trims during a hard pull in a higher gear.",
          tools: ["Scan tool with data logging"],
          expect:
            "Counts on one or two cylinders at high load point to ignition on those cylinders; counts on every cylinder with trims climbing point to fuel delivery.",
        },
        {
          step: "Pull the plugs and read them; measure the gap against the spec on the underhood label or service information.",
          tools: ["Spark plug socket", "Wire-type gap gauge"],
          expect:
            "Most coil-on-plug engines spec 0.028–0.044 in.; electrodes worn round or gaps 0.010 in. over spec condemn the set.",
        },
        {
          step: "Swap the suspect coil with one from a cylinder that never misfires, clear the counters and repeat the same load test.",
          tools: ["Basic hand tools", "Scan tool"],
          expect:
            "Misfire counts that move with the coil condemn it; counts that stay put point to the plug, injector or cylinder.",
        },
        {
          step: "Scope the coil's secondary or primary waveform under load, or fit an adjustable spark tester set to about 25–30 kV.",
          tools: ["Lab scope with ignition probe", "Adjustable spark tester"],
          expect:
            "A healthy coil fires a tall, steady firing line and a spark line of about 1.0–2.0 ms; a short or ragged spark line under load marks the weak coil.",
        },
        {
          step: "If misfire is across all cylinders, watch fuel pressure (port injection) or rail pressure desired vs. actual (direct injection) during the pull.",
          tools: ["Fuel pressure gauge", "Scan tool"],
          expect:
            "Pressure holds within about 5 psi of spec on port engines, and actual rail pressure tracks desired on DI engines; a sag identifies a fuel-supply fault.",
        },
      ],
      fix: "Replace the spark plugs as a set with the exact heat range and pre-set gap specified, and replace the coil or boot that the swap test condemned. Put a thin film of dielectric grease inside new boots, clear codes and repeat the loaded road test to confirm zero counts.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Spark plug set", partsLow: 40, partsHigh: 150, laborHoursLow: 0.5, laborHoursHigh: 1.2 },
          {
            name: "Plugs plus a coil, rear bank under the plenum",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, more than one coil or boot, an injector or fuel pressure fault, and a catalytic converter the misfire has overheated.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable gently, but a flashing lamp under load is overheating the converter each time; avoid hard throttle until it is fixed.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["misfire counter", "ignition coil", "spark plug gap", "secondary ignition"],
      related: ["misfire-after-new-spark-plugs", "no-code-stumble-mode-06", "coil-primary-circuit-codes"],
    },
    {
      slug: "no-code-stumble-mode-06",
      title: "Slight stumble you can feel, but no misfire code and no warning light",
      summary:
        "The PCM counts misfires long before it sets a code; Mode $06 shows those counts per cylinder. Read them after a drive to find the weak cylinder, then test that cylinder's plug, coil and injector before the fault grows into a code.",
      symptoms: [
        "Occasional hiccup at idle or light cruise that you feel in the seat",
        "No check engine light and no stored codes",
        "Emissions readiness monitors all complete",
        "Fuel mileage a little down from normal",
      ],
      symptomIds: ["rough-idle", "cruise-surge", "poor-mileage"],
      causes: [
        {
          likelihood: "common",
          part: "Early-stage coil or plug fault on one cylinder",
          why: "A handful of misses per 1,000 revolutions is under the code threshold but enough to feel, and it is the same cylinder each time.",
        },
        {
          likelihood: "occasional",
          part: "Slightly restricted injector on one cylinder",
          why: "The cylinder runs a little lean and misses occasionally at light load, too rarely for the monitor to fail.",
        },
        {
          likelihood: "occasional",
          part: "Engine mount or driveline vibration mistaken for misfire",
          why: "A worn mount or a torque converter clutch shudder feels like a miss but produces zero counts.",
        },
        {
          likelihood: "rare",
          part: "Intake valve not sealing fully from carbon or a soft valve spring",
          why: "Small compression loss on one cylinder causes a random light miss at idle.",
        },
      ],
      checks: [
        {
          step: "Drive a normal 20-minute loop, then read Mode $06 misfire results (OBDMID $A1 for all cylinders, $A2 onward for cylinder 1, 2 and so on).",
          tools: ["Scan tool with Mode $06"],
          expect:
            "Current-cycle counts (TID $0C) near zero on every cylinder; one cylinder with tens or hundreds of counts while the rest read zero is the weak one.",
        },
        {
          step: "Compare the 10-trip average (TID $0B) on that cylinder with its neighbors.",
          tools: ["Scan tool with Mode $06"],
          expect:
            "A rising average on the same cylinder across trips confirms a developing fault rather than a one-off.",
        },
        {
          step: "Swap that cylinder's coil with a neighbor, drive the same loop and re-read Mode $06.",
          tools: ["Basic hand tools"],
          expect:
            "Mode $06 counts that follow the coil to its new cylinder condemn it; counts that stay on the original cylinder point to its plug or injector.",
        },
        {
          step: "If the counts are zero everywhere, watch engine movement at idle in Drive and feel for the stumble with the torque converter clutch locked and unlocked.",
          tools: ["Scan tool", "Helper"],
          expect:
            "Zero counts while the stumble continues clears the engine; converter slip that surges by 50 rpm or more while locked, instead of holding steady, points to the converter clutch, and steady slip to the mounts.",
        },
      ],
      fix: "Replace the coil, plug or injector the swap tests identified; if a set of plugs is near its interval, replace the set. Drive the same loop and confirm the cylinder's Mode $06 counts fall to near zero.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the condemned coil or plug",
            partsLow: 15,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          { name: "Replace a weak injector", partsLow: 100, partsHigh: 300, laborHoursLow: 1, laborHoursHigh: 1.6 },
        ],
        excludes:
          "Estimate; excludes the diagnosis charge, taxes and any injector or valve work if the cylinder itself is weak.",
      },
      verdict: "ok",
      verdictReason:
        "A miss too light to set a code will not hurt the converter yet; fix it before it becomes a flashing lamp.",
      codes: [],
      terms: ["Mode $06", "misfire counter", "OBDMID", "swap test"],
      related: [
        "misfire-only-under-hard-acceleration",
        "shakes-in-drive-smooth-in-park",
        "lean-cylinder-injector-balance",
      ],
    },
    {
      slug: "misfire-one-bank-v-engine",
      title: "Misfires keep showing up on one side of a V6 or V8 and never the other",
      summary:
        "Misfires and trims that go wrong on one bank only point to something that bank does not share: an intake gasket leak on that head, an exhaust leak ahead of its O2 sensor, or its cam phaser. Compare bank 1 and bank 2 data first.",
      symptoms: [
        "Misfire codes name cylinders that are all on the same head (for example P0302, P0304 and P0306 on many V6s)",
        "Long-term fuel trim on one bank reads far from the other bank",
        "Rough idle that smooths out at higher rpm",
        "Sometimes a bank-specific lean code such as P0174 alone",
      ],
      symptomIds: ["rough-idle", "cel-on", "misfire-under-load"],
      causes: [
        {
          likelihood: "common",
          part: "Intake manifold gasket leaking on one cylinder head",
          why: "Unmetered air enters only that bank's runners, so the bank runs lean and its weakest cylinders miss at idle; common on high-mileage V engines whose original gaskets have hardened.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak ahead of one bank's upstream oxygen sensor",
          why: "Outside air pulled in on exhaust pulses reads as lean, so the PCM over-fuels or under-fuels that bank and upsets its cylinders.",
        },
        {
          likelihood: "occasional",
          part: "Cam phaser or oil control valve on one bank not tracking",
          why: "Wrong valve timing on one head changes that bank's air charge and overlap, producing rough running on those cylinders only.",
        },
        {
          likelihood: "rare",
          part: "One bank's injectors fed through a restricted rail crossover",
          why: "On engines with a crossover tube, a kinked or clogged crossover starves the far rail.",
        },
      ],
      checks: [
        {
          step: "Look up which cylinders sit on bank 1 (the bank with cylinder 1) and map the misfire counters to banks.",
          tools: ["Scan tool", "Service information"],
          expect:
            "Counts clustered on one bank justify a bank-specific search; counts spread over both banks send you to shared systems.",
        },
        {
          step: "Read long-term and short-term fuel trims for both banks at hot idle and at 2,500 rpm no load.",
          tools: ["Scan tool"],
          expect:
            "Banks within about 5% of each other; one bank 10% or more richer-demanding than the other at idle that evens out at 2,500 rpm points to a vacuum leak on that side.",
        },
        {
          step: "Smoke-test the intake with the engine off and watch both heads' gasket lines and the vacuum fittings on that side.",
          tools: ["Smoke machine", "Flashlight"],
          expect: "Smoke at a manifold joint on the suspect bank confirms the gasket.",
        },
        {
          step: "Listen at each exhaust manifold flange with a hose or stethoscope on a cold start.",
          tools: ["Mechanic's stethoscope"],
          expect: "A tick or puff at a flange ahead of the sensor identifies an exhaust leak skewing that bank.",
        },
        {
          step: "On a road test, graph bank 1 and bank 2 desired versus actual intake cam angle side by side under light acceleration.",
          tools: ["Scan tool"],
          expect:
            "Both banks follow their commands within a few degrees; one bank lagging or stuck confirms the phaser side.",
        },
      ],
      fix: "Replace the leaking intake gasket (new bolts or thread sealer where specified, torqued in sequence), repair the exhaust leak or replace the sticking oil control valve or phaser. Clear fuel trims with a PCM reset and confirm both banks now read within a few percent of each other.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the intake gasket on that bank",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Oil control valve or exhaust leak repair",
            partsLow: 80,
            partsHigh: 600,
            laborHoursLow: 2,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and broken exhaust studs or phaser replacement if found.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable to a shop while the lamp stays steady; a lean bank can start flashing the lamp under load.",
      codes: ["P0174", "P0171", "P0300", "P0302", "P0304", "P0306"],
      terms: ["bank 1", "bank 2", "fuel trim", "intake manifold gasket"],
      related: ["lean-at-idle-fine-at-speed", "no-code-stumble-mode-06", "obd/p0174-lean-bank-2"],
    },
    {
      slug: "lean-at-idle-fine-at-speed",
      title: "Idle feels lean and shaky, but the engine runs fine once you drive off",
      summary:
        "Fuel trims that read high at idle and fall back toward zero as rpm rises are the signature of a vacuum leak, because a fixed leak is a big share of the small idle airflow. Smoke-test the intake, PCV system and brake booster line.",
      symptoms: [
        "Rough idle with the rpm sagging or hunting, especially in gear",
        "Engine feels normal above about 2,000 rpm",
        "Sometimes a hiss from the engine bay",
        "May set a lean code on one or both banks after a few drives",
      ],
      symptomIds: ["rough-idle", "intake-noise", "stall-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked vacuum hose, PCV hose or intake coupler",
          why: "Rubber and plastic hoses harden with heat and split, admitting air the MAF never measured.",
        },
        {
          likelihood: "common",
          part: "Intake manifold gasket or throttle body gasket leak",
          why: "A leaking gasket downstream of the throttle lets air in at manifold vacuum, worst at idle when vacuum is highest.",
        },
        {
          likelihood: "occasional",
          part: "Brake booster or its check valve leaking",
          why: "A torn booster diaphragm draws air into the intake, and the idle dips further each time the brake is pressed.",
        },
        {
          likelihood: "rare",
          part: "EVAP purge valve stuck open",
          why: "Fresh air and fuel vapor flow into the intake at idle without the PCM commanding purge.",
        },
      ],
      checks: [
        {
          step: "Record short- and long-term fuel trims at hot idle, then hold 2,500 rpm for 30 seconds and record again.",
          tools: ["Scan tool"],
          expect:
            "Combined trims beyond +10% at idle that drop to within ±5% at 2,500 rpm match a vacuum leak; high trims at both speeds point elsewhere.",
        },
        {
          step: "Connect a vacuum gauge to a manifold port and read steady idle vacuum.",
          tools: ["Vacuum gauge"],
          expect:
            "A healthy warm engine pulls a steady 17–21 inHg at sea level; a steady reading of 12–15 inHg with high trims supports a large leak.",
        },
        {
          step: "Pinch or plug the booster hose briefly at idle and press the brake pedal with the engine running.",
          tools: ["Hose pinch pliers"],
          expect:
            "Idle smoothing when the hose is blocked, or rpm dropping with each pedal press, points to the booster.",
        },
        {
          step: "Smoke-test the intake with the engine off, blocking the intake duct at the air filter box.",
          tools: ["Smoke machine"],
          expect: "Smoke from a hose, gasket line, PCV fitting or booster confirms the leak location.",
        },
        {
          step: "Unplug the EVAP purge valve's hose at idle and cap it.",
          tools: ["Vacuum cap"],
          expect: "No change in idle or trims; an immediate improvement means the purge valve is stuck open.",
        },
      ],
      fix: "Replace the split hose, gasket, booster check valve or purge valve found. Clear codes or reset fuel trims, idle the engine warm and confirm combined trims settle within ±5% at idle.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a split vacuum hose or purge valve",
            partsLow: 10,
            partsHigh: 100,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Intake gasket or brake booster replacement",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes the smoke-test diagnosis, taxes, a PCV valve or its hose, and throttle cleaning or an idle relearn after the leak is fixed.",
      },
      verdict: "careful",
      verdictReason:
        "A vacuum leak large enough to upset the idle can also starve the brake booster; check that the pedal stays light and fix the leak soon.",
      codes: ["P0171", "P0174", "P0507"],
      terms: ["vacuum leak", "fuel trim", "smoke test", "brake booster"],
      related: [
        "misfire-one-bank-v-engine",
        "lean-under-load-trims-rise",
        "pcv-diaphragm-whistle",
        "stalls-after-air-filter-service",
        "engine-wont-start/vacuum-leak-starts-dies",
      ],
    },
    {
      slug: "lean-under-load-trims-rise",
      title: "Engine feels starved and flat on the highway, with fuel trims climbing as speed rises",
      summary:
        "Trims near normal at idle that climb past +10% under load mean fuel supply falls short, or the MAF under-reads, when demand is high. Test fuel pressure and volume under load and sanity-check the MAF before buying parts.",
      symptoms: [
        "Hesitation or flat spot when merging or passing",
        "Idle is smooth and normal",
        "Fuel trims read near 0% at idle and well positive at 2,500–3,000 rpm under load",
        "Lean code P0171 or P0174 that sets on highway trips",
        "Occasional surge at steady cruise",
      ],
      symptomIds: ["power-loss", "misfire-under-load", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Weak fuel pump or clogged in-tank filter sock",
          why: "A pump that makes pressure at idle cannot keep up with flow at high load, so pressure sags and every cylinder leans out.",
        },
        {
          likelihood: "common",
          part: "Contaminated MAF sensor element",
          why: "Dirt or oil on the hot-film insulates it, so it under-reports airflow and the error grows with airflow.",
        },
        {
          likelihood: "occasional",
          part: "Restricted fuel filter on vehicles with a serviceable frame-rail filter",
          why: "Flow drops across the filter when demand rises, cutting pressure at the rail.",
        },
        {
          likelihood: "rare",
          part: "Restricted injectors across the engine",
          why: "Varnish at the injector tips reduces flow, which shows most at the long pulse widths used under load.",
        },
      ],
      checks: [
        {
          step: "Log fuel trims, MAF grams per second, rpm and load on a road test including a full-throttle pull.",
          tools: ["Scan tool with data logging"],
          expect:
            "Combined trims within ±10% everywhere; trims rising with load past +10% confirm a lean-under-load condition.",
        },
        {
          step: "Compare MAF reading at full throttle near redline to the engine's rated power.",
          tools: ["Scan tool"],
          expect:
            "A rough guide is about 0.7–0.8 g/s per rated horsepower at wide-open throttle near peak rpm (about 125–150 g/s on a 180 hp engine); far less with good fuel supply suggests a skewed MAF.",
        },
        {
          step: "Tee a fuel pressure gauge in where the system allows and watch it during a loaded road test or a power-brake in gear.",
          tools: ["Fuel pressure gauge", "Long hose or helper"],
          expect:
            "Pressure holds within about 5 psi of the key-on value; a drop of 10 psi or more under load indicates a supply restriction or weak pump.",
        },
        {
          step: "Do a volume test into a graduated container with the pump commanded on.",
          tools: ["Graduated container", "Bidirectional scan tool"],
          expect:
            "Most port-injected cars deliver at least about a pint in 15 seconds (0.5 gallon per minute or more); less confirms a weak pump or restriction.",
        },
        {
          step: "Inspect the MAF element with a flashlight and clean it only with MAF cleaner.",
          tools: ["MAF sensor cleaner", "Flashlight"],
          expect:
            "Visible film or fibers on the element, with trims falling after cleaning, confirm the sensor was skewed.",
        },
      ],
      fix: "Replace the fuel pump module or filter if pressure or volume fails, or clean or replace the MAF sensor with an OE-quality part. Reset fuel trims, then repeat the loaded road test to confirm trims stay within ±10%.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Clean the MAF sensor", partsLow: 10, partsHigh: 20, laborHoursLow: 0.4, laborHoursHigh: 0.6 },
          {
            name: "Replace the MAF sensor or fuel filter",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          { name: "In-tank fuel pump module", partsLow: 250, partsHigh: 800, laborHoursLow: 1.5, laborHoursHigh: 4 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a fuel pressure regulator or injector cleaning, and a fuel pump relay or wiring with voltage drop.",
      },
      verdict: "careful",
      verdictReason:
        "A lean engine under load can misfire or detonate; avoid towing and full-throttle runs until it is fixed.",
      codes: ["P0171", "P0174", "P0101", "P0087"],
      terms: ["fuel trim", "MAF sensor", "fuel volume test", "power brake"],
      related: ["lean-at-idle-fine-at-speed", "oiled-air-filter-maf-contamination", "rich-trims-poor-mileage-no-code"],
    },
    {
      slug: "rich-trims-poor-mileage-no-code",
      title: "Gas mileage has fallen off and the exhaust smells strong, but there is no warning light",
      summary:
        "Strongly negative fuel trims mean the PCM is pulling fuel to correct a rich mixture: a coolant sensor reading cold, a leaking injector or regulator, or a purge valve stuck open. Read trims and the coolant temperature PID first.",
      symptoms: [
        "Fuel economy down 10–20% over a few weeks",
        "Strong raw-fuel or sulfur smell at the tailpipe",
        "Long-term fuel trim reads -10% or lower at idle",
        "Black soot in the tailpipe tip",
        "Sometimes a rough idle right after a hot restart",
      ],
      symptomIds: ["poor-mileage", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Engine coolant temperature sensor reading colder than actual",
          why: "The PCM adds warm-up enrichment it does not need, then trims fuel back hard once in closed loop, and stays in open loop longer on every trip.",
        },
        {
          likelihood: "occasional",
          part: "Leaking port fuel injector or diaphragm-ruptured pressure regulator",
          why: "Extra fuel enters the intake beyond what the PCM commands, so trims go negative to compensate.",
        },
        {
          likelihood: "occasional",
          part: "EVAP purge valve stuck open",
          why: "Fuel vapor from the charcoal canister flows into the intake at all times, enriching the mixture most after refueling.",
        },
        {
          likelihood: "rare",
          part: "MAF sensor over-reporting airflow",
          why: "The PCM injects fuel for air that is not there and trims it back out, wasting fuel when trims hit their limit.",
        },
      ],
      checks: [
        {
          step: "With no code set, add long- and short-term trim at hot idle and again at 2,500 rpm, and note whether the total runs negative at both.",
          tools: ["Scan tool"],
          expect:
            "Combined trims within ±10%; a sum at or below -10% confirms the engine is being fed extra fuel or air is over-measured.",
        },
        {
          step: "Because a sensor reading cold makes the PCM add fuel, shoot the thermostat housing with an infrared thermometer once the fan has cycled and set that beside the coolant PID.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "The PID should read within about 15 °F of the housing (typically 195–220 °F); a PID stuck at 140–160 °F condemns the sensor.",
        },
        {
          step: "Pull the vacuum line from the fuel pressure regulator on return-type systems and look and sniff for fuel.",
          tools: ["Flashlight"],
          expect: "A dry line; wet fuel in the hose means the regulator diaphragm is ruptured.",
        },
        {
          step: "Pinch or cap the purge line at idle and watch trims.",
          tools: ["Hose pinch pliers", "Scan tool"],
          expect: "No change; trims swinging back toward zero with the line capped condemn the purge valve.",
        },
        {
          step: "Do a fuel pressure hold test: key on, pressurize, key off and watch for 10 minutes.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Pressure stays close to its starting value for several minutes (check the engine's spec); a steady drop with no external leak points to a leaking injector or check valve.",
        },
      ],
      fix: "Replace the coolant sensor, regulator, purge valve or leaking injector the tests identified (new injector O-rings lubricated with clean engine oil). Reset fuel trims and confirm they settle near zero after a drive.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Coolant sensor or purge valve",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Fuel pressure regulator or a leaking injector",
            partsLow: 80,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and a catalytic converter damaged by running rich for a long time.",
      },
      verdict: "careful",
      verdictReason:
        "A rich mixture slowly overheats and clogs the catalytic converter; fine for normal trips for now, but have it fixed within weeks, sooner if the exhaust smells of fuel.",
      codes: ["P0172", "P0175", "P0128"],
      terms: ["fuel trim", "open loop", "coolant temperature sensor", "purge valve"],
      related: ["lean-under-load-trims-rise", "coolant-sensor-skewed-cold", "obd/p0172-p0175-system-too-rich"],
    },
    {
      slug: "oiled-air-filter-maf-contamination",
      title: "Hesitation and lean codes started soon after fitting a washable oiled air filter",
      summary:
        "Over-oiled cotton-gauze filters shed oil mist onto the MAF sensor's hot film, which then under-reads airflow and leans the engine. Clean the MAF with MAF cleaner, re-oil the filter lightly or go back to a paper element.",
      symptoms: [
        "Hesitation on tip-in and a flat spot from a stop",
        "Lean code P0171 or P0174, or a MAF performance code",
        "Oily film on the inside of the intake duct after the filter",
        "Problem began within weeks of servicing or installing the oiled filter",
      ],
      symptomIds: ["power-loss", "cel-on", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Excess filter oil coating the MAF sensor element",
          why: "The oil film insulates the heated element so it loses heat more slowly and the sensor reports less air than is flowing.",
        },
        {
          likelihood: "occasional",
          part: "Filter not sealed in the airbox",
          why: "Unfiltered dust passes around the edge of the filter and sandblasts or coats the sensor.",
        },
        {
          likelihood: "rare",
          part: "MAF element damaged by cleaning with the wrong solvent or touching it",
          why: "Brake cleaner or a fingertip can crack the fragile element or leave residue, so the reading never recovers.",
        },
      ],
      checks: [
        {
          step: "Open the airbox and look at the filter and the clean-side duct with a light.",
          tools: ["Flashlight"],
          expect: "A dry, evenly tinted filter; dripping oil or oily duct walls confirm over-oiling.",
        },
        {
          step: "Read MAF grams per second at warm idle with accessories off.",
          tools: ["Scan tool"],
          expect:
            "Roughly 2–4 g/s for a 2.0–3.0 L engine at warm idle; a low reading with positive trims suggests a contaminated sensor.",
        },
        {
          step: "Remove the MAF and spray only MAF-sensor cleaner onto the element, letting it air-dry fully.",
          tools: ["MAF sensor cleaner", "Screwdriver or security bit"],
          expect: "Trims dropping back toward zero after cleaning confirm contamination was the fault.",
        },
      ],
      fix: "Clean the MAF with MAF-specific cleaner (never touch the element) or replace it if it will not recover. Clean and re-oil the cotton filter sparingly per its maker's instructions, or fit a paper element. Reset fuel trims and check them after a drive.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Clean the MAF and re-oil or swap the filter",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          { name: "Replace the MAF sensor", partsLow: 80, partsHigh: 350, laborHoursLow: 0.3, laborHoursHigh: 1 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, cleaning filter oil out of the intake duct and throttle body, and an oxygen sensor fault if trims stay off.",
      },
      verdict: "ok",
      verdictReason: "A skewed MAF costs drivability and mileage but does not endanger the engine short term.",
      codes: ["P0101", "P0171", "P0174"],
      terms: ["MAF sensor", "hot film", "oiled air filter"],
      related: ["lean-under-load-trims-rise", "stalls-after-air-filter-service", "check-light-after-intake-or-tune"],
    },
    {
      slug: "stalls-after-air-filter-service",
      title: "Engine stumbles or dies when you come to a stop after the air filter was changed",
      summary:
        "On MAF-equipped engines any air that gets in between the MAF and the throttle is unmeasured; a loose clamp, a cracked rubber intake boot or a breather hose knocked off during filter service will cause stalling at idle. Re-seat and smoke-test the intake tract.",
      symptoms: [
        "Idle drops or the engine dies when slowing to a stop",
        "Hiss or whistle from the intake duct area",
        "Lean code or MAF performance code after a few drives",
        "Started right after an air filter change or other under-hood work",
      ],
      symptomIds: ["stall-idle", "intake-noise", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Intake duct clamp left loose or airbox lid not latched",
          why: "Air enters downstream of the MAF without being counted, and idle is where that error is largest.",
        },
        {
          likelihood: "common",
          part: "Cracked rubber intake boot between MAF and throttle body",
          why: "Old rubber splits in its folds when it is flexed during filter service, opening a leak that gapes when the engine rocks on its mounts.",
        },
        {
          likelihood: "occasional",
          part: "PCV or crankcase breather hose pulled off its duct fitting",
          why: "The disconnected breather lets unmetered air into the duct and crankcase vapor out.",
        },
        {
          likelihood: "rare",
          part: "MAF connector not fully latched",
          why: "An intermittent signal makes the PCM switch to a substitute value and the idle falters.",
        },
      ],
      checks: [
        {
          step: "Check every clamp, the airbox latches, the MAF connector and the breather hose fittings by hand.",
          tools: ["Flashlight", "Screwdriver"],
          expect: "Everything tight and seated; a loose clamp or off hose is the fix.",
        },
        {
          step: "Flex the rubber boot and look in its pleats, especially the underside.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "No cracks; a split in a fold confirms the boot.",
        },
        {
          step: "Warm, log short plus long trim at idle and again holding about 2,500 rpm, to see whether the error shrinks as airflow rises.",
          tools: ["Scan tool"],
          expect:
            "Combined trim within about ±10% at both speeds; +15% or more at idle that falls toward normal at 2,500 rpm confirms air entering between the MAF sensor and the throttle.",
        },
        {
          step: "Smoke the intake tract from the air filter side with the throttle held open and the engine off.",
          tools: ["Smoke machine"],
          expect: "Smoke escaping between the MAF and throttle body pinpoints the leak.",
        },
      ],
      fix: "Tighten clamps, latch the airbox, reconnect the breather or replace the cracked intake boot. Clear any codes; on Nissan and some other makes run the idle air volume relearn if the idle stays unstable.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner reseats the clamp, latch or breather hose",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace the cracked intake boot",
            partsLow: 30,
            partsHigh: 180,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate; a dealer-only boot sits at the top; excludes diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "An engine that dies at stops loses power assist for steering and brakes; fix it before driving in traffic.",
      codes: ["P0171", "P0101", "P0507"],
      terms: ["unmetered air", "intake boot", "MAF sensor"],
      related: ["lean-at-idle-fine-at-speed", "oiled-air-filter-maf-contamination", "idle-sags-throttle-body-relearn"],
    },
    {
      slug: "misfire-after-new-spark-plugs",
      title: "Engine runs worse than before right after a spark plug change",
      summary:
        "A miss that starts right after a plug job is almost always an installation problem: a torn or unseated coil boot, a fine-wire tip damaged while gapping, or the wrong plug. Find the cylinder, pull that plug and coil and inspect both.",
      symptoms: [
        "Rough idle or a stumble that was not there before the tune-up",
        "Check engine light on within a day or two, naming one or two cylinders",
        "Coil boot on the bad cylinder sits higher than the others or is torn",
        "Sometimes a ticking or puffing sound from one plug well",
      ],
      symptomIds: ["rough-idle", "after-repair", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Coil boot torn, stretched or not pushed fully onto the plug",
          why: "Old boots stick to the plug insulator and tear on removal; an unseated or split boot lets spark jump to the plug well instead of across the gap.",
        },
        {
          likelihood: "common",
          part: "Iridium or platinum tip damaged while setting the gap",
          why: "Prying on the fine center electrode or using a coin-type gauge breaks or bends the tip, so the gap is wrong or the electrode is gone.",
        },
        {
          likelihood: "occasional",
          part: "Wrong plug for the engine",
          why: "An incorrect heat range, reach or gap, or a copper plug in a system designed for long-life double-platinum plugs, misfires or wears out quickly.",
        },
        {
          likelihood: "rare",
          part: "Plug under-torqued or cross-threaded in an aluminum head",
          why: "A loose plug cannot shed heat through its seat and leaks compression past the threads; a cross-threaded one may never seal.",
        },
      ],
      checks: [
        {
          step: "Read the misfire counters or codes to find which cylinder is missing.",
          tools: ["Scan tool"],
          expect: "Counts concentrated on one or two cylinders point to those plugs and boots.",
        },
        {
          step: "Pull that coil and look inside the boot and at its spring or contact.",
          tools: ["Flashlight"],
          expect:
            "A clean, intact boot with the spring in place; tears, carbon tracks or a boot left on the old plug explain the miss.",
        },
        {
          step: "Remove the plug and compare its part number and gap with the service information or the maker's catalog.",
          tools: ["Spark plug socket", "Wire-type gap gauge"],
          expect:
            "Correct part with the gap in spec and an intact center tip; a bent ground strap or missing tip condemns the plug.",
        },
        {
          step: "Reinstall by hand until seated, then torque to spec.",
          tools: ["Torque wrench", "Spark plug socket"],
          expect:
            "Many 14 mm gasket-seat plugs in aluminum heads take about 18–22 ft-lb and tapered-seat plugs far less; a plug that will not thread in smoothly needs the threads inspected.",
        },
      ],
      fix: "Replace the damaged plug or boot with the specified part, leave pre-gapped fine-wire plugs alone unless the gap is out, and torque to spec. Put a thin film of dielectric grease inside the boot opening, clear codes and confirm zero misfire counts on a road test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reseat the boot or coil connector",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace a damaged plug or coil boot",
            partsLow: 15,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and thread repair (an insert) if a plug hole was cross-threaded.",
      },
      verdict: "careful",
      verdictReason:
        "One missing cylinder is drivable for a short trip, but stop driving if the light starts flashing.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["coil boot", "heat range", "iridium plug", "dielectric grease"],
      related: ["misfire-only-under-hard-acceleration", "coil-primary-circuit-codes"],
    },
    {
      slug: "coil-primary-circuit-codes",
      title: "Several cylinders misfire at once, with ignition coil circuit codes",
      summary:
        "Coil circuit codes on more than one cylinder usually mean the coils lost a shared power feed or ground, not that several coils died together. Check the coil fuse, then feed and ground at a coil connector, then each driver circuit.",
      symptoms: [
        "Engine shakes hard or stalls, with two or more cylinders dead",
        "Several P035x codes stored together, often with P0300",
        "Check engine light flashing",
        "Began after a battery or engine repair, a car wash or rodent activity",
      ],
      symptomIds: ["rough-idle", "cel-flashing", "power-loss", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Shared coil power feed: blown fuse, bad relay or corroded splice",
          why: "All coils on that feed lose power or see low voltage, so the PCM flags each coil circuit at once.",
        },
        {
          likelihood: "common",
          part: "Engine or coil ground loose or corroded",
          why: "A high-resistance ground raises the reference for every coil on it, weakening or stopping spark on those cylinders.",
        },
        {
          likelihood: "occasional",
          part: "Harness chafed on the valve cover or chewed by rodents",
          why: "Broken or shorted trigger wires cut out the coils they serve and can short the feed to ground.",
        },
        {
          likelihood: "rare",
          part: "PCM coil driver damaged by a shorted coil",
          why: "A coil with a shorted primary draws excess current and can burn out the driver inside the PCM.",
        },
      ],
      checks: [
        {
          step: "Note which coil codes are stored and check the coil fuse and relay named in the wiring diagram.",
          tools: ["Wiring diagram", "Test light"],
          expect: "Intact fuse with power on both sides key-on; a blown fuse points to a short on the feed.",
        },
        {
          step: "Back-probe a coil connector key-on and cranking: measure feed voltage and ground voltage drop.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "Feed within 0.5 V of battery voltage and ground drop under 0.1 V; more than that on the ground side confirms a bad ground.",
        },
        {
          step: "With the engine idling, wiggle the harness along the valve cover while watching misfire counters.",
          tools: ["Scan tool"],
          expect: "Counts that jump when a section is moved locate a broken or chafed wire.",
        },
        {
          step: "Scope the PCM trigger signal at each affected coil.",
          tools: ["Lab scope"],
          expect:
            "A clean 3–5 V square trigger pulse at each firing on four-wire coils; no pulse with good wiring points to the PCM driver.",
        },
        {
          step: "Measure each affected coil's primary resistance where the design allows.",
          tools: ["Multimeter"],
          expect:
            "Within the service spec (often under 1.5 Ω on two-wire coils); a shorted coil must be replaced before any PCM is fitted.",
        },
      ],
      fix: "Repair the fuse, relay, splice, ground or harness fault, and replace any shorted coil. If a driver is dead, replace and program the PCM only after the coil that killed it is replaced. Clear codes and verify all cylinders fire with zero counts.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the fuse, splice, ground or harness",
            partsLow: 10,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the shorted coils", partsLow: 60, partsHigh: 400, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, and PCM replacement and programming if a driver has failed (dealer higher).",
      },
      verdict: "stop",
      verdictReason:
        "With two or more cylinders dead the converter overheats quickly and the engine may stall in traffic; have it towed or move it only a short way.",
      codes: ["P0351", "P0352", "P0353", "P0354", "P0355", "P0356", "P0300"],
      terms: ["coil driver", "voltage drop", "ignition feed", "primary circuit"],
      related: ["misfire-after-new-spark-plugs", "misfire-only-under-hard-acceleration"],
    },
    {
      slug: "shakes-in-drive-smooth-in-park",
      title: "Shakes at a stoplight in Drive, but smooths out in Neutral or Park",
      summary:
        "If misfire counters stay at zero while it shakes, the engine is healthy and a collapsed engine or transmission mount is passing idle vibration into the body. If counts rise only in gear, a weak cylinder is missing under the added load.",
      symptoms: [
        "Steering wheel, seat and mirrors buzz at idle in Drive or Reverse",
        "Vibration fades in Neutral or Park and at speed",
        "Clunk when shifting into gear or on hard acceleration",
        "No warning light in the mount case; misfire codes if a cylinder is weak",
      ],
      symptomIds: ["vibration", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Collapsed or leaking hydraulic engine mount, or a torn torque-strut bushing",
          why: "Once the rubber or fluid chamber fails, the engine's normal idle pulses under load in gear reach the body directly.",
        },
        {
          likelihood: "common",
          part: "Marginal coil, plug or vacuum leak that misfires when idle load rises",
          why: "In gear the converter loads the engine and idle dips, so a weak cylinder that fires in Park starts missing.",
        },
        {
          likelihood: "occasional",
          part: "Idle speed set too low in gear by a dirty throttle body",
          why: "Idle drops toward 500 rpm under load, which is closer to the body's resonance and shakes more.",
        },
        {
          likelihood: "rare",
          part: "Failed active engine mount (Honda, Acura and some others)",
          why: "Electronically controlled mounts that cancel vibration stop working, and idle vibration in Drive returns.",
        },
      ],
      checks: [
        {
          step: "Read per-cylinder misfire counters at idle in Park, then for two minutes in Drive with the brake held.",
          tools: ["Scan tool"],
          expect: "Zero counts in both clears the engine; counts that appear only in Drive name the weak cylinder.",
        },
        {
          step: "Note idle rpm in Park and Drive against the engine's spec.",
          tools: ["Scan tool"],
          expect: "Most engines hold roughly 600–750 rpm in gear; well below that points to the idle control side.",
        },
        {
          step: "With a helper holding the brake hard, shift between Drive and Reverse with light throttle and watch the engine from the front with the hood up.",
          tools: ["Helper", "Flashlight"],
          expect:
            "Engine lift or twist of more than about half an inch, or a mount separating, confirms a failed mount. Stand clear of the front of the car.",
        },
        {
          step: "Inspect the mounts for cracked rubber, oil-wet fluid mounts and bushings offset from their brackets.",
          tools: ["Flashlight", "Pry bar"],
          expect: "Intact, centered rubber with no fluid leaks; a wet or split mount is the fault.",
        },
      ],
      fix: "Replace the failed mounts (often the front or rear mount and the torque strut together) and torque them with the engine in its neutral position, or repair the misfire the counters revealed. Road-test in Drive at idle to confirm the vibration is gone.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace one mount or the torque strut",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.8,
          },
          {
            name: "Front and rear mounts with the torque strut",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, active-mount diagnosis on Honda and Acura, and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "A worn mount is uncomfortable but not dangerous unless it has separated completely, which lets the engine lift under throttle.",
      codes: [],
      terms: ["engine mount", "torque strut", "misfire counter", "active engine mount"],
      related: ["no-code-stumble-mode-06", "idle-sags-throttle-body-relearn"],
      commonOn: [{ make: "honda" }, { make: "acura" }],
    },
    {
      slug: "lean-cylinder-injector-balance",
      title: "One cylinder misses at idle on a port-injected engine, though plug and coil test fine",
      summary:
        "A partly clogged port injector starves its cylinder at the short pulse widths used at idle. Prove it with an injector balance (pressure-drop) test or a cylinder cut-out comparison, then clean or replace that injector.",
      symptoms: [
        "Misfire counts on one cylinder at idle that fade at higher rpm",
        "Coil swap did not move the misfire",
        "Spark plug from that cylinder looks whiter and cleaner than the others",
        "Common after a car sat unused for months",
      ],
      symptomIds: ["rough-idle", "cel-on", "cold-start-rough"],
      causes: [
        {
          likelihood: "common",
          part: "Injector restricted by varnish or debris",
          why: "Stale fuel leaves varnish on the pintle and strainer, so the injector flows less than its neighbors and the cylinder runs lean.",
        },
        {
          likelihood: "occasional",
          part: "Injector O-ring or intake runner seal leaking at that cylinder",
          why: "A local vacuum leak leans out only the cylinder it feeds.",
        },
        {
          likelihood: "occasional",
          part: "Injector connector corroded or winding weak",
          why: "Reduced current slows the opening, cutting delivered fuel most at short pulse widths.",
        },
        {
          likelihood: "rare",
          part: "Valve not seating on that cylinder",
          why: "Lost compression mimics a fuel miss; it shows on a compression or leak-down test, not a balance test.",
        },
      ],
      checks: [
        {
          step: "Measure the suspect injector's resistance and compare it to the others.",
          tools: ["Multimeter"],
          expect:
            "High-impedance port injectors typically read 11–18 Ω, all within about 1 Ω of each other; an outlier or open circuit condemns it.",
        },
        {
          step: "Run the scan tool's cylinder cut-out test or power balance at idle.",
          tools: ["Bidirectional scan tool"],
          expect: "Every cylinder drops rpm by a similar amount when cut; the weak cylinder barely changes.",
        },
        {
          step: "On the port-injected rail, run a balance test: key on to build pressure, fire each injector for the same pulse and log its pressure drop beside the misfiring cylinder's.",
          tools: ["Fuel pressure gauge", "Injector pulser or scan tool"],
          expect:
            "Each drop within about 10% of the average; a smaller drop marks a restricted injector, a much larger one a leaking or stuck-open injector.",
        },
        {
          step: "With the engine idling, spray a small amount of carb cleaner at the injector O-ring and runner joint of that cylinder.",
          tools: ["Carb cleaner with a straw", "Fire extinguisher nearby"],
          expect: "An rpm change when spraying one seal points to a local vacuum leak rather than the injector.",
        },
        {
          step: "If everything fuel-related passes, compression-test that cylinder.",
          tools: ["Compression gauge"],
          expect: "Within 10–15% of the others; a low reading sends you to a leak-down test.",
        },
      ],
      fix: "Replace the restricted injector, or have the set ultrasonically cleaned and flow-tested, and fit new O-rings lubricated with clean engine oil. Reset fuel trims and confirm the cylinder's misfire counts stay at zero at idle.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the restricted injector",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Clean and flow-test the set under the upper intake",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and intake gaskets.",
      },
      verdict: "careful",
      verdictReason:
        "A single lean cylinder is drivable to a shop, but a lean miss raises cylinder temperature and stresses the converter.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["injector balance test", "cylinder cut-out", "pulse width", "port fuel injection"],
      related: ["no-code-stumble-mode-06", "misfire-no-parts-swap-fixes"],
    },
    {
      slug: "pcv-diaphragm-whistle",
      title: "High whistle or honk from the top of the engine at idle, with a lean code",
      summary:
        "A torn diaphragm in a valve-cover PCV valve lets intake vacuum pull air through the crankcase; well known on the 2011–2016 Chevrolet Cruze 1.4 L turbo, VW/Audi 2.0 TSI and BMW sixes. Replace the valve or the cover it is built into.",
      symptoms: [
        "Whistle, squeal or honk from the valve cover area at idle",
        "Oil filler cap hard to remove or sucks down at idle",
        "Rough idle with lean code P0171",
        "Oil leaks appearing at the rear main or valve cover seals",
        "Oil consumption or blue smoke on some engines",
      ],
      symptomIds: ["intake-noise", "rough-idle", "oil-use", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Torn PCV diaphragm in the valve cover or PCV housing",
          why: "The diaphragm meters crankcase flow; once split it opens a direct path from the crankcase to intake vacuum, leaning the mixture and whistling.",
        },
        {
          likelihood: "occasional",
          part: "Cracked PCV hose or breather fitting",
          why: "A split hose admits unmetered air and upsets crankcase pressure control.",
        },
        {
          likelihood: "rare",
          part: "Oil separator baffle clogged with sludge",
          why: "A blocked separator forces vapor through the wrong path and can build crankcase pressure that pushes out seals.",
        },
      ],
      checks: [
        {
          step: "At warm idle, listen along the valve cover and PCV housing with a stethoscope or hose.",
          tools: ["Mechanic's stethoscope"],
          expect: "Whistle loudest at the PCV valve area points to the diaphragm.",
        },
        {
          step: "Slowly lift the oil filler cap at idle and note how hard it pulls and what the idle does.",
          tools: [],
          expect:
            "A good system shows only slight suction; a cap that is hard to lift, or an engine that stumbles badly when it is opened, confirms excessive crankcase vacuum.",
        },
        {
          step: "While it whistles, add short and long trim together at idle, then again held at 2,500 rpm, where the diaphragm leak is a smaller share of airflow.",
          tools: ["Scan tool"],
          expect:
            "Combined trim above +10% at idle that shrinks to within about ±5% at 2,500 rpm matches air leaking past the torn PCV diaphragm.",
        },
        {
          step: "Smoke the intake and crankcase with the engine off and watch the PCV housing and valve cover.",
          tools: ["Smoke machine"],
          expect: "Smoke from the diaphragm cover or vent confirms the failure.",
        },
      ],
      fix: "Replace the PCV valve or diaphragm, or the whole valve cover on engines where it is integrated (Cruze 1.4 L turbo and many BMW sixes), with new gaskets. Reset trims, confirm the whistle is gone and re-check any oil seals that were pushed out.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the PCV valve or diaphragm",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the valve cover with built-in PCV",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and rear main seal repair if crankcase vacuum already damaged it.",
      },
      verdict: "careful",
      verdictReason:
        "A torn PCV diaphragm lets the engine pull oil into the intake and run lean; drive normally, but check the oil level every fill-up and fix it within weeks.",
      codes: ["P0171", "P0106", "P0507"],
      terms: ["PCV valve", "crankcase ventilation", "diaphragm", "fuel trim"],
      related: [
        "lean-at-idle-fine-at-speed",
        "stalls-after-air-filter-service",
        "turbo-supercharger/gm-1-4-pcv-valve-cover-whistle",
      ],
      commonOn: [
        {
          make: "chevrolet",
          models: ["cruze", "cruze-limited"],
          years: [2011, 2016],
          engines: [{ name: "1.4L turbo I4", liters: 1.4 }],
        },
        volkswagen20t,
        audi20t,
        { make: "bmw", engines: [{ name: "N52/N54/N55 3.0L inline-six", liters: 3 }] },
      ],
    },
    {
      slug: "coolant-sensor-skewed-cold",
      title: "Idle stays high and fuel use is up long after warm-up, with the temperature gauge looking normal",
      summary:
        "A coolant temperature sensor reading 30–60 °F colder than the engine keeps the PCM adding warm-up fuel and idle speed. Compare the coolant temperature PID with an infrared reading and replace the sensor if they disagree.",
      symptoms: [
        "Idle sits 200–400 rpm higher than normal even when fully warm",
        "Fuel economy down noticeably",
        "Cooling fans may run early or late",
        "Dash gauge reads normal because many gauges are buffered to sit mid-scale",
      ],
      symptomIds: ["poor-mileage", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Coolant temperature sensor thermistor drifted",
          why: "An aged NTC thermistor reads higher resistance than it should, which the PCM interprets as a colder engine.",
        },
        {
          likelihood: "occasional",
          part: "High resistance in the sensor connector or signal wire",
          why: "Extra resistance adds to the sensor's own, so the reading skews cold.",
        },
        {
          likelihood: "occasional",
          part: "Thermostat stuck open so the engine really is cold",
          why: "Both the PID and an infrared reading stay low; this is a cooling fault, often with P0128.",
        },
        {
          likelihood: "rare",
          part: "Air pocket around the sensor after coolant service",
          why: "The sensor sits in steam or air and reads erratically until the system is bled.",
        },
      ],
      checks: [
        {
          step: "After an overnight cold soak, compare the coolant and intake air temperature PIDs before starting.",
          tools: ["Scan tool"],
          expect: "Both within about 5 °F of each other and of the outside temperature; a large gap flags the sensor.",
        },
        {
          step: "Once the cooling fan has cycled, read the upper hose at the thermostat outlet with an infrared thermometer and hold that figure against the coolant PID the PCM is fueling from.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "Within about 10–15 °F and typically 195–220 °F; a PID 30 °F or more below the housing condemns the sensor or its circuit.",
        },
        {
          step: "Unplug the ECT sensor on a cold-soaked engine, read its ohms and look the value up on the maker's temperature chart against the air temperature.",
          tools: ["Multimeter", "Service information"],
          expect:
            "Many read about 2,000–3,500 Ω at 68 °F and a few hundred ohms fully warm; higher than the chart confirms drift.",
        },
        {
          step: "Check coolant level and bleed air if the system was recently opened.",
          tools: ["Coolant funnel kit"],
          expect: "Full, air-free system; erratic readings that settle after bleeding were caused by trapped air.",
        },
      ],
      fix: "Replace the coolant temperature sensor with a new seal and top up and bleed the cooling system; repair the connector if resistance was in the wiring. Clear codes and confirm idle speed and fuel trims return to normal when warm.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 90,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.3,
        excludes: "Estimate; excludes diagnosis, taxes, coolant and a thermostat if it is also stuck open.",
      },
      verdict: "ok",
      verdictReason:
        "A cold-reading sensor wastes fuel and loads the converter but does not put the engine or driver at risk.",
      codes: ["P0116", "P0125", "P0128"],
      terms: ["coolant temperature sensor", "thermistor", "open loop", "buffered gauge"],
      related: ["rich-trims-poor-mileage-no-code", "idle-sags-throttle-body-relearn"],
    },
    {
      slug: "check-light-after-intake-or-tune",
      title: "Check engine light and flat spots after fitting a cold-air intake or a performance tune",
      summary:
        "Aftermarket intakes change the MAF housing's diameter and airflow, so the sensor no longer reads true, and tunes can add timing the fuel will not support. Check trims and knock retard, then refit the stock intake or a calibration matched to the hardware.",
      symptoms: [
        "Lean or rich code, or a MAF code, within days of the install",
        "Hesitation off idle or a surge at light cruise",
        "Pinging under load after a tune on regular fuel",
        "Emissions readiness monitors not setting or an inspection failure",
      ],
      symptomIds: ["after-repair", "cel-on", "power-loss", "pinging"],
      causes: [
        {
          likelihood: "common",
          part: "MAF sensor in a housing of a different diameter or shape",
          why: "The PCM's MAF transfer table assumes the stock tube, so a larger tube under-reports airflow and leans the engine.",
        },
        {
          likelihood: "occasional",
          part: "Tune with timing or boost beyond what the fuel octane supports",
          why: "Aggressive spark tables provoke knock, and the knock system pulls timing, making the car slower than stock.",
        },
        {
          likelihood: "occasional",
          part: "Leaking couplers or an open-element filter drawing engine-bay heat",
          why: "Unmetered air or hot intake air raises lean and knock tendencies.",
        },
        {
          likelihood: "rare",
          part: "Tune that disabled or altered emissions monitors",
          why: "Disabled monitors never report ready, and many inspection programs also flag a changed calibration verification number.",
        },
      ],
      checks: [
        {
          step: "With the aftermarket intake still fitted, read combined fuel trim at idle, at 2,500 rpm and at a steady cruise.",
          tools: ["Scan tool"],
          expect: "Combined trims within ±10% everywhere; a consistent lean or rich offset points to MAF scaling.",
        },
        {
          step: "Log knock retard and spark advance during a wide-open-throttle run.",
          tools: ["Scan tool with data logging"],
          expect:
            "Little or no retard (a few degrees occasionally); repeated retard of 4 degrees or more means the calibration is too aggressive for the fuel.",
        },
        {
          step: "Check for a CARB executive order (EO) number on the intake and read Mode $09 calibration ID and CVN.",
          tools: ["Scan tool"],
          expect: "An EO-labeled part and factory calibration ID; a non-stock CVN shows the PCM has been reflashed.",
        },
        {
          step: "Refit the stock airbox and flash the stock calibration, then reset trims and road-test.",
          tools: ["Flash tool or tuner"],
          expect: "Codes and drivability problems disappear, confirming the modification as the cause.",
        },
      ],
      fix: "Return to the stock intake and factory calibration, or have the tuner build a calibration for the exact intake and fuel grade. Clear codes and complete a drive cycle so readiness monitors set before any inspection.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Refit the saved stock intake and clear codes",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Buy and fit a stock intake and reflash to stock",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and the cost of a custom tune or a dealer reflash to stock.",
      },
      verdict: "careful",
      verdictReason:
        "A lean or knocking engine can burn a piston under load; use premium fuel and avoid hard pulls until it is sorted.",
      codes: ["P0101", "P0171", "P0174", "P0172"],
      terms: ["MAF transfer function", "knock retard", "CARB EO", "calibration verification number"],
      related: ["oiled-air-filter-maf-contamination", "gutless-in-heat-only-right-on-premium"],
    },
    {
      slug: "idle-sags-throttle-body-relearn",
      title: "Idle drops low and nearly stalls when the A/C kicks on or you stop",
      summary:
        "Carbon on the throttle plate of an electronic throttle body chokes idle air until the PCM runs out of correction. Clean the bore and plate with the key off, then run the idle relearn the maker specifies, such as Nissan's idle air volume learn.",
      symptoms: [
        "Idle dips to 500 rpm or lower when the A/C compressor engages",
        "Engine nearly dies when coming to a stop",
        "Idle slightly rough or hunting, worst when warm",
        "Sometimes an idle-speed code or a throttle body code",
      ],
      symptomIds: ["stall-idle", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon and oil film on the throttle plate and bore",
          why: "PCV vapor coats the plate edge, shrinking the tiny idle gap the PCM relies on for idle airflow.",
        },
        {
          likelihood: "occasional",
          part: "Idle learned values not updated after cleaning or a battery disconnect",
          why: "The PCM keeps the old throttle offset and opens the plate too far or not far enough.",
        },
        {
          likelihood: "occasional",
          part: "Vacuum leak that the idle control cannot cover under load",
          why: "Unmetered air is tolerated at steady idle but the correction runs out when a load is added.",
        },
        {
          likelihood: "rare",
          part: "Throttle body motor or gear wear",
          why: "A worn actuator cannot position the plate precisely, setting range or performance codes.",
        },
      ],
      checks: [
        {
          step: "Watch idle rpm, throttle position and engine load when the A/C is switched on and off.",
          tools: ["Scan tool"],
          expect:
            "Idle dips less than about 100 rpm and recovers within a second; a big dip with the throttle already opened well above its normal idle value points to restriction.",
        },
        {
          step: "With the key off, remove the intake duct and look at the throttle plate edge and bore.",
          tools: ["Flashlight"],
          expect: "Clean metal; a black ridge at the plate edge confirms carbon.",
        },
        {
          step: "Clean the plate and bore with throttle body cleaner on a rag, key off, and skip any bore with a factory coating warning.",
          tools: ["Throttle body cleaner", "Lint-free rag"],
          expect: "Plate and bore clean; do not force the plate open against the motor with the key on.",
        },
        {
          step: "Run the specified idle relearn, then recheck idle with and without the A/C.",
          tools: ["Bidirectional scan tool", "Service information"],
          expect: "Idle holds within the spec (often 600–800 rpm warm) and dips only briefly with the A/C.",
        },
      ],
      fix: "Clean the throttle body, then run the maker's idle relearn (Nissan idle air volume learn, Toyota and others by scan tool or a prescribed idle sequence). Replace the throttle body only if it sets actuator codes or will not learn, and run a throttle relearn afterward.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the throttle body and run the idle relearn",
            partsLow: 10,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the throttle body and relearn",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a vacuum leak that upsets the idle learn, and an A/C compressor or clutch drawing too much engine load.",
      },
      verdict: "careful",
      verdictReason:
        "An engine that stalls at stops loses power steering assist and brake boost after a few pedal presses; fix it before city driving.",
      codes: ["P0506", "P0507", "P2119"],
      terms: ["electronic throttle body", "idle relearn", "idle air volume learn"],
      related: ["stalls-after-air-filter-service", "shakes-in-drive-smooth-in-park"],
      commonOn: [{ make: "nissan" }],
    },
    {
      slug: "misfire-no-parts-swap-fixes",
      title: "Misfire stays on the same cylinder after new plugs, a coil swap and a new injector",
      summary:
        "Once spark and fuel are ruled out, the cylinder itself is weak. A relative compression test with an amp clamp finds it in seconds; a compression and leak-down test on that cylinder then shows whether valves, rings or the head gasket are to blame.",
      symptoms: [
        "Same cylinder number in the misfire code no matter which parts are swapped",
        "Uneven, limping rhythm while the engine cranks",
        "Dead-feeling cylinder at idle that smooths slightly at higher rpm",
        "Sometimes puffing at the tailpipe or the oil filler neck",
      ],
      symptomIds: ["rough-idle", "cel-on", "misfire-under-load"],
      causes: [
        {
          likelihood: "common",
          part: "Burned exhaust valve or a valve held open by carbon",
          why: "The valve no longer seals, so the cylinder leaks its compression and cannot burn a full charge.",
        },
        {
          likelihood: "occasional",
          part: "Worn cam lobe or collapsed hydraulic lifter",
          why: "The valve opens too little, so the cylinder breathes poorly even though it seals well on a cranking test.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket leaking from that cylinder",
          why: "Compression escapes into the water jacket or the next cylinder, leaving too little pressure to fire reliably.",
        },
        {
          likelihood: "rare",
          part: "Broken ring land or holed piston",
          why: "Detonation or pre-ignition cracks the piston, and compression blows into the crankcase.",
        },
      ],
      checks: [
        {
          step: "Disable fuel and ignition, clamp an amp probe on the battery cable and capture cranking current on a scope for 5 seconds.",
          tools: ["Lab scope", "High-current amp clamp"],
          expect:
            "Current humps within about 10% of each other; one low hump, synced to cylinder 1 by a cam or ignition signal, marks the weak cylinder.",
        },
        {
          step: "Run a cranking compression test on all cylinders, engine warm, throttle held open and battery fully charged.",
          tools: ["Compression gauge", "Battery charger"],
          expect:
            "All cylinders within 10–15% of each other, most modern engines 150–200 psi; a cylinder 20% or more below the rest confirms a sealing fault.",
        },
        {
          step: "Add about a teaspoon of engine oil to the low cylinder and retest.",
          tools: ["Oil can", "Compression gauge"],
          expect:
            "A big rise (more than about 10%) points to rings; little or no change points to a valve or the head gasket.",
        },
        {
          step: "Leak-down the low cylinder at top dead center and listen at the intake, tailpipe, oil filler and coolant neck.",
          tools: ["Leak-down tester", "Shop air"],
          expect: "Where the air exits names the leak: intake, exhaust valve, rings or head gasket.",
        },
        {
          step: "If compression is normal, run a running compression test or watch that cylinder's valve movement with the cover off.",
          tools: ["Compression gauge without check valve", "Dial indicator"],
          expect: "Valve lift within about 0.010 in. of the other cylinders; less lift confirms a worn lobe or lifter.",
        },
      ],
      fix: "Repair what the tests found: a valve job or head gasket with the head checked for flatness and new head bolts, a cam and lifters, or a short block for piston damage. Clear codes and confirm zero misfire counts after the repair.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Valve lash or rocker repair", partsLow: 75, partsHigh: 300, laborHoursLow: 2, laborHoursHigh: 4 },
          { name: "Head gasket or valve job", partsLow: 300, partsHigh: 1000, laborHoursLow: 8, laborHoursHigh: 14 },
          { name: "Camshaft and lifters", partsLow: 500, partsHigh: 1500, laborHoursLow: 10, laborHoursHigh: 16.7 },
        ],
        excludes:
          "Estimate; excludes the diagnosis time, taxes, machine-shop work and a replacement engine if the damage is internal.",
      },
      verdict: "careful",
      verdictReason:
        "A dead cylinder is drivable a short distance, but unburned fuel heats the converter and the underlying fault can worsen.",
      codes: ["P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["relative compression", "wet compression test", "leak-down test", "amp clamp"],
      related: [
        "leak-down-where-air-escapes",
        "running-compression-weak-cylinder",
        "lean-cylinder-injector-balance",
        "four-stroke/head-gasket-between-cylinders",
      ],
    },
    {
      slug: "leak-down-where-air-escapes",
      title: "Compression test found one low cylinder and you need to know if it's rings, valves or head gasket",
      summary:
        "A leak-down test answers it: pressurize that cylinder at top dead center and find where the air comes out. Hiss at the throttle means an intake valve, at the tailpipe an exhaust valve, at the oil filler the rings, bubbles in the coolant a head gasket.",
      symptoms: [
        "One cylinder reads 20% or more below the others on a compression test",
        "Misfire code for that cylinder, often with a rough idle",
        "Blow-by smoke from the oil filler or breather on some engines",
        "Coolant loss or bubbles in the reservoir if the gasket is involved",
      ],
      symptomIds: ["rough-idle", "oil-use", "coolant-loss", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust valve burned or not seating",
          why: "Hot gas erodes the valve face or seat, leaving a channel that leaks on every compression stroke.",
        },
        {
          likelihood: "occasional",
          part: "Worn, broken or carbon-stuck piston rings",
          why: "Rings that no longer seal let pressure pass into the crankcase.",
        },
        {
          likelihood: "occasional",
          part: "Intake valve held open by carbon or bent",
          why: "Carbon on direct-injection intake valves, or a valve bent by piston contact, leaks pressure back into the intake.",
        },
        {
          likelihood: "rare",
          part: "Head gasket breach or cracked head or block",
          why: "Pressure escapes into a coolant passage or the adjacent cylinder.",
        },
      ],
      checks: [
        {
          step: "Warm the engine, shut it off and remove all plugs; open the radiator cap only once the engine has cooled and the upper hose is soft and unpressurized, then set the cylinder at top dead center on its compression stroke.",
          tools: ["TDC whistle", "Breaker bar"],
          expect:
            "Both valves closed; the crank does not rotate when air is applied (hold the crank bolt with a breaker bar).",
        },
        {
          step: "Apply regulated air (usually 80–100 psi, per the tester) and read the leakage percentage.",
          tools: ["Leak-down tester", "Shop air"],
          expect:
            "Under about 10% is excellent and 10–20% normal for a used engine; over about 25–30% or far worse than the other cylinders confirms a real leak.",
        },
        {
          step: "Listen at the throttle body, the tailpipe and the oil filler neck.",
          tools: ["Length of hose as a listening tube"],
          expect:
            "Hiss at the throttle body is an intake valve, at the tailpipe an exhaust valve, at the filler neck the rings.",
        },
        {
          step: "Watch the coolant at the radiator neck and listen at the neighboring plug holes.",
          tools: ["Flashlight"],
          expect:
            "Bubbles in the coolant or air rushing from the next cylinder's plug hole point to the head gasket or a crack.",
        },
        {
          step: "Test a good cylinder the same way for comparison.",
          tools: ["Leak-down tester"],
          expect: "A healthy cylinder on the same tester sets your baseline, because tester orifices differ.",
        },
      ],
      fix: "The test decides the repair: a valve job (head off, valves lapped or replaced, seals and gaskets new), a head gasket with new head bolts and a flatness check, or rings and a short block. Record the leak-down figures for the customer before quoting the job.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 80,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes:
          "Estimate for the test only; the valve, gasket or ring repair it points to commonly adds $1,500–$4,000.",
      },
      verdict: "careful",
      verdictReason:
        "The engine can usually be driven to the shop, but a leaking head gasket can overheat it and a burned valve keeps getting worse.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["leak-down test", "top dead center", "burned valve", "blow-by"],
      related: [
        "misfire-no-parts-swap-fixes",
        "four-stroke/head-gasket-between-cylinders",
        "steady-lope-at-idle-burned-valve",
      ],
    },
    {
      slug: "running-compression-weak-cylinder",
      title: "Down on power with a lazy miss, yet every cylinder passes a cranking compression test",
      summary:
        "A cranking test cannot see a cylinder that seals but does not breathe. A running compression test, snap-throttle reading or a pressure transducer on a scope exposes a worn cam lobe, a collapsed lifter or an exhaust restriction that static tests miss.",
      symptoms: [
        "Mild miss at idle on one cylinder and weak acceleration",
        "Cranking compression even across all cylinders",
        "Light ticking from the valve train on some engines",
        "Misfire counts on the same cylinder that no plug, coil or injector fixes",
      ],
      symptomIds: ["power-loss", "rough-idle", "top-end-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Worn camshaft lobe",
          why: "A flattened lobe lifts its valve only part way, so the cylinder takes in or expels too little gas; seen on GM pushrod V8s and Chrysler Hemis with failed lifters.",
        },
        {
          likelihood: "occasional",
          part: "Collapsed or sticking hydraulic lifter",
          why: "The lifter bleeds down and absorbs lobe lift, so the valve barely opens.",
        },
        {
          likelihood: "occasional",
          part: "Broken valve spring or dropped rocker arm",
          why: "The valve floats or stops following the cam, starving that cylinder of air.",
        },
        {
          likelihood: "rare",
          part: "Restricted exhaust port or manifold runner",
          why: "A blocked runner keeps exhaust in the cylinder so a fresh charge cannot enter.",
        },
      ],
      checks: [
        {
          step: "Pull the suspect cylinder's plug, fit a compression gauge with its Schrader valve removed and read it at idle with that injector disabled.",
          tools: ["Compression gauge with valve core removed", "Scan tool"],
          expect:
            "Roughly 50–80 psi at idle on most engines, and similar on the cylinders you compare; the weak one reads well below.",
        },
        {
          step: "Snap the throttle once and read the peak.",
          tools: ["Compression gauge"],
          expect:
            "About 80% of cranking compression is typical; a low snap reading suggests an intake restriction (worn intake lobe), a high one an exhaust restriction (worn exhaust lobe).",
        },
        {
          step: "Capture in-cylinder pressure with a transducer in the plug hole while cranking and idling.",
          tools: ["Lab scope", "Pressure transducer"],
          expect:
            "Valve-opening events at the expected crank angles; a missing or late exhaust pulse pinpoints the valve that is not opening.",
        },
        {
          step: "Remove the valve cover and measure valve lift at each rocker or retainer.",
          tools: ["Dial indicator with magnetic base"],
          expect:
            "All intakes and all exhausts within about 0.010 in. of each other; a short one confirms a lobe, lifter or rocker fault.",
        },
      ],
      fix: "Replace the worn camshaft and all lifters (never new lifters on an old cam), or the failed rocker or spring; on AFM, DFM and MDS engines also replace the deactivation lifters and clean the oil screens. Change the oil and filter, clear codes and confirm even misfire counts.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace a failed rocker or valve spring",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 2,
            laborHoursHigh: 5,
          },
          { name: "Camshaft and all lifters", partsLow: 600, partsHigh: 1500, laborHoursLow: 10, laborHoursHigh: 18.7 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, a deactivation delete kit and tuning, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable gently to a shop, but a wiped lobe sends metal through the oil and can damage the bearings.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["running compression test", "cam lobe", "pressure transducer", "valve lift"],
      related: ["misfire-no-parts-swap-fixes", "gm-afm-lifter-tick-misfire", "four-stroke/hemi-lifter-cam-wipe"],
      commonOn: [
        {
          make: "chevrolet",
          engines: [
            { name: "5.3L V8", liters: 5.3 },
            { name: "6.2L V8", liters: 6.2 },
          ],
        },
        {
          make: "gmc",
          engines: [
            { name: "5.3L V8", liters: 5.3 },
            { name: "6.2L V8", liters: 6.2 },
          ],
        },
        chryslerHemiV8,
        dodgeHemiV8,
        jeepHemiV8,
        ramHemiV8,
      ],
    },
    {
      slug: "steady-lope-at-idle-burned-valve",
      title: "Steady rhythmic lope or puff at idle, like a racing cam, on a stock engine",
      summary:
        "A regular, once-per-cycle miss is one cylinder losing compression every time it fires, most often a burned or sticking exhaust valve. A vacuum gauge shows a regular needle drop; confirm the cylinder with relative compression and leak-down.",
      symptoms: [
        "Rhythmic chuff-chuff at the tailpipe at idle",
        "Idle shakes in a steady beat rather than randomly",
        "Occasional pop back through the intake if an intake valve is involved",
        "Misfire code for one cylinder, worse when warm",
      ],
      symptomIds: ["rough-idle", "cel-on", "intake-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Burned exhaust valve",
          why: "A valve that does not seat, often because lash closed up on engines with adjustable or shim valves, overheats and erodes a leak path.",
        },
        {
          likelihood: "occasional",
          part: "Carbon flake or deposit holding a valve off its seat",
          why: "Carbon from a DI intake valve or a cleaning treatment lodges under a valve and keeps it from closing.",
        },
        {
          likelihood: "occasional",
          part: "Valve lash too tight on Honda and other adjustable-valve engines",
          why: "Exhaust clearance shrinks as the valve wears into its seat until the valve no longer closes fully when hot.",
        },
        {
          likelihood: "rare",
          part: "Weak or broken valve spring",
          why: "The valve bounces or closes slowly, worst as rpm rises.",
        },
      ],
      checks: [
        {
          step: "Connect a vacuum gauge and watch the needle at warm idle.",
          tools: ["Vacuum gauge"],
          expect:
            "A healthy engine holds steady at 17–21 inHg; a regular drop of about 3–5 inHg every time the bad cylinder fires points to a leaking valve.",
        },
        {
          step: "Hold a sheet of paper or your hand near the tailpipe at idle.",
          tools: ["Sheet of paper"],
          expect: "A regular suck-back of the paper toward the pipe matches a burned exhaust valve.",
        },
        {
          step: "Run a relative compression test to find the cylinder.",
          tools: ["Lab scope", "High-current amp clamp"],
          expect: "One low current hump identifies the leaking cylinder.",
        },
        {
          step: "Check valve lash on engines with adjustable valves, cold, against the service spec.",
          tools: ["Feeler gauges", "Service information"],
          expect: "All valves within spec; an exhaust valve near zero clearance is burning or about to.",
        },
        {
          step: "Leak-down the cylinder and listen at the tailpipe and throttle body.",
          tools: ["Leak-down tester", "Shop air"],
          expect: "Air at the tailpipe confirms an exhaust valve; at the throttle body an intake valve.",
        },
      ],
      fix: "If caught early on an adjustable engine, set the lash and retest; a burned valve needs the head removed for a valve job (or a reconditioned head), new gaskets and head bolts where required. Adjust all valves to spec afterward and confirm a steady vacuum needle.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Valve lash adjustment", partsLow: 20, partsHigh: 60, laborHoursLow: 1, laborHoursHigh: 3 },
          {
            name: "Remove the head for a valve job",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 9,
            laborHoursHigh: 14.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and machine-shop charges beyond the valve job.",
      },
      verdict: "careful",
      verdictReason: "Drivable to a shop, but a burning valve worsens quickly and can break apart into the cylinder.",
      codes: ["P0301", "P0302", "P0303", "P0304"],
      terms: ["burned valve", "valve lash", "vacuum gauge", "relative compression"],
      related: ["leak-down-where-air-escapes", "misfire-no-parts-swap-fixes"],
      commonOn: [{ make: "honda" }],
    },
    {
      slug: "false-misfire-rough-road-crank-learn",
      title: "Misfire codes set on rough roads or after a crank sensor change, though the engine runs smoothly",
      summary:
        "The misfire monitor judges cylinders by tiny crankshaft speed changes, so an unlearned crank variation, a damaged reluctor or driveline shock can fake misfires. Run the crank position variation learn and check the reluctor before buying ignition parts.",
      symptoms: [
        "Misfire codes with no shake or stumble you can feel",
        "Codes appear after gravel roads, potholes or railroad crossings",
        "Started after a crank sensor, PCM, timing or engine replacement job",
        "Sometimes stored alongside P0315 or an ABS communication code",
      ],
      symptomIds: ["cel-on", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Crankshaft position variation learn not completed",
          why: "The PCM must learn small differences between reluctor teeth; without that, normal tooth spacing errors look like misfires at higher rpm.",
        },
        {
          likelihood: "occasional",
          part: "Rough-road detection lost through an ABS or network fault",
          why: "The PCM uses wheel-speed data to ignore road shocks; without it, jolts through the driveline are counted as misfire.",
        },
        {
          likelihood: "occasional",
          part: "Damaged reluctor wheel or loose harmonic balancer",
          why: "A bent tooth or a slipping trigger ring sends an uneven crank signal the monitor reads as misfire.",
        },
        {
          likelihood: "rare",
          part: "Cracked flexplate or out-of-balance torque converter",
          why: "A cracked flexplate lets the converter wobble, disturbing crank speed once per revolution.",
        },
      ],
      checks: [
        {
          step: "Confirm the engine really runs smoothly: watch live misfire counters at idle and on a smooth-road cruise.",
          tools: ["Scan tool"],
          expect:
            "Zero counts on smooth pavement, with counts appearing only over rough surfaces, points to a false misfire.",
        },
        {
          step: "Scan all modules for P0315 (GM older models may show P1336) and for ABS or U-codes.",
          tools: ["Scan tool"],
          expect: "A variation-not-learned code or lost ABS communication explains the false counts.",
        },
        {
          step: "Run the crank position variation learn by the service procedure with the engine fully warm.",
          tools: ["Bidirectional scan tool", "Service information"],
          expect: "The scan tool reports learn complete and the code does not return.",
        },
        {
          step: "Scope the crank sensor signal at idle and at 3,000 rpm.",
          tools: ["Lab scope"],
          expect:
            "A Hall-type sensor switches cleanly between about 0 and 5 V (12 V on some) with evenly spaced pulses apart from the sync gap; a short, missing or distorted pulse points to the reluctor.",
        },
        {
          step: "Inspect the flexplate through the inspection opening or starter hole.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "No cracks around the crank bolts or the converter pads.",
        },
      ],
      fix: "Complete the crank variation learn, repair the ABS or network fault, or replace the damaged reluctor, balancer or flexplate. Clear codes and confirm no misfire counts over the same rough road.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Crank position variation learn",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Repair the ABS or network fault",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the reluctor, balancer or flexplate",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, an OE crank position sensor to replace a faulty aftermarket one, and a dealer visit if the learn needs factory software.",
      },
      verdict: "ok",
      verdictReason:
        "The engine is not actually misfiring; drive normally but get the learn done so real misfires are not hidden among false ones.",
      codes: ["P0300", "P0315", { code: "P1336", makes: ["chevrolet", "gm", "gmc"] }],
      terms: ["crankshaft variation learn", "reluctor wheel", "rough-road detection", "flexplate"],
      related: ["no-code-stumble-mode-06", "check-light-after-intake-or-tune", "ecu/crank-variation-relearn-after-pcm"],
    },
    {
      slug: "surge-at-light-cruise",
      title: "Car surges or bucks gently at a steady 40–55 mph with light throttle",
      summary:
        "A gentle surge at light cruise is either a lean or weak-spark misfire that only shows at cruise mixtures, or torque converter clutch shudder that feels the same. Watch misfire counters and converter slip together on one road test to tell them apart.",
      symptoms: [
        "Rhythmic bucking like driving over rumble strips at steady speed",
        "Goes away when you press harder on the pedal or lift off",
        "Most noticeable on a slight uphill in top gear",
        "Fuel mileage slightly down",
      ],
      symptomIds: ["cruise-surge", "vibration", "poor-mileage"],
      causes: [
        {
          likelihood: "common",
          part: "Weak coil or worn plugs missing at lean light-load mixtures",
          why: "Light-throttle cruise runs a lean-ish, EGR-diluted charge that is hardest to ignite, so marginal spark fails there first.",
        },
        {
          likelihood: "common",
          part: "Torque converter clutch shudder",
          why: "Worn friction or degraded fluid makes the converter clutch grab and slip as it applies, which feels like engine surge with zero misfire counts.",
        },
        {
          likelihood: "occasional",
          part: "EGR valve stuck partly open or flowing too much",
          why: "Too much exhaust dilution at cruise causes lean, slow burns and partial misfires.",
        },
        {
          likelihood: "rare",
          part: "MAF sensor reading low at mid-range airflow",
          why: "A skewed sensor leans out the cruise range while idle stays correct.",
        },
      ],
      checks: [
        {
          step: "Road-test logging per-cylinder misfire counts, torque converter slip rpm, fuel trims and EGR position.",
          tools: ["Scan tool with data logging"],
          expect:
            "Misfire counts rising with the surge point to the engine; converter slip swinging 20–50 rpm with zero counts points to converter shudder.",
        },
        {
          step: "During the surge, touch the brake pedal lightly without slowing much.",
          tools: [],
          expect:
            "The converter unlocks when the brake switch opens; if the surge stops instantly, the converter clutch is the cause.",
        },
        {
          step: "Check the upstream sensor signal at cruise.",
          tools: ["Scan tool"],
          expect:
            "Narrow-band sensors switch steadily between about 0.1 and 0.9 V, and wide-band readings hold near lambda 1.0; long lean dips during the surge point to a mixture problem.",
        },
        {
          step: "Command the EGR valve closed or check its position at cruise, and inspect plugs if counts rise.",
          tools: ["Bidirectional scan tool", "Spark plug socket"],
          expect:
            "Surge stopping with EGR closed implicates the EGR valve; worn plugs with wide gaps implicate ignition.",
        },
      ],
      fix: "Replace plugs or the weak coil, clean or replace the sticking EGR valve, or for converter shudder change the transmission fluid with the exact specified type and follow the maker's shudder procedure or bulletin. Confirm on the same road-test route.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Spark plugs or a weak coil", partsLow: 20, partsHigh: 200, laborHoursLow: 0.4, laborHoursHigh: 1.2 },
          {
            name: "EGR valve or converter-shudder fluid exchange",
            partsLow: 80,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and torque converter replacement if a fluid change does not cure shudder.",
      },
      verdict: "ok",
      verdictReason:
        "A cruise surge is annoying rather than dangerous; fix it before a misfire damages the converter or the shudder wears the converter clutch.",
      codes: ["P0300", "P0741", "P0404"],
      terms: ["torque converter clutch", "converter slip", "EGR", "lean misfire"],
      related: ["no-code-stumble-mode-06", "lean-under-load-trims-rise", "misfire-only-under-hard-acceleration"],
    },
    {
      slug: "gutless-in-heat-only-right-on-premium",
      title: "Engine feels gutless in summer heat and only runs right on premium",
      summary:
        "Knock control is pulling spark timing because the engine is close to detonation: hot intake air, regular fuel in an engine that wants premium, carbon raising compression, or a lean mixture. Log knock retard and intake air temperature to see which.",
      symptoms: [
        "Noticeably slower acceleration on hot days or after a fill-up with regular",
        "Faint ping when pulling hard from low rpm",
        "Runs normally again on 91–93 octane or in cool weather",
        "No warning light",
      ],
      symptomIds: ["power-loss", "pinging", "poor-mileage"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel octane below what the engine is calibrated for",
          why: "Premium-recommended engines retard timing on 87 octane to avoid knock, and premium-required engines retard heavily.",
        },
        {
          likelihood: "common",
          part: "High intake air temperature from heat soak or hot under-hood air",
          why: "Hot, less dense air knocks more easily, so the PCM pulls timing and, on turbo engines, boost.",
        },
        {
          likelihood: "occasional",
          part: "Carbon deposits on pistons and chambers",
          why: "Deposits raise effective compression and form hot spots, which push the engine toward knock.",
        },
        {
          likelihood: "occasional",
          part: "Coolant running hot or the mixture running lean",
          why: "A hot head or lean charge raises combustion temperature and knock tendency.",
        },
      ],
      checks: [
        {
          step: "Check the fuel-door or owner's-manual octane and what was last put in the tank.",
          tools: [],
          expect: "Matches the requirement; regular in a premium-required engine explains the symptom.",
        },
        {
          step: "Log knock retard or spark advance, intake air temperature and coolant temperature during a full-throttle pull.",
          tools: ["Scan tool with data logging"],
          expect:
            "Knock retard staying near zero (brief 1–2 degree events are normal); steady 4–8 degrees of retard confirms knock control is limiting power.",
        },
        {
          step: "Compare intake air temperature with outside air at highway speed.",
          tools: ["Scan tool"],
          expect:
            "Within about 10–30 °F on most engines once moving; 50 °F or more above outside air points to heat soak or a hot-air intake.",
        },
        {
          step: "Look at piston tops through a plug hole with a borescope.",
          tools: ["Borescope"],
          expect: "A thin, even film is normal; thick crusty carbon supports a deposit-driven knock.",
        },
      ],
      fix: "Use the octane the engine is calibrated for, restore the factory cold-air inlet and heat shields, decarbonize with an induction or combustion-chamber cleaning (a walnut blast for direct-injection intake valves) and fix any lean or overheating condition. Confirm knock retard drops on a repeat log.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner switches to the calibrated octane",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Refit the factory cold-air inlet and heat shields",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Induction cleaning or a walnut blast",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and the ongoing cost of premium fuel.",
      },
      verdict: "ok",
      verdictReason:
        "Knock control is protecting the engine; it is safe to drive, but avoid lugging it on regular until the cause is fixed.",
      codes: [],
      terms: ["knock retard", "octane", "intake air temperature", "heat soak"],
      related: ["check-light-after-intake-or-tune", "pinging-gradually-worse-carbon"],
    },
    {
      slug: "pinging-gradually-worse-carbon",
      title: "Pinging on acceleration that has crept in over the years on a high-mileage engine",
      summary:
        "Slowly worsening spark knock on an older port-injected engine is usually carbon on pistons and chambers, or clogged EGR passages letting combustion run hotter. Confirm with knock retard data and a borescope, then decarbonize and clean the EGR path.",
      symptoms: [
        "Light rattle like marbles in a can when accelerating from 20–40 mph or climbing",
        "Worse on hot days and with regular fuel",
        "Engine may run on briefly or diesel after shutoff on older vehicles",
        "Sometimes an EGR flow code, often no code at all",
      ],
      symptomIds: ["pinging", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon deposits on piston crowns and combustion chambers",
          why: "Years of short trips and some oil burning build deposits that raise compression and glow as hot spots, igniting the charge early.",
        },
        {
          likelihood: "occasional",
          part: "EGR passages or tube clogged with carbon",
          why: "EGR dilutes the charge at part throttle to cool combustion; without it, the engine pings in exactly that range.",
        },
        {
          likelihood: "occasional",
          part: "Knock sensor no longer responding",
          why: "A dead or disconnected sensor leaves the PCM unaware of knock, so it never retards timing and the ping stays audible.",
        },
        {
          likelihood: "rare",
          part: "Partly clogged radiator raising head temperature",
          why: "Hotter cylinder heads raise the charge temperature and knock tendency under load.",
        },
      ],
      checks: [
        {
          step: "Drive to reproduce the ping while logging knock retard and coolant temperature.",
          tools: ["Scan tool with data logging"],
          expect:
            "Retard events matching the ping mean knock control works and the cause is combustion; audible ping with zero retard points to the knock sensor circuit.",
        },
        {
          step: "Command the EGR valve open at hot idle, or apply 5–10 inHg to a vacuum EGR valve with a hand pump.",
          tools: ["Bidirectional scan tool", "Hand vacuum pump"],
          expect: "Idle stumbles badly or nearly stalls; no change means the passages are blocked.",
        },
        {
          step: "Borescope the piston crowns and chamber roofs through a plug hole for the deposits that raise compression over the years.",
          tools: ["Borescope"],
          expect: "A thin tan or gray film is normal; thick black layers or crusty deposits confirm a carbon problem.",
        },
        {
          step: "Check coolant temperature at highway speed and after a long climb.",
          tools: ["Scan tool"],
          expect: "Steady at about 195–220 °F; creeping higher points to a cooling restriction.",
        },
      ],
      fix: "Decarbonize with an induction cleaner soak through the intake (following the product's dwell time), clean the EGR tube and intake ports, and replace a dead knock sensor. Use the specified octane and confirm knock retard and audible ping are gone on a repeat road test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Induction cleaner decarbon service",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Clean the EGR tube and intake ports, with gaskets",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          { name: "Replace a dead knock sensor", partsLow: 60, partsHigh: 300, laborHoursLow: 1, laborHoursHigh: 3.3 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and radiator work if a clogged core is raising head temperature.",
      },
      verdict: "careful",
      verdictReason:
        "Steady pinging under load can crack ring lands or pistons; ease off the throttle and use higher octane until it is cleaned up.",
      codes: ["P0401", "P0325"],
      terms: ["spark knock", "combustion chamber deposits", "EGR", "knock retard"],
      related: ["gutless-in-heat-only-right-on-premium", "di-intake-valve-carbon"],
    },
    {
      slug: "di-intake-valve-carbon",
      title: "Direct-injection engine shakes on cold starts and feels flat, at 60,000 miles or more",
      summary:
        "Direct injection sprays fuel into the cylinder, so nothing washes the intake valves, and crankcase oil vapor bakes into carbon that chokes airflow and upsets cold idle. Confirm with a borescope on the intake valves, then walnut-blast them.",
      symptoms: [
        "Rough, shaking idle for the first one or two minutes after a cold start",
        "Misfire codes on one or more cylinders, sometimes a flashing light when cold",
        "Gradual loss of power and throttle response over tens of thousands of miles",
        "Fuel economy slowly worse",
      ],
      symptomIds: ["cold-start-rough", "rough-idle", "power-loss", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon built up on the backs of the intake valves",
          why: "Oil vapor from the PCV system sticks to hot valves and bakes on; with no fuel spray to wash it off, deposits restrict flow and soak up fuel vapor on cold starts. Well known on VW/Audi 2.0T, BMW N54 and N55, 2011–2016 Ford 3.5 EcoBoost, GM 3.6 and Hyundai/Kia GDI engines.",
        },
        {
          likelihood: "occasional",
          part: "Failed PCV valve or oil separator sending excess oil into the intake",
          why: "More oil vapor in the intake air speeds up carbon formation.",
        },
        {
          likelihood: "occasional",
          part: "Worn spark plugs struggling with the lean cold-start charge",
          why: "Carbon disturbs the airflow and mixture; marginal plugs then fail first on cold starts.",
        },
        {
          likelihood: "rare",
          part: "Carbon flake holding a valve off its seat",
          why: "A chunk of deposit lodges between valve and seat, causing a compression leak on that cylinder.",
        },
      ],
      checks: [
        {
          step: "Record misfire counters during the first two minutes after an overnight cold start.",
          tools: ["Scan tool with data logging"],
          expect: "Counts spread over several cylinders when cold that fall to zero once warm fit intake-valve carbon.",
        },
        {
          step: "Check service history and whether the engine has port injectors too (Toyota D-4S, 2017-on Ford 3.5 EcoBoost, 2018-on Ford 5.0).",
          tools: ["Service information"],
          expect:
            "A DI-only engine past about 60,000 miles with no carbon service is a strong candidate; dual-injection engines rarely build much.",
        },
        {
          step: "Inspect the intake valves with a borescope through the intake ports, with the manifold off or through an access port.",
          tools: ["Borescope"],
          expect:
            "Clean tulips with light staining are fine; thick black crust covering the valve stem and neck confirms the diagnosis.",
        },
        {
          step: "If one cylinder keeps misfiring, run a cold compression or leak-down test on it.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "Compression within about 10% of the other cylinders and leak-down under about 15% (typical) point to carbon-disturbed airflow; heavy leakage hissing at the throttle body means carbon is holding a valve open.",
        },
      ],
      fix: "Remove the intake manifold and walnut-blast each port with its valves closed, vacuuming out all media; fit new intake gaskets and plugs, and replace a failed PCV valve or separator. Clear codes and confirm cold-start misfire counts are gone. Spray-in intake cleaners only help light deposits.",
      difficulty: 4,
      cost: {
        partsLow: 50,
        partsHigh: 300,
        laborHoursLow: 2.7,
        laborHoursHigh: 6,
        excludes: "Estimate; excludes diagnosis, taxes, spark plugs and coils found worn, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Carbon builds slowly and the engine is drivable, but a light that flashes on cold starts means misfire heating the converter; let it idle smooth before driving off and book the cleaning.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0171"],
      terms: ["gasoline direct injection", "intake valve carbon", "walnut blasting", "dual injection"],
      related: ["pinging-gradually-worse-carbon", "low-speed-pre-ignition-bang", "pcv-diaphragm-whistle"],
      commonOn: [
        volkswagen20t,
        audi20t,
        {
          make: "bmw",
          years: [2007, 2018],
          engines: [
            { name: "N54 3.0L twin-turbo inline-six", liters: 3 },
            { name: "N55 3.0L turbo inline-six", liters: 3 },
          ],
        },
        { make: "ford", years: [2011, 2016], engines: [{ name: "3.5L EcoBoost V6", liters: 3.5 }] },
        { make: "lincoln", years: [2011, 2016], engines: [{ name: "3.5L EcoBoost V6", liters: 3.5 }] },
        { make: "chevrolet", years: [2008, 2027], engines: [{ name: "3.6L direct-injected V6", liters: 3.6 }] },
        { make: "gmc", years: [2008, 2027], engines: [{ name: "3.6L direct-injected V6", liters: 3.6 }] },
        { make: "buick", years: [2008, 2027], engines: [{ name: "3.6L direct-injected V6", liters: 3.6 }] },
        { make: "cadillac", years: [2008, 2027], engines: [{ name: "3.6L direct-injected V6", liters: 3.6 }] },
        {
          make: "hyundai",
          years: [2011, 2027],
          engines: [
            { name: "1.6L GDI I4", liters: 1.6 },
            { name: "2.0L turbo GDI I4", liters: 2 },
            { name: "2.4L GDI I4", liters: 2.4 },
            { name: "3.3L GDI V6", liters: 3.3 },
          ],
        },
        {
          make: "kia",
          years: [2011, 2027],
          engines: [
            { name: "1.6L GDI I4", liters: 1.6 },
            { name: "2.0L turbo GDI I4", liters: 2 },
            { name: "2.4L GDI I4", liters: 2.4 },
            { name: "3.3L GDI V6", liters: 3.3 },
          ],
        },
      ],
    },
    {
      slug: "low-speed-pre-ignition-bang",
      title: "Sudden loud bang or single hard knock when flooring a small turbo engine at low rpm",
      summary:
        "That is likely low-speed pre-ignition (LSPI): the charge lights before the spark under high boost at low rpm, often set off by oil droplets. Switch to an LSPI-protective oil (API SP or dexos1 Gen 2 and later), check for updated software and test for damage.",
      symptoms: [
        "One or two violent knocks, much louder than normal ping, when accelerating hard at 1,500–2,500 rpm",
        "Check engine light may flash afterward with a misfire code",
        "Rough running or smoke from the oil filler afterward if a piston was damaged",
        "Happens mainly when lugging in a high gear with the pedal down",
      ],
      symptomIds: ["pinging", "misfire-under-load", "cel-flashing"],
      causes: [
        {
          likelihood: "common",
          part: "Engine oil not formulated against LSPI",
          why: "Older oils with high calcium detergent promote pre-ignition when droplets enter the cylinder; API SP, ILSAC GF-6 and dexos1 Gen 2 and later oils were designed to prevent it.",
        },
        {
          likelihood: "occasional",
          part: "Driving style with full throttle at very low rpm",
          why: "High boost at low rpm gives the charge the time and pressure to self-ignite.",
        },
        {
          likelihood: "occasional",
          part: "Oil diluted with fuel from short trips",
          why: "Fuel-thinned oil on the cylinder walls forms droplets that ignite early.",
        },
        {
          likelihood: "rare",
          part: "Loose carbon deposits acting as hot spots",
          why: "Flaking deposits glow and ignite the mixture before the spark.",
        },
      ],
      checks: [
        {
          step: "Check which oil is in the engine from the receipt or bottle, against the maker's specification.",
          tools: [],
          expect: "An oil licensed to API SP, ILSAC GF-6 or dexos1 Gen 2 or later; an older SN oil raises LSPI risk.",
        },
        {
          step: "Read codes, freeze frame and Mode $06 misfire data after an event.",
          tools: ["Scan tool with Mode $06"],
          expect: "No lasting counts is good news; ongoing misfire on one cylinder suggests damage.",
        },
        {
          step: "Check the PCM software level against the latest calibration for the VIN.",
          tools: ["Dealer or OEM service website access"],
          expect: "Current calibration; some makers released updates that change low-rpm boost and fueling.",
        },
        {
          step: "If a misfire persists, run compression and leak-down on that cylinder and watch the oil filler for blow-by.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "Readings within about 10% of the neighbors and under 15% leakage clear the engine; a low cylinder with air hissing from the oil filler points to a cracked ring land.",
        },
      ],
      fix: "Change to an LSPI-protective oil and filter, apply any updated calibration and avoid full throttle below about 2,000 rpm in high gears. A cracked piston or ring land needs pistons or a short block, after which the oil change interval should be followed strictly.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "LSPI-rated oil change and calibration update",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.7,
          },
          {
            name: "Replace cracked pistons or the short block",
            partsLow: 2000,
            partsHigh: 5000,
            laborHoursLow: 12,
            laborHoursHigh: 20,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, machine-shop work and a complete engine if the block or crank was also damaged.",
      },
      verdict: "careful",
      verdictReason:
        "One event rarely harms the engine, but repeated LSPI can crack a piston; drive gently in low rpm until the oil and software are sorted.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["low-speed pre-ignition", "LSPI", "API SP", "dexos1"],
      related: ["di-intake-valve-carbon", "gutless-in-heat-only-right-on-premium"],
    },
    {
      slug: "gm-afm-lifter-tick-misfire",
      title: "GM 5.3 or 6.2 V8 ticks and misfires on one cylinder, often 1, 7, 4 or 6",
      summary:
        "A stuck or collapsed deactivation lifter is the usual cause on GM trucks and SUVs with Active or Dynamic Fuel Management. Confirm the dead cylinder, then replace the lifters, guides and usually the camshaft, and check the lifter oil manifold.",
      symptoms: [
        "Tick or tap from one side of the engine that does not go away when warm",
        "Misfire code on one cylinder, often one that AFM deactivates (1, 7, 4 or 6 on 2007–2018 engines)",
        "Rough idle and shake that may come and go at first",
        "Sometimes a cylinder deactivation code such as P3400",
      ],
      symptomIds: ["top-end-tick", "rough-idle", "cel-on", "misfire-under-load"],
      causes: [
        {
          likelihood: "common",
          part: "Deactivation lifter stuck collapsed or with a seized roller",
          why: "The lifter's locking pin or roller fails, so the valve no longer opens and the cylinder dies; common on 2007–2021 Silverado, Sierra, Tahoe, Suburban and Yukon 5.3 L and 6.2 L engines.",
        },
        {
          likelihood: "occasional",
          part: "Valve lifter oil manifold solenoid sticking or screen clogged",
          why: "The solenoid that feeds oil to the deactivation lifters misdirects pressure, holding a cylinder in or out of deactivation.",
        },
        {
          likelihood: "occasional",
          part: "Low oil level or wrong viscosity",
          why: "Deactivation lifters are switched by oil pressure; thin or low oil lets them stick.",
        },
        {
          likelihood: "rare",
          part: "Cam lobe already wiped by a failed lifter",
          why: "Metal debris and lost lift keep the misfire after lifters alone are replaced.",
        },
      ],
      checks: [
        {
          step: "Check oil level and grade (dexos1 0W-20 on most 2014-on engines) and when it was last changed.",
          tools: [],
          expect: "Full with the specified oil; low or old oil is a contributing factor.",
        },
        {
          step: "Read misfire counters and any P34xx codes at idle, then listen along each valve cover.",
          tools: ["Scan tool", "Mechanic's stethoscope"],
          expect: "Counts on one cylinder with the tick loudest over that cylinder point to its lifter.",
        },
        {
          step: "On the dead cylinder, take a cranking compression reading, then a running reading at idle with the gauge's Schrader core removed.",
          tools: ["Lab scope", "High-current amp clamp", "Compression gauge"],
          expect:
            "Normal cranking compression (typically 150–190 psi, within 10% of the others) with idle running compression well below the other cylinders' (commonly 50–90 psi) fits a collapsed lifter holding a valve shut.",
        },
        {
          step: "Remove the valve cover and watch or feel both rocker arms on that cylinder as the engine is turned by hand.",
          tools: ["Basic hand tools", "Breaker bar"],
          expect: "Both rockers move fully; a loose pushrod or rocker that does not move confirms a collapsed lifter.",
        },
        {
          step: "Cut the oil filter open and look for needle bearings from a lifter roller and steel flakes from the lobe.",
          tools: ["Oil filter cutter", "Magnet"],
          expect: "No metal; shiny flakes or needle bearings mean a roller has failed and the cam is likely damaged.",
        },
      ],
      fix: "Remove the heads and replace the lifters and guides (all of them on the affected bank at minimum), usually the camshaft, the lifter oil manifold, head gaskets and torque-to-yield head bolts; flush or inspect the oil pump screen. A non-deactivation conversion needs a cam, lifters, valley cover and a tune, and may not be emissions-legal.",
      difficulty: 5,
      cost: {
        partsLow: 400,
        partsHigh: 2200,
        laborHoursLow: 12,
        laborHoursHigh: 25.3,
        excludes:
          "Estimate; excludes diagnosis, taxes, machine work, oil pump replacement if debris reached it, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Drive gently and only to a shop: a seized roller keeps wiping the cam and spreads metal through the oil.",
      codes: ["P0300", "P0301", "P0304", "P0306", "P0307", "P3400", "P3401", "P3449"],
      terms: ["Active Fuel Management", "Dynamic Fuel Management", "deactivation lifter", "lifter oil manifold"],
      related: ["running-compression-weak-cylinder", "cylinder-deactivation-never-engages", "gm-afm-oil-consumption"],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban"],
          years: [2007, 2021],
          engines: [
            { name: "5.3L V8", liters: 5.3 },
            { name: "6.2L V8", liters: 6.2 },
          ],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon", "yukon-xl"],
          years: [2007, 2021],
          engines: [
            { name: "5.3L V8", liters: 5.3 },
            { name: "6.2L V8", liters: 6.2 },
          ],
        },
      ],
    },
    {
      slug: "gm-afm-oil-consumption",
      title: "GM V8 truck burns a quart every 1,000–2,000 miles and fouls one spark plug",
      summary:
        "On 2010–2014-era GM 5.3 L V8s with Active Fuel Management, oil sprayed from the AFM pressure relief valve and coked piston rings cause heavy oil use and fouled plugs. GM's bulletin repair adds an oil deflector; stuck rings need cleaning or replacement.",
      symptoms: [
        "Oil level drops a quart or more between changes with no visible leak",
        "Oil-fouled plug and misfire on one of the cylinders AFM shuts down (1, 7, 4 or 6)",
        "Light blue smoke on start-up after sitting",
        "Low oil warning between changes on some trucks",
      ],
      symptomIds: ["oil-use", "cel-on", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "AFM oil pressure relief valve spraying oil onto the cylinder walls",
          why: "The relief valve in the oil pan sits below the crank and sprays oil toward the deactivated bank, overloading the oil control rings.",
        },
        {
          likelihood: "common",
          part: "Oil control rings stuck with carbon",
          why: "Deposits hold the rings in their grooves so they stop scraping oil off the walls, worst on cylinders that spend time deactivated.",
        },
        {
          likelihood: "occasional",
          part: "PCV system pulling oil from the valve cover",
          why: "Oil droplets carried through the PCV into the intake burn in the cylinders and add to consumption.",
        },
        {
          likelihood: "rare",
          part: "Worn valve stem seals",
          why: "Oil runs down the valve stems at high vacuum, mostly showing as puff smoke at start-up.",
        },
      ],
      checks: [
        {
          step: "Run an oil consumption test: change oil, fill exactly to full, mark the dipstick and recheck after 1,000 miles of normal driving.",
          tools: ["Dipstick", "Log sheet"],
          expect:
            "GM has treated up to about 1 qt per 2,000 miles as acceptable; 1 qt or more in the 1,000-mile test, with the AFM cylinders' plugs oil-fouled, confirms this failure.",
        },
        {
          step: "Pull all eight plugs and compare the AFM cylinders with the others.",
          tools: ["Spark plug socket"],
          expect: "Tan, dry plugs are normal; wet, black, oily plugs on AFM cylinders match this pattern.",
        },
        {
          step: "Check with a dealer whether the bulletin deflector and valve cover updates have been done on the VIN.",
          tools: ["Dealer service history"],
          expect: "If not performed, the bulletin repair is the first step.",
        },
        {
          step: "Run compression and leak-down on the fouled cylinders.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "Compression usually normal; oil control ring problems rarely show on compression, so a normal result does not clear the rings.",
        },
      ],
      fix: "Install the AFM relief valve oil deflector and any updated valve cover or PCV parts per GM's bulletin, clean pistons and rings with the approved decarbon procedure, replace fouled plugs and recheck consumption. If consumption stays high, replace the piston rings or pistons.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "AFM deflector, PCV update, decarbon and plugs",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 1.7,
            laborHoursHigh: 3.5,
          },
          {
            name: "Replace the piston rings or pistons",
            partsLow: 500,
            partsHigh: 1000,
            laborHoursLow: 15,
            laborHoursHigh: 21.3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and any goodwill GM may offer.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable if you check and top up the oil every fill-up, but an oil-fouled cylinder misfires and heats the converter, and running it low will damage the engine.",
      codes: ["P0300", "P0301", "P0304", "P0306", "P0307"],
      terms: ["Active Fuel Management", "oil control ring", "oil consumption test", "pressure relief valve"],
      related: ["gm-afm-lifter-tick-misfire", "cylinder-deactivation-never-engages", "honda-vcm-oil-fouled-plug"],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["silverado"],
          years: [2010, 2013],
          engines: [{ name: "5.3L Vortec V8", liters: 5.3 }],
        },
        {
          make: "chevrolet",
          models: ["tahoe", "suburban", "avalanche"],
          years: [2010, 2014],
          engines: [{ name: "5.3L Vortec V8", liters: 5.3 }],
        },
        { make: "gmc", models: ["sierra"], years: [2010, 2013], engines: [{ name: "5.3L Vortec V8", liters: 5.3 }] },
        {
          make: "gmc",
          models: ["yukon", "yukon-xl"],
          years: [2010, 2014],
          engines: [{ name: "5.3L Vortec V8", liters: 5.3 }],
        },
      ],
    },
    {
      slug: "honda-vcm-oil-fouled-plug",
      title: "Honda or Acura V6 misfires on an oil-fouled plug and keeps using oil",
      summary:
        "Variable Cylinder Management on 2008–2013-era Honda J35 V6s lets piston rings on the cylinders it shuts down stick with carbon, fouling their plugs. Ask a dealer to check the VIN for Honda's extended piston-ring coverage before paying for the repair.",
      symptoms: [
        "Misfire code on one cylinder with an oil-wet spark plug",
        "Oil level dropping between changes with no leak",
        "Misfire worse after highway driving in economy mode",
        "Check engine light, sometimes with a rough idle after restart",
      ],
      symptomIds: ["oil-use", "rough-idle", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Oil control rings coked on cylinders VCM deactivates",
          why: "Deactivated cylinders run cooler and pull oil past the rings; deposits build until the rings stick and oil fouls the plug.",
        },
        {
          likelihood: "occasional",
          part: "Long oil change intervals or low oil level",
          why: "Degraded oil forms ring deposits faster, accelerating the sticking.",
        },
        {
          likelihood: "rare",
          part: "Worn valve stem seals or guides",
          why: "Oil running down the valves can also foul plugs, but usually on all cylinders, not just VCM ones.",
        },
      ],
      checks: [
        {
          step: "Pull the plugs and note which are oily compared with the rest.",
          tools: ["Spark plug socket"],
          expect: "Wet or heavily carboned plugs only on the cylinders VCM deactivates fit this failure.",
        },
        {
          step: "Measure oil consumption over 1,000 miles from a documented full mark.",
          tools: ["Dipstick", "Log sheet"],
          expect:
            "Using 1 qt or more in 1,000–2,000 miles, with oily plugs only on the cylinders VCM shuts off, confirms stuck oil rings.",
        },
        {
          step: "Compression- and leak-down-test the cylinders VCM shuts off, and compare them with the cylinders that always fire.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect: "Often close to normal; rings stuck only in the oil control groove may not lower compression much.",
        },
        {
          step: "Have a Honda dealer check the VIN for extended coverage or updates.",
          tools: ["Dealer service history"],
          expect:
            "Many affected cars received ring replacement under extended coverage; find out before authorizing a paid repair.",
        },
      ],
      fix: "Replace the piston rings on the affected cylinders (or pistons and rings) with new plugs, or the engine if damage is wider. Avoid plug-in VCM disablers that work by skewing a sensor signal. Clear codes and recheck oil use after 1,000 miles.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the fouled spark plugs",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Piston rings on the affected cylinders",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 12,
            laborHoursHigh: 18.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and repairs covered under a Honda extension.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable if you keep the oil topped up, but a fouled-plug misfire overheats the converter; do not ignore a flashing light.",
      codes: ["P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["Variable Cylinder Management", "oil control ring", "fouled spark plug"],
      related: ["honda-vcm-vibration-at-cruise", "gm-afm-oil-consumption"],
      appliesTo: [
        {
          make: "honda",
          models: ["accord"],
          years: [2008, 2012],
          engines: [{ name: "3.5L J35 V6 with VCM", liters: 3.5 }],
        },
        {
          make: "honda",
          models: ["odyssey"],
          years: [2008, 2013],
          engines: [{ name: "3.5L J35 V6 with VCM", liters: 3.5 }],
        },
        {
          make: "honda",
          models: ["pilot"],
          years: [2009, 2013],
          engines: [{ name: "3.5L J35 V6 with VCM", liters: 3.5 }],
        },
        {
          make: "honda",
          models: ["accord-crosstour", "crosstour"],
          years: [2010, 2012],
          engines: [{ name: "3.5L J35 V6 with VCM", liters: 3.5 }],
        },
        {
          make: "acura",
          models: ["mdx", "rlx", "tlx"],
          years: [2014, 2020],
          engines: [{ name: "3.5L J35 V6 with VCM", liters: 3.5 }],
        },
      ],
    },
    {
      slug: "honda-vcm-vibration-at-cruise",
      title: "Drone or shudder at steady 40–70 mph on a Honda V6 while the ECO light is on",
      summary:
        "The vibration appears when Variable Cylinder Management drops to three or four cylinders and worn active engine mounts or a shuddering torque converter can no longer hide it. Log VCM status against the vibration, then check the mounts and converter.",
      symptoms: [
        "Low-frequency shudder or boom felt in the seat at light-throttle cruise",
        "Comes and goes as the green ECO indicator turns on and off",
        "Gone under harder acceleration or when coasting",
        "Clunk on takeoff on some vehicles if a mount has failed",
      ],
      symptomIds: ["vibration", "cruise-surge"],
      causes: [
        {
          likelihood: "common",
          part: "Active control engine mount or front or rear mount worn",
          why: "Honda's mounts are tuned to cancel the uneven firing pulses of three- and four-cylinder modes; once they fail, the pulses reach the cabin.",
        },
        {
          likelihood: "common",
          part: "Torque converter clutch shudder in VCM mode",
          why: "Low-rpm, high-load cruise in VCM mode is where converter shudder shows most.",
        },
        {
          likelihood: "occasional",
          part: "Active noise cancellation not working",
          why: "The audio system cancels VCM boom through the speakers; a failed microphone or amplifier lets the drone through.",
        },
        {
          likelihood: "rare",
          part: "Misfire on an active cylinder during VCM operation",
          why: "With only three or four cylinders firing, one weak cylinder is felt strongly.",
        },
      ],
      checks: [
        {
          step: "Road-test with VCM status, torque converter slip and misfire counters logged.",
          tools: ["Scan tool with Honda enhanced data"],
          expect:
            "Vibration that starts and stops exactly with VCM engagement, with zero counts and converter slip holding steady under about 50 rpm, points to the mounts; slip that swings with the shudder points to the converter.",
        },
        {
          step: "Inspect the front, rear and side mounts and the active mount connectors.",
          tools: ["Flashlight", "Pry bar"],
          expect: "Intact rubber and no leaking fluid; a collapsed or separated mount confirms.",
        },
        {
          step: "During the shudder at a steady 50 mph, brush the brake pedal just enough to light the brake lamps, which drops converter lockup.",
          tools: [],
          expect:
            "Shudder that stops the instant lockup releases, with VCM still active, points to the converter clutch rather than the mounts.",
        },
        {
          step: "With VCM active at a steady cruise, listen for cabin boom with the audio unit powered up but muted, then scan the audio or ANC unit for microphone and amplifier codes.",
          tools: [],
          expect:
            "A working ANC keeps the cabin quiet in VCM mode; a boom heard but not felt through the seat, with an ANC microphone or amplifier code stored, points to the noise cancellation rather than the mounts.",
        },
      ],
      fix: "Replace the failed active or conventional mounts, or service the transmission with Honda ATF and apply any available software update for converter shudder, or repair the ANC microphone or amplifier. Road-test the same route to confirm.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Transmission fluid service with Honda ATF",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the active engine mounts",
            partsLow: 300,
            partsHigh: 1000,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a torque converter if fluid service does not cure shudder, and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Uncomfortable but not dangerous; a fully separated mount is the exception and should be fixed promptly.",
      codes: [],
      terms: ["Variable Cylinder Management", "active control engine mount", "active noise cancellation"],
      related: ["honda-vcm-oil-fouled-plug", "shakes-in-drive-smooth-in-park", "surge-at-light-cruise"],
      appliesTo: [
        {
          make: "honda",
          models: ["accord", "accord-crosstour", "crosstour", "odyssey", "pilot", "ridgeline", "passport"],
          years: [2005, 2025],
          engines: [{ name: "3.5L J35 V6 with VCM", liters: 3.5 }],
        },
      ],
    },
    {
      slug: "cylinder-deactivation-never-engages",
      title: "V8 never switches to four-cylinder mode anymore and highway mileage has dropped",
      summary:
        "Cylinder deactivation only engages when oil pressure, oil temperature and load allow it and no related code is stored. Check the oil level and grade, read P34xx and misfire codes, and test the deactivation solenoids before suspecting the lifters.",
      symptoms: [
        "Dash V4 or ECO indication never comes on at steady highway speed",
        "Highway fuel economy 1–3 mpg worse than it used to be",
        "Sometimes a check engine light with a P34xx code",
        "No change in how the engine sounds or feels",
      ],
      symptomIds: ["poor-mileage", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "A stored code disabling the feature",
          why: "Misfire, oxygen sensor, oil pressure or P34xx codes inhibit deactivation until cleared and the fault repaired.",
        },
        {
          likelihood: "common",
          part: "Oil low, degraded or the wrong viscosity",
          why: "The PCM models oil pressure and temperature; if conditions are outside its window, it will not switch lifters.",
        },
        {
          likelihood: "occasional",
          part: "Deactivation solenoid or lifter oil manifold fault",
          why: "A sticking or open solenoid (GM lifter oil manifold, Chrysler MDS solenoids) cannot route oil to the lifters.",
        },
        {
          likelihood: "occasional",
          part: "Plug-in disabler or tune switching it off",
          why: "Aftermarket devices and tunes deliberately inhibit deactivation.",
        },
      ],
      checks: [
        {
          step: "Scan all modules for codes and look for any device plugged into the diagnostic connector.",
          tools: ["Scan tool"],
          expect: "No codes and nothing in the port; any stored code must be repaired first.",
        },
        {
          step: "Check oil level, grade and age.",
          tools: [],
          expect: "Full with the specified viscosity, within its change interval.",
        },
        {
          step: "Read the deactivation status and inhibit-reason PIDs at steady 45–65 mph on level road.",
          tools: ["Scan tool with enhanced data"],
          expect: "Status switching to active at light load; a listed inhibit reason tells you what to fix.",
        },
        {
          step: "Since deactivation is blocked on low oil pressure, tee a mechanical gauge in beside the sender and compare it with the PID at hot idle and 2,000 rpm.",
          tools: ["Oil pressure gauge", "Scan tool"],
          expect:
            "Within about 5 psi of each other and within the engine's spec; a mismatch points to the sensor (P0521).",
        },
        {
          step: "Measure deactivation solenoid resistance and command each solenoid.",
          tools: ["Multimeter", "Bidirectional scan tool"],
          expect:
            "Resistance within the service spec and an audible click; open or shorted solenoids set P3401-style circuit codes.",
        },
      ],
      fix: "Repair the code-setting fault, change the oil to spec, replace a faulty oil pressure sensor or the lifter oil manifold or MDS solenoid, or remove the disabler. Clear codes and confirm deactivation engages on a steady highway run.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Oil change to the specified grade",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace the oil pressure sensor or MDS solenoid",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the lifter oil manifold",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 2,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and the repair of any other code that blocks deactivation.",
      },
      verdict: "ok",
      verdictReason:
        "The engine simply runs on all cylinders; only mileage suffers unless a related code shows a deeper fault.",
      codes: ["P3400", "P3401", "P3425", "P3441", "P3449", "P0521"],
      terms: ["cylinder deactivation", "Multi-Displacement System", "lifter oil manifold", "oil pressure sensor"],
      related: ["gm-afm-lifter-tick-misfire", "gm-afm-oil-consumption", "four-stroke/hemi-lifter-cam-wipe"],
      commonOn: [
        {
          make: "chevrolet",
          years: [2007, 2027],
          engines: [
            { name: "5.3L V8", liters: 5.3 },
            { name: "6.2L V8", liters: 6.2 },
          ],
        },
        {
          make: "gmc",
          years: [2007, 2027],
          engines: [
            { name: "5.3L V8", liters: 5.3 },
            { name: "6.2L V8", liters: 6.2 },
          ],
        },
        chryslerHemiV8,
        {
          make: "dodge",
          years: [2005, 2026],
          engines: [
            { name: "5.7L Hemi V8", liters: 5.7 },
            { name: "6.4L Hemi V8", liters: 6.4 },
          ],
        },
        jeepHemiV8,
        ramHemiV8,
      ],
    },
    {
      slug: "ecoboost-coolant-intrusion",
      title: "Ford EcoBoost four misfires on cold starts and the coolant bottle keeps dropping",
      summary:
        "Some Ford 1.5, 1.6 and 2.0 L EcoBoost engines let coolant seep into a cylinder overnight, so cold starts misfire and puff white vapor. Confirm with the cooling system pressurized and a borescope; the usual repair is a revised short block.",
      symptoms: [
        "Misfire and shake for the first minute after an overnight cold soak, then smooth",
        "White, sweet-smelling vapor from the tailpipe on start-up",
        "Coolant level in the degas bottle falls with no drips under the car",
        "Low-coolant or overheat warning eventually, mainly in 2013–2019 Escape, Fusion, Edge and MKC models",
      ],
      symptomIds: ["coolant-loss", "cold-start-rough", "cel-flashing"],
      causes: [
        {
          likelihood: "common",
          part: "Coolant passing between the water jacket and a cylinder through the block-to-head joint",
          why: "On affected designs the joint between the cylinders and coolant passages does not stay sealed, so coolant weeps into a cylinder while the engine sits.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket failure after an overheat",
          why: "A low-coolant overheat warps the joint and opens a leak path into one cylinder.",
        },
        {
          likelihood: "rare",
          part: "Cracked cylinder head",
          why: "A crack into a combustion chamber leaks coolant the same way.",
        },
      ],
      checks: [
        {
          step: "Mark the degas bottle level cold and check it daily for a week.",
          tools: ["Marker"],
          expect:
            "A steady level; a drop of 1 in. or more over the week with no external leak points to internal loss.",
        },
        {
          step: "After the car sits overnight, start it and watch per-cylinder misfire counts for the first 60 seconds, noting which cylinder counts each morning.",
          tools: ["Scan tool"],
          expect:
            "Counts only on the first minute of a cold start, on the same cylinder each time, fit coolant intrusion.",
        },
        {
          step: "Pressurize the cold cooling system to the cap rating, leave it for several hours, then pull the plugs and look into each cylinder.",
          tools: ["Cooling system pressure tester", "Borescope"],
          expect: "Dry cylinders; coolant pooled on a piston or a steam-cleaned plug confirms the leak.",
        },
        {
          step: "Run a combustion-leak (block) test on the coolant and a leak-down on the suspect cylinder.",
          tools: ["Combustion leak test kit", "Leak-down tester"],
          expect: "Blue test fluid turning yellow-green, or bubbles in the coolant during leak-down, confirm a breach.",
        },
      ],
      fix: "Replace the short block (Ford revised the design) or long block as the service information directs, with a new head gasket, head bolts and cooling system flush; crank the engine by hand first if coolant may be in a cylinder. Check with a Ford dealer by VIN for any applicable extended coverage.",
      difficulty: 5,
      cost: {
        partsLow: 2500,
        partsHigh: 5000,
        laborHoursLow: 10,
        laborHoursHigh: 20,
        excludes:
          "Estimate; excludes diagnosis, taxes, turbocharger or catalyst damage, and any amount covered by Ford.",
      },
      verdict: "careful",
      verdictReason:
        "Keep the coolant full and watch the gauge; stop at once if it overheats or cranks with a clunk, since a cylinder full of coolant can hydrolock.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0217"],
      terms: ["coolant intrusion", "degas bottle", "hydrolock", "short block"],
      related: ["four-stroke/head-gasket-between-cylinders", "leak-down-where-air-escapes", "di-intake-valve-carbon"],
      appliesTo: [
        {
          make: "ford",
          models: ["escape", "fusion"],
          years: [2013, 2019],
          engines: [
            { name: "1.5L EcoBoost I4", liters: 1.5 },
            { name: "1.6L EcoBoost I4", liters: 1.6 },
            { name: "2.0L EcoBoost I4", liters: 2 },
          ],
        },
        { make: "ford", models: ["edge"], years: [2015, 2018], engines: [{ name: "2.0L EcoBoost I4", liters: 2 }] },
        {
          make: "lincoln",
          models: ["mkc", "mkz"],
          years: [2016, 2019],
          engines: [{ name: "2.0L EcoBoost I4", liters: 2 }],
        },
      ],
    },
    {
      slug: "honda-vtec-never-engages",
      title: "Honda or Acura engine lost its high-rpm pull and the VTEC kick never comes in",
      summary:
        "VTEC switches to high-lift cam lobes using oil pressure, so low or dirty oil, a clogged VTEC solenoid screen or a failed pressure switch leaves the engine on its mild cams. Check the oil, then the solenoid, its screen and the switch.",
      symptoms: [
        "Engine feels flat above mid-range where it used to pull harder",
        "Check engine light with a rocker arm actuator or VTEC code",
        "Oil level low or the change overdue",
        "Idle and low-speed driving feel normal",
      ],
      symptomIds: ["power-loss", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Low oil level or old, sludgy oil",
          why: "The VTEC spool needs full oil pressure to push the locking pins; low or degraded oil cannot engage them.",
        },
        {
          likelihood: "common",
          part: "Clogged screen in the VTEC solenoid gasket",
          why: "A fine screen under the solenoid traps debris and restricts the oil that operates the rocker pins.",
        },
        {
          likelihood: "occasional",
          part: "VTEC oil pressure switch or its connector",
          why: "The PCM checks engagement with this switch; if it does not change state, the PCM flags a fault and may disable VTEC.",
        },
        {
          likelihood: "rare",
          part: "Rocker arm synchronizing pin stuck",
          why: "Varnish or wear jams the pin so the rockers cannot lock together even with oil pressure.",
        },
      ],
      checks: [
        {
          step: "Check oil level and condition, and the date of the last change.",
          tools: [],
          expect: "Full with clean oil of the specified grade; low or sludgy oil is the first fix.",
        },
        {
          step: "Read codes and the VTEC solenoid and pressure switch status in live data.",
          tools: ["Scan tool"],
          expect:
            "P2646 (stuck off), P2647 (stuck on) or P2648/P2649 (circuit) tell you which part of the system failed.",
        },
        {
          step: "Measure the VTEC solenoid's resistance at its connector.",
          tools: ["Multimeter"],
          expect:
            "Commonly about 14–30 Ω on Honda units; check the engine's spec. Open or shorted condemns the solenoid.",
        },
        {
          step: "Remove the solenoid and inspect the screen in its gasket.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "A clean, open screen; debris or sludge across it explains the fault.",
        },
        {
          step: "Command the solenoid on at about 3,000 rpm with a scan tool.",
          tools: ["Bidirectional scan tool"],
          expect:
            "The pressure switch changes state; no change with good oil and a good solenoid points to the switch or a stuck rocker pin.",
        },
      ],
      fix: "Change the oil and filter, replace the solenoid gasket and screen, and replace the solenoid or pressure switch that tested bad. Clear codes and confirm VTEC engagement on a road test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Oil change plus solenoid screen and gasket",
            partsLow: 30,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the VTEC solenoid or pressure switch",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and rocker arm replacement if a pin is stuck.",
      },
      verdict: "ok",
      verdictReason:
        "The engine runs normally on its low-lift cams; check the oil level right away, since low oil is the usual trigger.",
      codes: ["P2646", "P2647", "P2648", "P2649"],
      terms: ["VTEC", "rocker arm oil control solenoid", "oil pressure switch"],
      related: ["multiair-actuator-failure", "bmw-valvetronic-fault"],
      appliesTo: [
        { make: "honda", years: [1992, 2027] },
        { make: "acura", years: [1991, 2027] },
      ],
    },
    {
      slug: "bmw-valvetronic-fault",
      title: "BMW idles rough and hesitates with a 'drive moderately' message and a Valvetronic fault",
      summary:
        "Valvetronic varies intake valve lift in place of the throttle; a failing eccentric shaft sensor, worn Valvetronic motor or oil in their connectors causes rough idle and reduced power. Read BMW faults with a capable tool and run the learn after repairs.",
      symptoms: [
        "Rough idle and hesitation, sometimes with stalling",
        "Drivetrain malfunction or drive moderately message and reduced power",
        "Service engine soon light on",
        "Oil weeping from the valve cover near the sensor or motor",
      ],
      symptomIds: ["rough-idle", "power-loss", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Eccentric shaft sensor failed or oil-soaked",
          why: "The PCM cannot confirm valve lift, so it falls back to throttle control with rough idle; common on N52 and N62 engines with leaking valve cover gaskets; on the N20 and N55 the sensor is built into the Valvetronic motor.",
        },
        {
          likelihood: "occasional",
          part: "Valvetronic servomotor worn or its connector corroded",
          why: "The motor cannot move the eccentric shaft to the commanded angle, so airflow is wrong at idle and light throttle.",
        },
        {
          likelihood: "occasional",
          part: "Valve cover gasket leaking oil onto the sensor and motor",
          why: "Oil wicks into the connectors and corrupts the signal.",
        },
        {
          likelihood: "rare",
          part: "Worn eccentric shaft, intermediate levers or sludge in the mechanism",
          why: "Mechanical wear makes lift uneven between cylinders, so idle stays rough even with good electrical parts.",
        },
      ],
      checks: [
        {
          step: "Read codes with a BMW-capable scan tool, not a generic OBD reader.",
          tools: ["BMW-capable scan tool"],
          expect:
            "Valvetronic or eccentric shaft sensor faults confirm the system; generic tools may only show P0300-series or nothing.",
        },
        {
          step: "Inspect the sensor and motor connectors for oil.",
          tools: ["Flashlight"],
          expect: "Dry connectors; oil inside calls for cleaning, a new valve cover gasket and often a new sensor.",
        },
        {
          step: "Watch eccentric shaft desired and actual angle at idle and during a rev.",
          tools: ["BMW-capable scan tool"],
          expect: "Actual tracks desired closely; a lagging or erratic actual points to the motor or sensor.",
        },
        {
          step: "Run the Valvetronic adaptation (limit-stop learn).",
          tools: ["BMW-capable scan tool"],
          expect: "Learn completes; a failed learn with good electrical parts points to a mechanical fault.",
        },
      ],
      noMeasurement:
        "BMW publishes no meter value for the eccentric shaft sensor or Valvetronic motor that a shop can check; the verdict comes from fault memory, desired vs. actual tracking and the limit-stop learn.",
      fix: "Replace the eccentric shaft sensor or Valvetronic motor, with a valve cover gasket if oil caused it, then run the Valvetronic adaptation and clear adaptations. Road-test and confirm the idle is smooth and the message does not return.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Eccentric shaft sensor and valve cover gasket",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          { name: "Valvetronic motor", partsLow: 300, partsHigh: 800, laborHoursLow: 1.5, laborHoursHigh: 4.7 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, a valve cover replacement, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The engine may stall or stay in reduced power; drive gently and avoid situations where sudden power loss is risky.",
      codes: ["P0300"],
      terms: ["Valvetronic", "eccentric shaft sensor", "adaptation"],
      related: ["honda-vtec-never-engages", "multiair-actuator-failure"],
      appliesTo: [
        {
          make: "bmw",
          years: [2002, 2018],
          engines: [
            { name: "N52 3.0L inline-six", liters: 3 },
            { name: "N51 3.0L inline-six", liters: 3 },
            { name: "N55 3.0L turbo inline-six", liters: 3 },
            { name: "N20 2.0L turbo I4", liters: 2 },
            { name: "N62 4.4L V8", liters: 4.4 },
            { name: "N62 4.8L V8", liters: 4.8 },
          ],
        },
      ],
    },
    {
      slug: "multiair-actuator-failure",
      title: "Chrysler 2.4 Tigershark or Fiat 1.4 MultiAir suddenly runs on three cylinders",
      summary:
        "MultiAir engines open the intake valves through an oil-filled hydraulic actuator (the brick); low or dirty oil or a failed internal solenoid drops a cylinder. Check the oil first, then test the solenoids and replace the actuator if one failed.",
      symptoms: [
        "Sudden rough running and shaking on one cylinder",
        "Check engine light with a misfire or MultiAir actuator code",
        "Oil level well below full, common on the 2.4 Tigershark",
        "Hesitation and low power, worse cold",
      ],
      symptomIds: ["rough-idle", "cel-on", "power-loss", "oil-use"],
      causes: [
        {
          likelihood: "common",
          part: "Engine oil low or degraded",
          why: "The actuator's hydraulic chambers need full, clean oil; air or sludge stops a valve from opening correctly.",
        },
        {
          likelihood: "common",
          part: "MultiAir actuator solenoid or internal valve failed",
          why: "A dead solenoid cannot control that cylinder's intake valve, so the cylinder stops breathing.",
        },
        {
          likelihood: "occasional",
          part: "Wrong oil viscosity for the engine",
          why: "The actuator is calibrated for the specified oil; thicker or thinner oil changes valve timing and lift.",
        },
        {
          likelihood: "rare",
          part: "Actuator connector or harness fault",
          why: "Oil wicking into the connector or a chafed wire cuts one solenoid's control.",
        },
      ],
      checks: [
        {
          step: "Check oil level and grade against the specification on the cap or in the manual.",
          tools: [],
          expect:
            "Full with the specified oil; a low level (often 2 qt down on Tigershark engines) is the first thing to correct.",
        },
        {
          step: "Read codes and misfire counters, then clear and recheck after topping up oil.",
          tools: ["Scan tool"],
          expect: "A misfire that returns on the same cylinder with the oil full points to the actuator.",
        },
        {
          step: "Measure the actuator solenoid resistances at its connector and compare them.",
          tools: ["Multimeter", "Service information"],
          expect: "All solenoids within spec and close to each other; an open or outlier confirms.",
        },
        {
          step: "Swap that cylinder's coil with another to rule out ignition.",
          tools: ["Basic hand tools"],
          expect: "Misfire staying on the same cylinder points back to the MultiAir actuator.",
        },
      ],
      fix: "Replace the MultiAir actuator with a new gasket, change the oil and filter to spec, and clear codes. On Tigershark engines, check oil consumption afterward, since low oil is what kills actuators.",
      difficulty: 3,
      cost: {
        partsLow: 600,
        partsHigh: 1300,
        laborHoursLow: 1.7,
        laborHoursHigh: 3.3,
        excludes: "Estimate; excludes diagnosis, taxes, and oil-consumption repairs if the engine is also burning oil.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable gently with the oil topped up; a dead cylinder overheats the converter if driven hard or far.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["MultiAir", "hydraulic valve actuator", "intake valve lift"],
      related: ["honda-vtec-never-engages", "bmw-valvetronic-fault"],
      appliesTo: [
        {
          make: "chrysler",
          models: ["200"],
          years: [2015, 2017],
          engines: [{ name: "2.4L Tigershark MultiAir I4", liters: 2.4 }],
        },
        {
          make: "dodge",
          models: ["dart"],
          years: [2013, 2016],
          engines: [
            { name: "2.4L Tigershark MultiAir I4", liters: 2.4 },
            { name: "1.4L MultiAir turbo I4", liters: 1.4 },
          ],
        },
        {
          make: "jeep",
          models: ["cherokee", "renegade", "compass"],
          years: [2014, 2023],
          engines: [
            { name: "2.4L Tigershark MultiAir I4", liters: 2.4 },
            { name: "1.4L MultiAir turbo I4", liters: 1.4 },
          ],
        },
        {
          make: "ram",
          models: ["promaster-city"],
          years: [2015, 2022],
          engines: [{ name: "2.4L Tigershark MultiAir I4", liters: 2.4 }],
        },
        {
          make: "fiat",
          models: ["500", "500l", "500x", "124-spider"],
          years: [2012, 2020],
          engines: [
            { name: "1.4L MultiAir I4", liters: 1.4 },
            { name: "2.4L Tigershark MultiAir I4", liters: 2.4 },
          ],
        },
      ],
    },
    {
      slug: "runs-rough-after-new-injectors",
      title: "Engine runs rough or smokes after new fuel injectors were installed",
      summary:
        "Many direct-injection and diesel engines need each new injector's calibration code entered into the engine computer and new combustion seals fitted correctly. A missed code or pinched seal mis-fuels cylinders; enter the codes and check the seals.",
      symptoms: [
        "Rough idle or misfire that started right after the injector job",
        "Smoke at start-up or under load, black on gasoline and gray-black on diesel",
        "Ticking or puffing sound at one injector",
        "Check engine light with misfire or cylinder contribution codes",
        "Raw fuel smell under the hood",
      ],
      symptomIds: ["after-repair", "rough-idle", "cel-on"],
      causes: [
        {
          likelihood: "common",
          part: "Injector correction codes not entered, or entered to the wrong cylinder",
          why: "Each injector is flow-tested and labeled with a code (IMA on BMW N54 and N63 piezo injectors, IQA on Ford Power Stroke diesels); without it the PCM fuels every cylinder as if the injector were average.",
        },
        {
          likelihood: "common",
          part: "Combustion seal reused, not sized or pinched",
          why: "A PTFE or copper seal that does not seal leaks combustion gas past the injector, causing ticking, carbon and misfire.",
        },
        {
          likelihood: "occasional",
          part: "Injectors of mixed versions or indexes",
          why: "Some engines require all injectors to be the same revision; mixing them unbalances fueling.",
        },
        {
          likelihood: "rare",
          part: "High-pressure fuel line reused or not torqued",
          why: "Lines that makers specify as single-use may not reseal, leaking fuel at high pressure.",
        },
      ],
      checks: [
        {
          step: "With the engine off, look and smell around every injector and high-pressure line.",
          tools: ["Flashlight"],
          expect: "Dry fittings and no fuel smell; any wetness means stop and repair before running it.",
        },
        {
          step: "Read the stored injector codes in the PCM and compare them with the labels on the installed injectors.",
          tools: ["Manufacturer-level scan tool"],
          expect: "Each cylinder's code matches its injector; blank, default or mismatched codes need programming.",
        },
        {
          step: "Check misfire counters or diesel cylinder balance rates at idle.",
          tools: ["Scan tool"],
          expect:
            "Even counts near zero on gasoline, or diesel balance rates within the maker's limit (about ±4–6 mm³ per stroke at idle on a Duramax, typical); one cylinder far out confirms an injector or seal problem.",
        },
        {
          step: "Listen at each injector with a stethoscope at idle.",
          tools: ["Mechanic's stethoscope"],
          expect: "An even click; a puffing hiss at one injector bore points to a failed combustion seal.",
        },
      ],
      fix: "Enter each injector's code with a manufacturer-level tool, or reinstall with new seals sized with the correct tool and new single-use high-pressure lines where specified. Clear adaptations, run the engine to prime the system and confirm no leaks or misfires.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Code the injectors with a factory-level tool",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Reseal the injectors with new seals and lines",
            partsLow: 50,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, the injectors themselves and dealer programming fees.",
      },
      verdict: "careful",
      verdictReason:
        "If you smell fuel, stop: a leaking high-pressure fitting is a fire risk. Otherwise drive only to the shop that did the work.",
      codes: ["P0300", "P0263", "P0266", "P0269", "P0272"],
      terms: ["injector coding", "IQA code", "combustion seal", "cylinder balance rate"],
      related: ["lean-cylinder-injector-balance", "di-intake-valve-carbon"],
      commonOn: [
        {
          make: "bmw",
          years: [2007, 2027],
          engines: [
            { name: "N54 3.0L twin-turbo inline-six", liters: 3 },
            { name: "N63 4.4L twin-turbo V8", liters: 4.4 },
          ],
        },
        {
          make: "ford",
          years: [2008, 2027],
          engines: [
            { name: "6.4L Power Stroke V8 diesel", liters: 6.4, fuel: "diesel" },
            { name: "6.7L Power Stroke V8 diesel", liters: 6.7, fuel: "diesel" },
          ],
        },
      ],
    },
    {
      slug: "intake-runner-flap-fault",
      title: "Weak low-rpm response with an intake runner flap code or a rattle from the intake manifold",
      summary:
        "Intake runner, swirl or tumble flaps reshape airflow for low-speed torque; a broken linkage, failed actuator or faulty position sensor sets P2004, P2008 or P2015 and dulls low-end response. Inspect the linkage and actuator, then repair or replace the manifold.",
      symptoms: [
        "Check engine light with an intake manifold runner code",
        "Slightly weak pull from a stop or at low rpm",
        "Faint rattle or click from the intake manifold at idle or shutdown",
        "Common on VW and Audi 2.0 TSI, Ford and Mazda 2.0 and 2.3 L fours and Subaru tumble-valve engines",
      ],
      symptomIds: ["power-loss", "cel-on", "intake-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Broken plastic flap lever or linkage",
          why: "The actuator moves but the flaps no longer follow, so the position sensor sees the wrong angle.",
        },
        {
          likelihood: "occasional",
          part: "Actuator motor or vacuum diaphragm failed",
          why: "A dead motor or leaking diaphragm cannot move the flaps at all.",
        },
        {
          likelihood: "occasional",
          part: "Runner position sensor or connector fault",
          why: "A bad signal reads as a stuck flap even when the mechanism works.",
        },
        {
          likelihood: "rare",
          part: "Flaps seized with carbon",
          why: "Oil vapor and EGR deposits glue the flap shafts, common on high-mileage direct-injection engines.",
        },
      ],
      checks: [
        {
          step: "Read codes and watch the runner position PID while the engine starts and shuts off, or command the flaps.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Position moves cleanly between its two states; no movement or a jumpy reading confirms the fault area.",
        },
        {
          step: "Watch the external linkage as the engine starts or as the flaps are commanded.",
          tools: ["Flashlight", "Helper"],
          expect:
            "Lever and shaft move together; a lever moving without the shaft, or a broken arm, confirms linkage failure.",
        },
        {
          step: "On vacuum actuators, apply 15–20 inHg with a hand pump.",
          tools: ["Hand vacuum pump"],
          expect: "The actuator moves fully and holds vacuum; a leak-down confirms a torn diaphragm.",
        },
        {
          step: "Back-probe the position sensor and sweep the flaps.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "A smooth signal change (typically within 0.5–4.5 V) with a steady 5 V reference and good ground.",
        },
      ],
      fix: "Fit a linkage repair kit where available, replace the actuator or sensor, or replace the intake manifold on designs where the flaps are integral (as on many VW/Audi 2.0 TSI engines), with new gaskets. Clear codes and run any adaptation the maker specifies.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Linkage repair kit or a new actuator",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Intake manifold with integral flaps",
            partsLow: 350,
            partsHigh: 700,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, and intake valve carbon cleaning often done while the manifold is off.",
      },
      verdict: "ok",
      verdictReason:
        "The engine only loses some low-end torque; fix it soon, but broken plastic pieces should be found before they can drop into the engine.",
      codes: ["P2004", "P2008", "P2015", "P2016"],
      terms: ["intake manifold runner control", "tumble generator valve", "swirl flap"],
      related: ["di-intake-valve-carbon", "lean-at-idle-fine-at-speed"],
    },
    {
      slug: "hyundai-kia-ksds-limp-knock",
      title: "Hyundai or Kia flashes the check engine light, drops into limp mode and starts knocking",
      summary:
        "On Theta II 2.0 L and 2.4 L engines, Hyundai and Kia's Knock Sensor Detection System software watches for rod-bearing wear and limits power with code P1326. Stop driving, have the VIN checked for recalls and extended coverage, and get it inspected.",
      symptoms: [
        "Check engine light flashing with engine speed limited",
        "Knocking from the bottom of the engine that rises with rpm",
        "Reduced power or limp-mode message",
        "Oil level low on some vehicles",
      ],
      symptomIds: ["cel-flashing", "pinging", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Connecting rod bearing wear in a Theta II 2.0T or 2.4 GDI",
          why: "Worn bearings let the rod knock on the crank; the software detects the vibration signature and protects the engine. 2010s Sonata, Optima, Santa Fe, Sorento, Tucson and Sportage are the usual cases.",
        },
        {
          likelihood: "occasional",
          part: "Low oil level from consumption or long change intervals",
          why: "Oil starvation accelerates bearing wear and can trigger the same detection.",
        },
        {
          likelihood: "rare",
          part: "False detection from another vibration source or a knock sensor fault",
          why: "Rarely, a loose component or a sensor problem triggers the system without bearing damage.",
        },
      ],
      checks: [
        {
          step: "Check the oil level on level ground.",
          tools: [],
          expect: "Full; low oil with a knock is a reason to shut the engine off and tow it.",
        },
        {
          step: "Read codes and confirm P1326 and any misfire codes.",
          tools: ["Scan tool"],
          expect: "P1326 with lower-end knock is the KSDS signature.",
        },
        {
          step: "Have a dealer check the VIN for open recalls, software updates and extended engine coverage.",
          tools: ["Dealer VIN lookup"],
          expect:
            "Many Theta II vehicles from about 2011–2019 have coverage for this exact failure; do not pay for repairs before checking.",
        },
        {
          step: "If inspection is needed, check oil pressure with a mechanical gauge and cut the filter open.",
          tools: ["Oil pressure gauge", "Oil filter cutter"],
          expect:
            "Typical healthy hot oil pressure is at least about 10 psi per 1,000 rpm (confirm in the service information); less, with copper-colored flakes in the filter, confirms bearing failure.",
        },
      ],
      fix: "Dealer inspection and, when bearing wear is confirmed, engine replacement, often under extended coverage. Keep repair and oil-change records, which coverage claims may ask for.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Engine replaced under the extended warranty",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Used engine, owner pays", partsLow: 1500, partsHigh: 3000, laborHoursLow: 8, laborHoursHigh: 12 },
          {
            name: "New short block or long block, owner pays",
            partsLow: 3000,
            partsHigh: 6500,
            laborHoursLow: 10,
            laborHoursHigh: 16.7,
          },
        ],
        excludes: "Estimate; excludes towing, diagnosis, taxes and a rental car while the claim is decided.",
      },
      verdict: "stop",
      verdictReason:
        "A failing rod bearing can seize or throw a rod and has caused engine fires; stop driving and have it towed to a dealer.",
      codes: [{ code: "P1326", makes: ["hyundai", "kia"] }],
      terms: ["KSDS", "rod bearing", "limp mode", "Theta II"],
      related: [
        "low-speed-pre-ignition-bang",
        "gutless-in-heat-only-right-on-premium",
        "ecu/software-update-fixes-drivability",
      ],
      appliesTo: theta2Vehicles,
    },
    {
      slug: "popping-back-through-intake",
      title: "Engine pops or backfires through the intake when you accelerate",
      summary:
        "A pop back through the throttle body means a cylinder fired while its intake valve was open: most often a very lean cylinder, an intake valve not sealing or cam timing that has shifted. Read trims and misfire data, then leak-down the suspect cylinder.",
      symptoms: [
        "Sharp pop or cough from under the hood on tip-in",
        "Stumble or hesitation at the same moment",
        "Intake boot blown off or airbox cracked in bad cases",
        "Check engine light with lean, misfire or correlation codes",
      ],
      symptomIds: ["intake-noise", "misfire-under-load", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Lean mixture from a vacuum leak, weak pump or clogged injectors",
          why: "A lean charge burns slowly and is still burning when the intake valve opens, lighting the fresh charge in the manifold.",
        },
        {
          likelihood: "occasional",
          part: "Intake valve not sealing (carbon, burned or bent valve)",
          why: "Combustion escapes past the open valve into the intake on the power stroke.",
        },
        {
          likelihood: "occasional",
          part: "Cam timing shifted from a jumped belt or stretched chain",
          why: "Valves open at the wrong moment relative to the spark, so combustion meets an open intake valve.",
        },
        {
          likelihood: "rare",
          part: "Spark plug wires crossed or crossfiring on older engines",
          why: "A spark delivered to the wrong cylinder fires it on its intake stroke.",
        },
      ],
      checks: [
        {
          step: "Read fuel trims and misfire counters at idle and under load.",
          tools: ["Scan tool"],
          expect: "Trims within ±10% and no counts; high positive trims point to a lean cause first.",
        },
        {
          step: "Check fuel pressure under load on port-injected engines.",
          tools: ["Fuel pressure gauge"],
          expect: "Pressure holds within about 5 psi of spec; a sag confirms a supply problem.",
        },
        {
          step: "On engines with plug wires, confirm the firing order and look for arcing at night with the engine running.",
          tools: ["Service information", "Spray bottle of water"],
          expect: "Wires routed to the firing order with no visible arcing when misted.",
        },
        {
          step: "Check cam/crank correlation PIDs or scope the cam and crank signals.",
          tools: ["Lab scope", "Scan tool"],
          expect: "Correlation within the maker's limits; a fixed offset points to a timing problem.",
        },
        {
          step: "Leak-down the cylinders showing misfire and listen at the throttle body.",
          tools: ["Leak-down tester", "Shop air"],
          expect: "A hiss at the throttle body confirms an intake valve not sealing.",
        },
      ],
      fix: "Fix the lean source, restore fuel pressure, correct plug wire routing, repair cam timing, or do the valve work the leak-down calls for. Replace any intake boot or airbox the backfire damaged, clear codes and road-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fix a vacuum leak or plug wire routing",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Fuel pump or pressure regulator",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Valve work found by the leak-down test",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 6,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and timing-chain work if that is where the tests lead.",
      },
      verdict: "careful",
      verdictReason:
        "Intake backfires can crack a plastic manifold or blow off a duct, and fuel vapor can ignite; drive gently to a shop.",
      codes: ["P0171", "P0300", "P0016"],
      terms: ["intake backfire", "lean misfire", "cam correlation", "firing order"],
      related: ["lean-under-load-trims-rise", "leak-down-where-air-escapes", "steady-lope-at-idle-burned-valve"],
    },
    {
      slug: "egr-performance-sooted-valve-or-cooler",
      title: "EGR system performance code (P2413) with a soot-caked valve or cooler",
      summary:
        "The EGR flow the engine computer asked for and the flow it sees in valve position and fresh-air readings stayed too far apart, usually because soot has stiffened the valve or choked the cooler. Compare commanded and actual, then clean or replace.",
      symptoms: [
        "Check engine light with P2413, often alongside an EGR flow or position code",
        "Diesel feels flat and makes more smoke when the valve sticks open",
        "Particulate filter regenerating more often than it used to",
        "Rough idle or stalling at stops on a gasoline engine whose valve hangs open",
        "Pinging under load on a gasoline engine whose valve sticks shut",
      ],
      symptomIds: ["cel-on", "power-loss", "rough-idle", "stall-idle", "pinging"],
      causes: [
        {
          likelihood: "common",
          part: "Soot or carbon caked on the EGR valve stem, seat or flap",
          why: "Sticky deposits make the valve lag, overshoot or stop short of its command, so the flow the module expects never matches what it measures.",
        },
        {
          likelihood: "common",
          part: "EGR cooler or passages plugged with soot (diesels and many turbo gasoline engines)",
          why: "The valve opens fully but a narrowed cooler core or pipe passes too little gas, which the module sees as fresh-air flow that barely drops.",
        },
        {
          likelihood: "occasional",
          part: "Boost or intake air leak, or a skewed MAF sensor",
          why: "Diesel engine computers infer EGR flow from the fresh air the MAF sensor measures; unmetered air or a misreading sensor makes good EGR flow look wrong.",
        },
        {
          likelihood: "occasional",
          part: "Worn EGR motor or position sensor inside the valve",
          why: "A tired DC motor or a position track with a dead spot cannot place the valve accurately, and most electric valves are replaced as one unit.",
        },
        {
          likelihood: "rare",
          part: "Diesel intake throttle valve stuck or sooted",
          why: "Many diesels close an intake throttle to pull EGR through; a flap stuck open leaves too little pressure difference to drive the commanded flow.",
        },
      ],
      checks: [
        {
          step: "Read all codes and freeze frame, and fix any MAF, boost, intake-leak or EGR circuit codes first.",
          tools: ["Scan tool"],
          expect:
            "P2413 alone with sensible MAF and boost readings points at the EGR parts; the flow calculation cannot be trusted until those other faults are cleared.",
        },
        {
          step: "Graph desired and actual EGR position while commanding the valve through its range with the engine warm.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Actual within a few percent of desired and settling within about a second; a lag, an overshoot or a valve that will not reach 0% confirms sticking.",
        },
        {
          step: "On a warm idling diesel, command the EGR valve from closed to open and back while watching MAF.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Fresh-air MAF drops clearly as the valve opens and recovers as it closes; little change with the valve moving points to a plugged cooler or passage.",
        },
        {
          step: "Remove the EGR valve and look into its ports, the pipe and the cooler outlet.",
          tools: ["Basic hand tools", "Flashlight"],
          expect:
            "Light dry soot is normal; wet oily soot ridges on the stem or seat, or a cooler outlet narrowed by hard deposits, confirms the restriction.",
        },
        {
          step: "Before refitting, pressure-test the cooling system and check the EGR cooler for coolant on its gas side.",
          tools: ["Cooling system pressure tester", "Flashlight"],
          expect:
            "Pressure holds with a dry cooler outlet; white crust or coolant on the gas side means the cooler must be replaced, not cleaned.",
        },
      ],
      fix: "Clean or replace the EGR valve (most electric valves come with their position sensor), clean or replace a plugged cooler and the intake passages, repair any boost or intake leak, and run the EGR position learn where the maker calls for one. Clear codes and drive so the EGR monitor completes; on a diesel, a service regeneration may be needed if the filter loaded up.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the EGR valve and passages",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          { name: "Replace the EGR valve", partsLow: 150, partsHigh: 500, laborHoursLow: 1, laborHoursHigh: 3 },
          {
            name: "Replace a plugged diesel EGR cooler",
            partsLow: 500,
            partsHigh: 1300,
            laborHoursLow: 4,
            laborHoursHigh: 8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and DPF service if soot has loaded the filter.",
      },
      verdict: "careful",
      verdictReason:
        "It usually drives normally, but a valve stuck open can stall a gasoline engine at stops and load a diesel's filter quickly; have it checked within days.",
      codes: ["P2413", "P0401", "P0404"],
      terms: ["EGR valve", "EGR cooler", "EGR position sensor", "MAF sensor", "Soot load"],
      related: [
        "obd/p0401-egr-flow-insufficient",
        "obd/p0402-p0404-egr-stuck-open",
        "diesel-comprehensive/egr-cooler-coolant-loss",
        "diesel-comprehensive/dpf-regenerating-too-often",
      ],
    },
  ],
};
