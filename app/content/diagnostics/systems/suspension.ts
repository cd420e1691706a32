import { torsionBarTrucks } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Springs, struts, shocks, control arms, ball joints, bushings, sway bars and air suspension: what clunks, sags or bounces, how to pin it down, and when a worn part makes the car unsafe to drive.",
  howItWorks: [
    "The suspension holds each wheel in place while letting it move up and down. Springs (coil, leaf, torsion bar or air) carry the weight and set ride height; shock absorbers and struts damp the spring so the body stops moving after a bump; control arms, trailing arms and links locate the wheel, pivoting on rubber bushings at the body and on ball joints at the steering knuckle.",
    "Most front-drive cars and crossovers use MacPherson struts up front: the strut is the upper pivot and turns on a bearing in the upper mount, with one lower control arm and one ball joint below. Pickups and body-on-frame SUVs use short-long-arm (double-wishbone) fronts with upper and lower ball joints, coil or torsion-bar springs, and leaf springs on a solid rear axle. A sway bar (stabilizer bar) ties the left and right sides together through end links to limit body roll.",
    "Air suspension replaces steel springs with rubber air springs fed by an electric compressor through an air dryer and a valve block, while height sensors tell the control module when to add or vent air. Adaptive dampers such as GM MagneRide and BMW EDC change firmness electronically many times a second and report faults to the chassis module.",
  ],
  howItFails: [
    "Rubber and hydraulics wear slowly, so drivers adapt and often notice only when a new part shows how bad the old one was. Shocks and struts lose damping over roughly 50,000–100,000 miles, bushings crack and tear, and end links and ball joints develop play that clunks over bumps. Road salt in the Snow Belt snaps coil springs and rots control-arm mounts, frames and shock bolts.",
    "The dangerous failures are in the parts that hold the wheel on. A worn lower ball joint can pull out of its socket and drop the car onto the tire, a broken coil can cut into the sidewall, and a rotted frame mount can let an axle shift. Air suspension usually fails through a slow leak that makes the car sag overnight, which then overworks and burns out the compressor.",
  ],
  tools: [
    "Floor jack and rated jack stands, to unload ball joints and bushings for inspection",
    "Pry bar (24–36 in.), to lever joints and bushings and show play",
    "Dial indicator with magnetic base, to measure ball joint and hub bearing play against spec",
    "Tape measure, to compare ride height at each corner with the manufacturer's chart",
    "Chassis ears or an electronic squeak locator, to find clunks and creaks while driving",
    "Coil spring compressor (wall-mount or clamshell type), to take struts apart safely",
    "Ball joint press (C-frame) and pitman-style or tie-rod separators",
    "Torque wrench, because ball joint, strut, hub and control-arm fasteners all have specific values",
    "Scan tool with chassis module access, for air-ride and damper codes, height calibration and compressor tests",
    "Spray bottle of soapy water, to find air spring, fitting and air line leaks",
    "Flashlight and inspection mirror, to spot torn boots, cracked bushings and leaking shocks",
  ],
  safety: [
    "Never put any part of your body under a car held only by a jack; use rated jack stands on solid ground or a lift, and chock the wheels that stay down.",
    "A compressed coil spring stores enough energy to kill. Use a proper spring compressor with the jaws fully engaged, and never loosen a strut top nut until the spring is compressed clear of its seats.",
    "On air-suspended vehicles, switch the air suspension off (a trunk or dash switch on many Ford and Lincoln models, a jack or lift mode in the menu on many others) before lifting, or the system can vent or inflate and shift the car on the stands.",
    "A separated or loose ball joint, a broken spring resting on a tire or a cracked control arm can let the wheel fold under at speed; do not drive the car, have it towed.",
    "Many subframe, control-arm and strut-to-knuckle bolts are one-time-use or torque-to-yield, and rubber bushings must be tightened with the suspension at ride height, not hanging, or they tear early.",
  ],
  symptoms: [
    { id: "clunk-bumps", label: "Clunk or knock over bumps" },
    { id: "rattle-rough-road", label: "Rattle over rough pavement or small bumps" },
    { id: "squeak-creak", label: "Squeak or creak over speed bumps or in turns" },
    { id: "bouncy-floaty", label: "Bounces, floats or nose dives after bumps and stops" },
    { id: "body-roll", label: "Leans hard or sways in turns" },
    { id: "sits-low", label: "One corner, one end or the whole car sits low" },
    { id: "wheel-tilted", label: "A wheel looks tilted, shifted or rubs the body" },
    { id: "harsh-bottoming", label: "Harsh ride or bottoms out over dips" },
    { id: "wander-loose", label: "Loose, wandering or darting feel on the road" },
    { id: "shimmy-shake", label: "Shimmy or shake in the steering or body" },
    { id: "steering-noise", label: "Pop, groan or bind when turning the wheel" },
    { id: "shock-leak", label: "Shock or strut wet with oil" },
    { id: "air-warning", label: "Air suspension or suspension service warning" },
    { id: "compressor-noise", label: "Air compressor runs long, often or not at all" },
    { id: "humming-growl", label: "Hum or growl that rises with road speed" },
    { id: "tire-wear", label: "Cupped or unevenly worn tires" },
  ],
  problems: [
    {
      slug: "worn-front-struts",
      title: "Front end bounces and nose dives hard when braking",
      summary:
        "Worn front struts have lost their damping. Replace them as a pair, usually as complete strut assemblies, and align the car afterward; it is drivable, but stops get longer and wet grip suffers.",
      symptoms: [
        "Nose plunges toward the pavement under moderate braking",
        "Front keeps bobbing two or three times after a dip at highway speed",
        "Car floats over crests and needs small steering corrections on wavy roads",
        "Scalloped, cupped wear around the front tires",
        "Strut bodies damp with oil or dust boots torn",
      ],
      symptomIds: ["bouncy-floaty", "tire-wear", "shock-leak", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Front struts worn internally past 60,000–100,000 miles",
          why: "Worn valving and thinned oil no longer resist the spring's motion, so the body keeps oscillating and weight pitches forward faster under braking.",
        },
        {
          likelihood: "occasional",
          part: "One strut that has leaked out its oil or lost its gas charge",
          why: "With fluid gone the piston moves freely through part of its stroke, so damping collapses on that corner and the car wallows unevenly.",
        },
        {
          likelihood: "rare",
          part: "Sagging or wrong-rate springs paired with tired struts",
          why: "A short or soft spring lets the body dive further and works the strut in a range where its valving does little.",
        },
      ],
      checks: [
        {
          step: "Push down hard on each front fender, release at the bottom and count the rebounds.",
          tools: [],
          expect:
            "A healthy strut stops the body within one rebound, about 1 second after release; two or more free bounces point to a worn strut on that side.",
        },
        {
          step: "Turn the wheels to full lock and inspect each strut body, dust boot and bump stop with a light.",
          tools: ["Flashlight"],
          expect:
            "Oil running down the body or pooling on the spring seat means the rod seal has failed; a faint dusty film near the top seal is normal.",
        },
        {
          step: "Run a flat hand around the front tread at several points on each tire.",
          tools: [],
          expect:
            "Dips a few inches long repeating around the tread (cupping) back up a damping problem; smooth wear does not clear the struts.",
        },
        {
          step: "Road test over a series of dips at 40–50 mph, then make a firm stop from 30 mph.",
          tools: [],
          expect:
            "Pitching that continues after the dip and a deep nose dive confirm worn struts; one controlled movement and a quick settle is normal.",
        },
        {
          step: "On a lift, check ball joints, control-arm bushings and end links before quoting struts.",
          tools: ["Lift or jack stands", "Pry bar"],
          expect: "Any loose part found now should be replaced in the same visit so the alignment is done only once.",
        },
      ],
      fix: "Replace both front struts, usually as loaded (quick-strut) assemblies with new spring, seat and mount, which avoids compressing the old springs. Torque the strut-to-knuckle bolts to spec, using new ones where the maker calls them one-time-use, then do a four-wheel alignment because camber and toe move when the knuckle is unbolted.",
      difficulty: 3,
      cost: {
        partsLow: 180,
        partsHigh: 650,
        laborHoursLow: 1.5,
        laborHoursHigh: 3,
        excludes:
          "Front pair only; leaves out the alignment ($100–$200), diagnosis, taxes and dealer pricing for OE struts.",
      },
      verdict: "careful",
      verdictReason:
        "Still drivable, but worn struts lengthen stops and reduce grip on bumpy or wet roads; replace them soon and avoid hard swerves.",
      codes: [],
      terms: ["MacPherson strut", "quick-strut", "cupping", "bounce test"],
      related: ["leaking-rear-shocks", "strut-mount-clunk", "noise-after-strut-replacement"],
    },
    {
      slug: "leaking-rear-shocks",
      title: "Rear shock absorber wet with oil and the back end floats",
      summary:
        "A rear shock has blown its rod seal and lost damping. Replace the rear shocks in pairs; the job is short on most cars and trucks, and no alignment is needed for a shock-only swap.",
      symptoms: [
        "Oily grime coating one rear shock body, sometimes dripping from the lower eye",
        "Rear keeps bouncing after dips and the car feels light at the back over crests",
        "Rear squats noticeably when accelerating or carrying passengers",
        "Clunk from the rear on sharp bumps as the shock tops or bottoms out",
        "Cupped wear on the rear tires",
      ],
      symptomIds: ["shock-leak", "bouncy-floaty", "clunk-bumps", "tire-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Worn rod seal in the rear shock absorber",
          why: "Grit on the chrome rod cuts the seal, oil escapes, and the shock no longer has enough fluid to resist motion.",
        },
        {
          likelihood: "occasional",
          part: "Pitted or bent shock rod",
          why: "Rust pits or a bend from an impact tear the seal each stroke, so even a new seal would leak quickly.",
        },
        {
          likelihood: "rare",
          part: "Worn shock mounting bushings",
          why: "Torn rubber at the eyes lets the shock knock in its mount and delays damping until the slack is taken up.",
        },
      ],
      checks: [
        {
          step: "Look at both rear shocks with a flashlight, from the top mount to the lower eye.",
          tools: ["Flashlight"],
          expect:
            "Wet oil streaking down the body or dripping means a failed seal; a slight dry mist near the seal is normal seepage.",
        },
        {
          step: "Push down on the rear bumper corner, release at the bottom and watch the body.",
          tools: [],
          expect:
            "The rear should settle in about 1 second; more than about one and a half rebounds on one side points to that shock, and both sides bouncing means both are worn.",
        },
        {
          step: "Rock each shock by hand at its mounts with the wheels on the ground and check for free movement.",
          tools: ["Pry bar"],
          expect:
            "Visible slop or knocking at a mount bolt points to worn bushings or a loose bolt rather than the shock body.",
        },
        {
          step: "With one end unbolted, compress and extend the shock by hand through its full stroke.",
          tools: ["Wrenches"],
          expect: "A good shock resists evenly both ways; skips, dead spots or no resistance condemn it.",
        },
      ],
      fix: "Replace both rear shocks with new mounting hardware. Tighten the rubber-bushed mounts with the vehicle at ride height to the specified torque so the bushings are not pre-twisted. No alignment is needed when only shocks are replaced on a non-strut rear.",
      difficulty: 2,
      cost: {
        partsLow: 70,
        partsHigh: 300,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes:
          "Rear pair; leaves out rusted-bolt extraction on Snow Belt vehicles, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive at normal speeds; the car rides poorly and grip over bumps is reduced, so replace the shocks soon.",
      codes: [],
      terms: ["shock absorber", "rod seal", "ride height"],
      related: ["worn-front-struts", "truck-bed-porpoising", "rear-shock-mount-broken"],
    },
    {
      slug: "truck-bed-porpoising",
      title: "Pickup bed hops and bucks over highway expansion joints",
      summary:
        "An empty pickup's stiff leaf springs plus worn rear shocks make the bed hop over joints. Fresh rear shocks usually cure it; check tire pressure, which is often set too high for an unloaded truck.",
      symptoms: [
        "Rear of the truck kicks up and down rhythmically over concrete slab joints",
        "Bed feels like it skips sideways over sharp bumps in curves",
        "Steering goes light for a moment after the rear hops",
        "Worse with the bed empty and better with a few hundred pounds of load",
      ],
      symptomIds: ["bouncy-floaty", "wander-loose", "harsh-bottoming"],
      causes: [
        {
          likelihood: "common",
          part: "Worn rear shock absorbers on a leaf-spring axle",
          why: "Heavy-rate leaf springs sized for payload store a lot of energy when empty, and worn shocks cannot stop the axle from rebounding off the next joint.",
        },
        {
          likelihood: "common",
          part: "Rear tires inflated to the maximum sidewall pressure",
          why: "Load-range E tires run at 80 psi with an empty bed act like a second spring with no damping at all.",
        },
        {
          likelihood: "occasional",
          part: "Worn leaf spring eye or shackle bushings",
          why: "Slop at the spring eyes lets the axle shift fore and aft, adding a second hop and a skittish feel.",
        },
        {
          likelihood: "rare",
          part: "Rotated or misaligned axle on loose U-bolts",
          why: "A loose U-bolt lets the axle pinion and wind up under load, so the rear hops and can wander.",
        },
      ],
      checks: [
        {
          step: "Set the rear tires to the pressure on the door-jamb placard for an unloaded truck, not the sidewall maximum.",
          tools: ["Tire pressure gauge"],
          expect:
            "Many half-ton placards call for 35–45 psi rear; if the tires were at 60–80 psi the hop often shrinks noticeably.",
        },
        {
          step: "Inspect the rear shocks for oil, torn mounts or missing rubber bushings.",
          tools: ["Flashlight"],
          expect: "Oil-wet shocks or original shocks on a truck past 60,000 miles are the usual cause.",
        },
        {
          step: "Pry at each spring eye and shackle and check the U-bolt nuts with a wrench.",
          tools: ["Pry bar", "Torque wrench"],
          expect:
            "Spring eyes should not shift; any loose U-bolt nut must be re-torqued to spec and the center pin checked.",
        },
        {
          step: "Road test the same stretch of highway with about 200–300 lb in the bed.",
          tools: [],
          expect: "If the hop fades with load, the springs are fine and damping is the problem.",
        },
      ],
      fix: "Replace both rear shocks, preferably with a monotube or truck-specific valving, and set tire pressures to the placard. Replace worn spring-eye or shackle bushings if found, and torque U-bolts to spec with new nuts where rust has eaten the threads.",
      difficulty: 2,
      cost: {
        partsLow: 80,
        partsHigh: 350,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes:
          "Shocks only; spring bushings, new U-bolts, diagnosis and taxes are extra, and dealer pricing runs higher.",
      },
      verdict: "ok",
      verdictReason:
        "Uncomfortable but not dangerous at normal speeds; slow down on broken concrete and in curves until the shocks are replaced.",
      codes: [],
      terms: ["leaf spring", "shackle", "U-bolt", "load range"],
      related: ["leaking-rear-shocks", "leaf-spring-squeak", "broken-leaf-spring"],
    },
    {
      slug: "worn-lower-ball-joint",
      title: "Clunk from a front corner over bumps and the car feels loose",
      summary:
        "A worn lower ball joint is the most likely cause. Confirm the play with the wheel unloaded and replace the joint (or the control arm it is built into) now; a badly worn joint can separate and drop the car.",
      symptoms: [
        "Single deep clunk from one front corner over bumps and driveway aprons",
        "Steering feels vague and the car darts over uneven pavement",
        "Clunk when turning into a driveway at low speed",
        "Outer or inner edge of that front tire wearing faster than the other",
        "Torn or missing ball joint boot with grease flung around the knuckle",
      ],
      symptomIds: ["clunk-bumps", "wander-loose", "tire-wear", "shimmy-shake"],
      causes: [
        {
          likelihood: "common",
          part: "Worn lower ball joint socket",
          why: "The stud ball wears its bearing seat, so the knuckle shifts when load reverses over a bump and hits the other side of the socket.",
        },
        {
          likelihood: "occasional",
          part: "Torn ball joint boot that let water and grit in",
          why: "Once the boot splits, grease washes out and grit turns to grinding paste, wearing the joint quickly.",
        },
        {
          likelihood: "rare",
          part: "Loose ball joint pinch bolt or castle nut",
          why: "A fastener that backed off after earlier work lets the stud move in the knuckle, which knocks and wears the taper.",
        },
      ],
      checks: [
        {
          step: "Look at the ball joint boot and the wear indicator where one is fitted (many GM and Ford truck joints).",
          tools: ["Flashlight"],
          expect:
            "A grease fitting boss that has receded flush with or into the housing marks a worn indicator-type joint; a split boot explains accelerated wear.",
        },
        {
          step: "Jack the car so the joint is unloaded: under the lower arm for a coil spring on the lower arm, under the frame for a strut car.",
          tools: ["Floor jack", "Jack stands"],
          expect:
            "Lifting at the wrong point keeps the joint loaded and hides play, so match the jacking point to the suspension design.",
        },
        {
          step: "Lever up and down under the tire with a pry bar while a helper watches or feels the joint.",
          tools: ["Pry bar"],
          expect:
            "Any visible movement between knuckle and arm is too much on a follower joint; compare load-carrying joints to the spec.",
        },
        {
          step: "Measure axial play with a dial indicator on the knuckle while prying.",
          tools: ["Dial indicator", "Pry bar"],
          expect:
            "Limits run from 0 in. on many late-model joints to roughly 0.020–0.060 in. axial on some older load-carrying truck joints (typical; confirm in the service information); play past the vehicle's own spec fails.",
        },
        {
          step: "Rock the wheel at 12 and 6 o'clock, then at 3 and 9, to separate ball joint play from wheel bearing and tie-rod play.",
          tools: [],
          expect: "Movement at 12 and 6 that you can see at the ball joint (not at the hub) confirms the joint.",
        },
      ],
      fix: "Replace the ball joint, or the complete lower control arm on cars where the joint is riveted or pressed in and not serviced separately. Fit a new cotter pin or self-locking nut, torque to spec, grease serviceable joints, and align the front end. Replace both sides if the other shows any play.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 300,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.3,
        excludes:
          "One side; leaves out the alignment, the other side if also worn, seized-bolt labor, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A loose ball joint can pull apart and drop the corner; drive gently and only to the shop, and stop driving if the clunk gets louder.",
      codes: [],
      terms: ["ball joint", "follower joint", "load-carrying joint", "wear indicator"],
      related: [
        "ball-joint-separated",
        "truck-upper-ball-joint",
        "dry-ball-joint-creak",
        "steering-system/outer-tie-rod-end-loose",
      ],
    },
    {
      slug: "ball-joint-separated",
      title: "Front wheel suddenly tilted in at the top after a bang",
      summary:
        "The ball joint has pulled out of its socket or the arm has broken, so the wheel is no longer held in place. Do not drive: have the car towed and replace the joint or arm and anything it damaged.",
      symptoms: [
        "Loud bang, then the front corner drops and the tire leans in or out sharply",
        "Tire rubbing or jammed against the fender liner or strut",
        "Steering jerks to one side and the car will barely roll",
        "Axle shaft may be pulled partly out of the transmission on front-drive cars",
      ],
      symptomIds: ["wheel-tilted", "sits-low", "clunk-bumps"],
      causes: [
        {
          likelihood: "common",
          part: "Worn lower ball joint that pulled out of its housing",
          why: "Once the socket wears enough, a bump or turn levers the ball past its retaining lip and the knuckle is no longer tied to the arm.",
        },
        {
          likelihood: "occasional",
          part: "Ball joint stud snapped or nut lost after earlier work",
          why: "A missing cotter pin or an under-torqued pinch bolt lets the stud work loose until it drops out of the knuckle.",
        },
        {
          likelihood: "rare",
          part: "Control arm cracked through by rust or impact",
          why: "Rust at the bushing mounts or a hard curb strike breaks the arm, so the wheel swings back and tucks.",
        },
      ],
      checks: [
        {
          step: "From a safe distance, look at the wheel angle and whether the tire is touching the body or suspension.",
          tools: [],
          expect:
            "A wheel leaning several degrees or shoved rearward in the wheel opening means the car must not move under its own power.",
        },
        {
          step: "Once it is on a lift or stands, look at where the lower arm meets the knuckle.",
          tools: ["Lift or jack stands", "Flashlight"],
          expect: "A stud out of its socket, a broken stud or a torn-off arm confirms separation.",
        },
        {
          step: "Inspect the CV axle, brake hose, ABS sensor wire, tie rod and strut for collateral damage.",
          tools: ["Flashlight"],
          expect: "A stretched brake hose, pulled-out axle or bent tie rod must be replaced along with the joint.",
        },
        {
          step: "Check the opposite side's ball joint for play before the car leaves.",
          tools: ["Pry bar"],
          expect:
            "The other side usually has similar mileage and wear; any play on a dial indicator where the spec is 0 in., as on many late-model joints, means it is next.",
        },
      ],
      fix: "Tow the car. Replace the ball joint or lower control arm, and any damaged tie rod, brake hose, axle or ABS sensor wire. Reseat or replace the CV axle, check transmission fluid if the axle pulled out, torque everything to spec and do a full alignment.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 700,
        laborHoursLow: 1.3,
        laborHoursHigh: 4,
        excludes: "Towing, body or tire damage, the opposite-side joint, diagnosis and taxes; dealer parts run higher.",
      },
      verdict: "stop",
      verdictReason:
        "The wheel is no longer attached to the suspension properly and can fold under or come off; do not move the car except onto a tow truck.",
      codes: [],
      terms: ["ball joint", "control arm", "CV axle"],
      related: ["worn-lower-ball-joint", "bent-arm-after-curb-strike", "truck-upper-ball-joint"],
    },
    {
      slug: "truck-upper-ball-joint",
      title: "Knock from the front of a 4x4 pickup turning into driveways",
      summary:
        "On short-long-arm trucks and SUVs, a worn upper ball joint (often built into the upper control arm) knocks when load shifts in slow turns. Confirm play with the lower arm supported and replace the arm or joint, then align.",
      symptoms: [
        "Knock or pop from one front corner when turning at parking-lot speed over a dip",
        "Creak when the truck rocks over a curb at an angle",
        "Front tire shoulder wearing unevenly on that side",
        "Slight wander at highway speed that the steering has to catch",
      ],
      symptomIds: ["clunk-bumps", "steering-noise", "tire-wear", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Worn upper ball joint on a short-long-arm front",
          why: "The upper joint is a follower that should have no play; once worn it lets the knuckle tip when weight shifts in a turn.",
        },
        {
          likelihood: "occasional",
          part: "Worn upper control arm bushings",
          why: "Soft or cracked pivot bushings let the whole arm shift, which feels and sounds much like a loose joint.",
        },
        {
          likelihood: "rare",
          part: "Loose upper ball joint stud or cam bolt",
          why: "A nut or alignment cam that backed off lets the arm or stud move, knocking and changing camber.",
        },
      ],
      checks: [
        {
          step: "Support the truck under the lower control arm so the springs stay loaded, with the tire just off the ground.",
          tools: ["Floor jack", "Jack stands"],
          expect: "With torsion-bar or coil-on-lower-arm designs this unloads the upper joint so its play can be seen.",
        },
        {
          step: "Pry between the upper arm and the knuckle, and rock the tire top to bottom while watching the upper joint.",
          tools: ["Pry bar", "Flashlight"],
          expect:
            "Follower upper joints on most pickups allow no play, 0 in. on a dial indicator at the knuckle (typical; confirm in the service information); a tight joint points you to the arm bushings.",
        },
        {
          step: "Pry the upper arm at each pivot bushing.",
          tools: ["Pry bar"],
          expect: "The arm should not shift on its shaft; visible movement or cracked rubber condemns the bushings.",
        },
        {
          step: "Check that the alignment cams or shims are tight and marked where the last shop set them.",
          tools: ["Wrench"],
          expect: "A cam that has rotated from its paint mark explains both the knock and a sudden camber change.",
        },
      ],
      fix: "Replace the upper control arm as an assembly where the joint is riveted or pressed into it, as on many late-model Ford, GM and Ram light trucks; otherwise press in a new joint. Torque the ball stud and pivot bolts at ride height and align the truck.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 2,
        excludes: "One side; leaves out the alignment, the other side, a seized pivot bolt, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "An upper joint rarely lets go suddenly, but it can; drive normally only until it is replaced and stop if the knock gets louder.",
      codes: [],
      terms: ["upper control arm", "short-long-arm suspension", "follower joint"],
      related: ["worn-lower-ball-joint", "torsion-bar-front-sag", "dry-ball-joint-creak"],
    },
    {
      slug: "dry-ball-joint-creak",
      title: "Creak like an old door hinge over speed bumps",
      summary:
        "A ball joint that has lost its grease, or a dry rubber bushing, is usually the creak. Grease the joint if it has a fitting; a sealed joint that creaks is drying out and should be replaced before it wears loose.",
      symptoms: [
        "Slow, rusty-hinge creak as the body rises and settles over speed bumps",
        "Louder in cold weather and after a car wash",
        "Creak when the car is rocked by hand at one corner in the driveway",
        "No clunk yet and the steering feels normal",
      ],
      symptomIds: ["squeak-creak"],
      causes: [
        {
          likelihood: "common",
          part: "Dry or contaminated ball joint with a split boot",
          why: "With the lubricant gone, the metal ball rubs its plastic bearing dry and creaks every time the suspension rotates it.",
        },
        {
          likelihood: "occasional",
          part: "Dry control-arm or sway-bar rubber bushing",
          why: "Rubber bonded in a steel sleeve creaks when it twists after the surface hardens and the bond starts to let go.",
        },
        {
          likelihood: "rare",
          part: "Dry strut piston rod or upper mount",
          why: "A strut rod losing its oil film or a dry mount bearing can creak as the strut strokes.",
        },
      ],
      checks: [
        {
          step: "Rock the car hard at each corner with a helper listening at each wheel, or clip chassis ears to each joint.",
          tools: ["Chassis ears or a mechanic's stethoscope"],
          expect:
            "The creak is loudest at the part making it; a ball joint creak sounds from the knuckle, a bushing creak from the arm pivot.",
        },
        {
          step: "Inspect ball joint boots and look for grease fittings.",
          tools: ["Flashlight"],
          expect: "Cracked boots or boots with no grease inside mark the joint; fitted zerks can be greased now.",
        },
        {
          step: "Grease serviceable joints until the boot just swells, then repeat the rock test.",
          tools: ["Grease gun"],
          expect: "If the creak stops the joint was dry; if it returns within weeks the bearing surface is damaged.",
        },
        {
          step: "Spray a little silicone on one suspect rubber bushing at a time and rock again.",
          tools: ["Silicone spray"],
          expect: "A bushing that goes quiet for a day is the creak source; never use petroleum oil on rubber.",
        },
        {
          step: "Check for play in the creaking joint with the wheel unloaded.",
          tools: ["Pry bar", "Jack stands"],
          expect:
            "A creaking joint with play you can read on a dial indicator, even 0.010–0.020 in., is already worn and must be replaced, not greased.",
        },
      ],
      fix: "Grease serviceable joints. Replace sealed ball joints that creak, or the control arm they are part of, and replace bushings that have separated from their sleeves. Align if any arm or joint is replaced.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Grease the serviceable joints",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace a sealed ball joint or its control arm",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "The alignment after a joint or arm is replaced, separated bushings, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A creak without play is not a safety problem yet; have the joint checked within a few weeks because dry joints wear fast.",
      codes: [],
      terms: ["ball joint boot", "grease fitting", "chassis ears"],
      related: ["worn-lower-ball-joint", "sway-bar-bushings", "coil-spring-seat-creak"],
    },
    {
      slug: "compliance-bushing-brake-clunk",
      title: "Clunk when you hit the brakes and the car darts slightly",
      summary:
        "A torn rear lower-control-arm (compliance) bushing lets the arm shift under braking. Replace the bushing or the arm and align; it is well known on 2003–2007 Honda Accords and 2006–2011 Civics.",
      symptoms: [
        "Clunk from the front when first pressing the brakes and again when releasing",
        "Steering wheel shimmy or a slight dart to one side under firm braking",
        "Car feels vague at highway speed and tracks grooves",
        "Cracked or bulging rubber visible at the rear mount of the lower arm",
      ],
      symptomIds: ["clunk-bumps", "shimmy-shake", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Torn lower-control-arm rear (compliance) bushing",
          why: "Braking pushes the wheel rearward; a split fluid-filled or solid rubber bushing lets the arm move until it hits metal, which clunks and changes toe.",
        },
        {
          likelihood: "occasional",
          part: "Worn lower-control-arm front bushing",
          why: "The front pivot carries the arm's fore-aft load too; once worn it lets the arm rock on braking and acceleration.",
        },
        {
          likelihood: "rare",
          part: "Loose subframe or control-arm mounting bolt",
          why: "A bolt not torqued after earlier work lets the mount slide, producing the same clunk under load reversal.",
        },
      ],
      checks: [
        {
          step: "Look at each lower-arm bushing from below with the car on the ground.",
          tools: ["Flashlight"],
          expect:
            "Cracks through the rubber, fluid weeping from a hydro bushing or the arm sitting off-center in the bushing condemn it.",
        },
        {
          step: "With the car on its wheels, lever the lower arm rearward against the front bushing, as braking loads it, and watch the rubber.",
          tools: ["Pry bar"],
          expect:
            "Good bushings give a little and spring back; movement with a knock or visible gap means the bushing is torn.",
        },
        {
          step: "Have a helper rock the car with the brakes applied while you watch the arm.",
          tools: [],
          expect:
            "An arm that shifts more than about 1/8 in. (3 mm) at its mount under braking load, with a knock, confirms the bushing (typical; fluid-filled bushings move more by design).",
        },
        {
          step: "Check the subframe and arm mount bolts for witness marks and torque.",
          tools: ["Torque wrench"],
          expect: "Shiny fretting marks around a washer point to a loose bolt rather than the bushing.",
        },
      ],
      fix: "Press in a new compliance bushing or fit a complete lower control arm, which is often cheaper in labor. Tighten the bushing bolts with the car at ride height so the rubber is not preloaded, then do a front alignment.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 300,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.3,
        excludes: "One side; the alignment, the other side, diagnosis, taxes and dealer-only bushings are extra.",
      },
      verdict: "careful",
      verdictReason:
        "The car still steers and stops, but the wheel can shift under hard braking; drive gently until the bushing is replaced.",
      codes: [],
      terms: ["compliance bushing", "lower control arm", "hydraulic bushing"],
      related: ["bmw-thrust-arm-shimmy", "subframe-mount-clunk", "worn-lower-ball-joint"],
      commonOn: [
        { make: "honda", models: ["accord"], years: [2003, 2007] },
        { make: "honda", models: ["civic"], years: [2006, 2011] },
      ],
    },
    {
      slug: "bmw-thrust-arm-shimmy",
      title: "Shimmy through the wheel at 50–70 mph that new rotors didn't fix",
      summary:
        "On BMWs and similar cars with twin lower arms, worn fluid-filled thrust-arm (tension-strut) bushings let the wheel oscillate. Replace the bushings or arms in pairs and align.",
      symptoms: [
        "Steering wheel shimmies on braking from highway speed even with new rotors",
        "Light shimmy on smooth highway that comes and goes with road surface",
        "Oily residue on the large rubber bushing at the front of the lower arm",
        "Front feels nervous over expansion joints",
      ],
      symptomIds: ["shimmy-shake", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking hydraulic thrust-arm bushing",
          why: "The fluid-filled bushing is tuned to damp fore-aft movement; once it leaks, the arm moves freely and braking forces set up a shimmy.",
        },
        {
          likelihood: "occasional",
          part: "Worn lower control-arm ball joint",
          why: "Play at the outer joint adds to the arm movement and lets the wheel toe in and out.",
        },
        {
          likelihood: "rare",
          part: "Wheel imbalance or a bent wheel adding a periodic force",
          why: "An out-of-balance or bent wheel excites the loose arm at certain speeds, making the shimmy worse.",
        },
      ],
      checks: [
        {
          step: "Inspect the thrust-arm bushings for cracks, bulging or oil weeping.",
          tools: ["Flashlight"],
          expect:
            "Wet residue or the inner sleeve sitting off-center in the rubber identifies a failed hydraulic bushing.",
        },
        {
          step: "With the car on the ground, pry the thrust arm fore and aft near the bushing.",
          tools: ["Pry bar"],
          expect: "A healthy bushing barely moves; several millimeters of movement with a soft squish confirms it.",
        },
        {
          step: "Check both lower-arm ball joints for play with the wheel unloaded.",
          tools: ["Pry bar", "Jack stands"],
          expect: "Any play in these joints means the arm should be replaced along with the bushing.",
        },
        {
          step: "Road-force balance the front wheels and check lateral runout of each rim.",
          tools: ["Road-force balancer"],
          expect: "Rims within about 0.030 in. runout and balanced assemblies rule out the wheel as the trigger.",
        },
      ],
      fix: "Replace both thrust-arm bushings, or both arms, with correctly oriented new bushings; many BMW bushings must be pressed on at a specific angle. Tighten the arm bolts at ride height and do a four-wheel alignment.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 500,
        laborHoursLow: 1.3,
        laborHoursHigh: 3,
        excludes: "Front pair; leaves out the alignment, wheel balancing, diagnosis, taxes and dealer labor rates.",
      },
      verdict: "careful",
      verdictReason:
        "The shimmy can grow under hard braking and loosen steering control; drive at moderate speed until the arms are fixed.",
      codes: [],
      terms: ["thrust arm", "tension strut", "hydraulic bushing", "road-force balance"],
      related: ["compliance-bushing-brake-clunk", "multi-link-upper-arm-creak", "worn-lower-ball-joint"],
      commonOn: [{ make: "bmw" }],
    },
    {
      slug: "multi-link-upper-arm-creak",
      title: "Creak and knock from the front of an Audi A4 or VW Passat over bumps",
      summary:
        "The four-link front suspension on Audi A4/A6 and B5-era Passats wears its upper control arms; the ball joints and bushings creak, then knock. Replace the upper arms as a set and align.",
      symptoms: [
        "Creak from the front over speed bumps, especially on cold days",
        "Knock over potholes once the joints get loose",
        "Steering wanders and the front feels loose at highway speed",
        "Inner edges of the front tires wearing",
      ],
      symptomIds: ["squeak-creak", "clunk-bumps", "wander-loose", "tire-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Worn upper control-arm ball joints",
          why: "Each upper arm has a small ball joint at the knuckle that dries out and wears, creaking first and then knocking.",
        },
        {
          likelihood: "occasional",
          part: "Split upper-arm rubber bushings at the body",
          why: "The bushings twist with every bump; once the rubber tears from the sleeve they creak and let the arm shift.",
        },
        {
          likelihood: "rare",
          part: "Worn lower guide arm or thrust-arm bushings",
          why: "The lower arms locate the wheel fore and aft, and loose bushings there give a clunk on braking that mimics the uppers.",
        },
      ],
      checks: [
        {
          step: "Rock the car at each front corner while listening under the fender with the hood open.",
          tools: ["Chassis ears or a mechanic's stethoscope"],
          expect: "A creak that sounds high up in the wheel well points to the upper arms.",
        },
        {
          step: "With the wheel off the ground, grab the upper arms and try to move each joint by hand.",
          tools: ["Jack stands"],
          expect:
            "Any play at an upper ball joint, against the usual 0 mm limit, or a torn boot means both upper arms on that side are due.",
        },
        {
          step: "Pry the lower arms and check their bushings.",
          tools: ["Pry bar"],
          expect: "Knocking lower arms should be done in the same visit to avoid paying for two alignments.",
        },
      ],
      fix: "Replace both upper control arms on each side (four arms) as a kit, plus lower arms if worn. Tighten bushing bolts with the suspension loaded to ride height and do a four-wheel alignment. Tesla Model S fore-links and other multi-link fronts are diagnosed the same way.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 1.7,
        laborHoursHigh: 4,
        excludes:
          "Four upper arms; lower arms, tie rod ends, the alignment, diagnosis, taxes and dealer pricing are extra.",
      },
      verdict: "careful",
      verdictReason:
        "A creak alone is not urgent, but a knocking upper joint can separate; have it checked soon and replace it if there is play.",
      codes: [],
      terms: ["multi-link suspension", "upper control arm", "ball joint"],
      related: ["bmw-thrust-arm-shimmy", "dry-ball-joint-creak", "worn-lower-ball-joint"],
      appliesTo: [
        { make: "audi", models: ["a4", "s4"], years: [1996, 2008] },
        { make: "audi", models: ["a6"], years: [1998, 2011] },
        { make: "volkswagen", models: ["passat"], years: [1998, 2005] },
      ],
    },
    {
      slug: "sway-bar-end-links",
      title: "Rattle or clunk from the front over small bumps at low speed",
      summary:
        "Worn sway bar end links are the usual cause: the little ball studs at each end go loose and rattle over broken pavement. Replace both links; it is one of the cheapest suspension repairs.",
      symptoms: [
        "Hollow rattle or clunk over small, sharp bumps below about 30 mph",
        "Noise is worst on uneven pavement where one wheel rises at a time",
        "Quiet over big, even speed bumps taken straight on",
        "Torn boots on the small ball joints at each end of the link",
      ],
      symptomIds: ["rattle-rough-road", "clunk-bumps"],
      causes: [
        {
          likelihood: "common",
          part: "Worn ball studs in the sway bar end links",
          why: "Every time one wheel moves more than the other the link changes direction; a worn socket takes up its slack with a knock each time.",
        },
        {
          likelihood: "occasional",
          part: "Loose end-link nut",
          why: "A nut that backed off lets the stud rock in its mounting hole, rattling and eventually ovalizing the hole.",
        },
        {
          likelihood: "rare",
          part: "Broken end link or sway bar",
          why: "A snapped link lets the bar flop and hit the subframe, and the car leans more in turns.",
        },
      ],
      checks: [
        {
          step: "With the car on the ground, grab each end link and shake it hard by hand.",
          tools: [],
          expect: "A good link cannot be moved; any click or free play means it is worn.",
        },
        {
          step: "Look at the link boots and nuts.",
          tools: ["Flashlight"],
          expect:
            "Split boots and rust-streaked studs are typical of worn links; a shiny ring around a nut means it has been moving.",
        },
        {
          step: "Disconnect one link at a time and road test the same rough street if the noise is hard to pin down.",
          tools: ["Wrenches", "Hex or Torx bit to hold the stud"],
          expect: "If the rattle disappears with the links off, the links (or bar bushings) are the source.",
        },
      ],
      noMeasurement:
        "End-link wear is found by shaking the link and by the noise going away with it disconnected; makers give no play figure beyond a good link having none.",
      fix: "Replace both end links on the axle, holding the ball stud with a hex or Torx bit while tightening so it does not spin. Tighten with the suspension at ride height (on the ground or with the arms supported) to avoid preloading the bar. No alignment is needed.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 150,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "One axle's pair of links; seized studs that must be cut off, diagnosis and taxes are extra.",
      },
      verdict: "ok",
      verdictReason:
        "Annoying rather than dangerous; the car leans slightly more in turns, so replace the links at the next convenient visit.",
      codes: [],
      terms: ["sway bar", "end link", "stabilizer bar"],
      related: ["sway-bar-bushings", "excessive-body-roll", "rear-shock-mount-broken"],
    },
    {
      slug: "sway-bar-bushings",
      title: "Thud or squeak from under the middle of the front over speed bumps",
      summary:
        "Worn or dry sway bar frame bushings let the bar knock or squeak in its brackets. Replace both bushings with new brackets if worn; a common source of noise on trucks and SUVs.",
      symptoms: [
        "Dull thud from near the center of the front over speed bumps taken at an angle",
        "Squeak on cold mornings that fades as the rubber warms",
        "Noise when the body rolls in slow turns",
        "Gap visible between the bar and its rubber bushing",
      ],
      symptomIds: ["clunk-bumps", "squeak-creak", "body-roll"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or shrunken sway bar bushings",
          why: "The rubber compresses and hardens with age, so the bar can move inside the bushing and knock against it.",
        },
        {
          likelihood: "occasional",
          part: "Dry bushing with the bar slipping in it",
          why: "Without its grease film the bar sticks and slips in the rubber, producing a squeak each time the body rolls.",
        },
        {
          likelihood: "rare",
          part: "Loose bushing bracket bolt",
          why: "A loose bracket lets the whole bushing shift against the frame, making a louder, sharper clunk.",
        },
      ],
      checks: [
        {
          step: "Look between the bar and each bushing and check the bracket bolts.",
          tools: ["Flashlight", "Wrench"],
          expect: "A visible gap, rubber squeezed out of the bracket or a loose bolt identifies the noise source.",
        },
        {
          step: "Pry the bar up and down near each bushing with the car on its wheels.",
          tools: ["Pry bar"],
          expect: "The bar should move only with the rubber, not inside it; any knock confirms worn bushings.",
        },
        {
          step: "Spray silicone at the bushing-to-bar joint and drive over the same bumps.",
          tools: ["Silicone spray"],
          expect: "A squeak that stops for a day or two proves a dry bushing.",
        },
      ],
      noMeasurement:
        "Worn or dry bar bushings are found by sight, a pry bar and a silicone test; no gauge reading separates a worn bar bushing from a good one.",
      fix: "Replace both sway bar bushings, greasing the inside with the silicone or bushing grease supplied (most new bushings come with it) and replacing rusted brackets. Tighten the bracket bolts with the vehicle on its wheels.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 80,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "End links often replaced at the same time, rusted bracket bolts, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "No safety risk from worn sway bar bushings themselves; fix them when convenient.",
      codes: [],
      terms: ["sway bar bushing", "stabilizer bar"],
      related: ["sway-bar-end-links", "dry-ball-joint-creak", "excessive-body-roll"],
    },
    {
      slug: "excessive-body-roll",
      title: "Car leans and wallows far more than usual in turns",
      summary:
        "A broken or disconnected sway bar link is the most likely cause, followed by worn struts or shocks. Check the links and bar first; the fix is usually cheap, and handling returns immediately.",
      symptoms: [
        "Body leans noticeably in freeway ramps and roundabouts",
        "Car takes a set and sways back after a quick lane change",
        "Clunk or rattle from the front or rear over uneven bumps",
        "Feels tippy with a full load or a roof box",
      ],
      symptomIds: ["body-roll", "rattle-rough-road", "bouncy-floaty"],
      causes: [
        {
          likelihood: "common",
          part: "Broken or disconnected sway bar end link",
          why: "The bar only resists roll when both ends are tied to the suspension; a snapped link leaves that axle with no anti-roll help.",
        },
        {
          likelihood: "occasional",
          part: "Worn shocks or struts",
          why: "Damping slows the rate of roll; without it the body leans fast and overshoots before settling.",
        },
        {
          likelihood: "rare",
          part: "Cracked sway bar or bar missing after earlier repairs",
          why: "A bar that cracked at a bend or was never reinstalled gives no roll stiffness at all.",
        },
      ],
      checks: [
        {
          step: "Look at both ends of the front and rear sway bars for a link that is broken, missing or hanging loose.",
          tools: ["Flashlight"],
          expect: "A loose link or a bar end sitting on the control arm instead of attached to it is the answer.",
        },
        {
          step: "Follow the bar from end to end, checking the bends for cracks and both frame bushings for presence.",
          tools: ["Flashlight"],
          expect: "Rust lines across a bend point to a crack; a bar sitting loose in one bracket also lets it flop.",
        },
        {
          step: "Once the bar and links check out, bounce each corner to see whether tired dampers are letting the body roll faster and further.",
          tools: [],
          expect:
            "Each corner should settle within about 1 second of release; more than one rebound adds worn dampers to the bar repair.",
        },
      ],
      fix: "Replace broken links in pairs, or a cracked bar with new bushings. Replace worn dampers per axle if they fail the bounce test. No alignment is needed for sway bar parts alone.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the sway bar end links in a pair",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the sway bar with new bushings",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Struts or shocks if also worn, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A car with no working sway bar can roll enough to lose grip in an emergency swerve; take corners gently until it is repaired.",
      codes: [],
      terms: ["body roll", "sway bar", "end link"],
      related: ["sway-bar-end-links", "sway-bar-bushings", "worn-front-struts"],
    },
    {
      slug: "broken-coil-spring",
      title: "Bang from a corner, then it sits lower and may rub the tire",
      summary:
        "A coil spring has snapped, usually at the bottom coil where rust collects in the Snow Belt. Check that the broken end is not touching the tire, then replace springs in pairs; a spring touching the tire means do not drive.",
      symptoms: [
        "Sharp bang or clunk over a bump, then a corner sits visibly lower",
        "Grinding or scraping as a broken spring end turns against its seat",
        "Tire sidewall scuffed where a spring end touches it",
        "Car leans toward the broken side at rest",
        "Clunking over every bump from that corner",
      ],
      symptomIds: ["sits-low", "clunk-bumps", "wheel-tilted"],
      causes: [
        {
          likelihood: "common",
          part: "Coil spring snapped by rust at the bottom coil",
          why: "Salt water sits where the coil meets its seat, pitting the steel until it cracks under load; the short piece can drop out or rotate.",
        },
        {
          likelihood: "occasional",
          part: "Spring coating chipped by stones",
          why: "Once the protective coating is chipped the bare steel corrodes and fatigue cracks start at the pit.",
        },
        {
          likelihood: "rare",
          part: "Overload or a hard impact on an old spring",
          why: "A big pothole or heavy load fully compresses an already weakened spring beyond what it can survive.",
        },
      ],
      checks: [
        {
          step: "Look into the wheel well with a light at each corner, following the coil down to its lower seat.",
          tools: ["Flashlight"],
          expect: "A missing pigtail or a clean break line in the lower coil confirms the break.",
        },
        {
          step: "Check whether any spring end is within an inch of the tire or touching it.",
          tools: ["Flashlight"],
          expect: "Rub marks on the tire or a spring end pointing at it means the car must not be driven.",
        },
        {
          step: "Measure ride height from the wheel center to the fender lip on both sides of the axle.",
          tools: ["Tape measure"],
          expect: "More than about 1/2 in. side-to-side difference backs up a broken or badly sagged spring.",
        },
        {
          step: "Check the opposite spring and the strut or shock on the broken side.",
          tools: ["Flashlight"],
          expect: "The other spring has the same age and rust; a strut that bottomed out may now leak.",
        },
      ],
      fix: "Replace both springs on the axle, on strut cars usually as complete loaded strut assemblies. Use new spring isolators, torque fasteners at ride height and align the car if the strut was unbolted from the knuckle.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 650,
        laborHoursLow: 1.2,
        laborHoursHigh: 3,
        excludes:
          "Axle pair; range spans bare springs to loaded struts; a damaged tire, the alignment, diagnosis and taxes are extra.",
      },
      verdict: "careful",
      verdictReason:
        "If the broken end is clear of the tire, drive slowly and only to a shop; if it touches the tire, stop and tow because it can cut the sidewall.",
      codes: [],
      terms: ["coil spring", "spring isolator", "ride height"],
      related: ["sagging-springs", "car-leans-side-to-side", "worn-front-struts"],
    },
    {
      slug: "sagging-springs",
      title: "Car sits lower than it used to and hits the bump stops",
      summary:
        "Tired coil springs have lost height on an older car, especially at the rear of wagons, minivans and SUVs that carry loads. Measure ride height against spec and replace the springs in axle pairs.",
      symptoms: [
        "Less gap between the tire and the fender than on a similar car",
        "Thump over dips as the suspension runs out of travel",
        "Rear sits low with passengers and headlights aim high",
        "Exhaust or hitch scraping on driveways",
        "Tires wearing on the inner edges at the sagging end",
      ],
      symptomIds: ["sits-low", "harsh-bottoming", "tire-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Coil springs sagged from age and mileage",
          why: "Steel springs slowly lose height after years of load cycles, so the car settles lower and uses up its bump travel.",
        },
        {
          likelihood: "occasional",
          part: "Missing or collapsed spring isolators",
          why: "Rubber pads under the spring crush or fall out, lowering the car by their thickness.",
        },
        {
          likelihood: "rare",
          part: "Wrong replacement springs fitted earlier",
          why: "A spring for a lighter engine or trim level sits lower under the actual load.",
        },
      ],
      checks: [
        {
          step: "On a level floor with correct tire pressures and an empty car, measure wheel-center-to-fender height at all four corners.",
          tools: ["Tape measure"],
          expect:
            "Compare to the manufacturer's ride-height chart; more than about 1 in. below spec marks sagged springs.",
        },
        {
          step: "Look for crushed or missing spring isolators and broken coil ends.",
          tools: ["Flashlight"],
          expect: "A broken coil or a missing isolator changes the diagnosis and the parts list.",
        },
        {
          step: "Inspect the bump stops for cracking and flattening.",
          tools: ["Flashlight"],
          expect: "Crumbled or polished bump stops show the suspension has been bottoming regularly.",
        },
      ],
      fix: "Replace the springs on the affected axle in pairs, with the correct part for the engine, trim and options, and new isolators and bump stops. Align afterward because camber and toe change with ride height.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 400,
        laborHoursLow: 1.2,
        laborHoursHigh: 3,
        excludes: "Axle pair of springs; the alignment, strut replacement if combined, diagnosis and taxes are extra.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive with care; avoid heavy loads until replaced because bottoming can damage struts and underbody parts.",
      codes: [],
      terms: ["ride height", "bump stop", "spring isolator"],
      related: ["broken-coil-spring", "bump-stop-bottoming", "rear-sags-when-loaded"],
    },
    {
      slug: "car-leans-side-to-side",
      title: "Car sits tilted side to side when parked on level ground",
      summary:
        "One weak or broken spring is the usual reason a car leans to one side. Measure ride height at all four corners on a level floor; replace springs in pairs, and on torsion-bar trucks adjust the bar first.",
      symptoms: [
        "One front or rear corner visibly lower on a flat, level surface",
        "Steering pulls slightly toward the low side",
        "Tire on the low side wearing its inner edge",
        "Uneven gap between tire and fender lip side to side",
      ],
      symptomIds: ["sits-low", "wheel-tilted", "tire-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Sagged or broken spring on the low corner",
          why: "A spring that has lost height or snapped lets that corner drop while the others hold their height.",
        },
        {
          likelihood: "occasional",
          part: "Torsion bar adjusting bolt out of position",
          why: "On GM and Ford torsion-bar trucks, a worn or previously turned adjuster sets one side lower.",
        },
        {
          likelihood: "occasional",
          part: "Leaking air spring or failed height sensor on air-suspended vehicles",
          why: "The module cannot hold that corner up, so it sits low after the car has been parked.",
        },
        {
          likelihood: "rare",
          part: "Bent control arm, frame or subframe",
          why: "A bent part lowers the corner geometrically even with a good spring; the tire often sits shifted in the wheel opening.",
        },
      ],
      checks: [
        {
          step: "Park on a level floor, confirm tire pressures match the placard and empty the trunk.",
          tools: ["Tire pressure gauge"],
          expect: "A soft tire can cause up to a half-inch of lean, so rule it out first.",
        },
        {
          step: "Measure from the wheel center to the fender lip at each corner.",
          tools: ["Tape measure"],
          expect: "A side-to-side difference over about 1/2 in. confirms a real lean; note which corner is low.",
        },
        {
          step: "Inspect the low corner's spring, isolator and, on torsion-bar trucks, the adjuster key and bolt.",
          tools: ["Flashlight"],
          expect: "A broken coil or an adjuster bolt with few threads engaged explains the low side.",
        },
        {
          step: "If springs look sound, measure wheelbase and setback on both sides.",
          tools: ["Tape measure", "Alignment rack"],
          expect:
            "A side-to-side wheelbase difference over about 1/4 in. means a bent arm or frame rather than a sagging spring.",
        },
      ],
      fix: "Replace both springs on the axle or reset torsion bar height to the spec, then align. On air suspension, repair the leak or sensor and run the height calibration with a scan tool.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Reset torsion bar trim height", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Replace both springs on the axle",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Alignment, air spring or height sensor repair, frame repair, diagnosis and taxes are extra.",
      },
      verdict: "ok",
      verdictReason:
        "A slight lean is safe to drive on; if the lean appeared suddenly after a bang, inspect for a broken spring before driving far.",
      codes: [],
      terms: ["ride height", "torsion bar", "setback"],
      related: ["broken-coil-spring", "torsion-bar-front-sag", "air-spring-leak-overnight"],
      commonOn: torsionBarTrucks,
    },
    {
      slug: "broken-leaf-spring",
      title: "Truck leans at the rear and the axle looks shifted on one side",
      summary:
        "A broken main leaf, center pin or spring eye lets the rear axle move. Do not load or tow with it; replace the spring pack (in pairs if both are old) and check the U-bolts.",
      symptoms: [
        "One side of the bed sits lower than the other",
        "Rear tire looks closer to the front or back of the wheel opening on one side",
        "Truck crabs or steers itself on bumps",
        "Clanking from the rear over bumps",
        "Visible crack or missing leaf in the spring pack",
      ],
      symptomIds: ["sits-low", "wheel-tilted", "clunk-bumps", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked main leaf or spring eye",
          why: "The main leaf carries the eyes that locate the axle; once it breaks, the axle can shift fore and aft and the spring sags.",
        },
        {
          likelihood: "occasional",
          part: "Sheared center bolt (center pin)",
          why: "The center pin keeps the axle positioned on the spring; if it shears the axle slides along the pack and the wheelbase changes.",
        },
        {
          likelihood: "rare",
          part: "Rotted spring hanger or shackle mount",
          why: "Rust at the frame mount lets the spring end move or drop even though the spring itself is intact.",
        },
      ],
      checks: [
        {
          step: "Look at each leaf pack from the side for cracks, shifted leaves and missing clamps.",
          tools: ["Flashlight"],
          expect: "A crack through the main leaf or leaves fanned out of line confirms the break.",
        },
        {
          step: "Measure from the front of the rear tire to the back of the front wheel opening on both sides.",
          tools: ["Tape measure"],
          expect: "A difference of more than about 1/4 in. means the axle has shifted on the spring.",
        },
        {
          step: "Inspect spring hangers, shackles and the frame around them for rust-through.",
          tools: ["Flashlight", "Hammer"],
          expect: "Flaking or perforated hanger mounts need frame repair as well as springs.",
        },
        {
          step: "Check U-bolt nuts for tightness.",
          tools: ["Torque wrench"],
          expect: "Loose U-bolts often accompany a sheared center pin and must be replaced, not re-torqued.",
        },
      ],
      fix: "Replace the spring pack (both sides if both are original and high-mileage) with new U-bolts, nuts and shackle bushings. Torque U-bolts to spec in a cross pattern and re-torque after 50–100 miles. Check rear thrust angle with an alignment.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 800,
        laborHoursLow: 1.3,
        laborHoursHigh: 3.3,
        excludes:
          "Range covers one or two packs with U-bolts; hanger or frame repair, the alignment, diagnosis and taxes are extra.",
      },
      verdict: "stop",
      verdictReason:
        "A broken main leaf or center pin lets the rear axle shift and steer the truck; tow it or drive only a short distance slowly and empty.",
      codes: [],
      terms: ["leaf spring", "center bolt", "spring hanger", "U-bolt"],
      related: ["leaf-spring-squeak", "truck-bed-porpoising", "frame-rust-at-mounts"],
    },
    {
      slug: "leaf-spring-squeak",
      title: "Squeak from the rear of a pickup over every bump",
      summary:
        "Dry spring-eye or shackle bushings, or leaves rubbing each other, cause the classic truck squeak. Lubricate the right spot to confirm, then replace the bushings or fit new leaf liners.",
      symptoms: [
        "Rhythmic squeak from the rear that matches body movement over bumps",
        "Worse in cold or dry weather and after a car wash",
        "Squeak when rocking the rear bumper by hand",
        "Rust dust around the leaf tips or shackle",
      ],
      symptomIds: ["squeak-creak"],
      causes: [
        {
          likelihood: "common",
          part: "Dry or worn shackle and spring-eye bushings",
          why: "The spring eye pivots on rubber or plastic bushings; once dry or cracked they squeak as the spring lengthens and shortens.",
        },
        {
          likelihood: "occasional",
          part: "Leaves rubbing with worn or missing anti-friction pads",
          why: "Each leaf slides on the next as the pack flexes; rust between bare leaves squeaks or groans.",
        },
        {
          likelihood: "rare",
          part: "Dry rear shock bushings or a loose U-bolt",
          why: "A shock bushing or loose pack can make a similar noise and should be ruled out.",
        },
      ],
      checks: [
        {
          step: "Rock the rear of the truck with a helper listening at each spring end.",
          tools: ["Chassis ears or a mechanic's stethoscope"],
          expect: "Most squeaks come from the rear shackle; pinpoint the corner before buying parts.",
        },
        {
          step: "Spray silicone or penetrating lubricant onto one shackle or eye at a time and rock again.",
          tools: ["Silicone spray"],
          expect: "A squeak that stops after one spot is lubricated locates it.",
        },
        {
          step: "Pry at the shackle and spring eye to check the bushing for play.",
          tools: ["Pry bar"],
          expect: "Visible movement means the bushing is worn through and lubricant will only be temporary.",
        },
      ],
      noMeasurement:
        "A spring squeak is located by ear and by lubricating one joint at a time; shackle bushing wear is judged by visible movement, with no published play figure.",
      fix: "Replace worn spring-eye and shackle bushings (polyurethane types need grease and a fitting), or fit new leaf pads between the leaves. Tighten shackle bolts with the truck on its wheels.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Fit new leaf pads or grease poly bushings",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace spring-eye and shackle bushings",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Seized shackle bolts that must be cut, new shackles, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A squeak on its own is not a safety issue; have the spring eyes inspected for cracks when the bushings are done.",
      codes: [],
      terms: ["shackle", "spring eye", "leaf spring"],
      related: ["broken-leaf-spring", "truck-bed-porpoising", "dry-ball-joint-creak"],
    },
    {
      slug: "torsion-bar-front-sag",
      title: "Front of a torsion-bar pickup sits lower than the rear",
      summary:
        "Torsion bars settle over time on trucks like 1999–2006 GM 4x4 pickups and Ford Rangers. Measure ride height, reset it with the adjuster bolts to spec, then align; do not crank it up for a leveling look without expecting faster wear.",
      symptoms: [
        "Nose of the truck sits noticeably low compared with when new",
        "Front bottoms out on dips and driveway aprons",
        "Camber and tire wear change after earlier torsion bar adjustment",
        "One side lower than the other",
      ],
      symptomIds: ["sits-low", "harsh-bottoming", "tire-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Torsion bars settled with age",
          why: "The bars twist to act as springs and slowly take a set, so the front drops unless the adjusters are turned.",
        },
        {
          likelihood: "occasional",
          part: "Adjuster key or bolt worn, stripped or turned previously",
          why: "A stripped or backed-off adjuster lets the key rotate and lowers that side.",
        },
        {
          likelihood: "rare",
          part: "Broken torsion bar or worn bar socket",
          why: "A snapped bar or worn hex end drops that side dramatically.",
        },
      ],
      checks: [
        {
          step: "Measure front trim height at the point in the service manual (often lower-arm pivot to a reference on the arm or a wheel-center figure).",
          tools: ["Tape measure"],
          expect: "Compare both sides with spec; sides within about 1/4 in. of each other and of spec are acceptable.",
        },
        {
          step: "Count threads of the adjuster bolt above the crossmember and inspect the key.",
          tools: ["Flashlight"],
          expect: "Very few or very many threads, or a damaged key, shows earlier adjustment or wear.",
        },
        {
          step: "Look at the upper ball joints and CV boots if the truck was raised previously.",
          tools: ["Flashlight"],
          expect: "Cranked torsion bars overwork ball joints and CV joints; torn boots are common.",
        },
      ],
      fix: "Reset trim height with the adjuster bolts to the factory spec, equal side to side, or replace a broken bar or worn key. Always align after adjusting, because camber and toe change with height.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reset trim height with the adjuster bolts",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a broken torsion bar or worn adjuster key",
            partsLow: 80,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "The alignment after adjustment, torsion bar unloading tool rental, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "A sagged front is safe to drive; a suddenly low side after a bang needs an inspection first.",
      codes: [],
      terms: ["torsion bar", "trim height", "adjuster key"],
      related: ["car-leans-side-to-side", "truck-upper-ball-joint", "lift-or-lowering-kit-problems"],
      commonOn: torsionBarTrucks,
    },
    {
      slug: "strut-mount-clunk",
      title: "Clunk from the top of the strut tower over bumps",
      summary:
        "A worn upper strut mount (the rubber top mount) lets the strut rod knock against its retainer. Replace the mount, ideally with new struts if they are also worn, and align afterward.",
      symptoms: [
        "Hollow clunk felt through the floor or firewall over sharp bumps",
        "Strut top nut area visibly moves when the car is rocked",
        "Rubber of the mount cracked or separated under the hood",
        "Slight change in camber on that side",
      ],
      symptomIds: ["clunk-bumps", "rattle-rough-road", "steering-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Collapsed or separated rubber in the upper strut mount",
          why: "The rubber isolates the strut rod from the body; when it cracks or separates, the rod and metal plate knock on each bump.",
        },
        {
          likelihood: "occasional",
          part: "Loose strut top nut",
          why: "A nut not torqued after earlier work lets the rod move in the mount.",
        },
        {
          likelihood: "rare",
          part: "Cracked strut tower or mounting studs",
          why: "Rust or a hard impact can crack the sheet metal, letting the mount move.",
        },
      ],
      checks: [
        {
          step: "Open the hood, put a hand on the strut top nut and rock the car by the fender.",
          tools: [],
          expect:
            "Any clunk you can feel at the nut or visible movement of the center plate means the mount or nut is loose.",
        },
        {
          step: "Check the top nut and tower stud nuts for torque.",
          tools: ["Torque wrench"],
          expect:
            "Nuts below spec (typically 30–50 ft-lb for the rod nut on many cars) must be tightened and rechecked.",
        },
        {
          step: "Inspect the mount rubber and the tower sheet metal around it.",
          tools: ["Flashlight"],
          expect: "Cracked or bulged rubber confirms the mount; cracks in the tower need body repair.",
        },
      ],
      fix: "Replace the upper strut mounts and bearings (usually in pairs), which requires pulling the struts. Many shops recommend loaded strut assemblies when struts are high-mileage. Align afterward.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 1.3,
        laborHoursHigh: 3,
        excludes: "Front pair of mounts; struts, the alignment, diagnosis and taxes are extra.",
      },
      verdict: "ok",
      verdictReason:
        "Noisy but safe at normal speeds; a cracked strut tower is the exception and needs repair before driving.",
      codes: [],
      terms: ["strut mount", "strut tower", "upper strut bearing"],
      related: ["strut-bearing-binding", "worn-front-struts", "noise-after-strut-replacement"],
    },
    {
      slug: "strut-bearing-binding",
      title: "Pop or groan from the front when turning the wheel in a parking lot",
      summary:
        "A seized or dry upper strut bearing makes the spring wind up and release with a pop as you turn. Replace the strut mounts and bearings; the car may also steer heavily or not return to center.",
      symptoms: [
        "Pop, boing or groan from the front when turning the steering at low speed",
        "Feeling of a notch or stickiness through the steering wheel as it turns",
        "Steering slow to return to center after a turn",
        "Noise felt by placing a hand on the strut spring while someone turns the wheel",
      ],
      symptomIds: ["steering-noise", "squeak-creak", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Rusted or dry upper strut bearing",
          why: "The bearing lets the strut and spring rotate with the steering; when it binds, the spring twists and snaps back with a pop.",
        },
        {
          likelihood: "occasional",
          part: "Spring end not seated in its upper or lower seat",
          why: "A spring installed out of its pocket rotates and clicks against the seat as the strut turns.",
        },
        {
          likelihood: "rare",
          part: "Binding lower ball joint or tie-rod end",
          why: "A seized joint resists steering and can make a similar groan, but the noise comes from lower down.",
        },
      ],
      checks: [
        {
          step: "With the car on the ground and engine running, have someone turn the wheel lock to lock while you hold the coil spring.",
          tools: [],
          expect: "A jump or click you feel in the spring points to the upper bearing or spring seat.",
        },
        {
          step: "Look at the spring ends where they meet the seats.",
          tools: ["Flashlight"],
          expect: "A spring end sitting on the ramp of the seat instead of against its stop shows mis-seating.",
        },
        {
          step: "Raise the front and turn the wheel by hand with the weight off.",
          tools: ["Jack stands"],
          expect:
            "If the pop is gone when unloaded, the bearing is binding under weight; a joint that still binds points lower down.",
        },
      ],
      noMeasurement:
        "The upper bearing binds only under load and the pop is felt through the spring; no gauge reads it, so the diagnosis is by feel, loaded against unloaded.",
      fix: "Replace the upper strut mount and bearing on both sides, reseat the springs correctly, torque the rod nut and align. Loaded strut assemblies make this a one-step job on high-mileage cars.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 1.3,
        laborHoursHigh: 3,
        excludes: "Front pair of bearings and mounts; struts, the alignment, diagnosis and taxes are extra.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable while you book the repair, but a binding bearing makes the steering sticky and slow to return to center; avoid sudden maneuvers.",
      codes: [],
      terms: ["strut bearing", "memory steer", "spring seat"],
      related: [
        "strut-mount-clunk",
        "noise-after-strut-replacement",
        "coil-spring-seat-creak",
        "alignment/memory-steer",
      ],
    },
    {
      slug: "noise-after-strut-replacement",
      title: "New struts put in and now it clunks or rides stiff",
      summary:
        "Usually an installation issue: a strut rod nut not torqued, a spring not seated, or bushings tightened with the suspension hanging. Recheck torques and seating before blaming the parts.",
      symptoms: [
        "Clunk over bumps that started right after the strut job",
        "Ride suddenly stiff or the car sits higher or lower than before",
        "Pop when turning at low speed",
        "Steering wheel off center after the job",
      ],
      symptomIds: ["clunk-bumps", "harsh-bottoming", "steering-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Strut rod nut or tower nuts not torqued",
          why: "A nut left snug with an impact gun and never torqued lets the rod move in the mount and knock.",
        },
        {
          likelihood: "common",
          part: "Control-arm or end-link bushings tightened with the suspension hanging",
          why: "Rubber bushings tightened at full droop are twisted at ride height, which stiffens the ride and tears them early.",
        },
        {
          likelihood: "occasional",
          part: "Spring not seated in its pockets or a missing isolator",
          why: "A mis-seated spring shifts under load and clunks, and may change ride height.",
        },
        {
          likelihood: "rare",
          part: "Wrong strut or spring for the trim level",
          why: "A heavy-duty or sport-rated part is stiffer and sits at a different height than the original.",
        },
      ],
      checks: [
        {
          step: "Check the strut rod nut and tower nuts with a torque wrench.",
          tools: ["Torque wrench"],
          expect:
            "Any nut below spec is the likely clunk (strut rod nuts are typically about 30–50 ft-lb; confirm in the service information); tighten and road test again.",
        },
        {
          step: "Look at the spring ends at both seats and for all isolators and bump stops.",
          tools: ["Flashlight"],
          expect:
            "Spring ends against their stops and all rubber pieces present; anything else means the strut must come apart again.",
        },
        {
          step: "Support the car at ride height, loosen and retighten the end links and control-arm bolts.",
          tools: ["Jack stands", "Torque wrench"],
          expect: "If the ride softens and noise stops, the bushings were preloaded.",
        },
        {
          step: "Compare the new part numbers with the catalog for the exact trim and options.",
          tools: [],
          expect:
            "A mismatch between the installed parts and the catalog explains a different ride height or stiffness.",
        },
      ],
      fix: "Correct the torque, reseat the springs, or retighten bushings at ride height; replace any bushing already torn. Align afterward if any strut-to-knuckle bolt was loosened.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Retorque nuts and retighten bushings at ride height",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Strip the strut to reseat the spring or fit isolators",
            partsLow: 0,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Often free under the installing shop's warranty; the alignment and replacement of torn bushings are extra.",
      },
      verdict: "careful",
      verdictReason: "A loose strut nut can let the strut move in its tower; get it rechecked before normal driving.",
      codes: [],
      terms: ["strut rod nut", "bushing preload", "ride height"],
      related: ["strut-mount-clunk", "worn-front-struts", "strut-bearing-binding"],
    },
    {
      slug: "bump-stop-bottoming",
      title: "Hard crash over a dip, like the suspension ran out of travel",
      summary:
        "The suspension is reaching metal because the foam bump stop has crumbled, the springs have sagged, or the car was lowered on stock struts. Inspect the bump stops and ride height, then replace the stops with new struts or springs as needed.",
      symptoms: [
        "Loud bang or jolt through the body on dips, railroad crossings and speed bumps",
        "Crumbled yellow or black foam pieces in the wheel well or on the spring seat",
        "Strut dust boot torn or missing",
        "Car sits low or carries heavy loads often",
      ],
      symptomIds: ["harsh-bottoming", "clunk-bumps", "sits-low"],
      causes: [
        {
          likelihood: "common",
          part: "Disintegrated polyurethane bump stop (jounce bumper)",
          why: "The foam stop cushions the last inch of travel; once it crumbles, the strut body hits the upper mount with nothing between them.",
        },
        {
          likelihood: "occasional",
          part: "Sagged springs using up the travel",
          why: "A car sitting an inch or more low reaches the bump stop on ordinary bumps instead of only on big hits.",
        },
        {
          likelihood: "occasional",
          part: "Worn struts or shocks",
          why: "Without damping, the body moves down faster and farther over a dip and slams into the stop.",
        },
        {
          likelihood: "rare",
          part: "Lowering springs on stock-length struts",
          why: "Lowering cuts bump travel; without shorter struts and trimmed bump stops the car rides on the stops.",
        },
      ],
      checks: [
        {
          step: "Look up past the spring at the strut shaft, or pull the wheel, and inspect the bump stop and dust boot.",
          tools: ["Flashlight"],
          expect: "A missing, split or crumbled stop confirms the metal-to-metal contact.",
        },
        {
          step: "Measure wheel-center-to-fender height at each corner against the manufacturer's chart.",
          tools: ["Tape measure"],
          expect: "More than about 1 in. low adds sagged springs to the repair.",
        },
        {
          step: "Bounce test each corner and look for oil on the strut bodies.",
          tools: ["Flashlight"],
          expect: "Free bouncing or wet struts mean the dampers are part of the problem.",
        },
        {
          step: "Check for shiny contact marks where the strut body meets the upper mount.",
          tools: ["Flashlight"],
          expect: "Polished metal or a dented mount plate shows how hard it has been hitting.",
        },
      ],
      fix: "Replace bump stops and dust boots (included in strut mount kits and loaded struts), plus sagged springs or worn struts in axle pairs. On lowered cars, fit struts and stops designed for the lower height. Align if the struts were removed.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the bump stops and dust boots",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace a pair of loaded struts",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1.8,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Sagged springs on non-loaded struts, the alignment, diagnosis and taxes are extra.",
      },
      verdict: "ok",
      verdictReason: "Safe if you slow down for dips; repeated metal-to-metal hits damage the strut mounts and towers.",
      codes: [],
      terms: ["bump stop", "jounce bumper", "dust boot"],
      related: ["sagging-springs", "worn-front-struts", "lift-or-lowering-kit-problems"],
    },
    {
      slug: "rear-trailing-arm-bushing",
      title: "Clunk from the rear and the back end feels like it steers itself",
      summary:
        "Worn rear trailing-arm or lateral-link bushings let the rear wheels shift and change toe as you brake, accelerate and corner. Replace the bushings or arms, tightened at ride height, and do a four-wheel alignment.",
      symptoms: [
        "Clunk from the rear over bumps and when braking or pulling away",
        "Rear steps sideways over mid-corner bumps",
        "Lane changes feel vague, as if the rear follows late",
        "Inner edges of the rear tires wearing or feathering",
      ],
      symptomIds: ["clunk-bumps", "wander-loose", "tire-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Torn rear trailing-arm bushing",
          why: "The trailing arm locates the rear wheel fore and aft; a split bushing lets it move under braking and drive loads, knocking and changing toe.",
        },
        {
          likelihood: "occasional",
          part: "Worn rear lateral, camber or toe-link bushings",
          why: "These links hold camber and toe; soft bushings let the wheel steer itself as load shifts in corners.",
        },
        {
          likelihood: "rare",
          part: "Bent trailing arm or toe link from a curb strike",
          why: "A bent link moves the wheel permanently, causing crabbing and fast wear rather than a clunk.",
        },
      ],
      checks: [
        {
          step: "Inspect each rear arm and link bushing for cracks, voids and an off-center inner sleeve.",
          tools: ["Flashlight"],
          expect: "Rubber split through or a sleeve resting against the outer shell condemns the bushing.",
        },
        {
          step: "Pry each arm and link at its bushings with the car on its wheels.",
          tools: ["Pry bar"],
          expect: "Good bushings flex and spring back; free movement or a knock means they are worn.",
        },
        {
          step: "Read rear toe and camber, then pry the suspect arm while watching the live toe reading.",
          tools: ["Alignment rack", "Pry bar"],
          expect:
            "Toe that moves more than about 0.1 degree with light prying confirms a worn bushing; toe far off with no movement points to a bent link.",
        },
        {
          step: "Road test over bumps in a steady curve with a helper listening at the rear.",
          tools: ["Chassis ears"],
          expect: "A clunk at the arm's body mount matches the bushing you found.",
        },
      ],
      fix: "Press in new bushings or fit complete arms or links, tightening the bolts with the suspension at ride height. Do a four-wheel alignment and set the front toe to the new thrust line.",
      difficulty: 3,
      cost: {
        partsLow: 50,
        partsHigh: 400,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "One side; other rear links found worn, the alignment, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A rear end that shifts in corners can step out in a swerve; drive gently until the bushings are replaced.",
      codes: [],
      terms: ["trailing arm", "toe link", "thrust angle"],
      related: ["bent-arm-after-curb-strike", "subframe-mount-clunk", "compliance-bushing-brake-clunk"],
    },
    {
      slug: "bent-arm-after-curb-strike",
      title: "Hit a curb and now one wheel sits back or the tire rubs",
      summary:
        "A hard curb or pothole strike can bend a control arm, strut, knuckle or link, moving the wheel. Measure wheelbase and setback and read the alignment angles; replace bent parts rather than straightening them, then align.",
      symptoms: [
        "Tire sits visibly farther back or forward in its wheel opening than the other side",
        "Steering wheel off-center and the car pulls after the impact",
        "Tire rubs the fender liner on full lock on one side only",
        "Scrape marks on the wheel rim and fresh paint cracks on an arm",
      ],
      symptomIds: ["wheel-tilted", "wander-loose", "tire-wear"],
      causes: [
        {
          likelihood: "common",
          part: "Bent lower control arm",
          why: "A sideways or rearward hit bends the arm, pushing the wheel back (setback) or changing camber beyond adjustment.",
        },
        {
          likelihood: "occasional",
          part: "Bent strut body or steering knuckle",
          why: "The strut tube or knuckle bends at its weakest section, tilting the wheel so camber and SAI no longer match the other side.",
        },
        {
          likelihood: "rare",
          part: "Shifted subframe or bent frame",
          why: "A big enough hit moves the subframe on its mounts or kinks the frame, changing setback on both wheels of the axle.",
        },
      ],
      checks: [
        {
          step: "Measure front-to-rear hub-center distance on the struck side and the other side, with a tape at the same point on each hub.",
          tools: ["Tape measure"],
          expect:
            "The struck side reading about 1/4 in. or more shorter or longer than the other means a bent or shifted part.",
        },
        {
          step: "On the alignment rack, print caster, camber, SAI and included angle for both front wheels and line the two columns up side by side.",
          tools: ["Alignment rack"],
          expect:
            "SAI or included angle more than about 1–1.5 degrees different from the other side points to a bent strut, knuckle or arm.",
        },
        {
          step: "Inspect arms, links, struts and tie rods for kinks, cracked paint and fresh scrapes.",
          tools: ["Flashlight"],
          expect: "A kink or ring of cracked paint at a bend identifies the damaged part.",
        },
        {
          step: "Check the wheel for runout and the tire for sidewall damage.",
          tools: ["Dial indicator", "Flashlight"],
          expect: "Runout over about 0.030 in. or a bulge adds the wheel or tire to the repair.",
        },
      ],
      fix: "Replace bent arms, struts, knuckles or tie rods (suspension parts are never heat-straightened), check and reset the subframe position, then align all four wheels. Inspect the wheel, tire and CV axle on the struck corner too.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace a bent control arm", partsLow: 60, partsHigh: 300, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Replace a bent strut or steering knuckle",
            partsLow: 200,
            partsHigh: 800,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Wheel and tire damage, frame or subframe repair, the alignment, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A bent arm is weakened and changes how the car steers; drive slowly and only to a shop after the impact.",
      codes: [],
      terms: ["setback", "SAI", "included angle", "control arm"],
      related: [
        "ball-joint-separated",
        "rear-trailing-arm-bushing",
        "worn-lower-ball-joint",
        "alignment/wheel-off-center-after-pothole",
      ],
    },
    {
      slug: "subframe-mount-clunk",
      title: "Clunk from under the car when starting off and stopping",
      summary:
        "Worn subframe mount bushings, or subframe bolts left loose after earlier work, let the whole subframe shift under load. Check bolt torque and the bushings, rule out engine mounts, and replace bushings with the subframe supported and marked.",
      symptoms: [
        "Single clunk from beneath the front or rear on takeoff and again when stopping",
        "Steering feel changes under hard braking",
        "Alignment keeps going out a few months after being set",
        "Shiny fretting marks around a subframe bolt washer",
      ],
      symptomIds: ["clunk-bumps", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or collapsed subframe mount bushings",
          why: "The bushings isolate the subframe from the body; once they tear or collapse, braking and drive forces slide the subframe back and forth.",
        },
        {
          likelihood: "occasional",
          part: "Subframe bolts loose after engine, transmission or steering work",
          why: "Bolts not torqued, or torque-to-yield bolts reused after being stretched, lose clamping force and let the subframe shift.",
        },
        {
          likelihood: "rare",
          part: "Rusted subframe mount or body mounting point",
          why: "Corrosion thins the mount or the captive nut in the body, so the bolt can no longer clamp firmly.",
        },
      ],
      checks: [
        {
          step: "Look for witness marks and check each subframe bolt with a torque wrench.",
          tools: ["Torque wrench", "Flashlight"],
          expect:
            "A bolt below spec or fretting around a washer shows subframe movement; torque-to-yield bolts that were loose must be replaced, not retightened.",
        },
        {
          step: "Pry between the subframe and body at each mount with the car on its wheels.",
          tools: ["Pry bar"],
          expect: "Visible movement or a clunk at a mount identifies a worn bushing.",
        },
        {
          step: "With the hood open and both brakes firmly applied, have a helper shift between drive and reverse with light throttle.",
          tools: [],
          expect:
            "An engine that lifts or rocks more than about 1/2 in. points to engine mounts instead of the subframe.",
        },
      ],
      fix: "Support the subframe, mark its position, and replace the bushings one side at a time where possible. Fit new bolts where the maker specifies one-time use, torque to spec, and align the car afterward.",
      difficulty: 4,
      cost: {
        partsLow: 80,
        partsHigh: 500,
        laborHoursLow: 2,
        laborHoursHigh: 6,
        excludes: "Engine mounts if also worn, seized-bolt labor, the alignment, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A shifting subframe changes steering and braking behavior under load; drive gently until it is checked.",
      codes: [],
      terms: ["subframe", "subframe bushing", "torque-to-yield bolt"],
      related: ["compliance-bushing-brake-clunk", "rear-trailing-arm-bushing", "frame-rust-at-mounts"],
    },
    {
      slug: "wheel-bearing-hum",
      title: "Hum or growl that rises with speed and changes when changing lanes",
      summary:
        "A worn wheel bearing is the most common cause: the noise changes as weight shifts onto or off the bad bearing in a gentle swerve. Confirm with a lift-and-spin test or chassis ears, rule out tire noise, then replace the hub or bearing.",
      symptoms: [
        "Hum or growl from one corner starting around 30–40 mph and rising with speed",
        "Louder when steering gently one way and quieter the other",
        "Noise unchanged by engine speed, gear or throttle",
        "Rough, gritty feel when that wheel is spun by hand off the ground",
      ],
      symptomIds: ["humming-growl"],
      causes: [
        {
          likelihood: "common",
          part: "Worn sealed hub bearing",
          why: "Water past the seals or age pits the races, and the rollers hum as they roll over the damage; the noise grows as the pits spread.",
        },
        {
          likelihood: "occasional",
          part: "Cupped or unevenly worn tire tread",
          why: "Irregular tread hums at a pitch that rises with speed, which often sends shops after a healthy bearing.",
        },
        {
          likelihood: "rare",
          part: "Worn CV joint or differential bearing",
          why: "These hum too, but their noise changes with throttle and load rather than with steering.",
        },
      ],
      checks: [
        {
          step: "Load each side in turn with long, gentle sweeping curves at 40–50 mph, left-hand then right-hand, and note which curve makes the growl louder.",
          tools: [],
          expect:
            "Noise that grows when steering left usually means the right-side bearing is loaded and bad, and vice versa; a growl that ignores the swerve may still be a bearing, so keep checking.",
        },
        {
          step: "With the corner on a stand, spin the wheel hard and rest a palm on the coil spring to feel for a rumble carried up from the hub.",
          tools: ["Jack stands"],
          expect:
            "A gritty or rumbling feel through the spring confirms that bearing; so does sealed-hub end play past the limit, about 0.002 in. (0.05 mm) on many Asian makes or 0.005 in. (0.13 mm) at the rotor edge on GM (typical; confirm in the service information).",
        },
        {
          step: "Clip chassis ears to each knuckle and road test.",
          tools: ["Chassis ears"],
          expect: "The channel with the loudest growl identifies the corner.",
        },
        {
          step: "Rotate the tires front to rear if the bearings feel smooth, and retest.",
          tools: ["Torque wrench"],
          expect: "A hum that follows the tires to the other axle was tire noise all along, and the bearings can stay.",
        },
      ],
      fix: "Replace the bolt-on hub assembly, or press in a new bearing on press-in designs. Torque the axle nut to spec (often 130–250 ft-lb on front-drive cars) with a torque wrench rather than an impact gun, and check that the ABS wheel-speed signal reads correctly afterward.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.3,
        excludes: "One corner; press-in bearings and seized knuckles take more labor; diagnosis and taxes are extra.",
      },
      verdict: "careful",
      verdictReason:
        "A humming bearing can worsen quickly and eventually develop play; get it replaced within days rather than weeks.",
      codes: [],
      terms: ["wheel bearing", "hub assembly", "axle nut"],
      related: ["wheel-bearing-play", "worn-front-struts", "compliance-bushing-brake-clunk"],
    },
    {
      slug: "wheel-bearing-play",
      title: "Wheel rocks on the hub and the ABS light may come on",
      summary:
        "A failed wheel bearing has enough play to let the wheel wobble on the hub. Stop driving and replace the hub or bearing; the ABS or traction light comes on because the sensor air gap changes as the wheel moves.",
      symptoms: [
        "Wheel clunks in and out when rocked at 12 and 6 o'clock",
        "Grinding or clunking from one corner, worse in turns",
        "ABS or traction-control light with a wheel-speed code for that corner",
        "Brake pedal pulsation from the rotor wobbling with the hub",
      ],
      symptomIds: ["humming-growl", "shimmy-shake", "clunk-bumps"],
      causes: [
        {
          likelihood: "common",
          part: "Worn-out hub bearing",
          why: "Once the races are badly pitted, the bearing develops end play and the wheel, rotor and tone ring all wobble together.",
        },
        {
          likelihood: "occasional",
          part: "Axle nut under-torqued or loose",
          why: "On press-in bearings the axle nut sets the preload; a loose nut lets the bearing develop play and wear quickly.",
        },
        {
          likelihood: "rare",
          part: "Knuckle bore worn by a bearing that spun",
          why: "A bearing that spun in its bore leaves the knuckle oversize, so even a new bearing will be loose.",
        },
      ],
      checks: [
        {
          step: "Raise the wheel and rock it at 12 and 6 o'clock while watching the hub and the ball joint.",
          tools: ["Jack stands"],
          expect: "Movement at the hub face, not at the ball joint, points to the bearing.",
        },
        {
          step: "Mount a dial indicator on the knuckle against the hub face and push and pull the hub.",
          tools: ["Dial indicator"],
          expect: "Many sealed hubs allow only about 0.002 in. (0.05 mm) of axial play; more fails.",
        },
        {
          step: "Scan the ABS module for wheel-speed codes and watch live wheel speeds while driving slowly.",
          tools: ["ABS-capable scan tool"],
          expect:
            "An erratic or dropping signal on that corner matches a sensor gap that changes as the bearing wobbles.",
        },
      ],
      fix: "Replace the hub assembly or press-in bearing, plus the axle nut if it is one-time-use, and the knuckle if the bore is worn. Torque to spec, clear ABS codes and confirm all four wheel speeds match on a road test.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes: "Knuckle replacement, a damaged rotor or wheel-speed sensor, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A bearing with play can seize or let the wheel separate; do not drive except a short, slow trip to a nearby shop.",
      codes: [
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0040", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0045", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0050", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["wheel bearing", "end play", "wheel-speed sensor"],
      related: ["wheel-bearing-hum", "worn-lower-ball-joint", "ball-joint-separated"],
    },
    {
      slug: "solid-axle-death-wobble",
      title: "Violent front-end shake after a bump on a Jeep or Super Duty",
      summary:
        "Death wobble on solid front axles (Jeep Wrangler, Ford Super Duty, Ram HD) is usually a worn track bar bushing or bolt plus loose steering joints. Slow down to stop it, then replace the worn parts and check caster.",
      symptoms: [
        "Sudden violent side-to-side shake of the front end after a bump at 40–60 mph",
        "Shake only stops when you slow down to below about 30 mph",
        "Steering wheel thrashes left and right",
        "Clunk in the front when turning the wheel with the truck stationary",
      ],
      symptomIds: ["shimmy-shake", "clunk-bumps", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Worn track bar bushing or loose track bar bolt",
          why: "The track bar keeps the axle centered; any play lets it move side to side and start the oscillation.",
        },
        {
          likelihood: "occasional",
          part: "Worn tie-rod ends or drag link",
          why: "Play in the steering linkage adds to the axle movement and sustains the wobble.",
        },
        {
          likelihood: "occasional",
          part: "Worn ball joints on the axle",
          why: "Loose joints let the knuckles move and change caster dynamically.",
        },
        {
          likelihood: "rare",
          part: "Low caster after a lift, or tire imbalance",
          why: "Less caster reduces self-centering and imbalance adds a trigger; both make wobble more likely.",
        },
      ],
      checks: [
        {
          step: "With the engine running and the truck on the ground, have a helper rock the steering wheel side to side while you watch each joint.",
          tools: ["Flashlight"],
          expect: "Any joint or bushing that moves before the part it is connected to is worn.",
        },
        {
          step: "Check the track bar bolts for torque and elongated holes.",
          tools: ["Torque wrench"],
          expect: "A loose bolt or oval hole is the classic cause.",
        },
        {
          step: "Check ball joints with the axle raised.",
          tools: ["Pry bar", "Jack stands"],
          expect: "Any play beyond spec condemns the joint.",
        },
        {
          step: "Read caster on both sides on an alignment rack, and compare it with the spec for the lift height actually fitted.",
          tools: ["Alignment rack"],
          expect:
            "Caster below spec (typically about 4–5 degrees positive on Wrangler and Super Duty axles; confirm in the service information), common after a lift, cuts self-centering and invites wobble.",
        },
      ],
      fix: "Replace the track bar or its bushings, and any worn tie rods, drag link or ball joints. Torque everything at ride height and align, including caster. A new steering stabilizer may help but does not fix the root cause.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the track bar or its bushings",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace tie rods, drag link or ball joints",
            partsLow: 200,
            partsHigh: 800,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Alignment, lift-kit correction parts, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A wobble can make steering control very difficult; slow down when it starts and have it repaired before highway driving.",
      codes: [],
      terms: ["death wobble", "track bar", "drag link", "caster"],
      related: ["lift-or-lowering-kit-problems", "worn-lower-ball-joint", "truck-upper-ball-joint"],
      appliesTo: [
        { make: "jeep", models: ["wrangler"] },
        { make: "jeep", models: ["gladiator"], years: [2020, 2027] },
        { make: "ford", models: ["f-250", "f-350", "f-450"], years: [1999, 2027] },
        { make: "dodge", models: ["ram"], years: [1994, 2012] },
        { make: "ram", models: ["2500", "3500"], years: [2011, 2027] },
      ],
    },
    {
      slug: "rear-shock-mount-broken",
      title: "Clank from the rear with a shock hanging loose from a rusted mount",
      summary:
        "A rear shock has come loose because its bolt sheared or the frame or axle bracket rusted away. Refit or replace the mount and the shock; common on Snow Belt pickups, vans and SUVs past 10 years old.",
      symptoms: [
        "Metallic clank or rattle from one rear corner over every bump",
        "That corner bounces freely while the other side settles",
        "Shock lower eye hanging beside its bracket, or the upper stud snapped off",
        "Scaled, flaking metal around the shock bracket on the frame or axle",
      ],
      symptomIds: ["rattle-rough-road", "bouncy-floaty", "clunk-bumps"],
      causes: [
        {
          likelihood: "common",
          part: "Rusted-through shock bracket on the frame or axle",
          why: "Salt water sits around the bolt hole; once the bracket thins, the shock load tears the bolt out through the metal.",
        },
        {
          likelihood: "occasional",
          part: "Shock bolt sheared or backed out",
          why: "A rusted bolt snaps under load, or a bolt left loose after earlier work walks out, leaving the shock eye free.",
        },
        {
          likelihood: "rare",
          part: "Upper shock stud snapped from overtightening",
          why: "Crushing the upper rubber bushings with an impact gun stresses the thin stud until it cracks off.",
        },
      ],
      checks: [
        {
          step: "Look at both ends of each rear shock with a light.",
          tools: ["Flashlight"],
          expect:
            "A shock eye out of its bracket, a missing bolt or a torn-out bracket confirms the cause of the clank.",
        },
        {
          step: "Tap and probe the bracket and the surrounding frame or axle with a hammer and pick.",
          tools: ["Ball-peen hammer", "Pick or screwdriver"],
          expect:
            "If the metal around the mount flakes or the pick sinks in, the bracket needs welding or a bolt-on repair bracket, not just a new bolt.",
        },
        {
          step: "Check that the loose shock has not rubbed a brake line, hose, ABS wire or the tire.",
          tools: ["Flashlight"],
          expect: "Shiny rub marks on a steel brake line or tire sidewall add those parts to the repair.",
        },
        {
          step: "Compress and extend the loose shock by hand.",
          tools: [],
          expect: "A shock that was swinging often has a bent rod or blown seal; uneven resistance means replace it.",
        },
      ],
      noMeasurement:
        "The failure is a broken or rusted-out mount, found by sight and a pick; the loose shock is judged by hand, and no instrument adds to that.",
      fix: "Replace the sheared bolt, or weld in or bolt on a repair bracket where the mount has rotted, and fit new shocks in pairs if the loose one is damaged. Tighten rubber-bushed mounts at ride height and rustproof the repaired area.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the sheared shock bolt",
            partsLow: 20,
            partsHigh: 50,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Weld in or bolt on a repair bracket",
            partsLow: 40,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "New shocks if the loose one is damaged, welding or frame repair beyond the bracket, brake line replacement, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A swinging shock can cut a brake line or the tire; drive slowly and only to the shop, and have the mount repaired right away.",
      codes: [],
      terms: ["shock mount", "repair bracket", "frame rust"],
      related: ["leaking-rear-shocks", "frame-rust-at-mounts", "sway-bar-end-links"],
    },
    {
      slug: "air-spring-leak-overnight",
      title: "Rear of the car sags to the bump stops after sitting overnight",
      summary:
        "A cracked rubber air spring is leaking down; classic on Lincoln Town Car, Mercury Grand Marquis and Ford Crown Victoria rear air and on 2003–2006 Expedition and Navigator. Find the leak with soapy water and replace air springs in pairs.",
      symptoms: [
        "Rear sits on its bump stops in the morning and rises after a minute or two of running",
        "Compressor can be heard running every time the car starts",
        "Check Air Suspension or similar message on the dash",
        "Bag visibly cracked at the fold where it rolls over its piston",
        "Rear bottoms out over bumps until it rises",
      ],
      symptomIds: ["sits-low", "air-warning", "compressor-noise", "harsh-bottoming"],
      causes: [
        {
          likelihood: "common",
          part: "Dry-rotted rubber air spring",
          why: "The rubber cracks at the rolling fold after years of flexing and ozone, leaking air slowly once the car is parked.",
        },
        {
          likelihood: "occasional",
          part: "Leaking air line fitting or O-ring at the spring",
          why: "Push-in fittings and their O-rings harden and leak at the spring top or at the valve block.",
        },
        {
          likelihood: "rare",
          part: "Solenoid valve on the air spring not sealing",
          why: "Each spring has an electric valve; dirt or moisture can stop it closing fully, venting that spring.",
        },
      ],
      checks: [
        {
          step: "With the suspension inflated and engine off, spray soapy water over each air spring, the fold and the fittings.",
          tools: ["Spray bottle of soapy water", "Flashlight"],
          expect: "Foaming bubbles at a crack or fitting identify the leak.",
        },
        {
          step: "Note which corner sags after a night parked and measure its drop.",
          tools: ["Tape measure"],
          expect: "A corner that drops more than 1 in. overnight has a leak at that spring, line or valve.",
        },
        {
          step: "Scan the air suspension module for codes and stored compressor run-time faults.",
          tools: ["Scan tool with air suspension access"],
          expect:
            "Compressor timeout or height-not-reached faults back up a leak; a sensor code changes the direction.",
        },
        {
          step: "Inspect the compressor's air dryer and intake for oil or moisture.",
          tools: ["Flashlight"],
          expect: "A soaked dryer means the compressor has been overworked by the leak and may be near failure.",
        },
      ],
      fix: "Replace the leaking air springs in pairs on the axle, with new O-rings on the fittings, and check compressor output. Switch off the air suspension before lifting the car. Many owners convert older Town Cars and Navigators to steel coil kits that include a bypass for the warning lamp.",
      difficulty: 3,
      cost: {
        partsLow: 120,
        partsHigh: 700,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes:
          "Axle pair of springs; compressor replacement if burned out, diagnosis and taxes; dealer parts cost more.",
      },
      verdict: "careful",
      verdictReason:
        "Drive only once the car has risen to normal height; on the bump stops, handling and braking suffer and the tires can rub.",
      codes: [],
      terms: ["air spring", "rolling lobe", "air dryer"],
      related: ["air-compressor-overworked", "air-compressor-dead", "air-strut-front-drops"],
      commonOn: [
        { make: "lincoln", models: ["town-car"], years: [1990, 2011] },
        { make: "lincoln", models: ["navigator"], years: [2003, 2006] },
        { make: "mercury", models: ["grand-marquis"], years: [1992, 2011] },
        { make: "ford", models: ["crown-victoria"], years: [1992, 2011] },
        { make: "ford", models: ["expedition"], years: [2003, 2006] },
      ],
    },
    {
      slug: "air-strut-front-drops",
      title: "Front of a Mercedes or Range Rover drops after parking and rises on startup",
      summary:
        "A leaking front air strut, the classic failure of Mercedes Airmatic (2000–2006 S-Class, 2003–2009 E-Class) and 2003–2012 Range Rover air suspension. Confirm the leak, replace the struts, and check the compressor and relay it has overworked.",
      symptoms: [
        "Front sits low on the tires or bump stops after a few hours parked",
        "Car slowly rises after startup, with a suspension or visit-workshop message",
        "Compressor runs for long periods and may time out with a fault",
        "Front tires rub the liners in turns while the car is low",
        "Hiss from one front wheel well right after the engine is shut off",
      ],
      symptomIds: ["sits-low", "air-warning", "compressor-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked rubber bellows on the front air strut",
          why: "The thin bellows rolls over the strut's piston every bump; after 8–12 years it cracks at the fold and leaks whenever the car sits.",
        },
        {
          likelihood: "occasional",
          part: "Leaking air line or O-ring at the strut top fitting",
          why: "Hardened O-rings at the push-in fitting, or a line chafed against the body, leak slowly and are easy to mistake for the strut itself.",
        },
        {
          likelihood: "rare",
          part: "Valve block not holding pressure",
          why: "A leaking internal valve bleeds one or both struts back through the block, so the car drops even with healthy struts.",
        },
      ],
      checks: [
        {
          step: "With the car at normal height and engine off, spray soapy water over each front bellows, the top fitting and the visible lines.",
          tools: ["Spray bottle of soapy water", "Flashlight"],
          expect:
            "Foam at a bellows fold or fitting locates the leak; the bellows often must be flexed by lowering the car to show a crack.",
        },
        {
          step: "Measure fender height at each corner right after parking and again the next morning.",
          tools: ["Tape measure"],
          expect: "One corner dropping more than about 1 in. overnight points to that strut, its line or its valve.",
        },
        {
          step: "Scan the level-control module for codes and read the system pressure and height values live.",
          tools: ["Scan tool with air suspension access"],
          expect:
            "Pressure that falls with all valves commanded closed points to the valve block; pressure that holds while one corner drops points to that strut.",
        },
        {
          step: "Check compressor run time to raise the car from low to normal height, and inspect its relay.",
          tools: ["Stopwatch", "Scan tool with air suspension access"],
          expect:
            "A compressor that needs several minutes or times out has been worn by the leak and may need replacing along with the strut.",
        },
      ],
      fix: "Replace the leaking air strut assemblies (in pairs on high-mileage cars), renew O-rings and any chafed lines, and replace the compressor relay, which is a known weak point on Airmatic. Put the system in jack or lift mode before lifting, then recalibrate ride height with a factory-level scan tool.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace one air strut and the compressor relay",
            partsLow: 350,
            partsHigh: 1100,
            laborHoursLow: 1.3,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace both front air struts",
            partsLow: 700,
            partsHigh: 2400,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Compressor, valve block, height calibration, diagnosis and taxes; dealer struts cost much more.",
      },
      verdict: "careful",
      verdictReason:
        "Drive only once the front has risen to normal height; on the stops it handles poorly and can damage tires and the struts.",
      codes: [],
      terms: ["Airmatic", "air strut", "valve block", "jack mode"],
      related: ["air-spring-leak-overnight", "air-compressor-overworked", "air-height-sensor-fault"],
      commonOn: [
        { make: "mercedes-benz", models: ["s-class"], years: [2000, 2006] },
        { make: "mercedes-benz", models: ["e-class"], years: [2003, 2009] },
        { make: "land-rover", models: ["range-rover"], years: [2003, 2012] },
      ],
    },
    {
      slug: "air-compressor-overworked",
      title: "Air suspension compressor runs for minutes, gets hot or never shuts off",
      summary:
        "A leak somewhere is making the compressor run far longer than designed; if its relay sticks closed, it runs nonstop and flattens the battery. Check the relay first if it runs with the key off, then find and fix the leak before replacing the compressor.",
      symptoms: [
        "Compressor hum from under the car or trunk long after starting, or while parked",
        "Compressor housing too hot to touch and a suspension fault message",
        "Battery found dead after the car sat overnight",
        "Ride height slow to come up, or never quite reaches normal",
      ],
      symptomIds: ["compressor-noise", "air-warning", "sits-low"],
      causes: [
        {
          likelihood: "common",
          part: "Leak in an air spring, strut, line or fitting",
          why: "Every leak adds run time; the compressor overheats, its piston ring wears, and it builds pressure more slowly each month.",
        },
        {
          likelihood: "occasional",
          part: "Compressor relay with welded contacts",
          why: "High current eventually welds the relay contacts closed, so the compressor runs with the ignition off until it burns out or the battery dies.",
        },
        {
          likelihood: "rare",
          part: "Saturated air dryer or restricted intake filter",
          why: "A dryer full of moisture or a blocked intake starves the compressor, so it runs long and pumps wet air that corrodes the valves.",
        },
      ],
      checks: [
        {
          step: "With the key out and doors closed for 10 minutes, listen and feel at the compressor.",
          tools: [],
          expect: "A compressor running with the car off points to a stuck relay or a module staying awake.",
        },
        {
          step: "Swap in a known-good relay of the same part number for the air suspension compressor relay, or fit a new one.",
          tools: ["Replacement relay"],
          expect: "If the compressor now stops with the key off, the old relay was welded.",
        },
        {
          step: "Leak-test every spring, strut, line and fitting with soapy water at full height.",
          tools: ["Spray bottle of soapy water", "Flashlight"],
          expect: "Any leak found must be fixed first, or a new compressor will be worn out within months.",
        },
        {
          step: "Time the rise from lowest to normal height with the engine running, and measure current draw if the spec is published.",
          tools: ["Stopwatch", "Clamp ammeter", "Scan tool with air suspension access"],
          expect:
            "A rise from lowest to normal that takes over 2–3 minutes where 30–60 seconds is normal (typical), or a timeout fault, with no leaks found means a weak compressor.",
        },
      ],
      fix: "Fix the leaks, replace a welded relay, and replace the compressor together with its dryer (often sold as one assembly) if it is weak or heat-damaged. Clear codes and run the height calibration or system check the maker specifies.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the welded compressor relay",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the compressor and dryer assembly",
            partsLow: 350,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Air springs or lines to fix the leak, battery replacement, diagnosis and taxes are extra.",
      },
      verdict: "careful",
      verdictReason:
        "Drive only if the car reaches normal height; pull the compressor fuse if it runs nonstop while parked to save the battery and compressor.",
      codes: [],
      terms: ["air compressor", "compressor relay", "air dryer"],
      related: ["air-spring-leak-overnight", "air-compressor-dead", "air-strut-front-drops"],
    },
    {
      slug: "air-compressor-dead",
      title: "Car stays low and the air suspension compressor never starts",
      summary:
        "A blown fuse, a dead relay, a switched-off system or a burned-out compressor leaves the car sitting low. Check the service switch, fuse and relay first, then power and ground at the compressor, and replace it only after fixing the leak that killed it.",
      symptoms: [
        "No compressor sound at all after starting or opening a door",
        "Car sits low all day and the air suspension warning stays on",
        "Harsh ride, bottoming over dips and tires rubbing in turns",
        "Compressor fuse found blown, sometimes repeatedly",
      ],
      symptomIds: ["compressor-noise", "air-warning", "sits-low", "harsh-bottoming"],
      causes: [
        {
          likelihood: "common",
          part: "Blown compressor fuse or failed relay",
          why: "The compressor draws high current; a dragging motor or burned relay contacts blow the fuse or open the circuit.",
        },
        {
          likelihood: "occasional",
          part: "Seized or burned-out compressor motor",
          why: "Years of extra run time from a leak overheat the motor or trip its internal thermal cutout for good.",
        },
        {
          likelihood: "occasional",
          part: "Air suspension service switch left off",
          why: "Ford and Lincoln models with a trunk or dash switch disable the system when it is off, often left that way after a tire change or repair.",
        },
        {
          likelihood: "rare",
          part: "Module not commanding the relay",
          why: "A failed module, a height-sensor fault that disables leveling, or a lost module power feed leaves the compressor idle.",
        },
      ],
      checks: [
        {
          step: "Check the air suspension switch position on models that have one.",
          tools: [],
          expect: "A switch left off explains a dead system with no fault in the hardware.",
        },
        {
          step: "Check the compressor fuse and listen or feel for the relay clicking when a door is opened or the engine started.",
          tools: ["Test light or multimeter"],
          expect:
            "A blown fuse or silent relay narrows the fault to the supply side; a fuse that blows again points to a seized motor.",
        },
        {
          step: "Command the compressor on through the scan tool and back-probe its connector.",
          tools: ["Multimeter", "Scan tool with air suspension access"],
          expect:
            "Battery voltage (about 12 V or more) at the connector and a ground with under 0.2 V drop, but no run, condemns the compressor.",
        },
        {
          step: "Scan for height-sensor and leveling codes before ordering parts.",
          tools: ["Scan tool with air suspension access"],
          expect:
            "A sensor or module code that disables the system must be fixed first, or a new compressor will not run either.",
        },
      ],
      fix: "Replace the fuse and relay, then the compressor (with its dryer) if it will not run with power and ground present. Find and fix the leak that overworked it, switch the system back on, clear codes and let it reach normal height before driving.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the compressor fuse and relay",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the compressor with its dryer",
            partsLow: 350,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Air spring replacement to fix the underlying leak, module repair, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A car resting on its bump stops steers and brakes poorly and can cut its tires; drive slowly and only as far as the shop.",
      codes: [],
      terms: ["air compressor", "air suspension switch", "voltage drop"],
      related: ["air-compressor-overworked", "air-spring-leak-overnight", "air-height-sensor-fault"],
      commonOn: [
        { make: "ford", models: ["crown-victoria"], years: [1992, 2011] },
        { make: "ford", models: ["expedition"], years: [1997, 2006] },
        { make: "lincoln", models: ["town-car"], years: [1990, 2011] },
        { make: "lincoln", models: ["navigator"], years: [1998, 2006] },
      ],
    },
    {
      slug: "air-height-sensor-fault",
      title: "One corner rides high or low with a suspension warning message",
      summary:
        "A ride-height sensor with a broken link or a failed element sends a wrong position, so the module overfills or vents that corner. Inspect the linkage, watch the sensor's live value, replace the sensor or link, and recalibrate heights with a scan tool.",
      symptoms: [
        "One corner sits clearly higher or lower than the others on an air-ride vehicle",
        "Suspension warning message and leveling disabled",
        "Compressor and vent valve cycling while the car sits still",
        "Headlights aimed wrong on cars with automatic leveling lamps",
      ],
      symptomIds: ["sits-low", "air-warning", "wheel-tilted"],
      causes: [
        {
          likelihood: "common",
          part: "Broken or disconnected height sensor link",
          why: "The small plastic ball-socket link between arm and sensor snaps or pops off, leaving the sensor stuck at one reading.",
        },
        {
          likelihood: "occasional",
          part: "Failed height sensor",
          why: "Water inside the sensor or a worn internal track gives a noisy or offset signal, so the module sets the wrong height.",
        },
        {
          likelihood: "rare",
          part: "Chafed or corroded sensor wiring",
          why: "A wire rubbed through against the arm or a green connector causes dropouts and false readings.",
        },
      ],
      checks: [
        {
          step: "Inspect each height sensor and its link at the control arm.",
          tools: ["Flashlight"],
          expect: "A broken, bent or detached link at the odd corner is the most common finding.",
        },
        {
          step: "Watch each sensor's live value on a scan tool while lifting and lowering that corner with a jack.",
          tools: ["Scan tool with air suspension access", "Floor jack"],
          expect:
            "The reading should change smoothly with movement, typically somewhere in a 0.5–4.5 V range on analog sensors; jumps, dropouts or a frozen value condemn it.",
        },
        {
          step: "Back-probe the height sensor at the odd corner, key on, for its 5 V reference and ground before condemning it.",
          tools: ["Multimeter"],
          expect:
            "Most analog sensors get a 5 V reference and a clean ground; a missing reference points to wiring or the module.",
        },
      ],
      fix: "Replace the sensor or link, repair any damaged wiring with sealed splices, then run the ride-height calibration with a factory-level scan tool at the specified measuring points. Re-aim headlights on cars with automatic leveling.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the sensor link and calibrate height",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the height sensor and calibrate",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Dealer calibration if the shop lacks the software, wiring repair, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A high or low corner upsets handling and braking balance; drive gently until the sensor is replaced and calibrated.",
      codes: [],
      terms: ["height sensor", "ride-height calibration", "5 V reference"],
      related: ["air-compressor-dead", "air-strut-front-drops", "adaptive-damper-fault"],
    },
    {
      slug: "adaptive-damper-fault",
      title: "Service Suspension message with a ride that turned harsh or bouncy",
      summary:
        "One electronically controlled damper (GM MagneRide, BMW EDC, Mercedes ADS and similar) has failed or lost its wiring, and the system falls back to a default firmness. Scan for the corner, inspect the damper and connector, then replace that damper.",
      symptoms: [
        "Service Suspension, Check Suspension or a damper warning on the cluster",
        "Ride stuck firm or suddenly floaty, and Tour/Sport modes no longer change the feel",
        "One corner bounces or thumps more than the others over the same bump",
        "Oil on one damper body or a cracked connector at its top",
      ],
      symptomIds: ["air-warning", "harsh-bottoming", "bouncy-floaty", "shock-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking electronic damper",
          why: "Once a MagneRide or valve-controlled damper loses fluid it cannot generate force whatever current the module sends, and many designs also fail their internal coil.",
        },
        {
          likelihood: "occasional",
          part: "Chafed harness or corroded connector at the damper",
          why: "The lead at the top of the damper flexes with every bump and sits in road spray; an open or shorted circuit sets a code and drops that corner to default.",
        },
        {
          likelihood: "rare",
          part: "Failed body-motion sensor or suspension control module",
          why: "A dead accelerometer or module input leaves the system without the data it needs, so it disables adaptive control on all four corners.",
        },
      ],
      checks: [
        {
          step: "Scan the chassis or suspension module and write down every code and the corner it names.",
          tools: ["Scan tool with chassis module access"],
          expect:
            "A damper circuit code for one corner points to that damper or its harness; codes on all corners point to the module, a sensor or power supply.",
        },
        {
          step: "Inspect the named damper for oil and its connector and harness for chafing or green corrosion.",
          tools: ["Flashlight"],
          expect: "A wet damper body condemns the damper; a broken clip or chafed wire means the harness comes first.",
        },
        {
          step: "Unplug the damper and measure its coil or valve resistance, then measure the same on the opposite corner.",
          tools: ["Multimeter"],
          expect:
            "Readings should match side to side within about 0.5 Ω (damper coils typically read a few ohms; confirm in the service information); an open circuit or a big mismatch condemns the damper.",
        },
        {
          step: "Back-probe the damper connector while commanding the damper through the scan tool's output test.",
          tools: ["Multimeter or lab scope", "Scan tool with chassis module access"],
          expect:
            "A changing control signal at the connector with the damper still faulty proves the damper; no signal points to the harness or module.",
        },
      ],
      fix: "Replace the failed damper (pairs per axle are recommended on high-mileage cars), or repair the harness with sealed splices. Clear codes, run any damper or ride-height calibration the maker specifies, and align if a front strut-type damper was replaced.",
      difficulty: 3,
      cost: {
        partsLow: 300,
        partsHigh: 1600,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes:
          "One damper; the second damper on the axle, an alignment for strut types, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The car still drives, but a dead damper corner can bounce and lose grip on rough roads; keep speeds moderate until it is replaced.",
      codes: [],
      terms: ["MagneRide", "adaptive damper", "EDC", "output test"],
      related: ["air-height-sensor-fault", "worn-front-struts", "leaking-rear-shocks"],
      commonOn: [
        { make: "chevrolet", models: ["corvette"], years: [2003, 2027] },
        { make: "cadillac", years: [2002, 2027] },
        { make: "bmw" },
        { make: "mercedes-benz" },
      ],
    },
    {
      slug: "rear-sags-when-loaded",
      title: "Rear squats and the headlights point up when towing or loaded",
      summary:
        "Too much tongue weight on a plain ball hitch is the usual cause, then failed load-leveling parts (GM Autoride rear air shocks, self-leveling shocks) or tired rear springs. Measure the sag, then fix the hitch setup or the suspension.",
      symptoms: [
        "Rear drops more than about 2 in. when the trailer is hitched",
        "Oncoming drivers flash their lights because the headlights aim high",
        "Steering goes light and the vehicle wanders with the trailer on",
        "Load-leveling compressor runs but the rear never comes back up",
        "Rear bottoms out over dips while loaded",
      ],
      symptomIds: ["sits-low", "wander-loose", "compressor-noise", "harsh-bottoming"],
      causes: [
        {
          likelihood: "common",
          part: "Tongue weight too heavy for a plain ball hitch",
          why: "A trailer should carry roughly 10–15% of its weight on the tongue; on a 6,000 lb trailer that is 600–900 lb hanging behind the rear axle, which lifts the front and squats the rear.",
        },
        {
          likelihood: "occasional",
          part: "Leaking load-leveling air shocks or worn self-leveling shocks",
          why: "Air shocks that leak at their sleeve or a self-leveling shock that has lost its internal pump can no longer push the rear back to ride height.",
        },
        {
          likelihood: "rare",
          part: "Sagged rear coil or leaf springs",
          why: "Tired springs look acceptable empty but collapse further than normal under load.",
        },
      ],
      checks: [
        {
          step: "Measure the rear and front fender heights empty, then with the trailer hitched.",
          tools: ["Tape measure"],
          expect:
            "Rear drop over about 2 in. or front rise over about 1 in. means the hitch setup needs weight distribution or the suspension is weak.",
        },
        {
          step: "Weigh the tongue and compare with the hitch, receiver and vehicle ratings.",
          tools: ["Tongue weight scale or a CAT scale"],
          expect:
            "Tongue weight above the rating or above about 15% of trailer weight explains the sag without any failed part.",
        },
        {
          step: "On load-leveling vehicles, load the rear and listen for the compressor, then spray the air shocks and lines with soapy water.",
          tools: ["Spray bottle of soapy water", "Flashlight"],
          expect:
            "A compressor that runs while the rear stays low points to a leaking air shock or line; no compressor sound points to its fuse, relay or the leveling sensor.",
        },
        {
          step: "Measure empty ride height against the manufacturer's chart.",
          tools: ["Tape measure"],
          expect: "A rear more than about 1 in. below spec with no load adds sagged springs to the repair.",
        },
      ],
      fix: "Fit and adjust a weight-distribution hitch so the front returns close to its unloaded height, or replace leaking leveling shocks, the leveling compressor or sagged springs as found. Re-aim the headlights after any ride-height repair.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace plain rear shocks in a pair",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace leveling shocks or sagged springs in pairs",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Hitch purchase and setup, leveling compressor, headlight aim, diagnosis and taxes; dealer parts cost more.",
      },
      verdict: "careful",
      verdictReason:
        "A squatting rear takes weight off the front tires, so steering and braking get worse with a trailer on; cut the load and speed until it is corrected.",
      codes: [],
      terms: ["load leveling", "weight-distribution hitch", "tongue weight"],
      related: ["sagging-springs", "air-compressor-dead", "leaking-rear-shocks"],
      commonOn: [
        { make: "chevrolet", models: ["tahoe", "suburban"], years: [2000, 2014] },
        { make: "gmc", models: ["yukon", "yukon-xl"], years: [2000, 2014] },
      ],
    },
    {
      slug: "frame-rust-at-mounts",
      title: "Rust holes in the frame near the spring or control-arm mounts",
      summary:
        "Frame rot at a suspension mount is structural failure, not cosmetic rust: the mount can tear out and let an axle or arm move. Park the vehicle, get the frame assessed, and repair with new frame sections or a replacement frame.",
      symptoms: [
        "Flaking, swollen or perforated frame rail next to a spring hanger or control-arm bracket",
        "Hammer tap on the rail sounds dull and leaves a dent or a hole",
        "Rear axle or arm shifts under load with a clunk",
        "Alignment goes out again shortly after being set",
        "Safety-inspection failure for frame corrosion",
      ],
      symptomIds: ["clunk-bumps", "wheel-tilted", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Road salt and wet debris trapped inside a boxed frame rail",
          why: "Mud packed inside the rail stays wet, so the steel rusts from the inside out and thins behind a surface that still looks painted.",
        },
        {
          likelihood: "occasional",
          part: "Frame with inadequate factory corrosion protection",
          why: "Some frames rusted unusually fast, such as 1995–2010 Toyota Tacoma frames covered by Toyota's frame-corrosion programs and 1997–2006 Jeep Wrangler TJ frames at the lower control-arm brackets.",
        },
        {
          likelihood: "rare",
          part: "Earlier collision damage or a poor weld repair",
          why: "Bent or welded sections lose their coating and rust faster at the damaged area.",
        },
      ],
      checks: [
        {
          step: "Tap along both frame rails and every suspension bracket with a ball-peen hammer.",
          tools: ["Ball-peen hammer", "Flashlight"],
          expect:
            "Sound steel rings and does not dent; a dull thud, flaking layers or the hammer going through marks rot.",
        },
        {
          step: "Probe the inside of boxed sections through drain holes and around brackets with a pick.",
          tools: ["Pick or long screwdriver", "Inspection mirror"],
          expect:
            "Packed wet scale and a pick that sinks into the metal show inside-out corrosion even where the outside looks sound.",
        },
        {
          step: "Check the VIN for open recalls or frame service campaigns through the manufacturer or NHTSA's recall lookup.",
          tools: ["Phone or computer"],
          expect:
            "An open campaign may cover inspection or frame replacement; most older programs have expired, so confirm before paying.",
        },
      ],
      noMeasurement:
        "Frame rot is judged by hammer, pick and the recall lookup; shops do not gauge remaining metal thickness in the bay, so no reading is given.",
      fix: "Replace the frame, or cut out the rotted sections and weld in manufacturer or aftermarket repair sections at a frame shop. Replace rusted brake and fuel lines, suspension bolts and bushings disturbed during the job, then align the vehicle.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Weld in repair sections at the mounts",
            partsLow: 300,
            partsHigh: 1200,
            laborHoursLow: 4,
            laborHoursHigh: 12,
          },
          { name: "Replace the frame", partsLow: 2000, partsHigh: 5000, laborHoursLow: 20, laborHoursHigh: 33.3 },
        ],
        excludes:
          "Brake and fuel lines, suspension parts found seized, rustproofing, diagnosis and taxes; a replaced frame may also need re-inspection.",
      },
      verdict: "stop",
      verdictReason:
        "A rotted mount can tear free and let a spring, arm or axle move while driving; do not drive until a frame shop has inspected it.",
      codes: [],
      terms: ["frame rot", "spring hanger", "boxed frame"],
      related: ["broken-leaf-spring", "subframe-mount-clunk", "rear-shock-mount-broken"],
      commonOn: [
        { make: "toyota", models: ["tacoma"], years: [1995, 2010] },
        { make: "jeep", models: ["wrangler"], years: [1997, 2006] },
      ],
    },
    {
      slug: "coil-spring-seat-creak",
      title: "Crunch or creak from one corner as the body rises and settles",
      summary:
        "A worn or missing rubber spring isolator lets the steel coil grind on its seat. Confirm it at the spring, then replace the isolators and seat, usually by fitting a complete loaded strut.",
      symptoms: [
        "Crunching creak from one corner when rolling slowly over speed bumps",
        "Same noise when the steering is turned at walking pace on a strut car",
        "Rust-colored dust and shiny wear marks where the spring end meets its seat",
        "Noise louder in dry weather and after washing",
      ],
      symptomIds: ["squeak-creak", "steering-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn, split or missing spring isolator",
          why: "The rubber pad keeps the steel spring off the steel seat; once it wears through, metal grinds on metal as the spring compresses and rotates.",
        },
        {
          likelihood: "occasional",
          part: "Rusted or cracked lower spring seat on the strut",
          why: "A scaled or cracked seat grabs the spring end so it jumps instead of sliding, giving a louder crunch.",
        },
        {
          likelihood: "rare",
          part: "Spring end sitting out of its pocket",
          why: "A spring not clocked correctly against its stop rides up on the ramp of the seat and creaks as it moves.",
        },
      ],
      checks: [
        {
          step: "Turn the wheel to full lock and look at both ends of the spring where it sits in its seats.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Bare steel contact, shiny rub marks or torn rubber at a seat confirms the isolator.",
        },
        {
          step: "Rock the car at that corner with a stethoscope probe or chassis-ear clip on the strut spring seat.",
          tools: ["Chassis ears or a mechanic's stethoscope"],
          expect: "A crunch loudest at the seat rather than at the ball joint or bushing points to the spring seat.",
        },
        {
          step: "Check that the spring end sits against the stop in each seat.",
          tools: ["Flashlight"],
          expect: "An end sitting on the ramp instead of against its stop means the strut was assembled wrong.",
        },
      ],
      noMeasurement:
        "The creak comes from metal-to-metal contact at a spring seat, found by sight and a stethoscope; a missing isolator changes ride height too little to measure reliably.",
      fix: "Disassemble the strut with a proper spring compressor and fit new isolators, seats and bump stop, or install complete loaded struts in pairs. Clock the spring ends to their stops, torque the rod nut and align the car.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fit new isolators and seats in the strut",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace a pair of loaded struts",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1.8,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "The alignment, diagnosis and taxes are extra.",
      },
      verdict: "ok",
      verdictReason:
        "A creaking spring seat is a noise, not a hazard; fix it when convenient or at the next strut job.",
      codes: [],
      terms: ["spring isolator", "spring seat", "loaded strut"],
      related: ["strut-bearing-binding", "dry-ball-joint-creak", "broken-coil-spring"],
    },
    {
      slug: "lift-or-lowering-kit-problems",
      title: "Clunks, harsh ride or fast tire wear after a lift or lowering kit",
      summary:
        "Lift and lowering kits move the suspension into angles it was not designed for. Correct the geometry with the right end links, bump stops, control arms and dampers for the new height, then align.",
      symptoms: [
        "Clunks and a harsh ride that started right after the kit went on",
        "Inner or outer tire edges wearing fast even after an alignment",
        "Torn CV boots or a clicking axle on a leveled 4x4",
        "Lowered car bottoming out on normal bumps and scraping",
        "Sway bar end links at an extreme angle or bound against the arm",
      ],
      symptomIds: ["clunk-bumps", "harsh-bottoming", "tire-wear", "wander-loose"],
      causes: [
        {
          likelihood: "common",
          part: "Camber and caster beyond the factory adjustment range",
          why: "A spacer lift or lowering spring changes control-arm angles so much that the factory cams cannot bring the wheels back into spec, so tires wear on one edge.",
        },
        {
          likelihood: "occasional",
          part: "Stock-length end links, bump stops or shocks at the new height",
          why: "Links bind, shocks top or bottom out and bump stops are reached on small bumps because their length no longer matches the suspension position.",
        },
        {
          likelihood: "occasional",
          part: "Upper ball joint or CV joint working near its limit",
          why: "Leveling kits on independent-front 4x4s push the upper ball joint and CV joints to steep angles, so they bind, knock and wear quickly.",
        },
        {
          likelihood: "rare",
          part: "Bump steer from changed tie-rod angle",
          why: "When the tie rod is no longer parallel to the lower arm, the wheel toes in or out as the suspension moves, so the car darts over bumps.",
        },
      ],
      checks: [
        {
          step: "Measure ride height at all four corners and compare with what the kit maker states.",
          tools: ["Tape measure"],
          expect:
            "Side-to-side differences over about 1/2 in. or heights outside the kit spec point to installation errors.",
        },
        {
          step: "Get a four-wheel alignment printout and note whether camber and caster are within range.",
          tools: ["Alignment rack"],
          expect:
            "Camber or caster outside spec with cams at their limit means correction arms or cam kits are needed.",
        },
        {
          step: "Cycle the suspension from full droop to bump with a jack and watch the end links, CV boots and ball joints.",
          tools: ["Floor jack", "Jack stands", "Flashlight"],
          expect:
            "Any link or joint that binds or a boot that stretches tight identifies the part that needs a correction piece.",
        },
        {
          step: "Measure shock or strut travel remaining at ride height.",
          tools: ["Tape measure"],
          expect: "Less than about 2 in. of bump travel on a lowered car explains the bottoming.",
        },
      ],
      fix: "Install aftermarket upper control arms, adjustable end links, shortened bump stops or dampers matched to the new height as needed. Torque everything at the new ride height, align all four wheels, and recalibrate headlamp aim and ADAS cameras where fitted.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fit adjustable end links or shortened bump stops",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Fit aftermarket upper arms or matched dampers",
            partsLow: 400,
            partsHigh: 1500,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "The alignment, ADAS recalibration, new tires already worn out, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable if nothing binds or rubs the tires, but bump steer and ball joints at their limits can upset steering; have the geometry corrected soon.",
      codes: [],
      terms: ["leveling kit", "bump steer", "camber kit", "upper control arm"],
      related: ["torsion-bar-front-sag", "bump-stop-bottoming", "solid-axle-death-wobble"],
    },
  ],
};
