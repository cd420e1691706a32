import type { CodeAnswer } from "../schema";

export const answers: CodeAnswer[] = [
  {
    code: "U0001",
    meaning:
      "A module logged that the high-speed CAN bus itself is faulty (the 500 kbps powertrain and chassis pair on DLC pins 6 and 14), not just one partner missing: its transceiver saw errors such as missing acknowledgments, a line stuck at one voltage or the pair shorted together. Stored in several modules at once, it points to the wiring, a wet splice, a module pulling the bus down or an add-on device. Measure bus resistance first (about 60 Ω).",
    problem: "obd/u0073-u0001-can-bus-off",
  },
  {
    code: "U0073",
    meaning:
      "The reporting module switched its own CAN transceiver off (bus off) after counting too many transmit errors, which is how the protocol removes a node that cannot talk on the bus. One module logging it points to that module's connector or branch; many logging it at once mean the bus was shorted to ground, to voltage or to itself, or flooded by a faulty device.",
    problem: "obd/u0073-u0001-can-bus-off",
  },
  {
    code: "U0100",
    meaning:
      "Another module, often the TCM, ABS, cluster or BCM, stopped receiving the engine computer's periodic messages for longer than its timeout. If the engine also cranks without starting, the PCM is probably unpowered (fuse, main relay, ground); if it runs, look for an intermittent connector, a bus branch fault or a low-voltage event that left the code in history.",
    problem: "obd/u0100-lost-communication-pcm",
  },
  {
    code: "U0101",
    meaning:
      "The PCM, cluster or ABS stopped hearing the transmission control module, so the transmission usually sits in its fail-safe gear with no gear shown. It points to the TCM's fuse, power, ground, connector or CAN branch; on units mounted on or inside the transmission, heat and fluid at the case connector are frequent causes.",
    problem: "obd/u0101-lost-communication-tcm",
  },
  {
    code: "U0102",
    meaning:
      "A module on the network, typically the engine computer, ABS or body module, stopped receiving messages from the transfer case control module (GM TCCM, Ford 4X4 control module). 4WD requests go nowhere and the selector lamps go dark or flash. Test that module's fuses, feeds, ground, connector and bus wires before replacing it; a replacement must be programmed to the truck.",
    problem: "can-bus-network/transfer-case-module-offline-u0102",
  },
  {
    code: "U0103",
    meaning:
      "The transmission, engine or body module lost the messages from the shift-by-wire gear selector (rotary dial, push buttons or electronic lever) that reports which gear the driver asked for. Without them the transmission may stay in Park or fall back to Neutral. Check battery voltage first, then the selector's fuse, ground, connector and CAN wires, and look for drink spills in the console.",
    problem: "can-bus-network/electronic-shifter-module-offline-u0103",
  },
  {
    code: "U0104",
    meaning:
      "A module that uses adaptive cruise data, usually the ABS or engine computer, stopped receiving the cruise control module, which on cars with adaptive cruise is the front radar (Ford's C-CM). Ford's ABS, for example, sets it when the radar's deceleration and brake-precharge messages go missing. Check the radar fuse, its connector behind the lower grille and damage from a front-end hit.",
    problem: "can-bus-network/adaptive-cruise-radar-module-offline",
  },
  {
    code: "U0107",
    meaning:
      "The engine computer stopped receiving valid serial data from a separate throttle actuator control module, a design used on some mid-2000s Honda and Acura models. Honda sets it when the signals are missing or abnormal for about 0.25 second with battery voltage above 8 V, and the throttle falls back to its limp-home opening. Check that module's relay, fuse, grounds and the serial wire.",
    problem: "ecu/honda-acura-throttle-module-link-u0107",
  },
  {
    code: "U0121",
    meaning:
      "Other modules stopped hearing the ABS control module, so ABS, traction and stability control shut off, and cars that take road speed from the ABS module lose the speedometer and cruise. The module sits low in the engine bay, so its fuses, ground and connector corrosion come first; a module that is powered, grounded and still silent has failed inside.",
    problem: "obd/u0121-lost-communication-abs",
  },
  {
    code: "U0122",
    meaning:
      "Modules stopped receiving messages from the vehicle dynamics (stability control) module. On most cars that function lives in the ABS/ESC module, so the cause is the same as a silent brake module: lost power, ground or bus at that unit. Expect ABS, traction and stability lamps together, and check its fuses and ground before condemning it.",
    problem: "abs-system/abs-module-no-power-or-ground",
  },
  {
    code: "U0126",
    meaning:
      "The stability control module, or another user of steering angle, stopped receiving the steering angle sensor's messages. The sensor sits on the steering column, often inside the clockspring assembly, and sends its angle over CAN; a loose column connector, a lost feed or a failed sensor sets it. Stability control stays off until the sensor talks again and is calibrated.",
    problem: "abs-system/steering-angle-sensor-failed",
  },
  {
    code: "U0128",
    meaning:
      "A module on the network, often the ABS, cluster or body module, stopped receiving messages from a stand-alone electric parking brake module. The parking brake may then not apply, not release or lose Auto Hold. A weak battery is a frequent trigger; otherwise test that module's fuses, ground, connector and bus wires.",
    problem: "can-bus-network/park-brake-module-offline-u0128",
  },
  {
    code: "U0131",
    meaning:
      "Modules stopped hearing the power steering control module, the computer of an electric power steering system. When it goes silent, assist usually shuts off and the wheel turns heavy. Check its high-current fuse, power feed and ground first, since EPS motors draw 60 A or more when parking, then the module and motor assembly.",
    problem: "steering-system/eps-sudden-loss-assist",
  },
  {
    code: "U0140",
    meaning:
      "Modules stopped receiving messages from the body control module, which runs lights, locks, wipers and often the security system. Check the BCM's fuses and grounds and look for water: many BCMs sit under the dash or in a kick panel where cowl and windshield leaks reach them, and a deep battery discharge can lock one up until it is power-cycled.",
    problem: "obd/u0140-lost-communication-bcm",
  },
  {
    code: "U0141",
    meaning:
      "The same loss as U0140, but naming body control module A, the label used where body functions are split across more than one body computer or the maker letters them A and B. Find which physical module is BCM A in service information, then check its fuses, grounds, connector and any water damage before replacing it.",
    problem: "obd/u0140-lost-communication-bcm",
  },
  {
    code: "U0146",
    meaning:
      "Modules lost contact with the serial data gateway, the module that forwards messages between the vehicle's buses and often links the diagnostic port to them. When it goes down, a whole group of modules behind it vanishes from a scan while those on the other side answer. Check the gateway's power, grounds and bus wiring before replacing and programming it.",
    problem: "can-bus-network/gateway-module-failed-one-bus-silent",
  },
  {
    code: "U0151",
    meaning:
      "Another module, usually the cluster, body or engine computer, stopped receiving the restraints (airbag) control module's messages. The cluster lights the airbag lamp, and while the module is silent no airbag or pretensioner can fire. Check its SRS fuse first; any work at the module's connector must follow the airbag disarming procedure.",
    problem: "can-bus-network/airbag-module-offline-u0151",
  },
  {
    code: "U0155",
    meaning:
      "Modules lost the instrument panel cluster on the network, so gauges may drop to zero, warning lamps flicker and chimes sound. Check the cluster's fuses, ground and connector before replacing it; a replacement must show the true mileage, and where the immobilizer lives in the cluster a silent cluster can also mean no start.",
    problem: "obd/u0155-lost-communication-cluster",
  },
  {
    code: "U0164",
    meaning:
      "A module stopped receiving the HVAC control module's messages, so the climate panel may go blank, the blower stick at one speed or the vents stay in one mode. Check the HVAC fuses and try a power reset; a dead control head, or a fault on the body bus it shares such as Ford's MS-CAN, is the usual cause.",
    problem: "ac-system/climate-control-panel-dead",
  },
  {
    code: "U0167",
    meaning:
      "The engine computer or body module stopped hearing the immobilizer control module, so it never gets the key-approved message and blocks starting or cuts fuel after a second. It applies to cars whose immobilizer is a separate module. Check battery voltage, then that module's fuse, ground, connector and bus wires before buying keys or modules.",
    problem: "can-bus-network/immobilizer-module-offline-no-start",
  },
  {
    code: "U0168",
    meaning:
      "U0168 names the vehicle security control module as the missing partner: the module some cars use for theft deterrent, keyless entry or key authorization. When the engine or body module loses it, expect a security lamp and often a no-start. Test the battery and the fuse, ground and bus at that module; a replacement must be programmed with the PIN and keys.",
    problem: "can-bus-network/immobilizer-module-offline-no-start",
  },
  {
    code: "U0184",
    meaning:
      "A module stopped receiving the radio's messages. A dead factory head unit (fuses, power, ground or an internal failure) sets it in other modules, and so does an aftermarket radio that does not talk on the network unless an interface module stands in for it. Check the radio fuses and the power and ground at the back of the unit first.",
    problem: "infotainment/head-unit-completely-dead",
  },
  {
    code: "U0401",
    meaning:
      "The receiving module got messages from the engine computer, but their contents were flagged invalid: a signal marked faulty, out of range or failing its checksum or counter. The network itself is usually fine; read the PCM's own codes, because a failed sensor there (pedal, throttle, engine speed) is what it is passing on.",
    problem: "can-bus-network/invalid-data-codes-healthy-network",
  },
  {
    code: "U0415",
    meaning:
      "Messages from the ABS module arrive but carry data marked invalid, most often wheel or vehicle speed after the ABS module found a fault in one of its own wheel-speed sensor circuits. The PCM, TCM or cluster logs U0415 as a consequence; fix the code stored in the ABS module and this one follows.",
    problem: "can-bus-network/invalid-data-codes-healthy-network",
  },
  {
    code: "U0422",
    meaning:
      "The receiving module got the body control module's messages but rejected the data in them, such as a switch, lamp or security status flagged invalid. Look for the BCM's own input or circuit codes, a replacement BCM with the wrong software or configuration, or a supply-voltage problem at the BCM.",
    problem: "can-bus-network/invalid-data-codes-healthy-network",
  },
  {
    code: "B0001",
    meaning:
      "The restraints module tests the driver frontal airbag's stage 1 deployment loop at every key-on and found it out of range: resistance high or low, open or shorted (the subtype says which). The loop runs through the clockspring behind the wheel, so a broken clockspring ribbon is the usual cause, especially with a dead horn and wheel buttons. Airbag work is dangerous; disarm the system first.",
    problem: "obd/b0001-driver-airbag-clock-spring",
  },
  {
    code: "B0002",
    meaning:
      "The same test as B0001 on the driver airbag's second-stage loop, the separate igniter a dual-stage airbag uses for a harder deployment. Both stages share the clockspring and the airbag connector, so B0002 together with B0001 points there; B0002 alone leans toward that stage's clockspring circuit or the airbag itself. Disarm before any testing.",
    problem: "obd/b0001-driver-airbag-clock-spring",
  },
  {
    code: "B0010",
    meaning:
      "The airbag module found the passenger frontal airbag's stage 1 loop out of range: resistance too high or too low, or shorted to ground or battery. Stage 1 is the primary passenger igniter, so that airbag may not fire. It most often follows dash or glove box work or a recall inflator replacement that left the connector unlocked.",
    problem: "electronics-wiring/passenger-airbag-loop-code-after-dash-work",
  },
  {
    code: "B0012",
    meaning:
      "B0012 names a third passenger frontal deployment loop, present only where the passenger airbag has a third igniter or deployment device. The module tests it like any squib loop and found it out of range. All passenger stages share one connector and harness, so check that connector and its lock first, then test with an airbag simulator.",
    problem: "electronics-wiring/passenger-airbag-loop-code-after-dash-work",
  },
  {
    code: "B0020",
    meaning:
      "The restraints module measured the left (driver-side) side airbag's deployment loop out of range. On most vehicles that airbag is in the outboard side of the seatback, so its wiring passes through the yellow connector under the seat, the first place to look after seat removal or with things stuffed under the seat.",
    problem: "obd/srs-seat-connector-side-airbag",
  },
  {
    code: "B0022",
    meaning:
      "The restraints module found the second deployment loop of the left curtain airbag out of range, used where that curtain has two igniters or a separate rear section, as on some three-row vehicles. Its connectors sit above the headliner or behind pillar trim, so headliner, sunroof-drain, roof-rack or dash-cam work is the usual trigger.",
    problem: "electronics-wiring/curtain-airbag-loop-code-after-headliner-work",
  },
  {
    code: "B0028",
    meaning:
      "The mirror image of B0020 on the right (passenger) side: the right side airbag's deployment loop read high, low or shorted. With that airbag in the passenger seatback, a disturbed or corroded seat connector or a harness crushed by the seat track explains most cases; the passenger seat also carries the occupant sensor, so read its codes too.",
    problem: "obd/srs-seat-connector-side-airbag",
  },
  {
    code: "B0051",
    meaning:
      "The airbag module could not read a valid signal from the front center seat's belt buckle sensor, found on bench and 40/20/40 front seats. Whether that seat is buckled feeds the module's deployment decisions, so it lights the lamp. Look for debris or a stopper plug in the buckle, then the connector under the seat and the sensor itself.",
    problem: "electronics-wiring/seat-belt-buckle-sensor-airbag-light",
  },
  {
    code: "B0052",
    meaning:
      "The passenger buckle sensor signal was open, shorted or outside its expected range. The module uses passenger belt status, along with the occupant classification system, to decide how to fire the passenger airbag and pretensioner, and it drives the belt reminder. Check the buckle for debris, the connector under the seat and the sensor's readings in both states.",
    problem: "electronics-wiring/seat-belt-buckle-sensor-airbag-light",
  },
  {
    code: "B0090",
    meaning:
      "The left front impact (crash) sensor stopped reporting correctly to the restraints module: a communication error, an internal fault, or a wrong or unconfigured sensor. It sits at the front of the car, often near the radiator support, so a corroded connector and damage from a minor hit or bumper work are the usual causes.",
    problem: "electronics-wiring/airbag-impact-sensor-code",
  },
  {
    code: "B0092",
    meaning:
      "A fault with the second left-side restraints (side impact) sensor, a pressure or acceleration sensor in a door or pillar; which one counts as number 2 comes from the maker's location list. The module lost valid data from it or found it faulty, so side airbags on that side may not fire on time. Check for water in the door, the connector and the mounting.",
    problem: "electronics-wiring/airbag-impact-sensor-code",
  },
  {
    code: "P0560",
    meaning:
      "The engine computer saw its battery or keep-alive supply voltage out of its expected range or interrupted. On many cars this is the constant backup feed that holds learned values, so the code often travels with P0603 and a loose battery terminal or keep-alive fuse. Compare the voltage at the module's feed with the battery while cranking and driving.",
    problem: "ecu/p0603-keep-alive-memory-lost",
  },
  {
    code: "P0561",
    meaning:
      "The module saw system voltage swinging up and down instead of holding steady, and headlights that pulse in rhythm usually go with it. A loose or corroded battery terminal, a regulator hunting, a weak battery or an engine running unevenly are the causes; graph the voltage at the battery to see the swing.",
    problem: "alternator/lights-pulse-rhythmically",
  },
  {
    code: "P0562",
    meaning:
      "The engine computer measured its supply below its low-voltage limit long enough to log a fault. A weak alternator, a slipping belt, corroded cables or a failing battery cause it far more often than the computer does; check charging voltage under load and the voltage drop on the main cables.",
    problem: "obd/p0562-system-voltage-low",
  },
  {
    code: "P0563",
    meaning:
      "The engine computer saw its supply above its high-voltage limit. The usual cause is a failed voltage regulator leaving the field fully on; on smart-charging systems a bad battery sensor or the computer's own command can do it, and so can a charger or a 24-volt jump. Overcharging boils batteries and harms electronics, so check it at once.",
    problem: "obd/p0563-system-voltage-high",
  },
  {
    code: "P0620",
    meaning:
      "The PCM found a fault on the generator control circuit, the wire it uses to command the alternator's regulator: open, shorted, or with no matching response from the regulator. Charging may fall back to a fixed default voltage or stop. Inspect the regulator connector first, then scope the command wire at both ends.",
    problem: "alternator/generator-circuit-codes-ford-gm",
  },
  {
    code: "P0621",
    meaning:
      "The module found a fault in the generator lamp or L-terminal circuit, the line that turns the regulator on and lets it report a charging problem. An open or shorted L wire, a failed lamp driver, or a regulator reporting an internal fault can light the battery lamp with normal charging voltage, or keep the alternator from turning on.",
    problem: "alternator/battery-light-on-voltage-normal",
  },
  {
    code: "P0622",
    meaning:
      "The module found the generator field or F-terminal circuit out of range. On GM the F terminal carries the regulator's field duty-cycle report to the engine computer; on many Chrysler vehicles whose PCM switches the alternator field itself, P0622 means the field is not switching as commanded. Check the regulator or field connector and wiring before the alternator.",
    problem: "alternator/generator-circuit-codes-ford-gm",
  },
  {
    code: "P0625",
    meaning:
      "The field or F-terminal circuit read low: the module saw the field signal stuck at or near 0 V or 0 % duty cycle. A wire shorted to ground, a corroded connector or a regulator that has stopped working leaves it there, usually with low or no charging output.",
    problem: "alternator/generator-circuit-codes-ford-gm",
  },
  {
    code: "P0626",
    meaning:
      "The field or F-terminal circuit read high: the signal sat at or near full voltage or 100 % duty cycle. Depending on the design that is a short to voltage, an open on a line the module pulls up, or a regulator reporting full field all the time; if the field really is stuck on, charging voltage climbs over 15 V and the battery overcharges.",
    problem: "alternator/generator-circuit-codes-ford-gm",
  },
  {
    code: "U3003",
    meaning:
      "A module saw its own battery supply voltage outside its limits, and the failure type after the code tells which way: :16 below threshold, :17 above. Ford and Lincoln modules log it widely. Many modules with :16 after a flat battery or jump-start is one event; a single module logging it points to its own feed or ground; :17 means overcharging or a high-voltage jump.",
    problem: "alternator/u3003-battery-voltage-code-in-modules",
  },
  {
    code: "P0A80",
    meaning:
      "The hybrid battery computer found the pack out of balance: one or more blocks of modules sagging below the rest under load by more than its limit (Toyota's logic compares block voltages). The pack is aging unevenly; the car usually drives on with the engine running more, but the pack needs replacing or rebuilding.",
    problem: "hybrid-system/hybrid-battery-pack-wearing-out",
  },
  {
    code: "P0A7F",
    meaning:
      "The battery computer judged the whole high-voltage pack deteriorated, from its capacity or internal resistance, rather than finding one weak block. Honda IMA and Toyota hybrids log it as their packs age, with fuel economy falling and the charge gauge swinging quickly; a clogged battery cooling intake speeds the wear.",
    problem: "hybrid-system/hybrid-battery-pack-wearing-out",
  },
  {
    code: "P0600",
    meaning:
      "The engine computer's serial communication link check failed. On Honda and Acura that link is the multiplex line shared with the gauge unit and multiplex control unit, and the code sets after a count of bad bytes or frames; on other makes read the maker's definition. Check battery voltage, connectors and the partner modules before the engine computer.",
    problem: "ecu/p0600-serial-communication-link",
  },
  {
    code: "P0601",
    meaning:
      "The engine computer recalculated the checksum of its stored program or calibration and it did not match, so the memory it runs from is corrupt. A failed reflash, memory damage or a module fault causes it; reflash to the latest calibration first and replace the module only if the code returns with supply voltage and grounds proven good.",
    problem: "ecu/pcm-internal-fault-codes",
  },
  {
    code: "P0603",
    meaning:
      "The engine computer found its keep-alive memory (learned fuel trims, idle and shift adaptives) lost or corrupt. One occurrence after a battery disconnect is normal; repeat codes mean the constant feed to the module is dropping out, usually at a loose battery terminal, a keep-alive fuse or a corroded splice.",
    problem: "ecu/p0603-keep-alive-memory-lost",
  },
  {
    code: "P0605",
    meaning:
      "The module's self-test of its read-only (program) memory failed. Unlike keep-alive memory loss this is the permanent program area, so it points to a module fault or corrupted software: check for a calibration update, confirm clean power and grounds, then reflash or replace and program the module.",
    problem: "ecu/pcm-internal-fault-codes",
  },
  {
    code: "P0606",
    meaning:
      "The engine computer's processor self-checks failed: its main and monitoring processors disagreed, or a watchdog caught the processor misbehaving. Many electronic-throttle engines drop to reduced power when it sets. Rule out low or noisy supply voltage and poor grounds and look for a software update before replacing the module.",
    problem: "ecu/pcm-internal-fault-codes",
  },
  {
    code: "P0613",
    meaning:
      "The transmission control module detected a fault in its own processor or internal checks, and the transmission usually drops to its fail-safe gear. Check the TCM's power and grounds and the case connector for fluid first; a module on or inside the transmission that still fails its self-test is replaced and programmed.",
    problem: "ecu/tcm-internal-fault-limp-mode",
  },
  {
    code: "P0641",
    meaning:
      "The engine computer's 5-volt sensor reference A is out of range, usually pulled low because one sensor or wire on that shared supply is shorted to ground, so every sensor fed by reference A reads wrong at once. Makers split the two accelerator pedal signals across separate references so one short cannot blind both; unplug the sensors on reference A one at a time.",
    problem: "ecu/shorted-5v-reference-many-codes",
  },
  {
    code: "P0651",
    meaning:
      "The same check as P0641 on the second shared 5-volt reference, B. Which sensors hang on reference B varies by engine, so take the list from the wiring diagram; with reference A normal, the short is among those sensors and their wiring, and a good reference with every one of them unplugged points to the computer.",
    problem: "ecu/shorted-5v-reference-many-codes",
  },
  {
    code: "P0685",
    meaning:
      "The engine computer found a fault in the control circuit of its own power (main) relay, the relay that feeds the computer and often the injectors and coils: open, or not responding as commanded. An open relay coil, a blown fuse, a corroded relay socket or a broken control wire sets it, and the engine may die or refuse to start.",
    problem: "ecu/pcm-loses-power-engine-dies",
  },
];
