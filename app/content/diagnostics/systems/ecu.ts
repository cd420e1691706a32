import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Engine, transmission and body computers: power and ground faults, internal failures, programming, relearns, water damage and the module failures U.S. shops see most often.",
  howItWorks: [
    "The engine computer (ECM, or PCM when it also runs the transmission) reads sensors such as crank, cam, MAF, MAP, throttle and oxygen sensors, many fed from a shared 5-volt reference and a sensor ground inside the module. It drives injectors, coils, the electronic throttle and solenoids through transistor drivers, usually by switching the ground side. A transmission control module (TCM), sometimes bolted inside the transmission, runs shift solenoids and line pressure, and a body control module (BCM) runs lighting, locks, wipers, chimes and the security system. Power-distribution modules such as the Chrysler TIPM and Nissan IPDM E/R combine fuses, relays and logic.",
    "Each module needs steady battery power, an ignition or wake-up input and a clean ground, and talks to the others over CAN and LIN networks. Its software sits in flash memory that can be rewritten (reflashed) through the diagnostic port with a J2534 pass-thru device or a factory tool. EEPROM or keep-alive memory holds the VIN, immobilizer data, options and learned values such as fuel trims, idle position, crankshaft variation and shift adaptives.",
  ],
  howItFails: [
    "Most module complaints are not dead modules. Low or noisy battery voltage, a corroded ground or a loose feed makes modules reset, stall the engine or store strings of unrelated codes, and a shorted coil, injector or solenoid burns out the driver that powers it. Water is the next big killer: clogged cowl, plenum and sunroof drains flood modules mounted low in the footwell, under seats or in the plenum, and oil or ATF can wick through a harness into a connector.",
    "True internal failures happen from heat cycling that cracks solder joints, from voltage spikes during welding, jump starts or a loose battery cable, and from interrupted reprogramming. Replacement is rarely plug-and-play: most modules must be programmed with the VIN and options, linked to the immobilizer, and followed by relearns before the car runs and shifts properly. Under U.S. federal rules the engine computer is covered by the 8-year/80,000-mile emissions warranty, which is worth checking before paying for one.",
  ],
  tools: [
    "Factory-level scan tool for module codes, live data, relearns and security access",
    "J2534 pass-thru device and the maker's programming subscription for reflashes and new modules",
    "Programming power supply that holds 13.0–14.5 V at 40 A or more during flashing",
    "Digital multimeter for voltage-drop tests on module powers and grounds under load",
    "Two-channel lab scope for driver waveforms, 5 V reference noise and alternator ripple",
    "Terminal test kit and back-probe pins that match the module's connector terminals",
    "Freeze spray and a heat gun to reproduce heat-related intermittent faults",
    "Wiring diagrams and connector pinouts from factory service information",
    "Fused jumper leads and a low-amp current clamp for load and sleep-current tests",
    "Anti-static wrist strap for handling modules with the cover or connector open",
  ],
  safety: [
    "Turn the ignition off and disconnect the battery before unplugging or plugging in any module; connecting with power on can spike inputs and ruin the module.",
    "Disconnect the battery and the modules near the work before any welding on the body or frame; welding current through the chassis has killed engine, airbag and body modules.",
    "Keep a programming power supply on the battery and the doors, lights and blower off during a reflash; a voltage dip or dropped cable in mid-flash can leave the module unable to start the car.",
    "Airbag modules and their connectors are yellow-wrapped; never probe them or unplug them with the battery connected, and wait the maker's stated time after disconnecting.",
    "Cooling fans, fuel pumps and electric throttle blades can be switched on by a module with the engine off: keep hands clear of fans and throttles whenever the key is on or a scan tool is commanding outputs.",
  ],
  symptoms: [
    { id: "stall-cutout", label: "Engine stalls, cuts out or dies like the key was turned off" },
    { id: "limp-mode", label: "Reduced power, limp mode or stuck in one gear" },
    { id: "harsh-shifts", label: "Harsh, late or erratic shifts" },
    { id: "many-lights", label: "Many warning lights or unrelated codes at once" },
    { id: "body-functions-erratic", label: "Lights, wipers, horn or locks act up on their own" },
    { id: "runs-after-off", label: "Something keeps running after the key is off" },
    { id: "battery-drain", label: "Battery goes flat while the car is parked" },
    { id: "module-code", label: "Check engine light with a computer or memory code" },
    { id: "no-start-security", label: "Won't start, or security light on after module work" },
    { id: "after-module-work", label: "Trouble began after a module swap, update or tune" },
    { id: "water-corrosion", label: "Water, oil or corrosion found at a module" },
    { id: "intermittent", label: "Fault comes and goes with heat, cold or bumps" },
    { id: "drivability", label: "Rough idle, hesitation or poor fuel economy" },
    { id: "no-communication", label: "Scan tool cannot talk to a module" },
    { id: "feature-dead", label: "One feature or output is dead though its parts test good" },
  ],
  problems: [
    {
      slug: "pcm-loses-power-engine-dies",
      title: "Engine shuts off while driving as if the key was turned off, then restarts",
      summary:
        "The engine computer is losing its power feed or ground for a moment, most often through a failing main power relay, a loose fuse terminal or a corroded ground eyelet. Catch it with a wiggle test and voltage-drop checks at the PCM before replacing the computer.",
      symptoms: [
        "Engine dies instantly with no stumble, and the tachometer drops straight to zero",
        "Gauges may flicker or the dash reboots at the same moment",
        "Starts right back up, sometimes only after a few seconds",
        "Other modules store lost-communication codes for the engine computer",
        "Often happens over bumps or when the engine bay is hot",
      ],
      symptomIds: ["stall-cutout", "intermittent", "many-lights"],
      causes: [
        {
          likelihood: "common",
          part: "PCM main power relay with worn contacts (EFI MAIN, ECM or PCM relay)",
          why: "The relay feeds the computer and often the injectors and coils; burnt contacts open for a split second under vibration or heat, which resets the PCM and kills spark and fuel.",
        },
        {
          likelihood: "occasional",
          part: "Loose fuse terminal or corroded ECM fuse in the underhood box",
          why: "A spread female terminal makes contact only some of the time, so the feed drops out over bumps.",
        },
        {
          likelihood: "occasional",
          part: "Corroded PCM ground eyelet on the engine or body",
          why: "A ground that loses contact removes the computer's reference, which is the same to the PCM as losing power.",
        },
        {
          likelihood: "rare",
          part: "Worn ignition switch contacts",
          why: "The run circuit that wakes the PCM opens for a moment when the key or switch is jostled.",
        },
      ],
      checks: [
        {
          step: "Read codes in every module, including history codes with their mileage counters.",
          tools: ["Enhanced scan tool"],
          expect:
            "U0100 in other modules, P0685 in the PCM or a P0562 low-voltage code at the time of the stall point to a power-supply fault.",
        },
        {
          step: "With the engine idling, tap the PCM relay and wiggle the fuses, the PCM harness and the ground eyelets one at a time.",
          tools: ["Insulated screwdriver handle"],
          expect: "No change; a stall or stumble while one item is disturbed locates the fault.",
        },
        {
          step: "Back-probe the PCM battery and ignition feeds and measure voltage drop to the battery posts with the engine running and loads on.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Under 0.3 V drop on each feed and under 0.1 V on each PCM ground; more means resistance in that circuit.",
        },
        {
          step: "Record PCM supply voltage on a scope or min/max meter during a road test.",
          tools: ["Lab scope", "Digital multimeter"],
          expect:
            "Steady voltage; a drop to near zero at the moment the engine dies confirms a supply fault rather than a failed PCM.",
        },
      ],
      fix: "Replace the power relay, repair the fuse terminal or clean and re-tighten the ground eyelet with a star washer, or repair the ignition switch. Clear codes in all modules and road-test over the same roads.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "PCM main relay replacement", partsLow: 15, partsHigh: 60, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Fuse terminal or ground eyelet repair",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Ignition switch repair", partsLow: 40, partsHigh: 180, laborHoursLow: 0.8, laborHoursHigh: 2 },
        ],
        excludes:
          "Estimate; excludes diagnosis time for an intermittent, taxes and an ignition switch at dealer prices.",
      },
      verdict: "stop",
      verdictReason:
        "Losing the engine at speed also takes away power assist for the brakes and steering; do not drive until the cause is found.",
      codes: ["P0685", "P0562", "U0100"],
      terms: ["PCM", "main relay", "voltage drop", "ground eyelet"],
      related: [
        "dash-stays-lit-engine-runs-key-off",
        "pcm-connector-harness-intermittent",
        "ecm-ground-offset-erratic-sensors",
      ],
    },
    {
      slug: "dash-stays-lit-engine-runs-key-off",
      title: "Dash stays lit and the engine keeps running after the key is turned off",
      summary:
        "Something is still feeding the ignition or run circuit after key-off: usually a failed ignition switch, a stuck relay, or voltage backfeeding through aftermarket wiring such as a remote starter or trailer harness. Find the feed by pulling fuses one at a time.",
      symptoms: [
        "Engine keeps running with the key out, or the dash and radio stay on",
        "Battery flat by morning if the engine is stopped by stalling it",
        "Started after a remote starter, trailer wiring or accessory was installed",
        "Turn signals or gauges glow faintly with everything off",
      ],
      symptomIds: ["runs-after-off", "battery-drain", "after-module-work"],
      causes: [
        {
          likelihood: "common",
          part: "Aftermarket remote starter or accessory backfeeding the run circuit",
          why: "A wrongly wired or failed starter module or accessory feeds 12 V into the ignition wire, so the PCM and BCM still see the key on.",
        },
        {
          likelihood: "occasional",
          part: "Ignition switch electrical section stuck in run",
          why: "Worn contacts weld or stick, leaving the run circuit live after the key returns to off.",
        },
        {
          likelihood: "occasional",
          part: "Ignition or run relay with welded contacts",
          why: "On cars with push-button start the BCM or keyless module switches relays; welded contacts keep the run circuit powered.",
        },
      ],
      checks: [
        {
          step: "With the key off, measure voltage at an ignition-only fuse.",
          tools: ["Test light", "Fuse panel diagram"],
          expect: "0 V with the key off; battery voltage means the run circuit is still fed.",
        },
        {
          step: "Unplug any aftermarket remote starter, alarm or accessory and recheck.",
          tools: ["Basic hand tools"],
          expect: "Ignition fuse goes dead once the accessory is disconnected if it was backfeeding.",
        },
        {
          step: "Pull run-circuit relays one at a time, then check the ignition switch output.",
          tools: ["Fuse puller", "Digital multimeter"],
          expect:
            "The fuse goes dead when the faulty relay is pulled, or the switch output stays hot with the key off.",
        },
      ],
      fix: "Remove or correct the aftermarket wiring, or replace the faulty relay or ignition switch. Clear any codes and check that the PCM and dash shut off within a few seconds of key-off.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Aftermarket remote starter wiring corrected",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Ignition or run relay replacement",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Ignition switch electrical section replacement",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and re-installation of a remote starter.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives, but it may not shut off or may drain the battery; disconnect the battery when parked until it is fixed.",
      codes: [],
      terms: ["run circuit", "backfeed", "ignition switch"],
      related: ["pcm-loses-power-engine-dies", "nissan-ipdm-fans-or-lights-stay-on", "chrysler-tipm-random-electrical"],
    },
    {
      slug: "pcm-internal-fault-codes",
      title: "Check engine light with P0606 or another internal computer fault code",
      summary:
        "P0601–P0607 mean the computer failed one of its own self-tests, but unstable voltage or a poor ground sets them too. Confirm clean power and ground, look for a software update, and replace the module only after both are ruled out.",
      symptoms: [
        "Check engine light with P0601, P0604, P0605, P0606 or P0607",
        "Random stalling, reduced power or a wrench or throttle warning on some cars",
        "Harsh shifts or no shifts if the same module runs the transmission",
        "Cooling fans running on high all the time as a fail-safe on some models",
      ],
      symptomIds: ["module-code", "limp-mode", "stall-cutout"],
      causes: [
        {
          likelihood: "common",
          part: "Failed processor, memory or watchdog inside the PCM",
          why: "The module checks its own memory and processors continuously; a hardware fault fails those checks and the module goes to a limited fail-safe mode.",
        },
        {
          likelihood: "occasional",
          part: "Low, noisy or interrupted supply voltage",
          why: "A weak battery, a failing alternator diode that puts AC ripple on the supply, or a bad ground can make a healthy module miss its self-tests.",
        },
        {
          likelihood: "occasional",
          part: "Software fault fixed by a maker's update",
          why: "Some internal codes are set by software bugs; the service bulletin fix is a reflash, not a new module.",
        },
      ],
      checks: [
        {
          step: "Because a noisy supply sets self-test codes, load-test the battery, then read charging volts and AC ripple at 2,000 rpm with the blower and headlights on.",
          tools: ["Battery tester", "Digital multimeter"],
          expect: "13.5–14.8 V and under about 0.5 V AC ripple; more ripple points to a failing alternator diode.",
        },
        {
          step: "Voltage-drop test the PCM powers and grounds under load.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect: "Under 0.3 V on feeds and under 0.1 V on grounds.",
        },
        {
          step: "Search the maker's service bulletins for the code and vehicle.",
          tools: ["Service information"],
          expect: "A bulletin calling for a software update means reflash first.",
        },
        {
          step: "Check the module's part number and calibration against the latest available.",
          tools: ["Factory-level scan tool"],
          expect: "An older calibration with a newer one available is a candidate for reflashing.",
        },
      ],
      fix: "Repair any supply problem, then reflash to the latest calibration if one exists. If the code returns, replace the PCM, program it with VIN and options, and run the security, crankshaft and throttle relearns. Check the 8-year/80,000-mile federal emissions warranty first.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Supply repair and a reflash to the latest calibration",
            partsLow: 0,
            partsHigh: 50,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "PCM replaced, programmed and relearned",
            partsLow: 300,
            partsHigh: 1200,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and dealer prices; may be covered by the federal emissions warranty.",
      },
      verdict: "stop",
      verdictReason:
        "An internal PCM fault can stall the engine or drop it into limp mode at any speed, and a stall takes brake and steering assist too; have it diagnosed before driving.",
      codes: ["P0601", "P0604", "P0605", "P0606", "P0607"],
      terms: ["PCM", "fail-safe", "reflash", "emissions warranty"],
      related: [
        "software-update-fixes-drivability",
        "replacement-pcm-wont-start",
        "cracked-solder-intermittent-module",
      ],
    },
    {
      slug: "software-update-fixes-drivability",
      title: "Dealer says a software update will fix my shifting, hesitation or warning light",
      summary:
        "Makers publish new engine and transmission calibrations through service bulletins for real problems such as harsh shifts, hesitation or false codes. A reflash takes about 30–90 minutes; confirm the bulletin applies to your VIN and whether it is covered.",
      symptoms: [
        "A known complaint for the model, such as a harsh 2–3 shift, a hesitation or a repeated code",
        "A bulletin or recall lists a new calibration for the module",
        "Mechanical tests find nothing wrong",
        "Symptom appears only under certain temperatures or loads",
      ],
      symptomIds: ["harsh-shifts", "drivability", "module-code"],
      causes: [
        {
          likelihood: "common",
          part: "Factory calibration that causes the complaint",
          why: "Shift timing, fuel control or diagnostic thresholds set too aggressively at the factory cause real symptoms or false codes until corrected.",
        },
        {
          likelihood: "occasional",
          part: "Adaptive values learned around a fault",
          why: "A module that adapted to a worn part may need its adaptives reset after the repair and the update.",
        },
        {
          likelihood: "rare",
          part: "Mismatched software between two modules",
          why: "An engine and a transmission module on different software levels can disagree on torque, causing harsh shifts or codes.",
        },
      ],
      checks: [
        {
          step: "Look up bulletins and recalls for the VIN.",
          tools: ["Service information", "NHTSA recall lookup"],
          expect: "A bulletin matching the symptom and the module's current calibration ID.",
        },
        {
          step: "Read the current calibration ID from the module.",
          tools: ["Factory-level scan tool"],
          expect: "An ID older than the one the bulletin lists means the update applies.",
        },
        {
          step: "Check battery condition before programming.",
          tools: ["Battery tester"],
          expect:
            "Battery at 12.4 V or more after resting and passing a load test, then a programming supply holding 13.0–14.5 V connected for the whole flash (typical; confirm in the service information).",
        },
      ],
      fix: "Reflash the module with the maker's tool or a J2534 device and subscription, then reset adaptives and perform any relearns the bulletin calls for. Road-test under the conditions that caused the complaint.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes: "Estimate; often free under warranty or recall; excludes diagnosis, taxes and any subscription fees.",
      },
      verdict: "ok",
      verdictReason:
        "Usually a drivability or comfort fix; safe to drive while scheduling the update unless a recall says otherwise.",
      codes: [],
      terms: ["reflash", "TSB", "J2534", "calibration ID"],
      related: ["pcm-internal-fault-codes", "reflash-interrupted-module-dead", "tcm-replaced-needs-programming"],
    },
    {
      slug: "replacement-pcm-wont-start",
      title: "Replacement engine computer is in and now the engine cranks but won't start",
      summary:
        "A new or used PCM must be programmed with the VIN and linked to the immobilizer before it will allow fuel and spark. Program it, perform the security relearn for the make, then the crankshaft and throttle relearns.",
      symptoms: [
        "Engine cranks but does not start, or starts and dies in a second or two",
        "Security or theft light on or flashing",
        "Codes for VIN not programmed or immobilizer key not learned",
        "Scan tool shows a different VIN in the engine computer",
      ],
      symptomIds: ["no-start-security", "after-module-work", "module-code"],
      causes: [
        {
          likelihood: "common",
          part: "PCM not linked to the immobilizer or keys",
          why: "The PCM only enables injectors after it receives the correct code from the immobilizer; a new module has no stored code.",
        },
        {
          likelihood: "common",
          part: "VIN or configuration not programmed",
          why: "Without VIN and options, the module may not run or sets codes such as P0630.",
        },
        {
          likelihood: "occasional",
          part: "Used module from another vehicle",
          why: "A junkyard PCM carries the donor's immobilizer and VIN data and often a different calibration.",
        },
      ],
      checks: [
        {
          step: "Read the part number and software calibration ID off the label of both the removed PCM and the new one.",
          tools: ["Parts catalog"],
          expect:
            "The new PCM's part number matches the old label or appears as its listed replacement; a different calibration family may never accept the VIN.",
        },
        {
          step: "Read the VIN and security status from the engine computer.",
          tools: ["Factory-level scan tool"],
          expect: "VIN matches and security status shows keys learned.",
        },
        {
          step: "Check for P0630, P0633 and P0513 in the engine computer.",
          tools: ["Scan tool"],
          expect: "These codes identify missing VIN or immobilizer programming.",
        },
        {
          step: "Watch engine rpm and the fuel and spark enable status on the scan tool while a helper cranks the engine.",
          tools: ["Scan tool"],
          expect:
            "Cranking rpm of roughly 150–250 rpm on the scan tool proves the new module reads the crank sensor; rpm shown with fuel or spark disabled points to VIN or immobilizer programming, not wiring.",
        },
      ],
      fix: "Program the PCM with VIN and calibration, then run the security procedure: Ford PATS parameter reset with two keys, GM theft-deterrent relearn (about 10 or 30 minutes with the key on), Chrysler SKIM or RFH PIN entry, Toyota ECU communication ID registration. Finish with crankshaft variation and throttle relearns.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes:
          "Estimate for programming and relearns only; excludes the module, dealer PIN retrieval fees, towing and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "The car will not start or may stall right away until programming is done; tow it to a shop that can program it.",
      codes: ["P0630", "P0633", "P0513"],
      terms: ["immobilizer", "PATS", "VIN programming", "security relearn"],
      related: ["pcm-internal-fault-codes", "crank-variation-relearn-after-pcm", "bcm-replacement-programming"],
    },
    {
      slug: "p0603-keep-alive-memory-lost",
      title: "P0603 keeps coming back and the engine relearns its idle after every restart",
      summary:
        "P0603 means the computer lost its keep-alive memory of learned fuel trims, idle and shift adaptives. One after a battery change is normal; repeat codes mean the PCM's constant feed is dropping out, usually at a loose battery terminal or fuse.",
      symptoms: [
        "P0603 returns after being cleared, with no other engine codes",
        "Idle rough or surging for the first minutes after each start",
        "Shifts harsh at first and then improve, every trip",
        "Radio presets and clock may also reset on some cars",
      ],
      symptomIds: ["module-code", "drivability", "harsh-shifts"],
      causes: [
        {
          likelihood: "common",
          part: "Loose or corroded battery terminal",
          why: "A terminal that momentarily loses contact during cranking or over bumps cuts the keep-alive feed and wipes the memory.",
        },
        {
          likelihood: "occasional",
          part: "Poor connection in the PCM constant-power fuse or wire",
          why: "The PCM's keep-alive circuit has its own always-hot fuse; a loose fuse or a corroded splice drops it intermittently.",
        },
        {
          likelihood: "rare",
          part: "Failed keep-alive memory inside the PCM",
          why: "If power is constant and memory still resets, the module cannot hold data and needs replacing.",
        },
      ],
      checks: [
        {
          step: "Check battery terminals for tightness and corrosion, and try to twist each by hand.",
          tools: ["Battery terminal brush", "Wrench"],
          expect: "Terminals clean and not movable by hand.",
        },
        {
          step: "With the key off, back-probe the PCM keep-alive power pin.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect: "Battery voltage at all times, and under 0.2 V difference from the battery positive post.",
        },
        {
          step: "Record the keep-alive feed on min/max during cranking and a road test.",
          tools: ["Digital multimeter"],
          expect: "Never drops below about 9.5 V during cranking; a dip to zero confirms a feed problem.",
        },
      ],
      fix: "Clean and tighten the battery terminals or replace a corroded cable end, repair the keep-alive feed or fuse terminal, and replace the PCM only if the feed is proven steady. Clear the code and drive so fuel trims, idle and shift adaptives relearn.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes:
          "Estimate; excludes a battery, a replacement PCM and programming if the module is at fault, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable; the engine and transmission relearn each trip, but a loose battery terminal can also cause a no-start, so fix it soon.",
      codes: ["P0603", "P0560"],
      terms: ["keep-alive memory", "KAM", "adaptive values"],
      related: ["pcm-internal-fault-codes", "pcm-loses-power-engine-dies", "ecm-ground-offset-erratic-sensors"],
    },
    {
      slug: "reflash-interrupted-module-dead",
      title: "Car won't start or a module is unresponsive after a software update was interrupted",
      summary:
        "A reflash that stopped partway, from a voltage dip, a cable pulled or a laptop going to sleep, leaves the module without working software. Most can be recovered by restarting the flash with a stable power supply; a few must be replaced or bench-flashed.",
      symptoms: [
        "Scan tool cannot talk to the module after the update",
        "Engine cranks but won't start, or shifts stuck in one gear if the TCM was being flashed",
        "Many warning lights and lost-communication codes",
        "Programming software reports a failed or incomplete session",
      ],
      symptomIds: ["no-communication", "after-module-work", "no-start-security", "many-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Battery voltage dropped during programming",
          why: "Modules abort programming below a set voltage; without a power supply, fans, lights and the module itself can pull a battery below that within minutes.",
        },
        {
          likelihood: "occasional",
          part: "Interrupted communication",
          why: "A loose data cable, a laptop going to sleep or a Wi-Fi dropout during an online session stops the flash midway.",
        },
        {
          likelihood: "rare",
          part: "Wrong software file selected",
          why: "A calibration for another engine, transmission or region may load but leave the module unable to run.",
        },
      ],
      checks: [
        {
          step: "Connect a programming power supply and confirm battery voltage.",
          tools: ["Programming power supply", "Digital multimeter"],
          expect: "Steady 13.0–14.5 V at the battery throughout.",
        },
        {
          step: "Re-run the programming session from the maker's software, choosing recovery or re-flash.",
          tools: ["J2534 pass-thru device", "Factory programming software"],
          expect: "Most modules keep a boot loader that accepts a new flash; success restores communication.",
        },
        {
          step: "If it still will not take a flash, check module power, ground and network wiring at its connector.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Good power and ground; with these present and no response, the module needs bench flashing or replacement.",
        },
      ],
      fix: "Restart programming with stable power and a wired connection; if unsuccessful, have the module bench-flashed or replace and program it. Run the relearns the update requires, clear all codes and road-test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Reflash rerun with stable power and a wired link",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Module bench-flashed by a specialist",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate for recovery or bench flashing; excludes a new module if recovery fails, towing, fees and taxes; a shop that interrupted its own flash should bear the cost.",
      },
      verdict: "stop",
      verdictReason:
        "A module without working software may leave the car unable to start or shift; do not drive until it is restored.",
      codes: ["P0602", "U0100", "U0101"],
      terms: ["reflash", "boot loader", "programming power supply"],
      related: ["software-update-fixes-drivability", "replacement-pcm-wont-start", "over-the-air-update-failed"],
    },
    {
      slug: "vw-audi-plenum-water-ecu",
      title: "VW or Audi with water in the plenum box behind the engine and strange electrical faults",
      summary:
        "On many VW and Audi models the engine computer and relays sit in a plenum box under the windshield cowl, and clogged drains let rain fill it. Clear the drains, dry and clean the connectors, and replace only modules that have actually corroded.",
      symptoms: [
        "Engine runs poorly, stalls or won't start after heavy rain",
        "Many warning lights and random electrical faults",
        "Water sloshing or standing under the cowl panel",
        "Corrosion or rust on the ECU connector and relay terminals",
      ],
      symptomIds: ["water-corrosion", "stall-cutout", "many-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Clogged plenum and cowl drains",
          why: "Leaves and debris block the rubber drain valves, so water collects in the plenum and rises to the ECU and relay carrier.",
        },
        {
          likelihood: "occasional",
          part: "Damaged cowl seal or cover",
          why: "A cracked cowl lets more water in than the drains can clear.",
        },
        {
          likelihood: "rare",
          part: "Water wicking along a harness into the ECU",
          why: "Harness runs through the plenum; water can wick into connector seals over time.",
        },
      ],
      checks: [
        {
          step: "Remove the cowl cover and inspect the plenum and its drains.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Dry plenum with open drains; standing water or debris confirms the cause.",
        },
        {
          step: "Unplug the ECU and relay connectors with the battery disconnected.",
          tools: ["Flashlight", "Magnifier"],
          expect: "Clean pins; white or green corrosion means cleaning or replacing terminals.",
        },
        {
          step: "Scan all modules after drying and reconnecting.",
          tools: ["VW/Audi-capable scan tool"],
          expect: "Codes that clear and stay clear show the water damage was limited to connectors.",
        },
        {
          step: "After cleaning, back-probe the ECU ground pins and measure voltage drop to the battery negative post while a helper cranks the engine.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Under 0.1 V on each ECU ground pin while cranking; 0.3 V or more means corrosion is still inside a terminal, splice or the ground point the plenum water reached.",
        },
      ],
      fix: "Clear and flush the drains, replace damaged drain valves or cowl seals, dry the plenum, clean or replace corroded terminals, and replace modules only where the board is corroded (a replacement ECU needs immobilizer adaptation). Clear codes and test with a hose.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Plenum drains cleared and terminals cleaned",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          {
            name: "Cowl seal or drain valve replacement",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "ECU replacement with immobilizer adaptation",
            partsLow: 600,
            partsHigh: 1200,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer online fees.",
      },
      verdict: "stop",
      verdictReason:
        "Water in the ECU and relay connectors can stall the engine on the road without warning; clear the plenum drains and dry the connectors before driving it.",
      codes: [],
      terms: ["plenum", "cowl drain", "immobilizer adaptation"],
      related: [
        "electrical/water-leak-electrical-gremlins",
        "mercedes-sam-water-damage",
        "vw-audi-component-protection",
      ],
      appliesTo: [
        { make: "volkswagen", models: ["golf", "gti", "jetta", "beetle", "passat"], years: [1998, 2014] },
        { make: "audi", models: ["a3", "a4", "a6"], years: [1996, 2013] },
      ],
    },
    {
      slug: "chrysler-tipm-random-electrical",
      title: "Jeep, Dodge or Chrysler with the horn honking, wipers running or a no-start at random",
      summary:
        "On many 2007–2014 Chrysler, Dodge, Jeep and Ram models the Totally Integrated Power Module (TIPM) under the hood controls relays and outputs, and its internal relays and circuits fail. Rule out a weak battery and grounds, then repair or replace the TIPM.",
      symptoms: [
        "Horn sounds, wipers run or lights flash without a switch being used",
        "Engine cranks but won't start, or stalls, because the fuel pump gets no power",
        "Fuel pump keeps running with the key off and drains the battery",
        "Power windows, locks or the A/C clutch work only some of the time",
      ],
      symptomIds: ["body-functions-erratic", "stall-cutout", "runs-after-off", "battery-drain"],
      causes: [
        {
          likelihood: "common",
          part: "Failed relay or circuit trace inside the TIPM",
          why: "Fuel pump, horn and wiper relays are soldered to or plugged into the TIPM board; heat and load wear them until they stick on or won't close.",
        },
        {
          likelihood: "occasional",
          part: "Fuel pump relay recalled on 2011–2013 Jeep Grand Cherokee and Dodge Durango",
          why: "Chrysler recalled these for a TIPM fuel pump relay that could fail and cause a stall or no-start; the repair added an external relay.",
        },
        {
          likelihood: "occasional",
          part: "Low battery voltage or poor TIPM ground",
          why: "The TIPM's logic behaves erratically with low voltage or a bad ground, making a healthy unit look failed.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for open recalls and test the battery.",
          tools: ["NHTSA recall lookup", "Battery tester"],
          expect: "A good battery at 12.6 V and any open recall noted before spending money.",
        },
        {
          step: "Measure fuel pump voltage at the pump connector during cranking.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Within about 1 V of battery voltage while cranking; no voltage with a good fuse points to the TIPM relay or its driver.",
        },
        {
          step: "Voltage-drop test the TIPM feed and ground cables.",
          tools: ["Digital multimeter"],
          expect: "Under 0.2 V drop on the main feed and ground while loads run.",
        },
      ],
      fix: "Complete any open recall; otherwise replace the TIPM with a new or remanufactured unit programmed with the VIN (configuration restore with wiTECH or an equivalent tool). Confirm the horn, wipers, fuel pump and lights all work as commanded.",
      difficulty: 3,
      cost: {
        partsLow: 250,
        partsHigh: 1400,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes: "Estimate; excludes diagnosis, configuration fees, taxes and recall repairs that are free.",
      },
      verdict: "stop",
      verdictReason:
        "A TIPM that drops the fuel pump relay stalls the engine without warning, even on the highway; don't drive until the TIPM or its pump circuit is repaired.",
      codes: ["P0627"],
      terms: ["TIPM", "fuel pump relay", "configuration restore"],
      related: ["dash-stays-lit-engine-runs-key-off", "nissan-ipdm-fans-or-lights-stay-on", "bcm-output-driver-failed"],
      appliesTo: [
        { make: "chrysler", models: ["town-and-country", "sebring", "200", "300"], years: [2007, 2014] },
        {
          make: "dodge",
          models: [
            "grand-caravan",
            "journey",
            "durango",
            "nitro",
            "caliber",
            "avenger",
            "charger",
            "challenger",
            "ram",
            "dakota",
          ],
          years: [2007, 2014],
        },
        {
          make: "jeep",
          models: ["grand-cherokee", "wrangler", "liberty", "commander", "compass", "patriot"],
          years: [2007, 2014],
        },
        { make: "ram", models: ["1500", "2500", "3500"], years: [2011, 2014] },
      ],
    },
    {
      slug: "bcm-replacement-programming",
      title: "New body control module installed and the keys, lights or horn don't work right",
      summary:
        "A replacement BCM must be programmed with the VIN and options and have keys, remotes and sometimes tire sensors relearned. Finish the maker's setup procedure rather than swapping more parts.",
      symptoms: [
        "Key fob won't lock or unlock, or the car won't start",
        "Automatic headlights, DRLs or interior lights behave differently",
        "Tire pressure light on after the swap",
        "Security or theft warning on the dash",
      ],
      symptomIds: ["after-module-work", "no-start-security", "body-functions-erratic"],
      causes: [
        {
          likelihood: "common",
          part: "BCM not programmed with VIN and options",
          why: "A blank BCM does not know whether the car has fog lamps, auto headlights, a power liftgate or remote start, so it runs those circuits wrongly or not at all.",
        },
        {
          likelihood: "common",
          part: "Keys, fobs and immobilizer not relearned",
          why: "On many GM, Ford and Chrysler vehicles the BCM holds key data, so keys must be learned to the new module.",
        },
        {
          likelihood: "occasional",
          part: "Tire pressure sensors not relearned",
          why: "On many vehicles the BCM receives the tire sensor radio signals and stores each sensor's ID and position, which a new module does not have.",
        },
      ],
      checks: [
        {
          step: "Read the BCM's VIN and configuration.",
          tools: ["Factory-level scan tool"],
          expect:
            "VIN in the BCM matches the door-jamb VIN and the option list (fog lamps, remote start, trailer tow) matches the car; blank fields mean programming was skipped.",
        },
        {
          step: "Check security status and the number of keys learned.",
          tools: ["Factory-level scan tool"],
          expect:
            "Key count shows every key the owner has (two is the usual minimum for Ford PATS); zero keys means the immobilizer learn is still to be done.",
        },
        {
          step: "Run the TPMS relearn if the tire light is on.",
          tools: ["TPMS relearn tool"],
          expect: "All four sensor IDs stored and the TPMS lamp off after a short drive above about 20 mph.",
        },
      ],
      fix: "Program the BCM and relearn keys: GM uses SPS programming then theft-deterrent and fob learns; Ford uses module installation with As-Built data then PATS key programming; Chrysler needs VIN, a configuration restore and the PIN. Relearn TPMS sensors, clear all codes and test every body function.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes: "Estimate for setup only; excludes the module, new keys, dealer PIN fees and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Until setup is finished the car may not start, lock or light properly; finish programming before relying on it.",
      codes: ["U0140"],
      terms: ["BCM", "key learning", "TPMS relearn"],
      related: ["electrical/water-leak-electrical-gremlins", "replacement-pcm-wont-start", "bcm-output-driver-failed"],
      commonOn: [
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "ford" },
        { make: "lincoln" },
        { make: "chrysler" },
        { make: "dodge" },
        { make: "jeep" },
        { make: "ram" },
      ],
    },
    {
      slug: "bcm-output-driver-failed",
      title: "One light or accessory run by the body module is dead, but its bulb, fuse and wiring test good",
      summary:
        "The body module's solid-state output for that circuit has probably burned out, often after a short in a bulb socket or trailer wiring. Find and fix the short first, then replace or repair the module.",
      symptoms: [
        "One function such as park lamps, low beams or a turn signal is dead",
        "Bulbs are good and no fuse is blown",
        "Problem started after hooking up a trailer or installing aftermarket lights",
        "Scan tool command for that output does nothing",
      ],
      symptomIds: ["feature-dead", "body-functions-erratic", "after-module-work"],
      causes: [
        {
          likelihood: "common",
          part: "Burned-out BCM output driver",
          why: "Many modern body modules switch lamps with transistors instead of fuses and relays; a dead short overheats the transistor and it fails open.",
        },
        {
          likelihood: "occasional",
          part: "Short in trailer wiring or a lamp socket",
          why: "A pinched trailer harness or corroded socket shorts the output to ground; on many GM trucks and SUVs the trailer park-lamp and turn outputs come straight from the BCM.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket LED or HID load outside the output's design",
          why: "High inrush from some conversion kits can damage outputs designed for standard bulbs.",
        },
      ],
      checks: [
        {
          step: "Command the output on with a scan tool and check for voltage at the lamp connector with a test light, not a meter.",
          tools: ["Bidirectional scan tool", "Test light"],
          expect:
            "The test light glows brightly; a meter may show voltage while a test light stays dark, which means the driver cannot carry current.",
        },
        {
          step: "Unplug the body module and any trailer, remove the bulbs on that circuit, and measure resistance from the output wire to ground.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Open (OL) or well over 10 kΩ to ground; a reading of a few ohms is a short that burned the old driver and will burn a new module's driver too.",
        },
        {
          step: "Check the module's codes for that output.",
          tools: ["Enhanced scan tool"],
          expect: "An output short or open code supports a driver failure.",
        },
      ],
      fix: "Repair the short, then replace the BCM or have it repaired by a module rebuilder, and program it as required. Test all the outputs it controls.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 800,
        laborHoursLow: 0.6,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes programming fees, trailer wiring repair, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "Missing lights reduce how well you see and are seen; fix them before night driving or towing.",
      codes: [],
      terms: ["output driver", "BCM", "test light"],
      related: ["bcm-replacement-programming", "trailer-brake-module-output-fault", "shorted-load-burned-pcm-driver"],
      commonOn: [
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban"], years: [2007, 2026] },
        { make: "gmc", models: ["sierra", "yukon", "yukon-xl"], years: [2007, 2026] },
      ],
    },
    {
      slug: "tcm-internal-fault-limp-mode",
      title: "Transmission stuck in one gear and the transmission computer reports an internal fault",
      summary:
        "The transmission control module has failed or lost its supply, so the transmission defaults to one gear. Check its power and ground first; on GM 6L80 and 6T70 and Mercedes 722.9 units the module sits inside the transmission.",
      symptoms: [
        "Transmission holds one gear (often 2nd, 3rd or 4th depending on design) and Reverse",
        "Check engine light with P0700 in the engine computer and an internal code in the TCM",
        "Gear indicator blank or flashing and shifter position not shown",
        "Appeared after a hot day of towing or after driving through deep water",
      ],
      symptomIds: ["limp-mode", "harsh-shifts", "module-code"],
      causes: [
        {
          likelihood: "common",
          part: "Failed transmission control module or integrated valve-body module",
          why: "Modules mounted on or in the transmission sit in fluid that runs near 200 °F; heat cycling cracks joints and the module drops to its mechanical fail-safe gear, where no solenoids are powered.",
        },
        {
          likelihood: "occasional",
          part: "Loose TCM power feed or ground",
          why: "A module that resets while driving also falls back to the fail-safe gear until the next restart.",
        },
        {
          likelihood: "occasional",
          part: "ATF or water in the transmission case connector",
          why: "A leaking pass-through connector seal lets fluid wick onto the pins, shorting sensor and solenoid circuits and setting internal-looking faults.",
        },
      ],
      checks: [
        {
          step: "Read codes from both the engine and transmission modules and note whether the TCM responds at all.",
          tools: ["Factory-level scan tool"],
          expect:
            "A TCM that answers with P0613 or another internal-performance code points at the module; no answer sends you to power, ground and network checks.",
        },
        {
          step: "Voltage-drop test the TCM battery and ignition feeds and grounds with the engine running.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Each TCM feed within 0.3 V of battery voltage and each ground under 0.1 V; on internal TCMs measure at the case connector, since a poor supply there sets the same internal-fault codes.",
        },
        {
          step: "Unplug the case connector and inspect both halves.",
          tools: ["Flashlight"],
          expect:
            "Dry, clean pins; fluid inside the connector means replacing the pass-through sleeve or seal as well.",
        },
        {
          step: "Check fluid level and condition before condemning electronics.",
          tools: ["Service information"],
          expect: "Correct level by the maker's method and no burnt smell or heavy debris.",
        },
      ],
      fix: "Repair the supply or connector fault, or replace the TCM. Internal modules are changed with the pan and often the valve body removed and must be programmed (GM sells them blank for SPS programming). Reset adaptives, run the fast-learn or relearn drive, and recheck fluid level.",
      difficulty: 4,
      cost: {
        partsLow: 250,
        partsHigh: 1200,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes: "Estimate; excludes ATF and filter, programming fees, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Limp mode lets you creep to a shop, but acceleration is weak and highway merging is unsafe; avoid freeways.",
      codes: ["P0700", "P0613"],
      terms: ["TCM", "limp mode", "TEHCM", "fail-safe gear"],
      related: ["tcm-replaced-needs-programming", "ford-solenoid-body-characterization", "pcm-internal-fault-codes"],
      commonOn: [
        {
          make: "chevrolet",
          years: [2006, 2024],
          transmissions: ["GM 6L80 6-speed automatic", "GM 6T70/6T75 6-speed automatic"],
        },
        {
          make: "gmc",
          years: [2007, 2024],
          transmissions: ["GM 6L80 6-speed automatic", "GM 6T70/6T75 6-speed automatic"],
        },
        {
          make: "cadillac",
          years: [2006, 2019],
          transmissions: ["GM 6L80 6-speed automatic", "GM 6T70/6T75 6-speed automatic"],
        },
        { make: "buick", years: [2008, 2019], transmissions: ["GM 6T70/6T75 6-speed automatic"] },
        { make: "saturn", years: [2007, 2010], transmissions: ["GM 6T70/6T75 6-speed automatic"] },
        { make: "mercedes-benz", years: [2004, 2019], transmissions: ["Mercedes 722.9 7G-Tronic 7-speed automatic"] },
      ],
    },
    {
      slug: "tcm-replaced-needs-programming",
      title: "Harsh shifts or a P0614 code after a new transmission computer was fitted",
      summary:
        "A replacement TCM needs the right software for the engine and transmission and its shift adaptives learned from zero. Program it to the latest calibration, then run the maker's relearn before judging shift quality.",
      symptoms: [
        "Bang into gear and firm or flared shifts for the first drives",
        "P0614 (ECM/TCM incompatible) or a programming code",
        "Transmission stays in limp mode after the swap",
        "Speedometer or shift schedule not right for the tire size",
      ],
      symptomIds: ["harsh-shifts", "after-module-work", "limp-mode", "module-code"],
      causes: [
        {
          likelihood: "common",
          part: "Adaptive shift values not learned",
          why: "Clutch fill times and pressures are learned per transmission; a new module starts with base values that feel harsh until it learns.",
        },
        {
          likelihood: "common",
          part: "Wrong or outdated software",
          why: "The TCM software must match the engine calibration, axle ratio and tire size; a mismatch sets P0614 or leaves it in limp mode.",
        },
        {
          likelihood: "occasional",
          part: "Used TCM from a different vehicle",
          why: "Modules that look identical may be for different engines or drive types.",
        },
      ],
      checks: [
        {
          step: "Read the TCM's part number and calibration and compare them with the maker's listing for the VIN.",
          tools: ["Factory-level scan tool"],
          expect: "Calibration matches the latest for that VIN.",
        },
        {
          step: "Check for P0614 and programming codes in both modules.",
          tools: ["Scan tool"],
          expect: "No incompatibility codes after programming.",
        },
        {
          step: "Check fluid level and temperature before the relearn.",
          tools: ["Scan tool", "Service information"],
          expect:
            "Fluid at the correct level at the specified temperature, often about 95–115°F for a check on many units.",
        },
      ],
      fix: "Program the TCM to the latest calibration, set tire size and axle ratio where needed, and run the relearn: GM Service Fast Learn, Chrysler Quick Learn, Ford adaptive reset followed by a relearn drive, or Honda and Toyota memory reset and drive. Road-test through all shifts under light and moderate throttle.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.8,
        laborHoursHigh: 2,
        excludes: "Estimate for programming and relearn; excludes the module, fluid, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "Harsh or delayed shifts can surprise you in traffic; drive gently until the relearn is finished.",
      codes: ["P0614", "P0602", "U0101"],
      terms: ["TCM", "adaptive learning", "Quick Learn", "Service Fast Learn"],
      related: [
        "tcm-internal-fault-limp-mode",
        "ford-solenoid-body-characterization",
        "software-update-fixes-drivability",
      ],
    },
    {
      slug: "cracked-solder-intermittent-module",
      title: "Engine cuts out when the engine bay is hot or over bumps, and tapping the computer makes it happen",
      summary:
        "A cracked solder joint or failing component inside the engine computer can open with heat or vibration. Prove it with heat, cold and tap tests while power and ground stay steady, then repair or replace the module.",
      symptoms: [
        "Engine stalls or misfires after 20–30 minutes of driving or on hot days",
        "Tapping the module housing with a screwdriver handle makes the engine stumble",
        "Codes appear and disappear with temperature",
        "Restarts after cooling for a while",
      ],
      symptomIds: ["intermittent", "stall-cutout", "module-code"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked solder joints at the connector pins or heavy components",
          why: "Temperature swings expand and contract the board and joints; fine cracks open when hot or jarred and break a circuit.",
        },
        {
          likelihood: "occasional",
          part: "Failing capacitor or driver inside the module",
          why: "Aging capacitors leak or lose capacity and cause voltage ripple inside the module.",
        },
        {
          likelihood: "rare",
          part: "Loose module mounting causing excess vibration",
          why: "A broken bracket lets the module shake and stresses its joints.",
        },
      ],
      checks: [
        {
          step: "With the engine idling, tap the module housing firmly but gently with a plastic handle.",
          tools: ["Insulated screwdriver handle"],
          expect: "No change in idle; stumbling or stalling only when the module is tapped points inside it.",
        },
        {
          step: "Warm the module with a heat gun or cool it with freeze spray while the engine runs.",
          tools: ["Heat gun", "Freeze spray"],
          expect: "No change; a stall with heat and recovery with cold confirm a heat-sensitive fault.",
        },
        {
          step: "Record module supply and ground during the fault.",
          tools: ["Lab scope"],
          expect:
            "Feed within about 0.5 V of battery voltage and ground under 0.1 V above battery negative at the moment it stumbles; a feed or ground that dips with it puts the fault outside the module.",
        },
      ],
      fix: "Have the module repaired by a specialist or replace it, then program and run the relearns. Secure the module bracket.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Module rebuilt by a specialist",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "New module programmed and relearned",
            partsLow: 500,
            partsHigh: 1200,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes programming fees, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A stall can come at any moment, including at highway speed, and takes the power assist for the brakes and steering with it; do not drive until the module is repaired.",
      codes: ["P0606", "P0607"],
      terms: ["solder joint", "freeze spray", "module rebuild"],
      related: ["pcm-loses-power-engine-dies", "pcm-internal-fault-codes", "pcm-connector-harness-intermittent"],
    },
    {
      slug: "shorted-load-burned-pcm-driver",
      title: "New engine computer failed again with the same injector or coil circuit code",
      summary:
        "A shorted injector, coil or solenoid draws too much current and burns out the computer's driver transistor. Measure every load on that driver before installing another module, or the new one will fail too.",
      symptoms: [
        "Same injector, coil or solenoid circuit code returns after the PCM was replaced",
        "One cylinder dead or the A/C clutch or fan won't run",
        "Burn mark or melted spot on the old PCM's board near the driver",
        "Fault returned within days or weeks of the new module",
      ],
      symptomIds: ["module-code", "after-module-work", "drivability", "feature-dead"],
      causes: [
        {
          likelihood: "common",
          part: "Shorted injector winding",
          why: "An injector that should read about 11–18 Ω (high-impedance) but reads 2–4 Ω draws several times normal current and overheats the driver.",
        },
        {
          likelihood: "occasional",
          part: "Shorted ignition coil primary",
          why: "On coils driven directly by the PCM, a shorted primary overloads the driver.",
        },
        {
          likelihood: "occasional",
          part: "Chafed wire shorting a control circuit to power",
          why: "A control wire rubbed through and touching a 12 V source sends unrestricted current through the driver when it switches on.",
        },
      ],
      checks: [
        {
          step: "Measure resistance of every injector or coil on the circuit.",
          tools: ["Digital multimeter", "Service information"],
          expect: "All within the maker's spec and within about 1 Ω of each other; one much lower is shorted.",
        },
        {
          step: "Check the control wire for a short to power with the PCM unplugged.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "No voltage or continuity to 12 V on the control wire.",
        },
        {
          step: "Scope the driver and current with a new PCM installed.",
          tools: ["Lab scope", "Current clamp"],
          expect:
            "A normal current ramp, typically about 1 A for a high-impedance injector; a steep ramp to several amps indicates a short.",
        },
      ],
      fix: "Replace the shorted injector, coil, solenoid or wire first, then install and program the PCM. Clear codes and confirm all drivers function.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Shorted injector replaced, PCM driver repaired by mail",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
          {
            name: "Chafed control wire repaired and PCM replaced",
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
          {
            name: "Shorted coil or injector and PCM replaced",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes programming fees, diagnosis, taxes and additional injectors or coils.",
      },
      verdict: "careful",
      verdictReason:
        "A dead cylinder or driver can cause misfires and catalytic converter damage; limit driving until repaired.",
      codes: ["P0201", "P0261", "P0351"],
      terms: ["driver transistor", "high-impedance injector", "current ramp"],
      related: ["pcm-internal-fault-codes", "shorted-5v-reference-many-codes", "bcm-output-driver-failed"],
    },
    {
      slug: "nissan-ipdm-fans-or-lights-stay-on",
      title: "Nissan cooling fans run nonstop or headlights stay on with the car off",
      summary:
        "The IPDM E/R, Nissan's underhood power module on many 2007–2014 Altima, Rogue, Sentra, Murano and Maxima models, has a stuck relay or failed logic. Run its self-test, check powers and grounds, then replace the IPDM.",
      symptoms: [
        "Radiator fans run on high with the engine cold or after shutdown until the battery dies",
        "Headlights or parking lights stay on with the key out",
        "Engine cranks but won't start, or the A/C clutch won't engage",
        "Horn, wipers or defroster act up at the same time",
      ],
      symptomIds: ["runs-after-off", "battery-drain", "body-functions-erratic", "stall-cutout"],
      causes: [
        {
          likelihood: "common",
          part: "Stuck relay or failed driver inside the IPDM E/R",
          why: "The fan, headlamp, fuel pump and starter relays are soldered on the IPDM board; contacts weld or the board cracks, so a load stays on or never switches.",
        },
        {
          likelihood: "occasional",
          part: "Corroded IPDM connector or ground",
          why: "The module sits next to the battery; acid vapor and road spray corrode its pins and grounds.",
        },
        {
          likelihood: "rare",
          part: "Faulty input from the engine computer or BCM",
          why: "The IPDM obeys commands over CAN; a wrong request from the ECM, such as a fan command from a bad coolant sensor, runs the fans on purpose.",
        },
      ],
      checks: [
        {
          step: "Read live data for the fan and headlight requests from the ECM and BCM.",
          tools: ["Nissan-capable scan tool"],
          expect: "Requests show off while the fans or lights stay on, which means the IPDM is acting alone.",
        },
        {
          step: "Run the IPDM auto active test described in the service manual.",
          tools: ["Service information"],
          expect:
            "Wipers, lamps, horn, fans and A/C cycle in order; a function that does not respond or will not stop points to the IPDM.",
        },
        {
          step: "Inspect the IPDM connectors and battery-side grounds, and voltage-drop test its feeds.",
          tools: ["Digital multimeter", "Flashlight"],
          expect: "Clean pins and under 0.2 V drop on feeds and grounds.",
        },
      ],
      fix: "Replace the IPDM E/R with a new or remanufactured unit (some sellers offer board-level repair), clean the connectors and grounds, then clear codes and confirm the fans and lights shut off with the key. Check for any open recall or service campaign first.",
      difficulty: 2,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Estimate; excludes a new battery if it was run flat, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Fans running all night kill the battery, and a failing IPDM can cause a no-start; disconnect the battery when parked until it is fixed.",
      codes: ["P0480", { code: "U1000", makes: ["nissan"] }],
      terms: ["IPDM E/R", "auto active test", "CAN bus"],
      related: ["chrysler-tipm-random-electrical", "dash-stays-lit-engine-runs-key-off", "bcm-output-driver-failed"],
      appliesTo: [{ make: "nissan", models: ["altima", "rogue", "sentra", "murano", "maxima"], years: [2007, 2014] }],
    },
    {
      slug: "vw-audi-component-protection",
      title: "Used module fitted to a VW or Audi shows Component Protection or won't start the car",
      summary:
        "Many VW and Audi modules are locked to the car they came from by component protection and immobilizer data, which only the maker's online system can release. The fix is a dealer or online-capable shop with ODIS and a GeKo account, not another module.",
      symptoms: [
        "Screen shows Component Protection active after a radio, cluster or climate module swap",
        "Radio muted or features limited after a short time",
        "Engine starts and dies, or won't start, after an ECU or cluster swap",
        "Immobilizer warning light or codes",
      ],
      symptomIds: ["after-module-work", "no-start-security", "feature-dead"],
      causes: [
        {
          likelihood: "common",
          part: "Component protection not removed for the new module",
          why: "The car recognizes the module as not belonging to it and limits its functions until it is registered online.",
        },
        {
          likelihood: "common",
          part: "Immobilizer not adapted to the replacement ECU or cluster",
          why: "The ECU and cluster share immobilizer data; a used part from another car will not authorize the engine to run.",
        },
        {
          likelihood: "occasional",
          part: "Module software or coding not set for the car's options",
          why: "Coding tells the module which equipment is present; wrong coding causes faults or missing functions.",
        },
      ],
      checks: [
        {
          step: "Read all module codes and the component protection status.",
          tools: ["VW/Audi-capable scan tool"],
          expect:
            "The gateway lists component protection active for the replaced module by name, so an online release is needed rather than a repair.",
        },
        {
          step: "Confirm the part number and software version match the original.",
          tools: ["Parts catalog"],
          expect:
            "Same part number and hardware index, or a listed supersession; a module for another trim may never code correctly.",
        },
        {
          step: "Check immobilizer status in the engine and cluster modules.",
          tools: ["VW/Audi-capable scan tool"],
          expect:
            "Immobilizer status shows the keys learned and the engine enabled; a blocked status after an ECU swap needs online adaptation.",
        },
      ],
      noMeasurement:
        "Component Protection is a software lock held by the gateway and the module, released only by an online session with the maker's server; no voltage, resistance or pressure reading shows or clears it.",
      fix: "Have a dealer or an online-capable shop log into the maker's system with ODIS to remove component protection and adapt the immobilizer, then code the module. Clear codes and verify all functions.",
      difficulty: 5,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes: "Estimate; excludes the module, towing and dealer online access fees.",
      },
      verdict: "careful",
      verdictReason:
        "Component protection only limits features, but an immobilizer mismatch can leave the car unable to start.",
      codes: [],
      terms: ["component protection", "immobilizer", "ODIS", "coding"],
      related: ["vw-audi-plenum-water-ecu", "replacement-pcm-wont-start", "bmw-frm-footwell-module"],
      appliesTo: [{ make: "volkswagen" }, { make: "audi" }],
    },
    {
      slug: "bmw-frm-footwell-module",
      title: "BMW or MINI lost its headlights, turn signals or windows after the battery went flat",
      summary:
        "On 2007–2013 BMW 3 Series, X5, X6, 1 Series and many MINIs, the footwell module (FRM) can corrupt its memory after low voltage, jump starts or coding, and lose control of lights and windows. Repair its memory or replace and code it.",
      symptoms: [
        "Exterior lights don't work, or only some do",
        "Power windows or mirrors stop working",
        "Scan tool can't talk to the FRM",
        "Started after a dead battery, a jump start or battery replacement",
      ],
      symptomIds: ["body-functions-erratic", "no-communication", "after-module-work", "feature-dead"],
      causes: [
        {
          likelihood: "common",
          part: "Corrupted EEPROM in the footwell module",
          why: "A voltage drop during a write to memory scrambles its stored data, so the module stops controlling its outputs.",
        },
        {
          likelihood: "occasional",
          part: "Failed module power or ground",
          why: "A blown fuse or loose ground can make the FRM look dead.",
        },
        {
          likelihood: "rare",
          part: "Water damage to the module in the driver's footwell",
          why: "Leaks from the cowl or door seals can reach the module.",
        },
      ],
      checks: [
        {
          step: "Check battery voltage and charge it fully.",
          tools: ["Battery charger", "Digital multimeter"],
          expect:
            "12.6 V or more after charging; a battery that will not hold charge must be replaced and registered to the car first.",
        },
        {
          step: "Check the FRM fuses and ground.",
          tools: ["Test light", "Wiring diagram"],
          expect:
            "Battery voltage on the FRM feeds and under 0.1 V on its ground; a missing feed is a fuse or wiring fix, not a module.",
        },
        {
          step: "Try to communicate with the FRM using BMW-capable software.",
          tools: ["BMW-capable scan tool"],
          expect:
            "An FRM that is powered but missing from the module list, or that reports a checksum or coding error, has corrupted memory.",
        },
      ],
      fix: "Send the FRM to a repair service for EEPROM repair or replace it with a new module programmed and coded to the VIN. Keep a charger on the battery during coding. Test all lights and windows afterwards.",
      difficulty: 4,
      cost: {
        partsLow: 120,
        partsHigh: 600,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes: "Estimate; excludes coding fees, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Missing headlights or turn signals make the car unsafe at night or in traffic; drive only in daylight if at all.",
      codes: [],
      terms: ["FRM", "EEPROM", "coding"],
      related: ["vw-audi-component-protection", "module-damage-welding-load-dump", "bcm-output-driver-failed"],
      appliesTo: [
        {
          make: "bmw",
          models: ["328i", "328xi", "335i", "335xi", "335is", "335d", "m3", "128i", "135i", "1m", "x5", "x6"],
          years: [2007, 2013],
        },
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
        },
      ],
    },
    {
      slug: "mercedes-sam-water-damage",
      title: "Mercedes with dead taillights, trunk release or fuel pump after water got into the trunk",
      summary:
        "The rear SAM (signal acquisition and actuation module) on many 2000s Mercedes, such as the W211 E-Class and W220 S-Class, sits where trunk or taillight leaks reach it, and corrosion kills its outputs. Stop the leak, then repair or replace and code the SAM.",
      symptoms: [
        "Taillights, trunk lights or rear defroster dead",
        "Trunk won't open electrically",
        "Engine cranks but won't start because the fuel pump isn't powered",
        "Water in the spare tire well or trunk floor",
      ],
      symptomIds: ["water-corrosion", "feature-dead", "no-start-security", "body-functions-erratic"],
      causes: [
        {
          likelihood: "common",
          part: "Water leaking through taillight, third brake light or trunk seals",
          why: "Hardened seals let rain run into the trunk, where it reaches the SAM and its connectors and corrodes the board.",
        },
        {
          likelihood: "occasional",
          part: "Corroded SAM connector pins",
          why: "Corroded pins cut the circuits to rear lights and the fuel pump.",
        },
        {
          likelihood: "rare",
          part: "Internal SAM failure without water",
          why: "Age and heat can crack solder joints, especially on the relays inside the module.",
        },
      ],
      checks: [
        {
          step: "Lift the trunk floor and inspect the spare well and the SAM area for water or stains.",
          tools: ["Flashlight"],
          expect: "Dry trunk; water or tide marks confirm a leak.",
        },
        {
          step: "Unplug the SAM connectors with the battery disconnected and inspect the pins.",
          tools: ["Flashlight", "Magnifier"],
          expect: "Clean pins; green corrosion means cleaning or replacement.",
        },
        {
          step: "Command the fuel pump and rear lights with a Mercedes-capable scan tool.",
          tools: ["Mercedes-capable scan tool"],
          expect:
            "Pump and taillights work on command; an output pin staying at 0 V while the SAM's own feed pin reads 12 V or more, with good wiring to the load, points to the SAM.",
        },
      ],
      fix: "Reseal the taillights, third brake light or trunk seal and dry the trunk. Clean or repair the connectors, and have the SAM repaired by a specialist or replaced and coded with Mercedes software. Test all rear functions and the fuel pump.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Leak resealed and SAM connector pins cleaned",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          { name: "SAM repaired by a specialist", partsLow: 200, partsHigh: 450, laborHoursLow: 1, laborHoursHigh: 2 },
          { name: "SAM replaced and coded", partsLow: 400, partsHigh: 900, laborHoursLow: 1.5, laborHoursHigh: 2.7 },
        ],
        excludes:
          "Estimate; excludes Mercedes coding fees, replacement taillight assemblies, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Dead taillights or a fuel pump cutting out make the car unsafe; fix before driving at night or far.",
      codes: [],
      terms: ["SAM", "coding", "signal acquisition module"],
      related: ["electrical/water-leak-electrical-gremlins", "vw-audi-plenum-water-ecu", "bmw-frm-footwell-module"],
      appliesTo: [{ make: "mercedes-benz", models: ["e-class", "s-class"], years: [2000, 2009] }],
    },
    {
      slug: "module-damage-welding-load-dump",
      title: "Several modules died after welding on the car or a battery cable came loose while running",
      summary:
        "Voltage spikes from welding current or a load dump when the battery disconnects with the engine running can destroy module inputs. Check powers and fuses, identify which modules don't respond, and replace and program the damaged ones.",
      symptoms: [
        "Many warning lights and modules not communicating right after welding or a battery terminal slipped off",
        "Engine stalls or won't start",
        "Gauges, radio or lights dead",
        "Burnt smell from a module or fuse box",
      ],
      symptomIds: ["many-lights", "no-communication", "after-module-work", "stall-cutout"],
      causes: [
        {
          likelihood: "common",
          part: "Welding current passed through modules",
          why: "Without the battery disconnected and the ground clamp near the weld, current looks for a path through module grounds and circuits.",
        },
        {
          likelihood: "occasional",
          part: "Alternator load dump",
          why: "When the battery disconnects while charging, the alternator output can spike well above 16 V for a fraction of a second and overload module inputs.",
        },
        {
          likelihood: "occasional",
          part: "Blown fuses or fusible links only",
          why: "Sometimes only fuses take the hit, and modules recover once they are replaced.",
        },
      ],
      checks: [
        {
          step: "Check all fuses and fusible links.",
          tools: ["Test light", "Fuse panel diagram"],
          expect: "All fuses and links intact; a blown main link or module fuse can explain a silent module by itself.",
        },
        {
          step: "Scan for modules that do not respond.",
          tools: ["Enhanced scan tool"],
          expect:
            "A list of modules that do not answer; those nearest the weld or the loose battery cable are the usual casualties.",
        },
        {
          step: "Check power and ground at each non-responding module.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "About 12 V on every feed pin with the key on and under 0.1 V on each ground, yet no answer on the network, means the spike damaged the module itself.",
        },
      ],
      fix: "Replace blown fuses and damaged modules, program them, and repair any burned wiring. Disconnect the battery and unplug modules near the weld before welding again, with the clamp close to the work.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "One module replaced and programmed",
            partsLow: 150,
            partsHigh: 900,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Blown fuses or fusible link replaced only",
            partsLow: 5,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Two or three modules replaced and programmed",
            partsLow: 600,
            partsHigh: 2500,
            laborHoursLow: 2.5,
            laborHoursHigh: 5.3,
          },
        ],
        excludes: "Estimate; excludes programming fees, burned wiring repairs, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A spike-damaged engine or body module can stall the engine or kill lights and safety systems on the road; get a full scan and the repairs done before driving.",
      codes: ["U0100", "U0121", "U0140"],
      terms: ["load dump", "welding", "fusible link"],
      related: ["bmw-frm-footwell-module", "pcm-loses-power-engine-dies", "reflash-interrupted-module-dead"],
    },
    {
      slug: "aftermarket-tune-problems",
      title: "Check engine light, failed smog check or rough shifting after an aftermarket tune",
      summary:
        "A performance tune changes the engine or transmission calibration and can cause codes, drivability issues and failed emissions tests. Returning the stock calibration usually resolves it; removing emissions equipment is illegal under federal law.",
      symptoms: [
        "Check engine light or codes after tuning",
        "Readiness monitors won't set or smog check fails",
        "Harsh shifts or transmission slipping",
        "Dealer refuses warranty repairs",
      ],
      symptomIds: ["after-module-work", "module-code", "harsh-shifts", "drivability"],
      causes: [
        {
          likelihood: "common",
          part: "Calibration changes disabling or altering emissions monitors",
          why: "Tunes often change fuel and timing, disable monitors or delete equipment, which fails emissions tests.",
        },
        {
          likelihood: "occasional",
          part: "Tune not matched to hardware",
          why: "Torque and shift tables that don't match the transmission or intake cause harsh shifts and codes.",
        },
        {
          likelihood: "occasional",
          part: "Corrupted or partial tune flash",
          why: "A tuning device interrupted mid-flash can leave the module with mixed or invalid data.",
        },
      ],
      checks: [
        {
          step: "Read the calibration ID and CVN and compare them with the factory values.",
          tools: ["Scan tool"],
          expect: "Factory ID and CVN match the maker's listing; a mismatch reveals a tune.",
        },
        {
          step: "Check readiness monitors and any codes.",
          tools: ["Scan tool"],
          expect: "All monitors ready and no codes on a stock calibration.",
        },
        {
          step: "Review the tuning device log for the stock file.",
          tools: ["Tuning device"],
          expect: "A saved stock file; many handheld tuners stay locked to one VIN until the stock file is put back.",
        },
      ],
      noMeasurement:
        "A tune is a change of software: the calibration ID and CVN a scan tool reads reveal it, and the fix is reloading the stock file, so no voltage or pressure reading identifies or cures it.",
      fix: "Restore the stock calibration with the tuning device or dealer reflash, reinstall any removed emissions parts, clear codes and complete drive cycles. For legal modifications in California, use parts with a CARB Executive Order. Under the Magnuson-Moss Warranty Act a maker must show the tune caused a failure before denying that warranty claim.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Stock calibration restored with the tuner",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Dealer reflash to the current factory calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          {
            name: "Stock file restored and removed sensors refitted",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes catalytic converters and other major emissions parts, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Usually drivable, but harsh shifts, misfires or lean running can damage the transmission, engine or catalytic converter; return to stock before long trips.",
      codes: ["P0601", "P0300"],
      terms: ["tune", "CVN", "calibration ID", "readiness monitors"],
      related: ["obd-chip-or-fuel-saver-dongle", "software-update-fixes-drivability", "tcm-replaced-needs-programming"],
    },
    {
      slug: "crank-variation-relearn-after-pcm",
      title: "P0315 or misfire codes with no real misfire after a new PCM or crank sensor",
      summary:
        "The computer must learn the tiny tooth-spacing differences of the crankshaft reluctor wheel before misfire detection is accurate. Run the crankshaft variation relearn with a scan tool, or Ford's misfire profile learn by driving.",
      symptoms: [
        "P0315 (crankshaft position system variation not learned) after a PCM, crank sensor or engine replacement",
        "Misfire codes on random cylinders while the engine runs smoothly",
        "Check engine light returns soon after clearing",
        "Misfire monitor not ready for inspection",
      ],
      symptomIds: ["module-code", "after-module-work", "drivability"],
      causes: [
        {
          likelihood: "common",
          part: "Crankshaft variation not learned",
          why: "The PCM compares crank speed between firing events; without a learned correction for the reluctor wheel, normal tooth variation looks like misfire.",
        },
        {
          likelihood: "occasional",
          part: "Relearn attempted with conditions not met",
          why: "GM's learn needs the engine fully warm, no codes and the fuel cutoff reached; a cold engine or stored code aborts it.",
        },
        {
          likelihood: "rare",
          part: "Damaged reluctor wheel or crank sensor",
          why: "A bent or loose reluctor tooth creates real variation that the relearn cannot correct.",
        },
      ],
      checks: [
        {
          step: "Confirm the code and the events that led up to it.",
          tools: ["Scan tool"],
          expect: "P0315 after a PCM or crank sensor replacement confirms a relearn is needed.",
        },
        {
          step: "Check coolant temperature and for other codes before the relearn.",
          tools: ["Scan tool"],
          expect:
            "Coolant at the temperature the procedure calls for, commonly at least 158 °F (70 °C) on GM engines (typical; confirm in the service information), and no other codes stored.",
        },
        {
          step: "Run the relearn and watch the status.",
          tools: ["Factory-level scan tool"],
          expect: "Relearn completes and P0315 does not return.",
        },
      ],
      fix: "GM: with the engine warm, run the crankshaft variation learn with the scan tool, holding the brake and raising rpm to fuel cutoff until the learn completes. Ford: perform the misfire profile learn with the scan tool or by closed-throttle decelerations from about 60 to 40 mph. Clear codes and drive.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes: "Estimate for the relearn only; excludes crank sensor or reluctor repairs, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "The engine is fine; only the misfire detection is inaccurate until the relearn is done.",
      codes: ["P0315", "P0300"],
      terms: ["crankshaft variation learn", "reluctor wheel", "misfire monitor"],
      related: [
        "replacement-pcm-wont-start",
        "pcm-internal-fault-codes",
        "mil-never-lights-at-key-on",
        "advanced-engine/false-misfire-rough-road-crank-learn",
      ],
      commonOn: [
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "ford" },
        { make: "lincoln" },
      ],
    },
    {
      slug: "pcm-connector-harness-intermittent",
      title: "Engine misbehaves after engine work or washing, and wiggling the computer plug changes it",
      summary:
        "A PCM connector that isn't fully seated, has spread terminals, or got water in it during engine washing causes intermittent faults. Inspect and clean the connector, check terminal tension, and secure the harness.",
      symptoms: [
        "Stalling, misfire or limp mode that started after engine work or an engine-bay wash",
        "Moving the PCM harness changes the engine idle or sets codes",
        "Multiple sensor or circuit codes that come and go",
        "Green or white residue on connector pins",
      ],
      symptomIds: ["intermittent", "water-corrosion", "stall-cutout", "after-module-work"],
      causes: [
        {
          likelihood: "common",
          part: "Connector not fully seated or locking lever not engaged",
          why: "A partly seated connector makes contact only on some pins or under some conditions.",
        },
        {
          likelihood: "occasional",
          part: "Spread or damaged terminals from probing",
          why: "Large probes or meter leads push terminals open, so they lose grip on the pin.",
        },
        {
          likelihood: "occasional",
          part: "Water or cleaner inside the connector",
          why: "High-pressure washing drives water past seals, causing corrosion and current leaks between pins.",
        },
      ],
      checks: [
        {
          step: "Check that the connector is fully seated, the locking lever or bolt is engaged and the harness is secured.",
          tools: ["Flashlight"],
          expect: "Connector fully locked and the harness clipped so it can't pull on the plug.",
        },
        {
          step: "Disconnect the battery and the connector, and inspect the pins and seals.",
          tools: ["Flashlight", "Magnifier"],
          expect: "Clean, straight pins and intact seals.",
        },
        {
          step: "Slide the matching-size test terminal from a terminal kit into each suspect PCM female pin.",
          tools: ["Terminal test kit"],
          expect:
            "Each female terminal grips the test pin with a light, even drag; one the pin slides through freely is spread and must be replaced, not squeezed tighter.",
        },
        {
          step: "Key on, back-probe the 5 V reference and one sensor signal at the PCM connector and watch them on a min/max meter or scope while flexing the harness section by section.",
          tools: ["Digital multimeter", "Lab scope", "Back-probe pins"],
          expect:
            "Reference holds about 4.8–5.2 V (typical) and the signal stays steady; a dropout or spike while one section is flexed marks the loose terminal or the broken strands.",
        },
      ],
      fix: "Clean and dry the connector, replace damaged terminals or seals, reseat and lock the connector, and secure the harness. Clear codes and test drive; keep high-pressure water away from modules when cleaning the engine bay.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Connector cleaned, reseated and locked",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Damaged terminals or seals replaced",
            partsLow: 10,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes module replacement if internally damaged, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A loose PCM terminal can cut the engine at any speed, taking brake and steering assist with it; don't drive until the connector is repaired.",
      codes: ["U0100"],
      terms: ["terminal tension", "connector", "pin fit"],
      related: ["pcm-loses-power-engine-dies", "cracked-solder-intermittent-module", "mercedes-oil-wicking-into-ecu"],
    },
    {
      slug: "mercedes-oil-wicking-into-ecu",
      title: "Oil found inside the engine computer plug on a Mercedes V6 or V8",
      summary:
        "On many 1998–2011 Mercedes V6 and V8 engines a leaking cam position sensor or cam adjuster solenoid pushes oil up inside the harness wires to the engine computer. Replace the leaking part, then clean or replace the oily harness before the ECU is harmed.",
      symptoms: [
        "Oil in the camshaft sensor or adjuster magnet connector",
        "Oil inside the ECU connector or weeping from its harness",
        "Misfire, rough running or cam timing codes that come and go",
        "Transmission faults on cars where ATF wicks from the 722.6 conductor plate plug into the TCM",
      ],
      symptomIds: ["water-corrosion", "intermittent", "module-code", "drivability"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking camshaft adjuster solenoids (M272 and M273 engines)",
          why: "The solenoid seal fails and engine oil pressure drives oil into the connector and up between the copper strands of the harness by capillary action.",
        },
        {
          likelihood: "common",
          part: "Leaking camshaft position sensor (M112 and M113 engines)",
          why: "Oil passes the sensor's internal seal and travels up its wiring into the main engine harness.",
        },
        {
          likelihood: "occasional",
          part: "Transmission connector leak on 722.6 automatics",
          why: "A worn pass-through plug lets ATF wick up the harness to the TCM.",
        },
      ],
      checks: [
        {
          step: "Unplug the camshaft sensor and adjuster solenoid connectors.",
          tools: ["Flashlight"],
          expect: "Dry connectors; oil in them confirms a leak.",
        },
        {
          step: "Disconnect the ECU connector and inspect for oil.",
          tools: ["Flashlight"],
          expect: "Dry pins; oil means the harness is contaminated and the ECU may be at risk.",
        },
        {
          step: "Check for cam timing and misfire codes.",
          tools: ["Mercedes-capable scan tool"],
          expect: "Cam timing or cam position codes for the bank whose solenoid or sensor is leaking.",
        },
      ],
      noMeasurement:
        "Oil wicking is found by opening connectors and seeing oil in the cavities and harness; a meter reads nothing wrong until the pins have already failed, so the test is a visual one.",
      fix: "Replace the leaking sensor or solenoids, clean the harness with electrical cleaner or replace the contaminated section (adapters with an oil stop are sold for some engines), clean the ECU connector and, if oil has entered the ECU, have it inspected or replaced. Clear codes and recheck for oil after a few weeks.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Leaking cam sensor replaced and harness cleaned",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Transmission connector adapter replaced",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Cam adjuster solenoids and harness section replaced",
            partsLow: 200,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes ECU replacement and coding, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Oil can keep travelling to the ECU and damage it; repair the leak soon, though the car usually remains drivable.",
      codes: ["P0016", "P0340"],
      terms: ["wicking", "camshaft adjuster solenoid", "conductor plate"],
      related: ["pcm-connector-harness-intermittent", "mercedes-sam-water-damage", "tcm-internal-fault-limp-mode"],
      appliesTo: [
        {
          make: "mercedes-benz",
          years: [1998, 2008],
          engines: [
            { name: "M112 2.6L V6", liters: 2.6 },
            { name: "M112 3.2L V6", liters: 3.2 },
            { name: "M112 3.7L V6", liters: 3.7 },
            { name: "M113 4.3L V8", liters: 4.3 },
            { name: "M113 5.0L V8", liters: 5.0 },
            { name: "M113 5.4L V8 (AMG)", liters: 5.4 },
          ],
          transmissions: ["Mercedes 722.6 5-speed automatic"],
        },
        {
          make: "mercedes-benz",
          years: [2005, 2011],
          engines: [
            { name: "M272 2.5L V6", liters: 2.5 },
            { name: "M272 3.0L V6", liters: 3.0 },
            { name: "M272 3.5L V6", liters: 3.5 },
            { name: "M273 4.7L V8", liters: 4.7 },
            { name: "M273 5.5L V8", liters: 5.5 },
          ],
        },
      ],
    },
    {
      slug: "mil-never-lights-at-key-on",
      title: "Check engine light never comes on at key-on and the car failed inspection",
      summary:
        "The check engine lamp should light for a bulb check with the key on and engine off. If it never does, the bulb or LED, the instrument cluster, the circuit or the engine computer's lamp output has failed; inspection stations fail cars that skip the bulb check.",
      symptoms: [
        "No check engine light during the key-on bulb check",
        "Other warning lights light normally",
        "Inspection station failed the car for the lamp",
        "Scan tool shows a MIL command but no lamp on the dash",
      ],
      symptomIds: ["feature-dead", "module-code"],
      causes: [
        {
          likelihood: "common",
          part: "Burnt-out bulb or failed LED in the cluster",
          why: "On older clusters the lamp is a small bulb that can burn out; on newer ones the LED or its driver on the cluster board fails.",
        },
        {
          likelihood: "occasional",
          part: "Open circuit between the PCM and the lamp",
          why: "On cars with a hard-wired MIL, a broken wire or connector stops the PCM's command reaching the lamp.",
        },
        {
          likelihood: "rare",
          part: "Failed MIL driver in the PCM or a missing network message",
          why: "If the PCM cannot command the lamp or the cluster doesn't receive the message, the lamp stays dark.",
        },
      ],
      checks: [
        {
          step: "Turn the key to ON without starting and watch the dash.",
          tools: [],
          expect: "Check engine lamp lights for a few seconds or until the engine starts.",
        },
        {
          step: "Use a scan tool to command the MIL on, if supported, or run the cluster self-test.",
          tools: ["Bidirectional scan tool"],
          expect: "The lamp lights on command or during the self-test.",
        },
        {
          step: "On hard-wired systems, check voltage at the lamp circuit with the key on.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "About 12 V on the lamp feed and the PCM side pulled below 1 V with the key on and engine off; 12 V on both sides with a dark lamp means the PCM is not switching it.",
        },
      ],
      fix: "Replace the bulb or repair the cluster LED or board, repair wiring, or replace the PCM if its MIL output has failed. Confirm the lamp lights at key-on.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Cluster bulb replacement", partsLow: 5, partsHigh: 20, laborHoursLow: 0.4, laborHoursHigh: 1 },
          { name: "Lamp circuit wiring repair", partsLow: 5, partsHigh: 30, laborHoursLow: 0.6, laborHoursHigh: 1.5 },
          {
            name: "Cluster LED or board repair",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "PCM replacement for a failed MIL driver",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes cluster programming, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "The car runs normally, but you would not be warned of engine faults; fix it before inspection.",
      codes: [],
      terms: ["MIL", "bulb check", "instrument cluster"],
      related: ["crank-variation-relearn-after-pcm", "pcm-internal-fault-codes"],
    },
    {
      slug: "shorted-5v-reference-many-codes",
      title: "Several unrelated sensor codes at once, all reading at zero or at maximum",
      summary:
        "Many sensors share a single 5-volt reference from the computer; if one sensor or wire shorts that reference to ground, all of them read wrong at once. Unplug sensors on the circuit one at a time until the reference returns to 5 volts.",
      symptoms: [
        "Codes for throttle, MAP, A/C pressure, fuel tank pressure or other sensors all at once",
        "Engine in limp mode with a throttle warning",
        "A/C doesn't work or gauges read wrong",
        "Codes for sensor reference voltage A, B or C",
      ],
      symptomIds: ["many-lights", "limp-mode", "module-code"],
      causes: [
        {
          likelihood: "common",
          part: "Shorted sensor on the shared reference",
          why: "A sensor with internal damage, such as an A/C pressure or fuel tank pressure sensor, pulls the 5 V reference down for every sensor on it.",
        },
        {
          likelihood: "occasional",
          part: "Chafed reference wire shorting to ground",
          why: "A harness rubbed through on a bracket grounds the reference.",
        },
        {
          likelihood: "rare",
          part: "Failed reference regulator in the PCM",
          why: "If the reference stays low with all sensors unplugged and the wiring good, the module is at fault.",
        },
      ],
      checks: [
        {
          step: "Read codes and note reference voltage codes.",
          tools: ["Scan tool"],
          expect: "P0641, P0651, P0697 or P06A6 indicates a reference circuit problem.",
        },
        {
          step: "Measure reference voltage at any sensor on the circuit with the key on.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "4.8–5.2 V; near 0 V means the reference is shorted.",
        },
        {
          step: "Unplug sensors on the circuit one at a time while watching the reference voltage.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Reference returns to 5 V when the shorted sensor is unplugged.",
        },
      ],
      fix: "Replace the shorted sensor or repair the wire. Clear codes and confirm all sensors read correctly. Replace the PCM only if the reference is still low with every sensor disconnected and the wiring good.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Shorted sensor replacement, easy access",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Chafed reference wire repair", partsLow: 5, partsHigh: 30, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Shorted sensor under the intake replaced",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes PCM replacement, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "The engine may be in limp mode with limited power; drive only to a shop.",
      codes: ["P0641", "P0651", "P0697", "P06A6"],
      terms: ["5-volt reference", "sensor ground", "limp mode"],
      related: ["ecm-ground-offset-erratic-sensors", "shorted-load-burned-pcm-driver", "pcm-internal-fault-codes"],
    },
    {
      slug: "trailer-brake-module-output-fault",
      title: "Truck's built-in trailer brake controller says trailer not connected or shows a wiring fault",
      summary:
        "The integrated trailer brake module on Ford, GM and Ram trucks senses the trailer through the brake output at the 7-way connector. Corroded connector pins, a bad trailer ground or a shorted brake wire are far more common than a failed module.",
      symptoms: [
        "Trailer not connected message with the trailer plugged in",
        "Trailer brake output fault or short circuit warning",
        "Trailer brakes don't work or grab hard",
        "Message appears only on bumps or in rain",
      ],
      symptomIds: ["feature-dead", "intermittent", "water-corrosion"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or loose pins in the truck's or trailer's 7-way plug",
          why: "Corrosion on the brake or ground pins breaks the circuit the module uses to detect the trailer.",
        },
        {
          likelihood: "occasional",
          part: "Trailer wiring or brake magnet shorted or open",
          why: "A shorted magnet or chafed wire overloads the output; an open magnet stops the module seeing the trailer.",
        },
        {
          likelihood: "rare",
          part: "Failed trailer brake module or blown fuse",
          why: "If the truck plug shows no output with a known-good trailer, the module or its fuse has failed.",
        },
      ],
      checks: [
        {
          step: "Clean both 7-way connectors and check the ground pin.",
          tools: ["Contact cleaner", "Wire brush"],
          expect: "Bright pins and a solid ground.",
        },
        {
          step: "Measure resistance of the trailer brake circuit at the trailer plug between the brake pin and ground.",
          tools: ["Digital multimeter"],
          expect: "About 3–4 Ω per magnet, roughly 0.8–1.1 Ω for a tandem-axle trailer with four magnets.",
        },
        {
          step: "Check the module's fuse and output with a test light while applying the manual brake control.",
          tools: ["Test light", "Fuse panel diagram"],
          expect: "The test light brightens as the manual control is applied.",
        },
      ],
      fix: "Clean and protect the connectors with dielectric grease, repair trailer wiring or magnets, replace a blown fuse, or replace and program the module if it has failed. Set the gain for the trailer's load and test at low speed.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "7-way plug pins cleaned or plug replaced",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          { name: "Trailer wiring repair", partsLow: 10, partsHigh: 60, laborHoursLow: 0.8, laborHoursHigh: 1.6 },
          {
            name: "Trailer brake module replacement",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes trailer brake parts, programming, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Towing without working trailer brakes greatly increases stopping distance; don't tow until fixed.",
      codes: [],
      terms: ["integrated trailer brake controller", "7-way connector", "brake magnet"],
      related: ["bcm-output-driver-failed", "module-damage-welding-load-dump"],
      commonOn: [
        { make: "ford", models: ["f-150", "f-250", "f-350", "f-450", "expedition"], years: [2005, 2026] },
        { make: "chevrolet", models: ["silverado", "silverado-hd", "tahoe", "suburban"], years: [2007, 2026] },
        { make: "gmc", models: ["sierra", "sierra-hd", "yukon", "yukon-xl"], years: [2007, 2026] },
        { make: "ram", models: ["1500", "2500", "3500"], years: [2013, 2026] },
      ],
    },
    {
      slug: "hyundai-kia-anti-theft-update-no-start",
      title: "Hyundai or Kia with a key ignition won't start after the anti-theft software update",
      summary:
        "The free anti-theft software for turn-key Hyundai and Kia models without an engine immobilizer adds an ignition kill when the car is locked with the fob. Unlock with the fob before turning the key; if it still won't start, have the dealer check the update.",
      symptoms: [
        "Engine won't start after the car was locked with the fob and unlocked another way",
        "Alarm now sounds for about a minute instead of 30 seconds",
        "Anti-theft window sticker from the dealer visit",
        "Starts at once after pressing unlock on the fob",
      ],
      symptomIds: ["no-start-security", "after-module-work"],
      causes: [
        {
          likelihood: "common",
          part: "Ignition kill armed because the car was locked with the fob",
          why: "The update, offered from 2023 after widespread thefts of these models with a USB cable, blocks starting until the body module receives an unlock from a paired fob.",
        },
        {
          likelihood: "occasional",
          part: "Weak key fob battery",
          why: "A fob that barely reaches the car may lock it but fail to send the unlock that disarms the kill.",
        },
        {
          likelihood: "rare",
          part: "Update installed incompletely or on a module later replaced",
          why: "A replaced body module or an interrupted update can leave the security logic in an unexpected state.",
        },
      ],
      checks: [
        {
          step: "Press unlock on the fob, then turn the key.",
          tools: [],
          expect: "The engine starts normally, which confirms the ignition kill, not a fault.",
        },
        {
          step: "Measure the fob's coin cell, replace it if weak, and retest unlocking from a few feet away.",
          tools: ["CR2032 or specified coin cell"],
          expect:
            "A healthy cell reads 3.0 V or a little more off load; one under about 2.8 V explains missed unlocks. With a fresh cell the doors unlock on every press and the car starts.",
        },
        {
          step: "If it still won't start, scan for immobilizer-related and body module codes and ask the dealer to verify the update.",
          tools: ["Scan tool"],
          expect: "Update confirmed; any stored security codes point to the module the dealer must reflash.",
        },
      ],
      fix: "Unlock with the fob before starting, replace a weak fob battery, and have a dealer re-run the update if the car still will not start. Models that cannot take the update have been offered steering-wheel locks; ask the dealer.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 10,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes:
          "The software update is free at dealers; excludes towing if stranded and diagnosis of unrelated no-starts.",
      },
      verdict: "ok",
      verdictReason: "It is a security feature, not a fault; the car drives normally once it is unlocked with the fob.",
      codes: [],
      terms: ["ignition kill", "anti-theft software", "immobilizer"],
      related: ["replacement-pcm-wont-start", "over-the-air-update-failed"],
      appliesTo: [
        {
          make: "hyundai",
          models: [
            "accent",
            "elantra",
            "elantra-gt",

            "genesis-coupe",
            "kona",
            "palisade",
            "santa-fe",
            "santa-fe-sport",
            "santa-fe-xl",
            "sonata",
            "tucson",
            "veloster",
            "venue",
          ],
          years: [2011, 2022],
        },
        {
          make: "kia",
          models: ["forte", "forte-koup", "k5", "optima", "rio", "sedona", "seltos", "soul", "sorento", "sportage"],
          years: [2011, 2022],
        },
      ],
    },
    {
      slug: "gm-fuel-pump-control-module-p069e",
      title: "GM car or truck stalls or hesitates with P069E and a fuel pump control code",
      summary:
        "Many GM vehicles since the early 2010s run the fuel pump through a separate fuel pump control module that varies pump speed. P069E means that module saw a fault; check its power, ground and connectors and the pump's current before replacing it.",
      symptoms: [
        "Stalling, hesitation or a long crank, often when hot or low on fuel",
        "P069E with P0231, P0232 or a fuel pressure code",
        "Check engine light that comes and goes",
        "Fuel pressure drops in live data when the problem happens",
      ],
      symptomIds: ["stall-cutout", "module-code", "intermittent", "drivability"],
      causes: [
        {
          likelihood: "common",
          part: "Failing fuel pump drawing excess or erratic current",
          why: "A worn pump motor pulls more current than the module expects, and the module sets a fault and may shut the pump down.",
        },
        {
          likelihood: "occasional",
          part: "Corroded fuel pump control module connector or ground",
          why: "Modules mounted near the tank, in the trunk or under the rear seat see moisture; poor connections cause voltage drops and faults.",
        },
        {
          likelihood: "occasional",
          part: "Failed fuel pump control module",
          why: "Heat and age break down the module's output transistors.",
        },
      ],
      checks: [
        {
          step: "Compare desired and actual fuel pressure in live data at idle and under load.",
          tools: ["Scan tool"],
          expect: "Actual tracks desired within about 5 psi; large gaps show a supply problem.",
        },
        {
          step: "Measure pump current with a current clamp while the engine runs.",
          tools: ["Current clamp", "Lab scope"],
          expect:
            "Steady current within spec for the pump (often 4–8 A) with an even ripple pattern; high or erratic current condemns the pump.",
        },
        {
          step: "Back-probe the fuel pump control module's battery feed and ground while the scan tool commands the pump to high speed.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Feed within 0.3 V of the battery and ground under 0.1 V at high pump command; a feed that sags only at high command points to the fuse, relay or connector, not the module.",
        },
      ],
      fix: "Replace the fuel pump if its current is high or erratic, repair corroded connectors or grounds, and replace the fuel pump control module if the others test good. Program the new module if required, clear codes and road-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Control module connector or ground repair",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Fuel pump control module replacement",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Fuel pump module replacement",
            likely: true,
            partsLow: 250,
            partsHigh: 800,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes: "Estimate; excludes programming, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "When the pump control module drops the pump under load the engine stalls without warning, even merging or passing; don't drive it until the fault is fixed.",
      codes: ["P069E", "P0231", "P0232"],
      terms: ["fuel pump control module", "pump current", "fuel pressure"],
      related: ["shorted-load-burned-pcm-driver", "pcm-loses-power-engine-dies"],
      appliesTo: [
        { make: "chevrolet", years: [2010, 2026] },
        { make: "gmc", years: [2010, 2026] },
        { make: "buick", years: [2010, 2026] },
        { make: "cadillac", years: [2010, 2026] },
      ],
    },
    {
      slug: "ecm-ground-offset-erratic-sensors",
      title: "Sensor readings and idle jump when the fans, headlights or A/C switch on",
      summary:
        "A poor engine or computer ground shifts every sensor reading when high-current loads switch on. Voltage-drop test the grounds under load and repair the bad one before replacing sensors or the computer.",
      symptoms: [
        "Idle surges or dips when the cooling fans or A/C kick in",
        "Temperature gauge or sensor values jump with headlights on",
        "Fuel trims and misfire counts change with electrical load",
        "Random codes that clear and return",
      ],
      symptomIds: ["drivability", "intermittent", "many-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded engine-to-body or battery ground strap",
          why: "High-current loads make the ground shift by several tenths of a volt, which the computer sees as a change in every sensor reading.",
        },
        {
          likelihood: "occasional",
          part: "Loose PCM ground eyelet",
          why: "The PCM's own ground is the reference for sensor grounds; any resistance there skews readings.",
        },
        {
          likelihood: "rare",
          part: "Sensor ground wire damaged",
          why: "A damaged sensor ground circuit adds resistance and offset to sensor readings.",
        },
      ],
      checks: [
        {
          step: "With engine running and fans, headlights and A/C on, measure voltage between the engine block and battery negative.",
          tools: ["Digital multimeter"],
          expect: "Under 0.2 V; more indicates a bad engine ground.",
        },
        {
          step: "Measure voltage between the PCM ground pin and battery negative under the same load.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Under 0.1 V between the PCM ground pin and the battery negative post.",
        },
        {
          step: "Watch sensor values in live data while switching loads.",
          tools: ["Scan tool"],
          expect:
            "Coolant temperature and MAP barely move (a degree or two, under 1 kPa) as loads switch; jumps that follow the loads confirm a ground fault.",
        },
      ],
      fix: "Clean and tighten or replace the ground straps and PCM ground eyelets, using star washers and protecting the joints. Clear codes and retest under load.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 80,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes diagnosis, taxes and repairs to damaged harnesses.",
      },
      verdict: "careful",
      verdictReason: "Bad grounds can cause stalling and false gauge readings; fix soon.",
      codes: ["P0562"],
      terms: ["ground offset", "voltage drop", "sensor ground"],
      related: ["shorted-5v-reference-many-codes", "pcm-loses-power-engine-dies", "p0603-keep-alive-memory-lost"],
    },
    {
      slug: "over-the-air-update-failed",
      title: "Over-the-air software update failed or the car says it can't be driven during an update",
      summary:
        "Newer GM, Ford, Hyundai, Tesla and other vehicles install module software over the air while parked, and usually cannot be driven during the install. A failed install normally retries; low battery charge or a weak signal are the usual reasons.",
      symptoms: [
        "Message that an update is installing and the car cannot be started",
        "Update failed or update unsuccessful message",
        "Features missing or behaving differently after an update",
        "Repeated prompts to install the same update",
      ],
      symptomIds: ["after-module-work", "no-start-security", "feature-dead"],
      causes: [
        {
          likelihood: "common",
          part: "Low 12-volt battery charge",
          why: "Updates need a healthy battery to complete; the car cancels or fails the update when voltage is low.",
        },
        {
          likelihood: "occasional",
          part: "Poor cellular or Wi-Fi connection",
          why: "A weak signal interrupts the download, so the update restarts or fails.",
        },
        {
          likelihood: "rare",
          part: "Module not accepting the update",
          why: "A module with a fault or an older hardware version may reject the update and need a dealer flash.",
        },
      ],
      checks: [
        {
          step: "Check the 12-volt battery's charge and condition.",
          tools: ["Battery tester"],
          expect: "About 12.6 V at rest and a good test result.",
        },
        {
          step: "Move the car to a spot with good cellular or Wi-Fi signal and retry.",
          tools: [],
          expect:
            "The update completes; most cars show the software version and install result in a settings or connected-services menu.",
        },
        {
          step: "If it still fails, scan for module codes and check the update history at the dealer.",
          tools: ["Dealer scan tool"],
          expect: "The dealer tool shows which module rejected the update and can flash it by cable.",
        },
      ],
      fix: "Charge or replace the 12-volt battery, connect to better Wi-Fi, and retry the update when parked. If it keeps failing, have the dealer install the update with a wired tool.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner charges the battery and retries on Wi-Fi",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Dealer installs the update with a wired tool",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "12-volt battery replacement and a retry",
            partsLow: 150,
            partsHigh: 250,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
        ],
        excludes: "Estimate; updates themselves are usually free under warranty; excludes towing and dealer diagnosis.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive once the update finishes or is cancelled; never try to drive during an install.",
      codes: [],
      terms: ["over-the-air update", "12-volt battery", "telematics"],
      related: ["reflash-interrupted-module-dead", "software-update-fixes-drivability"],
      commonOn: [
        { make: "tesla" },
        { make: "ford", years: [2021, 2026] },
        { make: "lincoln", years: [2021, 2026] },
        { make: "chevrolet", years: [2021, 2026] },
        { make: "gmc", years: [2021, 2026] },
        { make: "buick", years: [2021, 2026] },
        { make: "cadillac", years: [2020, 2026] },
        { make: "hyundai", years: [2023, 2026] },
      ],
    },
    {
      slug: "ford-solenoid-body-characterization",
      title: "Harsh or flared shifts on a Ford after the transmission solenoid body or valve body was replaced",
      summary:
        "Ford 6R80 and 10R80 solenoid bodies come with characterization data for their individual solenoids that must be loaded into the powertrain computer. Without it the transmission shifts harshly or flares; load the data and reset adaptives.",
      symptoms: [
        "Harsh or slipping shifts right after a solenoid body or valve body replacement",
        "Check engine light with shift or pressure control codes",
        "Shift quality varies from gear to gear",
        "New solenoid body came with a code or strategy number",
      ],
      symptomIds: ["harsh-shifts", "after-module-work", "module-code"],
      causes: [
        {
          likelihood: "common",
          part: "Solenoid characterization data not loaded",
          why: "Each solenoid body is tested at the factory, and its pressure curves are stored as data that the computer needs to control each solenoid precisely.",
        },
        {
          likelihood: "occasional",
          part: "Adaptive values from the old solenoid body still stored",
          why: "Old adaptive tables no longer match the new parts and cause poor shifts.",
        },
        {
          likelihood: "rare",
          part: "Wrong solenoid body for the transmission",
          why: "Solenoid bodies vary by engine and model year; a mismatch cannot be fixed with data alone.",
        },
      ],
      checks: [
        {
          step: "Find the characterization code or strategy number on the new solenoid body or its box.",
          tools: ["Flashlight"],
          expect:
            "A strategy or characterization code on a label or tag that must be entered or scanned; keep it with the repair invoice.",
        },
        {
          step: "Check whether the data has been loaded using Ford software.",
          tools: ["Ford-capable scan tool"],
          expect:
            "The PCM reports the new solenoid body identification; the old ID still stored means the data was never loaded.",
        },
        {
          step: "Reset adaptive values and drive.",
          tools: ["Ford-capable scan tool"],
          expect:
            "Shifts smooth out over a few drive cycles of mixed city and highway driving after the adaptive reset.",
        },
      ],
      noMeasurement:
        "The fault is missing solenoid characterization data in the PCM; the scan tool's solenoid body ID check shows it, and no pressure or electrical reading is meaningful until the file is loaded.",
      fix: "Load the solenoid body characterization data into the PCM or TCM with Ford's software, reset adaptive tables and complete a relearn drive. Check fluid level at operating temperature afterwards.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.6,
        laborHoursHigh: 1.6,
        excludes: "Estimate for programming and relearn; excludes the solenoid body, fluid, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "Harsh or slipping shifts can surprise you and wear clutches; drive gently until programmed.",
      codes: ["P0751", "P0961"],
      terms: ["solenoid body", "characterization data", "adaptive learning"],
      related: ["tcm-replaced-needs-programming", "tcm-internal-fault-limp-mode", "software-update-fixes-drivability"],
      appliesTo: [
        {
          make: "ford",
          models: ["f-150", "expedition", "mustang", "ranger", "transit"],
          years: [2009, 2026],
          transmissions: ["Ford 6R80 6-speed automatic", "Ford 10R80 10-speed automatic"],
        },
        {
          make: "lincoln",
          models: ["navigator"],
          years: [2009, 2026],
          transmissions: ["Ford 6R80 6-speed automatic", "Ford 10R80 10-speed automatic"],
        },
      ],
    },
    {
      slug: "obd-chip-or-fuel-saver-dongle",
      title: "Car runs worse or the battery dies after plugging in an OBD fuel-saver or performance chip",
      summary:
        "Cheap plug-in OBD chips sold as fuel savers or performance boosters do not reprogram the engine; at best they reset learned values, and some keep modules awake and drain the battery. Unplug it, clear codes and let the engine relearn.",
      symptoms: [
        "Rough idle, hesitation or poor mileage after plugging in the device",
        "Battery dead after the car sits with the device plugged in",
        "Check engine light or communication codes",
        "Device has blinking lights but no app or software",
      ],
      symptomIds: ["after-module-work", "battery-drain", "drivability", "many-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Device resetting the engine computer's adaptive values",
          why: "Some dongles send a clear-codes command each time they connect, wiping fuel trims and idle learning so the engine runs rough while relearning.",
        },
        {
          likelihood: "occasional",
          part: "Device keeping the network awake",
          why: "A device that keeps talking on the bus prevents modules from sleeping and drains the battery.",
        },
        {
          likelihood: "rare",
          part: "Device shorting pins in the diagnostic port",
          why: "Poorly made plugs can bend or short pins and damage the port or network.",
        },
      ],
      checks: [
        {
          step: "Unplug the device and clear any codes.",
          tools: ["Scan tool"],
          expect: "No codes return and idle and mileage recover within a few drive cycles as fuel trims relearn.",
        },
        {
          step: "Measure parasitic draw with the device plugged in and unplugged.",
          tools: ["Digital multimeter", "Current clamp"],
          expect: "Under about 50 mA after modules sleep with the device removed.",
        },
        {
          step: "Inspect the diagnostic port for bent or pushed-back pins.",
          tools: ["Flashlight"],
          expect: "Straight pins at the correct depth.",
        },
      ],
      fix: "Remove the device, clear codes and drive normally so fuel trims and idle relearn. Repair any damaged port pins. For a real performance change, use a reputable tuner with a stock file backup.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner unplugs the device and drives",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Diagnostic port pins repaired",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; excludes a new battery if the device drained it, and diagnosis.",
      },
      verdict: "ok",
      verdictReason: "Removing the device fixes most cases; the car is safe to drive.",
      codes: ["U0001"],
      terms: ["OBD port", "adaptive values", "parasitic draw"],
      related: ["aftermarket-tune-problems", "p0603-keep-alive-memory-lost"],
    },
    {
      slug: "normal-module-activity-after-shutoff",
      title: "Clicks, hums or a fan running under the car or hood long after it was shut off",
      summary:
        "Many modules keep working after shutoff: cooling fans and turbo coolant pumps run for several minutes, diesel DEF pumps purge their lines, and EVAP leak tests can run hours later. These are normal; only continuous running or a flat battery is a fault.",
      symptoms: [
        "Radiator fan runs for several minutes after a hot drive",
        "Buzz or hum from the rear of the car hours after parking",
        "Pump whir from a turbo or diesel engine bay after shutoff",
        "Clicking from under the hood shortly after locking",
      ],
      symptomIds: ["runs-after-off"],
      causes: [
        {
          likelihood: "common",
          part: "Cooling fan run-on",
          why: "The engine computer runs the fan after shutoff to cool the engine; many cars run it for up to about 10 minutes.",
        },
        {
          likelihood: "occasional",
          part: "EVAP leak test after shutoff",
          why: "Toyota and others run an EVAP leak check hours after shutoff, using a pump and valves.",
        },
        {
          likelihood: "occasional",
          part: "Turbo coolant pump or DEF purge pump",
          why: "Turbocharged engines run an electric coolant pump to cool the turbo, and diesels purge DEF lines to prevent freezing and crystallization.",
        },
      ],
      checks: [
        {
          step: "Note how long the noise lasts and when it starts.",
          tools: [],
          expect: "A fan stops within about 10 minutes; an EVAP test runs a short time hours later.",
        },
        {
          step: "Measure battery voltage the next morning.",
          tools: ["Digital multimeter"],
          expect: "About 12.6 V; a low battery suggests a real fault.",
        },
        {
          step: "Measure sleep current after an hour.",
          tools: ["Digital multimeter", "Current clamp"],
          expect: "Under about 50 mA once the modules sleep, which takes up to an hour or more on some cars.",
        },
      ],
      fix: "No repair needed for normal activity. If a fan or pump runs continuously, diagnose the relay, sensor or module that controls it.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Nothing to pay for normal activity; diagnosis needed only if something runs continuously.",
      },
      verdict: "ok",
      verdictReason:
        "Normal post-shutdown activity is part of how modern cars protect their engines and emissions systems.",
      codes: [],
      terms: ["fan run-on", "EVAP leak test", "DEF purge"],
      related: ["dash-stays-lit-engine-runs-key-off", "nissan-ipdm-fans-or-lights-stay-on"],
      commonOn: [{ make: "toyota" }, { make: "lexus" }],
    },
    {
      slug: "flood-damaged-car-modules",
      title: "Car that sat in floodwater now has modules failing one after another",
      summary:
        "Floodwater, especially salt water, corrodes connectors and circuit boards, and modules can keep failing weeks after the water is gone. Find the waterline, check every module and connector below it, and consider whether repairing is worth the cost.",
      symptoms: [
        "Warning lights and module failures spreading over weeks",
        "Musty smell, silt under the carpet or water marks inside",
        "Lights, locks or seats behaving erratically",
        "Airbag light on from a module under a seat",
      ],
      symptomIds: ["water-corrosion", "many-lights", "body-functions-erratic", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Corrosion in connectors and modules below the waterline",
          why: "Water and salt creep into connectors and boards, causing corrosion that continues after drying.",
        },
        {
          likelihood: "occasional",
          part: "Water trapped in harnesses or under carpet",
          why: "Wet padding and harness coverings keep moisture in contact with connectors.",
        },
        {
          likelihood: "occasional",
          part: "Airbag or seat modules under seats",
          why: "Modules mounted low are the first to be submerged and corroded.",
        },
      ],
      checks: [
        {
          step: "Look for the waterline on door panels, seat rails and under carpet.",
          tools: ["Flashlight"],
          expect: "Silt or rust lines show how high the water reached.",
        },
        {
          step: "Scan all modules and note which fail or are missing.",
          tools: ["Enhanced scan tool"],
          expect: "Failures line up with modules below the waterline.",
        },
        {
          step: "Check the title history for a flood brand.",
          tools: ["Vehicle history report"],
          expect: "A flood or salvage brand confirms the history.",
        },
        {
          step: "With the battery disconnected, measure resistance between CAN high and CAN low at the diagnostic connector, pins 6 and 14.",
          tools: ["Digital multimeter"],
          expect:
            "About 60 Ω (two 120 Ω terminating resistors in parallel); about 120 Ω means a terminating module or its connector is lost, and under 50 Ω points to water bridging the bus wires.",
        },
      ],
      fix: "Remove wet carpet and padding, dry the interior, clean and inspect every connector below the waterline, replace corroded modules (airbag modules that were submerged must be replaced), and program them. Weigh the total cost against the car's value.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Interior dried, connectors cleaned, one or two modules replaced",
            partsLow: 300,
            partsHigh: 1500,
            laborHoursLow: 4,
            laborHoursHigh: 8,
          },
          {
            name: "Interior dried and connectors cleaned only",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
          {
            name: "Several modules and harness sections replaced",
            partsLow: 1500,
            partsHigh: 5000,
            laborHoursLow: 10,
            laborHoursHigh: 20,
          },
        ],
        excludes:
          "Estimate; varies with water height; excludes programming fees, interior parts and insurance deductibles.",
      },
      verdict: "careful",
      verdictReason:
        "Flooded airbag and brake modules may not work when needed; have all safety systems checked before driving.",
      codes: ["U0151", "U0100"],
      terms: ["waterline", "flood title", "corrosion"],
      related: [
        "electrical/water-leak-electrical-gremlins",
        "module-damage-welding-load-dump",
        "vw-audi-plenum-water-ecu",
      ],
    },
    {
      slug: "honda-acura-throttle-module-link-u0107",
      title: "Honda or Acura stuck at limp-home throttle with U0107 from the throttle actuator control module",
      summary:
        "Mid-2000s Acura TL, TSX and RL and Honda S2000 and Element use a separate throttle actuator control module that talks to the engine computer over a serial line. U0107 means that link failed; check its relay, fuse, grounds and connectors before the module.",
      symptoms: [
        "Check engine light with the engine held near a fast idle and little or no response to the pedal",
        "Car creeps at low power because the throttle sits at its spring-set limp-home opening",
        "U0107 stored, sometimes alongside other electronic throttle codes",
        "Fault comes and goes over bumps or after the engine bay was washed",
      ],
      symptomIds: ["limp-mode", "module-code", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Poor terminal contact at the throttle module, throttle body or engine computer",
          why: "Honda's own procedure starts with loose terminals at these three connectors; a spread pin on the serial line drops the link for a quarter of a second and sets the code.",
        },
        {
          likelihood: "common",
          part: "Failed throttle actuator control module relay or DBW fuse",
          why: "The module is powered through its own relay in the under-dash fuse/relay box; burnt relay contacts or a blown fuse leave it dead and the serial line silent.",
        },
        {
          likelihood: "occasional",
          part: "Open or shorted serial wire or module ground",
          why: "The two computers trade pedal and throttle position over one dedicated wire; a chafe or a loose ground eyelet breaks the exchange.",
        },
        {
          likelihood: "occasional",
          part: "Battery voltage sagging during cranking or idle",
          why: "The check runs whenever battery voltage is above 8.0 V, so a battery that sags toward that point can reset the throttle module and set the code.",
        },
        {
          likelihood: "rare",
          part: "Failed throttle actuator control module",
          why: "With power, ground and the serial wire proven good, the module's own electronics are at fault.",
        },
      ],
      checks: [
        {
          step: "Record freeze data, clear the code, and see whether it returns with the key on and then with the engine running.",
          tools: ["Honda HDS or enhanced scan tool"],
          expect:
            "An immediate return is a hard fault to trace; no return means an intermittent, so wiggle the connectors at the module, relay, throttle body and engine computer.",
        },
        {
          step: "With the intake duct off, press the pedal to the floor, turn the key on and watch the throttle plate, keeping fingers well out of the bore.",
          tools: ["Flashlight"],
          expect:
            "The plate closes and then opens fully on a working system; no movement means the module has no power or no link.",
        },
        {
          step: "Check the throttle actuator control module relay and its fuse in the under-dash fuse/relay box (No. 14 DBW, 15 A, on the S2000).",
          tools: ["Test light", "Fuse chart"],
          expect:
            "Battery voltage at the relay feed and a good fuse; a relay that doesn't pass power when energized is replaced.",
        },
        {
          step: "Back-probe the module connector for power and ground, then check the serial wire end to end with the battery disconnected.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Battery voltage on the feed with the key on, under 0.1 V on the ground, and under 1 Ω along the serial wire with no continuity to ground.",
        },
      ],
      fix: "Repair the loose terminal, relay, fuse, ground or serial wire found at fault. Replace the throttle actuator control module only after those pass, then clear codes, confirm the key-on throttle self-check and a steady idle, and road-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Terminal, relay or DBW fuse repair",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Serial wire or module ground repair",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Throttle actuator control module replacement",
            partsLow: 300,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a throttle body if it also tests bad.",
      },
      verdict: "careful",
      verdictReason:
        "With the throttle at its limp-home opening the car may not keep up with traffic; drive slowly to a shop or have it towed.",
      codes: ["U0107"],
      terms: ["Drive-by-wire", "Electronic throttle body", "Limp mode", "Relay"],
      related: ["pcm-connector-harness-intermittent", "obd/p2111-p2112-throttle-stuck", "pcm-loses-power-engine-dies"],
      appliesTo: [
        { make: "acura", models: ["tl", "tsx", "rl"], years: [2004, 2008] },
        { make: "honda", models: ["s2000", "element"], years: [2006, 2011] },
      ],
    },
    {
      slug: "p0600-serial-communication-link",
      title: "Check engine light with P0600 serial communication link, often with gauge or body glitches",
      summary:
        "The engine computer flagged the data link it shares with other modules. On Honda and Acura that is the multiplex link to the gauge unit and multiplex control unit; test the battery, the link wiring and those modules before replacing the engine computer.",
      symptoms: [
        "Check engine light with P0600, sometimes with other communication codes",
        "Gauges, warning lamps or the odometer display act up at the same time",
        "Interior lights, locks or wipers glitch on Honda and Acura models whose multiplex unit runs them",
        "Code appeared after a jump-start, a battery change or a water leak",
      ],
      symptomIds: ["module-code", "many-lights", "no-communication"],
      causes: [
        {
          likelihood: "common",
          part: "Low battery voltage or loose battery clamps",
          why: "Brief drops during cranking or over bumps reset the modules on the link mid-message, and the engine computer counts the garbled data as a link fault.",
        },
        {
          likelihood: "common",
          part: "Loose, wet or corroded connector on the communication line",
          why: "Honda's test counts bad data (about 2,500 bad bytes or 500 bad frames on an S2000) before setting the code, so a connector that loses contact now and then is enough.",
        },
        {
          likelihood: "occasional",
          part: "Failed gauge unit or multiplex control unit",
          why: "If the module at the other end of the link fails or loses its own power, the engine computer receives nothing valid.",
        },
        {
          likelihood: "rare",
          part: "Engine computer communication circuit failure",
          why: "An engine computer whose own communication circuit has failed sets P0600 with good wiring and healthy partner modules.",
        },
      ],
      checks: [
        {
          step: "Test the battery and clean and tighten both terminals.",
          tools: ["Battery tester", "Terminal brush"],
          expect:
            "12.4 V or more at rest and clamps that cannot be twisted by hand; fix these before chasing the code.",
        },
        {
          step: "Read codes in every module, including the gauge cluster and the body or multiplex modules.",
          tools: ["Enhanced scan tool"],
          expect:
            "Communication codes in the gauge or multiplex unit confirm the same link; a module that does not answer at all is where to test power and ground.",
        },
        {
          step: "Check power and ground at the partner modules (on Honda and Acura the gauge unit and the multiplex control unit in the driver's under-dash fuse box).",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect: "Battery voltage on the feeds and under 0.1 V on the grounds.",
        },
        {
          step: "Check the communication wire between the engine computer and those modules for continuity and shorts, then wiggle the connectors with the engine running.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Under 1 Ω end to end, no continuity to ground or battery voltage, and no code returning while the harness is flexed.",
        },
        {
          step: "Look for a service bulletin or software update for P0600 on the vehicle.",
          tools: ["Service information"],
          expect: "A published update is applied before any module is replaced.",
        },
      ],
      fix: "Correct the battery or clamp fault, repair the communication wire or connector, or replace the failed partner module. Replace and program the engine computer only when its link fails with everything else proven good. Clear codes and drive three trips to confirm the light stays off.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Battery clamps or link connector cleaned and repaired",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Gauge unit or multiplex control unit replacement",
            partsLow: 200,
            partsHigh: 600,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          {
            name: "Engine computer replacement",
            partsLow: 300,
            partsHigh: 700,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes programming, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Usually drivable, but lost data between modules can disable cruise, upset shifting or leave gauges unreliable; get it diagnosed soon.",
      codes: ["P0600"],
      terms: ["PCM", "Instrument cluster", "Network scan"],
      related: [
        "pcm-internal-fault-codes",
        "pcm-connector-harness-intermittent",
        "can-bus-network/low-voltage-event-history-u-codes",
      ],
      commonOn: [{ make: "honda" }, { make: "acura" }],
    },
  ],
};
