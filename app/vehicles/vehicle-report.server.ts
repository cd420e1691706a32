import { type CodeMake, codeMakeSlugs } from "~/content/codes";
import { codeMeaningFor } from "~/content/codes/index.server";
import { codeOf, diagnosticSystems, type Verdict } from "~/content/diagnostics";
import { getManufacturer } from "~/content/manufacturers";
import { bestMatch, describeMatch, type EngineSpec, matchVehicle, type Vehicle, vehicleMake } from "~/content/vehicles";
import { modelName } from "~/content/vehicles/index.server";
import type { EngineChoice, VehicleProblem } from "./report-types";

/**
 * What the site knows about one vehicle: the problems that apply to it (only
 * to vehicles like it first, then the general faults known on it), the engines
 * those problems tell apart, the manufacturer profile's known issues that
 * name the model, and the make's own meanings of the codes those problems
 * list. Used by the vehicle page and the VIN result.
 */
export type { EngineChoice, VehicleProblem };

export type VehicleReport = {
  /** Faults that happen only on vehicles like this one. */
  specific: VehicleProblem[];
  /** Faults any vehicle can have, known on this one in particular. */
  knownOn: VehicleProblem[];
  /** Engines the problems above tell apart, to narrow the page by. */
  engines: EngineChoice[];
  profile: { slug: string; name: string; issues: { title: string; affected: string }[] } | undefined;
  /** The make's own meanings of manufacturer codes the problems list. */
  makeCodes: { code: string; title: string }[];
};

const verdictOrder: Record<Verdict, number> = { stop: 0, careful: 1, ok: 2 };

/** "3.5", "6.7-diesel", "electric": how an engine is written in ?engine=. */
export function engineValue(engine: Pick<EngineSpec, "liters" | "fuel">): string | undefined {
  if (engine.fuel === "electric") return "electric";
  if (engine.liters === undefined) return undefined;
  return engine.fuel === "diesel" ? `${engine.liters.toFixed(1)}-diesel` : engine.liters.toFixed(1);
}

/** Reads ?engine= back into what the matcher compares; undefined for anything else. */
export function parseEngineValue(value: string | null): Pick<Vehicle, "liters" | "fuel"> | undefined {
  if (!value) return undefined;
  if (value === "electric") return { fuel: "electric" };
  const found = /^(\d\.\d)(-diesel)?$/.exec(value);
  if (!found) return undefined;
  return { liters: Number(found[1]), fuel: found[2] ? "diesel" : "gasoline" };
}

export function vehicleReport(vehicle: Vehicle): VehicleReport {
  const specific: VehicleProblem[] = [];
  const knownOn: VehicleProblem[] = [];
  const engines = new Map<string, Set<string>>();
  const codes = new Set<string>();
  // Engines are offered from every match on this make, model and year, whatever engine is chosen now.
  const anyEngine: Vehicle = { make: vehicle.make, model: vehicle.model, year: vehicle.year };
  for (const system of diagnosticSystems) {
    for (const problem of system.problems) {
      for (const match of [...(problem.appliesTo ?? []), ...(problem.commonOn ?? [])]) {
        if (matchVehicle(match, anyEngine) === "no") continue;
        for (const engine of match.engines ?? []) {
          const value = engineValue(engine);
          if (value) engines.set(value, (engines.get(value) ?? new Set()).add(engine.name));
        }
      }
      const only = bestMatch(problem.appliesTo, vehicle);
      const common = only.fit === "no" ? bestMatch(problem.commonOn, vehicle) : undefined;
      const found = only.fit !== "no" ? only : common;
      if (!found || found.fit === "no" || !found.match) continue;
      const entry: VehicleProblem = {
        system: { slug: system.slug, name: system.name },
        slug: problem.slug,
        title: problem.title,
        verdict: problem.verdict,
        fit: found.fit,
        appliesTo: describeMatch(found.match, modelName),
      };
      (only.fit !== "no" ? specific : knownOn).push(entry);
      if (only.fit !== "no") for (const code of problem.codes) codes.add(codeOf(code));
    }
  }
  const byVerdict = (a: VehicleProblem, b: VehicleProblem) => verdictOrder[a.verdict] - verdictOrder[b.verdict];
  const profileSlug = vehicleMake(vehicle.make)?.profile;
  const profile = profileSlug ? getManufacturer(profileSlug) : undefined;
  const model = modelName(vehicle.make, vehicle.model);
  return {
    specific: specific.sort(byVerdict),
    knownOn: knownOn.sort(byVerdict),
    engines: [...engines.entries()]
      .map(([value, names]) => ({ value, label: [...names].join(" / ") }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    profile: profile && {
      slug: profile.slug,
      name: profile.name,
      issues: profile.commonProblems
        .filter((issue) => namesModel(issue.affected, model) || namesModel(issue.title, model))
        .map((issue) => ({ title: issue.title, affected: issue.affected })),
    },
    makeCodes: makeCodes(codes, vehicle.make),
  };
}

/** Whether a profile's text names a model: "F-150" in "2011–2016 F-150 and Expedition", whole words only. */
export function namesModel(text: string, model: string): boolean {
  const escaped = model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[ -]?");
  return new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, "i").test(text);
}

function makeCodes(codes: Set<string>, make: Vehicle["make"]) {
  if (!(codeMakeSlugs as readonly string[]).includes(make)) return [];
  return [...codes]
    .sort()
    .flatMap((code) => codeMeaningFor(code, [make as CodeMake]).map((meaning) => ({ code, title: meaning.title })));
}
