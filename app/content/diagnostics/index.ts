import { type CatalogueEntry, catalogueEntry, type SystemSlug, systemCatalogue } from "./catalogue";
import type { DiagnosticSystem, Problem, SystemContent } from "./schema";

/**
 * The door to the diagnostic knowledge base: the catalogue of systems, the
 * live systems' content and the queries over it. Route loaders read the
 * content and send the browser only what a page shows; components may import
 * the small pure helpers (verdicts, ranking) from here too, because nothing in
 * this module runs at import time: the bundler keeps only what is used (see
 * docs/decisions/0014 and doors.test.ts).
 */
const files = import.meta.glob<{ system: SystemContent }>("./systems/*.ts", { eager: true });

function liveSystems(): readonly DiagnosticSystem[] {
  return systemCatalogue.flatMap((entry) => {
    const file = entry.status === "live" ? files[`./systems/${entry.slug}.ts`] : undefined;
    // A live entry whose file is missing is skipped here and reported by diagnostics.test.ts.
    return file ? [{ slug: entry.slug as SystemSlug, name: entry.name, ...file.system }] : [];
  });
}

/** The live systems in the home page's order (SPEC §2 "Tiles"). */
export const diagnosticSystems: readonly DiagnosticSystem[] = /* @__PURE__ */ liveSystems();

export function getSystem(slug: string): DiagnosticSystem | undefined {
  return diagnosticSystems.find((system) => system.slug === slug);
}

export function getProblem(
  systemSlug: string,
  problemSlug: string,
): { system: DiagnosticSystem; problem: Problem } | undefined {
  const system = getSystem(systemSlug);
  const problem = system?.problems.find((candidate) => candidate.slug === problemSlug);
  return system && problem ? { system, problem } : undefined;
}

/** Resolves a `related` reference ("slug" or "system/slug") from inside `system`. */
export function resolveRelated(system: DiagnosticSystem, ref: string) {
  const [systemSlug, problemSlug] = ref.includes("/") ? ref.split("/") : [system.slug, ref];
  return getProblem(systemSlug!, problemSlug!);
}

export function problemCount() {
  return diagnosticSystems.reduce((total, system) => total + system.problems.length, 0);
}

/** A system that is in the catalogue but not live yet: its tile shows a badge and its URL an "under construction" 404. */
export function upcomingSystem(slug: string): CatalogueEntry | undefined {
  const entry = catalogueEntry(slug);
  return entry && entry.status !== "live" ? entry : undefined;
}

export {
  type CatalogueEntry,
  catalogueEntry,
  type HomeSection,
  liveSystemSlugs,
  type SystemStatus,
  systemCatalogue,
  systemName,
} from "./catalogue";
export {
  type CostScenario,
  costEnvelope,
  costScenarios,
  type DollarRange,
  isWideRange,
  laborRate,
  type PricedRange,
  type ProblemCost,
} from "./cost";
export { highVoltageNotice } from "./high-voltage";
export { hasMeasuredReading, isMeasuredValue } from "./measured-reading";
export { codeOf, makesOf } from "./problem-codes";
export { type CheckerState, type ProblemCard, type RankedCard, rankProblems, readCheckerState } from "./ranking";
export { retiredProblems, retiredProblemTarget } from "./retired";
export type { ProblemCode, Symptom } from "./schema";
export { type Verdict, verdicts } from "./verdicts";
export type { DiagnosticSystem, Problem, SystemContent, SystemSlug };
