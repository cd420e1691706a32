import type { CodeAnswer } from "../schema";

/**
 * Written answers for the oxygen and air-fuel sensor, heater, airflow,
 * manifold-pressure, intake-air and coolant-temperature codes (with the
 * thermostat and turbo bypass valve codes that sit among them in J2012).
 */
export const answers: CodeAnswer[] = [
  // Upstream oxygen sensors, bank 1 then bank 2
  {
    code: "P0130",
    meaning:
      "The PCM judged the bank 1 upstream oxygen sensor circuit faulty without calling it high or low: in closed loop the signal stayed at one level, often near the PCM's 0.45 V bias, or never crossed from rich to lean. Bank 1 holds cylinder 1 and sensor 1 sits ahead of the converter. It points to a dead sensor, an open signal or ground wire, or a mixture fault the sensor is reporting truthfully.",
    problem: "obd/p0131-p0134-upstream-o2-voltage",
  },
  {
    code: "P0131",
    meaning:
      "The bank 1 upstream sensor stayed below the PCM's low-voltage limit, close to 0 V, for too long in closed loop, so it is reading lean all the time. Either the mixture really is lean (a big vacuum leak or an exhaust leak ahead of the sensor) or the signal is shorted to ground or the element is dead. Propane tells them apart: a working sensor jumps above 0.8 V, a shorted or dead one stays low.",
    problem: "obd/p0131-p0134-upstream-o2-voltage",
  },
  {
    code: "P0132",
    meaning:
      "The bank 1 upstream sensor read above the PCM's high limit, over roughly 1 V. A zirconia sensor tops out near 0.9–1.0 V even on a very rich engine, so a higher reading usually means outside voltage: the signal wire touching the heater feed, often melted at the manifold, or an internal short in the sensor. A leaking injector or fuel-soaked purge can set it on some makes, so check trims too.",
    problem: "obd/p0131-p0134-upstream-o2-voltage",
  },
  {
    code: "P0133",
    meaning:
      "During a steady-cruise test the PCM timed how fast the bank 1 upstream sensor swings between rich and lean, or counted its switches, and found it too slow. A healthy narrow-band sensor crosses the middle of its range in well under 100 ms and switches several times a second at 2,500 rpm. An aged element, oil or coolant deposits on the tip, or an exhaust leak just ahead of the sensor slow it down.",
    problem: "obd/p0133-p0153-o2-slow-response",
  },
  {
    code: "P0134",
    meaning:
      "The bank 1 upstream sensor showed no activity after the engine was warm enough for closed loop: its voltage sat flat near the 0.45 V bias the PCM puts on the line, which is what an open circuit or a cold, dead element looks like. Bank 1 stays in open loop on fixed fueling. Check for a heater code with it, then for a broken signal or ground wire, before condemning the sensor.",
    problem: "obd/p0131-p0134-upstream-o2-voltage",
  },
  {
    code: "P0150",
    meaning:
      "The same circuit check as P0130, failed by the bank 2 upstream sensor: the signal stuck at one level or never crossed rich-lean in closed loop. Bank 2 is the row of cylinders opposite cylinder 1, so only V and flat engines set it. If bank 1 switches normally on the same fuel supply, the fault lies with the bank 2 sensor, its wiring or a leak on that side.",
    problem: "obd/p0131-p0134-upstream-o2-voltage",
  },
  {
    code: "P0151",
    meaning:
      "The bank 2 upstream sensor held below its low-voltage limit in closed loop, reporting a lean mixture continuously. Compare the two banks: bank 2 fuel trim far positive while bank 1 sits near zero points to a leak on the bank 2 side (intake gasket, manifold gasket ahead of the sensor) or to that sensor; both banks lean points to something they share, such as fuel pressure or the MAF.",
    problem: "obd/p0131-p0134-upstream-o2-voltage",
  },
  {
    code: "P0152",
    meaning:
      "The bank 2 upstream sensor read above roughly 1 V, more than its element can produce, so the PCM suspects outside voltage on the signal. The bank 2 harness often runs near the crossover pipe or over the transmission, where melted insulation lets heater feed voltage reach the signal wire; an internal short in the sensor does the same. A bank 2 injector leaking fuel can hold it high on some makes.",
    problem: "obd/p0131-p0134-upstream-o2-voltage",
  },
  {
    code: "P0153",
    meaning:
      "The bank 2 upstream sensor failed the PCM's response test: its rich-lean transitions took longer than the calibrated limit during steady cruise. Both banks see the same fuel and miles, so graph them side by side; a bank 2 trace that is rounded and lazy next to a crisp bank 1 trace condemns that sensor. Look at its tip for coolant or oil deposits that point to a problem on that bank.",
    problem: "obd/p0133-p0153-o2-slow-response",
  },
  {
    code: "P0154",
    meaning:
      "The bank 2 upstream sensor produced no usable signal after warm-up: it stayed flat near the bias voltage instead of switching, so bank 2 runs open loop while bank 1 may be in closed loop normally. A dead element, a heater failure that left it cold, or an open signal or ground wire between the sensor and the PCM are the usual causes.",
    problem: "obd/p0131-p0134-upstream-o2-voltage",
  },
  // Downstream oxygen sensors, bank 1 then bank 2
  {
    code: "P0136",
    meaning:
      "A circuit fault on the bank 1 downstream sensor, the one behind the catalytic converter, without a high or low label. On several makes it sets when the rear sensor stays in a narrow middle band while the PCM deliberately swings the mixture rich and lean; on others it is an open or shorted circuit. A worn sensor, a broken wire or an exhaust leak near the sensor are the usual finds.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0137",
    meaning:
      "The bank 1 downstream sensor stayed below its low limit, near 0.1 V, even while the PCM enriched the mixture. Behind a working converter it should sit fairly steady around 0.5–0.8 V, so a constant lean reading points to outside air getting in ahead of it (cracked flex pipe, converter flange or manifold leak), a dead element or a signal wire grounded.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0138",
    meaning:
      "The bank 1 downstream sensor read higher than a zirconia sensor can make on its own (over about 1 V), or on some makes stayed high through deceleration fuel cut, when the exhaust is full of oxygen. A signal wire shorted to the heater feed or an internal short in the sensor are the usual causes; a leaking injector keeping the exhaust rich is the rarer one.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0139",
    meaning:
      "On many makes the PCM times how quickly the bank 1 rear sensor falls from rich to lean once deceleration fuel cut starts, the one moment it is sure to see a lean swing, and this sensor fell too slowly. An aging or contaminated sensor is the usual cause; an exhaust leak near it or an engine burning oil can slow it as well.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0140",
    meaning:
      "The bank 1 downstream sensor showed no activity after the engine had run long enough for it to heat and respond: the voltage sat at the PCM's bias of about 0.45 V. That is an open signal or ground, a dead sensor, a heater failure leaving it cold (look for P0141 too), or a connector separated during exhaust work or a sensor cut away with a stolen converter.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0156",
    meaning:
      "A general circuit fault on the bank 2 downstream sensor, behind the converter on the side opposite cylinder 1. The PCM saw the signal stuck or out of its usable range without classing it as high or low. Compare with the bank 1 rear sensor on the same drive: if bank 1 moves on enrichment and fuel cut and bank 2 does not, test that sensor, its connector and the pipe near it.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0157",
    meaning:
      "The bank 2 downstream sensor stayed low, reading lean, even when the PCM fed extra fuel. Outside air drawn in through a leak between the bank 2 manifold and the sensor (flex pipe, converter flange, a cracked Y-pipe joint) is a common reason on V engines, followed by a worn sensor and a signal grounded on the exhaust.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0158",
    meaning:
      "The bank 2 downstream sensor's voltage went above the high limit, more than about 1 V, or stayed rich during coast-down fuel cut. Voltage that high comes from outside the sensor: the signal wire shorted to heater power in a harness cooked by the pipe, or an internal short. A bank 2 injector leaking fuel is the rarer, real-rich cause.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0159",
    meaning:
      "The bank 2 rear sensor responded too slowly: when fuel cut began on a coast-down, its voltage took longer than the calibrated time to drop from rich to lean. Most often it is simply an old sensor; an exhaust leak near it or oil ash on its tip slows it too. The bank 1 rear sensor on the same graph makes a good comparison.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  {
    code: "P0160",
    meaning:
      "No activity from the bank 2 downstream sensor: after the warm-up time its voltage stayed at the bias level and never answered enrichment or fuel cut. Check for a bank 2 sensor 2 heater code (P0161), a connector pulled apart or rubbed through on the underbody, then the sensor itself.",
    problem: "obd/p0136-p0140-downstream-o2-sensor",
  },
  // Heater monitors and heater control circuits
  {
    code: "P0135",
    meaning:
      "The PCM's heater test on the bank 1 upstream sensor failed. Depending on the make it either measures heater current and finds it outside its window, or times how long the sensor takes to come alive after a cold start. An open heater element inside the sensor is by far the usual cause, then a blown heater fuse or wiring melted against the exhaust manifold.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0141",
    meaning:
      "The heater in the bank 1 downstream sensor did not draw the current the PCM expects, or the sensor took too long to become active. Behind the converter the sensor depends on its heater more than the front one does, so the element burns out often on high-mileage cars. If P0135 or other heater codes set with it, check the shared fuse first.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0155",
    meaning:
      "The heater test for the bank 2 upstream sensor failed: heater current out of range or the sensor too slow to warm after a cold start. Only V and flat engines have a bank 2. An open element in that sensor is most likely; if heater codes set on both banks at once, suspect the shared fuse or relay and look for a shorted heater that blew it.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0161",
    meaning:
      "The bank 2 downstream sensor's heater failed its test, drawing too little or too much current or leaving the sensor slow to warm. Rear sensors on V engines sit low in the exhaust where road splash and heat cycling finish off heaters; a connector corroded by road salt is the next thing to check before replacing the sensor.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0030",
    meaning:
      "The PCM's heater driver for the bank 1 upstream sensor found the circuit open. It watches the control line as it switches the heater's ground on and off, and an open heater, a blown feed fuse or a broken wire leaves that line without the expected voltage change. Unlike P0135, this is a purely electrical check that runs whenever the engine does.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0031",
    meaning:
      "The bank 1 upstream heater control circuit read low, and what 'low' means depends on the maker. GM typically sets it when the control line is under 2.5 V with the heater commanded off, a short to ground that keeps the heater on. Toyota and Nissan set it on low heater current (Toyota: under 0.8 A at 50 % duty or more on its air-fuel sensors), which is an open heater or wire.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0032",
    meaning:
      "The bank 1 upstream heater control circuit read high. On voltage-monitored drivers such as GM's, the line stayed near battery voltage when the driver switched it to ground: a control wire shorted to power or a heater shorted internally. Toyota sets it when heater current hits its over-current limit. A shorted heater often blows the shared fuse and sets other heater codes too.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0036",
    meaning:
      "The driver for the bank 1 downstream sensor heater saw an open circuit: the control line did not respond as the PCM switched the heater. A burned-out heater in the rear sensor is common, and so is a connector pulled apart during exhaust or transmission work or a feed wire rubbed through on the underbody.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0037",
    meaning:
      "Heater control circuit low on the bank 1 rear sensor. With GM-style voltage monitoring it means the control wire is grounded, so the heater runs whenever the key is on; with current monitoring (Toyota, Nissan) it means too little current flows, which is an open heater or a broken wire. Knowing which logic the car uses decides whether you hunt for a short or for an open.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0038",
    meaning:
      "Heater control circuit high on the bank 1 downstream sensor: the control line stayed at battery voltage when the PCM switched it on, or heater current reached the driver's over-current limit. Look for a control wire shorted to a 12 V circuit and measure the heater; a reading near 0 Ω means it shorted inside and may have blown the heater fuse.",
    problem: "obd/o2-sensor-heater-circuit",
  },
  {
    code: "P0050",
    meaning:
      "Open heater control circuit on the bank 2 upstream sensor, the one ahead of the converter on the side without cylinder 1. The PCM's driver saw no response on the control line when it switched the heater, which fits a burned-open heater, an open feed fuse or a broken wire. If P0030 set at the same time, the shared heater feed is the place to start.",
    problem: "obd/p0050-p0058-bank-2-o2-heater-circuit",
  },
  {
    code: "P0051",
    meaning:
      "The bank 2 upstream heater control circuit read low. On GM and other voltage-monitored systems the control wire is shorted to ground, so the heater is on all the time; on current-monitored systems such as Toyota's and Nissan's too little heater current flows, meaning an open element or wire. The bank 2 harness near the crossover pipe is a frequent chafe point.",
    problem: "obd/p0050-p0058-bank-2-o2-heater-circuit",
  },
  {
    code: "P0052",
    meaning:
      "The bank 2 upstream heater control circuit read high: the control line stayed at feed voltage when the driver turned on, or heater current hit the over-current limit. A heater shorted inside the sensor (near 0 Ω across its pins) or a control wire touching a 12 V circuit is the cause; expect a blown heater fuse and codes on other sensors that share it.",
    problem: "obd/p0050-p0058-bank-2-o2-heater-circuit",
  },
  {
    code: "P0053",
    meaning:
      "The PCM calculated the bank 1 upstream heater's resistance and found it outside its window. GM, for one, works it out from heater current on a cold start and runs the test once per key cycle. A heater whose resistance has crept up with age, or a replacement sensor with a different heater rating, is the usual cause; extra resistance at a corroded connector counts against the heater too.",
    problem: "obd/p0053-p0061-o2-heater-resistance",
  },
  {
    code: "P0054",
    meaning:
      "Heater resistance out of range on the bank 1 downstream sensor. The PCM works out the heater's resistance from the current it draws after a cold soak and compares it with what that part should measure; an aged element, a non-OE rear sensor or a corroded underbody connector adding resistance are the common reasons. Ohm the heater cold and compare with the OE figure.",
    problem: "obd/p0053-p0061-o2-heater-resistance",
  },
  {
    code: "P0055",
    meaning:
      "Heater resistance out of range on bank 1 sensor 3, a third oxygen sensor fitted behind a second catalytic converter on some engines. The PCM's cold-start calculation put this heater outside its window. Because sensor 3 sits far back under the car, road salt at its connector and an aftermarket replacement with a different heater are common causes.",
    problem: "obd/p0053-p0061-o2-heater-resistance",
  },
  {
    code: "P0056",
    meaning:
      "The heater driver for the bank 2 downstream sensor found the circuit open: switching the heater produced no change on the control line. A rear sensor heater that burned out, a connector separated or corroded under the car, or a broken feed wire are the causes; on V engines this sensor's lead often runs along the transmission, where it can be crushed or rubbed through.",
    problem: "obd/p0050-p0058-bank-2-o2-heater-circuit",
  },
  {
    code: "P0057",
    meaning:
      "Low reading on the bank 2 rear sensor's heater control circuit. On voltage-monitored drivers it is a control wire shorted to ground, which keeps that heater on with the key; on current-monitored drivers it is too little current, which is an open element or wire. Test the control wire for continuity to ground with the sensor unplugged to tell which.",
    problem: "obd/p0050-p0058-bank-2-o2-heater-circuit",
  },
  {
    code: "P0058",
    meaning:
      "High reading on the bank 2 downstream heater control circuit: the PCM's driver saw battery voltage remain on the line when it switched on, or hit its current limit. The rear heater has shorted internally, or its control wire is touching a powered circuit; the heater fuse has often blown by the time the code is read.",
    problem: "obd/p0050-p0058-bank-2-o2-heater-circuit",
  },
  // Air-fuel ratio sensor and rear sensor bias tests
  {
    code: "P2195",
    meaning:
      "The bank 1 upstream sensor (an air-fuel ratio sensor on Toyota, Honda and many others) kept reporting lean after fuel control had already added fuel, or stayed lean while the PCM drove the mixture rich. Either the engine really is lean (vacuum leak, exhaust leak ahead of the sensor, under-reading MAF, weak fuel pressure) or the sensor has drifted lean. A forced-rich active test or propane tells them apart.",
    problem: "obd/p2195-p2198-af-sensor-stuck",
  },
  {
    code: "P2196",
    meaning:
      "The bank 1 upstream sensor stayed biased rich: fuel trim pulled fuel out and the sensor still read rich, or it did not go lean when the PCM leaned the mixture. A leaking injector, high fuel pressure, a saturated EVAP canister purging or oil-diluted fuel can make the mixture truly rich; a contaminated or drifted sensor reports rich when it is not.",
    problem: "obd/p2195-p2198-af-sensor-stuck",
  },
  {
    code: "P2197",
    meaning:
      "The bank 2 upstream sensor reported lean and would not come back even with added fuel. Check bank 2 on its own terms: an intake gasket or manifold leak on that side, or an exhaust leak ahead of that sensor, makes only bank 2 lean, while a bank 1 trim far positive as well points to airflow or fuel delivery that both banks share.",
    problem: "obd/p2195-p2198-af-sensor-stuck",
  },
  {
    code: "P2198",
    meaning:
      "The bank 2 upstream sensor stayed rich: trims subtracting fuel did not move it, or it ignored a commanded lean change. A leaking injector on bank 2 or a sensor coated by coolant or oil from that bank are the local suspects; if bank 1 runs rich too, look at fuel pressure, the purge valve and the MAF instead.",
    problem: "obd/p2195-p2198-af-sensor-stuck",
  },
  {
    code: "P2270",
    meaning:
      "The PCM drove bank 1 rich on purpose (Hyundai and Kia hold lambda near 0.8 for several seconds) and the downstream sensor stayed low, under about 0.65 V on those cars, so it is stuck lean. An exhaust leak between the engine and the rear sensor, a worn sensor, or a real lean condition that keeps the enrichment from arriving are the usual causes.",
    problem: "obd/p2270-p2273-rear-o2-stuck-lean-rich",
  },
  {
    code: "P2271",
    meaning:
      "The bank 1 rear sensor stayed high, reading rich, at a time the exhaust should have been lean, typically during deceleration fuel cut or a commanded lean step. A contaminated or failing sensor that no longer drops is the common cause; a leaking injector or oil and coolant burning in the cylinders can keep the exhaust truly rich.",
    problem: "obd/p2270-p2273-rear-o2-stuck-lean-rich",
  },
  {
    code: "P2272",
    meaning:
      "Bank 2's downstream sensor failed to go rich when the PCM enriched that bank, staying low as if the exhaust were lean. On a V engine look first for a leak between the bank 2 manifold and the sensor (flex pipe, Y-pipe joint, converter flange), then at the sensor, then at a real lean condition on that bank.",
    problem: "obd/p2270-p2273-rear-o2-stuck-lean-rich",
  },
  {
    code: "P2273",
    meaning:
      "Bank 2's downstream sensor stayed biased rich when it should have dropped lean, most often during coast-down fuel cut. A sensor with a contaminated element is the likely cause, and a bank 2 injector leaking or oil burning on that bank can really keep the exhaust rich. Compare with the bank 1 rear sensor on the same coast-down.",
    problem: "obd/p2270-p2273-rear-o2-stuck-lean-rich",
  },
  // Turbo bypass valve circuits, which J2012 numbers among the heater codes
  {
    code: "P0033",
    meaning:
      "The PCM found the control circuit of the turbo bypass valve (the electric diverter or recirculation valve) open: no current flows when it commands the valve. The valve then stays shut when you lift off the throttle, so trapped boost surges back through the compressor with a loud flutter. An unplugged or broken connector after intake work is the usual cause, then an open solenoid coil.",
    problem: "turbo-supercharger/compressor-surge-flutter-stock-car",
  },
  {
    code: "P0034",
    meaning:
      "Turbo bypass valve control circuit low: the line between the valve solenoid and the PCM's driver is pulled to ground when it should not be. A control wire chafed against the engine can hold the valve energized all the time, so boost bleeds back to the inlet and the engine feels flat; measure the coil and check that wire for continuity to ground.",
    problem: "turbo-supercharger/compressor-surge-flutter-stock-car",
  },
  {
    code: "P0035",
    meaning:
      "Turbo bypass valve control circuit high: voltage stayed on the control line when the driver switched on, or current exceeded its limit. A solenoid coil shorted internally (resistance far below spec) or a control wire touching a 12 V circuit is the cause; the valve cannot open on lift-off, so expect compressor surge flutter.",
    problem: "turbo-supercharger/compressor-surge-flutter-stock-car",
  },
  // Mass airflow
  {
    code: "P0100",
    meaning:
      "A fault in the MAF sensor circuit without a high or low label: the PCM saw a signal it cannot use, missing or outside what the sensor type can produce (volts on analog sensors, hertz on frequency types). An unplugged connector, an open feed or ground, or a dead sensor are the causes. The PCM falls back on airflow calculated from rpm and throttle, so the engine may stall or feel flat.",
    problem: "obd/p0102-p0103-maf-circuit",
  },
  {
    code: "P0101",
    meaning:
      "The MAF signal is electrically valid but does not agree with the airflow the PCM calculates from rpm, throttle angle, manifold pressure and baro. At warm idle a healthy MAF reads roughly 1–1.5 g/s per liter of displacement. A contaminated sensing element, an intake leak after the MAF, a clogged filter or an aftermarket intake tube are far more common causes than a dead sensor.",
    problem: "obd/p0101-maf-range-performance",
  },
  {
    code: "P0102",
    meaning:
      "The MAF signal fell below its lowest valid value with the engine running: too few volts on an analog sensor, too few hertz on a frequency type. That is what an unplugged connector, an open signal wire, a missing 12 V feed or a dead sensor produces, so the code usually sets at once. Expect a start-and-stall or a rough, weak engine running on a substitute airflow value.",
    problem: "obd/p0102-p0103-maf-circuit",
  },
  {
    code: "P0103",
    meaning:
      "The MAF signal went above the highest value the sensor should produce for that engine speed, as if far more air were flowing than the engine can swallow. A signal wire shorted to voltage, a poor sensor ground lifting the whole signal, or failed electronics inside the sensor are the causes. The engine may run rich, with black smoke and poor economy.",
    problem: "obd/p0102-p0103-maf-circuit",
  },
  {
    code: "P0104",
    meaning:
      "The MAF signal dropped out or jumped for moments and then came back, faster than airflow can really change. A connector that is loose or has spread terminals, a wire broken inside its insulation where the harness flexes with engine movement, or a failing sensor are the causes. Watch the g/s reading while wiggling the harness and tapping the sensor.",
    problem: "obd/p0102-p0103-maf-circuit",
  },
  // Manifold and barometric pressure, and airflow correlation
  {
    code: "P0105",
    meaning:
      "A general fault in the MAP sensor circuit: the signal went missing or outside the range the PCM accepts, without being classed high or low. On many engines the MAP sensor also gives the baro reading at key-on, so both are affected. Check the 5 V reference, the ground and the connector before the sensor.",
    problem: "obd/p0106-p0108-map-sensor",
  },
  {
    code: "P0106",
    meaning:
      "The MAP reading is electrically valid but implausible: not close to baro with the engine stopped, not matching what throttle and rpm predict at idle, or not changing as load changes. A cracked, collapsed or plugged hose to a remote sensor is the common cause; a drifting sensor or a real low-vacuum engine (restricted exhaust, late cam timing) can set it too.",
    problem: "obd/p0106-p0108-map-sensor",
  },
  {
    code: "P0107",
    meaning:
      "The MAP signal fell close to 0 V, which the PCM reads as very high vacuum, even with the engine running or stopped. A 5 V reference open or shorted to ground, a signal wire grounded or a failed sensor causes it. On speed-density engines with no MAF the PCM then underestimates load and fuels lean until it switches to a default value.",
    problem: "obd/p0106-p0108-map-sensor",
  },
  {
    code: "P0108",
    meaning:
      "The MAP signal rose close to the 5 V reference, reading as full atmospheric pressure or boost even at idle. An open sensor ground, a signal wire shorted to the reference or a failed sensor is the cause. The PCM thinks the engine is under heavy load, so a speed-density engine may run rich, smoke black and idle roughly.",
    problem: "obd/p0106-p0108-map-sensor",
  },
  {
    code: "P0068",
    meaning:
      "The airflow the PCM predicts from throttle angle, rpm, baro and air temperature disagreed with the airflow it measured through the MAF or worked out from MAP. GM treats it as a throttle fault and commands Reduced Engine Power; Honda flags a ratio outside about 0.7–1.3. A large leak after the throttle, a carboned throttle body, a clogged air filter or a skewed MAF or MAP are the usual causes.",
    problem: "obd/p0068-airflow-throttle-correlation",
  },
  {
    code: "P0069",
    meaning:
      "With the engine stopped, manifold pressure has to equal the outside air pressure, so the PCM compared MAP with its barometric sensor (built into the PCM on many Honda and Toyota engines) and found them too far apart; Mitsubishi's limit is 9 kPa (2.7 inHg) for 2 seconds. A drifting MAP sensor or a plugged port or hose is usual, and on diesels soot in the boost sensor port.",
    problem: "obd/p0106-p0108-map-sensor",
  },
  // Intake air temperature
  {
    code: "P0110",
    meaning:
      "A general fault on the intake air temperature sensor 1 circuit: the signal went missing or out of its usable range without being classed high or low. IAT1 usually sits in the MAF housing or the air box, so a connector left loose after filter service is the first suspect, then a broken wire or a failed thermistor. The PCM substitutes a default air temperature.",
    problem: "obd/p0112-p0113-iat-sensor",
  },
  {
    code: "P0111",
    meaning:
      "The IAT1 reading is electrically valid but implausible: after a cold soak it disagreed with coolant temperature and other temperature sensors by more than the allowed margin, or it did not change as expected while driving. A skewed thermistor, a sensor moved next to engine heat by an aftermarket intake, or the wrong sensor are the usual causes.",
    problem: "obd/p0112-p0113-iat-sensor",
  },
  {
    code: "P0112",
    meaning:
      "The IAT1 signal voltage dropped close to 0 V, which the PCM reads as extremely hot air, around 300 °F. A thermistor shorted inside or a signal wire chafed to ground causes it. The PCM substitutes a default temperature, so driving is mostly normal; cold starts can be harder because it no longer sees how cold the air is.",
    problem: "obd/p0112-p0113-iat-sensor",
  },
  {
    code: "P0113",
    meaning:
      "The IAT1 signal rose to the PCM's 5 V pull-up, read as about −40 °F: the circuit is open. A connector not clicked home after an air filter or intake job is the classic cause, then a broken wire or a sensor open inside. Unplugging the sensor reproduces the reading exactly, which is a quick way to confirm the PCM side is healthy.",
    problem: "obd/p0112-p0113-iat-sensor",
  },
  {
    code: "P0097",
    meaning:
      "Intake air temperature sensor 2, usually in the charge pipe after the intercooler or inside a combined boost-and-temperature sensor, sent a voltage near 0 V, read as scorching air. A signal wire shorted to ground or a shorted thermistor is the cause. The PCM may pull timing or boost for heat that is not there until it switches to a default value.",
    problem: "obd/p0095-p0099-iat2-sensor",
  },
  {
    code: "P0098",
    meaning:
      "The IAT2 signal sat at the top of its range, read as about −40 °F, meaning the circuit is open. A connector left off or loose after charge-pipe or intercooler work, a broken wire or an open sensor is the cause; on a combined boost-and-temperature sensor an open shared ground also sets a boost or MAP high code alongside it.",
    problem: "obd/p0095-p0099-iat2-sensor",
  },
  // Coolant temperature and thermostat
  {
    code: "P0115",
    meaning:
      "A general fault in the engine coolant temperature sensor circuit: the PCM saw a signal that was missing or outside its usable range without classing it high or low. It then substitutes a default temperature and on most cars runs the radiator fans full-time to protect the engine. Check the connector and its lock first; heat makes them brittle.",
    problem: "obd/p0117-p0118-ect-sensor",
  },
  {
    code: "P0116",
    meaning:
      "The coolant temperature reading is electrically valid but does not make sense: after a cold soak it disagreed with intake air temperature by more than the allowed margin, or it warmed faster or slower than the PCM's model, or it jumped. A drifted sensor, low coolant leaving the sensor in air or steam, or a thermostat problem can all set it.",
    problem: "cooling-system/ect-sensor-false-reading",
  },
  {
    code: "P0117",
    meaning:
      "The ECT signal voltage fell close to 0 V, which the PCM reads as a boiling engine, often shown as 280–300 °F. A signal wire shorted to ground or a sensor shorted inside is the cause. Fans run full-time, and because the PCM fuels for a hot engine, cold starts become long and lean until the fault is found.",
    problem: "obd/p0117-p0118-ect-sensor",
  },
  {
    code: "P0118",
    meaning:
      "The ECT signal rose to the 5 V pull-up, read as about −40 °F, so the circuit is open: a connector with a broken lock or corroded pins, a broken wire or a sensor open inside. The PCM fuels as if the engine were freezing, which shows up as a rich smell, black smoke and hard warm starts, and most cars run the fans full-time as a fail-safe.",
    problem: "obd/p0117-p0118-ect-sensor",
  },
  {
    code: "P0119",
    meaning:
      "The coolant temperature signal jumped or dropped out faster than coolant can really change temperature. Loose or corroded connector terminals, coolant seeping into the connector, a wire broken inside its insulation, or an air pocket that lets the sensor flick between coolant and steam are the usual causes. Watch the PID while moving the harness on a warm engine.",
    problem: "cooling-system/ect-sensor-false-reading",
  },
  {
    code: "P0125",
    meaning:
      "After a start, the coolant temperature did not reach the level the PCM needs before it will enter closed-loop fuel control, within the time it allows for the start-up temperature and how the car was driven. A thermostat stuck open is the usual reason, then a coolant sensor reading low or low coolant; it sets most in cold weather and often alongside P0128.",
    problem: "obd/p0128-coolant-below-thermostat-temp",
  },
  {
    code: "P0126",
    meaning:
      "The coolant did not reach, or did not stay at, the temperature the PCM needs for stable operation of its fuel control and monitors within the expected warm-up time. It is close kin to P0125 and P0128, and the same things set it: a thermostat stuck open first, then a skewed coolant sensor, low coolant or fans running from a cold start.",
    problem: "obd/p0128-coolant-below-thermostat-temp",
  },
  {
    code: "P0128",
    meaning:
      "The thermostat monitor found the coolant still below the thermostat's regulating temperature after the warm-up time the PCM allowed, worked out from the start-up temperature and the load and airflow since. In practice the thermostat is stuck partly open; a sensor reading 20–30 °F low or fans running all the time are the alternatives, and the code sets mostly in winter.",
    problem: "obd/p0128-coolant-below-thermostat-temp",
  },
  {
    code: "P0217",
    meaning:
      "The coolant or cylinder-head temperature went past the PCM's over-temperature limit, well above the normal 195–220 °F band. Many cars also cut the A/C or reduce power, and Fords with a head temperature sensor can shut off cylinders in turn to cool the engine. Treat it as a real overheat caused by low coolant, a dead fan, a stuck thermostat, a failing pump or a head gasket until proven otherwise.",
    problem: "cooling-system/p0217-overheat-warning-code",
  },
  {
    code: "P0597",
    meaning:
      "The PCM commanded the heater inside a map-controlled (electrically heated) thermostat and saw the circuit open. The heating element in the wax pellet burning open is common on BMW six-cylinders such as the N52, N54 and N55 and on some VW and Audi engines; a two-pin connector corroded by seeping coolant is the other cause. The thermostat still opens on coolant heat alone.",
    problem: "cooling-system/heated-thermostat-circuit-fault",
  },
  {
    code: "P0598",
    meaning:
      "The thermostat heater control circuit read low: the line between the heated thermostat and the PCM is pulled toward ground, as with a chafed wire or a heater shorted to the housing, so the heater may be on whenever the engine runs. The engine then runs cooler than the PCM intends at light load; measure the heater and check the control wire for a short to ground.",
    problem: "cooling-system/heated-thermostat-circuit-fault",
  },
  {
    code: "P0599",
    meaning:
      "The thermostat heater control circuit read high: voltage stayed on the control line when the PCM switched the heater on, pointing to a control wire shorted to a 12 V circuit or a heater element shorted inside the thermostat. The heater cannot work, so the engine runs warmer than intended under load; the thermostat assembly is replaced if the element is shorted.",
    problem: "cooling-system/heated-thermostat-circuit-fault",
  },
  {
    code: "P2181",
    meaning:
      "The PCM predicted how the coolant temperature should rise from its start-up value, outside temperature and driving, and the ECT reading strayed too far from that model; Chrysler's 3.6 L logic, for example, sets it when the temperature changes too slowly or too quickly. A thermostat stuck open is most common, then low coolant or air, fans running from cold or a skewed sensor.",
    problem: "cooling-system/p2181-cooling-system-performance",
  },
];
