import { chevroletGmt800Trucks, gmcGmt800Trucks, hydroBoostHeavyDutyTrucks } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Pedal feel, brake noises, pulls, leaks, boosters and parking brakes on U.S. cars and trucks: what the symptom means, what to check first and whether it is safe to drive.",
  howItWorks: [
    "Your foot pushes a rod into the master cylinder, which turns pedal force into hydraulic pressure in two separate circuits (front/rear on most rear-drive trucks, diagonally split on many front-drive cars), so a single leak never takes out all four wheels. Steel lines run along the body and frame, short rubber hoses bridge the moving suspension, and at each wheel caliper pistons clamp pads onto a rotor or wheel cylinders spread drum shoes against a drum. A hard stop puts well over 1,000 psi in the lines.",
    "A booster multiplies foot force. Most gasoline vehicles use a vacuum booster fed by intake-manifold vacuum through a one-way check valve; diesels and many turbocharged direct-injection engines add an engine-driven or electric vacuum pump. Heavy-duty pickups and vans such as Ford Super Duty, Ram 2500/3500 and GM HD trucks use Hydro-Boost, which borrows pressure from the power steering pump instead.",
    "The fluid is DOT 3, DOT 4 or DOT 5.1: glycol-based, and it absorbs water from the air, which lowers its boiling point over the years. The parking brake works the rear brakes mechanically: by cable to drum shoes, to small drum-in-hat shoes inside the rear rotors or to a lever on the caliper, or, on most newer cars, with an electric motor on each rear caliper commanded by a module.",
  ],
  howItFails: [
    "Friction parts wear out: pads typically last 30,000–70,000 miles depending on vehicle and driving, and today's thinner rotors are usually replaced with the pads. Uneven pad deposits and runout turn into a pulsing pedal, dry hardware into squeals and clicks, and worn-through lining into grinding that ruins rotors within days.",
    "In the salt belt, corrosion does the real damage: slide pins seize, rust builds under abutment clips until pads bind, caliper pistons stick, parking brake cables freeze, and plain steel lines rot from the outside until one bursts during a hard stop. A car that pulls, drags, smells hot from one wheel or has a falling fluid level is usually telling you about rust.",
    "Pedal feel sorts the hydraulic and assist faults: soft and spongy means air or boiling fluid; slowly sinking means fluid escaping, inside the master cylinder or out; low but firm means too much clearance, typically unadjusted rear drums; hard and high means the booster has lost its vacuum or hydraulic assist.",
  ],
  tools: [
    "Flashlight and inspection mirror to find wet spots at calipers, wheel cylinders, hoses and lines",
    "Brake fluid copper test strips or an electronic boiling-point tester to judge fluid condition",
    "Outside micrometer for rotor thickness and thickness variation",
    "Dial indicator with magnetic base for rotor and hub runout",
    "Drum brake micrometer and shoe-setting gauge for drum diameter and shoe adjustment",
    "Vacuum gauge for booster supply, check valve and vacuum pump tests",
    "Brake hose line clamps to isolate leaks and restricted hoses one wheel at a time",
    "Pressure or vacuum bleeder with a clear catch bottle to bleed and flush",
    "Infrared thermometer to compare rotor temperatures after a drive",
    "Torque wrench for caliper bolts, banjo bolts and lug nuts",
    "Caliper piston wind-back tool for screw-type rear pistons",
    "Bidirectional scan tool for ABS automated bleeds, booster sensor data and electric parking brake service mode",
  ],
  safety: [
    "A pedal that reaches the floor, a wet brake line, or a red BRAKE lamp together with low fluid means the vehicle cannot be trusted to stop: have it towed, do not limp it home.",
    "After any pad or caliper job, pump the pedal until it is high and firm before moving the car; the first press after the pistons are pushed back goes almost to the floor.",
    "Clean brake dust with brake cleaner or a wet method, never with compressed air, and wear a respirator: older and some imported aftermarket linings have been found to contain asbestos.",
    "Glycol brake fluid lifts paint and stings eyes, so wear glasses; never let petroleum products such as power steering fluid, engine oil or parts-washer solvent into the hydraulic system, or every seal will swell.",
    "Electric parking brakes can clamp unexpectedly and Toyota-style hybrid brake actuators can pressurize the calipers when a door opens: put the system in its service mode before working on the brakes.",
    "Rotors and drums after a long descent can exceed 500°F, and Hydro-Boost accumulators store pressure: let brakes cool before touching them, and pump the pedal with the engine off before opening any Hydro-Boost line.",
  ],
  symptoms: [
    { id: "pedal-sinks", label: "Brake pedal sinks toward the floor" },
    { id: "pedal-spongy", label: "Brake pedal feels soft or spongy" },
    { id: "pedal-hard", label: "Brake pedal is hard and needs a lot of effort" },
    { id: "pedal-low", label: "Pedal travels far before the brakes bite" },
    { id: "brakes-drag", label: "Brakes drag or the car feels held back" },
    { id: "squeal", label: "Squeal, squeak or groan from the brakes" },
    { id: "grinding", label: "Grinding or scraping noise from a wheel" },
    { id: "click-clunk", label: "Click, clunk or knock when braking" },
    { id: "pulls-braking", label: "Car pulls to one side when braking" },
    { id: "vibration-braking", label: "Pulsing pedal or shaking when braking" },
    { id: "fluid-leak", label: "Brake fluid leaking or reservoir level dropping" },
    { id: "brake-warning-light", label: "Red BRAKE lamp or a brake warning message is on" },
    { id: "burning-smell", label: "Hot or burning smell from a wheel" },
    { id: "brake-fade", label: "Brakes get weak after hard use or on hills" },
    { id: "parking-brake-fault", label: "Parking brake will not hold, apply or release" },
    { id: "brakes-grab", label: "Brakes grab or a wheel locks too easily" },
  ],
  problems: [
    {
      slug: "pedal-creeps-down-at-stop",
      title: "Brake pedal drifts down under steady foot pressure at a red light",
      summary:
        "Most often the master cylinder is leaking internally past its piston cups. If no fluid is missing from the system, a new master cylinder and a full bleed fix it; meanwhile drive gently and only to the shop.",
      symptoms: [
        "At a light the pedal starts at its normal height, then keeps easing down while you hold it",
        "Reservoir level unchanged from week to week and no drips under the car",
        "A quick pump brings the pedal back up for a moment",
        "Creep is worse with light, steady pressure than with a hard stab",
      ],
      symptomIds: ["pedal-sinks"],
      causes: [
        {
          likelihood: "common",
          part: "Master cylinder with worn primary or secondary cups",
          why: "Worn cups let pressurized fluid slip back past the piston toward the reservoir, so the pedal travels although no fluid leaves the system.",
        },
        {
          likelihood: "occasional",
          part: "Slow external weep at a caliper, wheel cylinder or fitting",
          why: "A small leak under sustained pressure lets the pedal sink; the tell is a reservoir that drops over weeks and one damp corner.",
        },
        {
          likelihood: "rare",
          part: "ABS modulator valve held off its seat by debris",
          why: "Fluid passes internally into the modulator's low-pressure accumulator, mimicking master cylinder bypass, often after years of dirty fluid.",
        },
      ],
      checks: [
        {
          step: "Mark the reservoir level with tape, drive a week, then inspect each wheel's backing plate, caliper and inner tire sidewall.",
          tools: ["Flashlight", "Masking tape"],
          expect:
            "A steady level with dry wheels says the fluid is going around inside the master cylinder, not out of the system.",
        },
        {
          step: "Engine running, hold the pedal with light force for 30–60 seconds, then with firm force; if you can, tee a pressure gauge into a front bleeder and watch it during the hold.",
          tools: [],
          expect:
            "Pedal height and line pressure hold steady for the full 60 seconds (a gauge held at 300–500 psi does not fall); creep at light force that eases at firm force is classic cup-seal bypass.",
        },
        {
          step: "Pinch each rubber brake hose with line clamps and repeat the hold test.",
          tools: ["Brake hose line clamps"],
          expect:
            "If the pedal still creeps with every hose clamped, the loss is upstream at the master cylinder or the ABS unit.",
        },
        {
          step: "Disconnect the lines at the master cylinder, fit outlet plugs, and press the pedal.",
          tools: ["Master cylinder outlet plugs", "Line wrench"],
          expect:
            "With the outlets plugged the pedal must go hard and stay; any creep now condemns the master cylinder.",
        },
      ],
      fix: "Bench-bleed a new or quality remanufactured master cylinder, install it, and bleed all four wheels in the factory sequence (often right rear, left rear, right front, left front). Finish with a scan-tool automated bleed if air may have reached the ABS modulator, and replace the fluid if it tests dark or wet while the system is open.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 320,
        laborHoursLow: 1,
        laborHoursHigh: 2,
        excludes: "Diagnosis fee, taxes and a scan-tool ABS bleed; dealer master cylinders and labor cost more.",
      },
      verdict: "careful",
      verdictReason:
        "You still have brakes, but pedal reserve shrinks during a long stop; drive gently, leave extra room and get it in this week.",
      codes: [],
      terms: ["master cylinder", "bench bleeding", "pedal reserve"],
      related: [
        "master-cylinder-leaks-into-booster",
        "no-pedal-after-master-cylinder-replacement",
        "brake-fluid-dark-and-overdue",
      ],
    },
    {
      slug: "spongy-pedal-air-in-lines",
      title: "Brake pedal feels mushy and gets firmer when you pump it",
      summary:
        "Air in the hydraulic system is the usual cause, typically after a repair, a leak or a reservoir that ran low. Find how the air got in, fix that, then bleed every wheel properly.",
      symptoms: [
        "Pedal feels like pressing on a sponge instead of meeting a firm stop",
        "Two or three quick pumps raise the pedal and make it harder",
        "Started after brake work, a line repair or the reservoir running low",
        "Stopping distance longer than normal even with a firm push",
      ],
      symptomIds: ["pedal-spongy", "pedal-low"],
      causes: [
        {
          likelihood: "common",
          part: "Air left in the lines after a repair or an incomplete bleed",
          why: "Air compresses where fluid does not, so part of the pedal stroke is spent squeezing bubbles before the pads clamp.",
        },
        {
          likelihood: "common",
          part: "Air drawn in through a low reservoir or a loose fitting",
          why: "With the level below the master cylinder ports, each pedal release pulls air into the bore; a loose bleeder can also draw air on the return stroke.",
        },
        {
          likelihood: "occasional",
          part: "Air trapped in the ABS hydraulic unit",
          why: "Air in the modulator's secondary passages survives a manual bleed and moves into the lines the first time ABS cycles, so the pedal goes soft again after a hard stop.",
        },
        {
          likelihood: "rare",
          part: "Rubber hose ballooning under pressure",
          why: "An internally weakened hose swells when the pedal is pressed, soaking up stroke the same way air does.",
        },
      ],
      checks: [
        {
          step: "Check the reservoir level and look for wet bleeders, fittings and hoses all around the car.",
          tools: ["Flashlight"],
          expect: "Fluid below MIN or any wet joint shows where air got in; fix that before bleeding.",
        },
        {
          step: "Engine running, compare one slow press with three fast pumps followed by a hold.",
          tools: [],
          expect:
            "A pedal that starts soft and rises firm with fast pumps points to air; a properly bled pedal stays firm with typically 2 in. or more of reserve to the floor under hard force (typical; confirm in the service information).",
        },
        {
          step: "Have a helper press hard on the pedal while you watch each flexible hose.",
          tools: ["Helper"],
          expect: "Any hose that visibly swells must be replaced; it will feel spongy however well the system is bled.",
        },
        {
          step: "Bleed one wheel at a time into a clear bottle, watching the outflow.",
          tools: ["Pressure or vacuum bleeder", "Clear catch bottle with hose"],
          expect:
            "Bubbles stop and clear fluid flows at every bleeder; a pedal still soft after a thorough bleed points to the ABS unit or a hose.",
        },
      ],
      fix: "Repair whatever let air in, then bleed all four wheels in the manufacturer's sequence with fresh fluid of the grade on the reservoir cap, never letting the reservoir run low. If the pedal softens again after an ABS stop, run the scan tool's automated bleed, which cycles the modulator valves, and bleed the wheels once more.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 60,
        laborHoursLow: 0.6,
        laborHoursHigh: 1.3,
        excludes:
          "Diagnosis, taxes, the repair of whatever let air in, and a scan-tool ABS bleed where the vehicle needs one.",
      },
      verdict: "careful",
      verdictReason:
        "A spongy pedal still stops the car but with less reserve, and the air can spread; drive gently and only to a shop.",
      codes: [],
      terms: ["bleeding", "bleeder screw", "pressure bleeder", "ABS automated bleed"],
      related: [
        "no-pedal-after-master-cylinder-replacement",
        "brake-hose-bulging-or-cracked",
        "pedal-soft-after-hard-braking",
      ],
    },
    {
      slug: "brake-fluid-dark-and-overdue",
      title: "Brake fluid looks dark brown and the pedal is softer than it used to be",
      summary:
        "Old glycol brake fluid has soaked up water and used up its corrosion inhibitors, lowering its boiling point and attacking parts from inside. Test it, then flush the whole system with the DOT grade printed on the cap.",
      symptoms: [
        "Fluid in the reservoir looks like tea or coffee instead of clear amber",
        "Pedal slightly softer and lower than you remember, mostly after several stops in a row",
        "No record of a fluid flush in three years or more",
        "Dark sediment at the bottom of the reservoir",
      ],
      symptomIds: ["pedal-spongy", "brake-fade"],
      causes: [
        {
          likelihood: "common",
          part: "Water absorbed by hygroscopic DOT 3, DOT 4 or DOT 5.1 fluid",
          why: "At roughly 3.7% water DOT 3 is down to its 284°F wet rating from 401°F dry, so fluid in a hot caliper can form vapor bubbles that feel like air.",
        },
        {
          likelihood: "occasional",
          part: "Corrosion inhibitors spent, with dissolved copper and iron in the fluid",
          why: "Spent fluid corrodes steel lines, caliper bores and ABS valves from inside; the copper it carries is what fluid test strips measure.",
        },
        {
          likelihood: "rare",
          part: "Rubber seals breaking down from contamination",
          why: "Fluid that is nearly black and gritty can mean seals are degrading, sometimes from petroleum contamination, which calls for a far bigger repair.",
        },
      ],
      checks: [
        {
          step: "Look at the fluid against a light and check the cap diaphragm and the reservoir floor.",
          tools: ["Flashlight"],
          expect:
            "Clear to light amber is healthy; dark or cloudy fluid is due, and a swollen cap diaphragm or oily film points to contamination.",
        },
        {
          step: "Dip a copper test strip in the reservoir fluid and read it against the chart after the stated time.",
          tools: ["Brake fluid copper test strips"],
          expect:
            "Copper at or above about 200 ppm means the inhibitors are gone and the fluid needs replacing whatever its age.",
        },
        {
          step: "Measure the boiling point with an electronic tester dipped in the reservoir.",
          tools: ["Brake fluid boiling-point tester"],
          expect:
            "Readings near the wet ratings (284°F for DOT 3, 311°F for DOT 4) mean flush now; new fluid reads close to 401°F and 446°F.",
        },
        {
          step: "Before starting the flush, crack each bleeder screw with a six-point wrench after soaking with penetrating oil.",
          tools: ["Six-point bleeder wrench", "Penetrating oil"],
          expect:
            "Every bleeder opens and closes cleanly; one that will not turn must be dealt with first, or the flush stops halfway.",
        },
      ],
      fix: "Flush rather than just bleed: siphon the old fluid from the reservoir, refill with the specified grade, and push fresh fluid through each wheel in sequence until it runs clear. Many ABS cars also call for a scan-tool function bleed to exchange the fluid trapped in the modulator. Never mix DOT 5 silicone fluid with glycol grades.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 45,
        laborHoursLow: 0.6,
        laborHoursHigh: 1.2,
        excludes:
          "Taxes, seized bleeder repair and an ABS function bleed on models that require it; dealer flush pricing runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "Everyday stops still work, but a softer pedal and a lowered boiling point can turn into fade on a long grade or when towing; flush it within a few weeks.",
      codes: [],
      terms: ["hygroscopic", "wet boiling point", "brake fluid flush"],
      related: ["pedal-soft-after-hard-braking", "spongy-pedal-air-in-lines", "petroleum-contaminated-brake-fluid"],
    },
    {
      slug: "pedal-goes-to-floor-suddenly",
      title: "Brake pedal suddenly drops to the floor and the car barely stops",
      summary:
        "A sudden drop means a major leak, usually a burst steel line or hose, or one master cylinder circuit failing. Stop as soon as you safely can using the parking brake and low gears, and have it towed.",
      symptoms: [
        "Pedal goes much lower than normal, possibly to the floor, from one stop to the next",
        "Red BRAKE lamp comes on as one hydraulic circuit loses pressure",
        "Fresh puddle of slippery, clear-to-amber fluid behind a wheel or under the frame",
        "Car stops on only two wheels, pulling or nosing down oddly",
        "One reservoir chamber empty",
      ],
      symptomIds: ["pedal-sinks", "pedal-low", "brake-warning-light", "fluid-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Rusted steel brake line burst",
          why: "A corroded line wall gives way under the pressure of a firm stop and dumps one circuit's fluid in seconds; typical on salt-belt trucks and SUVs over ten years old.",
        },
        {
          likelihood: "occasional",
          part: "Rubber brake hose ruptured or pulled loose",
          why: "An aged or chafed hose, or one stretched when a suspension part failed, splits and empties its circuit.",
        },
        {
          likelihood: "occasional",
          part: "Caliper piston seal or wheel cylinder cup blown out",
          why: "A heavily corroded piston or a cup that rolls over releases fluid at the wheel all at once, often soaking the tire.",
        },
        {
          likelihood: "rare",
          part: "Master cylinder circuit failing internally",
          why: "A torn cup or broken piston spring lets one chamber lose pressure with no outside leak; the other circuit still gives reduced braking.",
        },
      ],
      checks: [
        {
          step: "Do not drive; look under the car for a fresh wet trail and check the reservoir chambers with the hood up.",
          tools: ["Flashlight"],
          expect: "An empty chamber plus a wet line or wheel identifies the circuit that failed.",
        },
        {
          step: "On a lift, trace every steel line along the frame rail, over the fuel tank and across the rear axle.",
          tools: ["Lift or jack stands", "Flashlight", "Inspection mirror"],
          expect:
            "A spray pattern, split or rust-swollen section marks the break; expect nearby lines in the same condition.",
        },
        {
          step: "Inspect each hose and each caliper or wheel cylinder for fluid.",
          tools: ["Flashlight"],
          expect: "Wet lining, a soaked sidewall or a hose split at its crimp shows the source.",
        },
        {
          step: "If nothing leaks outside, refill, then test the master cylinder with its outlets plugged.",
          tools: ["Master cylinder outlet plugs"],
          expect:
            "Plugged, the pedal should go solid within roughly 1 in. of travel; one that still sinks toward the floor with the outlets plugged confirms internal master cylinder failure.",
        },
      ],
      fix: "Replace the failed line, hose or component. On a rusted vehicle replace the whole line run from junction to junction with pre-bent steel or copper-nickel tubing, using the correct double or ISO bubble flares and never compression unions. Refill, bleed every wheel (with a scan-tool ABS bleed if the modulator ran dry) and road-test before handing it back.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the burst line section", partsLow: 30, partsHigh: 120, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Replace a hose, caliper or wheel cylinder",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.8,
          },
          {
            name: "Master cylinder, bench-bled, with ABS bleed",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.2,
          },
          {
            name: "Replace the full rusted line set",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 3,
            laborHoursHigh: 5.3,
          },
        ],
        excludes:
          "Estimate; excludes towing, diagnosis and taxes; more lines are often found rotten once the vehicle is on the lift.",
      },
      verdict: "stop",
      verdictReason:
        "Half the braking system is already gone and the remaining circuit is working alone; a floor-level pedal cannot stop the car reliably. Tow it.",
      codes: [],
      terms: ["dual-circuit brakes", "double flare", "ISO bubble flare"],
      related: ["rusted-steel-brake-line-leak", "brake-hose-bulging-or-cracked", "caliper-piston-seal-leak"],
    },
    {
      slug: "low-pedal-rear-drum-adjusters",
      title: "Brake pedal is firm but low, and rises after a couple of pumps, on a car with rear drums",
      summary:
        "The rear drum shoes have worn away from the drums because the self-adjusters stopped working. Free up or repair the adjusters, replace shoes and drums if they are at their limits, then set the parking brake.",
      symptoms: [
        "Long pedal travel before it firms, yet it feels hard rather than mushy once it does",
        "Second and third pumps bring the pedal higher",
        "Parking brake lever or pedal needs more clicks than it used to",
        "Vehicle has rear drum brakes, as many pickups, older sedans and small cars do",
      ],
      symptomIds: ["pedal-low", "parking-brake-fault"],
      causes: [
        {
          likelihood: "common",
          part: "Rear star-wheel adjuster seized with rust or brake dust",
          why: "The adjuster no longer lengthens as the lining wears, so the wheel cylinder pistons must travel farther to reach the drum, using up pedal stroke.",
        },
        {
          likelihood: "occasional",
          part: "Adjuster lever or cable missing, misassembled or swapped side to side",
          why: "Left and right star wheels have opposite threads; fitted on the wrong side, or with the lever unhooked, they never adjust or even back off.",
        },
        {
          likelihood: "occasional",
          part: "Shoes and drums worn past their limits",
          why: "A drum beyond its maximum diameter puts the drum surface farther out than the adjuster can follow.",
        },
        {
          likelihood: "rare",
          part: "Front pad knock-back from a loose wheel bearing",
          why: "A bearing with play wobbles the rotor and pushes the pistons back in corners, so the first press afterward is low.",
        },
      ],
      checks: [
        {
          step: "After the car has sat, compare the height of the first pedal stroke with the third.",
          tools: [],
          expect: "A low first stroke that rises and stays firm, not spongy, points to excess shoe clearance.",
        },
        {
          step: "Count the parking brake clicks and compare with the figure in the owner's or service manual.",
          tools: [],
          expect: "Clearly more clicks than specified adds weight to a rear adjustment problem.",
        },
        {
          step: "With the rear raised, spin each wheel while turning the star wheel through the access slot.",
          tools: ["Brake adjusting spoon", "Jack stands"],
          expect:
            "A star wheel that will not turn, or shoes that expand many notches before they drag, confirms an adjuster that is not working.",
        },
        {
          step: "Pull the drums, measure them, and inspect the lining and every adjuster part.",
          tools: ["Drum brake micrometer", "Brake spring tools"],
          expect:
            "Drum diameter under the discard figure cast into it (typically 0.090 in. over nominal, machining limit 0.060 in. over), lining at least 1/16 in. thick, and a star wheel that spins freely once cleaned.",
        },
      ],
      fix: "Clean and lubricate the star-wheel threads with high-temperature brake grease or fit a new adjuster kit, confirm the left and right parts are on the correct sides, and set the shoes to a light drag with a shoe-setting gauge. Replace worn shoes and out-of-spec drums in axle pairs, make several reverse stops or parking brake applications as the design requires so the adjusters take up the last clearance, and adjust the parking brake cable last.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 250,
        laborHoursLow: 0.6,
        laborHoursHigh: 1.7,
        excludes: "Taxes, diagnosis and wheel cylinders often replaced with the shoes; dealer labor runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "Braking still works, but the reserve is smaller and a further loss would leave little margin; have it adjusted soon.",
      codes: [],
      terms: ["drum brake", "self-adjuster", "star wheel", "shoe-setting gauge"],
      related: ["rear-wheel-cylinder-leak", "rear-drum-rattle-broken-hardware", "parking-brake-wont-hold-on-hill"],
    },
    {
      slug: "hard-pedal-vacuum-booster-leak",
      title: "Brake pedal takes a hard shove and the idle stumbles while you hold it",
      summary:
        "A vacuum booster with a torn diaphragm or leaking internal valve is losing its assist and leaking air into the intake. Confirm with a hold test and a vacuum gauge, then replace the booster.",
      symptoms: [
        "Far more leg effort needed to stop, with the pedal high and firm",
        "Hiss from under the dash when pressing or releasing the pedal",
        "Idle dips, stumbles or nearly stalls while the brake is held",
        "Lean codes such as P0171 or P0174 can set from the air leak",
      ],
      symptomIds: ["pedal-hard"],
      causes: [
        {
          likelihood: "common",
          part: "Torn booster diaphragm or leaking air valve",
          why: "Air leaks across the diaphragm, so there is no pressure difference to push on the pedal rod, and the leak feeds unmetered air into the intake.",
        },
        {
          likelihood: "occasional",
          part: "Cracked vacuum hose or loose grommet at the booster shell",
          why: "A split hose or grommet starves the booster and causes a constant vacuum leak that shows in the fuel trims.",
        },
        {
          likelihood: "rare",
          part: "Brake fluid leaked into the booster from the master cylinder",
          why: "Fluid pooled inside the booster rots the diaphragm; you find it when the master cylinder is pulled forward.",
        },
      ],
      checks: [
        {
          step: "Engine off, pump the pedal five or six times to use up the vacuum, hold light pressure, then start the engine.",
          tools: [],
          expect: "The pedal should dip slightly as vacuum builds; no dip means no assist is reaching the pedal.",
        },
        {
          step: "At idle, hold the pedal down steadily while listening under the dash and watching engine speed.",
          tools: ["Mechanic's stethoscope or length of hose"],
          expect: "A steady hiss and an rpm drop while the pedal is held points to a leaking diaphragm or air valve.",
        },
        {
          step: "Warm idle in Park: connect a vacuum gauge in the supply line right beside the check valve and note the reading before pressing the pedal.",
          tools: ["Vacuum gauge"],
          expect:
            "Typically 17–21 inHg at warm idle at sea level, about 1 inHg less per 1,000 ft of altitude; much lower means a supply problem, not the booster.",
        },
        {
          step: "Pull the master cylinder forward off its studs without opening the lines and look at the booster face.",
          tools: ["Socket set", "Flashlight"],
          expect:
            "A dry face rules out fluid contamination; wetness means the master cylinder is leaking into the booster.",
        },
      ],
      fix: "Replace the booster, reuse the master cylinder only if it is dry at the back, check the new booster's pushrod length against spec, and bleed if any line was opened. Clear the lean codes and confirm fuel trims settle back near zero at idle.",
      difficulty: 3,
      cost: {
        partsLow: 120,
        partsHigh: 450,
        laborHoursLow: 1.2,
        laborHoursHigh: 3,
        excludes:
          "Diagnosis, taxes, a master cylinder if fluid is found in the booster and dealer pricing; some models need dash or intake parts removed.",
      },
      verdict: "careful",
      verdictReason:
        "The brakes still stop the car but need far more force, which catches drivers out in an emergency; drive only to a shop.",
      codes: ["P0171", "P0174"],
      terms: ["brake booster", "manifold vacuum", "booster pushrod", "fuel trim"],
      related: [
        "hard-pedal-after-repeated-stops",
        "master-cylinder-leaks-into-booster",
        "all-brakes-drag-after-booster-swap",
      ],
    },
    {
      slug: "hard-pedal-after-repeated-stops",
      title: "Pedal gets hard after a few stops in a row or right after a restart",
      summary:
        "The booster is not getting or keeping enough vacuum; look first at the one-way check valve and the hose from the intake. Both are cheap parts and quick to replace.",
      symptoms: [
        "Assist fades after two or three stops close together, then returns after some driving",
        "Hard pedal on the first stop right after a restart or a stall",
        "Booster vacuum hose cracked, soft or flattened",
        "Faint whistle near the check valve or its grommet",
      ],
      symptomIds: ["pedal-hard"],
      causes: [
        {
          likelihood: "common",
          part: "Booster check valve leaking back",
          why: "The valve should trap vacuum in the booster when manifold vacuum falls; leaking back, it lets the booster bleed down every time you accelerate or shut off.",
        },
        {
          likelihood: "common",
          part: "Vacuum hose cracked, collapsed or oil-soaked",
          why: "A hose that flattens under vacuum or leaks at a crack slows how fast the booster recharges between stops.",
        },
        {
          likelihood: "occasional",
          part: "Low manifold vacuum from the engine",
          why: "A long-duration aftermarket cam, a large vacuum leak elsewhere or a restricted exhaust lowers vacuum, so the booster never reaches full charge.",
        },
        {
          likelihood: "rare",
          part: "Vacuum port on the intake clogged with oil sludge or carbon",
          why: "Deposits from the crankcase ventilation system narrow the fitting that feeds the booster hose.",
        },
      ],
      checks: [
        {
          step: "Remove the check valve and blow through it from each end.",
          tools: [],
          expect:
            "Air passes only from the booster side toward the engine side; flow both ways, or neither way, means replace it.",
        },
        {
          step: "Flex the booster hose along its length and inspect the grommet in the booster shell.",
          tools: ["Flashlight"],
          expect:
            "Firm, crack-free hose and a snug grommet; a hose that flattens or shows splits at the bends needs replacing with vacuum-rated hose.",
        },
        {
          step: "With a vacuum gauge at the booster hose, snap the throttle open and closed and watch the needle.",
          tools: ["Vacuum gauge"],
          expect:
            "Vacuum holds steady at its usual warm-idle figure (17–21 inHg near sea level) and snaps back within 1–2 seconds after the throttle snap; slow recovery points to a restricted port or hose.",
        },
        {
          step: "Run the engine for two minutes, switch it off, wait five minutes, then press the pedal several times.",
          tools: [],
          expect:
            "A sound check valve and booster give at least two assisted presses after that wait; none means vacuum is leaking away.",
        },
      ],
      fix: "Replace the check valve and its grommet, and the hose with vacuum-rated hose of the correct inside diameter, clamped at both ends. If the engine itself makes too little vacuum, repair that cause; engines with big aftermarket cams may need a vacuum reservoir canister or an auxiliary vacuum pump.",
      difficulty: 1,
      cost: {
        partsLow: 10,
        partsHigh: 60,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.8,
        excludes: "Diagnosis and repairs to engine-side vacuum leaks; dealer parts cost more.",
      },
      verdict: "careful",
      verdictReason:
        "Assist can be missing exactly when a second emergency stop is needed; get it fixed before regular driving.",
      codes: [],
      terms: ["check valve", "vacuum hose", "inHg"],
      related: ["hard-pedal-vacuum-booster-leak", "diesel-vacuum-pump-failure", "service-brake-assist-booster-sensor"],
    },
    {
      slug: "diesel-vacuum-pump-failure",
      title: "Hard brake pedal on a diesel or turbo engine that uses a vacuum pump",
      summary:
        "Diesels and many turbocharged direct-injection gas engines make little intake vacuum and rely on an engine-driven pump to feed the booster. A worn or leaking pump means a hard pedal: measure pump vacuum and replace it.",
      symptoms: [
        "Pedal goes hard within a few stops, worst at idle",
        "Ticking or rattling from the pump on the cylinder head or timing cover",
        "Oil seeping from the pump, or oil found inside the booster hose",
        "Check-engine lamp or brake-assist message on engines with a booster pressure sensor",
      ],
      symptomIds: ["pedal-hard", "brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Worn vanes or seals in the mechanical vacuum pump",
          why: "The camshaft- or gear-driven pump can no longer pull enough vacuum; engines that use one include the Ram 1500 3.0 EcoDiesel, the Colorado and Canyon 2.8 Duramax and VW and Audi TDIs.",
        },
        {
          likelihood: "occasional",
          part: "Pump check valve letting oil into the vacuum line",
          why: "Oil migrates up the hose, restricts it and can reach the booster, where it swells and rots the diaphragm.",
        },
        {
          likelihood: "occasional",
          part: "Cracked hose or loose joint between pump and booster",
          why: "Any leak in the line limits how much vacuum the pump can hold in the booster.",
        },
        {
          likelihood: "rare",
          part: "Broken pump drive coupling",
          why: "A sheared drive lug stops the pump altogether; on older VW Pumpe Düse (PD) TDI tandem pumps the same unit also moves fuel, so the engine may stall too.",
        },
      ],
      checks: [
        {
          step: "Tee a vacuum gauge into the hose at the booster end and read it at idle.",
          tools: ["Vacuum gauge"],
          expect:
            "A healthy pump typically pulls about 20–26 inHg within seconds; below about 18 inHg points to the pump or a leak in the line.",
        },
        {
          step: "Read vacuum directly at the pump outlet with the line to the booster disconnected and capped.",
          tools: ["Vacuum gauge", "Vacuum cap set"],
          expect:
            "Good vacuum at the pump but low at the booster means the hose or an inline check valve is leaking between them.",
        },
        {
          step: "Inspect the pump body for oil and pull the hose off the booster to look inside.",
          tools: ["Flashlight"],
          expect:
            "Oil in the hose or booster means the pump's check valve has failed and the booster may already be contaminated.",
        },
        {
          step: "Scan for booster pressure sensor codes and compare the sensor reading with the gauge.",
          tools: ["Scan tool"],
          expect:
            "P0555–P0558 with a sensor reading that matches the gauge means vacuum really is low; a reading that disagrees points to the sensor or wiring.",
        },
      ],
      fix: "Replace the vacuum pump with a new gasket or O-ring, replace the hose if oil-soaked, and replace the booster if oil got inside. Clear codes and confirm pump vacuum and pedal assist through several stops at idle.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 650,
        laborHoursLow: 0.8,
        laborHoursHigh: 3,
        excludes:
          "Diagnosis, taxes, a booster if oil reached it, and extra cover removal on some engines; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "Assist can vanish after a few stops and stopping distance grows suddenly; brake early and gently on the way to a shop.",
      codes: ["P0555", "P0556", "P0557", "P0558"],
      terms: ["vacuum pump", "tandem pump", "booster pressure sensor"],
      related: [
        "hard-pedal-after-repeated-stops",
        "service-brake-assist-booster-sensor",
        "hard-pedal-vacuum-booster-leak",
      ],
      commonOn: [
        {
          make: "ram",
          models: ["1500"],
          years: [2014, 2023],
          engines: [{ name: "3.0L EcoDiesel V6", liters: 3, fuel: "diesel" }],
        },
        {
          make: "jeep",
          models: ["grand-cherokee", "wrangler", "gladiator"],
          years: [2014, 2023],
          engines: [{ name: "3.0L EcoDiesel V6", liters: 3, fuel: "diesel" }],
        },
        {
          make: "chevrolet",
          models: ["colorado"],
          years: [2016, 2022],
          engines: [{ name: "2.8L Duramax I4 diesel", liters: 2.8, fuel: "diesel" }],
        },
        {
          make: "gmc",
          models: ["canyon"],
          years: [2016, 2022],
          engines: [{ name: "2.8L Duramax I4 diesel", liters: 2.8, fuel: "diesel" }],
        },
        {
          make: "volkswagen",
          models: ["jetta", "jetta-sportwagen", "golf", "golf-sportwagen", "passat", "beetle", "touareg"],
          years: [1996, 2015],
          engines: [
            { name: "1.9L TDI I4 diesel", liters: 1.9, fuel: "diesel" },
            { name: "2.0L TDI I4 diesel", liters: 2, fuel: "diesel" },
            { name: "3.0L TDI V6 diesel", liters: 3, fuel: "diesel" },
          ],
        },
        {
          make: "audi",
          models: ["a3", "a6", "a7", "a8", "q5", "q7"],
          years: [2009, 2016],
          engines: [
            { name: "2.0L TDI I4 diesel", liters: 2, fuel: "diesel" },
            { name: "3.0L TDI V6 diesel", liters: 3, fuel: "diesel" },
          ],
        },
      ],
    },
    {
      slug: "service-brake-assist-booster-sensor",
      title: "Service Brake Assist message with a firmer pedal on a gas engine",
      summary:
        "The engine computer sees low booster vacuum, from a failing booster vacuum sensor, a leaking hose, or a weak auxiliary electric vacuum pump where one is fitted. Check real vacuum with a gauge before buying a sensor.",
      symptoms: [
        "Driver information center shows Service Brake Assist (GM wording) or another brand's brake-assist warning",
        "Pedal noticeably firmer, especially right after a cold start or at high altitude",
        "Check-engine lamp with a brake booster pressure sensor code",
        "Electric vacuum pump, where fitted, runs constantly or never runs",
      ],
      symptomIds: ["pedal-hard", "brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Booster vacuum sensor failed or its grommet leaking",
          why: "The sensor in the booster shell or hose reports vacuum to the engine computer; a bad reading triggers the warning, and a torn grommet leaks real vacuum as well.",
        },
        {
          likelihood: "occasional",
          part: "Vacuum leak in the booster supply hose or check valve",
          why: "A genuine loss of vacuum sets the same warning; here the sensor is only reporting the truth.",
        },
        {
          likelihood: "occasional",
          part: "Auxiliary electric vacuum pump or its relay failed",
          why: "Some engines add an electric pump for cold-start warm-up, when retarded timing and a high idle leave little manifold vacuum; with the pump dead, assist drops at exactly those times.",
        },
        {
          likelihood: "rare",
          part: "Sensor wiring or connector fault",
          why: "Corroded pins or a chafed 5-volt reference wire produce a false low reading and circuit-low or circuit-high codes.",
        },
      ],
      checks: [
        {
          step: "Scan for P0555–P0558 and view the booster vacuum or pressure reading in live data at idle.",
          tools: ["Scan tool"],
          expect:
            "Note the value; it should agree with a mechanical gauge within about 1–2 inHg (or the kPa equivalent).",
        },
        {
          step: "Tee a vacuum gauge into the booster hose next to the sensor and compare with the scan data.",
          tools: ["Vacuum gauge"],
          expect:
            "Real vacuum of 17–21 inHg warm at sea level alongside a low sensor reading condemns the sensor or its circuit.",
        },
        {
          step: "Back-probe the sensor connector and check the reference, ground and signal circuits.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 5.0 V reference, under 0.1 V drop on the ground, and a signal that changes as vacuum changes; no reference points to wiring or the module.",
        },
        {
          step: "If an auxiliary pump is fitted, command it on with the scan tool and watch the gauge.",
          tools: ["Bidirectional scan tool", "Vacuum gauge"],
          expect:
            "The pump should run and raise booster vacuum within seconds; a silent pump with power and ground at its connector is bad.",
        },
      ],
      fix: "Replace the faulty sensor with a new grommet, or the hose, check valve, pump relay or pump as found. Clear the codes, then confirm the message stays off through a cold start and a warm idle and that the live-data value tracks the gauge.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Booster pressure sensor and grommet",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          { name: "Vacuum hose or check valve", partsLow: 20, partsHigh: 80, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Electric vacuum pump replacement",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and any wiring repair; dealer parts and labor cost more.",
      },
      verdict: "careful",
      verdictReason:
        "Assist may be partly missing, so the car stops but needs more pedal force; get it checked before a long trip.",
      codes: ["P0555", "P0556", "P0557", "P0558"],
      terms: ["booster vacuum sensor", "auxiliary vacuum pump", "live data"],
      related: ["diesel-vacuum-pump-failure", "hard-pedal-after-repeated-stops", "hard-pedal-vacuum-booster-leak"],
    },
    {
      slug: "hydro-boost-hard-pedal",
      title: "Heavy-duty truck with a hard brake pedal and heavy steering at the same time",
      summary:
        "On Hydro-Boost trucks and vans the brake assist comes from the power steering pump, so low fluid, a slipping belt or a weak pump takes away both. Fix the fluid supply first, then test the Hydro-Boost unit itself.",
      symptoms: [
        "Pedal hard and steering heavy together, often worst at idle or when cold",
        "Power steering pump whines or groans, and the fluid is foamy or low",
        "Pedal chatters or pushes back slightly when you steer while braking at a stop",
        "Truck is a Ford Super Duty or E-Series, Ram 2500/3500, GM HD pickup or Express/Savana van",
      ],
      symptomIds: ["pedal-hard"],
      causes: [
        {
          likelihood: "common",
          part: "Low or aerated power steering fluid",
          why: "Air in the fluid compresses and the pump cavitates, so the Hydro-Boost spool valve cannot build assist pressure.",
        },
        {
          likelihood: "common",
          part: "Slipping drive belt or worn power steering pump",
          why: "Below the needed flow, steering and brake assist both drop, most at idle where pump speed is lowest.",
        },
        {
          likelihood: "occasional",
          part: "Worn Hydro-Boost spool valve or piston seals",
          why: "Fluid bypasses inside the unit, so the pump supplies flow but the pedal gets little help; these units usually leak as well.",
        },
        {
          likelihood: "rare",
          part: "Restricted return hose or clogged reservoir screen",
          why: "Back-pressure in the return circuit upsets the spool valve and makes the pedal hard or jerky.",
        },
      ],
      checks: [
        {
          step: "Check the power steering fluid level and condition with the engine off, using the fluid the manufacturer specifies.",
          tools: ["Flashlight"],
          expect: "Level at the mark and fluid clear without foam; brown, burnt or milky fluid needs a flush.",
        },
        {
          step: "Inspect the belt and tensioner, then listen at the pump while turning the wheel at idle.",
          tools: ["Belt wear gauge"],
          expect: "No chirp at full lock and no groan from the pump; noise points to air in the fluid or a worn pump.",
        },
        {
          step: "Run the engine for a minute, switch it off, then count how many assisted pedal presses the accumulator gives before the pedal goes hard.",
          tools: [],
          expect:
            "About two or three assisted applications is normal; none means the accumulator is not charging or is leaking down.",
        },
        {
          step: "Fit a power steering analyzer between the pump and the Hydro-Boost and read flow and relief pressure.",
          tools: ["Power steering pressure and flow analyzer"],
          expect:
            "Compare with the spec (relief pressure on many pumps falls somewhere around 1,200–1,800 psi); low readings condemn the pump, good ones point at the Hydro-Boost unit.",
        },
      ],
      fix: "Bleed air by raising the front wheels and turning lock to lock with the engine off, then with it running. Replace the belt, pump or Hydro-Boost unit as found, flush contaminated fluid, and bleed again afterward; discharge the accumulator by pumping the pedal with the engine off before opening any line.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 650,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes:
          "Diagnosis, taxes, leaking hoses found at the same time and a power steering flush; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "A heavy truck with weak assist needs a very long distance to stop, especially loaded or towing; drive it empty and gently to a shop.",
      codes: [],
      terms: ["Hydro-Boost", "accumulator", "power steering pump", "spool valve"],
      related: ["hydro-boost-fluid-leak", "pedal-fade-firm-pedal-towing-downhill"],
      commonOn: hydroBoostHeavyDutyTrucks,
    },
    {
      slug: "hydro-boost-fluid-leak",
      title: "Power steering fluid dripping from behind the brake master cylinder",
      summary:
        "On trucks and vans with Hydro-Boost, the assist unit between the firewall and the master cylinder is leaking from its seals or hose fittings. Replace the unit or the leaking hose before the fluid runs low.",
      symptoms: [
        "Oily red or amber drips on the driver's side of the engine bay, right under the master cylinder",
        "Fluid on the pedal rod under the dash or a damp driver's carpet",
        "Power steering reservoir needs regular topping up",
        "Steering and brake assist both weaken as the level falls",
      ],
      symptomIds: ["fluid-leak", "pedal-hard"],
      causes: [
        {
          likelihood: "common",
          part: "Hydro-Boost input rod or spool seals leaking",
          why: "Worn seals let power steering fluid escape around the input rod or from the unit's vent, dripping below it or into the cab.",
        },
        {
          likelihood: "common",
          part: "High-pressure hose leaking at a crimp or flare",
          why: "Hoses run from the pump to the Hydro-Boost and on to the steering gear; heat-cycled crimps seep under pressure.",
        },
        {
          likelihood: "occasional",
          part: "Accumulator seal weeping",
          why: "The spring or nitrogen accumulator that stores reserve assist has its own seal, which can leak at the housing.",
        },
        {
          likelihood: "rare",
          part: "Return hose split or loose clamp",
          why: "The low-pressure return to the reservoir can rub through on a bracket and drip only while the engine runs.",
        },
      ],
      checks: [
        {
          step: "Degrease the area, run the engine while working the pedal and the steering, then look again.",
          tools: ["Degreaser", "Flashlight"],
          expect: "The first place to turn wet again is the source, not the lowest point the drips fall from.",
        },
        {
          step: "Compare both reservoirs to be sure which fluid is leaking.",
          tools: ["Flashlight"],
          expect: "A falling power steering level with a full brake reservoir confirms a leak on the Hydro-Boost side.",
        },
        {
          step: "Look up at the pedal rod boot from the driver's footwell.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Fluid on the rod or the carpet means the input seal has failed and the unit must be replaced.",
        },
        {
          step: "Check how many assisted presses the accumulator gives with the engine off, and look for wetness at its housing.",
          tools: [],
          expect:
            "An accumulator that still gives a couple of boosted stops is holding its charge; wet fluid around its housing and no reserve at all mean it is leaking down and the unit needs replacing.",
        },
      ],
      noMeasurement:
        "A Hydro-Boost leak is found by eye: which reservoir is falling and which seal or hose turns wet first. Pressure readings stay normal until the pump runs low, so no gauge figure confirms the leak point.",
      fix: "Replace the Hydro-Boost unit (rebuilt units are common) or the leaking hose with new O-rings, refill with the specified fluid, and bleed by turning lock to lock and pumping the pedal. Discharge the accumulator before disconnecting anything, and check the pump, which may have been damaged by running low.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 550,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.3,
        excludes: "Diagnosis, taxes, a pump damaged by running low, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Assist lasts only while there is fluid; once the reservoir empties both steering and braking go heavy. Top it up and go to a shop.",
      codes: [],
      terms: ["Hydro-Boost", "accumulator", "input rod seal"],
      related: ["hydro-boost-hard-pedal"],
      commonOn: hydroBoostHeavyDutyTrucks,
    },
    {
      slug: "all-brakes-drag-after-booster-swap",
      title: "All four brakes drag and get hot after a booster or master cylinder replacement",
      summary:
        "The booster pushrod is too long or the pedal has no free play, holding the master cylinder pistons off their rest position so pressure cannot bleed off. Set pushrod clearance and free play to spec before driving.",
      symptoms: [
        "Car feels held back and coasts poorly; every wheel is hot after a drive",
        "Drag grows as the brakes heat and the fluid expands",
        "Pedal high and hard with little or no free play",
        "Started right after a booster, master cylinder or brake light switch job",
      ],
      symptomIds: ["brakes-drag", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Booster output pushrod too long",
          why: "The master cylinder pistons cannot return past their compensating ports, so fluid that expands with heat has nowhere to go and the brakes apply themselves.",
        },
        {
          likelihood: "occasional",
          part: "Brake light switch or pedal stop set so the pedal cannot fully return",
          why: "A switch adjusted too far holds the pedal off its stop, preloading the pushrod.",
        },
        {
          likelihood: "occasional",
          part: "Master cylinder compensating port blocked",
          why: "Debris or swollen cups cover the port with the same trapped-pressure result; swollen rubber hints at petroleum contamination.",
        },
        {
          likelihood: "rare",
          part: "Booster valve not fully releasing",
          why: "A booster that sticks slightly applied keeps light pressure on the master cylinder after the pedal comes up.",
        },
      ],
      checks: [
        {
          step: "Drive a few miles with light braking, then compare all four rotor temperatures.",
          tools: ["Infrared thermometer"],
          expect:
            "All four hot and nearly equal points upstream to the master cylinder or booster rather than one caliper.",
        },
        {
          step: "Engine off, pump out the booster vacuum, then measure pedal free play at the pad.",
          tools: ["Tape measure"],
          expect:
            "Free play of about 1/16–1/4 in. at the pedal pad (typical; confirm in the service information); none at all points to a long pushrod or a brake light switch set too far in.",
        },
        {
          step: "With the wheels raised and dragging, loosen the master cylinder mounting nuts a few turns.",
          tools: ["Socket set", "Jack stands"],
          expect: "If all wheels suddenly spin free, trapped pressure at the master cylinder is confirmed.",
        },
        {
          step: "Measure pushrod protrusion against the master cylinder piston depth with a pushrod gauge.",
          tools: ["Pushrod height gauge", "Dial caliper"],
          expect:
            "A small gap, usually 0 to about 0.020 in. (0.5 mm) between rod and piston (typical; confirm in the service information); a rod that already pushes the piston in, closing the compensating port, means adjust or correct it.",
        },
      ],
      fix: "Adjust the booster pushrod, or fit the correct-length rod supplied with the booster, to the specified clearance; set the brake light switch so the pedal rests on its stop; confirm free play. Inspect pads for scorching and flush the fluid if it overheated while dragging.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 80,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.3,
        excludes: "Diagnosis, taxes and pads or rotors damaged by heat while the brakes dragged.",
      },
      verdict: "stop",
      verdictReason:
        "Brakes that drag on all four wheels get hotter with every mile until they fade or lock; do not drive until the pushrod is set.",
      codes: [],
      terms: ["compensating port", "booster pushrod", "pedal free play"],
      related: ["hard-pedal-vacuum-booster-leak", "one-wheel-hot-caliper-dragging", "brake-pedal-slow-to-return"],
    },
    {
      slug: "pedal-pulsation-rotor-thickness-variation",
      title: "Brake pedal pulses under your foot when slowing from highway speed",
      summary:
        "Front rotors with uneven thickness, usually from uneven pad deposits or runout that wore them, make the pedal pulse. Measure runout and thickness, then resurface or replace the rotors with new pads.",
      symptoms: [
        "Rhythmic pulsing in the pedal that speeds up and slows down with road speed",
        "Steering wheel shimmies side to side when braking from 50–70 mph",
        "Smooth at low speed, worst on firm stops from speed",
        "Came on gradually over months rather than overnight",
      ],
      symptomIds: ["vibration-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Disc thickness variation from uneven pad deposits",
          why: "Pad material printed unevenly, often by holding the pedal at a stop after hard use, creates spots that wear differently until thickness varies by more than about 0.0005 in., which you can feel.",
        },
        {
          likelihood: "common",
          part: "Excessive lateral runout at the rotor",
          why: "A rotor that wobbles more than roughly 0.002 in. brushes the pads once per turn, wearing thick and thin spots over a few thousand miles.",
        },
        {
          likelihood: "occasional",
          part: "Rust scale or debris between rotor hat and hub",
          why: "A thin layer of scale tilts the rotor on the hub flange and adds runout.",
        },
        {
          likelihood: "rare",
          part: "Rotor overheated and transformed in spots",
          why: "Repeated severe stops on thin rotors can leave hard spots in the iron that wear and grip differently from the rest of the surface.",
        },
      ],
      checks: [
        {
          step: "Road-test with gentle and firm stops from 60 mph and note whether the shake is in the pedal, the steering or the seat.",
          tools: [],
          expect:
            "Pedal and steering pulsation points to the front rotors; shake felt mainly in the seat points to the rear.",
        },
        {
          step: "Measure rotor thickness at 8–12 points around the rotor, about 1/2 in. in from the outer edge.",
          tools: ["Outside micrometer"],
          expect:
            "Variation beyond the spec, often 0.0005 in. (0.013 mm), confirms the cause; also compare with the MIN TH figure cast into the rotor.",
        },
        {
          step: "With lug nuts torqued, mount a dial indicator on the knuckle and measure lateral runout.",
          tools: ["Dial indicator with magnetic base", "Torque wrench"],
          expect:
            "Usually under 0.002 in. (0.05 mm); more, on a clean hub, calls for indexing the rotor or replacing it.",
        },
        {
          step: "Remove the rotor and measure runout at the hub flange itself.",
          tools: ["Dial indicator with magnetic base"],
          expect:
            "Hub runout above about 0.001–0.002 in. means the hub or bearing must be corrected or the new rotors will pulse again.",
        },
      ],
      fix: "Replace the rotors, or resurface them if they stay above minimum thickness after cutting (an on-car lathe is best on runout-sensitive vehicles). Clean the hub flange to bare metal, fit new pads, torque lug nuts in a star pattern to spec, and bed the pads with moderate stops without holding the pedal at a standstill.",
      difficulty: 2,
      cost: {
        partsLow: 90,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 1.7,
        excludes:
          "Diagnosis, taxes, hub or bearing work if hub runout is out, and dealer pricing; trucks with large rotors cost more.",
      },
      verdict: "ok",
      verdictReason:
        "Stopping power is usually fine at first, but the vibration grows and can mask other faults; repair it soon.",
      codes: [],
      terms: ["lateral runout", "disc thickness variation", "minimum thickness", "bedding in"],
      related: [
        "pulsation-after-tire-service",
        "shudder-felt-in-seat-rear-brakes",
        "new-brakes-feel-weak-after-pad-job",
      ],
    },
    {
      slug: "shudder-felt-in-seat-rear-brakes",
      title: "Seat and floor shudder when braking while the steering wheel stays still",
      summary:
        "Rear rotors with thickness variation or an out-of-round rear drum are the usual cause. Measure the rear brakes the same way as the fronts and replace or machine whatever is out of spec.",
      symptoms: [
        "Shake felt through the seat and floor with little or none in the steering wheel",
        "Surging felt most with light braking at moderate speed",
        "On cable parking brakes, a gentle pull of the lever while rolling slowly can reproduce it",
        "Rear brakes may also grind or squeak",
      ],
      symptomIds: ["vibration-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Rear rotor thickness variation or runout",
          why: "Rear rotors develop the same uneven deposits and wear as fronts, especially on cars whose electronic brake distribution works the rear brakes hard.",
        },
        {
          likelihood: "common",
          part: "Out-of-round rear brake drum",
          why: "A drum that has gone oval from heat or rust pushes the shoes in and out as it turns, felt as a surge from the back of the car.",
        },
        {
          likelihood: "occasional",
          part: "Rust patches on rear rotors of a car that sits",
          why: "Patchy corrosion, heaviest where the pads rested, grabs and releases each time it passes the pads.",
        },
        {
          likelihood: "rare",
          part: "Parking brake shoes rubbing inside a drum-in-hat rotor",
          why: "Shoes adjusted too tight touch the inner drum unevenly and add a pulse even when only the service brakes are used.",
        },
      ],
      checks: [
        {
          step: "In an empty lot at about 10 mph, compare the shudder from the pedal with that from a light pull on a cable parking brake.",
          tools: [],
          expect:
            "Shudder that follows the parking brake points to the drum or drum-in-hat surface; shudder only with the pedal points to rear rotors or drums in the service brakes.",
        },
        {
          step: "Measure rear rotor thickness variation and runout as you would on the front.",
          tools: ["Outside micrometer", "Dial indicator with magnetic base"],
          expect:
            "More than about 0.0005 in. (0.013 mm) thickness variation or 0.002–0.003 in. (0.05–0.08 mm) lateral runout at the rear rotor confirms it as the source of the shudder.",
        },
        {
          step: "Pull the drums and measure the diameter at several points around each one.",
          tools: ["Drum brake micrometer"],
          expect:
            "Any diameter over the maximum cast into the drum, or out-of-round beyond spec (often about 0.003–0.006 in.), means machine or replace.",
        },
      ],
      fix: "Replace or resurface the rear rotors or drums as measured, in axle pairs, with new pads or shoes; clean the hub faces, adjust the parking brake shoes and cable, and bed in the new friction material with moderate stops.",
      difficulty: 2,
      cost: {
        partsLow: 70,
        partsHigh: 300,
        laborHoursLow: 0.8,
        laborHoursHigh: 1.7,
        excludes:
          "Diagnosis, taxes, parking brake hardware and wheel cylinders often renewed with drums; dealer pricing higher.",
      },
      verdict: "ok",
      verdictReason:
        "The car still stops normally in most cases; treat the shudder as a wear warning and book the repair.",
      codes: [],
      terms: ["out-of-round drum", "drum-in-hat", "electronic brake distribution"],
      related: [
        "pedal-pulsation-rotor-thickness-variation",
        "rear-pads-wear-out-before-fronts",
        "parking-brake-wont-hold-on-hill",
      ],
    },
    {
      slug: "pulsation-after-tire-service",
      title: "Brake vibration that started right after new tires or a rotation",
      summary:
        "Lug nuts run on unevenly with an impact gun, or rust trapped between rotor and hub, distorted the rotor when the wheel went back on. Re-torque the wheels in a star pattern; if the pulse stays, clean the hubs and measure runout.",
      symptoms: [
        "Pedal or steering pulsation appeared within days of a tire shop visit",
        "Braking was smooth before the service",
        "Lug nuts very tight or uneven to break loose",
        "No shake while cruising, only when braking",
      ],
      symptomIds: ["vibration-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Uneven lug nut torque from an impact wrench",
          why: "Over- and under-tightened nuts clamp the rotor hat unevenly and pull it out of flat, creating runout that the pads then turn into thickness variation.",
        },
        {
          likelihood: "occasional",
          part: "Rust flakes trapped between hub and rotor",
          why: "When the wheel comes off, the rotor can shift and catch scale behind it, tilting it when the wheel is refitted.",
        },
        {
          likelihood: "occasional",
          part: "Rotor refitted in a different position on the hub",
          why: "A rotor that happened to cancel the hub's small runout can add to it once clocked to a new position.",
        },
        {
          likelihood: "rare",
          part: "Bent hub or wheel from an impact around the same time",
          why: "A bent hub flange causes runout that no rotor can fix; the tire visit may simply be a coincidence.",
        },
      ],
      checks: [
        {
          step: "Loosen and re-torque every lug in a star pattern with a torque wrench to the spec in the owner's manual.",
          tools: ["Torque wrench"],
          expect:
            "Many cars call for about 76–100 ft-lb and light trucks 120–165 ft-lb; a pulse that fades over the next miles was clamping distortion.",
        },
        {
          step: "With the wheel off and the lug nuts torqued over washers, measure rotor runout.",
          tools: ["Dial indicator with magnetic base", "Lug nut spacer washers"],
          expect: "Under about 0.002 in. is acceptable; more means pull the rotor and inspect the hub face.",
        },
        {
          step: "Pull the rotor, clean the hub and rotor mating faces, and measure hub flange runout.",
          tools: ["Hub-cleaning disc or wire brush", "Dial indicator with magnetic base"],
          expect:
            "Bare, clean metal on both faces and hub runout within about 0.001–0.002 in.; then refit and recheck the rotor.",
        },
      ],
      fix: "Clean the hub faces, refit the rotors (clocked for least runout if needed), and torque lugs in two stages with a torque wrench or torque sticks, then drive a few hundred miles. If thickness variation has already formed, resurface or replace the rotors and bed the pads.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean hub faces and retorque the lugs",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          { name: "Resurface rotors, one axle", partsLow: 0, partsHigh: 20, laborHoursLow: 1, laborHoursHigh: 1.5 },
          {
            name: "Replace rotors and pads, one axle",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
        ],
        excludes: "Estimate; excludes taxes; many tire shops correct their own torque work free.",
      },
      verdict: "careful",
      verdictReason:
        "Braking is normally unaffected, but lugs run on unevenly can also be under-tight; re-torque them with a torque wrench before driving far.",
      codes: [],
      terms: ["lug torque", "star pattern", "torque stick"],
      related: ["pedal-pulsation-rotor-thickness-variation", "alignment/shake-after-wheel-reinstalled"],
    },
    {
      slug: "pulls-to-one-side-when-braking",
      title: "Car pulls left or right only when you press the brake",
      summary:
        "One front brake is gripping harder or weaker than the other, most often from a sticking caliper or contaminated pads. Find the side doing less, repair it, and replace pads in axle pairs.",
      symptoms: [
        "Tracks straight until the brake is applied, then drifts or jerks to one side",
        "Pull grows with harder braking",
        "One front wheel much dirtier with brake dust than the other",
        "Left and right front pads worn to different thicknesses",
      ],
      symptomIds: ["pulls-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Caliper piston or slide pins sticking on one side",
          why: "A caliper that cannot clamp fully or release evenly makes left and right braking force unequal, and the car pulls toward the side that brakes harder.",
        },
        {
          likelihood: "occasional",
          part: "Pads contaminated with brake fluid, grease or gear oil on one side",
          why: "Contaminated lining loses grip, so the clean side wins and the car pulls away from the oily wheel.",
        },
        {
          likelihood: "occasional",
          part: "Mismatched pads or rotors left to right",
          why: "Replacing only one side, or mixing pad brands, gives two different friction levels across the axle.",
        },
        {
          likelihood: "rare",
          part: "Worn control-arm bushing or loose ball joint",
          why: "Braking force lets a loose wheel steer itself; the brakes are fine but the geometry shifts under load.",
        },
      ],
      checks: [
        {
          step: "After a few miles with light braking, compare left and right front rotor temperatures.",
          tools: ["Infrared thermometer"],
          expect:
            "Within roughly 50°F of each other is normal; a much hotter rotor marks a dragging caliper, a much cooler one a caliper that is not applying.",
        },
        {
          step: "Remove both front wheels and compare pad thickness and rotor faces side to side.",
          tools: ["Pad thickness gauge", "Flashlight"],
          expect:
            "Similar wear both sides; a tapered or much thinner pad, glazing, or a wet dark pad shows the faulty side.",
        },
        {
          step: "Push each caliper piston back with a tool and slide the caliper on its pins by hand.",
          tools: ["Piston spreader or C-clamp", "Pry bar"],
          expect:
            "The piston retracts with steady moderate force and the caliper floats freely; a piston that will not move or pins that need a hammer confirm binding.",
        },
        {
          step: "Look for what contaminated a pad: caliper boot, axle seal, or a torn CV boot spraying grease.",
          tools: ["Flashlight"],
          expect:
            "Any fluid, gear oil or CV grease near the friction surfaces must be fixed and the pads on both sides replaced.",
        },
        {
          step: "With the front raised, pry at the control arms and ball joints to check for play.",
          tools: ["Pry bar", "Jack stands"],
          expect: "No visible movement; play means a suspension repair rather than a brake one.",
        },
      ],
      fix: "Repair the faulty caliper (new or remanufactured, with new slide pins and boots greased with silicone brake grease), fix the leak that soaked the pads, and replace pads on both sides of the axle, plus rotors if scored or oil-soaked. Bleed the opened caliper and road-test for a straight stop.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 2,
        excludes:
          "Diagnosis, taxes, and suspension parts or axle seals found leaking; dealer parts and labor cost more.",
      },
      verdict: "careful",
      verdictReason:
        "A brake pull can yank the car across a lane in a hard stop or on a wet road; drive gently and have it checked within days.",
      codes: [],
      terms: ["caliper", "slide pins", "axle pair"],
      related: [
        "collapsed-brake-hose-one-wheel",
        "caliper-slide-pins-seized-uneven-wear",
        "one-wheel-hot-caliper-dragging",
      ],
    },
    {
      slug: "collapsed-brake-hose-one-wheel",
      title: "One wheel keeps braking after you let off the pedal",
      summary:
        "A rubber brake hose that has come apart inside acts like a one-way valve and traps pressure at that caliper. Confirm by opening the bleeder, then replace the hose, usually with its partner on the same axle.",
      symptoms: [
        "Car pulls toward one side during and just after braking",
        "That wheel is hot and smells of hot brakes after a drive",
        "Right after a stop the wheel is hard to turn by hand, then frees up minutes later",
        "Original hoses on a vehicle more than about 10 years old",
      ],
      symptomIds: ["brakes-drag", "pulls-braking", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Inner lining of the flexible hose delaminated",
          why: "A flap of the inner liner lets fluid past under high pressure but blocks its return, holding the caliper partly applied.",
        },
        {
          likelihood: "occasional",
          part: "Hose twisted or pinched after suspension or caliper work",
          why: "A twisted or crushed hose restricts the return flow in the same way and may also rub the tire.",
        },
        {
          likelihood: "occasional",
          part: "Caliper piston slow to retract",
          why: "Corrosion behind the piston seal makes the piston hang on; the bleeder test separates this from a hose fault.",
        },
      ],
      checks: [
        {
          step: "Immediately after a drive, aim an infrared thermometer at each rotor face, then raise the car and try spinning each wheel by hand.",
          tools: ["Jack and jack stands", "Gloves"],
          expect:
            "The held-on wheel resists turning right after the pedal is released and its rotor typically reads 100 °F or more above the opposite side's.",
        },
        {
          step: "While that wheel still drags, briefly open its bleeder screw into a bottle.",
          tools: ["Six-point bleeder wrench", "Clear catch bottle with hose"],
          expect:
            "A squirt of fluid and the wheel instantly turning free means pressure was trapped upstream, so the hose is restricting.",
        },
        {
          step: "If opening the bleeder does not free the wheel, lever the piston back with a C-clamp or pad spreader and feel the force.",
          tools: ["Piston spreader or C-clamp"],
          expect: "Binding with no trapped pressure points to the caliper piston or slide pins instead.",
        },
        {
          step: "Look along the hose with the wheels straight and at full lock for bulges, cracks and twists.",
          tools: ["Flashlight"],
          expect:
            "The hose should hang without a twist and never touch the tire, wheel or suspension at any steering angle.",
        },
      ],
      fix: "Replace the failed hose, and the other hose on that axle if it is the same age, with new copper sealing washers at banjo fittings and no twist in the routing. Bleed the caliper, then check the pads and rotor for heat damage and replace anything overheated.",
      difficulty: 2,
      cost: {
        partsLow: 25,
        partsHigh: 120,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.3,
        excludes: "Diagnosis, taxes and pads or rotors cooked by the drag.",
      },
      verdict: "careful",
      verdictReason:
        "A dragging wheel overheats and can fade or pull suddenly; make only a short, gentle trip to a shop.",
      codes: [],
      terms: ["brake hose", "banjo bolt", "bleeder screw"],
      related: ["one-wheel-hot-caliper-dragging", "pulls-to-one-side-when-braking", "brake-hose-bulging-or-cracked"],
    },
    {
      slug: "wear-indicator-squeal",
      title: "Steady high-pitched squeal while driving that stops or changes when you brake",
      summary:
        "The steel wear tab on a brake pad is touching the rotor, which means the pads are down to roughly 2–3 mm of lining. Replace the pads soon, before the backing plates reach the rotor.",
      symptoms: [
        "Thin metallic squeal at low and moderate speed without touching the pedal",
        "Noise stops or changes pitch when you press the brake",
        "Lining seen through the wheel looks 3 mm (1/8 in.) or thinner",
        "Some cars also show a pad wear lamp or message from an electrical sensor",
      ],
      symptomIds: ["squeal", "brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Acoustic wear indicator tab contacting the rotor",
          why: "The spring-steel tab is set to reach the rotor when roughly 2–3 mm of lining remains, giving an audible warning before metal-to-metal wear.",
        },
        {
          likelihood: "occasional",
          part: "Rust ridge at the edge of the rotor meeting the tab early",
          why: "On corroded rotors the tab can touch the lip before the lining is truly worn, so measure before you condemn the pads.",
        },
        {
          likelihood: "rare",
          part: "Bent dust shield touching the rotor",
          why: "A shield knocked inward during a tire change makes a similar thin squeal even with plenty of pad left.",
        },
      ],
      checks: [
        {
          step: "Look at the outer pads through the wheel spokes with a light.",
          tools: ["Flashlight"],
          expect: "Lining at 3 mm (about 1/8 in.) or less means replace; new pads carry roughly 10–12 mm.",
        },
        {
          step: "Remove the wheel and measure lining on both the inner and outer pads.",
          tools: ["Pad thickness gauge"],
          expect: "The inner pad often wears faster; the tab on the thinnest pad is usually the one singing.",
        },
        {
          step: "Check the dust shield gap and the rotor edge for rub marks.",
          tools: ["Flashlight"],
          expect: "A shiny rubbed line on the shield or the rotor edge means a shield rub, not a worn pad.",
        },
      ],
      fix: "Replace pads on both sides of the axle, measure the rotors against minimum thickness and replace or resurface them, clean and lubricate slide pins and abutments, and fit new hardware clips. On cars with an electrical pad wear sensor (common on BMW, Mercedes-Benz and Audi) replace the sensor and reset the service indicator.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 0.6,
        laborHoursHigh: 1.3,
        excludes: "Taxes, rotors below minimum thickness, wear sensors on European cars and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "The squeal is a built-in warning with some lining still left; replace the pads within a few weeks, before metal reaches the rotor.",
      codes: [],
      terms: ["wear indicator", "brake pads", "pad wear sensor"],
      related: [
        "grinding-pads-worn-to-backing-plate",
        "squeal-when-stopping-at-low-speed",
        "stone-or-dust-shield-scraping",
      ],
    },
    {
      slug: "squeal-when-stopping-at-low-speed",
      title: "Brakes squeal at the end of a stop even though the pads are not worn",
      summary:
        "A high-frequency vibration between pad, caliper and rotor, usually from missing shims, dry abutments or glazed pads. Service the hardware and lube points; quality pads with shims usually cure it.",
      symptoms: [
        "Loud squeal in the last few feet of a stop, at low speed and light pedal",
        "Pads measure well above the wear limit",
        "Worse in the morning or in damp weather",
        "Started after a budget brake job or when the shims were left off",
      ],
      symptomIds: ["squeal"],
      causes: [
        {
          likelihood: "common",
          part: "Missing or dry anti-noise shims and abutment clips",
          why: "Shims damp the pad's vibration; without them, and without lubricant at the abutments, the pad rings at an audible frequency.",
        },
        {
          likelihood: "common",
          part: "Glazed pads or glazed rotor surface",
          why: "A shiny, hardened friction surface causes stick-slip that sets off the squeal, often after light use or one overheating episode.",
        },
        {
          likelihood: "occasional",
          part: "Pad compound or design prone to noise",
          why: "Some economy and semi-metallic pads lack chamfers and slots; a quality ceramic or OE-equivalent pad usually stops it.",
        },
        {
          likelihood: "rare",
          part: "Loose caliper bracket or worn guide bushing",
          why: "Extra movement lets the whole caliper vibrate; this usually shows up as a clunk too.",
        },
      ],
      checks: [
        {
          step: "At walking pace, confirm the squeal appears only with light pedal pressure and not while coasting.",
          tools: [],
          expect: "A noise only during braking rules out the wear-tab squeal, which sings while coasting.",
        },
        {
          step: "Remove the pads and inspect the backing plates and friction faces.",
          tools: ["Pad thickness gauge", "Flashlight"],
          expect:
            "Shims present and intact, lining evenly matte and above the 3 mm (about 1/8 in.) service limit so the wear tab is not touching; mirror-shiny or cracked lining means glazing.",
        },
        {
          step: "Inspect abutment clips and slide pins for rust, missing clips and dry lubricant.",
          tools: ["Flashlight"],
          expect: "Clips tight in the bracket and pins sliding smoothly with grease on them.",
        },
      ],
      fix: "Replace glazed or noisy pads with a quality pad that comes with shims, fit new abutment clips, clean rust off the bracket's pad seats, and apply a thin film of high-temperature brake lubricant to abutments, shim backs and pins, never to the friction surface. Resurface or replace glazed rotors, then bed the pads in.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and lube hardware with new clips",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Quality pads with shims and clips, one axle",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Taxes and rotors if glazed or scored; dealer parts cost more.",
      },
      verdict: "ok",
      verdictReason: "A squeal with healthy pads is a noise problem, not a stopping problem; fix it when convenient.",
      codes: [],
      terms: ["anti-noise shim", "abutment clip", "glazing"],
      related: ["wear-indicator-squeal", "brake-groan-at-creep-speed", "new-brakes-feel-weak-after-pad-job"],
    },
    {
      slug: "grinding-pads-worn-to-backing-plate",
      title: "Harsh grinding every time you brake, louder the harder you press",
      summary:
        "The pad lining is gone and the steel backing plate is cutting into the rotor. Stop driving as soon as it is safe and replace pads and rotors, plus the caliper if the piston was damaged.",
      symptoms: [
        "Metal-on-metal grinding or growl on every stop",
        "Longer stopping distances and possibly a lower pedal",
        "Deep grooves or a bright, gouged ring visible on the rotor",
        "An earlier squeal from the wear tab that went quiet some time ago",
      ],
      symptomIds: ["grinding", "pedal-low"],
      causes: [
        {
          likelihood: "common",
          part: "Pads worn through to the steel backing plate",
          why: "With no friction lining left, steel rubs steel, gouging the rotor and sharply cutting braking force.",
        },
        {
          likelihood: "occasional",
          part: "Lining separated from a rusted backing plate",
          why: "On salt-belt cars rust under the lining can break it away, leaving metal contact even when there was mileage left.",
        },
        {
          likelihood: "rare",
          part: "Caliper piston extended far enough to cock or leak",
          why: "Extra piston travel can tear the boot or tilt the piston in its bore, which is why calipers are sometimes replaced after metal-to-metal wear.",
        },
      ],
      checks: [
        {
          step: "Look through the wheel at the rotor face and the pad edges.",
          tools: ["Flashlight"],
          expect:
            "Deep concentric grooves or a blued, gouged rotor and little or no visible lining confirm metal contact.",
        },
        {
          step: "Remove the wheel and measure what lining remains and the rotor thickness.",
          tools: ["Pad thickness gauge", "Outside micrometer"],
          expect:
            "Lining under 2 mm or gone, and after the gouging a rotor usually below the MIN TH figure cast into it (often 1–2 mm under new thickness), means both pads and rotors must be replaced.",
        },
        {
          step: "Push the caliper piston back and inspect the boot and the visible piston surface.",
          tools: ["Piston spreader or C-clamp"],
          expect:
            "Smooth retraction and an intact, dry boot; a torn boot or rust on the piston means replacing the caliper.",
        },
      ],
      fix: "Replace pads and rotors on both sides of the axle, and the caliper if the piston or boot is damaged; lubricate pins and abutments, bleed any caliper that was opened, torque bracket bolts and lugs to spec, and bed the new pads.",
      difficulty: 2,
      cost: {
        partsLow: 100,
        partsHigh: 450,
        laborHoursLow: 0.8,
        laborHoursHigh: 1.9,
        excludes: "Taxes, diagnosis and calipers if damaged; trucks and performance brakes cost more.",
      },
      verdict: "stop",
      verdictReason:
        "Steel on steel sharply reduces braking and can break up the pad or lock the wheel; park it and have it repaired or towed.",
      codes: [],
      terms: ["backing plate", "rotor scoring", "minimum thickness"],
      related: ["wear-indicator-squeal", "pads-rust-jacked-salt-belt", "stone-or-dust-shield-scraping"],
    },
    {
      slug: "scraping-on-first-stops-after-rain",
      title: "Scraping noise on the first few stops after the car sits overnight or in rain",
      summary:
        "A thin layer of flash rust forms on bare cast-iron rotors within hours and scrapes off in the first stops. If it clears within a few stops it is normal; if it lingers or leaves rust bands, look for sticking pads.",
      symptoms: [
        "Gritty scraping on the first one to five stops of the day, then silence",
        "Orange film on the rotor faces after rain, a car wash or a humid night",
        "More noticeable on cars that sit for several days",
        "First stop of the morning may grab a little",
      ],
      symptomIds: ["grinding", "brakes-grab"],
      causes: [
        {
          likelihood: "common",
          part: "Flash rust on the rotor friction surface",
          why: "Cast iron rusts within hours in moisture; the first few applications wipe it off with a brief gritty sound.",
        },
        {
          likelihood: "occasional",
          part: "Pad imprint corrosion where the pads rested",
          why: "A car parked wet for days gets a rust patch under each pad that grabs once per turn until it wears through.",
        },
        {
          likelihood: "rare",
          part: "Pad or caliper sticking so part of the rotor is never wiped",
          why: "A pad that does not touch fully leaves a rust band on part of the rotor that keeps growing and making noise.",
        },
      ],
      checks: [
        {
          step: "Note how many stops the noise lasts and whether it returns later in the day after the car is dry.",
          tools: [],
          expect: "Noise gone within a handful of stops and not back until the next wet night is normal flash rust.",
        },
        {
          step: "After a normal drive, look at both faces of each rotor.",
          tools: ["Flashlight"],
          expect:
            "Shiny metal across the full pad sweep; a rust ring at the inner or outer edge shows incomplete pad contact.",
        },
        {
          step: "If rust bands persist, check that the pads shift slightly by hand and the caliper floats on its pins.",
          tools: ["Pry bar", "Jack stands"],
          expect: "Free pad and caliper movement; stuck hardware explains the band.",
        },
        {
          step: "If a pedal pulse has appeared since the car sat, mic the rotor at the pad-shaped imprint and at several points away from it.",
          tools: ["Outside micrometer"],
          expect:
            "Thickness within about 0.0005 in. all around clears it; a thinner or thicker band where the pads rested means imprint corrosion has become thickness variation, so resurface or replace the rotor.",
        },
      ],
      fix: "Brief morning rust needs nothing. For persistent rust bands, service the slide pins and abutments, and resurface or replace rotors with heavy pitting; where practical, park after a drive that has warmed and dried the brakes.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "No repair: normal flash rust", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Clean and lube slide pins and abutments",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace pitted rotors and pads, one axle",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
        ],
        excludes:
          "Estimate; excludes taxes and diagnosis. Most cars need no repair at all, and the rotor job applies only to deep pitting.",
      },
      verdict: "ok",
      verdictReason:
        "Morning rust noise does not affect stopping once it clears; only noise that persists needs attention.",
      codes: [],
      terms: ["flash rust", "pad imprint"],
      related: [
        "hybrid-ev-rusted-rotors-seized-calipers",
        "caliper-slide-pins-seized-uneven-wear",
        "brakes-grab-at-light-pedal",
      ],
    },
    {
      slug: "stone-or-dust-shield-scraping",
      title: "Constant scraping or metallic whine from one wheel, brake pedal on or off",
      summary:
        "A pebble caught between the rotor and the dust shield, or a bent shield touching the rotor, is the usual culprit. Remove the stone or bend the shield back, then check the rotor for scoring.",
      symptoms: [
        "Scraping or squealing that follows wheel speed and continues with the pedal released",
        "Started suddenly after a gravel road or a tire change",
        "Comes and goes as the stone shifts position",
        "Bright curved scratch on the rotor face",
      ],
      symptomIds: ["grinding", "squeal"],
      causes: [
        {
          likelihood: "common",
          part: "Stone or debris trapped between rotor and dust shield",
          why: "The shield sits a few millimeters from the rotor, so a pebble wedged in the gap is dragged around, scraping on every turn.",
        },
        {
          likelihood: "common",
          part: "Dust shield bent into the rotor",
          why: "Thin sheet-steel shields bend easily during tire or brake work and then rub the rotor.",
        },
        {
          likelihood: "occasional",
          part: "Rust-rotted shield breaking loose",
          why: "On salt-belt vehicles the shield rots around its mounts and vibrates against the rotor.",
        },
        {
          likelihood: "rare",
          part: "Worn wheel bearing letting the rotor touch the shield",
          why: "Bearing play lets the rotor wobble into the shield; a bearing also hums louder with speed and changes tone in turns.",
        },
      ],
      checks: [
        {
          step: "Roll slowly past a wall with the windows down to find the corner.",
          tools: [],
          expect: "The noise tracks wheel speed at one corner, brake on or off.",
        },
        {
          step: "Grab the raised tire at 12 and 6 o'clock and rock it before removing the wheel.",
          tools: ["Jack stands"],
          expect:
            "No play you can feel; with a dial indicator on the hub, end play over about 0.002 in. (0.05 mm) on a sealed hub bearing (typical; confirm in the service information) points at the bearing.",
        },
        {
          step: "With the wheel off, turn the rotor by hand and watch the gap to the shield all the way around.",
          tools: ["Flashlight"],
          expect:
            "An even gap all the way around, typically 3–6 mm; bright contact marks on the rotor edge or a trapped stone show the cause.",
        },
      ],
      fix: "Remove the stone, bend the shield back to an even gap, or replace a rotted shield; then check the rotor for deep scoring and replace it if it is gouged below minimum thickness. Replace the wheel bearing if play was found.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Remove the stone or bend the shield back",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          { name: "Replace the dust shield", partsLow: 20, partsHigh: 80, laborHoursLow: 1, laborHoursHigh: 1.8 },
        ],
        excludes: "Taxes, a rotor for deep scoring and any wheel bearing repair.",
      },
      verdict: "ok",
      verdictReason: "Irritating but rarely a braking risk; sort it soon so it does not gouge the rotor.",
      codes: [],
      terms: ["dust shield", "rotor scoring"],
      related: ["wear-indicator-squeal", "grinding-pads-worn-to-backing-plate"],
    },
    {
      slug: "click-when-braking-after-reversing",
      title: "Single click from the front on the first stop after changing direction",
      summary:
        "Brake pads shifting in a worn caliper bracket as the car goes from reverse to forward. Fit new abutment clips and correctly sized pads, and confirm the bracket bolts are tight.",
      symptoms: [
        "One click on the first stop after reversing, and again on the first stop going forward",
        "Later stops in the same direction are quiet",
        "Pads loose enough to rattle over bumps",
        "Often after pads were fitted without new clips",
      ],
      symptomIds: ["click-clunk"],
      causes: [
        {
          likelihood: "common",
          part: "Missing, worn or weak abutment clips",
          why: "Clips preload the pad in the bracket; without that spring force the pad moves its full clearance and knocks the bracket when direction changes.",
        },
        {
          likelihood: "occasional",
          part: "Stepped or worn caliper bracket abutments",
          why: "Years of pad movement wear a step into the bracket, adding play that clips cannot take up.",
        },
        {
          likelihood: "rare",
          part: "Loose caliper guide bolts",
          why: "The caliper body itself shifts; check torque immediately, because this can end with the caliper coming off.",
        },
      ],
      checks: [
        {
          step: "In an empty lot, brake gently in reverse, then forward, while a helper listens at each front wheel.",
          tools: ["Helper"],
          expect: "A single clack on the first stop in each direction identifies pad shift.",
        },
        {
          step: "Remove the wheel and try to move each pad in the bracket by hand.",
          tools: ["Jack stands"],
          expect:
            "Pads slide with light effort but cannot clack back and forth; free play confirms worn clips or abutments.",
        },
        {
          step: "Torque-check the caliper bracket and guide bolts.",
          tools: ["Torque wrench"],
          expect:
            "Front caliper bracket bolts commonly 50–170 ft-lb and guide-pin bolts about 15–35 ft-lb (typical; confirm in the service information); any loose bolt turns this into an urgent repair.",
        },
      ],
      fix: "Install new abutment clips with pads of the correct dimensions, clean the bracket seats, lubricate lightly, and torque all bolts to spec; replace the bracket if the abutments are stepped.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 180,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.1,
        excludes: "Taxes and pads or rotors if worn; dealer pricing higher.",
      },
      verdict: "ok",
      verdictReason:
        "Once the bolt torque is confirmed, pad shift is a noise rather than a failure; have it corrected at the next brake service.",
      codes: [],
      terms: ["abutment clip", "caliper bracket", "pad shift"],
      related: ["clunk-loose-caliper-or-bracket", "squeal-when-stopping-at-low-speed"],
    },
    {
      slug: "clunk-loose-caliper-or-bracket",
      title: "Heavy knock from one wheel when braking, a few days after brake work",
      summary:
        "A caliper guide bolt or bracket bolt left loose lets the caliper move under braking load. Check bolt torque now; a caliper that comes off can lock the wheel or rip the hose.",
      symptoms: [
        "Loud knock on every brake application and sometimes over bumps",
        "Started days or weeks after a pad or caliper job",
        "Pull or wobble under braking on that side",
        "Fresh scrape marks on the inside of the wheel spokes",
      ],
      symptomIds: ["click-clunk", "pulls-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Caliper guide bolts under-torqued or missing specified threadlocker",
          why: "The caliper shifts on its bracket and strikes it each time braking torque reaches the pads.",
        },
        {
          likelihood: "occasional",
          part: "Caliper bracket bolts loose on the steering knuckle",
          why: "The whole caliper assembly rocks, and a bolt can back out completely.",
        },
        {
          likelihood: "rare",
          part: "Stripped threads in the knuckle or bracket",
          why: "Damaged threads cannot hold torque, so the bolt loosens again however tight it was set.",
        },
      ],
      checks: [
        {
          step: "Grab the caliper with the wheel off and try to rock it by hand.",
          tools: ["Jack stands", "Gloves"],
          expect: "No movement at all; any shift or clunk means a loose bolt.",
        },
        {
          step: "Torque-check the guide bolts and bracket bolts against the service data.",
          tools: ["Torque wrench"],
          expect:
            "Guide bolts are commonly 15–35 ft-lb and bracket bolts roughly 50–170 ft-lb depending on vehicle; look up the exact figures.",
        },
        {
          step: "Remove the loose bolt and inspect it and its threads.",
          tools: ["Flashlight", "Thread pitch gauge"],
          expect: "Clean, undamaged threads; stretched bolts or stripped holes need new bolts or a thread repair.",
        },
      ],
      fix: "Replace stretched or damaged bolts (many bracket bolts are one-time-use or need fresh threadlocker), repair threads or replace the bracket or knuckle, torque to spec, and inspect the pads, hose and rotor for damage caused by the movement.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Retorque with new bracket bolts",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Thread repair or new caliper bracket",
            partsLow: 40,
            partsHigh: 180,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Taxes and a knuckle if threads are stripped; the shop that did the brake job should correct it free.",
      },
      verdict: "stop",
      verdictReason:
        "A caliper working loose can jam in the wheel or tear its hose, causing sudden lockup or loss of braking; do not drive it.",
      codes: [],
      terms: ["caliper bracket", "guide bolt", "threadlocker"],
      related: ["click-when-braking-after-reversing", "pulls-to-one-side-when-braking"],
    },
    {
      slug: "brake-groan-at-creep-speed",
      title: "Low groan or moan from the brakes when creeping in traffic or easing to a stop",
      summary:
        "Stick-slip between pad and rotor at very low speed, common with semi-metallic pads on heavy trucks and SUVs. Usually harmless; hardware service, rotor resurfacing or a different pad compound reduces it.",
      symptoms: [
        "Deep groan or creak under light pedal at walking pace",
        "Faint vibration through the pedal or floor while it groans",
        "Worst when cold and damp, gone once the brakes are warm",
        "Often heard while slowly releasing the brake on a slope",
      ],
      symptomIds: ["squeal", "vibration-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Pad compound stick-slip at low sliding speed",
          why: "High-friction semi-metallic pads alternately grip and release the rotor at crawling speed, shaking the knuckle at a low frequency.",
        },
        {
          likelihood: "occasional",
          part: "Dry slide pins or abutments passing the vibration on",
          why: "Binding hardware lets the caliper resonate instead of damping the movement.",
        },
        {
          likelihood: "occasional",
          part: "Uneven pad deposits or rust texture on the rotor",
          why: "A patchy surface increases stick-slip and makes the groan louder.",
        },
        {
          likelihood: "rare",
          part: "Worn suspension bushing amplifying the sound",
          why: "Loose rubber mounts let the brake vibration drive the control arm, turning a faint noise into a loud groan.",
        },
      ],
      checks: [
        {
          step: "Reproduce the groan creeping slowly in a lot with light pedal, once cold and again warm.",
          tools: [],
          expect:
            "A groan only below about 5 mph with a light pedal, fading once the brakes are warm, fits pad stick-slip rather than a loose part.",
        },
        {
          step: "Inspect the rotor surface texture and the pad faces.",
          tools: ["Flashlight"],
          expect: "A smooth, even rotor; patchy deposits or rust bands favor resurfacing.",
        },
        {
          step: "Check the slide pins and abutments for freedom and lubrication.",
          tools: ["Brake grease", "Pry bar"],
          expect: "Free pins with fresh grease; dry or rusty parts need servicing.",
        },
      ],
      fix: "Service slide pins and abutments with brake lubricant, deglaze or resurface the rotors, and if needed change to a ceramic or OE-formula pad, then bed the new pads properly. Some manufacturers have issued bulletins with revised pads for this noise, so check for one by VIN.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Service slide pins and abutments",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Pads and rotor resurfacing, one axle",
            partsLow: 50,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.3,
          },
          { name: "Pads and rotors, one axle", partsLow: 150, partsHigh: 300, laborHoursLow: 1, laborHoursHigh: 1.3 },
        ],
        excludes: "Estimate; excludes taxes; dealer pricing for revised bulletin pads is higher.",
      },
      verdict: "ok",
      verdictReason: "A creep groan does not reduce braking; treat it as a comfort repair.",
      codes: [],
      terms: ["stick-slip", "semi-metallic pads", "TSB"],
      related: ["squeal-when-stopping-at-low-speed", "brakes-grab-at-light-pedal"],
    },
    {
      slug: "caliper-slide-pins-seized-uneven-wear",
      title: "Inner brake pad worn to metal while the outer pad still looks thick",
      summary:
        "Seized or dry caliper slide pins stop the floating caliper from centering, so only the piston-side pad does the work. Free or replace the pins and boots, and fit new pads and rotors.",
      symptoms: [
        "Inner pad much thinner than the outer, sometimes down to the backing plate",
        "Pads worn into a wedge shape from one end to the other",
        "Grinding from one wheel even though the outer pad looks fine through the spokes",
        "Slightly weaker braking and a mild pull",
      ],
      symptomIds: ["grinding", "pulls-braking", "brakes-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Slide pins corroded or dry in their bores",
          why: "A floating caliper must slide on its pins to pull the outer pad in; seized, the piston presses the inner pad hard while the outer pad barely touches.",
        },
        {
          likelihood: "common",
          part: "Torn slide pin boots letting in water and salt",
          why: "Once a boot tears, the pin and bore corrode and seize within a winter or two.",
        },
        {
          likelihood: "occasional",
          part: "Petroleum grease swelling the pin boots or bushings",
          why: "Chassis grease in place of silicone or synthetic brake grease swells the rubber, jamming the pin.",
        },
        {
          likelihood: "rare",
          part: "Bent slide pin or damaged bracket bore",
          why: "A pin bent during an earlier job binds at one end of its travel, producing tapered wear.",
        },
      ],
      checks: [
        {
          step: "With the wheel off, compare inner and outer pad thickness at both ends.",
          tools: ["Pad thickness gauge", "Flashlight"],
          expect: "Within about 2 mm of each other is normal; more, or a tapered pad, points to the pins.",
        },
        {
          step: "Remove the caliper and pull each slide pin out of the bracket by hand.",
          tools: ["Socket set", "Brake cleaner"],
          expect: "Pins slide out and back with finger force; rust, pitting or needing a hammer confirms seizure.",
        },
        {
          step: "Inspect the boots and the bracket bores.",
          tools: ["Flashlight"],
          expect: "Boots intact and supple and bores clean; swollen, soft rubber suggests the wrong grease was used.",
        },
      ],
      fix: "Clean the bores, fit new pins and boots (or a new bracket if the bores are pitted), grease them with silicone or synthetic caliper-pin grease, and replace pads and rotors on both sides of the axle. If a pin cannot be freed, replace the bracket or fit a loaded caliper.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 1.7,
        excludes: "Taxes, diagnosis and calipers if the pistons also stick; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "The brake still works, but one pad is at or near metal and braking force is down; repair it within days.",
      codes: [],
      terms: ["floating caliper", "slide pins", "tapered pad wear"],
      related: ["pulls-to-one-side-when-braking", "pads-rust-jacked-salt-belt", "grinding-pads-worn-to-backing-plate"],
    },
    {
      slug: "one-wheel-hot-caliper-dragging",
      title: "One wheel is smoking hot and smells burnt after a normal drive",
      summary:
        "A caliper piston corroded in its bore is not retracting, so the pads stay on the rotor. Let it cool, stop driving on it, and replace the caliper with new pads and usually a rotor.",
      symptoms: [
        "Acrid hot smell from one wheel, sometimes with light smoke",
        "That wheel too hot to touch and coated in dark brake dust",
        "Car feels sluggish and fuel economy drops",
        "Pull toward that side, worse after a long drive",
      ],
      symptomIds: ["burning-smell", "brakes-drag", "pulls-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Caliper piston seized by corrosion",
          why: "Water in old fluid and through a torn boot rusts the piston and bore, so the square-cut seal can no longer pull the piston back after the pedal is released.",
        },
        {
          likelihood: "occasional",
          part: "Collapsed hose holding pressure at the caliper",
          why: "A restricted hose traps pressure behind the piston; opening the bleeder separates this from a seized piston.",
        },
        {
          likelihood: "occasional",
          part: "Seized slide pins",
          why: "The caliper cannot float back, so the pads keep rubbing after release.",
        },
        {
          likelihood: "rare",
          part: "Rear parking brake mechanism not releasing",
          why: "At a rear wheel, a seized cable or the parking brake lever in the caliper holds the pads applied.",
        },
      ],
      checks: [
        {
          step: "After a few miles of normal stops, shoot both rotors on each axle at the same spot on the face with an infrared thermometer.",
          tools: ["Infrared thermometer"],
          expect: "One rotor 100°F or more hotter than its partner on the same axle identifies the dragging wheel.",
        },
        {
          step: "Raise that wheel and spin it by hand, then compare with the other side.",
          tools: ["Jack stands"],
          expect: "Clearly more resistance on the suspect wheel confirms the drag.",
        },
        {
          step: "With a catch bottle on the open bleeder, press the piston home with a C-clamp over the old inner pad and compare the effort with the caliper on the other side.",
          tools: ["Six-point bleeder wrench", "Piston spreader or C-clamp"],
          expect: "A piston that needs great force to move, or rust on it under the boot, condemns the caliper.",
        },
        {
          step: "Inspect the pads and rotor for heat damage.",
          tools: ["Flashlight"],
          expect:
            "A blue rotor, cracked or crumbling lining, or dark boiled fluid at the bleeder means those parts go too.",
        },
      ],
      fix: "Replace the caliper (a loaded caliper with pads saves time), the pads on both sides of the axle, the rotor if it is heat-blued or out of spec, and the hose if suspect. Bleed the system and consider a full flush: fluid that let a piston rust is usually old and wet throughout the system.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 1.7,
        excludes: "Diagnosis, taxes, a hose and the opposite caliper if it is also corroded; dealer pricing higher.",
      },
      verdict: "stop",
      verdictReason:
        "A seized caliper can heat the wheel until the fluid boils, the brake fades or the tire and grease catch fire; let it cool and get it towed or fixed nearby.",
      codes: [],
      terms: ["caliper piston", "square-cut seal", "brake drag"],
      related: [
        "collapsed-brake-hose-one-wheel",
        "caliper-slide-pins-seized-uneven-wear",
        "parking-brake-cable-seized",
      ],
    },
    {
      slug: "caliper-piston-seal-leak",
      title: "Wet, oily streak on the inside of one front tire and a falling brake fluid level",
      summary:
        "A caliper is leaking brake fluid past its piston seal, at its bleeder or at the hose fitting. Replace the caliper, any soaked pads on that axle, and bleed the system before driving.",
      symptoms: [
        "Shiny, oily wetness on the inner tire sidewall and wheel behind one brake",
        "Brake fluid reservoir level lower at each check",
        "Pedal a little lower every few days as fluid is lost",
        "Red BRAKE lamp once the level reaches the float switch",
      ],
      symptomIds: ["fluid-leak", "pedal-low", "brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Caliper piston seal failure",
          why: "Corrosion pits the piston and bore until the seal cannot hold pressure, so fluid weeps out past the boot and soaks the pads.",
        },
        {
          likelihood: "occasional",
          part: "Bleeder screw loose or cracked",
          why: "A bleeder left loose after a bleed, or one that snapped and was badly repaired, seeps at the caliper.",
        },
        {
          likelihood: "occasional",
          part: "Hose banjo fitting leaking at the caliper",
          why: "A reused copper washer or a damaged sealing face leaks at the hose joint, which looks like a caliper leak.",
        },
        {
          likelihood: "rare",
          part: "Cracked caliper casting",
          why: "A curb impact or an old repair can crack the body near a fitting or bleeder boss.",
        },
      ],
      checks: [
        {
          step: "Wipe the wet area and confirm it is brake fluid, matching it to a falling reservoir.",
          tools: ["Shop rag", "Flashlight"],
          expect: "Thin, slippery fluid with a dropping reservoir confirms a brake leak rather than shock or axle oil.",
        },
        {
          step: "Pull back the edge of the piston boot and inspect the bleeder and hose joint.",
          tools: ["Pick tool", "Flashlight"],
          expect:
            "Fluid inside the boot means the piston seal is leaking; a wet bleeder or banjo joint narrows it to that fitting.",
        },
        {
          step: "Clean the caliper, have a helper press the pedal hard, and watch.",
          tools: ["Helper", "Brake cleaner"],
          expect: "Fresh drops appear at the failing point within a few applications.",
        },
      ],
      noMeasurement:
        "A caliper seal leak is found by eye: fluid inside the piston boot, a falling reservoir and fresh drops under pedal pressure; no gauge reading tells a piston seal from a bleeder or banjo leak.",
      fix: "Replace the caliper (remanufactured units with new seals are common) and any fluid-soaked pads in axle pairs, using new copper washers on the banjo fitting. Bleed that wheel, flush if the fluid is old, and set the level to MAX.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 320,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes: "Diagnosis, taxes, rotors if contaminated and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Fluid loss speeds up under pressure and soaked pads barely grip; do not drive until the caliper is replaced.",
      codes: [],
      terms: ["caliper", "piston seal", "dust boot"],
      related: ["banjo-bolt-leak-after-brake-service", "low-brake-fluid-from-pad-wear", "pedal-goes-to-floor-suddenly"],
    },
    {
      slug: "banjo-bolt-leak-after-brake-service",
      title: "Brake fluid seeping where the hose bolts into the caliper, right after a brake job",
      summary:
        "The banjo bolt went back in with old crushed copper washers, a misaligned fitting or too little torque. Fit new washers, torque the bolt to spec and bleed; the shop that did the job should put it right.",
      symptoms: [
        "Drip or wet film where the rubber hose bolts to the caliper",
        "Started within days of a caliper or hose replacement",
        "Reservoir slowly losing fluid and the pedal slightly lower",
      ],
      symptomIds: ["fluid-leak", "pedal-low"],
      causes: [
        {
          likelihood: "common",
          part: "Reused copper sealing washers",
          why: "Copper crush washers deform to seal once; reused, they no longer fill the imperfections in the faces and seep under pressure.",
        },
        {
          likelihood: "occasional",
          part: "Washer missing, doubled or the wrong size",
          why: "Two washers on one side and none on the other, or an undersized washer, leaves a path for fluid.",
        },
        {
          likelihood: "occasional",
          part: "Bolt under-torqued or fitting cocked off its locating tab",
          why: "The fitting is not clamped flat against the caliper face, so it weeps under hard braking.",
        },
        {
          likelihood: "rare",
          part: "Damaged sealing face on the caliper or hose fitting",
          why: "A burr or scratch across the face leaks even with new washers.",
        },
      ],
      checks: [
        {
          step: "Clean the fitting, have someone hold hard pedal pressure, and watch the joint.",
          tools: ["Brake cleaner", "Flashlight", "Helper"],
          expect: "Fresh fluid beading at the banjo joint confirms the leak point.",
        },
        {
          step: "Remove the banjo bolt, inspect the washers and both sealing faces, and look up the bolt's torque before refitting with new washers.",
          tools: ["Socket set", "Pick tool"],
          expect:
            "One new copper washer of the correct size on each side, smooth flat faces, and the bolt torqued to spec, typically about 15–35 ft-lb (confirm in the service information).",
        },
        {
          step: "Check that the bolt's cross-drilled passage is clear.",
          tools: ["Compressed air with blow nozzle"],
          expect: "Air passes freely; a blocked bolt would also cause a weak or dragging brake.",
        },
      ],
      fix: "Fit two new copper washers, one on each side of the fitting, seat the fitting against its locating tab, torque the banjo bolt to spec (commonly about 15–35 ft-lb), bleed the caliper and recheck under hard pedal.",
      difficulty: 2,
      cost: {
        partsLow: 2,
        partsHigh: 15,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.8,
        excludes:
          "Taxes and a hose or caliper if the sealing faces are damaged; often free from the shop that did the work.",
      },
      verdict: "careful",
      verdictReason: "A seeping fitting can let go under a hard stop; have it resealed before driving normally.",
      codes: [],
      terms: ["banjo bolt", "copper crush washer"],
      related: ["caliper-piston-seal-leak", "spongy-pedal-air-in-lines"],
    },
    {
      slug: "rear-wheel-cylinder-leak",
      title: "Brake fluid on the inside of a rear wheel on a car with drum brakes",
      summary:
        "The rear wheel cylinder is leaking past its cups and soaking the shoes. Replace the wheel cylinders (usually both sides) and any contaminated shoes, then bleed and adjust the brakes.",
      symptoms: [
        "Wet streak on the inner rear tire sidewall or under the backing plate",
        "Reservoir level creeping down",
        "That rear wheel grabs or makes the car dart when braking",
        "Pedal lower than usual",
      ],
      symptomIds: ["fluid-leak", "brakes-grab", "pedal-low"],
      causes: [
        {
          likelihood: "common",
          part: "Wheel cylinder cups worn or hardened",
          why: "Corrosion pits the bore and the rubber cups stop sealing, so fluid weeps behind the boots and onto the shoes.",
        },
        {
          likelihood: "occasional",
          part: "Bleeder or line flare at the wheel cylinder leaking",
          why: "A loose or corroded bleeder, or a rusted flare nut, seeps whenever the pedal is pressed.",
        },
        {
          likelihood: "rare",
          part: "Axle seal leak mistaken for a brake leak",
          why: "Gear oil from a leaking rear axle seal looks similar, but it smells of sulfur and the brake reservoir stays full.",
        },
      ],
      checks: [
        {
          step: "Look at the back of the backing plate and check the reservoir level.",
          tools: ["Flashlight"],
          expect:
            "A wet plate with a falling reservoir points to the wheel cylinder; a sulfur smell with a full reservoir points to the axle seal.",
        },
        {
          step: "Remove the drum and peel back a wheel cylinder boot.",
          tools: ["Pick tool", "Brake spring tools"],
          expect: "Any liquid behind the boot means the cylinder leaks; a faint film may only be assembly lube.",
        },
        {
          step: "Inspect both shoes on that side for soaking.",
          tools: ["Flashlight"],
          expect: "Dark, wet or glazed lining must be replaced; it cannot be cleaned reliably.",
        },
      ],
      noMeasurement:
        "A wheel cylinder leak is confirmed by eye: liquid behind the boot and soaked lining. No meter or gauge reading adds anything, and the soaked shoes are replaced whatever they measure.",
      fix: "Replace the wheel cylinders rather than honing them, replace contaminated shoes in axle pairs with a new hardware kit, clean or replace the drums, then bleed the rear brakes thoroughly and adjust the shoes.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 200,
        laborHoursLow: 0.8,
        laborHoursHigh: 1.7,
        excludes:
          "Taxes, drums over their maximum diameter, and brake lines that snap while rusted fittings are loosened.",
      },
      verdict: "careful",
      verdictReason:
        "A weeping wheel cylinder usually loses fluid slowly, but rear braking is reduced; if the level drops below MIN or the pedal goes low, stop driving.",
      codes: [],
      terms: ["wheel cylinder", "brake shoes", "backing plate"],
      related: ["rear-drum-grabs-from-axle-oil", "low-pedal-rear-drum-adjusters", "rear-drum-rattle-broken-hardware"],
    },
    {
      slug: "rear-drum-grabs-from-axle-oil",
      title: "Rear drum brake grabs or locks on a pickup, with dark oily residue on that wheel",
      summary:
        "Gear oil or brake fluid has soaked the rear shoes, which now grab unpredictably. Fix the leaking axle seal or wheel cylinder, replace the shoes on both sides and clean the drums.",
      symptoms: [
        "One rear wheel chirps or locks on moderate stops, especially in the wet",
        "Rear of the truck steps sideways when braking",
        "Dark, oily wetness on the inner side of one rear wheel",
        "Sulfur smell of gear oil at that wheel",
      ],
      symptomIds: ["brakes-grab", "fluid-leak", "pulls-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Rear axle seal leaking gear oil onto the shoes",
          why: "On solid rear axles the seal sits right behind the brake; oil-soaked lining grips erratically, grabbing one moment and slipping the next.",
        },
        {
          likelihood: "occasional",
          part: "Leaking wheel cylinder",
          why: "Brake fluid on the lining behaves the same way, with a falling reservoir as the tell.",
        },
        {
          likelihood: "occasional",
          part: "Broken return spring or shoes swapped front to rear",
          why: "A shoe that does not retract, or a long-lining secondary shoe in the primary position, self-energizes too much and grabs.",
        },
        {
          likelihood: "rare",
          part: "Overfilled differential or blocked axle vent",
          why: "Pressure in the axle housing pushes oil past even a healthy seal.",
        },
      ],
      checks: [
        {
          step: "Check the brake reservoir and the differential fill level, and smell the residue.",
          tools: ["Flashlight"],
          expect:
            "Sulfur-smelling gear oil with a steady brake reservoir means the axle seal; check the axle oil is level with the fill hole to about 1/2 in. below it (typical), since an overfill pushes oil past seals.",
        },
        {
          step: "Remove the drum and inspect the shoes, springs and shoe positions.",
          tools: ["Brake spring tools", "Flashlight"],
          expect:
            "Dry lining, every spring attached, and on duo-servo brakes the shorter-lined primary shoe facing the front of the vehicle.",
        },
        {
          step: "Pull the axle shaft out and in to feel for bearing play, and look at the seal lip.",
          tools: ["Pry bar"],
          expect: "No noticeable play; a worn axle bearing will ruin a new seal quickly.",
        },
        {
          step: "Check that the axle housing vent is open.",
          tools: ["Compressed air with blow nozzle"],
          expect:
            "Air blows freely through the axle vent; a plugged vent lets the housing build pressure as it heats and pushes gear oil past the axle seal onto the shoes.",
        },
      ],
      fix: "Replace the axle seal (and bearing if worn), clear the vent, repair any wheel cylinder leak, replace the shoes on both sides, clean drums and backing plates with brake cleaner, and adjust the shoes. Refill the differential to the correct level with the specified gear oil and any friction modifier a limited-slip unit needs.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 260,
        laborHoursLow: 1.2,
        laborHoursHigh: 2.7,
        excludes: "Taxes, diagnosis, drums too oil-soaked to clean, and axle bearings.",
      },
      verdict: "careful",
      verdictReason:
        "A grabbing rear brake can swing the back end around on a wet or icy road; drive gently and get it repaired promptly.",
      codes: [],
      terms: ["axle seal", "duo-servo drum brake", "axle vent"],
      related: ["rear-wheel-cylinder-leak", "rear-drum-rattle-broken-hardware", "empty-pickup-rear-wheels-lock-early"],
    },
    {
      slug: "rear-drum-rattle-broken-hardware",
      title: "Rattle or scrape from a rear drum over bumps and when stopping",
      summary:
        "A broken hold-down spring, return spring or adjuster part is loose inside the drum. Pull the drum, replace the hardware kit and check shoes and drum before loose parts jam the wheel.",
      symptoms: [
        "Metallic rattle from the rear over rough pavement",
        "Scrape or clunk when stopping or backing up",
        "Rear wheel occasionally binds or the parking brake feels odd",
        "Pedal low or rear braking uneven",
      ],
      symptomIds: ["click-clunk", "grinding", "pedal-low"],
      causes: [
        {
          likelihood: "common",
          part: "Broken hold-down or return spring",
          why: "Springs fatigue and rust; a broken one leaves a shoe free to rattle and to touch the drum unevenly.",
        },
        {
          likelihood: "occasional",
          part: "Adjuster or parking brake strut come loose",
          why: "A loose strut or adjuster lever rattles and stops the self-adjuster working, so the pedal drops.",
        },
        {
          likelihood: "occasional",
          part: "Lining broken away from the shoe",
          why: "Rust under bonded lining can break a piece free, which tumbles inside the drum and scrapes.",
        },
        {
          likelihood: "rare",
          part: "Backing plate rusted through or loose",
          why: "A rotted plate lets the whole assembly shift on the axle flange.",
        },
      ],
      checks: [
        {
          step: "Tap the drum with a rubber mallet and rock the vehicle while listening at each rear wheel.",
          tools: ["Rubber mallet"],
          expect: "A loose-parts rattle from inside the drum confirms internal hardware.",
        },
        {
          step: "Remove the drum and inspect every spring, clip, strut and shoe.",
          tools: ["Brake spring tools", "Flashlight"],
          expect: "All parts attached and under tension, lining bonded solidly, backing plate firm.",
        },
        {
          step: "Measure the drum and look for scoring from loose parts.",
          tools: ["Drum brake micrometer"],
          expect:
            "Inside diameter within the maximum cast into the drum (typically 0.090 in. over nominal) and no grooves from loose parts that would need machining.",
        },
      ],
      fix: "Install a complete hardware kit and adjuster, replace shoes in axle pairs if damaged, machine or replace the drums, and adjust the shoes and the parking brake. Replace the backing plate if it is rotted.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 250,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.6,
        excludes: "Taxes, wheel cylinders often replaced at the same time and backing plates on rusted vehicles.",
      },
      verdict: "careful",
      verdictReason: "Loose parts inside a drum can jam the wheel or disable that brake; have it opened up soon.",
      codes: [],
      terms: ["hold-down spring", "hardware kit", "self-adjuster"],
      related: ["low-pedal-rear-drum-adjusters", "rear-wheel-cylinder-leak", "parking-brake-wont-hold-on-hill"],
    },
    {
      slug: "rusted-steel-brake-line-leak",
      title: "Steel brake line along the frame is scaly with rust or wet at a clip",
      summary:
        "Corroded steel brake lines are close to bursting. Replace the affected runs, often all of them, before one fails; a line that is already wet means the vehicle should not be driven.",
      symptoms: [
        "Brake lines covered in flaking rust or swollen under their coating",
        "Wet spot or drip at a line clip, over the fuel tank or above the rear axle",
        "Soft or low pedal and a falling reservoir",
        "Failed a state safety inspection for corroded lines",
      ],
      symptomIds: ["fluid-leak", "pedal-low", "brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Road-salt corrosion of plain steel lines",
          why: "Salt trapped under clips and insulators eats the line from outside until it pinholes; early-2000s GM full-size trucks and SUVs are notorious and drew an NHTSA investigation.",
        },
        {
          likelihood: "occasional",
          part: "Line chafing against the frame or body",
          why: "A missing clip lets the line vibrate against metal until it wears through.",
        },
        {
          likelihood: "rare",
          part: "Line crushed by road debris or a misplaced jack",
          why: "A flattened or kinked section restricts flow and can split under pressure.",
        },
      ],
      checks: [
        {
          step: "With the vehicle on a lift, follow each line from the master cylinder and ABS unit to every wheel, including over the tank and axle.",
          tools: ["Lift", "Flashlight"],
          expect: "Smooth, uniformly coated lines; flaking scale, swelling or wet spots mean replace.",
        },
        {
          step: "Tap suspect sections lightly with a pick without bending the line.",
          tools: ["Pick tool"],
          expect:
            "Solid metal under light surface rust; scale that flakes away to pitted, thinned wall means the line is failing.",
        },
        {
          step: "Have a helper hold hard pedal while you recheck the worst spots.",
          tools: ["Helper", "Flashlight"],
          expect: "Any seep under pressure confirms the line is breached.",
        },
      ],
      noMeasurement:
        "Line condition is judged by eye and by tapping for flaking scale: wall loss on a steel line cannot be measured in place, so any scaled, swollen or wet section is replaced.",
      fix: "Replace corroded lines with pre-bent kits or copper-nickel tubing, made with the correct double or ISO bubble flares, routed and clipped like the original and never joined with compression fittings. Replace seized fittings and any hoses disturbed, then flush and bleed, including a scan-tool ABS bleed if lines at the modulator were opened.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace one rusted line section",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 1.7,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the full brake line set",
            partsLow: 250,
            partsHigh: 500,
            laborHoursLow: 4,
            laborHoursHigh: 7.3,
          },
        ],
        excludes:
          "Taxes, diagnosis, dropping the fuel tank on some trucks, and hoses or calipers broken while freeing seized fittings.",
      },
      verdict: "stop",
      verdictReason:
        "A line that is already weeping can burst on the next hard stop and take out half the brakes; do not drive on a wet line.",
      codes: [],
      terms: ["double flare", "ISO bubble flare", "copper-nickel brake line"],
      related: ["pedal-goes-to-floor-suddenly", "brake-hose-bulging-or-cracked", "parking-brake-cable-seized"],
      commonOn: [
        chevroletGmt800Trucks,
        gmcGmt800Trucks,
        { make: "cadillac", models: ["escalade"], years: [1999, 2007] },
      ],
    },
    {
      slug: "brake-hose-bulging-or-cracked",
      title: "Rubber brake hose is cracked or balloons when the pedal is pressed",
      summary:
        "An aged flexible brake hose is breaking down and can burst. Replace the hoses, normally in axle pairs, and bleed the brakes.",
      symptoms: [
        "Cracks in the hose cover when it is bent, especially near the crimped ends",
        "Hose visibly swells under hard pedal pressure",
        "Pedal slightly soft although no air comes out when bleeding",
        "Dampness or rust stains at a crimped fitting",
      ],
      symptomIds: ["pedal-spongy", "fluid-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Age and ozone cracking of the outer cover",
          why: "After many years the outer rubber cracks, water reaches the reinforcing braid, and the hose weakens from within.",
        },
        {
          likelihood: "occasional",
          part: "Hose twisted, stretched or rubbing the tire",
          why: "Incorrect installation or a suspension job leaves the hose strained until it wears through.",
        },
        {
          likelihood: "rare",
          part: "Inner liner breaking down",
          why: "A weak liner lets the hose expand under pressure, absorbing pedal travel, and can also trap pressure at the caliper.",
        },
      ],
      checks: [
        {
          step: "Bend each hose gently and inspect it with the wheels turned to each lock.",
          tools: ["Flashlight"],
          expect: "No cracks or abrasion, and no contact with the tire or suspension at any steering angle.",
        },
        {
          step: "Watch each hose while a helper stands on the pedal.",
          tools: ["Helper"],
          expect: "No visible swelling; any bulge condemns the hose.",
        },
        {
          step: "Look for seepage at the crimped fittings and at banjo ends.",
          tools: ["Flashlight"],
          expect: "Dry fittings; dampness or rust streaks at a crimp mean replace.",
        },
      ],
      noMeasurement:
        "A hose fails on sight: cracks, abrasion, a bulge under pedal pressure or a damp crimp. No gauge measures a hose's inner liner in place, so a doubtful hose is simply replaced.",
      fix: "Fit DOT-marked hoses of the correct length and fitting type with new washers, installed without twist; replace the matching hose on the same axle, bleed, and confirm clearance at full lock and full suspension droop.",
      difficulty: 2,
      cost: {
        partsLow: 25,
        partsHigh: 160,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.5,
        excludes: "Taxes, diagnosis and seized line fittings; dealer hoses cost more.",
      },
      verdict: "stop",
      verdictReason:
        "A hose that swells under pedal pressure or is cracked can burst in the next hard stop and take out half the brakes; have it replaced where it stands or towed.",
      codes: [],
      terms: ["flexible brake hose", "banjo fitting"],
      related: ["collapsed-brake-hose-one-wheel", "spongy-pedal-air-in-lines", "rusted-steel-brake-line-leak"],
    },
    {
      slug: "master-cylinder-leaks-into-booster",
      title: "Brake fluid level keeps dropping but no leak shows at the wheels",
      summary:
        "Fluid is probably escaping from the back of the master cylinder into the vacuum booster, where it cannot be seen. Pull the master cylinder forward to confirm, then replace it, and the booster too if fluid pooled inside.",
      symptoms: [
        "Reservoir level falls over weeks with dry wheels and lines",
        "Wetness or blistered paint where the master cylinder meets the booster",
        "Pedal gradually sinking or getting softer",
        "Red BRAKE lamp once the level is low",
      ],
      symptomIds: ["fluid-leak", "pedal-sinks", "brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Master cylinder rear seal leaking into the booster",
          why: "Fluid passes the rearmost piston seal and drains out the back of the master cylinder into the booster, hiding the leak.",
        },
        {
          likelihood: "occasional",
          part: "Reservoir grommets or cap seal leaking",
          why: "Hardened grommets seep between the plastic reservoir and the master cylinder body, and fluid runs down the booster face.",
        },
        {
          likelihood: "rare",
          part: "Hidden seep at an ABS unit or line fitting",
          why: "A slow leak at a modulator fitting can drip onto a splash shield and spread thin before you spot it.",
        },
      ],
      checks: [
        {
          step: "Inspect the joint between master cylinder and booster and the paint below it.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Wet fluid or bubbled paint means fluid is escaping there.",
        },
        {
          step: "Remove the master cylinder nuts and ease it forward without disconnecting the lines.",
          tools: ["Socket set"],
          expect: "Fluid on the booster face or in the master cylinder's rear cavity confirms the rear seal leak.",
        },
        {
          step: "Pull the check valve out of the booster and look inside with a light.",
          tools: ["Flashlight"],
          expect: "Fluid in the booster means it must be replaced too, because the diaphragm will deteriorate.",
        },
        {
          step: "Before paying for a master cylinder, check the VIN at NHTSA's recall site for an open brake master cylinder or booster campaign.",
          tools: ["NHTSA recall lookup"],
          expect:
            "Some models have been recalled for master cylinders leaking into the booster; an open recall makes the repair free.",
        },
      ],
      noMeasurement:
        "The rear-seal leak is confirmed by eye: fluid at the master cylinder-to-booster joint or inside the booster shell; the reservoir falls without any gauge or meter reading pointing at it.",
      fix: "Bench-bleed and fit a new master cylinder and, if fluid got inside, a new booster; set the pushrod clearance, bleed the system, and flush if the fluid is old.",
      difficulty: 3,
      cost: {
        partsLow: 90,
        partsHigh: 700,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "Diagnosis, taxes and a booster only if contaminated; recall repairs are free at the dealer.",
      },
      verdict: "careful",
      verdictReason:
        "Fluid is leaving the system and the pedal will get worse; check the level daily and drive only to the shop.",
      codes: [],
      terms: ["master cylinder", "brake booster", "recall"],
      related: ["pedal-creeps-down-at-stop", "hard-pedal-vacuum-booster-leak", "low-brake-fluid-from-pad-wear"],
    },
    {
      slug: "low-brake-fluid-from-pad-wear",
      title: "Brake fluid reservoir near MIN but nothing is leaking",
      summary:
        "As pads wear, the caliper pistons move out and reservoir fluid fills in behind them, so the level falls slowly. Check the pads; if they are worn, replace them instead of topping up.",
      symptoms: [
        "Level has dropped gradually over tens of thousands of miles",
        "No wet spots at the wheels, lines or master cylinder",
        "Pads found thin when inspected",
        "Red BRAKE lamp flickers in turns or hard stops as the fluid sloshes",
      ],
      symptomIds: ["fluid-leak", "brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Normal pad wear drawing fluid into the calipers",
          why: "Every millimeter of pad wear leaves the piston sitting farther out and holding more fluid; large pistons and thin pads lower the level noticeably.",
        },
        {
          likelihood: "occasional",
          part: "Slow external leak not yet visible",
          why: "A very small seep can spread thin on a hot part or get washed off by rain; recheck after cleaning.",
        },
        {
          likelihood: "rare",
          part: "Master cylinder leaking into the booster",
          why: "Hidden loss with no outside sign; the master cylinder-to-booster joint tells.",
        },
      ],
      checks: [
        {
          step: "Measure pad lining on all four wheels.",
          tools: ["Pad thickness gauge", "Flashlight"],
          expect: "Thin pads, 3 mm or less, explain a low level; near-new pads with a low reservoir mean a leak.",
        },
        {
          step: "Clean around the reservoir, mark the level and recheck in a week.",
          tools: ["Marker or tape"],
          expect: "A stable level confirms there is no active leak.",
        },
        {
          step: "Inspect every wheel, line and the master cylinder-to-booster joint.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Every joint dry, including the booster face behind the master cylinder.",
        },
      ],
      fix: "Replace the worn pads, drawing off some fluid first because the level rises as the pistons are pushed back, then set the level to MAX with the specified fluid. If the pads are healthy, find the leak before adding fluid.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Replace worn pads and set the fluid level",
            partsLow: 60,
            partsHigh: 180,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          {
            name: "Pads and rotors, one axle, and level set",
            partsLow: 180,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes taxes and dealer pricing. If the pads are still serviceable, a top-up costs only the bottle of fluid.",
      },
      verdict: "careful",
      verdictReason:
        "A slow drop from pad wear is not a leak, but pads this thin are close to metal and the red lamp may flicker; replace them soon, and treat a fast drop as a leak.",
      codes: [],
      terms: ["brake fluid reservoir", "MIN and MAX marks"],
      related: ["wear-indicator-squeal", "master-cylinder-leaks-into-booster", "red-brake-light-with-full-reservoir"],
    },
    {
      slug: "red-brake-light-with-full-reservoir",
      title: "Red BRAKE warning lamp stays on although the fluid is full and the parking brake is off",
      summary:
        "Usually a parking brake switch stuck closed or a failed fluid level sensor; sometimes the ABS module lighting the lamp because brake distribution is disabled. Check the switch and sensor first, then scan all modules.",
      symptoms: [
        "Red BRAKE or (!) lamp on all the time or on and off",
        "Fluid at MAX and the brakes feel normal",
        "Lamp goes out when the parking brake lever or pedal is wiggled",
        "Amber ABS lamp may be on at the same time",
      ],
      symptomIds: ["brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Parking brake switch stuck, misadjusted or shorted to ground",
          why: "The lamp circuit sees the parking brake as applied; bent or corroded switches at the lever or pedal are the usual find.",
        },
        {
          likelihood: "occasional",
          part: "Fluid level sensor float stuck or sensor shorted",
          why: "A float that sticks low, or a sensor whose reed switch has failed closed, tells the cluster the level is low.",
        },
        {
          likelihood: "occasional",
          part: "Electronic brake distribution disabled by an ABS fault",
          why: "Many vehicles light the red lamp when the ABS module can no longer proportion rear pressure, usually with ABS codes stored.",
        },
        {
          likelihood: "rare",
          part: "Chafed wire to ground or an instrument cluster fault",
          why: "A wire rubbed through to the body at the switch circuit lights the lamp with everything else correct.",
        },
      ],
      checks: [
        {
          step: "Confirm the parking brake is fully released, then wiggle the lever or pedal while watching the lamp.",
          tools: [],
          expect: "A lamp that flickers or goes out as the lever moves means the switch needs adjusting or replacing.",
        },
        {
          step: "With the key on, unplug the fluid level sensor connector at the reservoir.",
          tools: ["Wiring diagram"],
          expect:
            "On most designs the lamp goes out if the sensor read falsely low; across a reed-type sensor expect open (OL) with the float up and under 1 Ω with it pushed down, though some work the opposite way, so check the diagram.",
        },
        {
          step: "Scan every module, paying attention to the ABS module.",
          tools: ["Scan tool"],
          expect:
            "ABS codes with the red lamp point to the ABS system; no codes sends you back to the switch and sensor circuits.",
        },
      ],
      fix: "Adjust or replace the parking brake switch, replace the level sensor or reservoir as found, and repair chafed wiring. If ABS codes are stored, diagnose the ABS fault; red and amber lamps together mean rear brake proportioning may be lost.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 120,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Diagnosis, taxes and any ABS repair found; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "Until you know why the lamp is lit, assume a real hydraulic or distribution fault and drive gently to a shop.",
      codes: [],
      terms: ["parking brake switch", "fluid level sensor", "electronic brake distribution"],
      related: [
        "low-brake-fluid-from-pad-wear",
        "epb-stuck-applied-warning-lamp",
        "empty-pickup-rear-wheels-lock-early",
      ],
    },
    {
      slug: "petroleum-contaminated-brake-fluid",
      title: "Someone poured power steering fluid or oil into the brake fluid reservoir",
      summary:
        "Petroleum products swell every rubber seal in the brake system and can cause drag or total failure. Do not drive it; the accepted repair is replacing every rubber-containing hydraulic part and flushing the lines.",
      symptoms: [
        "Brake reservoir was topped up with power steering fluid, ATF, engine oil or an unknown fluid",
        "Oily layer floating on the fluid, or fluid smelling of oil",
        "Reservoir cap diaphragm swollen or distorted",
        "Brakes dragging, or the pedal getting high and hard as seals swell",
      ],
      symptomIds: ["brakes-drag", "fluid-leak", "pedal-hard"],
      causes: [
        {
          likelihood: "common",
          part: "Wrong fluid added to the brake reservoir",
          why: "Brake system rubber (EPDM) is made for glycol fluid; mineral oil makes it swell and soften, covering compensating ports and making seals bind or leak.",
        },
        {
          likelihood: "occasional",
          part: "Petroleum grease or solvent used on internal parts",
          why: "Assembling calipers or wheel cylinders with mineral grease, or washing them in parts-washer solvent, contaminates the seals from inside.",
        },
        {
          likelihood: "rare",
          part: "DOT 5 silicone mixed with glycol fluid",
          why: "Silicone does not blend with glycol and separates into globules, giving a soft pedal and unpredictable behavior, although it does not swell seals the way oil does.",
        },
      ],
      checks: [
        {
          step: "Draw a sample from the reservoir and drop it into a clear jar of water.",
          tools: ["Syringe or turkey baster", "Clear jar"],
          expect:
            "Glycol brake fluid mixes into the water; an oily layer floating on top shows petroleum contamination.",
        },
        {
          step: "Inspect the reservoir cap diaphragm and the reservoir grommets.",
          tools: ["Flashlight"],
          expect: "A swollen, soft or stretched diaphragm confirms the rubber has been exposed.",
        },
        {
          step: "Peel back a wheel cylinder boot or look at a caliper piston seal at one corner.",
          tools: ["Pick tool", "Flashlight"],
          expect: "Swollen, mushy rubber at the wheels means the contamination has spread through the lines.",
        },
      ],
      noMeasurement:
        "Petroleum contamination is shown by the jar test and by swollen rubber, not by a meter: copper strips and boiling-point testers read water and wear, not oil in the fluid.",
      fix: "Replace the master cylinder, all calipers and wheel cylinders, all flexible hoses, and the ABS hydraulic unit where the manufacturer requires it; flush the steel lines per the service procedure and blow them dry, then refill and bleed, finishing with a scan-tool ABS bleed.",
      difficulty: 4,
      cost: {
        partsLow: 600,
        partsHigh: 2800,
        laborHoursLow: 3.3,
        laborHoursHigh: 10,
        excludes: "Towing, diagnosis, taxes, ABS unit programming where required and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Swelling seals can make the brakes drag, lock or fail outright without warning; tow the vehicle instead of driving it.",
      codes: [],
      terms: ["brake fluid contamination", "EPDM seals", "DOT 5 silicone"],
      related: ["brake-fluid-dark-and-overdue", "all-brakes-drag-after-booster-swap", "pedal-goes-to-floor-suddenly"],
    },
    {
      slug: "pedal-fade-firm-pedal-towing-downhill",
      title: "Brakes feel firm but barely slow the truck on a long downgrade or while towing",
      summary:
        "The pads have overheated (pad fade), so the friction material loses grip although the pedal stays firm. Pull over and let them cool, use lower gears from then on, and have pads and rotors checked.",
      symptoms: [
        "Pedal firm and high, yet stopping power falls away",
        "Hot, acrid smell of overheated pads",
        "Happens after long descents, repeated hard stops or towing near the rating",
        "Vibration or squeal from glazed pads after the episode",
      ],
      symptomIds: ["brake-fade", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Pad friction material heated past its working range",
          why: "Above its rated temperature the pad's resin outgasses and its friction drops; the pedal stays firm because the fluid has not boiled.",
        },
        {
          likelihood: "occasional",
          part: "Riding the brakes instead of using engine braking",
          why: "Constant light braking on a grade heats the rotors continuously with no time to cool.",
        },
        {
          likelihood: "occasional",
          part: "Trailer brakes not working or controller gain set too low",
          why: "The tow vehicle's brakes end up stopping the trailer's weight as well as their own.",
        },
        {
          likelihood: "rare",
          part: "Pads unsuited to the vehicle's load",
          why: "Economy pads fitted to a heavy truck fade much earlier than a severe-duty compound.",
        },
      ],
      checks: [
        {
          step: "Once cool, inspect the pads and rotors.",
          tools: ["Flashlight"],
          expect: "Glazed or cracked pads and blue or heat-checked rotors show how hot they got.",
        },
        {
          step: "Check the trailer brakes with the controller's manual lever at low speed, and the controller gain setting.",
          tools: ["Trailer brake controller"],
          expect:
            "The trailer should visibly tug when the manual lever is applied; no effect means it added nothing to braking.",
        },
        {
          step: "Test the fluid's boiling point.",
          tools: ["Brake fluid boiling-point tester"],
          expect:
            "A DOT 3 reading well above its 284 °F wet minimum (401 °F or higher when new) rules out fluid fade; a reading near 284 °F means the fluid boiled along with the pads.",
        },
      ],
      fix: "Replace glazed or heat-damaged pads and rotors with a compound rated for the load (severe-duty or towing pads), bed them in, repair the trailer brakes, and flush the fluid if it overheated. On grades, select tow/haul mode or a lower gear and brake firmly in bursts rather than dragging.",
      difficulty: 2,
      cost: {
        partsLow: 100,
        partsHigh: 500,
        laborHoursLow: 0.8,
        laborHoursHigh: 2,
        excludes: "Taxes, diagnosis, trailer brake repairs and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "While faded the brakes cannot stop the vehicle normally; pull over and let them cool for 20–30 minutes before going on in a low gear.",
      codes: [],
      terms: ["brake fade", "heat checking", "tow/haul mode"],
      related: ["pedal-soft-after-hard-braking", "hydro-boost-hard-pedal", "pedal-pulsation-rotor-thickness-variation"],
    },
    {
      slug: "pedal-soft-after-hard-braking",
      title: "Pedal goes soft and sinks after repeated hard stops, then recovers once cool",
      summary:
        "The brake fluid is boiling in the hot calipers because it has absorbed water or is the wrong grade. Let it cool, then flush with fresh fluid of the specified grade or a higher-boiling one the manufacturer approves.",
      symptoms: [
        "Pedal travels much farther and feels spongy after a mountain descent or a track session",
        "Normal pedal returns once the brakes have cooled",
        "Fluid is old or has never been changed",
        "Bubbles or darkened fluid at the calipers when bled afterward",
      ],
      symptomIds: ["brake-fade", "pedal-spongy", "pedal-low"],
      causes: [
        {
          likelihood: "common",
          part: "Water-laden fluid boiling at the calipers",
          why: "Vapor bubbles form in the caliper when the fluid passes its lowered boiling point; vapor compresses, so the pedal goes soft.",
        },
        {
          likelihood: "occasional",
          part: "Fluid grade too low for the use",
          why: "DOT 3 in a car driven hard on track or in mountains can boil where DOT 4 or a racing fluid would not.",
        },
        {
          likelihood: "occasional",
          part: "Worn pads passing more heat to the fluid",
          why: "Thin lining insulates the piston less, so the fluid in the caliper heats faster.",
        },
        {
          likelihood: "rare",
          part: "Missing brake cooling ducts or splash shields",
          why: "Less airflow around the calipers lets them run hotter on every stop.",
        },
      ],
      checks: [
        {
          step: "Stop, let the brakes cool for 20–30 minutes, then test the pedal again.",
          tools: [],
          expect: "A firm pedal once cool fits fluid boil rather than a leak.",
        },
        {
          step: "Measure the fluid's boiling point or water content.",
          tools: ["Brake fluid boiling-point tester"],
          expect:
            "At or near the wet boiling point (284 °F for DOT 3, 311 °F for DOT 4), or about 3% water, confirms fluid boil as the cause.",
        },
        {
          step: "Bleed each caliper into a clear bottle and watch what comes out.",
          tools: ["Pressure or vacuum bleeder", "Clear catch bottle with hose"],
          expect: "Bubbles and darker fluid at the front calipers show fluid that has boiled.",
        },
      ],
      fix: "Flush the whole system with fresh fluid of the specified grade, or a higher-boiling DOT 4 or DOT 5.1 the manufacturer allows, check pads and rotors for heat damage, and use lower gears on long descents.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 80,
        laborHoursLow: 0.6,
        laborHoursHigh: 1.2,
        excludes: "Taxes, pads and rotors damaged by heat and dealer flush pricing.",
      },
      verdict: "stop",
      verdictReason:
        "While the fluid is boiling the pedal can reach the floor; pull over and let the brakes cool before moving again.",
      codes: [],
      terms: ["vapor lock", "wet boiling point", "DOT 4"],
      related: ["brake-fluid-dark-and-overdue", "pedal-fade-firm-pedal-towing-downhill", "spongy-pedal-air-in-lines"],
    },
    {
      slug: "parking-brake-cable-seized",
      title: "Parking brake will not fully release and a rear wheel drags",
      summary:
        "A rusted parking brake cable or a seized lever at the rear brake is keeping the shoes or pads applied. Free or replace the cable and lever, and avoid setting the parking brake in freezing weather until it is fixed.",
      symptoms: [
        "One rear wheel hot and smelling after a drive",
        "Lever or pedal returns but the rear brake stays on",
        "Car sluggish and the rear brakes noisy",
        "Worse in winter, when water inside the cable freezes",
      ],
      symptomIds: ["parking-brake-fault", "brakes-drag", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Parking brake cable corroded inside its sheath",
          why: "Water gets into the conduit, rusts the inner wire and freezes it in the applied position; very common on salt-belt vehicles.",
        },
        {
          likelihood: "occasional",
          part: "Parking brake lever on a rear caliper seized",
          why: "On calipers with an integral parking brake, the actuator shaft rusts and the lever does not return.",
        },
        {
          likelihood: "occasional",
          part: "Drum-in-hat shoes or their lever stuck",
          why: "Rust and debris hold the small parking brake shoes out against the drum inside the rotor hat.",
        },
        {
          likelihood: "rare",
          part: "Cable adjusted too tight at the equalizer",
          why: "An over-adjusted cable keeps the brake partly applied even with the lever released.",
        },
      ],
      checks: [
        {
          step: "After a short drive with the lever released, compare the two rear rotor or drum temperatures, then raise the rear and spin each wheel.",
          tools: ["Jack stands"],
          expect:
            "Both rear brakes within about 30 °F of each other and spinning freely; one side far hotter that resists turning by hand identifies the seized side.",
        },
        {
          step: "At the dragging wheel, push the parking brake lever on the caliper or backing plate toward release by hand.",
          tools: ["Pry bar"],
          expect:
            "If the wheel frees up, the cable is sticking; if the lever is already at rest, the caliper or shoes are seized.",
        },
        {
          step: "Unhook the cable at the brake and try to slide it through its sheath.",
          tools: ["Pliers"],
          expect: "Smooth movement both ways; binding or frayed wire means a new cable.",
        },
      ],
      fix: "Replace the seized cable or cables and any stuck rear caliper or drum-in-hat hardware, lubricate the pivots, adjust the cable to spec at the equalizer, and check pads or shoes for heat damage.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 300,
        laborHoursLow: 0.7,
        laborHoursHigh: 2,
        excludes: "Taxes, rear calipers or rotors found damaged, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A dragging rear brake overheats and wears out quickly; make only a short, careful trip to a shop.",
      codes: [],
      terms: ["parking brake cable", "equalizer", "drum-in-hat"],
      related: ["parking-brake-wont-hold-on-hill", "one-wheel-hot-caliper-dragging", "rusted-steel-brake-line-leak"],
    },
    {
      slug: "parking-brake-wont-hold-on-hill",
      title: "Parking brake is pulled all the way up but the car still rolls on a slope",
      summary:
        "Worn or unadjusted rear shoes, a stretched cable, or a rear caliper whose self-adjuster has stopped working. Adjust the system in the right order: shoes or calipers first, then the cable.",
      symptoms: [
        "Car creeps on a hill with the parking brake fully applied",
        "Lever or pedal travels many more clicks than normal",
        "Rear wheels turn by hand with the parking brake on",
        "Parking brake lamp still works normally",
      ],
      symptomIds: ["parking-brake-fault"],
      causes: [
        {
          likelihood: "common",
          part: "Drum-in-hat shoes worn or out of adjustment",
          why: "The small shoes inside the rotor hat need manual adjustment; once they are far from the drum, the cable runs out of travel before they clamp.",
        },
        {
          likelihood: "common",
          part: "Cable stretched or equalizer loose",
          why: "Stretch uses up the lever's travel so the brake never reaches full clamp.",
        },
        {
          likelihood: "occasional",
          part: "Integral parking brake caliper not self-adjusting",
          why: "The caliper's internal screw mechanism should follow pad wear; seized, it leaves the lever unable to push the pads to the rotor.",
        },
        {
          likelihood: "rare",
          part: "Oil or brake fluid on the parking brake lining",
          why: "Contaminated lining slides even when fully clamped.",
        },
      ],
      checks: [
        {
          step: "Count the clicks of the lever or pedal and compare with the specification.",
          tools: [],
          expect: "Many more clicks than specified confirms excess travel.",
        },
        {
          step: "With the rear raised, apply the lever two or three clicks and try to turn each wheel.",
          tools: ["Jack stands"],
          expect:
            "Drag should start within the first few clicks; a wheel that still spins freely shows where travel is lost.",
        },
        {
          step: "Remove the rotor or drum and measure the parking brake lining and drum diameter.",
          tools: ["Drum brake micrometer", "Flashlight"],
          expect: "Lining above the minimum, often about 1.5 mm, and the drum within its stamped limit.",
        },
      ],
      fix: "Adjust drum-in-hat shoes through the access hole or with a shoe gauge, replace worn shoes and hardware, then set the cable at the equalizer to the specified click count. On integral-caliper designs free or replace the caliper. Burnish new parking brake shoes as the manufacturer describes, typically with a few gentle applications while rolling slowly.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Adjust the shoes and the cable", partsLow: 0, partsHigh: 20, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Parking brake shoes and hardware, both sides",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
          {
            name: "Rear caliper with integral parking brake",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes taxes and rear rotors found worn; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Safe to drive, but the car can roll away when parked on a slope; turn the wheels to the curb and use Park or gear until it is fixed.",
      codes: [],
      terms: ["parking brake shoes", "equalizer", "burnishing"],
      related: ["parking-brake-cable-seized", "low-pedal-rear-drum-adjusters", "rear-piston-wont-retract-pad-change"],
    },
    {
      slug: "epb-stuck-applied-warning-lamp",
      title: "Electric parking brake will not release and the EPB warning lamp is on",
      summary:
        "The electric parking brake motor, its control module or its switch has faulted, often set off by low battery voltage. Check the battery first, scan for codes, and use the scan tool to command a release.",
      symptoms: [
        "EPB lamp and a Service Parking Brake style message on the cluster",
        "Brake stays applied when you press the switch with your foot on the brake",
        "Whirring from the rear wheels with no release, or no sound at all",
        "Started after a battery replacement or when the battery was weak",
      ],
      symptomIds: ["parking-brake-fault", "brake-warning-light", "brakes-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Low system voltage",
          why: "EPB motors draw heavy current; a weak battery or a poor ground makes the module refuse to move them or log a fault.",
        },
        {
          likelihood: "occasional",
          part: "Caliper actuator motor or gearbox failure",
          why: "The motor-on-caliper unit's gears or spindle nut can seize or strip, leaving the piston clamped.",
        },
        {
          likelihood: "occasional",
          part: "EPB switch failure",
          why: "A failed switch sends no signal or conflicting signals, so the module will not release.",
        },
        {
          likelihood: "rare",
          part: "Corroded actuator connector or module fault",
          why: "Green corrosion at the caliper motor connectors or a failed module stops the release command reaching the motor.",
        },
      ],
      checks: [
        {
          step: "Test the battery at rest and under load.",
          tools: ["Battery tester", "Digital multimeter"],
          expect:
            "At least 12.4 V at rest and above about 10 V under load; charge or replace a weak battery before anything else.",
        },
        {
          step: "Scan the EPB (or ABS) module for codes and view motor data.",
          tools: ["Scan tool with EPB functions"],
          expect: "Motor current or circuit codes point to one side; a switch code points to the console switch.",
        },
        {
          step: "Inspect the motor connectors at both rear calipers.",
          tools: ["Flashlight"],
          expect: "Clean, dry, fully latched connectors.",
        },
        {
          step: "Command a release with the scan tool.",
          tools: ["Bidirectional scan tool"],
          expect:
            "A release that works on command points to the switch or voltage; no movement confirms the motor or caliper.",
        },
      ],
      fix: "Repair the battery, switch, wiring or actuator as found; a seized actuator usually means a new caliper or motor unit. Clear codes, run the EPB calibration or initialization in the scan tool, and test apply and release several times.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Switch, fuse or wiring repair and EPB calibration",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Rear caliper or EPB motor unit, one side",
            partsLow: 200,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Diagnosis, taxes, a battery and dealer pricing; some makes need dealer software for calibration.",
      },
      verdict: "stop",
      verdictReason:
        "Driving against an applied parking brake overheats the rear brakes quickly; have it released, or transported on a flatbed or dollies.",
      codes: [],
      terms: ["electric parking brake", "motor-on-caliper", "EPB calibration"],
      related: [
        "epb-switch-does-nothing",
        "rear-piston-wont-retract-pad-change",
        "red-brake-light-with-full-reservoir",
      ],
    },
    {
      slug: "epb-switch-does-nothing",
      title: "Electric parking brake switch does nothing and the car can roll when parked",
      summary:
        "The EPB is not applying, often from a blown fuse, a failed switch, or a system left in service mode after pad work. Check fuses and battery, scan for codes, and rely on Park and wheel chocks until it is fixed.",
      symptoms: [
        "Pulling or pressing the EPB switch gives no sound and no lamp change",
        "Parking brake indicator never comes on",
        "Automatic apply when shifting to Park has stopped",
        "Parking brake warning message on the cluster",
      ],
      symptomIds: ["parking-brake-fault", "brake-warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Blown EPB fuse or poor power feed",
          why: "The motors are fused on their own circuits; a blown fuse or corroded ground leaves the system with no power.",
        },
        {
          likelihood: "occasional",
          part: "Switch damaged by a spill or wear",
          why: "A drink spilled into the console switch is a common way to kill it.",
        },
        {
          likelihood: "occasional",
          part: "Actuator motor or harness open circuit",
          why: "An open winding or a broken wire in the caliper harness prevents apply and sets a code.",
        },
        {
          likelihood: "rare",
          part: "System left in service or maintenance mode",
          why: "A service mode not exited after pad work keeps the EPB disabled until it is ended with the scan tool or the switch sequence.",
        },
      ],
      checks: [
        {
          step: "With the ignition on, check the EPB fuses with a test light on both sides.",
          tools: ["Test light", "Fuse puller"],
          expect:
            "Battery voltage, about 12.4 V or more, on both sides of each EPB fuse with the ignition on; a blown fuse hints at a shorted motor or harness.",
        },
        {
          step: "Scan the EPB module for codes and its current mode.",
          tools: ["Scan tool with EPB functions"],
          expect:
            "Codes, or a status showing maintenance mode active, identify the fault or the missed exit from service mode.",
        },
        {
          step: "Measure the motor resistance at each caliper connector.",
          tools: ["Digital multimeter"],
          expect:
            "A low, similar reading on both sides (a few ohms); an open circuit condemns that motor or its harness.",
        },
      ],
      fix: "Find any short before replacing a fuse, then repair the switch, harness or motor as found. Exit service mode, run the EPB initialization, and confirm apply, release and auto-apply in Park.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Fuse, switch or wiring repair and initialization",
            partsLow: 10,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "EPB motor or caliper, one side",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Diagnosis, taxes and dealer-only scan procedures on some makes.",
      },
      verdict: "careful",
      verdictReason:
        "The car drives and brakes normally but may roll when parked; always select Park and chock the wheels on a slope.",
      codes: [],
      terms: ["electric parking brake", "service mode", "EPB fuse"],
      related: ["epb-stuck-applied-warning-lamp", "rear-piston-wont-retract-pad-change"],
    },
    {
      slug: "rear-piston-wont-retract-pad-change",
      title: "Rear caliper piston will not push back during a pad change",
      summary:
        "Rear calipers with a built-in parking brake need the piston wound in, not pushed, and electric parking brake calipers must be put in service mode first. Use the right tool; forcing the piston ruins the caliper.",
      symptoms: [
        "C-clamp or spreader will not move the rear piston at all",
        "Piston face has slots or notches",
        "Electric motor bolted to the back of the rear caliper",
        "EPB warning lamp after someone tried to force the piston",
      ],
      symptomIds: ["parking-brake-fault", "brakes-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Screw-type piston on an integral parking brake caliper",
          why: "The piston threads onto an internal adjuster and must be rotated, usually clockwise, while pressed to retract.",
        },
        {
          likelihood: "common",
          part: "Electric parking brake not in service mode",
          why: "The motor's spindle nut holds the piston out; until the scan tool or a switch sequence retracts it, the piston cannot go back.",
        },
        {
          likelihood: "occasional",
          part: "Piston seized in the bore by corrosion",
          why: "Rust behind the boot locks the piston, and the caliper needs replacing.",
        },
      ],
      checks: [
        {
          step: "Look at the piston face and the back of the caliper.",
          tools: ["Flashlight"],
          expect: "Notches or slots mean wind-back; a motor on the back means service mode first.",
        },
        {
          step: "On EPB cars, connect a scan tool and select the brake service or pad-change mode.",
          tools: ["Scan tool with EPB functions"],
          expect: "The motors audibly retract and the cluster reports service mode.",
        },
        {
          step: "Turn the piston with a wind-back tool using the adapter that matches the notches.",
          tools: ["Caliper piston wind-back tool"],
          expect: "The piston rotates inward smoothly; no movement at all means a seized caliper.",
        },
      ],
      noMeasurement:
        "A procedure problem rather than a reading: the piston type, the EPB service mode and whether the piston turns with the wind-back tool decide it, and there is no value to measure.",
      fix: "Retract correctly, fit the pads with the piston notch aligned to the pad's locating pin where used, and on EPB systems exit service mode and run the apply or calibration routine. Pump the pedal until firm and cycle the parking brake several times so the adjuster takes up clearance before driving.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 60,
        laborHoursLow: 0.4,
        laborHoursHigh: 1,
        excludes:
          "The pads and rotors themselves, taxes and diagnosis; a scan tool with EPB functions is extra if you work on your own car.",
      },
      verdict: "stop",
      verdictReason:
        "Do not drive until the pads are in, the pistons are set and the pedal is firm; a half-finished job leaves the rear brakes useless or dragging.",
      codes: [],
      terms: ["wind-back tool", "service mode", "integral parking brake caliper"],
      related: ["epb-stuck-applied-warning-lamp", "epb-switch-does-nothing", "parking-brake-wont-hold-on-hill"],
    },
    {
      slug: "rear-pads-wear-out-before-fronts",
      title: "Rear brake pads wear out before the front pads",
      summary:
        "On many newer cars the rear brakes do more work than you would expect, because electronic brake distribution and stability control lean on them; sticking rear calipers or parking brakes add to it. Rule out drag before calling it normal.",
      symptoms: [
        "Rear pads at their limit while the fronts have plenty left",
        "Rear rotors grooved or with a raised lip",
        "Inner rear pad more worn than the outer",
        "Rear wheels warmer than the fronts after a drive",
      ],
      symptomIds: ["grinding", "brakes-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Electronic brake distribution biasing braking rearward",
          why: "Software applies the rear brakes harder in light stops to keep the car stable and level, and rear pads carry less lining, so they wear out first on many 2010s-and-later models.",
        },
        {
          likelihood: "common",
          part: "Seized rear slide pins",
          why: "Rear calipers run cooler and wetter, so their pins seize more often and leave one pad dragging.",
        },
        {
          likelihood: "occasional",
          part: "Parking brake partly applied",
          why: "A misadjusted cable or an EPB that does not fully retract keeps a little clamp on the rear pads.",
        },
        {
          likelihood: "rare",
          part: "Restricted rear brake hose",
          why: "A hose that traps pressure drags a rear caliper after every stop.",
        },
      ],
      checks: [
        {
          step: "Compare pad thickness at all four wheels, and inner against outer at the rear.",
          tools: ["Pad thickness gauge"],
          expect:
            "Rear inner and outer pads within about 2 mm of each other with no visible taper fits normal rear bias; a bigger gap or a tapered pad points to sticking slides or abutments.",
        },
        {
          step: "With the parking brake released, raise the rear and spin each wheel.",
          tools: ["Jack stands"],
          expect: "Free spin with only a light pad whisper.",
        },
        {
          step: "After a normal drive, compare rotor temperatures front and rear.",
          tools: ["Infrared thermometer"],
          expect: "Rear rotors normally run cooler than fronts; hotter rears point to drag.",
        },
      ],
      fix: "Replace rear pads and rotors in pairs, service the slide pins and abutments, adjust the parking brake or run the EPB service routine, and note the wear rate. If wear is even, it is normal for the model; check the rear pads at every tire rotation.",
      difficulty: 2,
      cost: {
        partsLow: 80,
        partsHigh: 300,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.5,
        excludes: "Taxes and scan-tool EPB service mode on some cars; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "Pads at their limit, or a rear caliper or parking brake that drags, cut braking and overheat the rear; replace the pads and check for drag within a week or two.",
      codes: [],
      terms: ["electronic brake distribution", "rear brake bias"],
      related: [
        "caliper-slide-pins-seized-uneven-wear",
        "parking-brake-cable-seized",
        "shudder-felt-in-seat-rear-brakes",
      ],
    },
    {
      slug: "brakes-grab-at-light-pedal",
      title: "Brakes bite very hard with just a light touch of the pedal",
      summary:
        "Over-assist from a booster fault, an aggressive pad compound, or deposits on the rotors make the brakes grabby. Check the rotors and pads first, then the booster; real grabbing must be fixed before it causes a skid.",
      symptoms: [
        "Car lurches to a stop with a light touch",
        "Hard to stop smoothly in traffic",
        "Began after rain, a car wash, new pads or master cylinder work",
        "Braking force jumps suddenly partway through pedal travel",
      ],
      symptomIds: ["brakes-grab"],
      causes: [
        {
          likelihood: "common",
          part: "Rust or uneven pad deposits on the rotor faces",
          why: "Deposits raise friction in patches until they wear off, so the first stops bite harder than the pedal effort suggests.",
        },
        {
          likelihood: "occasional",
          part: "High-friction aftermarket pad compound",
          why: "Some performance and heavy-duty pads grip much harder when cold than the OE compound the pedal and booster were tuned for.",
        },
        {
          likelihood: "occasional",
          part: "Booster reaction disc dislodged or missing",
          why: "The rubber reaction disc gives proportional feel; if it falls out when the master cylinder is removed, assist comes on almost all at once.",
        },
        {
          likelihood: "rare",
          part: "Rear drum shoes misassembled or contaminated",
          why: "A grabbing rear drum makes the whole car feel grabby, often with the rear stepping out.",
        },
      ],
      checks: [
        {
          step: "Make several moderate stops from 30 mph and note whether the grab fades.",
          tools: [],
          expect:
            "Grab that fades after a few stops points to surface deposits or rust rather than a mechanical fault.",
        },
        {
          step: "Identify the pads fitted from the receipt, box or the friction code stamped on the lining edge.",
          tools: ["Flashlight"],
          expect:
            "The two-letter edge code rates cold and hot friction; a much higher rating than OE, or mixed pads front and rear, can explain the grab.",
        },
        {
          step: "At 20 mph, press the pedal progressively from very light to firm.",
          tools: [],
          expect:
            "Braking force should build smoothly with effort; a jump from almost nothing to hard braking points to the booster.",
        },
        {
          step: "If the rear steps out, pull the rear drums and inspect shoes and springs.",
          tools: ["Brake spring tools"],
          expect: "Dry lining and correctly placed shoes; anything else is a rear drum repair.",
        },
      ],
      noMeasurement:
        "Grab is judged on a road test and by the pad's edge friction code; those SAE J866 letters rate a friction coefficient that no shop instrument reads on the car, and the booster reaction disc is checked by eye.",
      fix: "Clean up or resurface rotors carrying deposits, replace aggressive pads with an OE-equivalent compound as axle sets, or replace the booster if the reaction disc is out of place (it is rarely sold separately) and recheck pushrod clearance. Bed the new pads.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Resurface rotors and bed the pads",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "OE-equivalent pads, one axle",
            partsLow: 50,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.2,
          },
          { name: "Brake booster replacement", partsLow: 200, partsHigh: 450, laborHoursLow: 1.5, laborHoursHigh: 2.5 },
        ],
        excludes:
          "Estimate; excludes taxes and diagnosis; new rotors where resurfacing would take them under minimum thickness.",
      },
      verdict: "careful",
      verdictReason:
        "Grabby brakes can lock a wheel on a wet road or invite a rear-end collision; drive gently and repair soon.",
      codes: [],
      terms: ["reaction disc", "friction code", "OE-equivalent pads"],
      related: ["scraping-on-first-stops-after-rain", "rear-drum-grabs-from-axle-oil", "brake-groan-at-creep-speed"],
    },
    {
      slug: "hybrid-ev-rusted-rotors-seized-calipers",
      title: "Hybrid or electric car with rusty, grinding rotors and sticking calipers at low mileage",
      summary:
        "Regenerative braking does most of the slowing, so the friction brakes are rarely used and corrode, especially in the salt belt. Clean and lubricate the calipers, and replace rotors and pads that are pitted or seized.",
      symptoms: [
        "Rust rings or pitted rotor faces although the pads are thick",
        "Grinding or scraping on harder stops when the friction brakes come in",
        "Uneven braking or a pull during a hard stop",
        "Rear calipers sticking or pads seized in their brackets",
      ],
      symptomIds: ["grinding", "pulls-braking", "brakes-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Corrosion from infrequent friction brake use",
          why: "Regeneration handles most slowing, so the pads seldom sweep the rotors and rust builds across the friction surface.",
        },
        {
          likelihood: "common",
          part: "Seized slide pins and pad abutments",
          why: "Parts that hardly ever move corrode in place, and pads stop sliding in the bracket.",
        },
        {
          likelihood: "occasional",
          part: "Pads rusted to the rotor after long parking",
          why: "A car left parked for weeks in damp weather can have its pads bonded to the rotor surface.",
        },
      ],
      checks: [
        {
          step: "After a normal drive, look at the rotor faces through the wheels.",
          tools: ["Flashlight"],
          expect:
            "A clean bright band across the whole pad sweep; wide rust rings or pitting show the brakes barely get used.",
        },
        {
          step: "Before pad work on a Toyota or Lexus hybrid, disable the electronically controlled brake system as the service manual describes.",
          tools: ["Service manual", "Scan tool"],
          expect:
            "With it disabled, the brake actuator will not pressurize the calipers when a door opens or the pedal is touched.",
        },
        {
          step: "Check that the pads move in their brackets and the caliper slides on its pins.",
          tools: ["Pry bar", "Brake grease"],
          expect: "Free movement; stuck pads or stiff pins need cleaning and lubrication.",
        },
        {
          step: "Measure rotor thickness and look at pitting depth.",
          tools: ["Outside micrometer"],
          expect:
            "Pitting that will not clean up while the rotor stays above the MIN TH stamped on it (typically 1–2 mm below new) means new rotors, not a resurface.",
        },
      ],
      fix: "Clean the brackets to bare metal, lubricate pins and abutments, and replace pitted rotors and seized pads. In salt states plan a caliper clean-and-lube every year; Tesla, for one, lists this service annually for cars in regions that salt roads. A few firm stops each week, where safe, help keep the rotor faces clean.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and lube all four calipers",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Rotors and pads, one axle, with clean-and-lube",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes taxes, scan-tool brake service modes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Routine stops feel fine on regen, but a hard emergency stop uses the corroded friction brakes; get them serviced soon.",
      codes: [],
      terms: ["regenerative braking", "caliper clean and lube"],
      related: [
        "scraping-on-first-stops-after-rain",
        "caliper-slide-pins-seized-uneven-wear",
        "pads-rust-jacked-salt-belt",
      ],
    },
    {
      slug: "pads-rust-jacked-salt-belt",
      title: "Brake pads seized in the caliper bracket on a salt-belt car",
      summary:
        "Rust growing under the abutment clips and on the pad backing plates (rust jacking) squeezes the pads so they cannot slide. Clean the bracket to bare metal, fit new clips and pads, and lubricate lightly.",
      symptoms: [
        "Pads have to be hammered or pried out of the bracket",
        "One pad much more worn than the other, or tapered",
        "Rust scale swelling the pad backing plate or lifting the lining",
        "Drag, heat and weaker braking on that wheel",
      ],
      symptomIds: ["brakes-drag", "grinding", "pulls-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Corrosion building under the abutment clips",
          why: "Rust scale takes up several times the volume of the steel it came from, shrinking the pad's clearance until it binds.",
        },
        {
          likelihood: "occasional",
          part: "Rust under the lining of uncoated backing plates",
          why: "Scale forms between plate and lining, pushing the lining up until it cracks or separates.",
        },
        {
          likelihood: "rare",
          part: "Pads with oversized ears or paint on the abutments",
          why: "Poorly made pads bind in the bracket the same way even without much rust.",
        },
      ],
      checks: [
        {
          step: "With the caliper off, try to slide each pad in the bracket by hand.",
          tools: ["Jack stands"],
          expect: "Pads should move with light finger pressure; pads that need a hammer confirm binding.",
        },
        {
          step: "Remove the clips and inspect the bracket abutments.",
          tools: ["Wire brush", "Flashlight"],
          expect: "Clean metal under the clips; thick scale or pitting shows rust jacking.",
        },
        {
          step: "Check the pad backing plate for lining lifting at the edges.",
          tools: ["Flashlight"],
          expect: "Lining bonded flat; a gap or crack means the pad must be replaced whatever its thickness.",
        },
      ],
      noMeasurement:
        "Rust jacking is seen and felt: pads that need a hammer to move and scale under the clips. No gauge reading adds to that, and a pad with lifting lining is scrap at any thickness.",
      fix: "Wire-brush or file the abutments to bare metal, fit new stainless clips, install pads with coated or galvanized backing plates, and lubricate lightly with high-temperature brake grease; replace the bracket if it is deeply pitted, and replace rotors worn unevenly.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.6,
        excludes: "Taxes and rotors or calipers found damaged; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason: "A stuck pad weakens braking on that wheel and can break apart; repair it soon.",
      codes: [],
      terms: ["rust jacking", "abutment clip", "coated backing plate"],
      related: [
        "caliper-slide-pins-seized-uneven-wear",
        "grinding-pads-worn-to-backing-plate",
        "hybrid-ev-rusted-rotors-seized-calipers",
      ],
    },
    {
      slug: "empty-pickup-rear-wheels-lock-early",
      title: "Rear wheels lock up too easily on an empty older pickup or van",
      summary:
        "On older trucks with a load-sensing proportioning valve, a seized or misadjusted valve sends too much pressure to the rear. Free and adjust or replace the valve; newer trucks do this job electronically in the ABS module.",
      symptoms: [
        "Rear wheels skid on moderate stops when the bed is empty",
        "Truck fishtails when braking on wet roads",
        "Valve near the rear axle rusted, with a frozen linkage arm",
        "Started after a lift kit, lowering or new rear springs",
      ],
      symptomIds: ["brakes-grab", "pulls-braking"],
      causes: [
        {
          likelihood: "common",
          part: "Seized load-sensing proportioning valve",
          why: "The valve cuts rear pressure when the axle is light; seized in the loaded position, it sends full pressure to the rear brakes of an empty truck.",
        },
        {
          likelihood: "occasional",
          part: "Valve linkage misadjusted after suspension work",
          why: "A lift, a lowering kit or new springs change the ride height the valve reads, so it thinks the truck is loaded.",
        },
        {
          likelihood: "occasional",
          part: "Rear drum shoes grabbing on their own",
          why: "Contaminated or misassembled rear shoes lock early whatever the valve does.",
        },
        {
          likelihood: "rare",
          part: "Electronic brake distribution disabled on ABS-equipped trucks",
          why: "With an ABS fault the module may stop limiting rear pressure; the red brake lamp usually says so.",
        },
      ],
      checks: [
        {
          step: "Find the valve on the frame above the axle and check that its arm moves freely as the axle goes up and down.",
          tools: ["Flashlight", "Penetrating oil"],
          expect: "The arm and valve plunger move freely; a frozen arm or plunger points to the valve.",
        },
        {
          step: "Fit pressure gauges at a front and a rear bleeder and compare readings empty and loaded.",
          tools: ["Brake pressure gauges", "Helper"],
          expect:
            "Empty, at a firm pedal giving about 1,000 psi at the front, the rear should read clearly lower, typically a few hundred psi less (confirm in the service information); equal readings confirm the valve is not proportioning.",
        },
        {
          step: "Scan for ABS codes on trucks that have ABS.",
          tools: ["Scan tool"],
          expect: "No stored codes; any code points the diagnosis toward the ABS system.",
        },
      ],
      fix: "Free or replace the valve, set its linkage to the specified ride-height dimension (older Toyota pickups and first-generation Tacomas publish one, for example), bleed the brakes, and road-test empty and loaded.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes: "Diagnosis, taxes and rear drum work if the shoes are contaminated.",
      },
      verdict: "careful",
      verdictReason: "Early rear lockup can spin the truck on a wet road; brake early and gently until it is fixed.",
      codes: [],
      terms: ["load-sensing proportioning valve", "rear brake bias"],
      related: ["rear-drum-grabs-from-axle-oil", "brakes-grab-at-light-pedal", "red-brake-light-with-full-reservoir"],
    },
    {
      slug: "new-brakes-feel-weak-after-pad-job",
      title: "New pads and rotors feel weak and the pedal is low on the first drive",
      summary:
        "The pistons were pushed back and the pads have not been bedded in; sometimes the new rotors still carry their anti-rust oil. Pump the pedal before moving, clean the rotors, and bed the pads with a series of moderate stops.",
      symptoms: [
        "First press after the job goes almost to the floor",
        "Stopping power weaker than before the job for the first miles",
        "Smell of coating burning off new rotors",
        "Faint squeal while the pads seat",
      ],
      symptomIds: ["pedal-low", "brake-fade"],
      causes: [
        {
          likelihood: "common",
          part: "Pads not bedded in",
          why: "New pads need an even transfer layer on the rotor before they reach full friction.",
        },
        {
          likelihood: "common",
          part: "Pistons retracted and not pumped back out",
          why: "The first pedal strokes only move the pistons out to meet the pads.",
        },
        {
          likelihood: "occasional",
          part: "Anti-rust oil left on new rotors",
          why: "Many new rotors ship coated; left on, the film reduces grip and smokes as it burns off.",
        },
        {
          likelihood: "rare",
          part: "Wrong pads for the application, or a pad fitted backward",
          why: "A pad installed with its steel backing toward the rotor gives dreadful braking and grinding straight away.",
        },
      ],
      checks: [
        {
          step: "Before moving, pump the pedal until it is high and firm.",
          tools: [],
          expect:
            "A firm pedal within three to five strokes, stopping at its normal height with about 2 in. or more to spare above the floor; one that stays low after 10 strokes means air or a fault in the job.",
        },
        {
          step: "Check pad orientation, part numbers and that the rotor faces are clean.",
          tools: ["Flashlight", "Brake cleaner"],
          expect: "Lining facing the rotor, the correct pad for the vehicle, and no oily film on the rotor.",
        },
        {
          step: "On an empty road, make 8–10 moderate stops from 35 mph down to about 5 mph, then drive a few miles without braking hard.",
          tools: [],
          expect: "Braking gets noticeably stronger as the pads bed; no change means recheck the job.",
        },
      ],
      fix: "Clean the rotors with brake cleaner, bed the pads (moderate stops from 35 mph to walking pace, a few firmer ones from 50 mph, no full stop while hot, then a cool-down drive without holding the brake), and recheck the work if braking does not improve.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Nothing but time; a shop redoing its own brake job should not charge for it.",
      },
      verdict: "careful",
      verdictReason:
        "Until the pedal is firm and the pads bedded, the car needs more distance to stop; drive gently for the first miles.",
      codes: [],
      terms: ["bedding in", "transfer layer"],
      related: [
        "pedal-pulsation-rotor-thickness-variation",
        "squeal-when-stopping-at-low-speed",
        "rear-piston-wont-retract-pad-change",
      ],
    },
    {
      slug: "no-pedal-after-master-cylinder-replacement",
      title: "Pedal goes to the floor after a new master cylinder is installed",
      summary:
        "The master cylinder was not bench-bled, or air reached the ABS unit while the old one was off. Bleed the master cylinder at its outlets, bleed the wheels, and use a scan-tool ABS bleed if the pedal stays low.",
      symptoms: [
        "Pedal sinks to the floor with almost no resistance",
        "Bubbles rising in the reservoir while the pedal is pumped",
        "Pedal builds a little after many pumps but will not stay up",
        "Master cylinder was just replaced",
      ],
      symptomIds: ["pedal-sinks", "pedal-spongy", "pedal-low"],
      causes: [
        {
          likelihood: "common",
          part: "Master cylinder not bench-bled before installation",
          why: "Air in the bore just moves back and forth with the pistons and cannot be pushed out from the wheel bleeders.",
        },
        {
          likelihood: "occasional",
          part: "Air in the ABS modulator",
          why: "If the reservoir or lines ran dry, air entered the modulator, where only a scan-tool bleed that cycles its valves will move it.",
        },
        {
          likelihood: "occasional",
          part: "Pushrod clearance too large",
          why: "A gap between the booster pushrod and the piston wastes pedal travel before the master cylinder starts to work.",
        },
        {
          likelihood: "rare",
          part: "Defective new or remanufactured master cylinder",
          why: "A unit with a damaged cup or scored bore bypasses internally from the first day.",
        },
      ],
      checks: [
        {
          step: "Watch the reservoir while a helper pumps the pedal slowly.",
          tools: ["Helper", "Flashlight"],
          expect: "Bubbles rising from the ports mean air in the master cylinder bore.",
        },
        {
          step: "Bleed at the master cylinder line fittings: crack a fitting as the pedal goes down, close it before release.",
          tools: ["Line wrench", "Helper", "Shop rags"],
          expect: "Spurts of foam turning to clean fluid; the pedal rises once the bore is clear.",
        },
        {
          step: "Plug the master cylinder outlets and press the pedal.",
          tools: ["Master cylinder outlet plugs"],
          expect:
            "With the outlets plugged, a hard, high pedal that goes solid just past its 1/16–1/4 in. free play clears the master cylinder and sends you to the lines and ABS unit.",
        },
        {
          step: "Run the ABS automated bleed from the scan tool, then bleed the wheels again.",
          tools: ["Bidirectional scan tool"],
          expect: "A firm pedal afterward confirms air was trapped in the modulator.",
        },
      ],
      fix: "Bench-bleed the master cylinder (or bleed it in place at the fittings), check pushrod clearance, bleed all wheels in sequence, and run the scan-tool ABS bleed if the pedal is still low. Replace the unit if it fails the plugged-outlet test.",
      difficulty: 3,
      cost: {
        partsLow: 10,
        partsHigh: 250,
        laborHoursLow: 0.7,
        laborHoursHigh: 2,
        excludes:
          "Diagnosis, taxes and a replacement unit if the new one is faulty (usually under the parts warranty).",
      },
      verdict: "stop",
      verdictReason:
        "A pedal that reaches the floor cannot stop the car; do not move it until the pedal is high and firm.",
      codes: [],
      terms: ["bench bleeding", "ABS automated bleed", "outlet plugs"],
      related: ["pedal-creeps-down-at-stop", "spongy-pedal-air-in-lines", "all-brakes-drag-after-booster-swap"],
    },
    {
      slug: "brake-pedal-slow-to-return",
      title: "Brake pedal comes back up slowly or stays partly down, and the brake lights stay on",
      summary:
        "Something is holding the pedal down: a floor mat, a dry pedal pivot, a weak return spring, or a booster or master cylinder that will not return. Free the pedal, then check the brake light switch and codes.",
      symptoms: [
        "Pedal does not spring back to its full height",
        "Brake lights stay on after you lift your foot",
        "Cruise control will not set or drops out",
        "Slight brake drag and warm wheels",
      ],
      symptomIds: ["brakes-drag", "pedal-hard"],
      causes: [
        {
          likelihood: "common",
          part: "Floor mat or debris under the pedal",
          why: "A thick or unclipped mat, or a bottle rolled under the pedal, stops it returning to its stop.",
        },
        {
          likelihood: "common",
          part: "Dry or corroded pedal pivot bushing",
          why: "A pivot that binds leaves the pedal hanging part way, keeping the brake light switch closed.",
        },
        {
          likelihood: "occasional",
          part: "Booster return spring or valve sticking",
          why: "A booster that does not return pushes back on the pedal slowly and keeps light pressure on the master cylinder.",
        },
        {
          likelihood: "rare",
          part: "Master cylinder pistons sticking in the bore",
          why: "Corrosion or swollen cups hold the pistons forward, slowing the pedal and trapping pressure.",
        },
      ],
      checks: [
        {
          step: "Remove any aftermarket or loose floor mat and look under the pedal with a light.",
          tools: ["Flashlight"],
          expect: "Clear space under the pedal; the problem gone without the mat is the answer.",
        },
        {
          step: "Lift the pedal by hand and feel for binding at the pivot.",
          tools: [],
          expect: "The pedal should move freely and snap back to its stop under spring tension.",
        },
        {
          step: "Disconnect the booster pushrod clevis from the pedal and move the pedal alone.",
          tools: ["Pliers", "Socket set"],
          expect: "A pedal that now returns freely puts the fault in the booster or master cylinder.",
        },
        {
          step: "Scan for brake switch codes and watch the brake switch status in live data.",
          tools: ["Scan tool"],
          expect:
            "With the pedal fully up, the lamp feed out of the switch reads under 0.5 V and switches to battery voltage once pressed; battery voltage at rest, or P0504 or P0571, means the pedal is not returning far enough to open the switch.",
        },
      ],
      fix: "Fit the correct clipped floor mat, lubricate or replace the pedal pivot bushings, replace a sticking booster or master cylinder, and adjust or replace the brake light switch so it opens with the pedal at rest. Clear codes and confirm cruise control and brake lights work normally.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Floor mat fix or pedal pivot lubrication",
            partsLow: 0,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Brake light switch replaced and adjusted",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Booster or master cylinder replacement",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis and taxes; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Lights that stay on confuse drivers behind you and partial drag heats the brakes; clear the mat and have the pedal checked promptly.",
      codes: ["P0504", "P0571"],
      terms: ["brake light switch", "pedal pivot bushing"],
      related: ["all-brakes-drag-after-booster-swap", "hard-pedal-vacuum-booster-leak"],
    },
  ],
};
