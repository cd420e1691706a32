/**
 * One line per J2012 group on /codes: what a technician finds in that range,
 * named from the codes the data holds there. Keyed by the group key that
 * codeGroup gives; library.test.ts checks every group with codes has a line.
 */
const summaries: Readonly<Record<string, string>> = {
  P00: "Cam timing actuators (VVT), oxygen-sensor heater circuits, fuel volume regulators and charge-air temperature sensors.",
  P01: "Air-flow and manifold-pressure sensors, coolant and intake temperature, throttle position, oxygen sensors and fuel trim (P0171–P0175).",
  P02: "Fuel injector circuits and per-cylinder injector balance, more throttle-position circuits, fuel pump primary circuit and turbo overboost.",
  P03: "Misfire detection (P0300–P0312), crankshaft and camshaft position sensors, knock sensors, ignition coils and diesel glow plugs.",
  P04: "EGR flow, secondary air injection, catalyst efficiency (P0420, P0430), the EVAP system and crankcase ventilation.",
  P05: "Vehicle speed, idle control, cruise control, power-steering pressure switch, system voltage and brake-pedal switches.",
  P06: "The engine computer itself (memory, processor, programming) and what it drives: sensor reference voltages, pump and lamp outputs.",
  "P07–P09":
    "Automatic and automated manual transmissions: range sensors, shift and pressure solenoids, speed sensors, torque converter clutch, transfer case.",
  "P0A–P0F":
    "Hybrid and electric drive: the high-voltage battery and its sensors, drive motors and inverters, DC/DC converters and on-board charging.",
  "P10–P1F":
    "Each manufacturer's own powertrain codes: the same P1 code means different things on different makes, so read it with the make.",
  "P20–P22":
    "Diesel aftertreatment (NOx adsorbers, reductant or DEF dosing), electronic throttle actuator, injector groups, barometric and NOx sensors.",
  P23: "Ignition coil primary and secondary circuits, cylinder pressure sensors and per-cylinder air-fuel imbalance.",
  P24: "EVAP leak-detection pumps, exhaust gas temperature sensors, diesel particulate filter pressure, EGR coolers and reductant heaters.",
  P25: "Auxiliary inputs: the alternator's L-terminal and lamp circuits, oil-quality sensor, hood switch and fuel-mode switches.",
  P26: "Auxiliary outputs: electric coolant pumps, rocker-arm (valve lift) actuators, coolant bypass valves and EGR cooler bypass.",
  "P27–P28":
    "More transmission codes: clutch apply times, pressure control solenoids, intermediate shaft speed sensors and electric fluid pumps.",
  "P29–P2A":
    "Later fuel and air codes: oxygen-sensor range and performance, alternative-fuel (CNG, LPG) tanks and vaporizers, coolant bypass valves.",
  "P2B–P2F":
    "Recent SAE additions: injection pulse performance, camshaft profile actuators, hybrid coolant pumps and charging, turbo bypass valves.",
  P34: "Cylinder deactivation: the deactivation and intake-valve control circuits of each cylinder and cam actuator temperature sensors.",
  B0: "Airbags and seat belts (deployment loops, pretensioners, occupant classification), plus washers for cameras and LIDAR sensors.",
  B1: "Manufacturer-defined body codes: each make's own meanings for lighting, locks, climate control, anti-theft and cabin switches.",
  B2: "Manufacturer-defined body codes, second range: door, mirror, wiper and seat-belt switch circuits as each make assigns them.",
  B3: "Later SAE body codes: A/C refrigerant valves and condenser efficiency, battery chargers and active aerodynamic features.",
  C0: "Wheel-speed sensors, ABS pump and valves, traction control, steering angle, brake pressure, park brake and 4WD/AWD actuators.",
  C1: "Manufacturer-defined chassis codes: each make's own ABS, stability-control, air-suspension and damper meanings.",
  U00: "The network wiring itself: CAN bus circuits open, shorted, bus-off or out of performance.",
  "U01–U02":
    "Lost communication with one module: U0100 the engine computer, U0121 the ABS module, U0140 the body control module, and so on.",
  U03: "Software incompatibility: a module's software does not match what another expects, usually after a replacement or reflash.",
  "U04–U05":
    "Invalid data received: the module still talks, but what it sends fails a range, checksum or plausibility test.",
  U0: "Later SAE network codes: lost communication with single smart sensors (oil pressure, NOx, exhaust temperature) on a sensor bus.",
  U1: "Manufacturer-defined network codes: each make's own messages for missing or invalid data on its buses (SCP J1850 messages among them).",
  U2: "Manufacturer-defined network codes, second range: modules not responding and bus errors as each make assigns them.",
  U3: "Module self-checks: a control module's own power supply, improper shutdown and stored VIN.",
};

/** The one-line explanation of a group (its key as codeGroup gives it), or undefined if none is written. */
export function groupSummary(key: string): string | undefined {
  return summaries[key];
}
