import type { Verdict } from "./verdicts";

/**
 * The symptom checker and filters on a system page. Pure, so the browser
 * re-ranks instantly and the server renders the same order from the URL.
 */
export type ProblemCard = {
  slug: string;
  title: string;
  summary: string;
  verdict: Verdict;
  difficulty: number;
  costLow: number;
  costHigh: number;
  topCause: string;
  symptomIds: string[];
  codes: string[];
};

export type CheckerState = {
  /** Ticked symptom ids. */
  symptoms: string[];
  /** Free text over title, summary, top cause and codes. */
  query: string;
  verdict: Verdict | "any";
};

export type RankedCard = ProblemCard & { matches: number };

export function readCheckerState(params: URLSearchParams, knownSymptoms: readonly string[]): CheckerState {
  const verdict = params.get("verdict");
  return {
    symptoms: params.getAll("s").filter((id) => knownSymptoms.includes(id)),
    query: (params.get("q") ?? "").trim().slice(0, 100),
    verdict: verdict === "stop" || verdict === "careful" || verdict === "ok" ? verdict : "any",
  };
}

/**
 * With symptoms ticked, problems that match more of them come first and
 * problems matching none drop out; otherwise the list keeps its editorial
 * order (most common first). Text and verdict filters narrow either way.
 */
export function rankProblems(cards: readonly ProblemCard[], state: CheckerState): RankedCard[] {
  const words = state.query.toLowerCase().split(/\s+/).filter(Boolean);
  const ticked = new Set(state.symptoms);
  return cards
    .map((card, order) => ({ ...card, order, matches: card.symptomIds.filter((id) => ticked.has(id)).length }))
    .filter((card) => ticked.size === 0 || card.matches > 0)
    .filter((card) => state.verdict === "any" || card.verdict === state.verdict)
    .filter((card) => {
      if (words.length === 0) return true;
      const haystack = `${card.title} ${card.summary} ${card.topCause} ${card.codes.join(" ")}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => b.matches - a.matches || a.order - b.order)
    .map(({ order: _order, ...card }) => card);
}
