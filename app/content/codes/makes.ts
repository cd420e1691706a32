/**
 * The makes that have manufacturer-specific trouble-code meanings on the site:
 * one per `<file>_codes.txt` of the shared code data (source/README.md), plus
 * the makes our own additions name (additions.ts). `profile` is the
 * manufacturer profile (/manufacturers/{profile}) that covers the make, when
 * the site has one.
 */
import type { ManufacturerSlug } from "~/content/manufacturers";

export const codeMakes = [
  { slug: "acura", name: "Acura", file: "acura_codes.txt", profile: "acura" },
  { slug: "bmw", name: "BMW", file: "bmw_codes.txt", profile: "bmw" },
  { slug: "buick", name: "Buick", file: "buick_codes.txt", profile: "general-motors" },
  { slug: "cadillac", name: "Cadillac", file: "cadillac_codes.txt", profile: "general-motors" },
  { slug: "chevrolet", name: "Chevrolet", file: "chevy_codes.txt", profile: "general-motors" },
  { slug: "chrysler", name: "Chrysler", file: "chrysler_codes.txt", profile: "stellantis" },
  { slug: "dodge", name: "Dodge", file: "dodge_codes.txt", profile: "stellantis" },
  { slug: "ford", name: "Ford", file: "ford_codes.txt", profile: "ford" },
  { slug: "geo", name: "Geo", file: "geo_codes.txt", profile: "general-motors" },
  { slug: "gm", name: "GM (General Motors)", file: "gm_codes.txt", profile: "general-motors" },
  { slug: "gmc", name: "GMC", file: "gmc_codes.txt", profile: "general-motors" },
  { slug: "honda", name: "Honda", file: "honda_codes.txt", profile: "honda" },
  { slug: "hyundai", name: "Hyundai", file: undefined, profile: "hyundai-kia" },
  { slug: "infiniti", name: "Infiniti", file: "infiniti_codes.txt", profile: "infiniti" },
  { slug: "jaguar", name: "Jaguar", file: "jaguar_codes.txt", profile: undefined },
  { slug: "jeep", name: "Jeep", file: "jeep_codes.txt", profile: "stellantis" },
  { slug: "kia", name: "Kia", file: "kia_codes.txt", profile: "hyundai-kia" },
  { slug: "lexus", name: "Lexus", file: "lexus_codes.txt", profile: "lexus" },
  { slug: "lincoln", name: "Lincoln", file: "lincoln_codes.txt", profile: "ford" },
  { slug: "mazda", name: "Mazda", file: "mazda_codes.txt", profile: "mazda" },
  { slug: "mercedes-benz", name: "Mercedes-Benz", file: "mercedes_codes.txt", profile: "mercedes-benz" },
  { slug: "mercury", name: "Mercury", file: "mercury_codes.txt", profile: "ford" },
  { slug: "mitsubishi", name: "Mitsubishi", file: "mitsubishi_codes.txt", profile: "mitsubishi" },
  { slug: "nissan", name: "Nissan", file: "nissan_codes.txt", profile: "nissan" },
  { slug: "oldsmobile", name: "Oldsmobile", file: "oldsmobile_codes.txt", profile: "general-motors" },
  { slug: "plymouth", name: "Plymouth", file: "plymouth_codes.txt", profile: "stellantis" },
  { slug: "pontiac", name: "Pontiac", file: "pontiac_codes.txt", profile: "general-motors" },
  { slug: "ram", name: "Ram", file: undefined, profile: "stellantis" },
  { slug: "saturn", name: "Saturn", file: "saturn_codes.txt", profile: "general-motors" },
  { slug: "subaru", name: "Subaru", file: "subaru_codes.txt", profile: "subaru" },
  { slug: "suzuki", name: "Suzuki", file: "suzuki_codes.txt", profile: undefined },
  { slug: "toyota", name: "Toyota", file: "toyota_codes.txt", profile: "toyota" },
  { slug: "volkswagen", name: "Volkswagen", file: "volkswagen_codes.txt", profile: "volkswagen-group" },
] as const satisfies readonly {
  slug: string;
  name: string;
  file: string | undefined;
  profile: ManufacturerSlug | undefined;
}[];

export type CodeMake = (typeof codeMakes)[number]["slug"];

export const codeMakeSlugs = /* @__PURE__ */ codeMakes.map((make) => make.slug) as [CodeMake, ...CodeMake[]];

export function codeMakeName(slug: CodeMake): string {
  return codeMakes.find((make) => make.slug === slug)!.name;
}
