import type { CodeMake } from "./makes";

/**
 * Manufacturer meanings the shared code data lacks, which problems in the
 * knowledge base need (GM's pre-J2012 chassis codes such as C0035, Toyota's
 * skid-control and power-steering codes, Hyundai and Kia's knock-sensor
 * detection code). Each is the make's published meaning, checked against its
 * service information; the data's make-unknown rows for Ford's PATS and ABS
 * codes are restated here under Ford because the problems name the make.
 * Code pages show them beside the data's rows, labelled as the site's own
 * addition. Nothing here guesses: a code whose meaning for a make we cannot
 * confirm stays off the problem instead.
 */
type Addition = readonly [code: string, make: CodeMake, title: string];

/** The same meaning for each of several makes (GM's chassis codes are shared across its brands). */
function forMakes(makes: readonly CodeMake[], meanings: readonly (readonly [code: string, title: string])[]) {
  return meanings.flatMap(([code, title]) => makes.map((make): Addition => [code, make, title]));
}

/** Built on call, not at import, so that importing the library costs nothing until it is used (content/doors.test.ts). */
export function manufacturerAdditions(): readonly Addition[] {
  return [
    ...forMakes(
      ["chevrolet", "gm", "gmc"],
      [
        ["C0035", "Left Front Wheel Speed Sensor Circuit"],
        ["C0040", "Right Front Wheel Speed Sensor Circuit"],
        ["C0045", "Left Rear Wheel Speed Sensor Circuit"],
        ["C0050", "Right Rear Wheel Speed Sensor Circuit"],
        ["C0121", "Valve Relay Circuit"],
        ["C0161", "ABS/TCS Brake Switch Circuit"],
        ["C0186", "Lateral Accelerometer Circuit"],
        ["C0196", "Yaw Rate Circuit"],
        ["C0242", "ECM Indicated TCS Malfunction"],
        ["C0265", "EBCM Relay Circuit"],
        ["C0267", "Pump Motor Circuit Open/Shorted"],
        ["C0327", "Encoder Circuit Malfunction"],
        ["C0455", "Front Steering Position Sensor Circuit"],
        ["C0550", "Electronic Control Unit (ECU) Performance"],
        ["C0561", "System Disabled Information Stored"],
        ["C0800", "Device Power Circuit"],
        ["U1000", "Class 2 Communication Malfunction"],
        ["U1300", "Class 2 Data Link Low"],
        ["U1301", "Class 2 Data Link High"],
      ],
    ),
    ...forMakes(["chevrolet", "gm"], [["C0176", "System Thermal Error"]]),
    // The electric power steering of the Cobalt, HHR, Malibu, Ion, Aura and G6.
    ...forMakes(
      ["chevrolet", "gm", "pontiac", "saturn"],
      [
        ["C0475", "Electric Steering Motor Circuit"],
        ["C0545", "Steering Wheel Torque Input Sensor"],
      ],
    ),
    ...forMakes(
      ["lexus", "toyota"],
      [
        ["C1201", "Engine Control System Malfunction"],
        ["C1210", "Zero Point Calibration of Yaw Rate Sensor Undone"],
        ["C1241", "Low Power Supply Voltage Malfunction"],
        ["C1336", "Zero Point Calibration of Acceleration Sensor Undone"],
      ],
    ),
    ...forMakes(
      ["toyota"],
      [
        ["C0200", "Front Speed Sensor RH Circuit"],
        ["C0205", "Front Speed Sensor LH Circuit"],
        ["C0273", "Open in ABS Motor Relay Circuit"],
        ["C0274", "Short to B+ in ABS Motor Relay Circuit"],
        ["C1246", "Master Cylinder Pressure Sensor Malfunction"],
        ["C1249", "Open in Stop Light Switch Circuit"],
        ["C1252", "Brake Booster Pump Motor on Time Abnormally Long"],
        ["C1256", "Accumulator Low Pressure"],
        ["C1515", "Torque Sensor Zero Point Adjustment Undone"],
        ["C1516", "Torque Sensor Zero Point Adjustment Incomplete"],
        ["C1525", "Rotation Angle Sensor Initialization Undone"],
        ["C1526", "Rotation Angle Sensor Initialization Incomplete"],
      ],
    ),
    ...forMakes(
      ["ford"],
      [
        ["B1600", "PATS Ignition Key Transponder Signal Is Not Received"],
        ["B1601", "PATS Received Incorrect Key-Code From Ignition Key Transponder"],
        ["B1602", "PATS Received Invalid Format Of Key-Code From Ignition Key Transponder"],
        ["C1095", "ABS Hydraulic Pump Motor Circuit Failure"],
        ["C1145", "Speed Wheel Sensor RF Input Circuit Failure"],
        ["C1155", "Speed Wheel Sensor LF Input Circuit Failure"],
        ["C1165", "Speed Wheel Sensor RR Input Circuit Failure"],
        ["C1175", "Speed Wheel Sensor LR Input Circuit Failure"],
        ["C1288", "Pressure Transducer Main / Primary Input Circuit Failure"],
      ],
    ),
    ...forMakes(["hyundai", "kia"], [["P1326", "Knock Sensor Detection System (KSDS) Abnormal Vibration Detected"]]),
    ...forMakes(
      ["infiniti", "nissan"],
      [
        ["U1000", "CAN Communication Line"],
        ["U1001", "CAN Communication Line"],
      ],
    ),
  ];
}
