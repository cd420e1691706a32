import { describe, expect, it } from "vitest";
import { type ProblemCard, rankProblems, readCheckerState } from "./ranking";

const card = (slug: string, symptomIds: string[], extra: Partial<ProblemCard> = {}): ProblemCard => ({
  slug,
  title: slug,
  summary: `${slug} summary`,
  verdict: "careful",
  difficulty: 2,
  costLow: 100,
  costHigh: 300,
  topCause: "cause",
  symptomIds,
  codes: [],
  ...extra,
});

const cards = [
  card("a", ["noise"]),
  card("b", ["noise", "pull", "vibration"], { verdict: "stop" }),
  card("c", ["pull"], { codes: ["C0035"] }),
  card("d", ["smell"], { verdict: "ok" }),
];

describe("rankProblems", () => {
  it("keeps the editorial order when nothing is ticked", () => {
    expect(rankProblems(cards, { symptoms: [], query: "", verdict: "any" }).map((item) => item.slug)).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("ranks by the number of ticked symptoms matched and drops non-matches", () => {
    const ranked = rankProblems(cards, { symptoms: ["pull", "noise"], query: "", verdict: "any" });
    expect(ranked.map((item) => [item.slug, item.matches])).toEqual([
      ["b", 2],
      ["a", 1],
      ["c", 1],
    ]);
  });

  it("filters by verdict and by words, including codes", () => {
    expect(rankProblems(cards, { symptoms: [], query: "", verdict: "stop" }).map((item) => item.slug)).toEqual(["b"]);
    expect(rankProblems(cards, { symptoms: [], query: "c0035", verdict: "any" }).map((item) => item.slug)).toEqual([
      "c",
    ]);
  });

  it("reads the state from the URL, ignoring unknown symptoms and verdicts", () => {
    const params = new URLSearchParams("s=noise&s=bogus&s=pull&q=%20grind%20&verdict=soon");
    expect(readCheckerState(params, ["noise", "pull"])).toEqual({
      symptoms: ["noise", "pull"],
      query: "grind",
      verdict: "any",
    });
  });
});
