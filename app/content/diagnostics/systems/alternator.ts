import { dodgeCumminsVehicles, gmBrands, ram67CumminsVehicles } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "The charging system from belt to battery: alternators, regulators, smart charging, battery sensors, start-stop batteries and the warning lamp that says one has quit.",
  howItWorks: [
    "With the engine running, a belt-driven alternator makes all the electricity the car uses and recharges the 12 V battery. Inside, a spinning rotor (a field coil fed through brushes and slip rings) induces three-phase AC in the stationary stator windings, and a rectifier bridge of six or more diodes turns it into DC at the B+ output stud. A heavy cable and a main fuse or fusible link carry that current to the battery and the fuse box. Passenger-car alternators are typically rated 110–220 A, but that rating is reached only at high shaft speed; at idle output is often half of it or less.",
    "The voltage regulator holds system voltage by switching field current on and off many times a second. On older and simpler systems the regulator inside the alternator decides on its own, aiming for about 13.5–14.8 V. On most cars built since the mid-2000s the engine or body computer commands the regulator instead (GM Regulated Voltage Control, Ford Smart Charge, Honda's ELD-based control, the LIN or BSD line on European cars), and many Chrysler products put the regulator inside the PCM itself. Those systems drop voltage to save fuel when the battery is full and raise it on deceleration or when the battery is cold or low.",
    "A battery monitoring sensor clamped to the negative terminal (IBS on BMW, the battery current sensor on GM, BMS on Ford) reports current, voltage and temperature so the computer can estimate state of charge. Start-stop cars depend on it to decide whether the engine may shut off at a light, and they use AGM or EFB batteries built for deep cycling; many of them need a new battery registered with a scan tool so charging matches its age, size and type.",
  ],
  howItFails: [
    "Alternators wear out from the inside: brushes and slip rings wear, rectifier diodes open or short from heat, and the front bearing dries out under belt load. Many last 100,000–150,000 miles, but heat, oil or coolant dripping from above, and a weak battery that keeps the alternator at full output, shorten that sharply. Failure usually shows first as a flickering or faintly glowing battery lamp, dim lights at idle or whine in the radio, then as a lamp that stays on and a car that dies once the battery runs flat.",
    "The circuit around the alternator fails too: belts that glaze and slip, overrunning decoupler pulleys that lock up or freewheel, corroded battery terminals, burned output studs, blown main fuses after a reversed jump-start, and engine-to-body grounds that add resistance. Overcharging is less common but more dangerous, boiling the battery and burning out bulbs and modules.",
    "On newer cars many charging complaints are not failures at all. Smart charging that holds 12.5–13 V on the highway looks like undercharging on a voltmeter, and a start-stop car that stops shutting off is often protecting a tired AGM battery. The expensive mistakes are replacing good alternators on those cars, fitting a flooded battery where an AGM or EFB is specified, and skipping battery registration on cars that require it.",
  ],
  tools: [
    "Digital multimeter with min/max and AC-volts ranges, for charging voltage, ripple and voltage drop",
    "Inductive DC amp clamp reading to 600 A, for alternator output and charge current",
    "Carbon-pile load tester or electronic charging-system analyzer, to load the alternator to its rated output",
    "Conductance battery tester with flooded, EFB and AGM settings, to clear the battery before blaming the alternator",
    "Smart charger with an AGM mode, plus a power supply that holds 13.5–14.5 V during module programming",
    "Scan tool with charging live data (commanded voltage, field duty, state of charge) and battery registration",
    "Lab scope or graphing meter, to see diode ripple and the regulator's field or LIN signal",
    "Serpentine belt tool, belt wear gauge and mechanic's stethoscope, for belt slip and bearing noise",
    "Overrunning alternator pulley (OAP/OAD) spline tools, for testing and replacing clutch pulleys",
    "Safety glasses, acid-resistant gloves and baking soda, for handling a leaking or gassing battery",
  ],
  safety: [
    "A charging or overcharged battery gives off hydrogen: keep sparks and flames away, make the last jumper connection on an engine ground away from the battery, and never jump or charge a swollen, frozen or hissing battery.",
    "Disconnect the battery negative before unbolting an alternator: the B+ output stud is live at all times, and a wrench that bridges it to the engine can weld itself in place, burn you and melt the cable.",
    "Keep fingers, sleeves, hair and meter leads clear of the belt and fan when testing with the engine running; an electric cooling fan can start with the key off.",
    "Hybrids and EVs charge the 12 V battery from a DC-DC converter fed by the high-voltage battery; stay on the 12 V side and leave the orange high-voltage cables to trained technicians with insulated gloves.",
    "A battery light together with a climbing temperature gauge or sudden heavy steering usually means the belt is gone: shut the engine off before it overheats.",
    "Battery acid burns skin and eyes: wear eye protection, flush any splash with running water for at least 15 minutes and neutralize spills with baking soda.",
  ],
  symptoms: [
    { id: "battery-light", label: "Battery or charging warning light stays on" },
    { id: "battery-light-flicker", label: "Battery light flickers, glows faintly or comes and goes" },
    { id: "dim-lights", label: "Headlights or dash lights dim, flicker or pulse" },
    { id: "battery-keeps-dying", label: "Battery keeps running down or won't stay charged" },
    { id: "voltage-high", label: "Voltmeter reads high or bulbs keep burning out" },
    { id: "voltage-low", label: "Voltmeter reads low or a low-voltage message shows" },
    { id: "alternator-noise", label: "Whine, growl, grinding or rattle from the alternator" },
    { id: "belt-squeal", label: "Belt squeals or chirps, worse with electrical loads on" },
    { id: "battery-smell-swelling", label: "Battery smells like rotten eggs, is hot or swollen" },
    { id: "burning-smell", label: "Burning or hot-electrical smell from the engine bay" },
    { id: "start-stop-inactive", label: "Auto start-stop stopped working or shows a battery message" },
    { id: "stall-electrical", label: "Engine stalls or electronics drop out while driving" },
    { id: "check-engine-charging-code", label: "Check engine light with a charging-system code" },
    { id: "radio-whine", label: "Whine or buzz in the speakers that follows engine speed" },
    { id: "corrosion", label: "Crust or corrosion keeps building on battery terminals" },
    { id: "after-replacement", label: "Trouble started after a new battery or alternator" },
  ],
  problems: [
    {
      slug: "battery-light-on-while-driving",
      title: "Battery warning light came on while driving and stays on",
      summary:
        "The alternator has most likely stopped charging, so the car is running on the battery alone. Check the belt and the voltage at the battery with the engine running; under about 13 V means no charge, and a replacement alternator is the usual fix.",
      symptoms: [
        "Red battery-shaped lamp, or a CHARGING SYSTEM or SERVICE BATTERY message, lit with the engine running",
        "Dash voltmeter, where fitted, drops toward 12 V and keeps sinking over the next miles",
        "Radio, blower and power windows slow down or dim as the battery drains",
        "Engine restarts right after the lamp comes on but cranks a little slower each time",
      ],
      symptomIds: ["battery-light", "voltage-low", "dim-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Worn alternator brushes or a failed voltage regulator",
          why: "With no field current the rotor is not magnetized, so the stator produces nothing however fast the pulley spins.",
        },
        {
          likelihood: "common",
          part: "Open rectifier diodes or a burned stator winding",
          why: "Output drops to a fraction of its rating or to zero, and the regulator or PCM flags the shortfall by lighting the lamp.",
        },
        {
          likelihood: "occasional",
          part: "Broken or badly slipping serpentine belt",
          why: "If the pulley is not turning with the engine the alternator cannot make current, and on most engines the same belt drives the water pump.",
        },
        {
          likelihood: "occasional",
          part: "Blown alternator output fuse or fusible link",
          why: "The alternator may be charging at its own stud, but nothing reaches the battery through an open fuse.",
        },
        {
          likelihood: "rare",
          part: "Unplugged or corroded regulator connector",
          why: "The regulator loses its ignition or PCM turn-on signal and never switches the field on.",
        },
      ],
      checks: [
        {
          step: "Engine off, look at the belt: present, seated on every pulley, and with the automatic tensioner pointer inside its marked range.",
          tools: ["Flashlight"],
          expect:
            "A missing, shredded or slack belt explains the lamp; an intact, properly tensioned belt moves you on to voltage tests.",
        },
        {
          step: "Measure battery voltage engine off, then at idle and at about 2,000 rpm with no accessories on.",
          tools: ["Digital multimeter"],
          expect:
            "13.5–14.8 V running means it is charging; a running reading no higher than the engine-off voltage (about 12.6 V or less) means the alternator is not producing.",
        },
        {
          step: "Measure at the alternator B+ stud with the engine running and compare with the battery reading.",
          tools: ["Digital multimeter"],
          expect:
            "14 V or more at the stud with about 12 V at the battery puts the fault in the fuse, fusible link or cable between them.",
        },
        {
          step: "Scan the PCM and body modules for charging codes and compare commanded with actual generator values in live data.",
          tools: ["Scan tool"],
          expect:
            "Codes such as P0620, P0622 or P2503 with a high commanded field duty and low actual voltage confirm an alternator or field-circuit fault.",
        },
        {
          step: "Load-test the alternator at 2,000 rpm with a carbon pile or charging analyzer.",
          tools: ["Carbon-pile load tester", "Inductive amp clamp"],
          expect:
            "Output within about 10% of the tag rating (135 A or more from a 150 A unit); far less confirms an internal failure.",
        },
      ],
      fix: "Replace the alternator if it fails the output test, or the belt, fuse or connector found at fault. Recharge the battery on a bench charger rather than leaving the new alternator to recover it, test the battery, then clear codes and confirm 13.5–14.8 V with headlights and blower on.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 650,
        laborHoursLow: 0.8,
        laborHoursHigh: 3.2,
        excludes:
          "Estimate for an alternator replacement; excludes diagnosis, taxes, a battery ruined by the failure and dealer pricing, which runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "A healthy battery alone runs most cars for roughly 30–60 minutes in daylight and much less at night; drive straight to a shop with lights and blower off.",
      codes: ["P0562", "P0620", "P2503"],
      terms: ["voltage regulator", "rectifier diode", "field current", "B+ terminal"],
      related: [
        "car-died-after-battery-light",
        "broken-belt-battery-light-and-overheating",
        "battery-light-flickers-at-idle",
        "no-charge-after-jump-start",
      ],
    },
    {
      slug: "car-died-after-battery-light",
      title: "Car died on the road a few miles after the battery light came on",
      summary:
        "The alternator quit and the battery ran down until the ignition, injectors and computers could no longer work. A jump gets you only a short distance; tow it, or replace the alternator and recharge the battery where it sits.",
      symptoms: [
        "Gauges flicked, dropped to zero or swept erratically just before the engine quit",
        "Transmission shifted hard or went into limp mode, and electric power steering turned heavy",
        "ABS, traction and airbag lamps lit together as voltage sagged",
        "Engine now cranks slowly or only clicks on a restart attempt",
      ],
      symptomIds: ["stall-electrical", "battery-light", "voltage-low", "battery-keeps-dying"],
      causes: [
        {
          likelihood: "common",
          part: "Alternator failed completely (regulator, brushes or rectifier)",
          why: "Every module, the fuel pump and the ignition coils draw from the battery until voltage falls to roughly 10–10.5 V, where the PCM and injectors stop working reliably.",
        },
        {
          likelihood: "occasional",
          part: "Thrown or broken serpentine belt",
          why: "The alternator stops turning and the battery drains the same way; on most engines the water pump stops with it.",
        },
        {
          likelihood: "occasional",
          part: "Alternator output cable or main fuse burned open",
          why: "The alternator may still be producing at its stud, but none of that current reaches the battery or the fuse box.",
        },
        {
          likelihood: "rare",
          part: "Battery terminal clamp that lost contact at speed",
          why: "Without the battery to buffer it, system voltage spikes and collapses as the regulator hunts, and modules reset or shut down.",
        },
      ],
      checks: [
        {
          step: "Look for the belt from above or through the wheel well, and note whether the temperature gauge was climbing before the stall.",
          tools: ["Flashlight"],
          expect:
            "A missing belt with a rising temperature gauge means do not restart and run the engine; have it towed.",
        },
        {
          step: "Measure battery voltage at rest.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 11.8 V shows a battery drained by running without charge; 10.5 V or less often means it was pulled flat enough to damage a cell.",
        },
        {
          step: "Boost the battery, start the engine and measure at the battery at 2,000 rpm, then remove the jump pack.",
          tools: ["Jump pack", "Digital multimeter"],
          expect:
            "Voltage that stays near the pack's level and then falls once it is removed confirms no alternator output.",
        },
        {
          step: "Pull the battery terminal clamps and look for loose fit, split clamps or white or green corrosion under them.",
          tools: ["Terminal brush", "10 mm wrench"],
          expect: "A clamp that twists on its post by hand explains dropouts even with a working alternator.",
        },
        {
          step: "Test the battery after a full bench charge.",
          tools: ["Battery charger", "Conductance battery tester"],
          expect:
            "Replace it if the measured CCA is below about 70–80% of the label rating after charging; deep discharges often leave it weak.",
        },
      ],
      fix: "Replace the alternator, belt, cable or clamp found at fault, bench-charge the battery and replace it if it fails after charging. Clear the low-voltage and U-codes that pile up in every module during the brownout, and run an idle relearn if the engine idles poorly afterward.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 850,
        laborHoursLow: 0.8,
        laborHoursHigh: 3.2,
        excludes:
          "Estimate for an alternator and possibly a battery; excludes towing, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "It will not run on its own, and a jump gets only a few miles before the next stall, possibly in traffic with heavy steering and no lights.",
      codes: ["P0562", "P2503", "U0100"],
      terms: ["limp mode", "U-code", "brownout", "state of charge"],
      related: [
        "battery-light-on-while-driving",
        "broken-belt-battery-light-and-overheating",
        "battery-wont-hold-charge",
      ],
    },
    {
      slug: "lights-dim-at-idle-under-load",
      title: "Headlights dim at idle with the blower and defroster on, then brighten when revved",
      summary:
        "The alternator is making less than the car uses at idle, most often from a failed diode, an open stator phase or a slipping belt. Load-test the output and check ripple; a unit delivering well under its rating needs replacing.",
      symptoms: [
        "Headlights and dash lights visibly brighten whenever engine speed rises above idle",
        "Voltage with heavy loads drops under 13 V at idle and recovers by 1,500–2,000 rpm",
        "Blower slows and the turn-signal flash rate changes while waiting at lights",
        "Battery slowly loses charge over a week of winter night driving",
      ],
      symptomIds: ["dim-lights", "voltage-low", "battery-keeps-dying"],
      causes: [
        {
          likelihood: "common",
          part: "One or more failed rectifier diodes",
          why: "Each lost diode removes part of the three-phase output, so the alternator can keep up at cruise but falls short at idle when it turns slowest.",
        },
        {
          likelihood: "common",
          part: "Belt slipping on a glazed surface or a weak tensioner",
          why: "The belt slips hardest when the alternator is loaded hardest, so output falls just when the lights and blower need it.",
        },
        {
          likelihood: "occasional",
          part: "Open or shorted stator winding",
          why: "A damaged phase cuts output by roughly a third and adds heavy ripple.",
        },
        {
          likelihood: "rare",
          part: "Lower-output replacement alternator",
          why: "A 105 A unit installed where the car came with 150 A cannot carry heated seats, blower, lights and defrost at idle.",
        },
      ],
      checks: [
        {
          step: "Measure at the battery at idle with high beams, blower on high and rear defrost on, then repeat at 2,000 rpm.",
          tools: ["Digital multimeter"],
          expect:
            "A healthy system holds about 13 V or more at idle under that load (smart systems may dip briefly) and 13.8–14.8 V at 2,000 rpm.",
        },
        {
          step: "Switch the meter to AC volts and read across the battery posts at 2,000 rpm with the same loads on.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 0.1 V AC is clean; more than about 0.5 V AC points to a failed diode or open stator phase.",
        },
        {
          step: "Watch the belt and tensioner arm while a helper switches the loads on and off at idle.",
          tools: ["Flashlight", "Belt wear gauge"],
          expect:
            "Squeal, flutter or a tensioner arm swinging widely under load points to slip rather than the alternator.",
        },
        {
          step: "Run a full-output test and compare with the amperage on the alternator tag or in the parts catalog.",
          tools: ["Carbon-pile load tester", "Inductive amp clamp"],
          expect: "Output far below rating (80 A from a 150 A unit, say) with high ripple confirms the alternator.",
        },
      ],
      fix: "Replace the alternator with one of the original amperage rating (match it by option code or VIN in the parts catalog), or replace the belt and tensioner if slip was the cause. Bench-charge the battery, then recheck voltage and ripple under the same load.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the belt and tensioner",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the alternator with the original rating",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a battery that fails a load test, and cleaning or replacing corroded ground and charge cables.",
      },
      verdict: "ok",
      verdictReason:
        "It still charges at road speed, but long idles at night can run the battery down; get it fixed before winter or a long night drive.",
      codes: ["P0562"],
      terms: ["AC ripple", "stator", "carbon-pile load test", "rectifier diode"],
      related: [
        "alternator-whine-in-speakers",
        "belt-squeal-battery-light-wet-or-cold",
        "long-idle-battery-runs-down",
        "amplifier-lights-dim-with-bass",
      ],
    },
    {
      slug: "alternator-whine-in-speakers",
      title: "High-pitched whine in the radio that rises and falls with engine speed",
      summary:
        "A speaker whine that tracks rpm is usually AC ripple from a failing alternator diode, or a poor ground on aftermarket audio gear. Measure AC ripple at the battery; above about 0.5 V AC, replace the alternator.",
      symptoms: [
        "Whine comes through the speakers with the engine running and vanishes key-on, engine-off",
        "Pitch climbs as you rev and drops back at idle",
        "Noise is most obvious on AM or between tracks at low volume",
        "Headlights may shimmer slightly at idle",
      ],
      symptomIds: ["radio-whine", "dim-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Shorted or open rectifier diode in the alternator",
          why: "The rectifier no longer fills in all three phases, so a ripple of several hundred hertz rides on the 14 V supply and gets into the audio circuits.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket amplifier or head unit grounded to paint or a distant point",
          why: "A ground loop lets even a healthy alternator's small ripple appear as audio noise.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded battery terminal",
          why: "The battery acts as a large filter for ripple; behind a poor connection it cannot absorb the AC component.",
        },
        {
          likelihood: "rare",
          part: "Missing engine-to-body ground strap after engine or body work",
          why: "Without the strap, alternator current returns through shielding and signal grounds, injecting noise into the radio.",
        },
      ],
      checks: [
        {
          step: "Play the radio with the key in accessory and the engine off, then start the engine.",
          tools: [],
          expect:
            "Silence engine-off and a whine that appears only with it running ties the noise to the charging system.",
        },
        {
          step: "Measure AC volts across the battery posts at 1,500–2,000 rpm with headlights and blower on.",
          tools: ["Digital multimeter"],
          expect: "Under about 0.1 V AC is normal; 0.5 V AC or more indicates a failed diode.",
        },
        {
          step: "View charging voltage on a lab scope in AC coupling at 2,000 rpm.",
          tools: ["Lab scope"],
          expect:
            "An even row of small humps is healthy; a regularly missing or oversized hump shows a failed diode or phase.",
        },
        {
          step: "If ripple is low, measure voltage drop between the amplifier ground and battery negative with the system playing loud.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "More than about 0.1 V points to an audio ground loop, not the alternator.",
        },
      ],
      fix: "Replace the alternator if ripple is high; rectifiers are not practical to service on most modern units. If ripple is normal, move aftermarket audio grounds to clean bare metal close to the battery or to the chassis ground point, refit any missing ground strap, and use a ground-loop isolator only as a last resort.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Move audio grounds and refit the ground strap",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 550, laborHoursLow: 1, laborHoursHigh: 2.8 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and audio-shop rates for rewiring an aftermarket amplifier or its power feed.",
      },
      verdict: "careful",
      verdictReason:
        "The whine itself is harmless, but the diode fault behind it usually worsens until the alternator stops charging; have the output tested soon.",
      codes: [],
      terms: ["AC ripple", "ground loop", "lab scope"],
      related: [
        "lights-dim-at-idle-under-load",
        "alternator-diode-drains-battery",
        "amplifier-lights-dim-with-bass",
        "can-bus-network/alternator-ripple-network-noise",
      ],
    },
    {
      slug: "alternator-bearing-noise",
      title: "Growling or grinding noise from the alternator that changes with rpm",
      summary:
        "The alternator's bearings are worn, usually the front bearing that carries belt load. Confirm with a stethoscope and by spinning the pulley with the belt off, then replace the alternator before the bearing seizes and throws the belt.",
      symptoms: [
        "Steady growl, whir or grinding from the front of the engine that rises with rpm",
        "Loudest on a cold start and may soften as the engine warms",
        "Pulley feels rough or gritty when spun by hand with the belt off",
        "Growl gets louder when headlights and blower are switched on",
      ],
      symptomIds: ["alternator-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn front (drive-end) alternator bearing",
          why: "Belt tension pulls constantly on the front bearing; once its grease is gone the balls and races pit and growl.",
        },
        {
          likelihood: "occasional",
          part: "Worn rear (slip-ring-end) bearing",
          why: "The smaller rear bearing runs hot next to the rectifier, dries out and makes a higher-pitched whir.",
        },
        {
          likelihood: "occasional",
          part: "Idler or tensioner pulley bearing next to the alternator",
          why: "A neighboring pulley can sound exactly like the alternator until a stethoscope separates them.",
        },
        {
          likelihood: "rare",
          part: "Shorted stator winding",
          why: "A shorted winding produces a magnetic whine that changes with electrical load more than with rpm alone.",
        },
      ],
      checks: [
        {
          step: "With the engine idling, touch a stethoscope probe to the alternator case front and rear, then to each idler and the tensioner bolt.",
          tools: ["Mechanic's stethoscope"],
          expect: "The loudest growl locates the bad bearing; keep hands and the probe well clear of the belt.",
        },
        {
          step: "Switch headlights, blower and rear defrost on while listening at the alternator.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "Noise that grows with load points at the alternator; noise that stays the same is more likely an idler.",
        },
        {
          step: "Engine off, remove the belt and spin the alternator and each idler by hand, rocking each pulley for play.",
          tools: ["Serpentine belt tool"],
          expect: "A good pulley spins smoothly and silently; grit, roughness or rim play condemns it.",
        },
        {
          step: "Check charging voltage and AC ripple before ordering parts.",
          tools: ["Digital multimeter"],
          expect:
            "13.5–14.8 V with low ripple means only noise so far; low output as well suggests the rotor has started to rub.",
        },
      ],
      fix: "Replace the alternator; bearings can be pressed in on some units, but at shop rates a reman unit is usually cheaper. Fit a new belt if the old one is cracked or glazed, and check the tensioner for smooth travel, since it took the same vibration.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 600,
        laborHoursLow: 0.8,
        laborHoursHigh: 3,
        excludes:
          "Estimate; excludes diagnosis, taxes, a belt or tensioner replaced at the same time and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Safe for now, but a seized bearing can shred the belt and take charging, and on most engines the water pump, with it.",
      codes: [],
      terms: ["drive-end bearing", "mechanic's stethoscope", "idler pulley"],
      related: [
        "alternator-decoupler-pulley-failed",
        "belt-squeal-battery-light-wet-or-cold",
        "broken-belt-battery-light-and-overheating",
      ],
    },
    {
      slug: "overcharging-voltage-over-15",
      title: "Voltmeter reads over 15 volts and headlight bulbs keep burning out",
      summary:
        "The voltage regulator is no longer limiting output, so the alternator overcharges. Confirm more than about 15 V at the battery on a warm engine, then replace the alternator or fix the computer-side fault before the battery and modules are damaged.",
      symptoms: [
        "Dash voltmeter or scan data shows 15–17 V or more at 2,000 rpm",
        "Headlights brighter than normal, and bulbs failing every few weeks",
        "Battery hot, hissing or smelling of rotten eggs after a drive",
        "Check engine light with P0563 or P2504, or a high-voltage message",
      ],
      symptomIds: ["voltage-high", "battery-smell-swelling", "check-engine-charging-code"],
      causes: [
        {
          likelihood: "common",
          part: "Shorted voltage regulator field driver",
          why: "The transistor that switches field current stays on, so the rotor is fully magnetized and output climbs with engine speed.",
        },
        {
          likelihood: "occasional",
          part: "Open or high-resistance regulator sense circuit",
          why: "A regulator that reads low through a bad sense connection raises output to compensate and overcharges the real battery.",
        },
        {
          likelihood: "occasional",
          part: "Faulty battery temperature or current sensor on a smart-charging system",
          why: "A sensor reporting a frozen or deeply discharged battery makes the PCM command its highest charging voltage continuously.",
        },
        {
          likelihood: "rare",
          part: "Field control wire shorted to ground or a failed PCM driver",
          why: "On PCM-regulated systems that switch the field on the ground side, a grounded field wire turns the field fully on.",
        },
      ],
      checks: [
        {
          step: "Measure at the battery with the engine warm at 2,000 rpm and no loads on.",
          tools: ["Digital multimeter"],
          expect:
            "13.5–14.8 V is normal; over about 15.0 V on a warm engine is overcharging (a smart system may briefly run near 15 V when the battery is cold).",
        },
        {
          step: "Compare the commanded charging voltage or field duty in live data with the measured voltage.",
          tools: ["Scan tool", "Digital multimeter"],
          expect:
            "Actual far above the command means the alternator is ignoring it; a high command means the PCM is asking for it because of a sensor input.",
        },
        {
          step: "On alternators with a sense (S) terminal, compare its voltage with the battery while running.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "They should agree within about 0.2 V; a lower sense reading shows resistance in the sense wire.",
        },
        {
          step: "Check battery temperature and current values in live data against ambient temperature and an amp clamp.",
          tools: ["Scan tool", "Inductive amp clamp"],
          expect:
            "A battery temperature far below ambient, or a current that disagrees with the clamp, points to the sensor.",
        },
      ],
      fix: "Replace the alternator (or its regulator where serviceable), repair the sense-wire or field-circuit fault, or replace the faulty battery sensor. Replace the battery if it got hot, swelled or lost electrolyte, register it where required, clear codes and confirm 13.5–14.8 V at 2,000 rpm.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 0.8,
        laborHoursHigh: 3,
        excludes:
          "Estimate; excludes a boiled battery, burned bulbs, any damaged modules, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Above roughly 15.5 V the battery can boil and vent explosive hydrogen and modules can fail; park it and have it checked or towed.",
      codes: ["P0563", "P2504", "P0626"],
      terms: ["voltage regulator", "sense circuit", "field driver", "duty cycle"],
      related: [
        "battery-hot-swollen-sulfur-smell",
        "cold-morning-voltage-reads-15",
        "battery-monitor-sensor-fault",
        "chrysler-pcm-regulator-field-fault",
      ],
    },
    {
      slug: "battery-hot-swollen-sulfur-smell",
      title: "Battery is hot, swollen or smells like rotten eggs after a drive",
      summary:
        "A battery gassing this hard is either being overcharged or has a shorted cell pulling too much charging current. Shut the engine off, let it cool with the hood open, check charging voltage, and replace the battery.",
      symptoms: [
        "Sulfur or rotten-egg smell in or around the car after driving",
        "Battery case sides bulged outward, or too hot to keep a hand on",
        "Hissing or bubbling from the battery vents",
        "Acid wetness or residue on the battery tray and nearby metal",
      ],
      symptomIds: ["battery-smell-swelling", "voltage-high", "corrosion"],
      causes: [
        {
          likelihood: "common",
          part: "Shorted cell inside the battery",
          why: "With one cell dead, the alternator's 14 V is spread across five cells, overcharging each, and the heavy current heats and gasses the battery.",
        },
        {
          likelihood: "common",
          part: "Alternator overcharging from a failed regulator",
          why: "Above about 15 V even a healthy battery gasses heavily and overheats.",
        },
        {
          likelihood: "occasional",
          part: "Battery near the exhaust without its heat shield or insulating sleeve",
          why: "Engine-bay heat raises electrolyte temperature, speeding gassing and water loss; many cars wrap the battery in a jacket for exactly this reason.",
        },
        {
          likelihood: "rare",
          part: "Shop or home charger left on an equalize or repair mode",
          why: "Those modes run near 15.5–16 V and will overheat a sealed AGM battery if left connected.",
        },
      ],
      checks: [
        {
          step: "Turn the engine off, open the hood, keep sparks and flames away and leave the cables connected while it is still gassing.",
          tools: ["Safety glasses", "Acid-resistant gloves"],
          expect:
            "Let it cool at least 30 minutes before touching the terminals; a bulged case means replacement whatever the other tests show.",
        },
        {
          step: "Once cool, start the engine and measure charging voltage at 2,000 rpm.",
          tools: ["Digital multimeter"],
          expect:
            "Over about 15 V points to overcharging; a normal 13.5–14.8 V with a hot battery points to the battery itself.",
        },
        {
          step: "Check charge current with a clamp on the battery positive cable after 10–15 minutes of running.",
          tools: ["Inductive amp clamp"],
          expect:
            "Current into a healthy battery tapers to a few amps; a steady 20 A or more into a battery that should be full indicates an internal short.",
        },
        {
          step: "Measure resting voltage and, on a flooded battery with removable caps, each cell's specific gravity.",
          tools: ["Digital multimeter", "Hydrometer"],
          expect: "A rest voltage near 10.5 V, or one cell more than 0.050 below the others, confirms a shorted cell.",
        },
      ],
      fix: "Replace the battery with the type the car specifies (flooded, EFB or AGM), wash the tray and surrounding metal with baking-soda solution and rinse, and replace the alternator if it was overcharging. Refit the heat shield or sleeve, register the battery on cars that require it and confirm charging voltage afterward.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the battery and neutralize the tray",
            partsLow: 130,
            partsHigh: 350,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the battery and the overcharging alternator",
            partsLow: 380,
            partsHigh: 1000,
            laborHoursLow: 1.3,
            laborHoursHigh: 3.5,
          },
        ],
        excludes: "Estimate; battery registration, acid-damaged parts, diagnosis and taxes are extra.",
      },
      verdict: "stop",
      verdictReason:
        "A gassing battery can explode if a spark reaches its vents and spray acid; stop, let it cool and do not jump-start it.",
      codes: ["P0563"],
      terms: ["shorted cell", "hydrometer", "specific gravity", "AGM battery"],
      related: [
        "overcharging-voltage-over-15",
        "battery-terminal-corrosion-keeps-returning",
        "battery-wont-hold-charge",
      ],
    },
    {
      slug: "battery-light-flickers-at-idle",
      title: "Battery light flickers at idle and goes out once the engine revs",
      summary:
        "Worn alternator brushes or slip rings, or a belt slipping at idle, is the usual cause. Watch voltage at idle while tapping the alternator case; an unstable reading means the alternator is close to quitting.",
      symptoms: [
        "Battery lamp blinks or glows faintly at stoplights and goes out above about 1,500 rpm",
        "Voltage reading jumps between roughly 12.5 and 14 V at idle",
        "Flicker shows up more once the engine is fully hot",
        "No warning at all at steady highway speed",
      ],
      symptomIds: ["battery-light-flicker", "voltage-low", "dim-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Brushes worn to their limit",
          why: "Short brushes bounce on the slip rings at idle, breaking field current for an instant so output and the lamp signal flicker.",
        },
        {
          likelihood: "common",
          part: "Worn, grooved or glazed slip rings",
          why: "An uneven ring surface gives poor brush contact, worst when heat has expanded the parts.",
        },
        {
          likelihood: "occasional",
          part: "Belt slipping only at idle",
          why: "At low speed under load the belt loses grip, output dips and the regulator or PCM flags the dip.",
        },
        {
          likelihood: "occasional",
          part: "Loose regulator connector or high resistance in the lamp or ignition-feed wire",
          why: "An intermittent connection drops the regulator's reference or turn-on signal for a moment.",
        },
      ],
      checks: [
        {
          step: "Log voltage at the battery for two minutes at hot idle with the headlights on.",
          tools: ["Digital multimeter with min/max"],
          expect:
            "A steady 13.5–14.5 V is normal; a min/max spread over about 0.5 V with dips that match the flicker shows intermittent output.",
        },
        {
          step: "While watching the meter, tap the alternator case lightly with a plastic mallet.",
          tools: ["Plastic mallet", "Digital multimeter"],
          expect:
            "Voltage jumping or the lamp flickering with each tap points to worn brushes or a loose internal connection.",
        },
        {
          step: "Wiggle the regulator connector and the output cable while watching voltage.",
          tools: ["Digital multimeter"],
          expect: "A change as the connector moves points to its terminals rather than the alternator.",
        },
        {
          step: "Inspect the belt ribs and watch the tensioner arm at idle with the loads on.",
          tools: ["Flashlight", "Belt wear gauge"],
          expect: "A shiny belt, flutter or a tensioner arm bouncing more than a few millimeters points to slip.",
        },
      ],
      fix: "Replace the alternator; brush kits exist for some Denso, Bosch and Mitsubishi units, but grooved slip rings usually mean the whole unit is due. Replace a glazed belt or weak tensioner if slip contributed, and clean and reseat a loose regulator connector.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a glazed belt or reseat the connector",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          { name: "Fit an alternator brush kit", partsLow: 20, partsHigh: 60, laborHoursLow: 1, laborHoursHigh: 2 },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 600, laborHoursLow: 1, laborHoursHigh: 3 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "It still charges at speed for now, but flickering from worn brushes usually turns into a full no-charge within weeks or months.",
      codes: ["P0561"],
      terms: ["brushes", "slip rings", "field current"],
      related: ["battery-light-on-while-driving", "lights-pulse-rhythmically", "belt-squeal-battery-light-wet-or-cold"],
    },
    {
      slug: "belt-squeal-battery-light-wet-or-cold",
      title: "Belt squeals and the battery light flickers on wet or cold mornings",
      summary:
        "The serpentine belt is slipping on the alternator pulley, usually because it is worn or glazed or the automatic tensioner has gone weak. Replace the belt and check the tensioner; belt dressing only hides the slip.",
      symptoms: [
        "Sharp squeal for the first minute after a cold start, or after rain or a car wash",
        "Battery lamp flickers or voltage dips while the squeal lasts",
        "Squeal returns at idle when headlights, rear defrost and blower are switched on",
        "Belt ribs look shiny, cracked or worn down into the pulley grooves",
      ],
      symptomIds: ["belt-squeal", "battery-light-flicker", "voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Worn EPDM serpentine belt",
          why: "Modern EPDM belts lose rib material rather than cracking, ride deeper in the grooves and lose grip long before they look bad; the small, heavily loaded alternator pulley slips first.",
        },
        {
          likelihood: "common",
          part: "Weak automatic tensioner spring or worn pivot",
          why: "Low tension lets the belt slip whenever alternator load jumps or water cuts friction.",
        },
        {
          likelihood: "occasional",
          part: "Oil, coolant or power-steering fluid on the belt",
          why: "Contaminated ribs lose grip and squeal under any load.",
        },
        {
          likelihood: "rare",
          part: "Misaligned alternator pulley or a dragging alternator bearing",
          why: "A pulley out of line makes the belt enter at an angle and chirp; a dragging bearing makes the belt skid over the pulley.",
        },
      ],
      checks: [
        {
          step: "Check rib depth with a belt wear gauge and look at both faces for glazing, cracks and fluid.",
          tools: ["Belt wear gauge", "Flashlight"],
          expect:
            "A gauge that sits flush with the rib tops, or a belt with several cracks per inch, means replacement.",
        },
        {
          step: "Check the tensioner arm against its wear-indicator marks and watch it at idle while loads are switched on and off.",
          tools: ["Paint marker"],
          expect:
            "An arm outside the marked range, or one that bounces and flutters, means a weak tensioner or a wrong-length belt.",
        },
        {
          step: "With the squeal present at idle, mist a little water on the ribbed side of the belt.",
          tools: ["Spray bottle of water"],
          expect:
            "A squeal that stops briefly points to misalignment; one that gets louder points to low tension or a worn belt.",
        },
        {
          step: "Lay a straightedge or belt laser across the alternator pulley and its neighbors.",
          tools: ["Straightedge or belt alignment laser"],
          expect: "Pulley faces in line within about 1/16 in. (1.5 mm); more means a bent bracket or a wrong pulley.",
        },
        {
          step: "After repairs, measure voltage at idle with the same loads on.",
          tools: ["Digital multimeter"],
          expect: "A steady 13.5–14.5 V with no lamp flicker confirms slip was the cause.",
        },
      ],
      fix: "Replace the belt and, if its arm is out of range or bouncing, the tensioner; repair any leak that soaked the old belt. Route the new belt exactly as the underhood diagram shows and confirm the tensioner pointer sits in the new-belt range.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the belt", partsLow: 30, partsHigh: 80, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace the belt and tensioner",
            partsLow: 100,
            partsHigh: 220,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate for belt and tensioner; excludes diagnosis, taxes, idler pulleys and repair of any leak that contaminated the belt.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but a slipping belt undercharges the battery and can jump off or break, taking the water pump drive with it.",
      codes: [],
      terms: ["EPDM belt", "automatic tensioner", "belt wear gauge"],
      related: [
        "broken-belt-battery-light-and-overheating",
        "alternator-decoupler-pulley-failed",
        "battery-light-flickers-at-idle",
        "belt-problem-after-alternator-swap",
      ],
    },
    {
      slug: "alternator-decoupler-pulley-failed",
      title: "Rattle or belt flutter at idle traced to the alternator's clutch pulley",
      summary:
        "The overrunning alternator pulley (OAP) or decoupler (OAD) has worn out, so it either freewheels both ways or locks solid. Test it by hand with the belt off and replace the pulley, or the alternator if the pulley is not sold separately.",
      symptoms: [
        "Rattle, buzz or growl from the front of the engine at idle that smooths out off idle",
        "Belt and tensioner arm visibly flutter at idle",
        "Chirp or thump from the belt the moment the engine is switched off",
        "Battery light or low voltage once the pulley slips internally",
      ],
      symptomIds: ["alternator-noise", "belt-squeal", "battery-light"],
      causes: [
        {
          likelihood: "common",
          part: "Worn one-way clutch inside the OAP or OAD",
          why: "Once the clutch slips in the drive direction the rotor is no longer driven reliably, so output falls while the engine runs.",
        },
        {
          likelihood: "common",
          part: "Clutch pulley seized so it no longer freewheels",
          why: "The heavy rotor's inertia then fights every crankshaft speed change, so the tensioner bounces, the belt flutters and it chirps at shutdown.",
        },
        {
          likelihood: "occasional",
          part: "Broken isolator spring inside an OAD",
          why: "The spring cushions firing pulses; once broken it rattles and passes vibration straight into the belt.",
        },
        {
          likelihood: "rare",
          part: "Missing dust cap letting water and grit into the clutch",
          why: "The snap-in cap seals the clutch; without it the clutch rusts and locks up quickly.",
        },
      ],
      checks: [
        {
          step: "Remove the belt and turn the pulley rim by hand in each direction.",
          tools: ["Serpentine belt tool"],
          expect:
            "It should lock and turn the rotor in the drive direction (clockwise from the front on most engines) and freewheel the other way; free both ways or locked both ways condemns it.",
        },
        {
          step: "Watch the tensioner arm at idle and at shutdown with the new-looking belt in place.",
          tools: ["Flashlight"],
          expect:
            "Heavy arm oscillation that calms above idle points to a locked decoupler, since absorbing those pulses is its job.",
        },
        {
          step: "Measure charging voltage at idle and at 2,000 rpm.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 13 V at idle and 2,000 rpm with loads on (command full output first on smart-charging cars), a good belt and a pulley that slips in the drive direction confirms the clutch is not driving the rotor.",
        },
        {
          step: "Compare the pulley on the car with the one listed for the engine.",
          tools: ["Parts catalog"],
          expect:
            "A solid pulley on a replacement alternator for an engine specified with an OAD explains chronic chirp and tensioner wear.",
        },
      ],
      fix: "Replace the OAP or OAD using the spline tools made for it, torque it to the alternator maker's specification and snap on a new dust cap. Replace the belt if it is glazed and the tensioner if it has been bouncing for a long time.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the decoupler pulley",
            partsLow: 40,
            partsHigh: 160,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.8,
          },
          {
            name: "Replace the alternator where the pulley is not sold alone",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2.8,
          },
        ],
        excludes:
          "Estimate; a glazed belt, a worn tensioner, diagnosis and taxes are extra, and dealers often quote a complete alternator.",
      },
      verdict: "ok",
      verdictReason:
        "It drives normally, but a seized decoupler wears out the belt and tensioner quickly and a slipping one stops the charging.",
      codes: [],
      terms: ["OAD", "OAP", "overrunning clutch", "decoupler"],
      related: [
        "alternator-bearing-noise",
        "belt-squeal-battery-light-wet-or-cold",
        "belt-problem-after-alternator-swap",
      ],
    },
    {
      slug: "broken-belt-battery-light-and-overheating",
      title: "Battery light and temperature gauge climbing together after a slap from under the hood",
      summary:
        "The serpentine belt has broken or come off, so neither the alternator nor, on most engines, the water pump is turning. Pull over and shut the engine off; fit a new belt and find out why the old one failed before driving again.",
      symptoms: [
        "Sudden slap or flapping noise, then the battery light comes on",
        "Temperature gauge rises within minutes on engines with a belt-driven water pump",
        "Steering turns heavy on cars with a belt-driven power-steering pump",
        "A/C blows warm and the belt is missing or hanging off the pulleys",
      ],
      symptomIds: ["battery-light", "voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Old belt that cracked through or shed ribs",
          why: "A worn belt splits across its width or peels apart until it lets go.",
        },
        {
          likelihood: "common",
          part: "Seized pulley (alternator, idler, water pump or A/C clutch)",
          why: "A pulley that stops turning burns through the belt in seconds.",
        },
        {
          likelihood: "occasional",
          part: "Failed tensioner that let the belt jump off",
          why: "A weak or broken tensioner arm lets the belt climb off a pulley, often at shutdown or on a hard shift.",
        },
        {
          likelihood: "occasional",
          part: "Oil leak soaking the belt",
          why: "Oil swells and softens the rubber; on BMW N52 and N54 engines a leaking oil filter housing gasket does this, and the shredded belt can be drawn behind the crank pulley into the front seal.",
        },
        {
          likelihood: "rare",
          part: "Belt routed wrongly at the last replacement",
          why: "A belt on the wrong side of an idler turns a pulley backward or rides off its edge.",
        },
      ],
      checks: [
        {
          step: "Stop, shut the engine off and look for the belt: gone, hanging off or shredded.",
          tools: ["Flashlight"],
          expect: "A missing belt explains the lamp; do not restart if the water pump is belt-driven.",
        },
        {
          step: "Spin each pulley by hand: alternator, idlers, tensioner, water pump, power-steering pump and A/C clutch hub.",
          tools: ["Work gloves"],
          expect: "All turn smoothly; one that is locked, rough or wobbling is what destroyed the belt.",
        },
        {
          step: "Check the tensioner arm for cracks and free travel, and look for oil or coolant on the pulleys.",
          tools: ["Serpentine belt tool", "Flashlight"],
          expect: "A broken, seized or leaking part must be fixed first or the new belt will fail too.",
        },
        {
          step: "With the new belt on, check charging voltage and coolant level.",
          tools: ["Digital multimeter"],
          expect: "13.5–14.8 V at 2,000 rpm and a full cooling system; top up coolant if the engine ran hot.",
        },
      ],
      fix: "Replace the belt plus the pulley, tensioner or leaking seal that caused it, following the routing diagram on the radiator support or in service information. If the engine overheated, check the cooling system and head gasket before returning the car to service.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the belt and a failed tensioner or pulley",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the belt, tensioner and idlers together",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate for belt, tensioner or pulley; excludes towing, diagnosis, taxes, oil-leak repair and any overheating damage.",
      },
      verdict: "stop",
      verdictReason:
        "With the belt gone the engine can overheat within minutes and the battery will run flat; shut it off and tow it unless the belt is replaced on the spot.",
      codes: [],
      terms: ["serpentine belt", "belt routing diagram", "tensioner"],
      related: [
        "belt-squeal-battery-light-wet-or-cold",
        "car-died-after-battery-light",
        "alternator-soaked-by-oil-leak",
        "alternator-bearing-noise",
      ],
      commonOn: [
        {
          make: "bmw",
          engines: [
            { name: "N52 3.0L I6", liters: 3 },
            { name: "N54 3.0L twin-turbo I6", liters: 3 },
          ],
        },
      ],
    },
    {
      slug: "smart-charging-voltage-looks-low",
      title: "Voltmeter shows only 12.5–13 volts while cruising on a newer GM or Ford",
      summary:
        "On most late-model GM and Ford vehicles this is normal smart charging: the computer lowers alternator output once the battery is full to save fuel. Confirm the battery is healthy and that voltage rises when loads come on before replacing anything.",
      symptoms: [
        "Dash voltmeter or OBD gauge reads about 12.5–13.1 V at steady cruise",
        "Voltage jumps toward 14.5–15 V when coasting, braking or turning on headlights and wipers",
        "No battery light, and the engine starts normally",
        "A plug-in voltmeter or code reader suggests an undercharging alternator",
      ],
      symptomIds: ["voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel-economy mode of GM Regulated Voltage Control or Ford smart charging",
          why: "When the battery current sensor shows a charged battery, the PCM lowers the alternator set point to cut engine load and fuel use.",
        },
        {
          likelihood: "occasional",
          part: "Battery sensor reporting a full charge on a weak battery",
          why: "If the sensor or its learned values are wrong, the computer keeps voltage low while the battery is actually undercharged.",
        },
        {
          likelihood: "rare",
          part: "Real alternator weakness hidden behind smart-charging behavior",
          why: "A failing unit may be unable to reach the commanded voltage, which shows only when commanded and actual values are compared.",
        },
      ],
      checks: [
        {
          step: "Measure resting battery voltage after the car has sat at least an hour.",
          tools: ["Digital multimeter"],
          expect: "12.5–12.7 V means the battery is full and a low cruise voltage is expected.",
        },
        {
          step: "At idle, switch on high beams, blower on high, rear defrost and wipers.",
          tools: ["Digital multimeter"],
          expect:
            "Most smart systems raise voltage to about 13.9–14.5 V within seconds of headlamps or a heavy load coming on.",
        },
        {
          step: "Read commanded and actual charging voltage, or generator duty cycle, in live data.",
          tools: ["Scan tool"],
          expect: "Actual following the command within about 0.3 V means the alternator is doing its job.",
        },
        {
          step: "Test the battery on a conductance tester set to its type.",
          tools: ["Conductance battery tester"],
          expect:
            "A passing battery confirms the system is working as designed; a failing one should be replaced and the monitor reset.",
        },
      ],
      fix: "Usually nothing: this is designed behavior. If the battery fails its test, replace it and reset the battery monitoring system where required (many Fords); if commanded and actual voltage disagree, diagnose the alternator or its control circuit.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "No repair: smart charging working as designed",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace the battery and reset battery monitoring",
            partsLow: 150,
            partsHigh: 260,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; diagnosis time, taxes and any alternator control-circuit repair are extra.",
      },
      verdict: "ok",
      verdictReason:
        "Normal smart-charging behavior has no effect on driving; only a battery that fails its test needs attention.",
      codes: [],
      terms: ["Regulated Voltage Control", "smart charging", "commanded voltage", "battery current sensor"],
      related: ["battery-monitor-sensor-fault", "new-battery-not-registered", "cold-morning-voltage-reads-15"],
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
      slug: "battery-monitor-sensor-fault",
      title: "Charging warnings and low-battery messages even though the battery and alternator test good",
      summary:
        "The battery monitoring sensor on the negative cable, or its wiring, is feeding the computer bad current or temperature data. Compare its live readings with a meter and clamp, check the connector for corrosion, and replace the sensor if it disagrees.",
      symptoms: [
        "SERVICE BATTERY CHARGING SYSTEM, BATTERY SAVER ACTIVE or similar messages come and go",
        "Charging voltage sits oddly high or low regardless of how charged the battery is",
        "Start-stop unavailable on equipped cars",
        "Heated seats or rear defrost shut off early to save the battery",
      ],
      symptomIds: ["battery-light-flicker", "voltage-low", "voltage-high", "start-stop-inactive"],
      causes: [
        {
          likelihood: "common",
          part: "Failed battery current sensor or IBS electronics",
          why: "The computer calculates state of charge from this sensor; a drifted reading makes it think the battery is flat or hot, and it reacts with warnings and odd set points.",
        },
        {
          likelihood: "common",
          part: "Corroded sensor connector or data wire at the negative terminal",
          why: "Acid vapor attacks the small connector on the terminal, so data drops out and the PCM or BCM flags a fault.",
        },
        {
          likelihood: "occasional",
          part: "Accessory ground bolted to the battery negative post",
          why: "Current returning on the battery side of the sensor bypasses its shunt, so the sensor miscounts charge and discharge.",
        },
        {
          likelihood: "rare",
          part: "Module software with wrong battery-monitor thresholds",
          why: "Some makers have released PCM or BCM updates that change battery-monitor logic; a reflash fixes it where a bulletin applies.",
        },
      ],
      checks: [
        {
          step: "Inspect the sensor on the negative terminal for corrosion, a cracked housing, a loose clamp or extra ground wires on the post side.",
          tools: ["Flashlight"],
          expect:
            "Any accessory ground on the post side of the sensor must be moved to the body side or a body ground.",
        },
        {
          step: "Compare the module's battery voltage value with a meter reading at the posts.",
          tools: ["Scan tool", "Digital multimeter"],
          expect: "Within about 0.2 V; a larger gap points to the sensor or its connection.",
        },
        {
          step: "Clamp the negative cable on the body side of the sensor and compare with the battery current value while switching the headlights on.",
          tools: ["Inductive amp clamp", "Scan tool"],
          expect:
            "Sensor current tracks the clamp within a couple of amps; a value stuck at zero or far off condemns the sensor.",
        },
        {
          step: "After an overnight cold soak, compare the battery temperature value with the outside air.",
          tools: ["Scan tool", "Thermometer"],
          expect: "Within about 10 °F of ambient; a reading such as -40 °F points to an open sensor circuit.",
        },
        {
          step: "Check the sensor's feed, ground and data line at the connector.",
          tools: ["Digital multimeter", "Wiring diagram", "Lab scope"],
          expect:
            "Battery voltage on the feed and a switching data signal (LIN on most European and Ford systems); a missing signal points to wiring or the module.",
        },
      ],
      fix: "Clean or repair the connector, move accessory grounds to the body side, or replace the sensor (on BMW and many VW, Audi and Ford models it comes with the negative cable). Reset or register the battery monitor afterward, clear codes and check for a software update.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean or repair the sensor connector and reset",
            partsLow: 0,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the sensor or negative cable and register",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, registration or programming fees and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally, but a sensor that misreads can leave the battery undercharged or overcharged over time.",
      codes: [],
      terms: ["battery monitoring sensor", "IBS", "LIN bus", "state of charge"],
      related: [
        "smart-charging-voltage-looks-low",
        "new-battery-not-registered",
        "start-stop-stopped-working-battery",
        "overcharging-voltage-over-15",
      ],
    },
    {
      slug: "new-battery-not-registered",
      title: "Replacement battery on a BMW, Audi or VW is weak again within a year",
      summary:
        "These cars tailor charging to the battery's recorded age, capacity and type; a new battery never registered with a scan tool is charged like the old, worn one. Register it, code any change of type or size, then recharge and retest.",
      symptoms: [
        "Battery replaced in the last 6–18 months now tests weak or cranks slowly",
        "Start-stop rarely works since the battery change",
        "Messages about increased battery discharge or reduced comfort features",
        "Battery was installed by a parts store or at home without a scan tool",
      ],
      symptomIds: ["battery-keeps-dying", "start-stop-inactive", "after-replacement"],
      causes: [
        {
          likelihood: "common",
          part: "Battery replaced without registration",
          why: "The power management keeps using a charge strategy adapted to the old battery's age, so the new battery is charged at the wrong voltage and wears early.",
        },
        {
          likelihood: "common",
          part: "Different capacity or chemistry fitted without coding",
          why: "An AGM where a flooded battery was coded, or 90 Ah in place of 80 Ah, throws off the charge voltages and the state-of-charge math.",
        },
        {
          likelihood: "occasional",
          part: "Flooded battery installed where AGM is specified",
          why: "A flooded battery cannot take the deep cycling and charge profile these systems use.",
        },
      ],
      checks: [
        {
          step: "Read the battery label and compare with the registration history and coded type in the scan tool.",
          tools: ["Scan tool with battery registration"],
          expect:
            "Registration date, type (AGM or flooded) and Ah should match the battery in the car; an old date means it was never registered.",
        },
        {
          step: "Bench-charge on an AGM-capable charger, then test.",
          tools: ["Smart charger with AGM mode", "Conductance battery tester"],
          expect:
            "A battery that recovers to its full rating can be saved by registering it; one that stays low must be replaced.",
        },
        {
          step: "After registration, watch charging voltage and state of charge on a 20-minute drive.",
          tools: ["Scan tool"],
          expect: "Roughly 14.0–14.8 V while the battery recovers, tapering as state of charge rises.",
        },
      ],
      fix: "Charge the battery fully, register it with a scan tool that supports the maker's battery-replacement function, and code a different capacity or type if it changed. Fit the AGM or EFB type specified; start-stop usually returns after a few drives once state of charge is relearned.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Charge and register the existing battery",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace and register the specified AGM or EFB",
            partsLow: 200,
            partsHigh: 330,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer registration pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but an unregistered battery wears out early and can leave the car unable to start.",
      codes: [],
      terms: ["battery registration", "battery coding", "AGM battery", "IBS"],
      related: [
        "battery-monitor-sensor-fault",
        "flooded-battery-in-start-stop-car",
        "start-stop-stopped-working-battery",
        "battery-wont-hold-charge",
      ],
      commonOn: [{ make: "bmw" }, { make: "audi" }, { make: "volkswagen" }],
    },
    {
      slug: "start-stop-stopped-working-battery",
      title: "Auto start-stop quit shutting the engine off at red lights",
      summary:
        "Usually the battery monitor has decided the AGM or EFB battery is too weak or too low on charge to guarantee a restart, so it keeps the engine running. Test and charge the battery before suspecting the start-stop system itself.",
      symptoms: [
        "Engine keeps idling at every stop, with the start-stop indicator showing unavailable",
        "Began gradually over months, or right after a battery change",
        "Works again for a day or two after a long highway drive or an overnight charge",
        "Never stops on very hot or cold days with the climate control working hard",
      ],
      symptomIds: ["start-stop-inactive", "battery-keeps-dying"],
      causes: [
        {
          likelihood: "common",
          part: "Aging AGM or EFB battery with reduced capacity",
          why: "The system needs enough reserve to restart; once the monitored state of health drops, stops are blocked.",
        },
        {
          likelihood: "common",
          part: "Low state of charge from short trips",
          why: "Stop-and-go errands never top the battery up, so the monitor sees too little charge to allow a stop.",
        },
        {
          likelihood: "occasional",
          part: "New battery not registered or wrong type installed",
          why: "The system treats the battery as unknown or worn and blocks stops.",
        },
        {
          likelihood: "occasional",
          part: "Normal inhibit conditions",
          why: "A cold engine, temperature extremes, high climate demand, an open hood or unlatched driver belt, or a steep grade all block shutdown by design.",
        },
        {
          likelihood: "rare",
          part: "Faulty battery sensor, hood switch or brake-pressure input",
          why: "A wrong input makes the system think a condition for stopping is not met.",
        },
      ],
      checks: [
        {
          step: "Rule out normal inhibitors: engine fully warm, moderate climate setting, driver belt latched, hood closed, car on level ground.",
          tools: [],
          expect: "If it still will not stop under those conditions over several drives, move on to the battery.",
        },
        {
          step: "Charge the battery overnight on an AGM-capable charger, then drive normally.",
          tools: ["Smart charger with AGM mode"],
          expect:
            "Start-stop returning after a full charge points to undercharging from the driving pattern; no change points to battery health.",
        },
        {
          step: "Test the battery with a conductance tester set to AGM or EFB.",
          tools: ["Conductance battery tester"],
          expect: "Measured CCA under about 80% of the label rating after charging means replacement.",
        },
        {
          step: "Read the start-stop inhibit reason and battery state-of-charge and health values in live data.",
          tools: ["Scan tool"],
          expect: "Many systems name the active inhibitor, such as low state of charge or an open hood contact.",
        },
      ],
      fix: "Replace a worn battery with the specified AGM or EFB type and register it where required; otherwise fix the sensor or switch the live data identifies. Start-stop returns once the system relearns state of charge, which can take a few drives.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Battery test and state-of-charge relearn",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace and register the AGM or EFB battery",
            partsLow: 200,
            partsHigh: 350,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer registration fees.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally with the engine idling at stops; the cost is fuel and a battery that may soon fail to crank.",
      codes: [],
      terms: ["start-stop", "EFB battery", "state of health", "state of charge"],
      related: [
        "flooded-battery-in-start-stop-car",
        "new-battery-not-registered",
        "battery-monitor-sensor-fault",
        "short-trips-battery-undercharged",
      ],
    },
    {
      slug: "flooded-battery-in-start-stop-car",
      title: "Cheaper regular battery put in a start-stop car died within months",
      summary:
        "Start-stop cars need an AGM or EFB battery; a standard flooded battery sulfates and loses capacity fast under constant restarts and partial charge. Replace it with the specified type and register it where required.",
      symptoms: [
        "Battery installed less than a year ago now fails a load test",
        "Start-stop rarely or never operates since the battery change",
        "Slow cranking on cold mornings and low-battery messages",
        "The battery label lacks AGM or EFB, though the original battery had it",
      ],
      symptomIds: ["battery-keeps-dying", "start-stop-inactive", "after-replacement"],
      causes: [
        {
          likelihood: "common",
          part: "Standard flooded battery in place of the specified AGM or EFB",
          why: "Flooded plates shed active material and sulfate quickly when cycled hundreds of times a week while held at partial charge.",
        },
        {
          likelihood: "occasional",
          part: "Battery not registered, or coded as a different type",
          why: "The charging strategy stays set for the original chemistry, so the new battery never gets the voltage profile it needs.",
        },
        {
          likelihood: "rare",
          part: "Undersized battery (lower Ah or wrong group size)",
          why: "A smaller battery runs deeper into its capacity at every stop and wears out sooner.",
        },
      ],
      checks: [
        {
          step: "Read the battery label and compare type, group size and Ah with the owner's manual or the original battery.",
          tools: ["Flashlight"],
          expect:
            "AGM or EFB of matching group size and capacity is correct; a flooded battery or a smaller Ah rating is the likely cause.",
        },
        {
          step: "Charge fully and test at the battery's own type setting.",
          tools: ["Smart charger with AGM mode", "Conductance battery tester"],
          expect: "Below about 80% of rated CCA after a full charge confirms it is worn out.",
        },
        {
          step: "Check the registration record in the scan tool.",
          tools: ["Scan tool with battery registration"],
          expect:
            "A date and type matching the installed battery; a missing or mismatched record means it must be registered.",
        },
      ],
      fix: "Fit the AGM or EFB battery of the specified group size and capacity (AGM may usually replace EFB, but not the reverse), register and code it, then confirm charging and start-stop operation after a few drives.",
      difficulty: 2,
      cost: {
        partsLow: 180,
        partsHigh: 380,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes:
          "Estimate for an AGM or EFB battery; excludes diagnosis, taxes, core charge and dealer registration pricing.",
      },
      verdict: "ok",
      verdictReason:
        "It drives fine until the battery can no longer crank the engine, which often happens without warning on a cold morning.",
      codes: [],
      terms: ["AGM battery", "EFB battery", "battery group size", "sulfation"],
      related: ["start-stop-stopped-working-battery", "new-battery-not-registered", "battery-wont-hold-charge"],
    },
    {
      slug: "no-charge-after-jump-start",
      title: "Alternator stopped charging right after a jump-start or battery swap",
      summary:
        "A reversed jumper connection, heavy sparking at the terminals or a cable pulled with the engine running can blow the alternator's main fuse or kill its diodes and regulator. Check the output fuse or fusible link first, then test the alternator.",
      symptoms: [
        "Battery light on from the first start after the jump or battery change",
        "Battery voltage stays at about 12 V or lower with the engine running",
        "A large underhood fuse (often 125–250 A) or a fusible link looks burned",
        "Radio, clock or other small fuses blown too if the cables were reversed",
      ],
      symptomIds: ["battery-light", "voltage-low", "after-replacement"],
      causes: [
        {
          likelihood: "common",
          part: "Blown alternator output fuse or fusible link",
          why: "Reversed polarity drives huge current backward through the rectifier diodes, and the main fuse or link opens to protect the harness.",
        },
        {
          likelihood: "common",
          part: "Shorted rectifier diodes or a damaged regulator",
          why: "The diodes conduct fully when polarity is reversed and can fail shorted or open even if the fuse survives.",
        },
        {
          likelihood: "occasional",
          part: "Load dump from a battery cable removed with the engine running",
          why: "Losing the battery mid-charge lets voltage spike far above normal, killing the regulator and sometimes modules; never test an alternator by pulling a cable.",
        },
        {
          likelihood: "rare",
          part: "Regulator connector or sense wire left unplugged during the battery work",
          why: "Without its turn-on or sense signal the regulator never energizes the field.",
        },
      ],
      checks: [
        {
          step: "Ask how the jump or battery change was done and look for melted clamps, burned terminals or blackened spots.",
          tools: ["Flashlight"],
          expect: "Signs of reversed cables or heavy arcing point straight at the main fuse and rectifier.",
        },
        {
          step: "Locate the alternator fuse or fusible link from the fuse-box lid or wiring diagram and check continuity with the battery disconnected.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Near 0 ohms is good; an open reading, or a melted link visible through its window, confirms it blew.",
        },
        {
          step: "With a good fuse and the engine running, compare voltage at the alternator B+ stud with the battery.",
          tools: ["Digital multimeter"],
          expect:
            "Both under about 12.8 V means the alternator is not producing; a high stud and a low battery means an open remains in the cable or fuse.",
        },
        {
          step: "Once the fuse is replaced, check AC ripple and full-load output.",
          tools: ["Digital multimeter", "Carbon-pile load tester"],
          expect: "More than about 0.5 V AC, or output far below rating, means the diodes were damaged too.",
        },
      ],
      fix: "Replace the blown fuse or fusible link with the same rating, and the alternator if it still fails output or ripple tests. Check every other fuse, reset the radio and window auto-up, and scan all modules for codes set by the spike.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the blown fuse or fusible link",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 600, laborHoursLow: 1, laborHoursHigh: 3 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and any modules damaged by the spike.",
      },
      verdict: "careful",
      verdictReason:
        "Without charging the car runs on the battery alone for a limited time; drive directly to a repair in daylight with accessories off.",
      codes: ["P0562", "P0620"],
      terms: ["reverse polarity", "load dump", "fusible link", "MEGA fuse"],
      related: [
        "battery-light-on-while-driving",
        "alternator-output-terminal-burned",
        "new-alternator-not-charging",
        "electrical/dead-after-reversed-jumper-cables",
      ],
    },
    {
      slug: "alternator-output-terminal-burned",
      title: "Burning smell and a melted boot on the alternator output terminal",
      summary:
        "The B+ output connection at the alternator is loose or corroded and overheating under charging current. Disconnect the battery, clean and tighten or replace the terminal and cable end, and check the stud and its insulator for damage.",
      symptoms: [
        "Hot-plastic or electrical burning smell after driving, worst with heavy electrical loads",
        "Rubber or plastic boot over the output stud melted, brittle or discolored",
        "Battery light or low voltage that comes and goes over bumps",
        "Nut on the output stud loose, or the stud turns in the case",
      ],
      symptomIds: ["burning-smell", "battery-light-flicker", "voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Output nut not tightened after an alternator replacement",
          why: "A loose ring terminal has contact resistance; at 100 A, just 0.02 ohm turns 200 W into heat right at the stud.",
        },
        {
          likelihood: "common",
          part: "Corroded ring terminal or crimp on the output cable",
          why: "Green corrosion inside the crimp raises resistance until the terminal cooks its own insulation.",
        },
        {
          likelihood: "occasional",
          part: "Cracked stud insulator on the alternator",
          why: "A damaged insulator lets the stud shift and loosen the connection, and at worst lets B+ touch the case and blow the main fuse.",
        },
        {
          likelihood: "rare",
          part: "Undersized or poorly spliced replacement cable",
          why: "Cable too thin for the alternator's rating heats along its length and at the ends.",
        },
      ],
      checks: [
        {
          step: "Engine off and battery negative disconnected, inspect the output stud, nut, ring terminal and boot.",
          tools: ["Flashlight", "Wrench set"],
          expect: "A loose nut, blackened or blued terminal or cracked insulator confirms the hot spot.",
        },
        {
          step: "Reconnect, run the engine with heavy loads on and measure voltage drop from the alternator B+ stud to the battery positive post.",
          tools: ["Digital multimeter", "Inductive amp clamp"],
          expect:
            "Under about 0.5 V with 50 A or more flowing; above that, the connection or cable has too much resistance.",
        },
        {
          step: "After a loaded run, compare stud and cable temperatures with an infrared thermometer.",
          tools: ["Infrared thermometer"],
          expect: "A terminal more than about 30 °F hotter than the cable a few inches away marks the bad joint.",
        },
        {
          step: "Check the far end of the cable at the fuse box or starter, and the battery end, for the same heat damage.",
          tools: ["Flashlight"],
          expect: "Any scorched fuse terminal or lug must be repaired at the same time.",
        },
      ],
      fix: "Replace the burned ring terminal or the whole output cable at the correct gauge, clean the stud and torque the nut to the alternator maker's specification (a modest inch-pound value; the stud strips easily). Replace the alternator if the stud or insulator is damaged, and refit the protective boot.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the ring terminal or output cable",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the alternator and cable end",
            partsLow: 250,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and fuse-box repair.",
      },
      verdict: "careful",
      verdictReason:
        "An overheating terminal can ignite wiring or oil residue; keep electrical loads low, get it repaired now, and stop at once if you see smoke.",
      codes: [],
      terms: ["B+ terminal", "voltage drop", "ring terminal", "infrared thermometer"],
      related: ["charging-voltage-drop-cables-grounds", "no-charge-after-jump-start", "battery-light-flickers-at-idle"],
    },
    {
      slug: "charging-voltage-drop-cables-grounds",
      title: "Alternator tests good on the bench but the battery still isn't being charged",
      summary:
        "Resistance between the alternator and battery, usually a corroded battery clamp, a bad engine-to-body ground strap or a failing fusible link, is eating the charging voltage. Voltage-drop test both sides of the circuit under load and repair the bad section.",
      symptoms: [
        "Alternator passes a parts-store bench test, yet the battery stays low",
        "Voltage at the alternator stud normal but half a volt or more lower at the battery",
        "Lights dim and the battery lamp may glow under heavy loads",
        "Warm or discolored cable ends at the battery, starter or engine ground",
      ],
      symptomIds: ["battery-keeps-dying", "voltage-low", "dim-lights", "after-replacement"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or loose battery terminal clamps",
          why: "Resistance under the clamp limits the current that reaches the battery, so it never fully recharges.",
        },
        {
          likelihood: "common",
          part: "Engine-to-body or engine-to-battery ground strap corroded or broken",
          why: "The alternator grounds through its mounting to the engine; a poor engine ground forces return current through throttle cables, hoses or sensor grounds.",
        },
        {
          likelihood: "occasional",
          part: "Fusible link or main fuse partly burned through",
          why: "A heat-damaged link can look intact while carrying current through only part of its conductor.",
        },
        {
          likelihood: "rare",
          part: "Corrosion wicked inside the positive cable under intact insulation",
          why: "Acid migrates up the strands, turning the copper green and raising resistance along the cable.",
        },
      ],
      checks: [
        {
          step: "Run the engine at 2,000 rpm with headlights, blower and defrost on, then measure from the alternator B+ stud to the battery positive post.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 0.5 V is acceptable (many shops want 0.2–0.3 V); more shows resistance on the positive side.",
        },
        {
          step: "Under the same load, measure from the alternator case to the battery negative post.",
          tools: ["Digital multimeter"],
          expect: "Under about 0.2 V; more points to the engine ground strap or the negative cable.",
        },
        {
          step: "Move one meter lead step by step along the circuit (fuse, link, cable ends) to find where the drop occurs.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "The reading jumps across the bad connection or section.",
        },
        {
          step: "Remove the battery clamps and peel back the insulation near each cable end.",
          tools: ["Terminal brush", "Flashlight"],
          expect: "Green or white powder under the clamp or inside the cable end means clean or replace.",
        },
      ],
      fix: "Clean and tighten or replace the corroded clamps, cable ends and ground straps, and replace a damaged fusible link or main fuse with the same rating. Recheck voltage drop under load afterward and bench-charge the battery.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and tighten clamps and grounds",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace cable ends, a ground strap or fusible link",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a replacement battery and dealer prices for complete cable assemblies.",
      },
      verdict: "ok",
      verdictReason:
        "It drives, but a battery that is never fully recharged will eventually leave the car unable to start.",
      codes: ["P0562"],
      terms: ["voltage drop", "ground strap", "fusible link"],
      related: [
        "alternator-output-terminal-burned",
        "battery-terminal-corrosion-keeps-returning",
        "repeat-alternator-failures",
        "battery-light-glows-dimly",
      ],
    },
    {
      slug: "battery-light-stays-on-until-revved",
      title: "Battery light stays on after starting and only goes out after a hard rev",
      summary:
        "The alternator is not exciting its field at idle, usually from worn brushes, an open warning-lamp or excite circuit, or a one-wire alternator that needs a rev to turn on. Check the excite circuit first; otherwise replacement is the usual fix.",
      symptoms: [
        "Battery lamp lit after startup until the engine is revved to 2,000–3,000 rpm once",
        "Charges normally after that until the next start",
        "On older cars with a bulb, the lamp may not light at all with the key on",
        "Voltage stays at battery level (about 12.4–12.6 V) until the rev",
      ],
      symptomIds: ["battery-light", "voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Worn brushes or a weak rotor field",
          why: "With too little initial field current the alternator needs extra rotor speed to build enough voltage to sustain itself.",
        },
        {
          likelihood: "occasional",
          part: "Burned-out warning bulb or open lamp circuit on a lamp-excited system",
          why: "On older GM CS-series and Ford systems the lamp circuit turns the regulator on; without it the alternator may only self-excite at higher speed, or not at all.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket one-wire alternator",
          why: "One-wire conversions on older trucks and hot rods are designed to switch on only once engine speed passes a turn-on threshold.",
        },
        {
          likelihood: "rare",
          part: "High resistance in the ignition feed to the regulator",
          why: "A low turn-on voltage keeps the regulator from energizing until rotor speed builds.",
        },
      ],
      checks: [
        {
          step: "Switch the key on with the engine off and see whether the battery lamp lights.",
          tools: [],
          expect: "No lamp at key-on on a car that should show one points to a burned bulb or open lamp circuit.",
        },
        {
          step: "Back-probe the lamp (L) or ignition (IGN) terminal at the regulator connector, key on, engine off.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Battery voltage on an IGN feed; on a lamp-driven L circuit a voltage below battery is normal because the lamp pulls it down, while 0 V means an open bulb or wire.",
        },
        {
          step: "Start the engine, measure battery voltage at idle, then give one brief rev.",
          tools: ["Digital multimeter"],
          expect: "A jump from about 12.5 V to 14 V or more only after the rev confirms slow field excitation.",
        },
        {
          step: "Have the alternator bench-tested at low drive speed, or inspect brush length on a rebuildable unit.",
          tools: ["Alternator bench tester"],
          expect:
            "Brushes at the wear limit, or output that appears only at higher test speeds, confirms internal wear.",
        },
      ],
      fix: "Replace the warning bulb or repair the open lamp or ignition-feed wire; otherwise replace the alternator. On a one-wire conversion either accept rev-to-charge or rewire to a three-wire regulator, and confirm the lamp lights at key-on and goes out at idle.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the bulb or repair the lamp wire",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          { name: "Replace the alternator", partsLow: 200, partsHigh: 550, laborHoursLow: 1, laborHoursHigh: 2.8 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and instrument-cluster work.",
      },
      verdict: "ok",
      verdictReason:
        "Once it catches it charges normally, but an alternator that needs a rev to turn on usually stops turning on altogether before long.",
      codes: ["P2500", "P0621"],
      terms: ["field excitation", "L terminal", "one-wire alternator"],
      related: ["battery-light-on-while-driving", "battery-light-on-voltage-normal", "battery-light-glows-dimly"],
      commonOn: [{ make: "chevrolet" }, { make: "gmc" }, { make: "ford" }],
    },
    {
      slug: "battery-light-on-voltage-normal",
      title: "Battery light is on but the meter shows normal charging voltage",
      summary:
        "Either the regulator has detected an internal fault such as an open stator phase or diode, or the lamp or PCM signal circuit is faulty. Check ripple and full-load output first; if both pass, diagnose the lamp, L-terminal or data circuit.",
      symptoms: [
        "Battery lamp lit steadily or on and off while the meter reads 13.5–14.5 V at the battery",
        "Lights and accessories all work normally",
        "Charging codes stored in the PCM even though voltage looks fine",
        "Lamp may go out with loads off and return when they are switched on",
      ],
      symptomIds: ["battery-light", "check-engine-charging-code", "battery-light-flicker"],
      causes: [
        {
          likelihood: "common",
          part: "Open diode or stator phase detected by the regulator",
          why: "Many regulators watch a phase signal; one dead phase still holds voltage at light load, but the regulator notices and lights the lamp.",
        },
        {
          likelihood: "common",
          part: "Open or shorted L-terminal or lamp circuit to the PCM or cluster",
          why: "On PCM-monitored systems the PCM reads the regulator's status line, and a wiring fault looks to it like a charging failure.",
        },
        {
          likelihood: "occasional",
          part: "Regulator fault-detection circuit failed",
          why: "The regulator reports a fault it does not have; output is fine but the lamp stays lit.",
        },
        {
          likelihood: "rare",
          part: "Cluster or BCM misreading a network message",
          why: "Where the lamp is lit over the network, a module or software fault can light it with no charging problem at all.",
        },
      ],
      checks: [
        {
          step: "With the lamp lit, hold 2,000 rpm with headlights and blower on and read DC voltage, then switch the meter to AC volts at the same terminals.",
          tools: ["Digital multimeter"],
          expect: "Ripple above about 0.5 V AC points to an open diode or phase inside the alternator.",
        },
        {
          step: "Load-test output to the alternator's rating.",
          tools: ["Carbon-pile load tester", "Inductive amp clamp"],
          expect: "Output within about 10% of rating clears the power side of the alternator.",
        },
        {
          step: "Scan for codes and read generator status or L-terminal values in live data.",
          tools: ["Scan tool"],
          expect:
            "P2500, P2501 or P0621 point to the lamp or L circuit; a generator-fault status with good output points to the regulator.",
        },
        {
          step: "Check the L or lamp wire between the alternator and the PCM or cluster for continuity and for shorts to ground or voltage.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "A few ohms end to end and no continuity to ground; a chafe or corroded pin explains a lamp with good output.",
        },
      ],
      fix: "Replace the alternator if ripple or output fails; otherwise repair the L-terminal or lamp circuit, or replace the regulator where it is serviceable. Clear codes and confirm the lamp stays off under full load.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the L-terminal or lamp circuit",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the regulator where serviceable",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 600, laborHoursLow: 1, laborHoursHigh: 2.8 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and cluster or module work.",
      },
      verdict: "ok",
      verdictReason:
        "Voltage is holding for now, but a lamp that signals an open phase often means the alternator will fail completely soon.",
      codes: ["P2500", "P2501", "P0621"],
      terms: ["stator phase", "L terminal", "AC ripple"],
      related: ["battery-light-glows-dimly", "generator-circuit-codes-ford-gm", "battery-light-stays-on-until-revved"],
    },
    {
      slug: "battery-light-glows-dimly",
      title: "Battery light glows faintly with the headlights on at night",
      summary:
        "A faint glow means a small voltage difference across the lamp: typically a failing diode trio or regulator on older alternators, or voltage drop in the ignition feed. Check ripple and compare voltage on both sides of the lamp circuit under load.",
      symptoms: [
        "Dim, steady glow from the battery lamp at night that is invisible in daylight",
        "Glow strengthens as headlights, blower and defrost come on",
        "Charging voltage normal or slightly low, around 13–13.8 V",
        "Most often seen on older GM, Ford and Chrysler trucks with a bulb-type lamp",
      ],
      symptomIds: ["battery-light-flicker", "dim-lights", "voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Failed diode trio or regulator in an older alternator",
          why: "On designs such as the GM 10SI and 12SI, the lamp sits between ignition voltage and the diode-trio output; when one leg sags, the lamp sees a small difference and glows.",
        },
        {
          likelihood: "common",
          part: "Voltage drop in the ignition feed to the lamp or regulator",
          why: "A corroded fuse terminal or worn ignition-switch contact pulls one side of the lamp below the other under load.",
        },
        {
          likelihood: "occasional",
          part: "One failed rectifier diode",
          why: "Output sags under load, system voltage drops below the regulator's reference, and the lamp sees the difference.",
        },
        {
          likelihood: "rare",
          part: "Accessory spliced into the lamp or L wire",
          why: "A remote starter or gauge tapped into the L circuit back-feeds current and lights the bulb slightly.",
        },
      ],
      checks: [
        {
          step: "At night with loads on, measure charging voltage and AC ripple at the battery.",
          tools: ["Digital multimeter"],
          expect: "Over about 0.5 V AC points to diodes; normal ripple points to the lamp or feed circuit.",
        },
        {
          step: "With the engine running under load, measure voltage at each side of the lamp circuit: the ignition feed and the alternator L terminal.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "They should agree within a few tenths of a volt; a difference of 1 V or more shows which side is low.",
        },
        {
          step: "Key on with loads running, measure voltage drop from the battery positive post to the ignition-feed fuse.",
          tools: ["Digital multimeter"],
          expect: "Under about 0.3 V; more points to the ignition switch or fuse-box terminals.",
        },
      ],
      fix: "Replace the alternator if its diodes or diode trio have failed, or repair the corroded fuse terminal, ignition-feed wire or accessory splice. Confirm the lamp is fully dark at night with every load on.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the fuse terminal, feed wire or splice",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 500, laborHoursLow: 1, laborHoursHigh: 2.4 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, ignition-switch replacement and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Charging still works, but a glowing lamp is an early warning that usually comes before a larger charging failure.",
      codes: [],
      terms: ["diode trio", "voltage drop", "warning lamp circuit"],
      related: [
        "battery-light-on-voltage-normal",
        "charging-voltage-drop-cables-grounds",
        "battery-light-stays-on-until-revved",
      ],
      commonOn: [
        { make: "chevrolet", years: [1981, 1988] },
        { make: "gmc", years: [1981, 1988] },
      ],
    },
    {
      slug: "lights-pulse-rhythmically",
      title: "Headlights and dash lights pulse in a steady rhythm at idle",
      summary:
        "Regular pulsing usually comes from the voltage regulator hunting, a loose battery connection that lets it hunt, or a misfire or bad decoupler varying alternator speed. Graph the voltage: a repeating swing of more than about half a volt needs fixing.",
      symptoms: [
        "Headlights brighten and dim about once a second at idle or low speed",
        "Dash and interior lights pulse in step with the headlights",
        "Voltmeter reading bounces in time with the pulses",
        "Pulsing stops or changes speed when the engine is revved",
      ],
      symptomIds: ["dim-lights", "voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Loose or corroded battery terminal",
          why: "Without the battery firmly in circuit to absorb changes, the regulator overshoots and undershoots and system voltage oscillates.",
        },
        {
          likelihood: "common",
          part: "Failing voltage regulator",
          why: "A regulator with a failing sense or control stage cycles the field in long, slow swings instead of rapid fine steps.",
        },
        {
          likelihood: "occasional",
          part: "Battery with high internal resistance",
          why: "A battery that cannot absorb current well lets voltage swing with every regulator cycle.",
        },
        {
          likelihood: "occasional",
          part: "Misfire or slipping decoupler pulley",
          why: "Alternator speed rises and falls rhythmically and its output follows.",
        },
        {
          likelihood: "rare",
          part: "Mismatched alternator on a PCM-controlled system",
          why: "A replacement whose regulator responds differently from the original can make the PCM's control loop hunt visibly.",
        },
      ],
      checks: [
        {
          step: "Check and tighten the battery clamps, looking under them for corrosion.",
          tools: ["Terminal brush", "10 mm wrench"],
          expect: "Pulsing that stops once the clamps are clean and tight confirms a connection fault.",
        },
        {
          step: "Graph battery voltage at idle with a time base of a few seconds per screen.",
          tools: ["Lab scope or graphing meter"],
          expect:
            "A flat line at about 13.8–14.5 V is normal; a repeating swing over about 0.5 V in time with the pulses confirms oscillation.",
        },
        {
          step: "Watch rpm and misfire counters in live data while the lights pulse.",
          tools: ["Scan tool"],
          expect: "If rpm or misfire counts swing in step, fix the engine side first.",
        },
        {
          step: "Test the battery, then connect a charged jump pack across the posts and watch the lights.",
          tools: ["Conductance battery tester", "Jump pack"],
          expect:
            "Pulsing that stops with a strong battery in circuit points to the battery; no change points to the regulator.",
        },
      ],
      fix: "Repair the loose or corroded clamp, replace a weak battery, or replace the alternator when its regulator is the cause. On PCM-controlled systems fit an alternator with the correct regulator type for the VIN and check for a calibration update.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean and tighten a loose or corroded clamp",
            partsLow: 5,
            partsHigh: 15,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          { name: "Replace the battery", partsLow: 150, partsHigh: 300, laborHoursLow: 0.3, laborHoursHigh: 0.6 },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 600, laborHoursLow: 1, laborHoursHigh: 2.8 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and any engine-side repair.",
      },
      verdict: "ok",
      verdictReason:
        "Distracting at night but not an immediate danger; the swings stress the battery and bulbs, so fix it soon.",
      codes: ["P0561"],
      terms: ["voltage regulator", "graphing meter", "oscillation"],
      related: [
        "battery-light-flickers-at-idle",
        "alternator-decoupler-pulley-failed",
        "battery-terminal-corrosion-keeps-returning",
      ],
    },
    {
      slug: "new-alternator-not-charging",
      title: "New or rebuilt alternator installed and the battery light is still on",
      summary:
        "Check the basics before swapping it again: a blown output fuse, a regulator connector not latched, the wrong regulator type for the vehicle or a dead-on-arrival reman. Verify feed, ground and control signals at the connector first.",
      symptoms: [
        "Battery lamp on right after the alternator replacement",
        "Running voltage at the battery no higher than with the engine off",
        "New alternator's connector looks different from the old one, or needed an adapter",
        "Charging or generator codes stored since the swap",
      ],
      symptomIds: ["battery-light", "voltage-low", "after-replacement", "check-engine-charging-code"],
      causes: [
        {
          likelihood: "common",
          part: "Regulator connector not latched or a terminal pushed back",
          why: "Without its turn-on, lamp or PCM command signal the regulator never energizes the field.",
        },
        {
          likelihood: "common",
          part: "Defective remanufactured alternator",
          why: "Reman units fail out of the box more often than new ones; a bench test before installation catches most of them.",
        },
        {
          likelihood: "occasional",
          part: "Wrong alternator variant for the vehicle",
          why: "Alternators for the same engine can differ in regulator type (PCM-commanded, LIN, lamp-excited) and amperage; the wrong one bolts on but never turns on.",
        },
        {
          likelihood: "occasional",
          part: "Output fuse or fusible link blown during the swap",
          why: "A wrench touching the live B+ stud with the battery connected opens the main fuse.",
        },
        {
          likelihood: "rare",
          part: "Alternator that must be coded to the car",
          why: "Some LIN-controlled alternators on European models need coding before the engine computer will command them.",
        },
      ],
      checks: [
        {
          step: "Confirm the battery is charged and the output fuse or link has continuity.",
          tools: ["Digital multimeter", "Battery charger"],
          expect: "12.4 V or more at rest and a good fuse rule out the simple causes.",
        },
        {
          step: "Compare the new alternator's part number, amperage and connector with the old unit and the catalog listing for the VIN.",
          tools: ["Parts catalog"],
          expect: "Any difference in regulator type or connector pin count means the wrong unit.",
        },
        {
          step: "Back-probe the regulator connector: feed key on, then the PCM command signal with the engine running.",
          tools: ["Digital multimeter", "Lab scope", "Wiring diagram"],
          expect:
            "Feeds and a switching command present condemn the alternator; missing signals point to wiring or the PCM.",
        },
        {
          step: "Read commanded and actual output in live data and scan for generator codes.",
          tools: ["Scan tool"],
          expect: "A high command with no output confirms the new unit is dead or mismatched.",
        },
      ],
      fix: "Reseat or repair the connector, replace a blown fuse, or exchange the alternator for a correctly matched, bench-tested unit and return the failed one under the supplier's warranty. Code the alternator where the maker requires it, clear codes and confirm 13.5–14.8 V under load.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reseat the connector or replace a fuse",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Exchange the alternator under parts warranty",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 2.8,
          },
          {
            name: "Buy the correctly matched alternator",
            partsLow: 200,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and coding fees.",
      },
      verdict: "careful",
      verdictReason:
        "With no charging the battery runs down within about an hour of driving; keep trips short and direct until it is fixed.",
      codes: ["P0620", "P0621", "P0622"],
      terms: ["remanufactured alternator", "regulator connector", "bench test"],
      related: [
        "no-charge-after-jump-start",
        "lin-alternator-european-charging-fault",
        "repeat-alternator-failures",
        "belt-problem-after-alternator-swap",
      ],
    },
    {
      slug: "alternator-diode-drains-battery",
      title: "Battery drains overnight and the drain disappears when the alternator is unplugged",
      summary:
        "A leaking rectifier diode is letting battery current flow back into the alternator with the engine off. Confirm with a low-amp clamp on the alternator output cable, then replace the alternator.",
      symptoms: [
        "Battery flat after one or two nights parked but charges normally when driven",
        "Key-off draw of a few hundred milliamps that pulling fuses does not remove",
        "Draw falls to normal the moment the B+ cable is disconnected from the alternator",
        "Whine in the radio or dim lights at idle hint at the same failed diode",
      ],
      symptomIds: ["battery-keeps-dying", "radio-whine"],
      causes: [
        {
          likelihood: "common",
          part: "Positive rectifier diode leaking or shorted",
          why: "A good diode blocks reverse current; a leaking one lets current flow from the battery through the stator to ground with the engine off.",
        },
        {
          likelihood: "occasional",
          part: "Regulator that keeps the field energized after shutdown",
          why: "A regulator stuck on passes an amp or more through the rotor with the key off.",
        },
        {
          likelihood: "rare",
          part: "Accessory wired to the alternator output stud",
          why: "An amplifier, inverter or light bar fed from the B+ stud draws through the same cable and looks like an alternator drain until traced.",
        },
      ],
      checks: [
        {
          step: "With the car locked and modules asleep, clamp a low-amp probe around the alternator output cable.",
          tools: ["Low-amp current clamp"],
          expect:
            "Essentially zero, a milliamp or two at most; tens to hundreds of milliamps means current is flowing into the alternator.",
        },
        {
          step: "Disconnect the battery negative, remove and insulate the B+ cable at the alternator, reconnect and recheck total draw after the sleep period.",
          tools: ["Low-amp current clamp", "Wrench set"],
          expect:
            "Total draw falling to the normal sleep level (under about 50 mA on most cars) confirms the alternator or something on its stud.",
        },
        {
          step: "Measure AC ripple at 2,000 rpm with loads on.",
          tools: ["Digital multimeter"],
          expect: "Over about 0.5 V AC supports a failed diode.",
        },
        {
          step: "Have the alternator bench-tested, including a diode leakage test.",
          tools: ["Alternator bench tester"],
          expect: "A leakage failure confirms the rectifier.",
        },
      ],
      fix: "Replace the alternator; a rectifier can be swapped on some units but rarely pays at shop rates. Bench-charge and test the battery, then recheck key-off draw after the new unit is in.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 600,
        laborHoursLow: 0.8,
        laborHoursHigh: 3,
        excludes:
          "Estimate; excludes drain-test diagnosis time, taxes, a battery damaged by deep discharge and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "It drives normally once started, but each overnight discharge shortens battery life and can strand you in the morning.",
      codes: [],
      terms: ["parasitic draw", "rectifier diode", "low-amp current clamp"],
      related: ["alternator-whine-in-speakers", "battery-wont-hold-charge", "lights-dim-at-idle-under-load"],
    },
    {
      slug: "short-trips-battery-undercharged",
      title: "Battery keeps going weak in winter on a car used only for short trips",
      summary:
        "Short drives with heaters, lights and wipers running never put back the charge used to start a cold engine. Prove the alternator and battery healthy, then recharge fully with a charger and use a maintainer or longer drives.",
      symptoms: [
        "Slow cranking on cold mornings that gets worse as the week goes on",
        "Car driven mostly on 5–10 minute trips with heated seats, rear defrost and lights on",
        "Battery recovers after a long highway drive or a night on a charger",
        "Start-stop stops working and low-battery messages appear on equipped cars",
      ],
      symptomIds: ["battery-keeps-dying", "start-stop-inactive"],
      causes: [
        {
          likelihood: "common",
          part: "Charge deficit from short trips",
          why: "A cold start can take more charge than a 10-minute drive puts back, especially at idle with the rear defrost, seat heaters and blower drawing 50 A or more.",
        },
        {
          likelihood: "common",
          part: "Battery capacity reduced by cold and age",
          why: "At 0 °F a battery delivers roughly half its warm-weather cranking power while the engine needs more, so a partly charged battery fails first in winter.",
        },
        {
          likelihood: "occasional",
          part: "Smart charging favoring fuel economy",
          why: "Some systems charge gently unless state of charge falls well down, so short trips add little.",
        },
        {
          likelihood: "rare",
          part: "Marginal alternator output at idle",
          why: "A unit near the end of its life keeps up on the highway but not in city traffic with heavy loads.",
        },
      ],
      checks: [
        {
          step: "Measure resting voltage in the morning before starting.",
          tools: ["Digital multimeter"],
          expect:
            "12.6 V is full, 12.4 V about 75% and 12.2 V about 50%, low enough to sulfate the plates if left there.",
        },
        {
          step: "Charge fully on a smart charger, then test with a conductance tester.",
          tools: ["Smart charger with AGM mode", "Conductance battery tester"],
          expect: "A battery that passes once charged was only undercharged; one that fails needs replacing.",
        },
        {
          step: "Check charging voltage with winter loads on, at idle and at 2,000 rpm.",
          tools: ["Digital multimeter"],
          expect: "About 13.2 V or more at idle under load and 13.8–14.8 V off idle clears the alternator.",
        },
        {
          step: "Measure key-off draw after modules go to sleep.",
          tools: ["Low-amp current clamp"],
          expect: "Under about 50 mA; more adds a drain on top of the charge deficit.",
        },
      ],
      fix: "Recharge fully with a smart charger (12–24 hours for a deeply discharged battery), then keep a battery maintainer connected overnight or weekly, or add a 30-minute highway drive each week. Replace the battery if it fails after charging, choosing at least the specified CCA.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner fits a battery maintainer", partsLow: 40, partsHigh: 80, laborHoursLow: 0, laborHoursHigh: 0 },
          { name: "Replace the battery", partsLow: 150, partsHigh: 250, laborHoursLow: 0.3, laborHoursHigh: 0.4 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a hardwired maintainer lead.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but a chronically undercharged battery will leave you with a no-start on the coldest morning.",
      codes: [],
      terms: ["state of charge", "battery maintainer", "charge deficit", "CCA"],
      related: [
        "start-stop-stopped-working-battery",
        "battery-wont-hold-charge",
        "long-idle-battery-runs-down",
        "smart-charging-voltage-looks-low",
      ],
    },
    {
      slug: "battery-terminal-corrosion-keeps-returning",
      title: "Crusty white or blue-green buildup keeps coming back on the battery terminals",
      summary:
        "Corrosion that returns within weeks means acid vapor is escaping: a leaking post seal, a loose clamp, or overcharging that makes the battery gas. Check charging voltage, clean and protect the terminals, and replace the battery if a post leaks.",
      symptoms: [
        "White or blue-green powder back on a terminal within weeks of cleaning",
        "Slow cranking or a click with no start that clears once the clamps are cleaned",
        "Clamp or cable end eaten away, with green strands under the insulation",
        "Lights or the battery lamp flicker when the clamp is wiggled",
      ],
      symptomIds: ["corrosion", "battery-keeps-dying", "battery-light-flicker"],
      causes: [
        {
          likelihood: "common",
          part: "Acid seeping around a battery post seal",
          why: "Heat and vibration crack the seal where the post leaves the case, letting acid vapor creep onto the terminal.",
        },
        {
          likelihood: "common",
          part: "Loose terminal clamp",
          why: "A loose clamp lets vapor and moisture into the joint and arcs slightly, speeding corrosion.",
        },
        {
          likelihood: "occasional",
          part: "Overcharging",
          why: "Above about 15 V the battery gasses heavily and the vented acid mist settles on the terminals.",
        },
        {
          likelihood: "rare",
          part: "Cheap replacement clamp of a dissimilar metal",
          why: "Zinc or mixed-metal clamps corrode galvanically against the lead post.",
        },
      ],
      checks: [
        {
          step: "Measure charging voltage at 2,000 rpm on a warm engine.",
          tools: ["Digital multimeter"],
          expect: "Over about 15 V points to overcharging as the source.",
        },
        {
          step: "Clean the terminals with baking-soda solution and a terminal brush, then look closely where each post leaves the case.",
          tools: ["Terminal brush", "Baking soda", "Safety glasses"],
          expect: "Wet acid or a crack at the base of a post means the battery is leaking.",
        },
        {
          step: "Crank the engine while measuring voltage from each clamp to its own post.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 0.1 V across each clamp-to-post joint; more means the joint is still bad after cleaning.",
        },
        {
          step: "Peel back the insulation at each cable end and look at the strands.",
          tools: ["Flashlight"],
          expect:
            "Green, swollen strands mean the corrosion has wicked up the cable and the end or cable needs replacing.",
        },
      ],
      fix: "Clean, rinse and dry the terminals, tighten the clamps, and coat them with terminal protectant or fit treated felt washers. Replace a battery with a leaking post and any corroded cable ends, and fix overcharging if it was found.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Clean the terminals and apply protectant",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          { name: "Replace corroded cable ends", partsLow: 20, partsHigh: 80, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Replace a leaking battery and a cable",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, dealer pricing and any overcharging repair.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but corrosion can suddenly cut the battery off and leave you with a no-start or a stall.",
      codes: [],
      terms: ["post seal", "terminal protectant", "voltage drop"],
      related: [
        "charging-voltage-drop-cables-grounds",
        "battery-hot-swollen-sulfur-smell",
        "overcharging-voltage-over-15",
        "lights-pulse-rhythmically",
      ],
    },
    {
      slug: "amplifier-lights-dim-with-bass",
      title: "Headlights dim with every bass hit since adding a big stereo amplifier",
      summary:
        "The amplifier's peak current exceeds what the alternator and wiring can deliver at that instant, so system voltage dips. Fix the amp wiring and grounds first, then add a higher-output alternator or a second battery sized to the amp.",
      symptoms: [
        "Headlights and dash lights dip in time with the music",
        "Voltage drops below about 12.5 V at idle with the system loud",
        "Battery runs down when playing music with the engine off or idling",
        "Amplifier goes into protection or the head unit resets on deep bass notes",
      ],
      symptomIds: ["dim-lights", "voltage-low", "battery-keeps-dying"],
      causes: [
        {
          likelihood: "common",
          part: "Amplifier demand beyond alternator output at idle",
          why: "A 1,000 W RMS amplifier can pull more than 100 A at full output, more than many stock alternators make at idle.",
        },
        {
          likelihood: "common",
          part: "Undersized amp power or ground wire, or a poor ground point",
          why: "Resistance in the amp wiring drops voltage at the amplifier and heats the cable, and a bad ground sends current back through factory wiring.",
        },
        {
          likelihood: "occasional",
          part: "Factory charging and ground cables too small for the new load",
          why: "The stock alternator-to-battery, engine-to-body and battery-to-chassis paths were sized for stock loads; upgrading them (the Big 3) cuts voltage drop.",
        },
        {
          likelihood: "rare",
          part: "Smart charging holding voltage low",
          why: "On some GM and Ford systems the PCM keeps charging voltage low and reacts slowly to sudden audio loads.",
        },
      ],
      checks: [
        {
          step: "At idle with the music loud, measure voltage at the battery and at the amplifier's power terminals.",
          tools: ["Digital multimeter with min/max"],
          expect:
            "More than about 0.5 V lower at the amp than at the battery means the amp power or ground wiring is the restriction.",
        },
        {
          step: "Clamp the amplifier power wire and the alternator output wire during heavy bass.",
          tools: ["Inductive amp clamp"],
          expect: "Amp current peaks above the alternator's idle output confirm the system is under-supplied.",
        },
        {
          step: "Compare the amp's fuse, wire gauge and ground point with the amplifier maker's chart.",
          tools: ["Wire gauge chart", "Flashlight"],
          expect: "A ground on bare metal close to the amp and a wire gauge matched to current and run length.",
        },
        {
          step: "Load-test the alternator against its rating.",
          tools: ["Carbon-pile load tester"],
          expect: "Output within about 10% of rating means the system has been outgrown rather than failed.",
        },
      ],
      fix: "Upgrade the amp power and ground wiring, fuse the power wire within 18 in. of the battery, and upgrade the three main charging and ground cables. If demand still exceeds supply, fit a higher-output alternator and a second AGM battery with an isolator; a stiffening capacitor alone adds no energy.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Upgrade the amp power and ground wiring",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Big-three charging and ground cable upgrade",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Fit a high-output alternator",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes a second battery, audio-shop rates and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Not directly dangerous, but repeated deep dips wear the battery and can reset modules; turn it down until the wiring is fixed.",
      codes: [],
      terms: ["Big 3 upgrade", "high-output alternator", "voltage drop"],
      related: ["lights-dim-at-idle-under-load", "alternator-whine-in-speakers", "repeat-alternator-failures"],
      commonOn: [{ make: "chevrolet" }, { make: "gmc" }, { make: "ford" }],
    },
    {
      slug: "long-idle-battery-runs-down",
      title: "Battery runs down during long idling with lights, heater and equipment on",
      summary:
        "At curb idle most alternators make about half their rated output, so police, plow and work trucks running lights, heat and accessories can discharge while idling. Compare idle output with the load, then raise idle or fit a bigger alternator.",
      symptoms: [
        "Voltage slowly falls below about 13 V over an hour of idling with loads on",
        "Battery warning or low-voltage message during long idles that clears once driving",
        "Slow crank after a shift spent mostly idling",
        "Light bars, radios, inverters or plow lights added to the vehicle",
      ],
      symptomIds: ["voltage-low", "battery-keeps-dying", "dim-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Alternator idle output below the idle load",
          why: "A 150 A alternator may make only 60–90 A at curb idle, less than lights, blower, heated seats and accessories draw together.",
        },
        {
          likelihood: "occasional",
          part: "Added accessories without an uprated charging system",
          why: "Each light bar, radio or inverter adds steady current the original alternator was never sized for.",
        },
        {
          likelihood: "occasional",
          part: "Glazed belt slipping under sustained idle load",
          why: "Slip grows with heat and load, cutting output further the longer it idles.",
        },
        {
          likelihood: "rare",
          part: "Alternator already losing output",
          why: "A unit with a failing phase falls short at idle first.",
        },
      ],
      checks: [
        {
          step: "Engine off for a few seconds with every load switched on, clamp the battery positive cable.",
          tools: ["Inductive amp clamp"],
          expect: "That reading is the load the alternator must carry at idle.",
        },
        {
          step: "At normal idle with all loads on, clamp the alternator output and the battery positive cable.",
          tools: ["Inductive amp clamp", "Digital multimeter"],
          expect: "Current flowing out of the battery at idle confirms the deficit.",
        },
        {
          step: "Repeat at 1,000–1,200 rpm.",
          tools: ["Inductive amp clamp"],
          expect: "If the battery starts charging with a modest idle increase, raising idle speed solves it.",
        },
        {
          step: "Load-test the alternator and inspect the belt.",
          tools: ["Carbon-pile load tester", "Belt wear gauge"],
          expect: "Output within 10% of rating and a good belt mean a capacity problem, not a fault.",
        },
      ],
      fix: "Use the high-idle or fleet idle feature many police, fleet and heavy-duty Ford, GM and Ram trucks offer, or fit a higher-output or dual-alternator kit sized to the load with a matching output cable and fuse. Put nonessential accessories on a voltage-sensing relay that drops them when voltage sags.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fit a voltage-sensing load relay",
            partsLow: 50,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Fit a high-output alternator kit with cable and fuse",
            partsLow: 500,
            partsHigh: 1400,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, upfitter wiring and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "It drives fine, but long idles can drain the battery far enough that the vehicle will not restart on scene.",
      codes: [],
      terms: ["idle output", "high idle", "high-output alternator", "load shedding"],
      related: [
        "lights-dim-at-idle-under-load",
        "amplifier-lights-dim-with-bass",
        "diesel-dual-batteries-weak",
        "repeat-alternator-failures",
      ],
    },
    {
      slug: "alternator-soaked-by-oil-leak",
      title: "Alternator failed and it's coated in oil or coolant from a leak above it",
      summary:
        "Oil, power-steering fluid or coolant dripping into the alternator ruins its brushes, slip rings and bearings. Fix the leak first, clean the area and replace the alternator, or the new one will fail the same way.",
      symptoms: [
        "Alternator case wet or caked with oily grime, with fluid on the vents",
        "Charging warning or a flickering lamp, sometimes with a squealing belt",
        "Drips from a valve cover, oil filter housing, power-steering line or water pump above",
        "Burning-oil smell from the front of the engine",
      ],
      symptomIds: ["battery-light", "burning-smell", "belt-squeal"],
      causes: [
        {
          likelihood: "common",
          part: "Oil filter housing or valve cover gasket leaking onto the alternator",
          why: "Oil soaks the brushes and coats the slip rings so field current becomes intermittent; BMW N52, N54 and N55 six-cylinders are well known for it.",
        },
        {
          likelihood: "occasional",
          part: "Power-steering pump or hose leak",
          why: "Fluid sprays or drips onto an alternator mounted below, attacking windings and bearings.",
        },
        {
          likelihood: "occasional",
          part: "Water pump weep or coolant hose leak",
          why: "Coolant corrodes the rectifier and regulator and washes grease out of the bearings.",
        },
        {
          likelihood: "rare",
          part: "Deep-water driving or pressure-washing the engine",
          why: "Water forced through the vents corrodes slip rings and rectifier.",
        },
      ],
      checks: [
        {
          step: "Degrease the area, run the engine and trace the leak above the alternator with a light and mirror.",
          tools: ["Flashlight", "Inspection mirror", "Degreaser"],
          expect: "Fresh fluid at a gasket, hose or pump seal identifies what must be fixed first.",
        },
        {
          step: "Identify the fluid by color and smell on a white rag.",
          tools: ["White rag"],
          expect:
            "Brown-black oil, red or clear power-steering fluid, or sweet-smelling colored coolant points to the source.",
        },
        {
          step: "Test charging voltage and full-load output.",
          tools: ["Digital multimeter", "Carbon-pile load tester"],
          expect:
            "Under a carbon-pile load at 2,000 rpm a healthy unit reaches within about 10–15% of its rated amps; less, or voltage hunting by 0.5 V or more, from a soaked unit means replacement.",
        },
        {
          step: "Check the belt for swelling and softness from the fluid.",
          tools: ["Flashlight"],
          expect: "A swollen, soft or slipping belt is replaced along with the alternator.",
        },
      ],
      fix: "Repair the leak (gasket, seal, hose or pump), degrease the surrounding area, then replace the alternator and the contaminated belt. Check the tensioner and idlers for fluid too.",
      difficulty: 3,
      cost: {
        partsLow: 180,
        partsHigh: 900,
        laborHoursLow: 1.2,
        laborHoursHigh: 6,
        excludes:
          "Estimate including an alternator, belt and a typical gasket repair; excludes diagnosis, taxes and dealer pricing; larger leaks cost more.",
      },
      verdict: "careful",
      verdictReason:
        "Charging can quit at any moment and oil near hot parts or a softened belt adds risk; get the leak and alternator repaired soon.",
      codes: [],
      terms: ["oil filter housing gasket", "slip rings"],
      related: [
        "broken-belt-battery-light-and-overheating",
        "battery-light-flickers-at-idle",
        "repeat-alternator-failures",
      ],
      commonOn: [
        {
          make: "bmw",
          engines: [
            { name: "N52 3.0L I6", liters: 3 },
            { name: "N54 3.0L twin-turbo I6", liters: 3 },
            { name: "N55 3.0L turbo I6", liters: 3 },
          ],
        },
      ],
    },
    {
      slug: "chrysler-pcm-regulator-field-fault",
      title: "Dodge, Jeep or Chrysler not charging, with the voltage regulator inside the engine computer",
      summary:
        "Many Chrysler-built vehicles from the 1990s into the early 2010s have no regulator in the alternator: the PCM switches the field. Check field wiring and brushes first and the PCM driver last; a new alternator alone often fails to fix it.",
      symptoms: [
        "Battery light or check engine light with P0622 or a charging-voltage code",
        "Voltage stuck at battery level, or climbing above 15 V",
        "Alternator has two small field terminals and a B+ stud but no regulator plug",
        "Problem persists after an alternator swap",
      ],
      symptomIds: ["battery-light", "check-engine-charging-code", "voltage-low", "voltage-high"],
      causes: [
        {
          likelihood: "common",
          part: "Worn alternator brushes or an open rotor field",
          why: "The PCM can only switch the field; with open brushes or rotor winding no current flows and output is zero.",
        },
        {
          likelihood: "common",
          part: "Corroded or broken field wires between the PCM and alternator",
          why: "An open control wire stops charging; one shorted to ground turns the field fully on and overcharges.",
        },
        {
          likelihood: "occasional",
          part: "Faulty ASD relay or its fuse",
          why: "On many of these systems one field terminal is fed from the ASD relay output, so a relay or fuse fault also kills the field.",
        },
        {
          likelihood: "rare",
          part: "Failed field driver in the PCM",
          why: "The PCM transistor that grounds the field can fail open or shorted, usually after a field-wire short, and the PCM must then be replaced and programmed.",
        },
      ],
      checks: [
        {
          step: "Scan for codes and read target charging voltage and battery temperature in live data.",
          tools: ["Scan tool"],
          expect:
            "P0622 points to the field circuit; a normal target with actual voltage at battery level confirms no field current.",
        },
        {
          step: "With the engine running, back-probe both alternator field terminals.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "About battery voltage on the ASD-fed side and a lower, switching average on the PCM side; no voltage on the feed side points to the ASD relay or fuse.",
        },
        {
          step: "Engine off and connector unplugged, measure resistance across the two field terminals.",
          tools: ["Digital multimeter"],
          expect: "Typically about 2–6 ohms through brushes and rotor; open or near zero condemns the alternator.",
        },
        {
          step: "Full-field test per service information: at idle, ground the PCM-side field terminal through a fused lead just long enough to watch voltage.",
          tools: ["Fused jumper lead", "Digital multimeter"],
          expect:
            "Voltage rising past about 15 V within seconds means the alternator is good and the fault is the PCM or wiring; no rise condemns the alternator. Remove the lead at once.",
        },
      ],
      fix: "Repair the field wiring or ASD circuit, or replace the alternator if field resistance or the full-field test fails. If the PCM field driver is dead, find and fix the short that killed it before installing and programming a replacement PCM.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the field or ASD wiring",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
          { name: "Replace the alternator", partsLow: 200, partsHigh: 450, laborHoursLow: 1, laborHoursHigh: 2.5 },
          {
            name: "Replace and program the PCM",
            partsLow: 400,
            partsHigh: 800,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer pricing, a battery run flat by the no-charge, and an ASD relay or fuse feeding the field.",
      },
      verdict: "careful",
      verdictReason:
        "No charge runs the battery flat and a shorted field wire overcharges; watch the voltage and drive only to the shop.",
      codes: ["P0622", "P2503", "P2504"],
      terms: ["PCM-controlled field", "ASD relay", "full-field test", "field driver"],
      related: [
        "overcharging-voltage-over-15",
        "battery-light-on-while-driving",
        "generator-circuit-codes-ford-gm",
        "new-alternator-not-charging",
      ],
      appliesTo: [
        { make: "chrysler", years: [1990, 2012] },
        { make: "dodge", years: [1990, 2012] },
        { make: "jeep", years: [1990, 2012] },
        { make: "plymouth", years: [1990, 2001] },
      ],
    },
    {
      slug: "generator-circuit-codes-ford-gm",
      title: "Check engine and battery lights together with a generator control circuit code",
      summary:
        "On Ford, GM and other PCM-commanded systems, codes such as P0620, P0622, P0625, P0626 or P065B mean the command wire or the field (F-terminal) feedback wire to the regulator is open, shorted or out of range. Check the regulator plug and its wiring first.",
      symptoms: [
        "Check engine light together with the battery lamp or a charging message",
        "Charging voltage stuck at one default value (about 13.5–14 V) or not charging at all",
        "Green corrosion or a broken latch on the alternator's small connector",
        "Code returns right after clearing",
      ],
      symptomIds: ["check-engine-charging-code", "battery-light", "voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded, loose or damaged regulator connector",
          why: "The connector sits low near the belt, collecting water and road salt, and a high-resistance pin distorts the PWM command or feedback signal.",
        },
        {
          likelihood: "common",
          part: "Failed regulator inside the alternator",
          why: "A regulator that ignores the command or returns a bad monitor signal sets the same codes.",
        },
        {
          likelihood: "occasional",
          part: "Chafed command or monitor wire",
          why: "A wire rubbing on a bracket or heat shield opens or shorts to ground.",
        },
        {
          likelihood: "rare",
          part: "Failed PCM output driver",
          why: "The PCM output that drives the command line can fail, usually after a wiring short.",
        },
      ],
      checks: [
        {
          step: "Record all codes and freeze-frame data, then inspect the regulator connector for corrosion, spread pins and a broken lock.",
          tools: ["Scan tool", "Flashlight"],
          expect: "Visible corrosion or a loose fit often explains the code on its own.",
        },
        {
          step: "With the engine running, read commanded duty cycle and generator monitor values while switching loads.",
          tools: ["Scan tool"],
          expect:
            "The monitor value should follow the command as loads change; one stuck at 0% or 100% points to the wire or regulator.",
        },
        {
          step: "Back-probe the command and monitor wires at the PCM and at the alternator with a lab scope.",
          tools: ["Lab scope", "Wiring diagram"],
          expect:
            "A clean square-wave signal at both ends; good at the PCM but missing at the alternator means an open wire.",
        },
        {
          step: "Unplug both ends and check each wire for continuity and shorts to ground or power.",
          tools: ["Digital multimeter"],
          expect: "Under about 1 ohm end to end with no continuity to ground or battery voltage.",
        },
      ],
      fix: "Repair the connector or wire (a new pigtail is common), or replace the alternator if good signals reach its connector but it does not respond. Clear codes and confirm on a test drive that charging follows the command.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the connector pigtail",
            partsLow: 15,
            partsHigh: 50,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 550, laborHoursLow: 1, laborHoursHigh: 2.8 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a battery weakened by undercharging, a GM battery current sensor, and module software updates.",
      },
      verdict: "careful",
      verdictReason:
        "Charging may fall back to a fixed voltage or stop entirely; watch for a battery lamp and dimming lights and get it checked promptly.",
      codes: ["P0620", "P0622", "P0625", "P0626", "P065B", "P2500", "P2501"],
      terms: ["generator command", "generator monitor", "PWM signal", "pigtail"],
      related: [
        "battery-light-on-voltage-normal",
        "chrysler-pcm-regulator-field-fault",
        "new-alternator-not-charging",
        "honda-eld-charging-fault",
      ],
      commonOn: [
        { make: "ford" },
        { make: "lincoln" },
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
      ],
    },
    {
      slug: "cold-morning-voltage-reads-15",
      title: "Voltage reads about 15 volts for the first minutes on a freezing morning",
      summary:
        "Usually normal: regulators and smart-charging systems raise voltage for a cold battery and right after a cold start. It should settle to about 13.5–14.5 V as things warm; only a reading that stays above about 15 V is overcharging.",
      symptoms: [
        "Gauge or OBD reader shows 14.8–15.3 V right after a start below freezing",
        "Headlights look slightly brighter for the first few minutes",
        "Voltage drifts down toward 14 V or lower after 10–20 minutes of driving",
        "No battery light, no sulfur smell, and bulbs last a normal time",
      ],
      symptomIds: ["voltage-high"],
      causes: [
        {
          likelihood: "common",
          part: "Temperature-compensated regulation",
          why: "A cold battery accepts charge poorly, so regulators raise the set point as temperature falls, roughly 0.01 V per °F for a 12 V battery.",
        },
        {
          likelihood: "common",
          part: "Post-start recovery mode on smart-charging systems",
          why: "GM and other systems run a higher start-up voltage for a short period after starting to replace the charge used cranking.",
        },
        {
          likelihood: "occasional",
          part: "Battery temperature sensor reading colder than the battery",
          why: "A sensor stuck cold keeps the cold-weather voltage in place long after the battery has warmed up.",
        },
        {
          likelihood: "rare",
          part: "Regulator beginning to fail",
          why: "A regulator losing control shows first as high readings that never settle back down.",
        },
      ],
      checks: [
        {
          step: "Log voltage from a cold start through 20 minutes of driving.",
          tools: ["OBD voltage gauge or scan tool"],
          expect:
            "Highest at start, then settling to about 13.5–14.5 V; staying above about 15 V on a warm engine is a fault.",
        },
        {
          step: "Leave the car outside overnight, then before starting read the battery sensor's temperature PID beside a thermometer reading of the outside air.",
          tools: ["Scan tool", "Thermometer"],
          expect: "Within about 10 °F; a much colder reading keeps voltage high for the wrong reason.",
        },
        {
          step: "Feel and sniff the battery after the drive.",
          tools: ["Safety glasses"],
          expect: "A cool, dry, odorless battery means the high reading is doing no harm.",
        },
      ],
      fix: "No repair when voltage settles as the car warms. Replace the battery temperature sensor or the alternator only if voltage stays above about 15 V on a warm engine or the temperature reading is wrong.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes:
          "Estimate: normally no cost; a sensor or alternator, if voltage never settles, is priced under the overcharging entry.",
      },
      verdict: "ok",
      verdictReason:
        "A high reading that settles within about 20 minutes is designed behavior and does no harm to the battery or electronics.",
      codes: [],
      terms: ["temperature compensation", "battery temperature sensor", "set point"],
      related: ["overcharging-voltage-over-15", "smart-charging-voltage-looks-low", "battery-monitor-sensor-fault"],
      commonOn: gmBrands,
    },
    {
      slug: "battery-wont-hold-charge",
      title: "Battery won't hold a charge even after a full night on the charger",
      summary:
        "The battery is sulfated or has a failed cell rather than simply being flat. Let it rest after charging, check resting voltage and load-test it; replace it if it sags below about 12.4 V overnight or fails, then make sure charging did not cause it.",
      symptoms: [
        "Charger shows full, but the engine cranks slowly the next morning",
        "Resting voltage falls from about 12.7 V to under 12.4 V within a day with no drain",
        "Smart charger refuses to start, faults out or reports a bad battery",
        "Battery is more than 4–5 years old or has been run completely flat several times",
      ],
      symptomIds: ["battery-keeps-dying", "voltage-low"],
      causes: [
        {
          likelihood: "common",
          part: "Sulfated plates from sitting discharged",
          why: "Lead sulfate left on the plates hardens into crystals that no longer convert back, so capacity shrinks: surface voltage looks fine but collapses under load.",
        },
        {
          likelihood: "common",
          part: "Shorted or dead cell",
          why: "With one cell gone the battery rests near 10.5 V and cannot crank the engine.",
        },
        {
          likelihood: "occasional",
          part: "Battery too flat for a smart charger to start",
          why: "Many chargers need to sense a few volts before they will begin, so a deeply flat battery looks dead even when it might recover.",
        },
        {
          likelihood: "rare",
          part: "Internal open from a broken post strap",
          why: "Vibration or a missing hold-down cracks an internal connector; the battery shows voltage but drops to almost nothing under load.",
        },
      ],
      checks: [
        {
          step: "After charging, leave the battery disconnected for 12 hours and measure resting voltage.",
          tools: ["Digital multimeter"],
          expect:
            "12.6 V or more (about 12.8 V for AGM) means it held; under about 12.4 V means internal self-discharge or a weak cell.",
        },
        {
          step: "Test it on a conductance tester set to its type and label CCA.",
          tools: ["Conductance battery tester"],
          expect: "Replace it below about 70–80% of label CCA or on a bad-cell result.",
        },
        {
          step: "Load-test with a carbon pile at half the CCA rating for 15 seconds.",
          tools: ["Carbon-pile load tester"],
          expect: "Voltage holding at 9.6 V or more at about 70 °F passes; lower fails.",
        },
        {
          step: "Check charging voltage and key-off draw so the next battery is not ruined the same way.",
          tools: ["Digital multimeter", "Low-amp current clamp"],
          expect: "13.5–14.8 V running and under about 50 mA of sleep draw.",
        },
      ],
      fix: "Replace the battery with the correct group size, type and CCA, register it where required, and fix any undercharging, overcharging or drain that shortened the old one's life. Desulfation modes rarely revive a battery that sat flat for weeks.",
      difficulty: 1,
      cost: {
        partsLow: 120,
        partsHigh: 350,
        laborHoursLow: 0,
        laborHoursHigh: 0.8,
        excludes: "Estimate for a battery; excludes diagnosis, taxes, core charge, registration and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Drives fine once started, but a battery that cannot hold a charge will leave you stranded without warning.",
      codes: [],
      terms: ["sulfation", "load test", "resting voltage", "CCA"],
      related: [
        "short-trips-battery-undercharged",
        "alternator-diode-drains-battery",
        "flooded-battery-in-start-stop-car",
        "battery-hot-swollen-sulfur-smell",
      ],
    },
    {
      slug: "belt-problem-after-alternator-swap",
      title: "Belt chirps, squeals or walks off the pulley since the alternator was replaced",
      summary:
        "The replacement alternator's pulley may differ in size or type from the original, be out of line from a missed spacer or bushing, or the belt went back on wrong. Compare pulleys, check alignment and routing, and correct the mismatch.",
      symptoms: [
        "Chirp or squeal began right after the alternator replacement",
        "Belt walks toward one edge of the alternator pulley or rides off a rib",
        "Tensioner pointer sits outside its range with the same belt as before",
        "Battery light flickers or charging is low at idle",
      ],
      symptomIds: ["belt-squeal", "after-replacement", "battery-light-flicker"],
      causes: [
        {
          likelihood: "common",
          part: "Wrong pulley type or diameter on the replacement unit",
          why: "A solid pulley where an OAD was fitted, or a pulley a few millimeters different in diameter, changes belt wrap, tension and alternator speed.",
        },
        {
          likelihood: "common",
          part: "Misalignment from a missing spacer or an unseated sliding bushing",
          why: "Mounting ears with sliding bushings must be drawn in correctly; a pulley offset by a few millimeters makes the belt enter at an angle and chirp.",
        },
        {
          likelihood: "occasional",
          part: "Belt routed wrong or sitting one rib off",
          why: "A belt off by a rib or on the wrong side of an idler squeals, frays and can be thrown.",
        },
        {
          likelihood: "rare",
          part: "New alternator with a bent pulley or rough bearing",
          why: "Shipping or installation damage can leave a pulley wobbling.",
        },
      ],
      checks: [
        {
          step: "Compare the new and old pulleys side by side, or check type and diameter in the catalog.",
          tools: ["Caliper", "Parts catalog"],
          expect: "Same pulley type, rib count and diameter within about 1 mm; any difference explains the change.",
        },
        {
          step: "Check routing against the underhood diagram and look for a belt sitting off a rib.",
          tools: ["Flashlight"],
          expect: "Every rib seated in its groove on every pulley.",
        },
        {
          step: "Check alignment across the alternator and its neighboring pulleys.",
          tools: ["Straightedge or belt alignment laser"],
          expect: "In line within about 1/16 in. (1.5 mm); otherwise recheck mounting bushings, spacers and bolts.",
        },
        {
          step: "With the belt off, spin the new alternator pulley and watch its face and rim.",
          tools: ["Serpentine belt tool"],
          expect: "A true-running, smooth pulley; any wobble or roughness means returning the unit.",
        },
      ],
      fix: "Fit the correct pulley or the correct alternator, set alignment by seating bushings and spacers, and reroute or replace the belt. Confirm the tensioner pointer position and charging voltage afterward.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Realign, reroute or replace the belt",
            partsLow: 0,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Exchange for the correct alternator or pulley",
            partsLow: 0,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate; assumes a wrong or damaged alternator is exchanged under warranty; excludes a new belt, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable, but a misaligned belt can be thrown without warning, stopping charging and often the water pump; fix it soon.",
      codes: [],
      terms: ["pulley alignment", "OAD", "belt routing diagram"],
      related: [
        "alternator-decoupler-pulley-failed",
        "belt-squeal-battery-light-wet-or-cold",
        "new-alternator-not-charging",
      ],
    },
    {
      slug: "repeat-alternator-failures",
      title: "Third alternator in a year and the new one is already failing",
      summary:
        "Alternators that keep dying usually have something killing them: a bad battery forcing full output, resistance in the charging cables or grounds, a low-quality reman, heat, or a fluid leak. Find and fix the cause before installing another.",
      symptoms: [
        "Charging failure returns within months of each alternator replacement",
        "Failed units show burned diodes or worn brushes unusually early",
        "Battery has not been replaced or tested since the failures began",
        "Heavy accessories added, or a leak or heat source near the alternator",
      ],
      symptomIds: ["battery-light", "after-replacement", "battery-keeps-dying"],
      causes: [
        {
          likelihood: "common",
          part: "Weak or shorted battery",
          why: "A battery that never reaches full charge keeps the alternator at maximum output all the time, overheating the diodes and regulator.",
        },
        {
          likelihood: "common",
          part: "High resistance in the charging cables or grounds",
          why: "The regulator sees low voltage and drives harder, while heat builds at every bad joint.",
        },
        {
          likelihood: "occasional",
          part: "Low-quality remanufactured units",
          why: "Rebuilds that reuse worn bearings, slip rings or rectifiers fail sooner; many shops switch to a new unit after a second failure.",
        },
        {
          likelihood: "occasional",
          part: "Electrical load beyond the alternator's rating",
          why: "Amplifiers, inverters and plow lights hold it at full output, and heat kills it.",
        },
        {
          likelihood: "rare",
          part: "Fluid leak, blocked vents or a missing heat shield",
          why: "Alternators cool with air drawn through the case; oil, debris or exhaust heat makes them run hot.",
        },
      ],
      checks: [
        {
          step: "Bench-charge the battery, then conductance-test it before fitting another alternator.",
          tools: ["Battery charger", "Conductance battery tester"],
          expect: "Any battery below about 80% of label CCA is replaced before the next alternator goes in.",
        },
        {
          step: "Voltage-drop test the positive and ground sides of the charging circuit at high output.",
          tools: ["Digital multimeter", "Carbon-pile load tester"],
          expect: "Under about 0.5 V on the positive side and 0.2 V on the ground side.",
        },
        {
          step: "Measure total electrical load at idle and at cruise and compare with the alternator rating.",
          tools: ["Inductive amp clamp"],
          expect: "A steady load at or near the rating means the alternator must be uprated.",
        },
        {
          step: "Inspect above and around the alternator for leaks, a missing heat shield or blocked vents.",
          tools: ["Flashlight"],
          expect: "Any contamination or heat source found must be fixed first.",
        },
        {
          step: "Check the replacement's part number and rating against the original equipment.",
          tools: ["Parts catalog"],
          expect: "Same amperage and regulator type as the factory unit.",
        },
      ],
      fix: "Replace the battery, repair cables and grounds, fix leaks or heat shields, and match or uprate the alternator to the real load, preferably with a new rather than reman unit. Bench-charge the battery before installation so the new alternator is not asked to recover a flat one.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 900,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes:
          "Estimate covering a battery, cable repair and an alternator; excludes diagnosis time, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Each failure can strand you without warning; fix the root cause before trusting the car on a long trip.",
      codes: ["P0562", "P0620"],
      terms: ["remanufactured alternator", "voltage drop", "duty cycle"],
      related: [
        "charging-voltage-drop-cables-grounds",
        "battery-wont-hold-charge",
        "amplifier-lights-dim-with-bass",
        "alternator-soaked-by-oil-leak",
      ],
    },
    {
      slug: "lin-alternator-european-charging-fault",
      title: "Charging fault message on a BMW, Mercedes, VW or Audi with a computer-controlled alternator",
      summary:
        "These alternators take their target voltage from the engine computer over a LIN or BSD data line. A dead regulator, a broken data wire or a wrong regulator variant on a replacement stops charging; read codes and check the data signal first.",
      symptoms: [
        "Charging-fault or alternator warning message on the dash",
        "Generator or communication codes stored in the engine computer",
        "Alternator has a single small data wire instead of lamp and sense wires",
        "Fault began after a used, reman or aftermarket alternator was fitted",
      ],
      symptomIds: ["battery-light", "check-engine-charging-code", "after-replacement"],
      causes: [
        {
          likelihood: "common",
          part: "Failed regulator in the alternator",
          why: "The regulator stops answering the engine computer or cannot deliver the requested field current.",
        },
        {
          likelihood: "occasional",
          part: "Open, shorted or corroded LIN or BSD wire",
          why: "Without the data line the regulator falls back to a default voltage or stops charging, and the engine computer logs a communication fault.",
        },
        {
          likelihood: "occasional",
          part: "Wrong regulator variant on a replacement unit",
          why: "Regulators differ by protocol and maker; the wrong one may charge at a fixed voltage, set faults or not charge at all.",
        },
        {
          likelihood: "rare",
          part: "Engine computer output fault or missing coding",
          why: "Rarely the computer's data output fails, or the car needs coding to accept the new alternator.",
        },
      ],
      checks: [
        {
          step: "Read codes in the engine computer and the alternator's reported values (load, regulator temperature, regulator ID) in live data.",
          tools: ["Scan tool with manufacturer coverage"],
          expect: "A generator communication fault with no reported values points to the regulator or the data wire.",
        },
        {
          step: "With the engine running, back-probe the data wire at the alternator.",
          tools: ["Lab scope", "Wiring diagram"],
          expect:
            "A digital signal switching between about 0 V and battery voltage; a flat line at 0 V or 12 V means a short, an open or no output from the computer.",
        },
        {
          step: "Check data-wire continuity from alternator to engine computer with both ends unplugged.",
          tools: ["Digital multimeter"],
          expect: "Under about 1 ohm with no short to ground.",
        },
        {
          step: "Compare the alternator and regulator part numbers with the original.",
          tools: ["Parts catalog"],
          expect: "Matching regulator variant and amperage; a mismatch explains faults that began after a swap.",
        },
      ],
      fix: "Replace the alternator, or its regulator where sold separately (on many Bosch and Valeo units it comes out with the brush holder as one assembly), repair the data wire, and use a unit with the correct regulator variant. Clear codes, register the battery if it was replaced, and confirm charging follows the commanded target.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the regulator and brush assembly",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the alternator with the correct regulator",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, coding and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Charging can stop without warning, and these cars shed comfort features and then stall as voltage falls; drive only to a shop.",
      codes: ["P0620", "P0562"],
      terms: ["LIN bus", "BSD", "regulator variant", "brush holder"],
      related: [
        "new-alternator-not-charging",
        "battery-monitor-sensor-fault",
        "new-battery-not-registered",
        "generator-circuit-codes-ford-gm",
      ],
      commonOn: [{ make: "bmw" }, { make: "mercedes-benz" }, { make: "volkswagen" }, { make: "audi" }],
    },
    {
      slug: "honda-eld-charging-fault",
      title: "Honda or Acura with low charging or idle dips and an electrical load detector code",
      summary:
        "Many Hondas and Acuras set alternator output from the electrical load detector (ELD) in the underhood fuse box. A bad ELD sets P1297 or P1298 and can cause low charging or idle dips; test the ELD signal and replace the ELD or fuse box as needed.",
      symptoms: [
        "P1297 or P1298 stored, on many models without the check engine lamp lit",
        "Idle dips or stalls when headlights, blower or rear defrost switch on",
        "Charging voltage lower than expected under load, around 12.5–13 V",
        "Corrosion or water inside the underhood fuse box",
      ],
      symptomIds: ["check-engine-charging-code", "voltage-low", "stall-electrical", "dim-lights"],
      causes: [
        {
          likelihood: "common",
          part: "Failed ELD in the underhood fuse box",
          why: "The ELD reports electrical load to the PCM; a wrong reading makes the PCM set the wrong alternator output and idle compensation.",
        },
        {
          likelihood: "occasional",
          part: "Open or shorted ELD signal wire to the PCM",
          why: "A damaged wire gives the PCM a signal stuck high or low.",
        },
        {
          likelihood: "occasional",
          part: "Water intrusion or corrosion in the fuse box",
          why: "Moisture attacks the ELD circuit and terminals and skews its output.",
        },
        {
          likelihood: "rare",
          part: "Fault in the alternator control (C) or field-monitor (FR) line",
          why: "The PCM also commands the alternator over its own wires, and a fault there mimics an ELD problem.",
        },
      ],
      checks: [
        {
          step: "Read codes and the ELD value in live data while switching headlights, blower and defrost on.",
          tools: ["Scan tool"],
          expect: "The ELD value follows the loads; a fixed reading points to the ELD or its wiring.",
        },
        {
          step: "Back-probe the ELD signal wire with the engine running, loads off and then on.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "The PCM supplies about 5 V and the ELD pulls it lower as load rises; a reading that never moves, or sits near 0 V or above about 4.5 V, means a bad ELD, open or short.",
        },
        {
          step: "Lift the underhood fuse box and inspect the ELD area and terminals.",
          tools: ["Flashlight"],
          expect: "Green corrosion, water marks or melted areas confirm an environmental cause.",
        },
        {
          step: "Measure charging voltage with heavy loads on at idle.",
          tools: ["Digital multimeter"],
          expect:
            "About 13.5 V or more with a working ELD; low voltage with a correct ELD reading points to the alternator or its control lines.",
        },
      ],
      fix: "Replace the ELD (a separate bolt-in part on many older models) or the underhood fuse box that contains it, or repair the signal wire, and seal any water path into the box. Clear codes and confirm idle stays steady as loads switch on.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the bolt-in ELD", partsLow: 60, partsHigh: 150, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace the underhood fuse box",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a weak battery or alternator found by load test, and an idle relearn after the battery is disconnected.",
      },
      verdict: "careful",
      verdictReason:
        "Usually drivable, but idle dips with low charging can stall the engine at a stop; get it repaired soon.",
      codes: [
        { code: "P1297", makes: ["acura", "honda"] },
        { code: "P1298", makes: ["acura", "honda"] },
      ],
      terms: ["electrical load detector", "ELD", "underhood fuse box"],
      related: ["generator-circuit-codes-ford-gm", "smart-charging-voltage-looks-low", "lights-dim-at-idle-under-load"],
      appliesTo: [
        { make: "honda", years: [1996, 2012] },
        { make: "acura", years: [1996, 2012] },
      ],
    },
    {
      slug: "diesel-dual-batteries-weak",
      title: "Diesel pickup with two batteries cranks slowly even after replacing one",
      summary:
        "Ford Power Stroke, Ram Cummins and GM Duramax trucks run two batteries in parallel, and a weak one drags the other down. Test each battery separately, replace them as a matched pair, and check the cross-over cable and both grounds.",
      symptoms: [
        "Slow cold-morning cranking, worst on the coldest days as glow plugs or the grid heater cycle",
        "One battery new and the other several years old",
        "Engine-off voltages at the two batteries differ by more than a few tenths",
        "One battery hotter or more heavily corroded than the other",
      ],
      symptomIds: ["battery-keeps-dying", "voltage-low", "after-replacement", "corrosion"],
      causes: [
        {
          likelihood: "common",
          part: "One weak battery in the parallel pair",
          why: "Parallel batteries share charge, so a weak or shorted one discharges the good one whenever the truck sits and limits cranking power.",
        },
        {
          likelihood: "common",
          part: "Mismatched battery ages or types",
          why: "A new battery paired with an old one is dragged down and ages faster, and mixing AGM with flooded charges unevenly.",
        },
        {
          likelihood: "occasional",
          part: "Corroded cross-over cable or a bad ground on the far battery",
          why: "Resistance in the link leaves one battery undercharged and unable to help crank.",
        },
        {
          likelihood: "rare",
          part: "Alternator too weak for the cold-start load",
          why: "Glow plugs or the intake grid heater draw well over 100 A after a cold start, and a tired alternator cannot restore both batteries.",
        },
      ],
      checks: [
        {
          step: "After a full charge, disconnect one positive cable so the batteries are separated and measure each the next morning.",
          tools: ["Digital multimeter", "Battery charger"],
          expect: "Each at 12.6 V or more; the lower one is the weak battery.",
        },
        {
          step: "Test each battery on its own with a conductance or load tester.",
          tools: ["Conductance battery tester"],
          expect:
            "Both above about 80% of label CCA; if one fails and they are more than a couple of years old, replace both.",
        },
        {
          step: "With the engine running, measure voltage at each battery.",
          tools: ["Digital multimeter"],
          expect: "Within about 0.2 V of each other; a bigger gap points to the cross-over cable or a ground.",
        },
        {
          step: "Voltage-drop test the cross-over cable and each ground during cranking.",
          tools: ["Digital multimeter"],
          expect: "Under about 0.3 V per cable; more means cleaning or replacement.",
        },
      ],
      fix: "Replace both batteries as a matched pair of the same group, type and date code, clean or replace the cross-over and ground cables, and recheck charging voltage at both batteries. On Super Duty trucks with the dual-alternator option, test each alternator's output separately.",
      difficulty: 2,
      cost: {
        partsLow: 260,
        partsHigh: 700,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate for two batteries and cable cleaning; excludes diagnosis, taxes, replacement cables and dealer pricing.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive, but a mismatched pair may not crank the diesel on a cold morning far from help.",
      codes: [],
      terms: ["parallel batteries", "cross-over cable", "grid heater", "glow plugs"],
      related: ["battery-wont-hold-charge", "long-idle-battery-runs-down", "charging-voltage-drop-cables-grounds"],
      appliesTo: [
        {
          make: "ford",
          years: [1994, 2027],
          engines: [
            { name: "7.3L Power Stroke V8 diesel", liters: 7.3, fuel: "diesel" },
            { name: "6.0L Power Stroke V8 diesel", liters: 6, fuel: "diesel" },
            { name: "6.4L Power Stroke V8 diesel", liters: 6.4, fuel: "diesel" },
            { name: "6.7L Power Stroke V8 diesel", liters: 6.7, fuel: "diesel" },
          ],
        },
        dodgeCumminsVehicles,
        ram67CumminsVehicles,
        {
          make: "chevrolet",
          years: [2001, 2027],
          engines: [{ name: "6.6L Duramax V8 diesel", liters: 6.6, fuel: "diesel" }],
        },
        {
          make: "gmc",
          years: [2001, 2027],
          engines: [{ name: "6.6L Duramax V8 diesel", liters: 6.6, fuel: "diesel" }],
        },
      ],
    },
    {
      slug: "u3003-battery-voltage-code-in-modules",
      title: "U3003 battery voltage code stored in several modules after a weak battery or charging fault",
      summary:
        "Each module watches its own supply and logs U3003 when it falls below or rises above its limits; the failure type after the code says which. Test the battery, charging voltage and that module's feed before suspecting any module.",
      symptoms: [
        "U3003, often shown with :16 or :17 after it, in the ABS, cluster, body, radio or other modules",
        "Warnings that appeared during a cold start, a jump-start or with a dying battery",
        "Slow cranking, dim lights or a low-battery message",
        "Very bright lights and a high voltmeter reading when the code carries the high-voltage type",
        "Only one module logs it while the others stay clean",
      ],
      symptomIds: ["voltage-low", "voltage-high", "battery-keeps-dying"],
      causes: [
        {
          likelihood: "common",
          part: "Weak or discharged battery",
          why: "Voltage sagging below a module's lower limit while cranking or after the car sits writes U3003 with the low-voltage type in every module that saw it.",
        },
        {
          likelihood: "common",
          part: "Charging system not keeping up",
          why: "A worn alternator, slipping belt or corroded cable lets running voltage fall toward battery level, so modules log low voltage while driving.",
        },
        {
          likelihood: "occasional",
          part: "High resistance in one module's own feed or ground",
          why: "When a single module logs U3003, a corroded fuse terminal, splice or ground eyelet is starving that module while the rest of the car sees normal voltage.",
        },
        {
          likelihood: "occasional",
          part: "Overcharging or a high-voltage jump",
          why: "A failed regulator, a 24-volt jump or a charger left on its engine-start setting pushes voltage over the limit and the high-voltage type is stored.",
        },
      ],
      checks: [
        {
          step: "Read the full code with its failure type in each module and note whether it is current or history.",
          tools: ["Enhanced scan tool"],
          expect:
            ":16 means circuit voltage below threshold and :17 above; history codes in many modules with a healthy battery today usually date from one low-voltage event.",
        },
        {
          step: "Charge the battery, then test it and measure voltage while cranking.",
          tools: ["Battery charger", "Battery tester", "Digital multimeter"],
          expect:
            "12.6 V rested after charging, a pass at or near rated CCA, and not below about 9.6 V while cranking.",
        },
        {
          step: "Recreate the load U3003 set under: engine idling, every big consumer switched on, meter across the battery posts; note the lowest reading, then repeat at 2,000 rpm.",
          tools: ["Digital multimeter"],
          expect:
            "13.5–14.8 V on most systems, or the commanded value on smart-charging cars that rest near 13 V; over 15 V is overcharging.",
        },
        {
          step: "If one module logs it alone, compare that module's supply-voltage PID with the battery and voltage-drop its feed and ground under load.",
          tools: ["Enhanced scan tool", "Digital multimeter", "Back-probe pins"],
          expect:
            "Within about 0.5 V of battery voltage, under 0.3 V drop on the feed and under 0.1 V on the ground; more points to that circuit.",
        },
      ],
      fix: "Charge or replace the battery (registering it where the vehicle requires), repair the charging fault, or clean and repair the one module's feed or ground. Clear codes in every module, then rescan after a few days of normal use to confirm U3003 stays away.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and tighten terminals or a module ground",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace and register the battery",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 500, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes: "Estimate; excludes battery registration fees, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The code does no harm itself, but the weak battery or charging fault behind it can leave the car unable to start or stall it; test it soon.",
      codes: ["U3003"],
      terms: ["System voltage", "Smart charging", "Voltage drop", "Battery registration"],
      related: [
        "can-bus-network/low-voltage-event-history-u-codes",
        "overcharging-voltage-over-15",
        "charging-voltage-drop-cables-grounds",
        "smart-charging-voltage-looks-low",
      ],
    },
  ],
};
