import { describe, expect, it } from "vitest";
import { costScenarios, diagnosticSystems, systemCatalogue } from "./index";
import { catalogueSchema, type Problem, problemSchema, type SystemContent, systemContentSchema } from "./schema";

/**
 * The content tests trust the schema for these rules, so each rule is proven
 * here: a real, valid entry is broken in one way and must be refused.
 */
// A real entry with a single-range estimate, which the cost cases below vary.
const valid: Problem = diagnosticSystems
  .flatMap((system) => system.problems)
  .find((problem) => !("scenarios" in problem.cost))!;
const withChange = (change: (problem: Problem) => void) => {
  const problem = structuredClone(valid);
  change(problem);
  return problem;
};
const messages = (value: unknown) => {
  const result = problemSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("problem schema", () => {
  it("accepts the entry the other cases break", () => {
    expect(messages(valid)).toEqual([]);
  });

  it("wants a reason of at least 20 characters for the drive verdict", () => {
    expect(messages(withChange((problem) => (problem.verdictReason = "Stop: no brakes."))).join()).toMatch(
      /^verdictReason: /,
    );
  });

  it("knows only the three verdicts", () => {
    expect(messages(withChange((problem) => (problem.verdict = "maybe" as Problem["verdict"]))).join()).toMatch(
      /^verdict: /,
    );
  });

  it("wants causes ranked common, then occasional, then rare", () => {
    const problem = withChange((entry) => {
      entry.causes = [
        { ...entry.causes[0]!, likelihood: "rare" },
        { ...entry.causes[1]!, likelihood: "common" },
      ];
    });
    expect(messages(problem)).toContain(": causes must be ranked: common, then occasional, then rare");
  });

  it("refuses a cost range whose low end is above its high end, and labor not in tenths of an hour", () => {
    const single = valid.cost as Extract<Problem["cost"], { partsLow: number }>;
    const parts = withChange((problem) => (problem.cost = { ...single, partsLow: single.partsHigh + 1 }));
    const labor = withChange((problem) => (problem.cost = { ...single, laborHoursLow: single.laborHoursHigh + 1 }));
    const minutes = withChange((problem) => (problem.cost = { ...single, laborHoursHigh: 1.25 }));
    expect(messages(parts).join()).toMatch(/must not exceed its high end/);
    expect(messages(labor).join()).toMatch(/must not exceed its high end/);
    expect(messages(minutes).join()).toMatch(/labor hours in tenths/);
  });

  it("takes two to four named scenarios, the worst case last", () => {
    const { excludes } = valid.cost;
    const cheap = {
      name: "Reflash and fluid exchange",
      partsLow: 80,
      partsHigh: 150,
      laborHoursLow: 1,
      laborHoursHigh: 1.5,
    };
    const dear = {
      name: "Replace the transmission",
      partsLow: 2500,
      partsHigh: 4200,
      laborHoursLow: 8,
      laborHoursHigh: 12,
    };
    expect(messages(withChange((problem) => (problem.cost = { excludes, scenarios: [cheap, dear] })))).toEqual([]);
    expect(messages(withChange((problem) => (problem.cost = { excludes, scenarios: [dear, cheap] }))).join()).toMatch(
      /worst case/,
    );
    expect(messages(withChange((problem) => (problem.cost = { excludes, scenarios: [cheap] }))).join()).not.toBe("");
    // The likeliest repair may be the dearest: one scenario, and only one, may say so.
    const likelyDear = withChange(
      (problem) => (problem.cost = { excludes, scenarios: [cheap, { ...dear, likely: true }] }),
    );
    expect(messages(likelyDear)).toEqual([]);
    expect(costScenarios(likelyDear.cost).map((scenario) => [scenario.likely, scenario.worst])).toEqual([
      [false, false],
      [true, true],
    ]);
    const twoLikely = withChange(
      (problem) =>
        (problem.cost = {
          excludes,
          scenarios: [
            { ...cheap, likely: true },
            { ...dear, likely: true },
          ],
        }),
    );
    expect(messages(twoLikely).join()).toMatch(/at most one scenario is the most likely/);
    // A scenario estimate carries no top-level range beside it: the scenarios are the estimate.
    expect(
      messages(
        withChange((problem) => (problem.cost = { ...valid.cost, scenarios: [cheap, dear] } as Problem["cost"])),
      ).join(),
    ).not.toBe("");
  });

  it("refuses a malformed trouble code and a malformed related link", () => {
    expect(messages(withChange((problem) => (problem.codes = ["P42"]))).join()).toMatch(/^codes\.0: /);
    expect(messages(withChange((problem) => (problem.related = ["Brake System/x"]))).join()).toMatch(/^related\.0: /);
  });

  it("wants a manufacturer-range code written with its makes", () => {
    expect(messages(withChange((problem) => (problem.codes = ["P1326"]))).join()).toMatch(/^codes\.0: /);
    expect(messages(withChange((problem) => (problem.codes = ["C1201"]))).join()).toMatch(/^codes\.0: /);
    expect(messages(withChange((problem) => (problem.codes = [{ code: "P1326", makes: ["hyundai", "kia"] }])))).toEqual(
      [],
    );
  });

  it("refuses a code object with an unknown make or no make", () => {
    const unknownMake = withChange((problem) => (problem.codes = [{ code: "P1326", makes: ["hyundia" as "hyundai"] }]));
    const noMake = withChange((problem) => (problem.codes = [{ code: "P1326", makes: [] }]));
    expect(messages(unknownMake).join()).toMatch(/^codes\.0/);
    expect(messages(noMake).join()).toMatch(/^codes\.0/);
  });
});

describe("system file schema", () => {
  const { slug: _slug, name: _name, ...content } = diagnosticSystems[0]!;

  it("accepts a file's content without the slug and name the catalogue holds", () => {
    expect(systemContentSchema.safeParse(content).success).toBe(true);
  });

  it("refuses a file that restates the catalogue's name", () => {
    const restated = { ...content, name: "Anything" } as SystemContent;
    expect(systemContentSchema.safeParse(restated).success).toBe(false);
  });
});

describe("catalogue schema", () => {
  it("refuses a repeated slug or name", () => {
    const [first, second] = systemCatalogue;
    expect(catalogueSchema.safeParse([first, { ...second, slug: first.slug }]).success).toBe(false);
    expect(catalogueSchema.safeParse([first, { ...second, name: first.name.toUpperCase() }]).success).toBe(false);
    expect(catalogueSchema.safeParse([first, second]).success).toBe(true);
  });
});
