import type { CodeAnswer } from "../schema";

export const answers: CodeAnswer[] = [
  // Catalyst efficiency
  {
    code: "P0420",
    meaning:
      "The catalyst monitor compares the oxygen sensor behind the bank 1 converter with the one ahead of it once the engine is warm and cruising steadily. A converter with good oxygen storage keeps the rear signal fairly flat; P0420 sets when the rear sensor starts copying the front one's swings, or on cars with air-fuel ratio sensors when measured storage falls below the calibrated limit. It judges converter efficiency, not a sensor circuit, so exhaust leaks and misfires come off the list first.",
    problem: "obd/p0420-catalyst-efficiency-bank-1",
  },
  {
    code: "P0421",
    meaning:
      "P0421 judges only the first brick on bank 1: the small close-coupled (warm-up) catalyst mounted near the exhaust manifold so it lights off within the first minute after a cold start. It sets when the oxygen sensor directly behind that brick switches almost as fast as the one ahead of it, showing the brick's oxygen storage is gone. Because it takes the hottest exhaust, a misfire or oil burning usually ruins it before anything downstream.",
    problem: "obd/p0420-catalyst-efficiency-bank-1",
  },
  {
    code: "P0430",
    meaning:
      "Bank 2 is the side of a V6, V8 or flat engine that does not carry cylinder 1, and P0430 means its converter failed the efficiency test: warm, at steady cruise, the bank 2 rear oxygen sensor switched nearly as often as the bank 2 front sensor instead of holding steady. An engine whose two banks feed one shared converter cannot set it. A cracked bank 2 manifold or a lazy bank 2 rear sensor can mimic a dead converter.",
    problem: "obd/p0430-catalyst-efficiency-bank-2",
  },
  {
    code: "P0431",
    meaning:
      "The bank 2 twin of P0421: the close-coupled warm-up catalyst on the side without cylinder 1 has lost its oxygen storage, so the sensor right behind that first brick now switches almost like the one before it. Only V and flat engines whose makers test that front brick on its own can set it. A bank 2 cylinder that misfired or burned oil is the usual reason this brick dies while the bank 1 brick survives.",
    problem: "obd/p0430-catalyst-efficiency-bank-2",
  },

  // Misfire
  {
    code: "P0300",
    meaning:
      "The PCM counts a misfire whenever a cylinder's power stroke fails to speed the crankshaft up as it should, read through the crankshaft position sensor. P0300 means the misfires were spread over several cylinders, or could not be pinned to one, at a rate that would raise emissions past 1.5 times the standard over 1,000 revolutions, or heat the converter enough to damage it within 200, which flashes the lamp. Look first at what the cylinders share: air, fuel pressure, plugs.",
    problem: "obd/p0300-random-misfire",
  },
  {
    code: "P0301",
    meaning:
      "The misfire monitor saw cylinder 1's power stroke repeatedly fail to accelerate the crankshaft. Cylinder 1 is on bank 1, at the timing-chain or belt end of most engines; on GM and Chrysler V8s it is the front cylinder on the driver's side and one of the four that Active Fuel Management or MDS shuts off, so a collapsed deactivation lifter joins the coil, plug and injector on the suspect list there.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0302",
    meaning:
      "Misfires are being counted on cylinder 2, and where that is depends on the numbering. Inline engines and Ford V6 and V8 engines number the cylinders of one bank straight through, so cylinder 2 sits next to cylinder 1; GM and Chrysler V8s put odd numbers on the driver's side and even on the passenger side, which makes cylinder 2 the front cylinder of bank 2. Check the diagram before swapping coils, or the test lands on the wrong cylinder.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0303",
    meaning:
      "Cylinder 3 keeps failing to fire cleanly. On an inline four it is one of the two middle cylinders and, in the usual 1-3-4-2 firing order, fires second; on GM and Chrysler V8s it is second from the front on the driver's side; on a Ford V6 it closes out bank 1, and in transverse 3.5 L installs such as the Edge, Taurus and Explorer that bank sits against the firewall, where plug and coil work means removing the upper intake.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0304",
    meaning:
      "Cylinder 4 is the one missing. On an inline four it is the end cylinder farthest from the timing drive, next to the transmission; on GM and Chrysler V8s it is second on the passenger side and another Active Fuel Management or MDS cylinder, where a failed deactivation lifter causes a P0304 that no coil fixes; on Ford V6 engines it is the front cylinder of bank 2.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0305",
    meaning:
      "Only engines with five or more cylinders can set P0305, and the misfire it reports is on cylinder 5. That is the fifth from the front on an inline five or six, third from the front on the driver's side of a GM or Chrysler V8, the front cylinder of the driver's-side bank on a Ford modular or Coyote V8, and the middle of bank 2 on a Ford V6. Confirm it on the engine's diagram, then swap the coil to see whether the code follows.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0306",
    meaning:
      "The misfire counter for cylinder 6 is climbing. On an inline six (BMW, Jeep 4.0 L, GM 4.2 L Vortec) it is the rear cylinder, closest to the firewall; on a V6 it is usually the last cylinder of bank 2; on GM and Chrysler V8s it is third on the passenger side and one of the four cylinders that Active Fuel Management or MDS deactivates. Swap its coil with a neighbor's to see whether the code moves.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0307",
    meaning:
      "Cylinder 7 exists only on V8, V10 and V12 engines. On GM small-block and Chrysler Hemi V8s it is the rear cylinder on the driver's side and one of the four that cylinder deactivation shuts off, so a failed deactivation lifter is a suspect there; on Ford modular and Coyote V8s it is third on the driver's side, and on the Ford 6.8 L V10 second on that side. Coil, plug and injector checks then run as on any cylinder.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0308",
    meaning:
      "Cylinder 8 is misfiring, on a V8 or larger. GM and Chrysler V8s place it at the rear of the passenger side, against the firewall, where its coil and plug are the hardest on the engine to reach; Ford modular and Coyote V8s put it at the rear of the driver's side. On the Ford 6.8 L V10 it is the middle cylinder of the driver's bank. A coil swap with cylinder 6 or 7 is the quickest first test.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0309",
    meaning:
      "P0309 can only come from a V10 or V12. On the Ford 6.8 L Triton V10 in Super Duty trucks, E-Series vans and motorhome chassis it is the fourth cylinder on the driver's side, and that engine's early two-valve heads are known for blowing a spark plug out of its threads, which shows up as a misfire and a loud ticking. On a BMW V12, cylinders 7–12 make up bank 2, so cylinder 9 is the third cylinder of that bank.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0310",
    meaning:
      "A misfire on cylinder 10 means a V10 or V12. On the Ford 6.8 L V10 it is the rear cylinder of the driver's side; in E-Series vans that end of the engine is reached from inside the cab under the engine cover, which is why coil and plug work there takes longer than the part suggests. On a BMW V12 it is the fourth cylinder of bank 2.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0311",
    meaning:
      "Cylinder 11 exists only on twelve-cylinder engines, such as the BMW 760i and the Rolls-Royce models built on that V12, the Mercedes-Benz S600 and S65, and Ferrari, Aston Martin and Lamborghini V12s. On BMW's numbering it is the fifth cylinder of bank 2. With so many cylinders each misfire barely slows the crankshaft, so confirm the counts in Mode $06 and swap the coil before condemning anything else.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0312",
    meaning:
      "P0312 names the last cylinder of a V12: on BMW's numbering, the rear cylinder of bank 2, the side without cylinder 1. Misfire detection on twelve cylinders works from very small crankshaft speed changes, so a P0312 with no miss you can feel deserves a look at the counters before parts are bought; a real miss follows the same coil, plug, injector and compression checks as any other cylinder.",
    problem: "obd/p0301-p0306-single-cylinder-misfire",
  },
  {
    code: "P0316",
    meaning:
      "Misfires were counted during the first 1,000 crankshaft revolutions after the engine started, which is under a minute at a cold fast idle. The PCM keeps this startup window separate because cold-start misfires have their own causes: fuel that dripped from an injector into a cylinder overnight, coolant seeping in past a gasket, or carbon and worn plugs that can't light a cold, wet charge. A cylinder code (P0301–P0312) set with it names the cylinder.",
    problem: "four-stroke/misfire-first-minute-after-cold-start",
  },

  // Fuel trim
  {
    code: "P0170",
    meaning:
      "Bank 1's fuel trim went past the correction the PCM is allowed to make, and the code does not say which way. Some manufacturers use P0170 instead of separate lean (P0171) and rich (P0172) codes, and on an inline engine bank 1 is the whole engine. The freeze frame gives the direction: short- plus long-term trim far positive means the engine was lean, far negative means rich, and the rpm and load show whether it happened at idle or under load.",
    problem: "fuel-system/fuel-trim-code-no-lean-or-rich",
  },
  {
    code: "P0173",
    meaning:
      "P0173 is a fuel trim fault on bank 2, the side of a V6, V8 or flat engine without cylinder 1, with no lean or rich in the name. If bank 1's trims were normal in the freeze frame, the cause is confined to that side: an intake gasket or vacuum fitting feeding the bank 2 runners, bank 2 injectors, or an exhaust leak ahead of the bank 2 upstream sensor. If both banks were off in the same direction, look for something they share instead.",
    problem: "fuel-system/fuel-trim-code-no-lean-or-rich",
  },
  {
    code: "P0171",
    meaning:
      "Bank 1 reached its lean-correction limit: the PCM kept adding fuel, with short- plus long-term trim stuck at its positive ceiling (often around +25%), and the upstream sensor on the cylinder 1 side still reported lean. The engine is getting air the MAF did not measure, too little fuel, or a false lean signal from an exhaust leak ahead of that sensor. On an inline four or six, bank 1 is the whole engine.",
    problem: "obd/p0171-lean-bank-1",
  },
  {
    code: "P0172",
    meaning:
      "Bank 1 ran out of room to take fuel away: trims sat at their negative limit (commonly around −20 to −25%) while the upstream sensor on the cylinder 1 side still read rich. Fuel is arriving that the PCM did not command, from a leaking injector, a torn regulator diaphragm, a purge valve stuck open or gasoline-diluted oil venting through the PCV, or a MAF over-reporting airflow is making it inject too much.",
    problem: "obd/p0172-p0175-system-too-rich",
  },
  {
    code: "P0174",
    meaning:
      "Bank 2, the side of a V engine without cylinder 1, hit its positive fuel-trim limit and its upstream sensor still saw a lean mixture. Set alone, with bank 1 trims normal, it points to something feeding only that side: an intake gasket on the bank 2 runners, a broken exhaust manifold stud ahead of the bank 2 sensor, or restricted bank 2 injectors. Set together with P0171, the cause is shared, such as the MAF, a plenum leak or fuel pressure.",
    problem: "obd/p0174-lean-bank-2",
  },
  {
    code: "P0175",
    meaning:
      "The PCM has trimmed bank 2 as lean as it is allowed and the upstream sensor on the side without cylinder 1 still reports rich. When bank 1 is normal, suspect a leaking injector on bank 2, since one dripping injector pulls only its own bank's trim; when P0172 sets too, the extra fuel comes from something both banks share, such as the pressure regulator, the purge valve or an over-reading MAF.",
    problem: "obd/p0172-p0175-system-too-rich",
  },
  {
    code: "P2187",
    meaning:
      "A lean fault the PCM sees only in its idle range on bank 1: trims hit their positive limit at idle but stay acceptable once airflow rises. At idle the engine draws so little air that a small unmetered leak is a large share of the total, so a cracked PCV hose, a leaking intake gasket, a brake booster line or a torn breather diaphragm is the classic cause. Trims that fall back toward 0% at 2,500 rpm confirm it.",
    problem: "obd/p0171-lean-bank-1",
  },
  {
    code: "P2188",
    meaning:
      "Bank 1's trims reached their rich-side limit only at idle, where the engine uses so little fuel that a small uncommanded supply overwhelms the mixture. A purge valve leaking canister vapor into the intake, an injector dripping between pulses, or fuel pulled through a torn regulator diaphragm by high idle vacuum are the usual sources; trims that return to normal as rpm rises confirm a small, steady fuel leak rather than a metering fault.",
    problem: "obd/p0172-p0175-system-too-rich",
  },
  {
    code: "P2189",
    meaning:
      "Bank 2 went lean past its correction limit, but only at idle. A leak that feeds only the bank 2 runners, such as the intake gasket on that side, or an exhaust manifold leak ahead of the bank 2 upstream sensor, which draws the most outside air at low exhaust flow, fits this pattern. If P2187 sets too, the leak is somewhere common to both banks, like the plenum, the throttle body gasket or a PCV hose.",
    problem: "obd/p0174-lean-bank-2",
  },
  {
    code: "P2190",
    meaning:
      "Bank 2 hit its rich limit at idle only. On its own, the usual cause is a bank 2 injector leaking between pulses, which matters most at idle when commanded fuel is smallest; with P2188 as well, look at the supply both banks share: a purge valve stuck partly open, a regulator diaphragm passing fuel into its vacuum line, or a fuel-diluted crankcase venting through the PCV.",
    problem: "obd/p0172-p0175-system-too-rich",
  },
  {
    code: "P2096",
    meaning:
      "The rear (post-catalyst) oxygen sensor on bank 1 makes a slow outer-loop correction to the mixture the front sensor aims for. P2096 means that rear sensor kept reading lean until the correction reached its enrichment limit. Outside air entering near the rear sensor through a leaking flange or flex pipe is the common cause; an upstream sensor biased rich, which steers the engine truly lean, is the other.",
    problem: "obd/p2096-p2097-post-catalyst-fuel-trim",
  },
  {
    code: "P2097",
    meaning:
      "Bank 1's rear oxygen sensor kept reporting rich, and the post-catalyst trim that shifts the front sensor's target ran to its lean limit trying to fix it. An upstream sensor that reads lean makes the PCM run the engine rich for real; a converter losing its oxygen storage passes rich swings straight to the rear sensor; a rear sensor fouled by oil or coolant can stick high. It often arrives shortly before P0420.",
    problem: "obd/p2096-p2097-post-catalyst-fuel-trim",
  },
  {
    code: "P2098",
    meaning:
      "The bank 2 version of P2096: the rear sensor behind the converter on the side without cylinder 1 reads lean, and the outer-loop correction for that bank has run out of enrichment. Because only that bank's sensors are involved, look on that side for an exhaust leak at the manifold, the Y-pipe joint or the flange near the rear sensor, and compare its front sensor's response with bank 1's.",
    problem: "obd/p2096-p2097-post-catalyst-fuel-trim",
  },
  {
    code: "P2099",
    meaning:
      "Bank 2's post-catalyst trim ran out of lean correction because the rear sensor on the side without cylinder 1 stayed rich. The suspects sit on that side: a bank 2 upstream sensor biased lean, a bank 2 converter that no longer stores oxygen (P0430 often follows), or a bank 2 rear sensor contaminated by oil or coolant. With bank 1 clean, the fault is confined to bank 2.",
    problem: "obd/p2096-p2097-post-catalyst-fuel-trim",
  },

  // EVAP
  {
    code: "P0440",
    meaning:
      "P0440 is the EVAP system's general fault: the PCM ran its self-test of the sealed fuel tank, charcoal canister, purge valve and vent valve and found a problem it does not label more narrowly, most often a leak. Older designs set it where newer ones name the leak size (P0442, P0455, P0456) or the failed valve. Start at the gas cap and filler neck, then let the freeze frame and any companion EVAP codes steer the smoke test.",
    problem: "obd/p0455-large-evap-leak",
  },
  {
    code: "P0441",
    meaning:
      "The PCM opened the purge valve and looked for proof that vapor was flowing: tank vacuum building on the fuel tank pressure sensor, or fuel trims and idle airflow shifting as vapor arrived. It saw too little change, or change when the valve should have been shut. A purge valve stuck shut or open, a split or kinked purge hose, or a canister flooded with liquid fuel from topping off explains it.",
    problem: "obd/p0441-evap-incorrect-purge-flow",
  },
  {
    code: "P0442",
    meaning:
      "During the leak test the vent valve closed to seal the tank and canister, and the trapped vacuum or pressure decayed faster than a sealed system allows, at a rate matching a hole about 0.040 inch (1 mm) across. A leak that size can't be smelled or heard: a gas cap seal gone hard, a cracked hose or quick-connector near the tank, or a canister seam. A smoke machine finds it faster than eyes do.",
    problem: "obd/p0442-small-evap-leak",
  },
  {
    code: "P0443",
    meaning:
      "The PCM watches the purge valve's control wire: it expects battery voltage there, arriving through the coil from the fused feed, while its driver is off, and near 0 V while the driver switches on. P0443 means it saw something else. An open coil, a blown feed fuse, a corroded connector or a chafed wire breaks that pattern; whether vapor actually flows is judged separately by P0441, P0496 and P0497.",
    problem: "fuel-system/evap-purge-valve-circuit-code",
  },
  {
    code: "P0446",
    meaning:
      "P0446 flags the canister vent valve: either its control circuit misbehaved or, on GM vehicles and some others, the vent did not act as commanded, for example tank vacuum building during purge while the vent should have been open, which means the vent path is blocked. A vent valve or fresh-air filter packed with mud, insects or charcoal, or a corroded frame-mounted valve, is the usual find, and slow fills at the pump often come with it.",
    problem: "obd/p0446-p0449-evap-vent-valve",
  },
  {
    code: "P0449",
    meaning:
      "An electrical fault in the vent valve's control circuit: the PCM saw an open circuit, or a voltage that doesn't match its command, on the vent solenoid wire. The solenoid usually sits at the canister or on the frame rail near the tank, right in the road spray, so a corroded connector or an open coil (most read roughly 20–30 ohms) is common, along with a missing ignition feed or a wire chafed on the frame.",
    problem: "obd/p0446-p0449-evap-vent-valve",
  },
  {
    code: "P0450",
    meaning:
      "The fuel tank pressure sensor's circuit has a fault the PCM does not sort into low, high or implausible: the signal is missing, erratic or outside the band the sensor uses. This three-wire 5 V sensor on the tank, pump module or canister reads pressures of a few inches of water, the tiny swings every EVAP leak test depends on, so those tests cannot run until the circuit is fixed.",
    problem: "obd/p0451-p0453-fuel-tank-pressure-sensor",
  },
  {
    code: "P0451",
    meaning:
      "The tank pressure sensor's voltage is within its electrical limits but the reading makes no sense. It may not sit near 0 in. H2O with the vent open and the cap off, may not move when purge pulls vacuum on the sealed tank, or may jump around when nothing is changing. A drifting sensor, liquid fuel or debris in a remote sensor's hose, or a blocked sensing port is more likely than a wiring break.",
    problem: "obd/p0451-p0453-fuel-tank-pressure-sensor",
  },
  {
    code: "P0452",
    meaning:
      "The tank pressure sensor's signal dropped below the lowest voltage the PCM accepts, close to 0 V, which no real tank pressure produces. Something is pulling the signal down: a signal wire shorted to ground, the loss of the 5 V reference (often shared with other sensors, which then set codes too), or a failed sensor. Measure the reference at the connector before replacing anything on the tank.",
    problem: "obd/p0451-p0453-fuel-tank-pressure-sensor",
  },
  {
    code: "P0453",
    meaning:
      "The tank pressure sensor's signal is stuck at or near the 5 V reference, above the highest voltage the PCM accepts. An open sensor ground, a signal wire shorted to the reference or to another voltage, or a failed sensor does this, and corroded pins at a connector on top of the tank are a likely spot. Check the ground side first: an open ground alone can send the signal high.",
    problem: "obd/p0451-p0453-fuel-tank-pressure-sensor",
  },
  {
    code: "P0455",
    meaning:
      "The leak test could not build or hold any meaningful vacuum or pressure in the sealed system: the gross-leak result, equivalent to an opening larger than about 0.040 inch. A cap left off or not clicked, a disconnected hose, a rusted filler neck lip or a vent valve stuck open are typical. Some PCMs also log it when the purge valve never opens, because the test vacuum never develops.",
    problem: "obd/p0455-large-evap-leak",
  },
  {
    code: "P0456",
    meaning:
      "The finest leak test failed: with the system sealed, the PCM measured a leak equal to a hole about 0.020 inch (0.5 mm) across. Many newer designs run this test hours after the engine is shut off, using the natural vacuum that forms as the tank cools or a small leak-detection pump, which is why it often sets after overnight parking. Pinholes at a hose connector O-ring, a canister seam or the vent valve seal are typical.",
    problem: "obd/p0456-very-small-evap-leak",
  },
  {
    code: "P0457",
    meaning:
      "A large EVAP leak found right after the fuel level rose, which is how many PCMs infer that the cap was left loose or off at the last fill-up; many vehicles also show a Check Fuel Cap message. Clicking the cap tight, or cleaning and checking the flap on a capless filler, normally clears it once the EVAP test passes over the next few drives. If it returns with the cap secure, treat it like P0455.",
    problem: "fuel-system/check-fuel-cap-light-after-fill-up",
  },
  {
    code: "P0496",
    meaning:
      "With the purge valve commanded shut, the PCM saw vacuum develop in the fuel tank anyway, usually at the start of the EVAP test when the vent valve closes. That proves the purge valve leaks intake vacuum into the canister and tank, which also draws vapor or even liquid fuel into the engine; the telltale symptom is a long crank or stall right after refueling.",
    problem: "obd/p0496-evap-flow-during-non-purge",
  },
  {
    code: "P0497",
    meaning:
      "With purge commanded open, some flow arrived but less than expected: tank vacuum rose too slowly or the fuel trims barely moved. Low rather than no flow points to a partly blocked path, such as a kinked or collapsed purge line, a valve that opens only partway, a canister clogged with loose charcoal or fuel, or on turbocharged engines a stuck check valve in the boost-side purge path.",
    problem: "obd/p0441-evap-incorrect-purge-flow",
  },

  // Fuel pressure and pump
  {
    code: "P0087",
    meaning:
      "Actual fuel rail pressure stayed below the pressure the PCM commanded by more than its allowed margin for longer than allowed. It appears on engines with a rail pressure sensor: gasoline direct injection, diesels, and returnless port systems whose pump speed is set by a driver module. The high-pressure pump can only multiply the supply it receives, so the low-pressure side must be proven good before the expensive pump is condemned.",
    problem: "obd/p0087-fuel-rail-pressure-low",
  },
  {
    code: "P0088",
    meaning:
      "The rail pressure sensor reported more pressure than the PCM commanded, or more than the system's maximum. The PCM lowers pressure mainly by cutting the pump's delivery, so overshoot means its control valve is sticking or ignoring commands, and it shows most when the throttle snaps shut. A sensor that reads high sets the same code with no real overpressure: a rail that has sat overnight should read near zero or lift-pump pressure, and one claiming more gives the sensor away.",
    problem: "fuel-system/rail-pressure-too-high-regulator-fault",
  },
  {
    code: "P0089",
    meaning:
      "The fuel pressure regulator was commanded to a setting that should produce the desired rail pressure, and pressure did not follow: it overshot, fell short or oscillated around the target. On gasoline DI the regulator is the volume control solenoid on the high-pressure pump; on many diesels it is the inlet metering valve on the Bosch pump. With the circuit testing sound (a circuit fault would be P0090), a valve worn, varnished or jammed by dirty fuel is the suspect.",
    problem: "fuel-system/rail-pressure-too-high-regulator-fault",
  },
  {
    code: "P0190",
    meaning:
      "A general fault in the fuel rail pressure sensor circuit: the signal is missing or impossible, without the PCM calling it low, high or out of range. The sensor is a three-wire 5 V part on the rail (reference, ground, signal), and its reading is what the PCM uses to run the pump, so a bad signal can mean stalling, hard starts or limp mode. Test the three wires at the connector before replacing the sensor.",
    problem: "obd/p0191-p0193-fuel-rail-pressure-sensor",
  },
  {
    code: "P0191",
    meaning:
      "The rail pressure signal is within its voltage limits but disagrees with what the system should be doing: it reads pressure on a rail that has bled down, fails to rise when the pump primes or the engine starts, or strays from commanded pressure while the engine runs normally. Sensor drift is the usual cause, but a real pressure problem reported honestly also sets it, so compare with a mechanical gauge where the system allows one.",
    problem: "obd/p0191-p0193-fuel-rail-pressure-sensor",
  },
  {
    code: "P0192",
    meaning:
      "The rail pressure sensor's signal fell below the lowest voltage the PCM accepts, under the roughly 0.5 V a healthy sensor sends at zero pressure. A signal wire shorted to ground, a lost 5 V reference (check for other sensor codes on the same reference) or an internally failed sensor pulls it down. The PCM then runs the pump on a default strategy, so expect reduced power or stalling until it is fixed.",
    problem: "obd/p0191-p0193-fuel-rail-pressure-sensor",
  },
  {
    code: "P0193",
    meaning:
      "The signal from the rail pressure sensor went above the highest voltage the PCM accepts, near the 5 V reference and beyond any pressure the system can make. An open ground, a signal wire shorted to the reference or to battery voltage, or a failed sensor is behind it; oil or fuel wicking into the connector can do the same. Check ground and reference at the connector before buying the sensor.",
    problem: "obd/p0191-p0193-fuel-rail-pressure-sensor",
  },
  {
    code: "P0230",
    meaning:
      "The PCM switches the fuel pump relay, or commands a fuel pump driver module, through a low-current control circuit, the pump's primary circuit, and P0230 means it saw an open or short there: an open relay coil, a broken or chafed wire, or a corroded terminal. The high-current pump feed is not what this code watches, but with the control side dead the pump never runs, so a stall or crank-no-start usually comes with it.",
    problem: "obd/p0627-p0230-fuel-pump-control-circuit",
  },

  // Injector circuits
  {
    code: "P0201",
    meaning:
      "The PCM's driver for the cylinder 1 injector saw a circuit fault, most often an open: no current flows when it grounds the control wire and no voltage spike appears when it lets go. With no working circuit the injector stays shut and cylinder 1 gets no fuel, so a P0301 misfire usually sets alongside. Injector coil resistance and the harness between injector and PCM are the first checks.",
    problem: "fuel-system/injector-circuit-dead-cylinder",
  },
  {
    code: "P0202",
    meaning:
      "Cylinder 2's injector circuit failed the PCM's check, usually an open winding or a broken wire, and cylinder 2 has gone dead, with P0302 normally set too. Find cylinder 2 on the numbering diagram first: on GM and Chrysler V8s it is the front of the passenger-side bank, on inline and Ford engines it is next to cylinder 1. A noid light at its connector then tells wiring from injector.",
    problem: "fuel-system/injector-circuit-dead-cylinder",
  },
  {
    code: "P0203",
    meaning:
      "The driver for injector 3 sees a fault in that circuit, almost always an open: a winding broken inside the injector, a spread connector terminal or a wire cracked under the intake. A high-impedance port injector that measures open instead of roughly 11–16 ohms settles it. On Ford's transverse 3.5 L V6, cylinder 3 sits on the rear bank under the intake plenum, which adds labor to the harness inspection.",
    problem: "fuel-system/injector-circuit-dead-cylinder",
  },
  {
    code: "P0204",
    meaning:
      "The PCM reports a fault on the circuit that fires the cylinder 4 injector, usually an open, with a cylinder 4 misfire following. On an inline four that injector and its connector sit at the transmission end of the rail, and on GM and Chrysler V8s it is second on the passenger side. Compare its resistance with the injector next to it; a matching reading sends you to the harness and the connector.",
    problem: "fuel-system/injector-circuit-dead-cylinder",
  },
  {
    code: "P0205",
    meaning:
      "Only engines with five or more cylinders have a fifth injector, and P0205 says its circuit failed the PCM's check, usually open. On a Ford V8 that is the front injector of the driver's-side bank, on GM and Chrysler V8s the third on the driver's side, and on an inline six the fifth from the front. Expect P0305 with it, and check for a pulse with a noid light before replacing the injector.",
    problem: "fuel-system/injector-circuit-dead-cylinder",
  },
  {
    code: "P0206",
    meaning:
      "The cylinder 6 injector circuit has an open or another fault the driver detects, leaving cylinder 6 without fuel. On an inline six that injector sits at the rear, near the firewall, where engine heat collects and the connector is hard to see; on GM and Chrysler V8s it is third on the passenger side. Measure the injector, then check the wire from its connector to the PCM pin.",
    problem: "fuel-system/injector-circuit-dead-cylinder",
  },
  {
    code: "P0207",
    meaning:
      "P0207 appears only on V8 and larger engines: the PCM found the cylinder 7 injector circuit open or otherwise faulted. On GM and Chrysler V8s that is the rear of the driver's side, on Ford V8s the third injector on the driver's bank, and on the Ford 6.8 L V10 the second on that bank. A broken wire at the back of the intake, out of sight, is as likely as a dead injector, so flex the harness while measuring.",
    problem: "fuel-system/injector-circuit-dead-cylinder",
  },
  {
    code: "P0208",
    meaning:
      "The PCM's check of the cylinder 8 injector circuit failed, usually an open. Cylinder 8 is at the rear of the passenger side on GM and Chrysler V8s and at the rear of the driver's side on Ford V8s, close to the firewall, where rodent damage and heat-brittle harness tape hide. Compare its resistance with cylinder 7's injector and look for a pulse with a noid light.",
    problem: "fuel-system/injector-circuit-dead-cylinder",
  },
  {
    code: "P0261",
    meaning:
      "The voltage on cylinder 1's injector control wire stayed lower than the PCM expects while its driver was off. The classic cause is that wire rubbed through to engine ground; on a port-injected engine that opens the injector whenever its feed is live, so cylinder 1 can fill with fuel. Some PCMs also set it for an open feed or coil. Check for fuel in cylinder 1 before cranking again.",
    problem: "fuel-system/injector-circuit-low-cylinder-flooding",
  },
  {
    code: "P0264",
    meaning:
      "Cylinder 2's injector control wire reads low: near ground when the PCM's driver is off and the wire should sit at battery voltage. A chafed wire touching metal holds a port injector open and floods cylinder 2, while an open feed or injector coil reads the same way on some PCMs. A noid light glowing steadily with the key on and the engine not cranking proves the grounded-wire case.",
    problem: "fuel-system/injector-circuit-low-cylinder-flooding",
  },
  {
    code: "P0267",
    meaning:
      "The PCM found the cylinder 3 injector control circuit low, meaning the wire is being pulled toward ground when it should not be. Look for insulation worn through where the harness crosses a bracket, the intake or the valve-cover edge near cylinder 3, then measure from the control wire to ground with the injector and PCM unplugged: anything but an open reading is a short.",
    problem: "fuel-system/injector-circuit-low-cylinder-flooding",
  },
  {
    code: "P0270",
    meaning:
      "Injector 4's control wire measured low with the driver off. On an inline four that wire runs to the injector at the transmission end of the engine; once bare and grounded it holds a port injector open, so cylinder 4 may be holding raw fuel and the oil may smell of gasoline. Pull the cylinder 4 plug and check the dipstick before the engine is run again.",
    problem: "fuel-system/injector-circuit-low-cylinder-flooding",
  },

  // Knock sensors
  {
    code: "P0325",
    meaning:
      "The PCM is not getting a usable signal from knock sensor A, the bank 1 sensor or the only one on many four-cylinder engines, and the fault is in the circuit rather than the engine. The piezo sensor produces a small AC voltage from block vibration, and the PCM looks for it in the window when the engine should be making noise; a flat or missing signal sets the code and makes the PCM retard spark timing as a precaution.",
    problem: "obd/p0325-p0330-knock-sensor-circuit",
  },
  {
    code: "P0326",
    meaning:
      "Knock sensor A sends a signal, but its strength falls outside what the PCM expects for the current rpm and load: too quiet for a running engine, or noisy beyond the normal background. A sensor that is loose or not torqued to spec, corrosion in the sub-harness that passes signal only intermittently, or a mechanical rattle near the sensor is typical. Timing is usually retarded while it is set, costing power and mileage.",
    problem: "obd/p0325-p0330-knock-sensor-circuit",
  },
  {
    code: "P0327",
    meaning:
      "The knock sensor A circuit reads below the lower limit the PCM accepts, a low-voltage or missing-signal condition on the bank 1 (or only) sensor. A broken or corroded sub-harness, a signal wire shorted to ground or a cracked sensor is behind it. On 1999–2006 GM 4.8 L and 5.3 L trucks the sensors sit in the engine valley under the intake, where coolant and water rot the harness, and P0327 commonly pairs with P0332.",
    problem: "obd/p0325-p0330-knock-sensor-circuit",
  },
  {
    code: "P0328",
    meaning:
      "Knock sensor A's circuit went above its upper limit, or the signal is larger than the engine should produce. That is either real heavy detonation or mechanical noise (low octane, carbon, a loose heat shield, a noisy lifter) hammering the sensor, or an electrical fault that drives the signal high, such as a wire shorted to voltage or a sensor of the wrong type. Rule out real knock before replacing the sensor.",
    problem: "obd/p0328-p0333-knock-sensor-high-input",
  },
  {
    code: "P0330",
    meaning:
      "Knock sensor B is the second sensor: the bank 2 sensor on most V engines, or the second sensor along the block on some inline engines. P0330 means the PCM sees no usable signal from it, a circuit fault rather than detonation. Because B is often buried beside A under the intake manifold, both sensors and their sub-harness are usually replaced together once the intake is off.",
    problem: "obd/p0325-p0330-knock-sensor-circuit",
  },
  {
    code: "P0332",
    meaning:
      "The bank 2 (sensor B) knock circuit is reading low: the signal is missing or pulled toward ground. A broken, chafed or coolant-corroded sub-harness, a cracked sensor or a short to ground causes it. On 1999–2006 GM 4.8 L and 5.3 L V8s it usually arrives with P0327, because both valley-mounted sensors and their wiring sit in the same wet spot under the intake.",
    problem: "obd/p0325-p0330-knock-sensor-circuit",
  },
  {
    code: "P0333",
    meaning:
      "Sensor B's circuit is reading above its upper limit, or the signal from bank 2 is much stronger than the PCM expects. Real detonation on that bank (a lean bank 2, carbon, overheating), a rattling heat shield or bracket on that side, or a wiring fault that pulls the signal high are the possibilities. Where the scan tool shows knock retard per cylinder, retard on bank 2 alone narrows the search to that side.",
    problem: "obd/p0328-p0333-knock-sensor-high-input",
  },

  // Boost
  {
    code: "P0234",
    meaning:
      "Boost measured by the charge-air (boost) pressure sensor rose above the PCM's target by more than the allowed margin, or past an absolute ceiling, for longer than allowed. To protect the pistons and head gasket the PCM cuts power, often in a sudden step. Something is keeping the wastegate or variable-geometry vanes from bleeding off exhaust energy: a split actuator hose, a stuck control solenoid or a seized flap.",
    problem: "turbo-supercharger/wastegate-stuck-closed-overboost",
  },
  {
    code: "P0299",
    meaning:
      "During a request for boost, such as a hard acceleration, actual boost stayed below desired by more than the allowed margin. Air is escaping between the compressor and the throttle (a cracked intercooler, coupler or hose), the wastegate is open when it should be closed, variable-geometry vanes are stuck open, or the turbo or supercharger itself has lost efficiency. A logged full-throttle pull shows how large the gap is and where it opens.",
    problem: "turbo-supercharger/slow-boost-leak-p0299",
  },
  {
    code: "P0236",
    meaning:
      "The boost sensor's signal is within its voltage limits but implausible: with the engine off it doesn't agree with barometric pressure and the MAP sensor, it doesn't rise when the turbo should be making boost, or it changes faster than air pressure can. An oil-fouled sensing port, a cracked housing or torn O-ring leaking charge air, or a drifting sensor is the usual cause.",
    problem: "turbo-supercharger/boost-pressure-sensor-fault",
  },
  {
    code: "P0237",
    meaning:
      "The boost pressure sensor's signal voltage fell below the lowest value the PCM accepts, lower than any real intake pressure produces. A signal wire shorted to ground, a lost 5 V reference (watch for codes on other sensors sharing it) or a failed sensor is behind it. The PCM stops trusting its boost reading and limits power until the circuit is repaired.",
    problem: "turbo-supercharger/boost-pressure-sensor-fault",
  },
  {
    code: "P0238",
    meaning:
      "The boost sensor's signal went above the highest voltage the PCM accepts, close to the 5 V reference. An open sensor ground, the signal wire shorted to the reference or a failed sensor causes it; oil from a leaking charge pipe getting into the connector can do the same. The PCM cannot control boost on a reading it doesn't trust, so it drops into reduced power.",
    problem: "turbo-supercharger/boost-pressure-sensor-fault",
  },
];
