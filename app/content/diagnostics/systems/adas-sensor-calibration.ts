import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Radar, windshield cameras, parking sonar, surround-view cameras and lidar: why driver-assist warnings appear, what needs calibrating after a repair, and when a car is not ready to go home.",
  howItWorks: [
    "A 76–77 GHz long-range radar behind the grille emblem, in the lower bumper opening or behind a smooth radar cover measures the distance and closing speed of vehicles ahead out to roughly 500–800 feet for adaptive cruise and automatic emergency braking (AEB). A forward camera in a housing at the top center of the windshield reads lane lines, vehicles, pedestrians, signs and oncoming headlights for lane-keep assist, traffic-sign recognition and automatic high beams. Most systems fuse the two (Toyota Safety Sense, Honda Sensing, Ford Co-Pilot360, Hyundai SmartSense); Subaru EyeSight uses a stereo camera pair instead of radar on most models.",
    "Around the car, corner radars behind the rear bumper cover watch the blind spots and warn of cross traffic when reversing, lighting an icon in the mirror glass or A-pillar. Ultrasonic parking sensors in the bumper covers ping at roughly 40–50 kHz and measure objects from about 1 to 8 feet away, and four or more cameras in the grille, mirrors and tailgate are stitched into a bird's-eye view. Some cars carry lidar: an infrared laser unit behind the windshield for low-speed city braking on older Volvo and Mazda models, or a scanning lidar in the roofline or grille on a few newer vehicles such as the Volvo EX90 and Mercedes-Benz models with Drive Pilot.",
    "Every sensor has to know exactly where it points relative to the vehicle's thrust line. Static calibration places targets, radar reflectors or floor mats at measured distances around a car parked level at spec tire pressure and ride height; dynamic calibration lets the module learn while the car is driven on well-marked roads at set speeds; some vehicles need both. The modules also rely on wheel speed, steering angle, yaw rate and brake and engine status from other modules over CAN, so a fault elsewhere can switch the driver-assist features off.",
  ],
  howItFails: [
    "Most driver-assist warnings mean a sensor cannot see: snow, slush, salt film or bugs over the radar, a dirty, fogged or cracked windshield in front of the camera, low sun, heavy rain or a hot cabin. These clear once the sensor can see again. Next comes aim: a radar bracket bent by a parking-block tap, a bumper cover refitted slightly off, a lift kit, or an alignment that moved the thrust line. A 1° sideways error puts a radar's beam about 5 feet off center at 300 feet, enough to follow the car in the next lane.",
    "Repairs cause the next-largest group, and the worst of them set no warning at all: a camera not calibrated after a windshield replacement, aftermarket glass or emblems the sensors cannot see through properly, paint or body filler over a radar, parking sensors in the wrong brackets. The system believes it is healthy while it looks in the wrong place, so lane keeping steers toward a line or emergency braking fires at a bridge. This is why a shop must not release a car until every disturbed sensor has been calibrated and verified.",
    "Hard failures are less common: radar modules with water in the connector, corner radars crushed in rear impacts, ultrasonic sensors that corrode in the salt belt, camera wires broken in mirror and tailgate harnesses, and loss of ABS, steering-angle, power-steering or engine data that disables the features as a side effect.",
  ],
  tools: [
    "Factory-level scan software (Techstream, i-HDS, FDRS, GDS2, SSM4) or an ADAS-capable scan tool for calibration routines",
    "Calibration frame with the maker's camera targets, a radar reflector or Doppler simulator, and surround-view mats",
    "Laser line, plumb bobs and a long tape to mark the vehicle centerline and set target distances",
    "Digital inclinometer for radar and camera bracket pitch and for checking the floor is level",
    "Tire pressure gauge and a ride-height tape or fender-height gauge to set the car to spec before any calibration",
    "Four-wheel alignment printout showing thrust angle, checked before aiming any forward sensor",
    "Ultrasonic paint film thickness gauge that reads on plastic bumper covers in front of radars and parking sensors",
    "Digital multimeter and back-probe pins for sensor power, ground and CAN voltage checks",
    "Stabilized power supply that keeps the system at 13.0–14.5 V through a long calibration or module programming session",
  ],
  safety: [
    "A disturbed, uncalibrated camera or radar can show no warning while it steers toward a line or brakes for nothing. After glass, bumper, grille, alignment, suspension or collision work, do not return the car until every required calibration passes and a post-calibration scan is clean.",
    "Driver-assist systems are aids, not brakes and steering. When a message says a feature is unavailable, drive as if the car never had it; when the car brakes or steers for no reason, switch that feature off in the settings and have it checked before relying on it again.",
    "Never test automatic emergency braking with people, parked cars or anything solid; verification drives belong on quiet, well-marked roads with a second person watching the scan tool, never on a busy highway.",
    "Windshield and A-pillar work exposes curtain airbags and their clips; follow the maker's airbag disarm procedure and refit the pillar trim with new clips so the curtain deploys correctly.",
    "Keep people, carts and reflective objects out of the area between the car and the targets during a static calibration, and set the parking brake: some routines need the engine running while the car sits in the bay.",
  ],
  symptoms: [
    { id: "warning-message", label: "Driver-assist unavailable or fault message on the dash" },
    { id: "sensor-blocked", label: "Sensor blocked or clean-windshield message" },
    { id: "false-braking", label: "Car brakes or warns of a crash with nothing there" },
    { id: "cruise-aeb-off", label: "Adaptive cruise or automatic braking won't work" },
    { id: "lane-keep-problem", label: "Lane-keep steers oddly, drifts or won't engage" },
    { id: "blind-spot-problem", label: "Blind-spot or cross-traffic alerts missing or false" },
    { id: "parking-sensor-problem", label: "Parking sensors beep nonstop, stay silent or show a fault" },
    { id: "camera-view-problem", label: "Surround-view or backup picture misaligned or missing" },
    { id: "after-windshield", label: "Problem began after a windshield replacement" },
    { id: "after-body-repair", label: "Problem began after bumper, body or collision repair" },
    { id: "after-alignment-suspension", label: "Problem began after an alignment, lift or suspension work" },
    { id: "weather-dropout", label: "Features quit in rain, snow, low sun or heat" },
    { id: "calibration-fails", label: "Shop cannot complete a sensor calibration" },
    { id: "other-warnings-too", label: "Driver-assist off together with other warning lights" },
    { id: "lights-signs-wrong", label: "Auto high beams or sign reading misbehave" },
    { id: "hands-free-problem", label: "Hands-free driving or hands-on-wheel warnings misbehave" },
  ],
  problems: [
    {
      slug: "front-radar-blocked-by-snow-or-dirt",
      title: "Front radar blocked message after driving through snow, slush or mud",
      summary:
        "The radar behind the grille emblem or lower bumper cannot see through packed snow, ice or road film. Clear the emblem or radar cover by hand and the features return within minutes; a message on a clean, dry car points to a heater, aim or radar fault.",
      symptoms: [
        "Message such as 'Front radar obstructed', 'Clean front sensor' or 'ACC unavailable' during a snowstorm or on slushy roads",
        "Adaptive cruise cancels with a chime and collision warning shows off or unavailable",
        "Snow cap or salt crust visible on the grille emblem or the smooth plastic panel in the lower bumper",
        "Warning clears by itself after a car wash or once the front end thaws in a warm garage",
      ],
      symptomIds: ["sensor-blocked", "cruise-aeb-off", "weather-dropout", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Snow, ice or slush packed over the radar face or its cover",
          why: "Millimeter-wave radar passes through plastic and paint but is absorbed and scattered by water and ice, so the module sees almost no return and declares itself blind.",
        },
        {
          likelihood: "occasional",
          part: "Salt film, mud or bug buildup on the emblem or radar cover",
          why: "A wet, conductive layer weakens the signal enough to trip the blockage check, especially on radars mounted low in the bumper where spray hits hardest.",
        },
        {
          likelihood: "occasional",
          part: "Failed radar-cover heater or a heater connector left unplugged",
          why: "Vehicles that heat the emblem or radar cover (many newer Toyota and Lexus models among them) ice over quickly in freezing drizzle when the heater is dead.",
        },
        {
          likelihood: "rare",
          part: "Weak or mis-aimed radar reporting blockage falsely",
          why: "A radar with low output, or one aimed down at the pavement, gets too little return from the road ahead and reports blockage even on a clean, dry day.",
        },
      ],
      checks: [
        {
          step: "Wipe the front emblem, grille panel or lower-bumper radar cover clean with a soft cloth and washer fluid; never use a scraper on it.",
          tools: ["Soft cloth", "Washer fluid"],
          expect:
            "Snow, ice, mud or salt over the sensor area explains the message; it should clear within roughly 1–10 minutes of driving once the face is clean.",
        },
        {
          step: "Note whether the message also appears on a clean car on dry roads, and whether anything sits in front of the sensor: a bra, a plate bracket, a bug screen or a grille guard.",
          tools: ["Flashlight"],
          expect:
            "A message on a spotless, dry car rules out simple blockage; any added cover or bracket in the radar's path must come off before further diagnosis.",
        },
        {
          step: "Scan the radar (distance sensor or ACC) module for codes and blockage status.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "Blockage history codes only, with no aim or internal faults, confirm a seeing problem; alignment or internal codes move the diagnosis to aim or the module.",
        },
        {
          step: "On vehicles with a heated radar cover, check the heater feed with the key on in cold weather and the heater resistance at its connector.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Feed voltage near battery voltage when the heater is commanded and a continuous element (not OL); no feed or an open element explains icing.",
        },
      ],
      fix: "Clear the sensor and drive; nothing needs replacing for a simple blockage. Remove any bra, tinted film, plate bracket or grille guard in front of the radar. Replace a cracked emblem or cover with the OE radar-transparent part, repair a dead heater circuit, and run the radar aim check if the cover or bracket was removed.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Clear snow, dirt or a plate bracket off the radar",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.3,
          },
          {
            name: "OE radar emblem or heated cover with aim check",
            partsLow: 120,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; excludes a grille or bumper cover damaged with the emblem, repair of a dead radar-heater circuit, dealer pricing and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Steering and brakes are unaffected; only adaptive cruise and automatic emergency braking are off until the radar can see, so keep your own following distance.",
      codes: [],
      terms: ["millimeter-wave radar", "adaptive cruise control", "radar cover heater"],
      related: ["radar-fault-after-grille-or-emblem-change", "radar-fault-after-bumper-refinish"],
      commonOn: [{ make: "toyota" }, { make: "lexus" }],
    },
    {
      slug: "radar-knocked-out-of-aim-by-minor-hit",
      title: "Adaptive cruise slows for cars in the next lane after tapping a parking block or curb",
      summary:
        "A light front bump has most likely bent the radar bracket or shifted the bumper cover so the radar points a degree or two sideways. Have the bracket inspected and the radar aimed with the maker's procedure, and don't rely on adaptive cruise until then.",
      symptoms: [
        "Adaptive cruise brakes for vehicles in the adjacent lane, mostly on straight roads",
        "Forward collision warning flashes when passing parked cars or guardrails on one side",
        "A 'Radar not aligned' or 'Front sensor alignment' message on some makes, nothing at all on others",
        "Bumper cover gaps uneven, lower grille pushed in or the emblem sitting crooked",
      ],
      symptomIds: ["false-braking", "cruise-aeb-off", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Radar mounting bracket bent by a low-speed hit",
          why: "The brackets are thin steel or plastic; a 1° yaw error moves the beam about 5 feet sideways at 300 feet, so the radar locks onto a car in the next lane as if it were ahead.",
        },
        {
          likelihood: "occasional",
          part: "Bumper cover or energy absorber shifted, carrying a cover-mounted radar with it",
          why: "Where the radar bolts to the bumper cover or its absorber, a cover sitting a few millimeters off its guides changes the sensor's aim.",
        },
        {
          likelihood: "rare",
          part: "Cracked radar mounting ear or housing",
          why: "A broken ear lets the sensor rock, so aim changes with road vibration and the false alerts come and go.",
        },
      ],
      checks: [
        {
          step: "Check bumper cover fit, grille and emblem, then look behind the grille at the radar bracket and its fasteners with a light.",
          tools: ["Flashlight"],
          expect:
            "Any bend, cracked tab or loose fastener at the radar means the aim must be checked; a straight bracket with a tight sensor points to the software check next.",
        },
        {
          step: "Read codes and the alignment status or angle values the radar module reports.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "A misalignment code, or an offset beyond the module's limit (often about a degree or less; check the service information), confirms an aim error.",
        },
        {
          step: "With the car level on the floor and tires at placard pressure, measure radar pitch with an inclinometer on the sensor face or the maker's bracket fixture.",
          tools: ["Digital inclinometer", "Tire pressure gauge"],
          expect:
            "Vertical angle within about ±1 degree of the published value, some makers ±0.5 degree (typical; confirm in the service information); outside it needs the aim screws or a new bracket.",
        },
        {
          step: "Run the maker's radar aim routine: static with a reflector or Doppler target on some makes, a self-alignment drive on others.",
          tools: ["Scan tool with ADAS access", "Radar reflector or Doppler target"],
          expect:
            "The routine completes and reports aligned with no stored faults; 'out of adjustment range' means bent mounting parts to replace, not to aim around.",
        },
      ],
      fix: "Replace a bent bracket or damaged reinforcement with OE parts, refit the cover on its guides, then aim the radar with the specified procedure and confirm on a road test that adaptive cruise follows only the car in your lane. A radar that was disturbed but not aimed should not leave the shop.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Aim the radar on a straight bracket",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the radar bracket and aim",
            partsLow: 80,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes bumper cover repair or refinish, a new radar if the housing cracked, and dealer calibration rates.",
      },
      verdict: "careful",
      verdictReason:
        "Normal driving is fine, but adaptive cruise and emergency braking may react to the wrong vehicle; switch adaptive cruise off and book an aim check.",
      codes: [],
      terms: ["radar aim", "thrust line", "static calibration", "dynamic calibration"],
      related: ["false-braking-after-front-end-repair", "front-radar-no-communication", "phantom-braking-on-highway"],
    },
    {
      slug: "radar-fault-after-grille-or-emblem-change",
      title: "Adaptive cruise and pre-collision stopped working after a new grille, emblem or front plate bracket",
      summary:
        "The radar sees through only an emblem or cover designed for it; a blacked-out aftermarket emblem, a chrome replica, a wrap or an unplugged heater blinds it. Refit the OE radar-transparent part, reconnect the heater and verify the aim.",
      symptoms: [
        "'Pre-collision system unavailable', 'ACC unavailable' or a radar blocked message on clean, dry days",
        "Started right after a grille swap, an emblem blackout kit, a vinyl wrap or a new front plate bracket",
        "The new emblem looks glossier or darker than the original, or the grille came from an aftermarket catalog",
        "Features may work at first and then drop out once the car is wet or cold",
      ],
      symptomIds: ["sensor-blocked", "cruise-aeb-off", "after-body-repair", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Non-OE emblem or grille panel that is not radar-transparent",
          why: "OE radar emblems are built with a thickness and a special metallic layer tuned to the radar wavelength; a replica with ordinary chrome plating reflects the beam straight back into the sensor.",
        },
        {
          likelihood: "occasional",
          part: "Vinyl wrap, dip coating or paint over the emblem or radar cover",
          why: "Metallic flakes and stacked films absorb and reflect millimeter waves, weakening the echoes from vehicles ahead.",
        },
        {
          likelihood: "occasional",
          part: "Radar cover heater connector unplugged or pinched during grille work",
          why: "With no heater the cover ices in winter, and on some models the module logs a heater fault and disables features in any weather.",
        },
        {
          likelihood: "rare",
          part: "Radar bracket loosened while the grille was off",
          why: "Grille removal on many cars means unbolting the radar; refitted without an aim, it points wherever it landed.",
        },
      ],
      checks: [
        {
          step: "Compare the emblem, grille insert or radar cover with the OE part in the parts catalog and look for wraps, films or a plate bracket over the sensor.",
          tools: ["Parts catalog", "Flashlight"],
          expect:
            "Any non-OE part or coating in the radar's path is the prime suspect; an OE part with nothing over it moves you on.",
        },
        {
          step: "Scan the radar module for blockage, heater circuit and alignment codes.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "Blockage codes on dry days point to the cover; a heater circuit code points to the connector; an alignment code points to the bracket.",
        },
        {
          step: "Where the design allows, take the suspect aftermarket emblem off and drive a short loop with adaptive cruise following a car.",
          tools: ["Trim tools"],
          expect:
            "If the features return with the emblem off, the emblem is not radar-transparent and must be replaced with the OE part.",
        },
        {
          step: "Check the heater feed and element at the cover connector against the wiring diagram.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "About 12–14 V at the cover connector while the heater is commanded and continuity through the element; no voltage points to the feed, no continuity to the cover.",
        },
      ],
      fix: "Install the OE radar emblem or cover (or an aftermarket part the automaker approves for use in front of its radar), strip any wrap from the sensor window, reconnect and test the heater, then run the radar aim check or calibration the service information calls for after grille removal.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Fit the OE radar emblem or cover",
            partsLow: 60,
            partsHigh: 350,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "OE grille or heated cover with radar aim",
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes wrap removal on the rest of the car and dealer pricing for the OE emblem.",
      },
      verdict: "ok",
      verdictReason:
        "The car brakes and steers normally, but it has no automatic emergency braking until the radar can see again; drive without counting on it.",
      codes: [],
      terms: ["radar-transparent emblem", "radar cover heater", "adaptive cruise control"],
      related: ["front-radar-blocked-by-snow-or-dirt", "radar-fault-after-bumper-refinish"],
    },
    {
      slug: "radar-fault-after-bumper-refinish",
      title: "Radar warnings or late adaptive cruise reactions since the front bumper was repainted",
      summary:
        "Extra paint layers, metallic basecoat or body filler over the radar's view weaken or bend the beam. Measure film thickness over the sensor area, refinish or replace the cover to the automaker's limits, and aim the radar.",
      symptoms: [
        "Adaptive cruise picks up the car ahead late or loses it on gentle curves",
        "Intermittent radar blocked or degraded messages in dry weather",
        "Began after a bumper repair, a touch-up or a full refinish, often with no impact near the radar itself",
        "Filler sanding marks or a thick, orange-peel finish visible near the lower grille in raking light",
      ],
      symptomIds: ["sensor-blocked", "cruise-aeb-off", "after-body-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Paint film too thick over a bumper-mounted radar",
          why: "Several automakers cap total film build in the radar zone or allow only one refinish there, because every added layer attenuates and refracts the signal.",
        },
        {
          likelihood: "occasional",
          part: "Body filler or plastic repair in the radar's field of view",
          why: "Filler differs in density and thickness from the cover plastic, so the beam is scattered or bent and the measured angle to targets shifts.",
        },
        {
          likelihood: "occasional",
          part: "Metallic or pearl basecoat, or a color change, over the sensor area",
          why: "Metal and mica flakes reflect millimeter waves; some makers restrict certain colors in front of a radar or require a verification after refinish.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket bumper cover not designed for a radar",
          why: "A cover with the wrong wall thickness or ribbing behind the radar window distorts the beam even with factory paint.",
        },
      ],
      checks: [
        {
          step: "Read the repair order, then inspect the cover in raking light for filler, sanding marks and heavy edge build near the radar location.",
          tools: ["Flashlight"],
          expect:
            "Any filler or heavy build inside the radar zone shown in the service information is a red flag before any measuring.",
        },
        {
          step: "Measure film thickness over the radar window and on an unrepaired area of the same cover.",
          tools: ["Ultrasonic paint film thickness gauge"],
          expect:
            "Factory film on plastic commonly reads about 0.1–0.15 mm (4–6 mils); a radar zone far thicker than the untouched area and over the automaker's limit confirms overbuild (typical; confirm in the service information).",
        },
        {
          step: "Scan the radar module for blockage, degraded-performance or alignment codes.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "Degraded or blockage faults on a clean, dry car with a straight bracket point to the cover rather than the radar.",
        },
        {
          step: "Run the maker's radar aim or verification routine and road-test following a vehicle at highway speed.",
          tools: ["Scan tool with ADAS access", "Radar reflector or Doppler target"],
          expect:
            "An aim that won't settle or a target acquired late with a good bracket points to the cover; a pass with solid tracking clears it.",
        },
      ],
      fix: "Strip the radar zone to bare plastic and refinish within the automaker's limits, or replace the cover with an OE part when filler was used in the sensor's view. Then aim or calibrate the radar, road-test with adaptive cruise following a car, and keep the calibration report with the repair order.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 1200,
        laborHoursLow: 1.7,
        laborHoursHigh: 4.7,
        excludes:
          "Estimate; excludes blending paint into adjacent panels, a new radar and dealer rates; the original body shop may owe the redo.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives normally, but automatic braking may react late or not at all; leave extra distance and take it back to the repairer.",
      codes: [],
      terms: ["film thickness", "mils", "OEM position statement"],
      related: [
        "radar-fault-after-grille-or-emblem-change",
        "radar-knocked-out-of-aim-by-minor-hit",
        "collision-repair-returned-without-calibration",
      ],
    },
    {
      slug: "phantom-braking-on-highway",
      title: "Car suddenly brakes hard on the highway with nothing in front of it",
      summary:
        "On an undamaged car this is usually the radar and camera misreading an overpass, a steel plate or a shadow; several models got software fixes for it. Check recalls and bulletins, scan the radar and camera, confirm aim, and report repeats to NHTSA.",
      symptoms: [
        "Sudden braking, a collision alarm or a 'BRAKE!' alert approaching an overpass, a bridge joint, a truck on the shoulder or a shadow",
        "Happens at the same spots on a regular commute, more often with adaptive cruise on",
        "No damage history and no warning lamps before or after the event",
        "Drivers behind have had to swerve or brake hard to avoid the car",
      ],
      symptomIds: ["false-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Sensor fusion misclassifying a stationary overhead or roadside object",
          why: "Radar gets strong echoes from overpasses, sign gantries and metal plates; if the camera or software can't rule them out, the system treats them as a stopped car in the lane.",
        },
        {
          likelihood: "occasional",
          part: "Known software calibration weakness on specific models",
          why: "NHTSA opened investigations into unexpected braking on 2021–2022 Tesla Model 3 and Model Y and on 2017–2019 Honda CR-V and 2018–2019 Accord; makers answer such complaints with module software updates.",
        },
        {
          likelihood: "occasional",
          part: "Radar or camera slightly out of aim without a stored code",
          why: "A small vertical error sends more energy toward overhead structures or the road surface and multiplies false targets while staying inside the self-test limits.",
        },
        {
          likelihood: "rare",
          part: "Wrong tire size, a heavy load or sagging rear springs",
          why: "A nose-up stance tilts the forward sensors toward bridges and signs.",
        },
      ],
      checks: [
        {
          step: "Write down exact places, speeds and whether adaptive cruise was on; check the VIN for open recalls and search service bulletins for the radar, camera and brake modules.",
          tools: ["VIN recall lookup", "Service bulletin search"],
          expect: "A bulletin or recall describing unexpected braking with a software remedy comes before any parts.",
        },
        {
          step: "Scan the radar, camera and ABS/ESC modules for codes, software levels and any stored emergency braking events.",
          tools: ["Scan tool with ADAS access"],
          expect: "No faults but logged events point to software or subtle aim; stored alignment codes point to aim.",
        },
        {
          step: "Check tire sizes and pressures, rear ride height, hitch weight and anything heavy in the cargo area.",
          tools: ["Tire pressure gauge", "Tape measure"],
          expect:
            "Tires within 1 psi of the placard and ride height within about 0.4 in. (10 mm) of spec rule out a pitch change (typical; confirm in the service information); a sagging rear is fixed before aiming.",
        },
        {
          step: "Verify radar and camera aim with the maker's procedure on a level floor.",
          tools: ["Scan tool with ADAS access", "Calibration targets and reflector"],
          expect: "Sensors inside tolerance clear the aim; anything outside it is corrected before the road test.",
        },
        {
          step: "Drive the same route with a second person watching live radar target and camera object data.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "A phantom target appearing at the same overpass confirms a software or fusion issue rather than a hardware fault.",
        },
      ],
      fix: "Install the latest radar, camera and brake-module software and any recall remedy, correct tire size or ride-height problems, and aim any sensor found out of tolerance. If events continue on an up-to-date, correctly aimed car, document dates and places and file a vehicle safety complaint with NHTSA; it builds the record that drives investigations.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Radar, camera and brake software updates",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Correct ride height or tire size and aim sensors",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; recall and warranty software updates are free at a dealer; excludes a new sensor if aim cannot be restored.",
      },
      verdict: "careful",
      verdictReason:
        "Unexpected hard braking can get you rear-ended; turn adaptive cruise off, watch your mirrors and get the software and aim checked promptly.",
      codes: [],
      terms: ["automatic emergency braking", "sensor fusion", "TSB", "recall"],
      related: ["false-braking-after-front-end-repair", "radar-knocked-out-of-aim-by-minor-hit"],
      commonOn: [
        { make: "tesla", models: ["model-3", "model-y"], years: [2021, 2022] },
        { make: "honda", models: ["cr-v"], years: [2017, 2019] },
        { make: "honda", models: ["accord"], years: [2018, 2019] },
      ],
    },
    {
      slug: "false-braking-after-front-end-repair",
      title: "Car slams on the brakes at bridges and overhead signs since its front-end repair",
      summary:
        "A radar or camera disturbed during the repair is aimed wrong, most often tilted upward or held by a non-OE bracket. Don't keep driving it on the highway: return it so the bracket can be checked and the sensors calibrated before it goes back in service.",
      symptoms: [
        "Hard braking or red collision alerts at overpasses, sign gantries or steel plates, several times a trip",
        "Began right after a bumper, grille, headlamp or radiator support repair",
        "No warning lights, or an alignment message that comes and goes",
        "The invoice lists no radar aim or camera calibration, or only a 'scan'",
      ],
      symptomIds: ["false-braking", "after-body-repair", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Radar not aimed after the bumper reinforcement, grille or radiator support was replaced",
          why: "Even bolted back onto its own bracket, the sensor points wherever the new structural parts put it; a few degrees of upward tilt aims the beam at overhead structures.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket or salvage radar bracket",
          why: "Copy brackets and used parts can hold the sensor several degrees off, beyond what the aim screws or the software can correct.",
        },
        {
          likelihood: "occasional",
          part: "Windshield camera not recalibrated after glass or bracket work in the same repair",
          why: "A camera that misjudges distance and lane position can confirm a false radar target instead of vetoing it.",
        },
        {
          likelihood: "rare",
          part: "Wrong radar part number or a replacement not configured to the vehicle",
          why: "A sensor for another trim, or one left on default settings, runs with the wrong mounting height and bumper parameters.",
        },
      ],
      checks: [
        {
          step: "Read the repair order and the pre- and post-repair scan reports for calibrations actually performed.",
          tools: ["Repair order", "Scan reports"],
          expect:
            "No radar aim on an order that replaced the bumper reinforcement, radiator support or radar bracket is the answer in most cases.",
        },
        {
          step: "Inspect the bracket part number and fit, and measure sensor height and pitch against the spec.",
          tools: ["Digital inclinometer", "Tape measure", "Flashlight"],
          expect:
            "Radar pitch off by more than about 1 degree, a mounting height off spec, or a non-OE bracket is a mounting problem an aim routine alone will not fix (typical; confirm in the service information).",
        },
        {
          step: "Scan the radar and camera modules and check part numbers, configuration and software level.",
          tools: ["Scan tool with ADAS access"],
          expect: "A configuration mismatch or a default setting in a replaced sensor must be corrected before aiming.",
        },
        {
          step: "Aim the radar and calibrate the camera to the service information, then road-test past the overpasses that triggered it.",
          tools: ["Calibration targets and reflector", "Scan tool with ADAS access"],
          expect: "Both routines pass, no codes remain and the car drives under bridges without alerts.",
        },
      ],
      fix: "Fit OE brackets, confirm the radar part number and configuration, then aim the radar and calibrate the camera as the service information requires, finishing with a road test and a clean post-calibration scan. A car with a disturbed, unaimed radar should never have been released; the repairing shop should correct it at its cost.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Radar aim and camera calibration", partsLow: 0, partsHigh: 0, laborHoursLow: 1, laborHoursHigh: 3 },
          {
            name: "OE brackets plus radar aim and camera calibration",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes a new radar or camera if damaged and dealer rates; often owed by the original repairer or its insurer.",
      },
      verdict: "stop",
      verdictReason:
        "Repeated full-force braking at highway speed invites a rear-end crash; don't drive it until the sensors are aimed, and if you must move it, switch automatic braking off first.",
      codes: [],
      terms: ["radar aim", "post-repair scan", "OE bracket"],
      related: [
        "radar-knocked-out-of-aim-by-minor-hit",
        "phantom-braking-on-highway",
        "collision-repair-returned-without-calibration",
      ],
    },
    {
      slug: "acc-and-aeb-off-with-other-warnings",
      title: "Adaptive cruise and collision braking unavailable whenever the check engine or ABS light is on",
      summary:
        "Driver-assist features switch themselves off when a module they depend on reports a fault, so the radar and camera are usually fine. Fix the engine, ABS, stability or brake-switch fault first and the features come back.",
      symptoms: [
        "Adaptive cruise, pre-collision and lane-keep show 'unavailable' alongside a check engine, ABS, traction or brake light",
        "Regular cruise control may refuse to set as well",
        "Radar and camera modules hold only lost-communication or invalid-data codes, not internal faults",
        "Everything works again the moment the other fault is repaired and cleared",
      ],
      symptomIds: ["other-warnings-too", "cruise-aeb-off", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "ABS, stability-control or wheel-speed sensor fault",
          why: "Automatic braking and adaptive cruise apply the brakes through the ABS/ESC unit and need trusted wheel speeds; with ESC degraded they are locked out.",
        },
        {
          likelihood: "common",
          part: "Active engine or transmission fault",
          why: "Many makes disable cruise and adaptive cruise with almost any active check-engine code because torque requests may not be delivered as commanded; Subaru is the best-known example.",
        },
        {
          likelihood: "occasional",
          part: "Brake light switch out of adjustment or failing",
          why: "The switch confirms the driver's braking and cancels cruise; mismatched switch circuits set P0571 or P0504 and cruise features are inhibited.",
        },
        {
          likelihood: "rare",
          part: "Steering-angle or yaw sensor not calibrated",
          why: "Lane keeping and stability control need a valid steering-angle zero; an uncalibrated sensor reports invalid data and the features refuse to arm.",
        },
      ],
      checks: [
        {
          step: "Scan every module, not just the engine, and list all codes before clearing anything.",
          tools: ["Full-system scan tool"],
          expect:
            "ADAS modules holding U0401, U0415 or U0428 (invalid data from engine, ABS or steering-angle module) point at the sending module, not the radar.",
        },
        {
          step: "Have a helper watch the brake lamps, then read both brake switch inputs in live data while pressing the pedal lightly.",
          tools: ["Scan tool"],
          expect:
            "Lamps on with light pressure; on two-circuit switches one input goes from 0 V to battery voltage as the other drops to 0 V, at the same moment; a lag between them matches P0504.",
        },
        {
          step: "Repair the root fault, clear codes in all modules and drive for several minutes.",
          tools: ["Scan tool"],
          expect:
            "Driver-assist features go available after a key cycle and a short drive once the underlying fault is gone.",
        },
        {
          step: "If features stay off with all other faults fixed, read the radar and camera codes again.",
          tools: ["Scan tool with ADAS access"],
          expect: "Remaining internal, aim or blockage codes now belong to the ADAS sensors themselves.",
        },
      ],
      fix: "Repair the engine, ABS/ESC, steering-angle or brake-switch fault, calibrate the steering-angle sensor if the repair calls for it, then clear codes in every module and drive to let the systems run their self-checks. No ADAS calibration is needed unless a sensor itself was disturbed.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Brake light switch and clearing codes",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Wheel-speed or steering-angle sensor repair",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate for a typical brake switch or wheel-speed sensor repair; excludes bigger engine or ABS repairs that the scan turns up.",
      },
      verdict: "careful",
      verdictReason:
        "Losing the driver aids alone is not dangerous, but an ABS or brake fault behind it needs attention soon; drive gently until it is diagnosed.",
      codes: ["P0571", "P0504", "U0401", "U0415", "U0428"],
      terms: ["automatic emergency braking", "electronic stability control", "brake light switch"],
      related: ["front-radar-no-communication", "phantom-braking-on-highway"],
      commonOn: [{ make: "subaru" }],
    },
    {
      slug: "front-radar-no-communication",
      title: "Every radar-based feature off and the scan tool can't reach the front radar module",
      summary:
        "A lost-communication code for the front distance sensor (U0235) means the radar has lost power, ground or its network link, or has failed. Check the fuse and the connector in the bumper for water and corrosion before buying a radar.",
      symptoms: [
        "Adaptive cruise, forward collision warning and automatic braking unavailable at every start",
        "Other modules store U0235 and the radar is missing from the scan tool's module list",
        "Radar connector in the lower bumper green with corrosion, or the car recently went through deep water or had bumper work",
        "Camera-only features such as lane departure warning may still work",
      ],
      symptomIds: ["cruise-aeb-off", "warning-message", "other-warnings-too"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or water-filled radar connector in the lower bumper",
          why: "Low-mounted radars sit in road spray and salt; corrosion on the power, ground or CAN pins drops the module off the network.",
        },
        {
          likelihood: "occasional",
          part: "Blown radar fuse or a bumper harness pinched or torn",
          why: "Harness routed along the bumper reinforcement gets trapped during bumper work or torn in a minor hit, shorting the feed or opening the CAN pair.",
        },
        {
          likelihood: "occasional",
          part: "Failed radar module",
          why: "Water past the housing seal or an impact damages the internal electronics so the module stops answering even with good power and wiring.",
        },
        {
          likelihood: "rare",
          part: "Fault on the ADAS sub-network or its gateway",
          why: "On vehicles where the radar sits on a private CAN behind a gateway, a shorted node or a gateway fault isolates it.",
        },
      ],
      checks: [
        {
          step: "Find the radar fuse in the wiring diagram and test both sides with the key on.",
          tools: ["Wiring diagram", "Test light"],
          expect: "Both sides live; a fuse that blows again when replaced means a short in the bumper harness.",
        },
        {
          step: "Unplug the radar and inspect its pins and seal for green crust, pushed-back terminals or water.",
          tools: ["Flashlight", "Pick set"],
          expect:
            "Corrosion or a backed-out pin explains the lost link; clean, seated pins move you on to voltage checks.",
        },
        {
          step: "Key on, back-probe power and ground at the radar connector with the module plugged in.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Power within 0.5 V of battery voltage and under 0.2 V between the ground pin and battery negative; more than that is a wiring fault.",
        },
        {
          step: "Measure CAN High and CAN Low to ground at the radar connector with the bus awake.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "CAN High slightly above 2.5 V and CAN Low slightly below it; 0 V or battery voltage on either wire is a harness fault, not the radar.",
        },
        {
          step: "If power, ground and both CAN wires are good at the plug, substitute or condemn the radar.",
          tools: ["Scan tool with ADAS access"],
          expect: "Good supply and network with still no response condemns the radar module.",
        },
      ],
      fix: "Repair the connector or harness with sealed terminals and splices, or replace the radar module. A new radar almost always needs programming or configuration to the VIN and a full aim, followed by a clean post-repair scan, before the car is released.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the radar connector or harness",
            partsLow: 80,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace, program and aim the front radar",
            partsLow: 900,
            partsHigh: 2000,
            laborHoursLow: 2,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes programming subscriptions, bumper or grille damage found on removal, and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "Steering and braking work as usual; without the radar there is no adaptive cruise or automatic emergency braking, so drive as you would a car without them.",
      codes: ["U0235"],
      terms: ["CAN bus", "U-code", "module programming"],
      related: ["acc-and-aeb-off-with-other-warnings", "radar-knocked-out-of-aim-by-minor-hit"],
    },
    {
      slug: "adas-misbehaves-after-alignment",
      title: "Lane keeping pulls toward one line and cruise tracks the wrong lane after a wheel alignment",
      summary:
        "The alignment moved the thrust line or the steering-angle zero, and the camera and radar were not recalibrated to match. Check the printout, reset the steering-angle sensor and run the camera and radar calibrations the maker lists for an alignment.",
      symptoms: [
        "Lane-keep assist holds the car off-center or keeps nudging toward one lane line",
        "Steering wheel straight, yet lane departure warnings trigger early on one side only",
        "Adaptive cruise reacts to vehicles in an adjacent lane on straight roads",
        "Began right after an alignment, a tie-rod or a control-arm job; some cars show a calibration-required message",
      ],
      symptomIds: ["lane-keep-problem", "after-alignment-suspension", "cruise-aeb-off", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Thrust angle changed by a rear toe adjustment",
          why: "Forward cameras and radars are aimed to the thrust line; swinging it by setting rear toe leaves the sensors looking slightly to one side of where the car actually travels.",
        },
        {
          likelihood: "common",
          part: "Steering-angle sensor not reset after toe was set",
          why: "Lane keeping uses the steering-angle zero to know when the car is going straight; an offset makes it apply steady torque toward one side.",
        },
        {
          likelihood: "occasional",
          part: "Required camera or radar calibration skipped",
          why: "Several automakers name a wheel alignment as a trigger for forward camera calibration, radar aim or both, and the alignment shop had no equipment to do it.",
        },
        {
          likelihood: "rare",
          part: "Alignment set with the wheel off-center or ride height out of spec",
          why: "Toe set with the wheel turned leaves the steering wheel crooked, and the angle sensor then learns the wrong straight-ahead.",
        },
      ],
      checks: [
        {
          step: "Get the before-and-after alignment printout and compare thrust angle and steering-wheel centering.",
          tools: ["Alignment printout"],
          expect:
            "Thrust angle near zero (many specs allow roughly 0.1–0.25 degree); a noticeable change from the before reading means the forward sensors need re-aiming.",
        },
        {
          step: "With the car still on the alignment rack and the steering wheel locked centered, read the steering angle sensor PID before starting any camera or radar routine.",
          tools: ["Scan tool"],
          expect:
            "Within about ±2 degrees of 0 on most makes (confirm in the service information); a larger offset calls for a steering-angle calibration before anything else.",
        },
        {
          step: "Scan the camera and radar modules for calibration-required or misalignment codes and status.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "A calibration-required status confirms the skipped step; no codes does not clear it, because many cameras never notice a thrust-line change.",
        },
        {
          step: "Calibrate the steering-angle sensor, then the camera and radar (static or dynamic per the maker), and road-test on a straight, well-marked road.",
          tools: ["Scan tool with ADAS access", "Calibration targets and reflector"],
          expect: "All routines pass and lane keep holds the car centered with no steady pull on the wheel.",
        },
      ],
      fix: "Correct any alignment error first, with the wheel locked level and ride height at spec, then calibrate the steering-angle sensor and perform the forward camera and radar calibrations the service information lists for an alignment. A shop that can't calibrate should sublet it and keep the car until the calibration passes.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 1,
        laborHoursHigh: 3.3,
        excludes:
          "Estimate for a steering-angle reset and one or two sensor calibrations; excludes the alignment itself, worn steering parts and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "Lane keeping that leans toward a line can carry you across it if you relax your grip; turn lane keep off until the sensors are calibrated.",
      codes: [],
      terms: ["thrust angle", "steering angle sensor", "lane-keep assist"],
      related: ["radar-knocked-out-of-aim-by-minor-hit", "lane-keep-ping-pong", "lane-keep-off-after-steering-repair"],
    },
    {
      slug: "camera-not-calibrated-after-windshield",
      title: "Lane-keep and collision warnings act strangely since the windshield was replaced",
      summary:
        "The forward camera was not calibrated to the new glass, so it misjudges lane position and distance. Go back to the glass shop or a dealer for the static or dynamic calibration the maker specifies; the car should never have been released without it.",
      symptoms: [
        "'Front camera calibration required', 'Lane assist unavailable' or a camera fault message after the glass job, or no message at all",
        "Lane departure warning sounds while centered, or lane keep steers toward one line",
        "Forward collision warning alerts early, late or for cars in the next lane",
        "Automatic high beams or the traffic-sign display misbehave from the same day",
      ],
      symptomIds: ["after-windshield", "lane-keep-problem", "false-braking", "warning-message", "lights-signs-wrong"],
      causes: [
        {
          likelihood: "common",
          part: "Camera calibration not performed after glass replacement",
          why: "The camera bracket is bonded to the glass, and every new windshield places it slightly differently; half a degree of pitch moves the camera's idea of the road by about 10 inches at 100 feet.",
        },
        {
          likelihood: "occasional",
          part: "Dynamic calibration started but never completed",
          why: "Some cameras report calibration as in progress until they have driven a set distance on marked roads; the car went home before it finished.",
        },
        {
          likelihood: "occasional",
          part: "Camera not clipped fully into its bracket, or the shroud left off",
          why: "A loose camera shifts over bumps, and a missing light shield lets dash reflections into the lens.",
        },
      ],
      checks: [
        {
          step: "Ask the installer for the calibration report and check the invoice for a calibration line with a pass result.",
          tools: ["Repair invoice"],
          expect: "No report, or one marked failed or incomplete, settles the question.",
        },
        {
          step: "Scan the camera module for calibration-status codes and read the calibration state in live data.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "'Not calibrated', 'in progress' or a calibration-required code confirms it; 'completed' with the current date moves the check to mounting.",
        },
        {
          step: "Take off the camera cover and check the camera is locked in its bracket and the shroud is in place.",
          tools: ["Trim tools", "Flashlight"],
          expect: "Camera seated without play and the shroud fitted; any wobble means refit and recalibrate.",
        },
        {
          step: "Run the maker's calibration: static target on the frame, dynamic road drive, or both.",
          tools: ["Calibration targets", "Scan tool with ADAS access"],
          expect: "The routine passes, no codes remain, and lane keep centers the car on a test drive.",
        },
        {
          step: "Before calibrating, set tire pressures to the door placard, empty the cargo area and measure ride height at all four wheels.",
          tools: ["Tire gauge", "Tape measure"],
          expect:
            "Pressures at the placard to within 1 psi and each corner within about 0.4 in. (10 mm) of its opposite side; a lean calibrated in stays in (typical; confirm in the service information).",
        },
      ],
      fix: "Calibrate the forward camera to the service information: static with a target board at a measured distance and height for many Toyota, Honda, Nissan and Subaru models, dynamic on the road for many GM and BMW models, and both on some cars. Give the owner the printed result; a glass shop that can't calibrate must sublet it before the car is released.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 60,
        laborHoursLow: 1.3,
        laborHoursHigh: 4,
        excludes:
          "Estimate for the calibration alone; excludes the windshield, refitting glass that fails and dealer rates; often owed by the glass installer.",
      },
      verdict: "careful",
      verdictReason:
        "A mis-aimed camera can steer toward a line or brake for the wrong car; switch lane keep off, leave extra room, and get the calibration done before relying on it.",
      codes: [],
      terms: ["forward camera", "static calibration", "dynamic calibration", "calibration report"],
      related: [
        "camera-calibration-fails-after-windshield",
        "eyesight-after-windshield",
        "collision-repair-returned-without-calibration",
      ],
    },
    {
      slug: "camera-calibration-fails-after-windshield",
      title: "Shop says the camera won't calibrate after a new windshield",
      summary:
        "The glass is usually to blame: an aftermarket windshield with distortion in the camera window, a bracket bonded in the wrong place, or the wrong part for the option package. Verify the glass and bracket before condemning the camera.",
      symptoms: [
        "Static or dynamic calibration aborts with an out-of-range, target-not-found or timeout error",
        "The camera worked before the glass change, and the new windshield carries a different brand stamp than the original",
        "A faint wavy distortion when looking at a straight edge through the glass in front of the camera",
        "Camera bracket, camera-area heater or light shield differs from the old windshield",
      ],
      symptomIds: ["calibration-fails", "after-windshield", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Aftermarket glass with distortion or different thickness in the camera window",
          why: "The camera looks through a small patch of glass; waviness, a different thickness or rake refracts the image until the module's angle correction runs out of range.",
        },
        {
          likelihood: "occasional",
          part: "Camera bracket bonded off position, or the wrong bracket",
          why: "A bracket a few millimeters off height or angle puts the camera outside the window the calibration can correct.",
        },
        {
          likelihood: "occasional",
          part: "Windshield that doesn't match the car's options",
          why: "Glass missing the camera-area heater grid, with a different frit or tint band, or built for a car without the camera, leaves the view fogged or obstructed.",
        },
        {
          likelihood: "rare",
          part: "Camera damaged or connector left loose during the glass swap",
          why: "A dropped camera or a half-seated connector sets internal faults that no calibration can pass.",
        },
      ],
      checks: [
        {
          step: "Compare the windshield's markings and part number with the OE glass listed for that VIN and option code.",
          tools: ["Parts catalog", "Flashlight"],
          expect: "OE or automaker-approved glass for the camera and heater options; anything else is suspect.",
        },
        {
          step: "Sit at the camera's eye point and look through the glass at a straight vertical edge while moving your head slowly side to side.",
          tools: [],
          expect: "An edge that stays straight is normal; one that wiggles or bends shows optical distortion.",
        },
        {
          step: "Measure the bracket position against the old windshield or the glass maker's drawing, and confirm the camera clicks fully home.",
          tools: ["Tape measure", "Trim tools"],
          expect:
            "Bracket within 1–2 mm of the original position and a camera that clicks home with no play; any more offset is a glass or bracket problem no routine can absorb.",
        },
        {
          step: "Read the calibration failure reason from the module and confirm the setup: level floor, tire pressure, target distance and height, even lighting.",
          tools: ["Scan tool with ADAS access", "Tire pressure gauge"],
          expect:
            "'Angle out of range' with a correct setup points to glass or bracket; 'target not recognized' points back to the setup.",
        },
      ],
      fix: "Replace the windshield with OE glass or glass the automaker approves for its camera (Honda and Subaru, among others, call for OE glass on camera-equipped cars), bond the bracket correctly, refit the camera and shroud, then calibrate. The car stays in the shop until the calibration passes.",
      difficulty: 4,
      cost: {
        partsLow: 300,
        partsHigh: 1500,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes:
          "Estimate for a second windshield and calibration; excludes moldings, rain-sensor gel pads and dealer rates; often owed by the installer or insurer.",
      },
      verdict: "careful",
      verdictReason:
        "Until calibration passes, lane keeping and automatic braking are off or unreliable; drive without counting on them and don't sign off on the job.",
      codes: [],
      terms: ["OE glass", "camera bracket", "optical distortion"],
      related: [
        "camera-not-calibrated-after-windshield",
        "static-calibration-fails-in-bay",
        "eyesight-after-windshield",
      ],
    },
    {
      slug: "camera-blocked-message-glass-clean",
      title: "Camera blocked or clean-windshield message that washing the glass won't clear",
      summary:
        "The dirt is usually inside: off-gassing haze on the glass under the camera cover, a chip in the camera's view, or wiper smears. Clean inside the shroud, fix the wipers or camera-area heater, and replace cracked glass with a calibration.",
      symptoms: [
        "'Front camera blocked', 'Camera view obstructed' or 'Clean windshield' messages on dry, sunny days",
        "Greasy haze on the inside of the glass behind the mirror when lit from an angle",
        "A rock chip, crack or sandblasted patch in the glass above the mirror",
        "Worse driving toward the sun or at night under streetlights",
      ],
      symptomIds: ["sensor-blocked", "lane-keep-problem", "warning-message", "weather-dropout"],
      causes: [
        {
          likelihood: "common",
          part: "Off-gassing haze on the inner glass inside the camera shroud",
          why: "Dash and trim plastics release vapors that condense on the coolest surface, and the enclosed camera pocket builds a film that scatters light.",
        },
        {
          likelihood: "common",
          part: "Chip, crack or pitting in the camera's field of view",
          why: "Damage in that small patch of glass breaks up lane lines and headlights, and the camera's self-check calls it blocked.",
        },
        {
          likelihood: "occasional",
          part: "Worn wiper blades leaving a smeared arc across the camera area",
          why: "A streak right where the camera looks blurs the image every time the wipers run.",
        },
        {
          likelihood: "occasional",
          part: "Camera-area glass heater not working",
          why: "On cars that heat the glass in front of the camera, a dead grid or connector lets that patch fog or frost first.",
        },
      ],
      checks: [
        {
          step: "From outside, inspect the glass in front of the camera for chips and pitting, then run the wipers with washer fluid and look for streaks across it.",
          tools: ["Flashlight"],
          expect: "A chip or crack in the camera zone means a new windshield; a smear points to the blades.",
        },
        {
          step: "Remove the camera cover and look at the inner glass in the shroud with a light held at an angle.",
          tools: ["Trim tools", "Flashlight"],
          expect: "A gray or rainbow film on the glass inside the shroud is off-gassing haze.",
        },
        {
          step: "Clean that glass with ammonia-free glass cleaner on a lint-free cloth, keeping fingers and cleaner off the camera lens.",
          tools: ["Lint-free cloth", "Ammonia-free glass cleaner"],
          expect: "The message stops returning once the inner film is gone.",
        },
        {
          step: "In cold weather, check the camera-area heater fuse, connector and element against the wiring diagram.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "About 12–14 V at the heater connector with the defroster or heater commanded and continuity through the grid; voltage with an open grid condemns the heater, which is usually part of the glass.",
        },
      ],
      fix: "Clean the inner glass with the camera left in its bracket where possible, fit new wiper blades, and repair a dead camera-area heater. A chip or crack in the camera's view means a new windshield plus camera calibration, because most glass shops won't resin-repair damage inside the camera zone.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the inner glass and fit wiper blades",
            partsLow: 40,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Repair the camera-area heater circuit",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "New windshield with camera calibration",
            partsLow: 500,
            partsHigh: 1300,
            laborHoursLow: 2,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate; excludes dealer OE glass, rain-sensor pads or a camera bracket that does not transfer, and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Nothing about the way the car drives changes; the camera-based aids are simply off until it can see clearly.",
      codes: [],
      terms: ["camera shroud", "off-gassing", "camera-area heater"],
      related: ["camera-features-drop-in-sun-heat-rain", "camera-not-calibrated-after-windshield"],
    },
    {
      slug: "camera-features-drop-in-sun-heat-rain",
      title: "Lane assist and collision warning switch off in low sun, heavy rain or after the car sat in the heat",
      summary:
        "The camera is usually working as designed: it stands down when it can't see reliably or gets too hot. Features return once conditions improve or the cabin cools; only dropouts in clear, mild weather need diagnosis.",
      symptoms: [
        "'Some driver assist systems cannot operate: camera temperature too high' after parking in summer sun, a familiar Honda message",
        "Lane keep and sign reading go unavailable driving into a sunrise or sunset, in heavy rain, fog or road spray",
        "Features come back within minutes of the A/C cooling the cabin or the weather clearing",
        "No stored codes, or only history entries for temporary unavailability",
      ],
      symptomIds: ["weather-dropout", "lane-keep-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Camera above its operating temperature after heat soak",
          why: "The camera sits against glass that can pass 150°F in direct sun, and it shuts down to protect its image sensor until it cools.",
        },
        {
          likelihood: "common",
          part: "Glare, heavy rain, fog or spray",
          why: "Low sun saturates the image and water on the glass blurs lane lines and vehicle edges, so the camera's confidence drops below its threshold.",
        },
        {
          likelihood: "occasional",
          part: "Wipers or washers not clearing the camera zone",
          why: "Worn blades or a weak washer jet leave the top center of the glass wet and streaked, right where the camera looks.",
        },
        {
          likelihood: "rare",
          part: "Camera with an internal fault or a software issue",
          why: "A camera that reports overheating on mild days with the cabin cool may be failing or need an update covered by a service bulletin.",
        },
      ],
      checks: [
        {
          step: "Record when it happens: temperature, sun angle, rain, how long the car was parked.",
          tools: [],
          expect: "Dropouts only in heat, glare or heavy weather are normal limits, not a defect.",
        },
        {
          step: "Run the A/C on max with air to the windshield for 5–10 minutes after a hot soak.",
          tools: [],
          expect:
            "Glass at the camera often reads 140 °F or more on an infrared thermometer after a sunny soak; the message clears and features return as it cools toward cabin temperature.",
        },
        {
          step: "Check wiper blades and washer aim across the camera area.",
          tools: ["Washer nozzle pin"],
          expect: "Blades wipe clean in one pass and the jets hit the top center of the glass.",
        },
        {
          step: "Scan the camera for stored faults and check service bulletins for its software.",
          tools: ["Scan tool with ADAS access", "Service bulletin search"],
          expect:
            "Internal or overtemperature faults in mild weather point to the camera or a software fix rather than conditions.",
        },
      ],
      fix: "Nothing to repair for normal sun, rain or heat dropouts: use a windshield sunshade when parked, run the A/C, and keep wipers fresh. Update the camera software or replace the camera only when it drops out in clear, mild conditions and the maker's tests confirm it, then calibrate the new camera.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Wiper blades and a windshield sunshade",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Camera software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
          {
            name: "Replace and calibrate the windshield camera",
            partsLow: 500,
            partsHigh: 1100,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes diagnosis at dealer rates, a cracked windshield in the camera's view, and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "The car is safe to drive; expect lane keeping and collision warning to be off in those conditions and drive accordingly.",
      codes: [],
      terms: ["forward camera", "heat soak", "glare"],
      related: ["camera-blocked-message-glass-clean", "front-radar-blocked-by-snow-or-dirt"],
    },
    {
      slug: "lane-keep-ping-pong",
      title: "Lane-keep assist tugs the wheel back and forth or hugs one lane line",
      summary:
        "Usually the camera is misreading faded lines, tar seams or construction markings, or tires, pressures or load have changed how the car sits. Check tires and ride height, rule out a pull, verify calibration and update software.",
      symptoms: [
        "Wheel nudges left, then right, inside the lane, often called ping-ponging",
        "The car rides noticeably closer to one line than the other with lane centering on",
        "Steers toward tar seams, old markings or the road edge in construction zones",
        "No warning lights; the lane lines on the cluster display flicker between detected and not detected",
      ],
      symptomIds: ["lane-keep-problem", "after-alignment-suspension"],
      causes: [
        {
          likelihood: "common",
          part: "Poor or confusing lane markings",
          why: "The camera follows the strongest edges it sees; worn paint, sealed cracks and ghost lines from old lanes can win over the real line.",
        },
        {
          likelihood: "occasional",
          part: "Tire size, pressure or load change altering camera pitch",
          why: "Bigger tires, a low rear tire or a heavy trailer tongue tilts the camera, so it misjudges where the lines are ahead of the car.",
        },
        {
          likelihood: "occasional",
          part: "Worn steering parts or a pull from alignment drift",
          why: "Play in tie rods or a steady pull makes the system correct constantly, which feels like the wheel being tugged.",
        },
        {
          likelihood: "occasional",
          part: "Camera slightly out of calibration",
          why: "A camera that was never calibrated after glass or suspension work thinks the lane center is offset to one side.",
        },
        {
          likelihood: "rare",
          part: "Lane-keep software calibration issue",
          why: "Some models received camera or EPS software updates that changed lane-centering behavior after complaints.",
        },
      ],
      checks: [
        {
          step: "Drive a fresh, well-marked highway and compare with the roads where it misbehaves.",
          tools: [],
          expect: "Smooth tracking on good markings points to the road, not the car.",
        },
        {
          step: "Check tire sizes and pressures against the door placard and measure ride height front and rear.",
          tools: ["Tire pressure gauge", "Tape measure"],
          expect:
            "Placard pressures, matching sizes and even ride height; any difference is corrected before further tests.",
        },
        {
          step: "With lane keep off, check for a pull on a flat road and rock the steering wheel to feel for play.",
          tools: [],
          expect:
            "No pull and steering free play under about 1.2 in. (30 mm) at the rim, a limit many makers give (typical; confirm in the service information); otherwise repair steering or alignment first.",
        },
        {
          step: "Scan the camera and EPS modules for codes, calibration status and software level against bulletins.",
          tools: ["Scan tool with ADAS access", "Service bulletin search"],
          expect: "An available update or a not-calibrated status gives the next step.",
        },
        {
          step: "Calibrate the camera and road-test with lane centering on.",
          tools: ["Calibration targets", "Scan tool with ADAS access"],
          expect: "The car holds the lane center with only small, smooth corrections.",
        },
      ],
      fix: "Correct tire size or pressure, ride height, worn steering parts or alignment; apply any software update; then calibrate the camera and confirm on a road test. Where markings are the cause, nothing on the car needs fixing.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Set tire pressures and road-test",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.5,
          },
          {
            name: "Camera software update and calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Tie rod end and camera calibration",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 2,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate; excludes tires, alignment, steering parts beyond one tie rod end and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "The car can be driven, but keep a firm hand on the wheel or switch lane keeping off until the cause is found.",
      codes: [],
      terms: ["lane centering", "lane-keep assist", "ride height"],
      related: [
        "adas-misbehaves-after-alignment",
        "camera-not-calibrated-after-windshield",
        "lane-keep-off-after-steering-repair",
      ],
    },
    {
      slug: "lane-keep-off-after-steering-repair",
      title: "Lane-keep assist unavailable since a steering rack, column or power steering module was replaced",
      summary:
        "Lane keeping steers through the electric power steering, so an unprogrammed rack or EPS module, or an uncalibrated steering-angle sensor, locks it out. Program the EPS, run its learns, and calibrate the angle sensor and camera as listed.",
      symptoms: [
        "'Lane keeping assist unavailable' or a steering assist message since the repair",
        "Lane departure warnings may still chime, but the wheel never corrects",
        "Stability control light on, or the steering wheel sitting off-center",
        "Scan shows U0131, U0420 or U0428 in the camera or ABS module",
      ],
      symptomIds: ["lane-keep-problem", "other-warnings-too", "after-alignment-suspension"],
      causes: [
        {
          likelihood: "common",
          part: "Steering-angle sensor not calibrated after the repair",
          why: "Removing a rack or column loses the angle zero; lane keeping and stability control reject an angle they can't trust.",
        },
        {
          likelihood: "common",
          part: "Replacement rack or EPS module not programmed or configured",
          why: "New and remanufactured EPS units ship with base software; without the vehicle configuration they refuse torque requests from the lane-keep camera.",
        },
        {
          likelihood: "occasional",
          part: "Torque-sensor zero or end-stop learn not done",
          why: "Many EPS racks need these learns; until then the module limits assist or blocks outside steering requests.",
        },
        {
          likelihood: "rare",
          part: "Rack variant without driver-assist support",
          why: "Some models use a different EPS part only on cars with lane centering or park assist, and the base unit can't accept steering commands.",
        },
      ],
      checks: [
        {
          step: "Scan the EPS, steering-angle, ABS and camera modules and note every code.",
          tools: ["Full-system scan tool"],
          expect:
            "Calibration-required codes in the EPS or angle sensor, and invalid-data codes in the camera, point to the steering repair.",
        },
        {
          step: "After the rack, column or steering module swap, roll the car straight onto a level floor and check that the steering angle PID is valid and near zero.",
          tools: ["Scan tool"],
          expect:
            "A valid value reading within a few degrees of 0 (often ±2–5 degrees allowed; confirm in the service information); a large offset or an invalid value needs calibration.",
        },
        {
          step: "Compare the installed rack or EPS module part number and software with the vehicle's build data.",
          tools: ["Parts catalog", "Scan tool"],
          expect: "A matching part with current software; a mismatch needs the right part or programming.",
        },
        {
          step: "Program the EPS, run torque-sensor and end-stop learns, calibrate the angle sensor, then calibrate the camera if the procedure calls for it and road-test.",
          tools: ["Scan tool with ADAS access"],
          expect: "Routines pass, codes clear and lane keep applies gentle corrections on a marked road.",
        },
      ],
      fix: "Program and configure the new EPS unit, run its learns, calibrate the steering-angle sensor, align the front end and calibrate the camera where the service information requires it. Confirm lane keeping works on a road test before releasing the car.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.8,
        laborHoursHigh: 3,
        excludes:
          "Estimate for programming and calibrations only; excludes the rack or module, an alignment, software subscriptions and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "Lane keeping being off is not dangerous by itself, but if the steering feels heavy or a red steering warning is lit, don't drive until the EPS is checked.",
      codes: ["U0131", "U0420", "U0428", "U0126"],
      terms: ["electric power steering", "steering angle sensor", "torque sensor"],
      related: ["adas-misbehaves-after-alignment", "acc-and-aeb-off-with-other-warnings", "lane-keep-ping-pong"],
    },
    {
      slug: "hands-off-wheel-warning-false",
      title: "Hands-off-wheel warning keeps appearing while both hands are on the steering wheel",
      summary:
        "Most systems sense hands by tiny steering torque, so a light grip on a straight road reads as no hands; capacitive wheels can be fooled by gloves, a wheel cover or a failed sensor mat. Adjust grip, remove covers and scan for wheel-sensor faults.",
      symptoms: [
        "'Keep hands on steering wheel' or 'Hands-off detected' alert with hands resting on the rim",
        "Lane centering or adaptive cruise cancels after repeated alerts",
        "Happens on straight, smooth highways and rarely on winding roads",
        "Started after fitting a steering wheel cover, or only with thick winter gloves",
      ],
      symptomIds: ["hands-free-problem", "lane-keep-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Torque-based hands detection with a very light grip",
          why: "The EPS torque sensor looks for small steering inputs; hands resting without any effort on a straight road produce none, so the system decides nobody is steering.",
        },
        {
          likelihood: "occasional",
          part: "Steering wheel cover or gloves over a capacitive rim",
          why: "Rims with a capacitive sensing mat (many newer BMW, Mercedes-Benz and Volkswagen group models) detect skin contact; thick covers and insulated gloves hide the hands.",
        },
        {
          likelihood: "occasional",
          part: "Failed capacitive sensor mat or a connector disturbed during airbag or clock spring work",
          why: "With the mat open or unplugged, the module never sees hands and alerts constantly, often with a stored fault.",
        },
        {
          likelihood: "rare",
          part: "Steering torque sensor offset",
          why: "A torque sensor reading off-zero can hide real driver input or show a steady phantom input.",
        },
      ],
      checks: [
        {
          step: "Drive the same road holding the wheel at 9 and 3 with slight steady steering effort, without covers or gloves.",
          tools: [],
          expect:
            "Alerts stop with a firmer grip on torque-sensing cars, or bare hands on capacitive rims; a prompt every 10–15 seconds with a very light grip on a straight road is normal on torque sensing.",
        },
        {
          step: "Watch the hands-on detection status in live data while touching and releasing the rim.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "Status changes instantly with each touch on a good capacitive rim; no change means a sensor or wiring fault.",
        },
        {
          step: "Scan the steering wheel electronics, EPS and camera modules for sensor-mat or torque-sensor faults.",
          tools: ["Scan tool with ADAS access"],
          expect: "A hands-on sensor circuit fault points to the wheel; torque-sensor faults point to the EPS.",
        },
        {
          step: "After any airbag or clock spring work, follow the airbag disarm procedure and check the wheel's sensor connector is seated.",
          tools: ["Trim tools", "Airbag service procedure"],
          expect: "A loose sensor connector behind the airbag module explains alerts that started after that job.",
        },
      ],
      fix: "Remove the wheel cover and hold the wheel with light steering effort; repair a disturbed connector, or replace the steering wheel or its sensor mat if the hands-on sensor has failed, then clear codes and confirm the status in live data. Torque-sensor faults are an EPS repair with its learns.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Owner removes the steering wheel cover",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Reseat the hands-on sensor connector",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the steering wheel with its sensor mat",
            partsLow: 600,
            partsHigh: 1300,
            laborHoursLow: 1,
            laborHoursHigh: 2.3,
          },
        ],
        excludes:
          "Estimate; a wheel cover removal is free, a new wheel rim with sensor mat tops the range; excludes EPS repairs and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "The car steers normally; the alerts are a nuisance and the assist features cancel, but you remain fully in control.",
      codes: [],
      terms: ["capacitive steering wheel", "torque sensor", "lane centering"],
      related: ["hands-free-driving-wont-engage", "lane-keep-ping-pong"],
      commonOn: [{ make: "bmw" }, { make: "mercedes-benz" }, { make: "volkswagen" }],
    },
    {
      slug: "auto-high-beam-sign-recognition-errors",
      title: "Automatic high beams flash at nothing or the dash shows the wrong speed limit",
      summary:
        "Both features run off the windshield camera, so dirty glass, a camera out of calibration or outdated map data cause most complaints. Clean the glass, check headlight aim and camera calibration, and update maps where limits come from navigation.",
      symptoms: [
        "High beams drop for reflective signs and mailboxes, or stay on into oncoming traffic",
        "High beams fall back to low on empty roads and won't come back on",
        "Speed-limit display shows a truck limit, an exit-ramp limit or a limit that changed years ago",
        "Auto high beam indicator goes gray or says unavailable",
      ],
      symptomIds: ["lights-signs-wrong", "sensor-blocked", "after-windshield"],
      causes: [
        {
          likelihood: "common",
          part: "Dirt, haze or wiper smear on the glass in front of the camera",
          why: "The camera finds oncoming headlights and taillights as small points of light; a film spreads them into glare, so it dims early, late or at random.",
        },
        {
          likelihood: "common",
          part: "Sign reading picking up ramp, side-road or truck signs, or old map data",
          why: "Many systems blend camera readings with navigation speed limits; an outdated map or a ramp sign seen from the main road puts the wrong number on the dash.",
        },
        {
          likelihood: "occasional",
          part: "Camera out of calibration after windshield work",
          why: "A camera pitched up or down misjudges where vehicles are on the road and reacts to reflectors or misses distant headlights.",
        },
        {
          likelihood: "occasional",
          part: "Headlights mis-aimed or fitted with aftermarket LED bulbs",
          why: "The switching logic assumes the factory beam; an upward-aimed lamp glares oncoming drivers before the camera can react, and strong glare off signs can trick it.",
        },
      ],
      checks: [
        {
          step: "Clean the windshield inside and out in front of the camera, and note where errors happen: same signs, same roads, same conditions.",
          tools: ["Lint-free cloth"],
          expect:
            "Errors at the same sign or ramp every day point to sign reading or map data; random errors point to the glass or calibration.",
        },
        {
          step: "Check the navigation map version against the maker's latest release and look for camera software bulletins.",
          tools: ["Service bulletin search"],
          expect: "A map several years old explains outdated limits; an update is the fix.",
        },
        {
          step: "Check headlight aim against a wall 25 feet away with the car level and loaded normally.",
          tools: ["Tape measure", "Masking tape"],
          expect:
            "Low-beam cutoff roughly 2 inches below lamp-center height at 25 feet on many vehicles (check the maker's spec); higher means re-aim.",
        },
        {
          step: "Read the camera's calibration status and fault codes, and calibrate if the glass was replaced.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "A not-calibrated status or camera codes confirm it; a calibrated camera with clean glass that still misbehaves may need a software update.",
        },
      ],
      fix: "Clean the camera area, update the map and camera software, aim the headlights and put factory-type bulbs back in, and calibrate the camera if the windshield was changed. Treat the speed-limit display as advice and obey posted signs.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the camera area and aim the headlights",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Camera and map software update with calibration",
            partsLow: 0,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Factory-type headlight bulbs and camera calibration",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes a windshield replacement, dealer labor rates and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Switch to manual high beams and trust posted signs over the display; the car is otherwise unaffected.",
      codes: [],
      terms: ["auto high beam", "traffic-sign recognition", "headlight aim"],
      related: ["camera-not-calibrated-after-windshield", "camera-blocked-message-glass-clean"],
    },
    {
      slug: "adas-faults-after-lift-or-leveling-kit",
      title: "Driver-assist warnings or false braking after a lift kit, leveling kit or bigger tires",
      summary:
        "Lifting or leveling a truck changes the height and pitch its radar and camera were calibrated for, and taller tires skew wheel speed. Program the tire size, then aim the radar and calibrate the camera; a big lift can exceed what calibration corrects.",
      symptoms: [
        "Collision warnings at overpasses and signs, or late warnings for stopped traffic",
        "Adaptive cruise or lane keep unavailable, or radar alignment messages since the install",
        "Speedometer reads low against a GPS app after the tire upgrade",
        "Nose sits higher than before, typical of front leveling kits on half-ton trucks such as the Ram 1500, Silverado and F-150",
      ],
      symptomIds: ["after-alignment-suspension", "false-braking", "cruise-aeb-off", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Front leveling kit tilting the radar and camera upward",
          why: "Raising only the front pitches the truck nose-up by a degree or more, aiming the sensors over stopped cars and into bridges and signs.",
        },
        {
          likelihood: "occasional",
          part: "Tire diameter change not programmed",
          why: "ABS and ADAS modules work out speed and distance from wheel speed; 33-inch tires on a truck set up for 30-inch tires read about 10% slow, which throws off closing-speed math.",
        },
        {
          likelihood: "occasional",
          part: "Radar covered or moved by an aftermarket bumper or bull bar",
          why: "Steel bumpers often leave the radar behind metal or on a makeshift bracket, so it's blind or aimed wrong.",
        },
        {
          likelihood: "rare",
          part: "Lift height beyond the calibration window",
          why: "Radar and camera routines accept only a limited angle and height range; past it the routine fails and the automaker may not support the features at that height.",
        },
      ],
      checks: [
        {
          step: "Measure fender-to-hub-center height at all four wheels and put an inclinometer on a flat frame section front to rear.",
          tools: ["Tape measure", "Digital inclinometer"],
          expect:
            "Compare with factory rake; a front-leveled truck commonly shows the rake gone or reversed, which tilts the forward sensors up.",
        },
        {
          step: "Compare the speedometer with a GPS reading at a steady 60 mph and read the programmed tire size.",
          tools: ["GPS app", "Scan tool"],
          expect: "Within about 1–2 mph; reading 5 mph or more low means the tire size must be programmed.",
        },
        {
          step: "Check that nothing metal sits in front of the radar and that its mount is the factory part in the factory position.",
          tools: ["Flashlight"],
          expect: "A clear plastic path in front of the radar on an OE or maker-approved mount.",
        },
        {
          step: "Scan the radar and camera, then attempt the aim and calibration at the new ride height.",
          tools: ["Scan tool with ADAS access", "Calibration targets and reflector"],
          expect:
            "Routines that pass restore the features; 'out of range' means the lift or bumper must change or the features stay off.",
        },
      ],
      fix: "Program the new tire size, restore a radar-compatible mount if the bumper was changed, then aim the radar and calibrate the camera at the new ride height. If calibration cannot pass, the kit has to come out or the features stay off; tell the owner in writing rather than releasing a truck with sensors pointing at bridges.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Program tire size and calibrate the camera",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1.3,
            laborHoursHigh: 2.5,
          },
          {
            name: "Radar mount fix, radar aim and camera calibration",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate for programming, radar aim and camera calibration; excludes removing the kit, bumper changes and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "Braking and steering are fine, but emergency braking may fire at bridges or miss stopped traffic; switch it and adaptive cruise off until the sensors are recalibrated.",
      codes: [],
      terms: ["leveling kit", "rake", "tire size programming"],
      related: [
        "phantom-braking-on-highway",
        "radar-knocked-out-of-aim-by-minor-hit",
        "adas-misbehaves-after-alignment",
      ],
    },
    {
      slug: "eyesight-after-windshield",
      title: "Subaru EyeSight disabled or misjudging distance after a windshield replacement",
      summary:
        "EyeSight's two cameras judge distance by comparing their views through the glass, so non-OE glass or a skipped calibration throws it off. Use Subaru-approved glass and have the stereo cameras calibrated to Subaru's procedure before driving on it.",
      symptoms: [
        "'EyeSight disabled', 'EyeSight off' or 'EyeSight temporarily stopped' messages with a clean windshield",
        "Pre-collision braking alerts too early, too late or for cars in another lane",
        "Adaptive cruise follows too closely, then brakes late and hard",
        "Lane sway and departure warnings at odd moments",
      ],
      symptomIds: ["after-windshield", "false-braking", "cruise-aeb-off", "warning-message", "lane-keep-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Stereo camera calibration not done after the glass change",
          why: "Distance comes from the tiny difference between the left and right images; a new windshield shifts each view slightly, so every distance is off until both cameras are recalibrated.",
        },
        {
          likelihood: "common",
          part: "Non-OE windshield with optical differences between the two camera windows",
          why: "Subaru calls for genuine glass on EyeSight cars because distortion that differs between the two windows corrupts the stereo measurement.",
        },
        {
          likelihood: "occasional",
          part: "Camera unit bumped or its mounting disturbed during the glass job",
          why: "The camera assembly is built as a matched pair on a rigid beam; a knock that shifts it changes both views at once.",
        },
        {
          likelihood: "rare",
          part: "Failed EyeSight camera assembly",
          why: "Internal faults that persist with OE glass and a good calibration attempt call for the camera itself.",
        },
      ],
      checks: [
        {
          step: "Look for the Subaru name in the glass stamp and compare with the original part for that VIN.",
          tools: ["Flashlight"],
          expect: "Genuine or Subaru-approved glass; any other brand is the first suspect.",
        },
        {
          step: "Scan EyeSight with Subaru Select Monitor or an equivalent tool for codes and calibration status.",
          tools: ["Subaru Select Monitor or equivalent"],
          expect: "A calibration-incomplete status or image-related codes confirm the job was not finished.",
        },
        {
          step: "Check the inside glass in front of both lenses for haze, fingerprints or a sticker, and clean it without touching the lenses.",
          tools: ["Lint-free cloth", "Flashlight"],
          expect: "Both camera windows equally clear; a smudge over one lens alone skews distances.",
        },
        {
          step: "Run Subaru's EyeSight calibration with its target setup and verify on a road test.",
          tools: ["EyeSight calibration target", "Subaru Select Monitor or equivalent"],
          expect: "Calibration passes and following distance and lane warnings behave normally.",
        },
        {
          step: "Before Subaru's calibration, set the tires to the placard, remove cargo and check the car sits level side to side.",
          tools: ["Tire gauge", "Tape measure"],
          expect:
            "All four tires within 1 psi of the placard and fender-to-hub height within about 0.4 in. (10 mm) left to right; a tilted car skews the stereo cameras' distance reference (typical).",
        },
      ],
      fix: "Fit genuine Subaru glass if aftermarket glass fails calibration, reseat the camera assembly, clean both windows, then calibrate EyeSight to Subaru's procedure and road-test. An EyeSight car should not be handed back after a windshield job without a passed calibration.",
      difficulty: 4,
      cost: {
        partsLow: 300,
        partsHigh: 1200,
        laborHoursLow: 1.3,
        laborHoursHigh: 3.7,
        excludes:
          "Estimate; includes a genuine windshield and calibration; excludes moldings, insurance deductibles and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "EyeSight may brake late, early or not at all; drive with it switched off and a long following gap until it is calibrated.",
      codes: [],
      terms: ["EyeSight", "stereo camera", "OE glass"],
      related: ["camera-calibration-fails-after-windshield", "camera-not-calibrated-after-windshield"],
      appliesTo: [
        {
          make: "subaru",
          models: ["legacy", "outback", "forester", "impreza", "crosstrek", "wrx", "ascent"],
          years: [2013, 2027],
        },
        { make: "subaru", models: ["brz"], years: [2022, 2027] },
      ],
    },
    {
      slug: "blind-spot-off-after-rear-bumper-repair",
      title: "Blind-spot system off or unreliable since the rear bumper was repaired or replaced",
      summary:
        "The corner radars sit on brackets behind the rear bumper cover; filler or heavy paint over them, a bracket bent or not transferred, or a skipped aim blinds them. Check the brackets and cover, then run the maker's blind-spot aim or verification.",
      symptoms: [
        "'Blind spot system unavailable', 'Blind spot fault' or 'Check blind spot monitor' after the body shop",
        "Mirror indicators stay dark with cars alongside, or light late as a car passes",
        "Cross-traffic alert weak or missing on the same side",
        "Cover gaps uneven at one corner, or a sensor bracket missing when the cover is off",
      ],
      symptomIds: ["blind-spot-problem", "after-body-repair", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Sensor bracket bent, not transferred or clipped in wrong on the new cover",
          why: "Corner radars look outward and back at a fixed angle; a bracket a few degrees off aims the detection zone away from the lane beside the car.",
        },
        {
          likelihood: "occasional",
          part: "Filler or excess paint over the sensor area",
          why: "Added material attenuates the signal, so cars are detected late or only when close.",
        },
        {
          likelihood: "occasional",
          part: "Sensor not aimed or verified after removal",
          why: "Some makes need a static aim with a reflector or Doppler simulator after the sensor is removed, while others verify themselves on a drive; skipping the required step leaves a fault or a bad aim.",
        },
        {
          likelihood: "rare",
          part: "Connector left unplugged or harness pinched by the new cover",
          why: "A pinched power or CAN wire drops one sensor off the network.",
        },
      ],
      checks: [
        {
          step: "Inspect the cover in raking light over both sensor locations and measure paint film thickness there and on untouched plastic.",
          tools: ["Flashlight", "Ultrasonic paint film thickness gauge"],
          expect:
            "Similar readings on both, commonly 0.1–0.15 mm on factory paint; filler, or a film roughly double the untouched reading over a sensor, is outside most automakers' repair guidance (typical).",
        },
        {
          step: "With the cover off, compare bracket part numbers, mounting and angle with the other side and the service information.",
          tools: ["Trim tools", "Digital inclinometer"],
          expect: "Matching OE brackets, fully clipped, mirror-image angles side to side.",
        },
        {
          step: "Scan the left and right corner radars for lost-communication, alignment and blockage codes and note which side each code is on.",
          tools: ["Scan tool with ADAS access"],
          expect: "U0232 or U0233 means no communication; alignment codes mean aim; blockage codes point to the cover.",
        },
        {
          step: "Run the maker's aim or verification routine and road-test with a vehicle passing on each side.",
          tools: ["Scan tool with ADAS access", "Radar reflector or Doppler target"],
          expect: "Indicators light as a car enters the zone just behind the mirror and clear as it moves ahead.",
        },
      ],
      fix: "Fit OE brackets, refinish or replace the cover within the automaker's limits over the sensors, reconnect and secure the harness, then aim or verify the sensors as specified and road-test both sides. The car should not be released with the system off or unverified.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "OE brackets and corner radar aim",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace a corner radar and aim it",
            partsLow: 450,
            partsHigh: 800,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate; excludes refinishing or replacing the bumper cover, dealer rates and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The system may stay silent while a car sits alongside; check mirrors and look over your shoulder for every lane change until it is verified.",
      codes: ["U0232", "U0233"],
      terms: ["corner radar", "blind-spot monitoring", "sensor bracket"],
      related: [
        "blind-spot-false-alerts",
        "blind-spot-module-no-communication",
        "collision-repair-returned-without-calibration",
      ],
    },
    {
      slug: "blind-spot-false-alerts",
      title: "Blind-spot light flashes for guardrails, walls or an empty lane",
      summary:
        "A corner radar aimed too far outward, often after a light tap to the rear bumper corner, sees roadside objects as cars. Check that corner for damage, scan for alignment faults and aim or replace the bracket; a few alerts along concrete barriers are normal.",
      symptoms: [
        "Mirror indicator lights beside guardrails, concrete barriers or in narrow construction lanes",
        "Alerts with an empty lane, always on the same side",
        "Warning chime when signalling toward a lane with nothing in it",
        "Scuff, crack or push-in at one rear bumper corner",
      ],
      symptomIds: ["blind-spot-problem", "after-body-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Corner radar bracket knocked by a parking-lot bump",
          why: "Pushed outward, the radar's zone reaches past the next lane to the shoulder, where barriers and parked cars return echoes.",
        },
        {
          likelihood: "occasional",
          part: "Normal reflections from long barriers or tight lanes",
          why: "Continuous metal and concrete give strong echoes; most systems filter them, but narrow work-zone lanes can still trigger alerts.",
        },
        {
          likelihood: "occasional",
          part: "Bike rack, cargo carrier or ball mount in the sensor's view",
          why: "Anything hanging off the hitch close to a corner can be seen as a constant object alongside.",
        },
        {
          likelihood: "rare",
          part: "Failing sensor or outdated module software",
          why: "Some models got software updates to reduce false alerts; a failing sensor can also report ghost targets.",
        },
      ],
      checks: [
        {
          step: "Note where alerts happen and on which side, and look at that rear corner for impact damage.",
          tools: ["Flashlight"],
          expect:
            "One-sided false alerts with corner damage point to the bracket; alerts only along barriers in work zones can be normal.",
        },
        {
          step: "Remove any hitch accessory and drive the same road again.",
          tools: [],
          expect: "Alerts that stop without the accessory identify it as the cause.",
        },
        {
          step: "Scan both corner radars for alignment codes and check software level against bulletins.",
          tools: ["Scan tool with ADAS access", "Service bulletin search"],
          expect: "Alignment faults or an available update give the next step.",
        },
        {
          step: "Inspect the bracket with the cover off and run the aim or verification procedure.",
          tools: ["Trim tools", "Scan tool with ADAS access"],
          expect:
            "A straight bracket, sensor faces within about 1 degree of the other side on an inclinometer (typical), and a passed aim with alerts only for real vehicles on the road test.",
        },
      ],
      fix: "Replace a bent bracket or damaged cover section, remove hitch accessories that sit in the sensor's view, apply any software update, then aim or verify the sensor and road-test along a barrier and with a car passing.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Remove the hitch accessory and update software",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a bent bracket and aim the sensor",
            partsLow: 30,
            partsHigh: 350,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes bumper cover repair or paint, a new radar sensor and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "False alerts are a nuisance, not a hazard, as long as you check mirrors and over your shoulder before changing lanes.",
      codes: [],
      terms: ["corner radar", "blind-spot monitoring", "detection zone"],
      related: [
        "blind-spot-off-after-rear-bumper-repair",
        "rear-cross-traffic-false-or-missed",
        "blind-spot-off-when-towing",
      ],
    },
    {
      slug: "blind-spot-off-when-towing",
      title: "Blind-spot monitoring shuts off every time a trailer is hooked up",
      summary:
        "Many trucks and SUVs turn blind-spot and cross-traffic alerts off when the trailer plug is connected, because the trailer fills the radar's zone. Trucks with trailer coverage need the trailer set up with its length; otherwise the shutdown is normal.",
      symptoms: [
        "'Blind spot off: trailer attached' or a similar message once the 7-pin plug is connected",
        "Indicators work again as soon as the trailer is unplugged",
        "On trucks with trailer coverage, alerts miss cars beside a long trailer or flag the trailer itself",
        "Blind-spot also switches off with a lighted bike rack or cargo carrier plugged into the trailer socket",
      ],
      symptomIds: ["blind-spot-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Normal trailer-detect shutdown",
          why: "The module sees current draw on the trailer lamp circuits and disables alerts, since a trailer would sit in the rear radar zones.",
        },
        {
          likelihood: "occasional",
          part: "Trailer length not entered or the wrong trailer profile selected",
          why: "Systems with trailer coverage, such as Ford's BLIS with trailer coverage, extend the zone only to the length they are given; a missing or wrong profile misses cars or flags the trailer.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket trailer wiring or a tap-in converter backfeeding",
          why: "A converter spliced into the taillight circuit can make the module think a trailer is always connected, leaving blind-spot off even without one.",
        },
        {
          likelihood: "rare",
          part: "Trailer module or body module trailer-detect fault",
          why: "A shorted lamp output or failed detect circuit reports a trailer that isn't there.",
        },
      ],
      checks: [
        {
          step: "Unplug the trailer and restart the vehicle.",
          tools: [],
          expect: "Blind-spot returns with nothing plugged in; the shutdown with a trailer is normal behavior.",
        },
        {
          step: "On trucks with trailer coverage, open the trailer setup menu and check the profile and measured length.",
          tools: ["Tape measure"],
          expect:
            "Length entered to the maker's measuring points and the right profile selected for the hitched trailer.",
        },
        {
          step: "With no trailer connected, read trailer-detect status in live data and inspect any aftermarket wiring behind the bumper.",
          tools: ["Scan tool", "Flashlight"],
          expect:
            "Status 'not connected'; 'connected' with nothing plugged in points to a converter or trailer-circuit fault.",
        },
      ],
      noMeasurement:
        "Shutting blind-spot off when the trailer plug is live is designed in; the test is the trailer-detect status and setup menu, since the detect logic sits inside the module, not on a wire a meter can judge.",
      fix: "Nothing to repair for a normal trailer shutdown. Set up trailer profiles on trucks with trailer coverage, replace a tap-in converter with the maker's plug-in harness or a powered converter, and repair any trailer-circuit short found.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Trailer profile setup or normal trailer shutdown",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.5,
          },
          {
            name: "Factory-style trailer harness replaces a tap-in",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; setup is free; a factory-style trailer harness and its installation make up the top; excludes a trailer brake controller.",
      },
      verdict: "ok",
      verdictReason:
        "Towing without blind-spot alerts is how most trailers are pulled; use tow mirrors and check them before every lane change.",
      codes: [],
      terms: ["trailer coverage", "trailer-detect circuit", "blind-spot monitoring"],
      related: ["blind-spot-false-alerts", "park-assist-unavailable"],
      commonOn: [{ make: "ford", models: ["f-150", "f-250", "f-350"], years: [2016, 2027] }],
    },
    {
      slug: "blind-spot-module-no-communication",
      title: "Blind-spot fault message with one side missing from the scan tool",
      summary:
        "When one corner radar won't communicate (U0232 or U0233 on many vehicles), look for a corroded connector or chafed harness at the rear corner before replacing the sensor. A new sensor usually needs configuration and an aim or verification.",
      symptoms: [
        "'Blind spot system fault' or 'Blind spot unavailable' at every start",
        "Cross-traffic alert off as well",
        "Scan tool lists one corner module as not responding",
        "Appeared after winter salt, a car wash or heavy rain, or after rear body work",
      ],
      symptomIds: ["blind-spot-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or water-filled connector at the rear corner sensor",
          why: "The sensor plug sits just behind the bumper cover in road spray; green corrosion on the power, ground or CAN pins takes the module offline.",
        },
        {
          likelihood: "occasional",
          part: "Harness chafed or pinched under the bumper or at the quarter panel",
          why: "The bumper harness rubs on brackets and fasteners; an open or shorted wire drops the sensor.",
        },
        {
          likelihood: "occasional",
          part: "Failed corner radar",
          why: "Water past the housing seal or a knock from a parking bump damages the electronics.",
        },
        {
          likelihood: "rare",
          part: "Fault in a master sensor or the link between the pair",
          why: "On systems where one corner sensor talks for both, a fault in the master or the private link between them takes out the other side too.",
        },
      ],
      checks: [
        {
          step: "Check the blind-spot fuse and inspect the sensor connector behind the bumper corner for corrosion, water and pushed-back pins.",
          tools: ["Wiring diagram", "Test light", "Flashlight"],
          expect: "A live fuse and clean, seated pins move you on; corrosion or a blown fuse is the fault.",
        },
        {
          step: "Key on, back-probe power and ground at the sensor connector.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Supply within 0.5 V of battery voltage and under 0.2 V on the ground; otherwise repair the wiring.",
        },
        {
          step: "Check the CAN pair or private link at the sensor for voltage and for shorts between the two wires.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "CAN High a little above 2.5 V and CAN Low a little below with the bus awake, and no continuity between them with power off beyond the terminating resistance.",
        },
        {
          step: "With power, ground and network good, condemn the sensor and check its part number for the exact trim.",
          tools: ["Parts catalog"],
          expect: "The correct part number for the side and the vehicle's options before ordering.",
        },
      ],
      fix: "Repair the connector or harness with sealed terminals and solder-and-heat-shrink splices, or replace the corner radar. Configure a new sensor to the vehicle, run the aim or verification the service information requires, and confirm both sides on a road test before release.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the corner radar connector or harness",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace and configure the corner radar",
            partsLow: 450,
            partsHigh: 1200,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes bumper cover refinish, dealer rates, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally; you are simply without blind-spot and cross-traffic warnings, so use mirrors and shoulder checks.",
      codes: ["U0232", "U0233"],
      terms: ["corner radar", "CAN bus", "sealed splice"],
      related: ["blind-spot-off-after-rear-bumper-repair", "rear-cross-traffic-false-or-missed"],
    },
    {
      slug: "rear-cross-traffic-false-or-missed",
      title: "Rear cross-traffic alert beeps in an empty parking lot or misses cars coming",
      summary:
        "Backing out between two large vehicles, the radars can't see past them, which is a normal limit. Alerts with nothing coming, or misses in an open lot, point to a blocked or misaimed corner radar; clean the corners, test in the open and aim the sensors.",
      symptoms: [
        "Alert chimes, and on cars with rear cross-traffic braking the car stops, with nothing approaching",
        "No alert for a car crossing behind when backing out beside a large SUV or a wall",
        "Alerts only ever come from one side",
        "Mud, snow or a bike rack covering the rear bumper corners",
      ],
      symptomIds: ["blind-spot-problem", "false-braking", "weather-dropout"],
      causes: [
        {
          likelihood: "common",
          part: "Parked vehicles or walls blocking the radar's view",
          why: "The corner radars look sideways along the bumper line; a tall vehicle beside you hides traffic until it is almost behind the car.",
        },
        {
          likelihood: "occasional",
          part: "Snow, mud or a hitch accessory over a corner",
          why: "Blocked on one side, the system misses traffic there or reports close objects that aren't moving.",
        },
        {
          likelihood: "occasional",
          part: "Corner radar knocked out of aim",
          why: "A sensor pointed down or back sees the pavement, poles or curbs as crossing objects, and misses cars in the aisle.",
        },
        {
          likelihood: "rare",
          part: "Failing sensor",
          why: "Weak output shortens the range so cars are detected too late to warn.",
        },
      ],
      checks: [
        {
          step: "Clean both rear corners and remove hitch accessories.",
          tools: ["Soft cloth"],
          expect: "Problems that stop once the corners are clear were blockage.",
        },
        {
          step: "In an open lot, have a helper drive across behind the car at about 5–10 mph from each side while you sit in reverse.",
          tools: ["Helper with a second vehicle"],
          expect:
            "An alert from each side while the crossing car is still several car lengths away; most systems ignore traffic slower than about 5 mph, so a walking-pace test can fail a good car (typical).",
        },
        {
          step: "Scan the corner radars for alignment and blockage codes.",
          tools: ["Scan tool with ADAS access"],
          expect: "Codes on one side narrow it to that sensor and its bracket.",
        },
        {
          step: "Inspect that bracket and run the aim or verification routine.",
          tools: ["Trim tools", "Scan tool with ADAS access"],
          expect: "A straight bracket and a passed routine with alerts from both sides on the retest.",
        },
      ],
      fix: "Keep the corners clear, replace a bent bracket or a damaged sensor, then aim or verify the corner radars and retest with a crossing vehicle. Blocked views between parked vehicles are a design limit, not a fault.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the rear corners and remove hitch accessories",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.3,
          },
          {
            name: "Aim or verify the corner radars",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a bent bracket and aim the radar",
            partsLow: 40,
            partsHigh: 350,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; cleaning is free; excludes a new corner radar, bumper repair and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "On cars that brake for cross traffic, a false stop while backing out can get you hit; switch that braking off in settings, back out slowly and look both ways yourself.",
      codes: [],
      terms: ["rear cross-traffic alert", "corner radar"],
      related: ["blind-spot-false-alerts", "blind-spot-module-no-communication", "reverse-auto-brake-false-stop"],
    },
    {
      slug: "mirror-blind-spot-indicator-dead",
      title: "Blind-spot warning light in the side mirror no longer lights on one side",
      summary:
        "The radar is usually still detecting cars; the indicator LED in the mirror glass or its wiring has failed, often after a mirror glass swap with glass lacking the indicator. Check the feed at the mirror and replace the glass or the indicator.",
      symptoms: [
        "Mirror icon stays dark on one side during the start-up bulb check",
        "Other mirror lights normally, and a cluster or head-up display alert may still appear",
        "Began after the mirror glass was replaced or the mirror was knocked",
        "Moisture or cracking visible inside the glass around the icon",
      ],
      symptomIds: ["blind-spot-problem", "after-body-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Replacement mirror glass without the indicator, or its two leads not plugged in",
          why: "Aftermarket glass for the base mirror looks the same but has no LED, and the small spade leads on the back are easy to leave loose.",
        },
        {
          likelihood: "occasional",
          part: "Failed indicator LED in the glass or mirror housing",
          why: "Heat, moisture and vibration break the LED or its tiny circuit board, so no light appears even with power present.",
        },
        {
          likelihood: "occasional",
          part: "Broken wire in the mirror or door harness",
          why: "Wires flexing at the mirror pivot or in the door jamb boot crack inside their insulation.",
        },
        {
          likelihood: "rare",
          part: "Failed indicator output in the module that drives it",
          why: "A shorted LED can damage the output; suspected only when power never reaches the mirror with good wiring.",
        },
      ],
      checks: [
        {
          step: "Watch both mirror icons during the start-up check.",
          tools: [],
          expect: "Both should light briefly; a dark icon on one side narrows it to that indicator circuit.",
        },
        {
          step: "Pry the glass off carefully (warm it first in cold weather) and check the indicator leads are present and connected.",
          tools: ["Trim tools", "Heat gun"],
          expect: "Glass without indicator terminals or loose leads explains the dark icon.",
        },
        {
          step: "Command the indicator on with a scan tool, or trigger an alert, and measure voltage at the indicator leads.",
          tools: ["Scan tool", "Digital multimeter", "Back-probe pins"],
          expect: "Voltage present with no light condemns the LED or glass; no voltage sends you into the wiring.",
        },
        {
          step: "Check continuity of the indicator wires from the mirror connector through the door to the module.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under 1 Ω end to end; an open is usually in the door jamb boot or at the mirror pivot.",
        },
      ],
      fix: "Fit mirror glass with the correct indicator, replace a failed indicator or mirror assembly, or repair the broken wire with solder and heat-shrink. Verify the icon lights at start-up and when a car enters the zone.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Mirror glass with the correct indicator",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the indicator or mirror assembly",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; excludes a complete heated, power-folding mirror assembly with camera, paint-matching the cap and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "The radar still works but the main visual cue is gone; check mirrors and over your shoulder before every lane change.",
      codes: [],
      terms: ["blind-spot indicator", "mirror glass", "door jamb boot"],
      related: ["blind-spot-module-no-communication", "blind-spot-off-after-rear-bumper-repair"],
    },
    {
      slug: "parking-sensor-constant-tone",
      title: "Parking sensors beep nonstop in reverse with nothing behind the car",
      summary:
        "One sensor is almost always the culprit: ice, mud or film on its face, a cracked sensor, or a hitch accessory in its view. Clean the sensors, find the odd one out by touch or in live data, and replace that sensor.",
      symptoms: [
        "Solid tone or the fastest beep rate the moment reverse is selected",
        "Display shows an obstacle at the closest range in one zone only",
        "Worse in winter, after a car wash or in heavy rain",
        "A ball mount, bike rack or cargo carrier sits in the hitch receiver",
      ],
      symptomIds: ["parking-sensor-problem", "weather-dropout"],
      causes: [
        {
          likelihood: "common",
          part: "Ice, snow, mud or water film on a sensor face",
          why: "The piezo disc has to vibrate freely to send and hear its ping; a coating keeps it ringing, and the module reads that as an object at minimum range.",
        },
        {
          likelihood: "occasional",
          part: "Hitch ball mount or carrier in a center sensor's view",
          why: "A steel ball mount a few inches behind the bumper returns a strong echo every time, unless the vehicle has a hitch setting that masks it.",
        },
        {
          likelihood: "occasional",
          part: "Failed sensor with a cracked face or water inside",
          why: "A damaged element sends garbage or rings constantly, and the module reports a permanent close object in its zone.",
        },
        {
          likelihood: "rare",
          part: "Sensor touching the bumper cover or missing its rubber isolator ring",
          why: "Contact with the cover passes the ping into the plastic, so the sensor hears its own echo instantly.",
        },
      ],
      checks: [
        {
          step: "Wash and dry every sensor face, knock off ice, and take out any hitch accessory.",
          tools: ["Soft cloth"],
          expect: "Beeping stops with clean sensors and an empty receiver if blockage or the accessory was the cause.",
        },
        {
          step: "Engine running, parking brake set, shift into reverse and touch each sensor lightly with a fingertip or listen at it closely.",
          tools: [],
          expect:
            "Each working sensor gives a faint tick you can feel or hear; one that is silent, or feels different from its neighbors, is the suspect.",
        },
        {
          step: "Read each sensor's distance in the park-assist module's live data with nothing behind the car.",
          tools: ["Scan tool"],
          expect:
            "Clear readings on all but one; a single sensor stuck at about 12 in. (30 cm) or less with nothing there identifies it.",
        },
        {
          step: "Key off, unplug the suspect sensor and retest.",
          tools: ["Trim tools"],
          expect: "The constant tone stops and a fault for that position sets, confirming which sensor to replace.",
        },
      ],
      fix: "Replace the faulty sensor with the correct part number and color (many come unpainted and need painting to the maker's limits), fit a new isolator ring, clear codes, then walk a test object past each sensor with reverse engaged.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace one sensor from below the bumper",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a sensor with the bumper cover off",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate for one sensor; excludes painting, removing a seized bumper cover and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; back up using mirrors, the camera and your own eyes while the sensors can't be trusted.",
      codes: [],
      terms: ["ultrasonic sensor", "park assist", "isolator ring"],
      related: ["parking-sensors-after-bumper-paint", "park-assist-unavailable", "reverse-auto-brake-false-stop"],
    },
    {
      slug: "parking-sensors-after-bumper-paint",
      title: "Park assist false alarms or faults since the bumper cover was painted or replaced",
      summary:
        "Ultrasonic sensors are fussy about paint and mounting: too much paint on the face, paint bridging sensor and cover, or a bracket bonded at the wrong angle makes them ring or look at the ground. Check the sensor faces and brackets.",
      symptoms: [
        "Obstacles reported on an empty driveway, or a sensor fault message, since the body shop",
        "Constant close-range alarm from the repaired side",
        "Sensor faces thicker or glossier than untouched ones, or painted along with the cover",
        "A sensor sits crooked, recessed or proud of the bumper surface",
      ],
      symptomIds: ["parking-sensor-problem", "after-body-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Sensor faces painted too thick",
          why: "Most makers allow only a thin paint layer on sensor faces; heavy film damps the diaphragm so it can't settle between pings, and it reports its own ringing as a close object.",
        },
        {
          likelihood: "occasional",
          part: "Bracket bonded at the wrong angle or height on a new cover",
          why: "New covers often need sensor brackets bonded with a template; one tipped down sees the pavement as an obstacle.",
        },
        {
          likelihood: "occasional",
          part: "Paint or clear coat bridging the gap between sensor and cover",
          why: "A rigid bridge couples the sensor to the bumper plastic, so vibration travels into the cover and back.",
        },
        {
          likelihood: "rare",
          part: "Sensors fitted in the wrong positions",
          why: "On some models corner and center sensors have different beam patterns; swapped, they see the ground or the wrong zone.",
        },
      ],
      checks: [
        {
          step: "Compare repaired-side sensors with the untouched ones for paint build, gloss and how flush they sit.",
          tools: ["Flashlight"],
          expect: "Obvious extra build or a sensor not flush points straight at the repair.",
        },
        {
          step: "Read live distance data for each sensor with nothing near the car.",
          tools: ["Scan tool"],
          expect:
            "False close readings, often under about 16 in. (40 cm), only from repainted or rebracketed sensors confirm the repair as the cause.",
        },
        {
          step: "With the cover off, check each bracket against the maker's template or the position on the old cover, and check part numbers by position.",
          tools: ["Trim tools", "Tape measure"],
          expect: "Brackets square to the surface at the template positions and the right sensor in each hole.",
        },
      ],
      fix: "Replace over-painted sensors with new ones finished to the maker's instructions, clear any paint bridge, rebond misplaced brackets with the template, fit new isolator rings, then clear codes and test each zone with an object.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clear paint bridges, refit isolators and brackets",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace over-painted sensors",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2.3,
          },
        ],
        excludes:
          "Estimate; excludes refinishing the cover and dealer rates; usually the repairing body shop's responsibility.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally; only the parking aid is unreliable, so back up by looking rather than listening.",
      codes: [],
      terms: ["ultrasonic sensor", "bracket template", "paint film"],
      related: ["parking-sensor-constant-tone", "radar-fault-after-bumper-refinish", "park-assist-unavailable"],
    },
    {
      slug: "park-assist-unavailable",
      title: "Rear park assist shows unavailable or off and never beeps",
      summary:
        "Rule out the button, a plugged-in trailer, a hitch setting and a blown fuse first. After that, one shorted sensor or a corroded bumper connector usually takes the whole system down; scan for the position code and repair that circuit.",
      symptoms: [
        "'Park assist off', 'Park assist unavailable' or 'Service park assist' when shifting into reverse",
        "No beeps at all, even backing toward a wall",
        "Park assist button light off, or the message appeared right after towing",
        "Scan shows a circuit fault for one sensor position or a supply fault",
      ],
      symptomIds: ["parking-sensor-problem", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "System switched off by the button, a menu setting or a trailer connection",
          why: "Many vehicles disable rear park assist when a trailer is plugged in or the button is pressed, and some keep it off until it's turned back on.",
        },
        {
          likelihood: "occasional",
          part: "One shorted sensor or a chafed bumper harness pulling the shared supply down",
          why: "Sensors often share a supply; a short in one sensor or a wire rubbed through behind the bumper takes every sensor offline.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector where the bumper harness joins the body harness",
          why: "That joint behind the rear bumper collects salt and water, especially on trucks and SUVs.",
        },
        {
          likelihood: "rare",
          part: "Failed park-assist module",
          why: "With supply, ground and sensors proven good, a module that won't drive any sensor is at fault.",
        },
      ],
      checks: [
        {
          step: "Check the park-assist button and menu setting, unplug any trailer or hitch-lamp carrier, and restart.",
          tools: [],
          expect: "Beeps return once enabled and nothing is plugged in; that was the whole problem.",
        },
        {
          step: "Test the park-assist fuse on both sides with the key on.",
          tools: ["Test light", "Wiring diagram"],
          expect: "Both sides live; a fuse that blows again points to a short in the bumper harness or a sensor.",
        },
        {
          step: "Scan the park-assist module and note which sensor positions or circuits are faulted.",
          tools: ["Scan tool"],
          expect: "A single position code narrows the search to one sensor and its wires.",
        },
        {
          step: "Unplug sensors one at a time with the key off, retesting after each.",
          tools: ["Trim tools"],
          expect: "If the other sensors come alive when one is unplugged, that sensor is shorted.",
        },
        {
          step: "Inspect the bumper-to-body connector and measure sensor supply and ground at a sensor plug.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Supply at the value the wiring diagram shows and a ground drop under 0.1 V; corrosion or low supply is a harness repair.",
        },
      ],
      fix: "Re-enable the system or adjust trailer settings where that was the cause. Otherwise replace the shorted sensor or repair the bumper harness and connector with sealed parts, clear codes, and test every zone with an object.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Re-enable the system or change trailer settings",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.3,
          },
          {
            name: "Repair the bumper harness or sensor connector",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a shorted parking sensor",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; enabling it costs nothing; excludes a new module, painting a replacement sensor and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "Nothing about driving changes; back up carefully with mirrors and the camera until park assist works.",
      codes: [],
      terms: ["park assist", "ultrasonic sensor", "trailer-detect circuit"],
      related: ["parking-sensor-constant-tone", "blind-spot-off-when-towing"],
    },
    {
      slug: "reverse-auto-brake-false-stop",
      title: "Car slams to a stop on its own while backing up with nothing behind it",
      summary:
        "Reverse automatic braking stops the car when it thinks it will hit something; a steep driveway, tall grass, heavy rain, a hitch accessory or a bad sensor can trigger it. Find the trigger, clean or fix the sensor, and switch the feature off until it's sorted.",
      symptoms: [
        "Hard stop with a chime and a brake message while reversing out of a driveway or space",
        "Happens at the same spot: a steep apron, a curb, tall grass, or in heavy rain",
        "The car holds the brakes briefly and needs the pedal pressed again",
        "Park assist display shows a close object where there is none",
      ],
      symptomIds: ["false-braking", "parking-sensor-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Sensors seeing the ground, grass or water spray",
          why: "At a steep break-over the rear bumper tips toward the pavement, and tall grass or heavy rain return echoes too; the system brakes for an object it can't classify.",
        },
        {
          likelihood: "occasional",
          part: "Dirty, iced or failing parking sensor",
          why: "A sensor that reports a constant close object triggers systems such as GM Rear Automatic Braking, Toyota Parking Support Brake and Ford Reverse Brake Assist.",
        },
        {
          likelihood: "occasional",
          part: "Hitch ball mount, bike rack or tailgate accessory in the sensor's view",
          why: "An object fixed to the car sits inside the braking zone, so every reverse looks like an imminent impact.",
        },
        {
          likelihood: "rare",
          part: "Sensor bracket tilted down after bumper work",
          why: "A sensor aimed at the ground sees the pavement as an obstacle whenever the car moves backward.",
        },
      ],
      checks: [
        {
          step: "Note exactly where and when the stops happen and whether anything is mounted on the hitch.",
          tools: [],
          expect: "Stops at one steep driveway or in tall grass are a design limit; stops anywhere point to a sensor.",
        },
        {
          step: "Clean all rear sensors, remove hitch accessories and read each sensor's distance in live data.",
          tools: ["Soft cloth", "Scan tool"],
          expect:
            "One sensor reporting an object within about 40 in. (1 m) with nothing there identifies the fault; all sensors reading clear moves the check to stored events.",
        },
        {
          step: "Read stored events and codes in the park-assist and brake modules.",
          tools: ["Scan tool with ADAS access"],
          expect: "Logged braking events with a named sensor zone confirm which corner triggered them.",
        },
        {
          step: "Check the triggering sensor's bracket angle and paint against the untouched side.",
          tools: ["Trim tools", "Flashlight"],
          expect: "A bracket tipped down or a heavily painted sensor matches the false stops.",
        },
      ],
      fix: "Replace or correct the faulty or misaimed sensor, remove accessories from the sensor zone, and apply any software update; where stops happen only at a known steep driveway, switch the feature off in settings for that spot.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Remove hitch accessories or switch off for one spot",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.3,
          },
          { name: "Park-assist software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Replace or re-aim one rear sensor",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes painting a new sensor, bumper repair and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "An unexpected stop while reversing into traffic can get you hit; turn reverse braking off in settings until the cause is fixed and back out slowly.",
      codes: [],
      terms: ["rear automatic braking", "ultrasonic sensor", "park assist"],
      related: [
        "parking-sensor-constant-tone",
        "parking-sensors-after-bumper-paint",
        "rear-cross-traffic-false-or-missed",
      ],
      commonOn: [
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "toyota" },
        { make: "ford" },
      ],
    },
    {
      slug: "surround-view-stitching-misaligned",
      title: "Bird's-eye camera view shows a broken or doubled image where the camera views meet",
      summary:
        "A surround-view camera moved during mirror, tailgate, grille or bumper work and wasn't recalibrated, so the stitched picture no longer lines up. Check the mirrors are fully unfolded, then calibrate with the maker's floor targets or drive procedure.",
      symptoms: [
        "Parking lines and curbs break, bend or double at the corners of the overhead view",
        "The car's outline looks shifted against the ground",
        "Began after a mirror, tailgate, grille or bumper repair, or a new camera",
        "A 'camera calibration required' message on some models",
      ],
      symptomIds: ["camera-view-problem", "after-body-repair", "calibration-fails"],
      causes: [
        {
          likelihood: "common",
          part: "Camera or its mount replaced without recalibration",
          why: "The module warps each camera's fisheye image onto the ground using stored position and angle; a camera that moved a degree no longer meets its neighbors at the seams.",
        },
        {
          likelihood: "occasional",
          part: "Power-folding mirror not fully deployed or its detent broken",
          why: "A mirror stopped a few degrees short swings the side camera with it, so one side of the view slides.",
        },
        {
          likelihood: "occasional",
          part: "Ride height or tire size changed",
          why: "The projection assumes each camera's height above the ground; lifting or lowering the car stretches and misplaces the image.",
        },
        {
          likelihood: "rare",
          part: "Wrong camera part or a cracked lens",
          why: "A camera with a different lens for another model distorts differently than the module expects.",
        },
      ],
      checks: [
        {
          step: "Fold and unfold both mirrors, then check they lock fully out and match each other.",
          tools: [],
          expect: "A seam that straightens once the mirror locks out was the mirror, not the calibration.",
        },
        {
          step: "Look over each camera housing in the grille, mirrors and tailgate for damage or loose mounting.",
          tools: ["Flashlight"],
          expect: "Cameras tight and undamaged; a loose one needs refitting before calibration.",
        },
        {
          step: "Scan the surround-view module for calibration status and camera faults.",
          tools: ["Scan tool with ADAS access"],
          expect: "Not-calibrated status or camera codes point to which camera needs attention.",
        },
        {
          step: "Lay the maker's target mats at the measured positions on a level floor with even lighting and run the calibration, or do the drive calibration where specified.",
          tools: ["Surround-view target mats", "Tape measure", "Scan tool with ADAS access"],
          expect:
            "Mats placed within about 0.4 in. (10 mm) of the measured positions (typical; confirm in the procedure); calibration passes and lines run straight through every seam.",
        },
      ],
      fix: "Repair any mirror or camera mounting fault, set tire pressure and ride height to spec, then calibrate the surround-view system with the maker's targets or drive routine and check the seams with parking lines.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Calibrate with the maker's target mats or drive routine",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Replace a damaged camera and calibrate",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes mirror, grille or bumper parts, dealer cameras and dealer calibration rates, and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A misaligned view can mislead you about where curbs and posts are; use mirrors and look around until it is calibrated.",
      codes: [],
      terms: ["surround-view camera", "target mats", "image stitching"],
      related: [
        "surround-view-one-camera-black",
        "backup-guidelines-misaligned",
        "infotainment/backup-camera-black-in-reverse",
        "infotainment/backup-camera-foggy-or-blurry",
      ],
    },
    {
      slug: "surround-view-one-camera-black",
      title: "One side of the 360-degree camera view is black, blue or frozen",
      summary:
        "One camera has lost power or its video signal, most often from a wire broken where the harness flexes in a door jamb or tailgate hinge, or water in a mirror or tailgate connector. Test the camera's supply and video lines before replacing it.",
      symptoms: [
        "One zone of the overhead view dark, blue, striped or showing a camera-unavailable icon",
        "Other camera views work normally",
        "The picture flickers when the door, tailgate or mirror moves",
        "Followed a mirror replacement, a door or tailgate repair, or a pressure wash",
      ],
      symptomIds: ["camera-view-problem", "after-body-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Broken wires in the door jamb, mirror or tailgate harness",
          why: "Video cables are stiffer than ordinary wires and crack where a door, liftgate or folding mirror flexes them thousands of times.",
        },
        {
          likelihood: "occasional",
          part: "Water in the camera connector or a failed camera",
          why: "Tailgate and mirror cameras sit in spray; moisture shorts the supply or corrupts the video signal.",
        },
        {
          likelihood: "occasional",
          part: "Connector not latched after mirror or trim work",
          why: "Small video connectors need a firm click; half-seated they drop out with vibration.",
        },
        {
          likelihood: "rare",
          part: "Failed camera input in the surround-view module",
          why: "Suspected only after the camera and cable test good all the way to the module.",
        },
      ],
      checks: [
        {
          step: "Open and close the door or tailgate and fold the mirror while watching the view.",
          tools: ["Helper"],
          expect: "A picture that cuts in and out with movement points to the harness at that hinge.",
        },
        {
          step: "Scan the surround-view module for camera supply or signal codes.",
          tools: ["Scan tool with ADAS access"],
          expect: "A code for one camera narrows the fault to that camera and its wiring.",
        },
        {
          step: "Unplug the camera and measure its supply and ground with the camera view selected.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "Supply at the value the wiring diagram shows and a good ground; missing supply points to the harness.",
        },
        {
          step: "Check the video cable for continuity of the center conductor and shield, or of both wires of a twisted pair, from camera to module.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under 1 Ω on each conductor and no short between them; an open in the hinge area is the fault.",
        },
      ],
      fix: "Repair the video cable only with the maker's approved coax or twisted-pair repair parts, because an ordinary splice adds picture noise; otherwise replace the camera or mirror assembly. Calibrate the surround-view system after any camera replacement.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the camera video cable with approved parts",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Replace a camera or camera mirror and calibrate",
            partsLow: 250,
            partsHigh: 800,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes painting a new mirror cover or tailgate trim, dealer rates and taxes.",
      },
      verdict: "ok",
      verdictReason: "Only the camera view is lost; park using mirrors and by looking, and drive normally.",
      codes: [],
      terms: ["coax video cable", "surround-view module", "door jamb boot"],
      related: ["surround-view-stitching-misaligned", "mirror-blind-spot-indicator-dead"],
    },
    {
      slug: "backup-guidelines-misaligned",
      title: "Backup camera guide lines point off to one side after a tailgate or camera replacement",
      summary:
        "The guide lines assume the camera's exact position and a correct steering-angle zero; a new tailgate or camera, or an uncalibrated steering-angle sensor, shifts them. Calibrate the rear camera and the steering-angle sensor.",
      symptoms: [
        "Fixed distance lines angle to one side instead of framing the parking space",
        "Steering-linked lines curve while the wheel is straight",
        "The bumper edge shows at a different place in the picture than before",
        "Began after a liftgate, trunk lid, handle or camera replacement, or after an alignment",
      ],
      symptomIds: ["camera-view-problem", "after-body-repair", "after-alignment-suspension"],
      causes: [
        {
          likelihood: "common",
          part: "Rear camera not calibrated after replacement or a tailgate swap",
          why: "The lines are drawn for a camera in a known position; a new gate or camera changes the angle and the lines no longer match the ground.",
        },
        {
          likelihood: "occasional",
          part: "Steering-angle sensor offset",
          why: "Dynamic lines bend with the steering-angle signal; an offset zero curves them with the wheel straight.",
        },
        {
          likelihood: "occasional",
          part: "Camera housing or handle assembly fitted crooked",
          why: "A camera in a handle or license-lamp housing tips if its clips are broken or a screw was missed.",
        },
        {
          likelihood: "rare",
          part: "Wrong camera variant or configuration",
          why: "A camera from another trim or body style, or a module configured for a different bumper, draws lines for another vehicle.",
        },
      ],
      checks: [
        {
          step: "Park square in a marked space and compare the lines with the painted lines.",
          tools: [],
          expect: "Fixed lines should frame the space evenly; a consistent angle means camera position.",
        },
        {
          step: "Read steering angle in live data with the wheels straight.",
          tools: ["Scan tool"],
          expect:
            "Steering angle reading within a few degrees of center (commonly under 5 degrees); a larger offset explains curved dynamic lines and needs a steering-angle calibration.",
        },
        {
          step: "Inspect the camera mounting and the tailgate fit.",
          tools: ["Trim tools", "Flashlight"],
          expect:
            "Camera clipped square with all fasteners; a loose or tilted mount must be corrected before calibration.",
        },
        {
          step: "Run the rear-camera calibration with its target or guideline-adjust routine where the maker provides one.",
          tools: ["Scan tool with ADAS access", "Camera calibration target"],
          expect: "Lines match a marked space after calibration.",
        },
      ],
      fix: "Correct the camera mounting, calibrate the steering-angle sensor if it is off, then run the rear-camera or surround-view calibration, and confirm the lines against a marked parking space.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 150,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes: "Estimate; excludes a new camera, tailgate repair and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "Misleading lines can put you into a post or another car; back up by mirrors and looking until they're fixed.",
      codes: [],
      terms: ["dynamic guidelines", "steering angle sensor", "rear camera"],
      related: ["surround-view-stitching-misaligned", "adas-misbehaves-after-alignment"],
    },
    {
      slug: "adas-offline-after-battery-work",
      title: "Every driver-assist feature says unavailable right after a battery replacement or jump start",
      summary:
        "Most features return after a short drive once the modules see valid steering-angle and wheel-speed data; some cars need a steering-angle calibration or better voltage. Check battery and charging, clear codes and run the maker's relearns.",
      symptoms: [
        "Adaptive cruise, collision warning, lane keep and blind-spot all unavailable at once",
        "A 'Some driver assist systems cannot operate' message on Hondas, or a row of amber icons on other makes",
        "Stability or steering warnings lit along with them",
        "Started after a battery change, a jump start or a flat battery from sitting",
      ],
      symptomIds: ["warning-message", "other-warnings-too", "cruise-aeb-off"],
      causes: [
        {
          likelihood: "common",
          part: "Modules waiting for valid steering-angle and wheel-speed data after power loss",
          why: "After a reset the steering-angle sensor and stability module must see the car driven straight and turned before they report valid data, and the driver-assist features wait for them.",
        },
        {
          likelihood: "occasional",
          part: "Weak battery or charging problem",
          why: "Camera and radar modules log low-voltage faults and disable themselves during dips; a tired battery or alternator keeps setting them.",
        },
        {
          likelihood: "occasional",
          part: "Required steering-angle calibration not done",
          why: "Some makes need the sensor zeroed with a scan tool after a power loss; until then stability control and lane keeping stay off.",
        },
        {
          likelihood: "rare",
          part: "Module damaged by reversed jumper cables or a voltage spike",
          why: "A reversed connection or a spike from a jump pack can kill a module, which then never comes back online.",
        },
      ],
      checks: [
        {
          step: "Measure battery voltage at rest and charging voltage at idle with lights and blower on.",
          tools: ["Digital multimeter"],
          expect: "12.4–12.7 V at rest and 13.5–14.8 V running; less means fix the battery or charging first.",
        },
        {
          step: "Drive 5–10 minutes including straight stretches and a few full turns, then restart.",
          tools: [],
          expect: "Features return on their own on many cars once plausibility checks pass.",
        },
        {
          step: "Scan all modules, clear history codes, and note what comes back.",
          tools: ["Full-system scan tool"],
          expect:
            "Only history low-voltage codes that don't return mean it was the power event; live U0428 or calibration codes need the relearn.",
        },
        {
          step: "Run the steering-angle calibration and any other battery-disconnect procedure the maker lists.",
          tools: ["Scan tool"],
          expect: "Procedures complete and stability and driver-assist features report available.",
        },
      ],
      fix: "Repair any battery or charging fault, run the steering-angle calibration and other battery-disconnect relearns in the service information, clear codes in all modules and confirm every feature on a test drive. Use a memory-saver or power supply during future battery changes.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner relearn: wheel lock to lock and a short drive",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop runs relearns and clears all modules",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate for relearns and clearing codes; excludes a battery, charging system repairs and a damaged module.",
      },
      verdict: "careful",
      verdictReason:
        "With stability control also off, the car is less forgiving on slick roads; drive gently until everything reports available.",
      codes: ["P0562", "U0428"],
      terms: ["steering angle sensor", "relearn", "low-voltage fault"],
      related: ["acc-and-aeb-off-with-other-warnings", "lane-keep-off-after-steering-repair"],
    },
    {
      slug: "laser-city-brake-sensor-fault",
      title: "Low-speed city braking warning on a Mazda or Volvo with a laser sensor at the top of the windshield",
      summary:
        "Older Mazda Smart City Brake Support and early Volvo City Safety use an infrared laser (lidar) sensor behind the glass; dirt, a chip, a sticker or unaimed new glass disables it. Clean the glass and aim or initialize the sensor after glass work.",
      symptoms: [
        "'Smart City Brake Support malfunction' or an SCBS warning lamp on a mid-2010s Mazda3, CX-5 or similar Mazda",
        "'Windscreen sensor blocked' or 'City Safety service required' on a 2010s Volvo XC60, S60 or V60",
        "Message appears with frost, dirt, a toll tag or a parking sticker near the sensor",
        "Began after a windshield replacement or a chip repair near the mirror",
      ],
      symptomIds: ["sensor-blocked", "after-windshield", "warning-message", "weather-dropout"],
      causes: [
        {
          likelihood: "common",
          part: "Dirt, frost, haze or wiper streaks in front of the laser sensor",
          why: "The sensor times infrared light bouncing off the car ahead at short range; anything that scatters it near the glass makes the unit report itself blocked.",
        },
        {
          likelihood: "occasional",
          part: "Toll transponder, sticker or dash cam in the sensor's window",
          why: "Objects stuck to the glass in the sensor's small window block or reflect the laser straight back.",
        },
        {
          likelihood: "occasional",
          part: "Sensor not aimed or initialized after windshield replacement",
          why: "The bracket moves with new glass; many makers call for a scan-tool aim or initialization of the laser unit after it is removed.",
        },
        {
          likelihood: "rare",
          part: "Failed laser sensor",
          why: "Internal faults that remain with clean, correct glass and a completed initialization point to the unit itself.",
        },
      ],
      checks: [
        {
          step: "Clean the glass inside and out in front of the sensor and remove any tag, sticker or device within its window.",
          tools: ["Lint-free cloth", "Glass cleaner"],
          expect: "The message clears after a restart and a short drive if blockage was the cause.",
        },
        {
          step: "Check the glass in the sensor area for chips, resin repairs and pitting.",
          tools: ["Flashlight"],
          expect: "Damage in the sensor window means a new windshield rather than a chip repair.",
        },
        {
          step: "Scan the sensor module for codes and aim or initialization status.",
          tools: ["Scan tool with ADAS access"],
          expect: "Aim-required or not-initialized status after glass work points to the skipped procedure.",
        },
        {
          step: "Run the maker's aim or initialization routine and road-test at low speed behind another vehicle.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "Routine passes and the warning stays off; these laser systems brake only at low speed, roughly 3–19 mph depending on make and year (typical), so test within that band.",
        },
      ],
      fix: "Clean the sensor window and keep tags and stickers out of it, replace glass damaged in that area with the correct windshield, then aim or initialize the laser sensor as the service information requires before the car is returned.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the sensor window and clear stickers",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.3,
          },
          {
            name: "Aim or initialize the laser sensor",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Sensor cover or bracket with initialization",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Estimate; excludes the windshield itself, a new laser sensor and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "The feature only works at low speed; with it off, brake for stop-and-go traffic yourself and the car is otherwise normal.",
      codes: [],
      terms: ["lidar", "laser sensor", "low-speed automatic braking"],
      related: [
        "camera-blocked-message-glass-clean",
        "camera-not-calibrated-after-windshield",
        "lidar-sensor-blocked-newer-vehicle",
      ],
      appliesTo: [
        { make: "mazda", models: ["mazda3", "mazda6", "cx-3"], years: [2014, 2018] },
        { make: "mazda", models: ["cx-5"], years: [2013, 2016] },
        { make: "volvo", models: ["xc60"], years: [2010, 2017] },
        { make: "volvo", models: ["s60", "v60"], years: [2011, 2018] },
      ],
    },
    {
      slug: "lidar-sensor-blocked-newer-vehicle",
      title: "Lidar sensor blocked or unavailable message on a new Volvo EX90 or a Mercedes-Benz with Drive Pilot",
      summary:
        "Scanning lidar looks through a small window in the roofline or grille, so dirt, bugs, ice or a scratched cover takes it out. Clean the window gently, keep brushes and pressure wands off it, and take repeat faults to the dealer.",
      symptoms: [
        "Message that the lidar or a roof or front sensor is blocked, or that hands-off or conditional driving is unavailable",
        "Bugs, road film, snow or ice visible on the lidar window above the windshield or in the grille",
        "Features return after a wash or once the window thaws",
        "Warning returns on a clean car, or after roof, windshield or front-end work",
      ],
      symptomIds: ["sensor-blocked", "hands-free-problem", "weather-dropout", "warning-message"],
      causes: [
        {
          likelihood: "common",
          part: "Dirt, bugs, ice or snow on the lidar window",
          why: "Lidar measures distance by timing infrared laser pulses, and anything on the window scatters them, so the unit reports reduced range or blockage.",
        },
        {
          likelihood: "occasional",
          part: "Scratched or hazed lidar cover",
          why: "Scratches from brushes, ice scrapers or abrasive cloths scatter the beam permanently.",
        },
        {
          likelihood: "occasional",
          part: "Sensor disturbed by windshield, roof or front-end work",
          why: "A lidar mounted near the windshield header or grille moves when those parts are replaced and needs the maker's calibration.",
        },
        {
          likelihood: "rare",
          part: "Failed lidar unit or its cleaning or heating system",
          why: "A dead heater or washer nozzle leaves the window iced or dirty, and internal faults stop the unit outright.",
        },
      ],
      checks: [
        {
          step: "Clean the lidar window with water and a soft microfiber cloth, no scraper or abrasive pad.",
          tools: ["Microfiber cloth", "Washer fluid"],
          expect: "The message clears after a restart if dirt, bugs or film was the cause.",
        },
        {
          step: "Inspect the window in good light for scratches, chips or haze.",
          tools: ["Flashlight"],
          expect:
            "A clean, clear cover is normal; scratches or chips call for a dealer inspection of the cover or unit.",
        },
        {
          step: "Ask whether roof, windshield or front-end work was done and scan for lidar and calibration codes.",
          tools: ["Factory scan software"],
          expect:
            "Calibration-required codes after recent work point to a missed calibration rather than a failed unit.",
        },
      ],
      noMeasurement:
        "Lidar health is reported only by the unit itself: window condition is a visual call and calibration status a scan-tool read; no meter test applies to the sealed EX90 or Drive Pilot sensor.",
      fix: "Clean the window gently; repair the cleaning or heating system if it fails; replace a damaged cover or lidar unit and have it calibrated with the maker's tools. Any shop touching the roof, windshield or front structure of these cars must confirm with the dealer that the lidar was calibrated before the car goes home.",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Owner cleans the lidar window", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Dealer lidar inspection and calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace lidar cover or washer parts and calibrate",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes a lidar unit itself, which is dealer-priced and on these newer models often still under the new-car warranty.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally with the lidar out; the hands-off or conditional driving features are simply unavailable, so drive it yourself.",
      codes: [],
      terms: ["lidar", "conditional automated driving", "sensor cleaning system"],
      related: ["laser-city-brake-sensor-fault", "hands-free-driving-wont-engage"],
      appliesTo: [
        { make: "volvo", models: ["ex90"], years: [2025, 2027] },
        { make: "mercedes-benz", models: ["s-class", "eqs-class-sedan"], years: [2024, 2027] },
      ],
    },
    {
      slug: "static-calibration-fails-in-bay",
      title: "Static camera or radar calibration keeps failing in the shop bay",
      summary:
        "Most failed static calibrations are the setup, not the car: an unlevel floor, misplaced targets, glare or clutter, wrong tire pressure or load, or alignment out of spec. Re-measure everything to the maker's procedure before suspecting parts.",
      symptoms: [
        "Routine stops with 'target not found', 'out of range', 'environment' or timeout errors",
        "Passes on one attempt and fails the next with nothing changed on the car",
        "The bay has windows, bright overhead lights, shiny toolboxes or other cars near the target",
        "Vehicle has a full load, low tires or an alignment that hasn't been checked",
      ],
      symptomIds: ["calibration-fails", "after-windshield", "after-body-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Target distance, height or centerline set wrong",
          why: "The module assumes the target sits exactly where the procedure says; a few millimeters of offset or a small yaw error puts the measured angle outside what it will accept.",
        },
        {
          likelihood: "common",
          part: "Lighting, glare or reflective objects in the sensor's view",
          why: "Cameras need even light on the target without hot spots, and radars see reflections from metal carts, lifts and walls behind the reflector.",
        },
        {
          likelihood: "occasional",
          part: "Vehicle not at calibration condition",
          why: "Tire pressure, fuel level, cargo and ride height change the sensor's pitch; most procedures specify placard pressures, an empty cargo area and often a full tank.",
        },
        {
          likelihood: "occasional",
          part: "Floor not level or alignment out of spec",
          why: "A sloped floor tilts the car against the target, and a thrust angle off spec makes the car point somewhere other than the centerline drawn for it.",
        },
        {
          likelihood: "rare",
          part: "Low system voltage during the routine",
          why: "Long calibrations with the key on drain the battery, and modules abort or reset when voltage sags.",
        },
      ],
      checks: [
        {
          step: "Set tire pressures to the placard, empty the cargo area, check fuel level against the procedure and connect a power supply.",
          tools: ["Tire pressure gauge", "Battery power supply"],
          expect: "Vehicle at the stated condition and voltage held steady around 13–14 V during the routine.",
        },
        {
          step: "Check the floor under the car and the target stand with a level or laser, and confirm the alignment printout.",
          tools: ["Digital inclinometer", "Laser level", "Alignment printout"],
          expect:
            "Floor within the maker's flatness tolerance and thrust angle in spec; otherwise move bays or align first.",
        },
        {
          step: "Re-mark the vehicle centerline with plumb bobs at the maker's reference points and re-measure target distance and height.",
          tools: ["Plumb bobs", "Tape measure", "Laser line"],
          expect:
            "Target centered on the line and at the exact distance and height listed, usually to within a few millimeters.",
        },
        {
          step: "Remove reflective clutter, block sunlight and use even diffuse light on the target.",
          tools: ["Work lights"],
          expect: "No glare spots on the target and nothing metal in the radar's view behind the reflector.",
        },
        {
          step: "Rerun the routine and read the failure reason if it fails again.",
          tools: ["Scan tool with ADAS access"],
          expect:
            "A pass after setup fixes; 'angle out of range' with a verified setup points to glass, bracket or sensor.",
        },
      ],
      fix: "Correct the setup and vehicle condition, align the car if needed, then rerun the calibration and keep the printed pass report. If a perfect setup still fails, move on to the glass, bracket and sensor; the car is not released until a calibration passes.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.7,
        excludes:
          "Estimate for setup and repeated attempts; excludes an alignment, replacement glass or sensors and dealer sublet fees.",
      },
      verdict: "careful",
      verdictReason:
        "Until a calibration passes, the sensor's aim is unknown; the car should not be driven with those features relied on, and it should not leave the shop.",
      codes: [],
      terms: ["static calibration", "vehicle centerline", "calibration target"],
      related: [
        "camera-calibration-fails-after-windshield",
        "dynamic-calibration-will-not-complete",
        "adas-misbehaves-after-alignment",
      ],
    },
    {
      slug: "dynamic-calibration-will-not-complete",
      title: "Dynamic calibration drive never finishes and the camera stays 'in progress'",
      summary:
        "The camera needs long stretches of clear lane lines, steady speed and light traffic; city streets, rain, worn paint or a pull keep it from finishing. Drive the specified road and speed, fix alignment or glass issues, or go static where allowed.",
      symptoms: [
        "Scan tool shows calibration progress stuck at a percentage or restarting",
        "Lane-keep and collision features stay unavailable after an hour of driving",
        "Drives done in town, at night, in rain or on roads with worn or missing lines",
        "Steering wheel off-center or the car pulls, even slightly",
      ],
      symptomIds: ["calibration-fails", "lane-keep-problem", "after-windshield"],
      causes: [
        {
          likelihood: "common",
          part: "Road and traffic conditions outside what the procedure needs",
          why: "Dynamic routines learn from lane lines and vehicles over distance; stop-and-go traffic, curves, worn paint or darkness give them nothing usable.",
        },
        {
          likelihood: "occasional",
          part: "Steering off-center or the car drifting",
          why: "The camera compares its view with where the car is heading; a pull or offset steering angle keeps the result out of tolerance.",
        },
        {
          likelihood: "occasional",
          part: "Glass distortion or a loose camera",
          why: "A wavy windshield or a camera that moves in its bracket produces measurements that never settle.",
        },
        {
          likelihood: "rare",
          part: "Camera software needing an update",
          why: "Some makers released updates for calibration routines that failed to finish.",
        },
      ],
      checks: [
        {
          step: "Read the maker's dynamic conditions and plan a route that meets them, commonly 35–65 mph on straight roads with solid lines on both sides, in daylight and dry weather.",
          tools: ["Service information"],
          expect:
            "A route where you can hold the listed speed, often 35–65 mph, for roughly 10–30 minutes on marked roads in light traffic (typical; confirm in the maker's procedure).",
        },
        {
          step: "Check the steering wheel is centered and the car tracks straight, and read steering angle with the wheels straight.",
          tools: ["Scan tool"],
          expect: "Wheel level, no pull and angle near 0°; otherwise align and calibrate the angle sensor first.",
        },
        {
          step: "Watch calibration progress live during the drive with a second person on the scan tool.",
          tools: ["Scan tool with ADAS access", "Helper"],
          expect:
            "Progress climbing steadily on good roads and finishing; stalling on good roads points to glass, camera mounting or software.",
        },
        {
          step: "Inspect the windshield and camera mounting and check bulletins for the camera.",
          tools: ["Flashlight", "Service bulletin search"],
          expect: "Clean OE-quality glass, a tight camera and current software before another attempt.",
        },
      ],
      fix: "Complete the drive on a suitable road at the specified speed, after correcting steering-wheel centering, alignment, glass or camera mounting and applying any software update. Where the maker offers a static alternative, use it when road conditions won't cooperate; release the car only after calibration reports complete.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.7,
        excludes: "Estimate for drive time and scan-tool work; excludes an alignment, a windshield and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "Drive normally without lane keep or automatic braking until calibration completes; they may be off or unreliable meanwhile.",
      codes: [],
      terms: ["dynamic calibration", "steering angle sensor", "calibration drive"],
      related: [
        "static-calibration-fails-in-bay",
        "camera-not-calibrated-after-windshield",
        "camera-calibration-fails-after-windshield",
      ],
    },
    {
      slug: "hands-free-driving-wont-engage",
      title: "Super Cruise or BlueCruise won't go hands-free, or keeps telling you to watch the road",
      summary:
        "Hands-free systems work only on highways the maker has mapped and watch your eyes with an infrared camera near the steering column. A blocked camera, some sunglasses, a lapsed subscription, or any radar or camera fault stops them; check those before scanning.",
      symptoms: [
        "Steering-wheel light bar or cluster icon never turns green or blue on a mapped highway",
        "Repeated 'Watch the road' or eyes-on-road alerts while looking ahead",
        "Message that hands-free driving is unavailable, or that the service has expired",
        "Works for some drivers but not others, or only without sunglasses",
      ],
      symptomIds: ["hands-free-problem", "warning-message", "cruise-aeb-off"],
      causes: [
        {
          likelihood: "common",
          part: "Road or conditions outside the system's limits",
          why: "GM Super Cruise and Ford BlueCruise run only on roads in the maker's pre-mapped network, mostly highways, with good lane lines, a GPS fix and adaptive cruise engaged.",
        },
        {
          likelihood: "occasional",
          part: "Driver camera blocked or unable to see the eyes",
          why: "The infrared camera near the column is hidden by the wheel rim, a hand or a phone mount, and some sunglasses block infrared, so the system thinks you are not watching.",
        },
        {
          likelihood: "occasional",
          part: "Subscription or connectivity lapsed",
          why: "Both systems need an active connected-services plan after the trial, and map updates arrive over the air.",
        },
        {
          likelihood: "rare",
          part: "Fault in the forward radar, camera or driver camera",
          why: "Hands-free driving requires every supporting sensor to be healthy and calibrated; any fault or missed calibration after repairs disables it.",
        },
      ],
      checks: [
        {
          step: "Confirm you're on a road in the maker's hands-free map with adaptive cruise and lane centering on and the subscription active.",
          tools: ["Owner's app or infotainment menu"],
          expect: "Feature status shows available on a mapped road; an expired plan shows in the app.",
        },
        {
          step: "Adjust the steering wheel so the driver camera has a clear view of your eyes, remove sunglasses and clear any phone mount.",
          tools: [],
          expect: "Attention alerts stop with a clear view of the eyes.",
        },
        {
          step: "Scan the forward radar, camera, driver-monitoring camera and gateway for faults and calibration status.",
          tools: ["Factory scan software"],
          expect: "Any fault or incomplete calibration explains the lockout and must be fixed first.",
        },
        {
          step: "Check for software and map updates and service bulletins for the system.",
          tools: ["Service bulletin search"],
          expect: "Pending updates are installed before any parts are replaced.",
        },
      ],
      noMeasurement:
        "Hands-free availability depends on the mapped road, subscription, driver-camera view and module status, all read in the app, menus and scan tool; there is no circuit value to measure.",
      fix: "Renew the subscription or install updates where that's the cause, keep the driver camera's view clear, and repair and calibrate any faulted radar, forward camera or driver camera with factory tools, then verify hands-free operation on a mapped highway.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Subscription renewal or software update",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.5,
          },
          {
            name: "Diagnose and calibrate a faulted sensor",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; excludes subscription fees, a new camera or radar, and dealer calibration if required by the maker.",
      },
      verdict: "ok",
      verdictReason:
        "Nothing is wrong with the car's driving; you drive it hands-on until the feature is available again.",
      codes: [],
      terms: ["driver monitoring camera", "hands-free driving", "over-the-air update"],
      related: ["hands-off-wheel-warning-false", "lidar-sensor-blocked-newer-vehicle"],
      appliesTo: [
        { make: "cadillac", years: [2018, 2027] },
        { make: "chevrolet", years: [2022, 2027] },
        { make: "gmc", years: [2022, 2027] },
        { make: "ford", years: [2021, 2027] },
      ],
    },
    {
      slug: "collision-repair-returned-without-calibration",
      title: "Car came back from the body shop and the driver-assist features feel wrong, with no warning lights",
      summary:
        "A sensor disturbed in the repair was probably never calibrated, and many mis-aimed sensors set no code. Ask for the pre- and post-repair scans and calibration reports; anything missing means the car goes back before you rely on those features.",
      symptoms: [
        "Lane keep hugs one line, adaptive cruise reacts late or early, or blind-spot alerts come late",
        "Dash is clear of warnings, so the shop called it done",
        "Invoice lists a scan but no calibrations, or the shop can't produce calibration reports",
        "Repair involved a bumper, grille, windshield, mirror, alignment or a deployed airbag",
      ],
      symptomIds: ["after-body-repair", "lane-keep-problem", "false-braking", "blind-spot-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Required calibration skipped because no code was set",
          why: "Radars and cameras check themselves for faults, not for small aim errors; a sensor a degree off can pass every self-test while looking at the wrong place.",
        },
        {
          likelihood: "occasional",
          part: "Calibration attempted with a bad setup",
          why: "A routine run on an unlevel floor or with targets misplaced can pass while leaving the sensor slightly off.",
        },
        {
          likelihood: "occasional",
          part: "Non-OE brackets, covers, emblems or glass used in the repair",
          why: "Parts that hold or cover sensors differently from the original change aim or signal strength beyond what calibration corrects.",
        },
        {
          likelihood: "rare",
          part: "Replacement sensor not configured for the vehicle",
          why: "A used or new sensor left on defaults works with the wrong mounting and bumper parameters.",
        },
      ],
      checks: [
        {
          step: "Request the pre-repair scan, post-repair scan and each calibration report with date, procedure and result.",
          tools: ["Repair order"],
          expect: "A report for every sensor the repair touched; missing ones mean the calibration was not done.",
        },
        {
          step: "Compare the repair operations with the automaker's service information and position statements on calibration triggers.",
          tools: ["OEM service information"],
          expect:
            "Bumper, windshield, mirror, alignment and structural repairs commonly require specific calibrations that should appear on the invoice.",
        },
        {
          step: "Inspect brackets, covers, emblems and glass for OE part numbers.",
          tools: ["Flashlight", "Parts catalog"],
          expect: "OE or maker-approved parts in front of and holding every sensor.",
        },
        {
          step: "Perform the missing calibrations and road-test each feature.",
          tools: ["Scan tool with ADAS access", "Calibration targets and reflector"],
          expect: "Each routine passes and lane keeping, cruise and blind-spot behave correctly on the road.",
        },
      ],
      noMeasurement:
        "The fault is a skipped procedure, proven by missing calibration reports against the repair operations; the sensors often read normal with no codes until a calibration is actually run.",
      fix: "Return the car to the repairer, or to a calibration specialist billed through the claim, for every calibration the service information requires, with OE parts where sensors are mounted or covered. Keep the reports. A shop should never have released the car without them; insurers generally pay for required calibrations when they are documented.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "One or two skipped calibrations", partsLow: 0, partsHigh: 0, laborHoursLow: 1.3, laborHoursHigh: 3 },
          {
            name: "Several calibrations plus OE brackets or covers",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; excludes body or paint rework and dealer rates; usually billable to the repairer or the claim.",
      },
      verdict: "careful",
      verdictReason:
        "Sensors aimed wrong can brake, steer or warn at the wrong moment without any warning light; switch the features off and get the calibrations done now.",
      codes: [],
      terms: ["pre-repair scan", "post-repair scan", "calibration report", "OEM position statement"],
      related: [
        "false-braking-after-front-end-repair",
        "camera-not-calibrated-after-windshield",
        "blind-spot-off-after-rear-bumper-repair",
      ],
    },
    {
      slug: "aeb-did-not-activate",
      title: "Automatic emergency braking didn't stop the car before a crash",
      summary:
        "AEB is built to reduce crashes, not prevent all of them: it has speed and target limits, and it's off if a sensor was blocked, faulted or switched off. Save the crash data, scan every ADAS module before clearing codes, and calibrate after repair.",
      symptoms: [
        "No warning or braking before a rear-end collision, or an alert with little braking",
        "Crash involved a turning or crossing vehicle, a pedestrian at night, or a car only partly in the lane",
        "Driver-assist warnings or a blocked-sensor message had been showing before the crash",
        "The driver was steering or pressing the accelerator at the moment of the alert",
      ],
      symptomIds: ["cruise-aeb-off", "warning-message", "after-body-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Scenario outside the system's design",
          why: "Many systems brake fully only below certain speeds and recognize mainly vehicles ahead in the lane; crossing traffic, odd angles and darkness are outside what they reliably see.",
        },
        {
          likelihood: "occasional",
          part: "Driver input overriding the system",
          why: "Firm steering or accelerator input is read as the driver taking action, and AEB backs off or cancels.",
        },
        {
          likelihood: "occasional",
          part: "Sensor blocked, faulted or feature switched off",
          why: "Snow on the radar, a dirty windshield, a stored fault or AEB turned off in settings leaves the car with no automatic braking.",
        },
        {
          likelihood: "rare",
          part: "Sensor mis-aimed from earlier damage or repair",
          why: "A radar or camera pointed off the lane may not see the vehicle ahead until too late.",
        },
      ],
      checks: [
        {
          step: "Before clearing any code, have the airbag module's event data downloaded if a claim or dispute is likely.",
          tools: ["Bosch CDR tool or equivalent"],
          expect:
            "Pre-crash speed, brake and accelerator data for the last 5 seconds (the federal EDR minimum) show what the car and driver did before impact.",
        },
        {
          step: "Scan every ADAS, ABS and airbag module and save the report.",
          tools: ["Full-system scan tool"],
          expect: "Faults or blockage codes stored before the crash show whether AEB was available.",
        },
        {
          step: "Check the settings menu for whether AEB and forward collision warning were on and at what sensitivity.",
          tools: [],
          expect: "Feature on and not set to its latest warning setting; off settings explain a no-brake event.",
        },
        {
          step: "After the repair, calibrate every disturbed sensor and road-test the warnings.",
          tools: ["Scan tool with ADAS access", "Calibration targets and reflector"],
          expect: "All calibrations pass and forward collision warnings respond to a lead vehicle on a safe test.",
        },
      ],
      fix: "Repair the collision damage with OE sensor mounts and covers, replace any damaged radar or camera, and calibrate every sensor the repair touched. Keep the scan and calibration reports, and file a vehicle safety complaint with NHTSA if the data suggest the system should have acted.",
      difficulty: 4,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes:
          "Estimate for data download, scans and calibrations; excludes the collision repair, replacement sensors and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "After any crash the sensors and mounts may be damaged or aimed wrong; drive without relying on the driver aids until they are inspected and calibrated.",
      codes: [],
      terms: ["automatic emergency braking", "event data recorder", "forward collision warning"],
      related: [
        "collision-repair-returned-without-calibration",
        "front-radar-blocked-by-snow-or-dirt",
        "acc-and-aeb-off-with-other-warnings",
      ],
    },
  ],
};
