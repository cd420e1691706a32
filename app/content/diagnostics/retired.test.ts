import { describe, expect, it } from "vitest";
import { diagnosticSystems, getProblem, retiredProblems, retiredProblemTarget } from "./index";

const live = new Set(
  diagnosticSystems.flatMap((system) => system.problems.map((problem) => `${system.slug}/${problem.slug}`)),
);

describe("retired problem addresses", () => {
  it("point at a live problem, never at another retired address", () => {
    const broken = Object.entries(retiredProblems)
      .filter(([, target]) => !live.has(target) || Object.hasOwn(retiredProblems, target))
      .map(([from, target]) => `${from} -> ${target}`);
    expect(broken).toEqual([]);
  });

  it("are not live problems themselves, so an old address can only redirect", () => {
    expect(Object.keys(retiredProblems).filter((from) => live.has(from))).toEqual([]);
  });

  it("are linked from nowhere in the content: related links use the page that holds the answer", () => {
    const stale = diagnosticSystems.flatMap((system) =>
      system.problems.flatMap((problem) =>
        problem.related
          .map((ref) => (ref.includes("/") ? ref : `${system.slug}/${ref}`))
          .filter((ref) => Object.hasOwn(retiredProblems, ref))
          .map((ref) => `${system.slug}/${problem.slug} -> ${ref}`),
      ),
    );
    expect(stale).toEqual([]);
  });

  it("resolves an old address to its target, and nothing for an address never retired or a prototype key", () => {
    const [from, target] = Object.entries(retiredProblems)[0]!;
    const [system, slug] = from.split("/") as [string, string];
    expect(retiredProblemTarget(system, slug)).toBe(target);
    expect(getProblem(...(target.split("/") as [string, string]))).toBeDefined();
    expect(retiredProblemTarget("electrical", "no-such-problem")).toBeUndefined();
    expect(retiredProblemTarget("__proto__", "constructor")).toBeUndefined();
  });
});
