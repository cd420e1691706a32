import type { QuizCategory, QuizQuestion } from "./schema";

/**
 * A quiz round lives entirely in its URL (?c=…&q=…&a=…): the category, the
 * ten question ids in order and the answers given so far. Any page of a round
 * can be reloaded or shared, and it works without JavaScript.
 */
export const ROUND_SIZE = 10;

export type RoundCategory = QuizCategory | "mixed";

export type Round = {
  category: RoundCategory;
  ids: string[];
  answers: number[];
};

/** Ten random questions (all of them if fewer), from one category or all. */
export function pickRound(questions: readonly QuizQuestion[], category: RoundCategory, random = Math.random): string[] {
  const pool = questions
    .filter((question) => category === "mixed" || question.category === category)
    .map((question) => question.id);
  // Fisher–Yates, then take the first ten.
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, ROUND_SIZE);
}

export function roundSearch(round: Round, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ c: round.category, q: round.ids.join(".") });
  if (round.answers.length > 0) params.set("a", round.answers.join("."));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `?${params.toString()}`;
}

/** Reads a round from the URL; null if anything is malformed or unknown. */
export function parseRound(
  params: URLSearchParams,
  known: ReadonlyMap<string, QuizQuestion>,
  categories: readonly string[],
): Round | null {
  const category = params.get("c") ?? "";
  if (category !== "mixed" && !categories.includes(category)) return null;
  const ids = (params.get("q") ?? "").split(".").filter(Boolean);
  if (ids.length === 0 || ids.length > ROUND_SIZE || new Set(ids).size !== ids.length) return null;
  if (!ids.every((id) => known.has(id) && (category === "mixed" || known.get(id)!.category === category))) return null;
  const rawAnswers = params.get("a");
  const answers = rawAnswers ? rawAnswers.split(".").map(Number) : [];
  if (answers.length > ids.length || answers.some((answer) => !Number.isInteger(answer) || answer < 0 || answer > 3))
    return null;
  return { category: category as RoundCategory, ids, answers };
}

export function scoreRound(round: Round, known: ReadonlyMap<string, QuizQuestion>) {
  return round.answers.filter((answer, index) => known.get(round.ids[index]!)!.answer === answer).length;
}
