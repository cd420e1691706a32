import type { GlossaryEntry } from "./schema";

/** Glossary entries whose term starts with P to Z. */
export const glossaryPart: GlossaryEntry[] = [
  {
    id: "parasitic-draw",
    term: "Parasitic draw",
    aka: ["parasitic drain", "key-off draw", "key-off current draw"],
    definition:
      "The current a parked car pulls from its battery with everything switched off, to keep the clock, alarm, keyless-entry receiver and module memories alive. A normal draw is tiny; a module that never goes to sleep, a stuck relay or a glovebox light left on can flatten a healthy battery in a day or two.",
    techNote:
      "Measure with an ammeter or clamp in series at the battery after the modules sleep (often 20–60 minutes; leave doors latched). Most cars settle under 50 mA, some newer ones up to about 85 mA. Find the circuit by measuring millivolt drop across each fuse rather than pulling fuses, which wakes modules.",
    systems: ["electrical", "alternator", "can-bus-network", "electronics-wiring"],
  },
  {
    id: "park-assist",
    term: "Park assist",
    aka: ["parking assist", "park distance control", "PDC", "parking aid"],
    definition:
      "The parking-sensor system that beeps faster as the bumper nears an object and, on many newer cars, brakes automatically when backing toward something. It uses ultrasonic sensors in the bumper covers and a module that turns their echoes into distances shown on the screen.",
    techNote:
      "Unavailable messages usually trace to one sensor, its connector or a trailer plugged into the hitch socket (which switches rear sensing off). Rear automatic braking on some models shares the same sensors, so a false echo can cause a hard stop.",
    systems: ["adas-sensor-calibration", "electronics-wiring"],
  },
  {
    id: "pats",
    term: "PATS",
    aka: ["Passive Anti-Theft System", "SecuriLock", "PATS transceiver"],
    definition:
      "Ford's immobilizer. A transceiver ring around the ignition lock or start button reads the chip in the key, and the engine computer only allows fuel and spark once the code matches a programmed key. A fast-flashing theft light on the dash with a crank-no-start or start-and-stall means PATS rejected the key.",
    techNote:
      "Read the PATS codes (B1600–B1602 on many models, or the theft-light flash code) before replacing parts. A replacement PCM or instrument cluster must be given the PATS data with a Ford-capable tool; many models let you program a third key yourself if two working keys are on hand.",
    systems: ["engine-wont-start", "ecu"],
  },
  {
    id: "pcm",
    term: "PCM",
    aka: ["powertrain control module", "powertrain computer"],
    definition:
      "The powertrain control module: the computer that runs both the engine and, on many vehicles, the automatic transmission. It reads sensors such as the MAF, crank and oxygen sensors, then commands the injectors, coils, throttle and shift solenoids. Ford and Stellantis use the name most; many others split the job between an engine module and a transmission module.",
    techNote:
      "Before condemning one, prove its powers and grounds with a loaded voltage-drop test, since P0606 and no-communication faults often start with a bad ground or low battery. A replacement needs the VIN, latest calibration and immobilizer data programmed.",
    systems: ["ecu", "obd", "transmission", "can-bus-network"],
  },
  {
    id: "pcv-valve",
    term: "PCV valve",
    aka: ["PCV", "positive crankcase ventilation valve", "PCV system"],
    definition:
      "A one-way valve that lets intake vacuum pull blow-by gases out of the crankcase and burn them, so pressure and sludge do not build inside the engine. A stuck-closed valve pushes oil past seals and gaskets; a stuck-open or torn diaphragm valve causes a whistle, lean codes and rough idle.",
    techNote:
      "On a simple valve, shake test for a rattle and check for vacuum at the oil fill with the engine idling. Many newer engines, including many BMW and VW engines, build the PCV diaphragm into the valve cover, so a torn diaphragm means a new cover. Suspect it first on P0171 with a whistle.",
    systems: ["four-stroke", "advanced-engine", "obd", "engine-wont-start"],
  },
  {
    id: "pedal-free-play",
    term: "Pedal free play",
    aka: ["pedal play", "pushrod free play"],
    definition:
      "The small amount a brake or clutch pedal moves before it starts pushing the master cylinder. Too little free play holds the master cylinder partly on, so brakes drag or a clutch slips and wears out early; too much leaves a low pedal or a clutch that does not fully release.",
    techNote:
      "Specs vary from a few millimeters to about half an inch at the pedal pad, so check the factory figure. After a booster or master cylinder swap, a wrong pushrod length is the usual cause of all four brakes dragging hot.",
    systems: ["brake-system", "clutch-system"],
  },
  {
    id: "pedal-pivot-bushing",
    term: "Pedal pivot bushing",
    aka: ["pedal bushing", "pivot bushing"],
    definition:
      "The plastic or nylon bushing the brake or clutch pedal swings on under the dash. When it dries out or wears, the pedal squeaks, creaks or sticks on the way back up, which can leave the brake lights on or the clutch not fully engaged.",
    techNote:
      "Check for side play at the pedal pad and listen under the dash with a stethoscope while a helper works the pedal. Replace worn bushings and lubricate with a plastic-safe grease; a sticky brake pedal can hold the stop-lamp switch closed.",
    systems: ["brake-system", "clutch-system"],
  },
  {
    id: "phase-separation",
    term: "Phase separation",
    aka: ["ethanol phase separation"],
    definition:
      "What happens when gasoline blended with ethanol (E10) absorbs enough water that the ethanol and water drop out as a separate layer at the bottom of the tank. The engine then draws a watery, low-octane mix that causes stumbling, misfires or a no-start, common in boats, scooters and cars that sit for months.",
    techNote:
      "E10 separates after taking on roughly half a percent water. Look for a cloudy or layered sample in a clear jar. Adding more gas or stabilizer does not reverse it; drain the tank and bowls, replace filters and refill with fresh or ethanol-free fuel.",
    systems: ["fuel-system", "two-stroke", "motorcycle-engine"],
  },
  {
    id: "pickup-screen",
    term: "Pickup screen",
    aka: ["oil pickup screen", "oil pump pickup", "pickup tube screen"],
    definition:
      "The mesh strainer on the end of the oil pickup tube in the oil pan, where the oil pump draws its oil. Sludge, gasket sealer or pieces of a broken timing-chain guide can clog it, starving the pump so oil pressure drops at hot idle and the bearings are at risk.",
    techNote:
      "Pull the pan and inspect whenever oil pressure falls after sludge or a chain-guide failure. Replace the pickup O-ring too: an air leak there gives the same low-pressure symptom with a clean screen.",
    systems: ["four-stroke", "motorcycle-engine", "advanced-engine"],
  },
  {
    id: "pid",
    term: "PID",
    aka: ["parameter ID", "parameter identification", "data PID"],
    definition:
      "A parameter ID: one item of live data a scan tool can request from a control module, such as coolant temperature, fuel trim, engine rpm or A/C pressure. Generic OBD-II PIDs are the same on every car; manufacturer-enhanced PIDs show much more, such as individual sensor voltages and module status.",
    techNote:
      "Compare related PIDs rather than trusting one: ECT against intake air temperature after a cold soak should agree within about 5 °F. A PID stuck at a default value (for example -40 °F) points to an open circuit, not a cold engine.",
    systems: ["obd", "ecu", "can-bus-network"],
  },
  {
    id: "pigtail",
    term: "Pigtail",
    aka: ["pigtail connector", "repair pigtail", "connector pigtail"],
    definition:
      "A short piece of wiring with a new connector on one end, spliced in to replace a burned, cracked or corroded plug without replacing the whole harness. Pigtails are sold for headlight sockets, alternator regulator plugs, fuel pump module connectors and most common sensors.",
    techNote:
      "Match wire gauge to the original, stagger the splices, and seal each with adhesive-lined heat shrink. A scorched plug at a fuel pump or headlight usually means loose terminal tension; replace both sides of the connection if the mating pins are discolored.",
    systems: ["electronics-wiring", "electrical", "alternator", "fuel-system"],
  },
  {
    id: "pilot-bearing",
    term: "Pilot bearing",
    aka: ["pilot bushing"],
    definition:
      "A small bearing or bronze bushing in the center of the crankshaft or flywheel that supports the tip of the manual transmission input shaft. When it is worn or seized, the input shaft keeps spinning with the clutch pedal down, causing grinding into gear, creeping, or a squeal with the pedal pressed.",
    techNote:
      "Always replace it with a clutch job; check the new one fits the input shaft pilot before final assembly. A dry or seized bearing shows as a blued, rough pilot on the input shaft. Remove with a slide-hammer puller or the grease-pack hydraulic method.",
    systems: ["clutch-system", "transmission"],
  },
  {
    id: "pilot-jet",
    term: "Pilot jet",
    aka: ["slow jet", "idle jet"],
    definition:
      "The smallest fuel jet in a motorcycle, small-engine or two-stroke carburetor, feeding fuel at idle and the first quarter of throttle. Its tiny passage is the first thing varnish from stale fuel blocks, giving a bike that only runs on choke or bogs when the throttle is cracked open.",
    techNote:
      "Hold the jet up to a light: you should see a clean round hole. Clean with carb spray and a strand of wire from a wire brush, not a drill bit; replace if in doubt. Also clear the matching passage in the carb body and check the pilot screw setting.",
    systems: ["motorcycle-engine", "two-stroke", "fuel-system"],
  },
  {
    id: "piston-ring",
    term: "Piston ring",
    aka: ["compression ring", "piston rings"],
    definition:
      "Split metal rings in grooves around the piston that seal combustion pressure, scrape oil off the cylinder wall and carry heat to the cylinder. Usually two compression rings and one oil control ring per piston. Worn or stuck rings cause low compression, blow-by and oil burning with blue smoke.",
    techNote:
      "A wet compression test that raises a low reading by more than about 10–15% points to rings; a leak-down test with air escaping at the oil fill confirms it. Stuck oil-control rings from carbon are common on some engines and may respond to a piston-soak cleaning before a teardown.",
    systems: ["four-stroke", "advanced-engine", "two-stroke", "motorcycle-engine"],
  },
  {
    id: "piston-seal",
    term: "Piston seal",
    aka: ["caliper piston seal", "square-cut seal"],
    definition:
      "The rubber ring that seals a hydraulic piston in its bore. In a disc brake caliper the square-cut seal also flexes and pulls the piston back slightly when you release the pedal. In an automatic transmission, piston seals let fluid pressure apply each clutch pack; a hardened one gives a delayed engagement.",
    techNote:
      "A leaking caliper seal shows as brake fluid on the inside of the tire and a dropping reservoir level: replace or rebuild the caliper, never drive on it. A delayed transmission engagement of more than about 2 seconds after shifting to Drive points to hardened piston seals or low line pressure.",
    systems: ["brake-system", "transmission"],
  },
  {
    id: "pitman-arm",
    term: "Pitman arm",
    aka: [],
    definition:
      "The steel arm splined to the output shaft of a recirculating-ball steering gearbox on trucks, vans and older cars. It swings side to side as the wheel turns and pushes the center link or drag link that moves the front wheels. A worn pitman arm joint lets the steering wander and clunk.",
    techNote:
      "With the wheels on the ground and the engine off, have a helper rock the steering wheel while you watch the pitman arm joint and sector shaft; any free play before the link moves means wear. Remove with a pitman arm puller, never a hammer on the gearbox shaft.",
    systems: ["steering-system", "alignment"],
  },
  {
    id: "placard-pressure",
    term: "Placard pressure",
    aka: ["door placard pressure", "recommended tire pressure", "door-jamb tire pressure"],
    definition:
      "The cold tire pressure the automaker specifies for your vehicle, printed on the label on the driver's door jamb (sometimes the glovebox or fuel door). It is not the maximum printed on the tire sidewall. Most cars call for roughly 30–36 psi; trucks and rear tires may differ front to rear.",
    techNote:
      "Set pressure cold, before driving or after the car has sat several hours; pressure drops about 1 psi per 10 °F, which is why TPMS lights come on on the first cold morning. Underinflation wears both shoulders; overinflation wears the center.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "plastigage",
    term: "Plastigage",
    aka: ["Plastigauge", "plastic gauge"],
    definition:
      "A thin strip of soft plastic thread used to measure bearing clearance. You lay it across a crankshaft or rod journal, torque the bearing cap, remove it and compare how wide the strip was flattened against the scale on the package. It shows whether a knock comes from worn bearings before deciding on a rebuild.",
    techNote:
      "Typical rod and main clearance on passenger car engines is roughly 0.001–0.003 in; check the factory spec. Do not rotate the crank with Plastigage in place, and clean every trace off the journal afterward.",
    systems: ["four-stroke", "advanced-engine"],
  },
  {
    id: "port-fuel-injection",
    term: "Port fuel injection",
    aka: ["port injection", "PFI", "multiport fuel injection", "MPI"],
    definition:
      "A fuel system that sprays gasoline into each intake port just ahead of the intake valve, at roughly 40–60 psi. Because fuel washes over the valves, port-injected engines avoid the intake-valve carbon buildup of direct injection; many newer engines (Toyota D-4S, Ford 3.5 and 5.0) use both.",
    techNote:
      "A single-cylinder lean misfire on a port engine with good plug and coil is often a clogged or stuck injector: swap it to another cylinder, or run an injector balance test. Fuel pressure should hold steady for several minutes after key-off.",
    systems: ["fuel-system", "advanced-engine"],
  },
  {
    id: "post-repair-scan",
    term: "Post-repair scan",
    aka: ["pre-repair scan", "post-scan", "pre-scan", "collision repair scan"],
    definition:
      "A full-vehicle scan of every control module for stored codes, done before a repair (pre-repair scan) to record existing faults, and after it (post-repair scan) to prove the work left no codes or uncalibrated systems. Body shops rely on them because front-end repairs often disturb radar, cameras and network wiring without turning on a warning lamp.",
    techNote:
      "Save both reports with the repair order. Many automakers' position statements require them on all collision repairs. A clean post-scan is not proof of calibration: confirm ADAS calibrations were performed and their reports saved.",
    systems: ["adas-sensor-calibration", "can-bus-network", "obd"],
  },
  {
    id: "power-steering-pump",
    term: "Power steering pump",
    aka: ["power-steering pump", "PS pump", "steering pump"],
    definition:
      "The belt- or motor-driven pump that pressurizes fluid for hydraulic power steering (and on some heavy trucks, Hydro-Boost brakes). It pushes fluid through a high-pressure hose to the steering rack or gearbox, which uses it to help turn the wheels. A failing pump whines, groans when turning, or leaves heavy steering at idle.",
    techNote:
      "A power steering analyzer on the pressure line tells pump from gear: most pumps should reach about 1,000–1,500 psi at relief when briefly held at full lock. Whine with aerated, foamy fluid points to an air leak on the suction side or a clogged reservoir screen, not the pump.",
    systems: ["steering-system", "belt-system", "brake-system"],
  },
  {
    id: "powershift",
    term: "PowerShift",
    aka: ["DPS6", "Ford PowerShift", "6DCT250"],
    definition:
      "Ford's six-speed dry dual-clutch automatic (DPS6) used in the 2011–2019 Fiesta and 2012–2018 Focus. It shifts like an automated manual with two dry clutches, and is known for shudder pulling away, harsh or slipping engagement, and transmission control module (TCM) failures that drop it into neutral.",
    techNote:
      "Check the VIN for Ford's extended warranty coverage and TSBs before quoting work. Shudder usually means glazed or oil-soaked clutches from leaking input-shaft seals; after clutch or TCM replacement, run clutch adaptation with a Ford-capable scan tool.",
    systems: ["transmission", "clutch-system", "ecu"],
  },
  {
    id: "premix",
    term: "Premix",
    aka: ["premix oil", "gas-oil mix", "fuel-oil mix"],
    definition:
      "Gasoline with two-stroke oil mixed in, used in two-stroke chainsaws, trimmers, dirt bikes and older outboards that lubricate the crank and piston only through the oil carried in the fuel. Running one on plain gasoline can seize the engine within minutes.",
    techNote:
      "Use the ratio the maker specifies, commonly 50:1 for modern handheld equipment, 40:1 or 32:1 for many dirt bikes and older engines. Use two-stroke oil (TC-W3 for water-cooled outboards), mix in a separate can, and use ethanol-free fuel for storage.",
    systems: ["two-stroke", "fuel-system"],
  },
  {
    id: "pressure-bleeder",
    term: "Pressure bleeder",
    aka: ["power bleeder", "brake pressure bleeder"],
    definition:
      "A pressurized tank that clamps to the brake or clutch fluid reservoir and pushes fresh fluid through the lines while you open each bleeder screw, so one person can bleed the system without pumping the pedal. It avoids pushing the master cylinder piston into the corroded end of its bore, a common way to ruin one.",
    techNote:
      "Keep pressure low, about 10–20 psi, and use the correct reservoir adapter; too much pressure can split a plastic reservoir. Follow the factory bleed order, and use the ABS scan-tool bleed where the modulator was opened or run dry.",
    systems: ["brake-system", "clutch-system", "abs-system"],
  },
  {
    id: "pressure-transducer",
    term: "Pressure transducer",
    aka: ["A/C pressure transducer", "in-cylinder pressure transducer"],
    definition:
      "A sensor that turns pressure into a proportional voltage. On cars it most often reads A/C refrigerant pressure so the engine computer can switch the compressor and fans; technicians also screw a transducer into a spark plug hole and watch the cylinder's pressure waveform on a lab scope to find valve timing and breathing faults.",
    techNote:
      "Three-wire A/C transducers get a 5 V reference and ground and return roughly 0.5 V at low pressure to about 4.5 V at high pressure. Compare the scan-tool reading with a manifold gauge: a mismatch with a good reference and ground means a bad sensor.",
    systems: ["ac-system", "advanced-engine", "ecu"],
  },
  {
    id: "primary-chain",
    term: "Primary chain",
    aka: ["primary drive chain", "primary timing chain"],
    definition:
      "The first chain in a two-stage drive. On a Harley-Davidson or other big twin it carries power from the crankshaft to the clutch inside the primary case. In engines such as the GM 3.6 V6 and Nissan VQ V6, the primary timing chain runs from the crank to sprockets that drive secondary chains to the cams.",
    techNote:
      "On Harleys, measure primary chain free play through the inspection cover against the spec and inspect the tensioner shoe. On GM 3.6 and Nissan engines, stretch shows up as cam/crank correlation codes (P0008, P0016, P0017); replace all chains, guides and tensioners together.",
    systems: ["motorcycle-engine", "timing-system"],
  },
  {
    id: "priming",
    term: "Priming",
    aka: ["fuel system priming", "prime"],
    definition:
      "Filling a fuel system with fuel and pushing the air out so the engine can start, needed on most diesels after a fuel filter change or running the tank dry, and on small engines with a primer bulb. Diesel injection pumps cannot pump air, so an unprimed system cranks without starting.",
    techNote:
      "Use the hand primer on the filter head, or cycle the key several times to let the electric lift pump run, and open the bleed screw until fuel runs without bubbles. Never crank a diesel for long to clear air: high-pressure pumps such as the Bosch CP4 can be damaged running dry.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "propane-enrichment",
    term: "Propane enrichment",
    aka: ["propane enrichment test", "propane test"],
    definition:
      "A test for a lean condition: a small, controlled flow of propane is fed into the intake while the engine idles. If rpm rises, idle smooths or fuel trims drop toward zero, the engine was lean, often from a vacuum leak or weak injectors; no change points elsewhere.",
    techNote:
      "Use a metered propane tool into the intake downstream of the MAF and watch short-term fuel trim drop. Passing propane around suspected leak points works like a smoke test in reverse: trims fall when you hit the leak. Keep flames and sparks away.",
    systems: ["obd", "advanced-engine", "exhaust-system", "fuel-system"],
  },
  {
    id: "protection-mode",
    term: "Protection mode",
    aka: ["protect mode", "thermal protection mode"],
    definition:
      "A self-protection state a component enters to avoid damage, cutting power until conditions return to normal. A Nissan CVT in protection mode limits engine power and raises rpm when its fluid overheats on a long climb; an audio amplifier in protect mode mutes the speakers when it sees a short or overheats.",
    techNote:
      "Read the component's temperature or fault PIDs while reproducing the condition. A CVT that reaches protection mode often needs its cooler, fluid and temperature sensor checked; an amp that protects only with one speaker connected points to that speaker or its wiring.",
    systems: ["transmission", "infotainment"],
  },
  {
    id: "ptu",
    term: "PTU",
    aka: ["power transfer unit"],
    definition:
      "The power transfer unit: a small right-angle gearbox bolted to the transaxle on front-wheel-drive-based AWD vehicles that sends power back to the rear driveshaft. On AWD Ford Explorer, Edge, Escape and Fusion models it sits next to the exhaust, holds little oil and is prone to leaks and cooked fluid.",
    techNote:
      "A hot sulfur gear-oil smell and drips near the right front axle point to the PTU seals. Check the level at the fill plug; replace dark or burnt oil, clear the vent, and reseal early. A whining unit with metal in the oil needs replacement.",
    systems: ["transmission"],
  },
  {
    id: "pull-up-resistor",
    term: "Pull-up resistor",
    aka: ["pull-up", "bias resistor"],
    definition:
      "A resistor inside a control module that connects a signal wire to a reference voltage, usually 5 V, so the signal sits high until a switch or sensor pulls it toward ground. Temperature sensors and many switch inputs work this way, which is why an open sensor wire reads as full voltage.",
    techNote:
      "Unplug a thermistor sensor and the PID should swing to its extreme (for example -40 °F on an ECT); jumper the harness pins together and it should swing to the opposite extreme. If it does, the module and wiring are good and the sensor is bad.",
    systems: ["ecu", "electronics-wiring"],
  },
  {
    id: "pulley-alignment",
    term: "Pulley alignment",
    aka: ["pulley misalignment", "belt alignment"],
    definition:
      "Whether all the pulleys in a belt drive sit in the same plane, so the belt runs straight onto each one. A pulley that sits forward, back or at an angle, often after an alternator, water pump or power steering pump replacement, makes the belt chirp, fray at the edge or walk off.",
    techNote:
      "Check with a laser alignment tool or a long straightedge across pulley faces. A chirp that changes with a light mist of water on the belt ribs points to misalignment. Compare a new part's pulley depth and offset against the old one before installing.",
    systems: ["belt-system", "alternator"],
  },
  {
    id: "pulley-groove",
    term: "Pulley groove",
    aka: ["pulley groove wear", "sheave groove"],
    definition:
      "The V-shaped ribs machined into a serpentine pulley that match the ribs on the belt. Worn or polished grooves, or grooves packed with rubber balls or belt dressing, let the belt slip and squeal; a belt fitted one groove over runs with a rib hanging off the edge.",
    techNote:
      "Run a fingertip around each pulley: sharp ridges or a shiny bottom mean wear. Clean packed grooves with a brass brush and replace worn pulleys. After any belt job, check every pulley to confirm all ribs are seated.",
    systems: ["belt-system"],
  },
  {
    id: "pump-strainer",
    term: "Pump strainer",
    aka: ["fuel pump strainer", "fuel sock", "sock filter", "in-tank strainer"],
    definition:
      "The fabric filter sock on the inlet of the in-tank fuel pump. It stops rust and debris from reaching the pump. When it clogs, the pump starves under load, so the engine bogs climbing hills or merging, and the pump whines loudly.",
    techNote:
      "A restricted strainer shows as fuel pressure or volume that falls off at high demand while static pressure looks normal. Replace it with every pump, clip it on fully, and clean the tank if rust or sediment is present, or the new pump will starve too.",
    systems: ["fuel-system"],
  },
  {
    id: "purge-valve",
    term: "Purge valve",
    aka: ["purge solenoid", "canister purge valve", "EVAP purge valve", "purge system"],
    definition:
      "An electrically controlled valve in the EVAP system that opens so engine vacuum can draw stored fuel vapor from the charcoal canister into the intake to be burned. A purge valve stuck open pulls vapor at idle and pulls vacuum on the tank, causing rough idle after fill-ups, hard starts and EVAP codes.",
    techNote:
      "With the engine off, the valve should hold vacuum applied to its canister side; if it leaks, it is stuck open. Common codes include P0441, P0455, P0496 and P0497. A strong rush of air when opening the gas cap is a classic sign of a leaking purge valve.",
    systems: ["fuel-system", "obd", "engine-wont-start", "advanced-engine"],
  },
  {
    id: "pwm",
    term: "PWM",
    aka: ["pulse-width modulation", "PWM signal"],
    definition:
      "Pulse-width modulation: controlling a device by switching its power on and off very quickly and varying the share of on-time. Modules use it to run radiator fans and fuel pumps at variable speed, dim dash lights and LEDs, and command solenoids to a partial position.",
    techNote:
      "A multimeter shows only an average voltage; use a lab scope or a meter with duty-cycle mode. LED bulb swaps can flicker on PWM lamp circuits, and a fan module that loses its PWM signal usually defaults to full speed.",
    systems: ["electrical", "cooling-system", "electronics-wiring", "ecu"],
  },
  {
    id: "quick-learn",
    term: "Quick Learn",
    aka: ["transmission Quick Learn", "Quick Learn procedure"],
    definition:
      "Chrysler's scan-tool procedure that teaches an automatic transmission, such as the 62TE in the Grand Caravan and Journey, the fill volumes and apply points of its clutches after a TCM replacement, battery disconnect or internal repair. Without it shifts can be harsh, late or stuck in a default gear.",
    techNote:
      "Run it with the fluid at full operating temperature and correct level, using wiTECH or a capable aftermarket tool. Follow with a road test so adaptives fine-tune. GM's similar routine is called Service Fast Learn.",
    systems: ["transmission", "ecu"],
  },
  {
    id: "quick-connect-fitting",
    term: "Quick-connect fitting",
    aka: ["quick connector", "quick-disconnect", "quick-disconnect fitting"],
    definition:
      "A push-together coupling, usually plastic with O-rings and a locking clip, that joins fuel lines, transmission cooler lines and heater hoses without clamps. Cracked housings, worn O-rings or a clip not fully seated cause drips or sprays of fuel, ATF or coolant.",
    techNote:
      "Use the correct release tool; prying cracks the plastic. After connecting, pull back firmly to confirm it latched. Leaking fuel fittings are a fire risk: depressurize the fuel system before work and replace, not patch, a leaking fitting.",
    systems: ["fuel-system", "cooling-system", "transmission"],
  },
  {
    id: "r-1234yf",
    term: "R-1234yf",
    aka: ["HFO-1234yf", "1234yf"],
    definition:
      "The A/C refrigerant phased into U.S. cars over roughly the 2013–2021 model years, replacing R-134a because its global-warming effect is far lower. It runs at similar pressures but is mildly flammable and costs much more, and it uses different service fittings so the two refrigerants cannot be mixed.",
    techNote:
      "Check the under-hood label for type and charge weight. Service needs J2843-compliant recovery equipment and a refrigerant identifier; never top off with R-134a or sealants. Charge by weight, not by gauge reading.",
    systems: ["ac-system"],
  },
  {
    id: "r-134a",
    term: "R-134a",
    aka: ["HFC-134a", "134a"],
    definition:
      "The A/C refrigerant used in U.S. cars from the mid-1990s until R-1234yf replaced it in new light vehicles by the 2021 model year. It is non-flammable and still widely available for older vehicles, which have their own low- and high-side service port sizes.",
    techNote:
      "Charge by weight to the under-hood label; pressures alone mislead. Cans with stop-leak sealant can clog service machines and orifice tubes, so many shops test for sealant before connecting. Do not vent it: recovery is required by law.",
    systems: ["ac-system"],
  },
  {
    id: "rack-boot",
    term: "Rack boot",
    aka: ["steering rack boot", "bellows boot", "inner tie rod boot"],
    definition:
      "The accordion-shaped rubber boot at each end of a rack-and-pinion steering rack that covers the inner tie rod joint and keeps water and grit out of the rack. A split boot lets dirt ruin the inner joint; a boot full of fluid on a hydraulic rack means the rack's internal seals are leaking.",
    techNote:
      "Replace a torn boot promptly with new clamps, and check the inner tie rod for play at the same time. Squeeze the boot: sloshing fluid means a leaking rack seal, so the rack needs replacing, not just a boot. A realignment is needed after tie rod work.",
    systems: ["steering-system", "alignment"],
  },
  {
    id: "radar",
    term: "Radar",
    aka: ["radar sensor", "front radar", "long-range radar", "millimeter-wave radar"],
    definition:
      "The microwave sensor, usually behind the grille emblem or lower bumper, that measures the distance and speed of vehicles ahead for adaptive cruise control and automatic emergency braking. Modern units work around 77 GHz; rear corner radars feed blind-spot and cross-traffic alerts.",
    techNote:
      "Anything in front of it matters: aftermarket grilles, metallic paint on the bumper, plate brackets, snow or a mud coat can block or deflect the beam. After a bracket is bent or the sensor is removed, aim or calibrate it to factory procedure.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "radar-aim",
    term: "Radar aim",
    aka: ["radar alignment", "radar calibration"],
    definition:
      "How precisely the front radar points straight along the vehicle's thrust line and level with the road. A tap against a parking block or a bent bracket can tilt it a degree or two, enough for adaptive cruise to react to cars in the next lane or brake for overhead signs and bridges.",
    techNote:
      "Check the bracket and mounting points first, then aim with the factory static target or a dynamic drive routine as the maker requires. Set tire pressures and ride height and do the wheel alignment before aiming, and save the calibration report.",
    systems: ["adas-sensor-calibration", "alignment"],
  },
  {
    id: "radar-cover-heater",
    term: "Radar cover heater",
    aka: ["radar heater", "heated radar emblem", "radar-transparent emblem"],
    definition:
      "A heating element built into the radar-transparent grille emblem or cover in front of the radar, which melts snow and ice so adaptive cruise and emergency braking keep working in winter. A failed heater or an aftermarket emblem without one leaves a 'radar blocked' message after snow or slush.",
    techNote:
      "Check the heater's connector and resistance against spec, and any radar-heater codes. Replacement emblems must be the correct OEM radar-transparent part; chrome paint, wraps or plastic covers on a regular emblem block the signal.",
    systems: ["adas-sensor-calibration", "electrical"],
  },
  {
    id: "radiator",
    term: "Radiator",
    aka: ["radiator core", "radiator tank"],
    definition:
      "The heat exchanger at the front of the car that cools engine coolant. Hot coolant flows through thin tubes in the core while air flows between the fins; most modern radiators have plastic end tanks crimped onto an aluminum core. A clogged core causes overheating under load, and cracked plastic tanks leave crusty residue and drips.",
    techNote:
      "An infrared thermometer across the core should show an even gradual drop from inlet to outlet; cold bands mean blocked tubes. Pressure test at cap rating to find seam leaks, and check for debris packed between the condenser and radiator.",
    systems: ["cooling-system"],
  },
  {
    id: "rail-pressure",
    term: "Rail pressure",
    aka: ["fuel rail pressure", "FRP", "common-rail pressure"],
    definition:
      "The fuel pressure in the fuel rail that feeds the injectors, measured by a rail pressure sensor. Port-injected gasoline engines run about 40–60 psi; gasoline direct injection runs roughly 500–2,900 psi from a cam-driven high-pressure pump; common-rail diesels run roughly 5,000 to over 29,000 psi. Low rail pressure causes stumbling, limp mode or a no-start.",
    techNote:
      "Compare desired and actual rail pressure PIDs under load. Low pressure on a direct-injection engine with good lift-pump pressure points to the high-pressure pump or its cam follower; on a diesel, also check for leak-back through injectors. Never crack a high-pressure line with the engine running.",
    systems: ["fuel-system", "engine-wont-start", "obd"],
  },
  {
    id: "readiness-monitor",
    term: "Readiness monitor",
    aka: ["I/M readiness monitor", "OBD readiness monitor", "monitor status"],
    definition:
      "One of the self-tests the engine computer runs on emissions systems, such as the catalyst, EVAP, oxygen sensors and EGR. Each shows complete or incomplete. Clearing codes or disconnecting the battery resets them all to incomplete, and most U.S. inspection programs fail a car with too many incomplete.",
    techNote:
      "For 1996–2000 model years most states allow two incomplete monitors, for 2001 and newer one. Each monitor has its own enabling conditions (fuel level, temperatures, steady cruise); follow the maker's drive cycle. A monitor that never completes despite proper drives can point to a fault without a code yet.",
    systems: ["obd", "exhaust-system", "ecu"],
  },
  {
    id: "ready-mode",
    term: "READY mode",
    aka: ["READY indicator", "READY light"],
    definition:
      "The state in which a hybrid or electric car's high-voltage system is switched on and the vehicle can drive, shown by a READY light on the dash. The gas engine may not be running. Pressing POWER without the brake pedal only turns on accessories; a car that won't go to READY usually has a weak 12-volt battery, a key or brake-switch problem, or a high-voltage fault.",
    techNote:
      "Test the 12-volt auxiliary battery first: below about 12.4 V at rest, many hybrids refuse READY. In READY, the DC-DC converter should hold about 13.5–14.8 V at the 12-volt battery. Note any messages on the dash, which name the system at fault.",
    systems: ["engine-wont-start", "alternator", "electrical"],
  },
  {
    id: "rear-brake-bias",
    term: "Rear brake bias",
    aka: ["brake bias", "front-to-rear brake balance", "proportioning valve"],
    definition:
      "The share of braking force sent to the rear wheels. Because weight shifts forward under braking, rear brakes must do less work or the rear wheels lock and the vehicle can spin. Older trucks use a load-sensing proportioning valve; modern cars use electronic brake distribution through the ABS unit.",
    techNote:
      "Rear pads wearing before fronts is normal on many cars with electronic brake distribution and rear-biased stability control. On older pickups, a seized or misadjusted load-sensing valve linkage locks the rear wheels when empty; adjust it at the specified ride height.",
    systems: ["brake-system", "abs-system"],
  },
  {
    id: "rear-main-seal",
    term: "Rear main seal",
    aka: ["rear crankshaft seal", "RMS", "rear main"],
    definition:
      "The oil seal around the back of the crankshaft where it exits the engine block into the transmission bellhousing. When it leaks, oil drips from the seam between engine and transmission, and on manual cars can soak the clutch, causing slipping and grabbing.",
    techNote:
      "Clean the area, add UV dye and drive to confirm it is not a valve cover, oil pan, oil galley plug or cam plug leak running down the back of the engine. Replacement requires removing the transmission, so replace the clutch or check the torque converter seal at the same time.",
    systems: ["four-stroke", "clutch-system", "transmission"],
  },
  {
    id: "receiver-drier",
    term: "Receiver-drier",
    aka: ["receiver-dryer", "receiver drier", "filter-drier"],
    definition:
      "A small canister on the high-pressure side of an A/C system with an expansion valve. It stores a reserve of liquid refrigerant, filters debris and holds desiccant that soaks up moisture. Many newer cars build it into the side of the condenser as a replaceable desiccant cartridge.",
    techNote:
      "Replace it or its desiccant bag whenever the system has been opened to air for long, after a compressor failure, or per the compressor warranty terms. Saturated desiccant lets moisture form acids and freeze at the expansion valve, giving cold-then-warm cycling.",
    systems: ["ac-system"],
  },
  {
    id: "recall",
    term: "Recall",
    aka: ["safety recall", "NHTSA recall", "recall campaign"],
    definition:
      "A repair the automaker must do free of charge because a defect affects safety or fails a federal safety standard, such as the fuel pump recalls on many Toyota, Lexus, Honda and Acura models. Recalls are tied to the VIN and have no mileage or age limit for the repair itself.",
    techNote:
      "Check every vehicle at nhtsa.gov/recalls or the maker's owner site by VIN before diagnosing; an open recall can be the whole answer. Recalls differ from TSBs and warranty extensions, which are not safety campaigns and may have time or mileage limits.",
    systems: ["obd", "brake-system", "fuel-system", "adas-sensor-calibration", "abs-system", "infotainment"],
  },
  {
    id: "recirculation-door",
    term: "Recirculation door",
    aka: ["recirc door", "fresh/recirc door", "recirculation actuator"],
    definition:
      "A flap in the HVAC intake that chooses between outside air and air drawn back from the cabin, moved by a small motor when you press the recirculation button. If it sticks in recirc the windows fog; if it sticks on fresh air, fumes and dust come in and A/C cools more slowly in heat.",
    techNote:
      "Listen behind the glovebox while pressing the button: clicking means a stripped actuator gear or a broken door. Leaves in the intake can jam it. Some actuators need a recalibration after replacement, triggered by a battery disconnect or a scan-tool routine.",
    systems: ["ac-system"],
  },
  {
    id: "rectifier-diode",
    term: "Rectifier diode",
    aka: ["rectifier", "rectifier bridge", "diode bridge", "diode pack"],
    definition:
      "One of the six or more diodes in an alternator that turn the AC current made by the stator into DC to charge the battery. A failed diode cuts output, dims lights at idle and adds AC ripple that confuses electronics; a leaking one can drain the battery overnight through the alternator.",
    techNote:
      "Check AC ripple at the alternator output with the engine running and loads on: more than about 0.5 V AC points to a bad diode or stator phase. A battery drain that disappears when the alternator B+ wire or fuse is pulled confirms a leaking rectifier. Reverse jump-starting often kills them.",
    systems: ["alternator", "electrical", "can-bus-network", "engine-wont-start"],
  },
  {
    id: "reed-valve",
    term: "Reed valve",
    aka: ["reed petal", "reed cage", "reed valves"],
    definition:
      "A one-way valve made of thin flexible petals over a port. In a two-stroke engine the reeds let the fuel-air charge into the crankcase and stop it blowing back out. Piston-type A/C compressors use reed valves to admit and discharge refrigerant; broken reeds make both lose efficiency.",
    techNote:
      "On a two-stroke, a chipped or warped reed shows as fuel mist spitting from the carb and weak low-end power; petals should seal flat with no light visible. An A/C compressor with broken reeds shows high low-side and low high-side pressure, close together.",
    systems: ["two-stroke", "ac-system"],
  },
  {
    id: "reflash",
    term: "Reflash",
    aka: ["reflashing", "software update", "flash update", "PCM update", "TCM reflash"],
    definition:
      "Loading newer factory software into a control module, such as the PCM, transmission module or infotainment head unit. Automakers release reflashes to fix drivability, shifting, false codes and infotainment glitches, often through a TSB. An interrupted reflash can leave a module dead until it is recovered.",
    techNote:
      "Connect a programming power supply that holds about 13.5 V, turn off loads and never let the laptop sleep. Check the calibration ID against the latest available for the VIN. Many reflashes need a relearn or adaptive reset afterward.",
    systems: ["ecu", "infotainment", "transmission", "can-bus-network"],
  },
  {
    id: "refractometer",
    term: "Refractometer",
    aka: ["coolant refractometer", "DEF refractometer"],
    definition:
      "A small optical tester that reads a liquid's concentration from how it bends light. Shops use it to read coolant freeze protection, diesel exhaust fluid (DEF) urea concentration and battery acid specific gravity from a few drops, more accurately than a floating-ball hydrometer.",
    techNote:
      "DEF should read close to 32.5% urea; watered-down or old DEF reads low and sets quality codes. Coolant is usually mixed 50/50 for about -34 °F protection. Use the scale for the coolant type, ethylene or propylene glycol, and calibrate with distilled water.",
    systems: ["cooling-system", "exhaust-system"],
  },
  {
    id: "refrigerant",
    term: "Refrigerant",
    aka: ["A/C refrigerant"],
    definition:
      "The working fluid of the A/C system. It boils into a gas in the evaporator, absorbing heat from the cabin air, and is compressed and condensed back to a liquid in the condenser, releasing that heat outside. U.S. cars use R-134a or R-1234yf; the type and charge weight are on a label under the hood.",
    techNote:
      "Low charge usually means a leak, not consumption: find it with UV dye or an electronic detector before recharging. Always recover refrigerant, check for contamination with an identifier, and charge by weight to the label figure.",
    systems: ["ac-system"],
  },
  {
    id: "regeneration",
    term: "Regeneration",
    aka: ["DPF regeneration", "regen", "active regeneration", "forced regeneration", "service regeneration"],
    definition:
      "Burning the trapped soot out of a diesel particulate filter (DPF) by raising exhaust temperature to roughly 1,000–1,200 °F, usually with extra fuel injected late in the cycle. The engine computer runs it automatically during highway driving; short trips interrupt it, and a scan tool can force a stationary one.",
    techNote:
      "Frequent regens mean something is adding soot or the soot-load estimate is wrong: check the DPF differential pressure sensor and its hoses, EGR and injectors. A stationary (forced) regen runs the exhaust extremely hot, so park away from grass and buildings.",
    systems: ["exhaust-system", "ecu"],
  },
  {
    id: "regenerative-braking",
    term: "Regenerative braking",
    aka: ["regen braking", "blended braking"],
    definition:
      "Slowing a hybrid or electric vehicle by running its electric motor as a generator, which returns energy to the high-voltage battery. The brake computer blends it with the friction brakes, so the pads and rotors do little work. That saves wear, but rarely used rotors and slide pins rust and seize.",
    techNote:
      "On hybrids with low-mileage rust and grinding, service slide pins and clean hubs, and brake firmly now and then to scrub rotors. On a Prius, a long-running brake pump and a red brake lamp point to the brake actuator or accumulator, not the regen system.",
    systems: ["brake-system", "abs-system"],
  },
  {
    id: "regulator-rectifier",
    term: "Regulator-rectifier",
    aka: ["rectifier-regulator", "reg/rec", "R/R"],
    definition:
      "The finned electronic unit on a motorcycle that converts the stator's AC output to DC and limits charging voltage. When it fails, the battery either stops charging or is overcharged, which boils the battery, smells of acid and blows bulbs.",
    techNote:
      "With a healthy stator, battery voltage at about 5,000 rpm should sit around 13.5–14.8 V; above about 15 V the regulator is faulty. Check its connector for melted or corroded pins, a common failure point, and fit a MOSFET-type unit if replacing.",
    systems: ["motorcycle-engine", "alternator"],
  },
  {
    id: "relative-compression",
    term: "Relative compression",
    aka: ["relative compression test", "cranking compression test"],
    definition:
      "A quick compression comparison made without removing the spark plugs. A current clamp and lab scope record the starter's current draw while the engine cranks with fuel or ignition disabled: each cylinder's compression stroke makes a current peak, and a weak cylinder shows a lower peak.",
    techNote:
      "Sync to cylinder 1 with a secondary ignition or cam signal to identify the low one. It finds compression faults fast but not their cause: follow up with a compression and leak-down test on the low cylinder.",
    systems: ["advanced-engine", "four-stroke"],
  },
  {
    id: "relay",
    term: "Relay",
    aka: ["electromechanical relay", "relay coil"],
    definition:
      "An electrically operated switch: a small current through its coil closes contacts that carry a large current to a load such as the fuel pump, A/C clutch, horn or cooling fan. This lets a dash switch or computer control high-current circuits. Relays fail by not closing, or by their contacts welding shut so the load stays on.",
    techNote:
      "Standard ISO relays use pins 85 and 86 for the coil (about 50–120 Ω), 30 for power in and 87 for the output. Swap with an identical relay to test, then measure voltage drop across 30 and 87 under load: more than about 0.2 V means burned contacts.",
    systems: ["electrical", "electronics-wiring", "ac-system", "obd"],
  },
  {
    id: "release-bearing",
    term: "Release bearing",
    aka: ["throwout bearing", "throw-out bearing", "clutch release bearing"],
    definition:
      "The bearing that presses on the clutch's pressure plate fingers when you push the clutch pedal, releasing the clutch. On many cars it turns only while the pedal is pressed, so a worn one chirps, whirs or squeals as soon as the pedal moves and goes quiet when released.",
    techNote:
      "Noise that starts with the pedal just touched and stops with the pedal fully up points here; noise only with the pedal fully down points to the pilot bearing. Replace it with every clutch and check its guide sleeve for wear.",
    systems: ["clutch-system"],
  },
  {
    id: "release-fork",
    term: "Release fork",
    aka: ["clutch fork", "clutch release fork"],
    definition:
      "The lever inside the bellhousing that the slave cylinder or clutch cable pushes to move the release bearing against the pressure plate. It pivots on a ball stud. A cracked fork, worn pivot or a fork that has slipped off the stud leaves a heavy, slack or useless clutch pedal.",
    techNote:
      "Watch fork travel through the inspection hole or with a helper; a fork that moves but the clutch does not release suggests a broken fork or pivot. Lubricate the pivot and fork contact points sparingly with high-temperature grease during a clutch job.",
    systems: ["clutch-system"],
  },
  {
    id: "relearn",
    term: "Relearn",
    aka: ["relearn procedure", "learn procedure"],
    definition:
      "A procedure that teaches a control module a value it lost or needs to find again after a repair, battery disconnect or part replacement. Examples include idle and throttle relearns, transmission adaptive relearns, steering-angle sensor calibration, TPMS sensor relearns and grille-shutter or window position relearns.",
    techNote:
      "Some relearns run by driving or a key-on sequence; others need a scan tool. Skipping one causes rough shifting, a surging idle, warning lights or features left unavailable after a battery replacement. Check the service information after any battery disconnect.",
    systems: [
      "transmission",
      "steering-system",
      "alignment",
      "adas-sensor-calibration",
      "cooling-system",
      "clutch-system",
    ],
  },
  {
    id: "relief-valve",
    term: "Relief valve",
    aka: ["pressure relief valve", "relief pressure", "oil pressure relief valve"],
    definition:
      "A spring-loaded valve that opens at a set pressure to protect a hydraulic or refrigerant system. Oil pumps use one to cap oil pressure, power steering pumps to cap pressure at full lock, and A/C compressors to vent refrigerant if high-side pressure becomes dangerous. A stuck or weak relief valve gives low pressure; a stuck-shut one lets pressure spike.",
    techNote:
      "An A/C relief valve venting with an oily mist means head pressure over roughly 500 psi: look for a dead condenser fan, blocked condenser or overcharge before replacing the valve. Groaning at full steering lock is the PS pump at relief pressure; holding it there overheats the fluid.",
    systems: ["ac-system", "steering-system", "four-stroke", "belt-system"],
  },
  {
    id: "reluctor-wheel",
    term: "Reluctor wheel",
    aka: ["reluctor", "reluctor ring", "trigger wheel", "crank trigger wheel"],
    definition:
      "A toothed wheel on the crankshaft or camshaft, often with one or two teeth missing as a reference gap, that the crank or cam position sensor reads as it passes. The engine computer counts the teeth to know engine speed and piston position for spark and injection timing.",
    techNote:
      "A chipped tooth, loose wheel or wrong sensor gap causes false misfire counts, a dead tachometer while cranking, or a no-start. After replacing a crank sensor, reluctor wheel or PCM, run the crankshaft variation (position) learn so misfire detection works.",
    systems: ["ecu", "engine-wont-start", "advanced-engine", "timing-system", "obd"],
  },
  {
    id: "remanufactured-part",
    term: "Remanufactured part",
    aka: ["remanufactured alternator", "remanufactured rack", "reman", "rebuilt part"],
    definition:
      "A used part, such as an alternator, starter, steering rack or transmission, that has been taken apart, cleaned, fitted with new wear parts and tested to factory specifications, then sold for less than new, usually with a core charge for your old part. Quality varies widely by rebuilder.",
    techNote:
      "When a remanufactured unit fails soon after installation, check the cause of the original failure first: an oil or coolant leak dripping on an alternator, a weak battery, or a bad steering hose will kill the next one too. Bench-test on arrival where possible and keep the receipt for warranty.",
    systems: ["alternator", "steering-system", "transmission"],
  },
  {
    id: "repair-harness",
    term: "Repair harness",
    aka: ["harness repair kit", "wiring harness repair", "overlay harness"],
    definition:
      "A factory or aftermarket section of wiring, often with connectors, made to replace a known failure point such as the liftgate hinge harness, door jamb harness or a rodent-damaged engine harness branch, without replacing the whole harness.",
    techNote:
      "Route it exactly as the original, with the same clips and strain relief, or it will flex-crack again. Solder or crimp with sealed splices, staggered so the bundle stays slim, and protect CAN pairs by keeping their twist.",
    systems: ["electronics-wiring", "can-bus-network"],
  },
  {
    id: "reservoir-screen",
    term: "Reservoir screen",
    aka: ["power steering reservoir screen", "reservoir filter"],
    definition:
      "A fine mesh filter inside the power steering fluid reservoir, on the outlet that feeds the pump. When it clogs with debris or thick cold fluid, the pump starves and groans or whines, especially on cold mornings; some Honda and Acura models are known for it.",
    techNote:
      "Remove the reservoir and look through the outlet at the screen. A clogged screen shows foam and bubbles in the reservoir; replace the reservoir (the screen is usually not serviceable) and flush with the correct fluid, such as Honda PSF.",
    systems: ["steering-system"],
  },
  {
    id: "resonator",
    term: "Resonator",
    aka: ["exhaust resonator", "resonator pipe"],
    definition:
      "A small muffler-like chamber in the exhaust that cancels specific droning frequencies rather than overall loudness. Removing it or fitting an aftermarket exhaust without one often causes a highway-speed boom inside the car; a rusted-through resonator makes the exhaust suddenly loud and deep.",
    techNote:
      "Find rust-outs by tapping the shell with the engine off and cold and looking for soot streaks. If a drone started after exhaust work, a correctly tuned resonator or Helmholtz chamber usually fixes it better than a bigger muffler.",
    systems: ["exhaust-system"],
  },
  {
    id: "return-line",
    term: "Return line",
    aka: ["return hose", "low-pressure return line", "fuel return line"],
    definition:
      "The low-pressure line that carries fluid back to its reservoir or tank: from the steering gear through the cooler loop to the power steering reservoir, or on older fuel-injected cars, excess fuel from the pressure regulator back to the gas tank. Rubber return hoses often weep at their clamps.",
    techNote:
      "Power steering return hoses are low-pressure and clamp-on, but a drip near the exhaust is still a fire risk. A pinched fuel return line raises fuel pressure and makes the engine run rich. Use hose rated for the fluid when replacing.",
    systems: ["steering-system", "fuel-system"],
  },
  {
    id: "returnless-fuel-system",
    term: "Returnless fuel system",
    aka: ["returnless fuel", "mechanical returnless", "electronic returnless"],
    definition:
      "A fuel system with no return line from the engine back to the tank. Mechanical returnless systems keep a fixed pressure with a regulator in the tank module; electronic returnless systems, used widely by Ford, vary the pump speed through a pump driver module to hit the pressure the rail pressure sensor reports.",
    techNote:
      "On electronic returnless systems, compare commanded and actual fuel rail pressure PIDs. Cut-outs over bumps or in rain on Ford trucks often trace to the fuel pump driver module or its corroded connector on the frame.",
    systems: ["fuel-system", "obd"],
  },
  {
    id: "reverse-polarity",
    term: "Reverse polarity",
    aka: ["reversed jumper cables", "reversed battery connection"],
    definition:
      "Connecting jumper cables or a battery backward, positive to negative. Current flows the wrong way through every circuit, usually blowing main fuses or fusible links and destroying alternator rectifier diodes, and it can damage control modules. The car may go completely dead or stop charging.",
    techNote:
      "Check main fuses and fusible links first, then the alternator diodes with an AC ripple or diode test, then modules. Some vehicles have a reverse-polarity protection fuse or diode that takes the hit. Disconnect the battery before checking anything further.",
    systems: ["electrical", "alternator", "engine-wont-start"],
  },
  {
    id: "ride-height",
    term: "Ride height",
    aka: ["trim height", "curb height"],
    definition:
      "How high the vehicle sits on its suspension, measured at specified points such as wheel center to fender lip. Sagging springs, a broken coil, a leaking air spring or a lift or lowering kit change it, which changes alignment angles, headlight aim and the aim of ADAS cameras and radar.",
    techNote:
      "Measure on a level floor at correct tire pressures and compare side to side and against spec; a corner clearly lower than its opposite points to a broken or sagging spring or a failed air spring. Vehicles with height sensors may need a ride-height calibration after suspension work.",
    systems: ["suspension", "alignment", "adas-sensor-calibration"],
  },
  {
    id: "riding-the-clutch",
    term: "Riding the clutch",
    aka: ["clutch riding", "slipping the clutch"],
    definition:
      "Driving with the clutch pedal partly pressed, or resting a foot on it, which keeps the clutch slipping. It overheats the friction disc and wears out the release bearing, and is the usual reason a clutch lasts only 20,000–30,000 miles. Long hill starts and trailer launches do the same.",
    techNote:
      "A clutch that smells burnt after a hill start and shows a glazed, blue pressure plate on teardown points to slipping use. Check pedal free play and that the pedal returns fully before blaming the driver.",
    systems: ["clutch-system"],
  },
  {
    id: "ring-gear",
    term: "Ring gear",
    aka: ["flywheel ring gear", "starter ring gear"],
    definition:
      "The toothed ring around the outside of the flywheel or automatic-transmission flexplate that the starter's pinion gear engages to crank the engine. Worn or broken teeth cause grinding or a high whir when starting. The name also refers to the large gear in a differential.",
    techNote:
      "Bump the engine around by hand and inspect the teeth through the starter opening: damage usually sits at a few spots where the engine tends to stop. A cracked flexplate near the ring gear causes a knock at idle; replace it with new bolts.",
    systems: ["engine-wont-start", "transmission"],
  },
  {
    id: "road-force-balance",
    term: "Road force balance",
    aka: ["road force", "road-force balance", "road force variation"],
    definition:
      "A tire-and-wheel balance done on a machine that presses a roller against the spinning tire, like the road does, to measure stiffness variation and runout the tire has even when perfectly balanced. It finds vibrations a normal spin balance cannot fix.",
    techNote:
      "High readings are corrected by match mounting (rotating the tire on the rim) or moving the worst assembly to the rear; shop guidance commonly treats readings above roughly 20–30 lb on a car as worth correcting. Check wheel runout off the car if numbers stay high.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "rodent-deterrent-tape",
    term: "Rodent-deterrent tape",
    aka: ["rodent tape", "capsaicin tape"],
    definition:
      "Wiring tape treated with capsaicin (hot pepper extract) and wrapped over repaired or vulnerable harness sections to discourage mice, rats and squirrels from chewing them again. Some automakers, Honda among them, sell it as a factory part.",
    techNote:
      "Repair chewed wires first with proper splices, then wrap. Remove nests and droppings (wear a mask), close the cabin air intake path, and consider traps or under-hood deterrents; soy-based insulation is often blamed, but any parked car can be attacked.",
    systems: ["electronics-wiring", "engine-wont-start"],
  },
  {
    id: "roller-lifter",
    term: "Roller lifter",
    aka: ["roller tappet", "roller hydraulic lifter"],
    definition:
      "A hydraulic valve lifter with a small roller wheel on the end that rides on the camshaft lobe instead of sliding. It cuts friction, but if the roller's needle bearings fail, the roller skids and wears the cam lobe flat. The 5.7 and 6.4 Hemi are known for this.",
    techNote:
      "A steady tick that becomes a misfire, with metal on the drain plug, is the classic Hemi failure. Confirm with a borescope through the spark plug or lifter bore, or a cam-lobe wear check; replace lifters and camshaft together, plus an oil change and filter.",
    systems: ["four-stroke", "advanced-engine"],
  },
  {
    id: "rolling-circumference",
    term: "Rolling circumference",
    aka: ["tire circumference", "rolling diameter", "rolling radius"],
    definition:
      "The distance a tire covers in one full turn under load. On all-wheel-drive vehicles all four tires must match closely, or the drivetrain constantly slips between front and rear, causing binding and hopping in tight turns and damaging the center coupling or transfer case.",
    techNote:
      "Subaru, for example, limits the difference to about 1/4 in of circumference; other makers set a tread-depth limit, often 2/32–4/32 in. Replace all four, or have a new tire shaved to match. Measure circumference with a tape around the tread at the same pressure.",
    systems: ["transmission", "alignment"],
  },
  {
    id: "rotor",
    term: "Rotor",
    aka: ["brake rotor", "brake disc", "disc rotor"],
    definition:
      "The iron disc that turns with the wheel and that the brake pads squeeze to stop the car. It soaks up the heat of braking. Rotors wear thinner, rust, get scored by worn pads and can develop thickness variation felt as a pulsing pedal or steering wheel shake.",
    techNote:
      "Measure thickness with a micrometer against the minimum cast into the rotor, and lateral runout with a dial indicator (commonly a few thousandths of an inch maximum). Clean hub rust before installing, and torque lug nuts in a star pattern to spec.",
    systems: ["brake-system"],
  },
  {
    id: "rotor-scoring",
    term: "Rotor scoring",
    aka: ["scored rotor", "rotor grooving"],
    definition:
      "Grooves cut into a brake rotor's friction surface, usually by pads worn down to their steel backing, a stone trapped between pad and rotor, or a rusted splash shield rubbing. Deep scoring reduces braking and wears new pads quickly, so the rotor must be replaced or resurfaced.",
    techNote:
      "A fingernail catching in a groove is usually too deep to ignore. Grinding on every stop means metal-to-metal: stop driving and replace pads and rotors, then check the caliper for damage. Refinish only if the rotor stays above minimum thickness.",
    systems: ["brake-system"],
  },
  {
    id: "runout",
    term: "Runout",
    aka: ["radial runout", "runout check"],
    definition:
      "How much a spinning part wobbles off true, measured with a dial indicator. Lateral runout is side-to-side wobble of a brake rotor, wheel or pulley face; radial runout is how far a tire, wheel or pulley is out of round. Excess runout causes vibration, pedal pulsation, belt chirp and uneven wear.",
    techNote:
      "Most brake rotors allow only about 0.002 in (0.05 mm) lateral runout on the car; rust on the hub face is a common cause. For tire vibration, measure radial runout of the tire and bare rim and match mount to cancel high spots.",
    systems: ["alignment", "brake-system", "belt-system"],
  },
  {
    id: "rust-jacking",
    term: "Rust jacking",
    aka: ["rust jack", "rust scale buildup"],
    definition:
      "Rust building up between two parts and forcing them apart, because rust takes up more space than the metal it came from. In salt-belt vehicles it lifts ABS tone rings and pushes wheel-speed sensors away, and it jams brake pads in caliper brackets.",
    techNote:
      "Classic signs are ABS activating in the last few mph of a stop, cold-weather ABS lights and seized pads. Remove the sensor or pads, scrape and wire-brush the mounting surfaces to bare metal, and apply a thin anti-seize or brake lubricant as the maker allows.",
    systems: ["abs-system", "brake-system", "obd"],
  },
  {
    id: "s-terminal",
    term: "S terminal",
    aka: ["starter S terminal", "solenoid S terminal", "start terminal", "terminal 50"],
    definition:
      "The small terminal on the starter solenoid that receives the start signal from the key, push-button or starter relay. When it gets 12 volts, the solenoid pushes the starter gear into the flywheel and closes the heavy contacts that power the motor. It is the dividing point for a no-crank diagnosis.",
    techNote:
      "Back-probe it while a helper holds the key in START: 10.5 V or more with no crank condemns the starter or its heavy cables; little or no voltage points upstream to the relay, neutral safety or clutch switch, immobilizer or wiring. Heat-soaked starters may need a relay added at the S terminal.",
    systems: ["engine-wont-start", "electrical"],
  },
  {
    id: "saddle-tank",
    term: "Saddle tank",
    aka: ["saddle-type fuel tank", "dual-lobe fuel tank"],
    definition:
      "A fuel tank shaped like a saddle, with two lobes on either side of the driveshaft or exhaust, used on many rear- and all-wheel-drive cars. The pump sits in one side, and a jet pump or transfer pump moves fuel across from the other side; if that fails, the engine can starve with the gauge still showing a quarter tank.",
    techNote:
      "Each side usually has its own level sender, so gauge errors are common too. After pump replacement, confirm the jet pump hose is connected; a disconnected or kinked crossover line is a classic cause of running out of fuel early.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "sai",
    term: "SAI",
    aka: ["steering axis inclination", "KPI", "kingpin inclination"],
    definition:
      "Steering axis inclination: the inward tilt of the line the front wheel steers around, through the upper and lower ball joints or strut mount, seen from the front. It helps the steering return to center. SAI cannot be adjusted, so a reading that differs side to side reveals a bent strut, knuckle or control arm after a curb strike.",
    techNote:
      "Read SAI with camber and included angle on the alignment rack. If camber or caster will not come into spec and SAI is off on that side, a part is bent; compare the included angle (SAI plus camber) to tell a bent strut from a bent knuckle or shifted crossmember.",
    systems: ["alignment", "suspension", "steering-system"],
  },
  {
    id: "scan-tool",
    term: "Scan tool",
    aka: ["scanner", "diagnostic scan tool", "code reader"],
    definition:
      "A tool that plugs into the OBD-II diagnostic port under the dash to read and clear trouble codes, view live data and freeze-frame data, and check readiness monitors. Basic code readers handle engine codes only; professional scan tools reach every module (ABS, airbag, body, transmission) and run tests, relearns and calibrations.",
    techNote:
      "A scan tool that powers up but cannot talk to any module points to the DLC wiring or a network fault; check pin 16 (power), pins 4 and 5 (grounds) and about 60 Ω across pins 6 and 14 on CAN cars with the key off.",
    systems: ["obd", "can-bus-network", "ecu"],
  },
  {
    id: "schrader-valve",
    term: "Schrader valve",
    aka: ["valve core", "Schrader core", "service port valve"],
    definition:
      "A spring-loaded valve, like the one in a tire's valve stem, used in A/C service ports, fuel rail test ports and tire valves. It opens when a gauge or hose presses its center pin and seals again when removed. A leaking core lets refrigerant or fuel seep out and can slowly empty an A/C system.",
    techNote:
      "Check with a UV light or soapy water at the port, then cap it; the plastic service cap is a secondary seal. Replace A/C cores with the correct type for R-134a or R-1234yf using a core tool. A fuel rail test port that wets with fuel must be fixed before the car is driven.",
    systems: ["ac-system", "fuel-system", "engine-wont-start"],
  },
  {
    id: "scr",
    term: "SCR",
    aka: ["selective catalytic reduction", "SCR catalyst"],
    definition:
      "Selective catalytic reduction: the diesel emissions system that sprays diesel exhaust fluid (DEF, a urea solution) into the exhaust ahead of a special catalyst, turning nitrogen oxides (NOx) into nitrogen and water. If the system detects a fault or poor DEF, the truck shows a countdown and then limits speed.",
    techNote:
      "Check DEF quality with a refractometer (about 32.5% urea), then the NOx sensors, DEF doser, pump and heater. Crystallized urea at the doser or mixer is common; clear it and find the cause instead of repeatedly resetting the warning.",
    systems: ["exhaust-system"],
  },
  {
    id: "scrub-radius",
    term: "Scrub radius",
    aka: ["steering offset"],
    definition:
      "The distance, at the road surface, between the point where the steering axis meets the ground and the center of the tire's contact patch. The factory sets it so the car tracks straight and steers smoothly. Wheels with different offset or spacers change it, causing heavy steering, tramlining on grooved pavement and kickback over bumps.",
    techNote:
      "It cannot be set on an alignment rack; restore it by returning to wheels with the factory offset and removing spacers. Also check tire width and load rating, as wider tires make the car follow ruts even with correct scrub radius.",
    systems: ["alignment", "steering-system"],
  },
  {
    id: "secondary-air-injection",
    term: "Secondary air injection",
    aka: ["secondary air system", "smog pump", "secondary air pump", "air injection reactor"],
    definition:
      "An emissions system that pumps fresh air into the exhaust for the first minute or two after a cold start, helping burn off unburned fuel and heat the catalytic converter faster. An electric pump, a check valve and a shutoff valve do the work; failed parts set P0410, P0411 or P2440-series codes.",
    techNote:
      "Listen for the pump running at cold start. Water from a failed check valve often rusts the pump; check valves and hoses before condemning it. Backfiring on deceleration can come from a stuck-open air valve feeding air to the exhaust at the wrong time.",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "self-adjuster",
    term: "Self-adjuster",
    aka: ["star wheel adjuster", "drum brake self-adjuster", "automatic brake adjuster"],
    definition:
      "A mechanism in drum brakes, usually a threaded star wheel with a lever and cable, that lengthens as the shoes wear to keep them close to the drum. If it seizes or is installed on the wrong side, the rear shoes drift away from the drum, leaving a low pedal that rises after pumping.",
    techNote:
      "Clean and lubricate the threads, check the lever engages the star wheel, and confirm left and right adjusters are not swapped (they are often threaded opposite). Set the shoes with a shoe-setting gauge after the job; many adjust further when you back up and brake firmly.",
    systems: ["brake-system"],
  },
  {
    id: "self-adjusting-quadrant",
    term: "Self-adjusting quadrant",
    aka: ["clutch quadrant", "clutch pedal quadrant"],
    definition:
      "A toothed plastic sector on the clutch pedal of many cable-clutch cars, including Mustangs through 2004, that takes up cable slack automatically with a spring-loaded pawl. When its teeth strip or the pawl wears, the bite point wanders or the pedal suddenly goes slack and the clutch won't release.",
    techNote:
      "Replace the cable and quadrant together; many owners fit an aftermarket metal quadrant with a firewall adjuster and set free play by hand. Check the firewall for flex or cracks where the cable passes through.",
    systems: ["clutch-system"],
  },
  {
    id: "sensor-ground",
    term: "Sensor ground",
    aka: ["signal ground", "sensor return", "low reference"],
    definition:
      "The dedicated ground circuit that runs from a control module to its sensors, separate from the heavy engine grounds, so sensor signals are measured against a clean zero. When a shared sensor ground opens or picks up resistance, several unrelated sensors read wrong at once or change when fans and lights switch on.",
    techNote:
      "Measure voltage drop from the sensor ground pin to the module ground or battery negative with the engine running and loads on; more than about 0.1 V skews readings. Multiple codes that share one low-reference circuit point to that circuit or a splice.",
    systems: ["ecu", "electronics-wiring"],
  },
  {
    id: "sensor-id",
    term: "Sensor ID",
    aka: ["TPMS sensor ID", "sensor identification"],
    definition:
      "The unique code each tire pressure sensor broadcasts so the car knows which sensor it is hearing and which corner it sits on. When sensors are replaced or wheels are moved, the car must learn the new IDs and positions, or the TPMS light flashes and stays on or shows pressures at the wrong wheel.",
    techNote:
      "Read each ID with a TPMS tool before removing wheels, and write it down. After rotation or new sensors, run the relearn (scan tool, tool-triggered, or drive cycle as the maker specifies). A flashing light for about a minute then steady means a system fault, not low pressure.",
    systems: ["alignment", "ecu"],
  },
  {
    id: "serpentine-belt",
    term: "Serpentine belt",
    aka: ["serpentine drive belt", "multi-rib belt", "poly-V belt"],
    definition:
      "The single long ribbed belt that winds around the crankshaft pulley to drive the alternator, A/C compressor, power steering pump and often the water pump, kept tight by an automatic tensioner. If it breaks, the battery light comes on, steering goes heavy and, on many engines, the engine overheats within minutes.",
    techNote:
      "Modern EPDM belts rarely crack; check rib wear with a belt wear gauge instead. Replace at signs of rib material loss, chunking or glazing, and check the tensioner, idlers and pulley alignment at the same time. Route it using the diagram under the hood.",
    systems: ["belt-system", "alternator", "cooling-system", "four-stroke"],
  },
  {
    id: "service-mode",
    term: "Service mode",
    aka: ["maintenance mode", "brake service mode", "pad change mode"],
    definition:
      "A scan-tool or button-sequence mode that retracts the motors of an electric parking brake so the rear pads can be changed without forcing and ruining the caliper. If the system is left in service mode after the job, the parking brake does nothing and the car can roll when parked.",
    techNote:
      "Enter service mode before pushing back rear pistons, keep the battery stable, then exit the mode and run the EPB apply or calibration routine. Confirm apply, release and auto-apply in Park before returning the car.",
    systems: ["brake-system"],
  },
  {
    id: "setback",
    term: "Setback",
    aka: ["wheel setback"],
    definition:
      "How far one front wheel sits behind the other, measured as an angle from the centerline. Most vehicles have almost none. A measurable setback after a pothole or curb strike usually means a bent control arm, knuckle or shifted subframe, and it can make the car pull or the steering wheel sit off-center.",
    techNote:
      "Setback is read on the alignment rack but not adjusted: find the bent or shifted part by comparing SAI, caster and wheelbase side to side. A subframe that moved on its mounts can sometimes be shifted back before new parts are needed.",
    systems: ["alignment", "steering-system", "suspension"],
  },
  {
    id: "shackle",
    term: "Shackle",
    aka: ["leaf spring shackle", "spring shackle"],
    definition:
      "The short swinging link that connects one end of a leaf spring to the frame. It lets the spring get longer and shorter as it flexes over bumps. Worn shackle bushings squeak on every bump, and a rusted or broken shackle lets the axle shift and the truck lean.",
    techNote:
      "Pry between the shackle and frame to check bushing play, and inspect the frame hanger for rust. Tighten shackle bolts with the truck at ride height so the bushings aren't preloaded, and retorque U-bolts after any leaf-spring work.",
    systems: ["suspension"],
  },
  {
    id: "shielded-cable",
    term: "Shielded cable",
    aka: ["shielded wire", "drain wire"],
    definition:
      "Wiring wrapped in a foil or braided metal shield, often with a bare drain wire, that protects weak signals from electrical noise. Crank and knock sensors, backup camera video and some audio lines use it. A shield broken or grounded at the wrong end during a repair lets noise in, causing erratic readings or a rolling, striped camera picture.",
    techNote:
      "Most automotive shields are grounded at one end only, at the module; grounding both ends creates a ground loop. Repair with a shielded splice kit, restoring the shield and drain wire, and keep the repair away from ignition coils and alternator cables.",
    systems: ["electronics-wiring", "infotainment"],
  },
  {
    id: "shift-cable",
    term: "Shift cable",
    aka: ["shifter cable", "shift cable bushing", "transmission shift cable"],
    definition:
      "The cable linking the gear selector in the cabin to the lever on the transmission. Its small rubber or plastic end bushing often crumbles, so the shifter flops loosely, the car stays in a gear other than the one shown, or it won't start in Park. A stretched or misadjusted cable causes the same mismatch.",
    techNote:
      "Check the cable end at the transmission lever for a missing bushing first; repair kits replace just the bushing. After any repair, confirm the range sensor and the cluster show the gear actually selected, and that the engine starts only in Park and Neutral.",
    systems: ["transmission", "engine-wont-start"],
  },
  {
    id: "shift-interlock",
    term: "Shift interlock",
    aka: ["brake-shift interlock", "BTSI", "brake transmission shift interlock", "shift lock"],
    definition:
      "A solenoid that locks the gear selector in Park until the brake pedal is pressed, so the car can't be knocked into gear by accident. It takes its signal from the brake light switch; a bad switch or interlock leaves the shifter stuck in Park, and on push-button cars can also stop the engine from starting.",
    techNote:
      "Check the brake lights first: if they don't work, the brake light switch is the likely cause of both faults. Most cars have a shift-lock override slot near the shifter to get the car into Neutral for towing.",
    systems: ["electrical", "engine-wont-start", "transmission", "abs-system"],
  },
  {
    id: "shift-solenoid",
    term: "Shift solenoid",
    aka: ["transmission solenoid", "shift control solenoid"],
    definition:
      "An electrically operated valve in an automatic transmission that the transmission computer switches to direct fluid to the clutches and bands for each gear. A failed solenoid or circuit leaves the transmission stuck in one gear or skipping gears, with codes such as P0750–P0770.",
    techNote:
      "Measure solenoid resistance at the case connector against spec (many on-off solenoids read roughly 10–40 Ω) and check circuit voltage with the scan tool commanding it. Debris in the fluid can stick a good solenoid, so look at the pan and filter before replacing parts.",
    systems: ["transmission", "obd"],
  },
  {
    id: "shim-bucket",
    term: "Shim bucket",
    aka: ["shim-over-bucket", "shim-under-bucket", "valve shim", "bucket tappet"],
    definition:
      "A valve adjustment design used on many overhead-cam car and motorcycle engines: a cup-shaped bucket sits on the valve stem under the cam lobe, and a hardened shim of a chosen thickness on top of or under it sets the valve clearance. Clearance is changed by swapping in a thicker or thinner shim.",
    techNote:
      "Measure clearances cold with feeler gauges, record them, and calculate the new shim size. Tight intake or exhaust clearance (especially on exhaust valves) causes hard hot restarts and burned valves; clatter means clearance is too loose.",
    systems: ["four-stroke", "motorcycle-engine"],
  },
  {
    id: "shock-absorber",
    term: "Shock absorber",
    aka: ["shock"],
    definition:
      "A hydraulic cylinder at each wheel that controls how fast the spring compresses and rebounds, so the car settles after a bump instead of bouncing. A worn shock lets the body float, dive and wallow and the tires bounce, which lengthens stopping distances and cups the tire tread.",
    techNote:
      "Oil coating the body (not just a light film) means a leaking shock. After a bump, a good one settles in about one rebound. Replace in axle pairs, and check the mounts and bushings, as a clunk often comes from a worn mount rather than the shock itself.",
    systems: ["suspension", "alignment"],
  },
  {
    id: "short-block",
    term: "Short block",
    aka: ["short-block engine"],
    definition:
      "An engine block assembled with the crankshaft, connecting rods and pistons installed, but without cylinder heads, timing parts, oil pan and intake. Replacing a damaged bottom end with a short block costs less than a complete engine but means swapping over the heads and everything bolted to them.",
    techNote:
      "Inspect and machine or replace the heads if they overheated or hydrolocked, and replace all gaskets, the timing components and torque-to-yield head bolts. A long block adds the heads and valvetrain, which is often the better choice after overheating.",
    systems: ["four-stroke", "advanced-engine"],
  },
  {
    id: "short-finder",
    term: "Short finder",
    aka: ["short circuit finder", "short tracer"],
    definition:
      "A tool for tracing a short to ground without burning through fuses: a pulsing circuit breaker replaces the blown fuse, and a handheld magnetic sensor follows the pulsing current along the harness. The needle or signal stops where the current leaves the wire into the body, marking the short.",
    techNote:
      "Use it in place of repeated fuses, which can overheat wiring. Flex harness sections near brackets, seat tracks and door hinges while watching the sensor. A toneless buzzer pulse is easier to hear near stereo or body panels.",
    systems: ["electrical", "electronics-wiring"],
  },
  {
    id: "short-to-ground",
    term: "Short to ground",
    aka: ["shorted to ground", "grounded circuit", "dead short"],
    definition:
      "A fault where a powered wire touches the car's metal body or a ground wire before reaching its load, so current bypasses the load. It usually blows the fuse instantly or every time a switch is turned on, and chafed wires near brackets, seat tracks and new accessories are common causes.",
    techNote:
      "With the fuse out and loads unplugged, measure resistance from the circuit to ground: near 0 Ω confirms the short. Split the circuit at connectors to find which section holds it, or use a short finder. A CAN wire shorted to ground reads 0 V and can take down the network.",
    systems: ["electronics-wiring", "electrical", "can-bus-network", "fuel-system"],
  },
  {
    id: "short-to-voltage",
    term: "Short to voltage",
    aka: ["short to power", "short to B+"],
    definition:
      "A fault where a wire picks up voltage from another powered circuit it should not touch, usually through melted insulation or a water-bridged connector. The symptom is things switching on by themselves or together, like lights that glow with the switch off or a module that never sleeps.",
    techNote:
      "Unplug the load and check the circuit for voltage with its switch off: any voltage shows the short. Separate connectors and harness sections one by one while watching the reading to find where the two circuits meet.",
    systems: ["electronics-wiring", "electrical"],
  },
  {
    id: "slave-cylinder",
    term: "Slave cylinder",
    aka: ["clutch slave cylinder", "external slave cylinder"],
    definition:
      "The hydraulic cylinder on the transmission that the clutch master cylinder pushes fluid to when you press the pedal. Its piston moves the release fork or bearing to disengage the clutch. A leaking slave cylinder makes the pedal sink or feel spongy and the clutch drag, so gears grind from a stop.",
    techNote:
      "An external slave shows wetness or a rubber boot full of fluid; an internal (concentric) slave leaks inside the bellhousing with nothing visible but a dropping reservoir. Replace with the line bled per the maker's method, often gravity or reverse bleeding.",
    systems: ["clutch-system"],
  },
  {
    id: "slide-pins",
    term: "Slide pins",
    aka: ["caliper slide pins", "caliper guide pins", "caliper pins"],
    definition:
      "The smooth pins, sealed in rubber boots, that a floating brake caliper slides on so both pads press evenly. When they rust or their grease dries out, the caliper sticks: the inner pad wears to metal while the outer still looks thick, the brakes drag and the car may pull when braking.",
    techNote:
      "Pull the pins at every pad change, clean the bores, and relubricate with high-temperature silicone or the grease specified; petroleum grease swells the boots. A pin that won't slide by hand or a torn boot means replace the pin and boot kit.",
    systems: ["brake-system"],
  },
  {
    id: "slip-joint",
    term: "Slip joint",
    aka: ["slip yoke", "telescoping shaft"],
    definition:
      "A splined sliding joint that lets a shaft change length. In the steering column intermediate shaft it absorbs motion between body and steering gear; on GM pickups and SUVs a dry one clunks when turning slowly. Exhaust systems also use slip joints where two pipes overlap and are clamped.",
    techNote:
      "For a steering slip-joint clunk, feel the intermediate shaft while a helper rocks the wheel at a standstill; lubrication kits or a new shaft fix it. An exhaust slip joint that blows out under load needs a new clamp, or a welded joint if the pipes are thin.",
    systems: ["steering-system", "exhaust-system"],
  },
  {
    id: "slip-rings",
    term: "Slip rings",
    aka: ["collector rings", "alternator slip rings"],
    definition:
      "Two smooth copper rings on the alternator rotor shaft that the brushes ride on to feed field current into the spinning rotor. When the rings wear, get grooved or contaminated by oil or coolant, or the brushes wear short, output drops out and the battery light flickers, often at idle.",
    techNote:
      "Worn slip rings and brushes are usually fixed by a remanufactured alternator. Find and fix any oil or coolant leak dripping on the alternator first, or the replacement fails the same way.",
    systems: ["alternator"],
  },
  {
    id: "sludge",
    term: "Sludge",
    aka: ["oil sludge", "engine sludge"],
    definition:
      "Thick black tar-like deposits of oxidized oil, moisture and combustion byproducts that build up inside an engine when oil changes are overdue, trips are short, or the crankcase ventilation is blocked. Sludge plugs the oil pickup screen and oil passages, dropping oil pressure and wearing cams, bearings and timing chains.",
    techNote:
      "Look under the oil filler cap and valve cover. Light sludge can respond to repeated short oil-change intervals with a quality synthetic; heavy sludge needs the pan and pickup cleaned. Always check and replace the PCV valve and hoses.",
    systems: ["four-stroke", "advanced-engine"],
  },
  {
    id: "smart-charging",
    term: "Smart charging",
    aka: ["regulated voltage control", "RVC", "variable voltage control"],
    definition:
      "A charging system in which the engine computer varies alternator output, using a battery current and temperature sensor, to save fuel. When the battery is charged, it may let voltage drop to about 12.5–13 volts while cruising, then raise it on deceleration or when the battery is low. GM calls it regulated voltage control.",
    techNote:
      "A low voltage reading alone is not a fault on these cars; check the commanded voltage and battery state of charge in the scan tool. After installing a new battery, reset or register it and keep the current sensor on the negative cable connected correctly.",
    systems: ["alternator", "obd", "electrical"],
  },
  {
    id: "smart-key",
    term: "Smart key",
    aka: ["proximity key", "Intelligent Key", "keyless go"],
    definition:
      "A key fob that lets you unlock the doors and start a push-button car while it stays in your pocket; antennas in the car find the fob and confirm its code. A weak fob battery, interference or a failed antenna brings up a 'key not detected' message; most cars still start if you hold the fob against the start button.",
    techNote:
      "Replace the fob battery first and try the backup location (start button or a marked spot in the console or column). Random battery drains can come from a fob stored near the car, which keeps the system waking up.",
    systems: ["engine-wont-start", "electrical"],
  },
  {
    id: "smoke-test",
    term: "Smoke test",
    aka: ["smoke machine test", "EVAP smoke test"],
    definition:
      "Finding leaks by filling a system with harmless visible vapor at low pressure and watching where it escapes. It is the standard way to find EVAP leaks, intake vacuum leaks and exhaust leaks ahead of the oxygen sensors, which are often too small to hear or see any other way.",
    techNote:
      "For EVAP, seal the vent valve closed with the scan tool and introduce smoke at the service port or filler neck; use no more than about 0.5 psi on EVAP systems. A UV light helps see dye-laced smoke at small leaks such as a P0456 at 0.020 in. For intake leaks, block the intake after the air filter.",
    systems: ["fuel-system", "obd", "advanced-engine", "exhaust-system", "engine-wont-start"],
  },
  {
    id: "solder-joint",
    term: "Solder joint",
    aka: ["cracked solder joint", "cold solder joint"],
    definition:
      "The small blob of solder that holds a component to a circuit board. Heat cycles and vibration crack joints in control modules, such as the 1999–2007 GM truck EBCM and some engine computers, causing faults that come and go with heat, bumps or a tap on the case.",
    techNote:
      "Inspect under magnification for a ring-shaped crack around the pin. Rebuild services reflow or resolder known weak joints; DIY repair risks damaging the board and voiding any exchange core.",
    systems: ["abs-system", "ecu", "electronics-wiring"],
  },
  {
    id: "solenoid",
    term: "Solenoid",
    aka: ["solenoid valve"],
    definition:
      "An electromagnet with a movable plunger that turns an electrical signal into mechanical movement. Cars use them to open valves (EVAP purge, VVT oil control, transmission shift, coolant valves), to engage the starter and to work door locks. Most are switched on and off or pulsed with PWM by a control module.",
    techNote:
      "Check coil resistance against spec, then command it with a scan tool and listen or feel for the click. A solenoid that clicks but doesn't move fluid is stuck by debris; one with a correct signal and no click has an open coil.",
    systems: ["transmission", "cooling-system", "fuel-system", "electrical"],
  },
  {
    id: "solenoid-pack",
    term: "Solenoid pack",
    aka: ["solenoid body", "solenoid block"],
    definition:
      "An assembly that mounts several transmission solenoids, and sometimes pressure switches, in one replaceable unit on the valve body. Examples include the Chrysler 62TE solenoid pack and the Ford 6R80 and 10R80 solenoid body. A fault inside it can leave the transmission in limp mode or shifting harshly.",
    techNote:
      "Check resistance of each solenoid at the case connector against spec and inspect the connector and pins for fluid wicking. Ford solenoid bodies come with strategy data that must be loaded into the PCM or TCM after replacement, or shifts will be poor.",
    systems: ["transmission", "obd", "ecu"],
  },
  {
    id: "soot-load",
    term: "Soot load",
    aka: ["DPF soot load", "soot loading"],
    definition:
      "How full a diesel particulate filter is with trapped soot, calculated by the engine computer from the pressure difference across the filter and a driving model. When it reaches a set percentage, the engine starts a regeneration to burn it off; a high soot load with failed regens leads to limp mode.",
    techNote:
      "Compare the calculated and measured soot load PIDs. A split or plugged pressure-sensor hose or a failed DPF pressure sensor gives a false load and causes constant or no regens. Repeated high loads also point to injector, EGR or turbo faults adding soot.",
    systems: ["exhaust-system"],
  },
  {
    id: "spark-plug",
    term: "Spark plug",
    aka: ["sparkplug"],
    definition:
      "The part threaded into the cylinder head that fires the spark to light the fuel-air mixture. Its electrodes wear and the gap grows, so the coil has to work harder until misfires start. Modern iridium and platinum plugs often last about 100,000 miles; older copper plugs much less.",
    techNote:
      "Check and set gap to spec, torque to spec (or angle on gasket seats), and use no anti-seize unless the plug maker calls for it. Reading the old plug tells you a lot: oil-fouled, carbon-fouled, white blistered or a cracked insulator each point to different faults.",
    systems: ["four-stroke", "advanced-engine", "two-stroke", "motorcycle-engine"],
  },
  {
    id: "spark-tester",
    term: "Spark tester",
    aka: ["spark gap tester", "adjustable spark tester"],
    definition:
      "A tool that plugs into a coil or spark plug wire and gives the spark a set gap to jump to ground, so you can see whether the ignition system makes a strong spark. Much safer and more reliable than holding a plug against the engine.",
    techNote:
      "Use a tester with a gap that needs about 25 kV or more for a modern coil; a weak coil can fire a plug in open air but not under compression. No spark at any cylinder on a coil-on-plug engine points to a shared feed, crank signal or ignition module, not individual coils.",
    systems: ["engine-wont-start", "four-stroke", "two-stroke", "motorcycle-engine"],
  },
  {
    id: "speed-density",
    term: "Speed density",
    aka: ["speed-density"],
    definition:
      "A way for the engine computer to work out how much air enters the engine without a mass airflow sensor: it calculates airflow from manifold pressure (MAP), engine speed and intake air temperature. Many Chrysler Hemi and GM engines use it, alone or as a backup when the MAF fails.",
    techNote:
      "On speed-density engines, a MAP sensor reading off by a small amount skews fueling on both banks. Compare key-on engine-off MAP against barometric pressure; they should match closely. Vacuum leaks affect these engines less at idle than MAF engines.",
    systems: ["obd", "fuel-system", "ecu"],
  },
  {
    id: "splash-shield",
    term: "Splash shield",
    aka: ["engine splash shield", "undertray", "splash guard"],
    definition:
      "The plastic panel under the engine or inside the wheel well that keeps water, slush and road grime off the belts, pulleys and electrical parts. When it is missing or torn, deep water or snow can soak the serpentine belt and make it squeal or jump off, and debris can get into pulleys.",
    techNote:
      "Reinstall every clip and bolt after service; a hanging shield can be sucked into the belt or drag on the road. A loose shield ticking against a pulley sounds like an engine noise that follows belt speed.",
    systems: ["belt-system"],
  },
  {
    id: "splice-pack",
    term: "Splice pack",
    aka: ["star connector", "splice block", "splice comb"],
    definition:
      "A plug-in connector that joins many wires of one circuit in a single place, used to branch network wires to several modules (GM uses them widely for GMLAN) and for grounds and power feeds. Unplugging the comb or separating legs lets a technician isolate each module or branch when the whole network is down.",
    techNote:
      "Water and corrosion in a splice pack can short CAN High to CAN Low or ground the bus. On the wiring diagram, find the pack for the affected bus, then remove legs one at a time while watching resistance or the scope pattern.",
    systems: ["can-bus-network", "electronics-wiring"],
  },
  {
    id: "spool-valve",
    term: "Spool valve",
    aka: ["control valve spool", "rotary valve"],
    definition:
      "A precision sliding valve that directs hydraulic fluid in power steering gears, racks and Hydro-Boost brake boosters. Turning the steering wheel or pressing the brake moves the spool so pressure goes where it is needed. A sticky spool causes heavy steering on cold mornings or a hard brake pedal with heavy steering together.",
    techNote:
      "Cold-only heavy steering that eases after a few minutes often points to a worn rack or gear valve, not the pump; a pressure test at the gear helps decide. Contaminated fluid is a common cause, so flush when replacing parts.",
    systems: ["steering-system", "brake-system"],
  },
  {
    id: "spring-hanger",
    term: "Spring hanger",
    aka: ["leaf spring hanger", "spring bracket"],
    definition:
      "The bracket welded or riveted to a truck's frame that holds the front eye of a leaf spring or the shackle at the rear. Rust can eat through hangers in the salt belt, letting the axle shift, the truck lean or, in the worst case, the spring pull free.",
    techNote:
      "Probe the hanger and nearby frame with a pick or hammer; flaking scale and holes mean replacement. Bolt-on repair hangers exist for many trucks, but frame rot beyond the hanger needs a frame repair or replacement. Treat it as a safety issue.",
    systems: ["suspension"],
  },
  {
    id: "spring-isolator",
    term: "Spring isolator",
    aka: ["coil spring isolator", "spring insulator", "spring pad"],
    definition:
      "The rubber or plastic pad between a coil spring and its seat that stops metal-to-metal noise and vibration. When it cracks or falls out, the suspension creaks, crunches or squeaks as the body rises and settles; a broken spring end grinding on the seat gives a similar noise and a lower corner.",
    techNote:
      "Inspect with the vehicle on its wheels and with a flashlight at the spring ends. Replace isolators in pairs when installing springs or struts, and seat the spring end against the stop in the seat.",
    systems: ["suspension"],
  },
  {
    id: "spring-seat",
    term: "Spring seat",
    aka: ["spring perch", "upper spring seat"],
    definition:
      "The cup that holds the end of a coil spring, on the strut, control arm or axle. On struts, the upper seat often includes or rests on the strut bearing, so a worn seat causes popping or groaning when turning the wheel in a parking lot.",
    techNote:
      "A rusted-through lower seat on a strut can let the spring drop, so inspect it whenever the car sits low. Replace the upper seat with the strut bearing when fitting new struts, or use a complete strut assembly.",
    systems: ["suspension"],
  },
  {
    id: "spun-bearing",
    term: "Spun bearing",
    aka: ["spun rod bearing", "spun main bearing"],
    definition:
      "An engine bearing shell that has lost its oil film, seized to the crankshaft and turned in its housing. It makes a deep knock that grows louder with load and rpm, and it wrecks the crank and rod. Causes include low oil, a clogged pickup, over-revving and long-overdue oil changes.",
    techNote:
      "Check oil pressure with a mechanical gauge and look for bearing material in the oil and filter. A spun bearing needs the crank machined or replaced and the rod checked, which often makes a short block or used engine the better repair.",
    systems: ["four-stroke", "engine-wont-start"],
  },
  {
    id: "srs",
    term: "SRS",
    aka: ["supplemental restraint system", "SRS module", "airbag control module"],
    definition:
      "The supplemental restraint system: the airbags, seat-belt pretensioners, crash sensors and the module that decides when to fire them. A lit airbag light means the module has found a fault and the airbags may not deploy in a crash. Its harness wiring is yellow and must not be cut or spliced casually.",
    techNote:
      "Disconnect the battery and wait the specified time (often a minute or more) before unplugging any airbag part. Read codes with a scan tool; B0001 on a driver airbag often points to the clock spring. Repairs need approved connectors or harness kits.",
    systems: ["electrical", "electronics-wiring", "obd"],
  },
  {
    id: "stabilitrak",
    term: "StabiliTrak",
    aka: ["Service StabiliTrak"],
    definition:
      "GM's name for its electronic stability and traction control. It brakes individual wheels and cuts engine power to keep the vehicle from sliding. A 'Service StabiliTrak' message means the system switched itself off, often because of a wheel-speed sensor, steering angle sensor, or an engine fault that disables torque reduction.",
    techNote:
      "Scan the engine module as well as the EBCM: a misfire, throttle or MAF code commonly disables StabiliTrak. Wheel-speed sensor codes such as C0035–C0050 and steering angle sensor calibration after an alignment are the next most common causes.",
    systems: ["abs-system", "obd"],
  },
  {
    id: "stabilizer-bar",
    term: "Stabilizer bar",
    aka: ["sway bar", "anti-roll bar", "anti-sway bar"],
    definition:
      "A steel bar linking the left and right suspension that twists to resist body roll in turns. It mounts to the frame or subframe with rubber bushings and to each side with end links. Worn bushings or links rattle and clunk over small bumps; a broken link lets the car lean and wallow in turns.",
    techNote:
      "With the vehicle on its wheels, grab each end link and check for play, and inspect the bar bushings for cracks or squeak. Tighten link nuts with the suspension loaded so the bushings aren't preloaded.",
    systems: ["suspension"],
  },
  {
    id: "staggered-splices",
    term: "Staggered splices",
    aka: ["staggered splice", "offset splices"],
    definition:
      "Spacing the splices along a multi-wire repair so no two joints sit side by side. It keeps the repaired bundle slim enough to fit its conduit and clips, and it stops the splices rubbing through each other's insulation, which could short adjacent wires together later.",
    techNote:
      "Offset each splice by about 1–2 in (25–50 mm) from its neighbor, seal each with adhesive-lined heat shrink, and wrap the bundle. On twisted CAN pairs, stagger the two splices but keep the untwisted length as short as possible.",
    systems: ["electronics-wiring", "can-bus-network"],
  },
  {
    id: "star-pattern",
    term: "Star pattern",
    aka: ["crisscross pattern", "lug nut tightening sequence", "star sequence"],
    definition:
      "Tightening lug nuts (or any circle of bolts) in a crisscross order, across the circle rather than around it, so the wheel or part pulls down evenly. Tightening in a circle or with an impact gun at full power can warp the hub and rotor contact, causing brake vibration, and can loosen wheels.",
    techNote:
      "Snug all nuts by hand in the star order, then torque in two passes to the spec with a torque wrench: often about 76–100 ft-lb on cars and higher on full-size trucks. Recheck after about 50–100 miles on alloy wheels or after hub work.",
    systems: ["alignment", "brake-system"],
  },
  {
    id: "start-stop",
    term: "Start-stop",
    aka: ["stop-start", "auto start-stop", "idle stop"],
    definition:
      "A fuel-saving system that shuts the engine off when the car stops, such as at a red light, and restarts it instantly when you lift off the brake. It needs a heavy-duty AGM or EFB battery, a battery sensor and a tougher starter. The system stops working when the battery is weak, the cabin needs heating or cooling, or the engine is cold.",
    techNote:
      "If it quits working, check battery state of charge and state of health in the scan tool first; a replacement battery must be the correct AGM or EFB type and registered to the car. Many cars disable it until the battery sensor relearns, which can take hours parked.",
    systems: ["alternator", "electrical", "engine-wont-start"],
  },
  {
    id: "starter",
    term: "Starter",
    aka: ["starter motor", "starting motor", "starter solenoid"],
    definition:
      "The electric motor that cranks the engine to start it. Its solenoid pushes a small pinion gear into the flywheel ring gear and switches battery current to the motor. Failing starters click once without cranking, crank slowly, grind, or quit when hot, and the problem is often the battery cables or connections rather than the starter.",
    techNote:
      "Measure cranking voltage at the battery (should stay above about 9.6–10 V) and voltage drop on the positive and ground cables while cranking, under about 0.5 V each. With good cables and 10.5 V or more at the S terminal and no crank, replace the starter.",
    systems: ["engine-wont-start", "electrical"],
  },
  {
    id: "starter-relay",
    term: "Starter relay",
    aka: ["start relay", "crank relay"],
    definition:
      "The relay, usually in the under-hood fuse box, that the ignition switch or engine computer energizes to send power to the starter solenoid's S terminal. A failed relay gives a no-crank with working dash lights, often with no click at all; on motorcycles it often sits near the battery.",
    techNote:
      "Swap with an identical relay from a non-critical circuit such as the horn as a quick test. Then check for coil control (key, clutch or neutral switch and immobilizer input) and output voltage at the relay socket while a helper turns the key.",
    systems: ["engine-wont-start", "motorcycle-engine", "electrical"],
  },
  {
    id: "state-of-charge",
    term: "State of charge",
    aka: ["SOC", "battery state of charge", "resting voltage"],
    definition:
      "How full a battery is, as a percentage. For a 12-volt lead-acid battery at rest, about 12.6 V or more is fully charged, 12.4 V about 75%, 12.2 V about half, and 12.0 V only about a quarter. Cars with battery sensors calculate it and cut comfort loads or start-stop when it drops.",
    techNote:
      "Measure after the car has sat at least a few hours or after removing surface charge. A battery kept below about 75% sulfates and loses capacity, common on cars driven only on short winter trips. State of health, from a conductance tester, is a separate measure of capacity.",
    systems: ["alternator", "electrical"],
  },
  {
    id: "static-calibration",
    term: "Static calibration",
    aka: ["static ADAS calibration", "target calibration"],
    definition:
      "Calibrating a driver-assist camera or radar in the shop with the vehicle parked in front of precisely placed targets, so the sensor learns exactly where straight ahead is. It is required after many windshield replacements, radar bracket repairs and alignments, depending on the maker.",
    techNote:
      "It needs a level floor, specified lighting, correct tire pressures and ride height, an empty vehicle with a full tank per procedure, and targets set by measurement from the thrust line. Failed static calibrations usually trace to setup, not the sensor; save the final report.",
    systems: ["adas-sensor-calibration", "alignment"],
  },
  {
    id: "stator",
    term: "Stator",
    aka: ["alternator stator", "motorcycle stator", "stator winding"],
    definition:
      "The stationary set of copper windings that generates alternating current as magnets spin past it. In a car alternator it surrounds the rotor; on motorcycles it sits under a side cover behind the flywheel and feeds the regulator-rectifier. (An automatic transmission's torque converter also has a part called a stator, which redirects fluid.)",
    techNote:
      "On motorcycles, check stator leg-to-leg resistance (typically well under 1 Ω), no continuity to ground, and AC output between legs rising with rpm (often 50 V AC or more at about 5,000 rpm; check spec). A burned smell or darkened windings confirm failure.",
    systems: ["motorcycle-engine", "alternator"],
  },
  {
    id: "steering-angle-sensor",
    term: "Steering angle sensor",
    aka: ["steering-angle sensor", "SAS", "steering wheel angle sensor", "steering wheel position sensor"],
    definition:
      "A sensor in the steering column, often in the clock spring, that tells the stability control system and driver-assist features where the steering wheel is pointing. The stability system compares it with the yaw-rate sensor to see whether the car is going where the driver steers. An uncalibrated sensor turns on stability, lane-keep or steering warning lights.",
    techNote:
      "Calibrate it with a scan tool after any alignment, steering repair, battery disconnect or column work, with the wheels straight and the steering wheel centered. A sensor that refuses to calibrate may have an off-center steering wheel after alignment, or internal failure.",
    systems: ["abs-system", "adas-sensor-calibration", "alignment", "steering-system"],
  },
  {
    id: "steering-knuckle",
    term: "Steering knuckle",
    aka: ["knuckle", "spindle", "upright"],
    definition:
      "The heavy cast part at each front wheel that carries the wheel bearing and hub, pivots on the ball joints or strut, and is pushed by the tie rod to steer. A bent knuckle after hitting a curb makes the steering bind or the wheel sit wrong, and alignment won't correct it.",
    techNote:
      "Compare SAI and included angle side to side to spot a bent knuckle. Never heat or straighten one; replace it, and check the tie rod, ball joint and strut at the same time. A broken knuckle arm lets the wheel flop: do not drive the car.",
    systems: ["steering-system", "suspension", "alignment"],
  },
  {
    id: "stick-slip",
    term: "Stick-slip",
    aka: ["stick slip"],
    definition:
      "A rapid repeating grab-and-release between two friction surfaces, such as brake pads on a rotor at creep speed (a low groan or moan) or a torque converter clutch or wet clutch with worn fluid (a rumble-strip shudder). It happens when friction rises as sliding speed falls.",
    techNote:
      "For brake groan, look for a manufacturer TSB, as many fixes are a different pad compound or rotor finish. For converter shudder, a fluid change with the right friction modifier may cure it; if it returns quickly, the converter clutch is glazed.",
    systems: ["brake-system", "transmission"],
  },
  {
    id: "stretch-fit-belt",
    term: "Stretch-fit belt",
    aka: ["stretch belt", "elastic belt"],
    definition:
      "A short serpentine belt made to stretch onto its pulleys with no tensioner, used on some engines to drive the A/C compressor, alternator or water pump. It must be installed with the special tool or a method that rolls it on; prying it on with a screwdriver damages the cords and it slips or comes off.",
    techNote:
      "Stretch-fit belts can't be reused once removed; cut the old one off. If the belt came off, check the driven part (often the A/C compressor) for a seized bearing. Engines that drive the water pump this way overheat when it fails.",
    systems: ["belt-system", "cooling-system", "ac-system"],
  },
  {
    id: "strut",
    term: "Strut",
    aka: ["MacPherson strut", "strut assembly", "quick-strut"],
    definition:
      "A suspension unit that combines a shock absorber with the coil spring mount and also serves as an upper steering pivot, used at the front of most cars and many SUVs. A worn strut causes bouncing, nose-dive and tire cupping; because it locates the wheel, replacing it changes alignment.",
    techNote:
      "Complete strut assemblies (spring, mount and bearing included) avoid the danger of compressing springs. Replace in pairs, torque the top nut with the load on the wheels where specified, and align the car afterward.",
    systems: ["suspension", "alignment"],
  },
  {
    id: "strut-bearing",
    term: "Strut bearing",
    aka: ["strut mount", "upper strut bearing", "strut mount bearing"],
    definition:
      "The bearing at the top of a front strut that lets the strut and spring turn as you steer. When it wears or rusts, the spring binds and releases, causing a pop or groan when turning at low speed, a steering wheel that won't return to center, or a pull toward the direction of the last turn.",
    techNote:
      "With the engine off, turn the wheel while feeling the top of the strut or the coil spring: a jump or clunk locates it. Replace with new struts or as a mount kit and do an alignment afterward.",
    systems: ["suspension", "alignment", "steering-system"],
  },
  {
    id: "subframe",
    term: "Subframe",
    aka: ["cradle", "engine cradle", "K-member", "subframe bushing"],
    definition:
      "A separate frame section bolted under the body of a unibody car or SUV that carries the engine, transmission, steering rack and lower control arms. Its mounts and bushings isolate noise. Loose bolts, worn bushings or a subframe shifted by an impact cause clunks starting and stopping, steering lag and misalignment.",
    techNote:
      "Many subframe bolts are torque-to-yield and must be replaced once loosened; align the subframe with alignment pins or reference marks before torquing. Check for rusted-out mounts in the salt belt.",
    systems: ["suspension", "steering-system", "alignment"],
  },
  {
    id: "suction-side",
    term: "Suction side",
    aka: ["inlet side", "pump inlet", "suction line"],
    definition:
      "The part of a system that feeds a pump, where pressure is below atmospheric. Because it is under suction, a leak there pulls air in instead of letting fluid out: a diesel fuel line leak on the suction side causes hard starts; a collapsing lower radiator hose starves the water pump at high rpm.",
    techNote:
      "Find diesel suction-side air leaks with clear line sections or by pressurizing the line with low air pressure. For cooling systems, the lower hose needs its internal spring; replace soft or collapsing hoses.",
    systems: ["cooling-system", "fuel-system", "engine-wont-start", "steering-system"],
  },
  {
    id: "sulfation",
    term: "Sulfation",
    aka: ["sulphation", "battery sulfation", "sulfated battery"],
    definition:
      "The buildup of hard lead sulfate crystals on a lead-acid battery's plates, which happens when a battery sits partly discharged. It reduces capacity so the battery won't hold a charge. Short trips, long storage without a maintainer, or using a regular battery in a start-stop car all speed it up.",
    techNote:
      "A battery that charges quickly to high voltage but drops back fast and fails a load or conductance test is likely sulfated. Some chargers have a recondition mode that helps if caught early; severely sulfated batteries must be replaced. Use a battery maintainer during storage.",
    systems: ["alternator", "electrical"],
  },
  {
    id: "sun-shell",
    term: "Sun shell",
    aka: ["reaction sun shell", "sun gear shell"],
    definition:
      "A stamped steel shell in a GM 4L60E or 4L65E automatic that connects the 2–4 band and reverse input drum to the reaction sun gear. When it breaks, the transmission keeps 1st and 3rd but loses 2nd, 4th and Reverse, often with grinding and metal in the pan.",
    techNote:
      "Overhaul with a hardened heavy-duty sun shell, new sun gear and thrust washers, and inspect the 2–4 band and reverse input drum. Flush or replace the cooler, as metal debris returns to damage the rebuilt unit.",
    systems: ["transmission"],
  },
  {
    id: "sunroof-drain",
    term: "Sunroof drain",
    aka: ["sunroof drain tube", "moonroof drain"],
    definition:
      "Small tubes at the corners of the sunroof tray that carry rainwater down the pillars and out under the car. When one clogs with debris or pops off its fitting, water overflows into the headliner, down the pillars and onto the floor, where it can soak wiring and modules under the carpet.",
    techNote:
      "Pour a little water in the tray corners and watch it drain under the car. Clear with a flexible trimmer line, not compressed air, which can blow the tube off its fitting. After a soak, check floor-mounted modules and connectors.",
    systems: ["electrical", "ecu", "can-bus-network"],
  },
  {
    id: "supercharger",
    term: "Supercharger",
    aka: ["Roots supercharger", "twin-screw supercharger", "centrifugal supercharger"],
    definition:
      "An engine-driven air pump, turned by the crankshaft through a belt, that forces more air into the engine than it could draw on its own, adding power instantly without turbo lag. Roots and twin-screw types sit on top of the engine; centrifugal types look like a belt-driven turbo compressor.",
    techNote:
      "Common faults are worn bypass valves, coupler or isolator rattle at idle (Ford and GM blowers), bearing noise and belt slip under boost. Check boost against spec with a gauge and smoke-test the intake for leaks after the blower.",
    systems: ["turbo-supercharger", "belt-system"],
  },
  {
    id: "superheat",
    term: "Superheat",
    aka: ["evaporator superheat"],
    definition:
      "How much warmer the refrigerant vapor leaving the evaporator is than its boiling point at that pressure. A little superheat means the evaporator is full of boiling liquid but none reaches the compressor. High superheat means an undercharge or restricted expansion valve; none means flooding.",
    techNote:
      "Measure the suction line temperature at the evaporator outlet and subtract the saturation temperature for the low-side pressure. Roughly 5–15 °F is typical on TXV systems, but charge by weight first: superheat is a diagnostic, not a charging method, on most cars.",
    systems: ["ac-system"],
  },
  {
    id: "synchronizer",
    term: "Synchronizer",
    aka: ["synchro", "synchro ring", "blocker ring"],
    definition:
      "A cone-shaped brass or carbon-lined ring and hub in a manual transmission that matches the speed of the gear and the shaft before the gear engages, so shifts go in smoothly. Worn synchros let the dog teeth clash, grinding when you shift quickly into that gear, often 2nd or 3rd.",
    techNote:
      "Grinding only on fast shifts when warm and normal on slow shifts points to synchros; grinding into every gear from a stop points to clutch release. Use the specified gear oil, as the wrong friction additives make synchros slip.",
    systems: ["transmission", "clutch-system"],
  },
  {
    id: "system-voltage",
    term: "System voltage",
    aka: ["supply voltage", "module supply voltage"],
    definition:
      "The voltage available to a car's electrical system and modules: battery voltage with the engine off and charging voltage, normally about 13.5–14.8 V, with it running. Modules watch it constantly; dips from a weak battery, loose ground or failing alternator set false ABS, steering and network faults.",
    techNote:
      "Read system voltage PIDs in each affected module and compare them with a meter at the battery under load. A difference of more than a few tenths means resistance in that module's feed or ground circuit.",
    systems: ["abs-system", "steering-system", "electrical", "alternator"],
  },
  {
    id: "t-harness",
    term: "T-harness",
    aka: ["T-harness adapter", "T-connector harness", "plug-and-play harness"],
    definition:
      "A short adapter harness that plugs in between an existing connector and its module, tapping into the circuits without cutting factory wires. Remote starters, trackers and trailer-brake controllers use them. A poor-quality or loose T-harness adds resistance or interrupts network and ignition circuits, causing stalls and network glitches.",
    techNote:
      "When faults start after an accessory install, unplug the T-harness and reconnect the factory connectors directly as a test. Check its pins for correct tension and that it was made for the exact model and trim.",
    systems: ["electronics-wiring", "can-bus-network"],
  },
  {
    id: "tank-vent",
    term: "Tank vent",
    aka: ["fuel tank vent", "gas cap vent", "tank breather"],
    definition:
      "The small vent, usually in the gas cap or a breather hose, that lets air into the fuel tank of a motorcycle, small engine or two-stroke tool as fuel is used. When it clogs, a vacuum builds in the tank and fuel stops flowing, so the engine dies after running a while and restarts after the cap is opened.",
    techNote:
      "Run with the cap loosened as a test: if the fault disappears, clean or replace the cap vent or breather hose. On bikes with EVAP canisters, a blocked canister or pinched vent hose causes the same fuel starvation.",
    systems: ["motorcycle-engine", "two-stroke", "fuel-system"],
  },
  {
    id: "tcc-slip-speed",
    term: "TCC slip speed",
    aka: ["TCC slip", "converter slip"],
    definition:
      "The difference between engine speed and transmission input (turbine) speed while the torque converter clutch is applied. Near zero means the clutch is locked; a higher or fluctuating figure means it is slipping or shuddering, which raises highway rpm and fuel use.",
    techNote:
      "Watch TCC slip speed and commanded TCC pressure PIDs at a steady cruise. Slip that hovers at a few hundred rpm when fully commanded, or swings rhythmically with a shudder, points to a worn converter clutch, degraded fluid or a TCC solenoid fault.",
    systems: ["transmission"],
  },
  {
    id: "tcm",
    term: "TCM",
    aka: ["transmission control module", "transmission control unit", "TCU", "transmission computer"],
    definition:
      "The transmission control module: the computer that decides shift points and firmness for an automatic, DCT or CVT, using inputs like vehicle speed, throttle and fluid temperature, and controls the shift solenoids. Some mount inside or on the transmission (Ford PowerShift, GM 6L80) and fail from heat; when it fails, the transmission usually locks in one gear.",
    techNote:
      "Check powers, grounds and network communication (U0101) before condemning it. Replacement modules must be programmed to the VIN, and many need an adaptive or quick-learn procedure afterward. Internal TCMs can fail from fluid wicking into their connector.",
    systems: ["transmission", "ecu", "obd", "can-bus-network"],
  },
  {
    id: "tcs",
    term: "TCS",
    aka: ["traction control", "traction control system", "TRAC", "ASR"],
    definition:
      "The traction control system: it uses the ABS wheel-speed sensors to detect a drive wheel spinning, then brakes that wheel or reduces engine power until it grips. A flashing traction light means it is working; a steady one means it is switched off or has a fault, often a wheel-speed sensor.",
    techNote:
      "Traction control that bogs the engine on dry pavement usually means one wheel-speed sensor reads wrong, or mismatched tire sizes. Compare all four wheel-speed PIDs on a straight road; they should match within about 1 mph.",
    systems: ["abs-system", "obd"],
  },
  {
    id: "techstream",
    term: "Techstream",
    aka: ["Toyota Techstream"],
    definition:
      "Toyota and Lexus's dealer diagnostic software, used with a vehicle interface cable to read codes and data from every module, run active tests and perform procedures such as yaw-rate and deceleration sensor zero-point calibration, brake bleeding and key programming.",
    techNote:
      "Many Toyota procedures, such as zero-point calibration after an alignment (VSC and TRAC OFF lights), need Techstream or an aftermarket tool with the same functions. A J2534 pass-through device with a Toyota software subscription can run it.",
    systems: ["abs-system", "obd", "ecu"],
  },
  {
    id: "tensile-cord",
    term: "Tensile cord",
    aka: ["belt cord", "tension cord"],
    definition:
      "The strong cords wound inside a belt that carry the pulling load: usually polyester or aramid in a serpentine belt, fiberglass in a timing belt. The rubber ribs or teeth only grip the pulleys. When the belt edge frays from misalignment, the cord can unwind and flap, tick against covers or wrap around a pulley.",
    techNote:
      "A belt with a loose cord strand must be replaced right away; trim nothing. Find the cause, usually pulley misalignment, a wobbling idler, or a belt rubbing a bracket or splash shield, before fitting the new belt.",
    systems: ["belt-system", "timing-system"],
  },
  {
    id: "tensioner",
    term: "Tensioner",
    aka: ["timing chain tensioner", "timing belt tensioner", "hydraulic chain tensioner"],
    definition:
      "Any device that keeps a belt or chain at the right tightness as it wears and the engine heats up. Accessory belts use a spring-loaded arm; timing belts use a spring or hydraulic tensioner pulley; timing chains use an oil-pressure-fed plunger pressing on a guide. A weak timing tensioner lets the chain or belt slap and jump a tooth, which can wreck an interference engine.",
    techNote:
      "A timing-chain rattle for a few seconds at cold start is the classic sign of a tensioner that leaks down overnight, as on Mini and VW 2.0T engines; fix it promptly. Replace timing belt tensioners with every belt, and check hydraulic ones for leaks and a ratchet that holds.",
    systems: ["timing-system", "belt-system", "alternator"],
  },
  {
    id: "tensioner-damper",
    term: "Tensioner damper",
    aka: ["tensioner shock", "damped tensioner"],
    definition:
      "The friction or hydraulic damping inside an automatic belt tensioner that keeps its arm from bouncing as the engine fires. When the damping wears out, the arm shakes and the belt flaps at idle, the belt chirps at shutdown, and accessories and pulleys wear early.",
    techNote:
      "Watch the arm at idle: more than slight movement, or a jump at shutdown, means a worn damper. Some tensioners use a separate hydraulic strut; check it for leaks. Replace the tensioner, not just the belt, and check the arm pivot bushing.",
    systems: ["belt-system"],
  },
  {
    id: "tensioner-position-indicator",
    term: "Tensioner position indicator",
    aka: ["tensioner pointer", "tensioner wear marks", "belt wear indicator marks"],
    definition:
      "The pointer and marked range on many automatic belt tensioners that show whether the belt length is within limits. The pointer should sit inside the range with a new belt; past the worn-belt mark means the belt has stretched or the wrong belt is fitted.",
    techNote:
      "A new belt with the pointer off the scale means the wrong belt length or a part mounted incorrectly. A belt that squeals with the pointer in range points to the tensioner spring or damper, or to glazed pulleys.",
    systems: ["belt-system"],
  },
  {
    id: "tensioner-shoe",
    term: "Tensioner shoe",
    aka: ["chain tensioner shoe", "tensioner pad", "tensioner guide shoe"],
    definition:
      "The plastic or nylon-faced pad that a chain tensioner pushes against the timing or cam chain. It wears as the chain slaps; once worn through, the chain can hit metal and bits of plastic show up in the oil filter. Harley-Davidson Twin Cam engines and several Nissan engines are known for worn shoes.",
    techNote:
      "Inspect through the cam cover or timing cover and replace shoes at the maker's interval or whenever plastic turns up in the oil. On Twin Cams, many shops fit hydraulic tensioners or gear-drive conversions during the job.",
    systems: ["motorcycle-engine", "timing-system"],
  },
  {
    id: "terminal-tension",
    term: "Terminal tension",
    aka: ["pin drag test", "pin drag", "terminal drag", "pin fit", "terminal fit"],
    definition:
      "How tightly a female connector terminal grips the pin it plugs onto. A spread or worn terminal makes a loose contact that heats up, corrodes and drops out over bumps or when wiggled, even though the wire looks fine. The pin drag test checks it by sliding the correct-size male test pin into the terminal and feeling the resistance.",
    techNote:
      "Use the matching pin from a terminal test kit, never a meter probe, which spreads the terminal. You should feel a light, even drag; a pin that slides in with no resistance or falls out under its own weight fails. Replace the terminal, do not crimp it tighter.",
    systems: ["electronics-wiring", "can-bus-network", "abs-system", "ecu"],
  },
  {
    id: "terminating-resistor",
    term: "Terminating resistor",
    aka: ["termination resistor", "CAN terminating resistor", "bus termination", "end-of-line resistor"],
    definition:
      "One of two 120 Ω resistors at the far ends of a high-speed CAN bus, usually inside two modules such as the engine computer and instrument cluster. They absorb signals at the end of the wires so they don't echo back and corrupt data. Together they measure about 60 Ω across CAN High and CAN Low.",
    techNote:
      "With the battery disconnected, measure across DLC pins 6 and 14: about 60 Ω is normal, about 120 Ω means one terminating module or a branch is open, and near 0 Ω means the two wires are shorted together.",
    systems: ["can-bus-network", "obd"],
  },
  {
    id: "test-light",
    term: "Test light",
    aka: ["test lamp", "circuit tester", "LED test light"],
    definition:
      "A probe with a bulb or LED and a ground clip that lights when the probe touches a live circuit. Because an incandescent test light draws current, it shows whether a circuit can carry a load, which a multimeter alone may not; a wire with a bad connection can read 12 V on a meter yet fail to light the lamp.",
    techNote:
      "Use an LED or logic probe, not an incandescent light, on sensor and computer circuits, which a bulb's current can damage. Connect the clip to a known-good ground and test it on the battery before trusting a no-light reading.",
    systems: ["electronics-wiring", "electrical", "engine-wont-start", "ecu"],
  },
  {
    id: "thermal-runaway",
    term: "Thermal runaway",
    aka: ["battery thermal event", "cell venting"],
    definition:
      "A lithium-ion cell overheating in a way that feeds itself: once a damaged, shorted or overcharged cell passes roughly 300–400 °F, its chemistry gives off heat and flammable gas faster than the pack can shed them. The fire spreads from cell to cell, needs thousands of gallons of water to cool, and can reignite hours or days later.",
    techNote:
      "Warning signs are hissing or popping from the pack, white or gray vapor with a sweet chemical smell and sudden heat under the floor. Get everyone at least 50 feet away and call 911, saying it is an electric vehicle; a car that has had a battery fire is stored outdoors, 50 feet from anything, for days.",
    systems: ["electric-vehicle", "hybrid-system"],
  },
  {
    id: "thermistor",
    term: "Thermistor",
    aka: ["NTC thermistor", "PTC thermistor"],
    definition:
      "A resistor whose resistance changes with temperature. Most automotive temperature sensors use NTC thermistors, whose resistance falls as they warm: coolant, intake air, transmission fluid, A/C evaporator and seat heater sensors all work this way. A faulty one makes the computer think the engine is hotter or colder than it is.",
    techNote:
      "Values differ by maker: a GM coolant sensor reads about 3,500 Ω at 68 °F and about 180 Ω at 212 °F, while many Ford sensors read far higher, so use the factory chart. Check the PID against an infrared thermometer at the sensor; an open circuit reads -40 °F.",
    systems: ["cooling-system", "ac-system", "electrical", "engine-wont-start", "advanced-engine"],
  },
  {
    id: "thermostat",
    term: "Thermostat",
    aka: ["engine thermostat", "coolant thermostat"],
    definition:
      "The temperature-controlled valve between the engine and radiator that stays closed while the engine warms up, then opens to hold coolant at operating temperature, typically opening around 180–205 °F (82–96 °C). Stuck closed, it overheats the engine within minutes; stuck open, the engine runs cold, the heater is weak and fuel economy drops.",
    techNote:
      "Stuck open sets P0128. Stuck closed shows a hot upper hose and a cool lower hose while the gauge climbs. Replace with the correct opening temperature and an OE-quality part, bleed the air out, and check the gasket or housing.",
    systems: ["cooling-system", "obd", "fuel-system"],
  },
  {
    id: "thread-insert",
    term: "Thread insert",
    aka: ["threaded insert", "Heli-Coil", "Time-Sert", "thread repair insert"],
    definition:
      "A replacement thread fitted into a stripped bolt or spark plug hole: the damaged hole is drilled and tapped oversize, and a coil or solid steel insert is installed to give a new, often stronger, thread. Common on aluminum cylinder heads, blocks and accessory brackets.",
    techNote:
      "Solid inserts (Time-Sert style) are preferred for spark plug holes, such as the Ford 4.6, 5.4 and 6.8 plug blowouts. Clean out all chips before installing, and use thread locker or sealant as the kit specifies. Torque the repaired fastener to spec.",
    systems: ["four-stroke", "belt-system"],
  },
  {
    id: "throttle-body",
    term: "Throttle body",
    aka: ["throttle plate", "throttle valve"],
    definition:
      "The valve housing at the intake that controls how much air enters the engine, and so engine power. On modern cars an electric motor opens the throttle plate on the computer's command (drive-by-wire). Carbon buildup around the plate chokes idle airflow, causing stalls, a low idle or dips when the A/C or steering loads the engine.",
    techNote:
      "Clean carbon with throttle-body cleaner and a rag with the key off; never force an electronic throttle plate open by hand. After cleaning or replacing, run the idle or throttle relearn, or the idle will be high or unstable.",
    systems: ["fuel-system", "engine-wont-start", "ac-system", "steering-system", "advanced-engine"],
  },
  {
    id: "throttle-position-sensor",
    term: "Throttle position sensor",
    aka: ["TPS", "TP sensor"],
    definition:
      "A sensor on the throttle body that tells the engine computer how far the throttle is open. Drive-by-wire throttles use two sensors that cross-check each other. A worn or faulty sensor causes hesitation, stalls on decel, erratic shifting or reduced-power mode, with codes such as P0121–P0123 or P2135.",
    techNote:
      "Sweep the throttle slowly with a scope or graphing meter: the signal should rise smoothly, typically from about 0.5–1.0 V closed to about 4.5 V wide open, with no dropouts. On older bikes and cars it may need adjustment to a closed-throttle voltage.",
    systems: ["obd", "motorcycle-engine", "fuel-system"],
  },
  {
    id: "thrust-angle",
    term: "Thrust angle",
    aka: ["thrust line", "thrust alignment"],
    definition:
      "The direction the rear wheels point the car compared with its centerline, called the thrust line. If the rear toe is off, the car drives slightly sideways, crabbing down the road with the steering wheel off-center even when the front alignment is right. ADAS cameras and radar are aimed to the thrust line.",
    techNote:
      "Always set rear toe first (if adjustable), then set front toe to the thrust line. A thrust angle that can't be corrected on a fixed rear axle or twist beam points to bent parts or a shifted axle.",
    systems: ["alignment", "adas-sensor-calibration", "suspension"],
  },
  {
    id: "thrust-bearing",
    term: "Thrust bearing",
    aka: ["crankshaft thrust bearing", "thrust washer"],
    definition:
      "The flanged main bearing or thrust washers that stop the crankshaft moving forward and backward in the block. When it wears, the crank pulley moves in and out, and the clutch pedal may pulse, the crank sensor reading can go erratic, and in time the block is damaged.",
    techNote:
      "Measure crankshaft end play with a dial indicator against spec, often a few thousandths of an inch; pry the crank fore and aft gently. Thrust wear that shows up soon after a clutch job can come from a wrong pressure plate or a driver resting on the pedal.",
    systems: ["four-stroke", "clutch-system"],
  },
  {
    id: "tie-rod",
    term: "Tie rod",
    aka: ["tie-rod end", "tie rod end", "outer tie rod", "tie-rod"],
    definition:
      "The link between the steering rack or linkage and the steering knuckle that pushes and pulls the wheel to steer. Its ball-socket ends wear, causing wander, clunks and a shimmy; turning the tie rod on its threads is how front toe is set. A separated tie rod lets the wheel go its own way.",
    techNote:
      "Grab the tire at 3 and 9 o'clock and rock it: play that shows at the tie-rod joint means replacement. Count turns when removing to keep toe close, then align. If a wheel flops or points its own way, do not drive the car.",
    systems: ["steering-system", "alignment"],
  },
  {
    id: "timing-belt",
    term: "Timing belt",
    aka: ["cambelt", "cam belt"],
    definition:
      "A toothed rubber belt that turns the camshafts in step with the crankshaft so the valves open at the right moment. It wears out with age and mileage, commonly every 60,000–105,000 miles or 7–10 years depending on the engine. On an interference engine, a snapped belt lets pistons hit valves.",
    techNote:
      "A broken belt gives a fast, even, no-compression crank. Replace at the interval even if it looks fine, together with the tensioner, idlers and often the water pump. Verify timing marks and turn the engine by hand twice before starting.",
    systems: ["timing-system", "cooling-system"],
  },
  {
    id: "timing-belt-kit",
    term: "Timing belt kit",
    aka: ["timing kit", "timing component kit"],
    definition:
      "A package with a new timing belt, tensioner and idler pulleys, and often the water pump and seals, for replacing everything that wears at the timing belt interval at once. Reusing an old tensioner or pump with a new belt is a common cause of early belt failure.",
    techNote:
      "Choose a kit with OE-brand parts where possible, and replace the cam and crank seals if they weep, as oil degrades the belt. Check the water pump weep hole; a pump that fails later means doing the whole job again.",
    systems: ["timing-system", "engine-wont-start", "cooling-system"],
  },
  {
    id: "timing-chain",
    term: "Timing chain",
    aka: ["cam chain"],
    definition:
      "A metal chain that drives the camshafts from the crankshaft, used in place of a timing belt on many engines. It is meant to last the engine's life but wears (stretches) with poor oil changes, and its guides and tensioners wear too. A stretched chain rattles at startup and sets cam/crank correlation codes.",
    techNote:
      "Compare cam-to-crank correlation or cam position deviation PIDs against spec for stretch. Replace the chain, guides, tensioners and often sprockets together. On some engines the water pump is driven by the chain inside the engine.",
    systems: ["timing-system", "obd", "cooling-system"],
  },
  {
    id: "timing-chain-guide",
    term: "Timing chain guide",
    aka: ["chain guide", "timing guide", "chain rail"],
    definition:
      "A plastic-faced rail that steers the timing chain along its path and damps its slap. Guides crack and shed chunks with age and heat, which can end up in the oil pan and clog the pickup screen, and a broken guide lets the chain slap the cover or jump teeth.",
    techNote:
      "Plastic chunks in the drained oil or filter, or a slapping noise from the timing cover, mean inspect the guides now. Replace all guides with the chain and tensioner, and clean out the oil pan and pickup.",
    systems: ["timing-system"],
  },
  {
    id: "timing-marks",
    term: "Timing marks",
    aka: ["timing mark", "alignment marks"],
    definition:
      "Marks on the crankshaft and camshaft sprockets, pulleys or covers that show when the engine is at its reference position, usually cylinder 1 at top dead center. Lining them up is how the timing belt or chain is installed with the valves timed correctly to the pistons.",
    techNote:
      "Don't rely on marks painted on an old belt. Many engines also need special locking tools. After installation, turn the engine two full turns by hand and recheck the marks; a mark one tooth off causes rough running and correlation codes.",
    systems: ["timing-system"],
  },
  {
    id: "tipm",
    term: "TIPM",
    aka: ["Totally Integrated Power Module"],
    definition:
      "The Totally Integrated Power Module: the under-hood fuse and relay box with built-in computer control used on many 2007–2014 Chrysler, Dodge, Jeep and Ram models. Its internal relays and circuit board run the fuel pump, horn, wipers, lights and more, so a failing TIPM causes random horn honking, wipers running on their own, or a no-start from a dead fuel pump.",
    techNote:
      "Rule out a weak battery and the TIPM's main feed and ground with a voltage-drop test first. Check for recalls, such as the fuel pump relay recall on 2011–2012 Grand Cherokee and Durango. A replacement TIPM needs the VIN configuration restored with wiTECH or an equivalent tool.",
    systems: ["electrical", "ecu"],
  },
  {
    id: "tire-rotation",
    term: "Tire rotation",
    aka: ["rotation pattern", "tire rotation pattern"],
    definition:
      "Moving the tires to different positions on the car, usually every 5,000–7,500 miles, so they wear evenly. Front tires on a front-wheel-drive car wear faster and in different patterns from the rears; rotating spreads that out and catches cupping, feathering and diagonal wear early.",
    techNote:
      "Follow the maker's pattern (forward cross for most FWD cars, rearward cross for RWD and 4WD, front-to-rear for directional tires). Inspect wear patterns before moving them, as they point to alignment, shock or pressure faults, and relearn TPMS sensor positions if the system needs it.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "titanium-valve",
    term: "Titanium valve",
    aka: ["titanium valves", "titanium intake valve"],
    definition:
      "A lightweight engine valve made of titanium, used in high-revving engines such as the Corvette Z06 LS7 and four-stroke motocross bikes, so the valve springs can control it at high rpm. Titanium wears quickly once its hard surface coating wears through, so the valves and guides wear and the valve can eventually snap.",
    techNote:
      "Check valve clearance often on dirt bikes: shrinking clearance means the valve is recessing into the seat, so replace it rather than reshim it. On LS7 heads, check guide wear with a wiggle test; many owners replace the heads or fit upgraded guides and valves.",
    systems: ["four-stroke", "motorcycle-engine"],
  },
  {
    id: "toe",
    term: "Toe",
    aka: ["toe-in", "toe-out", "toe angle", "total toe"],
    definition:
      "Whether the front edges of a pair of tires point toward each other (toe-in) or away from each other (toe-out), seen from above. Toe has the biggest effect of any alignment angle on tire wear: even a small error scrubs the tread into a feathered pattern and wears the inside or outside edges.",
    techNote:
      "Run a hand across the tread: ribs smooth one way and sharp the other means toe wear. Toe is set at the tie rods in front and at the rear on many independent suspensions; a bent tie rod or worn inner joint changes toe under load even when the rack reading is right.",
    systems: ["alignment", "steering-system"],
  },
  {
    id: "tone-ring",
    term: "Tone ring",
    aka: ["ABS tone ring", "ABS ring", "tone wheel", "encoder ring", "pulse ring"],
    definition:
      "The toothed ring, or the magnetic ring in a wheel bearing seal, that spins past the wheel-speed sensor so the ABS computer can count wheel speed. Cracked, rusted or missing teeth, or a ring that has slipped, give a false reading at that wheel: an ABS light, pulsing ABS at low speed or a wrong speedometer.",
    techNote:
      "Inspect with the wheel spinning by hand, or scope the sensor signal for a missing or weak pulse. Cheap CV axles sometimes have the wrong tooth count. Magnetic encoder bearings must face the correct way, and a magnet or steel tool can damage them.",
    systems: ["abs-system", "obd", "electrical"],
  },
  {
    id: "top-dead-center",
    term: "Top dead center",
    aka: ["TDC", "top dead centre"],
    definition:
      "The highest point a piston reaches in its cylinder. Cylinder 1 at TDC on its compression stroke (both valves closed) is the usual reference for setting timing, adjusting valves and installing distributors and timing belts.",
    techNote:
      "Find compression TDC by feeling for pressure at the plug hole as the piston rises and lining up the crank mark, or with a TDC locking pin where specified. For a leak-down test, the piston must be at TDC on compression or air escapes past an open valve.",
    systems: ["timing-system", "advanced-engine", "motorcycle-engine"],
  },
  {
    id: "torque-converter",
    term: "Torque converter",
    aka: ["torque converter hub"],
    definition:
      "The fluid coupling between the engine and an automatic transmission, bolted to the flexplate. An impeller driven by the engine spins fluid that turns a turbine connected to the transmission, letting the car sit in gear at a stop and multiplying torque when pulling away. Most include a lockup clutch for highway efficiency.",
    techNote:
      "A failed converter or stripped hub gives engine revs with no movement in any gear, while a stuck-on lockup clutch stalls the engine when stopping. Always seat the converter fully into the pump when installing a transmission, or it cracks the pump.",
    systems: ["transmission"],
  },
  {
    id: "torque-converter-clutch",
    term: "Torque converter clutch",
    aka: ["TCC", "lockup clutch", "converter clutch", "TCC solenoid"],
    definition:
      "A clutch inside the torque converter that locks the engine directly to the transmission at cruising speed, stopping fluid slip so rpm drops and fuel economy improves. When it wears or its fluid degrades, it shudders like driving over rumble strips; when it won't apply, highway rpm rises 300–500; if it sticks on, the engine stalls coming to a stop.",
    techNote:
      "Codes P0740 and P0741 point here. Watch commanded TCC and slip speed at a steady 45–60 mph. A shudder that fades with a fluid change and the right friction modifier may not need a new converter; if it returns quickly, replace the converter and flush the cooler.",
    systems: ["transmission", "advanced-engine", "obd"],
  },
  {
    id: "torque-reduction",
    term: "Torque reduction",
    aka: ["engine torque reduction", "torque management"],
    definition:
      "When the stability or traction control system asks the engine computer to cut power by closing the throttle, retarding spark or cutting fuel, to stop wheelspin. If the engine has a fault that prevents torque reduction, the stability system switches itself off with a warning, such as 'Service StabiliTrak'.",
    techNote:
      "An engine that bogs on dry pavement is being told to cut torque, usually from a bad wheel-speed signal. A stability warning that comes on with the check engine light clears once the engine fault is fixed.",
    systems: ["abs-system", "ecu"],
  },
  {
    id: "torque-sensor",
    term: "Torque sensor",
    aka: ["steering torque sensor", "EPS torque sensor"],
    definition:
      "A sensor in the steering column or rack of an electric power steering system that measures how hard and in which direction the driver is turning the wheel, by reading the twist of a small torsion bar. The steering module uses it to decide how much assist to add; lane-keeping systems also use it to detect hands on the wheel.",
    techNote:
      "An uncalibrated or failing sensor makes steering heavier one way, tugs the car to one side, or throws a power steering warning. Calibrate its zero point with a scan tool after replacing the rack, column or module, with the wheels straight and no hands on the wheel.",
    systems: ["steering-system", "adas-sensor-calibration"],
  },
  {
    id: "torque-strut",
    term: "Torque strut",
    aka: ["torque strut mount", "dog bone mount", "torque rod", "torque mount"],
    definition:
      "A rod-shaped engine mount with rubber bushings at each end that stops a transverse engine from rocking forward and back under acceleration and when shifting. When its bushings crack or collapse, the engine clunks into gear and the car shakes at a stoplight in Drive.",
    techNote:
      "Watch the engine move while a helper shifts between Drive and Reverse with the brake held firmly: more than about an inch of movement or a visible gap in the bushing points to the strut. Fluid-filled versions leak dark oily fluid when failed.",
    systems: ["four-stroke", "advanced-engine"],
  },
  {
    id: "torque-to-yield-bolt",
    term: "Torque-to-yield bolt",
    aka: ["TTY bolt", "stretch bolt", "torque-angle bolt", "yield bolt"],
    definition:
      "A bolt designed to be tightened so far that it stretches slightly, giving a very accurate and even clamping force. Cylinder head, main bearing, crank pulley, flexplate and many suspension bolts use them. Because they stay stretched, they must be replaced with new ones once removed.",
    techNote:
      "Tighten to the initial torque, then the specified angle (for example 90° plus 90°) in sequence with an angle gauge. Reused TTY bolts lose clamping force and cause head gasket leaks, wobbling crank pulleys or flexplate knocks.",
    systems: ["four-stroke", "advanced-engine", "belt-system", "suspension", "cooling-system", "clutch-system"],
  },
  {
    id: "torsion-bar",
    term: "Torsion bar",
    aka: ["torsion bar spring", "torsion key"],
    definition:
      "A long steel bar that twists to act as a spring. Many older 4WD pickups and SUVs use front torsion bars, adjusted with keys to set ride height. Power steering gears and racks also contain a small torsion bar in their valve; if that bar is damaged, the steering wheel can turn itself to one side.",
    techNote:
      "Measure ride height side to side before adjusting the keys, and re-check alignment after any adjustment. Cranking torsion bars up for lift harms ride and wears CV joints. A steering wheel that turns itself with the wheels raised and the engine idling points to a steering valve fault.",
    systems: ["suspension", "steering-system"],
  },
  {
    id: "tow-haul-mode",
    term: "Tow/haul mode",
    aka: ["tow/haul", "tow haul mode", "tow mode"],
    definition:
      "A driver-selected transmission mode for towing or heavy loads. It holds gears longer, locks the torque converter earlier and downshifts on its own on grades to use engine braking, sparing the brakes and lowering transmission fluid temperature.",
    techNote:
      "Use it whenever towing near the truck's rating. If the transmission temperature warning still comes on, check the fluid level and condition and the transmission cooler and its lines for blockage.",
    systems: ["transmission", "brake-system"],
  },
  {
    id: "tpms",
    term: "TPMS",
    aka: ["tire pressure monitoring system", "tire pressure monitoring", "TPMS sensor", "direct TPMS"],
    definition:
      "The tire pressure monitoring system, required on U.S. passenger vehicles since the 2008 model year. Most use a battery-powered sensor inside each wheel that radios pressure to the car; it lights a warning when a tire is about 25% below placard pressure. A light that flashes for about a minute then stays on signals a system fault rather than low pressure.",
    techNote:
      "Sensor batteries last roughly 5–10 years and aren't replaceable. When installing tires, replace the valve core, seal and nut from a service kit and torque the nut to spec. After new sensors or rotation, run the relearn.",
    systems: ["alignment", "electrical"],
  },
  {
    id: "tpms-relearn",
    term: "TPMS relearn",
    aka: ["TPMS sensor relearn", "tire sensor relearn", "TPMS calibration"],
    definition:
      "The procedure that teaches the car the IDs and wheel positions of its tire pressure sensors after sensors are replaced, tires are rotated, or a body control module is replaced. Depending on the vehicle, it is done by driving, with a button or key sequence, or with a TPMS tool or scan tool.",
    techNote:
      "Use a TPMS tool to trigger each sensor in the sequence the car expects (often left front, right front, right rear, left rear). Some vehicles need an OBD relearn that writes IDs directly to the module; a replaced BCM usually needs it.",
    systems: ["alignment", "ecu"],
  },
  {
    id: "trailer-detect-circuit",
    term: "Trailer-detect circuit",
    aka: ["trailer detection", "trailer detect"],
    definition:
      "The circuit that tells the car a trailer is plugged in, usually by sensing current draw on the trailer lamp circuits or a dedicated pin. When it sees a trailer, it turns off rear park assist and adjusts or turns off blind-spot monitoring, which would otherwise see the trailer as an obstacle.",
    techNote:
      "A corroded trailer socket, an LED trailer that draws too little, or a hitch-mounted accessory with lights can trigger or miss detection. If rear park assist is always unavailable, check whether the car thinks a trailer is connected.",
    systems: ["adas-sensor-calibration", "electronics-wiring"],
  },
  {
    id: "transceiver",
    term: "Transceiver",
    aka: ["CAN transceiver", "bus transceiver"],
    definition:
      "The chip inside each networked module that converts the module's digital messages into the voltages on the CAN High and CAN Low wires and back. A failed transceiver can short or hold the bus at one voltage, taking down the whole network until that module is unplugged.",
    techNote:
      "If the bus recovers when one module is unplugged, that module (or its wiring branch) is at fault. A CAN wire stuck at 12 V means a short to power or a failed transceiver; measure each wire to ground with the module disconnected.",
    systems: ["can-bus-network"],
  },
  {
    id: "transfer-case",
    term: "Transfer case",
    aka: ["t-case", "transfer box"],
    definition:
      "The gearbox behind the transmission on 4WD and many AWD trucks and SUVs that splits power between the front and rear driveshafts. Part-time cases lock front and rear together for off-road use; many also have a low range. Leaks, a stretched chain or a failed shift motor are common faults.",
    techNote:
      "Check fluid level and type at the fill plug, as many use specific fluids (ATF, gear oil or a proprietary fluid). Weeping from the rear output seal is common on GM trucks; a worn output bushing can cause it.",
    systems: ["transmission"],
  },
  {
    id: "transmission-cooler",
    term: "Transmission cooler",
    aka: ["trans cooler", "transmission oil cooler", "ATF cooler"],
    definition:
      "A heat exchanger that keeps automatic transmission fluid from overheating, either a section inside the radiator's tank or a separate finned cooler in front of the radiator. If the cooler inside the radiator cracks, coolant and fluid mix into a pink 'strawberry milkshake' that can ruin the transmission.",
    techNote:
      "Milky pink fluid in the coolant tank or on the dipstick means replace the radiator or cooler immediately and flush the transmission; clutches that have soaked may already be damaged. After a transmission rebuild, flush or replace the cooler so old debris doesn't return.",
    systems: ["transmission", "cooling-system", "obd"],
  },
  {
    id: "transmission-range-sensor",
    term: "Transmission range sensor",
    aka: ["TR sensor", "TRS", "MLPS", "manual lever position sensor", "internal mode switch"],
    definition:
      "A sensor on or inside the transmission that tells the computers which gear the shifter has selected. It lets the engine start only in Park or Neutral, turns on the backup lights and tells the transmission module the gear. A worn or misadjusted one causes a no-crank in Park, wrong gear display or missing reverse lights.",
    techNote:
      "Compare the range PID with the selected gear in each position. Check shift cable adjustment and the cable-end bushing before replacing the sensor. Codes P0705–P0709 point to it; GM's internal mode switch sits inside the transmission.",
    systems: ["transmission", "engine-wont-start", "obd", "electrical"],
  },
  {
    id: "transponder",
    term: "Transponder",
    aka: ["transponder chip", "transponder key", "chip key"],
    definition:
      "A small chip inside a car key or fob that answers a coded radio signal from an antenna ring around the ignition. The immobilizer only lets the engine run if the code matches. It needs no battery, so a key with a dead remote battery still starts the car.",
    techNote:
      "Every new key must be programmed to the car. A cracked key head or loose chip gives intermittent no-starts; try the spare key first. Aftermarket remote starters need a bypass module because the transponder isn't present.",
    systems: ["engine-wont-start", "ecu"],
  },
  {
    id: "tread-depth",
    term: "Tread depth",
    aka: ["remaining tread"],
    definition:
      "How deep the grooves in a tire's tread are, measured in 32nds of an inch. New car tires start around 10/32–11/32 in; most states set the legal minimum at 2/32 in, where the wear bars are flush. Wet grip and resistance to hydroplaning fall off sharply well before that, around 4/32 in.",
    techNote:
      "Measure in several grooves and across the tread with a gauge; uneven readings point to alignment or pressure issues. Put the deeper-tread tires on the rear axle to keep the car stable in the rain.",
    systems: ["alignment"],
  },
  {
    id: "tsb",
    term: "TSB",
    aka: ["technical service bulletin", "service bulletin"],
    definition:
      "A technical service bulletin: instructions an automaker sends dealers for diagnosing and fixing a known problem on specific models, such as a software update for a shift complaint or a revised brake pad for noise. A TSB is not a recall, so the repair is free only if the car is under warranty or a special coverage.",
    techNote:
      "Search TSBs by VIN or model in the service information or the NHTSA site before diagnosing a pattern failure. Bulletins often give the updated part number or calibration, which saves hours.",
    systems: ["obd", "ecu", "brake-system", "ac-system", "adas-sensor-calibration"],
  },
  {
    id: "turbine-speed-sensor",
    term: "Turbine speed sensor",
    aka: ["TSS", "input speed sensor", "ISS", "input shaft speed sensor"],
    definition:
      "A sensor in an automatic transmission that measures the speed of the input (turbine) shaft coming from the torque converter. The transmission computer compares it with engine and output speed to time shifts and check for slipping. A faulty one causes harsh or erratic shifts, a refusal to upshift, and codes P0715 or P0717.",
    techNote:
      "Check the sensor's signal with a scope while driving, and its connector and wiring for damage; metal debris on a magnetic sensor tip can distort the signal. On the Ford 6R80, the sensor leads run through the internal lead frame, a common failure point.",
    systems: ["transmission", "obd"],
  },
  {
    id: "turbocharger",
    term: "Turbocharger",
    aka: ["turbo"],
    definition:
      "An air pump driven by exhaust gas: exhaust spins a turbine wheel, which turns a compressor wheel on the same shaft to force extra air into the engine for more power from a small engine. Its bearings depend on clean oil, and it is controlled by a wastegate or variable vanes.",
    techNote:
      "Check shaft play (some radial play is normal; any contact with the housing or axial play is not), look for oil in the intake, and smoke-test the charge system for boost leaks. Most turbo failures are caused by oil starvation or contamination, so fix the oil supply before fitting a new one.",
    systems: ["turbo-supercharger", "advanced-engine"],
  },
  {
    id: "twist-beam",
    term: "Twist beam",
    aka: ["torsion beam", "twist-beam axle", "torsion beam axle"],
    definition:
      "A rear suspension used on many front-wheel-drive cars: a U-section cross beam joins two trailing arms, and twists as one wheel moves, acting as an anti-roll bar. Camber and toe are built in and can't be adjusted, so unusual rear tire wear often means a bent beam or worn bushings.",
    techNote:
      "If rear camber or toe is out of spec, check the beam mounting bushings first, then the beam itself. Shim kits can correct small errors on some models; a bent beam must be replaced.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "twisted-pair",
    term: "Twisted pair",
    aka: ["twisted-pair wiring", "twisted wire pair"],
    definition:
      "Two wires twisted together along their length, used for CAN High and CAN Low and some sensor signals. Noise picked up along the way hits both wires equally and cancels out, because the module reads only the difference between them. Untwisting or separating the pair during a repair lets noise corrupt network data.",
    techNote:
      "When splicing, keep the untwisted length as short as possible and restore the twist to roughly the original rate. Never route a CAN pair repair alongside ignition or high-current wiring, and never join the two wires to each other or to another pair.",
    systems: ["can-bus-network", "electronics-wiring"],
  },
  {
    id: "two-stroke",
    term: "Two-stroke",
    aka: ["2-stroke", "two-cycle", "2-cycle"],
    definition:
      "An engine that fires once every crankshaft revolution, using the piston to open and close ports in the cylinder wall instead of valves. Chainsaws, trimmers, dirt bikes and older outboards use them. Most are lubricated by oil mixed into the fuel or injected, and they are sensitive to air leaks and stale fuel.",
    techNote:
      "A crankcase pressure and vacuum leak-down test finds bad crank seals, a common cause of high idle and lean seizure. Check compression (many small engines want at least about 90–100 psi) and inspect the piston through the exhaust port for scoring.",
    systems: ["two-stroke"],
  },
  {
    id: "txv",
    term: "TXV",
    aka: ["thermal expansion valve", "TEV", "H-block valve"],
    definition:
      "The thermal expansion valve: a temperature-controlled valve at the evaporator inlet that meters liquid refrigerant into the evaporator according to how cold the outlet is. Stuck closed, it starves the evaporator so the line frosts and air blows warm; stuck open, it floods it and the air is only cool.",
    techNote:
      "Gauge readings help: a very low low side with a high high side points to a restricted TXV. Moisture freezing in it gives cooling that cuts out after a while. Replace the receiver-drier or desiccant with it, evacuate properly and charge by weight.",
    systems: ["ac-system"],
  },
  {
    id: "u-bolt",
    term: "U-bolt",
    aka: ["axle U-bolt", "spring U-bolt"],
    definition:
      "A U-shaped threaded rod that clamps a leaf spring to the axle on pickups, vans and trailers. Loose or stretched U-bolts let the axle shift on the spring, so the truck leans or crabs, the bed hops over bumps, and the spring's center pin can shear.",
    techNote:
      "Torque U-bolts to spec in a crisscross pattern and recheck after the first few hundred miles. Replace rather than reuse them once loosened, as they stretch. An axle shifted on the spring shows as uneven wheelbase side to side.",
    systems: ["suspension"],
  },
  {
    id: "u-code",
    term: "U-code",
    aka: ["network code", "communication code", "lost communication code"],
    definition:
      "A trouble code starting with U, covering the communication network between modules. Most mean one module stopped hearing another, such as U0100 (lost communication with the engine computer) or U0121 (with the ABS module). The module named is often fine: its power, ground or network wiring is the usual fault.",
    techNote:
      "Run a full network scan and note which modules don't respond. Check the silent module's fuses, powers and grounds, then the bus resistance and voltages at the DLC. Low battery voltage during cranking sets many U-codes at once.",
    systems: ["can-bus-network", "obd", "ac-system", "adas-sensor-calibration", "alternator", "engine-wont-start"],
  },
  {
    id: "u-joint",
    term: "U-joint",
    aka: ["universal joint", "U joint", "Cardan joint"],
    definition:
      "A cross-shaped joint with needle bearings in four caps that lets a driveshaft or steering shaft turn through an angle. Rear-wheel-drive trucks have them at each end of the driveshaft. A worn U-joint clunks when shifting into gear, squeaks at low speed, or vibrates at highway speed.",
    techNote:
      "With the vehicle safely supported, twist the driveshaft by hand against the yoke: any play or a notchy feel means replacement. A failing U-joint can let the driveshaft drop at speed, so don't put off a clunk or chirp.",
    systems: ["transmission", "steering-system"],
  },
  {
    id: "ultrasonic-sensor",
    term: "Ultrasonic sensor",
    aka: ["parking sensor", "park assist sensor", "ultrasonic parking sensor"],
    definition:
      "The small round sensor in a bumper cover that sends out a high-frequency sound pulse and times its echo to measure the distance to nearby objects for park assist and rear automatic braking. Paint thickness, ice, mud, a cracked sensor or a misplaced bracket cause constant beeping or false braking.",
    techNote:
      "Touch each sensor lightly with the system active: a working one clicks faintly. After bumper paint or replacement, check paint thickness on the sensor faces and that each is seated in the correct bracket at the right angle; swapping sensors between positions can help isolate a bad one.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "unmetered-air",
    term: "Unmetered air",
    aka: ["false air"],
    definition:
      "Air that gets into the engine after the mass airflow sensor, so the computer doesn't count it and adds too little fuel. A torn intake boot, loose clamp or a hole after a filter change causes lean codes, a stumble at stops and high positive fuel trims, especially at idle.",
    techNote:
      "Compare fuel trims at idle and 2,500 rpm: high at idle and better at speed points to unmetered air. Smoke-test from the MAF to the throttle and check boot seams that open only when the engine rocks. On turbo engines, leaks before the turbo read as unmetered air too.",
    systems: ["advanced-engine", "turbo-supercharger", "fuel-system"],
  },
  {
    id: "upper-control-arm",
    term: "Upper control arm",
    aka: ["UCA", "upper A-arm", "upper wishbone"],
    definition:
      "The shorter top arm in a double-wishbone or multi-link front suspension that holds the top of the steering knuckle through a ball joint. Worn bushings or ball joints knock over bumps and creak; lift and lowering kits change its angle enough to need aftermarket arms for alignment.",
    techNote:
      "Check the ball joint with the suspension loaded as the maker specifies, and look for cracked bushing rubber. Audi A4 and VW Passat front ends use four upper links, and worn link bushings are a known cause of creaks and knocks.",
    systems: ["suspension", "alignment"],
  },
  {
    id: "uv-dye",
    term: "UV dye",
    aka: ["leak detection dye", "fluorescent dye", "UV leak dye"],
    definition:
      "A fluorescent additive put into A/C refrigerant, engine oil, coolant, transmission or power steering fluid that glows bright green or yellow under an ultraviolet light. It shows exactly where a slow leak is coming from, even when the area is already oily or crusty.",
    techNote:
      "Add the correct dye for the fluid (A/C dye must be compatible with the refrigerant oil), drive to circulate, then inspect with a UV lamp and yellow glasses. Clean old residue first so only fresh traces glow. Many new A/C systems are factory-dyed.",
    systems: ["ac-system", "cooling-system", "belt-system", "clutch-system", "four-stroke", "steering-system"],
  },
  {
    id: "vacuum-gauge",
    term: "Vacuum gauge",
    aka: ["vacuum test", "manifold vacuum gauge"],
    definition:
      "A gauge connected to the intake manifold that reads engine vacuum. A healthy engine at sea level shows a steady reading of roughly 17–21 inHg at idle. The needle's pattern tells a lot: a steady low reading, a rhythmic drop, or a slow flutter each point to different faults like vacuum leaks, burned valves or restricted exhaust.",
    techNote:
      "A regular drop of a few inches points to a valve problem in one cylinder; a reading that falls slowly at a steady 2,500 rpm points to a restricted exhaust. Subtract about 1 inHg per 1,000 ft of elevation. On motorcycles, multiple gauges are used to synchronize throttle bodies.",
    systems: ["advanced-engine", "motorcycle-engine", "four-stroke"],
  },
  {
    id: "vacuum-leak",
    term: "Vacuum leak",
    aka: ["intake vacuum leak", "intake air leak", "intake leak"],
    definition:
      "A leak that lets air into the intake manifold past the throttle, through a cracked hose, loose gasket or stuck PCV or purge valve. The engine runs lean at idle, with a rough or high idle, hissing, stalling and codes such as P0171, P0174 and P0300; the effect fades with rpm as airflow increases.",
    techNote:
      "Compare fuel trims at idle and 2,500 rpm, then find the leak with a smoke machine. Check the PCV valve and hose, brake booster hose and intake gaskets first. On motorcycles, cracked intake boots between the carb or throttle body and head are common.",
    systems: ["advanced-engine", "obd", "engine-wont-start", "motorcycle-engine"],
  },
  {
    id: "vacuum-petcock",
    term: "Vacuum petcock",
    aka: ["vacuum fuel petcock", "vacuum fuel tap", "fuel petcock"],
    definition:
      "The fuel tap under a motorcycle's tank that opens only when engine vacuum pulls on its diaphragm, so fuel flows only while the engine runs. A torn diaphragm lets fuel leak into the carburetor and, past a leaky float needle, into the crankcase; a stuck one starves the engine on the highway.",
    techNote:
      "With the engine off and the petcock ON, pull the fuel hose: fuel should stop. Then apply vacuum to the vacuum port: fuel should flow freely. A rising oil level that smells of gas means a leaking petcock and float needle together.",
    systems: ["motorcycle-engine", "fuel-system"],
  },
  {
    id: "valve-body",
    term: "Valve body",
    aka: ["transmission valve body", "valve block"],
    definition:
      "The maze of passages, valves and springs bolted inside an automatic transmission, usually under the pan, that routes fluid pressure to each clutch and band. The shift solenoids mount on it. Worn valve bores cause slipping, flares between gears, and lockup or pressure faults.",
    techNote:
      "Worn bores, common on high-mileage units, cause pressure losses that get worse hot. Remanufactured or updated valve bodies fix known wear points. After replacement, some transmissions need solenoid strategy data loaded and an adaptive relearn.",
    systems: ["transmission"],
  },
  {
    id: "valve-cover-gasket",
    term: "Valve cover gasket",
    aka: ["rocker cover gasket", "cam cover gasket"],
    definition:
      "The rubber gasket that seals the valve cover to the top of the cylinder head. When it hardens and shrinks, oil seeps onto the exhaust manifold (burning-oil smell and smoke), onto the serpentine belt (swelling it), or into spark plug wells, causing misfires.",
    techNote:
      "Replace with spark plug tube seals where fitted, and check that the PCV system works, as crankcase pressure pushes oil past gaskets. Tighten bolts in sequence to the low torque spec; overtightening cracks plastic covers.",
    systems: ["four-stroke", "exhaust-system", "belt-system"],
  },
  {
    id: "valve-float",
    term: "Valve float",
    aka: ["valve bounce"],
    definition:
      "When an engine revs so high that the valve springs can't close the valves fast enough to follow the cam lobe, so the valves hover open or bounce off their seats. It costs power and can make valves hit pistons. Weak springs, over-revving and missed downshifts are typical causes.",
    techNote:
      "A miss and clicking from one valve after an over-rev points to a bent valve or broken spring: do a leak-down test. Check spring pressure and installed height during head work; replace springs on high-mileage performance engines.",
    systems: ["four-stroke", "motorcycle-engine"],
  },
  {
    id: "valve-guide",
    term: "Valve guide",
    aka: ["valve guides"],
    definition:
      "The tube pressed into the cylinder head that the valve stem slides in, keeping the valve centered on its seat. Worn guides let the valve wobble and let oil slip down the stem, giving a puff of blue smoke at startup, and in bad cases the valve can break.",
    techNote:
      "Check with a dial indicator and the valve slightly off its seat (wiggle test), or measure stem-to-guide clearance. Replace valve stem seals along with guides; worn guides destroy new seals fast.",
    systems: ["four-stroke"],
  },
  {
    id: "valve-job",
    term: "Valve job",
    aka: ["valve grind", "head rebuild"],
    definition:
      "Reconditioning a cylinder head: the valves are removed, the seats and valve faces are ground or cut to seal again, guides and seals are replaced as needed, and the head is reassembled and often pressure-tested. It fixes low compression from burned or leaking valves and follows bent valves after a timing failure.",
    techNote:
      "Check the head for flatness and cracks before paying for a valve job. After bent valves from a broken timing belt, replace the bent valves and inspect the pistons with a borescope before reassembly.",
    systems: ["four-stroke", "timing-system"],
  },
  {
    id: "valve-lash",
    term: "Valve lash",
    aka: ["valve clearance", "valve adjustment", "tappet clearance"],
    definition:
      "The small gap between the camshaft (or rocker) and valve stem on engines without hydraulic lifters. It lets the valve close fully as parts expand with heat. Too much lash makes a sewing-machine clatter; too little keeps the valve from sealing, causing hard hot starts, misfires and eventually burned valves.",
    techNote:
      "Check with feeler gauges on a cold engine at TDC for each cylinder, against the factory spec (often around 0.15–0.30 mm or 0.006–0.012 in). Many Honda engines, some Toyota and Subaru engines and most motorcycles need periodic checks; tight exhaust clearances are the most damaging.",
    systems: ["four-stroke", "advanced-engine", "motorcycle-engine"],
  },
  {
    id: "valve-seal",
    term: "Valve seal",
    aka: ["valve stem seal", "valve stem seals"],
    definition:
      "A small rubber seal on top of each valve guide that lets just enough oil down the valve stem to lubricate it. Hardened or cracked seals let oil into the cylinders after sitting, giving a puff of blue smoke at startup that clears, and oil consumption.",
    techNote:
      "Many can be replaced with the head on, using air pressure in the cylinder to hold the valves up. Compression and leak-down tests help tell seal smoke from ring smoke: rings smoke more under load, seals on startup and deceleration.",
    systems: ["four-stroke"],
  },
  {
    id: "vanos",
    term: "VANOS",
    aka: ["BMW VANOS", "double VANOS"],
    definition:
      "BMW's variable valve timing system, from the German for variable camshaft control. Oil pressure controlled by solenoids turns adjusters on the camshafts to change timing for power and economy. Faulty solenoids, worn adjusters or low oil pressure cause rough idle, lost power and cam timing codes.",
    techNote:
      "Check oil level and condition and the VANOS solenoid connectors first; solenoids can be swapped between intake and exhaust to see if the fault follows. On Mini and some BMW engines, a startup rattle points to a worn timing chain tensioner or guide rather than VANOS.",
    systems: ["timing-system", "advanced-engine"],
  },
  {
    id: "variable-cylinder-management",
    term: "Variable Cylinder Management",
    aka: ["VCM", "Honda VCM"],
    definition:
      "Honda's cylinder deactivation system on J-series V6 engines, which shuts off three (and on some, two) cylinders while cruising to save fuel. It is linked to oil consumption, fouled plugs on the deactivated bank, and a drone or shudder while the ECO light is on.",
    techNote:
      "Misfires on cylinders in the deactivated bank with oily plugs point to stuck piston rings from VCM-related oil burning; check for Honda warranty extensions. A drone or shudder in VCM mode often traces to failed active control engine mounts.",
    systems: ["advanced-engine"],
  },
  {
    id: "vehicle-speed-sensor",
    term: "Vehicle speed sensor",
    aka: ["VSS", "vehicle speed signal"],
    definition:
      "The sensor, usually on the transmission output shaft, that measures how fast the vehicle is going for the speedometer, cruise control and shift timing. Many newer cars calculate speed from the ABS wheel-speed sensors instead. A failed sensor drops the speedometer to zero and makes shifting erratic.",
    techNote:
      "Find out which source the car uses before testing: if ABS wheel-speed sensors supply the speed signal, a bad wheel sensor or tone ring can kill the speedometer. Scope the sensor while driving and check for codes P0500 or P0720–P0722.",
    systems: ["electrical", "obd", "transmission"],
  },
  {
    id: "vent-valve",
    term: "Vent valve",
    aka: ["canister vent valve", "CVV", "EVAP vent valve", "vent solenoid"],
    definition:
      "An electric valve on the EVAP charcoal canister's fresh-air side that stays open so the tank can breathe and vapors can vent through the canister while refueling. It closes to seal the system for leak tests. A stuck-closed valve makes the pump nozzle keep clicking off; a stuck-open or dirty one sets leak codes.",
    techNote:
      "Codes P0446, P0449 and P0455/P0456 often point to it. Command it closed and check that it holds vacuum; look for dirt or spider webs in the vent filter. It sits near the tank, where road grime and water kill it.",
    systems: ["fuel-system", "obd"],
  },
  {
    id: "vin",
    term: "VIN",
    aka: ["vehicle identification number"],
    definition:
      "The 17-character vehicle identification number on the dashboard, door jamb and title. It encodes the maker, model, engine and model year, and is used to look up recalls, TSBs, parts and software. Replacement control modules are programmed with it.",
    techNote:
      "Check that the VIN stored in each module matches the car; a used module with another car's VIN may not work. Character 10 is the model year, and character 8 identifies the engine on many domestic-brand vehicles.",
    systems: ["obd", "abs-system", "ecu"],
  },
  {
    id: "voltage-drop",
    term: "Voltage drop",
    aka: ["voltage drop test", "volt drop"],
    definition:
      "The voltage lost across a wire, connection, switch or ground while current flows through it. A clean circuit loses almost nothing; corrosion or a loose terminal adds resistance, so the component at the end gets too little voltage and works poorly. Measuring the drop under load finds bad connections an ohmmeter misses.",
    techNote:
      "Measure with a voltmeter across the section while the circuit is working. Common guidelines: under about 0.5 V on a starter cable circuit, 0.2 V on other power feeds and 0.1 V or less per connection or ground. Wiggle connectors while watching the meter.",
    systems: ["electrical", "electronics-wiring", "alternator", "engine-wont-start", "abs-system", "ac-system"],
  },
  {
    id: "voltage-regulator",
    term: "Voltage regulator",
    aka: ["charging regulator", "internal voltage regulator"],
    definition:
      "The electronic circuit, usually built into the alternator, that controls its field current to hold charging voltage at roughly 13.5–14.8 V. A failing regulator lets voltage run too high (burned-out bulbs, boiling battery), too low (dead battery), or pulse, so lights flicker in rhythm.",
    techNote:
      "Measure at the battery at 2,000 rpm with loads off and on. Over about 15 V means overcharging: check the regulator and its sense wire. On many newer cars the engine computer commands the regulator, so check for codes and commanded voltage before replacing the alternator.",
    systems: ["alternator", "obd", "electrical"],
  },
  {
    id: "vsc",
    term: "VSC",
    aka: ["Vehicle Stability Control"],
    definition:
      "Toyota and Lexus's name for electronic stability control, working with TRAC traction control. It brakes individual wheels and cuts power if the car begins to skid. VSC and TRAC OFF lights often come on because of an engine fault (shown as C1201) or a sensor needing zero-point calibration after an alignment.",
    techNote:
      "With C1201, read the engine codes: fixing the engine fault clears the VSC lights. After an alignment or sensor replacement, perform the yaw-rate and deceleration sensor zero-point calibration with Techstream or an equivalent tool.",
    systems: ["abs-system", "obd"],
  },
  {
    id: "vvt",
    term: "VVT",
    aka: ["variable valve timing", "VVT-i", "VCT", "VTC"],
    definition:
      "Variable valve timing: a system that uses oil pressure, controlled by solenoids, to rotate the camshafts relative to the crankshaft while the engine runs, improving power, economy and emissions. Low or dirty oil, stuck solenoids or worn cam phasers cause rough idle, rattles and codes such as P0010–P0022.",
    techNote:
      "Check oil level and grade first; many VVT codes come from low oil or sludge. Command the solenoid with a scan tool and watch actual cam angle follow the desired angle. Toyota calls it VVT-i, Ford VCT, Honda VTC, BMW VANOS.",
    systems: ["timing-system", "obd", "advanced-engine"],
  },
  {
    id: "walnut-blasting",
    term: "Walnut blasting",
    aka: ["walnut shell blasting", "intake valve walnut blasting", "walnut media blasting"],
    definition:
      "Cleaning carbon off the intake valves of a direct-injection engine by blasting crushed walnut shells through the intake ports with compressed air, with each valve closed. Direct-injection engines build this carbon because fuel never washes the valves; heavy deposits cause rough cold starts, misfires and lost power.",
    techNote:
      "Rotate the engine so each cylinder's intake valves are fully closed before blasting, and vacuum out every bit of media afterward. Typical need arises from about 60,000 miles on many BMW, VW, Audi, Hyundai and Kia DI engines; a borescope through the port confirms it.",
    systems: ["advanced-engine", "obd"],
  },
  {
    id: "warranty-extension",
    term: "Warranty extension",
    aka: ["special coverage", "special coverage program", "warranty enhancement"],
    definition:
      "An automaker's program extending warranty coverage for one known problem beyond the normal warranty, such as GM special coverage for oil consumption on some engines or Nissan's extended CVT coverage on some models. Unlike a recall, owners may not be notified, and coverage ends at a set age or mileage.",
    techNote:
      "Check the VIN with the dealer or maker's owner site before quoting a pattern repair. Owners who already paid for a covered repair can often claim reimbursement with receipts.",
    systems: ["four-stroke", "timing-system", "ac-system", "engine-wont-start", "transmission"],
  },
  {
    id: "wastegate",
    term: "Wastegate",
    aka: ["waste gate", "wastegate actuator", "wastegate flap"],
    definition:
      "A valve on a turbocharger that lets some exhaust bypass the turbine to limit boost pressure. An actuator, worked by boost pressure, vacuum or an electric motor, opens and closes it. A worn wastegate linkage rattles at cold start and when coasting; a stuck one causes overboost or lack of power.",
    techNote:
      "Check the actuator rod for free movement and wear in the flap bushing. Several makers addressed wastegate rattle on small turbo engines with clips or updated actuators. Underboost and overboost codes (P0299, P0234) point here.",
    systems: ["turbo-supercharger"],
  },
  {
    id: "water-pump",
    term: "Water pump",
    aka: ["coolant pump", "mechanical water pump"],
    definition:
      "The pump, driven by the serpentine belt, timing belt, chain or an electric motor, that circulates coolant through the engine, radiator and heater core. A worn pump leaks from its weep hole, grinds or wobbles at the pulley, or its impeller erodes so the engine overheats without leaking.",
    techNote:
      "Check the weep hole for drips or a crusty trail, and rock the pulley for play. On engines where the timing belt drives the pump, replace both together. A pump driven by the timing chain inside the engine can leak coolant into the oil.",
    systems: ["cooling-system", "timing-system", "motorcycle-engine"],
  },
  {
    id: "wear-bar",
    term: "Wear bar",
    aka: ["tread wear bar", "treadwear indicator", "tread wear indicator"],
    definition:
      "Small raised bars molded across the bottom of a tire's main grooves at 2/32 in. When the tread wears flush with them, the tire is at the legal minimum in most states and has little grip on wet roads; it should have been replaced well before.",
    techNote:
      "Check across the width; bars showing on one edge only mean the alignment or pressure has been wrong. Replace at around 4/32 in for safe wet driving, or earlier for snow.",
    systems: ["alignment"],
  },
  {
    id: "wear-indicator",
    term: "Wear indicator",
    aka: ["brake wear indicator", "pad wear sensor", "squealer", "ball joint wear indicator"],
    definition:
      "A built-in warning that a part is worn. On brake pads it is a metal tab that squeals against the rotor, or an electrical sensor that lights a dash warning, when the pad is nearly gone. Some ball joints have a grease-fitting collar that sinks flush with the housing when the joint is worn out.",
    techNote:
      "A steady high-pitched squeal while driving that changes when braking usually means the pad tab is touching. Electric pad sensors must be replaced once triggered. Check ball joint indicators with the wheel on the ground.",
    systems: ["brake-system", "suspension"],
  },
  {
    id: "weep-hole",
    term: "Weep hole",
    aka: ["weep port", "telltale hole"],
    definition:
      "A small drain hole on a water pump, clutch master cylinder or power steering pump, below the internal seal, that lets fluid escape when the seal begins to fail, so it leaks out instead of into the bearing. A wet or crusty weep hole is an early warning the part needs replacing.",
    techNote:
      "A few drops of coolant during break-in can be normal on new pumps, but a steady drip or a crusty trail means replace. On motorcycles, a water pump weep hole leaking oil means the oil seal has failed.",
    systems: ["cooling-system", "belt-system", "clutch-system", "motorcycle-engine", "timing-system"],
  },
  {
    id: "welded-contacts",
    term: "Welded contacts",
    aka: ["welded relay contacts", "stuck relay"],
    definition:
      "Relay or switch contacts that have fused together from arcing, so the circuit stays on even after the relay is switched off. Typical signs are an A/C compressor that runs with the A/C off, a horn that won't stop, or accessories that stay live and drain the battery.",
    techNote:
      "Pull the relay: if the load stops, the relay contacts are likely welded, or the control side is still energized. Check the control circuit before replacing, and see whether the load draws too much current, which welds new relays too.",
    systems: ["electrical", "ac-system"],
  },
  {
    id: "wet-boiling-point",
    term: "Wet boiling point",
    aka: ["wet ERBP"],
    definition:
      "The boiling point of brake fluid after it has absorbed about 3.7% water, roughly what fluid can absorb in a few years of service. DOT 3 must still boil above 284 °F (140 °C) and DOT 4 above 311 °F (155 °C). Water-laden fluid boils in hard or long braking, leaving a soft, sinking pedal.",
    techNote:
      "Test fluid with a boiling-point tester or test strips for copper content; moisture pens are less accurate. Flush brake and clutch fluid per the maker's interval, often every 2–3 years.",
    systems: ["brake-system", "clutch-system"],
  },
  {
    id: "wet-compression-test",
    term: "Wet compression test",
    aka: ["wet test", "wet compression check"],
    definition:
      "A compression test repeated after squirting a little engine oil into a low cylinder. The oil temporarily seals the piston rings: if compression rises a lot, the rings are worn; if it barely changes, a valve or the head gasket is leaking.",
    techNote:
      "Use about a teaspoon of oil and crank the same number of times as the dry test. A big rise (often 10–15% or more) points to rings. Follow with a leak-down test to confirm. Don't add too much oil, which can hydrolock the cylinder.",
    systems: ["four-stroke", "advanced-engine"],
  },
  {
    id: "wheel-balance",
    term: "Wheel balance",
    aka: ["tire balance", "wheel balancing", "spin balance", "wheel weight"],
    definition:
      "Evening out the weight of a tire and wheel with small weights so it spins smoothly. An out-of-balance front wheel shakes the steering wheel, typically between about 55 and 70 mph; a rear one makes the seat and floor buzz.",
    techNote:
      "Balance on a calibrated machine with the wheel centered by the correct cone or flange. If vibration persists after balancing twice, check runout and road force, bent wheels, and lost weights. Clean the hub face before mounting.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "wheel-bearing",
    term: "Wheel bearing",
    aka: ["hub bearing", "wheel hub bearing", "hub assembly", "hub unit bearing"],
    definition:
      "The sealed bearing at each wheel that lets it spin smoothly on the axle or knuckle. Most modern cars use a hub unit that includes the bearing, flange and often the ABS tone ring. A worn bearing hums or growls more with speed and changes when changing lanes; a badly worn one lets the wheel rock.",
    techNote:
      "With the wheel raised, rock it at 12 and 6 o'clock for play and spin it for roughness. Torque the axle nut to spec, never with an impact gun. An ABS light after replacement often means a damaged or reversed magnetic encoder or a pinched sensor wire.",
    systems: ["suspension", "abs-system", "alignment"],
  },
  {
    id: "wheel-cylinder",
    term: "Wheel cylinder",
    aka: ["drum brake wheel cylinder"],
    definition:
      "The small hydraulic cylinder at the top of a drum brake with a piston at each end that pushes the brake shoes out against the drum when you brake. A leaking wheel cylinder wets the inside of the wheel and tire with brake fluid, soaks the shoes and lowers the fluid level.",
    techNote:
      "Peel back the rubber boots: any fluid behind them means a leak. Replace both sides and the fluid-soaked shoes, then bleed. Don't drive with fluid on the shoes; braking is unpredictable.",
    systems: ["brake-system"],
  },
  {
    id: "wheel-offset",
    term: "Wheel offset",
    aka: ["offset", "backspacing"],
    definition:
      "The distance from the wheel's mounting face to the centerline of the wheel. Positive offset puts the mounting face toward the outside, as on most cars; less offset or wheel spacers push the tire outward. Changing it alters scrub radius, so steering gets heavy, the car tramlines and wheel bearings wear faster.",
    techNote:
      "Compare the offset stamped inside the wheel (ET number in millimeters) with the factory wheel. Spacers and very low offset also load the wheel studs and bearings more, and may rub the fenders at full lock.",
    systems: ["alignment", "steering-system"],
  },
  {
    id: "wheel-speed-sensor",
    term: "Wheel-speed sensor",
    aka: ["wheel speed sensor", "WSS", "ABS sensor", "ABS wheel sensor"],
    definition:
      "A sensor at each wheel that reads a toothed or magnetic tone ring to measure how fast the wheel turns. The ABS, traction and stability systems use the signals to detect lockup and spin, and many cars use them for the speedometer and indirect tire pressure warnings. A bad sensor or damaged wiring turns on the ABS and traction lights.",
    techNote:
      "Compare all four wheel-speed PIDs on a slow road test. Passive sensors usually measure roughly 800–2,500 Ω and make AC voltage; active sensors need power and switch between about 7 and 14 mA. Check the air gap and for rust jacking, and inspect the wiring where it flexes.",
    systems: ["abs-system", "obd", "alignment", "electrical"],
  },
  {
    id: "wicking",
    term: "Wicking",
    aka: ["oil wicking", "capillary wicking"],
    definition:
      "Liquid creeping along the inside of a wire, between the copper strands, by capillary action. Oil from a leaking sensor can travel several feet inside a harness into a computer connector (Mercedes V6 and V8 engines are known for it), and water can wick and corrode copper black or green under insulation that looks fine.",
    techNote:
      "Cut back or peel insulation a few inches from the suspect area to look for darkened copper. Fix the leaking part, replace or splice in new wire past the contamination, and clean the module connector; some makers sell harness adapters with a break to stop wicking.",
    systems: ["electronics-wiring", "ecu", "can-bus-network"],
  },
  {
    id: "wiggle-test",
    term: "Wiggle test",
    aka: ["harness wiggle test", "flex test"],
    definition:
      "Finding an intermittent fault by gently moving, tapping or flexing wires and connectors while watching the symptom, scan-tool data or a meter. It locates loose terminals, broken wires and bad grounds in circuits that work most of the time.",
    techNote:
      "Watch a live PID, voltage or a scope trace while moving short sections at a time: a glitch marks the spot. On the Corvette LS7 the same term refers to rocking a valve sideways to check for guide wear.",
    systems: ["electronics-wiring", "can-bus-network", "four-stroke"],
  },
  {
    id: "window-regulator",
    term: "Window regulator",
    aka: ["power window regulator", "window motor"],
    definition:
      "The mechanism inside a door that raises and lowers the window glass, usually a cable-and-pulley or scissor-arm assembly driven by an electric motor. Broken cables, stripped pulleys and worn motors cause grinding or snapping noises, a crooked or dropped window, or no movement at all.",
    techNote:
      "Listen while pressing the switch: motor noise with no movement means a broken regulator; silence means check switch, power and ground at the motor. Many new cars need a window initialization after repair to restore auto up and pinch protection.",
    systems: ["electrical"],
  },
  {
    id: "yaw-rate-sensor",
    term: "Yaw-rate sensor",
    aka: ["yaw rate sensor", "yaw sensor", "YRS"],
    definition:
      "A sensor that measures how quickly the car rotates around its vertical axis, in degrees per second, and usually its sideways and forward acceleration too. The stability control system compares it with the steering angle and wheel speeds to see if the car is sliding. A faulty or misaligned one can trigger unwanted braking in curves.",
    techNote:
      "It is often built into the airbag or ABS module on newer cars, or mounted under the center console. Confirm the mounting is tight and level, then perform zero-point calibration after replacement or alignment; on Toyotas a missed calibration brings on the VSC light.",
    systems: ["abs-system"],
  },
  {
    id: "zero-point-calibration",
    term: "Zero-point calibration",
    aka: ["zero point calibration", "zero-point learning", "sensor zero calibration"],
    definition:
      "A scan-tool procedure that teaches a sensor what zero looks like, with the vehicle level and still or the seat empty. It is needed after alignments and repairs for Toyota yaw-rate and deceleration sensors, electric power steering torque sensors and occupant classification seat sensors; without it, warning lights stay on or the car pulls.",
    techNote:
      "Park on a level surface, wheels straight, engine running or key on as specified, and don't touch the wheel or sit in the seat during the procedure. On Toyota and Lexus it is done with Techstream; failure to complete usually means the car isn't level or a DTC is present.",
    systems: ["abs-system", "obd", "steering-system", "adas-sensor-calibration"],
  },
];
