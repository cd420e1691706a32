import type { VehicleMake } from "./makes";

/**
 * Names in a problem's text that tie it to makes: the makes themselves and
 * their nicknames, engine and transmission families, and models known by
 * name. vehicle-applicability.test.ts reads each problem's title, summary and
 * causes for these: a problem that names one must list one of its makes in
 * `appliesTo` or `commonOn`. Patterns are case-sensitive where the name is
 * also an everyday word ("Ram", "Mercury", "Geo", "MINI").
 */
export type VehicleName = { name: string; pattern: RegExp; makes: readonly VehicleMake[] };

const GM: readonly VehicleMake[] = [
  "chevrolet",
  "gmc",
  "buick",
  "cadillac",
  "pontiac",
  "saturn",
  "oldsmobile",
  "hummer",
  "saab",
  "geo",
];
const STELLANTIS: readonly VehicleMake[] = ["chrysler", "dodge", "jeep", "ram", "fiat", "alfa-romeo", "plymouth"];
const FORD: readonly VehicleMake[] = ["ford", "lincoln", "mercury"];
const TOYOTA: readonly VehicleMake[] = ["toyota", "lexus"];
const HONDA: readonly VehicleMake[] = ["honda", "acura"];
const NISSAN: readonly VehicleMake[] = ["nissan", "infiniti"];
const HYUNDAI_KIA: readonly VehicleMake[] = ["hyundai", "kia", "genesis"];
const VW: readonly VehicleMake[] = ["volkswagen", "audi", "porsche"];

function word(name: string, makes: readonly VehicleMake[], flags = "") {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[ -]?");
  return { name, pattern: new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, flags), makes };
}

