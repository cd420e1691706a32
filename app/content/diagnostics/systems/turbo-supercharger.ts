import { bmwN54N55Vehicles, buickEncore14Turbo, chevrolet14Turbo, gm14TurboVehicles } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Forced induction from compressor to cylinder: boost leaks, wastegates, diverter and bypass valves, turbo bearings and seals, intercoolers and belt-driven superchargers on U.S. cars and trucks.",
  howItWorks: [
    "A turbocharger is an exhaust-driven air pump: hot exhaust spins a turbine wheel at well over 100,000 rpm, and a compressor wheel on the same shaft pushes intake air into the engine above atmospheric pressure. The shaft floats on engine oil in journal or ball bearings, many center housings are also water-cooled, and a wastegate (vacuum, pressure or electric actuator) bypasses exhaust around the turbine to hold the boost the engine computer targets. Diesel pickups such as the 6.7 L Cummins and 6.0 L Power Stroke use variable-geometry turbos (VGT) whose movable vanes replace the wastegate.",
    "Compressed air gets hot, so it passes through an intercooler (charge air cooler): an air-to-air core behind the grille on most cars and trucks, or an air-to-water core with its own pump and radiator on many supercharged and some turbo engines. When the throttle snaps shut, a diverter (recirculation) or blow-off valve vents the trapped pressure so it does not slam back into the compressor. Boost pressure, charge temperature and mass airflow sensors let the computer compare desired and actual boost and set codes such as P0299 (underboost) and P0234 (overboost).",
    "A supercharger is driven by the crankshaft through a belt. Roots and twin-screw types (Eaton TVS on the GM LSA and LT4 and Jaguar Land Rover 5.0, the older Eaton M90 on GM's 3800, IHI and similar units on other V8s) sit on the intake manifold and make boost from just above idle; centrifugal units such as ProCharger and Vortech are common in the aftermarket. Many have a bypass valve that opens at light load to cut pumping losses, and many rely on a sealed bearing or their own oil supply rather than engine oil.",
  ],
  howItFails: [
    "Most forced-induction complaints are air that goes where it should not: a hose or charge pipe that splits or blows off, a cracked plastic intercooler tank, a torn diverter diaphragm, a stuck or rattling wastegate, or a sticking VGT vane ring. These show up as low power, a hiss or whoosh, underboost or overboost codes and limp mode. Condensation and ice in intercoolers cause misfires and power loss under hard throttle in humid or extremely cold weather.",
    "Turbos themselves die mostly from oil: old or sludged oil, a clogged feed screen or coked feed line, hot shutdowns that bake oil in the center housing, and crankcase pressure or a restricted drain that pushes oil past the seals. The sequence is whine, then blue smoke and oil in the pipes, then shaft play until the wheel touches its housing. Debris past the air filter chips compressor blades, and a failed turbo can send fragments into the intercooler and engine.",
    "Superchargers fail more quietly: worn coupler or isolator springs rattle at idle, bearings whine or growl, drive belts slip and squeal under boost, bypass actuators stick, and air-to-water intercooler pumps stop so power fades as charge temperature climbs. Aftermarket tunes, smaller pulleys and bigger turbos add their own failures: boost creep, fuel-system limits and detonation.",
  ],
  tools: [
    "Scan tool with live data: desired and actual boost, wastegate or VGT position, MAF, charge air temperature, trims",
    "Boost leak tester (intake plug with regulator and gauge) or a smoke machine, for finding leaks in the pressurized side",
    "Mechanical boost/vacuum gauge teed into the intake manifold, to confirm what the sensor reports",
    "Hand vacuum and pressure pump, for testing wastegate actuators, diverter valves and bypass actuators",
    "Inspection mirror, flashlight and borescope, for compressor blades, intercooler internals and shaft play",
    "Oil pressure gauge with adapters for the turbo feed line, to prove oil supply to the center housing",
    "Infrared thermometer, for comparing intercooler inlet and outlet temperatures and checking an air-to-water pump circuit",
    "Mechanic's stethoscope, for separating turbo, supercharger, belt and pulley noises",
    "Belt tension gauge and serpentine belt tools, for supercharger drive belts and tensioners",
    "Exhaust back-pressure gauge and EGT probe, for diesel turbo and restriction diagnosis",
  ],
  safety: [
    "Turbochargers and exhaust manifolds run hot enough to burn instantly (turbine housings can glow red under load); let the engine cool at least 30–60 minutes before touching them.",
    "Never run the engine with the intake tube off to look at the compressor: a spinning wheel can take off fingers and will ingest rags, tools or loose clamps.",
    "If a diesel starts revving on its own and will not shut off (runaway), do not put a hand over the intake; on a manual stall it in high gear with the brakes hard on, otherwise block the intake with a flat board or discharge a CO2 extinguisher into it, and get clear.",
    "A boost leak tester stores compressed air in the intake; never pressurize above the engine's normal boost, and release pressure before removing the plug so it cannot blow out at you.",
    "Supercharger belts and pulleys carry high loads; keep hands, sleeves and test leads away with the engine running, and relieve the tensioner properly before changing a belt.",
    "Oil spraying from a failed turbo seal or feed line onto a hot exhaust can start an engine fire; pull over and shut down if you see heavy smoke from under the hood.",
  ],
  symptoms: [
    { id: "low-boost", label: "Down on power with low or slow boost" },
    { id: "limp-mode", label: "Reduced power or limp mode message" },
    { id: "boost-code", label: "Check engine light with a boost, turbo or bypass code" },
    { id: "hiss-whoosh", label: "Hiss, whoosh or whistle under boost" },
    { id: "turbo-whine", label: "Siren-like whine, grinding or scraping from the turbo" },
    { id: "rattle", label: "Metallic rattle from the turbo or supercharger" },
    { id: "blue-smoke", label: "Blue-gray smoke or burning oil smell from the exhaust" },
    { id: "black-smoke", label: "Black smoke under load" },
    { id: "oily-pipes", label: "Oil in the boost pipes or intercooler, or leaking at the turbo" },
    { id: "overboost-surge", label: "Surge, overboost or sudden power cut on acceleration" },
    { id: "stumble-misfire", label: "Stumble, shudder or misfire under hard acceleration" },
    { id: "stall-liftoff", label: "Stalls, idles rough or flutters after lifting off" },
    { id: "power-fade-heat", label: "Power fades in heat or after repeated pulls" },
    { id: "belt-squeal", label: "Supercharger belt squeal or chirp" },
    { id: "coolant-loss", label: "Coolant loss or coolant smell near the turbo" },
  ],
  problems: [
    {
      slug: "boost-hose-blew-off",
      title: "Loud whoosh under hard acceleration, then the turbo car has almost no power",
      summary:
        "A boost hose or intercooler coupler has blown off or split, so the turbo's air is dumping under the hood. Pull over, find the loose or torn joint and refit it with a new clamp or coupler; drive gently until it is fixed.",
      symptoms: [
        "Sudden loud whoosh or bang from under the hood during a full-throttle pull or a merge",
        "Engine now feels like a small non-turbo engine and struggles on hills",
        "Check engine light with P0299, and often a reduced power message",
        "Idle may be rough or the engine may stall because metered air is escaping",
        "Oily hose end or coupler hanging loose near the intercooler or throttle body",
      ],
      symptomIds: ["low-boost", "hiss-whoosh", "boost-code", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Intercooler hose or coupler pushed off its pipe",
          why: "Oil mist from the crankcase vent makes the joint slippery, and a clamp that has relaxed lets boost push the hose off the bead.",
        },
        {
          likelihood: "occasional",
          part: "Split rubber or silicone coupler",
          why: "Heat and oil soften the rubber until a seam tears open under boost.",
        },
        {
          likelihood: "occasional",
          part: "Broken quick-connect clip on a plastic charge pipe",
          why: "Many late-model cars use push-on charge pipes held by a plastic clip; a cracked clip lets the pipe pop out under pressure.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket tune running more boost than the stock couplers can hold",
          why: "Higher boost plus stock clamps exceeds what the joints were designed to seal.",
        },
      ],
      checks: [
        {
          step: "With the engine off, trace the pressure side from the turbo outlet through the intercooler to the throttle body, feeling each joint.",
          tools: ["Flashlight"],
          expect: "A hose off its pipe, a loose clamp or an oily, torn coupler is the cause.",
        },
        {
          step: "Pull stored codes and look at the boost and load values captured when the hose let go.",
          tools: ["Scan tool"],
          expect: "P0299 with high load and low actual boost in freeze frame confirms an underboost event.",
        },
        {
          step: "After refitting, log desired versus actual boost on a full-throttle pull in second or third gear.",
          tools: ["Scan tool"],
          expect:
            "Once the refitted hose holds, actual boost stays within 1–2 psi of desired right to the shift and P0299 does not come back on a rescan.",
        },
      ],
      fix: "Clean oil from the pipe ends and hose, refit the hose fully past the bead and use a new clamp or coupler of the correct type (spring clamps, T-bolt clamps or the OEM clip). Replace a split coupler, clear codes and road-test with logged boost.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and refit the hose with a new clamp",
            partsLow: 5,
            partsHigh: 25,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace a split coupler or charge pipe",
            partsLow: 60,
            partsHigh: 180,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a PCV or oil-separator fault that oiled the coupler, and a boost pressure test afterward.",
      },
      verdict: "careful",
      verdictReason:
        "The engine keeps running but with much less power for merging and passing; drive gently and fix it before highway use.",
      codes: ["P0299"],
      terms: ["boost leak", "intercooler coupler", "charge pipe", "underboost"],
      related: ["slow-boost-leak-p0299", "bmw-n54-n55-charge-pipe-cracked", "crankcase-vent-oil-in-intercooler"],
    },
    {
      slug: "slow-boost-leak-p0299",
      title: "Turbo engine feels flat and sets P0299 but nothing looks disconnected",
      summary:
        "A small boost leak is losing air somewhere between the turbo and the engine: a cracked intercooler end tank, a weeping coupler or a leaking gasket. Pressurize the intake with a boost leak tester or smoke machine to find it.",
      symptoms: [
        "Power noticeably down under full throttle, especially at higher rpm",
        "Faint hiss or whistle under boost that was not there before",
        "P0299 sets now and then, usually after a hard pull",
        "Fuel economy and throttle response slightly worse",
      ],
      symptomIds: ["low-boost", "hiss-whoosh", "boost-code"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked plastic intercooler end tank or tank seam",
          why: "Heat cycling and vibration crack the crimped plastic tank or its seal, which leaks more as boost rises.",
        },
        {
          likelihood: "common",
          part: "Loose clamp or weeping coupler",
          why: "A small gap that holds at cruise opens at peak boost and bleeds off pressure.",
        },
        {
          likelihood: "occasional",
          part: "Leaking throttle body or intake manifold gasket",
          why: "The gasket seals vacuum at idle but lets pressure escape under boost.",
        },
        {
          likelihood: "rare",
          part: "Cracked compressor housing or leaking diverter valve",
          why: "Air escapes from the turbo itself or is recirculated while it should be holding boost.",
        },
      ],
      checks: [
        {
          step: "Log desired and actual boost with a full-throttle pull in third gear.",
          tools: ["Scan tool"],
          expect:
            "Actual lagging desired by more than about 2–3 psi at high rpm, with wastegate commanded closed, points to a leak or weak turbo.",
        },
        {
          step: "Fit a boost leak tester at the turbo inlet or intake, pressurize to about 10–20 psi (never above normal boost) and listen and spray soapy water on joints.",
          tools: ["Boost leak tester", "Spray bottle with soapy water"],
          expect:
            "A healthy system holds pressure with only slight seepage through the engine; bubbles or a hiss show the leak.",
        },
        {
          step: "If the leak is hard to find, introduce smoke into the intake at low pressure.",
          tools: ["Smoke machine"],
          expect: "Smoke escaping from a tank seam, gasket or coupler pinpoints the leak.",
        },
      ],
      fix: "Replace the cracked intercooler or coupler, or the leaking gasket, and retest with the leak tester before road-testing. Clear codes and confirm actual boost matches desired under load.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a coupler, clamp or gasket",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the intercooler", partsLow: 250, partsHigh: 800, laborHoursLow: 1.5, laborHoursHigh: 3 },
        ],
        excludes:
          "Estimate; excludes the boost smoke-test diagnosis, taxes, a wastegate or actuator fault, and a turbocharger whose shaft play is out of spec.",
      },
      verdict: "ok",
      verdictReason:
        "A small boost leak costs power and fuel economy but is not dangerous; fix it to avoid overworking the turbo.",
      codes: ["P0299"],
      terms: ["boost leak test", "smoke test", "intercooler end tank"],
      related: [
        "boost-hose-blew-off",
        "diesel-comprehensive/diesel-intercooler-leak-black-smoke",
        "wastegate-stuck-open-no-boost",
      ],
    },
    {
      slug: "bmw-n54-n55-charge-pipe-cracked",
      title: "BMW 335i or 535i loses power with a Drivetrain Malfunction message and a hiss from the front",
      summary:
        "The plastic charge pipe between the intercooler and throttle body on N54 and N55 engines has cracked, usually near the throttle-body end. Replace it with an updated OEM or aluminum aftermarket pipe and new O-ring.",
      symptoms: [
        "Drivetrain Malfunction: drive moderately message after a hard pull, with power sharply reduced",
        "Loud pop followed by a hiss or whoosh under boost",
        "Idle and light cruising feel normal; the loss shows only when boost is requested",
        "Oily residue or a visible split on the black plastic pipe at the front of the engine",
      ],
      symptomIds: ["low-boost", "limp-mode", "hiss-whoosh"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked plastic charge pipe on 2007–2016 N54 and N55 engines",
          why: "Years of heat and boost cycling make the plastic brittle, and it splits near the throttle-body end or at the molded quick-connect.",
        },
        {
          likelihood: "occasional",
          part: "Broken retaining clip or hardened O-ring at the throttle body",
          why: "The pipe is held by a spring clip; a cracked clip or flattened O-ring lets the joint separate under boost.",
        },
        {
          likelihood: "occasional",
          part: "Tune raising boost above stock",
          why: "Popular N54 and N55 tunes add several psi, which brittle plastic cannot hold for long.",
        },
        {
          likelihood: "rare",
          part: "Leaking diverter valve or intercooler end tank on the same side",
          why: "Another leak in the pressure path gives the same boost deviation and must be ruled out if the pipe looks good.",
        },
      ],
      checks: [
        {
          step: "With the engine cool, remove the top engine covers and squeeze and twist the charge pipe at the throttle body and its clip.",
          tools: ["Flashlight", "Trim tool"],
          expect: "A crack that opens when flexed, a loose pipe or a broken clip confirms the fault.",
        },
        {
          step: "Read DME faults and boost deviation with a BMW-capable tool, since generic readers often show little.",
          tools: ["BMW-capable scan tool"],
          expect:
            "Boost-pressure deviation or charge-pressure control faults stored with the reduced-power event support a leak.",
        },
        {
          step: "If nothing is visible, plug the intake and pressurize the charge side to about 10–15 psi.",
          tools: ["Boost leak tester", "Soapy water"],
          expect: "A hiss or bubbling at the pipe, diverter valves or intercooler pinpoints the leak.",
        },
        {
          step: "After repair, log requested versus actual boost on a pull in third gear.",
          tools: ["BMW-capable scan tool"],
          expect: "Actual boost within about 1 psi of requested and no new faults.",
        },
      ],
      fix: "Replace the charge pipe (aluminum aftermarket pipes are a common upgrade) with a new O-ring and clip, lightly lubricated so it seats fully. Inspect the diverter valves and couplers while the front is apart, clear the DME faults and road-test with logged boost.",
      difficulty: 2,
      cost: {
        partsLow: 80,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 2,
        excludes:
          "Estimate; excludes diverter valves or other boost leaks found at the same time, diagnosis, taxes and BMW dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The car still drives but has little passing power and may stay in reduced power; drive moderately to a shop.",
      codes: [],
      terms: ["charge pipe", "N54", "N55", "boost deviation"],
      related: ["boost-hose-blew-off", "diverter-valve-diaphragm-torn", "wastegate-rattle-cold-start"],
      appliesTo: [bmwN54N55Vehicles],
    },
    {
      slug: "ecoboost-intercooler-condensation-misfire",
      title: "EcoBoost F-150 shudders and misfires when I floor it on a humid or rainy day",
      summary:
        "Water condensed in the charge air cooler is swallowed in one gulp under hard throttle and misfires several cylinders, the known 2011–2013 F-150 3.5 EcoBoost condition. Get Ford's reflash and cooler deflector applied and replace worn spark plugs.",
      symptoms: [
        "Violent shudder, bucking or loss of power when accelerating hard after steady highway cruising",
        "Flashing check engine light for a few seconds, then normal running",
        "Happens in humid, rainy or foggy weather, often after long light-throttle stretches",
        "Misfire codes on several cylinders at once, sometimes with a brief limp mode",
      ],
      symptomIds: ["stumble-misfire", "boost-code", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Condensation pooling in the charge air cooler (CAC)",
          why: "Humid air cools and condenses in the CAC tubes during light-load cruising; a sudden wide-open throttle pulls the water into the engine and quenches combustion.",
        },
        {
          likelihood: "occasional",
          part: "Worn or wide-gapped spark plugs",
          why: "Weak plugs misfire more easily when water or high cylinder pressure is present; EcoBoosts are sensitive to plug gap.",
        },
        {
          likelihood: "occasional",
          part: "Ignition coil boot with carbon tracking",
          why: "A weak coil or cracked boot fails under high boost, adding to the misfire.",
        },
        {
          likelihood: "rare",
          part: "Coolant leak into the intake from another fault",
          why: "Coolant can also cause misfires under load; check for white smoke and coolant loss.",
        },
      ],
      checks: [
        {
          step: "Pull the stored misfire codes with their freeze frame and note the load, speed and humidity conditions at the time.",
          tools: ["Scan tool"],
          expect: "Several cylinders misfiring at high load and low speed after cruise points to condensation.",
        },
        {
          step: "Check whether the truck has the Ford updates applied by VIN.",
          tools: ["Dealer VIN lookup"],
          expect: "Missing reflash or CAC deflector on a 2011–2013 truck means the update should be applied.",
        },
        {
          step: "Pull the spark plugs and measure gap.",
          tools: ["Spark plug socket", "Gap gauge"],
          expect:
            "Gap at spec (about 0.030 in. on many EcoBoosts, check the label) and no cracked insulators; worn plugs should be replaced.",
        },
        {
          step: "Inspect the CAC and lower pipe for standing water after a humid drive.",
          tools: ["Flashlight"],
          expect: "Water in the CAC outlet pipe confirms condensation.",
        },
      ],
      fix: "Apply Ford's reflash and the CAC deflector or revised cooler for early trucks, replace spark plugs and any weak coil boot, then clear codes. Some owners add a drain hole, but that is not a factory fix and can affect emissions and warranty.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Six spark plugs and Ford's reflash",
            partsLow: 60,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 1.8,
          },
          {
            name: "Plugs, coils and a revised charge air cooler",
            partsLow: 350,
            partsHigh: 600,
            laborHoursLow: 2,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; the reflash and CAC update may be covered under warranty; excludes diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Sudden power loss while merging or passing is dangerous; use gentle throttle in humid weather until the update is done.",
      codes: ["P0300", "P0301", "P0304"],
      terms: ["charge air cooler", "condensation", "misfire counter"],
      related: ["cold-weather-intercooler-icing", "boost-hose-blew-off"],
      appliesTo: [
        { make: "ford", models: ["f-150"], years: [2011, 2013], engines: [{ name: "3.5L EcoBoost V6", liters: 3.5 }] },
      ],
    },
    {
      slug: "cold-weather-intercooler-icing",
      title: "Small GM turbo engine hesitates, loses power or stalls for the first 15 minutes below 0 °F",
      summary:
        "Moisture freezes in the charge air cooler or wastegate regulator solenoid until the engine warms, as GM documented on the Cruze 1.4 L LE2 and its 1.2, 1.3 and 1.5 L turbos. Rule out leaks, then apply GM's grille cover or revised cooler.",
      symptoms: [
        "Loss of power, hesitation or stalling on short, slow trips at about 0 °F (−18 °C) or colder",
        "Drivability returns to normal after 10–15 minutes of driving",
        "Check engine light with P0299, P0234, P0236 or P2227 stored",
        "New oil seeps at seals and gaskets because crankcase pressure rises with the icing",
      ],
      symptomIds: ["low-boost", "boost-code", "stall-liftoff", "overboost-surge"],
      causes: [
        {
          likelihood: "common",
          part: "Ice forming inside the charge air cooler",
          why: "Water vapor from crankcase ventilation and humid air freezes on the cold CAC fins, narrowing the air path and upsetting the boost and pressure readings.",
        },
        {
          likelihood: "occasional",
          part: "Ice in the turbocharger wastegate regulator solenoid valve",
          why: "A frozen solenoid cannot meter the pressure that controls the wastegate, so boost either overshoots (P0234) or falls short (P0299).",
        },
        {
          likelihood: "occasional",
          part: "A genuine boost or vacuum leak, or a failed PCV path",
          why: "GM's bulletin warns these codes are not exclusive to icing; a real leak sets them in any weather and must be found first.",
        },
      ],
      checks: [
        {
          step: "Confirm the pattern with the owner and freeze-frame data: ambient temperature at or below 0 °F and trouble only in the first 10–15 minutes.",
          tools: ["Scan tool"],
          expect:
            "Events only at or below about 0 °F ambient within the first 10–15 minutes support icing; the same codes in mild weather point to a leak or hardware fault.",
        },
        {
          step: "Smoke-test or pressure-test the intake and charge air system, including the PCV hoses.",
          tools: ["Smoke machine", "Boost leak tester"],
          expect: "No leaks found lets you move on to the icing correction.",
        },
        {
          step: "After a cold short trip, remove the CAC outlet hose and look for ice, frost or water.",
          tools: ["Flashlight"],
          expect: "Frost or water in the cooler outlet confirms moisture is collecting there.",
        },
        {
          step: "Check the VIN for GM's cold-weather CAC icing bulletins (22-NA-007 covers the 2016–2019 Cruze LE2).",
          tools: ["GM service information"],
          expect: "An applicable bulletin lists the approved parts and steps for that engine.",
        },
      ],
      fix: "Repair any leak found; otherwise fit GM's lower-grille winter cover (removed again when the weather warms) or the revised wide-fin service charge air cooler where the bulletin calls for it, and replace a wastegate solenoid that keeps sticking. Clear codes and verify on a cold start.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fit GM's lower-grille winter cover",
            partsLow: 40,
            partsHigh: 100,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the charge air cooler with the revised part",
            partsLow: 300,
            partsHigh: 600,
            laborHoursLow: 1.3,
            laborHoursHigh: 2.3,
          },
        ],
        excludes:
          "Estimate; excludes leak repairs, diagnosis, taxes and dealer pricing; may be covered under warranty.",
      },
      verdict: "careful",
      verdictReason:
        "A stall or hesitation pulling into cold-weather traffic can get you hit; let the engine warm and use gentle throttle until it is corrected.",
      codes: ["P0299", "P0234", "P0236", "P2227"],
      terms: ["charge air cooler", "wastegate regulator solenoid", "grille cover"],
      related: [
        "ecoboost-intercooler-condensation-misfire",
        "slow-boost-leak-p0299",
        "wastegate-control-solenoid-fault",
      ],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["cruze", "equinox", "trailblazer"],
          years: [2016, 2022],
          engines: [
            { name: "1.4L turbo I4 (LE2)", liters: 1.4 },
            { name: "1.5L turbo I4 (LYX)", liters: 1.5 },
            { name: "1.2L turbo I3 (LIH)", liters: 1.2 },
            { name: "1.3L turbo I3 (L3T)", liters: 1.3 },
          ],
        },
        {
          make: "gmc",
          models: ["terrain"],
          years: [2018, 2022],
          engines: [{ name: "1.5L turbo I4 (LYX)", liters: 1.5 }],
        },
        {
          make: "buick",
          models: ["encore-gx"],
          years: [2020, 2022],
          engines: [
            { name: "1.2L turbo I3 (LIH)", liters: 1.2 },
            { name: "1.3L turbo I3 (L3T)", liters: 1.3 },
          ],
        },
      ],
    },
    {
      slug: "cracked-turbo-inlet-hose-lean",
      title: "Whistle at idle and a lean code after an air filter change on a turbo engine",
      summary:
        "The inlet duct between the mass airflow sensor and the turbo is cracked or not seated, so unmetered air is getting in and the engine runs lean. Reseat or replace the duct and check the compressor for debris, because that air is also unfiltered.",
      symptoms: [
        "Sucking whistle at idle or light throttle that changes when the duct is pressed by hand",
        "Check engine light with P0171 (and P0174 on V engines) or a MAF performance code",
        "Rough idle, a stumble on tip-in and occasional stalling when the throttle is closed",
        "Began right after the air filter, air box or a turbo-inlet PCV hose was disturbed",
      ],
      symptomIds: ["hiss-whoosh", "boost-code", "stall-liftoff"],
      causes: [
        {
          likelihood: "common",
          part: "Inlet duct or coupler not fully seated after air filter service",
          why: "Air entering after the MAF sensor is never measured, so the computer injects too little fuel for the air the engine actually breathes.",
        },
        {
          likelihood: "common",
          part: "Cracked rubber inlet duct or accordion section",
          why: "Engine rocking and heat split the duct's folds, and the crack opens as the turbo pulls on it.",
        },
        {
          likelihood: "occasional",
          part: "Loose clamp or broken PCV or breather fitting on the turbo inlet",
          why: "The crankcase vent often joins the inlet duct; a broken fitting is another path for unmetered air.",
        },
        {
          likelihood: "rare",
          part: "Oil-contaminated or damaged MAF sensor after a filter change",
          why: "An over-oiled aftermarket filter or a knocked sensor under-reads airflow and mimics a leak.",
        },
      ],
      checks: [
        {
          step: "With the engine off, squeeze and flex the duct from the air box to the turbo inlet and check every clamp and PCV fitting.",
          tools: ["Flashlight"],
          expect: "A crack that opens when flexed, a half-seated coupler or a loose clamp is the leak.",
        },
        {
          step: "With the new air filter in, log fuel trims while flexing the inlet duct by hand at hot idle, then hold 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "Trims that jump lean as the duct is flexed, or sit above about +10% combined at idle and fall back toward 0% at 2,500 rpm, place the leak after the MAF.",
        },
        {
          step: "Compare MAF grams per second at hot idle with the engine's displacement.",
          tools: ["Scan tool"],
          expect:
            "Roughly 2–4 g/s at idle for a 2.0 L engine is typical; a low reading with lean trims points to a leak or a contaminated MAF.",
        },
        {
          step: "Fill the inlet duct with smoke at low pressure with the engine off.",
          tools: ["Smoke machine"],
          expect: "Smoke from a crack, clamp or fitting pinpoints the leak.",
        },
      ],
      fix: "Replace the cracked duct or coupler, seat it fully and tighten the clamps, and repair any PCV fitting. Look at the compressor blades for nicks from unfiltered debris, clean the MAF with sensor-safe cleaner if it was oiled, clear codes and confirm trims back within about ±5%.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reseat the duct, new clamps or a PCV fitting",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the inlet duct or coupler",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes a MAF sensor, compressor or turbo damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "It drives, but a lean engine can stall when you lift off and unfiltered grit can chip the compressor wheel; fix it within days.",
      codes: ["P0171", "P0174", "P0101"],
      terms: ["unmetered air", "fuel trim", "MAF sensor", "turbo inlet"],
      related: ["compressor-wheel-damaged-by-debris", "slow-boost-leak-p0299"],
    },
    {
      slug: "wastegate-rattle-cold-start",
      title: "Metallic rattle from the turbo for the first minute after a cold start and when coasting",
      summary:
        "The wastegate flap and linkage have worn loose and rattle, a known wear point on VW and Audi EA888 Gen 3 2.0T, BMW N54 and N55 and GM 1.4 L turbos. It is mostly noise until the flap stops sealing; then P0299 follows and the turbo is usually replaced.",
      symptoms: [
        "Tinny, rattling buzz from the turbo area on cold start that fades in 30–90 seconds",
        "Same rattle when coasting off the throttle or at light load, silent under boost",
        "Tapping the wastegate arm with the engine off produces the same sound",
        "On worn units, P0299 and a softer pull at high rpm",
      ],
      symptomIds: ["rattle", "low-boost", "boost-code"],
      causes: [
        {
          likelihood: "common",
          part: "Worn wastegate flapper bushing and pivot shaft",
          why: "Heat and constant flutter wear the shaft and bore oval; with no boost holding it, the flap vibrates against its seat.",
        },
        {
          likelihood: "occasional",
          part: "Loose wastegate actuator rod or worn rod end",
          why: "Play in the rod and clip lets the arm chatter.",
        },
        {
          likelihood: "occasional",
          part: "Loose heat shield or exhaust clamp near the turbo",
          why: "A rattling shield sounds similar and is much cheaper to fix.",
        },
        {
          likelihood: "rare",
          part: "Cracked turbine housing near the wastegate port",
          why: "A crack lets the flap seat poorly and leak exhaust.",
        },
      ],
      checks: [
        {
          step: "With the engine cold and off, tap the heat shields and exhaust clamps near the turbo with a rubber mallet.",
          tools: ["Rubber mallet"],
          expect: "A matching buzz from a shield means fix the shield, not the turbo.",
        },
        {
          step: "Move the wastegate arm by hand and feel for play at the pivot and rod end.",
          tools: ["Flashlight"],
          expect: "Side-to-side play at the shaft or a loose rod end confirms wear.",
        },
        {
          step: "Log desired and actual boost at full throttle.",
          tools: ["Scan tool"],
          expect:
            "Boost within about 1–2 psi of desired means the flap still seals; falling short with P0299 means it is leaking.",
        },
      ],
      fix: "Tighten or replace heat shields if that is the source; for a worn wastegate, replace the turbo (OE or remanufactured), or fit an aftermarket wastegate clip or bushing kit on models where available. Replace gaskets and oil lines as required, prime the turbo with oil, and clear codes.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Tighten or replace a heat shield",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Fit a wastegate clip or bushing kit",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          { name: "Replace the turbocharger", partsLow: 900, partsHigh: 2000, laborHoursLow: 4, laborHoursHigh: 6.7 },
        ],
        excludes: "Estimate; excludes catalytic converter damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason: "A rattle alone is not dangerous; it becomes a power issue if the wastegate stops sealing.",
      codes: ["P0299"],
      terms: ["wastegate", "flapper", "rod end"],
      related: ["wastegate-stuck-open-no-boost", "bmw-n54-n55-charge-pipe-cracked"],
      commonOn: [
        { make: "volkswagen", years: [2015, 2027], engines: [{ name: "EA888 Gen 3 2.0T I4", liters: 2 }] },
        { make: "audi", years: [2015, 2027], engines: [{ name: "EA888 Gen 3 2.0T I4", liters: 2 }] },
        bmwN54N55Vehicles,
        chevrolet14Turbo,
        buickEncore14Turbo,
      ],
    },
    {
      slug: "wastegate-stuck-open-no-boost",
      title: "Turbo car suddenly drives like it has no turbo at all and sets P0299",
      summary:
        "The wastegate is staying open, so exhaust bypasses the turbine and boost never builds: a disconnected actuator rod, a seized flap or a control fault that keeps the actuator open. Check the rod and flap by hand, then test the actuator and its control.",
      symptoms: [
        "Very little push above 2,500–3,000 rpm, like a non-turbo engine of the same size",
        "Boost gauge or scan data shows near zero or only a few psi at full throttle",
        "P0299 underboost code, often with reduced power",
        "A flapping or rattling noise from the turbo if the rod has come off",
      ],
      symptomIds: ["low-boost", "boost-code", "limp-mode", "rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Wastegate actuator rod clip or rod end fallen off",
          why: "With the rod disconnected the spring no longer holds the flap shut, so exhaust flows straight past the turbine.",
        },
        {
          likelihood: "occasional",
          part: "Flap seized partly open by carbon or corrosion",
          why: "A flap that cannot close leaks exhaust around the turbine at all times.",
        },
        {
          likelihood: "occasional",
          part: "Control solenoid stuck sending full pressure to the actuator",
          why: "The actuator sees pressure all the time and holds the wastegate open.",
        },
        {
          likelihood: "rare",
          part: "Torn diaphragm on a vacuum-closed (normally open) actuator",
          why: "On designs where vacuum closes the gate, a leaking diaphragm cannot pull it shut.",
        },
      ],
      checks: [
        {
          step: "With the engine cold and off, look at the wastegate arm and rod end and move the arm by hand.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "A disconnected rod or an arm that flops freely confirms a linkage failure; an arm that will not move suggests a seized flap.",
        },
        {
          step: "Apply pressure or vacuum to the actuator with a hand pump and watch the rod.",
          tools: ["Hand vacuum and pressure pump"],
          expect:
            "A pressure actuator should start moving the rod near its spring rating, commonly about 5–15 psi on OEM units (typical; confirm in the service information), and hold for 1 minute; no movement or leak-down condemns it.",
        },
        {
          step: "Log commanded wastegate duty and actual boost on a full-throttle pull.",
          tools: ["Scan tool"],
          expect:
            "High commanded closure with almost no boost and a sound actuator points back to the flap or control plumbing.",
        },
      ],
      fix: "Refit the rod with a new clip, or free and replace the actuator or solenoid found at fault; a seized flap usually means a turbo or turbine housing replacement. Set actuator preload or run the wastegate relearn where the manual requires it, then clear codes and verify boost.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Refit the wastegate rod with a new clip",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the wastegate actuator or solenoid",
            partsLow: 70,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          { name: "Replace the turbocharger", partsLow: 900, partsHigh: 1800, laborHoursLow: 4, laborHoursHigh: 6 },
        ],
        excludes: "Estimate; excludes gaskets and oil lines, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "The engine simply runs like a smaller non-turbo engine; drive normally but allow for weaker merges.",
      codes: ["P0299", "P0243"],
      terms: ["wastegate actuator", "wastegate flap", "actuator preload"],
      related: ["wastegate-stuck-closed-overboost", "wastegate-control-solenoid-fault", "wastegate-rattle-cold-start"],
    },
    {
      slug: "wastegate-stuck-closed-overboost",
      title: "Turbo engine surges hard, then cuts power abruptly and sets P0234",
      summary:
        "Boost is overshooting because the wastegate is not opening: a split or disconnected signal hose, a stuck control solenoid or a seized flap. The computer cuts power to protect the engine; find why the gate stays shut before using full throttle again.",
      symptoms: [
        "Strong surge at full throttle that ends in a sudden loss of power, as if the engine hit a wall",
        "Boost gauge or live data overshooting the target by several psi before the cut",
        "P0234 overboost code, sometimes with a reduced power message that clears after a restart",
        "Pinging or a metallic rattle under heavy load on gasoline engines",
      ],
      symptomIds: ["overboost-surge", "boost-code", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Split, kinked or disconnected signal hose to a pressure-opened actuator",
          why: "With no boost signal reaching the actuator, its spring keeps the flap shut and boost climbs until the computer intervenes.",
        },
        {
          likelihood: "occasional",
          part: "Wastegate control solenoid stuck in the position that blocks or bleeds off the signal",
          why: "The actuator never sees enough pressure to open, so boost is limited only by the turbo itself.",
        },
        {
          likelihood: "occasional",
          part: "Wastegate flap or shaft seized closed by carbon or rust",
          why: "The actuator pushes but the flap cannot swing, typical after years of short trips or a car that sat.",
        },
        {
          likelihood: "rare",
          part: "Tune or boost controller asking for more than the hardware can control",
          why: "A target above the wastegate's authority produces overboost every time conditions are cold and dense.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, trace the actuator signal hose from the compressor outlet through the solenoid to the actuator.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "A split, kinked, melted or disconnected hose is the cause; a sound hose moves you to the solenoid and actuator.",
        },
        {
          step: "Engine off and cold, pump the actuator by hand toward its rated pressure and see whether the wastegate arm follows.",
          tools: ["Hand vacuum and pressure pump"],
          expect:
            "The arm should start to move at the actuator's rated setting (often about 5–15 psi on pressure types) and hold without leak-down; no movement points to a seized flap.",
        },
        {
          step: "Command the solenoid with the scan tool, or apply 12 V, and blow through its ports.",
          tools: ["Scan tool", "Fused jumper leads"],
          expect: "Airflow should switch between ports as it clicks; no change condemns the solenoid.",
        },
        {
          step: "Log desired and actual boost on a short, controlled third-gear pull, lifting at the first overshoot.",
          tools: ["Scan tool"],
          expect:
            "Actual boost more than about 3 psi over desired confirms overboost; tracking within 1–2 psi after repair confirms the fix.",
        },
      ],
      fix: "Replace the split hose or failed solenoid, free or replace the actuator, or replace the turbo if the flap is seized. Return any tune to safe values, clear codes, run the wastegate relearn where one exists, and verify boost follows target on a logged pull.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a split control hose or boost control solenoid",
            partsLow: 15,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Free or replace the wastegate actuator",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace a turbocharger with a seized flap",
            partsLow: 900,
            partsHigh: 1800,
            laborHoursLow: 4,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; excludes piston or head-gasket damage from detonation, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Repeated overboost can crack pistons or lift a head gasket; drive only with light throttle until it is repaired.",
      codes: ["P0234", "P0243", "P0246"],
      terms: ["overboost", "actuator signal hose", "boost control solenoid"],
      related: [
        "wastegate-stuck-open-no-boost",
        "wastegate-control-solenoid-fault",
        "boost-creep-after-exhaust-upgrade",
      ],
    },
    {
      slug: "wastegate-control-solenoid-fault",
      title: "Check engine light with P0243, P0245 or P0246 and boost that comes and goes",
      summary:
        "The boost control (wastegate) solenoid or its circuit has failed, so the computer cannot steer the wastegate. Check the connector and hoses, measure the coil and command it with a scan tool, then replace the solenoid or repair the wiring.",
      symptoms: [
        "Check engine light with a wastegate solenoid circuit code (P0243, P0245, P0246) or boost control codes (P0045–P0048)",
        "Boost that is erratic: sometimes normal, sometimes low or overshooting",
        "Buzzing or clicking from the solenoid stops, or it is silent when commanded",
        "Reduced power mode on some models until the code is cleared",
      ],
      symptomIds: ["boost-code", "overboost-surge", "low-boost", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Failed solenoid coil or stuck plunger",
          why: "An open or shorted coil sets a circuit code, and a sticking plunger passes the wrong pressure to the actuator; typical on the VW/Audi N75 valve and the GM 1.4 L wastegate solenoid.",
        },
        {
          likelihood: "occasional",
          part: "Corroded or loose connector, or a chafed wire",
          why: "Intermittent contact makes the computer see an open or short and lose control of the wastegate.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or swapped solenoid hoses",
          why: "Hoses connected to the wrong ports or leaking make the solenoid appear faulty even when it works.",
        },
        {
          likelihood: "rare",
          part: "Engine computer driver failure",
          why: "A failed driver cannot ground the solenoid, usually after a shorted solenoid overloaded it.",
        },
      ],
      checks: [
        {
          step: "Inspect the solenoid connector and hoses, and compare hose routing to the underhood diagram or service information.",
          tools: ["Flashlight"],
          expect: "Corrosion, loose pins, cracked hoses or swapped ports must be fixed before testing further.",
        },
        {
          step: "Measure the solenoid coil resistance at its terminals.",
          tools: ["Digital multimeter"],
          expect:
            "Many boost solenoids read roughly 20–40 Ω at room temperature (typical; confirm in the service information); open or near-zero readings condemn it.",
        },
        {
          step: "Check for 12 V supply at the connector key-on and command the solenoid duty cycle with the scan tool.",
          tools: ["Scan tool", "Test light"],
          expect:
            "A good solenoid clicks and changes airflow between ports; commanded duty should sit low at idle, jump high at the start of a full-throttle pull and ease back once boost reaches target.",
        },
        {
          step: "Back-probe the control wire with a scope or meter while commanding duty cycle.",
          tools: ["Lab scope or graphing meter"],
          expect:
            "A clean switching signal proves the computer side; no switching with a good solenoid points to wiring or the driver.",
        },
      ],
      fix: "Replace the solenoid or repair the wiring and connector, route hoses correctly, and clear codes. Road-test with a logged full-throttle pull to confirm boost follows target.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 200,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes: "Estimate; excludes engine computer replacement, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Boost can overshoot or vanish unpredictably; avoid heavy throttle and passing until the solenoid is fixed.",
      codes: ["P0243", "P0245", "P0246", "P0045", "P0046"],
      terms: ["boost control solenoid", "N75", "duty cycle", "PWM"],
      related: ["wastegate-stuck-closed-overboost", "wastegate-stuck-open-no-boost", "cold-weather-intercooler-icing"],
      commonOn: [{ make: "volkswagen" }, { make: "audi" }, chevrolet14Turbo, buickEncore14Turbo],
    },
    {
      slug: "electric-wastegate-actuator-fault",
      title: "Reduced power with P2563 or a wastegate actuator position code on a newer small turbo engine",
      summary:
        "The electric wastegate actuator motor, its position sensor or the linkage has failed or lost its learned positions, as on late small turbos like the 2016-on Honda 1.5 L. Check wiring, linkage and live data; replace the actuator and run the relearn.",
      symptoms: [
        "Reduced power or limp mode with the check engine light",
        "P2563 or a wastegate actuator position or performance code",
        "Whirring or buzzing from the actuator at key-on or after shutdown, or no sound at all",
        "Boost stays low or the engine hesitates on acceleration",
      ],
      symptomIds: ["limp-mode", "boost-code", "low-boost"],
      causes: [
        {
          likelihood: "common",
          part: "Worn electric actuator motor or gears",
          why: "The motor cannot move the linkage to the commanded position or loses position under vibration.",
        },
        {
          likelihood: "occasional",
          part: "Position sensor inside the actuator reading out of range",
          why: "The computer sees an impossible position value and shuts down boost control.",
        },
        {
          likelihood: "occasional",
          part: "Seized wastegate linkage or flap",
          why: "The actuator motor stalls against a linkage it cannot move, setting a performance fault.",
        },
        {
          likelihood: "rare",
          part: "Actuator not learned after turbo or actuator replacement",
          why: "Without a stored closed position, the computer cannot control the wastegate correctly.",
        },
      ],
      checks: [
        {
          step: "Inspect the actuator connector and harness for heat damage or corrosion near the turbo.",
          tools: ["Flashlight"],
          expect: "A cooked connector or broken wire must be repaired first.",
        },
        {
          step: "View commanded and actual actuator position in live data while cycling the key or using the actuator test.",
          tools: ["Scan tool"],
          expect:
            "Actual position should follow commanded closely; a stuck, jumping or out-of-range value condemns the actuator or sensor.",
        },
        {
          step: "Disconnect the rod and move the wastegate flap by hand.",
          tools: ["Hand tools"],
          expect: "The flap should move freely; binding points to a seized wastegate rather than the actuator.",
        },
        {
          step: "Check sensor supply and signal voltage with the key on.",
          tools: ["Digital multimeter"],
          expect:
            "About 5 V reference and a signal between roughly 0.3 and 4.8 V that changes with position; outside that range points to the sensor or wiring.",
        },
      ],
      fix: "Replace the actuator or the turbo assembly if the actuator is not sold separately, repair any wiring, and run the scan tool wastegate position learn or initialization. Clear codes and road-test under load.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the electric actuator and run the learn",
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the turbo with its integrated actuator",
            partsLow: 1000,
            partsHigh: 2000,
            laborHoursLow: 3.5,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; excludes turbo gaskets and oil lines, wiring repairs, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Reduced power can make merging and passing risky; drive gently and have it diagnosed soon.",
      codes: ["P2563", "P0299", "P00AF"],
      terms: ["electric wastegate actuator", "position learn", "limp mode"],
      related: ["wastegate-stuck-open-no-boost", "diesel-comprehensive/cummins-6-7-vgt-actuator-codes"],
      commonOn: [
        {
          make: "honda",
          models: ["civic", "cr-v", "accord"],
          years: [2016, 2027],
          engines: [{ name: "1.5L turbo I4 (L15B)", liters: 1.5 }],
        },
      ],
    },
    {
      slug: "diverter-valve-diaphragm-torn",
      title: "VW or Audi 2.0T feels flat above 4,000 rpm and sets P2261",
      summary:
        "The diverter (recirculation) valve is leaking boost back to the compressor inlet, classically a torn diaphragm in the early 2.0T FSI valve and the same wear in BMW N54 diverter valves. Replace it with the revised (rev D or later) or a piston-type valve.",
      symptoms: [
        "Pull fades above about 4,000 rpm, with actual boost below requested in data",
        "Faint flutter or a softer whoosh between shifts than the car used to make",
        "P2261 (turbo/supercharger bypass valve, mechanical) on VW and Audi",
        "Boost falls short yet a pressure test of the pipes finds no outside leak",
      ],
      symptomIds: ["low-boost", "boost-code", "hiss-whoosh"],
      causes: [
        {
          likelihood: "common",
          part: "Torn diaphragm in the 2.0T FSI electric diverter valve",
          why: "On 2006–2009 GTI, GLI, A3, A4, Passat and similar, the rubber diaphragm splits and lets boost recirculate to the inlet even while the valve is commanded shut.",
        },
        {
          likelihood: "occasional",
          part: "Worn diaphragm diverter valves on BMW N54 engines",
          why: "The two vacuum-operated valves bleed boost at high rpm; BMW and the aftermarket later offered piston-type replacements.",
        },
        {
          likelihood: "occasional",
          part: "Cracked vacuum line or check valve to a vacuum-operated diverter",
          why: "The valve is pulled open or cannot seal, depending on where the leak sits.",
        },
        {
          likelihood: "rare",
          part: "Failed solenoid or wiring on an electric diverter",
          why: "An electrical fault leaves the valve open or sets a circuit code (P0033–P0035).",
        },
      ],
      checks: [
        {
          step: "Log requested and actual boost on a third-gear pull to redline.",
          tools: ["Scan tool"],
          expect:
            "Actual boost trailing requested by more than about 2 psi high in the rev range, with no external leak, supports a leaking diverter.",
        },
        {
          step: "Remove the valve (three screws on the VW unit) and stretch the diaphragm gently under a bright light.",
          tools: ["Torx driver", "Flashlight"],
          expect: "Any split, pinhole or stretched fold condemns the valve.",
        },
        {
          step: "On vacuum-operated valves, apply vacuum with a hand pump and watch the gauge for a minute.",
          tools: ["Hand vacuum pump"],
          expect: "A good valve opens and holds vacuum; leak-down means the diaphragm is leaking.",
        },
        {
          step: "For circuit codes, measure solenoid resistance and check the supply and control wires.",
          tools: ["Digital multimeter"],
          expect: "Coil resistance within spec and a clean control signal clear the electrical side.",
        },
      ],
      fix: "Replace the VW/Audi valve with revision D or later (or an aftermarket piston valve) with a new O-ring, or replace the N54 valves with updated or piston-type units. Clear codes and confirm actual boost matches requested to redline.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the VW/Audi diverter valve",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace both N54 blow-off valves",
            partsLow: 200,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes other boost leaks found at the same time, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason: "A leaking diverter costs power and fuel economy but does not put the engine or driver at risk.",
      codes: ["P2261", "P0299", "P0033"],
      terms: ["diverter valve", "recirculation valve", "compressor surge"],
      related: ["vent-to-atmosphere-bov-stalling", "bmw-n54-n55-charge-pipe-cracked", "slow-boost-leak-p0299"],
      appliesTo: [
        {
          make: "volkswagen",
          models: ["gti", "jetta", "passat", "eos"],
          years: [2006, 2009],
          engines: [{ name: "2.0T FSI I4 (EA113)", liters: 2 }],
        },
        {
          make: "audi",
          models: ["a3", "a4", "tt"],
          years: [2006, 2009],
          engines: [{ name: "2.0T FSI I4 (EA113)", liters: 2 }],
        },
        {
          make: "bmw",
          models: ["135i", "1m", "335i", "335is", "335xi", "535i", "535xi", "740i", "740li", "z4"],
          years: [2007, 2016],
          engines: [{ name: "N54 3.0L twin-turbo I6", liters: 3 }],
        },
      ],
    },
    {
      slug: "vent-to-atmosphere-bov-stalling",
      title: "Car stalls or runs rich between shifts since an aftermarket blow-off valve went on",
      summary:
        "A vent-to-atmosphere blow-off valve is dumping air the mass airflow sensor already measured, so the engine gets fuel for air it never receives. Go back to a recirculating valve or a tune that accounts for venting.",
      symptoms: [
        "Engine nearly stalls or idles very low after lifting off the throttle or pressing the clutch",
        "Black smoke puff or strong fuel smell on shifts",
        "P0172 (rich) or MAF-related codes",
        "Loud pssh sound from the valve every time the throttle closes",
        "Fluttering compressor sound on lift-off if the valve spring is too stiff",
      ],
      symptomIds: ["stall-liftoff", "boost-code", "black-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Vent-to-atmosphere blow-off valve on a MAF-metered engine",
          why: "Air already counted by the MAF is vented, so the injectors deliver fuel for air that never arrives; common on MAF cars such as the Subaru WRX and VW GTI.",
        },
        {
          likelihood: "occasional",
          part: "Blow-off valve spring too stiff for the engine's idle vacuum",
          why: "The valve does not open quickly enough, so pressure reverses through the compressor and causes surge flutter.",
        },
        {
          likelihood: "rare",
          part: "Valve installed with the vacuum reference line disconnected",
          why: "Without the manifold signal the valve opens at the wrong time or not at all.",
        },
      ],
      checks: [
        {
          step: "Confirm the installed valve type and whether it vents to atmosphere or recirculates.",
          tools: ["Flashlight"],
          expect: "An open-vent valve on a MAF engine explains the stalling.",
        },
        {
          step: "Log short-term fuel trims and MAF during tip-outs.",
          tools: ["Scan tool"],
          expect:
            "Short-term trim swinging to about −20% or further negative and rpm dipping 100–200 rpm or more below idle after each lift confirms over-fueling from metered air vented away.",
        },
        {
          step: "Check the vacuum reference hose and valve spring setting.",
          tools: ["Hand vacuum pump"],
          expect:
            "The valve should open smoothly at idle vacuum; sticking or no response points to the hose or spring.",
        },
      ],
      fix: "Refit the factory or an aftermarket recirculating valve (or set a hybrid valve to recirculate), or have a tune written to account for venting. Reconnect the reference line, clear codes and check that trims settle on tip-out; open-vent valves can also fail emissions inspections in stricter states.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reconnect the reference line or set the valve to recirculate",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.7,
          },
          {
            name: "Refit the factory recirculating valve",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Fit an aftermarket recirculating valve",
            partsLow: 200,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes tuning software, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Stalling between shifts in traffic is risky; switch back to a recirculating valve.",
      codes: ["P0172", "P0101"],
      terms: ["blow-off valve", "vent-to-atmosphere", "compressor surge"],
      related: ["diverter-valve-diaphragm-torn", "turbo-siren-whine-bearing-wear"],
      commonOn: [
        { make: "subaru", models: ["impreza", "wrx"] },
        { make: "volkswagen", models: ["gti", "golf-gti"] },
      ],
    },
    {
      slug: "turbo-siren-whine-bearing-wear",
      title: "High-pitched siren whine from the turbo that rises with boost and gets louder every week",
      summary:
        "The turbo's shaft bearings are wearing, usually from oil starvation or dirty oil, and the wheels are starting to move in their housings. Check shaft play and look for wheel contact; plan a turbo replacement and fix the oil cause first.",
      symptoms: [
        "Siren or dentist-drill whine that climbs with boost and rpm, louder than the normal spool whistle",
        "Grinding or scraping note at idle or on shutdown as the shaft spins down",
        "Boost slower to build and lower at peak",
        "Blue smoke and oil in the intake pipes as seals follow the bearings",
      ],
      symptomIds: ["turbo-whine", "low-boost", "blue-smoke", "oily-pipes"],
      causes: [
        {
          likelihood: "common",
          part: "Worn journal or ball bearings from oil starvation or contaminated oil",
          why: "Without a clean oil film, the bearings wear and the shaft wobbles, letting the wheels rub and whine.",
        },
        {
          likelihood: "occasional",
          part: "Compressor or turbine wheel rub from excessive shaft play",
          why: "The wheel tips touch the housing and make a scraping, siren-like noise.",
        },
        {
          likelihood: "occasional",
          part: "Boost leak whistling at a coupler or gasket",
          why: "Escaping air can sound like a whining turbo; rule it out with a leak test.",
        },
        {
          likelihood: "rare",
          part: "Damaged compressor wheel from debris",
          why: "Chipped blades unbalance the shaft and create a louder, rougher whine.",
        },
      ],
      checks: [
        {
          step: "Engine off and cool, remove the inlet duct and inspect the compressor wheel.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Rub marks on the housing, nicked blades or oil pooling suggest bearing wear.",
        },
        {
          step: "Wiggle the shaft by the compressor nut.",
          tools: [],
          expect:
            "On journal-bearing turbos, roughly 0.003–0.006 in. radial and 0.001–0.003 in. axial play on a dial indicator is typical (confirm in the service information); in-and-out play you can feel or blades touching the housing means it is worn out.",
        },
        {
          step: "Pressure-test the intake to rule out a boost leak whistle.",
          tools: ["Boost leak tester"],
          expect: "No leak supports a turbo noise rather than a pipe.",
        },
        {
          step: "Check engine oil level, condition and oil pressure at the turbo feed.",
          tools: ["Oil pressure gauge", "Flashlight"],
          expect: "Low pressure or sludgy oil points to the root cause.",
        },
      ],
      fix: "Replace the turbo (new or quality remanufactured), replace oil feed and drain lines or screens as needed, change oil and filter, and prime the turbo with oil before starting. Check intercooler and pipes for debris if a wheel broke.",
      difficulty: 4,
      cost: {
        partsLow: 600,
        partsHigh: 3000,
        laborHoursLow: 2,
        laborHoursHigh: 10,
        excludes: "Estimate; excludes intercooler or engine damage from debris, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "A failing turbo can shed blades into the engine; drive gently and replace it soon.",
      codes: ["P0299"],
      terms: ["shaft play", "journal bearing", "wheel rub"],
      related: ["turbo-seal-leak-blue-smoke", "turbo-oil-starvation-failure", "compressor-wheel-damaged-by-debris"],
    },
    {
      slug: "turbo-seal-leak-blue-smoke",
      title: "Turbo engine puffs blue smoke after idling and leaves oil in the intercooler pipes",
      summary:
        "Oil is getting past the turbo's shaft seals, usually because the drain is restricted or crankcase pressure is high, and only sometimes because the turbo is worn. Check the PCV system and drain line first, or a new turbo will leak too.",
      symptoms: [
        "Cloud of blue-gray smoke when pulling away after idling at a light or in a drive-thru",
        "Blue haze on deceleration and a burning-oil smell after hard driving",
        "Oil pooled in the intercooler or wet film inside the boost pipes and throttle body",
        "Oil consumption climbing toward a quart every 1,000 miles or worse",
      ],
      symptomIds: ["blue-smoke", "oily-pipes"],
      causes: [
        {
          likelihood: "common",
          part: "Restricted turbo oil drain line or blocked drain port",
          why: "Oil backs up in the center housing and is pushed past the piston-ring seals into the compressor or turbine side.",
        },
        {
          likelihood: "common",
          part: "High crankcase pressure from a stuck PCV valve, failed separator or heavy blow-by",
          why: "Pressure in the crankcase resists the drain flow, so oil escapes through the turbo seals instead.",
        },
        {
          likelihood: "occasional",
          part: "Worn turbo bearings letting the shaft wobble",
          why: "Excess shaft movement opens the seal gaps and lets oil through.",
        },
        {
          likelihood: "rare",
          part: "Clogged air filter or collapsed inlet duct",
          why: "Strong suction on the compressor side pulls oil past the compressor seal.",
        },
      ],
      checks: [
        {
          step: "Remove the compressor outlet hose and the downpipe or exhaust inlet if accessible, and look for oil on each side.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "Oil mainly in the compressor side and intercooler points to the compressor seal or PCV; oil in the exhaust side points to the turbine seal or drain.",
        },
        {
          step: "Check crankcase pressure at the dipstick tube or oil fill with the engine idling.",
          tools: ["Manometer or crankcase pressure gauge"],
          expect:
            "A slight vacuum of about 1–5 in. H2O at warm idle is typical; positive pressure points to a PCV or blow-by problem that pushes oil past the turbo seals.",
        },
        {
          step: "Inspect the oil drain line for kinks, collapsed hose or carbon buildup.",
          tools: ["Flashlight"],
          expect: "A restricted drain must be cleared or replaced before changing the turbo.",
        },
        {
          step: "Check shaft play at the compressor nut.",
          tools: [],
          expect:
            "Small radial play with no axial movement and no wheel contact suggests the turbo itself is still healthy.",
        },
      ],
      fix: "Fix the root cause first: replace the PCV valve or separator, clear or replace the drain line and gasket, and replace the air filter. Replace the turbo only if shaft play or seal damage is confirmed, then clean oil from the intercooler and pipes and change engine oil.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the PCV valve or oil separator",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Clear or replace the turbo oil drain line",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the turbo and clean the charge pipes",
            partsLow: 1000,
            partsHigh: 2500,
            laborHoursLow: 5,
            laborHoursHigh: 8,
          },
        ],
        excludes: "Estimate; excludes catalytic converter damage from oil, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Oil loss can run the engine low and foul the catalytic converter; check oil often and fix it soon.",
      codes: ["P0420"],
      terms: ["turbo seal", "PCV", "crankcase pressure", "oil drain line"],
      related: [
        "turbo-siren-whine-bearing-wear",
        "crankcase-vent-oil-in-intercooler",
        "diesel-comprehensive/diesel-runaway-engine",
      ],
    },
    {
      slug: "turbo-oil-starvation-failure",
      title: "Turbo failed at low mileage and the replacement is already whining on my WRX or Forester XT",
      summary:
        "The turbo is starved of oil: on EJ-engine Subarus the mesh screen in the oil-feed banjo bolt clogs with sludge, and on any turbo a coked feed line or overdue oil changes do the same. Fix the oil supply before fitting another turbo.",
      symptoms: [
        "Turbo whine or grinding within months of a previous turbo replacement",
        "Blue smoke and oil in the intercooler as the bearings fail",
        "Boost slow to build or dropping off at high rpm",
        "Sludgy or overdue engine oil, or metal glitter in the oil filter",
      ],
      symptomIds: ["turbo-whine", "blue-smoke", "low-boost", "oily-pipes"],
      causes: [
        {
          likelihood: "common",
          part: "Clogged mesh screen in the oil-feed banjo bolt on EJ-engine Subaru turbos",
          why: "On the WRX, STI, Forester XT and Legacy GT the fine screen catches sludge and carbon until oil flow to the center housing drops and the bearings run dry under load.",
        },
        {
          likelihood: "common",
          part: "Coked or partly blocked oil feed line",
          why: "Heat soak after hot shutdowns bakes oil into carbon inside the line, narrowing it.",
        },
        {
          likelihood: "occasional",
          part: "Long oil change intervals or wrong oil",
          why: "Degraded oil sludges and cannot cool or lubricate the turbo bearings at 100,000+ rpm.",
        },
        {
          likelihood: "rare",
          part: "Low engine oil pressure from a worn pump or bearings",
          why: "Little pressure at the engine means even less at the end of the turbo feed line.",
        },
      ],
      checks: [
        {
          step: "Slit the old oil filter, rub the oil between your fingers for grit and note any sludge under the filler cap.",
          tools: ["Filter cutter", "Magnet"],
          expect: "Sludge or metal debris points to oil starvation and wear.",
        },
        {
          step: "Remove the turbo oil-feed banjo bolt and inspect the mesh screen.",
          tools: ["Hand tools", "Flashlight"],
          expect: "A screen coated with sludge or carbon confirms restricted flow.",
        },
        {
          step: "With the feed line removed from the turbo, crank or idle the engine briefly into a container.",
          tools: ["Container", "Stopwatch"],
          expect: "A steady, strong flow of oil; a trickle means a blocked line or screen.",
        },
        {
          step: "Fit a mechanical gauge at the oil pressure switch port on a fully warm EJ and read it at idle, then 2,500 rpm.",
          tools: ["Oil pressure gauge"],
          expect:
            "Hot, at least about 10 psi per 1,000 rpm (roughly 10–15 psi at idle and 25 psi or more at 2,500 rpm) is a common minimum; confirm in the service information, and fix low pressure before a new turbo goes on.",
        },
      ],
      fix: "Replace the turbo, the oil feed line and the banjo bolt and screen (new copper washers, torqued to Subaru's spec, with the screen facing the correct way), drop the oil pan to clear sludge and debris, and change oil and filter. Prime the turbo with oil before starting, then shorten oil change intervals and idle briefly after hard runs.",
      difficulty: 4,
      cost: {
        partsLow: 700,
        partsHigh: 3000,
        laborHoursLow: 2.7,
        laborHoursHigh: 10.7,
        excludes:
          "Estimate; excludes engine bearing damage, intercooler cleaning or replacement, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A starved turbo can seize or shed blades, and the same oil problem can damage the engine; avoid boost and get it inspected now.",
      codes: ["P0299"],
      terms: ["banjo bolt screen", "oil feed line", "oil coking", "priming"],
      related: ["turbo-siren-whine-bearing-wear", "turbo-seal-leak-blue-smoke", "turbo-oil-feed-line-leak"],
      commonOn: [
        {
          make: "subaru",
          models: ["impreza", "wrx", "forester", "legacy", "outback", "baja"],
          years: [2002, 2021],
          engines: [
            { name: "EJ205 2.0L turbo flat-four", liters: 2 },
            { name: "EJ255 2.5L turbo flat-four", liters: 2.5 },
            { name: "EJ257 2.5L turbo flat-four", liters: 2.5 },
          ],
        },
      ],
    },
    {
      slug: "compressor-wheel-damaged-by-debris",
      title: "Turbo suddenly got loud and weak after an air filter job or hitting deep water",
      summary:
        "Something has gone through the compressor: a bit of filter, a clamp, a leaf or water, chipping or bending the blades. Inspect the wheel; a damaged compressor means a new turbo and a thorough check of the intercooler and engine for fragments.",
      symptoms: [
        "Sudden loud whine, howl or scraping from the turbo where it was quiet before",
        "Boost noticeably lower and the engine slower to pull",
        "Air filter missing, torn or seated wrong, or the inlet duct loose",
        "Vibration or a rough note from the turbo at higher rpm",
      ],
      symptomIds: ["turbo-whine", "low-boost"],
      causes: [
        {
          likelihood: "common",
          part: "Torn, missing or poorly seated air filter",
          why: "Unfiltered grit, leaves or pieces of filter media hit the compressor blades at very high speed and chip or erode them.",
        },
        {
          likelihood: "occasional",
          part: "Loose object left in the intake after service (clamp, nut, rag)",
          why: "A solid object destroys the blades in an instant and can be blown into the intercooler.",
        },
        {
          likelihood: "occasional",
          part: "Water ingestion from driving through deep standing water",
          why: "A slug of water bends compressor blades and can also hydrolock the engine.",
        },
        {
          likelihood: "rare",
          part: "Engine debris damaging the turbine wheel",
          why: "A broken valve, spark plug electrode or piston fragment entering the exhaust damages the hot side.",
        },
      ],
      checks: [
        {
          step: "Engine off and cool, remove the inlet duct and look at the compressor blade edges with a light and mirror.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "Sharp, even blade edges are good; nicks, bent tips or a polished, rounded leading edge confirm damage.",
        },
        {
          step: "Spin the wheel by hand and listen and feel for rubbing.",
          tools: [],
          expect: "Smooth, free rotation; rubbing or binding means the shaft or wheel is damaged.",
        },
        {
          step: "Inspect the air box, filter and inlet duct for a gap, missing piece or foreign object.",
          tools: ["Flashlight"],
          expect: "Finding the source keeps the new turbo from the same fate.",
        },
        {
          step: "If water was involved, check compression or cranking for hydrolock signs.",
          tools: ["Compression gauge"],
          expect:
            "All cylinders within about 10% of each other; one reading low after a water ingestion means a bent rod or valve damage beyond the turbo.",
        },
      ],
      fix: "Replace the turbo (or the compressor housing and CHRA if the shop offers it), fix the air filter or duct fault, and clean or replace the intercooler if fragments went downstream. Change oil and filter, prime the turbo with oil, and check the engine for damage if a solid object or water passed through.",
      difficulty: 4,
      cost: {
        partsLow: 600,
        partsHigh: 3000,
        laborHoursLow: 2,
        laborHoursHigh: 10,
        excludes: "Estimate; excludes intercooler replacement, engine damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Loose blade fragments can be swallowed by the engine and destroy it; do not drive until the turbo is inspected.",
      codes: ["P0299"],
      terms: ["compressor wheel", "foreign object damage", "CHRA"],
      related: ["turbo-siren-whine-bearing-wear", "cracked-turbo-inlet-hose-lean"],
    },
    {
      slug: "turbo-coolant-line-leak",
      title: "Coolant level keeps dropping and there is a sweet smell near the turbo on a Cruze or Sonic 1.4",
      summary:
        "A coolant feed or return line to the water-cooled turbo center housing is seeping at its fittings, a well-known leak on GM's 1.4 L turbo engines. Pressure-test the cooling system, confirm the wet line and replace it with new seals.",
      symptoms: [
        "Coolant level falls a little every week with no puddle under the car",
        "Sweet coolant smell or light steam from behind the engine after a drive",
        "Crusty white or pink residue on the turbo coolant line fittings",
        "Low coolant warning or temperature climbing on longer trips",
      ],
      symptomIds: ["coolant-loss", "power-fade-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking seals at the turbo coolant feed or return line fittings",
          why: "Heat cycles harden the O-rings or crush washers, so coolant seeps out and evaporates off the hot turbo.",
        },
        {
          likelihood: "occasional",
          part: "Cracked coolant line or hose near the turbo",
          why: "Heat and vibration crack the line and leak under pressure.",
        },
        {
          likelihood: "occasional",
          part: "Leaking water outlet housing or thermostat housing on the same engine",
          why: "A nearby plastic housing leak drips onto the turbo area and looks similar.",
        },
        {
          likelihood: "rare",
          part: "Internal leak in the turbo center housing",
          why: "Coolant enters the oil or exhaust, giving white smoke or milky oil.",
        },
      ],
      checks: [
        {
          step: "Pressure-test the cooling system cold at the cap rating and look at the turbo lines and nearby housings.",
          tools: ["Cooling system pressure tester", "Flashlight"],
          expect:
            "The gauge should hold the cap rating (about 15–20 psi; confirm on the cap) for 15 minutes; drips at a turbo line fitting confirm the leak, and check the nearby plastic housings too.",
        },
        {
          step: "Add UV dye to the coolant and inspect after a drive.",
          tools: ["UV dye", "UV light"],
          expect: "Dye glowing on the turbo lines pinpoints the leak.",
        },
        {
          step: "Check the oil for coolant and the exhaust for white smoke.",
          tools: ["Flashlight"],
          expect: "Milky oil or persistent white smoke means an internal leak and more serious repair.",
        },
      ],
      fix: "Replace the leaking coolant line with new seals or washers, torque to spec, refill with the specified coolant (DEX-COOL on GM) and bleed air. Recheck for leaks after a heat cycle.",
      difficulty: 3,
      cost: {
        partsLow: 25,
        partsHigh: 200,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "Estimate; excludes water outlet or thermostat housing repairs, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Losing coolant can overheat the engine; keep the level topped up and repair it soon.",
      codes: [],
      terms: ["turbo coolant line", "water-cooled center housing", "DEX-COOL"],
      related: ["turbo-oil-feed-line-leak", "gm-1-4-pcv-valve-cover-whistle"],
      appliesTo: gm14TurboVehicles,
    },
    {
      slug: "turbo-oil-feed-line-leak",
      title: "Burning oil smell and smoke from under the hood after a drive, oil wet around the turbo",
      summary:
        "Oil is seeping from the turbo oil feed or drain line fittings onto the hot exhaust, common on GM 1.4 L turbos in the Cruze, Sonic, Trax and Encore. Find the wet fitting and replace the line or seals; oil on a turbo can catch fire.",
      symptoms: [
        "Burning oil smell inside the cabin after highway driving",
        "Light smoke rising from behind the engine at stops",
        "Oil wet on the turbo, heat shield or exhaust below the oil lines",
        "Oil level dropping between changes with no blue exhaust smoke",
      ],
      symptomIds: ["oily-pipes", "blue-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened crush washers or O-rings at the oil feed line fittings",
          why: "Heat cycling hardens the seals, so oil seeps out under pressure and drips onto hot parts.",
        },
        {
          likelihood: "common",
          part: "Leaking oil drain line gasket or hose at the turbo or block",
          why: "The drain gasket or rubber section hardens and lets oil escape, especially when the drain backs up.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or chafed oil feed line",
          why: "Vibration or rubbing on a bracket wears through the line.",
        },
        {
          likelihood: "rare",
          part: "Oil leaking from a valve cover or filter housing above the turbo",
          why: "Oil from higher up runs onto the turbo and looks like a turbo line leak.",
        },
      ],
      checks: [
        {
          step: "Degrease the turbo area (engine cold), run the engine to temperature and look for the first wet spot.",
          tools: ["Degreaser", "Flashlight"],
          expect: "Fresh oil appearing at a fitting identifies the leak.",
        },
        {
          step: "Check for leaks from higher up: valve cover, oil filter housing, oil cooler.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Oil tracking down from above points away from the turbo lines.",
        },
        {
          step: "If the wet area spans the turbo and the block, add engine-oil dye, drive 15 minutes and shine the lamp on each banjo bolt and the feed flange.",
          tools: ["UV dye", "UV lamp"],
          expect: "The glow shows the exact fitting or gasket.",
        },
      ],
      noMeasurement:
        "A feed-line leak is found by sight: the first fresh wet spot or dye glow at a banjo washer, flange gasket or line; oil pressure reads normal while it leaks.",
      fix: "Replace the leaking feed or drain line with new crush washers, O-rings or gaskets, torque to spec, and clean oil off the exhaust and heat shields. Recheck for seepage after a heat cycle.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "New crush washers or flange gasket",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the oil feed or drain line",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate; excludes turbo replacement, other oil leaks, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Oil on the exhaust can ignite; if you see heavy smoke, stop and shut down, and fix the leak promptly.",
      codes: [],
      terms: ["oil feed line", "oil drain line", "crush washer"],
      related: ["turbo-coolant-line-leak", "turbo-oil-starvation-failure"],
      commonOn: gm14TurboVehicles,
    },
    {
      slug: "crankcase-vent-oil-in-intercooler",
      title: "Puddle of oil found in the intercooler and boost hoses during service",
      summary:
        "A light oil film in the charge pipes is normal, but pooled oil means the crankcase ventilation is sending too much oil mist into the turbo inlet, or a turbo seal is leaking. Check the PCV system first, drain the intercooler and consider a catch can.",
      symptoms: [
        "Oil pooling in the lower intercooler tank or dripping from a removed boost hose",
        "Boost hoses slipping off because they are coated with oil",
        "Puff of blue smoke after hard acceleration or on start-up",
        "Misfire or knock under hard load when oil is swallowed",
      ],
      symptomIds: ["oily-pipes", "blue-smoke", "stumble-misfire"],
      causes: [
        {
          likelihood: "common",
          part: "PCV system routing oil mist into the turbo inlet under boost",
          why: "Most turbo engines vent the crankcase into the turbo inlet under load; a worn separator or PCV valve lets liquid oil through with the vapor.",
        },
        {
          likelihood: "occasional",
          part: "High blow-by from worn rings or a stuck PCV valve",
          why: "More crankcase gas carries more oil into the intake.",
        },
        {
          likelihood: "occasional",
          part: "Leaking compressor-side turbo seal",
          why: "Oil pushed past the seal goes straight into the charge air.",
        },
        {
          likelihood: "rare",
          part: "Overfilled engine oil",
          why: "Excess oil is whipped into mist and carried out the breather.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and remove the lower intercooler hose to measure how much oil drains out.",
          tools: ["Drain pan", "Flashlight"],
          expect:
            "A thin wet film is normal; 1 oz or more pooling in the low hose or cooler is excessive and needs a source.",
        },
        {
          step: "Inspect the PCV valve, oil separator and hoses for cracks or a stuck valve.",
          tools: ["Hand vacuum pump", "Flashlight"],
          expect: "A stuck-open valve or broken separator points to the cause.",
        },
        {
          step: "Do a compression and leak-down test if blow-by is suspected.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "Leak-down under about 10–15% per cylinder with no hiss at the oil fill rules out heavy blow-by as the oil source.",
        },
      ],
      fix: "Repair or replace the PCV valve or separator, correct the oil level, and drain and clean the intercooler and pipes. A catch can on the PCV line reduces oil carryover on some engines. Replace the turbo only if its seals are proven leaking.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the PCV valve and clean the intercooler pipes",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the oil separator and drain the intercooler",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes turbo or engine repairs for blow-by, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "A small amount of oil is normal; larger amounts need attention to prevent misfires and hose blow-offs.",
      codes: [],
      terms: ["PCV", "oil separator", "catch can", "blow-by"],
      related: ["turbo-seal-leak-blue-smoke", "boost-hose-blew-off", "gm-1-4-pcv-valve-cover-whistle"],
    },
    {
      slug: "gm-1-4-pcv-valve-cover-whistle",
      title: "Whistling or howling at idle, rough running and oil leaks on a 2011–2016 Cruze 1.4 turbo",
      summary:
        "The PCV diaphragm built into the valve cover has torn, so the crankcase is exposed to manifold vacuum and boost; it whistles, runs lean and blows oil past seals. Replace the valve cover assembly and check the turbo PCV hoses.",
      symptoms: [
        "High-pitched whistle or howl at idle that changes when the oil cap is loosened",
        "Rough idle, P0171 lean code or a misfire at idle",
        "Oil leaking from the rear main seal, valve cover or oil pan on a low-mileage engine",
        "Oil consumption and blue smoke after idling",
      ],
      symptomIds: ["hiss-whoosh", "stall-liftoff", "oily-pipes", "blue-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Torn PCV diaphragm in the valve cover on GM 1.4 L LUJ and LUV engines",
          why: "The diaphragm regulates crankcase vacuum; once it tears, intake vacuum pulls unmetered air through the crankcase and boost can pressurize it, forcing oil past seals.",
        },
        {
          likelihood: "occasional",
          part: "Cracked PCV hose between the valve cover and turbo inlet",
          why: "A split hose leaks air and oil, causing lean codes and smoke.",
        },
        {
          likelihood: "rare",
          part: "Stuck intake manifold PCV check valve",
          why: "The check valve lets boost into the crankcase, building pressure and pushing oil out.",
        },
      ],
      checks: [
        {
          step: "With the engine idling, slowly loosen the oil filler cap and listen.",
          tools: [],
          expect: "Strong suction holding the cap down or a change in the whistle points to the PCV diaphragm.",
        },
        {
          step: "Inspect the small diaphragm port on top of the valve cover for a tear.",
          tools: ["Flashlight", "Small pick"],
          expect: "A torn diaphragm or a hole in the port confirms the fault.",
        },
        {
          step: "Check fuel trims at idle.",
          tools: ["Scan tool"],
          expect: "Trims above about +10% that improve at higher rpm support a crankcase vacuum leak.",
        },
        {
          step: "Smoke-test the crankcase and PCV hoses.",
          tools: ["Smoke machine"],
          expect: "Smoke escaping from the valve cover or hoses confirms leakage.",
        },
      ],
      fix: "Replace the valve cover with the integrated PCV (or the updated diaphragm kit where available) and any cracked PCV hoses, then fix oil leaks caused by pressure. Clear codes and verify idle trims and crankcase vacuum.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 250,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes:
          "Estimate; excludes rear main seal or other leaks caused by pressure, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Oil loss and lean running can damage the engine over time; fix it soon and watch the oil level.",
      codes: ["P0171", "P0300"],
      terms: ["PCV diaphragm", "crankcase vacuum", "valve cover"],
      related: [
        "crankcase-vent-oil-in-intercooler",
        "turbo-coolant-line-leak",
        "advanced-engine/pcv-diaphragm-whistle",
      ],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["cruze", "cruze-limited", "sonic", "trax"],
          years: [2011, 2020],
          engines: [{ name: "1.4L turbo I4 (LUJ/LUV)", liters: 1.4 }],
        },
        {
          make: "buick",
          models: ["encore"],
          years: [2013, 2020],
          engines: [{ name: "1.4L turbo I4 (LUJ/LUV)", liters: 1.4 }],
        },
      ],
    },
    {
      slug: "gm-3800-supercharger-coupler-rattle",
      title: "Supercharged GM 3800 rattles like marbles at idle but goes quiet with a little throttle",
      summary:
        "The coupler between the Eaton M90's input shaft and rotors has worn, so the rotors clatter at idle; common on the Grand Prix GTP, Regal GS, Park Avenue Ultra and 2004–2005 Impala SS. Check the supercharger oil, then replace the coupler.",
      symptoms: [
        "Marbles-in-a-can rattle from the top of the engine at warm idle",
        "Noise fades or stops as soon as engine speed rises a few hundred rpm",
        "Rattle louder with the A/C on or in Drive at a stop",
        "Normal supercharger whine and boost otherwise",
      ],
      symptomIds: ["rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Worn supercharger input coupler (isolator)",
          why: "The rubber or nylon coupler softens and its lobes wear, letting the input shaft knock against the rotor drive at low speed where crank pulses are strongest.",
        },
        {
          likelihood: "occasional",
          part: "Low or old oil in the supercharger's gear case",
          why: "The M90 has its own sealed oil; low or broken-down oil lets the timing gears clatter.",
        },
        {
          likelihood: "occasional",
          part: "Worn belt tensioner or idler pulley",
          why: "A loose tensioner chatters at idle and can sound like the supercharger.",
        },
        {
          likelihood: "rare",
          part: "Worn supercharger snout bearing",
          why: "A failing bearing rumbles or growls rather than rattles, and gets worse with rpm.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope at the supercharger snout, the tensioner and the idlers with the engine idling.",
          tools: ["Mechanic's stethoscope"],
          expect: "The rattle loudest at the supercharger nose, fading with rpm, points to the coupler.",
        },
        {
          step: "Remove the belt briefly and run the engine for no more than a minute.",
          tools: ["Serpentine belt tool"],
          expect:
            "If the rattle disappears, it is in the belt-driven components; then spin the supercharger by hand to feel for play.",
        },
        {
          step: "With the engine cold, unscrew the fill plug on the front of the Eaton case and see how high the oil sits and whether it has darkened.",
          tools: ["Hand tools", "Flashlight"],
          expect:
            "Oil at the level the service manual gives (near the bottom of the fill-plug hole) and clean; low or dark oil needs changing with GM/Eaton supercharger oil.",
        },
      ],
      noMeasurement:
        "A worn coupler is found by ear at the supercharger nose and by rotational lash felt at the pulley with the belt off; no published lash figure or gauge reading applies.",
      fix: "Remove the supercharger, replace the coupler, refill the gear case with supercharger oil, and reinstall with new gaskets. Replace a worn tensioner or idler if found. Recheck for rattle at idle.",
      difficulty: 4,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 2,
        laborHoursHigh: 4,
        excludes: "Estimate; excludes snout bearing or rotor repairs, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason: "The coupler rattle is annoying but not dangerous; fix it before it wears further.",
      codes: [],
      terms: ["supercharger coupler", "Eaton M90", "supercharger oil"],
      related: ["jlr-5-0-supercharger-isolator-clatter", "supercharger-belt-slip-squeal"],
      appliesTo: [
        {
          make: "pontiac",
          models: ["grand-prix", "bonneville"],
          years: [1997, 2007],
          engines: [{ name: "3800 supercharged V6 (L67/L32)", liters: 3.8 }],
        },
        {
          make: "buick",
          models: ["regal", "park-avenue", "riviera"],
          years: [1997, 2005],
          engines: [{ name: "3800 supercharged V6 (L67)", liters: 3.8 }],
        },
        {
          make: "chevrolet",
          models: ["impala", "monte-carlo"],
          years: [2004, 2005],
          engines: [{ name: "3800 supercharged V6 (L32)", liters: 3.8 }],
        },
      ],
    },
    {
      slug: "jlr-5-0-supercharger-isolator-clatter",
      title: "Clattering from the top of a supercharged Jaguar or Range Rover 5.0 V8 at idle",
      summary:
        "The torsional isolator spring in the supercharger's input drive has failed, so the drive rattles with no damping, as Land Rover bulletin LTB00482 describes. Confirm by running briefly with the supercharger belt off, then replace the isolator or supercharger.",
      symptoms: [
        "Clatter or diesel-like knocking from the front of the supercharger at warm idle",
        "Noise eases or changes with a small throttle opening",
        "Supercharger whine normal under boost",
        "Rattle disappears when the supercharger drive belt is removed",
      ],
      symptomIds: ["rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Failed torsional isolator spring in the supercharger drive",
          why: "On 2010-on Jaguar and Land Rover 5.0 supercharged V8s, poor input-shaft pilot support overloads the spring until it breaks, leaving backlash in the drive with no damping.",
        },
        {
          likelihood: "occasional",
          part: "Contaminated or failing supercharger input bearing",
          why: "A bearing with contaminated grease can rattle and then growl.",
        },
        {
          likelihood: "rare",
          part: "Loose supercharger pulley or worn belt tensioner",
          why: "A loose part in the front drive rattles at idle.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope at the supercharger nose at idle.",
          tools: ["Mechanic's stethoscope"],
          expect: "The clatter strongest at the supercharger input points to the isolator.",
        },
        {
          step: "Remove the supercharger drive belt and run the engine briefly.",
          tools: ["Belt tool"],
          expect: "If the noise stops, the supercharger assembly is the source.",
        },
        {
          step: "Turn the supercharger pulley by hand and feel for play or roughness.",
          tools: [],
          expect: "Free play or clunking indicates isolator failure; roughness suggests a bearing.",
        },
      ],
      noMeasurement:
        "The isolator is judged by ear and by free play felt at the pulley with the belt off; no lash figure is published for a gauge, and scan data does not see it.",
      fix: "Replace the isolator assembly or the supercharger per JLR service information, and replace the belt and tensioner if worn. Recheck for noise after reassembly.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the supercharger isolator",
            partsLow: 300,
            partsHigh: 800,
            laborHoursLow: 2.7,
            laborHoursHigh: 5,
          },
          { name: "Replace the supercharger", partsLow: 2500, partsHigh: 4000, laborHoursLow: 6, laborHoursHigh: 10 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and JLR dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "The rattle can progress to a bearing failure; have it inspected soon.",
      codes: [],
      terms: ["torsional isolator", "supercharger drive", "backlash"],
      related: ["gm-3800-supercharger-coupler-rattle", "lsa-supercharger-bearing-failure"],
      appliesTo: [
        {
          make: "jaguar",
          models: ["xf", "xj", "xk", "f-type", "f-pace"],
          years: [2010, 2024],
          engines: [{ name: "5.0L supercharged V8 (AJ133)", liters: 5 }],
        },
        {
          make: "land-rover",
          models: ["range-rover", "range-rover-sport", "range-rover-velar"],
          years: [2010, 2024],
          engines: [{ name: "5.0L supercharged V8 (AJ133)", liters: 5 }],
        },
      ],
    },
    {
      slug: "supercharger-belt-slip-squeal",
      title: "Supercharger belt squeals on hard acceleration and boost falls off near redline",
      summary:
        "The drive belt is slipping on the supercharger pulley, from a glazed or stretched belt, a weak tensioner, or too little belt wrap after a smaller pulley was fitted. Check belt condition and tension, then replace the belt and tensioner or add wrap.",
      symptoms: [
        "Sharp squeal or chirp at full throttle or on quick shifts",
        "Boost gauge or data shows boost dropping as rpm climbs instead of rising",
        "Black belt dust on the supercharger pulley and nearby parts",
        "Shiny, glazed belt ribs or frayed edges",
      ],
      symptomIds: ["belt-squeal", "low-boost", "power-fade-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Worn, glazed or stretched supercharger belt",
          why: "Hardened ribs lose grip on the small supercharger pulley under the high torque load.",
        },
        {
          likelihood: "common",
          part: "Weak automatic tensioner",
          why: "A tensioner that cannot hold spring force lets the belt slip under boost.",
        },
        {
          likelihood: "occasional",
          part: "Smaller aftermarket pulley with too little belt wrap",
          why: "A smaller pulley has fewer ribs in contact, so it slips unless wrap is increased with an idler.",
        },
        {
          likelihood: "rare",
          part: "Oil or coolant contamination on the belt",
          why: "Fluid reduces friction and causes slip.",
        },
      ],
      checks: [
        {
          step: "Inspect the belt for glazing, cracks, rib wear and contamination.",
          tools: ["Flashlight", "Belt wear gauge"],
          expect: "A glazed or worn belt must be replaced.",
        },
        {
          step: "Check tensioner arm position and movement with the engine running.",
          tools: ["Flashlight"],
          expect:
            "Excessive flutter or an arm at the end of its travel points to a weak tensioner or wrong belt length.",
        },
        {
          step: "Log boost versus rpm on a full-throttle pull.",
          tools: ["Scan tool or boost gauge"],
          expect:
            "On a positive-displacement supercharger boost should hold or rise toward redline; boost that peaks and then falls 2 psi or more toward redline indicates slip.",
        },
        {
          step: "Paint a line across the belt and the supercharger pulley, make a hard pull, and look again.",
          tools: ["Paint marker"],
          expect: "Marks that no longer line up prove the belt is slipping on that pulley.",
        },
      ],
      fix: "Replace the belt with the correct length and rib count, replace a weak tensioner, and add an idler or larger-wrap routing for aftermarket pulleys. Clean contamination and recheck boost.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the supercharger belt",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Belt and tensioner, or an added idler",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes pulley upgrades, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Slip costs power, and on single-belt engines a snapped belt also stops the water pump and alternator; replace it soon.",
      codes: ["P0299"],
      terms: ["belt wrap", "tensioner", "pulley"],
      related: ["supercharger-bypass-valve-stuck", "supercharger-intercooler-pump-failure"],
    },
    {
      slug: "supercharger-bypass-valve-stuck",
      title: "Supercharged V8 makes weak boost everywhere, or runs hot and wastes fuel just cruising",
      summary:
        "The bypass valve on an Eaton-type blower (GM LSA and LT4, among others) is stuck: open, it dumps boost back to the inlet; closed, the blower pumps and heats air all the time. Test its vacuum actuator and replace it or its hose.",
      symptoms: [
        "Boost noticeably lower than normal at full throttle, but no leaks found",
        "Or: louder supercharger whine and higher intake air temperature at cruise",
        "Fuel economy drops and the engine pings under light load on hot days",
        "Cracked or disconnected vacuum hose at the bypass actuator",
      ],
      symptomIds: ["low-boost", "power-fade-heat", "hiss-whoosh"],
      causes: [
        {
          likelihood: "common",
          part: "Bypass actuator diaphragm torn or actuator rod seized",
          why: "The actuator holds the bypass open with vacuum at idle and cruise and closes it under boost; a failed diaphragm or seized rod leaves it stuck in one position.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or disconnected actuator vacuum hose",
          why: "Without vacuum the spring closes the valve permanently, so the blower compresses air all the time.",
        },
        {
          likelihood: "rare",
          part: "Bypass butterfly bent or carbon-stuck",
          why: "The valve blade cannot close fully and leaks boost.",
        },
      ],
      checks: [
        {
          step: "Locate the bypass actuator on the supercharger inlet and inspect its vacuum hose.",
          tools: ["Flashlight"],
          expect: "A cracked or disconnected hose is the likely cause.",
        },
        {
          step: "Engine off, pull the bypass actuator's vacuum line and pump vacuum to it by hand while watching the blade arm move.",
          tools: ["Hand vacuum pump"],
          expect:
            "The rod should move fully with idle-level vacuum (about 15–20 inHg) and hold it for 1 minute; leak-down or no movement condemns the actuator.",
        },
        {
          step: "Log boost and intake air temperature at cruise and full throttle.",
          tools: ["Scan tool"],
          expect: "Low full-throttle boost suggests the valve stuck open; high IAT at cruise suggests it stuck closed.",
        },
      ],
      fix: "Replace the bypass actuator or hose, free or replace the bypass valve, and confirm correct operation with a vacuum pump and a road test. Clear any codes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the actuator vacuum hose",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.7,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the bypass actuator or free the valve",
            partsLow: 120,
            partsHigh: 350,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.3,
          },
        ],
        excludes:
          "Estimate; excludes supercharger removal if the valve blade is damaged, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "A stuck bypass costs power or fuel and can raise knock risk when hot, but the car is safe to drive gently to a shop.",
      codes: ["P0299"],
      terms: ["bypass valve", "vacuum actuator", "intake air temperature"],
      related: ["supercharger-belt-slip-squeal", "supercharger-intercooler-pump-failure"],
      commonOn: [
        {
          make: "chevrolet",
          models: ["camaro", "corvette"],
          years: [2012, 2024],
          engines: [
            { name: "6.2L LSA supercharged V8", liters: 6.2 },
            { name: "6.2L LT4 supercharged V8", liters: 6.2 },
          ],
        },
        {
          make: "cadillac",
          models: ["cts", "ct5"],
          years: [2009, 2027],
          engines: [
            { name: "6.2L LSA supercharged V8", liters: 6.2 },
            { name: "6.2L LT4 supercharged V8", liters: 6.2 },
          ],
        },
      ],
    },
    {
      slug: "supercharger-intercooler-pump-failure",
      title: "Supercharged car pulls hard once, then feels flat on every run after, especially on hot days",
      summary:
        "The air-to-water intercooler circuit is not cooling the charge, usually because its electric pump has stopped, the reservoir is low or air is trapped; charge temperature soars and the computer pulls timing. Check the pump runs, fill and bleed the circuit.",
      symptoms: [
        "First pull strong, second and third noticeably weaker",
        "Intake air temperature after the cooler (IAT2) climbing far above ambient in data",
        "Knock retard or timing pulled under load",
        "Low coolant in the separate intercooler reservoir, or no pump hum at key-on",
        "Possible check engine light for the intercooler pump circuit",
      ],
      symptomIds: ["power-fade-heat", "low-boost", "boost-code"],
      causes: [
        {
          likelihood: "common",
          part: "Failed electric intercooler pump or blown pump fuse/relay",
          why: "Without coolant flow through the intercooler brick, the charge air stays hot and dense air is lost.",
        },
        {
          likelihood: "occasional",
          part: "Low coolant or trapped air in the intercooler circuit",
          why: "Air pockets stop circulation even with a working pump.",
        },
        {
          likelihood: "occasional",
          part: "Clogged or damaged low-temperature radiator",
          why: "Debris or damage reduces heat rejection from the intercooler coolant.",
        },
        {
          likelihood: "rare",
          part: "Faulty IAT2 sensor",
          why: "A sensor reading too high makes the computer pull timing unnecessarily.",
        },
      ],
      checks: [
        {
          step: "Check the intercooler reservoir level and look for leaks at hoses and the heat exchanger.",
          tools: ["Flashlight"],
          expect: "Low level or leaks must be fixed first.",
        },
        {
          step: "Listen or feel for the pump running at key-on or command it with a scan tool.",
          tools: ["Scan tool", "Mechanic's stethoscope"],
          expect:
            "A humming pump and coolant movement in the reservoir; no sound or flow points to the pump, fuse or relay.",
        },
        {
          step: "Log IAT2, ambient and knock retard on back-to-back pulls.",
          tools: ["Scan tool"],
          expect:
            "IAT2 should recover quickly between pulls; a steady climb with heavy knock retard confirms poor cooling.",
        },
        {
          step: "Compare inlet and outlet temperatures of the low-temperature radiator with an infrared thermometer after a drive.",
          tools: ["Infrared thermometer"],
          expect:
            "A drop of roughly 10 °F or more from inlet to outlet after a hard drive shows it is rejecting heat; near zero with a hot inlet points to no flow or a blocked core.",
        },
      ],
      fix: "Replace the pump or its fuse or relay, fill the circuit with the specified coolant and bleed air using the manufacturer's procedure, clean or replace the low-temperature radiator, and clear codes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the pump fuse or relay and bleed the loop",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the intercooler pump",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes intercooler brick replacement, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Hot charge air increases knock risk; avoid repeated hard acceleration until cooling is restored.",
      codes: ["P2600"],
      terms: ["air-to-water intercooler", "IAT2", "low-temperature radiator", "knock retard"],
      related: [
        "supercharger-bypass-valve-stuck",
        "lsa-supercharger-bearing-failure",
        "heat-soak-power-loss-air-to-air",
      ],
    },
    {
      slug: "lsa-supercharger-bearing-failure",
      title: "Rattle at idle that turned into a high-pitched squeal from a CTS-V or Camaro ZL1 supercharger",
      summary:
        "The supercharger's input or rotor bearing is failing, a known issue on 2009–2013 Cadillac CTS-V and 2012–2013 Camaro ZL1 LSA engines caused by contaminated bearing grease. Stop boosting it and have the supercharger inspected and replaced if needed.",
      symptoms: [
        "Rattle at idle that goes away with slight throttle",
        "High-pitched squeal or whine from the supercharger nose as the bearing fails",
        "Metal debris in the supercharger inlet or intercooler",
        "Engine may refuse to turn over if the supercharger seizes",
      ],
      symptomIds: ["rattle", "turbo-whine", "low-boost"],
      causes: [
        {
          likelihood: "common",
          part: "Contaminated supercharger bearing shaft grease",
          why: "GM traced these failures to grease contamination that wears the bearing and lets the shaft run out.",
        },
        {
          likelihood: "occasional",
          part: "Worn isolator or coupler",
          why: "A worn coupler rattles at idle and can mimic a bearing problem early on.",
        },
        {
          likelihood: "rare",
          part: "Rotor contact from excessive bearing play",
          why: "The rotors hit their housing and shed metal debris into the intake.",
        },
      ],
      checks: [
        {
          step: "Listen at the supercharger nose at idle and with slight throttle.",
          tools: ["Mechanic's stethoscope"],
          expect: "Rattle that stops with throttle suggests early bearing or isolator wear.",
        },
        {
          step: "Remove the belt and spin the supercharger pulley by hand.",
          tools: ["Belt tool"],
          expect: "Roughness, play or grinding confirms bearing failure.",
        },
        {
          step: "Inspect the inlet and intercooler for metal debris.",
          tools: ["Flashlight", "Borescope"],
          expect: "Metal fragments mean the rotors have contacted the case.",
        },
      ],
      noMeasurement:
        "Rotor-pack bearing wear shows as sound at the snout, roughness or play at the pulley and metal in the inlet; scan data and boost read normal until the rotors touch.",
      fix: "Replace the supercharger assembly, clean debris from the intercooler and intake, and replace the belt. GM extended coverage on these vehicles at the time; check with a dealer whether any coverage applies, though most have aged out.",
      difficulty: 4,
      cost: {
        partsLow: 2500,
        partsHigh: 6000,
        laborHoursLow: 4,
        laborHoursHigh: 10,
        excludes: "Estimate; excludes engine damage from debris, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "A failing supercharger bearing can seize or shed debris into the engine; stop driving and tow it.",
      codes: [],
      terms: ["supercharger bearing", "LSA", "rotor contact"],
      related: ["jlr-5-0-supercharger-isolator-clatter", "supercharger-intercooler-pump-failure"],
      appliesTo: [
        {
          make: "cadillac",
          models: ["cts"],
          years: [2009, 2013],
          engines: [{ name: "6.2L LSA supercharged V8", liters: 6.2 }],
        },
        {
          make: "chevrolet",
          models: ["camaro"],
          years: [2012, 2013],
          engines: [{ name: "6.2L LSA supercharged V8", liters: 6.2 }],
        },
      ],
    },
    {
      slug: "boost-creep-after-exhaust-upgrade",
      title: "Boost keeps climbing past target at high rpm since a downpipe or turbo-back exhaust went on",
      summary:
        "Boost creep: with less restriction after the turbo, the stock wastegate cannot bypass enough exhaust, so boost rises with rpm until the computer cuts power. Fix it with a tune that controls it, a larger or ported wastegate, or the original exhaust.",
      symptoms: [
        "Boost rising steadily toward redline instead of holding a flat target",
        "Sudden fuel cut or power cut near the top of third and fourth gear",
        "P0234 overboost code on a car that was fine before the exhaust change",
        "Pinging or knock retard at high rpm on hot days",
      ],
      symptomIds: ["overboost-surge", "boost-code", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Internal wastegate port too small for the freer-flowing exhaust",
          why: "Exhaust takes the easy path through the turbine instead of the wastegate, so boost builds even with the gate fully open; commonly seen on downpiped Subaru WRXs.",
        },
        {
          likelihood: "occasional",
          part: "Wastegate actuator spring or preload too stiff",
          why: "A stiffer actuator or extra rod preload delays gate opening and makes creep worse.",
        },
        {
          likelihood: "occasional",
          part: "Tune without wastegate duty adjusted for the new exhaust",
          why: "A stock map assumes stock back pressure and over-commands boost with the lower restriction.",
        },
        {
          likelihood: "rare",
          part: "Wastegate flap not opening fully because of binding",
          why: "A binding flap limits bypass flow the same way a small port does.",
        },
      ],
      checks: [
        {
          step: "Log desired boost, actual boost and wastegate duty on a third-gear pull.",
          tools: ["Scan tool or tuning logger"],
          expect:
            "Actual boost climbing 2–3 psi or more above desired at high rpm while wastegate duty sits at or near 0% (gate fully open) confirms creep.",
        },
        {
          step: "Disconnect the actuator rod with the engine cold and check the flap swings fully open.",
          tools: ["Hand tools"],
          expect: "Free, full travel rules out binding.",
        },
        {
          step: "Confirm the exhaust parts installed and whether the catalytic converter is still fitted.",
          tools: ["Flashlight"],
          expect:
            "A catless or high-flow downpipe is the usual trigger; a catless setup is also illegal on a road car in the U.S.",
        },
      ],
      fix: "Have the car tuned to control wastegate duty for the new exhaust, port the wastegate or fit a larger wastegate or external gate, or return to the original downpipe. Keep an emissions-legal catalytic converter on road cars. Recheck logged boost.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Refit the original downpipe",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 2.5,
          },
          {
            name: "Port the wastegate or fit a stiffer actuator",
            partsLow: 200,
            partsHigh: 800,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          {
            name: "Fit an external wastegate",
            partsLow: 700,
            partsHigh: 1500,
            laborHoursLow: 3.5,
            laborHoursHigh: 5.3,
          },
        ],
        excludes:
          "Estimate; excludes tuning software fees, engine damage from overboost, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Overboost can damage pistons and head gaskets; avoid full throttle until it is controlled.",
      codes: ["P0234"],
      terms: ["boost creep", "wastegate port", "wastegate duty"],
      related: ["wastegate-stuck-closed-overboost", "limp-mode-after-tune-or-upgrade"],
      commonOn: [{ make: "subaru", models: ["impreza", "wrx"] }],
    },
    {
      slug: "heat-soak-power-loss-air-to-air",
      title: "Turbo car feels strong on the highway but sluggish after sitting in traffic on a hot day",
      summary:
        "The intercooler and intake are heat-soaked, so the charge air is hot, the computer pulls timing and power drops until airflow cools things down. Clean the intercooler fins, restore ducting and shrouds, and confirm the charge temperature sensor is accurate.",
      symptoms: [
        "Noticeable lack of power pulling away after idling or stop-and-go driving",
        "Power returns after a few minutes at speed",
        "Intake air temperature far above ambient in live data after idling",
        "Knock retard on acceleration on hot days",
      ],
      symptomIds: ["power-fade-heat", "low-boost"],
      causes: [
        {
          likelihood: "common",
          part: "Top-mount or front-mount intercooler heat-soaked at low speed",
          why: "With little air moving through the core, it absorbs engine and turbo heat and passes it to the intake charge; top-mount coolers on the Subaru WRX are well known for this.",
        },
        {
          likelihood: "occasional",
          part: "Intercooler fins blocked by bugs, leaves or dirt",
          why: "Restricted airflow through the core reduces cooling at all speeds.",
        },
        {
          likelihood: "occasional",
          part: "Missing air ducts, shrouds or hood scoop splash guard",
          why: "Air bypasses the core instead of flowing through it.",
        },
        {
          likelihood: "rare",
          part: "Faulty charge air temperature sensor",
          why: "A sensor reading too hot makes the computer pull timing unnecessarily.",
        },
      ],
      checks: [
        {
          step: "Inspect the intercooler fins and the ducting or shrouds that direct air to it.",
          tools: ["Flashlight"],
          expect: "Clean fins and intact ducts; debris or missing parts must be fixed.",
        },
        {
          step: "Log intake or charge air temperature at cruise and after idling.",
          tools: ["Scan tool"],
          expect:
            "Roughly ambient plus 10–30 °F at cruise is typical; 60–100 °F or more above ambient after idling confirms heat soak.",
        },
        {
          step: "Compare the charge air temperature sensor with an infrared reading of the intercooler outlet pipe.",
          tools: ["Infrared thermometer", "Scan tool"],
          expect: "Readings within about 10 °F; a large difference points to a faulty sensor.",
        },
      ],
      fix: "Clean the intercooler fins (low-pressure water, from the engine side), replace missing ducts and shields, replace a faulty sensor, and consider an upgraded intercooler or heat shielding for cars used hard in heat. Clear codes and recheck temperatures.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the intercooler fins and refit ducts",
            partsLow: 0,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the IAT sensor, ducts or heat shields",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes an upgraded intercooler, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Heat soak reduces power temporarily; it is not harmful as long as the engine is not knocking badly.",
      codes: ["P007B", "P007C", "P007D"],
      terms: ["heat soak", "charge air temperature", "top-mount intercooler"],
      related: ["supercharger-intercooler-pump-failure", "slow-boost-leak-p0299"],
      commonOn: [{ make: "subaru", models: ["impreza", "wrx"] }],
    },
    {
      slug: "boost-pressure-sensor-fault",
      title: "Check engine light with P0236, P0237 or P0238 and the turbo car stuck in reduced power",
      summary:
        "The boost (charge pressure) sensor or its circuit is giving an implausible reading, often from oil fouling, a cracked housing or a wiring fault. Compare all pressure sensors with barometric pressure key-on engine-off, then replace the sensor or repair wiring.",
      symptoms: [
        "Reduced power mode and check engine light with a boost sensor code",
        "Boost reading stuck, jumping or far different from manifold pressure",
        "Engine runs fine at light throttle but will not make boost",
        "Oily film around the sensor on the charge pipe or intercooler",
      ],
      symptomIds: ["boost-code", "limp-mode", "low-boost"],
      causes: [
        {
          likelihood: "common",
          part: "Oil-fouled or contaminated boost pressure sensor",
          why: "Oil mist from the PCV coats the sensor element and skews its readings.",
        },
        {
          likelihood: "occasional",
          part: "Cracked sensor housing or failed O-ring",
          why: "Boost leaks past the seal and the sensor reads lower than actual pressure.",
        },
        {
          likelihood: "occasional",
          part: "Damaged wiring, pins or 5 V reference",
          why: "Open or short circuits set low or high codes.",
        },
        {
          likelihood: "rare",
          part: "Sensor shared 5 V reference shorted by another sensor",
          why: "A shorted sensor on the same reference circuit pulls all readings off.",
        },
      ],
      checks: [
        {
          step: "With the key on and engine off, compare boost, MAP and barometric readings.",
          tools: ["Scan tool"],
          expect:
            "All should read barometric pressure, about 14.7 psi (101 kPa) at sea level or about 12.2 psi (84 kPa) at 5,000 ft; one that differs by more than about 0.5 psi is suspect.",
        },
        {
          step: "Remove and inspect the sensor and its O-ring for oil and cracks.",
          tools: ["Hand tools", "Flashlight"],
          expect: "Oil coating or damage points to replacement or cleaning.",
        },
        {
          step: "At the boost sensor plug, key on, check the 5 V feed, the sensor ground and the signal wire while applying pressure with a hand pump.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 5 V reference, under 0.1 V ground drop and a signal that rises smoothly as pressure is applied, with no dropout.",
        },
      ],
      fix: "Clean or replace the sensor and O-ring, repair wiring or the shared 5 V reference, and fix the PCV oil source. Clear codes and verify boost readings track during a road test.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes: "Estimate; excludes PCV repairs, wiring harness replacement, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Reduced power can make merging difficult; drive gently until the sensor is fixed.",
      codes: ["P0235", "P0236", "P0237", "P0238"],
      terms: ["boost pressure sensor", "TMAP", "5 V reference"],
      related: ["cold-weather-intercooler-icing", "crankcase-vent-oil-in-intercooler"],
    },
    {
      slug: "limp-mode-after-tune-or-upgrade",
      title: "Turbo car drops into limp mode on hard pulls since it was tuned or given a bigger turbo",
      summary:
        "The tune is asking for more than the hardware or the computer's safety limits allow: boost overshoot, fuel pressure falling on a direct-injection engine, or heavy knock. Log the pull, then fix the weak link or return to a safer map.",
      symptoms: [
        "Sudden loss of power or reduced power message on a full-throttle pull",
        "P0234, P0087 or knock-related codes after the tune was installed",
        "Engine runs normally at light throttle",
        "Stutter, misfire or pinging near redline",
      ],
      symptomIds: ["limp-mode", "overboost-surge", "boost-code", "stumble-misfire"],
      causes: [
        {
          likelihood: "common",
          part: "High-pressure fuel pump at its limit on a direct-injection engine",
          why: "Rail pressure falls below target under high boost, so the computer cuts power to protect the engine.",
        },
        {
          likelihood: "occasional",
          part: "Boost target beyond the wastegate or turbo capability",
          why: "Boost overshoots or creeps and triggers overboost protection.",
        },
        {
          likelihood: "occasional",
          part: "Knock from low-octane fuel or hot charge air",
          why: "Timing is pulled heavily and the computer may enter a protective mode.",
        },
        {
          likelihood: "rare",
          part: "Spark plugs gapped too wide or worn for the added cylinder pressure",
          why: "Spark blows out under higher boost and misfires.",
        },
      ],
      checks: [
        {
          step: "Log desired and actual boost, fuel rail pressure, knock retard and air-fuel ratio on a pull.",
          tools: ["Scan tool or tuning logger"],
          expect:
            "High-pressure rail pressure falling more than about 10–15% below target, boost overshoot or big knock retard identifies the limit.",
        },
        {
          step: "Flash back to the stock map and repeat the test.",
          tools: ["Tuning device"],
          expect: "If the fault disappears on the stock map, the tune is the cause.",
        },
        {
          step: "Check spark plugs for gap and condition.",
          tools: ["Spark plug socket", "Gap gauge"],
          expect: "Plugs gapped per the tuner's spec and in good condition.",
        },
      ],
      fix: "Return to a safer map, add supporting parts such as an upgraded fuel pump or intercooler, gap plugs tighter, and use the required octane. Use an emissions-legal tune on road cars; tuning can affect warranty coverage.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reflash a safer map and gap the plugs tighter",
            partsLow: 0,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Fit an upgraded intercooler",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes fuel pump upgrades, engine damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Limp mode can drop power in traffic and repeated overboost or knock risks engine damage.",
      codes: ["P0234", "P0087"],
      terms: ["tune", "rail pressure", "knock retard"],
      related: ["boost-creep-after-exhaust-upgrade", "wastegate-stuck-closed-overboost"],
    },
    {
      slug: "replacement-turbo-failed-quickly",
      title: "New turbo smokes or whines within a few thousand miles of being installed",
      summary:
        "Whatever killed the first turbo was never fixed, or the install starved or contaminated the new one: a reused feed line or screen, sealant in the oil passages, debris left in the intercooler or no oil prime. Find the root cause before a third turbo.",
      symptoms: [
        "Blue smoke or oil in the pipes within weeks of a turbo replacement",
        "Whine or shaft play developing quickly on the new unit",
        "Boost lower than it was right after installation",
        "Metal debris found in the intercooler or oil filter",
      ],
      symptomIds: ["turbo-whine", "blue-smoke", "oily-pipes", "low-boost"],
      causes: [
        {
          likelihood: "common",
          part: "Old oil feed line, banjo screen or restrictor reused",
          why: "Carbon or debris from the first failure blocks or reduces oil flow to the new bearings.",
        },
        {
          likelihood: "common",
          part: "Intercooler and pipes not cleaned after a turbo that shed metal",
          why: "Fragments left in the charge system are thrown back into the engine or the new compressor.",
        },
        {
          likelihood: "occasional",
          part: "RTV sealant used on oil feed or drain gaskets",
          why: "Sealant squeezes into the passages and breaks off, blocking oil flow or the drain.",
        },
        {
          likelihood: "occasional",
          part: "Turbo not primed with oil before first start",
          why: "The dry bearings run without oil for several seconds and are damaged immediately.",
        },
        {
          likelihood: "rare",
          part: "Underlying PCV or drain restriction left unrepaired",
          why: "Crankcase pressure or a blocked drain pushes oil past the new seals just as before.",
        },
      ],
      checks: [
        {
          step: "Inspect the oil feed line, banjo screens and restrictor for carbon or debris.",
          tools: ["Flashlight", "Compressed air"],
          expect: "Any blockage means replace the line and screens.",
        },
        {
          step: "Check the intercooler and pipes for metal or oil residue.",
          tools: ["Flashlight", "Borescope"],
          expect: "Debris means cleaning or replacement is needed.",
        },
        {
          step: "Check engine oil pressure at the turbo feed and crankcase pressure at the dipstick tube.",
          tools: ["Oil pressure gauge", "Crankcase pressure gauge"],
          expect:
            "Feed pressure within about 5 psi of gallery pressure and a crankcase showing a slight vacuum, 0–5 in. H2O at warm idle (typical), clear the engine side.",
        },
        {
          step: "Trace the oil drain hose from the turbo to the pan or block.",
          tools: ["Flashlight"],
          expect:
            "It must fall continuously with no sag, kink or crushed section; any low spot backs oil up into the center housing.",
        },
      ],
      fix: "Replace the turbo again if damaged, along with new feed and drain lines, screens and gaskets (no RTV), clean or replace the intercooler, fix PCV and drain problems, change oil and filter, and prime the turbo before starting by cranking with fuel or ignition disabled until oil pressure appears.",
      difficulty: 4,
      cost: {
        partsLow: 700,
        partsHigh: 3500,
        laborHoursLow: 2.7,
        laborHoursHigh: 10.7,
        excludes: "Estimate; excludes engine repairs, warranty claims, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "A turbo failing again can throw debris into the engine; avoid boost until inspected.",
      codes: ["P0299"],
      terms: ["oil prime", "oil restrictor", "root cause"],
      related: ["turbo-oil-starvation-failure", "turbo-seal-leak-blue-smoke", "compressor-wheel-damaged-by-debris"],
    },
    {
      slug: "compressor-surge-flutter-stock-car",
      title: "Stock turbo car makes a loud stuttering flutter every time I lift off the throttle",
      summary:
        "Compressor surge: trapped boost is slamming back through the compressor because the diverter (recirculation) valve is not opening, often from an unplugged connector, a split vacuum line or a valve stuck shut. Restore the valve's signal or replace it.",
      symptoms: [
        "Rapid fluttering or chattering sound on every throttle lift after boost",
        "Sound started after an intake or battery job, or after a hose was disturbed",
        "Jerky deceleration or a slight stumble after shifts",
        "Possible code for the bypass valve circuit (P0033–P0035)",
      ],
      symptomIds: ["stall-liftoff", "hiss-whoosh", "boost-code"],
      causes: [
        {
          likelihood: "common",
          part: "Unplugged or damaged electric diverter valve connector",
          why: "Without its signal the valve stays closed on lift-off, so the pressure has nowhere to go but back through the compressor.",
        },
        {
          likelihood: "occasional",
          part: "Split or disconnected vacuum line to a vacuum-operated diverter",
          why: "The valve never sees manifold vacuum on lift-off and does not open.",
        },
        {
          likelihood: "occasional",
          part: "Diverter valve stuck closed by carbon or a failed solenoid",
          why: "The valve cannot open even with a correct signal.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket intake or BOV spring too stiff",
          why: "The valve opens too slowly to prevent surge.",
        },
      ],
      checks: [
        {
          step: "Inspect the diverter valve connector or vacuum line for damage or disconnection.",
          tools: ["Flashlight"],
          expect: "An unplugged connector or split line explains the flutter.",
        },
        {
          step: "Command the diverter valve with a scan tool or apply vacuum to it.",
          tools: ["Scan tool", "Hand vacuum pump"],
          expect: "The valve should click or move; no response points to a failed valve or circuit.",
        },
        {
          step: "Check for bypass valve circuit codes and measure solenoid resistance.",
          tools: ["Scan tool", "Digital multimeter"],
          expect:
            "At about 68 °F, VW's N249 recirculation valve is specified near 13.6 Ω ±5 Ω on EA888 engines and N75-style valves 12–30 Ω by engine (confirm in the service information); an open, shorted or out-of-range coil confirms an electrical fault.",
        },
      ],
      fix: "Reconnect or repair the connector or vacuum line, replace a stuck or failed diverter valve, and clear codes. Repeated surge stresses the turbo thrust bearing, so fix it promptly.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reconnect or repair the connector or vacuum line",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.7,
          },
          {
            name: "Replace the diverter valve",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes turbo bearing damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason: "Flutter is noisy and wears the turbo over time, but the car is safe to drive to a shop.",
      codes: ["P0033", "P0034", "P0035"],
      terms: ["compressor surge", "diverter valve", "thrust bearing"],
      related: ["diverter-valve-diaphragm-torn", "vent-to-atmosphere-bov-stalling"],
    },
  ],
};
