import { diagnosticSystems } from "~/content/diagnostics";
import { findModel, lastModelYear } from "./models.server";

/**
 * The vehicle pages worth indexing: every year, make and model that at least
 * one problem applies to by name (`appliesTo` with models), within the years
 * vPIC sold the model. Matches that name no model (a whole make with one
 * engine) are left out: they would list every model the make ever sold.
 */
export function vehiclePagesWithProblems(): string[] {
  const paths = new Set<string>();
  for (const system of diagnosticSystems) {
    for (const problem of system.problems) {
      for (const match of problem.appliesTo ?? []) {
        for (const slug of match.models ?? []) {
          const model = findModel(match.make, slug);
          if (!model) continue;
          const [from, to] = match.years ?? [1981, lastModelYear()];
          for (const [start, end] of model.years) {
            for (let year = Math.max(from, start); year <= Math.min(to, end); year++) {
              paths.add(`/vehicles/${year}/${match.make}/${slug}`);
            }
          }
        }
      }
    }
  }
  return [...paths].sort();
}