export const vehicleNames: readonly VehicleName[] = [
  // Makes and what people call them.
  ...(
    [
      ["Acura", ["acura"]],
      ["Alfa Romeo", ["alfa-romeo"]],
      ["Audi", ["audi"]],
      ["BMW", ["bmw"]],
      ["Buick", ["buick"]],
      ["Cadillac", ["cadillac"]],
      ["Chevrolet", ["chevrolet"]],
      ["Chevy", ["chevrolet"]],
      ["Chrysler", ["chrysler"]],
      ["Dodge", ["dodge"]],
      ["Ducati", ["ducati"]],
      ["Fiat", ["fiat"]],
      ["Ford", FORD],
      ["Genesis", ["genesis"]],
      ["Geo", ["geo"]],
      ["GMC", ["gmc"]],
      ["GM", GM],
      ["General Motors", GM],
      ["Harley-Davidson", ["harley-davidson"]],
      ["Harley", ["harley-davidson"]],
      ["Honda", ["honda"]],
      ["Hummer", ["hummer"]],
      ["Hyundai", ["hyundai", "genesis"]],
      ["Infiniti", ["infiniti"]],
      ["Isuzu", ["isuzu"]],
      ["Jaguar", ["jaguar"]],
      ["Jeep", ["jeep"]],
      ["Kawasaki", ["kawasaki"]],
      ["Kia", ["kia"]],
      ["KTM", ["ktm"]],
      ["Land Rover", ["land-rover"]],
      ["Range Rover", ["land-rover"]],
      ["Lexus", ["lexus"]],
      ["Lincoln", ["lincoln"]],
      ["Lucid", ["lucid"]],
      ["Maserati", ["maserati"]],
      ["Mazda", ["mazda"]],
      ["Mercedes-Benz", ["mercedes-benz"]],
      ["Mercedes", ["mercedes-benz"]],
      ["Mercury", ["mercury"]],
      ["MINI", ["mini"]],
      ["Mitsubishi", ["mitsubishi"]],
      ["Nissan", ["nissan"]],
      ["Oldsmobile", ["oldsmobile"]],
      ["Plymouth", ["plymouth"]],
      ["Polestar", ["polestar"]],
      ["Pontiac", ["pontiac"]],
      ["Porsche", ["porsche"]],
      ["Ram", ["ram", "dodge"]],
      ["Rivian", ["rivian"]],
      ["Saab", ["saab"]],
      ["Saturn", ["saturn"]],
      ["Scion", ["toyota"]],
      ["Stellantis", STELLANTIS],
      ["FCA", STELLANTIS],
      ["Mopar", STELLANTIS],
      ["Subaru", ["subaru"]],
      ["Suzuki", ["suzuki"]],
      ["Tesla", ["tesla"]],
      ["Toyota", ["toyota"]],
      ["Triumph", ["triumph"]],
      ["Volkswagen", ["volkswagen"]],
      ["VW", ["volkswagen"]],
      ["Volvo", ["volvo", "polestar"]],
      ["Yamaha", ["yamaha"]],
    ] as const
  ).map(([name, makes]) => word(name, makes)),
  // Engine families, named systems and transmissions that belong to one maker.
  word("EcoBoost", FORD, "i"),
  // Capitalised only: "the power stroke" is the fourth stroke of any engine.
  word("Power Stroke", ["ford"]),
  word("Powerstroke", ["ford"]),
  word("Triton", ["ford"]),
  word("Coyote", ["ford"]),
  word("Duratec", [...FORD, "mazda"]),
  word("PowerShift", ["ford"]),
  word("Duramax", ["chevrolet", "gmc"], "i"),
  word("Vortec", ["chevrolet", "gmc"], "i"),
  word("Ecotec", GM, "i"),
  word("Northstar", ["cadillac"]),
  word("Active Fuel Management", GM),
  word("Hemi", STELLANTIS, "i"),
  word("Pentastar", STELLANTIS, "i"),
  word("Cummins", ["ram", "dodge"]),
  word("EcoDiesel", ["ram", "jeep"], "i"),
  word("MultiAir", STELLANTIS, "i"),
  word("Skyactiv", ["mazda"], "i"),
  word("Lineartronic", ["subaru"], "i"),
  word("EJ25", ["subaru"]),
  word("EJ257", ["subaru"]),
  word("FB25", ["subaru"]),
  word("FA20", ["subaru", "toyota"]),
  word("VQ35", NISSAN),
  word("VQ35DE", NISSAN),
  word("QR25", ["nissan"]),
  word("Jatco", ["nissan", "mitsubishi", "jeep", "dodge", "suzuki"]),
  word("N54", ["bmw"]),
  word("N55", ["bmw"]),
  word("N20", ["bmw"]),
  word("N63", ["bmw"]),
  word("B58", ["bmw"]),
  word("VANOS", ["bmw", "mini"]),
  word("Valvetronic", ["bmw", "mini"]),
  word("EA888", VW),
  word("TSI", VW),
  word("TFSI", VW),
  word("TDI", VW),
  word("DSG", VW),
  word("2GR", TOYOTA),
  word("2AZ", TOYOTA),
  word("2AZ-FE", TOYOTA),
  word("1GR", TOYOTA),
  word("VTEC", HONDA),
  word("K24", HONDA),
  word("J35", HONDA),
  word("Theta II", HYUNDAI_KIA),
  word("Twin Cam 88", ["harley-davidson"]),
  // Models known by name alone ("Leaf" and "Volt" are left out: leaf springs and volts).
  word("F-150", ["ford"]),
  word("F-250", ["ford"]),
  word("F-350", ["ford"]),
  word("Super Duty", ["ford"]),
  word("Silverado", ["chevrolet"]),
  word("Sierra", ["gmc"]),
  word("Tahoe", ["chevrolet"]),
  word("Suburban", ["chevrolet"]),
  word("Equinox", ["chevrolet"]),
  word("Camry", ["toyota"]),
  word("Corolla", ["toyota"]),
  word("Prius", ["toyota"]),
  word("RAV4", ["toyota"], "i"),
  word("Tacoma", ["toyota"]),
  word("Tundra", ["toyota"]),
  word("Civic", ["honda"]),
  word("Accord", ["honda"]),
  word("CR-V", ["honda"]),
  word("Odyssey", ["honda"]),
  word("Altima", ["nissan"]),
  word("Sentra", ["nissan"]),
  word("Rogue", ["nissan"]),
  word("Wrangler", ["jeep"]),
  word("Grand Cherokee", ["jeep"]),
  word("Mustang", ["ford"]),
  word("Mach-E", ["ford"]),
  word("Outback", ["subaru"]),
  word("Forester", ["subaru"]),
  word("Impreza", ["subaru"]),
  word("Jetta", ["volkswagen"]),
  word("Passat", ["volkswagen"]),
  word("ID.4", ["volkswagen"]),
  word("Elantra", ["hyundai"]),
  word("Sonata", ["hyundai"]),
  word("Ioniq", ["hyundai"], "i"),
  word("Sorento", ["kia"]),
  word("Model S", ["tesla"]),
  word("Model 3", ["tesla"]),
  word("Model X", ["tesla"]),
  word("Model Y", ["tesla"]),
  word("Bolt EV", ["chevrolet"]),
  word("Sprinter", ["mercedes-benz", "dodge"]),
];

/** The names a text mentions, each once. */
export function vehicleNamesIn(text: string): VehicleName[] {
  return vehicleNames.filter((entry) => entry.pattern.test(text));
}
