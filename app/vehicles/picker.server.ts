import { vehicleMake, vehicleMakes } from "~/content/vehicles";
import { findModel, lastModelYear, modelsIn, soldIn } from "~/content/vehicles/index.server";

/** The first model year of the 17-character VIN, and so of vPIC's data. */
export const FIRST_MODEL_YEAR = 1981;

export type PickerState =
  | { kind: "vehicle"; path: string }
  | {
      kind: "step";
      years: number[];
      year?: number;
      makes?: { slug: string; name: string }[];
      make?: string;
      models?: { slug: string; name: string }[];
      error?: string;
    };

function pickerYears(): number[] {
  const years: number[] = [];
  for (let year = lastModelYear(); year >= FIRST_MODEL_YEAR; year--) years.push(year);
  return years;
}

/**
 * The year → make → model picker read from the query: each choice made so far
 * is checked against vPIC's model list, a choice that does not fit is dropped
 * with a message, and a full, valid choice is the vehicle page's path.
 */
export function readPicker(params: URLSearchParams): PickerState {
  const years = pickerYears();
  const rawYear = params.get("year");
  const rawMake = params.get("make");
  const rawModel = params.get("model");
  if (!rawYear) {
    return { kind: "step", years, error: rawMake || rawModel ? "Choose the model year first." : undefined };
  }
  const year = /^\d{4}$/.test(rawYear) ? Number(rawYear) : Number.NaN;
  if (!years.includes(year)) {
    return {
      kind: "step",
      years,
      error: `Choose a model year from ${FIRST_MODEL_YEAR} to ${lastModelYear()}; VINs before ${FIRST_MODEL_YEAR} do not follow one standard.`,
    };
  }
  const makes = vehicleMakes
    .filter((make) => modelsIn(make.slug, year).length > 0)
    .map((make) => ({ slug: make.slug, name: make.name }));
  if (!rawMake) return { kind: "step", years, year, makes, error: rawModel ? "Choose the make first." : undefined };
  const make = vehicleMake(rawMake);
  if (!make || !makes.some((candidate) => candidate.slug === make.slug)) {
    return {
      kind: "step",
      years,
      year,
      makes,
      error: make
        ? `NHTSA's data has no ${make.name} models for ${year}. Choose another make or year.`
        : "Choose a make from the list.",
    };
  }
  const models = modelsIn(make.slug, year).map((model) => ({ slug: model.slug, name: model.name }));
  if (!rawModel) return { kind: "step", years, year, makes, make: make.slug, models };
  const model = findModel(make.slug, rawModel);
  if (!model || !soldIn(model, year)) {
    return {
      kind: "step",
      years,
      year,
      makes,
      make: make.slug,
      models,
      error: `Choose a ${make.name} model sold in ${year} from the list.`,
    };
  }
  return { kind: "vehicle", path: `/vehicles/${year}/${make.slug}/${model.slug}` };
}
