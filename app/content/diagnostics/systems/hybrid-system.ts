import {
  buickEAssist,
  chevroletEAssist,
  jeepETorque,
  priusGen3AndPriusV,
  ramETorque,
  toyotaPriusGen2,
  toyotaPriusGen3,
  type VehicleMatch,
} from "~/content/vehicles";
import type { SystemContent } from "../schema";

// Hyundai and Kia parallel hybrids (TMED: an engine clutch and a hybrid starter-generator), each model from its first U.S. hybrid year.
const sonataEngines = [{ name: "2.4L/2.0L hybrid I4", fuel: "hybrid" as const }];
const smallEngine = [{ name: "1.6L hybrid I4", liters: 1.6, fuel: "hybrid" as const }];
const turboEngine = [{ name: "1.6L turbo hybrid I4", liters: 1.6, fuel: "hybrid" as const }];
const hyundaiKiaTmedHybrids: VehicleMatch[] = [
  { make: "hyundai", models: ["sonata"], years: [2011, 2025], engines: sonataEngines },
  { make: "hyundai", models: ["ioniq"], years: [2017, 2022], engines: smallEngine },
  { make: "hyundai", models: ["elantra"], years: [2021, 2025], engines: smallEngine },
  { make: "hyundai", models: ["santa-fe"], years: [2021, 2025], engines: turboEngine },
  { make: "hyundai", models: ["tucson"], years: [2022, 2025], engines: turboEngine },
  { make: "kia", models: ["optima"], years: [2011, 2020], engines: sonataEngines },
  { make: "kia", models: ["niro"], years: [2017, 2025], engines: smallEngine },
  { make: "kia", models: ["sorento"], years: [2021, 2025], engines: turboEngine },
  { make: "kia", models: ["sportage"], years: [2023, 2025], engines: turboEngine },
];

