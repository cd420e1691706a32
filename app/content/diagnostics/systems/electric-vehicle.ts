import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Battery-electric cars and trucks: pack health, isolation and contactor faults, charging, drive units, thermal management and the 12-volt system, with safety rules for crashes, floods and fires.",
  howItWorks: [
    "A battery-electric vehicle stores energy in a high-voltage lithium-ion pack, roughly 350–450 V on most cars and 800 V or more on platforms such as Hyundai's E-GMP, the Porsche Taycan and the Lucid Air. Hundreds or thousands of cells are grouped into modules (bricks), watched by a battery management system (BMS) that reads every cell group's voltage and temperature, counts current in and out to estimate state of charge, balances the groups and decides how much power the car may draw or accept.",
    "Contactors (heavy relays) inside the pack or its junction box connect the pack to the car only when it is switched on or charging: a pre-charge circuit first fills the inverter's capacitors through a resistor, then the main contactors close. An interlock loop runs through the high-voltage connectors and service disconnect, and an isolation monitor checks continuously that no high-voltage circuit leaks to the chassis. From the pack, power goes to the drive-unit inverters, the DC-DC converter that charges the 12-volt battery, the electric A/C compressor and heaters, and back in from the onboard charger or a DC fast charger.",
    "The pack is cooled and warmed by a liquid loop through cold plates (or, on early Nissan Leafs, by passive air only), with a chiller tied to the A/C system and an electric heater or heat pump for cold weather. A small 12-volt battery still wakes the computers and closes the contactors, so a flat 12-volt battery can strand a car whose big pack is full.",
  ],
  howItFails: [
    "Packs age slowly: capacity fades a few percent over years, faster with heat and frequent fast charging, and one weak cell group can pull usable range down and trigger reduced-power limits long before the pack as a whole is worn. BMS software errors and drifting state-of-charge estimates cause range that jumps or a car that dies with miles still showing. Most of these faults announce themselves as a range drop, a charge-limit message or a turtle icon rather than a sudden failure.",
    "The sudden failures are electrical: an isolation fault when coolant, water or a damaged cable lets high voltage leak toward the chassis, a contactor that welds shut or will not close, a pre-charge or interlock fault that stops the car going into Ready, and 12-volt or DC-DC failures that shut everything down. Several makes have had model-specific campaigns: battery-cell fire recalls, overheating contactors and charging-unit failures that cut drive power.",
    "The dangerous failures are thermal. A damaged, flooded or defective cell can go into thermal runaway, with hissing, popping, white or gray smoke and a sweet or chemical smell before flames, and the fire can start hours to weeks after a crash or a salt-water flood. The charging hardware, drive units, heat pumps and brakes that sit around the pack fail in their own ways, covered in their own problems.",
  ],
  tools: [
    "Scan tool with the maker's EV software: cell-group voltages and temperatures, isolation resistance, contactor status",
    "CAT III 1000 V (or CAT IV) digital multimeter with rated test leads, for absence-of-voltage checks",
    "Insulation resistance tester (megohmmeter) at 500 V or 1,000 V, for isolation faults",
    "Class 0 rubber insulating gloves rated 1,000 V with leather protectors, tested before each use",
    "Insulated hand tools rated 1,000 V, a face shield and a fiberglass rescue hook",
    "12-volt battery tester and a jump pack, for the low-voltage system that wakes the car",
    "Thermal imaging camera or infrared thermometer, for hot connectors, cells and damaged packs",
    "Battery lift table and pack-handling fixtures, for dropping a pack safely",
    "Coolant pressure tester with EV adapters and the maker's vacuum-fill tool",
    "Clamp-on DC current meter, for 12-volt drains and DC-DC output",
    "J1772 or NACS EVSE breakout adapter (pilot and proximity test box) for proving a charging station or cable",
    "A/C recovery machine and POE-oil-only equipment for electric compressors and chillers",
  ],
  safety: [
    "Orange cables, the service disconnect and anything inside the pack carry several hundred volts DC that can kill; only a technician trained and equipped for high-voltage work should disconnect, open or probe them, and only after the de-energizing procedure in the service information.",
    "If a battery hisses, pops, swells, leaks or gives off smoke or a sweet chemical smell, get everyone out and at least 50 feet away, call 911 and say it is an electric vehicle; never try to put out a battery fire yourself.",
    "After a crash with airbag deployment or damage underneath, treat the pack as live and able to ignite hours or days later: tow only on a flatbed, and store the car outdoors at least 50 feet from buildings and other vehicles.",
    "A car that has sat in flood water, especially salt water, can catch fire days or weeks later; do not charge it or power it up, and have it moved outdoors away from structures until it is inspected.",
    "Electric motors are silent and can move the car the instant it is in Ready: switch it off, keep the key or card well away from the car and chock the wheels before working under or around it.",
    "Never lift an EV on the battery pack or its cover; use the lift points in the owner's or service manual, because a crushed pack can short internally.",
  ],
  symptoms: [
    { id: "range-dropped", label: "Range or usable battery capacity has dropped" },
    { id: "reduced-power", label: "Turtle icon, reduced power or limited propulsion" },
    { id: "service-warning", label: "Service vehicle soon or electric system warning" },
    { id: "wont-go-ready", label: "Won't power up, go into Ready or shift into Drive" },
    { id: "lost-drive-power", label: "Lost drive power or shut down while driving" },
    { id: "wont-charge", label: "Won't charge, or charging stops partway" },
    { id: "slow-charging", label: "Charges much slower than it used to" },
    { id: "charge-limit-message", label: "Message that the maximum charge level is reduced" },
    { id: "soc-jumps", label: "Battery percentage or range estimate jumps around" },
    { id: "twelve-volt-dead", label: "12-volt battery warning, or car is dead and won't unlock" },
    { id: "smoke-hiss-smell", label: "Smoke, hissing, popping or chemical smell from the battery" },
    { id: "crash-flood-damage", label: "Car was in a crash, a flood or hit underneath" },
    { id: "coolant-loss", label: "Coolant level dropping, a coolant warning or fluid under a motor" },
    { id: "cold-weather", label: "Trouble mostly in cold weather" },
    { id: "heat-limits", label: "Power or charging speed drops when the battery is hot" },
    { id: "drive-noise", label: "Whine, clunk or grinding from the drive unit" },
    { id: "no-cabin-heat", label: "Weak or no cabin heat, or a heat pump warning" },
    { id: "regen-brakes", label: "Regenerative braking reduced or brake feel changed" },
    { id: "contactor-click", label: "Repeated clicking or clunking from the battery" },
    { id: "charge-port-fault", label: "Charge cable stuck, or the charge port is hot or smells burnt" },
  ],
  problems: [
    {
      slug: "hv-battery-capacity-degradation",
      title: "Full charge gives noticeably fewer miles than it did when the EV was new",
      summary:
        "The high-voltage pack has lost capacity with age, heat and fast charging. Have the state of health read with a scan tool; a loss of more than about 30% within the battery warranty is usually a claim, less is ordinary aging.",
      symptoms: [
        "A charge to 100% shows 15–30% fewer miles than the original rated range, in mild weather",
        "The range loss crept in over months or years rather than overnight",
        "The battery percentage falls faster on the same commute than it did a year or two ago",
        "No warning lights, or only a reduced-capacity message on some makes",
        "Car was parked at a high charge in a hot climate, or fast-charged most of the time",
      ],
      symptomIds: ["range-dropped", "charge-limit-message"],
      causes: [
        {
          likelihood: "common",
          part: "Normal calendar and cycle aging of the lithium-ion cells",
          why: "Each cell slowly loses active lithium to the film that grows on the anode, so the pack stores fewer kilowatt-hours every year, faster when it sits hot or full.",
        },
        {
          likelihood: "occasional",
          part: "Heat-accelerated wear from frequent DC fast charging or a hot climate",
          why: "High cell temperatures speed up the side reactions that eat capacity, so packs in desert states or on a fast-charge diet fade ahead of the average.",
        },
        {
          likelihood: "occasional",
          part: "One weak cell group limiting the whole pack",
          why: "The BMS stops charging when the highest group is full and stops driving when the lowest is empty, so a single weak group caps usable range.",
        },
        {
          likelihood: "rare",
          part: "Range estimate skewed by driving habits or temperature rather than capacity",
          why: "The guess-o-meter projects from recent consumption, so cold weather, winter tires or highway speed can look like a worn battery.",
        },
      ],
      checks: [
        {
          step: "Read state of health, usable capacity and cell-group voltages with the maker's scan tool or a capable OBD app.",
          tools: ["Scan tool with EV software", "OBD-II Bluetooth adapter and app"],
          expect:
            "Usable capacity within about 10–15% of new after several years is ordinary wear; a state of health of 70% or less inside the warranty period supports a capacity claim (typical threshold; confirm in the warranty booklet).",
        },
        {
          step: "Charge to 100%, then drive a known mixed route at 60–70 °F and record miles and kWh used down to about 10%.",
          tools: ["Trip computer", "Notebook"],
          expect:
            "Miles divided by kWh used gives efficiency; if efficiency is normal (about 3–4 mi/kWh for a mid-size car) but total kWh delivered is low, capacity is lost.",
        },
        {
          step: "Compare the spread between the highest and lowest cell-group voltage at rest after a full charge.",
          tools: ["Scan tool with EV software"],
          expect:
            "A spread under about 20–30 mV is a balanced pack aging evenly; a single group 50 mV or more below the rest points to an imbalance instead.",
        },
        {
          step: "Check the VIN for open recalls and BMS software updates, and read the battery warranty terms for capacity coverage.",
          tools: ["VIN lookup on the NHTSA recall site", "Warranty booklet"],
          expect: "An update or recall that changes charge limits explains a sudden step down in range.",
        },
      ],
      fix: "Ordinary fade needs no repair: charge to 80% for daily use, avoid parking at 100% in heat and fast-charge only when needed. A pack that falls below the warranty capacity threshold is repaired or replaced by the maker. Out of warranty, a shop trained for high voltage can replace weak modules on packs built to allow it, or fit a new, remanufactured or used pack.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "BMS software update and capacity test",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace one or two battery modules",
            partsLow: 1200,
            partsHigh: 5000,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
          {
            name: "Replace the high-voltage battery pack",
            partsLow: 6000,
            partsHigh: 22000,
            laborHoursLow: 4,
            laborHoursHigh: 10,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant and pack seals, and the warranty coverage most makers give the pack for 8 years or 100,000 miles.",
      },
      verdict: "careful",
      verdictReason:
        "Aging alone is not a shock or fire risk, but plan trips around the shorter real range so the car is not stranded with a near-empty pack.",
      codes: ["P0A7F"],
      terms: ["state of health", "high-voltage battery", "usable capacity"],
      related: [
        "hv-battery-cell-group-imbalance",
        "nissan-leaf-air-cooled-pack-fade-and-rapidgate",
        "tesla-max-charge-level-reduced-warning",
      ],
    },
    {
      slug: "hv-battery-cell-group-imbalance",
      title: "EV shuts down or drops to turtle mode with 10–20% still showing on the gauge",
      summary:
        "One cell group (brick) in the high-voltage pack is weaker than the rest and empties first, so the BMS cuts power while the average still looks healthy. Read cell-group voltages; a balancing charge can help, a failing group needs module or pack repair.",
      symptoms: [
        "Power fades or the car coasts to a stop while the display still shows 10–20% or more",
        "Battery percentage drops suddenly by several points near the bottom of the charge",
        "Charging ends early or the car never quite reaches 100%",
        "A reduced-power or service message appears under hard acceleration at low charge",
        "Range has shrunk more than the car's age would explain",
      ],
      symptomIds: ["reduced-power", "lost-drive-power", "soc-jumps", "range-dropped"],
      causes: [
        {
          likelihood: "common",
          part: "Cell group with higher self-discharge or lower capacity",
          why: "A group that leaks charge or holds less reaches its low-voltage limit first, and the BMS must protect that group even though the others still hold energy.",
        },
        {
          likelihood: "occasional",
          part: "Balancing circuit on a cell-monitoring board stuck on or off",
          why: "The BMS bleeds high groups through small resistors to keep them even; a failed bleed circuit drains one group or never trims it, setting P0DAB-family codes.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded cell-group voltage sense lead",
          why: "A sense wire with resistance reports a group lower than it is under load, so the BMS limits power for a fault that is in the wiring.",
        },
        {
          likelihood: "rare",
          part: "Internal short developing in a cell",
          why: "A slow internal short drains its group day after day and can heat up; it is the most serious reason for a widening imbalance.",
        },
      ],
      checks: [
        {
          step: "Read every cell-group voltage and the BMS's reported minimum and maximum at rest after a full charge.",
          tools: ["Scan tool with EV software"],
          expect:
            "Healthy lithium-ion groups sit within about 20–30 mV of each other at rest; a group 50 mV or more low, or one that falls 0.2 V or more below the rest under hard load, is the weak one (typical; confirm in the service information).",
        },
        {
          step: "Log cell-group voltages while driving down to about 15%, with a hard acceleration at the end.",
          tools: ["Scan tool with data logging"],
          expect:
            "The same group dropping first every time marks a weak group; a group that jumps around without pattern points to a sense lead.",
        },
        {
          step: "Leave the car at 100% plugged in for several hours so the BMS can balance, then compare the spread again.",
          tools: ["Level 2 charger"],
          expect:
            "A spread that closes to under 20 mV was a balancing issue; one that stays wide or returns within a week is a cell or module fault.",
        },
        {
          step: "Check stored codes and freeze frame for cell balancing, voltage variation or voltage sense faults.",
          tools: ["Scan tool"],
          expect: "P0BBD (voltage variation exceeded) or P0DAB points to the group or its balancing circuit.",
        },
      ],
      fix: "Update BMS software and run the maker's balancing procedure first. A group that stays weak is fixed by a certified high-voltage technician replacing the module (or the cell-monitoring board or sense lead at fault) with a matched part, or by replacing the pack on designs without serviceable modules. Owners must never open the pack or unplug its orange connectors.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Software update and balancing procedure",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace a module or cell-monitoring board",
            partsLow: 600,
            partsHigh: 3000,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
          {
            name: "Replace the battery pack",
            partsLow: 6000,
            partsHigh: 22000,
            laborHoursLow: 4,
            laborHoursHigh: 10,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, pack reseal kits and coolant, and repairs covered by the high-voltage battery warranty.",
      },
      verdict: "careful",
      verdictReason:
        "The car can lose power with charge still showing, so keep well above the point where it cut out and avoid highways until the pack is checked.",
      codes: ["P0BBD", "P0DAB", "P0A7F"],
      terms: ["cell balancing", "battery module", "battery management system"],
      related: [
        "hv-battery-capacity-degradation",
        "turtle-mode-reduced-power-battery-limits",
        "soc-display-jumps-bms-recalibration",
      ],
    },
    {
      slug: "hv-isolation-fault-service-vehicle",
      title: "EV says service vehicle soon or do not drive, with an isolation fault code",
      summary:
        "The isolation monitor sees high voltage leaking toward the chassis, usually via a wet connector, a damaged orange cable, the A/C compressor or a heater. Stop driving, touch no orange part and have a high-voltage technician find the leak.",
      symptoms: [
        "Message such as service vehicle soon, electric system fault or stop safely, sometimes with a red warning",
        "Car may refuse to go into Ready or charge after it is switched off",
        "The warning appeared after a car wash, heavy rain, deep water or a hit underneath",
        "A/C or cabin heat stopped working at the same moment on some cars",
        "P0AA6 stored, often with a code from the compressor, heater or charger",
      ],
      symptomIds: ["service-warning", "wont-go-ready", "wont-charge", "crash-flood-damage"],
      causes: [
        {
          likelihood: "common",
          part: "Water in a high-voltage connector or the charge port",
          why: "Water bridging a terminal to the connector shell or body lowers insulation resistance, and the monitor sees current path to the chassis.",
        },
        {
          likelihood: "common",
          part: "Electric A/C compressor or high-voltage coolant or cabin heater",
          why: "The compressor motor sits in the refrigerant stream, so moisture or contamination there reaches its windings, and a cracked PTC heater element exposes its live grid; both are frequent internal leak paths.",
        },
        {
          likelihood: "occasional",
          part: "Chafed, crushed or rodent-chewed orange cable",
          why: "Once the insulation is broken the conductor can touch or arc to the body, which is both an isolation fault and a shock hazard.",
        },
        {
          likelihood: "occasional",
          part: "Onboard charger, DC-DC converter or drive-unit inverter with an internal leak",
          why: "Moisture or a failed component inside the housing leaks high voltage to the case, which is bonded to the chassis.",
        },
        {
          likelihood: "rare",
          part: "Fault inside the battery pack, or a failed isolation monitor",
          why: "A leak inside the pack is the serious case; a monitor that misreads sets the same code with nothing wrong, so the tech proves it with a meter.",
        },
      ],
      checks: [
        {
          step: "Read codes and the BMS's live isolation resistance value, and note whether the fault sets with charging, A/C or heat on.",
          tools: ["Scan tool with EV software"],
          expect:
            "Healthy systems usually read several megohms; the maker sets the fault threshold, commonly between about 100 and 500 Ω per volt of pack voltage (about 40–200 kΩ on a 400 V pack; typical; confirm in the service information), and a reading below it sets the fault.",
        },
        {
          step: "With the car parked, not driven, switch off the A/C and heat, clear the code and leave it in Ready for 10 minutes to see whether the fault returns with those loads disabled.",
          tools: ["Scan tool"],
          expect: "A fault that stays away with the compressor or heater disabled points straight at that component.",
        },
        {
          step: "Certified technician only: de-energize the system per the service information, verify absence of voltage, then test each branch to chassis with an insulation tester.",
          tools: ["Insulation resistance tester", "CAT III 1000 V multimeter", "Class 0 insulating gloves"],
          expect:
            "Each component reads well above about 1 MΩ at a 500 V test voltage (typical; confirm in the service information); the branch that reads low is the leak.",
        },
        {
          step: "Inspect the orange cables, connectors and charge port for water, chafing, corrosion or rodent damage.",
          tools: ["Flashlight", "Lift with EV-rated pads"],
          expect:
            "Green corrosion, water in a connector or bare conductor confirms the source; never touch a damaged orange cable.",
        },
      ],
      fix: "A technician trained for high voltage isolates the leaking branch, dries and reseals a wet connector or replaces the compressor, heater, cable, charger or inverter that tested low, then clears codes and confirms isolation resistance has recovered. A leak inside the pack means a pack repair or replacement. Nobody else should unplug orange connectors, pull the service disconnect or open a component.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Dry and reseal a wet high-voltage connector",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the A/C compressor, heater or a cable",
            partsLow: 800,
            partsHigh: 3000,
            laborHoursLow: 2.5,
            laborHoursHigh: 6,
            likely: true,
          },
          {
            name: "Repair or replace the battery pack",
            partsLow: 4000,
            partsHigh: 22000,
            laborHoursLow: 6,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, towing, taxes, refrigerant recharge after compressor work, and repairs under the high-voltage component warranty.",
      },
      verdict: "stop",
      verdictReason:
        "An isolation fault means high voltage may be reaching the body or a damaged part, a shock and fire risk; do not drive or charge it until a high-voltage technician has found the leak.",
      codes: ["P0AA6", "P0DAA"],
      terms: ["isolation fault", "insulation resistance", "high-voltage interlock"],
      related: [
        "coolant-leak-into-battery-pack-isolation-fault",
        "hybrid-system/hybrid-orange-cable-damaged",
        "ac-system/hybrid-electric-compressor-fault",
        "ev-after-flood-or-salt-water",
      ],
    },
    {
      slug: "coolant-leak-into-battery-pack-isolation-fault",
      title: "Battery coolant keeps going low and an isolation fault appears when the EV is cold or wet",
      summary:
        "Glycol coolant is leaking inside the battery pack from a cold plate, a hose fitting or a seal, and because coolant conducts it drags isolation resistance down. The pack must be opened by a certified shop; do not keep topping up and driving.",
      symptoms: [
        "Battery or electronics coolant reservoir drops below MIN with no drip under the car",
        "Isolation fault or service message that comes and goes, often after a cold night",
        "Sweet coolant smell near the rear seat floor or from the pack vent",
        "Coolant or crusty residue at a pack vent, breather or underbody seam",
        "Battery temperature or coolant temperature codes alongside P0AA6",
      ],
      symptomIds: ["coolant-loss", "service-warning", "wont-go-ready", "cold-weather"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking coolant fitting or quick-connect inside the pack",
          why: "Plastic quick-connects and O-rings shrink and harden with heat cycles, and coolant seeps onto the pack floor where it wets busbars and module edges.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or pinholed cooling plate under the modules",
          why: "A cold plate damaged by an underbody impact, corrosion or a manufacturing flaw leaks directly under the cells.",
        },
        {
          likelihood: "occasional",
          part: "Coolant leak outside the pack at the pump, chiller or hoses",
          why: "An external leak drops the reservoir without any isolation effect; it must be ruled out before condemning the pack.",
        },
        {
          likelihood: "rare",
          part: "Overfilled or over-pressurized system pushing coolant past a seal",
          why: "Filling without the maker's vacuum-fill procedure can leave trapped air and pressure spikes that force coolant past a marginal seal.",
        },
      ],
      checks: [
        {
          step: "Pressure-test the battery cooling loop cold with the maker's adapter and watch the gauge, then look for external drips.",
          tools: ["Coolant pressure tester with EV adapters"],
          expect:
            "The loop holds its test pressure (often about 15–20 psi; confirm in the service information) for 15 minutes; a slow drop with no external leak points inside the pack.",
        },
        {
          step: "Read isolation resistance cold in the morning and again after the car has been driven and warm.",
          tools: ["Scan tool with EV software"],
          expect:
            "Isolation that is lower cold and damp and recovers when warm fits coolant or condensation inside the pack.",
        },
        {
          step: "Certified technician: de-energize, drop the pack on a lift table and open it in a clean area to inspect the floor, modules and fittings.",
          tools: ["Battery lift table", "Insulated tools rated 1,000 V", "Class 0 insulating gloves"],
          expect:
            "Pooled coolant, white or green crust on busbars or a wet fitting confirms the leak and its location.",
        },
      ],
      fix: "A certified high-voltage technician drains the loop, drops and opens the pack, replaces the leaking fitting, seal or cold plate, cleans and dries the modules, replaces any corroded busbar or sensing board, reseals the lid with a new gasket, then vacuum-fills the loop and confirms isolation resistance is back to normal. Heavy corrosion means a replacement pack. Owners must not add water or stop-leak to the battery loop.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Fix an external leak and vacuum-fill the loop",
            partsLow: 40,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Open the pack, replace fittings or cold plate and reseal",
            partsLow: 400,
            partsHigh: 2500,
            laborHoursLow: 8,
            laborHoursHigh: 16,
            likely: true,
          },
          {
            name: "Replace the battery pack",
            partsLow: 6000,
            partsHigh: 22000,
            laborHoursLow: 4,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Estimate; excludes diagnosis, towing, taxes, coolant, and repairs covered by the battery warranty.",
      },
      verdict: "stop",
      verdictReason:
        "Coolant inside the pack lowers insulation and can corrode toward a short or thermal event; park it outdoors, do not charge it and have it towed to a certified shop.",
      codes: ["P0AA6", "P0C32"],
      terms: ["isolation fault", "cooling plate", "vacuum fill"],
      related: ["hv-isolation-fault-service-vehicle", "battery-thermal-runaway-warning-signs"],
    },
    {
      slug: "hv-main-contactor-welded-or-wont-close",
      title: "EV clicks but won't go into Ready, or warns that a battery contactor is stuck",
      summary:
        "A main high-voltage contactor in the pack or junction box has welded shut or will not close, so the BMS will not connect the pack or will not let it power down safely. It is a certified-technician repair; have it towed.",
      symptoms: [
        "Repeated clicking or a single clunk from under the car when you press the brake and start button",
        "Car lights up but never shows Ready, or shuts down while driving with a stop-safely message",
        "Warning at switch-off or the next start that the system could not disconnect the battery",
        "Will not charge, or charging starts and stops with a click",
        "Codes for positive or negative contactor stuck closed or stuck open",
      ],
      symptomIds: ["wont-go-ready", "lost-drive-power", "contactor-click", "wont-charge"],
      causes: [
        {
          likelihood: "common",
          part: "Main contactor tips welded by arcing under load",
          why: "Opening or closing under heavy current (a pre-charge problem, a fault shutdown at speed or a fast-charge session ending abruptly) arcs the tips until they fuse together.",
        },
        {
          likelihood: "occasional",
          part: "Contactor coil open or its 12-volt driver circuit failed",
          why: "The contactor is closed by a 12-volt coil; an open coil, a broken wire or a failed driver in the BMS leaves it open, setting control-circuit codes.",
        },
        {
          likelihood: "occasional",
          part: "Weak 12-volt supply during startup",
          why: "A low 12-volt battery cannot pull the contactors in firmly, so they chatter and the start attempt aborts.",
        },
        {
          likelihood: "rare",
          part: "Contactor or busbar joint overheated from a loose bolt",
          why: "A high-resistance joint heats the contactor body, degrades it and can weld the tips under high current.",
        },
      ],
      checks: [
        {
          step: "Test the 12-volt battery at rest and during a start attempt before anything else.",
          tools: ["12-volt battery tester", "Digital multimeter"],
          expect:
            "At least 12.4 V at rest and no dip below about 10.5 V when the contactors are commanded; lower readings mean fix the 12-volt side first.",
        },
        {
          step: "Read contactor status, pack voltage and bus (inverter-side) voltage with the contactors commanded open and closed.",
          tools: ["Scan tool with EV software"],
          expect:
            "With contactors commanded open, bus voltage should fall below 60 V within the discharge time in the service information; bus voltage near pack voltage with contactors open means a welded contactor.",
        },
        {
          step: "Certified technician: with the system de-energized, check contactor coil resistance and the driver circuit at the junction box connector.",
          tools: ["CAT III 1000 V multimeter", "Class 0 insulating gloves", "Service information"],
          expect:
            "Coil resistance is typically a few ohms to a few tens of ohms (confirm in the service information); an open reading condemns the contactor.",
        },
      ],
      fix: "Fix a weak 12-volt battery first. A welded or open contactor is replaced by a technician trained for high voltage, often as a contactor set or a complete junction box (battery disconnect unit) on cars where it sits inside the pack, then the BMS is updated and codes cleared. Never try to free a stuck contactor by tapping the pack or unplugging orange connectors.",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Replace the 12-volt battery", partsLow: 150, partsHigh: 350, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace contactors or the junction box outside the pack",
            partsLow: 600,
            partsHigh: 2500,
            laborHoursLow: 2,
            laborHoursHigh: 4.5,
          },
          {
            name: "Drop the pack to replace internal contactors",
            partsLow: 600,
            partsHigh: 3000,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, towing, taxes, pack reseal parts, and repairs under the high-voltage warranty or a contactor recall.",
      },
      verdict: "stop",
      verdictReason:
        "A contactor that will not close strands the car, and one that is welded can leave parts of the system live or cut power at speed; have it towed.",
      codes: ["P0AA1", "P0AA2", "P0AA4", "P0AA5", "P0ADD", "P0AE0"],
      terms: ["contactor", "battery junction box", "pre-charge"],
      related: [
        "hv-precharge-failure-wont-go-ready",
        "ford-mach-e-hv-contactor-overheating-recall",
        "hv-interlock-loop-open",
      ],
    },
    {
      slug: "hv-precharge-failure-wont-go-ready",
      title: "EV fails to go into Ready and sets a precharge time too long or too short code",
      summary:
        "The pre-charge circuit could not bring the inverter's capacitors up to pack voltage in time, so the BMS kept the main contactors open. Usually a failed pre-charge resistor or contactor or a shorted load; a certified tech must diagnose it.",
      symptoms: [
        "Car powers up, clicks once or twice, then shows an electric system fault instead of Ready",
        "The problem started after a component was replaced or after a hard-hit pothole",
        "Intermittent at first: Ready on the second or third try",
        "P0C78 or P0C77, sometimes with precharge contactor codes",
      ],
      symptomIds: ["wont-go-ready", "contactor-click", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Open or burned pre-charge resistor",
          why: "The resistor limits inrush current while the capacitors fill; once it burns open, bus voltage never rises and the BMS times out.",
        },
        {
          likelihood: "occasional",
          part: "Pre-charge contactor not closing, or stuck closed",
          why: "A failed coil or welded tips either blocks the pre-charge path or leaves it connected when it should have opened.",
        },
        {
          likelihood: "occasional",
          part: "Short or heavy leakage in a high-voltage load",
          why: "A failed capacitor or power stage in an inverter, heater or compressor draws current through the resistor, so the bus cannot reach the target in time.",
        },
        {
          likelihood: "rare",
          part: "Bus voltage sensor reading wrong",
          why: "If the sensor under-reads, the BMS believes pre-charge failed when it did not.",
        },
      ],
      checks: [
        {
          step: "Record pack voltage, bus voltage and pre-charge time during a start attempt.",
          tools: ["Scan tool with data logging"],
          expect:
            "Bus voltage normally climbs to about 90–95% of pack voltage within a fraction of a second to a few seconds before the main contactor closes (typical; confirm in the service information); a bus that stalls low points to a load short or an open resistor.",
        },
        {
          step: "Certified technician: with the system de-energized and absence of voltage verified, unplug one high-voltage load at a time (heater, compressor, charger) per the service procedure, then retry pre-charge.",
          tools: ["Service information", "Class 0 insulating gloves"],
          expect: "Pre-charge that succeeds with one load unplugged identifies that load as the short.",
        },
        {
          step: "Certified technician: with the system de-energized, measure the pre-charge resistor.",
          tools: ["CAT III 1000 V multimeter"],
          expect:
            "The resistor reads its rated value, usually tens of ohms (confirm in the service information); open or far above spec condemns it.",
        },
      ],
      fix: "A technician trained for high voltage replaces the pre-charge resistor, the pre-charge contactor or the junction box that contains them, or the shorted load it found, then clears codes and confirms a normal pre-charge time on several starts.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Replace pre-charge resistor or contactor",
            partsLow: 80,
            partsHigh: 600,
            laborHoursLow: 2,
            laborHoursHigh: 5,
          },
          {
            name: "Replace the junction box or the shorted load",
            partsLow: 800,
            partsHigh: 3500,
            laborHoursLow: 2.5,
            laborHoursHigh: 8,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, towing, taxes, and work covered by the high-voltage component warranty.",
      },
      verdict: "stop",
      verdictReason:
        "The car cannot drive until pre-charge works, and forcing repeated attempts can weld the main contactors; tow it to a certified EV shop.",
      codes: ["P0C78", "P0C77", "P0AE1", "P0AE2", "P0AE3"],
      terms: ["pre-charge", "contactor", "DC link capacitor"],
      related: [
        "hv-main-contactor-welded-or-wont-close",
        "hv-interlock-loop-open",
        "hybrid-system/hybrid-main-relay-contactor-fault",
      ],
    },
    {
      slug: "battery-thermal-runaway-warning-signs",
      title: "Smoke, hissing, popping or a sweet chemical smell coming from under an EV",
      summary:
        "Those are the warning signs of a battery cell going into thermal runaway. Get everyone out and at least 50 feet away, call 911 and say it is an electric vehicle; do not try to fight it or move it.",
      symptoms: [
        "White or gray vapor or smoke from under the car or from the wheel wells",
        "Hissing, crackling or popping sounds from the pack, like aerosol cans venting",
        "Sweet, solvent-like or acrid chemical smell inside or around the car",
        "Battery temperature warning, or a pack cover that looks swollen or warped",
        "Car may still look normal from the cabin at first",
      ],
      symptomIds: ["smoke-hiss-smell", "service-warning", "crash-flood-damage"],
      causes: [
        {
          likelihood: "common",
          part: "Cell damaged by an impact, debris strike or crushed pack",
          why: "A deformed cell can short internally; the short heats the cell until its electrolyte vents and spreads heat to its neighbors.",
        },
        {
          likelihood: "occasional",
          part: "Manufacturing defect inside a cell",
          why: "A torn electrode tab or folded separator can short after months of cycling, the fault behind several battery fire recalls.",
        },
        {
          likelihood: "occasional",
          part: "Salt-water or coolant contamination inside the pack",
          why: "Conductive liquid bridges cells and busbars, corrodes them and starts slow shorts that can ignite days later.",
        },
        {
          likelihood: "rare",
          part: "Overcharge from a failed BMS or cooling failure during fast charging",
          why: "If a cell is pushed past its voltage or temperature limit, it breaks down internally and can run away.",
        },
      ],
      checks: [
        {
          step: "Do not investigate up close: from at least 50 feet away, tell 911 it is an electric vehicle, where the pack is and whether it is plugged in.",
          tools: ["Phone"],
          expect:
            "Firefighters arrive knowing to bring large water supplies and thermal imaging; battery fires can need thousands of gallons.",
        },
        {
          step: "If it is safe to do so from the cabin while leaving, switch the car off and unlock it; never unplug a smoking charger by hand.",
          tools: [],
          expect:
            "Unlocked doors let responders reach the first-responder cut loop; cutting power at a wall breaker is safer than touching the plug.",
        },
        {
          step: "After the fire service releases it, have the car moved on a flatbed to an outdoor spot isolated from buildings and monitored.",
          tools: ["Flatbed tow truck", "Thermal imaging camera"],
          expect: "The pack is watched for heat returning; re-ignition can happen hours or days later.",
        },
      ],
      noMeasurement:
        "Nobody should approach a venting battery to measure it; the check is to get clear and let firefighters with thermal cameras judge the pack, and any later diagnosis happens only after it is released.",
      fix: "The fire service handles an active event. Afterward the vehicle is quarantined outdoors, the insurer and maker are notified, and a damaged pack is removed only by a certified high-voltage technician and shipped under hazardous-material rules for recycling. Check the VIN for battery fire recalls, which often cover the cost.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Flatbed tow and outdoor quarantine storage",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Remove and replace the damaged pack",
            partsLow: 6000,
            partsHigh: 22000,
            laborHoursLow: 6,
            laborHoursHigh: 14,
            likely: true,
          },
        ],
        excludes:
          "Estimate; excludes towing mileage, storage days, hazardous-material shipping, fire damage to the rest of the car, and recall or insurance coverage.",
      },
      verdict: "stop",
      verdictReason:
        "A venting lithium-ion pack can burst into an intense, toxic fire within seconds or minutes; leave the car, get far away and call 911.",
      codes: ["P0A7E"],
      terms: ["thermal runaway", "first-responder cut loop", "lithium-ion"],
      related: [
        "ev-after-crash-airbags-deployed",
        "ev-after-flood-or-salt-water",
        "chevrolet-bolt-battery-fire-recall",
      ],
    },
    {
      slug: "ev-after-crash-airbags-deployed",
      title: "EV was in a crash and deployed its airbags, and now it shows no Ready or is dead",
      summary:
        "After airbag deployment most EVs open the contactors and many fire a pyrotechnic fuse, so the pack is cut off but still charged. Leave high voltage alone, tow on a flatbed only, store it outdoors away from buildings and have the pack inspected.",
      symptoms: [
        "Car went dead or dropped out of Ready at the moment of impact",
        "Will not power up again, or shows an electric system or airbag warning",
        "Damage underneath: scraped pack cover, bent pack mounts or a curb or debris strike",
        "Any smell, smoke, hissing or fluid from under the car in the hours after the crash",
      ],
      symptomIds: ["crash-flood-damage", "wont-go-ready", "service-warning", "smoke-hiss-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Crash signal from the airbag module opening the contactors",
          why: "The restraint module tells the BMS to disconnect the pack on a deployment, which is the system working as designed.",
        },
        {
          likelihood: "occasional",
          part: "Pyrotechnic fuse (pyro fuse) fired in the pack",
          why: "Many EVs fire a one-time fuse on a severe crash to cut the high-voltage circuit for good; it must be replaced before the car can drive.",
        },
        {
          likelihood: "occasional",
          part: "Damaged pack housing, cells or orange cables",
          why: "Intrusion into the pack or a crushed cable can start an internal short or an isolation fault that may not show at first.",
        },
        {
          likelihood: "rare",
          part: "12-volt system cut by the crash or by responders",
          why: "Responders often cut the first-responder loop or the 12-volt cable, leaving the car fully dead until a technician restores it.",
        },
      ],
      checks: [
        {
          step: "Before anyone works on it, look from a distance for smoke, vapor, hissing, bulging of the pack cover or leaking fluid.",
          tools: ["Thermal imaging camera or infrared thermometer"],
          expect:
            "A pack surface warmer than the underbody around it, or one that keeps warming over time, is a warning sign to isolate the car and call the fire department.",
        },
        {
          step: "Certified technician: follow the maker's emergency and repair procedure to disable high voltage, then verify absence of voltage at the inverter or junction box.",
          tools: ["CAT III 1000 V multimeter", "Class 0 insulating gloves", "Service information"],
          expect:
            "The bus reads essentially 0 V, well under 60 V DC, after the wait time in the service information; any voltage means a contactor or fuse did not open.",
        },
        {
          step: "Scan the BMS and restraint module for crash data, isolation resistance and cell temperatures once the car is safe to wake.",
          tools: ["Scan tool with EV software"],
          expect:
            "Crash-event codes with normal isolation and even cell temperatures support a repair; isolation faults or hot cells mean the pack needs deeper inspection.",
        },
      ],
      fix: "Transport on a flatbed only, never with drive wheels on the ground, and store outdoors at least 50 feet from buildings and other vehicles for the maker's recommended watch period. A certified collision and high-voltage shop inspects the pack and cables, replaces the pyro fuse, damaged cables or pack as needed, resets crash data and restores the car. Owners and general body shops must leave the orange cables, the service disconnect and the pack alone.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Inspect, replace the pyro fuse and reset crash data",
            partsLow: 150,
            partsHigh: 800,
            laborHoursLow: 2,
            laborHoursHigh: 5,
          },
          {
            name: "Replace damaged orange cables or pack mounts",
            partsLow: 600,
            partsHigh: 3000,
            laborHoursLow: 3,
            laborHoursHigh: 8,
          },
          {
            name: "Replace a crash-damaged pack",
            partsLow: 6000,
            partsHigh: 22000,
            laborHoursLow: 6,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes collision repairs, airbag replacement, towing, storage, taxes, and what insurance pays.",
      },
      verdict: "stop",
      verdictReason:
        "A crashed pack can be damaged inside and catch fire hours or days later; do not try to restart or drive it, and keep it away from buildings.",
      codes: ["P0A0A", "P0AA6"],
      terms: ["pyro fuse", "first-responder cut loop", "flatbed tow"],
      related: [
        "battery-thermal-runaway-warning-signs",
        "ev-after-flood-or-salt-water",
        "hv-service-disconnect-who-may-pull-it",
      ],
    },
    {
      slug: "ev-after-flood-or-salt-water",
      title: "EV sat in flood water or storm surge, and the owner wants to know if it is safe",
      summary:
        "Treat any EV that sat in water above the bottom of the pack as a fire risk, especially after salt water: do not power it up or charge it, have it towed on a flatbed to an outdoor spot away from buildings, and have a certified shop inspect the pack.",
      symptoms: [
        "Water line on the doors, seats or carpet, or silt under the car",
        "Car parked in a storm surge, tidal flood or flooded garage",
        "Warning messages, isolation faults or a car that will not power up afterward",
        "Hissing, popping or smoke in the days or weeks after the water went down",
      ],
      symptomIds: ["crash-flood-damage", "service-warning", "wont-go-ready", "smoke-hiss-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Salt water entering the pack through its vents or seals",
          why: "Salt water conducts far better than fresh water; inside the pack it bridges cell terminals and busbars, corrodes them and can set off a short and thermal runaway later.",
        },
        {
          likelihood: "common",
          part: "Water in high-voltage connectors, charger and inverters",
          why: "Flooded connectors and housings lose insulation resistance and corrode, causing isolation faults and component failures.",
        },
        {
          likelihood: "occasional",
          part: "Flooded 12-volt system and control modules",
          why: "Modules and connectors under water corrode and fail over weeks, leaving the car dead even if the pack survived.",
        },
      ],
      checks: [
        {
          step: "Before any attempt to power it up, check how high the water reached and whether it was salt or brackish.",
          tools: ["Flashlight", "Tape measure"],
          expect:
            "Water that reached the bottom of the pack, about 5–8 inches above the ground on most cars and more on trucks, means the pack must be assessed before the car is powered or charged.",
        },
        {
          step: "Certified technician: with high voltage disabled per the service information, read isolation resistance and inspect the pack's vents and seals.",
          tools: ["Insulation resistance tester", "Scan tool with EV software"],
          expect:
            "Isolation well above 500 Ω per volt with dry, clean vents supports further testing; salt crust or water in the pack condemns it.",
        },
        {
          step: "Watch the car's surface temperature over several days while it is quarantined.",
          tools: ["Thermal imaging camera"],
          expect:
            "A pack area warming by more than a few °F above ambient with no sun load is a developing short; call the fire department.",
        },
      ],
      fix: "Move it on a flatbed to an outdoor location at least 50 feet from buildings and other vehicles, do not charge it, and notify the insurer and the maker. A certified high-voltage shop inspects and dries or replaces connectors and modules; a pack that took in salt water is normally replaced, and many salt-flooded EVs are declared total losses.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Inspect, dry and reseal connectors and modules",
            partsLow: 200,
            partsHigh: 1200,
            laborHoursLow: 4,
            laborHoursHigh: 10,
          },
          {
            name: "Replace the flooded battery pack",
            partsLow: 6000,
            partsHigh: 22000,
            laborHoursLow: 6,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Estimate; excludes towing, storage, interior and module replacement, taxes, and what comprehensive insurance pays.",
      },
      verdict: "stop",
      verdictReason:
        "Salt water inside the pack can start a fire days or weeks later, even parked; keep it outside, unplugged and away from buildings until it is inspected.",
      codes: ["P0AA6"],
      terms: ["thermal runaway", "isolation fault", "flood damage"],
      related: [
        "ev-after-crash-airbags-deployed",
        "battery-thermal-runaway-warning-signs",
        "hv-isolation-fault-service-vehicle",
      ],
    },
    {
      slug: "ev-12-volt-battery-dead-stranded",
      title: "EV is completely dead or won't unlock even though the big battery was charged",
      summary:
        "The small 12-volt battery that wakes the computers and closes the contactors has failed or gone flat. Jump the 12-volt system at its terminals per the owner's manual, then test and replace the 12-volt battery; the high-voltage pack is usually fine.",
      symptoms: [
        "Doors will not unlock with the fob or app and the screen stays black",
        "A 12-volt battery warning appeared in the days before",
        "Car powers up after a jump to the 12-volt terminals but the warning returns",
        "Charging will not start because the car cannot wake up",
        "Several unrelated warnings at once right after waking",
      ],
      symptomIds: ["twelve-volt-dead", "wont-go-ready", "wont-charge"],
      causes: [
        {
          likelihood: "common",
          part: "Worn-out 12-volt battery",
          why: "The small flooded, AGM or lithium 12-volt battery ages like any other and, because EVs keep modules awake for connectivity, many last only 3–5 years.",
        },
        {
          likelihood: "occasional",
          part: "Parasitic drain from a module that stays awake",
          why: "A telematics unit, sentry or camera mode, or an aftermarket accessory can keep the network awake and flatten the 12-volt battery while parked.",
        },
        {
          likelihood: "occasional",
          part: "DC-DC converter not charging the 12-volt battery",
          why: "With no DC-DC output, the 12-volt battery drains while the car is on and fails without warning.",
        },
        {
          likelihood: "rare",
          part: "Corroded 12-volt terminal or ground",
          why: "A poor connection drops voltage under the load of waking modules and closing contactors.",
        },
      ],
      checks: [
        {
          step: "Reach the 12-volt battery or the jump posts shown in the owner's manual and measure voltage at rest.",
          tools: ["Digital multimeter", "Owner's manual"],
          expect:
            "12.4–12.7 V at rest on a lead-acid or AGM battery is healthy; under about 12.0 V is flat, and most EVs will not wake below about 11 V.",
        },
        {
          step: "Jump only the 12-volt system with a jump pack, wake the car and put it in Ready, then measure at the battery.",
          tools: ["12-volt jump pack", "Digital multimeter"],
          expect:
            "About 13.5–15 V in Ready means the DC-DC converter is charging; still near 12.5 V means the converter is not.",
        },
        {
          step: "Load-test the 12-volt battery and, if it passes, measure parasitic drain after the car goes to sleep.",
          tools: ["12-volt battery tester", "Clamp-on DC current meter"],
          expect:
            "Sleep current typically settles under about 50 mA within 15–30 minutes (confirm in the service information); higher means something stays awake.",
        },
      ],
      fix: "Replace a failed 12-volt battery with the type the maker specifies, registering it with a scan tool where required, clean the terminals, and find and fix any parasitic drain. Never jump from the high-voltage system and never connect a jump pack to orange terminals. If the DC-DC converter is not charging, that repair is for a certified technician.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the 12-volt battery", partsLow: 150, partsHigh: 400, laborHoursLow: 0.3, laborHoursHigh: 1 },
          {
            name: "Find and fix a parasitic drain",
            partsLow: 0,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes a tow, diagnosis fees, taxes, and DC-DC converter repairs.",
      },
      verdict: "careful",
      verdictReason:
        "A weak 12-volt battery can drop the car out of Ready while driving and lock you out; replace it before relying on the car.",
      codes: ["P0562"],
      terms: ["auxiliary battery", "DC-DC converter", "parasitic drain"],
      related: ["vw-id4-12-volt-battery-drain", "hyundai-kia-egmp-iccu-failure", "hybrid-system/hybrid-12v-battery"],
    },
    {
      slug: "vw-id4-12-volt-battery-drain",
      title: "VW ID.4 keeps draining its 12-volt battery and won't wake or shift into Drive",
      summary:
        "On the ID.4 a small 12-volt battery, early software that did not top it up reliably and, on some 2024 cars, a charger/DC-DC unit that can short from moisture all lead to a dead car. Check the VIN for recalls and software, then test the 12-volt battery.",
      symptoms: [
        "12-volt battery warning or a car that will not unlock after sitting a few days",
        "Car powers on but will not shift into Drive, with several warnings",
        "Problem returns within weeks even after a jump",
        "Loss of drive power or warnings while driving on some cars",
        "Infotainment or the key card unresponsive after parking",
      ],
      symptomIds: ["twelve-volt-dead", "wont-go-ready", "lost-drive-power", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Aging or repeatedly deep-discharged 12-volt battery",
          why: "After a few deep discharges the ID.4's 12-volt battery loses capacity and cannot carry the modules through the car's wake-up cycles.",
        },
        {
          likelihood: "common",
          part: "Older vehicle software managing 12-volt charging",
          why: "Early ID.4 software did not always top up the 12-volt battery from the high-voltage pack while parked; later updates changed that logic.",
        },
        {
          likelihood: "occasional",
          part: "Onboard charger with integrated DC-DC converter shorting (2024 ID.4 recall)",
          why: "Moisture can short the unit so it stops charging the 12-volt battery, covered by a 2025 recall on 2024 ID.4s.",
        },
        {
          likelihood: "rare",
          part: "Module keeping the ID.4 network awake",
          why: "A module that never sleeps, often after a failed update, drains the 12-volt battery overnight.",
        },
      ],
      checks: [
        {
          step: "Run the VIN through the NHTSA recall lookup and ask the dealer which software level the car has and whether updates are pending (as of November 2026).",
          tools: ["VIN lookup on the NHTSA recall site"],
          expect: "An open recall or an out-of-date software level is fixed first, before parts are changed.",
        },
        {
          step: "Measure the 12-volt battery at rest and after a load test.",
          tools: ["Digital multimeter", "12-volt battery tester"],
          expect:
            "12.4 V or more at rest and a pass on the tester; under 12.2 V after a night's sleep or a failed load test means replace it.",
        },
        {
          step: "With the car in Ready, read voltage at the 12-volt battery, then measure sleep current after the car locks.",
          tools: ["Digital multimeter", "Clamp-on DC current meter"],
          expect:
            "About 13.5–14.8 V in Ready; sleep current falling under about 50 mA within 30 minutes (typical; confirm in the service information).",
        },
      ],
      fix: "Install current software at the dealer or over the air, complete any open recall (the 2024 charger/DC-DC unit is replaced free), and replace a weakened 12-volt battery with the correct type, coding it with the scan tool. If the drain continues, find the module that will not sleep. The DC-DC and charger unit are high-voltage parts for a trained technician.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Software update and 12-volt battery",
            partsLow: 180,
            partsHigh: 400,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the charger/DC-DC unit out of warranty",
            partsLow: 1500,
            partsHigh: 3500,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, towing, taxes, and work covered by a recall or the 8-year/100,000-mile high-voltage warranty.",
      },
      verdict: "careful",
      verdictReason:
        "A car that drains its 12-volt battery can strand you or lose drive readiness; fix the software and battery before relying on it for long trips.",
      codes: ["P0562"],
      terms: ["auxiliary battery", "DC-DC converter", "software update"],
      related: ["ev-12-volt-battery-dead-stranded", "hyundai-kia-egmp-iccu-failure"],
      appliesTo: [{ make: "volkswagen", models: ["id-4"], years: [2021, 2025] }],
    },
    {
      slug: "chevrolet-bolt-battery-fire-recall",
      title: "Chevrolet Bolt owner told to limit charging, park outside and wait for new battery modules",
      summary:
        "The 2017–2022 Chevrolet Bolt EV and 2022 Bolt EUV were recalled because two defects in the LG cells could short and start a fire. Check the VIN: until the recall repair is done, follow GM's limits on charging and parking.",
      symptoms: [
        "Recall letter or dealer notice about the high-voltage battery",
        "Car limited to about 80–90% charge, or a message about reduced charge level",
        "Range lower than expected while the interim software limits are active",
        "Propulsion or battery warning after the monitoring software flags a cell",
      ],
      symptomIds: ["charge-limit-message", "range-dropped", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Torn anode tab and folded separator in the Bolt's LG cells",
          why: "The two manufacturing defects, present in the same cell, can let it short internally and start a battery fire, sometimes while parked or charging.",
        },
        {
          likelihood: "occasional",
          part: "Bolt diagnostic software detecting a suspect cell",
          why: "Cars given monitoring software instead of, or before, new modules limit charge and set a warning when they see abnormal cell behavior.",
        },
      ],
      checks: [
        {
          step: "Run the VIN through the NHTSA recall lookup or GM's owner site to see whether the battery recall is complete (as of November 2026).",
          tools: ["VIN lookup on the NHTSA recall site"],
          expect:
            "A completed recall shows no open battery campaign; an open one means the interim limits still apply.",
        },
        {
          step: "Ask the dealer what the recall repair installed: new modules, a new pack, or the diagnostic software.",
          tools: ["Dealer service records"],
          expect:
            "Cars with new modules or a new pack return to full charging; software-only cars keep monitoring and may limit charging.",
        },
        {
          step: "If a warning appears, have the dealer read the BMS for cell-voltage anomaly codes before any other repair.",
          tools: ["GM scan tool with EV software"],
          expect: "A flagged module is replaced under the recall rather than balanced or ignored.",
        },
      ],
      noMeasurement:
        "The defect sits inside the cells and cannot be measured in a shop; the check is the recall status by VIN and what the dealer installed, and the monitoring software decides whether a module is suspect.",
      fix: "Have the recall completed at a Chevrolet dealer: GM replaced defective modules, or the whole pack on many 2017–2019 cars, and loaded diagnostic software; replacement batteries carry their own 8-year/100,000-mile limited warranty. Until then, follow GM's interim advice: limit charging to 90%, keep about 70 miles or more of range, and park outside rather than in a garage.",
      difficulty: 5,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes:
          "Estimate; the recall covers the repair; excludes towing, rental and any unrelated repairs the dealer finds.",
      },
      verdict: "careful",
      verdictReason:
        "A car with the recall still open carries a real fire risk while parked or charging; follow the interim limits and park it outside until the repair is done.",
      codes: [],
      terms: ["recall", "battery module", "thermal runaway"],
      related: ["battery-thermal-runaway-warning-signs", "hv-battery-capacity-degradation"],
      appliesTo: [
        { make: "chevrolet", models: ["bolt-ev"], years: [2017, 2022] },
        { make: "chevrolet", models: ["bolt-euv"], years: [2022, 2022] },
      ],
    },
    {
      slug: "nissan-leaf-air-cooled-pack-fade-and-rapidgate",
      title: "Nissan Leaf losing capacity bars, and DC fast charging slows to a crawl on road trips",
      summary:
        "The Leaf's pack has no liquid cooling, so heat ages it faster and, on long trips, builds up until the car cuts DC fast-charge power (nicknamed Rapidgate). Read state of health and pack temperature, and claim warranty if the bars fall far enough.",
      symptoms: [
        "Capacity bars at the right edge of the charge gauge drop from 12 to 10 or fewer",
        "Second or third DC fast charge of the day runs far slower than the first",
        "Battery temperature gauge climbs toward the red zone on highway trips",
        "Range much lower than a newer Leaf after years in a hot climate",
      ],
      symptomIds: ["range-dropped", "slow-charging", "heat-limits"],
      causes: [
        {
          likelihood: "common",
          part: "Passive air-cooled Leaf battery pack",
          why: "With no cooling loop the Leaf's cells sit at whatever temperature the weather and driving give them, and heat speeds up capacity loss.",
        },
        {
          likelihood: "common",
          part: "Leaf BMS limiting DC charge current when the pack is hot",
          why: "Heat from driving and fast charging cannot escape quickly, so the car requests less current to protect the cells; worst on 2018-on 40 kWh packs.",
        },
        {
          likelihood: "occasional",
          part: "Imbalanced cell pairs in an aging Leaf pack",
          why: "A weak cell pair lowers usable capacity and can drop a bar suddenly.",
        },
      ],
      checks: [
        {
          step: "Read state of health, Hx, cell-pair voltages and pack temperature with an OBD adapter and a Leaf-specific app, or at a Nissan dealer.",
          tools: ["OBD-II Bluetooth adapter and app", "Nissan scan tool"],
          expect:
            "Cell pairs within about 20 mV of each other at rest are balanced; a state of health near 66% is about where the gauge falls below 9 bars, the usual capacity-warranty trigger (typical; confirm with the dealer).",
        },
        {
          step: "Log pack temperature before and after a DC fast charge following highway driving.",
          tools: ["OBD-II Bluetooth adapter and app"],
          expect:
            "Charge power falling steeply once the pack passes about 95–105 °F confirms heat limiting rather than a charger fault.",
        },
        {
          step: "Check the capacity warranty for the car's year and mileage.",
          tools: ["Warranty booklet", "VIN lookup"],
          expect:
            "Falling below 9 bars inside the coverage period qualifies for repair; coverage differs between early 24 kWh cars and later packs.",
        },
      ],
      fix: "Drive and charge to keep the pack cool: avoid back-to-back fast charges, charge to 80% and park in shade. A pack below the capacity warranty threshold is repaired by Nissan. Out of warranty, certified shops fit new, remanufactured or larger used packs (a software change is needed when the capacity differs); owners must not open the pack.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Battery health report and software update",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the pack with a used or remanufactured one",
            partsLow: 3500,
            partsHigh: 9000,
            laborHoursLow: 4,
            laborHoursHigh: 8,
          },
          {
            name: "Replace the pack with a new one",
            partsLow: 7000,
            partsHigh: 16000,
            laborHoursLow: 4,
            laborHoursHigh: 8,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, pack-swap software coding, and repairs covered by the capacity warranty.",
      },
      verdict: "careful",
      verdictReason:
        "It is safe to drive, but fast-charge stops can take far longer than planned on a trip, and a worn pack can leave you short of the next charger.",
      codes: [],
      terms: ["Rapidgate", "state of health", "capacity bars"],
      related: ["hv-battery-capacity-degradation", "hv-battery-cell-group-imbalance"],
      appliesTo: [{ make: "nissan", models: ["leaf"], years: [2011, 2025] }],
    },
    {
      slug: "hyundai-kia-egmp-iccu-failure",
      title: "Ioniq 5, Ioniq 6, EV6 or GV60 shows a 12-volt warning, then loses drive power",
      summary:
        "The Integrated Charging Control Unit (ICCU), which holds the onboard charger and the DC-DC converter, has failed, so the 12-volt battery runs down until the car cuts power. Get off the road at the first warning and check the VIN for the ICCU recall.",
      symptoms: [
        "Check electrical system or 12-volt battery warning, sometimes after a loud pop",
        "Stop vehicle in a safe place message and power cut back to a crawl",
        "AC charging at home will not start",
        "12-volt battery goes flat repeatedly after the warning",
        "Car will not power up again after shutting down",
      ],
      symptomIds: ["twelve-volt-dead", "lost-drive-power", "reduced-power", "wont-charge"],
      causes: [
        {
          likelihood: "common",
          part: "Hyundai/Kia E-GMP ICCU power transistors overheating and failing",
          why: "Excess current in the ICCU damages its transistors and blows the ICCU fuse; with no DC-DC output the 12-volt battery drains until the computers shut the car down.",
        },
        {
          likelihood: "occasional",
          part: "Weak 12-volt battery after repeated ICCU discharges",
          why: "Deep discharges damage the 12-volt battery, which can keep the warning alive even after the ICCU is replaced.",
        },
        {
          likelihood: "rare",
          part: "ICCU fuse or connector fault without a failed unit",
          why: "A blown fuse or poor connection stops the DC-DC output with the same symptoms; the recall inspection checks it.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for the ICCU recall and whether an earlier ICCU repair was superseded by the late-2024 campaign (as of November 2026).",
          tools: ["VIN lookup on the NHTSA recall site"],
          expect:
            "An open ICCU campaign means the dealer does the software update, inspection and any ICCU and fuse replacement free.",
        },
        {
          step: "With the car in Ready, measure voltage at the 12-volt battery.",
          tools: ["Digital multimeter"],
          expect:
            "About 13.5–15 V shows the ICCU's DC-DC is charging; 12.6 V or less and falling means no DC-DC output.",
        },
        {
          step: "Dealer: read ICCU and DC-DC codes and inspect the ICCU fuse.",
          tools: ["Hyundai or Kia scan tool"],
          expect: "DC-DC performance codes and an open ICCU fuse confirm the failure.",
        },
      ],
      fix: "The dealer installs updated ICCU software, inspects the unit and replaces the ICCU and its fuse if damaged under the recall, then load-tests or replaces the 12-volt battery. The ICCU is a high-voltage component: owners must not unplug it or its orange connectors.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Recall software update and inspection",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace the ICCU out of warranty",
            partsLow: 1800,
            partsHigh: 3800,
            laborHoursLow: 2.5,
            laborHoursHigh: 5,
          },
        ],
        excludes:
          "Estimate; the recall and the high-voltage warranty usually cover it; excludes towing, a replacement 12-volt battery and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "Once the ICCU fails, the car warns, then enters a fail-safe mode that cuts drive power gradually over roughly 20–45 minutes until it stops; exit at the first warning and have it towed rather than driving on.",
      codes: ["P0A94", "P0562"],
      terms: ["ICCU", "DC-DC converter", "auxiliary battery"],
      related: ["ev-12-volt-battery-dead-stranded", "vw-id4-12-volt-battery-drain"],
      appliesTo: [
        { make: "hyundai", models: ["ioniq-5"], years: [2022, 2024] },
        { make: "hyundai", models: ["ioniq-6"], years: [2023, 2025] },
        { make: "kia", models: ["ev6"], years: [2022, 2024] },
        { make: "genesis", models: ["gv60"], years: [2023, 2025] },
      ],
    },
    {
      slug: "ford-mach-e-hv-contactor-overheating-recall",
      title: "Mustang Mach-E loses power while driving or won't start, with a stop-safely message",
      summary:
        "On 2021–2022 Mustang Mach-Es the main battery contactors could overheat from repeated DC fast charging and hard acceleration, then arc or weld. Check the VIN for the recall: a battery software update, and new contactors if damaged.",
      symptoms: [
        "Stop safely now message followed by loss of drive power",
        "Car will not go into Ready after a fast-charge session",
        "Power-limited warning after repeated full-throttle launches",
        "Recall notice about high-voltage battery contactors",
      ],
      symptomIds: ["lost-drive-power", "wont-go-ready", "service-warning", "reduced-power"],
      causes: [
        {
          likelihood: "common",
          part: "Mach-E main contactors overheated by high current",
          why: "Frequent DC fast charging and wide-open pedal use heat the contactors; overheated contacts can arc and weld, and the Mach-E then opens the circuit and loses propulsion.",
        },
        {
          likelihood: "occasional",
          part: "Mach-E battery control software without contactor temperature protection",
          why: "Before the update, the BECM did not limit current to protect hot contactors.",
        },
      ],
      checks: [
        {
          step: "Run the VIN through the NHTSA recall lookup or Ford's owner site for the 2022 high-voltage contactor recall (as of November 2026).",
          tools: ["VIN lookup on the NHTSA recall site"],
          expect: "An open recall means a free software update and contactor inspection at the dealer.",
        },
        {
          step: "Dealer: read BECM codes, contactor state and the high-voltage bus voltage with the contactors commanded open.",
          tools: ["Ford scan tool"],
          expect:
            "Bus voltage dropping below 60 V promptly after the contactors open shows they released; a bus that stays near pack voltage points to welded contacts.",
        },
        {
          step: "Confirm the BECM software level after the update.",
          tools: ["Ford scan tool"],
          expect: "The updated level is installed and contactor codes do not return after a road test.",
        },
      ],
      fix: "The dealer updates the battery energy control module software over the air or in the shop and replaces the high-voltage junction box contactors if they are damaged. Never drive the car hard after a stop-safely message; the contactors sit inside a high-voltage assembly only a trained technician may open.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Recall software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Replace damaged contactors out of warranty",
            partsLow: 800,
            partsHigh: 2800,
            laborHoursLow: 3,
            laborHoursHigh: 8,
          },
        ],
        excludes:
          "Estimate; the recall and the 8-year/100,000-mile high-voltage warranty normally cover it; excludes towing and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "An overheated contactor can cut propulsion at speed; if the recall is open, get it done before normal driving, and stop safely at any stop message.",
      codes: ["P0AA1", "P0AA4"],
      terms: ["contactor", "battery energy control module", "recall"],
      related: ["hv-main-contactor-welded-or-wont-close", "hv-precharge-failure-wont-go-ready"],
      appliesTo: [{ make: "ford", models: ["mustang-mach-e"], years: [2021, 2022] }],
    },
    {
      slug: "tesla-max-charge-level-reduced-warning",
      title: "Tesla shows a maximum charge level reduced or battery service needed alert",
      summary:
        "The Tesla battery management system has seen a cell group or pack reading it does not trust and capped the charge level to protect the pack. Book service through the app; a pack or BMS repair under the battery warranty is the usual outcome.",
      symptoms: [
        "Alert that the maximum charge level is reduced and service is required",
        "Charge limit slider will not go above a lower level, and rated range drops overnight",
        "Alert that the vehicle may not restart, or battery service needed, on older Model S and X",
        "Charging stops early or DC fast charging is much slower than before",
      ],
      symptomIds: ["charge-limit-message", "range-dropped", "slow-charging", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Tesla pack cell group (brick) with abnormal voltage or self-discharge",
          why: "When a brick drifts out of line with the rest, the BMS limits the top of charge so no group is pushed past its safe voltage.",
        },
        {
          likelihood: "occasional",
          part: "BMS board or cell-sense fault in the Tesla pack",
          why: "A failing sense channel reports a brick wrongly, and the car treats the reading as a cell problem.",
        },
        {
          likelihood: "occasional",
          part: "Coolant or moisture intrusion in an older Model S or X pack",
          why: "Moisture inside an aging pack lowers isolation and can trip battery alerts along with a charge limit.",
        },
        {
          likelihood: "rare",
          part: "Software limit after a pack event or update",
          why: "Firmware can restrict charge after detecting a fault history, even when the car drives normally.",
        },
      ],
      checks: [
        {
          step: "Read the alert text and time in the app or the car's notifications, and schedule service so Tesla can pull the pack logs remotely.",
          tools: ["Tesla app"],
          expect: "Service sees the same alert with brick data; remote logs often show which group triggered it.",
        },
        {
          step: "In Service Mode on the touchscreen, note active alerts and run the battery health test if the software offers it.",
          tools: ["Touchscreen Service Mode"],
          expect:
            "A capacity result within about 10–15% of new points to a brick or sense fault behind the limit rather than general wear.",
        },
        {
          step: "Technician: read brick voltages and isolation with Tesla's diagnostic software.",
          tools: ["Tesla Toolbox diagnostic software"],
          expect:
            "Bricks within about 20 mV of each other at rest are balanced; a brick 50 mV or more off, or isolation falling below the pack's limit, confirms the fault.",
        },
      ],
      fix: "Tesla or a certified independent EV shop replaces the pack (often a remanufactured one), a module or the BMS board, or repairs the cause of moisture intrusion; the battery and drive unit warranty usually covers it. Do not keep fast charging to get around the limit, and never open the pack or unplug its orange connectors.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Software update and BMS recalibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 2,
          },
          {
            name: "Replace a module or BMS board (independent shop)",
            partsLow: 1000,
            partsHigh: 4000,
            laborHoursLow: 8,
            laborHoursHigh: 16,
          },
          {
            name: "Replace with a remanufactured pack",
            partsLow: 9000,
            partsHigh: 18000,
            laborHoursLow: 4,
            laborHoursHigh: 8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, towing, taxes, and work under the battery and drive unit warranty.",
      },
      verdict: "careful",
      verdictReason:
        "The limit protects the pack, but an alert that the car may not restart means it can strand you; drive short distances only and book service promptly.",
      codes: [],
      terms: ["brick", "high-voltage battery", "Service Mode"],
      related: [
        "hv-battery-cell-group-imbalance",
        "hv-battery-capacity-degradation",
        "soc-display-jumps-bms-recalibration",
      ],
      appliesTo: [{ make: "tesla", models: ["model-s", "model-x", "model-3", "model-y"] }],
    },
    {
      slug: "cold-soaked-pack-wont-accept-charge",
      title: "EV parked out in freezing weather barely charges or says the battery is too cold to charge",
      summary:
        "Lithium-ion cells must be warmed before they can take much current, so a cold-soaked pack charges slowly until its heater brings it up; if the pack never warms, the battery coolant heater or its circuit has failed. Read pack temperature and heater status.",
      symptoms: [
        "Message that charging is limited because the battery is cold",
        "DC fast charging starts at a very low power and stays there for a long time",
        "Level 2 charging adds almost no range for the first hour on a frozen morning",
        "Charging works normally once the weather warms up",
        "Battery heater codes or a charging system fault in the cold",
      ],
      symptomIds: ["cold-weather", "slow-charging", "wont-charge"],
      causes: [
        {
          likelihood: "common",
          part: "Cold-soaked pack with no preconditioning",
          why: "Below about freezing, charging cells fast can plate lithium on the anode, so the BMS allows very little current until the pack warms.",
        },
        {
          likelihood: "occasional",
          part: "Failed high-voltage battery coolant heater",
          why: "A PTC heater that has failed open or lost its fuse cannot warm the loop, so the pack stays cold and charging stays limited.",
        },
        {
          likelihood: "occasional",
          part: "Coolant valve or pump not routing heat to the pack",
          why: "A stuck valve or a weak pump leaves the heated coolant bypassing the pack's cooling plates.",
        },
        {
          likelihood: "rare",
          part: "Failed battery temperature sensor",
          why: "A sensor reading far colder than the pack holds the charge limit when nothing else is wrong.",
        },
      ],
      checks: [
        {
          step: "Read pack minimum and maximum temperatures and the BMS charge current limit while plugged in.",
          tools: ["Scan tool with EV software"],
          expect:
            "At a pack temperature near 32 °F, a charge limit far below the normal peak is ordinary protection, and it should climb steadily as the pack warms past about 50 °F (typical; confirm in the service information).",
        },
        {
          step: "Command or request battery heating (precondition for charging) and watch coolant and pack temperatures.",
          tools: ["Scan tool with EV software", "Owner's app"],
          expect:
            "Battery coolant inlet temperature climbing steadily within minutes, with heater current drawn, shows the heater working; no rise and heater current near 0 A means a failed heater or circuit.",
        },
        {
          step: "Read codes for the coolant heater, pack heater performance and pack temperature too low.",
          tools: ["Scan tool"],
          expect:
            "P0E12–P0E15 or P2D38 point to the heater; P0AFD alone on a cold morning is normal if it clears once warm.",
        },
      ],
      fix: "For a healthy car, precondition the battery before charging or fast charging (use navigation to the charger where the car supports it) and plug in soon after driving while the pack is warm. A failed coolant heater, valve or sensor is replaced by a technician trained for high voltage, then the cooling loop is vacuum-filled and bled.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace a battery temperature sensor or coolant valve",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the high-voltage coolant heater",
            partsLow: 500,
            partsHigh: 1800,
            laborHoursLow: 2,
            laborHoursHigh: 4.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, coolant, taxes, and work under the high-voltage component warranty.",
      },
      verdict: "careful",
      verdictReason:
        "The car is safe, but on a cold morning it may not charge enough for the trip; plan on preconditioning or a longer charge stop until the heater is checked.",
      codes: ["P0AFD", "P0E12", "P0E15", "P2D38"],
      terms: ["preconditioning", "lithium plating", "PTC heater"],
      related: ["turtle-mode-reduced-power-battery-limits", "hv-battery-capacity-degradation"],
    },
    {
      slug: "soc-display-jumps-bms-recalibration",
      title: "Battery percentage jumps by several points or the EV dies with range still showing",
      summary:
        "The BMS estimate of state of charge has drifted away from the real cell voltages, so the gauge corrects itself in jumps. A full charge with a rest, or the maker's calibration, usually fixes it; a current sensor fault or weak cell group needs repair.",
      symptoms: [
        "Percentage drops 5–10 points in a minute, or climbs after parking",
        "Car reaches 0% and shuts down earlier, or later, than the gauge predicted",
        "Range estimate swings much more than consumption would explain",
        "Gauge changes after a software update or a 12-volt battery disconnect",
      ],
      symptomIds: ["soc-jumps", "range-dropped", "reduced-power"],
      causes: [
        {
          likelihood: "common",
          part: "State-of-charge estimate drifting between full charges",
          why: "The BMS counts amp-hours in and out and corrects itself only at points where voltage is reliable, near full or after a rest; months of partial charges let the count wander.",
        },
        {
          likelihood: "common",
          part: "Flat voltage curve of LFP cells",
          why: "Lithium iron phosphate cells hold almost the same voltage from 20% to 90%, so the BMS has few reference points unless it sees a full charge regularly.",
        },
        {
          likelihood: "occasional",
          part: "Pack current sensor reading off",
          why: "An offset in the shunt or Hall-effect sensor adds error to every amp-hour counted, setting current sensor codes.",
        },
        {
          likelihood: "rare",
          part: "Weak cell group pulling down pack voltage under load",
          why: "A weak group makes the BMS correct the estimate downward suddenly when it sags.",
        },
      ],
      checks: [
        {
          step: "Compare the displayed percentage with the average cell voltage after the car has rested at least an hour.",
          tools: ["Scan tool with EV software"],
          expect:
            "On NMC-type cells about 4.1–4.2 V per cell is full and about 3.6–3.7 V is mid-charge; on LFP cells about 3.3 V covers most of the range, so voltage alone says little (typical; confirm in the service information).",
        },
        {
          step: "Technician: during a steady load, compare the BMS pack current reading with a clamp-on DC meter around the insulated main cable.",
          tools: ["Scan tool with EV software", "Clamp-on DC current meter", "Class 0 insulating gloves"],
          expect:
            "The two readings agree within about 1 A or a few percent; a steady offset points to the pack current sensor.",
        },
        {
          step: "Charge to 100%, leave it plugged in for a few hours, then drive and watch whether the gauge tracks smoothly.",
          tools: ["Level 2 charger"],
          expect: "A smooth drop of about 1% per few miles afterward shows the estimate has been recalibrated.",
        },
      ],
      fix: "Update the BMS software and follow the maker's calibration advice: for LFP packs, many makers (Tesla among them) recommend charging to 100% regularly; for other packs, an occasional full charge with a rest, or a dealer capacity-learn procedure. Replace a faulty current sensor or weak module if the tests show one; that work is for a certified high-voltage technician.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Recalibration charge and software update",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the pack current sensor",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 2,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, module replacement, and warranty coverage.",
      },
      verdict: "careful",
      verdictReason:
        "The car itself is safe, but a wrong gauge can leave you stranded; keep a bigger reserve until it tracks reliably again.",
      codes: ["P0AC0", "P0ABF"],
      terms: ["state of charge", "LFP", "coulomb counting"],
      related: ["hv-battery-cell-group-imbalance", "hv-battery-capacity-degradation"],
    },
    {
      slug: "hv-interlock-loop-open",
      title: "EV won't go into Ready after a repair, with a high-voltage interlock code",
      summary:
        "The high-voltage interlock loop (HVIL), a low-voltage signal run through each orange connector and the service disconnect, is open, so the contactors stay open. Usually a connector not fully latched after service; a certified tech must check it.",
      symptoms: [
        "Car will not go into Ready and shows an electric system fault",
        "Started right after body, A/C, heater or suspension work near orange connectors",
        "Drops out of Ready over bumps, then restarts after a power cycle",
        "Interlock codes such as P0A0A, sometimes with charger interlock P0D15",
      ],
      symptomIds: ["wont-go-ready", "lost-drive-power", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "High-voltage connector not fully seated or its secondary lock not engaged",
          why: "The interlock pins are shorter than the power pins, so a connector that is almost home carries no interlock signal and the system will not energize.",
        },
        {
          likelihood: "occasional",
          part: "Service disconnect not fully installed or latched",
          why: "The manual service disconnect carries a loop jumper; a plug that is in but not locked opens the loop.",
        },
        {
          likelihood: "occasional",
          part: "Bent, corroded or pushed-back interlock pin",
          why: "A damaged pin or water in a connector breaks the low-current loop intermittently, often over bumps.",
        },
        {
          likelihood: "rare",
          part: "Broken interlock wire or failed loop driver in a module",
          why: "A chafed wire or a fault in the BMS or inverter that generates the loop signal looks the same as an open connector.",
        },
      ],
      checks: [
        {
          step: "Ask what work was done and visually check that every orange connector touched is fully seated with its locking tab home.",
          tools: ["Flashlight", "Service information"],
          expect:
            "A connector standing proud or a secondary lock not engaged is the common cause; a certified tech reseats it with the system de-energized.",
        },
        {
          step: "Technician: with the car powered on but not in Ready, so the contactors stay open, read interlock status live while gently flexing the interlock harnesses and connectors.",
          tools: ["Scan tool with EV software"],
          expect:
            "The interlock status toggling between closed and open while a harness is moved pinpoints the connector.",
        },
        {
          step: "Certified technician: with high voltage disabled, measure the loop in sections at the module connectors.",
          tools: ["Digital multimeter", "Class 0 insulating gloves", "Service information"],
          expect:
            "Each section reads near 0 Ω, usually under about 1 Ω (typical; confirm in the service information); an open or high reading isolates the break.",
        },
      ],
      fix: "A technician trained for high voltage de-energizes the system, reseats or replaces the connector, repairs the interlock pin or wire with the maker's terminal kit, confirms the service disconnect is locked, clears codes and verifies Ready over a road test. Owners must not unplug or push on orange connectors to test it themselves.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Reseat a connector or service disconnect",
            partsLow: 0,
            partsHigh: 50,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace a high-voltage cable or connector",
            partsLow: 300,
            partsHigh: 1500,
            laborHoursLow: 2,
            laborHoursHigh: 5,
          },
        ],
        excludes:
          "Estimate; excludes towing, diagnosis, taxes, and work covered by the shop that did the earlier repair.",
      },
      verdict: "stop",
      verdictReason:
        "An open interlock can shut the car down in traffic and can mean a high-voltage connector is not safely closed; do not drive it until the loop is repaired.",
      codes: ["P0A0A", "P0A0B", "P0A0C", "P0A0D", "P0A0E", "P0D15"],
      terms: ["high-voltage interlock", "HVIL", "service disconnect"],
      related: [
        "hv-service-disconnect-who-may-pull-it",
        "hv-main-contactor-welded-or-wont-close",
        "hv-precharge-failure-wont-go-ready",
        "hybrid-system/hv-interlock-open-p0a0d",
      ],
    },
    {
      slug: "hv-service-disconnect-who-may-pull-it",
      title: "Repair calls for pulling the orange service disconnect on an EV: who may do it and how",
      summary:
        "The service disconnect (a plug or a first-responder loop, depending on the car) shuts down the high-voltage circuit for repairs. Only a technician trained and equipped for high voltage may pull it and verify zero voltage; owners must not touch it.",
      symptoms: [
        "A body, suspension, A/C or heater job needs work near orange cables or the pack",
        "A video or forum post tells owners to pull the orange plug themselves",
        "Car needs welding, frame straightening or pack-area work after a collision",
        "Shop is unsure whether the car is de-energized before starting",
      ],
      symptomIds: ["crash-flood-damage", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Repair near high-voltage parts that requires the system de-energized",
          why: "Cutting, welding, unplugging orange connectors or lifting the pack is only safe once the contactors are open, the disconnect pulled and capacitors discharged.",
        },
        {
          likelihood: "occasional",
          part: "Design that uses a low-voltage first-responder loop instead of a plug",
          why: "Many EVs have no plug an owner could pull; a low-voltage loop or fuse in the frunk or under the rear seat shuts high voltage down, and the service information says which to use.",
        },
        {
          likelihood: "rare",
          part: "Damaged or corroded disconnect that cannot be safely removed",
          why: "After a crash or flood the plug may be deformed or welded, and forcing it can expose live contacts; a certified tech uses the emergency procedure.",
        },
      ],
      checks: [
        {
          step: "Certified technician: switch the car off, keep the key away, disconnect the 12-volt battery, then pull the disconnect or cut loop per the service information while wearing tested Class 0 gloves.",
          tools: ["Class 0 insulating gloves", "Service information", "Insulated tools rated 1,000 V"],
          expect:
            "Gloves pass an air-inflation leak test before use; the disconnect is stored in the tech's pocket or a locked box so nobody reinstalls it.",
        },
        {
          step: "Wait the discharge time the maker specifies, often 5–10 minutes, before touching any high-voltage terminal.",
          tools: ["Timer"],
          expect: "The inverter capacitors discharge through their bleed resistors during the wait.",
        },
        {
          step: "Verify absence of voltage with a live-dead-live test at the inverter or junction box terminals.",
          tools: ["CAT III 1000 V multimeter", "Proving unit or known live source"],
          expect:
            "The meter reads a known source, then under 1 V between each high-voltage terminal and to chassis (below the 60 V DC shock threshold), then the known source again.",
        },
      ],
      fix: "Leave the service disconnect to a certified high-voltage technician, who follows the maker's de-energizing procedure, verifies zero voltage, marks the car as disabled while it is apart, and reinstalls and latches the disconnect last before confirming no interlock or isolation codes. Owners should never pull, probe or bypass it.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.5,
        excludes:
          "Estimate; the de-energize and re-energize time only; excludes the repair itself, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The car is not a hazard to drive, but touching high-voltage parts without the procedure can kill; leave the disconnect to a trained technician.",
      codes: [],
      terms: ["service disconnect", "absence of voltage", "first-responder cut loop"],
      related: [
        "hv-interlock-loop-open",
        "ev-after-crash-airbags-deployed",
        "hybrid-system/hybrid-orange-cable-damaged",
      ],
    },
    {
      slug: "turtle-mode-reduced-power-battery-limits",
      title: "Turtle icon or reduced propulsion power appears and the EV accelerates weakly",
      summary:
        "The BMS has cut the power the pack may deliver because it is nearly empty, too hot, too cold or has a weak cell group. Charge it and let it reach a normal temperature; if the turtle appears at a healthy charge and temperature, have the pack read.",
      symptoms: [
        "Turtle symbol or propulsion power reduced message on the cluster",
        "Acceleration feels like a fraction of normal and top speed is limited",
        "Happens below about 5–10% charge, on a very hot or cold day, or after hard driving",
        "Regenerative braking is also limited at the same time",
      ],
      symptomIds: ["reduced-power", "heat-limits", "cold-weather", "regen-brakes"],
      causes: [
        {
          likelihood: "common",
          part: "Very low state of charge",
          why: "Near empty, cell voltage sags under load, so the BMS cuts discharge power to keep the weakest group above its minimum voltage.",
        },
        {
          likelihood: "occasional",
          part: "Pack too hot or too cold",
          why: "Cells outside their temperature window deliver less power safely, so the BMS lowers the limit until they warm or cool.",
        },
        {
          likelihood: "occasional",
          part: "Weak cell group or failing battery cooling",
          why: "A group that sags early or a pack that cannot shed heat triggers the limit at a normal charge level.",
        },
        {
          likelihood: "rare",
          part: "Temperature or voltage sensor fault in the pack",
          why: "A bad reading makes the BMS think the pack is outside its limits when it is not.",
        },
      ],
      checks: [
        {
          step: "Note the charge level, outside temperature and driving just before the turtle appeared.",
          tools: ["Notebook"],
          expect: "A turtle under about 5% charge, or after repeated hard runs in heat, is normal protection.",
        },
        {
          step: "Read the BMS discharge power limit, pack temperatures and the lowest cell-group voltage when the warning is on.",
          tools: ["Scan tool with EV software"],
          expect:
            "Pack temperatures between about 60 and 95 °F with a low discharge limit and one group well below the others points to a weak group; temperatures over about 120 °F point to cooling (typical; confirm in the service information).",
        },
        {
          step: "Read stored codes for pack over-temperature, low temperature, cell voltage and cooling performance.",
          tools: ["Scan tool"],
          expect: "P0A7E, P0AFD or P0C32 point to temperature or cooling; P0BBD points to a cell group.",
        },
      ],
      fix: "Charge the car and let the pack reach a normal temperature; precondition in cold weather. If the limit appears at a good charge and temperature, a certified high-voltage shop repairs the cooling fault, sensor or weak module it finds. Never open the pack or work on orange cables yourself.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Charge and diagnose only", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
          {
            name: "Repair a sensor or cooling fault",
            partsLow: 100,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
          {
            name: "Replace a weak battery module",
            partsLow: 800,
            partsHigh: 4000,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Estimate; excludes towing, diagnosis, taxes, and battery warranty coverage.",
      },
      verdict: "careful",
      verdictReason:
        "With reduced power the car may not keep up with traffic or merge safely; stay in the right lane, head for a charger and avoid highways until it clears.",
      codes: ["P0A7E", "P0AFD", "P0BBD", "P0C32"],
      terms: ["turtle mode", "discharge power limit", "state of charge"],
      related: [
        "hv-battery-cell-group-imbalance",
        "cold-soaked-pack-wont-accept-charge",
        "soc-display-jumps-bms-recalibration",
      ],
    },
    {
      slug: "dc-fast-charge-wont-start-or-stops",
      title: "DC fast charger will not start a session, or stops after a few seconds or minutes",
      summary:
        "Most failed DC sessions are the station or the handshake, not the car: try another stall and another network first. If every station fails, precondition a cold pack, update the car's software and then test the DC inlet's communication and temperature sensors.",
      symptoms: [
        "Station shows 'preparing' or 'communication error' and never starts delivering current",
        "Session starts, then ends within a minute with a vague 'charging stopped' message on the car",
        "Fails at one network's stations but works at another's",
        "On a cold morning the car charges at a trickle or refuses until it has been driven",
        "Level 2 charging at home still works normally",
      ],
      symptomIds: ["wont-charge", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Station fault, damaged station cable or failed handshake",
          why: "CCS and NACS DC sessions need a digital conversation over the control pilot before the station closes its contactors; a worn station plug, a power module fault or a software mismatch ends it there.",
        },
        {
          likelihood: "common",
          part: "Cold battery pack below its fast-charge temperature",
          why: "The battery management system requests very little or no current from a pack near freezing to avoid lithium plating, which a driver reads as a charger that will not work.",
        },
        {
          likelihood: "occasional",
          part: "Car software that a network's chargers do not get along with",
          why: "Handshake bugs between certain car software levels and certain station firmware stop sessions until the maker or the network releases an update.",
        },
        {
          likelihood: "rare",
          part: "Faulty DC inlet pins, pilot wiring or inlet temperature sensor",
          why: "A damaged pin, a corroded pilot contact or a sensor reading falsely hot makes the car end the session it asked for.",
        },
      ],
      checks: [
        {
          step: "Move to a different stall, ideally on a different network, and retry; then note any error text the station and the car each show.",
          tools: ["Station app or screen"],
          expect:
            "A session that starts on the second stall clears the car; a car that fails at every stall needs the checks below.",
        },
        {
          step: "Read the pack temperature before plugging in, and use the navigation-based or manual battery preconditioning if the car has it.",
          tools: ["Scan tool or the car's energy screen"],
          expect:
            "Fast charging is usually limited with the pack below about 50 °F and may be refused near 32 °F (typical; confirm in the service information); a warmed pack charges normally.",
        },
        {
          step: "Check the car's software level against the maker's current release and any bulletin about DC charging sessions.",
          tools: ["Maker's service portal or app"],
          expect: "An outdated level with a published charging fix is the first repair to make.",
        },
        {
          step: "With the car off, inspect the DC pins for pitting or discoloration and read the inlet temperature sensors in live data at rest.",
          tools: ["Flashlight", "Scan tool"],
          expect:
            "Both inlet sensors should read within about 5 °F of outside air after the car has sat an hour; a sensor far off, or a pitted pin, condemns the inlet.",
        },
      ],
      fix: "Use another station, precondition the pack in cold weather and keep the car's software current. If the car fails at every station, a technician replaces the charge inlet or repairs its pilot wiring; the inlet's DC leads are high-voltage cables that only a certified technician may disconnect.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Software update and charging system reset",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the charge inlet assembly",
            partsLow: 400,
            partsHigh: 1500,
            laborHoursLow: 1.5,
            laborHoursHigh: 4.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and station fees; an inlet under the maker's EV component warranty is usually covered.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally; plan trips around working stations and Level 2 charging until the fault is found.",
      codes: [],
      terms: ["DC fast charging", "CCS", "control pilot", "battery preconditioning"],
      related: [
        "dc-fast-charge-far-slower-than-rated",
        "charge-inlet-overheating-derate",
        "nacs-adapter-charging-problems",
      ],
    },
    {
      slug: "dc-fast-charge-far-slower-than-rated",
      title: "Fast charger rated 150 or 350 kW only delivers a fraction of that to the car",
      summary:
        "The car, not the station sign, sets the rate: a cold or hot pack, a high state of charge and shared station cabinets all cut power. Arrive at 10–30% with a warmed pack at an unshared stall; suspect a fault only if it is still slow.",
      symptoms: [
        "Peak rate far below the car's advertised maximum even at a low state of charge",
        "Rate falls steeply once the pack passes about 50–60%",
        "Slow in winter and after a highway drive in summer heat",
        "Rate drops when another car plugs into the paired stall",
      ],
      symptomIds: ["slow-charging", "range-dropped"],
      causes: [
        {
          likelihood: "common",
          part: "Normal taper at a high state of charge",
          why: "As cell voltage nears its limit the battery management system lowers current step by step, so the last 20% takes about as long as the first 60%.",
        },
        {
          likelihood: "common",
          part: "Pack too cold, or too hot after hard driving or back-to-back sessions",
          why: "Lithium cells accept high current only in a narrow temperature window, so the car limits current until the thermal system brings the pack into it.",
        },
        {
          likelihood: "occasional",
          part: "Station power sharing, derated cabinet or a 400 V car on an 800 V-optimized stall",
          why: "Paired stalls split one power cabinet, hot or faulty modules derate, and some stations can only deliver their rated power at a higher pack voltage than the car has.",
        },
        {
          likelihood: "rare",
          part: "Chiller, coolant pump or pack temperature sensor fault",
          why: "If the car cannot cool or misreads its pack temperature it holds charge current low to protect the cells.",
        },
      ],
      checks: [
        {
          step: "Note the state of charge and pack temperature at plug-in, and read the charge current the car requests against what the station delivers.",
          tools: ["Scan tool or the car's charging screen"],
          expect:
            "At 10–30% with the pack around 70–100 °F most cars pull near their peak (typical; confirm in the service information); a car whose request is low points at the car, a higher request than delivery points at the station.",
        },
        {
          step: "Repeat the session at an unshared stall of a different network, preconditioned, starting below 20%.",
          tools: ["Station app"],
          expect:
            "A normal curve at the second station clears the car and points to sharing or a derated cabinet at the first.",
        },
        {
          step: "During a session, watch pack temperature and chiller or coolant pump activity.",
          tools: ["Scan tool"],
          expect:
            "Pack temperature should level off near the maker's target, often below about 115 °F; steady climbing with a rate cut suggests the cooling circuit is not keeping up.",
        },
      ],
      fix: "Change charging habits first: precondition, arrive low, unplug around 80% on a trip and prefer unshared stalls. A car that charges slowly under good conditions needs its thermal system checked, as in the chiller and coolant pump problems, and any software update for its charge curve.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Charging-habit changes and software update",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.0,
          },
          {
            name: "Thermal system diagnosis and sensor repair",
            partsLow: 50,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.0,
          },
        ],
        excludes:
          "Estimate; excludes taxes, station fees, and a chiller or pump replacement if the thermal diagnosis finds one failed.",
      },
      verdict: "ok",
      verdictReason:
        "Slow fast charging is an inconvenience, not a safety risk; the car drives and charges normally otherwise.",
      codes: [],
      terms: ["charge curve", "taper", "state of charge", "power sharing"],
      related: [
        "dc-fast-charge-wont-start-or-stops",
        "battery-chiller-fault-slow-charge-in-heat",
        "winter-range-loss-normal-or-fault",
      ],
    },
    {
      slug: "level-2-j1772-wont-charge",
      title: "Car will not charge from a home or public Level 2 station with a J1772 plug",
      summary:
        "Prove the station first: most failures are a ground-fault (CCID) trip, a missing ground or a worn plug. A breakout tester shows whether the pilot signal is right; if the station charges another car, test the car's pilot and proximity circuits.",
      symptoms: [
        "Station light goes green or blue but the car never shows charging",
        "Station shows a red or flashing fault light, often a ground-fault trip",
        "Charging starts, clicks off after a few seconds and retries",
        "Car says to check the charging cable or that the charger is not ready",
        "Works on 120 V but not on the 240 V wall unit, or the reverse",
      ],
      symptomIds: ["wont-charge", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "EVSE ground-fault trip, open ground or wrong supply wiring",
          why: "The station's charge circuit interrupting device opens on about 20 mA of leakage, and most units refuse to close their relay at all without a good equipment ground.",
        },
        {
          likelihood: "common",
          part: "Worn or wet J1772 plug, broken latch or damaged cable",
          why: "A bent pilot pin or a latch switch that no longer reads changes the pilot and proximity signals the car needs before it requests current.",
        },
        {
          likelihood: "occasional",
          part: "Car-side control pilot or proximity circuit fault",
          why: "A corroded inlet pin or broken wire keeps the car from pulling the pilot from 9 V down to 6 V, which is how it asks the station to switch on.",
        },
        {
          likelihood: "rare",
          part: "Failed onboard charger",
          why: "The car completes the handshake but its charger cannot convert AC, so the station closes and reopens its relay with no current flowing.",
        },
      ],
      checks: [
        {
          step: "Try the car on a second station, and the station on a second car, before testing anything.",
          tools: [],
          expect: "Whichever side fails on both tries is the side to repair.",
        },
        {
          step: "At the outlet or the station's supply terminals, measure line to line and each line to ground with the station idle.",
          tools: ["CAT III multimeter"],
          expect:
            "About 240 V line to line at home (208 V on many commercial sites) and about 120 V from each line to ground; 0 V on either line to ground means a missing ground or a wiring fault.",
        },
        {
          step: "Plug the station into a J1772 breakout tester and step it through states A, B and C.",
          tools: ["J1772 breakout tester", "Multimeter"],
          expect:
            "Pilot about +12 V unplugged, 9 V connected and 6 V charging, as a 1 kHz square wave whose duty cycle advertises current (amps = duty cycle × 0.6, so 50% means 30 A); a station that never reaches state C with a good tester is faulty.",
        },
        {
          step: "With the plug out, measure the proximity circuit in the charging handle between its proximity pin and ground, button released and pressed.",
          tools: ["Multimeter"],
          expect:
            "About 150 Ω released and about 480 Ω pressed (typical; confirm in the service information); an open or a reading that does not change means a broken latch switch.",
        },
      ],
      fix: "Reset or repair the station: restore the equipment ground, correct the circuit (a 40 A breaker for a 32 A station), replace a damaged cord set or plug, and keep plugs dry. On the car, repair pilot and proximity wiring at the inlet; the inlet's high-voltage leads to the onboard charger are for a certified technician only.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Station reset or wiring correction by an electrician",
            partsLow: 0,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the station's cord set or the wall unit",
            partsLow: 250,
            partsHigh: 800,
            laborHoursLow: 0.5,
            laborHoursHigh: 2.0,
          },
          {
            name: "Repair the car's pilot circuit or charge inlet",
            partsLow: 300,
            partsHigh: 1200,
            laborHoursLow: 1.5,
            laborHoursHigh: 4.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, permits and a new 240 V circuit; most wall units carry a 3-year or longer maker's warranty.",
      },
      verdict: "ok",
      verdictReason:
        "The car is safe to drive; charge elsewhere while the station or the car's pilot circuit is repaired.",
      codes: ["P0CF3", "P0CF4", "P0CF7", "P0D56", "P0D57", "P0D5A"],
      terms: ["EVSE", "J1772", "control pilot", "proximity pilot", "CCID"],
      related: [
        "onboard-charger-failure-ac-dead-dc-works",
        "charge-inlet-overheating-derate",
        "charge-port-latch-cable-stuck",
      ],
    },
    {
      slug: "nacs-adapter-charging-problems",
      title: "Non-Tesla EV will not charge at a Tesla Supercharger or through a NACS adapter",
      summary:
        "Check that the maker has Supercharger access for the model, that the adapter is maker-approved and that the car's software is current. Most failures are a missing account link, an older Supercharger that serves only Teslas, or a worn adapter.",
      symptoms: [
        "Supercharger cable locks into the adapter but the session never starts",
        "Tesla app says the vehicle is not supported or payment is not set up",
        "Adapter gets hot or the session stops partway with a temperature message",
        "Native NACS-port car will not take a CCS1 station through its reverse adapter",
      ],
      symptomIds: ["wont-charge", "charge-port-fault", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "No Supercharger access set up, or a station that does not serve other makes",
          why: "Access opened maker by maker (Ford from February 2024, Rivian in March 2024 and GM in September 2024), needs the car registered in an app, and older V2 Superchargers do not work with other makes' cars.",
        },
        {
          likelihood: "common",
          part: "Car software older than the release that added NACS charging",
          why: "Makers added the handshake and charge-port logic for Tesla stations by software; an un-updated car may not complete the session.",
        },
        {
          likelihood: "occasional",
          part: "Unapproved, worn or loose NACS-to-CCS1 adapter",
          why: "Adapters add two more contact interfaces; a loose fit or a cheap adapter without the maker's approval heats at the pins and the car ends the session.",
        },
        {
          likelihood: "rare",
          part: "Station cable too short for the car's charge port position",
          why: "Supercharger cables were sized for Tesla rear-corner ports, so some cars have to park across stalls or cannot reach at all.",
        },
      ],
      checks: [
        {
          step: "Confirm in the maker's app and the Tesla app that the car's model and year are listed for Supercharging and that payment is linked; check the station is listed for other makes.",
          tools: ["Maker app", "Tesla app"],
          expect: "A model not listed, or a station marked Tesla-only, explains the failure with no fault in the car.",
        },
        {
          step: "Check the car's software level against the release the maker lists for NACS or Supercharger support.",
          tools: ["Car's software screen"],
          expect: "Anything older than that release is updated before any other diagnosis.",
        },
        {
          step: "After a 15-minute session, feel and measure the adapter body and both DC pins of the car inlet right after unplugging.",
          tools: ["Infrared thermometer"],
          expect:
            "Adapter and inlet should be within about 30 °F of each other and well below about 140 °F at the surface (typical; confirm in the service information); a hot adapter with a cool inlet condemns the adapter.",
        },
      ],
      fix: "Register the car for Supercharger access, update its software and use only the maker-approved adapter, stored dry and replaced if its latch or pins are damaged. Ford, GM and Rivian sell or have supplied an approved adapter, and some 2025 models, such as the 2025 Hyundai Ioniq 5, have a native NACS (SAE J3400) port instead (as of January 2025; confirm for the model).",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Account setup and software update",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.0,
          },
          {
            name: "Approved adapter fitted and tested",
            partsLow: 150,
            partsHigh: 250,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
        ],
        excludes:
          "Estimate; excludes taxes and Supercharger session fees; some makers supplied the adapter free for a period.",
      },
      verdict: "ok",
      verdictReason:
        "Nothing on the car is unsafe; stop using an adapter that gets hot or is damaged and charge elsewhere.",
      codes: [],
      terms: ["NACS", "SAE J3400", "CCS1", "Supercharger"],
      related: ["dc-fast-charge-wont-start-or-stops", "charge-inlet-overheating-derate"],
      commonOn: [
        { make: "ford", models: ["mustang-mach-e", "f-150"], years: [2021, 2025] },
        { make: "rivian", models: ["r1t", "r1s"], years: [2022, 2025] },
        { make: "chevrolet", models: ["bolt-ev", "bolt-euv", "equinox", "blazer", "silverado"], years: [2017, 2025] },
        { make: "tesla" },
      ],
    },
    {
      slug: "charge-port-latch-cable-stuck",
      title: "Charging cable is locked in the car and will not release after charging",
      summary:
        "The charge port lock pin has not retracted: the session is still active, the car is locked, or the actuator is frozen or failed. Stop the session and unlock the car, then use the emergency release cord before forcing anything.",
      symptoms: [
        "Handle will not come out of the inlet after charging ends",
        "Port light stays on or flashes and the car says charging is complete",
        "Cable stuck only in freezing weather, or after a car wash",
        "Charge port door will not open or close on its own",
        "Clicking from the port when you press unlock, but the pin stays in",
      ],
      symptomIds: ["charge-port-fault", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Car still locked or session not ended",
          why: "Most cars hold the cable locked while the doors are locked or until the session is stopped, to stop theft of the cable or unplugging under load.",
        },
        {
          likelihood: "common",
          part: "Ice in the latch or lock pin",
          why: "Water around the handle freezes overnight and holds the lock pin, which the small actuator motor cannot push free.",
        },
        {
          likelihood: "occasional",
          part: "Failed charge port lock actuator or door motor",
          why: "The small gear motor wears or its position switch fails, so it never reaches the unlocked position the module looks for.",
        },
        {
          likelihood: "rare",
          part: "Wiring or module fault to the lock actuator",
          why: "A broken wire or failed charge-port control output leaves the actuator unpowered.",
        },
      ],
      checks: [
        {
          step: "Stop charging in the car or app, unlock the doors, hold the station handle's button and pull gently.",
          tools: [],
          expect: "A handle that comes out here needed only the unlock sequence.",
        },
        {
          step: "In cold weather, precondition the cabin or pack for 20–30 minutes to warm the port area, then try again.",
          tools: ["Car app"],
          expect: "A cable that frees once the port is above 32 °F was frozen, not failed.",
        },
        {
          step: "Find the emergency release cord (trunk, frunk or behind a panel near the port, per the owner's manual) and pull it steadily.",
          tools: ["Owner's manual"],
          expect: "The lock pin retracts mechanically; if it does, the actuator or its signal is the fault.",
        },
        {
          step: "Back-probe the lock actuator connector while commanding unlock with a scan tool.",
          tools: ["Scan tool", "Multimeter"],
          expect:
            "About 12 V across the actuator for under 1 second on command (typical; confirm in the service information); voltage with no movement condemns the actuator, no voltage points to wiring or the module.",
        },
      ],
      fix: "Use the unlock sequence or warm the port, then the emergency release. Replace a failed lock actuator or port door motor and clear codes; never pry the handle out, which breaks the lock pin or the inlet.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Unlock sequence or warming; no parts",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace the lock actuator or port door motor",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.0,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a damaged station handle that was forced out.",
      },
      verdict: "ok",
      verdictReason:
        "Do not drive off with a cable attached; once the cable is released, the car is safe to drive and charge while the actuator is fixed.",
      codes: ["P0D91", "P0D94", "P0D95", "P0D98", "P0D9E", "P0CD1"],
      terms: ["charge port lock", "emergency release", "charge port door"],
      related: ["level-2-j1772-wont-charge", "charge-inlet-overheating-derate"],
    },
    {
      slug: "charge-inlet-overheating-derate",
      title: "Charge port gets hot, looks scorched, or the car cuts charging speed with a port temperature message",
      summary:
        "A high-resistance contact at the inlet, the station plug or an adapter is heating under load, and the inlet's sensors cut current to protect it. Stop using that port or cord, look for burnt pins and replace the damaged part before it melts.",
      symptoms: [
        "Charging slows or stops with a charge port or inlet temperature message",
        "Brown or black marks, melted plastic or a hot-plastic smell at the inlet",
        "Station handle very hot to hold after charging",
        "Only one station or cord causes it, or every session does",
      ],
      symptomIds: ["charge-port-fault", "slow-charging", "wont-charge"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or burnt contacts in the station plug or a portable cord",
          why: "Loose sockets in a well-used handle make poor contact with the car's pins, and contact resistance turns current into heat right at the inlet.",
        },
        {
          likelihood: "common",
          part: "Portable cord on a worn 240 V receptacle",
          why: "A slack dryer or NEMA 14-50 outlet, or a plug adapter, heats at its blades under hours of continuous current and the heat shows up at the cord.",
        },
        {
          likelihood: "occasional",
          part: "Damaged or corroded car inlet pins",
          why: "A pin bent by a dropped handle, or corrosion from road salt, raises resistance and the inlet sensor reads the heat.",
        },
        {
          likelihood: "rare",
          part: "Failed inlet temperature sensor",
          why: "A thermistor that reads falsely hot makes the car derate or stop charging though nothing is overheating.",
        },
      ],
      checks: [
        {
          step: "After 30 minutes of Level 2 charging, stop the session and measure the inlet face, the handle and the wall plug.",
          tools: ["Infrared thermometer or thermal camera"],
          expect:
            "All should be only warm, within about 30 °F of ambient (typical; confirm in the service information); a single hot spot marks the bad contact.",
        },
        {
          step: "With the car off and unplugged, inspect the inlet pins and the handle sockets with a light.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Discolored, pitted or melted pins or sockets are replaced, not cleaned.",
        },
        {
          step: "Read the inlet temperature sensors in live data at rest, and measure each sensor's resistance at its connector.",
          tools: ["Scan tool", "Multimeter"],
          expect:
            "Sensors read ambient within about 5 °F; a typical NTC measures near 10 kΩ at 77 °F (confirm in the service information), and one far off is faulty.",
        },
      ],
      fix: "Replace the damaged station cord or wall receptacle (use an industrial-grade outlet for a plug-in unit) and the car's inlet if its pins are burnt. The inlet's AC and DC leads are high-voltage cables: a non-certified person must not unplug or cut them.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the wall receptacle", partsLow: 30, partsHigh: 80, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
          {
            name: "Replace the station cord set",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.0,
          },
          {
            name: "Replace the car's charge inlet",
            partsLow: 400,
            partsHigh: 1500,
            laborHoursLow: 1.5,
            laborHoursHigh: 4.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and an electrician's permit; heat damage to the onboard charger connector is extra.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives safely, but charging through a burnt contact can start a fire; do not charge from that port or cord until it is repaired.",
      codes: ["P0D99", "P0D9A", "P0D9C", "P0D9D"],
      terms: ["charge inlet", "contact resistance", "thermistor", "derate"],
      related: ["level-2-j1772-wont-charge", "nacs-adapter-charging-problems", "dc-fast-charge-wont-start-or-stops"],
    },
    {
      slug: "onboard-charger-failure-ac-dead-dc-works",
      title: "EV will not charge on any Level 1 or Level 2 charger, but DC fast charging still works",
      summary:
        "The onboard charger, which converts AC to pack voltage, has likely failed or lost its cooling. Prove two known-good AC stations fail, read the charger's codes, then have a high-voltage technician check its fuse, coolant flow and the unit itself.",
      symptoms: [
        "Every AC station or cord fails, at home and in public",
        "Station closes its relay, then the car drops the session within seconds",
        "Charging warning message with a check-EV or service-vehicle light",
        "DC fast charging works normally",
      ],
      symptomIds: ["wont-charge", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Failed onboard charger module (power stage or control board)",
          why: "Its rectifier and boost stages run hot for hours at a time, and a failed stage leaves the car unable to make DC from AC while the DC path bypasses it.",
        },
        {
          likelihood: "occasional",
          part: "Blown charger fuse in the high-voltage junction box",
          why: "An internal short or an inrush event opens the fuse between the charger and the pack, so no current reaches the battery.",
        },
        {
          likelihood: "occasional",
          part: "Low coolant or poor flow through a liquid-cooled charger",
          why: "The charger overheats within minutes and shuts down without enough coolant.",
        },
        {
          likelihood: "rare",
          part: "AC wiring between the inlet and the charger",
          why: "A burnt or loose AC connector at the charger input breaks the circuit though the pilot handshake completes.",
        },
      ],
      checks: [
        {
          step: "Try two different AC stations that charge other cars, and one DC fast charger.",
          tools: [],
          expect: "AC failing everywhere while DC works places the fault in the car's AC path.",
        },
        {
          step: "Read the charger module's codes and live data during an attempt: input voltage and current, output current, charger temperature.",
          tools: ["Scan tool with EV data"],
          expect:
            "A working charger shows about 208–240 V in and output current rising within about 10 seconds; input voltage present with zero output current points to the charger.",
        },
        {
          step: "Check the coolant level and that the pump runs when charging starts.",
          tools: ["Scan tool", "Flashlight"],
          expect:
            "Coolant at the mark and pump speed commanded and reported; a charger temperature climbing above about 140 °F within minutes points to cooling (typical; confirm in the service information).",
        },
      ],
      fix: "A high-voltage-certified technician de-energizes the car, checks the charger fuse and connectors, and replaces the onboard charger if it has failed, then refills and bleeds the coolant loop. Never open the charger or the junction box yourself: both hold pack voltage and capacitors can stay charged after shutdown.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Replace the charger fuse or repair its connector",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 2.0,
            laborHoursHigh: 4.0,
          },
          {
            name: "Replace the onboard charger",
            partsLow: 1500,
            partsHigh: 4000,
            laborHoursLow: 2.5,
            laborHoursHigh: 6.0,
            likely: true,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and coolant; the maker's EV component warranty (often 8 years) may cover the charger.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives normally but can only be charged at DC stations; leave the high-voltage parts to a certified technician.",
      codes: ["P0D20", "P0D21", "P0D24", "P0D67", "P0D8F", "P0E2E"],
      terms: ["onboard charger", "OBC", "high-voltage junction box"],
      related: ["level-2-j1772-wont-charge", "ev-coolant-pump-failure-overtemp"],
    },
    {
      slug: "dc-dc-converter-not-charging-12v",
      title: "12-volt warning while driving an EV, accessories flickering and the car threatening to shut down",
      summary:
        "The DC-DC converter that replaces an alternator has stopped charging the 12-volt system, so the car is running on the small battery alone. Pull over safely, and have the converter output and its fuse tested before the 12-volt battery runs flat.",
      symptoms: [
        "12-volt battery or 'service vehicle' warning appears while driving",
        "Wipers, fans or screens slow down, dim or reset",
        "12-volt battery dead again a day after being charged",
        "Car drops out of READY after several minutes of driving",
      ],
      symptomIds: ["twelve-volt-dead", "lost-drive-power", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Failed DC-DC converter (accessory power module)",
          why: "Its switching stage or control board fails, so nothing steps pack voltage down to charge the 12-volt system.",
        },
        {
          likelihood: "occasional",
          part: "Blown high-voltage fuse feeding the converter",
          why: "An internal short opens the fuse upstream, and the converter loses its input while the car otherwise stays READY.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded converter output cable or ground",
          why: "Resistance at the heavy 12 V output stud or its body ground drops voltage before it reaches the battery.",
        },
        {
          likelihood: "rare",
          part: "Converter overheating from poor coolant flow",
          why: "Liquid-cooled converters derate and then stop when the electronics coolant loop is low or its pump has failed.",
        },
      ],
      checks: [
        {
          step: "Measure 12 V battery voltage with the car off, then in READY with lights and blower on.",
          tools: ["Multimeter"],
          expect:
            "Off, about 12.4–12.7 V; in READY it should rise to about 13.5–14.8 V within a minute (typical; confirm in the service information). No rise means the converter is not charging.",
        },
        {
          step: "Measure voltage drop from the converter's 12 V output stud to the battery positive, and from its case to battery negative, under load.",
          tools: ["Multimeter"],
          expect: "Under 0.2 V on each side; more points to a bad cable or ground rather than the converter.",
        },
        {
          step: "Read converter codes, commanded and actual output voltage and converter temperature.",
          tools: ["Scan tool with EV data"],
          expect:
            "Commanded about 14 V with output near battery voltage confirms a dead converter; an overtemperature code points to its cooling.",
        },
      ],
      fix: "Repair the output cable or ground if it fails the drop test; otherwise a certified technician replaces the DC-DC converter (or the power electronics module it is built into) after de-energizing the car, then tests the 12 V battery, which may be damaged by deep discharge. The converter's input side is pack voltage: orange cables and the service disconnect stay untouched by anyone not trained for high voltage.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the output cable or ground",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the DC-DC converter",
            partsLow: 800,
            partsHigh: 2500,
            laborHoursLow: 1.5,
            laborHoursHigh: 4.0,
            likely: true,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and a replacement 12 V battery; the maker's EV component warranty may cover the converter.",
      },
      verdict: "stop",
      verdictReason:
        "With no charging the 12 V battery runs down and the car can shut off in traffic; get off the road and have it towed or charged and checked.",
      codes: ["P0A94", "P0CA2", "P0D32", "P0A8F", "P0562", "P0E56"],
      terms: ["DC-DC converter", "accessory power module", "12 V system"],
      related: [
        "hybrid-system/hybrid-12v-not-charging",
        "ev-coolant-pump-failure-overtemp",
        "ev-park-lock-shift-by-wire-fault",
      ],
    },
    {
      slug: "ev-coolant-pump-failure-overtemp",
      title: "EV limits power or charging with a battery or motor temperature warning, and no coolant leak shows",
      summary:
        "An electric coolant pump in the battery or drive-unit loop has stopped or slowed, so the car cuts power and charge rate to protect itself. Confirm pump speed and loop temperatures with a scan tool, then replace the pump and bleed the loop.",
      symptoms: [
        "Reduced power or turtle message after a climb or a fast-charge session",
        "Fast charging drops to a crawl within minutes",
        "Pump hum missing at startup, or a grinding or rattling hum from the front of the car",
        "Pack or drive unit temperature much higher than usual in live data",
      ],
      symptomIds: ["heat-limits", "slow-charging", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Failed electric coolant pump (motor, bearing or control board)",
          why: "The brushless pump's built-in controller or bearing fails, so commanded speed is never reached and flow through the loop falls.",
        },
        {
          likelihood: "occasional",
          part: "Air in the loop after service or a slow leak",
          why: "An air pocket at the pump inlet makes it cavitate and lose flow, and the pump may shut itself off when it senses dry running.",
        },
        {
          likelihood: "occasional",
          part: "Stuck multi-way coolant valve",
          why: "A valve that will not switch routes coolant away from the pack or drive unit, which looks like a failed pump.",
        },
        {
          likelihood: "rare",
          part: "Pump fuse, relay or wiring fault",
          why: "A lost supply or control signal stops a healthy pump.",
        },
      ],
      checks: [
        {
          step: "Check each coolant reservoir level cold, and look for crust or wet spots at pump and hose joints.",
          tools: ["Flashlight"],
          expect:
            "Levels at the cold mark with no leak trail point away from coolant loss and toward the pump or a valve.",
        },
        {
          step: "Command each pump on with the scan tool and compare commanded and reported speed, listening at the pump.",
          tools: ["Scan tool with EV data", "Mechanic's stethoscope"],
          expect:
            "Reported speed within about 10% of commanded (typical; confirm in the service information); a pump that reports zero or stays silent has failed or lost power.",
        },
        {
          step: "Back-probe the pump connector while it is commanded on.",
          tools: ["Multimeter"],
          expect:
            "Battery voltage, about 12–14 V, on the supply and a good ground; power present with no rotation condemns the pump.",
        },
        {
          step: "Drive or charge while logging coolant inlet and outlet temperatures across the pack or drive unit.",
          tools: ["Scan tool"],
          expect:
            "With good flow the difference stays small, often under about 10 °F; a wide split confirms poor flow.",
        },
      ],
      fix: "Replace the failed pump (or the coolant valve if it is the fault), refill with the maker's coolant and run the scan-tool bleed or vacuum fill so the pack loop is free of air. Pumps sit near orange cables; a technician working near them follows the maker's high-voltage precautions.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 600,
        laborHoursLow: 1.0,
        laborHoursHigh: 3.0,
        excludes: "Estimate; excludes diagnosis, taxes and coolant; a valve replaced at the same time is extra.",
      },
      verdict: "careful",
      verdictReason:
        "The car protects itself by cutting power, which can leave you slow in traffic; drive gently to the shop and stop if power keeps dropping.",
      codes: ["P0C47", "P0C4A", "P0CFF", "P0CC1", "P0CE9", "P0A2F"],
      terms: ["electric coolant pump", "coolant bleed", "thermal management"],
      related: [
        "hybrid-system/hybrid-inverter-pump-failure",
        "battery-chiller-fault-slow-charge-in-heat",
        "dc-fast-charge-far-slower-than-rated",
      ],
    },
    {
      slug: "battery-chiller-fault-slow-charge-in-heat",
      title: "In hot weather the EV fast-charges very slowly and limits power, while the A/C also feels weak",
      summary:
        "The battery chiller, where A/C refrigerant cools the pack coolant, is not keeping up: low refrigerant, a stuck chiller expansion valve or an electric compressor fault. Check pressures and chiller temperatures; a leak is the usual find.",
      symptoms: [
        "Fast charging slows sharply on hot days, fine in cool weather",
        "Pack temperature climbs quickly when charging or climbing",
        "Cabin A/C weak or warm at the same time",
        "Message that charging or power is limited by battery temperature",
      ],
      symptomIds: ["slow-charging", "heat-limits", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Low refrigerant from a leak",
          why: "With too little charge the compressor cannot pull the chiller cold enough to cool the pack and the cabin at once, and the car cuts compressor load to protect it.",
        },
        {
          likelihood: "occasional",
          part: "Stuck chiller electronic expansion valve or shut-off valve",
          why: "The valve that feeds refrigerant to the chiller stays closed, so the cabin may still cool while the pack gets nothing.",
        },
        {
          likelihood: "occasional",
          part: "Electric A/C compressor or its inverter faulting",
          why: "A high-voltage compressor that derates or shuts down leaves neither cabin nor chiller with cooling.",
        },
        {
          likelihood: "rare",
          part: "Refrigerant pressure or temperature sensor fault",
          why: "A false high-pressure reading makes the controller limit the compressor though the system is healthy.",
        },
      ],
      checks: [
        {
          step: "Read refrigerant high and low pressures, compressor speed and chiller outlet coolant temperature while the car cools the pack (fast charging or a scan-tool battery-cooling command).",
          tools: ["Scan tool with EV data", "A/C manifold gauges"],
          expect:
            "Chiller coolant outlet should fall to roughly 60–70 °F within a few minutes of battery cooling (typical; confirm in the service information); low suction pressure with a warm chiller points to low charge.",
        },
        {
          step: "Recover and weigh the refrigerant charge.",
          tools: ["A/C recovery machine", "Refrigerant scale"],
          expect: "A recovered weight well below the label charge confirms a leak to find before recharging.",
        },
        {
          step: "Command the chiller expansion valve through its range and feel the lines either side of the chiller.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "A valve that opens cools the chiller inlet line by 20 °F or more; no change with the valve commanded open condemns it.",
        },
      ],
      fix: "Find and repair the leak with dye or an electronic detector, vacuum and recharge by weight with POE oil only, and replace a stuck chiller valve. The electric compressor and its wiring are high voltage: only a certified technician disconnects them, and contaminating it with ordinary PAG oil can create an insulation fault.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Leak repair and recharge", partsLow: 50, partsHigh: 300, laborHoursLow: 1.5, laborHoursHigh: 3.0 },
          {
            name: "Replace the chiller or its expansion valve",
            partsLow: 250,
            partsHigh: 900,
            laborHoursLow: 2.5,
            laborHoursHigh: 5.0,
          },
          {
            name: "Replace the electric A/C compressor",
            partsLow: 1200,
            partsHigh: 3000,
            laborHoursLow: 3.0,
            laborHoursHigh: 6.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and refrigerant price swings; a compressor job usually adds a flush of the circuit.",
      },
      verdict: "careful",
      verdictReason:
        "The car limits power and charging to protect a hot pack; avoid long climbs and fast charging in the heat until it is fixed.",
      codes: ["P0534", "P0532", "P0531", "P0D70"],
      terms: ["battery chiller", "electronic expansion valve", "POE oil", "refrigerant"],
      related: [
        "ac-system/hybrid-electric-compressor-fault",
        "ev-coolant-pump-failure-overtemp",
        "dc-fast-charge-far-slower-than-rated",
      ],
    },
    {
      slug: "heat-pump-low-or-no-cabin-heat",
      title: "EV with a heat pump blows cold or lukewarm air in winter, or heat fades in deep cold",
      summary:
        "In deep cold the car should add resistive heat to the heat pump; if heat is weak in any weather, suspect low refrigerant, a stuck refrigerant valve or software. Check for updates, then test the refrigerant charge and valve operation.",
      symptoms: [
        "Vents blow cool air on a cold morning, sometimes after a few warm minutes",
        "Windshield slow to defrost or fogs from inside",
        "Heat works above freezing but fades in single-digit temperatures",
        "Range drops more than usual in cold because the resistive heater runs constantly",
        "Heat pump or climate warning on the screen",
      ],
      symptomIds: ["no-cabin-heat", "range-dropped", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Low refrigerant charge",
          why: "A heat pump needs a full charge to move heat in from cold outside air; a small leak that barely affects summer cooling kills winter heat.",
        },
        {
          likelihood: "occasional",
          part: "Stuck refrigerant valve or multi-way valve assembly (Tesla octovalve-style manifold)",
          why: "Heating mode reroutes refrigerant and coolant through switching valves; one stuck in cooling position leaves the heat exchanger in the cabin cold.",
        },
        {
          likelihood: "occasional",
          part: "Software that does not fall back to the auxiliary heater",
          why: "Control logic decides when to add resistive heat; faulty logic fixed by updates on several makes left cabins cold in deep cold.",
        },
        {
          likelihood: "rare",
          part: "Failed outside heat exchanger sensor or iced-up outdoor coil",
          why: "Ice on the outdoor heat exchanger, or a sensor misreading it, stops the heat pump from drawing heat until a defrost cycle.",
        },
      ],
      checks: [
        {
          step: "Check the software level and any service bulletin for heating complaints, and confirm settings (Eco or range mode can limit heat).",
          tools: ["Maker's service portal"],
          expect: "A pending heating update or a restrictive mode is fixed before any hardware test.",
        },
        {
          step: "With the cabin set to HI in cold weather, read refrigerant pressures, compressor speed, valve positions and vent outlet temperature.",
          tools: ["Scan tool with EV data", "Vent thermometer"],
          expect:
            "Vents should reach about 110–140 °F within 10 minutes (typical; confirm in the service information); a running compressor with cool vents and low high-side pressure points to charge or a valve.",
        },
        {
          step: "Recover and weigh the refrigerant, or leak-test with an electronic detector.",
          tools: ["A/C recovery machine", "Electronic leak detector"],
          expect: "A charge below the label amount means a leak to repair before recharge.",
        },
      ],
      fix: "Update the software, then repair leaks and recharge by weight with POE oil, or replace the stuck valve or manifold. The compressor and any high-voltage heater are certified-technician work only.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1.0 },
          { name: "Leak repair and recharge", partsLow: 50, partsHigh: 300, laborHoursLow: 1.5, laborHoursHigh: 3.0 },
          {
            name: "Replace the refrigerant valve or manifold assembly",
            partsLow: 400,
            partsHigh: 1500,
            laborHoursLow: 3.0,
            laborHoursHigh: 7.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis and taxes; the maker's warranty often covers heat pump parts on newer cars.",
      },
      verdict: "careful",
      verdictReason: "Without heat the windshield can fog or ice over; drive only when it stays clear.",
      codes: ["P0534", "P0532"],
      terms: ["heat pump", "octovalve", "refrigerant manifold"],
      related: [
        "ptc-cabin-heater-failure",
        "winter-range-loss-normal-or-fault",
        "battery-chiller-fault-slow-charge-in-heat",
      ],
      commonOn: [
        { make: "tesla", models: ["model-y"], years: [2020, 2025] },
        { make: "tesla", models: ["model-3"], years: [2021, 2025] },
        { make: "volkswagen", models: ["id-4"], years: [2021, 2025] },
        { make: "hyundai", models: ["kona"], years: [2019, 2025] },
        { make: "hyundai", models: ["ioniq-5"], years: [2022, 2025] },
        { make: "kia", models: ["niro"], years: [2019, 2025] },
        { make: "kia", models: ["ev6"], years: [2022, 2025] },
      ],
    },
    {
      slug: "ptc-cabin-heater-failure",
      title: "EV blows only cold air from the heater, with everything else in the climate system working",
      summary:
        "The high-voltage resistive heater (a PTC air heater or a coolant heater) has failed or lost its power feed. Confirm the heater is commanded and read its current; a certified technician checks its fuse and replaces the heater.",
      symptoms: [
        "No heat at all, at any temperature setting, even in mild weather",
        "Fan, A/C and vents all work normally",
        "Climate or heater fault message, sometimes after a burning-dust smell",
        "Defrost poor on cold mornings",
      ],
      symptomIds: ["no-cabin-heat", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Failed high-voltage PTC heater element or its control board",
          why: "The heater's internal switching transistors or elements fail open, so no current flows though the climate module asks for heat.",
        },
        {
          likelihood: "occasional",
          part: "Blown heater fuse in the high-voltage junction box",
          why: "An internal short in the heater opens its fuse and isolates it from the pack.",
        },
        {
          likelihood: "occasional",
          part: "Low coolant or air in the heater loop of a coolant-heater car",
          why: "A coolant heater senses overtemperature when flow is poor and switches itself off; the heater core then gets no hot coolant.",
        },
        {
          likelihood: "rare",
          part: "Blend door actuator stuck on cold",
          why: "A heater that works is useless if the blend door never routes air across it.",
        },
      ],
      checks: [
        {
          step: "Set full heat and read heater command, heater power or current and heater outlet temperature.",
          tools: ["Scan tool with EV data"],
          expect:
            "A working heater draws several kilowatts, about 10–20 A at pack voltage, and its outlet warms by 30 °F or more within a few minutes (typical; confirm in the service information); commanded with zero current means heater or fuse.",
        },
        {
          step: "On a coolant-heater car, check the coolant level and feel both heater hoses at the firewall.",
          tools: ["Infrared thermometer"],
          expect:
            "Both hoses hot and within about 10 °F of each other; cold hoses with the heater commanded point to the heater or flow.",
        },
        {
          step: "Command the blend door from cold to hot and watch its reported position.",
          tools: ["Scan tool"],
          expect: "Full travel; a door that will not move is the fault, not the heater.",
        },
      ],
      fix: "A certified technician de-energizes the pack, checks the heater fuse and replaces the heater or coolant heater; the coolant loop is then refilled and bled. Heater cables are orange high-voltage leads and the heater is not owner work.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Blend door actuator", partsLow: 40, partsHigh: 200, laborHoursLow: 0.5, laborHoursHigh: 2.0 },
          {
            name: "Replace the PTC or coolant heater",
            partsLow: 500,
            partsHigh: 1800,
            laborHoursLow: 2.0,
            laborHoursHigh: 6.0,
            likely: true,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and coolant; the maker's EV component warranty may cover the heater.",
      },
      verdict: "careful",
      verdictReason:
        "Poor defrost makes winter driving unsafe; drive only with a clear windshield until the heater is fixed.",
      codes: [],
      terms: ["PTC heater", "high-voltage coolant heater", "blend door"],
      related: ["heat-pump-low-or-no-cabin-heat", "ev-coolant-pump-failure-overtemp"],
    },
    {
      slug: "drive-unit-whine-howl-bearing",
      title: "EV develops a rising whine, howl or milling noise from the drive unit that changes with speed",
      summary:
        "A new speed-linked whine or grinding is usually a worn motor or gear bearing in the drive unit, though tires and hub bearings mimic it. Isolate the noise with chassis ears, check the drive unit oil, then rebuild or replace the unit.",
      symptoms: [
        "Whine or howl that rises and falls with road speed and changes when you press harder or lift off",
        "Grinding or 'milling' sound under light acceleration around 20–50 mph",
        "Noise louder under power or under regen, depending on which bearing face is loaded",
        "No warning light at first",
        "Metallic glitter on the drive unit drain plug magnet",
      ],
      symptomIds: ["drive-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn rotor or intermediate-shaft bearing in the drive unit",
          why: "Drive motors turn up to roughly 10,000–20,000 rpm depending on design, so a pitted bearing sings loudly; early Tesla Model S rear drive units (about 2012–2015) were widely replaced for this milling noise.",
        },
        {
          likelihood: "occasional",
          part: "Worn reduction gear or differential bearing",
          why: "Gear tooth wear or a loose differential bearing makes a whine that changes between drive and regen.",
        },
        {
          likelihood: "occasional",
          part: "Tire cupping or a wheel bearing",
          why: "With no engine noise to hide them, tire and hub bearing noises are easily blamed on the drive unit.",
        },
        {
          likelihood: "rare",
          part: "Low or contaminated drive unit oil",
          why: "A slow seal leak or coolant in the oil starves the bearings and speeds wear.",
        },
      ],
      checks: [
        {
          step: "Road-test at steady speeds and coast, noting whether the noise follows speed, power or regen.",
          tools: [],
          expect:
            "A noise that stays the same coasting, under power and under regen leans toward tires or hub bearings; one that changes in pitch or volume as torque reverses is inside the drive unit.",
        },
        {
          step: "Clip chassis ear microphones to the drive unit housing and each hub and drive at the speed where the noise peaks.",
          tools: ["Chassis ears"],
          expect: "The loudest channel at the noise speed, often 30–50 mph, marks the source.",
        },
        {
          step: "Drain a sample of drive unit oil and check the level and the drain plug magnet.",
          tools: ["Drain pan", "Clean container"],
          expect:
            "Fine paste on the magnet is normal; flakes or chips larger than about 1 mm, or milky oil, confirm internal wear or coolant entry.",
        },
      ],
      fix: "Replace tires or a hub bearing if the noise is there; for a drive-unit bearing, fit a remanufactured drive unit or have the unit rebuilt by a shop that does EV drive units. The unit's inverter and phase cables are high voltage: removal is for a trained technician after the car is de-energized. Check the drive unit warranty first: on Model S and X it runs 8 years, with unlimited miles on most cars bought before January 29, 2020 (125,000 miles on early 60 kWh cars) and 150,000 miles on cars bought from that date (confirm the terms for the car's VIN).",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Tires or a hub bearing", partsLow: 150, partsHigh: 700, laborHoursLow: 0.8, laborHoursHigh: 2.0 },
          {
            name: "Drive unit bearing rebuild",
            partsLow: 300,
            partsHigh: 1200,
            laborHoursLow: 6.0,
            laborHoursHigh: 12.0,
          },
          {
            name: "Replace with a remanufactured drive unit",
            partsLow: 3500,
            partsHigh: 8000,
            laborHoursLow: 4.0,
            laborHoursHigh: 8.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and a core charge; a drive unit still inside the maker's EV component warranty (often 8 years) is covered.",
      },
      verdict: "careful",
      verdictReason:
        "A whine alone is not an emergency, but a failing bearing can lock the drive unit; get it diagnosed soon and stop at once if it grinds or the car shudders.",
      codes: [],
      terms: ["drive unit", "rotor bearing", "chassis ears"],
      related: [
        "drive-unit-clunk-on-acceleration",
        "drive-unit-coolant-or-oil-leak",
        "motor-inverter-fault-loss-of-propulsion",
      ],
      commonOn: [{ make: "tesla", models: ["model-s", "model-x"], years: [2012, 2020] }],
    },
    {
      slug: "drive-unit-clunk-on-acceleration",
      title: "EV clunks or knocks when pulling away, switching between drive and regen, or shifting to Reverse",
      summary:
        "Instant electric torque takes up every bit of slack, so worn motor mounts, half-shaft splines or gear lash show up as a clunk at the moment torque reverses. Inspect mounts and half-shafts first; the gearset itself is the last suspect.",
      symptoms: [
        "Single clunk when you first press the accelerator from a stop",
        "Knock when lifting off and regen takes over",
        "Thud when shifting between Drive and Reverse",
        "Clunk over bumps under light power",
      ],
      symptomIds: ["drive-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn drive unit or subframe mount bushings",
          why: "Rubber mounts tear or compress, letting the unit rock as torque flips from drive to regen, and the housing knocks at its stop.",
        },
        {
          likelihood: "common",
          part: "Worn half-shaft (axle) splines or inner joint",
          why: "Spline wear adds free play that is taken up with a bang under instant torque, a known clunk source on early Tesla Model S cars.",
        },
        {
          likelihood: "occasional",
          part: "Loose subframe or drive unit bolts after service",
          why: "Bolts not torqued after a repair let the unit shift and knock.",
        },
        {
          likelihood: "rare",
          part: "Excess gear backlash or a worn differential",
          why: "Worn reduction gears add lash inside the unit that clunks on every torque reversal.",
        },
      ],
      checks: [
        {
          step: "With the car on a lift, pry each mount and watch the bushings while a helper lightly rocks the unit.",
          tools: ["Lift", "Pry bar", "Flashlight"],
          expect:
            "Movement over about 1/8 inch (3 mm), visible tears or separated rubber condemn the mount (typical; confirm in the service information).",
        },
        {
          step: "Hold each half-shaft and rotate it back and forth against the wheel with the car in Park.",
          tools: [],
          expect: "Clunking play at the spline or inner joint points to the half-shaft.",
        },
        {
          step: "Check mount, subframe and half-shaft nut torque against the service information.",
          tools: ["Torque wrench"],
          expect:
            "Every fastener at spec, half-shaft nuts often 150–250 ft-lb (typical; confirm in the service information); a loose one is the fix.",
        },
      ],
      fix: "Replace torn mounts or worn half-shafts and torque every fastener to spec with the car at ride height. If the clunk remains with good mounts and shafts, the drive unit is inspected for gear lash by a shop qualified for EV drive units. Lowering the unit for mount work means de-energizing the car first, and its orange phase cables are left to a high-voltage-trained technician.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace drive unit mounts", partsLow: 80, partsHigh: 400, laborHoursLow: 1.5, laborHoursHigh: 4.0 },
          { name: "Replace a half-shaft", partsLow: 200, partsHigh: 800, laborHoursLow: 1.0, laborHoursHigh: 2.5 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, alignment and drive unit internal repair.",
      },
      verdict: "careful",
      verdictReason:
        "A clunk from mounts is not immediately dangerous, but a failing half-shaft can leave you stranded; have it inspected soon.",
      codes: [],
      terms: ["half-shaft", "drive unit mount", "backlash", "torque reversal"],
      related: ["drive-unit-whine-howl-bearing", "regen-braking-reduced-or-unavailable"],
      commonOn: [{ make: "tesla", models: ["model-s"], years: [2012, 2016] }],
    },
    {
      slug: "drive-unit-coolant-or-oil-leak",
      title: "Oil or coolant drips from the electric drive unit, sometimes followed by an EV service warning",
      summary:
        "A drive unit shaft seal, gasket or cooling fitting is leaking. Oil leaks shorten bearing life; coolant leaking inside the unit can reach the motor and cause an electrical fault. Identify the fluid, find the source, and repair before the unit is damaged.",
      symptoms: [
        "Drips under the front or rear motor after parking",
        "Oily film around a half-shaft seal or the drive unit housing",
        "Coolant reservoir slowly dropping with no outside leak",
        "Drive unit or electrical warning some time after the leak began",
      ],
      symptomIds: ["coolant-loss", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Half-shaft (output) seal or housing gasket leaking oil",
          why: "Seals harden with age or are damaged during axle service, and the gear oil weeps out under heat.",
        },
        {
          likelihood: "occasional",
          part: "Rotor coolant seal leaking into the drive unit (Tesla large rear drive unit)",
          why: "On drive units that cool the motor rotor through its shaft, a worn rotating coolant seal lets coolant into the unit, where it can reach the windings and cause an isolation fault.",
        },
        {
          likelihood: "occasional",
          part: "Coolant hose or fitting at the drive unit",
          why: "A quick-connect O-ring or clamp at the unit's coolant jacket seeps and drips.",
        },
        {
          likelihood: "rare",
          part: "Cracked drive unit housing",
          why: "Impact from road debris can crack the cast housing.",
        },
      ],
      checks: [
        {
          step: "Catch a drip and identify it by color and smell: drive unit oil or coolant.",
          tools: ["White paper towel"],
          expect: "Colored, sweet-smelling fluid is coolant; clear amber or red oil with no sweet smell is gear oil.",
        },
        {
          step: "Clean the unit, add UV dye to the suspected fluid, drive, and inspect with a UV light.",
          tools: ["UV dye", "UV flashlight"],
          expect: "The dye trace leads to the seal, gasket or fitting at fault.",
        },
        {
          step: "Pressure-test the coolant loop and check the drive unit oil for coolant.",
          tools: ["Coolant pressure tester", "Clean container"],
          expect:
            "The loop holds its rated pressure, often about 15–20 psi, for 15 minutes (typical; confirm in the service information); a drop with no outside leak and milky drive unit oil confirms an internal leak.",
        },
      ],
      fix: "Replace the leaking output seal, gasket or coolant fitting and refill to spec. Coolant inside the drive unit usually means a seal kit or remanufactured drive unit, and the unit is tested for isolation before reuse. A certified technician must de-energize the car before opening anything near the inverter or phase cables.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Output seal or coolant fitting",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.5,
          },
          {
            name: "Drive unit coolant seal repair",
            partsLow: 200,
            partsHigh: 800,
            laborHoursLow: 6.0,
            laborHoursHigh: 10.0,
          },
          {
            name: "Replace with a remanufactured drive unit",
            partsLow: 3500,
            partsHigh: 8000,
            laborHoursLow: 4.0,
            laborHoursHigh: 8.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and coolant; check the drive unit warranty before paying for repair.",
      },
      verdict: "careful",
      verdictReason:
        "An external oil leak can be driven gently to a shop; coolant inside the unit risks an electrical fault, so stop driving if a warning appears.",
      codes: ["P0AA6"],
      terms: ["drive unit", "rotor coolant seal", "isolation fault", "output seal"],
      related: ["drive-unit-whine-howl-bearing", "motor-inverter-fault-loss-of-propulsion"],
      commonOn: [
        { make: "tesla", models: ["model-s"], years: [2012, 2020] },
        { make: "tesla", models: ["model-x"], years: [2016, 2020] },
      ],
    },
    {
      slug: "motor-inverter-fault-loss-of-propulsion",
      title: "EV suddenly loses drive power with a bang or warning, or will not move despite READY",
      summary:
        "The drive motor inverter or motor position sensor has faulted and the car has cut propulsion to protect itself. Get off the road immediately and turn on hazards; have it towed on a flatbed and diagnosed by a high-voltage-certified technician.",
      symptoms: [
        "Car coasts with no drive power after a loud bang or click",
        "Warning: 'Car needs service' or 'Propulsion system fault'",
        "Shuddering or jerking acceleration before complete loss of power",
        "Burning electrical smell near the motor",
      ],
      symptomIds: ["lost-drive-power", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Failed inverter power stage (IGBT or silicon-carbide module)",
          why: "A shorted power semiconductor trips the inverter's protection, and the car stops supplying current to the motor.",
        },
        {
          likelihood: "occasional",
          part: "Motor position sensor or resolver fault",
          why: "Without an accurate rotor position the inverter cannot time current to the motor windings and shuts down.",
        },
        {
          likelihood: "occasional",
          part: "Inverter overheating from a coolant or pump fault",
          why: "Poor cooling drives the inverter past its temperature limit, and it cuts power.",
        },
        {
          likelihood: "rare",
          part: "Motor winding or phase cable fault",
          why: "Damaged windings or a loose phase cable connection causes current imbalance and shutdown.",
        },
      ],
      checks: [
        {
          step: "Read all codes from the drive and battery modules, with freeze frame data.",
          tools: ["Scan tool with EV data"],
          expect: "Inverter, phase current or position sensor codes point to the failed component.",
        },
        {
          step: "Check inverter and motor temperatures and coolant pump operation at rest.",
          tools: ["Scan tool with EV data"],
          expect:
            "Inverter temperature near ambient, within about 10 °F after sitting; high values or pump faults point to cooling.",
        },
        {
          step: "A certified technician measures motor resolver or position sensor resistance at its connector with the system de-energized.",
          tools: ["Multimeter"],
          expect:
            "Resolver windings usually measure in the 10–50 Ω range and match each other (typical; confirm in the service information); an open or far mismatch condemns the sensor.",
        },
      ],
      fix: "Tow on a flatbed; never tow an EV with its drive wheels on the ground. A certified technician isolates the high-voltage system with the maker's procedure, then replaces the inverter, position sensor or drive unit. The inverter holds lethal voltage even after the car is off: never open it or unplug orange cables.",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Replace a position sensor", partsLow: 150, partsHigh: 600, laborHoursLow: 2.0, laborHoursHigh: 5.0 },
          { name: "Replace the inverter", partsLow: 1500, partsHigh: 5000, laborHoursLow: 3.0, laborHoursHigh: 6.0 },
          {
            name: "Replace with a remanufactured drive unit",
            partsLow: 3500,
            partsHigh: 8000,
            laborHoursLow: 4.0,
            laborHoursHigh: 8.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, towing and taxes; most are covered under the maker's 8-year EV component warranty.",
      },
      verdict: "stop",
      verdictReason:
        "The car can lose all propulsion without warning in traffic; stop driving and have it towed for high-voltage diagnosis.",
      codes: ["P0A78", "P0A1B", "P0A3F", "P0A90", "P0C79", "P0A3C"],
      terms: ["inverter", "resolver", "propulsion fault", "high-voltage system"],
      related: [
        "ev-coolant-pump-failure-overtemp",
        "drive-unit-whine-howl-bearing",
        "dc-dc-converter-not-charging-12v",
      ],
    },
    {
      slug: "regen-braking-reduced-or-unavailable",
      title: "Regenerative braking is weak or missing, with a 'regen limited' message or a dashed regen bar",
      summary:
        "Regen is limited on purpose when the pack is full or cold, because the battery cannot accept charge then. If it stays limited with a warm pack below about 90% charge, read the codes: a brake sensor, stability or drive fault can disable it.",
      symptoms: [
        "Car coasts much farther than usual when you lift off",
        "One-pedal driving stops the car late or not at all",
        "Message that regenerative braking is limited, or a dashed regen bar",
        "Normal again after 15–30 minutes of driving, or after charging stops short of full",
      ],
      symptomIds: ["regen-brakes", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Pack at or near full charge",
          why: "At a high state of charge the cells cannot take regen current without exceeding their voltage limit, so the battery management system cuts it until some energy is used.",
        },
        {
          likelihood: "common",
          part: "Cold battery pack",
          why: "Cold cells accept charge slowly, so regen power is cut until the pack warms, most noticeably on winter mornings.",
        },
        {
          likelihood: "occasional",
          part: "Brake pedal sensor, wheel speed sensor or stability control fault",
          why: "Regen is blended with braking and traction control; a fault in any of those inputs makes the car disable regen and use friction brakes only.",
        },
        {
          likelihood: "rare",
          part: "Drive unit or inverter fault",
          why: "If the inverter cannot control regen current safely it disables it and sets a drive system code.",
        },
      ],
      checks: [
        {
          step: "Note the state of charge and outside temperature when regen is limited, and read pack temperature.",
          tools: ["Scan tool or the car's energy screen"],
          expect:
            "Limited regen is normal above about 90% charge or with the pack below about 40 °F (typical; confirm in the service information); full regen should return as the pack warms and drains.",
        },
        {
          step: "Read codes from the drive, brake and battery modules.",
          tools: ["Scan tool with EV data"],
          expect: "Brake pedal position, wheel speed or inverter codes point to the input that is disabling regen.",
        },
        {
          step: "Read brake pedal position sensor values released and fully applied.",
          tools: ["Scan tool"],
          expect:
            "Smooth change from about 0% released to 100% applied with both sensor channels tracking; a flat or jumping signal is faulty.",
        },
      ],
      fix: "If limited by charge or cold, charge to 80–90% for daily use and precondition the pack before leaving. Otherwise repair the sensor or module the codes point to, then confirm full regen on a road test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Charging and preconditioning changes",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace a brake pedal or wheel speed sensor",
            partsLow: 50,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and an inverter or drive unit repair if codes point there.",
      },
      verdict: "ok",
      verdictReason:
        "The friction brakes still stop the car; expect it to coast farther and brake with the pedal until regen returns.",
      codes: ["P057B", "P05E0", "P0C30", "P0A78"],
      terms: ["regenerative braking", "one-pedal driving", "state of charge"],
      related: [
        "ev-brake-pedal-feel-inconsistent-blending",
        "winter-range-loss-normal-or-fault",
        "drive-unit-clunk-on-acceleration",
      ],
    },
    {
      slug: "ev-brake-pedal-feel-inconsistent-blending",
      title: "EV brake pedal feels inconsistent: grabby at low speed, long at times, or changes as the car slows",
      summary:
        "EVs blend regen with the friction brakes, so feel changes as regen fades near a stop or is limited by a full or cold pack. A new change or a warning light needs a brake check: pads, rotors, and the electric booster and its sensors.",
      symptoms: [
        "Car lurches or grabs as it slows below about 5 mph",
        "Pedal travel longer or firmer on some stops than others",
        "Brakes feel stronger when the battery is full or cold",
        "Brake system or stability warning light",
      ],
      symptomIds: ["regen-brakes", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Normal handoff from regen to friction braking",
          why: "As regen fades at low speed, the friction brakes take over; a noticeable change in deceleration is normal on many cars.",
        },
        {
          likelihood: "common",
          part: "Friction brakes glazed or rusted from rare use",
          why: "Pads and rotors that seldom work hard lose bite or grab unevenly when they are suddenly asked to do more.",
        },
        {
          likelihood: "occasional",
          part: "Electric brake booster, pedal travel sensor or hydraulic control unit fault",
          why: "Brake-by-wire systems calculate braking from pedal travel; a sensor or booster fault changes pedal feel and may set a warning.",
        },
        {
          likelihood: "rare",
          part: "Brake fluid air or moisture",
          why: "Air or moisture in the fluid makes the pedal soft, the same as on any car, and blending makes it harder to feel.",
        },
      ],
      checks: [
        {
          step: "Road-test: note if the grab or change happens only at low speed, only with a full or cold battery, or on every stop.",
          tools: [],
          expect:
            "A change only at low speed, or only when regen is limited, is normal blending; random changes need checks.",
        },
        {
          step: "Measure pad thickness and rotor surface condition at all four wheels.",
          tools: ["Brake pad gauge", "Flashlight"],
          expect:
            "Pads above about 3 mm with clean rotor faces; glazing, rust bands or uneven pad wear call for service.",
        },
        {
          step: "Read brake system codes and pedal travel sensor values released and applied.",
          tools: ["Scan tool"],
          expect:
            "Both channels change smoothly through the stroke in the fixed relationship the service information gives; a dropout, jump or split sets a correlation code and marks the sensor.",
        },
      ],
      fix: "Clean and service the friction brakes (pads, rotors, caliper slides) and bleed the fluid with the scan-tool routine the brake-by-wire unit needs; repair a booster or sensor fault if codes point to it. Normal blending is explained to the driver.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Brake clean and adjust", partsLow: 0, partsHigh: 50, laborHoursLow: 1.0, laborHoursHigh: 2.0 },
          {
            name: "Pads, rotors and fluid bleed",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.0,
          },
          {
            name: "Electric booster or brake control unit",
            partsLow: 800,
            partsHigh: 2500,
            laborHoursLow: 2.0,
            laborHoursHigh: 4.0,
          },
        ],
        excludes: "Estimate; excludes diagnosis and taxes; a booster covered by a recall or warranty costs nothing.",
      },
      verdict: "careful",
      verdictReason:
        "Brakes still work but feel unpredictable; leave more following distance and have them checked soon.",
      codes: ["P057B", "P05E0", "P05FF"],
      terms: ["brake blending", "brake-by-wire", "electric booster"],
      related: [
        "brake-system/hybrid-ev-rusted-rotors-seized-calipers",
        "abs-system/brakes-let-go-over-bumps",
        "regen-braking-reduced-or-unavailable",
      ],
    },
    {
      slug: "winter-range-loss-normal-or-fault",
      title: "EV range drops sharply in winter: is it normal, or is something wrong?",
      summary:
        "A drop of about 20–40% at 20 °F with cabin heat on is a typical range for many EVs; heat pump cars tend to the low end. Losses far beyond that, or in mild weather, point to a heater, heat pump or pack heating fault worth checking.",
      symptoms: [
        "Range falls by a quarter to a third on cold days",
        "Estimated range drops fast in the first miles of a cold trip",
        "Energy screen shows heavy use by climate or battery heating",
        "Loss seems the same or worse in mild weather",
      ],
      symptomIds: ["range-dropped", "no-cabin-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Normal cold-weather energy use",
          why: "Cabin heating, pack heating and higher rolling and air resistance use more energy, while cold cells deliver less of their stored charge.",
        },
        {
          likelihood: "occasional",
          part: "Heat pump not working, so resistive heat runs all the time",
          why: "A car built for heat pump efficiency loses much more range when it falls back to the resistive heater.",
        },
        {
          likelihood: "occasional",
          part: "Pack heater or coolant valve stuck on",
          why: "A heater or valve that does not switch off keeps heating the pack and wastes energy even after it is warm.",
        },
        {
          likelihood: "rare",
          part: "Battery capacity loss showing up in cold",
          why: "A pack that has lost capacity shows a bigger drop when cold reduces what it can deliver.",
        },
      ],
      checks: [
        {
          step: "Compare trip energy use in cold and mild weather on the same route and speed.",
          tools: ["Car's trip or energy screen"],
          expect:
            "A 20–40% rise in energy per mile at about 20 °F with heat on is typical; a rise above about 50% or in mild weather suggests a fault.",
        },
        {
          step: "Read heat pump, resistive heater and pack heater power during a cold drive.",
          tools: ["Scan tool with EV data"],
          expect:
            "A heat pump car should lean on its resistive heater mainly at startup and in deep cold, often below about 15–20 °F (typical; confirm in the service information); constant heater use in milder cold points to the heat pump.",
        },
        {
          step: "Check that pack heating stops when pack temperature reaches its target.",
          tools: ["Scan tool"],
          expect:
            "Pack heater off once pack temperature is above about 50 °F (typical; confirm in the service information); continued heating indicates a fault.",
        },
      ],
      fix: "Precondition while plugged in, use seat and wheel heaters to lower cabin heat demand, and keep the car garaged. Repair a failed heat pump, stuck heater or valve if the checks find one.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Driving and charging habits", partsLow: 0, partsHigh: 0, laborHoursLow: 0.3, laborHoursHigh: 1.0 },
          {
            name: "Heat pump or heater repair",
            partsLow: 200,
            partsHigh: 900,
            laborHoursLow: 2.0,
            laborHoursHigh: 5.0,
          },
        ],
        excludes: "Estimate; excludes diagnosis and taxes; a pack capacity test is extra.",
      },
      verdict: "ok",
      verdictReason: "Winter range loss is not a safety issue; plan trips with more range margin in cold weather.",
      codes: [],
      terms: ["range loss", "preconditioning", "heat pump", "pack heater"],
      related: [
        "heat-pump-low-or-no-cabin-heat",
        "regen-braking-reduced-or-unavailable",
        "range-estimate-wrong-after-battery-work",
      ],
    },
    {
      slug: "range-estimate-wrong-after-battery-work",
      title: "After battery or module work, the EV's range estimate jumps around or does not match miles driven",
      summary:
        "The range estimate (the 'guess-o-meter') relies on the battery management system's learned capacity and recent driving; a 12 V disconnect or module swap resets that. It usually settles after a few full charge cycles and normal driving.",
      symptoms: [
        "Range estimate very high or very low after repair",
        "Range drops faster than miles driven, or jumps back up after parking",
        "Charge percent and range estimate do not match as before",
        "No warning lights",
      ],
      symptomIds: ["range-dropped"],
      causes: [
        {
          likelihood: "common",
          part: "Battery management system capacity relearn after reset",
          why: "A 12 V disconnect, module replacement or software update resets learned capacity, so the estimate uses a default until it relearns.",
        },
        {
          likelihood: "occasional",
          part: "Estimate still using pre-repair driving history",
          why: "Range prediction uses recent energy per mile; after a repair or a long period of different use it is off until new driving data accumulates.",
        },
        {
          likelihood: "rare",
          part: "Replacement battery module or sensor mismatched",
          why: "A new module with a different capacity or an uncalibrated current sensor makes the estimate unreliable until recalibrated.",
        },
      ],
      checks: [
        {
          step: "Confirm any required calibration or relearn procedure was run after the repair.",
          tools: ["Scan tool", "Maker's service information"],
          expect: "Any missing procedure is completed before further checks.",
        },
        {
          step: "Charge to 100% (or the maker's calibration level), then drive down to about 10% and recharge without a break.",
          tools: [],
          expect:
            "After one or two full cycles the estimate should track miles driven within about 10% on steady driving (typical; confirm in the service information).",
        },
        {
          step: "After the car has sat unused for at least an hour, compare the displayed charge with the resting pack voltage the battery management system reports.",
          tools: ["Scan tool with EV data", "Maker's service information"],
          expect:
            "Displayed charge within about 5% of what the resting voltage implies on the maker's table (typical; confirm in the service information); a bigger gap points to calibration or the current sensor.",
        },
      ],
      fix: "Run any missing calibration, then allow several full charge and drive cycles for the estimate to settle. If it remains far off, have the BMS current sensor and module data checked by a high-voltage technician.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Relearn or calibration", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
          {
            name: "Sensor or module calibration repair",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis and taxes; calibration after warranty battery work is normally covered.",
      },
      verdict: "ok",
      verdictReason: "An inaccurate estimate is not unsafe in itself; keep a larger charge margin until it settles.",
      codes: [],
      terms: ["range estimate", "battery management system", "capacity relearn"],
      related: ["winter-range-loss-normal-or-fault", "dc-fast-charge-far-slower-than-rated"],
    },
    {
      slug: "ev-park-lock-shift-by-wire-fault",
      title: "EV will not leave Park, or drops back into Park, with a park lock or shifter fault",
      summary:
        "On shift-by-wire EVs an electric park lock actuator holds the drive unit; a failed actuator, its position sensor or the gear selector keeps the car in Park. Read the park lock and selector codes, then test the actuator's power and sensor.",
      symptoms: [
        "Gear display stays in P when you select D or R, with a transmission or park system warning",
        "Whir or click from the drive unit at shift time with no engagement",
        "Car shifts itself back into Park at a stop or when a door opens",
        "Stuck in Park only in freezing weather or after washing underneath",
      ],
      symptomIds: ["wont-go-ready", "service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Failed park lock actuator motor on the drive unit",
          why: "The small electric motor that moves the parking pawl wears or corrodes, so the pawl is never confirmed released and the car refuses to select a drive gear.",
        },
        {
          likelihood: "occasional",
          part: "Park lock position sensor or its connector",
          why: "The controller relies on this sensor to know the pawl is out; water in the connector under the car gives a false 'engaged' reading.",
        },
        {
          likelihood: "occasional",
          part: "Gear selector (shifter, dial or stalk) sensor fault",
          why: "A selector that sends implausible positions is ignored for safety, and the car stays in or returns to Park.",
        },
        {
          likelihood: "rare",
          part: "Low 12-volt supply to the park lock controller",
          why: "The actuator draws a short high current; a weak 12-volt supply makes it stall partway and log a fault.",
        },
      ],
      checks: [
        {
          step: "Read the drive unit, park lock and gear selector modules for codes and freeze data.",
          tools: ["Scan tool with EV data"],
          expect: "Park lock motor current, position or selector plausibility codes name the part to test next.",
        },
        {
          step: "Watch the selector position and park lock position in live data while moving the selector through each gear with the brake applied.",
          tools: ["Scan tool"],
          expect:
            "Each selector position should register within about 0.5 seconds and the park lock should report released; a stuck 'engaged' with a good selector points to the actuator or its sensor.",
        },
        {
          step: "Back-probe the actuator supply while commanding park release, and measure 12-volt battery voltage during the command.",
          tools: ["Multimeter"],
          expect:
            "Supply stays above about 11 V during the command and the actuator moves (typical; confirm in the service information); voltage present with no movement condemns the actuator.",
        },
      ],
      fix: "Replace the park lock actuator or its sensor (on many units it bolts to the outside of the drive unit), or the gear selector, then run the maker's park lock learn. Secure the car with wheel chocks first: the pawl is what holds it, and the drive unit's orange cables nearby stay connected and untouched.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the sensor connector or wiring",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.0,
          },
          {
            name: "Replace the park lock actuator or gear selector",
            partsLow: 250,
            partsHigh: 900,
            laborHoursLow: 1.0,
            laborHoursHigh: 3.0,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, towing and taxes; the drive unit warranty often covers the park lock actuator.",
      },
      verdict: "careful",
      verdictReason:
        "A car that will not leave Park is stranded but safe; one that drops into Park on its own can stop abruptly, so do not drive it until repaired.",
      codes: ["P0562"],
      terms: ["park lock actuator", "shift-by-wire", "gear selector"],
      related: [
        "hybrid-system/hybrid-ready-interlock",
        "charge-port-latch-cable-stuck",
        "dc-dc-converter-not-charging-12v",
      ],
    },
    {
      slug: "pedestrian-warning-sound-avas-silent",
      title: "EV's low-speed pedestrian warning hum is silent, crackles or sounds muffled",
      summary:
        "The acoustic vehicle alerting system (AVAS) speaker behind the front bumper has failed, usually from water, road salt or a minor bump. Confirm the module sends a signal, then replace the speaker or repair its connector; cars built to FMVSS 141 must make it.",
      symptoms: [
        "No hum or tone when creeping through a parking lot with the window down",
        "Sound crackles, buzzes or is much quieter than before",
        "Warning such as 'pedestrian warning system malfunction'",
        "Problem began after a car wash, heavy rain or a light front-end bump",
      ],
      symptomIds: ["service-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Water-damaged or corroded AVAS speaker",
          why: "The speaker sits low behind the bumper cover where spray and salt reach it, and its cone or voice coil corrodes until it buzzes or goes silent.",
        },
        {
          likelihood: "occasional",
          part: "Damaged or unplugged speaker connector after bumper work",
          why: "The connector is easily left unplugged or cracked when the bumper cover is removed or pushed in.",
        },
        {
          likelihood: "rare",
          part: "AVAS control module or software fault",
          why: "The module that synthesizes the sound stops driving the speaker or is misconfigured after a module replacement.",
        },
      ],
      checks: [
        {
          step: "With the car in Drive below about 18 mph (30 km/h, the top of the FMVSS 141 speed range) in a quiet lot, listen at the front bumper, then in Reverse.",
          tools: [],
          expect:
            "A steady tone that rises in pitch with speed should be plain from a few feet away; no sound confirms the complaint.",
        },
        {
          step: "Unplug the speaker and measure its coil resistance.",
          tools: ["Multimeter"],
          expect:
            "A few ohms, typically about 4–8 Ω (typical; confirm in the service information); an open circuit or a reading that wanders condemns the speaker.",
        },
        {
          step: "Read AVAS module codes and run its output test while back-probing the speaker feed.",
          tools: ["Scan tool", "Multimeter on AC volts"],
          expect:
            "A varying AC signal of a volt or more during the test with a good speaker points to the speaker connection; no signal points to the module.",
        },
      ],
      fix: "Replace the speaker, seal its connector with dielectric grease and check the bumper cover is fully seated; if the module sends no signal, update or replace it. Confirm the tone in Drive and Reverse before returning the car.",
      difficulty: 2,
      cost: {
        partsLow: 80,
        partsHigh: 300,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.0,
        excludes: "Estimate; excludes diagnosis, taxes and bumper clips or brackets broken during removal.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives normally, but pedestrians and people who are blind cannot hear it at parking speeds; take extra care in lots until it is fixed.",
      codes: [],
      terms: ["AVAS", "pedestrian warning sound", "FMVSS 141"],
      related: ["ev-park-lock-shift-by-wire-fault", "drive-unit-whine-howl-bearing"],
    },
    {
      slug: "scheduled-charging-does-not-start-overnight",
      title: "EV plugged in overnight but did not charge, or stopped well short of the charge limit set",
      summary:
        "Usually two schedules are fighting: the car's charging or departure timer and the station's or utility app's timer, each waiting for the other. Keep one schedule, check the charge limit, and confirm the car starts at the set time.",
      symptoms: [
        "Morning charge level barely higher than at plug-in, with no error shown",
        "Charging starts only when the car is woken with the app or a door opening",
        "Stops at 80% or another limit lower than expected",
        "Worked until a software update, a new wall unit or a utility time-of-use enrollment",
      ],
      symptomIds: ["wont-charge", "range-dropped"],
      causes: [
        {
          likelihood: "common",
          part: "Car schedule and station or utility schedule set to different windows",
          why: "When the station's timer and the car's timer do not overlap, the station offers power while the car waits, then the car asks while the station is off.",
        },
        {
          likelihood: "common",
          part: "Charge limit or departure-time setting lower than assumed",
          why: "A daily limit of 70–80%, a trip setting left on, or a departure time that the car reads as already passed ends charging early by design.",
        },
        {
          likelihood: "occasional",
          part: "Car asleep when the station re-enables its pilot",
          why: "Some cars do not wake when a station that paused its pilot signal turns it back on, so a delayed start on the station side never begins.",
        },
        {
          likelihood: "rare",
          part: "Breaker or station tripping part way through the night",
          why: "A weak breaker or overheating receptacle opens after an hour or two of continuous load and the session ends without a car-side fault.",
        },
      ],
      checks: [
        {
          step: "List every schedule in play: the car's charging and departure settings, the station's app and any utility program, and turn all but one off.",
          tools: ["Car app", "Station app"],
          expect: "Charging that runs to the limit overnight with one schedule left confirms a schedule clash.",
        },
        {
          step: "With the car plugged in and waiting for its start time, measure the station's control pilot with a breakout tester.",
          tools: ["J1772 breakout tester", "Multimeter"],
          expect:
            "About 9 V (state B) while the car waits and about 6 V (state C) once it starts; a pilot that sits at 9 V with its square wave present past the start time means the car never asked, while a steady voltage with no square wave, or 0 V, means the station was not offering power.",
        },
        {
          step: "Check the breaker and receptacle temperature after an hour of charging, and the station's fault log.",
          tools: ["Infrared thermometer", "Station app"],
          expect:
            "Breaker and receptacle no more than about 30 °F above room temperature (typical) and no trips logged; a hot breaker or repeated trips points to the circuit.",
        },
      ],
      fix: "Keep one schedule (usually the car's, since it knows the battery), set the charge limit and departure time deliberately, and update the car and station software. Have an electrician replace a breaker or receptacle that runs hot or trips.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Settings change; no parts", partsLow: 0, partsHigh: 0, laborHoursLow: 0.3, laborHoursHigh: 0.8 },
          {
            name: "Replace the breaker or receptacle",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and any utility-program fees; the car and station settings cost nothing to change.",
      },
      verdict: "ok",
      verdictReason:
        "Nothing unsafe about the car; a breaker or outlet that runs hot is the one part to fix before charging there again.",
      codes: [],
      terms: ["scheduled charging", "departure time", "charge limit", "time-of-use"],
      related: ["level-2-j1772-wont-charge", "charge-inlet-overheating-derate"],
    },
  ],
};
