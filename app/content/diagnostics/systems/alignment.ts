import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Pulls, crooked steering wheels, tire wear patterns, highway shakes, bent wheels and tire pressure warnings: how to read what the tires are telling you and what it takes to put it right.",
  howItWorks: [
    "An alignment sets three angles at each wheel. Toe is whether the front edges of a pair of tires point in or out, camber is the inward or outward tilt of the tire seen from the front, and caster is the backward tilt of the steering axis seen from the side, which gives the steering its self-centering feel. Thrust angle is the direction the rear wheels point relative to the car's centerline, and the front toe must be set to it so the steering wheel ends up straight.",
    "Shops measure these on a computer alignment rack with targets or sensor heads on each wheel. Toe is adjustable on almost every car through the tie rods, and at the rear on independent-rear cars; camber and caster are adjustable on most trucks and SUVs through cams or shims, but on many strut cars only with aftermarket cam bolts, slotted mounts or arms. Cars with stability control often need a steering angle sensor reset afterward.",
    "The tire and wheel complete the picture. Balancing corrects uneven weight, road-force measurement finds stiffness variation that balancing cannot see, and the cold pressure on the door placard sets how the tread meets the road. A direct TPMS reads a sensor inside each wheel, while an indirect system compares wheel-speed signals from the ABS to spot a tire that is turning faster because it is low.",
  ],
  howItFails: [
    "Alignment drifts when parts wear, springs sag or a wheel hits a pothole or curb. Toe errors wear tires fastest, feathering the tread within a few thousand miles; camber errors wear one shoulder more slowly and smoothly; a camber or caster difference between sides makes the car pull. Worn tie rods, ball joints or bushings make a fresh alignment pointless, so a good shop checks them first.",
    "Vibration almost always starts at the wheel and tire: a lost balance weight, a bent rim, a tire with high road-force variation, a shifted belt or snow packed inside the wheel. Pressure problems are the most common of all and the cheapest to fix; a tire about 25% below placard turns on the TPMS light, and a soft tire makes the car wander, pull and wear both shoulders.",
  ],
  tools: [
    "Tire pressure gauge (dial or digital), to set cold pressures to the door placard",
    "Tread depth gauge, to read wear across the tread in 32nds of an inch",
    "Computer alignment rack with wheel targets or sensors, for toe, camber, caster, thrust angle and SAI",
    "Steering wheel holder and brake pedal depressor, to lock the wheel straight while toe is set",
    "Road-force wheel balancer, to find tire uniformity problems a spin balancer misses",
    "Dial indicator, to measure radial and lateral runout of the wheel, tire and hub",
    "TPMS activation and programming tool, to read sensor IDs and battery status and relearn positions",
    "Scan tool with steering angle sensor reset and TPMS relearn functions",
    "Torque wrench or torque-limiting extensions, to tighten lug nuts in a star pattern",
    "Tape measure and straightedge, for ride height, wheelbase, setback and quick toe checks",
  ],
  safety: [
    "A tire with a sidewall bulge, exposed cords or a separating tread can blow out without warning; fit the spare before driving any distance.",
    "Tighten lug nuts to spec in a star pattern with a torque wrench, not an impact gun alone, and recheck them after 50–100 miles on alloy wheels and after any wheel service.",
    "Never reinflate a tire that was run flat or found far below pressure without inspecting it off the wheel; a damaged sidewall can burst during inflation, so use a clip-on chuck and stand clear.",
    "Do not go above about 40 psi to seat a bead; if it will not seat, deflate, lubricate and try again, because an overpressured bead can blow off the rim with enough force to kill.",
    "An alignment that changes the thrust angle can leave a lane-keeping camera or adaptive cruise radar aimed wrong; many makers require a calibration check after an alignment.",
  ],
  symptoms: [
    { id: "pulls-to-side", label: "Car pulls or drifts to one side" },
    { id: "crooked-wheel", label: "Steering wheel off-center when driving straight" },
    { id: "wanders", label: "Wanders, follows ruts or needs constant correction" },
    { id: "inner-edge-wear", label: "Tire wearing on the inside edge" },
    { id: "outer-edge-wear", label: "Tire wearing on the outside edge" },
    { id: "center-or-shoulder-wear", label: "Tread worn down the center or on both shoulders" },
    { id: "feathered-cupped", label: "Feathered, cupped or scalloped tread" },
    { id: "highway-shake", label: "Steering wheel shakes at highway speed" },
    { id: "seat-floor-vibration", label: "Seat or floor vibrates at speed" },
    { id: "low-speed-wobble", label: "Wobble or thump at low speed" },
    { id: "tpms-light", label: "Tire pressure warning light" },
    { id: "losing-air", label: "A tire keeps losing air" },
    { id: "tire-damage", label: "Bulge, crack or bent wheel you can see" },
    { id: "tire-noise", label: "Tire hum, roar or squeal" },
    { id: "after-impact-or-service", label: "Started after a pothole, curb or tire service" },
    { id: "poor-wet-grip", label: "Slides or hydroplanes on wet roads" },
  ],
  problems: [
    {
      slug: "road-crown-drift",
      title: "Car drifts gently right on crowned roads but tracks straight in a flat lot",
      summary:
        "Most U.S. roads slope toward the shoulder, and a car with equal caster and camber side to side will follow that slope to the right. A shop can build in a small cross-caster or cross-camber to offset it within the factory spec.",
      symptoms: [
        "Slow drift toward the right shoulder on two-lane roads",
        "Little or no drift in the left lane of a multilane highway or on a flat parking lot",
        "Steering wheel stays straight and the tires wear evenly",
        "Drift is the same with new and old tires",
      ],
      symptomIds: ["pulls-to-side"],
      causes: [
        {
          likelihood: "common",
          part: "Normal road crown with caster and camber equal side to side",
          why: "A road sloping about 1–2% toward the shoulder pulls the car downhill; without a slight left bias in the alignment the car follows it.",
        },
        {
          likelihood: "occasional",
          part: "Caster or camber split in the wrong direction",
          why: "More positive camber or less positive caster on the right adds to the crown effect, turning a drift into a pull.",
        },
        {
          likelihood: "rare",
          part: "Tire with slight conicity on the front",
          why: "A tire built with a cone-shaped belt steers like a rolling cone and can add to the crown drift.",
        },
      ],
      checks: [
        {
          step: "Set all tires to the door-placard pressure cold and drive the same road in both directions and in different lanes.",
          tools: ["Tire pressure gauge"],
          expect:
            "A drift that always goes toward the low side of the road, and vanishes on flat pavement, is crown drift rather than a fault.",
        },
        {
          step: "Read the left-right camber and caster on an alignment rack.",
          tools: ["Alignment rack"],
          expect:
            "Many specs allow up to about 0.5 degrees of cross-camber or cross-caster, often with slightly more caster on the right to offset crown; a car set exactly equal side to side will usually drift right on a crowned road.",
        },
        {
          step: "Cross the front tires left for right and drive the same crowned stretch in both directions.",
          tools: ["Lug wrench", "Torque wrench"],
          expect: "If the drift gets stronger or reverses, tire conicity is contributing.",
        },
      ],
      fix: "Ask for an alignment that places the right side about 0.25–0.5° more positive caster than the left (or the left slightly more positive camber), staying within the published cross-caster and cross-camber limits. Reset the steering angle sensor if the car requires it.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.3,
        excludes: "Cam bolts where caster or camber is not factory-adjustable, ADAS calibration, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A light crown drift is normal and safe; have the alignment biased at the next visit if it tires you out.",
      codes: [],
      terms: ["road crown", "cross-caster", "cross-camber"],
      related: ["steady-pull-on-flat-road", "radial-pull-after-new-tires", "camber-caster-out-of-range"],
    },
    {
      slug: "steady-pull-on-flat-road",
      title: "Car pulls steadily to one side even on a flat, level road",
      summary:
        "A difference in camber or caster between the two front wheels, or a soft tire, is the usual cause. Check pressures, then get an alignment readout; a split beyond about 0.5° needs correcting, and bent parts must be replaced.",
      symptoms: [
        "Car heads for one side within a few seconds when you relax your grip",
        "Pull the same in every lane and on flat parking lots",
        "Steering wheel may sit off-center to hold the car straight",
        "One front tire wearing one shoulder faster than the other",
      ],
      symptomIds: ["pulls-to-side", "crooked-wheel", "inner-edge-wear", "outer-edge-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Tire pressure difference side to side",
          why: "A soft tire has more rolling resistance and a larger footprint, dragging the car toward it.",
        },
        {
          likelihood: "common",
          part: "Cross-camber or cross-caster out of spec",
          why: "A car pulls toward the side with more positive camber and toward the side with less positive caster.",
        },
        {
          likelihood: "occasional",
          part: "Bent strut, knuckle or control arm",
          why: "A bent part changes camber or caster on one side beyond what adjustment can correct.",
        },
        {
          likelihood: "rare",
          part: "Brake caliper dragging on one side",
          why: "A caliper that does not release drags that wheel; the hub will be hot after a drive.",
        },
      ],
      checks: [
        {
          step: "Before any rack time, set every tire to placard pressure cold and drive the same flat road again.",
          tools: ["Tire pressure gauge"],
          expect: "If the pull disappears, a soft tire was the cause; find out why it was low.",
        },
        {
          step: "After a 10-minute drive without heavy braking, feel or measure the temperature at each hub.",
          tools: ["Infrared thermometer"],
          expect: "One wheel noticeably hotter than its partner points to a dragging brake, not alignment.",
        },
        {
          step: "Put the car on an alignment rack and read camber and caster both sides.",
          tools: ["Alignment rack"],
          expect:
            "Cross-camber or cross-caster above about 0.5 degrees (or the maker's own limit) explains a steady pull on flat pavement.",
        },
        {
          step: "If a side cannot be brought into spec, check SAI and included angle.",
          tools: ["Alignment rack"],
          expect:
            "An included angle that differs from the other side by more than about 1° indicates a bent strut or knuckle.",
        },
      ],
      fix: "Correct pressures, then align: adjust camber and caster where possible, fit camber bolts where needed, and replace bent parts. Reset the steering angle sensor and confirm the car drives straight with the wheel level.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Alignment with camber and caster set",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
          { name: "Camber bolts and alignment", partsLow: 20, partsHigh: 60, laborHoursLow: 1.2, laborHoursHigh: 1.8 },
          {
            name: "Bent strut, knuckle or arm and alignment",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 2,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Estimate; brake repairs, diagnosis and taxes are extra.",
      },
      verdict: "careful",
      verdictReason:
        "A steady pull is tiring and can come from a bent part or a dragging brake; drive attentively and have it checked soon, before any long trip if it began with an impact.",
      codes: [],
      terms: ["camber", "caster", "included angle", "SAI"],
      related: ["road-crown-drift", "radial-pull-after-new-tires", "memory-steer"],
    },
    {
      slug: "radial-pull-after-new-tires",
      title: "Pull started right after new tires were installed or rotated",
      summary:
        "A tire with conicity or high lateral force (radial pull) steers the car. Swap the front tires left to right; if the pull changes, move the suspect tire to the rear or have the tire replaced under warranty.",
      symptoms: [
        "Pull appeared immediately after a tire change or rotation",
        "Alignment readings are within spec",
        "Pull changes direction when the front tires are swapped side to side",
        "No pull before the tire service",
      ],
      symptomIds: ["pulls-to-side", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Tire conicity",
          why: "If the belt is slightly off-center in manufacture the tire rolls like a cone, pulling to one side regardless of alignment.",
        },
        {
          likelihood: "occasional",
          part: "Unequal pressures after the tire service",
          why: "Pressures set hot, or set to the sidewall maximum, can leave left and right unequal.",
        },
        {
          likelihood: "rare",
          part: "Mixed tire brands or tread depths on the front",
          why: "Different tire constructions generate different cornering forces and the car pulls toward the weaker side.",
        },
      ],
      checks: [
        {
          step: "Check pressures cold on all four tires.",
          tools: ["Tire pressure gauge"],
          expect:
            "Fronts more than about 2 psi apart can cause the pull; set all four to placard cold and retest before suspecting the tires themselves.",
        },
        {
          step: "Swap the front tires side to side and road test.",
          tools: ["Lug wrench", "Torque wrench"],
          expect: "If the pull reverses, a tire is the cause; if it stays the same, look at alignment or brakes.",
        },
        {
          step: "Move the suspect tires to the rear.",
          tools: ["Torque wrench"],
          expect: "The pull usually disappears when the conicity tire is on the rear.",
        },
        {
          step: "Have the tires checked on a road-force balancer that measures lateral force.",
          tools: ["Road-force balancer"],
          expect: "The machine can identify the pulling tire and suggest a pairing that cancels it.",
        },
      ],
      fix: "Place the offending tire on the rear, or return it to the tire seller for a warranty replacement; recheck alignment only if the pull stays with the car.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Tire shop swaps tires front to rear",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Warranty or replacement tire, mounted",
            partsLow: 120,
            partsHigh: 250,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
        ],
        excludes:
          "Often free from the installing tire shop; a replacement tire is covered only under that shop's or maker's warranty.",
      },
      verdict: "ok",
      verdictReason: "A radial pull is annoying but the car remains controllable; have the tire shop recheck it.",
      codes: [],
      terms: ["conicity", "radial pull", "lateral force"],
      related: ["road-crown-drift", "steady-pull-on-flat-road", "vibration-after-balancing"],
    },
    {
      slug: "memory-steer",
      title: "Car pulls left after a left turn and right after a right turn",
      summary:
        "Memory steer comes from a binding strut bearing, a joint tightened in a bind, or a steering gear that does not return to center. Find the binding component and replace it, then align.",
      symptoms: [
        "After each turn the car continues drifting in the same direction",
        "Steering needs a push to return to center",
        "Pop or groan from the strut area when turning at low speed",
        "Problem appeared after new struts or ball joints were installed",
      ],
      symptomIds: ["pulls-to-side", "wanders", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Binding upper strut bearing",
          why: "A dry or rusted bearing holds the strut at its last angle instead of letting caster return it to center.",
        },
        {
          likelihood: "occasional",
          part: "Seized ball joint or stiff tie-rod end",
          why: "A joint that has rusted or lost its grease resists rotation, so caster alone cannot swing the wheels back to straight.",
        },
        {
          likelihood: "rare",
          part: "Steering rack or valve not centering",
          why: "A rack with internal friction or a sticky spool valve holds the wheel in the last direction.",
        },
      ],
      checks: [
        {
          step: "With the front wheels on turn plates, engine off, turn slowly from center to each lock and back, feeling for a notch or a spring-back at the same spot each time.",
          tools: ["Jack stands"],
          expect: "Uneven effort or a notch points to a binding joint or bearing.",
        },
        {
          step: "Lower the car and have a helper turn the wheel while you hold each spring.",
          tools: [],
          expect: "A jump you can feel in the spring confirms a binding strut bearing.",
        },
        {
          step: "Disconnect the tie-rod ends and move each knuckle by hand.",
          tools: ["Tie-rod separator"],
          expect:
            "A knuckle that moves smoothly means the rack is suspect; one that binds points to the ball joint or strut bearing.",
        },
      ],
      noMeasurement:
        "Memory steer comes from binding that is felt, not read: alignment angles usually measure in spec, and no gauge shows a strut bearing or ball joint that sticks and springs back.",
      fix: "Replace the binding strut bearing, seized ball joint or stiff tie-rod end (strut bearings in pairs), then align with the steering wheel locked level and reset the steering angle sensor. If the knuckles swing freely and the problem remains, the steering gear needs diagnosis.",
      difficulty: 3,
      cost: {
        partsLow: 50,
        partsHigh: 400,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "Rack replacement if the gear is at fault, the alignment, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A wheel that does not return on its own can surprise you in a lane change; drive attentively until it is repaired.",
      codes: [],
      terms: ["memory steer", "strut bearing", "caster"],
      related: [
        "slow-return-to-center",
        "steady-pull-on-flat-road",
        "wheel-off-center-after-alignment",
        "suspension/strut-bearing-binding",
      ],
    },
    {
      slug: "torque-steer-front-drive",
      title: "Front-drive car tugs to one side under hard acceleration",
      summary:
        "Some torque steer is built into powerful front-drive cars, but a sudden increase usually means mismatched front tires, a worn engine or transaxle mount, or worn lower-arm bushings. Match tires and pressures first, then inspect mounts and bushings.",
      symptoms: [
        "Steering wheel tugs left or right when accelerating hard from a stop or merging",
        "Tug disappears the moment you lift off the throttle",
        "Worse on uneven or wet pavement, and the wheel may squirm side to side",
        "Clunk from the engine bay when shifting between drive and reverse",
      ],
      symptomIds: ["pulls-to-side", "wanders"],
      causes: [
        {
          likelihood: "common",
          part: "Unequal tire size, tread depth or pressure across the front axle",
          why: "A tire with more tread or more air has a larger rolling diameter and different grip, so under power one side pushes harder and steers the car.",
        },
        {
          likelihood: "occasional",
          part: "Worn engine or transaxle mounts",
          why: "A collapsed mount lets the powertrain rock under torque, which changes the half-shaft angles and pulls the steering.",
        },
        {
          likelihood: "occasional",
          part: "Worn lower control-arm bushings",
          why: "Drive torque pulls each front wheel forward; soft bushings let one wheel toe out more than the other.",
        },
        {
          likelihood: "rare",
          part: "Unequal-length half-shafts in a high-output car",
          why: "Cars without an intermediate shaft have different joint angles side to side, so some tug at full throttle is designed in and cannot be removed.",
        },
      ],
      checks: [
        {
          step: "Check both front pressures cold, measure tread depth and read the size and model on each sidewall.",
          tools: ["Tire pressure gauge", "Tread depth gauge"],
          expect:
            "Fronts should be within 1 psi and about 2/32 in. of each other, same size and model; any mismatch is a likely cause.",
        },
        {
          step: "With the hood open and the parking brake and service brake firmly on, have a helper shift between drive and reverse with light throttle while you watch the engine.",
          tools: [],
          expect: "The engine lifting or rocking more than about 1/2 in., or a clunk, points to a worn mount.",
        },
        {
          step: "Pry each lower control-arm bushing fore and aft with the car on its wheels.",
          tools: ["Pry bar"],
          expect: "Visible movement, a knock or split rubber identifies worn bushings.",
        },
        {
          step: "Road test on a dry, smooth road with moderate throttle only.",
          tools: [],
          expect:
            "A tug only at full throttle on a high-output car may be normal for the design; a tug at part throttle is not.",
        },
      ],
      fix: "Fit matching front tires at equal pressure, replace any worn engine or transaxle mount and lower-arm bushings, then align the front end. Ask about any manufacturer bulletin for the model, since some high-output front-drive cars received revised mounts or software.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Pressures set and tire match checked",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.7,
          },
          {
            name: "Engine or transaxle mount replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Lower-arm bushings or arms and an alignment",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 2,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; replacement tires, the other mounts if also worn, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe if you accelerate progressively; a strong new tug on a car that never had one deserves an inspection soon.",
      codes: [],
      terms: ["torque steer", "half-shaft", "engine mount", "intermediate shaft"],
      related: ["steady-pull-on-flat-road", "highway-wander", "awd-mismatched-tires"],
    },
    {
      slug: "wheel-off-center-after-alignment",
      title: "Steering wheel not straight right after an alignment",
      summary:
        "The toe was set without the steering wheel locked level, or to the wrong reference line. Take it back: the shop re-centers the wheel by turning both tie rods equally, then resets the steering angle sensor.",
      symptoms: [
        "Steering wheel cocked a few degrees left or right on a straight road, starting with the alignment",
        "Car tracks straight but the spokes are off level",
        "Stability control, traction or lane-keeping warning lamp came on after the service",
        "Printout shows all toe readings in the green",
      ],
      symptomIds: ["crooked-wheel", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Steering wheel not locked level while toe was adjusted",
          why: "If the wheel shifts during adjustment, total toe can read correct while left and right individual toe are unequal, which cocks the wheel.",
        },
        {
          likelihood: "occasional",
          part: "Front toe set to the geometric centerline instead of the thrust line",
          why: "When the rear wheels point slightly off center, the car drives crabbed and the wheel is off unless front toe is referenced to the thrust line.",
        },
        {
          likelihood: "rare",
          part: "Loose tie-rod jam nut or worn inner tie rod",
          why: "A jam nut left loose lets the adjuster turn, and play in a worn tie rod lets toe shift after the car leaves the rack.",
        },
      ],
      checks: [
        {
          step: "Drive on a straight, flat road and note how far the spokes are off level.",
          tools: [],
          expect:
            "Alignment specs typically allow only about ±2–3 degrees of steering-wheel offset (typical; confirm in the service information); a visibly crooked wheel on a straight road is a redo.",
        },
        {
          step: "Check the printout for individual left and right toe and thrust angle, not just total toe.",
          tools: [],
          expect: "Unequal individual toe or a thrust angle that was ignored explains the crooked wheel.",
        },
        {
          step: "Have the shop recheck with the steering wheel level and locked with a holder, and the tie-rod jam nuts tight.",
          tools: ["Alignment rack", "Steering wheel holder"],
          expect: "Equal individual toe with the wheel locked level straightens it.",
        },
        {
          step: "Scan for chassis codes and run the steering angle sensor calibration.",
          tools: ["Scan tool with steering angle sensor reset"],
          expect:
            "Stability and lane-keeping warnings clear once the sensor's zero point matches the straight-ahead wheel.",
        },
      ],
      fix: "Re-center the wheel by turning the left and right tie-rod adjusters equally in opposite directions, tighten the jam nuts, recalibrate the steering angle sensor and, on cars with a forward camera or radar, check or perform the ADAS calibration the maker requires.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.5,
        laborHoursHigh: 1,
        excludes: "Usually redone free by the shop that aligned it; ADAS calibration and worn tie rods are extra.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, though a crooked wheel can confuse lane-keeping systems; have the shop redo it this week.",
      codes: [],
      terms: ["individual toe", "thrust line", "steering angle sensor"],
      related: ["dog-tracking-thrust-angle", "wheel-off-center-after-pothole", "memory-steer"],
    },
    {
      slug: "wheel-off-center-after-pothole",
      title: "Steering wheel suddenly off-center after a pothole or curb strike",
      summary:
        "The impact bent a tie rod, steering arm, control arm or wheel and knocked the toe out. Inspect for bent parts before aligning; a bent tie rod is replaced, never straightened.",
      symptoms: [
        "Wheel was straight before the impact and is now cocked several degrees",
        "Car may pull or wander afterward",
        "Scrape marks on the wheel rim or tire sidewall on one corner",
        "Vibration or a new noise from that corner",
        "Stability-control lamp on after the hit on some cars",
      ],
      symptomIds: ["crooked-wheel", "after-impact-or-service", "pulls-to-side", "tire-damage"],
      causes: [
        {
          likelihood: "common",
          part: "Bent outer or inner tie rod",
          why: "The tie rod is the thinnest part in the steering linkage; a side load bends it, shortening it and changing toe on that wheel.",
        },
        {
          likelihood: "occasional",
          part: "Bent lower control arm or steering knuckle",
          why: "A heavier hit moves the wheel back or tilts it, changing caster, camber and toe together.",
        },
        {
          likelihood: "occasional",
          part: "Bent wheel rim",
          why: "A bent rim can make the wheel wobble and feel like an alignment change at low speed.",
        },
        {
          likelihood: "rare",
          part: "Shifted subframe",
          why: "A big enough impact can slide a subframe on its mounts, changing setback and toe.",
        },
      ],
      checks: [
        {
          step: "Inspect the tire and rim on the struck corner for cuts, bulges and bends.",
          tools: ["Flashlight"],
          expect: "A bulge or cracked rim means the tire or wheel is replaced before anything else.",
        },
        {
          step: "Sight along both tie rods from under the car and compare their shape side to side.",
          tools: ["Flashlight"],
          expect: "Any kink or bow in one tie rod condemns it.",
        },
        {
          step: "Before touching the tie rods, print the full readout with SAI, included angle and setback, since a bent arm or knuckle can hide behind a plain toe reading.",
          tools: ["Alignment rack"],
          expect:
            "Toe far out on one side only, with normal SAI, points to the tie rod; abnormal SAI or setback points to the arm, knuckle or subframe.",
        },
        {
          step: "Spin the wheel on the balancer or with a dial indicator to check rim runout.",
          tools: ["Dial indicator"],
          expect: "Radial or lateral runout above roughly 0.030–0.040 in. means a bent wheel.",
        },
      ],
      fix: "Replace bent tie rods, arms or knuckles and any damaged wheel or tire, then align with the wheel locked level and reset the steering angle sensor. Many insurance policies cover pothole damage under collision coverage, so keep the photos and invoices.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Tie rod replacement and alignment",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          {
            name: "Bent control arm or knuckle and alignment",
            partsLow: 120,
            partsHigh: 600,
            laborHoursLow: 1.8,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Tire or wheel replacement, subframe repair, ADAS calibration, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A bent steering part is weakened and can fail; drive slowly and only to a shop right after the impact.",
      codes: [],
      terms: ["tie rod", "setback", "included angle"],
      related: [
        "wheel-off-center-after-alignment",
        "bent-wheel-after-pothole",
        "sidewall-bulge",
        "suspension/bent-arm-after-curb-strike",
      ],
    },
    {
      slug: "dog-tracking-thrust-angle",
      title: "Car crabs down the road with the rear offset and the wheel cocked",
      summary:
        "The rear wheels point off the car's centerline (thrust angle), so the car drives slightly sideways and the steering wheel sits crooked. A four-wheel alignment corrects rear toe or finds a bent or shifted axle, then sets the front to match.",
      symptoms: [
        "Seen from behind, the rear of the car runs offset to one side of the front",
        "Steering wheel off-center even after a front-only alignment",
        "Rear tires wearing on one edge or in a diagonal pattern",
        "Car feels as if it is being nudged sideways from the rear on the highway",
      ],
      symptomIds: ["crooked-wheel", "wanders", "inner-edge-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Rear toe unequal side to side on an independent rear suspension",
          why: "When one rear wheel toes in more than the other, the rear axle steers like a rudder and the car crabs toward one side.",
        },
        {
          likelihood: "occasional",
          part: "Leaf-spring axle shifted on a sheared center pin or loose U-bolts",
          why: "An axle that slides on its spring points the rear wheels off the centerline, which is common on pickups after a hard hit or an overload.",
        },
        {
          likelihood: "rare",
          part: "Bent twist-beam axle or trailing arm",
          why: "A curb strike bends the rear beam; on cars with no rear adjustment the only fixes are bolt-in shims or a new beam.",
        },
      ],
      checks: [
        {
          step: "Follow the car on a straight road, or drive through a puddle onto dry pavement and look at the tracks.",
          tools: [],
          expect: "Rear tracks visibly offset from the front tracks confirm dog-tracking.",
        },
        {
          step: "Measure wheelbase from the center of the front wheel to the center of the rear wheel on both sides.",
          tools: ["Tape measure"],
          expect:
            "A side-to-side difference over about 1/4 in. points to a shifted axle or bent arm rather than toe alone.",
        },
        {
          step: "Read rear individual toe and thrust angle on a four-wheel alignment rack.",
          tools: ["Alignment rack"],
          expect:
            "Many specs allow roughly ±0.25° or less of thrust angle; more than that cocks the steering wheel and crabs the car.",
        },
        {
          step: "On leaf-spring trucks, check the U-bolts and center pin position at each spring.",
          tools: ["Torque wrench", "Flashlight"],
          expect: "A loose U-bolt or an axle that has slid off its locating pin confirms a shifted axle.",
        },
      ],
      fix: "Set rear toe to spec on adjustable cars, fit tapered shims at the hub on twist-beam axles, or repair the shifted axle or bent arm. Then set front toe to the thrust line with the wheel locked level, reset the steering angle sensor and check camera calibration where required.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Four-wheel alignment with rear toe set",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
          {
            name: "Tapered rear hub shims and alignment",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 1.5,
            laborHoursHigh: 2,
          },
          {
            name: "Bent rear arm or axle repair and alignment",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 1.8,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Leaf springs, a new rear beam, ADAS calibration, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Rear toe alone is safe at normal speeds, but a leaf-spring axle that has shifted on loose U-bolts can move further; have it measured soon.",
      codes: [],
      terms: ["thrust angle", "dog-tracking", "twist beam", "alignment shims"],
      related: ["wheel-off-center-after-alignment", "rear-inner-edge-wear", "diagonal-wear-rear-tires"],
    },
    {
      slug: "slow-return-to-center",
      title: "Steering wheel slow to come back to center after a turn",
      summary:
        "Low or unequal caster, a binding strut bearing or tight ball joints weaken self-centering. Check tire pressures, measure caster, and free up or replace the binding part.",
      symptoms: [
        "After a 90° turn the wheel stays turned until you unwind it by hand",
        "Steering feels heavy and dead around center at highway speed",
        "Car needs small corrections to hold a lane",
        "Started after suspension work, a lift or a curb strike",
      ],
      symptomIds: ["wanders", "after-impact-or-service", "pulls-to-side"],
      causes: [
        {
          likelihood: "common",
          part: "Caster below spec on one or both sides",
          why: "Positive caster is what pulls the wheels back to straight; lose a degree or two and the steering stops returning on its own.",
        },
        {
          likelihood: "occasional",
          part: "Binding upper strut bearing or tight ball joint",
          why: "Friction in the steering pivot fights the caster return force, so the wheel stays where it was turned.",
        },
        {
          likelihood: "occasional",
          part: "Underinflated front tires",
          why: "A soft tire has a longer contact patch and more scrub, which resists returning to center.",
        },
        {
          likelihood: "rare",
          part: "Sticky steering gear or column U-joint",
          why: "A binding intermediate shaft joint or rack adds friction that caster cannot overcome.",
        },
      ],
      checks: [
        {
          step: "Set the front tires to placard pressure and repeat a slow 90° turn in an empty lot.",
          tools: ["Tire pressure gauge"],
          expect: "A wheel that now unwinds most of the way by itself points to pressure as the cause.",
        },
        {
          step: "Measure caster on both sides on an alignment rack.",
          tools: ["Alignment rack"],
          expect:
            "Caster well below the spec range (many cars call for roughly +3 to +7 degrees) or a side-to-side split over about 0.5 degrees needs correcting.",
        },
        {
          step: "Raise the front and turn the steering lock to lock by hand, engine off.",
          tools: ["Jack stands"],
          expect: "Notchy or uneven effort means a binding strut bearing, ball joint or column joint.",
        },
        {
          step: "Disconnect one tie rod and swing that knuckle by hand.",
          tools: ["Tie-rod separator"],
          expect: "A knuckle that swings stiffly isolates the bind to its ball joint or strut bearing.",
        },
      ],
      fix: "Correct caster with cams, shims or offset bushings (or correction arms on lifted trucks), replace binding strut bearings or ball joints, then align and reset the steering angle sensor.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Pressures set and caster checked on an alignment",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
          {
            name: "Caster correction parts and alignment",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
          {
            name: "Strut bearings or ball joints and alignment",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 2,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Steering gear or column repair, lift-correction parts, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A wheel that will not unwind can catch you out in a quick maneuver; drive attentively and get caster checked soon.",
      codes: [],
      terms: ["caster", "self-centering", "strut bearing"],
      related: ["memory-steer", "highway-wander", "camber-caster-out-of-range"],
    },
    {
      slug: "highway-wander",
      title: "Car wanders and needs constant small corrections on the highway",
      summary:
        "Wrong toe (especially toe-out), low caster or worn steering and suspension joints make a car wander. Check pressures and look for play first; then get a four-wheel alignment to spec.",
      symptoms: [
        "Car drifts one way and then the other on a straight highway",
        "Steering feels loose or vague near center",
        "Crosswinds and passing trucks push the car around more than they used to",
        "Feathered tread on the front tires",
      ],
      symptomIds: ["wanders", "feathered-cupped"],
      causes: [
        {
          likelihood: "common",
          part: "Front or rear toe-out",
          why: "Toe-out makes the tires steer away from each other, so small disturbances turn into wandering instead of being damped out.",
        },
        {
          likelihood: "occasional",
          part: "Worn tie rods, ball joints or control-arm bushings",
          why: "Play in the linkage lets toe change while driving, so the car never settles on a line.",
        },
        {
          likelihood: "occasional",
          part: "Low caster",
          why: "Without caster's self-centering force the steering has no clear straight-ahead feel.",
        },
        {
          likelihood: "rare",
          part: "Rear toe out of spec",
          why: "A rear axle that steers slightly makes the car feel as though the back end wanders.",
        },
      ],
      checks: [
        {
          step: "Set all pressures to placard and note any tire far off.",
          tools: ["Tire pressure gauge"],
          expect: "A tire 5 psi or more low can cause wander on its own.",
        },
        {
          step: "With the car on the ground, rock the steering wheel a few degrees each way while watching the tie-rod ends and inner tie rods.",
          tools: ["Flashlight"],
          expect: "Any joint that moves before the part it connects to is worn and must be replaced before aligning.",
        },
        {
          step: "Lift the front and check ball joints and bushings for play.",
          tools: ["Jack stands", "Pry bar"],
          expect: "Play beyond spec is corrected before the alignment.",
        },
        {
          step: "Read caster on both sides and total toe front and rear, the angles that set on-center stability at highway speed.",
          tools: ["Alignment rack"],
          expect: "Total toe-out, or caster low or split, explains wander.",
        },
      ],
      fix: "Replace worn steering or suspension joints, then perform a four-wheel alignment with toe set to the center of spec, and reset the steering angle sensor.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Four-wheel alignment with toe centered",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
          {
            name: "Tie-rod ends or ball joints and alignment",
            partsLow: 50,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Steering rack replacement, tires, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "Wander makes lane keeping tiring and can mask worn parts that are unsafe; have it checked soon.",
      codes: [],
      terms: ["toe-out", "caster", "tie rod"],
      related: ["tramlining", "slow-return-to-center", "feathered-tread-toe"],
    },
    {
      slug: "tramlining",
      title: "Car follows ruts and pavement grooves on its own",
      summary:
        "Wide, square-shouldered tires on rutted pavement cause most tramlining, made worse by overinflation or wheels set farther out than stock. Set pressures to placard and check for loose joints; tires with rounder shoulders are the lasting cure.",
      symptoms: [
        "Car steers itself along truck ruts and the edges of pavement patches",
        "Steering wheel twitches left and right over grooved or seamed concrete",
        "Started with new, wider or lower-profile tires, or new wheels",
        "Car tracks calmly on smooth, fresh asphalt",
      ],
      symptomIds: ["wanders", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Wide, low-profile tires with square, stiff shoulders",
          why: "A stiff shoulder climbs the side of a rut instead of rolling over it, and the sidewall is too short to absorb the push, so the whole car follows the groove.",
        },
        {
          likelihood: "occasional",
          part: "Tires inflated well above the placard",
          why: "Extra pressure narrows and stiffens the footprint, so every pavement edge has more leverage on the tire.",
        },
        {
          likelihood: "occasional",
          part: "Wheels with less offset than stock, or wheel spacers",
          why: "Pushing the tire outward enlarges the scrub radius, so a rut pushing on the tire has a longer lever arm to turn the steering.",
        },
        {
          likelihood: "rare",
          part: "Worn tie-rod ends or inner tie rods",
          why: "Play lets the tire start to follow the rut before the steering linkage resists it.",
        },
      ],
      checks: [
        {
          step: "Check cold pressures and compare with the door placard, not the sidewall maximum.",
          tools: ["Tire pressure gauge"],
          expect:
            "Pressures 5 psi or more above placard make tramlining noticeably worse; set them to placard and retest on the same road.",
        },
        {
          step: "Compare the tire size and wheel offset with the factory equipment listed on the placard and in the owner's manual.",
          tools: [],
          expect:
            "Wider tires, a lower aspect ratio or wheels sitting farther out than stock explain most tramlining complaints.",
        },
        {
          step: "Rock the steering wheel a few degrees each way with the engine running and watch the tie-rod joints.",
          tools: ["Flashlight"],
          expect: "Any joint moving before the part it connects to adds play and must be replaced.",
        },
        {
          step: "Check caster and toe on an alignment rack.",
          tools: ["Alignment rack"],
          expect:
            "Caster at the top of the range or toe-out adds to rut sensitivity; setting toe to slight toe-in within spec can calm it.",
        },
      ],
      fix: "Set pressures to placard, replace any worn steering joints, and align with toe in the middle of spec. If the car still tramlines, the lasting fix is factory-size tires or a touring tire with rounder shoulders and factory-offset wheels without spacers.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Pressures set and alignment with toe centered",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
          {
            name: "Worn tie-rod ends replaced and alignment",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1.3,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Replacement tires or wheels if the size is the cause; diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Tramlining is tiring rather than dangerous; keep a relaxed grip and choose a smoother lane until the tires are changed.",
      codes: [],
      terms: ["tramlining", "scrub radius", "wheel offset"],
      related: ["highway-wander", "aftermarket-wheels-vibration", "camber-caster-out-of-range"],
    },
    {
      slug: "front-inner-edge-wear",
      title: "Front tires bald on the inside edges while the rest of the tread looks fine",
      summary:
        "Excessive toe-out or negative camber is scrubbing the inner shoulders, often hidden until the tire is looked at from underneath. Align the car after replacing worn parts, and replace tires worn to the cords.",
      symptoms: [
        "Inner shoulder of both front tires worn smooth or showing cords",
        "Outer tread still has good depth",
        "Feathered edges across the tread (toe) or smooth, even taper (camber)",
        "Wear discovered at a tire rotation or inspection",
      ],
      symptomIds: ["inner-edge-wear", "feathered-cupped"],
      causes: [
        {
          likelihood: "common",
          part: "Front toe-out",
          why: "Tires that point outward drag sideways across their inner shoulders, and wear with a feathered edge within a few thousand miles.",
        },
        {
          likelihood: "occasional",
          part: "Excessive negative camber from sagged springs or worn parts",
          why: "A tire tilted inward at the top loads its inner shoulder, wearing it smoothly and slowly.",
        },
        {
          likelihood: "occasional",
          part: "Worn inner tie rods or control-arm bushings",
          why: "Play lets the wheels toe out under braking and cornering even if the static alignment is correct.",
        },
        {
          likelihood: "rare",
          part: "Lowered suspension without camber correction",
          why: "Lowering springs increase negative camber beyond the factory range.",
        },
      ],
      checks: [
        {
          step: "Turn the wheels to full lock and measure tread depth at the inner, center and outer grooves of each front tire.",
          tools: ["Tread depth gauge", "Flashlight"],
          expect:
            "Inner groove 3/32 in. or more shallower than the outer groove confirms edge wear; 2/32 in. or exposed cords means replace now.",
        },
        {
          step: "Run a hand across the tread in both directions.",
          tools: [],
          expect: "Sharp edges one way and smooth the other means toe; a smooth taper means camber.",
        },
        {
          step: "Check tie rods, ball joints and bushings for play.",
          tools: ["Jack stands", "Pry bar"],
          expect:
            "Play in an inner tie rod (felt by squeezing the rack boot while someone rocks the wheel) or a ball joint must be fixed first, or the new toe setting will not hold.",
        },
        {
          step: "On an alignment rack, read total front toe and each side's camber with the car at curb ride height.",
          tools: ["Alignment rack"],
          expect: "Toe-out or camber more negative than spec explains the wear.",
        },
      ],
      fix: "Replace worn tie rods, ball joints or bushings first, then align with toe near the middle of the range and camber within spec, fitting camber bolts if the car has no factory camber adjustment. Replace any tire worn to 2/32 in. at the inner groove, and rotate the rest so the edge wear evens out.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Front alignment with toe and camber set",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.3,
          },
          {
            name: "Worn tie rods or ball joints and alignment",
            partsLow: 50,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Replacement tires, which are often needed by the time this is found; diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "A worn inner edge can reach the cords unseen and blow out; inspect and replace tires at 2/32 in.",
      codes: [],
      terms: ["toe-out", "negative camber", "feathering"],
      related: ["rear-inner-edge-wear", "feathered-tread-toe", "camber-caster-out-of-range"],
    },
    {
      slug: "rear-inner-edge-wear",
      title: "Rear tires wearing out on the inside edges",
      summary:
        "Too much negative camber or toe-out at the rear is scrubbing the inner shoulders; well known on 2006–2011 Honda Civics and on lowered cars. Check rear camber and toe, then fit adjustable arms, cam bolts or shims as the design needs.",
      symptoms: [
        "Inner shoulders of the rear tires worn while the outer tread is fine",
        "Wear pattern returns after each set of tires",
        "Rear of the car sits low or has been lowered",
        "Humming from the rear at highway speed as the tread wears unevenly",
      ],
      symptomIds: ["inner-edge-wear", "tire-noise", "feathered-cupped"],
      causes: [
        {
          likelihood: "common",
          part: "Excessive negative rear camber",
          why: "Rear wheels tilted inward load the inner shoulder; many cars have no factory camber adjustment at the rear.",
        },
        {
          likelihood: "occasional",
          part: "Rear toe-out",
          why: "Toe-out scrubs the inner shoulders and adds feathering; it also makes the rear feel loose.",
        },
        {
          likelihood: "occasional",
          part: "Sagged rear springs",
          why: "On multi-link rears, a lower ride height increases negative camber.",
        },
        {
          likelihood: "rare",
          part: "Bent rear control arm or twist beam",
          why: "A bent arm changes camber and toe on one side.",
        },
      ],
      checks: [
        {
          step: "Measure tread depth across each rear tire and compare with the fronts.",
          tools: ["Tread depth gauge"],
          expect: "Inner groove more than 3/32 in. shallower than outer confirms rear edge wear.",
        },
        {
          step: "Measure rear ride height against spec.",
          tools: ["Tape measure"],
          expect: "Low ride height points to springs as part of the cause.",
        },
        {
          step: "On a four-wheel rack, read each rear wheel's camber alongside its toe with the car at normal ride height.",
          tools: ["Alignment rack"],
          expect:
            "Many cars specify rear camber of roughly −0.5 to −1.5 degrees; readings more negative than the published range, or rear toe-out, explain the wear.",
        },
        {
          step: "Check rear bushings and arms for wear or bends.",
          tools: ["Pry bar", "Flashlight"],
          expect: "Worn bushings or bent arms must be replaced.",
        },
      ],
      fix: "Replace worn or bent parts, restore ride height, and install adjustable rear camber arms, cam bolts or shims where the factory offers no adjustment; align and rotate tires regularly afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Four-wheel alignment", partsLow: 0, partsHigh: 0, laborHoursLow: 0.8, laborHoursHigh: 1.3 },
          {
            name: "Adjustable rear camber arms or shims and alignment",
            partsLow: 40,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "New tires, springs, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Worn inner edges are hard to see and can reach the cords; inspect the tires and replace them if worn to 2/32 in.",
      codes: [],
      terms: ["negative camber", "camber arm", "twist beam"],
      related: ["front-inner-edge-wear", "dog-tracking-thrust-angle", "camber-caster-out-of-range"],
      commonOn: [{ make: "honda", models: ["civic"], years: [2006, 2011] }],
    },
    {
      slug: "front-outer-shoulder-wear",
      title: "Outside shoulders of the front tires rounding off fast",
      summary:
        "Running the front tires below placard pressure while cornering briskly rolls them onto their outer shoulders; toe-in or positive camber adds to it. Set pressures, check toe and camber, and rotate every 5,000–7,500 miles.",
      symptoms: [
        "Outer shoulder of each front tire worn round while the inner grooves are deep",
        "Scuffing on the sidewall just below the outer shoulder",
        "Tires squeal early in roundabouts and freeway ramps",
        "Car used for city driving with many turns, or as a delivery vehicle",
      ],
      symptomIds: ["outer-edge-wear", "tire-noise", "center-or-shoulder-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Front tires run several psi below placard",
          why: "A soft front tire rolls over onto its outer shoulder every time the car turns, and front tires on front-drive cars carry most of the cornering load.",
        },
        {
          likelihood: "occasional",
          part: "Excessive front toe-in",
          why: "Tires pointed inward drag their outer shoulders sideways and leave a feathered edge that sharpens toward the inside.",
        },
        {
          likelihood: "occasional",
          part: "Positive camber from worn or bent parts",
          why: "A wheel tilted outward at the top loads the outer shoulder; a worn ball joint or bent strut is the usual reason on a car specified with negative camber.",
        },
        {
          likelihood: "rare",
          part: "Skipped rotations on a front-drive car",
          why: "Front tires on a front-drive car wear their shoulders several times faster than the rears, so without rotation the pattern goes deep before anyone notices.",
        },
      ],
      checks: [
        {
          step: "Check front pressures cold and compare with the placard.",
          tools: ["Tire pressure gauge"],
          expect: "Pressures 4 psi or more below placard are enough to cause this wear over a season.",
        },
        {
          step: "On each front tire, compare the outermost groove's depth with the innermost one using a tread gauge.",
          tools: ["Tread depth gauge"],
          expect:
            "Outer groove 3/32 in. or more shallower than the inner confirms the pattern; a smooth taper points to camber or pressure, a feathered edge to toe.",
        },
        {
          step: "Check ball joints and control-arm bushings with the wheel unloaded.",
          tools: ["Jack stands", "Pry bar"],
          expect: "Play at a ball joint can let the wheel lean out under cornering load; replace before aligning.",
        },
        {
          step: "Read front camber and individual toe on an alignment rack, noting whether camber is positive on the worn side.",
          tools: ["Alignment rack"],
          expect:
            "Toe-in beyond the spec or camber more positive than specified confirms an alignment share of the cause.",
        },
      ],
      fix: "Set pressures to placard and check monthly, replace worn joints, align to spec, and rotate the tires every 5,000–7,500 miles. Tires worn to 2/32 in. at the shoulder must be replaced.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Pressures set and front alignment",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.3,
          },
          {
            name: "Ball joints or tie rods and alignment",
            partsLow: 50,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes replacement tires, diagnosis, taxes, worn control arm bushings or strut mounts, and camber bolts or shims to reach spec.",
      },
      verdict: "ok",
      verdictReason:
        "Safe while the shoulders still have tread; correct the pressure and alignment now to stop losing the tires.",
      codes: [],
      terms: ["toe-in", "positive camber", "tire rotation"],
      related: ["both-shoulders-wear", "feathered-tread-toe", "squeal-on-slow-turns"],
    },
    {
      slug: "feathered-tread-toe",
      title: "Tread ribs feel smooth stroked one way and sharp stroked the other",
      summary:
        "Feathering is the signature of a toe error: the tire is being dragged sideways as it rolls. Replace any loose tie rods, then set toe to spec; caught early, the tires can keep going.",
      symptoms: [
        "Each tread rib has a ramped edge that catches your hand in one direction",
        "Light hum or whir that rises with road speed",
        "Wear appears within a few thousand miles of a pothole hit or steering repair",
        "Steering wheel may also sit slightly off-center",
        "Both front tires show the same feathered pattern",
      ],
      symptomIds: ["feathered-cupped", "tire-noise", "crooked-wheel", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Total toe out of spec (too much toe-in or toe-out)",
          why: "A tire pointed slightly off the direction of travel is scrubbed sideways every revolution, and each rib wears into a ramp.",
        },
        {
          likelihood: "occasional",
          part: "Worn inner or outer tie-rod ends",
          why: "Loose tie rods let toe change under load, so the tires feather even if the static alignment was right.",
        },
        {
          likelihood: "occasional",
          part: "Bent tie rod or steering arm",
          why: "A bent rod is shorter than its mate and throws that wheel's toe off after an impact.",
        },
        {
          likelihood: "rare",
          part: "Rear toe error on an independent rear",
          why: "Rear toe out of spec feathers the rear tires the same way, often unnoticed until rotation.",
        },
      ],
      checks: [
        {
          step: "Slide a flat palm across the tread from the outside in, then from the inside out, on each tire.",
          tools: [],
          expect: "Sharp edges felt in only one direction confirm feathering from a toe error.",
        },
        {
          step: "Shake each tire at 3 and 9 o'clock with the wheel off the ground, watching the tie-rod ends.",
          tools: ["Jack stands", "Flashlight"],
          expect: "Any movement at a tie-rod joint means replace it before aligning.",
        },
        {
          step: "Sight along both tie rods for bends.",
          tools: ["Flashlight"],
          expect: "A kinked or bowed tie rod must be replaced.",
        },
        {
          step: "Read individual and total front toe, plus rear toe on an independent rear, with the steering wheel locked level.",
          tools: ["Alignment rack"],
          expect:
            "Many cars specify total front toe of roughly 0 to +0.2 degrees (about 0–1/8 in. toe-in); readings well outside the published range explain the feathering.",
        },
      ],
      fix: "Replace worn or bent tie rods, set toe front and rear to the middle of the spec with the steering locked level, reset the steering angle sensor and rotate the tires so the feathering wears back smooth.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Toe set on an alignment", partsLow: 0, partsHigh: 0, laborHoursLow: 0.7, laborHoursHigh: 1.3 },
          {
            name: "Tie rods replaced and alignment",
            partsLow: 50,
            partsHigh: 250,
            laborHoursLow: 1.3,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Tires already worn too far, ADAS calibration, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Feathering wears tires quickly but is not immediately dangerous; get the toe corrected within a few hundred miles.",
      codes: [],
      terms: ["feathering", "toe", "tie-rod end"],
      related: ["front-inner-edge-wear", "highway-wander", "wheel-off-center-after-pothole"],
    },
    {
      slug: "cupped-scalloped-tires",
      title: "Scalloped dips around the tread and a rhythmic wub-wub hum",
      summary:
        "Cupping comes from a tire that bounces as it rolls: worn shocks or struts, imbalance, loose suspension parts, or rear tires on front-drive cars that never get rotated. Fix the cause first, then replace or rotate the cupped tires.",
      symptoms: [
        "Patches of worn tread every few inches around the tire",
        "Rhythmic hum or wub-wub sound that rises with road speed",
        "Often worst on the rear tires of front-drive minivans and crossovers",
        "Car bounces more than normal over bumps",
        "Vibration through the floor at some speeds",
      ],
      symptomIds: ["feathered-cupped", "tire-noise", "seat-floor-vibration"],
      causes: [
        {
          likelihood: "common",
          part: "Worn shocks or struts",
          why: "Without damping the tire bounces and lands, scrubbing patches of tread at a regular interval.",
        },
        {
          likelihood: "common",
          part: "Rear tires not rotated on a front-drive vehicle",
          why: "Lightly loaded rear tires with a little toe wear unevenly into scallops when left in place too long.",
        },
        {
          likelihood: "occasional",
          part: "Wheel and tire imbalance",
          why: "An unbalanced assembly hops at a frequency tied to speed, wearing the tread in patches.",
        },
        {
          likelihood: "rare",
          part: "Loose ball joints or wheel bearings",
          why: "Play lets the wheel oscillate and create an irregular pattern.",
        },
      ],
      checks: [
        {
          step: "Run a hand around the tread and look for uneven patches at regular intervals.",
          tools: [],
          expect: "Smooth dips 2–4 in. long repeating around the tire confirm cupping.",
        },
        {
          step: "Bounce test each corner.",
          tools: [],
          expect: "More than one rebound points to worn dampers.",
        },
        {
          step: "Check wheel balance and runout on a balancer.",
          tools: ["Road-force balancer"],
          expect: "Out-of-balance or excessive runout adds to cupping.",
        },
        {
          step: "Lift each corner and check for play at the hub and ball joints.",
          tools: ["Jack stands", "Pry bar"],
          expect:
            "A clunk at 12 and 6 o'clock from a ball joint or hub bearing must be repaired before new tires go on, or they will cup again.",
        },
      ],
      fix: "Replace worn dampers or loose parts, balance the wheels, align, and rotate tires every 5,000–7,500 miles. Badly cupped tires stay noisy and should be replaced.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Balance and rotate the tires", partsLow: 0, partsHigh: 20, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
          {
            name: "Pair of rear shocks and an alignment",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1.8,
            laborHoursHigh: 2.5,
          },
          {
            name: "Pair of front struts and an alignment",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 2.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes new tires, diagnosis, taxes, strut mounts, and worn ball joints or tie rods found during the alignment.",
      },
      verdict: "ok",
      verdictReason: "Cupping is noisy but not an immediate hazard; find and fix the cause before buying tires.",
      codes: [],
      terms: ["cupping", "tire rotation", "damper"],
      related: ["heel-toe-wear", "tire-hum-vs-wheel-bearing", "seat-floor-vibration"],
    },
    {
      slug: "center-tread-wear",
      title: "Tires worn down the middle while the shoulders still have tread",
      summary:
        "Running tires above the placard pressure, often at the sidewall maximum, crowns the tread so the center carries the load. Set pressures to the door placard; on powerful rear-drive cars, hard launches also wear the rear centers.",
      symptoms: [
        "Center grooves noticeably shallower than the outer grooves",
        "Ride feels harsh and bouncy over small bumps",
        "Less grip in the wet and under hard braking",
        "Pressures found at the number printed on the sidewall",
      ],
      symptomIds: ["center-or-shoulder-wear", "poor-wet-grip"],
      causes: [
        {
          likelihood: "common",
          part: "Tires inflated to the sidewall maximum instead of the placard",
          why: "The sidewall number is the tire's limit, not the vehicle's setting; at that pressure the tread bulges in the center and the shoulders barely touch.",
        },
        {
          likelihood: "occasional",
          part: "Full-load pressure left in after a trip, or an inaccurate air-hose gauge",
          why: "Some placards list a higher rear pressure for full loads, and gas-station hose gauges can read several psi off; either way the tires end up running above spec.",
        },
        {
          likelihood: "rare",
          part: "Wide tires on narrow rims or hard acceleration on drive tires",
          why: "A tire squeezed onto a narrow rim crowns in the middle, and wheelspin on high-power rear-drive cars wears the center fastest.",
        },
      ],
      checks: [
        {
          step: "Check pressures cold (parked three hours or more) and compare with the door-jamb placard.",
          tools: ["Tire pressure gauge"],
          expect: "Pressures 5 psi or more above placard match this wear pattern.",
        },
        {
          step: "Measure tread depth in the center and outer grooves.",
          tools: ["Tread depth gauge"],
          expect: "Center 2/32 in. or more shallower than the shoulders confirms overinflation wear.",
        },
        {
          step: "Compare rim width with the tire maker's approved rim range.",
          tools: [],
          expect: "A rim narrower than the approved range explains center wear despite correct pressure.",
        },
      ],
      fix: "Set cold pressures to the door placard and recheck monthly; replace tires with center grooves at 2/32 in. or with wear bars flush. Fit the correct rim width if the combination was mismatched.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Free to correct pressures; tires already worn to the wear bars must be replaced at extra cost.",
      },
      verdict: "ok",
      verdictReason: "Safe once pressures are corrected, as long as the center tread is above 2/32 in.",
      codes: [],
      terms: ["placard pressure", "cold pressure", "wear bar"],
      related: ["both-shoulders-wear", "hydroplaning-worn-tires", "tpms-light-cold-mornings"],
    },
    {
      slug: "both-shoulders-wear",
      title: "Both tire shoulders worn with the center tread still deep",
      summary:
        "A tire run underinflated sags in the middle and carries the load on both shoulders, building heat as it flexes. Find out why it is low, set it to placard, and inspect the sidewall and inner liner for heat damage before trusting it.",
      symptoms: [
        "Inner and outer shoulders worn while the center grooves are still deep",
        "Car feels soft and slow to respond in turns",
        "Fuel economy down a mile or two per gallon",
        "TPMS light has come on now and then, or was ignored",
        "Sidewall looks bulged at the bottom even when parked",
      ],
      symptomIds: ["center-or-shoulder-wear", "tpms-light", "losing-air", "outer-edge-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Chronic underinflation from infrequent checks",
          why: "Tires lose roughly 1 psi a month through the rubber alone, so a tire never checked spends most of its life well below placard, with the tread center lifted off the road.",
        },
        {
          likelihood: "occasional",
          part: "Slow leak from a puncture, bead or valve",
          why: "A tire that leaks between top-ups runs soft most of the time and wears like an underinflated one.",
        },
        {
          likelihood: "occasional",
          part: "Overloading or towing at normal pressure",
          why: "Extra load flattens the footprint like low pressure; many placards list a higher pressure for full loads.",
        },
        {
          likelihood: "rare",
          part: "Tire load index too low for the vehicle",
          why: "A replacement tire with a lower load index than the original runs effectively underinflated at the placard pressure.",
        },
      ],
      checks: [
        {
          step: "Check every tire cold and compare with the placard.",
          tools: ["Tire pressure gauge"],
          expect:
            "A tire 5 psi or more low matches this pattern; note whether it is one tire (leak) or all four (neglect).",
        },
        {
          step: "Measure tread depth at the center and both shoulders.",
          tools: ["Tread depth gauge"],
          expect:
            "Both shoulder grooves at least 2/32 in. shallower than the center rib confirm the tires have been running underinflated.",
        },
        {
          step: "Spray soapy water over the tread, bead and valve of any tire that was low.",
          tools: ["Spray bottle of soapy water"],
          expect: "Bubbles locate a leak that must be repaired before the tire goes back into service.",
        },
        {
          step: "Inspect the sidewall for a dark ring, crazing or a soft spot, and have the inner liner checked if the tire was run very low.",
          tools: ["Flashlight", "Tire changer"],
          expect: "Rubber dust or a wrinkled band inside the tire means it was run flat and must be replaced.",
        },
        {
          step: "Compare the load index on the sidewall with the placard's original tire size and load index.",
          tools: [],
          expect: "A lower load index than the original explains shoulder wear even at placard pressure.",
        },
      ],
      fix: "Repair any leak, set pressures to placard (using the loaded figure when carrying weight), and replace tires with heat damage, run-flat damage or shoulders worn to 2/32 in. Check pressures monthly and whenever the TPMS lamp comes on.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner sets pressures to the placard",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop repairs the leaking tire",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
        ],
        excludes: "Replacement tires if heat-damaged or worn out; diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "An underinflated tire overheats and can fail at highway speed; inflate it to placard before any freeway driving.",
      codes: [],
      terms: ["underinflation", "load index", "placard pressure"],
      related: ["center-tread-wear", "slow-leak-one-tire", "front-outer-shoulder-wear"],
    },
    {
      slug: "diagonal-wear-rear-tires",
      title: "Diagonal bald stripes across the rear tires of a front-drive car",
      summary:
        "Rear toe out of spec on a front-drive car, left unrotated, wipes diagonal patches across the rear tread. Set rear toe (or shim a non-adjustable axle) and rotate the tires every 5,000–7,500 miles.",
      symptoms: [
        "Worn patches running at an angle across the tread, repeating around the tire",
        "Hum or drone from the rear that rises with speed",
        "Pattern appears on rear tires only, fronts look normal",
        "Tires not rotated for 10,000 miles or more",
      ],
      symptomIds: ["feathered-cupped", "tire-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Rear toe out of spec",
          why: "A lightly loaded rear tire that is slightly steered slips in a pattern that cuts diagonal swipes across the tread.",
        },
        {
          likelihood: "common",
          part: "Missed tire rotations",
          why: "Rear tires on front-drive cars wear slowly and irregularly when left in place; rotation evens the pattern out before it sets in.",
        },
        {
          likelihood: "occasional",
          part: "Worn rear shocks",
          why: "A rear tire that bounces lightly as it scrubs turns a small toe error into a heavy diagonal pattern.",
        },
        {
          likelihood: "rare",
          part: "Bent twist-beam axle or rear toe link",
          why: "A curb hit bends the axle or link, setting one wheel's toe far out of spec.",
        },
      ],
      checks: [
        {
          step: "Look at the rear tread from a low angle in good light.",
          tools: ["Flashlight"],
          expect:
            "Diagonal bald stripes spaced around the tread identify the pattern; it is easy to miss when you look straight down.",
        },
        {
          step: "On a four-wheel rack, read each rear wheel's individual toe; on a twist beam, compare it left against right.",
          tools: ["Alignment rack"],
          expect:
            "Rear toe outside spec on one or both sides confirms the cause; many rear toe specs hold each side within about ±0.2 degrees.",
        },
        {
          step: "Bounce the rear corners and inspect the rear shocks.",
          tools: ["Flashlight"],
          expect: "More than one and a half rebounds or oily shocks add damping to the repair.",
        },
        {
          step: "Check the service record for rotation intervals.",
          tools: [],
          expect: "No rotation for more than about 7,500 miles makes the pattern very likely.",
        },
      ],
      fix: "Set rear toe on adjustable rears; on twist-beam axles fit tapered hub shims or replace a bent beam. Replace worn rear shocks, rotate tires to put the worn pair on the front only if the tread is safe, and keep a 5,000–7,500 mile rotation schedule.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Rear toe set on a four-wheel alignment",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
          {
            name: "Tapered hub shims or a toe link and alignment",
            partsLow: 30,
            partsHigh: 300,
            laborHoursLow: 1.3,
            laborHoursHigh: 2,
          },
        ],
        excludes: "New tires if the pattern is deep, rear shocks, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Noisy and wasteful but not dangerous as long as tread remains above 2/32 in.; align and rotate soon.",
      codes: [],
      terms: ["diagonal wear", "rear toe", "tire rotation"],
      related: ["cupped-scalloped-tires", "heel-toe-wear", "dog-tracking-thrust-angle"],
    },
    {
      slug: "heel-toe-wear",
      title: "Tread blocks worn into a sawtooth and road noise getting louder",
      summary:
        "Heel-toe (sawtooth) wear is each tread block wearing higher on one edge than the other, mostly on non-drive tires with blocky patterns. Rotate more often, check pressure and alignment, and accept that it makes the tire noisier.",
      symptoms: [
        "Each tread block higher at its leading edge than its trailing edge, felt around the tire",
        "Tire noise rising gradually over months",
        "Worst on the non-drive axle and on all-terrain or winter tread",
        "Tread depth still reasonable",
      ],
      symptomIds: ["feathered-cupped", "tire-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Free-rolling tires left on the non-drive axle",
          why: "Blocks on a free-rolling tire scuff as they enter and leave the footprint; without drive torque to even it out, each block wears into a ramp.",
        },
        {
          likelihood: "occasional",
          part: "Underinflation",
          why: "Low pressure lets blocks squirm more in the contact patch.",
        },
        {
          likelihood: "occasional",
          part: "Toe out of spec",
          why: "Sideways scrub adds to block wear and creates both heel-toe and feathering.",
        },
        {
          likelihood: "rare",
          part: "Aggressive tread pattern",
          why: "Large, independent blocks on all-terrain and winter tires are more prone to this wear.",
        },
      ],
      checks: [
        {
          step: "Slide a hand around the circumference of the tire in both directions.",
          tools: [],
          expect: "A ratchet-like feel one way and smooth the other way confirms heel-toe.",
        },
        {
          step: "Check cold pressures against placard.",
          tools: ["Tire pressure gauge"],
          expect: "Pressures 4 psi or more below placard let the blocks squirm and speed up the sawtooth pattern.",
        },
        {
          step: "Read rear toe on the free-rolling axle as well as front toe, since heel-toe grows fastest on tires that are not driven.",
          tools: ["Alignment rack"],
          expect:
            "Toe outside the published range adds sideways scrub and turns mild heel-toe into combined feathering and sawtooth wear.",
        },
      ],
      fix: "Rotate tires every 5,000 miles in the pattern the maker recommends, set pressures, and align if toe is off. Severe heel-toe wear makes tires loud until replaced.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Tire rotation", partsLow: 0, partsHigh: 0, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Rotation and four-wheel alignment",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 1.3,
          },
        ],
        excludes:
          "Estimate; excludes new tires, diagnosis, taxes, and worn shocks, struts or bushings if the sawtooth wear returns.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; it is wear and noise, not a structural defect.",
      codes: [],
      terms: ["heel-toe wear", "tire rotation"],
      related: ["cupped-scalloped-tires", "diagonal-wear-rear-tires", "tire-hum-vs-wheel-bearing"],
    },
    {
      slug: "highway-steering-shake",
      title: "Steering wheel shakes between about 55 and 70 mph, smooth above and below",
      summary:
        "A front wheel and tire out of balance is the classic cause: the shake peaks in one speed band and fades above it. Have the front wheels balanced and checked for runout; it is a cheap fix.",
      symptoms: [
        "Steering wheel shimmies side to side starting around 55 mph",
        "Shake peaks at one speed and eases at higher speed",
        "No shake when braking or when coasting at low speed",
        "Clean outline on the rim where a wheel weight used to be",
      ],
      symptomIds: ["highway-shake"],
      causes: [
        {
          likelihood: "common",
          part: "Front wheel out of balance or a lost weight",
          why: "A few ounces of imbalance make the wheel hop at the speed where its frequency matches the suspension's natural frequency.",
        },
        {
          likelihood: "occasional",
          part: "Bent front wheel or tire with high radial runout",
          why: "A wheel or tire that is not round pushes the suspension up and down once per revolution.",
        },
        {
          likelihood: "occasional",
          part: "Tire with a slipped belt or uneven stiffness",
          why: "Belt or stiffness problems cause a vibration that balance alone cannot fix.",
        },
        {
          likelihood: "rare",
          part: "Worn tie-rod ends or ball joints",
          why: "Play magnifies a small imbalance into a noticeable shake.",
        },
      ],
      checks: [
        {
          step: "Look at each front wheel rim for missing weights or mud packed inside the barrel.",
          tools: ["Flashlight"],
          expect: "A clean spot where a weight was, or mud or ice, explains the sudden shake.",
        },
        {
          step: "Balance both front wheels on a dynamic balancer.",
          tools: ["Wheel balancer"],
          expect:
            "A re-spin after correction should read under about 1/4 oz per plane; readings that change from spin to spin mean the wheel is not centered on the balancer cone or the tire has slipped on the rim.",
        },
        {
          step: "Measure radial and lateral runout of each front wheel and tire.",
          tools: ["Dial indicator"],
          expect: "Runout above roughly 0.030–0.040 in. calls for a match mount or a new tire or wheel.",
        },
        {
          step: "Swap front and rear wheels and retest.",
          tools: ["Torque wrench"],
          expect: "If the shake moves to the seat, the wheel assembly was the cause.",
        },
      ],
      fix: "Balance both front wheels on a dynamic balancer, replacing lost weights, and match-mount or replace any tire or wheel with excessive runout. If play was found in tie rods or ball joints, replace them and align; torque the lug nuts in a star pattern when the wheels go back on.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 50,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.8,
        excludes: "Road-force balancing, new tires or wheels, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A balance shake is uncomfortable but not dangerous; have it balanced soon before it wears the tires and steering parts.",
      codes: [],
      terms: ["wheel balance", "radial runout", "match mounting"],
      related: ["seat-floor-vibration", "vibration-after-balancing", "sudden-shake-mud-snow"],
    },
    {
      slug: "seat-floor-vibration",
      title: "Seat and floor buzz at highway speed while the steering wheel stays steady",
      summary:
        "A rear wheel and tire out of balance or out of round is the most likely cause, because rear vibration reaches you through the seat, not the steering. Balance and runout-check the rear wheels before looking at the driveline.",
      symptoms: [
        "Vibration felt in the seat cushion and floor from about 50 mph",
        "Steering wheel calm at the same speed",
        "Vibration changes with road speed, not with engine speed or gear",
        "Rear tires recently replaced, rotated or hit by a pothole",
      ],
      symptomIds: ["seat-floor-vibration"],
      causes: [
        {
          likelihood: "common",
          part: "Rear wheel and tire out of balance",
          why: "An imbalance at the rear shakes the body directly through the rear suspension and seat, without reaching the steering.",
        },
        {
          likelihood: "occasional",
          part: "Rear tire or wheel with excessive runout",
          why: "A bent rear rim or a tire with a high spot lifts the rear once per revolution.",
        },
        {
          likelihood: "occasional",
          part: "Driveline vibration (driveshaft, U-joints, CV joints) on rear- or all-wheel-drive",
          why: "Driveline vibration feels similar but changes with throttle and load, which helps separate it from a tire problem.",
        },
        {
          likelihood: "rare",
          part: "Separated tread on a rear tire",
          why: "A shifted belt produces a growing thump that feels through the floor.",
        },
      ],
      checks: [
        {
          step: "Drive at the vibration speed, then shift to neutral and coast.",
          tools: [],
          expect:
            "If the vibration stays while coasting, it is speed-related (tires, wheels, bearings); if it drops off, look at the driveline or engine.",
        },
        {
          step: "Swap front and rear tires and drive again.",
          tools: ["Torque wrench"],
          expect: "If the vibration moves to the steering wheel, the tire and wheel assemblies were the cause.",
        },
        {
          step: "Balance the rear wheels and measure runout.",
          tools: ["Wheel balancer", "Dial indicator"],
          expect: "Runout over about 0.030–0.040 in. or a large balance correction identifies the bad assembly.",
        },
        {
          step: "Spin each rear tire on the car or the balancer while watching the tread.",
          tools: ["Jack stands"],
          expect: "A visible wave or lump in the tread points to belt separation.",
        },
      ],
      fix: "Balance or replace the offending rear tire or wheel; if the vibration remains with good tires, inspect the driveshaft, U-joints and CV joints.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 50,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.1,
        excludes: "Replacement tires, wheels or driveline parts, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; a growing thump instead of a steady buzz means inspect the tires before highway driving.",
      codes: [],
      terms: ["wheel balance", "runout", "driveline vibration"],
      related: ["highway-steering-shake", "vibration-after-balancing", "shifted-belt-wobble"],
    },
    {
      slug: "vibration-after-balancing",
      title: "Vibration still there after the tires were balanced twice",
      summary:
        "The tire or wheel is out of round or has uneven stiffness, which a spin balancer cannot see. Get a road-force balance with match mounting; a tire above the maker's road-force limit is replaced.",
      symptoms: [
        "Vibration persists despite balancing",
        "Balancer shows zero but the car still shakes",
        "Vibration felt at the same speed on smooth roads",
        "New tires or new wheels recently installed",
      ],
      symptomIds: ["highway-shake", "seat-floor-vibration", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Tire with high road-force variation",
          why: "A tire stiffer at one point pushes the wheel up once per revolution even when perfectly balanced.",
        },
        {
          likelihood: "occasional",
          part: "Wheel with excessive radial runout",
          why: "A wheel that is not round makes the tire act like it is out of round.",
        },
        {
          likelihood: "occasional",
          part: "Wheel mounted off-center on the hub",
          why: "Lug-centric mounting or rust on the hub can offset the wheel by a few thousandths and cause vibration.",
        },
        {
          likelihood: "rare",
          part: "Driveline or hub runout",
          why: "A bent axle flange or hub can cause vibration with perfect tires.",
        },
      ],
      checks: [
        {
          step: "Have each assembly road-force measured.",
          tools: ["Road-force balancer"],
          expect:
            "Many shops aim for under about 20–25 lb on passenger tires; higher values need match mounting or a new tire.",
        },
        {
          step: "Measure wheel runout on the balancer with the tire off.",
          tools: ["Dial indicator"],
          expect: "Bare-rim runout above about 0.030 in. means the wheel is the problem.",
        },
        {
          step: "Measure hub flange runout.",
          tools: ["Dial indicator"],
          expect: "Hub runout above about 0.002 in. or rust deposits require cleaning or replacement.",
        },
      ],
      fix: "Road-force balance all four assemblies, match-mount (rotate the tire on the rim so its high spot meets the wheel's low spot), and replace any tire still above the limit. Clean rusty hub faces, fit hub-centric rings on lug-centric wheels, and torque the lugs in a star pattern.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 300,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.3,
        excludes: "Replacement tires or wheels, hub repairs, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; vibration wears parts and tires, so fix it soon.",
      codes: [],
      terms: ["road force", "match mounting", "runout"],
      related: ["highway-steering-shake", "seat-floor-vibration", "shake-after-wheel-reinstalled"],
    },
    {
      slug: "sudden-shake-mud-snow",
      title: "Sudden highway shake after driving through mud, slush or packed snow",
      summary:
        "Mud, ice or snow packed inside a wheel barrel throws it out of balance. Clean the inside of every wheel with a hose or let the car thaw; if the shake stays, a wheel weight has been knocked off.",
      symptoms: [
        "Shake appears within a few miles of off-road driving or a snowy parking lot",
        "Steering wheel or seat vibrates at 45–65 mph",
        "Vibration may ease as the car warms up and the ice melts",
        "Visible mud or ice caked on the inner rim",
      ],
      symptomIds: ["highway-shake", "seat-floor-vibration", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Mud or ice packed inside the wheel barrel",
          why: "A few ounces of packed material on one side of the barrel is enough to unbalance the wheel.",
        },
        {
          likelihood: "occasional",
          part: "Wheel weight knocked off",
          why: "Mud, ice and rocks can scrape off a clip-on or stick-on weight.",
        },
        {
          likelihood: "rare",
          part: "Bent rim from a hidden rock or frozen rut",
          why: "An impact off-road can bend the rim, causing a persistent vibration.",
        },
      ],
      checks: [
        {
          step: "Look inside each wheel barrel with a light.",
          tools: ["Flashlight"],
          expect: "Caked mud or ice confirms the cause.",
        },
        {
          step: "Wash out the barrels with a hose or let the car sit in a warm garage, then road test.",
          tools: ["Garden hose or pressure washer"],
          expect: "If the shake is gone, no repair is needed.",
        },
        {
          step: "Look for clean outlines where weights were.",
          tools: ["Flashlight"],
          expect:
            "A missing weight means rebalancing; after the spin, each plane should read 0.25 oz or less of residual imbalance on the balancer.",
        },
      ],
      fix: "Wash or thaw the packed material out of every wheel barrel and road test. Rebalance any wheel that has lost a weight, and check runout on a wheel that may have struck a rock or frozen rut.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 20,
        laborHoursLow: 0,
        laborHoursHigh: 0.5,
        excludes: "Wheel repair or replacement if bent, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe at reduced speed; cleaning the wheels usually cures it right away.",
      codes: [],
      terms: ["wheel barrel", "wheel weight"],
      related: ["highway-steering-shake", "seat-floor-vibration", "bent-wheel-after-pothole"],
    },
    {
      slug: "flat-spot-after-storage",
      title: "Thumping vibration for the first few miles after the car sat for weeks",
      summary:
        "Tires take a temporary flat spot where they rested, especially in cold weather and on performance tires. It usually rounds out within 5–20 miles; a thump that stays after a long drive is a permanent flat spot or a damaged tire.",
      symptoms: [
        "Rhythmic thump or vibration right after starting out",
        "Vibration fades as the tires warm up over several miles",
        "Car stored for weeks, often in the cold",
        "Tires were underinflated during storage",
      ],
      symptomIds: ["low-speed-wobble", "seat-floor-vibration"],
      causes: [
        {
          likelihood: "common",
          part: "Temporary flat spot from sitting",
          why: "The tire's cords and rubber take a set where they rested, and it takes heat and rolling to round them out.",
        },
        {
          likelihood: "occasional",
          part: "Low pressure during storage",
          why: "An underinflated tire flattens more and can take a deeper set.",
        },
        {
          likelihood: "rare",
          part: "Permanent flat spot",
          why: "Months of sitting or a locked-wheel skid can flatten a tire permanently.",
        },
      ],
      checks: [
        {
          step: "Check pressures and adjust to placard before driving.",
          tools: ["Tire pressure gauge"],
          expect: "Low pressure worsens flat-spotting.",
        },
        {
          step: "Drive 10–20 miles at moderate speed and recheck.",
          tools: [],
          expect: "If the thump disappears, it was temporary.",
        },
        {
          step: "Spin the tire on a balancer or measure radial runout.",
          tools: ["Wheel balancer", "Dial indicator"],
          expect: "Runout above about 0.040 in. after warm-up means a permanent flat spot.",
        },
      ],
      fix: "Drive 10–20 miles at moderate speed to warm the tires round. For storage longer than a month, set pressures to placard or slightly above, move the car every couple of weeks or park it on tire cradles, and reset to placard before driving; replace any tire left with a permanent flat spot.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "No repair: drive the flat spots out",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "One replacement tire, mounted and balanced",
            partsLow: 120,
            partsHigh: 300,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a second tire to match tread depth on AWD, and a road-force balance.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive at moderate speed; the vibration normally disappears within a few miles.",
      codes: [],
      terms: ["flat spot", "tire storage"],
      related: ["shifted-belt-wobble", "seat-floor-vibration", "tpms-light-cold-mornings"],
    },
    {
      slug: "shifted-belt-wobble",
      title: "Low-speed wobble or thump that gets faster as you speed up",
      summary:
        "A tire with a shifted or separating steel belt wobbles at parking-lot speeds and thumps once per revolution. Put the spare on and replace the tire; a separating tire can throw its tread.",
      symptoms: [
        "Wobble felt in the steering or body at 5–30 mph",
        "Thump once per wheel revolution that speeds up with the car",
        "Lump or wave visible in the tread when the tire spins",
        "Tire is older or has been run low",
      ],
      symptomIds: ["low-speed-wobble", "tire-damage", "seat-floor-vibration"],
      causes: [
        {
          likelihood: "common",
          part: "Shifted or separating steel belt",
          why: "When the belt separates from the rubber or slips, the tire is no longer round and wobbles at low speed.",
        },
        {
          likelihood: "occasional",
          part: "Tire run underinflated or overloaded",
          why: "Heat from running low breaks down the bond between belt and rubber.",
        },
        {
          likelihood: "rare",
          part: "Impact damage inside the tire",
          why: "A hard hit can tear the inner plies and lead to a localized separation.",
        },
      ],
      checks: [
        {
          step: "Raise the car and spin each tire slowly while watching the tread and sidewall.",
          tools: ["Jack stands", "Flashlight"],
          expect: "A visible bulge, wave or lateral jump in the tread identifies the bad tire.",
        },
        {
          step: "Spin the tire on the balancer and run a dial indicator across the tread, watching for a sudden jump where the belt has moved.",
          tools: ["Dial indicator"],
          expect: "Runout above about 0.060 in. or a sharp step confirms a shifted belt.",
        },
        {
          step: "Run a hand around the tread looking for a raised area.",
          tools: [],
          expect: "A soft or raised patch confirms separation.",
        },
      ],
      fix: "Fit the spare, then replace the separated tire and balance the new assembly. Replace its partner on the same axle if tread depths would differ by more than about 4/32 in. (tighter on AWD), and check the wheel for runout in case the tire damage came from an impact.",
      difficulty: 1,
      cost: {
        partsLow: 100,
        partsHigh: 350,
        laborHoursLow: 0.2,
        laborHoursHigh: 0.4,
        excludes: "Second tire for the axle, road hazard coverage, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason: "A separating tire can throw its tread or blow out; fit the spare and drive only to a tire shop.",
      codes: [],
      terms: ["belt separation", "runout"],
      related: ["sidewall-bulge", "flat-spot-after-storage", "seat-floor-vibration"],
    },
    {
      slug: "sidewall-bulge",
      title: "Bubble or bulge on the tire sidewall after a pothole",
      summary:
        "A sidewall bulge is broken cords from an impact, and the tire can burst. Fit the spare now and replace the tire; bulges cannot be repaired.",
      symptoms: [
        "Egg-shaped bubble on the inner or outer sidewall",
        "Appeared after hitting a pothole, curb or road debris",
        "Possible vibration or thump at speed",
        "Often on low-profile tires",
      ],
      symptomIds: ["tire-damage", "after-impact-or-service", "low-speed-wobble"],
      causes: [
        {
          likelihood: "common",
          part: "Impact break in sidewall cords",
          why: "A sharp edge pinches the tire against the rim, cutting the cords so air pushes the rubber outward.",
        },
        {
          likelihood: "occasional",
          part: "Low tire pressure at the time of impact",
          why: "Low pressure lets the sidewall pinch more easily.",
        },
        {
          likelihood: "rare",
          part: "Manufacturing defect in the sidewall",
          why: "Occasionally a flaw in the sidewall construction causes a bulge without impact.",
        },
      ],
      checks: [
        {
          step: "Look at both sidewalls, including the inside, with the wheel turned to full lock.",
          tools: ["Flashlight"],
          expect: "Any bubble, however small, means broken cords and a tire that must be replaced.",
        },
        {
          step: "Inspect the rim for bends or cracks at the same spot.",
          tools: ["Flashlight"],
          expect:
            "A bent rim lip often accompanies a bulge; runout at the bead seat over about 0.030 in. on alloy or 0.040 in. on steel (typical) confirms the bend.",
        },
        {
          step: "Check the opposite tire on the same axle for damage.",
          tools: ["Flashlight"],
          expect: "Both tires may have hit the same pothole.",
        },
      ],
      fix: "Fit the spare and replace the tire; a bulge cannot be patched. Replace its partner too on AWD cars or when tread depths would differ by more than about 4/32 in., check the rim for a bend or crack at the impact point, and balance the new assembly.",
      difficulty: 1,
      cost: {
        partsLow: 100,
        partsHigh: 400,
        laborHoursLow: 0.2,
        laborHoursHigh: 0.5,
        excludes: "Wheel repair or replacement, second tire, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason: "A bulging sidewall can burst at any moment; put the spare on instead of driving on it.",
      codes: [],
      terms: ["impact break", "sidewall bulge"],
      related: ["bent-wheel-after-pothole", "wheel-off-center-after-pothole", "shifted-belt-wobble"],
    },
    {
      slug: "bent-wheel-after-pothole",
      title: "Vibration and a slow leak from one wheel after a hard pothole hit",
      summary:
        "A bent rim lip or barrel knocks the wheel out of round and lets air seep past the bead. A wheel specialist can often straighten an alloy bent at the lip; a wheel bent in the spokes or cracked must be replaced.",
      symptoms: [
        "New vibration at 40–70 mph after a pothole",
        "Tire on that wheel loses a few psi a week",
        "Visible flat spot or dent on the inner or outer rim lip",
        "Balancer shows the wheel wobbling",
      ],
      symptomIds: ["highway-shake", "losing-air", "tire-damage", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Bent inner rim lip on an alloy wheel",
          why: "The inner lip takes the brunt of a pothole; a bend there is hidden from view and makes the wheel run out.",
        },
        {
          likelihood: "occasional",
          part: "Bead leak at the bent section",
          why: "The tire bead cannot seal against a deformed rim, so air leaks slowly.",
        },
        {
          likelihood: "rare",
          part: "Bent steel wheel or spoke",
          why: "A bent spoke or center makes the wheel wobble laterally.",
        },
      ],
      checks: [
        {
          step: "Spin the wheel on the balancer with the tire on, watching the rim lip.",
          tools: ["Wheel balancer"],
          expect: "A visible wobble at the lip identifies the bend.",
        },
        {
          step: "Measure radial and lateral runout on the bare rim.",
          tools: ["Dial indicator"],
          expect: "Runout above roughly 0.030 in. calls for straightening or replacement.",
        },
        {
          step: "Spray soapy water around the bead and rim.",
          tools: ["Spray bottle of soapy water"],
          expect: "Bubbles at the bend confirm a bead leak.",
        },
        {
          step: "Inspect the spokes and barrel for cracks.",
          tools: ["Flashlight"],
          expect: "Any crack means replacement, not straightening.",
        },
      ],
      fix: "Have a wheel repair shop straighten the rim if the bend is only at the lip and there are no cracks; otherwise replace the wheel with one of the same size, offset and load rating. Clean and seal the bead seat, fit a new valve or TPMS service kit, road-force balance, and torque the lugs in a star pattern.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Wheel straightened at a wheel repair shop",
            partsLow: 75,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replacement wheel, mounted and road-force balanced",
            partsLow: 150,
            partsHigh: 700,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Tire replacement, TPMS sensor, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "A bent wheel can lose air quickly or crack; keep the tire inflated and have it repaired soon.",
      codes: [],
      terms: ["rim lip", "runout", "bead leak"],
      related: ["cracked-alloy-wheel", "sidewall-bulge", "slow-leak-one-tire"],
    },
    {
      slug: "cracked-alloy-wheel",
      title: "Alloy wheel keeps losing air from a crack in the inner barrel",
      summary:
        "Large-diameter alloys on low-profile tires crack in the inner barrel after repeated pothole hits, a common story on BMW, Mini, Audi and other cars with 18-inch and larger wheels. Replace the wheel; most wheel and vehicle makers do not approve welding.",
      symptoms: [
        "One tire goes soft every few days and no nail can be found",
        "TPMS warning for the same corner again and again",
        "Soapy water bubbles along a thin line on the inner barrel",
        "Flat spot or bend near the crack on the inner rim lip",
      ],
      symptomIds: ["losing-air", "tire-damage", "tpms-light"],
      causes: [
        {
          likelihood: "common",
          part: "Fatigue crack from repeated pothole impacts",
          why: "A thin-sidewall tire gives the rim little protection, so every hard hit flexes the inner barrel until a crack starts at the bend.",
        },
        {
          likelihood: "occasional",
          part: "Crack started by earlier straightening",
          why: "Straightening a bent alloy cold-works the metal, and a hidden crack can open months later.",
        },
        {
          likelihood: "rare",
          part: "Casting porosity",
          why: "A porous area in the casting leaks air or cracks under normal loads, sometimes from new.",
        },
      ],
      checks: [
        {
          step: "With the tire inflated to placard, spray soapy water over the tread, valve and both sides of the wheel, including the inner barrel.",
          tools: ["Spray bottle of soapy water", "Flashlight"],
          expect: "A line of fine bubbles on the metal itself, not at the bead, points to a cracked wheel.",
        },
        {
          step: "Spin the wheel on a balancer and watch the inner lip near the leak.",
          tools: ["Wheel balancer"],
          expect:
            "A flat or bent section next to the crack shows the impact that caused it, and lateral or radial runout there above about 0.030 in. (typical for alloy) means the wheel is bent as well as cracked.",
        },
        {
          step: "Dismount the tire and inspect the barrel from inside with a bright light.",
          tools: ["Tire changer", "Flashlight"],
          expect: "A visible crack through the barrel or spoke root condemns the wheel.",
        },
        {
          step: "Inspect the tire's sidewall and inner liner at the same spot.",
          tools: ["Flashlight"],
          expect: "A pinch cut or bulge means the tire must be replaced along with the wheel.",
        },
      ],
      fix: "Replace the wheel with an OE or correctly rated replacement of the same size and offset, move or replace the TPMS sensor with a new valve kit, mount and balance, and torque the lug bolts in a star pattern. Keep tires at placard pressure, since low pressure invites the next crack.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Used or aftermarket wheel, mounted and balanced",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "New OE wheel from the dealer",
            partsLow: 350,
            partsHigh: 900,
            laborHoursLow: 0.5,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; replacement tire if pinched, TPMS sensor, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A cracked wheel can let go suddenly and deflate the tire at speed; fit the spare and drive on it until the wheel is replaced.",
      codes: [],
      terms: ["inner barrel", "fatigue crack", "low-profile tire"],
      related: ["bent-wheel-after-pothole", "slow-leak-one-tire", "sidewall-bulge"],
      commonOn: [{ make: "bmw" }, { make: "mini" }, { make: "audi" }],
    },
    {
      slug: "loose-lug-nuts",
      title: "Clicking, clunking or wobble from one wheel after tire service",
      summary:
        "Lug nuts that were not torqued, or that loosened as new wheels settled, let the wheel shift on the hub. Stop, tighten them in a star pattern, and have the studs and wheel checked before driving on.",
      symptoms: [
        "Click or clunk from one wheel at low speed that matches wheel rotation",
        "Wobble or vibration that grows over a few miles",
        "Lug nut visibly loose or missing",
        "Wheel service or a tire change within the last 100 miles",
      ],
      symptomIds: ["low-speed-wobble", "after-impact-or-service", "tire-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Lug nuts not torqued after tire service",
          why: "Nuts spun on by impact but not torqued can back off, letting the wheel move on the studs.",
        },
        {
          likelihood: "occasional",
          part: "Wrong lug nut seat for the wheel",
          why: "A conical nut on a ball-seat wheel (or vice versa) touches only an edge, so it never clamps and loosens.",
        },
        {
          likelihood: "occasional",
          part: "Paint, rust or debris between wheel and hub",
          why: "The clamping load drops as debris compresses, leaving the nuts loose.",
        },
        {
          likelihood: "rare",
          part: "Stretched or damaged wheel studs",
          why: "Overtightening with an impact stretches studs so they no longer hold torque.",
        },
      ],
      checks: [
        {
          step: "Stop in a safe place and check each lug nut with the lug wrench.",
          tools: ["Lug wrench"],
          expect: "Any nut that turns easily confirms the cause; tighten in a star pattern.",
        },
        {
          step: "Torque nuts to spec with a torque wrench.",
          tools: ["Torque wrench"],
          expect: "Typical passenger cars 76–100 ft-lb and light trucks 120–165 ft-lb; check the owner's manual.",
        },
        {
          step: "Inspect stud threads and wheel holes for damage.",
          tools: ["Flashlight"],
          expect: "Elongated holes or damaged threads mean replace wheel or studs.",
        },
        {
          step: "Confirm the lug nut seat type matches the wheel.",
          tools: [],
          expect:
            "Honda and Acura factory alloys generally take ball-seat nuts, many Toyota and Lexus factory alloys take flat (mag) seat nuts with a washer, and most aftermarket wheels take 60° conical nuts; a mismatch must be corrected.",
        },
      ],
      fix: "Torque lug nuts to spec in a star pattern, replace damaged studs, nuts or wheels, and retorque after 50–100 miles.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Retorque the lug nuts in a star pattern",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace damaged studs and lug nuts",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          { name: "Replace a damaged wheel", partsLow: 120, partsHigh: 250, laborHoursLow: 0.5, laborHoursHigh: 1 },
        ],
        excludes: "Estimate; a damaged hub, diagnosis and taxes are extra.",
      },
      verdict: "stop",
      verdictReason: "Loose lug nuts can let the wheel come off; stop and tighten them before driving further.",
      codes: [],
      terms: ["lug nut", "star pattern", "lug seat"],
      related: ["aftermarket-wheels-vibration", "shake-after-wheel-reinstalled", "cracked-alloy-wheel"],
    },
    {
      slug: "aftermarket-wheels-vibration",
      title: "Vibration or heavy steering after aftermarket wheels or spacers",
      summary:
        "Aftermarket wheels that are not hub-centric, use the wrong lug seat or stick out farther than stock cause vibration, loosening lugs, heavy steering and tramlining. Fit hub-centric rings and the correct lug nuts, and choose an offset close to factory.",
      symptoms: [
        "Vibration at 55–70 mph that balancing does not cure",
        "Lug nuts found loose at a later check",
        "Steering heavier and more easily pulled by ruts and bumps",
        "Tires stick out past the fenders or rub on full lock",
      ],
      symptomIds: ["highway-shake", "wanders", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Wheel center bore larger than the hub with no hub-centric rings",
          why: "The wheel is centered only by the lug nuts, so it can clamp a few thousandths off center and run out of round.",
        },
        {
          likelihood: "occasional",
          part: "Lug nut seat that does not match the wheel",
          why: "A conical nut in a ball-seat hole, or the reverse, touches on an edge and never clamps properly, so the wheel shifts and the nuts loosen.",
        },
        {
          likelihood: "occasional",
          part: "Lower offset or thick spacers",
          why: "Moving the wheel outward enlarges the scrub radius, which makes steering heavier and lets road forces tug the wheel.",
        },
        {
          likelihood: "rare",
          part: "Spacer or adapter not hub-centric or not torqued",
          why: "A bolt-on spacer adds another joint that must be centered and torqued, or it vibrates and loosens.",
        },
      ],
      checks: [
        {
          step: "Measure the hub pilot and the wheel's center bore.",
          tools: ["Calipers"],
          expect: "A bore larger than the hub needs a hub-centric ring sized to both.",
        },
        {
          step: "Check the lug nut seat type against the wheel's lug holes.",
          tools: [],
          expect:
            "Nuts carried over from factory wheels often have the wrong seat: conical-seat aftermarket wheels need 60° conical nuts, not the ball-seat or flat-washer nuts some factory alloys use.",
        },
        {
          step: "Compare the wheel offset and any spacer thickness with the factory wheel.",
          tools: ["Tape measure"],
          expect: "More than about 10–15 mm outward from stock commonly brings heavier steering and tramlining.",
        },
        {
          step: "Measure assembly runout on a balancer after centering with cones or rings.",
          tools: ["Road-force balancer"],
          expect: "Runout that improves when the wheel is centered correctly confirms a centering problem.",
        },
      ],
      fix: "Fit hub-centric rings and the correct lug nuts, torque in a star pattern and recheck after 50–100 miles. Use only hub-centric spacers torqued to spec, or better, wheels with an offset close to factory.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Hub-centric rings and correct lug nuts",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Hub-centric spacers, fitted and torqued",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.6,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Replacement wheels if the offset is unsuitable, road-force balancing, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Wrong lug seats or uncentered wheels can work loose; check lug torque now and drive gently until the hardware is corrected.",
      codes: [],
      terms: ["hub-centric ring", "wheel offset", "lug seat", "scrub radius"],
      related: ["loose-lug-nuts", "tramlining", "vibration-after-balancing"],
    },
    {
      slug: "shake-after-wheel-reinstalled",
      title: "Shake started after a wheel was taken off for brake or tire work",
      summary:
        "Rust or debris on the hub face, or lug nuts hammered on unevenly with an impact gun, cocks the wheel or warps the rotor hat. Clean the hub and wheel mounting faces, torque the nuts in a star pattern, and recheck runout.",
      symptoms: [
        "Vibration at highway speed that began right after a brake job, rotation or tire change",
        "Brake pedal pulsation as well as steering shake",
        "Wheel balanced fine on the machine",
        "Rust flakes on the hub face or back of the wheel",
      ],
      symptomIds: ["highway-shake", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Rust or scale between the hub, rotor and wheel",
          why: "A flake of rust a few thousandths thick tilts the rotor and wheel, creating lateral runout that shows up as a shake.",
        },
        {
          likelihood: "occasional",
          part: "Uneven lug nut torque from an impact gun",
          why: "Unequal clamping pulls the rotor hat out of flat, producing runout and pulsation.",
        },
        {
          likelihood: "rare",
          part: "Wheel not seated on the hub pilot",
          why: "A wheel hung up on the hub pilot or a stud runs off-center.",
        },
      ],
      checks: [
        {
          step: "Remove the wheel and look at the hub face, rotor hat and wheel mounting face.",
          tools: ["Flashlight"],
          expect: "Rust scale or debris on any mating surface is the likely cause.",
        },
        {
          step: "Measure rotor lateral runout with the lug nuts torqued.",
          tools: ["Dial indicator", "Torque wrench"],
          expect: "Runout above about 0.002 in. requires cleaning the hub or correcting the rotor.",
        },
        {
          step: "Torque lug nuts to spec in a star pattern and road test.",
          tools: ["Torque wrench"],
          expect: "If the vibration disappears, the nuts were uneven.",
        },
      ],
      fix: "Clean the hub flange, rotor hat and wheel mounting face with a hub-cleaning disc or wire brush until bare metal shows, refit the rotor (index it to the position of lowest runout if needed), and torque the lug nuts in a star pattern in two stages. Recheck runout, and machine or replace a rotor that has already developed thickness variation.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean hub faces and retorque the wheels",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          { name: "Resurface rotors, one axle", partsLow: 0, partsHigh: 20, laborHoursLow: 1, laborHoursHigh: 1.5 },
        ],
        excludes: "Rotor replacement, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Recheck lug torque right away, since a wheel not seated flat on the hub can let its nuts loosen; after that the shake is a comfort and rotor-wear issue.",
      codes: [],
      terms: ["hub face", "lateral runout", "star pattern"],
      related: [
        "loose-lug-nuts",
        "vibration-after-balancing",
        "highway-steering-shake",
        "brake-system/pulsation-after-tire-service",
      ],
    },
    {
      slug: "tpms-light-cold-mornings",
      title: "Tire pressure light on cold mornings that goes out after driving",
      summary:
        "Tire pressure falls about 1 psi for every 10°F drop, so tires set in warm weather slip below the warning threshold on the first cold mornings. Set cold pressures to the placard when the season turns and the light stays off.",
      symptoms: [
        "TPMS lamp on at startup on a cold morning",
        "Lamp goes out after 10–20 minutes of driving as the tires warm",
        "All four tires read 3–6 psi below placard when checked cold",
        "Happens with the first cold snap of fall or winter",
      ],
      symptomIds: ["tpms-light"],
      causes: [
        {
          likelihood: "common",
          part: "Pressures last set in warm weather",
          why: "A tire set to 32 psi on a 90°F afternoon reads about 26 psi on a 30°F morning, right at the warning threshold (roughly 25% low) for a 35 psi placard.",
        },
        {
          likelihood: "occasional",
          part: "Tires already a few psi low from normal seepage",
          why: "Tires lose about 1 psi a month; a car not checked since summer reaches the threshold at the first frost.",
        },
        {
          likelihood: "rare",
          part: "Slow leak on one tire",
          why: "If one tire is consistently lower than the others, a leak is adding to the temperature drop.",
        },
      ],
      checks: [
        {
          step: "Check all four tires before driving, parked outside overnight.",
          tools: ["Tire pressure gauge"],
          expect:
            "All four about equally low, roughly 1 psi for every 10 °F drop since they were set, points to temperature; one lower than the rest points to a leak.",
        },
        {
          step: "Inflate to placard cold, and check again the next cold morning.",
          tools: ["Air compressor", "Tire pressure gauge"],
          expect: "A lamp that stays off confirms the cause was temperature.",
        },
        {
          step: "If one tire keeps dropping, spray it with soapy water.",
          tools: ["Spray bottle of soapy water"],
          expect: "Bubbles at the tread, bead or valve show a leak to repair.",
        },
      ],
      fix: "Set pressures to placard cold, checked outdoors in the morning, and recheck monthly through winter. Do not set pressures in a heated garage before a cold drive, or they will read low outside.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Free with any air pump; a leak repair is extra if one tire keeps dropping.",
      },
      verdict: "ok",
      verdictReason:
        "Safe once the tires are inflated to placard; do not ignore the lamp, because a real leak looks the same at first.",
      codes: [],
      terms: ["TPMS", "placard pressure", "cold pressure"],
      related: ["slow-leak-one-tire", "tpms-flashing-sensor-fault", "both-shoulders-wear"],
    },
    {
      slug: "tpms-flashing-sensor-fault",
      title: "Tire pressure light flashes for about a minute, then stays on",
      summary:
        "A flashing-then-solid TPMS light is the system fault signal, not a low-tire warning: usually a sensor with a dead battery (typical life 5–10 years) or a wheel without a sensor. Read the sensors with a TPMS tool and replace the failed one, then relearn.",
      symptoms: [
        "TPMS lamp flashes for roughly 60–90 seconds after every start, then stays lit",
        "All tires at correct pressure when checked with a gauge",
        "One wheel shows dashes or no reading on the pressure display",
        "Car is 6–10 years old or has a spare or winter wheel without a sensor fitted",
      ],
      symptomIds: ["tpms-light", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "TPMS sensor with a dead internal battery",
          why: "The sealed sensor battery cannot be replaced; once it fades the module stops hearing that wheel and sets the malfunction warning.",
        },
        {
          likelihood: "occasional",
          part: "Wheel installed without a sensor (winter set, compact spare, aftermarket wheel)",
          why: "The module expects four sensor IDs; a missing one is treated as a system fault.",
        },
        {
          likelihood: "occasional",
          part: "Sensor broken during a tire change",
          why: "A tire machine bead breaker or tire iron can crack the sensor body or snap a clamp-in stem.",
        },
        {
          likelihood: "rare",
          part: "TPMS receiver or module fault",
          why: "If no sensors are received at all, the receiver, its antenna or module power is suspect.",
        },
      ],
      checks: [
        {
          step: "Check all tire pressures with a gauge to rule out a real low tire.",
          tools: ["Tire pressure gauge"],
          expect:
            "Correct pressures, with a lamp that flashes for about 60–90 seconds at start-up and then stays lit, point to a system fault rather than air loss.",
        },
        {
          step: "Trigger each sensor with a TPMS tool and read ID, pressure and battery status.",
          tools: ["TPMS activation and programming tool"],
          expect: "A sensor that does not respond or reports a low battery is the failed one.",
        },
        {
          step: "Scan the TPMS or body module for codes.",
          tools: ["Scan tool with TPMS functions"],
          expect:
            "A code naming a specific sensor position or ID narrows it down; no sensors received at all points to the receiver.",
        },
      ],
      fix: "Replace the failed sensor (OE or a programmable aftermarket sensor cloned or programmed to the vehicle), fit a new valve service kit, and perform the relearn the vehicle requires: automatic drive-learn, stationary relearn with a TPMS tool, or OBD relearn with a scan tool.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 150,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.7,
        excludes: "One sensor; others nearing end of battery life, tire balancing, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "The car is safe to drive, but the system cannot warn you of a low tire, so check pressures by hand until it is fixed.",
      codes: [],
      terms: ["TPMS sensor", "relearn", "sensor ID"],
      related: [
        "tpms-wrong-position-after-rotation",
        "tpms-light-cold-mornings",
        "abs-system/indirect-tpms-warning-from-abs-sensors",
      ],
    },
    {
      slug: "tpms-wrong-position-after-rotation",
      title: "Tire pressure display shows the wrong wheel or warns after new tires",
      summary:
        "The TPMS module still has the old sensor positions or IDs. Run the relearn the vehicle requires after a rotation, new sensors or a wheel swap; many GM and Ford models use a TPMS tool sequence, while many Toyotas need new sensor IDs registered with a scan tool.",
      symptoms: [
        "Display shows a low tire at a corner whose tire is full",
        "Pressure positions shuffled after a rotation",
        "Warning lamp came on after new tires, new wheels or new sensors",
        "All sensors read correctly with a TPMS tool",
      ],
      symptomIds: ["tpms-light", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Relearn skipped after a rotation on a position-display system",
          why: "The module assigns each sensor ID to a corner; after a rotation it reports pressures at the old corners until it is retaught.",
        },
        {
          likelihood: "occasional",
          part: "New sensors not programmed or their IDs not registered",
          why: "Programmable aftermarket sensors must be programmed for the vehicle, and some vehicles will not accept a new ID until it is written to the module.",
        },
        {
          likelihood: "rare",
          part: "Seasonal wheel set with different sensors",
          why: "Winter wheels carry their own sensors, so the module needs the second set registered or relearned each swap.",
        },
      ],
      checks: [
        {
          step: "Trigger each sensor with a TPMS tool and note ID, pressure and position.",
          tools: ["TPMS activation and programming tool"],
          expect: "Working sensors with IDs that do not match the stored positions confirm the need for a relearn.",
        },
        {
          step: "Look up the vehicle's relearn type: automatic drive, stationary with a tool, or OBD.",
          tools: ["Service information"],
          expect:
            "The procedure says whether a drive, a tool sequence or a scan tool is needed; automatic relearns typically want 10–20 minutes of driving above about 20 mph (typical; confirm in the service information).",
        },
        {
          step: "Perform the relearn and confirm the display.",
          tools: ["TPMS activation and programming tool", "Scan tool with TPMS functions"],
          expect:
            "On many GM models the horn chirps as each sensor is learned in order, left front first; the lamp should go out once all four are learned.",
        },
      ],
      fix: "Run the relearn: on many GM and Ford models, enter relearn mode and trigger the sensors in the specified order starting at left front; on many Toyotas, register the sensor IDs with a scan tool; on auto-learn systems, drive 10–20 minutes above about 20 mph.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0.5,
        excludes: "New sensors if any fail to respond, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; check pressures with a gauge until the display is correct.",
      codes: [],
      terms: ["TPMS relearn", "sensor ID", "auto-learn"],
      related: [
        "tpms-flashing-sensor-fault",
        "tpms-light-cold-mornings",
        "abs-system/indirect-tpms-warning-from-abs-sensors",
      ],
      commonOn: [
        { make: "chevrolet", years: [2006, 2026] },
        { make: "gmc", years: [2006, 2026] },
        { make: "buick", years: [2006, 2026] },
        { make: "cadillac", years: [2006, 2026] },
        { make: "ford", years: [2006, 2026] },
        { make: "lincoln", years: [2006, 2026] },
        { make: "toyota", years: [2006, 2026] },
      ],
    },
    {
      slug: "slow-leak-one-tire",
      title: "One tire goes soft every week or two",
      summary:
        "A nail or screw in the tread, corrosion where the bead seats on an alloy rim, or a leaking valve or TPMS stem is the usual cause. Find it with soapy water, then plug-patch the tread from inside, reseal the bead or replace the valve parts.",
      symptoms: [
        "Same tire needs 4–8 psi every week or two while the others hold",
        "TPMS warning for that corner, often on cold mornings first",
        "Car pulls slightly toward the soft side when it is low",
        "Shoulders of that tire wearing faster than its partner",
      ],
      symptomIds: ["losing-air", "tpms-light", "pulls-to-side"],
      causes: [
        {
          likelihood: "common",
          part: "Nail or screw in the tread",
          why: "The fastener partly seals its own hole, so air seeps out slowly instead of going flat at once; it is often hidden in a groove.",
        },
        {
          likelihood: "occasional",
          part: "Corroded alloy rim at the bead seat",
          why: "Aluminum oxide builds up under the bead where road salt reaches it, leaving tiny channels the bead cannot seal over.",
        },
        {
          likelihood: "occasional",
          part: "Leaking valve core or corroded aluminum TPMS stem",
          why: "A loose core leaks past its seal, and aluminum clamp-in stems corrode at the nut and grommet where they pass through the rim.",
        },
        {
          likelihood: "rare",
          part: "Cracked or bent wheel",
          why: "A bent lip breaks the bead seal and a crack in the barrel leaks through the metal itself.",
        },
      ],
      checks: [
        {
          step: "Inflate the tire to placard, then spray soapy water slowly over the whole tread, both beads and the valve, rolling the car to see all of the tread.",
          tools: ["Spray bottle of soapy water", "Tire pressure gauge"],
          expect: "A cluster of growing bubbles marks the leak; a nail head or screw is often found right there.",
        },
        {
          step: "Spray the valve with the cap off and wiggle the stem gently.",
          tools: ["Spray bottle of soapy water", "Valve core tool"],
          expect:
            "Bubbles at the core mean tighten or replace it; bubbles at the stem base or nut point to a worn grommet or corroded stem.",
        },
        {
          step: "If the bead leaks, dismount the tire and inspect the rim's bead seat.",
          tools: ["Tire changer", "Flashlight"],
          expect:
            "White, crusty corrosion on the bead seat confirms a corrosion leak that needs cleaning back to smooth metal.",
        },
        {
          step: "Check the location of any puncture against the repairable area.",
          tools: ["Tread depth gauge"],
          expect:
            "Punctures up to 1/4 in. within the central tread (not the shoulder or sidewall) can be repaired; anything else means a new tire.",
        },
      ],
      fix: "Repair a tread puncture from inside with a combination plug-patch after dismounting (an outside plug alone is a roadside stopgap). Clean a corroded bead seat to bare metal and apply bead sealer, and replace leaking cores, grommets or corroded stems with a new TPMS service kit; balance and reset pressure.",
      difficulty: 1,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.2,
        laborHoursHigh: 0.5,
        excludes:
          "A new tire if the puncture is in the shoulder or sidewall, a new TPMS sensor, wheel repair and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A tire that keeps running low overheats and can fail at speed; keep it at placard pressure and get it repaired within days.",
      codes: [],
      terms: ["plug-patch", "bead seat corrosion", "TPMS service kit"],
      related: ["bent-wheel-after-pothole", "cracked-alloy-wheel", "both-shoulders-wear"],
    },
    {
      slug: "awd-mismatched-tires",
      title: "Binding or hopping in tight turns after replacing just one or two tires on an AWD car",
      summary:
        "A new tire is larger in rolling circumference than worn ones, and an all-wheel-drive system reads the difference as constant slip. Match tread depths within the maker's limit, shave a new tire to match, or replace all four.",
      symptoms: [
        "Front or rear tires skip or hop in tight parking-lot turns",
        "Clunk or shudder from the driveline when turning sharply",
        "AWD warning or service message after some driving",
        "One or two tires visibly newer than the rest",
      ],
      symptomIds: ["after-impact-or-service", "tire-noise", "pulls-to-side"],
      causes: [
        {
          likelihood: "common",
          part: "Tread-depth difference between axles or side to side",
          why: "A tire with 10/32 in. of tread turns fewer times per mile than one with 4/32 in., so the AWD coupling or center differential constantly slips to make up the difference.",
        },
        {
          likelihood: "occasional",
          part: "Different tire model or size mixed on the car",
          why: "Even tires of the same size from different makers can differ in rolling circumference.",
        },
        {
          likelihood: "rare",
          part: "Damaged AWD coupling or center differential",
          why: "Long-term mismatch wears clutch packs or viscous couplings.",
        },
      ],
      checks: [
        {
          step: "Measure tread depth on all four tires at the center groove.",
          tools: ["Tread depth gauge"],
          expect:
            "Subaru and several other AWD makers call for tread depths within about 2/32 in.; check the owner's manual for your model's limit.",
        },
        {
          step: "Measure each tire's circumference with a tape at the same pressure.",
          tools: ["Tape measure", "Tire pressure gauge"],
          expect: "Differences over about 1/4 in. in circumference can cause binding in some AWD systems.",
        },
        {
          step: "Scan for AWD codes and messages.",
          tools: ["Scan tool with chassis module access"],
          expect: "Codes for coupling temperature or slip indicate damage.",
        },
      ],
      fix: "Bring all four tires within the maker's tread-depth limit: have a tire shop shave the new tire to match, or replace all four. Set every tire to placard pressure, clear any AWD codes, and have the coupling or center differential fluid checked if the car was driven mismatched for a long time.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "One new tire shaved to match the others",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Four new tires, mounted and balanced",
            partsLow: 500,
            partsHigh: 1200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.1,
          },
        ],
        excludes: "Driveline repairs, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Driving with mismatched tires can damage the AWD system; fix the mismatch soon and avoid tight turns.",
      codes: [],
      terms: ["AWD", "rolling circumference", "tire shaving"],
      related: [
        "abs-system/indirect-tpms-warning-from-abs-sensors",
        "torque-steer-front-drive",
        "new-tires-on-front-oversteer",
      ],
    },
    {
      slug: "new-tires-on-front-oversteer",
      title: "Rear end slides in the rain after new tires went on the front",
      summary:
        "The worn tires on the rear are hydroplaning before the new fronts, so the back of the car steps out. Tire makers recommend the newest pair always goes on the rear axle, front-drive included; have the tires swapped.",
      symptoms: [
        "Rear feels loose or steps sideways in wet curves and on ramps",
        "Stability control light flickers in rain",
        "New tires on the front, noticeably worn tires on the rear",
        "Car felt stable in the wet before the tire change",
      ],
      symptomIds: ["poor-wet-grip", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Worn tires on the rear axle",
          why: "Shallower rear tread hydroplanes at a lower speed than the new fronts, so the rear loses grip first and the car oversteers, which most drivers cannot catch.",
        },
        {
          likelihood: "occasional",
          part: "Rear tires below placard pressure",
          why: "Soft rear tires trap water under the tread and add to the loss of rear grip.",
        },
        {
          likelihood: "rare",
          part: "Mismatched tire types front and rear",
          why: "An all-season on one axle and a summer or worn winter tire on the other gives very different wet grip between the axles.",
        },
      ],
      checks: [
        {
          step: "Gauge the tread on the new front pair and on the older rear pair.",
          tools: ["Tread depth gauge"],
          expect:
            "Rear tread 4/32 in. or more shallower than the front confirms the setup problem; new tires usually start at about 10/32–11/32 in.",
        },
        {
          step: "Check pressures cold, particularly the rear.",
          tools: ["Tire pressure gauge"],
          expect: "Rear pressures below placard add to the looseness.",
        },
        {
          step: "Read the tire model on all four sidewalls.",
          tools: [],
          expect: "Different models or seasons front to rear add to the imbalance in wet grip.",
        },
      ],
      fix: "Move the new pair to the rear and the partly worn pair to the front, set pressures to placard and rebalance if needed. Replace the worn pair when it reaches about 4/32 in. for wet-weather driving.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.2,
        laborHoursHigh: 0.5,
        excludes: "Replacement of the worn pair, balancing if required, TPMS relearn and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A rear that steps out in the wet can spin the car; slow down in rain and have the tires swapped front to rear right away.",
      codes: [],
      terms: ["oversteer", "hydroplaning", "tread depth"],
      related: ["hydroplaning-worn-tires", "awd-mismatched-tires", "center-tread-wear"],
    },
    {
      slug: "hydroplaning-worn-tires",
      title: "Car hydroplanes on wet highways at speeds that used to feel safe",
      summary:
        "Tread depth at or below about 4/32 in. can no longer pump water out from under the tire at highway speed. Measure the tread, slow down in rain, and replace tires before they reach the 2/32 in. legal minimum in most states.",
      symptoms: [
        "Steering goes light and the engine revs flare in standing water",
        "Car drifts or slides in wet curves that were fine when the tires were newer",
        "Longer stops on wet pavement and ABS working more often",
        "Tread grooves shallow; the wear bars nearly flush with the tread",
      ],
      symptomIds: ["poor-wet-grip", "center-or-shoulder-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Tread worn to about 4/32 in. or less",
          why: "Shallow grooves have too little volume to channel water away, so a wedge of water lifts the tire off the road at lower speeds.",
        },
        {
          likelihood: "occasional",
          part: "Underinflated tires",
          why: "A soft tire's footprint caves in the center, trapping water under the tread.",
        },
        {
          likelihood: "occasional",
          part: "Old, hardened tread compound",
          why: "Rubber hardens with age and grips wet pavement poorly even with reasonable depth.",
        },
        {
          likelihood: "rare",
          part: "Uneven wear leaving one edge bald",
          why: "A bald shoulder from a camber or toe error hydroplanes first in corners.",
        },
      ],
      checks: [
        {
          step: "Gauge every groove of each tire, note the shallowest reading and check whether the tread wear bars are flush.",
          tools: ["Tread depth gauge"],
          expect:
            "At or below 4/32 in., wet grip drops sharply; at 2/32 in. the tire is legally worn out in most states.",
        },
        {
          step: "Quick check with coins if no gauge is available: a quarter upside down in a groove.",
          tools: ["Quarter"],
          expect: "If you can see the top of Washington's head, tread is under about 4/32 in.",
        },
        {
          step: "Check pressures cold.",
          tools: ["Tire pressure gauge"],
          expect: "Low pressure worsens hydroplaning; set to placard.",
        },
        {
          step: "Read the DOT date code on each sidewall (last four digits: week and year).",
          tools: [],
          expect: "Tires older than about six years may need replacement even with tread left.",
        },
      ],
      fix: "Replace worn tires, putting the newest pair on the rear if only two are replaced; set pressures to placard and slow down in heavy rain.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Two tires, mounted and balanced",
            partsLow: 200,
            partsHigh: 700,
            laborHoursLow: 0.5,
            laborHoursHigh: 0.7,
          },
          {
            name: "Four tires, mounted and balanced",
            partsLow: 400,
            partsHigh: 1400,
            laborHoursLow: 0.9,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; alignment, disposal fees and taxes are extra.",
      },
      verdict: "careful",
      verdictReason:
        "Worn tires can hydroplane at highway speed and lose steering and braking; slow down in the wet and replace them soon.",
      codes: [],
      terms: ["hydroplaning", "tread depth", "wear bar", "DOT date code"],
      related: ["new-tires-on-front-oversteer", "dry-rot-cracks", "center-tread-wear"],
    },
    {
      slug: "dry-rot-cracks",
      title: "Cracks in the sidewalls and between tread blocks on older tires",
      summary:
        "Ozone, sunlight and age crack tire rubber. Fine surface crazing alone is cosmetic, but cracks deep enough to catch a fingernail, cracks at the tread groove base, or tires past about six years old on a car that sits outside mean replace them.",
      symptoms: [
        "Web of fine cracks across the sidewall, deepest near the rim",
        "Cracks opening at the bottom of the tread grooves",
        "Plenty of tread left but the DOT date code shows the tire is old",
        "Vehicle, trailer or RV parked outdoors for long periods",
      ],
      symptomIds: ["tire-damage", "poor-wet-grip"],
      causes: [
        {
          likelihood: "common",
          part: "Rubber aged by ozone and UV",
          why: "The antiozonant waxes in the rubber migrate to the surface only when the tire flexes; a tire that sits loses its protection and the surface cracks.",
        },
        {
          likelihood: "occasional",
          part: "Long storage underinflated or in one position",
          why: "A sagging, stationary sidewall stays stretched at the same spot, so cracks open there first.",
        },
        {
          likelihood: "rare",
          part: "Solvent-based tire dressings",
          why: "Petroleum solvents in some shine products draw out the protective compounds and speed cracking.",
        },
      ],
      checks: [
        {
          step: "Read the four-digit date at the end of the DOT code on every tire, spare included (2319 means week 23 of 2019).",
          tools: [],
          expect:
            "Many vehicle makers advise replacement at six years, and tire makers generally set ten years as the outside limit regardless of tread.",
        },
        {
          step: "Squeeze or bend the sidewall and look into the cracks with a light.",
          tools: ["Flashlight"],
          expect: "Cracks that open wide, catch a fingernail or show fabric cords mean the tire is done.",
        },
        {
          step: "Look at the base of the tread grooves and the shoulder area.",
          tools: ["Flashlight"],
          expect: "Cracks in the groove base can lead to tread separation and condemn the tire.",
        },
        {
          step: "Check for bulges or an out-of-round spin on a balancer.",
          tools: ["Wheel balancer"],
          expect: "Any bulge or a wobble on an old tire points to internal separation.",
        },
      ],
      noMeasurement:
        "Aging is judged from the DOT date and by looking into the cracks: tire age is not a measured reading, and no shop gauge grades ozone cracking or internal separation.",
      fix: "Replace cracked or aged tires, including the spare if it is the same age, with new valve stems or TPMS service kits. For stored vehicles, keep tires at placard pressure, out of sunlight, and use water-based dressings only.",
      difficulty: 1,
      cost: {
        partsLow: 400,
        partsHigh: 1400,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.3,
        excludes: "Four tires mounted and balanced; the spare, alignment, disposal fees and taxes are extra.",
      },
      verdict: "careful",
      verdictReason:
        "Deep cracks and old rubber can lead to sudden tread separation; avoid highway trips until the tires are replaced.",
      codes: [],
      terms: ["dry rot", "DOT date code", "tread separation"],
      related: ["hydroplaning-worn-tires", "sidewall-bulge", "flat-spot-after-storage"],
    },
    {
      slug: "squeal-on-slow-turns",
      title: "Tires squeal in parking garages and slow, tight turns",
      summary:
        "Some squeal on sealed or painted garage floors is normal. Squeal on ordinary pavement points to low pressure, a toe error, or a bent steering arm that has thrown off toe-out on turns.",
      symptoms: [
        "Squeal or chirp from the front tires at walking speed in tight turns",
        "Loudest on sealed concrete and painted floors, quieter on asphalt",
        "Outer shoulders of the front tires scuffed",
        "Began after a curb strike or steering repair",
      ],
      symptomIds: ["tire-noise", "outer-edge-wear", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "Smooth, sealed concrete or epoxy garage floor",
          why: "The inside and outside front wheels trace slightly different arcs; on a slick floor that small scrub becomes audible even with perfect alignment.",
        },
        {
          likelihood: "occasional",
          part: "Front tires below placard pressure",
          why: "A soft tire's shoulder folds and scrubs in tight turns.",
        },
        {
          likelihood: "occasional",
          part: "Toe out of spec",
          why: "A toe error means the tires are already fighting each other before the wheel is turned, and sharp turns make it louder.",
        },
        {
          likelihood: "rare",
          part: "Bent steering arm or knuckle",
          why: "A bent arm changes toe-out on turns, so the inside wheel no longer turns tighter than the outside by the designed amount.",
        },
      ],
      checks: [
        {
          step: "Set the front tires to placard cold, then repeat the same slow, tight garage turn.",
          tools: ["Tire pressure gauge"],
          expect: "Squeal that fades after inflation points to pressure as the cause.",
        },
        {
          step: "Test the same slow turn on ordinary asphalt.",
          tools: [],
          expect:
            "Squeal only on the garage floor is normal surface noise; squeal on asphalt needs an alignment check.",
        },
        {
          step: "Check front toe and toe-out on turns (the 20° turning-angle test) on an alignment rack.",
          tools: ["Alignment rack"],
          expect:
            "A turning-angle reading that differs from spec, or from the other side, by more than about 1.5 degrees points to a bent steering arm or knuckle.",
        },
      ],
      fix: "Set pressures to placard, correct toe, and replace a bent steering arm, knuckle or tie rod if the turning angles are off; align afterward and reset the steering angle sensor.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner sets front pressures to the placard",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Front alignment with toe corrected",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.7,
            laborHoursHigh: 1,
          },
          {
            name: "Bent steering arm, knuckle or tie rod and alignment",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 1.3,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, tires already worn by the bad toe, and a wheel bent in the same curb strike.",
      },
      verdict: "ok",
      verdictReason: "Squeal alone is not a hazard; have the steering checked if it started after a curb strike.",
      codes: [],
      terms: ["toe-out on turns", "Ackermann angle", "turning angle"],
      related: ["front-outer-shoulder-wear", "feathered-tread-toe", "wheel-off-center-after-pothole"],
    },
    {
      slug: "camber-caster-out-of-range",
      title: "Shop says camber or caster cannot be brought into spec",
      summary:
        "Either the car has no factory adjustment for that angle, ride height is wrong, or a part is bent. Check ride height and SAI first, replace bent parts, then fit cam bolts, offset bushings, camber plates or adjustable arms to reach spec.",
      symptoms: [
        "Printout still shows red readings for camber or caster after the alignment",
        "Tire wear continues on one edge after a fresh alignment",
        "Car is lowered, lifted, leveled or has hit a curb",
        "Pull that the alignment did not cure",
      ],
      symptomIds: ["inner-edge-wear", "outer-edge-wear", "pulls-to-side", "after-impact-or-service"],
      causes: [
        {
          likelihood: "common",
          part: "No factory camber or caster adjustment on a strut car",
          why: "Many front-drive strut cars adjust only toe from the factory; camber changes need eccentric strut bolts, slotted mounts or camber plates.",
        },
        {
          likelihood: "occasional",
          part: "Ride height out of spec from sagged springs, lowering or lifting",
          why: "Camber and caster move as the arms change angle, so a car sitting an inch low or high can be outside the adjustment range.",
        },
        {
          likelihood: "occasional",
          part: "Bent strut, knuckle or control arm",
          why: "A bent part shifts the angles beyond what the adjusters can bring back; SAI and included angle show which part.",
        },
        {
          likelihood: "rare",
          part: "Shifted subframe or crossmember",
          why: "A subframe moved on its mounts skews both sides at once, often showing as a caster split with normal parts.",
        },
      ],
      checks: [
        {
          step: "Measure ride height at all four corners against the manufacturer's chart before any adjustment.",
          tools: ["Tape measure"],
          expect: "More than about 1 in. off spec means fix springs or account for the modification before aligning.",
        },
        {
          step: "Read SAI and included angle on both sides.",
          tools: ["Alignment rack"],
          expect:
            "SAI differing more than about 1.5° side to side with camber off points to a bent strut tower, arm or shifted subframe; normal SAI with odd included angle points to a bent strut or knuckle.",
        },
        {
          step: "Check the adjusters: cams at their limit, shims maxed out or no adjuster fitted.",
          tools: ["Flashlight"],
          expect: "Adjusters at the end of travel with straight parts means a correction kit is needed.",
        },
        {
          step: "Measure wheelbase and setback side to side.",
          tools: ["Tape measure", "Alignment rack"],
          expect: "More than about 1/4 in. wheelbase difference points to a bent arm or shifted subframe.",
        },
      ],
      fix: "Correct ride height, replace bent parts, and fit the correction hardware the design accepts: eccentric camber bolts or camber plates on struts, offset bushings or adjustable upper arms on trucks, adjustable rear camber arms on multi-links. Align, reset the steering angle sensor and check ADAS calibration.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Camber bolts or plates and alignment",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.8,
          },
          {
            name: "Bent arm or strut replaced and aligned",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 1.8,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Springs, subframe repair, ADAS calibration, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Usually safe to drive, but tires will keep wearing; a bent part found in the process must be replaced before normal use.",
      codes: [],
      terms: ["cam bolt", "SAI", "camber plate", "included angle"],
      related: ["steady-pull-on-flat-road", "front-inner-edge-wear", "rear-inner-edge-wear"],
    },
    {
      slug: "tire-hum-vs-wheel-bearing",
      title: "Hum that sounds like a wheel bearing but moves when the tires are rotated",
      summary:
        "Cupped, heel-toe or diagonally worn tread hums exactly like a failing bearing. Rotate the tires front to rear and see whether the noise moves before buying a hub; a bearing also changes pitch with steering load.",
      symptoms: [
        "Hum or drone rising with speed from the front or rear",
        "Pitch changes between asphalt and concrete surfaces",
        "Irregular tread wear you can feel by hand",
        "Noise barely changes when swerving gently left and right",
      ],
      symptomIds: ["tire-noise", "feathered-cupped"],
      causes: [
        {
          likelihood: "common",
          part: "Irregular tread wear (cupping, heel-toe, diagonal wipe)",
          why: "Uneven blocks strike the road in a repeating pattern, producing a hum whose pitch rises with speed just like a bearing.",
        },
        {
          likelihood: "occasional",
          part: "Aggressive tread design",
          why: "All-terrain and some winter treads hum by design, louder as they wear.",
        },
        {
          likelihood: "rare",
          part: "Worn wheel bearing",
          why: "A bearing noise grows when that side is loaded in a turn and usually feels rough when the wheel is spun by hand.",
        },
      ],
      checks: [
        {
          step: "At 40–50 mph on an empty road, swerve gently left and right.",
          tools: [],
          expect:
            "A hum that gets clearly louder and quieter with the swerve points to a bearing; no change points to the tires.",
        },
        {
          step: "Run a hand around each tire's tread in both directions.",
          tools: [],
          expect:
            "Steps, scallops or ramps you can feel, often 1/32–2/32 in. deep on a tread gauge, identify a noisy wear pattern.",
        },
        {
          step: "Rotate the tires front to rear and road test the same route.",
          tools: ["Torque wrench"],
          expect: "If the noise moves to the other end of the car, the tires are the cause.",
        },
        {
          step: "Raise each wheel and spin it by hand while feeling the spring or strut.",
          tools: ["Jack stands"],
          expect: "Roughness or grinding felt through the suspension points to the bearing.",
        },
      ],
      fix: "If the noise follows the tires, fix the cause of the wear (alignment, dampers, rotation schedule) and replace the noisy tires; if it stays put and the bearing feels rough, replace the hub bearing and torque the axle nut to spec.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Tire rotation and road test", partsLow: 0, partsHigh: 0, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Hub bearing assembly replacement",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 1.3,
          },
        ],
        excludes:
          "Estimate; excludes replacement tires, diagnosis, taxes, a new axle nut or hub bolts, and an ABS sensor broken on removal.",
      },
      verdict: "ok",
      verdictReason: "Tire hum is not a hazard; a confirmed bad bearing should be replaced within days.",
      codes: [],
      terms: ["cupping", "heel-toe wear", "wheel bearing"],
      related: ["cupped-scalloped-tires", "heel-toe-wear", "diagonal-wear-rear-tires"],
    },
  ],
};
