import { describe, expect, it } from "vitest";
import { parseRound, pickRound, roundSearch, scoreRound } from "./round";
import type { QuizQuestion } from "./schema";

const question = (id: string, category: QuizQuestion["category"], answer = 0): QuizQuestion => ({
  id,
  category,
  difficulty: "easy",
  question: `Question ${id} about something specific?`,
  options: ["a", "b", "c", "d"],
  answer,
  explanation: "An explanation long enough to pass the schema's sixty characters.",
  learnMore: { label: "Learn more", href: "/glossary" },
});

const questions = [
  ...Array.from({ length: 12 }, (_, index) => question(`q${String(index).padStart(3, "0")}`, "engine", index % 4)),
  question("q100", "codes"),
];
const known = new Map(questions.map((entry) => [entry.id, entry]));
const categories = ["engine", "codes"];

describe("quiz rounds", () => {
  it("picks ten distinct questions from the chosen category", () => {
    const ids = pickRound(questions, "engine");
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(ids.every((id) => known.get(id)!.category === "engine")).toBe(true);
    expect(pickRound(questions, "codes")).toEqual(["q100"]);
  });

  it("round-trips through the URL and scores the answers", () => {
    const round = { category: "engine" as const, ids: ["q000", "q001", "q002"], answers: [0, 3] };
    const parsed = parseRound(new URLSearchParams(roundSearch(round)), known, categories);
    expect(parsed).toEqual(round);
    expect(scoreRound(parsed!, known)).toBe(1);
  });

  it("rejects tampered URLs", () => {
    const bad = [
      "c=engine&q=q000.q000",
      "c=engine&q=q100",
      "c=trucks&q=q000",
      "c=engine&q=q000&a=7",
      "c=engine&q=q000&a=0.1",
      "c=engine",
    ];
    for (const query of bad) expect(parseRound(new URLSearchParams(query), known, categories), query).toBeNull();
  });
});
