import { buick3800V6, chevrolet3800V6, pontiac3800V6 } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Serpentine and accessory belts, tensioners, idlers and the pulleys they turn: how to read a squeal, chirp, growl or flap and fix the cause instead of just the belt.",
  howItWorks: [
    "A multi-ribbed (poly-V) belt, usually 4 to 8 ribs wide, wraps the crankshaft pulley (the harmonic balancer on most engines) and drives the alternator, A/C compressor, hydraulic power-steering pump and, on many engines, the water pump and a mechanical fan by friction. One long belt snaking around all of them is a serpentine belt; some engines split the work between two or three shorter belts. The ribbed face drives grooved pulleys, while the smooth back turns flat pulleys such as some water pumps and backside idlers.",
    "Grip comes from tension. Most serpentine drives built since the 1990s use an automatic tensioner: a spring-loaded arm carrying a pulley, with an internal friction damper, that holds tension close to constant as the belt wears and as accessory loads change. Older and some current drives use a manual adjuster, a slotted bracket or jack screw set once with a gauge. Stretch-fit belts, used on short A/C or water-pump drives such as the accessory belt of the 2011–2019 Ford Fiesta 1.6 and the A/C belt on many Mazda3s, have no tensioner at all: an elastic cord holds tension, they go on with a ramp tool and come off with a knife.",
    "Idler pulleys add wrap around heavily loaded pulleys and steer the belt around obstacles. An overrunning alternator pulley (OAP) or decoupler (OAD) lets the heavy alternator rotor coast when the crankshaft slows, and the rubber ring inside the harmonic balancer soaks up crankshaft twist; both keep the belt from whipping on every firing pulse. Mild hybrids such as GM eAssist and Ram and Jeep eTorque also restart the engine through the belt with a motor-generator, which needs a twin-arm or dual tensioner because the tight and slack sides swap when the motor drives.",
  ],
  howItFails: [
    "Modern EPDM belts rarely crack; they wear like a tire, losing rib material until they ride deep in the pulley grooves and slip, often between 60,000 and 100,000 miles while still looking fine. Older neoprene belts crack across the ribs and shed chunks. Either way the first sign is usually noise: a squeal under load, a chirp at idle, or a squeal on cold, damp mornings that fades as the belt warms up.",
    "Most belt noise is not the belt's fault. Tensioner springs weaken and dampers wear so the arm bounces; idler and tensioner bearings dry out and growl; pivot bushings wear until the pulley tilts; pulleys get pressed on at the wrong depth or brackets crack so the belt enters at an angle. Oil from valve-cover, oil-filter-housing and front crank seals, coolant from pump seals and power-steering fluid soak the belt so it swells and slips.",
    "The expensive failures are the ones that take the belt off: a seized accessory or idler that burns the belt through, a harmonic balancer whose outer ring walks forward, a belt routed wrong after service, or a shredded belt whose strands get pulled behind the crank pulley into the front seal. When the belt drives the water pump, losing it overheats the engine within minutes, so a missing belt means the engine stays off.",
  ],
  tools: [
    "Belt wear gauge (Gates, Dayco or OE plastic gauge), to measure rib material loss on EPDM belts",
    "Serpentine belt tool with a long handle and low-profile sockets, to release tensioners under control",
    "Mechanic's stethoscope, to find which pulley or accessory is growling",
    "Spray bottle of plain water, for the chirp-versus-squeal test at idle",
    "Belt alignment laser or an 18 in. straightedge, to check that pulley grooves line up",
    "Belt tension gauge (Krikit-style or sonic frequency meter), for manual-adjust and stretch-fit drives",
    "Stretch-fit belt installation tool, for elastic belts with no tensioner",
    "Harmonic balancer puller and installer with a crankshaft holding tool, for crank pulley work",
    "Pulley puller and installer kit, for pressed-on power-steering and water-pump pulleys",
    "Dial indicator on a magnetic base, to measure pulley face and groove runout",
    "Phone camera with slow-motion video, to catch tensioner flutter and belt flap",
    "Brake cleaner and a stiff nylon brush, to clean contaminated pulley grooves with the engine off",
  ],
  safety: [
    "Keep hands, sleeves, hair, jewelry and tool lanyards clear of the belt and fan with the engine running; a belt drags fingers into a pulley faster than you can let go, and an electric fan can start with the key off.",
    "Release a spring tensioner slowly with the proper tool and never let the arm snap back to its stop; the stored force can crack the arm, fling the tool or break a knuckle.",
    "On cars with auto start-stop or a belt starter-generator (GM eAssist, Ram and Jeep eTorque), the engine can restart and spin the belt without warning: switch fully off, keep the key fob away and follow the service procedure for the 48 V or high-voltage system before touching the belt.",
    "If the belt breaks or comes off on an engine with a belt-driven water pump, shut the engine off at once; a few minutes without coolant flow can warp an aluminum cylinder head.",
    "Losing the belt on a car with hydraulic power steering makes the steering suddenly heavy; keep both hands on the wheel, slow down gently and pull over.",
    "Never spray belt dressing, lubricant or cleaner onto a running belt; the can, the nozzle or the rag can be pulled into the drive, and the spray contaminates the belt anyway.",
  ],
  symptoms: [
    { id: "belt-squeal", label: "Long, high-pitched squeal from the belt" },
    { id: "belt-chirp", label: "Short, repeating chirp from the belt area" },
    { id: "pulley-growl", label: "Growl, grind, whine or rumble from a pulley" },
    { id: "belt-flap-tick", label: "Belt flaps, slaps, ticks or vibrates" },
    { id: "tensioner-arm", label: "Tensioner arm bounces, sticks or sits out of range" },
    { id: "belt-damaged", label: "Belt cracked, frayed, chunked or worn smooth" },
    { id: "belt-off-broken", label: "Belt came off, snapped or is shredded" },
    { id: "belt-walks", label: "Belt walks to one edge or rides off a rib" },
    { id: "pulley-wobble", label: "A pulley wobbles, sits crooked or is cracked" },
    { id: "burning-rubber", label: "Burning-rubber smell or smoke at the belt" },
    { id: "belt-wet", label: "Belt wet, sticky or dirty with oil, coolant or fluid" },
    { id: "accessory-warning", label: "Battery light, hot gauge or heavy steering with belt trouble" },
    { id: "after-service", label: "Trouble began after a belt or accessory was replaced" },
    { id: "noise-with-load", label: "Noise only with A/C on, wheel turned or on hard acceleration" },
    { id: "weather-noise", label: "Noise worse when cold, wet or after the car sat" },
  ],
  problems: [
    {
      slug: "squeal-on-throttle-snap",
      title: "Belt squeals for a second when you blip the throttle or pull away hard",
      summary:
        "The belt is slipping during the sudden rev, most often because the automatic tensioner spring has weakened or the belt has worn thin. Gauge the ribs and check the tensioner, then replace belt and tensioner as a pair.",
      symptoms: [
        "Sharp squeal lasting about a second on a quick rev in Park or Neutral",
        "Squeal when accelerating briskly from a light, quiet at a steady cruise",
        "No noise at a steady idle with the A/C and lights off",
        "Tensioner arm visibly jumps when the throttle is snapped",
      ],
      symptomIds: ["belt-squeal", "noise-with-load", "tensioner-arm"],
      causes: [
        {
          likelihood: "common",
          part: "Weak automatic tensioner spring",
          why: "On a fast rev the crankshaft accelerates quicker than the heavy alternator rotor; a tired spring lets the belt lift off the alternator pulley and skid until the speeds match.",
        },
        {
          likelihood: "common",
          part: "Belt worn thin from EPDM rib material loss",
          why: "A belt riding low in the grooves wedges less tightly, so it breaks traction first under the sudden torque demand of a throttle snap.",
        },
        {
          likelihood: "occasional",
          part: "Alternator decoupler pulley locked solid",
          why: "A working OAD lets the rotor lag safely behind a rev change; locked, the full inertia of the rotor loads the belt every time engine speed jumps.",
        },
        {
          likelihood: "rare",
          part: "Belt slightly too long for the drive",
          why: "A long belt lets the arm swing out toward its free stop, where the spring is least wound up and presses on the belt with the least force.",
        },
      ],
      checks: [
        {
          step: "Engine off, read the tensioner's position pointer against the marks cast into the tensioner base.",
          tools: ["Flashlight"],
          expect:
            "Pointer inside the normal working band; at or past the worn-belt mark means a stretched or wrong belt or a sagging spring.",
        },
        {
          step: "Press a belt wear gauge into the ribs at three or four spots around the belt.",
          tools: ["Belt wear gauge"],
          expect:
            "A gauge that sits flush with or below the rib tops means the belt has lost enough material to slip and must be replaced.",
        },
        {
          step: "Lift the tensioner through its travel with the belt tool and let it return slowly.",
          tools: ["Serpentine belt tool"],
          expect:
            "Firm, smooth resistance over the whole stroke; weak pull, a notchy spot or a clunk near one end condemns the tensioner.",
        },
        {
          step: "Have a helper snap the throttle in Park while you film the tensioner arm in slow motion.",
          tools: ["Phone camera with slow-motion video"],
          expect:
            "A healthy arm moves a little (typically under about 1/4 in., 6 mm, at the pulley) and settles at once; a wide swing timed with the squeal confirms low tension or a locked decoupler.",
        },
        {
          step: "With the belt off, turn the alternator pulley by hand in each direction.",
          tools: ["Serpentine belt tool"],
          expect:
            "A decoupler pulley drives the rotor one way and freewheels the other; locked both ways points to the decoupler.",
        },
      ],
      fix: "Replace the belt and the automatic tensioner together when the arm is weak or near its stop, and replace a locked alternator decoupler with its spline tool. Confirm the belt part number matches the engine's options, then check that the pointer sits in the new-belt range and the throttle snap is silent.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 260,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate for belt and tensioner; excludes a decoupler pulley, diagnosis fee and taxes; dealer prices run higher.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; the slip is brief now, but a belt that slips on every rev glazes and starts slipping at idle too.",
      codes: [],
      terms: ["automatic tensioner", "EPDM belt", "overrunning alternator decoupler"],
      related: ["tensioner-arm-outside-wear-marks", "belt-ribs-worn-looks-fine", "chirp-at-engine-shutdown"],
    },
    {
      slug: "squeal-at-steering-lock",
      title: "Belt screeches when the steering wheel is held against full lock in a parking lot",
      summary:
        "At full lock the hydraulic power-steering pump hits relief pressure, the heaviest load it puts on the belt, and a worn belt or weak tensioner slips. Stop holding the wheel at the stop, replace the belt and tensioner, and test the pump if the screech stays.",
      symptoms: [
        "Screech starts only when the wheel reaches full left or right lock at low speed",
        "Noise stops as soon as the wheel is backed an inch off the stop",
        "Idle dips slightly while the wheel is held at lock",
        "Some cases: pump groans and the reservoir fluid looks foamy or low",
      ],
      symptomIds: ["belt-squeal", "noise-with-load"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or glazed serpentine belt",
          why: "At relief pressure, commonly 1,200–1,500 psi, the pump needs more torque than any other accessory at idle, so a belt with hardened ribs breaks loose there first.",
        },
        {
          likelihood: "common",
          part: "Weak tensioner spring",
          why: "Low tension leaves no grip margin for the pump's peak load even when the belt itself is still good.",
        },
        {
          likelihood: "occasional",
          part: "Binding power-steering pump or a restricted return or cooler line",
          why: "Internal wear or high back pressure raises the torque the pump draws, so the belt slips at lower steering effort too.",
        },
        {
          likelihood: "rare",
          part: "Power-steering fluid weeping from the pump shaft seal onto the belt",
          why: "Fluid on the ribs cuts friction, so slip shows first at full lock and then spreads to every load.",
        },
      ],
      checks: [
        {
          step: "Check the reservoir level, then look at the pump's front seal and the belt ribs below it for fluid.",
          tools: ["Flashlight"],
          expect: "Fluid at the correct mark and a dry belt; wet ribs under the pump point to a leaking shaft seal.",
        },
        {
          step: "Press a rib wear gauge into the belt next to the power-steering pump pulley and note where the tensioner pointer sits.",
          tools: ["Belt wear gauge"],
          expect: "A worn belt or an arm near the worn-belt mark explains slip at the pump's peak load.",
        },
        {
          step: "At idle, hold the wheel at full lock for no more than 2–3 seconds while a helper mists the ribbed side of the belt.",
          tools: ["Spray bottle of water"],
          expect: "A screech that gets louder when wet confirms slip from tension or wear rather than misalignment.",
        },
        {
          step: "With the belt off, turn the power-steering pump pulley by hand.",
          tools: ["Serpentine belt tool"],
          expect: "Smooth, even drag all the way round; a gritty feel or a tight spot points to the pump.",
        },
        {
          step: "If a new belt and tensioner still screech, tee a pressure gauge with a shutoff valve into the high-pressure hose.",
          tools: ["Power-steering pressure gauge with valve"],
          expect:
            "Relief pressure at the published spec (often about 1,000–1,500 psi on cars and light trucks; confirm in the service information); pressure well above it, or a pump that stalls the belt, points to a sticking relief valve or binding pump.",
        },
      ],
      fix: "Replace the belt, and the tensioner if its arm is weak. If the pump drags or its relief valve sticks, replace the pump, press the pulley on to the original depth and bleed by turning lock to lock engine off, then engine running, until the fluid stops foaming.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the worn belt", partsLow: 30, partsHigh: 70, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
          {
            name: "Replace the belt and tensioner",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.3,
          },
          {
            name: "Remanufactured power-steering pump",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes power-steering fluid, a pressure hose, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Steering assist still works; avoid holding the wheel at full lock, which overheats the pump and glazes the belt faster.",
      codes: [],
      terms: ["relief valve", "power-steering pump", "belt glazing"],
      related: [
        "squeal-after-ps-or-water-pump-replacement",
        "coolant-or-fluid-splashed-on-belt",
        "squeal-on-throttle-snap",
      ],
    },
    {
      slug: "rhythmic-chirp-at-idle",
      title: "Steady chirp-chirp-chirp at idle that blends away as the engine revs up",
      summary:
        "A rhythmic chirp at idle is the classic sign of a pulley out of line, so the belt enters a groove at an angle. Confirm it with a one-second water spray and a laser or straightedge, then correct the tilted tensioner, mis-set pulley or loose bracket.",
      symptoms: [
        "Evenly spaced chirps at idle that run together and fade above about 1,500 rpm",
        "Worse in dry, dusty weather; a splash of water quiets it for a few seconds",
        "One edge of the belt looks polished or slightly frayed",
        "Fine black rubber dust on one side of a pulley or on a nearby bracket",
      ],
      symptomIds: ["belt-chirp", "belt-walks"],
      causes: [
        {
          likelihood: "common",
          part: "Tensioner pulley tilted by a worn pivot bushing",
          why: "Once the arm's pivot wears, the pulley cocks a degree or two and pushes the belt sideways on every pass, so the ribs scrub the groove walls.",
        },
        {
          likelihood: "common",
          part: "Accessory pulley pressed or shimmed to the wrong depth",
          why: "A pulley sitting a few millimeters forward or back makes the belt enter and leave at an angle and chirp as the ribs climb the groove wall.",
        },
        {
          likelihood: "occasional",
          part: "Idler or accessory bearing with free play",
          why: "A loose bearing lets the pulley rock under belt load, changing alignment on every revolution.",
        },
        {
          likelihood: "rare",
          part: "Cracked accessory bracket or a loose mounting bolt",
          why: "A bracket that flexes lets the whole accessory swing out of plane when it is loaded.",
        },
      ],
      checks: [
        {
          step: "At idle, mist plain water on the ribbed side of the belt for one second.",
          tools: ["Spray bottle of water"],
          expect:
            "Chirp stops for a few seconds and returns as the belt dries: misalignment. A noise that turns louder points to slip instead.",
        },
        {
          step: "Engine off, sight along the belt path and look at the gap between the tensioner arm and its base.",
          tools: ["Flashlight"],
          expect: "Arm parallel to the base with an even gap all round; a wedge-shaped gap shows a worn pivot.",
        },
        {
          step: "Remove the belt and lay a laser or straightedge from the crank pulley across to each neighboring pulley.",
          tools: ["Belt alignment laser or straightedge"],
          expect:
            "Groove centers on adjacent pulleys in line within about 1/16 in. (1.5 mm); a bigger step identifies the offending pulley.",
        },
        {
          step: "Rock each pulley by hand and put a dial indicator on any that looks to wobble.",
          tools: ["Dial indicator on magnetic base"],
          expect: "No perceptible rock, and face and groove runout under about 0.015 in. (0.38 mm).",
        },
        {
          step: "Check accessory bracket bolts and look for hairline cracks at the bolt bosses.",
          tools: ["Torque wrench", "Flashlight"],
          expect: "Bolts at spec and no cracks; a crack at a boss explains alignment that changes with load.",
        },
      ],
      fix: "Replace a tensioner with a worn pivot, reset a pressed-on pulley to its specified depth with an installer, or replace the cracked bracket. Fit a new belt if its edges are polished, because a belt that has run crooked keeps chirping. Recheck with the laser after everything is torqued.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reset a pulley's depth or replace an idler",
            partsLow: 20,
            partsHigh: 70,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Replace the tensioner", partsLow: 60, partsHigh: 220, laborHoursLow: 0.5, laborHoursHigh: 1.5 },
        ],
        excludes:
          "Estimate; excludes a new belt if needed, an accessory with a bad bearing, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Not dangerous at first; a belt running crooked wears through its edge and can ride off a pulley, so correct it within weeks.",
      codes: [],
      terms: ["pulley alignment", "tensioner pivot bushing", "runout"],
      related: [
        "tensioner-pulley-tilted-edge-wear",
        "squeal-after-ps-or-water-pump-replacement",
        "cracked-accessory-bracket",
        "belt-edge-frayed-cord-hanging",
      ],
    },
    {
      slug: "squeal-after-car-sat",
      title: "Squeal for the first few miles after the car has been parked for weeks",
      summary:
        "Surface rust forms on steel pulley grooves while a car sits, especially in humid or coastal areas, and the belt skids until it polishes the rust off. If it fades within a few drives nothing is needed; if it lingers, the belt has glazed and needs replacing.",
      symptoms: [
        "Loud squeal on the first start after storage that fades over a few miles",
        "Orange-brown dust on the pulleys and on the ribbed side of the belt",
        "Rust-colored lines visible in the pulley grooves",
        "Noise comes back each time the car is stored for a long spell",
      ],
      symptomIds: ["belt-squeal", "weather-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Flash rust on steel pulley grooves",
          why: "Rust has a different, rougher friction than bare steel, so the belt slips and squeals until it scrubs the grooves bright again.",
        },
        {
          likelihood: "occasional",
          part: "Belt glazed during the first long squeal",
          why: "Minutes of slip heat the rib faces until they harden and shine, leaving a slick belt that keeps slipping after the rust is gone.",
        },
        {
          likelihood: "rare",
          part: "Rodent nest material or stored nuts packed into a pulley",
          why: "Mice and squirrels nesting on a parked engine can jam insulation, twigs or acorns into the grooves and under the belt.",
        },
      ],
      checks: [
        {
          step: "Before the first start, look at the pulley grooves and belt ribs with a flashlight.",
          tools: ["Flashlight"],
          expect:
            "A light orange film is harmless surface rust; flaking scale or pitted grooves mean that pulley needs replacing.",
        },
        {
          step: "Look for nest material, food stashes or chewed insulation around the pulleys and on top of the engine.",
          tools: ["Flashlight"],
          expect: "Clean pulleys; remove any debris before starting and check nearby wiring for chew marks.",
        },
        {
          step: "Drive 10–20 miles, then look again at the grooves and listen at idle.",
          tools: [],
          expect: "Squeal gone and grooves bright: no repair needed.",
        },
        {
          step: "If the squeal remains, check the rib faces for a hard, mirror-like shine and gauge the wear.",
          tools: ["Belt wear gauge"],
          expect: "Shiny, hard rib flanks mean the belt glazed and must be replaced even if the gauge reading is fine.",
        },
      ],
      noMeasurement:
        "Rust film from sitting is judged by eye in the pulley grooves and cleared by driving; no gauge separates harmless surface rust from pitting, so the check is a look before and after 10–20 miles.",
      fix: "Usually nothing: a few drives polish the grooves clean. Replace a glazed belt and any pulley whose grooves are pitted. For seasonal storage, a dry garage limits the rust; never spray oil or dressing on the pulleys to quiet it.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "No repair: drive until the flash rust wears off",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Replace the glazed belt", partsLow: 25, partsHigh: 60, laborHoursLow: 0.3, laborHoursHigh: 0.8 },
        ],
        excludes: "Estimate; excludes pitted pulleys, rodent damage to wiring, diagnosis fee and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A rusty-groove squeal is harmless and clears itself; watch the battery light and temperature gauge on the first drive.",
      codes: [],
      terms: ["flash rust", "belt glazing"],
      related: ["belt-noise-louder-after-dressing", "new-belt-squeals-soon"],
    },
    {
      slug: "chirp-at-engine-shutdown",
      title: "Belt gives one loud chirp or yelp right as the engine shuts off",
      summary:
        "As the engine stops, the heavy alternator rotor tries to keep spinning and briefly drives the belt instead of being driven; a locked decoupler or a worn tensioner damper lets the belt slip for an instant. Test the decoupler by hand and replace the failed part.",
      symptoms: [
        "A single chirp or yelp at key-off or each time auto start-stop shuts the engine down",
        "Tensioner arm kicks visibly as the engine stops turning",
        "Sometimes a matching chirp at start-up",
        "Belt quiet the rest of the time it runs",
      ],
      symptomIds: ["belt-chirp", "tensioner-arm"],
      causes: [
        {
          likelihood: "common",
          part: "Alternator OAP or OAD no longer freewheeling",
          why: "A working clutch pulley lets the rotor coast down on its own; locked, the rotor overruns the crankshaft at shutdown and the belt slips across the pulley for an instant.",
        },
        {
          likelihood: "common",
          part: "Worn damper inside the automatic tensioner",
          why: "The damper resists sudden arm movement; once worn, the arm whips when belt load reverses at shutdown and tension drops for a moment.",
        },
        {
          likelihood: "occasional",
          part: "Glazed or worn belt",
          why: "A slick belt has so little grip that the brief load reversal at shutdown is enough to break it loose.",
        },
      ],
      checks: [
        {
          step: "Film the tensioner arm in slow motion as the engine is switched off.",
          tools: ["Phone camera with slow-motion video"],
          expect:
            "A small settle is normal; a large kick timed with the chirp points to a locked decoupler or a weak damper.",
        },
        {
          step: "Belt off, hold the alternator shaft with the decoupler tool and try to turn the outer pulley clockwise, then counterclockwise.",
          tools: ["Serpentine belt tool"],
          expect:
            "Drives the rotor one way and freewheels smoothly the other; if pulley and rotor turn together both ways, the decoupler is locked.",
        },
        {
          step: "Stroke the tensioner arm through its full travel with the belt tool.",
          tools: ["Serpentine belt tool"],
          expect:
            "Smooth, firm, even resistance; a dead spot, grinding or an arm that snaps back with no resistance means a worn damper.",
        },
        {
          step: "Gauge the belt and look at the rib flanks for shine.",
          tools: ["Belt wear gauge"],
          expect:
            "Full-depth ribs with a dull, even surface; a shiny or worn belt should be replaced with the faulty part.",
        },
      ],
      noMeasurement:
        "The shutdown chirp comes from a locked alternator decoupler or a tired tensioner damper, both judged by turning the pulley by hand and stroking the arm; neither has a published numeric test.",
      fix: "Replace a locked decoupler pulley with its spline tool, torque it to spec and fit a new dust cap; replace the tensioner if its damper is weak and the belt if it is glazed. Keep the decoupler type the engine was built with, since a solid pulley in its place brings the chirp back and wears out the tensioner.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 260,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.8,
        excludes:
          "Estimate for a decoupler or tensioner plus belt; excludes an alternator, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Harmless to drive, but the shock at every shutdown wears the belt and tensioner, and start-stop cars take dozens of those hits a day.",
      codes: [],
      terms: ["overrunning alternator pulley", "tensioner damper", "auto start-stop"],
      related: ["squeal-on-throttle-snap", "tensioner-arm-flutters-at-idle", "repeat-tensioner-failures"],
    },
    {
      slug: "ticking-from-belt-area",
      title: "Light tick from the front of the engine that follows belt speed, not valve speed",
      summary:
        "A tick from the belt drive is usually a stone in a pulley groove, a missing chunk of rib or a lump in one spot of the belt, hitting once per turn. Mark the belt and listen pulley by pulley before blaming lifters or injectors.",
      symptoms: [
        "Tick or light slap that speeds up with rpm and seems to come from the front of the engine",
        "A visible gap in the ribs, a lump on the belt or a stone lodged in a groove",
        "Tensioner arm dips and snaps back in time with the tick",
        "Noise vanishes during a brief run with the belt removed",
      ],
      symptomIds: ["belt-flap-tick", "belt-damaged"],
      causes: [
        {
          likelihood: "common",
          part: "Stone, gravel or a metal chip wedged in a pulley groove",
          why: "Each time the wedged object meets the belt it lifts the ribs and clicks, once per pulley revolution.",
        },
        {
          likelihood: "common",
          part: "Chunk missing from the belt ribs",
          why: "The gap lets the tensioner dip and snap back as it passes each pulley, once per belt revolution.",
        },
        {
          likelihood: "occasional",
          part: "Lump or twist from a broken internal cord",
          why: "A snapped tensile cord bunches the rubber into a bump that thumps every pulley it crosses.",
        },
        {
          likelihood: "rare",
          part: "Splash shield, loom clip or hose rubbing the belt back",
          why: "A loose shield or a wire loom that has sagged onto the moving belt ticks lightly every time a belt joint or flaw brushes it.",
        },
      ],
      checks: [
        {
          step: "Engine off, turn the engine slowly by the crank bolt in its running direction and inspect the full length of both belt faces.",
          tools: ["Breaker bar and socket", "Flashlight"],
          expect: "Find any missing rib section, lump or split and mark it with chalk.",
        },
        {
          step: "Inspect every pulley groove for stones or embedded debris.",
          tools: ["Flashlight", "Plastic pick"],
          expect: "Clean grooves; pick out any stone and check the groove for a chip.",
        },
        {
          step: "At idle, touch the stethoscope probe to each accessory body and idler bolt head, never the moving belt.",
          tools: ["Mechanic's stethoscope"],
          expect: "A tick loudest at one pulley points there; a tick heard equally everywhere tracks the belt itself.",
        },
        {
          step: "Watch the chalk mark at idle and compare how often it passes with the tick rate.",
          tools: ["Chalk"],
          expect:
            "On a typical 75–95 in. belt a flaw comes round only about 2–3 times a second at a 700 rpm idle; ticks timed with the chalk mark mean the belt flaw, faster ticks match a small pulley carrying a stone.",
        },
        {
          step: "If still unsure, remove the belt and run the engine for no more than 30 seconds.",
          tools: ["Serpentine belt tool"],
          expect:
            "Tick gone: the drive is the source. Tick still there: look inside the engine (lifter, injector, exhaust leak).",
        },
      ],
      fix: "Remove debris and replace a belt with missing or lumpy sections; replace a pulley whose groove was chipped by the stone. Refit or replace the missing splash shield that let the gravel in, and secure any loom or hose that touched the belt.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Pick out the stone and check the groove",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.4,
          },
          { name: "Replace the damaged belt", partsLow: 25, partsHigh: 80, laborHoursLow: 0.3, laborHoursHigh: 1 },
        ],
        excludes: "Estimate; excludes a damaged pulley, splash shield, diagnosis fee and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A stone is harmless once removed; a belt with chunks or a lump should be replaced before a long trip because it can let go.",
      codes: [],
      terms: ["tensile cord", "splash shield"],
      related: ["belt-chunks-missing", "debris-water-snow-belt-damage", "idler-pulley-bearing-growl"],
    },
    {
      slug: "belt-noise-louder-after-dressing",
      title: "Belt got louder, not quieter, a few days after spraying belt dressing on it",
      summary:
        "Belt dressing only masks slip for a few days and leaves a tacky film that collects grit and glazes the ribs. Clean the pulleys, fit a new belt and fix the tension or alignment fault the spray was hiding.",
      symptoms: [
        "Noise stopped for a day or two after the spray, then came back louder",
        "Sticky, shiny black residue on the belt ribs and pulley grooves",
        "Gummy rubber buildup packed into the pulley grooves",
        "Overspray on the alternator, hoses and the underside of the hood",
      ],
      symptomIds: ["belt-squeal", "belt-wet"],
      causes: [
        {
          likelihood: "common",
          part: "Dressing residue collecting dust and rubber crumbs",
          why: "The tacky film traps abrasive dirt and rubber that pack into the grooves, so the belt rides high on the debris and slips.",
        },
        {
          likelihood: "common",
          part: "The original tension or alignment fault still present",
          why: "Dressing never fixed the weak tensioner, worn belt or crooked pulley that made the first noise, so it returns once the film wears off.",
        },
        {
          likelihood: "occasional",
          part: "Solvent-based spray or penetrating oil used as dressing",
          why: "Solvents and oils swell EPDM, so the ribs soften, deform and glaze.",
        },
      ],
      checks: [
        {
          step: "Wipe a few ribs with a clean shop rag and look at both the rag and the belt.",
          tools: ["Shop rag"],
          expect:
            "Tacky black residue confirms dressing contamination; a soaked belt cannot be cleaned back to full grip.",
        },
        {
          step: "Look into each pulley groove for packed residue or shiny gum.",
          tools: ["Flashlight"],
          expect: "Bare metal grooves are fine; packed residue must be scrubbed out before a new belt goes on.",
        },
        {
          step: "With the new belt fitted, read the tensioner pointer and stroke the arm through its travel.",
          tools: ["Serpentine belt tool"],
          expect:
            "Pointer in the new-belt range and smooth, firm travel; otherwise the tensioner was the original cause.",
        },
        {
          step: "Run the water-mist test and check pulley alignment with a laser.",
          tools: ["Spray bottle of water", "Belt alignment laser or straightedge"],
          expect: "Quiet when misted and pulleys in line within about 1/16 in. (1.5 mm) means the root cause is fixed.",
        },
      ],
      fix: "Replace the belt and scrub the pulley grooves with brake cleaner on a nylon brush with the engine off, letting them dry fully. Then repair what caused the first noise, usually the tensioner, an idler or a misaligned pulley. Do not use dressing on a serpentine belt again.",
      difficulty: 2,
      cost: {
        partsLow: 25,
        partsHigh: 90,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes:
          "Estimate for belt and cleaning; excludes the tensioner or idler that caused the first noise, diagnosis fee and taxes.",
      },
      verdict: "ok",
      verdictReason: "Drivable, but a contaminated belt slips more each week and can leave the battery undercharged.",
      codes: [],
      terms: ["belt dressing", "belt glazing", "pulley groove"],
      related: ["belt-pilling-rubber-in-grooves", "rhythmic-chirp-at-idle", "tensioner-arm-outside-wear-marks"],
    },
    {
      slug: "new-belt-squeals-soon",
      title: "Brand-new serpentine belt already squeals a few weeks after it went on",
      summary:
        "A new belt that squeals soon usually runs on a tired tensioner that was left in place or on worn, polished pulley grooves. Replace the tensioner, inspect the grooves and confirm the belt part number for the exact engine options.",
      symptoms: [
        "Squeal returned days or weeks after a belt-only replacement",
        "Tensioner pointer outside the new-belt zone on a fresh belt",
        "Worn-bright, rounded grooves on the alternator or crank pulley",
        "New belt's rib flanks already look polished",
      ],
      symptomIds: ["belt-squeal", "after-service", "tensioner-arm"],
      causes: [
        {
          likelihood: "common",
          part: "Original tensioner left in place",
          why: "Belts and tensioners wear at about the same rate; a fresh belt cannot make up for a spring that has lost force or a damper that lets the arm bounce.",
        },
        {
          likelihood: "occasional",
          part: "Worn or polished pulley grooves",
          why: "Grooves worn by years of slip lose their V shape, so the new ribs bottom out instead of wedging and slip under load.",
        },
        {
          likelihood: "occasional",
          part: "Belt a little too long for the option package",
          why: "Engines with and without A/C, heavy-duty alternators or tow packages use different lengths; a longer belt leaves the arm near its stop with little spring force.",
        },
        {
          likelihood: "rare",
          part: "Economy belt with a poor rib compound",
          why: "Some bargain belts use a harder rubber that glazes within weeks on a heavily loaded drive.",
        },
      ],
      checks: [
        {
          step: "Read the tensioner pointer with the engine off.",
          tools: ["Flashlight"],
          expect:
            "A new belt should put the pointer near the new-belt end of the band; mid-band or beyond on a fresh belt points to a wrong length or a sagged spring.",
        },
        {
          step: "Compare the belt's printed part number with the catalog listing for the engine, VIN and options.",
          tools: ["Parts catalog"],
          expect:
            "Exact match, and the new belt laid beside the old one measures the same length within about 1/2 in.; belts for one engine often differ by 1 in. or more with different accessories.",
        },
        {
          step: "Stroke the tensioner arm with the belt tool and spin its pulley with the belt off.",
          tools: ["Serpentine belt tool"],
          expect:
            "Firm, smooth travel and a quiet pulley; weak spring, notchy travel or a rough bearing means a new tensioner.",
        },
        {
          step: "Run a fingertip around each pulley groove and compare it to a section of new belt laid in it.",
          tools: ["Flashlight"],
          expect:
            "New ribs should bear on the groove walls, not the groove bottoms; shiny, rounded walls, or a belt that sits visibly deeper in one pulley than in the others, mean that pulley is worn.",
        },
      ],
      fix: "Fit a new tensioner with the correct belt as a set, and replace any pulley with worn, polished grooves. Then load the drive with A/C, headlights and a full-lock turn at idle to confirm it stays quiet.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate for tensioner and belt; excludes replacement pulleys or an alternator, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive for now, but a new belt that slips glazes fast and will be ruined within months.",
      codes: [],
      terms: ["tensioner position indicator", "pulley groove wear"],
      related: ["wrong-length-belt-tensioner-off-scale", "tensioner-arm-outside-wear-marks", "squeal-on-throttle-snap"],
    },
    {
      slug: "idler-pulley-bearing-growl",
      title: "Growl or whir from the belt drive that a stethoscope traces to an idler pulley",
      summary:
        "A dry or worn idler bearing growls at idle and whirs as rpm rises, and it can seize and burn the belt. Spin the idlers by hand with the belt off and replace the rough one, usually with a new belt.",
      symptoms: [
        "Low growl or dry whir from the front of the engine, loudest at idle or on a cold start",
        "Noise stays the same with A/C, lights and steering load on or off",
        "Idler pulley wobbles slightly or leaves dark grease streaks on the engine front",
        "Noise disappears during a short run with the belt removed",
      ],
      symptomIds: ["pulley-growl", "pulley-wobble"],
      causes: [
        {
          likelihood: "common",
          part: "Idler bearing with dried or leaked-out grease",
          why: "Idlers use small sealed bearings that run hot next to the engine; once the grease cooks out, the balls and races roughen and growl.",
        },
        {
          likelihood: "occasional",
          part: "Idler bearing damaged by over-tension or misalignment",
          why: "Side load from a crooked belt or a manual drive set too tight overloads one side of the bearing and wears it early.",
        },
        {
          likelihood: "rare",
          part: "Loose idler mounting bolt",
          why: "A bolt that has backed off lets the pulley rock on its mount and buzz, and the bearing then fails from the hammering.",
        },
      ],
      checks: [
        {
          step: "At idle, touch the stethoscope probe to the center bolt of each idler and tensioner pulley, then to each accessory body.",
          tools: ["Mechanic's stethoscope"],
          expect: "A coarse growl at one bolt head that is much louder than at the others identifies the pulley.",
        },
        {
          step: "Remove the belt and spin each idler by hand, then rock it by its rim.",
          tools: ["Serpentine belt tool"],
          expect:
            "A good idler spins quietly for a turn or two with no side play; roughness, a dry hiss or any rock means replace it.",
        },
        {
          step: "Check the idler bolt torque and the bolt boss for cracks.",
          tools: ["Torque wrench"],
          expect:
            "Bolt at its spec (typically 18–37 ft-lb, 25–50 N·m, by bolt size; confirm in the service information) and no cracked casting; a bolt that turns easily means the pulley has been rocking on its mount.",
        },
        {
          step: "Run the engine for no more than 30 seconds with the belt off.",
          tools: [],
          expect:
            "Noise gone confirms the drive; if it remains, look at the water pump, valvetrain or timing drive instead.",
        },
      ],
      fix: "Replace the rough idler with a quality bearing-and-pulley assembly and torque the bolt to spec; many shops replace all idlers and the tensioner together on high-mileage engines. Fit a new belt if it has been running on a dragging pulley.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 90,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate for one idler; excludes a belt, other idlers, the tensioner, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable while it only growls; if it starts to squeal, smoke or wobble, get it replaced at once because a seized idler cuts the belt.",
      codes: [],
      terms: ["idler pulley", "mechanic's stethoscope", "sealed bearing"],
      related: [
        "plastic-idler-pulley-cracked",
        "seized-pulley-burning-smell",
        "ticking-from-belt-area",
        "timing-system/idler-tensioner-bearing-growl",
      ],
    },
    {
      slug: "manual-belt-overtightened-bearing-whine",
      title: "Whine from the alternator or pump started after someone tightened a manually adjusted belt",
      summary:
        "A belt on a manual adjuster set too tight overloads the alternator, pump and idler bearings, which start to whine within weeks. Set tension with a gauge to the engine's spec and replace any bearing that has already roughened.",
      symptoms: [
        "New whine or hum from an accessory soon after the belt was adjusted",
        "Belt feels drum-tight with almost no deflection at the middle of its longest span",
        "Alternator or pump pulley runs hot to the touch after a drive",
        "Later: growl from the same accessory as its bearing wears",
      ],
      symptomIds: ["pulley-growl", "after-service"],
      causes: [
        {
          likelihood: "common",
          part: "Belt tensioned by feel instead of with a gauge",
          why: "Ribbed belts grip through the wedge of the ribs, not brute tension; doubling the tension multiplies the radial load on every bearing in the drive.",
        },
        {
          likelihood: "occasional",
          part: "Adjuster bolt tightened without first loosening the pivot bolt",
          why: "The bracket binds, the technician keeps turning, and the belt ends up far tighter than it looks once the pivot is finally torqued.",
        },
        {
          likelihood: "rare",
          part: "Accessory bearing that was already worn before the adjustment",
          why: "A marginal bearing can start to whine as soon as higher tension loads it, making the adjustment look like the cause.",
        },
      ],
      checks: [
        {
          step: "Measure tension at the middle of the longest span with a tension gauge, or measure deflection under a 22 lb (98 N) push.",
          tools: ["Belt tension gauge", "Ruler"],
          expect:
            "Many manual drives call for about 1/4–3/8 in. (6–10 mm) of deflection under that push; check the figure for the engine, with separate new-belt and used-belt values.",
        },
        {
          step: "Listen with the stethoscope at the alternator, pump and any idler.",
          tools: ["Mechanic's stethoscope"],
          expect: "A whine concentrated at one accessory identifies the bearing that has been overloaded.",
        },
        {
          step: "Loosen the belt and spin each pulley by hand.",
          tools: ["Wrenches"],
          expect: "Smooth and quiet; a rough or tight feel means that bearing is already damaged.",
        },
      ],
      fix: "Loosen the pivot and adjuster, set tension to the engine's spec with a gauge, then torque the pivot and lock bolts. Replace the alternator, pump or idler whose bearing is rough, and recheck tension after 15–20 minutes of running, since a new belt seats in and loses some tension.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reset belt tension with a gauge",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace the belt and set its tension",
            partsLow: 25,
            partsHigh: 70,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the damaged alternator (remanufactured)",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis fee and taxes; a water pump or power-steering pump with a damaged bearing costs more.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive once the tension is corrected; left drum-tight, it can seize an alternator or pump bearing within months.",
      codes: [],
      terms: ["belt deflection", "belt tension gauge", "manual adjuster"],
      related: ["manual-adjuster-belt-loosens", "idler-pulley-bearing-growl"],
    },
    {
      slug: "squeal-only-with-ac-on",
      title: "Belt squeals only with the A/C on, yet the compressor turns freely by hand",
      summary:
        "If the compressor is healthy, the squeal with A/C on is the belt or tensioner running out of grip under the compressor's added load. Check rib wear and tensioner force first, and read head pressure only if a new belt and tensioner do not cure it.",
      symptoms: [
        "Squeal starts when the compressor clutch engages and stops when the A/C is switched off",
        "Worse at idle on hot days, quieter once moving",
        "Cold air still comes from the vents",
        "Compressor hub spins freely by hand with the engine off",
      ],
      symptomIds: ["belt-squeal", "noise-with-load"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or glazed belt",
          why: "The compressor can draw several horsepower at idle on a hot day; a belt with little rib material left slips as soon as that load is added.",
        },
        {
          likelihood: "common",
          part: "Weak tensioner spring",
          why: "Marginal tension is enough for alternator and pump alone but not once the compressor adds its load to the same belt.",
        },
        {
          likelihood: "occasional",
          part: "Compressor clutch gap too tight or engagement too harsh",
          why: "A clutch that grabs hard jerks the belt on every engagement and squeals for a moment each time it cycles.",
        },
        {
          likelihood: "rare",
          part: "High-side pressure far above normal",
          why: "An overcharge or a dead condenser fan raises compressor torque so much that even a healthy belt slips.",
        },
      ],
      checks: [
        {
          step: "Engine off, turn the compressor's front clutch plate a full turn by hand, feeling for tight spots that would load the belt when it engages.",
          tools: ["Gloves"],
          expect: "Light, even resistance all the way round confirms the compressor is not binding.",
        },
        {
          step: "Gauge the belt ribs and read the tensioner pointer.",
          tools: ["Belt wear gauge"],
          expect: "Worn ribs or an arm at the worn-belt mark explains slip under the added A/C load.",
        },
        {
          step: "With A/C on at idle, mist the belt with water.",
          tools: ["Spray bottle of water"],
          expect:
            "Louder when wet means slip from low tension or wear; briefly quiet means a pulley out of line, often the compressor itself.",
        },
        {
          step: "If a new belt and tensioner still squeal, connect gauges and watch the condenser fans with A/C on.",
          tools: ["A/C manifold gauges"],
          expect:
            "On R-134a systems the high side commonly reads about 2 to 2.5 times the outside temperature in °F, in psi (roughly 190–240 psi at 95 °F), with the fans running; far above that points to the refrigerant side.",
        },
      ],
      fix: "Replace the belt and tensioner together when either is worn. If the compressor pulley sits out of line, correct its mounting; if head pressure is excessive, repair the fan or charge before fitting a new belt so it does not glaze again.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 260,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate for belt and tensioner; excludes refrigerant service, fan repair, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive with the A/C off if the noise bothers you; the belt is still turning everything else.",
      codes: [],
      terms: ["compressor clutch", "head pressure", "belt glazing"],
      related: ["squeal-on-throttle-snap", "stretch-fit-belt-slipping", "seized-pulley-burning-smell"],
    },
    {
      slug: "belt-cracks-across-ribs",
      title: "Lots of small cracks running across the ribs of the belt",
      summary:
        "Cracks across the ribs are age and heat damage, normal on older neoprene belts and a sign of a very old EPDM belt. Replace the belt if you count several cracks in any 3-inch stretch or if any crack reaches the cord.",
      symptoms: [
        "Hairline cracks across the ribs, visible when the belt is bent back on itself",
        "Cracks spaced closely along the belt, sometimes joined lengthwise",
        "Belt looks dry, grey or hard rather than black and supple",
        "Occasional chirp, especially on cold mornings",
      ],
      symptomIds: ["belt-damaged", "weather-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Neoprene belt at the end of its life",
          why: "Neoprene belts, common on cars built before the early 2000s and in some economy replacements, harden with heat cycles and crack across the ribs long before the ribs wear down.",
        },
        {
          likelihood: "occasional",
          part: "EPDM belt aged by years rather than miles",
          why: "Even EPDM eventually hardens and crazes, usually after 8–10 years on a low-mileage car.",
        },
        {
          likelihood: "occasional",
          part: "Small-diameter idler or pulley bending the belt sharply",
          why: "Tight wraps flex the rib tips hardest, so cracks start where the belt bends around the smallest pulley.",
        },
        {
          likelihood: "rare",
          part: "Engine heat from an exhaust leak or missing heat shield nearby",
          why: "Local heat cooks one section of the belt path and speeds hardening.",
        },
      ],
      checks: [
        {
          step: "Engine off, twist a section of belt to look at the ribs, then move to a new section by turning the engine over by the crank bolt.",
          tools: ["Flashlight", "Breaker bar and socket"],
          expect:
            "Count cracks; three or more in any 3 in. (75 mm) section is the usual replacement point for a neoprene belt.",
        },
        {
          step: "Look at crack depth and the belt back for splits.",
          tools: ["Flashlight"],
          expect: "Cracks that reach the cord line, branch sideways or go through the back mean replace now.",
        },
        {
          step: "Gauge the rib wear as well, since cracks say nothing about slip.",
          tools: ["Belt wear gauge"],
          expect: "Even a crack-free belt needs replacing if the gauge drops flush with the rib tops.",
        },
      ],
      fix: "Replace the belt with a quality EPDM belt of the correct part number and inspect the tensioner and idlers while it is off. Fix any exhaust leak or missing shield that cooked one area.",
      difficulty: 1,
      cost: {
        partsLow: 25,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes: "Estimate for the belt only; excludes a tensioner or idlers found worn, diagnosis fee and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A cracked belt still drives, but cracks grow into chunks and splits; replace it before a long trip.",
      codes: [],
      terms: ["neoprene belt", "EPDM belt", "rib cracking"],
      related: ["belt-chunks-missing", "belt-ribs-worn-looks-fine"],
    },
    {
      slug: "belt-ribs-worn-looks-fine",
      title: "Belt looks perfect with no cracks, yet it slips and the wear gauge says it is worn out",
      summary:
        "EPDM belts wear like a tire tread, losing rib material without cracking, so a belt can look new and still be finished. Trust the wear gauge, not the eye, and replace the belt once the gauge sits flush with the ribs.",
      symptoms: [
        "No visible cracks, but the belt slips, squeals or chirps under load",
        "Ribs look pointed and the valleys between them look wide",
        "Belt sits noticeably lower in the pulley grooves than a new one",
        "Tensioner pointer has moved toward the worn end of its band",
      ],
      symptomIds: ["belt-damaged", "belt-squeal", "tensioner-arm"],
      causes: [
        {
          likelihood: "common",
          part: "Rib material loss on an EPDM belt past about 60,000–100,000 miles",
          why: "As the rib flanks wear, the belt sinks deeper in the groove, the wedge action weakens and the belt starts to slip.",
        },
        {
          likelihood: "occasional",
          part: "Weak tensioner that allowed constant small slip",
          why: "Continuous slip wears rib flanks faster, so a belt can be worn out at half its normal life.",
        },
        {
          likelihood: "rare",
          part: "Abrasive grit from a missing splash shield",
          why: "Road dust acts like sandpaper on the rib flanks.",
        },
      ],
      checks: [
        {
          step: "Press a wear gauge into the ribs at several points.",
          tools: ["Belt wear gauge"],
          expect:
            "Gauge standing proud of the rib tops means rib material is left; flush or sunk means the belt is worn out.",
        },
        {
          step: "Compare the rib profile with a new belt held side by side.",
          tools: [],
          expect:
            "A worn belt shows sharp, narrow ribs and wide, deep valleys compared with the square ribs of a new one.",
        },
        {
          step: "Read the tensioner pointer.",
          tools: ["Flashlight"],
          expect:
            "Pointer near the worn-belt end supports the gauge reading; after replacement it should move back toward the new-belt end.",
        },
      ],
      noMeasurement:
        "EPDM belts lose rib material without cracking, and the rib-wear gauge is a go/no-go fit, not a depth reading; the pointer and a side-by-side new belt confirm it without a number.",
      fix: "Replace the belt, and the tensioner if the belt has passed about 100,000 miles or the arm is weak. Refit any missing splash shield. Note the mileage so the next belt can be gauged at each oil change.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Replace the worn belt", partsLow: 25, partsHigh: 70, laborHoursLow: 0.3, laborHoursHigh: 0.7 },
          {
            name: "Replace the belt and the weak tensioner",
            partsLow: 80,
            partsHigh: 220,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes idlers, a splash shield, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Still drives everything, but a worn-out belt slips more each month and undercharges the battery on short trips.",
      codes: [],
      terms: ["EPDM belt", "belt wear gauge", "rib material loss"],
      related: ["squeal-on-throttle-snap", "belt-cracks-across-ribs", "new-belt-squeals-soon"],
    },
    {
      slug: "belt-chunks-missing",
      title: "Pieces of rib missing from the belt, with bits of rubber on the engine or splash shield",
      summary:
        "Chunk-out means the belt is breaking up, usually from old age cracks meeting or from a pulley or tensioner fault tearing the ribs. Replace the belt now and find the part that damaged it.",
      symptoms: [
        "Sections of ribs torn away, leaving bare backing in spots",
        "Rubber chunks lying on the splash shield or the engine front",
        "Rhythmic thump or tick as the gap passes each pulley",
        "Belt may chirp or squeal and the tensioner dips once per turn",
      ],
      symptomIds: ["belt-damaged", "belt-flap-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Old, deeply cracked belt",
          why: "Cracks across neighboring ribs meet at the cord line and the rubber between them breaks away.",
        },
        {
          likelihood: "occasional",
          part: "Dragging or seized pulley",
          why: "A pulley that drags or stops tears rubber off the ribs as the belt is forced across it.",
        },
        {
          likelihood: "occasional",
          part: "Belt running one rib off",
          why: "The overhanging rib rides on the pulley shoulder and tears off in sections.",
        },
        {
          likelihood: "rare",
          part: "Stone or debris caught between belt and pulley",
          why: "A sharp stone carried around the drive gouges out rib sections.",
        },
      ],
      checks: [
        {
          step: "Inspect the whole belt length and count damaged sections.",
          tools: ["Flashlight", "Breaker bar and socket"],
          expect: "Any missing rib section means replacement, regardless of age.",
        },
        {
          step: "With the belt off, spin every pulley and stroke the tensioner.",
          tools: ["Serpentine belt tool"],
          expect: "All pulleys free and smooth; a dragging one is the likely cause of torn ribs.",
        },
        {
          step: "Check where the belt sat on each pulley before removal, or look for rib marks on pulley shoulders.",
          tools: ["Flashlight"],
          expect:
            "Rib wear marks on a pulley shoulder show the belt ran one rib off; a straightedge should find that pulley in line with its neighbors within about 1/16 in. (1.5 mm), and more offset explains the torn ribs.",
        },
        {
          step: "Pick through the grooves for stones and rubber fragments.",
          tools: ["Plastic pick"],
          expect: "Clean grooves; leftover chunks under a new belt will damage it.",
        },
      ],
      fix: "Replace the belt and clean every groove; replace any pulley or tensioner that drags or tore the ribs. Route the new belt by the underhood diagram and check each pulley to see every rib seated.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the belt", partsLow: 25, partsHigh: 70, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
          {
            name: "Belt plus a tensioner or idler",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes an accessory with a seized bearing, diagnosis fee and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A belt that is chunking can break at any time and stop the water pump and alternator; drive only to get it replaced.",
      codes: [],
      terms: ["chunk-out", "cord line"],
      related: ["belt-cracks-across-ribs", "belt-one-rib-off", "seized-pulley-burning-smell", "ticking-from-belt-area"],
    },
    {
      slug: "belt-edge-frayed-cord-hanging",
      title: "Belt edge frayed with a loose thread or cord strand flapping from it",
      summary:
        "A frayed edge with a loose cord means the belt has been rubbing a flange, bracket or a crooked pulley, and the unraveling cord can wrap around a pulley or get pulled behind the crank pulley. Replace the belt and correct the alignment or rubbing point.",
      symptoms: [
        "Stringy cord strand hanging or whipping from one edge of the belt",
        "One side of the belt looks chewed, with fibers sticking out",
        "Cord wrapped around a pulley hub or the crank pulley",
        "Ticking or flicking sound as the loose strand hits things",
      ],
      symptomIds: ["belt-damaged", "belt-walks", "belt-flap-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Pulley misalignment pushing the belt against a flange or groove edge",
          why: "A crooked or mis-set pulley forces one edge of the belt into contact on every pass, grinding away the edge until the tensile cord is exposed and unwinds.",
        },
        {
          likelihood: "occasional",
          part: "Tensioner pulley tilted by a worn pivot",
          why: "The tilted pulley walks the belt toward one side so that edge wears first.",
        },
        {
          likelihood: "occasional",
          part: "Belt rubbing a bracket, hose or the timing cover",
          why: "After a part replacement or a broken engine mount, something can sit close enough to touch the belt edge.",
        },
        {
          likelihood: "rare",
          part: "Belt installed over a pulley flange with a screwdriver",
          why: "Prying a belt over a flange cuts the edge and starts the cord unraveling.",
        },
      ],
      checks: [
        {
          step: "Engine off, follow the belt path and look for polished or rubber-dusted spots on brackets, hoses and covers next to the belt.",
          tools: ["Flashlight"],
          expect: "A shiny rub mark locates a rubbing point; none points to alignment.",
        },
        {
          step: "Check alignment of each pulley against its neighbors with a laser or straightedge.",
          tools: ["Belt alignment laser or straightedge"],
          expect: "Adjacent grooves in line within about 1/16 in. (1.5 mm); a pulley out of line is the cause.",
        },
        {
          step: "Look at the tensioner arm-to-base gap.",
          tools: ["Flashlight"],
          expect: "An even gap; a wedge-shaped gap means a worn pivot tilting the pulley.",
        },
        {
          step: "Check for cord wrapped behind the crank pulley and around pulley hubs.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "No cord; any strand pulled behind the crank pulley must be removed and the front crank seal checked for damage and leaks.",
        },
      ],
      fix: "Replace the belt, remove every wrapped strand, and correct the cause: realign the pulley, replace the tensioner or move the rubbing hose or bracket. A loose strand may be snipped flush only to get the car to a shop.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the belt and clear the rub point",
            partsLow: 25,
            partsHigh: 70,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Belt plus a tensioner or realigned pulley",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes a damaged front crank seal, engine mount, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "A cord strand can wrap a pulley and pull the belt off, or be drawn behind the crank pulley into the seal; drive only to a shop.",
      codes: [],
      terms: ["tensile cord", "pulley alignment", "front crank seal"],
      related: ["rhythmic-chirp-at-idle", "tensioner-pulley-tilted-edge-wear", "belt-jumped-off-pulleys"],
    },
    {
      slug: "belt-pilling-rubber-in-grooves",
      title: "Balls of rubber building up in the belt ribs and packing the pulley grooves",
      summary:
        "Pilling is rubber worn off the belt that rolls into small balls and packs the grooves, lifting the belt so it chirps and slips. Clean the grooves, fit a new belt and cure the low tension or misalignment that causes the rubbing.",
      symptoms: [
        "Small rubber balls or gummy ridges stuck in the belt valleys",
        "Black rubber packed into one or more pulley grooves",
        "Chirp or squeal that returns soon after belt changes",
        "Belt rides visibly high on the affected pulley",
      ],
      symptomIds: ["belt-chirp", "belt-damaged"],
      causes: [
        {
          likelihood: "common",
          part: "Low tension letting the belt micro-slip",
          why: "Constant small slip scrubs rubber off the rib flanks, and the crumbs roll into pills that collect in the valleys.",
        },
        {
          likelihood: "occasional",
          part: "Misaligned pulley scrubbing the ribs",
          why: "Sideways scrubbing rolls rubber off the rib flanks, usually on the pulley next to the crooked one.",
        },
        {
          likelihood: "occasional",
          part: "Worn pulley grooves",
          why: "Grooves with rounded walls let the belt squirm, which produces rubber crumbs.",
        },
        {
          likelihood: "rare",
          part: "Belt compound that pills easily in hot, dusty use",
          why: "Some replacement belts shed more rubber than OE belts in hot climates and mostly short-trip driving.",
        },
      ],
      checks: [
        {
          step: "Look at the ribs and grooves with the belt off.",
          tools: ["Flashlight"],
          expect: "Packed rubber in a groove shows where slip or scrubbing is happening.",
        },
        {
          step: "Stroke the tensioner and read its pointer.",
          tools: ["Serpentine belt tool"],
          expect: "Firm travel and a pointer in range; weak spring force explains the slip.",
        },
        {
          step: "Check pulley alignment with a laser or straightedge.",
          tools: ["Belt alignment laser or straightedge"],
          expect:
            "Each pulley within about 1/16 in. (1.5 mm) of the line; the pulley set out of line scrubs one side of the ribs, and its grooves pack with the most pills.",
        },
      ],
      fix: "Scrape and brush the packed rubber out of every groove with the engine off, fit a new belt, and replace the tensioner or realign the pulley that caused it. Replace pulleys with rounded groove walls.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the grooves and fit a new belt",
            partsLow: 25,
            partsHigh: 70,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          { name: "New belt and tensioner", partsLow: 80, partsHigh: 250, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
        ],
        excludes: "Estimate; excludes replacement pulleys, diagnosis fee and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; pilling causes noise and slow slip rather than sudden failure.",
      codes: [],
      terms: ["pilling", "pulley groove", "micro-slip"],
      related: ["belt-noise-louder-after-dressing", "rhythmic-chirp-at-idle", "tensioner-arm-outside-wear-marks"],
    },
    {
      slug: "belt-flipped-in-groove",
      title: "Belt found twisted or running upside down on one of the pulleys",
      summary:
        "A belt that flips over or turns on its side has been thrown sideways at speed, usually by a misaligned or wobbling pulley or a tensioner that lets the belt whip. Replace the belt and find the crooked or loose part before it happens again.",
      symptoms: [
        "Belt riding rib-side up on a smooth pulley, or turned on edge in a groove",
        "Sudden heavy slap or squeal, often at high rpm or after a hard downshift",
        "Battery light or rising temperature if the flipped belt has stopped driving a pump",
        "Belt edge scuffed and the back glazed in one band",
      ],
      symptomIds: ["belt-off-broken", "belt-walks", "accessory-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Misaligned pulley next to a long span",
          why: "A belt entering a groove at an angle tends to roll; at high speed a little sideways push can turn it over.",
        },
        {
          likelihood: "common",
          part: "Tensioner damper or spring too weak to control the belt",
          why: "A belt that whips at high rpm or during rapid speed changes loses its seat and can roll over in the span.",
        },
        {
          likelihood: "occasional",
          part: "Wobbling pulley from a failing bearing or a separated balancer ring",
          why: "A pulley running out of true throws the belt sideways on each turn.",
        },
        {
          likelihood: "rare",
          part: "Wrong belt width or rib count",
          why: "A belt with fewer ribs than the pulleys have can wander across the grooves and turn.",
        },
      ],
      checks: [
        {
          step: "Engine off, note exactly where and how the belt has turned before removing it.",
          tools: ["Flashlight", "Phone camera"],
          expect: "The pulley where it flipped is usually the one just after the misaligned or wobbling part.",
        },
        {
          step: "Check pulley alignment across the whole drive.",
          tools: ["Belt alignment laser or straightedge"],
          expect: "All grooves in line within about 1/16 in. (1.5 mm) of their neighbors.",
        },
        {
          step: "Rock every pulley and look at the harmonic balancer ring against its hub.",
          tools: ["Flashlight"],
          expect: "No play and no step between the balancer's outer ring and hub.",
        },
        {
          step: "Compare rib count on the belt with the pulleys.",
          tools: [],
          expect: "Same rib count; a 6-rib belt on 7-rib pulleys explains wandering.",
        },
        {
          step: "With a new belt fitted, watch the drive at 3,000 rpm in Park.",
          tools: ["Phone camera with slow-motion video"],
          expect: "Belt runs straight with no span whip; a fluttering span points to the tensioner.",
        },
      ],
      fix: "Fit a new belt, since a flipped belt has damaged cords. Correct the misalignment, replace the tensioner or the wobbling pulley, and replace a balancer whose ring has shifted.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the belt and realign the pulley",
            partsLow: 25,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Belt with a new tensioner or wobbling pulley",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes a harmonic balancer, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "A belt that has flipped once will do it again and may come off completely; drive only to a shop with an eye on the gauges.",
      codes: [],
      terms: ["belt span", "pulley alignment", "harmonic balancer"],
      related: ["rhythmic-chirp-at-idle", "balancer-outer-ring-walking", "belt-jumped-off-pulleys"],
    },
    {
      slug: "belt-jumped-off-pulleys",
      title: "Belt slipped off the pulleys in one piece and is hanging loose or lying under the engine",
      summary:
        "An intact belt that comes off has been pushed off by a misaligned or wobbling pulley, a failed tensioner or ice or debris in the drive. Refitting it without finding the cause only buys a few miles; inspect every pulley and the tensioner first.",
      symptoms: [
        "Battery light comes on, and the temperature gauge climbs if the belt drives the water pump",
        "Steering suddenly heavy on cars with a belt-driven power-steering pump",
        "Belt found in one piece, draped over the crank pulley or on the splash shield",
        "Slap or flapping noise just before the warning lights came on",
      ],
      symptomIds: ["belt-off-broken", "accessory-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Failed or seized tensioner",
          why: "A tensioner whose spring has broken or whose pivot has seized cannot hold the belt in its grooves when load changes suddenly.",
        },
        {
          likelihood: "common",
          part: "Wobbling pulley from a worn bearing",
          why: "A pulley that tips with each turn walks the belt toward its edge until it drops off.",
        },
        {
          likelihood: "occasional",
          part: "Harmonic balancer outer ring shifted forward",
          why: "A ring that has moved on its rubber pushes the belt off the front of the drive.",
        },
        {
          likelihood: "occasional",
          part: "Snow, ice or mud packed into the drive",
          why: "Packed material lifts the belt out of its grooves, and freezing can lock it briefly.",
        },
        {
          likelihood: "rare",
          part: "Belt routed wrongly or on the wrong rib at the last service",
          why: "A belt one rib off or round the wrong side of an idler is marginal from day one.",
        },
      ],
      checks: [
        {
          step: "Shut the engine off as soon as the warning lights come on, and look where the belt is.",
          tools: ["Flashlight"],
          expect: "An intact belt with clean ribs points to a drive fault rather than a worn-out belt.",
        },
        {
          step: "Stroke the tensioner through its travel and check that it returns firmly.",
          tools: ["Serpentine belt tool"],
          expect: "Firm spring force and smooth travel; a limp or seized arm is the likely culprit.",
        },
        {
          step: "Spin and rock every pulley, and check the balancer ring against its hub.",
          tools: ["Flashlight"],
          expect:
            "All smooth, face wobble under about 0.015 in. (0.4 mm) on a dial indicator and the balancer ring flush with its hub; a wobbling pulley or shifted ring explains the belt walking off.",
        },
        {
          step: "Refit the belt by the routing diagram and run it while watching each pulley.",
          tools: ["Serpentine belt tool"],
          expect: "Belt tracks centered on every pulley; any drift toward an edge shows the problem pulley.",
        },
      ],
      fix: "Replace the tensioner, the wobbling pulley or the shifted balancer, and fit a new belt if the old one has edge damage or was run off its pulleys at speed. If the engine ran hot, check the coolant level and look for a head gasket problem before putting the car back in service.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Refit or replace the belt", partsLow: 25, partsHigh: 70, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
          {
            name: "Belt with a new tensioner or idler",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes towing, a harmonic balancer, overheating damage, diagnosis fee and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "With the belt off, the water pump on most engines stops and the engine can overheat in minutes; shut it off and tow it or refit the belt on the spot.",
      codes: ["P0562", "P0217"],
      terms: ["automatic tensioner", "belt routing diagram", "harmonic balancer"],
      related: [
        "belt-routed-wrong",
        "balancer-outer-ring-walking",
        "tensioner-arm-seized",
        "debris-water-snow-belt-damage",
      ],
    },
    {
      slug: "belt-keeps-breaking",
      title: "Third serpentine belt in a year keeps snapping or shredding",
      summary:
        "Belts do not fail repeatedly on their own: something in the drive is cutting, burning or overloading them, most often a dragging pulley, a failing tensioner or a fluid leak. Inspect the failed belts for clues and fix the drive, not just the belt.",
      symptoms: [
        "New belts last only weeks or a few thousand miles",
        "Each failed belt shows the same damage: burned, edge-cut, shredded or oil-soaked",
        "Shredded rubber and cord wrapped around pulleys after each failure",
        "Battery light and rising temperature each time it lets go",
      ],
      symptomIds: ["belt-off-broken", "belt-damaged", "accessory-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Accessory or idler bearing that drags or seizes intermittently",
          why: "A pulley that drags burns a glazed band into the belt and eventually tears it apart.",
        },
        {
          likelihood: "common",
          part: "Oil or coolant leak onto the drive",
          why: "Fluid softens and swells the rubber so it slips, delaminates and breaks.",
        },
        {
          likelihood: "occasional",
          part: "Failing tensioner or a misaligned pulley",
          why: "Whipping or side loading cuts the belt edges and cords until it fails.",
        },
        {
          likelihood: "rare",
          part: "Harmonic balancer or crank pulley damage",
          why: "A damaged crank pulley groove or separated ring chews the belt from the drive pulley itself.",
        },
      ],
      checks: [
        {
          step: "Lay out the old belts and read them: burn bands, cut edges, oil swelling or cord breaks.",
          tools: ["Flashlight"],
          expect: "A burned band points to a dragging pulley, cut edges to misalignment, swelling to a leak.",
        },
        {
          step: "With the belt off, spin every pulley by hand and feel for drag and roughness.",
          tools: ["Serpentine belt tool"],
          expect: "All free and smooth; a pulley that drags or has a tight spot is the culprit.",
        },
        {
          step: "Look for oil or coolant on pulleys, brackets and the engine front.",
          tools: ["Flashlight"],
          expect: "Dry drive; any wetness must be fixed before the next belt goes on.",
        },
        {
          step: "Check alignment and balancer condition.",
          tools: ["Belt alignment laser or straightedge"],
          expect:
            "A straightedge laid across each pair of pulleys shows no step over about 1/16 in. (1.5 mm), and the balancer ring sits flush with its hub; a cut belt edge usually lines up with the offset pulley.",
        },
        {
          step: "Record whether failures happen at shutdown, cold start or high rpm.",
          tools: [],
          expect:
            "Failures at shutdown or start point to the tensioner or decoupler; at high rpm to a seizing bearing or balancer.",
        },
      ],
      fix: "Replace the dragging pulley, tensioner, balancer or leaking seal that is killing belts, then fit a quality belt of the exact part number. Clean the pulley grooves with the engine off and recheck at 500 miles.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Belt and the dragging idler or tensioner",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.7,
          },
          {
            name: "Belt with a realigned or replaced crank pulley",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate; excludes an accessory such as an alternator or A/C compressor, oil-leak repair, towing, diagnosis fee and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The current belt may be failing already; drive only short distances with an eye on the battery light and temperature gauge until the cause is fixed.",
      codes: ["P0562", "P0217"],
      terms: ["belt failure analysis", "seized bearing"],
      related: [
        "seized-pulley-burning-smell",
        "oil-soaked-belt",
        "rhythmic-chirp-at-idle",
        "balancer-outer-ring-walking",
      ],
    },
    {
      slug: "oil-soaked-belt",
      title: "Belt is swollen, soft and shiny with oil dripping on it from above",
      summary:
        "Engine oil soaks into the rubber, swells it and makes it slip, delaminate or jump off. Fix the leak first, clean the pulleys and fit a new belt; an oil-soaked belt cannot be cleaned back to full grip.",
      symptoms: [
        "Wet, shiny belt and oily pulleys with road dirt stuck to them",
        "Belt feels soft or tacky and looks wider or wavier than a new one",
        "Squeal or slip that gets worse as the leak gets worse",
        "Burning-oil smell from the front of the engine after a drive",
      ],
      symptomIds: ["belt-wet", "belt-squeal", "burning-rubber"],
      causes: [
        {
          likelihood: "common",
          part: "Valve cover gasket leaking down the front of the engine",
          why: "Oil runs down the timing cover onto the crank pulley, which flings it across the whole belt.",
        },
        {
          likelihood: "common",
          part: "Front crankshaft seal leaking",
          why: "Oil escapes behind the crank pulley and is thrown onto the belt on every revolution.",
        },
        {
          likelihood: "occasional",
          part: "Oil filter housing or oil cooler gasket above the drive",
          why: "On several BMW inline sixes and other engines with the filter housing over the belt, a hardened gasket drips straight onto the ribs.",
        },
        {
          likelihood: "rare",
          part: "Oil spilled during the last oil change",
          why: "Oil poured past the filler neck runs down onto the drive and coats the belt once; it clears only if the belt is replaced.",
        },
      ],
      checks: [
        {
          step: "Trace the oil upward from the belt to the highest wet point, including the back of the crank pulley.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "The highest wet spot is the leak; oil only behind the crank pulley points to the front seal.",
        },
        {
          step: "If the source is not obvious, degrease the area, add UV dye to the oil and drive 20–30 miles.",
          tools: ["UV dye", "UV light"],
          expect: "A glowing trail leads to the leaking gasket or seal.",
        },
        {
          step: "Press a fingernail into a rib and compare the belt's width with a new belt.",
          tools: [],
          expect:
            "A soft or tacky belt, or one measurably wider than new (a 6-rib K-section belt is about 0.84 in., 21 mm, across), has absorbed oil and must be replaced.",
        },
        {
          step: "Check the balancer rubber and idler bearings that have been sitting in oil.",
          tools: ["Flashlight"],
          expect:
            "Firm rubber and quiet bearings; oil-softened balancer rubber or a washed-out bearing needs replacement too.",
        },
      ],
      fix: "Repair the leak, degrease all pulleys and grooves with brake cleaner with the engine off and let them dry, then fit a new belt. On a front crank seal repair, the crank bolt is often torque-to-yield and must be replaced.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Valve cover gasket and a new belt",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Front crank seal or oil cooler gasket and a new belt",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 2,
            laborHoursHigh: 4.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer pricing, an idler or tensioner pulley with an oil-damaged bearing, and engine degreasing.",
      },
      verdict: "careful",
      verdictReason:
        "An oil-soaked belt can slip off or be pulled behind the crank pulley; get the leak fixed and the belt replaced soon.",
      codes: [],
      terms: ["front crank seal", "valve cover gasket", "UV dye"],
      related: [
        "coolant-or-fluid-splashed-on-belt",
        "belt-keeps-breaking",
        "timing-system/crank-bolt-loose-after-belt-job",
        "balancer-outer-ring-walking",
      ],
      commonOn: [{ make: "bmw" }],
    },
    {
      slug: "coolant-or-fluid-splashed-on-belt",
      title: "Sweet-smelling steam and squealing as coolant or steering fluid sprays onto the belt",
      summary:
        "Coolant from a leaking pump or hose, or fluid from a power-steering pump or line, is being thrown around the belt drive, making it squeal and slip. Fix the leak, refill and bleed the system, and replace the soaked belt.",
      symptoms: [
        "Sweet smell and faint steam from the front of the engine after a drive",
        "Belt squeal that grows as the leak worsens, worst at idle",
        "Crusty white, green or orange residue on pulleys and brackets",
        "Coolant or power-steering reservoir level dropping between checks",
      ],
      symptomIds: ["belt-wet", "belt-squeal", "accessory-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Water pump shaft seal weeping next to the pump pulley",
          why: "Coolant from the weep hole is flung off by the pulley and coats the belt, washing away grip and leaving residue in the grooves.",
        },
        {
          likelihood: "occasional",
          part: "Coolant hose or heater hose leaking above the drive",
          why: "A split hose or loose clamp drips onto the pulleys and the belt carries the coolant around the drive.",
        },
        {
          likelihood: "occasional",
          part: "Power-steering pump shaft seal or pressure line leaking",
          why: "Steering fluid is an oil, so it soaks into the rubber and makes the belt swell and slip.",
        },
        {
          likelihood: "rare",
          part: "A/C compressor shaft seal leaking oil",
          why: "Refrigerant oil mist collects on the compressor pulley and belt as an oily film.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, check coolant and power-steering levels and look for residue around the pump, hoses and pulleys.",
          tools: ["Flashlight"],
          expect: "Falling level plus residue near the belt identifies which fluid is reaching it.",
        },
        {
          step: "Pressure-test the cooling system at the cap rating, typically 13–16 psi.",
          tools: ["Cooling system pressure tester"],
          expect:
            "Pressure holds for 10 minutes with no drips; a drip at the pump weep hole or a hose confirms the source.",
        },
        {
          step: "Wipe the pump shaft seal and pressure line fittings, run the engine, and turn the wheel lock to lock a few times.",
          tools: ["Shop rag", "Flashlight"],
          expect: "Dry fittings; fresh fluid at the pump nose or a fitting confirms a steering leak.",
        },
        {
          step: "Inspect the belt ribs for softness, swelling and packed residue.",
          tools: ["Belt wear gauge"],
          expect: "A fluid-soaked or residue-packed belt is replaced after the leak is fixed.",
        },
      ],
      fix: "Repair the leaking pump, hose or power-steering part, degrease the pulleys with the engine off, refill and bleed the cooling or steering system, and fit a new belt.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the leaking hose and the belt",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the water pump or PS pump and the belt",
            partsLow: 120,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate; the range depends on the leaking part; excludes coolant, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "Coolant loss can overheat the engine and the wet belt may slip off; check levels before every drive until it is repaired.",
      codes: [],
      terms: ["weep hole", "cooling system pressure test"],
      related: ["oil-soaked-belt", "squeal-at-steering-lock", "stretch-fit-belt-came-off"],
    },
    {
      slug: "debris-water-snow-belt-damage",
      title: "Belt squealed or came off after driving through deep water, slush or snow",
      summary:
        "Water, slush, mud or gravel thrown into the drive makes the belt slip, climb out of its grooves or get cut, especially when the splash shield under the engine is missing. Clear and dry the drive, inspect belt and tensioner, and refit the shield.",
      symptoms: [
        "Loud squeal right after a deep puddle, a flooded road or plowing through a snowbank",
        "Battery light flickers or the belt is thrown off after slush or mud",
        "Mud, gravel or ice packed into the pulley grooves and around the crank pulley",
        "Splash shield under the engine missing, torn or hanging",
        "On a cold morning after a slushy drive, the belt squeals briefly as the engine starts",
      ],
      symptomIds: ["weather-noise", "belt-squeal", "belt-off-broken"],
      causes: [
        {
          likelihood: "common",
          part: "Water sheeting onto the belt from a deep splash",
          why: "A film of water between rib and groove acts like a lubricant; a heavy splash at load can make the belt skid, squeal or climb off.",
        },
        {
          likelihood: "occasional",
          part: "Ice or packed snow in the pulleys after a freeze",
          why: "Slush that freezes overnight lifts the belt out of its grooves or locks an idler for the first seconds after a start.",
        },
        {
          likelihood: "occasional",
          part: "Missing or damaged engine splash shield",
          why: "The plastic shield keeps road spray, slush and gravel out of the drive; cars that lost it in a parking block or a prior repair get soaked on every wet drive.",
        },
        {
          likelihood: "rare",
          part: "Gravel cutting the ribs or chipping a groove",
          why: "A stone carried into the drive gouges the belt and can chip a plastic idler's rim.",
        },
      ],
      checks: [
        {
          step: "Before restarting, look into the drive for packed ice, snow, mud or gravel.",
          tools: ["Flashlight"],
          expect: "Clean grooves; chip or melt packed material out first, never by running the engine against it.",
        },
        {
          step: "Check that the splash shield is present and all its clips and bolts are in place.",
          tools: ["Flashlight"],
          expect: "A complete shield; missing sections explain why the drive keeps getting wet.",
        },
        {
          step: "Turn the engine by hand and inspect the belt ribs and edges along the full length.",
          tools: ["Breaker bar and socket", "Belt wear gauge"],
          expect: "No cuts, missing rib sections or edge damage; otherwise replace the belt.",
        },
        {
          step: "If the belt came off, stroke the tensioner and spin each pulley before refitting it.",
          tools: ["Serpentine belt tool"],
          expect: "Firm tensioner and smooth pulleys mean the water, not a worn part, threw it off.",
        },
      ],
      noMeasurement:
        "Packed ice, slush or gravel and the damage they do are found by looking and turning the engine by hand; the tensioner and pulleys are judged by feel, so nothing here reads on a gauge.",
      fix: "Clear and dry the drive, replace a cut or edge-damaged belt and refit or replace the splash shield. If the belt came off, refit it by the routing diagram only after the tensioner and pulleys check out. After deep water, also check the air filter for water before driving on.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Clear packed ice or debris and refit the belt",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace the belt and splash shield",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes water damage to the engine, diagnosis fee and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Once dry and seated the belt usually works fine, but confirm the battery light is out and the temperature gauge normal before driving on.",
      codes: [],
      terms: ["splash shield", "belt routing diagram"],
      related: ["belt-jumped-off-pulleys", "ticking-from-belt-area", "squeal-after-car-sat"],
    },
    {
      slug: "tensioner-arm-outside-wear-marks",
      title: "Tensioner pointer sits past the worn-belt mark on the tensioner base",
      summary:
        "A pointer past the worn-belt mark means a belt worn deep into its grooves, a wrong-length belt or a sagged tensioner spring. Fit the correct new belt; if the pointer does not return to the new-belt range, replace the tensioner.",
      symptoms: [
        "Pointer or arm notch outside the band cast into the tensioner base",
        "Belt slips or squeals under A/C or electrical load",
        "Tensioner arm resting against or near its end stop",
        "Belt riding visibly low in the pulley grooves",
      ],
      symptomIds: ["tensioner-arm", "belt-squeal"],
      causes: [
        {
          likelihood: "common",
          part: "Worn belt riding deep in the grooves",
          why: "As rib material wears away the belt sinks lower in each pulley, which acts like a longer belt, so the arm swings toward its worn-belt stop.",
        },
        {
          likelihood: "occasional",
          part: "Wrong belt length for the engine and options",
          why: "A belt even an inch too long puts the arm past its working band from the first day, where spring force is lowest.",
        },
        {
          likelihood: "occasional",
          part: "Sagged or broken tensioner spring",
          why: "A tired spring lets the arm rest further along its travel for the same belt and cannot hold tension under load.",
        },
        {
          likelihood: "rare",
          part: "Worn pulley grooves or a missing idler",
          why: "Worn grooves let even a new belt sit deeper, and a missing or smaller idler changes the belt path length.",
        },
      ],
      checks: [
        {
          step: "Engine off, find the indicator marks on the tensioner base (some are on the back and need a mirror) and read where the pointer sits.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Pointer between the marks is normal; at or past the worn-belt mark needs attention.",
        },
        {
          step: "Gauge the belt ribs and compare the printed part number with the catalog for the VIN and options.",
          tools: ["Belt wear gauge", "Parts catalog"],
          expect: "A worn belt or a wrong part number explains the pointer position.",
        },
        {
          step: "Stroke the arm through its range with the belt tool and feel the spring.",
          tools: ["Serpentine belt tool"],
          expect:
            "Strong, even spring force the whole way; weak pull or a clunk at the end of travel means a tired spring or broken stop.",
        },
        {
          step: "After fitting the correct new belt, read the pointer again.",
          tools: ["Flashlight"],
          expect:
            "Pointer back near the new-belt mark; if it is still mid-band or beyond, the tensioner or a pulley is at fault.",
        },
      ],
      noMeasurement:
        "The tensioner's cast pointer and marks are the gauge here: they read position within a band, not units, and the spring is judged by feel with the belt tool, so no meter reading applies.",
      fix: "Fit a new belt of the correct part number and replace the tensioner if the pointer stays outside the new-belt range or the spring feels weak. Replace any pulley with worn grooves, and on engines past about 100,000 miles fit tensioner and belt together.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the belt", partsLow: 25, partsHigh: 70, laborHoursLow: 0.3, laborHoursHigh: 0.8 },
          {
            name: "Replace the belt and tensioner",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes idlers or other pulleys, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive in the short term, but a tensioner at the end of its range cannot hold the belt and it will slip or come off.",
      codes: [],
      terms: ["tensioner position indicator", "automatic tensioner", "belt wear gauge"],
      related: [
        "belt-ribs-worn-looks-fine",
        "wrong-length-belt-tensioner-off-scale",
        "squeal-on-throttle-snap",
        "new-belt-squeals-soon",
      ],
    },
    {
      slug: "tensioner-arm-flutters-at-idle",
      title: "Tensioner arm shakes and the belt span flaps at idle but settles when revved",
      summary:
        "A fluttering arm at idle usually means a worn tensioner damper, a locked alternator decoupler or a misfire jerking the crankshaft. Rule out misfires with a scan tool, test the decoupler by hand, then replace whichever has failed.",
      symptoms: [
        "Tensioner arm visibly bouncing back and forth at idle",
        "Belt span between two pulleys flapping or slapping, calming above about 1,200 rpm",
        "Rattle or clatter from the tensioner area that is worst in Drive at a stop",
        "Sometimes a rough idle, a shaking engine or a flashing check engine light",
      ],
      symptomIds: ["tensioner-arm", "belt-flap-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Worn friction damper inside the tensioner",
          why: "The damper slows the arm so it cannot follow each firing pulse; once worn, the arm oscillates and the belt span whips with it.",
        },
        {
          likelihood: "common",
          part: "Alternator decoupler locked solid",
          why: "Without the decoupler absorbing speed changes, the heavy rotor jerks the belt on every firing pulse, which is worst at idle where pulses are farthest apart.",
        },
        {
          likelihood: "occasional",
          part: "Engine misfire or very rough idle",
          why: "A dead or weak cylinder makes crankshaft speed surge and drop each revolution, and the belt drive shakes with it.",
        },
        {
          likelihood: "rare",
          part: "Harmonic balancer rubber that has hardened or separated",
          why: "A damper that no longer soaks up crankshaft twist passes extra vibration straight into the belt.",
        },
      ],
      checks: [
        {
          step: "Scan for stored codes and watch per-cylinder misfire counters at a warm idle in Drive.",
          tools: ["Scan tool"],
          expect: "No misfire codes and counters near zero; repair any misfire before touching the belt drive.",
        },
        {
          step: "Film the tensioner arm at idle in slow motion.",
          tools: ["Phone camera with slow-motion video"],
          expect:
            "A nearly still arm is normal; a swing of more than about 1/4 in. (6 mm) at the pulley points to the damper or decoupler.",
        },
        {
          step: "Remove the belt and rotate the alternator decoupler pulley clockwise, then counterclockwise, by hand.",
          tools: ["Serpentine belt tool"],
          expect: "Locks and turns the rotor one way, freewheels the other; locked both ways condemns the decoupler.",
        },
        {
          step: "Stroke the tensioner through its travel, moving it quickly and slowly.",
          tools: ["Serpentine belt tool"],
          expect:
            "Noticeably more resistance when moved quickly, the sign of working damping; equal light resistance either way means the damper is worn.",
        },
      ],
      fix: "Repair any misfire, replace a locked decoupler, and replace the tensioner if its damping is gone. Replace the belt if it has been flapping long enough to polish its back or fray an edge.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 300,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.8,
        excludes: "Estimate; excludes misfire repairs, a harmonic balancer, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable if the check engine light is off or steady, but a flashing light means a misfire that can overheat the converter; ease off and get it checked now.",
      codes: ["P0300"],
      terms: ["tensioner damper", "overrunning alternator decoupler", "misfire counters"],
      related: ["chirp-at-engine-shutdown", "repeat-tensioner-failures", "balancer-outer-ring-walking"],
    },
    {
      slug: "tensioner-arm-seized",
      title: "Tensioner arm frozen solid and will not move when pushed with the belt tool",
      summary:
        "A seized tensioner can no longer take up slack or absorb load changes, so the belt slips, flaps or comes off. It is common on salt-belt cars where the pivot rusts; replace the tensioner and the belt together.",
      symptoms: [
        "Arm does not move at all, or only with a crunch, when levered with the belt tool",
        "Orange rust bleeding from the gap between arm and base",
        "Belt slips and squeals under load or flaps at idle",
        "Arm sits in the same spot whether the engine is running or off",
      ],
      symptomIds: ["tensioner-arm", "belt-squeal", "belt-flap-tick"],
      causes: [
        {
          likelihood: "common",
          part: "Rusted pivot shaft and bushing inside the tensioner",
          why: "Road salt and water get past the dust seal, rust swells the pivot and locks the arm in whatever position it stopped.",
        },
        {
          likelihood: "occasional",
          part: "Broken internal spring jamming the arm",
          why: "A spring that snaps can wedge against the housing so the arm stops moving and applies no real tension.",
        },
        {
          likelihood: "rare",
          part: "Tensioner bolted on with the locating pin out of its hole",
          why: "A base mounted crooked can bind the arm against the engine or bracket.",
        },
      ],
      checks: [
        {
          step: "Engine off, fit the belt tool and try to swing the arm through its travel.",
          tools: ["Serpentine belt tool"],
          expect:
            "A good arm moves smoothly stop to stop with firm spring pressure; no movement or a grinding crunch means it is seized.",
        },
        {
          step: "Look at the seam between arm and base for rust bleed and at the arm stops for cracks.",
          tools: ["Flashlight"],
          expect: "Rust tracks or cracked stops confirm internal wear and corrosion.",
        },
        {
          step: "Check the base's locating pin and mounting bolt.",
          tools: ["Flashlight", "Torque wrench"],
          expect:
            "Pin seated in its hole and the mounting bolt at spec (typically about 30–40 ft-lb for an M10 tensioner bolt; confirm in the service information); a crooked base points to the last installation.",
        },
        {
          step: "Start the engine and watch the arm while a helper switches the A/C and rear defroster on and off.",
          tools: ["Phone camera with slow-motion video"],
          expect:
            "A working arm shifts slightly with each load change; an arm that never moves while the belt slack side bulges is seized.",
        },
      ],
      fix: "Replace the tensioner, making sure the locating pin on the back seats in its hole before torquing the bolt, and fit a new belt. Do not lubricate or free up a seized tensioner; the damping and spring are already compromised.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 220,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate for tensioner and belt; excludes seized or broken mounting bolts, idlers, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "A frozen arm cannot keep the belt on when loads change; get it replaced before the belt is thrown and the water pump stops.",
      codes: [],
      terms: ["automatic tensioner", "locating pin", "rust bleed"],
      related: ["tensioner-arm-outside-wear-marks", "belt-jumped-off-pulleys", "tensioner-mount-cracked"],
    },
    {
      slug: "tensioner-pulley-tilted-edge-wear",
      title: "Tensioner pulley leans to one side and the belt is wearing along one edge",
      summary:
        "A pulley that visibly leans means the tensioner's pivot bushing has worn, so the belt is dragged sideways and chews its edge. Replace the tensioner and, if the edge is frayed, the belt.",
      symptoms: [
        "Tensioner pulley visibly tipped relative to the pulleys around it",
        "Gap between arm and base wider on one side than the other",
        "Belt edge polished, frayed or rubbing the pulley flange on one side",
        "Chirp at idle that a quick water spray quiets",
      ],
      symptomIds: ["pulley-wobble", "belt-walks", "belt-chirp"],
      causes: [
        {
          likelihood: "common",
          part: "Worn pivot bushing in the tensioner arm",
          why: "Belt load pushes the arm at an angle; as the bushing wears, the arm and its pulley tip until the belt runs crooked.",
        },
        {
          likelihood: "occasional",
          part: "Worn tensioner pulley bearing",
          why: "A bearing with play lets the pulley rock under load, adding to the misalignment.",
        },
        {
          likelihood: "rare",
          part: "Bent tensioner arm from prying during a previous belt change",
          why: "Using the arm as a lever point with the wrong tool can bend it.",
        },
      ],
      checks: [
        {
          step: "Sight across the tensioner pulley toward the crank pulley with the engine off.",
          tools: ["Flashlight"],
          expect: "Pulley face parallel to its neighbors; a visible lean confirms the fault.",
        },
        {
          step: "Measure the arm-to-base gap at several points around the pivot.",
          tools: ["Feeler gauge"],
          expect:
            "An even gap all round; a difference of more than about 1/32 in. (0.8 mm) side to side shows a worn pivot.",
        },
        {
          step: "Check alignment with a laser clipped to the tensioner pulley.",
          tools: ["Belt alignment laser or straightedge"],
          expect:
            "Beam lands on the center of the neighboring pulley groove; a beam pointing off to one side confirms angular misalignment.",
        },
        {
          step: "Belt off, rock the tensioner pulley by its rim.",
          tools: ["Serpentine belt tool"],
          expect: "No rock; play at the rim means the bearing is also worn.",
        },
      ],
      fix: "Replace the tensioner as an assembly and the belt if its edge is frayed. Confirm with the laser that the new pulley runs true to its neighbors.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate for tensioner and belt; excludes idlers, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason: "Safe for now, but a crooked tensioner chews the belt edge and can eventually throw the belt.",
      codes: [],
      terms: ["pivot bushing", "angular misalignment"],
      related: ["rhythmic-chirp-at-idle", "belt-edge-frayed-cord-hanging", "repeat-tensioner-failures"],
    },
    {
      slug: "tensioner-mount-cracked",
      title: "Clunk from the tensioner, and its casting or mounting bolt is cracked or loose",
      summary:
        "A tensioner base or arm that cracks, or a mounting bolt that has loosened, lets the whole unit shift and eventually drops the belt. Replace the tensioner and check the engine bracket and threads it mounts to.",
      symptoms: [
        "Clunk or knock from the tensioner area on start-up, shutdown or throttle changes",
        "Visible crack at the arm stop, pivot or a mounting bolt boss",
        "Tensioner body moves on the engine when the arm is levered",
        "Belt tracking changes or it comes off without warning",
      ],
      symptomIds: ["tensioner-arm", "belt-off-broken", "pulley-wobble"],
      causes: [
        {
          likelihood: "common",
          part: "Arm allowed to snap back onto its stop during a belt change",
          why: "Letting the spring slam the arm against its stop cracks the stop or the casting.",
        },
        {
          likelihood: "occasional",
          part: "Fatigue crack from long service with heavy flutter",
          why: "Years of oscillation from a worn damper or locked decoupler fatigue the aluminum casting at stress points.",
        },
        {
          likelihood: "occasional",
          part: "Mounting bolt not torqued or threads pulled out of the bracket",
          why: "A loose tensioner moves with each load change, hammering the bolt boss until it cracks or the threads strip.",
        },
        {
          likelihood: "rare",
          part: "Cracked accessory bracket under the tensioner",
          why: "The bracket the tensioner bolts to can crack at its own bolt bosses.",
        },
      ],
      checks: [
        {
          step: "Engine off, look at the arm stops, the pivot and the mounting boss for cracks.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "No cracks; any crack means replacement.",
        },
        {
          step: "Lever the arm and watch the tensioner body and mounting bolt.",
          tools: ["Serpentine belt tool"],
          expect: "Only the arm moves; if the body moves, the bolt is loose or the bracket threads are damaged.",
        },
        {
          step: "Check the mounting bolt torque and thread engagement.",
          tools: ["Torque wrench"],
          expect:
            "Bolt reaches its spec (often 30–40 ft-lb, 40–55 N·m, on M10 tensioner bolts; confirm in the service information) and stops; a bolt that keeps turning before reaching it has stripped the bracket threads.",
        },
        {
          step: "Remove the tensioner and inspect its back face, the locating dowel and the mounting surface.",
          tools: ["Flashlight"],
          expect:
            "Flat, clean contact with the dowel in its hole; fretting marks or a crushed dowel show the unit has been moving.",
        },
      ],
      fix: "Replace the tensioner and its bolt, repair stripped threads with a thread insert, or replace a cracked bracket. Release the new tensioner slowly during belt fitting so the arm never slams onto its stop.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the tensioner and its bolt",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Tensioner with a thread repair in the bracket",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes a cracked engine-mounted bracket, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason: "A cracked or loose tensioner can let go all at once and drop the belt; drive only to a shop.",
      codes: [],
      terms: ["tensioner stop", "thread insert"],
      related: ["tensioner-arm-seized", "cracked-accessory-bracket", "belt-jumped-off-pulleys"],
    },
    {
      slug: "manual-adjuster-belt-loosens",
      title: "Belt on a manual adjuster keeps going slack and squealing weeks after being tightened",
      summary:
        "Drives with a slotted bracket or jack-screw adjuster, such as those on many older Subaru EJ engines and pickups, lose tension when a new belt seats or a pivot bolt is left loose. Set tension with a gauge, run the engine, and retension.",
      symptoms: [
        "Squeal returns a few weeks after a belt was adjusted or replaced",
        "Belt deflects much more than specified when pressed mid-span",
        "Adjuster jack screw or slotted bracket has moved or shows fresh shiny marks",
        "Squeal mainly on cold starts or with A/C on",
      ],
      symptomIds: ["belt-squeal", "after-service", "weather-noise"],
      causes: [
        {
          likelihood: "common",
          part: "New belt not retensioned after run-in",
          why: "A new belt seats into the grooves during the first 15–20 minutes of running and loses a noticeable part of its tension.",
        },
        {
          likelihood: "occasional",
          part: "Pivot or lock bolt not fully torqued",
          why: "If the lock bolt is snug but not torqued, the alternator or idler creeps back under belt load.",
        },
        {
          likelihood: "occasional",
          part: "Worn or stripped adjuster screw or bracket thread",
          why: "A damaged jack screw or bracket cannot hold position, so the belt slowly loosens.",
        },
        {
          likelihood: "rare",
          part: "Elongated slot in the adjuster bracket",
          why: "A slot that has been worn oversize lets the accessory slide even with the bolt tight.",
        },
      ],
      checks: [
        {
          step: "Measure tension or deflection at the middle of the longest span.",
          tools: ["Belt tension gauge", "Ruler"],
          expect:
            "Within the engine's used-belt figure on a tension gauge, or about 1/64 in. of deflection per inch of span (1/4 in. on a 16 in. span) by the common rule; well below it means the belt has gone slack.",
        },
        {
          step: "Check the lock and pivot bolts for torque and the jack screw for thread damage.",
          tools: ["Torque wrench", "Flashlight"],
          expect: "Bolts at spec and clean threads; loose bolts or chewed threads explain the loss.",
        },
        {
          step: "Look at the bracket slot for wear marks.",
          tools: ["Flashlight"],
          expect: "Clean slot edges; a polished, elongated slot needs a new bracket.",
        },
        {
          step: "After setting a new belt, run the engine 15–20 minutes, let it cool and measure again.",
          tools: ["Belt tension gauge"],
          expect:
            "Some drop is normal as the belt seats; tension that keeps falling over the following days means a bolt or adjuster is slipping.",
        },
      ],
      fix: "Loosen the lock and pivot bolts, set tension to the new-belt spec with a gauge, torque the bolts, run the engine 15–20 minutes, then reset to the used-belt figure. Replace a stripped adjuster screw or worn bracket.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Retension and torque the pivot and lock bolts",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace the adjuster screw or bracket",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes a new belt, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; a loose belt squeals and undercharges but rarely fails suddenly on a manual drive.",
      codes: [],
      terms: ["manual adjuster", "jack screw", "belt tension gauge"],
      related: ["manual-belt-overtightened-bearing-whine", "squeal-only-with-ac-on"],
      commonOn: [
        {
          make: "subaru",
          years: [1990, 2012],
          engines: [
            { name: "EJ22 2.2L flat-four", liters: 2.2 },
            { name: "EJ25 2.5L flat-four", liters: 2.5 },
          ],
        },
      ],
    },
    {
      slug: "plastic-idler-pulley-cracked",
      title: "Plastic idler pulley chipped, cracked or wobbling on its bearing",
      summary:
        "Many OE and aftermarket idlers use a nylon or phenolic pulley molded over a steel bearing; heat, stones and over-tightening crack them, and a broken one can shatter and throw the belt. Replace it before the crack reaches the belt path.",
      symptoms: [
        "Chips missing from the pulley rim or cracks running out from the center hub",
        "Idler face wobbling, or the plastic pulley turning separately from its bearing",
        "Belt edge or back scuffed where it passes the idler",
        "Fragments of black or grey plastic on the splash shield",
      ],
      symptomIds: ["pulley-wobble", "belt-damaged", "belt-walks"],
      causes: [
        {
          likelihood: "common",
          part: "Heat and age making the plastic brittle",
          why: "Years beside a hot engine dry out nylon and phenolic pulleys until the rim cracks under belt load.",
        },
        {
          likelihood: "occasional",
          part: "Stone or debris striking the rim",
          why: "Gravel thrown into the drive chips the rim, and the chip grows into a crack with every revolution.",
        },
        {
          likelihood: "occasional",
          part: "Idler bolt over-torqued with an impact gun",
          why: "Too much clamp load crushes the plastic hub around the bearing and starts cracks from the center outward.",
        },
        {
          likelihood: "rare",
          part: "Pulley body loosening from its bearing",
          why: "Heat cycles can loosen the molded pulley on the bearing's outer race, so it creeps, wobbles and wears the belt edge.",
        },
      ],
      checks: [
        {
          step: "Engine off, inspect every idler face and rim all the way round, turning the engine by the crank bolt to see the hidden side.",
          tools: ["Flashlight", "Breaker bar and socket"],
          expect: "No chips or cracks; any chip in the belt path or any crack at the hub means replacement.",
        },
        {
          step: "Belt off, hold the bearing's center and try to twist the outer pulley, then rock it by its rim.",
          tools: ["Serpentine belt tool"],
          expect: "Pulley and bearing move as one with no rock or creep.",
        },
        {
          step: "Spin the idler and watch the face for wobble against a fixed reference.",
          tools: ["Dial indicator on magnetic base"],
          expect: "Face runout under about 0.015 in. (0.38 mm).",
        },
        {
          step: "Check the idler bolt with a torque wrench and look at the dust shield.",
          tools: ["Torque wrench"],
          expect:
            "Bolt at the spec in service information and the dust shield in place; an impact-gunned bolt often reads far over spec.",
        },
      ],
      fix: "Replace the idler with a quality unit, metal-bodied where one is listed, fit a new bolt and torque it by hand to spec, and replace the belt if its edge or back is scuffed. Check the other plastic idlers on the engine while the belt is off.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 90,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes: "Estimate for one idler; excludes a belt, other idlers, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "A cracked plastic idler can burst without warning and throw the belt; replace it before the next long drive.",
      codes: [],
      terms: ["idler pulley", "phenolic pulley", "runout"],
      related: ["idler-pulley-bearing-growl", "debris-water-snow-belt-damage", "belt-jumped-off-pulleys"],
    },
    {
      slug: "repeat-tensioner-failures",
      title: "Second or third tensioner worn out within 20,000–30,000 miles",
      summary:
        "A tensioner that keeps dying early is being overworked by something else in the drive, most often a locked alternator decoupler, a misaligned pulley or a misfiring engine. Find that cause before fitting another tensioner.",
      symptoms: [
        "Tensioner arm flutters or rattles again not long after replacement",
        "Damping gone on a tensioner with low mileage: the arm moves just as easily fast or slow",
        "Bearing noise from the tensioner pulley within months",
        "Belts wear an edge or glaze faster than they should",
      ],
      symptomIds: ["tensioner-arm", "belt-flap-tick", "after-service"],
      causes: [
        {
          likelihood: "common",
          part: "Locked alternator decoupler left in service",
          why: "Without the decoupler soaking up rotor inertia, every firing pulse and every shift hits the tensioner, and its friction damper wears like a brake pad.",
        },
        {
          likelihood: "occasional",
          part: "Pulley misalignment in the drive",
          why: "A crooked belt side-loads the tensioner pulley and pivot bushing, wearing both early and tilting the new tensioner within months.",
        },
        {
          likelihood: "occasional",
          part: "Engine misfire or a rough idle from worn mounts",
          why: "Uneven crankshaft speed shakes the whole drive and makes the arm oscillate constantly.",
        },
        {
          likelihood: "rare",
          part: "Harmonic balancer that no longer damps",
          why: "Hardened or separated balancer rubber passes crankshaft twist straight into the belt.",
        },
      ],
      checks: [
        {
          step: "With the belt off, check the alternator decoupler: locks one way and freewheels the other.",
          tools: ["Serpentine belt tool"],
          expect: "Correct one-way action; a pulley locked both ways has been killing tensioners.",
        },
        {
          step: "Run a laser from the crank pulley across the tensioner and each neighbor.",
          tools: ["Belt alignment laser or straightedge"],
          expect: "Grooves in line within about 1/16 in. (1.5 mm) and no angular tilt at the tensioner.",
        },
        {
          step: "Check misfire history and watch the per-cylinder counters for 10 minutes of warm idle in Drive, since each misfire jerk hammers the tensioner damper.",
          tools: ["Scan tool"],
          expect:
            "No codes and counters near zero; a cylinder logging misfires every few seconds will wear out the next tensioner too.",
        },
        {
          step: "Inspect the balancer rubber and compare the outer ring face with the hub face.",
          tools: ["Flashlight"],
          expect: "Rubber intact with no cracks or bulges and the ring flush with the hub.",
        },
        {
          step: "Compare the failed tensioner's brand with the OE part.",
          tools: ["Parts catalog"],
          expect: "OE or a known-quality brand; repeat failures of one bargain brand point to the part itself.",
        },
      ],
      fix: "Replace the locked decoupler, correct the misalignment or repair the misfire first, then fit a quality tensioner and belt. Confirm at idle that the arm stays nearly still before releasing the car.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 400,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.7,
        excludes:
          "Estimate for tensioner, belt and decoupler; misfire repair and a balancer are extra, as are diagnosis and taxes; dealer higher.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable while the cause is found, but each worn tensioner raises the chance of the belt being thrown.",
      codes: ["P0300"],
      terms: ["overrunning alternator decoupler", "tensioner damper", "misfire counters"],
      related: [
        "tensioner-arm-flutters-at-idle",
        "chirp-at-engine-shutdown",
        "balancer-outer-ring-walking",
        "tensioner-pulley-tilted-edge-wear",
      ],
    },
    {
      slug: "balancer-outer-ring-walking",
      title: "Crank pulley outer ring wobbles or has crept forward, pushing the belt off the front",
      summary:
        "The rubber bond inside the harmonic balancer has failed, so the outer belt ring is shifting on its hub. Replace the balancer now: a ring that comes off can cut hoses and wiring and leaves the engine with no belt drive.",
      symptoms: [
        "Crank pulley visibly wobbles at idle",
        "Outer ring stands proud of the hub or shows a step where it used to be flush",
        "Belt walks toward the front edge of the crank pulley or rubs the timing cover",
        "Rubber in the ring between hub and outer ring cracked, bulging or crumbling",
        "Timing mark on the balancer no longer lines up where it should",
      ],
      symptomIds: ["pulley-wobble", "belt-walks", "belt-off-broken"],
      causes: [
        {
          likelihood: "common",
          part: "Aged rubber isolator separating from hub or ring",
          why: "Heat and years of crankshaft twist break the rubber's bond, letting the outer ring spin or walk forward on the hub; often seen past 120,000 miles and long known on the GM 3800 V6.",
        },
        {
          likelihood: "occasional",
          part: "Oil leak soaking the balancer rubber",
          why: "Oil from a front seal or valve cover softens the rubber and speeds separation.",
        },
        {
          likelihood: "rare",
          part: "Damage from an earlier removal or installation",
          why: "Pulling on the outer ring instead of the hub, or hammering the balancer on, tears the rubber bond.",
        },
      ],
      checks: [
        {
          step: "Engine off, compare the outer ring face with the hub face and look closely at the rubber.",
          tools: ["Flashlight"],
          expect: "Faces flush and rubber smooth; a step, gap or cracked rubber confirms separation.",
        },
        {
          step: "Paint a straight line across hub, rubber and ring, then recheck after a drive.",
          tools: ["Paint marker"],
          expect: "Line unbroken; a line split at the rubber shows the ring is slipping.",
        },
        {
          step: "Measure runout at the belt grooves with a dial indicator while turning the engine by hand.",
          tools: ["Dial indicator on magnetic base", "Breaker bar and socket"],
          expect: "Runout under about 0.015 in. (0.38 mm); more confirms a wobbling ring.",
        },
        {
          step: "Scan for crank position codes on engines whose crank sensor reads a ring on the balancer.",
          tools: ["Scan tool"],
          expect:
            "No P0335 or P0336; on the GM 3800 V6, whose crank sensor reads interrupter rings on the balancer, a shifted ring can set them.",
        },
      ],
      fix: "Replace the balancer, pulling it by the hub with a bolt-type puller and pressing the new one on with an installer, never a hammer. Replace a torque-to-yield crank bolt, torque it to spec with the crank held, fit a new belt, and inspect the front crank seal while the balancer is off.",
      difficulty: 4,
      cost: {
        partsLow: 60,
        partsHigh: 400,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes:
          "Estimate; excludes a front crank seal, crank bolt, diagnosis fee and taxes; transverse V6s with tight access and dealers run higher.",
      },
      verdict: "stop",
      verdictReason:
        "A separating balancer ring can fly off, cut hoses and leave the engine without a belt drive; tow it in.",
      codes: ["P0335", "P0336"],
      terms: ["harmonic balancer", "torque-to-yield bolt", "runout"],
      related: ["belt-flipped-in-groove", "timing-system/crank-bolt-loose-after-belt-job", "belt-jumped-off-pulleys"],
      commonOn: [
        buick3800V6,
        chevrolet3800V6,
        pontiac3800V6,
        { make: "oldsmobile", years: [1988, 2008], engines: [{ name: "3800 3.8L V6", liters: 3.8 }] },
      ],
    },
    {
      slug: "stretch-fit-belt-slipping",
      title: "Short belt with no tensioner squeals and the A/C blows less cold than it used to",
      summary:
        "Stretch-fit belts hold tension only by their own elasticity, and as they age and wear they relax and slip, usually on the A/C compressor. Cut the old belt off and install a new one with the proper ramp tool; they cannot be retensioned.",
      symptoms: [
        "Squeal from a short two- or three-pulley belt, worst when the A/C engages",
        "A/C cooling weak at idle, better when driving",
        "Belt looks loose, glazed or rides low in its grooves",
        "No tensioner or adjuster anywhere on that belt",
        "Many of these belts have STRETCH or ELAST printed on the back",
      ],
      symptomIds: ["belt-squeal", "noise-with-load", "belt-damaged"],
      causes: [
        {
          likelihood: "common",
          part: "Elastic cord in the belt relaxed with age and heat",
          why: "A stretch-fit belt is installed stretched over its pulleys; once the cord relaxes there is nothing to take up the slack, so grip falls steadily.",
        },
        {
          likelihood: "occasional",
          part: "Rib wear reducing the belt's wedge in the grooves",
          why: "As ribs wear the belt rides lower, which lowers tension further on a drive that has no way to compensate.",
        },
        {
          likelihood: "occasional",
          part: "Oil or refrigerant-oil mist from a compressor shaft seal",
          why: "A small compressor seal leak coats the belt and pulley and makes the loosened belt slip sooner.",
        },
        {
          likelihood: "rare",
          part: "Compressor drag from high head pressure",
          why: "An overcharged or poorly cooled system raises compressor torque beyond what a healthy stretch belt can carry.",
        },
      ],
      checks: [
        {
          step: "Confirm it is a stretch-fit belt: no tensioner, no adjuster, two or three pulleys, and a stretch mark on the back.",
          tools: ["Flashlight"],
          expect: "If so, it cannot be adjusted and is replaced when it slips.",
        },
        {
          step: "Gauge the ribs and look at the compressor pulley for oil film.",
          tools: ["Belt wear gauge", "Flashlight"],
          expect:
            "Worn ribs or a glazed belt confirms replacement; oil points to a compressor seal leak to fix as well.",
        },
        {
          step: "With A/C on at idle, watch the belt and compressor pulley.",
          tools: ["Phone camera with slow-motion video"],
          expect: "A belt that bulges loose on the slack side or stalls on the pulley confirms slip.",
        },
        {
          step: "Check vent temperature before and after replacement.",
          tools: ["Probe thermometer"],
          expect: "Center vent typically 35–45 °F on a mild day with a healthy system once the belt stops slipping.",
        },
      ],
      fix: "Cut the old belt off and install the new stretch-fit belt with the ramp tool made for it, rotating the crank in its normal direction so the belt walks onto the pulley. Never reuse a stretch belt or substitute a standard belt, and check rib seating on every pulley afterward.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 80,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate; the parts range includes a one-use install tool; excludes a wheel or splash-shield removal on tight engines, A/C service, diagnosis fee and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive with the A/C off; the slip only costs cooling and noise until the belt is replaced.",
      codes: [],
      terms: ["stretch-fit belt", "elastic belt installation tool"],
      related: ["stretch-fit-install-damage", "stretch-fit-belt-came-off", "squeal-only-with-ac-on"],
    },
    {
      slug: "stretch-fit-install-damage",
      title: "New stretch belt went on with a screwdriver and now squeals, twists or rides half off",
      summary:
        "A stretch-fit belt levered on with a screwdriver often ends up with torn ribs, a twisted cord or sitting one groove off, and the pulley rim can be gouged. Cut it off, dress or replace a damaged pulley, and install a new belt with the correct tool.",
      symptoms: [
        "Noise or vibration starting right after a stretch belt was replaced",
        "Belt sitting partly off the pulley edge or a rib hanging outside",
        "Cuts or a kink visible in the belt edge",
        "Bright gouge marks on the pulley rim",
      ],
      symptomIds: ["after-service", "belt-walks", "belt-damaged"],
      causes: [
        {
          likelihood: "common",
          part: "Belt levered over the pulley rim with a screwdriver or pry bar",
          why: "The sharp edge cuts the ribs and overstretches the cord at one point, leaving a weak, lumpy section.",
        },
        {
          likelihood: "occasional",
          part: "Belt not fully walked onto every groove",
          why: "Without the tool guiding it, the belt can stop one rib off on one pulley.",
        },
        {
          likelihood: "occasional",
          part: "Pulley rim gouged or burred during installation",
          why: "A burr on the rim chews the belt edge on every turn.",
        },
        {
          likelihood: "rare",
          part: "Installer retainer left in place or twisted belt",
          why: "A forgotten tool clip or a belt flipped during fitting runs crooked from the start.",
        },
      ],
      checks: [
        {
          step: "Engine off, check every rib seated in its groove on each pulley.",
          tools: ["Flashlight"],
          expect: "All ribs seated; any rib outside the groove means the belt must come off.",
        },
        {
          step: "Inspect the belt edge and the pulley rims for cuts and burrs.",
          tools: ["Flashlight"],
          expect: "Clean edges; a burred rim must be smoothed or replaced.",
        },
        {
          step: "Check for any tool clip or retainer left on the drive.",
          tools: ["Flashlight"],
          expect: "Nothing left on the pulleys.",
        },
      ],
      noMeasurement:
        "Install damage from prying a stretch belt on is seen, not measured: ribs out of their grooves, cut edges and burred pulley rims. Stretch belts have no adjuster, so there is no tension figure to set or read.",
      fix: "Cut the damaged belt off, file smooth or replace a gouged pulley, and install a new belt with the proper stretch-belt tool, turning the engine by hand in its running direction. Confirm seating on every pulley before starting the engine.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Fit a new stretch belt with the proper tool",
            partsLow: 15,
            partsHigh: 50,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "New stretch belt and a burred pulley",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer pricing, a second burred pulley, and the belt install tool if you fit the belt yourself.",
      },
      verdict: "careful",
      verdictReason:
        "A damaged stretch belt can come off without warning; on a belt that drives the water pump, watch the temperature gauge closely.",
      codes: [],
      terms: ["stretch-fit belt", "pulley rim"],
      related: ["stretch-fit-belt-slipping", "belt-one-rib-off", "stretch-fit-belt-came-off"],
    },
    {
      slug: "stretch-fit-belt-came-off",
      title: "Short stretch belt came off, and now the A/C quits or the engine starts running hot",
      summary:
        "With no tensioner to hold it, a worn or damaged stretch-fit belt can walk right off its pulleys. If it drives the water pump the engine will overheat, so shut it off; otherwise fit a new belt with the proper tool after checking the pulleys it drove.",
      symptoms: [
        "A/C suddenly blows warm, or the temperature gauge climbs, with no battery light",
        "Short belt found lying on the splash shield or hanging from one pulley",
        "Main serpentine belt still in place and turning normally",
        "Slap or flapping noise from low on the engine just before the problem started",
      ],
      symptomIds: ["belt-off-broken", "accessory-warning"],
      causes: [
        {
          likelihood: "common",
          part: "Aged stretch belt lost its tension and walked off",
          why: "Once the elastic cord relaxes, a sudden load change such as compressor engagement lets the belt climb out of its grooves, and nothing pulls it back.",
        },
        {
          likelihood: "occasional",
          part: "Belt damaged when it was installed",
          why: "A belt levered on with a screwdriver has a weak, overstretched section that lets go early.",
        },
        {
          likelihood: "occasional",
          part: "Seizing compressor or water pump bearing",
          why: "A pulley that suddenly drags stalls the belt, which burns and is thrown off.",
        },
        {
          likelihood: "rare",
          part: "Snow, slush or a deep splash loading the drive",
          why: "A slack stretch belt on a low-mounted compressor is easily knocked off by packed snow or water.",
        },
      ],
      checks: [
        {
          step: "Shut the engine off if the temperature gauge is climbing, then see which belt is missing and which pulleys it ran on.",
          tools: ["Flashlight"],
          expect:
            "A missing short belt with the main belt intact confirms a stretch-belt failure; note whether the water pump is on it.",
        },
        {
          step: "Turn the compressor clutch hub and the water pump pulley by hand.",
          tools: ["Gloves"],
          expect:
            "Both turn with light, even resistance; a locked or gritty one must be repaired before a new belt goes on.",
        },
        {
          step: "Inspect the old belt for burn marks, cut edges or a single weak, stretched section.",
          tools: ["Flashlight"],
          expect:
            "A burned band points to a seizing part, cut edges to installation damage, and even wear to plain old age.",
        },
        {
          step: "If the engine ran hot, check the coolant level cold and watch for bubbles in the reservoir after restart.",
          tools: ["Flashlight"],
          expect:
            "Coolant full, no bubbling and the coolant temperature PID settling in its normal range (typically 195–220 °F at warm idle) with the new belt on; low coolant or steady bubbles call for a head-gasket check.",
        },
      ],
      fix: "Repair any seized compressor or pump, then install a new stretch belt with its ramp tool, turning the engine by hand in its running direction until every rib is seated. Top up and bleed the cooling system if the engine overheated.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 80,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate for belt and tool; excludes a seized compressor or water pump, overheating damage, towing, diagnosis fee and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "If the lost belt drove the water pump, the engine can overheat in minutes; shut it off and tow it unless a new belt can be fitted on the spot.",
      codes: ["P0217"],
      terms: ["stretch-fit belt", "elastic belt installation tool"],
      related: ["stretch-fit-belt-slipping", "stretch-fit-install-damage", "coolant-or-fluid-splashed-on-belt"],
    },
    {
      slug: "belt-routed-wrong",
      title: "Engine runs hot or squeals right after a new belt went on, and the routing looks different",
      summary:
        "A serpentine belt fitted around the wrong side of an idler or pulley can spin the water pump backward, wrap too little of the alternator or ride against a flange. Compare the routing with the underhood label or service diagram and refit it correctly.",
      symptoms: [
        "Temperature climbs soon after a belt change, with the belt still on and turning",
        "Squeal or chirp that was not there before the belt change",
        "Belt touching a bracket, a hose or itself where two spans cross",
        "Tensioner pointer sitting at a very different position than before",
        "Heater goes lukewarm at idle as the gauge rises",
      ],
      symptomIds: ["after-service", "accessory-warning", "belt-squeal"],
      causes: [
        {
          likelihood: "common",
          part: "Belt passed around the wrong side of an idler or the water pump",
          why: "On engines that drive the water pump off the belt's smooth back, routing it with the ribs on the pump turns the pump backward, so coolant barely circulates.",
        },
        {
          likelihood: "occasional",
          part: "Belt skipped an idler entirely",
          why: "Missing a pulley shortens the path, parks the tensioner near its stop and cuts the belt's wrap on the alternator, so it slips.",
        },
        {
          likelihood: "occasional",
          part: "Diagram for a different option package or engine followed",
          why: "The same engine can route differently with or without A/C, a heavy-duty alternator or a mechanical fan.",
        },
        {
          likelihood: "rare",
          part: "Belt twisted a half turn between two pulleys",
          why: "A twisted span puts the back on a grooved pulley, which chirps and scuffs the belt edge.",
        },
      ],
      checks: [
        {
          step: "Compare the installed routing pulley by pulley with the label on the radiator support or hood, or the service diagram for the exact engine.",
          tools: ["Flashlight", "Service information"],
          expect: "Every pulley wrapped on the correct face; any difference is the fault.",
        },
        {
          step: "With the engine idling briefly, watch which way the water pump pulley turns.",
          tools: ["Flashlight"],
          expect: "Same direction as the arrow in service information; reversed rotation confirms misrouting.",
        },
        {
          step: "Look along each span for rubbing against another span, a bracket or a hose.",
          tools: ["Flashlight"],
          expect: "Clear spans everywhere with no shiny rub marks.",
        },
        {
          step: "Read the tensioner pointer after rerouting.",
          tools: ["Flashlight"],
          expect: "Pointer in the new-belt range; still off-scale means the belt is also the wrong length.",
        },
        {
          step: "If the engine overheated, check coolant level when cold and run a combustion-gas test on the coolant.",
          tools: ["Combustion leak tester"],
          expect: "Level full and blue test fluid staying blue; yellow means exhaust gas in the coolant.",
        },
      ],
      noMeasurement:
        "Misrouting is found by comparing the belt path with the routing label and the water pump's turning direction; no meter reading adds to that, and any overheat is checked with a chemical block test.",
      fix: "Release the tensioner and refit the belt by the correct diagram, then photograph the routing for next time. Replace the belt if it ran against a bracket or itself, and top up and bleed coolant if the engine got hot.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Reroute the belt by the diagram",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace a belt damaged by misrouting",
            partsLow: 25,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate; excludes overheating damage, diagnosis fee and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A water pump turning backward cannot cool the engine; stop until the belt is rerouted, which is usually a 15-minute job.",
      codes: ["P0217"],
      terms: ["belt routing diagram", "backside idler", "combustion leak test"],
      related: ["belt-one-rib-off", "wrong-length-belt-tensioner-off-scale", "belt-jumped-off-pulleys"],
    },
    {
      slug: "belt-one-rib-off",
      title: "Belt sits one groove over on a pulley, leaving an empty groove and a rib hanging off",
      summary:
        "A belt that is one rib off on any pulley runs crooked, chirps and tears the overhanging rib until it fails. Release the tensioner, seat every rib in its groove and replace the belt if the edge rib is damaged.",
      symptoms: [
        "An empty groove on one side of a pulley and a rib hanging past the other edge",
        "Chirp or squeal that began after belt or accessory work",
        "Outer rib shredding or peeling along the belt",
        "Belt pulled visibly sideways between two pulleys",
      ],
      symptomIds: ["belt-walks", "after-service", "belt-chirp"],
      causes: [
        {
          likelihood: "common",
          part: "Belt not checked on every pulley after installation",
          why: "On hidden pulleys, often the crank or a lower idler, the belt can land one groove off and still turn everything.",
        },
        {
          likelihood: "occasional",
          part: "Belt with the wrong rib count",
          why: "A 6-rib belt on 7-rib pulleys, or the reverse, leaves an empty groove or an overhanging rib on every pulley.",
        },
        {
          likelihood: "occasional",
          part: "Belt climbed a groove when the tensioner bounced",
          why: "A weak tensioner at shutdown or a hard rev can let the belt jump one groove over.",
        },
        {
          likelihood: "rare",
          part: "Pulley with a damaged or filled groove",
          why: "Packed debris or a chipped rim in one groove pushes the rib into the next one.",
        },
      ],
      checks: [
        {
          step: "Engine off, check rib seating on every pulley with a light and mirror, including the crank pulley from below.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "All ribs inside the grooves and no empty groove on any pulley.",
        },
        {
          step: "Count the belt ribs and the grooves on the crank pulley.",
          tools: [],
          expect: "Same number; a mismatch means the wrong belt.",
        },
        {
          step: "Inspect the outer ribs on both edges for tearing.",
          tools: ["Flashlight"],
          expect: "Intact edges; torn or peeled ribs mean the belt must be replaced.",
        },
        {
          step: "Clean and inspect the grooves of the pulley where the belt was off.",
          tools: ["Plastic pick", "Flashlight"],
          expect:
            "Clean grooves with sharp edges, and that pulley in line with the crank pulley within about 1/16 in. (1.5 mm) on a straightedge; a chipped rim, packed groove or larger offset explains the belt climbing a groove.",
        },
      ],
      fix: "Release the tensioner, seat the belt in every groove and run it briefly while watching each pulley. Replace the belt if an edge rib is torn, and replace the tensioner if it let the belt jump a groove.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Reseat the belt in every groove",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace the belt with the right rib count",
            partsLow: 25,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate; excludes a tensioner or pulley, diagnosis fee and taxes.",
      },
      verdict: "careful",
      verdictReason: "A belt one rib off can shred or jump off at any time; reseat it before driving any distance.",
      codes: [],
      terms: ["rib count", "pulley groove"],
      related: ["belt-routed-wrong", "belt-chunks-missing", "stretch-fit-install-damage"],
    },
    {
      slug: "wrong-length-belt-tensioner-off-scale",
      title: "New belt barely fits over the last pulley, or the tensioner pointer is off the scale",
      summary:
        "A belt that needs great force to fit or one that leaves the tensioner at its stop is the wrong length for the engine and options. Check the part number against the VIN and options, and fit the correct belt before it ruins bearings or slips.",
      symptoms: [
        "Tensioner had to be pulled fully to its stop and the belt still barely slipped on",
        "Pointer at or past the end of its range on a brand-new belt",
        "Whine from bearings (too short) or slip and squeal (too long) soon after",
        "Printed number on the new belt differs from the old one",
      ],
      symptomIds: ["after-service", "tensioner-arm", "belt-squeal"],
      causes: [
        {
          likelihood: "common",
          part: "Belt chosen by engine size without checking options",
          why: "A/C, a heavy-duty alternator, a tow package or an auxiliary idler change the path length, often by an inch or more.",
        },
        {
          likelihood: "occasional",
          part: "Parts catalog error or mislabeled box",
          why: "A belt from the wrong listing can be a few ribs or inches off; the printed number tells the truth.",
        },
        {
          likelihood: "occasional",
          part: "Accessory or pulley replaced with a different size",
          why: "A replacement alternator or pump with a different pulley diameter changes the belt length needed.",
        },
      ],
      checks: [
        {
          step: "Read the numbers printed on the old and new belts.",
          tools: [],
          expect:
            "Same length and rib count; Gates and Dayco numbers encode both, for example K060882 reads as 6 ribs and about 88 in. long.",
        },
        {
          step: "Lay the old and new belts side by side, ribs together.",
          tools: [],
          expect: "Equal length allowing for a little wear stretch; a clear difference confirms the wrong belt.",
        },
        {
          step: "Read the tensioner pointer with the new belt fitted.",
          tools: ["Flashlight"],
          expect: "Near the new-belt mark; at either end of its travel means the length is wrong.",
        },
        {
          step: "Compare each pulley diameter with the original parts if any accessory was replaced.",
          tools: ["Caliper"],
          expect: "Same diameters within about 1 mm.",
        },
      ],
      fix: "Fit the belt listed for the exact engine and options, confirmed by the printed number and the tensioner pointer position. If a replaced accessory has a different pulley, fit the correct pulley or the belt length its maker specifies.",
      difficulty: 1,
      cost: {
        partsLow: 25,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes: "Estimate; excludes any damaged bearing or tensioner, diagnosis fee and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable for a short time, but a belt that is too short overloads bearings and one too long slips and can come off.",
      codes: [],
      terms: ["tensioner position indicator", "belt part number"],
      related: ["tensioner-arm-outside-wear-marks", "new-belt-squeals-soon", "belt-routed-wrong"],
    },
    {
      slug: "seized-pulley-burning-smell",
      title: "Burning-rubber smell and light smoke from the belt while the engine idles",
      summary:
        "A pulley that has seized or is dragging is making the belt slide across it and burn. Shut the engine off, find the pulley that will not turn freely by hand, and replace it and the belt before driving again.",
      symptoms: [
        "Sharp burning-rubber smell and wisps of smoke from the front of the engine",
        "Continuous squeal at idle that does not change with the A/C, lights or steering",
        "One pulley turning slowly or not at all while the belt slides over it",
        "Shiny, burned band across the belt ribs and black dust around one pulley",
        "Battery light or rising temperature if the dragging part is the alternator or water pump",
      ],
      symptomIds: ["burning-rubber", "belt-squeal", "pulley-growl"],
      causes: [
        {
          likelihood: "common",
          part: "Seized idler or tensioner pulley bearing",
          why: "These small sealed bearings run hot and fail without warning; once one locks, the belt slides across the stopped pulley and burns in minutes.",
        },
        {
          likelihood: "occasional",
          part: "Alternator, power-steering pump or water pump bearing seizing",
          why: "An accessory whose bearing locks or binds stalls its pulley in the same way, and the belt burns across it.",
        },
        {
          likelihood: "occasional",
          part: "A/C compressor pulley bearing locked",
          why: "The compressor pulley spins on its own bearing even with the A/C off, so a seized bearing drags the belt at all times.",
        },
        {
          likelihood: "rare",
          part: "Foreign object jammed between a pulley and its bracket",
          why: "A rag, glove or debris caught in the drive can stall a pulley just like a seized bearing.",
        },
      ],
      checks: [
        {
          step: "Shut the engine off and, after a minute, aim an infrared thermometer at each pulley rim.",
          tools: ["Infrared thermometer"],
          expect:
            "Healthy pulleys read close to each other; one reading well above the rest, often over 200 °F, is the one dragging.",
        },
        {
          step: "Look for a jammed object and for black rubber dust concentrated around one pulley.",
          tools: ["Flashlight"],
          expect: "Dust and heat at the same pulley confirm the culprit.",
        },
        {
          step: "Remove the belt and spin each pulley by hand, including the A/C pulley and the tensioner pulley.",
          tools: ["Serpentine belt tool"],
          expect: "All spin freely and quietly; a locked, stiff or grinding pulley identifies the seized part.",
        },
        {
          step: "Inspect the belt for a burned or glazed band and the tensioner for heat discoloration.",
          tools: ["Flashlight"],
          expect: "A burned belt must be replaced; a blued or melted tensioner pulley needs replacing too.",
        },
      ],
      fix: "Replace the seized idler, tensioner, pulley bearing or accessory, fit a new belt, and confirm every pulley turns freely before starting. If the water pump was involved, refill and bleed the cooling system.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the seized idler or tensioner and belt",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a seized alternator or pump (remanufactured)",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes a seized A/C compressor or compressor clutch, diagnosis fee and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "A burning belt is about to break and can take the water pump and alternator drive with it; shut the engine off now.",
      codes: [],
      terms: ["seized bearing", "infrared thermometer"],
      related: [
        "idler-pulley-bearing-growl",
        "belt-keeps-breaking",
        "belt-chunks-missing",
        "plastic-idler-pulley-cracked",
      ],
    },
    {
      slug: "squeal-after-ps-or-water-pump-replacement",
      title: "Belt walks or chirps since the power-steering pump or water pump was replaced",
      summary:
        "A pressed-on power-steering pulley set at the wrong depth, or a replacement water pump with a different hub height, puts that pulley out of line with the rest of the drive. Measure alignment with a laser and reset or swap the pulley.",
      symptoms: [
        "Chirp or squeal that started right after the pump replacement",
        "Belt rides toward one edge of the new pump's pulley",
        "One belt edge polished or frayed within weeks",
        "Rubber dust on the pump or nearby bracket",
      ],
      symptomIds: ["after-service", "belt-walks", "belt-chirp"],
      causes: [
        {
          likelihood: "common",
          part: "Power-steering pulley pressed on too far or not far enough",
          why: "Many pump pulleys are pressed onto a plain shaft and located only by depth; a few millimeters off puts the groove out of line with the belt.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket water pump with a different flange or hub height",
          why: "A pump whose pulley mounting face sits a little forward or back of the original moves the pulley out of plane.",
        },
        {
          likelihood: "occasional",
          part: "Pulley reinstalled backward or missing a spacer",
          why: "A bolt-on pulley flipped over or missing its spacer moves the groove several millimeters.",
        },
        {
          likelihood: "rare",
          part: "Pump shaft bent by hammering the pulley on",
          why: "Driving a pulley on with a hammer can bend the shaft or damage the bearing so the pulley wobbles.",
        },
      ],
      checks: [
        {
          step: "Place a laser or straightedge across the new pump pulley and its neighbors.",
          tools: ["Belt alignment laser or straightedge"],
          expect: "Grooves in line within about 1/16 in. (1.5 mm); a bigger step confirms the cause.",
        },
        {
          step: "Measure pulley position against the shaft end or the old pump's measurement.",
          tools: ["Caliper"],
          expect:
            "Most pressed pulleys sit flush with the shaft end or at a published depth; compare with service information.",
        },
        {
          step: "Compare the old and new water pump flange-to-hub heights if available.",
          tools: ["Caliper"],
          expect: "Same dimension within about 0.5 mm.",
        },
        {
          step: "Spin the pulley and watch for wobble.",
          tools: ["Dial indicator on magnetic base"],
          expect:
            "Pulley face runout under about 0.015 in. (0.38 mm) on a dial indicator; more after a hammered-on pulley points to a bent pump shaft.",
        },
      ],
      fix: "Reset the pressed pulley with a puller and installer to the correct depth, refit a bolt-on pulley the right way round with its spacer, or replace a pump whose dimensions do not match. Replace the belt if its edge is damaged.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reset the pressed pulley to the correct depth",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Exchange the mismatched water pump",
            partsLow: 0,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; parts are $0 when the parts store swaps the wrong pump under warranty; excludes a new belt, coolant or fluid, diagnosis fee and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable in the short term, but a misaligned pulley wears the belt and can throw it; get it corrected soon.",
      codes: [],
      terms: ["pressed-on pulley", "pulley alignment"],
      related: ["rhythmic-chirp-at-idle", "belt-edge-frayed-cord-hanging", "squeal-at-steering-lock"],
    },
    {
      slug: "cracked-accessory-bracket",
      title: "Alternator or compressor rocks on its mount and the belt chirps harder under load",
      summary:
        "A cracked cast accessory bracket or loose mounting bolts let the alternator, compressor or pump twist out of line when loaded. Check bolt torque, look for cracks at the bolt bosses, and replace the bracket rather than just retightening.",
      symptoms: [
        "Accessory visibly moves on its mount when the engine is blipped or a load switches on",
        "Chirp or squeal that gets worse with A/C or heavy electrical load",
        "Hairline crack, rust streak or fretting dust at a bracket bolt boss",
        "Belt edge wear on the pulley of the moving accessory",
      ],
      symptomIds: ["belt-chirp", "pulley-wobble", "noise-with-load"],
      causes: [
        {
          likelihood: "common",
          part: "Loose accessory or bracket bolts",
          why: "Once clamp load is lost, the accessory rocks on its ears with each load change, throwing its pulley out of line and wearing the bolt holes oval.",
        },
        {
          likelihood: "occasional",
          part: "Fatigue crack in a cast aluminum bracket",
          why: "Belt load and engine vibration concentrate at the bolt bosses; a crack there lets the bracket flex when the accessory is loaded.",
        },
        {
          likelihood: "rare",
          part: "Broken engine mount letting the engine rock hard",
          why: "Heavy engine movement on a torn mount strains brackets and can crack them, especially where a hose or line ties the accessory to the body.",
        },
      ],
      checks: [
        {
          step: "With a helper blipping the throttle and switching the A/C on and off, watch each accessory against its bracket.",
          tools: ["Flashlight", "Phone camera with slow-motion video"],
          expect: "No visible movement between accessory, bracket and engine.",
        },
        {
          step: "Engine off, pry gently on each accessory body with a bar.",
          tools: ["Pry bar"],
          expect: "Solid; any shift or click at a bolt means loose bolts, worn holes or a crack.",
        },
        {
          step: "Clean the bolt bosses and look for cracks, using dye penetrant on suspect areas.",
          tools: ["Brake cleaner", "Dye penetrant kit", "Inspection mirror"],
          expect: "No crack lines; a red line that bleeds through the developer confirms a crack.",
        },
        {
          step: "Check every accessory and bracket bolt with a torque wrench.",
          tools: ["Torque wrench"],
          expect:
            "Bolts reach the torque in service information without turning further; a bolt that keeps turning has stripped threads.",
        },
        {
          step: "Check the engine mounts while a helper shifts between Drive and Reverse with the brake held.",
          tools: ["Flashlight"],
          expect: "Engine lifts less than about 1/2 in. (13 mm); more points to a torn mount.",
        },
      ],
      fix: "Replace a cracked bracket, repair stripped threads with inserts, fit new bolts where holes have worn, and torque everything to spec. Replace a torn engine mount if found, then check alignment with a laser and fit a new belt if its edge is worn.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Retorque or replace loose bracket bolts",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          { name: "Replace the cracked bracket", partsLow: 60, partsHigh: 300, laborHoursLow: 1.5, laborHoursHigh: 3 },
        ],
        excludes: "Estimate; excludes engine mounts, thread-repair kits, diagnosis fee and taxes; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "A bracket that breaks through can drop the alternator or compressor onto the belt and throw it; have it repaired soon.",
      codes: [],
      terms: ["accessory bracket", "dye penetrant", "thread insert"],
      related: ["rhythmic-chirp-at-idle", "tensioner-mount-cracked", "squeal-after-ps-or-water-pump-replacement"],
    },
  ],
};
