import { chevroletGmt800Trucks, gmcGmt800Trucks, gmt800Trucks } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "ABS, traction and stability warnings explained: wheel-speed sensors, tone rings, steering-angle and yaw sensors, pumps and modules, what to test first and whether it is safe to drive.",
  howItWorks: [
    "Each wheel has a wheel-speed sensor reading a toothed tone ring or a magnetic encoder ring built into the hub bearing. Older passive sensors are a magnet and coil that make an AC voltage rising with speed; most vehicles built since the mid-2000s use active (Hall-effect or magnetoresistive) sensors powered by the ABS module, which send a square-wave signal that works down to walking pace. The ABS control module (EBCM on GM, ABS/ESC module on others) compares all four speeds many times a second.",
    "The module is bolted to a hydraulic control unit (modulator) between the master cylinder and the wheels. In a skid it closes an isolation valve to hold a wheel's pressure, opens a dump valve to release it into a low-pressure accumulator, and runs an electric pump motor to push that fluid back toward the master cylinder. That cycle, up to about 15 times a second, is the buzz and pedal pulse a driver feels. Electronic brakeforce distribution (EBD) uses the same valves to keep the rear wheels from locking before the fronts in every stop, replacing the old proportioning valve.",
    "Traction control brakes a spinning drive wheel and asks the engine computer to cut torque. Stability control (ESC, called StabiliTrak, AdvanceTrac, VSC, VSA, DSC or ESP by different makers) adds a steering-angle sensor for where the driver is steering, a yaw-rate and lateral-acceleration sensor for where the car is actually going, and a brake-pressure sensor for how hard the driver is braking; when the two disagree it brakes single wheels to pull the car back in line. ESC has been required on every new U.S. light vehicle since the 2012 model year.",
  ],
  howItFails: [
    "Most ABS lights in U.S. shops are wiring at the wheel, not modules: a wheel-speed sensor with an open coil, a harness cracked where it flexes with the suspension, a corroded connector, or a sensor pushed away from its ring by rust scale. In the salt belt, press-fit tone rings on axles and hubs swell and crack, which produces the classic complaint of ABS clicking and the pedal pulsing during the last few mph of a stop.",
    "Stability-control lights often come from calibration rather than failure: a steering-angle sensor that was not zeroed after an alignment, a rack, a column or a battery change, or a yaw sensor whose zero point was lost. Mismatched tire sizes, a compact spare or a lift kit with bigger tires make wheel speeds disagree and trip the traction and stability lamps. Engine faults also switch traction control off on many makes, so the stability light can be the first sign of a misfire or a throttle fault.",
    "The hydraulic unit itself fails less often, but expensively: pump motors wear their brushes or seize after years of disuse, valve-relay solder joints crack on module circuit boards (1999–2007 GM trucks and SUVs, BMW E46 and E39), and hybrid and brake-by-wire units such as the Toyota Prius brake actuator and the Mercedes SBC system wear out pumps and accumulators. Low battery voltage, water in a module connector and aftermarket electrical work round out the list.",
  ],
  tools: [
    "Bidirectional ABS/ESC scan tool for codes, live wheel speeds, pump and valve tests, automated bleeds and calibrations",
    "Digital multimeter with min/max for sensor resistance, supply voltage and module power and ground voltage drops",
    "Multimeter with a milliamp range or a low-amp current clamp to read the 7/14 mA signal of two-wire active sensors",
    "Two-channel lab scope to compare a suspect wheel-speed waveform with a good one",
    "Back-probe pins and terminal test leads that fit sealed ABS connectors without spreading the pins",
    "Wire brush, emery cloth and a sensor-bore cleaning tool to remove rust scale before refitting a sensor",
    "Flashlight, mirror and a jack with stands to inspect tone rings tooth by tooth while turning the wheel",
    "Tread depth gauge and a tape measure to compare tire circumference on AWD and 4WD vehicles",
    "Battery maintainer that holds 13.0–14.0 V during module programming and calibrations",
    "Pressure bleeder for flushing a system that needs a scan-tool automated bleed of the ABS unit",
  ],
  safety: [
    "An amber ABS light alone leaves normal braking but no anti-lock, so locked wheels slide straight ahead while you steer. A red BRAKE lamp lit with it can mean EBD is off and the rears may lock first and spin the car: drive gently in the dry only.",
    "Turn the key off and wait before unplugging an ABS module or a wheel-speed sensor connector; disconnecting with the ignition on can set a string of codes and, on some units, damage the module.",
    "Brake-by-wire and hybrid systems (Toyota and Lexus hybrids, Mercedes SBC, many EVs) store pressure in an accumulator and can apply the brakes when a door opens. Use the service mode or pull the specified fuse before touching calipers or lines.",
    "Never test stability control on a public road. Calibration road tests and drive cycles belong on an empty, dry lot or a quiet straight road, with a second person watching the scan tool.",
    "Steel brake lines and the hydraulic unit carry over 1,000 psi in a hard stop; open fittings only with the system depressurized and bleed with the method the vehicle needs, including the scan-tool cycle for the ABS unit when air may have reached it.",
  ],
  symptoms: [
    { id: "abs-light", label: "ABS warning light stays on" },
    { id: "traction-stability-light", label: "Traction or stability control light on or flashing" },
    { id: "red-brake-light", label: "Red BRAKE lamp on along with ABS or stability warnings" },
    { id: "lights-intermittent", label: "Warning lights come and go with bumps, weather or restarts" },
    { id: "false-abs-activation", label: "ABS pulses or clicks when it should not" },
    { id: "unwanted-intervention", label: "Car brakes a wheel or cuts engine power by itself" },
    { id: "wheels-lock", label: "Wheels lock or skid in a hard stop" },
    { id: "pump-noise", label: "Buzz, whir or grinding from the ABS pump area" },
    { id: "pedal-feel-change", label: "Brake pedal feels hard, soft or kicks back" },
    { id: "speedometer-problem", label: "Speedometer jumps, drops out or reads wrong" },
    { id: "features-disabled", label: "Cruise, 4WD, hill assist or auto hold unavailable" },
    { id: "after-repair", label: "Warnings appeared right after a repair or new tires" },
    { id: "no-communication", label: "Scan tool cannot talk to the ABS module" },
    { id: "check-engine-too", label: "Check engine light on together with stability warnings" },
    { id: "tire-pressure-warning", label: "Low tire pressure warning on a car without wheel sensors" },
  ],
  problems: [
    {
      slug: "wheel-speed-sensor-open-circuit",
      title: "ABS, traction and stability lights all come on a few seconds after pulling away",
      summary:
        "One wheel-speed sensor has almost certainly stopped sending a signal, so the module sees one wheel standing still and shuts ABS and stability control off. Read the ABS code to find the corner, test that sensor and its wiring, and replace what fails.",
      symptoms: [
        "Lights pass the bulb check at start-up, then all three come on together once the car rolls at 5–15 mph",
        "Lights stay on for the rest of the trip and go out only after a restart",
        "Brakes feel normal in ordinary stops; in a panic stop the tires howl and no pulse is felt",
        "Cruise control and hill start assist may refuse to work on the same trip",
      ],
      symptomIds: ["abs-light", "traction-stability-light", "features-disabled", "wheels-lock"],
      causes: [
        {
          likelihood: "common",
          part: "Wheel-speed sensor with an open coil or failed internal electronics",
          why: "The module watches each sensor from the first few feet of travel; a wheel that reads zero while the others climb fails its plausibility test, and the module switches off ABS and ESC.",
        },
        {
          likelihood: "occasional",
          part: "Sensor pigtail or connector corroded green at the wheel well",
          why: "Salt water wicks into the connector and raises resistance until the signal is lost, especially on sensors whose plug sits low behind the inner fender liner.",
        },
        {
          likelihood: "rare",
          part: "Failed sensor input inside the ABS module",
          why: "A damaged input stage reads a healthy sensor as dead; it is only suspected once the sensor and the wires all the way to the module test good.",
        },
      ],
      checks: [
        {
          step: "Read the ABS codes with a scan tool that reaches the ABS module, and note which wheel is named before clearing anything.",
          tools: ["ABS-capable scan tool"],
          expect:
            "A wheel-speed code for one corner (for example C0035 left front on GM, C0200 right front on Toyota, C1155 left front on Ford) narrows the work to that wheel.",
        },
        {
          step: "Drive slowly in a straight line while graphing all four wheel-speed readings.",
          tools: ["ABS-capable scan tool"],
          expect: "Healthy wheels read within 1–2 mph of each other; the failed one stays at 0 or drops in and out.",
        },
        {
          step: "Unplug the suspect sensor with the key off and measure a passive two-wire sensor across its terminals.",
          tools: ["Digital multimeter"],
          expect:
            "Most passive sensors read roughly 800–2,500 Ω (check the spec); OL means an open coil and a near-zero reading means a short.",
        },
        {
          step: "For an active sensor, back-probe the connector with the key on and then read the signal current while turning the wheel by hand.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 8–12 V supply from the module and a signal stepping between roughly 7 and 14 mA; supply present but no switching condemns the sensor.",
        },
        {
          step: "If the sensor is good, check each wire from the sensor plug to the module connector for continuity and for shorts to ground.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Under 1 Ω end to end and no continuity to chassis ground; anything else is a harness repair, not a module.",
        },
      ],
      fix: "Replace the wheel-speed sensor with one that matches the original (active or passive, correct side and length), clean the bore and use only a light film of the grease the maker specifies. Clear the codes and drive above 15–20 mph so the module sees all four wheels and turns the lights off.",
      difficulty: 2,
      cost: {
        partsLow: 25,
        partsHigh: 160,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate for one sensor; excludes diagnosis, taxes, a seized sensor that breaks off in the knuckle and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Ordinary braking still works but without anti-lock or stability control; allow long gaps and avoid hard stops on wet or icy roads until it is fixed.",
      codes: [
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0040", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0200", makes: ["toyota"] },
        { code: "C0205", makes: ["toyota"] },
        { code: "C1145", makes: ["ford"] },
        { code: "C1155", makes: ["ford"] },
      ],
      terms: ["wheel-speed sensor", "active sensor", "passive sensor", "ABS module"],
      related: [
        "wheel-speed-sensor-harness-broken",
        "new-wheel-speed-sensor-did-not-fix-light",
        "abs-light-after-brake-job",
      ],
    },
    {
      slug: "wheel-speed-sensor-harness-broken",
      title: "ABS light flickers on over bumps and potholes, then goes out again",
      summary:
        "A wheel-speed sensor wire is usually cracked inside its insulation where it flexes with the suspension. Find the corner from the code, flex the harness while watching live data, and repair or replace that harness.",
      symptoms: [
        "ABS or traction light blinks on over rough pavement or railroad crossings",
        "Light often goes out after a restart and returns on the next bad road",
        "Worse in cold weather when the insulation is stiff",
        "Stored code says intermittent or erratic signal rather than open circuit",
      ],
      symptomIds: ["lights-intermittent", "abs-light", "traction-stability-light"],
      causes: [
        {
          likelihood: "common",
          part: "Sensor cable broken at the flex loop between knuckle and body",
          why: "Every bump bends the cable at the same spot; copper strands break inside the jacket and open the circuit only when the suspension is compressed or extended.",
        },
        {
          likelihood: "occasional",
          part: "Harness chafed through on a tire, CV boot or coil spring",
          why: "A missing clip lets the cable touch a moving part; once the copper shows, it shorts to ground or opens intermittently.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded connector at the body-side plug",
          why: "A broken locking tab or green pins make contact only when the connector sits still, so vibration drops the signal.",
        },
      ],
      checks: [
        {
          step: "Inspect the cable from sensor to body with the wheel turned lock to lock, looking for shiny chafe marks, missing clips and cracked jackets.",
          tools: ["Flashlight", "Jack and stands"],
          expect:
            "Cable routed in every factory clip with no contact to the tire, spring or axle; rub marks mark the suspect spot.",
        },
        {
          step: "With the wheel raised and a helper spinning it, watch that wheel's live speed while flexing the cable section by section.",
          tools: ["ABS-capable scan tool"],
          expect: "A steady reading while flexing; a dropout to zero at one bend locates the break.",
        },
        {
          step: "On a passive sensor, watch resistance on min/max while flexing the harness at the connector and along the loop.",
          tools: ["Digital multimeter"],
          expect:
            "A passive sensor typically reads about 0.6–2.5 kΩ at 68 °F (typical; confirm in the service information) and stays within a few ohms while flexed; a jump to OL, even for an instant, confirms a broken strand.",
        },
      ],
      fix: "Replace the sensor if the break is in its integral cable, or the jumper harness where the maker sells one separately (many GM and Ford trucks). Splice only with solder and adhesive-lined heat-shrink or crimp-and-seal connectors, re-clip the route, clear the codes and road-test over rough pavement.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 150,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes diagnosis, taxes and repairs to a chafed CV boot or tire found at the same time.",
      },
      verdict: "careful",
      verdictReason:
        "Anti-lock can drop out without warning on a rough road, exactly when it may be needed; drive with extra margin until the wire is repaired.",
      codes: [
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0045", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["wheel-speed sensor", "harness", "intermittent fault"],
      related: ["wheel-speed-sensor-open-circuit", "abs-module-connector-corrosion"],
    },
    {
      slug: "abs-light-after-brake-job",
      title: "ABS light came on right after new brakes, a hub or suspension work",
      summary:
        "A sensor was probably left unplugged, stretched, crushed or knocked out of its bore during the repair. Check the corner that was worked on first: connector, routing clips and sensor seating.",
      symptoms: [
        "ABS, traction or stability light on the first drive after the repair",
        "Light may come on only once the car rolls a few feet",
        "A sensor cable hangs loose or is pinched between caliper and knuckle",
        "Code names the wheel that was serviced",
      ],
      symptomIds: ["after-repair", "abs-light", "traction-stability-light"],
      causes: [
        {
          likelihood: "common",
          part: "Sensor connector left unplugged or not latched",
          why: "Connectors are often separated to remove a knuckle or strut and are easy to miss behind the fender liner, which leaves that wheel reading zero.",
        },
        {
          likelihood: "common",
          part: "Sensor cable stretched or torn when the knuckle or caliper hung from it",
          why: "Letting a caliper or knuckle swing on the cable snaps conductors inside the jacket while the outside looks fine.",
        },
        {
          likelihood: "occasional",
          part: "Sensor not fully seated in its bore",
          why: "A sensor pried out and pushed back over rust sits too far from the ring; a larger air gap makes a weak signal that fails at low speed.",
        },
        {
          likelihood: "rare",
          part: "Tone ring damaged by a hammer or puller",
          why: "Blows to a hub or axle can chip teeth or crack a press-fit ring, so one revolution carries a gap in the signal.",
        },
      ],
      checks: [
        {
          step: "Look at the serviced corner: connector latched, cable in every clip, no pinch points at the caliper bracket or strut.",
          tools: ["Flashlight"],
          expect:
            "Connector fully seated and cable clear of moving parts; a loose plug or crushed cable ends the search.",
        },
        {
          step: "Read the ABS code and live wheel speeds while rolling slowly.",
          tools: ["ABS-capable scan tool"],
          expect:
            "The serviced wheel reads 0 mph or jumps around while the other three agree within about 1 mph at a steady 5 mph; if another wheel is named, the repair did not cause it.",
        },
        {
          step: "Check the sensor sits flush in its bore and its hold-down bolt is tight.",
          tools: ["Basic hand tools"],
          expect:
            "Flange flat against the knuckle with no gap; a raised sensor must come out, the bore cleaned and the sensor refitted.",
        },
        {
          step: "Turn the wheel slowly and inspect the tone ring or encoder for chipped, bent or missing teeth.",
          tools: ["Flashlight", "Jack and stands"],
          expect: "Even, undamaged teeth all the way around.",
        },
      ],
      fix: "Reconnect or replace the damaged sensor, reseat it in a clean bore and restore the cable routing. Clear the codes and drive above 15 mph; support calipers and knuckles with a wire hook on future jobs rather than letting them hang on the cable.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reconnect, reroute or reseat the sensor",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace a torn wheel-speed sensor",
            partsLow: 30,
            partsHigh: 160,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate; a shop that caused the damage normally fixes it free; excludes a new tone ring or hub if one was damaged.",
      },
      verdict: "careful",
      verdictReason:
        "The brakes just serviced still stop the car, but anti-lock and stability control are off until the sensor signal returns.",
      codes: [
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0050", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["wheel-speed sensor", "tone ring", "air gap"],
      related: [
        "wheel-speed-sensor-open-circuit",
        "abs-light-after-wheel-bearing-replacement",
        "cracked-or-rusted-tone-ring",
      ],
    },
    {
      slug: "false-abs-activation-low-speed",
      title: "ABS chatters and the pedal pulses during the last few mph of a gentle stop",
      summary:
        "One wheel's signal is fading at low speed, so the module thinks that wheel is locking. Rust scale under the sensor, a cracked tone ring or metal debris on the sensor tip are the usual reasons; find the weak wheel before buying parts.",
      symptoms: [
        "Buzz and pedal kickback below about 10 mph on dry pavement with light braking",
        "The car seems to roll on for an extra few feet before stopping",
        "Often no warning light at all, or an ABS light that appears only occasionally",
        "Worse in winter or after the car has sat in the rain",
      ],
      symptomIds: ["false-abs-activation", "pedal-feel-change", "lights-intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Rust building up under the sensor mounting flange",
          why: "Rust scale grows between knuckle and flange and lifts the sensor away from the ring; a larger gap makes a signal too weak to read at walking pace, so that wheel seems to stop early.",
        },
        {
          likelihood: "common",
          part: "Cracked or rust-swollen tone ring",
          why: "A split ring has a gap or uneven teeth; at low speed the missing pulse looks to the module like sudden deceleration, and it releases brake pressure.",
        },
        {
          likelihood: "occasional",
          part: "Metallic brake dust stuck to a magnetic sensor tip",
          why: "Passive sensors are magnets; a furry coat of iron dust smears the field and blurs the signal from the teeth.",
        },
        {
          likelihood: "rare",
          part: "Worn hub bearing letting the tone ring wobble",
          why: "Play in the bearing changes the air gap every revolution, so the signal pulses in strength at low speed.",
        },
      ],
      checks: [
        {
          step: "Graph all four wheel speeds on the scan tool during several slow, gentle stops from 15 mph.",
          tools: ["ABS-capable scan tool"],
          expect:
            "All four fall together to zero; the wheel whose trace drops out or dives early is the one to inspect.",
        },
        {
          step: "Pull that sensor and inspect the tip and the bore.",
          tools: ["Basic hand tools", "Flashlight"],
          expect:
            "Clean tip and a bore free of scale; a layer of rust under the flange or iron fuzz on the tip is the cause.",
        },
        {
          step: "Turn the wheel slowly and inspect every tooth of the ring through the sensor hole or from behind the knuckle.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "Even teeth with no crack or rust lumps; a split or flaking ring condemns the ring, axle or hub that carries it.",
        },
        {
          step: "Scope the sensor while turning the wheel by hand, compared with the opposite wheel.",
          tools: ["Lab scope"],
          expect:
            "Pulses evenly spaced and within about 20% of the opposite wheel's amplitude; a passive sensor spun at about one turn per second typically makes 0.1–1 V AC. A weak or missing pulse once per turn confirms ring or gap trouble.",
        },
      ],
      fix: "Clean the bore to bare metal, remove the scale from the knuckle seat, fit the sensor flush with a thin coat of the specified grease or anti-seize on the body only, and replace a cracked ring, hub or axle. Clear any codes and make several slow stops to confirm the chatter is gone.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the sensor bore and refit the sensor",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "New wheel-speed sensor", partsLow: 30, partsHigh: 150, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Hub bearing or CV axle carrying the ring",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a chafed sensor harness or clip at the knuckle, and a seized hub bolt or rusted hub pilot that needs extra labor.",
      },
      verdict: "careful",
      verdictReason:
        "False ABS release makes low-speed stops longer, which matters at crosswalks and in traffic; brake earlier and get it repaired soon.",
      codes: [{ code: "C0035", makes: ["chevrolet", "gm", "gmc"] }],
      terms: ["tone ring", "air gap", "rust jacking", "ABS activation"],
      related: ["rust-jacked-wheel-speed-sensor", "cracked-or-rusted-tone-ring", "brakes-let-go-over-bumps"],
    },
    {
      slug: "rust-jacked-wheel-speed-sensor",
      title: "Truck in the salt belt with an ABS light that shows up mostly in cold weather",
      summary:
        "Rust is likely forcing a front sensor out of its bore, a common pattern on Ford F-150 and Super Duty and GM full-size trucks in northern states. Remove the sensor, clean the bore and seat, and fit it flush; replace it only if it tests bad or breaks.",
      symptoms: [
        "ABS light comes on in winter and may stay off all summer",
        "Low-speed ABS chatter before the light appears",
        "Sensor flange visibly lifted or surrounded by flaky rust",
        "Code for a front wheel with a weak or erratic signal",
      ],
      symptomIds: ["abs-light", "lights-intermittent", "false-abs-activation"],
      causes: [
        {
          likelihood: "common",
          part: "Rust scale growing between the knuckle and the sensor flange",
          why: "Corrosion expands the iron knuckle around the aluminum or plastic sensor body and lifts it away from the ring; the weaker signal fails first at low speed and low temperature.",
        },
        {
          likelihood: "occasional",
          part: "Sensor body cracked by rust pressure",
          why: "Swelling rust squeezes a plastic sensor until it cracks and lets water reach the electronics.",
        },
        {
          likelihood: "rare",
          part: "Mismatched aftermarket sensor with a short nose",
          why: "A sensor body a millimeter shorter than original leaves a larger gap even when it is fully seated.",
        },
      ],
      checks: [
        {
          step: "Inspect the sensor flange against the knuckle with the wheel off.",
          tools: ["Flashlight", "Jack and stands"],
          expect: "Flange flat on the machined pad; any visible gap or rust lip under it means removal and cleaning.",
        },
        {
          step: "Soak with penetrant, remove the hold-down bolt and twist the sensor out without levering on the cable.",
          tools: ["Penetrating oil", "Basic hand tools"],
          expect: "Sensor comes out in one piece; one that snaps must be drilled or picked out and replaced.",
        },
        {
          step: "Clean the bore and seating pad to bare metal, refit the sensor and compare its live speed with the other front wheel at 5 mph.",
          tools: ["Wire brush", "Sensor-bore cleaning tool", "ABS-capable scan tool"],
          expect:
            "After cleaning, both front wheels agree within about 1 mph all the way down to 3 mph; the repaired side dropping out early means rust is still lifting the sensor.",
        },
      ],
      fix: "Clean the bore and pad, coat the sensor body lightly with the grease or anti-seize the maker allows (never on the tip), fit it flush and torque the bolt. Replace the sensor if it broke or tests out of spec. Clear codes and verify with a slow-stop test; cleaning the other front sensor at the same visit is cheap insurance.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the bore and refit the sensor",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Drill out a broken sensor and fit a new one",
            partsLow: 40,
            partsHigh: 140,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate per sensor; excludes diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Anti-lock is unreliable on exactly the icy roads where it matters most; leave extra room and book the cleaning soon.",
      codes: [
        { code: "C1155", makes: ["ford"] },
        { code: "C1145", makes: ["ford"] },
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0040", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["rust jacking", "air gap", "wheel-speed sensor"],
      related: ["false-abs-activation-low-speed", "wheel-speed-sensor-open-circuit", "cracked-or-rusted-tone-ring"],
      commonOn: [
        { make: "ford", models: ["f-150", "f-250", "f-350"] },
        { make: "chevrolet", models: ["silverado"] },
        { make: "gmc", models: ["sierra"] },
      ],
    },
    {
      slug: "cracked-or-rusted-tone-ring",
      title: "Cracked tone ring on a rear axle or CV joint with a steady ABS pulse at one wheel",
      summary:
        "A press-fit toothed ring on the CV joint, axle shaft or hub has split or rotted, so one wheel's signal skips once per revolution. Replace the ring where it is sold separately, or the axle or hub that carries it.",
      symptoms: [
        "Rhythmic ABS click at low speed that repeats once per wheel revolution",
        "Visible crack, missing chunk or rust bulge on the ring",
        "ABS light with an erratic-signal code for one wheel",
        "On some cars the speedometer wavers slightly at very low speed",
      ],
      symptomIds: ["false-abs-activation", "abs-light", "speedometer-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Steel tone ring on a front-drive CV outer joint rusted and split",
          why: "Rust forms under the press-fit ring and swells it until it cracks; the open seam passes the sensor as a missing tooth.",
        },
        {
          likelihood: "occasional",
          part: "Rear axle-shaft ring on a solid-axle truck or SUV damaged",
          why: "Rings pressed onto rear axle shafts (many Ford, GM and Ram trucks) crack from rust or get chewed by a failing axle bearing.",
        },
        {
          likelihood: "rare",
          part: "Hub tone ring damaged during a rotor change",
          why: "Prying or hammering a seized rotor off a hub can bend the ring teeth on designs where the ring sits behind the rotor.",
        },
      ],
      checks: [
        {
          step: "Raise the wheel and turn it slowly while inspecting the ring tooth by tooth.",
          tools: ["Flashlight", "Inspection mirror", "Jack and stands"],
          expect: "Uniform teeth with no seam; a hairline crack often shows as a line of rust across the ring.",
        },
        {
          step: "Graph that wheel's speed while coasting slowly.",
          tools: ["ABS-capable scan tool"],
          expect:
            "A smooth trace; a repeating dip once per revolution matches a damaged ring, and on a typical 28–30 in. tire that dip comes about twice a second (2 Hz) at 10 mph.",
        },
        {
          step: "Scope the sensor signal while spinning the wheel by hand.",
          tools: ["Lab scope"],
          expect: "Even pulses; a flat spot or a stretched pulse at the same point each turn confirms the ring.",
        },
      ],
      fix: "Press on a new ring where one is available (heat or split the old one off, never hammer the new one), or replace the CV axle, axle shaft or hub. Count the teeth against the original before fitting, clear codes and road-test with slow stops.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Press on a new tone ring", partsLow: 15, partsHigh: 60, laborHoursLow: 0.6, laborHoursHigh: 1.2 },
          {
            name: "CV axle, axle shaft or hub replacement",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and gear oil.",
      },
      verdict: "careful",
      verdictReason:
        "Expect longer low-speed stops from false ABS release and no anti-lock if the light is on; fine for careful driving to the shop.",
      codes: [
        { code: "C0045", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0050", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C1165", makes: ["ford"] },
        { code: "C1175", makes: ["ford"] },
      ],
      terms: ["tone ring", "CV axle", "exciter ring"],
      related: ["false-abs-activation-low-speed", "abs-light-after-new-cv-axle", "rear-abs-sensor-on-differential"],
      commonOn: [
        { make: "ford", models: ["f-150", "f-250", "f-350", "ranger", "expedition", "explorer"] },
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban", "avalanche", "colorado"] },
        { make: "gmc", models: ["sierra", "yukon", "yukon-xl", "canyon"] },
        { make: "ram", models: ["1500", "2500", "3500"] },
        { make: "dodge", models: ["ram", "dakota"] },
      ],
    },
    {
      slug: "abs-light-after-new-cv-axle",
      title: "ABS light on since an aftermarket CV axle was installed",
      summary:
        "The new axle probably has the wrong tone-ring tooth count, a ring pressed on crooked, or no ring at all. Compare it with the old axle; a correct axle or moving the proper ring fixes it.",
      symptoms: [
        "ABS and traction lights on from the first drive after the axle swap",
        "Scan tool shows that front wheel reading faster or slower than the others",
        "Sensor tests good on the bench",
        "Occasionally the car feels like it brakes one front wheel on its own",
      ],
      symptomIds: ["after-repair", "abs-light", "traction-stability-light", "unwanted-intervention"],
      causes: [
        {
          likelihood: "common",
          part: "Replacement axle with a different tooth count",
          why: "The module expects a set number of teeth per revolution; more or fewer makes that wheel appear to spin faster or slower than the rest.",
        },
        {
          likelihood: "occasional",
          part: "Tone ring pressed on crooked or too far along the joint",
          why: "A ring that wobbles or sits off the sensor's path gives a signal that swells and fades every revolution.",
        },
        {
          likelihood: "occasional",
          part: "Axle supplied without a ring for a car that needs one",
          why: "Some axles fit several versions of a car; the non-ABS version leaves the sensor with nothing to read.",
        },
      ],
      checks: [
        {
          step: "Count the teeth on the old axle's ring and the new one, or compare the part listing with the ABS option.",
          tools: ["Paint marker"],
          expect: "The same count; even a few teeth difference explains the code.",
        },
        {
          step: "Drive straight at 25 mph and compare the front wheel speeds.",
          tools: ["ABS-capable scan tool"],
          expect: "Both fronts within about 1 mph; a fixed percentage difference points to the tooth count.",
        },
        {
          step: "Spin the wheel and watch whether the ring runs true under the sensor.",
          tools: ["Flashlight", "Jack and stands"],
          expect: "Ring concentric and square to the joint; visible wobble means it was pressed on crooked.",
        },
      ],
      fix: "Return the axle for one with the correct ring, or press the original ring onto the new joint if the part supplier allows it. Torque the axle nut to spec (use a new nut where it is a staked or single-use type), clear codes and road-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Exchange for an axle with the correct ring",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Better-quality replacement axle",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 1.8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, a new axle nut and any alignment check.",
      },
      verdict: "careful",
      verdictReason:
        "Normal brakes work, but ABS and stability control are off and a wrong ring can trigger unwanted braking of one wheel.",
      codes: [
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0040", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["CV axle", "tone ring", "tooth count"],
      related: [
        "cracked-or-rusted-tone-ring",
        "abs-light-after-brake-job",
        "abs-light-after-wheel-bearing-replacement",
      ],
    },
    {
      slug: "abs-light-after-wheel-bearing-replacement",
      title: "New front wheel bearing pressed in and now the ABS light won't go out",
      summary:
        "On cars that read a magnetic encoder ring in the bearing seal, the bearing was probably pressed in backward so the sensor faces the plain steel side. It must come out and go back the right way round with a new bearing.",
      symptoms: [
        "ABS light on immediately after a press-in bearing job",
        "Code for that wheel with no signal at all",
        "Sensor and wiring test good",
        "Common on Honda, Nissan, Hyundai, Kia, VW and Mazda press-in bearings",
      ],
      symptomIds: ["after-repair", "abs-light"],
      causes: [
        {
          likelihood: "common",
          part: "Bearing with a magnetic encoder seal installed facing the wrong way",
          why: "The encoder is a rubber seal loaded with alternating magnetic poles on one side only; turned away from the sensor, there is nothing to read.",
        },
        {
          likelihood: "occasional",
          part: "Encoder seal magnetized wrongly or damaged by a magnet or press tool",
          why: "Pressing on the seal or holding a magnetic tool against it scrambles the poles, so the active sensor sees an irregular pattern.",
        },
        {
          likelihood: "rare",
          part: "Non-encoder bearing fitted to a car that needs one",
          why: "Look-alike bearings exist for the same knuckle; the plain version has no magnetic track.",
        },
      ],
      checks: [
        {
          step: "Hold a piece of encoder-check card or a small steel paper clip to the old and new bearing seals.",
          tools: ["Magnetic encoder test card"],
          expect:
            "The card shows a pattern of stripes on the encoder side; a blank card on the sensor-facing side means it is backward or missing.",
        },
        {
          step: "Read the code and live speed for that wheel.",
          tools: ["ABS-capable scan tool"],
          expect: "Zero speed with a good sensor confirms the encoder is not being read.",
        },
        {
          step: "Back-probe the active sensor current while turning the wheel.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "No switching between about 7 and 14 mA with a good supply means the sensor sees no magnetic poles.",
        },
      ],
      fix: "Press the bearing out, fit a new bearing (pressing damages the old one) with the encoder side (usually the dark brown or black seal) toward the sensor, pressing only on the outer race. Torque the axle nut to spec, clear the code and drive above 15 mph.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 140,
        laborHoursLow: 1,
        laborHoursHigh: 2.4,
        excludes:
          "Estimate for redoing one bearing; excludes alignment if the knuckle was removed, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The wheel and brakes are mechanically sound, but anti-lock and stability control stay off until the bearing is turned around.",
      codes: [],
      terms: ["magnetic encoder", "wheel bearing", "active sensor"],
      related: [
        "abs-light-after-brake-job",
        "sensor-built-into-hub-bearing",
        "new-wheel-speed-sensor-did-not-fix-light",
      ],
    },
    {
      slug: "sensor-built-into-hub-bearing",
      title: "Front ABS code on a truck or car whose wheel-speed sensor is part of the hub",
      summary:
        "On many GM full-size 4WD trucks and SUVs from 1999–2007, and a number of GM and Chrysler front-drive cars, the sensor cannot be bought alone. If the sensor circuit fails inside the hub, the whole hub bearing assembly is replaced.",
      symptoms: [
        "ABS light with a code for one front wheel, sometimes with a growl from that corner",
        "The sensor cable disappears into the hub bearing housing with no separate sensor bolt",
        "Cable and connector look fine, but the sensor reading at the hub plug is open or erratic",
        "Light may come and go as the hub heats up on the highway",
      ],
      symptomIds: ["abs-light", "lights-intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Integral sensor failed inside the hub bearing assembly",
          why: "Heat cycling and water entry break the sensor winding or electronics sealed in the hub, so the signal drops out with no external cause to repair.",
        },
        {
          likelihood: "occasional",
          part: "Hub bearing worn enough to change the air gap",
          why: "Bearing play lets the internal tone ring move toward and away from the sensor, weakening the signal and setting an erratic-signal code.",
        },
        {
          likelihood: "occasional",
          part: "Short pigtail corroded where it plugs into the body harness",
          why: "The pigtail connector sits in splash from the tire; green pins make the hub look bad when only the plug is.",
        },
      ],
      checks: [
        {
          step: "Confirm from the parts catalog or the hub itself that the sensor is integral.",
          tools: ["Parts catalog", "Flashlight"],
          expect: "A cable molded into the hub body with no removable sensor means the hub is the part.",
        },
        {
          step: "Unplug the hub pigtail and test the sensor side of the connector.",
          tools: ["Digital multimeter"],
          expect:
            "A passive integral sensor typically reads about 1,000–2,000 Ω; OL or a reading that changes as you wiggle the hub cable condemns the hub.",
        },
        {
          step: "Check the hub for play and roughness with the wheel raised.",
          tools: ["Jack and stands", "Pry bar"],
          expect: "No detectable play at 12 and 6 o'clock and no roughness when spun.",
        },
        {
          step: "Clean and inspect the pigtail connector before ordering a hub.",
          tools: ["Electrical contact cleaner", "Flashlight"],
          expect: "Bright pins and an intact seal; corrosion here is a connector repair, not a hub.",
        },
      ],
      fix: "Replace the hub bearing assembly, cleaning rust from the knuckle mounting face so the new hub sits square, torquing the hub bolts and axle nut to spec and routing the pigtail in its original clips. Clear the code and drive above 15 mph.",
      difficulty: 3,
      cost: {
        partsLow: 90,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 2,
        excludes:
          "Estimate for one hub; excludes diagnosis, taxes, a seized hub that needs extra time and dealer parts.",
      },
      verdict: "careful",
      verdictReason:
        "A bad integral sensor alone only turns off ABS and stability control, but a hub that also growls or has play needs replacing before it gets worse.",
      codes: [
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0040", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["hub bearing assembly", "integral sensor", "air gap"],
      related: [
        "wheel-speed-sensor-open-circuit",
        "abs-light-after-wheel-bearing-replacement",
        "false-abs-activation-low-speed",
      ],
      commonOn: [chevroletGmt800Trucks, gmcGmt800Trucks, { make: "chrysler" }],
    },
    {
      slug: "new-wheel-speed-sensor-did-not-fix-light",
      title: "Replaced the wheel-speed sensor and the ABS light is still on",
      summary:
        "The sensor may never have been the fault, or the new one is the wrong type, not seated, or plugged into damaged wiring. Re-read the code, check that the module now sees that wheel, then test the harness and the ring before buying more parts.",
      symptoms: [
        "Same ABS code returns after the new sensor and a code clear",
        "Light goes out after clearing, then comes back within the first mile",
        "A different wheel is now named in the code",
        "New sensor looks different from the old one in connector or length",
      ],
      symptomIds: ["abs-light", "after-repair", "traction-stability-light"],
      causes: [
        {
          likelihood: "common",
          part: "Codes not cleared or the car not driven fast enough to re-check",
          why: "Many modules keep the lamp on until they see all four wheels agree above about 10–20 mph; a parking-lot test never gets there.",
        },
        {
          likelihood: "common",
          part: "Broken wire or corroded connector between the sensor and the module",
          why: "If the harness was the real open circuit, a new sensor plugged into it changes nothing.",
        },
        {
          likelihood: "occasional",
          part: "Wrong sensor type, side or a low-quality aftermarket part",
          why: "A passive sensor on an active-sensor car, or a left sensor forced into a right knuckle, sits at the wrong gap or talks the wrong language to the module.",
        },
        {
          likelihood: "occasional",
          part: "Damaged tone ring or encoder at that wheel",
          why: "A cracked ring or a backward magnetic encoder gives a new sensor nothing clean to read.",
        },
      ],
      checks: [
        {
          step: "Clear the codes, drive straight at 20–30 mph for a mile, then re-scan and note whether the code is current or history.",
          tools: ["ABS-capable scan tool"],
          expect: "No current code means the fix worked and the light was waiting for a test drive.",
        },
        {
          step: "Compare the new sensor with the old one: connector, length, tip shape and active or passive type.",
          tools: ["Parts catalog"],
          expect: "Identical connector and body length; any difference is the likely reason.",
        },
        {
          step: "Test continuity from the sensor plug to the ABS module connector pins on both wires.",
          tools: ["Digital multimeter", "Wiring diagram", "Back-probe pins"],
          expect: "Under 1 Ω per wire and no short to ground or between the wires.",
        },
        {
          step: "Inspect the ring or encoder and the sensor seating at that wheel.",
          tools: ["Flashlight", "Jack and stands"],
          expect: "Undamaged teeth and a sensor flange flat on its pad.",
        },
      ],
      fix: "Repair whatever the tests find: harness splice with sealed connectors, the correct OE-type sensor, or the ring, hub or axle. Clear the codes and road-test above 20 mph with a scan tool confirming all four speeds agree.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Harness splice with sealed connectors",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "OE-type sensor in place of the wrong one",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          { name: "Tone ring or hub replacement", partsLow: 80, partsHigh: 200, laborHoursLow: 1, laborHoursHigh: 1.6 },
        ],
        excludes:
          "Estimate for the follow-up repair; excludes the sensor already bought, diagnosis and taxes; a rear axle shaft costs more.",
      },
      verdict: "careful",
      verdictReason:
        "Until the fault is actually found, anti-lock and stability control remain off; drive with extra stopping distance.",
      codes: [
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0045", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["wheel-speed sensor", "active sensor", "drive cycle"],
      related: [
        "wheel-speed-sensor-open-circuit",
        "wheel-speed-sensor-harness-broken",
        "abs-light-after-wheel-bearing-replacement",
      ],
    },
    {
      slug: "traction-light-with-spare-or-mismatched-tire",
      title: "Traction and ABS lights came on after putting on the compact spare",
      summary:
        "The smaller spare turns faster than the other three wheels, which the module reads as wheelspin or a sensor fault. It is expected on many cars; drive gently under the spare's speed limit and the lights should go out once the full-size tire is back on.",
      symptoms: [
        "TCS, ESC or ABS light on with the temporary spare fitted",
        "Traction control may flicker on straight, dry roads",
        "On AWD cars a whine or shudder from the center coupling in turns",
        "Same effect after replacing one tire with a new one of a different size or tread depth",
      ],
      symptomIds: ["traction-stability-light", "abs-light", "after-repair", "unwanted-intervention"],
      causes: [
        {
          likelihood: "common",
          part: "Compact spare with a smaller rolling diameter",
          why: "A wheel a few percent smaller spins a few percent faster; the module sees one wheel out of step with the rest and flags wheelspin or a sensor fault.",
        },
        {
          likelihood: "occasional",
          part: "One new tire among three worn ones, or a different size on one corner",
          why: "Even 4/32 inch of tread-depth difference changes circumference enough for sensitive AWD and stability systems to notice.",
        },
        {
          likelihood: "rare",
          part: "One tire badly underinflated",
          why: "A soft tire has a smaller rolling radius, so that wheel reads fast like a spare would.",
        },
      ],
      checks: [
        {
          step: "Check tire pressures on all four wheels and the spare against the door-jamb placard.",
          tools: ["Tire pressure gauge"],
          expect: "All at placard pressure; a compact spare is usually 60 psi.",
        },
        {
          step: "Measure tread depth across all four tires, and on AWD cars the circumference with a tape.",
          tools: ["Tread depth gauge", "Tape measure"],
          expect:
            "Tread within about 2/32–4/32 in. across the set; Subaru asks for all four within 1/4 in. of circumference.",
        },
        {
          step: "Once matching tires are fitted, restart and drive, then scan for stored codes.",
          tools: ["ABS-capable scan tool"],
          expect:
            "Lights out after a restart and a short drive; a code that stays current points to a real sensor fault.",
        },
      ],
      fix: "Refit the repaired full-size tire or buy a matching tire; on AWD vehicles replace in sets or have a new tire shaved to match the others. Clear any stored codes if the lamp stays on after a restart.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner refits the full-size tire", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          { name: "Tire repair and refit", partsLow: 15, partsHigh: 40, laborHoursLow: 0.2, laborHoursHigh: 0.5 },
          {
            name: "One new matching tire, mounted and balanced",
            partsLow: 120,
            partsHigh: 300,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
        ],
        excludes:
          "Estimate; a tire repair or one new tire, or tire shaving at a tire shop; excludes a full set on AWD vehicles and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Drive gently on the spare, within its 50 mph limit: with the ABS or stability light on, anti-lock and stability help may be limited until the full-size tire is back.",
      codes: [],
      terms: ["compact spare", "rolling diameter", "AWD"],
      related: [
        "traction-control-cuts-power-on-dry-road",
        "stability-lights-after-bigger-tires-or-lift",
        "indirect-tpms-warning-from-abs-sensors",
      ],
    },
    {
      slug: "stability-lights-after-bigger-tires-or-lift",
      title: "Stability light and a wrong speedometer after bigger tires or a lift kit",
      summary:
        "The ABS and engine computers still think the truck wears factory-size tires, so speed, shift points and stability calculations are off. Program the new tire size (and axle ratio if it changed), and recalibrate the steering-angle sensor after the lift.",
      symptoms: [
        "Speedometer reads slower than GPS, often by 5–10% on 33–35 inch tires",
        "Stability or traction light comes on, or stability control brakes a wheel in a curve",
        "Transmission shift points feel late or hunt",
        "Steering wheel off center after the lift, with a stability warning",
      ],
      symptomIds: ["speedometer-problem", "traction-stability-light", "after-repair", "unwanted-intervention"],
      causes: [
        {
          likelihood: "common",
          part: "Tire size not reprogrammed in the vehicle configuration",
          why: "Modules compute vehicle speed from revolutions; bigger tires travel further per turn, so every calculation built on speed, including expected yaw rate, is off.",
        },
        {
          likelihood: "common",
          part: "Steering-angle sensor not zeroed after the lift and alignment",
          why: "A lift changes steering geometry and usually needs an alignment; if the sensor still reports a few degrees of steering while driving straight, the car expects a turn that never comes.",
        },
        {
          likelihood: "occasional",
          part: "Axle ratio changed without updating the configuration",
          why: "On trucks that read speed from the rear axle or transmission output, a new ratio throws off speed as badly as a tire change.",
        },
      ],
      checks: [
        {
          step: "Hold 60 mph by a phone GPS app on the new tires and note what the speedometer shows.",
          tools: ["Phone with GPS"],
          expect: "Within about 1–2 mph after programming; a 3–6 mph error shows the tire size is not set.",
        },
        {
          step: "Read the configured tire size and the steering angle with the wheel straight.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Configured size matches the new tire; steering angle within about ±5° (tighter on many makes) when driving straight.",
        },
        {
          step: "Check the alignment and that the steering wheel is centered.",
          tools: ["Alignment rack"],
          expect: "Toe and thrust angle within spec and the wheel level with the car tracking straight.",
        },
      ],
      fix: "Program tire size and axle ratio with a dealer tool or a reputable programmer (Ford with FORScan, Ram and Jeep with AlfaOBD or a Superchips or Hypertech unit, GM with a programmer or dealer), align the truck, then run the steering-angle calibration. Verify speed against GPS.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Shop or dealer tire-size programming",
            partsLow: 0,
            partsHigh: 50,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Handheld programmer, fitted and calibrated",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Estimate; the high parts figure is a handheld programmer; excludes the alignment, diagnosis, taxes and dealer programming fees.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable, but a speedometer reading low means you are going faster than you think and stability control may brake at the wrong moment.",
      codes: [{ code: "C0455", makes: ["chevrolet", "gm", "gmc"] }, "U0428"],
      terms: ["tire size calibration", "axle ratio", "steering-angle sensor"],
      related: [
        "steering-angle-sensor-needs-calibration",
        "traction-light-with-spare-or-mismatched-tire",
        "speedometer-drops-with-abs-light",
      ],
    },
    {
      slug: "traction-control-cuts-power-on-dry-road",
      title: "Traction control light flickers and the engine bogs on dry pavement",
      summary:
        "The module believes a drive wheel is spinning when it is not, usually because one tire is low, mismatched, or one sensor signal is noisy. Check tire pressures and sizes first, then look at live wheel speeds for the wheel that reads high or jumpy.",
      symptoms: [
        "Flashing traction or stability lamp while accelerating gently on dry roads",
        "Engine power drops for a second or two, then returns",
        "Sometimes a brief brake grab at one drive wheel",
        "Happens at the same speed or over the same rough patch",
      ],
      symptomIds: ["unwanted-intervention", "traction-stability-light", "lights-intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "One tire low on air or a different size from the others",
          why: "A smaller rolling radius makes that wheel turn faster than its partner, which looks exactly like wheelspin to traction control.",
        },
        {
          likelihood: "occasional",
          part: "Wheel-speed sensor signal with electrical noise",
          why: "A chafed shield or a weak passive sensor adds spikes; a single spike reads as a sudden burst of wheel speed and the module cuts torque.",
        },
        {
          likelihood: "occasional",
          part: "Worn hub bearing or loose sensor on a drive wheel",
          why: "Air gap changes make the signal flutter, and a fluttering drive wheel looks like one breaking traction.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket wiring routed alongside a sensor cable",
          why: "Trailer wiring or an inverter cable run with a sensor lead can induce noise into a passive sensor signal.",
        },
      ],
      checks: [
        {
          step: "Set all tire pressures to the placard and compare sizes on the sidewalls.",
          tools: ["Tire pressure gauge"],
          expect: "Same size on every corner and pressures within 1–2 psi of spec.",
        },
        {
          step: "Record all four wheel speeds during a drive that reproduces the flicker.",
          tools: ["ABS-capable scan tool"],
          expect: "All four track together; one wheel spiking or running 2–5% fast identifies the corner.",
        },
        {
          step: "Scope the suspect sensor while driving or spinning the wheel on a lift.",
          tools: ["Lab scope"],
          expect: "Clean, even pulses; spikes or hash riding on the signal point to a harness or shielding fault.",
        },
      ],
      fix: "Correct pressures or mismatched tires; repair the noisy sensor circuit or replace the sensor, bearing or hub that makes the signal flutter. Clear codes and retest on the same road.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner sets tire pressures to the placard",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Wheel-speed sensor or circuit repair",
            partsLow: 30,
            partsHigh: 180,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Hub bearing assembly replacement",
            partsLow: 120,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes replacing mismatched or worn tires, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A sudden power cut when merging or crossing traffic is a real hazard; avoid tight gaps in traffic until the cause is fixed.",
      codes: [],
      terms: ["traction control", "wheel slip", "torque reduction"],
      related: [
        "traction-light-with-spare-or-mismatched-tire",
        "wheel-speed-sensor-harness-broken",
        "yaw-rate-sensor-false-intervention",
      ],
    },
    {
      slug: "steering-angle-sensor-needs-calibration",
      title: "Stability control light came on right after an alignment or steering repair",
      summary:
        "The steering-angle sensor was not recalibrated after the wheels were re-aimed, so the module thinks you are turning while you drive straight. A scan-tool steering-angle zeroing, done with the wheels straight on a level floor, usually fixes it.",
      symptoms: [
        "ESC, StabiliTrak, VSA or VDC warning appears the first drive after the alignment",
        "Steering wheel may sit a few degrees off center",
        "Stability control brakes one wheel gently on a straight highway or a long sweeper",
        "Lane-keeping or adaptive cruise may also complain",
      ],
      symptomIds: ["traction-stability-light", "after-repair", "unwanted-intervention"],
      causes: [
        {
          likelihood: "common",
          part: "Steering-angle sensor zero point not reset",
          why: "After toe is adjusted or a rack, tie rod or column is replaced, the sensor's zero no longer matches straight ahead; the stability logic then expects a yaw rate the car never produces.",
        },
        {
          likelihood: "occasional",
          part: "Steering wheel left off center",
          why: "If the tie rods were set with the wheel crooked, even a calibrated sensor reads several degrees when the car goes straight.",
        },
        {
          likelihood: "rare",
          part: "Clockspring or column removed and refitted one spline off",
          why: "A column or sensor reinstalled a tooth out puts the zero tens of degrees away, beyond what calibration can correct.",
        },
      ],
      checks: [
        {
          step: "Drive straight on a level road and note the steering wheel position.",
          tools: [],
          expect: "Spokes level when the car tracks straight; a crooked wheel needs the toe reset before calibration.",
        },
        {
          step: "After the alignment, center the steering wheel with the front wheels straight and read the steering-angle PID in degrees.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Near 0 degrees, typically within ±2–5 degrees depending on the maker; 10 degrees or more with the wheels straight means the sensor needs zeroing or is mounted wrong.",
        },
        {
          step: "Turn lock to lock slowly while watching the angle.",
          tools: ["Bidirectional scan tool"],
          expect: "Smooth change to roughly equal values left and right (about 450–600° on many cars) with no jumps.",
        },
      ],
      fix: "Center the steering wheel with the toe set correctly, then run the steering-angle calibration (GM, Nissan, Honda, Hyundai, Kia and Subaru among others need it by scan tool; some Fords and Toyotas learn after a straight drive). Clear codes, then road-test straight and through a curve.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes:
          "Estimate for the calibration alone; the alignment shop should include it; excludes a re-alignment if the wheel is crooked.",
      },
      verdict: "careful",
      verdictReason:
        "Stability control may brake a wheel unexpectedly or not help in a skid until it is calibrated; drive gently and return to the shop.",
      codes: [{ code: "C0455", makes: ["chevrolet", "gm", "gmc"] }, "U0428"],
      terms: ["steering-angle sensor", "ESC", "calibration"],
      related: [
        "steering-angle-sensor-failed",
        "toyota-vsc-lights-after-alignment-zero-point",
        "stability-lights-after-battery-change",
      ],
    },
    {
      slug: "toyota-vsc-lights-after-alignment-zero-point",
      title: "VSC, TRAC OFF and ABS lights on a Toyota or Lexus right after an alignment",
      summary:
        "The yaw-rate and acceleration sensor zero points were lost, usually after an alignment, a sensor or actuator replacement or a battery disconnect. Toyota's zero-point calibration, done on a level floor with the car still, clears it.",
      symptoms: [
        "VSC, TRAC OFF and sometimes ABS lamps on together after the repair",
        "Check VSC System message on the cluster of many models",
        "No check engine light, which separates it from an engine-caused VSC warning",
        "Codes point to zero-point calibration rather than a failed part",
      ],
      symptomIds: ["traction-stability-light", "abs-light", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Yaw-rate and deceleration sensor zero point not calibrated",
          why: "Toyota stores the sensors' at-rest readings; after certain repairs the stored values are erased and the system stays off until a new zero is taken.",
        },
        {
          likelihood: "occasional",
          part: "Calibration done with the car on a slope or moving",
          why: "A zero taken on an incline bakes a false lateral or longitudinal reading into memory, and the lamps come back.",
        },
        {
          likelihood: "rare",
          part: "Yaw-rate sensor loose on its bracket",
          why: "A sensor that was not tightened after console or seat work moves with the body and never reads a stable zero.",
        },
      ],
      checks: [
        {
          step: "Scan the ABS/VSC module and read the codes before clearing.",
          tools: ["Toyota Techstream or equivalent scan tool"],
          expect:
            "C1210 (yaw-rate zero point) or C1336 (deceleration sensor zero point) confirms a calibration issue rather than a failure.",
        },
        {
          step: "With the car parked on a level floor, read yaw rate and lateral and longitudinal acceleration.",
          tools: ["Toyota Techstream or equivalent scan tool"],
          expect:
            "Yaw near 0°/s and accelerations near 0 g (within about 0.1 g); large offsets at rest point to a loose or failed sensor.",
        },
        {
          step: "Check the sensor mounting under the console or seat if readings are unstable.",
          tools: ["Basic hand tools"],
          expect: "Sensor bolted tight, arrow facing forward and connector latched.",
        },
      ],
      fix: "Clear the calibration memory, then perform the zero-point calibration with the shifter in Park, the steering straight and the car level and still (Techstream test mode on newer models, the Ts–CG jumper at the DLC3 on older ones) until the VSC lamp switches to its test-mode blink pattern. Clear codes and road-test.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes:
          "Estimate for the calibration; excludes diagnosis if a sensor is found loose or failed, and dealer labor rates.",
      },
      verdict: "careful",
      verdictReason:
        "Brakes work normally, but VSC and traction control are off until calibration; take slippery roads slowly.",
      codes: [
        { code: "C1210", makes: ["lexus", "toyota"] },
        { code: "C1336", makes: ["lexus", "toyota"] },
      ],
      terms: ["VSC", "zero-point calibration", "yaw-rate sensor", "Techstream"],
      related: [
        "steering-angle-sensor-needs-calibration",
        "yaw-rate-sensor-false-intervention",
        "stability-lights-after-battery-change",
        "obd/c1201-toyota-vsc-trac-lights",
      ],
      appliesTo: [{ make: "toyota" }, { make: "lexus" }],
    },
    {
      slug: "steering-angle-sensor-failed",
      title: "Stability warning stays on and the steering-angle sensor refuses to calibrate",
      summary:
        "The steering-angle sensor itself or the clockspring it is built into has failed, or it has lost its network connection. Confirm with live data and codes, then replace the sensor or clockspring and calibrate the new one.",
      symptoms: [
        "Service StabiliTrak, ESC or VSA warning that returns right after every calibration attempt",
        "Steering angle in live data stuck, jumping, or reading invalid",
        "Horn, cruise or audio buttons on the wheel may also fail when the clockspring is involved",
        "Sometimes an airbag light at the same time",
      ],
      symptomIds: ["traction-stability-light", "features-disabled", "unwanted-intervention"],
      causes: [
        {
          likelihood: "common",
          part: "Steering-angle sensor with failed optical or magnetic pickup",
          why: "The sensor reads a slotted disc or magnets turning with the column; a worn or contaminated element skips counts, so the angle jumps or freezes.",
        },
        {
          likelihood: "occasional",
          part: "Clockspring assembly with an integrated angle sensor",
          why: "On many Hyundai, Kia, GM and VW models the sensor lives inside the clockspring; a broken ribbon or sensor board takes out the angle signal along with horn or airbag circuits.",
        },
        {
          likelihood: "occasional",
          part: "Lost network or power feed to the sensor",
          why: "The sensor sends its angle over CAN; a loose column connector or a blown fuse makes the module report lost communication instead of an angle.",
        },
      ],
      checks: [
        {
          step: "Scan all modules and note codes in the ABS/ESC module and the SRS module.",
          tools: ["Bidirectional scan tool"],
          expect:
            "A steering-angle internal fault or U0126/U0428 in ESC, and possibly a clockspring code in SRS, point to the column.",
        },
        {
          step: "Watch the angle while turning slowly from lock to lock.",
          tools: ["Bidirectional scan tool"],
          expect: "Smooth, steady change; a jump, a frozen value or an invalid reading confirms the sensor.",
        },
        {
          step: "Check power, ground and the network wires at the sensor connector with the key on.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Battery voltage on the feed, under 0.1 V on the ground; CAN high about 2.5–3.5 V and CAN low about 1.5–2.5 V.",
        },
      ],
      fix: "Replace the sensor or clockspring with the wheels straight and the column locked so the new part stays centered, following the airbag disarming procedure. Calibrate the steering-angle sensor, clear codes in every module and road-test.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 450,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer-only parts and any module programming the new part needs.",
      },
      verdict: "careful",
      verdictReason:
        "Normal braking and steering work, but stability control is off; if the airbag light is also on, the driver airbag may not deploy.",
      codes: [{ code: "C0455", makes: ["chevrolet", "gm", "gmc"] }, "U0126", "U0428"],
      terms: ["steering-angle sensor", "clockspring", "CAN bus"],
      related: [
        "steering-angle-sensor-needs-calibration",
        "stability-lights-after-bigger-tires-or-lift",
        "yaw-rate-sensor-false-intervention",
      ],
      commonOn: [
        { make: "hyundai" },
        { make: "kia" },
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "volkswagen" },
      ],
    },
    {
      slug: "yaw-rate-sensor-false-intervention",
      title: "Car brakes a wheel and cuts power in a long curve or on a highway ramp",
      summary:
        "Stability control is reacting to a rotation that is not happening, most often because the yaw-rate or lateral-acceleration sensor is loose, wet or failing. Read its live data at rest and in a steady turn, secure or replace it, then calibrate.",
      symptoms: [
        "Sudden drag from one brake and a power cut in a dry, gentle curve",
        "Stability warning flashes as if the car were sliding when it is not",
        "Worse in one direction of turn than the other",
        "Service StabiliTrak, ESC or VSC message afterward, sometimes only intermittently",
      ],
      symptomIds: ["unwanted-intervention", "traction-stability-light", "lights-intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Yaw-rate and lateral-acceleration sensor loose on its mount",
          why: "The sensor must be bolted rigidly to the body; a loose or cracked bracket lets it rock, so it reports rotation and side force that the car is not experiencing.",
        },
        {
          likelihood: "occasional",
          part: "Spilled drink or water in the console corroding the sensor connector",
          why: "Many GM, Ford and Toyota sensors sit under the center console or a front seat; liquid there raises resistance in the signal and reference circuits and skews the reading.",
        },
        {
          likelihood: "occasional",
          part: "Failed yaw-rate sensor element",
          why: "The gyro element drifts with age, so its at-rest value wanders and the module sees a slow spin that is not there.",
        },
        {
          likelihood: "rare",
          part: "Steering-angle sensor reading wrong in only one direction",
          why: "If the angle under-reports one way, the module predicts less rotation than the car makes and brakes to correct it.",
        },
      ],
      checks: [
        {
          step: "Read stored codes and the sensor's live data with the car parked on level ground.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Yaw rate near 0°/s and lateral acceleration near 0 g at rest; GM C0196 (yaw) or C0186 (lateral) codes point at the sensor.",
        },
        {
          step: "Drive a steady circle in an empty lot while a helper watches yaw rate, lateral acceleration and steering angle.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Yaw rises smoothly and evenly left and right; a value that jumps or differs sharply by direction confirms the sensor or its mount.",
        },
        {
          step: "Remove the console or seat trim and check the sensor bolts, bracket and connector.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Bracket tight with no cracks, arrow pointing forward, connector dry and green-free.",
        },
      ],
      fix: "Tighten or replace the bracket, clean and seal a wet connector, or replace the sensor (on some newer cars it is inside the airbag or ABS module and the fix is that module). Run the yaw and lateral sensor calibration and the steering-angle calibration, then road-test on a closed lot.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Tighten the bracket or seal a wet connector",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 0.6,
            laborHoursHigh: 1,
          },
          {
            name: "Yaw-rate sensor replacement and calibration",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, an airbag or ABS module where the sensor is built in, and dealer calibration fees.",
      },
      verdict: "careful",
      verdictReason:
        "Unexpected braking of one wheel mid-curve can upset the car; if the ESC off button works, switching it off stops this until repaired, but drive gently.",
      codes: [
        { code: "C0196", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0186", makes: ["chevrolet", "gm", "gmc"] },
        "U0125",
      ],
      terms: ["yaw-rate sensor", "lateral accelerometer", "stability control"],
      related: [
        "toyota-vsc-lights-after-alignment-zero-point",
        "steering-angle-sensor-failed",
        "traction-control-cuts-power-on-dry-road",
      ],
      commonOn: [
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "ford" },
        { make: "toyota" },
      ],
    },
    {
      slug: "stability-lights-after-battery-change",
      title: "Stability and ABS lights stayed on after a battery replacement or a jump start",
      summary:
        "The steering-angle sensor lost its learned position when power was cut, or a voltage dip stored low-voltage codes. Do the make's steering initialization, clear the codes and drive; if the lights return, test the battery and charging.",
      symptoms: [
        "ESC, TCS or VSC lights on the first start after the battery was out",
        "Steering-angle or system-voltage codes in the ABS module",
        "Other relearn complaints at the same time, such as auto-up windows or idle quality",
        "Lights go out after turning the wheel lock to lock and driving on some makes",
      ],
      symptomIds: ["traction-stability-light", "abs-light", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Steering-angle sensor needs initialization after power loss",
          why: "Many sensors forget their position when the battery is disconnected and report an invalid angle until the wheel is turned or the scan-tool procedure is run.",
        },
        {
          likelihood: "common",
          part: "Low-voltage codes stored during the dead battery or jump start",
          why: "ABS modules log a fault when supply drops below about 9–10 V and may keep the warning lit until the code is cleared.",
        },
        {
          likelihood: "occasional",
          part: "Voltage spike from a jump with the cables connected wrong or removed while cranking",
          why: "A spike can damage module inputs, leaving a real fault after the obvious codes are cleared.",
        },
      ],
      checks: [
        {
          step: "Because the lights came on with the battery change, read the new battery at rest and again at the terminals with the engine running.",
          tools: ["Battery tester", "Digital multimeter"],
          expect: "About 12.6 V at rest and 13.5–14.8 V running; a weak battery will keep setting low-voltage codes.",
        },
        {
          step: "Read and record ABS/ESC codes, then clear them.",
          tools: ["ABS-capable scan tool"],
          expect:
            "Steering-angle initialization or low-voltage codes (for example GM C0800 or Toyota C1241) that clear and stay clear.",
        },
        {
          step: "Perform the maker's steering initialization: on many cars turn lock to lock with the engine running and drive straight above 10–20 mph; others need a scan-tool zeroing.",
          tools: ["Bidirectional scan tool"],
          expect: "Steering angle reads a valid value near 0° with the wheels straight and the lamps go out.",
        },
      ],
      fix: "Initialize or calibrate the steering-angle sensor, clear the codes and complete a short drive. Replace a weak battery, and if a code for an internal fault stays after a wrong-way jump, test the module's power and grounds before condemning it.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner runs the steering-wheel routine",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Scan-tool steering-angle calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
        ],
        excludes:
          "Estimate; often free with the steering-wheel routine; excludes a new battery and repair of any module damaged by a reversed jump.",
      },
      verdict: "careful",
      verdictReason:
        "Normal braking works, but stability control (and ABS, if its light is on) stays off until the sensor is initialized; drive gently until then.",
      codes: [{ code: "C0800", makes: ["chevrolet", "gm", "gmc"] }, { code: "C1241", makes: ["toyota"] }, "U0428"],
      terms: ["steering-angle sensor", "initialization", "low-voltage code"],
      related: [
        "steering-angle-sensor-needs-calibration",
        "abs-lights-from-low-system-voltage",
        "toyota-vsc-lights-after-alignment-zero-point",
      ],
    },
    {
      slug: "service-stabilitrak-with-check-engine-light",
      title: "Service StabiliTrak message and the check engine light came on together",
      summary:
        "On GM vehicles, and on Jeep, Ram and Dodge models, an engine fault makes the brake module switch stability control off because it can no longer cut torque reliably. Fix the engine code first; the stability warning usually clears with it.",
      symptoms: [
        "Check engine light and Service StabiliTrak, Traction Control Off or ESC lamp at the same time",
        "Engine may run rough, hesitate or go into reduced power",
        "ABS module shows a code saying the system was disabled by another module",
        "Stability warning returns every time the engine code returns",
      ],
      symptomIds: ["check-engine-too", "traction-stability-light", "features-disabled"],
      causes: [
        {
          likelihood: "common",
          part: "Engine misfire, throttle or airflow fault stored in the PCM",
          why: "Traction control works by asking the engine for less torque; when the PCM has a fault that makes torque unpredictable, it tells the brake module, which disables ESC and sets its own code.",
        },
        {
          likelihood: "occasional",
          part: "Electronic throttle body or pedal sensor fault",
          why: "Throttle faults put the engine in a reduced-power mode in which torque reduction requests cannot be honored.",
        },
        {
          likelihood: "rare",
          part: "Network fault between the engine and brake modules",
          why: "If torque request messages are lost on the CAN bus, the brake module sees its requests ignored and disables stability control.",
        },
      ],
      checks: [
        {
          step: "Scan every module, not only the engine, and record all codes with freeze frame.",
          tools: ["Enhanced scan tool"],
          expect:
            "An engine code (misfire, throttle, MAF) plus an ABS code such as GM C0561 or C0242 confirms the chain.",
        },
        {
          step: "Diagnose and repair the engine code on its own merits.",
          tools: ["Scan tool", "Digital multimeter"],
          expect: "The engine fault found and fixed, with the check engine light staying off after a drive cycle.",
        },
        {
          step: "Clear all codes in both modules and road-test.",
          tools: ["Enhanced scan tool"],
          expect:
            "Stability lamp stays off; if an ABS code returns with no engine code, look for a brake-side fault or a network problem.",
        },
      ],
      noMeasurement:
        "The ABS module is only reporting that the engine cannot deliver requested torque; the readings that matter belong to the engine code's own test (misfire counts, throttle or MAF data), not to the brake side.",
      fix: "Repair the engine fault (coil, plug, throttle body, sensor or wiring), clear codes in the PCM and the brake module, and complete a drive so both modules re-run their checks.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Ignition coil or spark plug repair",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Electronic throttle body replacement",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate for a typical engine-side repair; excludes diagnosis, taxes and larger engine repairs.",
      },
      verdict: "careful",
      verdictReason:
        "Brakes work, but stability control is off and the engine fault may cut power; a flashing check engine light means pull over and stop driving hard.",
      codes: [
        { code: "C0561", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0242", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["StabiliTrak", "torque reduction", "reduced engine power"],
      related: [
        "subaru-vdc-cruise-check-engine-lights-flash",
        "traction-control-cuts-power-on-dry-road",
        "brake-switch-fault-abs-cruise",
      ],
      commonOn: [
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "jeep" },
        { make: "ram" },
        { make: "dodge" },
      ],
    },
    {
      slug: "subaru-vdc-cruise-check-engine-lights-flash",
      title: "Check engine, VDC and cruise lights all light up together on a Subaru",
      summary:
        "Recent Subarus disable Vehicle Dynamics Control and cruise whenever the engine computer stores a fault, so a single engine code, often as small as a loose gas cap, lights the whole row. Read the engine code and fix that; VDC and cruise come back with it.",
      symptoms: [
        "Check engine lamp plus the VDC or skid-car lamp, and the cruise lamp flashing",
        "Cruise control will not set",
        "Car drives normally in most cases",
        "Sometimes appears right after refueling",
      ],
      symptomIds: ["check-engine-too", "traction-stability-light", "features-disabled"],
      causes: [
        {
          likelihood: "common",
          part: "EVAP leak from a loose or worn fuel cap",
          why: "A P0456 or P0457 EVAP code is enough to switch VDC and cruise off because the ECM reports itself as faulted.",
        },
        {
          likelihood: "occasional",
          part: "Misfire, air-fuel sensor or thermostat code",
          why: "Any stored engine fault follows the same path: the ECM flags a fault and the VDC and cruise functions are inhibited.",
        },
        {
          likelihood: "rare",
          part: "Real VDC fault such as a steering-angle or wheel-speed sensor",
          why: "If the VDC lamp stays lit after the engine code is repaired and cleared, the chassis side has its own fault.",
        },
      ],
      checks: [
        {
          step: "Tighten the fuel cap until it clicks and check its seal for cracks.",
          tools: [],
          expect: "Seal intact; a loose cap explains a new EVAP code right after a fill-up.",
        },
        {
          step: "Read engine codes and VDC codes separately.",
          tools: ["Subaru-capable scan tool"],
          expect: "An engine code with no VDC code means the VDC and cruise lamps are only following the engine fault.",
        },
        {
          step: "After the repair, clear codes and drive several trips.",
          tools: ["Scan tool"],
          expect:
            "All three lamps stay off; an EVAP code may need a few drive cycles and an overnight cold soak to re-test.",
        },
      ],
      noMeasurement:
        "The VDC and cruise lamps only follow the engine computer here; the measurement belongs to the engine code's own test (an EVAP leak test, misfire counts, air-fuel data), not to the VDC system.",
      fix: "Repair the engine fault (a new OE-type cap for EVAP codes, or the misfire or sensor repair the code calls for), clear the codes and drive normally. Diagnose VDC separately only if its lamp remains.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "New OE-type fuel cap, fitted by the owner",
            partsLow: 15,
            partsHigh: 35,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Air-fuel sensor, coil or thermostat repair",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate from a fuel cap to a typical engine-side repair; excludes diagnosis, taxes and major engine repairs.",
      },
      verdict: "careful",
      verdictReason:
        "Usually safe to drive with a steady light; VDC is off, so take slippery roads gently, and stop driving hard if the check engine lamp flashes.",
      codes: ["P0456", "P0457", "P0300"],
      terms: ["VDC", "EVAP", "fuel cap"],
      related: ["service-stabilitrak-with-check-engine-light", "traction-light-with-spare-or-mismatched-tire"],
      appliesTo: [{ make: "subaru", years: [2010, 2027] }],
    },
    {
      slug: "abs-pump-motor-failed",
      title: "ABS light with a pump-motor code and no buzz at start-up",
      summary:
        "The ABS pump motor is not running when commanded, usually from worn brushes or seizing after years of little use, sometimes from a blown fuse or corroded plug. Command the pump with a scan tool and check its power before replacing the unit.",
      symptoms: [
        "ABS and traction lights on, often after a cold night or a wash",
        "The usual short buzz from under the hood at the first pull-away is gone",
        "Code names the pump motor or its relay circuit (GM C0265 or C0267, Ford C1095, Toyota C0273)",
        "Normal brake pedal and stopping in ordinary braking",
      ],
      symptomIds: ["abs-light", "pump-noise", "traction-stability-light"],
      causes: [
        {
          likelihood: "common",
          part: "Pump motor with worn brushes or a seized armature",
          why: "The motor only runs for a second at each start and during ABS stops; after years of little use the brushes stick or the shaft corrodes, so it draws current but does not turn, or does not draw at all.",
        },
        {
          likelihood: "occasional",
          part: "Blown high-current ABS pump fuse or corroded fuse terminal",
          why: "Without the separate motor feed the module commands the pump but nothing happens, and it sets a motor-circuit code.",
        },
        {
          likelihood: "occasional",
          part: "Corroded motor connector or poor module ground",
          why: "Motor current is tens of amps; a little corrosion drops enough voltage that the motor stalls under load.",
        },
        {
          likelihood: "rare",
          part: "Failed motor relay driver inside the module",
          why: "If the module cannot switch the motor, the motor and fuse test good while the code remains.",
        },
      ],
      checks: [
        {
          step: "Check the ABS pump fuse and its terminals in the underhood box.",
          tools: ["Test light", "Fuse puller"],
          expect: "Fuse intact and battery voltage on both sides with the key on.",
        },
        {
          step: "Command the pump motor with a bidirectional scan tool while listening at the unit.",
          tools: ["Bidirectional scan tool"],
          expect:
            "A strong buzz for the commanded second or two; silence or a weak hum confirms a motor or feed fault.",
        },
        {
          step: "Back-probe the motor power and ground during the command.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Within about 0.5 V of battery voltage on power and under 0.2 V on the ground; good voltage with no running condemns the motor.",
        },
        {
          step: "If voltage is missing with a good fuse, test the module's motor output and ground circuits against the wiring diagram.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "A good fuse and ground with no output when commanded points inside the module.",
        },
      ],
      fix: "Replace the hydraulic unit or the pump motor where it is sold separately, or use a reputable rebuild service for the module. Bleed the brakes including the scan-tool ABS bleed, program the module if required, then clear codes and test the pump by command.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Module or pump rebuild service",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
          {
            name: "New hydraulic unit, bleed and programming",
            partsLow: 800,
            partsHigh: 1800,
            laborHoursLow: 2,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, dealer programming fees and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Normal brakes still work, but there is no anti-lock and often no stability control; avoid hard stops on wet or icy roads.",
      codes: [
        { code: "C0265", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0267", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C1095", makes: ["ford"] },
        { code: "C0273", makes: ["toyota"] },
      ],
      terms: ["ABS pump motor", "hydraulic control unit", "bidirectional scan tool"],
      related: ["abs-self-test-noise-first-drive", "abs-pump-runs-after-shutoff", "abs-module-no-power-or-ground"],
    },
    {
      slug: "abs-pump-runs-after-shutoff",
      title: "ABS pump keeps humming after the engine is off and the battery goes flat",
      summary:
        "On cars with a separate ABS pump relay, the relay contacts have probably welded shut, so the motor runs until the battery dies. Pull the relay or fuse to stop it now, then replace the relay or, if the relay is inside the module, the module.",
      symptoms: [
        "Steady hum or whir from the ABS unit with the key out",
        "Battery dead overnight or after a few hours",
        "Pump motor and the hydraulic unit feel warm after the car sat",
        "Sometimes the pump also runs constantly while driving",
        "Toyota skid control ECUs may store C0274, the motor relay staying closed when commanded off",
      ],
      symptomIds: ["pump-noise", "abs-light"],
      causes: [
        {
          likelihood: "common",
          part: "ABS pump motor relay with welded contacts",
          why: "High inrush current pits and fuses the contacts together, so the motor stays powered with nothing commanding it.",
        },
        {
          likelihood: "occasional",
          part: "Motor driver shorted inside the ABS module",
          why: "On units with the relay built in, a shorted switching transistor powers the motor permanently.",
        },
        {
          likelihood: "rare",
          part: "Normal hybrid or brake-by-wire pump priming",
          why: "Toyota hybrids and some EVs run the brake pump briefly when a door opens or the brake is pressed with the car off; a few seconds is normal, minutes are not.",
        },
      ],
      checks: [
        {
          step: "Note how long the noise lasts after shutdown and whether it started with a door opening.",
          tools: [],
          expect: "A few seconds on a hybrid is normal priming; a continuous hum is a fault.",
        },
        {
          step: "Pull the ABS pump relay or fuse while the noise is present.",
          tools: ["Fuse puller"],
          expect:
            "Noise stops instantly; swapping in a like relay from another circuit that then works normally confirms the relay.",
        },
        {
          step: "Measure key-off current draw once modules sleep.",
          tools: ["Digital multimeter", "Current clamp"],
          expect: "Under about 50 mA after sleep; several amps with the pump running confirms the drain.",
        },
      ],
      fix: "Replace the relay with an OE-quality part and inspect its socket for heat damage; if the driver is internal, replace or rebuild the module. Recharge or replace the battery, clear codes and test the pump by scan-tool command to confirm it starts and stops.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the ABS pump relay", partsLow: 20, partsHigh: 80, laborHoursLow: 0.3, laborHoursHigh: 0.6 },
          {
            name: "Rebuild or replace the ABS module",
            partsLow: 300,
            partsHigh: 800,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes a replacement battery, diagnosis, module programming and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A motor running nonstop can overheat and strand you with a dead battery; pull its fuse for parking, which disables ABS until repaired.",
      codes: [{ code: "C0274", makes: ["toyota"] }],
      terms: ["ABS pump relay", "parasitic drain"],
      related: [
        "abs-pump-motor-failed",
        "hybrid-system/prius-brake-actuator-pump-failure",
        "abs-self-test-noise-first-drive",
      ],
      commonOn: [{ make: "toyota" }],
    },
    {
      slug: "abs-self-test-noise-first-drive",
      title: "Short buzz or grind from under the hood right after pulling away",
      summary:
        "A one-second buzz or grinding hum at about 4–12 mph on the first drive after each start is the ABS self-test running the pump and valves, and it is normal. Worry only if it is loud, long, repeats at every stop, or comes with a warning light.",
      symptoms: [
        "Brief buzz, grind or click from the driver's side of the engine bay once per trip",
        "May be felt as a faint vibration in the brake pedal",
        "Happens at the same low speed after every start",
        "No warning lights and normal braking",
      ],
      symptomIds: ["pump-noise", "pedal-feel-change"],
      causes: [
        {
          likelihood: "common",
          part: "Normal ABS start-up self-check",
          why: "The module briefly spins the pump and cycles valves the first time the car moves above a set speed to confirm everything works before it is needed.",
        },
        {
          likelihood: "occasional",
          part: "Worn pump motor bearings making the test louder",
          why: "A rough bearing turns the normal hum into a grinding growl, an early sign of a pump that will fail.",
        },
        {
          likelihood: "rare",
          part: "Real ABS activation from a weak wheel signal",
          why: "If the buzz happens as you stop rather than as you pull away, the ABS is actually cycling, which points to a sensor or tone ring.",
        },
      ],
      checks: [
        {
          step: "Note exactly when the noise happens: pulling away once per trip, or while stopping.",
          tools: [],
          expect:
            "Once per key cycle while pulling away, typically between about 4 and 15 mph and lasting about 1 second, is the self-test (typical; makers differ); noise during stops means real ABS activity.",
        },
        {
          step: "Run the pump by scan-tool command and listen at the unit.",
          tools: ["Bidirectional scan tool", "Mechanic's stethoscope"],
          expect: "A steady, even buzz; grinding or rattling suggests worn motor bearings.",
        },
        {
          step: "Graph wheel speeds during stops if the noise happens while braking.",
          tools: ["ABS-capable scan tool"],
          expect: "All four wheels slow together; a dropout sends you to the sensor and ring checks.",
        },
      ],
      fix: "Nothing is needed for a normal self-test. A grinding pump with no codes can be watched and replaced when it fails; noise during stops is fixed at the wheel with the weak signal.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Nothing to pay for a normal self-test; a shop may charge a diagnosis fee to confirm it.",
      },
      verdict: "ok",
      verdictReason: "The normal self-test noise means the ABS is checking itself and the car is safe to drive.",
      codes: [],
      terms: ["ABS self-test", "hydraulic control unit"],
      related: ["abs-pump-motor-failed", "false-abs-activation-low-speed", "abs-pump-runs-after-shutoff"],
    },
    {
      slug: "gm-truck-ebcm-failure",
      title: "Chevy or GMC truck or SUV from 1999–2007 with an ABS light that keeps coming back",
      summary:
        "The Kelsey-Hayes EBCM bolted to the brake modulator on GMT800 Silverado, Sierra, Tahoe, Suburban, Yukon and Avalanche models commonly fails internally, often setting C0121 or C0550. Confirm power and grounds, then have the module rebuilt or replaced.",
      symptoms: [
        "ABS light on, sometimes only when hot or after rain, later permanently",
        "Codes C0121 valve relay or C0550 module fault, sometimes with pump codes",
        "Occasional ABS activation in normal stops or a hard pedal at low speed",
        "Wheel sensors test good at the module connector",
      ],
      symptomIds: ["abs-light", "lights-intermittent", "false-abs-activation"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked solder joints on the EBCM valve relay or circuit board",
          why: "Heat cycling cracks joints inside the module, so the valve relay drops out and the EBCM shuts ABS down and sets C0121.",
        },
        {
          likelihood: "occasional",
          part: "Corroded EBCM power or ground connection",
          why: "The module sits on the frame rail in road spray; a poor ground or feed drops voltage when the relay closes and mimics an internal fault.",
        },
        {
          likelihood: "rare",
          part: "Failed valve coil in the modulator",
          why: "If a solenoid coil under the EBCM is open, a new module will set the same code.",
        },
      ],
      checks: [
        {
          step: "Check battery and charging voltage, and the EBCM fuses.",
          tools: ["Digital multimeter"],
          expect: "12.4 V or more at rest, 13.5–14.8 V running, and good fuses; low voltage alone can set relay codes.",
        },
        {
          step: "Voltage-drop test the EBCM power and ground while commanding the relay or pump.",
          tools: ["Digital multimeter", "Bidirectional scan tool"],
          expect: "Under about 0.2 V drop on each; higher means cleaning grounds before blaming the module.",
        },
        {
          step: "With the EBCM removed from the modulator, check the valve coils' resistance per the service data.",
          tools: ["Digital multimeter", "Torx bits"],
          expect:
            "All coils within spec (typically a few ohms) and alike; an open coil means the modulator is at fault.",
        },
      ],
      fix: "Remove the EBCM from the modulator (four Torx screws, no brake lines opened), send it to a rebuild service or fit a new or remanufactured unit, and reinstall with a new seal. Some model years need the module programmed with VIN, tire size and axle ratio (ask the rebuilder); clear codes and road-test.",
      difficulty: 3,
      cost: {
        partsLow: 100,
        partsHigh: 650,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes:
          "Estimate; rebuild service low, new module high; excludes diagnosis, programming, taxes and shipping time.",
      },
      verdict: "careful",
      verdictReason:
        "Basic brakes work; ABS and traction control are off and unwanted ABS action can lengthen stops, so drive with extra distance.",
      codes: [
        { code: "C0121", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0550", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0265", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["EBCM", "brake pressure modulator valve", "solder joint"],
      related: [
        "abs-module-no-power-or-ground",
        "abs-module-connector-corrosion",
        "replacement-abs-module-needs-programming",
      ],
      appliesTo: gmt800Trucks,
    },
    {
      slug: "bmw-abs-dsc-module-failure",
      title: "BMW with ABS, DSC and brake warning lights all on at once",
      summary:
        "On 1999–2006 BMW 3 Series (E46), 5 Series (E39) and X5 (E53) the Bosch ABS/DSC control module commonly fails internally, though a wheel-speed sensor can light the same three lamps. Test the sensors first; if they pass, rebuild or replace the module.",
      symptoms: [
        "ABS, DSC (or ASC) and the brake warning lamp light together, sometimes with the triangle",
        "Lights may come and go for weeks, often over bumps or when hot",
        "On some models the speedometer drops out at the same time",
        "Scan tool may not reach the DSC module at all",
      ],
      symptomIds: [
        "abs-light",
        "traction-stability-light",
        "red-brake-light",
        "speedometer-problem",
        "no-communication",
      ],
      causes: [
        {
          likelihood: "common",
          part: "Cracked solder joints or a failed circuit board in the DSC control module",
          why: "Heat and vibration break joints to the valve and pump driver circuits, so the module disables ABS and DSC and warns through all three lamps.",
        },
        {
          likelihood: "common",
          part: "Failed wheel-speed sensor, especially a front one",
          why: "These cars also eat sensors, and a single dead sensor lights the same group of warnings, so the module must not be condemned first.",
        },
        {
          likelihood: "occasional",
          part: "DSC pump motor seized or worn",
          why: "A pump that does not pass its start-up check sets a pump fault and turns the system off.",
        },
      ],
      checks: [
        {
          step: "Read the DSC module codes with a BMW-capable scan tool.",
          tools: ["BMW-capable scan tool"],
          expect:
            "Wheel-speed codes send you to the sensors; internal, valve or pump codes or no communication point at the module.",
        },
        {
          step: "Watch all four wheel speeds while driving slowly.",
          tools: ["BMW-capable scan tool"],
          expect: "All four rising together; a wheel at zero is a sensor or wiring fault.",
        },
        {
          step: "Back-probe the DSC module's battery feeds and its ground at the harness plug, key on, before condemning the circuit board.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Battery voltage on the feeds and under 0.2 V on the ground before blaming the module.",
        },
      ],
      fix: "Remove the control module from the hydraulic block (no brake lines opened on most versions), send it to a rebuild service or fit a coded replacement, and reinstall with the seal. Clear codes and run a pump and valve test; replace the pump unit only if its own test fails.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Control module rebuild service",
            partsLow: 180,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "New coded DSC unit and bleed",
            partsLow: 800,
            partsHigh: 1500,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, coding fees, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Normal braking works, but ABS, DSC and the rear brake balance may be off; take wet roads gently and get it repaired soon.",
      codes: [],
      terms: ["DSC", "ABS control module", "module rebuild"],
      related: [
        "gm-truck-ebcm-failure",
        "red-brake-and-abs-lights-together-ebd",
        "replacement-abs-module-needs-programming",
      ],
      appliesTo: [
        {
          make: "bmw",
          models: [
            "323i",
            "325i",
            "325ci",
            "325xi",
            "328i",
            "328ci",
            "330i",
            "330ci",
            "330xi",
            "m3",
            "525i",
            "528i",
            "530i",
            "540i",
            "m5",
            "x5",
          ],
          years: [1999, 2006],
        },
      ],
    },
    {
      slug: "mercedes-sbc-brake-warning",
      title: "Mercedes E-Class or SL shows a brake malfunction warning and the pedal feels hard",
      summary:
        "The Sensotronic Brake Control (SBC) brake-by-wire unit on 2003–2006 E-Class and CLS and on R230 SL models has failed or is near the end of its life. It falls back to a hard-pedal hydraulic mode; have the car towed and the SBC unit tested and replaced.",
      symptoms: [
        "Red brake warning and a message such as Brake malfunction, Visit workshop",
        "Pedal much harder than normal and the car needs far more force to stop",
        "ABS and ESP warnings at the same time",
        "Buzz or click from the SBC unit when a door is opened",
      ],
      symptomIds: ["red-brake-light", "pedal-feel-change", "abs-light", "pump-noise"],
      causes: [
        {
          likelihood: "common",
          part: "SBC hydraulic unit worn out (pump, accumulator or valves)",
          why: "SBC builds brake pressure with its own pump and accumulator; when the unit fails its self-checks it switches to a backup mode in which the driver pushes the front brakes directly with no assist.",
        },
        {
          likelihood: "occasional",
          part: "Low battery voltage during cranking or charging",
          why: "The brake-by-wire unit is very sensitive to supply voltage and can store faults and warnings after a weak battery or a jump start.",
        },
        {
          likelihood: "rare",
          part: "Wheel-speed or pedal sensor fault",
          why: "A failed pedal travel sensor or wheel sensor can also drop SBC into a limited mode.",
        },
      ],
      checks: [
        {
          step: "Load-test the battery and watch its voltage while cranking, since SBC logs undervoltage faults when system voltage dips.",
          tools: ["Battery tester", "Digital multimeter"],
          expect:
            "At least 9.6 V while cranking and 13.5–14.8 V running; a battery that dips lower can set SBC faults, so fix it before condemning the hydraulic unit.",
        },
        {
          step: "Read SBC codes and live data with a Mercedes-capable scan tool.",
          tools: ["Mercedes-capable scan tool"],
          expect:
            "Codes for the unit, accumulator or pump confirm the SBC hydraulic unit; pedal or wheel sensor codes send you there instead.",
        },
        {
          step: "Ask a dealer to check the VIN for recall or extended coverage on the SBC unit.",
          tools: [],
          expect:
            "Mercedes-Benz has issued recalls and extended coverage on SBC units for some of these cars, which can cover the replacement.",
        },
      ],
      fix: "Replace the SBC hydraulic unit, then bleed and initialize it with Mercedes diagnostic software, which also puts the system in its service mode first. Clear codes and road-test.",
      difficulty: 5,
      cost: {
        partsLow: 900,
        partsHigh: 2500,
        laborHoursLow: 2,
        laborHoursHigh: 4.8,
        excludes:
          "Estimate; excludes diagnosis, taxes and dealer pricing, and may be covered by Mercedes extended coverage on eligible cars.",
      },
      verdict: "stop",
      verdictReason:
        "In SBC backup mode the pedal is very hard and stops get much longer; have the car towed rather than driven.",
      codes: [],
      terms: ["SBC", "brake-by-wire", "accumulator"],
      related: [
        "hybrid-system/prius-brake-actuator-pump-failure",
        "red-brake-and-abs-lights-together-ebd",
        "abs-lights-from-low-system-voltage",
      ],
      appliesTo: [
        { make: "mercedes-benz", models: ["e-class", "cls-class"], years: [2003, 2006] },
        { make: "mercedes-benz", models: ["sl-class"], years: [2003, 2012] },
      ],
    },
    {
      slug: "abs-module-connector-corrosion",
      title: "Several ABS codes at once that change from day to day, worse after rain or a car wash",
      summary:
        "Water has probably reached the main ABS module connector or its pins, so several circuits read wrong at random. Unplug it, look for green or white corrosion, clean or replace the terminals, and reseal it.",
      symptoms: [
        "Different wheel-speed, valve or pump codes each time the car is scanned",
        "Lights come on after rain, pressure washing or driving through deep water",
        "Lights may go off again once the car warms up and dries",
        "Sometimes the scan tool loses communication with the module",
      ],
      symptomIds: ["lights-intermittent", "abs-light", "traction-stability-light", "no-communication"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded pins in the ABS module connector",
          why: "Modules mounted low on the frame rail or near the wheel well take spray; once the seal hardens, water and salt creep in and build resistance between pins.",
        },
        {
          likelihood: "occasional",
          part: "Damaged connector seal or broken locking lever",
          why: "A connector that is not fully locked lets water in and loses contact as the engine vibrates.",
        },
        {
          likelihood: "rare",
          part: "Water wicking down the harness into the module",
          why: "A chafed harness higher up lets water run inside the insulation to the module, corroding pins from the inside.",
        },
      ],
      checks: [
        {
          step: "Record all ABS codes with their counters before clearing anything.",
          tools: ["ABS-capable scan tool"],
          expect:
            "Several unrelated circuits failing together suggests a shared cause at the connector, power or ground.",
        },
        {
          step: "Key off, disconnect the battery, unplug the module and inspect both halves of the connector.",
          tools: ["Flashlight", "Magnifier"],
          expect: "Bright pins and a soft, intact seal; green, white or dark pins confirm corrosion.",
        },
        {
          step: "Slide the matching pin gauge into each female terminal of the ABS module plug and feel how hard each one grips it.",
          tools: ["Terminal test leads"],
          expect: "Each female terminal grips the test pin firmly; a loose one must be replaced.",
        },
        {
          step: "Plug the module back in, key on, and back-probe its battery feed and ground pins while commanding the pump or a valve test.",
          tools: ["Digital multimeter", "Back-probe pins", "Bidirectional scan tool"],
          expect:
            "Feed within 0.5 V of battery voltage and under 0.1 V across each ground to the battery negative under load; a bigger drop is a corroded pin or ground, not a failed module.",
        },
      ],
      fix: "Clean light corrosion with contact cleaner and a soft brush, replace damaged terminals or the connector pigtail, replace a hard seal and lock the connector fully. Clear codes and re-test after washing the underside.",
      difficulty: 3,
      cost: {
        partsLow: 10,
        partsHigh: 180,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes: "Estimate; excludes diagnosis, taxes and a module if corrosion has reached the circuit board.",
      },
      verdict: "careful",
      verdictReason:
        "ABS and stability control may drop out without warning, especially in wet weather when they matter most.",
      codes: [
        "U0121",
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0121", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["connector", "terminal tension", "corrosion"],
      related: ["abs-module-no-power-or-ground", "wheel-speed-sensor-harness-broken", "gm-truck-ebcm-failure"],
    },
    {
      slug: "abs-module-no-power-or-ground",
      title: "ABS and traction lights on and the scan tool gets no response from the brake module",
      summary:
        "When the ABS module will not communicate, check its fuses, power feeds and ground before replacing it; a blown fuse, a loose ground or a corroded connector are more common than a dead module.",
      symptoms: [
        "ABS, traction and often red BRAKE lamps all on",
        "Scan tool lists the ABS module as no response",
        "Other modules store lost-communication codes for the ABS module",
        "Speedometer may be dead on vehicles that get road speed from the ABS module",
      ],
      symptomIds: ["no-communication", "abs-light", "red-brake-light", "speedometer-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Blown ABS module fuse or a corroded fuse terminal",
          why: "Most ABS modules have an ignition feed and separate battery feeds for valves and pump; losing the logic feed leaves the module silent.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded module ground",
          why: "Without a solid ground the module cannot boot or talk on the network.",
        },
        {
          likelihood: "occasional",
          part: "Damaged network wires at the module connector",
          why: "The module may be powered but not heard if its CAN wires are open or shorted at the plug.",
        },
        {
          likelihood: "rare",
          part: "Failed ABS module",
          why: "If power, ground and network wiring are all good at the connector, the module itself is dead.",
        },
      ],
      checks: [
        {
          step: "Key on, touch a test light to both sides of every ABS fuse: the large pump and valve fuses and the small ignition-feed fuse alike.",
          tools: ["Test light", "Fuse panel diagram"],
          expect: "Power on both sides of each fuse; a blown fuse needs a check for a short before replacing.",
        },
        {
          step: "Back-probe the module connector for battery, ignition and ground circuits with the key on.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect: "Battery voltage at the feeds and under 0.2 V from the ground pin to the battery negative.",
        },
        {
          step: "With the battery disconnected, measure resistance between CAN high and CAN low at the DLC.",
          tools: ["Digital multimeter"],
          expect:
            "About 60 Ω on a healthy high-speed CAN; then check the same wires at the ABS connector for continuity.",
        },
      ],
      fix: "Repair the feed, ground or network wiring found faulty. If the module must be replaced, order by part number, install it and program it with VIN and configuration, then bleed if required, clear codes in all modules and road-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the feed, fuse or ground wiring",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "ABS module replacement and programming",
            partsLow: 350,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer programming fees.",
      },
      verdict: "careful",
      verdictReason:
        "Basic brakes still work, but with the module off there is no ABS, no stability control and possibly no rear brake balance; drive gently to a shop.",
      codes: ["U0121", "U0122", "U0415"],
      terms: ["ABS module", "CAN bus", "voltage drop"],
      related: [
        "abs-module-connector-corrosion",
        "replacement-abs-module-needs-programming",
        "abs-lights-from-low-system-voltage",
      ],
    },
    {
      slug: "abs-lights-from-low-system-voltage",
      title: "ABS and traction lights flash on at idle with the headlights and blower on",
      summary:
        "Weak charging or a tired battery is letting system voltage sag below what the ABS module accepts, so it turns its lamps on. Test the battery and alternator, and the module's power and ground, before chasing ABS parts.",
      symptoms: [
        "Lights come on at idle or at low rpm and go out when revving",
        "Headlights dim at idle, with a slow crank in the morning",
        "ABS module stores a low-voltage code, such as GM C0800 or Toyota C1241",
        "Several other modules may also complain at the same time",
      ],
      symptomIds: ["lights-intermittent", "abs-light", "traction-stability-light"],
      causes: [
        {
          likelihood: "common",
          part: "Alternator output weak at idle",
          why: "A failing diode or regulator lets voltage fall under load; ABS modules flag system voltage under about 9.5–10 V and may disable themselves.",
        },
        {
          likelihood: "occasional",
          part: "Battery with a weak cell or high resistance",
          why: "A battery that cannot buffer loads lets voltage dip every time the pump, fans or blower switch on.",
        },
        {
          likelihood: "occasional",
          part: "Poor ABS module ground or feed",
          why: "Resistance in the module's own circuits drops its supply even when battery voltage is fine.",
        },
      ],
      checks: [
        {
          step: "Measure battery voltage running at idle with the headlights, blower and rear defroster on.",
          tools: ["Digital multimeter"],
          expect: "13.5–14.8 V at idle with loads; under 13 V or falling means a charging problem.",
        },
        {
          step: "Load-test or conductance-test the battery.",
          tools: ["Battery tester"],
          expect: "Passes at or near its rated CCA; a fail explains dips when loads switch.",
        },
        {
          step: "Voltage-drop test the ABS module feed and ground with the pump commanded on.",
          tools: ["Digital multimeter", "Bidirectional scan tool"],
          expect: "Under 0.2–0.3 V drop on each; more shows a connection problem specific to the module.",
        },
      ],
      fix: "Repair the charging fault or replace the battery, clean and tighten the main grounds and ABS module connections, clear codes in all modules and confirm steady voltage with the scan tool while driving.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and tighten grounds and battery terminals",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          { name: "Battery replacement", partsLow: 150, partsHigh: 300, laborHoursLow: 0.3, laborHoursHigh: 0.6 },
          { name: "Alternator replacement", partsLow: 250, partsHigh: 450, laborHoursLow: 1, laborHoursHigh: 1.6 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and battery registration on cars that need it.",
      },
      verdict: "careful",
      verdictReason:
        "ABS may drop out at idle and the car may not restart if charging is failing; get the charging system tested soon.",
      codes: [{ code: "C0800", makes: ["chevrolet", "gm", "gmc"] }, { code: "C1241", makes: ["toyota"] }, "P0562"],
      terms: ["system voltage", "charging system", "voltage drop"],
      related: ["stability-lights-after-battery-change", "abs-module-no-power-or-ground", "mercedes-sbc-brake-warning"],
    },
    {
      slug: "brake-switch-fault-abs-cruise",
      title: "ABS or traction light on, cruise control won't set and the brake lights act up",
      summary:
        "A faulty or misadjusted brake light switch tells the ABS, engine and cruise systems the wrong pedal state. Check the brake lights and the switch signals in live data, then adjust or replace the switch.",
      symptoms: [
        "Cruise control won't set or cancels on its own",
        "Brake lights stay on, stay off or flicker over bumps",
        "ABS, traction or stability lamp with a brake switch code (GM C0161, Toyota C1249)",
        "Shifter may stick in Park",
      ],
      symptomIds: ["abs-light", "traction-stability-light", "features-disabled"],
      causes: [
        {
          likelihood: "common",
          part: "Brake light switch worn or out of adjustment",
          why: "Many switches have two circuits that must agree; when one changes state and the other does not, the ABS and engine modules see an impossible pedal state and set codes.",
        },
        {
          likelihood: "occasional",
          part: "Broken plastic pedal stop pad",
          why: "The plastic or rubber bumper the switch plunger rests on crumbles with age on many older cars; once it falls out, the switch reads the pedal as pressed all the time.",
        },
        {
          likelihood: "rare",
          part: "Open or shorted brake lamp circuit",
          why: "A shorted bulb or socket can pull the signal down and confuse modules that read the lamp circuit.",
        },
      ],
      checks: [
        {
          step: "Have a helper watch the brake lights as you press the pedal lightly.",
          tools: [],
          expect:
            "Lights on within roughly the first 1/2 in. of pedal travel and off again the moment the pedal is released.",
        },
        {
          step: "Read the brake switch status in live data in the ABS and engine modules while pressing and releasing the pedal.",
          tools: ["ABS-capable scan tool"],
          expect: "Both circuits switch together; a delay or one stuck value confirms the switch.",
        },
        {
          step: "Check the switch plunger and the pedal stop pad.",
          tools: ["Flashlight"],
          expect: "Plunger fully pressed by the pedal arm at rest with the pad in place.",
        },
        {
          step: "Run the VIN through a recall lookup before buying a switch.",
          tools: ["Phone or computer"],
          expect:
            "Hyundai and Kia recalled many 2007–2011 models in 2013 for brake light switches; an open recall is repaired free.",
        },
      ],
      fix: "Adjust or replace the brake light switch (self-adjusting types need the pedal pulled up after fitting), replace a missing stop pad, clear codes and confirm the brake lights, cruise and shift interlock all work.",
      difficulty: 1,
      cost: {
        partsLow: 10,
        partsHigh: 90,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes: "Estimate; excludes diagnosis, taxes and any brake lamp bulb or socket repair.",
      },
      verdict: "careful",
      verdictReason:
        "Brake lights that do not work put you at risk of being rear-ended; fix it promptly and drive with extra caution.",
      codes: [
        { code: "C0161", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C1249", makes: ["toyota"] },
        "P0571",
        "P0504",
      ],
      terms: ["brake light switch", "shift interlock"],
      related: [
        "service-stabilitrak-with-check-engine-light",
        "hill-start-assist-or-auto-hold-unavailable",
        "abs-fault-disables-cruise-and-4wd",
        "engine-wont-start/brake-switch-push-button-no-start",
      ],
    },
    {
      slug: "red-brake-and-abs-lights-together-ebd",
      title: "Red BRAKE and amber ABS lights on together with a full fluid reservoir",
      summary:
        "With the fluid full and the parking brake off, both lamps together usually mean the ABS module has also shut down electronic brakeforce distribution, so rear brake balance is gone. Scan the ABS codes before driving any distance.",
      symptoms: [
        "Red BRAKE and amber ABS lamps lit at the same time",
        "Fluid reservoir is at the proper level",
        "Rear wheels may lock early in a firm stop, making the back end light",
        "Often two or more wheel-speed codes, or a module fault",
      ],
      symptomIds: ["red-brake-light", "abs-light", "wheels-lock"],
      causes: [
        {
          likelihood: "common",
          part: "Two or more wheel-speed sensors failed, or a rear sensor on some makes",
          why: "EBD needs rear wheel speeds to limit rear brake pressure; without them the module disables EBD and lights the red lamp.",
        },
        {
          likelihood: "occasional",
          part: "ABS module internal or valve fault",
          why: "A module that cannot control its valves cannot provide EBD, so it turns on both lamps.",
        },
        {
          likelihood: "occasional",
          part: "Low fluid that has been topped off without fixing the leak, or a failing level switch",
          why: "The red lamp also comes on for low fluid; a sticking level switch can keep it on while an unrelated ABS fault lights the amber one.",
        },
      ],
      checks: [
        {
          step: "Check the parking brake and the fluid level, and look for leaks at each wheel.",
          tools: ["Flashlight"],
          expect:
            "Parking brake fully off and the level between MIN and MAX; low fluid means do not drive until the leak is found.",
        },
        {
          step: "Read ABS codes and live wheel speeds.",
          tools: ["ABS-capable scan tool"],
          expect:
            "Sensor codes for two wheels, or a module fault code, explain the EBD shutdown; a wheel that shows 0 mph while the car rolls at 5 mph names the dead sensor.",
        },
        {
          step: "Check the fluid level switch by unplugging it with the key on.",
          tools: ["Wiring diagram"],
          expect: "On most cars the red lamp goes out when the switch is unplugged if the switch was the cause.",
        },
      ],
      fix: "Repair the sensors or module faults found, or the leak and level switch. Clear codes and confirm both lamps go out after a drive above 15 mph.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Two wheel-speed sensors", partsLow: 60, partsHigh: 300, laborHoursLow: 0.6, laborHoursHigh: 1.5 },
          {
            name: "ABS module rebuild or replacement",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, module programming, taxes and brake hydraulic repairs.",
      },
      verdict: "stop",
      verdictReason:
        "Red and amber together mean low fluid or no rear brake balance; the rears can lock and spin the car, so have it checked before driving on.",
      codes: [
        { code: "C0045", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0050", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0550", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["EBD", "electronic brakeforce distribution", "brake fluid level switch"],
      related: ["wheel-speed-sensor-open-circuit", "abs-module-no-power-or-ground", "bmw-abs-dsc-module-failure"],
    },
    {
      slug: "brakes-let-go-over-bumps",
      title: "Brakes seem to let go for a moment when hitting a bump while stopping",
      summary:
        "A wheel briefly leaves the road or its speed signal stutters over the bump, and ABS releases pressure for a split second. Worn shocks or struts are the usual reason; on 2010 Prius and Lexus HS 250h the fix was an ABS software recall.",
      symptoms: [
        "Pedal kicks back and the car surges forward over a pothole or expansion joint while braking",
        "ABS buzz heard over the bump with no warning lamp",
        "Car bounces more than it used to over dips",
        "Worst on rough, rippled pavement at city speeds",
      ],
      symptomIds: ["false-abs-activation", "pedal-feel-change"],
      causes: [
        {
          likelihood: "common",
          part: "Worn shocks or struts letting the wheel hop",
          why: "A wheel that leaves the pavement stops turning almost instantly; the module reads it as a lock-up and dumps pressure until the tire grips again.",
        },
        {
          likelihood: "occasional",
          part: "Weak wheel-speed signal from rust under a sensor or a damaged ring",
          why: "A marginal signal drops out under the jolt of a bump, which looks like a locking wheel.",
        },
        {
          likelihood: "occasional",
          part: "ABS software on 2010 Toyota Prius and Lexus HS 250h",
          why: "Toyota recalled these in 2010 because the switch from regenerative to friction braking on bumps could feel like a momentary loss of brakes; a software update changes the logic.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for open recalls on the NHTSA site or with the dealer.",
          tools: ["Phone or computer"],
          expect: "A completed or open ABS software recall on affected hybrids; open ones are done free.",
        },
        {
          step: "Bounce each corner and inspect shocks or struts for leaks.",
          tools: ["Flashlight"],
          expect:
            "The body settles in one rebound with no oil on the shock body; more bounces or wet shocks mean replacement.",
        },
        {
          step: "Graph all four wheel speeds while braking over a known bump at low speed.",
          tools: ["ABS-capable scan tool"],
          expect:
            "A short dip at the wheel that hits the bump is normal; one wheel dropping toward 0 mph on smooth pavement at 10–15 mph points to its sensor or ring.",
        },
      ],
      fix: "Replace worn shocks or struts in axle pairs (with an alignment if struts are replaced), repair any weak sensor signal found, and have the recall software installed where it applies. Road-test over the same bump.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Pair of rear shocks", partsLow: 80, partsHigh: 250, laborHoursLow: 1, laborHoursHigh: 1.5 },
          {
            name: "Wheel-speed sensor cleaning or replacement",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          { name: "Pair of front struts", partsLow: 200, partsHigh: 500, laborHoursLow: 2, laborHoursHigh: 3 },
        ],
        excludes:
          "Estimate; the 2010 Prius and HS 250h ABS software recall is free at a dealer; excludes alignment, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The car still stops, but stopping distance grows over rough pavement; brake earlier and get the shocks or recall done.",
      codes: [],
      terms: ["ABS activation", "wheel hop", "recall"],
      related: [
        "false-abs-activation-low-speed",
        "hybrid-system/prius-brake-actuator-pump-failure",
        "rust-jacked-wheel-speed-sensor",
      ],
      commonOn: [
        { make: "toyota", models: ["prius"], years: [2010, 2010] },
        { make: "lexus", models: ["hs"], years: [2010, 2010] },
      ],
    },
    {
      slug: "air-trapped-in-abs-hydraulic-unit",
      title: "Pedal was firm after a bleed but went soft after the first hard ABS stop",
      summary:
        "Air was trapped in the ABS hydraulic unit's internal passages, usually after the reservoir ran dry or a master cylinder was replaced, and an ABS event pushed it into the lines. Run the scan-tool automated bleed, then bleed the wheels again.",
      symptoms: [
        "Pedal felt fine after brake work, then sank lower after ABS activated",
        "Soft, spongy pedal that conventional bleeding did not fix",
        "No external leaks and a full reservoir",
        "Air bubbles at the bleeders again after an ABS stop",
      ],
      symptomIds: ["pedal-feel-change", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Air in the ABS unit's secondary circuit",
          why: "The pump, accumulator and dump-valve passages are closed off in normal braking, so a pedal or pressure bleed cannot reach them; the first ABS cycle releases that air into the brake lines.",
        },
        {
          likelihood: "occasional",
          part: "Master cylinder not bench-bled before installation",
          why: "Air pushed from a dry master cylinder travels straight into the ABS unit and hides there.",
        },
        {
          likelihood: "rare",
          part: "Internal leak in the ABS unit",
          why: "A dump valve that does not seal lets fluid escape into the low-pressure accumulator, so the pedal sinks without any air present.",
        },
      ],
      checks: [
        {
          step: "Check the reservoir level and inspect all wheels and lines for leaks.",
          tools: ["Flashlight"],
          expect: "Full reservoir and dry components; any leak must be fixed first.",
        },
        {
          step: "Check the pedal with the engine running: press firmly and hold for 30 seconds.",
          tools: [],
          expect:
            "A spongy pedal that holds one height for the full 30 seconds suggests air; a pedal that keeps sinking over those 30 seconds suggests an internal leak.",
        },
        {
          step: "Look up whether the vehicle's ABS unit requires an automated bleed after the repair that was done.",
          tools: ["Service information"],
          expect:
            "Many units (GM, Ford, Chrysler and others) specify a scan-tool bleed whenever the master cylinder or unit was opened or the reservoir ran dry.",
        },
      ],
      fix: "Bleed the base brakes, run the scan-tool automated bleed (it cycles the pump and valves while you bleed each wheel in sequence), then bleed the wheels again. Road-test with a controlled ABS stop on loose gravel or a wet empty lot and recheck the pedal.",
      difficulty: 3,
      cost: {
        partsLow: 15,
        partsHigh: 40,
        laborHoursLow: 0.8,
        laborHoursHigh: 1.8,
        excludes:
          "Estimate for fluid and an automated bleed; excludes diagnosis, taxes and repairs if the unit leaks internally.",
      },
      verdict: "stop",
      verdictReason:
        "A pedal that drops further with every ABS stop can leave too little travel to stop; do not drive until the system is bled properly.",
      codes: [],
      terms: ["automated bleed", "hydraulic control unit", "bench bleeding"],
      related: ["brake-pressure-sensor-fault", "abs-pump-motor-failed", "abs-valve-stuck-one-wheel-drags"],
    },
    {
      slug: "brake-pressure-sensor-fault",
      title: "Stability light and a brake-assist or hill-hold warning with a pressure-sensor code",
      summary:
        "The brake pressure sensor in the ESC unit or on the master cylinder reports a value that makes no sense, so ESC, brake assist and hill hold shut down. Check its reading at rest and under pedal pressure, then replace the sensor or the unit that contains it.",
      symptoms: [
        "ESC or stability light, sometimes with a brake-assist or hill-hold message",
        "Brake pressure in live data is not near zero with the pedal released",
        "Code for the brake pressure sensor or transducer, such as Ford C1288 or Toyota C1246",
        "Occasionally the brake lights or cruise act up on cars that read braking from pressure",
      ],
      symptomIds: ["traction-stability-light", "features-disabled", "pedal-feel-change"],
      causes: [
        {
          likelihood: "common",
          part: "Brake pressure sensor drifting or failed",
          why: "The sensor reports how hard the driver brakes; a drifting sensor reports pressure with the pedal released or a value that does not follow the brake switch, so the module disables the functions that rely on it.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector or broken wiring at the sensor",
          why: "The sensor uses a 5 V reference and a signal wire; extra resistance skews the signal.",
        },
        {
          likelihood: "rare",
          part: "Zero-point not learned after a bleed or replacement",
          why: "Some systems must learn the sensor's at-rest value, and set a code until that is done.",
        },
      ],
      checks: [
        {
          step: "Read the brake pressure sensor value with the pedal released and then pressed progressively.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Near 0 psi (or about 0.5 V) at rest, rising smoothly with pedal force and returning to zero when released.",
        },
        {
          step: "Key on, back-probe the brake pressure sensor's 5 V reference, ground and signal wires, then watch the signal while pressing the pedal.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "About 5 V reference, under 0.1 V on ground and a signal around 0.5 V at rest rising toward 4.5 V under hard pressure.",
        },
        {
          step: "Check whether the sensor is a separate part or built into the ESC unit.",
          tools: ["Parts catalog"],
          expect: "A separate screw-in sensor is a modest repair; a built-in sensor means replacing the unit.",
        },
      ],
      fix: "Replace the sensor (or the ESC unit), bleed the system as required, perform the pressure sensor zero-point learning where the maker calls for it, clear codes and road-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Pressure sensor and zero-point learning",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "ESC hydraulic unit replacement",
            partsLow: 700,
            partsHigh: 1200,
            laborHoursLow: 1.8,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and programming if the ESC unit is replaced.",
      },
      verdict: "careful",
      verdictReason:
        "Normal braking works; stability control, brake assist and hill hold are off, so allow more distance and watch hill starts.",
      codes: [
        { code: "C1288", makes: ["ford"] },
        { code: "C1246", makes: ["toyota"] },
      ],
      terms: ["brake pressure sensor", "brake assist", "ESC"],
      related: [
        "hill-start-assist-or-auto-hold-unavailable",
        "air-trapped-in-abs-hydraulic-unit",
        "brake-switch-fault-abs-cruise",
      ],
    },
    {
      slug: "hill-start-assist-or-auto-hold-unavailable",
      title: "Auto Hold or hill start assist won't engage and the dash says unavailable",
      summary:
        "These features are run by the ESC module and only work when their conditions are met and no ABS, ESC or parking-brake fault is stored. Confirm the conditions first, then scan the ESC module for the fault that is disabling them.",
      symptoms: [
        "Car rolls back on a hill start when it used to hold",
        "Auto Hold or Brake Hold indicator will not turn on, or shows unavailable",
        "Stability or ABS light on at the same time on some cars",
        "Feature works some days and not others",
      ],
      symptomIds: ["features-disabled", "traction-stability-light"],
      causes: [
        {
          likelihood: "common",
          part: "Conditions for the feature not met",
          why: "Auto Hold and Brake Hold need the driver's belt buckled, the door shut and the engine running, and on many Honda, VW and Hyundai models the button must be pressed again after every start.",
        },
        {
          likelihood: "occasional",
          part: "Stored ESC, ABS or brake-switch fault",
          why: "The module disables comfort functions first when any sensor it needs, such as brake pressure or a wheel sensor, has a fault.",
        },
        {
          likelihood: "occasional",
          part: "Electric parking brake fault",
          why: "Auto Hold hands over to the electric parking brake after several minutes; if that system is faulted, Auto Hold will not work.",
        },
      ],
      checks: [
        {
          step: "Confirm the conditions in the owner's manual: seatbelt, doors, engine running, slope and pedal.",
          tools: [],
          expect: "The feature works once conditions are met; if not, there is a fault.",
        },
        {
          step: "Scan the ESC and parking brake modules for codes.",
          tools: ["ABS-capable scan tool"],
          expect: "Any stored fault there explains the unavailable message.",
        },
        {
          step: "Check the brake switch and pressure sensor readings in live data.",
          tools: ["ABS-capable scan tool"],
          expect:
            "Brake switch flips within the first 1/2 in. of travel and the pressure reading rises smoothly from about 0 psi at rest (a signal near 0.5 V on most sensors; typical, confirm in the service information).",
        },
      ],
      fix: "Repair the stored fault (often a brake switch, pressure sensor, wheel-speed sensor or parking brake code), clear codes and retest on a slope. Hill start assist holds pressure for only about 2 seconds after the pedal is released; that brief hold is normal, not a dragging brake.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "No repair: a condition was not met",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Brake light switch replacement",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Pressure or wheel-speed sensor replacement",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate; free when it is an unmet condition; excludes diagnosis, taxes and electric parking brake repairs.",
      },
      verdict: "ok",
      verdictReason:
        "Ordinary brakes work; just hold the car with your foot or the parking brake on hills until the fault is fixed.",
      codes: [],
      terms: ["hill start assist", "Auto Hold", "electric parking brake"],
      related: ["brake-pressure-sensor-fault", "brake-switch-fault-abs-cruise", "abs-fault-disables-cruise-and-4wd"],
      commonOn: [{ make: "honda" }, { make: "volkswagen" }, { make: "hyundai" }],
    },
    {
      slug: "traction-control-button-stuck-or-dead",
      title: "TCS OFF lamp stays lit and the traction control button does nothing",
      summary:
        "The traction or ESC off switch is usually stuck closed or its circuit is shorted, so the module thinks the driver has switched the system off. Check the switch status in live data and replace the switch or repair its wiring.",
      symptoms: [
        "TCS OFF, ESC OFF or VSC OFF lamp on from start-up",
        "Pressing the button does not change the lamp",
        "Switch feels sticky, often after a spilled drink in the console",
        "No wheel-speed or pump codes, just a switch code or none",
      ],
      symptomIds: ["traction-stability-light", "features-disabled"],
      causes: [
        {
          likelihood: "common",
          part: "Traction control switch stuck or contaminated",
          why: "Sticky residue or a broken return spring holds the contacts closed, which the module reads as the driver turning the system off.",
        },
        {
          likelihood: "occasional",
          part: "Switch signal wire shorted to ground",
          why: "A pinched wire behind the console or dash sends the same signal as a pressed button.",
        },
        {
          likelihood: "rare",
          part: "Module input failure",
          why: "A failed input circuit reads the switch as pressed even with it unplugged.",
        },
      ],
      checks: [
        {
          step: "Watch the switch status in live data while pressing and releasing it.",
          tools: ["ABS-capable scan tool"],
          expect: "Status changes with each press; stuck on pressed confirms a switch or wiring fault.",
        },
        {
          step: "Unplug the switch with the key on and watch the status.",
          tools: ["Basic hand tools"],
          expect: "Status changes to released; if not, the wire or the module input is at fault.",
        },
        {
          step: "Check switch continuity with a meter.",
          tools: ["Digital multimeter"],
          expect: "Open when released and near 0 Ω when pressed; continuity at rest means the switch is stuck.",
        },
      ],
      fix: "Replace the switch (often part of a switch bank in the console or dash) or repair the shorted wire, then clear codes and confirm the lamp cycles with the button.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 150,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes: "Estimate; excludes diagnosis, taxes and a full switch bank at dealer prices.",
      },
      verdict: "ok",
      verdictReason:
        "Brakes and ABS work normally; traction and possibly stability control are switched off, so take slippery roads slowly.",
      codes: [],
      terms: ["traction control switch", "ESC OFF"],
      related: ["traction-control-cuts-power-on-dry-road", "service-stabilitrak-with-check-engine-light"],
    },
    {
      slug: "speedometer-drops-with-abs-light",
      title: "Speedometer needle jumps or falls to zero and the ABS light comes on with it",
      summary:
        "On many vehicles the speedometer reads road speed from the ABS module, so a failing wheel-speed sensor or a module fault takes out both. Check ABS codes first; fixing the sensor usually restores the speedometer.",
      symptoms: [
        "Speedometer drops to zero or jumps while driving",
        "ABS and traction lights come on at the same time",
        "Cruise control cancels and transmission shifts may become erratic",
        "Odometer stops counting while the needle is at zero",
      ],
      symptomIds: ["speedometer-problem", "abs-light", "features-disabled"],
      causes: [
        {
          likelihood: "common",
          part: "Failing wheel-speed sensor that the speedometer uses",
          why: "Most vehicles built since the mid-2000s send road speed from the ABS module over the network; the cluster, cruise and transmission all lose speed when that sensor's signal drops out.",
        },
        {
          likelihood: "occasional",
          part: "ABS module losing power or communication",
          why: "Without the module's speed message on the network, the cluster and engine computer have no road speed.",
        },
        {
          likelihood: "rare",
          part: "Instrument cluster or network fault",
          why: "If the ABS module shows good speeds but the cluster does not, the problem is between them.",
        },
      ],
      checks: [
        {
          step: "Read ABS and engine codes.",
          tools: ["ABS-capable scan tool"],
          expect: "A wheel-speed code with an engine P0500 or U0415 points to the ABS side.",
        },
        {
          step: "Compare wheel speeds in the ABS module with the speedometer while driving.",
          tools: ["ABS-capable scan tool"],
          expect:
            "The ABS speeds match the speedometer within about 1–2 mph at a steady 30 mph; a dropout in one wheel that coincides with the needle falling confirms it.",
        },
        {
          step: "Check the vehicle speed reported by the engine computer.",
          tools: ["Scan tool"],
          expect: "It matches the ABS speed; if the ABS module is correct and the others are not, look at the network.",
        },
      ],
      fix: "Replace or repair the failing sensor or wiring, or restore the module's power or network connection. Clear codes in the ABS and engine modules and road-test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Wheel-speed sensor replacement",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Harness repair or module power feed",
            partsLow: 20,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and instrument cluster repairs.",
      },
      verdict: "careful",
      verdictReason:
        "You have no reliable speed reading and no ABS; use a phone GPS for speed, drive gently and get it fixed soon.",
      codes: [
        "P0500",
        "U0415",
        { code: "C0045", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0050", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["vehicle speed signal", "instrument cluster"],
      related: [
        "rear-abs-sensor-on-differential",
        "abs-module-no-power-or-ground",
        "stability-lights-after-bigger-tires-or-lift",
        "electrical/speedometer-dead",
      ],
    },
    {
      slug: "rear-abs-sensor-on-differential",
      title: "Pickup with a rear ABS code and a single speed sensor on top of the differential",
      summary:
        "Trucks that read both rear wheels from one sensor in the axle housing, such as many Dodge Ram, Dakota and Ford Ranger models, usually have a failed sensor or one coated in metal shavings. Pull it, clean or replace it, and check the gear oil it sat in.",
      symptoms: [
        "ABS light with a rear speed-sensor code rather than a single rear wheel",
        "Speedometer drops out or jumps on trucks that use this sensor for road speed",
        "Erratic shifting if the transmission computer uses the same speed signal",
        "Gear oil weeping around the sensor O-ring",
      ],
      symptomIds: ["abs-light", "speedometer-problem", "false-abs-activation"],
      causes: [
        {
          likelihood: "common",
          part: "Rear speed sensor with an open coil",
          why: "The sensor sits in hot gear oil on top of the axle; heat cycles crack the winding, and the signal for both rear wheels disappears.",
        },
        {
          likelihood: "common",
          part: "Metal fuzz from gear wear stuck to the sensor magnet",
          why: "The magnet collects fine metal from the differential; the coating blurs the signal from the exciter ring.",
        },
        {
          likelihood: "occasional",
          part: "Damaged exciter ring on the ring gear carrier",
          why: "A cracked or loose ring on the carrier gives an uneven pulse once per revolution.",
        },
      ],
      checks: [
        {
          step: "Read codes and compare rear speed with front wheel speeds.",
          tools: ["ABS-capable scan tool"],
          expect: "Rear speed tracks the fronts; a rear reading at zero or jumping confirms the sensor circuit.",
        },
        {
          step: "Unplug the differential-mounted speed sensor and measure across its two pins with an ohmmeter.",
          tools: ["Digital multimeter"],
          expect: "Typically about 1,000–2,500 Ω for these passive sensors (check the spec); OL condemns it.",
        },
        {
          step: "Remove the sensor and inspect the tip and the gear oil on it.",
          tools: ["Basic hand tools", "Shop towels"],
          expect: "A thin film of fine gray paste is normal; chunks or flakes point to failing gears or bearings.",
        },
      ],
      fix: "Clean or replace the sensor with a new O-ring, top off the gear oil to the fill plug with the grade specified on the axle tag, clear codes and road-test. Large metal flakes call for an axle inspection.",
      difficulty: 2,
      cost: {
        partsLow: 25,
        partsHigh: 120,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes:
          "Estimate; excludes gear oil, diagnosis, taxes and any differential repair if metal chunks are found.",
      },
      verdict: "careful",
      verdictReason:
        "Rear ABS and possibly the speedometer are off; drive gently, especially unloaded on wet roads where the rear can lock.",
      codes: ["P0500"],
      terms: ["exciter ring", "rear-wheel ABS", "differential"],
      related: ["speedometer-drops-with-abs-light", "cracked-or-rusted-tone-ring", "wheel-speed-sensor-open-circuit"],
      commonOn: [
        { make: "dodge", models: ["ram", "dakota"], years: [1989, 2011] },
        { make: "ford", models: ["ranger"], years: [1989, 2011] },
      ],
    },
    {
      slug: "indirect-tpms-warning-from-abs-sensors",
      title: "Low tire pressure warning on a car that has no pressure sensors in its wheels",
      summary:
        "Many Honda and Acura models since the mid-2010s, and some Mazda, VW and Audi models, spot a low tire by comparing ABS wheel speeds. Set all four to placard pressure and run the TPMS calibration; if the warning returns, a tire is leaking or a sensor is faulty.",
      symptoms: [
        "Tire pressure warning lamp on after a tire rotation, new tires or a pressure top-up",
        "No individual tire pressures shown on the dash",
        "Warning returns after a few days on one car, never on another",
        "TPMS lamp flashes then stays on when an ABS fault is present",
      ],
      symptomIds: ["tire-pressure-warning", "after-repair", "abs-light"],
      causes: [
        {
          likelihood: "common",
          part: "System not recalibrated after pressures or tires changed",
          why: "The indirect system learns each wheel's rolling speed at calibration; new tires or new pressures look like a low tire until it relearns.",
        },
        {
          likelihood: "common",
          part: "A tire genuinely losing air",
          why: "A low tire spins faster than the others, which is exactly what the system is designed to catch.",
        },
        {
          likelihood: "occasional",
          part: "One new or different-size tire on one corner",
          why: "A tire with deeper tread or another size rolls at a different speed from the worn ones, so the comparison flags it as soft.",
        },
        {
          likelihood: "occasional",
          part: "ABS wheel-speed fault",
          why: "Without all four wheel speeds the indirect system cannot work and turns on its lamp, usually alongside ABS and stability warnings.",
        },
      ],
      checks: [
        {
          step: "Check all four tires cold with a gauge against the door-jamb placard.",
          tools: ["Tire pressure gauge"],
          expect: "All within 1 psi of the placard; one low tire is the answer.",
        },
        {
          step: "Run the TPMS calibration from the settings menu or button and drive.",
          tools: [],
          expect: "Calibration completes during normal driving, roughly 30 minutes at 30–65 mph on Honda models.",
        },
        {
          step: "Compare tread depth and size on all four tires.",
          tools: ["Tread depth gauge"],
          expect:
            "One tire differing by more than about 4/32 in. from the others rolls at a different speed and keeps setting the warning after every calibration.",
        },
        {
          step: "Scan for ABS codes if the lamp flashes or ABS lights are on.",
          tools: ["ABS-capable scan tool"],
          expect: "Any wheel-speed fault must be repaired before the tire pressure system can work.",
        },
      ],
      fix: "Inflate all tires cold to the placard pressure, repair any leaking tire, replace a single odd tire so tread depths match, run the calibration and drive until it completes. Repair ABS sensor faults first if present, then recalibrate.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 40,
        laborHoursLow: 0,
        laborHoursHigh: 0.4,
        excludes: "Estimate; usually free, or a tire plug repair; excludes tires, ABS repairs, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Check the tires with a gauge right away; if all are correct, it is safe to drive while the system recalibrates.",
      codes: [],
      terms: ["indirect TPMS", "tire pressure monitoring", "calibration"],
      related: [
        "traction-light-with-spare-or-mismatched-tire",
        "wheel-speed-sensor-open-circuit",
        "alignment/tpms-flashing-sensor-fault",
        "alignment/tpms-light-cold-mornings",
        "alignment/awd-mismatched-tires",
      ],
      commonOn: [
        { make: "honda", years: [2013, 2027] },
        { make: "acura", years: [2014, 2027] },
        { make: "mazda" },
        { make: "volkswagen" },
        { make: "audi" },
      ],
    },
    {
      slug: "replacement-abs-module-needs-programming",
      title: "Used or new ABS module installed and the warning lights still won't go out",
      summary:
        "Most ABS and ESC modules must be programmed or configured for the vehicle, with VIN, tire size, options and sometimes software level, before they work. Program the module, calibrate the sensors and bleed the unit as required.",
      symptoms: [
        "ABS, traction and stability lights remain on after the module swap",
        "Code for a module not configured or a calibration not programmed",
        "Scan tool shows a different VIN in the ABS module",
        "Speedometer reads wrong after fitting a module from a different trim",
      ],
      symptomIds: ["after-repair", "abs-light", "traction-stability-light", "speedometer-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Module not programmed or configured",
          why: "The module needs to know vehicle options such as tire size, drive type and trailer tow; without that it refuses to run.",
        },
        {
          likelihood: "occasional",
          part: "Wrong part number or incompatible software level",
          why: "Modules for different trims look the same but carry different valve counts and software; the wrong one may never work.",
        },
        {
          likelihood: "occasional",
          part: "Calibrations not performed after install",
          why: "Steering angle, yaw and pressure sensors must be zeroed with the new module.",
        },
      ],
      checks: [
        {
          step: "Match the replacement ABS module's part number and hardware version against the label on the original unit.",
          tools: ["Parts catalog"],
          expect: "Same part number or a listed supersession.",
        },
        {
          step: "Read the module's VIN and configuration with a capable scan tool.",
          tools: ["Bidirectional scan tool"],
          expect: "VIN matching the car and configuration filled in; a blank or wrong VIN needs programming.",
        },
        {
          step: "Keep battery voltage steady with a maintainer during programming.",
          tools: ["Battery maintainer"],
          expect: "Voltage held around 13–14 V throughout; a drop mid-program can brick the module.",
        },
      ],
      fix: "Program the module with a dealer tool or J2534 pass-thru (Ford module installation with As-Built data, GM SPS, Chrysler configuration restore) or have a rebuilder clone the old module's data. Then calibrate the steering-angle, yaw and pressure sensors, bleed if the hydraulic unit was opened, clear codes and road-test.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes:
          "Estimate for programming and calibration only; excludes the module, dealer software subscriptions, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Until the module is programmed, the car has basic brakes only, with no ABS, stability control or possibly rear brake balance.",
      codes: [],
      terms: ["module programming", "J2534", "VIN", "configuration"],
      related: ["gm-truck-ebcm-failure", "bmw-abs-dsc-module-failure", "abs-module-no-power-or-ground"],
    },
    {
      slug: "abs-fault-disables-cruise-and-4wd",
      title: "ABS light on and now 4WD Auto, hill descent and cruise are disabled too",
      summary:
        "Automatic 4WD, AWD, hill descent control and cruise all rely on ABS wheel-speed data, so one ABS fault can switch them all off. Fix the ABS fault and the other features return.",
      symptoms: [
        "ABS light, with Service 4WD, Service AWD or a flashing 4WD indicator on Ford, GM, Ram, Jeep and Toyota trucks",
        "Cruise control will not set",
        "Hill descent control unavailable",
        "Transmission may shift strangely if it uses ABS speed",
      ],
      symptomIds: ["features-disabled", "abs-light", "traction-stability-light"],
      causes: [
        {
          likelihood: "common",
          part: "Wheel-speed sensor fault",
          why: "An Auto 4WD transfer case or AWD coupling engages when front and rear speeds differ; without trustworthy wheel speeds it cannot judge slip, so it locks out Auto mode and often leaves the truck in 2WD.",
        },
        {
          likelihood: "occasional",
          part: "ABS module fault or lost communication",
          why: "Other modules see no speed messages and disable the features that need them.",
        },
        {
          likelihood: "rare",
          part: "Brake switch fault",
          why: "Cruise and hill descent need the brake switch status from the ABS side; a bad switch disables both.",
        },
      ],
      checks: [
        {
          step: "Scan the ABS, transfer case or AWD, and engine modules.",
          tools: ["Enhanced scan tool"],
          expect: "An ABS code with follow-on codes in the other modules identifies the root cause.",
        },
        {
          step: "Check live wheel speeds while driving.",
          tools: ["ABS-capable scan tool"],
          expect: "All four agree within about 1–2 mph; one bad wheel explains the rest.",
        },
        {
          step: "Repair the ABS fault, clear codes everywhere and retest the features.",
          tools: ["Enhanced scan tool"],
          expect: "4WD Auto, hill descent and cruise all available again.",
        },
      ],
      fix: "Repair the ABS sensor, wiring or module fault, then clear codes in the ABS, transfer case or AWD module and PCM, since some keep their own lamps until cleared. Drive above 20 mph and test Auto 4WD, cruise and hill descent one by one; on AWD cars also confirm all four tires match.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Wheel-speed sensor replacement",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Sensor wiring or ABS module power repair",
            partsLow: 20,
            partsHigh: 400,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and any transfer case repairs if a separate fault is found.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives, but without ABS, automatic 4WD or hill descent; engage 4WD manually where possible and drive gently.",
      codes: [{ code: "C0035", makes: ["chevrolet", "gm", "gmc"] }, { code: "C1145", makes: ["ford"] }, "U0121"],
      terms: ["4WD Auto", "hill descent control", "AWD coupling"],
      related: ["wheel-speed-sensor-open-circuit", "brake-switch-fault-abs-cruise", "speedometer-drops-with-abs-light"],
    },
    {
      slug: "abs-valve-stuck-one-wheel-drags",
      title: "After a hard ABS stop one brake stays on or the car pulls to one side",
      summary:
        "An ABS hold or release valve stuck partly closed, usually from debris or sludge in old fluid, can trap pressure at one wheel or starve it. Confirm with a valve test and a bleeder check, flush the fluid, and replace the hydraulic unit if the valve stays stuck.",
      symptoms: [
        "One wheel runs hot and smells after a stop in which ABS worked",
        "Car pulls to one side when braking, appearing only after an ABS event",
        "Opening that wheel's bleeder releases pressure and frees the wheel",
        "Brake fluid dark and overdue for a change",
      ],
      symptomIds: ["false-abs-activation", "pedal-feel-change", "unwanted-intervention"],
      causes: [
        {
          likelihood: "common",
          part: "Caliper slide or piston sticking, unrelated to ABS",
          why: "A seized caliper causes the same drag and pull and is far more common, so it must be ruled out first.",
        },
        {
          likelihood: "occasional",
          part: "ABS isolation or dump valve stuck from debris or corrosion",
          why: "Particles in old fluid keep a valve from seating or opening fully, so pressure is held at a wheel after release or never builds there.",
        },
        {
          likelihood: "rare",
          part: "Failed valve coil or driver in the ABS module",
          why: "A valve that stays energized holds its wheel's pressure until power is removed.",
        },
      ],
      checks: [
        {
          step: "Right after a hard ABS stop leaves the car pulling, read each rotor face with an infrared thermometer.",
          tools: ["Infrared thermometer"],
          expect: "Similar temperatures side to side; one wheel 100°F or more hotter is dragging.",
        },
        {
          step: "Raise the car, spin the dragging wheel, then crack its bleeder briefly.",
          tools: ["Jack and stands", "Line wrench"],
          expect:
            "If the wheel frees only when the bleeder opens, pressure is trapped upstream (hose, ABS valve or master cylinder); if still stuck, the caliper is at fault.",
        },
        {
          step: "Run the scan-tool valve test for that wheel with a helper holding the pedal.",
          tools: ["Bidirectional scan tool"],
          expect:
            "The wheel should release and reapply as commanded; a wheel that does not respond points to the valve.",
        },
      ],
      fix: "Repair a caliper or hose fault if found. For an ABS valve, flush the fluid, run the valve test repeatedly to free it, and replace the hydraulic unit if it stays stuck. Bleed with the automated procedure and road-test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Fluid flush and scan-tool valve cycling",
            partsLow: 20,
            partsHigh: 40,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Caliper or brake hose replacement",
            partsLow: 50,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "ABS hydraulic unit replacement",
            partsLow: 500,
            partsHigh: 1500,
            laborHoursLow: 2,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, programming of a new ABS unit and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A brake that stays applied overheats fast and can fade or start a fire; do not keep driving a wheel that is smoking or smells hot.",
      codes: [],
      terms: ["isolation valve", "dump valve", "hydraulic control unit"],
      related: ["air-trapped-in-abs-hydraulic-unit", "abs-pump-motor-failed", "brakes-let-go-over-bumps"],
    },
    {
      slug: "abs-slides-farther-on-snow-or-gravel",
      title: "ABS buzzes and the car seems to slide farther on snow or gravel",
      summary:
        "ABS prevents locked wheels so you can steer, but on loose snow or gravel a locked tire would have plowed a wedge to stop on. Longer stops there are normal; check tires and sensors only if it happens on dry pavement.",
      symptoms: [
        "Pedal pulses and buzzes when stopping on snow, gravel or dirt",
        "Stopping distance feels longer than expected",
        "Steering still works during the stop",
        "No warning lights",
      ],
      symptomIds: ["wheels-lock", "false-abs-activation", "pedal-feel-change"],
      causes: [
        {
          likelihood: "common",
          part: "Normal ABS behavior on loose surfaces",
          why: "ABS keeps wheels turning to keep steering control; on loose gravel or fresh snow, releasing the brakes gives up the extra grip a locked tire would get from plowing material.",
        },
        {
          likelihood: "occasional",
          part: "Worn or wrong-season tires",
          why: "Low tread or summer tires in snow give ABS little grip to work with, so it cycles constantly.",
        },
        {
          likelihood: "rare",
          part: "A weak sensor making ABS trigger early",
          why: "If it also happens on dry pavement, a sensor or tone ring issue is making ABS release too soon.",
        },
      ],
      checks: [
        {
          step: "Check tread depth and tire type.",
          tools: ["Tread depth gauge"],
          expect: "At least 4/32 in. for snow driving; less means reduced grip.",
        },
        {
          step: "Test on dry pavement with a firm stop in an empty lot.",
          tools: [],
          expect: "No ABS activation on dry pavement in a normal firm stop.",
        },
        {
          step: "If ABS activates on dry pavement, graph wheel speeds.",
          tools: ["ABS-capable scan tool"],
          expect: "All four falling together; a dropout points to that wheel.",
        },
      ],
      fix: "Nothing to repair for normal ABS action on loose surfaces; fit winter or deeper-tread tires and leave more room. If ABS activates on dry pavement, repair the sensor or ring found.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "No repair cost for normal ABS behavior; excludes tires and any sensor repair found.",
      },
      verdict: "ok",
      verdictReason: "The system is working as designed; slow down and leave more space on loose surfaces.",
      codes: [],
      terms: ["ABS", "loose surface"],
      related: ["false-abs-activation-low-speed", "abs-self-test-noise-first-drive"],
    },
  ],
};
