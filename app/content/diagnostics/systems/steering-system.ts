import { chevroletGmt800Gmt900Trucks, gmcGmt800Gmt900Trucks } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Racks, gearboxes, hydraulic pumps, electric power steering, tie rods and columns: why steering turns heavy, loose, noisy or notchy, how to pin it down, and when the car must not be driven.",
  howItWorks: [
    "The steering wheel turns a column shaft, which runs through universal joints and an intermediate shaft to the steering gear. Most cars and crossovers use a rack-and-pinion gear: the pinion turns a toothed rack that slides side to side in its housing, pushing inner tie rods and outer tie-rod ends that swing the steering knuckles. Body-on-frame trucks and older SUVs often use a recirculating-ball gearbox whose pitman arm drives a center link, idler arm and tie rods, or a drag link on solid-axle 4x4s such as the Jeep Wrangler and Ram HD.",
    "Hydraulic power steering uses a belt-driven vane pump that builds roughly 1,000–1,500 psi at its relief setting and feeds a rotary spool valve on the pinion or gearbox input; the valve sends fluid to one side of a piston to help the driver, and fluid returns through a low-pressure hose, often via a cooler loop. Electro-hydraulic systems, used on the early Mini Cooper and the 2004–2013 Mazda3 (the 2012–2013 Skyactiv cars switched to electric steering), drive the pump with an electric motor instead of the belt.",
    "Electric power steering (EPS), now on most new vehicles, puts an electric motor on the column (Toyota Corolla, Chevy Cobalt, Hyundai Elantra), on the pinion, or around the rack with a belt and ball nut (most Ford F-150s since 2011). A torque sensor on a small torsion bar measures driver effort, and the power steering control module sets motor current from that, road speed and steering angle. The same module powers lane-keeping and park-assist steering, so it must be calibrated after many repairs.",
  ],
  howItFails: [
    "Hydraulic systems fail mostly through fluid: leaks at rack seals, hose crimps and pump shafts, pumps that whine and cavitate when the level drops or air gets in, and racks whose worn valve housing bypasses fluid until it warms up ('morning sickness'). Old fluid breaks down, and a wrong top-up, especially brake fluid, destroys seals.",
    "Mechanical wear shows as play and clunks: inner and outer tie-rod ends, rack bushings, intermediate-shaft splines and U-joints, and on trucks the gearbox, pitman and idler arms. These wear slowly until a joint separates, and a separated tie rod takes away steering on that wheel. Curb strikes bend tie rods and racks, and salt-belt trucks rot their cooler lines and frames around the gearbox mounts.",
    "Electric steering usually fails abruptly: a motor, torque sensor or module fault, or a voltage sag, makes the module cut assist and light a warning, leaving a very heavy wheel. GM recalled some 2004–2010 Chevrolet, Pontiac and Saturn cars in 2014 for exactly this. Many EPS complaints are not failures at all but thermal protection after repeated parking maneuvers, or a calibration lost after a battery or alignment job.",
  ],
  tools: [
    "Power steering analyzer (pressure gauge, shutoff valve and flow meter), to test pump output and find internal gear leaks",
    "Scan tool with power steering module access, for codes, torque-sensor and motor data, and calibrations",
    "Battery tester and digital multimeter, because electric steering is only as good as its supply voltage",
    "Vacuum pump with a reservoir cap adapter, for bleeding air from hydraulic systems",
    "Helper and a bright flashlight, for a dry-park check of joints with the weight on the wheels",
    "Pry bar and dial indicator, for measuring tie rod, idler arm and gearbox play",
    "Tie-rod end puller, pitman arm puller and inner tie rod tool",
    "UV dye and lamp, to find which seal or fitting is leaking",
    "Infrared thermometer, for overheated pumps, racks and fluid",
    "Steering wheel holder and alignment equipment, since any tie rod or rack work ends with a toe alignment",
    "Mechanic's stethoscope or chassis ears, to place clunks and whines",
  ],
  safety: [
    "A separated tie rod, a cracked gearbox mount or a broken intermediate shaft takes away steering control without warning; if the wheel suddenly has inches of free play or the car doesn't answer it, stop and tow.",
    "Hydraulic steering runs at 1,000–1,500 psi or more: fluid spraying on a hot exhaust can start a fire, and a pinhole jet can inject fluid under the skin. Keep hands and face clear when checking for leaks with the engine running.",
    "Before disconnecting the intermediate shaft, column or rack, lock the steering wheel straight ahead so it cannot spin and tear the clockspring, and follow the airbag disarming procedure (battery off, wait time) before touching the column.",
    "Electric steering can turn the wheel by itself during park-assist tests and some calibrations; keep hands, sleeves and tools clear of the spokes.",
    "Tie-rod, pitman and gearbox fasteners need their specified torque and new cotter pins or prevailing-torque nuts; a nut that backs off lets a joint drop out.",
    "Never hold a hydraulic system at full lock for more than a few seconds; pressure and fluid temperature spike at the relief valve.",
  ],
  symptoms: [
    { id: "heavy-steering", label: "Steering is heavy or hard to turn" },
    { id: "assist-varies", label: "Power assist comes and goes or changes with speed" },
    { id: "whine-groan", label: "Whine, groan or squeal when turning" },
    { id: "clunk-knock", label: "Clunk or knock felt through the steering" },
    { id: "loose-play", label: "Play or looseness in the steering wheel" },
    { id: "wander-pull", label: "Car wanders, drifts or pulls while steering" },
    { id: "fluid-leak", label: "Power steering fluid leaking or running low" },
    { id: "foamy-fluid", label: "Fluid foamy, dark or burnt-smelling" },
    { id: "warning-light", label: "Power steering warning light or message" },
    { id: "notchy-binding", label: "Steering feels notchy, sticky or binds" },
    { id: "column-noise", label: "Click, squeak or rattle from the steering column" },
    { id: "column-adjust", label: "Tilt or telescope column won't lock or adjust" },
    { id: "idle-dip", label: "Engine idle dips or stalls when turning the wheel" },
    { id: "shimmy", label: "Shimmy or kickback felt through the wheel" },
    { id: "wheel-crooked", label: "Steering wheel crooked or a wheel pointing wrong" },
    { id: "visible-damage", label: "Torn boot, bent part or crack seen underneath" },
  ],
  problems: [
    {
      slug: "pump-whine-low-fluid",
      title: "Whine from the engine bay that gets louder as you turn the wheel",
      summary:
        "Most often the power steering fluid is low and the pump is drawing air. Top up with the fluid named on the cap and find the leak that made it low; the whine usually fades, but a pump left running low soon wears out.",
      symptoms: [
        "Whine or moan that rises when turning at parking speed, quieter when driving straight",
        "Fluid below the MIN or COLD mark on the reservoir or dipstick",
        "Steering a little heavier near full lock",
        "Damp spots on hoses, rack boots or the pump body",
      ],
      symptomIds: ["whine-groan", "fluid-leak", "heavy-steering"],
      causes: [
        {
          likelihood: "common",
          part: "Low fluid from a slow leak",
          why: "With the level low the pump inlet sucks air along with fluid, and the aerated fluid makes the vanes cavitate and whine.",
        },
        {
          likelihood: "occasional",
          part: "Clogged reservoir screen or collapsed suction hose",
          why: "A restricted inlet starves the pump even with a full reservoir, producing the same cavitation whine.",
        },
        {
          likelihood: "rare",
          part: "Suction hose clamp or inlet O-ring letting air in",
          why: "An air leak on the low-pressure inlet side drips nothing but draws air in, so the fluid foams and the pump whines.",
        },
      ],
      checks: [
        {
          step: "Engine off, check the level against the HOT or COLD mark that matches the engine's temperature.",
          tools: ["Shop towel"],
          expect: "A level below the right mark confirms low fluid.",
        },
        {
          step: "Look for fluid at the pump, hose crimps, rack boots and under the car; add UV dye if nothing shows.",
          tools: ["Flashlight", "UV dye kit"],
          expect: "Wetness or glowing dye shows where the fluid is going.",
        },
        {
          step: "After topping up, idle the engine and turn lock to lock a few times while watching the reservoir.",
          tools: [],
          expect: "Bubbles or foam that keep appearing mean air is being drawn in on the suction side.",
        },
        {
          step: "If the whine stays with full, clear fluid, pressure-test the pump.",
          tools: ["Power steering analyzer"],
          expect:
            "Relief pressure below spec, commonly 1,000–1,500 psi depending on the vehicle, points to a worn pump.",
        },
      ],
      fix: "Top up with the specified fluid (ATF, Honda PSF, Pentosin CHF 11S or the maker's PS fluid), repair the leak, and bleed air by turning lock to lock with the front wheels raised or by vacuum bleeding the reservoir. Replace the pump only if the whine stays with correct fluid and pressure is low.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner tops up with the specified fluid",
            partsLow: 10,
            partsHigh: 25,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop replaces a leaking hose or clamp and bleeds",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate for fluid and a minor hose or clamp; a pump or rack that turns out to be the leak, diagnosis and taxes are extra.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive with the fluid topped up; keep checking the level until the leak is fixed, because a dry pump fails quickly.",
      codes: [],
      terms: ["power steering pump", "cavitation", "reservoir screen"],
      related: ["worn-pump-whine", "air-in-power-steering", "rack-leak-boot", "wrong-power-steering-fluid"],
    },
    {
      slug: "worn-pump-whine",
      title: "Power steering pump howls even with the fluid full and clean",
      summary:
        "Worn vanes, cam ring or shaft bearing in the pump make noise and eventually lose pressure. Confirm with a pressure test, then replace the pump and flush the system so old debris doesn't kill the new one.",
      symptoms: [
        "Constant whine or growl from the pump that rises with engine rpm",
        "Noise even with the wheel held straight",
        "Steering heavy at idle but better at higher rpm",
        "Fluid level and color look normal",
      ],
      symptomIds: ["whine-groan", "heavy-steering", "assist-varies"],
      causes: [
        {
          likelihood: "common",
          part: "Worn pump vanes and cam ring",
          why: "Scored surfaces let fluid slip back inside the pump, so it makes noise and less pressure, most noticeable at idle.",
        },
        {
          likelihood: "occasional",
          part: "Worn pump shaft bearing",
          why: "A rough front bearing growls with rpm whatever the steering is doing, loudest at the pump body.",
        },
        {
          likelihood: "rare",
          part: "Pulley walked out of position on the pump shaft",
          why: "A pressed-on pulley that moved loads the bearing sideways and makes the belt chirp.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope at the pump body, idlers and alternator to place the noise.",
          tools: ["Mechanic's stethoscope"],
          expect: "Loudest at the pump case confirms the pump rather than another belt-driven part.",
        },
        {
          step: "With the belt off, spin the pump pulley by hand, then rock it in and out on the pump shaft.",
          tools: ["Belt tool"],
          expect:
            "Grinding, rough spots or end play you can feel at the pulley mean a worn pump bearing; a smooth, tight pulley puts the whine back on fluid or the belt.",
        },
        {
          step: "Install a power steering analyzer, read idle pressure, then close the valve for no more than 5 seconds.",
          tools: ["Power steering analyzer"],
          expect:
            "Idle backpressure is typically 80–150 psi and relief pressure should reach spec (often 1,100–1,500 psi); low relief pressure confirms a worn pump.",
        },
        {
          step: "Lay a straightedge across the power steering pump pulley face and the crank pulley next to it.",
          tools: ["Straightedge"],
          expect: "Offset beyond about 1/16 in. means the pulley must be pressed to the correct depth.",
        },
      ],
      fix: "Replace the pump with a new or quality remanufactured unit, press the pulley to the correct depth with a pulley installer, flush the old fluid out and fit an in-line return filter where one is available, then bleed. Replace a separate reservoir if its internal screen is dirty.",
      difficulty: 3,
      cost: {
        partsLow: 90,
        partsHigh: 450,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes:
          "Estimate; leaves out hoses damaged during removal, extra fluid on large trucks, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Steering still works, but a seizing pump can throw the serpentine belt and stop the alternator and water pump; replace it soon.",
      codes: [],
      terms: ["vane pump", "relief pressure", "power steering analyzer"],
      related: ["pump-whine-low-fluid", "heavy-at-parking-speeds", "burnt-power-steering-fluid"],
    },
    {
      slug: "air-in-power-steering",
      title: "Groaning and foamy fluid right after a pump, rack or hose replacement",
      summary:
        "Air trapped in the new parts makes the pump groan and the fluid foam. Bleed it properly, ideally with a vacuum bleeder on the reservoir, rather than trying to drive the air out; running on foam damages a new pump.",
      symptoms: [
        "Groan or grunt when turning, especially at low speed",
        "Tan, milky or foamy fluid in the reservoir",
        "Fluid pushing out of the reservoir cap after a drive",
        "Steering jerky or uneven for the first turns",
      ],
      symptomIds: ["whine-groan", "foamy-fluid", "notchy-binding"],
      causes: [
        {
          likelihood: "common",
          part: "Air left in the rack or gearbox after the repair",
          why: "The chambers on each side of the rack piston hold air pockets that move out slowly, and the pump churns them into foam.",
        },
        {
          likelihood: "occasional",
          part: "Loose suction-hose clamp or pinched O-ring on the new parts",
          why: "An air leak on the inlet side adds air as fast as bleeding removes it.",
        },
        {
          likelihood: "rare",
          part: "Pump started dry",
          why: "A pump run without fluid at first start cavitates hard and may already have scored its cam ring.",
        },
      ],
      checks: [
        {
          step: "Look at the fluid after the car has sat for an hour, then again after a short drive.",
          tools: [],
          expect: "Foam that settles and comes back after driving confirms air is trapped or being drawn in.",
        },
        {
          step: "Check every clamp and O-ring on the suction side from the reservoir to the pump.",
          tools: ["Flashlight", "Screwdriver"],
          expect: "A loose clamp or a hose that turns on its barb is the air source.",
        },
        {
          step: "Vacuum-bleed: fit the cap adapter, pull about 20–25 inHg for a few minutes, release, and repeat while turning lock to lock with the engine off.",
          tools: ["Vacuum pump with reservoir adapter"],
          expect:
            "With the engine off the cap gauge should hold 20–25 inHg for about 5 minutes; a falling needle means a suction-side leak. After a few cycles the bubbles stop rising, the fluid clears and the groan is gone on restart.",
        },
      ],
      fix: "Fix any suction-side air leak, then bleed with the front wheels off the ground: turn lock to lock engine off, vacuum-bleed the reservoir, start the engine and repeat with short turns, never holding full lock. Top up to the correct mark once the fluid is clear.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 30,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Estimate; a replacement pump if the new one was run dry, diagnosis and taxes are extra.",
      },
      verdict: "careful",
      verdictReason:
        "Steering works but can jerk or go heavy; bleed it before regular driving to protect the new parts.",
      codes: [],
      terms: ["vacuum bleeding", "aerated fluid", "suction hose"],
      related: ["pump-whine-low-fluid", "honda-pump-inlet-o-ring", "reman-rack-problems"],
    },
    {
      slug: "honda-pump-inlet-o-ring",
      title: "Honda or Acura power steering groans on cold mornings with bubbles in the reservoir",
      summary:
        "The O-ring where the inlet pipe joins the pump hardens and lets air in, a well-known fault on V6 Odyssey, Pilot, Accord and MDX models. Replace the inlet O-ring and a clogged reservoir if needed; the pump itself is usually fine.",
      symptoms: [
        "Groan or moan when turning, worst on cold starts",
        "Bubbles or foam in a full reservoir",
        "No visible fluid leak anywhere",
        "Noise fades as the engine warms up",
      ],
      symptomIds: ["whine-groan", "foamy-fluid"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened pump inlet pipe O-ring",
          why: "The O-ring shrinks in the cold and, because the inlet is under suction, lets air into the pump without letting fluid out.",
        },
        {
          likelihood: "occasional",
          part: "Clogged filter screen inside the reservoir",
          why: "Debris on the screen restricts flow to the pump, causing cavitation noise that is worst with cold, thick fluid.",
        },
        {
          likelihood: "rare",
          part: "Non-Honda fluid in the system",
          why: "Honda specifies its own PSF; other fluids can foam more or attack seals and add to the noise.",
        },
      ],
      checks: [
        {
          step: "On a cold start, turn the wheel and watch the reservoir, and read the reservoir temperature with an IR thermometer when the bubbles stop.",
          tools: ["Flashlight"],
          expect:
            "A stream of bubbles when cold that stops once the reservoir warms to roughly 100 °F (typical; it varies with the O-ring's age) points to the inlet O-ring, which shrinks and seals poorly until it warms.",
        },
        {
          step: "While it groans, drip a little fluid around the inlet pipe joint at the pump.",
          tools: ["Oil can"],
          expect: "If the groan briefly quiets, air is entering at that joint.",
        },
        {
          step: "Remove the reservoir and look at its screen.",
          tools: ["Flashlight"],
          expect: "A screen plugged with debris means a new reservoir.",
        },
      ],
      fix: "Replace the pump inlet pipe O-ring (a small part reached by unbolting the inlet pipe at the pump), replace a clogged reservoir, then flush with Honda PSF and bleed. Recheck for bubbles on the next cold start.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 90,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes: "Estimate; leaves out a pump damaged by months of running on air, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "The noise is an air leak, not a failure in progress; fix it soon so the pump isn't worn by running on foam.",
      codes: [],
      terms: ["inlet O-ring", "Honda PSF", "reservoir screen"],
      related: ["air-in-power-steering", "pump-whine-low-fluid", "wrong-power-steering-fluid"],
      appliesTo: [
        { make: "honda", models: ["odyssey"], years: [1999, 2017], engines: [{ name: "3.5L V6", liters: 3.5 }] },
        { make: "honda", models: ["pilot"], years: [2003, 2015], engines: [{ name: "3.5L V6", liters: 3.5 }] },
        {
          make: "honda",
          models: ["accord"],
          years: [2003, 2012],
          engines: [
            { name: "3.0L V6", liters: 3.0 },
            { name: "3.5L V6", liters: 3.5 },
          ],
        },
        {
          make: "acura",
          models: ["mdx"],
          years: [2001, 2013],
          engines: [
            { name: "3.5L V6", liters: 3.5 },
            { name: "3.7L V6", liters: 3.7 },
          ],
        },
      ],
    },
    {
      slug: "rack-leak-boot",
      title: "Power steering fluid dripping from the rubber boots at the ends of the rack",
      summary:
        "The rack's internal seals are leaking into the bellows boots, which fill and drip. The seals can't be renewed on the car, so the rack is replaced, usually with a remanufactured unit, followed by an alignment.",
      symptoms: [
        "Drips under the front of the car in line with the inner tie rods",
        "Boot feels squishy with fluid or is wet on the outside",
        "Fluid needs topping up every few weeks",
        "Pump whines whenever the level gets low",
      ],
      symptomIds: ["fluid-leak", "whine-groan"],
      causes: [
        {
          likelihood: "common",
          part: "Worn rack piston-rod seals",
          why: "The seals at each end of the rack cylinder wear against the rack bar, and fluid seeps past them into the boots.",
        },
        {
          likelihood: "occasional",
          part: "Pitted rack bar from an old torn boot",
          why: "Water and grit that got in through a split boot pitted the chromed bar, which then cuts the seals.",
        },
        {
          likelihood: "rare",
          part: "Leaking pinion or valve-housing seal",
          why: "Fluid from the input valve area runs along the rack housing and can look like a boot leak.",
        },
      ],
      checks: [
        {
          step: "Squeeze each rack boot, then loosen the small end clamp and peel the boot back.",
          tools: ["Flashlight", "Pliers"],
          expect: "Fluid inside the boot confirms a rack seal leak.",
        },
        {
          step: "Clean the rack and hoses, add UV dye, drive a day and recheck.",
          tools: ["UV dye kit", "UV flashlight"],
          expect: "Dye from the boot or from the pinion valve housing pinpoints which seal.",
        },
        {
          step: "Check the hose fittings at the rack valve housing.",
          tools: ["Flashlight"],
          expect: "Wet fittings with dry boots are a far cheaper fix than the rack.",
        },
      ],
      noMeasurement:
        "A rack seal leak is found by fluid inside the boot and by UV dye tracing; no pressure or electrical reading shows which rack seal is leaking or how fast.",
      fix: "Replace the rack (new or remanufactured) with new or transferred outer tie-rod ends, flush the system, bleed it and align the front end. A seal conditioner can slow a minor seep and buy time, but it won't cure a worn seal.",
      difficulty: 4,
      cost: {
        partsLow: 180,
        partsHigh: 900,
        laborHoursLow: 2,
        laborHoursHigh: 4.7,
        excludes:
          "Estimate; leaves out the alignment ($100–$200), outer tie-rod ends, diagnosis, taxes and dealer parts.",
      },
      verdict: "careful",
      verdictReason:
        "A slow seep is drivable if you keep the level up; if it drops fast or the steering goes heavy, don't let the pump run dry.",
      codes: [],
      terms: ["rack and pinion", "bellows boot", "remanufactured rack"],
      related: ["pump-whine-low-fluid", "torn-rack-boot-dry", "morning-sickness-rack", "reman-rack-problems"],
    },
    {
      slug: "high-pressure-hose-leak",
      title: "Power steering fluid spraying or dripping from a hose near the exhaust",
      summary:
        "The high-pressure hose has split at its crimped fitting or rubbed through, and fluid at 1,000 psi or more is escaping. If it's spraying near the exhaust, stop: it can catch fire. Replace the hose and bleed the system.",
      symptoms: [
        "Fluid wet on a hose crimp, the pump outlet or the rack fitting",
        "Burning-oil smell or wisps of smoke after driving",
        "Fluid spatter on the underside of the hood or on the exhaust",
        "Fluid level dropping fast and the pump whining",
      ],
      symptomIds: ["fluid-leak", "whine-groan", "heavy-steering"],
      causes: [
        {
          likelihood: "common",
          part: "Hose separating from its crimped ferrule",
          why: "Heat and pressure cycles fatigue the rubber inside the crimp; it weeps first, then sprays when a turn creates peak pressure.",
        },
        {
          likelihood: "occasional",
          part: "Hose chafed through on a bracket or the engine",
          why: "Engine movement rubs the hose on metal until the outer layers are gone and the inner layer bursts.",
        },
        {
          likelihood: "rare",
          part: "Cracked pump outlet fitting or flare nut",
          why: "An overtightened fitting cracks at its seat and leaks only under pressure.",
        },
      ],
      checks: [
        {
          step: "Clean the hoses and fittings, then have a helper turn the wheel with the engine idling while you watch from the side, eyes protected.",
          tools: ["Flashlight", "Helper", "Safety glasses"],
          expect:
            "Fluid appearing at a crimp or fitting only under steering load pinpoints the high-pressure side: line pressure rises from roughly 80–150 psi driving straight to over 1,000 psi near lock (typical).",
        },
        {
          step: "Check the exhaust manifold and pipes for fluid residue or scorch marks.",
          tools: ["Flashlight"],
          expect: "Fluid on hot parts means the car stays parked until it is fixed.",
        },
        {
          step: "Trace the hose for chafe points against brackets and the subframe.",
          tools: ["Flashlight"],
          expect: "Worn spots show where the new hose needs a clip or sleeve.",
        },
      ],
      fix: "Replace the high-pressure hose assembly with new O-rings or sealing washers, route and clip it exactly as original, torque the fittings, then flush and bleed. Clean every trace of fluid off the exhaust before the test drive.",
      difficulty: 3,
      cost: {
        partsLow: 50,
        partsHigh: 250,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes:
          "Estimate; leaves out a pump or gear damaged by running dry, diagnosis, taxes and dealer hose pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Fluid spraying near the exhaust can start an engine fire, and the steering can go heavy suddenly; park it and have it towed or fixed in place.",
      codes: [],
      terms: ["high-pressure hose", "crimped fitting", "return line"],
      related: ["return-cooler-line-leak", "pump-whine-low-fluid", "air-in-power-steering"],
    },
    {
      slug: "return-cooler-line-leak",
      title: "Power steering fluid drips at the front bumper from the cooler loop",
      summary:
        "The low-pressure return line or the cooler tube behind the bumper has rusted through, or a rubber return section has cracked. Replace that section or the return line, then top up and bleed.",
      symptoms: [
        "Drips under the front bumper or radiator area",
        "Rusty metal tubes behind the grille wet with fluid",
        "Slow fluid loss over weeks",
        "Typical of trucks and SUVs in salt-belt states",
      ],
      symptomIds: ["fluid-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Rusted steel cooler tube",
          why: "The cooler loop sits low at the front where salt spray collects, and the thin tube rusts through.",
        },
        {
          likelihood: "occasional",
          part: "Cracked rubber return hose or loose clamp",
          why: "Low-pressure hoses age and crack at their clamps, seeping rather than spraying.",
        },
        {
          likelihood: "rare",
          part: "Overfilled reservoir venting fluid",
          why: "Fluid that expands with heat escapes from the cap vent and runs down to the front of the car, imitating a leak.",
        },
      ],
      checks: [
        {
          step: "Trace the return path from the steering gear back to the reservoir, including the cooler loop.",
          tools: ["Flashlight"],
          expect: "The wettest point is the leak.",
        },
        {
          step: "Check the reservoir level cold (fluid below about 80 °F) and again hot after a drive, reading the fluid temperature with an IR thermometer.",
          tools: [],
          expect:
            "The level should sit at the COLD mark cold and the HOT mark at about 150–175 °F (typical; confirm in the service information); a level above HOT means overfilling rather than a leak.",
        },
        {
          step: "Idle the engine while a helper watches the suspect section.",
          tools: ["Helper"],
          expect: "A steady drip at idle, with no steering input, confirms a return-side leak.",
        },
      ],
      fix: "Replace the cooler or return line, or where the design allows splice in hose rated for power steering return with proper clamps (never fuel hose, which swells). Top up and bleed.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a return hose or clamp",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the cooler tube or line assembly",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; leaves out bumper removal on some models, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "A slow return-side drip is safe with the level kept up; fix it before it runs the pump low.",
      codes: [],
      terms: ["return line", "power steering cooler", "low-pressure side"],
      related: ["high-pressure-hose-leak", "pump-whine-low-fluid"],
    },
    {
      slug: "gearbox-sector-seal-leak",
      title: "Fluid dripping from the steering gearbox on a pickup or SUV",
      summary:
        "The recirculating-ball gearbox's sector-shaft (output) seal or input seal is leaking. Some boxes take a seal kit on the truck, but most shops replace the gearbox and then align the front end.",
      symptoms: [
        "Wet gearbox body and pitman arm, with drips on the frame rail",
        "Fluid level dropping between checks",
        "Play at the steering wheel on higher-mileage trucks",
        "Pump whines when the level gets low",
      ],
      symptomIds: ["fluid-leak", "loose-play"],
      causes: [
        {
          likelihood: "common",
          part: "Worn sector-shaft seal",
          why: "The pitman shaft rocks back and forth in its seal amid road grit and heat, and the seal hardens and weeps.",
        },
        {
          likelihood: "occasional",
          part: "Leaking input-shaft seal",
          why: "The seal where the intermediate shaft enters the box leaks down the housing, often hidden by the frame.",
        },
        {
          likelihood: "rare",
          part: "Cracked gearbox housing or side cover",
          why: "Impacts or frame flex can crack the housing near its mounting bolts.",
        },
      ],
      checks: [
        {
          step: "Degrease the gearbox, drive, then inspect it with a light.",
          tools: ["Flashlight", "Degreaser"],
          expect: "Fluid appearing first at the pitman shaft or at the input shaft shows which seal.",
        },
        {
          step: "Engine running, have a helper rock the wheel while you watch the input shaft and pitman arm.",
          tools: ["Helper"],
          expect:
            "If the input turns more than about 1 in. at the rim before the pitman arm moves, internal wear comes with the leak and a reman gearbox is better value than a seal kit (typical limit).",
        },
        {
          step: "Before quoting a seal kit, check the gearbox bolts and frame: a box rocking on its mounts flexes the pitman shaft and wears a new seal out fast.",
          tools: ["Torque wrench", "Flashlight"],
          expect: "Loose bolts or a cracked frame need repair whatever the seal does.",
        },
      ],
      fix: "Replace the gearbox (new or remanufactured) or reseal it, move the pitman arm over with a puller and torque its nut to spec, then flush, bleed and align. Torque the mounting bolts to spec with thread locker where specified.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 1.3,
        laborHoursHigh: 3.3,
        excludes: "Estimate; leaves out an alignment, worn pitman or idler arms, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "Drivable while the level is kept up; a box that also has play should be replaced soon.",
      codes: [],
      terms: ["recirculating-ball gearbox", "sector shaft", "pitman arm"],
      related: ["truck-gearbox-play", "idler-pitman-arm-wear", "jeep-steering-box-frame-crack"],
    },
    {
      slug: "wrong-power-steering-fluid",
      title: "Steering turned noisy or stiff after a top-up with the wrong fluid",
      summary:
        "Power steering systems need the fluid named on the cap: Honda PSF, Pentosin CHF 11S on many European cars, ATF on many Toyota and Ford models. The wrong fluid, and above all brake fluid, attacks seals; flush with the correct fluid right away.",
      symptoms: [
        "Whine or groan started soon after someone topped it up",
        "Fluid color or smell different from before",
        "Steering stiffer or jerky when cold",
        "Leaks appearing at seals that were dry before",
      ],
      symptomIds: ["whine-groan", "heavy-steering", "fluid-leak", "foamy-fluid"],
      causes: [
        {
          likelihood: "common",
          part: "Generic or incompatible power steering fluid",
          why: "Fluids differ in base oil and additives; mixing them can foam, thicken in the cold, or swell and soften the seals.",
        },
        {
          likelihood: "occasional",
          part: "Brake fluid poured into the power steering reservoir",
          why: "Glycol brake fluid attacks the seals in the pump and rack, which are made for oil, and leaks or failure can follow within days.",
        },
        {
          likelihood: "rare",
          part: "Mineral ATF or oil in a system built for synthetic CHF fluid",
          why: "Mineral oils thicken far more in the cold than the synthetic, slowing assist and loading the pump on winter starts.",
        },
      ],
      checks: [
        {
          step: "Compare the fluid's color and smell with a sample of the specified fluid.",
          tools: ["Shop towel"],
          expect:
            "Brake fluid smells like solvent and turns the mix cloudy; the wrong oil shows as a different color or a separate layer.",
        },
        {
          step: "Find out who topped it up and which bottle they used.",
          tools: [],
          expect: "Knowing the product sets the urgency: brake fluid is an emergency, a generic PS fluid less so.",
        },
        {
          step: "Watch the pump shaft seal and rack boots for new seepage over the next few days.",
          tools: ["Flashlight"],
          expect: "New seepage means the seals have already been attacked.",
        },
      ],
      noMeasurement:
        "The wrong fluid is identified by color, smell, layering and who topped it up; no shop meter reads power steering fluid type, so the call rests on those and on new seal seepage.",
      fix: "Flush with the correct fluid: disconnect the return hose into a container, run the engine briefly while pouring fresh fluid into the reservoir until clean fluid comes out, reconnect and bleed. If brake fluid went in, flush at once; the pump and rack seals often fail anyway and may need replacing.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 80,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate for a flush; a pump or rack ruined by brake fluid costs $500–$1,500 more; diagnosis and taxes extra.",
      },
      verdict: "careful",
      verdictReason:
        "The steering still works for now; flush before seals fail, and immediately if brake fluid was added.",
      codes: [],
      terms: ["Pentosin CHF 11S", "Honda PSF", "fluid flush"],
      related: ["burnt-power-steering-fluid", "honda-pump-inlet-o-ring", "pump-whine-low-fluid"],
      commonOn: [{ make: "honda" }, { make: "toyota" }, { make: "ford" }],
    },
    {
      slug: "burnt-power-steering-fluid",
      title: "Power steering fluid has turned dark brown and smells burnt",
      summary:
        "The fluid has overheated and broken down, often from long stints at full lock, a blocked cooler or a struggling pump. Flush it; if it darkens again quickly, find the heat source before the rack and pump wear out.",
      symptoms: [
        "Fluid dark brown or black instead of red or amber",
        "Burnt smell at the reservoir",
        "Steering noisier than it used to be",
        "Grit or metallic sparkle in the fluid",
      ],
      symptomIds: ["foamy-fluid", "whine-groan"],
      causes: [
        {
          likelihood: "common",
          part: "Fluid never changed",
          why: "Heat cycles oxidize the fluid over roughly 75,000–100,000 miles, and rubber and metal wear darken it.",
        },
        {
          likelihood: "occasional",
          part: "Wheel held at full lock for long periods",
          why: "At the stops the pump forces fluid over its relief valve, which turns pressure into heat very quickly.",
        },
        {
          likelihood: "occasional",
          part: "Restricted or missing power steering cooler",
          why: "Without airflow cooling the return fluid, temperatures climb on trucks that park a lot or push snow.",
        },
        {
          likelihood: "rare",
          part: "Pump or gear wearing internally and shedding metal",
          why: "Metal particles in dark fluid mean internal wear that will contaminate any new fluid.",
        },
      ],
      checks: [
        {
          step: "Draw fluid from the bottom of the reservoir with a syringe into a clear cup and hold a magnet against the cup wall.",
          tools: ["Fluid syringe", "Magnet"],
          expect:
            "Dark fluid with no grit needs a flush; sparkle or gray paste gathering at the magnet means the pump or gear is shedding steel.",
        },
        {
          step: "Measure reservoir temperature after a typical drive.",
          tools: ["Infrared thermometer"],
          expect:
            "Above about 200 °F (93 °C) in ordinary driving suggests a cooling problem or a pump working against a restriction.",
        },
        {
          step: "Check the cooler and return lines for kinks or blockage.",
          tools: ["Flashlight"],
          expect: "A crushed cooler tube or kinked hose explains the heat.",
        },
      ],
      fix: "Flush the system with fresh fluid of the correct type through the return line, replace a clogged reservoir screen, repair or add a cooler, and stop holding full lock. If metal is present, inspect the pump and fit an in-line return filter.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 150,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.7,
        excludes: "Estimate; leaves out a pump or rack if wear is already advanced, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; the flush is preventive care against early pump and rack failure.",
      codes: [],
      terms: ["fluid oxidation", "relief valve", "in-line filter"],
      related: ["worn-pump-whine", "wrong-power-steering-fluid", "full-lock-groan"],
    },
    {
      slug: "morning-sickness-rack",
      title: "Steering heavy for the first few minutes on cold mornings, then fine",
      summary:
        "Classic 'morning sickness': the bore where the rack's spool-valve seals run is worn, so fluid bypasses internally until it warms and thins. A new or remanufactured rack is the fix; a flush may help a little but doesn't cure it.",
      symptoms: [
        "Steering stiff when cold, often worst turning one direction",
        "Back to normal after 5–10 minutes of driving",
        "Much worse in winter",
        "Fluid level and pump pressure test normal",
      ],
      symptomIds: ["heavy-steering", "assist-varies"],
      causes: [
        {
          likelihood: "common",
          part: "Worn grooves in the rack's spool-valve housing",
          why: "Grit in the fluid wears the aluminum bore where the valve's Teflon seal rings run; cold fluid bypasses the worn grooves until it warms, so assist is low.",
        },
        {
          likelihood: "occasional",
          part: "Worn pump that is weak when cold",
          why: "A tired pump gives low pressure with thick cold fluid and may recover once warm.",
        },
        {
          likelihood: "rare",
          part: "Wrong, too-thick fluid",
          why: "A heavy fluid in cold weather flows poorly through the valve and pump inlet.",
        },
      ],
      checks: [
        {
          step: "On a cold start, turn the wheel each way and note which is heavy; repeat after 10 minutes of driving.",
          tools: [],
          expect: "Heaviness that goes away as the fluid warms fits morning sickness.",
        },
        {
          step: "With a PS analyzer fitted, compare pressure with its valve closed briefly against pressure with the valve open and the wheel held at full lock.",
          tools: ["Power steering analyzer"],
          expect:
            "Valve closed (5 seconds at most), the gauge reaches relief, typically 1,000–1,500 psi; at full lock with the valve open and the fluid cold it should match. Several hundred psi short, recovering as the fluid warms, means an internal rack leak.",
        },
        {
          step: "Confirm the fluid type and condition.",
          tools: ["Shop towel"],
          expect: "Correct, clean fluid rules out the simplest causes.",
        },
      ],
      fix: "Replace the rack with a new or remanufactured unit, flush thoroughly with the correct fluid, fit an in-line filter on the return line to protect the new rack, and align the front end.",
      difficulty: 4,
      cost: {
        partsLow: 180,
        partsHigh: 900,
        laborHoursLow: 2,
        laborHoursHigh: 4.7,
        excludes: "Estimate; leaves out the alignment, outer tie-rod ends, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Expect heavy steering for the first minutes; allow extra room for turns until it warms, and plan the rack replacement.",
      codes: [],
      terms: ["morning sickness", "spool valve", "internal leakage"],
      related: ["heavy-one-direction", "rack-leak-boot", "reman-rack-problems"],
    },
    {
      slug: "heavy-one-direction",
      title: "Steering is harder to turn one way than the other",
      summary:
        "On hydraulic systems this points to an internal leak on one side of the rack or gearbox piston or valve; on electric steering, to a torque sensor that needs calibration or is failing. Test before replacing parts.",
      symptoms: [
        "Left turns feel heavier than right, or the reverse",
        "Car may drift toward the easier side",
        "Difference most noticeable in parking lots and on ramps",
        "EPS warning on some electric systems",
      ],
      symptomIds: ["heavy-steering", "wander-pull", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Worn piston or valve seal on one side of a hydraulic rack",
          why: "Fluid leaks past the seal in one direction only, so that side gets less pressure and less assist.",
        },
        {
          likelihood: "occasional",
          part: "EPS torque sensor out of calibration",
          why: "The module misreads driver torque around center, so it assists more one way than the other.",
        },
        {
          likelihood: "occasional",
          part: "Binding tie-rod end or ball joint on one side",
          why: "A seized joint resists rotation in one direction, adding effort that assist can't hide.",
        },
        {
          likelihood: "rare",
          part: "Crushed rack transfer line",
          why: "The small metal tubes carrying fluid from the valve to each end of the cylinder can be dented, restricting assist one way.",
        },
      ],
      checks: [
        {
          step: "With the front wheels raised, disconnect each outer tie-rod end and swing the knuckle by hand.",
          tools: ["Floor jack", "Jack stands", "Tie-rod end puller"],
          expect: "A knuckle that binds isolates a suspension or joint problem.",
        },
        {
          step: "Hydraulic: with an analyzer fitted and its valve open, turn to full lock each way and compare pressures.",
          tools: ["Power steering analyzer"],
          expect:
            "Relief pressure (typically 1,000–1,500 psi) at one lock but 200 psi or more short at the other confirms an internal gear leak on the weak side (typical; confirm in the service information).",
        },
        {
          step: "Electric: with the car parked and the wheel centered and released, read the torque sensor live value.",
          tools: ["Scan tool with EPS access"],
          expect:
            "It should read near zero, about 0 Nm (or about 2.5 V on sensors shown as voltage; typical, confirm in the service information); a steady offset to one side means calibration or a failing sensor.",
        },
        {
          step: "Inspect the rack transfer lines for dents.",
          tools: ["Flashlight"],
          expect: "A crushed line explains one-sided weakness.",
        },
      ],
      fix: "Hydraulic: replace the rack or gearbox, flush and align. Electric: run the torque sensor zero-point calibration with a scan tool (Toyota logs C1515 or C1516 when it is needed) and replace the column or rack assembly if the offset returns. Replace any binding joint.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "EPS torque sensor zero-point calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace a binding tie-rod end or ball joint and align",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the rack, gearbox or EPS assembly and align",
            partsLow: 300,
            partsHigh: 1200,
            laborHoursLow: 3,
            laborHoursHigh: 4.7,
          },
        ],
        excludes:
          "Estimate; parts prices assume remanufactured racks and gearboxes; dealer-only EPS assemblies, diagnosis and taxes extra.",
      },
      verdict: "careful",
      verdictReason:
        "Steering still works, but uneven effort catches drivers out in quick maneuvers; have it diagnosed soon.",
      codes: [
        { code: "C1515", makes: ["toyota"] },
        { code: "C1516", makes: ["toyota"] },
      ],
      terms: ["torque sensor", "zero-point calibration", "internal leakage"],
      related: ["morning-sickness-rack", "eps-torque-sensor-pull", "power-steering-valve-pull"],
    },
    {
      slug: "heavy-at-parking-speeds",
      title: "Steering heavy in parking lots but fine once you're moving",
      summary:
        "At idle the pump turns slowest, so a weak pump, a sticking flow control valve, low fluid or a slipping belt shows up first when parking. Check the fluid and belt, then pressure-test the pump.",
      symptoms: [
        "Heavy at walking pace, light at road speed",
        "Better if the engine is revved slightly",
        "Belt squeal while turning at a standstill",
        "Groan from the pump area",
      ],
      symptomIds: ["heavy-steering", "assist-varies", "whine-groan"],
      causes: [
        {
          likelihood: "common",
          part: "Low fluid or a slipping belt",
          why: "At idle the pump needs a full inlet and full belt grip to reach rated flow, and either shortfall starves it.",
        },
        {
          likelihood: "occasional",
          part: "Sticking flow control valve in the pump",
          why: "The valve meters flow to the gear; stuck, it limits flow at low rpm and assist drops when parking.",
        },
        {
          likelihood: "occasional",
          part: "Worn pump",
          why: "Internal slippage matters most at idle, when pump speed is lowest.",
        },
        {
          likelihood: "rare",
          part: "Engine idling too low under load",
          why: "An idle that sags when the pump loads it cuts pump speed enough to lose assist.",
        },
      ],
      checks: [
        {
          step: "Check fluid level and belt condition and tension.",
          tools: ["Belt tension gauge", "Flashlight"],
          expect: "Low fluid or a glazed, cracked belt is the cheap cure.",
        },
        {
          step: "Turn the wheel at a standstill while a helper holds the engine at 1,500 rpm.",
          tools: ["Helper"],
          expect: "Effort that improves sharply with rpm points to pump output.",
        },
        {
          step: "Pressure- and flow-test the pump with an analyzer.",
          tools: ["Power steering analyzer"],
          expect:
            "Relief pressure below spec (typically 1,000–1,500 psi, valve closed 5 seconds at most) or flow below spec (often 1.5–3 gpm at idle) condemns the pump or its flow control valve.",
        },
      ],
      fix: "Top up and fix leaks, replace a worn belt or tensioner, and if pump output is low replace the pump; a flow control valve stuck with debris can be cleaned on some pumps. Flush and bleed afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Top up, fix a leak or replace the belt",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the power steering pump, flush and bleed",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and a steering rack or gear if it is the part leaking or binding.",
      },
      verdict: "careful",
      verdictReason:
        "It steers fine at speed, but heavy steering in tight spots is tiring and can surprise you; get it checked soon.",
      codes: [],
      terms: ["flow control valve", "relief pressure", "belt slip"],
      related: ["worn-pump-whine", "pump-whine-low-fluid", "idle-dip-when-turning"],
    },
    {
      slug: "full-lock-groan",
      title: "Loud groan or squeal only when the wheel is turned all the way to the stop",
      summary:
        "At full lock the pump's relief valve opens and some noise is normal for a moment. A loud squeal or groan means belt slip, low fluid or a relief valve problem; back off the lock slightly and check the fluid and belt.",
      symptoms: [
        "Noise only at the very end of the steering travel",
        "Belt squeal or an idle dip at full lock",
        "Noise stops as soon as you back off an inch",
        "Steering normal everywhere else",
      ],
      symptomIds: ["whine-groan", "idle-dip"],
      causes: [
        {
          likelihood: "common",
          part: "Normal relief-valve noise, made worse by holding full lock",
          why: "At the steering stops the pump reaches maximum pressure and fluid rushes through the relief valve, which hisses or groans.",
        },
        {
          likelihood: "occasional",
          part: "Belt slipping under peak pump load",
          why: "Maximum pump pressure is the heaviest belt load; a glazed belt or weak tensioner squeals right then.",
        },
        {
          likelihood: "rare",
          part: "Sticking relief valve",
          why: "A valve that opens late lets pressure overshoot, overloading the belt and making a harsh noise.",
        },
      ],
      checks: [
        {
          step: "Turn to full lock briefly, then back off an inch.",
          tools: [],
          expect: "Noise that stops off the lock, with normal steering elsewhere, is the relief valve doing its job.",
        },
        {
          step: "Inspect the belt ribs and the tensioner arm movement.",
          tools: ["Flashlight", "Belt wear gauge"],
          expect: "Glazed or worn ribs, or a tensioner that bounces, confirm belt slip.",
        },
        {
          step: "Check relief pressure on an analyzer.",
          tools: ["Power steering analyzer"],
          expect:
            "Relief pressure well above spec (typically 1,000–1,500 psi; confirm in the service information), or a needle that flutters at lock instead of holding steady, indicates a relief valve fault.",
        },
      ],
      fix: "Stop holding the wheel at full lock, replace a worn belt or tensioner, top up and bleed if low, and replace the pump if relief pressure is out of spec.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "No repair: normal relief-valve noise",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace the belt or tensioner",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the power steering pump",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and a high-pressure hose found weeping from repeated relief-pressure spikes.",
      },
      verdict: "ok",
      verdictReason: "Either normal noise or a belt squeal; not a safety problem.",
      codes: [],
      terms: ["relief valve", "steering stop", "belt tensioner"],
      related: ["burnt-power-steering-fluid", "heavy-at-parking-speeds", "idle-dip-when-turning"],
    },
    {
      slug: "power-steering-valve-pull",
      title: "Steering wheel turns itself to one side with the front wheels raised and the engine idling",
      summary:
        "The rotary valve in the hydraulic rack or gearbox is off-center, so it sends assist to one side with no driver input and the car pulls. The test is simple on a lift; the fix is a new rack or gearbox, then an alignment.",
      symptoms: [
        "Car pulls one way even after a good alignment",
        "With the front wheels off the ground and the engine idling, the wheel slowly turns by itself",
        "No pull felt when the engine is off and the car is pushed",
        "Often appears right after a rack or gearbox replacement",
      ],
      symptomIds: ["wander-pull", "wheel-crooked"],
      causes: [
        {
          likelihood: "common",
          part: "Unbalanced or damaged rotary valve in the steering gear",
          why: "A torsion bar centers the valve; if it is worn, damaged or assembled off-center, pressure leaks to one side all the time.",
        },
        {
          likelihood: "occasional",
          part: "Remanufactured rack assembled with the valve off-center",
          why: "A rebuilt unit with an uncentered valve creates a pull from the first day.",
        },
        {
          likelihood: "rare",
          part: "Radial tire pull or alignment error mistaken for valve pull",
          why: "A tire with a shifted belt pulls the same way, but its pull follows the tire when tires swap sides.",
        },
      ],
      checks: [
        {
          step: "Cross the front tires side to side, then drive the same road both ways to see whether the drift changes.",
          tools: ["Lug wrench"],
          expect: "If the pull reverses it is a tire; if it stays, keep looking at the valve and alignment.",
        },
        {
          step: "Raise the front wheels, start the engine, center the wheel and let go.",
          tools: ["Floor jack", "Jack stands"],
          expect: "A wheel that creeps toward one lock by itself confirms valve imbalance.",
        },
        {
          step: "Review the alignment printout for side-to-side caster and camber differences.",
          tools: ["Alignment machine"],
          expect:
            "A side-to-side caster split under about 0.5 degree, with camber and toe in spec, clears the alignment.",
        },
      ],
      fix: "Replace the rack or gearbox (claim warranty if it was recently fitted), flush, bleed and align. A few specialists can recenter gearbox valves, but most shops replace the unit.",
      difficulty: 4,
      cost: {
        partsLow: 180,
        partsHigh: 900,
        laborHoursLow: 2,
        laborHoursHigh: 4.7,
        excludes:
          "Estimate; leaves out the alignment, diagnosis and taxes, and is often warranty if the gear was just replaced.",
      },
      verdict: "careful",
      verdictReason:
        "A steady pull tires the driver and takes the car sideways if you relax your grip; keep both hands on the wheel and fix it soon.",
      codes: [],
      terms: ["rotary valve", "torsion bar", "valve imbalance"],
      related: ["reman-rack-problems", "heavy-one-direction", "eps-torque-sensor-pull"],
    },
    {
      slug: "variable-assist-too-light",
      title: "Steering feels too light and twitchy at highway speed",
      summary:
        "Speed-sensitive power steering should firm up as speed rises; if the variable-assist actuator, its wiring or the speed signal fails, you get parking-lot assist on the highway. Scan for codes and test the actuator before blaming the rack.",
      symptoms: [
        "Very light, overassisted steering at highway speed",
        "Parking effort normal",
        "Car feels nervous and needs constant small corrections",
        "Speedometer or ABS problems at the same time in some cases",
      ],
      symptomIds: ["wander-pull", "assist-varies", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Failed variable-assist actuator (GM Magnasteer, Ford EVO and similar)",
          why: "The actuator cuts assist as speed rises; if it opens electrically or sticks, the gear stays at full assist.",
        },
        {
          likelihood: "occasional",
          part: "Missing vehicle speed signal",
          why: "The module needs road speed to reduce assist, and defaults to full assist without it.",
        },
        {
          likelihood: "rare",
          part: "Corroded actuator connector or chafed wiring",
          why: "The actuator sits on the gear in heat and road spray, and green pins interrupt its current.",
        },
      ],
      checks: [
        {
          step: "Scan for codes and confirm vehicle speed appears in live data while driving.",
          tools: ["Scan tool"],
          expect: "Actuator circuit codes or a missing speed signal point to the cause.",
        },
        {
          step: "Measure actuator resistance at its connector.",
          tools: ["Digital multimeter"],
          expect:
            "A good actuator coil reads a few ohms (roughly 1–10 Ω at room temperature; typical, confirm in the service information); an open (OL) or a near-0 Ω short condemns the actuator.",
        },
        {
          step: "Where the scan tool supports it, command the actuator at a standstill while a helper feels the effort.",
          tools: ["Scan tool", "Helper"],
          expect: "No change in effort confirms an actuator or circuit fault.",
        },
      ],
      fix: "Replace the actuator or repair its wiring, fix any vehicle speed signal fault, clear codes and road test at highway speed.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the actuator connector or wiring",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the variable-assist actuator",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; leaves out a rack or gearbox where the actuator is built in, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Overly light steering at speed makes it easy to overcorrect; drive with extra care until it is repaired.",
      codes: [],
      terms: ["variable-assist steering", "Magnasteer", "EVO actuator"],
      related: ["eps-sudden-loss-assist", "power-steering-valve-pull"],
      commonOn: [
        { make: "chevrolet" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "oldsmobile" },
        { make: "ford" },
        { make: "lincoln" },
        { make: "mercury" },
      ],
    },
    {
      slug: "eps-sudden-loss-assist",
      title: "Steering suddenly goes heavy with a power steering warning on the dash",
      summary:
        "The electric steering module has cut assist after finding a fault in the motor, torque sensor, module or power feed. Steer to a safe stop with both hands, then scan for codes and check for open recalls, such as GM's 2014 EPS recall.",
      symptoms: [
        "Wheel turns very heavy without warning, often at low speed",
        "PWR STR, EPS or a steering-wheel warning lamp or message",
        "Assist may come back after the engine is restarted",
        "No fluid or belt involved on this type of system",
      ],
      symptomIds: ["heavy-steering", "warning-light", "assist-varies"],
      causes: [
        {
          likelihood: "common",
          part: "EPS motor or power steering control module fault",
          why: "Worn motor brushes, a failed driver stage or an internal short makes the module switch assist off to stay safe.",
        },
        {
          likelihood: "occasional",
          part: "Torque sensor failure in the column or rack",
          why: "Without a believable torque signal the module can't judge how much help to give, so it stops assisting; GM logs C0545 for this.",
        },
        {
          likelihood: "occasional",
          part: "Blown high-current EPS fuse or a poor power or ground connection",
          why: "EPS motors can draw 60–100 A or more when parking; a blown fuse (60 A on the Cobalt and HHR) or a corroded ground cuts the supply.",
        },
      ],
      checks: [
        {
          step: "Before ordering parts, run the VIN through NHTSA's recall lookup for GM's 2014 electric power steering recall.",
          tools: ["VIN"],
          expect:
            "GM's 2014 recall for sudden loss of electric assist covered certain 2004–2010 Saturn Ion, Chevy HHR, Cobalt and Malibu, Pontiac G6 and Saturn Aura models; an open recall is repaired free.",
        },
        {
          step: "Scan the power steering control module for codes.",
          tools: ["Scan tool with EPS access"],
          expect:
            "Motor, torque sensor, module or voltage codes direct the repair; GM examples are C0545 for the torque sensor and C0475 for the motor circuit.",
        },
        {
          step: "Load-test the EPS module's high-current feed and ground at its connector while a helper turns the wheel at a standstill.",
          tools: ["Digital multimeter", "Test light"],
          expect: "Battery voltage at the module key-on and under about 0.1–0.3 V drop on the ground while steering.",
        },
        {
          step: "Watch motor current and torque sensor values in live data while turning the wheel.",
          tools: ["Scan tool with live data"],
          expect: "A torque signal that doesn't follow the wheel, or no motor current, condemns that component.",
        },
      ],
      fix: "Repair what the codes and tests show: a fuse or connection, a motor or sensor, or the whole column or rack assembly, which is often sold only as a unit. Program the module and calibrate the torque and steering-angle sensors as required, then clear codes and road test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair a fuse, connection or ground",
            partsLow: 5,
            partsHigh: 100,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the EPS motor or control module and program",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the column or rack assembly and calibrate",
            partsLow: 700,
            partsHigh: 1800,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; recall repairs are free; an alignment, ADAS camera calibration, diagnosis and taxes extra.",
      },
      verdict: "stop",
      verdictReason:
        "You can still steer, but it takes real force and can surprise you mid-turn; pull over safely and don't drive on until it is repaired or checked for the recall.",
      codes: [
        { code: "C0545", makes: ["chevrolet", "gm", "pontiac", "saturn"] },
        { code: "C0475", makes: ["chevrolet", "gm", "pontiac", "saturn"] },
        "U0131",
      ],
      terms: ["electric power steering", "torque sensor", "power steering control module", "recall"],
      related: ["eps-low-voltage", "eps-thermal-derate", "eps-torque-sensor-pull", "eps-calibration-after-battery"],
      commonOn: [
        { make: "chevrolet", models: ["cobalt", "hhr", "malibu"], years: [2004, 2010] },
        { make: "pontiac", models: ["g5", "g6"], years: [2005, 2010] },
        { make: "saturn", models: ["ion", "aura"], years: [2003, 2009] },
      ],
    },
    {
      slug: "eps-low-voltage",
      title: "Electric steering goes heavy when the battery is weak or after a jump start",
      summary:
        "Electric power steering needs solid voltage, and the module cuts assist when the battery or charging system sags. Test and charge or replace the battery, check charging output and the EPS power feed, then clear the codes.",
      symptoms: [
        "Heavy steering at idle or right after starting, with a steering warning",
        "Lights dim when the wheel is turned at a stop",
        "Began with a weak battery, an alternator fault or a jump start",
        "Assist improves at higher engine rpm",
      ],
      symptomIds: ["heavy-steering", "warning-light", "assist-varies"],
      causes: [
        {
          likelihood: "common",
          part: "Weak battery or charging system",
          why: "Parking maneuvers pull heavy current; if system voltage falls to roughly 10–11 V, the module reduces or stops assist to protect itself.",
        },
        {
          likelihood: "occasional",
          part: "Corroded battery terminals or EPS ground",
          why: "Resistance drops voltage under load, so the module sees low voltage even with a good battery.",
        },
        {
          likelihood: "rare",
          part: "EPS fuse blown by reversed jumper cables",
          why: "Reversed polarity can open the main EPS fuse or damage the module itself.",
        },
      ],
      checks: [
        {
          step: "Test battery state of charge and capacity.",
          tools: ["Battery tester"],
          expect:
            "A resting battery below 12.4 V, or one that fails a load or conductance test, needs charging or replacing.",
        },
        {
          step: "With the headlights and blower on, read charging voltage at the battery at idle, then again while a helper sweeps the wheel lock to lock.",
          tools: ["Digital multimeter"],
          expect: "13.5–14.8 V at idle; lower points to a charging fault.",
        },
        {
          step: "Voltage-drop test the EPS power and ground circuits while turning the wheel at a standstill.",
          tools: ["Digital multimeter"],
          expect: "Under about 0.3 V drop on each side; more means a bad connection.",
        },
        {
          step: "Read EPS codes and the module's supply-voltage data.",
          tools: ["Scan tool with EPS access"],
          expect: "Low-voltage codes logged during the event clear and stay clear once the supply is fixed.",
        },
      ],
      fix: "Charge or replace the battery, fix any charging fault, clean and tighten terminals and EPS grounds, replace a blown EPS fuse, then clear codes. Some systems also need the steering angle relearned after the battery was disconnected.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Charge the battery, clean terminals and EPS grounds",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the EPS fuse and relearn steering angle",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the battery and relearn steering angle",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate for battery, terminal and fuse work; leaves out an alternator, a damaged EPS module, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Assist may drop out again at low speed; fix the battery or charging fault before relying on the car.",
      codes: [],
      terms: ["system voltage", "voltage drop", "EPS fuse"],
      related: ["eps-sudden-loss-assist", "eps-calibration-after-battery", "eps-thermal-derate"],
    },
    {
      slug: "eps-thermal-derate",
      title: "Steering gets heavier after lots of parking maneuvers, then recovers",
      summary:
        "Electric steering reduces assist to protect its motor after repeated full-lock turns at a standstill. That is normal protection, and assist returns as it cools; if it happens in ordinary driving, there is a motor or binding fault.",
      symptoms: [
        "Heavier steering after several back-and-forth parking attempts",
        "Warning message may appear, then clear after a rest",
        "Normal again after a short drive or a cool-down",
        "GM cars may store C0176",
      ],
      symptomIds: ["heavy-steering", "assist-varies", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Thermal protection after heavy low-speed use",
          why: "The module estimates motor temperature from current draw, and after many full turns at a standstill it cuts assist until things cool.",
        },
        {
          likelihood: "occasional",
          part: "Worn motor drawing excess current",
          why: "A tired motor heats up faster, so derating starts during ordinary parking.",
        },
        {
          likelihood: "rare",
          part: "Binding tie rod or ball joint",
          why: "A seized joint makes the motor work harder on every turn and overheats it.",
        },
      ],
      checks: [
        {
          step: "Ask how much parking maneuvering came before the heaviness.",
          tools: [],
          expect: "A clear link to repeated full-lock turns at a standstill points to normal protection.",
        },
        {
          step: "Read codes and motor temperature or current in live data.",
          tools: ["Scan tool with EPS access"],
          expect:
            "A thermal code (GM C0176) with no other faults, and full assist back after about 10–20 minutes of rest (typical), confirms derating rather than a failing motor.",
        },
        {
          step: "With the front raised, feel for binding while turning lock to lock.",
          tools: ["Floor jack", "Jack stands"],
          expect: "Smooth, light turning rules out a binding joint.",
        },
      ],
      fix: "Genuine derating needs no repair: turn the wheel while rolling rather than parked where you can, and let the system cool. If it happens in normal driving, repair a binding joint or replace the motor or assembly as testing shows.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "No repair: normal thermal protection",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace a binding tie-rod end or ball joint",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
        ],
        excludes:
          "Estimate; a motor or column replacement, if a real EPS fault is found, costs more, as do the alignment after a joint is replaced, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Assist returns after a cool-down; avoid turning the wheel while parked in tight spots until then.",
      codes: [{ code: "C0176", makes: ["chevrolet", "gm"] }],
      terms: ["thermal derating", "dry steering", "motor current"],
      related: ["eps-sudden-loss-assist", "eps-low-voltage"],
    },
    {
      slug: "eps-torque-sensor-pull",
      title: "Car with electric steering drifts or tugs even after an alignment",
      summary:
        "An EPS torque sensor that has lost its zero point adds assist in one direction and the car drifts. Recalibrate the torque sensor with a scan tool; if the offset comes back, the column or rack assembly needs replacing.",
      symptoms: [
        "Steady drift or tug that a fresh alignment didn't fix",
        "Wheel moves slightly by itself when released on a straight, flat road",
        "Unequal effort left versus right",
        "Started after a collision, steering work or a battery change",
      ],
      symptomIds: ["wander-pull", "heavy-steering", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Torque sensor zero point out of calibration",
          why: "The module treats a small offset as driver effort and keeps adding assist one way.",
        },
        {
          likelihood: "occasional",
          part: "Failing torque sensor",
          why: "A worn sensor element drifts with temperature, so the pull changes during a drive.",
        },
        {
          likelihood: "rare",
          part: "Tire pull or alignment still out of spec",
          why: "A radial pull or caster split feels the same and must be ruled out first.",
        },
      ],
      checks: [
        {
          step: "Swap the front tires side to side and review the alignment printout.",
          tools: ["Alignment machine"],
          expect: "A pull that doesn't change with tires swapped and alignment in spec points to the steering.",
        },
        {
          step: "Read the torque sensor value with the car still, wheel centered and hands off.",
          tools: ["Scan tool with EPS access"],
          expect:
            "Close to 0 Nm hands-off; a steady offset of about 1 Nm or more toward the side the car drifts (typical; confirm in the service information) points to calibration or the sensor.",
        },
        {
          step: "Run the torque sensor zero-point calibration, then road test.",
          tools: ["Scan tool with EPS access"],
          expect: "Pull gone confirms a calibration fault; an offset that returns points to the sensor.",
        },
      ],
      fix: "Calibrate the torque sensor and steering angle with the wheels straight and hands off the wheel (Toyota stores C1515 when this has not been done). Replace the column or rack assembly if calibration fails or won't hold, then calibrate again.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Torque sensor and steering angle calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the column or rack assembly and calibrate",
            partsLow: 600,
            partsHigh: 1500,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; a four-wheel alignment, ADAS camera calibration, diagnosis and taxes extra.",
      },
      verdict: "careful",
      verdictReason: "A steady pull needs constant correction; keep both hands on the wheel and book the calibration.",
      codes: [
        { code: "C1515", makes: ["toyota"] },
        { code: "C1516", makes: ["toyota"] },
      ],
      terms: ["torque sensor", "zero-point calibration", "steering angle sensor"],
      related: ["heavy-one-direction", "eps-calibration-after-battery", "power-steering-valve-pull"],
    },
    {
      slug: "eps-calibration-after-battery",
      title: "Steering warning light on after a battery change, alignment or steering repair",
      summary:
        "Many electric steering systems need their steering angle or center position relearned after a battery disconnect, an alignment or a part replacement. Run the relearn, often a simple lock-to-lock turn or a scan-tool routine, and clear the codes.",
      symptoms: [
        "EPS or steering warning on after battery work",
        "Steering effort uneven or the end stops feel abrupt",
        "Lane-keeping, stability control or park-assist warnings at the same time",
        "Steering wheel slightly off-center after an alignment",
      ],
      symptomIds: ["warning-light", "wheel-crooked", "assist-varies"],
      causes: [
        {
          likelihood: "common",
          part: "Steering angle or EPS position not learned after power loss",
          why: "The module needs to know where center and the end stops are, and flags the missing data until it is relearned.",
        },
        {
          likelihood: "occasional",
          part: "Steering angle sensor not zeroed after an alignment",
          why: "Changing toe moves the wheel's straight-ahead position, so the sensor must be reset for stability control and lane assist to read correctly.",
        },
        {
          likelihood: "rare",
          part: "Low voltage during a calibration",
          why: "Calibrations abort or store bad values if system voltage sags partway through the routine.",
        },
      ],
      checks: [
        {
          step: "Look up the simple relearn for the model: often turn lock to lock with the engine running, center the wheel and cycle the ignition.",
          tools: [],
          expect: "On many models the warning clears after this.",
        },
        {
          step: "Scan EPS and stability modules for codes.",
          tools: ["Scan tool with EPS access"],
          expect:
            "Codes for calibration or angle initialization not done confirm it; Toyota uses C1515 and C1525 for these.",
        },
        {
          step: "Keep a battery maintainer connected during any scan-tool calibration.",
          tools: ["Battery maintainer"],
          expect: "A steady 12.5–14 V during the routine prevents aborted calibrations.",
        },
      ],
      fix: "Run the steering angle and EPS relearn or initialization (by scan tool on most late models), zero the steering angle sensor after every alignment, clear codes and confirm lane-keeping and stability systems show no warnings.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Steering angle relearn by wheel sweep or drive",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.3,
          },
          {
            name: "Scan-tool EPS and steering angle initialization",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; leaves out ADAS camera calibration if the alignment requires it, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Steering may feel normal, but stability control and lane assist can be disabled; drive gently until it is calibrated.",
      codes: [
        { code: "C1515", makes: ["toyota"] },
        { code: "C1525", makes: ["toyota"] },
        { code: "C1526", makes: ["toyota"] },
      ],
      terms: ["steering angle sensor", "relearn", "initialization"],
      related: ["eps-low-voltage", "eps-torque-sensor-pull", "eps-sudden-loss-assist"],
    },
    {
      slug: "eps-rack-noise",
      title: "Grinding, knocking or rubbing from an electric steering rack when turning slowly",
      summary:
        "On rack-mounted electric steering, a worn ball-nut drive, drive belt or motor mount makes noise in parking-lot turns. Pin it down with a stethoscope; internal rack noise usually means replacing the rack assembly.",
      symptoms: [
        "Grinding, knocking or rubbing felt and heard when turning slowly",
        "Noise from low at the front of the car, not from the column",
        "Notchy or uneven feel at times",
        "Warning light on some cars, none on others",
      ],
      symptomIds: ["clunk-knock", "notchy-binding", "whine-groan"],
      causes: [
        {
          likelihood: "common",
          part: "Worn ball-nut or drive belt inside the EPS rack",
          why: "The motor turns a ball nut around the rack through a toothed belt, and wear there adds lash that knocks and grinds under load.",
        },
        {
          likelihood: "occasional",
          part: "Worn inner tie rods or rack bushings",
          why: "Play at the rack ends knocks much like internal noise and is cheaper to fix.",
        },
        {
          likelihood: "rare",
          part: "Loose motor housing or module mounting",
          why: "A loose motor rattles under load and can chafe its wiring.",
        },
      ],
      checks: [
        {
          step: "With the car on the ground, have a helper rock the wheel while you listen along the rack with a stethoscope.",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect:
            "Noise centered on the motor housing points to the rack; noise at the ends points to tie rods or bushings.",
        },
        {
          step: "Grab each inner tie rod through its boot and feel for in-and-out play.",
          tools: ["Flashlight"],
          expect:
            "Play at the inner joint means tie rods, not the rack; most makers allow no measurable axial play, 0 in. on a dial indicator (typical; confirm in the service information).",
        },
        {
          step: "Read EPS codes and motor-position data.",
          tools: ["Scan tool with EPS access"],
          expect: "Motor position or rotor codes support an internal fault.",
        },
      ],
      fix: "Replace worn inner tie rods or rack bushings if they are the source; otherwise replace the EPS rack assembly, program and calibrate it as the maker requires, and align the front end.",
      difficulty: 4,
      cost: {
        partsLow: 600,
        partsHigh: 2500,
        laborHoursLow: 2,
        laborHoursHigh: 5.3,
        excludes: "Estimate for a rack assembly; leaves out the alignment, dealer programming, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Internal rack noise often comes before assist failure; get it checked soon, and stop driving if the steering binds.",
      codes: [],
      terms: ["ball-nut drive", "rack-mounted EPS", "motor position sensor"],
      related: ["inner-tie-rod-worn", "rack-mount-bushings", "eps-sudden-loss-assist"],
    },
    {
      slug: "electro-hydraulic-pump-failure",
      title: "Steering heavy and an electric pump whirring or silent on a Mini Cooper or Mazda3",
      summary:
        "Electro-hydraulic power steering drives its pump with an electric motor, and the motor, its cooling fan or its power feed fails, or the fluid runs low. Check fluid, fuse and relay, then replace the pump unit.",
      symptoms: [
        "Steering heavy, often after a long or hot drive",
        "Pump whines loudly, or stays silent when it should run",
        "Steering warning lamp on some models",
        "Assist cuts in and out",
      ],
      symptomIds: ["heavy-steering", "whine-groan", "warning-light", "assist-varies"],
      causes: [
        {
          likelihood: "common",
          part: "Failed pump motor or its cooling fan",
          why: "The motor works hardest when parking and runs hot; a seized cooling fan, a known weak point on early Mini Coopers, lets it overheat and quit.",
        },
        {
          likelihood: "occasional",
          part: "Low fluid from a leaking hose or rack",
          why: "The pump draws air and overheats when the level drops.",
        },
        {
          likelihood: "rare",
          part: "Relay, fuse or ground fault",
          why: "The pump draws high current, and a corroded ground or burnt relay contact cuts its power.",
        },
      ],
      checks: [
        {
          step: "Check the fluid level and look for leaks at the pump, hoses and rack.",
          tools: ["Flashlight"],
          expect: "Low fluid explains noise and heat; fix leaks first.",
        },
        {
          step: "Check the pump fuse and relay and measure voltage at the pump connector with the engine running.",
          tools: ["Digital multimeter", "Test light"],
          expect:
            "About 13.5–14.5 V at the pump feed with the engine running and under 0.5 V drop on the pump ground; no voltage means a supply fault, full voltage with a silent pump condemns the unit.",
        },
        {
          step: "Read codes from the pump module where supported.",
          tools: ["Scan tool"],
          expect: "Pump motor or over-temperature codes point to the unit.",
        },
      ],
      fix: "Replace the electro-hydraulic pump assembly (new or remanufactured), repair any feed or ground fault, fill with the specified fluid and bleed by the maker's procedure. Keep the pump's cooling vents clear of leaves and debris.",
      difficulty: 3,
      cost: {
        partsLow: 250,
        partsHigh: 900,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes: "Estimate; leaves out hoses, a leaking rack, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The car still steers, just heavily; drive gently and avoid tight parking until the pump is replaced.",
      codes: [],
      terms: ["electro-hydraulic power steering", "EHPS pump", "pump relay"],
      related: ["eps-sudden-loss-assist", "pump-whine-low-fluid", "heavy-at-parking-speeds"],
      commonOn: [
        { make: "mini", models: ["cooper", "hardtop", "cooper-convertible"], years: [2002, 2013] },
        { make: "mazda", models: ["mazda3"], years: [2004, 2013] },
      ],
    },
    {
      slug: "hyundai-kia-mdps-coupler-click",
      title: "Clicking or knocking in the steering column of a Hyundai or Kia when turning",
      summary:
        "The flexible coupler between the column-mounted EPS motor and the steering shaft wears out, a widely reported fault on 2011–2016 Elantra, Forte and related models. The coupler is cheap; the motor is usually fine.",
      symptoms: [
        "Click or knock from under the dash when turning the wheel slowly",
        "Felt through the wheel in parking lots or over bumps",
        "Slight lash at the steering wheel",
        "Usually no warning light",
      ],
      symptomIds: ["column-noise", "clunk-knock", "loose-play"],
      causes: [
        {
          likelihood: "common",
          part: "Worn MDPS flexible coupler",
          why: "The coupler's plastic and rubber insert wears, adding lash between motor and shaft that clicks each time torque reverses.",
        },
        {
          likelihood: "occasional",
          part: "Worn intermediate-shaft U-joint",
          why: "The joint below the column can wear and click in the same way.",
        },
        {
          likelihood: "rare",
          part: "Loose column mounting bolts",
          why: "The column shifts under steering load and knocks.",
        },
      ],
      checks: [
        {
          step: "Engine running and the car still, rock the wheel gently while listening under the dash.",
          tools: ["Mechanic's stethoscope", "Flashlight"],
          expect: "A click at the motor-to-column junction points to the coupler.",
        },
        {
          step: "With the lower dash panel off, watch the column and intermediate shaft while the wheel is rocked.",
          tools: ["Flashlight", "Helper"],
          expect: "Play at the coupler with a tight U-joint confirms it.",
        },
        {
          step: "Have a dealer check the VIN for open campaigns or extended coverage on the steering column.",
          tools: ["VIN"],
          expect: "Any coverage found cuts the cost to nothing.",
        },
      ],
      noMeasurement:
        "The worn MDPS coupler is found by feel and sound at the motor-to-column joint; it sets no code, and its lash is too small to read reliably at the steering wheel rim.",
      fix: "Replace the flexible coupler (some shops drop the column, others reach it under the dash) and grease it as instructed; recalibrate the EPS if the column was removed. Replace the intermediate shaft if its joint is worn.",
      difficulty: 3,
      cost: {
        partsLow: 15,
        partsHigh: 120,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes:
          "Estimate; leaves out a column assembly if the motor is also faulty, diagnosis and taxes; some VINs have coverage.",
      },
      verdict: "careful",
      verdictReason:
        "Steering still works, but lash at the worn coupler grows and dulls response; have it replaced soon and check for coverage first.",
      codes: [],
      terms: ["MDPS coupler", "column-mounted EPS", "lash"],
      related: ["intermediate-shaft-clunk", "column-squeak-rub", "eps-sudden-loss-assist"],
      appliesTo: [
        { make: "hyundai", models: ["elantra"], years: [2011, 2016] },
        { make: "kia", models: ["forte"], years: [2011, 2016] },
      ],
    },
    {
      slug: "intermediate-shaft-clunk",
      title: "Clunk felt in the steering wheel of a GM pickup or SUV when turning slowly",
      summary:
        "The intermediate steering shaft's slip-joint splines have gone dry or worn, a well-known clunk on 1999–2014 GM full-size trucks and SUVs. Lubricate or replace the intermediate shaft, and check the pinch bolts while you are there.",
      symptoms: [
        "Clunk or pop felt in the wheel when turning slowly in parking lots",
        "Clunk over bumps while the wheel is turned",
        "Slight lash before the front wheels respond",
        "Suspension checks out tight",
      ],
      symptomIds: ["clunk-knock", "loose-play", "notchy-binding"],
      causes: [
        {
          likelihood: "common",
          part: "Dry or worn splines in the intermediate-shaft slip joint",
          why: "The telescoping shaft slides as the cab and frame flex; dry splines stick and then release with a clunk.",
        },
        {
          likelihood: "occasional",
          part: "Worn U-joints at the column or gearbox end",
          why: "Worn needle bearings add play that knocks each time steering torque reverses.",
        },
        {
          likelihood: "rare",
          part: "Loose pinch bolt at the gearbox input",
          why: "A loose bolt lets the yoke move on the input splines, clunking and wearing them.",
        },
      ],
      checks: [
        {
          step: "With the truck on the ground and the engine running, have a helper rock the wheel while you hold the intermediate shaft.",
          tools: ["Helper", "Flashlight"],
          expect: "A clunk you can feel at the slip joint confirms the shaft.",
        },
        {
          step: "Watch each U-joint while the wheel is rocked.",
          tools: ["Flashlight"],
          expect: "Visible movement inside a joint means it must be replaced.",
        },
        {
          step: "Check both pinch bolts with a torque wrench.",
          tools: ["Torque wrench"],
          expect:
            "A pinch bolt below spec (roughly 25–35 ft-lb across GM models; confirm in the service information) must be replaced with a new bolt and torqued, and damaged splines replaced.",
        },
      ],
      fix: "Replace the intermediate shaft, or lubricate the slip joint where the shaft design allows, with the steering wheel locked straight ahead; torque the pinch bolts to spec, using new bolts if specified. Never let the wheel spin while the shaft is off, or the clockspring can tear.",
      difficulty: 2,
      cost: {
        partsLow: 80,
        partsHigh: 350,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes: "Estimate; leaves out a gearbox with worn input splines, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A dry slip joint is mostly noise, but a loose pinch bolt can let the shaft slip off its splines; check the bolts right away.",
      codes: [],
      terms: ["intermediate shaft", "slip joint", "pinch bolt", "clockspring"],
      related: ["truck-gearbox-play", "hyundai-kia-mdps-coupler-click", "column-squeak-rub"],
      appliesTo: [
        chevroletGmt800Gmt900Trucks,
        gmcGmt800Gmt900Trucks,
        { make: "cadillac", models: ["escalade"], years: [1999, 2014] },
      ],
    },
    {
      slug: "inner-tie-rod-worn",
      title: "Knock from the front over bumps with a little slack in the steering",
      summary:
        "A worn inner tie rod, the ball joint at the end of the rack under the boot, knocks and lets the toe wander. Replace the inner tie rod, usually both sides, and align the car.",
      symptoms: [
        "Knock or clunk from a front corner over uneven pavement",
        "Small delay before the car answers the wheel",
        "Feathered tread or wear on the inner edges of the front tires",
        "Rack boot torn on the same side",
      ],
      symptomIds: ["clunk-knock", "loose-play", "wander-pull"],
      causes: [
        {
          likelihood: "common",
          part: "Worn inner tie-rod ball socket",
          why: "The ball wears loose in its socket, so the rod moves in and out and knocks over bumps.",
        },
        {
          likelihood: "occasional",
          part: "Water and grit from a torn rack boot",
          why: "A split boot lets dirt into the socket, which speeds up wear.",
        },
        {
          likelihood: "rare",
          part: "Inner tie rod backing off the rack thread",
          why: "A rod that was not staked or locked properly can unscrew, adding play and changing toe.",
        },
      ],
      checks: [
        {
          step: "Squeeze the rack boot around the inner joint while a helper rocks the wheel with the car on the ground.",
          tools: ["Helper"],
          expect:
            "In-and-out movement of the tie rod relative to the rack confirms wear; even 1/32 in. (about 1 mm) you can feel through the boot is past the usual zero-play limit.",
        },
        {
          step: "Compare with the outer tie-rod end and the rack mounts.",
          tools: ["Flashlight"],
          expect: "If the outer joint and mounts are tight, the inner joint is the source.",
        },
        {
          step: "Check the front tires for feathering.",
          tools: ["Tread depth gauge"],
          expect: "Feathered edges back up a toe problem.",
        },
      ],
      fix: "Replace the inner tie rod and its boot using an inner tie rod tool, stake or lock it as specified, refit the outer end on the same number of threads, and align the front end.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 150,
        laborHoursLow: 0.8,
        laborHoursHigh: 2,
        excludes: "Estimate for one side; leaves out the alignment ($100–$200), outer ends, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "A loose inner tie rod gets worse quickly and blunts steering response; have it replaced soon.",
      codes: [],
      terms: ["inner tie rod", "rack boot", "toe"],
      related: ["outer-tie-rod-end-loose", "tie-rod-separated", "torn-rack-boot-dry"],
    },
    {
      slug: "outer-tie-rod-end-loose",
      title: "Loose, vague steering and a clunk from one front wheel when turning",
      summary:
        "The outer tie-rod end, the ball stud at the steering knuckle, is worn, so your input is lost in slop and the toe changes. Replace it and align; if it is very loose, don't drive further than the nearest shop.",
      symptoms: [
        "Wheel moves an inch or more before the car responds",
        "Clunk from one front corner when turning or over bumps",
        "Car darts or wanders on grooved pavement",
        "Shimmy or kickback through the wheel over sharp bumps",
        "Torn or greasy dust boot at the knuckle",
      ],
      symptomIds: ["loose-play", "clunk-knock", "wander-pull", "shimmy"],
      causes: [
        {
          likelihood: "common",
          part: "Worn outer tie-rod ball stud",
          why: "Lost grease and water inside wear the socket, letting the stud move up and down and sideways.",
        },
        {
          likelihood: "occasional",
          part: "Torn dust boot",
          why: "Once the boot splits, grit wears the joint out quickly.",
        },
        {
          likelihood: "rare",
          part: "Loose castle nut or missing cotter pin",
          why: "A nut that wasn't torqued or locked lets the stud work loose in its taper.",
        },
      ],
      checks: [
        {
          step: "With the car on the ground, have a helper rock the wheel while you grip the tie-rod end.",
          tools: ["Helper", "Flashlight"],
          expect: "Any vertical or sideways play at the ball stud confirms wear.",
        },
        {
          step: "With the wheel raised, push and pull the tire at 3 and 9 o'clock.",
          tools: ["Floor jack", "Jack stands"],
          expect: "Movement that stops when you hold the tie-rod end pinpoints it.",
        },
        {
          step: "Check the nut, cotter pin and taper seat.",
          tools: ["Flashlight"],
          expect:
            "A loose nut means repair before the car moves; the new nut goes to spec, typically about 30–60 ft-lb on cars, more on pickups and torque-plus-angle on some GM cars (confirm in the service information), with a castellated nut advanced to the next cotter slot.",
        },
      ],
      fix: "Replace the outer tie-rod end, counting threads on removal to get close on toe, torque the nut to spec with a new cotter pin or locknut, tighten the jam nut and align the front end.",
      difficulty: 2,
      cost: {
        partsLow: 25,
        partsHigh: 120,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.3,
        excludes: "Estimate for one side; leaves out the alignment, inner tie rods if also worn, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A worn end can separate; if the play is large or the nut is loose, go no farther than a nearby shop.",
      codes: [],
      terms: ["outer tie-rod end", "castle nut", "cotter pin"],
      related: ["inner-tie-rod-worn", "tie-rod-separated", "idler-pitman-arm-wear", "suspension/worn-lower-ball-joint"],
    },
    {
      slug: "tie-rod-separated",
      title: "Steering wheel turns but one front wheel flops or points its own way",
      summary:
        "A tie-rod end has pulled apart or a tie rod has broken, so one wheel is no longer connected to the steering. Stop now and have it towed; this is a loss-of-control failure.",
      symptoms: [
        "One front wheel sharply toed in or out and the car veers",
        "Steering wheel spins loosely with little response one way",
        "Loud bang or clunk just before it happened",
        "Tire scrubbing or dragging sound",
      ],
      symptomIds: ["loose-play", "wander-pull", "wheel-crooked", "visible-damage"],
      causes: [
        {
          likelihood: "common",
          part: "Worn-out outer tie-rod ball stud pulled from its socket",
          why: "A joint with severe play finally separates, leaving the knuckle free to swing.",
        },
        {
          likelihood: "occasional",
          part: "Tie rod bent or snapped by a curb or pothole",
          why: "An impact can fold or break the rod, especially one already thinned by rust.",
        },
        {
          likelihood: "rare",
          part: "Castle nut backed off after a careless installation",
          why: "A nut that was never torqued or pinned lets the stud drop out of the knuckle.",
        },
      ],
      checks: [
        {
          step: "Don't drive; look at both front wheels from in front of the car.",
          tools: ["Flashlight"],
          expect: "One wheel pointing differently from the other confirms a disconnection.",
        },
        {
          step: "With the car safely supported, inspect the tie-rod ends, rods and knuckle arms.",
          tools: ["Floor jack", "Jack stands", "Flashlight"],
          expect: "A stud out of its taper or a broken rod identifies the parts needed.",
        },
        {
          step: "Check the knuckle taper and the rack for damage from the incident.",
          tools: ["Flashlight"],
          expect: "A damaged taper or bent rack must be replaced as well.",
        },
      ],
      noMeasurement:
        "A separated tie rod is a visual call: the stud is out of the knuckle or the rod is broken, and no gauge reading adds anything before the car is towed.",
      fix: "Tow the car. Replace the failed tie-rod parts (inner and outer as needed), replace the knuckle if its taper is damaged and the rack if bent, torque with new cotter pins, and align.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the outer tie-rod end and align",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.2,
          },
          {
            name: "Replace inner and outer tie rods and align",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 2,
            laborHoursHigh: 3,
          },
          {
            name: "Replace tie rods plus a knuckle or rack, and align",
            partsLow: 350,
            partsHigh: 1100,
            laborHoursLow: 3.5,
            laborHoursHigh: 5,
          },
        ],
        excludes: "Estimate; leaves out towing, body, wheel or tire damage, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason: "The car can't be steered reliably; stop somewhere safe and have it towed.",
      codes: [],
      terms: ["tie-rod end", "knuckle taper", "steering knuckle"],
      related: ["outer-tie-rod-end-loose", "inner-tie-rod-worn", "binding-after-curb-strike"],
    },
    {
      slug: "rack-mount-bushings",
      title: "Steering feels delayed and clunks as you start into a turn",
      summary:
        "Worn or loose rack mounting bushings let the whole steering rack shift sideways before the wheels respond. Replace the bushings or tighten loose mount bolts, then check the alignment.",
      symptoms: [
        "Brief delay at the start of a turn before the car responds",
        "Clunk from the front floor area when changing direction",
        "Vague feel on the highway",
        "Rack housing visibly moves when the wheel is rocked",
      ],
      symptomIds: ["loose-play", "clunk-knock", "wander-pull"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or oil-soaked rack mount bushings",
          why: "Rubber softened by age and leaking fluid lets the rack slide before the tie rods move.",
        },
        {
          likelihood: "occasional",
          part: "Loose rack mounting bolts",
          why: "Bolts that lost torque let the rack shift in its brackets and clunk.",
        },
        {
          likelihood: "rare",
          part: "Cracked subframe bracket",
          why: "A cracked bracket lets the rack move even with good bushings.",
        },
      ],
      checks: [
        {
          step: "Engine running, have a helper rock the wheel while you watch the rack housing against the subframe.",
          tools: ["Helper", "Flashlight"],
          expect: "The housing moving relative to the subframe confirms the mounts.",
        },
        {
          step: "Torque-check the rack-to-subframe bolts, since a loose clamp bolt lets the housing slide even in good bushings.",
          tools: ["Torque wrench"],
          expect:
            "Bolts below spec (roughly 30–85 ft-lb depending on the car; confirm in the service information) brought to spec are a quick fix; retest.",
        },
        {
          step: "Inspect the mounting brackets for cracks.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Any crack means bracket or subframe repair.",
        },
      ],
      fix: "Replace the rack bushings with OE rubber or polyurethane, torque the mount bolts to spec, fix any fluid leak that soaked them, and check toe.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 120,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes: "Estimate; some racks need the subframe lowered; alignment, diagnosis and taxes extra.",
      },
      verdict: "careful",
      verdictReason:
        "Vague steering makes emergency moves less predictable; fix it soon, and at once if the bolts are loose.",
      codes: [],
      terms: ["rack bushing", "subframe", "steering lag"],
      related: ["inner-tie-rod-worn", "rack-yoke-knock", "eps-rack-noise"],
    },
    {
      slug: "rack-yoke-knock",
      title: "Knock from the steering rack on rough roads that you feel in the wheel",
      summary:
        "The rack support yoke, the spring-loaded slipper that holds the rack against the pinion, has worn or loosened, so the rack bar rattles against the pinion. Some racks let you adjust the yoke; otherwise the rack is replaced.",
      symptoms: [
        "Knock or rattle through the wheel on broken pavement",
        "Noise from the middle of the rack near the pinion",
        "Worst at low speed over small, sharp bumps",
        "Tie rods and rack mounts check out tight",
      ],
      symptomIds: ["clunk-knock", "shimmy"],
      causes: [
        {
          likelihood: "common",
          part: "Worn rack yoke slipper or weak yoke spring",
          why: "The yoke keeps the rack teeth in mesh; once worn, road shocks bounce the rack off the pinion.",
        },
        {
          likelihood: "occasional",
          part: "Yoke adjuster backed off",
          why: "On adjustable designs the locknut loosens and the clearance opens up.",
        },
        {
          likelihood: "rare",
          part: "Worn rack and pinion teeth near center",
          why: "Tooth wear in the straight-ahead zone adds lash that knocks.",
        },
      ],
      checks: [
        {
          step: "Grip the rack bar near the pinion and push it up and down while a helper rocks the wheel.",
          tools: ["Helper", "Flashlight"],
          expect: "The bar moving in the housing at the pinion points to yoke wear.",
        },
        {
          step: "Check the inner tie rods and rack mounts.",
          tools: ["Flashlight"],
          expect: "Both tight makes the yoke the prime suspect.",
        },
        {
          step: "Look for a yoke adjuster plug and locknut on the rack housing.",
          tools: ["Flashlight"],
          expect: "An adjustable yoke can be reset by the service manual procedure.",
        },
      ],
      noMeasurement:
        "Yoke wear shows as rack bar movement at the pinion felt by hand; makers give a torque-and-back-off adjustment procedure rather than a clearance to measure in the car.",
      fix: "Adjust the yoke where the design allows (tighten to spec, back off the specified amount and lock it), then check that the wheel still returns to center; otherwise replace the rack and align.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Adjust the rack yoke in place",
            partsLow: 0,
            partsHigh: 25,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Replace the rack and align", partsLow: 250, partsHigh: 900, laborHoursLow: 3, laborHoursHigh: 4.7 },
        ],
        excludes:
          "Estimate; not every rack has an adjustable yoke, and parts prices assume a remanufactured rack; diagnosis and taxes extra.",
      },
      verdict: "careful",
      verdictReason:
        "Not an immediate danger while the tie rods and mounts are tight, but yoke lash adds play at center; have it adjusted or fixed soon.",
      codes: [],
      terms: ["rack yoke", "pinion", "yoke adjuster"],
      related: ["rack-mount-bushings", "inner-tie-rod-worn", "eps-rack-noise"],
    },
    {
      slug: "truck-gearbox-play",
      title: "Pickup needs constant small corrections and the wheel has an inch or two of play",
      summary:
        "On trucks with a recirculating-ball gearbox, play comes from the box, the pitman and idler arms, the tie-rod ends or the intermediate shaft. Find the loose link with a dry-park check; adjusting a worn box rarely cures it.",
      symptoms: [
        "Wheel moves 1–2 in. at the rim before the front tires respond",
        "Truck wanders and needs steady corrections at highway speed",
        "Worse loaded or on crowned roads",
        "Clunk when the wheel changes direction",
      ],
      symptomIds: ["loose-play", "wander-pull", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Worn gearbox sector shaft and ball nut",
          why: "Wear inside the box adds lash right at center, where the truck spends most of its miles.",
        },
        {
          likelihood: "occasional",
          part: "Worn idler arm, pitman arm or tie-rod ends",
          why: "Parallelogram linkage has many joints, and each adds a little play.",
        },
        {
          likelihood: "rare",
          part: "Loose gearbox mounting bolts or a cracked frame",
          why: "The whole box moves on the frame, adding play and stressing the bolts further.",
        },
      ],
      checks: [
        {
          step: "Dry-park check: truck on the ground, engine running, a helper rocks the wheel just past the play while you watch each joint from the input shaft to the tie-rod ends.",
          tools: ["Helper", "Flashlight"],
          expect: "The first joint where motion goes in but doesn't come out is the worn part.",
        },
        {
          step: "Watch the gearbox input shaft against the pitman arm.",
          tools: ["Helper", "Flashlight"],
          expect:
            "Lash in the box shows as rim travel past about 1 in. (25 mm) before the pitman arm moves, with every joint after it tight (typical limit; confirm in the service information).",
        },
        {
          step: "Check the gearbox bolts and the frame around them.",
          tools: ["Torque wrench", "Flashlight"],
          expect: "Loose bolts or cracks need immediate repair.",
        },
      ],
      fix: "Replace worn linkage parts first, then replace a box with lash with a new or remanufactured unit; tightening the sector-shaft adjuster on a worn box can make it bind off center. Torque the mounting bolts and align.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace worn pitman, idler arm or tie-rod ends",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the gearbox with a reman unit",
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; leaves out an alignment, a steering damper, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Excess play makes the truck hard to keep in its lane; repair it soon, and tow it if a joint or the box mounting is loose.",
      codes: [],
      terms: ["dry-park check", "sector shaft lash", "parallelogram linkage"],
      related: [
        "idler-pitman-arm-wear",
        "gearbox-sector-seal-leak",
        "jeep-steering-box-frame-crack",
        "intermediate-shaft-clunk",
      ],
    },
    {
      slug: "idler-pitman-arm-wear",
      title: "Wandering and a clunk on a 2WD truck or van with an idler arm",
      summary:
        "The idler arm, which holds up the passenger end of the center link, wears and lets the linkage droop and move; pitman arms wear too. Replace the worn arm, often both as a pair, and align.",
      symptoms: [
        "Clunk from the front when turning or over bumps",
        "Truck wanders or feels vague at speed",
        "Uneven front tire wear",
        "Center link sits lower on one side",
      ],
      symptomIds: ["loose-play", "wander-pull", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Worn idler arm bushing or ball joint",
          why: "The arm pivots on a bushing or joint that wears under load, letting the center link move.",
        },
        {
          likelihood: "occasional",
          part: "Worn pitman arm ball stud",
          why: "On designs with a ball stud in the pitman arm, wear there adds play at the gearbox end.",
        },
        {
          likelihood: "rare",
          part: "Bent center link",
          why: "An impact can bend the link, changing toe and bump steer.",
        },
      ],
      checks: [
        {
          step: "Grab the center link next to the idler arm and push up and down with about 25 lb of force.",
          tools: ["Flashlight"],
          expect:
            "More than about 1/4 in. (6 mm) of total vertical movement at the idler arm usually calls for replacement; check the spec.",
        },
        {
          step: "Dry-park check the pitman arm and tie-rod ends with a helper rocking the wheel.",
          tools: ["Helper"],
          expect: "Play at the pitman stud or the ends identifies more parts.",
        },
        {
          step: "Sight along the center link.",
          tools: ["Flashlight"],
          expect: "Any bend means replacing the link.",
        },
      ],
      fix: "Replace the idler arm and any worn pitman arm or tie-rod ends, torque nuts with new cotter pins, and align the front end. Replacing pitman and idler together keeps the linkage level.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 300,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes: "Estimate; leaves out the alignment, a center link, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The linkage still steers, but the play keeps growing; replace it soon and avoid hard impacts meanwhile.",
      codes: [],
      terms: ["idler arm", "pitman arm", "center link"],
      related: ["truck-gearbox-play", "outer-tie-rod-end-loose", "gearbox-sector-seal-leak"],
    },
    {
      slug: "binding-after-curb-strike",
      title: "Steering feels tight or binds at one point after hitting a curb",
      summary:
        "A hard impact can bend a tie rod or the rack bar, or crack a mount, so the steering binds or feels notchy. Have it inspected before driving further; bent steering parts are replaced, never straightened.",
      symptoms: [
        "Steering tighter or notchy at one spot in the turn",
        "Wheel off-center since the impact",
        "Scraping or creaking when turning",
        "A tie rod looks bent or one wheel looks tucked in",
      ],
      symptomIds: ["notchy-binding", "wheel-crooked", "heavy-steering", "visible-damage"],
      causes: [
        {
          likelihood: "common",
          part: "Bent tie rod",
          why: "A bent rod changes toe and can bind as it swings through the turn.",
        },
        {
          likelihood: "occasional",
          part: "Bent rack bar or cracked rack housing",
          why: "A bent rack drags in its bushings and seals, making effort uneven and often starting a leak.",
        },
        {
          likelihood: "occasional",
          part: "Bent steering knuckle arm or control arm",
          why: "Bent suspension parts change the geometry so the tie rods bind at certain angles.",
        },
        {
          likelihood: "rare",
          part: "Intermediate shaft or column pushed up by the impact",
          why: "A severe hit can drive the shaft upward so its joints bind.",
        },
      ],
      checks: [
        {
          step: "Compare the two tie rods side by side from under the car.",
          tools: ["Flashlight"],
          expect: "A visible bend or kink confirms damage.",
        },
        {
          step: "With the front raised and the engine off, turn slowly lock to lock.",
          tools: ["Floor jack", "Jack stands"],
          expect: "A tight spot at the same position every time points to a bent rack or rod.",
        },
        {
          step: "Measure toe, caster and setback on an alignment machine.",
          tools: ["Alignment machine"],
          expect:
            "Toe far out on one side alone, or setback over about 0.5 degree side to side (typical), points to bent parts that must be replaced before aligning.",
        },
      ],
      fix: "Replace bent tie rods, the rack or the knuckle as found (never heat-straighten steering parts), inspect the wheel and suspension on that corner, and align.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a bent tie rod and align",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.5,
          },
          { name: "Replace the rack and align", partsLow: 250, partsHigh: 1000, laborHoursLow: 3, laborHoursHigh: 5 },
          {
            name: "Replace the rack plus a knuckle or control arm, and align",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 4,
            laborHoursHigh: 5.3,
          },
        ],
        excludes:
          "Estimate; leaves out wheel, tire and suspension damage, diagnosis, taxes and any insurance deductible.",
      },
      verdict: "stop",
      verdictReason:
        "A bent tie rod or rack can break or lock up in a turn; don't drive it, have it towed or inspected where it sits.",
      codes: [],
      terms: ["bent tie rod", "setback", "steering knuckle"],
      related: ["tie-rod-separated", "inner-tie-rod-worn", "power-steering-valve-pull"],
    },
    {
      slug: "torn-rack-boot-dry",
      title: "Split rubber boot at the end of the steering rack with no fluid leaking",
      summary:
        "A torn rack boot lets water and grit reach the inner tie rod and the rack seals. Replaced now it's a cheap repair; left alone, the inner tie rod or the whole rack follows.",
      symptoms: [
        "Bellows at the end of the rack cracked or split",
        "Boot clamp missing and the boot slid out of place",
        "Dirt or rust visible inside the boot",
        "Often spotted during an oil change or inspection",
      ],
      symptomIds: ["visible-damage"],
      causes: [
        {
          likelihood: "common",
          part: "Rubber aged and cracked by heat and ozone",
          why: "The folds split after years of flexing, often on the side facing the exhaust.",
        },
        {
          likelihood: "occasional",
          part: "Boot twisted and torn during earlier toe adjustment",
          why: "Turning the tie rod to set toe without loosening the boot clamp twists the boot until it tears.",
        },
        {
          likelihood: "rare",
          part: "Road debris or a curb strike",
          why: "Debris can slice the boot, and a curb strike can bend the tie rod inside it.",
        },
      ],
      checks: [
        {
          step: "Inspect both boots with the wheels turned to each lock.",
          tools: ["Flashlight"],
          expect: "Splits open up and show at full lock.",
        },
        {
          step: "Check the inner tie rod for play and the exposed rack bar for rust.",
          tools: ["Flashlight"],
          expect: "A tight joint and a clean bar mean only the boot needs replacing.",
        },
        {
          step: "On hydraulic racks, look for fluid inside the boot.",
          tools: ["Flashlight"],
          expect: "Fluid means a rack seal is leaking too.",
        },
      ],
      noMeasurement:
        "A split boot is a visual call with the wheels at full lock; the inner-joint and rack-bar checks that follow are done by feel and sight, not with a gauge.",
      fix: "Replace the boot and clamps (the outer tie-rod end comes off, so mark its position first), wipe grit off the rack bar, and check toe afterward.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 60,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate for one side; leaves out an alignment if toe moves, a worn inner tie rod, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; replace the boot soon to protect the rack and tie rod.",
      codes: [],
      terms: ["rack boot", "bellows", "inner tie rod"],
      related: ["inner-tie-rod-worn", "rack-leak-boot", "eps-rack-noise"],
    },
    {
      slug: "tilt-column-wobble",
      title: "Steering wheel wobbles up and down or the tilt column won't stay locked",
      summary:
        "Worn tilt pivot pins and bushings in the column let the upper column move, a classic wear point on older GM tilt columns. A tilt-head rebuild or a replacement column fixes it; a wheel that keeps loosening becomes a control hazard.",
      symptoms: [
        "Wheel can be rocked up and down with a clunk",
        "Tilt lever no longer locks the wheel in place",
        "Clicking when the wheel is turned at a standstill",
        "Wheel sits lower than it used to",
      ],
      symptomIds: ["column-adjust", "loose-play", "column-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn tilt pivot pins and bushings",
          why: "The upper column pivots on two small pins; when they wear, the whole upper section wobbles.",
        },
        {
          likelihood: "occasional",
          part: "Worn or broken tilt lock shoes or spring",
          why: "The locking teeth round off and no longer hold the chosen position.",
        },
        {
          likelihood: "rare",
          part: "Loose column mounting nuts",
          why: "The whole column shifts in its bracket under the dash.",
        },
      ],
      checks: [
        {
          step: "Rock the wheel up and down with the tilt locked.",
          tools: [],
          expect:
            "More than about 1/8 in. (3 mm) of up-and-down movement at the rim with the tilt locked confirms pivot or lock wear (typical; confirm in the service information).",
        },
        {
          step: "Check the column mounting nuts under the dash.",
          tools: ["Socket set", "Flashlight"],
          expect: "Loose nuts are an easy fix; tight ones put the wear in the tilt head.",
        },
        {
          step: "Work the tilt lever through every position.",
          tools: [],
          expect: "Positions that slip point to the lock shoes.",
        },
      ],
      fix: "Rebuild the tilt head with new pivot pins, bushings and lock shoes, or replace the column. Disarm the airbag per the service manual first, lock the wheel straight ahead and protect the clockspring.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Tighten the column mounting nuts",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Rebuild the tilt head: pins, bushings, lock shoes",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 2,
            laborHoursHigh: 3.3,
          },
          {
            name: "Replace the steering column",
            partsLow: 300,
            partsHigh: 600,
            laborHoursLow: 2.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate; leaves out a clockspring if disturbed, dealer pricing, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A wobbling wheel still steers, but worn pivots keep loosening; fix it soon and never drive with the tilt unlocked.",
      codes: [],
      terms: ["tilt column", "pivot pins", "clockspring"],
      related: ["column-squeak-rub", "power-tilt-telescope-fails", "intermediate-shaft-clunk"],
      commonOn: [
        { make: "chevrolet", years: [1981, 2007] },
        { make: "gmc", years: [1981, 2007] },
      ],
    },
    {
      slug: "column-squeak-rub",
      title: "Squeak, rub or creak from behind the steering wheel when turning",
      summary:
        "Usually the steering wheel's trim rubbing the column shroud, a dry upper column bearing, or a clockspring beginning to fail. Find which; the fix is usually cheap, though a dry bearing can add a rough feel.",
      symptoms: [
        "Squeak or rubbing noise when turning the wheel, even with the engine off",
        "Noise from right behind the wheel, not from under the car",
        "Slightly rough feel when the wheel is turned slowly",
        "Worse in cold weather",
      ],
      symptomIds: ["column-noise", "notchy-binding"],
      causes: [
        {
          likelihood: "common",
          part: "Wheel trim rubbing the column shroud",
          why: "Plastic parts that shifted or warped rub as the wheel turns.",
        },
        {
          likelihood: "occasional",
          part: "Dry upper column bearing",
          why: "The bearing at the top of the column runs dry and squeaks or feels rough.",
        },
        {
          likelihood: "rare",
          part: "Clockspring ribbon rubbing inside its housing",
          why: "A failing clockspring can rub or click before it breaks and takes the horn and airbag circuits with it.",
        },
      ],
      checks: [
        {
          step: "Turn the wheel slowly with the engine off and look at the gap between wheel and shroud.",
          tools: ["Flashlight"],
          expect: "Shiny rub marks or an uneven gap show rubbing.",
        },
        {
          step: "Listen at the top of the column with a stethoscope.",
          tools: ["Mechanic's stethoscope"],
          expect: "A squeak from the bearing area rather than the shroud points to the bearing.",
        },
        {
          step: "Test the horn and watch the airbag lamp while turning the wheel.",
          tools: [],
          expect:
            "A horn that cuts out or an airbag light points to the clockspring; with the airbag disarmed and unplugged, its horn track should read under about 1 Ω and stay steady lock to lock.",
        },
      ],
      fix: "Realign or trim the shroud, lubricate or replace the upper column bearing, or replace the clockspring by the airbag service procedure: battery disconnected for the specified wait, wheel centered and locked.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Realign or trim the column shroud",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Lubricate or replace the upper column bearing",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the clockspring", partsLow: 80, partsHigh: 250, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
        ],
        excludes:
          "Estimate; leaves out a column assembly where the bearing isn't sold separately, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Noise only; if the airbag light comes on, have the clockspring checked promptly.",
      codes: [],
      terms: ["column shroud", "upper column bearing", "clockspring"],
      related: ["tilt-column-wobble", "hyundai-kia-mdps-coupler-click", "intermediate-shaft-clunk"],
    },
    {
      slug: "power-tilt-telescope-fails",
      title: "Power tilt or telescoping steering column won't move or stops partway",
      summary:
        "The column adjust motor, its switch, or a stripped drive gear or cable has failed, or the memory limits were lost. Check the switch and motor power first; a stripped gear is often fixable without replacing the column.",
      symptoms: [
        "Column won't move with the switch, or moves only one way",
        "Motor whirs but the column stays put",
        "Tilt-away for easy entry stopped working",
        "Column stops at a different point each time",
      ],
      symptomIds: ["column-adjust"],
      causes: [
        {
          likelihood: "common",
          part: "Stripped drive gear or flexible drive cable",
          why: "Plastic gears or a flexible drive wear and slip, so the motor spins without moving the column.",
        },
        {
          likelihood: "occasional",
          part: "Failed adjuster motor or switch",
          why: "A dead motor or worn switch contacts stop movement entirely.",
        },
        {
          likelihood: "rare",
          part: "Memory limits lost after battery work",
          why: "Some columns need their end positions relearned before they will travel fully.",
        },
      ],
      checks: [
        {
          step: "Operate the switch and listen at the column.",
          tools: [],
          expect: "Motor noise without movement means a gear or cable; silence means power, switch or motor.",
        },
        {
          step: "Back-probe the motor connector while operating the switch each way.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 12 V that reverses polarity with switch direction clears the switch and condemns the motor; 0 V either way points to the switch, fuse or module.",
        },
        {
          step: "Scan the column or memory module for codes and run any position relearn.",
          tools: ["Scan tool"],
          expect: "Limit-position codes clear after the relearn.",
        },
      ],
      fix: "Replace the stripped gear or drive cable, or the motor; on some columns only the complete adjuster assembly is sold. Relearn the memory positions afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Relearn memory limits or replace the switch",
            partsLow: 0,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the adjuster motor, gear or drive cable",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; leaves out a complete column where parts aren't sold separately, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A stuck column is a comfort problem unless it stopped where you can't drive safely; get it to a usable position first.",
      codes: [],
      terms: ["power tilt column", "drive cable", "memory relearn"],
      related: ["tilt-column-wobble", "column-squeak-rub"],
    },
    {
      slug: "idle-dip-when-turning",
      title: "Engine idle drops or stalls when you turn the steering wheel at a stop",
      summary:
        "The engine computer isn't compensating for pump load, usually because the power steering pressure switch or sensor has failed or the idle air path is dirty. Look for P0550–P0554 and test the switch; a binding pump can also do it.",
      symptoms: [
        "Rpm sags when turning at a standstill, sometimes to a stall",
        "Worse with the A/C on",
        "Check engine light with a power steering pressure code on some cars",
        "Steering heavy in parking maneuvers",
      ],
      symptomIds: ["idle-dip", "heavy-steering"],
      causes: [
        {
          likelihood: "common",
          part: "Failed power steering pressure switch or sensor",
          why: "The switch tells the PCM when pump load rises; without that signal the idle isn't raised in time and sags under the load.",
        },
        {
          likelihood: "occasional",
          part: "Dirty throttle body or idle air control valve",
          why: "A restricted idle air path can't add enough air when the PCM asks for a higher idle.",
        },
        {
          likelihood: "rare",
          part: "Pump binding internally",
          why: "A failing pump can absorb enough power to stall a small engine at idle.",
        },
      ],
      checks: [
        {
          step: "Scan for codes and watch the power steering pressure switch or sensor value while turning the wheel.",
          tools: ["Scan tool with live data"],
          expect:
            "The switch should change state, or the sensor signal rise from about 0.5–1 V straight ahead toward 4 V near lock (typical 5 V sensor); no change with a P0550–P0554 code confirms it.",
        },
        {
          step: "Look for fluid at the switch threads and connector.",
          tools: ["Flashlight"],
          expect: "A leaking switch should be replaced.",
        },
        {
          step: "Clean the throttle body and run the idle relearn.",
          tools: ["Throttle body cleaner", "Scan tool"],
          expect: "An idle that now holds steady points to carbon buildup.",
        },
      ],
      fix: "Replace the pressure switch or sensor (catch the fluid, then top up and bleed), clean the throttle body and run an idle relearn, or replace a binding pump.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 120,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes: "Estimate; leaves out a pump, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "Stalling while maneuvering also takes away hydraulic assist; get it fixed soon.",
      codes: ["P0550", "P0551", "P0552", "P0553", "P0554"],
      terms: ["power steering pressure switch", "idle compensation", "throttle body"],
      related: ["heavy-at-parking-speeds", "full-lock-groan", "worn-pump-whine"],
    },
    {
      slug: "reman-rack-problems",
      title: "Steering worse right after a remanufactured rack or gearbox went in",
      summary:
        "New trouble after a rack job usually means air not bled out, lines swapped or O-rings cut, the rack installed off center, or a defective remanufactured unit. Check the simple installation items before claiming warranty.",
      symptoms: [
        "Groan, pull, heavy steering or an off-center wheel right after the repair",
        "Effort different left and right",
        "Fluid seeping at the new fittings",
        "More steering-wheel turns to one lock than the other",
      ],
      symptomIds: ["whine-groan", "wander-pull", "heavy-steering", "wheel-crooked"],
      causes: [
        {
          likelihood: "common",
          part: "Air left in the system",
          why: "Replacement racks arrive dry, and without careful bleeding air stays in the cylinder and valve.",
        },
        {
          likelihood: "occasional",
          part: "Rack installed off center or toe set without centering",
          why: "Setting toe with the rack off center gives unequal turning and a crooked wheel.",
        },
        {
          likelihood: "occasional",
          part: "Defective remanufactured unit",
          why: "Valve imbalance or poor seals in a rebuilt unit cause pull or leaks from the first day.",
        },
        {
          likelihood: "rare",
          part: "Pressure and return lines swapped, or O-rings cut",
          why: "Reversed lines or damaged O-rings give no assist, noise or leaks.",
        },
      ],
      checks: [
        {
          step: "Check the fluid for foam and vacuum-bleed the system again.",
          tools: ["Vacuum pump with reservoir adapter"],
          expect: "Symptoms that clear after bleeding were caused by air.",
        },
        {
          step: "Count steering-wheel turns from center to each lock.",
          tools: [],
          expect:
            "Turns from center to each lock should match within about 1/4 turn (90 degrees); unequal counts mean the rack was installed or aligned off center.",
        },
        {
          step: "With the new unit in, lift the front tires off the floor, idle the engine and take your hands off the centered wheel.",
          tools: ["Floor jack", "Jack stands"],
          expect: "A wheel that turns itself means valve imbalance in the new unit.",
        },
        {
          step: "Inspect the fittings and line routing against the old unit.",
          tools: ["Flashlight"],
          expect: "Wet fittings or swapped lines are installer fixes.",
        },
      ],
      fix: "Bleed thoroughly, correct line connections and O-rings, center the rack and realign. If the valve is imbalanced or seals leak, replace the unit under warranty and flush the system, since debris from a worn pump can ruin a new rack.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Installer rebleeds and recenters under warranty",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Another shop bleeds, recenters and aligns",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 1,
            laborHoursHigh: 2.2,
          },
        ],
        excludes:
          "Estimate; usually the installer's warranty work, and a defective unit is normally replaced under the parts warranty; taxes aside.",
      },
      verdict: "careful",
      verdictReason:
        "Most new-rack problems aren't dangerous, but a strong pull or no assist is; take it back to the installer promptly.",
      codes: [],
      terms: ["remanufactured rack", "rack centering", "bleeding"],
      related: ["air-in-power-steering", "power-steering-valve-pull", "rack-leak-boot"],
    },
    {
      slug: "jeep-steering-box-frame-crack",
      title: "Jeep Wrangler steering turns sloppy and the steering box moves on the frame",
      summary:
        "The frame around the steering gearbox mount can crack, especially on JK Wranglers running larger tires, and the box then shifts under load. Stop driving: the frame needs welding and a reinforcement plate, with new bolts torqued to spec.",
      symptoms: [
        "Steering suddenly loose, with a clunk when turning at a standstill",
        "Gearbox visibly moves on the frame when the wheel is rocked",
        "Cracked paint or rust lines around the box mounting bolts",
        "Oversized tires or regular off-road use",
      ],
      symptomIds: ["loose-play", "clunk-knock", "visible-damage"],
      causes: [
        {
          likelihood: "common",
          part: "Fatigue crack in the frame at the gearbox mount",
          why: "Big tires multiply the steering loads fed into the box, and the frame rail cracks out from the bolt holes.",
        },
        {
          likelihood: "occasional",
          part: "Loose gearbox mounting bolts",
          why: "Bolts that lose torque let the box shift, which also wallows out the holes.",
        },
        {
          likelihood: "rare",
          part: "Cracked mounting ear on the gearbox",
          why: "The box's own mounting ear can crack under the same loads.",
        },
      ],
      checks: [
        {
          step: "With the engine running and a helper rocking the wheel, watch the box's frame mount from below for any shift against the rail.",
          tools: ["Helper", "Flashlight"],
          expect: "Any movement of the box relative to the frame is a failure.",
        },
        {
          step: "Wire-brush the frame around the mount and look for cracks.",
          tools: ["Wire brush", "Flashlight"],
          expect: "Cracks radiating from the bolt holes confirm frame damage.",
        },
        {
          step: "Check the mounting bolt torque.",
          tools: ["Torque wrench"],
          expect: "Loose bolts with elongated holes need more than tightening.",
        },
      ],
      noMeasurement:
        "The failure is the frame or the box mount itself: movement of the box on the frame and cracks at the bolt holes are seen, not read on a gauge.",
      fix: "Have the frame welded and fit a steering box reinforcement plate made for the vehicle, install new bolts torqued to spec, and check the box, track bar and tie rods for damage caused by the movement. With big tires, add a steering box brace.",
      difficulty: 4,
      cost: {
        partsLow: 50,
        partsHigh: 300,
        laborHoursLow: 2,
        laborHoursHigh: 5.3,
        excludes:
          "Estimate; leaves out a replacement gearbox, frame sections on badly rusted frames, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A steering box working loose on a cracked frame can tear free and take the steering with it; don't drive it until repaired.",
      codes: [],
      terms: ["frame reinforcement plate", "steering box brace", "fatigue crack"],
      related: ["truck-gearbox-play", "gearbox-sector-seal-leak", "idler-pitman-arm-wear"],
      appliesTo: [{ make: "jeep", models: ["wrangler", "wrangler-jk"], years: [1997, 2018] }],
    },
  ],
};
