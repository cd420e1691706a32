/**
 * Pages about electric cars only (the Electric Vehicles system) answer owners
 * of petrol cars badly: "no heat in car" is a thermostat or a heater core far
 * more often than an EV heat pump. Such pages count for less unless the query
 * says something about an electric car: one of these words, as typed
 * (lowercase, no punctuation).
 */
export const electricCues: ReadonlySet<string> = new Set([
  "ev",
  "evs",
  "electric",
  "bev",
  "tesla",
  "bolt",
  "leaf",
  "ioniq",
  "ev6",
  "ev9",
  "kona",
  "niro",
  "mach",
  "id4",
  "rivian",
  "lucid",
  "polestar",
  "taycan",
  "lightning",
  "charging",
  "charger",
  "charge",
  "charges",
  "supercharger",
  "j1772",
  "nacs",
  "ccs",
  "kw",
  "kwh",
  "regen",
  "range",
  "plug",
  "plugged",
  "iccu",
  "turtle",
]);

/** The systems whose pages are about electric cars only. */
export const electricOnlySystems: ReadonlySet<string> = new Set(["electric-vehicle"]);

/** How much an electric-only page counts when the query gives no sign of an electric car. */
export const ELECTRIC_UNASKED = 0.5;
