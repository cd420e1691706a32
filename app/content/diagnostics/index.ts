import { type DiagnosticSystem, diagnosticSystemSlugs, type Problem, type SystemSlug } from "./schema";

/**
 * The diagnostic knowledge base, loaded on the server only (routes read it in
 * their loaders and send the browser just what a page shows).
 */
const modules = import.meta.glob<{ system: DiagnosticSystem }>("./systems/*.ts", { eager: true });

const systemsBySlug = new Map<string, DiagnosticSystem>(
  Object.values(modules).map(({ system }) => [system.slug, system]),
);

/** Systems in the home page's order (SPEC §2 "Tiles"), skipping any not written yet. */
export const diagnosticSystems: readonly DiagnosticSystem[] = diagnosticSystemSlugs
  .map((slug) => systemsBySlug.get(slug))
  .filter((system): system is DiagnosticSystem => Boolean(system));

export function getSystem(slug: string): DiagnosticSystem | undefined {
  return systemsBySlug.get(slug);
}

export function getProblem(
  systemSlug: string,
  problemSlug: string,
): { system: DiagnosticSystem; problem: Problem } | undefined {
  const system = systemsBySlug.get(systemSlug);
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

export type { DiagnosticSystem, Problem, SystemSlug };
