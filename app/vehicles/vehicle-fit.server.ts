import { type CodeMake, codeMakeSlugs } from "~/content/codes";
import { codeMeaningFor } from "~/content/codes/index.server";
import { bestMatch, type Vehicle, type VehicleMatch } from "~/content/vehicles";
import type { ProblemFit } from "./report-types";

/**
 * The visitor's current vehicle against a page's content (issue 15): which
 * problems of a system page apply to it, and what a code means on its make.
 * Runs in loaders only; the page receives the answers, never the vehicle data.
 */
export type { ProblemFit };

type Applicability = {
  slug: string;
  appliesTo?: readonly VehicleMatch[];
  commonOn?: readonly VehicleMatch[];
};

/**
 * Per problem slug, how it fits the vehicle, read as the vehicle page reads
 * it (vehicle-report.server.ts). Problems that name no vehicles are left out:
 * they fit any vehicle and carry no mark.
 */
export function problemFits(problems: readonly Applicability[], vehicle: Vehicle): Record<string, ProblemFit> {
  const fits: Record<string, ProblemFit> = {};
  for (const problem of problems) {
    // The schema lets a problem have one list or the other, never both.
    const scope = problem.appliesTo ? "only" : problem.commonOn ? "known" : undefined;
    if (!scope) continue;
    const { fit, match } = bestMatch(problem.appliesTo ?? problem.commonOn, vehicle);
    if (fit === "no") {
      // Known on other vehicles says nothing against this one; only-on-others does.
      if (scope === "only") fits[problem.slug] = { fit: "no" };
      continue;
    }
    const engines = fit === "engine" ? match?.engines?.map((engine) => engine.name).join(" or ") : undefined;
    fits[problem.slug] = engines ? { fit, scope, engines } : { fit, scope };
  }
  return fits;
}

/**
 * A problem's mark for the visitor's current vehicle, in plain words: "Applies
 * to your 2013 Ford F-150", "Known on your 2013 Ford F-150 if it has the 3.5L
 * EcoBoost V6". Null for a problem that does not concern it. Written here, so
 * the page's script carries the words, not the rules.
 */
export function vehicleFitText(fit: ProblemFit | undefined, label: string): string | null {
  if (!fit || fit.fit === "no") return null;
  const text = `${fit.scope === "only" ? "Applies to" : "Known on"} your ${label}`;
  return fit.engines ? `${text} if it has the ${fit.engines}` : text;
}

/** Per problem slug, what a system page needs: whether the filter keeps it, and its mark. */
export function problemMarks(
  problems: readonly Applicability[],
  vehicle: Vehicle,
  label: string,
): Record<string, { fit: ProblemFit["fit"]; text?: string }> {
  const marks: Record<string, { fit: ProblemFit["fit"]; text?: string }> = {};
  for (const [slug, fit] of Object.entries(problemFits(problems, vehicle))) {
    const text = vehicleFitText(fit, label);
    marks[slug] = text ? { fit: fit.fit, text } : { fit: fit.fit };
  }
  return marks;
}

/** The make's own meanings of a code ("Ford: …"), when the code data has one for the vehicle's make. */
export function codeMeaningsForVehicle(code: string, vehicle: Vehicle): string[] {
  if (!(codeMakeSlugs as readonly string[]).includes(vehicle.make)) return [];
  return codeMeaningFor(code, [vehicle.make as CodeMake]).map((meaning) => meaning.title);
}
