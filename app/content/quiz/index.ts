import { categoryLabel, type QuizCategory, quizCategories } from "./categories";
import { quizQuestions } from "./questions";
import type { QuizQuestion } from "./schema";

export const questionsById: ReadonlyMap<string, QuizQuestion> = new Map(
  quizQuestions.map((question) => [question.id, question]),
);
export const categoryIds: readonly string[] = quizCategories.map((category) => category.id);

export function questionCounts() {
  const counts = Object.fromEntries(quizCategories.map((category) => [category.id, 0])) as Record<QuizCategory, number>;
  for (const question of quizQuestions) counts[question.category] += 1;
  return { ...counts, mixed: quizQuestions.length };
}

export type { QuizCategory, QuizQuestion };
export { categoryLabel, quizCategories, quizQuestions };
