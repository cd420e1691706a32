import type { CodeAnswer } from "../schema";

export const answers: CodeAnswer[] = [
  {
    code: "P0700",
    meaning:
      "The transmission control module (TCM) has stored a fault of its own and asked the engine computer to light the check engine lamp. P0700 carries no detail: the real code (a solenoid, speed sensor, ratio or pressure fault) sits in the TCM, and a basic reader on the generic menu often shows only P0700, so read the TCM with a scan tool that reaches it.",
    problem: "obd/p0700-transmission-mil-request",
  },
  {
    code: "P0705",
    meaning:
      "The range sensor (neutral safety or PRNDL switch, or the internal mode switch on GM 4L60E and 6L80 trucks) sends a pattern of inputs that matches no lever position, such as an illegal combination of its A, B, C and P circuits. That points to worn switch contacts, a corroded connector or an open wire, and can leave the engine refusing to crank in Park or the gear display blank.",
    problem: "transmission/starts-only-in-neutral-or-wrong-gear-shown",
  },
  {
    code: "P0706",
    meaning:
      "The range sensor reports a valid position that does not fit what else the module sees: Park or Neutral while the car is moving under load, a position that changes with no shift, or readings caught between detents. A sensor slipped out of alignment, or a shift cable or bushing that no longer carries the selector fully into its detent, is more likely here than a dead circuit.",
    problem: "obd/p0705-p0706-transmission-range-sensor",
  },
  {
    code: "P0710",
    meaning:
      "The TCM reads the fluid temperature thermistor's voltage and finds the circuit faulty outright, a value no fluid could produce, without classing it as only high or low. It then substitutes a default temperature, which on many units means firmer shifts and no converter lockup. The sensor is often molded into the internal harness or lead frame, so test the case connector and that harness before ordering parts.",
    problem: "obd/p0711-p0713-trans-fluid-temp-sensor",
  },
  {
    code: "P0711",
    meaning:
      "The fluid temperature reading is electrically valid but does not act like real fluid: it fails to rise after a long drive, stays frozen at one value, jumps by tens of degrees, or disagrees with engine coolant temperature after an overnight cold soak. That points to a drifting sensor or an internal harness connection that comes and goes, rather than an outright open or short.",
    problem: "obd/p0711-p0713-trans-fluid-temp-sensor",
  },
  {
    code: "P0712",
    meaning:
      "The fluid temperature signal voltage is below the sensor's valid range. Because the thermistor's voltage falls as it heats, the TCM reads this as impossibly hot fluid, near the top of the scan tool's scale, so it ignores the sensor and uses a default. A signal wire shorted to ground, a pinched internal harness or an internally shorted sensor are the usual causes.",
    problem: "obd/p0711-p0713-trans-fluid-temp-sensor",
  },
  {
    code: "P0713",
    meaning:
      "The fluid temperature signal sits at or near its 5 V reference, which the TCM reads as extremely cold fluid, about −40 °F in live data even on a warm transmission. With a thermistor that means an open circuit: a broken wire, an unplugged or corroded case connector, a cracked internal harness, or a sensor that has failed open.",
    problem: "obd/p0711-p0713-trans-fluid-temp-sensor",
  },
  {
    code: "P0715",
    meaning:
      "The TCM has no usable signal, or an electrically faulty one, from the input or turbine shaft speed sensor that counts teeth on the input shaft or a clutch drum behind the torque converter. Without it the module cannot work out converter slip or time clutch applies, so it uses fixed pressures or a limp gear. The sensor, its connector and, on some units, an internal lead frame are suspect; the speedometer keeps working.",
    problem: "transmission/input-speed-sensor-code",
  },
  {
    code: "P0716",
    meaning:
      "The input speed signal is there but implausible: it jumps, drops out for an instant, or disagrees with engine rpm and output speed for the gear applied, for example reading far below engine speed with the converter locked. That points to a weak or noisy sensor, metal paste on a magnetic tip, an air gap grown by a loose mounting, a damaged reluctor, or wiring picking up interference.",
    problem: "transmission/input-speed-sensor-code",
  },
  {
    code: "P0717",
    meaning:
      "The TCM counts no pulses at all from the input or turbine speed sensor while engine rpm and output speed say the input shaft must be turning. A flat zero, rather than a noisy signal, usually means an open sensor coil or dead Hall element, a broken or unplugged wire, a lost 5 V or 12 V supply to a three-wire sensor, or a lead frame break inside the pan.",
    problem: "transmission/input-speed-sensor-code",
  },
  {
    code: "P0720",
    meaning:
      "The output shaft speed sensor circuit, which reads a tone wheel or the park gear at the back of the transmission, is missing or electrically out of range as far as the TCM or PCM can tell. On many trucks and older cars the same signal drives the speedometer, cruise control and shift schedule, so all of them misbehave together; the sensor, its oil-soaked connector and the tail-housing wiring are the suspects.",
    problem: "transmission/speedometer-dead-and-erratic-shifting",
  },
  {
    code: "P0721",
    meaning:
      "The output speed signal exists but does not make sense: it spikes, drops out at one road speed, or disagrees with input speed times the applied gear ratio or with the ABS wheel speeds. A sensor with marginal output, wear metal on its tip, a cracked or loose tone ring, or a wire that opens over bumps is more likely than a sensor that is completely dead.",
    problem: "obd/p0720-p0722-output-speed-sensor",
  },
  {
    code: "P0722",
    meaning:
      "The module sees no output shaft speed while input speed and engine load say the car is moving, usually after a short distance above walking pace. A speedometer that falls to zero with late, harsh shifts is the usual sign, and an open sensor winding, a dead Hall-effect sensor or a plug that has come apart is the usual cause.",
    problem: "transmission/speedometer-dead-and-erratic-shifting",
  },
  {
    code: "P0729",
    meaning:
      "On an automatic with six or more speeds, the TCM compared input and output shaft speeds with sixth gear commanded and found the wrong ratio, nearly always input speed too high, which means the clutches that make sixth are slipping. It shows as an rpm flare on the 5–6 upshift or rising rpm at highway cruise; check fluid level and condition, then the clutch and apply pressure for sixth.",
    problem: "transmission/automatic-slips-rpm-flare-on-upshift",
  },
  {
    code: "P0730",
    meaning:
      "Input and output shaft speeds did not match the ratio of any gear the TCM had applied, and it could not pin the error on one gear. That usually means slip in several gears from low fluid, a weak pump or low line pressure, slip that moves from gear to gear, or a speed sensor reporting the wrong speed; the ratio data and any other stored codes tell which.",
    problem: "obd/p0730-incorrect-gear-ratio",
  },
  {
    code: "P0731",
    meaning:
      "In first gear the measured input-to-output speed ratio fell outside the first-gear window, so the engine turns faster than first allows. Expect a flare or sluggish launch from a stop; low fluid, a worn forward or low/reverse clutch, a slipping one-way clutch or sprag on units that use one, or a leaking seal in the first-gear apply circuit are the usual causes.",
    problem: "obd/p0730-incorrect-gear-ratio",
  },
  {
    code: "P0732",
    meaning:
      "With second gear commanded, the TCM measured a ratio that does not fit second, normally the engine running too fast after the 1–2 shift. The clutch or band that applies second (the 2–4 band on a GM 4L60E, for one) is slipping or its circuit leaks pressure; on the 4L60E a broken reaction sun shell sets it together with fourth and reverse ratio codes.",
    problem: "transmission/automatic-slips-rpm-flare-on-upshift",
  },
  {
    code: "P0733",
    meaning:
      "The ratio in third gear came out wrong: input speed too high for output speed once the shift to third was complete, the mark of a slipping third-gear clutch. The complaint is an rpm flare on the 2–3 upshift; worn plates, a cracked drum or piston, low apply pressure, or a broken wave plate on GM 6T70 and 6T75 units, where third shares the 3-5-reverse clutch, are the causes.",
    problem: "transmission/automatic-slips-rpm-flare-on-upshift",
  },
  {
    code: "P0734",
    meaning:
      "With fourth gear commanded, the input shaft turned faster than output speed times the fourth-gear ratio allows. On the GM 4L60E and 4L65E this is the classic burnt 3–4 clutch pack; because fourth carries the load at highway cruise, the slip shows as rpm creeping up on grades or when passing. Check fluid and pan debris before condemning the unit.",
    problem: "transmission/automatic-slips-rpm-flare-on-upshift",
  },
  {
    code: "P0735",
    meaning:
      "With fifth gear commanded, the measured ratio did not match fifth, meaning the clutches that hold fifth are slipping under load. On a five- or six-speed automatic it shows as a flare on the 4–5 shift or rpm creeping up on a grade; on GM 6T70 and 6T75 units fifth also uses the 3-5-reverse clutch, so P0733 and P0736 often set with it.",
    problem: "transmission/automatic-slips-rpm-flare-on-upshift",
  },
  {
    code: "P0736",
    meaning:
      "The TCM commanded Reverse and measured an input-to-output ratio that does not fit it, usually with the engine revving while the car barely moves backward. The reverse clutch, the low/reverse clutch or band, or a drum or shell in the reverse power path is slipping or broken, and the forward gears often still work normally.",
    problem: "transmission/automatic-no-reverse-forward-gears-work",
  },
  {
    code: "P0740",
    meaning:
      "The module found the torque converter clutch solenoid circuit open: no current flows when it commands lockup, or the voltage it expects on the control pin is missing. The converter then never locks, so cruise rpm stays a few hundred higher and the fluid runs hotter; the wiring, case connector and solenoid coil are the suspects, not the converter itself.",
    problem: "transmission/tcc-solenoid-circuit-code-lockup-drops-out",
  },
  {
    code: "P0741",
    meaning:
      "The TCC solenoid circuit tests good, but when lockup is commanded the slip between engine rpm and turbine speed stays well above the near-zero it should reach at steady cruise. The converter clutch is not applying fully: worn lining, a worn TCC regulator or apply valve bore (the common GM 4L60E repair), a weak solenoid, or a leaking converter seal.",
    problem: "transmission/tcc-not-locking-high-rpm-on-highway",
  },
  {
    code: "P0742",
    meaning:
      "The module released the torque converter clutch, yet engine speed and turbine speed stayed locked together, so the clutch is staying applied. The result is an engine that bucks or stalls as the car rolls to a stop in Drive; a TCC solenoid or apply valve stuck in the apply position, debris in the valve body, or rarely a converter clutch that has seized, is the cause.",
    problem: "transmission/engine-stalls-coming-to-stop-tcc-stuck-on",
  },
  {
    code: "P0743",
    meaning:
      "The torque converter clutch solenoid circuit failed an electrical test the module does not class as a simple open: a short to ground, a short to voltage, or current draw outside its window while driving the solenoid. Lockup is disabled; a shorted coil, a chafed control wire or a fluid-soaked case connector is far more likely than a failed module.",
    problem: "transmission/tcc-solenoid-circuit-code-lockup-drops-out",
  },
  {
    code: "P0744",
    meaning:
      "The torque converter clutch solenoid circuit fault came and went instead of staying, so the module logs it as intermittent. Drivers feel lockup engage and release at steady cruise with the tachometer stepping a few hundred rpm; a loose or corroded connector, a harness that opens when it flexes, or a solenoid winding that opens only when hot is usual.",
    problem: "transmission/tcc-solenoid-circuit-code-lockup-drops-out",
  },
  {
    code: "P0750",
    meaning:
      "The TCM found a fault in shift solenoid A's circuit: the feedback when it switches the solenoid does not match a healthy coil. Which solenoid carries the letter A depends on the transmission (the low/reverse solenoid on Chrysler front-drive units, the 1–2 shift solenoid on GM 4L60E trucks), and the result is usually a fixed limp gear until the circuit is repaired.",
    problem: "obd/p0750-p0765-shift-solenoid-circuit",
  },
  {
    code: "P0751",
    meaning:
      "The TCM commanded shift solenoid A and the gear ratio did not change the way that solenoid should make it, while the electrical circuit tested good, so it rates the solenoid stuck off or weak. On GM 4L60E trucks A is the 1–2 solenoid; a plunger jammed by debris, a sticking shift valve, low fluid or a slipping clutch in that circuit are the causes, not wiring.",
    problem: "transmission/shift-solenoid-stuck-on-or-off-gear-missing",
  },
  {
    code: "P0752",
    meaning:
      "With shift solenoid A switched off, the TCM still saw the ratio or pressure-switch result of A being on, so it reports the solenoid stuck on. The transmission holds or lands in a gear that was not commanded; debris holding the plunger or its valve in the applied position is the usual cause, and the coil itself normally measures fine.",
    problem: "transmission/shift-solenoid-stuck-on-or-off-gear-missing",
  },
  {
    code: "P0753",
    meaning:
      "Shift solenoid A's control circuit failed an electrical test: the TCM's driver sees an open, a short to ground or a short to voltage when switching it. On the GM 4L60E and 4L65E, A is the 1–2 shift solenoid and the shift pattern goes wrong or freezes; the case pass-through connector, the internal harness and the solenoid coil are checked in that order.",
    problem: "transmission/shift-solenoid-code-erratic-shifting",
  },
  {
    code: "P0755",
    meaning:
      "Shift solenoid B's circuit reads faulty to the TCM: the coil, its wiring or the driver does not respond the way a good solenoid does. On Chrysler 41TE and 62TE units B is the 2–4 solenoid and on many GM automatics the 2–3 shift solenoid, so the shifts it controls are lost and the module usually locks a default gear.",
    problem: "obd/p0750-p0765-shift-solenoid-circuit",
  },
  {
    code: "P0756",
    meaning:
      "Shift solenoid B was commanded but the shift it controls did not happen as expected, with no electrical fault found, so the TCM records it stuck off. On GM 4L60E and 4L65E trucks B is the 2–3 solenoid and the complaint is a missing or flared 2–3 shift; a stuck plunger, a worn 2–3 shift valve bore or a burnt 3–4 clutch can each set it.",
    problem: "transmission/shift-solenoid-stuck-on-or-off-gear-missing",
  },
  {
    code: "P0757",
    meaning:
      "The TCM turned shift solenoid B off and still saw the gear or pressure-switch state that B produces when energized, so it flags B stuck on. The transmission may refuse a shift or land in the wrong gear; a plunger held by debris, a shift valve hung in its bore, or a solenoid whose exhaust port is blocked is typical.",
    problem: "transmission/shift-solenoid-stuck-on-or-off-gear-missing",
  },
  {
    code: "P0758",
    meaning:
      "An electrical fault in shift solenoid B's control circuit: the TCM sees an open, a short or current out of range when it switches the solenoid. On GM 4L60E and 4L65E trucks B is the 2–3 shift solenoid; a corroded case connector, a chafed internal harness or an open winding usually explains it, and a resistance check at the case connector separates wiring from solenoid.",
    problem: "transmission/shift-solenoid-code-erratic-shifting",
  },
  {
    code: "P0760",
    meaning:
      "The TCM flags shift solenoid C's circuit; the service information's solenoid chart says which valve carries that letter (the overdrive solenoid on Chrysler 41TE and 62TE units). Expect a missing upper gear or a limp gear, and test coil resistance through the case connector, the solenoid feed and the harness before replacing parts.",
    problem: "obd/p0750-p0765-shift-solenoid-circuit",
  },
  {
    code: "P0761",
    meaning:
      "Shift solenoid C's electrical circuit checks out, but the ratio change or pressure-switch response it should cause did not follow its command, so the TCM records C as stuck off or performing poorly. Only the gears that use C are affected; look at fluid level, debris on the solenoid screen, the valve it strokes and the clutch it feeds.",
    problem: "transmission/shift-solenoid-stuck-on-or-off-gear-missing",
  },
  {
    code: "P0762",
    meaning:
      "Solenoid C behaves as if still energized after the TCM has switched it off: the gear ratio or a pressure switch shows C's circuit still applied. A plunger or valve held open by debris or varnish is the usual cause, and on clutch-to-clutch designs a clutch left applied can bind against the next gear during the shift.",
    problem: "transmission/shift-solenoid-stuck-on-or-off-gear-missing",
  },
  {
    code: "P0763",
    meaning:
      "Shift solenoid C's control circuit failed an electrical test: the TCM's driver sees an open, a short to ground or a short to power when switching it, and the gears C controls drop out or the unit goes to a limp gear. The coil, the internal harness and a fluid-soaked case connector are the suspects, found by measuring the coil at both the case and the TCM connector.",
    problem: "transmission/shift-solenoid-code-erratic-shifting",
  },
  {
    code: "P0765",
    meaning:
      "A fault in shift solenoid D's circuit. On Chrysler 41TE and 62TE front-drive automatics D is the underdrive solenoid, and losing it takes away the lower gears it applies, so the TCM drops to its limp gear; on other units the letter maps to a different solenoid in the service chart. Check the case connector, the feed and the coil resistance first.",
    problem: "obd/p0750-p0765-shift-solenoid-circuit",
  },
  {
    code: "P0770",
    meaning:
      "The TCM has flagged shift solenoid E, which exists only on transmissions with five or more lettered shift solenoids; the service manual's chart says which valve it is. The code covers a circuit fault, so measure coil resistance through the case connector and check the feed and harness before replacing the solenoid or the solenoid pack it belongs to.",
    problem: "transmission/shift-solenoid-code-erratic-shifting",
  },
  {
    code: "P0776",
    meaning:
      "Pressure control solenoid B is electrically sound, but the clutch pressure or ratio it should produce did not follow the command, so the TCM rates it stuck off or underperforming. On GM six-speed automatics B is pressure control solenoid 2, which applies a shift clutch directly, so the result is a flare or missing gear where that clutch is used; debris, a worn valve bore or a burnt clutch are likely.",
    problem: "transmission/shift-solenoid-stuck-on-or-off-gear-missing",
  },
  {
    code: "P0777",
    meaning:
      "The TCM sees the clutch controlled by pressure control solenoid B still applied after commanding it off, from a pressure switch or the gear ratio. On GM six-speed units that is pressure control solenoid 2 stuck on, which can hold two clutches at once during a shift, felt as a bind-up or a harsh shift; debris in the solenoid or its regulator valve is the usual cause.",
    problem: "transmission/shift-solenoid-stuck-on-or-off-gear-missing",
  },
  {
    code: "P0841",
    meaning:
      "The TCM compared fluid pressure switch or sensor A with the gear it had commanded and found them in disagreement: pressure reported where none belongs, none where a clutch should be applied, or a sensor that does not track line pressure. On Chrysler 41TE and 62TE units it is the low/reverse pressure switch check; a stuck switch, low fluid or a sticking valve in that circuit sets it.",
    problem: "transmission/transmission-pressure-switch-or-sensor-code",
  },
  {
    code: "P0842",
    meaning:
      "Pressure switch or sensor A's circuit voltage reads low at the TCM. For a switch that grounds its input when pressure arrives, that looks like pressure when none was commanded, from a switch stuck closed or a signal wire shorted to ground; for an analog sensor it is a voltage below its valid band, from a lost 5 V reference, a shorted sensor or a chafed wire.",
    problem: "transmission/transmission-pressure-switch-or-sensor-code",
  },
  {
    code: "P0843",
    meaning:
      "Pressure switch or sensor A's circuit voltage reads high at the TCM. For a switch that pulls its input low under pressure, the module never sees it close when the clutch is applied: an open wire, a corroded case connector pin or a switch stuck open. For an analog sensor it is a reading near the 5 V reference, typically from an open signal or ground wire.",
    problem: "transmission/transmission-pressure-switch-or-sensor-code",
  },
  {
    code: "P0868",
    meaning:
      "The TCM measured, or inferred from its pressure sensor or switches, fluid pressure below what it commanded. On units with a line pressure sensor, such as Chrysler's 45RFE, 545RFE and 68RFE, it compares the sensor reading with its target; low fluid, a clogged filter, an air leak at the pickup, a worn pump or leaking clutch seals are the usual causes, and slow engagement into gear is the usual symptom.",
    problem: "transmission/delayed-engagement-into-drive-or-reverse",
  },
  {
    code: "P0894",
    meaning:
      "The TCM detected slip it did not tie to a single gear ratio: engine, input and output speeds disagree in a way that says a clutch, band or the converter clutch is letting go under load. Worn friction material with low or burnt fluid is the usual background; check the level and condition, then read slip by gear to find where it happens.",
    problem: "transmission/automatic-slips-rpm-flare-on-upshift",
  },
  {
    code: "P0500",
    meaning:
      "The engine computer has no valid vehicle speed signal, whether from a vehicle speed sensor at the transmission tail housing, transfer case or rear axle, or from the ABS module over the network, while engine speed and load say the car is being driven. Expect a dead speedometer, no cruise control and late or harsh shifts until the signal returns.",
    problem: "electrical/speedometer-dead",
  },
  {
    code: "P0501",
    meaning:
      "A vehicle speed signal is present, but the PCM judges it implausible: too low or too high for the engine speed, load and gear, or different from another speed source such as the wheel-speed sensors. A sensor with weak output, metal debris on a magnetic tip, a damaged tone ring or wiring that loses contact now and then can set it.",
    problem: "electrical/speedometer-dead",
  },
  {
    code: "P0502",
    meaning:
      "The vehicle speed signal reads low or zero while the engine is under load in a drive gear above a set rpm for several seconds, conditions in which the car must be moving. An open or shorted sensor, a broken signal wire, or a connector packed with road salt at the tail housing or axle is the likely cause.",
    problem: "electrical/speedometer-dead",
  },
  {
    code: "P0503",
    meaning:
      "The vehicle speed signal is erratic, cutting out or spiking for an instant or reading higher than the car could be going, rather than missing altogether. A bouncing speedometer and the odd harsh shift come with it; a loose connector, a wire that opens over bumps, wear metal on a magnetic tip or a cracked tone ring is the usual find, and a wiggle test while watching the speed value locates most.",
    problem: "electrical/speedometer-dead",
  },
];
