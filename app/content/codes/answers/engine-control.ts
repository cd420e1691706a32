import type { CodeAnswer } from "../schema";

/** Written answers for engine-control codes: throttle and pedal, cam and crank, EGR, idle, fans, oil pressure, secondary air, glow plugs, DPF and SCR. */
export const answers: CodeAnswer[] = [
  // Throttle and accelerator pedal position, electronic throttle
  {
    code: "P0120",
    meaning:
      "Throttle position sensor A's circuit has a fault the engine computer cannot pin down as simply low or high: the signal for throttle blade angle is erratic, missing or out of range. On a cable throttle that sensor bolts to the throttle shaft; on an electronic throttle it is built into the throttle body, so the connector, the 5-volt reference and the body itself are the suspects.",
    problem: "obd/p0121-p0123-throttle-position-sensor",
  },
  {
    code: "P0121",
    meaning:
      "Throttle position sensor A works electrically, but its reading does not make sense against the other inputs: the module checks it against MAF or MAP airflow, engine speed and, on electronic throttles, sensor B. A reading that lags, jumps or sits at an angle that cannot produce the measured airflow sets it, most often from a worn spot in the track where the throttle spends most of its time.",
    problem: "obd/p0121-p0123-throttle-position-sensor",
  },
  {
    code: "P0122",
    meaning:
      "Throttle position sensor A's signal fell below the lowest voltage a closed throttle can produce, close to 0 V. The module reads that as an open signal wire (most modules pull that input low), a signal shorted to ground or a lost 5-volt reference, and on an electronic throttle it limits or shuts down throttle control until the signal returns.",
    problem: "obd/p0121-p0123-throttle-position-sensor",
  },
  {
    code: "P0123",
    meaning:
      "Throttle position sensor A's signal rose above the highest voltage a wide-open throttle can produce, near the 5-volt reference itself. It happens when the signal wire touches the reference or another voltage source, or when the sensor ground opens and the track floats up to reference; a worn track can also spike high at one blade angle.",
    problem: "obd/p0121-p0123-throttle-position-sensor",
  },
  {
    code: "P0221",
    meaning:
      "Throttle position sensor B, the second track inside an electronic throttle body, gives a voltage inside its range that no longer agrees with sensor A or with the airflow the engine is drawing. The module cannot tell which track is wrong, so it usually cuts power; worn tracks in the body, a poor connector pin or a sagging 5-volt reference is behind it.",
    problem: "obd/p2135-throttle-sensor-correlation",
  },
  {
    code: "P0222",
    meaning:
      "Throttle position sensor B's signal dropped below its valid range, the second track in the electronic throttle body reading close to 0 V. A signal wire shorted to ground, an open in that track's reference feed or a failed track inside the body sets it, and with only sensor A left to trust the module limits how far the throttle opens.",
    problem: "obd/p0121-p0123-throttle-position-sensor",
  },
  {
    code: "P0223",
    meaning:
      "Throttle position sensor B's signal went above its valid range, sitting near the 5-volt reference. An open sensor ground, a signal wire shorted to a voltage source or a damaged track in the throttle body causes it; expect reduced power until it is repaired, since the two throttle sensors can no longer check each other.",
    problem: "obd/p0121-p0123-throttle-position-sensor",
  },
  {
    code: "P2101",
    meaning:
      "The throttle motor's control loop is out of range: the module drives the DC motor in the electronic throttle body and compares the current and duty cycle it needs with how the blade actually moves. Too much effort for the movement, or a position error it cannot correct, points to carbon binding the blade, worn gears or motor brushes, or resistance in the motor wires.",
    problem: "obd/p2111-p2112-throttle-stuck",
  },
  {
    code: "P2111",
    meaning:
      "The electronic throttle blade stayed more open than commanded when the module asked it to close, as shown by the two throttle position sensors. Carbon or ice holding the blade, gears jamming or a motor too weak to pull it back are usual, and the module may cut fuel to limit rpm while the blade hangs open.",
    problem: "obd/p2111-p2112-throttle-stuck",
  },
  {
    code: "P2112",
    meaning:
      "The throttle blade stayed more closed than commanded when the module tried to open it. A sludge ring at the bore, a blade frozen shut after a cold wet night, or a weak motor with worn gears is typical, and the engine may stall at idle or barely answer the pedal because the blade cannot move past its stuck point.",
    problem: "obd/p2111-p2112-throttle-stuck",
  },
  {
    code: "P2119",
    meaning:
      "The electronic throttle body failed a mechanical check: the blade did not reach or hold the position the module expected, often during the key-on self-test when it looks for the blade at its spring-held rest position. That points to carbon or ice dragging on the blade, a weak return spring or worn gears in the body rather than to the wiring.",
    problem: "obd/p2111-p2112-throttle-stuck",
  },
  {
    code: "P0638",
    meaning:
      "The throttle actuator could not keep the blade where the module wanted it: the actual angle from the throttle position sensors stayed away from the desired angle by more than a set margin for longer than allowed. Some makers use this code where others set P2101 or P2119, and carbon in the bore, a tired motor or gear set, or motor wiring is behind it.",
    problem: "obd/p2111-p2112-throttle-stuck",
  },
  {
    code: "P2135",
    meaning:
      "The two throttle position sensors in the electronic throttle body disagree: the module converts each signal to a blade angle and flags them when they differ by more than a few percent at the same instant. It treats that as a safety fault and drops straight into reduced power; a glitch in one track, a loose pin or a sagging shared 5-volt reference usually causes it.",
    problem: "obd/p2135-throttle-sensor-correlation",
  },
  {
    code: "P2122",
    meaning:
      "Accelerator pedal position sensor D, the first of the two tracks in the pedal assembly, dropped below its valid voltage. A signal wire shorted to ground, an open in that track's own 5-volt reference or a worn spot in the track sets it, and the module then relies on track E alone and limits how far the throttle opens.",
    problem: "obd/p2122-p2138-accelerator-pedal-sensor",
  },
  {
    code: "P2123",
    meaning:
      "Accelerator pedal sensor D's signal went above its valid range, close to its 5-volt reference. An open ground on that track, the signal wire touching a voltage source, or a plug-in throttle booster feeding a bad signal causes it, and throttle response stays limited until both tracks read normally again.",
    problem: "obd/p2122-p2138-accelerator-pedal-sensor",
  },
  {
    code: "P2127",
    meaning:
      "Accelerator pedal sensor E, the second track in the pedal, fell below its valid voltage. Track E often runs at about half of track D or in the opposite direction, so its limits are its own; a short to ground, an open reference on that track or a worn pedal assembly sets it, and power is restricted.",
    problem: "obd/p2122-p2138-accelerator-pedal-sensor",
  },
  {
    code: "P2128",
    meaning:
      "Accelerator pedal sensor E's signal rose above its valid range, close to its supply voltage. Expect an open ground on that track, a signal wire shorted to voltage or a failing pedal assembly; the module falls back on track D and holds the engine to reduced power.",
    problem: "obd/p2122-p2138-accelerator-pedal-sensor",
  },
  {
    code: "P2138",
    meaning:
      "The two accelerator pedal tracks, D and E, each read inside their own range but no longer describe the same pedal position. The module scales both to percent of pedal travel and sets the code when they differ by more than its limit, which usually means a worn spot on one track inside the pedal or resistance at one pin of its connector.",
    problem: "obd/p2122-p2138-accelerator-pedal-sensor",
  },
  {
    code: "P2176",
    meaning:
      "The engine computer has not learned the throttle blade's minimum (closed) position, the baseline it uses to meter idle air. It relearns that position after a battery disconnect, a throttle body cleaning or a new throttle body, and sets the code when the learn never completed or the value it read fell outside the allowed window, as when carbon holds the blade off its stop.",
    problem: "engine-wont-start/idle-relearn-after-battery",
  },
  // Variable valve timing and engine position
  {
    code: "P0008",
    meaning:
      "The engine computer found both camshafts of bank 1 out of line with the crankshaft in the same direction, beyond a calibrated limit, after it had learned their positions. Used mostly by GM, on engines such as the 3.6 L V6 and the 2.4 L four, it points to the timing drive itself: a stretched chain, worn guides or a shifted crank reference rather than one phaser or sensor.",
    problem: "obd/p0016-p0017-crank-cam-correlation",
  },
  {
    code: "P0009",
    meaning:
      "Both camshafts on bank 2 of a V engine read misaligned with the crankshaft in the same direction, beyond the learned limit. GM's logic places that error at the bank 2 secondary chain and its idler sprocket or at the crank, so with P0008 also set the primary chain is the suspect, and alone the bank 2 secondary chain, guide or tensioner.",
    problem: "timing-system/gm-36-timing-chain-stretch",
  },
  {
    code: "P0010",
    meaning:
      "The engine computer found an open or short in the control circuit for the bank 1 intake (A) camshaft actuator, the oil control valve or VVT solenoid that steers oil to the phaser. It checks its driver's voltage and current when switching the valve, so a broken winding, an oil-soaked connector or a chafed wire sets it, and the intake cam stays at its default timing.",
    problem: "obd/p0010-p0020-vvt-solenoid-circuit",
  },
  {
    code: "P0011",
    meaning:
      "The bank 1 intake (A) camshaft was measured more advanced than commanded, or too slow to reach its target, for longer than the module allows. The actuator circuit tested good, so the fault is in what moves the cam: low or wrong-grade oil, a sticking oil control valve or clogged screen, or a phaser that leaks internally or will not lock.",
    problem: "obd/p0011-p0014-cam-timing-over-advanced",
  },
  {
    code: "P0012",
    meaning:
      "The bank 1 intake (A) camshaft stayed later than commanded: the module asked the phaser to advance and the cam sensor showed it hanging at or beyond its retarded rest position. A phaser that will not rotate, a spool stuck in the oil control valve, low oil pressure or a stretched chain that has already retarded the cam sets it.",
    problem: "obd/p0012-p0022-cam-timing-over-retarded",
  },
  {
    code: "P0013",
    meaning:
      "The control circuit of the bank 1 exhaust (B) camshaft actuator is open or shorted: the module's driver for the exhaust oil control valve did not see the voltage or current it expected when switching. A failed winding, oil in the connector or a damaged wire is behind it, and the exhaust cam sits at its default, usually fully advanced, position.",
    problem: "obd/p0010-p0020-vvt-solenoid-circuit",
  },
  {
    code: "P0014",
    meaning:
      "The bank 1 exhaust (B) camshaft was measured more advanced than commanded, or slow to follow its target. Exhaust phasers usually rest fully advanced, so this often means the phaser will not move away from home: oil too low or thin to shift it, a sticking oil control valve or screen, or a binding phaser vane.",
    problem: "obd/p0011-p0014-cam-timing-over-advanced",
  },
  {
    code: "P0015",
    meaning:
      "The bank 1 exhaust (B) camshaft sat later than the module commanded. Because exhaust phasers park fully advanced, a cam caught retarded means oil keeps feeding the retard side through a sticking oil control valve, the phaser cannot hold against cam drag on low oil pressure, its assist spring or lock pin is worn, or a stretched chain has shifted it.",
    problem: "timing-system/exhaust-cam-stuck-retarded",
  },
  {
    code: "P0016",
    meaning:
      "The crankshaft sensor and the bank 1 intake (A) cam sensor no longer line up the way the module learned: with the phaser at home, the cam pulses arrive too early or too late against the crank's missing-tooth reference. Treat it as a mechanical timing question first (chain stretch, a jumped belt, a phaser not parked) and a sensor or reluctor fault second.",
    problem: "obd/p0016-p0017-crank-cam-correlation",
  },
  {
    code: "P0017",
    meaning:
      "Crank-to-cam alignment is off on the bank 1 exhaust (B) camshaft: its sensor's pulses fall outside the window the module expects relative to the crankshaft reference. Paired with P0016 it nearly always means the timing drive has stretched or jumped; alone, check the exhaust phaser's home position, the exhaust cam sensor and its target wheel.",
    problem: "obd/p0016-p0017-crank-cam-correlation",
  },
  {
    code: "P0018",
    meaning:
      "The bank 2 intake (A) camshaft of a V engine is out of alignment with the crankshaft beyond the module's limit. Set together with P0016 it points to the drive both banks share or to the crank reference; set alone it points to that bank's own chain, guide, tensioner or phaser.",
    problem: "obd/p0016-p0017-crank-cam-correlation",
  },
  {
    code: "P0019",
    meaning:
      "The bank 2 exhaust (B) camshaft and the crankshaft disagree on position by more than the learned allowance. With P0018 it implicates the bank 2 chain and guides; with all four correlation codes, P0016 through P0019, it points to the primary chain or the crank sensor's reference, a pattern typical of stretched-chain V6 engines.",
    problem: "obd/p0016-p0017-crank-cam-correlation",
  },
  {
    code: "P0020",
    meaning:
      "The bank 2 intake (A) camshaft actuator circuit is open or shorted, so the module cannot drive the oil control valve on the second cylinder head of a V engine. Measure that valve's winding and check its connector and harness; until it is repaired the bank 2 intake cam stays at default timing and low-speed torque suffers.",
    problem: "obd/p0010-p0020-vvt-solenoid-circuit",
  },
  {
    code: "P0021",
    meaning:
      "On bank 2, the intake (A) camshaft sits more advanced than commanded or lags its target. Both banks are fed by the same oil, so P0021 alone points to that bank's oil control valve, screen or phaser, while P0011 and P0021 together point back to oil level, grade or pressure.",
    problem: "obd/p0011-p0014-cam-timing-over-advanced",
  },
  {
    code: "P0022",
    meaning:
      "The bank 2 intake (A) camshaft stays retarded against the command, its phaser failing to advance from rest on the second cylinder head. Alone it points to that bank's phaser or oil control valve; together with P0012 it points to low oil pressure or to chain stretch that has retarded both banks.",
    problem: "obd/p0012-p0022-cam-timing-over-retarded",
  },
  {
    code: "P0023",
    meaning:
      "An open or short was found in the bank 2 exhaust (B) camshaft actuator circuit, the oil control valve that phases the exhaust cam on the second head of a V engine. Test the valve's resistance and its wiring back to the module; until then that exhaust cam stays at its default position.",
    problem: "obd/p0010-p0020-vvt-solenoid-circuit",
  },
  {
    code: "P0024",
    meaning:
      "The bank 2 exhaust (B) camshaft is more advanced than commanded or answers too slowly, usually because its phaser will not leave the fully advanced home position. Check the oil first, then that bank's exhaust oil control valve and screen; a matching P0014 on bank 1 points to the oil or another cause both banks share.",
    problem: "obd/p0011-p0014-cam-timing-over-advanced",
  },
  {
    code: "P0025",
    meaning:
      "On bank 2, the exhaust (B) camshaft reads later than commanded, the opposite end from where an exhaust phaser rests. A bank 2 exhaust oil control valve sticking toward retard, a worn phaser that no longer locks at full advance, low oil pressure or a stretched chain on that head is the usual reason.",
    problem: "timing-system/exhaust-cam-stuck-retarded",
  },
  // Crankshaft and camshaft position sensors
  {
    code: "P0335",
    meaning:
      "The engine computer saw no crankshaft position signal, or none it could use, while the engine was cranking or running, which it knows from the cam sensor or the start signal. Without crank pulses it has no spark or injection timing, so a failed sensor, an open wire or an oil-soaked connector shows up as a stall or a crank-no-start.",
    problem: "obd/p0335-crankshaft-position-sensor",
  },
  {
    code: "P0336",
    meaning:
      "Crank pulses are arriving, but not in the pattern the module expects: too many or too few teeth per revolution, or the missing-tooth gap in the wrong place against the cam signal. Electrical noise from a damaged shield, a chipped reluctor, metal debris on a magnetic tip, a wrong air gap or a slipped balancer ring (where the sensor reads the balancer) causes it.",
    problem: "obd/p0335-crankshaft-position-sensor",
  },
  {
    code: "P0337",
    meaning:
      "The crankshaft position sensor's signal stayed near 0 V, below the range a switching sensor produces. That points to the signal wire shorted to ground, a sensor output stuck on, or its reference pulled down, often by another sensor shorting a shared 5-volt supply, and the engine usually stalls or will not start while it is present.",
    problem: "engine-wont-start/crank-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0338",
    meaning:
      "The crankshaft position sensor's signal stayed high, near the reference or battery voltage, instead of switching. An open signal wire (where the module pulls the input up), a signal shorted to a voltage source, or an open sensor ground that keeps the output from ever switching low sets it; the engine stalls or will not start while the fault is present.",
    problem: "engine-wont-start/crank-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0339",
    meaning:
      "The crank signal dropped out for a moment and came back: the module counted missing or extra pulses, or briefly lost sync while the cam signal carried on. That is the signature of a loose terminal, a wire broken inside its insulation, a sensor failing as it heats or a sensor loose in its bore, and drivers feel it as a split-second cut-out.",
    problem: "engine-wont-start/crank-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0340",
    meaning:
      "The engine computer saw crankshaft pulses but no usable signal from the bank 1 intake (or only) camshaft sensor, so it cannot tell a compression stroke from an exhaust stroke. It falls back to working out engine phase another way, which costs extra cranking revolutions; an open or shorted sensor circuit, oil in the connector or a dead sensor is usual.",
    problem: "obd/p0340-camshaft-position-sensor",
  },
  {
    code: "P0341",
    meaning:
      "The bank 1 (or only) camshaft sensor is sending pulses, but in the wrong place or the wrong number for each two turns of the crank. A jumped or stretched timing drive, a damaged cam target, electrical noise or a sensor with a weak switching edge can shift the pattern, so check mechanical timing before condemning the sensor.",
    problem: "obd/p0340-camshaft-position-sensor",
  },
  {
    code: "P0342",
    meaning:
      "The bank 1 intake (or single) camshaft sensor's signal stayed near 0 V instead of switching. The module reads that as the signal wire shorted to ground, the sensor's output stuck low or, on some designs, a missing 5-volt feed; expect a long crank and, on VVT engines, cam timing control switched off.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0343",
    meaning:
      "The bank 1 intake (or single) camshaft sensor's signal stayed high, at or near its reference voltage. An open signal wire on a module that pulls its input up, a short to another supply, or a sensor with an open ground or a dead output sets it, and the engine needs extra cranking to find its phase.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0344",
    meaning:
      "The bank 1 intake (or single) cam signal drops out and comes back: the module counted missing cam pulses while the crank signal stayed steady. Look for oil or a spread pin in the connector, a wire cracked where the harness flexes, and a sensor that cuts out when heat-soaked.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0345",
    meaning:
      "No usable signal arrived from the bank 2 intake (A) camshaft sensor while the crank sensor showed the engine turning. On a V engine the module can often run on the bank 1 cam signal, so the car may still start and drive, but bank 2 intake cam timing control is disabled until the sensor, its wiring or connector is repaired.",
    problem: "obd/p0340-camshaft-position-sensor",
  },
  {
    code: "P0346",
    meaning:
      "The bank 2 intake (A) camshaft sensor signal is present, but its pulses do not sit where they should against the crank reference, or their count is wrong. A bank 2 chain or tensioner problem, a damaged target on that cam or a weak sensor causes it; a matching P0018 points strongly at the timing drive.",
    problem: "obd/p0340-camshaft-position-sensor",
  },
  {
    code: "P0347",
    meaning:
      "The bank 2 intake (A) camshaft sensor's signal stayed near 0 V. A signal wire shorted to ground along the second cylinder head's harness, a sensor with a shorted output or a reference circuit pulled low sets it, and that bank's intake VVT control is suspended.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0348",
    meaning:
      "The bank 2 intake (A) camshaft sensor's signal sits high, near its supply voltage, without switching. The signal wire is open or touching a voltage source, the sensor's ground is open, or the sensor has failed; check the plug and the harness along that head's valve cover first.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0349",
    meaning:
      "The bank 2 intake (A) camshaft signal is intermittent: pulses go missing for short spells while the crank signal carries on. Oil in that sensor's connector, a terminal with weak grip, a chafed spot along the bank 2 harness or a heat-sensitive sensor is the usual cause.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0365",
    meaning:
      "The bank 1 exhaust (B) camshaft sensor circuit is not producing a usable signal while the crank sensor shows rotation. Engines with a sensor on each cam use it as exhaust VVT feedback, so exhaust cam timing control stops; the sensor itself, oil in its connector or a broken wire is the usual fault.",
    problem: "obd/p0340-camshaft-position-sensor",
  },
  {
    code: "P0366",
    meaning:
      "The bank 1 exhaust (B) camshaft sensor is switching, but its pulses are out of place against the crank or wrong in number. An exhaust phaser not parked at home, a stretched chain, a damaged exhaust cam target or a marginal sensor shifts the pattern; P0017 alongside points to the timing drive.",
    problem: "obd/p0340-camshaft-position-sensor",
  },
  {
    code: "P0367",
    meaning:
      "The bank 1 exhaust (B) camshaft sensor's signal is stuck low, near 0 V. Suspect a signal wire shorted to ground, a sensor whose output has failed on, or a lost reference feed; with no exhaust cam feedback the module parks the exhaust phaser at its default position.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0368",
    meaning:
      "The bank 1 exhaust (B) camshaft sensor's signal is stuck high, near its reference or battery voltage. An open signal wire where the module pulls the input up, a short to a voltage source or an open sensor ground is behind it, and exhaust cam timing control shuts down until it is repaired.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  {
    code: "P0369",
    meaning:
      "The bank 1 exhaust (B) camshaft signal drops out now and then while the crank signal stays steady. It is usually a connector or wiring fault that comes and goes with vibration or heat, or an exhaust cam sensor starting to fail, and a wiggle test while scoping the signal finds it.",
    problem: "engine-wont-start/cam-sensor-circuit-low-high-intermittent",
  },
  // Exhaust gas recirculation
  {
    code: "P0400",
    meaning:
      "A general EGR flow fault, mostly on older systems: the module commanded recirculation and the effect it measured (a MAP change, a DPFE pressure reading or an EGR temperature rise) did not fit, without classing it as too little or too much. In practice it leads to the same carbon-choked passages, stuck valve or failed feedback sensor as P0401.",
    problem: "obd/p0401-egr-flow-insufficient",
  },
  {
    code: "P0401",
    meaning:
      "The module opened the EGR valve when flow should show, usually at steady cruise or during a closed-throttle deceleration, and saw too little effect: MAP barely rose, the DPFE sensor read almost no pressure difference, or the EGR temperature sensor stayed cool. Carbon-choked ports, a valve that will not open, or a failed DPFE sensor or hose is usual.",
    problem: "obd/p0401-egr-flow-insufficient",
  },
  {
    code: "P0402",
    meaning:
      "The module measured EGR flow when the valve should have been shut, or far more flow than it commanded: MAP rose, the DPFE sensor read flow, or idle quality and fuel trims showed exhaust diluting the charge. A valve held off its seat by carbon, a vacuum solenoid feeding the valve at idle or a misreading feedback sensor sets it.",
    problem: "obd/p0402-p0404-egr-stuck-open",
  },
  {
    code: "P0403",
    meaning:
      "The engine computer found an open or short in the EGR control circuit, the solenoid, vacuum regulator or motor that opens the valve. It watches the voltage on its driver and saw the wrong state for its command, so a broken winding, a heat-baked connector or a damaged wire is far likelier than a blocked passage.",
    problem: "obd/p0403-p0406-egr-circuit",
  },
  {
    code: "P0404",
    meaning:
      "The EGR valve is not following its command: the position sensor on the valve reports an opening that differs from the desired opening by more than the allowed margin, often at idle where it should read closed. Carbon holding the pintle, a drifting position sensor or, on older valves, a vacuum supply fault causes it.",
    problem: "obd/p0402-p0404-egr-stuck-open",
  },
  {
    code: "P0405",
    meaning:
      "EGR sensor A, usually the position sensor on the valve, reported a voltage below its valid range, lower than a fully closed valve gives. A signal shorted to ground, an open 5-volt reference to the valve or a failed sensor track inside it is behind it; on Fords with a DPFE sensor the same code covers that pressure sensor's signal.",
    problem: "obd/p0403-p0406-egr-circuit",
  },
  {
    code: "P0406",
    meaning:
      "EGR sensor A's signal read above its valid range, near its 5-volt reference. An open sensor ground, a signal shorted to the reference, or a failed position sensor inside the EGR valve (or a DPFE sensor on some Fords) sets it, and the module stops using EGR until the reading is believable again.",
    problem: "obd/p0403-p0406-egr-circuit",
  },
  {
    code: "P0407",
    meaning:
      "EGR sensor B's signal fell below its valid range. Sensor B exists only where the system carries a second EGR sensor, such as the position sensor of a second valve or a second pressure or position sensor in the EGR path, and the service information names it; a signal shorted to ground, a lost reference or a failed sensor sets it.",
    problem: "obd/p0403-p0406-egr-circuit",
  },
  {
    code: "P0408",
    meaning:
      "EGR sensor B's signal is stuck above its valid range, near its reference voltage. Confirm which sensor the maker calls B, since it is present only on systems with a second EGR sensor, then look for an open sensor ground, a signal shorted to voltage or a failed sensor.",
    problem: "obd/p0403-p0406-egr-circuit",
  },
  {
    code: "P0409",
    meaning:
      "The EGR sensor A circuit has a fault the module does not class as low or high: an erratic or implausible signal from the EGR valve position sensor or, on some systems, the EGR pressure sensor. Intermittent contact at a heat-baked connector, a broken wire near the exhaust or a worn sensor track is usual.",
    problem: "obd/p0403-p0406-egr-circuit",
  },
  {
    code: "P0489",
    meaning:
      "The EGR control circuit reads low: the wire between the module's driver and the EGR solenoid or motor sits at a lower voltage than it should for the command. Where the module switches the valve to ground, that usually means no power reaching the valve (a fuse, relay or open winding) or the control wire shorted to ground.",
    problem: "obd/p0403-p0406-egr-circuit",
  },
  {
    code: "P0490",
    meaning:
      "The EGR control circuit reads high: the control wire stays near battery voltage when the module expects to pull it down. On a valve the module switches to ground, that points to the control wire shorted to a voltage source or to a failed driver inside the module.",
    problem: "obd/p0403-p0406-egr-circuit",
  },
  {
    code: "P2413",
    meaning:
      "The EGR system as a whole is not delivering what the module asked for: comparing desired EGR from valve position and its flow model with the change it sees in fresh-air mass or manifold pressure, the gap stayed too large. It is a performance code, so soot stiffening the valve, a plugged cooler or passage, or an air leak skewing the airflow reading is likelier than wiring.",
    problem: "advanced-engine/egr-performance-sooted-valve-or-cooler",
  },
  // Idle control
  {
    code: "P0505",
    meaning:
      "The idle control system could not do its job: on engines with an idle air control valve the module sees a fault in the valve's circuit or rpm that does not answer its commands; on electronic throttles it sees idle airflow it cannot correct. A sticking or sludged idle air control valve, a carbon-choked bore or a vacuum leak is usual.",
    problem: "obd/p0505-p0507-idle-control",
  },
  {
    code: "P0506",
    meaning:
      "Idle speed stayed below the target the module set, by more than its calibrated margin for several seconds, even with the idle air control or throttle opened toward its limit. Restricted idle air (carbon in the throttle bore, a sludged idle air control valve) or an engine making too little torque at idle is behind it.",
    problem: "obd/p0505-p0507-idle-control",
  },
  {
    code: "P0507",
    meaning:
      "Idle speed ran above the target by more than the module's margin while idle control had already closed as far as it could. Air getting past the throttle, from a vacuum or PCV leak, a blade held open, an idle air control valve stuck open or a throttle cleaned without an idle relearn, is the usual cause.",
    problem: "obd/p0505-p0507-idle-control",
  },
  // Cooling fans
  {
    code: "P0480",
    meaning:
      "The engine computer found a fault in the control circuit for cooling fan 1, often the low-speed fan: the voltage on the wire it uses to switch the fan relay or fan module does not match its command, as with an open relay coil, a broken wire or a shorted driver. A fan that never runs and a temperature that climbs at idle are the risk.",
    problem: "cooling-system/cooling-fan-motor-dead",
  },
  {
    code: "P0481",
    meaning:
      "Cooling fan 2, the second fan or the high-speed stage on two-speed systems, has a control circuit fault: the module's output to that relay or fan module reads open or shorted against its command. Fan 1 may still run, so overheating shows mainly in slow traffic with the A/C on; check that relay, its coil feed and the wire back to the module.",
    problem: "cooling-system/cooling-fan-motor-dead",
  },
  // Oil pressure sensor
  {
    code: "P0520",
    meaning:
      "The oil pressure sensor or switch circuit gave the engine computer a reading it could not use, erratic or missing, without classing it as low or high. Because the same dash warning can hide truly low pressure, check the oil level and prove pressure with a mechanical gauge before replacing the sensor or chasing its wiring.",
    problem: "electrical/oil-pressure-gauge-zero",
  },
  {
    code: "P0521",
    meaning:
      "The oil pressure reading does not fit what the engine is doing: it does not rise with rpm, reads too low for the oil temperature and speed, or shows pressure with the engine stopped. It can be a drifting sensor, but it can also be real low pressure from low oil, the wrong viscosity or a worn pump, so measure with a mechanical gauge first.",
    problem: "electrical/oil-pressure-gauge-zero",
  },
  {
    code: "P0522",
    meaning:
      "The oil pressure sensor's signal dropped below its valid voltage, under what even zero pressure should give (about 0.5 V on typical three-wire sensors). That points to an open 5-volt reference, a signal shorted to ground or a failed sensor, but confirm the oil level and real pressure before driving on.",
    problem: "electrical/oil-pressure-gauge-zero",
  },
  {
    code: "P0523",
    meaning:
      "The oil pressure sensor's signal is above its valid range, close to the 5-volt reference, so the gauge may peg at maximum. An open sensor ground, a signal shorted to the reference or a failed sensor causes it; it is an electrical fault, not high oil pressure, but it also leaves you without a working low-pressure warning.",
    problem: "electrical/oil-pressure-gauge-zero",
  },
  // Secondary air injection
  {
    code: "P0411",
    meaning:
      "The module ran the secondary air pump and the oxygen sensors or secondary air pressure sensor did not respond as expected: too little air, air at the wrong time, or flow while the pump should be off. Water-damaged pumps, check valves corroded by exhaust condensate, a relay stuck on and cracked hoses account for most of these.",
    problem: "obd/p0410-p0411-secondary-air-injection",
  },
  {
    code: "P0491",
    meaning:
      "The secondary air system delivered too little air to bank 1 during its cold-start test: while the pump ran, the bank 1 upstream oxygen sensor did not swing lean enough, or the secondary air pressure sensor saw too little flow. A seized or weak pump, a stuck bank 1 check or combination valve, or a cracked hose on that side is usual.",
    problem: "obd/p0410-p0411-secondary-air-injection",
  },
  {
    code: "P0492",
    meaning:
      "Bank 2 got too little secondary air during the cold-start check, judged by that bank's upstream oxygen sensor or the air pressure sensor. If bank 1 passes, the pump is working and the fault sits on the bank 2 side: its check or switching valve, a hose or pipe, or carbon in the port feeding that exhaust manifold.",
    problem: "obd/p0410-p0411-secondary-air-injection",
  },
  // Diesel: glow plugs, particulate filter, SCR
  {
    code: "P0380",
    meaning:
      "Glow plug circuit A has a fault: the engine computer or glow plug controller switched the plugs on and saw the wrong current or voltage, typically because one or more plugs are open, a feed wire or bus bar is broken, or the glow plug relay or control module has failed. Expect long cranking and white smoke in cold weather.",
    problem: "diesel-comprehensive/diesel-glow-plugs",
  },
  {
    code: "P0381",
    meaning:
      "The circuit that lights the wait-to-start (glow plug) lamp is open or shorted: the module driving the lamp saw the wrong voltage on its output when it switched it. It applies where the lamp is wired straight to that module, and a burned-out bulb, a broken wire or a cluster fault is usual; the glow plugs themselves may be fine.",
    problem: "diesel-comprehensive/diesel-wait-to-start-lamp-dead",
  },
  {
    code: "P2002",
    meaning:
      "The particulate filter is not trapping soot as it should: the module sees too little pressure drop across the DPF for the exhaust flow, or, on diesels that carry one, a particulate matter sensor after the filter detects soot getting through. That means a cracked or melted substrate, a leak around the filter, or a filter that has been gutted or removed.",
    problem: "diesel-comprehensive/diesel-black-soot-cracked-dpf",
  },
  {
    code: "P2463",
    meaning:
      "The engine computer calculated that the particulate filter holds more soot than it can safely burn off while driving, from its soot model and the pressure drop across the DPF. Repeatedly interrupted regenerations, or an engine fault making extra soot (EGR, a boost leak, an injector), usually got it there, and power is limited to protect the filter.",
    problem: "diesel-comprehensive/dpf-full-reduced-power",
  },
  {
    code: "P242F",
    meaning:
      "The particulate filter's ash load has reached its limit: ash from burned oil additives cannot be burned off by regeneration, and the module estimates it from mileage and fuel and oil use, or sees restriction that stays after a completed regen. The filter must be cleaned or replaced; high oil consumption or oil that is not a low-ash diesel grade speeds ash build-up.",
    problem: "diesel-comprehensive/dpf-full-reduced-power",
  },
  {
    code: "P20EE",
    meaning:
      "The SCR catalyst is not converting enough NOx: during steady, fully hot running the module compares the upstream and downstream NOx sensor readings and finds the reduction below its threshold. Diluted or contaminated DEF, a restricted doser, a skewed NOx sensor or a damaged SCR catalyst is behind it, and a speed-limit countdown usually follows.",
    problem: "diesel-comprehensive/def-countdown-scr-efficiency",
  },
];
