import { type VehicleMake, vehicleMake } from "./makes";
import type { EngineSpec, VehicleMatch } from "./schema";

/** A vehicle as the site knows it: picked (make, model, year) or decoded from a VIN (with its engine where vPIC has it). */
export type Vehicle = {
  make: VehicleMake;
  /** Model slug: "f-150". */
  model: string;
  year: number;
  /** Displacement in liters, when known. */
  liters?: number;
  fuel?: "gasoline" | "diesel" | "hybrid" | "electric";
};

/**
 * Whether a match covers a vehicle: "yes"; "engine" when make, model and
 * year match but the match names engines and the vehicle's engine is not
 * known (the page says which engines it takes); "no" otherwise.
 */
export function matchVehicle(match: VehicleMatch, vehicle: Vehicle): "yes" | "engine" | "no" {
  if (match.make !== vehicle.make) return "no";
  if (match.models && !match.models.includes(vehicle.model)) return "no";
  if (match.years && (vehicle.year < match.years[0] || vehicle.year > match.years[1])) return "no";
  if (!match.engines) return "yes";
  if (vehicle.liters === undefined && vehicle.fuel === undefined) return "engine";
  return match.engines.some((engine) => engineFits(engine, vehicle)) ? "yes" : "no";
}

function engineFits(engine: EngineSpec, vehicle: Vehicle): boolean {
  if (engine.fuel === "electric" || vehicle.fuel === "electric") return engine.fuel === vehicle.fuel;
  // A diesel and a gasoline engine of one size are different engines (a 2.0 TDI is not an EA888).
  if (vehicle.fuel !== undefined && (engine.fuel === "diesel") !== (vehicle.fuel === "diesel")) return false;
  if (engine.liters === undefined || vehicle.liters === undefined) return true;
  return Math.abs(engine.liters - vehicle.liters) < 0.05;
}

/**
 * The best answer over a problem's matches ("yes" beats "engine" beats "no")
 * and the match that gave it, which the page puts in words.
 */
export function bestMatch(
  matches: readonly VehicleMatch[] | undefined,
  vehicle: Vehicle,
): { fit: "yes" | "engine" | "no"; match: VehicleMatch | undefined } {
  let best: { fit: "yes" | "engine" | "no"; match: VehicleMatch | undefined } = { fit: "no", match: undefined };
  for (const match of matches ?? []) {
    const fit = matchVehicle(match, vehicle);
    if (fit === "yes") return { fit, match };
    if (fit === "engine" && best.fit === "no") best = { fit, match };
  }
  return best;
}

/**
 * One match in words: "2011–2016 Ford F-150, Expedition with the 3.5L
 * EcoBoost V6 (6R80 6-speed automatic)". `modelName` turns a model slug
 * into vPIC's name; the model data is server-only, so callers pass it in.
 */
export function describeMatch(match: VehicleMatch, modelName: (make: VehicleMake, model: string) => string): string {
  const years = match.years
    ? `${match.years[0] === match.years[1] ? match.years[0] : `${match.years[0]}–${match.years[1]}`} `
    : "";
  const make = vehicleMake(match.make)?.name ?? match.make;
  const models = match.models ? ` ${match.models.map((model) => modelName(match.make, model)).join(", ")}` : "";
  const engines = match.engines ? ` with the ${match.engines.map((engine) => engine.name).join(" or ")}` : "";
  const transmissions = match.transmissions ? ` (${match.transmissions.join(", ")})` : "";
  return `${years}${make}${models}${engines}${transmissions}`;
}
