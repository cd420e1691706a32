import type { GlossaryEntry } from "./schema";

export const glossaryPart: GlossaryEntry[] = [
  {
    id: "two-four-band",
    term: "2–4 band",
    aka: ["2-4 band", "intermediate band"],
    definition:
      "The friction band inside a GM 4L60E (and its 4L60, 4L65E and 4L70E relatives) that wraps around the reverse input drum and holds it still for 2nd and 4th gear. A hydraulic servo clamps it on; a burned band, leaking servo or broken drum shows up as flares into 2nd or 4th, or no 2nd and 4th at all.",
    techNote:
      "A 1–2 or 3–4 flare with good line pressure points here. Check servo pin length and the servo cover O-rings before condemning the band; lost 2nd and 4th with metal in the pan usually means the band has worn through or the drum has cracked.",
    systems: ["transmission"],
  },
  {
    id: "five-volt-reference",
    term: "5-volt reference",
    aka: ["5 V reference", "5V reference", "VREF", "reference voltage"],
    definition:
      "The regulated 5-volt supply an engine or body computer sends to its three-wire sensors, such as throttle position, MAP, fuel rail pressure and A/C pressure sensors. Each sensor returns a share of that 5 V as its signal, so when one sensor or wire shorts the shared reference, several unrelated sensors read zero or maximum at once.",
    techNote:
      "Expect about 4.8–5.2 V back-probed at the sensor, key on. A reference pulled toward 0 V means a shorted sensor or chafed wire on that circuit: unplug the sensors one at a time and watch it recover. Codes such as P0641 and P0651 name the reference circuit itself.",
    systems: ["ecu", "electronics-wiring", "obd", "electrical"],
  },
  {
    id: "four-wheel-drive",
    term: "4WD",
    aka: ["four-wheel drive", "4x4", "part-time 4WD"],
    definition:
      "A drivetrain in which a transfer case can send engine power to both axles, selected by a switch or lever (2H, 4H, 4L) on pickups and body-on-frame SUVs. Part-time systems lock the front and rear driveshafts together, so they belong on loose or slippery surfaces only; 4L adds a low-range gear for crawling and towing up ramps.",
    techNote:
      "Running a part-time system in 4H on dry pavement binds the driveline: crow-hop in tight turns and stress on the transfer case and axles. Front-axle engagement faults often come down to vacuum or electric hub actuators, such as the IWE hubs on Ford F-150s.",
    systems: ["transmission", "abs-system"],
  },
  {
    id: "ac-compressor",
    term: "A/C compressor",
    aka: ["AC compressor", "air-conditioning compressor"],
    definition:
      "The pump at the heart of the A/C: belt-driven on most engines, electric on hybrids and EVs. It squeezes low-pressure refrigerant vapor into hot, high-pressure vapor so the condenser can shed the cabin's heat. Belt-driven units are switched by an electromagnetic clutch or, as clutchless compressors, vary their stroke internally.",
    techNote:
      "A mechanical failure (knock, seizure, metal in the oil) contaminates the whole circuit: replace the drier or accumulator and the metering device and flush the lines along with the compressor. Electric compressors need insulating POE oil; PAG oil in them can cause isolation faults.",
    systems: ["ac-system", "belt-system"],
  },
  {
    id: "ac-compressor-clutch",
    term: "A/C compressor clutch",
    aka: ["compressor clutch", "A/C clutch", "clutch field coil", "armature plate"],
    definition:
      "The electromagnet and friction plate on the nose of a belt-driven A/C compressor. The pulley spins whenever the engine runs; when the climate computer energizes the field coil, magnetism pulls the armature plate against the pulley and the compressor turns. A worn clutch slips, chatters or stops pulling in once it gets hot.",
    techNote:
      "Field coil resistance is usually about 2–5 ohms; a coil that tests fine cold but drops out hot is a classic intermittent. Measure the air gap with feeler gauges and correct it with shims before replacing the compressor.",
    systems: ["ac-system"],
  },
  {
    id: "abs",
    term: "ABS",
    aka: ["anti-lock braking system", "anti-lock brakes", "antilock brakes"],
    definition:
      "The anti-lock braking system: wheel-speed sensors, a computer and a hydraulic unit that keep any wheel from locking in a hard stop. When a wheel slows faster than the car, valves drop and reapply its brake pressure many times a second, which is the buzz and pedal pulse you feel, so you can still steer.",
    techNote:
      "An ABS light turns off anti-lock and usually traction and stability control, but normal braking remains; drive gently and get it read. ABS faults are C-codes stored in the brake module, which a basic engine-code reader cannot see.",
    systems: ["abs-system", "brake-system"],
  },
  {
    id: "abs-activation",
    term: "ABS activation",
    aka: ["ABS cycling", "false ABS activation"],
    definition:
      "The moment the anti-lock system actually steps in: the pedal pulses, the pump buzzes and the car seems to roll on. Normal on ice or gravel, but activation during a gentle dry stop or over a bump means the module saw a wheel slow too fast, usually from a bad speed signal, and it can lengthen the stop.",
    techNote:
      "Graph all four wheel-speed PIDs during a slow stop and look for the one that drops out first. Rust scale under a sensor, a widened air gap or a cracked tone ring is the usual cause, not the module.",
    systems: ["abs-system", "brake-system"],
  },
  {
    id: "abs-automated-bleed",
    term: "ABS automated bleed",
    aka: ["automated bleed", "ABS bleed procedure"],
    definition:
      "A scan-tool routine that runs the ABS pump and cycles the hydraulic unit's valves so air trapped inside the unit is pushed out into the lines, where an ordinary bleed can remove it. Many cars need it after a new master cylinder or hydraulic unit, or after the reservoir has run dry.",
    techNote:
      "Usual order: bleed the corners conventionally, run the automated bleed with a helper working the pedal as prompted, then bleed the corners again. A pedal that goes soft after the first hard ABS stop means air was left in the unit.",
    systems: ["abs-system", "brake-system"],
  },
  {
    id: "abs-module",
    term: "ABS module",
    aka: ["EBCM", "electronic brake control module", "ABS control module", "brake control module", "EBTCM"],
    definition:
      "The computer that runs anti-lock braking, traction control and usually stability control, bolted to the hydraulic unit of valves and pump on most cars. It reads the wheel-speed sensors, shares data with other modules over the network and turns on the ABS and traction lights when it finds a fault.",
    techNote:
      "1999–2007 GM trucks and SUVs are known for internal EBCM failures, and rebuild services exist. A replacement usually needs programming, VIN configuration and a steering-angle calibration before the lights go out. U0121 means other modules lost contact with it.",
    systems: ["abs-system", "can-bus-network", "brake-system"],
  },
  {
    id: "abs-pump-motor",
    term: "ABS pump motor",
    aka: ["ABS motor", "ABS pump"],
    definition:
      "The small electric motor on the ABS hydraulic unit that drives a pump to return fluid and rebuild pressure during an anti-lock stop and, on stability-control cars, to apply a brake with no foot on the pedal. Most units run it for a second at the first drive-off, the short buzz you hear from under the hood.",
    techNote:
      "No start-up buzz plus a motor code (on GM trucks C0265 or C0267, motor relay or circuit): check the high-current fuse and the module ground, then command the motor with a bidirectional scan tool. A motor seized from disuse may free up but usually fails again.",
    systems: ["abs-system"],
  },
  {
    id: "abutment-clip",
    term: "Abutment clip",
    aka: ["abutment hardware", "pad abutment clip", "caliper hardware"],
    definition:
      "The thin stainless-steel clips that sit in the caliper bracket where the brake pad ears slide. They give the pads a smooth, rust-free track and a little spring tension so the pads do not rattle, click or stick. Quality pad sets come with new clips.",
    techNote:
      "Reused or rust-jacked clips cause squeal at the end of a stop, a click when changing direction and pads that hang up. Wire-brush the bracket to bare metal, fit new clips and put a thin film of high-temperature brake lubricant on the pad ears only.",
    systems: ["brake-system"],
  },
  {
    id: "ac-ripple",
    term: "AC ripple",
    aka: ["ripple voltage", "AC voltage ripple", "alternator ripple"],
    definition:
      "The small alternating-voltage wobble riding on an alternator's DC output. The rectifier diodes turn the alternator's AC into DC; when a diode or stator winding fails, the ripple grows and brings dim or pulsing lights, a whine in the radio and network glitches even while the average charging voltage looks normal.",
    techNote:
      "Meter on AC volts at the B+ terminal, engine at 1,500–2,000 rpm with lights and blower on. Around 0.1 V AC or less is healthy; guides differ, but above roughly 0.5 V AC points to a failed diode or stator phase. A scope shows a missing hump in the ripple pattern.",
    systems: ["alternator", "electrical", "can-bus-network"],
  },
  {
    id: "accumulator",
    term: "Accumulator",
    aka: ["A/C accumulator", "hydraulic accumulator", "brake accumulator"],
    definition:
      "A container that holds fluid or pressure in reserve. In the A/C it is the canister on the low-pressure line of an orifice-tube system that traps liquid refrigerant and holds desiccant. In brakes it is a gas-charged sphere storing pressure for Hydro-Boost, Prius and Mercedes SBC systems; in automatic transmissions it cushions clutch apply.",
    techNote:
      "Replace an A/C accumulator whenever the system is opened for major work, since its desiccant saturates. A brake accumulator that lost its gas charge makes the pump run long and often and gives a hard pedal after a few stops; a stuck transmission accumulator piston causes harsh engagement.",
    systems: ["ac-system", "brake-system", "abs-system", "transmission"],
  },
  {
    id: "active-control-engine-mount",
    term: "Active control engine mount",
    aka: ["ACM", "active engine mount", "active control mount"],
    definition:
      "An engine mount with an electric actuator inside, used on Honda and Acura V6s that shut off cylinders to save fuel. The engine computer pulses it in time with the firing to cancel vibration while the engine runs on three or four cylinders; a failed actuator, torn rubber or broken wire brings drone and shudder.",
    techNote:
      "Drone at a steady 40–70 mph only while the ECO light is on points to the front or rear ACM. Look for collapsed rubber or leaked fluid, check the connector and actuator circuit codes, and confirm by watching whether the vibration stops when the engine runs on all six.",
    systems: ["advanced-engine", "four-stroke"],
  },
  {
    id: "active-fuel-management",
    term: "Active Fuel Management",
    aka: ["AFM", "Dynamic Fuel Management", "DFM", "Displacement on Demand"],
    definition:
      "GM's cylinder-deactivation system on 5.3 L and 6.2 L V8s: at light load the engine computer shuts off four cylinders by collapsing special lifters with oil pressure from a solenoid block called the lifter oil manifold. Dynamic Fuel Management, from 2019, can drop any combination of cylinders.",
    techNote:
      "The deactivating lifters are the weak point: one that sticks or collapses ticks, misfires one of cylinders 1, 7, 4 or 6 and can wipe its cam lobe. AFM is also linked to oil consumption and fouled plugs on many 2007–2014 5.3 L trucks.",
    systems: ["advanced-engine", "four-stroke"],
  },
  {
    id: "active-noise-cancellation",
    term: "Active noise cancellation",
    aka: ["ANC", "active noise control", "active sound control"],
    definition:
      "A system that listens with microphones in the headliner and plays an opposite-phase sound through the audio speakers to cancel engine boom, especially when cylinders are shut off. If a microphone, the amplifier or the software fails, or the exhaust is changed, the cabin drones at highway cruise.",
    techNote:
      "Check the headliner microphone connectors and the amplifier or radio for codes. Aftermarket or failing exhaust parts can create drone frequencies the system was never tuned to cancel, so note any recent exhaust work.",
    systems: ["infotainment", "advanced-engine", "exhaust-system"],
  },
  {
    id: "active-sensor",
    term: "Active sensor",
    aka: ["active wheel-speed sensor", "active speed sensor", "magnetoresistive sensor"],
    definition:
      "A sensor powered by its module that sends out a clean square-wave signal, usually as current pulses, instead of generating its own AC voltage. Most wheel-speed sensors since the mid-2000s are active: they read speed down to almost zero and, unlike older two-wire magnetic sensors, cannot be tested with an ohmmeter.",
    techNote:
      "Check for supply voltage with the key on and graph the signal; many two-wire active sensors switch between about 7 and 14 mA. A bearing with the wrong or damaged magnetic encoder ring, or a sensor fitted in the wrong orientation, gives no signal at all.",
    systems: ["abs-system", "obd"],
  },
  {
    id: "actuator-calibration",
    term: "Actuator calibration",
    aka: ["actuator learn", "actuator relearn"],
    definition:
      "A scan-tool or automatic routine that teaches a newly fitted electric actuator its end stops and, on LIN-bus parts, its address: HVAC door motors, wiper motors, turbo vane actuators. Until it runs, a new actuator may do nothing, drive the wrong door or set codes.",
    techNote:
      "Ram 6.7 Cummins variable-geometry turbo actuators need calibrating after replacement or cleaning, often after codes such as P003A, P2262 or P2563. Some HVAC systems calibrate at key-on; others need a scan tool or a fuse pulled for a minute.",
    systems: ["can-bus-network", "turbo-supercharger", "ac-system"],
  },
  {
    id: "adaptive-cruise-control",
    term: "Adaptive cruise control",
    aka: ["ACC", "adaptive cruise", "radar cruise control", "dynamic radar cruise control"],
    definition:
      "Cruise control that uses a forward radar, and on many cars the windshield camera, to hold a set gap to the car ahead by easing off, braking and resuming. It switches itself off when the radar is blocked by snow, mud or a bent bracket, or when a related warning light is on.",
    techNote:
      "After bumper, grille or radar-bracket repairs the radar must be aimed: 1° off moves the beam several feet at highway following distance. ACC also relies on ABS, brake-light switch and engine data, so an unrelated fault can disable it.",
    systems: ["adas-sensor-calibration", "abs-system"],
  },
  {
    id: "adaptive-learning",
    term: "Adaptive learning",
    aka: ["adaptive values", "adaptive relearn", "adaptives", "learned values", "shift adapts"],
    definition:
      "The corrections a transmission or engine computer learns over time to allow for wear and part tolerances: how long each clutch takes to fill, how much air a dirty throttle needs at idle, long-term fuel trim. A battery disconnect, new computer or transmission repair erases or invalidates them, so shifts or idle run rough until relearned.",
    techNote:
      "Many transmissions need a scan-tool reset plus a specific relearn drive (Ford 10R80, ZF 9HP), not just miles. Read the stored values before clearing them: which clutch has the largest correction often points to the one that is slipping.",
    systems: ["transmission", "ecu", "engine-wont-start"],
  },
  {
    id: "adas",
    term: "ADAS",
    aka: ["advanced driver assistance systems", "driver-assist systems", "driver assistance"],
    definition:
      "Advanced driver assistance systems: the camera-, radar- and ultrasonic-based features such as automatic emergency braking, adaptive cruise, lane-keep assist, blind-spot monitoring and parking sensors. Their sensors are aimed precisely at the car's direction of travel, so windshield, bumper, alignment and suspension work can require recalibration.",
    techNote:
      "Scan all modules before and after collision or glass work; many ADAS faults set no warning light. Calibration needs a level floor, specified tire pressures and fuel load and the maker's targets; keep the printed calibration report with the repair order.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "afterfire",
    term: "Afterfire",
    aka: ["exhaust popping", "decel popping"],
    definition:
      "Unburned fuel igniting in the exhaust instead of the cylinders, heard as pops or a bang from the tailpipe when you lift off the throttle or shut the engine down. Common causes are an exhaust leak that pulls in air, a lean misfire, a rich mixture and, on small engines, shutting down at full throttle.",
    techNote:
      "Some decel popping is normal on motorcycles and loud aftermarket exhausts. A sudden change usually follows a leak at an exhaust gasket or pipe joint. On mowers and generators, idle down before shutoff and check the anti-afterfire fuel solenoid on the carburetor.",
    systems: ["exhaust-system", "four-stroke", "motorcycle-engine"],
  },
  {
    id: "agm-battery",
    term: "AGM battery",
    aka: ["absorbed glass mat battery", "AGM"],
    definition:
      "An absorbed glass mat battery: a sealed lead-acid battery whose acid is soaked into fiberglass mats. It survives the deep cycling of start-stop and heavy electrical loads far better than a flooded battery and is original equipment on many BMW, Audi, VW, Mercedes and start-stop models. Replace AGM with AGM, never a cheaper flooded battery.",
    techNote:
      "A fully charged AGM rests at about 12.8–12.9 V. Charge on an AGM setting, no higher than about 14.7–14.8 V; overcharging leaves it hot, swollen and smelling of rotten eggs. Many European cars need the new battery registered to the charging system.",
    systems: ["alternator", "engine-wont-start", "electrical"],
  },
  {
    id: "air-gap",
    term: "Air gap",
    aka: ["sensor air gap", "clutch air gap"],
    definition:
      "The small measured space between two parts that work by magnetism without touching: a wheel-speed sensor tip and its tone ring, or an A/C compressor clutch plate and its pulley. If rust pushes a sensor outward, or wear opens a clutch gap too wide, the signal weakens or the clutch will not pull in.",
    techNote:
      "Wheel-speed sensor gaps are typically about 0.3–1.5 mm and usually fixed, so a wide gap means rust scale under the sensor, a loose hub or a wrong part. A/C clutch gaps are often about 0.4–0.8 mm (0.015–0.030 in) and set with shims; a gap that grows when hot drops the clutch out.",
    systems: ["abs-system", "ac-system"],
  },
  {
    id: "air-pocket",
    term: "Air pocket",
    aka: ["air lock", "airlock", "trapped air"],
    definition:
      "A bubble of air stuck in the cooling system at a high point, such as the heater core, thermostat housing or cylinder head, after a coolant drain or repair. It blocks flow, so the heater blows cold, the dash gurgles, the temperature gauge swings and the engine can overheat.",
    techNote:
      "Fill with a vacuum filler or a spill-free funnel, open any bleeder screws and run with the heater on full hot until the thermostat has opened. Engines with electric water pumps (BMW, many hybrids) need the scan-tool or key-on bleed routine.",
    systems: ["cooling-system"],
  },
  {
    id: "air-suspension-compressor",
    term: "Air suspension compressor",
    aka: ["air compressor", "air ride compressor"],
    definition:
      "The electric pump that fills the air springs on an air-suspension vehicle, mounted under the car or near the spare-tire well with a valve block and an air dryer. When a spring or line leaks, the compressor runs longer and longer until it overheats, trips its thermal cutout or wears out.",
    techNote:
      "Find the leak first: a compressor that runs for minutes after startup is chasing a leaking air spring, line or valve block. Check the relay (a relay stuck closed burns out compressors), the fuse and the thermal cutout before replacing the pump.",
    systems: ["suspension"],
  },
  {
    id: "air-dryer",
    term: "Air dryer",
    aka: ["air drier", "air suspension dryer"],
    definition:
      "A canister of desiccant beads on an air-suspension compressor that strips moisture from the air going into the springs and is purged dry each time the system vents. A saturated dryer lets water reach the valves and springs, where it corrodes them and can freeze in winter.",
    techNote:
      "Replace the dryer whenever the compressor is replaced; many compressor kits include one. Water or white corrosion inside the valve block, or a vent valve that sticks, points to a failed dryer.",
    systems: ["suspension"],
  },
  {
    id: "air-fuel-ratio-sensor",
    term: "Air-fuel ratio sensor",
    aka: ["air-fuel sensor", "A/F sensor", "AFR sensor", "wideband oxygen sensor", "wideband O2 sensor"],
    definition:
      "The upstream exhaust sensor on many cars built since the 2000s: it measures the exact air-fuel ratio over a wide range, rather than just switching rich or lean like an older oxygen sensor. The engine computer builds fuel trim from it, and a built-in heater brings it to working temperature within seconds.",
    techNote:
      "It reports current, not a switching voltage: Toyota scan data shows about 3.3 V at 14.7:1, higher when lean and lower when rich; others show lambda or mA. Common codes are heater circuit faults (P0135, P0155) and signal stuck lean or rich (P2195, P2196).",
    systems: ["obd", "exhaust-system", "fuel-system"],
  },
  {
    id: "airbag-simulator",
    term: "Airbag simulator",
    aka: ["airbag resistor", "squib simulator", "airbag load simulator"],
    definition:
      "A plug-in resistor that stands in for an airbag or seat-belt pretensioner while its circuit is diagnosed. It shows whether a warning code comes from the airbag itself or from the wiring and clockspring between it and the airbag module. Disconnect the battery and wait the specified time before unplugging any airbag.",
    techNote:
      "Plug the simulator in at the airbag, clear codes and recheck: if the code stays away the inflator is at fault; if it returns, move the simulator toward the module. Never put an ohmmeter on a live airbag, and never leave a simulator in a car on the road.",
    systems: ["electronics-wiring", "electrical", "obd"],
  },
  {
    id: "alignment",
    term: "Alignment",
    aka: ["wheel alignment", "four-wheel alignment", "front-end alignment"],
    definition:
      "Setting the angles at which the wheels sit (camber, caster and toe) so the tires roll straight and flat and the steering wheel is centered. A car needs one after steering or suspension parts are replaced, after a hard curb strike, or when the tires wear unevenly or the car pulls.",
    techNote:
      "Check ride height, tire pressures and loose parts (tie-rod ends, ball joints, bushings) before aligning; setting a car with worn parts only moves the problem. Afterward, many cars with stability control need a steering-angle sensor calibration.",
    systems: ["alignment", "suspension", "steering-system"],
  },
  {
    id: "alternator",
    term: "Alternator",
    aka: ["charging alternator"],
    definition:
      "The belt-driven generator that recharges the battery and powers the electrical system once the engine runs. A spinning rotor, magnetized by a small field current, induces AC in the stator windings; diodes rectify it to DC and a regulator holds system voltage at about 13.5–14.8 V.",
    techNote:
      "At the battery: about 12.6 V engine off, 13.5–14.8 V running, though smart-charging cars may drop to 12.5–13 V while cruising by design. Check AC ripple, voltage drop on the output and ground cables and the belt before replacing the alternator.",
    systems: ["alternator", "electrical", "belt-system"],
  },
  {
    id: "amp-clamp",
    term: "Amp clamp",
    aka: ["current clamp", "current probe", "low-amp probe", "inductive amp clamp"],
    definition:
      "A clamp-on meter probe that measures current from the magnetic field around a wire, with nothing cut or unplugged. Low-amp versions on a lab scope show the current waveform of a fuel pump, injector or ignition coil and reveal a worn pump or shorted coil in seconds.",
    techNote:
      "Zero the clamp before each reading and clamp one wire only. A fuel pump waveform shows one hump per commutator segment; a short or missing hump means a worn pump. Many in-tank pumps draw roughly 4–8 A.",
    systems: ["electronics-wiring", "fuel-system", "advanced-engine", "electrical"],
  },
  {
    id: "anti-drainback-valve",
    term: "Anti-drainback valve",
    aka: ["drainback valve", "anti-drain back valve"],
    definition:
      "A rubber flap, usually inside the oil filter, that keeps oil from draining out of the filter and passages back to the pan while the engine is off. If it leaks, the engine clatters or the timing chain rattles for a few seconds on every start while oil pressure builds again.",
    techNote:
      "Cheap filters with hardened nitrile flaps are a common cause; try a quality filter with a silicone valve first, especially where the filter mounts sideways or upside down. Some engines also carry a check valve in the filter housing or the chain-tensioner oil feed.",
    systems: ["four-stroke", "timing-system"],
  },
  {
    id: "as-built-data",
    term: "As-built data",
    aka: ["as-built", "as-built configuration"],
    definition:
      "Ford's name for the factory configuration values stored in each module, listed by VIN on Ford's service website. They tell a body, radio or instrument module which options, engine and features the vehicle has; a new or used module carrying the wrong as-built data leaves features missing or sets U-codes.",
    techNote:
      "Programmable module installation with Ford's FDRS or a capable J2534 tool loads the data automatically. If the old module is dead, download the VIN's as-built values and enter them by hand; save a copy before swapping modules.",
    systems: ["can-bus-network", "ecu"],
  },
  {
    id: "atf",
    term: "ATF",
    aka: ["automatic transmission fluid", "transmission fluid"],
    definition:
      "Automatic transmission fluid: the oil that lubricates, cools and works the hydraulics in an automatic transmission, and in some cars the power steering. Each maker specifies a type (Dexron VI, Mercon LV, Toyota WS, ATF+4, Honda DW-1), and the wrong one can cause shudder or slipping. New ATF is red; dark brown with a burnt smell means it overheated.",
    techNote:
      "Check the level hot on the dipstick or, on sealed units, at the check plug with the fluid at the specified temperature (many Toyotas 95–113 °F). Pink, milky fluid means coolant got in through a failed cooler in the radiator, which ruins friction material quickly.",
    systems: ["transmission", "cooling-system"],
  },
  {
    id: "automatic-emergency-braking",
    term: "Automatic emergency braking",
    aka: ["AEB", "pre-collision braking", "collision mitigation braking", "forward collision braking"],
    definition:
      "A driver-assist feature that brakes the car by itself when the forward radar or camera sees a collision coming and the driver has not reacted. It cannot prevent every crash, and a misaimed or confused sensor can brake hard for nothing on the highway, which is dangerous: report phantom braking and have the sensors checked promptly.",
    techNote:
      "Phantom braking often follows a minor front hit, a non-original bumper cover or bracket, or software that has an update pending; check recalls and bulletins first. Any ABS, stability or engine fault usually disables AEB.",
    systems: ["adas-sensor-calibration", "abs-system", "brake-system"],
  },
  {
    id: "automatic-tensioner",
    term: "Automatic tensioner",
    aka: ["belt tensioner", "auto tensioner", "spring-loaded tensioner"],
    definition:
      "The spring-loaded arm and pulley that keeps an accessory belt at the right tension as the belt wears and the engine changes speed. Many have a pointer and marks on the base that show when the belt is worn out; a weak spring or worn damper lets the belt slip, squeal or flap.",
    techNote:
      "Running, the arm should barely move; heavy bouncing means a worn damper, and an arm that will not move with the belt tool has seized. Check the pulley bearing for noise and wobble and the arm's alignment with the other pulleys.",
    systems: ["belt-system", "alternator", "timing-system"],
  },
  {
    id: "auxiliary-battery",
    term: "Auxiliary battery",
    aka: ["12-volt auxiliary battery", "auxiliary 12-volt battery", "aux battery"],
    definition:
      "The ordinary 12-volt battery in a hybrid or EV, separate from the high-voltage traction battery. It powers the computers, lights and the relays that connect the big battery, so a flat auxiliary battery leaves the car unable to switch to READY even though the traction battery is charged.",
    techNote:
      "It is charged by the DC-DC converter, not an alternator, and is often a small AGM in the cargo area (Prius). Jump only at the terminal the owner's manual names, and check converter output in READY, typically about 13.5–14.5 V.",
    systems: ["alternator", "engine-wont-start", "electrical"],
  },
  {
    id: "awd",
    term: "AWD",
    aka: ["all-wheel drive", "all wheel drive"],
    definition:
      "All-wheel drive: a drivetrain that sends power to all four wheels automatically, through a center differential, a clutch pack or a power transfer unit, with no lever for the driver. Because the front and rear axles are linked, all four tires must match closely in size and tread depth.",
    techNote:
      "One new tire among worn ones, or a compact spare, makes the system bind, hop in tight turns and overheat the center coupling; many makers allow only about 2/32 in of tread-depth difference. A new tire can be shaved to match the others.",
    systems: ["transmission", "alignment", "abs-system"],
  },
  {
    id: "axle-seal",
    term: "Axle seal",
    aka: ["axle shaft seal", "output shaft seal", "drive axle seal", "half-shaft seal"],
    definition:
      "A lip seal where an axle shaft leaves the differential, transaxle or axle housing, keeping gear oil or ATF in and dirt out. A leaking rear axle seal can soak the brake shoes with oil so that brake grabs or locks, which is unsafe; a leaking transaxle seal drips red fluid near a front wheel.",
    techNote:
      "Before replacing a seal, check the axle vent, since a plugged vent pressurizes the housing, and check the shaft's seal surface and bearing play; a worn bearing ruins a new seal quickly. Oil-soaked brake linings must be replaced, not cleaned.",
    systems: ["transmission", "brake-system"],
  },
  {
    id: "axle-vent",
    term: "Axle vent",
    aka: ["differential vent", "axle breather", "diff breather"],
    definition:
      "A small vent fitting or hose on a drive axle or differential that lets air in and out as the gear oil heats and cools. If it plugs with mud or its hose kinks, pressure builds inside and pushes oil past the pinion and axle seals.",
    techNote:
      "Make sure the vent cap moves freely or the hose runs up high and unkinked; trucks that cross deep water often have the vent extended. Clear the vent before replacing a leaking seal, or the new seal will leak too.",
    systems: ["transmission", "brake-system"],
  },
  {
    id: "b-plus-terminal",
    term: "B+ terminal",
    aka: ["alternator output terminal", "BAT terminal", "B+ stud"],
    definition:
      "The heavy output stud on the back of the alternator, or the battery feed stud on a starter solenoid, where the thick cable carrying charging or cranking current bolts on. A loose or corroded nut here heats up, melts the protective boot and causes a charging fault or a single click with no crank.",
    techNote:
      "Measure voltage drop from the B+ stud to the battery positive post with the alternator loaded: more than about 0.3–0.5 V means a poor connection or cable. Torque the nut to spec; an overtightened stud can spin and short inside the alternator.",
    systems: ["alternator", "engine-wont-start", "electrical"],
  },
  {
    id: "back-pressure-test",
    term: "Back-pressure test",
    aka: ["exhaust back-pressure test", "backpressure test"],
    definition:
      "A test for a clogged catalytic converter or muffler: a gauge replaces the upstream oxygen sensor and exhaust pressure is read at idle and at higher rpm. A restricted exhaust makes the engine feel choked and unwilling to rev, especially uphill.",
    techNote:
      "As a rule of thumb, expect less than about 1.5 psi at idle and about 3 psi at 2,500 rpm; sources vary, but readings well above that point to a plugged converter. A vacuum gauge reading that sags steadily at a held 2,500 rpm is a quicker screen.",
    systems: ["exhaust-system", "advanced-engine"],
  },
  {
    id: "back-probing",
    term: "Back-probing",
    aka: ["backprobing", "back-probe", "back probe"],
    definition:
      "Testing a circuit by sliding a thin probe into the back of a connector, alongside the wire and its seal, so the circuit stays connected and working while you measure. It is the right way to read a live sensor signal; piercing insulation or forcing a fat meter lead into the front of a terminal creates new faults.",
    techNote:
      "Use proper back-probe pins and go in beside the wire seal, not through it; seal the spot afterward if you breached it. A female terminal spread by front-probing is a common cause of fresh intermittents.",
    systems: ["electronics-wiring", "obd", "electrical"],
  },
  {
    id: "backfeed",
    term: "Backfeed",
    aka: ["back-feed", "backfeeding", "sneak circuit"],
    definition:
      "Current flowing backward through a circuit that was never meant to carry it, usually through a bad ground, failed diode or internally shorted bulb. It makes things switch on together or stay on: taillights glowing when the brake is pressed, a dash that stays lit with the key off or an engine that keeps running.",
    techNote:
      "Shorted dual-filament bulbs and trailer wiring are classic sources. With the symptom present, pull fuses one at a time to see which circuit feeds it, then check the grounds of the shared lamp or module; an open ground is the usual culprit.",
    systems: ["electrical", "electronics-wiring", "ecu"],
  },
  {
    id: "backing-plate",
    term: "Backing plate",
    aka: ["brake backing plate", "dust shield", "rotor dust shield"],
    definition:
      "The steel plate behind the brake at each wheel. On drum brakes it carries the shoes, wheel cylinder and springs; on disc brakes a thinner dust shield keeps road spray off the rotor. When it rusts through or gets bent inward it rubs the rotor or drum with a scraping or grinding noise.",
    techNote:
      "A shield bent during a brake job or by a rock is a common cause of a constant scrape; bend it back carefully. On drums, check the plate for wetness from the wheel cylinder and for wear grooves where the shoes rest.",
    systems: ["brake-system"],
  },
  {
    id: "backlash",
    term: "Backlash",
    aka: ["gear lash", "gear backlash"],
    definition:
      "The small amount of free play between two meshing gears, such as the ring and pinion in a differential or the rotor drive gears of a supercharger. Some is needed for oil and heat expansion; too much brings clunks and clatter, too little a howl and overheating.",
    techNote:
      "Measure ring-and-pinion backlash with a dial indicator on a ring-gear tooth; many axles call for roughly 0.005–0.010 in. A howl that changes between acceleration and coast points to backlash, pinion depth or worn pinion bearings.",
    systems: ["transmission", "turbo-supercharger"],
  },
  {
    id: "balance-shaft",
    term: "Balance shaft",
    aka: ["balancer shaft", "counterbalance shaft"],
    definition:
      "A weighted shaft driven by the crankshaft to cancel vibration an engine's layout cannot cancel by itself; inline fours use a pair spinning at twice crank speed. On some engines it has its own belt or chain, and timing it wrong after a belt job leaves a new vibration at idle.",
    techNote:
      "Mitsubishi and older Hyundai and Kia 2.4 engines use a separate balance-shaft belt with its own timing marks. On some 2005–2008 Mercedes V6s, a worn balance-shaft gear sets cam/crank correlation codes P0016 or P0017.",
    systems: ["timing-system", "four-stroke"],
  },
  {
    id: "ball-joint",
    term: "Ball joint",
    aka: ["lower ball joint", "upper ball joint", "load-bearing ball joint"],
    definition:
      "The ball-and-socket pivot that joins a control arm to the steering knuckle, letting the wheel move up and down and steer at the same time. A worn joint clunks over bumps and lets the wheel wander; a joint that separates lets the wheel fold under the car, so real play needs fixing right away.",
    techNote:
      "Check it unloaded (jack under the control arm or frame, depending on where the spring sits) with a pry bar and dial indicator against the maker's limit; many allow little or no measurable play. A torn boot means water and grit are already inside.",
    systems: ["suspension", "steering-system", "alignment"],
  },
  {
    id: "banjo-bolt",
    term: "Banjo bolt",
    aka: ["banjo fitting"],
    definition:
      "A hollow, cross-drilled bolt that clamps a ring-shaped hose end (the banjo) to a brake caliper, fuel part or turbo oil line, with a sealing washer on each side; fluid flows through the bolt itself. Reused or missing washers are the usual cause of a seep where the hose meets the caliper.",
    techNote:
      "Fit new copper or aluminum crush washers every time and torque to spec (caliper banjo bolts are often about 20–30 ft-lb). A bolt of the wrong length can bottom out and block flow, leaving that brake dragging after you let off the pedal.",
    systems: ["brake-system", "fuel-system", "turbo-supercharger"],
  },
  {
    id: "base-circle",
    term: "Base circle",
    aka: ["cam base circle", "heel of the cam"],
    definition:
      "The round, lowest part of a camshaft lobe, where the valve it works is fully closed. Valve lash is checked and set only with the lifter or follower resting on the base circle, because anywhere else the lobe has already started to push the valve open.",
    techNote:
      "Turn the engine until the lobe points away from its follower before measuring. Lash that measures correctly on the base circle but still ticks when running can mean a worn lobe, a worn rocker tip or a collapsed hydraulic lifter.",
    systems: ["four-stroke", "motorcycle-engine", "timing-system"],
  },
  {
    id: "basic-settings",
    term: "Basic settings",
    aka: ["basic setting"],
    definition:
      "A VW and Audi scan-tool function that runs a self-calibration routine so a control module can learn a component's end positions or baseline, for example a DSG's clutches and shift forks, a throttle body or an EGR valve. It is required after many repairs and part replacements.",
    techNote:
      "Run it with VCDS, ODIS or a capable scan tool, meeting the listed conditions (fluid temperature, idle, battery voltage, no stored faults). A routine that aborts points either to a condition not met or to a mechanical fault in the unit being set.",
    systems: ["transmission", "ecu"],
  },
  {
    id: "battery-cooling-fan",
    term: "Battery cooling fan",
    aka: ["hybrid battery fan", "HV battery blower", "traction battery fan"],
    definition:
      "The blower that pulls cabin air through an air-cooled hybrid battery pack (Prius, Camry Hybrid, Escape Hybrid, Honda IMA cars) to hold the modules near room temperature. When its intake clogs with lint or pet hair or its motor wears out, the pack heats up and the battery computer cuts power and sets an overheat or fan-circuit code.",
    techNote:
      "Inspect and vacuum the intake grille before condemning the fan (on a 2010–2015 Prius it sits in the right rear seat side trim). Command each fan speed with a hybrid-capable scan tool and compare pack temperatures: after a drive they should sit within about 15 °F of cabin air.",
    systems: ["hybrid-system"],
  },
  {
    id: "battery-current-sensor",
    term: "Battery current sensor",
    aka: ["GM battery current sensor"],
    definition:
      "A three-wire Hall-effect sensor clipped around the negative battery cable on many GM vehicles (and similar parts on Ford and others) that reports how much current is flowing in or out of the battery. GM's regulated voltage control uses it to estimate state of charge and lower alternator output once the battery is full, to save fuel.",
    techNote:
      "A steady 12.5–13 V while cruising can be normal regulated charging, not a fault. Ground aftermarket accessories to the body, not straight to the negative post, or the sensor never sees their current; a failed sensor sets charging codes and leaves output at a fixed default.",
    systems: ["alternator", "electrical", "obd"],
  },
  {
    id: "battery-maintainer",
    term: "Battery maintainer",
    aka: ["battery tender", "float charger", "maintenance charger", "trickle charger"],
    definition:
      "A small smart charger left connected to a parked vehicle that keeps the battery full, dropping to a low float voltage once it is charged. It prevents the slow discharge and sulfation that kill batteries in stored cars, motorcycles and vehicles used only for short trips.",
    techNote:
      "Choose one with AGM or lithium modes where needed; float voltage is typically about 13.2–13.6 V. An old trickle charger with no float stage can boil a battery dry over a few weeks.",
    systems: ["alternator", "engine-wont-start", "motorcycle-engine"],
  },
  {
    id: "battery-registration",
    term: "Battery registration",
    aka: ["battery coding", "register the battery", "battery adaptation", "battery reset"],
    definition:
      "Telling the car's computer, with a scan tool, that a new battery has been fitted, and often its type and capacity. BMW, MINI, Audi, VW and some other makes raise charging voltage as a battery ages; without registration a new battery is charged like an old one, stop-start may not work and the battery fails early.",
    techNote:
      "Confirm the new battery's Ah rating and type (AGM or EFB) match the original before registering; a change in capacity or type also needs coding. If batteries keep failing, test the charging system and parasitic draw too.",
    systems: ["alternator", "engine-wont-start", "can-bus-network", "obd"],
  },
  {
    id: "bedding-in",
    term: "Bedding in",
    aka: ["bed-in", "bedding-in", "brake burnishing", "burnishing"],
    definition:
      "Breaking in new brake pads and rotors with a series of moderate stops so an even layer of pad material transfers onto the rotor faces. Skipping it can leave the brakes feeling weak at first or leave uneven deposits that feel like warped rotors. New performance clutches need a similar gentle break-in.",
    techNote:
      "A common routine: eight to ten firm stops from about 35 mph down to 5 mph without stopping fully, then drive to cool the brakes without sitting on the pedal. Follow the pad maker's procedure where one is given.",
    systems: ["brake-system", "clutch-system"],
  },
  {
    id: "belt-glazing",
    term: "Belt glazing",
    aka: ["glazed belt"],
    definition:
      "A hard, shiny surface on the ribs or sides of a drive belt, left when the belt slips and friction heat polishes the rubber. A glazed belt keeps slipping and squealing even after it is tightened, and belt dressing only makes it worse.",
    techNote:
      "Look for shiny rib flanks and polished pulley grooves. Replace the belt and find why it slipped: weak tensioner, seized accessory, wrong length, or oil or coolant on the belt. Clean glazed pulley grooves before fitting the new belt.",
    systems: ["belt-system", "alternator"],
  },
  {
    id: "belt-routing-diagram",
    term: "Belt routing diagram",
    aka: ["belt routing", "belt diagram", "routing diagram"],
    definition:
      "The drawing, usually on a label under the hood or in the service manual, that shows the exact path of the serpentine belt around each pulley. A wrongly routed belt can spin the water pump backward so the engine overheats, run on the wrong face of a pulley or get thrown off.",
    techNote:
      "Photograph the belt before removing it. If the label is gone, use the factory diagram for the exact engine and accessories, since A/C and non-A/C versions often route differently. Ribbed pulleys must meet the ribbed side of the belt.",
    systems: ["belt-system", "alternator", "cooling-system"],
  },
  {
    id: "belt-slip",
    term: "Belt slip",
    aka: ["slipping belt", "belt slippage"],
    definition:
      "A belt turning slower than the pulley that should drive it, or, inside a CVT, the steel belt slipping on its pulleys. A slipping accessory belt squeals and lets the alternator, power steering pump or water pump fall behind; a slipping CVT belt makes the revs flare while the car barely gains speed.",
    techNote:
      "For accessory belts, check the wear gauge, the tensioner and any seized pulley before blaming the belt. CVT belt slip usually follows low or degraded fluid or worn pulleys; check fluid and scan for ratio and pressure codes.",
    systems: ["belt-system", "steering-system", "transmission"],
  },
  {
    id: "belt-tension-gauge",
    term: "Belt tension gauge",
    aka: ["belt tension tester", "sonic tension meter"],
    definition:
      "A tool that measures how tight a drive or timing belt is, either by deflecting the belt a set distance or by reading its vibration frequency with a sonic meter. It is needed on belts with a manual adjuster, where too loose squeals and too tight wrecks the bearings of the parts it drives.",
    techNote:
      "Set tension to the maker's figure for a new or used belt; new belts are set tighter. An alternator or pump that began whining right after a belt was tightened by feel has probably been overloaded.",
    systems: ["belt-system", "timing-system"],
  },
  {
    id: "belt-wear-gauge",
    term: "Belt wear gauge",
    aka: ["rib wear gauge", "belt gauge"],
    definition:
      "A simple plastic card that slips into the grooves of a ribbed belt to show how much rubber is left. Modern EPDM belts rarely crack; they wear thinner like a tire, so a belt can look perfect and still be worn out.",
    techNote:
      "If the gauge sits flush with or below the rib tops, the ribs are worn and the belt will slip. Check several spots around the belt and compare with the tensioner's wear marks.",
    systems: ["belt-system", "alternator"],
  },
  {
    id: "bench-bleeding",
    term: "Bench bleeding",
    aka: ["bench bleed", "bench-bleeding"],
    definition:
      "Removing air from a new or rebuilt brake or clutch master cylinder in a vise before it goes on the car, by stroking it with tubes that run from its outlets back into the reservoir until no bubbles appear. Skipping it leaves air the normal bleed cannot reach, so the pedal sinks or goes to the floor.",
    techNote:
      "Stroke the piston slowly and fully with a blunt rod, outlets submerged, until the fluid is bubble-free. If air remains after installation, bleed at the master cylinder's line fittings before the wheels; some ABS cars also need an automated bleed.",
    systems: ["brake-system", "clutch-system", "abs-system"],
  },
  {
    id: "bidirectional-control",
    term: "Bidirectional control",
    aka: ["bidirectional test", "actuator test", "output test", "active test", "output control"],
    definition:
      "A scan-tool function that lets the technician command a module to switch something on or off: run the fuel pump, cycle an ABS valve, click a relay, move the throttle or fire a shift solenoid. It shows whether the output, the wiring and the part work without waiting for the computer to act.",
    techNote:
      "Command the output while measuring at the component: a command with no power or ground arriving means wiring or the module's driver; power arriving with nothing moving means the part. Basic code readers cannot do this.",
    systems: ["obd", "ecu", "engine-wont-start", "transmission"],
  },
  {
    id: "bite-point",
    term: "Bite point",
    aka: ["engagement point", "friction point", "clutch engagement point", "take-up point"],
    definition:
      "The point in the clutch pedal's travel where the clutch starts to grab and the car begins to move. It normally sits in the middle of the travel; a bite right at the top means a worn clutch, and one right near the floor means air in the hydraulics or a clutch that drags.",
    techNote:
      "On hydraulic clutches a bite point that drops after sitting points to air or a leaking master or slave cylinder. An odd bite point after a new clutch can mean the wrong disc or pressure plate, or a clutch position sensor that needs relearning.",
    systems: ["clutch-system"],
  },
  {
    id: "bleeder-screw",
    term: "Bleeder screw",
    aka: ["bleeder valve", "bleed screw", "bleeder", "bleed valve"],
    definition:
      "A small hollow screw with a tapered seat at the high point of a brake caliper, wheel cylinder, clutch slave cylinder or cooling system that opens to let trapped air and old fluid out. A quarter turn opens it; tightening it seals the system again.",
    techNote:
      "Rusted brake bleeders snap easily: soak them, use a six-point wrench and gentle heat, and tighten only to spec (often about 7–10 ft-lb). Cooling-system bleeders on thermostat housings or heater hoses stay open while filling until coolant runs out bubble-free.",
    systems: ["brake-system", "cooling-system", "clutch-system"],
  },
  {
    id: "bleeding",
    term: "Bleeding",
    aka: ["brake bleeding", "air bleeding", "hydraulic bleeding"],
    definition:
      "Removing air from a hydraulic system, most often the brakes or clutch, but also power steering. Air compresses where fluid does not, so a system with air in it gives a soft, spongy or sinking pedal, and a power steering system groans and foams its fluid.",
    techNote:
      "Brakes are usually bled farthest wheel first, but many ABS cars specify their own order. Methods include two-person pedal, pressure, vacuum and gravity bleeding. Power steering often bleeds by turning lock to lock with the front wheels raised, engine off, before starting.",
    systems: ["brake-system", "clutch-system", "steering-system"],
  },
  {
    id: "blend-door",
    term: "Blend door",
    aka: ["temperature door", "temp door", "blend-air door", "temperature blend door"],
    definition:
      "The flap inside the HVAC box behind the dash that mixes air passing through the heater core with cooled air from the evaporator to set the vent temperature. Dual-zone systems have one per side. A stuck door leaves the air hot or cold no matter where the control is set.",
    techNote:
      "Check the door's travel with the actuator removed; broken door shafts and stripped actuators are common. Before blaming the door, feel both heater hoses: one hot and one cool with a hot, full engine points to a blocked heater core instead.",
    systems: ["ac-system", "cooling-system"],
  },
  {
    id: "blend-door-actuator",
    term: "Blend door actuator",
    aka: ["temperature actuator", "blend actuator", "blend air door actuator"],
    definition:
      "The small electric motor with plastic gears that moves a blend door. It is the usual source of a steady clicking behind the dash, where stripped gears skip as the motor tries to reach a position. Most newer actuators report their position so the climate control module can calibrate them.",
    techNote:
      "After replacing one, run the actuator calibration: some systems do it at key-on, others need a scan tool or a fuse pulled for a minute. Full-size GM trucks and SUVs and 2004–2014 F-150s go through them regularly.",
    systems: ["ac-system"],
  },
  {
    id: "blind-spot-monitoring",
    term: "Blind-spot monitoring",
    aka: ["BSM", "blind-spot warning", "blind spot monitor", "BLIS", "blind-spot information system"],
    definition:
      "A driver-assist system that uses radar sensors behind the rear bumper corners to spot vehicles in the lanes beside and behind you and lights a warning in or near the side mirror. Most also run rear cross-traffic alert. Bumper repairs, paint thickness, trailers and bent brackets all affect it.",
    techNote:
      "After bumper work, check the radar bracket and the area of the bumper cover in front of the sensor (thick filler or metallic paint can block it), then calibrate if required. Most systems switch off automatically when a trailer is connected.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "block-heater",
    term: "Block heater",
    aka: ["engine block heater", "engine heater", "core plug heater"],
    definition:
      "An electric heating element, usually fitted in a core-plug hole in the engine block, that plugs into household power to warm the coolant and oil before a cold start. In cold climates it makes starting easier and cuts wear and fuel use in the first miles; diesels benefit most.",
    techNote:
      "Typical elements draw 400–1,000 W, and 2–4 hours before starting is usually enough. Test through the cord with an ohmmeter or an amp clamp; a heater seeping coolant around its plug needs replacing.",
    systems: ["cooling-system", "engine-wont-start"],
  },
  {
    id: "blow-by",
    term: "Blow-by",
    aka: ["blowby", "crankcase blow-by", "combustion blow-by"],
    definition:
      "Combustion gas that leaks past the piston rings into the crankcase. Every engine has a little, which the crankcase ventilation system draws back into the intake to burn. Worn or stuck rings let much more through: oil is pushed out of seals and the dipstick tube, and the engine burns oil.",
    techNote:
      "With the engine idling, lift the oil cap or dipstick: steady puffing means excessive blow-by or a plugged PCV system. A leak-down test that sends air out of the oil filler confirms worn rings.",
    systems: ["four-stroke", "advanced-engine", "motorcycle-engine"],
  },
  {
    id: "blow-off-valve",
    term: "Blow-off valve",
    aka: ["BOV", "diverter valve", "compressor bypass valve"],
    definition:
      "A valve on a turbocharged engine that opens when the throttle snaps shut, releasing trapped boost so it does not surge back through the turbo's compressor. Factory diverter valves route the air back into the intake; aftermarket blow-off valves vent it to the air with a loud whoosh.",
    techNote:
      "Venting metered air on a MAF-equipped engine makes it run rich between shifts and can stall it. A torn diaphragm in a factory diverter valve, common on VW and Audi 2.0T engines, leaks boost and sets codes such as P2261 or P0299.",
    systems: ["turbo-supercharger"],
  },
  {
    id: "body-control-module",
    term: "Body control module",
    aka: ["BCM", "body computer", "body module"],
    definition:
      "The computer that runs body electrical features: lighting, power locks, wipers, horn, interior lights, chimes and often the security system and keyless entry. It reads the switches and drives the outputs, so a dead light or lock can be a failed BCM output rather than the bulb or the switch.",
    techNote:
      "Water is a common killer, since many BCMs sit low under the dash near the cowl drains. A new BCM usually needs programming, VIN setup and key or security relearns. U0140 means other modules lost contact with it.",
    systems: ["ecu", "electrical", "can-bus-network", "engine-wont-start"],
  },
  {
    id: "boost",
    term: "Boost",
    aka: ["boost pressure", "manifold boost"],
    definition:
      "The pressure above atmospheric that a turbocharger or supercharger packs into the intake, shown in psi on a gauge or scan tool. More air allows more fuel and power; too much (overboost) risks detonation and engine damage, so the engine computer cuts power when boost overshoots its target.",
    techNote:
      "Compare actual with desired boost under load; many factory turbo gasoline engines run roughly 10–20 psi. Underboost (P0299) usually means a leak, wastegate or sensor fault; overboost (P0234) a stuck wastegate or faulty boost control solenoid.",
    systems: ["turbo-supercharger"],
  },
  {
    id: "boost-control-solenoid",
    term: "Boost control solenoid",
    aka: ["boost solenoid", "N75 valve"],
    definition:
      "An electrically pulsed valve the engine computer uses to control boost by bleeding pressure to or from the wastegate actuator. It opens and closes many times a second, and its duty cycle decides how hard the wastegate is held shut.",
    techNote:
      "A sticking or leaking solenoid causes surging, overboost (P0234) or circuit codes P0243–P0246. Check its resistance and its small hoses, which crack with age; VW and Audi call it N75.",
    systems: ["turbo-supercharger"],
  },
  {
    id: "boost-leak",
    term: "Boost leak",
    aka: ["charge-air leak", "boost leak test"],
    definition:
      "A leak in the pressurized plumbing between a turbocharger and the engine: hoses, charge pipes, the intercooler or clamps. The engine loses boost and power, may whoosh or whistle under load, and a diesel may blow black smoke.",
    techNote:
      "Pressurize the intake with a boost leak tester, capped at the turbo outlet and fed regulated shop air at about 15–20 psi, then listen and spray soapy water. Cracked plastic charge pipes and blown-off couplers are the usual finds.",
    systems: ["turbo-supercharger"],
  },
  {
    id: "booster-pushrod",
    term: "Booster pushrod",
    aka: ["booster output rod", "pushrod length"],
    definition:
      "The rod from the brake booster that pushes on the master cylinder's piston. Its length must leave a small specified gap: too long and it holds the master cylinder partly applied so all the brakes drag and overheat; too short and the pedal has extra travel.",
    techNote:
      "Check it with a pushrod gauge when replacing the booster or master cylinder. If all four brakes drag after such a job and loosening the master cylinder nuts frees them, the rod is too long.",
    systems: ["brake-system"],
  },
  {
    id: "borescope",
    term: "Borescope",
    aka: ["inspection camera", "endoscope", "scope camera"],
    definition:
      "A thin camera on a flexible or rigid probe that looks into places you cannot see: through a spark plug hole into a cylinder, into an intake port or behind a panel. It shows scored cylinder walls, coolant-washed pistons, carbon on valves and broken parts without taking the engine apart.",
    techNote:
      "Through the plug hole, a piston much cleaner than the rest suggests coolant entering that cylinder. Look for vertical wall scoring, marks where a valve has struck the piston and chipped valve edges; an articulating tip makes the walls easier to see.",
    systems: ["four-stroke", "cooling-system", "engine-wont-start", "advanced-engine"],
  },
  {
    id: "boxer-engine",
    term: "Boxer engine",
    aka: ["flat engine", "horizontally opposed engine", "flat-four", "flat-six", "boxer"],
    definition:
      "An engine with its cylinders lying flat in two opposed banks, the pistons moving in and out like a boxer's fists. Subaru and Porsche cars and BMW motorcycles use it; the low, wide layout lowers the center of gravity but puts the head gaskets and valve covers low on the sides.",
    techNote:
      "Subaru's 2.5 (EJ25) is known for external head-gasket seeps of oil and coolant at the head-to-block seam. Oil that creeps into the lower cylinder while a boxer bike sits on its sidestand gives a brief puff of blue smoke from that side.",
    systems: ["four-stroke", "motorcycle-engine"],
  },
  {
    id: "brake-booster",
    term: "Brake booster",
    aka: ["vacuum booster", "power brake booster", "brake servo"],
    definition:
      "The round canister between the brake pedal and master cylinder that uses engine vacuum, or a pump on diesels and some turbo engines, to multiply your foot's force. If it fails the brakes still work but need a hard shove and stop much longer; a torn diaphragm also leaks vacuum and makes the idle stumble.",
    techNote:
      "Engine off, pump the pedal to use up vacuum, hold it down and start the engine: the pedal should drop slightly. Check the vacuum hose and check valve first. Brake fluid inside the booster means a leaking master cylinder rear seal.",
    systems: ["brake-system"],
  },
  {
    id: "brake-fluid",
    term: "Brake fluid",
    aka: ["DOT 3", "DOT 4", "DOT 5.1", "glycol brake fluid"],
    definition:
      "The hydraulic fluid that carries pedal force to the calipers and wheel cylinders. The common glycol grades, DOT 3, DOT 4 and DOT 5.1, absorb water over time, which lowers the boiling point until hard braking can boil it and the pedal fades. DOT 5 is silicone and must never be mixed with them.",
    techNote:
      "Minimum boiling points (dry/wet): DOT 3 401/284 °F, DOT 4 446/311 °F, DOT 5.1 500/356 °F. Most makers call for a change every 2–3 years. Any petroleum product in the system (power steering fluid, oil) swells the rubber seals.",
    systems: ["brake-system", "clutch-system", "abs-system"],
  },
  {
    id: "brake-light-switch",
    term: "Brake light switch",
    aka: ["stop lamp switch", "brake pedal switch", "brake pedal position switch", "BPP switch", "stoplight switch"],
    definition:
      "The switch or sensor at the brake pedal arm that turns on the brake lights and tells the engine, transmission and ABS computers the brake is pressed. When it fails, the brake lights stay on or never light (a rear-end collision risk), cruise will not set, the shifter will not leave Park and ABS or traction lights can come on.",
    techNote:
      "Check the fuse and bulbs, then the switch; on many cars the pedal's plastic stop pad falls out and leaves the switch stuck. Newer two-circuit or analog pedal sensors are read on a scan tool, and some need a zero-point calibration after replacement.",
    systems: ["electrical", "brake-system", "abs-system", "transmission", "adas-sensor-calibration"],
  },
  {
    id: "brake-pad",
    term: "Brake pad",
    aka: ["disc brake pad", "friction pad"],
    definition:
      "The steel-backed block of friction material that a caliper squeezes against the brake rotor. Pads wear with every stop; once the lining is down to about 3 mm (roughly 1/8 in), replace them before the steel backing grinds into the rotor and braking suffers.",
    techNote:
      "New pads start at roughly 10–12 mm. A squealing wear tab is the first warning; grinding is metal on metal. Uneven inner and outer wear points to seized slide pins or a sticking caliper piston.",
    systems: ["brake-system"],
  },
  {
    id: "brake-by-wire",
    term: "Brake-by-wire",
    aka: ["electrohydraulic braking", "electro-hydraulic brakes", "Sensotronic Brake Control", "SBC"],
    definition:
      "A braking system in which the pedal mainly sends an electronic request, and a computer applies hydraulic pressure from a pump and accumulator rather than straight from your foot. Hybrids such as the Prius, many EVs and Mercedes SBC cars use it to blend regenerative and friction braking; a backup hydraulic path remains if it fails, with a much harder pedal.",
    techNote:
      "Put the system in service mode or disable it as the maker directs before brake work: many pressurize on their own when a door opens or the pedal is touched and can injure hands. Pump and accumulator failures are the common faults.",
    systems: ["brake-system", "abs-system", "engine-wont-start"],
  },
  {
    id: "buffered-gauge",
    term: "Buffered gauge",
    aka: ["gauge buffering", "damped gauge"],
    definition:
      "A dashboard gauge, usually the temperature gauge, that the instrument cluster holds at mid-scale across a wide band of actual readings so normal swings do not worry the driver. The catch is that a stuck-open thermostat, or the start of overheating, may not show on the needle.",
    techNote:
      "When the gauge and the symptoms disagree, read actual coolant temperature on a scan tool. On a buffered system, a needle that finally climbs means the engine is already well past normal temperature.",
    systems: ["electrical", "cooling-system", "advanced-engine"],
  },
  {
    id: "bump-stop",
    term: "Bump stop",
    aka: ["jounce bumper", "jounce stop", "bump stopper"],
    definition:
      "A rubber or foam block that keeps the suspension from bottoming out metal on metal at the top of its travel. Hitting the bump stops over ordinary bumps means sagged springs, worn shocks or an overloaded vehicle; a missing or crumbled stop turns a hard hit into a crash through the body.",
    techNote:
      "Strut bump stops often hide inside the dust boot and crumble with age; replace them with the strut mount and boot. Measure ride height against spec to see whether sagging springs are to blame.",
    systems: ["suspension"],
  },
  {
    id: "burned-valve",
    term: "Burned valve",
    aka: ["burnt valve", "burned exhaust valve"],
    definition:
      "An engine valve, almost always an exhaust valve, with part of its sealing edge eroded by hot combustion gas leaking past it. The cylinder loses compression and the engine has a steady, rhythmic miss or puff at idle. Causes include valve lash set too tight, lean running, carbon on the seat and overheating.",
    techNote:
      "Compression is low on one cylinder and a leak-down test blows air out the tailpipe (exhaust valve) or throttle body (intake valve); a wet test barely raises the reading. Check valve lash on engines with adjustable valves.",
    systems: ["advanced-engine", "four-stroke", "motorcycle-engine"],
  },
  {
    id: "bushing",
    term: "Bushing",
    aka: ["rubber bushing", "suspension bushing", "control arm bushing"],
    definition:
      "A rubber or polyurethane sleeve that cushions a pivot, such as where a control arm or sway bar bolts to the body or subframe. It lets parts move while soaking up vibration; cracked, torn or collapsed bushings cause clunks, wandering, uneven tire wear and a loose feel.",
    techNote:
      "Look for cracks, bulged rubber and shiny metal where parts have shifted, and pry gently to check movement. Tighten new rubber bushings with the suspension at normal ride height, or they twist and tear.",
    systems: ["suspension", "alignment", "steering-system"],
  },
  {
    id: "butt-splice",
    term: "Butt splice",
    aka: ["butt connector", "crimp splice"],
    definition:
      "A small tube-shaped connector that joins two wire ends by crimping one into each end. With a proper crimp and adhesive-lined heat-shrink, it makes a durable, watertight repair, replacing twisted-and-taped joints and quick-splice taps that fail.",
    techNote:
      "Use the right crimper for the barrel size, tug-test every crimp and stagger splices in a bundle. Under the hood or body, seal every splice; a bare crimp wicks water and corrodes from the inside.",
    systems: ["electronics-wiring", "electrical"],
  },
  {
    id: "bypass-loop",
    term: "Bypass loop",
    aka: ["heater bypass", "heater core bypass"],
    definition:
      "A hose connection that sends coolant around a heater core or other component instead of through it, either as a test or as a stopgap for a leaking heater core. It stops the leak into the car but also leaves no heat or defrost, which is a safety problem in winter.",
    techNote:
      "Loop the heater hoses at the firewall with a correctly sized union to confirm a leaking core (greasy windshield film, damp passenger carpet). On minivans and three-row SUVs, leaking rear heater lines can be bypassed at the front until replaced.",
    systems: ["cooling-system", "ac-system"],
  },
  {
    id: "cabin-air-filter",
    term: "Cabin air filter",
    aka: ["cabin filter", "pollen filter", "microfilter"],
    definition:
      "A pleated paper or charcoal filter, usually behind the glove box or under the cowl, that cleans the air the blower sends into the cabin. A clogged one weakens airflow, makes the vents whistle and helps the A/C smell musty; leaves in the housing can tick or flap against the blower wheel.",
    techNote:
      "Most makers call for a new one every 15,000–30,000 miles, sooner in dusty areas. Install it with the airflow arrow the right way, and clear leaves from the cowl so debris does not reach the blower.",
    systems: ["ac-system"],
  },
  {
    id: "calibration",
    term: "Calibration",
    aka: ["sensor calibration", "system calibration"],
    definition:
      "Teaching a sensor or system its reference point so its readings match reality, usually with a scan tool: centering the steering-angle sensor after an alignment, resetting indirect tire-pressure monitoring, or aiming a radar or camera. An uncalibrated sensor can keep warning lights on or make a safety system act on wrong data.",
    techNote:
      "Calibrate only after the mechanical work and alignment are right. Routines need set conditions (wheels straight, engine running, specified tire pressures) and the tool confirms completion; one that will not finish often points to another fault.",
    systems: ["abs-system", "adas-sensor-calibration", "alignment"],
  },
  {
    id: "calibration-id",
    term: "Calibration ID",
    aka: ["CALID", "CAL ID", "software calibration number"],
    definition:
      "The identification number of the software calibration loaded in an engine, transmission or other module. Comparing it with the maker's latest tells a shop whether a software update exists for a known drivability, shifting or warning-light problem, and emissions inspections read it to catch aftermarket tunes.",
    techNote:
      "Read it from Mode $09 or the module information screen. OBD inspections compare the CAL ID and its verification number (CVN) with approved values, so a tuned calibration can fail a smog check even with no codes set.",
    systems: ["ecu", "obd", "exhaust-system"],
  },
  {
    id: "calibration-report",
    term: "Calibration report",
    aka: ["ADAS calibration report", "post-calibration report"],
    definition:
      "The printed or electronic record from an ADAS calibration showing which sensors were calibrated, the procedure used, the target setup and whether each step passed. It is the proof that a windshield camera or radar was actually aimed after glass or body work.",
    techNote:
      "Ask for one after any windshield replacement or collision repair on a car with camera or radar features. A good report lists pre- and post-repair scans, tire pressures, ride heights and the tool used; 'not required' should cite the maker's reason.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "caliper",
    term: "Caliper",
    aka: ["brake caliper", "disc brake caliper", "floating caliper"],
    definition:
      "The clamp on a disc brake that holds the pads and, when you press the pedal, uses hydraulic pistons to squeeze them against the rotor. A sticking caliper drags and overheats one wheel and makes the car pull; a leaking one loses fluid, which can end in brake failure.",
    techNote:
      "Look for one wheel much hotter than the rest after a drive, uneven pad wear and torn piston boots. Most cars use floating calipers that slide on pins, and seized pins cause as many dragging brakes as seized pistons.",
    systems: ["brake-system"],
  },
  {
    id: "caliper-bracket",
    term: "Caliper bracket",
    aka: ["caliper carrier", "caliper mounting bracket", "anchor bracket"],
    definition:
      "The heavy bracket bolted to the steering knuckle or axle that holds the brake pads and carries the caliper on its slide pins. Rust on its pad abutments makes pads stick, and bolts left loose after brake work let it knock and, at worst, come off.",
    techNote:
      "Bracket bolts are high-torque (often about 80–130 ft-lb) and some makers require new bolts or thread locker. A heavy knock from one wheel a few days after brake work means check these bolts before driving further.",
    systems: ["brake-system"],
  },
  {
    id: "cam-follower",
    term: "Cam follower",
    aka: ["fuel pump cam follower", "HPFP follower", "pump tappet"],
    definition:
      "A small cup or roller that rides on a camshaft lobe and passes its motion on. On direct-injection engines such as the VW and Audi 2.0T FSI, a follower between the camshaft and the high-pressure fuel pump wears through, lowering fuel pressure and then destroying the cam lobe and pump.",
    techNote:
      "On the 2.0T FSI (EA113), owners commonly inspect the follower every 30,000–40,000 miles; a worn spot in its center means replace it now. Low rail pressure codes such as P0087 under load are the first sign.",
    systems: ["fuel-system", "obd", "four-stroke"],
  },
  {
    id: "cam-lobe",
    term: "Cam lobe",
    aka: ["camshaft lobe", "lobe"],
    definition:
      "The egg-shaped bump on a camshaft that pushes a valve open once per cam revolution; its height sets how far the valve lifts. A worn or wiped lobe opens its valve less or not at all, giving a tick, a steady misfire and low power on that cylinder, often with metal in the oil.",
    techNote:
      "Cranking compression can look normal with a flat lobe; measure lift with a dial indicator on the pushrod or rocker, or look with a borescope. Failed lifters on GM AFM V8s and 5.7 L Hemis often wipe the matching lobe.",
    systems: ["advanced-engine", "four-stroke", "timing-system"],
  },
  {
    id: "cam-phaser",
    term: "Cam phaser",
    aka: ["VVT phaser", "camshaft adjuster", "VCT phaser", "camshaft actuator", "cam gear actuator"],
    definition:
      "The oil-pressure-driven gear on the end of a camshaft that lets the engine computer advance or retard cam timing while the engine runs, for better power, economy and emissions. A solenoid valve feeds it oil; worn phasers rattle or knock at startup or idle and set cam timing codes such as P0011, P0014 and P0021.",
    techNote:
      "Check oil level and grade first; low or sludged oil causes many codes. Compare desired and actual cam angle on the scan tool and command the solenoid. Ford's 5.4 3-valve and 3.5 EcoBoost are known for phaser knock and cold-start rattle.",
    systems: ["timing-system", "obd", "advanced-engine"],
  },
  {
    id: "cam-chain-tensioner",
    term: "Cam-chain tensioner",
    aka: ["cam chain tensioner", "CCT"],
    definition:
      "The spring-loaded or oil-fed plunger that keeps a motorcycle's cam chain tight against its guide. When the tensioner weakens or sticks, the slack chain rattles like marbles in a can at startup or low rpm and can jump a tooth, which bends valves in an interference engine.",
    techNote:
      "Many sportbikes use ratcheting automatic tensioners that stick; replace it, or fit a manual one only if you will adjust it correctly. 1999–2006 Harley Twin Cams use spring-loaded shoe tensioners whose plastic shoes wear and shed into the oil; hydraulic conversions fix it.",
    systems: ["motorcycle-engine", "timing-system"],
  },
  {
    id: "cam-crank-correlation",
    term: "Cam/crank correlation",
    aka: ["cam-crank correlation", "camshaft-crankshaft correlation", "cam crank correlation", "correlation"],
    definition:
      "How closely camshaft position matches crankshaft position, as the engine computer sees it through the two position sensors. If the belt has slipped, the chain has stretched or a phaser is stuck, the relationship drifts and the computer sets codes P0016 through P0019, with long cranking, rough running or low power.",
    techNote:
      "Rule out the sensors and their tone wheels, then check mechanical timing: compare cam-position readings at idle with spec or lock the engine with the correct tools. A correlation code right after a belt or chain job usually means timing is off a tooth.",
    systems: ["timing-system", "engine-wont-start", "obd"],
  },
  {
    id: "cam-locking-tool",
    term: "Cam locking tool",
    aka: ["camshaft locking tool", "camshaft alignment tool"],
    definition:
      "A maker-specified tool that holds the camshafts, and often the crankshaft, in a fixed position during a timing belt or chain job. Many modern engines, including numerous VW, Ford and Volvo designs, have cam gears that are not keyed to their shafts, so the locking tools are the only way to set timing correctly.",
    techNote:
      "Skipping them or using the wrong kit leaves cam timing a few degrees off: rough idle, low power or a correlation code right after the job. Turn the engine two full turns by hand afterward and refit the tools to confirm.",
    systems: ["timing-system"],
  },
  {
    id: "camber",
    term: "Camber",
    aka: ["camber angle"],
    definition:
      "The inward or outward tilt of the top of a wheel, seen from the front of the car. Most cars run slightly negative camber (top tilted in, often 0 to -1°); too much either way wears one shoulder of the tire, and a side-to-side difference makes the car pull toward the side with more positive camber.",
    techNote:
      "Camber that changed suddenly after a pothole or curb strike means a bent strut, knuckle or control arm, not an adjustment to make. Compare both sides and check included angle to find the bent part.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "camera-calibration",
    term: "Camera calibration",
    aka: ["ADAS camera calibration", "windshield camera calibration", "camera aiming"],
    definition:
      "Aiming a driver-assist camera, usually the forward camera behind the windshield or the surround-view cameras in the mirrors and bumpers, so the car knows exactly where it is looking. It is needed after windshield replacement and many body repairs; a bad calibration makes lane and collision warnings unreliable or stitches the 360-degree view wrong.",
    techNote:
      "Static calibration uses printed targets set at measured distances; dynamic calibration is done by driving on well-marked roads. Surround-view systems usually need mats or targets around the car after mirror, bumper or tailgate camera work.",
    systems: ["adas-sensor-calibration", "infotainment"],
  },
  {
    id: "camshaft",
    term: "Camshaft",
    aka: ["cam"],
    definition:
      "The shaft with lobes that opens and closes the engine's valves in step with the pistons, turned by the crankshaft through a timing belt, chain or gears at half crank speed. Overhead-cam engines carry one or two per cylinder head; pushrod engines carry one in the block.",
    techNote:
      "A worn lobe shows as low lift, a tick and a misfire; scuffed journals usually mean oil starvation. The camshaft is also the reference for the camshaft position sensor, so a slipped belt shows up as correlation codes.",
    systems: ["timing-system", "four-stroke", "advanced-engine"],
  },
  {
    id: "camshaft-position-sensor",
    term: "Camshaft position sensor",
    aka: ["CMP sensor", "cam sensor", "cam position sensor", "CMP"],
    definition:
      "A sensor, usually Hall-effect, that reads a toothed wheel or notches on a camshaft so the engine computer knows which cylinder is on its compression stroke, for sequential injection and spark and for variable cam timing. When it fails the engine often still starts, but only after a long crank, then stumbles.",
    techNote:
      "Most are three-wire: a 5 V or 12 V supply, ground and a square-wave signal; scope it while cranking. P0340–P0349 point to the sensor circuit; P0016-type codes point to timing instead. Oil wicking into the connector is common on some engines.",
    systems: ["engine-wont-start", "obd", "timing-system"],
  },
  {
    id: "can-bus",
    term: "CAN bus",
    aka: ["controller area network", "CAN", "CAN network", "high-speed CAN", "HS-CAN"],
    definition:
      "The controller area network: a twisted pair of wires (CAN High and CAN Low) over which the car's computers share data such as engine speed, wheel speeds and switch positions. A short, an open or one module jamming the bus can take down many systems at once, with a dash full of warnings and U-codes.",
    techNote:
      "Battery disconnected, resistance across DLC pins 6 and 14 should be about 60 ohms (two 120-ohm terminating resistors); 120 ohms means one is open. Running, CAN High sits about 2.5–3.5 V and CAN Low about 1.5–2.5 V; 12 V on either means a short to power.",
    systems: ["can-bus-network", "ecu", "abs-system", "adas-sensor-calibration", "obd"],
  },
  {
    id: "carb",
    term: "CARB",
    aka: ["California Air Resources Board"],
    definition:
      "The California Air Resources Board, the state agency that sets California's vehicle emissions rules, which a number of other states have adopted. Its approval decides which aftermarket emissions parts, such as catalytic converters and performance parts, are street-legal in those states.",
    techNote:
      "States that follow California rules require CARB-approved replacement converters on most vehicles; check the state's requirements and the part's label before ordering.",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "carb-eo",
    term: "CARB EO",
    aka: ["CARB Executive Order", "EO number", "executive order number"],
    definition:
      "A CARB Executive Order number, printed on a label and usually in the form D-xxx-xx, showing that an aftermarket part affecting emissions, such as an intake, tuner or exhaust part, is approved for street use in California. Parts without one are legal there only for off-road or racing use.",
    techNote:
      "Look the number up on CARB's website to confirm it covers the exact vehicle and engine. California smog inspectors look for the EO label on modified parts and fail the car without it.",
    systems: ["advanced-engine", "motorcycle-engine", "exhaust-system"],
  },
  {
    id: "carb-compliant",
    term: "CARB-compliant",
    aka: ["CARB-legal", "CARB-approved", "50-state legal"],
    definition:
      "Describes a replacement part, most often a catalytic converter, that carries CARB approval for the specific vehicle, making it legal in California and the states that follow its rules. Cheaper federal (EPA-only) converters are not legal there and often cannot pass the stricter efficiency monitoring anyway.",
    techNote:
      "Compliant converters carry a label with their EO number and are listed by exact vehicle and engine. A federal converter fitted in a CARB state can fail inspection and often brings P0420 back quickly.",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "carbon-buildup",
    term: "Carbon buildup",
    aka: ["carbon deposits", "intake valve deposits", "carbon build-up"],
    definition:
      "Hard deposits of carbon and baked oil on intake valves, piston tops and injector tips. Direct-injection engines are especially prone on the intake valves because fuel never washes over them; heavy deposits cause misfires, a rough cold idle, lost power and sometimes knock.",
    techNote:
      "Inspect the intake valves with a borescope through the port. Walnut-shell blasting with the intake off is the usual cure on DI engines, since fuel additives never reach the valves. Deposits on piston tops can raise compression enough to set knock codes.",
    systems: ["advanced-engine", "fuel-system", "obd"],
  },
  {
    id: "carbon-tracking",
    term: "Carbon tracking",
    aka: ["carbon track", "flashover"],
    definition:
      "A thin black line burned into a coil boot, spark plug insulator or distributor cap where spark has found a path to ground through dirt, moisture or oil. The spark escapes along the track instead of firing the plug, causing a misfire that is often worse in wet weather.",
    techNote:
      "Inspect the boot and plug porcelain under a bright light; tracking is permanent, so replace the boot or coil and the plug. Then fix the source of oil or water in the plug well, such as leaking tube seals or pressure-washing.",
    systems: ["four-stroke", "electronics-wiring", "advanced-engine"],
  },
  {
    id: "carburetor",
    term: "Carburetor",
    aka: ["carburettor", "carbureted fuel system"],
    definition:
      "The fuel-metering device on older cars and most mowers, outboards, small engines and many motorcycles: air rushing through its venturi draws fuel from the float bowl through small jets in proportion to airflow. With no computer to compensate, varnish from stale fuel, a stuck float or a clogged jet directly causes hard starts, surging or flooding.",
    techNote:
      "Most small-engine carburetor trouble comes from ethanol fuel left sitting: clean the pilot and main jets and passages, check float height and the needle seat, and refill with fresh fuel and stabilizer. Spraying cleaner into the bowl rarely clears a plugged pilot jet.",
    systems: ["four-stroke", "two-stroke", "motorcycle-engine", "fuel-system"],
  },
  {
    id: "caster",
    term: "Caster",
    aka: ["caster angle"],
    definition:
      "The forward or backward tilt of the steering axis, seen from the side of the car. Positive caster (top tilted toward the rear, often about 3–7° on cars) makes the steering return to center and the car track straight; unequal caster makes it pull, and too little makes it wander.",
    techNote:
      "A side-to-side difference beyond about 0.5° often causes a pull toward the side with less caster. Low caster on lifted Jeeps and Super Duty trucks contributes to death wobble, and caster that changed after a curb strike means a bent part.",
    systems: ["alignment", "suspension", "steering-system"],
  },
  {
    id: "catalytic-converter",
    term: "Catalytic converter",
    aka: ["cat", "catalyst", "three-way catalyst", "cat converter"],
    definition:
      "The canister in the exhaust that uses platinum, palladium and rhodium on a ceramic honeycomb to turn carbon monoxide, unburned fuel and nitrogen oxides into carbon dioxide, water and nitrogen. It runs at several hundred degrees; misfires pour raw fuel into it, overheat it and can melt the core.",
    techNote:
      "A downstream oxygen sensor monitors it; P0420 and P0430 mean it stores too little oxygen. Fix misfires, oil burning and coolant leaks first or a new one fails too. With a flashing check engine light, stop driving hard: a glowing converter can start a fire.",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "cavitation",
    term: "Cavitation",
    aka: ["pump cavitation"],
    definition:
      "Vapor bubbles that form in a liquid where pressure drops at a pump inlet and then collapse violently. In a water pump it erodes the impeller and cuts coolant flow; in a power steering, fuel or transmission pump it makes a whine or hum and starves the system, often because of low fluid or a restricted inlet.",
    techNote:
      "In cooling systems, a weak pressure cap, low coolant or trapped air promote it; look for pitting on the impeller when a pump comes out. Steering whine that rises as you turn usually means low or aerated fluid or a clogged reservoir screen.",
    systems: ["cooling-system", "steering-system", "fuel-system", "transmission"],
  },
  {
    id: "cca",
    term: "CCA",
    aka: ["cold cranking amps", "cold-cranking amps"],
    definition:
      "Cold cranking amps: the current a 12-volt battery can deliver for 30 seconds at 0 °F while staying above 7.2 volts. It is the main starting-power rating on the label, and a replacement battery should meet or beat the original's CCA, with extra margin in cold climates.",
    techNote:
      "A conductance tester estimates the CCA actually available; a battery testing well below its rating cranks slowly on the first cold morning. At 0 °F a battery delivers well under half its warm-weather power while cold, thick oil makes the engine much harder to turn.",
    systems: ["engine-wont-start", "alternator"],
  },
  {
    id: "ccot",
    term: "CCOT",
    aka: ["cycling clutch orifice tube"],
    definition:
      "Cycling clutch orifice tube: an A/C design used for decades on GM, Ford and Chrysler vehicles, with a fixed orifice tube metering refrigerant, an accumulator on the low side and a pressure switch that cycles the compressor clutch on and off to keep the evaporator from freezing.",
    techNote:
      "Rapid clutch cycling, every few seconds, usually means a low charge. Frost on the line just after the orifice tube with poor cooling points to a clogged orifice tube, or a failed cycling switch letting the evaporator ice over.",
    systems: ["ac-system"],
  },
  {
    id: "chain-stretch",
    term: "Chain stretch",
    aka: ["stretched chain", "chain elongation", "chain wear"],
    definition:
      "Wear in a timing chain's pins and links that makes it longer, so the camshafts fall behind the crankshaft. The chain slaps its guides, rattles on cold starts and retards cam timing until the computer sets correlation codes; a badly stretched chain can jump a tooth and wreck an interference engine.",
    techNote:
      "Compare the scan tool's cam-to-crank deviation readings with spec, or measure tensioner extension directly. GM's 3.6 V6 (P0008, P0017), Ford's 3.5 EcoBoost and GM's 2.4 Ecotec are known cases, and long oil-change intervals speed it up.",
    systems: ["timing-system"],
  },
  {
    id: "charcoal-canister",
    term: "Charcoal canister",
    aka: ["EVAP canister", "carbon canister", "vapor canister", "canister"],
    definition:
      "The container of activated charcoal in the EVAP system that soaks up gasoline vapor from the tank and holds it until the engine runs, when the purge valve draws it in to burn. Topping off past the pump's first click floods it with liquid fuel, which can ruin it and cause fuel smell, slow fueling and a rough idle after filling up.",
    techNote:
      "A saturated or cracked canister sets EVAP leak and flow codes (P0441, P0442, P0455) and blocks tank venting, so the nozzle keeps clicking off. Charcoal grains in the purge line or valve confirm a broken canister.",
    systems: ["fuel-system", "obd", "engine-wont-start"],
  },
  {
    id: "charge-air-cooler",
    term: "Charge air cooler",
    aka: ["CAC", "charge-air cooler"],
    definition:
      "A radiator for intake air on a turbocharged or supercharged engine, usually behind the front bumper or on top of the engine. It cools the compressed air from the turbo so it is denser and less prone to knock. A cracked cooler loses boost, and water can condense and pool inside it in humid weather.",
    techNote:
      "Ford EcoBoost trucks are known for misfires when pooled condensation is swallowed under hard acceleration; Ford released revised coolers and software. Pressure-test it on or off the car; oil inside points to the turbo seals or the PCV system.",
    systems: ["turbo-supercharger"],
  },
  {
    id: "charge-pipe",
    term: "Charge pipe",
    aka: ["boost pipe", "charge tube"],
    definition:
      "The pipe that carries pressurized air from the turbo or intercooler to the throttle body. Factory plastic charge pipes, such as those on BMW's N54 and N55 engines, crack from heat and boost and can pop apart under hard acceleration with a loud whoosh and a sudden loss of power.",
    techNote:
      "Check couplers and plastic flanges under pressure with a leak tester. Aluminum replacements are a common BMW upgrade; make sure the diverter valve flange and boost sensor port seal properly on the new pipe.",
    systems: ["turbo-supercharger"],
  },
  {
    id: "check-valve",
    term: "Check valve",
    aka: ["one-way valve", "non-return valve"],
    definition:
      "A valve that lets fluid, air or vacuum flow one way only. Cars use them throughout: in the brake booster vacuum hose, in the fuel pump to hold pressure after shutdown, in the secondary air system and in oil and vacuum circuits. A stuck or leaking one causes a hard brake pedal, long cranking after sitting or lost vacuum control.",
    techNote:
      "Test by blowing or drawing through it: flow one way, none the other. For a long crank after sitting, watch fuel pressure after shutdown; a fast drop points to a leaking pump check valve or a leaking injector.",
    systems: ["brake-system", "engine-wont-start", "fuel-system", "ac-system", "motorcycle-engine", "transmission"],
  },
  {
    id: "choke",
    term: "Choke",
    aka: ["choke plate", "enrichener", "enricher"],
    definition:
      "A device that richens the fuel mixture for a cold start. On a carburetor it is a plate that closes off the air inlet; many motorcycles and scooters use an enrichener circuit instead. Leaving it on, or a choke stuck closed, floods the engine, fouls the plugs and makes black smoke.",
    techNote:
      "Check that the plate opens fully once warm; automatic chokes use a heated coil or electric element. Fuel-injected engines have no choke: the computer richens the mixture from coolant temperature, so a faulty sensor can mimic a stuck choke.",
    systems: ["four-stroke", "two-stroke", "motorcycle-engine", "fuel-system"],
  },
  {
    id: "clockspring",
    term: "Clockspring",
    aka: ["clock spring", "spiral cable", "airbag clockspring", "steering wheel clockspring"],
    definition:
      "A flat ribbon cable wound in a cassette behind the steering wheel that keeps the airbag, horn and wheel buttons connected while the wheel turns. When the ribbon wears or breaks, the horn quits, the buttons stop working and the airbag light comes on, which means the driver airbag may not deploy in a crash.",
    techNote:
      "Center it before installation and keep the wheel straight while it is out; turning an uncentered clockspring tears the ribbon. Many include the steering-angle sensor, which then needs calibration. Driver airbag codes such as B0001 often trace here.",
    systems: ["electrical", "steering-system", "abs-system", "obd"],
  },
  {
    id: "close-coupled-converter",
    term: "Close-coupled converter",
    aka: ["manifold converter", "pre-catalyst", "light-off converter"],
    definition:
      "A catalytic converter mounted at, or built into, the exhaust manifold so it heats up within seconds of a cold start, when most emissions are produced. Living so close to the engine it runs very hot: its welds and flanges crack and leak, and its ceramic core can break up.",
    techNote:
      "A cracked manifold converter puffs or ticks louder under load. On some engines, ceramic from a disintegrating pre-cat can be drawn back into the cylinders during valve overlap and score them. Replacement usually means a new manifold assembly.",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "closed-loop",
    term: "Closed loop",
    aka: ["closed-loop operation", "closed-loop fuel control"],
    definition:
      "The engine computer's normal running mode, in which it trims fuel delivery continuously from oxygen or air-fuel sensor feedback to hold the mixture at the ideal ratio (about 14.7:1 for gasoline). Until the sensors are warm, and at full throttle, it runs open loop from preset tables instead.",
    techNote:
      "Fuel trim means little outside closed loop, so check the loop-status PID first. An engine that never enters closed loop may have a dead oxygen sensor heater, a coolant sensor reading cold or a sensor signal out of range.",
    systems: ["obd", "exhaust-system", "motorcycle-engine", "fuel-system"],
  },
  {
    id: "clutch",
    term: "Clutch",
    aka: ["clutch disc", "clutch kit", "clutch assembly"],
    definition:
      "In a manual transmission, the friction disc clamped between the flywheel and a spring-loaded pressure plate that connects the engine to the gearbox. Pressing the pedal releases the clamp so you can shift and stop; a worn disc slips under load, with the revs climbing while the car barely speeds up.",
    techNote:
      "Test for slip in a high gear at low rpm with firm throttle. Replace the disc, pressure plate and release bearing together and check the flywheel surface; a dual-mass flywheel often needs replacing at the same time.",
    systems: ["clutch-system"],
  },
  {
    id: "clutch-adaptation",
    term: "Clutch adaptation",
    aka: ["clutch relearn", "clutch touch-point adaptation", "clutch kiss point adaptation"],
    definition:
      "A learned setting in dual-clutch and automated manual transmissions, such as VW and Audi DSG and Ford PowerShift, that records exactly where each clutch starts to grab. The point shifts as clutches wear and must be relearned after repairs or a battery disconnect; wrong values cause jerks, shudder and clunks when pulling away.",
    techNote:
      "Run the maker's adaptation with a scan tool after clutch, mechatronic or software work, with fluid temperature and other conditions met. A learned value sitting at its limit means the clutch itself is worn out.",
    systems: ["transmission", "clutch-system"],
  },
  {
    id: "clutch-cable",
    term: "Clutch cable",
    aka: ["clutch release cable"],
    definition:
      "A steel cable in a sheath connecting the clutch pedal to the release fork on cars without a hydraulic clutch. A fraying or rusting cable makes the pedal heavy and notchy; when it snaps, the pedal drops slack to the floor and no gear will engage from a stop.",
    techNote:
      "Replace a stiff cable rather than living with a heavy pedal, which also cracks pedal brackets and firewalls. Self-adjusting quadrants on many cable clutches must be reset when the new cable goes in.",
    systems: ["clutch-system"],
  },
  {
    id: "clutch-drag",
    term: "Clutch drag",
    aka: ["dragging clutch", "clutch not releasing"],
    definition:
      "A clutch that does not fully let go with the pedal on the floor, so the gearbox input shaft keeps spinning: gears grind going into first or reverse from a stop, and the car creeps or stalls while you hold the pedal down.",
    techNote:
      "Check fluid level and bleed the hydraulics first, then measure release travel at the slave cylinder. Mechanical causes include a disc hub sticking on the input-shaft splines, a warped disc or a disc rusted to the flywheel after long storage.",
    systems: ["clutch-system", "transmission"],
  },
  {
    id: "clutch-master-cylinder",
    term: "Clutch master cylinder",
    aka: ["CMC", "clutch master"],
    definition:
      "The small hydraulic cylinder at the clutch pedal that pushes fluid to the slave cylinder to release the clutch, often sharing the brake fluid reservoir. When its seals leak internally the pedal slowly sinks, sticks to the floor or feels spongy and gears grind; an external leak drips onto the carpet under the pedal.",
    techNote:
      "Pull back the carpet and the pushrod boot at the pedal to check for wetness; leaked fluid also eats paint. Bench bleed the new cylinder, then bleed the system; many need a vacuum or reverse bleed to clear a concentric slave.",
    systems: ["clutch-system"],
  },
  {
    id: "clutch-pack",
    term: "Clutch pack",
    aka: ["multi-plate clutch", "friction pack"],
    definition:
      "A stack of alternating friction discs and steel plates in an automatic transmission, AWD coupling or limited-slip differential. Hydraulic or mechanical pressure squeezes them together to lock two parts; worn or burned packs slip, flare between gears or judder in tight turns.",
    techNote:
      "Ratio codes (P0730–P0736) with good line pressure point to a worn pack or leaking piston seals. Honda CR-V rear differentials groan and judder in tight turns when their clutch fluid breaks down; a change with the correct Honda fluid often cures it.",
    systems: ["transmission", "obd"],
  },
  {
    id: "clutchless-compressor",
    term: "Clutchless compressor",
    aka: ["variable-displacement compressor", "externally controlled compressor"],
    definition:
      "An A/C compressor with no electromagnetic clutch: it turns whenever the engine runs and varies its output internally, changing its swash-plate angle through a control valve that the climate computer pulses. Output ranges from almost nothing to full cooling without the compressor ever switching off.",
    techNote:
      "Warm air with the compressor spinning often means a failed control valve, which can usually be replaced on its own; check its commanded duty cycle. A seizing compressor can shear the pulley's torque-limiter ring, which may save the belt.",
    systems: ["ac-system", "belt-system"],
  },
  {
    id: "coding",
    term: "Coding",
    aka: ["module coding", "configuration", "variant coding", "module configuration"],
    definition:
      "Setting a module's stored options so it matches the car it is in: engine, market, lighting type and features fitted. European makes (VW, Audi, BMW, Mercedes) rely on it heavily, and a new or used module with the wrong coding leaves lights, windows, pumps or whole systems dead or reports modules missing.",
    techNote:
      "Coding is not programming: programming loads software, coding sets options within it. Save the old module's coding if it still communicates, and use the maker's online system (BMW ISTA, VW ODIS) where the vehicle order data lives.",
    systems: ["ecu", "can-bus-network", "abs-system"],
  },
  {
    id: "coil-boot",
    term: "Coil boot",
    aka: ["spark plug boot", "plug boot", "coil extension"],
    definition:
      "The rubber or silicone sleeve that connects an ignition coil or plug wire to the top of the spark plug and insulates the high-voltage spark. Cracked, oil-soaked or carbon-tracked boots let spark leak to ground, causing misfires, especially in damp weather or right after a plug change.",
    techNote:
      "A thin film of dielectric grease inside the boot eases the next removal. Look for white powder, carbon tracks or a stretched boot; oil in the plug well usually means leaking tube seals or a valve cover gasket.",
    systems: ["four-stroke", "advanced-engine", "electronics-wiring"],
  },
  {
    id: "coil-spring",
    term: "Coil spring",
    aka: ["road spring", "suspension spring"],
    definition:
      "The steel coil that carries the vehicle's weight at each wheel and sets ride height. Springs sag with age and can snap, usually at the bottom coil where rust collects, with a bang and that corner sitting lower; a broken end can rub or puncture the tire.",
    techNote:
      "Compare ride heights side to side and look for a broken coil end at the spring seat. Replace springs in axle pairs and use a proper spring compressor: a compressed spring stores enough energy to kill.",
    systems: ["suspension", "alignment"],
  },
  {
    id: "coil-on-plug",
    term: "Coil-on-plug",
    aka: ["COP", "COP coil", "pencil coil", "stick coil", "plug-top coil"],
    definition:
      "An ignition design with a separate coil sitting directly on each spark plug, fired by the engine computer, with no plug wires or distributor. A failing coil misfires its own cylinder, which is easy to confirm by moving the coil to another cylinder.",
    techNote:
      "Swap the suspect coil with a neighbor and see whether the misfire follows it. A coil that sparks on a tester can still fail under compression, so compare primary current or secondary patterns. On Ford 4.6 and 5.4 V8s, a dead COP after a loud pop can mean the plug blew out of the head.",
    systems: ["four-stroke", "engine-wont-start", "obd", "advanced-engine"],
  },
  {
    id: "cold-pressure",
    term: "Cold pressure",
    aka: ["cold tire pressure", "cold inflation pressure"],
    definition:
      "Tire pressure measured before driving, with the tire at outdoor temperature; the figure on the door-jamb placard is a cold pressure. Pressure drops about 1 psi for every 10 °F fall in air temperature, which is why the tire-pressure light often comes on during the first cold morning of fall.",
    techNote:
      "Set pressures after the car has sat a few hours, not right after a drive, when they read 2–4 psi higher. Never let air out of hot tires to reach the placard figure.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "cold-soak",
    term: "Cold soak",
    aka: ["cold-soak", "overnight soak"],
    definition:
      "Letting a vehicle sit with the engine off long enough, usually eight hours or overnight, for the engine, fluids and sensors to settle to outdoor temperature. Some OBD monitors run only after a cold soak, and comparing sensor readings after one shows whether a temperature sensor is off.",
    techNote:
      "After a cold soak, coolant, intake air and transmission temperature readings should agree within a few degrees of each other and of ambient; the one that disagrees is suspect. EVAP and thermostat monitors often require it.",
    systems: ["obd", "engine-wont-start"],
  },
  {
    id: "combustion-leak-test",
    term: "Combustion leak test",
    aka: ["combustion-leak test", "block test", "block tester", "chemical block test", "CO2 test"],
    definition:
      "A test for a blown head gasket or cracked head: a tester draws air from above the coolant through a blue fluid that turns yellow, or green with some fluids, if combustion gas is present. Exhaust gas in the coolant means a cylinder is leaking into the cooling system.",
    techNote:
      "Open the cap only with the engine cold and lower the coolant slightly so no liquid is drawn into the tester, then test as the engine warms up and again at higher rpm. An exhaust analyzer sniffing over the open reservoir is an alternative; a leak-down test then finds the cylinder.",
    systems: ["cooling-system", "advanced-engine", "exhaust-system", "motorcycle-engine", "four-stroke", "two-stroke"],
  },
  {
    id: "combustion-seal",
    term: "Combustion seal",
    aka: ["injector combustion seal", "injector tip seal"],
    definition:
      "The small seal, usually Teflon or copper, at the tip of a direct-injection or diesel fuel injector that seals it into the cylinder head against combustion pressure. A leaking or reused seal lets combustion gas blow past, with misfires, ticking, smoke and fuel smell.",
    techNote:
      "Fit new seals every time an injector comes out, sized with the maker's tool, and clean the bore. On diesels, a leaking copper washer blows carbon up the injector bore and can seize the injector in the head.",
    systems: ["fuel-system", "advanced-engine"],
  },
  {
    id: "common-rail",
    term: "Common rail",
    aka: ["common-rail injection", "high-pressure common rail", "common-rail diesel"],
    definition:
      "The fuel system on almost all modern diesels: a high-pressure pump fills a shared rail and the computer fires each injector electronically. Rail pressure runs from a few thousand psi at idle to well over 20,000 psi under load, so the system cannot tolerate dirt, water or worn pump parts.",
    techNote:
      "Never crack a line with the engine running; fuel at these pressures can pierce skin. Compare actual with desired rail pressure and measure injector return flow. Metal in the filter after a pump failure means the whole high-pressure system is contaminated.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "component-protection",
    term: "Component protection",
    aka: ["VW component protection", "Audi component protection"],
    definition:
      "VW and Audi's anti-theft lock on modules such as radios, instrument clusters, climate controls and gateways. A used or new module stays in a restricted mode, showing Component Protection on screen or refusing some functions, until it is matched to the car online through the maker's system.",
    techNote:
      "Coding alone cannot remove it; a dealer or authorized shop with online ODIS access has to release it. Buying a used module means paying for that activation too.",
    systems: ["ecu", "can-bus-network", "infotainment"],
  },
  {
    id: "compression-test",
    term: "Compression test",
    aka: ["cylinder compression test", "dry compression test"],
    definition:
      "A test of how well each cylinder seals: a gauge goes in each spark plug hole and the engine is cranked. Healthy readings vary by engine (many gasoline engines read roughly 140–200 psi) but should be within 10–15% of each other; one low cylinder points to the valves, rings or head gasket.",
    techNote:
      "Test warm with the throttle wide open, all plugs out, and fuel and ignition disabled, giving each cylinder the same number of puffs. Follow a low reading with a wet test and a leak-down test; two low neighbors suggest a gasket breach between them.",
    systems: ["four-stroke", "advanced-engine", "engine-wont-start", "obd", "cooling-system"],
  },
  {
    id: "compressor-surge",
    term: "Compressor surge",
    aka: ["compressor stall", "turbo flutter"],
    definition:
      "A turbocharger's compressor briefly stalling and reversing airflow when pressure is high but flow is low, usually when the throttle snaps shut with no working bypass valve. It makes a fluttering or chattering sound and hammers the turbo's thrust bearing.",
    techNote:
      "Persistent surge points to a failed or removed diverter valve or a mismatched aftermarket turbo. VW and Audi 2.0T engines set P2261 when the diverter valve sticks or its diaphragm tears.",
    systems: ["turbo-supercharger"],
  },
  {
    id: "concentric-slave-cylinder",
    term: "Concentric slave cylinder",
    aka: ["CSC", "hydraulic release bearing", "internal slave cylinder"],
    definition:
      "A clutch slave cylinder built together with the release bearing and mounted around the input shaft inside the bellhousing. It saves space, but when it leaks the fluid disappears with nothing wet under the hood, and replacing it means removing the transmission.",
    techNote:
      "Fluid at the bellhousing seam or a sinking pedal points here. Replace it whenever the clutch is done, and bleed carefully, often with a vacuum or reverse bleeder, because air hides in the line's high spots.",
    systems: ["clutch-system"],
  },
  {
    id: "condensation",
    term: "Condensation",
    aka: ["condensate"],
    definition:
      "Water that forms when moist air cools on a cold surface. It is normal for an A/C evaporator to drip under the car and for a cold exhaust to drip water on startup; it becomes a problem when it fogs the windshield, blows out of the vents as mist, pools in an intercooler or builds up in a short-trip engine's oil.",
    techNote:
      "Tailpipe vapor and drips that stop once the engine is warm are condensation; steam that continues, with a sweet smell, is coolant. Water sloshing in a lamp means a failed seal or cracked housing, not just condensation.",
    systems: ["ac-system", "exhaust-system", "turbo-supercharger"],
  },
  {
    id: "condenser",
    term: "Condenser",
    aka: ["A/C condenser"],
    definition:
      "The radiator-like heat exchanger in front of the engine radiator where hot, high-pressure refrigerant from the compressor gives off its heat and turns to liquid. Road debris holes it, and bugs or a dead cooling fan block its airflow, so the A/C cools on the highway but warms up at stoplights.",
    techNote:
      "High head pressure at idle that falls with a water spray or extra airflow points to the condenser or fan. An oily spot marks a leak; many condensers now include the receiver-drier and are replaced as one unit.",
    systems: ["ac-system"],
  },
  {
    id: "conductor-plate",
    term: "Conductor plate",
    aka: ["transmission conductor plate"],
    definition:
      "A plastic plate inside Mercedes-Benz automatic transmissions (722.6 and 722.9) that carries the internal wiring and speed sensors and, on the 722.9, the transmission control unit itself. A failed speed sensor on it puts the car in limp mode stuck in one gear, and ATF can wick along its wiring into the engine computer's plug.",
    techNote:
      "Check for oil inside the transmission and engine computer connectors; a leaking connector sleeve lets ATF wick up the harness. A replacement 722.9 conductor plate has to be programmed to the car.",
    systems: ["transmission", "ecu"],
  },
  {
    id: "connecting-rod",
    term: "Connecting rod",
    aka: ["con rod", "conrod"],
    definition:
      "The rod that links each piston to the crankshaft, turning the piston's up-and-down motion into rotation. A worn rod bearing knocks louder under load; a rod bent by water in the cylinder (hydrolock) or one that breaks can punch a hole in the block.",
    techNote:
      "Rod knock is a deep knock that changes with load and rpm and may quiet when that cylinder's spark is cut. A bent rod shows as low compression on one cylinder; check before restarting an engine that swallowed water.",
    systems: ["four-stroke", "engine-wont-start", "advanced-engine"],
  },
  {
    id: "connector",
    term: "Connector",
    aka: ["electrical connector", "harness connector"],
    definition:
      "The plastic plug that joins two sections of wiring, or a harness to a sensor or module, with metal terminals inside that must grip each other firmly. Loose, corroded or water-soaked connectors cause a large share of intermittent electrical faults and needless part replacements.",
    techNote:
      "Inspect before replacing parts: green corrosion, pushed-back or spread terminals and broken locks. Check terminal grip with the correct mating pin, and wiggle the live circuit while watching data to reproduce the fault.",
    systems: ["electronics-wiring", "ecu", "abs-system", "electrical"],
  },
  {
    id: "connector-position-assurance",
    term: "Connector position assurance",
    aka: ["CPA", "CPA lock", "CPA clip"],
    definition:
      "A small secondary lock, often a colored plastic clip or slide, that snaps into place only when a connector is fully seated. If it is missing or left open, the connector can back off slightly and cause airbag codes or network faults after repairs.",
    techNote:
      "Re-engage the CPA every time a connector is unplugged; airbag and seat connectors rely on them heavily. A connector that will not let its CPA close is not fully mated.",
    systems: ["electronics-wiring", "can-bus-network", "obd"],
  },
  {
    id: "connector-seal",
    term: "Connector seal",
    aka: ["wire seal", "connector gasket"],
    definition:
      "The rubber gasket around a connector's mating face and the small seals around each wire at its back that keep water out. Pressure-washing, probing through seals and missing seals let water in, leading to corrosion and faults that come and go with the weather.",
    techNote:
      "Replace damaged seals with the correct size from a terminal kit; never pack a sealed connector with grease to make up for a missing one. Faults that vanish once the car dries out often trace to a failed seal.",
    systems: ["electronics-wiring", "can-bus-network"],
  },
  {
    id: "constant-feed",
    term: "Constant feed",
    aka: ["constant 12 volts", "battery feed", "memory feed", "hot-at-all-times feed"],
    definition:
      "A power wire that is live all the time, key on or off, fed straight from a battery-side fuse. Radios and modules use it to keep their memory of presets, clock and settings; if it fails the radio forgets everything at shutdown, or is completely dead if that is its only power.",
    techNote:
      "Check for 12 V at the radio's constant-feed pin with the key off and compare with the switched accessory feed. Aftermarket radios with the two wires swapped either lose memory or drain the battery.",
    systems: ["infotainment", "electrical"],
  },
  {
    id: "contactor",
    term: "Contactor",
    aka: ["HV contactor", "main contactor", "system main relay", "SMR", "pre-charge contactor"],
    definition:
      "A heavy-duty relay that connects an EV's or hybrid's high-voltage battery to the rest of the car and cuts it off again. The main positive and negative contactors close only after a pre-charge contactor and resistor have charged the inverter's capacitors, and they open at every power-down, in a crash and when the car finds an insulation fault.",
    techNote:
      "A contactor that welds shut or will not close leaves the car refusing to go READY or warning that high voltage cannot be switched off. Testing one is work for a technician trained for high voltage: service disconnect pulled, Class 0 gloves on, zero volts verified at the inverter first.",
    systems: ["electric-vehicle", "hybrid-system"],
  },
  {
    id: "control-arm",
    term: "Control arm",
    aka: ["A-arm", "wishbone", "lower control arm", "track control arm"],
    definition:
      "The hinged link that connects a wheel's steering knuckle to the frame or subframe, with bushings at the body end and a ball joint at the wheel end. It lets the wheel move up and down while holding it in place; a bent arm after a curb strike throws the alignment off, and worn bushings clunk.",
    techNote:
      "A wheel that sits back or leans after a curb hit usually means a bent arm; replace it rather than aligning around it. Many replacement arms come with the ball joint and bushings already fitted.",
    systems: ["suspension", "alignment", "steering-system"],
  },
  {
    id: "coolant",
    term: "Coolant",
    aka: ["antifreeze", "engine coolant", "OAT coolant", "HOAT coolant"],
    definition:
      "The water-and-glycol mix that carries heat from the engine to the radiator, keeps the system from freezing or boiling and protects metal from corrosion. A 50/50 mix protects to about -34 °F; each maker specifies a chemistry (OAT, HOAT, P-HOAT), and mixing types can shorten its life.",
    techNote:
      "Check the level cold and never open a hot radiator cap. Test freeze protection with a refractometer and acidity with test strips. Brown, rusty or sludgy coolant means skipped changes or mixed types; an oily film means oil is getting in.",
    systems: ["cooling-system"],
  },
  {
    id: "coolant-intrusion",
    term: "Coolant intrusion",
    aka: ["coolant in cylinder", "coolant ingestion"],
    definition:
      "Coolant leaking into a cylinder through a failed head gasket, a cracked head or block, or a leaking EGR cooler or intake passage. It misfires the cylinder, especially on cold starts, makes sweet white smoke and can hydrolock the engine after it sits.",
    techNote:
      "Look for a steam-cleaned piston with a borescope, run a combustion leak test and pressure-test the cooling system overnight with the plugs out. Ford's 1.5 and 1.6 EcoBoost fours are known for this fault.",
    systems: ["advanced-engine", "cooling-system"],
  },
  {
    id: "coolant-level-sensor",
    term: "Coolant level sensor",
    aka: ["low coolant sensor", "coolant level switch"],
    definition:
      "A float switch or probe in the coolant reservoir that lights a low-coolant warning when the level drops. A failed sensor, or one in a reservoir crusted inside, can keep the warning on with the tank full, or stay silent when coolant really is low.",
    techNote:
      "Check the connector and that the float moves freely; many are built into the reservoir. With the warning on, confirm the level with the engine cold before blaming the sensor.",
    systems: ["cooling-system"],
  },
  {
    id: "coolant-reservoir",
    term: "Coolant reservoir",
    aka: ["coolant recovery tank", "coolant overflow tank"],
    definition:
      "The plastic bottle beside the radiator, marked MIN and MAX, that catches coolant pushed out as the engine heats and lets it be drawn back as it cools, on systems with the pressure cap on the radiator. Unlike a degas bottle it is not pressurized. Old ones crack and seep at the seams.",
    techNote:
      "A reservoir that overflows after every drive while the radiator level drops points to a radiator cap that no longer returns coolant, or to combustion gas pushing coolant out.",
    systems: ["cooling-system"],
  },
  {
    id: "cooler-line",
    term: "Cooler line",
    aka: ["transmission cooler line", "trans cooler line"],
    definition:
      "The steel or rubber-and-steel lines that carry ATF between the transmission and its cooler, usually in the radiator tank or in front of it. They rust through, chafe or leak at crimped joints and quick-connect fittings, dripping red fluid under the middle or front of the car.",
    techNote:
      "Fix leaks promptly: a transmission run low on fluid overheats and slips. Replace rusted steel sections with fitted lines or hose rated for ATF, and flush the cooler after any internal transmission failure.",
    systems: ["transmission", "cooling-system"],
  },
  {
    id: "cooling-fan",
    term: "Cooling fan",
    aka: ["radiator fan", "engine cooling fan", "electric fan"],
    definition:
      "The fan that pulls air through the radiator and A/C condenser when the car is moving slowly or stopped. Most are electric, switched by the engine computer through relays or a speed-control module; many trucks use a belt-driven fan with a viscous clutch. A failed fan makes the engine run hot in traffic and the A/C warm at stoplights.",
    techNote:
      "Command the fan with a scan tool and check fuses, relays and the control module. A fan that runs full speed from a cold start often means a failed module or a sensor in default. Most fans should run whenever the A/C is on.",
    systems: ["cooling-system", "ac-system"],
  },
  {
    id: "cooling-system-pressure-test",
    term: "Cooling system pressure test",
    aka: ["radiator pressure test", "coolant pressure test", "cooling system pressure tester", "pressure test"],
    definition:
      "Pumping the cold cooling system up to its cap rating, usually somewhere around 13–21 psi, and watching the gauge for a drop. It finds external leaks at hoses, the water pump and heater core, and a drop with nothing visible points to an internal leak. The radiator cap is tested on the same tool.",
    techNote:
      "Hold pressure for 15–20 minutes and never exceed the cap rating. If pressure falls with no visible leak, check the oil for coolant and the cylinders with a borescope. A wet weep hole on a water pump means its seal has failed.",
    systems: ["cooling-system", "belt-system", "timing-system", "diesel-comprehensive", "electric-vehicle"],
  },
  {
    id: "corner-radar",
    term: "Corner radar",
    aka: ["rear corner radar", "side radar", "blind-spot radar"],
    definition:
      "A short-range radar hidden behind a bumper corner, at the rear and on some cars the front, that watches the adjacent lanes and cross traffic. It feeds blind-spot monitoring and rear cross-traffic alert; bumper repairs, bent brackets, thick paint or stickers in front of it cause false alerts or a fault.",
    techNote:
      "Check the bracket after any rear impact, however light, and keep filler and metallic paint thickness within the maker's limits in front of the sensor. Most need calibration after removal; one missing from the scan tool points to power, ground or network wiring.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "corrosion",
    term: "Corrosion",
    aka: ["connector corrosion", "terminal corrosion", "wire corrosion"],
    definition:
      "Chemical attack on metal by water, salt and air. In wiring it shows as green or white crust that adds resistance to terminals and wires, causing intermittent sensor codes, dim lights or modules dropping off the network; on the chassis it eats brake lines, brackets and rotors.",
    techNote:
      "Corrosion travels inside a wire's insulation well past a visible spot, so cut back until the copper is bright or replace the section. A voltage-drop test under load finds corroded joints an ohmmeter misses.",
    systems: ["electronics-wiring", "abs-system", "ecu", "electrical"],
  },
  {
    id: "countershaft",
    term: "Countershaft",
    aka: ["layshaft", "cluster gear", "counter gear"],
    definition:
      "The shaft in a manual transmission that carries a cluster of gears driven by the input shaft and meshing with the gears on the output shaft. It spins whenever the clutch is engaged, even in neutral, so a worn countershaft bearing growls in neutral and goes quiet when the clutch pedal is pressed.",
    techNote:
      "Noise in neutral that stops with the clutch pressed points to the input or countershaft bearings. A whine in every gear except the direct (1:1) gear points to countershaft gear or bearing wear, since that gear bypasses it.",
    systems: ["transmission", "clutch-system"],
  },
  {
    id: "cowl",
    term: "Cowl",
    aka: ["cowl panel", "cowl screen", "water box", "plenum chamber"],
    definition:
      "The panel and trough at the base of the windshield, under the plastic screen and wipers, where the fresh-air intake for the heater and A/C sits. Leaves collect there, block the intake and drains, and let water reach the blower, wiper motor and any electronics mounted nearby.",
    techNote:
      "On cars parked under trees, lift the cowl screen and vacuum out debris at every service. VW and Audi call the area the plenum or water box, and modules mounted there drown when its drains plug.",
    systems: ["ac-system", "electrical", "ecu"],
  },
  {
    id: "cowl-drain",
    term: "Cowl drain",
    aka: ["plenum drain", "water box drain"],
    definition:
      "The drain openings or rubber duckbill valves at the bottom of the cowl that let rainwater out. When leaves plug them, water rises until it pours into the cabin air intake, the passenger footwell or the electronics, causing wet carpets and strange electrical faults after rain.",
    techNote:
      "Pour a cup of water into the cowl: it should drain within seconds. Clear the drains before replacing soaked modules, and dry and inspect the wiring and connectors under the carpet.",
    systems: ["ecu", "electrical", "can-bus-network"],
  },
  {
    id: "cp4-pump",
    term: "CP4 pump",
    aka: ["CP4", "CP4.2", "Bosch CP4"],
    definition:
      "The Bosch CP4 high-pressure fuel pump used on many late-model diesels, including GM's 2011–2016 Duramax LML and Ford's 6.7 Power Stroke before Ford switched pump suppliers. It relies on the fuel to lubricate it, so water, air or low-lubricity fuel can make it fail and shed metal through the whole fuel system.",
    techNote:
      "Metal flakes in the fuel filter are the warning; by then the injectors, rail and lines are usually contaminated, and a pump-only repair often fails again. Drain the water separator on schedule and keep water out of the tank.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "crank-bolt",
    term: "Crank bolt",
    aka: ["crankshaft bolt", "crank pulley bolt"],
    definition:
      "The large bolt that holds the crankshaft pulley or harmonic balancer, and often the timing gear, on the nose of the crankshaft. If it is not torqued correctly after timing or seal work, the pulley wobbles, the key and gear can shear and timing can slip.",
    techNote:
      "Many are torque-to-yield and single-use, with an angle step after the torque value; hold the crank with the proper tool. A wobbling pulley or new knock weeks after front-of-engine work means stop driving: it can ruin the crank nose.",
    systems: ["timing-system", "belt-system"],
  },
  {
    id: "crankcase-pressure",
    term: "Crankcase pressure",
    aka: ["crankcase vacuum"],
    definition:
      "The pressure inside the crankcase, normally a slight vacuum held by the PCV or breather system. Too much pressure from blow-by or a plugged breather pushes oil out of seals and the air cleaner; too much vacuum from a failed PCV diaphragm whistles and draws oil in. On a two-stroke the crankcase must hold pressure and vacuum to run.",
    techNote:
      "Measure at the dipstick tube with a manometer and compare with spec, typically a few inches of water vacuum at idle. On 2011–2016 Cruze 1.4 turbos, a torn PCV diaphragm in the valve cover causes whistles, high vacuum and leaks.",
    systems: ["four-stroke", "turbo-supercharger", "motorcycle-engine", "two-stroke"],
  },
  {
    id: "crankcase-ventilation",
    term: "Crankcase ventilation",
    aka: ["crankcase breather", "breather system", "crankcase vent"],
    definition:
      "The system that removes blow-by gas from the crankcase and routes it into the intake to burn, through a PCV valve, an oil separator or a breather. A clogged system pushes oil past seals and gaskets; a torn diaphragm or split hose leaks unmetered air, bringing whistles, lean codes and oil consumption.",
    techNote:
      "With the engine idling, a card held over the oil filler should be pulled down slightly. Many newer engines build the PCV valve and separator into the valve cover, which is replaced as one part.",
    systems: ["advanced-engine", "four-stroke", "turbo-supercharger"],
  },
  {
    id: "crankshaft",
    term: "Crankshaft",
    aka: ["crank"],
    definition:
      "The main rotating shaft in the engine's bottom end, turned by the connecting rods, that delivers power to the flywheel and transmission and drives the camshafts and accessory belt. It spins on oil-fed bearings, so oil starvation shows up first as a spun bearing and a knock.",
    techNote:
      "Crankshaft end play, measured with a dial indicator at the pulley, reveals worn thrust bearings, often from riding the clutch or a torque converter pushing forward. A crank with a spun bearing needs grinding or replacement.",
    systems: ["four-stroke", "timing-system", "advanced-engine"],
  },
  {
    id: "crankshaft-position-sensor",
    term: "Crankshaft position sensor",
    aka: ["CKP sensor", "crank sensor", "crank position sensor", "CKP"],
    definition:
      "The sensor that reads a toothed reluctor wheel on the crankshaft to tell the engine computer engine speed and piston position, so it can time spark and injection. Without its signal most engines will not start or will stall, and heat-sensitive failures make an engine die when hot and restart once it cools.",
    techNote:
      "A tachometer that stays at zero while cranking is a quick clue on many cars. Scope the signal while cranking: two-wire magnetic types make AC voltage, three-wire Hall types need power and ground. Some engines need a variation learn afterward.",
    systems: ["engine-wont-start", "obd", "motorcycle-engine", "timing-system"],
  },
  {
    id: "crankshaft-seal",
    term: "Crankshaft seal",
    aka: ["crank seal", "crankshaft oil seal"],
    definition:
      "A lip seal where the crankshaft leaves the engine, at the front behind the pulley and at the rear behind the flywheel, keeping oil in. A leaking front seal slings oil onto the timing belt and accessories; on a two-stroke, worn crank seals let air in or gearbox oil through, making the idle hang high or the engine smoke.",
    techNote:
      "Oil at the bottom of the timing cover points to the front seal, but check the cam seals and oil pump above it. Replace the front seal during timing-belt jobs; on two-strokes, a crankcase pressure and vacuum test finds a leaking seal.",
    systems: ["timing-system", "two-stroke", "four-stroke"],
  },
  {
    id: "crankshaft-variation-learn",
    term: "Crankshaft variation learn",
    aka: ["crank variation learn", "CKP variation learn", "CASE learn", "crank relearn"],
    definition:
      "A scan-tool routine, which GM calls the crankshaft position system variation learn (CASE learn), in which the engine computer measures tiny differences in the spacing of the crank reluctor teeth. It needs these to detect misfires accurately; without the learn, an engine may set misfire codes on rough roads, or P0315, with no real misfire.",
    techNote:
      "Required after replacing the engine computer, crank sensor, crankshaft or reluctor, and on many GM engines after timing work. Engine hot, in Park with the brake applied, snap the throttle to fuel cutoff as the tool directs.",
    systems: ["obd", "timing-system", "advanced-engine", "ecu"],
  },
  {
    id: "crush-washer",
    term: "Crush washer",
    aka: ["sealing washer", "copper washer", "drain plug washer"],
    definition:
      "A soft metal or fiber washer that deforms when tightened to seal a drain plug, banjo bolt or fitting. It is meant to be used once; a reused crush washer is already flattened and often seeps or leaks heavily.",
    techNote:
      "Replace it every time the fitting is opened and torque to spec instead of overtightening to stop a leak. Turbo oil lines and oil-cooler lines with banjo fittings need fresh washers each time they are loosened, or they weep oil onto hot parts.",
    systems: ["timing-system", "turbo-supercharger", "brake-system", "four-stroke"],
  },
  {
    id: "cupping",
    term: "Cupping",
    aka: ["scalloping", "tire cupping", "scalloped wear"],
    definition:
      "A tire wear pattern of scalloped dips around the tread, like a row of spoon marks, caused by a wheel bouncing as it rolls: worn shocks or struts, imbalance or loose suspension parts. It makes a rhythmic wub-wub hum that is easy to mistake for a wheel bearing.",
    techNote:
      "Run a hand around the tread to feel the dips. Replace worn dampers and fix balance and loose parts first; cupped tires stay noisy even after the cause is fixed, and rotating them moves the noise to another corner.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "current-draw",
    term: "Current draw",
    aka: ["amperage draw", "amp draw", "load current"],
    definition:
      "How many amps a component or circuit pulls while it runs. High draw means a motor or pump working too hard or an internal short; low draw means a bad connection starving it. A starter drawing too much current cranks slowly even with a healthy battery, and a fuel pump drawing too much keeps blowing its fuse.",
    techNote:
      "Measure with an amp clamp around the feed or ground wire while the part runs and compare with spec; blower motors often draw 10–20 A on high and gasoline-engine starters roughly 100–250 A. High draw with normal voltage means mechanical drag or a shorted winding.",
    systems: ["electronics-wiring", "engine-wont-start", "fuel-system", "electrical"],
  },
  {
    id: "cv-axle",
    term: "CV axle",
    aka: ["half-shaft", "halfshaft", "drive axle", "CV shaft"],
    definition:
      "The shaft with a constant-velocity joint at each end that carries power from the transaxle or differential to a front-drive or independent-rear wheel, flexing as the suspension moves and the wheels steer. A torn boot lets grease out and grit in, and the joint then clicks in turns or vibrates under power.",
    techNote:
      "Some aftermarket axles have a different or missing tone ring, which sets ABS codes; compare it with the old axle. Inspect the boots at every oil change, since a boot caught early is far cheaper than a joint.",
    systems: ["transmission", "abs-system", "suspension"],
  },
  {
    id: "cv-joint",
    term: "CV joint",
    aka: ["constant-velocity joint", "outer CV joint", "inner CV joint", "tripod joint"],
    definition:
      "The joint at each end of a CV axle that transmits power at a steady speed through changing angles. The outer joint lets the front wheel steer and the inner joint slides as the suspension moves; a worn outer joint clicks in tight turns under power and a worn inner joint shudders on acceleration.",
    techNote:
      "Look for split boots and grease flung on the inside of the wheel. Clicking in slow, tight turns with throttle points to the outer joint on that side; the axle is usually replaced as an assembly.",
    systems: ["transmission", "suspension"],
  },
  {
    id: "cvt",
    term: "CVT",
    aka: ["continuously variable transmission", "Xtronic", "Lineartronic"],
    definition:
      "A continuously variable transmission: instead of fixed gears it uses a steel belt or chain running between two adjustable pulleys to change ratio smoothly. Nissan, Subaru, Honda, Toyota and others use them; they need the exact specified fluid and can whine, shudder, slip or drop into reduced power when worn or hot.",
    techNote:
      "Check fluid type and level and scan for ratio, pulley-pressure and overheat codes. Nissan's JF011E and JF015E CVTs are known for whine and shudder, and Nissan extended warranty coverage on some model years.",
    systems: ["transmission"],
  },
  {
    id: "cvt-fluid",
    term: "CVT fluid",
    aka: ["CVTF", "continuously variable transmission fluid"],
    definition:
      "The special fluid a CVT needs to let its steel belt grip the pulleys while still lubricating. It is not ordinary ATF, and each maker specifies its own (Nissan NS-2 or NS-3, Honda HCF-2, Toyota FE, Subaru High Torque CVTF). The wrong or worn-out fluid lets the belt slip and the transmission shudder.",
    techNote:
      "Many makers call it lifetime fluid, but most specialists change it about every 30,000–60,000 miles, sooner with towing or heat. Nissan keeps a fluid degradation counter that a scan tool can read.",
    systems: ["transmission"],
  },
  {
    id: "cycling-switch",
    term: "Cycling switch",
    aka: ["clutch cycling switch", "low-pressure cycling switch", "cycling clutch switch"],
    definition:
      "The pressure switch on the accumulator of an orifice-tube (CCOT) A/C that turns the compressor clutch off when low-side pressure falls near the point where the evaporator would freeze, and back on as pressure rises. Typical switches open near 20–25 psi and close again around 40–50 psi.",
    techNote:
      "Rapid cycling usually means a low charge, not a bad switch. A switch that sticks closed lets the evaporator ice over, so airflow fades after long use and recovers once it thaws.",
    systems: ["ac-system"],
  },
  {
    id: "cylinder-deactivation",
    term: "Cylinder deactivation",
    aka: ["cylinder shutoff", "variable displacement"],
    definition:
      "Shutting off some of an engine's cylinders at light load, keeping their valves closed and fuel off, to save fuel until more power is needed. GM (AFM and DFM), Chrysler and Ram (MDS) and Honda (VCM) all use it; when parts fail it brings drone, vibration, misfires and lost mileage.",
    techNote:
      "Lifters and control solenoids are the weak spots, and the system depends on correct oil grade and level. Watch deactivation status on the scan tool; a V8 that never enters four-cylinder mode may be blocked by a stored code, wrong oil or a failed solenoid.",
    systems: ["advanced-engine", "exhaust-system", "four-stroke"],
  },
  {
    id: "dc-dc-converter",
    term: "DC-DC converter",
    aka: ["DC/DC converter", "DC-to-DC converter"],
    definition:
      "In a hybrid or EV, the electronic unit that steps high traction-battery voltage down to about 14 V to run the 12-volt system and charge the auxiliary battery, doing an alternator's job. Some start-stop cars use a smaller one to hold voltage steady for the radio and screens while the engine restarts.",
    techNote:
      "With the car in READY, the 12-volt system should read about 13.5–14.5 V; around 12.5 V or lower means the converter is not charging. It usually sits in the inverter assembly and shares its coolant loop, so check that loop's pump too.",
    systems: ["alternator", "engine-wont-start", "infotainment", "electrical"],
  },
  {
    id: "def",
    term: "DEF",
    aka: ["diesel exhaust fluid", "AdBlue", "urea solution"],
    definition:
      "Diesel exhaust fluid: a mix of 32.5% urea and purified water, filled through a blue cap, that a modern diesel sprays into its exhaust so the SCR catalyst can turn nitrogen oxides into nitrogen and water. If the tank runs dry or the system fails, the truck warns and then limits speed until it is fixed.",
    techNote:
      "DEF freezes at about 12 °F, so the tank and lines are heated; heater, pump and quality-sensor failures are common. Diesel or water in the DEF tank ruins the system. Speed limiting follows a countdown in miles or restarts.",
    systems: ["exhaust-system"],
  },
  {
    id: "degas-bottle",
    term: "Degas bottle",
    aka: ["degas tank", "expansion tank", "surge tank", "pressurized coolant reservoir", "coolant expansion tank"],
    definition:
      "A pressurized coolant tank that carries the pressure cap, used instead of a radiator cap on many Ford, GM, European and diesel engines. Coolant flows through it constantly so trapped air can separate out. A cracked tank or tired cap loses coolant and pressure, and a level that keeps dropping with no drips can mean coolant is going into the engine.",
    techNote:
      "Check the level cold at the mark and never open the cap hot. Test the cap on a pressure tester. Bubbles at idle, or hoses going rock-hard within minutes of a cold start, point to combustion gas from a head gasket or EGR cooler.",
    systems: ["cooling-system", "advanced-engine"],
  },
  {
    id: "degradation-counter",
    term: "Degradation counter",
    aka: ["CVT fluid degradation counter", "fluid deterioration counter"],
    definition:
      "A running figure in Nissan's CVT computer that estimates how worn out the CVT fluid is, based on temperature and load over time. It climbs faster with heat, towing and hard driving, and should be reset after a fluid change so it tracks the new fluid.",
    techNote:
      "Read and reset it with Nissan CONSULT or a scan tool with Nissan CVT functions. A high count on a whining CVT suggests the fluid was never changed, though new fluid will not cure worn bearings.",
    systems: ["transmission"],
  },
  {
    id: "deployment-loop",
    term: "Deployment loop",
    aka: ["squib circuit", "airbag deployment loop", "squib loop"],
    definition:
      "The two-wire circuit from the airbag module to one airbag's or pretensioner's igniter, called the squib. The module constantly checks its resistance, typically about 2–3 ohms, and lights the airbag warning if it reads too high, too low or shorted, because that airbag might not fire when needed.",
    techNote:
      "Diagnose with an airbag simulator, never an ohmmeter on the inflator. High-resistance codes usually come from a worn clockspring, corroded seat connectors or pinched yellow wires; repairs must use the maker's approved splice method.",
    systems: ["electronics-wiring", "obd", "electrical"],
  },
  {
    id: "derate",
    term: "Derate",
    aka: ["power derate", "torque derate", "speed derate", "inducement"],
    definition:
      "A limit on power or road speed that a vehicle computer imposes on purpose, either to protect a part or because emissions rules require it: a diesel with a DEF or SCR fault counts down to a 5 mph cap, an overheating EV or hybrid battery cuts propulsion power (often shown as a turtle icon), and a hot drivetrain holds back torque.",
    techNote:
      "Treat a derate as a symptom and read the code behind it. A diesel emissions derate lifts only once the fault is repaired and the SCR monitor passes or a scan tool resets the inducement; a temperature derate lifts by itself as the part cools, so log the temperature that set it.",
    systems: ["diesel-comprehensive", "electric-vehicle", "hybrid-system"],
  },
  {
    id: "desiccant",
    term: "Desiccant",
    aka: ["desiccant bag", "molecular sieve"],
    definition:
      "Moisture-absorbing beads, in a bag inside the A/C receiver-drier or accumulator (and in air-suspension dryers), that trap water. Water left in an A/C freezes at the expansion valve or orifice tube, blocking cooling until it thaws, and mixes with the oil to form acids.",
    techNote:
      "Desiccant saturates once the system is open to air, so replace the drier or accumulator (or a condenser with a built-in drier) after major repairs, then pull a deep vacuum that holds. Broken-down desiccant beads in the system mean the drier has failed.",
    systems: ["ac-system", "suspension"],
  },
  {
    id: "detonation",
    term: "Detonation",
    aka: ["spark knock", "pinging", "ping"],
    definition:
      "Part of the fuel-air charge exploding on its own after the spark instead of burning smoothly, causing a pressure spike heard as pinging or rattling, especially under load uphill. Low-octane fuel, carbon buildup, overheating, a lean mixture and too much spark advance cause it; sustained detonation cracks pistons and blows head gaskets.",
    techNote:
      "Modern engines retard timing when the knock sensor hears it, so the symptom may be lost power rather than noise. Check octane, coolant temperature, EGR flow and carbon; a knock code with no audible ping may be mechanical noise, not detonation.",
    systems: ["advanced-engine", "motorcycle-engine", "obd", "four-stroke"],
  },
  {
    id: "dew-point",
    term: "Dew point",
    aka: ["dewpoint"],
    definition:
      "The temperature at which moist air becomes saturated and water condenses out. The A/C dries cabin air by chilling it below its dew point on the evaporator; glass colder than the cabin's dew point fogs up, and on humid days vent air colder than the dew point can come out as a white mist.",
    techNote:
      "Fog the defroster cannot clear usually means wet carpet, a plugged evaporator drain, recirculation stuck on or a leaking heater core raising cabin humidity. Vent mist with no smell is condensation; a sweet smell and greasy film mean coolant.",
    systems: ["ac-system"],
  },
  {
    id: "dex-cool",
    term: "Dex-Cool",
    aka: ["DexCool", "Dex Cool", "GM orange coolant"],
    definition:
      "GM's long-life orange OAT coolant, factory fill since the mid-1990s, rated for up to 5 years or 150,000 miles. It works well in a sealed, full system, but low levels and air exposure let it form brown sludge and crust, especially on engines with leaking intake gaskets.",
    techNote:
      "Keep the level full and the cap healthy. Crust and brown sludge around the intake on GM 3.1, 3.4 and 3.8 V6s usually mean leaking intake manifold gaskets; flush thoroughly before refilling with fresh Dex-Cool.",
    systems: ["cooling-system"],
  },
  {
    id: "diaphragm-spring",
    term: "Diaphragm spring",
    aka: ["pressure plate spring", "clutch diaphragm spring"],
    definition:
      "The dished, slotted steel spring in a clutch pressure plate that clamps the disc to the flywheel. Its fingers point to the center, where the release bearing presses them to free the clutch; worn or uneven fingers cause chirps, chatter and a pedal that stays down or returns slowly.",
    techNote:
      "Look for grooves worn into the fingers by a bearing that spun constantly, a sign of riding the clutch or no pedal free play, and for fingers at different heights. Replace the pressure plate and release bearing together.",
    systems: ["clutch-system"],
  },
  {
    id: "dielectric-grease",
    term: "Dielectric grease",
    aka: ["silicone grease", "dielectric compound"],
    definition:
      "A non-conductive silicone grease that seals electrical connections from water and air and keeps rubber boots from sticking. It goes on connector seals, bulb sockets, trailer plugs and inside spark plug boots; terminals still make contact because they wipe it aside when mated.",
    techNote:
      "Use a thin film, not a packed connector; too much can trap water or push seals out of place. It will not fix corrosion already present, so clean or replace the terminals first.",
    systems: ["electronics-wiring", "electrical", "advanced-engine", "motorcycle-engine"],
  },
  {
    id: "differential",
    term: "Differential",
    aka: ["diff", "rear differential", "front differential", "open differential"],
    definition:
      "The gear set in a drive axle that splits power between the left and right wheels and lets them turn at different speeds in a corner. Its ring and pinion also reduce speed, running in gear oil; low oil or worn bearings cause a howl that changes between accelerating and coasting.",
    techNote:
      "Check gear oil level at the fill plug and look for metal on the drain plug magnet; limited-slip units need friction modifier. Many pickups have a single ABS speed sensor on top of the rear differential reading a tone ring on the ring gear.",
    systems: ["transmission", "abs-system"],
  },
  {
    id: "direct-injection",
    term: "Direct injection",
    aka: ["GDI", "gasoline direct injection", "DI", "FSI", "SIDI"],
    definition:
      "A gasoline fuel system in which the injectors spray straight into the combustion chamber at very high pressure, fed by a cam-driven high-pressure pump, instead of into the intake port. It improves power and economy but leaves the intake valves unwashed, so carbon builds up, and its injectors tick like a sewing machine, which is normal.",
    techNote:
      "Rail pressure runs from roughly 500 psi at idle to 2,000–3,000 psi or more under load; compare actual with desired (P0087 for low). Fuel diluting the oil, intake valve carbon and low-speed pre-ignition on turbo engines are typical DI issues.",
    systems: ["fuel-system", "advanced-engine", "exhaust-system", "obd"],
  },
  {
    id: "dlc",
    term: "DLC",
    aka: ["data link connector", "diagnostic port", "diagnostic connector", "J1962 connector"],
    definition:
      "The data link connector: the 16-pin, D-shaped diagnostic port under the driver's side of the dash on every car sold in the U.S. since 1996, where a scan tool plugs in. It supplies battery power on pin 16, ground on pins 4 and 5 and, on most cars, CAN bus on pins 6 and 14.",
    techNote:
      "A scan tool that stays dark usually means no power at pin 16, often a blown accessory or power-outlet fuse, or no ground at pins 4 and 5. Spread or corroded terminals give a connection that works only while the plug is held.",
    systems: ["can-bus-network", "obd"],
  },
  {
    id: "dog-teeth",
    term: "Dog teeth",
    aka: ["dog clutch teeth", "engagement teeth", "dog ring"],
    definition:
      "The short, square teeth on a manual transmission gear and its sliding sleeve that lock the gear to its shaft once the synchronizer has matched speeds. Worn or rounded dog teeth grind on quick shifts and let the gearbox jump out of gear under load or when coasting.",
    techNote:
      "Jumping out of one gear points to worn dog teeth or a worn shift fork, but check the engine and transmission mounts first: a collapsed mount lets the shift linkage pull the gear out.",
    systems: ["transmission", "motorcycle-engine"],
  },
  {
    id: "door-jamb-boot",
    term: "Door jamb boot",
    aka: ["door harness boot", "door grommet", "door wiring boot"],
    definition:
      "The rubber accordion sleeve between a door and the body pillar that protects the wiring running into the door. Every opening flexes the wires inside, and over the years they crack and break, so the window, lock, mirror, speakers, blind-spot light or the door's network link fail together and return when the door is moved.",
    techNote:
      "Peel the boot back and flex the harness while watching the symptom or a meter; breaks are usually near the hinge end. Repair with staggered, sealed splices or a repair harness; door modules on a LIN or CAN bus often drop off here.",
    systems: ["electronics-wiring", "can-bus-network", "adas-sensor-calibration", "electrical"],
  },
  {
    id: "door-latch",
    term: "Door latch",
    aka: ["door latch assembly", "latch assembly"],
    definition:
      "The mechanism inside each door that holds it shut on the striker; on modern cars it also houses the power lock motor and the door-ajar switch in one sealed unit. A worn latch can fail to lock, lock and unlock by itself or report a closed door as open, leaving the dome light on.",
    techNote:
      "On most newer cars the lock motor and ajar switch are not sold separately from the latch. Watch the door-status reading on a scan tool while opening and closing. A door that will not latch fully is unsafe to drive with.",
    systems: ["electrical"],
  },
  {
    id: "door-lock-actuator",
    term: "Door lock actuator",
    aka: ["lock actuator", "door lock motor", "power lock actuator"],
    definition:
      "The small electric motor that moves a door's lock when you press the switch or key fob, either separate or built into the latch. A failing one buzzes, clicks weakly or works only sometimes; when none of the doors respond, suspect the switch, fuse, relay or body control module instead.",
    techNote:
      "Test by applying power and ground directly to the actuator; most reverse polarity to lock and unlock. Many are part of the latch assembly, so the whole latch is replaced.",
    systems: ["electrical"],
  },
  {
    id: "door-ajar-switch",
    term: "Door-ajar switch",
    aka: ["door ajar switch", "door jamb switch", "door switch"],
    definition:
      "The switch that tells the body control module whether a door is open. It controls the dome and courtesy lights, the door-ajar warning and chimes, and feeds the locking and alarm logic. On most newer cars it is inside the latch; a stuck or corroded one leaves the dome light on, drains the battery or makes doors lock and unlock by themselves.",
    techNote:
      "Watch each door's status on a scan tool while opening and closing; the door that reads open when shut is the suspect. Older cars use plunger switches in the door jamb that corrode and can be replaced on their own.",
    systems: ["electrical"],
  },
  {
    id: "dot-date-code",
    term: "DOT date code",
    aka: ["tire date code", "DOT code", "tire identification number"],
    definition:
      "The tire identification number molded into the sidewall after the letters DOT; its last four digits give the week and year the tire was made, so 2319 means the 23rd week of 2019. Rubber ages even with good tread, and old tires crack and lose grip, especially on wet roads.",
    techNote:
      "Many tire and vehicle makers advise replacing tires 6–10 years after manufacture regardless of tread; check spares and low-mileage vehicles. The full code may be on the inner sidewall only.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "double-flare",
    term: "Double flare",
    aka: ["inverted flare", "SAE double flare"],
    definition:
      "The folded-over, 45° tube end used on most U.S. steel brake lines: the tube is flared, doubled back on itself and clamped by a tube nut. The double wall seals and resists cracking under brake pressure; a single flare on a brake line can split and leak, leaving you with little or no braking.",
    techNote:
      "Use a proper double-flare tool, cut the tube square and deburr it first. Match the flare to the fitting: European and many Asian cars use ISO bubble flares, which do not interchange.",
    systems: ["brake-system"],
  },
  {
    id: "downstream-oxygen-sensor",
    term: "Downstream oxygen sensor",
    aka: ["downstream O2 sensor", "post-catalyst oxygen sensor", "catalyst monitor sensor", "post-cat O2 sensor"],
    definition:
      "The oxygen sensor mounted after the catalytic converter (bank 1 sensor 2, bank 2 sensor 2). Its main job is to watch how well the converter stores oxygen: with a healthy converter its signal stays fairly steady while the upstream sensor switches. The engine computer also uses it for small fuel-trim corrections.",
    techNote:
      "A downstream signal that mirrors the upstream switching means the converter is worn out (P0420, P0430). Sensor codes P0136–P0141 cover its circuit and heater. An exhaust leak near it reads lean and can fake a converter or trim fault (P2096, P2097).",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "dpf",
    term: "DPF",
    aka: ["diesel particulate filter", "particulate filter"],
    definition:
      "The diesel particulate filter: a ceramic honeycomb in a diesel's exhaust that traps soot and periodically burns it off at high temperature, a process called regeneration. Short trips keep it from regenerating, so it clogs, the engine loses power and the dash asks for a highway drive or a service regeneration.",
    techNote:
      "Watch soot load and differential pressure on the scan tool; a cracked sensor hose or frozen sensor line gives false readings. Frequent regenerations point to excess soot from injectors, EGR or boost leaks, and black soot at the tailpipe means a cracked filter.",
    systems: ["exhaust-system"],
  },
  {
    id: "drive-cable",
    term: "Drive cable",
    aka: ["sunroof drive cable", "push-pull cable"],
    definition:
      "A toothed or spiral-wound cable pushed and pulled inside a guide tube by a small motor, used to move sunroof panels and power tilt-and-telescope steering columns. When its plastic guides break or it jumps a tooth, the sunroof stops partway, closes crooked or reverses, and the column stops moving.",
    techNote:
      "Listen: a motor that runs with no movement means a stripped or jumped cable; no motor sound means power, switch or motor. After cable work, most sunroofs need an initialization so they relearn their end positions.",
    systems: ["electrical", "steering-system"],
  },
  {
    id: "drive-cycle",
    term: "Drive cycle",
    aka: ["OBD drive cycle", "monitor drive cycle"],
    definition:
      "A specific pattern of driving, with a cold start, idle, steady cruise and deceleration, that lets the vehicle's computers run their self-tests, called monitors. After codes are cleared or the battery is disconnected, the monitors read not ready until the right driving is done, and many states will not pass an emissions test until they are.",
    techNote:
      "Each maker publishes its own drive cycle. EVAP and catalyst monitors are usually the slowest and may need a cold soak and a fuel level between roughly 15% and 85%. Some ABS lights also stay on until a short drive confirms the repair.",
    systems: ["obd", "abs-system"],
  },
  {
    id: "drive-by-wire",
    term: "Drive-by-wire",
    aka: ["electronic throttle control", "ETC", "throttle-by-wire"],
    definition:
      "A throttle system with no cable: the accelerator pedal carries position sensors, and the engine computer opens the throttle with an electric motor. Because it controls engine power directly, any disagreement between the paired pedal or throttle sensors drops the engine into reduced-power mode with a warning light.",
    techNote:
      "Each pedal and throttle sensor has two signals that must track each other (often one rising and one falling, or one at twice the other); P2135 and P2138 mean they disagree. Check connectors and the 5-volt reference before replacing the pedal or throttle body.",
    systems: ["obd", "advanced-engine", "ecu"],
  },
  {
    id: "driveline-lash",
    term: "Driveline lash",
    aka: ["driveline slack", "drivetrain lash", "driveline play"],
    definition:
      "The total free play in the drivetrain, through the transmission gears, driveshaft joints, differential gears and axle splines, that has to be taken up before power reaches the wheels. A little is normal; too much gives a clunk when shifting into gear or getting on and off the throttle.",
    techNote:
      "Wheels on the ground and transmission in Park, rock the driveshaft by hand and watch each joint: play at the U-joints or slip-yoke splines is easy to see, and the remainder is differential backlash. Check engine and transmission mounts too.",
    systems: ["transmission", "clutch-system"],
  },
  {
    id: "driveshaft",
    term: "Driveshaft",
    aka: ["propeller shaft", "prop shaft", "drive shaft"],
    definition:
      "The tube that carries power from the transmission or transfer case to a drive axle on rear-drive, 4WD and many AWD vehicles, with U-joints or CV joints at its ends and often a center support bearing. Worn joints clunk on take-off and vibrate, and an out-of-balance shaft shakes at highway speed.",
    techNote:
      "Check U-joints for play and rust dust at the caps, and the center bearing rubber and slip yoke. Mark the shaft against its flange before removal to keep the balance. A U-joint that fails completely can drop the shaft while driving.",
    systems: ["transmission"],
  },
  {
    id: "drl",
    term: "DRL",
    aka: ["daytime running lights", "daytime running lamps", "daytime running light"],
    definition:
      "Daytime running lights: lamps that come on automatically whenever the engine runs so the car is easier to see in daylight. Depending on the model they are dedicated LED strips, high beams at reduced power, or the turn signals or low beams, so a fault in the DRL logic can take out headlights too.",
    techNote:
      "Many GM trucks run their DRLs through the high beams at reduced voltage; both low beams failing together points to a shared fuse, relay or body control module output, not bulbs. LED DRL strips usually fail as a unit or through their driver module.",
    systems: ["electrical"],
  },
  {
    id: "drum-brake",
    term: "Drum brake",
    aka: ["brake drum", "rear drum brake", "shoe brake"],
    definition:
      "A brake in which two curved shoes inside a spinning drum are pushed outward against it by a wheel cylinder. Many cars and trucks still use them at the rear, often doubling as the parking brake. They need adjusting as the shoes wear; if the self-adjuster seizes, the pedal sits low and rises after a couple of pumps.",
    techNote:
      "Look for fluid or gear oil on the shoes (a leaking wheel cylinder or axle seal) and check that the adjuster star wheel turns. Every drum has a maximum diameter cast inside; replace any drum beyond it or badly scored.",
    systems: ["brake-system"],
  },
  {
    id: "drum-in-hat",
    term: "Drum-in-hat",
    aka: ["drum-in-hat parking brake", "drum in hat"],
    definition:
      "A parking-brake design on vehicles with rear disc brakes: small shoes sit inside the hat, the center section of the rear rotor, which acts as a drum for the parking brake only. Rusted shoes, broken hardware or too-tight adjustment make the parking brake drag or stick on; worn shoes let a parked vehicle roll.",
    techNote:
      "Adjust through the access hole in the rotor or backing plate until there is slight drag, then back off as specified. Shoes dragging inside the hat, or an out-of-round hat section, can send a shudder through the seat when braking.",
    systems: ["brake-system"],
  },
  {
    id: "dtc",
    term: "DTC",
    aka: ["diagnostic trouble code", "trouble code", "fault code", "engine code"],
    definition:
      "A diagnostic trouble code: the five-character code a vehicle computer stores when it sees a fault, such as P0420. The letter gives the area (P powertrain, B body, C chassis, U network), the first digit whether it is a generic code (such as 0) or a maker-specific one (such as 1), and the rest the system and fault. A code says what the computer saw, not which part to replace.",
    techNote:
      "Record codes and freeze frame data before clearing anything, and note pending, confirmed and permanent codes; permanent codes clear only after the monitor passes. Look up bulletins for the exact code and vehicle before testing.",
    systems: ["obd", "ecu"],
  },
  {
    id: "dual-clutch-transmission",
    term: "Dual-clutch transmission",
    aka: ["DCT", "DSG", "twin-clutch transmission", "S tronic", "PDK"],
    definition:
      "An automated manual transmission with two clutches, one for the odd gears and one for the even, so the next gear is preselected and shifts take milliseconds. VW and Audi call theirs DSG or S tronic; Ford's PowerShift, Hyundai, Porsche and others use them. They shift crisply at speed but can jerk, shudder or clunk in stop-and-go traffic.",
    techNote:
      "Wet-clutch units need fluid and filter changes (many VW DSGs every 40,000 miles); dry-clutch units wear faster in traffic. Run the clutch adaptation after clutch or mechatronic work; a flashing gear display means the unit is in fail-safe.",
    systems: ["transmission", "clutch-system"],
  },
  {
    id: "dual-mass-flywheel",
    term: "Dual-mass flywheel",
    aka: ["DMF", "dual mass flywheel"],
    definition:
      "A two-piece flywheel, used on many diesel and European manual cars, with springs and dampers between its halves that soak up engine vibration before it reaches the gearbox. As it wears it rattles at idle, clunks at shutdown and can make the clutch judder; a failed one can break apart.",
    techNote:
      "Check free play (how far one half turns against the other) and rock (tilt) against the maker's limits with the clutch removed. Replace it with the clutch when worn; converting to a solid flywheel adds noise and vibration.",
    systems: ["clutch-system"],
  },
  {
    id: "dust-boot",
    term: "Dust boot",
    aka: ["caliper boot", "piston boot", "dust cover"],
    definition:
      "A flexible rubber cover that keeps dirt and water out of a moving part: a brake caliper piston, a clutch slave cylinder pushrod, a shock absorber shaft or a ball joint. Once it tears, grit and rust attack the part inside, so a caliper piston sticks, a slave cylinder leaks or a shock's seal fails.",
    techNote:
      "A torn caliper piston boot often means the piston is already pitted, so rebuild or replace the caliper. On struts, the dust boot and bump stop are usually sold and replaced together.",
    systems: ["brake-system", "clutch-system", "suspension"],
  },
  {
    id: "duty-cycle",
    term: "Duty cycle",
    aka: ["duty-cycle", "percent duty cycle", "on-time percentage"],
    definition:
      "The percentage of time a pulsed signal is on during each cycle. Computers run solenoids, fans, fuel pumps and alternator fields by switching them on and off rapidly and varying the duty cycle: 25% means on for a quarter of each cycle, giving roughly a quarter of full effect.",
    techNote:
      "Read commanded duty cycle on the scan tool and measure actual with a scope or a meter's duty-cycle function. Note whether the driver switches power or ground: the reading inverts, so 25% ground-side reads as 75% on the positive side.",
    systems: ["ecu", "alternator", "cooling-system", "fuel-system", "ac-system", "electronics-wiring"],
  },
  {
    id: "dynamic-calibration",
    term: "Dynamic calibration",
    aka: ["on-road calibration", "drive calibration", "dynamic ADAS calibration"],
    definition:
      "Calibrating a driver-assist camera or radar by driving the car, usually at set speeds on roads with clear lane markings and light traffic, while the module learns the sensor's aim. It can take from a few minutes to an hour or more and will not finish in bad weather or on poorly marked roads.",
    techNote:
      "Set tire pressures and confirm alignment first. If it never completes, check for stored faults, a dirty or obstructed windshield, a wrong camera bracket or glass, and road conditions; some cars need static and dynamic calibration in sequence.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "e10",
    term: "E10",
    aka: ["10% ethanol", "E10 gasoline", "gasohol"],
    definition:
      "Gasoline with up to 10% ethanol, the regular fuel at nearly every U.S. pump. All cars built since the 1980s run on it, but ethanol absorbs water, and fuel left sitting for months in small engines, boats and stored vehicles can separate and gum up carburetors.",
    techNote:
      "Before storage, fill the tank, add stabilizer and run it through the system, or use ethanol-free gas in small engines. A cloudy or layered sample in a clear jar means water and phase separation: drain the tank.",
    systems: ["fuel-system", "two-stroke", "four-stroke"],
  },
  {
    id: "e85",
    term: "E85",
    aka: ["flex fuel", "flex-fuel", "E85 ethanol"],
    definition:
      "Fuel containing between 51% and 83% ethanol, sold for flex-fuel vehicles, which have a yellow gas cap or badge and a computer that adjusts fueling for any blend. In a car not built for it, E85 runs very lean, causing misfires, stalling and a check engine light, and can harm fuel system parts.",
    techNote:
      "Flex-fuel cars estimate ethanol content with a sensor or from fuel trim after refueling; a failed sensor, or a switch between E85 and gasoline, can cause hard starts until it relearns. Expect roughly 15–30% fewer miles per gallon on E85.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "ea888",
    term: "EA888",
    aka: ["EA888 engine", "VW 2.0T", "2.0 TSI", "2.0 TFSI"],
    definition:
      "Volkswagen Group's family of turbocharged direct-injection four-cylinder engines (1.8 and 2.0 L TSI and TFSI) used across VW and Audi models since 2008. Early versions are known for timing-chain tensioner failures and oil consumption; later ones for leaking plastic water pump and thermostat housings.",
    techNote:
      "On early engines (about 2008–2012), check the tensioner's revision and chain stretch through the inspection port; a failed tensioner lets the chain jump and bends valves. Coolant dripping near the upper radiator hose points to the pump and thermostat housing.",
    systems: ["timing-system", "cooling-system", "advanced-engine"],
  },
  {
    id: "ect-sensor",
    term: "ECT sensor",
    aka: ["engine coolant temperature sensor", "coolant temperature sensor", "ECT", "coolant temp sensor", "CTS"],
    definition:
      "The engine coolant temperature sensor: a thermistor in a coolant passage whose resistance falls as the coolant warms. The engine computer uses it to richen the mixture when cold, set idle speed, run the fans and enter closed loop, and often to drive the dash gauge. A bad reading causes hard starts, black smoke, poor mileage or fans that never stop.",
    techNote:
      "After a cold soak it should match intake air temperature, then climb smoothly to about 195–220 °F; signals typically run near 3–4 V cold and under 1 V hot. With low coolant the sensor can sit in steam and read cold while the engine is overheating.",
    systems: ["cooling-system", "engine-wont-start", "obd", "electrical", "advanced-engine", "motorcycle-engine"],
  },
  {
    id: "ecu",
    term: "ECU",
    aka: ["ECM", "engine control module", "engine control unit", "engine computer"],
    definition:
      "The engine control unit: the computer that runs the engine, reading sensors such as crank position, MAF or MAP and oxygen sensors and commanding the injectors, ignition, throttle and variable valve timing. When it also runs the transmission it is usually called a PCM, and 'ECU' is also used loosely for any control module.",
    techNote:
      "Before condemning one, load-test its power and ground circuits and check the 5-volt reference circuits; most suspected bad computers turn out to be wiring. A replacement usually needs programming with the VIN and immobilizer data, and some need a crank variation learn.",
    systems: ["ecu", "obd", "engine-wont-start", "advanced-engine"],
  },
  {
    id: "efb-battery",
    term: "EFB battery",
    aka: ["enhanced flooded battery", "EFB"],
    definition:
      "An enhanced flooded battery: a tougher version of the ordinary wet lead-acid battery, with carbon additives and a scrim on the plates, built for the frequent restarts of entry-level start-stop cars. It costs less than an AGM but handles far more cycling than a standard battery.",
    techNote:
      "Replace EFB with EFB or AGM, never a standard flooded battery, and register it where the car requires. A weakening EFB makes start-stop stop shutting the engine off well before starting itself becomes a problem.",
    systems: ["alternator", "engine-wont-start"],
  },
  {
    id: "egr-valve",
    term: "EGR valve",
    aka: ["EGR", "exhaust gas recirculation", "exhaust gas recirculation valve"],
    definition:
      "A valve that feeds a metered amount of exhaust back into the intake to lower combustion temperature and nitrogen-oxide emissions and, on many gasoline engines, to prevent knock. Carbon makes it stick closed (pinging, P0401) or stick open (rough idle and stalling, P0402), and its passages clog.",
    techNote:
      "Command the valve open at idle with a scan tool: the engine should stumble. No change means a stuck valve or plugged passages; on many engines the intake-side ports clog rather than the valve itself.",
    systems: ["obd", "advanced-engine", "exhaust-system"],
  },
  {
    id: "egr-cooler",
    term: "EGR cooler",
    aka: ["exhaust gas recirculation cooler"],
    definition:
      "A small heat exchanger that cools recirculated exhaust with engine coolant before it enters the intake, used on diesels and many newer gasoline engines and hybrids. When it cracks inside, coolant is drawn into the engine and exhaust, with white smoke and coolant loss but no drips; when it clogs, EGR flow drops.",
    techNote:
      "Pressure-test it off the engine or look for coolant in the EGR pipe. On 2010–2015 Prius models, a clogged EGR cooler and passages bring misfires and knock and can lead to head gasket failure; diesel pickups crack them regularly.",
    systems: ["advanced-engine", "cooling-system", "exhaust-system"],
  },
  {
    id: "egr-position-sensor",
    term: "EGR position sensor",
    aka: ["EGR valve position sensor", "EVP sensor"],
    definition:
      "A sensor on an electric or vacuum EGR valve that tells the engine computer how far the valve has actually opened. The computer compares that with its command; a mismatch or circuit fault sets codes such as P0404 or P0405 even when the valve itself moves fine.",
    techNote:
      "Back-probe the signal while commanding the valve; it should move smoothly between roughly 0.5 and 4.5 V. On most valves the sensor is part of the valve assembly and not sold separately.",
    systems: ["obd", "advanced-engine"],
  },
  {
    id: "elastic-belt-installation-tool",
    term: "Elastic belt installation tool",
    aka: ["stretch belt tool", "stretch belt installer"],
    definition:
      "A plastic ramp-style tool that rolls a stretch-fit belt onto its pulleys without prying, on drives that have no tensioner, often the A/C compressor or water pump belt. Forcing a stretch belt on with a screwdriver damages its cords, and it soon slips or comes off.",
    techNote:
      "Stretch belts are single-use: cut the old one off and fit the new one with the tool while turning the crank by hand. One that walks off usually means a damaged or wrong belt, a worn pulley or a misaligned accessory.",
    systems: ["belt-system"],
  },
  {
    id: "electric-parking-brake",
    term: "Electric parking brake",
    aka: ["EPB", "electronic parking brake", "electromechanical parking brake"],
    definition:
      "A parking brake applied by a switch instead of a lever: motors on the rear calipers, or one motor pulling cables, set and release it, and many also run auto hold and hill-start assist. A motor, switch or module fault can leave the brake stuck on or unable to hold the car; until fixed, chock the wheels and use Park or a gear.",
    techNote:
      "Caliper pistons on motor-on-caliper designs cannot simply be pushed back: enter service mode with a scan tool or the maker's pedal-and-switch sequence first. Low battery voltage causes many EPB faults.",
    systems: ["brake-system", "abs-system"],
  },
  {
    id: "electric-power-steering",
    term: "Electric power steering",
    aka: ["EPS", "EPAS", "electronic power steering", "electric power-assisted steering"],
    definition:
      "Power steering that uses an electric motor on the steering column or rack instead of a hydraulic pump, sensing driver effort with a torque sensor. It saves fuel and makes lane-keeping and park assist possible, but a motor, sensor, voltage or module fault can make steering suddenly heavy; the car still steers with more effort, so slow down and pull over safely.",
    techNote:
      "Low system voltage and poor grounds cause many EPS shutdowns, so check the battery and charging first. A replacement column or rack usually needs a torque-sensor zero-point and steering-angle calibration before lane-keep works again.",
    systems: ["steering-system", "adas-sensor-calibration", "electrical"],
  },
  {
    id: "electric-water-pump",
    term: "Electric water pump",
    aka: ["auxiliary water pump", "electric coolant pump", "auxiliary coolant pump"],
    definition:
      "A coolant pump driven by its own electric motor and controlled by a computer instead of a belt. BMW uses one as the main pump on many six-cylinder engines; others use auxiliary pumps for the heater, turbo or hybrid inverter. When one fails there is often no leak, just overheating, a drive-moderately warning and lost power.",
    techNote:
      "Scan for pump codes and command pump speed; BMW N52, N54 and N55 main pumps commonly fail around 60,000–100,000 miles. After coolant work, run the scan-tool or key-on bleed routine, since these pumps cannot purge air on their own.",
    systems: ["cooling-system", "obd", "advanced-engine"],
  },
  {
    id: "electronic-brake-distribution",
    term: "Electronic brake distribution",
    aka: [
      "EBD",
      "electronic brakeforce distribution",
      "electronic brake-force distribution",
      "dynamic rear proportioning",
    ],
    definition:
      "A function of the ABS computer that balances braking force between front and rear wheels according to load and deceleration, replacing the old mechanical proportioning valve. An EBD fault turns on the red brake warning along with the ABS light, because the rear brakes may lock early in a hard stop.",
    techNote:
      "A red BRAKE lamp with full fluid and the parking brake released often means an EBD fault in the ABS module, frequently caused by a wheel-speed sensor. Rear pads outlasting the fronts is no longer a given: many EBD cars lean on the rear brakes more.",
    systems: ["brake-system", "abs-system"],
  },
  {
    id: "electronic-throttle-body",
    term: "Electronic throttle body",
    aka: ["ETB", "electronic throttle", "electronic throttle valve"],
    definition:
      "The throttle body on a drive-by-wire engine: an electric motor opens and closes its plate on the engine computer's command, and two position sensors report where it is. Carbon on the plate and bore reduces idle airflow, so the idle dips or stalls when the A/C comes on; a failing motor or sensor triggers reduced-power mode.",
    techNote:
      "Clean carbon with the ignition off, holding the plate open by hand rather than forcing the gears, then run the throttle relearn. P2111 and P2112 mean the plate is stuck; P2135 means its two sensors disagree.",
    systems: ["advanced-engine", "obd", "ecu"],
  },
  {
    id: "end-link",
    term: "End link",
    aka: ["sway bar end link", "stabilizer link", "anti-roll bar link"],
    definition:
      "The short rod with a ball joint or bushing at each end that connects a sway bar to a control arm or strut. Worn end links are the most common source of a light rattle or clunk over small bumps at low speed; a broken one lets the body lean far more in turns.",
    techNote:
      "Unload the bar by raising both wheels evenly, then check for play by hand. Tighten new links with the suspension at ride height, holding the stud with a hex or Torx bit rather than pliers.",
    systems: ["suspension"],
  },
  {
    id: "end-play",
    term: "End play",
    aka: ["endplay", "axial play", "end float"],
    definition:
      "Movement of a shaft or hub along its own axis. Every bearing is built with a small specified amount; too much in a wheel hub means a worn bearing, in a crankshaft worn thrust bearings, and in a manual transmission worn shaft bearings that whine under load.",
    techNote:
      "Measure with a dial indicator while pushing and pulling the shaft or hub. Sealed wheel hubs allow almost none, and a wheel that rocks on its hub can also set an ABS code as the encoder moves away from its sensor.",
    systems: ["suspension", "transmission"],
  },
  {
    id: "engine-bank",
    term: "Engine bank",
    aka: ["bank 1", "bank 2", "cylinder bank"],
    definition:
      "One side of a V-type or boxer engine's cylinders. Bank 1 is always the side containing cylinder 1 and bank 2 the other side; inline engines have only bank 1. Codes and sensor names use banks (P0171 bank 1 lean, P0174 bank 2 lean), so knowing which side is which matters before replacing parts.",
    techNote:
      "Look up cylinder numbering for the exact engine: on Ford's modular V8s bank 1 is the passenger side, and on many transverse V6s it is the rear bank. A fault on one bank only points to a part serving that bank, such as its oxygen sensor, intake gasket or cam phaser.",
    systems: ["obd", "advanced-engine", "exhaust-system"],
  },
  {
    id: "engine-harness",
    term: "Engine harness",
    aka: ["engine wiring harness", "engine wire harness"],
    definition:
      "The bundle of wires and connectors that links the engine's sensors, injectors, coils and actuators to the engine computer. It lives with heat, oil and vibration: insulation hardens and cracks near exhaust manifolds and turbos, and rodents chew it, bringing multiple codes, misfires and network faults.",
    techNote:
      "Inspect along the hot side and behind the engine with a light and mirror, flexing sections while watching live data. Repair chewed spots with staggered, sealed splices; replace the harness when insulation crumbles over long runs.",
    systems: ["electronics-wiring", "can-bus-network", "ecu"],
  },
  {
    id: "engine-mount",
    term: "Engine mount",
    aka: ["motor mount", "hydraulic engine mount", "engine isolator"],
    definition:
      "A rubber, fluid-filled or electronically controlled block that holds the engine or transmission to the frame and soaks up vibration. A worn or collapsed mount lets the engine rock and clunk when shifting into gear or accelerating, shakes the car at idle in Drive and can let the exhaust hit the body.",
    techNote:
      "With a helper holding the brakes, shift between Drive and Reverse with light throttle and watch for excessive engine lift. Fluid-filled mounts leak dark fluid when they fail. Torque struts fail the same way and cause the same clunks.",
    systems: ["advanced-engine", "four-stroke", "transmission", "clutch-system", "exhaust-system", "alignment"],
  },
  {
    id: "epa",
    term: "EPA",
    aka: ["Environmental Protection Agency", "U.S. EPA"],
    definition:
      "The U.S. Environmental Protection Agency, which sets federal emissions standards for vehicles and engines, certifies each model and enforces the Clean Air Act's ban on removing or defeating emissions equipment. Its rules also govern refrigerant handling for A/C work.",
    techNote:
      "Removing a catalytic converter, DPF or EGR system, or installing a defeat tune, breaks federal law even where no state inspection exists. A/C service requires EPA Section 609 technician certification.",
    systems: ["exhaust-system", "obd", "ac-system"],
  },
  {
    id: "epdm-belt",
    term: "EPDM belt",
    aka: ["EPDM drive belt", "EPDM ribbed belt"],
    definition:
      "A ribbed accessory belt made of EPDM rubber, standard on most vehicles since the early 2000s. Older neoprene belts cracked as they aged; EPDM belts rarely crack but lose rib material gradually, so a belt that looks perfect can be worn enough to slip and squeal, especially when wet or cold.",
    techNote:
      "Judge it with a belt wear gauge, not by looking for cracks. Many last 60,000–100,000 miles, but oil or coolant contamination, pulley misalignment and a weak tensioner shorten that sharply.",
    systems: ["belt-system", "alternator"],
  },
  {
    id: "epdm-seals",
    term: "EPDM seals",
    aka: ["EPDM rubber seals", "brake system seals"],
    definition:
      "The EPDM rubber seals and cups used throughout brake and hydraulic clutch systems. They stand up to glycol brake fluid but swell and soften within days if any petroleum product (power steering fluid, engine oil, ATF) gets in, which can make the brakes drag or fail.",
    techNote:
      "If the wrong fluid went into the reservoir, do not pump the pedal; empty the reservoir at once. If it reached the lines, every rubber part (master cylinder, calipers, hoses, ABS unit) is normally replaced and the lines flushed. Black clutch fluid often means degraded seals.",
    systems: ["brake-system", "clutch-system"],
  },
  {
    id: "equalizer",
    term: "Equalizer",
    aka: ["parking brake equalizer", "cable equalizer"],
    definition:
      "The bracket or yoke under the car where the front parking-brake cable splits into the two rear cables, sharing the pull evenly between the rear wheels. A rusted or seized equalizer leaves one side applied so a rear brake drags, or lets the lever come all the way up with too little hold.",
    techNote:
      "Clean and lubricate it and make sure both rear cables slide freely. Adjust the rear shoes or caliper mechanisms first, then the cable at the equalizer, to the maker's number of clicks.",
    systems: ["brake-system"],
  },
  {
    id: "esc",
    term: "ESC",
    aka: ["electronic stability control", "stability control", "ESP", "DSC", "VDC"],
    definition:
      "Electronic stability control: an extension of ABS that compares where the driver is steering (steering-angle sensor) with where the car is actually going (yaw-rate and lateral sensors) and brakes individual wheels and cuts power to stop a skid or spin. Required on new U.S. light vehicles since the 2012 model year; brands call it StabiliTrak, VSC, ESP, DSC or VDC.",
    techNote:
      "An ESC light right after an alignment or steering repair usually means the steering-angle sensor needs calibration. Any ABS or wheel-speed fault disables ESC, and many cars also switch it off with an engine fault.",
    systems: ["abs-system", "alignment", "steering-system"],
  },
  {
    id: "evap-system",
    term: "EVAP system",
    aka: ["EVAP", "evaporative emission control system", "evaporative emissions system"],
    definition:
      "The evaporative emission control system: the sealed network of fuel tank, filler neck, gas cap, charcoal canister, purge and vent valves and lines that traps gasoline vapor and burns it in the engine instead of venting it. Leaks as small as 0.020 inch, including a loose gas cap, turn on the check engine light.",
    techNote:
      "Start with the gas cap seal and filler neck, then smoke-test at low pressure. P0455 is a large leak, P0442 small and P0456 very small; purge and vent valve faults set flow codes such as P0441 and P0496.",
    systems: ["fuel-system", "obd", "engine-wont-start"],
  },
  {
    id: "evap-monitor",
    term: "EVAP monitor",
    aka: ["EVAP leak test", "EVAP self-test", "evaporative system monitor"],
    definition:
      "The engine computer's self-test for fuel-vapor leaks. When conditions are right, often after a cold soak with the tank between about 15% and 85% full, it closes the vent valve and measures how vacuum or pressure holds, sometimes with the engine off. It catches leaks down to about 0.020 inch.",
    techNote:
      "Methods vary: engine-running vacuum decay, engine-off natural vacuum on many GM and Ford vehicles, and pump-based leak-check modules. Because it runs only under narrow conditions it can take days to confirm a fix, and a failed tank pressure sensor stops it running at all.",
    systems: ["fuel-system", "obd"],
  },
  {
    id: "evaporator-core",
    term: "Evaporator core",
    aka: ["evaporator", "A/C evaporator", "evap core"],
    definition:
      "The small radiator-like A/C part inside the HVAC box behind the dash, where cold refrigerant boils and pulls heat and moisture out of the air passing through. Condensation drips outside through a drain tube; mold on its fins causes a musty smell, and a leak lets refrigerant into the cabin.",
    techNote:
      "Find evaporator leaks with an electronic detector at the drain tube or vents, or UV dye at the drain. Replacement often means removing the dash, so confirm the leak first; foam cleaner through the drain or intake treats odors.",
    systems: ["ac-system"],
  },
  {
    id: "exhaust-clearance",
    term: "Exhaust clearance",
    aka: ["exhaust-to-body clearance"],
    definition:
      "The gap between the exhaust pipes, hangers and heat shields and the body, frame, fuel lines and wiring. Broken rubber hangers, a sagging pipe or worn engine mounts let the exhaust bang on the floor when shifting, and too little clearance can melt plastic, wiring or debris trapped against a hot pipe.",
    techNote:
      "Check every hanger and replace cracked rubber isolators; with a helper holding the brake, have them shift between Drive and Reverse while you watch the pipe from beside the car, never from underneath. Remove debris caught on heat shields right away, because a burning smell after hitting road debris is a fire risk.",
    systems: ["exhaust-system"],
  },
  {
    id: "exhaust-manifold",
    term: "Exhaust manifold",
    aka: ["exhaust header", "header"],
    definition:
      "The cast iron or tubular steel part that collects exhaust from each cylinder and feeds it into the exhaust system, often with a catalytic converter built in on modern engines. Heat cycling cracks manifolds and breaks or loosens their studs, causing a ticking leak that is loudest on a cold start and fades as the metal expands.",
    techNote:
      "Broken studs are common on Ford 4.6 and 5.4 and GM truck V8s; look for soot trails at the flange. A leak ahead of the upstream oxygen sensor draws in air and can set lean codes, and a leaking manifold can let fumes into the cabin.",
    systems: ["exhaust-system", "four-stroke"],
  },
];
