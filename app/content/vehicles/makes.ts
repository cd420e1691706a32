import type { ManufacturerSlug } from "~/content/manufacturers";

/**
 * The makes a visitor can pick or a VIN can decode to: the brands sold in the
 * U.S. since 1981 (when the 17-character VIN began), cars, light trucks and
 * the motorcycle makes the motorcycle system covers. `vpic` is the make's name
 * in NHTSA's vPIC data (scripts/import-vehicles.ts), `profile` the
 * manufacturer profile that covers it, when the site has one. Scion models
 * are Toyota models in vPIC ("Scion tC"), so Scion is not a make here.
 */
export const vehicleMakes = [
  { slug: "acura", name: "Acura", vpic: "Acura", profile: "acura" },
  { slug: "alfa-romeo", name: "Alfa Romeo", vpic: "Alfa Romeo", profile: "stellantis" },
  { slug: "audi", name: "Audi", vpic: "Audi", profile: "volkswagen-group" },
  { slug: "bmw", name: "BMW", vpic: "BMW", profile: "bmw" },
  { slug: "buick", name: "Buick", vpic: "Buick", profile: "general-motors" },
  { slug: "cadillac", name: "Cadillac", vpic: "Cadillac", profile: "general-motors" },
  { slug: "chevrolet", name: "Chevrolet", vpic: "Chevrolet", profile: "general-motors" },
  { slug: "chrysler", name: "Chrysler", vpic: "Chrysler", profile: "stellantis" },
  { slug: "dodge", name: "Dodge", vpic: "Dodge", profile: "stellantis" },
  { slug: "ducati", name: "Ducati", vpic: "Ducati", profile: undefined },
  { slug: "fiat", name: "Fiat", vpic: "Fiat", profile: "stellantis" },
  { slug: "ford", name: "Ford", vpic: "Ford", profile: "ford" },
  { slug: "genesis", name: "Genesis", vpic: "Genesis", profile: "hyundai-kia" },
  { slug: "geo", name: "Geo", vpic: "Geo", profile: "general-motors" },
  { slug: "gmc", name: "GMC", vpic: "GMC", profile: "general-motors" },
  { slug: "harley-davidson", name: "Harley-Davidson", vpic: "Harley-Davidson", profile: undefined },
  { slug: "honda", name: "Honda", vpic: "Honda", profile: "honda" },
  { slug: "hummer", name: "Hummer", vpic: "Hummer", profile: "general-motors" },
  { slug: "hyundai", name: "Hyundai", vpic: "Hyundai", profile: "hyundai-kia" },
  { slug: "infiniti", name: "Infiniti", vpic: "Infiniti", profile: "infiniti" },
  { slug: "isuzu", name: "Isuzu", vpic: "Isuzu", profile: undefined },
  { slug: "jaguar", name: "Jaguar", vpic: "Jaguar", profile: undefined },
  { slug: "jeep", name: "Jeep", vpic: "Jeep", profile: "stellantis" },
  { slug: "kawasaki", name: "Kawasaki", vpic: "Kawasaki", profile: undefined },
  { slug: "kia", name: "Kia", vpic: "Kia", profile: "hyundai-kia" },
  { slug: "ktm", name: "KTM", vpic: "KTM", profile: undefined },
  { slug: "land-rover", name: "Land Rover", vpic: "Land Rover", profile: undefined },
  { slug: "lexus", name: "Lexus", vpic: "Lexus", profile: "lexus" },
  { slug: "lincoln", name: "Lincoln", vpic: "Lincoln", profile: "ford" },
  { slug: "lucid", name: "Lucid", vpic: "Lucid", profile: undefined },
  { slug: "maserati", name: "Maserati", vpic: "Maserati", profile: "stellantis" },
  { slug: "mazda", name: "Mazda", vpic: "Mazda", profile: "mazda" },
  { slug: "mercedes-benz", name: "Mercedes-Benz", vpic: "Mercedes-Benz", profile: "mercedes-benz" },
  { slug: "mercury", name: "Mercury", vpic: "Mercury", profile: "ford" },
  { slug: "mini", name: "MINI", vpic: "MINI", profile: "bmw" },
  { slug: "mitsubishi", name: "Mitsubishi", vpic: "Mitsubishi", profile: "mitsubishi" },
  { slug: "nissan", name: "Nissan", vpic: "Nissan", profile: "nissan" },
  { slug: "oldsmobile", name: "Oldsmobile", vpic: "Oldsmobile", profile: "general-motors" },
  { slug: "plymouth", name: "Plymouth", vpic: "Plymouth", profile: "stellantis" },
  { slug: "polestar", name: "Polestar", vpic: "Polestar", profile: "volvo" },
  { slug: "pontiac", name: "Pontiac", vpic: "Pontiac", profile: "general-motors" },
  { slug: "porsche", name: "Porsche", vpic: "Porsche", profile: "volkswagen-group" },
  { slug: "ram", name: "Ram", vpic: "Ram", profile: "stellantis" },
  { slug: "rivian", name: "Rivian", vpic: "RIVIAN", profile: undefined },
  { slug: "saab", name: "Saab", vpic: "SAAB", profile: "general-motors" },
  { slug: "saturn", name: "Saturn", vpic: "Saturn", profile: "general-motors" },
  { slug: "smart", name: "smart", vpic: "smart", profile: "mercedes-benz" },
  { slug: "subaru", name: "Subaru", vpic: "Subaru", profile: "subaru" },
  { slug: "suzuki", name: "Suzuki", vpic: "Suzuki", profile: undefined },
  { slug: "tesla", name: "Tesla", vpic: "Tesla", profile: "tesla" },
  { slug: "toyota", name: "Toyota", vpic: "Toyota", profile: "toyota" },
  { slug: "triumph", name: "Triumph", vpic: "Triumph", profile: undefined },
  { slug: "volkswagen", name: "Volkswagen", vpic: "Volkswagen", profile: "volkswagen-group" },
  { slug: "volvo", name: "Volvo", vpic: "Volvo", profile: "volvo" },
  { slug: "yamaha", name: "Yamaha", vpic: "Yamaha", profile: undefined },
] as const satisfies readonly {
  slug: string;
  name: string;
  vpic: string;
  profile: ManufacturerSlug | undefined;
}[];

export type VehicleMake = (typeof vehicleMakes)[number]["slug"];

export const vehicleMakeSlugs = /* @__PURE__ */ vehicleMakes.map((make) => make.slug) as [
  VehicleMake,
  ...VehicleMake[],
];

export function vehicleMake(slug: string) {
  return vehicleMakes.find((make) => make.slug === slug);
}

/** vPIC's model names as URL slugs: "F-150" → "f-150", "Scion tC" → "scion-tc", "CR-V" → "cr-v". */
export function modelSlug(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
