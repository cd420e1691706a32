import {
  chevroletDuramaxAny,
  chevroletDuramaxLbzLmm,
  chevroletDuramaxLly,
  chevroletDuramaxScr,
  cp4PumpDiesels,
  dodge59Cummins24Valve,
  dodge67Cummins,
  dodgeCumminsVehicles,
  duramaxLmlTrucks,
  ecoDieselEngine,
  ford60PowerStrokeAnyModel,
  ford60PowerStrokeTrucks,
  ford64PowerStroke,
  ford67PowerStroke,
  ford73PowerStroke,
  gmcDuramaxAny,
  gmcDuramaxLbzLmm,
  gmcDuramaxLly,
  gmcDuramaxScr,
  jeepEcoDiesel,
  ram67CumminsVehicles,
  ramEcoDiesel,
} from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Light and medium-duty diesels: glow plugs, lift pumps, filters, common-rail pumps and injectors, DPF, EGR and DEF, and the weak points of Power Stroke, Duramax, Cummins and EcoDiesel.",
  howItWorks: [
    "A diesel has no spark: it squeezes air about 16 to 18 times until it is hot enough to light fuel sprayed straight into the cylinder. Cold metal steals that heat, so glow plugs in each cylinder (Power Stroke, Duramax, EcoDiesel) or a grid heater in the intake (Cummins) warm the charge before and after start-up, run by a glow plug control module or heater relays that the engine computer commands from coolant and air temperature.",
    "Fuel leaves the tank through a lift pump or the high-pressure pump's own gear pump, passes a filter and water separator (often with a fuel heater and a water-in-fuel sensor), and reaches a high-pressure pump such as the Bosch CP3 or CP4.2. Common-rail engines hold 23,000–30,000 psi or more in the rail and fire piezo or solenoid injectors several times per stroke; unused fuel returns to the tank through the injector and pump return lines. The older 7.3 and 6.0 Power Stroke instead use engine oil at up to about 4,000 psi to drive hydraulically actuated (HEUI) injectors, and the 1998–2002 Cummins used the Bosch VP44 rotary pump.",
    "U.S. light-duty diesels built since 2007 (with SCR added from 2010–2013, depending on the maker) clean their exhaust with a diesel oxidation catalyst, a diesel particulate filter (DPF) that the engine computer cleans by raising exhaust heat (regeneration), exhaust gas recirculation (EGR) through a coolant-cooled EGR cooler, and selective catalytic reduction (SCR) that sprays diesel exhaust fluid (DEF) ahead of a catalyst. A variable-geometry turbo supplies the boost, and NOx, temperature and pressure sensors report to the computer.",
  ],
  howItFails: [
    "Fuel is the first suspect on a diesel: water, wax in cold weather, air drawn in after a filter change, a weak lift pump or a plugged filter starves the high-pressure pump, and a pump run dry or on contaminated fuel (the CP4.2 is the known case) can shed metal through the whole system. Worn injectors show up as rough idle, smoke, knock, balance rates out of range or too much return flow, and an injector leaking into the crankcase raises the oil level.",
    "Starting faults are mostly heat and voltage: dead glow plugs, a failed glow plug module or grid heater relay, weak batteries on a two-battery truck, or on a 6.0 Power Stroke an injector control module that no longer makes its 48 V. Each family then has its own weak points: 6.0 head bolts and oil coolers, 6.4 radiators and fuel dilution, the LB7's injectors, the LLY's tendency to run hot, the 5.9 Cummins lift pump, 53 block and dowel pin.",
    "Emissions equipment fails in its own pattern: a DPF that loads faster than it can regenerate, an EGR cooler that cracks and drinks coolant, DEF that crystallizes or degrades, heaters and NOx sensors that fail and start the speed-limit countdown. Short trips, long idling and a failing upstream part (injector, turbo, EGR valve) are usually behind them.",
  ],
  tools: [
    "Scan tool with diesel data: rail pressure, balance rates, glow plug status, FICM voltage, DPF soot load",
    "Digital multimeter and low-amp clamp, for glow plug resistance, grid heater current and battery voltage during cranking",
    "Fuel supply pressure gauge and vacuum gauge with diesel fittings, for lift pump pressure and filter restriction",
    "Clear fuel line section and clean graduated containers, for air bubbles and injector return-flow tests",
    "Coolant pressure tester and combustion-leak (block) test kit",
    "Crankcase pressure gauge or manometer, for blow-by and crankcase ventilation checks",
    "Oil sample kit, for fuel dilution, coolant and wear-metal analysis",
    "Infrared thermometer, for radiator, oil cooler and EGR cooler temperature drops",
    "Torque wrench and angle gauge, for head bolts, studs and injector hold-downs",
    "DEF refractometer reading percent urea, or a DEF hydrometer",
    "Infrared thermometer or thermocouple probe, for DOC, DPF and SCR temperatures",
    "Borescope, for turbo vanes, intake throttle and mixer deposits",
  ],
  safety: [
    "Common-rail fuel at 23,000–30,000 psi and more can cut through skin and inject fuel into the body, a surgical emergency even when the wound looks tiny; never feel for a leak with a hand, and wait for rail pressure to bleed down before opening any high-pressure line.",
    "A diesel that revs on its own and will not shut off (runaway) is burning its own oil or outside fuel; get people clear, block the intake with a flat plate or a CO2 extinguisher, never a hand, or stall a manual in high gear with the brakes on.",
    "DPF regeneration heats the exhaust to roughly 1,000–1,200 °F; do not park over dry grass or let a regeneration run in a closed shop, and keep hands off the exhaust, DPF and tailpipe after a regeneration.",
    "Glow plugs and grid heaters draw very high current (a Cummins grid heater element draws on the order of 100 A); disconnect both batteries on a two-battery truck before working on heater wiring, and never bridge a heater relay with a jumper wire.",
    "Diesel, especially hot, and DEF irritate skin and eyes; wear gloves and eye protection, catch fuel when draining a water separator, and keep fuel off hot exhaust parts.",
    "A 6.0 Power Stroke FICM steps battery voltage up to about 48 V and glow plug modules switch large currents; disconnect the batteries before unplugging either.",
  ],
  symptoms: [
    { id: "hard-cold-start", label: "Cranks a long time or won't start when cold" },
    { id: "hard-hot-start", label: "Long crank or no start when the engine is hot" },
    { id: "cranks-no-start", label: "Cranks at normal speed but never fires" },
    { id: "white-smoke", label: "White or gray smoke, worst right after start-up" },
    { id: "black-smoke", label: "Black smoke under load or when towing" },
    { id: "rough-idle-knock", label: "Rough idle, a miss or a knock from one cylinder" },
    { id: "low-power", label: "Down on power, worst under load or when towing" },
    { id: "dies-while-driving", label: "Stalls or dies while driving" },
    { id: "glow-light", label: "Wait-to-start light problem or a glow plug code" },
    { id: "fuel-light", label: "Water-in-fuel light or a fuel filter message" },
    { id: "rail-pressure-code", label: "Rail pressure, injector or fuel pump code" },
    { id: "oil-level-rising", label: "Oil level rising or oil that smells of fuel" },
    { id: "coolant-loss", label: "Coolant loss or coolant pushed out of the bottle" },
    { id: "overheating", label: "Runs hot or overheats when towing or climbing" },
    { id: "oil-at-breather", label: "Oil in the intake, heavy blow-by or crankcase smoke" },
    { id: "regen-frequent", label: "DPF full message, or regenerations too often or never finishing" },
    { id: "def-warning", label: "DEF warning, countdown or speed-limit message" },
    { id: "derate", label: "Reduced power, limp mode or speed-limit derate" },
    { id: "turbo-noise", label: "Slow boost, turbo noise or a boost code" },
    { id: "emissions-light", label: "Check engine light with an emissions or exhaust code" },
  ],
  problems: [
    {
      slug: "ford-67-glow-plug-control-module",
      title: "Ford 6.7 Power Stroke starts hard below freezing and sets a glow plug module code",
      summary:
        "The 6.7 Power Stroke's frame-mounted glow plug control module (GPCM) has stopped powering some or all plugs, or lost its link to the PCM. Prove the plugs by resistance, then replace the module or repair its harness.",
      symptoms: [
        "Long crank and rough, smoky running below about 40 °F, normal once warm",
        "P0670 or P0683 stored, often with several cylinder glow plug codes at once",
        "Wait-to-start lamp stays on its normal time but the engine still starts as if no plugs worked",
        "Green corrosion or a loose connector at the module on the frame rail",
      ],
      symptomIds: ["hard-cold-start", "white-smoke", "glow-light"],
      causes: [
        {
          likelihood: "common",
          part: "Glow plug control module (GPCM) failed internally",
          why: "The module switches each plug through its own driver; a failed board or output stage leaves a bank or every plug unpowered even though the plugs themselves test good.",
        },
        {
          likelihood: "common",
          part: "Corroded GPCM connector or its ground on the frame",
          why: "Road salt and spray reach the module's low-mounted connectors, and the resistance they add drops the current the plugs receive.",
        },
        {
          likelihood: "occasional",
          part: "Several glow plugs open after high mileage",
          why: "When three or four plugs fail the module flags them one by one, which can look like a module fault until each plug is measured.",
        },
        {
          likelihood: "rare",
          part: "PCM command or data link fault",
          why: "P0683 means the PCM and module are not agreeing over their link; a chafed wire between them stops the glow command from arriving.",
        },
      ],
      checks: [
        {
          step: "Read codes and the glow plug PIDs on a cold engine; note which cylinders the module reports open and whether P0670 or P0683 is present.",
          tools: ["Scan tool with Ford diesel data"],
          expect:
            "Every cylinder flagged at once with P0670 points to the module or its feed; one or two cylinders flagged points to those plugs.",
        },
        {
          step: "Unplug the glow plug harness at a flagged cylinder and measure plug resistance to ground with the engine cold.",
          tools: ["Digital multimeter"],
          expect:
            "A healthy plug reads about 0.5–2 Ω at 68 °F; an open (OL) plug is bad; typical; confirm in the service information.",
        },
        {
          step: "Check the module's main power feed and ground with a load: command glow on with the scan tool and measure voltage at the module feed.",
          tools: ["Digital multimeter", "Scan tool"],
          expect:
            "Battery voltage within about 0.5 V of the battery posts while glowing; a bigger drop means a corroded feed or ground, not a bad module.",
        },
        {
          step: "With glow commanded on, clamp each plug wire in turn.",
          tools: ["Inductive amp clamp"],
          expect:
            "Each good plug draws current soon after the command (roughly 10–20 A at first, falling as it heats; typical); no current at a good plug means the module output is dead.",
        },
      ],
      fix: "Clean or repair the module connectors and ground first. If the feed is good and the plugs measure good but outputs are dead, replace the GPCM and clear codes. Replace open plugs at the same time, soaking them with penetrant before removal so none snaps in the head.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and repair the GPCM connector and ground",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the glow plug control module",
            partsLow: 180,
            partsHigh: 420,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the module and a set of glow plugs",
            partsLow: 380,
            partsHigh: 800,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.5,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, extraction of a glow plug that breaks in the head and battery replacement.",
      },
      verdict: "careful",
      verdictReason:
        "The truck drives normally once started, but repeated long cranking in the cold drains batteries and can leave you stranded.",
      codes: ["P0670", "P0683", "P0380"],
      terms: ["glow plug", "GPCM", "wait-to-start lamp"],
      related: [
        "diesel-glow-plugs",
        "diesel-wait-to-start-lamp-dead",
        "glow-plug-single-cylinder-code",
        "alternator/diesel-dual-batteries-weak",
      ],
      appliesTo: [ford67PowerStroke],
    },
    {
      slug: "glow-plug-single-cylinder-code",
      title: "Glow plug code for one cylinder, and that cylinder misses for the first minute",
      summary:
        "One glow plug has burned open or its harness lead has broken. Measure that plug's resistance at the connector, replace it (soaked and removed warm so it does not snap), and clear the code.",
      symptoms: [
        "One code from P0671 to P0678 naming a single cylinder",
        "Light knock and a puff of white smoke for 30–60 seconds after a cold start",
        "Starts only slightly slower than before, worse below about 20 °F",
        "Code returns after clearing on the next cold start",
      ],
      symptomIds: ["glow-light", "white-smoke", "rough-idle-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Glow plug heating element burned open",
          why: "The element fatigues after years of heat cycles; once open it draws no current and the module flags that cylinder.",
        },
        {
          likelihood: "occasional",
          part: "Broken or corroded glow plug harness lead",
          why: "The short leads under the valve cover or near the exhaust harden with heat and crack at the terminal.",
        },
        {
          likelihood: "occasional",
          part: "Glow plug tip swollen or broken off",
          why: "An overheated plug (from an injector dribbling fuel onto it or a failed module holding it on) swells and cracks its tip, which can drop into the cylinder.",
        },
        {
          likelihood: "rare",
          part: "One driver inside the glow plug module failed",
          why: "A single dead output gives the same code as an open plug, but the plug tests good.",
        },
      ],
      checks: [
        {
          step: "Disconnect the named plug's lead and measure resistance from the plug terminal to engine ground, engine cold.",
          tools: ["Digital multimeter"],
          expect:
            "A good plug reads roughly 0.5–2 Ω at room temperature; OL means the element is open; typical; confirm in the service information.",
        },
        {
          step: "If the plug is good, measure from the harness end back to the module connector for the same cylinder.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under 1 Ω end to end; a higher or open reading is the harness lead.",
        },
        {
          step: "After removing a failed plug, inspect its tip and, if swollen or broken, look into the bore with a borescope.",
          tools: ["Borescope"],
          expect:
            "A missing tip or heavy deposits means the injector on that cylinder needs testing and the piston top needs inspection.",
        },
      ],
      fix: "Warm the engine, soak the plug with penetrant and break it loose slowly to the spec'd torque limit; a plug that will not turn needs an extraction kit, sometimes with the head off. Fit a quality plug, torque it to spec, and clear the code. Replace a glow plug lead that has cracked.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace one glow plug or its lead",
            partsLow: 25,
            partsHigh: 90,
            laborHoursLow: 0.5,
            laborHoursHigh: 2,
          },
          {
            name: "Extract a seized or broken glow plug",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 3,
            laborHoursHigh: 8,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a cylinder head removal if extraction fails, and an injector found dribbling.",
      },
      verdict: "ok",
      verdictReason: "One dead glow plug only slows cold starts; drive it, but replace it before winter.",
      codes: ["P0671", "P0672", "P0673", "P0674", "P0675", "P0676", "P0677", "P0678"],
      terms: ["glow plug", "glow plug extraction"],
      related: ["diesel-glow-plugs", "ford-67-glow-plug-control-module"],
    },
    {
      slug: "cummins-grid-heater-relay-fault",
      title: "Ram Cummins drains its batteries overnight or the voltmeter keeps dipping while driving",
      summary:
        "A grid heater relay on the Cummins has stuck closed, or a heater element has shorted, so the intake heater draws current when it should not. Clamp the heater cables with the key off; any current means replace the relay or heater.",
      symptoms: [
        "Both batteries flat after sitting overnight, with a warm intake horn or relay",
        "Voltmeter dips and headlights pulse long after the engine is warm",
        "Hard cold start with white smoke because the heater does nothing",
        "P0540, P0541, P0542 or P2609 stored",
        "Melted or discolored heater cable insulation at the intake",
      ],
      symptomIds: ["hard-cold-start", "white-smoke", "glow-light"],
      causes: [
        {
          likelihood: "common",
          part: "Grid heater relay contacts welded closed",
          why: "The relay switches a very heavy current many times after each cold start; worn contacts weld and leave the heater on until the batteries are empty.",
        },
        {
          likelihood: "occasional",
          part: "Grid heater relay or its control circuit open",
          why: "A relay that no longer closes leaves the intake cold, which shows as hard starting and white smoke below about 40 °F.",
        },
        {
          likelihood: "occasional",
          part: "Heater element broken or shorted to the intake housing",
          why: "A cracked element or a failed insulator grounds the heater, blowing fuses or pulling current with the relay open.",
        },
        {
          likelihood: "rare",
          part: "Loose or corroded heater cable terminals",
          why: "Resistance at a terminal under this much current heats it until the insulation melts.",
        },
      ],
      checks: [
        {
          step: "Key off and the engine cold, clamp each grid heater cable with a DC amp clamp.",
          tools: ["DC amp clamp"],
          expect:
            "0 A with the key off; any current on a heater cable means a relay stuck closed or a shorted element.",
        },
        {
          step: "On a cold engine (below about 60 °F), turn the key on and clamp the heater cable during the preheat.",
          tools: ["DC amp clamp", "Scan tool"],
          expect:
            "Roughly 80–100 A per heater element while the wait-to-start lamp is on; 0 A means the relay did not close or the element is open; typical; confirm in the service information.",
        },
        {
          step: "Measure heater element resistance with both cables removed.",
          tools: ["Digital multimeter"],
          expect:
            "A fraction of an ohm across the element and no continuity from its terminals to the housing; OL across it or any path to ground condemns the heater.",
        },
        {
          step: "Check the relay coil control from the engine computer with the key on cold.",
          tools: ["Test light", "Wiring diagram"],
          expect: "The control side switches on for the preheat and off after; no command means a wiring or ECM fault.",
        },
      ],
      fix: "Replace a welded or dead relay (many shops replace both relays together on two-relay trucks) and any heat-damaged cable. A shorted or broken element means a new grid heater and intake gasket, torqued to spec. Normal post-start cycling of the heater on a cold morning dims the lights briefly and is not a fault.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the grid heater relay or relays",
            partsLow: 40,
            partsHigh: 180,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the grid heater with a new gasket",
            partsLow: 90,
            partsHigh: 300,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.5,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, batteries ruined by repeated deep discharge and melted cable repair.",
      },
      verdict: "careful",
      verdictReason:
        "A stuck relay can flatten both batteries and overheat its cables; disconnect the batteries overnight until the relay is replaced.",
      codes: ["P0540", "P0541", "P0542", "P2609"],
      terms: ["grid heater", "intake air heater", "relay"],
      related: ["diesel-glow-plugs", "alternator/diesel-dual-batteries-weak"],
      appliesTo: [dodgeCumminsVehicles, ram67CumminsVehicles],
    },
    {
      slug: "duramax-injector-balance-rates-out-of-range",
      title: "Duramax idles with a shake and the scan tool shows one injector balance rate far from zero",
      summary:
        "On an LBZ or LMM Duramax, one injector is delivering more or less fuel than the others and the computer is correcting it. Read balance rates at warm idle; a cylinder beyond about ±4 mm³ needs a return-flow and compression check before its injector is replaced.",
      symptoms: [
        "Lope or shake at warm idle that smooths out above about 1,200 rpm",
        "Light knock or white smoke, often worse after a cold start",
        "One balance rate far positive or negative while the rest sit near zero",
        "Fuel economy down a little, with no check engine light at first",
      ],
      symptomIds: ["rough-idle-knock", "white-smoke", "rail-pressure-code"],
      causes: [
        {
          likelihood: "common",
          part: "Worn injector nozzle or control valve",
          why: "A worn injector over- or under-delivers, and the computer trims that cylinder hard to even out crankshaft speed, which shows as a large balance rate.",
        },
        {
          likelihood: "occasional",
          part: "Low compression on the cylinder the computer is compensating",
          why: "A weak cylinder slows the crank on its stroke and the computer adds fuel to it, so the injector looks bad when it is not.",
        },
        {
          likelihood: "occasional",
          part: "Injector leaking internally into the return",
          why: "High leakage reduces what the injector sprays and warms the return fuel; it often shows as a positive balance rate and a slow hot restart.",
        },
        {
          likelihood: "rare",
          part: "Accessory load or a tune skewing the reading",
          why: "Balance rates are only valid at warm idle with the A/C, lights and fan off; loads or edited software shift every cylinder.",
        },
      ],
      checks: [
        {
          step: "At full operating temperature, A/C and accessories off, record all eight balance rates at idle for a minute.",
          tools: ["Scan tool with GM diesel data"],
          expect:
            "Each cylinder within about ±4 mm³ per stroke at warm idle; one steadily beyond that is the suspect; typical; confirm in the service information.",
        },
        {
          step: "Run the scan tool's cylinder cutout or contribution test and note which cylinder changes idle least.",
          tools: ["Scan tool"],
          expect: "The suspect cylinder barely changes fuel quantity or idle quality when cut, confirming it is weak.",
        },
        {
          step: "Do a cranking compression test on the suspect cylinder and one good cylinder.",
          tools: ["Diesel compression gauge with glow plug adapter"],
          expect:
            "Roughly 350–450 psi with cylinders within about 10% of each other; a low cylinder means a mechanical fault rather than an injector; typical; confirm in the service information.",
        },
        {
          step: "Perform an injector return-flow test on the suspect bank.",
          tools: ["Graduated containers", "Return-flow test fittings"],
          expect:
            "The suspect injector returns clearly more fuel than its neighbours over the same timed crank or idle.",
        },
      ],
      fix: "Replace the failing injector (or a set, if several are drifting) with new copper washers and hold-down bolts torqued to spec, replace any high-pressure lines disturbed, and program injector codes if the engine uses them. Recheck balance rates warm. A low-compression cylinder goes to an engine repair instead.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Replace one injector", partsLow: 350, partsHigh: 650, laborHoursLow: 3, laborHoursHigh: 6 },
          {
            name: "Replace all eight injectors",
            partsLow: 2400,
            partsHigh: 4200,
            laborHoursLow: 10,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, fuel filter, valve cover gaskets and return lines often replaced at the same time.",
      },
      verdict: "careful",
      verdictReason:
        "It runs and drives, but a leaking injector can wash a cylinder and dilute the oil; fix it rather than tow heavy loads.",
      codes: ["P0263", "P0266", "P0269", "P0272", "P0275", "P0278", "P0281", "P0284"],
      terms: ["injector balance rate", "cylinder contribution", "return flow"],
      related: [
        "diesel-injector-rough-idle-smoke",
        "injector-return-flow-hot-restart",
        "cummins-67-injector-cylinder-miss",
      ],
      appliesTo: [chevroletDuramaxLbzLmm, gmcDuramaxLbzLmm],
    },
    {
      slug: "cummins-67-injector-cylinder-miss",
      title: "Ram 6.7 Cummins misses and clatters at idle, and one cylinder drops out on the cutout test",
      summary:
        "A failing common-rail injector on the 6.7 Cummins is the usual cause, though a worn injector connector tube or low compression gives the same miss. Run the cylinder cutout test, check return flow, then replace the injector with its connector tube.",
      symptoms: [
        "Miss and diesel clatter at idle, smoothest at highway cruise",
        "White smoke and a raw-fuel smell on cold mornings",
        "Cylinder contribution code, or no code with a rough idle only",
        "Fuel economy falls and the engine feels flat pulling a trailer",
        "Black smoke under load if the injector is stuck partly open",
      ],
      symptomIds: ["rough-idle-knock", "white-smoke", "black-smoke", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or sticking common-rail injector",
          why: "Wear at the nozzle or control valve changes how much fuel that cylinder gets, so it contributes less to crankshaft speed than the others.",
        },
        {
          likelihood: "occasional",
          part: "Worn or loose fuel connector tube into the head",
          why: "On this engine the high-pressure fuel reaches the injector through a connector tube in the side of the head; a worn tube seat leaks fuel to the return and starves the injector.",
        },
        {
          likelihood: "occasional",
          part: "Injector hold-down or sealing washer leaking",
          why: "A leaking washer lets combustion gas into the fuel drain and upsets that cylinder's delivery.",
        },
        {
          likelihood: "rare",
          part: "Low compression from a valve or ring fault",
          why: "A mechanical fault makes the cylinder weak on the cutout test with a perfectly good injector.",
        },
      ],
      checks: [
        {
          step: "Run the cylinder cutout or contribution test warm, cutting one cylinder at a time.",
          tools: ["Scan tool with Cummins data"],
          expect:
            "Good cylinders each make a similar, clear change; the faulty one makes little or no change when cut.",
        },
        {
          step: "Cranking compression test on the suspect cylinder through the injector or grid-heater-off procedure the service information gives.",
          tools: ["Diesel compression gauge"],
          expect:
            "Roughly 350–450 psi and within about 10% of a good cylinder; much lower sends you to the valves or rings; typical; confirm in the service information.",
        },
        {
          step: "Perform the return-flow test from the head's fuel drain with the suspect injector isolated as the service information describes.",
          tools: ["Graduated container", "Return-flow test fittings"],
          expect: "Return above the published limit for the timed test condemns that injector or its connector tube.",
        },
        {
          step: "On removal, inspect the connector tube tip and the injector inlet for scoring or a worn seat.",
          tools: ["Magnifier", "Flashlight"],
          expect: "A flattened or scored tube tip means the tube is replaced with the injector.",
        },
      ],
      fix: "Replace the injector with a new connector tube, sealing washer and hold-down bolt, torque the tube nut and hold-down in the sequence the service information gives, and bleed the system. Program the injector's trim code. Recheck the cutout test warm.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace one injector and connector tube",
            partsLow: 450,
            partsHigh: 800,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          {
            name: "Replace all six injectors and tubes",
            partsLow: 2700,
            partsHigh: 4500,
            laborHoursLow: 6,
            laborHoursHigh: 10,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, fuel filters, and a DPF cleaning if the miss loaded it with soot.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable for short trips, but a dribbling injector loads the DPF and can wash down a cylinder; repair it soon.",
      codes: ["P0263", "P0266", "P0269", "P0272", "P0275", "P0278"],
      terms: ["cylinder cutout test", "connector tube", "injector trim code"],
      related: [
        "duramax-injector-balance-rates-out-of-range",
        "injector-return-flow-hot-restart",
        "diesel-injector-rough-idle-smoke",
      ],
      appliesTo: [dodge67Cummins, ram67CumminsVehicles],
    },
    {
      slug: "injector-return-flow-hot-restart",
      title: "Common-rail diesel restarts slowly when hot but fires right up cold",
      summary:
        "Worn injectors are leaking too much fuel back to the return when hot, so the pump cannot build starting rail pressure. Watch rail pressure while cranking hot, then measure each injector's return flow and replace the leakers.",
      symptoms: [
        "Cranks 5–10 seconds before firing after a short stop on a hot day",
        "Starts instantly after sitting overnight",
        "Hot rail pressure while cranking far lower than cold",
        "Slight rough idle or smoke for a moment after the hot start",
      ],
      symptomIds: ["hard-hot-start", "rough-idle-knock", "rail-pressure-code"],
      causes: [
        {
          likelihood: "common",
          part: "Internally worn injectors with high return (back-leak) flow",
          why: "Hot, thin fuel slips past worn control valves to the return, bleeding off what the pump makes at cranking speed.",
        },
        {
          likelihood: "occasional",
          part: "Worn high-pressure pump",
          why: "A tired pump makes less pressure at cranking speed, and hot fuel makes its internal leakage worse.",
        },
        {
          likelihood: "occasional",
          part: "Rail pressure relief or limiter valve seeping",
          why: "A valve that leaks at low pressure sends fuel straight back to the tank during cranking.",
        },
        {
          likelihood: "rare",
          part: "Air in the fuel from a leak that opens when hot",
          why: "A filter-head seal or fitting that seeps air when warm makes the pump compress bubbles instead of fuel.",
        },
      ],
      checks: [
        {
          step: "With the engine hot, log desired and actual rail pressure while cranking for 10 seconds.",
          tools: ["Scan tool"],
          expect:
            "A healthy system builds several thousand psi (commonly 3,000–5,000 psi or more) within a few seconds of cranking; one that stalls far lower points to leakage; typical; confirm in the service information.",
        },
        {
          step: "Block the rail relief valve's return or the pump's return as the procedure allows, and recheck cranking pressure.",
          tools: ["Return-line caps", "Scan tool"],
          expect:
            "Pressure rising with the relief valve blocked condemns the valve; no change moves the search to the injectors.",
        },
        {
          step: "Run the injector return-flow test: disconnect the return lines, route each injector into its own graduated container and crank or idle for the timed period.",
          tools: ["Graduated containers", "Return-flow test fittings"],
          expect:
            "All injectors return a similar small volume; one or more returning about double the others, or above the published limit, are the leakers.",
        },
      ],
      fix: "Replace the injectors that fail the return test, with new sealing washers and any single-use high-pressure lines, and program their trim codes. If every injector is high, replace the set and check the pump output; replace a seeping relief valve.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the rail pressure relief valve",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace one or two leaking injectors",
            partsLow: 400,
            partsHigh: 1400,
            laborHoursLow: 2,
            laborHoursHigh: 6,
            likely: true,
          },
          {
            name: "Replace a full set of injectors",
            partsLow: 2400,
            partsHigh: 4500,
            laborHoursLow: 6,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, filters, and a high-pressure pump if its output also tests low.",
      },
      verdict: "careful",
      verdictReason: "Hot no-starts can strand you far from help, and the leakage usually gets worse; plan the repair.",
      codes: ["P0087", "P0093"],
      terms: ["return-flow test", "back-leak", "rail pressure"],
      related: [
        "diesel-low-rail-pressure",
        "duramax-injector-balance-rates-out-of-range",
        "cummins-67-injector-cylinder-miss",
        "diesel-air-in-fuel",
      ],
      commonOn: [chevroletDuramaxAny, gmcDuramaxAny, dodgeCumminsVehicles, ram67CumminsVehicles],
    },
    {
      slug: "ford-60-injector-stiction",
      title: "Ford 6.0 Power Stroke stumbles and puffs smoke until the oil warms, then runs perfectly",
      summary:
        "Varnish from old or wrong-grade oil is making the 6.0's HEUI injector spool valves stick (stiction) until the oil thins out. Prove the electrical side is healthy, then change the oil with an injector-safe cleaner; replace injectors that keep sticking.",
      symptoms: [
        "Lumpy, missing idle with blue-white smoke for 1–5 minutes after sitting",
        "Miss fades as oil temperature climbs and is gone on a warm engine",
        "Clearly worse when the oil is overdue or in freezing weather",
        "No injector circuit codes stored",
      ],
      symptomIds: ["white-smoke", "rough-idle-knock", "hard-cold-start"],
      causes: [
        {
          likelihood: "common",
          part: "Varnish on the injector spool valves",
          why: "Oil is the working fluid of these injectors; deposits on the spool slow its travel in thick, cool oil, so injection starts late or not at all on that cylinder.",
        },
        {
          likelihood: "occasional",
          part: "Oil past its change interval or of the wrong viscosity",
          why: "Sheared, sooty or too-thick oil leaves more varnish and makes the spools drag harder.",
        },
        {
          likelihood: "rare",
          part: "Injector worn internally rather than varnished",
          why: "An injector with a worn spool or leaking seals stays rough even when hot and will not respond to an oil change.",
        },
      ],
      checks: [
        {
          step: "Check the oil change record, oil grade and the oil's condition on the dipstick.",
          tools: ["Service records", "Dipstick"],
          expect: "Overdue, black or wrong-grade oil makes an oil service the first repair.",
        },
        {
          step: "Log injector driver voltage, injection control pressure and its desired value from a cold start until the idle smooths.",
          tools: ["Scan tool with Ford diesel data"],
          expect:
            "Driver voltage near 48 V and control pressure within about 10% of desired throughout; normal values while it misses point to the injectors themselves; typical; confirm in the service information.",
        },
        {
          step: "With the engine cold, run the cylinder contribution test, then repeat it fully warm.",
          tools: ["Scan tool"],
          expect: "A cylinder that contributes poorly cold and normally warm confirms stiction on that injector.",
        },
      ],
      fix: "Change oil and filter with the grade Ford lists for the season, adding an injector-safe cleaner for a few hundred miles before the change if the shop uses one, and drive several fully warm cycles. Replace injectors that still stick after two oil services, with new O-rings, and check the cups while they are out.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Oil service with an injector-safe cleaner",
            partsLow: 80,
            partsHigh: 180,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace one or two sticking injectors",
            partsLow: 500,
            partsHigh: 1200,
            laborHoursLow: 4,
            laborHoursHigh: 7,
          },
          {
            name: "Replace all eight injectors",
            partsLow: 2200,
            partsHigh: 3800,
            laborHoursLow: 10,
            laborHoursHigh: 16,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, injector cups found leaking and valve cover gasket sets.",
      },
      verdict: "ok",
      verdictReason: "It runs normally once warm; let it warm up at idle before loading it, and plan the oil service.",
      codes: [],
      terms: ["stiction", "HEUI injector", "spool valve"],
      related: ["ford-60-ficm-hard-start", "diesel-icp-leak-no-start"],
      appliesTo: [ford60PowerStrokeAnyModel],
    },
    {
      slug: "ford-60-head-gasket-head-studs",
      title: "Ford 6.0 Power Stroke blows coolant out of the degas bottle when towing",
      summary:
        "The 6.0's torque-to-yield head bolts have stretched and combustion pressure is lifting the head gasket into the cooling system. Confirm with a combustion-leak test, then repair with head studs, resurfaced heads and the oil and EGR coolers checked.",
      symptoms: [
        "Coolant pushed out of the degas bottle cap under load",
        "Upper radiator hose rock hard soon after a cold start",
        "White smoke with a sweet smell, and coolant level falling",
        "Overheating while towing a grade",
        "Often follows an EGR cooler or oil cooler failure or a performance tune",
      ],
      symptomIds: ["coolant-loss", "overheating", "white-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Stretched torque-to-yield head bolts",
          why: "With only four bolts per cylinder, the 6.0's head bolts stretch under high cylinder pressure and heat, letting the head lift and the fire ring leak.",
        },
        {
          likelihood: "occasional",
          part: "Overheating after a failed EGR cooler or clogged oil cooler",
          why: "Steam from a ruptured EGR cooler or a coolant shortage overheats the heads and finishes the gasket.",
        },
        {
          likelihood: "occasional",
          part: "Extra boost and fueling from an aggressive tune",
          why: "Higher cylinder pressure than the bolts were designed for lifts the heads sooner.",
        },
        {
          likelihood: "rare",
          part: "Cracked cylinder head",
          why: "A head cracked between a valve seat and a water jacket gives the same pressure push.",
        },
      ],
      checks: [
        {
          step: "Run a combustion-leak (block) test at the degas bottle with the engine warm.",
          tools: ["Combustion leak test kit"],
          expect: "Fluid changing color shows exhaust gas in the coolant.",
        },
        {
          step: "Fit a pressure tester and watch pressure from a cold start to 5 minutes of idle.",
          tools: ["Cooling system pressure tester"],
          expect:
            "Pressure climbing past the cap's stamped rating within 5 minutes of a cold start, before the coolant is hot, points to combustion gas.",
        },
        {
          step: "Compare oil and coolant temperature at highway speed to judge the oil cooler.",
          tools: ["Scan tool"],
          expect:
            "Engine oil temperature within about 15 °F of coolant temperature; a bigger spread means a clogged oil cooler that must be fixed with the heads.",
        },
        {
          step: "Pressurize each cylinder through its glow plug bore at top dead center on compression and watch the open degas bottle.",
          tools: ["Cylinder leak-down tester"],
          expect:
            "Bubbles in the degas bottle from a cylinder, usually with leakage above about 15%, identify the leaking side.",
        },
      ],
      fix: "Remove the cab or work through the fender wells, pull both heads, check them for flatness and cracks, and reinstall with head studs in place of the factory bolts, new gaskets and new EGR and oil coolers if they are suspect. Flush the cooling system and use the correct coolant.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Head gaskets with studs, heads resurfaced",
            partsLow: 1500,
            partsHigh: 3000,
            laborHoursLow: 18,
            laborHoursHigh: 28,
          },
          {
            name: "Heads with studs, EGR and oil coolers, water pump",
            partsLow: 2800,
            partsHigh: 5200,
            laborHoursLow: 24,
            laborHoursHigh: 34,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, cylinder head replacement if cracked and injector seals or cups found leaking.",
      },
      verdict: "stop",
      verdictReason:
        "Pushing coolant means overheating is close, and a hot 6.0 can crack heads or lock up; stop towing and get it checked now.",
      codes: ["P0217"],
      terms: ["head studs", "torque-to-yield", "degas bottle", "combustion-leak test"],
      related: ["cooling-system/head-gasket-combustion-leak", "ford-60-oil-cooler-clogged", "egr-cooler-coolant-loss"],
      appliesTo: [ford60PowerStrokeAnyModel],
    },
    {
      slug: "ford-60-oil-cooler-clogged",
      title: "Ford 6.0 Power Stroke oil runs much hotter than coolant on the highway",
      summary:
        "The 6.0's engine oil cooler is packed with silicate and casting sand, so oil runs hot and coolant flow to the EGR cooler behind it drops. Confirm the oil and coolant temperature spread and replace the cooler before the EGR cooler bursts.",
      symptoms: [
        "Engine oil temperature 15 °F or more above coolant temperature at cruise",
        "No drips or warning lights at first",
        "Later: EGR cooler failure, white smoke and coolant loss",
        "Brown sludge or grit in the coolant reservoir",
      ],
      symptomIds: ["overheating", "coolant-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Coolant passages of the oil cooler plugged",
          why: "Silicates dropping out of old or wrong coolant and leftover casting sand collect in the cooler's narrow passages until coolant can barely pass.",
        },
        {
          likelihood: "occasional",
          part: "Neglected or mixed coolant",
          why: "The wrong coolant, or one left well past its interval, sheds the solids that plug the cooler.",
        },
        {
          likelihood: "rare",
          part: "Faulty oil or coolant temperature sensor",
          why: "A sensor reading high or low gives a false spread; it is ruled out by comparing both at a cold soak.",
        },
      ],
      checks: [
        {
          step: "After an overnight cold soak, read EOT and ECT key on.",
          tools: ["Scan tool"],
          expect:
            "Both within a few degrees of each other; a difference over about 5 °F cold means a sensor problem, not the cooler.",
        },
        {
          step: "Road-test at a steady 55–65 mph on level ground and log EOT and ECT.",
          tools: ["Scan tool"],
          expect: "EOT within about 15 °F of ECT when fully warm; more than 15 °F means a restricted oil cooler.",
        },
        {
          step: "Look at the coolant condition and the coolant filter, if a filter kit is installed.",
          tools: ["Flashlight"],
          expect: "Grit, sand or gel in the coolant supports a plugged cooler and means a full flush is needed.",
        },
      ],
      fix: "Replace the oil cooler (under the intake manifold in the engine valley) with new gaskets, replace the EGR cooler if it is already leaking, and flush the cooling system until it runs clear before refilling with the specified coolant. Many shops fit a coolant filtration kit afterward.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the oil cooler and flush the coolant",
            partsLow: 300,
            partsHigh: 700,
            laborHoursLow: 7,
            laborHoursHigh: 10,
          },
          {
            name: "Replace the oil cooler and EGR cooler together",
            partsLow: 800,
            partsHigh: 1600,
            laborHoursLow: 10,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a coolant filtration kit and head gasket work if the EGR cooler already overheated the engine.",
      },
      verdict: "careful",
      verdictReason:
        "It drives normally for now, but hot oil and a starved EGR cooler lead to a burst cooler and head gasket damage; book the repair.",
      codes: [],
      terms: ["oil cooler", "EOT", "ECT", "EGR cooler"],
      related: ["ford-60-head-gasket-head-studs", "egr-cooler-coolant-loss", "cooling-system/oil-cooler-internal-leak"],
      appliesTo: [ford60PowerStrokeAnyModel],
    },
    {
      slug: "ford-64-fuel-dilution-oil-level",
      title: "Ford 6.4 Power Stroke oil level rises between changes and the oil is thin",
      summary:
        "The 6.4 injects late fuel to heat the DPF during regeneration, and on short trips some of it washes past the rings into the oil. Confirm with an oil analysis, then change oil more often, drive longer cycles and check injectors if dilution stays high.",
      symptoms: [
        "Dipstick above full by a quart or more between changes",
        "Oil smells of diesel and looks thin on the stick",
        "Frequent DPF regenerations on a truck used for short trips",
        "Oil pressure lower than usual when hot",
      ],
      symptomIds: ["oil-level-rising", "regen-frequent"],
      causes: [
        {
          likelihood: "common",
          part: "Post-injection during DPF regeneration",
          why: "Fuel injected late in the exhaust stroke to heat the DPF partly wets the cylinder walls and drains into the crankcase, most of all when regenerations are cut short.",
        },
        {
          likelihood: "occasional",
          part: "Short trips that interrupt regenerations",
          why: "A regeneration restarted many times adds far more late fuel than one completed on the highway.",
        },
        {
          likelihood: "occasional",
          part: "Leaking injector or injector seal",
          why: "An injector dribbling fuel into a cylinder adds dilution whether or not the truck is regenerating.",
        },
      ],
      checks: [
        {
          step: "Mark the dipstick after a fresh oil change and recheck after about 500 miles of normal use.",
          tools: ["Dipstick", "Paint marker"],
          expect:
            "A rise above the mark means fuel (or coolant) entering; a level holding within about 1/4 quart is normal.",
        },
        {
          step: "Send an oil sample for fuel and glycol.",
          tools: ["Oil analysis kit"],
          expect:
            "Fuel above about 2–5% (labs set their own flag) confirms dilution; glycol present moves the search to the cooling system.",
        },
        {
          step: "Read the regeneration count and DPF soot data, and injector contribution at idle.",
          tools: ["Scan tool with Ford diesel data"],
          expect:
            "Many regenerations per tank with short distances between them fit post-injection dilution; one weak cylinder points to an injector.",
        },
      ],
      fix: "Change oil and filter at shorter intervals, let regenerations finish with a highway drive, and fix any DPF or sensor fault causing extra regenerations. Replace a leaking injector if the tests point to one. Ask a Ford dealer whether any software update applies to the truck.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Oil change and oil analysis", partsLow: 90, partsHigh: 200, laborHoursLow: 0.5, laborHoursHigh: 1 },
          { name: "Replace a leaking injector", partsLow: 450, partsHigh: 900, laborHoursLow: 4, laborHoursHigh: 8 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and DPF or EGR repairs that cause extra regenerations.",
      },
      verdict: "careful",
      verdictReason:
        "Fuel-thinned oil protects bearings poorly; change it now and keep checking the level before long or heavy trips.",
      codes: [],
      terms: ["fuel dilution", "post-injection", "DPF regeneration"],
      related: ["diesel-injector-rough-idle-smoke", "ford-64-radiator-leak", "dpf-regenerating-too-often"],
      appliesTo: [ford64PowerStroke],
    },
    {
      slug: "ford-64-radiator-leak",
      title: "Ford 6.4 Power Stroke loses coolant from the radiator and smells sweet after a drive",
      summary:
        "The 6.4's radiator is known to split at its tank seams or crack at the core, often after years of heat cycles and towing. Pressure-test the cooling system, find the seam weeping, and replace the radiator with an improved unit.",
      symptoms: [
        "Coolant level drops slowly with dried coolant crust on the radiator tanks",
        "Puddle under the front of the truck after it sits",
        "Sweet smell and steam after a long pull",
        "Temperature climbs when towing once the level is low",
      ],
      symptomIds: ["coolant-loss", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Radiator tank seam or core cracked",
          why: "The 6.4's large, heavily loaded radiator cracks at the crimped tank seams and at the core tubes from heat cycling and frame flex.",
        },
        {
          likelihood: "occasional",
          part: "Radiator hose or coupling leaking",
          why: "Hose ends at the tank necks seep when clamps loosen or the plastic neck cracks.",
        },
        {
          likelihood: "occasional",
          part: "Coolant pushed out by a combustion leak",
          why: "Gas pressure from a head gasket or EGR cooler leak forces coolant out of the radiator or bottle and can split a weak tank.",
        },
      ],
      checks: [
        {
          step: "Pressure-test the cold cooling system to the cap's stamped rating and inspect the radiator tanks and core.",
          tools: ["Cooling system pressure tester", "Flashlight"],
          expect:
            "The system should hold its rated pressure for 15 minutes without dropping more than about 1 psi; a drop with a wet seam pinpoints the radiator.",
        },
        {
          step: "Add UV dye and run the truck warm if the leak cannot be seen.",
          tools: ["UV dye kit", "UV light"],
          expect: "Dye glowing at a tank seam or core confirms the radiator.",
        },
        {
          step: "Run a combustion-leak test if the bottle overflows or hoses harden quickly.",
          tools: ["Combustion leak test kit"],
          expect: "No color change rules out combustion gas as the cause of the loss.",
        },
      ],
      fix: "Replace the radiator with an updated OEM or heavy-duty unit, new hoses and clamps where worn, and refill with the specified coolant, bleeding the air out. Labor runs several hours because the radiator sits in a stacked module with the intercooler and a secondary radiator.",
      difficulty: 3,
      cost: {
        partsLow: 450,
        partsHigh: 1100,
        laborHoursLow: 3,
        laborHoursHigh: 5.5,
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant, hoses and the secondary radiator or intercooler if damaged.",
      },
      verdict: "careful",
      verdictReason:
        "Slow leaks are fine for short drives with the level topped up, but towing on low coolant will overheat the engine.",
      codes: [],
      terms: ["radiator", "cooling stack", "pressure test"],
      related: ["ford-64-fuel-dilution-oil-level", "cooling-system/head-gasket-combustion-leak"],
      appliesTo: [ford64PowerStroke],
    },
    {
      slug: "cummins-59-lift-pump-failure",
      title: "1998–2002 Ram 5.9 Cummins loses power on hills and starts hard after the lift pump goes quiet",
      summary:
        "The engine-mounted lift pump on the 24-valve 5.9 Cummins is weak or dead, so the VP44 injection pump starves and runs hot. Fit a gauge at the filter and check supply pressure at idle and under load; replace the lift pump before it takes the VP44 with it.",
      symptoms: [
        "No hum from the lift pump for a couple of seconds at key-on",
        "Power fades on long grades or at full throttle, then comes back",
        "Long cranking, worse after sitting overnight",
        "Surge or stumble at cruise on a light throttle",
        "Dies and restarts, or injection pump codes starting to appear",
      ],
      symptomIds: ["low-power", "hard-cold-start", "dies-while-driving"],
      causes: [
        {
          likelihood: "common",
          part: "Worn electric lift pump on the side of the block",
          why: "The pump's output falls with age and heat; the VP44 needs a steady positive supply to fill and to cool its electronics, so low pressure shows first under load.",
        },
        {
          likelihood: "occasional",
          part: "Lift pump relay, fuse or wiring fault",
          why: "Without power the pump stops entirely and the injection pump must pull fuel through the filter on its own, which it was not built to do.",
        },
        {
          likelihood: "occasional",
          part: "Plugged fuel filter or collapsed suction line",
          why: "A restriction ahead of or at the filter lowers pressure at the injection pump even with a good lift pump.",
        },
        {
          likelihood: "rare",
          part: "Cracked pickup tube or leaking banjo bolt seal",
          why: "Air drawn in on the suction side makes the pump deliver foam instead of fuel.",
        },
      ],
      checks: [
        {
          step: "Tee a fuel pressure gauge into the filter housing test port or the injection pump inlet and read pressure at idle.",
          tools: ["Fuel pressure gauge with diesel fittings"],
          expect:
            "Typically 10–14 psi at idle; single digits at idle mean a weak pump or a restriction; typical; confirm in the service information.",
        },
        {
          step: "Road-test with the gauge visible and watch pressure at full throttle under load up a grade.",
          tools: ["Fuel pressure gauge", "Helper"],
          expect:
            "Pressure should not fall below about 5 psi at full load; dropping toward 0 psi confirms the supply is starving the VP44.",
        },
        {
          step: "At key-on, check power and ground at the lift pump connector.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage (about 12 V) for the few seconds of priming; none points to the relay, fuse or wiring.",
        },
        {
          step: "Replace the fuel filter if its age is unknown and retest pressure.",
          tools: ["Fuel filter wrench"],
          expect: "Pressure returning to spec with a new filter clears the pump.",
        },
      ],
      fix: "Replace the lift pump (many owners fit an uprated frame-mounted pump kit), the fuel filter and any leaking banjo bolt washers, then prime the system and confirm pressure at idle and full load. If injection pump codes have set, test the VP44 after the supply is fixed.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the lift pump and fuel filter",
            partsLow: 120,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Fit an aftermarket frame-mounted supply pump kit",
            partsLow: 450,
            partsHigh: 900,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a VP44 injection pump already damaged by low supply.",
      },
      verdict: "careful",
      verdictReason:
        "A starving VP44 can fail without warning and strand you; stop towing and fix the supply before long trips.",
      codes: ["P0230", { code: "P1688", makes: ["dodge"] }],
      terms: ["lift pump", "VP44", "supply pressure"],
      related: ["cummins-59-vp44-injection-pump-failure", "diesel-fuel-filter-restriction", "diesel-air-in-fuel"],
      appliesTo: [dodge59Cummins24Valve],
    },
    {
      slug: "cummins-59-vp44-injection-pump-failure",
      title: "Ram 5.9 Cummins 24-valve dies on the road and sets P0216 or an injection pump controller code",
      summary:
        "The Bosch VP44 injection pump's electronics or rotor have failed, often after years on a weak lift pump. Prove supply pressure and battery voltage first, then replace the VP44 and the lift pump together.",
      symptoms: [
        "Engine dies while driving and may restart after cooling",
        "Dead pedal: no response to throttle for a moment, then it catches",
        "P0216, P1688 or P1689 stored",
        "Hard or no start with plenty of cranking speed",
      ],
      symptomIds: ["dies-while-driving", "cranks-no-start", "rail-pressure-code"],
      causes: [
        {
          likelihood: "common",
          part: "VP44 pump control module (the electronics on top of the pump) failed",
          why: "The module is cooled by the fuel passing through the pump; heat and low supply pressure cook it until it drops out, which the ECM reports as P1688.",
        },
        {
          likelihood: "occasional",
          part: "Worn rotor or timing piston inside the VP44",
          why: "Wear prevents the pump from reaching commanded timing, setting P0216 and causing hard starts and smoke.",
        },
        {
          likelihood: "occasional",
          part: "Poor ground or low voltage to the pump and ECM",
          why: "The pump module needs clean power; corroded grounds and weak batteries mimic a failed pump and shorten its life.",
        },
        {
          likelihood: "rare",
          part: "ECM-to-pump communication wiring fault",
          why: "A chafed wire between the ECM and the pump sets P1689 even when the pump itself is fine.",
        },
      ],
      checks: [
        {
          step: "Check fuel supply pressure at the pump inlet at idle before condemning the pump.",
          tools: ["Fuel pressure gauge with diesel fittings"],
          expect:
            "Typically 10–14 psi at idle; low pressure must be fixed first or a new VP44 will fail too; typical; confirm in the service information.",
        },
        {
          step: "Measure battery voltage while cranking and voltage drop across the engine and pump grounds.",
          tools: ["Digital multimeter"],
          expect:
            "Above about 9.6 V while cranking and under 0.2 V drop across each ground; more means a power fault, not the pump.",
        },
        {
          step: "Read codes and watch the pump's timing PIDs during a stall or hesitation if the scan tool supports them.",
          tools: ["Scan tool with Dodge diesel data"],
          expect: "P1688 or P0216 setting at the stall, with good supply and voltage, condemns the VP44.",
        },
      ],
      fix: "Replace the VP44 with a new or remanufactured pump, install it with the engine pinned at top dead center and the pump shaft locked as the service information describes, and replace the lift pump, filter and banjo washers at the same time. Clean the grounds and confirm supply pressure before releasing the truck.",
      difficulty: 3,
      cost: {
        partsLow: 1200,
        partsHigh: 2600,
        laborHoursLow: 3,
        laborHoursHigh: 5,
        excludes:
          "Estimate; excludes diagnosis, taxes, a lift pump and filter (strongly advised at the same time) and any core charge.",
      },
      verdict: "stop",
      verdictReason:
        "The engine can quit without warning in traffic and take steering and brake assist with it; tow it, or drive only a short, quiet route to the shop.",
      codes: ["P0216", "P0251", { code: "P1688", makes: ["dodge"] }, { code: "P1689", makes: ["dodge"] }],
      terms: ["VP44", "injection pump", "pump control module"],
      related: ["cummins-59-lift-pump-failure", "alternator/diesel-dual-batteries-weak"],
      appliesTo: [dodge59Cummins24Valve],
    },
    {
      slug: "diesel-fuel-filter-restriction",
      title: "Diesel pickup pulls fine around town but loses power climbing grades with a trailer",
      summary:
        "A clogged fuel filter, or a restriction in the supply line, is starving the high-pressure pump at full fuel demand. Measure supply pressure or suction at the filter under load; a new filter usually cures it.",
      symptoms: [
        "Power drops off after several seconds at full throttle, then recovers on lifting",
        "Rail pressure falls below desired only at high load",
        "Low rail pressure code, often P0087, after towing",
        "Filter is overdue, or the last tank came from an unfamiliar station",
      ],
      symptomIds: ["low-power", "rail-pressure-code", "fuel-light"],
      causes: [
        {
          likelihood: "common",
          part: "Plugged fuel filter element",
          why: "Dirt, wax and microbial sludge load the element until it cannot pass the fuel the engine uses at full power.",
        },
        {
          likelihood: "occasional",
          part: "Microbial growth (diesel bug) in the tank",
          why: "Bacteria and fungi living at the fuel and water boundary make slime that clogs new filters within a few hundred miles.",
        },
        {
          likelihood: "occasional",
          part: "Kinked or collapsed supply line, or a plugged pickup screen",
          why: "A restriction before the filter behaves like a plugged filter that a new element does not fix.",
        },
        {
          likelihood: "rare",
          part: "Weak lift pump",
          why: "A pump that cannot overcome normal filter resistance gives the same fade under load.",
        },
      ],
      checks: [
        {
          step: "Log desired and actual rail pressure during a full-load pull or a loaded climb.",
          tools: ["Scan tool"],
          expect:
            "Actual within about 1,500 psi of desired through the pull; falling further behind as load holds points to fuel supply; typical; confirm in the service information.",
        },
        {
          step: "On a pushed (lift pump) system, tee a gauge after the filter and read pressure at idle and under load.",
          tools: ["Fuel pressure gauge with diesel fittings"],
          expect:
            "Pressure after the filter holding the published value (often 5–15 psi depending on the engine); a drop across the filter above a few psi means it is plugged.",
        },
        {
          step: "On a suction system, tee a vacuum gauge at the filter outlet and run at high idle or under load.",
          tools: ["Vacuum gauge"],
          expect:
            "Suction under about 6–10 inHg on most light-duty diesels; more means a restriction at or before the filter; typical; confirm in the service information.",
        },
        {
          step: "Cut open the old filter element and drain a sample from the tank bottom.",
          tools: ["Filter cutter", "Clear jar"],
          expect: "Black slime or mats on the element and a hazy layer at the tank bottom point to microbial growth.",
        },
      ],
      fix: "Replace the fuel filter (and the primary filter on two-filter trucks), prime the system and retest under load. If the filter plugged from microbial growth, drain and clean the tank, treat the fuel with a biocide and shorten the filter interval.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the fuel filter or filters",
            partsLow: 40,
            partsHigh: 140,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Drain and clean the tank, biocide and filters",
            partsLow: 120,
            partsHigh: 400,
            laborHoursLow: 2.5,
            laborHoursHigh: 5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and fuel disposal fees.",
      },
      verdict: "careful",
      verdictReason:
        "A starved high-pressure pump wears fast and the truck can lose power mid-climb; change the filter before towing again.",
      codes: ["P0087"],
      terms: ["fuel filter restriction", "diesel bug", "supply pressure"],
      related: [
        "diesel-air-in-fuel",
        "diesel-water-in-fuel-light",
        "cummins-59-lift-pump-failure",
        "diesel-fuel-heater-inoperative",
      ],
    },
    {
      slug: "diesel-fuel-heater-inoperative",
      title: "Diesel starts fine in winter but loses power after a few miles of highway driving",
      summary:
        "The electric fuel heater in the filter housing or fuel conditioning module is dead, so the filter element chills and clogs once fuel flow rises. Check the heater's feed voltage and current draw, then replace the heater, its relay or its fuse.",
      symptoms: [
        "Power fades after 10–20 minutes at highway speed below about 20 °F",
        "Recovers after sitting with the engine idling or in a warm garage",
        "Filter element found coated in a gray, greasy film",
        "Low rail pressure or a fuel filter message only in cold weather",
      ],
      symptomIds: ["low-power", "fuel-light", "rail-pressure-code"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel heater element burned open",
          why: "The heater warms fuel entering the filter below a set temperature; once open, wax crystals build up on the element at highway flow.",
        },
        {
          likelihood: "occasional",
          part: "Heater thermostat, relay or fuse fault",
          why: "A switch that never closes or a blown fuse leaves a good heater unpowered.",
        },
        {
          likelihood: "occasional",
          part: "Heater connector corroded or unplugged after a filter change",
          why: "The connector sits low on the housing where spray reaches it, and it is easy to leave off after servicing the filter.",
        },
      ],
      checks: [
        {
          step: "With the fuel below about 40 °F, key on and measure voltage at the heater connector.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "About battery voltage (12 V or more) at the connector when the fuel is cold; 0 V points to the fuse, relay or thermostat.",
        },
        {
          step: "Measure the heater element's resistance with it unplugged.",
          tools: ["Digital multimeter"],
          expect:
            "A low, steady reading in ohms as published; OL means an open element; confirm the spec in the service information.",
        },
        {
          step: "Clamp the heater feed with the engine cold and running.",
          tools: ["DC amp clamp"],
          expect:
            "Several amps of draw while the fuel is cold, falling to 0 A as the fuel warms; no draw with voltage present means the element is dead.",
        },
      ],
      fix: "Replace the heater element or the filter housing assembly it is built into, and the fuse or relay if at fault; fit a new filter, since the old element stays restricted. Plug the connector back in after every filter service.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a fuse, relay or connector",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the fuel heater or filter housing",
            partsLow: 90,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, a fuel filter and fuel additives.",
      },
      verdict: "careful",
      verdictReason:
        "Power can fade at highway speed when temperatures drop; avoid long trips in freezing weather until the heater works.",
      codes: ["P0087"],
      terms: ["fuel heater", "fuel conditioning module"],
      related: ["diesel-fuel-gelling", "diesel-fuel-filter-restriction"],
      commonOn: [chevroletDuramaxAny, gmcDuramaxAny, ford67PowerStroke, ram67CumminsVehicles],
    },
    {
      slug: "cummins-59-53-block-cracked",
      title: "Coolant weeping down the driver side of a 1998–2002 5.9 Cummins block with no hose nearby",
      summary:
        'Some 24-valve 5.9 Cummins blocks with a "53" cast low on the side of the block have a thin water jacket wall that cracks. Find the crack under pressure; the lasting fix is a replacement block or engine, though some cracks are stitched or sealed as a stopgap.',
      symptoms: [
        "Coolant streak or dried crust running down the driver side of the block",
        "Coolant level slowly falling with no drip from the radiator, hoses or water pump",
        "Leak worse when the engine is hot and pressurized, often after a cold night",
        "No white smoke or oil in the coolant in the early stage",
      ],
      symptomIds: ["coolant-loss", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Crack in the thin water jacket wall of a 53 casting block",
          why: "A run of blocks cast in the late 1990s and early 2000s has thin side walls that crack along the water jacket, especially after freezing with weak antifreeze or years of heat cycles.",
        },
        {
          likelihood: "occasional",
          part: "Freeze damage from coolant with too little antifreeze",
          why: "Coolant that freezes expands and splits the weakest wall first, which on these blocks is the driver-side jacket.",
        },
        {
          likelihood: "occasional",
          part: "Leaking freeze plug or coolant heater element",
          why: "A freeze plug or block heater on the same side gives a similar streak and must be ruled out before condemning the block.",
        },
      ],
      checks: [
        {
          step: 'Look for a large "53" (about 1 in. tall) cast low on the block just above the oil pan rail, usually on the driver side below the injection pump; on some blocks it is on the passenger side below the oil filter.',
          tools: ["Flashlight", "Inspection mirror"],
          expect: "A 53 casting mark makes a crack likely; other castings point first to a plug or heater.",
        },
        {
          step: "Clean the side of the block, pressure-test the cold system to the cap's rating, and trace the seep.",
          tools: ["Cooling system pressure tester", "Brake cleaner", "Flashlight"],
          expect:
            "The system should hold the cap's rated pressure for 15 minutes; a wet line appearing on the block wall confirms a crack.",
        },
        {
          step: "Check antifreeze protection with a refractometer.",
          tools: ["Coolant refractometer"],
          expect:
            "Protection to about −34 °F (−37 °C) or colder with a 50/50 mix; weaker coolant supports freeze damage.",
        },
      ],
      fix: "Replace the block (a short block or long block from a later casting) or the engine. A small crack can be stitched or sealed with a metal repair compound as a temporary measure, but it tends to spread. Refill with the correct coolant mixed 50/50 and keep its freeze protection checked.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Stitch or seal the crack as a stopgap",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
          {
            name: "Replace with a reman long block",
            partsLow: 5500,
            partsHigh: 9000,
            laborHoursLow: 18,
            laborHoursHigh: 28,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, core charges, cooling hoses and a lift pump or injection pump moved to the new block.",
      },
      verdict: "careful",
      verdictReason:
        "A small seep can be topped up for short drives, but a growing crack can dump coolant and overheat the engine; watch the gauge.",
      codes: [],
      terms: ["53 block", "water jacket", "freeze plug"],
      related: ["cummins-59-lift-pump-failure", "cummins-killer-dowel-pin"],
      appliesTo: [dodge59Cummins24Valve],
    },
    {
      slug: "cummins-67-ccv-filter-plugged",
      title: "Ram 6.7 Cummins pushes oil out of the dipstick tube and into the intake plumbing",
      summary:
        "The crankcase ventilation (CCV) filter under the cover on top of the 6.7 Cummins is plugged, or its vent hose has frozen, so crankcase pressure climbs. Measure crankcase pressure, replace the CCV filter and clear the hose.",
      symptoms: [
        "Oil film in the turbo inlet tube, intercooler pipes or intake",
        "Oil pushed up the dipstick tube or seeping from seals after a long drive",
        "Heavy vapor from the oil fill when the cap is loosened with the engine running",
        "Often on trucks past the CCV filter interval, or after sub-freezing weather",
      ],
      symptomIds: ["oil-at-breather", "turbo-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Plugged CCV filter element",
          why: "The element traps oil mist from blow-by; once saturated it blocks flow and crankcase pressure rises, pushing oil past seals and out the dipstick tube.",
        },
        {
          likelihood: "occasional",
          part: "Frozen or kinked CCV vent hose",
          why: "Water in the blow-by freezes in the hose on cold days, closing the crankcase vent completely.",
        },
        {
          likelihood: "occasional",
          part: "High blow-by from worn rings or a leaking turbo seal",
          why: "More gas into the crankcase than the vent can handle gives the same symptoms with a clean filter.",
        },
      ],
      checks: [
        {
          step: "Check the maintenance record for the CCV filter, which is in the schedule at a long mileage interval (67,500 miles on many years).",
          tools: ["Service records", "Owner's manual"],
          expect:
            "A filter never changed past its interval is the first suspect; confirm the interval in the owner's manual.",
        },
        {
          step: "Measure crankcase pressure at the dipstick tube at warm idle and at high idle.",
          tools: ["Crankcase pressure gauge or water manometer"],
          expect:
            "A healthy engine reads close to 0 inH2O, a few inches of water either way (typical; confirm the limit in the service information). A high reading that falls back toward normal with the element removed points to the filter; one that stays high points to blow-by.",
        },
        {
          step: "Remove the CCV filter cover and the vent hose, and inspect both.",
          tools: ["Hand tools", "Flashlight"],
          expect: "An oil-saturated element or an ice plug or kink in the hose confirms the cause.",
        },
      ],
      fix: "Replace the CCV filter and its O-ring, clear or replace the vent hose (some later trucks have a heated or reshaped hose), and clean oil from the intake tube. If crankcase pressure stays high with a new filter, test blow-by and the turbo.",
      difficulty: 1,
      cost: {
        partsLow: 40,
        partsHigh: 120,
        laborHoursLow: 0.4,
        laborHoursHigh: 1,
        excludes:
          "Estimate; excludes diagnosis, taxes, intake cleaning and a turbo or engine repair if blow-by is high.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive short distances; change the filter soon so seals and the turbo do not take the pressure.",
      codes: [],
      terms: ["CCV filter", "crankcase pressure", "blow-by"],
      related: ["turbo-supercharger/turbo-seal-leak-blue-smoke", "cummins-6-7-vgt-actuator-codes"],
      appliesTo: [dodge67Cummins, ram67CumminsVehicles],
    },
    {
      slug: "ecodiesel-bearing-knock-low-oil-pressure",
      title: "Ram 1500 or Jeep EcoDiesel develops a deep knock and a low oil pressure warning",
      summary:
        "A main or rod bearing has failed on the 3.0 EcoDiesel V6, a failure reported on 2014–2019 engines. Shut it off, confirm oil pressure with a mechanical gauge and check the oil for metal; the repair is usually a replacement engine.",
      symptoms: [
        "Deep knock from the bottom of the engine that rises with rpm",
        "Low oil pressure warning or a flickering oil light at hot idle",
        "Glitter or metal flakes on the dipstick or in the filter",
        "Loss of power, and sometimes a stall that will not restart",
      ],
      symptomIds: ["rough-idle-knock", "low-power", "dies-while-driving"],
      causes: [
        {
          likelihood: "common",
          part: "Spun or worn crankshaft main or rod bearing",
          why: "Owners and shops have reported bearing failures on the 3.0 EcoDiesel, where a bearing that loses its oil film turns on the journal and knocks.",
        },
        {
          likelihood: "occasional",
          part: "Oil thinned by fuel dilution or run low",
          why: "Diluted or low oil cannot hold the film the bearings need, especially under towing loads.",
        },
        {
          likelihood: "rare",
          part: "Oil pump or pickup failure",
          why: "A pump that loses prime or a blocked pickup starves every bearing at once.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and smell on a level surface, then cut open the oil filter.",
          tools: ["Filter cutter", "Magnet"],
          expect:
            "Copper or bright metal in the filter confirms bearing damage; a fuel smell with a high level shows dilution.",
        },
        {
          step: "Fit a mechanical oil pressure gauge in place of the sender and read it hot.",
          tools: ["Mechanical oil pressure gauge"],
          expect:
            "Compare with the published hot-idle and 2,000 rpm specifications; pressure far below them, with a knock, confirms a bearing failure.",
        },
        {
          step: "Send an oil sample for wear metals and fuel if there is no visible metal.",
          tools: ["Oil analysis kit"],
          expect: "Elevated lead, copper and tin, or fuel above about 2–5%, back up the diagnosis.",
        },
      ],
      fix: "Replace the engine with a new or remanufactured long block, or rebuild the bottom end with a new or reground crankshaft and bearings if the block is sound, and flush or replace the oil cooler and turbo oil feed so metal does not return. Ask a Ram or Jeep dealer about any warranty or campaign on the VIN before paying.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Bottom-end rebuild with crankshaft and bearings",
            partsLow: 2500,
            partsHigh: 5000,
            laborHoursLow: 20,
            laborHoursHigh: 30,
          },
          {
            name: "Replace the engine with a new or reman unit",
            partsLow: 8500,
            partsHigh: 14000,
            laborHoursLow: 16,
            laborHoursHigh: 25,
            likely: true,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a turbo or oil cooler contaminated by metal, and any warranty coverage.",
      },
      verdict: "stop",
      verdictReason: "A knocking bearing can break the crankshaft or a rod without warning; do not drive it.",
      codes: ["P0524", "P0521"],
      terms: ["main bearing", "rod bearing", "oil pressure"],
      related: ["four-stroke/main-bearing-knock", "ford-64-fuel-dilution-oil-level"],
      appliesTo: [ramEcoDiesel, jeepEcoDiesel],
    },
    {
      slug: "duramax-lly-overheating-towing",
      title: "2004–2006 Duramax LLY runs hot pulling a trailer up a long grade in summer",
      summary:
        "The LLY Duramax has little cooling margin: a debris-packed cooling stack, a weak fan clutch or low coolant pushes it over. Check fan speed against engine speed and the stack for debris, then fix the weak part and tow in a lower gear.",
      symptoms: [
        "Temperature gauge climbs past the middle on long grades with a trailer",
        "Engine coolant hot or reduced power message on the driver information center",
        "Fan loud only after the gauge is already high, or never loud at all",
        "Normal temperature when empty or on flat ground",
      ],
      symptomIds: ["overheating", "derate", "coolant-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Cooling stack packed with debris between the A/C condenser, intercooler and radiator",
          why: "Bugs, leaves and dirt trapped between the layers block airflow, and the LLY has little spare capacity to lose.",
        },
        {
          likelihood: "common",
          part: "Electronically controlled fan clutch slipping",
          why: "The ECM commands fan engagement, but a worn clutch or its solenoid lets the fan lag far behind the command.",
        },
        {
          likelihood: "occasional",
          part: "Low coolant, weak surge tank cap or air in the system",
          why: "Air pockets and a cap that does not hold pressure lower the boiling point and the flow across the radiator.",
        },
        {
          likelihood: "rare",
          part: "Thermostat or water pump failing",
          why: "A thermostat that opens only partly or a worn impeller cannot move enough coolant under load.",
        },
      ],
      checks: [
        {
          step: "Log coolant temperature, commanded fan and actual fan speed while towing or during a loaded test.",
          tools: ["Scan tool with GM diesel data"],
          expect:
            "Coolant typically holds about 195–215 °F; with the fan commanded fully on, fan speed should come close to engine speed within a few seconds; typical; confirm in the service information.",
        },
        {
          step: "Look through the grille and between the condenser, intercooler and radiator with a light.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "Debris mats covering more than a small patch of any core mean the stack needs separating and cleaning.",
        },
        {
          step: "Pressure-test the cooling system and the surge tank cap.",
          tools: ["Cooling system pressure tester with cap adapter"],
          expect: "The cap holds its rated pressure and the system holds it for 15 minutes without dropping.",
        },
      ],
      fix: "Separate and wash the cooling stack from the engine side out, replace the fan clutch if it lags its command, and repair coolant leaks and the cap. Bleed air from the system. When towing heavy, use tow/haul mode and a lower gear on long grades so the fan and pump turn faster.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the cooling stack and replace the cap",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the electronic fan clutch",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the water pump and thermostat",
            partsLow: 250,
            partsHigh: 650,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant and head gasket repair if the engine was run overheated.",
      },
      verdict: "careful",
      verdictReason:
        "If the gauge climbs, slow down and downshift, and pull over before it reaches the red; driving on overheated risks the head gaskets.",
      codes: ["P0217"],
      terms: ["fan clutch", "cooling stack", "surge tank"],
      related: ["cooling-system/head-gasket-combustion-leak", "ford-64-radiator-leak"],
      appliesTo: [chevroletDuramaxLly, gmcDuramaxLly],
    },
    {
      slug: "ford-73-cam-sensor-stall",
      title: "Ford 7.3 Power Stroke dies on the road and the tachometer drops to zero first",
      summary:
        "The camshaft position sensor (CMP) on the 7.3 Power Stroke has failed, so the PCM loses engine speed and stops firing the injectors. Watch RPM while cranking; no reading means the sensor or its wiring.",
      symptoms: [
        "Tachometer needle falls to zero a moment before the engine dies",
        "Cranks with no start, and the tach does not move while cranking",
        "Restarts after cooling, then dies again when hot",
        "P0340 or P0344 stored, or no code at all",
      ],
      symptomIds: ["dies-while-driving", "cranks-no-start", "hard-hot-start"],
      causes: [
        {
          likelihood: "common",
          part: "Failed camshaft position sensor",
          why: "The 7.3 uses one cam sensor for both engine speed and injector timing; when it drops out from heat the injection driver module gets no signal and the engine stops.",
        },
        {
          likelihood: "occasional",
          part: "Oil-soaked or loose CMP connector",
          why: "Oil wicks into the connector and makes the signal intermittent, often worst when hot.",
        },
        {
          likelihood: "rare",
          part: "Chafed CMP wiring or a PCM fault",
          why: "A wire rubbing through on the engine shorts the signal, setting the same codes as a failed sensor.",
        },
      ],
      checks: [
        {
          step: "Connect a scan tool and watch engine RPM while cranking, especially after a hot stall.",
          tools: ["Scan tool with Ford diesel data"],
          expect:
            "Cranking RPM of about 100–200 rpm shown by the PCM; 0 rpm while the engine visibly turns means the PCM is not seeing the cam signal.",
        },
        {
          step: "Back-probe the sensor signal while cranking.",
          tools: ["Digital multimeter with Hz", "Back-probe pins"],
          expect:
            "A switching signal with a frequency that rises with cranking speed; a steady voltage means no signal.",
        },
        {
          step: "Inspect the connector for oil and the harness for rub-through.",
          tools: ["Flashlight"],
          expect: "Oil inside the connector or a bare wire shows the fault is wiring, not the sensor.",
        },
      ],
      fix: "Replace the camshaft position sensor with a quality part and its O-ring, clean the connector and fix any chafed wiring. Keep a known-good sensor in the truck if it has stalled before, as the failure is heat-related and intermittent.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 140,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.2,
        excludes: "Estimate; excludes diagnosis, taxes and harness repair.",
      },
      verdict: "stop",
      verdictReason:
        "A failing cam sensor can kill the engine at speed with no warning, taking power steering and brake assist with it; tow the truck or keep to a short, quiet route to the shop.",
      codes: ["P0340", "P0344"],
      terms: ["camshaft position sensor", "IDM", "tachometer"],
      related: ["diesel-icp-leak-no-start", "cummins-59-vp44-injection-pump-failure"],
      appliesTo: [ford73PowerStroke],
    },
    {
      slug: "diesel-block-heater-not-heating",
      title: "Diesel still starts like an unplugged truck on cold mornings even with the block heater plugged in",
      summary:
        "The engine block heater's element has burned out or its cord is damaged, so the coolant never warms overnight. Measure the heater's resistance at the cord plug and its current draw; replace the cord or element.",
      symptoms: [
        "Coolant temperature on the scan tool equals outside air temperature after a night plugged in",
        "No faint ticking or sizzle from the heater when first plugged in",
        "Extension cord or outlet GFCI trips when the truck is plugged in",
        "Cord cracked, chewed or melted at the plug or near the exhaust",
      ],
      symptomIds: ["hard-cold-start", "white-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Block heater cord damaged or its plug corroded",
          why: "The cord runs near hot parts and under the bumper, where heat, salt and rodents break it; a broken conductor means no current reaches the element.",
        },
        {
          likelihood: "common",
          part: "Block heater element burned open",
          why: "An element run dry, for example with low coolant or air trapped around it, overheats and opens.",
        },
        {
          likelihood: "occasional",
          part: "Element shorted to the block by moisture or a cracked sheath",
          why: "Current leaking to ground trips a GFCI outlet before the heater can warm anything.",
        },
      ],
      checks: [
        {
          step: "Unplug the cord and measure resistance across the two flat prongs.",
          tools: ["Digital multimeter"],
          expect:
            "Roughly 120 V squared divided by the heater's wattage: about 14 Ω for a 1,000 W element or 19 Ω for 750 W; OL means an open cord or element.",
        },
        {
          step: "Measure from each flat prong to the round ground prong.",
          tools: ["Digital multimeter or insulation tester"],
          expect:
            "OL (no continuity) on both; any reading means the element or cord leaks to ground and will trip a GFCI.",
        },
        {
          step: "Plug in and clamp one conductor with an extension cord splitter or a line splitter.",
          tools: ["AC amp clamp", "Line splitter"],
          expect: "About 6–8 A on a 750–1,000 W heater; 0 A confirms an open circuit.",
        },
        {
          step: "If the cord is open, unplug it at the heater and measure the element terminals directly.",
          tools: ["Digital multimeter"],
          expect: "The element reading in the expected range with the cord open proves the cord alone is bad.",
        },
      ],
      fix: "Replace a damaged cord, routing it away from the exhaust and securing it. If the element is open or leaking to ground, drain the coolant and replace the element or the heater assembly, then refill and bleed. Plug in for about three hours before a cold start.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the block heater cord", partsLow: 25, partsHigh: 80, laborHoursLow: 0.3, laborHoursHigh: 1 },
          {
            name: "Replace the block heater element",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1.2,
            laborHoursHigh: 3.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and coolant.",
      },
      verdict: "ok",
      verdictReason: "The truck is safe to drive; only cold starts are harder, with more wear and smoke.",
      codes: [],
      terms: ["block heater", "GFCI"],
      related: ["diesel-glow-plugs", "diesel-fuel-heater-inoperative", "diesel-fuel-gelling"],
    },
    {
      slug: "diesel-fuel-drain-back-first-start",
      title: "Diesel cranks for a long time on the first start of the day, even in summer",
      summary:
        "Fuel is draining back to the tank overnight through a leaking check valve, filter-head seal or supply-line joint, so the pump must refill and purge air each morning. Watch a clear line or rail pressure build on the first crank and seal the leak.",
      symptoms: [
        "First start of the day takes 5–15 seconds of cranking in any weather",
        "Restarts later in the day are instant",
        "Cycling the key two or three times (to run the lift pump) before cranking helps",
        "Sometimes a brief stumble right after the first start",
      ],
      symptomIds: ["hard-cold-start", "cranks-no-start"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking check valve in the lift pump, filter head or supply line",
          why: "The check valve holds the fuel column in the lines; when it leaks, fuel siphons back to the tank overnight and air takes its place.",
        },
        {
          likelihood: "occasional",
          part: "Hardened filter-head or filter-bowl seal",
          why: "A seal that holds fuel under pressure can still let air seep in while the system sits, and the fuel drains out behind it.",
        },
        {
          likelihood: "occasional",
          part: "Loose or cracked supply-line fitting or pickup tube",
          why: "Any opening above the fuel level on the suction side lets the column drain while parked.",
        },
        {
          likelihood: "rare",
          part: "Leaking high-pressure pump inlet or rail relief valve",
          why: "Internal seepage back to the return lets the rail and pump empty slowly over many hours.",
        },
      ],
      checks: [
        {
          step: "After an overnight sit, log rail pressure from the moment cranking starts.",
          tools: ["Scan tool"],
          expect:
            "A healthy system reaches starting pressure (commonly 3,000–5,000 psi or more) within about 2–3 seconds of cranking; a long delay before pressure rises shows the pump is purging air; typical; confirm in the service information.",
        },
        {
          step: "Fit a clear section of line ahead of the filter or pump inlet, mark the fuel level in it at shutdown and check it next morning.",
          tools: ["Clear fuel-rated hose", "Hose clamps"],
          expect:
            "The line should still be full of fuel; an empty line or a line full of air proves drain-back on the supply side.",
        },
        {
          step: "Pressurize the supply side with the lift pump running, or hold low vacuum on it with the engine off, and watch the gauge.",
          tools: ["Fuel pressure gauge or hand vacuum pump"],
          expect:
            "Pressure or vacuum holding steady for 5 minutes rules out the supply-side fittings; a falling reading pins down a leak.",
        },
      ],
      fix: "Replace the leaking check valve (often part of the lift pump or filter head), renew filter-head and bowl seals, tighten or replace the leaking fitting and prime the system fully. Recheck the clear line after an overnight sit before releasing the truck.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace seals or a supply-line fitting",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the filter head or lift pump with its check valve",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, fuel filters and a starter or batteries worn by long cranking.",
      },
      verdict: "ok",
      verdictReason:
        "Once running it drives normally; fix it before the long cranking wears out the starter and batteries.",
      codes: [],
      terms: ["check valve", "drain-back", "priming"],
      related: ["diesel-air-in-fuel", "diesel-fuel-filter-restriction", "injector-return-flow-hot-restart"],
    },
    {
      slug: "ford-73-under-valve-cover-harness-miss",
      title: "Ford 7.3 Power Stroke develops a steady miss on one cylinder and sets P1316",
      summary:
        "A chafed wire or loose gasket connector in the 7.3 Power Stroke's under-valve-cover harness has cut power to one injector. Run the buzz test, then repair the harness or the gasket connector.",
      symptoms: [
        "Steady miss and knock at idle that does not clear when warm",
        "P1316 plus a cylinder-specific injector driver code",
        "One injector silent in the key-on buzz test",
        "Hard cold start if the glow plug wire in the same harness is also damaged",
      ],
      symptomIds: ["rough-idle-knock", "rail-pressure-code", "hard-cold-start"],
      causes: [
        {
          likelihood: "common",
          part: "Under-valve-cover harness chafed on the rocker arms or pushrods",
          why: "The wires to each injector and glow plug run inside the valve cover, and a harness clip that breaks lets moving valvetrain parts rub through the insulation.",
        },
        {
          likelihood: "common",
          part: "Loose or corroded valve cover gasket connector",
          why: "The connector molded into the gasket is the pass-through for injector power; oil and heat loosen its pins so the injector cuts in and out.",
        },
        {
          likelihood: "occasional",
          part: "Injector solenoid failed",
          why: "An open solenoid coil gives the same silent buzz test and code as a broken wire.",
        },
        {
          likelihood: "rare",
          part: "Injector driver module (IDM) output failure",
          why: "The IDM fires injectors at about 115 V; one failed output leaves a good injector and harness dead.",
        },
      ],
      checks: [
        {
          step: "Run the key-on engine-off injector buzz test and listen at each valve cover.",
          tools: ["Scan tool with Ford diesel data", "Mechanic's stethoscope"],
          expect: "All eight injectors buzz; a silent one identifies the cylinder to chase.",
        },
        {
          step: "Unplug the gasket connector and that injector, then measure each of the injector's two wires from the connector pin to the injector plug, flexing the harness.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "The harness itself should add under 0.5 Ω end to end and stay steady when flexed; OL or a reading that jumps means a broken wire or bad pin.",
        },
        {
          step: "With the valve cover off, inspect the harness route and clips along the rocker arms.",
          tools: ["Flashlight"],
          expect: "Shiny bare copper or a worn-through jacket where the harness touches a rocker confirms the chafe.",
        },
      ],
      fix: "Replace the under-valve-cover harness on the affected side, secure it with new clips away from the valvetrain, and fit a new valve cover gasket with its connector (many shops fit an improved connector). Replace the injector only if its solenoid measures open.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the valve cover gasket connector",
            partsLow: 60,
            partsHigh: 180,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace one side's under-valve-cover harness and gasket",
            partsLow: 120,
            partsHigh: 350,
            laborHoursLow: 2,
            laborHoursHigh: 3.5,
          },
          { name: "Replace a failed injector", partsLow: 300, partsHigh: 700, laborHoursLow: 2.5, laborHoursHigh: 4.5 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, an IDM replacement and glow plugs found dead on the same harness.",
      },
      verdict: "careful",
      verdictReason:
        "It drives on seven cylinders, but washed-down fuel thins the oil and the knock stresses the engine; repair it soon.",
      codes: [{ code: "P1316", makes: ["ford"] }],
      terms: ["UVCH", "IDM", "buzz test"],
      related: ["ford-73-cam-sensor-stall", "glow-plug-single-cylinder-code"],
      appliesTo: [ford73PowerStroke],
    },
    {
      slug: "parked-regen-wont-start-or-aborts",
      title: "Parked regeneration from the scan tool refuses to start or stops partway",
      summary:
        "A service (parked) regen runs only when its entry conditions are met and no blocking code is set. Fix any active sensor code, warm the engine, meet the fuel and soot-load limits and restart it; a filter past the soot limit must come off instead.",
      symptoms: [
        "Scan tool says conditions not met, or the regen ends after a few minutes",
        "Exhaust filter full message stays on after the attempt",
        "Idle never rises to the regen speed, or falls back early",
        "An exhaust temperature, DPF pressure or NOx sensor code is also stored",
      ],
      symptomIds: ["regen-frequent", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Entry conditions not met",
          why: "Coolant below operating temperature, too little fuel in the tank, the parking brake not set, a door open or the hood switch open all block or cancel the routine.",
        },
        {
          likelihood: "common",
          part: "An active code that disables regeneration",
          why: "Exhaust temperature, DPF pressure, EGR and injector codes make the computer refuse to heat the filter, because it cannot watch the burn safely.",
        },
        {
          likelihood: "occasional",
          part: "Soot load above the parked-regen ceiling",
          why: "Past a maker-set soot mass, burning the filter in place risks an uncontrolled burn that cracks it, so the software refuses and the filter must be removed.",
        },
        {
          likelihood: "rare",
          part: "Failed DOC that cannot make regen heat",
          why: "Without the catalyst lighting off, filter inlet temperature never reaches the target and the routine times out.",
        },
      ],
      checks: [
        {
          step: "Read every stored and active code before starting, and repair any sensor or EGR fault that would block the burn.",
          tools: ["Scan tool with diesel service functions"],
          expect:
            "No active exhaust temperature, DPF pressure, EGR or fuel-system code; any one of them will stop the routine.",
        },
        {
          step: "Warm the engine and check the routine's listed entry conditions in live data: coolant temperature, fuel level, gear, parking brake, vehicle speed.",
          tools: ["Scan tool"],
          expect:
            "Coolant at full operating temperature, about 160–200 °F, and fuel above the minimum the routine lists (often a quarter tank); typical; confirm in the service information.",
        },
        {
          step: "Read the calculated soot load and compare it with the limits the routine shows for a parked regeneration.",
          tools: ["Scan tool"],
          expect:
            "Soot inside the allowed window; above the upper limit the software blocks the burn and the filter needs off-vehicle cleaning or replacement.",
        },
        {
          step: "During the regen, log DOC inlet, DPF inlet and DPF outlet temperatures every minute.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "DPF inlet climbing to roughly 1,000–1,150 °F within 10 minutes and holding, typical; confirm in the service information. A DOC outlet that stays near its inlet temperature points to a dead DOC.",
        },
      ],
      fix: "Clear the blocking fault, refill fuel, warm the engine and rerun the parked regeneration with the truck outside and clear of anything that burns. If soot is over the ceiling, remove the filter for a thermal cleaning or replace it, then find what made the soot.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Parked regeneration with the scan tool",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Remove the DPF for a thermal cleaning",
            partsLow: 300,
            partsHigh: 700,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes repairing the sensor or soot source that blocked the regen, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A loaded filter soon derates the engine; drive only as far as the shop, and never leave a regenerating truck over grass.",
      codes: ["P2463", "P2458", "P244B"],
      terms: ["parked regeneration", "soot load", "DPF", "DOC"],
      related: [
        "dpf-full-reduced-power",
        "diesel-egt-sensor-code",
        "doc-plugged-no-regen-temperature",
        "dpf-ash-loaded-clean-or-replace",
      ],
    },
    {
      slug: "dpf-ash-loaded-clean-or-replace",
      title: "High-mileage diesel's DPF reads full right after every regeneration",
      summary:
        "Ash from burned engine oil fills the filter and cannot burn off, so back-pressure stays high after regens. Past about 150,000 miles a thermal cleaning usually restores it; a filter that is cracked, melted or oil-soaked needs replacing.",
      symptoms: [
        "DPF differential pressure high even just after a completed regen",
        "Regen intervals shrinking month by month on a truck with high miles",
        "Sluggish under load and a hotter exhaust temperature while towing",
        "Ash accumulation code, or an ash-load figure near its limit in live data",
      ],
      symptomIds: ["regen-frequent", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Normal ash accumulation from oil additives",
          why: "Calcium, zinc and phosphorus in oil leave metal ash that stays in the filter channels and slowly shrinks its working area.",
        },
        {
          likelihood: "occasional",
          part: "High oil use feeding extra ash",
          why: "Worn rings, a leaking turbo seal or a full crankcase vent filter send more oil into the exhaust, so ash arrives years early.",
        },
        {
          likelihood: "occasional",
          part: "Oil or coolant soaked into the filter",
          why: "A failed turbo or EGR cooler glazes the inlet face, and that glaze no cleaning removes.",
        },
        {
          likelihood: "rare",
          part: "Wrong oil without a low-ash rating",
          why: "Oil that does not meet the CK-4 or maker's low-ash spec carries more sulfated ash into the filter.",
        },
      ],
      checks: [
        {
          step: "Run or confirm a complete regen, then read DPF differential pressure at warm idle and at a steady 2,000 rpm.",
          tools: ["Scan tool with diesel data"],
          expect:
            "Freshly regenerated, differential pressure should sit near its spec, often under about 1 psi at warm idle; a high reading right after the burn means ash or a sensor fault; typical; confirm in the service information.",
        },
        {
          step: "Compare the DPF pressure sensor with atmospheric pressure key on, engine off, and inspect both hoses.",
          tools: ["Scan tool", "Flashlight"],
          expect: "Near 0 psi differential engine off, with both hoses clear, proves the sensor before blaming ash.",
        },
        {
          step: "Check oil use since the last change and look into the DPF inlet face with a borescope through a sensor port.",
          tools: ["Borescope"],
          expect:
            "Gray powdery ash points to cleaning; wet black glaze or melted cells mean the filter must be replaced and the oil source fixed.",
        },
      ],
      fix: "Remove the DPF and send it for a thermal bake and air-pulse cleaning, or replace it when it is cracked, melted or oil-glazed. Reset the ash and soot learned values with the scan tool after either job, and repair any oil-consumption source first.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Remove, bake-clean and reinstall the DPF",
            partsLow: 300,
            partsHigh: 700,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          {
            name: "Replace the DPF (aftermarket or OEM)",
            partsLow: 1500,
            partsHigh: 5000,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes gaskets and clamps, DOC replacement if also fouled, diagnosis and taxes; emissions warranty may cover the filter.",
      },
      verdict: "ok",
      verdictReason:
        "It drives normally at first, but back-pressure rises until the truck derates, so book the cleaning within weeks.",
      codes: ["P242F", "P244B", "P2459"],
      terms: ["ash load", "DPF cleaning", "differential pressure"],
      related: [
        "dpf-regenerating-too-often",
        "diesel-black-soot-cracked-dpf",
        "parked-regen-wont-start-or-aborts",
        "dpf-full-reduced-power",
      ],
    },
    {
      slug: "doc-plugged-no-regen-temperature",
      title: "Regenerations never get hot enough and the soot load keeps climbing",
      summary:
        "The diesel oxidation catalyst is face-plugged or poisoned, so injected fuel passes through unburned instead of heating the DPF. Compare its inlet and outlet temperatures during a regen, then clean or replace the DOC and fix what fouled it.",
      symptoms: [
        "Regen duration code, or regens that run the full time without lowering soot",
        "Raw-fuel smell or white vapor from the tailpipe during a regen",
        "DPF full message returns within days of a parked regen",
        "Fuel economy down and oil level slowly rising on post-injection engines",
      ],
      symptomIds: ["regen-frequent", "white-smoke", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Soot and oil crust across the DOC inlet face",
          why: "Long idling and light loads keep the catalyst cold, so soot and oil mist stick to the front of the brick and block the channels.",
        },
        {
          likelihood: "occasional",
          part: "Catalyst poisoned by coolant or oil",
          why: "An EGR cooler or turbo leak coats the precious metal with silicates or phosphorus and it stops lighting off.",
        },
        {
          likelihood: "occasional",
          part: "Fuel-washed DOC from a leaking injector or doser",
          why: "Liquid fuel soaks the brick faster than it can burn, then chars into a crust.",
        },
        {
          likelihood: "rare",
          part: "Failed hydrocarbon doser (seventh injector) on engines that use one",
          why: "No fuel reaches the DOC, so there is nothing for it to burn into heat.",
        },
      ],
      checks: [
        {
          step: "Start a parked regen and log DOC inlet and outlet temperatures side by side.",
          tools: ["Scan tool with diesel data"],
          expect:
            "A working DOC raises its outlet 300 °F or more above its inlet once the inlet passes about 480 °F (250 °C); a small rise means it is not lighting off; typical; confirm in the service information.",
        },
        {
          step: "Check the exhaust temperature sensors against each other after a cold soak overnight.",
          tools: ["Scan tool"],
          expect:
            "All exhaust temperatures within about 20 °F of ambient and of each other, so the DOC readings can be trusted.",
        },
        {
          step: "Remove the DOC or look through a sensor port at its inlet face.",
          tools: ["Borescope", "Hand tools"],
          expect:
            "Open, tan-gray channels are healthy; a black crust over the face or a sweet coolant residue confirms the fault.",
        },
      ],
      fix: "Clean a face-plugged DOC with a thermal service or replace it, and replace a poisoned one. Repair the leaking injector, doser, turbo seal or EGR cooler that fouled it, then run a parked regen and confirm soot load falls.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Remove and clean the DOC",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the DOC",
            partsLow: 800,
            partsHigh: 2500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.5,
          },
        ],
        excludes:
          "Estimate; excludes the injector, turbo or EGR cooler repair that caused it, gaskets, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The DPF keeps loading toward a derate, and unburned fuel pooling in the exhaust is a fire risk if it later lights at once.",
      codes: ["P0420", "P2458", "P2463"],
      terms: ["DOC", "light-off", "post-injection"],
      related: ["parked-regen-wont-start-or-aborts", "regen-overtemperature-p24a1"],
    },
    {
      slug: "regen-overtemperature-p24a1",
      title: "Regeneration shut itself off with an exhaust over-temperature code",
      summary:
        "The computer saw DPF temperatures climbing past its control limit and stopped the burn to save the filter. The usual reasons are a filter overloaded with soot, raw fuel reaching the exhaust or a drifting temperature sensor; find which before another regen.",
      symptoms: [
        "P24A1 or a regen temperature code appears after a regen",
        "Burning smell and smoke from under the truck during the last regen",
        "Regen indicator turned off early and the DPF message stayed",
        "Soot load unchanged or still high afterward",
      ],
      symptomIds: ["regen-frequent", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Soot load far above normal when the burn started",
          why: "A heavy soot cake burns fast once it lights, and the heat runs away faster than the computer can trim post-injection.",
        },
        {
          likelihood: "occasional",
          part: "Dripping injector or hydrocarbon doser",
          why: "Extra fuel in the exhaust adds heat the computer did not command.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust temperature sensor reading high",
          why: "A sensor that drifts hot makes a normal burn look like a runaway and aborts it.",
        },
        {
          likelihood: "rare",
          part: "Engine dropped to idle in the middle of a regen",
          why: "Dropping to idle with a hot filter cuts exhaust flow, so the heat stays in the ceramic and peaks.",
        },
      ],
      checks: [
        {
          step: "Read freeze-frame data for the code and the soot load logged before the last regen.",
          tools: ["Scan tool with diesel data"],
          expect: "A soot load at or over the maker's upper limit before the burn explains the spike.",
        },
        {
          step: "Compare every exhaust temperature sensor after an overnight cold soak.",
          tools: ["Scan tool"],
          expect: "All within about 20 °F of ambient; one reading 50 °F or more above the rest is the faulty sensor.",
        },
        {
          step: "Check injector balance rates and, where fitted, the hydrocarbon doser for leakage.",
          tools: ["Scan tool"],
          expect:
            "Balance rates inside the maker's window at warm idle and no fuel smell at the doser; typical; confirm in the service information.",
        },
        {
          step: "Inspect the DPF outlet face with a borescope for cracks or melted cells.",
          tools: ["Borescope"],
          expect: "Clean outlet channels; black streaks or melted cells mean the filter cracked in the spike.",
        },
      ],
      fix: "Replace a drifting temperature sensor or a leaking injector or doser, then reduce a heavy soot load with a supervised parked regen or by removing the filter for cleaning. Replace a cracked DPF.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace an exhaust temperature sensor",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          { name: "Remove and clean the DPF", partsLow: 300, partsHigh: 700, laborHoursLow: 2, laborHoursHigh: 4 },
          { name: "Replace a cracked DPF", partsLow: 1500, partsHigh: 5000, laborHoursLow: 2, laborHoursHigh: 4 },
        ],
        excludes: "Estimate; excludes injector or doser replacement, gaskets, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Another runaway burn can crack the filter or scorch what sits above it; avoid parking on grass and get it checked.",
      codes: ["P24A1", "P2080", "P2084"],
      terms: ["exhaust gas temperature", "regeneration", "soot load"],
      related: ["diesel-egt-sensor-code", "doc-plugged-no-regen-temperature", "diesel-black-soot-cracked-dpf"],
    },
    {
      slug: "ford-60-egr-valve-sticking",
      title: "Ford 6.0 Power Stroke stumbles, smokes and sets EGR valve codes",
      summary:
        "The 6.0's EGR valve sits in the intake and cokes with soot until it sticks open or lags, which causes rough running, black smoke and P0401 or P0404. Clean or replace the valve, then test the EGR cooler that feeds it.",
      symptoms: [
        "Rough idle or a stall when coming to a stop",
        "Black smoke and a sluggish take-off",
        "P0401, P0404, P0405 or P0406 stored",
        "EGR valve position in live data that does not follow the command",
      ],
      symptomIds: ["emissions-light", "black-smoke", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Soot-coked 6.0 EGR valve stem and poppet",
          why: "Oily soot from the EGR cooler and crankcase vent bakes onto the stem until the valve drags or cannot seal closed.",
        },
        {
          likelihood: "occasional",
          part: "Failed EGR valve position sensor or motor in the valve",
          why: "The electric valve carries its own sensor, and heat cycling cracks its solder joints, setting circuit codes.",
        },
        {
          likelihood: "occasional",
          part: "Plugged EGR cooler restricting flow",
          why: "Too little exhaust reaches a working valve, which sets an insufficient-flow code with a clean valve.",
        },
        {
          likelihood: "rare",
          part: "Chafed harness at the valve connector",
          why: "The harness runs over the hot intake and rubs through, opening the position signal.",
        },
      ],
      checks: [
        {
          step: "Command the EGR valve open and closed with the scan tool and watch actual position against desired.",
          tools: ["Ford-capable scan tool"],
          expect:
            "Actual position follows the command within about 5% and returns to 0% closed; lag or a stuck reading confirms a sticking valve; typical; confirm in the service information.",
        },
        {
          step: "Remove the valve and inspect the stem and poppet.",
          tools: ["Hand tools", "Flashlight"],
          expect:
            "A thick black crust on the stem or seat confirms coking; a clean valve with a bad sensor reading needs replacing.",
        },
        {
          step: "Pressure-test the cooling system and check the cooler for coolant in the EGR passages.",
          tools: ["Cooling system pressure tester"],
          expect:
            "Holding the cap's rated pressure for 15 minutes with no drop and no white residue rules out a leaking cooler.",
        },
      ],
      fix: "Clean a coked valve and its bore or fit the updated replacement valve, with new O-rings. Replace a plugged or leaking EGR cooler at the same visit, clear codes and verify position tracking on a road test.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Clean the EGR valve and bore", partsLow: 20, partsHigh: 60, laborHoursLow: 1, laborHoursHigh: 2 },
          { name: "Replace the EGR valve", partsLow: 250, partsHigh: 500, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Replace the EGR cooler as well",
            partsLow: 700,
            partsHigh: 1400,
            laborHoursLow: 5,
            laborHoursHigh: 9,
          },
        ],
        excludes: "Estimate; excludes head gasket or oil cooler work found during the job, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A valve stuck open can stall the engine at a stop, and a leaking cooler behind it can hurt head gaskets; limit driving.",
      codes: ["P0401", "P0404", "P0405", "P0406"],
      terms: ["EGR valve", "EGR cooler", "coking"],
      related: ["egr-cooler-coolant-loss", "obd/p0402-p0404-egr-stuck-open", "ford-6-0-vgt-sticking-vanes"],
      appliesTo: [ford60PowerStrokeTrucks],
    },
    {
      slug: "cummins-67-egr-cooler-plugged-p2457",
      title: "6.7 Cummins sets P2457 EGR cooler efficiency with no coolant loss",
      summary:
        "On the 6.7 Cummins, P2457 means the gas leaving the EGR cooler is hotter than the model expects, usually because soot has lined the cooler tubes. Prove the temperature sensors, then clean or replace the cooler before it overheats the intake.",
      symptoms: [
        "Check engine light with P2457, often after winter or long idling",
        "Coolant level steady and no white smoke",
        "Soot load and regen frequency creeping up",
        "Exhaust gas temperature after the cooler high in live data while cruising",
      ],
      symptomIds: ["emissions-light", "regen-frequent", "black-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Soot-fouled 6.7 Cummins EGR cooler tubes",
          why: "Cold running and idling lay wet soot inside the tubes, and the layer insulates the gas from the coolant.",
        },
        {
          likelihood: "occasional",
          part: "EGR cooler outlet temperature sensor reading high",
          why: "A sensor that drifts makes a clean cooler look inefficient.",
        },
        {
          likelihood: "occasional",
          part: "Low coolant or air trapped in the cooler",
          why: "Without full coolant flow through the jacket, the cooler cannot pull heat from the gas.",
        },
        {
          likelihood: "rare",
          part: "EGR valve stuck partly open",
          why: "More gas than commanded overwhelms the cooler's capacity.",
        },
      ],
      checks: [
        {
          step: "After an overnight cold soak, compare the EGR temperature sensors with coolant and intake air temperatures, key on, engine off.",
          tools: ["Ram-capable scan tool"],
          expect: "All within about 10 °F of each other; one sensor well off the rest is the fault, not the cooler.",
        },
        {
          step: "Check coolant level and bleed the system, then road-test at steady highway load while logging EGR cooler inlet and outlet temperatures.",
          tools: ["Ram-capable scan tool"],
          expect:
            "The outlet should run several hundred °F below the inlet and close to coolant temperature plus a margin the service information gives; a small drop confirms a fouled cooler.",
        },
        {
          step: "Remove the EGR valve and look into the cooler outlet with a borescope.",
          tools: ["Borescope", "Hand tools"],
          expect: "A thin dry film is normal; thick wet soot narrowing the tubes confirms the code.",
        },
      ],
      fix: "Replace a drifting sensor, or remove the EGR cooler and replace it (cleaning rarely restores a heavily lined one). Bleed the cooling system, clear codes and run a regen, then check the EGR valve for soot while it is out.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the EGR temperature sensor",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Replace the EGR cooler", partsLow: 600, partsHigh: 1500, laborHoursLow: 4, laborHoursHigh: 7 },
        ],
        excludes:
          "Estimate; excludes coolant, gaskets, EGR valve replacement, diagnosis and taxes; emissions warranty may apply.",
      },
      verdict: "ok",
      verdictReason:
        "With steady coolant and no smoke it is safe to drive to a booked repair, but soot and regens will keep climbing.",
      codes: ["P2457", "P0401"],
      terms: ["EGR cooler", "EGR temperature sensor", "cold soak"],
      related: ["egr-cooler-coolant-loss", "advanced-engine/egr-performance-sooted-valve-or-cooler"],
      appliesTo: [dodge67Cummins, ram67CumminsVehicles],
    },
    {
      slug: "ecodiesel-egr-cooler-crack-recall",
      title: "Ram 1500 or Grand Cherokee EcoDiesel loses coolant and smells sweet at the tailpipe",
      summary:
        "A cracked 3.0 EcoDiesel EGR cooler sends coolant vapor into the intake, where it can ignite; FCA recalled 2014–2019 Ram 1500 (late 2019) and Grand Cherokee (late 2020) EcoDiesels for it. Check the VIN (as of November 2026), then pressure-test the cooler.",
      symptoms: [
        "Coolant reservoir dropping with no drip under the truck",
        "Sweet smell and white vapor from the exhaust after start-up",
        "Coolant or EGR temperature code, sometimes a low coolant message",
        "White crust around the EGR cooler or in the intake",
      ],
      symptomIds: ["coolant-loss", "white-smoke", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked EGR cooler core on the 3.0 EcoDiesel",
          why: "Heat cycling splits the cooler's internal tubes, so pressurized coolant leaks into the exhaust gas passing through it.",
        },
        {
          likelihood: "occasional",
          part: "Leaking EGR cooler coolant hose or joint",
          why: "An external leak on a hose or flange drips onto the hot exhaust and evaporates before it reaches the ground.",
        },
        {
          likelihood: "rare",
          part: "Head gasket or oil cooler leak",
          why: "Other coolant paths mimic a cooler leak and must be ruled out before parts are ordered.",
        },
      ],
      checks: [
        {
          step: "Run the VIN through the NHTSA recall lookup and ask a Ram or Jeep dealer about open EGR cooler campaigns.",
          tools: ["Phone or computer"],
          expect: "An open recall means the dealer replaces the cooler at no charge.",
        },
        {
          step: "Pressure-test the cooling system cold at the cap's rated pressure and watch the gauge.",
          tools: ["Cooling system pressure tester"],
          expect:
            "No drop in 15 minutes clears the system; a steady drop with no outside drip points to an internal leak.",
        },
        {
          step: "With the EGR outlet pipe off and the system pressurized, look into the cooler gas side.",
          tools: ["Borescope", "Hand tools"],
          expect: "Wet coolant or white residue in the gas passages confirms the cracked cooler.",
        },
      ],
      fix: "Have the dealer perform any open recall; otherwise replace the EGR cooler with the updated part, flush the coolant and check the intake and DPF for coolant residue. Top up and bleed with the specified coolant.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Open recall done by the dealer", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Replace the EGR cooler out of pocket",
            partsLow: 700,
            partsHigh: 1500,
            laborHoursLow: 4,
            laborHoursHigh: 7,
          },
        ],
        excludes: "Estimate; excludes coolant, DPF or intake cleaning if contaminated, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "Coolant entering a hot intake or exhaust can ignite, the hazard behind the recall; park it and have it towed or checked.",
      codes: ["P2457", "P0401"],
      terms: ["EGR cooler", "recall", "pressure test"],
      related: ["egr-cooler-coolant-loss", "cummins-67-egr-cooler-plugged-p2457"],
      appliesTo: [
        { make: "ram", models: ["1500"], years: [2014, 2019], engines: [ecoDieselEngine] },
        { make: "jeep", models: ["grand-cherokee"], years: [2014, 2019], engines: [ecoDieselEngine] },
      ],
    },
    {
      slug: "def-wrong-fluid-contaminated",
      title: "Exhaust fluid warning right after a fill from an unmarked jug or the wrong pump",
      summary:
        "Something other than fresh DEF went into the blue-capped tank: water, washer fluid, coolant, old fluid or diesel. Sample it first; a weak fill needs only a drain and refill, but diesel or oil in it means leave the engine off and replace every wetted part.",
      symptoms: [
        "Quality warning within one drive of filling",
        "P207F logged, often with P2BA9",
        "Sample looks cloudy, blue, green or has a fuel sheen",
        "Filled at a farm or jobsite, or from a container used for something else",
      ],
      symptomIds: ["def-warning", "derate", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Water, washer fluid or coolant poured in by mistake",
          why: "Jugs look alike on a jobsite; water weakens the mix, and glycol or minerals foul the pump, doser and catalyst.",
        },
        {
          likelihood: "common",
          part: "Old fluid stored hot",
          why: "DEF kept in a hot cab or a sunny yard for months breaks down and is already weak when it goes in.",
        },
        {
          likelihood: "occasional",
          part: "Diesel fuel or oil in the tank",
          why: "Hydrocarbons swell the rubber seals in the pump and doser, so every part the fluid touched has to be replaced.",
        },
        {
          likelihood: "rare",
          part: "Failed quality sensor in the tank module",
          why: "The tank sensor misreads good fluid and sets the same code.",
        },
      ],
      checks: [
        {
          step: "Draw a sample from the tank and read it with a DEF refractometer at room temperature.",
          tools: ["DEF refractometer"],
          expect:
            "32.5% urea, within the ISO 22241 window of 31.8–33.2%; much lower means dilution, and a reading off the scale means the wrong fluid.",
        },
        {
          step: "Check density with a DEF hydrometer if no refractometer is at hand.",
          tools: ["DEF hydrometer"],
          expect: "1.087–1.093 g/ml at 68 °F for good DEF; a reading near 1.000 g/ml is mostly water.",
        },
        {
          step: "Let the sample settle in a clear cup and smell it.",
          tools: ["Clear cup"],
          expect:
            "Good DEF is clear, colorless and smells faintly of ammonia; a layer on top or a fuel smell means hydrocarbons.",
        },
      ],
      fix: "For a weak or watery fill, drain the tank, refill from a sealed container and run the maker's quality test. For diesel or oil, do not start the engine; replace the tank, pump module, lines and doser, then test the catalyst.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Drain the tank and refill with fresh DEF",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the DEF system after fuel contamination",
            partsLow: 2000,
            partsHigh: 5000,
            laborHoursLow: 4,
            laborHoursHigh: 8,
          },
        ],
        excludes:
          "Estimate; excludes SCR catalyst replacement, towing, diagnosis and taxes; insurance may cover a misfuel.",
      },
      verdict: "careful",
      verdictReason:
        "Weak DEF only starts a countdown, but if diesel fuel went into the DEF tank, do not start the engine at all.",
      codes: ["P207F", "P20EE", "P2BA9"],
      terms: ["DEF", "refractometer", "SCR"],
      related: ["def-countdown-scr-efficiency", "derate-still-active-after-repair"],
    },
    {
      slug: "def-heater-failure-cold",
      title: "DEF warning appears on cold mornings and clears once the weather warms",
      summary:
        "DEF freezes at 12 °F, so the tank, pump and lines carry electric heaters; one that has failed leaves the system frozen and sets a heater code such as P20B9. Test the heater circuits, then replace the heater, line or tank module it points to.",
      symptoms: [
        "Service DEF system or exhaust fluid warning only below freezing",
        "P20B9, P20BA or P20BB stored",
        "Countdown that starts in winter and stops in spring",
        "Dosing never starts on short cold trips",
      ],
      symptomIds: ["def-warning", "derate", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Failed heater in the DEF tank or pump module",
          why: "The heater element opens or shorts inside the module, a failure widely reported on Ford 6.7 Power Stroke DEF tank assemblies.",
        },
        {
          likelihood: "occasional",
          part: "Open DEF line heater",
          why: "The heated supply line to the doser has its own element that fails where the line flexes.",
        },
        {
          likelihood: "occasional",
          part: "Heater relay, fuse or corroded connector",
          why: "DEF creeping into a connector turns the terminals green and cuts the heater current.",
        },
        {
          likelihood: "rare",
          part: "Control module driver fault",
          why: "The module that switches the heater can fail its output after a shorted element.",
        },
      ],
      checks: [
        {
          step: "Read the heater codes and command each heater on with the scan tool.",
          tools: ["Scan tool with DEF tests"],
          expect:
            "The commanded heater's current or status should change when switched; a code that sets at once points to that circuit.",
        },
        {
          step: "Back-probe the heater connector with it commanded on and measure supply voltage.",
          tools: ["Digital multimeter"],
          expect: "Battery voltage, about 12.4–14.5 V, at the heater; no voltage points to the relay, fuse or wiring.",
        },
        {
          step: "Unplug the heater and measure element resistance at room temperature.",
          tools: ["Digital multimeter"],
          expect:
            "Within the service information's resistance range; an open circuit (OL) or near 0 Ω condemns the element.",
        },
      ],
      fix: "Repair the relay, fuse or corroded connector, replace an open line heater, or replace the tank or pump module that carries the failed element. Clear codes and let the truck run a full cold-start cycle so the monitor can pass.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair relay, fuse or connector",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          { name: "Replace a heated DEF line", partsLow: 100, partsHigh: 400, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Replace the DEF tank or pump module",
            partsLow: 600,
            partsHigh: 1800,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes DEF refill, diagnosis and taxes; many trucks carry emissions warranty on these parts.",
      },
      verdict: "careful",
      verdictReason:
        "It drives normally until the countdown ends in a speed limit; get it fixed before the next hard freeze.",
      codes: ["P20B9", "P20BA", "P20BB"],
      terms: ["DEF heater", "reductant", "inducement"],
      related: ["def-pump-pressure-low-p20e8", "derate-still-active-after-repair"],
      commonOn: [ford67PowerStroke],
    },
    {
      slug: "def-pump-pressure-low-p20e8",
      title: "Reductant pressure too low (P20E8) and the DEF gauge is full",
      summary:
        "The DEF pump cannot build its dosing pressure, usually because of a blocked DEF filter, a failing pump or a leak in the line or doser. Run the pump pressure test, check the filter, and replace the pump or module only after the lines pass.",
      symptoms: [
        "P20E8, P208A or P208B stored",
        "Exhaust fluid system fault message and a countdown",
        "DEF use lower than usual between fills",
        "White crust on the DEF line joints or under the tank",
      ],
      symptomIds: ["def-warning", "derate", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Clogged DEF filter or pump inlet screen",
          why: "Crystals and debris build up on the filter so the pump starves; some trucks, including the Ram 6.7 Cummins, have a serviceable filter at the tank.",
        },
        {
          likelihood: "common",
          part: "Worn or failed DEF pump",
          why: "The small diaphragm pump in the tank or pump module loses output with age, or after running dry or pumping crystallized fluid.",
        },
        {
          likelihood: "occasional",
          part: "Leaking DEF line or doser connection",
          why: "Pressure bleeds off through a cracked quick-connect, leaving white urea crust where it leaks.",
        },
        {
          likelihood: "rare",
          part: "Pump motor circuit fault",
          why: "A corroded connector or failed driver stops the motor and sets a pump control code.",
        },
      ],
      checks: [
        {
          step: "Run the scan tool DEF pump prime or pressure test and read actual against desired pressure.",
          tools: ["Scan tool with DEF tests"],
          expect:
            "Pressure reaching about 70–75 psi (5 bar) on Bosch-type systems within seconds and holding; typical; confirm in the service information.",
        },
        {
          step: "Inspect every DEF line joint from tank to doser for white crust or wetness.",
          tools: ["Flashlight"],
          expect: "Dry joints with no crust; a crusted quick-connect is a leak to fix before replacing the pump.",
        },
        {
          step: "Remove and inspect the DEF filter where the truck has one.",
          tools: ["Hand tools"],
          expect: "A white-clogged or collapsed filter explains low pressure; replace and retest.",
        },
      ],
      fix: "Replace the DEF filter or repair the leaking joint first, then retest. If pressure stays low, replace the pump or the tank module it is part of, prime the system with the scan tool and run the dosing test.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the DEF filter", partsLow: 40, partsHigh: 120, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
          { name: "Replace a DEF line", partsLow: 100, partsHigh: 400, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Replace the DEF pump or tank module",
            partsLow: 500,
            partsHigh: 2000,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.5,
          },
        ],
        excludes: "Estimate; excludes DEF, diagnosis and taxes; emissions warranty often covers the pump.",
      },
      verdict: "careful",
      verdictReason:
        "The engine runs fine, but the countdown will end in a speed limit; book the repair before it does.",
      codes: ["P20E8", "P208A", "P208B"],
      terms: ["DEF pump", "DEF filter", "reductant pressure"],
      related: ["def-heater-failure-cold", "def-doser-circuit-stuck-closed", "def-crystals-clogged-doser"],
      commonOn: [chevroletDuramaxScr, gmcDuramaxScr, ram67CumminsVehicles],
    },
    {
      slug: "def-doser-circuit-stuck-closed",
      title: "DEF injector circuit or stuck-closed code, with no white crust at the doser",
      summary:
        "When the doser is clean outside but sets P2047, P2048 or P208E, the fault is usually its coil, its connector or the harness near the hot exhaust. Measure the circuit, run the dosing quantity test, and replace the doser or repair the wiring it points to.",
      symptoms: [
        "P2047, P2048, P202E or P208E stored",
        "DEF level barely drops from fill to fill",
        "SCR efficiency code follows, then a countdown",
        "Harness near the exhaust looks melted or rubbed",
      ],
      symptomIds: ["def-warning", "emissions-light", "derate"],
      causes: [
        {
          likelihood: "common",
          part: "Open or shorted doser coil",
          why: "The doser sits on the exhaust pipe and heat cycling cracks its winding, so it cannot open.",
        },
        {
          likelihood: "occasional",
          part: "Melted or chafed harness at the doser",
          why: "The lead runs close to the pipe and a missing heat shield lets it melt or rub to ground.",
        },
        {
          likelihood: "occasional",
          part: "Doser stuck closed by internal deposits",
          why: "Urea dries inside the nozzle after hot shutdowns, jamming the pintle though the outside looks clean.",
        },
        {
          likelihood: "rare",
          part: "Control module output fault",
          why: "A shorted coil can take out the module's driver, so a new doser alone does not cure it.",
        },
      ],
      checks: [
        {
          step: "Key on, back-probe the doser connector and measure the feed.",
          tools: ["Digital multimeter"],
          expect: "Battery voltage, about 12.4 V or more, on the feed; none points to the harness or module.",
        },
        {
          step: "Unplug the doser and measure coil resistance.",
          tools: ["Digital multimeter"],
          expect: "Within the service information's range at 68 °F; OL (open) or under 1 Ω condemns the doser.",
        },
        {
          step: "Remove the doser and run the scan tool dosing quantity test into a graduated cylinder.",
          tools: ["Scan tool with DEF tests", "Graduated cylinder"],
          expect: "Output within about 10% of the amount the test specifies, with a fine cone spray and no dripping.",
        },
      ],
      fix: "Repair the harness and refit the heat shield, or replace the doser with a new gasket. Run the dosing test again, clear codes and drive until the SCR monitor passes.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Repair the doser harness", partsLow: 20, partsHigh: 100, laborHoursLow: 0.8, laborHoursHigh: 2 },
          { name: "Replace the DEF doser", partsLow: 250, partsHigh: 700, laborHoursLow: 0.8, laborHoursHigh: 2 },
        ],
        excludes: "Estimate; excludes module replacement, diagnosis and taxes; emissions warranty may apply.",
      },
      verdict: "careful",
      verdictReason: "No dosing means a countdown to a speed limit is coming; repair before it runs out.",
      codes: ["P2047", "P2048", "P202E", "P208E"],
      terms: ["DEF doser", "dosing quantity test", "reductant injector"],
      related: ["def-crystals-clogged-doser", "def-pump-pressure-low-p20e8", "def-deposits-mixer-back-pressure"],
    },
    {
      slug: "def-deposits-mixer-back-pressure",
      title: "Hard white urea deposits in the SCR mixer after months of idling or light loads",
      summary:
        "When DEF is sprayed into exhaust too cool to break it down, it forms hard urea deposits in the mixer and decomposition pipe that block flow and spoil the spray. Confirm with a borescope, clean or replace the pipe, and fix the duty cycle or dripping doser.",
      symptoms: [
        "SCR efficiency code with good DEF and a working doser",
        "Exhaust back-pressure or DPF pressure higher than normal",
        "Hard white-yellow deposits visible through the doser port",
        "Truck spends hours idling, plowing or in stop-and-go delivery work",
      ],
      symptomIds: ["emissions-light", "def-warning", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Dosing into cool exhaust during long idling or light loads",
          why: "Below the temperature that turns urea into ammonia, spray hits the mixer wall wet and dries into a hard crust that grows with each cycle.",
        },
        {
          likelihood: "occasional",
          part: "Dripping or poorly atomizing doser",
          why: "Large droplets land on the pipe in one spot instead of mixing, and the deposit builds right under the nozzle.",
        },
        {
          likelihood: "occasional",
          part: "Over-dosing from a misreading NOx sensor",
          why: "A sensor that reports too much NOx makes the computer spray more DEF than the exhaust can use.",
        },
        {
          likelihood: "rare",
          part: "Dented or misaligned decomposition pipe",
          why: "A crushed pipe changes the spray's path so DEF strikes the wall.",
        },
      ],
      checks: [
        {
          step: "Log SCR inlet temperature and DEF dosing rate over a typical day of the truck's work.",
          tools: ["Scan tool with diesel data"],
          expect:
            "Dosing should mostly happen with SCR inlet above about 390 °F (200 °C); long stretches of dosing near that floor explain deposits; typical; confirm in the service information.",
        },
        {
          step: "Remove the doser and look into the mixer with a borescope.",
          tools: ["Borescope", "Hand tools"],
          expect:
            "Bare metal or a thin film is normal; a crust more than about 0.1 in. thick or blocking mixer vanes confirms the fault.",
        },
        {
          step: "Run the dosing quantity test to check the doser's spray pattern.",
          tools: ["Scan tool with DEF tests", "Graduated cylinder"],
          expect:
            "A fine, even cone with output within about 10% of the test amount; a stream or drip condemns the doser.",
        },
      ],
      fix: "Remove the decomposition pipe and chip or soak out the deposits, or replace the pipe or mixer when they will not come out. Replace a dripping doser, then add regular highway runs or a parked regen routine for trucks that idle for long periods.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Remove and clean the mixer pipe",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the mixer or decomposition pipe",
            partsLow: 400,
            partsHigh: 1500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes doser or NOx sensor replacement, gaskets, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Deposits grow until they set a countdown or choke the exhaust; plan the repair soon and avoid long idling meanwhile.",
      codes: ["P20EE", "P20F4"],
      terms: ["SCR mixer", "urea deposits", "decomposition pipe"],
      related: ["def-crystals-clogged-doser", "def-doser-circuit-stuck-closed", "nox-sensor-downstream-failed"],
    },
    {
      slug: "nox-sensor-upstream-failed",
      title: "Upstream NOx sensor code on a diesel pickup, with the countdown started",
      summary:
        "The engine-out NOx sensor (sensor 1) has failed its element, heater or module, so the computer cannot meter DEF. Check its power supply and live reading against the downstream sensor, then replace the sensor and module as one part.",
      symptoms: [
        "P2200, P2201, P22FB or a NOx sensor heater code stored",
        "Check engine light and an emissions system message",
        "Countdown to a speed limit begins",
        "Upstream NOx reading stuck at zero or a fixed high value",
      ],
      symptomIds: ["emissions-light", "derate", "def-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Failed NOx sensing element or heater in sensor 1",
          why: "The ceramic element runs hot for its whole life and cracks from heat cycling or water shock on cold starts.",
        },
        {
          likelihood: "occasional",
          part: "Damaged sensor control module or pigtail",
          why: "The small module bolted to the frame or pipe takes road water and heat, and its connector corrodes.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak ahead of the sensor",
          why: "Outside air dilutes the sample so the reading falls out of range and sets a performance code.",
        },
        {
          likelihood: "rare",
          part: "Lost power or data-bus connection to the sensor",
          why: "A blown fuse or broken data line makes a good sensor look dead.",
        },
      ],
      checks: [
        {
          step: "Key on, back-probe the NOx sensor module connector for power and ground.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage, about 12.4 V or more, and a ground drop under 0.2 V; a supply code points to this circuit.",
        },
        {
          step: "Warm the engine and watch both NOx readings at idle before DEF dosing begins.",
          tools: ["Scan tool with diesel data"],
          expect:
            "Both sensors read a steady, plausible ppm value and agree within about 10–20% while no DEF is sprayed; sensor 1 at 0 ppm or pinned high is faulty; typical; confirm in the service information.",
        },
        {
          step: "Inspect the exhaust from the turbo to the sensor for soot tracks and leaks.",
          tools: ["Flashlight"],
          expect: "No black soot streaks at joints; a leak ahead of the sensor must be fixed first.",
        },
      ],
      fix: "Replace the upstream NOx sensor and its module as an assembly, coat the threads with anti-seize, and run any NOx sensor reset the maker requires. Clear codes and drive until the SCR monitor completes.",
      difficulty: 2,
      cost: {
        partsLow: 300,
        partsHigh: 900,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.5,
        excludes:
          "Estimate; excludes exhaust leak repair, diagnosis and taxes; emissions warranty often covers NOx sensors.",
      },
      verdict: "careful",
      verdictReason: "The truck drives normally, but the countdown ends in a speed limit, so replace the sensor soon.",
      codes: ["P2200", "P2201", "P22FB", "P2205", "P220A"],
      terms: ["NOx sensor", "SCR", "inducement"],
      related: ["nox-sensor-downstream-failed", "derate-still-active-after-repair", "def-countdown-scr-efficiency"],
    },
    {
      slug: "nox-sensor-downstream-failed",
      title: "Tailpipe NOx sensor reads high and makes a good SCR look failed (P20EE with P229F)",
      summary:
        "Sensor 2, after the SCR, grades conversion, so an aging element, a wet module or ammonia slip reads as poor conversion. Prove the sensor against sensor 1 before dosing starts, and replace the sensor rather than the converter.",
      symptoms: [
        "Efficiency code P20EE back within days of new fluid or a new doser",
        "P229F, P229E, P22A0 or P220B logged with it",
        "Live data shows the rear sensor tracking the front one closely with dosing on",
        "Ammonia smell at the tailpipe on some trucks",
      ],
      symptomIds: ["emissions-light", "def-warning", "derate"],
      causes: [
        {
          likelihood: "common",
          part: "Aged sensing element in sensor 2",
          why: "After years at exhaust temperature the element drifts high and reports gas that is not there, so calculated conversion drops below the limit.",
        },
        {
          likelihood: "occasional",
          part: "Ammonia slip from over-spraying",
          why: "The sensor cannot tell ammonia from NOx, so too much reductant raises its reading instead of lowering it.",
        },
        {
          likelihood: "occasional",
          part: "Wet rear sensor module or connector",
          why: "The rear module sits low in road spray, and water in its connector sets circuit codes.",
        },
        {
          likelihood: "rare",
          part: "Converter truly poisoned or cracked",
          why: "Fuel, oil or coolant coating, or heat cracking, stops conversion even with sound sensors; this is the expensive answer and the last one.",
        },
      ],
      checks: [
        {
          step: "Read both NOx sensors at warm idle before dosing begins, then on a steady highway run with dosing active.",
          tools: ["Scan tool with diesel data"],
          expect:
            "Before dosing they agree within about 10–20%; once the SCR is hot, conversion (1 − downstream ÷ upstream) is usually above 80%; typical; confirm in the service information.",
        },
        {
          step: "Test the DEF with a refractometer and run the dosing quantity test.",
          tools: ["DEF refractometer", "Scan tool with DEF tests"],
          expect: "32.5% urea and output within about 10% of spec clear the fluid and doser.",
        },
        {
          step: "Check the downstream module's supply and connector for water and green corrosion.",
          tools: ["Digital multimeter", "Flashlight"],
          expect: "Battery voltage, about 12.4 V or more, at the module with a clean, dry connector.",
        },
      ],
      fix: "Replace sensor 2 with its module, run any NOx sensor reset the maker lists, and drive until the monitor passes. Condemn the converter only when both sensors, the fluid and the spray all test good.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the downstream NOx sensor",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the SCR catalyst", partsLow: 1500, partsHigh: 4000, laborHoursLow: 1.5, laborHoursHigh: 3 },
        ],
        excludes: "Estimate; excludes DEF, diagnosis and taxes; emissions warranty may cover the sensor or catalyst.",
      },
      verdict: "careful",
      verdictReason:
        "It drives normally for now, but a false efficiency fault still runs the countdown to a speed limit.",
      codes: ["P20EE", "P229F", "P229E", "P22A0", "P220B"],
      terms: ["NOx sensor", "SCR efficiency", "ammonia slip"],
      related: ["nox-sensor-upstream-failed", "def-wrong-fluid-contaminated", "def-countdown-scr-efficiency"],
    },
    {
      slug: "derate-still-active-after-repair",
      title: "Speed-limit countdown still running after the DEF or NOx fault was repaired",
      summary:
        "Erasing codes does not end an inducement on most diesels: the computer wants to see the monitor that failed run again and pass. Clear with a full scan tool, run the maker's SCR or DEF service test or the drive it needs, and check for a software update.",
      symptoms: [
        "Countdown in miles or restarts continues after new parts",
        "Message still warns the speed will be limited after the next restart",
        "Codes cleared with a generic reader come straight back as pending",
        "Permanent codes stay listed after clearing",
      ],
      symptomIds: ["derate", "def-warning", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "SCR or DEF quality monitor has not rerun",
          why: "The inducement clears only after the computer re-tests the system under the right temperature and load and sees it pass.",
        },
        {
          likelihood: "common",
          part: "Codes cleared with a generic reader",
          why: "A basic tool erases codes but not the maker's inducement counters or learned values, so the countdown resumes.",
        },
        {
          likelihood: "occasional",
          part: "A second fault still present",
          why: "A heater, sensor or quality fault that was not found keeps the countdown alive on its own.",
        },
        {
          likelihood: "rare",
          part: "Old engine calibration",
          why: "Makers have revised inducement logic in software, and a truck that missed an update keeps the harsher behavior.",
        },
      ],
      checks: [
        {
          step: "Read stored, pending and permanent codes and the inducement status with a full-function scan tool.",
          tools: ["Scan tool with maker's diesel functions"],
          expect: "No pending emissions codes left; any that remain name the next repair.",
        },
        {
          step: "Run the maker's SCR efficiency, DEF quality or dosing service test where the scan tool offers one.",
          tools: ["Scan tool with maker's diesel functions"],
          expect: "Test reports pass and the inducement status changes to inactive.",
        },
        {
          step: "If no service test exists, drive a steady highway loop and watch SCR inlet temperature and monitor status.",
          tools: ["Scan tool with diesel data"],
          expect:
            "SCR inlet held above about 390 °F (200 °C) for 20–30 minutes usually lets the monitor run and complete; typical; confirm in the service information.",
        },
      ],
      fix: "Finish every repair, run the service test or drive cycle until the monitor passes, and have the dealer check for an engine software update. In August 2025 the EPA issued guidance urging engine makers to revise DEF inducement software on trucks already in use so they no longer slow to a crawl; the updates are voluntary, so which trucks get one is each maker's decision (as of November 2026, ask with the VIN).",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.5,
        excludes: "Estimate; excludes any repair the scan finds, software update charges outside warranty, and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "At the end of the countdown the truck can limit itself to walking pace after a restart; keep it off highways until it clears.",
      codes: ["P2BAD", "P2BAE", "P20EE"],
      terms: ["inducement", "derate", "drive cycle", "permanent code"],
      related: ["def-countdown-scr-efficiency", "def-wrong-fluid-contaminated", "nox-sensor-upstream-failed"],
    },
    {
      slug: "ford-64-67-vgt-vanes-sticking",
      title: "6.4 or 6.7 Power Stroke feels flat below 2,000 rpm and engine braking barely holds on grades",
      summary:
        "Carbon has bound the variable-geometry turbine on a 6.4 or 6.7 Power Stroke, so the turbo cannot close down for low-speed response or exhaust braking. Compare commanded and actual turbo position, rule out a charge-air leak, then clean or replace the turbo.",
      symptoms: [
        "Flat, smoky take-offs from a stop with a trailer hooked up",
        "Weak engine braking on long downgrades (tow/haul grade braking, or the switchable exhaust brake on 2015-on 6.7 trucks)",
        "P0299 or P003A stored",
        "Exhaust temperature climbing fast on grades",
      ],
      symptomIds: ["low-power", "black-smoke", "emissions-light", "derate"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon-bound variable nozzle on the 6.4 or 6.7 Power Stroke turbine",
          why: "Idling and EGR gas leave a crust on the moving nozzle so it cannot close far enough to spin the turbine up at low engine speed.",
        },
        {
          likelihood: "occasional",
          part: "Weak turbo control valve or actuator",
          why: "The part that positions the turbine responds slowly even when the nozzle moves freely.",
        },
        {
          likelihood: "occasional",
          part: "Faulty exhaust pressure reading",
          why: "The computer trims turbo position from exhaust pressure, and a plugged sensor port misleads it.",
        },
        {
          likelihood: "rare",
          part: "Split charge-air cooler boot",
          why: "Pressurized air escaping at a boot gives the same underboost code and must be ruled out first.",
        },
      ],
      checks: [
        {
          step: "Key on, engine off, compare exhaust back pressure and boost pressure with barometric pressure.",
          tools: ["Ford-capable scan tool"],
          expect:
            "All three within about 0.5 psi of each other; an EBP reading off from the rest is a sensor or tube fault.",
        },
        {
          step: "Command VGT position with the scan tool at idle and watch actual position and back pressure.",
          tools: ["Ford-capable scan tool"],
          expect:
            "Actual position within about 5% of desired and back pressure rising as the vanes close; lag or no change confirms sticking vanes; typical; confirm in the service information.",
        },
        {
          step: "Pressurize the charge-air side and listen along the boots and cooler.",
          tools: ["Boost leak tester"],
          expect: "Holding about 20 psi with no audible leak clears the charge-air system.",
        },
      ],
      fix: "Replace a faulty pressure sensor or turbo control valve first. If the nozzle itself is bound, pull the turbo to clean and reseal it or install a new unit, then tow-test on a grade and confirm engine braking holds.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the EBP sensor or VGT control valve",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.5,
          },
          {
            name: "Remove and clean the turbo vanes",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 5,
            laborHoursHigh: 9,
          },
          { name: "Replace the turbocharger", partsLow: 1500, partsHigh: 3000, laborHoursLow: 5, laborHoursHigh: 10 },
        ],
        excludes: "Estimate; excludes gaskets and oil lines, cab-off labor if required, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Lag in traffic and weak engine braking on grades with a trailer are real hazards; tow nothing until it is fixed.",
      codes: ["P0299", "P003A", "P0046", "P0471"],
      terms: ["VGT", "exhaust brake", "EBP sensor"],
      related: ["ford-6-0-vgt-sticking-vanes", "ford-67-turbo-bearing-failure", "cummins-6-7-vgt-actuator-codes"],
      appliesTo: [ford64PowerStroke, ford67PowerStroke],
    },
    {
      slug: "ford-67-turbo-bearing-failure",
      title: "Early 6.7 Power Stroke turbo howls, then loses boost and smokes",
      summary:
        "The 2011–2014 6.7 Power Stroke's dual-compressor turbo is known for ball-bearing failures that start as a siren and end with wheel contact. Check shaft play and oil in the intake, rule out the oil supply, and replace the turbo before pieces reach the engine.",
      symptoms: [
        "Loud siren or howl under boost that grows over weeks",
        "P0299 and low boost, worst when towing",
        "Oil film in the intake tube or charge-air cooler",
        "Blue-white smoke and oil use between changes",
      ],
      symptomIds: ["turbo-noise", "low-power", "white-smoke", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Worn ball bearings in the 2011–2014 6.7 Power Stroke turbo",
          why: "The early dual-compressor turbo's ceramic ball bearings wear, letting the shaft move until the wheels rub their housings.",
        },
        {
          likelihood: "occasional",
          part: "Restricted oil feed or drain",
          why: "A kinked line or coked drain starves the bearings or floods the seals.",
        },
        {
          likelihood: "occasional",
          part: "Hot shutdowns after towing",
          why: "Stopping right after a hard pull bakes oil in the center housing.",
        },
        {
          likelihood: "rare",
          part: "Debris past a torn air filter or intake boot",
          why: "Grit chips the compressor blades, and the imbalance hammers the bearings.",
        },
      ],
      checks: [
        {
          step: "Remove the intake tube at the turbo inlet, engine off, and rock the compressor shaft in and out and side to side.",
          tools: ["Flashlight", "Hand tools"],
          expect:
            "Barely perceptible play and no blade touching the housing; any contact or grooves on the housing condemn the turbo.",
        },
        {
          step: "Check engine oil pressure at warm idle with a mechanical gauge.",
          tools: ["Oil pressure gauge with adapters"],
          expect:
            "At or above the service information's hot-idle figure, typically 10–20 psi or more; low pressure must be fixed before a new turbo goes on.",
        },
        {
          step: "Inspect the intake tract and charge-air cooler for oil.",
          tools: ["Flashlight"],
          expect: "A light mist is normal; pooled oil in the cooler means it must be cleaned before refitting.",
        },
      ],
      fix: "Replace the turbo with the current-design unit, new oil feed and drain gaskets, and prime it with oil before starting. Clean the charge-air cooler and pipes, change the oil and filter, and let the engine idle a few minutes after every hard tow.",
      difficulty: 5,
      cost: {
        partsLow: 1800,
        partsHigh: 3200,
        laborHoursLow: 6,
        laborHoursHigh: 10,
        excludes:
          "Estimate; excludes charge-air cooler replacement, oil, diagnosis and taxes; check warranty coverage first.",
      },
      verdict: "careful",
      verdictReason:
        "A failing turbo can throw wheel pieces into the engine or feed it enough oil to run away; drive gently and only to the shop.",
      codes: ["P0299", "P2262"],
      terms: ["turbo bearing", "shaft play", "charge-air cooler"],
      related: [
        "ford-64-67-vgt-vanes-sticking",
        "turbo-supercharger/turbo-siren-whine-bearing-wear",
        "diesel-runaway-engine",
      ],
      appliesTo: [
        {
          make: "ford",
          years: [2011, 2014],
          engines: [{ name: "6.7L Power Stroke V8 diesel", liters: 6.7, fuel: "diesel" }],
        },
      ],
    },
    {
      slug: "duramax-lml-intake-throttle-coked",
      title: "Duramax LML sets intake throttle codes and loses power, with black crust in the intake",
      summary:
        "The LML's electronic intake throttle valve cokes with EGR soot and crankcase oil mist until it sticks or its position sensor disagrees, setting P02E0-family codes and reduced power. Check its 5 V circuit, then clean or replace the valve.",
      symptoms: [
        "P02E0, P02E1, P02E7 or P02E8 stored",
        "Reduced engine power message, often after a cold start",
        "Regenerations that abort, since the valve helps raise exhaust heat",
        "Rough shutdown or a shudder when the key is turned off",
      ],
      symptomIds: ["derate", "emissions-light", "regen-frequent", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Soot and oil coking on the Duramax LML throttle plate",
          why: "Crankcase vapor meets EGR soot at the valve, and the sticky crust drags the plate off its commanded angle.",
        },
        {
          likelihood: "occasional",
          part: "Failed throttle motor or position sensor",
          why: "The motor and sensor are inside the valve body; a worn track gives a position the computer rejects.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector or chafed harness",
          why: "Oil and heat at the front of the engine attack the connector seal.",
        },
        {
          likelihood: "rare",
          part: "Oil carry-over from the crankcase vent",
          why: "Heavy blow-by feeds more oil to the valve and speeds the coking.",
        },
      ],
      checks: [
        {
          step: "Key on, back-probe the throttle connector for reference voltage and ground.",
          tools: ["Digital multimeter"],
          expect: "5 V reference within 4.8–5.2 V and ground under 0.1 V; otherwise repair the circuit first.",
        },
        {
          step: "Command the intake throttle through its range with the scan tool and watch actual position.",
          tools: ["GM-capable scan tool"],
          expect:
            "Actual within about 5% of desired across the sweep; lag or a flat spot confirms a sticking or worn valve; typical; confirm in the service information.",
        },
        {
          step: "Remove the valve and inspect the plate and bore.",
          tools: ["Hand tools", "Flashlight"],
          expect: "A thin film is normal; a hard crust that stops the plate closing confirms coking.",
        },
      ],
      fix: "Clean the plate and bore with a diesel-safe intake cleaner and refit with a new seal, or replace the valve if the motor or sensor fails the sweep. Clear codes, run the scan tool's relearn if listed, and check the crankcase vent for oil carry-over.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the intake throttle valve",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the intake throttle valve",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
        ],
        excludes: "Estimate; excludes EGR valve cleaning done at the same time, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Reduced power can come on suddenly when merging or towing; drive lightly loaded until the valve is fixed.",
      codes: ["P02E0", "P02E1", "P02E7", "P02E8"],
      terms: ["intake throttle valve", "reduced engine power", "5 V reference"],
      related: ["parked-regen-wont-start-or-aborts", "diesel-blow-by-compression-test"],
      appliesTo: duramaxLmlTrucks,
    },
    {
      slug: "diesel-blow-by-compression-test",
      title: "Diesel blows heavy vapor from the oil fill and crankcase vent, and uses oil",
      summary:
        "Heavy blow-by on a diesel means combustion gas is getting past the rings, a turbo seal or, on some engines, an air compressor or vacuum pump. Check the vent first, then isolate the source with a cylinder cut-out test, a compression test and a leak-down test.",
      symptoms: [
        "Steady stream of vapor from the oil fill with the cap off at idle",
        "Oil use above a quart every couple of thousand miles",
        "Oil mist on the engine and frame near the crankcase vent",
        "DPF regens more frequent and ash building faster",
      ],
      symptomIds: ["oil-at-breather", "regen-frequent", "white-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or stuck piston rings",
          why: "Glazed liners from long idling or dust ingestion let combustion gas past the rings into the crankcase.",
        },
        {
          likelihood: "occasional",
          part: "Turbo center-housing seal leak",
          why: "Boost or exhaust pressure leaking past a worn turbo seal adds gas to the crankcase through the oil drain.",
        },
        {
          likelihood: "occasional",
          part: "Blocked crankcase vent filter",
          why: "Normal blow-by cannot escape, so the vapor looks worse than the engine really is.",
        },
        {
          likelihood: "rare",
          part: "Cracked piston or failed air compressor or vacuum pump",
          why: "A holed piston or a leaking belt-driven or gear-driven pump feeds pressure directly into the crankcase.",
        },
      ],
      checks: [
        {
          step: "With the vent filter known good, run the scan tool's cylinder cut-out or contribution test and watch vapor at the oil fill.",
          tools: ["Scan tool with diesel tests"],
          expect:
            "Blow-by that drops sharply when one cylinder is cut points to that cylinder; no change points to the turbo or a pump.",
        },
        {
          step: "Run a compression test on every cylinder with a diesel gauge, engine warm, fuel disabled.",
          tools: ["Diesel compression gauge", "Adapters"],
          expect:
            "All cylinders within about 10% of each other and above the maker's minimum, often near 350 psi or more; typical; confirm in the service information.",
        },
        {
          step: "Leak-down the low cylinders and listen at the oil fill, intake and tailpipe.",
          tools: ["Cylinder leak-down tester"],
          expect: "Leakage under about 10–15% is healthy; air heard at the oil fill confirms the rings.",
        },
      ],
      fix: "Replace a blocked vent filter or repair a leaking turbo seal or pump. If rings or a piston are the source, plan an overhaul or engine replacement; meanwhile keep oil changes short and watch the DPF ash load.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Cut-out, compression and leak-down tests",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          { name: "Replace the turbo", partsLow: 1200, partsHigh: 3000, laborHoursLow: 4, laborHoursHigh: 10 },
          {
            name: "Overhaul or replace the engine",
            partsLow: 6000,
            partsHigh: 15000,
            laborHoursLow: 20,
            laborHoursHigh: 40,
          },
        ],
        excludes: "Estimate; excludes DPF cleaning for extra ash, diagnosis beyond the tests listed and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Heavy blow-by can pull enough oil into the intake to make a diesel run away; watch the oil level and get it tested.",
      codes: [],
      terms: ["blow-by", "compression test", "leak-down test"],
      related: [
        "cummins-67-ccv-filter-plugged",
        "four-stroke/pcv-stuck-crankcase-pressure",
        "dpf-ash-loaded-clean-or-replace",
      ],
    },
    {
      slug: "diesel-glow-plugs",
      title: "Diesel cranks a long time on cold mornings and blows white smoke",
      summary:
        "Failed glow plugs or a failed glow plug controller (or the intake grid heater on Cummins) can't preheat the cylinders. Test each plug's resistance and the controller's output; many shops replace glow plugs as a set.",
      symptoms: [
        "Long crank below about 40 °F, fine when warm",
        "Heavy white smoke that stings the eyes until warm",
        "Rough idle and knock for the first minute",
        "Wait-to-start lamp behaves oddly or not at all",
        "Check engine light with glow plug or heater codes",
      ],
      symptomIds: ["hard-cold-start", "white-smoke", "rough-idle-knock", "glow-light"],
      causes: [
        {
          likelihood: "common",
          part: "One or more failed glow plugs",
          why: "Without a hot tip in the chamber, compressed air in a cold diesel doesn't reach ignition temperature, so those cylinders don't fire.",
        },
        {
          likelihood: "common",
          part: "Failed glow plug control module or relay",
          why: "The module or relay switches heavy current to all the plugs; when it fails, none heat. The 6.0 L Power Stroke glow plug module is a known failure.",
        },
        {
          likelihood: "occasional",
          part: "Intake grid heater or its relays (Cummins)",
          why: "Cummins-powered Ram trucks heat intake air with a grid instead of glow plugs; a failed relay or broken element gives the same cold-start complaint.",
        },
        {
          likelihood: "rare",
          part: "Low compression from wear",
          why: "A worn diesel can't make enough compression heat to fire cold even with good plugs.",
        },
      ],
      checks: [
        {
          step: "Scan for glow plug codes and watch the glow plug or heater status.",
          tools: ["Scan tool"],
          expect: "P0380, P0670 or P0671–P0678 point to a circuit or plug; the cylinder-numbered codes name the plug.",
        },
        {
          step: "With the engine cold, disconnect each glow plug and measure its resistance to ground.",
          tools: ["Digital multimeter"],
          expect:
            "Usually well under 2 Ω at room temperature, most around 0.5–1.5 Ω; OL means the plug is open; typical; confirm in the service information.",
        },
        {
          step: "Clamp an ammeter on the glow plug feed at key ON, engine cold.",
          tools: ["Inductive amp clamp"],
          expect:
            "Each plug draws roughly 8–20 A depending on the engine; a total short by one or more plugs' share confirms failures.",
        },
        {
          step: "On Cummins, listen for the grid heater relays and clamp the heater feed during preheat.",
          tools: ["Inductive amp clamp"],
          expect: "Relays click and the grid draws on the order of 80–100 A per element; nothing means relay or grid.",
        },
      ],
      fix: "Replace failed glow plugs, treating the threads as the engine maker specifies and torquing them to spec; stuck plugs can snap in the head, so heat-cycle the engine and use penetrant first. Replace a failed controller or relay; on Cummins, fit a new gasket with the grid heater. Clear codes. Never spray starting fluid into the intake: hot glow plugs or a grid heater light it early, which can blow apart the intake or break pistons.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Glow plug controller or relay replacement",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Cummins grid heater with a new gasket",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Glow plug set replaced, easy access",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
            likely: true,
          },
          {
            name: "Glow plugs on an engine with hard-to-reach plugs",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 3,
            laborHoursHigh: 5.3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, broken-plug extraction, taxes, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Once warm it drives normally, but in deep cold it may not start at all and long cranking flattens both batteries; use the block heater and crank no more than 15 seconds at a time.",
      codes: ["P0380", "P0670", "P0671", "P0672", "P0540"],
      terms: ["glow plug", "glow plug control module", "intake air heater"],
      related: [
        "diesel-fuel-gelling",
        "diesel-air-in-fuel",
        "ford-60-ficm-hard-start",
        "cummins-grid-heater-relay-fault",
        "ford-67-glow-plug-control-module",
        "diesel-block-heater-not-heating",
      ],
      commonOn: [dodgeCumminsVehicles, ram67CumminsVehicles, ford60PowerStrokeAnyModel],
    },
    {
      slug: "diesel-wait-to-start-lamp-dead",
      title: "Diesel wait-to-start light never comes on, and the scan shows P0381",
      summary:
        "The module that drives the wait-to-start lamp found its circuit open or shorted, most often a burned-out bulb or a broken wire to the cluster. The glow plugs may still work, so test the lamp circuit rather than the plugs.",
      symptoms: [
        "No wait-to-start or coil-shaped glow lamp at key-on, even on a cold morning",
        "Check engine light with P0381 and no other glow plug code",
        "Engine still starts well in the cold if you wait a few seconds before cranking",
        "Other warning lamps light normally during the key-on bulb check",
      ],
      symptomIds: ["glow-light", "hard-cold-start"],
      causes: [
        {
          likelihood: "common",
          part: "Burned-out wait-to-start bulb in the cluster",
          why: "On trucks with incandescent cluster bulbs an open filament breaks the lamp circuit, and a module that monitors its lamp driver sees no current and sets the code.",
        },
        {
          likelihood: "occasional",
          part: "Open wire or loose terminal between the module and the cluster",
          why: "A broken wire, or a spread pin at the cluster or bulkhead connector, opens the circuit exactly as a dead bulb does.",
        },
        {
          likelihood: "occasional",
          part: "Cluster circuit board fault",
          why: "A cracked solder joint or a failed LED on the cluster board leaves the lamp dark even though the module switches it; where the lamp request reaches the cluster as a network message, a dark lamp may set no P0381 at all.",
        },
        {
          likelihood: "rare",
          part: "Lamp driver in the engine computer or glow plug module",
          why: "A driver damaged by an earlier short in the lamp circuit cannot switch the lamp, and only a new or repaired module cures it.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, turn the key on without cranking and watch the cluster.",
          tools: [],
          expect:
            "The lamp should light for a few seconds, longer the colder it is, and then go out; no lamp while the other warning lamps bulb-check confirms the complaint.",
        },
        {
          step: "Prove the glow plugs still heat by clamping an ammeter on their main feed at key-on.",
          tools: ["Inductive amp clamp"],
          expect:
            "A heavy draw through the preheat (roughly 80 A or more at first on a V8's eight plugs; typical) shows the plugs and their controller work, leaving only the lamp circuit at fault.",
        },
        {
          step: "Remove the cluster or its bulb socket and check the wait-to-start bulb for continuity.",
          tools: ["Digital multimeter", "Trim tools"],
          expect: "A good bulb reads a few ohms; an open reading is a burned filament, so replace the bulb.",
        },
        {
          step: "Key on, back-probe the lamp control wire at the module while it should be lighting the lamp.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Where the module switches the lamp to ground, about battery voltage with the lamp off and near 0 V with it on; 0 V with the lamp off points to an open bulb or wire.",
        },
        {
          step: "With the key off and both ends unplugged, check the lamp wire from the module connector to the cluster connector.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under about 1 Ω end to end; an open reading locates the break between the two connectors.",
        },
      ],
      fix: "Replace the bulb, repair the wire or terminal, or have the cluster board repaired or replaced; replace the module only after the bulb and wiring test good. Clear codes and confirm the lamp lights at the next cold key-on. Until then, hold the key on for about 10–15 seconds before cranking in cold weather, longer in deep cold.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Cluster bulb replacement", partsLow: 2, partsHigh: 10, laborHoursLow: 0.3, laborHoursHigh: 0.8 },
          {
            name: "Wire or terminal repair between module and cluster",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Cluster board repair or replacement",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, the engine or glow plug module, and odometer programming a new cluster needs.",
      },
      verdict: "ok",
      verdictReason:
        "The truck drives normally; the only risk is cranking a cold diesel before preheat ends, so wait several seconds after key-on in cold weather.",
      codes: ["P0381"],
      terms: ["Instrument cluster", "Output driver", "Amp clamp"],
      related: ["diesel-glow-plugs", "diesel-fuel-gelling", "ford-67-glow-plug-control-module"],
    },
    {
      slug: "ford-60-ficm-hard-start",
      title: "Ford 6.0 Power Stroke hard to start, worse when cold, with a stumble",
      summary:
        "On the 6.0 L Power Stroke (2003–2007 Super Duty, 2004–2010 E-Series), the fuel injection control module (FICM) loses its 48 V output to the injectors. Read FICM voltage while cranking; below about 45 V means repair or replacement.",
      symptoms: [
        "Long crank or no start in cold weather",
        "Rough idle and misfire for the first minutes",
        "Loss of power under load",
        "Much worse when the batteries are weak",
      ],
      symptomIds: ["hard-cold-start", "rough-idle-knock", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "FICM power supply failing",
          why: "The module steps battery voltage up to about 48 V to fire the injectors; failing power-supply parts let that sag so injectors can't fire crisply.",
        },
        {
          likelihood: "occasional",
          part: "Weak batteries",
          why: "The FICM needs full battery voltage; tired batteries drag its output down during cranking.",
        },
        {
          likelihood: "occasional",
          part: "Low injection control pressure",
          why: "Leaking high-pressure oil parts also cause hard starts on these engines, so check ICP too.",
        },
        {
          likelihood: "rare",
          part: "Injector stiction",
          why: "Sticky injector spool valves in cold oil cause slow starts that clear as the engine warms.",
        },
      ],
      checks: [
        {
          step: "Test both batteries after the truck has sat for an hour, then watch battery voltage while cranking.",
          tools: ["Battery conductance tester", "Digital multimeter"],
          expect:
            "About 12.6 V each at rest, both passing the conductance test, and no lower than about 9.6 V while cranking; weak batteries are replaced as a pair before the FICM is judged.",
        },
        {
          step: "Read the FICM main power voltage PID at key-on, while cranking and at idle.",
          tools: ["Ford-capable scan tool"],
          expect:
            "About 48 V throughout; dropping below about 45 V while cranking, with good batteries, confirms the FICM.",
        },
        {
          step: "Read injection control pressure while cranking.",
          tools: ["Ford-capable scan tool"],
          expect:
            "At least about 500 psi while cranking before the injectors can fire; lower sends you to the high-pressure oil system.",
        },
      ],
      fix: "Disconnect both batteries, then replace the FICM or have it rebuilt with an upgraded power supply, and confirm about 48 V cranking and running. Replace weak batteries as a pair.",
      difficulty: 3,
      cost: {
        partsLow: 350,
        partsHigh: 900,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes: "Estimate; excludes diagnosis, taxes, batteries, and injector work.",
      },
      verdict: "careful",
      verdictReason:
        "While it only starts hard it can be driven without a trailer, but a sagging FICM misfires under load and can stall the engine; once it stumbles or cuts out on the road, have it towed.",
      codes: ["P0611"],
      terms: ["FICM", "HEUI injector", "injection control pressure"],
      related: [
        "diesel-icp-leak-no-start",
        "diesel-glow-plugs",
        "ford-60-injector-stiction",
        "alternator/diesel-dual-batteries-weak",
      ],
      appliesTo: [ford60PowerStrokeAnyModel],
    },
    {
      slug: "diesel-fuel-gelling",
      title: "Diesel won't start or dies in sub-zero weather",
      summary:
        "The diesel fuel has waxed (gelled) and plugged the filter. Warm the truck, replace the filter, treat the fuel or blend in #1 diesel, and next winter fill with winterized fuel before the cold arrives.",
      symptoms: [
        "Started and idled, then lost power and stalled within minutes in deep cold",
        "Won't restart; fuel in the filter bowl looks cloudy or waxy",
        "First hard freeze with summer fuel still in the tank",
        "Water-in-fuel lamp may be on as well",
      ],
      symptomIds: ["hard-cold-start", "cranks-no-start", "dies-while-driving", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Wax crystals in #2 diesel plugging the filter",
          why: "Untreated #2 diesel typically starts to cloud somewhere around 10–20 °F; the wax then blocks the filter media and starves the injection pump.",
        },
        {
          likelihood: "occasional",
          part: "Water in the filter freezing",
          why: "Water collected in the separator or lines freezes solid and blocks flow.",
        },
        {
          likelihood: "occasional",
          part: "Failed fuel filter heater",
          why: "Many trucks heat the filter to keep wax moving; with the heater dead, gelling happens at warmer temperatures.",
        },
      ],
      checks: [
        {
          step: "Note the outside temperature and where and when the fuel was bought.",
          tools: [],
          expect: "Untreated summer #2 diesel below about 15 °F makes gelling likely.",
        },
        {
          step: "Drain a sample from the filter or water separator into a clear jar.",
          tools: ["Clear glass jar"],
          expect: "Cloudy or waxy fuel, or free water, confirms it.",
        },
        {
          step: "On a truck with a fuel heater, measure voltage at its connector with the key on and the fuel cold.",
          tools: ["Digital multimeter"],
          expect: "About 12 V at the connector; 0 V or an open element means the heater failed and let the wax form.",
        },
      ],
      fix: "Get the truck somewhere warm or warm the filter area (never with an open flame), replace the fuel filter and drain water, add an emergency de-gelling product (an ordinary anti-gel only prevents wax, it does not dissolve it), fill with winter blend or #1 diesel, never gasoline, and prime the system. Repair a failed filter heater.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 200,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.7,
        excludes: "Estimate; excludes towing to a warm shop, taxes, and a second filter if it plugs again.",
      },
      verdict: "stop",
      verdictReason:
        "Gelled fuel starves the engine within minutes in deep cold and can stall the truck on the road; don't head out until the fuel is treated and flowing.",
      codes: ["P2269", "P0087"],
      terms: ["cloud point", "anti-gel additive", "winter blend diesel"],
      related: [
        "diesel-fuel-heater-inoperative",
        "diesel-fuel-filter-restriction",
        "diesel-water-in-fuel-light",
        "diesel-block-heater-not-heating",
        "diesel-air-in-fuel",
        "diesel-glow-plugs",
      ],
    },
    {
      slug: "diesel-air-in-fuel",
      title: "Diesel won't start after a fuel filter change or running the tank dry",
      summary:
        "Air is trapped in the fuel system. Prime it the way the engine requires (hand primer, key-cycling the lift pump or bleeding at the filter) before cranking more, since long dry cranking wears high-pressure pumps.",
      symptoms: [
        "Cranks, perhaps fires and dies, right after filter service or a run-out",
        "Bubbles in any clear fuel line",
        "Rough idle or stalling for a minute after it starts",
        "Fuel weeping at the new filter or its housing",
      ],
      symptomIds: ["cranks-no-start", "rough-idle-knock", "dies-while-driving"],
      causes: [
        {
          likelihood: "common",
          part: "Air left in the filter housing and lines",
          why: "The high-pressure pump can't compress air, and the injectors need solid fuel to build rail pressure.",
        },
        {
          likelihood: "occasional",
          part: "Leaking filter cap or O-ring",
          why: "A pinched, doubled or missing seal draws air on the suction side.",
        },
        {
          likelihood: "rare",
          part: "Suction-line leak",
          why: "A cracked supply line or loose fitting on a suction-side system pulls air continuously, causing repeat stalls.",
        },
      ],
      checks: [
        {
          step: "Confirm fuel in the tank, the right filter part number, and a properly seated filter and cap.",
          tools: ["Flashlight"],
          expect: "No leaks and a correctly seated filter.",
        },
        {
          step: "Prime: pump the hand primer until firm on engines that have one (LB7 to LMM Duramax and many older diesels), or cycle the key several times to run the electric lift pump on Cummins, Power Stroke, later Duramax and EcoDiesel engines.",
          tools: [],
          expect: "A firm primer, or bubble-free fuel at the bleed point.",
        },
        {
          step: "Check low-pressure supply at the filter test port.",
          tools: ["Fuel pressure gauge kit"],
          expect:
            "Steady pressure at spec, roughly 8–15 psi on many lift-pump systems and about 45–65 psi on the 6.0 L Power Stroke (typical; confirm in the service information); a fluctuating reading points to an air leak.",
        },
      ],
      fix: "Prime the system correctly and fix any leaking seal or supply line. Crank in bursts of no more than 15 seconds with 30 seconds of rest between, so the starter does not overheat. Bleed only at the low-pressure points: never loosen an injector line or rail fitting on a common-rail engine while it cranks or runs, since the spray can inject fuel through skin. If it still won't build rail pressure after priming, diagnose the high-pressure side.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Fuel system primed and bled", partsLow: 0, partsHigh: 0, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Filter cap or O-ring replaced and system primed",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Suction-line leak repair", partsLow: 20, partsHigh: 150, laborHoursLow: 1, laborHoursHigh: 1.7 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, towing and the fuel filter element.",
      },
      verdict: "careful",
      verdictReason:
        "Once primed and idling smoothly it can be driven; if it stumbles or stalls again, an air leak is still open and can kill the engine on the road, so park it until the leak is found.",
      codes: ["P0087", "P0093"],
      terms: ["priming", "lift pump", "suction side"],
      related: [
        "diesel-fuel-gelling",
        "diesel-low-rail-pressure",
        "diesel-fuel-drain-back-first-start",
        "injector-return-flow-hot-restart",
      ],
    },
    {
      slug: "diesel-water-in-fuel-light",
      title: "Water-in-fuel light comes on in a diesel pickup",
      summary:
        "The fuel filter's water separator has collected enough water to trip its sensor. Drain it right away, replace the filters if much water came out, and find out where it came from before the injection pump suffers.",
      symptoms: [
        "Water-in-fuel lamp or message on the dash",
        "May follow a fill-up at an unfamiliar station or a wet season",
        "Rough running, smoke or a power loss if water reaches the pump",
        "Clear water or cloudy fuel drains from the separator bowl",
      ],
      symptomIds: ["fuel-light", "low-power", "rough-idle-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Water collected in the fuel filter separator",
          why: "Condensation and small amounts of water in diesel settle in the separator, and once it reaches the probe the lamp lights.",
        },
        {
          likelihood: "occasional",
          part: "Water-contaminated fuel from the station",
          why: "A station tank with water or a leaking fill point delivers enough water to fill the separator in one tank.",
        },
        {
          likelihood: "occasional",
          part: "Failed water-in-fuel sensor or wiring",
          why: "A shorted sensor or corroded connector can light the lamp with a dry separator.",
        },
        {
          likelihood: "rare",
          part: "Microbial growth (diesel bug) in the tank",
          why: "Bacteria and fungi living at the fuel-water boundary create slime and more water that plug filters repeatedly.",
        },
      ],
      checks: [
        {
          step: "Drain the separator into a clear container at the drain valve the owner's manual shows (on the engine-mounted filter housing on many trucks, on a frame-mounted filter or fuel conditioning module on others).",
          tools: ["Clear container", "Owner's manual"],
          expect:
            "A layer of water at the bottom confirms a real water condition; the lamp should go out after draining and a key cycle.",
        },
        {
          step: "Look at the drained fuel and the filter element for black slime or dark particles.",
          tools: ["Flashlight"],
          expect: "Slime points to microbial growth; a repeat of water within days points to contaminated fuel.",
        },
        {
          step: "If the lamp stays on with a dry separator, unplug the sensor and check its circuit.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "The lamp going out with the sensor unplugged points to a failed sensor; staying on points to a shorted signal wire.",
        },
        {
          step: "Check rail pressure and injector corrections if the engine ran badly.",
          tools: ["Scan tool"],
          expect:
            "Normal rail pressure tracking shows the pump survived; erratic pressure or big injector corrections mean water reached the high-pressure side.",
        },
      ],
      noMeasurement:
        "Water in diesel is proved by draining the separator into a clear container and seeing the layer; the sensor check is an unplug test, and no spec reading decides the repair.",
      fix: "Drain the separator and replace the fuel filters (primary and secondary where fitted), then prime the system as the engine maker specifies. With a lot of water, drain the tank and treat for microbes with a biocide. If water reached the high-pressure pump, inspect for damage before putting the truck back in service.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Owner drains the water separator", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Water-in-fuel sensor replacement",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Separator drained and fuel filters replaced",
            partsLow: 60,
            partsHigh: 220,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Tank drained, biocide added and filters replaced",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and any injection pump or injector damage from water.",
      },
      verdict: "careful",
      verdictReason:
        "Water destroys high-pressure diesel pumps and injectors; drain the separator before driving any farther.",
      codes: ["P2269", "P2264"],
      terms: ["water separator", "diesel bug", "priming"],
      related: [
        "diesel-cp4-pump-metal-in-filter",
        "diesel-injector-rough-idle-smoke",
        "diesel-fuel-filter-restriction",
      ],
    },
    {
      slug: "diesel-low-rail-pressure",
      title: "Common-rail diesel cranks but won't start, with a low rail pressure code",
      summary:
        "The high-pressure pump can't build rail pressure, or an injector or relief valve is bleeding it off. Compare desired and actual rail pressure while cranking; metal in the filter on a CP4.2-equipped truck means a major pump failure.",
      symptoms: [
        "Cranks normally with no firing, or stalled and won't restart",
        "P0087 or P0093 stored",
        "Glitter or metal in the fuel filter",
        "Power loss or surging before it quit",
      ],
      symptomIds: ["cranks-no-start", "rail-pressure-code", "dies-while-driving"],
      causes: [
        {
          likelihood: "common",
          part: "Low-pressure supply problem",
          why: "A plugged filter, a weak lift pump or air drawn in on the suction side starves the high-pressure pump so it can't build pressure.",
        },
        {
          likelihood: "common",
          part: "Worn or failed high-pressure pump",
          why: "A worn pump cannot reach starting pressure at cranking speed; a Bosch CP4 (LML Duramax, 6.7 Power Stroke, VW TDI) that has come apart leaves metal in the filter, which changes the whole repair.",
        },
        {
          likelihood: "occasional",
          part: "Injector with excessive return flow",
          why: "A worn injector dumps rail fuel to the return line, so pressure never builds.",
        },
        {
          likelihood: "rare",
          part: "Rail pressure sensor or pressure relief valve fault",
          why: "A stuck-open relief valve drains the rail, and a bad sensor reports low pressure that isn't real.",
        },
      ],
      checks: [
        {
          step: "Crank for up to 15 seconds with the scan tool graphing desired and actual rail pressure together.",
          tools: ["Scan tool with live data"],
          expect: "Actual tracks desired within a few hundred psi; actual far below desired confirms low pressure.",
        },
        {
          step: "Check low-side supply pressure and cut open the old filter.",
          tools: ["Fuel pressure gauge kit", "Filter cutter"],
          expect:
            "Supply pressure steady at the published figure while cranking, not bouncing toward 0 psi; any glitter in the filter media means the high-pressure pump is failing.",
        },
        {
          step: "Run an injector return (backflow) test.",
          tools: ["Injector backflow test kit"],
          expect: "Each injector's return within spec; one returning far more is leaking.",
        },
        {
          step: "With the engine off and rail pressure bled down, block off the high-pressure outlets per the maker's procedure to isolate pump from injectors; never open a high-pressure fitting while cranking.",
          tools: ["Rail block-off plugs"],
          expect: "Pump builds pressure with injectors blocked: injectors leak; it still doesn't: the pump.",
        },
      ],
      fix: "Fix the supply side first (filter, lift pump, air leak), then replace a pump that still cannot build pressure. If the old filter shows metal, a pump alone will not last: the job becomes the full contamination repair. Prime and clear codes. A leaking injector is replaced and its trim code programmed.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Low-pressure supply repair: lift pump or filter",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Leaking injector replaced and its trim code programmed",
            partsLow: 300,
            partsHigh: 700,
            laborHoursLow: 2.7,
            laborHoursHigh: 5,
          },
          {
            name: "High-pressure pump replacement with a clean filter",
            partsLow: 1200,
            partsHigh: 2500,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
          {
            name: "Full repair after a CP4 failure: pump, injectors, rails, tank",
            partsLow: 5000,
            partsHigh: 8000,
            laborHoursLow: 15,
            laborHoursHigh: 23.3,
          },
        ],
        excludes:
          "Estimate; excludes towing, taxes and dealer pricing; the pump-only job fits only when the old filter shows no metal.",
      },
      verdict: "stop",
      verdictReason: "Repeated cranking on a failed pump spreads metal to the injectors; have it towed.",
      codes: ["P0087", "P0093", "P0191"],
      terms: ["CP4 pump", "rail pressure", "injector backflow test"],
      related: [
        "diesel-air-in-fuel",
        "gasoline-in-diesel",
        "diesel-fuel-filter-restriction",
        "diesel-cp4-pump-metal-in-filter",
        "injector-return-flow-hot-restart",
      ],
      commonOn: cp4PumpDiesels,
    },
    {
      slug: "diesel-cp4-pump-metal-in-filter",
      title: "Diesel pickup loses power and dies with metal flakes in the fuel filter",
      summary:
        "A self-destructing Bosch CP4 pump (2011–2016 LML Duramax, 6.7 Power Stroke from 2011, 2019–2020 Ram 6.7 Cummins, 2009–2015 VW and Audi TDI) has sent metal through the fuel system. Stop driving: the repair is the pump, injectors, rails, lines and tank.",
      symptoms: [
        "Sudden loss of power followed by a stall and a crank-no-start",
        "Glitter or metallic sludge in the fuel filter or its housing",
        "Low rail pressure codes and possibly a fuel system leak code",
        "May follow a tank of questionable fuel or water in the fuel",
      ],
      symptomIds: ["dies-while-driving", "low-power", "rail-pressure-code", "cranks-no-start"],
      causes: [
        {
          likelihood: "common",
          part: "CP4 high-pressure pump internal failure",
          why: "The pump's roller tappet can slide instead of roll on its cam when lubrication is marginal, wearing both and shedding steel particles into the fuel.",
        },
        {
          likelihood: "occasional",
          part: "Water or gasoline contamination",
          why: "Either one strips the lubricity diesel provides, which speeds the tappet and cam wear that ends in pump failure.",
        },
        {
          likelihood: "rare",
          part: "Low supply pressure from the lift pump or a restricted filter",
          why: "A starved CP4 can cavitate and run short of lubrication, setting up the same failure.",
        },
      ],
      checks: [
        {
          step: "Remove the fuel filter and inspect the element and housing under a bright light with a magnet.",
          tools: ["Flashlight", "Magnet", "Filter wrench"],
          expect: "Metal flakes or gray sludge confirm a pump failure and contamination of everything downstream.",
        },
        {
          step: "Read desired versus actual rail pressure while cranking.",
          tools: ["Scan tool"],
          expect:
            "Cranking rail pressure far below the several thousand psi needed to start confirms the pump cannot build pressure.",
        },
        {
          step: "Measure low-side supply pressure and check for water or gasoline in a fuel sample.",
          tools: ["Low-pressure fuel gauge", "Clear glass jar"],
          expect:
            "Supply below the engine's published low-side figure (about 8–15 psi on many lift-pump systems, higher on some; confirm in the service information) or a contaminated sample is a root cause that must be fixed along with the pump.",
        },
      ],
      fix: "Replace the high-pressure pump, all injectors, rails, high-pressure lines and the pressure regulator or relief valve, and flush or replace the tank, lift pump and supply lines so no metal remains. Prime, clear codes and check rail pressure tracking. Many owners add a conversion kit or lift pump upgrade. Check the VIN for open recalls first (Ram replaced the pumps on 2019–2020 heavy-duty 6.7 Cummins trucks under a November 2021 recall) and ask about goodwill.",
      difficulty: 5,
      cost: {
        partsLow: 3000,
        partsHigh: 9000,
        laborHoursLow: 10,
        laborHoursHigh: 26.7,
        excludes:
          "Estimate excludes towing, diagnosis, taxes, dealer pricing and upgrade kits; an open recall, an insurance claim or a fuel-contamination claim may cover it.",
      },
      verdict: "stop",
      verdictReason:
        "Every minute it runs pushes more metal into the injectors; do not crank or drive it, and have it towed.",
      codes: ["P0087", "P0093", "P0191"],
      terms: ["CP4 pump", "common rail", "lubricity", "lift pump"],
      related: [
        "diesel-low-rail-pressure",
        "diesel-water-in-fuel-light",
        "gasoline-in-diesel",
        "diesel-injector-rough-idle-smoke",
      ],
      appliesTo: cp4PumpDiesels,
    },
    {
      slug: "diesel-icp-leak-no-start",
      title: "Ford 7.3 or 6.0 diesel cranks but won't start, especially when hot",
      summary:
        "These HEUI engines fire their injectors with high-pressure oil; a leak in that system or a failed IPR valve keeps injection control pressure too low to start. Read ICP while cranking, then air-test for the leak.",
      symptoms: [
        "Cranks with no smoke and no firing",
        "Worse hot, when the oil is thin",
        "P2291 or P2290 stored on a 6.0, P1211 on a 7.3",
        "Engine oil level low",
      ],
      symptomIds: ["hard-hot-start", "cranks-no-start", "rail-pressure-code"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking high-pressure oil fitting",
          why: "On 6.0 L engines the STC fitting, standpipes or dummy plugs under the valve covers leak, so the pump can't reach injection pressure; on the 7.3 L the usual leaks are the high-pressure oil hose fittings and the IPR or injector O-rings.",
        },
        {
          likelihood: "occasional",
          part: "Failed injection pressure regulator (IPR) valve",
          why: "A stuck-open or weak IPR bleeds the high-pressure oil back to sump.",
        },
        {
          likelihood: "occasional",
          part: "Low engine oil level",
          why: "The high-pressure pump draws from a reservoir; low oil starves it.",
        },
        {
          likelihood: "rare",
          part: "Worn high-pressure oil pump",
          why: "Internal wear keeps the pump from reaching pressure, especially hot.",
        },
      ],
      checks: [
        { step: "Check the engine oil level.", tools: [], expect: "Full; top up before any further testing." },
        {
          step: "Read ICP pressure and IPR duty cycle while cranking.",
          tools: ["Ford-capable scan tool"],
          expect: "ICP at least about 500 psi; a high IPR command with low ICP confirms a leak or weak pump.",
        },
        {
          step: "Air-test the high-pressure oil system through the ICP sensor port with the valve covers off, per the service procedure.",
          tools: ["ICP port air-test adapter", "Shop air"],
          expect: "No loud leak; a hiss locates the leaking fitting or plug.",
        },
      ],
      fix: "Replace the leaking fittings, standpipes or dummy plugs (updated parts on 6.0s), the IPR valve, or the high-pressure oil pump as found; change the oil. Verify ICP during a hot restart.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "IPR valve replacement", partsLow: 80, partsHigh: 250, laborHoursLow: 0.8, laborHoursHigh: 2 },
          {
            name: "Leaking fitting, standpipe or dummy plug replacement",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 2,
            laborHoursHigh: 8,
            likely: true,
          },
          {
            name: "High-pressure oil pump replacement",
            partsLow: 500,
            partsHigh: 1200,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and cab-off labor where the job calls for it.",
      },
      verdict: "careful",
      verdictReason: "If it starts, it may not restart hot; avoid trips where a no-start would leave you stranded.",
      codes: ["P2291", "P2290", { code: "P1211", makes: ["ford"] }],
      terms: ["HEUI", "ICP sensor", "IPR valve"],
      related: [
        "ford-60-ficm-hard-start",
        "ford-73-cam-sensor-stall",
        "ford-60-injector-stiction",
        "diesel-low-rail-pressure",
      ],
      appliesTo: [
        {
          make: "ford",
          years: [1994, 2010],
          engines: [
            { name: "7.3L Power Stroke V8 diesel", liters: 7.3, fuel: "diesel" },
            { name: "6.0L Power Stroke V8 diesel", liters: 6.0, fuel: "diesel" },
          ],
        },
      ],
    },
    {
      slug: "gasoline-in-diesel",
      title: "Gasoline went into a diesel tank, and now it knocks, smokes or won't start",
      summary:
        "Gasoline thins diesel fuel and strips its lubrication, which wrecks high-pressure pumps fast. If you haven't started it, don't: have it towed and drained. If it ran, drain, flush and inspect the fuel system.",
      symptoms: [
        "Wrong nozzle noticed at the pump or on the receipt",
        "Loud knock, white smoke and power loss if it was started",
        "Stalled soon after refueling",
        "Rail pressure codes on common-rail engines",
      ],
      symptomIds: ["cranks-no-start", "rough-idle-knock", "white-smoke", "dies-while-driving"],
      causes: [
        {
          likelihood: "common",
          part: "Gasoline mixed with the diesel",
          why: "Gasoline has almost none of diesel's lubricity and a very low cetane rating, so the pump runs nearly dry and the mix lights late and unevenly under compression, which knocks.",
        },
        {
          likelihood: "occasional",
          part: "Pump and injector damage after running",
          why: "Once the engine runs on the mix, wear metal from the pump circulates through the injectors.",
        },
      ],
      checks: [
        {
          step: "Confirm the fuel from the receipt and by smelling at the filler neck.",
          tools: [],
          expect: "A sharp gasoline smell rather than diesel's oily odor confirms misfueling.",
        },
        {
          step: "If it ran, cut open the fuel filter and read rail pressure codes.",
          tools: ["Filter cutter", "Scan tool"],
          expect: "Metal in the filter or rail pressure faults mean pump damage.",
        },
        {
          step: "Estimate how much gasoline went in versus the diesel already in the tank.",
          tools: [],
          expect: "Any meaningful amount in a modern common-rail diesel calls for a full drain rather than dilution.",
        },
      ],
      noMeasurement:
        "Misfueling is confirmed by the receipt, the smell and a fuel sample, and the repair turns on whether the engine ran and what the filter shows; no meter reading changes the drain-and-flush decision.",
      fix: "If it has not been started, don't even switch the key on, since most trucks run the lift pump at key-on and pull the mix toward the pump. Drain the tank, replace the filters, flush the lines, refill with diesel and prime. If it ran on the mix, inspect the high-pressure pump and injectors and replace as needed. Check whether comprehensive insurance covers misfueling.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 1.3,
        laborHoursHigh: 4,
        excludes:
          "Estimate; excludes pump and injector replacement if it ran on the mix (often several thousand dollars), towing and taxes.",
      },
      verdict: "stop",
      verdictReason: "Every minute it runs on gasoline risks the high-pressure pump; don't start it, have it towed.",
      codes: ["P0087", "P0093"],
      terms: ["misfueling", "lubricity", "common-rail injection"],
      related: [
        "diesel-low-rail-pressure",
        "diesel-cp4-pump-metal-in-filter",
        "engine-wont-start/bad-gas-or-wrong-fuel",
        "fuel-system/diesel-put-in-gasoline-car",
      ],
    },
    {
      slug: "diesel-injector-rough-idle-smoke",
      title: "Diesel idles rough with white-gray smoke and a knock from one cylinder",
      summary:
        "A worn or leaking common-rail injector is the usual cause, famously on the 2001–2004 Duramax LB7. Read injector balance rates and run a return-flow test, then replace the faulty injectors and code them where the engine uses codes.",
      symptoms: [
        "Lumpy idle with a rhythmic knock or miss, worst when warm",
        "White or gray smoke and a raw diesel smell at idle",
        "Hard or long start after sitting",
        "Engine oil level rising and smelling of diesel",
        "Power loss or a balance or contribution code",
      ],
      symptomIds: ["rough-idle-knock", "white-smoke", "oil-level-rising", "low-power", "rail-pressure-code"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or leaking common-rail injector",
          why: "A worn nozzle or control valve over-fuels and dribbles, so that cylinder knocks and leaves unburned fuel as smoke, and excess return flow can starve rail pressure.",
        },
        {
          likelihood: "occasional",
          part: "Injector leaking into the crankcase",
          why: "On some designs, the LB7 Duramax included, a cracked body or internal leak sends diesel past the injector into the oil.",
        },
        {
          likelihood: "occasional",
          part: "Low supply pressure or air in the fuel",
          why: "Aerated or low-pressure fuel makes every injector deliver unevenly, which the ECM reads as balance problems on several cylinders.",
        },
        {
          likelihood: "rare",
          part: "Low compression on the affected cylinder",
          why: "A burned valve or worn rings make a cylinder look like a weak injector in balance data.",
        },
      ],
      checks: [
        {
          step: "Read injector balance rates or cylinder contribution values at warm idle.",
          tools: ["Scan tool with diesel data"],
          expect:
            "On a Duramax, rates within roughly ±4–6 mm³ are acceptable (check the spec for others); one cylinder far outside while the others compensate marks the suspect injector.",
        },
        {
          step: "Run a cylinder cut-out or contribution test, listening to the knock and watching rpm drop.",
          tools: ["Bidirectional scan tool"],
          expect: "The knock disappearing when one cylinder is cut confirms that injector.",
        },
        {
          step: "Perform an injector return-flow test per the service procedure.",
          tools: ["Return-flow test kit", "Graduated containers"],
          expect: "Any injector returning clearly more fuel than the others or beyond spec is worn internally.",
        },
        {
          step: "Check oil level and smell, and send an oil sample for fuel dilution if in doubt.",
          tools: ["Oil sample kit"],
          expect: "Diesel dilution above a few percent confirms an internal leak into the crankcase.",
        },
        {
          step: "Check low-side fuel pressure and look for air bubbles in a clear line section.",
          tools: ["Low-pressure fuel gauge", "Clear test hose"],
          expect: "Supply in spec and no bubbles clears the lift pump and suction side.",
        },
      ],
      fix: "Replace the faulty injectors (many shops do a full set on high-mileage trucks) with new seals, hold-down hardware and return lines, and enter each injector's calibration code where the engine uses them (6.4 and 6.7 Power Stroke, 6.7 Cummins, later Duramax). Change the oil if diluted, clear codes and re-check balance rates warm.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Supply pressure or air leak repair",
            partsLow: 50,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "One injector replaced and coded",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 2.7,
            laborHoursHigh: 5,
            likely: true,
          },
          {
            name: "Full injector set with seals and return lines",
            partsLow: 2000,
            partsHigh: 4500,
            laborHoursLow: 8,
            laborHoursHigh: 16.7,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, an oil change, glow plugs and valve cover gaskets, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Drive gently to a diesel shop while the oil level holds; if it is above full or the knock grows, park it, since fuel-thinned oil starves the bearings and a dribbling injector can burn a piston.",
      codes: ["P0263", "P0266", "P0269", "P0300"],
      terms: ["balance rates", "return-flow test", "injector coding", "common rail"],
      related: [
        "diesel-cp4-pump-metal-in-filter",
        "diesel-water-in-fuel-light",
        "fuel-system/gasoline-in-engine-oil",
        "duramax-injector-balance-rates-out-of-range",
        "cummins-67-injector-cylinder-miss",
      ],
      commonOn: [
        {
          make: "chevrolet",
          years: [2001, 2004],
          engines: [{ name: "6.6L Duramax LB7 V8 diesel", liters: 6.6, fuel: "diesel" }],
        },
        {
          make: "gmc",
          years: [2001, 2004],
          engines: [{ name: "6.6L Duramax LB7 V8 diesel", liters: 6.6, fuel: "diesel" }],
        },
      ],
    },
    {
      slug: "cummins-killer-dowel-pin",
      title: "New knock or click from the front cover of a 1989–2002 Ram 5.9 Cummins",
      summary:
        "On 1989–2002 Ram 5.9 L Cummins engines a dowel pin in the front of the block can work out and fall into the timing gears, the so-called killer dowel pin. A low-cost tab kit fixes it for good; if you already hear new noise from the front, stop driving.",
      symptoms: [
        "New click or knock from behind the front timing cover",
        "No noise at all on many trucks until damage occurs",
        "Oil leak at the front cover on some trucks",
        "Sudden loss of power or stall if the pin jams the gears",
      ],
      symptomIds: ["rough-idle-knock", "dies-while-driving"],
      causes: [
        {
          likelihood: "common",
          part: "Loose dowel pin walking out of the block",
          why: "Thermal cycling loosens the pin that locates the gear housing; it backs out and can drop into the gear train.",
        },
        {
          likelihood: "occasional",
          part: "Fan clutch or accessory drive noise",
          why: "A worn fan clutch or pulley clicks at the front of the engine and gets mistaken for a gear-train problem.",
        },
        {
          likelihood: "rare",
          part: "Damaged timing or injection pump gear teeth",
          why: "Debris or a failed gear nut damages gear teeth, which then click or knock.",
        },
      ],
      checks: [
        {
          step: "Check service records or ask the previous owner whether the dowel pin tab was installed.",
          tools: [],
          expect: "A documented tab kit means this failure is already prevented.",
        },
        {
          step: "Listen with a stethoscope at the front timing cover and then at the fan clutch and pulleys.",
          tools: ["Mechanic's stethoscope"],
          expect: "Noise at the cover, not the accessories, points inside the gear housing.",
        },
        {
          step: "Remove the front timing cover and inspect the dowel pin and gear teeth.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Pin fully seated and gears undamaged; a protruding pin or chipped teeth confirm the problem.",
        },
      ],
      noMeasurement:
        "A walking dowel pin on the 5.9 Cummins is seen behind the timing cover; it changes no pressure or sensor value until it has already dropped into the gear train.",
      fix: "Install the dowel pin retaining tab kit (tapping the pin back and bolting a tab over it), replace the front cover gasket and crank seal, and inspect the gears. Replace any damaged gears before the engine is run again.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 120,
        laborHoursLow: 2,
        laborHoursHigh: 4.7,
        excludes:
          "Estimate for the tab kit repair; excludes taxes, damaged gears, the gear housing and engine damage if the pin has already fallen in.",
      },
      verdict: "stop",
      verdictReason:
        "A pin loose in the gear train can jam the gears, stop the engine on the road and break the housing; with a new noise at the front cover, park it and have it towed.",
      codes: [],
      terms: ["killer dowel pin", "gear train", "Cummins 5.9"],
      related: ["cummins-59-53-block-cracked", "timing-system/bent-valves-after-timing-failure"],
      appliesTo: [
        {
          make: "dodge",
          models: ["ram", "d-series", "w-series"],
          years: [1989, 2002],
          engines: [{ name: "5.9L Cummins I6 diesel", liters: 5.9, fuel: "diesel" }],
        },
      ],
    },
    {
      slug: "egr-cooler-coolant-loss",
      title: "Diesel pickup keeps losing coolant with no drips, and puffs white steam from the exhaust on start-up",
      summary:
        "On diesel pickups, a ruptured EGR cooler leaks coolant into the exhaust and intake. Confirm it by pressure-testing the cooler, then replace it and fix whatever overheated it; on a 6.0 Power Stroke that is usually a clogged oil cooler.",
      symptoms: [
        "Coolant level drops with no external leak, sometimes a gallon in a few weeks",
        "White, sweet-smelling steam from the tailpipe for the first minute after a cold start",
        "Coolant pushed out of the degas bottle under load",
        "Wet, white-crusted EGR valve or intake when inspected",
      ],
      symptomIds: ["coolant-loss", "white-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "EGR cooler core cracked (Ford 6.0 L and 6.4 L Power Stroke, Ram 6.7 L Cummins)",
          why: "Hot exhaust gas passes through tubes surrounded by coolant; heat stress or coolant starvation cracks them, and coolant seeps into the exhaust side.",
        },
        {
          likelihood: "occasional",
          part: "Engine oil cooler clogged on the coolant side (6.0 L Power Stroke)",
          why: "Casting sand and silicate gel plug the oil cooler, which also starves the EGR cooler downstream of coolant so it boils and ruptures.",
        },
        {
          likelihood: "rare",
          part: "Head gasket or head-bolt stretch",
          why: "Diesel head gaskets that fail push coolant into a cylinder or combustion gas into the coolant with similar symptoms; the 6.0 L is known for stretched head bolts.",
        },
      ],
      checks: [
        {
          step: "On a 6.0 L, log engine oil temperature and coolant temperature on a highway drive at full operating temperature.",
          tools: ["Scan tool"],
          expect:
            "Oil running more than about 15 °F hotter than coolant indicates a restricted oil cooler, the usual root cause of the EGR cooler failure.",
        },
        {
          step: "Pressure-test the cooling system cold overnight and inspect the EGR valve and intake for coolant residue.",
          tools: ["Cooling-system pressure tester", "Flashlight"],
          expect:
            "Pressure falling with no external leak and white crust or liquid in the EGR path points at the EGR cooler.",
        },
        {
          step: "Remove the EGR cooler and pressure-test its coolant side with air while submerged or with the gas side inspected.",
          tools: ["EGR cooler test plates", "Shop air with regulator"],
          expect: "Bubbles from the exhaust tubes confirm a ruptured cooler.",
        },
        {
          step: "Once the EGR cooler is proven tight or replaced, run a combustion-leak test at the degas bottle.",
          tools: ["Combustion-leak test kit"],
          expect:
            "Fluid turning green with a sound EGR cooler points at the head gaskets; a ruptured cooler can also turn it green, which is why the cooler is tested first.",
        },
      ],
      fix: "Replace the EGR cooler with gaskets and, on a 6.0 L, the oil cooler too, then flush the cooling system thoroughly (many shops add a coolant filter for a few hundred miles to catch casting sand). Refill with the specified coolant, bleed, and confirm the oil-to-coolant temperature split stays within about 15 °F. If it leaked heavily, check the intake for standing coolant and crank with the glow plugs or injectors out to clear the cylinders before the first start.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the EGR cooler and flush the coolant",
            partsLow: 350,
            partsHigh: 1500,
            laborHoursLow: 4,
            laborHoursHigh: 10,
          },
          {
            name: "Replace the EGR and oil coolers on a 6.0 Power Stroke",
            partsLow: 800,
            partsHigh: 1600,
            laborHoursLow: 10,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, coolant, cab removal where a shop prefers it, head-gasket or head-stud work, and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Coolant can pool in the intake or a cylinder overnight and hydrolock the engine on the next start; do not keep driving and adding coolant.",
      codes: [],
      terms: ["EGR cooler", "oil cooler", "hydrolock", "degas bottle"],
      related: [
        "ford-60-oil-cooler-clogged",
        "ford-60-head-gasket-head-studs",
        "ecodiesel-egr-cooler-crack-recall",
        "cummins-67-egr-cooler-plugged-p2457",
        "cooling-system/head-gasket-coolant-into-cylinder",
        "cooling-system/head-gasket-combustion-leak",
      ],
      commonOn: [
        {
          make: "ford",
          years: [2003, 2010],
          engines: [
            { name: "6.0L Power Stroke V8 diesel", liters: 6, fuel: "diesel" },
            { name: "6.4L Power Stroke V8 diesel", liters: 6.4, fuel: "diesel" },
          ],
        },
        dodge67Cummins,
        ram67CumminsVehicles,
      ],
    },
    {
      slug: "ford-6-0-vgt-sticking-vanes",
      title: "Ford 6.0 Power Stroke lags off the line, then overboosts or barks under load",
      summary:
        "The variable-geometry turbo's unison ring and vanes are sticking with carbon and rust, a classic 6.0 Power Stroke fault (2003–2010). Rule out the EBP sensor and VGT control valve, then pull the turbo apart and clean or replace the ring and vanes.",
      symptoms: [
        "Slow to build boost from a stop, then sudden surge or bark when it finally frees up",
        "P0299 underboost, sometimes alongside P0234 overboost on the same truck",
        "Loud whistle or flutter under load that comes and goes",
        "Power weak at highway speed or while towing even though it feels strong down low",
      ],
      symptomIds: ["turbo-noise", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon-seized VGT unison ring and vanes",
          why: "Soot from EGR and crankcase oil mist builds on the tight-fitting ring; it sticks closed (overboost, no top end) or open (no low-end boost).",
        },
        {
          likelihood: "occasional",
          part: "Plugged exhaust back-pressure (EBP) sensor tube or failed EBP sensor",
          why: "The PCM uses back pressure to steer the vanes; a false reading mis-positions them.",
        },
        {
          likelihood: "occasional",
          part: "Sticking VGT control solenoid or low oil pressure to the actuator",
          why: "The 6.0 moves its vanes hydraulically with engine oil; a dirty solenoid or weak supply leaves them lagging.",
        },
        {
          likelihood: "rare",
          part: "Worn turbo bearings or a worn unison-ring key slot",
          why: "Play in the ring drive or shaft makes vane position erratic and noisy.",
        },
      ],
      checks: [
        {
          step: "Read codes, then key on, engine off, check that the EBP reading agrees with BARO before blaming the turbo.",
          tools: ["Ford-capable scan tool"],
          expect:
            "EBP within about 0.5 psi of BARO (about 14.7 psi absolute at sea level); a mismatch is an EBP sensor or tube fault to repair first, because the PCM positions the vanes from that reading.",
        },
        {
          step: "At warm idle, run the VGT actuator test or command vane position while listening at the turbo and watching EBP and boost.",
          tools: ["Ford-capable scan tool"],
          expect:
            "EBP and boost should change promptly with commanded position; no change points to a stuck ring or the control valve.",
        },
        {
          step: "Remove the VGT control valve at the back of the turbo and inspect its oil screens and spool.",
          tools: ["Hand tools", "Flashlight"],
          expect:
            "Clean screens and a spool that clicks over when the valve is energized clear it; debris on the screens or a sticking spool means clean or replace the valve.",
        },
        {
          step: "Remove the turbo, split the turbine housing and inspect the unison ring, vanes and center housing for carbon, rust and wear.",
          tools: ["Hand tools", "Scotch-Brite pad"],
          expect:
            "A ring that will not slide freely by hand confirms sticking; a worn key slot or cracked ring needs replacing.",
        },
      ],
      fix: "Clean the unison ring, vanes and mating surfaces or fit an updated ring, reassemble with new seals and gaskets, and replace the VGT control valve or EBP sensor if faulty. Clear codes, run the VGT test and road-test under load.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the VGT control valve or EBP sensor",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Remove, clean and reseal the turbo",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 2.7,
            laborHoursHigh: 5,
          },
          { name: "Replace the turbocharger", partsLow: 800, partsHigh: 1800, laborHoursLow: 4, laborHoursHigh: 8 },
        ],
        excludes: "Estimate; excludes EGR and oil cooler repairs, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Lag and sudden surges are unpredictable in traffic, and overboost stresses head gaskets; avoid heavy towing until fixed.",
      codes: ["P0299", "P0234", "P0471"],
      terms: ["VGT", "unison ring", "EBP sensor"],
      related: [
        "diesel-up-pipe-exhaust-leak",
        "cummins-6-7-vgt-actuator-codes",
        "diesel-intercooler-leak-black-smoke",
        "ford-6-0-ebp-sensor-code",
        "ford-64-67-vgt-vanes-sticking",
      ],
      appliesTo: [ford60PowerStrokeAnyModel],
    },
    {
      slug: "cummins-6-7-vgt-actuator-codes",
      title: "Ram 6.7 Cummins goes into limp mode with P003A, P2262 or P2563",
      summary:
        "The electronic actuator on the Holset variable-geometry turbo has failed or soot is sticking its sliding nozzle, a well-known 6.7 L Cummins fault. Run the scan tool cleaning and actuator tests, then clean the nozzle or replace and calibrate the actuator.",
      symptoms: [
        "Check engine light and reduced power, often at a cold start or after a long tow",
        "P003A, P2262, P226C, P00AF, P2563 or P0299 stored, sometimes several at once",
        "No whir from the turbo actuator sweeping its travel at key-on or just after shutdown",
        "Low or erratic boost, black smoke and high exhaust temperature under load",
      ],
      symptomIds: ["derate", "turbo-noise", "black-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Failed VGT electronic actuator (motor, gear train or circuit board)",
          why: "The actuator is a smart module on the data bus; when its motor or gears wear it cannot reach the commanded position and reports a position fault.",
        },
        {
          likelihood: "occasional",
          part: "Soot-stuck sliding nozzle in the turbine housing",
          why: "Carbon from short trips and EGR makes the nozzle drag; the actuator strains and overheats trying to move it.",
        },
        {
          likelihood: "occasional",
          part: "Replacement actuator never calibrated",
          why: "Without the scan-tool calibration the actuator does not know its end stops, so it sets position or performance codes and boost control is lost.",
        },
        {
          likelihood: "rare",
          part: "Power, ground or data-bus wiring fault at the actuator",
          why: "A heat-damaged connector or blown fuse makes a good actuator look dead.",
        },
      ],
      checks: [
        {
          step: "Read all codes with a Ram-capable scan tool and note which are active, and whether P0471 (exhaust pressure) is also set.",
          tools: ["Ram-capable scan tool"],
          expect:
            "Position and learning-limit codes point to the actuator or nozzle; a calibration code after replacement points to a missed calibration.",
        },
        {
          step: "Run the scan tool's turbocharger cleaning or actuator sweep routine exactly as Ram's service information describes, then recheck codes.",
          tools: ["Ram-capable scan tool"],
          expect:
            "If the nozzle frees up the codes stay away; a position code that returns at once points to a seized nozzle and turbo replacement.",
        },
        {
          step: "Check fuse, battery feed, ground and data-bus connector at the actuator with the key on.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage at the feed and a ground drop under about 0.2 V; a low feed or a bigger drop means repair the wiring before buying an actuator.",
        },
        {
          step: "With the actuator unbolted, move the nozzle lever by hand through its travel.",
          tools: ["Hand tools"],
          expect:
            "Smooth movement clears the nozzle; binding means the turbo needs cleaning or replacement rather than just an actuator.",
        },
      ],
      fix: "Replace the actuator (or the turbo if the nozzle is seized or the cleaning routine fails), repair wiring if needed, and always run the actuator calibration with the scan tool afterward. Clear codes and road-test under load while watching boost and exhaust temperature.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the VGT actuator and calibrate it",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 1.3,
            laborHoursHigh: 3,
          },
          { name: "Replace the turbocharger", partsLow: 1600, partsHigh: 3200, laborHoursLow: 5, laborHoursHigh: 8 },
        ],
        excludes: "Estimate; excludes DPF, EGR or other aftertreatment repairs, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Limp mode leaves little power for merging or hills with a load; drive unloaded and gently to a shop.",
      codes: ["P003A", "P2262", "P226C", "P00AF", "P2563", "P0299"],
      terms: ["VGT actuator", "sliding nozzle", "actuator calibration", "limp mode"],
      related: [
        "ford-6-0-vgt-sticking-vanes",
        "turbo-supercharger/electric-wastegate-actuator-fault",
        "ford-64-67-vgt-vanes-sticking",
        "diesel-intercooler-leak-black-smoke",
      ],
      appliesTo: [
        {
          make: "dodge",
          models: ["ram", "ram-chassis-cab"],
          years: [2007, 2012],
          engines: [{ name: "6.7L Cummins I6 diesel", liters: 6.7, fuel: "diesel" }],
        },
        {
          make: "ram",
          models: ["2500", "3500", "4500", "5500"],
          years: [2011, 2027],
          engines: [{ name: "6.7L Cummins I6 diesel", liters: 6.7, fuel: "diesel" }],
        },
      ],
    },
    {
      slug: "diesel-intercooler-leak-black-smoke",
      title: "Diesel pickup blows black smoke under load and pulls weaker when towing",
      summary:
        "Boost is escaping from a cracked intercooler end tank or a blown intercooler boot, so the engine gets less air than the fuel it is injecting. Pressure-test the charge air system and replace the leaking cooler or boot.",
      symptoms: [
        "Black smoke on hard acceleration or climbing grades with a trailer",
        "Boost gauge or scan data lower than usual at full load",
        "Exhaust gas temperature climbs faster than normal on hills",
        "Oily film or a hiss at the front of the intercooler or at a boot clamp",
        "P0299 or a reduced power message on newer trucks",
      ],
      symptomIds: ["black-smoke", "low-power", "turbo-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked plastic intercooler end tank or leaking tank seal",
          why: "Heat and boost cycles fatigue the crimped plastic tanks; at 25–35 psi a small crack bleeds off a lot of air.",
        },
        {
          likelihood: "common",
          part: "Split or blown intercooler boot or loose clamp",
          why: "Rubber boots harden and split with oil and heat, and a relaxed clamp lets the boot walk off under boost.",
        },
        {
          likelihood: "occasional",
          part: "Cracked aluminum intercooler tube or core from a previous impact",
          why: "Road debris or a minor front-end hit damages the core and creates a leak that grows with boost.",
        },
        {
          likelihood: "rare",
          part: "Turbo compressor housing crack",
          why: "The compressor cannot hold pressure, giving the same smoke and power loss.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, inspect each intercooler boot, clamp and tank seam for oil, cracks or movement.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "An oily spot or split boot is usually the leak.",
        },
        {
          step: "Log boost and EGT on a loaded pull or a grade.",
          tools: ["Scan tool or gauge pod"],
          expect:
            "Many late diesel pickups reach roughly 25–35 psi at full load (typical; confirm in the service information); much lower boost with rising EGT points to a leak or turbo fault.",
        },
        {
          step: "Cap the intercooler inlet and outlet and pressurize it to about 25–30 psi.",
          tools: ["Intercooler test caps", "Regulated air supply"],
          expect:
            "Pressure should hold with little or no drop for about 15 seconds (the allowed loss is in the service information); a drop with bubbling at a tank or core confirms the leak.",
        },
      ],
      fix: "Replace the intercooler (many owners choose an all-aluminum unit) or the leaking boot with new T-bolt clamps, clean oil from the pipes, and recheck boost under load. Clear codes and check EGTs on the next tow.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a boot with new T-bolt clamps",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the intercooler", partsLow: 400, partsHigh: 1200, laborHoursLow: 2.5, laborHoursHigh: 4 },
        ],
        excludes: "Estimate; excludes turbo repairs, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Running short of air raises exhaust temperatures; avoid towing or heavy loads until the leak is fixed.",
      codes: ["P0299"],
      terms: ["intercooler boot", "EGT", "boost leak"],
      related: [
        "turbo-supercharger/slow-boost-leak-p0299",
        "ford-6-0-vgt-sticking-vanes",
        "diesel-up-pipe-exhaust-leak",
      ],
    },
    {
      slug: "diesel-up-pipe-exhaust-leak",
      title: "Ford 6.0 Power Stroke or early Duramax is slow to spool and ticks at cold start",
      summary:
        "Exhaust is leaking from the up-pipes or exhaust manifold joints before the turbo, so less energy reaches the turbine and boost comes in late. Find the leak, replace the up-pipes or gaskets, and fix any broken manifold bolts.",
      symptoms: [
        "Ticking or puffing at cold start that fades as the exhaust heats up",
        "Noticeable lag off the line and slow boost build when towing",
        "Soot streaks around up-pipe joints or manifold flanges",
        "Exhaust smell under the hood or in the cab",
      ],
      symptomIds: ["turbo-noise", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking up-pipe joints on 2003–2007 Ford 6.0 Power Stroke trucks",
          why: "The factory up-pipes and slip joints wear and leak, bleeding exhaust energy before it reaches the turbo.",
        },
        {
          likelihood: "occasional",
          part: "Broken exhaust manifold bolts on early Duramax (LB7, LLY) engines",
          why: "Snapped bolts let the manifold flange leak at the head.",
        },
        {
          likelihood: "occasional",
          part: "Cracked exhaust manifold or failed gasket",
          why: "Heat cycles crack manifolds and gaskets, allowing exhaust to escape.",
        },
      ],
      checks: [
        {
          step: "Cold-start the truck and listen around the manifolds and up-pipes.",
          tools: ["Mechanic's stethoscope"],
          expect: "Ticking from a specific joint pinpoints the leak.",
        },
        {
          step: "Inspect up-pipes and manifold flanges for soot and broken bolts.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Soot trails or missing bolt heads confirm the leak.",
        },
        {
          step: "Smoke-test the exhaust before the turbo.",
          tools: ["Smoke machine"],
          expect: "Smoke escaping at a joint confirms leakage.",
        },
      ],
      noMeasurement:
        "Up-pipe and manifold leaks are found by ticking, soot trails and smoke escaping at a joint; no gauge reading on the truck isolates a single leaking flange.",
      fix: "Replace the up-pipes and gaskets with updated parts, extract broken manifold bolts and replace them, and replace cracked manifolds. Re-torque to spec and recheck after heat cycles.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the up-pipes and gaskets",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 2.7,
            laborHoursHigh: 6,
          },
          {
            name: "Extract broken bolts and replace a cracked manifold",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; excludes turbo removal if required, broken-bolt extraction surprises, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The leak costs power rather than control, but hot exhaust under the hood can reach the cab; drive with fresh air on and fix it before towing.",
      codes: ["P0299"],
      terms: ["up-pipe", "exhaust manifold", "turbo spool"],
      related: ["ford-6-0-vgt-sticking-vanes", "diesel-intercooler-leak-black-smoke"],
      commonOn: [
        ford60PowerStrokeTrucks,
        {
          make: "chevrolet",
          models: ["silverado"],
          years: [2001, 2005],
          engines: [{ name: "6.6L Duramax V8 diesel (LB7/LLY)", liters: 6.6, fuel: "diesel" }],
        },
        {
          make: "gmc",
          models: ["sierra"],
          years: [2001, 2005],
          engines: [{ name: "6.6L Duramax V8 diesel (LB7/LLY)", liters: 6.6, fuel: "diesel" }],
        },
      ],
    },
    {
      slug: "diesel-runaway-engine",
      title: "Diesel engine revs up by itself, smokes heavily and will not shut off with the key",
      summary:
        "The diesel is burning its own engine oil as fuel (runaway), most often from a failed turbo compressor seal or oil carried over from the crankcase vent. Cut off its air to stop it, get clear, and do not restart until the cause is repaired.",
      symptoms: [
        "Engine speed climbing toward or past redline with the foot off the pedal",
        "Dense blue-white smoke pouring from the exhaust",
        "Turning the key off or pressing the stop button does nothing",
        "Roaring from the intake and oil wetting the turbo inlet or air box",
      ],
      symptomIds: ["oil-at-breather", "white-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Failed turbo compressor seal or collapsed bearing",
          why: "Engine oil pours into the compressor and intake; a diesel will burn it without any injected fuel, so cutting fuel with the key cannot stop it.",
        },
        {
          likelihood: "occasional",
          part: "Crankcase ventilation carrying liquid oil into the intake",
          why: "Overfilled oil, a failed separator or heavy blow-by sends oil into the turbo inlet, where it is burned.",
        },
        {
          likelihood: "rare",
          part: "Hydrocarbons entering the intake from elsewhere",
          why: "Flammable vapors drawn in near a fuel or gas source can also feed a runaway.",
        },
      ],
      checks: [
        {
          step: "Stop it now: on a manual, select the highest gear, hold the brakes hard and release the clutch to stall; otherwise block the air-box inlet with a flat rigid object or discharge a CO2 extinguisher into it. Never use a hand or a rag, or open the intake at the turbo.",
          tools: ["CO2 fire extinguisher", "Flat rigid board"],
          expect: "The engine stalls within seconds once its air is cut off.",
        },
        {
          step: "Once cool, remove the intake tube and look at the compressor housing, wheel and intercooler.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Oil pooled in the compressor and pipes confirms oil carryover as the fuel source.",
        },
        {
          step: "Check turbo shaft play and the engine oil level.",
          tools: [],
          expect:
            "Excessive play or a rubbing wheel condemns the turbo; an overfilled crankcase points to the ventilation path.",
        },
        {
          step: "Before any restart, turn the engine by hand and check for bent rods or valve damage from the overspeed.",
          tools: ["Breaker bar", "Compression gauge"],
          expect:
            "Free rotation and cranking compression within about 10% across cylinders (diesels commonly read 300–450 psi; confirm in the service information) mean the engine may have survived.",
        },
      ],
      fix: "Replace the turbo and its oil feed and drain parts, drain all oil from the intercooler and pipes (or replace the cooler), correct the oil level and repair the crankcase ventilation. Inspect the engine for overspeed damage, change the oil and filter, and prime the new turbo before the first start.",
      difficulty: 5,
      cost: {
        partsLow: 1000,
        partsHigh: 5000,
        laborHoursLow: 5.3,
        laborHoursHigh: 20,
        excludes:
          "Estimate; excludes an engine rebuild or replacement after overspeed, towing, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "A runaway diesel can overspeed until it destroys itself or catches fire; stop it by cutting air, get clear and have it towed.",
      codes: [],
      terms: ["diesel runaway", "turbo seal", "crankcase ventilation", "overspeed"],
      related: [
        "turbo-supercharger/turbo-seal-leak-blue-smoke",
        "turbo-supercharger/crankcase-vent-oil-in-intercooler",
        "ford-67-turbo-bearing-failure",
        "cummins-67-ccv-filter-plugged",
      ],
    },
    {
      slug: "ford-6-0-ebp-sensor-code",
      title: "Ford 6.0 Power Stroke smoky and sluggish with an exhaust back-pressure sensor code",
      summary:
        "On the 6.0 Power Stroke (2003–2010, E-Series included) the exhaust back-pressure (EBP) sensor tube plugs with soot or cracks, so turbo and EGR control go wrong. Compare EBP with BARO key-on, then clear or replace the tube and sensor.",
      symptoms: [
        "Sluggish acceleration and black smoke",
        "Check engine light with an exhaust pressure sensor code",
        "Turbo whistle or boost feels off at low rpm",
        "EBP reading on the scan tool doesn't rise with rpm",
      ],
      symptomIds: ["low-power", "black-smoke", "emissions-light", "turbo-noise"],
      causes: [
        {
          likelihood: "common",
          part: "EBP sensor tube plugged with soot",
          why: "Soot packs the small tube to the exhaust manifold, so the sensor sees little or no pressure and the ECM misjudges turbo and EGR control.",
        },
        {
          likelihood: "occasional",
          part: "Failed EBP sensor",
          why: "The sensor drifts or fails with heat, giving a reading that doesn't match actual back-pressure.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or leaking EBP tube",
          why: "A leak lets pressure escape before the sensor, reading low under load.",
        },
        {
          likelihood: "rare",
          part: "Sticking turbo vanes or EGR valve",
          why: "Genuinely wrong back-pressure from a sticking turbo or EGR valve can set the same codes with a good sensor.",
        },
      ],
      checks: [
        {
          step: "Key on, engine off, compare the EBP and barometric pressure PIDs.",
          tools: ["Scan tool"],
          expect:
            "With no exhaust flow, EBP should match BARO within about 0.5 psi (typical; confirm in the service information); a clear mismatch points to the sensor.",
        },
        {
          step: "Start the engine and snap the throttle to about 3,000 rpm a few times while logging EBP against rpm.",
          tools: ["Scan tool"],
          expect: "EBP should rise smoothly with rpm; a flat reading points to a plugged tube.",
        },
        {
          step: "Remove the tube and blow it out, inspecting for cracks.",
          tools: ["Basic hand tools", "Air nozzle"],
          expect: "Packed soot or a crack in the tube explains the reading.",
        },
      ],
      fix: "Clean or replace the EBP tube and replace the sensor if it fails the key-on comparison. Check turbo vane and EGR valve operation while you are there, and clear codes. Many technicians replace tube and sensor together. Early 2003–2004 trucks (built through September 2003) given Ford's inferred exhaust-pressure recalibration no longer steer by the EBP reading, but the sensor must stay connected.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 0.5,
        laborHoursHigh: 2,
        excludes: "Estimate excludes diagnosis, taxes and turbo or EGR repairs if those are also at fault.",
      },
      verdict: "careful",
      verdictReason:
        "A false EBP reading can drive the vanes too far closed, raising exhaust heat and cylinder pressure that 6.0 head gaskets tolerate poorly; avoid towing until fixed.",
      codes: ["P0470", "P0471", "P0472", "P0473"],
      terms: ["exhaust back-pressure sensor", "variable geometry turbo", "BARO"],
      related: [
        "ford-6-0-vgt-sticking-vanes",
        "ford-60-egr-valve-sticking",
        "diesel-up-pipe-exhaust-leak",
        "exhaust-system/failed-tailpipe-emissions-test",
      ],
      appliesTo: [ford60PowerStrokeAnyModel],
    },
    {
      slug: "dpf-full-reduced-power",
      title: "DPF full message and reduced engine power on a light-duty diesel",
      summary:
        "Soot load passed the limit for a normal regeneration, so the ECM derates the engine to protect the filter. A scan-tool service regen often recovers it; above the regen limit, or with high ash, the filter must be cleaned or replaced and the soot source fixed.",
      symptoms: [
        "Message such as DPF full, exhaust filter full or see dealer, with the check engine light",
        "Reduced power or limp mode",
        "Regen request that never completes",
        "Heavy soot at the tailpipe if the filter is also damaged",
      ],
      symptomIds: ["regen-frequent", "derate", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Repeatedly interrupted regenerations",
          why: "Short trips, idling and shutting off mid-regen let soot accumulate past the level the ECM will safely burn off while driving.",
        },
        {
          likelihood: "occasional",
          part: "Excess soot from an engine fault",
          why: "A stuck-open EGR valve, a boost leak or a dribbling injector loads the filter faster than regens can clear it.",
        },
        {
          likelihood: "occasional",
          part: "Ash-loaded DPF at high mileage",
          why: "Ash accumulates permanently and eventually blocks enough of the filter to trigger restriction codes.",
        },
        {
          likelihood: "rare",
          part: "Differential pressure sensor reading falsely high",
          why: "A failed sensor reports a full filter that is not full.",
        },
      ],
      checks: [
        {
          step: "Read soot and ash load, differential pressure and the reason the ECM gives for blocking regen.",
          tools: ["Scan tool with diesel data"],
          expect:
            "Soot above the drive-regen limit but under the service limit can usually be cleared with a parked service regen.",
        },
        {
          step: "Fix any active EGR, boost or injector codes, then run a parked service regeneration with the truck outside and clear of anything flammable.",
          tools: ["Bidirectional scan tool", "Fire extinguisher"],
          expect: "Soot load dropping toward zero over 20–60 minutes confirms the filter is recoverable.",
        },
        {
          step: "If the service regen is refused or fails, compare ash load and differential pressure with spec.",
          tools: ["Scan tool"],
          expect:
            "High ash or soot beyond the service limit means the DPF has to come off for cleaning or replacement.",
        },
      ],
      fix: "Repair the soot source, then run a service regen; if it can't clear the filter, remove the DPF for thermal cleaning or replace it with the DOC if that is damaged. Reset soot and ash values after a new or cleaned DPF as the service procedure requires. Change oil to the correct low-ash diesel specification.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Scan-tool service regeneration", partsLow: 0, partsHigh: 0, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Remove and thermally clean the DPF",
            partsLow: 300,
            partsHigh: 600,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
          {
            name: "Replace the DPF (and the DOC if damaged)",
            partsLow: 2500,
            partsHigh: 5500,
            laborHoursLow: 2.5,
            laborHoursHigh: 6.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, sensors and the engine repairs causing the soot; dealer pricing runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "Derated power makes merging and hills risky, and an overloaded filter can burn hot enough to crack; drive gently only to a diesel shop, or tow it if it cannot hold traffic speed.",
      codes: ["P2463", "P242F", "P244B"],
      terms: ["service regeneration", "ash load", "derate"],
      related: [
        "dpf-regenerating-too-often",
        "dpf-pressure-sensor-hose-codes",
        "diesel-black-soot-cracked-dpf",
        "dpf-ash-loaded-clean-or-replace",
        "parked-regen-wont-start-or-aborts",
      ],
    },
    {
      slug: "dpf-regenerating-too-often",
      title: "Diesel pickup regenerates constantly and fuel economy has dropped",
      summary:
        "Either short trips keep interrupting regenerations, the DPF pressure sensor is reading high, or the engine is making too much soot. Read soot load and regen history, then fix the sensor, the soot source or the driving pattern.",
      symptoms: [
        "Regen indicator or high idle and a hot smell very often",
        "Fuel economy several mpg below normal",
        "Cooling fan running hard and exhaust hotter after short trips",
        "Possibly a regeneration frequency code",
      ],
      symptomIds: ["regen-frequent", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Interrupted regenerations from short trips and idling",
          why: "Each regen needs 20–40 minutes of steady driving; stopping partway leaves soot that builds up faster than it burns.",
        },
        {
          likelihood: "common",
          part: "DPF differential pressure sensor or hose fault",
          why: "A cracked, plugged or swapped sensor hose, or a drifting sensor, makes the ECM think the filter is loaded and triggers extra regens.",
        },
        {
          likelihood: "occasional",
          part: "Engine making excess soot",
          why: "A sticking EGR valve, a boost leak or a leaking injector raises soot output and shortens the time between regens.",
        },
        {
          likelihood: "occasional",
          part: "High ash load",
          why: "Ash from burned oil additives can't be regenerated; by 150,000–250,000 miles it raises back-pressure enough to shorten regen intervals.",
        },
        {
          likelihood: "rare",
          part: "Failed diesel oxidation catalyst",
          why: "Without the DOC's heat from the injected fuel, regens can't reach burn temperature and never finish.",
        },
      ],
      checks: [
        {
          step: "Read soot load, ash load, miles since last regen and regen history.",
          tools: ["Scan tool with diesel data"],
          expect:
            "Regens completing a few hundred miles apart, each in roughly 20–40 minutes of steady driving, are typical (confirm in the service information); much shorter intervals, or many incomplete regens, confirm the complaint.",
        },
        {
          step: "Compare DPF differential pressure at idle and at a set rpm with spec, and inspect both sensor hoses.",
          tools: ["Scan tool", "Flashlight"],
          expect:
            "A high reading right after a completed regen, or a cracked or plugged hose, points to the sensor circuit or ash rather than soot.",
        },
        {
          step: "Check EGR position versus command, boost pressure and injector balance rates.",
          tools: ["Scan tool", "Boost leak tester"],
          expect: "A sticking EGR, a boost leak or an injector far out of balance identifies the extra soot.",
        },
      ],
      fix: "Replace a faulty pressure sensor or its hoses, repair the soot source, or have the DPF cleaned of ash. Run a scan-tool service regen, then give the truck a 30-minute highway drive every week or two. Clear codes and confirm regen intervals return to normal.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Service regen and a weekly highway-drive routine",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the DPF pressure sensor or its hoses",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, DPF ash cleaning, EGR or injector repairs, and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "The truck is safe to drive, but let regens finish and fix the cause before the filter loads up and derates the engine.",
      codes: ["P2459", "P2463", "P244B"],
      terms: ["DPF", "regeneration", "soot load", "diesel oxidation catalyst"],
      related: [
        "dpf-full-reduced-power",
        "dpf-pressure-sensor-hose-codes",
        "doc-plugged-no-regen-temperature",
        "dpf-ash-loaded-clean-or-replace",
        "ford-64-fuel-dilution-oil-level",
        "diesel-black-soot-cracked-dpf",
      ],
    },
    {
      slug: "dpf-pressure-sensor-hose-codes",
      title: "DPF pressure sensor code after a cold snap or right after DPF work",
      summary:
        "The differential pressure sensor's hoses are cracked, plugged, frozen or reversed far more often than the sensor fails. Check the key-off reading and the hoses, then replace the hoses or sensor and clear the soot calculation.",
      symptoms: [
        "Check engine light with a DPF pressure sensor code",
        "Soot load reading jumps around or stays at zero",
        "Extra regenerations, or none at all",
        "Appeared after freezing weather, an exhaust repair or DPF cleaning",
      ],
      symptomIds: ["regen-frequent", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked, melted or disconnected sensor hose",
          why: "The rubber sections between the metal tubes and the sensor harden and split near hot pipes, so the sensor reads the wrong pressure on one side.",
        },
        {
          likelihood: "common",
          part: "Tube plugged with soot or frozen condensation",
          why: "Water collecting in a low spot freezes, and soot packs the small tubes, blocking the pressure signal.",
        },
        {
          likelihood: "occasional",
          part: "Hoses reversed after service",
          why: "Swapping the upstream and downstream hoses makes the sensor read negative or nonsense values.",
        },
        {
          likelihood: "occasional",
          part: "Failed differential pressure sensor",
          why: "The sensor's diaphragm or electronics drift or fail with heat and vibration.",
        },
      ],
      checks: [
        {
          step: "Read the DPF differential pressure PID key on, engine off.",
          tools: ["Scan tool"],
          expect:
            "It should read 0 psi (0 kPa), typically within about ±0.2 psi (±1.5 kPa) with no flow; confirm in the service information. A larger offset means a sensor fault.",
        },
        {
          step: "Inspect both hoses and tubes from the DPF to the sensor, noting which port each goes to.",
          tools: ["Flashlight"],
          expect: "Cracks, soft melted spots, loose ends or reversed hoses explain the code.",
        },
        {
          step: "Remove the hoses and blow through each metal tube with low-pressure shop air.",
          tools: ["Air nozzle", "Safety glasses"],
          expect: "Air should pass freely into the exhaust; a blocked tube needs clearing or replacement.",
        },
        {
          step: "Start the engine and raise rpm while watching the pressure PID.",
          tools: ["Scan tool"],
          expect:
            "Pressure should rise smoothly with rpm; a flat or erratic reading with good hoses condemns the sensor.",
        },
      ],
      fix: "Replace cracked hoses with heat-resistant hose, clear or replace plugged tubes, route them so water drains, and replace the sensor if it fails the checks. Clear codes, reset the DPF sensor learn where required and run a service regen if soot load was miscalculated.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace or reroute the sensor hoses",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the DPF differential pressure sensor",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and a service regen or DPF cleaning if soot built up meanwhile.",
      },
      verdict: "careful",
      verdictReason:
        "Without a valid pressure signal the engine may stop regenerating or derate; drive normally but get it fixed within days.",
      codes: ["P2452", "P2453", "P2454", "P2455"],
      terms: ["differential pressure sensor", "DPF", "soot load"],
      related: [
        "dpf-regenerating-too-often",
        "dpf-full-reduced-power",
        "dpf-ash-loaded-clean-or-replace",
        "parked-regen-wont-start-or-aborts",
      ],
    },
    {
      slug: "diesel-egt-sensor-code",
      title: "Diesel exhaust temperature sensor code, and regenerations have stopped",
      summary:
        "An exhaust gas temperature sensor or its wiring has failed, so the ECM won't allow regenerations. Compare all EGT readings on a cold engine, check resistance and the harness, and replace the faulty sensor.",
      symptoms: [
        "Check engine light with an EGT sensor circuit or range code",
        "No regenerations, soot load climbing",
        "One temperature PID reading far off from the others after an overnight cold soak",
        "Harness near the turbo or DPF looks burned or brittle",
      ],
      symptomIds: ["regen-frequent", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Failed EGT sensor element",
          why: "Thousands of heat cycles from ambient to over 1,000 °F crack the sensing element, so it reads open or drifts.",
        },
        {
          likelihood: "common",
          part: "Damaged EGT wiring or connector",
          why: "Harnesses near the turbo and DPF bake until insulation cracks, and connectors corrode from road spray.",
        },
        {
          likelihood: "rare",
          part: "ECM input fault",
          why: "A failed input circuit in the ECM can misread a good sensor.",
        },
      ],
      checks: [
        {
          step: "After the truck sits overnight, read every EGT PID with the key on.",
          tools: ["Scan tool"],
          expect: "All sensors should read within about 20 °F of each other and ambient; one far off is the suspect.",
        },
        {
          step: "Cold, unplug the suspect EGT sensor at its pigtail connector, read across its two pins, and compare with a good sensor of the same type on the truck.",
          tools: ["Digital multimeter"],
          expect:
            "Many are platinum RTDs reading roughly 200–220 Ω at 68 °F (typical; confirm in the service information); an open or a reading far from the good sensor condemns it.",
        },
        {
          step: "Inspect and wiggle-test the harness and connector while watching the PID.",
          tools: ["Scan tool", "Flashlight"],
          expect: "A reading that jumps when the harness moves points to the wiring.",
        },
      ],
      fix: "Replace the sensor with high-temperature anti-seize on the threads, repair or reroute damaged wiring away from heat, clear codes and run a service regen if soot load has built up.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 0.4,
        laborHoursHigh: 2,
        excludes: "Estimate excludes diagnosis, taxes, seized-sensor extraction and a service regen.",
      },
      verdict: "careful",
      verdictReason:
        "With regens blocked the DPF keeps loading toward a derate; fix the sensor before the filter fills.",
      codes: ["P0544", "P0545", "P0546", "P2031", "P2032", "P2033"],
      terms: ["EGT sensor", "RTD", "regeneration"],
      related: [
        "dpf-full-reduced-power",
        "dpf-regenerating-too-often",
        "regen-overtemperature-p24a1",
        "parked-regen-wont-start-or-aborts",
        "doc-plugged-no-regen-temperature",
      ],
    },
    {
      slug: "diesel-black-soot-cracked-dpf",
      title: "Black soot at the tailpipe of a diesel that has a particulate filter",
      summary:
        "A working DPF leaves the tailpipe almost clean, so soot means the filter is cracked, a joint after it leaks, or the filter has been removed. Confirm with differential pressure data and an inspection, then replace the filter and fix whatever cracked it.",
      symptoms: [
        "Black soot inside the tailpipe or on the tailgate and hitch",
        "Visible black smoke under acceleration",
        "DPF efficiency or low differential pressure code",
        "Regen counts unusually low, or soot load always reading low",
      ],
      symptomIds: ["black-smoke", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked DPF substrate",
          why: "A regen run on a heavily overloaded filter burns so hot that the ceramic cracks, opening paths for soot to pass.",
        },
        {
          likelihood: "occasional",
          part: "Leaking DPF clamp or gasket",
          why: "A failed seal downstream of the filter face lets sooty gas bypass it.",
        },
        {
          likelihood: "rare",
          part: "DPF removed or hollowed out",
          why: "A gutted or deleted filter passes all soot; removing it or tuning out its codes is illegal tampering on a U.S. road vehicle, so a compliant filter has to go back in.",
        },
      ],
      checks: [
        {
          step: "After a highway drive, once the tailpipe has cooled, run a clean white rag around the inside of the diesel's tailpipe outlet.",
          tools: ["Shop rag"],
          expect:
            "A properly working DPF leaves little or no black residue, and on a snap-acceleration opacity test (SAE J1667) typically reads near 0–5%; visible smoke and a high reading mean soot is getting past the filter.",
        },
        {
          step: "Compare DPF differential pressure with spec at idle and at higher rpm.",
          tools: ["Scan tool with diesel data"],
          expect: "Pressure lower than spec with heavy soot at the tailpipe points to a cracked or bypassed filter.",
        },
        {
          step: "Remove the DPF and inspect its outlet face with a light.",
          tools: ["Flashlight", "Basic hand tools"],
          expect: "Black streaks on the outlet face or visible cracks confirm the failure.",
        },
        {
          step: "Check injector balance rates, EGR and boost for a cause of the overloaded regen.",
          tools: ["Scan tool"],
          expect: "A fault that loaded the filter must be fixed or the new DPF will crack too.",
        },
      ],
      fix: "Replace the DPF (and DOC if damaged) with new clamps and gaskets, fix the soot source, reset soot and ash values, and clean soot from the tailpipe and downstream components. Clear codes and verify differential pressure is in spec.",
      difficulty: 3,
      cost: {
        partsLow: 1500,
        partsHigh: 5500,
        laborHoursLow: 1.5,
        laborHoursHigh: 4.7,
        excludes:
          "Estimate excludes diagnosis, taxes, the engine repair that overloaded the filter and dealer pricing; federal emissions warranty may apply on newer trucks.",
      },
      verdict: "careful",
      verdictReason:
        "The truck drives, but a cracked filter is an emissions violation and a sign of an engine soot problem; get it repaired soon.",
      codes: ["P2002", "P244A"],
      terms: ["DPF", "differential pressure", "regeneration"],
      related: [
        "dpf-full-reduced-power",
        "dpf-regenerating-too-often",
        "exhaust-system/aftermarket-exhaust-or-cat-delete-problems",
        "regen-overtemperature-p24a1",
      ],
    },
    {
      slug: "def-countdown-scr-efficiency",
      title: "DEF warning countdown says speed will be limited, even with a full DEF tank",
      summary:
        "The SCR system isn't cutting NOx enough, usually from bad or diluted DEF or a failed NOx sensor. Test the fluid with a refractometer and compare NOx sensor readings before the countdown ends.",
      symptoms: [
        "Message counting down miles or starts until speed is limited",
        "DEF tank is full, or was recently filled",
        "Check engine light with an SCR efficiency or NOx sensor code",
        "Speed limited to a crawl after a restart once the countdown expires, on some trucks",
      ],
      symptomIds: ["def-warning", "derate", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Poor-quality, diluted or contaminated DEF",
          why: "DEF must be 32.5% urea; fluid watered down, degraded by heat or mixed with something else reduces too little NOx.",
        },
        {
          likelihood: "common",
          part: "Failed upstream or downstream NOx sensor",
          why: "A NOx sensor reading skewed high after the SCR, or low before it, makes the ECM conclude the catalyst is not working.",
        },
        {
          likelihood: "occasional",
          part: "Crystallized or clogged DEF doser",
          why: "A restricted injector sprays less fluid than commanded, so NOx conversion drops.",
        },
        {
          likelihood: "rare",
          part: "Contaminated or damaged SCR catalyst",
          why: "Oil, fuel or excessive heat from an upstream engine failure can coat or damage the SCR catalyst.",
        },
      ],
      checks: [
        {
          step: "Draw a DEF sample from the tank and check it with a DEF refractometer.",
          tools: ["DEF refractometer", "Clean sample container"],
          expect: "31.8–33.2% urea is in spec; anything outside means drain and refill with fresh, sealed DEF.",
        },
        {
          step: "Compare upstream and downstream NOx readings at a steady cruise with the exhaust fully hot.",
          tools: ["Scan tool with diesel data"],
          expect:
            "Downstream NOx should be a small fraction of upstream; a downstream reading close to upstream, or an implausible value at idle, points to dosing or a sensor.",
        },
        {
          step: "Run the DEF dosing quantity test into a graduated cylinder.",
          tools: ["Bidirectional scan tool", "Graduated cylinder"],
          expect: "Delivered volume within spec with a good spray pattern clears the doser and pump.",
        },
        {
          step: "Check stored codes and freeze-frame data for DEF heater, pump or sensor faults.",
          tools: ["Scan tool"],
          expect: "A heater or pump code must be fixed before the efficiency code will stay clear.",
        },
      ],
      fix: "Drain and refill contaminated DEF, replace a failed NOx sensor, or clean or replace the doser. Clear codes and run the SCR efficiency monitor or a service test so the countdown resets. Buy DEF in sealed containers and avoid jugs that sat in the sun for months.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Drain and refill contaminated DEF",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          { name: "Replace the DEF doser", partsLow: 250, partsHigh: 700, laborHoursLow: 0.8, laborHoursHigh: 2 },
          { name: "Replace a NOx sensor", partsLow: 300, partsHigh: 900, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, towing if the truck is already speed-limited, and SCR catalyst replacement; federal emissions warranty may cover parts.",
      },
      verdict: "careful",
      verdictReason:
        "The truck is safe now but can be limited to crawling speed when the countdown ends; get it repaired before then.",
      codes: ["P20EE", "P207F", "P2200", "P229F"],
      terms: ["DEF", "SCR", "NOx sensor", "refractometer"],
      related: [
        "def-crystals-clogged-doser",
        "def-wrong-fluid-contaminated",
        "nox-sensor-upstream-failed",
        "nox-sensor-downstream-failed",
        "derate-still-active-after-repair",
      ],
    },
    {
      slug: "def-crystals-clogged-doser",
      title: "White crusty buildup at the DEF injector and an SCR fault",
      summary:
        "Dried urea crystals have built up around or inside the DEF doser, often from short trips or a leaking doser gasket. Remove and dissolve the deposits or replace the doser, and check the DEF heater if problems started in cold weather.",
      symptoms: [
        "White or yellowish crust around the DEF injector on the exhaust pipe",
        "SCR efficiency or reductant system codes",
        "DEF consumption lower than normal",
        "Problems starting in freezing weather",
      ],
      symptomIds: ["def-warning", "emissions-light"],
      causes: [
        {
          likelihood: "common",
          part: "Urea crystals at the doser tip",
          why: "DEF that drips or sprays into a pipe that isn't hot enough dries into urea crystals that build up and block the spray.",
        },
        {
          likelihood: "common",
          part: "Leaking doser gasket",
          why: "DEF weeping past a failed gasket dries on the outside of the pipe and doser, and its water side can corrode the mount.",
        },
        {
          likelihood: "occasional",
          part: "Crystallized DEF line or pump filter",
          why: "Fluid left in lines can dry or freeze, restricting supply to the doser.",
        },
        {
          likelihood: "occasional",
          part: "Failed DEF tank or line heater",
          why: "DEF freezes at about 12 °F; without working heaters the system can't deliver fluid in cold weather.",
        },
      ],
      checks: [
        {
          step: "Inspect the doser and the pipe around it with the exhaust cold.",
          tools: ["Flashlight"],
          expect: "Heavy white crust on the tip or mount confirms deposits or a leak.",
        },
        {
          step: "Remove the doser and look at the tip and the mixer inlet inside the pipe.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Deposits blocking the nozzle or building a mound in the mixer require cleaning.",
        },
        {
          step: "Perform a dosing test with the doser out, into a graduated cylinder.",
          tools: ["Bidirectional scan tool", "Graduated cylinder"],
          expect: "An even spray and the specified volume mean it can be reused after cleaning.",
        },
        {
          step: "Check the DEF in the tank with a DEF refractometer.",
          tools: ["DEF refractometer"],
          expect:
            "32.5% urea (31.8–33.2% per ISO 22241) is correct; fluid concentrated above that by evaporation in a hot tank leaves more urea to crust at the doser, while diluted fluid shows up as SCR efficiency codes instead.",
        },
      ],
      fix: "Soak the doser tip in warm distilled water to dissolve urea (never a wire brush on the nozzle), clean the mixer inlet, and reinstall with a new gasket; replace the doser if the spray test fails. If the trouble began in a freeze, test the tank and line heaters too. Clear codes and confirm the SCR monitor passes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the doser and mixer, fit a new gasket",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the DEF doser", partsLow: 250, partsHigh: 700, laborHoursLow: 0.8, laborHoursHigh: 2 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a fresh fill of DEF, heater or pump module replacement, a NOx sensor fouled by deposits, and a forced regeneration or SCR test run.",
      },
      verdict: "careful",
      verdictReason: "Left alone it leads to the speed-limiting DEF countdown; schedule the repair soon.",
      codes: ["P20EE", "P204F", "P20B9"],
      terms: ["DEF doser", "urea crystals", "SCR mixer"],
      related: [
        "def-countdown-scr-efficiency",
        "def-heater-failure-cold",
        "def-deposits-mixer-back-pressure",
        "def-pump-pressure-low-p20e8",
        "def-doser-circuit-stuck-closed",
      ],
    },
  ],
};
