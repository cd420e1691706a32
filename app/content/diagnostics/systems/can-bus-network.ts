import { gmt800Trucks } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "When modules stop talking to each other: CAN, CAN FD and LIN network faults, U-codes, termination and bus-voltage tests, gateways, water, aftermarket add-ons and modules that won't sleep.",
  howItWorks: [
    "Every U.S. vehicle since the 2008 model year carries diagnostics on high-speed CAN (ISO 11898, usually 500 kbps) at the data link connector: CAN High on pin 6, CAN Low on pin 14. The two wires are a twisted pair with a 120 Ω terminating resistor at each physical end of the bus, often inside the PCM and the instrument cluster or a dedicated resistor in a harness, so a healthy bus measures about 60 Ω across pins 6 and 14 with the battery disconnected. At rest both wires sit near 2.5 V; when a module sends a dominant bit CAN High rises to about 3.5 V and CAN Low falls to about 1.5 V, and a meter averaging live traffic reads roughly 2.6–3.0 V on High and 2.0–2.4 V on Low.",
    "Most vehicles run several buses joined by a gateway: a fast powertrain and chassis bus, a slower body or comfort bus (Ford MS-CAN at 125 kbps on DLC pins 3 and 11, GM single-wire GMLAN at 33.3 kbps on pin 1, fault-tolerant comfort CAN on many VW, Audi and Mercedes models), and LIN sub-networks where one master module drives up to 16 simple slaves (window switches, mirrors, wiper motors, rain sensors, climate actuators, smart alternators) over one wire at up to 19.2 kbps. Newer platforms add CAN FD, which speeds up the data phase to 2 Mbps or more (GM Global B from the 2020 model year), BMW's FlexRay chassis bus and automotive Ethernet for programming through DoIP.",
    "Modules also sleep and wake together. When the car is locked, network traffic winds down and the transceivers shut off within about 20–60 minutes on most models, dropping key-off draw under roughly 50 mA; a door handle, key fob, ignition or charging event wakes the network again. Early-2000s vehicles used older single-wire protocols instead: GM Class 2 (J1850 VPW) and Chrysler PCI on DLC pin 2, Ford SCP on pins 2 and 10.",
  ],
  howItFails: [
    "Network faults show up as a dash full of warnings, gauges that drop to zero, a transmission in fail-safe, a no-start, or a scan tool that cannot reach some or all modules, with lost-communication U-codes spread across many modules. The cause is usually physical: a chafed or rodent-chewed twisted pair, water wicking into a connector or splice, a module whose transceiver fails and clamps the bus, a bad module ground, or a poor repair that left the pair untwisted. Low battery voltage and jump-starts leave piles of history U-codes that mean nothing once the battery is fixed.",
    "Add-ons cause a large share of bus trouble in U.S. shops: insurance and fleet plug-ins on the OBD port, remote starters and trackers tapped into CAN wires behind the dash, and radio interfaces that were never meant for that trim. Newer problems are access, not wiring: secure gateways that block code clearing, CAN FD and DoIP vehicles that older scan tools cannot reach, and replacement modules that do nothing until they are programmed and configured.",
  ],
  tools: [
    "Enhanced scan tool that runs a full network scan (all modules, responding or not) and reads U-codes from every module",
    "Digital multimeter for bus resistance at DLC pins 6 and 14 and CAN High and Low voltages to ground",
    "Two-channel lab scope to see the CAN High/CAN Low mirror image, noise, stuck lines and LIN pulses",
    "OBD breakout box so every DLC pin can be probed without spreading the terminals",
    "Wiring diagrams with network topology: which modules sit on which bus, where the terminators and splice packs are",
    "Back-probe pins and a terminal test kit to check pin fit at module connectors",
    "Low-amp clamp or inline ammeter to watch key-off draw while the network goes to sleep",
    "Battery maintainer that holds 13.0–14.0 V steady during programming or long key-on diagnostics",
    "CAN FD- and DoIP-capable J2534 interface with OEM software for programming and secure-gateway access",
  ],
  safety: [
    "Disconnect the battery before measuring bus resistance or unplugging modules: an ohmmeter on a live bus reads nonsense, unplugging modules with the key on sets a crop of new codes, and an airbag module must never be unplugged with power applied.",
    "Never probe through wire insulation or pierce the CAN pair to take a reading; the hole lets water wick into the twisted pair and creates tomorrow's intermittent fault.",
    "A network fault can shut off ABS, stability control, electric power steering assist and the speedometer at once; if those warnings appear together while driving, slow down and leave more stopping distance.",
    "Airbag modules share the network: with the SRS module unplugged or the light on, keep your body out of the airbag deployment path and follow the service disarming procedure before working near the modules or clock spring.",
    "Hybrids and EVs wake high-voltage contactors and pumps over the same network; treat a car with network faults as live until the high-voltage system is shut down by the factory procedure.",
  ],
  symptoms: [
    { id: "many-warning-lights", label: "Several warning lights and messages come on together" },
    { id: "gauges-drop-out", label: "Gauges drop to zero, flicker or go dead" },
    { id: "scan-tool-no-comm", label: "Scan tool can't connect, or some modules don't answer" },
    { id: "u-codes-several-modules", label: "U-codes stored in several modules" },
    { id: "no-start-network", label: "Won't start or stalls along with network warnings" },
    { id: "limp-mode", label: "Transmission stuck in one gear or engine power limited" },
    { id: "intermittent-bumps-weather", label: "Faults come and go with bumps, rain or temperature" },
    { id: "battery-dead-overnight", label: "Battery dead after sitting; car never seems to sleep" },
    { id: "slow-wake", label: "Dash, locks or start button slow to respond after sitting" },
    { id: "after-accessory", label: "Trouble began after an accessory or OBD plug-in" },
    { id: "after-water", label: "Trouble began after rain, a car wash or a leak" },
    { id: "body-features-dead", label: "Windows, locks, mirrors, climate or radio stop working" },
    { id: "after-repair", label: "Trouble began after a repair, battery change or new module" },
    { id: "scan-tool-limited", label: "Scan tool reads codes but can't clear, test or program" },
  ],
  problems: [
    {
      slug: "scan-tool-wont-power-up-at-dlc",
      title: "Scan tool stays dark when plugged into the diagnostic port",
      summary:
        "The diagnostic port has no power or ground: most often a blown fuse shared with the power outlet or cigar lighter. Check pin 16 for battery voltage and pins 4 and 5 for ground before suspecting the network.",
      symptoms: [
        "Scan tool or code reader screen stays blank when plugged in, key on or off",
        "The same tool powers up normally on another vehicle",
        "The 12 V power outlet or lighter socket is also dead",
        "No warning lights or drivability complaints beyond what brought you to scan it",
      ],
      symptomIds: ["scan-tool-no-comm"],
      causes: [
        {
          likelihood: "common",
          part: "Blown fuse feeding DLC pin 16",
          why: "On many vehicles the diagnostic port shares a fuse with the power outlets; a phone charger or coin in the socket blows it and the port loses its battery feed.",
        },
        {
          likelihood: "occasional",
          part: "Spread or pushed-back terminal at pin 16, 4 or 5",
          why: "Cheap plug-ins and repeated tool connections open up the female terminals so the tool's pins no longer touch them.",
        },
        {
          likelihood: "occasional",
          part: "Open ground circuit to pins 4 and 5",
          why: "A loose ground eyelet behind the dash leaves the tool with power but no return path, so it cannot boot.",
        },
        {
          likelihood: "rare",
          part: "Chafed feed wire to the port shorted to the dash frame",
          why: "The port is often mounted on a bracket near the steering column, where the feed can rub through and keep blowing its fuse.",
        },
      ],
      checks: [
        {
          step: "Test the power outlets and look up which fuse feeds the DLC in the owner's manual or fuse-box label.",
          tools: ["Fuse chart", "Test light"],
          expect: "A dead outlet on the same fuse as the port points straight to that fuse.",
        },
        {
          step: "Measure from DLC pin 16 to pin 4 and from pin 16 to pin 5 with a breakout box or a meter with fine probes.",
          tools: ["Multimeter", "OBD breakout box"],
          expect:
            "Battery voltage (12.4–12.7 V at rest) on both; 12 V from pin 16 to a body ground but 0 V to pins 4/5 means an open ground.",
        },
        {
          step: "Load-test pin 16 with a test light rather than trusting a meter reading alone.",
          tools: ["Test light"],
          expect: "A bright light; a dim light means a high-resistance feed that cannot run a scan tool.",
        },
        {
          step: "Check terminal fit with the correct size terminal probe from a terminal test kit.",
          tools: ["Terminal test kit"],
          expect:
            "Noticeable drag on each terminal; a probe that drops in loosely means that terminal must be tensioned or replaced.",
        },
      ],
      fix: "Replace the fuse with the correct rating and find what blew it (a shorted charger, a coin in the outlet or a rubbed wire). Repin or replace the DLC connector if terminals are spread. Confirm the scan tool powers up and completes a full network scan.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner replaces the DLC fuse", partsLow: 1, partsHigh: 5, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Repin or replace the DLC connector",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Estimate; a fuse is a free DIY fix; excludes diagnosis of a short that keeps blowing the fuse and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A dead diagnostic port does not affect how the car drives; it only blocks scanning and emissions testing until fixed.",
      codes: [],
      terms: ["DLC", "OBD breakout box", "terminal tension"],
      related: ["dlc-terminals-spread-intermittent-connection", "scan-tool-powers-but-no-module-responds"],
    },
    {
      slug: "dlc-terminals-spread-intermittent-connection",
      title: "Scan tool connects only if the plug is held or wiggled in the port",
      summary:
        "Spread or corroded terminals in the diagnostic port, usually from a plug-in device left in for months. Repin or replace the DLC rather than chasing a network fault that is only at the port.",
      symptoms: [
        "Scan tool boots, then drops the link mid-scan or during a live-data session",
        "Communication works only while the plug is pressed in at an angle",
        "An insurance or fleet plug-in has lived in the port for a long time",
        "Other modules and the car itself behave normally",
      ],
      symptomIds: ["scan-tool-no-comm", "after-accessory"],
      causes: [
        {
          likelihood: "common",
          part: "Female terminals at pins 6, 14 or 16 opened up",
          why: "A heavy dongle hanging off the port levers the terminals open, so the contact to CAN High, CAN Low or power comes and goes.",
        },
        {
          likelihood: "occasional",
          part: "DLC connector housing broken loose from its bracket",
          why: "When the port flexes as the tool is pushed in, the terminals shift and the tool loses contact.",
        },
        {
          likelihood: "occasional",
          part: "Corroded terminals from spilled drinks or a wet floor",
          why: "Green corrosion on the pins adds enough resistance to corrupt CAN frames at the tool.",
        },
        {
          likelihood: "rare",
          part: "Damaged tool cable or adapter",
          why: "A broken wire in the tool's own cable mimics a vehicle fault; it fails on every car.",
        },
      ],
      checks: [
        {
          step: "Try the tool on a second vehicle and a second tool on this vehicle.",
          tools: ["Second scan tool"],
          expect: "The problem following the vehicle, not the tool, puts it at the DLC.",
        },
        {
          step: "Inspect the port with a light and magnifier for bent, recessed or green terminals and a loose housing.",
          tools: ["Flashlight", "Magnifier"],
          expect: "Every terminal sits at the same depth and is bright; a recessed or discolored pin is the suspect.",
        },
        {
          step: "With a terminal test kit, check drag on pins 4, 5, 6, 14 and 16.",
          tools: ["Terminal test kit"],
          expect: "Firm, even drag; a loose fit on any of them confirms the port.",
        },
        {
          step: "With the key on, wiggle the port while a scope watches CAN High and CAN Low at the breakout box.",
          tools: ["Lab scope", "OBD breakout box"],
          expect:
            "Mirror-image traces (High swinging about 2.5–3.5 V, Low about 2.5–1.5 V) that drop out only when the port moves confirm terminal contact, not a bus fault.",
        },
      ],
      fix: "Replace the spread terminals (most DLCs use a common terminal that can be repinned) or install a new DLC pigtail with solder-and-heat-shrink or crimp splices on the twisted pair, keeping the pair twisted. Secure the port to its bracket and stop leaving heavy dongles hanging off it.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 60,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes diagnosis, taxes and dealer pricing for a complete DLC harness.",
      },
      verdict: "ok",
      verdictReason:
        "The fault is only at the test port, so the car drives normally; it just cannot be scanned reliably.",
      codes: [],
      terms: ["DLC", "terminal drag", "repinning"],
      related: ["scan-tool-wont-power-up-at-dlc", "obd-dongle-insurance-tracker-bus-errors"],
    },
    {
      slug: "scan-tool-powers-but-no-module-responds",
      title: "Scan tool powers up but says no communication with any module",
      summary:
        "With power at the port but silence from every module, test the bus itself at DLC pins 6 and 14: resistance, then voltages, then a scope. The result tells you whether the lines are shorted, open or being held down by one module.",
      symptoms: [
        "Scan tool boots and identifies the VIN manually but every module shows no response",
        "Dash may be lit with many warnings, or the car may run normally if only the diagnostic branch is open",
        "Generic OBD mode and the enhanced mode both fail",
        "Other vehicles communicate fine with the same tool",
      ],
      symptomIds: ["scan-tool-no-comm", "many-warning-lights", "no-start-network"],
      causes: [
        {
          likelihood: "common",
          part: "Whole high-speed bus held down by a short",
          why: "CAN High or CAN Low shorted to ground, to battery or to each other stops every module from transmitting a valid frame, so nothing answers the tool.",
        },
        {
          likelihood: "common",
          part: "Open in the branch between the DLC and the first splice or gateway",
          why: "The modules still talk to each other, so the car runs, but the tool's branch is cut off from them.",
        },
        {
          likelihood: "occasional",
          part: "Gateway module not powered or failed",
          why: "On vehicles where the DLC hangs off a gateway, a dead gateway hides every module behind it.",
        },
        {
          likelihood: "rare",
          part: "Wrong protocol or vehicle selection in the tool",
          why: "A pre-2008 vehicle on J1850, ISO 9141 or KWP2000 will not answer a tool forced to CAN.",
        },
      ],
      checks: [
        {
          step: "Note whether the car runs and whether the gauges work; then, battery disconnected, measure resistance across DLC pins 6 and 14.",
          tools: ["Multimeter", "OBD breakout box"],
          expect:
            "About 60 Ω (55–65 Ω) is a healthy, fully terminated bus; 120 Ω means one end is missing, under 50 Ω means an extra load or short, and open means the DLC branch is cut.",
        },
        {
          step: "Reconnect the battery, key on, and measure pins 6 and 14 each to pin 5.",
          tools: ["Multimeter"],
          expect:
            "About 2.6–3.0 V on pin 6 and 2.0–2.4 V on pin 14, adding to about 5 V; 0 V, 5 V or 12 V on either line is a short to ground, to a 5 V supply or to battery.",
        },
        {
          step: "Scope both lines together at the DLC.",
          tools: ["Lab scope"],
          expect:
            "Mirror-image square waves between about 1.5 and 3.5 V; a flat line, a line tracking the other or heavy noise points to the fault type.",
        },
        {
          step: "Check the gateway module's fuses, power and ground if the vehicle uses one at the DLC.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "Battery voltage on feeds and under 0.1 V ground drop; a dead gateway with a good bus behind it explains the silence.",
        },
      ],
      fix: "Repair whatever the pin 6/14 readings point to: a short, an open DLC branch or a dead gateway. Then run a full network scan, record every U-code before clearing them, clear all modules and rescan after a drive to confirm only current faults return.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair a DLC branch wire or connector",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace and program the gateway module",
            partsLow: 300,
            partsHigh: 800,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes towing, taxes and a second module found pulling the bus down once the first fault is fixed.",
      },
      verdict: "careful",
      verdictReason:
        "If the car still runs it may only be the diagnostic branch, but a bus short can stall the engine or drop ABS without warning; keep trips short.",
      codes: ["U0001", "U0073"],
      terms: ["data link connector", "network scan", "terminating resistor"],
      related: [
        "bus-reads-120-ohms-terminator-missing",
        "can-high-or-low-shorted-to-ground",
        "can-pair-shorted-together",
        "gateway-module-failed-one-bus-silent",
      ],
    },
    {
      slug: "bus-reads-120-ohms-terminator-missing",
      title: "Bus reads about 120 Ω across pins 6 and 14 and modules drop out at random",
      summary:
        "One of the two 120 Ω terminating resistors is off the bus: an unplugged or failed module that holds it, or an open in the trunk wire to that end. Find which end is missing and restore it.",
      symptoms: [
        "Random lost-communication codes in modules that have nothing in common",
        "Scan tool connects but sessions drop or return garbled data",
        "Warnings flicker on and off at highway speed or with engine load",
        "The car may run normally most of the time",
      ],
      symptomIds: ["u-codes-several-modules", "intermittent-bumps-weather", "scan-tool-no-comm"],
      causes: [
        {
          likelihood: "common",
          part: "Module holding a terminator unplugged or partly seated",
          why: "Where the terminator lives in the PCM, cluster or a radio, an unseated connector removes it and the bus rings with reflections.",
        },
        {
          likelihood: "occasional",
          part: "Open in the backbone between the DLC and one terminator",
          why: "A broken wire or pushed-out pin on the main trunk cuts one end of the bus off, leaving only the other resistor in the reading.",
        },
        {
          likelihood: "occasional",
          part: "Failed terminator inside a module or a harness-mounted resistor",
          why: "The internal resistor or its solder joint opens; the module may still talk but no longer terminates the line.",
        },
        {
          likelihood: "rare",
          part: "Wrong replacement module without the terminator",
          why: "A used or non-matching module from a different trim may not carry the terminator that position requires.",
        },
      ],
      checks: [
        {
          step: "Battery disconnected for at least 2 minutes, measure across DLC pins 6 and 14.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "120 Ω confirms one terminator missing; 60 Ω is normal.",
        },
        {
          step: "Using the wiring diagram, identify the two terminating modules and unplug one at a time while watching the reading.",
          tools: ["Wiring diagram", "Multimeter"],
          expect:
            "Unplugging the good end raises the reading to open; unplugging the missing end leaves it at 120 Ω, which identifies the missing one.",
        },
        {
          step: "At the suspect module's connector, measure between its CAN High and CAN Low pins with the module unplugged, then measure across the module's own pins.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "About 120 Ω looking back into the harness; about 120 Ω across the module pins if its internal terminator is good.",
        },
        {
          step: "Scope the bus at the DLC with the key on.",
          tools: ["Lab scope"],
          expect: "Ringing and overshoot on each edge, easing once the missing terminator is restored.",
        },
      ],
      fix: "Reseat or repair the connector, splice the open backbone wire with the pair kept twisted, or replace the module or harness terminator. Recheck 60 Ω, clear codes in all modules and road-test on rough pavement to confirm no new U-codes.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Reseat or repair the connector or backbone wire",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the module or harness with the terminator",
            partsLow: 250,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis time spent tracing the open end of the backbone, taxes and dealer parts pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A half-terminated bus often keeps working, but modules can drop out while driving, taking gauges, shifting or ABS with them.",
      codes: ["U0001", "U0002"],
      terms: ["terminating resistor", "bus backbone", "signal reflection"],
      related: [
        "scan-tool-powers-but-no-module-responds",
        "network-codes-after-collision-repair",
        "can-pair-shorted-together",
      ],
    },
    {
      slug: "can-pair-shorted-together",
      title: "Near zero ohms across CAN High and CAN Low with the whole dash lit",
      summary:
        "CAN High and CAN Low are shorted to each other, usually where the pair is crushed or chafed, or inside one module. Split the bus at its splice points until the short disappears.",
      symptoms: [
        "Resistance across DLC pins 6 and 14 reads under 5 Ω instead of about 60 Ω",
        "Both CAN lines read the same voltage, near 2.5 V, with the key on",
        "Every module on that bus reports lost communication and the tool reaches none of them",
        "Often follows bodywork, seat removal or dash work",
      ],
      symptomIds: ["many-warning-lights", "scan-tool-no-comm", "u-codes-several-modules", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Pair crushed by a seat track, dash bracket or body panel",
          why: "When the insulation on both wires of the twisted pair is cut, the copper touches and the two lines can no longer be driven apart.",
        },
        {
          likelihood: "occasional",
          part: "Failed module transceiver",
          why: "A transceiver damaged by a voltage spike can short its CAN High and CAN Low pins internally.",
        },
        {
          likelihood: "occasional",
          part: "Water or corrosion bridging two pins in a connector or splice pack",
          why: "Contaminated water conducts between the adjacent CAN High and CAN Low terminals.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket device wired with its taps reversed or bridged",
          why: "A poor tap joint that ties both lines together shorts the bus as soon as it is connected.",
        },
      ],
      checks: [
        {
          step: "Battery off, measure resistance across DLC pins 6 and 14.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "Under 5 Ω confirms a line-to-line short; a healthy bus reads about 60 Ω.",
        },
        {
          step: "Key on, scope CAN High and CAN Low together.",
          tools: ["Lab scope"],
          expect: "Both traces stuck together near 2.5 V with no differential, confirming the lines are tied.",
        },
        {
          step: "Open the bus splice packs or star connectors one at a time (or unplug modules) while watching the resistance.",
          tools: ["Wiring diagram", "Multimeter"],
          expect: "The reading jumps back to about 60 or 120 Ω when the shorted branch or module is separated.",
        },
        {
          step: "On the isolated branch, measure the module's pins with the module unplugged.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "A short that stays with the harness means wiring; one that goes away when the module is unplugged means the module.",
        },
        {
          step: "Inspect the branch route at seats, kick panels and door jambs.",
          tools: ["Flashlight", "Trim tools"],
          expect: "A crushed or rubbed section, often freshly disturbed, at the point the diagram places it.",
        },
      ],
      fix: "Repair the crushed section by cutting out the damaged wire, staggering the splices and restoring the twist (about one twist per inch), or replace the module with the internal short and program it. Reroute the harness away from the pinch point, then clear codes and confirm 60 Ω and a full network scan.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the crushed section of the pair",
            partsLow: 25,
            partsHigh: 100,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Replace and program the shorted module",
            partsLow: 400,
            partsHigh: 1000,
            laborHoursLow: 2,
            laborHoursHigh: 4.8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and interior trim clips broken while tracing the crushed pair.",
      },
      verdict: "stop",
      verdictReason:
        "With the high-speed bus shorted the engine, transmission, ABS and power steering can all drop out; have it towed rather than driven.",
      codes: ["U0001", "U0009", "U0073"],
      terms: ["twisted pair", "splice pack", "differential signal"],
      related: [
        "scan-tool-powers-but-no-module-responds",
        "can-high-or-low-shorted-to-ground",
        "one-module-transceiver-pulling-bus-down",
        "bad-can-splice-repair-untwisted",
      ],
    },
    {
      slug: "can-high-or-low-shorted-to-ground",
      title: "One CAN wire reads 0 volts to ground with the key on",
      summary:
        "CAN High or CAN Low is shorted to ground, usually a chafed wire against the body or a failed module. Divide the bus at its splices until the line returns to normal voltage.",
      symptoms: [
        "CAN High or CAN Low measures 0–0.5 V to ground at the DLC with the key on",
        "Dash full of warnings and a scan tool that reaches few or no modules",
        "On fault-tolerant body buses the modules may limp along on the other wire, so the fault shows only as scattered codes",
        "Fault may appear only when the harness moves or gets wet",
      ],
      symptomIds: ["many-warning-lights", "scan-tool-no-comm", "no-start-network", "intermittent-bumps-weather"],
      causes: [
        {
          likelihood: "common",
          part: "Wire rubbed through against a bracket, frame rail or body seam",
          why: "Bare copper touching metal drags that line to ground, so the transceivers cannot drive a valid difference between the two wires.",
        },
        {
          likelihood: "occasional",
          part: "Module with a shorted transceiver pin",
          why: "A module damaged by a spike, water or a welding current can clamp one line to its ground.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket tap wired to a ground",
          why: "A poorly made CAN tap for a remote starter or tracker can short a line to the dash frame.",
        },
        {
          likelihood: "rare",
          part: "Corroded connector bridging a CAN pin to a ground pin",
          why: "Moisture across neighboring terminals creates a resistive path to ground that grows in wet weather.",
        },
      ],
      checks: [
        {
          step: "Key on, measure pin 6 and pin 14 to pin 5 at the DLC.",
          tools: ["Multimeter", "OBD breakout box"],
          expect:
            "Normal is about 2.6–3.0 V on High and 2.0–2.4 V on Low; one line near 0 V identifies the shorted wire.",
        },
        {
          step: "Battery off, measure that line to chassis ground.",
          tools: ["Multimeter"],
          expect: "Tens of kilohms or more is normal; a few ohms confirms a hard short to ground.",
        },
        {
          step: "Separate the bus at the splice packs or unplug modules branch by branch while watching resistance to ground.",
          tools: ["Wiring diagram", "Multimeter"],
          expect: "The short clears when the faulty branch or module is disconnected.",
        },
        {
          step: "Scope the line while flexing the suspect branch harness.",
          tools: ["Lab scope"],
          expect: "The trace dropping to 0 V as the harness moves pinpoints a rubbed section.",
        },
      ],
      fix: "Repair the chafed wire and protect the spot with convoluted tubing or tape, remove or redo any aftermarket tap, or replace the shorted module with programming. Confirm normal line voltages and a full network scan, then clear all modules.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the chafed wire or remove an add-on tap",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          { name: "Replace the shorted module", partsLow: 350, partsHigh: 900, laborHoursLow: 1.5, laborHoursHigh: 4 },
        ],
        excludes: "Estimate; excludes module programming, dealer labor and diagnosis fees beyond the first hour.",
      },
      verdict: "stop",
      verdictReason:
        "A grounded CAN line can take down the engine, transmission and ABS at any moment; tow it if most modules are silent.",
      codes: ["U0001", "U0004", "U0007", "U0073"],
      terms: ["short to ground", "CAN High", "CAN Low"],
      related: [
        "can-line-shorted-to-battery-voltage",
        "can-pair-shorted-together",
        "wiring-chafe-network-drops-over-bumps",
        "remote-start-or-tracker-tapped-into-can",
      ],
    },
    {
      slug: "can-line-shorted-to-battery-voltage",
      title: "CAN wire reads 12 volts at the diagnostic port and the bus is dead",
      summary:
        "A CAN line shorted to battery voltage, usually from a pinched harness against a powered wire or a water-damaged connector. It can damage transceivers; find and repair it before replacing any module.",
      symptoms: [
        "CAN High or CAN Low reads battery voltage (11–14 V) to ground at the DLC",
        "Most or all modules silent, with a dash full of warnings",
        "Started after a crash, a seat or console repair, or a flooded footwell",
        "Modules may remain silent even after the short is fixed if their transceivers were damaged",
      ],
      symptomIds: ["many-warning-lights", "scan-tool-no-comm", "no-start-network", "after-water"],
      causes: [
        {
          likelihood: "common",
          part: "Pair pinched against a powered wire in the same bundle",
          why: "When insulation on a CAN wire and a battery-fed wire is crushed together, the CAN line is pulled up to 12 V and cannot switch.",
        },
        {
          likelihood: "occasional",
          part: "Water in a connector bridging a CAN pin to a power pin",
          why: "Dirty water between terminals feeds battery voltage into the bus line.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket device tap landed on the wrong wire",
          why: "A remote-start or radio interface wired to power instead of data, or with its CAN leads crossed onto a feed, puts 12 V on the bus.",
        },
        {
          likelihood: "rare",
          part: "Internal module failure feeding supply voltage into its transceiver",
          why: "A burned board can short its supply rail to a CAN pin.",
        },
      ],
      checks: [
        {
          step: "Key on, read DC voltage from DLC pin 6 to pin 4 and from pin 14 to pin 4, looking for a line pulled up to the battery.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "Either line at battery voltage confirms a short to power; normal is 2–3 V.",
        },
        {
          step: "Key off and with the network asleep, recheck the line.",
          tools: ["Multimeter"],
          expect:
            "Still at battery voltage with everything asleep points to a harness short to a constant-hot wire; dropping off points to a switched feed or a module.",
        },
        {
          step: "Pull fuses one at a time while watching the CAN line voltage.",
          tools: ["Multimeter", "Fuse puller"],
          expect: "The line drops when the fuse feeding the shorted circuit is pulled, naming the wire it is touching.",
        },
        {
          step: "Unplug modules and aftermarket taps branch by branch.",
          tools: ["Wiring diagram", "Multimeter"],
          expect: "The voltage falls to normal when the shorted branch or device is separated.",
        },
      ],
      fix: "Repair the pinched or wet section and the powered wire it touched, correct any miswired add-on, then re-test every module on the bus. Replace and program only modules that stay silent with good power, ground and bus voltages at their connector. Clear all codes and rescan.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the pinched or wet harness section",
            partsLow: 35,
            partsHigh: 150,
            laborHoursLow: 1.2,
            laborHoursHigh: 3,
          },
          {
            name: "Harness repair plus one damaged module",
            partsLow: 450,
            partsHigh: 1200,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.8,
          },
        ],
        excludes: "Estimate; more than one damaged module raises it; excludes programming fees, towing and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "Battery voltage on the bus can shut down the engine and braking aids and keep damaging modules; do not drive it.",
      codes: ["U0001", "U0005", "U0008", "U0073"],
      terms: ["short to power", "transceiver", "CAN bus"],
      related: [
        "can-high-or-low-shorted-to-ground",
        "water-in-footwell-splice-or-module",
        "remote-start-or-tracker-tapped-into-can",
      ],
    },
    {
      slug: "one-module-transceiver-pulling-bus-down",
      title: "Whole network recovers the moment one module is unplugged",
      summary:
        "One module's transceiver has failed and is dragging the shared bus down even though the wiring is fine. Confirm with good power and ground at that module, then replace and program it.",
      symptoms: [
        "Bus voltages wrong or the scope pattern flat or distorted with all modules connected",
        "Normal communication returns as soon as one particular module is disconnected",
        "The suspect module is often one with a history: water exposure, a jump-start, or a failed component on its board",
        "Several unrelated warnings and a scan tool that reaches only some modules",
      ],
      symptomIds: ["many-warning-lights", "u-codes-several-modules", "scan-tool-no-comm", "no-start-network"],
      causes: [
        {
          likelihood: "common",
          part: "Module with a damaged CAN transceiver",
          why: "A transceiver that fails shorted or stuck dominant holds the line where no other module can transmit, so everyone sees a dead bus.",
        },
        {
          likelihood: "occasional",
          part: "Module with a weak internal power supply",
          why: "A module that browns out keeps resetting and babbling, filling the bus with error frames until the others go bus-off.",
        },
        {
          likelihood: "occasional",
          part: "Module that has lost its ground",
          why: "Without a ground reference the transceiver's outputs float and can pull the lines off their normal levels.",
        },
        {
          likelihood: "rare",
          part: "Connector pin pushed back and touching a neighbor",
          why: "Only visible with the connector apart; it mimics a failed module until the plug is inspected.",
        },
      ],
      checks: [
        {
          step: "Record the DLC bus resistance and line voltages with everything connected.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "An out-of-range baseline to compare against as modules are removed.",
        },
        {
          step: "Scope the bus at the DLC and unplug modules one at a time, starting with the easiest to reach and any with a known history.",
          tools: ["Lab scope", "Wiring diagram"],
          expect:
            "Clean mirror-image traces between about 1.5 and 3.5 V return the instant the bad module is unplugged.",
        },
        {
          step: "Before condemning it, check that module's power feeds and grounds under load at its connector.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "Battery voltage on each feed and under 0.1 V on each ground; a bad ground means repair, not replacement.",
        },
        {
          step: "Inspect the module connector for pushed-back pins and the case for water marks.",
          tools: ["Flashlight", "Terminal test kit"],
          expect:
            "Even pin heights and a dry case; water lines or corrosion explain the failure and need a leak repair too.",
        },
      ],
      fix: "Replace the failed module and program it to the VIN (and configure options, keys or calibrations as that module requires). If water killed it, fix the leak first. Clear codes in all modules and confirm a complete network scan with every module responding.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace and program a body or comfort module",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace and program a powertrain or chassis module",
            partsLow: 600,
            partsHigh: 1500,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes dealer online programming fees, leak repair, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Whether it drives depends on which modules are lost; if the engine, ABS or steering assist are affected, have it towed.",
      codes: ["U0001", "U0073"],
      terms: ["transceiver", "bus-off", "module isolation"],
      related: [
        "can-pair-shorted-together",
        "can-high-or-low-shorted-to-ground",
        "module-replaced-not-programmed-u0300",
        "water-in-footwell-splice-or-module",
      ],
    },
    {
      slug: "obd-dongle-insurance-tracker-bus-errors",
      title: "Random warnings and U-codes since an insurance or fleet plug-in went into the OBD port",
      summary:
        "Plug-in dongles poll the bus and some stay awake after shutdown; a poor one corrupts traffic or keeps modules from sleeping. Unplug it, clear codes and drive a few days before chasing anything else.",
      symptoms: [
        "Warnings such as ABS, traction or check engine flash on briefly while driving, then go out",
        "Lost-communication and invalid-data U-codes stored in several modules with no pattern",
        "Battery weak or dead after the car sits a few days",
        "The device's own light blinks long after the car is locked",
        "Dash or radio reboots on its own when the car starts",
      ],
      symptomIds: ["after-accessory", "u-codes-several-modules", "many-warning-lights", "battery-dead-overnight"],
      causes: [
        {
          likelihood: "common",
          part: "Plug-in device requesting data too aggressively",
          why: "Repeated diagnostic requests add load and can make busy modules miss their own messages or answer late, which other modules log as lost or invalid data.",
        },
        {
          likelihood: "common",
          part: "Device keeping the network awake after shutdown",
          why: "A dongle that keeps querying after key-off wakes the gateway and modules, so the bus never sleeps and the battery drains.",
        },
        {
          likelihood: "occasional",
          part: "Failing dongle transceiver loading the bus",
          why: "A cheap or damaged CAN interface inside the device can distort the lines' voltages for every module on the diagnostic branch.",
        },
        {
          likelihood: "rare",
          part: "OBD splitter cable adding a long unterminated stub",
          why: "A Y-cable that lets two devices share the port lengthens the branch and adds reflections on sensitive vehicles.",
        },
      ],
      checks: [
        {
          step: "Remove the device and any splitter, then record and clear every module's codes.",
          tools: ["Enhanced scan tool"],
          expect: "If warnings and U-codes stay away for several days of normal driving, the device was the cause.",
        },
        {
          step: "With the device installed, lock the car and scope or watch DLC pins 6 and 14 over 60 minutes.",
          tools: ["Lab scope", "OBD breakout box"],
          expect:
            "Traffic should stop and both lines fall near 0 V once the car sleeps; continuing packets point to the device.",
        },
        {
          step: "Measure key-off battery draw with and without the device after the sleep period.",
          tools: ["Low-amp clamp"],
          expect:
            "Under about 50 mA is typical once asleep; hundreds of milliamps with the device in place confirms it is holding the network awake.",
        },
        {
          step: "Compare DLC bus voltages with the device plugged in and unplugged.",
          tools: ["Multimeter"],
          expect:
            "Little or no change; a shift of more than a few tenths of a volt means the device is loading the bus.",
        },
      ],
      fix: "Leave the device out, or replace it with the insurer's or fleet provider's newer unit and confirm it sleeps. Do not leave splitters in place. Clear codes in every module after removal so only genuine faults remain.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner unplugs the device", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Clear all modules and verify the bus sleeps",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
        ],
        excludes:
          "Estimate; removal is free; excludes a battery ruined by repeated deep discharge and any insurer program change.",
      },
      verdict: "ok",
      verdictReason:
        "The car is usually safe to drive, but unplug the device now so a drained battery or false warnings don't leave you stranded.",
      codes: ["U0001", "U0100", "U0121", "U0401"],
      terms: ["OBD dongle", "network sleep", "diagnostic request"],
      related: [
        "dlc-terminals-spread-intermittent-connection",
        "network-wont-sleep-battery-drain",
        "remote-start-or-tracker-tapped-into-can",
      ],
    },
    {
      slug: "remote-start-or-tracker-tapped-into-can",
      title: "Network faults and glitches after a remote starter or GPS tracker was wired in behind the dash",
      summary:
        "The installer tapped the CAN pair with a poor splice, a long untwisted stub or a device that floods the bus. Find the taps, test with the add-on disconnected, and rebuild the connection properly or with a plug-in T-harness.",
      symptoms: [
        "U-codes and brief warning lamps that started within days of the install",
        "Gauges twitch or the cluster resets when the remote start runs",
        "Door locks or lights respond oddly to the key fob",
        "Add-on module's wires run to the twisted pair at the BCM, the DLC or the steering column",
      ],
      symptomIds: ["after-accessory", "u-codes-several-modules", "gauges-drop-out", "body-features-dead"],
      causes: [
        {
          likelihood: "common",
          part: "Poor tap splice on CAN High or CAN Low",
          why: "Twisted-and-taped or scotch-lock taps loosen and corrode, so the line opens, shorts or adds resistance intermittently.",
        },
        {
          likelihood: "occasional",
          part: "Long untwisted stub to the add-on module",
          why: "Several feet of loose untwisted wire acts as an antenna and a reflection point, corrupting frames on a 500 kbps bus.",
        },
        {
          likelihood: "occasional",
          part: "Interface module firmware mismatched to the vehicle",
          why: "A bypass or data interface flashed for the wrong platform sends messages the vehicle's modules do not expect, triggering invalid-data codes or odd body behavior.",
        },
        {
          likelihood: "rare",
          part: "Add-on module with a failed transceiver",
          why: "Once its CAN interface fails it can load or clamp the lines like any bad factory module.",
        },
      ],
      checks: [
        {
          step: "Trace the add-on harness and find every connection to factory wiring.",
          tools: ["Trim tools", "Flashlight"],
          expect:
            "Clean, insulated solder joints or a plug-in T-harness are acceptable; taped twists and scotch-locks are suspect.",
        },
        {
          step: "Unplug the add-on's data harness (or cut it free and insulate the ends temporarily), clear codes and drive.",
          tools: ["Enhanced scan tool"],
          expect: "No new U-codes with the add-on disconnected confirms the install.",
        },
        {
          step: "Scope CAN High and CAN Low at the DLC with the add-on connected and idle, then during a remote start.",
          tools: ["Lab scope", "OBD breakout box"],
          expect:
            "Clean mirror-image waveforms with no noise or steps; distortion that appears only with the add-on active points to its connection or module.",
        },
        {
          step: "Check the tap joints for voltage drop or resistance back to the factory connector.",
          tools: ["Multimeter"],
          expect: "Under 1 Ω along each CAN wire through the repair; higher means a bad joint.",
        },
      ],
      fix: "Remove scotch-locks and taped twists, then solder and heat-shrink each tap with the pair kept twisted and the stub short, or fit a vehicle-specific plug-in T-harness. Update the interface module firmware for the exact vehicle. Clear all modules and confirm remote start, locks and gauges behave normally.",
      difficulty: 3,
      cost: {
        partsLow: 10,
        partsHigh: 150,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.8,
        excludes:
          "Estimate; excludes removing the whole system, a new interface module and taxes; some installers repair their own work free.",
      },
      verdict: "careful",
      verdictReason: "A bad tap can drop the bus while driving; drive gently and have the installation corrected soon.",
      codes: ["U0001", "U0140", "U0422"],
      terms: ["T-harness", "CAN tap", "bypass module"],
      related: [
        "obd-dongle-insurance-tracker-bus-errors",
        "bad-can-splice-repair-untwisted",
        "can-high-or-low-shorted-to-ground",
      ],
    },
    {
      slug: "aftermarket-radio-swap-network-codes",
      title: "Chimes, climate controls or warnings lost after installing an aftermarket radio",
      summary:
        "On many newer vehicles the factory radio is a network module; pulling it sets lost-communication codes and takes chimes or climate menus with it. Use the correct data interface for the exact trim, or reinstall the factory unit.",
      symptoms: [
        "Door-ajar, seat-belt or key-in chimes stopped after the radio swap",
        "Climate or heated-seat controls missing because they lived in the factory touchscreen",
        "Other modules store a lost-communication code for the radio",
        "Steering-wheel controls, factory amplifier or backup camera stopped working",
      ],
      symptomIds: ["after-accessory", "u-codes-several-modules", "body-features-dead"],
      causes: [
        {
          likelihood: "common",
          part: "No data interface, or a basic one, on a radio that was a network node",
          why: "Other modules keep addressing the missing radio and log it as lost, and any function the radio hosted (chimes, climate menus) disappears.",
        },
        {
          likelihood: "occasional",
          part: "Interface programmed for the wrong trim or not updated",
          why: "An interface that does not emulate the right radio messages leaves the cluster, amplifier or climate module without what they expect.",
        },
        {
          likelihood: "occasional",
          part: "Factory radio removed was a terminating node or a sub-bus master",
          why: "On some platforms the radio hosts the entertainment sub-bus or sits at the end of a bus, so removing it changes termination or leaves modules stranded.",
        },
        {
          likelihood: "rare",
          part: "Interface harness miswired to the CAN pair",
          why: "A crossed or shorted data lead at the harness adapter disturbs the bus the radio sat on.",
        },
      ],
      checks: [
        {
          step: "Run a network scan and list which modules log lost communication with the radio.",
          tools: ["Enhanced scan tool"],
          expect: "U0184 (lost communication with radio) in several modules confirms the radio was a network member.",
        },
        {
          step: "Check the interface maker's vehicle fit guide against the exact year, trim, radio and amplifier option.",
          tools: ["Interface fit guide"],
          expect: "A matching part number and firmware for that trim; a mismatch explains missing features.",
        },
        {
          step: "Measure bus resistance at the DLC with the battery disconnected.",
          tools: ["Multimeter", "OBD breakout box"],
          expect:
            "About 60 Ω; about 120 Ω means the removed radio was a terminating node and needs a replacement resistor per the interface instructions.",
        },
        {
          step: "Temporarily reconnect the factory radio.",
          tools: ["Trim tools"],
          expect: "Chimes, climate control and a clean network scan returning confirm the interface is the gap.",
        },
      ],
      fix: "Install a vehicle-specific data interface (with climate and chime retention where the vehicle needs it), flash it for the exact vehicle, and restore termination if the factory radio held it. Otherwise reinstall the factory radio. Clear all modules and rescan.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reflash or reconfigure the data interface",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Vehicle-specific data interface installed",
            partsLow: 60,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes the new head unit, dash kit and taxes; some shops charge extra to reprogram an interface.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive in most cases, but confirm seat-belt and door-ajar chimes and the backup camera still work before relying on them.",
      codes: ["U0184"],
      terms: ["data interface", "network node", "U0184"],
      related: ["remote-start-or-tracker-tapped-into-can", "bus-reads-120-ohms-terminator-missing"],
    },
    {
      slug: "water-in-footwell-splice-or-module",
      title: "Wet carpet and a dash full of network warnings",
      summary:
        "Water under the carpet has reached a module or a CAN splice on the floor. Fix the leak (cowl drains, sunroof drains, windshield seal), dry and clean the connectors, and test the bus before replacing modules.",
      symptoms: [
        "Carpet or padding damp in a front footwell or under the rear seat",
        "Multiple warning lights and U-codes that get worse after rain",
        "Musty smell and fogged windows along with the electrical faults",
        "Green or white corrosion on connectors lying on the floor pan",
      ],
      symptomIds: ["after-water", "many-warning-lights", "u-codes-several-modules", "intermittent-bumps-weather"],
      causes: [
        {
          likelihood: "common",
          part: "Plugged cowl (plenum) or sunroof drains",
          why: "Water overflows into the cabin and pools where modules and splice packs sit under the carpet or seats, a known weak spot on several VW, Audi and other European models that mount modules low in the cabin.",
        },
        {
          likelihood: "occasional",
          part: "Leaking windshield, door vapor barrier or body seam",
          why: "A poorly sealed windshield or torn door plastic lets water run down the kick panel onto the harness.",
        },
        {
          likelihood: "occasional",
          part: "Corroded CAN splice or junction connector",
          why: "Corrosion between CAN High and CAN Low or to ground changes bus resistance and corrupts traffic.",
        },
        {
          likelihood: "rare",
          part: "A/C evaporator drain backing up into the cabin",
          why: "A plugged condensate drain can dump water onto the passenger floor where modules sit.",
        },
      ],
      checks: [
        {
          step: "Press into the carpet and padding in each footwell and under the rear seat; find the module and splice locations in the service manual.",
          tools: ["Flashlight", "Service information"],
          expect: "Dry padding; wet padding near a module or splice confirms the path.",
        },
        {
          step: "Clear and water-test the cowl drains, sunroof drains and A/C drain.",
          tools: ["Compressed air", "Trimmer line", "Water hose"],
          expect: "Water poured in exits freely underneath; a slow or blocked drain is the leak source.",
        },
        {
          step: "Open the suspect connectors and splice packs and inspect for water, corrosion and green staining.",
          tools: ["Trim tools", "Flashlight"],
          expect: "Bright, dry terminals; corroded CAN pins explain the network faults.",
        },
        {
          step: "With the battery disconnected, measure DLC pins 6 and 14 to each other and each to ground, wet and after drying.",
          tools: ["Multimeter", "OBD breakout box"],
          expect:
            "About 60 Ω across the pair and very high resistance to ground; a low or drifting reading that recovers as it dries confirms water in the bus.",
        },
      ],
      fix: "Fix the leak first, then dry the floor (remove carpet and padding if soaked), clean light corrosion with electrical contact cleaner, and replace corroded terminals or splice sections. Replace only modules that fail testing once dry, with programming. Clear all codes and retest after rain or a water test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Dry out and replace corroded terminals",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 1.2,
            laborHoursHigh: 3,
          },
          {
            name: "Replace corroded splices and harness sections",
            partsLow: 150,
            partsHigh: 900,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; module replacements with programming, carpet replacement and mold treatment are extra; excludes taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Water-damaged wiring can drop ABS or the transmission while driving and the faults worsen with each rain; fix it soon and avoid long trips.",
      codes: ["U0001", "U0140", "U0164"],
      terms: ["cowl drain", "splice pack", "junction connector"],
      related: [
        "water-in-underhood-connector-after-wash",
        "can-line-shorted-to-battery-voltage",
        "one-module-transceiver-pulling-bus-down",
        "electrical/water-leak-electrical-gremlins",
      ],
      commonOn: [{ make: "volkswagen" }, { make: "audi" }],
    },
    {
      slug: "water-in-underhood-connector-after-wash",
      title: "Network warnings after a car wash or heavy rain, gone once it dries out",
      summary:
        "Water is getting into a connector or splice in the engine bay, bumper or wheel well on the CAN path. Find the spot with a controlled water test while watching the bus, then replace the seal or terminals.",
      symptoms: [
        "ABS, traction, stability and check engine lamps come on together only in wet weather",
        "Speedometer or transmission behaves oddly during or just after rain",
        "Faults vanish after a day of dry weather",
        "Codes often point to modules near the front of the vehicle",
      ],
      symptomIds: ["after-water", "intermittent-bumps-weather", "many-warning-lights", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Missing or damaged connector seal on a front-mounted module",
          why: "ABS, PCM, radar and headlamp modules sit in the spray zone; a torn seal lets water bridge the CAN pins.",
        },
        {
          likelihood: "occasional",
          part: "Water wicking down a damaged wire into a connector",
          why: "A cut in the outer insulation lets water travel along the strands inside the sheath until it reaches a terminal.",
        },
        {
          likelihood: "occasional",
          part: "Pressure-washer damage to a connector or grommet",
          why: "High pressure forces water past seals designed only for splash.",
        },
        {
          likelihood: "rare",
          part: "Cracked module housing",
          why: "Water inside the module itself corrupts its transceiver whenever it is wet.",
        },
      ],
      checks: [
        {
          step: "Scan and note which modules log faults and which set them first, using freeze-frame or occurrence counters where available.",
          tools: ["Enhanced scan tool"],
          expect:
            "The module that loses contact first, or the branch shared by the affected modules, narrows the area.",
        },
        {
          step: "Inspect connectors on that branch for missing seals, unlatched locks and green residue.",
          tools: ["Flashlight", "Mirror"],
          expect: "Intact seals and clean pins; corrosion or a missing plug seal marks the entry point.",
        },
        {
          step: "With the scope on the bus at the DLC, mist water onto one area at a time with a spray bottle.",
          tools: ["Lab scope", "Spray bottle"],
          expect: "The waveform distorting when one connector gets wet pinpoints it.",
        },
        {
          step: "Battery off, measure each CAN line to ground through the suspect connector while it is wet.",
          tools: ["Multimeter"],
          expect: "Well above 10 kΩ to ground; a few hundred ohms or a few kilohms shows water tracking.",
        },
      ],
      fix: "Replace damaged connector seals, terminals or the connector body, and any wire that wicks water. Dry and protect with dielectric grease only where the manufacturer allows it on sealed connectors. Fix the damaged insulation upstream if water was wicking. Clear codes and repeat the water test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace connector seals and terminals",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the connector body and wicked wire",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 2,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes replacing a water-damaged module, programming, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "ABS and stability control may shut off in exactly the wet conditions where you need them; drive cautiously in rain until it is repaired.",
      codes: ["U0121", "U0100", "U0001"],
      terms: ["connector seal", "wicking", "water test"],
      related: ["water-in-footwell-splice-or-module", "wiring-chafe-network-drops-over-bumps"],
    },
    {
      slug: "wiring-chafe-network-drops-over-bumps",
      title: "Warning lights flash on over potholes and clear after a restart",
      summary:
        "A CAN wire or module connector is losing contact as the body flexes: a chafed pair, a loose terminal or a connector not fully latched. Catch it with a scope while flexing each harness section.",
      symptoms: [
        "Several warnings flash on together when hitting a bump, railroad crossing or driveway lip",
        "Gauges twitch to zero for a second and recover",
        "Stored U-codes with high occurrence counts but no current fault in the shop",
        "Shifting goes firm or the transmission holds a gear after the event",
      ],
      symptomIds: ["intermittent-bumps-weather", "gauges-drop-out", "many-warning-lights", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Pair rubbed through at a sharp bracket, seat track or harness clip",
          why: "Each bump moves the wire against metal, briefly grounding or opening a line and crashing the bus.",
        },
        {
          likelihood: "common",
          part: "Loose or fretted terminal at a module on the bus",
          why: "Vibration polishes the terminal contact until a bump opens it for a few milliseconds, long enough to lose frames.",
        },
        {
          likelihood: "occasional",
          part: "Connector not fully latched after earlier work",
          why: "A half-seated plug holds contact at rest but moves with body flex.",
        },
        {
          likelihood: "rare",
          part: "Cracked solder joint on a module's connector pins",
          why: "A board-level crack breaks contact as the module's housing flexes.",
        },
      ],
      checks: [
        {
          step: "Read the U-codes, occurrence counters and which modules share the affected branch on the topology diagram.",
          tools: ["Enhanced scan tool", "Wiring diagram"],
          expect: "A group of modules on one branch or past one splice narrows the search.",
        },
        {
          step: "Key on, engine running, scope CAN High and CAN Low at the DLC and flex harnesses section by section: seats, kick panels, column, door jambs, engine and transmission harness.",
          tools: ["Lab scope", "OBD breakout box"],
          expect:
            "Mirror-image traces (High 2.5–3.5 V, Low 1.5–2.5 V) that flatten together near 2.5 V or drop to 0 V only while one section moves locate the fault there.",
        },
        {
          step: "Check terminal drag at the connectors in that section.",
          tools: ["Terminal test kit"],
          expect: "Firm drag on every CAN terminal; a loose one confirms a fretted or spread terminal.",
        },
        {
          step: "Inspect the harness route for shiny rub marks and missing clips.",
          tools: ["Flashlight", "Trim tools"],
          expect: "A worn spot where the harness touches metal, often beside a missing retainer.",
        },
      ],
      fix: "Repair rubbed wires, replace loose terminals, fully seat and lock connectors, and add convoluted tubing and clips to keep the harness off metal. Clear codes and road-test over the same rough surface while watching for new U-codes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair one rubbed spot and clip the harness",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Repair several rubbed spots along the harness",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 2,
            laborHoursHigh: 3.6,
          },
        ],
        excludes: "Estimate; long intermittent hunts can exceed this; excludes diagnosis time already spent and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Momentary bus loss can cut ABS or shift control over the worst roads; drive gently until the harness is repaired.",
      codes: ["U0001", "U0100", "U0101", "U0121"],
      terms: ["wiggle test", "fretting corrosion", "occurrence counter"],
      related: [
        "can-high-or-low-shorted-to-ground",
        "electronics-wiring/door-jamb-harness-broken-wires",
        "water-in-underhood-connector-after-wash",
      ],
    },
    {
      slug: "bad-can-splice-repair-untwisted",
      title: "Network codes began after someone spliced or rerouted the CAN wires",
      summary:
        "The repair left the pair untwisted, used a poor joint, or created a long stub, which corrupts high-speed traffic. Redo it by the manufacturer's CAN repair rules.",
      symptoms: [
        "Intermittent U-codes that started right after a wiring repair or harness patch",
        "Visible section where the two bus wires run straight side by side or are taped together",
        "Faults worse at high engine speed or with the blower, wipers or fans running",
        "Scope shows ringing or noise on the edges instead of clean steps",
      ],
      symptomIds: ["after-repair", "u-codes-several-modules", "intermittent-bumps-weather"],
      causes: [
        {
          likelihood: "common",
          part: "Untwisted section longer than the manufacturer allows",
          why: "A twisted pair cancels picked-up noise; a straight length of several inches lets ignition and motor noise into the signal and changes line impedance.",
        },
        {
          likelihood: "occasional",
          part: "Twist-and-tape joint or crimp with poor contact",
          why: "Added resistance and intermittent contact at the joint distort the bits passing through it.",
        },
        {
          likelihood: "occasional",
          part: "Repair that created a long stub or a loop",
          why: "Rerouting a branch through extra length or back on itself produces reflections the bus was not designed for.",
        },
        {
          likelihood: "rare",
          part: "Wrong wire gauge or a shielded wire with the drain grounded at both ends",
          why: "Mismatched wire or a ground loop adds noise, mostly on CAN FD and sensitive chassis buses.",
        },
      ],
      checks: [
        {
          step: "Find the repair and look at the twist, the joints and the stub length.",
          tools: ["Flashlight", "Trim tools"],
          expect:
            "Pair twisted all the way to each joint with only about 2 in. (50 mm) or less untwisted, a common OEM limit (typical; confirm in the service information); a longer flat run is the fault.",
        },
        {
          step: "Measure the resistance of each repaired wire end to end.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Under 1 Ω; higher or changing when flexed condemns the joint.",
        },
        {
          step: "Scope both lines at the DLC with the engine running and electrical loads on.",
          tools: ["Lab scope", "OBD breakout box"],
          expect: "Clean mirror-image edges; ringing or hash that grows with loads points to the untwisted section.",
        },
      ],
      fix: "Cut out the bad repair and redo it with the manufacturer's repair wire or matching gauge, staggered solder-and-heat-shrink or sealed crimp splices, and the pair retwisted to about one turn per inch right up to the joints. Secure it away from ignition coils, injectors and motors. Clear codes and road-test.",
      difficulty: 3,
      cost: {
        partsLow: 10,
        partsHigh: 60,
        laborHoursLow: 0.6,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes access time for harnesses behind the dash or in the engine valley and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A noisy bus can drop modules while driving; it is usually drivable but should be repaired promptly.",
      codes: ["U0001", "U0002"],
      terms: ["twisted pair", "stub length", "staggered splice"],
      related: [
        "remote-start-or-tracker-tapped-into-can",
        "can-pair-shorted-together",
        "rodent-chewed-network-harness",
      ],
    },
    {
      slug: "rodent-chewed-network-harness",
      title: "Network warnings after the car sat for weeks, with droppings or a nest under the hood",
      summary:
        "Mice, rats or squirrels chewed through wiring, often including the CAN pair. Find every bite mark along the harness, splice in new wire with the twist kept, and block the nesting spots.",
      symptoms: [
        "Car was parked for weeks and came back with warnings and U-codes",
        "Droppings, acorns, nesting material or chewed insulation on the engine cover, air box or cabin filter",
        "Some functions dead, others intermittent",
        "Exposed copper visible on the harness near the firewall or along the fender",
      ],
      symptomIds: ["many-warning-lights", "u-codes-several-modules", "no-start-network", "scan-tool-no-comm"],
      causes: [
        {
          likelihood: "common",
          part: "Chewed CAN wires on the engine or firewall harness",
          why: "An open or shorted line cuts off the modules past the bite or drags the whole bus down.",
        },
        {
          likelihood: "occasional",
          part: "Nesting material holding moisture against a connector",
          why: "Urine and damp nesting corrode terminals and make the bus fail in wet weather.",
        },
        {
          likelihood: "occasional",
          part: "Chewed power or ground feed to a module",
          why: "A module that loses its supply drops off the network just like a cut data line.",
        },
        {
          likelihood: "rare",
          part: "Damage inside the cabin via the cabin filter or HVAC intake",
          why: "Rodents entering through the cowl can damage under-dash harnesses near the BCM and gateway.",
        },
      ],
      checks: [
        {
          step: "Inspect the whole engine-bay harness, under the engine cover, the air box and cabin filter housing in good light.",
          tools: ["Flashlight", "Mirror"],
          expect: "No chew marks; bitten insulation or shredded conduit pinpoints damage.",
        },
        {
          step: "Run a network scan and group the missing modules by branch.",
          tools: ["Enhanced scan tool", "Wiring diagram"],
          expect: "Missing modules clustered past one point line up with a bite location.",
        },
        {
          step: "Battery off, measure DLC pins 6 and 14 to each other and to ground.",
          tools: ["Multimeter", "OBD breakout box"],
          expect:
            "About 60 Ω across and very high resistance to ground when healthy; shorts or 120 Ω show how the bite affected the bus.",
        },
        {
          step: "Check each repaired section end to end before reassembly.",
          tools: ["Multimeter"],
          expect: "Under 1 Ω per wire and no continuity between neighboring wires.",
        },
      ],
      fix: "Repair each chewed wire with matching wire and sealed splices, keep the CAN pair twisted, and replace chewed conduit. Clean out nests, and deter return visits with a rodent-deterrent tape on the repaired harness and by removing food sources near the parking spot. Clear all modules and rescan.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Splice the chewed CAN pair and a few other wires, twist kept",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace a chewed harness section or the engine harness",
            partsLow: 400,
            partsHigh: 1300,
            laborHoursLow: 4,
            laborHoursHigh: 8,
          },
        ],
        excludes:
          "Estimate; excludes towing, taxes, the insurance deductible and dealer harness prices, which run higher.",
      },
      verdict: "careful",
      verdictReason:
        "Chewed wires can short, drop modules or start a fire; inspect before driving and drive only to a shop if the engine runs normally.",
      codes: ["U0001", "U0073", "U0100"],
      terms: ["rodent damage", "twisted pair", "engine harness"],
      related: [
        "bad-can-splice-repair-untwisted",
        "can-high-or-low-shorted-to-ground",
        "scan-tool-powers-but-no-module-responds",
        "electronics-wiring/rodent-chewed-wiring",
      ],
    },
    {
      slug: "module-ground-offset-drops-under-load",
      title: "One module drops offline when headlights, blower or rear defroster are switched on",
      summary:
        "That module's ground is poor, so its reference shifts when current flows and its CAN signals no longer line up with the rest. Voltage-drop the ground under load and clean or repair it.",
      symptoms: [
        "Lost-communication code for the same module every time, with a clean bus otherwise",
        "Fault follows heavy electrical loads or engine cranking",
        "Functions of that one module flicker or reset (cluster, radio, climate or seat module)",
        "Bus voltages at the DLC look normal with the car idling and no loads on",
      ],
      symptomIds: ["u-codes-several-modules", "body-features-dead", "gauges-drop-out", "intermittent-bumps-weather"],
      causes: [
        {
          likelihood: "common",
          part: "Loose or corroded ground eyelet or ground stud",
          why: "Resistance in the ground lifts the module's reference by several tenths of a volt under load, so its transceiver and processor misbehave or reset.",
        },
        {
          likelihood: "occasional",
          part: "Shared ground splice overloaded by an added accessory",
          why: "An amplifier or lighting kit grounded at the same point pushes extra current through it and raises the offset.",
        },
        {
          likelihood: "occasional",
          part: "Ground strap from engine to body or battery to body degraded",
          why: "Current finds a path through module grounds and signal circuits when the main straps are poor.",
        },
        {
          likelihood: "rare",
          part: "Cracked solder joint on the module's ground pin",
          why: "An internal break opens the ground as the board warms up or the dash vibrates.",
        },
      ],
      checks: [
        {
          step: "Identify the module's ground circuits and ground points on the wiring diagram.",
          tools: ["Wiring diagram"],
          expect: "The ground location and any other circuits sharing it.",
        },
        {
          step: "Back-probe the module ground pin to the battery negative post with loads on (headlights, blower high, defroster).",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Under 0.1 V is good; 0.3 V or more confirms a ground problem.",
        },
        {
          step: "Scope that module's CAN High and CAN Low to its own ground and to battery negative at the same time with loads switched on.",
          tools: ["Lab scope"],
          expect: "The waveform shifting up with load when referenced to battery negative shows the offset.",
        },
        {
          step: "Voltage-drop the main engine and body ground straps while cranking.",
          tools: ["Multimeter"],
          expect:
            "Under 0.2–0.3 V across each strap during cranking; more means the strap is pushing current through module grounds.",
        },
      ],
      fix: "Clean the ground point to bare metal, replace the eyelet or stud, and torque it; move any accessory grounds to their own point. Replace corroded main ground straps. Clear codes and repeat the load test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and torque the ground point",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a corroded ground strap or stud",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes dash disassembly on modules with hard-to-reach grounds, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Usually only the features of one module drop out, but fix it soon because a worsening ground can take out more modules.",
      codes: ["U0155", "U0164", "U0184"],
      terms: ["ground offset", "voltage drop", "ground strap"],
      related: [
        "alternator-ripple-network-noise",
        "one-module-transceiver-pulling-bus-down",
        "wiring-chafe-network-drops-over-bumps",
      ],
    },
    {
      slug: "alternator-ripple-network-noise",
      title: "Random network warnings that come and go with engine speed and electrical load",
      summary:
        "A failing alternator diode is putting AC ripple on the electrical system, and modules that see the noise reset or mis-read messages. Measure ripple at the battery; repair the charging fault before chasing the network.",
      symptoms: [
        "Various warning lights and U-codes that clear on restart",
        "Radio whine that rises with engine speed",
        "Headlights or dash lights pulse slightly at idle",
        "Faults worse with the blower, heated seats and headlights all on",
      ],
      symptomIds: ["u-codes-several-modules", "many-warning-lights", "intermittent-bumps-weather"],
      causes: [
        {
          likelihood: "common",
          part: "Open or shorted alternator rectifier diode",
          why: "With one diode gone the alternator output becomes lumpy, and the ripple rides into every module supply and ground.",
        },
        {
          likelihood: "occasional",
          part: "Weak battery unable to buffer ripple",
          why: "A battery with high internal resistance no longer soaks up the alternator's pulses, so ripple rises even from a healthy alternator.",
        },
        {
          likelihood: "occasional",
          part: "Loose battery terminal or main cable",
          why: "A poor connection lets voltage spike and dip as current changes, disturbing module power.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket inverter or amplifier injecting noise",
          why: "High-current accessories with poor filtering put switching noise onto the 12 V supply.",
        },
      ],
      checks: [
        {
          step: "With the engine at 1,500 rpm and loads on, measure AC volts across the battery.",
          tools: ["Multimeter"],
          expect:
            "Under about 0.1 V AC is healthy; above 0.5 V AC points to a failed diode or a poor battery connection.",
        },
        {
          step: "Scope battery voltage at the same conditions.",
          tools: ["Lab scope"],
          expect: "Small even ripple; a repeating missing or tall hump confirms a bad diode or stator winding.",
        },
        {
          step: "Test the battery with a conductance tester and check the terminal clamps.",
          tools: ["Battery tester", "Wrench"],
          expect: "Battery passes at its rated CCA and the clamps do not turn by hand.",
        },
        {
          step: "Recheck the network codes after the charging repair and a few drive cycles.",
          tools: ["Enhanced scan tool"],
          expect: "No new U-codes confirms the ripple was the cause.",
        },
      ],
      fix: "Replace the alternator (or its rectifier where serviceable) and the battery if it fails testing; tighten or replace the battery terminals. Clear codes in every module and confirm ripple under 0.5 V AC.",
      difficulty: 2,
      cost: {
        partsLow: 180,
        partsHigh: 700,
        laborHoursLow: 0.6,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes a battery, belt, diagnosis and taxes; dealer alternators cost more.",
      },
      verdict: "careful",
      verdictReason:
        "A failing alternator can quit entirely and leave you stranded; drive only short trips until it is tested.",
      codes: ["U0001", "P0562"],
      terms: ["AC ripple", "rectifier diode", "conductance test"],
      related: [
        "module-ground-offset-drops-under-load",
        "low-voltage-event-history-u-codes",
        "alternator/alternator-whine-in-speakers",
      ],
    },
    {
      slug: "low-voltage-event-history-u-codes",
      title: "A dozen U-codes stored after the battery went flat or the car was jump-started",
      summary:
        "Modules that lose voltage mid-conversation log each other as missing. If the battery and charging test good and the codes don't return after clearing, they were history from the low-voltage event, not a network fault.",
      symptoms: [
        "Many lost-communication codes across nearly every module, all listed as history or not current",
        "Car now starts and drives normally",
        "Warnings appeared on the first start after the jump and went out",
        "Battery-voltage or system-voltage-low codes stored alongside",
      ],
      symptomIds: ["u-codes-several-modules", "many-warning-lights", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Battery discharged below the modules' operating voltage",
          why: "As voltage falls below about 9 V, modules reset one by one and the ones still awake record the others as lost.",
        },
        {
          likelihood: "occasional",
          part: "Voltage dip or spike during a jump-start",
          why: "Connecting and disconnecting cables, especially with a running donor car, swings the voltage enough to reset modules mid-message.",
        },
        {
          likelihood: "occasional",
          part: "Battery failing under cranking load",
          why: "A battery that falls below about 9.6 V while cranking resets modules on every start, refreshing the codes.",
        },
        {
          likelihood: "rare",
          part: "Module that failed to recover after the event",
          why: "Occasionally a module locks up after a deep discharge and needs a power reset or reflash.",
        },
      ],
      checks: [
        {
          step: "Save the full code report with status (current, pending, history) before clearing anything.",
          tools: ["Enhanced scan tool"],
          expect: "Nearly all codes flagged as history with a low-voltage code in some modules points to the event.",
        },
        {
          step: "Test the battery at rest and during cranking, and test charging voltage.",
          tools: ["Multimeter", "Battery tester"],
          expect: "12.6 V at rest after charging, not below 9.6 V cranking, and 13.5–14.8 V running.",
        },
        {
          step: "Clear codes in every module, cycle the key, and run a network scan.",
          tools: ["Enhanced scan tool"],
          expect: "All modules respond and no U-codes return as current.",
        },
        {
          step: "Drive at least one full cycle and rescan.",
          tools: ["Enhanced scan tool"],
          expect: "No U-codes returning confirms they were only history.",
        },
      ],
      fix: "Charge or replace the battery and correct any charging fault, then clear all modules. If one module stays unresponsive, disconnect the battery for several minutes to reset it before deeper diagnosis. Relearn items that lost memory (window auto-up, throttle idle relearn, radio presets) as the vehicle requires.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Charge the battery and clear all modules",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the battery and clear all modules",
            partsLow: 150,
            partsHigh: 280,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Estimate; excludes an alternator or other charging-system repair, battery registration on cars that need it, and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "If the car drives normally and the codes are all history, it is safe; retest the battery so it doesn't strand you again.",
      codes: ["U0100", "U0121", "U0140", "U0155", "P0562"],
      terms: ["history code", "low-voltage reset", "network scan"],
      related: [
        "alternator-ripple-network-noise",
        "modules-slow-to-wake-after-sitting",
        "network-wont-sleep-battery-drain",
      ],
    },
    {
      slug: "network-wont-sleep-battery-drain",
      title: "Network traffic never stops after locking, and the battery is flat by morning",
      summary:
        "A module or add-on is keeping the bus awake, so every module stays powered. Watch the bus and current draw after locking, then find which module keeps talking by measuring across fuses without pulling them.",
      symptoms: [
        "Battery dead after one or two nights parked",
        "Key-off draw stays at several hundred milliamps or more well after locking",
        "Relays click, lights on the dash or a module LED stay on long after shutdown",
        "Radio or screen wakes by itself in the driveway",
      ],
      symptomIds: ["battery-dead-overnight", "slow-wake", "after-accessory"],
      causes: [
        {
          likelihood: "common",
          part: "Module software or internal fault keeping it awake",
          why: "A module that never sends its sleep-ready message keeps the gateway and everyone else awake.",
        },
        {
          likelihood: "common",
          part: "Aftermarket plug-in or hard-wired device on the bus",
          why: "An add-on that keeps requesting data wakes the network every time it goes quiet.",
        },
        {
          likelihood: "occasional",
          part: "Door, hood or liftgate switch reporting ajar",
          why: "An open input makes the BCM think someone is at the car, so it holds the network awake.",
        },
        {
          likelihood: "occasional",
          part: "Smart key stored within range of the car",
          why: "Keyless-entry modules keep searching for a key they can sense and never finish going to sleep.",
        },
        {
          likelihood: "rare",
          part: "Telematics module stuck searching for a retired cellular network",
          why: "An older 3G telematics unit can stay awake trying to register after its carrier shut down.",
        },
      ],
      checks: [
        {
          step: "Set up a low-amp clamp or inline meter, close doors with the latches tripped, lock the car and wait through the sleep timer.",
          tools: ["Low-amp clamp", "Service information"],
          expect:
            "Draw drops under about 50 mA within 20–60 minutes on most vehicles (check the spec; a few take longer).",
        },
        {
          step: "Scope CAN High and CAN Low at the DLC through the sleep period.",
          tools: ["Lab scope", "OBD breakout box"],
          expect:
            "Traffic stops and both lines fall near 0 V; packets continuing or bursting every few seconds mean something keeps waking it.",
        },
        {
          step: "Without pulling fuses (which can wake modules), measure millivolts across each fuse.",
          tools: ["Multimeter", "Fuse voltage-drop chart"],
          expect: "Near 0 mV on most fuses; a fuse showing a drop identifies the circuit still drawing current.",
        },
        {
          step: "Check door-ajar and hood-switch status in scan-tool data, and move smart keys well away.",
          tools: ["Enhanced scan tool"],
          expect: "All closed and no key detected; any open input must be fixed before retesting.",
        },
        {
          step: "Check for a software update for the suspect module.",
          tools: ["OEM service information"],
          expect: "An update or bulletin addressing sleep or battery drain for that module.",
        },
      ],
      fix: "Remove or correct the add-on, repair the ajar switch, reflash the module that won't sleep, or replace it if it fails with correct power and grounds. Recharge the battery fully and test it; a battery deep-discharged repeatedly may need replacing. Repeat the sleep test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Remove the add-on or replace an ajar switch",
            partsLow: 0,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Reflash the module that stays awake",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the module that won't sleep",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes programming fees for a new module, a new battery, diagnosis beyond the drain test and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "It drives normally once started, but carry a jump pack and fix it before the battery is ruined by repeated drains.",
      codes: ["P0562", "U0140"],
      terms: ["parasitic draw", "network sleep", "fuse voltage drop"],
      related: [
        "obd-dongle-insurance-tracker-bus-errors",
        "modules-slow-to-wake-after-sitting",
        "low-voltage-event-history-u-codes",
      ],
    },
    {
      slug: "modules-slow-to-wake-after-sitting",
      title: "Dash stays dark for several seconds, or the first start attempt does nothing, after the car sits",
      summary:
        "The network is waking slowly or in the wrong order: usually a marginal battery, otherwise a module that needs a software update or a wake-up circuit fault. Test the battery first, then look for updates and check the wake-up input.",
      symptoms: [
        "Key fob unlock needs two presses after an overnight park",
        "Push-button start does nothing on the first press, then works",
        "Cluster, radio and climate come alive several seconds late",
        "Occasional key-not-detected or service messages that clear on the next start",
      ],
      symptomIds: ["slow-wake", "no-start-network", "many-warning-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Battery low on charge or high internal resistance",
          why: "Modules check supply voltage as they wake; a sagging battery delays or aborts the wake sequence.",
        },
        {
          likelihood: "occasional",
          part: "Module firmware with a wake-up timing bug",
          why: "Manufacturers release updates when one module is slow to answer after sleep and the others give up on it.",
        },
        {
          likelihood: "occasional",
          part: "Open or high-resistance wake-up or ignition-run input",
          why: "Some networks use a dedicated wake line or switched feed; a poor connection delays part of the network.",
        },
        {
          likelihood: "rare",
          part: "Gateway module slow to boot",
          why: "If the gateway lags, modules behind it come online late and the start request is ignored.",
        },
      ],
      checks: [
        {
          step: "Test the battery with a conductance tester and measure resting voltage after an overnight park.",
          tools: ["Battery tester", "Multimeter"],
          expect: "12.5 V or more after sitting and a pass at rated CCA; lower explains slow wake-up.",
        },
        {
          step: "Scope battery voltage and the CAN lines while unlocking with the fob after the car has slept.",
          tools: ["Lab scope"],
          expect:
            "Traffic starts within about a second of the unlock; a long gap or bus restarts point to the module or wake input.",
        },
        {
          step: "Read codes and freeze frames for wake-up or low-voltage events, then check for software updates and bulletins.",
          tools: ["Enhanced scan tool", "OEM service information"],
          expect: "A bulletin or newer calibration for that module describes the symptom.",
        },
        {
          step: "Check the wake-up or ignition-run input at the slow module during wake.",
          tools: ["Multimeter", "Wiring diagram"],
          expect: "Battery voltage appears immediately on unlock or key-on; a delayed or low signal is a wiring fault.",
        },
      ],
      fix: "Replace a weak battery (and register it on vehicles that require it), flash updated software to the modules named in the bulletin, or repair the wake-up circuit. Confirm quick wake-up after an overnight sleep.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Module software update per bulletin",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace and register a weak battery",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate; excludes dealer programming charges, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Inconvenient but not dangerous once the car is running; a weak battery behind it can still leave you stranded.",
      codes: ["U0140", "P0562"],
      terms: ["wake-up line", "network wake", "battery registration"],
      related: [
        "network-wont-sleep-battery-drain",
        "low-voltage-event-history-u-codes",
        "gateway-module-failed-one-bus-silent",
      ],
    },
    {
      slug: "gateway-module-failed-one-bus-silent",
      title: "Modules on one side of the car answer the scan tool and a whole group of others is silent",
      summary:
        "The gateway module that joins the vehicle's buses has failed or lost power, so everything behind it vanishes. Verify its power, grounds and bus connections before replacing and programming it.",
      symptoms: [
        "Network scan lists some modules normally and every module on another bus as not responding",
        "Vehicle may run, but body functions, infotainment or the cluster act up",
        "Other modules log lost communication with the gateway",
        "On some vehicles, no communication at the DLC at all because the port hangs off the gateway",
      ],
      symptomIds: ["scan-tool-no-comm", "u-codes-several-modules", "body-features-dead", "many-warning-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Gateway power fuse, ground or connector fault",
          why: "The gateway is the only bridge between buses; without power it forwards nothing and the far bus looks dead.",
        },
        {
          likelihood: "occasional",
          part: "Gateway module internal failure",
          why: "Water under the dash or a failed power supply in the module stops it routing messages, as seen with under-dash gateways such as VW and Audi's J533.",
        },
        {
          likelihood: "occasional",
          part: "Fault on the silent bus itself",
          why: "If that bus is shorted, the gateway disconnects from it; the problem looks like the gateway but the wiring is at fault.",
        },
        {
          likelihood: "rare",
          part: "Gateway with corrupted or mismatched software",
          why: "After an interrupted update or a used-module swap, the gateway may not route for that vehicle.",
        },
      ],
      checks: [
        {
          step: "Run a full network scan and map which modules answer against the topology diagram.",
          tools: ["Enhanced scan tool", "Wiring diagram"],
          expect: "Every silent module sitting on one bus behind the gateway points at the gateway or that bus.",
        },
        {
          step: "Check the gateway's fuses, feeds and grounds at its connector under load.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Battery voltage on each feed and under 0.1 V on grounds.",
        },
        {
          step: "At the gateway connector, measure resistance and voltage of the silent bus with the gateway unplugged and then plugged in.",
          tools: ["Multimeter", "Lab scope"],
          expect:
            "About 60 Ω and normal bus voltages with traffic from the modules behind it; a shorted bus means wiring, a healthy one points at the gateway.",
        },
        {
          step: "Inspect the gateway and its connector for water or corrosion.",
          tools: ["Flashlight"],
          expect: "A dry case and clean pins; water marks also need a leak repair.",
        },
      ],
      fix: "Repair the power, ground or bus fault, or replace the gateway and program it online with the manufacturer's software (on VW and Audi also code the installation list). Clear all modules and confirm every module appears in a network scan.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 900,
        laborHoursLow: 1,
        laborHoursHigh: 3.2,
        excludes:
          "Estimate; excludes online programming subscriptions or dealer programming fees, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Safe only if the engine, brakes and steering assist work normally; gateway failures can also cut warning lamps and the speedometer.",
      codes: ["U0146", "U0001", "U0010"],
      terms: ["gateway module", "network topology", "online programming"],
      related: [
        "scan-tool-powers-but-no-module-responds",
        "vw-audi-gateway-installation-list",
        "ford-ms-can-body-modules-offline",
      ],
      commonOn: [{ make: "volkswagen" }, { make: "audi" }],
    },
    {
      slug: "fca-secure-gateway-blocks-code-clearing",
      title: "Scan tool reads codes but can't clear them or run tests on a 2018-on Jeep, Ram, Dodge or Chrysler",
      summary:
        "The Security Gateway module is blocking unauthenticated tools, not a network fault. Log in through an authorized AutoAuth account on a supported tool, or use the bypass cable at the gateway where the tool maker supports it.",
      symptoms: [
        "Codes and live data display normally",
        "Clearing codes fails or the codes return at once",
        "Actuator tests, relearns and resets are refused",
        "Generic OBD-II emissions data works but enhanced functions are locked",
      ],
      symptomIds: ["scan-tool-limited"],
      causes: [
        {
          likelihood: "common",
          part: "Security Gateway module blocking write access",
          why: "FCA/Stellantis vehicles from about the 2018 model year on pass only read requests unless the tool is authenticated.",
        },
        {
          likelihood: "occasional",
          part: "Tool account not registered or subscription lapsed",
          why: "A supported tool still fails the unlock step if its AutoAuth or dealer-level credentials are not active.",
        },
        {
          likelihood: "rare",
          part: "Gateway module fault",
          why: "A failed gateway can block traffic even to authenticated tools; other modules then usually log lost communication too.",
        },
      ],
      checks: [
        {
          step: "Confirm the model year and whether the tool maker lists it as needing secure gateway access.",
          tools: ["Scan tool vendor documentation"],
          expect: "A 2018+ FCA vehicle and a tool that supports AutoAuth or a bypass cable.",
        },
        {
          step: "Log in to the tool's authentication and retry clearing codes.",
          tools: ["Enhanced scan tool", "AutoAuth account"],
          expect: "Codes clear and tests run once authenticated, confirming no vehicle fault.",
        },
        {
          step: "If authentication is unavailable, connect the bypass cable at the gateway per the tool maker's location guide.",
          tools: ["Secure gateway bypass cable"],
          expect: "Full access through the bypass connection.",
        },
        {
          step: "If even authenticated access fails, scan for lost-communication codes across modules.",
          tools: ["Enhanced scan tool"],
          expect: "Codes naming the gateway point to an actual gateway fault.",
        },
      ],
      noMeasurement:
        "Access is decided by the scan tool's AutoAuth login or a bypass cable at the gateway, not by a circuit value; no meter reading shows whether a 2018+ FCA gateway will let codes clear.",
      fix: "Register the tool and technician with AutoAuth (or use the OEM subscription), or use the bypass cable and reconnect the factory plugs afterward. No parts are needed unless the gateway itself has failed.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "AutoAuth login on a registered tool",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.3,
          },
          {
            name: "Bypass cable fitted at the gateway",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; an annual AutoAuth or OEM subscription fee is separate; excludes dealer diagnosis.",
      },
      verdict: "ok",
      verdictReason: "The vehicle is unaffected; this only limits what an aftermarket scan tool is allowed to do.",
      codes: [],
      terms: ["Security Gateway", "AutoAuth", "bypass cable"],
      related: ["can-fd-vehicle-older-scan-tool-no-connect", "ethernet-doip-programming-fails"],
      appliesTo: [
        { make: "jeep", years: [2018, 2027] },
        { make: "ram", years: [2018, 2027] },
        { make: "dodge", years: [2018, 2027] },
        { make: "chrysler", years: [2018, 2027] },
      ],
    },
    {
      slug: "can-fd-vehicle-older-scan-tool-no-connect",
      title: "Older scan tool won't talk to the modules on a 2020-or-newer GM vehicle",
      summary:
        "Many newer GM models use CAN FD for module diagnostics, which older CAN-only tools and adapters cannot read. Use a CAN FD-capable interface or an updated tool before suspecting a vehicle fault.",
      symptoms: [
        "Tool connects to older vehicles normally but shows no communication with most modules",
        "Some engine emissions data may still come through generic OBD-II",
        "No warning lights or drivability complaints beyond the original concern",
        "Seen on GM's newer electrical architecture, such as the 2020 Cadillac CT4 and CT5, C8 Corvette and 2021-on full-size SUVs",
      ],
      symptomIds: ["scan-tool-no-comm", "scan-tool-limited"],
      causes: [
        {
          likelihood: "common",
          part: "Scan tool or VCI without CAN FD support",
          why: "CAN FD switches to a faster data phase inside each frame; a classic CAN transceiver sees those frames as errors and cannot decode them.",
        },
        {
          likelihood: "occasional",
          part: "Tool software not updated for the model year",
          why: "Even CAN FD hardware needs current vehicle coverage to address the new modules.",
        },
        {
          likelihood: "rare",
          part: "Actual fault on the diagnostic bus",
          why: "If a known-good CAN FD tool also fails, test the DLC and bus like any other network.",
        },
      ],
      checks: [
        {
          step: "Check the tool maker's coverage list for CAN FD and the exact vehicle.",
          tools: ["Scan tool vendor documentation"],
          expect: "A CAN FD adapter or updated VCI requirement listed for the model.",
        },
        {
          step: "Connect a CAN FD-capable tool or adapter.",
          tools: ["CAN FD-capable scan tool"],
          expect: "Full module communication confirms the old tool was the limit.",
        },
        {
          step: "If a capable tool also fails, check DLC power and ground and the bus resistance at pins 6 and 14.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "Battery voltage on pin 16, good grounds on 4 and 5, and about 60 Ω across pins 6 and 14.",
        },
      ],
      fix: "Buy the tool maker's CAN FD adapter or update the VCI, or use a J2534 pass-thru that supports CAN FD with the OEM software. Nothing on the vehicle needs repair if a capable tool communicates.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Update the scan tool's VCI software",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "CAN FD adapter for the scan tool",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
        ],
        excludes: "Estimate; the range is the tool adapter, not a vehicle repair; excludes OEM software subscriptions.",
      },
      verdict: "ok",
      verdictReason: "Nothing is wrong with the vehicle itself; only the diagnostic tool needs upgrading.",
      codes: [],
      terms: ["CAN FD", "VCI", "J2534 pass-thru"],
      related: [
        "fca-secure-gateway-blocks-code-clearing",
        "ethernet-doip-programming-fails",
        "scan-tool-powers-but-no-module-responds",
      ],
      appliesTo: [
        { make: "chevrolet", years: [2020, 2027] },
        { make: "gmc", years: [2020, 2027] },
        { make: "buick", years: [2020, 2027] },
        { make: "cadillac", years: [2020, 2027] },
      ],
    },
    {
      slug: "ethernet-doip-programming-fails",
      title: "Codes read fine but module programming or coding fails on a newer BMW",
      summary:
        "BMW F- and G-series program over automotive Ethernet (DoIP) at the OBD port, not CAN. Use an ENET/DoIP interface with stable power; a CAN-only tool will read codes but cannot program reliably.",
      symptoms: [
        "Scan tool reads codes and live data but programming or coding will not start or aborts",
        "Programming session runs extremely slowly or times out on an older interface",
        "Battery voltage warnings appear during the session",
        "A module left unresponsive after an interrupted session",
      ],
      symptomIds: ["scan-tool-limited", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Interface without Ethernet (DoIP) support",
          why: "The DLC carries Ethernet on pins 3, 11, 12 and 13, switched on by pin 8; a CAN-only cable never opens that channel.",
        },
        {
          likelihood: "occasional",
          part: "Battery voltage sagging during programming",
          why: "Sessions can run an hour with many modules awake; when voltage drops below the tool's threshold the session stops, sometimes mid-flash.",
        },
        {
          likelihood: "occasional",
          part: "Laptop network settings or firewall blocking the vehicle connection",
          why: "DoIP uses the laptop's Ethernet port and an IP address; a misconfigured adapter never finds the vehicle.",
        },
        {
          likelihood: "rare",
          part: "Damaged Ethernet pins or activation circuit at the DLC",
          why: "A spread pin 8 or damaged Ethernet terminal breaks the link even with the right cable.",
        },
      ],
      checks: [
        {
          step: "Confirm the tool and cable support DoIP for the chassis and that the laptop Ethernet adapter is set as the software requires.",
          tools: ["ENET/DoIP cable", "Programming software documentation"],
          expect: "The software identifies the vehicle over Ethernet with a VIN and an IP address.",
        },
        {
          step: "Connect a programming power supply and watch voltage for the whole session.",
          tools: ["Programming power supply", "Multimeter"],
          expect: "Voltage held steady at about 13.0–14.5 V; a charger that lets it fall under 12.5 V is not adequate.",
        },
        {
          step: "Check DLC pin 8 and the Ethernet pins for damage and terminal fit.",
          tools: ["Terminal test kit", "Flashlight"],
          expect: "Firm terminals and no corrosion.",
        },
        {
          step: "If a module is unresponsive after a failed flash, attempt the software's recovery flash before replacing anything.",
          tools: ["OEM programming software"],
          expect: "Most interrupted modules recover with a full reflash on stable power.",
        },
      ],
      fix: "Use an ENET/DoIP interface (or the manufacturer's VCI) with a proper programming power supply, keep doors closed and loads off, and complete the session. Recover interrupted modules with a recovery flash. Clear codes and run any calibrations the updated modules require.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 300,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes:
          "Estimate; software licences and a programming power supply are separate; a bricked module needing replacement is extra; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "The car is drivable before programming; do not drive if a flash was interrupted until every module responds.",
      codes: ["U0300"],
      terms: ["DoIP", "ENET cable", "recovery flash"],
      related: [
        "can-fd-vehicle-older-scan-tool-no-connect",
        "module-replaced-not-programmed-u0300",
        "fca-secure-gateway-blocks-code-clearing",
      ],
      appliesTo: [{ make: "bmw", years: [2009, 2027] }],
    },
    {
      slug: "ford-ms-can-body-modules-offline",
      title: "Radio, climate control and door switches all quit together on a Ford while the engine runs fine",
      summary:
        "Ford's medium-speed CAN (body bus) is down while the high-speed powertrain bus is healthy. Test the MS-CAN at DLC pins 3 and 11 and isolate the module or wire pulling it down.",
      symptoms: [
        "Radio, SYNC screen and climate controls dead or frozen together",
        "Driver's door switch panel, mirrors or memory seat stop working",
        "Engine runs and shifts normally",
        "Scan tool reaches the PCM, ABS and TCM but none of the body modules",
      ],
      symptomIds: ["body-features-dead", "scan-tool-no-comm", "u-codes-several-modules"],
      causes: [
        {
          likelihood: "common",
          part: "Body module with a shorted transceiver",
          why: "The radio, SYNC module, HVAC head or a door module failing internally clamps the shared MS-CAN and every body module drops off.",
        },
        {
          likelihood: "occasional",
          part: "MS-CAN wires damaged in a door jamb or under a seat",
          why: "Constant flexing or a pinched harness shorts or opens the body bus.",
        },
        {
          likelihood: "occasional",
          part: "Water damage to a module or connector",
          why: "Leaks reaching modules under the seats or behind the kick panels short the body bus pins.",
        },
        {
          likelihood: "rare",
          part: "Gateway function failing between HS-CAN and MS-CAN",
          why: "If the bridging module fails, body modules may still talk among themselves but vanish from the scan tool.",
        },
      ],
      checks: [
        {
          step: "Battery off, measure resistance across DLC pins 3 and 11.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "About 60 Ω on most Fords of this era; near 0 Ω, 120 Ω or open tells you the fault type.",
        },
        {
          step: "Key on, measure pins 3 and 11 each to ground and scope them.",
          tools: ["Multimeter", "Lab scope"],
          expect:
            "Mirror-image traffic around 2.5 V similar to HS-CAN but at 125 kbps; a line at 0 V or 12 V is shorted.",
        },
        {
          step: "Unplug body modules one at a time (radio and SYNC first, then HVAC, door and seat modules) while watching the bus.",
          tools: ["Lab scope", "Wiring diagram"],
          expect: "Normal traffic returns when the faulty module is unplugged.",
        },
        {
          step: "Flex the door jamb harnesses and seat harnesses while scoping.",
          tools: ["Lab scope"],
          expect: "A clean trace that breaks up with movement locates broken or chafed wires.",
        },
      ],
      fix: "Replace the module that pulls the bus down and program it with Ford's software (as-built data where required), or repair the damaged MS-CAN wiring. Clear codes in all modules and verify every body function.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Repair damaged MS-CAN wiring", partsLow: 30, partsHigh: 120, laborHoursLow: 1, laborHoursHigh: 3 },
          {
            name: "Replace and program the module pulling the bus down",
            partsLow: 400,
            partsHigh: 1100,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis and taxes; a Ford dealer's price for a SYNC module or cluster runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "The engine and brakes are unaffected, but defrost, wipers or lighting can be lost on some models; avoid driving in bad weather until fixed.",
      codes: ["U0010", "U0164", "U0184", "U0199"],
      terms: ["MS-CAN", "HS-CAN", "as-built data"],
      related: [
        "gateway-module-failed-one-bus-silent",
        "one-module-transceiver-pulling-bus-down",
        "electronics-wiring/door-jamb-harness-broken-wires",
      ],
      appliesTo: [
        { make: "ford", years: [2005, 2019] },
        { make: "lincoln", years: [2005, 2019] },
        { make: "mercury", years: [2005, 2011] },
      ],
    },
    {
      slug: "gm-single-wire-gmlan-body-dead",
      title: "GM truck or SUV with radio, climate and power accessories dead but the engine running",
      summary:
        "The single-wire low-speed GMLAN body bus is grounded or clamped, usually by one failed module. Check DLC pin 1 and isolate modules at the splice packs until the bus comes back.",
      symptoms: [
        "Radio, HVAC controls, power seats or OnStar dead together",
        "Driver Information Center shows many messages or goes blank",
        "Scan tool reaches the engine and transmission but not body modules",
        "Engine runs normally, with the high-speed bus unaffected",
      ],
      symptomIds: ["body-features-dead", "scan-tool-no-comm", "u-codes-several-modules", "many-warning-lights"],
      causes: [
        {
          likelihood: "common",
          part: "One body module shorting the single-wire bus",
          why: "A failed radio, HVAC control, seat module or telematics unit can hold the wire low so no other module can send.",
        },
        {
          likelihood: "occasional",
          part: "Wire chafed to ground or water in a splice pack",
          why: "A single-wire bus has no twisted partner; any short to ground on it stops every module on it.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket radio interface tapped into the bus",
          why: "A poorly wired or failed interface loads the single wire.",
        },
        {
          likelihood: "rare",
          part: "BCM or gateway not driving the bus",
          why: "If the module that bridges the body bus fails, body modules lose their link to the scan tool.",
        },
      ],
      checks: [
        {
          step: "Key on, measure DLC pin 1 to ground and scope it.",
          tools: ["Multimeter", "Lab scope", "OBD breakout box"],
          expect:
            "Short pulses from 0 V to about 4 V at 33.3 kbps (with occasional higher wake-up pulses); a flat 0 V means the bus is grounded.",
        },
        {
          step: "Battery off, measure pin 1 to ground.",
          tools: ["Multimeter"],
          expect:
            "Several hundred ohms or more is normal, depending on how many modules share the wire; near 0 Ω confirms a short.",
        },
        {
          step: "Find the low-speed GMLAN splice packs on the diagram and remove each module leg in turn while watching pin 1.",
          tools: ["Wiring diagram", "Lab scope"],
          expect: "Pulses return when the shorted module or leg is separated.",
        },
        {
          step: "Check the identified module's power and ground before condemning it.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Battery voltage on feeds and under 0.1 V ground drop.",
        },
      ],
      fix: "Replace the module that shorts the bus and program it with GM's software, or repair the grounded wire or wet splice pack. Clear all codes and verify every body function and the scan-tool connection to each module.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the grounded wire or wet splice pack",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace and program the shorting module",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.6,
          },
        ],
        excludes: "Estimate; excludes GM online programming fees, dash disassembly beyond normal access and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Driving is usually possible, but lights, defrost or warning messages may be affected; fix it before relying on those systems.",
      codes: ["U0140", "U0164", "U0184", "U0198"],
      terms: ["single-wire CAN", "low-speed GMLAN", "splice pack"],
      related: [
        "gm-class-2-no-bus-gauges-dead",
        "one-module-transceiver-pulling-bus-down",
        "aftermarket-radio-swap-network-codes",
      ],
      appliesTo: [
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban", "avalanche"], years: [2007, 2019] },
        { make: "gmc", models: ["sierra", "yukon", "yukon-xl"], years: [2007, 2019] },
      ],
    },
    {
      slug: "gm-class-2-no-bus-gauges-dead",
      title: 'Odometer shows "no bus" and the gauges are dead on an early-2000s GM truck',
      summary:
        "The older GM Class 2 serial data line on DLC pin 2 is shorted or held down by one module or add-on. Isolate modules at the Class 2 star connector (splice pack) under the dash to find it.",
      symptoms: [
        'Odometer display reads "no bus" and all gauge needles rest at zero',
        "Warning lamps and chimes behave oddly; the truck may crank and start or may not",
        "Scan tool cannot reach most modules on the Class 2 line",
        "Often follows an aftermarket radio, remote start or trailer-brake install",
      ],
      symptomIds: ["gauges-drop-out", "scan-tool-no-comm", "after-accessory", "no-start-network"],
      causes: [
        {
          likelihood: "common",
          part: "Module shorting the Class 2 line",
          why: "A failed radio, BCM, HVAC control or an aftermarket interface can pull the single data wire to ground or battery, silencing every module on it.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket device miswired to the serial data wire",
          why: "Radio interfaces and remote starts on these trucks connect to Class 2; a bad connection loads the line.",
        },
        {
          likelihood: "occasional",
          part: "Chafed data wire under the dash or at the steering column",
          why: 'A rubbed single wire shorts to the body and the cluster reports "no bus".',
        },
        {
          likelihood: "rare",
          part: "Cluster not powered",
          why: "If the cluster itself has lost power or ground it cannot display even the message; check it before the bus.",
        },
      ],
      checks: [
        {
          step: "Key on, scope or meter DLC pin 2 to ground.",
          tools: ["Lab scope", "Multimeter", "OBD breakout box"],
          expect:
            "Pulses from 0 V up to about 7 V on a scope while modules talk; a line stuck at 0 V or at battery voltage is shorted, which GM modules log as U1300 or U1301.",
        },
        {
          step: "Remove the comb or shorting clip from the Class 2 star connector and reconnect one module leg at a time.",
          tools: ["Wiring diagram", "Lab scope"],
          expect: "Traffic returns with every leg except the faulty one.",
        },
        {
          step: "Disconnect aftermarket devices tapped into the data line first if present.",
          tools: ["Trim tools"],
          expect: "The gauges returning confirms the add-on.",
        },
        {
          step: "On the leg that kills the bus, unplug the module and retest the wire.",
          tools: ["Multimeter"],
          expect: "Normal with the module unplugged means the module is bad; still shorted means the wire.",
        },
      ],
      fix: "Replace the module that shorts the data line (program it with GM's software where needed, such as a BCM or radio with theft deterrent), remove or correct the add-on, or repair the chafed wire. Refit the star connector comb and clear codes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Remove the add-on or repair the chafed wire",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace and program the shorting module",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and reinstalling the removed add-on correctly.",
      },
      verdict: "careful",
      verdictReason:
        "With no speedometer, fuel or temperature gauge you cannot see overheating or your speed; drive only short distances in daylight to a shop.",
      codes: [
        { code: "U1000", makes: ["chevrolet", "gm", "gmc"] },
        { code: "U1300", makes: ["chevrolet", "gm", "gmc"] },
        { code: "U1301", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["Class 2 serial data", "star connector", "J1850 VPW"],
      related: [
        "gm-single-wire-gmlan-body-dead",
        "remote-start-or-tracker-tapped-into-can",
        "aftermarket-radio-swap-network-codes",
      ],
      appliesTo: gmt800Trucks,
    },
    {
      slug: "lin-line-one-slave-shorted-kills-others",
      title: "Several small devices on one circuit quit together: switches, sensor and motor all dead",
      summary:
        "A LIN sub-bus is down, usually because one device on it has shorted the single data wire. Find the master module's LIN line on the diagram, confirm it is stuck, and unplug the devices on it one at a time.",
      symptoms: [
        "A group of related items stop together, such as rain sensor and auto headlights, mirror and window switches, or climate-door actuators",
        "The master module (BCM, door module, HVAC or roof module) still talks to the scan tool",
        "Codes in the master module for lost communication with its LIN devices",
        "Other networks and the engine unaffected",
      ],
      symptomIds: ["body-features-dead", "u-codes-several-modules"],
      causes: [
        {
          likelihood: "common",
          part: "One LIN slave with a shorted output",
          why: "All slaves share one wire; a device that holds it at 0 V or battery voltage blocks the master's headers, so every device on the line goes silent.",
        },
        {
          likelihood: "occasional",
          part: "LIN wire chafed or pinched",
          why: "The single wire grounded in a door jamb, headliner or behind the dash kills the whole sub-bus.",
        },
        {
          likelihood: "occasional",
          part: "Water in a LIN device",
          why: "Rain sensors, mirrors, exterior door handles and wiper motors sit in wet places; a leak inside one shorts the line.",
        },
        {
          likelihood: "rare",
          part: "Master module LIN driver failed",
          why: "If the master stops sending headers, no slave can reply even with the wiring intact.",
        },
      ],
      checks: [
        {
          step: "Read the master module's codes and data for which LIN devices it reports missing.",
          tools: ["Enhanced scan tool"],
          expect: "All devices on one LIN line missing points to that line; only one missing points to that device.",
        },
        {
          step: "Key on, scope the LIN wire at the master or at an accessible device.",
          tools: ["Lab scope", "Wiring diagram"],
          expect:
            "Pulses dropping from about battery voltage to near 1 V in bursts every few tens of milliseconds; a flat 0 V or a flat 12 V line means the bus is stuck.",
        },
        {
          step: "Unplug each slave on that line in turn while watching the scope.",
          tools: ["Lab scope", "Trim tools"],
          expect: "Pulses return and other devices wake when the faulty slave is unplugged.",
        },
        {
          step: "With the master unplugged and battery off, measure the LIN wire to ground and to battery.",
          tools: ["Multimeter"],
          expect:
            "No continuity to ground and no voltage; either one present with all slaves unplugged means a wiring short.",
        },
      ],
      fix: "Replace the shorted LIN device (matching the part number and configuring it if the manufacturer requires), repair the chafed wire, or replace and program the master module if its LIN driver failed. Clear codes and confirm every device on the line works.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the shorted LIN device",
            partsLow: 40,
            partsHigh: 300,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace and program the LIN master module",
            partsLow: 300,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes: "Estimate; excludes headliner or door-panel refinishing, programming fees and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Usually only comfort items are lost, but if the wipers or automatic headlights are on the dead line, avoid driving in rain or at night.",
      codes: [],
      terms: ["LIN bus", "LIN master", "LIN slave"],
      related: [
        "lin-replacement-part-not-recognized",
        "electronics-wiring/door-jamb-harness-broken-wires",
        "water-in-footwell-splice-or-module",
      ],
    },
    {
      slug: "lin-replacement-part-not-recognized",
      title: "New window switch, wiper motor or climate actuator does nothing after installation",
      summary:
        "The part is a LIN device and the master doesn't recognize it: wrong variant, wrong node address, or a setup step skipped. Match the part number exactly and run the configuration or calibration the master module requires.",
      symptoms: [
        "Brand-new part with power and ground connected shows no response",
        "The old part, reinstalled, works again (if it was not the failure)",
        "Master module stores a code for an incorrect or missing LIN device",
        "A climate actuator moves to an end stop and stays there",
      ],
      symptomIds: ["after-repair", "body-features-dead"],
      causes: [
        {
          likelihood: "common",
          part: "Replacement variant with a different LIN identifier",
          why: "LIN slaves answer only to the identifiers assigned to their part number; a look-alike part from another trim never answers the master's header.",
        },
        {
          likelihood: "occasional",
          part: "Required configuration or actuator calibration not run",
          why: "Some masters must assign a node address or learn the new actuator's end stops before using it.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket part with incompatible LIN software",
          why: "Some economy replacements implement the protocol loosely and work only on certain master software levels.",
        },
        {
          likelihood: "rare",
          part: "Connector terminal not seated",
          why: "A pushed-back LIN terminal looks like a bad part but is only a connection fault.",
        },
      ],
      checks: [
        {
          step: "Compare the new part number and supplier against the original, including suffixes.",
          tools: ["Parts catalog"],
          expect: "An exact match or a listed supersession; any other number is the likely cause.",
        },
        {
          step: "Check power, ground and the LIN pin at the new part's connector.",
          tools: ["Multimeter", "Lab scope"],
          expect:
            "Battery voltage on the feed, under 0.1 V drop on the ground, and a LIN wire idling near battery voltage that pulses down to under about 2 V as the master sends headers.",
        },
        {
          step: "Look up and run the setup function in the master module: actuator calibration, LIN configuration or component protection removal.",
          tools: ["Enhanced scan tool", "OEM service information"],
          expect: "The routine completes and the new part responds.",
        },
        {
          step: "If it still does not answer, scope the LIN wire during the master's request.",
          tools: ["Lab scope"],
          expect: "A slave response following the header; only headers with no reply means the part is not recognized.",
        },
      ],
      fix: "Install the correct part number (OEM where the aftermarket part is not recognized), seat the terminals, and run the calibration or configuration routine. Clear codes and check the function in every mode.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Run the setup or configuration routine",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Correct OEM part installed and configured",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate; excludes the cost of the wrong part if it is not returnable, dealer configuration fees and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive unless the unrecognized part is a wiper motor; without wipers do not drive in rain or snow.",
      codes: [],
      terms: ["LIN identifier", "actuator calibration", "component protection"],
      related: ["lin-line-one-slave-shorted-kills-others", "module-replaced-not-programmed-u0300"],
    },
    {
      slug: "network-codes-after-collision-repair",
      title: "Warning lights and U-codes after front-end collision repair",
      summary:
        "Something on the bus was left unplugged, pinched or unprogrammed during the repair, or a replaced module carried a terminator. Network-scan, compare with the pre-repair scan, and check every connector the body shop touched.",
      symptoms: [
        "New warnings or U-codes that were not on the pre-repair scan",
        "Cruise control, collision warning or parking sensors unavailable",
        "Bus resistance reads 120 Ω or a module is missing from the network scan",
        "Headlamps, horn or cooling fans not working after the repair",
      ],
      symptomIds: ["after-repair", "u-codes-several-modules", "many-warning-lights", "scan-tool-no-comm"],
      causes: [
        {
          likelihood: "common",
          part: "Connector left unplugged or not latched",
          why: "Front modules such as radar, headlamp and ABS are unplugged during bodywork and one is easy to miss or leave half-seated.",
        },
        {
          likelihood: "occasional",
          part: "Harness pinched by a new bumper, support or fender",
          why: "Fresh brackets and fasteners can trap the CAN pair and short or open it.",
        },
        {
          likelihood: "occasional",
          part: "Replacement module not programmed or configured",
          why: "A new radar, headlamp or ABS module may need VIN programming before it joins the network.",
        },
        {
          likelihood: "rare",
          part: "Module damaged by welding current",
          why: "Welding without disconnecting the battery or grounding the clamp close to the weld can destroy transceivers.",
        },
      ],
      checks: [
        {
          step: "Run a full network scan and compare it with the pre-repair scan if one exists.",
          tools: ["Enhanced scan tool"],
          expect: "Only the modules added or disturbed by the repair show new faults.",
        },
        {
          step: "Disconnect the battery and check the bus terminators by reading resistance between DLC pins 6 and 14.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "About 60 Ω; 120 Ω points to a terminating module or harness left disconnected.",
        },
        {
          step: "Walk every connector in the repair area and confirm each is seated and locked.",
          tools: ["Flashlight"],
          expect: "All connector position assurance locks engaged.",
        },
        {
          step: "Inspect the harness route along new panels and fasteners.",
          tools: ["Flashlight", "Trim tools"],
          expect: "No wires under brackets or through screw paths.",
        },
      ],
      fix: "Reconnect or repair the disturbed wiring, program and configure any new modules, then clear all codes. Most front-end repairs also require ADAS calibration of radar and camera and a post-repair scan document for the insurer.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reconnect or repair the disturbed connectors",
            partsLow: 0,
            partsHigh: 50,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
          {
            name: "Harness section repair along new panels",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes ADAS calibration, new modules and their programming, and taxes; often billable to the body shop or insurer.",
      },
      verdict: "careful",
      verdictReason:
        "Collision-avoidance and braking aids may be off or misbehaving; drive without relying on them until the repair is corrected.",
      codes: ["U0001", "U0121", "U0235"],
      terms: ["pre-repair scan", "connector position assurance", "post-repair scan"],
      related: [
        "bus-reads-120-ohms-terminator-missing",
        "module-replaced-not-programmed-u0300",
        "can-pair-shorted-together",
      ],
    },
    {
      slug: "module-replaced-not-programmed-u0300",
      title: "Features missing and U-codes after a new or used module was installed",
      summary:
        "The module is on the bus but not programmed or configured for this vehicle, so others reject its messages (often U0300). Program it to the VIN with the manufacturer's software and load the vehicle's configuration.",
      symptoms: [
        "The replacement module communicates but other modules set software-incompatibility or invalid-data codes",
        "Options such as fog lights, remote start or heated seats stopped working",
        "Cluster shows odd messages or the wrong units",
        "A used module from a salvage vehicle was installed to save money",
      ],
      symptomIds: ["after-repair", "u-codes-several-modules", "body-features-dead"],
      causes: [
        {
          likelihood: "common",
          part: "Module never programmed or configured for this VIN",
          why: "A new module ships blank or with a base calibration, and the vehicle's option content (Ford as-built data, GM SPS, Chrysler Proxi alignment) must be loaded.",
        },
        {
          likelihood: "occasional",
          part: "Used module still married to its donor vehicle",
          why: "Modules with immobilizer or VIN locks refuse to work, or send mismatched data, until reset and reprogrammed by an authorized tool.",
        },
        {
          likelihood: "occasional",
          part: "Wrong part number or hardware level",
          why: "A module from a different trim or year may run incompatible software that other modules cannot use.",
        },
        {
          likelihood: "rare",
          part: "Programming session interrupted",
          why: "Low voltage or a dropped connection during flashing leaves the module partly programmed.",
        },
      ],
      checks: [
        {
          step: "Read the codes in all modules and note software-incompatibility or invalid-data codes and which module they point to.",
          tools: ["Enhanced scan tool"],
          expect: "U0300 or invalid-data codes clustered on the new module.",
        },
        {
          step: "Compare the module's part number, hardware and software levels with the catalog for the VIN.",
          tools: ["OEM service information", "Parts catalog"],
          expect: "A match or an approved supersession.",
        },
        {
          step: "Check whether the module holds the vehicle's VIN and configuration in scan-tool identification data.",
          tools: ["Enhanced scan tool"],
          expect: "The correct VIN; a blank or different VIN confirms it needs programming.",
        },
        {
          step: "Program and configure the module on a stable power supply, then rescan.",
          tools: ["J2534 pass-thru", "Programming power supply"],
          expect:
            "Supply held at 13.0–14.0 V through the whole session, the routine reports success, and U0300 clears and does not return after a key cycle.",
        },
      ],
      fix: "Program the module to the VIN, load the factory configuration, and run the relearns it needs (keys, steering angle, window initialization). Clear all codes and verify every option works.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 150,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes:
          "Estimate; the module itself, OEM software subscription fees and dealer programming charges are extra.",
      },
      verdict: "careful",
      verdictReason:
        "Depends on the module: an unprogrammed ABS, airbag or transmission module can leave safety systems off, so do not drive those until programmed.",
      codes: ["U0300"],
      terms: ["module programming", "as-built data", "configuration"],
      related: [
        "one-module-transceiver-pulling-bus-down",
        "lin-replacement-part-not-recognized",
        "invalid-data-codes-healthy-network",
        "ethernet-doip-programming-fails",
      ],
      commonOn: [
        { make: "ford" },
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "chrysler" },
        { make: "dodge" },
        { make: "jeep" },
        { make: "ram" },
      ],
    },
    {
      slug: "vw-audi-gateway-installation-list",
      title: 'VW or Audi reports a module "no communications" after one was added or removed',
      summary:
        "The CAN gateway's installation list no longer matches the modules actually fitted. Code the gateway's list to the real equipment with VCDS or ODIS and clear the faults.",
      symptoms: [
        "Fault memory shows a module with no communication after a retrofit, delete or radio swap",
        "Dash warning or a missing function related to that module",
        "Network scan shows a module listed but not responding, or responding but not listed",
        "Vehicle otherwise works normally",
      ],
      symptomIds: ["after-repair", "after-accessory", "u-codes-several-modules"],
      causes: [
        {
          likelihood: "common",
          part: "Gateway installation list not updated",
          why: "The gateway (J533) checks for every module on its list; a removed module is reported missing and a new one may be ignored.",
        },
        {
          likelihood: "occasional",
          part: "New module not coded for the vehicle",
          why: "A retrofitted module needs its own coding or the gateway treats its messages as invalid.",
        },
        {
          likelihood: "rare",
          part: "Genuine communication fault to that module",
          why: "If the list is right, the module may have lost power or its bus connection.",
        },
      ],
      checks: [
        {
          step: "Open the gateway's installation list in VCDS or ODIS and compare it with the modules physically fitted.",
          tools: ["VCDS or ODIS"],
          expect: "Every fitted module listed and no removed ones left on the list.",
        },
        {
          step: "Code the installation list, then clear codes in all modules.",
          tools: ["VCDS or ODIS"],
          expect: "The no-communication fault does not return.",
        },
        {
          step: "If the fault returns with a correct list, check power, ground and bus signals at that module.",
          tools: ["Multimeter", "Lab scope"],
          expect:
            "Feed at 12.4 V or more, under 0.1 V drop on the ground and traffic on both comfort CAN wires at the pins; all three good with the module still silent means the module has failed.",
        },
      ],
      fix: "Code the gateway installation list to match the modules fitted, code any new module, and clear all faults. On newer platforms with component protection, online access may be needed to release the new module.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Estimate; excludes online component-protection release fees and the retrofit parts themselves.",
      },
      verdict: "ok",
      verdictReason:
        "A coding mismatch does not affect how the car drives, though the warning may hide a real new fault until it is cleared.",
      codes: [],
      terms: ["installation list", "coding", "component protection"],
      related: [
        "gateway-module-failed-one-bus-silent",
        "module-replaced-not-programmed-u0300",
        "aftermarket-radio-swap-network-codes",
      ],
      appliesTo: [
        { make: "volkswagen", years: [1999, 2027] },
        { make: "audi", years: [1999, 2027] },
      ],
    },
    {
      slug: "invalid-data-codes-healthy-network",
      title: "Invalid-data U-code (U0401, U0415, U0422) while the network tests healthy",
      summary:
        "An invalid-data code means the message arrived but its contents were flagged as bad, so the sending module or its sensor is the suspect, not the wiring. Diagnose the codes in the sending module first.",
      symptoms: [
        "U04xx code in one or more modules with no lost-communication codes",
        "Bus resistance and voltages are normal",
        "The named sending module has its own sensor or circuit codes",
        "Warning lamps related to the function that uses the data",
      ],
      symptomIds: ["u-codes-several-modules", "many-warning-lights", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Sensor fault inside the sending module's own system",
          why: "When the ABS module has a bad wheel-speed sensor, it marks its speed data as invalid and the PCM and TCM log U0415.",
        },
        {
          likelihood: "occasional",
          part: "Sending module with wrong software or configuration",
          why: "A replaced or updated module sending data in an unexpected format is rejected by receivers.",
        },
        {
          likelihood: "occasional",
          part: "Low or unstable supply voltage at the sender",
          why: "A browned-out sender can send out-of-range values that receivers flag.",
        },
        {
          likelihood: "rare",
          part: "Intermittent bus errors corrupting frames",
          why: "Noise can damage messages, though this usually also sets lost-communication codes.",
        },
      ],
      checks: [
        {
          step: "Identify which module the code names (U0401 engine, U0402 transmission, U0415 ABS, U0422 body, U0423 cluster) and read that module's codes.",
          tools: ["Enhanced scan tool"],
          expect: "Circuit or sensor codes in the sending module that explain the invalid data.",
        },
        {
          step: "Confirm the bus is healthy: 60 Ω across pins 6 and 14 and normal line voltages.",
          tools: ["Multimeter", "OBD breakout box"],
          expect:
            "About 60 Ω battery off and, key on, CAN High near 2.6–3.0 V and CAN Low near 2.0–2.4 V: the wiring carries the message, so the bad value starts in the sender.",
        },
        {
          step: "Watch the sending module's data PIDs for dropouts or impossible values.",
          tools: ["Enhanced scan tool"],
          expect: "A wheel speed, pedal position or similar value that drops out or jumps at the moment the code sets.",
        },
        {
          step: "Check the sending module's software level against the latest calibration and bulletins.",
          tools: ["OEM service information"],
          expect: "An update or bulletin if the invalid data is a known software issue.",
        },
      ],
      fix: "Repair the fault in the sending module's system (sensor, wiring, power), or update or configure its software. Clear codes in all modules and drive to confirm the U04xx code does not return.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair wiring to the sending module's sensor",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Software update or configuration of the sender",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the sensor feeding the bad data",
            partsLow: 80,
            partsHigh: 400,
            laborHoursLow: 0.6,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; depends on the sensor or module at fault; excludes programming fees, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Invalid speed or engine data can disable ABS, stability control or proper shifting; drive gently until diagnosed.",
      codes: ["U0401", "U0402", "U0415", "U0422", "U0423"],
      terms: ["invalid data", "sending module", "PID"],
      related: [
        "module-replaced-not-programmed-u0300",
        "obd-dongle-insurance-tracker-bus-errors",
        "alternator-ripple-network-noise",
      ],
    },
    {
      slug: "nissan-u1000-can-comm-circuit",
      title: "Nissan or Infiniti with U1000 stored in the engine, transmission or airbag module",
      summary:
        "Nissan's U1000 (CAN communication circuit) means that module couldn't send or receive CAN messages for about 2 seconds. Check the battery and the module's connector first, then use CONSULT's CAN diagnostic support monitor to find which link failed.",
      symptoms: [
        "U1000 (sometimes U1001) in one or more modules, often with a check engine or CVT warning",
        "Transmission in fail-safe with weak acceleration on CVT models",
        "Code returns after clearing, sometimes only over bumps",
        "Other modules may show U-codes for the module that set U1000",
      ],
      symptomIds: ["u-codes-several-modules", "limp-mode", "intermittent-bumps-weather"],
      causes: [
        {
          likelihood: "common",
          part: "Low battery voltage or a weak battery",
          why: "Voltage dips during cranking or with a failing battery cause modules to miss messages and set U1000.",
        },
        {
          likelihood: "common",
          part: "Loose or corroded connector at the module that set it",
          why: "The TCM connector on the CVT and the ECM connector are common spots for fretting or moisture.",
        },
        {
          likelihood: "occasional",
          part: "Open or shorted CAN wiring between modules",
          why: "A damaged CAN line cuts one module off, and it logs U1000 because it can't communicate.",
        },
        {
          likelihood: "rare",
          part: "Failed module",
          why: "A module with an internal fault may not transmit even with good wiring.",
        },
      ],
      checks: [
        {
          step: "Test the battery at rest and while cranking, and check the terminals.",
          tools: ["Multimeter", "Battery tester"],
          expect: "12.4 V or more at rest, not below 9.6 V cranking, and tight clean terminals.",
        },
        {
          step: "Open CONSULT's CAN diagnostic support monitor for each module that set U1000.",
          tools: ["Nissan CONSULT or equivalent"],
          expect: "The transmit or receive status shows which module link is failing.",
        },
        {
          step: "Battery off, measure across DLC pins 6 and 14 and at the connector of the module with the fault.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "About 60 Ω; a different reading at the module connector points to its branch.",
        },
        {
          step: "Inspect the module's connector for corrosion and terminal fit.",
          tools: ["Flashlight", "Terminal test kit"],
          expect: "Clean pins and firm terminal drag.",
        },
      ],
      fix: "Replace or charge a weak battery, clean and repair the module connector or the CAN wiring, and replace a module only after it fails the checks (with programming). Clear codes and drive to confirm.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean and repair the module connector",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the battery and clear codes",
            partsLow: 150,
            partsHigh: 250,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Repair the CAN wiring harness",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes a replacement module and programming, diagnosis and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "If the transmission is in fail-safe you'll have weak acceleration; drive gently and avoid highways until it is fixed.",
      codes: [
        { code: "U1000", makes: ["infiniti", "nissan"] },
        { code: "U1001", makes: ["infiniti", "nissan"] },
      ],
      terms: ["CAN diagnostic support monitor", "fail-safe", "CONSULT"],
      related: ["low-voltage-event-history-u-codes", "wiring-chafe-network-drops-over-bumps"],
      appliesTo: [
        { make: "nissan", years: [2003, 2027] },
        { make: "infiniti", years: [2003, 2027] },
      ],
    },
    {
      slug: "module-drops-offline-hot-or-cold",
      title: "Network warnings appear only after 20 minutes of driving, or only on frosty mornings",
      summary:
        "A module or connection fails with temperature: a cracked solder joint, a weak component or a terminal that loosens as it expands. Reproduce it with a heat gun or freeze spray while watching the bus, then repair or replace that part.",
      symptoms: [
        "Warnings and U-codes appear at a predictable point in a drive, then clear after the car cools",
        "Or the fault shows only on the first cold start and disappears as the cabin warms",
        "Same module named as lost each time",
        "Shop cannot reproduce it when the car is at room temperature",
      ],
      symptomIds: ["intermittent-bumps-weather", "u-codes-several-modules", "gauges-drop-out", "limp-mode"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked solder joint on a module's circuit board",
          why: "Heating and cooling opens a cracked joint at the connector pins or a power component, cutting the module off until it cools or warms.",
        },
        {
          likelihood: "occasional",
          part: "Heat-sensitive component in the module",
          why: "A failing capacitor or regulator drops out of tolerance when hot, and the module resets.",
        },
        {
          likelihood: "occasional",
          part: "Terminal with weak tension near an engine or exhaust heat source",
          why: "Heat relaxes the terminal so the connection opens when the engine bay is hot.",
        },
        {
          likelihood: "rare",
          part: "Moisture in a connector that freezes",
          why: "Ice between terminals can open or short a connection only in freezing weather.",
        },
      ],
      checks: [
        {
          step: "Read code freeze-frame data or timestamps to see temperature and run time when the fault set.",
          tools: ["Enhanced scan tool"],
          expect: "A consistent engine or ambient temperature at each occurrence.",
        },
        {
          step: "With the scope on the bus and the scan tool watching the suspect module, warm the module with a heat gun on low, then cool it with freeze spray.",
          tools: ["Lab scope", "Heat gun", "Freeze spray"],
          expect:
            "The module dropping off each time its case passes one temperature (read it with an infrared thermometer, staying under about 160 °F) and returning as it cools confirms it.",
        },
        {
          step: "Apply heat or cold to the connector and harness near the module separately from the module case.",
          tools: ["Heat gun", "Freeze spray"],
          expect: "A fault that follows the connector, not the module, points to terminals.",
        },
        {
          step: "Check terminal drag at that connector.",
          tools: ["Terminal test kit"],
          expect: "Firm drag; loose terminals must be replaced.",
        },
      ],
      fix: "Replace the module (or send it to a reputable rebuilder that fixes the known solder fault) and program it if needed, or replace the loose terminals. Clear codes and confirm with a drive that reaches the temperature where it used to fail.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Repin the module connector", partsLow: 10, partsHigh: 40, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
          {
            name: "Rebuild or replace the module and program it",
            partsLow: 250,
            partsHigh: 1200,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; programming, diagnosis time spent reproducing the fault and taxes excluded; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "Depends on the module that drops out; if it's the ABS, transmission or engine module, avoid highway driving until it is fixed.",
      codes: ["U0100", "U0101", "U0121", "U0155"],
      terms: ["thermal intermittent", "cold solder joint", "freeze spray"],
      related: [
        "wiring-chafe-network-drops-over-bumps",
        "one-module-transceiver-pulling-bus-down",
        "module-ground-offset-drops-under-load",
      ],
    },
    {
      slug: "bus-flat-no-traffic-modules-unpowered",
      title: "Both CAN wires sit flat at 2.5 volts, no traffic, and nothing answers with the key on",
      summary:
        "The bus is healthy but idle because the modules are not awake: usually a lost ignition-run feed, a blown shared fuse or a power-mode master that isn't waking them. Check the feeds before chasing the wiring.",
      symptoms: [
        "Scan tool powers up but every module is silent",
        "Dash stays dark with the key on or start button pressed",
        "Resistance across pins 6 and 14 is a normal 60 Ω",
        "Scope shows both lines sitting still at about 2.5 V with no pulses",
      ],
      symptomIds: ["scan-tool-no-comm", "no-start-network", "gauges-drop-out"],
      causes: [
        {
          likelihood: "common",
          part: "Blown ignition-run fuse or failed run relay feeding several modules",
          why: "Without their ignition input the modules stay in sleep or standby, so the bus sits idle even though its wiring is fine.",
        },
        {
          likelihood: "occasional",
          part: "Ignition switch or push-button start switch not sending a run signal",
          why: "The BCM or power-mode master never tells the network to wake.",
        },
        {
          likelihood: "occasional",
          part: "BCM or power-mode master not powered",
          why: "If the module that broadcasts power mode is dead, the others never leave sleep.",
        },
        {
          likelihood: "rare",
          part: "Main power distribution fault such as a corroded fusible link",
          why: "Losing a main feed can kill several modules while the starter and lights still get power.",
        },
      ],
      checks: [
        {
          step: "Confirm resistance and idle voltages at the DLC.",
          tools: ["Multimeter", "OBD breakout box"],
          expect: "60 Ω and both lines near 2.5 V (together about 5 V) rules out a shorted or open bus.",
        },
        {
          step: "Check the ignition-run fuses and relays with a test light, key on.",
          tools: ["Test light", "Fuse chart"],
          expect: "Power on both sides of each fuse; a dead run circuit explains sleeping modules.",
        },
        {
          step: "Read the ignition switch or start button inputs at the BCM, or watch its power-mode data if it communicates.",
          tools: ["Multimeter", "Enhanced scan tool", "Wiring diagram"],
          expect: "The run input changes state when the key is turned; no change points to the switch or wiring.",
        },
        {
          step: "Check battery feeds and grounds at the BCM or power-mode master.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "12.4 V or more on the BCM's battery feeds and its ground within 0.1 V of battery negative; a missing feed here leaves every module it wakes asleep.",
        },
      ],
      fix: "Replace the fuse and find what blew it, replace the relay or ignition switch, or repair the power feed to the power-mode master. Clear the low-voltage and communication history codes after the repair and confirm every module answers.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the fuse or relay", partsLow: 5, partsHigh: 40, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace the ignition switch or repair the feed",
            partsLow: 60,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes a BCM replacement with programming, towing, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "With the modules asleep the car will not start or run; it must be towed or repaired where it sits.",
      codes: [],
      terms: ["ignition-run circuit", "power mode", "recessive state"],
      related: [
        "scan-tool-powers-but-no-module-responds",
        "modules-slow-to-wake-after-sitting",
        "scan-tool-wont-power-up-at-dlc",
      ],
    },
    {
      slug: "transfer-case-module-offline-u0102",
      title: "Service 4WD message and no four-wheel drive, with the transfer case module not answering",
      summary:
        "Other modules have lost contact with the transfer case control module, so 4WD is disabled or stuck where it was. Check its fuses, ground and connector for water before condemning the module, and program any replacement to the truck.",
      symptoms: [
        "Service 4WD or 4WD fault message, with the selector lights dark or all flashing",
        "Turning the 4WD knob or pressing the 4WD buttons does nothing",
        "Full network scan lists the transfer case or 4x4 module as not responding",
        "U0102 stored in the engine, ABS or body module",
        "Stuck in 4HI or 4LO if that is where it was when the module went quiet",
      ],
      symptomIds: ["u-codes-several-modules", "scan-tool-no-comm", "many-warning-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Blown fuse or open feed to the transfer case module",
          why: "The module usually has a battery feed for the shift motor and a separate feed for its logic; losing the logic feed silences it on the bus while the rest of the truck runs normally.",
        },
        {
          likelihood: "common",
          part: "Water or corrosion at the module connector",
          why: "Modules mounted under the dash, behind a kick panel or near the transfer case see leaks, snow melt and road spray, and green pins open the CAN pair or the ground.",
        },
        {
          likelihood: "occasional",
          part: "CAN wires chafed along the frame rail or transmission",
          why: "Where the module or shift motor sits on the transfer case, its harness runs beside the exhaust and driveline and can rub through.",
        },
        {
          likelihood: "rare",
          part: "Internal failure of the transfer case control module",
          why: "A shorted transceiver, or a driver stage burned by a seized shift motor, kills the module; with power, ground and bus good at its plug, the module is the part.",
        },
      ],
      checks: [
        {
          step: "Run a full network scan and note which modules log U0102 and whether the transfer case module (GM TCCM, Ford 4X4 control module) answers at all.",
          tools: ["Enhanced scan tool"],
          expect:
            "No answer from that one module while the rest respond points to its power, ground or bus branch rather than the whole network.",
        },
        {
          step: "Check the transfer case module fuses on both sides with the key on, including the shift motor fuse.",
          tools: ["Test light", "Fuse chart"],
          expect:
            "Power on both sides of every fuse; a blown motor fuse often means a shorted shift motor, which must be checked before fitting a new fuse.",
        },
        {
          step: "Back-probe the module connector for battery and ignition feeds and ground with the key on, loading the ground with a test light.",
          tools: ["Digital multimeter", "Back-probe pins", "Test light", "Wiring diagram"],
          expect: "12.4 V or more on the feeds and under 0.1 V from the ground pin to the battery negative post.",
        },
        {
          step: "On a CAN-equipped truck, measure CAN High and CAN Low at the module with the key on, then check each wire back to DLC pins 6 and 14 with the battery disconnected.",
          tools: ["Digital multimeter", "OBD breakout box"],
          expect:
            "About 2.5–3.5 V on High and 1.5–2.5 V on Low, and under 1 Ω from each module pin to its DLC pin; an open or a short to ground is a wiring repair.",
        },
        {
          step: "Unplug the module connector and look for water, green corrosion or pushed-back pins.",
          tools: ["Flashlight", "Terminal test kit"],
          expect: "Clean, dry, tight pins; corrosion means cleaning or repinning and finding the leak that caused it.",
        },
      ],
      fix: "Repair the fuse, feed, ground or CAN wiring and fix the leak that wet the connector. A replacement transfer case module must be programmed to the VIN and, on some trucks, set up for the transfer case fitted, then the shift motor position relearned. Clear codes in all modules and cycle 2HI, 4HI, 4LO and back to 2HI to confirm.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fuse, feed or connector repair with leak fix",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace and program the transfer case module",
            partsLow: 250,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes: "Estimate; excludes a failed shift motor or its encoder, diagnosis, taxes and dealer parts pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Fine in 2WD, but a part-time system stuck in 4HI or 4LO binds on dry pavement and can break driveline parts; if so, drive only short, slow distances.",
      codes: ["U0102"],
      terms: ["Transfer case", "U-code", "Network scan"],
      related: [
        "transmission/4wd-will-not-engage-service-4wd-light",
        "water-in-footwell-splice-or-module",
        "wiring-chafe-network-drops-over-bumps",
      ],
    },
    {
      slug: "electronic-shifter-module-offline-u0103",
      title: "Electronic shifter, dial or push-button gear selector stops responding, with a shifter U-code",
      summary:
        "On shift-by-wire cars the gear selector is its own module; when the others lose it, the transmission may refuse to leave Park or fall back to Neutral. Test the battery first, then the selector's fuse, ground, connector and CAN wires.",
      symptoms: [
        "Rotary dial, push buttons or joystick lever do nothing, or the gear shown doesn't match the one selected",
        "Shift to Park, Transmission Not in Park or shifter fault message",
        "Car won't come out of Park even with the brake pressed",
        "Selector backlighting dark while the rest of the dash is lit",
        "U0103 stored in the transmission, engine or body module",
      ],
      symptomIds: ["u-codes-several-modules", "scan-tool-no-comm", "many-warning-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Low or unstable battery voltage",
          why: "The selector and the electric park actuator need a healthy supply; a weak battery or a dip while starting leaves the selector offline or unable to command a shift out of Park.",
        },
        {
          likelihood: "common",
          part: "Spilled drink or water in the console selector",
          why: "Dials and push-button selectors sit in the center console near the cup holders; soda or coffee reaches the circuit board or connector and kills or shorts the module.",
        },
        {
          likelihood: "occasional",
          part: "Loose connector, ground or chafed CAN wires under the console",
          why: "Console removal, aftermarket installs and seat tracks pinching the harness open the selector's power or bus wires.",
        },
        {
          likelihood: "rare",
          part: "Failed gear selector module",
          why: "With power, ground and CAN good at its plug, an internal fault in the selector's board or position sensors leaves it silent.",
        },
      ],
      checks: [
        {
          step: "Test the battery at rest and watch its voltage while cranking.",
          tools: ["Digital multimeter", "Battery tester"],
          expect:
            "12.4 V or more at rest and no dip below about 9.6 V; charge or replace a weak battery and recheck before going further.",
        },
        {
          step: "Scan every module, note which ones log U0103, and try to open the gear selector module directly.",
          tools: ["Enhanced scan tool"],
          expect:
            "A selector that does not respond while the transmission and engine modules do points to its fuse, ground, connector or bus branch.",
        },
        {
          step: "Remove the console trim around the selector and inspect the module and its connector for spills, sticky residue or corrosion.",
          tools: ["Trim tools", "Flashlight"],
          expect: "A clean, dry board and pins; residue or green crust explains a dead or intermittent selector.",
        },
        {
          step: "Back-probe the selector connector for its feeds, ground and CAN High and Low with the key on.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Key on at the selector plug: 12.4 V or more on its feeds, ground within 0.1 V of battery negative, CAN High near 2.6–3.0 V and Low near 2.0–2.4 V; all good with no reply condemns the selector.",
        },
        {
          step: "Once the selector answers, watch its requested-gear PID while moving through P, R, N and D.",
          tools: ["Enhanced scan tool"],
          expect:
            "Each position reported cleanly and at once; dropouts or jumps between positions point to the selector itself.",
        },
      ],
      fix: "Charge or replace a weak battery, clean or repin a contaminated connector, repair the wiring, or replace the selector assembly and program or configure it as the maker requires. Clear codes in all modules and confirm every gear engages and that Park engages by itself where the car is designed to. If it must be towed stuck in Park, use the owner's manual park-release procedure or a flatbed.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean or repin the selector connector",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace and configure the selector assembly",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes:
          "Estimate; excludes a new battery, towing a car stuck in Park, diagnosis, taxes and dealer parts pricing.",
      },
      verdict: "careful",
      verdictReason:
        "If the selector drops out while driving the transmission may go to Neutral or hold a gear; never leave the car without confirming Park and the parking brake are set.",
      codes: ["U0103"],
      terms: ["CAN bus", "U-code", "Module programming"],
      related: [
        "low-voltage-event-history-u-codes",
        "module-replaced-not-programmed-u0300",
        "transmission/shifter-stuck-in-park-will-not-move",
      ],
    },
    {
      slug: "adaptive-cruise-radar-module-offline",
      title: "Adaptive cruise and collision warning unavailable, with lost communication to the front radar",
      summary:
        "The front radar that runs adaptive cruise (Ford calls it the cruise control module) has dropped off the network. Check its fuse and the connector behind the lower grille for salt or impact damage, then replace, align and calibrate the radar if it is dead.",
      symptoms: [
        "Adaptive Cruise Not Available, Pre-Collision Assist or front radar fault message",
        "Cruise falls back to plain cruise control or won't engage at all",
        "Automatic emergency braking or forward collision warning switched off",
        "Began after a front-end bump, a new grille or a winter of road salt",
        "U0104 stored in the ABS, engine or cluster module",
      ],
      symptomIds: ["u-codes-several-modules", "many-warning-lights", "after-repair", "after-water"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or loose radar connector behind the bumper",
          why: "The radar sits low in the front fascia where road spray and salt reach its plug; green pins open the feed or the CAN pair and the module vanishes from the network.",
        },
        {
          likelihood: "common",
          part: "Radar or its harness damaged in a minor front impact",
          why: "A parking-block tap or a hit to the lower grille can crack the radar housing, break its bracket or pull the pigtail out of its connector.",
        },
        {
          likelihood: "occasional",
          part: "Blown radar fuse or open ignition feed",
          why: "Without its feed the radar never joins the bus, so the ABS and engine modules that expect its distance and braking requests log it as missing.",
        },
        {
          likelihood: "occasional",
          part: "Connector left unplugged or pinched after bumper removal",
          why: "Bumper covers come off for headlight, radiator and body work, and the radar plug is easy to leave off or trap behind the cover.",
        },
        {
          likelihood: "rare",
          part: "Internal radar failure",
          why: "A radar with good power, ground and bus at its plug that still does not answer has failed inside and is replaced as a unit.",
        },
      ],
      checks: [
        {
          step: "Run a network scan and see whether the radar module (Ford C-CM or CCM; other makes' front distance or long-range radar) responds.",
          tools: ["Enhanced scan tool"],
          expect:
            "No response while the ABS and engine modules respond points to the radar's fuse, connector or bus branch.",
        },
        {
          step: "Remove the lower grille or splash shield as needed and inspect the radar, its bracket and its connector.",
          tools: ["Trim tools", "Flashlight"],
          expect:
            "An intact housing, a tight bracket with its grommets in place and a clean, latched connector; cracks, a bent bracket or green pins explain the code.",
        },
        {
          step: "Check the radar fuse, then back-probe the feed, ground and CAN High and Low at the radar connector with the key on.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Radar feed within 0.5 V of battery voltage, ground drop under 0.1 V with the radar powered, CAN High and Low averaging about 2.7 V and 2.3 V; every value good with no reply means a dead radar.",
        },
        {
          step: "With the battery disconnected, check each CAN wire from the radar connector to the next module or splice.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Each wire under 1 Ω to the splice, none to chassis ground, and about 60 Ω High to Low through the terminators (120 Ω if the radar is itself an end node); near 0 Ω means the pair is shorted.",
        },
      ],
      fix: "Clean, seal or repin the connector, repair the harness or fuse, or replace the radar. A new or removed radar must be aimed and calibrated by the maker's procedure (target or drive calibration, and on Ford the bracket adjustment and scan-tool alignment) before adaptive cruise and automatic braking are trusted. Clear codes in all modules and road-test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Clean, seal or repin the radar connector",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the radar with its aim and calibration",
            partsLow: 800,
            partsHigh: 1600,
            laborHoursLow: 2,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate; excludes bumper, grille or bracket parts damaged around the radar, diagnosis, taxes and dealer parts pricing.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives and brakes normally, but automatic emergency braking and adaptive cruise are off, so drive as if the car had neither.",
      codes: ["U0104", "U0235"],
      terms: ["Radar", "Radar aim", "Adaptive cruise control", "Automatic emergency braking"],
      related: [
        "adas-sensor-calibration/radar-knocked-out-of-aim-by-minor-hit",
        "adas-sensor-calibration/radar-fault-after-grille-or-emblem-change",
        "network-codes-after-collision-repair",
      ],
      commonOn: [
        { make: "ford", years: [2010, 2027] },
        { make: "lincoln", years: [2010, 2027] },
      ],
    },
    {
      slug: "park-brake-module-offline-u0128",
      title: "Electric parking brake warning and no apply or release, with the park brake module not answering",
      summary:
        "Other modules have lost the electric parking brake module, so the brake may stay on or refuse to apply. Check battery voltage and the module's fuses, ground and connector; where the parking brake lives inside the ABS module, diagnose that module instead.",
      symptoms: [
        "Parking brake warning lamp or a Service Parking Brake message",
        "EPB switch does nothing, so the brake won't apply or won't release",
        "Auto Hold and hill-start assist stop working",
        "U0128 stored in the ABS, engine, cluster or body module",
        "Scan tool cannot reach the parking brake module",
      ],
      symptomIds: ["u-codes-several-modules", "scan-tool-no-comm", "many-warning-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Low battery voltage",
          why: "The parking brake module and its caliper motors need a strong supply; a weak battery keeps the module from waking or makes it reset, and the modules expecting it log it missing.",
        },
        {
          likelihood: "common",
          part: "Blown module fuse or poor ground",
          why: "A stand-alone module has high-current motor fuses and a separate logic feed; losing the logic feed or its ground takes it off the bus.",
        },
        {
          likelihood: "occasional",
          part: "Water at the module or its connector",
          why: "Stand-alone modules are often tucked behind trunk or cargo trim, under a seat or in a footwell, where tail-lamp, hatch and drain leaks reach them.",
        },
        {
          likelihood: "occasional",
          part: "CAN wiring damaged between the module and the network",
          why: "Harnesses under carpet and rear trim get pinched by seat tracks, cargo and body repairs.",
        },
        {
          likelihood: "rare",
          part: "Internal parking brake module failure",
          why: "A module that still won't answer with good power, ground and bus at its plug has failed and must be replaced and set up.",
        },
      ],
      checks: [
        {
          step: "Charge and test the battery, then see whether the module answers again.",
          tools: ["Battery tester", "Battery charger", "Enhanced scan tool"],
          expect:
            "12.6 V rested after charging and a passing test; a module that returns once the battery is charged points to the battery or charging system.",
        },
        {
          step: "Confirm from service information whether the car has a stand-alone parking brake module or one built into the ABS or stability module.",
          tools: ["Service information"],
          expect:
            "U0128 means a separate module is on the network to be tested; on integrated systems a lost ABS module code is what appears instead.",
        },
        {
          step: "Check the parking brake logic and motor fuses on both sides with the key on.",
          tools: ["Test light", "Fuse chart"],
          expect:
            "Power on both sides; a blown motor fuse calls for checking the caliper motors and harness for a short.",
        },
        {
          step: "Expose the module, inspect its connector for water, and back-probe the feed, ground and CAN High and Low.",
          tools: ["Digital multimeter", "Back-probe pins", "Trim tools", "Flashlight"],
          expect:
            "No water in the plug, logic feed at battery voltage, ground within 0.1 V of battery negative while a switch apply is requested, and CAN lines near 2.5 V splitting apart with traffic.",
        },
      ],
      fix: "Charge or replace the battery, repair the fuse, ground, connector or CAN wiring and the leak behind it, or replace the parking brake module and program or configure it. Run the parking brake initialization with a scan tool, clear codes in all modules and confirm apply, release and Auto Hold. If the brake is stuck on, use the maker's emergency release or a flatbed rather than dragging the rear wheels.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fuse, ground or connector repair",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace, program and initialize the EPB module",
            partsLow: 350,
            partsHigh: 800,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes a battery, towing, rear caliper motors, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "If the brake is released you can drive, but it may not hold when parked, so use Park and wheel chocks; if it is stuck on, do not drive.",
      codes: ["U0128"],
      terms: ["Electric parking brake", "U-code", "Initialization"],
      related: [
        "brake-system/epb-stuck-applied-warning-lamp",
        "brake-system/epb-switch-does-nothing",
        "low-voltage-event-history-u-codes",
      ],
    },
    {
      slug: "airbag-module-offline-u0151",
      title: "Airbag light on and other modules report lost communication with the airbag module",
      summary:
        "The restraints control module has gone silent on the network, so the cluster lights the airbag lamp and no airbag or pretensioner can be counted on. Check its fuse first; any work at the module's connector must follow the airbag disarming procedure.",
      symptoms: [
        "Airbag (SRS) lamp stays on, sometimes with the passenger airbag status lamp dark or both lamps lit",
        "U0151 stored in the cluster, body, engine or ABS module",
        "Scan tool shows the airbag or restraints module as not responding",
        "Seat belt reminder behaves differently or stops working",
        "Began after water on the front floor, a flat battery or console work",
      ],
      symptomIds: ["u-codes-several-modules", "scan-tool-no-comm", "many-warning-lights", "after-water"],
      causes: [
        {
          likelihood: "common",
          part: "Blown airbag fuse or open ignition feed to the module",
          why: "Without its feed the module never wakes, and the cluster, hearing nothing from it, defaults the airbag lamp on.",
        },
        {
          likelihood: "common",
          part: "Water or spilled drinks at a module under the console or seats",
          why: "Many restraints modules are bolted to the floor tunnel, where windshield, cowl and sunroof-drain leaks and spilled drinks pool and corrode the connector.",
        },
        {
          likelihood: "occasional",
          part: "Module connector not fully locked after console or seat work",
          why: "The large module connector has a lever or secondary lock; left half-seated, it loses the feed or CAN pins while looking connected.",
        },
        {
          likelihood: "occasional",
          part: "Low voltage or a jump-start event",
          why: "The module resets below its operating voltage and may stay off the bus until the battery is healthy and the key is cycled.",
        },
        {
          likelihood: "rare",
          part: "Internal restraints module failure",
          why: "With feed, ground and bus proven good at its connector, the module has failed and must be replaced and programmed to the VIN.",
        },
      ],
      checks: [
        {
          step: "Check the airbag (SRS) fuse on both sides with the key on.",
          tools: ["Test light", "Fuse chart"],
          expect: "Power on both sides; a blown fuse needs its short found before a new one goes in.",
        },
        {
          step: "Run a network scan and try to open the restraints module directly.",
          tools: ["SRS-capable scan tool"],
          expect:
            "A module that answers with its own codes is online now and the U0151 is history; no answer while the rest of the car talks points to its feed, ground, connector or branch.",
        },
        {
          step: "Without unplugging anything, look at the carpet and console around the module for water, stains or drink residue.",
          tools: ["Flashlight"],
          expect: "Dry carpet and a clean module case; any wetness means fixing the leak and checking the connector.",
        },
        {
          step: "Disarm first (key off, battery negative off, wait the maker's time), then unplug the module and inspect the connector and its lock; with nobody in the seats, reconnect the battery and check only the feed, ground and CAN pins the diagram names.",
          tools: ["Service information", "Digital multimeter", "Terminal test kit"],
          expect:
            "Clean, locked terminals, battery voltage on the feed with the key on, under 0.1 V on the ground, CAN High near 2.5–3.5 V and Low near 1.5–2.5 V; never probe deployment loop pins.",
        },
      ],
      fix: "Repair the fuse, feed, ground or connector and fix any leak at its source. A replacement restraints module must be the correct part number, programmed to the VIN and configured, and several makers require a new module after a deployment. Working at this connector without disarming can fire an airbag into you. Reconnect the battery with nobody in the car, clear codes in every module and confirm the airbag lamp goes out after its self-test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the fuse, feed or connector",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace and program the restraints module",
            partsLow: 300,
            partsHigh: 700,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes: "Estimate; excludes finding the water leak, drying the carpet under the module, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives normally, but with the airbag module offline no airbag or pretensioner will fire in a crash; repair it promptly and keep children in the back seat.",
      codes: ["U0151"],
      terms: ["SRS", "Network scan", "Module programming", "U-code"],
      related: ["ecu/flood-damaged-car-modules", "water-in-footwell-splice-or-module", "obd/srs-crash-data-stored"],
    },
    {
      slug: "immobilizer-module-offline-no-start",
      title: "Cranks but won't start, or starts and dies, with the immobilizer or security module offline",
      summary:
        "The engine computer never got its key-approved message because the immobilizer or security module fell off the network. Check that module's fuse, ground, connector and the battery before buying keys or modules; a replacement needs key and PIN programming.",
      symptoms: [
        "Engine cranks but never fires, or fires and dies after a second or two",
        "Security, key or padlock lamp flashing or lit, or a Key Not Detected message",
        "U0167 or U0168 stored in the engine computer or body module",
        "Every key, including the spare, gives the same result",
        "Scan tool cannot reach the immobilizer, keyless-start or security module",
      ],
      symptomIds: ["no-start-network", "u-codes-several-modules", "scan-tool-no-comm"],
      causes: [
        {
          likelihood: "common",
          part: "Blown fuse or lost feed to the immobilizer or security module",
          why: "Where key approval lives in its own module, losing that module's feed means no approval message reaches the engine computer, which then blocks fuel or cranking.",
        },
        {
          likelihood: "common",
          part: "Weak battery",
          why: "Voltage sags during cranking and the module resets mid-conversation, so the engine computer logs it missing; a charged battery often cures the no-start.",
        },
        {
          likelihood: "occasional",
          part: "Loose connector or damaged CAN wires at the column or under the dash",
          why: "Steering column work, dash-mounted accessories and remote-start or alarm installs disturb the wiring near these modules.",
        },
        {
          likelihood: "occasional",
          part: "Water damage to a module under the dash or in a kick panel",
          why: "Cowl and windshield leaks run down behind the dash onto body and security modules and corrode their connectors.",
        },
        {
          likelihood: "rare",
          part: "Failed immobilizer or security module",
          why: "An internal fault leaves it silent with good feed, ground and bus; the replacement must be married to the car's keys and engine computer.",
        },
      ],
      checks: [
        {
          step: "Load-test the battery, then record the lowest reading across the posts during a 5-second crank.",
          tools: ["Digital multimeter", "Battery tester"],
          expect:
            "12.4 V or more at rest and not below about 9.6 V cranking; a battery that sags lower can drop the immobilizer off the bus mid-crank and cause the whole fault.",
        },
        {
          step: "Read codes in the engine computer and body modules and run a network scan.",
          tools: ["Enhanced scan tool"],
          expect:
            "U0167 or U0168 with the immobilizer or security module not answering points to that module's power, ground or bus; a module that answers with key codes points to the keys or antenna instead.",
        },
        {
          step: "Check the module's fuses, then back-probe its feed, ground and CAN High and Low with the key on.",
          tools: ["Test light", "Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Key in run: feeds equal to battery voltage, under 0.1 V from the module ground to battery negative, CAN High 2.6–3.0 V and Low 2.0–2.4 V; all correct with no reply points to the module itself.",
        },
        {
          step: "Inspect the module and its connector for water, corrosion and splices left by a remote starter or alarm.",
          tools: ["Flashlight", "Trim tools"],
          expect: "Dry, clean pins and factory wiring; taps or corrosion at the module explain an intermittent loss.",
        },
      ],
      fix: "Charge or replace the battery, repair the fuse, feed, ground or CAN wiring and remove faulty add-on splices. A replacement immobilizer or security module must be programmed with the vehicle's PIN or online security access and the keys relearned, usually by a dealer or an automotive locksmith with the right tool. Clear codes in all modules and start the car several times to confirm.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Fuse, feed or CAN wiring repair",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the module, program PIN and relearn keys",
            partsLow: 250,
            partsHigh: 650,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes towing, extra keys, paid PIN lookups, a new battery, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "If it starts it drives normally, but it may refuse to restart anywhere; avoid shutting it off far from help until it is repaired.",
      codes: ["U0167", "U0168"],
      terms: ["Immobilizer", "Key learning", "Transponder", "U-code"],
      related: [
        "engine-wont-start/immobilizer-starts-then-dies",
        "remote-start-or-tracker-tapped-into-can",
        "low-voltage-event-history-u-codes",
      ],
    },
  ],
};
