import type { Problem } from "./schema";

/**
 * Whether a check's expected result gives a measured value: a number with the
 * unit a meter, gauge or scan tool reads it in ("12.4 V", "0.5–1.5 Ω",
 * "18 inHg", "within 10%", "210 °F", "0.004 in."). A technician needs the
 * number, so every problem has such a check or says why none exists
 * (noMeasurement). Years, codes and part numbers carry no unit and do not count.
 */
const units = [
  "mV",
  "V",
  "volts?",
  "kΩ",
  "MΩ",
  "Ω",
  "k?ohms?",
  "mA",
  "µA",
  "uA",
  "A",
  "amps?",
  "psi",
  "psig",
  "kPa",
  "bar",
  "inHg",
  "in\\.? ?Hg",
  "in\\.? ?H2O",
  "mm",
  "in\\.",
  "inch(?:es)?",
  "thou",
  "°\\s?[FC]",
  // An angle: "±1°", "0.5°" (a bare degree sign; °F and °C match above first).
  "°",
  "degrees?",
  "%",
  "rpm",
  "ms",
  "µs",
  "seconds?",
  "sec",
  "s",
  "minutes?",
  "min",
  "Hz",
  "kHz",
  "ft-lb",
  "lb-ft",
  "in-lb",
  "N·m",
  "Nm",
  "g/s",
  "mph",
  "ppm",
  "mL",
  "ml",
  "qt",
  "quarts?",
  "oz",
  "lb",
  "lbs",
  "cm",
  "dB",
  "g",
  "lambda",
  "ohm",
];

// Built on first use, so importing the door does no work (doors.test.ts).
let measured: RegExp | undefined;
const measuredPattern = () =>
  (measured ??= new RegExp(
    // A number (3, 0.5, 1,200, .004), an optional range to a second number, then a unit.
    `(?:^|[^A-Za-z0-9])(?:\\d[\\d,]*(?:\\.\\d+)?|\\.\\d+)(?:\\s?(?:–|-|to)\\s?(?:\\d[\\d,]*(?:\\.\\d+)?|\\.\\d+))?\\s?(?:${units.join("|")})(?![A-Za-z])`,
  ));

export function isMeasuredValue(text: string) {
  return measuredPattern().test(text);
}

export function hasMeasuredReading(problem: Pick<Problem, "checks">) {
  return problem.checks.some((check) => isMeasuredValue(check.expect));
}
