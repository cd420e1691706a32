import { describe, expect, it } from "vitest";
import { dangerousProblems } from "./dangerous";
import { dangerousProblemSchema } from "./dangerous/schema";
import { diagnosticSystems, getProblem, getSystem } from "./diagnostics";
import { emergencyNodes, trailTo, viaFor } from "./emergency";
import { emergencyNodeSchema } from "./emergency/schema";
import { findGlossaryEntry, glossary } from "./glossary";
import { glossaryEntrySchema } from "./glossary/schema";
import { quizCategories, quizQuestions } from "./quiz";
import { quizQuestionSchema } from "./quiz/schema";

/**
 * Content checks for the resources (issue 7): glossary, quiz, emergency tree
 * and dangerous problems. Imported statically: a renamed or missing data file
 * fails this file instead of skipping it.
 */

/** Does a site path from content point at a real page? */
function resolves(href: string): boolean {
  const [pathname, hash] = href.split("#") as [string, string | undefined];
  const diagnostics = /^\/diagnostics\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?$/.exec(pathname);
  if (diagnostics)
    return diagnostics[2] ? Boolean(getProblem(diagnostics[1]!, diagnostics[2])) : Boolean(getSystem(diagnostics[1]!));
  if (pathname === "/glossary") return !hash || glossary.some((entry) => entry.id === hash);
  if (pathname === "/dangerous-problems") return !hash || dangerousProblems.some((entry) => entry.id === hash);
  const emergency = /^\/emergency-diagnostic(?:\/([a-z0-9-]+))?$/.exec(pathname);
  if (emergency) return !emergency[1] || emergencyNodes.some((node) => node.id === emergency[1]);
  return false;
}

describe("glossary", () => {
  it("has at least 300 valid entries with unique ids, terms and aliases", () => {
    expect(glossary.length).toBeGreaterThanOrEqual(300);
    for (const entry of glossary) {
      const result = glossaryEntrySchema.safeParse(entry);
      expect(
        result.success
          ? []
          : result.error.issues.map((issue) => `${entry.id}: ${issue.path.join(".")} ${issue.message}`),
      ).toEqual([]);
    }
    const ids = glossary.map((entry) => entry.id);
    expect(ids.length - new Set(ids).size).toBe(0);
    const names = glossary.flatMap((entry) => [entry.term, ...entry.aka].map((name) => name.toLowerCase()));
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    const definitions = glossary.map((entry) => entry.definition);
    expect(definitions.length - new Set(definitions).size).toBe(0);
  });

  it("covers the terms the diagnostic pages use most", () => {
    const uses = new Map<string, number>();
    for (const system of diagnosticSystems) {
      for (const problem of system.problems)
        for (const term of problem.terms) uses.set(term.toLowerCase(), (uses.get(term.toLowerCase()) ?? 0) + 1);
    }
    const frequent = [...uses].filter(([, count]) => count >= 4).map(([term]) => term);
    const missing = frequent.filter((term) => !findGlossaryEntry(term));
    expect(missing).toEqual([]);
  });
});

describe("quiz", () => {
  it("has at least 60 valid questions with unique ids, over every category and all three levels", () => {
    expect(quizQuestions.length).toBeGreaterThanOrEqual(60);
    for (const question of quizQuestions) {
      const result = quizQuestionSchema.safeParse(question);
      expect(
        result.success
          ? []
          : result.error.issues.map((issue) => `${question.id}: ${issue.path.join(".")} ${issue.message}`),
      ).toEqual([]);
      expect(new Set(question.options).size, `${question.id} options`).toBe(4);
    }
    const ids = quizQuestions.map((question) => question.id);
    expect(ids.length - new Set(ids).size).toBe(0);
    const texts = quizQuestions.map((question) => question.question);
    expect(texts.length - new Set(texts).size).toBe(0);
    for (const category of quizCategories) {
      const inCategory = quizQuestions.filter((question) => question.category === category.id);
      expect(inCategory.length, category.id).toBeGreaterThanOrEqual(10);
      expect(new Set(inCategory.map((question) => question.difficulty)), category.id).toEqual(
        new Set(["easy", "medium", "hard"]),
      );
    }
  });

  it("spreads the right answers across positions, and every learn-more link resolves", () => {
    const positions = new Set(quizQuestions.map((question) => question.answer));
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
    for (const question of quizQuestions)
      expect(resolves(question.learnMore.href), `${question.id} ${question.learnMore.href}`).toBe(true);
  });
});

