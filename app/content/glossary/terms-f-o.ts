import type { GlossaryEntry } from "./schema";

export const glossaryPart: GlossaryEntry[] = [
  {
    id: "fail-safe-gear",
    term: "Fail-safe gear",
    aka: ["default gear", "limp-home gear"],
    definition:
      "The single gear an automatic transmission falls back to when its computer loses control of the shift solenoids or loses power. The valve body is built so that with every solenoid off it still gives one forward gear (usually second, third or fourth, depending on the design) plus reverse, so the car can crawl to a shop.",
    techNote:
      "A transmission stuck in one gear with U0101 (lost communication with the TCM) or P0700 points at power, ground or the network before the hard parts. Check TCM fuses and grounds, then whether the TCM answers a scan before condemning solenoids.",
    systems: ["transmission", "ecu", "obd", "can-bus-network"],
  },
  {
    id: "fan-control-module",
    term: "Fan control module",
    aka: ["cooling fan control module", "fan controller", "PWM fan controller"],
    definition:
      "An electronic switch, usually mounted on the radiator fan shroud, that runs the electric cooling fan at variable speed. The engine computer sends it a low-current speed command and the module switches the tens of amps the fan motor draws. If it fails, the fan may not run at all (overheating in traffic, warm A/C at idle) or may run at full speed constantly.",
    techNote:
      "Check the fused battery feed and the heavy ground first, then the command signal with a scope (usually a PWM duty cycle) while commanding the fan with a scan tool. A seized fan motor often kills the module, so check the motor's current draw before fitting a new controller.",
    systems: ["cooling-system", "ac-system", "electrical"],
  },
  {
    id: "fan-relay",
    term: "Fan relay",
    aka: ["cooling fan relay", "radiator fan relay"],
    definition:
      "The relay that switches power to the electric radiator fan when the engine computer (or a temperature switch on older cars) grounds its coil. Many cars use two or three fan relays to give low and high speed. A stuck-open relay stops the fan, so the engine overheats at idle and the A/C blows warm when the car is stopped; a welded relay runs the fan with the key off and drains the battery.",
    techNote:
      "Command the fan on with a scan tool and listen for the relay click. With the relay out, a fused jumper across the socket's 30 and 87 terminals should run the fan; if it does, test the coil circuit and the relay, not the motor.",
    systems: ["cooling-system", "ac-system", "motorcycle-engine", "electrical"],
  },
  {
    id: "fatigue-crack",
    term: "Fatigue crack",
    aka: ["metal fatigue", "stress crack"],
    definition:
      "A crack that grows a little with every flex of a metal part until the part breaks, even though no single load was too big. It starts at a weak point such as a weld, a sharp corner or a pothole dent and spreads slowly. Common places: the inner barrel of alloy wheels, the firewall around a clutch master cylinder, and the frame rail under a steering gearbox.",
    techNote:
      "Look for a thin line with rust or black staining, often with curved beach marks on a broken face. Clean and dye-penetrant test when unsure. A cracked steering box mount or wheel is a stop-driving condition: the part can let go without warning.",
    systems: ["alignment", "steering-system", "clutch-system", "suspension"],
  },
  {
    id: "feathering",
    term: "Feathering",
    aka: ["feathered wear", "feather-edge wear"],
    definition:
      "Tire wear where each tread rib is worn to a sharp edge on one side and stays rounded on the other, so the tread feels smooth when you slide a hand across it one way and rough the other way. It is the classic sign that toe is out of specification: the tire is being scrubbed sideways as it rolls.",
    techNote:
      "Check toe first, then worn tie-rod ends and control-arm bushings that let toe change under load. A feathered tire stays noisy after the alignment is corrected; rotating it to another position helps it wear flatter again.",
    systems: ["alignment", "suspension", "steering-system"],
  },
  {
    id: "female-terminal",
    term: "Female terminal",
    aka: ["socket terminal", "female pin"],
    definition:
      "The receiving half of a wiring connector: a small spring-metal sleeve that grips the matching male pin. When the sleeve loosens from heat, corrosion or a probe that was pushed into it, the contact becomes intermittent and the circuit drops out with vibration, even though the wire itself is fine.",
    techNote:
      "Never push a meter probe into a female terminal; back-probe or use the correct terminal test adapter. Check grip with a pin drag test using a matching male pin; if it slides with no drag, replace the terminal rather than squeezing it tighter.",
    systems: ["electrical", "electronics-wiring", "can-bus-network"],
  },
  {
    id: "field-current",
    term: "Field current",
    aka: ["rotor field current", "excitation current"],
    definition:
      "The small current the voltage regulator sends through the alternator's spinning rotor to make it a magnet. More field current means more output; the regulator raises and lowers it many times a second to hold system voltage near 14 V. No field current means no charging, no matter how good the rest of the alternator is.",
    techNote:
      "Full field current is typically a few amps, roughly 2–6 A on passenger-car alternators. Rotor resistance across the slip rings is usually a few ohms; an open rotor or worn brushes stop field current. An amp clamp on the field wire shows it on externally regulated units.",
    systems: ["alternator", "electrical"],
  },
  {
    id: "field-driver",
    term: "Field driver",
    aka: ["field control circuit", "field control driver"],
    definition:
      "The transistor that switches the alternator's field on and off to regulate charging voltage. Most alternators have it in a regulator on the back of the unit; many Chrysler, Dodge and Jeep vehicles put it inside the engine computer instead, so a failed field driver there means a charging fault that a new alternator will not fix.",
    techNote:
      "On PCM-regulated Chrysler systems look for P0622 (generator field control circuit). Check the field wire for a short to ground and rotor resistance before replacing the PCM; a shorted rotor or chafed field wire is what usually burned the driver.",
    systems: ["alternator", "ecu", "electrical"],
  },
  {
    id: "fill-plug",
    term: "Fill plug",
    aka: ["filler plug", "fill hole plug", "check plug"],
    definition:
      "The threaded plug used to add oil or fluid to a manual transmission, differential, transfer case or sealed automatic that has no dipstick. On many of these units the fill hole also sets the level: the case is full when fluid just starts to run out of the hole with the vehicle level.",
    techNote:
      "Always break the fill plug loose before pulling the drain plug; a seized fill plug with the case already drained strands the car. Sealed automatics are checked at a specified fluid temperature read with a scan tool, engine running, or the level will be wrong.",
    systems: ["transmission", "clutch-system"],
  },
  {
    id: "filler-neck",
    term: "Filler neck",
    aka: ["fuel filler neck", "fuel filler pipe", "filler neck restrictor"],
    definition:
      "The pipe that runs from the fuel door down to the fuel tank, with a small vent tube beside it. Steel filler necks rust through near the top or where road salt collects, letting fuel vapor escape; the result is a fuel smell, an EVAP leak code such as P0455 or P0456, and on bad cases liquid fuel dripping after a fill-up.",
    techNote:
      "Smoke-test the EVAP system with the cap installed and watch the filler neck area and its vent hose. Check the cap seal and capless flapper first. A leaking filler neck is a fire risk; replace it rather than patching it.",
    systems: ["fuel-system", "obd"],
  },
  {
    id: "fire-ring",
    term: "Fire ring",
    aka: ["head gasket fire ring"],
    definition:
      "The metal ring built into a head gasket around each cylinder bore. It takes the heat and pressure of combustion and seals the cylinder. When it fails, compression escapes into the next cylinder, into the coolant or out to the outside, which shows up as a misfire, bubbles in the coolant reservoir or overheating.",
    techNote:
      "A breach between two cylinders gives two adjacent cylinders with low compression and air passing between spark plug holes on a leak-down test. A breach into a water jacket shows as CO2 in the coolant on a combustion leak test.",
    systems: ["advanced-engine", "four-stroke", "cooling-system"],
  },
  {
    id: "firing-order",
    term: "Firing order",
    aka: [],
    definition:
      "The sequence in which an engine's cylinders fire, fixed by the crankshaft and camshaft design. Most inline four-cylinders fire 1-3-4-2 and inline sixes 1-5-3-6-2-4; V8s vary by maker, such as 1-8-4-3-6-5-7-2 on the classic Chevy small-block and 1-8-7-2-6-5-4-3 on GM LS engines.",
    techNote:
      "Misfire codes on two cylinders that fire one after the other point to a shared cause such as a crossed plug wire or coil driver pair. Plug wires or coils installed in the wrong order cause backfire and a hard no-start. Cylinder numbering differs by maker, so check the diagram.",
    systems: ["advanced-engine", "obd", "four-stroke"],
  },
  {
    id: "flash-rust",
    term: "Flash rust",
    aka: ["flash rusting", "surface rust"],
    definition:
      "The thin orange layer of rust that forms on bare cast iron within hours of getting wet, most often on brake rotors after rain, washing or a night in humid air. It makes a grinding noise for the first few stops and then wipes off. It turns into a real problem when a car sits for weeks and rust builds up under the pads or on pulley grooves.",
    techNote:
      "Normal flash rust clears within a few gentle stops. A car that sat can leave a pad-shaped rust imprint on the rotor that causes pulsation or noise until the rotor is resurfaced or replaced. Rusted pulley grooves can make a new belt chirp until they polish clean.",
    systems: ["brake-system", "belt-system"],
  },
  {
    id: "flex-pipe",
    term: "Flex pipe",
    aka: ["exhaust flex pipe", "flex joint", "flex coupling"],
    definition:
      "A short braided, flexible section in the exhaust, usually just behind the exhaust manifold on front-wheel-drive cars with a sideways-mounted engine. It lets the engine rock on its mounts without cracking the exhaust. When the braid and inner liner wear through, it leaks with a raspy or ticking sound that gets louder on acceleration.",
    techNote:
      "A leak ahead of the upstream oxygen sensor can pull in outside air between exhaust pulses and cause a false lean reading (P0171) as well as noise. Worn engine mounts that let the engine rock too far are a common reason flex pipes fail again.",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "flexplate",
    term: "Flexplate",
    aka: ["flex plate", "drive plate"],
    definition:
      "The thin steel disc that connects the crankshaft to the torque converter on a car with an automatic transmission. It carries the ring gear the starter engages. A cracked flexplate knocks or clicks, usually louder at idle in gear or when the engine loads and unloads; broken or worn ring-gear teeth make the starter grind or spin without cranking the engine.",
    techNote:
      "Inspect through the starter opening or the inspection cover while rotating the engine by hand: look for cracks around the crank bolt circle and loose torque converter bolts, which make the same knock. Check ring-gear teeth all the way around, since engines tend to stop in the same places.",
    systems: ["transmission", "engine-wont-start", "four-stroke", "advanced-engine"],
  },
  {
    id: "float-bowl",
    term: "Float bowl",
    aka: ["float chamber", "carburetor float", "float"],
    definition:
      "The small fuel reservoir at the bottom of a carburetor. A float rides on the fuel and closes a needle valve when the bowl is full, keeping fuel at a steady height for the jets to draw from. Fuel left sitting in the bowl turns to varnish and plugs the jets, which is why lawn equipment and motorcycles often will not start after a season in storage.",
    techNote:
      "Open the bowl drain screw: stale fuel smells sour and varnish leaves amber deposits. A float that has absorbed fuel (plastic) or leaks (brass) sinks and floods the carburetor. Draining the bowl or running it dry before storage prevents most varnish problems.",
    systems: ["four-stroke", "motorcycle-engine", "two-stroke"],
  },
  {
    id: "float-height",
    term: "Float height",
    aka: ["float level", "float setting"],
    definition:
      "How high the float sits when the carburetor's needle valve closes, which sets how much fuel stays in the float bowl. Too high and the engine runs rich and may overflow; too low and it runs lean and stumbles on hard acceleration. It is measured with the carburetor turned over, from the bowl gasket surface to the float, against the manual's figure.",
    techNote:
      "Adjust by bending the float tang a little at a time, never by pushing on the float. Many motorcycle manuals also give a fuel level check using a clear tube on the bowl drain, which tests the real running level rather than the static float height.",
    systems: ["motorcycle-engine", "two-stroke", "four-stroke"],
  },
  {
    id: "float-needle",
    term: "Float needle",
    aka: ["inlet needle", "needle and seat", "float valve"],
    definition:
      "The small valve in a carburetor that the float pushes closed when the bowl is full. Its rubber or Viton tip wears a groove or catches dirt, and then fuel keeps flowing: the carburetor drips from the overflow, the engine floods, and on motorcycles and small engines fuel can run into the cylinder and the crankcase oil.",
    techNote:
      "Replace needle and seat together. A leaking needle on a bike with a failed vacuum petcock can fill a cylinder with fuel and hydrolock the engine; smell the oil for fuel and check for a rising oil level before starting.",
    systems: ["motorcycle-engine", "four-stroke", "two-stroke"],
  },
  {
    id: "fluid-flush",
    term: "Fluid flush",
    aka: ["fluid exchange", "power steering flush", "transmission fluid exchange"],
    definition:
      "Replacing nearly all of a system's old fluid with new, usually by pumping fresh fluid in while the old is pushed out, rather than a simple drain-and-fill. On many automatics a drain-and-fill only swaps about a third to half of the fluid, because the torque converter and cooler lines keep the rest. Flushes are used for transmissions, power steering and clutch or brake hydraulics.",
    techNote:
      "For the GM 8L90 and 8L45 torque converter shudder, GM's fix calls for a full exchange with Mobil 1 LV ATF HP, not a top-off. Use the exact fluid the maker lists; a flush will not fix worn clutches and some shops avoid flushing high-mileage units never serviced.",
    systems: ["transmission", "steering-system", "clutch-system", "brake-system"],
  },
  {
    id: "flywheel",
    term: "Flywheel",
    aka: ["single-mass flywheel", "clutch flywheel"],
    definition:
      "The heavy disc bolted to the back of the crankshaft on a manual transmission car. It smooths out engine pulses, gives the clutch disc its friction surface and carries the starter ring gear. On motorcycles and small engines, the flywheel also carries the magnets that make the ignition spark.",
    techNote:
      "Measure runout and check for heat cracks and blue spots before reusing; resurfacing must keep the step height on stepped flywheels or the clutch will not release properly. On small engines, a sheared flywheel key shifts ignition timing and causes kickback or a no-start.",
    systems: ["clutch-system", "transmission", "four-stroke", "motorcycle-engine"],
  },
  {
    id: "fmvss-111",
    term: "FMVSS 111",
    aka: ["Federal Motor Vehicle Safety Standard 111", "rear visibility rule", "backup camera rule"],
    definition:
      "The U.S. federal safety standard for rear visibility. Since May 2018 it has required every new car and light truck to show a rear camera image of a 10-foot by 20-foot zone behind the vehicle within 2 seconds of shifting into reverse. Because the camera is a required safety item, a backup camera that stays blank or freezes is often the subject of a safety recall.",
    techNote:
      "Before diagnosing a blank or delayed rearview image, check NHTSA for a recall or software update on the head unit or camera. Aftermarket screens or cameras on 2018-and-later vehicles must still meet the image timing and view area.",
    systems: ["infotainment", "adas-sensor-calibration"],
  },
  {
    id: "follower-joint",
    term: "Follower joint",
    aka: ["follower ball joint", "non-load-carrying ball joint"],
    definition:
      "The ball joint that only guides the steering knuckle and does not carry the vehicle's weight. On a short-long-arm suspension with the coil spring on the lower arm, the lower joint carries the load and the upper one is the follower. It wears more slowly but still causes clunks and wandering when it goes loose.",
    techNote:
      "Follower joints usually have a zero free-play spec: any play found with the suspension unloaded is too much. Know which joint is loaded before you jack the car, because the jacking point decides which joint you are actually testing.",
    systems: ["suspension", "steering-system", "alignment"],
  },
  {
    id: "forward-camera",
    term: "Forward camera",
    aka: ["front camera", "windshield camera", "forward-facing camera", "multipurpose camera"],
    definition:
      "The camera mounted behind the windshield near the rearview mirror that reads the lane lines, vehicles, pedestrians and signs ahead. It drives lane-keep assist, automatic emergency braking, traffic sign recognition and automatic high beams. It must be recalibrated after a windshield replacement or when the camera or its bracket is removed.",
    techNote:
      "Calibration is static (targets set at measured distances in a level bay), dynamic (a drive on well-marked roads) or both, per the maker. Failed calibrations often trace to non-OE glass, a misaligned bracket, wrong tire pressures or ride height, or a thrust angle out of spec.",
    systems: ["adas-sensor-calibration", "alignment"],
  },
  {
    id: "four-stroking",
    term: "Four-stroking",
    aka: ["4-stroking", "four-stroke burble"],
    definition:
      "The uneven, burbling sound a two-stroke engine makes when its mixture is slightly rich and it fires only every other revolution. A chainsaw or trimmer should four-stroke a little at full throttle with no load and clean up into a smooth scream once it is cutting. A saw that screams cleanly with no burble at all is running lean and can seize.",
    techNote:
      "Set the high-speed (H) screw richer until a light four-stroke appears at no-load full throttle, then confirm maximum rpm is under the maker's limit with a tachometer. Air leaks at the intake boot or impulse line lean the engine out and hide four-stroking.",
    systems: ["two-stroke"],
  },
  {
    id: "freeze-frame",
    term: "Freeze frame",
    aka: ["freeze-frame data", "Mode $02"],
    definition:
      "A snapshot of engine data that the computer saves at the moment an emissions trouble code sets: engine speed, load, coolant temperature, fuel trims, vehicle speed and more. It tells a technician the conditions under which the fault happened (cold start, highway cruise, idle), so the fault can be reproduced on a test drive.",
    techNote:
      "Generic OBD-II stores one freeze frame, and misfire and fuel-system codes take priority over others. Many makers also keep enhanced freeze frames or failure records per code. Clearing codes erases it, so record it before any repair.",
    systems: ["obd", "ecu"],
  },
  {
    id: "freeze-spray",
    term: "Freeze spray",
    aka: ["circuit freeze spray", "component cooler", "freeze spray test"],
    definition:
      "An aerosol that chills a component far below freezing in seconds. Technicians use it to find heat-related intermittent faults: if spraying one solder joint, sensor or module makes the fault stop or start, the bad spot is found. It is paired with a heat gun to reproduce faults that only appear hot or only cold.",
    techNote:
      "Spray short bursts at one area at a time, with the circuit powered and the fault present. Use electronics-grade spray (non-flammable, no residue). Condensation after chilling can itself cause faults, so let the part dry before condemning it.",
    systems: ["electronics-wiring", "ecu", "can-bus-network", "engine-wont-start"],
  },
  {
    id: "fretting-corrosion",
    term: "Fretting corrosion",
    aka: ["fretting", "terminal fretting"],
    definition:
      "Wear and oxidation between two connector terminals caused by tiny back-and-forth movements from engine vibration and heating and cooling. The thin tin plating rubs through and a film of oxide builds up, so the connection turns into a resistance that comes and goes. It causes intermittent sensor readings and network faults that disappear when the connector is unplugged and plugged back in.",
    techNote:
      "Look for a dull gray or black ring on the contact spot of tin-plated terminals. Cleaning gives temporary relief; lasting fixes are new terminals, a connector with better strain relief, or the maker's contact grease where specified. Low-current 5 V sensor circuits are the most sensitive.",
    systems: ["electronics-wiring", "can-bus-network", "electrical"],
  },
  {
    id: "friction-modifier",
    term: "Friction modifier",
    aka: ["limited-slip additive", "LS additive", "friction modifier additive"],
    definition:
      "An oil additive that changes how smoothly clutch plates grab and release. Clutch-type limited-slip differentials need it in the gear oil, or they chatter and shudder in tight, slow turns; Ford sells its version as XL-3. Automatic transmission fluid carries its own friction modifiers, and as they wear out a torque converter clutch starts to shudder.",
    techNote:
      "After a differential service, chatter in parking-lot turns usually means the additive was left out; add the amount the maker lists and drive a few figure-eights. Some gear oils already contain it. Do not add friction modifier to open differentials or to ATF unless a bulletin calls for it.",
    systems: ["transmission"],
  },
  {
    id: "front-crank-seal",
    term: "Front crank seal",
    aka: ["front crankshaft seal", "front main seal", "timing cover seal"],
    definition:
      "The rubber lip seal around the front end of the crankshaft, behind the harmonic balancer, that keeps oil inside the timing cover. When it leaks, oil slings onto the drive belt and timing belt, making belts squeal, slip and wear out early. It is usually replaced during a timing belt job because the belt has to come off anyway.",
    techNote:
      "Check the balancer hub for a worn groove where the seal rides; a new seal on a grooved hub leaks again, so use a repair sleeve or a new balancer. Drive the seal in square with an installer, and find the oil source first: valve cover and cam seals often drip down onto the same area.",
    systems: ["belt-system", "four-stroke", "timing-system"],
  },
  {
    id: "front-pump",
    term: "Front pump",
    aka: ["transmission pump", "transmission oil pump", "front pump seal"],
    definition:
      "The oil pump at the front of an automatic transmission, turned by the torque converter hub whenever the engine runs. It creates all the hydraulic pressure the transmission uses to apply its clutches and to lubricate. A worn pump whines with engine speed in every gear, even in Park; a failed one leaves the car unable to move in any gear.",
    techNote:
      "Whine that changes with engine rpm but not road speed, with low line pressure on a gauge, points at the pump or a clogged filter. A converter not fully seated into the pump during installation cracks the pump gear on first start. A leak between engine and transmission is often the pump seal.",
    systems: ["transmission"],
  },
  {
    id: "fuel-injector",
    term: "Fuel injector",
    aka: ["injector", "port fuel injector", "GDI injector"],
    definition:
      "An electrically opened valve that sprays a measured amount of fuel into the engine every cycle. Port injectors spray into the intake port at roughly 40–60 psi; direct injectors spray straight into the cylinder at thousands of psi. The engine computer controls how long each one stays open. A clogged injector causes a lean misfire; a leaking one causes rich running, hard hot starts and fuel in the oil.",
    techNote:
      "Port injector coils are usually high impedance, about 12–16 ohms; low-impedance units read a few ohms and need a peak-and-hold driver. Test with a noid light, an injector balance test, or current ramps on a lab scope. Direct injectors are driven at high voltage: do not probe them live with a test light.",
    systems: ["fuel-system", "advanced-engine", "engine-wont-start", "ecu"],
  },
  {
    id: "fuel-level-sender",
    term: "Fuel level sender",
    aka: ["fuel level sensor", "fuel sending unit", "fuel gauge sender", "float arm"],
    definition:
      "The float and variable resistor on the fuel pump module that tells the gauge how much fuel is in the tank. As the float arm rises and falls, a wiper slides across a resistor card. When the card wears, the gauge sticks, jumps or reads a quarter tank when the tank is actually empty, which leaves people stranded.",
    techNote:
      "Measure resistance across the sender while moving the float slowly; the reading should sweep smoothly with no dead spots or open spots. Resistance ranges differ by maker, so use the spec. Saddle tanks have two senders and the gauge averages them, and a failed jet pump can mimic a bad sender.",
    systems: ["fuel-system", "electrical", "engine-wont-start"],
  },
  {
    id: "fuel-pressure-regulator",
    term: "Fuel pressure regulator",
    aka: ["FPR", "fuel regulator"],
    definition:
      "A spring-loaded diaphragm valve that holds fuel pressure at the injectors to a set value by sending extra fuel back to the tank. On older return-style systems it sits on the fuel rail with a vacuum hose that lowers pressure at idle; on returnless systems it lives inside the in-tank pump module. A ruptured diaphragm floods the engine with fuel through the vacuum hose.",
    techNote:
      "On a vacuum-referenced regulator, pressure should rise about 8–10 psi when the vacuum hose is pulled at idle. Fuel in the vacuum hose means a torn diaphragm: rich codes, black smoke, hard hot starts. Pressure that bleeds down quickly after shutdown can be the regulator, a leaking injector or the pump check valve.",
    systems: ["fuel-system", "engine-wont-start", "obd"],
  },
  {
    id: "fuel-pump-driver-module",
    term: "Fuel pump driver module",
    aka: ["FPDM", "fuel pump control module", "FPCM", "fuel pump controller"],
    definition:
      "A small module that runs the fuel pump at variable speed on command from the engine computer, instead of switching it fully on with a relay. Ford calls it the fuel pump driver module and often mounts it near the spare tire or on the frame, where road salt corrodes it; GM and others use a fuel pump control module. When it fails the engine cranks but will not start, or stalls.",
    techNote:
      "Check its power, ground and the command signal from the PCM, then the pump output with the pump commanded on. Ford PCMs log P1233 or P1235 family codes for FPDM faults. Corrosion between the module and its aluminum bracket is common; look for white powder and wet connectors.",
    systems: ["engine-wont-start", "fuel-system", "obd", "ecu"],
  },
  {
    id: "fuel-pump-module",
    term: "Fuel pump module",
    aka: ["fuel pump", "fuel pump assembly", "in-tank fuel pump", "electric fuel pump"],
    definition:
      "The assembly inside the fuel tank that holds the electric fuel pump, its intake strainer, the fuel level sender and a small reservoir that keeps the pump covered in turns. It pushes fuel up to the engine whenever the engine runs. A failing pump causes long cranking, loss of power under load and stalling; a dead one gives a crank-no-start with no two-second hum at key-on.",
    techNote:
      "Test pressure and volume against spec and measure pump current with an amp clamp: low current with low pressure suggests a worn or disconnected pump, high current a binding one. Check voltage at the pump under load before condemning it. Work on the tank in a ventilated area away from sparks; gasoline vapor ignites easily.",
    systems: ["fuel-system", "engine-wont-start", "electrical", "motorcycle-engine"],
  },
  {
    id: "fuel-pump-relay",
    term: "Fuel pump relay",
    aka: ["FP relay", "fuel relay"],
    definition:
      "The relay that switches battery power to the fuel pump. On most cars the engine computer turns it on for about two seconds when the key goes to Run, so the pump primes the lines, then keeps it on only while it sees the engine turning. A failed relay gives a crank-no-start with no fuel pressure, often after the car was running fine.",
    techNote:
      "Listen for the prime hum at key-on. With the relay out, a fused jumper from terminal 30 to 87 should run the pump; if it does, test the relay and its control circuit. Intermittent stalling that stops when you tap the relay points at cracked solder joints inside it.",
    systems: ["engine-wont-start", "fuel-system", "ecu", "electrical"],
  },
  {
    id: "fuel-rail",
    term: "Fuel rail",
    aka: ["injector rail"],
    definition:
      "The metal or plastic pipe that carries pressurized fuel to all the injectors on one side of an engine, with each injector plugged into it. On port-injected engines it runs at normal pump pressure; on direct-injection engines it is a thick forged rail holding thousands of psi and carries the rail pressure sensor.",
    techNote:
      "Most port-injected rails have a Schrader test port for a fuel pressure gauge. Relieve pressure before opening any fitting, and replace one-time-use direct-injection line fittings and injector seals as the maker specifies. A fuel smell near the rail is a fire risk; do not drive the car until it is found.",
    systems: ["fuel-system", "advanced-engine"],
  },
  {
    id: "fuel-rail-pressure-sensor",
    term: "Fuel rail pressure sensor",
    aka: ["FRP sensor", "FRPS"],
    definition:
      "A three-wire pressure sensor on the fuel rail that tells the engine computer how much pressure the injectors are getting. Direct-injection and diesel engines depend on it to control the high-pressure pump; if it reads wrong, the engine can go into reduced power, stall or refuse to start.",
    techNote:
      "It usually runs on a 5 V reference and returns about 0.5 V at zero pressure. Key on, engine off, a primed GDI low side reads lift-pump pressure, about 50–80 psi on many engines (typical; confirm in the service information), not zero; the high side reads near that or decays toward it. Check the low side against a mechanical gauge. Codes P0190–P0194 cover its circuit and range.",
    systems: ["fuel-system", "obd", "advanced-engine"],
  },
  {
    id: "fuel-tank-pressure-sensor",
    term: "Fuel tank pressure sensor",
    aka: ["FTP sensor", "FTPS"],
    definition:
      "A small pressure sensor on the fuel tank or EVAP canister that measures tiny pressure and vacuum changes in the sealed fuel vapor system. The engine computer uses it to run the EVAP leak test; a faulty sensor sets false leak codes or circuit codes even when nothing leaks.",
    techNote:
      "Readings are in inches of water, not psi. With the gas cap off, it should read close to zero; a reading far off zero with the system open means a bad sensor or circuit. Codes P0450–P0453 cover the sensor itself.",
    systems: ["fuel-system", "obd"],
  },
  {
    id: "fuel-trim",
    term: "Fuel trim",
    aka: ["short-term fuel trim", "long-term fuel trim", "STFT", "LTFT", "fuel correction"],
    definition:
      "The percentage the engine computer adds to or takes away from its base fuel amount to keep the air-fuel mixture correct, based on the oxygen sensors. Positive numbers mean it is adding fuel because the engine runs lean; negative numbers mean it is pulling fuel because it runs rich. Short-term trim reacts instantly; long-term trim is the learned correction it remembers.",
    techNote:
      "Combined short- plus long-term trim within about ±10% is normal; around ±25% sets P0171/P0174 (lean) or P0172/P0175 (rich). High positive trim at idle that improves at 2,500 rpm suggests a vacuum leak; trim that worsens under load suggests weak fuel delivery or a dirty MAF.",
    systems: ["fuel-system", "obd", "advanced-engine", "exhaust-system", "turbo-supercharger", "engine-wont-start"],
  },
  {
    id: "fuse",
    term: "Fuse",
    aka: ["blade fuse", "mini blade fuse", "ATC fuse"],
    definition:
      "A thin metal link in a plastic body that melts and opens a circuit when too much current flows, protecting the wiring from overheating and fire. Blade fuses are color coded by amp rating: 5 A tan, 10 A red, 15 A blue, 20 A yellow, 25 A clear, 30 A green. A blown fuse means something drew too much current, so replacing it without finding out why often ends with another blown fuse.",
    techNote:
      "Check fuses in place with a test light on both test points, key on; a fuse can look fine and still be open. A fuse that blows the moment power is applied suggests a hard short; one that blows after minutes suggests an overloaded motor. The millivolt drop across a fuse can estimate circuit current for parasitic draw tests.",
    systems: ["electrical", "electronics-wiring", "engine-wont-start"],
  },
  {
    id: "fuse-rating",
    term: "Fuse rating",
    aka: ["fuse amperage", "fuse size"],
    definition:
      "The current a fuse is designed to carry continuously before it blows, printed on top of the fuse in amps. The rating is chosen to protect the wire in that circuit, not the device at the end of it. Putting in a bigger fuse to stop it blowing lets the wire overheat and can start a fire behind the dash.",
    techNote:
      "Use the rating printed on the fuse box lid or in the owner's manual, not whatever was in the slot. A 15 A circuit that keeps blowing a 15 A fuse needs a current measurement and a search for the short or the failing motor. Added accessories should get their own fused circuit.",
    systems: ["electrical", "electronics-wiring"],
  },
  {
    id: "fused-jumper",
    term: "Fused jumper",
    aka: ["fused jumper wire", "jumper wire", "fused test lead"],
    definition:
      "A test wire with an inline fuse, used to bypass a switch or relay, or to feed power straight to a component such as a fuel pump or cooling fan to prove it works. The fuse protects the car's wiring if the jumper touches ground by mistake.",
    techNote:
      "Use a fuse no bigger than the circuit's own. Jump relay sockets 30 to 87 only after confirming the terminals in a diagram. Never jumper power to a 5 V sensor, a module pin or across a load; that damages modules instantly.",
    systems: ["cooling-system", "fuel-system", "electrical", "electronics-wiring"],
  },
  {
    id: "fusible-link",
    term: "Fusible link",
    aka: ["fuse link", "fusible link wire"],
    definition:
      "A short piece of special wire, usually a few gauge sizes smaller than the circuit it protects, that melts inside its fire-resistant insulation if a heavy short occurs. It guards big feeds such as the alternator output and main power cables. A burned fusible link leaves everything dead or stops charging, while the insulation often looks normal from outside.",
    techNote:
      "Pull on it gently: a melted link stretches like rubber. Confirm with voltage at both ends under load. Replace it only with fusible link wire of the correct gauge and length, never ordinary wire, and find the short that burned it. Many newer cars use bolt-in MEGA fuses instead.",
    systems: ["electrical", "alternator", "engine-wont-start", "ecu"],
  },
  {
    id: "gateway-module",
    term: "Gateway module",
    aka: ["central gateway", "CGW", "security gateway", "SGW", "gateway"],
    definition:
      "The module that connects a car's separate networks (powertrain, chassis, body, infotainment) and the OBD port, passing messages between them. Many newer vehicles also use it as a firewall: many Stellantis vehicles from 2018 on have a secure gateway that lets a scan tool read codes but blocks clearing codes and running tests until the tool logs in through an approved account.",
    techNote:
      "When several modules on different networks go silent at once, check the gateway's power, ground and network connections first. Scan tools that cannot clear codes or run bidirectional tests on a 2018-and-later Stellantis vehicle need an AutoAuth login or a bypass cable where allowed.",
    systems: ["can-bus-network", "obd", "ecu"],
  },
  {
    id: "gear-oil",
    term: "Gear oil",
    aka: ["hypoid gear oil", "differential oil", "manual transmission oil"],
    definition:
      "Thick oil for differentials, manual transmissions and transfer cases, rated by viscosity (such as 75W-90) and API service class. GL-5 oil has the heavy extreme-pressure additives hypoid differential gears need. Some older manual transmissions specify GL-4, because GL-5 additives can attack their brass synchronizer rings and cause hard shifting.",
    techNote:
      "Use the grade and class in the owner's manual; many newer manuals and transfer cases use special fluids, even ATF. Metal paste on the drain plug magnet is normal wear; chunks or a milky fluid (water from a failed axle vent) are not.",
    systems: ["transmission", "clutch-system"],
  },
  {
    id: "glazing",
    term: "Glazing",
    aka: ["glazed pads", "glazed rotors", "glazed clutch disc"],
    definition:
      "A hard, shiny surface that forms on brake pads, brake rotors or a clutch disc after they overheat. Glazed friction material grips less, so brakes need more pedal pressure and may squeal, and a glazed clutch chatters or slips. It comes from riding the brakes downhill, skipping the pad bedding procedure, or slipping the clutch.",
    techNote:
      "Light rotor glazing can be removed by resurfacing; glazed pads should be replaced since the heat has changed the material underneath. Rebed new pads with a series of moderate stops. A glazed clutch disc with a blue-spotted flywheel means the flywheel needs resurfacing or replacement too.",
    systems: ["brake-system", "clutch-system"],
  },
  {
    id: "ground-eyelet",
    term: "Ground eyelet",
    aka: ["ground ring terminal", "ground lug", "eyelet terminal"],
    definition:
      "The ring-shaped terminal at the end of a ground wire that bolts to the body, frame or engine, giving that circuit its return path to the battery. Wiring diagrams number these ground points (for example G101). Rust under an eyelet or a loose bolt causes odd, unrelated faults in everything that shares it: dim lights, flickering gauges, false codes.",
    techNote:
      "Check it with a voltage drop test under load: more than about 0.1 V across a ground connection is too much. Clean to bare metal, reinstall with the correct bolt and torque, and protect it; painting over a ground after body work is a common cause.",
    systems: ["electrical", "ecu", "electronics-wiring"],
  },
  {
    id: "ground-loop",
    term: "Ground loop",
    aka: ["ground loop noise", "ground-loop hum"],
    definition:
      "Noise in an audio system caused by two parts of the system, usually the head unit and an amplifier, being grounded at points with slightly different voltage. The difference rides on the audio signal as a whine that rises and falls with engine speed or a steady hum.",
    techNote:
      "Measure voltage between the amplifier ground and the head unit chassis with the engine running; any AC or several tenths of a volt DC is a clue. Ground the amp to clean bare metal near it, route RCA cables away from power wires, and check alternator ripple before blaming the audio gear.",
    systems: ["infotainment", "alternator", "electrical"],
  },
  {
    id: "ground-offset",
    term: "Ground offset",
    aka: ["ground shift", "ground potential difference"],
    definition:
      "A voltage difference between a module's ground and battery negative, caused by resistance in the ground path. Sensors measured against that ground read wrong and network messages may be misread, so a bad ground can look like a failed sensor or a failed computer.",
    techNote:
      "With the circuit loaded, measure from the module ground pin to battery negative; more than about 0.1–0.2 V on a computer ground is a problem. CAN transceivers tolerate only a limited common-mode offset, so large offsets show up as U-codes. Compare sensor ground readings with the engine cranking, when offsets are worst.",
    systems: ["can-bus-network", "ecu", "infotainment", "electronics-wiring"],
  },
  {
    id: "ground-strap",
    term: "Ground strap",
    aka: ["engine ground strap", "ground cable", "braided ground strap", "body ground"],
    definition:
      "A heavy braided strap or cable that connects the engine to the body or frame so current from the starter, alternator and engine sensors has a solid path back to the battery. A broken or missing strap causes slow cranking, flickering lights, erratic gauges and strange codes, and starter current may then flow through throttle cables, shifter cables or fuel lines and burn them.",
    techNote:
      "Measure voltage drop from the engine block to battery negative while cranking; under about 0.2–0.3 V is good. Straps left off after engine or transmission work are a classic cause. Clean both ends to bare metal.",
    systems: ["electrical", "alternator", "engine-wont-start", "can-bus-network"],
  },
  {
    id: "guide-sleeve",
    term: "Guide sleeve",
    aka: ["release bearing guide", "quill", "bearing retainer sleeve"],
    definition:
      "The tube on the front of a manual transmission that the clutch release bearing slides along. If its surface is worn, grooved or dry, the bearing sticks, the clutch pedal squeaks or feels notchy, and the clutch may not fully release or engage smoothly.",
    techNote:
      "Inspect it whenever the clutch is out: a step worn into the sleeve or a cracked plastic sleeve means replacement. Use only a thin film of the grease the maker lists; too much flings onto the disc and causes chatter.",
    systems: ["clutch-system", "transmission"],
  },
  {
    id: "hall-effect-sensor",
    term: "Hall-effect sensor",
    aka: ["Hall sensor", "Hall effect sensor"],
    definition:
      "A sensor, usually three-wire, that switches its output on and off as a magnet or steel tooth passes its tip, producing a clean square-wave signal. Cars use Hall-effect sensors for crankshaft and camshaft position, transmission speeds and many wheel-speed sensors, because they read accurately even at very low speed.",
    techNote:
      "It needs a reference feed (5 V or 12 V), a ground and a signal wire; check feed and ground before condemning the sensor. On a scope the signal should switch sharply between near 0 V and the pull-up voltage. Unlike a two-wire magnetic sensor, it makes no AC voltage of its own.",
    systems: ["engine-wont-start", "obd", "transmission", "abs-system"],
  },
  {
    id: "harmonic-balancer",
    term: "Harmonic balancer",
    aka: ["crankshaft damper", "crank pulley", "torsional vibration damper", "damper pulley"],
    definition:
      "The heavy pulley on the front of the crankshaft made of an inner hub and outer ring bonded by rubber. It soaks up the crankshaft's twisting vibrations, drives the serpentine belt and often carries the timing marks. When the rubber ages and lets go, the outer ring wobbles or slips, throwing the belt off and making the timing marks read wrong.",
    techNote:
      "Look for cracked or bulging rubber and a wobble at idle; a paint line across hub and ring shows slipping. A failing damper can also set crankshaft-position and misfire codes where the reluctor is on the balancer. Many crank bolts are torque-to-yield and must be replaced.",
    systems: ["belt-system", "four-stroke", "timing-system"],
  },
  {
    id: "head-gasket",
    term: "Head gasket",
    aka: ["cylinder head gasket", "blown head gasket"],
    definition:
      "The gasket between the engine block and cylinder head that seals combustion pressure in the cylinders and keeps coolant and oil in their own passages. A failed head gasket shows up as coolant loss with no visible leak, white sweet-smelling exhaust, bubbles in the coolant reservoir, overheating, or milky oil. Driving an overheating engine to finish a trip can warp the head and turn a gasket job into an engine replacement.",
    techNote:
      "Confirm with a combustion leak test (CO2 in the coolant), a cooling system pressure test and a leak-down test before tearing down. Check head and block flatness with a straightedge and feeler gauge when it is apart. Never open a hot radiator cap: scalding coolant can erupt.",
    systems: ["cooling-system", "advanced-engine", "four-stroke", "motorcycle-engine", "two-stroke"],
  },
  {
    id: "head-pressure",
    term: "Head pressure",
    aka: ["high-side pressure", "discharge pressure"],
    definition:
      "The pressure on the high side of an A/C system, between the compressor outlet and the expansion device. It rises with outside temperature and falls when the condenser sheds heat well. Too high and the compressor works hard, the belt may slip and the system shuts off; too low and it cannot cool.",
    techNote:
      "A common rule of thumb puts normal R-134a head pressure around 2 to 2.5 times the outside temperature in °F. High head pressure points at a dead condenser fan, a blocked condenser, overcharge or air in the system; check fan operation before touching the charge.",
    systems: ["ac-system", "belt-system"],
  },
  {
    id: "head-unit",
    term: "Head unit",
    aka: ["radio head unit", "infotainment head unit", "radio"],
    definition:
      "The main computer behind the dashboard screen or radio that runs audio, navigation, phone connection, Apple CarPlay and Android Auto, and often the backup camera display. When it fails the screen freezes, reboots on its own, goes black or loses Bluetooth.",
    techNote:
      "Check for software updates and bulletins first; many freeze and reboot complaints are software. A replacement unit often must be programmed or coded to the VIN and may need the radio anti-theft code. Check its power, ground and network lines before condemning it.",
    systems: ["infotainment", "can-bus-network"],
  },
  {
    id: "headlamp-leveling",
    term: "Headlamp leveling",
    aka: ["headlight leveling", "automatic headlamp leveling", "headlamp leveling motor"],
    definition:
      "A system of small motors in the headlamps that tilts the beams up or down as the vehicle's load changes, so oncoming drivers are not dazzled when the trunk is full. Automatic systems read height sensors on the suspension; some cars have a manual dial instead.",
    techNote:
      "After replacing a ride height sensor, lowering or lifting the vehicle, the leveling system usually needs a scan-tool initialization. Beams stuck pointing at the ground or at the sky, often with a headlamp warning, point to a seized motor, a broken sensor link or a missing initialization.",
    systems: ["electrical", "suspension"],
  },
  {
    id: "heat-shield",
    term: "Heat shield",
    aka: ["exhaust heat shield"],
    definition:
      "A thin stamped metal panel that keeps exhaust heat away from the floor, fuel tank, wiring, starter or clutch hydraulics. When its mounting rusts, it buzzes or rattles at certain engine speeds, often around 1,500–3,000 rpm. A missing shield can let heat cook wiring, melt plastic lines or overheat a clutch slave cylinder.",
    techNote:
      "Tap shields with a mallet with the engine off to find the rattle. Fasten loose ones with a large stainless hose clamp or a new fastener rather than removing them, especially over the fuel tank, near wiring or where they prevent a grass fire from a hot catalytic converter.",
    systems: ["exhaust-system", "clutch-system", "electronics-wiring"],
  },
  {
    id: "heat-soak",
    term: "Heat soak",
    aka: ["hot soak", "heat soaking"],
    definition:
      "The temperature climb under the hood after the engine is turned off, when coolant stops moving and no air flows. It can boil fuel in the lines (long crank on a hot restart), make a weak starter or sensor quit until it cools, warm the intake air on a turbo engine so it loses power, and shut down cameras that sit in the sun behind the windshield.",
    techNote:
      "Reproduce the complaint by shutting down hot and trying a restart after 10–30 minutes. Watch fuel pressure hold and intake air temperature, and check heat shields and insulation. Heat-soak-only no-starts often trace to a crank sensor or starter solenoid failing when hot.",
    systems: ["engine-wont-start", "advanced-engine", "turbo-supercharger", "adas-sensor-calibration", "two-stroke"],
  },
  {
    id: "heat-shrink-splice",
    term: "Heat-shrink splice",
    aka: ["heat-shrink butt connector", "solder-seal splice", "heat-shrink connector"],
    definition:
      "A crimp or solder splice covered by an adhesive-lined tube that shrinks tight when heated, sealing the joint against water and road salt. Most automakers specify sealed splices for repairs, especially under the hood and under the car, because an unsealed splice corrodes and turns into a hidden resistance.",
    techNote:
      "Use the correct crimper, then shrink with a heat gun until adhesive shows at both ends; a lighter scorches the sleeve. Stagger splices on multi-wire repairs, and follow the maker's rules for network twisted pairs and airbag circuits, some of which limit where splices may go.",
    systems: ["electronics-wiring", "electrical"],
  },
  {
    id: "heater-core",
    term: "Heater core",
    aka: ["heater matrix"],
    definition:
      "A small radiator inside the dashboard that hot engine coolant flows through; the blower pushes air across it to heat the cabin. A leaking heater core leaves a sweet coolant smell, a greasy fog on the inside of the windshield and a wet passenger floor. A clogged one gives little or no heat even though the engine is warm.",
    techNote:
      "With the engine hot and heat on full, both heater hoses should be hot; a cold outlet hose means a blockage or air pocket. Bleed air first, then backflush. Replacement often means removing the dashboard. Coolant fog on the windshield blocks vision; do not drive until it clears.",
    systems: ["cooling-system", "ac-system"],
  },
  {
    id: "heel-toe-wear",
    term: "Heel-toe wear",
    aka: ["heel and toe wear", "sawtooth wear", "heel/toe wear"],
    definition:
      "Uneven tire wear where each tread block is worn lower on one edge than the other, so the tread looks like saw teeth from the side. It makes a growl or hum that rises with speed and can be mistaken for a wheel bearing. It is most common on free-rolling rear tires that are not rotated.",
    techNote:
      "Rotate tires at the interval the maker lists (often every 5,000–7,500 miles), keep pressures at placard, and check shocks and struts. Swapping front and rear tires and listening again separates tire noise from a bearing.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "high-impedance-injector",
    term: "High-impedance injector",
    aka: ["saturated injector", "saturated-switch injector"],
    definition:
      "A fuel injector whose coil has high resistance, typically about 12–16 ohms, so the engine computer can drive it with a simple on/off switch. Most gasoline port-injected engines use them. Low-impedance injectors, at a few ohms, draw much more current and need a peak-and-hold driver or a resistor.",
    techNote:
      "Measure coil resistance at room temperature and compare all cylinders; one reading far off the others is suspect. Fitting low-impedance injectors to a computer built for high-impedance ones overheats and burns its injector drivers.",
    systems: ["fuel-system", "ecu"],
  },
  {
    id: "high-output-alternator",
    term: "High-output alternator",
    aka: ["HO alternator"],
    definition:
      "An alternator built to deliver more current than the factory unit, often 200 A or more, for big audio systems, plows, winches or extra lighting. It usually needs a heavier charge cable and ground to deliver that current, and it may make less at idle than its rating suggests.",
    techNote:
      "Upgrade the charge wire, battery negative and engine ground together, and fuse the charge wire near the battery. On vehicles with computer-controlled smart charging, confirm the unit's regulator matches the factory control or the charging light and codes will follow.",
    systems: ["alternator", "electrical"],
  },
  {
    id: "high-pressure-cutout",
    term: "High-pressure cutout",
    aka: ["high-pressure cutout switch", "high-pressure switch", "HP cutout"],
    definition:
      "A switch or pressure sensor reading on the A/C high side that shuts the compressor off when pressure gets dangerously high, protecting hoses and the compressor. When it trips, the A/C cycles on and off or blows warm, especially in traffic on a hot day.",
    techNote:
      "Cut-out points vary by system, commonly somewhere around 400–450 psi. Repeated tripping means a real high-pressure fault (dead condenser fan, blocked condenser, overcharge, air in the system), not a bad switch; verify with gauges before replacing it. Many compressors also carry a mechanical relief valve.",
    systems: ["ac-system"],
  },
  {
    id: "high-pressure-fuel-pump",
    term: "High-pressure fuel pump",
    aka: ["HPFP", "high pressure fuel pump", "GDI fuel pump", "direct-injection fuel pump"],
    definition:
      "A piston pump, on gasoline engines driven by a lobe on the camshaft, that raises fuel pressure from the in-tank pump's 50–70 psi to the hundreds or thousands of psi direct injectors need (diesel common-rail pumps reach well over 20,000 psi). When it wears, the engine loses power, goes into reduced-power mode, cranks long or stalls, often with a low rail pressure code such as P0087.",
    techNote:
      "Check the low-side supply first: a weak lift pump starves the high-pressure pump. Compare desired and actual rail pressure under load. On some engines (VW and Audi FSI among them) a worn cam follower wears into the cam lobe and takes the pump with it; inspect the follower at each pump replacement.",
    systems: ["fuel-system", "obd", "advanced-engine"],
  },
  {
    id: "high-voltage-battery",
    term: "High-voltage battery",
    aka: ["HV battery", "traction battery", "hybrid battery"],
    definition:
      "The large battery pack that powers the electric drive motor in a hybrid or electric vehicle, running at a few hundred volts (roughly 200–400 V in most hybrids and EVs, 800 V in some newer EVs). Its cables are orange. It can kill on contact and can catch fire after a crash or flood, so only trained technicians with insulated gloves and the service disconnect procedure should work on it.",
    techNote:
      "Weak modules show as voltage imbalance between blocks in scan data and as hybrid system warnings. Follow the maker's disable procedure, wait the specified time for capacitors to discharge, and verify zero volts with a CAT III meter before touching. A smoking or hissing pack after a crash: get everyone away and call 911.",
    systems: ["engine-wont-start", "electrical", "cooling-system"],
  },
  {
    id: "honda-psf",
    term: "Honda PSF",
    aka: ["Honda power steering fluid"],
    definition:
      "Honda's own power steering fluid, specified for Honda and Acura hydraulic power steering systems. Honda warns against ATF and generic fluids, which can swell the seals and make the pump groan, especially in cold weather.",
    techNote:
      "If the wrong fluid was added, flush the system with Honda fluid by draining the reservoir repeatedly or by opening the return line. A groaning pump that quiets after a flush confirms it; a clogged reservoir screen causes the same noise.",
    systems: ["steering-system"],
  },
  {
    id: "hood-ajar-switch",
    term: "Hood-ajar switch",
    aka: ["hood switch", "hood latch switch", "hood pin switch"],
    definition:
      "A switch at the hood latch that tells the body computer whether the hood is closed. Remote start and start-stop refuse to work when it reads the hood open, and the alarm uses it too. A corroded or broken switch is a common reason remote start stops working.",
    techNote:
      "Watch the hood status in scan data while opening and closing the hood. Many are built into the latch, so the whole latch is replaced. Check the connector for corrosion; it sits in the path of road spray.",
    systems: ["electrical", "engine-wont-start"],
  },
  {
    id: "horn-relay",
    term: "Horn relay",
    aka: [],
    definition:
      "The relay that sends battery power to the horns when the horn switch, or the body computer for lock chirps and the alarm, grounds its coil. A failed relay leaves the horn silent; a stuck one makes it sound continuously until the fuse is pulled.",
    techNote:
      "Swap in an identical relay from another circuit to test. If the relay clicks but the horns are silent, check power at the horns and their ground. On many cars the body computer drives the horn, so check data for the horn request.",
    systems: ["electrical"],
  },
  {
    id: "horn-switch",
    term: "Horn switch",
    aka: ["horn pad switch", "horn button"],
    definition:
      "The switch in the steering wheel pad that you press to sound the horn. Its signal usually reaches the horn relay through the clock spring, so a horn that quits at the same time as the airbag light comes on points to a broken clock spring.",
    techNote:
      "Turn the wheel lock to lock while pressing the horn: a horn that works only at some positions means a failing clock spring. Removing the horn pad often means removing the driver airbag; disconnect the battery and wait the specified time first.",
    systems: ["electrical", "steering-system"],
  },
  {
    id: "hvac-case",
    term: "HVAC case",
    aka: ["heater box", "HVAC housing", "HVAC module"],
    definition:
      "The plastic housing behind the dashboard that holds the evaporator core, the heater core, the blower and the doors that mix and direct the air. Clicking from behind the dash, air from the wrong vents and water on the floor usually come from inside this case.",
    techNote:
      "A plugged condensate drain floods the case and wets the passenger floor: clear the drain before replacing parts. Replacing the evaporator or heater core often means pulling the case, which may mean removing the dashboard.",
    systems: ["ac-system", "cooling-system"],
  },
  {
    id: "hybrid",
    term: "Hybrid",
    aka: ["hybrid vehicle", "HEV", "hybrid electric vehicle"],
    definition:
      "A vehicle that combines a gasoline engine with one or more electric motors and a high-voltage battery, starting and stopping the engine as needed. Full hybrids (such as the Toyota Prius) can drive on electric power alone at low speed; mild hybrids use a small 48 V system to assist the engine; plug-in hybrids add a charging port.",
    techNote:
      "A hybrid still has a 12 V battery that powers its computers; if it is weak, the car will not go into READY mode even with a charged high-voltage pack. The engine can start by itself at any time when the car is in READY, so keep hands clear of belts and fans.",
    systems: ["engine-wont-start", "advanced-engine", "electrical"],
  },
  {
    id: "hydraulic-bushing",
    term: "Hydraulic bushing",
    aka: ["fluid-filled bushing", "hydro bushing"],
    definition:
      "A suspension bushing with fluid-filled chambers inside the rubber that damp vibration better than solid rubber. They are common in lower control arms of many European and domestic cars. When one leaks, the fluid drips out, the bushing goes soft, and the car develops a shimmy at highway speed, clunks or loose steering.",
    techNote:
      "Look for oily residue and a torn or sagging rubber section. Tighten bushing bolts only with the suspension at ride height. Solid aftermarket replacements stop the shimmy but add harshness.",
    systems: ["suspension", "steering-system", "alignment"],
  },
  {
    id: "hydraulic-control-unit",
    term: "Hydraulic control unit",
    aka: ["HCU", "ABS hydraulic unit", "hydraulic modulator"],
    definition:
      "The ABS valve block that sits between the master cylinder and the wheels. It holds the inlet and outlet solenoid valves for each wheel, a pump motor and small accumulators. During ABS, traction control or stability control it holds, releases and reapplies pressure to individual wheels many times a second.",
    techNote:
      "Air trapped in the HCU after brake work gives a long pedal; most need a scan-tool bleed that cycles the valves. Stuck valves cause a pull or a wheel that locks. On many cars it bolts to the ABS module, and the module can sometimes be replaced or rebuilt separately.",
    systems: ["abs-system", "brake-system"],
  },
  {
    id: "hydraulic-lifter",
    term: "Hydraulic lifter",
    aka: ["lifter", "hydraulic lash adjuster", "HLA", "hydraulic tappet"],
    definition:
      "A lifter or lash adjuster that uses engine oil pressure to take up valve clearance automatically, so the valves never need adjusting. A lifter that bleeds down, sticks or gets clogged makes a ticking noise at half engine speed and can cause a misfire.",
    techNote:
      "Tick at startup that fades in a few seconds can be normal bleed-down; a constant tick is not. Check oil level, viscosity and pressure first. On cylinder-deactivation engines (GM AFM, Chrysler MDS), failed deactivation lifters collapse and can bend pushrods or flatten cam lobes.",
    systems: ["four-stroke", "motorcycle-engine", "advanced-engine"],
  },
  {
    id: "hydro-boost",
    term: "Hydro-Boost",
    aka: ["Hydroboost", "hydraulic brake booster"],
    definition:
      "A brake booster powered by the power steering pump instead of engine vacuum, used on diesel pickups, heavy-duty trucks and some other vehicles. A built-in accumulator holds enough pressure for a few assisted stops if the pump stops. If the belt breaks or the pump fails, you lose both power steering and power brakes, so the pedal becomes very hard.",
    techNote:
      "Hard pedal, a hiss at the pedal, or brake chatter with fluid at the booster seals point to the unit. With the engine off, pump the pedal to empty the accumulator, then start: the pedal should drop slightly. Because steering and braking share the pump, check fluid level and belt first.",
    systems: ["brake-system", "steering-system"],
  },
  {
    id: "hydrolock",
    term: "Hydrolock",
    aka: ["hydrostatic lock", "hydro-lock", "hydrolocked engine"],
    definition:
      "Liquid (water, coolant or fuel) filling a cylinder so the piston cannot complete its stroke, because liquid does not compress. It happens after driving through deep water, from a leaking head gasket, or from a stuck injector or carburetor float needle. The engine stops suddenly or will not crank, and forcing it bends connecting rods.",
    techNote:
      "Do not keep cranking. Pull all spark plugs, then turn the engine by hand to expel the liquid. A bent rod shows up as low compression in that cylinder; a leak-down test alone will not catch it. Change the oil if water or fuel reached the crankcase.",
    systems: [
      "four-stroke",
      "engine-wont-start",
      "advanced-engine",
      "motorcycle-engine",
      "cooling-system",
      "timing-system",
    ],
  },
  {
    id: "hydroplaning",
    term: "Hydroplaning",
    aka: ["aquaplaning"],
    definition:
      "Tires riding up on a film of water instead of gripping the road, so steering and braking stop working for a moment. Worn tread, low tire pressure, higher speed and deeper water all make it more likely. If it happens, ease off the gas, hold the wheel straight and do not brake hard until the tires grip again.",
    techNote:
      "Tires lose much of their wet grip well before the 2/32-inch legal limit; 4/32 inch is a common replace-now point for wet climates. A car that hydroplanes more on one side suggests uneven tread depth or pressure between its tires.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "intelligent-battery-sensor",
    term: "Intelligent battery sensor",
    aka: ["IBS", "intelligent battery monitor"],
    definition:
      "A small electronic sensor built into the negative battery cable clamp that measures battery current, voltage and temperature. The car's computers use it to estimate the battery's state of charge and health, to control the alternator and to decide when start-stop may shut the engine off.",
    techNote:
      "After fitting a new battery on many BMW, VW, Audi, Ford and GM vehicles, register the battery with a scan tool so the sensor's learned values reset. Never clamp booster cables or a charger lead to the sensor body; connect to a body ground point. A failed sensor often shows as a LIN communication fault.",
    systems: ["alternator", "electrical"],
  },
  {
    id: "idle-air-control-valve",
    term: "Idle air control valve",
    aka: ["IAC valve", "IAC", "idle air control", "IACV", "idle speed control valve"],
    definition:
      "A small motorized valve that lets a controlled amount of air bypass the closed throttle plate, so the engine computer can hold idle speed steady as loads like the A/C compressor come on. It is found on engines with a throttle cable; drive-by-wire engines move the throttle plate itself instead. A sticking IAC gives a high idle, a hunting idle or stalling when coming to a stop.",
    techNote:
      "Carbon buildup in the IAC passage is the usual cause; clean the passage and valve with throttle body cleaner, then perform the idle relearn if the maker calls for one. Codes P0505–P0507 point to idle control. Watch commanded IAC steps or percent in scan data as loads switch on.",
    systems: ["engine-wont-start", "obd", "motorcycle-engine", "ac-system"],
  },
  {
    id: "idle-relearn",
    term: "Idle relearn",
    aka: ["idle learn", "idle air volume learn", "IAVL"],
    definition:
      "A procedure that teaches the engine computer how much air the engine needs to idle, after the throttle body is cleaned or replaced, the battery is disconnected or the computer is reprogrammed. Without it the engine may idle too low, stall when you stop or idle too high. Some cars relearn on their own after a drive; others need a scan tool or an exact key and pedal sequence.",
    techNote:
      "Nissan's idle air volume learn is the best-known strict procedure: it only works within set coolant temperature, voltage and load conditions, so follow the service information exactly. If a relearn will not complete, look for a vacuum leak or a dirty throttle plate first.",
    systems: ["engine-wont-start", "obd", "advanced-engine", "ac-system", "clutch-system", "motorcycle-engine"],
  },
  {
    id: "idler-pulley",
    term: "Idler pulley",
    aka: ["idler", "belt idler"],
    definition:
      "A free-spinning pulley that guides the serpentine belt or timing belt around its path without driving anything. Its sealed bearing wears out over time: it chirps, then growls or rumbles, and eventually the pulley wobbles or seizes, which can shred or throw the belt.",
    techNote:
      "With the belt off, spin it by hand: it should turn smoothly and quietly with no side play or rough spots. A mechanic's stethoscope on the bolt with the engine running finds a noisy one quickly. Replace idlers and the tensioner with a timing belt, since a failed idler can break the belt on an interference engine.",
    systems: ["belt-system", "timing-system", "alternator"],
  },
  {
    id: "ignition-coil",
    term: "Ignition coil",
    aka: ["coil", "ignition coil pack"],
    definition:
      "A transformer that turns 12 V into the tens of thousands of volts needed to fire a spark plug. Most modern engines have one coil per cylinder sitting right on the plug. A failing coil causes a misfire, often under load or in damp weather, with the check engine light on or flashing.",
    techNote:
      "Swap the suspect coil to another cylinder; if the misfire code moves (for example P0302 becomes P0304), the coil is bad. Check the boot for carbon tracking and the plug gap. Many coils have built-in drivers, so resistance checks do not apply; use a scope or spark tester.",
    systems: ["advanced-engine", "obd", "engine-wont-start"],
  },
  {
    id: "ignition-module",
    term: "Ignition module",
    aka: ["ignition control module", "ICM", "igniter"],
    definition:
      "The electronic switch that turns an ignition coil's current on and off to fire the spark plug. On older cars it sits on the distributor or a bracket; on chainsaws, trimmers and small bikes it is a coil-and-module unit next to the flywheel magnets (often called CDI). A failing module gives no spark at all, or spark that quits once the engine gets hot and returns after it cools.",
    techNote:
      "Check for spark with a spark tester, not by holding a plug wire. On small engines, set the module air gap to the flywheel with the maker's gauge card and check the kill switch wire for a short to ground before condemning it. Heat-related failures can be reproduced with a heat gun.",
    systems: ["engine-wont-start", "two-stroke", "motorcycle-engine"],
  },
  {
    id: "ignition-switch",
    term: "Ignition switch",
    aka: ["key switch", "ignition key switch"],
    definition:
      "The electrical switch behind the key lock or start button circuit that powers the accessory, run and start circuits. Worn contacts cause a no-crank, dash lights that flicker, or an engine that shuts off while driving. The 2014 GM recall of the Chevrolet Cobalt, HHR, Saturn Ion and related small cars was for switches that could slip out of Run, cutting power and disabling the airbags.",
    techNote:
      "Check voltage on each output terminal in each key position while wiggling the key. Heavy key rings pull worn switches out of Run. Any stall-while-driving complaint on a recalled model should be checked against NHTSA for open recalls before other diagnosis.",
    systems: ["engine-wont-start", "ecu", "electrical"],
  },
  {
    id: "immobilizer",
    term: "Immobilizer",
    aka: ["engine immobilizer", "immobiliser", "anti-theft immobilizer"],
    definition:
      "The anti-theft system that reads a coded chip in the key or fob and lets the engine start only if the code matches. If it does not recognize the key, the engine either will not crank or starts and dies after a second or two, and a security light flashes. Ford's PATS, GM's Passlock and Passkey, and Toyota and VW systems all work this way.",
    techNote:
      "Try the spare key first: if it works, the first key's chip or battery is the problem. Replacement engine computers, instrument clusters or immobilizer modules usually must be paired with the car through a scan tool or dealer online procedure. Stored security codes, such as Ford's B1600-series PATS codes, show which step of the key check failed.",
    systems: ["engine-wont-start", "ecu", "electrical", "obd", "motorcycle-engine"],
  },
  {
    id: "impulse-line",
    term: "Impulse line",
    aka: ["pulse line", "impulse hose", "pulse hose"],
    definition:
      "A small hose or passage on a two-stroke engine that carries crankcase pressure pulses to the diaphragm fuel pump built into the carburetor. If it cracks or comes loose, the pump cannot move enough fuel, the engine bogs at full throttle, and the leak lets extra air into the crankcase, which makes the engine run lean and high.",
    techNote:
      "Check for cracks where the line bends and at its ends; many saws route it through the intake boot. A pressure and vacuum test of the crankcase will find an impulse line leak. Replace it along with the carburetor's pump diaphragm on an old saw.",
    systems: ["two-stroke"],
  },
  {
    id: "in-line-filter",
    term: "In-line filter",
    aka: ["inline filter", "in-line filter screen"],
    definition:
      "An extra filter spliced into a fluid line to catch debris before it reaches sensitive parts. After an A/C compressor fails and sheds metal, an in-line filter in the liquid line protects the new compressor and expansion valve; power steering systems get one in the return line after a pump or rack failure.",
    techNote:
      "Many compressor warranties require flushing, a new accumulator or drier, a new orifice tube or expansion valve, and an in-line filter after an internal failure. Install it with the flow arrow in the right direction.",
    systems: ["ac-system", "steering-system"],
  },
  {
    id: "included-angle",
    term: "Included angle",
    aka: [],
    definition:
      "An alignment angle equal to steering axis inclination plus camber. It is set by the shape of the steering knuckle or strut and does not change with adjustment, so comparing it side to side reveals a bent part that a camber adjustment might otherwise hide.",
    techNote:
      "If camber, SAI and included angle are all off on one side, suspect a bent knuckle, strut or spindle; if SAI is off but included angle is correct, suspect a shifted strut tower or bent lower arm. Check it after any curb strike before adjusting camber.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "indirect-tpms",
    term: "Indirect TPMS",
    aka: ["iTPMS", "ABS-based TPMS", "indirect tire pressure monitoring"],
    definition:
      "A tire pressure warning system that has no sensors in the wheels. It uses the ABS wheel-speed sensors to notice that one tire is spinning faster, because a low tire has a smaller rolling diameter. It must be reset with a button or menu after adjusting pressures, rotating tires or changing tires.",
    techNote:
      "Set all tires to placard pressure cold, then run the reset and drive so the system can relearn. It may miss a slow loss on all four tires at once. A wheel-speed sensor fault disables it, so the TPMS light can come on together with the ABS light.",
    systems: ["abs-system", "alignment"],
  },
  {
    id: "infotainment-system",
    term: "Infotainment system",
    aka: ["infotainment", "multimedia system"],
    definition:
      "The dashboard screen system that combines audio, navigation, phone calls and messages, Apple CarPlay and Android Auto, vehicle settings and usually the backup camera view. It is made up of the head unit, the screen, amplifiers, antennas and connectivity modules talking over the vehicle network.",
    techNote:
      "Software causes many complaints, so check for updates and bulletins before replacing hardware. Memory-chip wear has caused failures on some systems, such as the eMMC recall on early Tesla Model S and X. Note which functions fail together to narrow it to one module.",
    systems: ["infotainment", "can-bus-network"],
  },
  {
    id: "infrared-thermometer",
    term: "Infrared thermometer",
    aka: ["IR thermometer", "temperature gun", "temp gun", "laser thermometer"],
    definition:
      "A handheld gun that reads a surface temperature without touching it. Technicians use it to compare temperatures: radiator inlet and outlet to check a thermostat, brake rotors side to side for a dragging caliper, catalytic converter inlet and outlet, or an alternator or belt pulley that runs hot.",
    techNote:
      "Shiny metal reads low because it reflects; put a piece of tape or a dab of flat paint on the spot. The reading is an average over a spot that grows with distance, so get close. Compare left and right or in and out rather than trusting absolute numbers.",
    systems: ["cooling-system", "alternator", "belt-system", "brake-system"],
  },
  {
    id: "initialization",
    term: "Initialization",
    aka: ["sensor initialization", "SAS initialization"],
    definition:
      "Telling a sensor or module where its zero or center point is after it is replaced or disturbed. The most common is the steering angle sensor after an alignment: until it is initialized, stability control and sometimes ABS stay off with a warning light, and lane-keep may steer off-center.",
    techNote:
      "Most need a scan tool with the wheels straight and the vehicle level; some cars do it by turning the wheel lock to lock. A low battery or charging voltage can make initialization fail or store a low-voltage code, so connect a battery maintainer.",
    systems: ["steering-system", "abs-system", "alignment"],
  },
  {
    id: "injector-balance-test",
    term: "Injector balance test",
    aka: ["injector pressure-drop test", "injector balance"],
    definition:
      "A test that compares fuel injectors by how much fuel each one lets through. Each injector is pulsed for the same time while a gauge shows how far fuel pressure drops; a drop much smaller or larger than the others marks a clogged or leaking injector.",
    techNote:
      "A drop that differs from the average by more than about 10% is suspect. Diesels and many direct-injection engines use the scan tool's cylinder contribution or balance rates instead, where a large correction on one cylinder flags that injector.",
    systems: ["fuel-system", "advanced-engine"],
  },
  {
    id: "injector-coding",
    term: "Injector coding",
    aka: ["injector trim codes", "IQA codes", "injector compensation code"],
    definition:
      "Entering the correction code printed on each new diesel or direct-injection injector into the engine computer so it can adjust for that injector's exact flow. Without coding, a new injector can cause a rough idle, knocking, smoke or a misfire, even though the part is good.",
    techNote:
      "Record the code from the injector before installing it, and enter it for the correct cylinder with a scan tool. Swapping coded injectors between cylinders without recoding causes imbalance. Some engines also need a learn procedure after coding.",
    systems: ["fuel-system", "advanced-engine", "ecu"],
  },
  {
    id: "inner-tie-rod",
    term: "Inner tie rod",
    aka: ["inner tie-rod end", "rack end", "inner tie rod end"],
    definition:
      "The ball joint at each end of the steering rack that connects the rack to the outer tie-rod end. A worn inner tie rod makes a clunk over bumps, loose or wandering steering and uneven tire wear. If it separates, that wheel can no longer be steered.",
    techNote:
      "Squeeze the rack boot and grab the inner joint while someone rocks the wheel: movement in the joint means it is worn. Replacing it requires an inner tie-rod tool and an alignment afterward. A torn rack boot lets water in, so replace the boot too.",
    systems: ["steering-system", "alignment", "suspension"],
  },
  {
    id: "input-shaft",
    term: "Input shaft",
    aka: ["transmission input shaft", "input shaft bearing", "main drive gear"],
    definition:
      "The shaft that carries power from the clutch disc (manual) or the torque converter turbine (automatic) into the gearbox. On a manual, a worn input shaft bearing makes a rumble or growl in neutral with the clutch pedal up that goes away when the pedal is pressed, because pressing the pedal stops the shaft.",
    techNote:
      "Check the splines for wear and the pilot end for a bad pilot bearing when the clutch is out. Oil on a new clutch disc often comes from a leaking input shaft seal. On automatics, the input or turbine speed sensor reads this shaft.",
    systems: ["transmission", "clutch-system"],
  },
  {
    id: "intake-boot",
    term: "Intake boot",
    aka: ["carburetor boot", "intake manifold seal", "intake duct boot"],
    definition:
      "A flexible rubber coupling in the intake path: between the carburetor or throttle body and the engine on motorcycles, saws and small engines, or between the air filter box and throttle body on cars. When it cracks or hardens, unmetered air leaks in and the engine runs lean with a high or hanging idle, hesitation or lean codes.",
    techNote:
      "Spray carb cleaner or propane around the boot while the engine idles; a change in idle marks the leak. A smoke test finds it faster on cars. On two-strokes a boot leak raises idle speed and can lead to seizure from the lean mixture.",
    systems: ["advanced-engine", "obd", "two-stroke", "motorcycle-engine"],
  },
  {
    id: "intake-manifold",
    term: "Intake manifold",
    aka: ["inlet manifold", "intake plenum"],
    definition:
      "The set of passages that carries air from the throttle body to each cylinder's intake port. On port-injected engines it also holds the injectors, and on many V engines it carries coolant. Plastic manifolds can crack; the 1996–2001 Ford 4.6 L V8 is a well-known case where the front coolant crossover split and dumped coolant.",
    techNote:
      "A vacuum leak at the manifold shows as lean fuel trims that improve at higher rpm; find it with a smoke test. Torque manifold bolts in sequence and to spec, and check for cracks near the runner control actuators on manifolds that have them.",
    systems: ["advanced-engine", "cooling-system", "two-stroke"],
  },
  {
    id: "intake-manifold-gasket",
    term: "Intake manifold gasket",
    aka: ["intake gasket", "lower intake gasket"],
    definition:
      "The gaskets that seal the intake manifold to the cylinder heads. When they fail, the engine pulls in unmetered air (lean codes such as P0171 and P0174, rough idle) and on engines whose gaskets also seal coolant passages, coolant leaks outside or into the oil. GM's 3.1 L and 3.4 L V6s are known for leaking lower intake gaskets.",
    techNote:
      "A smoke test finds vacuum leaks; a cooling system pressure test and oil inspection find coolant leaks. Milky oil from a lower intake leak can mimic a head gasket failure, so check there first. Clean both surfaces fully and retorque per the service manual.",
    systems: ["advanced-engine", "cooling-system", "obd"],
  },
  {
    id: "intercooler",
    term: "Intercooler",
    aka: ["air-to-air intercooler", "turbo intercooler"],
    definition:
      "A radiator for intake air on turbocharged and supercharged engines. Squeezing air heats it, and the intercooler cools it before it enters the engine so it is denser and less prone to knock. Air-to-air units sit in front of the radiator; air-to-water units use their own coolant loop and small radiator.",
    techNote:
      "Boost leaks at the intercooler boots and couplers cause P0299 (underboost) and lean running; pressure-test the intake tract. A little oil inside is normal from crankcase ventilation; pooled oil points at turbo seals. Compare intake air temperature before and after the cooler to judge its efficiency.",
    systems: ["turbo-supercharger", "advanced-engine"],
  },
  {
    id: "interference-engine",
    term: "Interference engine",
    aka: ["interference design", "interference motor"],
    definition:
      "An engine in which the valves and pistons use some of the same space at different times, so they hit if the timing belt or chain breaks or jumps. The result is bent valves and sometimes broken pistons, turning a timing belt failure into a major engine repair. Most modern overhead-cam engines are interference designs, which is why belt replacement intervals matter.",
    techNote:
      "After a belt failure on an interference engine, do a compression or leak-down test before fitting a new belt; bent valves show as near-zero compression. Replace the belt, tensioner and idlers on time, and never crank with the timing suspected out of place.",
    systems: ["timing-system", "four-stroke", "engine-wont-start", "obd", "motorcycle-engine"],
  },
  {
    id: "intermediate-shaft",
    term: "Intermediate shaft",
    aka: ["steering intermediate shaft", "I-shaft", "steering shaft coupler"],
    definition:
      "The short shaft with universal joints that connects the steering column to the steering rack or gearbox. A worn slip joint or U-joint makes a clunk felt in the steering wheel when turning at low speed or over bumps, and notchy or sticky steering. GM full-size trucks are well known for intermediate shaft clunk.",
    techNote:
      "Have someone rock the wheel while you feel each joint. Always mark the shaft before removal to keep the wheel centered, replace one-time-use pinch bolts, and torque to spec: a loose or missing pinch bolt can let the shaft separate, which means total loss of steering.",
    systems: ["steering-system", "alignment"],
  },
  {
    id: "internal-leakage",
    term: "Internal leakage",
    aka: ["internal bypass", "internal leak"],
    definition:
      "Fluid slipping past worn seals inside a hydraulic part instead of dripping out where you can see it. In a power steering rack it causes hard steering, especially when cold, with no fluid missing; in a brake or clutch master cylinder it lets the pedal slowly sink to the floor.",
    techNote:
      "Use a power steering pressure gauge with a shutoff valve: if the pump makes full relief pressure with the valve closed but pressure drops when the wheel is turned to the stop, the rack is bypassing internally. Cold-only hard steering (morning sickness) is classic rack bore wear.",
    systems: ["steering-system", "brake-system", "clutch-system"],
  },
  {
    id: "inverter",
    term: "Inverter",
    aka: ["power inverter", "traction inverter", "hybrid inverter"],
    definition:
      "The power electronics unit in a hybrid or electric vehicle that turns the high-voltage battery's direct current into three-phase alternating current for the drive motor, and turns motor current back into DC to charge the battery during regenerative braking. It has its own coolant loop and electric pump because it makes a lot of heat.",
    techNote:
      "Inverter overheating codes often trace to its coolant pump, low coolant or air in the loop. Toyota recalled 2010–2014 Prius models for inverter transistors that could overheat. Treat the inverter as high voltage: disable the system and verify zero volts before opening anything.",
    systems: ["cooling-system", "engine-wont-start", "electrical"],
  },
  {
    id: "iso-bubble-flare",
    term: "ISO bubble flare",
    aka: ["bubble flare", "ISO flare", "DIN flare"],
    definition:
      "The metric brake-line flare with a rounded, bubble-shaped end, used on most European vehicles and some Asian and many newer domestic ones. It seals against a matching seat and does not interchange with the SAE double (inverted) flare; mixing the two leaks brake fluid and can cause brake failure.",
    techNote:
      "Match the flare type and the fitting thread to what came off the car, and use a flaring tool with the correct ISO die. Check the joint under hard pedal pressure after bleeding. Copper-nickel line makes clean bubble flares easily.",
    systems: ["brake-system"],
  },
  {
    id: "iso-relay",
    term: "ISO relay",
    aka: ["ISO mini relay", "micro ISO relay", "mini relay"],
    definition:
      "The standard plug-in automotive relay, sized mini or micro ISO, with numbered terminals: 85 and 86 for the coil, 30 for the power feed, 87 for the normally open output and 87a for the normally closed output on five-pin versions. Because the layout is standard, a known-good relay can often be swapped in to test.",
    techNote:
      "Check the diagram printed on the relay case, since some have diodes or resistors across the coil and are polarity sensitive. Coil resistance is typically about 60–120 ohms. Test contacts under load with a voltage drop test, not with an ohmmeter.",
    systems: ["electrical", "electronics-wiring"],
  },
  {
    id: "isolation-fault",
    term: "Isolation fault",
    aka: ["HV isolation fault", "insulation fault", "loss of isolation"],
    definition:
      "A warning that the high-voltage system of a hybrid or EV has started leaking current to the vehicle body, meaning insulation somewhere has broken down. The car may refuse to go into READY, because a leak to the body can shock anyone who touches it. Toyota logs it as P0AA6.",
    techNote:
      "Common causes are coolant in the inverter, damaged orange cables, and the wrong compressor oil in an electric A/C compressor: only the maker's dielectric oil may be used. Diagnosis needs an insulation tester (megohmmeter), class 0 gloves and the maker's isolation procedure.",
    systems: ["electronics-wiring", "ac-system", "engine-wont-start"],
  },
  {
    id: "instrument-cluster",
    term: "Instrument cluster",
    aka: ["gauge cluster", "IPC", "instrument panel cluster", "dash cluster"],
    definition:
      "The panel of gauges and warning lights in front of the driver: speedometer, tachometer, fuel and temperature gauges, odometer and messages. On modern cars it is a computer on the vehicle network that receives its readings from other modules, so a cluster that goes dark, flickers or shows wrong readings can be either the cluster or the module feeding it data.",
    techNote:
      "Run the cluster self-test (often by holding the trip button at key-on) to check gauges and lights, and scan for U-codes. A replacement cluster usually needs mileage and configuration programming. Failed gauge stepper motors, a known fault on many mid-2000s GM trucks and SUVs, cause dead or erratic needles.",
    systems: ["electrical", "ecu", "abs-system", "can-bus-network"],
  },
  {
    id: "j2534",
    term: "J2534",
    aka: ["SAE J2534", "J2534 pass-thru", "pass-thru device", "pass-thru programming"],
    definition:
      "The SAE standard for a pass-thru interface: a box that connects a laptop running the automaker's own software to the car's diagnostic port. It lets independent shops reprogram and update modules with factory software bought by subscription, instead of sending the car to a dealer.",
    techNote:
      "Hold battery voltage steady with a programming power supply, not a charger, and use a wired connection to the laptop. Not every OEM function works through every pass-thru device, so check the automaker's list. An interrupted flash can leave the module unable to communicate.",
    systems: ["ecu", "abs-system", "can-bus-network", "obd"],
  },
  {
    id: "jet-pump",
    term: "Jet pump",
    aka: ["transfer jet pump", "venturi jet pump", "siphon jet"],
    definition:
      "A small pump with no moving parts inside the fuel tank. Fuel flowing from the main pump through a narrow nozzle creates suction that pulls fuel from the far side of a saddle-shaped tank, or keeps the pump's reservoir full. When it cracks or comes loose, the engine runs out of fuel while the gauge still shows a quarter tank or more.",
    techNote:
      "Suspect it when a car stalls on turns or hills with fuel still showing, or when one half of a saddle tank stays full. Inspect its hose and nozzle when the pump module is out. It depends on main-pump flow, so a weak pump also weakens the jet pump.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "junction-box",
    term: "Junction box",
    aka: [
      "fuse box",
      "fuse block",
      "power distribution box",
      "battery junction box",
      "BJB",
      "smart junction box",
      "SJB",
    ],
    definition:
      "The fuse and relay center that distributes power to the vehicle's circuits. Most cars have one under the hood and one inside the cabin; some, like Ford's smart junction box, also contain the body control computer. Water getting into a junction box corrodes the circuits and causes many unrelated electrical faults at once.",
    techNote:
      "When several unrelated circuits fail together, check the junction box's main feeds and grounds and look for water trails and green corrosion. Use the box's lid label or the diagram to identify fuses; positions change by model year.",
    systems: ["electrical", "electronics-wiring"],
  },
  {
    id: "key-fob",
    term: "Key fob",
    aka: ["fob", "remote key", "keyless entry remote", "RKE transmitter"],
    definition:
      "The handheld remote that locks and unlocks the car and often starts it remotely; in push-button-start cars it is also the key the car must detect before starting. Most fobs run on a coin cell such as a CR2032. A weak battery gives short range first, then a key not detected message.",
    techNote:
      "If the car will not detect the fob, hold it against the start button or put it in the backup slot: that uses a short-range coil that works even with a dead fob battery. Fobs that stop locking after a battery change may need resynchronizing.",
    systems: ["electrical", "engine-wont-start"],
  },
  {
    id: "key-learning",
    term: "Key learning",
    aka: ["key programming", "key relearn", "key registration"],
    definition:
      "Programming a new key or fob so the immobilizer and keyless system accept it. Some vehicles allow owners to add a key when two working keys are present; most need a scan tool, a security PIN or a dealer online procedure, and losing every key costs much more.",
    techNote:
      "Program every key the owner has in the same session, since many systems erase keys that are not present. Keep battery voltage steady during the procedure, and confirm both the transponder (start) and remote functions work afterward.",
    systems: ["ecu", "obd", "electrical"],
  },
  {
    id: "knock-retard",
    term: "Knock retard",
    aka: ["knock-induced spark retard", "KR", "spark retard"],
    definition:
      "The number of degrees the engine computer has pulled spark timing back because the knock sensor heard detonation. Retarding timing stops the knock but costs power and fuel economy. Lasting knock retard points to low-octane fuel, carbon deposits, hot intake air, a lean mixture or an overheating engine.",
    techNote:
      "Watch knock retard in scan data during a loaded run. Small, occasional retard of a few degrees is normal, especially on premium-tuned turbo engines running regular. Retard on all cylinders suggests fuel or heat; one cylinder suggests a mechanical noise or deposits there.",
    systems: ["advanced-engine", "turbo-supercharger"],
  },
  {
    id: "knock-sensor",
    term: "Knock sensor",
    aka: ["KS", "detonation sensor"],
    definition:
      "A piezoelectric sensor bolted to the engine block that makes a small voltage when it feels the vibration frequency of detonation. The engine computer uses it to retard timing before knock damages pistons. When it fails, the computer retards timing all the time to be safe, so power and mileage drop and codes P0325–P0334 set.",
    techNote:
      "Torque it to spec: too loose or too tight changes its sensitivity. On many V engines it sits under the intake manifold, where coolant or water can collect and corrode its connector. A scope shows its output while tapping the block near it.",
    systems: ["advanced-engine", "obd", "motorcycle-engine"],
  },
  {
    id: "ksds",
    term: "KSDS",
    aka: ["knock sensor detection system"],
    definition:
      "Knock Sensor Detection System: software that Hyundai and Kia added to many Theta II four-cylinder engines to listen for the vibration of a worn connecting-rod bearing through the knock sensor. When it hears it, it sets code P1326, flashes the check engine light and puts the engine in limp mode so it can be inspected before the bearing fails.",
    techNote:
      "P1326 with lower-end knock is the signature of rod bearing wear; check for open campaigns and extended engine warranty coverage before quoting repairs. Do not clear the code and send the car out: a failing rod bearing can seize the engine or throw a rod.",
    systems: ["advanced-engine", "ecu", "four-stroke"],
  },
  {
    id: "l-terminal",
    term: "L terminal",
    aka: ["lamp terminal", "alternator L terminal"],
    definition:
      "The alternator connector terminal that connects to the charge warning lamp. On many alternators, especially Denso and other Japanese designs, current through this circuit also switches the voltage regulator on. An open L circuit can leave the alternator not charging even though the alternator itself is good.",
    techNote:
      "With the key on and engine off, the L terminal should be pulled low and the battery light should glow; engine running, it should rise near system voltage. A blown charge lamp bulb on older cars can stop charging because the L circuit is then open.",
    systems: ["alternator"],
  },
  {
    id: "lab-scope",
    term: "Lab scope",
    aka: ["oscilloscope", "scope", "DSO", "digital storage oscilloscope"],
    definition:
      "A diagnostic tool that draws voltage over time as a waveform, showing what a signal actually does rather than the average a meter displays. It catches dropouts on a crank sensor, bad injector patterns, alternator ripple and corrupted CAN network signals that happen too fast for a meter.",
    techNote:
      "Set time base and voltage scale for the signal: milliseconds for sensor and injector patterns, microseconds for CAN. Compare with a known-good waveform from the same engine. Current probes let a scope show fuel pump and starter current ramps without opening circuits.",
    systems: ["alternator", "electronics-wiring", "can-bus-network", "engine-wont-start"],
  },
  {
    id: "lamp-outage-monitoring",
    term: "Lamp outage monitoring",
    aka: ["bulb-out warning", "bulb outage warning", "lamp-out detection"],
    definition:
      "The body computer's check for burned-out bulbs, done by measuring the current each lamp draws. Because LED replacement bulbs draw far less current, they can set a bulb-out warning, make turn signals flash fast, or flicker when the computer sends short test pulses.",
    techNote:
      "Use LED bulbs rated for the vehicle's monitoring or add a load resistor; some vehicles allow the monitoring to be recoded. Fast flashing on one side with all bulbs lit points to a bulb with the wrong wattage or a bad socket ground on that side.",
    systems: ["electrical"],
  },
  {
    id: "lane-centering",
    term: "Lane centering",
    aka: ["lane centering assist", "lane centering system"],
    definition:
      "A driver-assist feature that steers continuously to keep the vehicle in the middle of its lane, usually together with adaptive cruise control. Unlike lane-keep assist, which only nudges when you drift toward a line, it steers all the time. Most systems require hands on the wheel; a few hands-free highway systems such as GM Super Cruise and Ford BlueCruise watch the driver with a camera instead.",
    techNote:
      "It depends on the forward camera's calibration and the steering angle sensor's zero point; ping-ponging in the lane or pulling to one side after an alignment or windshield replacement points at calibration. Check for software updates.",
    systems: ["adas-sensor-calibration", "steering-system"],
  },
  {
    id: "lane-keep-assist",
    term: "Lane-keep assist",
    aka: ["lane-keeping assist", "lane keep assist", "LKA", "LKAS"],
    definition:
      "A driver-assist feature that uses the forward camera to see lane markings and gently steers the car back, through the electric power steering, if it starts to drift out of the lane without a turn signal. Some systems brake one wheel instead. It is a backup for a distracted moment, not a substitute for steering.",
    techNote:
      "After a windshield replacement, alignment or suspension change, the forward camera usually needs calibration; an uncalibrated camera can make the car steer toward one line. Worn markings, rain and dirty glass switch it off with a message.",
    systems: ["adas-sensor-calibration", "steering-system", "alignment"],
  },
  {
    id: "lateral-runout",
    term: "Lateral runout",
    aka: ["LRO", "side-to-side runout"],
    definition:
      "Side-to-side wobble of a spinning brake rotor, wheel or tire, measured with a dial indicator. On a brake rotor, even a few thousandths of an inch of wobble lightly knocks the pads with every turn, wears the rotor unevenly and eventually causes a pulsating brake pedal.",
    techNote:
      "Many makers allow about 0.002 in (0.05 mm) of lateral runout on the installed rotor. Clean rust off the hub face, torque lug nuts in a star pattern with a torque wrench, and measure with the rotor mounted. Correct runout with an on-car lathe or indexing before the new pads wear in.",
    systems: ["brake-system", "alignment"],
  },
  {
    id: "lead-frame",
    term: "Lead frame",
    aka: ["transmission lead frame", "6R80 lead frame"],
    definition:
      "A molded plastic part inside some automatic transmissions that carries the internal wiring and holds speed sensors in place. On Ford's 6R60 and 6R80 six-speeds, the lead frame also carries the turbine and output speed sensors, so a cracked or failed lead frame causes harsh shifts, limp mode and speed sensor codes such as P0715 and P0720.",
    techNote:
      "On 6R-family units, check sensor codes and the lead frame's connector for fluid wicking or damage before replacing individual sensors. Replacement requires removing the valve body; do the adaptive relearn afterward.",
    systems: ["transmission", "obd"],
  },
  {
    id: "leaf-spring",
    term: "Leaf spring",
    aka: ["leaf pack", "multi-leaf spring"],
    definition:
      "A stack of curved steel strips clamped together that supports the rear axle on most pickups and many vans. It both holds the weight and locates the axle. Sagging leaves lower the rear and change headlight aim; a broken main leaf can let the axle shift and make the truck steer on its own.",
    techNote:
      "Check for cracked leaves near the center bolt and eyes, worn shackle and eye bushings, and loose U-bolts. Compare ride height side to side. Squeaks often come from dry leaf tips or bushings. Replace U-bolts whenever springs are removed.",
    systems: ["suspension", "alignment"],
  },
  {
    id: "leak-down-test",
    term: "Leak-down test",
    aka: ["leakdown test", "cylinder leakage test", "cylinder leak-down test"],
    definition:
      "A test that fills a cylinder with compressed air, with the piston at top dead center on compression, and measures what percentage leaks away. Listening for where the air escapes shows the cause: the intake (intake valve), the tailpipe (exhaust valve), the oil filler (piston rings), the coolant (head gasket) or the next spark plug hole (head gasket between cylinders).",
    techNote:
      "Roughly under 10% leakage is good, 10–20% is wear worth noting, and well over 20% points to a real fault; compare cylinders. Hold the crankshaft: the air can spin the engine if the piston is not exactly at TDC. A leak-down test finds where compression goes; a compression test finds a bent rod.",
    systems: [
      "four-stroke",
      "advanced-engine",
      "engine-wont-start",
      "timing-system",
      "cooling-system",
      "motorcycle-engine",
    ],
  },
  {
    id: "lean-misfire",
    term: "Lean misfire",
    aka: ["lean miss"],
    definition:
      "A misfire caused by too little fuel for the air: the mixture is too thin to ignite reliably. It usually shows at idle or light cruise, with positive fuel trims, and comes from a vacuum leak, a clogged injector, low fuel pressure or a dirty MAF sensor, not from the ignition.",
    techNote:
      "Look at fuel trims and misfire counters together: high positive trims with misfires on one bank point at a leak or injector on that bank. Adding propane near the intake should smooth a lean misfire; a spark problem will not change.",
    systems: ["advanced-engine", "fuel-system"],
  },
  {
    id: "leveling-kit",
    term: "Leveling kit",
    aka: ["front leveling kit", "leveling spacer"],
    definition:
      "A set of spacers or torsion-bar adjustments that raises the front of a pickup to match the higher rear, removing the factory rake. It changes front alignment angles, the angle of the front axle shafts and the aim of headlights, cameras and radar, so it is more than a cosmetic change.",
    techNote:
      "After fitting one, do an alignment, re-aim headlamps and calibrate ADAS sensors the maker requires after a ride height change. Cranking torsion keys too far tops out the suspension and wears CV joints and ball joints quickly.",
    systems: ["suspension", "adas-sensor-calibration", "alignment"],
  },
  {
    id: "lidar",
    term: "Lidar",
    aka: ["light detection and ranging", "lidar sensor"],
    definition:
      "A sensor that measures distance by sending out laser light pulses and timing their reflections. Some driver-assist systems use it instead of, or along with, radar and cameras; early Volvo City Safety low-speed braking used a small lidar unit behind the windshield, and some newer luxury vehicles mount one in the grille or roofline.",
    techNote:
      "Keep the lens and the windshield area in front of it clean; dirt, ice and aftermarket tint block it and set unavailable messages. After a windshield or bumper repair, follow the maker's aiming or calibration procedure for the lidar unit.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "lift-pump",
    term: "Lift pump",
    aka: ["transfer pump", "low-pressure fuel pump", "supply pump"],
    definition:
      "The low-pressure pump that feeds fuel to a high-pressure injection pump. On gasoline direct-injection engines it is the in-tank pump; on diesels it may be in the tank or on the frame rail. A weak lift pump starves the high-pressure pump, causing hard starting, power loss and, on some diesels, early injection pump failure.",
    techNote:
      "Measure supply pressure at the high-pressure pump inlet under load, not just at idle. The 24-valve Cummins 5.9 with the VP44 injection pump is the classic case of a failing lift pump killing the injection pump. Check the supply filter too.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "lifter-oil-manifold",
    term: "Lifter oil manifold",
    aka: ["LOM", "AFM valley cover", "valley plate"],
    definition:
      "The plate in the valley of GM V8 engines with Active Fuel Management or Dynamic Fuel Management that holds the solenoids controlling the deactivating lifters. It sends oil to the lifters to switch cylinders off. A failed solenoid, leaking gasket or clogged screen causes misfires, lifter noise, low oil pressure and cylinder deactivation codes.",
    techNote:
      "Replace the screen and gasket when lifters are replaced. Low oil level or the wrong viscosity makes deactivation lifters misbehave, so check the oil first. Some owners disable AFM with a tuner; the lifters still need to be healthy.",
    systems: ["advanced-engine", "four-stroke"],
  },
  {
    id: "liftgate-harness",
    term: "Liftgate harness",
    aka: ["liftgate wiring harness", "tailgate harness", "hatch harness"],
    definition:
      "The bundle of wires that passes through the rubber boot between the body and the liftgate, feeding the rear camera, power liftgate, rear wiper, lights and lock. Every opening flexes it, so wires break inside the insulation and cause intermittent failures that come and go with the gate's position.",
    techNote:
      "Pull back the boot at the hinge and look for broken or chafed wires; do a wiggle test with the circuit live while opening and closing the gate. Repair with staggered sealed splices and fresh tape or a repair harness from the maker.",
    systems: ["electrical", "electronics-wiring"],
  },
  {
    id: "lightweight-flywheel",
    term: "Lightweight flywheel",
    aka: ["aluminum flywheel", "light flywheel"],
    definition:
      "An aftermarket flywheel lighter than the original, often aluminum with a steel friction insert, that lets the engine rev up and down faster. The trade-offs are more idle gear rattle, easier stalling on launch, more clutch chatter and a rougher feel in everyday driving.",
    techNote:
      "When one replaces a dual-mass flywheel, expect more driveline noise and vibration. Check the friction insert bolts and surface at each clutch job. Launch and idle speed settings may need adjustment in the engine tune.",
    systems: ["clutch-system"],
  },
  {
    id: "limited-slip-differential",
    term: "Limited-slip differential",
    aka: ["LSD", "limited slip", "Positraction"],
    definition:
      "A differential that sends more torque to the wheel with grip when one wheel starts to spin, instead of letting all the power escape to the spinning wheel. Clutch-type units use friction plates and need friction modifier in the oil; gear-type (Torsen) and viscous units work without clutches.",
    techNote:
      "Chatter or shudder in tight turns usually means the wrong oil or missing friction modifier. To test a clutch-type unit, lift one wheel with the transmission in neutral: it should take noticeably more effort to turn than an open differential.",
    systems: ["transmission"],
  },
  {
    id: "limp-mode",
    term: "Limp mode",
    aka: ["limp-home mode", "fail-safe mode", "fail-safe", "failsafe mode", "reduced power mode"],
    definition:
      "A self-protection mode the car's computers switch to after a serious fault: engine power or rpm is capped, the transmission may lock in one gear, and the turbo boost may be cut. It lets you drive slowly to a safe place without causing more damage. A warning light or reduced power message usually comes with it, and the code stored explains why.",
    techNote:
      "Read all codes before clearing anything; the first code stored is usually the cause. Low system voltage, throttle pedal or throttle body faults, boost over- or under-pressure and transmission pressure faults are common triggers. A key cycle may clear it until the fault returns.",
    systems: ["ecu", "transmission", "obd", "advanced-engine", "turbo-supercharger", "alternator"],
  },
  {
    id: "lin-bus",
    term: "LIN bus",
    aka: ["local interconnect network", "LIN"],
    definition:
      "A simple, slow single-wire network that lets one master module talk to small devices such as the alternator's regulator, the battery sensor, window and mirror switches, wiper motors, grille shutters and fan controllers. It is cheaper than CAN and used where speed does not matter.",
    techNote:
      "LIN runs at up to about 20 kbit/s; the line idles near battery voltage and pulls toward ground when data is sent. A line stuck low or at 0 V means a short or a failed device; unplug devices one at a time to find it. One shorted device can silence everything on that LIN line.",
    systems: ["can-bus-network", "alternator", "cooling-system", "obd", "electronics-wiring"],
  },
  {
    id: "line-pressure",
    term: "Line pressure",
    aka: ["main line pressure", "mainline pressure", "transmission line pressure"],
    definition:
      "The main hydraulic pressure in an automatic transmission, made by the pump and controlled by a pressure control solenoid. It applies the clutches and bands. Low line pressure lets clutches slip and burn, giving slipping, flare-ups and late engagement; high pressure gives harsh shifts.",
    techNote:
      "Test with a gauge on the line pressure port and compare idle and stall readings in each range with the spec table. A low reading in every range points at the pump, filter or pressure regulator; low in one range points at a leak in that clutch circuit. P0868 flags low pressure on many units.",
    systems: ["transmission", "obd"],
  },
  {
    id: "load-dump",
    term: "Load dump",
    aka: ["load-dump spike"],
    definition:
      "A sharp voltage spike that happens when a large electrical load, or the battery itself, is suddenly disconnected while the alternator is charging hard. Without protection it can reach many times system voltage for a fraction of a second and damage computers and bulbs. It is why the old trick of pulling a battery cable with the engine running to test the alternator is a bad idea.",
    techNote:
      "Loose or corroded battery terminals can cause repeated small load dumps as the connection breaks and remakes. After a battery cable came loose while driving, check for damaged modules and a charging fault. Modern alternators and modules have suppression, but it has limits.",
    systems: ["alternator", "ecu", "electrical"],
  },
  {
    id: "load-resistor",
    term: "Load resistor",
    aka: ["LED load resistor", "load equalizer"],
    definition:
      "A power resistor wired in parallel with an LED bulb so the circuit draws about as much current as the original incandescent bulb. It stops hyperflash (fast turn-signal flashing) and bulb-out warnings after an LED swap. It turns the saved power into heat, so it gets very hot.",
    techNote:
      "Mount it on bare metal, away from wiring and plastic, with the correct wattage rating. A 6-ohm, 50 W resistor is common for turn signals. Where possible, recode the flasher or body computer or use LEDs built for the vehicle instead.",
    systems: ["electrical"],
  },
  {
    id: "load-test",
    term: "Load test",
    aka: ["battery load test", "carbon pile test"],
    definition:
      "A test that checks whether a battery can deliver current, not just show voltage. The classic method draws half the battery's cold cranking amp rating for 15 seconds: a good, charged battery stays at or above 9.6 V at about 70 °F. A battery can read 12.6 V at rest and still fail this test.",
    techNote:
      "Charge the battery fully before load testing or the result is meaningless. Electronic conductance testers estimate the same thing without a heavy load. An alternator output test uses a similar carbon pile to load the charging system to its rated amps.",
    systems: ["alternator", "engine-wont-start", "electrical"],
  },
  {
    id: "lock-pin",
    term: "Lock pin",
    aka: ["phaser lock pin", "locking pin"],
    definition:
      "A spring-loaded pin inside a cam phaser that locks the phaser in its home position when the engine is off, until oil pressure builds at startup. If the pin or its bore wears, the phaser rattles or knocks for a few seconds at every cold start, and cam timing codes such as P0011 or P0012 may set.",
    techNote:
      "Ford's 5.4 L three-valve V8 and several Toyota VVT engines are known for this startup rattle or grind. Confirm oil level, the right viscosity and a clean oil control valve screen before replacing phasers; low oil pressure can also keep the pin from releasing.",
    systems: ["timing-system", "obd", "advanced-engine"],
  },
  {
    id: "lock-ring",
    term: "Lock ring",
    aka: ["fuel pump lock ring", "fuel tank lock ring", "sender lock ring"],
    definition:
      "The large threaded or twist-lock ring that clamps the fuel pump module and its seal into the top of the fuel tank. A ring that is cross-threaded, not fully seated or rusted leaks fuel vapor or liquid fuel at the top of the tank, giving a fuel smell and EVAP leak codes, especially after a fill-up.",
    techNote:
      "Use a new seal every time, seat the module fully before turning the ring, and use the correct spanner tool rather than a hammer and drift. Work with the tank low and well ventilated: fuel vapor near the open tank is a fire risk.",
    systems: ["fuel-system"],
  },
  {
    id: "low-pressure-switch",
    term: "Low-pressure switch",
    aka: ["low-pressure cutout", "LP switch", "low-pressure cutout switch"],
    definition:
      "An A/C pressure switch that opens and turns the compressor off when refrigerant pressure drops too low, usually because the system is low on refrigerant. It protects the compressor from running without the oil the refrigerant carries. A system that will not engage the compressor at all is often just low on charge tripping this switch.",
    techNote:
      "Check static pressure with gauges before jumping the switch; bypassing it on an empty system damages the compressor. Some newer cars use a pressure transducer instead and the engine computer decides the cutout point.",
    systems: ["ac-system"],
  },
  {
    id: "lubricity",
    term: "Lubricity",
    aka: ["fuel lubricity", "diesel lubricity"],
    definition:
      "How well a fuel lubricates the pump and injector parts it flows through. Diesel injection pumps rely on diesel fuel for lubrication; ultra-low-sulfur diesel needs additives to make up for lubricity lost in refining, and gasoline in a diesel tank removes it almost completely, which can wreck a high-pressure pump like the Bosch CP4 within minutes.",
    techNote:
      "After misfueling a diesel with gasoline, do not start it; drain and flush the tank and lines. Metal debris in the fuel filter or fuel returning from the pump means the pump has shed metal and the whole high-pressure system may need replacing.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "lug-seat",
    term: "Lug seat",
    aka: ["lug nut seat", "seat type", "conical seat", "ball seat"],
    definition:
      "The shape of the contact surface between a lug nut or bolt and the wheel. Conical (60-degree) seats are most common; ball or radius seats are used by Honda, Volkswagen and Audi among others; flat seats with a washer appear on many Toyota and Lexus alloy wheels. Lug nuts with the wrong seat only touch on a thin ring, loosen and can let the wheel come off.",
    techNote:
      "Match the lug seat to the wheel, not to the car, when fitting aftermarket wheels. Torque with a torque wrench in a star pattern and retorque after 50–100 miles on new alloy wheels. Elongated stud holes or shiny rings on the seat show a nut has been loose.",
    systems: ["alignment", "suspension", "brake-system"],
  },
  {
    id: "maf-sensor",
    term: "MAF sensor",
    aka: ["mass airflow sensor", "MAF", "mass air flow sensor", "airflow meter"],
    definition:
      "A sensor in the intake duct after the air filter that measures the mass of air entering the engine, using a heated wire or film. The engine computer uses it to calculate how much fuel to inject. A dirty or failing MAF under-reads airflow, so the engine runs lean with hesitation, surging, poor mileage, and lean or MAF codes (P0100–P0104, P0171).",
    techNote:
      "A rough rule: at warm idle, grams per second reads close to engine displacement in liters. Compare readings at wide-open throttle against expected values. Clean only with MAF sensor cleaner, never touch the element, and look for unmetered air leaks after the sensor before replacing it.",
    systems: ["advanced-engine", "obd", "engine-wont-start", "turbo-supercharger", "fuel-system"],
  },
  {
    id: "main-jet",
    term: "Main jet",
    aka: ["jet", "carburetor jet"],
    definition:
      "The brass jet in a carburetor that meters fuel at three-quarter to full throttle; the pilot jet handles idle and the needle the middle range. Jets are numbered by size. A main jet that is too small (or partly clogged) runs the engine lean at full throttle, which overheats it and can seize a two-stroke; one that is too large makes it rich and boggy.",
    techNote:
      "Clean jets with solvent and compressed air or a jet-cleaning wire of the right size, never a drill bit. Rejetting is needed for altitude, exhaust or intake changes; a plug reading and a top-speed test confirm it.",
    systems: ["four-stroke", "motorcycle-engine", "two-stroke"],
  },
  {
    id: "main-relay",
    term: "Main relay",
    aka: ["EFI relay", "PGM-FI main relay"],
    definition:
      "The relay that powers the engine computer and, on many cars, the fuel injectors, ignition coils and fuel pump. When it fails, the engine cranks but will not start, or stalls. Honda's PGM-FI main relay on 1990s Accords and Civics is a classic example: cracked solder joints inside it cause a no-start on hot days that clears after the car cools.",
    techNote:
      "Check for power at the injectors and coils during cranking; if missing, test the main relay's output. Intermittent failures often come from cracked solder joints, which a tap or heat can reproduce. Many newer cars put the main relay in the under-hood junction box.",
    systems: ["ecu", "engine-wont-start", "fuel-system"],
  },
  {
    id: "manual-adjuster",
    term: "Manual adjuster",
    aka: ["belt adjuster", "jackscrew adjuster", "slotted bracket adjuster"],
    definition:
      "A belt tensioning setup where a mechanic sets the tension by moving an accessory on a slotted bracket or turning an adjusting screw, instead of a spring-loaded automatic tensioner. Too loose and the belt squeals and slips; too tight and it overloads the alternator, water pump or power steering pump bearings, which then whine and fail.",
    techNote:
      "Set tension with a belt tension gauge to the maker's spec, and recheck after a short run-in on a new belt. If a manual adjuster keeps going slack, look for a stripped screw, a loose pivot bolt or a worn pulley groove.",
    systems: ["belt-system", "alternator"],
  },
  {
    id: "map-sensor",
    term: "MAP sensor",
    aka: ["manifold absolute pressure sensor", "MAP", "manifold pressure sensor"],
    definition:
      "A sensor that measures absolute pressure in the intake manifold, which tells the engine computer how much load the engine is under. Some engines calculate fuel from it directly; others use it alongside a MAF sensor. With the engine off it reads barometric pressure, about 100 kPa at sea level.",
    techNote:
      "At warm idle at sea level most engines show about 30–40 kPa (18–21 inHg of vacuum), roughly 1–2 V on a typical 5 V sensor. Compare key-on engine-off readings with the local barometric pressure. A cracked vacuum hose to a remote MAP sensor causes rich running and P0106.",
    systems: ["obd", "advanced-engine", "turbo-supercharger", "motorcycle-engine"],
  },
  {
    id: "map-controlled-thermostat",
    term: "Map-controlled thermostat",
    aka: ["electronically controlled thermostat", "heated thermostat", "characteristic map thermostat"],
    definition:
      "A thermostat with a small electric heater that the engine computer can switch on to open it early. The engine runs warmer at light load for better economy and is cooled harder under heavy load. BMW, VW, Audi and Mercedes engines, among others, use them.",
    techNote:
      "Heater circuit faults set codes P0597–P0599. A thermostat that sticks open sets P0128 and gives poor heat. Check heater resistance and the computer's command before replacing; the whole thermostat housing is usually replaced as one part.",
    systems: ["cooling-system", "obd"],
  },
  {
    id: "master-cylinder",
    term: "Master cylinder",
    aka: ["brake master cylinder", "tandem master cylinder"],
    definition:
      "The hydraulic cylinder bolted to the brake booster that turns pedal force into brake fluid pressure. It has two separate circuits so a leak in one still leaves some braking. When its internal seals wear, the pedal slowly sinks toward the floor under steady pressure even though no fluid is leaking outside.",
    techNote:
      "A sinking pedal with no external leak and a full reservoir points to internal bypass; confirm by clamping flex hoses one at a time. Bench-bleed a new master cylinder before installation. A pedal that sinks to the floor is a stop-driving condition.",
    systems: ["brake-system", "abs-system"],
  },
  {
    id: "master-reset",
    term: "Master reset",
    aka: ["factory reset", "hard reset", "head unit reset"],
    definition:
      "Resetting an infotainment head unit to factory settings from its settings menu. It clears paired phones, saved addresses, presets and corrupt settings, and often cures freezing, rebooting and Bluetooth pairing problems caused by software. It does not fix failing hardware.",
    techNote:
      "Note radio presets, favorites and any anti-theft code before resetting. Delete the car from the phone's Bluetooth list too before pairing again. If faults return after a reset and current software, suspect the head unit's memory or hardware.",
    systems: ["infotainment"],
  },
  {
    id: "master-switch",
    term: "Master switch",
    aka: ["master window switch", "driver's window switch", "window master switch"],
    definition:
      "The switch pack on the driver's door that controls all power windows, the window lockout button and often the mirrors and locks. On many cars, power for the passenger window switches passes through it, so a failing master switch or a lockout button left on can kill windows that seem unrelated.",
    techNote:
      "If passenger windows work from the driver's side but not from their own switches, check the lockout button and then the master switch's feed. On newer cars the master switch talks to the door modules over LIN, so a network fault can look like a switch fault.",
    systems: ["electrical"],
  },
  {
    id: "match-mounting",
    term: "Match mounting",
    aka: ["match-mounting", "tire matching"],
    definition:
      "Rotating a tire on its wheel so the tire's high spot lines up with the wheel's low spot, cancelling out some of the runout of each. It can cure a vibration that balancing alone will not, and it lets a shop use less balance weight.",
    techNote:
      "A road force balancer measures the assembly and tells you how far to rotate the tire. Many tires carry a red dot marking the uniformity high point and a yellow dot marking the light spot; wheels may have a dot or notch at the low point.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "mechanics-stethoscope",
    term: "Mechanic's stethoscope",
    aka: ["stethoscope", "automotive stethoscope", "engine stethoscope"],
    definition:
      "A listening tool with a metal probe instead of a doctor's chest piece. Touching the probe to a part carries its sound to your ears, so you can tell which pulley bearing is growling, which injector is clicking, which lifter is ticking or whether the A/C compressor is knocking.",
    techNote:
      "Touch bolts and housings rather than spinning parts, and keep the tube and your hands away from belts and fans. Compare a suspect component with a similar good one on the same engine. A length of hose held to the ear works for locating vacuum leaks.",
    systems: ["belt-system", "alternator", "ac-system", "cooling-system", "four-stroke", "fuel-system"],
  },
  {
    id: "mechanical-seal",
    term: "Mechanical seal",
    aka: ["water pump seal", "face seal", "pump shaft seal"],
    definition:
      "The spring-loaded seal around a water pump shaft, made of two very flat rings (often carbon against ceramic) rubbing together, that keeps coolant in while the shaft spins. When the faces wear or crack, coolant leaks from the weep hole; on many motorcycles it can also leak into the engine oil and turn it milky.",
    techNote:
      "A few drops or a light stain at the weep hole while a new pump beds in can be normal; a steady drip, crusty trail or coolant smell is failure. Running the pump dry or using the wrong coolant damages the faces. Replace the pump or seal kit rather than sealing the weep hole.",
    systems: ["cooling-system", "motorcycle-engine"],
  },
  {
    id: "mechatronic-unit",
    term: "Mechatronic unit",
    aka: ["mechatronic", "mechatronics module"],
    definition:
      "A transmission's valve body, solenoids, sensors and control computer built as one assembly inside the transmission. Volkswagen and Audi DSG gearboxes, ZF eight-speeds and Mercedes automatics use them. A fault anywhere inside often means replacing or repairing the whole unit and then programming and adapting it.",
    techNote:
      "On the seven-speed dry-clutch DSG (DQ200), a cracked pressure accumulator in the mechatronic is a known cause of lost hydraulic pressure and a flashing gear display. After replacement, code the unit and run the basic settings and adaptation procedures.",
    systems: ["transmission", "ecu"],
  },
  {
    id: "mega-fuse",
    term: "MEGA fuse",
    aka: ["MIDI fuse", "bolt-down fuse", "strip fuse"],
    definition:
      "A large bolt-in fuse, rated from tens to hundreds of amps, that protects main power feeds such as the alternator output cable and the feed to the fuse boxes. When the alternator's MEGA fuse blows, the alternator still spins but its output never reaches the battery, so the car runs until the battery goes flat.",
    techNote:
      "Look through the fuse window for a break, but confirm with a voltage check on both studs under load. Torque the nuts to spec; a loose MEGA fuse heats, melts its housing and drops voltage. Find out why it blew: reversed jumper cables and shorted alternators are common causes.",
    systems: ["electrical", "alternator", "engine-wont-start"],
  },
  {
    id: "memory-saver",
    term: "Memory saver",
    aka: ["memory keeper", "OBD memory saver"],
    definition:
      "A power source, plugged into the diagnostic port or power outlet, that keeps a small voltage on the car's circuits while the battery is disconnected. It keeps radio presets, clock, anti-theft codes and learned engine settings from being erased during a battery change.",
    techNote:
      "It keeps circuits live, so a wrench touching ground on the disconnected positive cable can still spark and blow fuses. It cannot support large loads like a courtesy light left on. Some vehicles still need window, idle or steering angle relearns after a battery change.",
    systems: ["engine-wont-start", "infotainment", "electrical"],
  },
  {
    id: "memory-steer",
    term: "Memory steer",
    aka: [],
    definition:
      "Steering that does not return to center after a turn and keeps pulling in the direction of the last turn, as if the car remembers it. It comes from something binding in the steering or suspension, usually a seized strut bearing, a tight ball joint or a binding steering gear.",
    techNote:
      "Lift the front wheels and turn the wheel slowly, feeling for notches or stiffness; then isolate by disconnecting tie rods. Control arm bushings tightened with the suspension hanging can preload the rubber and cause a similar pull; retorque them at ride height.",
    systems: ["alignment", "suspension", "steering-system"],
  },
  {
    id: "mil",
    term: "MIL",
    aka: [
      "malfunction indicator lamp",
      "malfunction indicator light",
      "check engine light",
      "flashing MIL",
      "service engine soon light",
    ],
    definition:
      "The malfunction indicator lamp, better known as the check engine light: the engine-shaped amber light that comes on when the engine computer detects a fault that can raise emissions. Steady means a fault is stored and should be checked soon. Flashing means a misfire bad enough to overheat and damage the catalytic converter: reduce speed and load, and avoid driving far.",
    techNote:
      "It should light briefly at key-on as a bulb check; a MIL that never lights can hide faults and fails inspection. Codes can be stored without the MIL on (pending codes), so scan even with the light off. Some faults turn it off after three clean drive cycles but leave a history code.",
    systems: ["obd", "ecu", "exhaust-system"],
  },
  {
    id: "minimum-thickness",
    term: "Minimum thickness",
    aka: ["discard thickness", "minimum rotor thickness", "MIN TH"],
    definition:
      "The thinnest a brake rotor is allowed to be before it must be replaced, usually cast into the rotor as MIN TH followed by a measurement. A thin rotor overheats faster, warps, cracks and lets the caliper piston extend too far. Drums carry a maximum diameter instead.",
    techNote:
      "Measure with a brake micrometer at several points; the result after resurfacing must stay above the machine-to spec, which is a little thicker than discard. Many modern rotors are close to minimum when new, so replacement is often cheaper than resurfacing.",
    systems: ["brake-system"],
  },
  {
    id: "misfire",
    term: "Misfire",
    aka: ["engine misfire", "cylinder misfire"],
    definition:
      "A cylinder that fails to burn its fuel properly on a power stroke, felt as a stumble, shake or loss of power. The cause is spark (plug, coil, wire), fuel (injector, pressure, vacuum leak) or compression (valves, rings, head gasket). The computer sets P0300 for random misfires and P0301–P0312 for a specific cylinder.",
    techNote:
      "Move the coil, then the plug, then the injector to another cylinder and see if the misfire follows. If nothing follows, do a compression and leak-down test. A flashing check engine light means catalyst-damaging misfire: limit driving.",
    systems: ["obd", "advanced-engine", "exhaust-system", "fuel-system", "four-stroke"],
  },
  {
    id: "misfire-counter",
    term: "Misfire counter",
    aka: ["misfire count", "misfire history counter", "misfire monitor"],
    definition:
      "The engine computer's running tally of misfires on each cylinder, counted from tiny changes in crankshaft speed. Technicians read the counters in live data or Mode $06 to find which cylinder is missing, even when the misfire is too small or too rare to set a code.",
    techNote:
      "Clear counters, then drive under the conditions that cause the complaint and compare cylinders. Counts spread across all cylinders suggest fuel, air or a crank sensor signal; counts on one cylinder suggest that cylinder's coil, plug, injector or valves. Rough roads and a failing harmonic balancer can add false counts.",
    systems: ["obd", "advanced-engine", "fuel-system", "turbo-supercharger", "belt-system"],
  },
  {
    id: "misfueling",
    term: "Misfueling",
    aka: ["wrong fuel", "misfuel"],
    definition:
      "Putting the wrong fuel in a vehicle: gasoline in a diesel, diesel in a gasoline car, E85 in a car that is not flex-fuel, or E15 in a motorcycle, boat or small engine, which the EPA prohibits. Gasoline in a modern diesel is the costliest mistake, because it can destroy the high-pressure fuel pump and injectors.",
    techNote:
      "If the engine has not been started, do not start it or even turn the key on (the pump primes). Tow it, drain the tank, flush lines and replace filters. If it ran, inspect the filter for metal and check the high-pressure pump before refilling.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "mls-head-gasket",
    term: "MLS head gasket",
    aka: ["multi-layer steel head gasket", "multilayer steel gasket"],
    definition:
      "A head gasket made of several thin embossed steel layers with a rubber-like coating, used on most modern engines. It seals better and lasts longer than older composite gaskets, but needs much smoother and flatter head and block surfaces to seal, so the surfaces must be checked and often machined.",
    techNote:
      "Check deck and head flatness and surface finish against the maker's spec; scratches from abrasive pads cause leaks. Use new head bolts if they are torque-to-yield, clean the bolt holes, and never reuse an MLS gasket.",
    systems: ["cooling-system", "advanced-engine", "four-stroke"],
  },
  {
    id: "mode-06",
    term: "Mode $06",
    aka: ["Mode 06", "Mode 6", "Service $06", "on-board monitor test results"],
    definition:
      "The OBD-II service that reports the raw results of the engine computer's self-tests: for each monitor (catalyst, oxygen sensors, EVAP, EGR, misfire) it shows the measured value and the pass-fail limits. It lets a technician see a part that is close to failing before the check engine light comes on.",
    techNote:
      "Look for results that pass but sit close to a limit, and per-cylinder misfire counts. Test and component IDs differ by maker, and some scan tools need a conversion to show real units. Results reset when codes are cleared.",
    systems: ["obd", "advanced-engine", "exhaust-system"],
  },
  {
    id: "mode-door",
    term: "Mode door",
    aka: ["mode door actuator", "mode actuator"],
    definition:
      "The door inside the HVAC case that sends air to the dash vents, the floor or the windshield, moved by a small electric actuator. When the actuator's plastic gears strip, you hear clicking behind the dash and the air comes out of the wrong vents, which matters most when defrost will not work.",
    techNote:
      "Listen for clicking when changing vent modes with the engine off. Some systems must relearn door positions after an actuator is replaced or the battery is disconnected, by a key-cycle routine or a scan tool calibration. Check for a broken door or linkage before buying an actuator.",
    systems: ["ac-system"],
  },
  {
    id: "module-programming",
    term: "Module programming",
    aka: ["module flashing", "control module programming"],
    definition:
      "Loading software into a car's control module, either to update it or to set up a new or replacement module for that exact vehicle. Many replacement engine, transmission, ABS and body modules arrive blank and will not work until programmed with the VIN and calibration through the automaker's software.",
    techNote:
      "Connect a programming power supply to hold voltage steady, turn off loads, and use a wired connection. Check whether the module also needs configuration, immobilizer pairing or calibration after programming. A power drop mid-flash can leave the module unresponsive.",
    systems: ["ecu", "abs-system", "can-bus-network", "obd", "adas-sensor-calibration"],
  },
  {
    id: "module-rebuild",
    term: "Module rebuild",
    aka: ["module repair service", "rebuilt module"],
    definition:
      "Sending a failed control module to a specialist who repairs the circuit board, often re-soldering cracked joints or replacing failed parts, and returns the same unit. Because it is the car's own module, its VIN and programming usually stay intact, so no dealer programming is needed. Common candidates are ABS modules, instrument clusters and some engine computers.",
    techNote:
      "Confirm the module is really at fault before sending it out: check power, grounds and network first. Label the module and connectors, and follow the rebuilder's instructions for shipping. Keep the vehicle's battery maintained while the module is away.",
    systems: ["abs-system", "ecu", "electrical"],
  },
  {
    id: "module-sleep",
    term: "Module sleep",
    aka: ["network sleep", "sleep mode", "bus sleep"],
    definition:
      "The low-power state that a car's computers and networks enter some time after the car is shut off and locked. Once everything sleeps, the battery drain should be very small. A module that never goes to sleep, or keeps waking the network, slowly drains the battery overnight or over a weekend.",
    techNote:
      "Measure key-off draw after the sleep timer has run out (this can take from a few minutes to over an hour); many vehicles settle under about 50 mA. Opening a door or connecting a scan tool wakes modules, so set up the amp clamp first and wait. Watch network activity with a scope to find what keeps waking it.",
    systems: ["electrical", "engine-wont-start", "can-bus-network"],
  },
  {
    id: "molded-hose",
    term: "Molded hose",
    aka: ["molded coolant hose", "preformed hose"],
    definition:
      "A coolant hose formed into the exact bends the engine needs, rather than a straight or flexible universal hose. Using the wrong shape causes kinks that restrict flow or rub against belts and hot parts, leading to overheating or a burst hose.",
    techNote:
      "Squeeze hoses when the engine is cold: soft, swollen or cracked ones and hard crunchy ones need replacing. Hoses often fail from the inside at the clamp ends. Let the system cool fully before opening it.",
    systems: ["cooling-system"],
  },
  {
    id: "muffler",
    term: "Muffler",
    aka: ["silencer", "exhaust muffler"],
    definition:
      "The chambered canister near the rear of the exhaust that reduces engine noise by bouncing and absorbing sound waves. Short trips leave water inside that rusts it from the inside out, so holes often appear along the bottom seam. A loose internal baffle rattles, and a leak makes the car louder.",
    techNote:
      "Exhaust leaks under the cabin can let carbon monoxide into the car; fix leaks promptly and never drive with a strong exhaust smell inside. Check the hangers and rubber isolators when a muffler bangs against the body.",
    systems: ["exhaust-system"],
  },
  {
    id: "multi-displacement-system",
    term: "Multi-Displacement System",
    aka: ["MDS", "Hemi MDS"],
    definition:
      "Chrysler's cylinder deactivation system for the 5.7 L and 6.4 L Hemi V8s, which shuts off four cylinders at light cruise to save fuel. Special lifters collapse on command to keep those valves closed. Lifter failures on these engines cause ticking, misfires and cam lobe damage.",
    techNote:
      "An ECO or FUEL SAVER light shows when it is active. A lifter tick with a misfire on a deactivating cylinder is the common pattern; inspect lifter rollers and cam lobes. Use the oil viscosity the maker lists, since the deactivation lifters are oil-pressure sensitive.",
    systems: ["advanced-engine", "four-stroke"],
  },
  {
    id: "multifunction-switch",
    term: "Multifunction switch",
    aka: ["multi-function switch", "combination switch", "stalk switch"],
    definition:
      "The switch assembly on the steering column that carries the turn-signal lever, headlight and high-beam controls and often the wipers. When its contacts wear, turn signals work only one way, high beams stick or wipers run at the wrong speed.",
    techNote:
      "Many modern switches send resistance steps or network messages to the body computer rather than switching the lamps directly, so watch the switch status in scan data first. Removing it may require removing the airbag and clock spring; follow the airbag disable procedure.",
    systems: ["electrical", "steering-system"],
  },
  {
    id: "multimeter",
    term: "Multimeter",
    aka: ["DMM", "digital multimeter", "DVOM"],
    definition:
      "A handheld meter that measures voltage, resistance and current, and often frequency, duty cycle and temperature. It is the basic electrical diagnostic tool. For car computers, use a high-impedance digital meter (10 megohms); an old analog meter can load a circuit and damage electronics.",
    techNote:
      "Measure voltage drop under load instead of resistance wherever possible; a wire can read fine on ohms yet fail with current flowing. Rate the meter at least CAT III for hybrid work. Do not measure amps through the meter's 10 A input on a circuit that can exceed it.",
    systems: ["electrical", "electronics-wiring", "alternator"],
  },
  {
    id: "negative-camber",
    term: "Negative camber",
    aka: [],
    definition:
      "Camber where the top of the tire tilts inward toward the car. A small amount is built into many cars for better cornering grip. Too much wears the inner edge of the tire, and it increases when a car is lowered, its springs sag or a suspension part is bent.",
    techNote:
      "Compare camber side to side as well as to spec; a difference of more than about half a degree can cause a pull toward the side with more positive camber. On lowered cars, adjustable arms or camber bolts are usually needed to return it to range.",
    systems: ["alignment", "suspension"],
  },
  {
    id: "network-scan",
    term: "Network scan",
    aka: ["full-system scan", "all-module scan", "module scan"],
    definition:
      "A scan that queries every control module on every network in the vehicle and lists which respond and what codes each has stored. It shows the whole picture at once: modules that are offline, U-codes showing lost communication, and faults outside the engine that a basic code reader cannot see.",
    techNote:
      "Save a network scan before any repair and another after, so new codes can be traced to the repair. A module missing from the list narrows a network fault to its power, ground or wiring. Compare the list to the vehicle's option content.",
    systems: ["can-bus-network", "obd", "adas-sensor-calibration"],
  },
  {
    id: "neutral-safety-switch",
    term: "Neutral safety switch",
    aka: ["neutral switch", "neutral start switch", "park/neutral position switch", "PNP switch"],
    definition:
      "A switch that allows the starter to work only when an automatic transmission is in Park or Neutral. On many cars it is part of the transmission range sensor; motorcycles have a neutral switch that lights the neutral lamp and works with the clutch and kickstand switches. A worn or misadjusted one gives no crank in Park that works in Neutral, or the reverse.",
    techNote:
      "If the engine cranks in Neutral but not in Park, adjust or replace the switch, or check the shift cable adjustment. Watch the range reading in scan data while moving the lever through each position. Never bypass it: the engine could start in gear.",
    systems: ["engine-wont-start", "transmission", "electrical", "obd", "motorcycle-engine"],
  },
  {
    id: "nhtsa",
    term: "NHTSA",
    aka: ["National Highway Traffic Safety Administration"],
    definition:
      "The U.S. federal agency responsible for vehicle safety. It writes the Federal Motor Vehicle Safety Standards, oversees safety recalls, collects owner complaints and investigates defects. Anyone can check a vehicle for open recalls by entering its VIN at nhtsa.gov/recalls.",
    techNote:
      "Check for open recalls and manufacturer communications by VIN before diagnosing a known problem: the repair may be free. Complaints filed with NHTSA help trigger investigations, so owners with a safety defect should report it there.",
    systems: ["obd", "electrical"],
  },
  {
    id: "noid-light",
    term: "Noid light",
    aka: ["injector noid light", "noid lamp"],
    definition:
      "A small test light that plugs into a fuel injector's connector and flashes when the engine computer pulses the injector. In a no-start, it quickly shows whether the computer is firing the injectors, which separates a fuel-delivery problem from a computer or sensor problem.",
    techNote:
      "Use the noid that matches the connector and injector type. A flash proves the driver and wiring work, but not the pulse width or the injector itself. No flash on all injectors points at the main relay, crank signal or immobilizer before the injectors.",
    systems: ["fuel-system", "engine-wont-start"],
  },
  {
    id: "nox",
    term: "NOx",
    aka: ["oxides of nitrogen", "nitrogen oxides", "NOx sensor"],
    definition:
      "Nitrogen oxides, the pollutants formed when combustion gets very hot and nitrogen from the air reacts with oxygen. They cause smog, so engines are built to limit them: EGR cools combustion, the catalytic converter breaks NOx down, and diesels add an SCR system with DEF and NOx sensors before and after it.",
    techNote:
      "High NOx at an emissions test points at a clogged EGR system, a lean mixture, excess spark advance, overheating or a worn catalytic converter. On diesels, compare the upstream and downstream NOx sensor readings to judge SCR efficiency.",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "obd-ii",
    term: "OBD-II",
    aka: ["OBD2", "OBD II", "on-board diagnostics", "OBD"],
    definition:
      "The standardized on-board diagnostic system required on every 1996-and-later car and light truck sold in the U.S. It watches emissions-related parts, turns on the check engine light when one fails, stores codes such as P0420 in a standard format, and makes them readable by any scan tool through the 16-pin connector under the dash.",
    techNote:
      "Generic OBD-II covers emissions data: codes, freeze frame, readiness monitors, Mode $06 and live PIDs. Body, ABS, airbag and most transmission functions need manufacturer-level access. Emissions inspections in many states read readiness and codes through this port.",
    systems: ["obd", "ecu", "exhaust-system"],
  },
  {
    id: "octane",
    term: "Octane",
    aka: ["octane rating", "AKI", "anti-knock index", "pump octane"],
    definition:
      "A fuel's resistance to knocking (detonation). U.S. pumps post the anti-knock index, the average of two lab ratings, usually 87 for regular, 89 for midgrade and 91–93 for premium, with lower numbers sold at high altitude. Fuel with lower octane than the engine needs makes it knock or pull timing; higher octane than needed does not add power.",
    techNote:
      "If the owner's manual says premium required, lower octane can cause knock retard, power loss and, under heavy load or high heat, engine damage. Check knock retard in scan data after fuel changes. Octane does not go bad quickly, but old fuel loses volatile parts and can knock more.",
    systems: ["advanced-engine", "obd", "motorcycle-engine", "two-stroke"],
  },
  {
    id: "odometer-programming",
    term: "Odometer programming",
    aka: ["mileage programming", "odometer mileage transfer"],
    definition:
      "Setting the correct mileage in a replacement instrument cluster or other module that stores the odometer reading. Federal law requires the mileage to stay accurate; if a replacement cluster cannot be set to the true mileage, it must be set to zero and a notice with the mileage and date must be attached to the left door frame.",
    techNote:
      "Many vehicles store mileage in more than one module and sync them, so a cluster from another car may be rejected. Use the maker's procedure or a licensed mileage programming service, and keep records of the before and after readings.",
    systems: ["electrical", "obd"],
  },
  {
    id: "oe-glass",
    term: "OE glass",
    aka: ["OEM glass", "original-equipment glass", "factory glass"],
    definition:
      "A windshield or window made to the automaker's specification, usually by the same supplier as the factory glass and carrying the automaker's logo. On cars with a windshield camera, the glass's optical quality, thickness and bracket position affect how well the camera sees, so some aftermarket windshields cause calibration failures or poor driver-assist behavior.",
    techNote:
      "Check the automaker's position statement on glass for ADAS vehicles before ordering. When a forward camera will not calibrate after a replacement, compare the bracket, tint band and part number to the original.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "oem",
    term: "OEM",
    aka: ["original equipment manufacturer", "OE", "original equipment", "OE parts"],
    definition:
      "Original equipment manufacturer: the automaker, or the supplier that makes its factory parts. OEM or OE parts are the ones the car was built with, sold through dealers; aftermarket parts come from other makers and vary in quality and fit. OE-equivalent parts are made to the same spec by other companies.",
    techNote:
      "Sensors, ignition coils and electronics are where aftermarket quality varies most; a cheap replacement can set the same code as the part it replaced. Insurers and warranties may specify OE parts for collision and safety-system repairs.",
    systems: ["obd", "electrical"],
  },
  {
    id: "oem-position-statement",
    term: "OEM position statement",
    aka: ["position statement", "OE position statement"],
    definition:
      "An official document from an automaker stating how a repair must be done on its vehicles: for example, that every vehicle needs pre- and post-repair scans, that cameras and radar must be calibrated after a windshield or bumper replacement, or that salvaged airbag parts may not be used.",
    techNote:
      "Print or save the statement with the repair order; it supports charges to insurers and shows the repair followed the maker's requirements. Statements are updated, so check the current version on the automaker's service or collision site.",
    systems: ["adas-sensor-calibration"],
  },
  {
    id: "oil-analysis",
    term: "Oil analysis",
    aka: ["used oil analysis", "UOA"],
    definition:
      "A laboratory test of a used oil sample that measures wear metals, dirt, fuel, coolant and how much life is left in the oil. Iron points to cylinder or gear wear, aluminum to pistons or bearings, copper and lead to bearings, silicon to dirt getting past the air filter, and sodium or potassium to a coolant leak.",
    techNote:
      "Trends matter more than one result: sample at the same mileage interval from warm oil taken mid-drain. A rising fuel dilution figure confirms oil thinning on direct-injection engines. Report the oil type and miles on oil with the sample.",
    systems: ["four-stroke", "advanced-engine"],
  },
  {
    id: "oil-consumption-test",
    term: "Oil consumption test",
    aka: ["oil consumption", "oil usage test", "oil consumption check"],
    definition:
      "A controlled measurement of how much oil an engine burns or leaks, often needed before a dealer will cover repairs. The oil is set to a marked level, the car is driven a set distance, often 1,000–2,000 miles, and the oil added to return it to that level is measured. Makers differ on what is acceptable; many draw the line somewhere around a quart per 1,000–2,000 miles.",
    techNote:
      "Rule out external leaks and PCV faults first. Blue smoke on startup suggests valve seals; blue smoke under load and a rising crankcase pressure suggest rings. Known ring-related consumption on engines such as the Toyota 2AZ-FE has had extended coverage; check by VIN.",
    systems: ["advanced-engine", "four-stroke", "exhaust-system", "timing-system"],
  },
  {
    id: "oil-control-ring",
    term: "Oil control ring",
    aka: ["oil ring", "oil scraper ring"],
    definition:
      "The lowest piston ring, usually two thin steel rails with a springy expander between them, that scrapes excess oil off the cylinder wall and returns it through holes in the piston. When carbon clogs those holes or sticks the ring, oil stays on the wall and burns, and the engine starts using oil.",
    techNote:
      "Low-tension oil rings used for fuel economy are prone to coking; several engines, the Toyota 2AZ-FE among them, needed new pistons and rings under extended coverage. A piston-soak cleaning treatment sometimes frees stuck rings; check results with a measured consumption test.",
    systems: ["advanced-engine", "four-stroke"],
  },
  {
    id: "oil-control-valve",
    term: "Oil control valve",
    aka: ["OCV", "VVT solenoid", "cam phaser solenoid", "VCT solenoid"],
    definition:
      "A solenoid-operated spool valve that directs engine oil to one side or the other of a cam phaser, so the engine computer can advance or retard cam timing. A sticking valve, usually from sludge or a clogged screen, causes rough idle, stalling and cam timing codes such as P0010–P0014 and P0011 (intake timing over-advanced).",
    techNote:
      "Command the valve with a scan tool and watch actual cam angle follow. Check for a screen on the valve or in the oil passage feeding it, and check oil level and condition first. Measure coil resistance against spec, typically a few ohms.",
    systems: ["obd", "timing-system", "advanced-engine"],
  },
  {
    id: "oil-cooler",
    term: "Oil cooler",
    aka: ["engine oil cooler", "oil-to-coolant cooler"],
    definition:
      "A small heat exchanger that keeps engine or transmission oil from overheating, either by passing it through a coolant-filled core near the oil filter or through a small radiator in the airflow. When an oil-to-coolant cooler leaks internally, oil gets into the coolant and coolant into the oil.",
    techNote:
      "Oil floating in the coolant reservoir with no head gasket signs points at the oil cooler. On the Ford 6.0 L Power Stroke, engine oil temperature running more than about 15 °F above coolant temperature under load is the known sign of a clogged oil cooler, which then kills the EGR cooler.",
    systems: ["cooling-system", "four-stroke", "advanced-engine"],
  },
  {
    id: "oil-dilution",
    term: "Oil dilution",
    aka: ["fuel dilution", "fuel in oil"],
    definition:
      "Fuel getting into the engine oil and thinning it. Direct-injection engines, diesels during particulate filter regeneration, short trips in cold weather, leaking injectors and a stuck carburetor float all cause it. The oil smells of fuel and the level rises over the full mark. Honda's 1.5 L turbo CR-V of 2017–2018 is a known example, addressed by software updates and extended coverage.",
    techNote:
      "Confirm with an oil analysis or a fuel smell and a rising dipstick level. Thinned oil lowers oil pressure and wears bearings; change it and fix the cause. On a carbureted engine, close the fuel tap and check the float needle.",
    systems: ["fuel-system", "engine-wont-start", "four-stroke"],
  },
  {
    id: "oil-feed-line",
    term: "Oil feed line",
    aka: ["turbo oil feed line", "oil supply line", "VVT-i oil line"],
    definition:
      "A small pipe or hose that carries pressurized engine oil to a part that needs it, most often a turbocharger's bearings or a variable cam timing system. A restricted turbo oil feed starves the bearings and wrecks the turbo; a burst feed line can dump the engine's oil within minutes. Toyota and Lexus 3.5 L V6s (2GR-FE) are known for a rubber section of the VVT-i oil line that bursts, which Toyota addressed with an all-metal replacement line.",
    techNote:
      "When replacing a turbo, always replace or clean the oil feed line and its banjo bolt screen, and use new crush washers; coked feed lines are a common cause of repeat turbo failure. Prime the new turbo with oil before the first start.",
    systems: ["turbo-supercharger", "timing-system", "advanced-engine"],
  },
  {
    id: "oil-filter-housing-gasket",
    term: "Oil filter housing gasket",
    aka: ["oil filter adapter gasket", "oil cooler adapter gasket"],
    definition:
      "The gaskets that seal the oil filter housing, and often the oil cooler built into it, to the engine block. On many BMW six-cylinders they harden and leak oil onto the serpentine belt and alternator, which can make the belt slip, fray and get pulled into the front crank seal.",
    techNote:
      "Oil on the belt or the alternator with a dry valve cover points here. Replace a belt that has been soaked in oil, and clean the pulleys. Some housings have separate oil-to-coolant gaskets, so check the coolant for oil too.",
    systems: ["alternator", "four-stroke", "belt-system"],
  },
  {
    id: "oil-pressure",
    term: "Oil pressure",
    aka: ["engine oil pressure"],
    definition:
      "The pressure the oil pump creates to push oil through the engine's bearings, cam phasers and lifters. It is highest cold and at high rpm, lowest hot at idle. A red oil pressure light while driving means oil is not reaching the bearings: shut the engine off as soon as it is safe, because running it for even a short time can destroy it.",
    techNote:
      "Confirm a low reading with a mechanical gauge in the sender port before condemning the engine. Compare against the maker's hot idle and 2,000–3,000 rpm specs; an old rule of thumb is at least 10 psi per 1,000 rpm. Check level, viscosity, pickup screen and the relief valve.",
    systems: ["four-stroke", "timing-system", "advanced-engine", "motorcycle-engine"],
  },
  {
    id: "oil-pressure-sensor",
    term: "Oil pressure sensor",
    aka: ["oil pressure sender", "oil pressure sending unit", "oil pressure transducer"],
    definition:
      "A sensor on the engine that reports oil pressure as a varying signal to the engine computer or gauge. Unlike an on-off switch, it lets the gauge show actual pressure and lets the computer log low-pressure codes. A failing sensor can read zero, read high or leak oil from its body.",
    techNote:
      "Most three-wire sensors use a 5 V reference and signal about 0.5 V at zero pressure. Before replacing the engine on a low reading, fit a mechanical gauge; a wrong reading on a buffered gauge can hide or exaggerate a fault.",
    systems: ["advanced-engine", "electrical", "four-stroke"],
  },
  {
    id: "oil-pressure-switch",
    term: "Oil pressure switch",
    aka: ["oil pressure light switch", "low oil pressure switch"],
    definition:
      "A simple on-off switch that turns on the red oil warning light when pressure drops below a few psi. It tells you only that pressure is dangerously low, not how much pressure there is. A failed switch can light the warning with good pressure, stay dark with none, or leak oil at its threads.",
    techNote:
      "The light should come on with the key on and engine off, and go out within a second or two of starting. A flickering light at hot idle may be a weak switch or real low pressure; check with a mechanical gauge before deciding.",
    systems: ["four-stroke", "advanced-engine", "motorcycle-engine"],
  },
  {
    id: "open-circuit",
    term: "Open circuit",
    aka: ["open", "open wire"],
    definition:
      "A break somewhere in a circuit, such as a broken wire, a blown fuse, a burned contact or a corroded connector, so no current can flow and the device does not work. Voltage is present up to the break and missing after it, which is how a technician finds it.",
    techNote:
      "Probe along the circuit with a test light or voltmeter, working toward the load, until voltage disappears; the open is between the last good point and that one. Resistance checks show OL across an open but only with the circuit unpowered. Many modules report open-circuit codes for their outputs.",
    systems: ["electronics-wiring", "electrical"],
  },
  {
    id: "open-loop",
    term: "Open loop",
    aka: ["open-loop operation", "open-loop fuel control"],
    definition:
      "A mode where the engine computer sets fuel from stored tables and ignores the oxygen sensors. It happens during a cold start before the sensors are warm, at wide-open throttle, during deceleration fuel cut, and when a sensor fault forces it. Fuel trims are not updated in open loop.",
    techNote:
      "Scan data shows fuel system status as OL or CL. An engine stuck in open loop after warm-up suggests a failed oxygen sensor heater, a coolant temperature sensor reading cold or a stored fault; it wastes fuel and can foul the catalyst.",
    systems: ["obd", "advanced-engine", "motorcycle-engine"],
  },
  {
    id: "orifice-tube",
    term: "Orifice tube",
    aka: ["fixed orifice tube", "FOT", "expansion tube"],
    definition:
      "A small plastic tube with a fine screen and a fixed-size hole, fitted in the A/C line at the evaporator inlet, that meters refrigerant into the evaporator. It is used in orifice tube systems with an accumulator, common on older GM and Ford vehicles. It traps debris, so a clogged orifice tube gives low cooling and very low low-side pressure.",
    techNote:
      "Replace it whenever the system is opened for a major repair; metal flakes on its screen mean the compressor is shedding debris. Orifice tubes come in color-coded sizes, so match the original.",
    systems: ["ac-system"],
  },
  {
    id: "orvr",
    term: "ORVR",
    aka: ["onboard refueling vapor recovery", "on-board refueling vapor recovery"],
    definition:
      "Onboard refueling vapor recovery: the part of the EVAP system that captures the fuel vapor pushed out of the tank while refueling and stores it in the charcoal canister, instead of letting it escape at the pump. When the canister or its vent is blocked, the pump nozzle keeps clicking off early and the tank is hard to fill.",
    techNote:
      "Topping off after the nozzle clicks pushes liquid fuel into the canister and ruins it. Check the canister, vent valve, vent line and filter for blockage or water when fill-up problems and EVAP codes appear together.",
    systems: ["fuel-system", "obd"],
  },
  {
    id: "output-driver",
    term: "Output driver",
    aka: ["driver circuit", "low-side driver", "high-side driver", "quad driver"],
    definition:
      "The transistor inside a control module that switches a load such as an injector, relay, solenoid or lamp. A low-side driver switches the ground; a high-side driver switches the power feed. When the load shorts, it pulls too much current through the driver and can burn it out, killing that function.",
    techNote:
      "Before replacing a module with a failed driver, measure the load's resistance and check its wiring for a short; otherwise the new module fails the same way. Many modules protect their drivers and set a circuit-high or circuit-low code instead.",
    systems: ["ecu", "electronics-wiring", "obd"],
  },
  {
    id: "output-speed-sensor",
    term: "Output speed sensor",
    aka: ["OSS", "transmission output speed sensor", "output shaft speed sensor"],
    definition:
      "A sensor on the back of the transmission that measures how fast the output shaft turns. The transmission computer compares it with input speed to know which gear it is in and when to shift, and on some vehicles it feeds the speedometer. When it fails, shifts go harsh or erratic, the speedometer may drop out and codes P0720–P0723 set.",
    techNote:
      "Check its signal on a scope while spinning the wheels; two-wire magnetic sensors make an AC signal, three-wire Hall types a square wave. Metal debris on a magnetic tip distorts the signal. Inspect the connector for fluid wicking on internal sensors.",
    systems: ["transmission", "obd", "electrical"],
  },
  {
    id: "over-center-spring",
    term: "Over-center spring",
    aka: ["clutch assist spring", "over-center assist spring", "pedal assist spring"],
    definition:
      "A spring on the clutch pedal that pushes against the pedal at the top of its travel and helps push it down past the midpoint, making a heavy clutch easier to press. When it breaks or its seat wears, the pedal feels heavy, clunks, or does not return smoothly to the top.",
    techNote:
      "Inspect the spring, its pivots and plastic seats with the dash panel removed. A worn seat can let the spring pop out and jam the pedal. Lubricate pivots with the grease the maker lists.",
    systems: ["clutch-system"],
  },
  {
    id: "over-the-air-update",
    term: "Over-the-air update",
    aka: ["OTA update", "OTA", "over-the-air software update"],
    definition:
      "A software update the car downloads and installs over a cellular or Wi-Fi connection, without a visit to the dealer. Tesla, Ford, GM and others use over-the-air updates to fix bugs, add features and sometimes complete recalls. During installation the car usually cannot be driven.",
    techNote:
      "Check the update history before diagnosing a software-related complaint. An update that fails partway can leave modules out of step and set communication codes; the dealer may need to reflash them. Some updates change driver-assist behavior or require recalibration.",
    systems: ["ecu", "adas-sensor-calibration", "infotainment"],
  },
  {
    id: "overcharging",
    term: "Overcharging",
    aka: ["overcharge", "high charging voltage"],
    definition:
      "Charging voltage higher than the system should see, generally above about 15 V on a 12 V vehicle. It boils the battery, making a rotten-egg smell and sometimes a swollen case, burns out bulbs, and can damage electronics. The usual causes are a failed voltage regulator, a bad sense wire or a poor ground at the regulator or computer.",
    techNote:
      "Measure at the battery at 2,000 rpm with loads off; normal charging is roughly 13.5–14.8 V. On PCM-regulated systems, check the computer's ground and sense inputs. On motorcycles, a failed regulator-rectifier is the common cause. Hydrogen from a boiling battery can explode; ventilate and avoid sparks.",
    systems: ["alternator", "motorcycle-engine", "obd", "electrical"],
  },
  {
    id: "overrunning-alternator-decoupler",
    term: "Overrunning alternator decoupler",
    aka: ["OAD", "OAD pulley", "decoupler pulley", "alternator decoupler pulley"],
    definition:
      "A special alternator pulley with a one-way clutch and a spring inside, that lets the alternator coast when the engine slows and softens the jolts of each firing pulse. It protects the belt and tensioner. When it fails, the belt flutters or the tensioner shakes at idle, there is a rattle or chirp, and the belt wears quickly.",
    techNote:
      "With the belt off, the outer pulley should turn freely one way and drive the shaft the other way, with a slight springy feel. A seized decoupler behaves like a solid pulley. Use the correct splined tool to remove it, and replace it with the same type, not a solid pulley.",
    systems: ["belt-system", "alternator"],
  },
  {
    id: "overrunning-clutch",
    term: "Overrunning clutch",
    aka: ["one-way clutch", "sprag clutch", "starter drive clutch", "OAP"],
    definition:
      "A clutch that transmits torque in one direction and freewheels in the other. In a starter drive, it lets the engine spin the starter gear faster than the starter without damage once it starts; when it slips, the starter whirs at high speed without turning the engine. Alternator one-way pulleys and torque converter stators use the same idea.",
    techNote:
      "A starter that spins but will not crank the engine has a slipping drive or a gear not engaging; check the flywheel ring gear teeth too. An alternator clutch pulley that locks both ways or spins freely both ways has failed.",
    systems: ["engine-wont-start", "alternator", "transmission"],
  },
  {
    id: "oxygen-sensor",
    term: "Oxygen sensor",
    aka: ["O2 sensor", "HO2S", "heated oxygen sensor", "lambda sensor", "narrowband O2 sensor"],
    definition:
      "A sensor threaded into the exhaust that measures leftover oxygen, telling the engine computer whether the mixture is rich or lean. The upstream sensor, before the catalytic converter, controls fuel; the downstream one checks the converter. A slow or dead upstream sensor causes poor mileage, rough running and codes such as P0130–P0135 (bank 1) or P0150–P0155 (bank 2).",
    techNote:
      "A healthy narrowband sensor switches between about 0.1 and 0.9 V several times a second at warm 2,500 rpm. Lazy switching, a stuck reading or wrong fuel trims point at the sensor, but check for exhaust leaks before it first. Many newer engines use wideband air-fuel sensors upstream instead.",
    systems: ["exhaust-system", "obd", "motorcycle-engine"],
  },
  {
    id: "oxygen-sensor-heater",
    term: "Oxygen sensor heater",
    aka: ["O2 heater", "HO2S heater", "O2 sensor heater circuit"],
    definition:
      "An electric heating element built into an oxygen sensor that brings it to working temperature within seconds of a cold start, so the engine can switch to closed-loop fuel control sooner and pollute less. When it fails the engine stays in open loop longer and codes such as P0030–P0032, P0036–P0038, P0135 or P0141 set.",
    techNote:
      "Measure heater resistance across the two same-color wires; most read a few ohms to around 15 ohms cold. Check the heater fuse, which is often shared with other sensors. Heater failures are more common after repeated short trips and water splash.",
    systems: ["exhaust-system", "obd"],
  },
  {
    id: "oxygen-storage",
    term: "Oxygen storage",
    aka: ["oxygen storage capacity", "OSC"],
    definition:
      "A catalytic converter's ability to soak up oxygen when the exhaust runs lean and release it when it runs rich, smoothing the mixture so the converter keeps working. The engine computer judges converter health by this: as oxygen storage fades with age, the downstream oxygen sensor starts switching like the upstream one, and P0420 or P0430 sets.",
    techNote:
      "A good converter holds the downstream sensor fairly steady, around 0.6–0.7 V, while the upstream switches. Rule out exhaust leaks, misfires and a lazy upstream sensor before replacing the converter. Mode $06 catalyst results show how close it is to failing.",
    systems: ["exhaust-system", "obd"],
  },
];