export const system: SystemContent = {
  tagline:
    "Hybrids from battery to wheels: high-voltage packs and fans, inverters, contactors, isolation faults, plug-in charging, transaxles, blended brakes and 48 V mild hybrids.",
  howItWorks: [
    "A full hybrid (Toyota and Lexus Hybrid Synergy Drive, Ford's PowerSplit hybrids, Honda's IMA and two-motor systems, Hyundai and Kia's parallel hybrids) stores energy in a high-voltage traction battery: nickel-metal hydride modules at about 100–300 V on older cars, lithium-ion on most newer ones. A battery computer (Toyota's battery ECU, Ford's BECM, Hyundai's BMS) watches block voltages, pack current and several temperature sensors, and a cabin-air fan or a coolant loop keeps the pack near room temperature.",
    "Between the battery and the motor-generators sits the power control unit: a boost converter that raises pack voltage (to as much as 650 V on Toyota systems), an inverter whose IGBT power transistors switch that DC into three-phase AC for each motor, and a DC-DC converter that replaces the alternator and charges the 12 V auxiliary battery. The inverter has its own electric coolant pump, radiator and reservoir, separate from the engine's. The pack connects to all of this through system main relays (contactors) that close only after a pre-charge resistor has filled the inverter's capacitors.",
    "Pressing POWER wakes the computers from the 12 V battery; they check the high-voltage interlock loop (service plug, connector and cover switches) and the insulation between the high-voltage circuits and the body, then close the relays and show READY. Plug-in hybrids such as the Prius Prime, RAV4 Prime and Chevrolet Volt add a larger pack, an on-board charger and a J1772 charge port.",
  ],
  howItFails: [
    "Battery packs age: nickel-metal hydride modules lose capacity unevenly until one block sags under load and the computer sets P0A80 or P0A7F, usually after 10–15 years or 150,000–250,000 miles, sooner in hot climates or where the cooling intake is packed with lint and pet hair. The driver notices worse mileage, a battery gauge that jumps between full and empty, an engine that runs far more than before and finally the warning triangle.",
    "Power electronics fail from heat: a dead inverter coolant pump (P0A93), a loop low on coolant or full of air, or a weak power transistor lets the inverter overheat, derate and shut down, and a failed stack can leave the car without drive on the road. Insulation faults (P0AA6), an open interlock (P0A0D) or a welded or failing contactor stop the car from going READY at all, as a flat 12 V auxiliary battery does far more often.",
    "Around the high-voltage parts, hybrids share the mechanical wear of any car with a twist: transaxle bearing and motor noise, engine start shudder, brake actuator faults in the electronically controlled brakes and engine faults (EGR clogging, oil burning) on engines that stop and start thousands of times. Crash, flood and fire damage turn the pack itself into the hazard.",
  ],
  tools: [
    "Hybrid-capable scan tool (Techstream, FDRS, i-HDS, GDS) for block voltages, temperatures and info codes",
    "CAT III 1,000 V digital multimeter with high-voltage rated leads",
    "Insulation tester (megohmmeter) with 500 V and 1,000 V ranges, for isolation faults",
    "Class 0 rubber insulating gloves (1,000 V) with leather protectors, tested before every use",
    "Insulated hand tools and a hot stick or rescue hook",
    "Conductance or load tester with an AGM setting for the 12 V auxiliary battery",
    "Jump pack, to wake a hybrid whose 12 V battery is flat",
    "Shop vacuum and soft brush for battery cooling intakes and fan ducts",
    "Infrared thermometer or thermal camera for pack, inverter and radiator temperatures",
    "EVSE tester or adapter for checking a plug-in's charge port and charging station",
    "Factory-level scan software (Techstream, FDRS, witech, XENTRY, ODIS, GDS) for actuator tests and bleeding",
    "Cooling-system pressure tester and combustion leak (block) tester",
  ],
  safety: [
    "Hybrid packs and inverters run at roughly 100–650 V DC, enough to kill; anyone not trained and equipped for high voltage must never touch, cut or unplug an orange cable, the service plug or any part inside the battery case.",
    "Before high-voltage work a trained technician switches the car off, keeps the smart key away, disconnects the 12 V battery, removes the service plug with insulated gloves, waits the specified time for the capacitors to discharge (5–10 minutes is typical) and verifies zero volts with a rated meter.",
    "After a crash, treat the car as live: switch it off if it is safe to reach, keep people away from damaged orange cables and the battery area, and call 911 if the pack is deformed, smoking, hissing, sparking or leaking, telling the dispatcher it is a hybrid.",
    "A hybrid that has been in floodwater, especially salt water, can short inside the pack and catch fire days or weeks later; do not try to start it, park it outdoors away from buildings and other cars, and have it towed to a shop or salvage yard that knows hybrids.",
    "A battery fire needs large, sustained volumes of water and can reignite hours later; leave it to the fire department, stay upwind of the toxic smoke and never try to fight it with a hand extinguisher.",
    "A hybrid in READY can move silently and the engine can start on its own at any moment; switch it off with the key away before opening the hood or working near belts, fans or the wheels.",
  ],
  symptoms: [
    { id: "hybrid-warning", label: "Check Hybrid System message or red warning triangle" },
    { id: "wont-go-ready", label: "Pressing POWER does not bring up READY" },
    { id: "reduced-power", label: "Reduced power, turtle light or limp mode while driving" },
    { id: "loses-drive", label: "Drops out of READY or loses drive on the road" },
    { id: "engine-runs-more", label: "Gas engine runs constantly or starts far more often" },
    { id: "mpg-drop", label: "Fuel economy dropped several mpg" },
    { id: "gauge-swings", label: "Battery gauge jumps between full and nearly empty" },
    { id: "fan-noise", label: "Loud fan from the rear seat, trunk or cargo area" },
    { id: "hybrid-code", label: "Check engine light with a hybrid battery or inverter code" },
    { id: "hot-weather-fault", label: "Warning or power loss in hot weather or on long climbs" },
    { id: "twelve-volt-flat", label: "12-volt battery goes flat or the dash stays dark" },
    { id: "damage-smoke", label: "Crash, flood, smoke or burning smell near the hybrid battery" },
    { id: "wont-charge", label: "Plug-in hybrid will not charge from the cord" },
    { id: "transaxle-noise", label: "Whine, grind or clunk from the hybrid transaxle" },
    { id: "engine-start-shudder", label: "Shudder, clunk or surge when the engine starts, stops or cruises" },
    { id: "brake-feel", label: "Brake pedal feels odd or regenerative braking drops out" },
    { id: "mild-hybrid-fault", label: "48-volt mild hybrid or auto stop-start stops working" },
    { id: "engine-wont-start-ready", label: "Gas engine will not start while the car is in READY" },
    { id: "ev-mode-unavailable", label: "EV mode unavailable or the engine starts too often" },
    { id: "coolant-loss", label: "Coolant level drops, slow cabin heat or rough cold starts" },
  ],
  problems: [
    {
      slug: "prius-camry-hybrid-battery-replacement-p0a80",
      title: "Prius or Camry Hybrid set P0A80 and the shop says the hybrid battery pack needs replacing",
      summary:
        "P0A80 on a 2004–2015 Prius or 2007–2017 Camry Hybrid means one block of nickel-metal hydride modules has fallen behind the rest. Confirm with block voltages, check coverage by VIN, then have a trained shop fit a new or remanufactured pack.",
      symptoms: [
        "Red triangle, Check Hybrid System and check engine light together, with P0A80 stored",
        "Engine runs at nearly every stop and the mpg readout falls by 5 to 10 mpg",
        "Battery bars on the energy screen drop to one or two on a gentle hill, then fill within seconds",
        "Sluggish pull from a stop, worst with the A/C on in summer",
      ],
      symptomIds: ["hybrid-warning", "hybrid-code", "mpg-drop", "gauge-swings", "engine-runs-more"],
      causes: [
        {
          likelihood: "common",
          part: "Weak nickel-metal hydride module pair in a high-mileage Toyota pack",
          why: "The Prius pack is 28 modules of 7.2 V read as 14 blocks; when one block's internal resistance rises, it sags under current and the battery ECU sets P0A80 once the spread passes its limit.",
        },
        {
          likelihood: "occasional",
          part: "Pack aged early by heat from a clogged cooling intake",
          why: "A Camry Hybrid or Prius driven years with a lint-choked intake runs its modules hot, and heat is what speeds up the capacity loss that makes blocks drift apart.",
        },
        {
          likelihood: "rare",
          part: "Corroded bus bar nut reading as a weak block",
          why: "Electrolyte creep adds resistance at one module terminal, so that block looks weak under load even though its cells are fine.",
        },
      ],
      checks: [
        {
          step: "Read P0A80 with Toyota's info code, then open the battery ECU data list and record all 14 (Prius) or 17 (Camry) block voltages with the car in READY and the engine off.",
          tools: ["Techstream or hybrid-capable scan tool"],
          expect:
            "Healthy Prius blocks sit around 15–16 V each at rest and within a few tenths of a volt of each other (typical; confirm in the service information); a block well below the rest names the weak pair.",
        },
        {
          step: "Have a helper floor it from about 20 to 50 mph on a safe, empty road while the scan tool records block voltages.",
          tools: ["Techstream or hybrid-capable scan tool"],
          expect:
            "A block that drops about 1 V or more below the block next to it during the pull confirms the pack as the cause rather than a sensor or bus-bar fault.",
        },
        {
          step: "Look up the VIN for hybrid battery warranty, recalls and the car's in-service date before paying for a pack.",
          tools: ["Dealer VIN lookup"],
          expect:
            "A pack inside its hybrid component warranty is replaced at no charge; note mileage and date on the repair order.",
        },
      ],
      fix: "A shop trained for high voltage removes the service plug with insulated gloves, waits out the capacitor discharge, unbolts the pack from behind the rear seat (Prius) or the trunk bulkhead (Camry Hybrid) and fits a new or remanufactured pack, cleans the cooling intake and duct, clears codes and confirms block voltages on a road test. Never lift the pack cover or unplug its orange cables yourself.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Remanufactured pack with a warranty",
            partsLow: 1400,
            partsHigh: 2600,
            laborHoursLow: 2,
            laborHoursHigh: 3.5,
          },
          { name: "New Toyota pack", partsLow: 2600, partsHigh: 4200, laborHoursLow: 2.5, laborHoursHigh: 4 },
        ],
        excludes:
          "Estimate; excludes the diagnosis, taxes and the old pack's core charge; a pack inside Toyota's hybrid warranty costs the owner nothing.",
      },
      verdict: "careful",
      verdictReason:
        "The engine usually carries the car for a while, but a pack this weak can drop out of READY in traffic; book the repair and do not open the pack.",
      codes: ["P0A80"],
      terms: ["High-voltage battery", "Block voltage", "Nickel-metal hydride", "Service plug"],
      related: [
        "hybrid-battery-pack-wearing-out",
        "hv-battery-block-voltage-spread",
        "hybrid-battery-rebuild-used-or-new",
        "hv-battery-cooling-intake-clogged",
      ],
      commonOn: [
        {
          make: "toyota",
          models: ["prius"],
          years: [2004, 2015],
          engines: [{ name: "1.5L/1.8L Hybrid Synergy Drive", fuel: "hybrid" }],
        },
        {
          make: "toyota",
          models: ["camry"],
          years: [2007, 2017],
          engines: [{ name: "2.4L/2.5L Hybrid Synergy Drive", fuel: "hybrid" }],
        },
      ],
    },
    {
      slug: "hv-battery-block-voltage-spread",
      title: "Scan tool shows one hybrid battery block reading lower than the others, but no warning light yet",
      summary:
        "A block voltage spread with no code yet is an early look at a pack that is starting to age. Log the blocks at rest and under load; a spread that stays under about 0.3 V is normal, and one that grows under acceleration marks a block on its way to setting P0A80.",
      symptoms: [
        "Scan tool data list shows one block a few tenths of a volt below the others",
        "Slightly worse mileage and more engine running than last year",
        "No warning lamps yet, or a P0A80 that cleared itself after a restart",
      ],
      symptomIds: ["mpg-drop", "engine-runs-more", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "One module pair losing capacity faster than the rest",
          why: "Modules in the warmest part of the pack age first, so their block sags under current before the battery computer has enough spread to set a code.",
        },
        {
          likelihood: "occasional",
          part: "Pack state of charge too low after sitting",
          why: "After weeks parked, every block reads low and small differences between them look larger until the engine recharges the pack.",
        },
        {
          likelihood: "rare",
          part: "Voltage sense lead or battery ECU channel fault",
          why: "A corroded sense terminal or a failing input on the battery computer reports one block low while the modules themselves are equal.",
        },
      ],
      checks: [
        {
          step: "Warm the car up in READY until the engine has run and stopped, then record every block voltage and the highest and lowest block values side by side.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "A spread of 0.3 V or less between highest and lowest block at rest is normal for a Toyota pack (typical; confirm in the service information).",
        },
        {
          step: "Repeat the recording during a full-throttle run from 20 to 50 mph and during hard regenerative braking.",
          tools: ["Hybrid-capable scan tool", "Helper to drive"],
          expect:
            "The spread growing past about 1 V under load, always on the same block, marks a failing module pair; a block that changes from drive to drive points to the sense circuit.",
        },
        {
          step: "Compare the battery temperature sensors with the car cold after sitting overnight.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Sensors within about 3 °F of each other and of outside air; one sensor far off skews the battery ECU's judgment.",
        },
      ],
      fix: "Record the figures and recheck every few thousand miles; clean the cooling intake so the weak block is not cooked further. When a P0A80 sets or the spread under load passes about 1 V, plan a remanufactured or new pack rather than a single-module swap. Only a technician trained for high voltage opens the pack.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 30,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.5,
        excludes:
          "Estimate; covers the scan-tool test and cleaning the battery intake; excludes taxes and any pack repair the readings lead to.",
      },
      verdict: "ok",
      verdictReason:
        "A small spread with no warning does not affect safety; it is a forecast, so plan for the repair while the car still drives normally.",
      codes: ["P0A80"],
      terms: ["Block voltage", "State of charge", "Battery ECU"],
      related: [
        "prius-camry-hybrid-battery-replacement-p0a80",
        "hv-battery-cooling-intake-clogged",
        "hybrid-sat-for-months-hv-battery-low",
        "hybrid-battery-pack-wearing-out",
      ],
    },
    {
      slug: "hv-battery-cooling-intake-clogged",
      title: "Hybrid battery fan roars from beside the rear seat and the intake grille is full of lint or pet hair",
      summary:
        "The hybrid battery breathes cabin air through a grille near the rear seat; when lint, dog hair or a blocked filter chokes it, the pack overheats and power is cut. Vacuum the grille, clean the filter and duct, and the warnings usually stop.",
      symptoms: [
        "Loud fan from beside or behind the rear seat, even at moderate temperatures",
        "Engine runs more and power is limited on hot days",
        "Grille at the rear seat side trim visibly matted with hair or dust",
        "Check Hybrid System warning with a battery over-temperature code after a long drive",
      ],
      symptomIds: ["fan-noise", "hot-weather-fault", "reduced-power", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Battery intake grille and filter packed with pet hair and lint",
          why: "On the 2010–2015 Prius the intake sits in the right rear seat trim with a small filter behind it; a dog riding in the back can clog it within a year.",
        },
        {
          likelihood: "occasional",
          part: "Duct or fan cage choked with debris",
          why: "Debris that passes the grille builds up on the squirrel-cage fan, cutting airflow even after the grille is cleaned.",
        },
        {
          likelihood: "occasional",
          part: "Intake blocked by cargo, a seat cover or a parcel-shelf item",
          why: "A seat cover tucked over the grille, or bags stacked against the Camry Hybrid's rear shelf intake, shuts off the air the pack needs.",
        },
      ],
      checks: [
        {
          step: "Inspect the intake grille with a flashlight and note the fan speed and battery temperatures on the scan tool after a drive.",
          tools: ["Flashlight", "Hybrid-capable scan tool"],
          expect:
            "Pack temperatures above about 113 °F (45 °C) with the fan at high speed and a matted grille point to airflow, not the pack.",
        },
        {
          step: "Remove the grille (and the filter on cars that have one), vacuum and brush them, and vacuum as far into the duct as you can reach.",
          tools: ["Shop vacuum", "Soft brush", "Trim tool"],
          expect:
            "Clean mesh and a duct you can see through; with the car in READY, strong airflow felt at the grille.",
        },
        {
          step: "Drive the same route again and compare battery temperatures and fan duty.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Pack temperatures within about 15 °F of cabin temperature and the fan back to low speed confirm the fix.",
        },
      ],
      fix: "Clean the grille, filter and reachable duct, and have the fan and duct removed and cleaned by a shop if debris is inside; the fan sits next to the high-voltage pack, so the service plug comes out first and only a trained technician goes that deep. Clear codes and keep the grille clear; clean it at every oil change where pets ride in the back.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Vacuum the grille and replace the filter",
            partsLow: 0,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Remove and clean the fan and duct",
            partsLow: 0,
            partsHigh: 60,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a replacement fan if the motor itself is worn.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives, but an overheating pack loses power when you need it and ages fast; clean the intake before the next long or hot drive.",
      codes: ["P0A7E"],
      terms: ["Battery cooling fan", "Battery intake filter", "Derate"],
      related: [
        "hv-battery-fan-motor-circuit",
        "hv-battery-overheat-summer-derate",
        "prius-camry-hybrid-battery-replacement-p0a80",
      ],
      commonOn: [
        { make: "toyota", models: ["prius"], years: [2004, 2015] },
        { make: "toyota", models: ["camry"], years: [2007, 2017] },
      ],
    },
    {
      slug: "hv-battery-fan-motor-circuit",
      title: "Hybrid battery fan makes no sound or squeals, with a battery cooling fan circuit code stored",
      summary:
        "The hybrid battery cooling fan motor or its circuit has failed, so the pack gets no forced air and the computer limits power as it heats. Test the fan's power, ground and speed signal; most cases end in a new fan or a cleaned connector.",
      symptoms: [
        "No fan sound from the battery area even when the pack is hot",
        "Grinding, squealing or ticking from the rear seat area that changes with fan speed",
        "Check engine light with a hybrid battery fan code and limited power on hot days",
      ],
      symptomIds: ["fan-noise", "hybrid-code", "hot-weather-fault"],
      causes: [
        {
          likelihood: "common",
          part: "Worn battery cooling fan motor",
          why: "Brushes and bushings wear after years of running, and debris unbalances the cage, so the motor slows, squeals or stops.",
        },
        {
          likelihood: "occasional",
          part: "Fan relay, speed controller or fuse fault",
          why: "The fan is switched and speed-controlled by a relay and a small controller; a failed one leaves a good motor without power.",
        },
        {
          likelihood: "rare",
          part: "Corroded fan connector or chafed harness",
          why: "Spilled drinks and condensation near the rear seat corrode the connector, which the computer reads as an open or shorted control circuit.",
        },
      ],
      checks: [
        {
          step: "Command the battery fan through its speeds with the scan tool's active test and listen at the intake.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "The fan should step up audibly with each command; silence or squeal with the command sent points to the motor or its supply.",
        },
        {
          step: "Back-probe the fan connector during the active test.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Battery voltage of about 12–14 V at the supply terminal with the fan commanded on, and under 0.2 V on the ground; supply present with no rotation condemns the motor.",
        },
        {
          step: "Read the fan speed monitor or feedback value while commanding high speed.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Monitored voltage or speed tracking the command; a value stuck at zero with supply present confirms the code's circuit fault.",
        },
      ],
      fix: "Replace the fan motor (and clean its duct), or repair the relay, controller or connector found faulty. On most models the fan sits beside the high-voltage pack, so a trained technician pulls the service plug before removing it. Clear codes and verify fan speed and pack temperature on a drive.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair a fan connector or relay",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the battery cooling fan",
            partsLow: 120,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer pricing on the fan assembly.",
      },
      verdict: "careful",
      verdictReason:
        "Without cooling the pack overheats and power is cut, worst in summer traffic; short mild trips are fine until the fan is replaced.",
      codes: ["P0A81", "P0A82", "P0A84", "P0A85"],
      terms: ["Battery cooling fan", "Active test"],
      related: [
        "hv-battery-cooling-intake-clogged",
        "hv-battery-overheat-summer-derate",
        "ford-hybrid-traction-battery-fan",
      ],
    },
    {
      slug: "hv-battery-overheat-summer-derate",
      title: "Hybrid loses power and the engine races on long summer climbs or after parking in the sun",
      summary:
        "The battery computer is cutting charge and discharge current because the pack is too hot, the normal protection behind P0A7E. Check the intake, fan and temperature sensors; if they are fine, an aging pack that heats fast under load is the likely cause.",
      symptoms: [
        "Power fades on long grades or in stop-and-go traffic above about 95 °F outside",
        "Engine revs high and stays on while battery assist drops to nothing",
        "Battery fan at full speed and sometimes a turtle light",
        "P0A7E stored after a hot day, with normal running the next cool morning",
      ],
      symptomIds: ["hot-weather-fault", "reduced-power", "fan-noise", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Restricted battery cooling airflow",
          why: "Cabin air is the pack's only coolant on most air-cooled hybrids; a clogged intake or slow fan lets the pack climb past its limit on a hot day.",
        },
        {
          likelihood: "occasional",
          part: "Aging pack with high internal resistance",
          why: "Worn modules turn more current into heat, so an old pack reaches its temperature limit on a climb that a healthy one handles.",
        },
        {
          likelihood: "occasional",
          part: "Cabin kept hot, with the A/C off or set to outside air in a parked car",
          why: "The fan draws cabin air; if the cabin is 140 °F after sitting in the sun, the pack cannot cool until the A/C brings the cabin down.",
        },
        {
          likelihood: "rare",
          part: "Battery temperature sensor reading high",
          why: "A sensor that drifts high makes the battery computer derate a pack that is actually cool.",
        },
      ],
      checks: [
        {
          step: "Record battery temperatures, intake air temperature and fan speed while climbing a long grade or in hot traffic.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Many packs start limiting current near 122 °F (50 °C) and the computer sets P0A7E higher still (typical; confirm in the service information).",
        },
        {
          step: "Compare the highest and lowest battery temperature sensors after an overnight cold soak.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "All sensors within about 3 °F of each other; one far above the rest is a sensor fault, not a hot pack.",
        },
        {
          step: "Clean and inspect the intake and command the fan to high.",
          tools: ["Shop vacuum", "Hybrid-capable scan tool"],
          expect:
            "Strong airflow at the grille; if the pack still climbs fast, check block voltages for a weak, heat-making block.",
        },
      ],
      fix: "Clean the intake and fan, run the A/C on recirculate in hot weather so the pack draws cool air, and replace a faulty fan or sensor. If airflow is good and the pack still overheats, test block voltages and plan a pack replacement.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Clean the intake and fan", partsLow: 0, partsHigh: 40, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
          {
            name: "Replace the fan or a temperature sensor",
            partsLow: 60,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a battery pack if the readings condemn it.",
      },
      verdict: "careful",
      verdictReason:
        "Losing battery assist on a climb or while merging leaves you short of power; ease off, let the pack cool and fix the cooling before the next hot trip.",
      codes: ["P0A7E"],
      terms: ["Derate", "Battery temperature sensor", "Battery cooling fan"],
      related: [
        "hv-battery-cooling-intake-clogged",
        "hv-battery-fan-motor-circuit",
        "hv-battery-temperature-sensor-fault",
      ],
    },
    {
      slug: "inverter-coolant-low-or-air-bound",
      title: "Inverter coolant reservoir is low, or P0A93 came back soon after the inverter pump was replaced",
      summary:
        "The inverter's separate cooling loop is low on coolant or still holds air, so the new or old pump cannot move coolant through the inverter. Find the leak, refill with Toyota Super Long Life Coolant and bleed the loop with the pump running in READY.",
      symptoms: [
        "Inverter reservoir below its LOW line or empty",
        "P0A93 or inverter over-temperature warning days after a pump job",
        "Gurgling from the inverter reservoir, or no coolant movement visible in it",
        "Pink crust on hoses, the inverter radiator or the reservoir neck",
      ],
      symptomIds: ["hybrid-warning", "hot-weather-fault", "reduced-power", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Air trapped in the inverter loop after a pump or hose job",
          why: "The loop has high points at the inverter and the pump itself; an air pocket at the impeller leaves it spinning without moving coolant.",
        },
        {
          likelihood: "occasional",
          part: "Leaking inverter hose, radiator section or reservoir cap",
          why: "A slow seep drops the small reservoir until air is drawn in, and the pump starts to cavitate.",
        },
        {
          likelihood: "rare",
          part: "Coolant leaking inside the inverter",
          why: "An internal leak is rare but serious: coolant inside the case causes insulation faults, and the level falls with no drip outside.",
        },
      ],
      checks: [
        {
          step: "With the car off and cold, check the inverter reservoir level and inspect hoses, the front radiator section and the pump for pink residue.",
          tools: ["Flashlight"],
          expect: "Level between the marks and dry hoses; a low level with pink crust locates an external leak.",
        },
        {
          step: "Pressure-test the inverter loop at its reservoir.",
          tools: ["Cooling system pressure tester with adapter"],
          expect:
            "Pressure holding steady for 10 minutes at the rating stamped on the inverter reservoir cap (confirm in the service information) rules out leaks.",
        },
        {
          step: "Put the car in READY, watch the reservoir and read inverter and motor temperatures.",
          tools: ["Hybrid-capable scan tool", "Flashlight"],
          expect:
            "Steady swirl in the reservoir and inverter temperature staying within about 20 °F of engine-off ambient at idle; no swirl means air at the pump.",
        },
      ],
      fix: "Repair the leak, refill with the specified Toyota Super Long Life (or the maker's) coolant and bleed: open the bleeder, run the pump in READY or by active test, top up as air purges, and repeat until flow is steady. Recheck the level after the first drives. An internal inverter leak goes to a trained shop; do not open the inverter or touch its orange cables.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Refill and bleed the inverter loop",
            partsLow: 20,
            partsHigh: 50,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a leaking hose or cap and bleed",
            partsLow: 30,
            partsHigh: 180,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, a failed pump and an inverter with an internal leak.",
      },
      verdict: "careful",
      verdictReason:
        "An inverter short of coolant overheats and cuts power, then can shut the car down; drive only short, cool trips until the loop is full and bled.",
      codes: ["P0A93"],
      terms: ["Inverter", "Inverter coolant", "Bleeding"],
      related: ["hybrid-inverter-pump-failure", "hybrid-isolation-fault-p0aa6", "prius-inverter-failure-recall"],
      commonOn: [{ make: "toyota", models: ["prius"], years: [2004, 2015] }],
    },
    {
      slug: "prius-inverter-failure-recall",
      title: "2010–2015 Prius lost power on the road with a warning triangle and an inverter code",
      summary:
        "Third-generation Prius inverters can overheat their power transistors and shut down, the fault behind Toyota's 2014 and 2018 recalls of 2010–2014 Prius. Check the VIN for open recalls and coverage; a trained shop replaces a failed inverter.",
      symptoms: [
        "Sudden loss of power at speed with the red triangle and many warning lights",
        "Car coasts in fail-safe with weak power, or shuts down and will not go READY",
        "Inverter or motor-generator inverter codes stored, often with P0A78",
        "Happened under hard acceleration or on a hot day with no earlier warning",
      ],
      symptomIds: ["loses-drive", "hybrid-warning", "reduced-power", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Overheated IGBT transistors in the Prius intelligent power module",
          why: "Toyota found that stress on certain power transistors in the 2010–2014 Prius inverter could damage them, and issued a software update in February 2014 to reduce that stress.",
        },
        {
          likelihood: "occasional",
          part: "Fail-safe that did not keep the car moving after the transistor failed",
          why: "Toyota's October 2018 recall of the same cars addressed cases where, even after the first update, the car could lose drive instead of entering a limp mode.",
        },
        {
          likelihood: "rare",
          part: "Inverter cooling fault cooking the power module",
          why: "A failed inverter pump or a low loop overheats the power module and can set the same codes; fix the cooling before condemning the inverter.",
        },
      ],
      checks: [
        {
          step: "Run the VIN through Toyota's owner site or a dealer for the inverter software recalls and any extended coverage on the inverter.",
          tools: ["Dealer VIN lookup"],
          expect:
            "An open campaign is done first and, if the inverter failed, the dealer decides whether it is covered (as of November 2026, check by VIN).",
        },
        {
          step: "Read hybrid codes with their info codes and freeze frame.",
          tools: ["Techstream or hybrid-capable scan tool"],
          expect:
            "P0A78 or P0A7A with an inverter info code and high load at the moment of failure points to the power module.",
        },
        {
          step: "Check the inverter coolant loop for level and flow, and read inverter temperature in READY if it will go READY.",
          tools: ["Hybrid-capable scan tool", "Flashlight"],
          expect:
            "Inverter temperature near coolant temperature, roughly 100–140 °F after a drive (typical), with visible swirl; higher points to cooling.",
        },
      ],
      fix: "Have the recall software applied; if the inverter has already failed, a trained technician replaces the inverter with converter assembly (new or remanufactured), refills and bleeds its loop and clears codes. Do not try to restart the car repeatedly, and never unplug the orange cables at the inverter.",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Recall software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Remanufactured inverter assembly",
            partsLow: 1500,
            partsHigh: 2800,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
          {
            name: "New Toyota inverter assembly",
            partsLow: 3000,
            partsHigh: 5000,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
        ],
        excludes: "Estimate; recall work is free at a Toyota dealer; excludes the tow, diagnosis, taxes and coolant.",
      },
      verdict: "stop",
      verdictReason:
        "The car can lose drive at speed; do not drive it with an inverter code or an open inverter recall, and have it towed.",
      codes: ["P0A78", "P0A7A"],
      terms: ["Inverter", "IGBT", "Intelligent power module", "Fail-safe"],
      related: [
        "hybrid-inverter-power-stage-failure",
        "inverter-coolant-low-or-air-bound",
        "hybrid-inverter-pump-failure",
        "hybrid-hv-system-fault",
      ],
      appliesTo: [toyotaPriusGen3],
    },
    {
      slug: "hybrid-inverter-power-stage-failure",
      title: "Hybrid will not go READY, or cuts out, with inverter or motor-drive codes and no coolant problem",
      summary:
        "A power transistor (IGBT) stage, gate driver or capacitor inside the inverter has failed, and the hybrid computer keeps the relays open to protect the rest. Rule out the 12 V battery, cooling and wiring; then the inverter assembly is replaced.",
      symptoms: [
        "Warning triangle with READY that flickers and drops out, or never comes on",
        "Inverter or drive motor inverter codes that return right after clearing",
        "Burnt-electronics smell from under the hood after the fault",
      ],
      symptomIds: ["wont-go-ready", "loses-drive", "hybrid-warning", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Failed IGBT power module or gate driver board",
          why: "Years of heat cycling crack the solder and bond wires under the transistor chips, until one phase shorts and the inverter reports a fault.",
        },
        {
          likelihood: "occasional",
          part: "Water or coolant inside the inverter case",
          why: "A leaking seal or a flooded engine bay lets moisture reach the boards, which causes both inverter faults and isolation codes.",
        },
        {
          likelihood: "rare",
          part: "Motor-generator winding short loading the inverter",
          why: "A shorted winding in the transaxle draws current the inverter reads as its own fault; a winding test separates the two.",
        },
      ],
      checks: [
        {
          step: "Confirm the 12 V battery first; then read all hybrid codes with info codes and freeze frame.",
          tools: ["Digital multimeter", "Hybrid-capable scan tool"],
          expect:
            "12.4 V or more at rest on the 12 V battery; an inverter code that resets immediately with good 12 V points inside the inverter.",
        },
        {
          step: "Check the inverter coolant loop for level, flow and temperature.",
          tools: ["Hybrid-capable scan tool", "Flashlight"],
          expect: "Normal flow and temperature clears cooling as the cause.",
        },
        {
          step: "A trained technician, after removing the service plug and verifying zero volts, tests each motor-generator winding and its insulation at the inverter end of the cables.",
          tools: ["Class 0 insulated gloves", "Milliohm meter", "Insulation tester"],
          expect:
            "Phase-to-phase resistances within about 2% of each other (typical; confirm in the service information) and insulation above several megohms at 500 V clear the motor.",
        },
      ],
      fix: "Replace the inverter with converter assembly with a new or remanufactured unit matched to the car, refill and bleed its coolant loop and clear codes. Inverters are not repaired on the car. Orange cables and the inverter lid stay closed for anyone not trained for high voltage.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Remanufactured inverter assembly",
            partsLow: 1500,
            partsHigh: 3000,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
          {
            name: "New inverter assembly from the dealer",
            partsLow: 3000,
            partsHigh: 6500,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate; excludes towing, diagnosis, taxes, coolant and a motor-generator if it is also faulty.",
      },
      verdict: "stop",
      verdictReason:
        "A failing inverter can drop the car out of drive without warning; do not drive it, and leave the high-voltage parts alone.",
      codes: ["P0A78", "P0A79", "P0A7A"],
      terms: ["Inverter", "IGBT", "Gate driver"],
      related: ["prius-inverter-failure-recall", "lexus-rx-hybrid-inverter-fault", "hybrid-isolation-fault-p0aa6"],
    },
    {
      slug: "hybrid-trunk-agm-12v-battery",
      title: "Replacement 12-volt battery in a Prius trunk died within months, or the trunk smells of acid",
      summary:
        "Toyota hybrids use a vented AGM auxiliary battery in the cabin or trunk, and a cheap flooded or unvented replacement fails early and can gas into the car. Fit the specified vented AGM, reconnect its vent hose and check the DC-DC charging voltage.",
      symptoms: [
        "Auxiliary battery replaced within the last year, and the car is dead again after a few days parked",
        "Sour or rotten-egg smell in the trunk or cabin near the battery",
        "Battery case swollen, or its vent hose hanging loose beside it",
      ],
      symptomIds: ["twelve-volt-flat", "wont-go-ready"],
      causes: [
        {
          likelihood: "common",
          part: "Flooded starter battery fitted in place of the vented AGM",
          why: "Toyota specifies an absorbed-glass-mat battery with a vent port for the trunk or rear-seat location; a flooded battery there dislikes the converter's charge profile, sulfates and vents gas inside the body.",
        },
        {
          likelihood: "occasional",
          part: "Vent hose left off after the battery swap",
          why: "Without the hose routed to the body outlet, any gas from a charging fault collects in the trunk and corrodes the clamps.",
        },
        {
          likelihood: "rare",
          part: "Converter output too high or too low",
          why: "A DC-DC converter that overcharges swells an AGM, and one that undercharges leaves it sulfated; both look like a bad battery.",
        },
      ],
      checks: [
        {
          step: "Read the label on the installed battery and compare group size, AGM type and vent port with the owner's manual.",
          tools: ["Owner's manual", "Flashlight"],
          expect:
            "A vented AGM such as the S34B20R (2004–2009 Prius) or S46B24R (2010–2015 Prius); a flooded battery or a missing vent hose is wrong for that spot.",
        },
        {
          step: "With the car running in its hybrid mode, measure at the auxiliary battery posts.",
          tools: ["Digital multimeter"],
          expect:
            "About 13.5–14.5 V; above 15 V means the converter overcharges and will swell an AGM, under 13 V means it is not charging.",
        },
        {
          step: "Test the battery with a conductance tester set to AGM after a full charge.",
          tools: ["Conductance tester with AGM setting", "AGM-capable charger"],
          expect:
            "A result below about 70% of its rated CCA means the battery is already damaged and must be replaced.",
        },
      ],
      fix: "Fit the specified vented AGM, route the vent hose to the body outlet, clean and torque the clamps, and reset windows and clock. If the converter voltage was out of range, diagnose it before the new battery is damaged too. The orange cables near the trunk battery on some models belong to the high-voltage pack; leave them alone.",
      difficulty: 1,
      cost: {
        partsLow: 180,
        partsHigh: 330,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.8,
        excludes: "Estimate; excludes diagnosis, taxes, a parasitic-drain search and DC-DC converter repair.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives once awake, but a failing or gassing auxiliary battery can strand you or fill the trunk with fumes; replace it with the right type soon.",
      codes: [],
      terms: ["Auxiliary battery", "AGM battery", "Vent hose"],
      related: ["hybrid-12v-battery", "hybrid-12v-not-charging", "hybrid-sat-for-months-hv-battery-low"],
      commonOn: [{ make: "toyota", models: ["prius", "prius-c", "prius-v", "camry"], years: [2004, 2022] }],
    },
    {
      slug: "hv-interlock-open-p0a0d",
      title: "Hybrid will not go READY after body or battery work, with a high-voltage interlock code P0A0D",
      summary:
        "The loop that proves every high-voltage connector and cover is closed has opened, usually because the service plug handle or an inverter connector was not fully latched after a repair. A trained technician reseats it; nobody else touches the service plug.",
      symptoms: [
        "Red triangle and no READY right after a battery, body or rear-seat repair",
        "P0A0D or P0A0A stored, sometimes with P0A0E intermittent",
        "Car was towed after a minor rear or front impact",
      ],
      symptomIds: ["wont-go-ready", "hybrid-warning", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Service plug handle not fully locked",
          why: "The service plug's lever closes the interlock contacts only in its last position; half-latched it passes high voltage but the loop reads open.",
        },
        {
          likelihood: "occasional",
          part: "Inverter cover or high-voltage connector interlock not seated",
          why: "Covers and connectors carry small pin pairs in the interlock loop; one left loose after service breaks the circuit.",
        },
        {
          likelihood: "rare",
          part: "Interlock wire chafed or a terminal pushed back",
          why: "A low-voltage interlock wire damaged in a collision or pinched under a panel reads as an open connector.",
        },
      ],
      checks: [
        {
          step: "Read the interlock codes and ask what was last serviced; check the freeze frame to see if it set while parked or driving.",
          tools: ["Hybrid-capable scan tool"],
          expect: "A code that appeared right after service points to a part that was just handled.",
        },
        {
          step: "A trained technician, wearing insulated gloves, checks the service plug and inverter connectors are fully locked.",
          tools: ["Class 0 insulated gloves", "Service information"],
          expect: "A reseated plug or connector that lets the car go READY with the code not returning ends the job.",
        },
        {
          step: "With the high voltage disabled and verified, measure interlock loop continuity between the hybrid computer pins.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Continuity under about 1 Ω across the loop; an open names the connector or wire by section.",
        },
      ],
      fix: "Reseat and lock the service plug or connector, or repair the interlock wire, then clear codes and confirm READY. The interlock is a safety circuit: it is never bridged or bypassed, and only a trained technician touches the service plug or orange connectors.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reseat the service plug or a connector",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Repair an interlock wire or replace a cover switch",
            partsLow: 20,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes towing, taxes and any collision damage to high-voltage parts.",
      },
      verdict: "stop",
      verdictReason:
        "The car will not run with the interlock open, and the parts involved carry lethal voltage; leave them to a trained technician.",
      codes: ["P0A0A", "P0A0D", "P0A0E"],
      terms: ["High-voltage interlock", "Service plug"],
      related: [
        "hybrid-isolation-fault-p0aa6",
        "hybrid-crash-flood-fire",
        "hybrid-orange-cable-damaged",
        "electric-vehicle/hv-interlock-loop-open",
        "hybrid-ready-interlock",
      ],
    },
    {
      slug: "hybrid-isolation-fault-p0aa6",
      title: "Hybrid set P0AA6: high voltage is leaking to the body somewhere",
      summary:
        "P0AA6 means insulation between the high-voltage system and the body has dropped, so current could reach the chassis. Do not drive it; a trained technician finds the part with an insulation tester: often the electric A/C compressor, inverter or a cable.",
      symptoms: [
        "Red triangle, check engine light and P0AA6 stored",
        "Appeared after heavy rain, a car wash, A/C service or an underbody hit",
        "May still drive, or refuse READY at the next start",
      ],
      symptomIds: ["hybrid-warning", "hybrid-code", "wont-go-ready"],
      causes: [
        {
          likelihood: "common",
          part: "Electric A/C compressor insulation lowered by the wrong oil",
          why: "Electric compressors need insulating POE oil such as ND-11; ordinary PAG oil added during an A/C recharge carries current far more readily and drags the compressor's reading down.",
        },
        {
          likelihood: "occasional",
          part: "Coolant or water inside the inverter or pack",
          why: "An internal coolant leak or water through a failed seal bridges high voltage to the case.",
        },
        {
          likelihood: "occasional",
          part: "Chafed, crushed or rodent-chewed orange cable",
          why: "Damaged insulation under the car lets the conductor approach the body, especially when wet.",
        },
        {
          likelihood: "rare",
          part: "Motor-generator winding insulation breaking down",
          why: "Old or overheated windings in the transaxle lose insulation, which shows as a low reading on that phase only.",
        },
      ],
      checks: [
        {
          step: "Read the isolation code with its info code and note what was serviced or what weather preceded it; ask whether the A/C was recharged.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "An info code naming the A/C, battery or motor circuit narrows the search; a recent A/C recharge points at the compressor.",
        },
        {
          step: "A trained technician disables high voltage, verifies zero volts and tests insulation of each branch (battery, inverter, compressor, motor cables) to the body.",
          tools: ["Insulation tester", "Class 0 insulated gloves", "Service information"],
          expect:
            "Healthy branches read tens of megohms or more at 500 V; a branch falling to the low hundreds of kilohms or below is the leak (typical; confirm in the service information).",
        },
        {
          step: "If the compressor is low, check which oil it holds from the A/C service record or a sample.",
          tools: ["Refrigerant recovery machine", "Oil sample cup"],
          expect:
            "Anything other than the specified POE compressor oil means a system flush and usually a new compressor.",
        },
      ],
      fix: "Replace or repair the component that failed the insulation test: flush the A/C and fit a new electric compressor with POE oil, replace a leaking inverter or damaged cable, or dry and repair a pack. Clear the code and confirm the insulation reading. None of this is owner work; do not touch orange cables or the service plug.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Replace a damaged high-voltage cable",
            partsLow: 150,
            partsHigh: 700,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.5,
          },
          {
            name: "Flush the A/C and replace the electric compressor",
            partsLow: 900,
            partsHigh: 2000,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
          {
            name: "Replace the inverter assembly",
            partsLow: 1500,
            partsHigh: 5000,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate; excludes towing, diagnosis time for the insulation tests, refrigerant and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "An isolation fault means lethal voltage may reach the body or a part someone touches; do not drive it or work near orange parts until a trained technician clears it.",
      codes: ["P0AA6"],
      terms: ["Isolation fault", "Insulation resistance", "Megohmmeter", "POE oil"],
      related: [
        "hybrid-orange-cable-damaged",
        "ac-system/hybrid-electric-compressor-fault",
        "hybrid-hv-system-fault",
        "hybrid-crash-flood-fire",
      ],
    },
    {
      slug: "hybrid-main-relay-contactor-fault",
      title: "Hybrid clicks several times at POWER, then shows the triangle with a contactor or precharge code",
      summary:
        "One of the system main relays (contactors) or the precharge circuit in the battery junction block is welded, stuck open or not switching. The car then refuses READY to protect itself; a trained shop replaces the relay or junction block.",
      symptoms: [
        "Several clicks from the battery area when POWER is pressed, then the warning triangle",
        "Contactor stuck-open or stuck-closed code, or a precharge circuit code",
        "Car may go READY once and refuse the next time",
      ],
      symptomIds: ["wont-go-ready", "hybrid-warning", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Welded or burnt system main relay contacts",
          why: "If a relay opens under current (a fault or a 12 V drop mid-drive) its contacts arc and can weld, so the computer sees voltage where there should be none.",
        },
        {
          likelihood: "occasional",
          part: "Open precharge resistor or precharge relay",
          why: "Without precharge the inverter capacitors cannot fill, so the computer never closes the main relay and sets a precharge fault.",
        },
        {
          likelihood: "occasional",
          part: "Low 12 V supply to the relay coils",
          why: "A weak auxiliary battery closes a relay weakly or lets it chatter, damaging its contacts and setting relay circuit codes.",
        },
      ],
      checks: [
        {
          step: "Check the 12 V battery under load first.",
          tools: ["Conductance tester with AGM setting", "Digital multimeter"],
          expect:
            "12.4 V or more at rest and no dip below about 10 V as the relays click; otherwise fix the 12 V side first.",
        },
        {
          step: "Read contactor and precharge codes with info codes, and watch inverter voltage versus pack voltage during a READY attempt.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Inverter voltage should rise to near pack voltage (about 200 V on a Prius) within a second of precharge; no rise or voltage before the relays close names the part.",
        },
        {
          step: "A trained technician removes the service plug, verifies zero volts and tests relay coil resistance and the precharge resistor.",
          tools: ["Class 0 insulated gloves", "Digital multimeter", "Service information"],
          expect:
            "Coil resistance and precharge resistance inside the published range (a precharge resistor is often in the tens of ohms; typical, confirm in the service information).",
        },
      ],
      fix: "Replace the faulty relay, precharge resistor or the whole battery junction block, then clear codes and confirm READY several times in a row. This is inside the high-voltage pack on most hybrids; only a trained technician opens it.",
      difficulty: 4,
      cost: {
        partsLow: 250,
        partsHigh: 900,
        laborHoursLow: 1.5,
        laborHoursHigh: 3,
        excludes: "Estimate; excludes towing, diagnosis, taxes and a 12 V battery replaced at the same time.",
      },
      verdict: "stop",
      verdictReason:
        "A welded relay can leave the pack connected when it should be dead, and a failing one can drop drive on the road; have it towed.",
      codes: ["P0AA1", "P0AA4", "P0AE2", "P0AE6", "P0AE7"],
      terms: ["System main relay", "Contactor", "Precharge"],
      related: [
        "hybrid-trunk-agm-12v-battery",
        "hv-interlock-open-p0a0d",
        "check-hybrid-system-limp-mode",
        "electric-vehicle/hv-precharge-failure-wont-go-ready",
        "hybrid-hv-system-fault",
      ],
    },
    {
      slug: "check-hybrid-system-limp-mode",
      title: "Check Hybrid System came on while driving and the car went into limp mode",
      summary:
        "The hybrid computer found a fault and switched to a fail-safe with limited power. Pull over safely, switch off, wait a minute and restart once; then get the codes read with info codes, since the cause can be anything from a fan to an inverter.",
      symptoms: [
        "Check Hybrid System message, red triangle and often several other lights at once",
        "Top speed or acceleration limited, engine running constantly",
        "Car restarts normally after a rest, then the message returns",
      ],
      symptomIds: ["hybrid-warning", "reduced-power", "loses-drive", "engine-runs-more"],
      causes: [
        {
          likelihood: "common",
          part: "Battery fault: a weak block or overheated pack",
          why: "The battery computer asks for a fail-safe when a block sags or temperatures run high, and the hybrid computer limits power to protect the pack.",
        },
        {
          likelihood: "occasional",
          part: "Inverter overheating or a coolant pump fault",
          why: "With the inverter hot the hybrid computer reduces motor current, then shuts the system down if temperature keeps rising.",
        },
        {
          likelihood: "occasional",
          part: "Engine fault that the hybrid system reacts to",
          why: "A misfire or throttle fault on the engine side also lights the hybrid warning because the hybrid computer can no longer use the engine normally.",
        },
      ],
      checks: [
        {
          step: "Read codes from every module (engine, hybrid, battery, brakes), not just the engine computer, and save the freeze frame.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Hybrid codes with info codes; a generic reader that shows only P0A7B or P0AC4 is only pointing to another module's fault.",
        },
        {
          step: "Check the 12 V battery and the inverter coolant reservoir while the codes are being read.",
          tools: ["Digital multimeter", "Flashlight"],
          expect:
            "13.5–14.5 V on the 12 V side in READY and a full, swirling inverter reservoir clear two common causes.",
        },
        {
          step: "Follow the info code: block voltages for battery codes, inverter temperature for inverter codes, misfire data for engine codes.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "The subsystem data that is out of range (a low block, an inverter above its limit) confirms where to repair.",
        },
      ],
      fix: "Repair the subsystem the codes name, then clear codes and road-test under the same conditions. Do not keep clearing the warning and driving on: repeated fail-safes on a failing inverter or pack can end with the car stopped on the road.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 1,
        laborHoursHigh: 2,
        excludes: "Estimate; covers the hybrid diagnosis only; excludes taxes and the repair the codes lead to.",
      },
      verdict: "careful",
      verdictReason:
        "Limp mode leaves little power for merging, and the next step can be a shutdown; drive gently straight to a shop, or tow if the triangle is red and power is very weak.",
      codes: ["P0A7B", "P0AC4"],
      terms: ["Fail-safe", "Info code", "Limp mode"],
      related: ["hybrid-hv-system-fault", "hv-battery-overheat-summer-derate", "prius-inverter-failure-recall"],
    },
    {
      slug: "hybrid-crash-flood-fire",
      title: "Hybrid was in a crash, sat in floodwater or is smoking from the battery area",
      summary:
        "Treat a crashed, flooded or smoking hybrid as live high voltage: get everyone out and away, call 911 if the pack area is damaged, smoking or hissing, and never touch orange cables or the service plug. A shop trained for high voltage decides what happens next.",
      symptoms: [
        "Collision damage near the rear seat, trunk floor, under the car or the engine bay inverter",
        "Water above the floor or up to the seats, especially salt water",
        "Smoke, hissing, popping, a sweet or acrid chemical smell from the battery area",
        "Warning triangle, no READY, or dash lights that flicker after the event",
      ],
      symptomIds: ["damage-smoke", "hybrid-warning", "wont-go-ready"],
      causes: [
        {
          likelihood: "common",
          part: "Crushed or cut orange cable, or a damaged inverter",
          why: "A hit to the underbody or front corner can cut insulation so live conductors touch metal or are exposed.",
        },
        {
          likelihood: "occasional",
          part: "Water inside the pack or inverter",
          why: "Floodwater, and salt water most of all, bridges cells and circuits inside sealed cases, causing shorts that heat slowly and can ignite long after the water drains.",
        },
        {
          likelihood: "rare",
          part: "Thermal runaway in a damaged lithium-ion pack",
          why: "A crushed lithium-ion cell can short internally and heat neighbours until the pack vents flammable gas and burns; nickel-metal hydride packs are less prone but can still overheat.",
        },
      ],
      checks: [
        {
          step: "From outside the car, look and listen: smoke, steam, hissing, popping or bulging from the battery area means get at least 50 feet away and call 911 at once.",
          tools: ["Phone"],
          expect:
            "Any sign of heat or venting is a fire department job; tell the dispatcher it is a hybrid and where the battery is.",
        },
        {
          step: "If there is no smoke and it is safe to reach, press POWER off, move the smart key at least 16 feet away and do not restart the car.",
          tools: [],
          expect:
            "READY off and the dash dark; leave the 12 V and the service plug for trained responders or technicians.",
        },
        {
          step: "Arrange a flatbed tow to a shop or salvage yard that handles hybrids, and ask that the car be parked outdoors, 50 feet from buildings and other vehicles.",
          tools: ["Flatbed tow"],
          expect:
            "A trained technician later disables the high voltage, inspects the pack and cables and tests insulation before anything is repaired.",
        },
      ],
      fix: "Trained technicians disable the high voltage, inspect and test the pack, inverter and cables, and replace damaged parts; a flooded or burned pack is usually replaced or the car is written off. Insurers and salvage yards should store damaged hybrids outdoors away from other vehicles.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Inspect and replace a damaged high-voltage cable",
            partsLow: 200,
            partsHigh: 800,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          {
            name: "Replace a flood- or crash-damaged battery pack",
            partsLow: 2500,
            partsHigh: 6000,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; excludes towing, storage, collision repairs and taxes; many flooded or burned hybrids are declared a total loss.",
      },
      verdict: "stop",
      verdictReason:
        "Damaged high-voltage parts can kill on contact or start a fire hours or days later; do not drive, restart or touch the car, and call 911 for any smoke.",
      codes: [],
      terms: ["Thermal runaway", "Service plug", "High-voltage battery"],
      related: ["hybrid-isolation-fault-p0aa6", "hybrid-orange-cable-damaged", "hv-interlock-open-p0a0d"],
    },
    {
      slug: "hybrid-battery-rebuild-used-or-new",
      title: "Hybrid battery failed: should I recondition it, buy a used pack or pay for a new one?",
      summary:
        "On an older nickel-metal hydride hybrid, a remanufactured pack with matched modules and a real warranty is usually the best value; reconditioning buys time, a used pack is a gamble, and a new pack makes sense on a car you will keep for years.",
      symptoms: [
        "P0A80 or P0A7F confirmed by block voltages, and a quote for a new pack that rivals the car's value",
        "Advertisements for mobile battery reconditioning or salvage packs",
        "Car otherwise in good shape with a healthy engine and transaxle",
      ],
      symptomIds: ["hybrid-code", "mpg-drop", "gauge-swings"],
      causes: [
        {
          likelihood: "common",
          part: "Pack worn out evenly with age",
          why: "When most modules have lost capacity, swapping a few or cycling the pack cannot restore it for long, which favors a remanufactured or new pack.",
        },
        {
          likelihood: "occasional",
          part: "One or two weak modules in an otherwise healthy pack",
          why: "A young pack with one damaged module, often from heat, is where reconditioning or a single matched-module repair can work.",
        },
      ],
      checks: [
        {
          step: "Record block voltages at rest and under a full-throttle pull, and note the car's age and mileage.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "One block sagging about 1 V or more while the rest stay within 0.3 V favors a module repair; several blocks sagging means the whole pack is worn.",
        },
        {
          step: "Ask each seller for a written warranty length, whether modules were capacity-tested and matched, and whether a core return is included.",
          tools: ["Quotes"],
          expect:
            "Remanufactured packs commonly carry 1 to 3 years; a used pack with 30 days or less is a sign of how long it may last.",
        },
        {
          step: "Check the VIN for any remaining hybrid battery warranty before paying anyone.",
          tools: ["Dealer VIN lookup"],
          expect: "Coverage still in force means the dealer replaces the pack at no charge.",
        },
      ],
      fix: "Choose by how long you will keep the car: grid-charge reconditioning for a cheap year or two, a remanufactured pack with matched, tested modules for most cars, a new pack for a long keeper. Whoever does it must be trained for high voltage; the work involves the service plug and orange cables that no owner should handle.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Grid-charge reconditioning and balancing",
            partsLow: 0,
            partsHigh: 300,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          { name: "Used pack from a salvage car", partsLow: 500, partsHigh: 1200, laborHoursLow: 2, laborHoursHigh: 3 },
          {
            name: "Remanufactured pack with matched modules",
            partsLow: 1300,
            partsHigh: 2600,
            laborHoursLow: 2,
            laborHoursHigh: 3.5,
          },
          { name: "New pack from the dealer", partsLow: 2500, partsHigh: 4500, laborHoursLow: 2.5, laborHoursHigh: 4 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and core charges; a pack still under the maker's hybrid warranty costs the owner nothing.",
      },
      verdict: "careful",
      verdictReason:
        "A failing pack still moves the car but can leave it stranded; decide on the repair soon and let a trained shop do it.",
      codes: ["P0A80", "P0A7F"],
      terms: ["Remanufactured battery", "Grid charging", "Module balancing"],
      related: [
        "prius-camry-hybrid-battery-replacement-p0a80",
        "hv-battery-block-voltage-spread",
        "hybrid-battery-pack-wearing-out",
      ],
    },
    {
      slug: "honda-ima-battery-failure",
      title: "Honda Civic Hybrid or Insight shows the IMA light, loses assist and the battery bars keep dropping",
      summary:
        "The Integrated Motor Assist battery in the 2006–2011 Civic Hybrid and 2010–2014 Insight is worn out: the car forces recharges, drops assist and stops auto-stop. Confirm the codes with a Honda-capable tool, then replace the IMA pack through a trained shop.",
      symptoms: [
        "IMA warning light and check engine light, with no electric assist on hills",
        "Battery gauge drops to a couple of bars, then the car forces a recharge (a recal) with the charge gauge maxed",
        "Auto-stop at lights no longer happens",
        "Engine feels like a weak 1.3 L with no help, and mileage falls",
      ],
      symptomIds: ["hybrid-warning", "gauge-swings", "mpg-drop", "reduced-power", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Worn nickel-metal hydride IMA battery pack",
          why: "The Civic Hybrid's roughly 158 V pack of D-size cell sticks ages with heat and cycling; when its sticks drift apart the battery computer cuts assist and sets P0A7F.",
        },
        {
          likelihood: "occasional",
          part: "Battery management software limiting the pack",
          why: "Honda's IMA software update for the 2006–2008 Civic Hybrid, meant to protect weak packs, made the car use the battery less, which owners notice as less assist.",
        },
        {
          likelihood: "rare",
          part: "IMA battery fan or intake blocked",
          why: "The pack is cooled by cabin air drawn from behind the rear seat; a blocked intake raises temperature and speeds the decline.",
        },
      ],
      checks: [
        {
          step: "Read IMA and engine codes with a Honda-capable tool, since many generic readers miss them.",
          tools: ["Honda-capable scan tool"],
          expect:
            "P0A7F or Honda IMA battery deterioration codes confirm the pack; motor or PDU codes point elsewhere.",
        },
        {
          step: "Watch battery state of charge and pack voltage during a steady climb and during a recal.",
          tools: ["Honda-capable scan tool"],
          expect:
            "A 2006–2011 Civic Hybrid pack near 158 V nominal that sags toward 130 V under assist, or charge that swings 40% or more within minutes, shows a worn pack (typical; confirm in the service information).",
        },
        {
          step: "Check the VIN for remaining IMA battery warranty and any open campaigns.",
          tools: ["Dealer VIN lookup"],
          expect: "Coverage depends on year and the state the car was sold in; note it before paying.",
        },
      ],
      fix: "A trained shop replaces the IMA pack with a new, remanufactured or lithium conversion pack, cleans the intake, clears codes and lets the car relearn charge. Grid-charging the old pack may help for a while. The IMA switch and the orange cables behind the rear seat are high voltage; owners leave them alone.",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Grid-charge the old pack", partsLow: 0, partsHigh: 300, laborHoursLow: 1.5, laborHoursHigh: 3 },
          { name: "Remanufactured IMA pack", partsLow: 1200, partsHigh: 2200, laborHoursLow: 2, laborHoursHigh: 3 },
          { name: "New Honda IMA pack", partsLow: 2200, partsHigh: 3800, laborHoursLow: 2, laborHoursHigh: 3.5 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and core charges; a pack under Honda's hybrid warranty is covered.",
      },
      verdict: "careful",
      verdictReason:
        "The gas engine still drives the car without assist but it is slow to merge and climb; plan the pack replacement and do not open it.",
      codes: ["P0A7F"],
      terms: ["IMA", "Integrated Motor Assist", "Recalibration"],
      related: [
        "hybrid-battery-pack-wearing-out",
        "hybrid-battery-rebuild-used-or-new",
        "hv-battery-cooling-intake-clogged",
      ],
      appliesTo: [
        {
          make: "honda",
          models: ["civic"],
          years: [2006, 2011],
          engines: [{ name: "1.3L IMA hybrid", liters: 1.3, fuel: "hybrid" }],
        },
        {
          make: "honda",
          models: ["insight"],
          years: [2010, 2014],
          engines: [{ name: "1.3L IMA hybrid", liters: 1.3, fuel: "hybrid" }],
        },
      ],
    },
    {
      slug: "ford-hybrid-traction-battery-fan",
      title: "Ford Escape, Fusion or C-Max Hybrid shows Stop Safely Now, with the battery fan running hard",
      summary:
        "On Ford's PowerSplit hybrids the high-voltage traction battery (HVTB) and its battery energy control module (BECM) are behind the rear seat and cooled by a cabin-air fan. Clean the intake and test the fan before blaming the pack or the BECM.",
      symptoms: [
        "Wrench light or Stop Safely Now message, sometimes with loss of drive",
        "Car rarely runs on electric only, and the engine restarts at every stop",
        "Fan roar from the rear seat or trunk area after a drive",
        "Battery fan, battery temperature or BECM codes stored",
      ],
      symptomIds: ["hybrid-warning", "fan-noise", "engine-runs-more", "loses-drive", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Blocked HVTB air intake or worn battery fan",
          why: "These packs are cooled by cabin air drawn through a vent near the rear seat or cargo area; a blocked vent or a tired fan overheats the pack and the BECM limits it.",
        },
        {
          likelihood: "occasional",
          part: "Aged NiMH pack on a 2005–2012 Escape Hybrid or early Fusion Hybrid",
          why: "The older nickel-metal hydride packs lose capacity with age and heat, and cell imbalance triggers BECM faults.",
        },
        {
          likelihood: "rare",
          part: "BECM or its sense wiring",
          why: "The module that reads cell voltages and temperatures can fail on its own, reporting faults on a healthy pack.",
        },
      ],
      checks: [
        {
          step: "Read codes from the BECM and the hybrid computer with a Ford-capable tool and note which module set them.",
          tools: ["Ford-capable scan tool"],
          expect: "Fan codes point to cooling, P0A1F to the BECM, and pack deterioration codes to the battery itself.",
        },
        {
          step: "Command the HVTB fan and read battery temperatures after a drive.",
          tools: ["Ford-capable scan tool"],
          expect:
            "Fan speed following the command and pack temperatures under about 104 °F (40 °C) in mild weather (typical; confirm in the service information).",
        },
        {
          step: "Compare pack voltage and cell or module voltages at rest and during acceleration.",
          tools: ["Ford-capable scan tool"],
          expect:
            "Module voltages that stay together under load clear the pack; one dropping away from the rest condemns it or a module.",
        },
      ],
      fix: "Clean the intake and duct, replace a worn fan, repair sense wiring or replace the BECM as tested; a worn pack is replaced by a trained shop with the pack disabled first. The service disconnect and orange cables behind the rear seat are not for owners to touch.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Clean the intake or replace the battery fan",
            partsLow: 0,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          { name: "Replace the BECM", partsLow: 500, partsHigh: 1200, laborHoursLow: 1.5, laborHoursHigh: 3 },
          {
            name: "Replace the traction battery",
            partsLow: 2500,
            partsHigh: 5500,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, towing, taxes and core charges; check Ford's hybrid component warranty first.",
      },
      verdict: "careful",
      verdictReason:
        "A fan or intake fault mostly costs power, but Stop Safely Now means the car may lose drive soon; pull over when it appears and have it checked.",
      codes: ["P0A1F", "P0A81", "P0A7E"],
      terms: ["HVTB", "BECM", "Stop Safely Now"],
      related: [
        "hv-battery-fan-motor-circuit",
        "hv-battery-cooling-intake-clogged",
        "hybrid-battery-rebuild-used-or-new",
      ],
      commonOn: [
        { make: "ford", models: ["escape"], years: [2005, 2012] },
        { make: "ford", models: ["fusion"], years: [2010, 2020] },
        { make: "ford", models: ["c-max"], years: [2013, 2018] },
      ],
    },
    {
      slug: "lexus-rx-hybrid-inverter-fault",
      title: "Lexus RX 400h or RX 450h shows Check Hybrid System and loses power with an inverter code",
      summary:
        "The RX 400h and RX 450h, like the Highlander Hybrid of the same years, can fail an inverter power stage or its coolant pump, leaving the SUV on engine power or without drive. Check the inverter cooling and recalls first, then replace the inverter assembly.",
      symptoms: [
        "Check Hybrid System, VSC and check engine lights together",
        "Loss of power or rear-motor drive on AWD models",
        "Inverter reservoir not circulating with the car in READY",
      ],
      symptomIds: ["hybrid-warning", "reduced-power", "loses-drive", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Inverter coolant pump worn out",
          why: "As on the Prius, the electric inverter pump on these SUVs wears and stops moving coolant, and the inverter overheats and derates.",
        },
        {
          likelihood: "occasional",
          part: "Inverter power module failure",
          why: "Heavy SUVs at 650 V boost stress the power transistors, and a failed stage leaves the front or rear drive motor without current.",
        },
        {
          likelihood: "rare",
          part: "Rear motor inverter or cable fault on AWD models",
          why: "The rear motor-generator has its own inverter stage and cable; a fault there sets drive motor B codes while front drive still works.",
        },
      ],
      checks: [
        {
          step: "Run the VIN for open recalls and any warranty enhancement on the inverter or pump (as of November 2026).",
          tools: ["Dealer VIN lookup"],
          expect: "Any open campaign is done first, often at no charge.",
        },
        {
          step: "Read codes with info codes, and inverter and motor temperatures in READY.",
          tools: ["Techstream or hybrid-capable scan tool"],
          expect:
            "Inverter temperature rising past about 150 °F at idle with P0A93 points to the pump; P0A78 or P0A79 with normal temperatures points to the inverter.",
        },
        {
          step: "Check the inverter reservoir level and swirl, and listen at the pump.",
          tools: ["Flashlight", "Mechanic's stethoscope"],
          expect: "A humming pump and a moving reservoir clear the cooling loop.",
        },
      ],
      fix: "Replace the inverter pump and bleed the loop, or have a trained shop replace the inverter with converter assembly, then clear codes and road-test. Orange cables to the front and rear motors are live whenever the car is on; leave them to trained technicians.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Replace the inverter coolant pump",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the inverter assembly",
            partsLow: 2500,
            partsHigh: 6500,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; excludes towing, diagnosis, coolant and taxes; recall or warranty work costs the owner nothing.",
      },
      verdict: "stop",
      verdictReason:
        "An inverter fault on these SUVs can cut drive in traffic; tow it rather than drive with the warning on.",
      codes: ["P0A78", "P0A79", "P0A93"],
      terms: ["Inverter", "Motor-generator", "Inverter coolant pump"],
      related: [
        "hybrid-inverter-power-stage-failure",
        "hybrid-inverter-pump-failure",
        "inverter-coolant-low-or-air-bound",
      ],
      commonOn: [
        { make: "lexus", models: ["rx"], years: [2006, 2015] },
        { make: "toyota", models: ["highlander"], years: [2006, 2013] },
      ],
    },
    {
      slug: "hyundai-kia-hybrid-hpcu-battery-fault",
      title: "Hyundai Sonata Hybrid or Kia Optima Hybrid shows a hybrid warning and runs on the engine alone",
      summary:
        "On these hybrids the fault is usually the lithium-polymer pack and its management system behind the rear seat, or the hybrid power control unit (HPCU: inverter plus low-voltage DC converter) under the hood. Read BMS and HPCU codes before replacing either.",
      symptoms: [
        "Service hybrid or hybrid system warning with the check engine light",
        "No electric launch; the engine starts immediately and stays on",
        "12 V battery discharges or the charge warning lamp comes on with the hybrid warning",
        "Battery cooling fan noise from behind the rear seat",
      ],
      symptomIds: ["hybrid-warning", "engine-runs-more", "twelve-volt-flat", "fan-noise", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Lithium-polymer battery cells out of balance or worn",
          why: "The battery management system cuts the pack out when cell voltages spread apart or capacity drops, and the car falls back to engine-only driving.",
        },
        {
          likelihood: "occasional",
          part: "HPCU inverter or low-voltage DC converter fault",
          why: "The HPCU combines the motor inverter and the converter that charges the 12 V battery; a fault in either sets hybrid codes and can leave the 12 V battery uncharged.",
        },
        {
          likelihood: "occasional",
          part: "Blocked battery cooling intake near the rear seat",
          why: "The pack is cooled by cabin air; cargo or a seat cover over the intake overheats it and the BMS limits power.",
        },
      ],
      checks: [
        {
          step: "Read BMS, HPCU and engine codes with a Hyundai/Kia-capable tool and check the VIN for campaigns and the hybrid battery warranty.",
          tools: ["Hyundai/Kia-capable scan tool", "Dealer VIN lookup"],
          expect:
            "BMS codes point to the pack, HPCU or LDC codes to the power electronics; an open campaign is done first.",
        },
        {
          step: "Read cell voltages and pack temperatures in the BMS data at rest.",
          tools: ["Hyundai/Kia-capable scan tool"],
          expect:
            "Cells within about 0.05 V (50 mV) of each other at rest on a healthy lithium pack (typical; confirm in the service information); a wider spread condemns the pack or a module.",
        },
        {
          step: "Back-probe the auxiliary battery posts while the HPCU is active and the car idles on electric power.",
          tools: ["Digital multimeter"],
          expect: "About 13.5–14.5 V shows the LDC charging; 12.5 V or less with LDC codes points to the HPCU.",
        },
      ],
      fix: "Repair as tested: clear the battery intake, replace the battery pack or a module assembly, or replace the HPCU and bleed its coolant loop. The battery pack and the orange cables to the HPCU are high voltage; only a trained technician works on them.",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Replace the HPCU", partsLow: 1500, partsHigh: 3500, laborHoursLow: 2, laborHoursHigh: 4 },
          {
            name: "Replace the hybrid battery pack",
            partsLow: 2500,
            partsHigh: 5000,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.5,
          },
        ],
        excludes:
          "Estimate; excludes towing, diagnosis and taxes; the hybrid battery is often still under Hyundai or Kia warranty, so check the VIN first.",
      },
      verdict: "careful",
      verdictReason:
        "The engine can still drive the car, but a power-electronics fault can also stop 12 V charging and strand it; get it scanned soon and leave the pack alone.",
      codes: ["P0A94", "P0AFA"],
      terms: ["HPCU", "LDC", "BMS", "Lithium-polymer battery"],
      related: [
        "hybrid-battery-rebuild-used-or-new",
        "hybrid-12v-not-charging",
        "ioniq-niro-12v-lithium-battery-reset",
      ],
      appliesTo: [
        {
          make: "hyundai",
          models: ["sonata"],
          years: [2011, 2019],
          engines: [{ name: "2.4L/2.0L hybrid", fuel: "hybrid" }],
        },
        {
          make: "kia",
          models: ["optima"],
          years: [2011, 2020],
          engines: [{ name: "2.4L/2.0L hybrid", fuel: "hybrid" }],
        },
      ],
    },
    {
      slug: "ioniq-niro-12v-lithium-battery-reset",
      title: "Hyundai Ioniq Hybrid or Kia Niro is completely dead, and the dash has a 12V BATT RESET button",
      summary:
        "The Ioniq Hybrid and first Niro hybrid have no lead-acid 12 V battery; a lithium-ion 12 V battery inside the hybrid pack disconnects itself when drained. Press 12V BATT RESET, start the car within about 15 seconds and let it run.",
      symptoms: [
        "Nothing happens when the start button is pressed, and the dash stays dark",
        "Car sat for weeks, or lights were left on",
        "No 12 V battery under the hood, only a jump terminal or nothing at all",
      ],
      symptomIds: ["twelve-volt-flat", "wont-go-ready"],
      causes: [
        {
          likelihood: "common",
          part: "Lithium-ion 12 V battery disconnected itself after a deep drain",
          why: "To protect its cells the built-in 12 V battery opens an internal relay when it runs low, so the car looks completely dead.",
        },
        {
          likelihood: "occasional",
          part: "Parasitic drain from an accessory or a module that stays awake",
          why: "A dash camera, a tracker or a module that never sleeps drains the small battery until it disconnects again.",
        },
        {
          likelihood: "rare",
          part: "Low-voltage DC converter not recharging the 12 V battery",
          why: "If the converter fails, the 12 V battery is never recharged while driving and the reset stops working.",
        },
      ],
      checks: [
        {
          step: "Press the 12V BATT RESET button on the lower left of the dash, then press the start button with the brake on within about 15 seconds.",
          tools: ["Owner's manual"],
          expect: "READY appears; keep the car in READY for at least 30 minutes so the 12 V battery recharges.",
        },
        {
          step: "With the car in READY, measure the 12 V system at a fuse box test point.",
          tools: ["Digital multimeter"],
          expect: "About 13.5–14.5 V means the converter is recharging; near 12 V means it is not.",
        },
        {
          step: "If it went dead again within days, measure parasitic draw after the modules have gone to sleep.",
          tools: ["Digital multimeter with amp clamp"],
          expect:
            "Under about 50 mA after sleep (typical; confirm in the service information); more than that finds the drain.",
        },
      ],
      fix: "Reset and recharge by driving; remove or rewire any accessory that drains the battery, and have a dealer test the 12 V lithium battery and converter if it keeps happening. The 12 V battery sits inside the high-voltage pack on these cars, so it is replaced only by a trained technician.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Reset, recharge and find a drain",
            partsLow: 0,
            partsHigh: 50,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the lithium-ion 12 V battery",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and warranty coverage, which often applies to the built-in 12 V battery.",
      },
      verdict: "ok",
      verdictReason:
        "Once reset and running, the car is safe to drive; drive it at least half an hour so the 12 V battery recharges.",
      codes: [],
      terms: ["12V BATT RESET", "Lithium-ion battery", "Parasitic drain"],
      related: ["hybrid-trunk-agm-12v-battery", "hyundai-kia-hybrid-hpcu-battery-fault", "hybrid-12v-battery"],
      appliesTo: [
        {
          make: "hyundai",
          models: ["ioniq"],
          years: [2017, 2022],
          engines: [{ name: "1.6L hybrid", liters: 1.6, fuel: "hybrid" }],
        },
        {
          make: "kia",
          models: ["niro"],
          years: [2017, 2022],
          engines: [{ name: "1.6L hybrid", liters: 1.6, fuel: "hybrid" }],
        },
      ],
    },
    {
      slug: "plug-in-hybrid-wont-charge",
      title: "Prius Prime or Chevy Volt will not charge when plugged in, though it drives fine on gas",
      summary:
        "Most plug-in hybrid charging failures are the charging station, cord or outlet, a schedule setting or a charge port latch, not the car's charger. Try another outlet or station and check the schedule; if charging still fails, read on-board charger codes.",
      symptoms: [
        "Charge port light does not come on, or blinks and stops, after plugging in",
        "Cord clicks on and off, or a wall outlet's GFCI trips",
        "Car says it is charging later, or shows a charging error message",
        "Electric range stays at zero while the engine drives the car normally",
      ],
      symptomIds: ["wont-charge", "engine-runs-more", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Charging schedule or departure-time setting",
          why: "A delayed-charging schedule set on the screen or app makes the car wait for off-peak hours, which looks like a failed charge.",
        },
        {
          likelihood: "common",
          part: "Outlet, extension cord or charging station fault",
          why: "A worn outlet, an extension cord or a shared circuit drops voltage or trips GFCI protection, and the portable cord stops charging.",
        },
        {
          likelihood: "occasional",
          part: "Charge port latch or proximity switch not engaging",
          why: "The plug's latch button and the port's proximity circuit tell the car the connector is seated; a damaged latch or dirty port stops charging.",
        },
        {
          likelihood: "rare",
          part: "On-board charger failure",
          why: "The car's charger converts AC to DC for the pack; when it fails, no station or outlet can charge the car.",
        },
      ],
      checks: [
        {
          step: "Check the charging schedule on the screen or app, then try a different outlet or a public Level 2 station.",
          tools: ["Public Level 2 station"],
          expect: "Charging on a second station or outlet clears the car and points to the original supply.",
        },
        {
          step: "Measure the outlet with the cord unplugged, and watch its voltage once charging starts.",
          tools: ["Digital multimeter", "Outlet tester"],
          expect:
            "About 114–126 V at a 120 V outlet (or about 208–240 V on Level 2) that drops no more than 5% while charging.",
        },
        {
          step: "Read on-board charger and charge port codes.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "P0D27 with a good supply points to the charger input; proximity circuit codes point to the port or plug latch.",
        },
      ],
      fix: "Fix the schedule or supply first, and use a dedicated outlet without an extension cord. Clean or replace a damaged charge port latch or proximity switch; a failed on-board charger is replaced by a trained technician. The charge port connects to the high-voltage system; do not probe inside it.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reset schedule or repair the home outlet",
            partsLow: 0,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the charge port or portable cord",
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the on-board charger",
            partsLow: 1200,
            partsHigh: 3000,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes an electrician's work on home wiring, diagnosis and taxes; the charger is often covered by the maker's hybrid component warranty.",
      },
      verdict: "ok",
      verdictReason:
        "A plug-in hybrid that will not charge still drives on gas like a normal hybrid; fix it at your convenience.",
      codes: ["P0D27"],
      terms: ["On-board charger", "EVSE", "J1772", "Proximity circuit"],
      related: [
        "fuel-system/plug-in-hybrid-fuel-door-pressurized-tank",
        "hybrid-isolation-fault-p0aa6",
        "check-hybrid-system-limp-mode",
      ],
      commonOn: [
        { make: "toyota", models: ["prius-prime-phev", "rav4-prime-phev"], years: [2017, 2027] },
        { make: "chevrolet", models: ["volt"], years: [2011, 2019] },
      ],
    },
    {
      slug: "hybrid-sat-for-months-hv-battery-low",
      title: "Hybrid sat for months, now the engine will not start and a low hybrid battery charge code is stored",
      summary:
        "After months in storage the high-voltage pack has self-discharged too far for the motor-generator to crank the engine. A dealer or hybrid shop recharges it with a dedicated hybrid battery charger; then drive it to let the engine top it up.",
      symptoms: [
        "Car goes READY but the engine never starts, or READY drops out after a few seconds",
        "Battery gauge shows empty or one bar",
        "P0A7D or a state-of-charge code stored",
      ],
      symptomIds: ["wont-go-ready", "gauge-swings", "hybrid-code", "twelve-volt-flat"],
      causes: [
        {
          likelihood: "common",
          part: "High-voltage pack self-discharged during storage",
          why: "Nickel-metal hydride packs lose charge slowly even when the car is off; after several months there is too little left to spin the engine with the motor-generator.",
        },
        {
          likelihood: "occasional",
          part: "12 V battery also flat",
          why: "The auxiliary battery drains much faster, and repeated jump attempts on a low pack use up the little charge it had.",
        },
        {
          likelihood: "rare",
          part: "Weak pack that cannot hold charge",
          why: "An aged pack self-discharges unevenly and may fail to recover even after charging.",
        },
      ],
      checks: [
        {
          step: "Check the 12 V battery and charge it first.",
          tools: ["Digital multimeter", "12 V battery charger"],
          expect: "12.6 V or more before trying to go READY again.",
        },
        {
          step: "Read the pack's state of charge and voltage on the scan tool.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Healthy Toyota packs run about 40–80% state of charge; readings far below 40% with P0A7D confirm a depleted pack (typical; confirm in the service information).",
        },
        {
          step: "After a shop recharges the pack, record block voltages at rest and under load.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Blocks within a few tenths of a volt after charging mean the pack recovered; a block lagging well behind was weak before storage.",
        },
      ],
      fix: "Have the pack recharged with the maker's hybrid battery charger through its service connection (a trained technician's job), then drive for at least 30 minutes. Before storing a hybrid, put it in READY for about an hour every month, or follow the owner's manual storage advice.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 100,
        laborHoursLow: 1,
        laborHoursHigh: 2.5,
        excludes: "Estimate; excludes towing, taxes, a new 12 V battery and a pack that fails to recover.",
      },
      verdict: "careful",
      verdictReason:
        "Once recharged it drives normally, but watch for warnings over the next weeks; never try to charge the high-voltage pack yourself.",
      codes: ["P0A7D"],
      terms: ["State of charge", "Self-discharge", "Hybrid battery charger"],
      related: ["hybrid-trunk-agm-12v-battery", "hv-battery-block-voltage-spread", "hybrid-12v-battery"],
    },
    {
      slug: "hv-battery-temperature-sensor-fault",
      title: "Hybrid limits power and sets a battery temperature sensor code, even on a cool day",
      summary:
        "One of the thermistors the battery computer uses to watch pack temperature reads wrong or open, so the computer protects the pack by cutting power and running the fan hard. Compare all sensors cold, then repair the sensor or its harness.",
      symptoms: [
        "Battery fan running at high speed on a cool morning",
        "Reduced power and more engine running with a battery temperature sensor code",
        "Scan tool shows one battery temperature far off from the others",
      ],
      symptomIds: ["reduced-power", "fan-noise", "hybrid-code", "engine-runs-more"],
      causes: [
        {
          likelihood: "common",
          part: "Failed battery temperature thermistor",
          why: "The sensors sit on the modules and age with heat; an open or shorted one reads far outside the others and triggers a protective limit.",
        },
        {
          likelihood: "occasional",
          part: "Corroded sensor connector at the battery computer",
          why: "Electrolyte vapor and moisture in the pack corrode connector pins, adding resistance that shifts the reading.",
        },
        {
          likelihood: "rare",
          part: "Battery computer input failure",
          why: "A damaged input on the battery computer misreads a good sensor; swapping sensor channels shows it.",
        },
      ],
      checks: [
        {
          step: "After an overnight cold soak, compare every battery temperature reading with intake air and outside temperature.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "All sensors within about 3 °F of each other; on Toyota packs a reading of about −49 °F (−45 °C) or lower means an open circuit and about 203 °F (95 °C) or higher a short (typical; confirm in the service information).",
        },
        {
          step: "A trained technician disables high voltage, verifies zero volts and measures the suspect sensor's resistance at the battery computer connector.",
          tools: ["Class 0 insulated gloves", "Digital multimeter", "Service information"],
          expect:
            "Roughly 10 kΩ at 77 °F for many hybrid battery thermistors (typical; confirm in the service information); open or near 0 Ω condemns the sensor or wire.",
        },
        {
          step: "Inspect the connectors for green corrosion.",
          tools: ["Flashlight"],
          expect: "Clean pins; corrosion means cleaning or a new harness section.",
        },
      ],
      fix: "Replace the faulty sensor or harness section, clean corrosion and clear codes; on many packs the sensors come with the harness or bus-bar assembly. The work is inside the high-voltage pack, so only a trained technician does it.",
      difficulty: 4,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 1.5,
        laborHoursHigh: 3,
        excludes: "Estimate; excludes diagnosis, taxes and a pack or battery computer if the tests condemn them.",
      },
      verdict: "careful",
      verdictReason:
        "The car keeps driving with less power, but a sensor that reads cold on a hot pack could let it overheat; get it repaired soon.",
      codes: ["P0A9C", "P0AC6"],
      terms: ["Thermistor", "Battery temperature sensor", "Battery ECU"],
      related: ["hv-battery-overheat-summer-derate", "hv-battery-fan-motor-circuit", "hv-battery-block-voltage-spread"],
    },
    {
      slug: "prius-hv-battery-bus-bar-corrosion",
      title: "Older Prius sets P0A80 but its battery blocks test fine off the car: green crust on the bus bars",
      summary:
        "On 2004–2009 Prius packs, electrolyte seeping from module vents corrodes the copper bus bars and nuts that join the modules, and the added resistance makes a block look weak. A trained shop replaces the bus-bar set, and the code often stays away.",
      symptoms: [
        "P0A80 on a 2004–2009 Prius, sometimes returning months after a single-module swap",
        "Block voltages that sag under load but recover fully the moment the load stops",
        "White or green crust visible on the module terminals when a shop opens the pack",
      ],
      symptomIds: ["hybrid-code", "hybrid-warning", "gauge-swings"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded bus bars and terminal nuts in the second-generation Prius pack",
          why: "Potassium hydroxide electrolyte weeps from aged module seals, creeps onto the nickel-plated copper bars and raises joint resistance, so that block drops voltage under current.",
        },
        {
          likelihood: "occasional",
          part: "Loose terminal nut after an earlier module swap",
          why: "A nut left under-torqued heats and oxidizes the joint, giving the same sag on one block.",
        },
        {
          likelihood: "occasional",
          part: "Genuinely weak modules in the same block",
          why: "Corrosion and module wear often go together in an old pack, so cleaning alone does not always cure the code.",
        },
      ],
      checks: [
        {
          step: "Log block voltages at rest and under a hard pull, and note how quickly the low block recovers after the pull.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "A block that sags but returns to within about 0.1 V of its neighbours within a second or two hints at joint resistance rather than a weak module.",
        },
        {
          step: "A trained technician removes the service plug, waits the capacitor discharge time, verifies zero volts and lifts the pack cover to inspect the bus bars.",
          tools: ["Class 0 insulated gloves", "CAT III 1,000 V multimeter", "Service information"],
          expect: "Clean, bright bars and nuts; crust or pitting on them means a new bus-bar set.",
        },
        {
          step: "With the pack out and disabled, test each module's voltage and, on a specialist's bench, its capacity.",
          tools: ["Digital multimeter", "Module load tester"],
          expect:
            "Modules within about 0.1 V of each other at rest (near 7.8–8.0 V each when charged; typical, confirm in the service information); a low one is replaced with a matched module.",
        },
      ],
      fix: "Replace the bus-bar set and terminal nuts, torque them to spec, replace any modules that fail the bench test with matched ones, then reinstall the pack, clear codes and recheck block voltages under load. The pack stays closed for anyone without high-voltage training and insulated gloves.",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Replace the bus-bar set", partsLow: 150, partsHigh: 400, laborHoursLow: 2.5, laborHoursHigh: 4 },
          {
            name: "Bus bars plus matched replacement modules",
            partsLow: 450,
            partsHigh: 1000,
            laborHoursLow: 3.5,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a full pack replacement if many modules test weak.",
      },
      verdict: "careful",
      verdictReason:
        "The car still drives on its engine, but a hot, corroded joint in the pack can worsen; book the repair and never open the pack yourself.",
      codes: ["P0A80"],
      terms: ["Bus bar", "Module", "Electrolyte"],
      related: [
        "prius-camry-hybrid-battery-replacement-p0a80",
        "hybrid-battery-rebuild-used-or-new",
        "hybrid-battery-pack-wearing-out",
      ],
      appliesTo: [toyotaPriusGen2],
    },
    {
      slug: "engine-failed-to-start-in-ready",
      title: "Car is in READY but the gas engine will not start, and a hybrid warning comes on",
      summary:
        "The hybrid computer spun the engine with MG1 but it did not fire, so it set P0A0F (engine failed to start). Check fuel first, then misfire, ignition and throttle-body causes; the car will soon shut down once the battery runs low.",
      symptoms: [
        "READY light on and the car drives on electricity, but the engine never catches",
        "Check Hybrid System or master warning triangle with a check engine light",
        "Brief cranking-like whir with no firing when the engine should start",
        "Battery gauge falls to the bottom bar and power fades, sometimes with the turtle light",
        "Often right after running the tank very low or after a misfire code",
      ],
      symptomIds: ["engine-wont-start-ready", "hybrid-warning", "reduced-power"],
      causes: [
        {
          likelihood: "common",
          part: "Out of fuel or fuel gauge reading wrong",
          why: "The 2004–2009 Prius bladder tank often takes less fuel than expected and the gauge can read high, so the tank runs dry while the gauge still shows fuel.",
        },
        {
          likelihood: "common",
          part: "Failed ignition coil or fouled spark plug",
          why: "With one cylinder dead, the small Atkinson-cycle engine that MG1 spins up does not produce enough torque to run on its own inside the start window, so the hybrid computer logs a failed start.",
        },
        {
          likelihood: "occasional",
          part: "Carbon-choked electronic throttle body or clogged injectors",
          why: "With too little air or fuel at cranking the engine cannot catch inside the short start window the computer allows.",
        },
        {
          likelihood: "rare",
          part: "Low compression from a failed head gasket or sticking rings",
          why: "An engine that burns oil or coolant may turn over freely but never build enough cylinder pressure to start.",
        },
      ],
      checks: [
        {
          step: "Add at least 2–3 gallons of fuel, clear the codes and request an engine start with the car in READY and the parking brake on.",
          tools: ["Fuel can", "Scan tool"],
          expect:
            "The engine starts within a few seconds once fuel reaches the rail; no start with fuel present moves you to ignition and air.",
        },
        {
          step: "Read the freeze frame for P0A0F and any misfire counts, then check fuel pressure at the rail during a commanded start.",
          tools: ["Scan tool", "Fuel pressure gauge"],
          expect:
            "About 44–50 psi on a 2004–2009 Prius during the start attempt (typical; confirm in the service information); zero points to the pump or its relay.",
        },
        {
          step: "Pull the plugs and swap coils between cylinders, then run a compression test in maintenance mode.",
          tools: ["Spark plug socket", "Compression gauge", "Scan tool"],
          expect:
            "Compression within 15% across cylinders (readings vary by engine; confirm in the service information); one low cylinder or a wet, fouled plug identifies the cause.",
        },
      ],
      fix: "Refuel and clear the codes if it simply ran dry. Otherwise replace the failed coil or plugs, clean the throttle body and injectors, or repair the engine mechanically, then confirm several clean engine starts in READY with no P0A0F returning.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Refuel, clear codes and verify",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace ignition coil or plugs and clean the throttle body",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Head gasket or engine repair",
            partsLow: 400,
            partsHigh: 1500,
            laborHoursLow: 8,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a tow and an EGR cleaning often done at the same time on high-mileage engines.",
      },
      verdict: "careful",
      verdictReason:
        "It drives on battery for only a few miles before power cuts; pull off somewhere safe and do not rely on it in traffic until the engine starts reliably.",
      codes: ["P0A0F", "P0300"],
      terms: ["READY", "MG1", "hybrid control module", "Atkinson cycle"],
      related: ["hybrid-engine-never-shuts-off", "hybrid-hv-system-fault", "prius-egr-clog-misfire-knock"],
      commonOn: [{ make: "toyota", models: ["prius", "prius-c", "prius-v", "camry"], years: [2004, 2022] }],
    },
    {
      slug: "hybrid-engine-never-shuts-off",
      title: "Hybrid's gas engine keeps running at stops and never switches to electric",
      summary:
        "The hybrid computer keeps the engine on until coolant is warm, the heater is satisfied and the battery is charged. If it never shuts off after a full warm-up, suspect a thermostat stuck open or a lying coolant sensor, then a weak battery.",
      symptoms: [
        "Engine still running at every stop after 15–20 minutes of driving",
        "EV indicator never lights and fuel economy falls 10 mpg or more",
        "Worse in cold weather or with the heater or defroster on high",
        "Sometimes a P0128 check engine light or a temperature gauge that reads low",
      ],
      symptomIds: ["engine-runs-more", "mpg-drop", "ev-mode-unavailable", "coolant-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Cabin heat or defrost demand in cold weather",
          why: "With the heater set to maximum or the defroster on, the computer must keep the engine hot to supply cabin heat, so it will not shut off until the cabin is satisfied.",
        },
        {
          likelihood: "common",
          part: "Thermostat stuck open",
          why: "The coolant never reaches the temperature the computer needs before it allows engine shut-off, so it keeps the engine running to warm up.",
        },
        {
          likelihood: "occasional",
          part: "Engine coolant temperature sensor reading low",
          why: "A sensor that reports cold coolant makes the computer believe warm-up is not finished, even when the engine is hot.",
        },
        {
          likelihood: "occasional",
          part: "Hybrid battery state of charge held low by weak modules",
          why: "A battery that cannot hold charge keeps asking the engine to recharge it, so the engine seldom gets a chance to stop.",
        },
      ],
      checks: [
        {
          step: "Drive 20 minutes with the heater at a moderate setting and the defroster off, then watch whether the engine stops at a light.",
          tools: ["Road test"],
          expect:
            "A healthy car shuts the engine off at most stops after warm-up; running only with full heat demand is normal behavior, not a fault.",
        },
        {
          step: "Read engine coolant temperature in live data after the warm-up drive and compare it with an infrared reading at the thermostat housing.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "Coolant settles near 185–200 °F on a warm Toyota hybrid (typical; confirm in the service information); a reading stuck near 140–160 °F points to the thermostat, and a large mismatch with the housing points to the sensor.",
        },
        {
          step: "Watch hybrid battery state of charge and module block voltages on the same drive.",
          tools: ["Scan tool with hybrid data"],
          expect:
            "State of charge normally cycles between about 40% and 80% on a Toyota display; wide block voltage spread or SOC pinned low sends you to the battery.",
        },
      ],
      fix: "Replace a stuck-open thermostat and bleed the cooling system as the service manual describes (many Toyota hybrids need the electric water pump run from the scan tool). Replace a faulty coolant temperature sensor. If the battery is the reason, have it load-tested and reconditioned or replaced.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace thermostat or coolant temperature sensor",
            partsLow: 40,
            partsHigh: 180,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the hybrid battery",
            partsLow: 1500,
            partsHigh: 4000,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and coolant; battery prices vary widely between new, remanufactured and used packs.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally and only uses more fuel; have the thermostat or sensor checked before winter when heat output matters.",
      codes: ["P0128", "P0116"],
      terms: ["state of charge", "thermostat", "coolant temperature sensor"],
      related: ["ev-mode-unavailable", "hybrid-battery-pack-wearing-out", "engine-failed-to-start-in-ready"],
      commonOn: [{ make: "toyota", models: ["prius", "camry", "highlander", "rav4"], years: [2004, 2024] }],
    },
    {
      slug: "motor-resolver-position-sensor-fault",
      title: "Hybrid shuts down or will not go into READY with a motor or generator position sensor code",
      summary:
        "The resolver that reports MG1 or MG2 rotor position to the inverter has lost its signal, so the hybrid system shuts down. Check the resolver connector and harness, then the windings; a failed resolver usually means a transaxle repair.",
      symptoms: [
        "Loss of drive power with Check Hybrid System and the master warning",
        "Car will not enter READY after a restart, or only sometimes",
        "Codes for the drive motor or generator position sensor",
        "Often after front-end collision repair, a transaxle replacement or water intrusion at the connector",
      ],
      symptomIds: ["reduced-power", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or loose resolver connector at the transaxle",
          why: "The resolver's small AC signals are easily upset by a corroded pin or a connector left half-seated after other work.",
        },
        {
          likelihood: "occasional",
          part: "Chafed resolver harness between the transaxle and the inverter",
          why: "A shield or wire rubbed through near the engine mount or radiator support lets noise or an open reach the inverter.",
        },
        {
          likelihood: "rare",
          part: "Failed resolver winding inside the transaxle",
          why: "An open or shorted excitation or sine/cosine winding gives the inverter no rotor angle, and the resolver is not serviced separately on most power-split transaxles.",
        },
      ],
      checks: [
        {
          step: "Read codes and freeze frame; note whether the fault is on MG1 (generator) or MG2 (drive motor) and whether it is intermittent.",
          tools: ["Scan tool with hybrid data"],
          expect:
            "P0A4B–P0A50 name the generator resolver and P0A3F–P0A44 the drive motor resolver; an intermittent code points to the connector or harness first.",
        },
        {
          step: "With the car off, the 12 V battery disconnected and the service plug removed by a certified technician, unplug the resolver connector at the inverter and measure each winding pair.",
          tools: ["CAT III multimeter", "Class 0 insulating gloves", "Service manual"],
          expect:
            "Each winding reads a steady low resistance, roughly 7–20 Ω at 68 °F with the sine and cosine pairs within about 1 Ω of each other (typical; confirm in the service information); an open, a short to ground or a mismatched pair confirms the resolver or harness.",
        },
        {
          step: "Wiggle-test the harness along its run with the meter connected, then inspect the transaxle-side connector for green corrosion or bent pins.",
          tools: ["CAT III multimeter", "Flashlight"],
          expect:
            "A reading that jumps when the harness moves locates the break; a clean, steady harness with a bad winding leaves the transaxle.",
        },
      ],
      fix: "Clean and reseat or repair the connector or harness. If a resolver winding has failed, replace the transaxle assembly or motor as the manufacturer directs, then perform any resolver learn or offset procedure with the factory scan tool. High-voltage isolation must be done by a certified technician: an owner must never unplug orange cables or the service disconnect.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Clean and reseat or repair the resolver connector",
            partsLow: 0,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the hybrid transaxle",
            partsLow: 2500,
            partsHigh: 5500,
            laborHoursLow: 8,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, transaxle fluid and any hybrid-system warranty coverage that may pay for the transaxle.",
      },
      verdict: "stop",
      verdictReason:
        "The car can lose drive power without warning in traffic; do not drive it until the code is repaired, and have it towed if READY is unreliable.",
      codes: ["P0A3F", "P0A40", "P0A4B", "P0A4C", "P0A4F", "P0A43"],
      terms: ["resolver", "inverter"],
      related: ["motor-generator-temperature-sensor-fault", "hybrid-hv-system-fault"],
    },
    {
      slug: "motor-generator-temperature-sensor-fault",
      title: "Hybrid power cuts back on hills or in heat with a motor temperature code",
      summary:
        "The hybrid computer limits power when a motor-generator temperature sensor reads out of range or the motor really runs hot. Compare MG1 and MG2 temperatures with ambient after a cold soak, then check transaxle fluid and the sensor circuit.",
      symptoms: [
        "Power drops on a long climb, towing or in hot weather, then comes back after cooling",
        "Check Hybrid System warning with a motor or generator temperature code",
        "MG temperature reads impossible values in live data (far below ambient or pinned high)",
        "Transaxle fluid low or dark if it was never serviced",
      ],
      symptomIds: ["reduced-power", "hybrid-warning", "transaxle-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Low or degraded transaxle fluid",
          why: "The motors are cooled and lubricated by transaxle fluid; low or worn-out fluid lets them run hotter until the computer reduces power.",
        },
        {
          likelihood: "occasional",
          part: "Temperature sensor circuit open, shorted or corroded at the connector",
          why: "A thermistor circuit that opens reads as very cold and a short reads as very hot, so the computer sets a range or circuit code and cuts power to protect the motor.",
        },
        {
          likelihood: "occasional",
          part: "Inverter coolant pump or loop fault raising motor and inverter temperatures",
          why: "On designs whose motor cooling depends on the inverter coolant loop, a stopped pump lets temperatures climb together.",
        },
        {
          likelihood: "rare",
          part: "Failed thermistor inside the motor-generator",
          why: "The sensor is wound into the stator and is not replaceable alone on most transaxles.",
        },
      ],
      checks: [
        {
          step: "After the car has sat overnight, read MG1 and MG2 temperatures, engine coolant and ambient temperature before driving.",
          tools: ["Scan tool with hybrid data"],
          expect:
            "All read within about 10 °F of one another after a cold soak; one sensor far off the others points to that circuit.",
        },
        {
          step: "Check transaxle fluid level at the fill plug with the car level, and look at its color and smell.",
          tools: ["Fill-plug socket", "Flashlight"],
          expect:
            "Fluid reaches the bottom of the fill hole and is red or pink; low, dark or burnt-smelling fluid needs a drain and fill before further diagnosis.",
        },
        {
          step: "Confirm the inverter coolant pump runs with the car in READY and check the inverter reservoir level.",
          tools: ["Mechanic's stethoscope", "Flashlight"],
          expect: "Pump hum and visible flow in the reservoir; a silent pump leads to the inverter cooling loop.",
        },
      ],
      fix: "Drain and fill the transaxle with the specified fluid (Toyota ATF WS on Toyota and Lexus hybrids) if low or worn. Repair a damaged sensor connector or harness. A failed internal thermistor means a motor or transaxle replacement under the hybrid warranty where it still applies. Sensor circuits share the transaxle with high-voltage windings: only a certified technician may open them.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Transaxle fluid drain and fill",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.6,
            laborHoursHigh: 1,
          },
          {
            name: "Repair sensor connector or harness",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the hybrid transaxle",
            partsLow: 2500,
            partsHigh: 5500,
            laborHoursLow: 8,
            laborHoursHigh: 14,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and an inverter coolant pump if the loop is also at fault.",
      },
      verdict: "careful",
      verdictReason:
        "Power can fall off on a hill or on the highway when the computer protects the motor; keep to local driving until it is diagnosed.",
      codes: ["P0A2A", "P0A2B", "P0A2F", "P0A36", "P0A37", "P0A3B"],
      terms: ["thermistor", "ATF WS"],
      related: [
        "motor-resolver-position-sensor-fault",
        "hybrid-transaxle-fluid-never-changed",
        "hybrid-inverter-pump-failure",
      ],
      commonOn: [
        { make: "toyota", models: ["prius", "camry", "highlander"], years: [2004, 2022] },
        { make: "lexus", models: ["rx", "es"], years: [2006, 2022] },
      ],
    },
    {
      slug: "power-split-transaxle-whine",
      title: "Hybrid whines or growls from the transaxle, louder with speed, even in electric mode",
      summary:
        "A noise that rises with road speed whether or not the engine runs is in the transaxle or a wheel bearing, not the engine. Check fluid and wheel bearings first; a worn differential or MG2 bearing in the power-split transaxle means a transaxle replacement.",
      symptoms: [
        "Whine or hum that follows road speed, heard with the engine off in EV mode",
        "Growl that changes when the car shifts weight in a long curve (often a wheel bearing)",
        "Noise louder on acceleration or on regenerative braking than when coasting",
        "Metallic glitter on the transaxle drain plug magnet",
      ],
      symptomIds: ["transaxle-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Front wheel bearing",
          why: "A worn hub bearing hums with road speed and is easy to blame on the transaxle because the engine is silent in EV mode.",
        },
        {
          likelihood: "occasional",
          part: "Low or worn-out transaxle fluid",
          why: "Gear and bearing noise rises as the fluid's film thins, especially at high mileage on fluid never changed.",
        },
        {
          likelihood: "occasional",
          part: "Worn differential or counter-gear bearing in the transaxle",
          why: "These bearings carry drive and regeneration torque and whine when worn, under load in both directions.",
        },
        {
          likelihood: "rare",
          part: "MG2 rotor bearing",
          why: "The drive motor spins fast at highway speed; a dry bearing growls loudly and can let the rotor touch the stator.",
        },
      ],
      checks: [
        {
          step: "Road-test in EV mode and coasting at 20–40 mph, then in a long left and right curve, listening for changes.",
          tools: ["Road test"],
          expect:
            "Noise that changes with steering load is a wheel bearing; noise that changes between drive and regeneration but not with steering is in the transaxle.",
        },
        {
          step: "Raise the front wheels, spin each by hand and check for play; use a stethoscope on the hubs and transaxle case with the wheels driven slowly in READY.",
          tools: ["Lift or jack stands", "Mechanic's stethoscope", "Dial indicator"],
          expect:
            "Hub play under about 0.002 in. and a smooth spin clear the bearings (typical; confirm in the service information); the loudest point locates the source.",
        },
        {
          step: "Drain the transaxle fluid and inspect the plug magnet and fluid.",
          tools: ["Drain pan", "Flashlight"],
          expect:
            "A fine gray paste is normal wear; chips or flakes larger than about 1/16 in. mean bearing or gear damage.",
        },
      ],
      fix: "Replace a worn hub bearing if found. Refill the transaxle with fresh specified fluid and recheck; if bearing noise remains, replace the transaxle with a new or remanufactured unit, as internal bearings are not commonly serviced outside the factory.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace a front hub bearing",
            partsLow: 90,
            partsHigh: 300,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.5,
          },
          {
            name: "Transaxle fluid drain and fill",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.6,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the hybrid transaxle",
            partsLow: 2500,
            partsHigh: 5500,
            laborHoursLow: 8,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, an alignment after hub work and the transaxle mount if it is also worn.",
      },
      verdict: "careful",
      verdictReason:
        "A slowly growing whine is safe for short trips, but a grinding or clunking transaxle or hub can seize; have it diagnosed soon and avoid highway speeds if it gets louder.",
      codes: [],
      terms: ["power-split transaxle", "MG2", "wheel bearing", "regenerative braking"],
      related: ["hybrid-transaxle-fluid-never-changed", "clunk-when-engine-starts-stops"],
    },
    {
      slug: "hybrid-transaxle-fluid-never-changed",
      title: "High-mileage hybrid has original transaxle fluid because it is called lifetime fluid",
      summary:
        "Toyota, Lexus and Ford hybrid transaxles have no filter and most schedules say inspect, not replace, so many reach 150,000 miles on factory fluid. A drain and fill with the exact fluid is cheap insurance, not a cure for a grinding transaxle.",
      symptoms: [
        "No record of any transaxle service at 100,000 miles or more",
        "Fluid on the fill plug dark brown instead of red or pink",
        "Slight whine that has grown over the years",
        "Motor temperature readings higher than usual on long climbs",
      ],
      symptomIds: ["transaxle-noise", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Factory fluid worn out and holding wear particles",
          why: "Fluid cools the motor-generators and lubricates the gears and bearings, and it collects wear metal with nothing to filter it but the drain plug magnet.",
        },
        {
          likelihood: "occasional",
          part: "Wrong fluid added at a quick-lube shop",
          why: "Hybrid transaxles need a specific low-viscosity fluid such as Toyota ATF WS or the Motorcraft ATF that Ford lists for its hybrid transaxle; a generic ATF changes cooling and friction behavior.",
        },
        {
          likelihood: "rare",
          part: "Slow leak at an axle seal lowering the level",
          why: "Without a dipstick, a low level goes unnoticed until the noise or temperature rises.",
        },
      ],
      checks: [
        {
          step: "Remove the fill plug first (so you know you can refill), then drain the fluid into a clean pan and measure how much came out.",
          tools: ["Fill-plug socket", "Measuring container"],
          expect:
            "A drained amount well short of the specified drain-and-fill volume (about 3.5–4 qt on many Toyota hybrids; confirm in the service information) means the level was low.",
        },
        {
          step: "Inspect the fluid color and the drain plug magnet.",
          tools: ["Flashlight"],
          expect:
            "Light gray paste is normal; visible chips or a metallic sheen throughout the fluid point to wear that new fluid will not reverse.",
        },
        {
          step: "Refill to the bottom of the fill hole with the car level, run it in READY and recheck the level.",
          tools: ["Fluid pump"],
          expect: "Fluid just weeps from the fill hole with the car level and the transaxle near room temperature.",
        },
      ],
      fix: "Drain and refill with the exact specified fluid, using new plug gaskets, and repeat the level check. Most owners should plan a drain and fill every 60,000–100,000 miles even when the schedule only asks for inspection; a severe-service schedule (towing, hot climate, mountain driving) applies to many hybrids.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 110,
        laborHoursLow: 0.6,
        laborHoursHigh: 1,
        excludes: "Estimate; excludes taxes, disposal fees and any repair for a transaxle that is already noisy.",
      },
      verdict: "ok",
      verdictReason:
        "Old fluid does not make the car unsafe to drive; it shortens transaxle life, so service it at the next visit.",
      codes: [],
      terms: ["ATF WS", "drain and fill", "power-split transaxle"],
      related: ["power-split-transaxle-whine", "motor-generator-temperature-sensor-fault"],
      commonOn: [
        { make: "toyota", models: ["prius", "camry", "highlander", "rav4"], years: [2004, 2024] },
        { make: "lexus", models: ["rx", "es", "ct"], years: [2006, 2024] },
        { make: "ford", models: ["escape", "fusion", "c-max"], years: [2005, 2020] },
      ],
    },
    {
      slug: "clunk-when-engine-starts-stops",
      title: "Hybrid clunks or jolts every time the gas engine starts or shuts off",
      summary:
        "A jolt at each engine start or stop usually comes from a worn engine mount or torque rod letting the engine rock; if the mounts are good, a worn transaxle input damper or a misfiring start is next. Inspect mounts first.",
      symptoms: [
        "Thump felt through the floor and seat as the engine starts while driving",
        "Shake at the moment the engine shuts off at a stop",
        "Worse on cold starts or when the engine restarts under acceleration",
        "Clunk over bumps if a torque rod bushing is torn",
      ],
      symptomIds: ["engine-start-shudder"],
      causes: [
        {
          likelihood: "common",
          part: "Worn engine mount or torque rod bushing",
          why: "MG1 spins the engine up sharply and stops it quickly, so each start and stop rocks the engine against worn rubber.",
        },
        {
          likelihood: "occasional",
          part: "Worn transaxle input damper",
          why: "The spring damper between the crankshaft and the power-split transaxle softens engine pulses; broken springs pass a bang to the driveline at each start.",
        },
        {
          likelihood: "occasional",
          part: "Misfire on start from a weak coil or carbon buildup",
          why: "A cylinder that fails to fire in the first revolutions makes the start rough enough to feel as a jolt.",
        },
      ],
      checks: [
        {
          step: "With a helper, put the car in maintenance mode or READY with the engine running, hold the brake and watch the engine while shifting between D and R.",
          tools: ["Scan tool", "Flashlight"],
          expect:
            "Engine movement of more than about 1/2 in. or a torn, collapsed mount rubber confirms the mount or torque rod.",
        },
        {
          step: "Read misfire counts in Mode $06 after several cold engine starts.",
          tools: ["Scan tool with Mode $06"],
          expect:
            "Zero or single-digit counts per cylinder; counts concentrated at start-up on one cylinder point to ignition or carbon.",
        },
        {
          step: "If mounts and ignition are sound, check rotational play at the crankshaft pulley with the engine off against the transaxle.",
          tools: ["Breaker bar", "Socket set"],
          expect:
            "A firm spring resistance; a loose or knocking free play with no spring feel points to the input damper.",
        },
      ],
      fix: "Replace worn engine mounts and torque rods as a set where more than one is worn. Correct misfires. A failed input damper is replaced with the transaxle separated from the engine.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace engine mount or torque rod",
            partsLow: 60,
            partsHigh: 350,
            laborHoursLow: 0.8,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the transaxle input damper",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 6,
            laborHoursHigh: 9,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and transaxle fluid refilled after separation.",
      },
      verdict: "ok",
      verdictReason:
        "It is uncomfortable but not a safety fault unless a mount has broken through; have the mounts checked soon.",
      codes: ["P0300"],
      terms: ["engine mount", "torque rod", "input damper"],
      related: ["power-split-transaxle-whine", "engine-failed-to-start-in-ready"],
    },
    {
      slug: "ford-hybrid-ecvt-stop-safely",
      title: "Ford or Lincoln hybrid shows Stop Safely Now or a wrench light with motor or generator codes",
      summary:
        "On Ford's eCVT hybrids (Escape, Fusion, C-Max, Lincoln MKZ Hybrid), a drive motor or generator performance code means the hybrid was shut down. Check 12 V health and connectors, then transaxle fluid and motor data with FDRS.",
      symptoms: [
        "Stop Safely Now or Hybrid System Fault message, sometimes while driving",
        "Wrench light and reduced power, or the car will not become Ready to Drive",
        "Drive motor or generator performance codes with a transaxle module code",
        "Whine or clunk from the transaxle before the warning appeared",
      ],
      symptomIds: ["reduced-power", "hybrid-warning", "transaxle-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Weak 12 V battery or corroded ground",
          why: "The transaxle control and hybrid modules reset on low voltage and log performance faults that vanish once voltage is stable.",
        },
        {
          likelihood: "occasional",
          part: "Transaxle low-voltage connector corrosion",
          why: "Sensor and module signals pass through connectors on the transaxle case that take road splash and can corrode.",
        },
        {
          likelihood: "occasional",
          part: "Internal eCVT fault in the motor, generator or bearings",
          why: "Worn bearings or a failing motor winding make motor torque deviate from command, which sets the performance codes.",
        },
        {
          likelihood: "rare",
          part: "Inverter or motor control module fault",
          why: "The module that drives the motors can fail internally and report motor or generator faults it created itself.",
        },
      ],
      checks: [
        {
          step: "Test the 12 V battery and read its voltage with the car in Ready.",
          tools: ["Battery tester", "Multimeter"],
          expect:
            "At least 12.4 V at rest and about 13.5–14.5 V in Ready from the DC-DC converter; lower readings must be fixed before trusting the codes.",
        },
        {
          step: "Read all module codes and freeze frames with Ford's factory software, noting the transaxle and hybrid module codes together.",
          tools: ["FDRS or equivalent scan tool"],
          expect:
            "Motor or generator performance codes that return after a clean 12 V supply point to the transaxle or its control module.",
        },
        {
          step: "Check transaxle fluid level and condition at the fill plug.",
          tools: ["Fill-plug socket", "Flashlight"],
          expect:
            "Fluid at the bottom of the fill hole and clean; burnt fluid or metal on the magnet supports an internal failure.",
        },
      ],
      fix: "Replace a weak 12 V battery and repair connectors first, then clear codes and road-test. Confirmed internal motor or generator faults mean a new or remanufactured transaxle; ask a Ford dealer whether the hybrid unique-component warranty still covers the VIN before paying for it. The high-voltage cables to the transaxle are orange: an owner must never unplug them.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace 12 V battery and repair grounds",
            partsLow: 150,
            partsHigh: 280,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the eCVT transaxle", partsLow: 3000, partsHigh: 6000, laborHoursLow: 8, laborHoursHigh: 14 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and work covered by the hybrid component warranty or any open recall for the VIN.",
      },
      verdict: "stop",
      verdictReason:
        "A Stop Safely Now message means the car can lose drive power; pull over where safe and have it towed rather than risk stalling in traffic.",
      codes: ["P0A90", "P0A92", "P0A78", "P0A7A"],
      terms: ["eCVT", "Stop Safely Now", "FDRS", "DC-DC converter"],
      related: ["motor-resolver-position-sensor-fault", "hybrid-12v-not-charging"],
      appliesTo: [
        {
          make: "ford",
          models: ["escape", "fusion", "c-max"],
          years: [2005, 2020],
          engines: [{ name: "2.5L/2.0L I4 hybrid", fuel: "hybrid" }],
        },
        {
          make: "lincoln",
          models: ["mkz"],
          years: [2011, 2020],
          engines: [{ name: "2.5L/2.0L I4 hybrid", fuel: "hybrid" }],
        },
        {
          make: "mercury",
          models: ["mariner", "milan"],
          years: [2006, 2011],
          engines: [{ name: "2.3L/2.5L I4 hybrid", fuel: "hybrid" }],
        },
      ],
    },
    {
      slug: "toyota-hybrid-brake-warning-hard-pedal",
      title: "Toyota or Lexus hybrid brake pedal goes hard or low with a brake system warning",
      summary:
        "The brake-by-wire system has dropped to its manual backup with no booster assist, so the pedal is hard and stops take longer. Low 12 V supply, a pedal stroke or pressure sensor and the brake actuator are the usual causes; read the skid control codes.",
      symptoms: [
        "Red BRAKE lamp with ABS and VSC lights and a Check Brake System message",
        "Pedal suddenly much harder to push, or travels farther before the car slows",
        "Car needs noticeably longer to stop from highway speed",
        "Often after a weak 12 V battery, a jump start or a low brake fluid warning",
      ],
      symptomIds: ["brake-feel"],
      causes: [
        {
          likelihood: "common",
          part: "Low 12 V supply to the skid control computer",
          why: "The brake computer and its pump need a steady 12 V; a failing auxiliary battery or poor ground drops the system to backup mode and sets a low supply voltage code.",
        },
        {
          likelihood: "occasional",
          part: "Brake pedal stroke sensor or master cylinder pressure sensor fault",
          why: "The computer reads driver demand from these sensors; an implausible signal makes it abandon brake-by-wire for manual braking.",
        },
        {
          likelihood: "occasional",
          part: "Brake actuator or booster pump unable to hold pressure",
          why: "On Camry, Avalon and Lexus hybrids as on the Prius, a worn pump or accumulator cannot supply the pressure brake-by-wire needs.",
        },
        {
          likelihood: "rare",
          part: "Brake fluid level low from worn pads or a leak",
          why: "The reservoir level switch trips the red lamp, and air drawn into the actuator upsets pedal feel.",
        },
      ],
      checks: [
        {
          step: "Measure the 12 V auxiliary battery at rest and in READY, and load-test it.",
          tools: ["Multimeter", "Battery tester"],
          expect:
            "At least 12.4 V at rest and 13.5–14.5 V in READY; a battery failing the load test or a reading under 12.0 V explains a low-voltage brake code.",
        },
        {
          step: "Read skid control codes and the pedal stroke and master cylinder pressure values while pressing the pedal slowly.",
          tools: ["Techstream or equivalent scan tool"],
          expect:
            "C1241 points to supply voltage and C1246 to the pressure sensor; both pedal values should rise smoothly with pedal travel with no dropouts.",
        },
        {
          step: "Check brake fluid level and pad thickness, and look for wet lines or calipers.",
          tools: ["Flashlight", "Pad gauge"],
          expect: "Fluid between MIN and MAX and pads above 3 mm; low fluid with thick pads means a leak.",
        },
      ],
      fix: "Replace a weak 12 V battery and clear codes, then confirm the pedal returns to normal assist. Replace a faulty stroke or pressure sensor, or the brake actuator, and run the factory scan tool's bleeding and linear-valve calibration procedures afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the 12 V auxiliary battery",
            partsLow: 150,
            partsHigh: 320,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a pedal stroke or pressure sensor",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the brake actuator and bleed",
            partsLow: 1200,
            partsHigh: 3000,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, brake fluid and any brake recall or warranty extension that may cover the actuator.",
      },
      verdict: "stop",
      verdictReason:
        "In backup mode the car still stops but needs far more pedal force and distance; do not drive it in traffic; have it towed, and never drive it if the pedal sinks.",
      codes: [
        { code: "C1241", makes: ["toyota", "lexus"] },
        { code: "C1246", makes: ["toyota"] },
      ],
      terms: ["brake-by-wire", "stroke sensor", "skid control", "brake actuator"],
      related: ["prius-brake-actuator-pump-failure", "toyota-hybrid-brakes-after-bleed", "regen-brake-lurch-low-speed"],
      appliesTo: [
        { make: "toyota", models: ["prius", "camry", "avalon", "highlander"], years: [2004, 2022] },
        { make: "lexus", models: ["es", "rx", "gs", "hs", "ct"], years: [2006, 2022] },
      ],
    },
    {
      slug: "regen-brake-lurch-low-speed",
      title: "Hybrid brakes grab, lurch or briefly let go just before stopping",
      summary:
        "At very low speed the hybrid stops regenerating and the friction brakes take over; if the hand-off is poor the car lurches, grabs or seems to coast for an instant. Rusted rotors, pads that seldom work, a wheel-speed sensor or software are the usual causes.",
      symptoms: [
        "Small surge or lurch at 5–10 mph while braking gently to a stop",
        "Brakes suddenly bite harder just before the car stops",
        "Worse after the car has sat for days or in wet, salty weather",
        "No warning lights, or an occasional ABS light",
      ],
      symptomIds: ["brake-feel"],
      causes: [
        {
          likelihood: "common",
          part: "Rusted or glazed rotors and pads from little friction braking",
          why: "Regeneration does most of the stopping, so the rotors rust and the pads glaze; when friction takes over, their bite is uneven.",
        },
        {
          likelihood: "occasional",
          part: "Weak or dirty wheel-speed sensor signal",
          why: "Below about 5 mph a weak signal looks like a locking wheel, so the system briefly releases pressure.",
        },
        {
          likelihood: "occasional",
          part: "Brake control software that a later calibration smooths",
          why: "Several makers issued updates to the regeneration to friction hand-off; a car that never received one keeps the original blend.",
        },
      ],
      checks: [
        {
          step: "Inspect rotor faces and pad surfaces, and measure rotor thickness variation.",
          tools: ["Flashlight", "Micrometer", "Dial indicator"],
          expect:
            "Clean, even rotor faces with thickness variation under 0.0005 in. (typical; confirm in the service information); rust bands or heavy glaze confirm the friction side.",
        },
        {
          step: "Log all four wheel-speed sensors on a slow stop, watching for one that drops out early.",
          tools: ["Scan tool with ABS data"],
          expect:
            "All four read within about 1 mph of each other down to a stop; a signal falling to zero early identifies the sensor or tone ring.",
        },
        {
          step: "Check for a brake control or hybrid software update for the VIN.",
          tools: ["Factory scan tool", "Service bulletin lookup"],
          expect: "An available calibration for brake feel at low speed is installed before parts are replaced.",
        },
      ],
      fix: "Resurface or replace rusted rotors and glazed pads, clean and lubricate the slides, then bed the pads with several firm stops. Replace a weak wheel-speed sensor or damaged tone ring. Install any available brake control software. Brake work on a brake-by-wire hybrid needs the system disabled first.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Software update and brake cleaning",
            partsLow: 0,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Pads and rotors on one axle",
            partsLow: 120,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, brake fluid and caliper hardware often replaced with rotors.",
      },
      verdict: "careful",
      verdictReason:
        "A lurch at walking pace can bump the car ahead in traffic; leave extra room and have the brakes inspected soon.",
      codes: [],
      terms: ["regenerative braking", "brake blending", "wheel-speed sensor"],
      related: [
        "brake-system/hybrid-ev-rusted-rotors-seized-calipers",
        "abs-system/brakes-let-go-over-bumps",
        "toyota-hybrid-brake-warning-hard-pedal",
      ],
    },
    {
      slug: "toyota-hybrid-brakes-after-bleed",
      title: "Toyota or Lexus hybrid brake pedal low or warning lit after a brake job or fluid flush",
      summary:
        "The brake actuator on Toyota and Lexus hybrids traps air and needs its own scan-tool bleed and calibration; a conventional pedal bleed leaves the pedal low and the brake warning on. Re-bleed with the factory procedure and run the linear valve calibration.",
      symptoms: [
        "Pedal lower or softer than before the brake job",
        "Red BRAKE lamp and ABS or VSC light came on after fluid service or caliper work",
        "Brake pump runs longer than usual after the service",
        "Codes for the actuator solenoids or pressure after the job",
      ],
      symptomIds: ["brake-feel"],
      causes: [
        {
          likelihood: "common",
          part: "Air trapped in the brake actuator after a pedal bleed",
          why: "The actuator's valves stay closed during normal bleeding, so air in them is only pushed out when the scan tool cycles them.",
        },
        {
          likelihood: "occasional",
          part: "Linear solenoid valve calibration not performed",
          why: "After the actuator or fluid is disturbed the computer must relearn valve offsets, or it sets codes and limits brake-by-wire.",
        },
        {
          likelihood: "rare",
          part: "Reservoir run dry during the flush",
          why: "Drawing the reservoir empty pulls air deep into the actuator and pump, which needs repeated cycles to purge.",
        },
      ],
      checks: [
        {
          step: "Read skid control codes and check whether the brake system was disabled before the work.",
          tools: ["Techstream or equivalent scan tool"],
          expect: "Codes logged at the time of the service confirm a procedure problem rather than a failed part.",
        },
        {
          step: "Bleed the actuator with the scan tool's air-bleeding routine, wheel by wheel, keeping the reservoir full.",
          tools: ["Techstream or equivalent scan tool", "Bleeder bottle"],
          expect: "Clear fluid with no bubbles from each bleeder, and the pedal stands firm at its normal height.",
        },
        {
          step: "Run the linear valve offset calibration and then read pump run time after several pedal applications.",
          tools: ["Techstream or equivalent scan tool", "Stopwatch"],
          expect:
            "Calibration completes with no codes and the pump stops within about 10 seconds after each press in READY.",
        },
      ],
      fix: "Re-bleed with the factory scan-tool routine, keeping the reservoir topped up, then run the linear valve calibration and clear codes. If the pedal stays low after a correct bleed, inspect for a leak or a failed actuator.",
      difficulty: 3,
      cost: {
        partsLow: 15,
        partsHigh: 40,
        laborHoursLow: 1,
        laborHoursHigh: 2,
        excludes: "Estimate; excludes taxes and any repair if the brake actuator or pump is found to have failed.",
      },
      verdict: "stop",
      verdictReason:
        "A low pedal after service can mean air in the actuator and much longer stops; do not drive it until the bleed and calibration are done.",
      codes: [],
      terms: ["brake actuator", "linear solenoid valve", "Techstream", "brake bleeding"],
      related: ["toyota-hybrid-brake-warning-hard-pedal", "prius-brake-actuator-pump-failure"],
      appliesTo: [
        { make: "toyota", models: ["prius", "camry", "avalon", "highlander", "rav4"], years: [2004, 2024] },
        { make: "lexus", models: ["es", "rx", "gs", "hs", "ct", "nx"], years: [2006, 2024] },
      ],
    },
    {
      slug: "ram-etorque-system-fault",
      title: "Ram 1500 or Jeep with eTorque shows a service eTorque warning and auto-stop quits",
      summary:
        "The 48 V eTorque system (belt starter-generator, 48 V battery and DC-DC converter) has logged a fault, so auto-stop and launch assist are off. Test the 12 V battery first, then the 48 V battery and motor generator with witech.",
      symptoms: [
        "Service eTorque System or battery message on the cluster",
        "Auto-stop never engages and the engine idles at every light",
        "Hard or slow restarts, or a no-crank with a charged 12 V battery",
        "Belt squeal at start-up or a burning rubber smell",
        "Low 12 V voltage or a 12 V battery that keeps going flat",
      ],
      symptomIds: ["mild-hybrid-fault", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Weak 12 V battery",
          why: "The 12 V battery runs the controllers and wakes the 48 V system; a weak one sets eTorque faults and blocks auto-stop.",
        },
        {
          likelihood: "occasional",
          part: "Failed belt starter-generator (motor generator unit)",
          why: "The unit both cranks the engine through the belt and charges; an internal winding or inverter fault removes both jobs.",
        },
        {
          likelihood: "occasional",
          part: "48 V battery pack or its internal DC-DC converter fault",
          why: "On the Ram the pack behind the rear seat holds the converter that charges the 12 V system; if it fails, the 12 V battery drains and the truck can stall.",
        },
        {
          likelihood: "rare",
          part: "Worn belt or dual tensioner",
          why: "The belt transmits starting torque, so slip shows as slow restarts and eTorque torque faults.",
        },
      ],
      checks: [
        {
          step: "Measure the 12 V battery at rest and with the engine running, and load-test it.",
          tools: ["Multimeter", "Battery tester"],
          expect:
            "At least 12.4 V at rest and about 13.5–14.8 V running; a failed load test is replaced before any eTorque part.",
        },
        {
          step: "Read codes in all modules and view 48 V battery voltage, state of charge and motor generator status.",
          tools: ["witech or equivalent scan tool"],
          expect:
            "Pack voltage near 48 V nominal (roughly 44–52 V depending on charge; confirm in the service information) with balanced cells; a low pack or converter code points to the pack.",
        },
        {
          step: "Inspect the belt and tensioner with the truck off and the key away.",
          tools: ["Flashlight", "Belt wear gauge"],
          expect: "No cracks, glazing or tensioner flutter; a slipping belt sends you to the belt repair first.",
        },
      ],
      fix: "Replace a weak 12 V battery and clear codes. Replace a failed motor generator or 48 V battery pack as the dealer's tests direct; the 48 V battery must be isolated first per the service procedure. 48 V is below the usual shock threshold but can arc and burn at high current: do not open the battery pack or unplug its cables unless trained. Check warranty coverage before paying.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the 12 V battery", partsLow: 180, partsHigh: 320, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace the belt starter-generator",
            partsLow: 900,
            partsHigh: 1800,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the 48 V battery pack",
            partsLow: 1500,
            partsHigh: 3500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a belt and tensioner done with the starter-generator, and repairs covered by warranty or a recall for the VIN.",
      },
      verdict: "careful",
      verdictReason:
        "Most trucks still run without eTorque, but a failed 48 V converter can drain the 12 V battery and stall the engine; keep trips short until fixed.",
      codes: ["P0A94"],
      terms: ["eTorque", "belt starter-generator", "48 V battery", "DC-DC converter"],
      related: ["mild-hybrid-belt-slip", "mild-hybrid-48v-dcdc-fault", "mild-hybrid-no-restart-after-auto-stop"],
      appliesTo: [ramETorque, jeepETorque],
    },
    {
      slug: "gm-eassist-service-hybrid-system",
      title: "Buick LaCrosse, Regal or Malibu eAssist shows Service Hybrid System and stops auto-stopping",
      summary:
        "GM's eAssist pairs a belt-driven motor generator with a roughly 115 V lithium-ion battery behind the rear seat; a battery, fan or motor generator fault ends auto-stop and assist. Check the 12 V battery and cooling intake, then read codes with GDS2.",
      symptoms: [
        "Service Hybrid System or Service Battery Charging System message",
        "Engine no longer shuts off at stops and fuel economy drops",
        "Less pull from a stop with a noticeable lag",
        "Belt squeal or chirp on restarts, or a whine from the motor generator",
      ],
      symptomIds: ["mild-hybrid-fault", "hybrid-warning", "mpg-drop"],
      causes: [
        {
          likelihood: "common",
          part: "Blocked battery cooling intake or failed battery fan",
          why: "The eAssist battery is air-cooled through a vent near the rear seat; a blocked vent or dead fan overheats it and the system shuts off to protect it.",
        },
        {
          likelihood: "occasional",
          part: "Worn belt or tensioner on the motor generator drive",
          why: "The belt carries cranking and assist torque, and slip makes the motor generator report torque and speed faults.",
        },
        {
          likelihood: "occasional",
          part: "Failed motor generator unit or its internal inverter",
          why: "The liquid-cooled motor generator replaces the alternator; an internal failure ends both charging help and auto-stop.",
        },
        {
          likelihood: "rare",
          part: "High-voltage battery module imbalance",
          why: "An aging cell group that drifts from the others triggers the battery control module's limits.",
        },
      ],
      checks: [
        {
          step: "Test the 12 V battery and check the running voltage at its terminals.",
          tools: ["Battery tester", "Multimeter"],
          expect: "At least 12.4 V at rest and 13.5–14.8 V running; a weak 12 V battery is fixed first.",
        },
        {
          step: "Clear the battery cooling intake behind the rear seat and confirm the fan runs when commanded.",
          tools: ["GDS2 or equivalent scan tool", "Flashlight"],
          expect:
            "Airflow felt at the outlet with the fan commanded on; battery temperature in live data within about 10 °F of cabin temperature after a cold soak.",
        },
        {
          step: "Read high-voltage battery voltage, cell group voltages and motor generator codes.",
          tools: ["GDS2 or equivalent scan tool"],
          expect:
            "Cell groups within about 0.1 V of each other (typical; confirm in the service information); a wider spread points to the battery, motor codes to the generator unit.",
        },
      ],
      fix: "Clean the intake and replace a dead fan, replace a worn belt and tensioner, or replace the motor generator or battery as GDS2 tests direct. The battery and its orange cables are high voltage: only a trained technician may disconnect them, using GM's service disconnect procedure.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the intake or replace the battery fan",
            partsLow: 0,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the motor generator unit",
            partsLow: 900,
            partsHigh: 2000,
            laborHoursLow: 2,
            laborHoursHigh: 3.5,
          },
          {
            name: "Replace the eAssist battery",
            partsLow: 1800,
            partsHigh: 3500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a belt and tensioner replaced with the motor generator, and any GM hybrid warranty coverage still in force for the VIN.",
      },
      verdict: "careful",
      verdictReason:
        "The car usually keeps running on the engine alone, but charging can fail with the motor generator; have it checked before a long trip.",
      codes: [],
      terms: ["eAssist", "motor generator unit", "accessory power module", "GDS2"],
      related: ["mild-hybrid-belt-slip", "mild-hybrid-no-restart-after-auto-stop"],
      appliesTo: [buickEAssist, chevroletEAssist],
    },
    {
      slug: "mercedes-eq-boost-isg-fault",
      title: "Mercedes with EQ Boost shows a 48 V or starter-generator warning and may not restart",
      summary:
        "On the M256 inline-six the integrated starter-generator (ISG) replaces starter and alternator, so an ISG or 48 V battery fault can leave the car unable to start or charge. Read codes with XENTRY and test both batteries before condemning the ISG.",
      symptoms: [
        "48 V on-board electrical system malfunction or visit workshop message",
        "Engine will not restart after an auto-stop, or will not start at all",
        "ECO start-stop stops working and the 12 V battery drains",
        "Loss of boost on launch and a rougher engine start",
      ],
      symptomIds: ["mild-hybrid-fault", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Weak 12 V battery or 48 V battery fault",
          why: "The 12 V battery powers the control units that wake the 48 V system, and the 48 V battery powers the ISG to crank the engine; either one low blocks a start.",
        },
        {
          likelihood: "occasional",
          part: "Failed integrated starter-generator or its power electronics",
          why: "With no belt-driven alternator or conventional starter, a failed ISG removes both cranking and charging.",
        },
        {
          likelihood: "occasional",
          part: "48 V to 12 V DC-DC converter fault",
          why: "The converter keeps the 12 V system charged; when it fails the 12 V battery drains while driving.",
        },
        {
          likelihood: "rare",
          part: "Wiring or ground fault in the 48 V circuit",
          why: "A loose 48 V ground or connector gives voltage drops the control units read as a system fault.",
        },
      ],
      checks: [
        {
          step: "Test the 12 V battery at rest and while running, and check it against its registered type.",
          tools: ["Battery tester", "Multimeter"],
          expect:
            "At least 12.4 V at rest and about 13.8–14.8 V running; a drained 12 V battery with the engine running points to the DC-DC converter.",
        },
        {
          step: "Run a quick test of all control units and read the 48 V battery and ISG status values.",
          tools: ["XENTRY or equivalent scan tool"],
          expect:
            "48 V battery at roughly 44–52 V depending on charge (typical; confirm in the service information) and no ISG faults; ISG or converter codes confirm the part.",
        },
        {
          step: "Check for service campaigns and software updates for the VIN before replacing parts.",
          tools: ["XENTRY or dealer lookup"],
          expect: "Installed control-unit software at the latest level; an open campaign is done first.",
        },
      ],
      fix: "Replace or charge the 12 V battery and clear faults. Replace a failed DC-DC converter or 48 V battery, or the ISG, which requires removing the transmission on the M256. 48 V circuits must be de-energized per the service procedure; do not open the 48 V battery or unplug its cables yourself.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace and register the 12 V battery",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the 48 V battery or DC-DC converter",
            partsLow: 1000,
            partsHigh: 3000,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the integrated starter-generator",
            partsLow: 2500,
            partsHigh: 5000,
            laborHoursLow: 8,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, transmission fluid and seals replaced with the ISG, and any warranty or campaign coverage for the VIN.",
      },
      verdict: "careful",
      verdictReason:
        "A failed ISG or converter can leave the car stranded or draining its 12 V battery; keep trips short and have it checked before it stops restarting.",
      codes: ["P0A94", "P0562"],
      terms: ["EQ Boost", "integrated starter-generator", "XENTRY"],
      related: ["mild-hybrid-48v-dcdc-fault", "mild-hybrid-no-restart-after-auto-stop"],
      appliesTo: [
        {
          make: "mercedes-benz",
          models: ["e-class", "cls-class", "gle-class", "gls-class", "s-class"],
          years: [2019, 2025],
          engines: [{ name: "M256 3.0L turbo I6 EQ Boost", liters: 3.0, fuel: "hybrid" }],
        },
      ],
    },
    {
      slug: "audi-48v-mhev-fault",
      title: "Audi 3.0 TFSI mild hybrid shows an electrical system fault and auto-stop or coasting stops working",
      summary:
        "The Audi 3.0 TFSI mild hybrid uses a belt alternator starter and a 48 V lithium-ion battery under the luggage floor. A weak 12 V battery, a 48 V battery or converter fault or a failed starter unit disables start-stop and coasting; read codes with ODIS.",
      symptoms: [
        "Electrical system malfunction or start-stop not available message",
        "Engine no longer shuts off when coasting or at stops",
        "12 V battery drains or the car will not start after sitting",
        "Chirp from the accessory belt at start-up",
      ],
      symptomIds: ["mild-hybrid-fault"],
      causes: [
        {
          likelihood: "common",
          part: "Weak 12 V battery or one fitted without coding",
          why: "The energy manager reads the 12 V battery's health; a weak or unregistered battery makes it switch off start-stop and coasting.",
        },
        {
          likelihood: "occasional",
          part: "48 V battery or DC-DC converter fault",
          why: "The 48 V battery supplies the belt alternator starter and feeds the 12 V side through the converter; a fault in either disables the mild hybrid.",
        },
        {
          likelihood: "occasional",
          part: "Failed belt alternator starter",
          why: "It both restarts the engine and charges; an internal fault leaves the engine to restart on the 12 V starter only.",
        },
      ],
      checks: [
        {
          step: "Test the 12 V battery and confirm it is registered to the car with the scan tool.",
          tools: ["Battery tester", "ODIS or equivalent scan tool"],
          expect: "At least 12.4 V at rest and a battery type and capacity coded to match the label.",
        },
        {
          step: "Read 48 V battery voltage, state of charge and converter output in live data with the engine running.",
          tools: ["ODIS or equivalent scan tool", "Multimeter"],
          expect:
            "48 V battery near 48 V (roughly 44–52 V by charge, typical; confirm in the service information) and 12 V side at 13.5–14.8 V; low readings locate the battery or converter.",
        },
        {
          step: "Inspect the accessory belt and tensioner with the ignition off and the key away.",
          tools: ["Flashlight", "Belt wear gauge"],
          expect: "No glazing or cracks and a tensioner that does not flutter at start-up.",
        },
      ],
      fix: "Replace and code a weak 12 V battery. Replace a failed 48 V battery, converter or belt alternator starter as ODIS tests direct, and check for open recalls and software updates for the VIN first. The 48 V battery and its cables must be disconnected per Audi's procedure; do not open the battery housing.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace and code the 12 V battery",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the belt alternator starter",
            partsLow: 900,
            partsHigh: 1800,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          { name: "Replace the 48 V battery", partsLow: 1500, partsHigh: 3500, laborHoursLow: 1.5, laborHoursHigh: 3 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a belt replaced with the starter unit and any warranty or recall coverage for the VIN.",
      },
      verdict: "careful",
      verdictReason:
        "The car normally still drives, but a failing converter can flatten the 12 V battery and strand it; have it diagnosed soon.",
      codes: ["P0A94"],
      terms: ["mild hybrid", "belt alternator starter", "ODIS"],
      related: ["mild-hybrid-48v-dcdc-fault", "mercedes-eq-boost-isg-fault"],
      appliesTo: [
        {
          make: "audi",
          models: ["a6", "a7", "a8", "q7", "q8"],
          years: [2019, 2025],
          engines: [{ name: "3.0L TFSI V6 48 V mild hybrid", liters: 3.0, fuel: "hybrid" }],
        },
      ],
    },
    {
      slug: "mild-hybrid-48v-dcdc-fault",
      title: "Mild hybrid's 12 V battery keeps going flat while the 48 V system shows a fault",
      summary:
        "On a 48 V mild hybrid a DC-DC converter, not an alternator, charges the 12 V battery; if it or the 48 V battery fails, the 12 V battery drains while driving until the car stalls. Measure 12 V charging voltage with the engine running.",
      symptoms: [
        "12 V battery low or dead after short drives even though it is new",
        "Battery or 48 V system warning with the engine running",
        "Auto-stop never engages and accessories reset or flicker",
        "Car cranks slowly or not at all in the morning",
      ],
      symptomIds: ["mild-hybrid-fault"],
      causes: [
        {
          likelihood: "common",
          part: "DC-DC converter not supplying the 12 V side",
          why: "With no alternator on the belt in most 48 V designs, a dead converter leaves the 12 V battery to power everything until it is empty.",
        },
        {
          likelihood: "occasional",
          part: "48 V battery at low charge or faulted",
          why: "A 48 V pack that cannot deliver current gives the converter nothing to convert, and the system shuts it down.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded 12 V ground or converter output cable",
          why: "A resistive joint drops the charging voltage before it reaches the battery, so the converter works but the battery still discharges.",
        },
      ],
      checks: [
        {
          step: "With the engine running and loads off, measure voltage directly at the 12 V battery posts.",
          tools: ["Multimeter"],
          expect:
            "About 13.5–14.8 V with the system charging; a reading near 12.0–12.6 V that falls over time means the 12 V side is not being charged.",
        },
        {
          step: "Measure voltage drop from the converter output to the battery positive and on the ground path with loads on.",
          tools: ["Multimeter"],
          expect:
            "Under about 0.2 V on each side; more than that points to a cable, fuse or ground joint rather than the converter.",
        },
        {
          step: "Read converter and 48 V battery codes and live data: pack voltage, state of charge and converter status.",
          tools: ["Factory-level scan tool"],
          expect:
            "A converter performance or 14 V power module code with a healthy pack confirms the converter; a low or faulted pack sends you to the battery.",
        },
      ],
      fix: "Repair a resistive cable or ground. Otherwise replace the DC-DC converter (on some trucks it is built into the 48 V battery pack) or the 48 V battery, then charge and test the 12 V battery or replace it if it was deeply discharged. 48 V work needs the system isolated per the service procedure.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair a charging cable or ground",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the DC-DC converter",
            partsLow: 500,
            partsHigh: 1500,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the 48 V battery with built-in converter",
            partsLow: 1500,
            partsHigh: 3500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a 12 V battery ruined by deep discharge and any warranty coverage for the VIN.",
      },
      verdict: "careful",
      verdictReason:
        "Once the 12 V battery runs down the engine can stall and lights and power steering assist can fail; drive only short distances until the charging is restored.",
      codes: ["P0A94", "P0A8D", "P0A8F", "P0562"],
      terms: ["DC-DC converter", "48 V", "14 V power module"],
      related: [
        "ram-etorque-system-fault",
        "mercedes-eq-boost-isg-fault",
        "audi-48v-mhev-fault",
        "hybrid-12v-not-charging",
      ],
    },
    {
      slug: "mild-hybrid-no-restart-after-auto-stop",
      title: "Mild hybrid stalls at auto-stop and needs the start button to restart",
      summary:
        "A starter-generator normally restarts the engine in a fraction of a second; when it cannot, the car stays off until the driver restarts it. Check the belt and tensioner, the 48 V battery charge and the starter-generator before the 12 V battery.",
      symptoms: [
        "Engine stays off when the brake is released after an auto-stop",
        "Message asking the driver to restart manually or to shift to P",
        "Loud chirp or slap from the belt on restarts that do happen",
        "Rough or delayed restarts, especially when the engine is hot",
      ],
      symptomIds: ["mild-hybrid-fault"],
      causes: [
        {
          likelihood: "common",
          part: "Slipping belt or weak dual tensioner on a belt starter-generator",
          why: "The belt must transmit cranking torque in the opposite direction to normal charging; a worn belt or tensioner slips and the restart fails.",
        },
        {
          likelihood: "occasional",
          part: "48 V battery state of charge too low for a restart",
          why: "A pack that has not been recharged on short trips or has aged cannot supply cranking current, so the computer blocks or aborts the restart.",
        },
        {
          likelihood: "occasional",
          part: "Starter-generator winding, position sensor or inverter fault",
          why: "The unit's control electronics must know rotor position to crank; a sensor or inverter fault stops it cranking at all.",
        },
      ],
      checks: [
        {
          step: "Inspect the belt and watch the tensioner during a restart with the hood open, keeping hands well away.",
          tools: ["Flashlight", "Belt wear gauge"],
          expect:
            "Tensioner arm movement of no more than about 1/4 in. and no belt slip; a flapping arm or glazed belt is the cause.",
        },
        {
          step: "Read 48 V battery state of charge and voltage before and during an auto-stop in live data.",
          tools: ["Factory-level scan tool"],
          expect:
            "Pack voltage stays above about 44 V during restart cranking (typical; confirm in the service information); a deep dip points to the 48 V battery.",
        },
        {
          step: "Read codes for the starter-generator and its position and temperature sensors.",
          tools: ["Factory-level scan tool"],
          expect: "Motor generator faults with a good belt and battery confirm the unit.",
        },
      ],
      fix: "Replace a worn belt and tensioner together with the OE parts, charge or replace the 48 V battery, or replace the starter-generator as the tests show, then clear codes and confirm several auto-stop restarts.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace belt and dual tensioner",
            partsLow: 120,
            partsHigh: 400,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the belt starter-generator",
            partsLow: 900,
            partsHigh: 1800,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a 48 V battery if it has failed and any warranty coverage for the VIN.",
      },
      verdict: "careful",
      verdictReason:
        "A car that stays off at a green light can be hit from behind; turn auto-stop off with its button until it is repaired.",
      codes: [],
      terms: ["belt starter-generator", "auto-stop", "dual tensioner", "48 V"],
      related: ["engine-wont-start/stop-start-wont-restart", "mild-hybrid-belt-slip", "mild-hybrid-48v-dcdc-fault"],
    },
    {
      slug: "prius-coolant-heat-storage-fault",
      title: "2004–2009 Prius starts rough and heats slowly, with a coolant pump code or gurgling at shut-off",
      summary:
        "The 2004–2009 Prius stores hot coolant in an insulated tank and pumps it into the head before a cold start; a failed storage pump or valve means rough cold starts and slow heat. Test the pump and valve, then bleed the cooling system properly.",
      symptoms: [
        "Rough or shaky first engine start after the car sat for a few hours",
        "Heat takes much longer to arrive in winter",
        "Whirring or gurgling from the front of the car after shut-off or when unlocking",
        "Check engine light with a coolant pump circuit code",
      ],
      symptomIds: ["coolant-loss", "engine-runs-more"],
      causes: [
        {
          likelihood: "common",
          part: "Failed electric coolant heat storage pump",
          why: "The small pump that moves stored hot coolant into the head before start wears out or its connector corrodes, so the engine starts cold.",
        },
        {
          likelihood: "occasional",
          part: "Coolant heat storage valve stuck",
          why: "The valve that routes coolant to and from the storage tank sticks with old coolant, so the tank neither fills with hot coolant nor empties it into the head.",
        },
        {
          likelihood: "occasional",
          part: "Air trapped after a coolant change",
          why: "The long hose run to the storage tank traps air unless the system is bled with the pump run from the scan tool.",
        },
        {
          likelihood: "rare",
          part: "Storage tank lost its vacuum insulation",
          why: "A tank that no longer holds heat overnight returns cold coolant, so the pre-warming achieves nothing.",
        },
      ],
      checks: [
        {
          step: "Read codes and, after an overnight soak, compare engine coolant temperature with the storage tank outlet temperature in live data.",
          tools: ["Scan tool with Toyota data"],
          expect:
            "A working tank holds coolant well above ambient for up to about 3 days, often 150 °F or more the next morning (typical; confirm in the service information); ambient-level readings mean the tank or valve is not doing its job.",
        },
        {
          step: "Command the heat storage pump on with the scan tool and listen and feel at the pump and hoses.",
          tools: ["Scan tool with Toyota data", "Mechanic's stethoscope"],
          expect:
            "A steady hum and warm coolant reaching the head; silence with power at the connector means the pump has failed.",
        },
        {
          step: "Bleed the cooling system per the service procedure with the pump commanded on, then pressure-test it.",
          tools: ["Cooling-system pressure tester", "Scan tool"],
          expect: "Holds about 15 psi for 15 minutes and no gurgling after bleeding.",
        },
      ],
      fix: "Replace the failed heat storage pump or valve, or the tank if its insulation has failed, and refill with Toyota Super Long Life Coolant, bleeding with the pump run from the scan tool. Some owners bypass the tank; that avoids repair cost but gives up warm starts and raises cold-start emissions.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Bleed the cooling system", partsLow: 20, partsHigh: 60, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
          {
            name: "Replace the heat storage pump or valve",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and the storage tank itself if it has lost insulation.",
      },
      verdict: "ok",
      verdictReason:
        "The car is safe to drive; starts are rougher and heating slower, so fix it before winter, and watch the coolant level meanwhile.",
      codes: ["P2600", "P2601"],
      terms: ["coolant heat storage", "Super Long Life Coolant", "cold start"],
      related: ["hybrid-engine-never-shuts-off", "hybrid-inverter-pump-failure"],
      appliesTo: [toyotaPriusGen2],
    },
    {
      slug: "hybrid-oil-fuel-aging-little-engine-run",
      title: "Plug-in or hybrid engine that rarely runs has stale fuel, milky oil or runs its engine by itself",
      summary:
        "An engine that runs only minutes a week never gets hot enough to drive moisture and fuel out of the oil, and fuel in the tank ages for months. Change oil by the time limit, not the mileage, use fresh fuel, and let the car run its own maintenance cycles.",
      symptoms: [
        "Milky or mayonnaise-like film under the oil filler cap",
        "Oil level rising between changes and smelling of gasoline",
        "Engine starts by itself with the battery charged, or a fuel or engine maintenance message appears",
        "Rough running or hesitation on the first engine runs after months in electric mode",
      ],
      symptomIds: ["engine-runs-more", "coolant-loss", "ev-mode-unavailable"],
      causes: [
        {
          likelihood: "common",
          part: "Condensation and fuel dilution from short, cold engine runs",
          why: "Water from combustion and unburned fuel collect in the crankcase when the oil never stays above about 212 °F long enough to boil them off.",
        },
        {
          likelihood: "common",
          part: "Gasoline left in the tank for a year or more",
          why: "Fuel loses its light ends and oxidizes, so a plug-in that charges every night can go through a tank in a year or never.",
        },
        {
          likelihood: "occasional",
          part: "Oil changed by mileage only",
          why: "A car that covers 6,000 electric miles a year may never reach the oil change mileage, leaving the same oil in the engine for years.",
        },
      ],
      checks: [
        {
          step: "Check the oil level against the dipstick marks cold, and look under the filler cap.",
          tools: ["Shop towel", "Flashlight"],
          expect:
            "Level between the marks and no emulsion; a level well above FULL with a fuel smell means dilution, and light beige film means water.",
        },
        {
          step: "Send an oil sample for analysis if dilution is suspected.",
          tools: ["Oil analysis kit"],
          expect:
            "Fuel dilution under about 2% is normal; 4% or more means the oil should be changed now and the driving pattern changed.",
        },
        {
          step: "Read the fuel and engine maintenance counters or messages in the car's menus or with a scan tool.",
          tools: ["Scan tool"],
          expect:
            "On a 2011–2019 Chevrolet Volt, fuel maintenance mode starts when the fuel is about one year old and engine maintenance mode when the engine has not run for about six weeks (confirm in the owner's manual).",
        },
      ],
      fix: "Change the oil at the time limit in the maintenance guide even when the mileage is low, with the specified grade (0W-20 or 0W-16 on most Toyota hybrids). Let fuel and engine maintenance cycles finish rather than interrupting them, keep only a partial tank on a plug-in that seldom uses fuel, and drive long enough occasionally for the engine to reach full temperature.",
      difficulty: 1,
      cost: {
        partsLow: 40,
        partsHigh: 90,
        laborHoursLow: 0.4,
        laborHoursHigh: 0.6,
        excludes: "Estimate; excludes taxes, oil analysis fees and fresh fuel.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; the risk is slow engine wear and rough running, fixed with time-based oil changes and fresh fuel.",
      codes: [],
      terms: ["fuel dilution", "fuel maintenance mode", "plug-in hybrid"],
      related: ["hybrid-engine-never-shuts-off", "ev-mode-unavailable"],
      commonOn: [
        { make: "chevrolet", models: ["volt"], years: [2011, 2019] },
        { make: "toyota", models: ["prius"], years: [2017, 2024] },
      ],
    },
    {
      slug: "hyundai-kia-hsg-fault",
      title: "Hyundai or Kia hybrid drives on electric only and the engine will not start, with a hybrid warning",
      summary:
        "On Hyundai and Kia hybrids the belt-driven hybrid starter generator (HSG) cranks the engine and charges the battery; a worn belt or failed HSG leaves the car on battery power until it runs out. Inspect the belt, then test the HSG with GDS.",
      symptoms: [
        "Check hybrid system warning and the engine does not start when the car asks for it",
        "Car drives on the motor and then loses power as the battery runs down",
        "Squeal, chirp or slap from the HSG belt when the engine starts",
        "Engine restarts slowly or roughly after electric driving",
      ],
      symptomIds: ["engine-wont-start-ready", "hybrid-warning", "reduced-power"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or stretched HSG belt or weak tensioner",
          why: "The belt carries the starting torque from the hybrid starter generator to the crankshaft; slip or a broken belt means no engine start.",
        },
        {
          likelihood: "occasional",
          part: "Failed hybrid starter generator or its inverter",
          why: "An internal winding, resolver or inverter fault stops the HSG cranking and charging, and the hybrid computer sets an HSG fault.",
        },
        {
          likelihood: "rare",
          part: "Damaged HSG connector or high-voltage cable",
          why: "Road debris or a previous repair can damage the HSG connections, which the system sees as a motor or isolation fault.",
        },
      ],
      checks: [
        {
          step: "With the car fully off and the key away, inspect the HSG belt for cracks, glazing and tension.",
          tools: ["Flashlight", "Belt tension gauge"],
          expect:
            "Belt tension within the service spec and no visible wear; a glazed, cracked or loose belt is replaced first.",
        },
        {
          step: "Read hybrid control unit codes and HSG speed, torque and temperature data during a commanded engine start.",
          tools: ["GDS or equivalent scan tool"],
          expect:
            "Engine speed passing about 1,000 rpm within a second or two, with HSG speed rising in step through the belt ratio (typical; confirm in the service information); no rise or an HSG fault points to the unit.",
        },
        {
          step: "Have a certified technician check HSG phase and insulation resistance with the high-voltage system isolated.",
          tools: ["Insulation tester", "Class 0 insulating gloves"],
          expect:
            "Phases balanced and insulation of at least several megohms at 500 V (typical; confirm the minimum in the service information); a low reading condemns the HSG or cable.",
        },
      ],
      fix: "Replace the HSG belt and tensioner, or the HSG, as the tests show, and clear codes. The HSG is high voltage: never unplug its orange cable or work on it without the high-voltage system isolated by a certified technician. Check for any warranty coverage or campaign before paying.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Replace HSG belt and tensioner", partsLow: 80, partsHigh: 250, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Replace the hybrid starter generator",
            partsLow: 900,
            partsHigh: 2000,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and any hybrid warranty or campaign coverage for the VIN.",
      },
      verdict: "stop",
      verdictReason:
        "Without the HSG the engine cannot start and drive power ends when the battery empties; have it towed or driven only the shortest distance to a shop.",
      codes: ["P0A0F"],
      terms: ["hybrid starter generator", "HSG", "TMED"],
      related: ["hyundai-kia-engine-clutch-shudder", "engine-failed-to-start-in-ready"],
      appliesTo: hyundaiKiaTmedHybrids,
    },
    {
      slug: "hyundai-kia-engine-clutch-shudder",
      title: "Hyundai or Kia hybrid shudders or jerks when the engine joins in",
      summary:
        "Hyundai and Kia hybrids (TMED layout) couple the engine to the drive motor through a wet engine clutch; a worn clutch, wrong fluid level or old software makes the hand-off shudder or jerk. Check for software updates and fluid level first.",
      symptoms: [
        "Shudder or judder as the engine starts and couples while accelerating gently",
        "Jerk or clunk between 15 and 40 mph as the car switches from electric to engine drive",
        "Engine revs flare briefly before the car picks up speed",
        "Hybrid warning with an engine clutch code in some cases",
      ],
      symptomIds: ["engine-start-shudder", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Hybrid control or transmission software needing an update",
          why: "Hyundai and Kia have issued recalibrations for engine-clutch engagement and shift quality; an older calibration engages harshly.",
        },
        {
          likelihood: "occasional",
          part: "Low or degraded transmission fluid",
          why: "The engine clutch is wet and runs in transmission fluid; low or worn fluid changes its grip and makes it shudder.",
        },
        {
          likelihood: "occasional",
          part: "Worn engine clutch",
          why: "Friction plates that slip and then grab make the coupling uneven, and the computer sets slip codes when it cannot match speeds.",
        },
        {
          likelihood: "rare",
          part: "Worn engine or transmission mounts",
          why: "Worn mounts let the engine rock when torque arrives and make a normal engagement feel like a jerk.",
        },
      ],
      checks: [
        {
          step: "Look up software updates and service bulletins for the VIN and install any that apply.",
          tools: ["GDS or equivalent scan tool"],
          expect:
            "The hybrid and transmission control units at the latest calibration before any hardware is replaced.",
        },
        {
          step: "Log engine speed, motor speed and engine clutch pressure or slip on a road test through engine start-up.",
          tools: ["GDS or equivalent scan tool"],
          expect:
            "Engine and motor speed match within about 50 rpm once the clutch is engaged (typical; confirm in the service information); a persistent gap means slip.",
        },
        {
          step: "Check transmission fluid level by the service procedure at the specified fluid temperature.",
          tools: ["Scan tool", "Fill-plug socket"],
          expect:
            "Level correct at the specified temperature (often around 122–140 °F; confirm in the service information) and fluid not burnt.",
        },
      ],
      fix: "Install the latest software, correct the fluid level or change the fluid, and replace worn mounts. A slipping engine clutch is replaced with the transmission removed, or the transmission is replaced as a unit on some models.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Software update and fluid service",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the engine clutch or transmission",
            partsLow: 1500,
            partsHigh: 4500,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and any powertrain or hybrid warranty coverage for the VIN.",
      },
      verdict: "careful",
      verdictReason:
        "A harsh hand-off can surprise the driver in traffic, and a slipping clutch can suddenly lose engine drive; have it checked soon.",
      codes: [],
      terms: ["TMED", "engine clutch", "hybrid control unit"],
      related: ["hyundai-kia-hsg-fault", "honda-two-motor-hybrid-engine-clutch"],
      appliesTo: hyundaiKiaTmedHybrids,
    },
    {
      slug: "honda-two-motor-hybrid-engine-clutch",
      title: "Honda Accord or CR-V hybrid shudders, surges or drones at highway cruise",
      summary:
        "Honda's two-motor hybrid locks the engine to the wheels through a clutch only at steady cruise. A shudder or surge as that clutch engages or releases usually needs a software update or fluid service; mounts and the clutch itself come after.",
      symptoms: [
        "Light shudder or surge at steady 40–70 mph as the engine locks to the wheels",
        "Engine revs rise and fall with no change in road speed",
        "Drone or moan from the engine at cruise that sounds like a slipping transmission",
        "Check hybrid system message in some cases",
      ],
      symptomIds: ["engine-start-shudder", "hybrid-warning", "transaxle-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Hybrid or transmission software that Honda has since revised",
          why: "The engagement of the lock-up clutch and the engine's generator load are set in software; an updated calibration smooths the change.",
        },
        {
          likelihood: "occasional",
          part: "Transmission fluid overdue for change",
          why: "The lock-up clutch runs in the transmission fluid; worn fluid changes its friction so it slips and grabs.",
        },
        {
          likelihood: "occasional",
          part: "Worn engine mount",
          why: "A collapsed mount lets engine pulses reach the body when the engine is coupled to the wheels.",
        },
        {
          likelihood: "rare",
          part: "Worn lock-up clutch or clutch control solenoid",
          why: "A clutch that cannot hold or a sticking solenoid makes engine and road speed slip apart.",
        },
      ],
      checks: [
        {
          step: "Check for Honda software updates and service bulletins for the VIN.",
          tools: ["Honda HDS or equivalent scan tool"],
          expect: "All hybrid and transmission control software at the latest level before any parts are changed.",
        },
        {
          step: "Log engine speed, vehicle speed and drive mode on a steady highway cruise through the shudder.",
          tools: ["Honda HDS or equivalent scan tool"],
          expect:
            "In engine-drive mode engine rpm holds a fixed ratio to road speed; rpm wandering by more than about 100 rpm while speed holds steady points to clutch slip (typical; confirm in the service information).",
        },
        {
          step: "Check the transmission fluid level and condition and the maintenance minder history.",
          tools: ["Flashlight", "Fill-plug socket"],
          expect: "Correct level and clean fluid with the change done when the maintenance minder called for it.",
        },
      ],
      fix: "Install the current software and change the transmission fluid with the fluid Honda specifies for the hybrid transmission. Replace a worn engine mount. A confirmed slipping lock-up clutch or solenoid fault means transmission repair or replacement, often covered by the hybrid or powertrain warranty.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Software update and fluid change",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.8,
          },
          { name: "Replace an engine mount", partsLow: 100, partsHigh: 300, laborHoursLow: 1, laborHoursHigh: 2.5 },
          {
            name: "Replace the hybrid transmission",
            partsLow: 3000,
            partsHigh: 6500,
            laborHoursLow: 6,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and repairs under warranty or a campaign for the VIN.",
      },
      verdict: "careful",
      verdictReason:
        "The car keeps driving, but a worsening shudder can lead to a slip and a hybrid warning; have it inspected soon.",
      codes: [],
      terms: ["two-motor hybrid", "lock-up clutch", "engine drive mode"],
      related: ["hyundai-kia-engine-clutch-shudder", "power-split-transaxle-whine"],
      appliesTo: [
        {
          make: "honda",
          models: ["accord"],
          years: [2014, 2015],
          engines: [{ name: "2.0L I4 two-motor hybrid", liters: 2.0, fuel: "hybrid" }],
        },
        {
          make: "honda",
          models: ["accord"],
          years: [2017, 2025],
          engines: [{ name: "2.0L I4 two-motor hybrid", liters: 2.0, fuel: "hybrid" }],
        },
        {
          make: "honda",
          models: ["cr-v"],
          years: [2020, 2025],
          engines: [{ name: "2.0L I4 two-motor hybrid", liters: 2.0, fuel: "hybrid" }],
        },
        {
          make: "honda",
          models: ["insight"],
          years: [2019, 2022],
          engines: [{ name: "1.5L I4 two-motor hybrid", liters: 1.5, fuel: "hybrid" }],
        },
      ],
    },
    {
      slug: "ev-mode-unavailable",
      title: "EV mode button gives an EV Mode Unavailable message, or the car never drives on electricity",
      summary:
        "EV mode is refused when charge is low, the engine is still warming up, speed or throttle is too high or the battery is too hot or cold. If it is refused on a warm car with a charged battery, suspect a clogged battery cooling fan or a worn battery.",
      symptoms: [
        "EV Mode Unavailable message when the button is pressed",
        "EV mode cancels after a few hundred feet or as soon as the pedal is pressed harder",
        "Engine starts in the driveway even with the battery gauge showing several bars",
        "Battery gauge swings quickly from full to low",
      ],
      symptomIds: ["ev-mode-unavailable", "engine-runs-more", "mpg-drop"],
      causes: [
        {
          likelihood: "common",
          part: "Normal limits: cold engine, low charge, speed or defroster demand",
          why: "The hybrid computer allows EV mode only with enough charge, a warm engine, low speed and light throttle, and without heavy defrost or heating demand.",
        },
        {
          likelihood: "occasional",
          part: "Clogged hybrid battery cooling fan or intake",
          why: "Pet hair and lint on the fan and filter let the battery overheat, and a hot battery is kept out of EV mode and limited in power.",
        },
        {
          likelihood: "occasional",
          part: "Aging hybrid battery with weak modules",
          why: "Weak modules sag under load, so the computer sees too little usable charge to allow electric driving.",
        },
      ],
      checks: [
        {
          step: "After a 15-minute drive, press EV mode at a stop with the battery gauge above half and the defroster off.",
          tools: ["Road test"],
          expect:
            "On a 2010–2015 Prius EV mode is allowed at up to about 25 mph for up to about 1 mile (confirm in the owner's manual); it switching on under those conditions means the system is healthy.",
        },
        {
          step: "Read hybrid battery temperatures and compare them with cabin temperature after a drive, then inspect the cooling intake and fan.",
          tools: ["Scan tool with hybrid data", "Flashlight"],
          expect:
            "Battery temperatures within about 15 °F of cabin temperature (typical); much higher readings with a dusty fan or filter confirm a cooling problem.",
        },
        {
          step: "Record hybrid battery block voltages under a hard acceleration.",
          tools: ["Scan tool with hybrid data"],
          expect:
            "Blocks within about 0.3 V of each other at rest and well under 1 V apart under load on a Toyota pack (typical; confirm in the service information); a wider spread points to weak modules.",
        },
      ],
      fix: "Explain the normal limits if the car passes the tests. Clean the battery cooling intake filter and fan (on many Toyota hybrids behind the rear seat trim) if clogged. Have a worn battery load-tested and repaired or replaced. The battery behind the cooling intake is high voltage: cleaning the intake is fine, but never open the battery case or touch its orange cables.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the battery cooling fan and intake",
            partsLow: 0,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the hybrid battery",
            partsLow: 1500,
            partsHigh: 4000,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and any hybrid battery warranty coverage for the VIN.",
      },
      verdict: "ok",
      verdictReason:
        "Losing EV mode costs fuel, not safety; an overheating battery does need its cooling fan cleaned soon.",
      codes: ["P0A7E"],
      terms: ["EV mode", "state of charge", "battery cooling fan"],
      related: [
        "hybrid-engine-never-shuts-off",
        "hybrid-battery-pack-wearing-out",
        "hybrid-oil-fuel-aging-little-engine-run",
      ],
      commonOn: [{ make: "toyota", models: ["prius", "camry", "rav4", "highlander"], years: [2004, 2024] }],
    },
    {
      slug: "prius-gen3-head-gasket-coolant-loss",
      title: "2010–2015 Prius loses coolant with no leak, bubbles in the reservoir and a shake at engine start",
      summary:
        "On the 2ZR-FXE in the 2010–2015 Prius, a head gasket failed between a cylinder and a water jacket pushes combustion gas into the coolant and coolant into the cylinder. Confirm with a block test and borescope; repair the gasket and clean the EGR path.",
      symptoms: [
        "Coolant reservoir drops every week or two with no drips under the car",
        "Bubbles rising in the reservoir with the engine running",
        "Hard shake or knock for a few seconds at the first engine start of the day",
        "White, sweet-smelling exhaust on a cold start",
        "Engine overheating warning on a long climb",
      ],
      symptomIds: ["coolant-loss", "engine-start-shudder", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Head gasket breached between a cylinder and the water jacket",
          why: "Years of carbon from a restricted EGR cooler cause knock and hot spots, and the gasket between cylinder and coolant passage finally gives way.",
        },
        {
          likelihood: "occasional",
          part: "Warped cylinder head after an overheat",
          why: "A head that has lifted at one cylinder keeps leaking even with a new gasket unless it is machined flat.",
        },
        {
          likelihood: "rare",
          part: "Leaking EGR cooler leaking coolant into the intake",
          why: "A cracked cooler core also loses coolant into the engine, mimicking a gasket failure.",
        },
      ],
      checks: [
        {
          step: "Run a chemical block test on the coolant reservoir with the engine running in maintenance mode.",
          tools: ["Combustion leak (block) tester", "Scan tool"],
          expect:
            "Blue fluid staying blue clears the gasket; a change to yellow or green means combustion gas in the coolant.",
        },
        {
          step: "Pressure-test the cooling system cold and leave it for an hour, then pull the spark plugs and borescope each cylinder.",
          tools: ["Cooling-system pressure tester", "Borescope"],
          expect:
            "Pressure holds about 15 psi for 60 minutes; a steam-cleaned piston or coolant pooled on one piston marks the leaking cylinder.",
        },
        {
          step: "Remove the EGR cooler and check it for internal leakage and carbon blockage.",
          tools: ["Hand tools", "Pressure tester adapter"],
          expect: "The cooler holds pressure on its coolant side; a leaking core shifts the blame from the gasket.",
        },
      ],
      fix: "Replace the head gasket, have the head checked for flatness and machined if needed, and replace head bolts as the manual requires. Clean or replace the EGR cooler, EGR valve, pipe and intake manifold ports at the same time, or the new gasket will fail the same way. Refill with Toyota Super Long Life Coolant and bleed.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Replace the EGR cooler only", partsLow: 150, partsHigh: 450, laborHoursLow: 2, laborHoursHigh: 4 },
          {
            name: "Head gasket job with EGR cleaning",
            partsLow: 350,
            partsHigh: 900,
            laborHoursLow: 10,
            laborHoursHigh: 15,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, head machining, and a used or remanufactured engine if the block is damaged.",
      },
      verdict: "stop",
      verdictReason:
        "Losing coolant to the cylinders can overheat the engine or hydrolock it on a start; stop driving once the level falls regularly and have it towed.",
      codes: ["P0300"],
      terms: ["head gasket", "block test", "EGR cooler", "2ZR-FXE"],
      related: ["prius-egr-clog-misfire-knock", "engine-failed-to-start-in-ready"],
      appliesTo: priusGen3AndPriusV,
    },
    {
      slug: "prius-gen3-electric-water-pump-failure",
      title: "2010–2015 Prius overheats or shows a hybrid warning from a leaking or noisy engine water pump",
      summary:
        "The 2010–2015 Prius has no accessory belt: its engine water pump is electric, and a worn pump leaks at its weep hole, whines or stops, so the engine overheats. Look for coolant below the pump, command it with a scan tool, then replace it and bleed.",
      symptoms: [
        "Engine temperature warning or Check Hybrid System while climbing or in traffic",
        "Pink crust or drips of coolant at the front of the engine, below the water pump",
        "Whine or grinding from the engine front that changes with pump speed",
        "Coolant level drops slowly with no smoke or oil in the coolant",
      ],
      symptomIds: ["coolant-loss", "hybrid-warning", "engine-runs-more"],
      causes: [
        {
          likelihood: "common",
          part: "Worn electric engine water pump seal or bearing",
          why: "The pump's seal wears with age and coolant escapes through the weep hole; a failing bearing whines and slows the impeller until flow falls off.",
        },
        {
          likelihood: "occasional",
          part: "Pump motor or its control circuit failed",
          why: "The pump is driven by its own motor and controlled by the engine computer; a dead motor or corroded connector stops coolant flow altogether.",
        },
        {
          likelihood: "rare",
          part: "Air pocket after a coolant change",
          why: "An electric pump cannot push through a large air pocket, so a poorly bled system overheats even with a good pump.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, inspect the water pump weep hole and the engine front for dried coolant, and check the reservoir level.",
          tools: ["Flashlight", "Mirror"],
          expect:
            "Dry pump body and reservoir at FULL cold; crust or wetness from the weep hole confirms a leaking seal.",
        },
        {
          step: "Command the water pump from the scan tool (or put the car in maintenance mode) and read coolant temperature while watching flow in the reservoir.",
          tools: ["Scan tool with Toyota data", "Infrared thermometer"],
          expect:
            "Upper and lower radiator hoses within about 20 °F of each other once warm (typical; confirm in the service information); a hot engine with a cold lower hose means the pump is not moving coolant.",
        },
        {
          step: "Pressure-test the cooling system cold.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "Holds about 15 psi for 15 minutes; a drop with coolant appearing at the pump confirms the leak point.",
        },
      ],
      fix: "Replace the electric water pump with a new gasket, refill with Toyota Super Long Life Coolant and bleed with the pump run from the scan tool or in maintenance mode, then confirm no overheating on a long drive.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 450,
        laborHoursLow: 1.5,
        laborHoursHigh: 3,
        excludes: "Estimate; excludes diagnosis, taxes, coolant and a head gasket repair if the engine was overheated.",
      },
      verdict: "stop",
      verdictReason:
        "With the pump stopped the engine can overheat within minutes and damage the head gasket; do not drive once the temperature warning appears.",
      codes: [],
      terms: ["electric water pump", "Super Long Life Coolant", "weep hole"],
      related: ["prius-gen3-head-gasket-coolant-loss", "hybrid-inverter-pump-failure"],
      appliesTo: priusGen3AndPriusV,
    },
    {
      slug: "prius-gen2-bladder-tank-fuel-gauge",
      title: "2004–2009 Prius takes far less fuel than expected and runs out while the gauge shows fuel",
      summary:
        "The 2004–2009 Prius fuel tank holds a flexible bladder that takes less fuel in cold weather and with age, so fills are short and the gauge misleads. Track miles per fill rather than the gauge, and have the sender and evap system checked.",
      symptoms: [
        "Pump clicks off with far fewer gallons than the rated tank size, even when the gauge showed nearly empty",
        "Range per tank noticeably shorter in winter",
        "Engine fails to start in READY after the gauge still showed one or two bars",
        "Check engine light with an evaporative system code in some cases",
      ],
      symptomIds: ["engine-wont-start-ready", "mpg-drop", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel bladder stiffening in cold weather",
          why: "The bladder material contracts and stiffens when cold, so it does not expand to fill the tank shell and holds less fuel.",
        },
        {
          likelihood: "occasional",
          part: "Aged or creased bladder",
          why: "With age the bladder folds and no longer rises evenly, which both limits capacity and confuses the level sender.",
        },
        {
          likelihood: "occasional",
          part: "Fuel level sender reading high",
          why: "The sender arm rides on the bladder; a sticking sender or uneven bladder gives a gauge that reads fuel that is not there.",
        },
      ],
      checks: [
        {
          step: "Fill to the first automatic click three times in a row, resetting the trip meter each time, and compare miles driven with gallons added.",
          tools: ["Trip meter", "Notebook"],
          expect:
            "Gallons added divided into miles driven matches the display's mpg within about 10% (the display usually reads a little high); fills that stop well short of the tank's rating in cold weather match the bladder behavior.",
        },
        {
          step: "Read the fuel level sender value and any evaporative system codes.",
          tools: ["Scan tool with Toyota data"],
          expect:
            "Sender value falling smoothly as fuel is used; jumps or a reading that stays high after many miles point to the sender.",
        },
        {
          step: "Have the evap system and bladder integrity tested if evap codes are present.",
          tools: ["Smoke machine", "Scan tool"],
          expect:
            "The system holds its test pressure with no leak; a leak at the bladder or tank seals means tank replacement.",
        },
      ],
      fix: "Refuel by miles driven rather than the gauge, and do not top off beyond the first click. Replace a faulty level sender. A leaking or badly deformed bladder is fixed by replacing the fuel tank assembly.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Diagnose and coach on refueling", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Replace the fuel level sender",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the fuel tank and bladder",
            partsLow: 700,
            partsHigh: 1500,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
        ],
        excludes: "Estimate; excludes taxes, fuel and evap parts found faulty during the tank replacement.",
      },
      verdict: "careful",
      verdictReason:
        "Running dry ends the engine's help and the car soon shuts down, possibly in traffic; refuel early until the gauge is trusted.",
      codes: [],
      terms: ["fuel bladder", "fuel level sender", "EVAP system"],
      related: ["engine-failed-to-start-in-ready", "hybrid-oil-fuel-aging-little-engine-run"],
      appliesTo: [toyotaPriusGen2],
    },
    {
      slug: "hybrid-battery-pack-wearing-out",
      title: "Hybrid's fuel economy dropped and the engine runs more, with P0A80 or P0A7F stored",
      summary:
        "The high-voltage battery is wearing out: weak modules (P0A80) or worn-out capacity (P0A7F). Read block voltages under load, clean the battery cooling intake and check coverage, then replace or rebuild the pack. Only trained technicians should open it.",
      symptoms: [
        "Fuel economy several mpg below what the car used to get",
        "Battery charge display swings from nearly full to nearly empty within minutes",
        "Engine starts more often and keeps running at stops or while coasting",
        "Weak acceleration from a stop and a loud battery cooling fan near the rear seat",
        "Check engine light and a hybrid system warning, sometimes with the red triangle",
      ],
      symptomIds: ["mpg-drop", "gauge-swings", "engine-runs-more", "fan-noise", "hybrid-code", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Aged battery modules that have drifted apart",
          why: "Nickel-metal hydride modules lose capacity unevenly; when one block sags under load while the others hold up, the battery computer sets P0A80.",
        },
        {
          likelihood: "common",
          part: "Whole-pack capacity or internal resistance worn out",
          why: "With age the pack holds less and heats more under current; the battery computer judges it deteriorated and sets P0A7F, a familiar code on Honda IMA cars and Toyota hybrids.",
        },
        {
          likelihood: "occasional",
          part: "Clogged battery cooling intake or fan",
          why: "The intake grille beside or under the rear seat fills with lint and pet hair; a hot pack ages faster and its modules drift apart sooner.",
        },
        {
          likelihood: "occasional",
          part: "Corroded bus bars or voltage-sense connections in the pack",
          why: "Electrolyte seepage corrodes the bars and nuts joining the modules, so a block reads low or sags under load and looks like a failing battery.",
        },
        {
          likelihood: "rare",
          part: "Battery computer or sense-lead fault",
          why: "A faulty battery ECU or sense harness misreads a healthy block; its figures then disagree with direct measurements by a trained technician.",
        },
      ],
      checks: [
        {
          step: "Read hybrid codes with sub-codes and freeze data, and check the VIN for recalls and remaining hybrid battery coverage.",
          tools: ["Hybrid-capable scan tool", "VIN"],
          expect:
            "Coverage commonly runs 8 years or 100,000 miles, and 10 years or 150,000 miles in California-emissions states and on Toyota hybrids from the 2020 model year.",
        },
        {
          step: "Watch every block voltage at idle and during a hard acceleration on a safe road with a helper driving.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Blocks sit within about 0.3 V of each other at rest (typical; confirm in the service information); one or two sagging 1 V or more below the rest under hard acceleration mark the weak modules behind P0A80.",
        },
        {
          step: "Vacuum the battery cooling intake grille and duct, listen to the fan, and read the battery temperature sensors.",
          tools: ["Shop vacuum", "Flashlight", "Hybrid-capable scan tool"],
          expect:
            "A clear intake, a fan that speeds up on command, and pack temperatures within a few degrees of each other at rest.",
        },
        {
          step: "A technician trained for high voltage switches the car off, removes the service plug with class 0 gloves, waits the specified time and verifies zero volts before opening the pack to inspect the bus bars and sense leads.",
          tools: ["Class 0 insulated gloves", "CAT III 1,000 V multimeter", "Service information"],
          expect:
            "Clean bus bars and tight nuts; white or green corrosion calls for cleaning or a new bus-bar set before the modules are condemned.",
        },
      ],
      fix: "Replace the pack with a new or remanufactured unit, or have a hybrid specialist rebuild it with matched, load-tested modules; single-module swaps in an old pack often fail again soon. Clean the cooling intake, clear codes, let the battery computer relearn state of charge over a few drives and confirm block voltages stay together under load. Opening the pack is work for a technician trained for high voltage, with the service plug out and zero volts verified.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Clean or replace the bus bars and clean the intake",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Specialist rebuild with matched, load-tested modules",
            partsLow: 900,
            partsHigh: 1800,
            laborHoursLow: 2,
            laborHoursHigh: 3.5,
          },
          {
            name: "New pack from the dealer",
            partsLow: 2500,
            partsHigh: 4200,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.5,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, core charges and cooling-fan parts; a pack inside the maker's hybrid battery warranty costs the owner nothing.",
      },
      verdict: "careful",
      verdictReason:
        "Usually drivable while the engine makes up the difference, but a failing pack can drop the car out of READY on the road; plan the repair and never open the pack yourself.",
      codes: ["P0A80", "P0A7F"],
      terms: ["High-voltage battery", "Hybrid", "State of charge", "READY mode"],
      related: [
        "prius-camry-hybrid-battery-replacement-p0a80",
        "hv-battery-block-voltage-spread",
        "honda-ima-battery-failure",
        "hybrid-battery-rebuild-used-or-new",
        "hv-battery-cooling-intake-clogged",
        "hybrid-hv-system-fault",
      ],
      commonOn: [
        {
          make: "honda",
          models: ["insight", "civic", "cr-z"],
          years: [2000, 2016],
          engines: [{ name: "IMA hybrid", fuel: "hybrid" }],
        },
        { make: "honda", models: ["accord"], years: [2005, 2007], engines: [{ name: "IMA hybrid", fuel: "hybrid" }] },
        { make: "toyota", engines: [{ name: "Toyota Hybrid System", fuel: "hybrid" }] },
      ],
    },
    {
      slug: "hybrid-hv-system-fault",
      title: "Hybrid shows a red warning triangle and refuses to go READY",
      summary:
        "The hybrid system has found a fault in the high-voltage battery, inverter or insulation and won't connect the pack. Don't keep restarting it; have the hybrid system scanned and repaired by a shop trained for high voltage.",
      symptoms: [
        "Red triangle or 'Check hybrid system' message",
        "READY won't come on, or drops out while driving",
        "Battery cooling fan roaring from the rear seat area",
        "Engine runs constantly or not at all",
      ],
      symptomIds: ["wont-go-ready", "loses-drive", "hybrid-warning", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Aged high-voltage battery",
          why: "Modules weaken unevenly; the battery computer sees the imbalance, sets P0A80 and limits or blocks operation.",
        },
        {
          likelihood: "occasional",
          part: "Inverter coolant pump failure",
          why: "The inverter water pump on the 2004–2009 Prius, the subject of Toyota's 2012 recall, is a known failure; without coolant flow the inverter overheats and the system shuts down, setting P0A93.",
        },
        {
          likelihood: "occasional",
          part: "High-voltage isolation fault",
          why: "A coolant leak or a damaged cable lets high voltage leak toward the chassis, so the system refuses to connect and sets P0AA6.",
        },
        {
          likelihood: "rare",
          part: "Inverter or converter internal failure",
          why: "Power transistors fail; Toyota's 2014 and 2018 inverter recalls of the 2010–2014 Prius addressed this, so check the VIN for open campaigns.",
        },
      ],
      checks: [
        {
          step: "Measure the 12 V auxiliary battery first, then scan every hybrid module for codes and their sub-codes.",
          tools: ["Digital multimeter", "Hybrid-capable scan tool"],
          expect:
            "12.4 V or more at rest rules out the 12 V side; P0A80, P0A93 or P0AA6 then point to the battery, inverter cooling or isolation.",
        },
        {
          step: "Check inverter coolant level, and watch for flow in its reservoir with READY on if it will go READY.",
          tools: ["Flashlight"],
          expect:
            "Full reservoir with visible swirl; still coolant means no flow, from a dead pump or an air-bound loop.",
        },
        { step: "Check for open recalls by VIN.", tools: [], expect: "Any open hybrid recall gets done first." },
        {
          step: "Read high-voltage battery block voltages.",
          tools: ["Hybrid-capable scan tool"],
          expect:
            "Blocks within about 0.3 V of each other at rest (typical for Toyota packs; confirm in the service information); one or two that sag well below the rest under load confirm weak modules.",
        },
      ],
      fix: "Repair what the codes and tests find: the inverter pump, an isolation fault or the high-voltage battery (new, remanufactured or reconditioned). Battery and isolation work is for a technician trained for high voltage, with the service plug out and zero volts verified. Clear codes and verify on a drive.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Inverter coolant pump replacement",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "High-voltage isolation fault repair",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
          {
            name: "Remanufactured or reconditioned HV battery",
            partsLow: 1200,
            partsHigh: 2500,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          { name: "New high-voltage battery", partsLow: 2500, partsHigh: 4500, laborHoursLow: 3, laborHoursHigh: 6 },
        ],
        excludes:
          "Estimate; excludes diagnosis, towing, taxes and dealer pricing; a failed inverter assembly costs more and is not included.",
      },
      verdict: "stop",
      verdictReason:
        "A high-voltage fault can shut the car down on the road and involves lethal voltage; don't drive it or touch orange cables.",
      codes: ["P0A80", "P0A93", "P0AA6"],
      terms: ["high-voltage battery", "inverter", "isolation fault"],
      related: [
        "hybrid-12v-battery",
        "hybrid-ready-interlock",
        "hybrid-inverter-pump-failure",
        "prius-inverter-failure-recall",
        "check-hybrid-system-limp-mode",
        "hybrid-main-relay-contactor-fault",
      ],
      commonOn: [{ make: "toyota", models: ["prius"], years: [2004, 2014] }],
    },
    {
      slug: "hybrid-ready-interlock",
      title: "Hybrid or plug-in shows a message instead of READY when you press POWER",
      summary:
        "A start condition isn't met: brake not pressed firmly, shifter not in Park, charging cable still plugged in, or fob not detected. Read the message and correct the condition before assuming a fault.",
      symptoms: [
        "Dash comes on but READY doesn't",
        "Message telling you to press the brake or shift to Park",
        "Charge cable still connected on a plug-in hybrid",
        "Key-not-detected message on the display",
      ],
      symptomIds: ["wont-go-ready"],
      causes: [
        {
          likelihood: "common",
          part: "Brake not pressed firmly enough",
          why: "The hybrid computer goes READY only if the stop lamp switch reports the pedal pressed as POWER is pushed; a touch too light to close the switch only switches the car to ON.",
        },
        {
          likelihood: "occasional",
          part: "Charging cable connected",
          why: "Plug-in hybrids and EVs block READY or drive while the charge connector is latched in the port.",
        },
        {
          likelihood: "occasional",
          part: "Smart key not detected",
          why: "A weak fob battery, or a phone or metal case beside the key, keeps the car from reading it; most hybrids read a dead fob held against the POWER button or set in a backup slot.",
        },
        {
          likelihood: "occasional",
          part: "Brake switch or shift position sensor fault",
          why: "The system needs both a brake and a Park signal; a failed switch or sensor withholds one of them.",
        },
      ],
      checks: [
        {
          step: "Press the brake firmly and hold it, then press POWER once.",
          tools: [],
          expect: "READY appears within a couple of seconds.",
        },
        {
          step: "Check that the charge connector is out and the charge port door is shut.",
          tools: [],
          expect: "Unplugged; READY then comes on normally.",
        },
        {
          step: "If the display says the key is not detected, hold the fob against the POWER button (or in the backup slot the owner's manual shows) and press POWER with the brake held.",
          tools: ["Owner's manual"],
          expect: "READY with the fob held there means a weak fob battery or radio interference, not a car fault.",
        },
        {
          step: "Check the brake lights, then scan for brake switch and shift position codes.",
          tools: ["Scan tool"],
          expect:
            "Working brake lights and no codes clear the switches; P0571 or a shift-sensor code points to the part.",
        },
        {
          step: "Measure the 12 V auxiliary battery at its posts at rest, then while a helper presses POWER with the brake held.",
          tools: ["Digital multimeter"],
          expect:
            "12.4 V or more at rest and no dip below about 10 V when POWER is pressed; a weak 12 V battery can stop the system reaching READY even though the display and lights work.",
        },
      ],
      fix: "Correct the start condition. If a switch or sensor is at fault, replace it and clear codes; some hybrids need a brake-system initialization with a scan tool after brake switch or sensor work.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Correct start procedure: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Brake light switch replacement",
            partsLow: 20,
            partsHigh: 90,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and brake-system initialization where required.",
      },
      verdict: "ok",
      verdictReason:
        "Once the message is followed the car is safe to drive; if the brake lights stay dark, replace the switch before driving, since drivers behind get no warning.",
      codes: ["P0571"],
      terms: ["brake-by-wire", "charge port interlock", "READY indicator"],
      related: [
        "hybrid-12v-battery",
        "engine-wont-start/key-fob-battery-dead",
        "engine-wont-start/brake-switch-push-button-no-start",
        "hv-interlock-open-p0a0d",
      ],
    },
    {
      slug: "hybrid-12v-battery",
      title: "Hybrid lights up, or stays dark, but won't switch to READY",
      summary:
        "A weak 12 V auxiliary battery is the most common reason a hybrid won't go to READY: the control computers and high-voltage relays run on it. Jump the 12 V system at its jump terminal, then test or replace the battery.",
      symptoms: [
        "Pressing POWER lights the dash but READY never appears",
        "Or the dash stays dark and the fob won't unlock the doors",
        "Several warning lamps and messages at once",
        "Car sat for a few weeks or an interior light was left on",
      ],
      symptomIds: ["wont-go-ready", "twelve-volt-flat"],
      causes: [
        {
          likelihood: "common",
          part: "Weak or dead 12 V auxiliary battery",
          why: "The 12 V battery powers the hybrid control computer and closes the high-voltage contactors; without enough voltage the system can't go live.",
        },
        {
          likelihood: "occasional",
          part: "Drain or a light left on",
          why: "Hybrid auxiliary batteries are small (a Prius uses one far smaller than a typical starter battery), so a few days of drain flattens them.",
        },
        {
          likelihood: "occasional",
          part: "DC-DC converter not charging the 12 V battery",
          why: "Hybrids have no alternator; if the converter fails, the 12 V battery is never recharged while driving and goes flat.",
        },
      ],
      checks: [
        {
          step: "Measure 12 V battery voltage, in the trunk or under the hood depending on the model.",
          tools: ["Digital multimeter"],
          expect:
            "12.4 V or more at rest; under about 12.0 V the battery is deeply discharged and the likely reason READY fails.",
        },
        {
          step: "Jump from a jump pack or another car at the under-hood jump terminal (Prius and others have one in the fuse box).",
          tools: ["Jump pack"],
          expect: "READY appears: the 12 V battery was the cause.",
        },
        {
          step: "With READY on, measure 12 V system voltage.",
          tools: ["Digital multimeter"],
          expect: "About 13.5–14.5 V shows the DC-DC converter is charging.",
        },
        {
          step: "Conductance-test the 12 V battery using the AGM setting if it's an AGM.",
          tools: ["Battery conductance tester"],
          expect: "A pass; a fail means replace it.",
        },
      ],
      fix: "Replace the 12 V battery with the type and size the owner's manual lists. Look for a drain if it went flat quickly, and diagnose the DC-DC converter if system voltage stays near 12 V in READY.",
      difficulty: 1,
      cost: {
        partsLow: 150,
        partsHigh: 350,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.8,
        excludes: "Estimate; excludes diagnosis, taxes, and DC-DC converter repair.",
      },
      verdict: "careful",
      verdictReason:
        "A weak 12 V battery drives fine once in READY but may not wake the car at the next stop; carry a jump pack or replace it before any long trip.",
      codes: [],
      terms: ["auxiliary battery", "READY indicator", "DC-DC converter"],
      related: [
        "hybrid-hv-system-fault",
        "hybrid-ready-interlock",
        "electrical/battery-drains-after-sitting",
        "hybrid-12v-not-charging",
        "hybrid-trunk-agm-12v-battery",
        "ioniq-niro-12v-lithium-battery-reset",
      ],
      commonOn: [{ make: "toyota", models: ["prius"] }],
    },
    {
      slug: "hybrid-12v-not-charging",
      title: "Hybrid's small 12-volt battery keeps dying even though the car drives fine",
      summary:
        "Hybrids charge the 12 V battery from a DC-DC converter, not an alternator, and the small battery itself is the usual failure. Test it, then confirm 13.5–14.8 V at the battery in READY before suspecting the converter.",
      symptoms: [
        "Car won't power up to READY after sitting a few days but works after a jump",
        "Dash flickers or goes dark when the power button is pressed",
        "Hybrid system warnings appear after a weak-battery start",
        "12 V battery voltage stays near 12.5 V in READY instead of rising",
      ],
      symptomIds: ["twelve-volt-flat", "wont-go-ready", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Aged 12 V auxiliary battery",
          why: "The small battery only has to wake the computers and close the high-voltage relays, so it loses capacity unnoticed until one morning it cannot.",
        },
        {
          likelihood: "common",
          part: "Car parked for long periods",
          why: "Modules and telematics pull the small battery down in one to three weeks, and nothing tops it up until the car is in READY.",
        },
        {
          likelihood: "occasional",
          part: "DC-DC converter fault",
          why: "The converter, usually inside the inverter assembly, steps high voltage down to about 14 V; if it fails the 12 V battery discharges while driving and the car eventually shuts down.",
        },
        {
          likelihood: "rare",
          part: "Corroded 12 V cable, ground or fuse link at the converter output",
          why: "Resistance in the output path stops converter current from reaching the battery.",
        },
      ],
      checks: [
        {
          step: "Measure the 12 V battery at rest, then with the car in READY.",
          tools: ["Digital multimeter"],
          expect:
            "About 12.6 V at rest and roughly 13.5–14.8 V in READY; no rise in READY points to the converter or its output circuit.",
        },
        {
          step: "Test the 12 V battery on a conductance tester set to AGM.",
          tools: ["Conductance battery tester"],
          expect: "Replace it if it fails; these small batteries often test weak at 4–6 years.",
        },
        {
          step: "Scan the hybrid system for converter codes.",
          tools: ["Scan tool with hybrid coverage"],
          expect:
            "DC-DC converter codes such as P0A08 point to the converter; none, with a good READY voltage, clears it.",
        },
        {
          step: "Check the converter's 12 V output fuse and cable to the battery or fuse box.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Continuity, and under about 0.3 V drop with current flowing.",
        },
      ],
      fix: "Replace a 12 V battery that fails its test, or repair the converter output fuse or cable. A failed converter (on Toyota hybrids, the whole inverter with converter assembly) is replaced only by a technician trained for high voltage, with the service plug out and zero volts verified. Use a maintainer if the car sits for weeks.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the converter output fuse or circuit",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the 12 V AGM battery",
            partsLow: 180,
            partsHigh: 350,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
            likely: true,
          },
          {
            name: "Replace the DC-DC converter or inverter assembly",
            partsLow: 1200,
            partsHigh: 3000,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, repairing a module or accessory that keeps drawing current while parked, and inverter coolant after converter work.",
      },
      verdict: "careful",
      verdictReason:
        "A weak 12 V battery only affects starting; if the voltage stays near 12.5 V in READY, nothing is charging it and the car will shut down once it drains, so do not drive it.",
      codes: ["P0A08"],
      terms: ["DC-DC converter", "auxiliary battery", "READY mode", "vent tube"],
      related: [
        "hybrid-12v-battery",
        "hybrid-trunk-agm-12v-battery",
        "ioniq-niro-12v-lithium-battery-reset",
        "mild-hybrid-48v-dcdc-fault",
        "electric-vehicle/dc-dc-converter-not-charging-12v",
        "electrical/battery-drains-after-sitting",
      ],
    },
    {
      slug: "hybrid-inverter-pump-failure",
      title: "Hybrid shows its warning triangle and goes into reduced power on a hot day, with P0A93 stored",
      summary:
        "The electric pump that cools the hybrid inverter has stopped, so the inverter overheats and the system limits power. Replace the inverter coolant pump promptly; a cooked inverter costs thousands.",
      symptoms: [
        "Master warning triangle, check-engine and hybrid system lights together",
        "Power limited or the car will not go above a low speed",
        "Coolant in the separate inverter reservoir sits still with the car in READY",
        "Happens more in hot weather, uphill or on long highway runs",
        "Now and then the hybrid system shuts off while driving and the car coasts",
      ],
      symptomIds: ["hybrid-warning", "reduced-power", "loses-drive", "hot-weather-fault", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Inverter coolant pump failed",
          why: "The small electric pump seizes or its motor fails and the inverter's separate loop stops circulating; on the 2004–2009 Prius a corroding motor coil can stop the pump or short it and open its fuse.",
        },
        {
          likelihood: "occasional",
          part: "Low inverter coolant or air in the inverter loop",
          why: "A leak or an improper refill leaves the pump running dry or air-bound, so flow is too low even with a working pump.",
        },
        {
          likelihood: "rare",
          part: "Pump fuse, relay or wiring fault",
          why: "With no power the pump cannot run, and the hybrid computer sees inverter temperature rising.",
        },
      ],
      checks: [
        {
          step: "Put the car in READY and watch the inverter coolant reservoir (separate from the engine's) with the cap on.",
          tools: ["Flashlight"],
          expect: "Coolant should visibly swirl or ripple; a still surface suggests the pump is not running.",
        },
        {
          step: "Read hybrid codes and inverter temperature data with a capable scan tool.",
          tools: ["Hybrid-capable scan tool"],
          expect: "P0A93 with inverter temperature far above the engine-side coolant supports a pump or flow fault.",
        },
        {
          step: "Check the inverter coolant level cold, and the pump fuse and connector voltage.",
          tools: ["Digital multimeter"],
          expect:
            "Full coolant and system voltage at the pump connector in READY (about 13.5–14.5 V, since the DC-DC converter is charging) with no pump operation condemn the pump; 0 V points at the fuse, relay or wiring.",
        },
      ],
      fix: "Replace the inverter coolant pump, refill the inverter loop with the specified long-life coolant and bleed it (the pump runs with the car in READY to purge air), then clear codes. The pump runs on 12 V; orange cables near it stay untouched, and the service information says whether high voltage must be disabled first. On a 2004–2009 Prius, first check the VIN for Toyota's November 2012 recall of this pump (NHTSA 12V536000); recall work is free at a dealer whatever the car's age.",
      difficulty: 3,
      cost: {
        partsLow: 100,
        partsHigh: 400,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.3,
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant and an inverter that already overheated; the recall replaces the pump free on 2004–2009 Prius.",
      },
      verdict: "stop",
      verdictReason:
        "With no coolant flow the inverter overheats into fail-safe, and a shorted pump can open its fuse and shut the hybrid system down while driving; have it towed.",
      codes: ["P0A93"],
      terms: ["inverter", "READY mode", "high-voltage safety"],
      related: [
        "inverter-coolant-low-or-air-bound",
        "prius-inverter-failure-recall",
        "check-hybrid-system-limp-mode",
        "hybrid-hv-system-fault",
        "electric-vehicle/ev-coolant-pump-failure-overtemp",
        "cooling-system/electric-water-pump-failure",
      ],
      commonOn: [toyotaPriusGen2],
    },
    {
      slug: "hybrid-orange-cable-damaged",
      title: "Orange high-voltage cable under a hybrid or EV is scraped, crushed or chewed",
      summary:
        "Orange cables carry hundreds of volts between the battery, inverter and motors, and damage is never a splice job. Don't touch it; have the car towed to a shop trained in high-voltage work to replace the cable with the system de-energized.",
      symptoms: [
        "Scraped or crushed orange conduit under the car after hitting debris or a curb",
        "Red warning triangle or a hybrid or EV system fault message, and the car won't go READY",
        "An isolation fault code, such as P0AA6 on many hybrids",
        "Orange cable chewed by rodents in the engine bay",
      ],
      symptomIds: ["damage-smoke", "hybrid-warning", "wont-go-ready", "hybrid-code"],
      causes: [
        {
          likelihood: "common",
          part: "Road debris or a high-centering impact crushing the under-floor cable",
          why: "On many hybrids the high-voltage cables run under the floor, where debris can cut the conduit and insulation.",
        },
        {
          likelihood: "occasional",
          part: "Rodent damage to orange cables under the hood",
          why: "Rodents chew high-voltage insulation just as they do ordinary wiring, and the system detects the leak to ground.",
        },
        {
          likelihood: "occasional",
          part: "Collision damage",
          why: "Front and side impacts can pinch cables against structure or crack connectors.",
        },
        {
          likelihood: "rare",
          part: "Cable crushed by jacking at the wrong point",
          why: "A jack or lift pad placed on the cable run instead of the lift points crushes it.",
        },
      ],
      checks: [
        {
          step: "From a distance and without touching, look at the damage and note any exposed metal, burning smell or smoke.",
          tools: ["Flashlight"],
          expect: "Any exposed conductor or smoke means keeping everyone away and calling for a tow.",
        },
        {
          step: "Only if no conductor is exposed, a technician scans the hybrid or EV system for isolation and interlock codes with the car switched on but not in READY.",
          tools: ["Scan tool"],
          expect: "An isolation fault confirms high-voltage leakage to the chassis.",
        },
        {
          step: "Trained technician only: with the car off, the key away and the 12 V negative disconnected, remove the service disconnect in class 0 gloves, wait the time the maker specifies (often 10 minutes) and verify zero volts with a CAT III meter.",
          tools: ["CAT III multimeter", "Class 0 insulated gloves"],
          expect:
            "0 V (under about 1 V) across the cable terminals and from each terminal to chassis, with the meter proven on a known live source before and after.",
        },
        {
          step: "Trained technician only, with zero volts verified: insulation-test the cable with a megohmmeter at the maker's test voltage.",
          tools: ["Insulation tester"],
          expect:
            "Typically tens to hundreds of MΩ at a 500 V or 1,000 V test on a good cable; a reading near or below the maker's minimum condemns it (typical; confirm in the service information).",
        },
      ],
      fix: "A trained technician, with the system de-energized and zero volts verified, replaces the damaged high-voltage cable or harness with the maker's part; these cables are not spliced. Reconnect, clear codes, confirm isolation readings and that the car goes READY. Check the battery and inverter for damage if the impact was heavy.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Replace a short high-voltage cable",
            partsLow: 150,
            partsHigh: 800,
            laborHoursLow: 1.3,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the main underbody high-voltage harness",
            partsLow: 1200,
            partsHigh: 3000,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; excludes towing, high-voltage battery or inverter damage and dealer pricing, which is often the only source.",
      },
      verdict: "stop",
      verdictReason:
        "Damaged high-voltage cabling can shock anyone who touches the car or start a fire; don't drive it or touch the cable, and have it towed.",
      codes: ["P0AA6"],
      terms: ["high-voltage cable", "isolation fault", "service disconnect", "class 0 gloves"],
      related: [
        "hybrid-isolation-fault-p0aa6",
        "hybrid-crash-flood-fire",
        "hv-interlock-open-p0a0d",
        "electric-vehicle/hv-isolation-fault-service-vehicle",
        "electronics-wiring/rodent-chewed-wiring",
      ],
    },
    {
      slug: "prius-brake-actuator-pump-failure",
      title: "Prius brake pump whirs for a long time, with the red brake lamp and ABS and VSC lights",
      summary:
        "On 2004–2009 Toyota Prius and other Toyota hybrids of that era, the brake booster pump and accumulator wear out, so the pump runs too long and the system sets low-pressure codes. Confirm with Techstream and replace the pump assembly or actuator.",
      symptoms: [
        "Pump buzzes for many seconds after pressing the brake or opening the driver's door",
        "Red BRAKE lamp, ABS, VSC and the master warning triangle together",
        "Brake pedal feels different, harder or lower than usual",
        "Check Hybrid System or other warnings may appear as well",
      ],
      symptomIds: ["brake-feel", "hybrid-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Brake booster pump motor and accumulator worn",
          why: "The pump keeps the accumulator charged for brake-by-wire operation; a weak pump or a leaking accumulator cannot reach pressure in time, so it runs long and the computer sets on-time or low-pressure codes.",
        },
        {
          likelihood: "occasional",
          part: "Pump motor relay or fuse fault",
          why: "A sticking relay makes the pump run erratically or not at all.",
        },
        {
          likelihood: "rare",
          part: "Brake actuator valve or pressure sensor fault",
          why: "A failed linear valve or pressure sensor inside the actuator can set similar warnings with the pump itself healthy.",
        },
      ],
      checks: [
        {
          step: "Listen to the pump after pressing the brake with the car in READY.",
          tools: [],
          expect:
            "A whir of a few seconds, typically under about 10 seconds, after the first presses in READY is normal; continuous running or long runs every few presses point to the pump or accumulator.",
        },
        {
          step: "Read brake codes with Techstream or an equivalent Toyota-capable scan tool.",
          tools: ["Toyota Techstream or equivalent scan tool"],
          expect: "C1252 (pump on-time too long) or C1256 (accumulator low pressure) confirms the pump assembly.",
        },
        {
          step: "Check the pump motor relays and fuses if the pump does not run at all.",
          tools: ["Test light", "Wiring diagram"],
          expect: "Good fuses and relays that switch; failures here are a cheap fix.",
        },
      ],
      fix: "Replace the brake booster pump assembly or the actuator as the diagnosis dictates, with the brake control disabled and the accumulator pressure released as the service information directs, since the pump can start on its own. Bleed with Techstream, perform the linear valve offset learning, clear codes and road-test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Used or rebuilt pump assembly",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 1.6,
            laborHoursHigh: 3,
          },
          {
            name: "New brake actuator or pump from the dealer",
            partsLow: 1500,
            partsHigh: 2800,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, brake fluid and dealer labor rates.",
      },
      verdict: "stop",
      verdictReason:
        "A red BRAKE lamp on a Toyota hybrid means braking assist may be reduced or lost; pull over safely and have the car towed.",
      codes: [
        { code: "C1252", makes: ["toyota"] },
        { code: "C1256", makes: ["toyota"] },
      ],
      terms: ["brake actuator", "accumulator", "regenerative braking", "Techstream"],
      related: [
        "abs-system/abs-pump-runs-after-shutoff",
        "abs-system/mercedes-sbc-brake-warning",
        "abs-system/brakes-let-go-over-bumps",
        "toyota-hybrid-brake-warning-hard-pedal",
        "toyota-hybrid-brakes-after-bleed",
      ],
      appliesTo: [toyotaPriusGen2],
    },
    {
      slug: "prius-egr-clog-misfire-knock",
      title: "2010–2015 Toyota Prius knocks, shakes and misfires at high mileage",
      summary:
        "On the third-generation Prius the EGR cooler, EGR valve and intake passages clog with carbon, leaving some cylinders starved or flooded with exhaust gas, which brings misfires and knock that can end in head gasket failure. Clean the whole EGR path early.",
      symptoms: [
        "Shudder when the gasoline engine starts or under acceleration",
        "Knocking or rattling under load, especially uphill",
        "Check engine light with misfire codes, sometimes an EGR code",
        "Coolant loss later on if the head gasket has begun to fail",
      ],
      symptomIds: ["engine-start-shudder", "coolant-loss"],
      causes: [
        {
          likelihood: "common",
          part: "EGR cooler passages clogged with carbon",
          why: "With less exhaust gas to cool combustion, the cylinders run hotter and knock under load, and the computer sets P0401 once flow falls below what it expects.",
        },
        {
          likelihood: "common",
          part: "Intake manifold EGR ports clogged unevenly",
          why: "Some cylinders get much more recirculated gas than others, so those cylinders misfire.",
        },
        {
          likelihood: "occasional",
          part: "EGR valve stuck or carboned",
          why: "A valve that will not open or close fully changes the EGR dose and causes rough running.",
        },
        {
          likelihood: "rare",
          part: "Head gasket already failed after repeated knock and misfire",
          why: "Sustained detonation and hot spots eventually breach the gasket, usually into the cooling system.",
        },
      ],
      checks: [
        {
          step: "Pull codes with freeze frame, then compare per-cylinder Mode $06 misfire counts to see which cylinders the uneven EGR is upsetting.",
          tools: ["Scan tool with Mode $06"],
          expect: "Misfire counts concentrated on one or two cylinders with an EGR code fit this pattern.",
        },
        {
          step: "With the EGR valve off the intake, borescope the pipe toward the cooler and judge how much of the bore hard carbon has closed.",
          tools: ["Basic hand tools", "Borescope"],
          expect: "Light soot is normal; passages narrowed by hard carbon confirm the clog.",
        },
        {
          step: "Remove the intake manifold and inspect its EGR distribution ports.",
          tools: ["Basic hand tools"],
          expect: "Open ports; fully blocked ports on some runners confirm uneven EGR distribution.",
        },
        {
          step: "Pressure-test the cooling system and run a combustion leak test.",
          tools: ["Cooling system pressure tester", "Combustion leak test kit"],
          expect:
            "Holds the cap rating (about 15–16 psi on a Prius, typical) for 15 minutes with no combustion gas; a positive test means the head gasket has started to fail.",
        },
      ],
      fix: "Clean or replace the EGR cooler, clean the EGR valve, pipe and intake manifold passages, and replace all gaskets; clean the PCV system too. If the head gasket has failed, replace it at the same time, then clear codes and confirm smooth starts and no knock.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the EGR valve, pipe, cooler and intake ports",
            partsLow: 80,
            partsHigh: 200,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.5,
          },
          {
            name: "Replace the EGR cooler and valve, clean the intake",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a head gasket job if the gasket has already failed.",
      },
      verdict: "careful",
      verdictReason:
        "Drive gently to a shop; ongoing knock and misfire can ruin the head gasket, and a flashing light means stop.",
      codes: ["P0401", "P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["EGR cooler", "hybrid", "head gasket", "intake manifold"],
      related: [
        "prius-gen3-head-gasket-coolant-loss",
        "engine-failed-to-start-in-ready",
        "advanced-engine/pinging-gradually-worse-carbon",
        "four-stroke/head-gasket-between-cylinders",
      ],
      appliesTo: priusGen3AndPriusV,
    },
    {
      slug: "mild-hybrid-belt-slip",
      title: "Squeal or harsh jerk when a mild-hybrid engine restarts itself at a stop",
      summary:
        "On belt starter-generator mild hybrids such as Ram and Jeep eTorque and GM eAssist, the belt carries cranking torque, so a worn belt or tired dual tensioner slips on every auto-restart. Replace belt and tensioner with parts to the exact OE spec.",
      symptoms: [
        "Squeal or chirp at the instant the engine restarts after an auto-stop",
        "Restart feels rough, delayed or jerky compared with when the car was new",
        "Auto-stop happens less often or a start-stop or hybrid-system message appears",
        "Belt worn, glazed or edge-frayed at a lower mileage than a normal serpentine belt",
      ],
      symptomIds: ["mild-hybrid-fault", "engine-start-shudder"],
      causes: [
        {
          likelihood: "common",
          part: "Worn belt on the starter-generator drive",
          why: "The belt carries the motor's cranking torque on every restart, dozens of times per trip in traffic, so rib wear shows up as slip at restart first.",
        },
        {
          likelihood: "occasional",
          part: "Worn twin-arm or dual tensioner",
          why: "When the motor-generator drives the crank, the tight and slack sides of the belt swap; the special tensioner must control both, and a worn one lets the belt slip at each swap.",
        },
        {
          likelihood: "occasional",
          part: "Generic belt fitted in place of the OE-spec belt",
          why: "These drives run higher tension and torque reversals, and a belt of the right length but a lighter cord or compound slips and wears quickly.",
        },
        {
          likelihood: "rare",
          part: "Motor-generator pulley or bearing dragging",
          why: "A dragging unit raises the load the belt carries and burns a glazed band into the ribs.",
        },
      ],
      checks: [
        {
          step: "Switch the vehicle fully off with the key fob out of range so the engine cannot auto-start, then gauge and inspect the belt.",
          tools: ["Belt wear gauge", "Flashlight"],
          expect: "Full-depth ribs with a dull, even finish; worn or glazed ribs explain slip at restart.",
        },
        {
          step: "Check the tensioner arm or arms against their marks and stroke them with the correct tool.",
          tools: ["Serpentine belt tool"],
          expect: "Pointers in range and smooth, firm travel; weak or notchy arms mean a new tensioner.",
        },
        {
          step: "Film the drive during several auto-stop and restart cycles with the hood up, staying clear of the belt (if the model allows auto-stop with the hood open).",
          tools: ["Phone camera with slow-motion video"],
          expect:
            "The belt stays taut through the restart; a slack span that whips or a visible skid at the motor-generator pulley confirms slip.",
        },
        {
          step: "Scan the engine and hybrid control modules for stored codes and check the belt part number against the OE listing.",
          tools: ["Scan tool", "Parts catalog"],
          expect:
            "No starter-generator codes and an OE-spec belt; torque or speed codes can come from slip itself, so recheck them after the belt and tensioner are replaced before condemning the unit.",
        },
      ],
      noMeasurement:
        "Restart slip on a belt starter-generator drive shows on film and by feel, and the tensioners are read against cast marks, not in units; the scan tool shows only the torque or speed faults that slip can cause.",
      fix: "Replace the belt and the tensioner with OE-spec parts, following the service procedure to isolate the 48 V system (eTorque) or the roughly 115 V battery (second-generation eAssist, a job for a technician trained for high voltage who verifies zero volts first). Run any relearn the manufacturer calls for and confirm several clean auto-restarts.",
      difficulty: 4,
      cost: {
        partsLow: 60,
        partsHigh: 450,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes: "Estimate; excludes motor-generator replacement, diagnosis fee and taxes; dealer prices higher.",
      },
      verdict: "careful",
      verdictReason:
        "The same belt does the charging and, on the eTorque V6 and V8, drives the water pump; if it slips badly or breaks, charging and auto-restart stop and the engine can overheat, so repair it soon.",
      codes: [],
      terms: ["belt starter-generator", "eTorque", "eAssist", "dual tensioner"],
      related: [
        "belt-system/chirp-at-engine-shutdown",
        "belt-system/tensioner-arm-flutters-at-idle",
        "belt-system/squeal-on-throttle-snap",
        "mild-hybrid-no-restart-after-auto-stop",
        "ram-etorque-system-fault",
        "gm-eassist-service-hybrid-system",
      ],
      commonOn: [ramETorque, jeepETorque, buickEAssist, chevroletEAssist],
    },
  ],
};
