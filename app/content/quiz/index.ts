import { type QuizCategory, quizCategories, quizCategoryIds } from "./categories";
import { quizQuestions } from "./questions";
import type { QuizQuestion } from "./schema";

/**
 * The door to the quiz: the question bank, its categories and the round
 * helpers. Pure annotations and functions keep import time free of work, so a
 * page that only needs a category label does not ship the question bank
 * (docs/decisions/0014).
 */
export const questionsById: ReadonlyMap<string, QuizQuestion> = /* @__PURE__ */ indexQuestions();
export const categoryIds: readonly string[] = quizCategoryIds;

function indexQuestions() {
  return new Map(quizQuestions.map((question) => [question.id, question]));
}

export function questionCounts() {
  const counts = Object.fromEntries(quizCategories.map((category) => [category.id, 0])) as Record<QuizCategory, number>;
  for (const question of quizQuestions) counts[question.category] += 1;
  return { ...counts, mixed: quizQuestions.length };
}

export { categoryLabel, quizCategories } from "./categories";
export { parseRound, pickRound, ROUND_SIZE, type Round, type RoundCategory, roundSearch, scoreRound } from "./round";
export type { QuizCategory, QuizQuestion };
export { quizQuestions };
