import { chryslerDodgeJeepRam, chryslerTipmEraVehicles, gmBrands } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Body electrical faults from the fuse box outward: dead-battery drains, blown fuses and relays, bad grounds, lights, power windows, locks and seats, horn, wipers and gauges.",
  howItWorks: [
    "With the engine running the alternator carries the load; with it off the battery feeds everything. Power leaves the battery through a main fuse or fusible link to the under-hood power distribution box and an interior fuse panel, often built into the body control module (BCM). From there each circuit runs through its own fuse, often a relay, a switch and the load itself (a bulb, motor, heater grid or horn), then back to the battery through a ground point bolted to the body or engine.",
    "On older cars a switch carried the full current to a lamp or motor. On most cars since the mid-2000s the switch only sends a low-current request to the BCM, which drives the load through a relay or a solid-state driver, times the interior lights, cancels the turn signals, flashes the hazards and shuts down accessories after the key is off. Gauges are small stepper motors in the instrument cluster, moved by sensor readings the cluster gets over a wire or from another module.",
    "Every circuit needs three things to work: a feed with full battery voltage, a path to ground with almost no resistance, and a load that is intact. Nearly every body-electrical fault is one of those three gone missing or gone partial, which is why a test light, a multimeter and a wiring diagram find most of them.",
  ],
  howItFails: [
    "The most common complaint in U.S. shops is a battery that goes flat while the car sits: a module that will not sleep, a lamp behind a closed lid, a stuck relay or a hardwired accessory. Next come worn mechanical parts with motors inside: window regulators that snap their cables, door-lock actuators that buzz and quit, wiper motors whose park switches wear out and seat tracks that strip.",
    "Corrosion and heat do the rest. Ground points rust under the body, taillight sockets fill with water, fuse terminals loosen and scorch, and a high-resistance connection lets a lamp glow dim or a motor run slow long before it fails outright. A dead short blows the same fuse again and again, while a partial short or a backfeed through a shared ground makes unrelated lights flash together and looks like a ghost.",
    "Intermittent faults are the expensive ones: a water leak onto a junction box, a door-jamb harness broken inside its boot or a cluster with cracked solder joints can work on the lift and fail on the road. Testing with the circuit loaded, and wiggling harnesses while watching the meter, separates them from parts that are simply worn out.",
  ],
  tools: [
    "Digital multimeter with a millivolt scale and 10 A range, for voltage, voltage drop and resistance",
    "Inductive low-amp current clamp, to read parasitic draw and motor current without opening the circuit",
    "LED test light and an incandescent test light, for quick feed and ground checks (the incandescent one loads the circuit)",
    "Fused jumper leads and a battery-disconnect switch, to power motors directly and keep modules awake during a drain test",
    "Fuse puller, an assortment of mini, low-profile and cartridge fuses, and spare ISO mini relays for swap tests",
    "Short finder or a circuit-breaker fuse saver, to trace a dead short without burning fuses",
    "Scan tool with body-module access, to read B- and U-codes, command outputs and view switch inputs live",
    "Trim panel tools and a T20/T25/T30 Torx set, for door panels, seat covers and dash trim without broken clips",
    "Wiring diagrams and connector views from factory service information for the exact vehicle",
  ],
  safety: [
    "Disconnect the battery negative and wait the time service information gives (often 1–10 minutes) before working near airbag modules, seat harnesses, clocksprings or seat-belt pretensioners; yellow connectors are airbag circuits and must never be probed with a test light.",
    "Never replace a blowing fuse with a larger one or a piece of wire: the fuse protects the wiring, and an oversized fuse lets the harness itself become the fuse and start a fire behind the dash.",
    "HID headlamp ballasts produce more than 20,000 V at start-up; keep hands off the bulb socket with the lights switched on and let the lamp cool before touching it.",
    "A power window or sunroof with its pinch protection lost after a battery change can close with full motor force; keep fingers, children and pets clear until it has been re-initialized.",
    "Driving at night or in rain without working headlights, brake lights or wipers is the real hazard in this system: park it or drive only in daylight and dry weather until it is fixed.",
    "A burning-plastic smell, a hot fuse box or smoke from under the dash means current is flowing where it should not; switch off, disconnect the battery negative and do not keep driving.",
  ],
  symptoms: [
    { id: "battery-dead-parked", label: "Battery goes dead while the car sits parked" },
    { id: "fuse-blows", label: "A fuse keeps blowing or several things quit at once" },
    { id: "headlight-problem", label: "Headlight out, dim, flickering or stuck on" },
    { id: "exterior-light-problem", label: "Turn signal, brake, tail or backup light problem" },
    { id: "interior-light-problem", label: "Dash or interior lights dark or won't turn off" },
    { id: "window-problem", label: "Power window slow, stuck, crooked or dead" },
    { id: "lock-problem", label: "Door locks, trunk release or key fob not working" },
    { id: "seat-problem", label: "Power seat or heated seat not working" },
    { id: "horn-problem", label: "Horn dead, weak or sounding on its own" },
    { id: "wiper-problem", label: "Wipers or washers not working right" },
    { id: "gauge-problem", label: "Gauge reads wrong, sticks or goes dead" },
    { id: "burning-smell", label: "Burning plastic smell, melted connector or hot cable" },
    { id: "warning-message", label: "Bulb-out, airbag or other warning on the dash" },
    { id: "random-electrical", label: "Electrical things act up at random or in the rain" },
    { id: "noise-car-off", label: "Clicking, buzzing or running noise with the car off" },
    { id: "mirror-defrost-sunroof", label: "Mirror, rear defroster or sunroof not working" },
  ],
  problems: [
    {
      slug: "battery-drains-after-sitting",
      title: "Battery keeps going dead after the car sits a day or a few",
      summary:
        "Either something keeps drawing current with the key off, or the battery no longer holds a charge. Prove the battery is healthy, then measure key-off draw once the modules sleep and find the fuse that carries it; most cars should settle under about 50 mA.",
      symptoms: [
        "Starts fine after a jump or a charge, then is flat again after one to three days parked",
        "Clock, radio presets or one-touch window settings reset after each dead battery",
        "Battery passes a load test once it has been fully recharged",
        "Charging voltage is normal (about 13.5–14.8 V) with the engine running",
        "Clicks or does nothing after sitting, then starts right up with a jump",
      ],
      symptomIds: ["battery-dead-parked"],
      causes: [
        {
          likelihood: "common",
          part: "Old battery with high self-discharge",
          why: "An aged or sulfated battery leaks charge internally and has little reserve for the normal 20–50 mA that sleeping modules draw, so a few days drop it below cranking voltage.",
        },
        {
          likelihood: "common",
          part: "Module that never goes to sleep (BCM, amplifier, telematics unit)",
          why: "A module held awake by a stuck input or a software fault keeps its processor and relays powered, drawing 200 mA to over 1 A instead of a few milliamps.",
        },
        {
          likelihood: "common",
          part: "Hidden lamp left on by a failed switch",
          why: "A glovebox, trunk, vanity or under-hood bulb behind a closed lid draws 0.3–1 A, enough to empty a typical 50–70 Ah battery in a couple of days.",
        },
        {
          likelihood: "occasional",
          part: "Alternator with a leaking rectifier diode",
          why: "A shorted diode lets battery current flow back through the stator to ground, a drain that shows on the alternator output wire rather than in any fuse.",
        },
        {
          likelihood: "rare",
          part: "Chafed wire leaking to ground through dirt or moisture",
          why: "A partial short that is not bad enough to blow a fuse still passes a steady fraction of an amp around the clock.",
        },
      ],
      checks: [
        {
          step: "Charge the battery fully and test it with a conductance or load tester before chasing any drain.",
          tools: ["Battery charger", "Conductance battery tester"],
          expect:
            "12.6 V or more at rest and a CCA result near the label rating; a battery that fails here may be the whole problem.",
        },
        {
          step: "Lock the car in a dark garage and look for light in the glovebox, trunk, vanity mirrors and under-hood lamp; listen for relays or motors.",
          tools: ["Flashlight"],
          expect: "A glow or hum still present 15 minutes after locking points to the circuit to test first.",
        },
        {
          step: "Fit a low-amp clamp around the negative cable (or an ammeter in series through a battery-disconnect jumper so the circuit is never broken), latch the hood switch and door latches, lock the car and wait for modules to sleep.",
          tools: ["Low-amp current clamp", "Digital multimeter"],
          expect:
            "Most vehicles drop below 50 mA within 10–60 minutes; a few luxury models allow up to about 85 mA. A steady 200 mA or more is a real drain.",
        },
        {
          step: "Without opening a door, read millivolts across each fuse in the under-hood and interior panels.",
          tools: ["Digital multimeter", "Fuse voltage-drop chart"],
          expect:
            "An idle fuse reads 0.0 mV; a fuse showing a few tenths of a millivolt or more is carrying current, and the chart converts it to amps for that fuse size.",
        },
        {
          step: "On the guilty circuit, unplug its loads one at a time while watching the clamp reading.",
          tools: ["Low-amp current clamp", "Wiring diagram"],
          expect: "Draw falls back to normal when the faulty lamp, switch or module is disconnected.",
        },
        {
          step: "If no fuse carries the current, clamp the alternator output wire with the engine off.",
          tools: ["Low-amp current clamp"],
          expect:
            "Any current flowing in the alternator B+ lead with the engine off points to a leaking diode inside the alternator.",
        },
      ],
      fix: "Repair whatever stays awake: the stuck switch or lamp, the module that will not sleep (BCMs and telematics units usually need programming after replacement) or the alternator if its diodes leak. Recharge the battery with a charger, recheck the sleep current, and replace the battery too if repeated deep discharges have left it below spec.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Battery replacement for one that no longer holds a charge",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Stuck lamp switch found and replaced",
            partsLow: 5,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Alternator replacement for leaking diodes",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Module that won't sleep updated or replaced",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.4,
          },
        ],
        excludes:
          "Estimate; a long drain hunt is billed by the hour, and module programming, taxes and dealer rates are extra.",
      },
      verdict: "ok",
      verdictReason:
        "It drives normally once started, but every deep discharge shortens battery life and the next cold morning may leave you stranded.",
      codes: [],
      terms: ["parasitic draw", "module sleep", "voltage drop", "current clamp"],
      related: [
        "trunk-or-glovebox-light-drain",
        "accessory-power-stays-on",
        "hardwired-accessory-drain",
        "random-dead-battery-module-wakeup",
        "engine-wont-start/dead-battery-rapid-clicking",
        "hybrid-system/hybrid-12v-battery",
      ],
    },
    {
      slug: "trunk-or-glovebox-light-drain",
      title: "Glovebox or trunk light stays on with the lid shut and drains the battery",
      summary:
        "A lamp behind a closed lid is staying lit because its plunger or latch switch failed. Confirm with a phone camera or a drain test, then replace the switch or unplug the bulb until the part arrives.",
      symptoms: [
        "Glovebox or trunk feels warm near the lamp after the car has been parked",
        "Light visible through the trunk seam or glovebox gap at night",
        "Battery is weak after a day or two parked, fine when driven daily",
        "Key-off draw of roughly 0.3–1 A that drops to normal when one interior fuse is pulled",
      ],
      symptomIds: ["battery-dead-parked", "interior-light-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Glovebox lamp plunger switch stuck closed or misaligned",
          why: "When the door no longer presses the plunger far enough, the switch never opens and the lamp burns continuously.",
        },
        {
          likelihood: "common",
          part: "Trunk or liftgate latch switch failed",
          why: "Many latches include the ajar switch; when it sticks, the lamp stays on and the body module may also stay awake reporting an open trunk.",
        },
        {
          likelihood: "occasional",
          part: "Vanity mirror lamp switch in the sun visor",
          why: "A worn visor hinge or broken slider switch leaves the mirror lights on with the cover closed.",
        },
        {
          likelihood: "rare",
          part: "Under-hood lamp mercury or tilt switch",
          why: "On older trucks the hood lamp switch can stay closed at rest, lighting the engine bay all night with the hood shut.",
        },
      ],
      checks: [
        {
          step: "Start a video on a phone, place it in the glovebox or trunk, close the lid for a minute and watch the recording.",
          tools: ["Smartphone"],
          expect: "A lit lamp in the video confirms the switch is not opening.",
        },
        {
          step: "Press the plunger or latch switch by hand with the lid open and watch the lamp.",
          tools: [],
          expect:
            "The lamp should go out when the switch is pressed or the latch is closed with a screwdriver; if it stays on, the switch or its wiring is faulty.",
        },
        {
          step: "Measure key-off draw with a current clamp, then pull the bulb or unplug the switch.",
          tools: ["Low-amp current clamp"],
          expect:
            "Draw drops by the lamp's current (about 0.4 A for a 5 W bulb, more for two) to a normal sleep reading under 50 mA.",
        },
        {
          step: "If the trunk latch is the suspect, watch the door-ajar or trunk-open indication on the cluster or scan tool while operating the latch.",
          tools: ["Scan tool"],
          expect:
            "The trunk-open status should change state each time the latch closes; a status stuck on open condemns the latch switch.",
        },
      ],
      fix: "Replace the plunger switch, visor, or trunk latch assembly (on many newer cars the switch is only sold with the latch). Adjust the glovebox bumper so the door fully presses the plunger. Until the part arrives, pulling the bulb stops the drain safely.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Glovebox plunger switch replaced or bumper adjusted",
            partsLow: 8,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Visor with a vanity lamp switch replaced",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Trunk latch with a built-in switch replaced",
            partsLow: 60,
            partsHigh: 160,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate; excludes a replacement battery if repeated flat starts ruined it, and dealer-only latch parts.",
      },
      verdict: "ok",
      verdictReason: "Nothing about the car is unsafe; the only risk is a flat battery after it sits.",
      codes: [],
      terms: ["plunger switch", "latch switch", "parasitic draw"],
      related: ["battery-drains-after-sitting", "dome-light-stays-on", "interior-lights-dont-work"],
    },
    {
      slug: "accessory-power-stays-on",
      title: "Radio and power outlets stay live after the key is out and the doors are shut",
      summary:
        "The accessory or run relay has welded contacts, or the retained-power timer never ends. Confirm the relay is energized with the key off, replace it, and check why it overheated.",
      symptoms: [
        "Radio keeps playing or the 12 V outlet still charges a phone long after shutdown",
        "Windows still work with the key out and all doors closed for more than 10 minutes",
        "A relay in the fuse box feels warm with the car off",
        "Battery flat overnight, with a key-off draw of 2 A or more",
      ],
      symptomIds: ["battery-dead-parked", "noise-car-off"],
      causes: [
        {
          likelihood: "common",
          part: "Accessory or run relay with welded contacts",
          why: "Arcing every key cycle can weld the contacts together, so the relay keeps feeding the accessory bus even after its coil is de-energized.",
        },
        {
          likelihood: "occasional",
          part: "Retained accessory power (RAP) not timing out",
          why: "Many GM and other vehicles keep windows and radio alive for about 10 minutes or until a door opens; a door-ajar input that never changes can hold RAP on indefinitely.",
        },
        {
          likelihood: "occasional",
          part: "Ignition switch electrical section worn",
          why: "Worn contacts in the ignition switch can leave the accessory terminal connected in the off position.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket remote-start or stereo wired to the wrong feed",
          why: "An installer who tapped the ignition output can backfeed the accessory circuit so it stays powered.",
        },
      ],
      checks: [
        {
          step: "Shut the car off, remove the key, close all doors, wait 15 minutes and try the radio and windows.",
          tools: [],
          expect:
            "Nothing should operate after the retained-power period; anything that still works shows which bus is stuck on.",
        },
        {
          step: "Find the accessory or run relay in the fuse box diagram and feel or tap it; then pull it with the key off.",
          tools: ["Fuse box diagram", "Relay puller"],
          expect: "If the radio and outlets die when the relay is pulled, the relay or its control is the problem.",
        },
        {
          step: "With the relay out, check for voltage on the coil terminal (86 on ISO relays) with the key off.",
          tools: ["Digital multimeter"],
          expect:
            "0 V on the coil feed with the key off means the relay itself is stuck; 12 V means the switch, module or an aftermarket tap is driving it.",
        },
        {
          step: "Swap in an identical relay from a non-critical circuit and repeat the 15-minute test.",
          tools: ["Spare ISO mini relay"],
          expect: "The problem moving or disappearing with the swap confirms welded contacts.",
        },
        {
          step: "Check the door-ajar status for each door on a scan tool with all doors shut.",
          tools: ["Scan tool"],
          expect: "All doors should read closed; one stuck open can keep retained power alive.",
        },
      ],
      fix: "Replace the stuck relay and clean or tighten its socket terminals, since a loose terminal heats the relay. If the coil is being driven, repair the ignition switch, the faulty door-ajar switch, or remove the bad aftermarket connection. Recheck key-off draw after everything sleeps.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Stuck accessory relay and socket terminals replaced",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Aftermarket stereo or remote-start wiring corrected",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Ignition switch electrical section replacement",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; an ignition switch with an immobilizer transponder ring or a module-integrated relay costs more, as does a flattened battery.",
      },
      verdict: "ok",
      verdictReason: "Driving is unaffected, but the battery will be flat after the car sits overnight.",
      codes: [],
      terms: ["retained accessory power", "ISO relay", "welded contacts"],
      related: ["battery-drains-after-sitting", "relay-chattering-under-dash", "several-circuits-quit-at-once"],
      commonOn: gmBrands,
    },
    {
      slug: "hardwired-accessory-drain",
      title: "Battery started dying after a dash cam, GPS tracker or remote start was installed",
      summary:
        "The new accessory is drawing too much with the car parked or is tapped into a circuit that keeps a module awake. Measure the accessory's own draw, set its low-voltage cutoff, or move its feed to a switched fuse.",
      symptoms: [
        "Dead or slow-cranking battery began within weeks of an accessory install",
        "Dash cam parking mode or tracker LED is active with the car off",
        "Problem is worse in cold weather or after several days parked",
        "Pulling the fuse-tap or unplugging the accessory stops the drain",
      ],
      symptomIds: ["battery-dead-parked"],
      causes: [
        {
          likelihood: "common",
          part: "Dash cam parking mode with the cutoff set too low",
          why: "A recording dash cam draws roughly 200–400 mA; with its hardwire kit cutoff at 11.6 V or lower, it can pull the battery below what is needed to crank.",
        },
        {
          likelihood: "occasional",
          part: "Fuse tap in a circuit that wakes the BCM",
          why: "Tapping a fuse that also feeds a module input can keep that module awake, adding its own current to the accessory's.",
        },
        {
          likelihood: "occasional",
          part: "Remote-start or alarm module fault",
          why: "A failing aftermarket module or one set to poll a door-lock bus can sit at 100 mA or more instead of a few milliamps.",
        },
        {
          likelihood: "rare",
          part: "Tracker or telematics dongle in the OBD-II port",
          why: "Insurance and fleet dongles take constant power from pin 16 and some poll the vehicle network, which can stop modules from sleeping.",
        },
      ],
      checks: [
        {
          step: "Unplug the OBD-II dongle and disconnect or pull the fuse tap for each aftermarket device, then let the car sit overnight.",
          tools: ["Fuse puller"],
          expect: "A healthy battery the next morning, when it was dead before, puts the accessory at fault.",
        },
        {
          step: "Measure the accessory's draw alone with the current clamp around its power lead.",
          tools: ["Low-amp current clamp"],
          expect:
            "Trackers usually draw about 10–50 mA; a dash cam in parking mode 200–400 mA; anything near 1 A is faulty or misconfigured.",
        },
        {
          step: "Check total key-off draw with the accessory connected after modules sleep, then with it disconnected.",
          tools: ["Low-amp current clamp", "Digital multimeter"],
          expect:
            "The difference should equal the accessory's own draw; a larger jump means it is keeping vehicle modules awake.",
        },
        {
          step: "Read the hardwire kit's cutoff setting and check that the fuse tap sits in the right orientation with the accessory leg on the load side.",
          tools: ["Digital multimeter"],
          expect:
            "A cutoff of 12.2–12.4 V protects a battery; a tap installed backward can bypass its own fuse protection.",
        },
      ],
      fix: "Raise the dash cam cutoff to about 12.2–12.4 V or move its feed to a switched fuse, relocate fuse taps to circuits with no module inputs, and repair or remove a faulty remote-start module. Recharge the battery and confirm key-off draw under about 50 mA plus the accessory's rated standby current.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Dash cam cutoff raised or fuse taps relocated",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Faulty remote-start module repaired or removed",
            partsLow: 0,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes a new battery and repairs to wiring damaged by a poor install.",
      },
      verdict: "ok",
      verdictReason: "The car is safe to drive; the risk is being unable to start it after it sits.",
      codes: [],
      terms: ["fuse tap", "hardwire kit", "parking mode", "parasitic draw"],
      related: ["battery-drains-after-sitting", "random-dead-battery-module-wakeup"],
    },
    {
      slug: "random-dead-battery-module-wakeup",
      title: "Battery is dead only now and then, with no pattern and a normal drain test",
      summary:
        "An intermittent drain: a module that wakes up and stays awake, often because a smart key is left near the car or a door or hood switch flickers. Log key-off current overnight to catch it.",
      symptoms: [
        "Dead battery once every week or two, while most mornings are fine",
        "Shop drain tests show a normal sleep current under 50 mA",
        "Car is parked near where the push-button-start key is kept",
        "Security light, dome light or mirror puddle lamps sometimes seen lit on a parked car",
      ],
      symptomIds: ["battery-dead-parked", "random-electrical"],
      causes: [
        {
          likelihood: "common",
          part: "Smart key kept within a few feet of the car",
          why: "Owner's manuals for several push-button-start models warn that leaving the key close to the car for long periods runs down the key battery and can add to vehicle battery drain.",
        },
        {
          likelihood: "common",
          part: "Door, hood or liftgate ajar switch that flickers",
          why: "A worn latch switch that opens and closes with temperature or vibration wakes the body module, which then runs its full wake-up cycle and may never settle.",
        },
        {
          likelihood: "occasional",
          part: "Telematics or infotainment module failing to return to sleep",
          why: "A module that wakes for a scheduled connection and hangs can hold the vehicle network awake at 1–3 A until the battery is empty.",
        },
        {
          likelihood: "rare",
          part: "Water intrusion at a switch or connector",
          why: "Moisture across switch contacts creates a phantom input that only occurs after rain or a car wash.",
        },
      ],
      checks: [
        {
          step: "Keep the smart key at least 15–20 feet from the car, or in a signal-blocking pouch, for a week.",
          tools: ["Signal-blocking pouch"],
          expect: "No more dead batteries points to the key's proximity keeping the keyless system awake.",
        },
        {
          step: "Connect a recording multimeter or a current data logger to a clamp on the negative cable and leave it overnight.",
          tools: ["Low-amp current clamp", "Recording multimeter or data logger"],
          expect:
            "A normal trace settles under 50 mA; a step up to hundreds of milliamps at a random time shows when and how much the car wakes.",
        },
        {
          step: "Read door, hood and trunk ajar inputs on a scan tool while tapping each latch and flexing the door-jamb harness.",
          tools: ["Scan tool"],
          expect:
            "Each input should stay steady at closed; any flicker identifies the switch or harness that wakes the car.",
        },
        {
          step: "Check for software updates or service bulletins on the body, telematics and infotainment modules by VIN.",
          tools: ["Scan tool", "Service information"],
          expect:
            "An update listed for battery drain or module wake-up is the likely fix when the logger shows a module staying awake.",
        },
      ],
      fix: "Store the smart key away from the car, replace the flickering latch switch (often the whole latch), or update or replace the module that will not sleep. After repairs, charge the battery and repeat an overnight current log to confirm the car settles and stays asleep.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Smart key stored away from the car: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Flickering latch or ajar switch replacement",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          { name: "Module software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
          {
            name: "Module that won't sleep replaced",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; a data-logging drain hunt can exceed this range, and module programming may need a dealer.",
      },
      verdict: "ok",
      verdictReason: "The car drives normally; keep a jump pack in the car until the cause is found.",
      codes: [],
      terms: ["smart key", "ajar switch", "data logger", "module wake-up"],
      related: [
        "battery-drains-after-sitting",
        "hardwired-accessory-drain",
        "dome-light-stays-on",
        "water-leak-electrical-gremlins",
      ],
    },
    {
      slug: "dome-light-stays-on",
      title: "Dome light stays on with every door closed and the door-ajar lamp lit",
      summary:
        "A door-ajar switch, usually built into a door latch on newer cars, is reporting a door open. Find the door with a scan tool or by pressing each switch, then replace the switch or latch.",
      symptoms: [
        "Dome and courtesy lights stay on or keep timing back on after closing all doors",
        "Door-ajar warning or chime with every door shut",
        "Auto-lock does not lock, or the car will not arm its alarm",
        "Battery flat the next morning if the lights were left on overnight",
      ],
      symptomIds: ["interior-light-problem", "battery-dead-parked", "lock-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Door latch with internal ajar switch failed",
          why: "Most cars since the mid-2000s read door status from a switch inside the latch; a worn or corroded switch reads open permanently.",
        },
        {
          likelihood: "occasional",
          part: "Plunger-style door-jamb switch corroded or stuck",
          why: "On older vehicles the jamb switch grounds the lamp circuit; rust or a seized plunger keeps it closed.",
        },
        {
          likelihood: "occasional",
          part: "Dome lamp override switch set to on",
          why: "A dome-on position on the lamp or headlight switch holds the lights on regardless of the doors; it is easy to bump during cleaning.",
        },
        {
          likelihood: "rare",
          part: "Chafed wire in the door-jamb boot shorting to ground",
          why: "A door-ajar wire that rubs through to metal grounds the input, which looks to the body module like an open door.",
        },
      ],
      checks: [
        {
          step: "Check the dome override position on the dome lamp and the headlamp switch or dimmer wheel.",
          tools: [],
          expect: "Setting it to door or off position and seeing the lights go out ends the diagnosis at no cost.",
        },
        {
          step: "Watch the cluster's door-open graphic, or read each door-ajar status on a scan tool, with all doors closed.",
          tools: ["Scan tool"],
          expect: "The one door still shown open, or a status stuck at ajar, identifies the faulty latch or switch.",
        },
        {
          step: "Slam the suspect door firmly, then press its jamb switch or operate its latch with a screwdriver and watch the status.",
          tools: ["Screwdriver"],
          expect: "A switch that does not change state when the latch closes confirms a failed latch switch.",
        },
        {
          step: "Unplug the suspect latch connector with the door open.",
          tools: ["Trim panel tools"],
          expect:
            "Status clearing to closed with the plug out means the latch switch is shorted inside; if it stays ajar, the input wire reads near 0 V instead of the module's 5 V or 12 V pull-up (typical), so trace a short to ground.",
        },
      ],
      fix: "Replace the door latch assembly (the ajar switch is usually not sold separately) or the jamb switch, lubricate the new latch and adjust the striker so the door closes fully. Reset any window auto-up or lock settings the body module lost if the battery went flat.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Override switch set back to door: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Plunger-style jamb switch replacement",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          { name: "Chafed jamb-boot wire repair", partsLow: 5, partsHigh: 30, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
          {
            name: "Door latch assembly with ajar switch",
            likely: true,
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes dealer-only latches and a battery replacement after repeated drains.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; confirm the door is truly latched, and expect a drained battery if it sits overnight.",
      codes: [],
      terms: ["door-ajar switch", "door latch", "dome override"],
      related: [
        "trunk-or-glovebox-light-drain",
        "random-dead-battery-module-wakeup",
        "interior-lights-dont-work",
        "locks-cycle-by-themselves",
      ],
    },
    {
      slug: "fuse-blows-again-immediately",
      title: "New fuse blows the moment it goes in or as soon as the switch is turned on",
      summary:
        "There is a dead short to ground somewhere on that circuit. Use a test light or short finder in place of the fuse, unplug loads and move harnesses until the short disappears; never fit a bigger fuse.",
      symptoms: [
        "Replacement fuse pops instantly, sometimes with a spark at the fuse box",
        "Fuse survives until a particular switch or function is turned on",
        "Fuse blows when going over bumps or turning the steering wheel",
        "Everything on that circuit stays dead until the fuse is replaced again",
      ],
      symptomIds: ["fuse-blows"],
      causes: [
        {
          likelihood: "common",
          part: "Wire insulation rubbed through against body metal",
          why: "Harnesses at door jambs, tailgates, seat tracks and sharp brackets wear until the copper touches ground and the circuit draws unlimited current.",
        },
        {
          likelihood: "common",
          part: "Shorted load: seized motor, water-filled socket or failed lamp",
          why: "A motor with a shorted armature or a socket full of corrosion can pull far more current than the fuse rating.",
        },
        {
          likelihood: "occasional",
          part: "Trailer wiring or connector shorted",
          why: "A corroded or crushed trailer plug grounds the tail, brake or turn circuits through the hitch.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket accessory spliced into the circuit",
          why: "An add-on that draws more than the circuit was designed for, or a poor splice, overloads or grounds the feed.",
        },
      ],
      checks: [
        {
          step: "Confirm the correct fuse rating from the fuse box lid or owner's manual and look at the blown fuse element.",
          tools: ["Fuse puller", "Flashlight"],
          expect:
            "A blackened, vaporized element means a hard short; a cleanly melted center is more typical of an overload.",
        },
        {
          step: "Unplug the trailer connector and any aftermarket accessories on that circuit, then fit a new fuse.",
          tools: ["Correct-rating fuse"],
          expect: "If the fuse now survives, the short is in the trailer wiring or the accessory.",
        },
        {
          step: "Put an incandescent test light (or a short finder's breaker) across the empty fuse cavity and turn on the circuit.",
          tools: ["Incandescent test light", "Short finder or fuse saver"],
          expect:
            "The lamp glows bright while the short is present; unplugging loads one by one until it goes out isolates the section.",
        },
        {
          step: "With the test light still in place, flex the harness at door jambs, the tailgate, under seats and along brackets.",
          tools: ["Wiring diagram"],
          expect:
            "A test light that flickers or goes dark as you move a harness shows where the insulation is damaged.",
        },
        {
          step: "With the fuse out and every load on the circuit unplugged, measure resistance from the load side of the fuse cavity to ground.",
          tools: ["Digital multimeter"],
          expect:
            "An intact circuit reads open (OL); near 0 Ω confirms a shorted wire. Do not judge with loads connected, since a cold bulb or motor can read under 1 Ω.",
        },
      ],
      fix: "Repair the chafed section or replace the shorted load, protect the wire with loom and a grommet where it rubbed, and fit the correct-rating fuse. Check that the rest of the circuit works before reassembling trim.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Chafed wire repaired and protected",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.4,
          },
          {
            name: "Shorted socket or lamp replaced",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          {
            name: "Trailer wiring or connector repair",
            partsLow: 10,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          {
            name: "Short under carpet or inside a harness bundle",
            partsLow: 5,
            partsHigh: 200,
            laborHoursLow: 2,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes the part found shorted if it is a motor or module, and extra hours for harnesses under carpet.",
      },
      verdict: "careful",
      verdictReason:
        "Whatever that fuse feeds is dead until it is fixed; if it powers lights or wipers, drive only in daylight and dry weather.",
      codes: [],
      terms: ["dead short", "short finder", "fuse rating", "test light"],
      related: [
        "several-circuits-quit-at-once",
        "taillights-out-brake-lights-work",
        "melted-fuse-box-terminal",
        "power-outlet-dead",
      ],
    },
    {
      slug: "power-outlet-dead",
      title: "12-volt power outlet or cigarette lighter socket stopped charging the phone",
      summary:
        "Nine times in ten the outlet fuse blew, often from a coin or a cheap charger shorting inside the socket. Check the fuse, clean the socket, and use a charger in good condition.",
      symptoms: [
        "Phone charger light is off in one or all 12 V outlets",
        "The cigarette lighter element no longer heats or pops out",
        "Other outlets or the radio on the same fuse also quit",
        "A loose or hot charger plug right before it stopped working",
      ],
      symptomIds: ["fuse-blows"],
      causes: [
        {
          likelihood: "common",
          part: "Blown accessory outlet fuse (typically 15–20 A)",
          why: "A coin, paper clip or failing charger shorts the center contact to the socket shell and blows the fuse.",
        },
        {
          likelihood: "occasional",
          part: "Worn or corroded socket contact",
          why: "A spread center spring or oxidized shell stops the plug making contact even though power is present.",
        },
        {
          likelihood: "occasional",
          part: "Faulty charger or adapter",
          why: "Cheap USB adapters fail internally; the outlet is fine but the adapter produces no output.",
        },
        {
          likelihood: "rare",
          part: "Outlet relay or switched feed fault",
          why: "Some outlets are powered only in accessory or run through a relay; a failed relay kills the outlet with the fuse intact.",
        },
      ],
      checks: [
        {
          step: "Try a known-good charger and check whether the outlet should be live with the key off or only in accessory.",
          tools: ["Known-good charger"],
          expect: "A working second charger clears the outlet; many outlets are dead with the key off by design.",
        },
        {
          step: "Find the outlet fuse in the owner's manual and check it with a test light across both test points.",
          tools: ["Test light", "Fuse puller"],
          expect: "Power on both test points means the fuse is good; power on only one means it is blown.",
        },
        {
          step: "With the battery negative disconnected, look inside the socket with a light for coins, foil or a bent center contact.",
          tools: ["Flashlight", "Plastic pick"],
          expect: "Any debris or a center contact touching the shell explains the blown fuse.",
        },
        {
          step: "Measure voltage between the socket center contact and the shell with the key in the position it should be live.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage (about 12.4–12.6 V engine off) confirms feed and ground; feed present but no voltage to the shell points to a bad ground.",
        },
      ],
      fix: "Remove any debris with the battery disconnected, replace the fuse with the specified rating, and replace the socket if the contacts are spread or burnt. If the fuse blows again with nothing plugged in, trace the circuit as a short.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner replaces the outlet fuse", partsLow: 1, partsHigh: 5, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Shop replaces the worn socket",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; excludes tracing a short if the new fuse blows again with nothing plugged in.",
      },
      verdict: "ok",
      verdictReason: "The outlet has nothing to do with driving safety.",
      codes: [],
      terms: ["accessory outlet", "fuse rating"],
      related: ["fuse-blows-again-immediately"],
    },
    {
      slug: "several-circuits-quit-at-once",
      title: "Several unrelated things stopped working at the same time",
      summary:
        "Circuits that die together share something: one fuse, a fusible link, a relay, a ground or the power distribution module itself. Use the wiring diagram to find what they have in common and test that first.",
      symptoms: [
        "For example, radio, dome light and power mirrors all dead together",
        "Horn, wipers or fuel pump acting up together on a Chrysler, Dodge, Jeep or Ram",
        "Functions come back after tapping the fuse box or on a cool morning",
        "Under-hood fuse box feels warm or shows a melted spot",
      ],
      symptomIds: ["fuse-blows", "random-electrical"],
      causes: [
        {
          likelihood: "common",
          part: "Shared fuse feeding several circuits",
          why: "One interior fuse often feeds the radio memory, clock, interior lights and keyless receiver together; one blown fuse takes them all out.",
        },
        {
          likelihood: "occasional",
          part: "Integrated power module or junction box failure (for example a Chrysler TIPM)",
          why: "Relays and circuit traces are soldered inside these boxes; a cracked solder joint or failed internal relay drops several outputs, famously on many 2007–2014 Chrysler, Dodge, Jeep and Ram models.",
        },
        {
          likelihood: "occasional",
          part: "Shared ground point loose or corroded",
          why: "When a body ground fails, every circuit returning through it loses its path and quits or acts erratically at the same time.",
        },
        {
          likelihood: "rare",
          part: "Fusible link or maxi fuse burned open",
          why: "A main feed to a whole fuse panel opening kills everything downstream at once.",
        },
      ],
      checks: [
        {
          step: "List exactly what works and what does not, then look up the power and ground distribution pages of the wiring diagram.",
          tools: ["Wiring diagram"],
          expect: "The one fuse, relay, splice or ground shared by all the dead circuits is where to test.",
        },
        {
          step: "Touch a test light to both test points of every fuse the dead circuits share, under the hood and inside, since a cracked fuse can look intact.",
          tools: ["LED test light"],
          expect: "A blown fuse shows power on one side only; hairline breaks often look intact.",
        },
        {
          step: "Load-test the shared feed and ground with an incandescent test light and measure voltage drop on each while the circuits are switched on.",
          tools: ["Digital multimeter", "Incandescent test light"],
          expect:
            "Feed within 0.5 V of battery voltage and ground side under 0.2 V; more than that shows the high-resistance point.",
        },
        {
          step: "Tap the power distribution box gently with a plastic handle while the circuits are on, then flex its connectors.",
          tools: ["Plastic mallet or screwdriver handle"],
          expect:
            "Circuits that flicker on or off with tapping point to cracked solder or a failed internal relay in the box.",
        },
      ],
      fix: "Replace the blown fuse after finding the short, clean and tighten the shared ground, or replace the power distribution module or junction box. Many integrated modules must be programmed to the VIN and vehicle options after installation.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Shared fuse replaced and short repaired",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
          {
            name: "Shared ground point cleaned and tightened",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Fusible link or maxi fuse replacement",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Power distribution module or junction box replacement",
            partsLow: 400,
            partsHigh: 1100,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes programming a replacement power module, which is often dealer-only.",
      },
      verdict: "careful",
      verdictReason:
        "Depends on what died: if lights, wipers or the fuel pump feed are involved, the car can quit or be unsafe at night, so go straight to a shop.",
      codes: [],
      terms: ["TIPM", "junction box", "fusible link", "ground point"],
      related: [
        "fuse-blows-again-immediately",
        "melted-fuse-box-terminal",
        "accessory-power-stays-on",
        "horn-sounds-by-itself",
        "water-leak-electrical-gremlins",
      ],
      commonOn: chryslerTipmEraVehicles,
    },
    {
      slug: "relay-chattering-under-dash",
      title: "Rapid clicking or buzzing relay under the dash or hood, sometimes with the car off",
      summary:
        "A relay is cycling because its coil supply voltage is dropping out, its control module is pulsing it, or a low battery cannot hold it in. Find which relay clicks, check battery voltage under load, then test its coil feed and ground.",
      symptoms: [
        "Machine-gun clicking from the fuse box, often with dash lights flickering",
        "Buzzing from a relay that gets louder as the battery runs down",
        "Clicking starts when a door is opened or the key is turned",
        "Wipers, horn or lights pulse in time with the clicking",
      ],
      symptomIds: ["noise-car-off", "random-electrical"],
      causes: [
        {
          likelihood: "common",
          part: "Low or discharged battery",
          why: "When battery voltage sags under the relay's load, the coil releases, voltage recovers, and the relay pulls in again several times a second.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded battery terminal or main ground",
          why: "A poor connection behaves like a weak battery whenever current flows, so relays and modules drop out and reset repeatedly.",
        },
        {
          likelihood: "occasional",
          part: "Relay coil or contacts failing",
          why: "A shorted coil winding or burnt contacts can buzz and fail to hold the circuit closed.",
        },
        {
          likelihood: "rare",
          part: "Body or power module driving the relay erratically",
          why: "A module with a failed internal driver or receiving a noisy input can toggle a relay on and off.",
        },
      ],
      checks: [
        {
          step: "Measure battery voltage at the posts while the clicking happens.",
          tools: ["Digital multimeter"],
          expect:
            "Below about 11.5 V during clicking means the battery is discharged or failing; charge and test it first.",
        },
        {
          step: "Check battery terminals and the main ground by measuring voltage drop from post to cable end with the circuit clicking.",
          tools: ["Digital multimeter"],
          expect: "Under 0.1 V from post to cable; a higher reading means a loose or corroded terminal.",
        },
        {
          step: "Locate the clicking relay by feel or with a mechanic's stethoscope, then swap it with an identical relay.",
          tools: ["Mechanic's stethoscope", "Spare ISO mini relay"],
          expect:
            "If the noise follows the relay, replace it; if it stays in the socket, the control side is at fault.",
        },
        {
          step: "Back-probe the relay coil terminals (85 and 86) while it clicks and compare with the command from the module on a scan tool.",
          tools: ["Digital multimeter", "Scan tool"],
          expect:
            "A steady command with a pulsing coil voltage points to a bad feed or ground; a pulsing command points to the module or its input.",
        },
      ],
      fix: "Charge or replace the battery and clean the terminals first, since most chattering is a low supply. Replace a relay whose coil or contacts failed, or repair the module or the input switch that is pulsing it.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Battery charged and terminals cleaned",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          { name: "Battery replacement", partsLow: 150, partsHigh: 300, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          { name: "Failed relay replacement", partsLow: 10, partsHigh: 60, laborHoursLow: 0.3, laborHoursHigh: 0.6 },
          {
            name: "Module or input switch repair",
            partsLow: 50,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes module programming if the control side is at fault.",
      },
      verdict: "careful",
      verdictReason:
        "A supply weak enough to chatter a relay can stall the engine or kill lights; get the battery and connections checked before a long trip.",
      codes: ["P0562"],
      terms: ["relay coil", "voltage drop", "ISO relay"],
      related: ["accessory-power-stays-on", "several-circuits-quit-at-once", "horn-sounds-by-itself"],
    },
    {
      slug: "melted-fuse-box-terminal",
      title: "Melted fuse, scorched fuse box socket or a burning plastic smell near the fuse panel",
      summary:
        "A loose or corroded terminal is heating under load, not necessarily an overloaded circuit. Stop using that circuit, replace the damaged terminal or the fuse box section, and check that the load is drawing normal current.",
      symptoms: [
        "Fuse body discolored or warped with its element intact",
        "Brown or melted plastic around one fuse or relay cavity",
        "Hot plastic smell after running headlights, blower or cooling fan",
        "The circuit works intermittently, cutting out when it gets hot",
      ],
      symptomIds: ["burning-smell", "fuse-blows"],
      causes: [
        {
          likelihood: "common",
          part: "Spread or corroded female terminal in the fuse box",
          why: "A terminal that no longer grips the fuse blade has high contact resistance, and at 15–30 A it dissipates enough heat to melt plastic.",
        },
        {
          likelihood: "occasional",
          part: "Motor drawing above its normal current",
          why: "A worn cooling fan, blower or seat motor that pulls extra current heats its fuse and terminals to the edge of their rating without blowing the fuse.",
        },
        {
          likelihood: "occasional",
          part: "Previous fuse upsized by an owner or shop",
          why: "A fuse larger than specified lets the terminal and wire carry more current than they were designed for before anything opens.",
        },
        {
          likelihood: "rare",
          part: "Water in the fuse box causing tracking between terminals",
          why: "Moisture and dirt create a leakage path that heats and carbonizes the plastic between adjacent cavities.",
        },
      ],
      checks: [
        {
          step: "Pull the suspect fuse with the circuit off and look at the blades and the cavity terminals with a light.",
          tools: ["Fuse puller", "Flashlight"],
          expect: "Discolored blades and a loose fit in the cavity confirm a heating terminal.",
        },
        {
          step: "Compare the installed fuse rating with the label and owner's manual.",
          tools: [],
          expect:
            "Any fuse larger than specified must be replaced with the correct rating after finding why it was upsized.",
        },
        {
          step: "With the circuit running, measure voltage drop across the fuse from one test point to the other.",
          tools: ["Digital multimeter"],
          expect:
            "Usually under about 100 mV across a healthy fuse and its terminals at normal load; several hundred millivolts means a bad contact.",
        },
        {
          step: "Clamp the current on that circuit with the load running and compare it with the fuse rating.",
          tools: ["Inductive current clamp"],
          expect:
            "Current well above the motor's spec, or close to the fuse rating, points to a failing motor or other load drawing too much.",
        },
      ],
      fix: "Replace the damaged terminal with a new one crimped to the wire, or the fuse box or its replaceable section; many boxes are sold as an assembly. Replace the overdrawing motor if current was high, fit the correct fuse, and clean or seal the box if water got in.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Damaged fuse box terminal replaced and crimped",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          {
            name: "Terminal repair plus the overdrawing motor",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Fuse box or replaceable section replacement",
            partsLow: 200,
            partsHigh: 700,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes programming an integrated power module and repairs to a leak that let water into the box.",
      },
      verdict: "stop",
      verdictReason:
        "Melting plastic at a fuse box can turn into an electrical fire; do not keep driving with that circuit in use.",
      codes: [],
      terms: ["female terminal", "contact resistance", "fuse rating"],
      related: ["fuse-blows-again-immediately", "several-circuits-quit-at-once", "missing-engine-ground-strap"],
    },
    {
      slug: "dead-after-reversed-jumper-cables",
      title: "Car went completely dead after jumper cables were connected backward",
      summary:
        "Reverse polarity usually blows the main fuse or a fusible link first. Check and replace the main fuses, then test for damaged alternator diodes, modules and the battery before assuming the worst.",
      symptoms: [
        "A spark, smoke or a hot cable when the clamps went on",
        "No dash lights, no dome light and no crank after cables were removed",
        "Smell of burnt plastic or a swollen battery",
        "Some circuits work but the engine computer or radio stays dead",
        "Cranks but will not start, with U0100 (lost communication with the ECM) in other modules",
      ],
      symptomIds: ["fuse-blows", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Main fuse, mega fuse or fusible link burned open",
          why: "The main protection device is designed to open on a massive current and is usually the first thing to fail when polarity is reversed.",
        },
        {
          likelihood: "occasional",
          part: "Alternator rectifier diodes destroyed",
          why: "Reversed polarity forward-biases the alternator diodes directly across the battery, pulling hundreds of amps through them.",
        },
        {
          likelihood: "occasional",
          part: "Individual circuit fuses blown",
          why: "Modules with reverse-polarity protection diodes short their feed to ground and blow their own fuses.",
        },
        {
          likelihood: "rare",
          part: "Engine computer or other module damaged",
          why: "A module without adequate protection can have internal components fail when its supply is reversed.",
        },
      ],
      checks: [
        {
          step: "Inspect both batteries and cables for heat damage, melted insulation or a bulging case.",
          tools: ["Flashlight", "Safety glasses"],
          expect: "A swollen, hissing or hot battery must be replaced before any other testing.",
        },
        {
          step: "Check the main fuse or fusible link at the battery or in the under-hood box for continuity.",
          tools: ["Digital multimeter"],
          expect: "Near 0 Ω across a good main fuse; an open reading explains a totally dead car.",
        },
        {
          step: "Test every fuse in both fuse boxes with a test light on the test points.",
          tools: ["LED test light"],
          expect: "Replace each blown fuse and note which circuits they feed for later testing.",
        },
        {
          step: "After restoring power, start the engine and check charging voltage and alternator ripple.",
          tools: ["Digital multimeter", "Battery and charging tester"],
          expect:
            "Charging voltage 13.5–14.8 V with AC ripple under about 0.5 V AC; low output or high ripple means diode damage.",
        },
        {
          step: "Scan all modules for stored codes and missing modules.",
          tools: ["Scan tool"],
          expect: "A module that does not respond after its fuses are good is likely damaged.",
        },
      ],
      fix: "Replace the main fuse or fusible link and any blown circuit fuses, then replace the battery if it was damaged and the alternator if its diodes failed. Clear codes, relearn idle and windows if required, and replace any module that will not communicate.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Main fuse or fusible link and the blown circuit fuses",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Fuses plus a new alternator and battery",
            partsLow: 350,
            partsHigh: 900,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
          {
            name: "Fuses plus an engine computer with programming",
            partsLow: 600,
            partsHigh: 1500,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer-only modules and any second module found dead on the scan.",
      },
      verdict: "stop",
      verdictReason:
        "The car will not run until power is restored, and a damaged battery can vent or explode when charged; do not try to jump it again.",
      codes: ["U0100", "P0562"],
      terms: ["fusible link", "mega fuse", "reverse polarity", "rectifier diode"],
      related: [
        "several-circuits-quit-at-once",
        "fuse-blows-again-immediately",
        "engine-wont-start/main-fuse-fusible-link",
        "engine-wont-start/ecm-no-power-no-communication",
        "alternator/no-charge-after-jump-start",
      ],
    },
    {
      slug: "lights-backfeed-shared-ground",
      title: "Pressing the brake makes the taillights or turn signals on one side flicker or glow",
      summary:
        "A rear lamp has lost its ground, so current backfeeds through the other filaments in that housing. Find the lamp's ground eyelet or corroded socket, clean it to bare metal and re-secure it.",
      symptoms: [
        "Brake pedal makes a turn signal or the dash turn arrow flicker",
        "Taillight glows dimly with the lights off, or the brake light dims when parking lights are on",
        "Turn signal on one side makes other lamps in the same housing pulse faintly",
        "Fault is on one corner only and got worse after rain or a car wash",
        "Trailer lamps misbehave the same way when hooked up",
      ],
      symptomIds: ["exterior-light-problem", "random-electrical"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or loose ground eyelet for the rear lamp assembly",
          why: "With the lamp's ground open, current from the brake filament runs backward through the shared ground of the tail and turn filaments and lights them dimly.",
        },
        {
          likelihood: "common",
          part: "Corroded socket or dual-filament bulb (3157, 7443, 1157) with welded filaments",
          why: "A broken filament that drops onto the other one, or corrosion bridging the socket contacts, connects two lamp circuits together.",
        },
        {
          likelihood: "occasional",
          part: "Poor trailer ground",
          why: "A trailer with a weak ground returns its lamp current through the tow vehicle's other lamp circuits, so lights cross-feed.",
        },
        {
          likelihood: "rare",
          part: "Dual-filament bulb forced into its socket 180 degrees off",
          why: "The offset locking pins are meant to prevent it, but a bulb forced in backward swaps or bridges the brake and tail contacts.",
        },
      ],
      checks: [
        {
          step: "Pull the bulb from the misbehaving lamp and look at both filaments and the socket contacts.",
          tools: ["Flashlight"],
          expect:
            "Two separate intact filaments and clean brass contacts; green or white corrosion or a melted filament must be fixed first.",
        },
        {
          step: "With the brake lights on, measure voltage from the socket ground terminal to the battery negative post.",
          tools: ["Digital multimeter"],
          expect:
            "Under 0.1–0.2 V on a good ground; several volts means the ground is open and current is finding a path through other filaments.",
        },
        {
          step: "Run a fused jumper from the socket ground to clean body metal and operate all the lamps.",
          tools: ["Fused jumper lead"],
          expect: "Normal behavior with the jumper in place proves the factory ground is the fault.",
        },
        {
          step: "Find the ground eyelet from the wiring diagram, usually behind the trunk trim or in the lamp pocket, and inspect it.",
          tools: ["Wiring diagram", "Trim panel tools"],
          expect: "Rust under the eyelet or a loose screw marks the repair point.",
        },
        {
          step: "Unplug the trailer and repeat the test if the fault shows up only when towing.",
          tools: [],
          expect: "A fault that disappears unhooked is the trailer's ground, not the vehicle's.",
        },
      ],
      fix: "Clean the ground eyelet and its body contact to bare metal, refit it with a new screw and a serrated washer and seal it with corrosion inhibitor. Replace corroded sockets or pigtails and fit the correct bulbs, then check every rear lamp function with the headlights both on and off.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 80,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate; excludes a complete taillamp assembly if the housing is water-damaged, and trailer wiring repairs.",
      },
      verdict: "careful",
      verdictReason:
        "Mixed-up brake and turn signals mislead the driver behind you; fix it before relying on the rear lights, especially at night.",
      codes: [],
      terms: ["backfeed", "ground eyelet", "dual-filament bulb", "voltage drop"],
      related: [
        "taillights-out-brake-lights-work",
        "brake-lights-not-working",
        "turn-signal-hyperflash",
        "taillight-water-burned-sockets",
      ],
    },
    {
      slug: "missing-engine-ground-strap",
      title: "Slow crank or a single click, and a throttle, shift or parking-brake cable gets hot or smokes",
      summary:
        "The engine ground strap is missing, broken or corroded, so starter current returns through cables and thin wires never meant to carry it. Stop cranking, prove it with a ground-side voltage-drop test, then refit the strap and replace any cable that overheated.",
      symptoms: [
        "A steel cable, cooler line or thin ground wire gets hot or smokes during cranking",
        "Slow cranking or a single click although the battery and clamps test good",
        "Gauges dip and headlights flicker or dim oddly, worse when the engine starts",
        "Started right after engine, transmission, exhaust or body work",
        "Frayed, green or broken braided strap, or scorched insulation on small grounds near the engine",
      ],
      symptomIds: ["burning-smell", "random-electrical", "gauge-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Engine-to-body or engine-to-frame strap left off after repairs",
          why: "Starter current of roughly 150–250 A must return through the engine block; without the strap it takes the next metal path, such as a parking brake cable or a sensor ground.",
        },
        {
          likelihood: "occasional",
          part: "Braided ground strap corroded or broken at an eyelet",
          why: "Road salt eats braided straps from the inside; a strap that looks attached can measure several ohms and pass almost no current, and a cold morning's higher cranking current is when it finally shows.",
        },
        {
          likelihood: "occasional",
          part: "Battery negative cable corroded where it bolts to the block or frame",
          why: "Corrosion and oil under the lug add resistance to the main ground, cutting cranking voltage and pushing current into secondary paths.",
        },
        {
          likelihood: "rare",
          part: "Ground bolted onto fresh paint or undercoating after body repair",
          why: "An eyelet tightened on paint has almost no metal contact even though it is secure.",
        },
      ],
      checks: [
        {
          step: "With the battery disconnected, trace every ground strap between engine, transmission, body and frame against the wiring diagram.",
          tools: ["Wiring diagram", "Flashlight"],
          expect: "Any strap missing, dangling or green with corrosion is the first thing to fix.",
        },
        {
          step: "Disable fuel or ignition and measure voltage from the engine block to the battery negative post while cranking.",
          tools: ["Digital multimeter"],
          expect: "Under about 0.2–0.3 V on a healthy ground path; 0.5 V or more shows a weak engine ground.",
        },
        {
          step: "Measure from the engine block to bare body sheet metal while cranking.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 0.2 V; a higher reading means the engine-to-body strap, which also serves the lights and gauges, is faulty.",
        },
        {
          step: "With the engine at 2,000 rpm and the high beams, blower on high and rear defroster switched on, measure from battery negative to body sheet metal.",
          tools: ["Digital multimeter"],
          expect:
            "0.1 V or less under that load; 0.3 V or more explains dim, flickering lights and odd gauge readings.",
        },
        {
          step: "Inspect the parking brake cable, throttle cable, shift cable, cooler lines and small ground wires for melted sheathing or discolored strands.",
          tools: ["Flashlight"],
          expect:
            "Any cable or wire that carried starter current should be replaced; heat weakens strands and melts the liner.",
        },
      ],
      fix: "Install or replace the ground straps with the correct gauge, clean each mounting surface to bare metal, tighten the bolts and seal them. Replace any cable, cooler line or thin wire that overheated, since a heat-damaged parking brake or throttle cable can bind or snap.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and refit, or replace, the ground strap",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "New strap plus a heat-damaged cable or cooler line",
            partsLow: 60,
            partsHigh: 180,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, more than one damaged cable and a starter worn by repeated hard cranking.",
      },
      verdict: "stop",
      verdictReason:
        "Starter current through a throttle or brake cable can seize it or start a fire; do not crank the engine again until the ground is restored.",
      codes: [],
      terms: ["ground strap", "starter current", "voltage drop", "stray current"],
      related: [
        "lights-backfeed-shared-ground",
        "melted-fuse-box-terminal",
        "engine-wont-start/loose-corroded-battery-terminal",
        "engine-wont-start/starter-slow-crank-high-draw",
        "engine-wont-start/starter-single-click",
      ],
    },
    {
      slug: "water-leak-electrical-gremlins",
      title: "Lights, locks and warnings go haywire after rain or a car wash",
      summary:
        "Water is reaching a junction box, body module or connector, most often through a clogged sunroof, cowl or A/C drain. Find the wet carpet, dry and clean the connectors, and fix the leak or the faults come back.",
      symptoms: [
        "Wet carpet or padding in a front footwell or under the rear seat",
        "Locks cycling, horn or wipers acting alone, or random dash messages after rain",
        "Musty smell and windows that fog easily",
        "Faults fade after a few dry, sunny days",
        "Green or white corrosion on connectors under the dash or seats",
      ],
      symptomIds: ["random-electrical", "warning-message", "lock-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Clogged sunroof drain tubes",
          why: "Blocked drains overflow the sunroof tray into the headliner and down the pillars onto kick-panel connectors and footwell modules.",
        },
        {
          likelihood: "common",
          part: "Blocked cowl or plenum drains under the windshield",
          why: "Leaves in the cowl dam water until it spills through the firewall or fresh-air intake onto the passenger-side junction box.",
        },
        {
          likelihood: "occasional",
          part: "A/C evaporator condensate drain clogged",
          why: "Condensate backs up and spills into the passenger footwell, where many cars mount the BCM or a fuse panel.",
        },
        {
          likelihood: "rare",
          part: "Failed windshield urethane or torn door vapor barrier",
          why: "A gap in the glass bead or a loose door plastic sheet lets water run into door harness connectors and the footwell.",
        },
      ],
      checks: [
        {
          step: "After rain, press on the carpet and padding in both front footwells, under the rear seat and in the spare-tire well.",
          tools: ["Flashlight"],
          expect: "Soaked padding locates which drain or seal is leaking.",
        },
        {
          step: "Pour a cup of water into each sunroof tray corner and into the cowl, and watch where it comes out.",
          tools: ["Cup of water"],
          expect:
            "Water should exit behind the front wheels or under the car within about 5–10 seconds; pooling or a drip at the kick panel confirms a blocked drain.",
        },
        {
          step: "Remove the kick panel or lift the carpet over the module or junction box and inspect the connectors.",
          tools: ["Trim panel tools", "Flashlight"],
          expect:
            "Water in connector cavities, green corrosion or a watermark on the module housing confirms intrusion.",
        },
        {
          step: "Scan the body module and watch door, lock and switch inputs while the area is wet, then again after drying.",
          tools: ["Scan tool"],
          expect:
            "Inputs that toggle on their own while wet and settle when dry point to water, not failed switches; U0140 (lost communication with the body module) means the module itself is failing.",
        },
      ],
      fix: "Clear drains with low-pressure air or trimmer line, reseal the leak, then dry the carpet and padding completely; padding holds water for weeks. Clean connectors with contact cleaner, replace corroded terminals, and replace any module with a corroded circuit board (BCMs and junction boxes usually need programming).",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clear the drains, reseal the leak, dry and clean the connectors",
            partsLow: 25,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace a corroded body module or junction box, with programming",
            partsLow: 350,
            partsHigh: 1000,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, carpet replacement and mold cleanup.",
      },
      verdict: "careful",
      verdictReason:
        "Wet circuits can suddenly kill lights or wipers or set off the horn; get it dried and repaired before relying on the car in bad weather.",
      codes: ["U0140"],
      terms: ["sunroof drain", "cowl drain", "BCM", "junction box"],
      related: [
        "several-circuits-quit-at-once",
        "random-dead-battery-module-wakeup",
        "locks-cycle-by-themselves",
        "sunroof-wont-close",
        "ecu/bcm-replacement-programming",
        "can-bus-network/water-in-footwell-splice-or-module",
      ],
    },
    {
      slug: "one-headlight-out",
      title: "One headlight is out while the other side still works",
      summary:
        "Almost always a burned-out bulb. Replace both low-beam bulbs as a pair, since the other is near the end of its life; if a new bulb stays dark, test the connector for voltage and look for melted pins.",
      symptoms: [
        "One low beam dark, the other normal",
        "Bulb-out message on cars with lamp monitoring",
        "Lamp flickered or worked only after a bump before it quit",
        "Connector behind the lamp is brown, brittle or melted",
      ],
      symptomIds: ["headlight-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Burned-out halogen bulb (H11, 9006, H13 or similar)",
          why: "Halogen filaments last roughly 500–1,000 hours and break sooner from vibration or from skin oil left on the glass during installation.",
        },
        {
          likelihood: "occasional",
          part: "Melted or corroded bulb connector",
          why: "A loose pin heats under the roughly 4–5 A a low beam draws until the plastic melts and the contact opens.",
        },
        {
          likelihood: "occasional",
          part: "Blown fuse for that side",
          why: "Many cars fuse left and right low beams separately so one short cannot darken both.",
        },
        {
          likelihood: "rare",
          part: "Failed headlamp output in the body module",
          why: "Where the BCM drives each side through its own solid-state output, one failed driver leaves that lamp dead.",
        },
      ],
      checks: [
        {
          step: "Unplug the bulb and look at the filament and glass.",
          tools: ["Flashlight"],
          expect: "A broken filament or gray-black glass confirms a dead bulb.",
        },
        {
          step: "Check the fuse for that side with a test light on the fuse test points.",
          tools: ["Test light"],
          expect: "Power on both points with lights on means the fuse is good.",
        },
        {
          step: "With low beams on, measure between the feed and ground pins of the bulb connector.",
          tools: ["Digital multimeter"],
          expect:
            "Within about 0.5 V of battery voltage (12–12.6 V engine off) means the bulb is the fault; 0 V sends you upstream.",
        },
        {
          step: "Inspect the connector pins and plastic for heat damage and loose grip on the bulb terminals.",
          tools: ["Flashlight"],
          expect:
            "Discolored plastic or loose, blackened pins means the connector must be replaced along with the bulb.",
        },
      ],
      fix: "Replace the bulb (both sides recommended), handling the glass only by its base, and replace any heat-damaged connector with a new pigtail. Some models need the wheel-well liner or bumper cover moved for access. Check aim if the housing was disturbed.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner replaces the bulb", partsLow: 10, partsHigh: 40, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Shop bulb swap with a new connector pigtail",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.3,
          },
        ],
        excludes:
          "Estimate; the shop figure reaches its top only where the bumper cover or liner must come off; excludes aiming.",
      },
      verdict: "careful",
      verdictReason:
        "With one headlight you look like a motorcycle to oncoming drivers and lose sight of the road edge; replace it before driving at night.",
      codes: [],
      terms: ["halogen bulb", "lamp outage monitoring", "pigtail"],
      related: [
        "both-low-beams-out",
        "headlights-dim-yellow",
        "hid-headlight-flickers",
        "bulb-out-warning-after-led-swap",
      ],
    },
    {
      slug: "both-low-beams-out",
      title: "Both low-beam headlights went out together but the high beams still work",
      summary:
        "Two bulbs rarely fail at the same moment, so suspect the low-beam fuse or relay, the headlamp or stalk switch, or the body module's low-beam output. Test for power at both connectors and work back toward the switch.",
      symptoms: [
        "No low beams on either side while high beams or flash-to-pass still work",
        "Daytime running lights still on, hiding the fault in daylight",
        "Headlamp indicator in the cluster lights normally",
        "Quit suddenly, sometimes right after a jump-start or a bulb change",
      ],
      symptomIds: ["headlight-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Blown shared low-beam fuse or failed headlamp relay",
          why: "On cars with one low-beam relay or fuse feeding both sides, that single failure darkens both lamps.",
        },
        {
          likelihood: "common",
          part: "Worn headlamp switch or multifunction stalk contacts",
          why: "On older designs the switch carries lamp current and burns its contacts; on newer ones a worn switch stops sending the low-beam request.",
        },
        {
          likelihood: "occasional",
          part: "Body module low-beam output failed",
          why: "Where the BCM powers the lamps directly, a failed output driver cuts both low beams at once.",
        },
        {
          likelihood: "occasional",
          part: "Second old bulb failing weeks after the first went unnoticed",
          why: "One bulb often dies quietly during daytime driving and the other follows later, looking like a simultaneous failure.",
        },
      ],
      checks: [
        {
          step: "Check the low-beam fuses and swap the headlamp relay with an identical relay from another circuit.",
          tools: ["Test light", "Spare ISO mini relay"],
          expect:
            "Lamps returning with a new fuse or relay end the search; a fuse that blows again means a short to trace.",
        },
        {
          step: "With low beams selected, test for voltage at both bulb connectors.",
          tools: ["Digital multimeter"],
          expect:
            "About 12 V on the feed pin and under 0.2 V on the ground pin at both connectors means both bulbs failed; 0 V on both feeds points to the shared fuse, relay or switch.",
        },
        {
          step: "Watch the headlamp switch input on a scan tool while turning the switch through its positions.",
          tools: ["Scan tool"],
          expect:
            "The request should change to low beam on; no change points to the switch, while a request with no output points to the relay or module.",
        },
        {
          step: "Use the scan tool's output test to command the low beams on.",
          tools: ["Scan tool"],
          expect: "Lamps that light on command confirm the switch side is at fault.",
        },
      ],
      fix: "Replace the failed fuse after ruling out a short, or the relay, headlamp switch or multifunction switch, or the body module; a new BCM needs programming to the VIN and options. Replace both bulbs if they were the cause and check DRL and automatic headlamp operation afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Low-beam fuse or headlamp relay replacement",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Headlamp or multifunction switch replacement",
            partsLow: 50,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Both low-beam bulbs replaced",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.8,
          },
          { name: "Body module replacement", partsLow: 200, partsHigh: 450, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes:
          "Estimate; excludes body module programming, which is often dealer-only, and steering wheel removal on some switch jobs.",
      },
      verdict: "careful",
      verdictReason:
        "Drive in daylight only: at night you would be on high beams that blind oncoming drivers or on DRLs that do not light the road.",
      codes: [],
      terms: ["headlamp relay", "multifunction switch", "BCM", "DRL"],
      related: ["one-headlight-out", "high-beams-not-working", "auto-headlights-misbehave"],
    },
    {
      slug: "hid-headlight-flickers",
      title: "HID xenon headlight flickers, turns pink or shuts off after a few minutes",
      summary:
        "An aging HID bulb (D1S, D2S, D3S and similar) is the usual cause, with the ballast or igniter next. Swap bulbs side to side to see whether the fault follows, and replace HID bulbs in pairs so the color matches.",
      symptoms: [
        "Headlight flickers, goes out, and relights after switching off and on",
        "Lamp color has shifted pink or purple, or is clearly dimmer than the other side",
        "Fails more in cold weather or after a pothole",
        "Headlamp or adaptive-lighting warning on some models",
      ],
      symptomIds: ["headlight-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "HID bulb at end of life",
          why: "As the xenon capsule ages its arc voltage rises until the ballast can no longer hold the arc, so it drops out and the color drifts pink.",
        },
        {
          likelihood: "occasional",
          part: "Failed ballast or igniter",
          why: "A ballast with failing components or water inside cannot deliver the strike pulse or a steady arc current.",
        },
        {
          likelihood: "occasional",
          part: "Low supply voltage or poor ground at the ballast",
          why: "Ballasts shut down if supply dips below roughly 9 V during strike-up, which a corroded feed or ground causes.",
        },
        {
          likelihood: "rare",
          part: "Moisture inside the headlamp housing",
          why: "Condensation from a cracked housing or missing rear cap corrodes the igniter and ballast connections.",
        },
      ],
      checks: [
        {
          step: "Shine both lamps on a wall and compare color and brightness.",
          tools: [],
          expect: "A pink, purple or noticeably dimmer lamp usually carries the worn bulb.",
        },
        {
          step: "With the lights off, the lamps cool and the headlamp fuse pulled, swap the two bulbs side to side.",
          tools: ["Nitrile gloves", "Fuse puller"],
          expect:
            "If the fault follows the bulb, replace the bulbs; if it stays on one side, suspect that side's ballast, igniter or wiring.",
        },
        {
          step: "Back-probe the ballast input connector and watch voltage as the lamp strikes.",
          tools: ["Digital multimeter with min/max"],
          expect:
            "Battery voltage within about 0.5 V, with no dip below about 9 V; a bigger dip points to the feed or ground.",
        },
        {
          step: "Inspect the housing for water and the ballast and igniter connectors for corrosion.",
          tools: ["Flashlight"],
          expect: "Droplets or green pins mean the housing or its seal must be fixed along with the part.",
        },
      ],
      fix: "Replace both HID bulbs with the correct D-type (a branded pair usually costs less than one ballast), or the ballast or igniter if the fault stays on one side. Re-aim the lamps; on vehicles with automatic leveling, run the leveling initialization with a scan tool where the manufacturer requires it.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Both HID bulbs replaced", partsLow: 60, partsHigh: 250, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Ballast feed or ground repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Ballast or igniter replacement",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; some models need the bumper cover off for ballast access, and dealer ballasts cost more.",
      },
      verdict: "careful",
      verdictReason:
        "A lamp that can drop out without warning may leave you with one headlight on a dark road; repair it before night driving.",
      codes: [],
      terms: ["HID", "ballast", "igniter", "headlamp leveling"],
      related: ["one-headlight-out", "led-headlight-drl-dark", "headlights-dim-yellow"],
    },
    {
      slug: "led-headlight-drl-dark",
      title: "Part of the factory LED headlight or running-light strip has gone dark",
      summary:
        "Factory LED lamps are usually sealed, so a failed section or driver often means a complete headlamp. Rule out the fuse, connector and any separately sold driver module before buying the whole assembly.",
      symptoms: [
        "One section of an LED running-light strip or signature light dark or flickering",
        "LED low beam out on one side while its DRL still works",
        "Fogging or droplets inside the headlamp",
        "Lamp outage warning in the cluster",
      ],
      symptomIds: ["headlight-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Failed LED driver or control module",
          why: "The electronics that regulate LED current fail from heat or moisture; on many models the driver bolts to the back of the housing and is sold separately.",
        },
        {
          likelihood: "common",
          part: "Failed LEDs or circuit board inside the sealed housing",
          why: "LED chips and their solder joints crack from heat cycling, taking out one section of the lamp.",
        },
        {
          likelihood: "occasional",
          part: "Water intrusion through a cracked housing or vent",
          why: "Moisture corrodes the LED board and driver connections inside the lamp.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector or poor ground",
          why: "LED drivers shut down or flicker when their supply falls below a set threshold.",
        },
      ],
      checks: [
        {
          step: "Check the lamp fuse and look up whether the model has a separately replaceable LED driver module.",
          tools: ["Service information", "Test light"],
          expect: "A good fuse and an available driver part number decide how far the repair needs to go.",
        },
        {
          step: "Unplug the headlamp connector, inspect the pins and measure supply and ground with the lamp switched on.",
          tools: ["Digital multimeter"],
          expect:
            "Feed within 0.5 V of battery voltage and ground drop under 0.1 V; anything worse is a wiring or supply fault.",
        },
        {
          step: "If both sides use the same driver module, swap them side to side.",
          tools: ["Trim panel tools"],
          expect: "A fault that moves with the driver condemns the driver, not the lamp.",
        },
        {
          step: "Scan the BCM or headlamp control module for lamp outage codes.",
          tools: ["Scan tool"],
          expect: "An open-circuit LED code for one side with good supply confirms an internal lamp failure.",
        },
      ],
      fix: "Replace the separately sold driver module where one exists; otherwise replace the headlamp assembly. Aim the new lamp and run the headlamp initialization or calibration with a scan tool on adaptive or self-leveling systems. Check whether the car is still within its bumper-to-bumper warranty first.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Separately sold LED driver module replacement",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "LED headlamp assembly replacement",
            partsLow: 600,
            partsHigh: 2000,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes:
          "Estimate; dealer pricing for OEM LED assemblies on luxury models can exceed $2,500 per side, and bumper removal adds time.",
      },
      verdict: "careful",
      verdictReason:
        "A dark running-light segment is cosmetic, but a dead LED low beam is as unsafe at night as a burned-out bulb.",
      codes: [],
      terms: ["LED driver module", "DRL", "headlamp leveling"],
      related: ["hid-headlight-flickers", "one-headlight-out", "bulb-out-warning-after-led-swap"],
    },
    {
      slug: "headlights-dim-yellow",
      title: "Headlights look dim and yellow even after fitting new bulbs",
      summary:
        "Usually oxidized, hazy lenses, with voltage loss at the bulb as the hidden second cause. Restore or replace the lenses, then measure voltage at the bulb, because halogen output falls steeply with every volt lost.",
      symptoms: [
        "Cloudy or yellowed plastic headlamp lenses",
        "Beam reaches only a short distance and looks scattered",
        "New bulbs made little difference",
        "Reflector behind the bulb looks gray or flaked",
      ],
      symptomIds: ["headlight-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Oxidized polycarbonate lenses",
          why: "UV breaks down the lens hard coat and the clouded surface scatters light away from the road.",
        },
        {
          likelihood: "common",
          part: "Voltage drop in the headlamp feed or ground",
          why: "Halogen output drops roughly 30% for a 10% voltage loss, so a corroded ground costing 1 V is plainly visible.",
        },
        {
          likelihood: "occasional",
          part: "Degraded reflector coating",
          why: "Heat from over-wattage bulbs or age flakes the aluminized reflector, leaving less surface to throw light forward.",
        },
        {
          likelihood: "occasional",
          part: "Headlamps aimed too low",
          why: "A housing knocked out of aim puts the bright part of the beam just ahead of the bumper.",
        },
      ],
      checks: [
        {
          step: "Wipe a wet cloth across a lens in daylight and compare the wet and dry areas.",
          tools: ["Spray bottle of water"],
          expect: "A lens that looks clear while wet and cloudy when dry has surface haze a restoration removes.",
        },
        {
          step: "With lamps on and engine running, measure voltage at the headlamp connector and compare with battery voltage.",
          tools: ["Digital multimeter"],
          expect:
            "Within 0.3–0.5 V of the battery; a 1 V or larger loss points to the switch, relay, feed wire or ground.",
        },
        {
          step: "Measure voltage drop from the connector ground pin to battery negative with the lamps on.",
          tools: ["Digital multimeter"],
          expect: "Under 0.1–0.2 V; more means a corroded ground eyelet near the headlamp or radiator support.",
        },
        {
          step: "Park 25 feet from a flat wall on level ground and check where the low-beam cutoff falls.",
          tools: ["Tape measure", "Masking tape"],
          expect:
            "On most vehicles the cutoff sits about 2 inches below lamp-center height at 25 feet; check the service spec for the model.",
        },
      ],
      fix: "Restore the lenses (sand, polish, then apply a UV-resistant clear coat, or they yellow again within months) or replace the housings. Repair the feed or ground that loses voltage, or on older trucks where the switch carries lamp current add a relay harness, then re-aim the lamps.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Lens restoration with a UV clear coat",
            partsLow: 20,
            partsHigh: 50,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Headlamp feed or ground repair, or a relay harness",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Headlamp housing replacement, pair",
            partsLow: 200,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; HID or LED assemblies cost far more than halogen housings.",
      },
      verdict: "careful",
      verdictReason: "Dim lights shorten how far ahead you can see; slow down after dark until they are fixed.",
      codes: [],
      terms: ["polycarbonate lens", "voltage drop", "headlamp aim", "relay harness"],
      related: ["one-headlight-out", "hid-headlight-flickers", "lights-backfeed-shared-ground"],
    },
    {
      slug: "high-beams-not-working",
      title: "High beams won't come on, or the blue indicator lights but the road stays dark",
      summary:
        "When both high beams are dead, check the high-beam fuse and relay and the multifunction stalk; when one is dead, it is the bulb or its connector. Cars with automatic high beams add a menu setting and a windshield camera to check.",
      symptoms: [
        "Pushing the stalk forward does nothing, or the blue indicator lights with no change in beam",
        "Flash-to-pass works but locked-on high beams do not, or the reverse",
        "High beam dark on one side only",
        "Automatic high beams never switch on on dark roads",
      ],
      symptomIds: ["headlight-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Burned-out high-beam bulb or filament (9005, H9, or the high side of a 9007 or H13)",
          why: "On dual-filament bulbs the high filament can fail alone while the low beam keeps working.",
        },
        {
          likelihood: "common",
          part: "Worn multifunction or dimmer switch",
          why: "The dimmer contacts wear, and flash-to-pass uses separate contacts, so one function can fail while the other works.",
        },
        {
          likelihood: "occasional",
          part: "Blown high-beam fuse or failed high-beam relay",
          why: "A shared fuse or relay feeds both high beams, so its failure kills both while the indicator may still light.",
        },
        {
          likelihood: "rare",
          part: "Automatic high-beam switched off or camera view blocked",
          why: "The system holds low beams if the feature is disabled in the settings menu or the windshield camera area is dirty or obstructed.",
        },
      ],
      checks: [
        {
          step: "Note whether one or both sides fail and whether flash-to-pass works.",
          tools: [],
          expect: "One side out points to a bulb; both out with flash-to-pass working points to the switch position.",
        },
        {
          step: "Check the high-beam fuses and swap the high-beam relay with an identical one.",
          tools: ["Test light", "Spare ISO mini relay"],
          expect: "Beams returning after the swap condemn the relay.",
        },
        {
          step: "Measure voltage at the high-beam pin of the lamp connector with high beams selected.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage within 0.5 V means the bulb is bad; 0 V sends you back to the relay, switch or module.",
        },
        {
          step: "Read the dimmer switch input on a scan tool, or check switch continuity against the diagram.",
          tools: ["Scan tool", "Wiring diagram"],
          expect: "The input should change to high when the stalk moves; no change condemns the switch.",
        },
        {
          step: "On cars with automatic high beams, check the setting and clean the glass in front of the camera.",
          tools: ["Glass cleaner"],
          expect:
            "The auto high-beam indicator should appear on dark roads once the feature is enabled and the camera can see.",
        },
      ],
      fix: "Replace the bulbs, fuse, relay or multifunction switch; switch replacement on many cars is a column-shroud job, but where the wheel must come off, disarm the airbag and keep the clockspring centered. Confirm aim and automatic high-beam operation afterward.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner replaces the high-beam bulbs",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "High-beam fuse or relay replacement",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Multifunction or dimmer switch replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate; excludes windshield camera calibration if glass work was involved and dealer-only switches.",
      },
      verdict: "ok",
      verdictReason: "Low beams still light the road; on dark rural roads slow down until high beams work again.",
      codes: [],
      terms: ["dimmer switch", "multifunction switch", "automatic high beam"],
      related: ["both-low-beams-out", "one-headlight-out", "turn-signals-dead-hazards-work"],
    },
    {
      slug: "turn-signal-hyperflash",
      title: "Turn signal blinks twice as fast as normal on one side",
      summary:
        "Fast flashing is the car telling you a lamp on that side is out or an LED replacement draws too little current. Find the dark lamp, or add LED load resistors or a flasher made for LEDs.",
      symptoms: [
        "Rapid flashing and clicking on one side, normal rate on the other",
        "A front, rear or mirror turn lamp on that side is dark",
        "Started right after swapping to LED bulbs",
        "Rate changes when a trailer is plugged in",
      ],
      symptomIds: ["exterior-light-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Burned-out turn bulb on that side (3157, 7443, 1156 or similar)",
          why: "The flasher or BCM senses less current with one bulb missing and doubles the flash rate as a warning.",
        },
        {
          likelihood: "common",
          part: "LED bulbs that draw a fraction of the original current",
          why: "An LED draws roughly 0.2–0.5 A instead of about 2 A, which the system reads as a failed bulb.",
        },
        {
          likelihood: "occasional",
          part: "Corroded socket or poor ground at one lamp",
          why: "High resistance lowers lamp current just as a dead bulb would, and the lamp may glow dimly.",
        },
        {
          likelihood: "rare",
          part: "Failed mirror or fender turn repeater",
          why: "On many vehicles the mirror LEDs are part of the monitored circuit, so a dead repeater triggers fast flash.",
        },
      ],
      checks: [
        {
          step: "Turn on the hazards and walk around the car, including mirror and fender repeaters.",
          tools: [],
          expect: "The dark or dim lamp will be on the fast-flashing side.",
        },
        {
          step: "Remove the suspect bulb and inspect the filament and socket contacts.",
          tools: ["Flashlight"],
          expect: "A broken filament or corroded contacts explain the fault.",
        },
        {
          step: "Measure voltage at the socket while it flashes, and ground-side drop to battery negative.",
          tools: ["Digital multimeter"],
          expect: "Pulses close to battery voltage and a ground drop under 0.2 V; otherwise fix the socket or ground.",
        },
        {
          step: "If LEDs are fitted, clamp the current of one lamp and compare it with an incandescent bulb.",
          tools: ["Inductive current clamp"],
          expect:
            "A 3157 turn filament draws about 2.1 A; an LED at 0.2–0.5 A confirms the load is too light for the flasher.",
        },
      ],
      fix: "Replace the failed bulb with the correct type. For LEDs, fit one load resistor per lamp (commonly 6 Ω, 50 W, mounted to metal away from wiring because it gets hot), an electronic LED flasher where a plug-in flasher exists, or on BCM-flashed cars a configuration change if the manufacturer offers one.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner replaces the burned-out bulb",
            partsLow: 5,
            partsHigh: 15,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "LED load resistors or an LED flasher fitted",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; excludes a full taillamp or mirror assembly if the lamp is a sealed LED unit.",
      },
      verdict: "ok",
      verdictReason:
        "The signals still flash, but make sure every lamp on that side lights so other drivers can see your intentions.",
      codes: [],
      terms: ["hyperflash", "load resistor", "flasher", "BCM"],
      related: ["turn-signals-dead-hazards-work", "bulb-out-warning-after-led-swap", "lights-backfeed-shared-ground"],
    },
    {
      slug: "turn-signals-dead-hazards-work",
      title: "Turn signals don't work at all, but the hazard flashers do",
      summary:
        "Hazards and turn signals share the lamps and often the flasher, but not the feed or the switch. Check the turn-signal fuse first, then the flasher's turn input and the turn switch in the steering-column stalk.",
      symptoms: [
        "Neither left nor right signal flashes and no arrow shows on the dash",
        "Hazard button flashes every lamp normally",
        "Signals work now and then when the stalk is wiggled",
        "Signals stopped canceling after turns, or the stalk feels loose",
      ],
      symptomIds: ["exterior-light-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Blown turn-signal fuse",
          why: "On many designs the turn signals run from an ignition-switched fuse while the hazards use a constant-power fuse, so only the turn side dies.",
        },
        {
          likelihood: "common",
          part: "Worn turn-signal (multifunction) switch",
          why: "Stalk contacts wear or crack, and a broken canceling cam or detent spring stops the switch from holding its position.",
        },
        {
          likelihood: "occasional",
          part: "Failed combination flasher",
          why: "Dual-function flashers have separate turn and hazard inputs, and the turn section can fail while the hazard section still works.",
        },
        {
          likelihood: "rare",
          part: "Body module not receiving the stalk signal",
          why: "On BCM-flashed cars a broken wire in the column harness or a failed module input stops the turn request from arriving.",
        },
      ],
      checks: [
        {
          step: "Check the turn-signal fuse with the key on, since it is usually ignition-fed.",
          tools: ["Test light"],
          expect:
            "Power on only one test point means the fuse is blown; if it blows again, trace the short before replacing it a third time.",
        },
        {
          step: "On cars with a plug-in flasher, swap in a known-good flasher of the same number.",
          tools: ["Replacement flasher"],
          expect: "Signals that return with the new flasher condemn the old one.",
        },
        {
          step: "On BCM-controlled cars, watch the left and right turn inputs on a scan tool while moving the stalk.",
          tools: ["Scan tool"],
          expect: "Each input should switch to active; no change points to the stalk switch or column wiring.",
        },
        {
          step: "Unplug the switch and check continuity from its feed pin to the left and right outputs in each stalk position.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Near 0 Ω in the selected position; open or tens of ohms condemns the switch.",
        },
      ],
      fix: "Replace the fuse after clearing any short, the flasher, or the multifunction switch. Most column switches come out after removing the shrouds; where the steering wheel must come off, disarm the airbag and keep the clockspring centered.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Turn-signal fuse replaced", partsLow: 5, partsHigh: 10, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Combination flasher replacement",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Multifunction switch replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes dealer-only switch assemblies and BCM diagnosis or programming.",
      },
      verdict: "careful",
      verdictReason:
        "Other drivers get no warning of your turns or lane changes; use hand signals and get it fixed before regular driving.",
      codes: [],
      terms: ["combination flasher", "multifunction switch", "canceling cam"],
      related: ["turn-signal-hyperflash", "high-beams-not-working", "brake-lights-not-working"],
    },
    {
      slug: "brake-lights-not-working",
      title: "Brake lights don't come on when the pedal is pressed",
      summary:
        "Usually the brake light switch above the pedal has failed or slipped out of adjustment, or the stop-lamp fuse has blown. Fix it right away: the same switch often also controls cruise cancel and the shift interlock.",
      symptoms: [
        "Someone behind the car sees no brake lights when the pedal goes down",
        "Cruise control will not engage",
        "Shifter will not leave Park even with the pedal pressed",
        "Push-button start may not crank because the car never sees the pedal",
        "Check engine light on some vehicles",
      ],
      symptomIds: ["exterior-light-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Failed or misadjusted brake light switch",
          why: "The switch above the pedal closes the stop-lamp circuit; worn contacts or a plunger out of adjustment never close it.",
        },
        {
          likelihood: "common",
          part: "Blown stop-lamp fuse",
          why: "A shorted socket, third-brake-light wire or trailer plug blows the fuse and every brake lamp goes dark.",
        },
        {
          likelihood: "occasional",
          part: "Turn-signal switch in the stop-lamp path",
          why: "On many older vehicles with combined brake and turn filaments, stop-lamp current passes through the turn switch, so worn contacts kill the brake light on one or both sides.",
        },
        {
          likelihood: "rare",
          part: "Recalled stop-lamp switch on some Hyundai and Kia models",
          why: "A 2013 recall covered 2007–2011 Hyundai and Kia vehicles whose stop-lamp switches could fail to light the brake lamps and disturb cruise and push-button start.",
        },
      ],
      checks: [
        {
          step: "Have a helper watch, or back up close to a garage door at night, and press the pedal.",
          tools: [],
          expect:
            "All three lamps should light instantly; none lit points to the switch or fuse, one side out to a bulb or the turn switch.",
        },
        {
          step: "Check the stop-lamp fuse on both test points.",
          tools: ["Test light"],
          expect:
            "About 12 V on both test points even with the key off, since stop lamps are fed hot on most cars; 12 V on one side only means the fuse blew, often from a pinched wire to the third lamp.",
        },
        {
          step: "Back-probe the switch connector and measure both terminals with the pedal up and then pressed.",
          tools: ["Digital multimeter"],
          expect:
            "Feed terminal at about 12 V at all times; output at about 12 V with the pedal down and 0 V released. Feed present with no output condemns the switch or its adjustment.",
        },
        {
          step: "Watch the brake switch status in engine-computer data while pressing the pedal slowly.",
          tools: ["Scan tool"],
          expect: "Status should change to applied within the first half inch or so of pedal travel.",
        },
        {
          step: "Look up the VIN for an open brake light switch recall before buying a switch.",
          tools: ["Phone or computer"],
          expect:
            "An open recall on the switch means the dealer fits the updated part free, which also restores cruise cancel and the shift interlock.",
        },
      ],
      fix: "Replace the brake light switch and set it to the pedal per service information (many self-adjust when the pedal is pulled up after installation); replace the fuse only after finding any short. Clear stored codes and confirm cruise, shift interlock and push-button start all work.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes: "Estimate; free when an open recall covers the switch, and a fuse-blowing short adds diagnosis time.",
      },
      verdict: "careful",
      verdictReason:
        "Drivers behind you get no warning when you slow down, which invites a rear-end crash; drive straight to a repair and avoid highways.",
      codes: ["P0571", "P0504"],
      terms: ["brake light switch", "shift interlock", "stop lamp"],
      related: [
        "brake-lights-stay-on",
        "third-brake-light-out",
        "taillights-out-brake-lights-work",
        "lights-backfeed-shared-ground",
        "engine-wont-start/brake-switch-push-button-no-start",
      ],
      commonOn: [
        { make: "hyundai", years: [2007, 2011] },
        { make: "kia", years: [2007, 2011] },
      ],
    },
    {
      slug: "brake-lights-stay-on",
      title: "Brake lights stay on all the time, even parked with the key out",
      summary:
        "The brake light switch is stuck closed, most often because the small pedal stop pad it rests on has crumbled away. Replace the pad or the switch; until then the battery will go flat overnight.",
      symptoms: [
        "Brake lamps lit with the pedal released and the key removed",
        "Battery dead the next morning",
        "Cruise control cancels immediately or will not engage",
        "Bits of black rubber or white plastic on the floor under the pedal",
      ],
      symptomIds: ["exterior-light-problem", "battery-dead-parked"],
      causes: [
        {
          likelihood: "common",
          part: "Missing or crumbled pedal stop pad",
          why: "The switch plunger rests against a small bumper on the pedal arm; once the bumper is gone the plunger extends and the switch stays closed.",
        },
        {
          likelihood: "common",
          part: "Brake light switch stuck closed",
          why: "Welded contacts or a sticking plunger keep the stop-lamp circuit powered with the pedal at rest.",
        },
        {
          likelihood: "occasional",
          part: "Pedal not returning to its stop",
          why: "A binding pivot, jammed floor mat or misadjusted pushrod holds the pedal down slightly, which can also keep the brakes partly applied.",
        },
        {
          likelihood: "rare",
          part: "Stop-lamp wire shorted to power or a miswired trailer brake controller",
          why: "A chafed wire touching a powered circuit, or a trailer controller wired to the wrong side of the switch, backfeeds the stop lamps.",
        },
      ],
      checks: [
        {
          step: "Look up under the dash at the switch and where its plunger meets the pedal arm.",
          tools: ["Flashlight"],
          expect: "A bare arm with no bumper under the plunger confirms the worn pad.",
        },
        {
          step: "Pull the pedal up by hand with the lights on.",
          tools: [],
          expect:
            "Lamps going out means the switch or its stop is out of adjustment; staying on means a stuck switch or backfeed.",
        },
        {
          step: "Unplug the switch connector.",
          tools: [],
          expect:
            "Lamps off with the switch unplugged condemns the switch; lamps still on means the circuit is being fed from elsewhere.",
        },
        {
          step: "After a short drive, compare wheel temperatures and check that the pedal returns fully.",
          tools: ["Infrared thermometer"],
          expect:
            "Left and right wheels on each axle within about 50 °F of each other on an infrared thermometer (fronts normally run hotter than rears); one wheel 100 °F or more hotter than its partner, with a pedal that does not return, is a dragging brake to fix before driving further.",
        },
      ],
      fix: "Fit a new pedal stop pad (often a few dollars) or replace the switch and adjust it to the pedal, then clear stored brake-switch codes. If the pedal was not returning, repair the pivot, mat or pushrod before driving, since it can drag the brakes.",
      difficulty: 1,
      cost: {
        partsLow: 3,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes: "Estimate; excludes a replacement battery and any brake repair if the pedal was dragging.",
      },
      verdict: "careful",
      verdictReason:
        "Drivers behind you cannot tell when you are actually braking, and the battery will die when parked; fix it within days.",
      codes: ["P0571", "P0504"],
      terms: ["pedal stop pad", "brake light switch", "backfeed"],
      related: ["brake-lights-not-working", "battery-drains-after-sitting", "third-brake-light-out"],
    },
    {
      slug: "third-brake-light-out",
      title: "Third brake light at the top of the rear window or tailgate is out",
      summary:
        "The center high-mount stop lamp fails from burned bulbs, a dead LED board or a broken wire where the harness flexes at the liftgate or trunk lid. Test for voltage at the lamp with the pedal pressed to tell which.",
      symptoms: [
        "Center brake light dark or only partly lit while the side brake lights work",
        "Water or fog inside the lamp lens",
        "Truck cargo lamp built into the same housing also dead",
        "Lamp flickers when the liftgate or trunk lid is opened or closed",
      ],
      symptomIds: ["exterior-light-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Burned bulbs (921 or 912) in older lamps",
          why: "Bulb-type high-mount lamps use one to three wedge bulbs, and all of them eventually burn out.",
        },
        {
          likelihood: "common",
          part: "Failed LED board in a sealed LED lamp",
          why: "LEDs and their resistors fail from heat and moisture, and sealed lamps are sold as an assembly.",
        },
        {
          likelihood: "occasional",
          part: "Broken wire in the liftgate or trunk-lid harness",
          why: "Wires bend every time the liftgate opens and eventually break inside the rubber boot at the hinge.",
        },
        {
          likelihood: "occasional",
          part: "Leaking lamp gasket corroding the connector",
          why: "Truck cab and tailgate-spoiler lamps sit in direct spray, and a hardened gasket lets water reach the pins.",
        },
      ],
      checks: [
        {
          step: "Press the pedal and look at the lamp, then remove the lens and inspect any bulbs.",
          tools: ["Screwdriver", "Flashlight"],
          expect: "Dark or blackened bulbs, or a blank LED strip, confirm the lamp side.",
        },
        {
          step: "Measure voltage at the lamp connector with the pedal held down by a helper or a pedal jack.",
          tools: ["Digital multimeter", "Pedal depressor"],
          expect: "Battery voltage at the connector means the lamp is faulty; 0 V means a break upstream.",
        },
        {
          step: "With the meter still connected and the pedal held, flex the harness boot at the liftgate or lid hinge.",
          tools: ["Digital multimeter"],
          expect: "Voltage cutting in and out as the boot moves pinpoints broken strands inside it.",
        },
        {
          step: "Inspect the lamp gasket and connector for water and corrosion.",
          tools: ["Flashlight"],
          expect: "Green pins or water in the housing means the gasket or lamp must be replaced, not just the bulb.",
        },
      ],
      fix: "Replace the bulbs, or the LED lamp with a new gasket and sealed screws. Repair broken hinge-boot wires with staggered, sealed splices and leave enough slack for the liftgate to flex without pulling them tight.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Owner replaces the bulbs", partsLow: 5, partsHigh: 10, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Sealed LED lamp replacement with a new gasket",
            partsLow: 40,
            partsHigh: 180,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Hinge-boot wire repair with sealed splices",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes headliner or spoiler removal on some SUVs and dealer-only lamp assemblies.",
      },
      verdict: "ok",
      verdictReason:
        "The two side brake lights still work, but the center lamp is required equipment and the one following drivers notice first; replace it soon.",
      codes: [],
      terms: ["CHMSL", "liftgate harness", "wedge bulb"],
      related: ["brake-lights-not-working", "brake-lights-stay-on", "rear-wiper-not-working"],
    },
    {
      slug: "taillights-out-brake-lights-work",
      title: "Taillights and license plate light are out, but the brake lights still work",
      summary:
        "The parking-lamp circuit is down. A blown tail-lamp fuse is most likely, often blown by a shorted trailer plug or a water-filled socket: replace the fuse, and if it blows again, unplug the trailer wiring and find the short.",
      symptoms: [
        "No red running lamps at night although brake lights work",
        "License plate lamp and side markers also dark",
        "Dash and switch backlighting out too on many cars",
        "Fuse blew right after hooking up a trailer",
      ],
      symptomIds: ["exterior-light-problem", "fuse-blows"],
      causes: [
        {
          likelihood: "common",
          part: "Blown parking or tail lamp fuse",
          why: "One fuse (or a left and right pair) feeds all the tail, marker and plate lamps, so one blown fuse darkens them together.",
        },
        {
          likelihood: "common",
          part: "Shorted trailer connector or trailer wiring",
          why: "Corroded 4- or 7-pin trailer plugs and crushed trailer harnesses short the tail circuit to ground.",
        },
        {
          likelihood: "occasional",
          part: "Failed park-lamp relay or headlamp switch park position",
          why: "With the relay or switch position failed, no power ever reaches the tail-lamp fuse.",
        },
        {
          likelihood: "occasional",
          part: "Shorted license plate lamp socket",
          why: "Plate lamps sit low in road spray, and a corroded socket can short and blow the tail fuse.",
        },
      ],
      checks: [
        {
          step: "Check the tail or park-lamp fuse, which may be split left and right.",
          tools: ["Test light"],
          expect: "Power on only one side of the fuse confirms it blew.",
        },
        {
          step: "Unplug the trailer connector and any trailer-light converter, then fit a new fuse.",
          tools: ["Correct-rating fuse"],
          expect: "A fuse that holds with the trailer wiring unplugged puts the short in the trailer side.",
        },
        {
          step: "If it still blows, put a test light or short finder across the fuse cavity and unplug lamp sockets one at a time.",
          tools: ["Incandescent test light", "Short finder or fuse saver"],
          expect: "The test light dims or goes out when the shorted socket or wire section is disconnected.",
        },
        {
          step: "With a good fuse, switch on the parking lamps and test for voltage at a taillamp socket and at the fuse.",
          tools: ["Digital multimeter"],
          expect:
            "About 12 V at the fuse and at the socket means a ground or bulb fault at the lamp; 0 V even at the fuse points to the park-lamp relay, headlamp switch or body module output.",
        },
      ],
      fix: "Repair the shorted trailer plug, converter or socket, fit the correct fuse, and replace the relay or headlamp switch if power never reaches the fuse. Pack the trailer connector with dielectric grease and keep its cover closed.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Fuse replaced and trailer plug short repaired",
            partsLow: 3,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "License plate lamp socket replacement",
            partsLow: 5,
            partsHigh: 25,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Park-lamp relay or headlamp switch replacement",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes trailer harness replacement and a complete trailer-light converter module.",
      },
      verdict: "careful",
      verdictReason:
        "Without taillights the car is hard to see from behind at night; drive only in daylight until the circuit works.",
      codes: [],
      terms: ["parking lamp circuit", "trailer connector", "short finder"],
      related: [
        "fuse-blows-again-immediately",
        "lights-backfeed-shared-ground",
        "dash-lights-dark-at-night",
        "taillight-water-burned-sockets",
      ],
    },
    {
      slug: "taillight-water-burned-sockets",
      title: "Water sloshing inside a taillight and its bulbs keep burning out",
      summary:
        "A cracked lens or failed housing gasket lets water in, which corrodes the sockets and kills bulbs early. Reseal or replace the lamp and replace the corroded socket, or the failures keep coming.",
      symptoms: [
        "Visible water or fog inside the taillamp lens",
        "The same bulb fails every few weeks",
        "Green or white crust on the socket contacts",
        "Lamp glows dim or flickers over bumps",
      ],
      symptomIds: ["exterior-light-problem", "random-electrical"],
      causes: [
        {
          likelihood: "common",
          part: "Shrunken housing gasket or foam seal",
          why: "The seal between lamp and body hardens with age and lets water from the trunk gutter or a car wash run inside.",
        },
        {
          likelihood: "common",
          part: "Cracked lens from a stone or light impact",
          why: "Even a hairline crack lets water in and keeps it there.",
        },
        {
          likelihood: "occasional",
          part: "Blocked or missing lamp vent",
          why: "Lamps breathe through small vents; blocking one traps condensation that never dries out.",
        },
        {
          likelihood: "occasional",
          part: "Trunk or liftgate weatherstrip leak running into the lamp pocket",
          why: "Water entering at the lid seal runs down inside the body to the lamp's rear side and sockets.",
        },
      ],
      checks: [
        {
          step: "Remove the lamp and inspect the gasket, lens, vents and socket contacts.",
          tools: ["Trim panel tools", "Flashlight"],
          expect: "A flattened or torn gasket, crack or corroded contacts shows the entry point and damage.",
        },
        {
          step: "With the lamp on, measure voltage drop from the socket ground contact to battery negative.",
          tools: ["Digital multimeter"],
          expect: "Under 0.2 V; more means corrosion has eaten the socket or ground and it needs replacing.",
        },
        {
          step: "Have a helper in the trunk with a light while you hose the lamp and lid seal from different angles.",
          tools: ["Garden hose", "Flashlight"],
          expect: "Water appearing at the lamp or in the lamp pocket identifies the leak source.",
        },
        {
          step: "Check the trunk floor and spare-tire well for standing water.",
          tools: [],
          expect: "Water there means the lid seal or lamp gasket is leaking into the body as well.",
        },
      ],
      fix: "Replace the lamp assembly or reseal it with a new gasket and clear its vent, replace corroded sockets with new pigtails, fit new bulbs and film the contacts with dielectric grease. Fix any trunk-seal leak at the same time.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Lamp resealed with a new gasket, sockets and bulbs",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Taillamp assembly replacement",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate; excludes fixing a leaking trunk weatherstrip and taxes; LED or dealer taillamp assemblies can cost more than shown.",
      },
      verdict: "ok",
      verdictReason:
        "Safe while every lamp still lights; if a brake or turn lamp goes dark, fix it before driving at night.",
      codes: [],
      terms: ["housing gasket", "dielectric grease", "lamp vent"],
      related: ["lights-backfeed-shared-ground", "taillights-out-brake-lights-work", "turn-signal-hyperflash"],
    },
    {
      slug: "dash-lights-dark-at-night",
      title: "Dashboard backlighting goes dark at night even though the headlights work",
      summary:
        "Check the dimmer first: a thumb wheel rolled all the way down is the most common cause. If the dimmer works, suspect the panel-lamp fuse, the dimmer switch or the cluster's own lighting.",
      symptoms: [
        "Gauges unreadable at night but fine in daylight with headlights off",
        "Radio and climate-control buttons also unlit",
        "Started after the interior was cleaned or someone else drove the car",
        "Cluster dims as soon as automatic headlights switch on at dusk",
      ],
      symptomIds: ["interior-light-problem", "gauge-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Dimmer control turned fully down",
          why: "On many cars the bottom of the dimmer range turns panel lighting nearly off, and with auto headlamps the dash dims at dusk.",
        },
        {
          likelihood: "common",
          part: "Blown panel-lamp fuse",
          why: "Panel lighting often shares the tail-lamp feed or has its own small fuse, and a short in any backlit switch blows it.",
        },
        {
          likelihood: "occasional",
          part: "Failed dimmer rheostat or headlamp switch",
          why: "Worn rheostat tracks or a failed electronic dimmer output send no power or PWM signal to the panel lamps.",
        },
        {
          likelihood: "occasional",
          part: "Burned-out cluster bulbs or failed LED backlight",
          why: "Older clusters use small twist-in bulbs (194 or PC74), while newer clusters have LEDs on the board that can fail.",
        },
      ],
      checks: [
        {
          step: "Roll the dimmer wheel through its full range with the headlights on.",
          tools: [],
          expect: "Lights returning at the top of the range ends the diagnosis.",
        },
        {
          step: "Check the panel-lamp and tail-lamp fuses.",
          tools: ["Test light"],
          expect: "A blown fuse often also darkens the taillights, which confirms a shared circuit.",
        },
        {
          step: "Compare the cluster with other backlit switches on the dash.",
          tools: [],
          expect:
            "Switches lit but cluster dark points to the cluster's own lighting; nothing lit points to the fuse, dimmer or feed.",
        },
        {
          step: "Measure the dimmer output to the panel-lamp circuit while rolling the wheel.",
          tools: ["Digital multimeter"],
          expect:
            "Output varies smoothly from near 0 V to battery voltage (or a changing PWM duty cycle on newer cars); no output condemns the dimmer.",
        },
      ],
      fix: "Turn the dimmer up, or replace the fuse after chasing any short, the dimmer or headlamp switch, or the cluster bulbs. LED backlight failures are usually repaired by a cluster rebuilder; a replacement cluster needs the mileage programmed in.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Dimmer turned back up: no repair", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Panel-lamp fuse replaced and short traced",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Cluster removed for bulb replacement",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          {
            name: "Dimmer or headlamp switch replacement",
            partsLow: 40,
            partsHigh: 300,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes cluster rebuilding by mail and odometer programming for a replacement cluster.",
      },
      verdict: "ok",
      verdictReason:
        "The gauges still work, they are just hard to read; watch your speed after dark until it is fixed.",
      codes: [],
      terms: ["dimmer rheostat", "panel lamp circuit", "PWM"],
      related: [
        "taillights-out-brake-lights-work",
        "instrument-cluster-dead",
        "interior-lights-dont-work",
        "auto-headlights-misbehave",
      ],
    },
    {
      slug: "interior-lights-dont-work",
      title: "Dome and courtesy lights don't come on when a door opens",
      summary:
        "Check the dome switch position and the interior-lamp fuse first; that fuse often also feeds radio memory and keyless entry. If both are fine, the door-ajar inputs or the body module's battery-saver cutoff are usually to blame.",
      symptoms: [
        "Cabin stays dark when any door opens",
        "Map lights work on their own buttons but the dome does not",
        "Radio presets and clock were lost at the same moment",
        "Lights worked after unlocking, then shut off and would not come back",
      ],
      symptomIds: ["interior-light-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Dome switch set to off or door-disable",
          why: "The override button or dimmer-wheel detent disables all door-triggered lighting and is easy to bump.",
        },
        {
          likelihood: "common",
          part: "Blown interior-lamp fuse",
          why: "That fuse often also feeds radio memory, clock and keyless receiver, and a pinched wire at a door or cargo lamp blows it.",
        },
        {
          likelihood: "occasional",
          part: "Battery-saver cutoff latched",
          why: "The body module cuts interior lamp power after roughly 10–20 minutes on; it normally restores after a key cycle, but a faulty input can keep it latched.",
        },
        {
          likelihood: "occasional",
          part: "Door-ajar inputs not reporting open",
          why: "If the body module never sees a door open, it never turns the courtesy lamps on.",
        },
      ],
      checks: [
        {
          step: "Check the dome button or dimmer wheel detent and try each position.",
          tools: [],
          expect: "Lights returning when set to door mode is a free fix.",
        },
        {
          step: "Find and test the interior-lamp fuse.",
          tools: ["Test light"],
          expect: "A blown fuse also explains lost radio presets; if it blows again, look for a pinched lamp wire.",
        },
        {
          step: "Cycle the ignition on and off, then open a door.",
          tools: [],
          expect: "Lamps returning after a key cycle means the battery saver had cut them off.",
        },
        {
          step: "Watch each door-ajar status on a scan tool while opening doors.",
          tools: ["Scan tool"],
          expect:
            "Status changing to open on every door clears the switches; one that never changes needs its latch switch tested.",
        },
        {
          step: "Check for voltage at the dome socket with a door open.",
          tools: ["Digital multimeter"],
          expect:
            "About 12 V across the two socket contacts with a door open and a dark lamp means the bulb is out; 12 V on one contact only means the ground side (door switch or module) never switches.",
        },
      ],
      fix: "Set the switch correctly, replace the fuse after finding any pinched lamp wire, and replace dead bulbs or a latch whose ajar switch never changes. If the battery saver keeps latching, find the input that left lamps on long enough to trigger it.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Dome switch set back to door mode: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Interior-lamp fuse, bulbs or pinched wire repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.8,
          },
          {
            name: "Door latch with ajar switch replacement",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes a replacement door latch at dealer price and body module replacement.",
      },
      verdict: "ok",
      verdictReason: "Interior lights do not affect driving; it is only an inconvenience at night.",
      codes: [],
      terms: ["battery saver", "courtesy lamp", "door-ajar switch"],
      related: ["dome-light-stays-on", "trunk-or-glovebox-light-drain", "dash-lights-dark-at-night"],
    },
    {
      slug: "fog-lights-not-working",
      title: "Front fog lights won't turn on, or the fog indicator lights with no beam",
      summary:
        "Many cars only allow front fog lamps with the headlamps or parking lamps on and cut them when high beams are selected. Rule that out, then check the fog-lamp fuse, relay and bulbs, which sit low and take water and stone hits.",
      symptoms: [
        "Fog switch indicator lights but the lamps stay dark",
        "Only one fog lamp works",
        "Fog lamp lens cracked or full of water",
        "Fog lamps go out whenever high beams are on",
      ],
      symptomIds: ["headlight-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Fog-lamp interlock not satisfied",
          why: "On many vehicles, by design, front fogs work only with the low beams or park lamps on and switch off with high beams.",
        },
        {
          likelihood: "common",
          part: "Burned-out fog bulbs (H11, H10, 9145, H16 or 881)",
          why: "Fog bulbs suffer from vibration and water spray, and both often fail within weeks of each other.",
        },
        {
          likelihood: "occasional",
          part: "Blown fog-lamp fuse or failed relay",
          why: "The relay and fuse feed both lamps, so either failure leaves the indicator on and both lamps dark.",
        },
        {
          likelihood: "occasional",
          part: "Water-filled lamp or corroded connector",
          why: "Fog lamps sit in road spray, and a cracked lens or loose connector seal corrodes the pins.",
        },
      ],
      checks: [
        {
          step: "Turn on the low beams, then the fog switch, and confirm high beams are off.",
          tools: [],
          expect: "Lamps lighting now means the interlock was doing its job.",
        },
        {
          step: "Inspect the fog-lamp fuse, then trade the fog relay for a same-part-number relay from a circuit you can test.",
          tools: ["Test light", "Spare ISO mini relay"],
          expect:
            "Fogs returning with the swapped relay condemn the fog relay; a fuse that blows again usually means a lamp connector full of water low in the bumper.",
        },
        {
          step: "Measure voltage at each fog-lamp connector with the fogs switched on.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage at the connector means the bulb or lamp is bad; 0 V points back to the relay, switch or module.",
        },
        {
          step: "Inspect lenses and connectors for cracks, water and green pins.",
          tools: ["Flashlight"],
          expect: "Water inside means replacing the lamp, not just the bulb.",
        },
      ],
      fix: "Replace the bulbs, relay or fuse, or the lamp assembly if it is cracked and water-filled; seal the connectors with dielectric grease. Aim fog lamps low so the beam top stays below the headlamp cutoff.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner replaces the fog bulbs", partsLow: 10, partsHigh: 40, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Fog relay or fuse replacement",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.4,
          },
          {
            name: "Fog lamp assembly replacement",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes wheel-well liner or bumper removal where required, and dealer-only lamps.",
      },
      verdict: "ok",
      verdictReason: "Fog lamps are an extra; the headlights still do the real work.",
      codes: [],
      terms: ["fog lamp relay", "lamp interlock"],
      related: ["both-low-beams-out", "high-beams-not-working", "headlights-dim-yellow"],
    },
    {
      slug: "auto-headlights-misbehave",
      title: "Automatic headlights stay on in daylight or won't come on at dusk",
      summary:
        "The ambient light sensor on top of the dash is blocked, dirty or failed, or the auto-lamp sensitivity setting was changed. Clear the sensor, check the setting, and watch the sensor reading on a scan tool before buying one.",
      symptoms: [
        "Headlights and a dimmed dash stay on on sunny days in AUTO",
        "Headlights don't switch on in tunnels or at dusk",
        "A dash mat, phone mount or papers sit near the base of the windshield",
        "Dash is hard to read in daylight because the car thinks it is night",
      ],
      symptomIds: ["headlight-problem", "interior-light-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Light sensor covered by a dash mat, mount or paperwork",
          why: "The photocell sees darkness and keeps the lamps on, or sees glare through a gap and keeps them off.",
        },
        {
          likelihood: "common",
          part: "Sensitivity or delay setting changed",
          why: "Many vehicles let the driver adjust auto-lamp sensitivity or off-delay in the cluster or infotainment menu.",
        },
        {
          likelihood: "occasional",
          part: "Failed ambient light or sun-load sensor",
          why: "The photodiode or its combined sun-load sensor fails and reports permanent darkness or permanent daylight.",
        },
        {
          likelihood: "rare",
          part: "Rain-light sensor disturbed after windshield replacement",
          why: "On cars with the light sensor behind the mirror, a new windshield without the correct gel pad or bracket upsets its readings.",
        },
      ],
      checks: [
        {
          step: "Clear everything off the dash top and wipe the sensor dome.",
          tools: ["Microfiber cloth"],
          expect: "Normal switching afterward needs no further work.",
        },
        {
          step: "In AUTO with the engine running in daylight, cover the sensor with your hand.",
          tools: [],
          expect:
            "Lamps should come on after a short delay, typically a few seconds to about 30 seconds, and go off when uncovered.",
        },
        {
          step: "Check the auto-lamp sensitivity and delay settings in the vehicle menu.",
          tools: [],
          expect: "A setting at its most sensitive extreme explains lamps that never turn off.",
        },
        {
          step: "Read the ambient light sensor value on a scan tool while covering and uncovering it.",
          tools: ["Scan tool"],
          expect: "The reading should swing widely; a frozen value condemns the sensor or its wiring.",
        },
      ],
      fix: "Replace the light sensor (usually pops out of the dash-top grille), or refit the rain-light sensor with a new gel pad after glass replacement. Reset the sensitivity setting to the middle and confirm switching at dusk.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Sensor uncovered or setting reset: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Ambient light sensor replacement",
            partsLow: 25,
            partsHigh: 120,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Rain-light sensor refitted with a new gel pad",
            partsLow: 20,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes windshield camera calibration if the glass was replaced on an ADAS-equipped car.",
      },
      verdict: "ok",
      verdictReason: "Switch the headlamps to ON yourself at dusk and the car is safe to drive.",
      codes: [],
      terms: ["ambient light sensor", "rain-light sensor", "auto lamp"],
      related: ["both-low-beams-out", "dash-lights-dark-at-night", "high-beams-not-working"],
    },
    {
      slug: "bulb-out-warning-after-led-swap",
      title: "Bulb-out warning or flickering lights after switching to LED bulbs",
      summary:
        "The lamp monitoring reads the low current of LED bulbs as a burned-out lamp, and some systems pulse the circuit to test it, which makes LEDs flicker. Use error-free LEDs or load resistors, or go back to the original bulbs.",
      symptoms: [
        "Lamp-out message or warning lamp right after installing LEDs",
        "LEDs flicker or glow faintly with the lights switched off",
        "LED headlight bulbs switch off after a few seconds or strobe",
        "FM radio static that appeared with new LED headlight bulbs",
      ],
      symptomIds: ["warning-message", "exterior-light-problem", "headlight-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Lamp outage monitoring sees too little current",
          why: "The body module expects the current of an incandescent bulb and flags a lamp that draws a fraction of it.",
        },
        {
          likelihood: "common",
          part: "Body module test pulses on the lamp circuit",
          why: "Some modules briefly pulse lamp circuits to check for open bulbs; an LED lights on those pulses and flickers or glows.",
        },
        {
          likelihood: "occasional",
          part: "LED headlight bulb incompatible with PWM-driven lamp circuits",
          why: "Cars that run headlamps at reduced PWM duty for DRLs or voltage control make some LED drivers shut down or strobe.",
        },
        {
          likelihood: "occasional",
          part: "Poorly filtered LED driver",
          why: "Cheap drivers radiate interference into the FM band and can confuse the lamp monitoring.",
        },
      ],
      checks: [
        {
          step: "Refit the original incandescent bulb on one side and cycle the key.",
          tools: [],
          expect: "A warning that clears with the stock bulb confirms the LED load is the cause.",
        },
        {
          step: "Clamp the current of the original bulb and the LED in the same socket.",
          tools: ["Inductive current clamp"],
          expect: "A large difference (for example 2 A against 0.3 A) explains why the monitor flags it.",
        },
        {
          step: "Check whether the body module offers a lamp-monitoring or bulb-type configuration option with a scan tool.",
          tools: ["Scan tool"],
          expect: "Some makes allow monitoring to be changed for LED use; many do not.",
        },
        {
          step: "Shine LED headlight bulbs on a wall at 25 feet and look at the beam cutoff.",
          tools: ["Tape measure"],
          expect: "A retrofit LED in a halogen reflector often shows no sharp cutoff and glare above it.",
        },
      ],
      fix: "Return to the original bulbs, fit LEDs designed for monitored circuits, or add load resistors on signal lamps; reconfigure lamp monitoring where the maker allows it. For headlamps, LED bulbs in housings built for halogen are not approved under FMVSS 108, so the compliant upgrade is a complete LED headlamp assembly.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Owner refits the original bulbs", partsLow: 10, partsHigh: 30, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Lamp monitoring reconfigured with a scan tool",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Monitored-circuit LEDs or load resistors fitted",
            partsLow: 25,
            partsHigh: 100,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes complete LED headlamp assemblies, which cost far more.",
      },
      verdict: "ok",
      verdictReason:
        "Signal lamps still work, but LED headlight bulbs that scatter glare or cut out can blind others or leave you dark; sort those out before night driving.",
      codes: [],
      terms: ["lamp outage monitoring", "load resistor", "FMVSS 108", "PWM"],
      related: ["turn-signal-hyperflash", "one-headlight-out", "led-headlight-drl-dark"],
    },
    {
      slug: "backup-lights-not-working",
      title: "Backup lights don't come on when shifted into Reverse",
      summary:
        "After the bulbs, suspect the fuse, then the reverse switch: a separate switch on manual gearboxes, the transmission range sensor on most automatics. Test for voltage at the bulbs with the transmission in Reverse.",
      symptoms: [
        "No white lamps at the rear in Reverse",
        "Backup camera still works, or fails too on models sharing the fuse",
        "On automatics, a check engine light or a gear display that does not match the shifter",
        "Engine cranks in a gear other than Park or Neutral, or not in Park",
      ],
      symptomIds: ["exterior-light-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Burned-out reverse bulbs (921, 912 or 7440)",
          why: "Both bulbs age together and often fail within weeks of each other.",
        },
        {
          likelihood: "common",
          part: "Blown backup-lamp fuse",
          why: "The reverse-lamp fuse is often shared with the backup camera or trailer reverse circuit, and a short in either blows it.",
        },
        {
          likelihood: "occasional",
          part: "Failed reverse switch (manual) or worn transmission range sensor (automatic)",
          why: "The switch or range sensor closes the reverse-lamp circuit or tells the module Reverse is selected; worn contacts or poor adjustment never report it.",
        },
        {
          likelihood: "rare",
          part: "Broken wire in the liftgate or trunk-lid harness",
          why: "On vehicles with reverse lamps on the liftgate, wires break where the harness flexes at the hinge.",
        },
      ],
      checks: [
        {
          step: "Set the parking brake, key on engine off, select Reverse and have a helper look at the lamps.",
          tools: [],
          expect: "One lamp out points to a bulb; both dark points to the fuse, switch or wiring.",
        },
        {
          step: "Check the backup-lamp fuse with the key on.",
          tools: ["Test light"],
          expect:
            "About 12 V on both sides with the key on means the fuse is good; the backup-lamp fuse is ignition-fed, so both sides read 0 V with the key off and prove nothing.",
        },
        {
          step: "Measure voltage at a reverse-lamp socket in Reverse.",
          tools: ["Digital multimeter"],
          expect: "Battery voltage at the socket means the bulb is bad; 0 V sends you to the switch or range sensor.",
        },
        {
          step: "On automatics, watch the range sensor or gear position in scan data while moving the shifter through every position.",
          tools: ["Scan tool"],
          expect:
            "The reading must match each selected gear exactly; a mismatch or codes P0705 or P0706 point to the range sensor or its adjustment.",
        },
        {
          step: "On manuals, check continuity across the reverse switch with the gear selected.",
          tools: ["Digital multimeter"],
          expect: "Near 0 Ω in Reverse and open in other gears; otherwise the switch has failed.",
        },
      ],
      fix: "Replace bulbs or the fuse, the reverse switch on manuals, or adjust or replace the transmission range sensor on automatics and align it per service information. Clear codes and confirm the engine starts only in Park and Neutral.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Owner replaces the reverse bulbs", partsLow: 5, partsHigh: 15, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Reverse switch replacement on a manual",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Transmission range sensor replaced and aligned",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes range sensors mounted inside the transmission, which need the pan or valve body removed.",
      },
      verdict: "careful",
      verdictReason:
        "Backing up at night without lamps is risky, and a failing range sensor can let the engine start in gear; set the parking brake every time you start it.",
      codes: ["P0705", "P0706"],
      terms: ["transmission range sensor", "reverse light switch", "neutral safety switch"],
      related: ["taillights-out-brake-lights-work", "third-brake-light-out", "taillight-water-burned-sockets"],
    },
    {
      slug: "window-dead-motor-silent",
      title: "One power window won't move and its motor makes no sound at all",
      summary:
        "Silence means no power reaching the motor, or a dead motor. Test for voltage at the motor connector while pressing the switch: voltage with no movement condemns the motor, no voltage sends you to the switch or the door-jamb wiring.",
      symptoms: [
        "Window dead from its own switch and from the driver's master switch",
        "No click or hum from the door when the switch is pressed",
        "Window sometimes moves after slamming the door or thumping the panel",
        "Switch backlight in that door also dark",
      ],
      symptomIds: ["window-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Window motor with worn brushes or a dead spot",
          why: "Brushes wear and the commutator develops a dead segment; a thump on the door can jolt it back into contact for one more run.",
        },
        {
          likelihood: "common",
          part: "Failed window switch",
          why: "Switch contacts corrode, especially on the driver's master switch from spilled drinks or rain through an open window.",
        },
        {
          likelihood: "occasional",
          part: "Broken wires in the door-jamb boot",
          why: "Wires flex every time the door opens and crack inside the boot, most often on a high-mileage driver's door.",
        },
        {
          likelihood: "rare",
          part: "Blown fuse, tripped breaker or failed door control module",
          why: "Some cars feed each door through its own breaker or control module, and that feed failing kills the window and its switch lighting.",
        },
      ],
      checks: [
        {
          step: "Try the window from its own switch and from the master switch.",
          tools: [],
          expect:
            "Dead from both points to the motor or the wiring near it; working from one switch only condemns the other switch.",
        },
        {
          step: "Remove the door panel and back-probe the motor connector while pressing up and then down.",
          tools: ["Trim panel tools", "Digital multimeter"],
          expect:
            "About 12 V that reverses polarity between up and down with no movement means the motor has failed; no voltage points to the switch or wiring.",
        },
        {
          step: "Hold the switch and tap the motor housing with a rubber mallet.",
          tools: ["Rubber mallet"],
          expect: "A motor that starts when tapped has worn brushes and needs replacing.",
        },
        {
          step: "Power the motor directly with fused jumper leads, then swap polarity.",
          tools: ["Fused jumper leads"],
          expect: "A motor that runs both ways on direct power is good; the fault is upstream.",
        },
        {
          step: "With the meter on the motor connector, flex the door-jamb harness while a helper holds the switch.",
          tools: ["Digital multimeter"],
          expect: "Voltage dropping out as the harness moves confirms broken wires in the boot.",
        },
      ],
      fix: "Replace the motor (often sold only with the regulator), the switch, or repair broken jamb wires with sealed splices. Tape the glass up before unbolting the motor, since some regulators spring when the motor comes off, then re-initialize auto-up.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Window switch replacement", partsLow: 20, partsHigh: 120, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
          {
            name: "Broken jamb-boot wires repaired",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Window motor or motor-regulator replacement",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes door control module programming and dealer-only regulator assemblies.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; if the glass is stuck down, cover the opening against rain and theft until it is fixed.",
      codes: [],
      terms: ["window regulator", "window motor", "door-jamb boot", "master switch"],
      related: [
        "window-fell-into-door",
        "auto-up-lost-after-battery",
        "passenger-windows-only-from-driver",
        "window-slow-stalls",
      ],
    },
    {
      slug: "window-fell-into-door",
      title: "Window dropped into the door or went crooked with a grinding or snapping noise",
      summary:
        "The window regulator has failed: a snapped cable, a cracked pulley or a glass clip that let go, while the motor usually still runs. Replace the regulator, often sold with a motor, and refit the glass with new clips.",
      symptoms: [
        "Motor whirs but the glass does not move, or moves in jerks",
        "Glass fell inside the door or tilts forward or backward",
        "A loud pop or crunch, then the window dropped",
        "Glass can be pushed up or down by hand",
      ],
      symptomIds: ["window-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Snapped regulator cable or cracked cable pulley",
          why: "Cable regulators use plastic pulleys and spools that crack with age or when driven against frozen glass, letting the cable go slack or snap.",
        },
        {
          likelihood: "common",
          part: "Broken glass clip or lifter plate",
          why: "Plastic clips joining the glass to the regulator crack and drop the glass, a well-known failure on 1999–2005 Volkswagen Jetta and Golf models.",
        },
        {
          likelihood: "occasional",
          part: "Bent arm on a scissor-type regulator",
          why: "Forcing frozen or jammed glass bends the arms so the glass tilts and binds.",
        },
        {
          likelihood: "rare",
          part: "Glass out of its run channel",
          why: "A loose channel or missing guide lets the glass jump its track and jam at an angle.",
        },
      ],
      checks: [
        {
          step: "Run the switch and listen inside the door.",
          tools: [],
          expect: "Motor running with no glass movement confirms the regulator or clips, not the electrical side.",
        },
        {
          step: "Remove the door panel and peel back the vapor barrier to inspect the cable, pulleys and glass clips.",
          tools: ["Trim panel tools", "Torx set", "Flashlight"],
          expect: "A slack or frayed cable, broken pulley or cracked clip identifies the failure.",
        },
        {
          step: "Check that the glass sits in both front and rear run channels.",
          tools: ["Flashlight"],
          expect: "Glass out of a channel must be reseated and the channel secured before a new regulator will work.",
        },
        {
          step: "With the regulator unbolted, run the motor briefly and check its drive gear.",
          tools: ["Fused jumper leads"],
          expect: "A motor that spins smoothly can be reused if it is separate from the regulator.",
        },
      ],
      noMeasurement:
        "A dropped window is a mechanical failure of the regulator cable, pulley or glass clip found by looking inside the door; the motor's voltage and current are normal, so no reading points to it.",
      fix: "Replace the regulator (often a regulator-and-motor assembly), attach the glass with new clips or bonding as the kit directs, reseal the vapor barrier with butyl, and adjust the glass to seal against the top weatherstrip. Re-initialize one-touch and pinch protection afterward.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes broken door-panel clips, a torn vapor barrier and dealer regulator pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; tape or wedge the glass up to keep rain and thieves out until the regulator is replaced.",
      codes: [],
      terms: ["window regulator", "vapor barrier", "glass clip"],
      related: ["window-dead-motor-silent", "window-slow-stalls", "auto-up-lost-after-battery"],
      commonOn: [{ make: "volkswagen", models: ["jetta", "golf"], years: [1999, 2005] }],
    },
    {
      slug: "auto-up-lost-after-battery",
      title: "One-touch auto-up stopped working or the window bounces back down after a battery change",
      summary:
        "The window lost its learned travel limits when power was cut, so express-up and pinch protection are disabled or confused. Re-initialize each window: run it fully down and hold, then fully up and hold.",
      symptoms: [
        "Express-up no longer works, though express-down may",
        "Window reverses partway up as if it hit something",
        "Started after a battery replacement, jump-start or disconnected battery",
        "Sunroof one-touch function also lost",
      ],
      symptomIds: ["window-problem", "mirror-defrost-sunroof"],
      causes: [
        {
          likelihood: "common",
          part: "Lost window initialization after power loss",
          why: "Anti-pinch windows track glass position with a Hall sensor or motor pulses; after power loss the module no longer knows the top limit and disables express-up.",
        },
        {
          likelihood: "occasional",
          part: "Dry or worn glass run channels",
          why: "Extra drag near the top is read by the pinch logic as an obstruction, so the window reverses.",
        },
        {
          likelihood: "occasional",
          part: "Failing motor position sensor",
          why: "A Hall sensor that drops pulses makes the module lose track of the glass and refuse express-up.",
        },
        {
          likelihood: "rare",
          part: "Wrong replacement motor or switch",
          why: "An aftermarket motor without the position sensor, or a switch meant for a non-express door, cannot support the feature.",
        },
      ],
      checks: [
        {
          step: "Run the reset: hold the switch down until fully open plus 2–3 seconds, then pull up until fully closed and hold 2–3 seconds.",
          tools: ["Owner's manual"],
          expect:
            "Auto-up returns on most vehicles; some need the door closed and ignition on, as the owner's manual describes.",
        },
        {
          step: "Clean the glass run channels and spray them with silicone, then repeat the reset.",
          tools: ["Silicone spray"],
          expect: "A window that now completes express-up was reversing on channel drag.",
        },
        {
          step: "Clamp the motor current through a full up stroke.",
          tools: ["Inductive current clamp"],
          expect:
            "A steady draw, often about 4–8 A (typical), that jumps sharply only as the glass seats; current climbing steadily over the last few inches of travel means channel drag is tripping the pinch protection.",
        },
        {
          step: "Scan the door or body module for window or position-sensor codes.",
          tools: ["Scan tool"],
          expect: "A position-sensor code that returns after initialization points to the motor.",
        },
      ],
      fix: "Initialize each window and the sunroof per the owner's manual, clean and lubricate the run channels, and replace a motor whose position sensor has failed. Confirm pinch protection reverses the glass against a rolled towel, never a hand.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner runs the window initialization",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Run channels cleaned and lubricated, then reset",
            partsLow: 5,
            partsHigh: 15,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          { name: "Window motor replacement", partsLow: 60, partsHigh: 200, laborHoursLow: 0.8, laborHoursHigh: 1.2 },
        ],
        excludes: "Estimate; excludes door module programming and dealer-only motor and regulator assemblies.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; keep fingers and children clear because pinch protection may not work until the window is re-initialized.",
      codes: [],
      terms: ["pinch protection", "express up", "window initialization", "Hall sensor"],
      related: ["window-dead-motor-silent", "window-slow-stalls", "sunroof-wont-close"],
    },
    {
      slug: "passenger-windows-only-from-driver",
      title: "Passenger windows work from the driver's switch but not from their own switches",
      summary:
        "The window lock button on the driver's master switch is most likely pressed. If it is off, the master switch's lockout contacts or the shared feed to the passenger switches has failed.",
      symptoms: [
        "All passenger switches dead while the driver's master switch moves every window",
        "Lock indicator lit on the master switch",
        "Rear switches dead while the front passenger switch works",
        "Children rode in the car recently",
      ],
      symptomIds: ["window-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Window lock button engaged",
          why: "The lockout deliberately removes power or ground from the passenger switches so children cannot operate them.",
        },
        {
          likelihood: "common",
          part: "Worn lockout contacts in the master switch",
          why: "On many designs the passenger switches get their feed or ground through the master switch, so a worn lockout section kills them all.",
        },
        {
          likelihood: "occasional",
          part: "Broken feed wire in a door-jamb boot",
          why: "A cracked wire to one door leaves that door's switch dead while the master still drives the motor through separate wires.",
        },
        {
          likelihood: "occasional",
          part: "Blown fuse for the passenger switch feed",
          why: "Some cars feed the passenger switches through their own fuse separate from the master switch.",
        },
      ],
      checks: [
        {
          step: "Press the window-lock button once and try a passenger switch.",
          tools: [],
          expect: "Switches working again means the lock was on.",
        },
        {
          step: "Check the window fuses with the ignition on.",
          tools: ["Test light"],
          expect: "A blown fuse feeding the passenger switches explains all of them failing together.",
        },
        {
          step: "Back-probe a passenger switch's feed pin with the ignition on and the lock off.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Battery voltage on the feed; 0 V points back to the master switch or the jamb wiring.",
        },
        {
          step: "Check continuity through the master switch's lockout circuit per the diagram with the lock on and off.",
          tools: ["Digital multimeter"],
          expect: "Near 0 Ω with the lock off; open with the lock off condemns the master switch.",
        },
      ],
      fix: "Release the lock, or replace the master switch, or repair the broken jamb wire or fuse. Re-initialize express windows if any switch or module was unplugged.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Window lock released: no repair", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Fuse replaced or jamb wire repaired",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Master window switch replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; the lock button fix is free, and dealer master switches cost more than aftermarket.",
      },
      verdict: "ok",
      verdictReason: "Nothing unsafe about it; passengers just have to ask the driver to move their windows.",
      codes: [],
      terms: ["window lockout", "master switch"],
      related: ["window-dead-motor-silent", "auto-up-lost-after-battery"],
    },
    {
      slug: "window-slow-stalls",
      title: "Power window moves slowly, groans and stalls partway, worse in cold weather",
      summary:
        "The glass is dragging in dirty or dry run channels, or the motor is worn and losing torque. Clean and lubricate the channels first, then measure voltage and current at the motor before replacing anything.",
      symptoms: [
        "Takes several seconds longer than the other windows",
        "Stops halfway and needs a hand push to close",
        "Worse on cold mornings",
        "Stalls near the top where the glass meets the seal",
      ],
      symptomIds: ["window-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Dirty or dry glass run channels",
          why: "Grit and hardened rubber add friction, and the motor stalls near the top where the seals grip hardest.",
        },
        {
          likelihood: "common",
          part: "Worn window motor",
          why: "Worn brushes and a weak armature produce less torque, so the motor slows under the same load.",
        },
        {
          likelihood: "occasional",
          part: "Binding regulator",
          why: "Dry pivots or a fraying cable drag on the glass as it moves.",
        },
        {
          likelihood: "occasional",
          part: "Voltage loss in the switch or jamb wiring",
          why: "Corroded switch contacts or cracked jamb wires starve the motor of voltage, cutting its speed.",
        },
      ],
      checks: [
        {
          step: "Time the window against the others on the car.",
          tools: ["Phone stopwatch"],
          expect: "A window taking twice as long as its twin has a real problem, not just cold seals.",
        },
        {
          step: "Clean the run channels and spray them with silicone, then retime it.",
          tools: ["Silicone spray", "Microfiber cloth"],
          expect: "A clearly faster window after cleaning means friction was the main cause.",
        },
        {
          step: "Measure voltage at the motor connector while it runs up.",
          tools: ["Digital multimeter"],
          expect: "Within about 1 V of battery voltage; a larger loss points to the switch or jamb wiring.",
        },
        {
          step: "Clamp the motor current while it moves.",
          tools: ["Inductive current clamp"],
          expect:
            "Roughly 3–8 A while moving on many cars, jumping only at the stop; high current mid-travel means binding glass or regulator.",
        },
      ],
      fix: "Clean and lubricate the channels with silicone (not grease, which holds grit), then replace the switch, regulator or motor that the tests condemn, and re-initialize auto-up.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner cleans and lubricates the run channels",
            partsLow: 0,
            partsHigh: 15,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Window switch replacement", partsLow: 30, partsHigh: 120, laborHoursLow: 0.3, laborHoursHigh: 0.8 },
          {
            name: "Regulator and motor assembly replacement",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate at an independent shop; excludes dealer-only regulator assemblies and door module programming.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; avoid using it on freezing days so it does not stall partly open.",
      codes: [],
      terms: ["glass run channel", "stall current", "voltage drop"],
      related: ["window-dead-motor-silent", "window-fell-into-door", "auto-up-lost-after-battery"],
    },
    {
      slug: "door-lock-actuator-one-door",
      title: "One door won't lock or unlock with the others and buzzes or stays silent",
      summary:
        "That door's lock actuator has failed; on most cars since the mid-2000s it is built into the latch, so the latch is replaced as a unit. Confirm the actuator is getting its lock pulse before ordering parts.",
      symptoms: [
        "Other doors respond to the fob and switch, one does not",
        "Buzzing or grinding inside the door when locking",
        "Works sometimes, more often in warm weather",
        "Car locks with the fob but that door stays unlocked",
      ],
      symptomIds: ["lock-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Failed actuator motor or stripped actuator gear",
          why: "Small motors with plastic gears wear out; a buzz is the motor spinning against a stripped gear, a frequent failure on many GM, Ford and Honda models.",
        },
        {
          likelihood: "occasional",
          part: "Broken wire in the door-jamb boot",
          why: "Lock wires crack where the harness bends at the hinge, cutting the pulse to that door only.",
        },
        {
          likelihood: "occasional",
          part: "Lock rod popped out of its clip",
          why: "The actuator runs but no longer moves the lock because the rod is disconnected.",
        },
        {
          likelihood: "rare",
          part: "Frozen or seized latch",
          why: "Water freezing in the latch or dried grease makes the mechanism too stiff for the small actuator.",
        },
      ],
      checks: [
        {
          step: "Lock and unlock from the fob and switch while listening at each door.",
          tools: [],
          expect: "A silent door or a buzz with no movement singles out that actuator.",
        },
        {
          step: "Remove the door panel and back-probe the actuator connector during lock and unlock commands.",
          tools: ["Trim panel tools", "Digital multimeter"],
          expect:
            "A pulse of about 12 V lasting roughly half a second, reversing for unlock; a pulse with no movement condemns the actuator.",
        },
        {
          step: "Check that every lock rod or cable is clipped to the latch and moves freely by hand.",
          tools: ["Flashlight"],
          expect: "A loose rod or stiff latch explains a running actuator that does nothing.",
        },
        {
          step: "Flex the jamb harness with the meter on the actuator connector while cycling the locks.",
          tools: ["Digital multimeter"],
          expect: "Pulses that come and go with harness movement point to broken jamb wires.",
        },
      ],
      fix: "Replace the actuator or the complete latch, lubricate the latch, reconnect the rods and check inside handle, outside handle and child lock before refitting the panel. Check for open latch recalls by VIN first.",
      difficulty: 3,
      cost: {
        partsLow: 25,
        partsHigh: 250,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes: "Estimate; excludes dealer latch assemblies and repair of broken door-panel clips.",
      },
      verdict: "ok",
      verdictReason:
        "The car is drivable, but that door may be left unlocked; make sure it latches fully before driving.",
      codes: [],
      terms: ["door lock actuator", "door latch", "lock rod"],
      related: ["no-door-locks-work", "locks-cycle-by-themselves", "dome-light-stays-on", "key-fob-not-working"],
      commonOn: [{ make: "chevrolet" }, { make: "gmc" }, { make: "ford" }, { make: "honda" }],
    },
    {
      slug: "no-door-locks-work",
      title: "None of the power door locks respond to the switches or the key fob",
      summary:
        "When every door is dead at once, suspect the lock fuse or relay, the body module's lock output, or one shorted actuator dragging the whole circuit down. Check the fuse first and listen for the lock relay.",
      symptoms: [
        "No door responds to the door switches or the remote",
        "No click from under the dash when lock is pressed",
        "Fob still flashes the lights and panic still works",
        "Locks quit right after rain",
      ],
      symptomIds: ["lock-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Blown door-lock fuse",
          why: "A shorted actuator or pinched jamb wire blows the fuse shared by all the doors.",
        },
        {
          likelihood: "occasional",
          part: "Failed lock or unlock relay, often on the BCM board",
          why: "Many body modules switch the actuators through small relays soldered to the board, and their contacts burn out.",
        },
        {
          likelihood: "occasional",
          part: "One shorted actuator loading the circuit",
          why: "A shorted motor pulls the circuit voltage so low that no actuator moves, and may trip the breaker.",
        },
        {
          likelihood: "rare",
          part: "Door-lock switch stuck in lock or unlock",
          why: "A switch holding its input active makes the module ignore other lock commands.",
        },
      ],
      checks: [
        {
          step: "Check the door-lock fuse or breaker.",
          tools: ["Test light"],
          expect: "A blown fuse means hunting a short before replacing it.",
        },
        {
          step: "Press lock on the fob and watch for the light flash.",
          tools: [],
          expect:
            "Lights flashing with no lock movement proves the receiver works and the fault is on the output side.",
        },
        {
          step: "Measure voltage at the lock output pins of the body module or relay during a lock command.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "A 12 V pulse of about half a second; no pulse with a good fuse points to the relay or module.",
        },
        {
          step: "Unplug the door actuators one at a time and retry the locks.",
          tools: ["Trim panel tools"],
          expect: "Remaining doors working again after one is unplugged marks the shorted actuator.",
        },
        {
          step: "Watch the lock switch inputs and run the lock output test on a scan tool.",
          tools: ["Scan tool"],
          expect: "A switch input stuck active, or an output test that does nothing, pins it to the switch or module.",
        },
      ],
      fix: "Replace the fuse after removing the short, the shorted actuator or stuck switch, or the lock relay or body module; a new BCM needs programming and key fobs may need relearning afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Door-lock fuse replaced after the short is found",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Shorted lock actuator or stuck switch replacement",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.8,
          },
          {
            name: "Lock relay or body module replacement",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes body module programming and key relearning at a dealer.",
      },
      verdict: "ok",
      verdictReason: "It drives safely; lock each door by hand with the inside buttons or key to keep the car secure.",
      codes: [],
      terms: ["lock relay", "BCM", "door lock actuator"],
      related: [
        "door-lock-actuator-one-door",
        "key-fob-not-working",
        "locks-cycle-by-themselves",
        "several-circuits-quit-at-once",
      ],
    },
    {
      slug: "locks-cycle-by-themselves",
      title: "Doors lock and unlock on their own while driving or parked",
      summary:
        "A lock switch, latch ajar switch or body module input is sending false commands, often from water or a failing driver's door switch. Watch the lock-switch inputs on a scan tool to catch which one triggers it.",
      symptoms: [
        "Locks chatter or cycle over bumps",
        "Locks cycle while parked, sometimes all night",
        "Happens mostly after rain or a car wash",
        "Alarm chirps or horn sounds along with the locking",
      ],
      symptomIds: ["lock-problem", "random-electrical", "battery-dead-parked"],
      causes: [
        {
          likelihood: "common",
          part: "Driver's door lock switch shorting from water or spills",
          why: "Liquid bridges the switch contacts and sends lock or unlock requests at random.",
        },
        {
          likelihood: "common",
          part: "Faulty door-ajar switch upsetting auto-lock logic",
          why: "When the module thinks a door opened and closed, it may unlock and relock under its auto-lock rules.",
        },
        {
          likelihood: "occasional",
          part: "Key fob with a stuck or worn button",
          why: "A fob pressed in a pocket or with a collapsed button pad keeps transmitting commands.",
        },
        {
          likelihood: "occasional",
          part: "Water-damaged body module",
          why: "Corrosion on the module board creates false inputs or output pulses.",
        },
      ],
      checks: [
        {
          step: "Remove the battery from each key fob and see whether the cycling continues.",
          tools: ["Small screwdriver"],
          expect: "Cycling that stops with the fob batteries out points to a stuck fob button.",
        },
        {
          step: "Watch lock switch and door-ajar inputs on a scan tool while tapping each door and driving over bumps.",
          tools: ["Scan tool"],
          expect: "An input that toggles by itself just before the locks cycle identifies the source.",
        },
        {
          step: "Unplug the driver's lock switch and drive the car.",
          tools: ["Trim panel tools"],
          expect: "Cycling stops with the switch unplugged: replace the switch.",
        },
        {
          step: "Inspect the body module and its connectors for water marks or corrosion.",
          tools: ["Flashlight"],
          expect: "Water damage means the leak must be fixed along with the module.",
        },
      ],
      noMeasurement:
        "The cause is an input that toggles by itself (stuck fob button, wet switch, water in the module), caught in scan-tool input data and by unplugging parts; no fixed voltage or resistance identifies it.",
      fix: "Replace the shorted lock switch or faulty latch, rebuild or replace the fob with the stuck button, or dry and replace a corroded module (programming required). Fix any water leak that reached the switch or module.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Driver's door lock switch replacement",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Door latch with ajar switch replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.8,
          },
          {
            name: "Owner replaces a fob shell with a stuck button",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Body module replacement after water damage",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes leak repair and dealer programming of a replacement body module.",
      },
      verdict: "ok",
      verdictReason:
        "The doors stay latched even when the locks cycle, but the car can be left unlocked and the battery may drain overnight.",
      codes: [],
      terms: ["lock switch input", "auto-lock", "door-ajar switch"],
      related: [
        "door-lock-actuator-one-door",
        "no-door-locks-work",
        "water-leak-electrical-gremlins",
        "dome-light-stays-on",
      ],
    },
    {
      slug: "key-fob-not-working",
      title: "Key fob won't lock or unlock the car, or only works right next to it",
      summary:
        "A weak fob battery is by far the most common cause, and the coin cell costs a few dollars. If a fresh battery does not help, the fob may need re-syncing or programming, its board may be cracked, or the car's receiver may be at fault.",
      symptoms: [
        "Must stand within a few feet of the car for the remote to work",
        "Indicator LED on the fob dim or not flashing",
        "Key-fob battery low message in the cluster",
        "The spare fob works fine",
        "Stopped after a fob battery change or after the fob was dropped",
      ],
      symptomIds: ["lock-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Weak fob coin cell (CR2032, CR2025, CR2016 or CR1632)",
          why: "As the cell ages its voltage sags under transmit load and the signal range shrinks to a few feet.",
        },
        {
          likelihood: "occasional",
          part: "Fob out of sync or lost programming",
          why: "Rolling-code fobs pressed many times out of range, or some models after a battery change, must be re-synchronized before the car accepts them.",
        },
        {
          likelihood: "occasional",
          part: "Worn button pads or cracked solder joints",
          why: "Drops crack the battery-holder or button solder joints, and rubber pads wear through.",
        },
        {
          likelihood: "rare",
          part: "Local radio interference or failed receiver",
          why: "Strong nearby transmitters can swamp the receiver, and a failed receiver or body module ignores every fob.",
        },
      ],
      checks: [
        {
          step: "Try the spare fob at the same distance.",
          tools: [],
          expect: "Spare works: the first fob is at fault. Neither works: suspect the car's receiver or the location.",
        },
        {
          step: "Measure the fob battery or simply fit a fresh one, matching polarity.",
          tools: ["Digital multimeter"],
          expect: "A new CR2032 reads about 3.0–3.3 V; below about 2.8 V it is weak.",
        },
        {
          step: "Test the fob with an RF key tester or watch the remote-input display on a scan tool.",
          tools: ["RF key tester", "Scan tool"],
          expect: "Each button press should register; nothing registered with a fresh battery condemns the fob.",
        },
        {
          step: "Try the fob in a different parking spot away from towers and buildings.",
          tools: [],
          expect: "A fob that works elsewhere is being drowned out by local interference.",
        },
      ],
      fix: "Replace the coin cell without touching the board contacts, re-sync the fob (a key-cycle and button procedure on many cars, a scan tool on others), or replace the fob shell, the fob, or the receiver. Bring every fob when programming, since many systems erase unlisted fobs.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Owner replaces the coin cell", partsLow: 5, partsHigh: 10, laborHoursLow: 0, laborHoursHigh: 0 },
          { name: "Fob re-synced or reprogrammed", partsLow: 0, partsHigh: 0, laborHoursLow: 0.3, laborHoursHigh: 0.8 },
          {
            name: "Replacement fob, cut and programmed",
            partsLow: 60,
            partsHigh: 350,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes:
          "Estimate; excludes dealer fob prices and programming fees, which can exceed $400 on push-button models.",
      },
      verdict: "ok",
      verdictReason:
        "Driving is unaffected; most push-button cars start with a dead fob held against the start button or placed in a backup slot.",
      codes: [],
      terms: ["key fob", "rolling code", "RF receiver"],
      related: ["no-door-locks-work", "random-dead-battery-module-wakeup", "alarm-goes-off-by-itself"],
    },
    {
      slug: "trunk-liftgate-wont-open",
      title: "Trunk or power liftgate won't open from the button, fob or outside handle",
      summary:
        "Check for a trunk lockout or liftgate off switch, then the release fuse and the latch actuator in the lid; power liftgates can also refuse after a power loss or with weak struts. Listen at the latch for a click while someone presses the button.",
      symptoms: [
        "Nothing happens when the trunk button or fob is pressed",
        "Latch clicks but the lid stays shut",
        "Power liftgate beeps, starts and reverses, or refuses to move",
        "Liftgate drifts down when opened by hand",
      ],
      symptomIds: ["lock-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Trunk lockout switch or power liftgate switched off",
          why: "A glovebox trunk-lockout switch or a liftgate on/off button blocks opening by design.",
        },
        {
          likelihood: "common",
          part: "Failed trunk or liftgate latch actuator",
          why: "The latch motor or solenoid wears out, or water corrodes its connector in the lid.",
        },
        {
          likelihood: "occasional",
          part: "Broken wire in the trunk-lid or liftgate hinge boot",
          why: "The harness bends each time the lid opens and the release or switch wire breaks.",
        },
        {
          likelihood: "occasional",
          part: "Power liftgate needing initialization or with weak struts",
          why: "After power loss the liftgate module must relearn travel, and weak spindle or gas struts make it stall and reverse.",
        },
      ],
      checks: [
        {
          step: "Check the trunk lockout in the glovebox and the liftgate on/off button, then try again.",
          tools: [],
          expect: "Opening normally now costs nothing.",
        },
        {
          step: "Listen at the latch while a helper presses the release.",
          tools: [],
          expect:
            "Click with no release means a binding latch or disconnected cable; no click means no power reaching it.",
        },
        {
          step: "Back-probe the latch connector during a release command.",
          tools: ["Digital multimeter", "Trim panel tools"],
          expect: "A brief 12 V pulse with no action condemns the latch; no pulse points to wiring, switch or module.",
        },
        {
          step: "Run the power liftgate reset from the owner's manual, usually by closing it by hand and holding the button.",
          tools: ["Owner's manual"],
          expect: "Liftgate completes a full cycle after the reset if only its learned position was lost.",
        },
        {
          step: "If it will not open at all, reach in from the rear seat and use the glow-in-the-dark emergency release.",
          tools: ["Flashlight"],
          expect: "Required inside sedan trunks since model year 2002, it opens the latch mechanically for access.",
        },
      ],
      fix: "Replace the latch or actuator, the release switch or the broken hinge-boot wire; on power liftgates, replace struts in pairs and re-initialize travel limits after any power loss.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Lockout switch turned back on: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Trunk or liftgate latch actuator replacement",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Broken hinge-boot wire repaired",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Power liftgate strut pair replaced and initialized",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; dealer struts and latches cost more.",
      },
      verdict: "ok",
      verdictReason: "Driving is unaffected; make sure the lid is latched so it cannot fly open on the road.",
      codes: [],
      terms: ["latch actuator", "liftgate module", "emergency trunk release"],
      related: [
        "third-brake-light-out",
        "rear-wiper-not-working",
        "key-fob-not-working",
        "trunk-or-glovebox-light-drain",
      ],
    },
    {
      slug: "alarm-goes-off-by-itself",
      title: "Factory alarm goes off by itself in the middle of the night",
      summary:
        "The factory alarm trips when a door, hood or trunk switch reports an opening, so a corroded hood-ajar switch or worn latch switch is the usual culprit. Read which input triggered it on a scan tool, then repair that switch.",
      symptoms: [
        "Horn and lights go off with nobody near the car",
        "Happens more after rain or on windy nights",
        "Dash shows the hood or a door open when everything is shut",
        "Remote start refuses to run because the hood reads open",
      ],
      symptomIds: ["horn-problem", "random-electrical", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or misaligned hood-ajar switch",
          why: "The switch at the hood latch sits in road spray; a corroded contact flickers and the alarm sees the hood being opened.",
        },
        {
          likelihood: "common",
          part: "Worn door or trunk latch switch",
          why: "A latch switch that opens briefly with temperature or wind movement reads as a door being opened.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket alarm shock sensor set too sensitive",
          why: "Add-on shock sensors trip from passing trucks, thunder or gusts.",
        },
        {
          likelihood: "rare",
          part: "Interior intrusion sensor seeing movement",
          why: "Ultrasonic cabin sensors on many European cars trip when a window is left open or something swings from the mirror.",
        },
      ],
      checks: [
        {
          step: "With every door, the hood and the trunk closed, check the cluster or scan data for anything reported open.",
          tools: ["Scan tool"],
          expect: "Any input showing open with everything shut is the trigger to fix.",
        },
        {
          step: "Read the alarm or security history in the body module where the scan tool supports it.",
          tools: ["Scan tool"],
          expect: "Many vehicles store the input that caused the last alarm.",
        },
        {
          step: "Open the hood and operate the hood switch by hand while watching its status.",
          tools: ["Scan tool", "Flashlight"],
          expect:
            "Status changes cleanly each time; unplugged, the switch reads under 1 Ω in one position and open (OL) in the other with no flicker, so a reading that wanders condemns the switch or connector.",
        },
        {
          step: "If an aftermarket alarm is fitted, reduce its shock-sensor sensitivity or unplug the sensor for a few nights.",
          tools: ["Small screwdriver"],
          expect: "No more false alarms points to the add-on sensor.",
        },
      ],
      fix: "Replace the hood-ajar switch (often built into the hood latch) or the faulty door or trunk latch, clean and seal the connector, and adjust or remove an oversensitive aftermarket sensor. Close windows fully or switch off interior monitoring when leaving the car with a window cracked.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Hood-ajar switch replacement",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Aftermarket shock sensor adjusted or unplugged",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Latch with a built-in ajar switch replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes dealer hood latches and removal of a poorly installed aftermarket alarm.",
      },
      verdict: "ok",
      verdictReason: "The car is safe to drive; the issue is noise, a drained battery and annoyed neighbors.",
      codes: [],
      terms: ["hood-ajar switch", "shock sensor", "intrusion sensor"],
      related: ["dome-light-stays-on", "horn-sounds-by-itself", "locks-cycle-by-themselves", "key-fob-not-working"],
    },
    {
      slug: "power-seat-wont-move",
      title: "Power seat won't move in any direction and the motors stay silent",
      summary:
        "When nothing moves, the seat has lost its feed or ground: a tripped breaker or blown fuse, a connector kicked loose under the seat, or a failed seat switch. Check power at the switch before blaming the motors.",
      symptoms: [
        "No motor sound in any direction",
        "Memory buttons also do nothing",
        "Started after something was pushed under the seat or the carpet was shampooed",
        "Heated seat on that side dead too",
        "Airbag warning lamp on at the same time",
      ],
      symptomIds: ["seat-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Tripped circuit breaker or blown seat fuse",
          why: "Seat circuits often use a 20–30 A breaker or fuse, and a seat jammed against an object overloads it.",
        },
        {
          likelihood: "common",
          part: "Connector under the seat pulled loose or damaged",
          why: "Objects under the seat or seat travel pull on the harness and unplug the main power connector, which often runs beside the seat-belt and airbag wiring.",
        },
        {
          likelihood: "occasional",
          part: "Failed seat switch",
          why: "The switch routes power and ground to every motor, so a burnt common contact kills all directions at once.",
        },
        {
          likelihood: "occasional",
          part: "Broken or loose seat ground wire",
          why: "The seat ground usually bolts to the floor, and corrosion or a loose bolt removes the return path for all motors.",
        },
      ],
      checks: [
        {
          step: "With the key off, look under the seat for objects and check that each connector is fully latched, without probing any yellow airbag connectors.",
          tools: ["Flashlight"],
          expect:
            "An unplugged or half-seated connector is the fix; an airbag lamp that came on with it needs a code clear afterward.",
        },
        {
          step: "Check the seat fuse or breaker in both fuse boxes.",
          tools: ["Test light"],
          expect: "Power on both sides of the fuse or breaker clears it.",
        },
        {
          step: "Back-probe the switch feed and ground pins.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Battery voltage on the feed and under 0.2 V drop on the ground; a missing feed or ground explains every direction failing.",
        },
        {
          step: "With the switch unplugged, jumper feed and ground to one motor's output pins per the diagram.",
          tools: ["Fused jumper leads"],
          expect: "A motor that moves when jumped proves the switch has failed.",
        },
      ],
      fix: "Reset or replace the breaker or fuse, repair or reseat the connector, fix the ground, or replace the seat switch. Disconnect the battery before working under the seat and clear any airbag codes afterward; if the passenger seat's occupant classification sensor was disturbed, run its re-zero with a scan tool.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Seat breaker or fuse reset or replaced",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Under-seat connector or ground repair",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.4,
          },
          { name: "Seat switch replacement", partsLow: 40, partsHigh: 200, laborHoursLow: 0.6, laborHoursHigh: 1.6 },
        ],
        excludes: "Estimate; excludes SRS diagnosis and occupant-sensor calibration, often done at a dealer.",
      },
      verdict: "careful",
      verdictReason:
        "Safe if the seat is stuck where you can reach the pedals; with the airbag light also on, get the SRS checked promptly since airbags may not deploy.",
      codes: [],
      terms: ["circuit breaker", "seat switch", "occupant classification"],
      related: ["power-seat-one-direction-noise", "heated-seat-not-heating", "clockspring-horn-buttons-airbag-light"],
    },
    {
      slug: "power-seat-one-direction-noise",
      title: "Power seat motor whirs or clicks but the seat only moves one way",
      summary:
        "A motor that runs without moving the seat means a stripped drive cable or track gear, often after something jammed the track; a silent direction points to that motor or the switch. Listen at each motor while working the switch.",
      symptoms: [
        "Motor hums or whirs but the seat does not move in one direction",
        "Seat moves back but not forward, or the height works on one side only",
        "Clicking or ratcheting from under the seat",
        "Seat sits crooked because one track moved and the other did not",
      ],
      symptomIds: ["seat-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Stripped flexible drive cable or track gearbox",
          why: "Seat motors turn the tracks through square flex cables and small gears, which strip when the seat is driven against an obstruction.",
        },
        {
          likelihood: "common",
          part: "Object jammed in the seat track",
          why: "Coins, bottles or a phone in the track stop travel and can strip the cable ends.",
        },
        {
          likelihood: "occasional",
          part: "Worn seat switch contact for one direction",
          why: "Each direction has its own contacts; one burnt contact leaves one motor or one direction dead.",
        },
        {
          likelihood: "occasional",
          part: "Failed individual motor",
          why: "Fore-aft, height and tilt each have their own motor, and one can fail alone.",
        },
      ],
      checks: [
        {
          step: "Look and feel along both tracks for anything jammed, and remove it.",
          tools: ["Flashlight"],
          expect: "Seat moving normally once cleared needs only a check for stripped cable ends.",
        },
        {
          step: "Watch the motors and cables under the seat while a helper presses the switch.",
          tools: ["Flashlight"],
          expect:
            "Motor and cable spinning with no track movement means a stripped gearbox; motor spinning with a still cable means a stripped cable end.",
        },
        {
          step: "Back-probe the connector for the dead direction while pressing the switch.",
          tools: ["Digital multimeter"],
          expect: "About 12 V with the motor silent condemns the motor; no voltage points to the switch.",
        },
        {
          step: "Push and pull hard on the seat in its current position.",
          tools: [],
          expect:
            "The seat must not move; any sliding means the track drive is stripped and the seat is not held in place.",
        },
      ],
      fix: "Replace the flex cable, track gearbox, motor or switch; tracks are often sold as a complete adjuster. Disconnect the battery before unbolting the seat because of seat airbag and belt pretensioner wiring, and torque the seat bolts to the factory spec since they hold the seat and belt in a crash.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Flex cable or seat switch replacement",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Object removed from the seat track",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Seat motor or track gearbox replacement",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; a complete dealer seat adjuster can exceed the range, and SRS code clearing is extra.",
      },
      verdict: "careful",
      verdictReason: "If the seat slides when you brake or push on it, do not drive: it can move away from the pedals.",
      codes: [],
      terms: ["seat track", "flex drive cable", "seat adjuster"],
      related: ["power-seat-wont-move", "heated-seat-not-heating"],
    },
    {
      slug: "heated-seat-not-heating",
      title: "Heated seat switch lights up but the seat never gets warm",
      summary:
        "The heating pad in the cushion or backrest has broken, most often at the bolster where you slide in, or its thermostat or control has failed. Check voltage at the seat connector and the pad's resistance before ordering parts.",
      symptoms: [
        "Indicator lights but no warmth after five minutes on high",
        "Backrest warms but the cushion stays cold, or the reverse",
        "Heat comes and goes as you shift in the seat",
        "Hot spot or scorch mark on the seat cover",
      ],
      symptomIds: ["seat-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Broken heating element wire or carbon pad",
          why: "Flexing at the outer bolster breaks element wires, a frequent failure on 2007–2014 GM full-size trucks and SUVs.",
        },
        {
          likelihood: "common",
          part: "Failed pad thermostat or temperature sensor",
          why: "Older pads use a bimetal thermostat and newer ones a thermistor read by a module; an open sensor stops heating.",
        },
        {
          likelihood: "occasional",
          part: "Failed heated-seat module, relay or switch",
          why: "The control that switches pad current can fail while the indicator still lights.",
        },
        {
          likelihood: "occasional",
          part: "Loose connector under the seat",
          why: "Seat travel pulls on the heater connector until a pin loses contact.",
        },
      ],
      checks: [
        {
          step: "Run the heater on high for five minutes and feel both cushion and backrest.",
          tools: [],
          expect: "One warm section and one cold points to the cold pad; both cold points to the feed or control.",
        },
        {
          step: "Back-probe the heater connector under the seat with the heater on.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Battery voltage to the pads means the pad side is at fault; no voltage points to the switch, relay or module.",
        },
        {
          step: "Unplug the connector and measure element resistance.",
          tools: ["Digital multimeter"],
          expect:
            "Working pads typically read about 1–6 Ω at room temperature (confirm in the service information); an open (OL) reading means a broken element or an open thermostat in the pad.",
        },
        {
          step: "Scan the seat or climate module for heater codes.",
          tools: ["Scan tool"],
          expect: "An open-circuit or sensor code confirms which pad or sensor failed.",
        },
      ],
      fix: "Replace the heating pad (remove the seat cover with hog-ring pliers or clips; aftermarket adhesive pads fit many models), the thermostat, switch or module. A scorch mark means the pad must be replaced, never spliced.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes a new seat cover if the old one tears, and dealer pads, which cost more.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; if you ever smell hot fabric or see a scorch mark, switch the heater off until the pad is replaced.",
      codes: [],
      terms: ["seat heater element", "thermistor", "hog rings"],
      related: ["power-seat-wont-move", "power-seat-one-direction-noise"],
      commonOn: [
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban", "avalanche"], years: [2007, 2014] },
        { make: "gmc", models: ["sierra", "yukon"], years: [2007, 2014] },
        { make: "cadillac", models: ["escalade"], years: [2007, 2014] },
      ],
    },
    {
      slug: "horn-not-working",
      title: "Horn makes no sound when the steering wheel pad is pressed",
      summary:
        "Check the horn fuse and relay first, then power the horn directly with a fused jumper, since it sits behind the grille and corrodes. If the horn sounds on direct power, the fault is the horn switch, the clockspring or the body module.",
      symptoms: [
        "No sound at all from the wheel pad",
        "Lock-confirm chirp also silent on cars that use the horn for it",
        "Horn worked now and then, mostly in dry weather",
        "Only a weak single tone from a car that normally has two horns",
      ],
      symptomIds: ["horn-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Blown horn fuse or failed horn relay",
          why: "The relay carries the horn current, and a burnt contact or blown fuse silences it.",
        },
        {
          likelihood: "common",
          part: "Corroded or failed horn",
          why: "Horns mount low behind the grille where salt and water seize the diaphragm contacts or corrode the connector.",
        },
        {
          likelihood: "occasional",
          part: "Open horn circuit in the clockspring",
          why: "The horn switch signal runs through the clockspring ribbon, which can crack at the horn trace first.",
        },
        {
          likelihood: "occasional",
          part: "Broken horn ground or feed wire at the radiator support",
          why: "Wires near the horn get stretched during front-end work and corrode where they bolt on.",
        },
      ],
      checks: [
        {
          step: "Swap the horn relay with an identical one and check the horn fuse.",
          tools: ["Test light", "Spare ISO mini relay"],
          expect: "Horn working after the swap condemns the relay.",
        },
        {
          step: "Unplug the horn and power it directly from the battery with fused jumpers.",
          tools: ["Fused jumper leads"],
          expect: "A loud clear tone means the horn is good; silence or a buzz means replace it.",
        },
        {
          step: "Measure at the horn connector while a helper presses the pad.",
          tools: ["Digital multimeter"],
          expect: "Battery voltage and a good ground with a silent horn condemns the horn; no voltage points upstream.",
        },
        {
          step: "At the relay socket, check the control terminal when the pad is pressed.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "The control side should switch to ground, or to 12 V on module-driven horns; no change points to the horn switch, clockspring or module.",
        },
        {
          step: "Check for an airbag lamp and test the other steering wheel buttons.",
          tools: ["Scan tool"],
          expect: "Dead buttons or an airbag code with a dead horn points to the clockspring.",
        },
      ],
      fix: "Replace the fuse, relay or horn, or repair the ground or feed at the radiator support. If the clockspring is at fault, replace it following the airbag procedure.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Horn fuse or relay replacement",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Horn feed or ground wire repair",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          { name: "Horn replacement", partsLow: 20, partsHigh: 150, laborHoursLow: 0.4, laborHoursHigh: 1.3 },
        ],
        excludes: "Estimate; excludes clockspring replacement and front bumper removal where the horn hides behind it.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives fine, but a horn is required equipment and your main warning to other road users; fix it soon.",
      codes: [],
      terms: ["horn relay", "clockspring", "horn switch"],
      related: ["horn-sounds-by-itself", "clockspring-horn-buttons-airbag-light", "alarm-goes-off-by-itself"],
    },
    {
      slug: "horn-sounds-by-itself",
      title: "Horn blows on its own or won't stop sounding",
      summary:
        "A welded horn relay, a horn switch shorting in the steering wheel, or the alarm or power module triggering it. Pull the horn fuse or relay to silence it, then find which part is closing the circuit.",
      symptoms: [
        "Horn stuck on after a single press",
        "Horn honks when the steering wheel is turned or over bumps",
        "Horn sounds while parked without the lights flashing",
        "Chirps or honks after rain or a car wash",
      ],
      symptomIds: ["horn-problem", "random-electrical"],
      causes: [
        {
          likelihood: "common",
          part: "Horn relay with welded contacts",
          why: "The contacts fuse closed, so the horn stays powered without any command.",
        },
        {
          likelihood: "common",
          part: "Horn switch in the wheel pad shorting",
          why: "A sagging pad, worn contact springs or an aftermarket wheel cover hold the switch closed, especially while turning.",
        },
        {
          likelihood: "occasional",
          part: "Chafed horn control wire grounding in the column",
          why: "On ground-triggered horn circuits, a control wire rubbing through to metal turns the horn on.",
        },
        {
          likelihood: "occasional",
          part: "Power module or alarm output fault",
          why: "A failed internal relay or water in the module can power the horn, a known failure of some Chrysler TIPM units.",
        },
      ],
      checks: [
        {
          step: "Pull the horn fuse or relay.",
          tools: ["Fuse puller"],
          expect: "The horn stops, and the car is safe to drive while you diagnose.",
        },
        {
          step: "Fit a new relay of the same part number.",
          tools: ["Spare ISO mini relay"],
          expect: "Horn staying quiet with the new relay means the old one was welded.",
        },
        {
          step: "With the relay removed, check the relay control terminal with nobody touching the pad.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "On switch-grounded horns the control terminal reads open (OL) to ground untouched and near 0 Ω only when pressed; a low reading untouched points to the switch or wiring. On module-driven horns, read the request in data.",
        },
        {
          step: "Following the airbag disarm procedure, unplug the horn switch connector at the wheel.",
          tools: ["Torx set", "Trim panel tools"],
          expect: "Control signal gone with the switch unplugged condemns the horn switch or pad.",
        },
        {
          step: "Read the alarm trigger history and power-module codes on a scan tool.",
          tools: ["Scan tool"],
          expect: "An alarm event or internal module fault explains honking without a stuck switch.",
        },
      ],
      fix: "Replace the relay, the horn switch or pad (on many cars part of the driver airbag module, so the airbag procedure applies), repair the chafed wire, or replace the power module with programming where required.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Horn relay replacement", partsLow: 10, partsHigh: 40, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Horn switch or pad replacement",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Chafed horn control wire repaired",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Driver airbag module with an integral horn switch",
            partsLow: 300,
            partsHigh: 700,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes dealer power modules and their programming, and an alarm module fault.",
      },
      verdict: "ok",
      verdictReason:
        "With the horn fuse pulled it is safe to drive, though you will have no horn until it is repaired.",
      codes: [],
      terms: ["horn relay", "welded contacts", "horn switch", "TIPM"],
      related: [
        "horn-not-working",
        "alarm-goes-off-by-itself",
        "several-circuits-quit-at-once",
        "relay-chattering-under-dash",
      ],
      commonOn: chryslerTipmEraVehicles,
    },
    {
      slug: "clockspring-horn-buttons-airbag-light",
      title: "Horn, steering wheel buttons and airbag light all act up at the same time",
      summary:
        "The clockspring, the coiled ribbon behind the steering wheel, has broken. Replace it with the wheels straight and the new part centered, following the airbag disarm procedure, then clear the airbag codes.",
      symptoms: [
        "Airbag warning lamp on",
        "Horn, cruise control, audio or paddle buttons on the wheel dead",
        "Clicking or scraping from behind the wheel when turning",
        "Functions cut in and out with steering wheel position",
        "Heated steering wheel stopped working",
      ],
      symptomIds: ["horn-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Broken clockspring ribbon",
          why: "The flat ribbon winds and unwinds with every turn of the wheel until a trace cracks, opening the airbag, horn or button circuits; several makers, including Chrysler and Toyota, have recalled clocksprings.",
        },
        {
          likelihood: "occasional",
          part: "Clockspring installed off-center after steering work",
          why: "Installed off-center, it runs out of ribbon at full lock and tears.",
        },
        {
          likelihood: "occasional",
          part: "Steering wheel connector not seated after wheel removal",
          why: "A half-seated connector behind the airbag opens circuits as the wheel moves.",
        },
        {
          likelihood: "rare",
          part: "Failed steering wheel switch pack",
          why: "If only the buttons fail while the horn works and the airbag lamp is off, the switch pack itself may be faulty.",
        },
      ],
      checks: [
        {
          step: "Scan the airbag module for codes.",
          tools: ["Scan tool"],
          expect:
            "A driver frontal deployment loop code for high resistance or open (B0001 with a subtype on many vehicles) points to the clockspring.",
        },
        {
          step: "Turn the wheel slowly lock to lock with the engine running and watch the airbag lamp and buttons.",
          tools: [],
          expect: "Lamp or buttons changing with wheel position confirms a cracked ribbon.",
        },
        {
          step: "Check the VIN at NHTSA or the maker's owner site for an open clockspring or steering-wheel wiring recall.",
          tools: ["Phone or computer"],
          expect: "An open clockspring recall means the dealer replaces it free.",
        },
        {
          step: "With the battery disconnected for the specified wait time, remove the driver airbag and check each clockspring circuit end to end, never measuring the airbag itself.",
          tools: ["Digital multimeter", "Torx set"],
          expect: "Under about 1 Ω per circuit; an open or a reading that jumps as the clockspring turns condemns it.",
        },
      ],
      fix: "Disconnect the battery and wait, remove and store the airbag face-up, lock the wheels straight and fit the new clockspring centered (most arrive pinned). Torque the wheel nut or bolt (often a one-time bolt) and airbag fasteners, clear SRS codes, confirm the lamp self-test, and calibrate the steering angle sensor where stability control requires it.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Aftermarket clockspring replaced and centered",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Steering wheel connector reseated",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "OEM clockspring with steering angle calibration",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; free under an open recall; excludes dealer pricing and a steering wheel switch pack.",
      },
      verdict: "careful",
      verdictReason:
        "The driver airbag may not deploy in a crash while the lamp is on; get it repaired promptly and drive with extra care until then.",
      codes: ["B0001"],
      terms: ["clockspring", "SRS", "airbag disarm", "steering angle sensor"],
      related: ["horn-not-working", "horn-sounds-by-itself", "power-seat-wont-move"],
      commonOn: [{ make: "chrysler" }, { make: "dodge" }, { make: "jeep" }, { make: "toyota" }],
    },
    {
      slug: "wipers-dead",
      title: "Windshield wipers don't move at all on any setting",
      summary:
        "Check the wiper fuse, then listen for the motor: a silent motor with power at its connector is dead, while no power points to the switch, relay or body module. Do not drive in rain or snow without wipers.",
      symptoms: [
        "Wipers dead on every setting, including mist",
        "Washer pump still sprays fluid",
        "No hum from the cowl when switched on",
        "Wipers quit mid-sweep in heavy snow or with ice on the glass",
      ],
      symptomIds: ["wiper-problem", "fuse-blows"],
      causes: [
        {
          likelihood: "common",
          part: "Blown wiper fuse from an ice or snow load",
          why: "Wipers frozen to the glass or buried in snow stall the motor, which draws high current and blows the fuse or trips its breaker.",
        },
        {
          likelihood: "common",
          part: "Failed wiper motor",
          why: "Worn brushes, a burnt armature or water inside the motor housing stop it completely.",
        },
        {
          likelihood: "occasional",
          part: "Failed wiper switch or wiper relay",
          why: "With no switch request or relay output, the motor never receives power.",
        },
        {
          likelihood: "occasional",
          part: "Water-damaged power distribution module",
          why: "Wiper relays inside integrated modules fail from water or heat, a known issue on some Chrysler-built vehicles.",
        },
      ],
      checks: [
        {
          step: "Check the wiper fuse and clear any ice or snow from the arms and cowl.",
          tools: ["Test light"],
          expect: "A blown fuse after a snowstorm and a working system with a new fuse ends the diagnosis.",
        },
        {
          step: "Back-probe the motor connector on low and on high.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Battery voltage on the matching speed pin with a ground drop under 0.2 V; voltage with no motion condemns the motor.",
        },
        {
          step: "Power the motor directly with fused jumpers on its low-speed pin and ground.",
          tools: ["Fused jumper leads"],
          expect: "A motor that runs on direct power is good; look upstream.",
        },
        {
          step: "Watch the wiper switch request on a scan tool and try the relay output test.",
          tools: ["Scan tool"],
          expect:
            "Switch request changing but no output points to the relay or module; no request points to the switch.",
        },
      ],
      fix: "Replace the fuse after freeing the arms, or the motor (note the crank-arm orientation so the park position carries over), the switch or the relay. Some motors need the cowl and linkage removed. Free frozen wipers before switching them on in winter.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Wiper fuse replaced after freeing the arms",
            partsLow: 5,
            partsHigh: 15,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Wiper switch or relay replacement",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Wiper motor replacement", partsLow: 80, partsHigh: 350, laborHoursLow: 0.8, laborHoursHigh: 2 },
        ],
        excludes: "Estimate; excludes a power distribution module and its programming.",
      },
      verdict: "careful",
      verdictReason:
        "Fine in dry weather only; in rain or snow you cannot see through the glass, so park it rather than drive.",
      codes: [],
      terms: ["wiper motor", "wiper relay", "cowl"],
      related: [
        "wipers-one-speed-only",
        "wipers-dont-park",
        "wiper-motor-runs-arms-dont",
        "several-circuits-quit-at-once",
      ],
      commonOn: chryslerDodgeJeepRam,
    },
    {
      slug: "wipers-one-speed-only",
      title: "Wipers work on high but not on low, or ignore the intermittent setting",
      summary:
        "A missing speed almost always means the motor's brush for that speed, the wiper switch or a speed relay has failed. Check which speed pin gets voltage at the motor to split the motor from the switch side.",
      symptoms: [
        "Low dead but high works, or the reverse",
        "Intermittent setting ignored while continuous works",
        "Wipers run only on the mist position",
        "Rain-sensing auto mode no longer reacts to rain",
      ],
      symptomIds: ["wiper-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or broken brush in the two-speed motor",
          why: "Wiper motors use a separate brush for high speed, and a broken or worn brush kills just that speed.",
        },
        {
          likelihood: "common",
          part: "Worn wiper switch",
          why: "Speed and delay contacts in the stalk wear separately, so one setting can fail alone.",
        },
        {
          likelihood: "occasional",
          part: "Failed speed relay or delay module",
          why: "Many systems use an on/off relay and a high/low relay or a separate delay module, and one stuck relay drops a speed.",
        },
        {
          likelihood: "occasional",
          part: "Rain sensor disturbed after windshield work",
          why: "Auto mode depends on the sensor's gel pad contacting the glass, and a poorly refitted sensor sees no rain.",
        },
      ],
      checks: [
        {
          step: "At the motor connector, measure the low- and high-speed pins in each switch position.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "About 12 V on the low-speed pin in LOW and on the high-speed pin in HIGH; 12 V on the right pin with that speed not running condemns the motor's brushes, and 0 V points to the switch or relay.",
        },
        {
          step: "Swap the wiper relays with identical relays.",
          tools: ["Spare ISO mini relay"],
          expect: "A speed returning after a swap condemns the relay.",
        },
        {
          step: "Watch the wiper switch position on a scan tool while moving through each setting.",
          tools: ["Scan tool"],
          expect: "Every position should register; a missing position condemns the switch.",
        },
        {
          step: "On rain-sensing cars, check that the sensor behind the mirror is seated on its pad against the glass.",
          tools: ["Flashlight"],
          expect: "Bubbles or a gap at the pad explain a blind sensor.",
        },
      ],
      fix: "Replace the motor, switch, relay or delay module, or refit the rain sensor with a new gel pad. Confirm every speed, delay step and washer-wipe cycle afterward.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Wiper switch or speed relay replacement",
            partsLow: 30,
            partsHigh: 180,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Rain sensor refitted with a new gel pad",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Two-speed wiper motor replacement",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes windshield camera calibration if glass work disturbed the sensor area.",
      },
      verdict: "ok",
      verdictReason: "One working speed keeps the glass clear in most rain; repair it before heavy-weather driving.",
      codes: [],
      terms: ["two-speed wiper motor", "delay module", "rain sensor"],
      related: ["wipers-dead", "wipers-dont-park", "auto-headlights-misbehave"],
    },
    {
      slug: "wipers-dont-park",
      title: "Wipers stop wherever they are when switched off instead of parking at the bottom",
      summary:
        "The park switch inside the wiper motor, or the motor's control board, has failed; on some trucks the wipers also start by themselves. Replacing the motor, or its board on some designs, is the usual fix.",
      symptoms: [
        "Arms freeze mid-glass when switched off",
        "Wipers keep sweeping after the switch is turned off",
        "Wipers start on their own",
        "Intermittent mode stops working at the same time",
      ],
      symptomIds: ["wiper-problem", "random-electrical"],
      causes: [
        {
          likelihood: "common",
          part: "Worn park switch contacts in the motor gearbox",
          why: "The park switch keeps the motor powered until the arms reach the bottom; worn contacts open early or never close.",
        },
        {
          likelihood: "common",
          part: "Failed control board on the wiper motor",
          why: "Some motors carry a board that handles park and delay; it is a well-known failure on 1999–2006 GM full-size trucks and SUVs, causing random wiping and no park.",
        },
        {
          likelihood: "occasional",
          part: "Stuck wiper relay",
          why: "A relay with welded contacts keeps the motor running after the switch is turned off.",
        },
        {
          likelihood: "occasional",
          part: "Crank arm fitted out of position after a motor swap",
          why: "A crank at the wrong angle parks the arms partway up the glass.",
        },
      ],
      checks: [
        {
          step: "Switch off at different points in the sweep and note where the arms stop and whether they keep running.",
          tools: [],
          expect: "Stopping at random points points to the park circuit; running on points to a stuck relay or board.",
        },
        {
          step: "Check the park-switch feed at the motor connector with the key on.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Constant 12 V on the park feed with the key on; 0 V there means the motor cannot run itself back to park, so trace the fuse and feed wire.",
        },
        {
          step: "Swap the wiper relays.",
          tools: ["Spare ISO mini relay"],
          expect: "Wipers stopping normally with a new relay condemns the old one.",
        },
        {
          step: "Compare the crank-arm angle with service information or the old motor's marks.",
          tools: ["Paint marker"],
          expect: "A crank indexed wrong explains a consistent wrong park position.",
        },
      ],
      fix: "Replace the motor or its control board, run the new motor and let it park before fitting the crank arm, and set the arms to the park line on the glass. Check the wiper fuse, since a stalled motor often blows it.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Wiper relay replacement", partsLow: 15, partsHigh: 60, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Crank arm re-indexed to the park position",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Wiper motor or control board replacement",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes new arms and blades if the old ones are bent or stripped.",
      },
      verdict: "careful",
      verdictReason:
        "Arms parked mid-glass block part of your view and delay mode often fails along with them; fix it before driving in rain.",
      codes: [],
      terms: ["park switch", "wiper motor control board", "crank arm"],
      related: ["wipers-dead", "wipers-one-speed-only", "wiper-motor-runs-arms-dont"],
      commonOn: [
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban", "avalanche"], years: [1999, 2006] },
        { make: "gmc", models: ["sierra", "yukon"], years: [1999, 2006] },
        { make: "cadillac", models: ["escalade"], years: [1999, 2006] },
      ],
    },
    {
      slug: "wiper-motor-runs-arms-dont",
      title: "Wiper motor hums but one or both arms don't move, or they flop loosely",
      summary:
        "The linkage has come apart: a ball socket popped off, a pivot seized, or an arm stripped on its splined shaft. Replace the linkage or the arm and check the motor crank is indexed correctly.",
      symptoms: [
        "Motor runs but the arms stay put",
        "One arm sweeps while the other flops",
        "Arms overlap or hit the windshield trim",
        "Clunk from under the cowl",
      ],
      symptomIds: ["wiper-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Linkage ball socket popped off or worn",
          why: "Plastic sockets wear and pop off the ball studs, disconnecting one or both arms from the motor.",
        },
        {
          likelihood: "common",
          part: "Arm nut loose or arm spline stripped",
          why: "A loose nut lets the arm slip on its splined pivot, so it no longer follows the linkage.",
        },
        {
          likelihood: "occasional",
          part: "Seized pivot bushings",
          why: "Corroded pivots stiffen until the linkage bends or the crank slips.",
        },
        {
          likelihood: "rare",
          part: "Stripped motor crank or output shaft",
          why: "A seized linkage can strip the crank's splines or the motor's output gear.",
        },
      ],
      checks: [
        {
          step: "Lift each arm cap and check the nut and splines; try to move the arm by hand with the motor parked.",
          tools: ["Socket set"],
          expect: "An arm that turns on its pivot has a loose nut or stripped spline.",
        },
        {
          step: "Remove the cowl panel and watch the linkage while a helper runs the wipers.",
          tools: ["Trim panel tools", "Flashlight"],
          expect: "A popped socket or bent link is visible immediately.",
        },
        {
          step: "Disconnect the linkage from the motor and move each pivot by hand.",
          tools: ["Pry bar"],
          expect: "Pivots should turn smoothly; a stiff pivot needs the linkage replaced.",
        },
      ],
      noMeasurement:
        "A loose arm nut, stripped spline or popped linkage socket is found by sight and feel; the motor runs and draws normal current, so no meter reading points to the failed part.",
      fix: "Replace the linkage (wiper transmission) or the arm, index the arms to the park line, and torque the arm nuts to spec. Clear the cowl drains while the cowl is off.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Arm nut tightened or wiper arm replaced",
            partsLow: 0,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          { name: "Wiper linkage replacement", partsLow: 60, partsHigh: 250, laborHoursLow: 1, laborHoursHigh: 1.6 },
        ],
        excludes: "Estimate; excludes a new motor if the crank stripped and replacement cowl clips.",
      },
      verdict: "careful",
      verdictReason:
        "Without working arms you cannot clear the glass in rain; drive only in dry weather until it is fixed.",
      codes: [],
      terms: ["wiper transmission", "wiper linkage", "pivot"],
      related: ["wipers-dead", "wipers-dont-park", "water-leak-electrical-gremlins"],
    },
    {
      slug: "washer-not-spraying",
      title: "Windshield washer won't spray even with the reservoir full",
      summary:
        "If the pump hums but nothing sprays, the hose is split, kinked or frozen or the nozzles are clogged; if the pump is silent, check the fuse and the pump connector. Use winter-rated washer fluid to prevent freezing.",
      symptoms: [
        "Pump buzzes but no fluid reaches the glass",
        "Pump silent when the washer is pressed",
        "Only one nozzle sprays, or the spray is weak",
        "Fluid puddles under the front bumper",
        "Low washer fluid warning stays on after filling",
      ],
      symptomIds: ["wiper-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Empty reservoir or frozen fluid",
          why: "Summer fluid or plain water freezes in the hoses and nozzles in winter.",
        },
        { likelihood: "common", part: "Clogged nozzles", why: "Wax, debris and dried fluid block the small jets." },
        {
          likelihood: "occasional",
          part: "Split or disconnected hose",
          why: "Hoses at the pump outlet, hood hinge and cowl crack with age and leak before reaching the nozzles.",
        },
        {
          likelihood: "occasional",
          part: "Failed washer pump or corroded connector",
          why: "Pumps seize after running dry, and their connector sits low behind the bumper in road spray.",
        },
      ],
      checks: [
        {
          step: "Fill the reservoir and look under the bumper for leaks while operating the washer.",
          tools: ["Flashlight"],
          expect: "Fluid dripping below means a split hose, loose pump or cracked reservoir.",
        },
        {
          step: "Listen at the pump and measure voltage at its connector while the washer is pressed.",
          tools: ["Digital multimeter"],
          expect: "About 12 V with a silent pump condemns the pump; no voltage points to the fuse, switch or module.",
        },
        {
          step: "Pull a hose off at a nozzle and operate the washer.",
          tools: [],
          expect: "Fluid flowing from the hose means the nozzle is clogged.",
        },
        {
          step: "Clear the nozzles with a fine pin and aim them at the upper third of the glass.",
          tools: ["Sewing pin"],
          expect: "A full spray pattern returns if only the jets were blocked.",
        },
      ],
      fix: "Replace the pump with a new grommet, replace split hoses, clear or replace nozzles, and fill with fluid rated for the local winter (many are rated to -20 °F).",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Nozzles cleared or hose reconnected",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.5,
          },
          {
            name: "Washer pump and grommet replacement",
            partsLow: 25,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes reservoir replacement on models where the bumper cover must come off.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but without washer fluid road salt and spray can smear the glass so badly you cannot see; fix it before winter.",
      codes: [],
      terms: ["washer pump", "washer nozzle", "reservoir grommet"],
      related: ["wipers-dead", "rear-wiper-not-working"],
    },
    {
      slug: "rear-wiper-not-working",
      title: "Rear wiper on the liftgate doesn't work while the front wipers do",
      summary:
        "Rear wiper motors corrode because they sit in the liftgate's water path, and the wires often break where the harness bends at the liftgate hinge. Check the fuse, then test for voltage at the motor to tell which.",
      symptoms: [
        "Rear wiper dead while the front works",
        "Rear wiper works only with the liftgate open, or only closed",
        "Rear arm stuck to the glass",
        "Rust stains on the liftgate trim below the wiper pivot",
      ],
      symptomIds: ["wiper-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Seized or corroded rear wiper motor",
          why: "Water gets past the pivot seal into the motor and seizes its gears.",
        },
        {
          likelihood: "common",
          part: "Broken wires in the liftgate hinge boot",
          why: "Wires flex every time the liftgate opens and break inside the rubber boot, common on minivans and SUVs.",
        },
        {
          likelihood: "occasional",
          part: "Blown rear wiper fuse",
          why: "A seized motor draws stall current until its fuse blows.",
        },
        {
          likelihood: "occasional",
          part: "Arm seized on its pivot",
          why: "A rusted arm spline or pivot holds the arm so tightly the motor stalls.",
        },
      ],
      checks: [
        {
          step: "Check the rear wiper fuse.",
          tools: ["Test light"],
          expect: "A blown fuse usually points to a seized motor behind it.",
        },
        {
          step: "Remove the liftgate trim and back-probe the motor connector with the rear wiper switched on.",
          tools: ["Trim panel tools", "Digital multimeter"],
          expect:
            "About 12 V across the motor pins with no movement condemns the motor; 0 V points to the switch, the rear wiper relay or the liftgate harness.",
        },
        {
          step: "With the meter still connected, flex the hinge boot between roof and liftgate.",
          tools: ["Digital multimeter"],
          expect: "Voltage cutting in and out pinpoints broken strands.",
        },
        {
          step: "Pull the arm off the pivot and run the motor.",
          tools: ["Wiper arm puller"],
          expect: "A motor that runs freely without the arm points to a seized arm or pivot.",
        },
      ],
      fix: "Replace the rear wiper motor and reseal its pivot grommet, repair broken boot wiring with sealed splices, or replace a seized arm. Check the rear washer at the same time, since its hose runs through the same boot.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Hinge-boot wiring repair with sealed splices",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
          {
            name: "Seized wiper arm replacement",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Rear wiper motor replacement with a new grommet",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes dealer-only motors and a torn liftgate trim panel.",
      },
      verdict: "ok",
      verdictReason: "Driving is safe; rely on the side mirrors when the back glass is wet or dirty.",
      codes: [],
      terms: ["liftgate harness", "rear wiper motor"],
      related: ["third-brake-light-out", "trunk-liftgate-wont-open", "washer-not-spraying"],
    },
    {
      slug: "fuel-gauge-wrong",
      title: "Fuel gauge reads empty, sticks on full or jumps around",
      summary:
        "The fuel level sender in the tank is the usual cause: a worn resistor card, a stuck float or fouled contacts. Read the fuel level value on a scan tool and the sender resistance at the tank connector before dropping the tank.",
      symptoms: [
        "Gauge stays on full for the first half tank, then falls fast",
        "Gauge shows empty and the low-fuel lamp is on with fuel in the tank",
        "Needle swings when turning, braking or on hills",
        "Distance-to-empty display makes no sense",
      ],
      symptomIds: ["gauge-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Worn fuel level sender resistor card",
          why: "The float arm's wiper rubs the same spots for years and wears through the card, leaving dead spots where the reading jumps.",
        },
        {
          likelihood: "common",
          part: "Fouled sender contacts",
          why: "Sulfur compounds in some gasoline blackened the silver sender contacts on many early-2000s GM vehicles, giving erratic or stuck readings.",
        },
        {
          likelihood: "occasional",
          part: "Stuck or fuel-soaked float",
          why: "A float that has absorbed fuel or catches on the pump bracket reads the same level whatever the tank holds.",
        },
        {
          likelihood: "occasional",
          part: "Corroded tank connector or poor sender ground",
          why: "Added resistance in the circuit shifts the reading, and an open reads full-scale empty or full depending on the design.",
        },
      ],
      checks: [
        {
          step: "Fill the tank, zero the trip meter and compare the gauge with miles driven and gallons added at the next fill.",
          tools: [],
          expect: "A gauge that is far off the gallons actually used confirms a reading fault rather than fuel use.",
        },
        {
          step: "Watch the fuel level value on a scan tool while adding fuel.",
          tools: ["Scan tool"],
          expect:
            "The percentage or voltage should climb smoothly; a stuck or jumping value points to the sender, while a correct value with a wrong needle points to the cluster.",
        },
        {
          step: "At the sender connector on top of the tank, measure sender resistance and compare it with the spec for that fuel level.",
          tools: ["Digital multimeter", "Service information"],
          expect:
            "Readings must track the fuel level (many older GM senders run about 0 Ω empty to 90 Ω full); open, shorted or jumping readings condemn the sender.",
        },
        {
          step: "Measure voltage drop on the sender ground with the key on.",
          tools: ["Digital multimeter"],
          expect: "Under 0.1 V; more means a corroded ground is skewing the reading.",
        },
      ],
      fix: "Replace the sender, which on most late-model vehicles comes only with the fuel pump module; access is by dropping the tank or through a panel under the rear seat, with a new lock-ring seal. Work with a low tank, good ventilation and no ignition sources, then clear codes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Sender replaced through an access panel",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          {
            name: "Tank connector or sender ground repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Pump module with sender, tank dropped",
            partsLow: 200,
            partsHigh: 700,
            laborHoursLow: 2,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes dealer pump modules, a new tank strap set if the old ones are rusted, and cluster repair.",
      },
      verdict: "ok",
      verdictReason:
        "Safe if you track fuel by the trip meter and refill early; running dry can strand you and overheat an in-tank pump.",
      codes: ["P0460", "P0461", "P0462", "P0463"],
      terms: ["fuel level sender", "float arm", "fuel pump module"],
      related: ["gauge-needles-stuck-or-erratic", "instrument-cluster-dead", "temp-gauge-reads-wrong"],
      commonOn: [
        { make: "chevrolet", years: [2000, 2004] },
        { make: "gmc", years: [2000, 2004] },
        { make: "buick", years: [2000, 2004] },
        { make: "pontiac", years: [2000, 2004] },
        { make: "oldsmobile", years: [2000, 2004] },
      ],
    },
    {
      slug: "temp-gauge-reads-wrong",
      title: "Temperature gauge stays on cold or jumps to hot while the engine seems normal",
      summary:
        "A failed coolant temperature sensor or its wiring is the usual cause, not the engine. Check real coolant temperature with scan data and an infrared thermometer before deciding; if it really is hot, treat it as overheating.",
      symptoms: [
        "Needle never leaves cold after 20 minutes of driving",
        "Needle flicks to hot and back within a second",
        "Heater blows hot while the gauge says cold",
        "Cooling fans run all the time",
        "Check engine light on",
      ],
      symptomIds: ["gauge-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Failed coolant temperature sensor or gauge sender",
          why: "The thermistor fails open (reads cold) or shorted (reads hot); some engines use a separate single-wire sender for the gauge.",
        },
        {
          likelihood: "common",
          part: "Corroded or broken sensor connector",
          why: "An open circuit reads as extreme cold and a short to ground as extreme heat.",
        },
        {
          likelihood: "occasional",
          part: "Thermostat stuck open",
          why: "The engine really does run cold, especially on the highway; the gauge is telling the truth.",
        },
        {
          likelihood: "occasional",
          part: "Air pocket at the sensor after coolant service",
          why: "A sensor in a steam pocket reads erratically and can hide a real overheat.",
        },
        {
          likelihood: "rare",
          part: "Failed cluster gauge",
          why: "If the sensor value is right on the scan tool, the needle or its driver in the cluster is faulty.",
        },
      ],
      checks: [
        {
          step: "Read engine coolant temperature on a scan tool after a 15-minute drive.",
          tools: ["Scan tool"],
          expect:
            "About 195–220 °F on most warm engines; -40 °F means an open circuit, and a very high reading on a cool engine means a short.",
        },
        {
          step: "Point an infrared thermometer at the thermostat housing and upper hose.",
          tools: ["Infrared thermometer"],
          expect:
            "Close to the scan value (surfaces read somewhat lower); a big mismatch condemns the sensor or its wiring.",
        },
        {
          step: "Unplug the gauge or ECT sensor and read its ohms once on a cold engine and again fully warm.",
          tools: ["Digital multimeter"],
          expect:
            "Many sensors read roughly 2,000–3,500 Ω at 68 °F and under about 300 Ω fully warm; check the chart for the engine.",
        },
        {
          step: "Compare the scan value with the needle position.",
          tools: ["Scan tool"],
          expect:
            "Many gauges are buffered to sit mid-scale across a wide normal band, so a correct sensor value with a needle at cold or hot points to the cluster.",
        },
      ],
      fix: "Replace the sensor with the engine cold, keeping the new sensor ready to limit coolant loss, then refill and bleed air per the service procedure and clear codes. Replace the thermostat if the scan data shows a genuinely cold engine.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 80,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate; excludes a thermostat, coolant and any cooling-system repair if the engine really is running hot.",
      },
      verdict: "careful",
      verdictReason:
        "Until you know the real temperature, assume it could be overheating: pull over if you see steam, smell coolant or the heater goes cold.",
      codes: ["P0116", "P0117", "P0118", "P0128"],
      terms: ["ECT sensor", "thermistor", "buffered gauge"],
      related: ["gauge-needles-stuck-or-erratic", "oil-pressure-gauge-zero", "fuel-gauge-wrong"],
    },
    {
      slug: "gauge-needles-stuck-or-erratic",
      title: "Speedometer, tach or other gauge needles stick, read wrong or jump around the dial",
      summary:
        "Failed stepper motors inside the instrument cluster, a famous fault on 2003–2006 GM full-size trucks and SUVs and common on other makes. If scan data is right and a needle is wrong, rebuild or replace the cluster and program the mileage.",
      symptoms: [
        "Speedometer stuck at one speed or reading 5–10 mph off",
        "Fuel, temperature or tach needle dead or pinned",
        "Needle stalls or skips during the key-on gauge sweep",
        "Needles work after a restart, then stick again",
      ],
      symptomIds: ["gauge-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Failed gauge stepper motors",
          why: "The small motors behind each needle wear internally or crack their solder joints, so the needle sticks or loses its zero; GM covered some early-2000s trucks under a special coverage that has long expired.",
        },
        {
          likelihood: "occasional",
          part: "Cracked solder joints on the cluster board",
          why: "Heat cycling cracks joints at the motors and the main connector, so gauges work or fail with temperature.",
        },
        {
          likelihood: "occasional",
          part: "Wrong input data from a sensor or module",
          why: "If the value feeding the gauge is wrong, the needle faithfully shows the wrong number.",
        },
        {
          likelihood: "rare",
          part: "Needle knocked off its shaft",
          why: "After a cluster has been opened or a needle pressed, it can sit on the shaft at the wrong zero.",
        },
      ],
      checks: [
        {
          step: "Compare each gauge with scan data for vehicle speed, rpm, coolant temperature and fuel level.",
          tools: ["Scan tool"],
          expect: "Correct scan values with a wrong needle put the fault in the cluster.",
        },
        {
          step: "Run the cluster gauge sweep test from the scan tool or the odometer-button self-test.",
          tools: ["Scan tool"],
          expect: "Needles should sweep smoothly to full and back; one that stalls or jumps confirms a failed stepper.",
        },
        {
          step: "Drive at a steady 60 mph by GPS and compare the speedometer.",
          tools: ["Phone GPS app"],
          expect:
            "Within a few mph; if every gauge is fine but speed is off by a fixed percentage, suspect tire size or calibration, not a stepper.",
        },
        {
          step: "Check the cluster connector, power and ground.",
          tools: ["Digital multimeter"],
          expect: "Full battery voltage and under 0.1 V ground drop rule out a supply problem.",
        },
      ],
      fix: "Have the stepper motors replaced (cluster rebuilders do it by mail) or replace the cluster. A replacement cluster must have the correct mileage programmed and may need VIN or security setup; federal rules require a mileage notice on the driver's door frame if the odometer cannot be set to the true reading.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 500,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes: "Estimate; excludes dealer cluster prices and programming, which can push the total past $1,000.",
      },
      verdict: "careful",
      verdictReason:
        "A stuck speedometer or temperature needle hides your speed and a real overheat; use a GPS app for speed and watch for steam until it is fixed.",
      codes: [],
      terms: ["stepper motor", "instrument cluster", "odometer programming"],
      related: ["speedometer-dead", "instrument-cluster-dead", "fuel-gauge-wrong", "temp-gauge-reads-wrong"],
      commonOn: [
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban", "avalanche"], years: [2003, 2006] },
        { make: "gmc", models: ["sierra", "yukon"], years: [2003, 2006] },
        { make: "cadillac", models: ["escalade"], years: [2003, 2006] },
      ],
    },
    {
      slug: "speedometer-dead",
      title: "Speedometer drops to zero while driving, with cruise control and shifting also affected",
      summary:
        "The speed signal itself is missing: a failed vehicle speed sensor, the wiring to it, or a wheel-speed input on newer cars. Check whether the engine computer sees speed on a scan tool; if not, fix the sensor side before touching the cluster.",
      symptoms: [
        "Speedometer reads zero or drops out now and then",
        "Odometer stops counting miles",
        "Cruise control will not engage",
        "Automatic transmission shifts late or harshly",
        "Check engine light, sometimes with ABS or traction lamps",
      ],
      symptomIds: ["gauge-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Failed transmission output or vehicle speed sensor",
          why: "On many trucks and older cars the speed signal comes from a magnetic sensor at the transmission output or rear axle; a failed coil or metal debris on its tip drops the signal.",
        },
        {
          likelihood: "occasional",
          part: "Damaged wiring or connector at the sensor",
          why: "Connectors near the transmission corrode, and harnesses chafe or cook against exhaust heat shields.",
        },
        {
          likelihood: "occasional",
          part: "Wheel-speed input used for vehicle speed",
          why: "On most cars since the mid-2000s the ABS module supplies vehicle speed from the wheel sensors, so a wheel-sensor or ABS fault can drop the speedometer.",
        },
        {
          likelihood: "rare",
          part: "Cluster not displaying a good speed signal",
          why: "If the engine computer shows correct speed but the needle stays at zero, the cluster or its data input is at fault.",
        },
      ],
      checks: [
        {
          step: "Drive with a scan tool connected and compare the vehicle speed value with GPS speed.",
          tools: ["Scan tool", "Phone GPS app"],
          expect:
            "Scan speed matching GPS with a dead needle points to the cluster; scan speed at zero points to the sensor side.",
        },
        {
          step: "Scan the engine, ABS and transmission modules for speed-signal codes.",
          tools: ["Scan tool"],
          expect:
            "P0500–P0503 point to the vehicle speed sensor circuit; wheel-speed codes in the ABS module point there instead.",
        },
        {
          step: "Unplug the speed sensor, check its resistance against spec and inspect the tip for metal debris.",
          tools: ["Digital multimeter", "Service information"],
          expect:
            "A two-wire magnetic sensor reading open or shorted, or a tip caked with metal, explains the lost signal.",
        },
        {
          step: "With the drive wheels off the ground, measure the sensor's AC output while turning them.",
          tools: ["Digital multimeter", "Vehicle lift"],
          expect:
            "AC output rising with wheel speed, from about 0.5 V AC at a slow turn to several volts faster (typical); no output condemns the sensor or its tone ring.",
        },
      ],
      fix: "Replace the speed sensor with a new O-ring after cleaning the mounting bore, or repair the connector or harness; where the ABS module supplies speed, repair the wheel-speed fault it reports. Clear codes and confirm cruise and shift quality on a test drive.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Vehicle speed sensor replacement, easy access",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Speed sensor connector or harness repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
          {
            name: "Speed sensor in a hard-to-reach location",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes ABS wheel-speed sensor and tone ring repairs and any cluster rebuild.",
      },
      verdict: "careful",
      verdictReason:
        "You cannot see your speed and the transmission may shift harshly; use a GPS speed app and drive gently to a shop.",
      codes: ["P0500", "P0501", "P0502", "P0503"],
      terms: ["vehicle speed sensor", "output speed sensor", "tone ring"],
      related: [
        "gauge-needles-stuck-or-erratic",
        "instrument-cluster-dead",
        "fuel-gauge-wrong",
        "abs-system/speedometer-drops-with-abs-light",
      ],
    },
    {
      slug: "instrument-cluster-dead",
      title: "Whole instrument cluster goes dark, with needles down and no warning lamps",
      summary:
        "The cluster has lost power or ground, or failed internally. Check its fuses and connector first; if power and ground are good at the connector and it still will not wake, it needs repair or replacement with mileage programming.",
      symptoms: [
        "All needles at rest, no warning lamps and no odometer display",
        "Cluster flickers back to life over bumps",
        "Chimes and turn-signal clicks missing",
        "Engine runs and the car drives normally otherwise",
      ],
      symptomIds: ["gauge-problem", "interior-light-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Blown cluster fuse (battery or ignition feed)",
          why: "Clusters take a constant feed and an ignition feed, and a shorted accessory on the same fuse darkens the cluster.",
        },
        {
          likelihood: "common",
          part: "Loose or corroded cluster connector or ground",
          why: "Dash work, vibration or a spilled drink leaves the main connector or ground without contact.",
        },
        {
          likelihood: "occasional",
          part: "Internal cluster failure",
          why: "A failed internal power supply or cracked solder at the connector pins leaves the whole cluster dead.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket accessory tapped into the cluster feed",
          why: "A dash cam or gauge wired into the cluster's fuse overloads it or backfeeds the circuit.",
        },
      ],
      checks: [
        {
          step: "Check every fuse listed for the cluster, constant and ignition.",
          tools: ["Test light", "Wiring diagram"],
          expect: "A blown cluster fuse explains it; if it blows again, look for a shorted accessory on the same fuse.",
        },
        {
          step: "Back-probe the cluster connector power and ground pins with the key on.",
          tools: ["Digital multimeter"],
          expect: "Battery voltage on each feed and under 0.1 V on the ground; anything else is a wiring fault.",
        },
        {
          step: "Scan the other modules for a lost-communication code with the cluster.",
          tools: ["Scan tool"],
          expect:
            "U0155 stored in other modules while the cluster has good power and ground points to the cluster itself.",
        },
        {
          step: "Tap the cluster housing gently and flex its connector while watching it.",
          tools: [],
          expect: "Cluster flickering with movement points to cracked solder or a loose connector.",
        },
      ],
      fix: "Replace the fuse after finding the short, repair the connector or ground, or rebuild or replace the cluster. A replacement needs the odometer reading programmed, and on some makes, including many Volkswagen models, the cluster holds the immobilizer and must be matched to the keys.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Cluster fuse replaced and short found",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Cluster connector or ground repair",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Cluster rebuild or replacement",
            partsLow: 200,
            partsHigh: 800,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes dealer clusters and immobilizer or mileage programming fees.",
      },
      verdict: "careful",
      verdictReason:
        "With no gauges or warning lamps you cannot see speed, temperature, oil pressure or a brake warning; drive only to a shop, in daylight.",
      codes: ["U0155"],
      terms: ["instrument cluster", "odometer programming", "immobilizer"],
      related: [
        "gauge-needles-stuck-or-erratic",
        "dash-lights-dark-at-night",
        "speedometer-dead",
        "several-circuits-quit-at-once",
      ],
    },
    {
      slug: "oil-pressure-gauge-zero",
      title: "Oil pressure gauge reads zero or pegs high but the engine sounds normal",
      summary:
        "A failed oil pressure sensor or its wiring often causes this, famously on 2007–2013 GM 4.8, 5.3 and 6.0 V8 trucks and SUVs. Stop and prove real pressure with a mechanical gauge before driving on, because a true zero destroys an engine in minutes.",
      symptoms: [
        "Gauge at zero, or pinned at maximum, at every engine speed",
        "Oil pressure warning lamp or a low-oil-pressure message",
        "Engine quiet with no ticking or knocking and the oil level full",
        "Reading jumps between zero and normal over bumps",
      ],
      symptomIds: ["gauge-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Failed oil pressure sensor",
          why: "The three-wire sensor's element fails and sends zero or full scale; on 2007–2013 GM V8 trucks the sensor at the back of the block near the firewall is a frequent failure.",
        },
        {
          likelihood: "common",
          part: "Corroded connector or damaged sensor wiring",
          why: "An open signal or reference wire reads zero or maximum depending on the design.",
        },
        {
          likelihood: "occasional",
          part: "Genuinely low oil pressure",
          why: "Low oil level, a blocked pickup, worn bearings or a failing pump really do drop pressure, and must be ruled out before blaming the sensor.",
        },
        {
          likelihood: "rare",
          part: "Cluster gauge fault",
          why: "If the scan value is right and the needle is wrong, the cluster stepper or its input is at fault.",
        },
      ],
      checks: [
        {
          step: "Shut the engine off, check the oil level on a level surface, and listen at idle for ticking or knocking.",
          tools: [],
          expect: "Full oil and a quiet engine favor a sensor fault; low oil or new noise means stop now.",
        },
        {
          step: "Compare the oil pressure value on a scan tool with the gauge.",
          tools: ["Scan tool"],
          expect:
            "Both at zero or maximum points to the sensor or wiring; a correct scan value with a wrong needle points to the cluster.",
        },
        {
          step: "Fit a mechanical gauge in the sensor port and read pressure hot at idle and at 2,500 rpm.",
          tools: ["Mechanical oil pressure gauge", "Thread adapters"],
          expect:
            "Many engines show 10 psi or more at hot idle (some specs allow about 5 psi) and roughly 30–60 psi at 2,500 rpm; check the engine spec. Normal pressure here condemns the sensor or wiring.",
        },
        {
          step: "Key on, engine off, back-probe the oil pressure sensor's three pins at its plug while it stays connected.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "About 5 V reference, under 0.1 V ground drop, and a signal near 0.5 V at zero pressure that rises with pressure on typical three-wire sensors.",
        },
      ],
      fix: "Replace the sensor with the engine cold and torque it to spec, top up any lost oil, clear codes and confirm the gauge agrees with the mechanical gauge. If the mechanical gauge also reads low, the problem is inside the engine, not the electrical system.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Oil pressure sensor replacement",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Sensor connector or wiring repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Sensor under the intake manifold replaced",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 1.5,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes engine repair if pressure is truly low.",
      },
      verdict: "stop",
      verdictReason:
        "Until a mechanical gauge proves pressure is normal, assume it is not: an engine with no oil pressure wipes its bearings within minutes.",
      codes: ["P0520", "P0521", "P0522", "P0523"],
      terms: ["oil pressure sensor", "mechanical gauge", "5 V reference"],
      related: ["temp-gauge-reads-wrong", "gauge-needles-stuck-or-erratic", "instrument-cluster-dead"],
      commonOn: [
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban", "avalanche"],
          years: [2007, 2013],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
            { name: "6.0L Vortec V8", liters: 6.0 },
          ],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon"],
          years: [2007, 2013],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
            { name: "6.0L Vortec V8", liters: 6.0 },
          ],
        },
      ],
    },
    {
      slug: "rear-defroster-not-working",
      title: "Rear window defroster doesn't clear the glass, or clears only some lines",
      summary:
        "When a few lines stay fogged, grid lines are broken and a conductive repair kit fixes them; when nothing heats, check the fuse, relay and the tabs where the wires attach to the glass. A voltmeter along a grid line finds a break in minutes.",
      symptoms: [
        "Indicator lights but no lines clear",
        "Some horizontal strips clear while others stay frosted",
        "Heated mirrors, which often share the circuit, also cold",
        "A wire tab hanging loose at the edge of the glass",
      ],
      symptomIds: ["mirror-defrost-sunroof"],
      causes: [
        {
          likelihood: "common",
          part: "Broken grid lines",
          why: "Scrapers, cargo and window-tint removal cut the thin silver lines, and each broken line stays cold.",
        },
        {
          likelihood: "common",
          part: "Detached terminal tab",
          why: "The soldered tab where the feed or ground attaches breaks loose, killing the whole grid.",
        },
        {
          likelihood: "occasional",
          part: "Failed defroster relay or timer",
          why: "The grid draws roughly 10–30 A through a relay whose contacts burn out.",
        },
        {
          likelihood: "occasional",
          part: "Blown defroster fuse or broken ground wire",
          why: "With the feed or ground gone, no current flows through any line.",
        },
      ],
      checks: [
        {
          step: "Run the defroster for a few minutes and check which lines warm, then inspect both edge tabs.",
          tools: ["Infrared thermometer", "Flashlight"],
          expect:
            "Cold lines among warm ones mean broken lines; everything cold points to a tab, fuse, relay or ground.",
        },
        {
          step: "With the defroster on, measure voltage at the feed tab and the ground tab.",
          tools: ["Digital multimeter"],
          expect: "About 12 V at the feed tab and near 0 V at the ground tab; 12 V at both means the ground is open.",
        },
        {
          step: "Keep the negative probe on the ground side and slide the positive probe along a dead line.",
          tools: ["Digital multimeter"],
          expect:
            "Voltage falls gradually along a good line, about half battery voltage at the middle; a sudden jump from full voltage to zero marks the break.",
        },
        {
          step: "Clamp the grid current with the defroster on.",
          tools: ["Inductive current clamp"],
          expect: "Typically 10–30 A depending on the car; far less means several lines or a tab are open.",
        },
      ],
      fix: "Repair line breaks with a conductive grid repair kit and let it cure, and reattach a tab with conductive epoxy or a solder made for glass tabs, since too much heat from a soldering iron can crack the glass. Replace the relay or fuse; a glass with many broken lines or a torn tab pad needs replacing.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Grid line or tab repair with a conductive kit",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Defroster relay, fuse or ground wire repair",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          { name: "Back glass replacement", partsLow: 250, partsHigh: 600, laborHoursLow: 1.5, laborHoursHigh: 2 },
        ],
        excludes: "Estimate; back glass with antennas built into it costs more, and dealer glass is extra.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive once the glass is clear; do not set off with a fogged or frosted back window.",
      codes: [],
      terms: ["defroster grid", "terminal tab", "conductive epoxy"],
      related: ["power-mirror-not-moving", "fuse-blows-again-immediately"],
    },
    {
      slug: "power-mirror-not-moving",
      title: "Power side mirror won't adjust, or moves in only one direction",
      summary:
        "When neither mirror moves, suspect the fuse or the mirror switch; when one mirror moves in only one axis or clicks, its motor or gears have failed. Test at the mirror connector to decide, since many motors come only with the whole mirror.",
      symptoms: [
        "Neither mirror moves from the switch",
        "One mirror tilts up and down but not left and right",
        "Clicking from inside the mirror housing while adjusting",
        "Heated glass or turn repeater in the same mirror also dead",
      ],
      symptomIds: ["mirror-defrost-sunroof"],
      causes: [
        {
          likelihood: "common",
          part: "Worn mirror switch",
          why: "The joystick contacts and the left/right selector wear, so one mirror or one direction stops responding.",
        },
        {
          likelihood: "common",
          part: "Failed mirror motor or stripped gears",
          why: "Each mirror has two small motors, and ice or pushing the glass by hand strips their plastic gears.",
        },
        {
          likelihood: "occasional",
          part: "Broken wire in the door-jamb boot or mirror harness",
          why: "Mirror wires run through the same flexing jamb boot as the window and lock wires.",
        },
        {
          likelihood: "occasional",
          part: "Blown mirror fuse",
          why: "A single fuse feeds both mirrors, so its failure stops both.",
        },
      ],
      checks: [
        {
          step: "Try all four directions on both mirrors.",
          tools: [],
          expect: "Both dead points to the fuse or switch; one direction on one mirror points to that motor.",
        },
        {
          step: "Check the mirror fuse.",
          tools: ["Test light"],
          expect: "A good fuse with both mirrors dead points to the switch.",
        },
        {
          step: "Back-probe the mirror connector in the door while operating the switch.",
          tools: ["Digital multimeter", "Trim panel tools"],
          expect: "About 12 V that reverses between opposite directions, with no movement, condemns that motor.",
        },
        {
          step: "Check switch continuity for each direction against the diagram.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Near 0 Ω in each position; an open position condemns the switch.",
        },
      ],
      fix: "Replace the mirror switch, the glass actuator where it is sold separately, or the mirror assembly, then set memory positions. If the mirror carries a surround-view camera, calibrate the camera system after replacement.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Mirror switch replacement", partsLow: 20, partsHigh: 150, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
          {
            name: "Mirror glass actuator replacement",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Jamb-boot wire or mirror fuse repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Power mirror assembly replacement",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes painting a mirror cover and camera calibration on surround-view systems.",
      },
      verdict: "ok",
      verdictReason:
        "Set the glass by pressing gently on its edges so you can see behind you, and the car is safe to drive.",
      codes: [],
      terms: ["mirror actuator", "mirror switch"],
      related: ["rear-defroster-not-working", "window-dead-motor-silent", "passenger-windows-only-from-driver"],
    },
    {
      slug: "sunroof-wont-close",
      title: "Sunroof won't close, stops partway or reverses back open",
      summary:
        "Most often the sunroof lost its initialization after a battery disconnect, or dirty, dry tracks make the anti-pinch system reverse it. Re-initialize it, then clean and lube the tracks; a stripped cable or broken guide needs mechanical repair.",
      symptoms: [
        "Sunroof opens but reverses when closing",
        "Motor clicks or grinds with no glass movement",
        "Glass sits crooked, with one side higher than the other",
        "Tilt works but slide does not",
        "Water stains on the headliner near the corners",
      ],
      symptomIds: ["mirror-defrost-sunroof", "window-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Lost sunroof initialization after power loss",
          why: "The motor module must relearn the closed position, and until it does it may refuse one-touch operation or reverse.",
        },
        {
          likelihood: "common",
          part: "Dirty or dry guide tracks",
          why: "Grit and old grease raise the load, which the anti-pinch logic reads as an obstruction.",
        },
        {
          likelihood: "occasional",
          part: "Broken guide shoe or stripped drive cable",
          why: "Plastic guides break and cables strip, so the glass moves crooked or not at all.",
        },
        {
          likelihood: "occasional",
          part: "Failed motor or switch",
          why: "A motor with worn brushes or a switch with burnt contacts stops the sunroof entirely.",
        },
      ],
      checks: [
        {
          step: "Run the owner's-manual reset, typically holding the close or tilt button for about 10–15 seconds after it stops until the glass cycles.",
          tools: ["Owner's manual"],
          expect: "A sunroof that completes a full cycle afterward only needed initialization.",
        },
        {
          step: "Clean the tracks and apply the lubricant the maker specifies, then retry.",
          tools: ["Microfiber cloth", "Specified sunroof grease"],
          expect: "Smooth closing after cleaning means drag was tripping the anti-pinch logic.",
        },
        {
          step: "Remove the motor cover in the headliner and watch the motor while pressing close.",
          tools: ["Trim panel tools", "Flashlight"],
          expect: "Motor turning with no glass movement means stripped cables or broken guides.",
        },
        {
          step: "Measure voltage at the motor connector while pressing close.",
          tools: ["Digital multimeter"],
          expect:
            "Close held and the motor silent: 12 V across its pins means a failed motor or jammed gear, while 0 V sends you to the roof switch, its fuse or the roof module output.",
        },
      ],
      fix: "Initialize the sunroof, clean and lubricate the tracks, or replace the guides, cables, motor or complete cassette, then initialize again and clear the drains while the panel is accessible. Many motors have a hex socket for closing the glass by hand in an emergency.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Sunroof initialized, tracks cleaned and lubricated",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Sunroof motor or switch replacement",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Guide shoes or drive cables replaced",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; a complete sunroof cassette with headliner removal can exceed $1,500 at a dealer.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable once closed; if it will not close, use the manual crank or cover the opening before rain, and keep hands clear of the moving glass.",
      codes: [],
      terms: ["anti-pinch", "sunroof initialization", "guide shoe", "drive cable"],
      related: ["auto-up-lost-after-battery", "water-leak-electrical-gremlins", "window-slow-stalls"],
    },
  ],
};
