/**
 * What each character of an OBD-II trouble code means under SAE J2012, for
 * any well-formed code, whether or not the code data has a title for it.
 * Pure and small: the code pages, the 404 page for unknown codes and the
 * import all use it.
 */

export type CodeLetter = "P" | "B" | "C" | "U";

/** Five characters: a system letter, a digit 0–3, three hexadecimal digits. */
export const codePattern = /^[PBCU][0-3][0-9A-F]{3}$/;

/**
 * A code as people type it (" p0 420 ", "P-0420", "p0420") in canonical
 * form, or undefined when it is not a well-formed code.
 */
export function normalizeCode(input: string): string | undefined {
  const compact = input.replace(/[\s\-_.]/g, "").toUpperCase();
  return codePattern.test(compact) ? compact : undefined;
}

export const systemLetters: Record<CodeLetter, { name: string; covers: string }> = {
  P: { name: "Powertrain", covers: "engine, fuel, ignition, emissions, transmission and hybrid or electric drive" },
  B: {
    name: "Body",
    covers: "airbags and seat belts, lighting, climate control, seats, locks and other cabin systems",
  },
  C: { name: "Chassis", covers: "brakes and ABS, stability control, steering and suspension" },
  U: { name: "Network", covers: "communication between control modules over the CAN bus and other vehicle networks" },
};

/**
 * Who defines the code: SAE J2012 (the same meaning on every make) or the
 * manufacturer (each make decides what it means).
 */
export type CodeControl = "generic" | "manufacturer";

export function codeControl(code: string): CodeControl {
  const letter = code[0] as CodeLetter;
  const second = code[1]!;
  if (letter === "P") {
    if (second === "1") return "manufacturer";
    // P3000–P33FF are manufacturer controlled; P3400 onward is SAE (cylinder deactivation and reserved).
    if (second === "3") return "0123".includes(code[2]!) ? "manufacturer" : "generic";
    return "generic";
  }
  return second === "1" || second === "2" ? "manufacturer" : "generic";
}

type Group = { from: string; to: string; name: string };

/**
 * The J2012 subsystem groups for powertrain and network codes, named where
 * the standard names them; ranges not listed here are described by their
 * letter and control only, never guessed.
 */
const groups: readonly Group[] = [
  { from: "P00", to: "P00", name: "Fuel and air metering and auxiliary emission controls" },
  { from: "P01", to: "P01", name: "Fuel and air metering" },
  { from: "P02", to: "P02", name: "Fuel and air metering (injector circuits)" },
  { from: "P03", to: "P03", name: "Ignition system or misfire" },
  { from: "P04", to: "P04", name: "Auxiliary emission controls" },
  { from: "P05", to: "P05", name: "Vehicle speed control, idle control and auxiliary inputs" },
  { from: "P06", to: "P06", name: "Computer and output circuits" },
  { from: "P07", to: "P09", name: "Transmission" },
  { from: "P0A", to: "P0F", name: "Hybrid and electric propulsion" },
  { from: "P10", to: "P1F", name: "Manufacturer controlled" },
  { from: "P20", to: "P22", name: "Fuel and air metering and auxiliary emission controls" },
  { from: "P23", to: "P23", name: "Ignition system or misfire" },
  { from: "P24", to: "P24", name: "Auxiliary emission controls" },
  { from: "P25", to: "P25", name: "Auxiliary inputs" },
  { from: "P26", to: "P26", name: "Computer and auxiliary outputs" },
  { from: "P27", to: "P28", name: "Transmission" },
  { from: "P29", to: "P2A", name: "Fuel and air metering and auxiliary emission controls" },
  { from: "P2B", to: "P2F", name: "Later SAE additions across powertrain subsystems" },
  { from: "P30", to: "P33", name: "Manufacturer controlled" },
  { from: "P34", to: "P34", name: "Cylinder deactivation" },
  { from: "U00", to: "U00", name: "Network electrical (the bus wiring itself)" },
  { from: "U01", to: "U02", name: "Lost communication with a module" },
  { from: "U03", to: "U03", name: "Software incompatibility between modules" },
  { from: "U04", to: "U05", name: "Invalid data received from a module" },
];

/** The group a code falls in: the first three characters' range and its J2012 name where the standard names one. */
export function codeGroup(code: string): { key: string; name: string } {
  const prefix = code.slice(0, 3);
  const named = groups.find((group) => prefix >= group.from && prefix <= group.to);
  if (named) return { key: named.from === named.to ? named.from : `${named.from}–${named.to}`, name: named.name };
  const letter = systemLetters[code[0] as CodeLetter].name;
  const control = codeControl(code) === "generic" ? "SAE-defined" : "Manufacturer-defined";
  return { key: code.slice(0, 2), name: `${control} ${letter.toLowerCase()} codes` };
}

/** The five characters explained, for the "What the code says" table. */
export function explainCharacters(code: string): { characters: string; meaning: string }[] {
  const letter = code[0] as CodeLetter;
  const system = systemLetters[letter];
  const control = codeControl(code);
  const group = codeGroup(code);
  return [
    { characters: code[0]!, meaning: `${system.name}: ${system.covers}.` },
    {
      characters: code[1]!,
      meaning:
        control === "generic"
          ? "Generic (SAE J2012): the code means the same on every make and model year that uses it."
          : "Manufacturer-specific: each make assigns its own meaning, so read it with the make in mind.",
    },
    {
      characters: code[2]!,
      meaning: group.key.length === 2 ? `${group.name}.` : `Subsystem group ${group.key}: ${group.name.toLowerCase()}.`,
    },
    { characters: code.slice(3), meaning: "The specific fault within that group." },
  ];
}