describe("emergency decision tree", () => {
  const byId = new Map(emergencyNodes.map((node) => [node.id, node]));

  it("is made of valid nodes with unique ids", () => {
    for (const node of emergencyNodes) {
      const result = emergencyNodeSchema.safeParse(node);
      expect(
        result.success
          ? []
          : result.error.issues.map((issue) => `${node.id}: ${issue.path.join(".")} ${issue.message}`),
      ).toEqual([]);
    }
    expect(byId.size).toBe(emergencyNodes.length);
  });

  it("reaches every node from the start, and every path ends in an answer without loops", () => {
    expect(byId.get("start")?.kind).toBe("question");
    const reached = new Set<string>();
    const walk = (id: string, trail: string[]) => {
      const node = byId.get(id);
      expect(node, `${trail.join(" > ")} > ${id} does not exist`).toBeTruthy();
      expect(trail.includes(id), `loop: ${[...trail, id].join(" > ")}`).toBe(false);
      reached.add(id);
      if (node?.kind === "question") for (const option of node.options) walk(option.next, [...trail, id]);
    };
    walk("start", []);
    expect(emergencyNodes.filter((node) => !reached.has(node.id)).map((node) => node.id)).toEqual([]);
  });

  it("covers the roadside situations the issue names", () => {
    const start = byId.get("start");
    const labels =
      start?.kind === "question" ? start.options.map((option) => option.label.toLowerCase()).join(" | ") : "";
    for (const topic of [
      "start",
      "overheat",
      "smoke",
      "warning light",
      "tire",
      "brake",
      "steering",
      "smell",
      "stall",
      "power",
      "battery",
      "hybrid",
      "collision",
    ]) {
      expect(labels, topic).toContain(topic);
    }
  });

  it("links only to real diagnostic pages", () => {
    for (const node of emergencyNodes) {
      if (node.kind !== "answer") continue;
      for (const link of node.learnMore) expect(resolves(link.href), `${node.id} ${link.href}`).toBe(true);
    }
  });

  it("shows the route the visitor took to a node with two parents, and ignores a route that does not lead there", () => {
    const ids = (trail: { id: string }[]) => trail.map((step) => step.id);
    // A flashing check-engine light is reached from "warning lights" and from "stalling or losing power".
    expect(ids(trailTo("cel-flashing", "start.stall-power"))).toEqual(["start", "stall-power"]);
    expect(ids(trailTo("cel-flashing", "start.warning-lights"))).toEqual(["start", "warning-lights"]);
    // Two levels of choice: battery -> won't start -> clicks.
    expect(ids(trailTo("weak-battery", "start.battery.wont-start"))).toEqual(["start", "battery", "wont-start"]);
    const fallback = ids(trailTo("cel-flashing", null));
    for (const bad of ["start.brakes", "nonsense", "stall-power", "start.stall-power.start", ""]) {
      expect(ids(trailTo("cel-flashing", bad)), bad).toEqual(fallback);
    }
    expect(viaFor(trailTo("weak-battery", "start.battery.wont-start"), "weak-battery")).toBe(
      "start.battery.wont-start.weak-battery",
    );
  });
});

describe("dangerous problems", () => {
  it("lists at least 25 valid, distinct problems", () => {
    expect(dangerousProblems.length).toBeGreaterThanOrEqual(25);
    for (const problem of dangerousProblems) {
      const result = dangerousProblemSchema.safeParse(problem);
      expect(
        result.success
          ? []
          : result.error.issues.map((issue) => `${problem.id}: ${issue.path.join(".")} ${issue.message}`),
      ).toEqual([]);
    }
    const ids = dangerousProblems.map((problem) => problem.id);
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  it("links every problem to diagnostic pages that exist", () => {
    for (const problem of dangerousProblems) {
      for (const link of problem.links) expect(resolves(link.href), `${problem.id} ${link.href}`).toBe(true);
    }
  });
});
