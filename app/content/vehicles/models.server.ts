import type { VehicleMake } from "./makes";
import data from "./models.generated.json" with { type: "json" };

/**
 * The models of each make and the model years NHTSA's vPIC data decodes them
 * for (scripts/import-vehicles.ts writes the file). Server-only: about 3,000
 * rows that a browser never needs whole.
 */
export type VehicleModel = { slug: string; name: string; years: [number, number][] };

/** The newest model year in the data. */
export function lastModelYear(): number {
  return data.lastYear;
}

export function modelsOf(make: VehicleMake): readonly VehicleModel[] {
  // Read on call, not at import: importing the door does no work (doors.test.ts).
  return (data.makes as unknown as Record<VehicleMake, VehicleModel[]>)[make] ?? [];
}

export function findModel(make: VehicleMake, slug: string): VehicleModel | undefined {
  return modelsOf(make).find((model) => model.slug === slug);
}

export function soldIn(model: VehicleModel, year: number): boolean {
  return model.years.some(([from, to]) => year >= from && year <= to);
}

/** The models of a make sold in a model year, by name. */
export function modelsIn(make: VehicleMake, year: number): VehicleModel[] {
  return modelsOf(make).filter((model) => soldIn(model, year));
}

/** vPIC's name for a model slug, or the slug itself when the data lacks it. */
export function modelName(make: VehicleMake, slug: string): string {
  return findModel(make, slug)?.name ?? slug;
}
