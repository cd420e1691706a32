/** The 18 manufacturers, in the index page's order (SPEC §4). Free of zod, so anything may import it. */
export const manufacturerSlugs = [
  "toyota",
  "ford",
  "honda",
  "nissan",
  "bmw",
  "mercedes-benz",
  "mazda",
  "subaru",
  "infiniti",
  "acura",
  "lexus",
  "hyundai-kia",
  "volkswagen-group",
  "general-motors",
  "stellantis",
  "tesla",
  "mitsubishi",
  "volvo",
] as const;

export type ManufacturerSlug = (typeof manufacturerSlugs)[number];
