import { z } from "zod";

import { quizCategoryIds } from "./categories";

export { type QuizCategory, quizCategories, quizCategoryIds } from "./categories";

export const quizQuestionSchema = z.object({
  /** Stable id, used in round URLs: "q017". */
  id: z.string().regex(/^q\d{3}$/),
  category: z.enum(quizCategoryIds),
  difficulty: z.enum(["easy", "medium", "hard"]),
  question: z.string().trim().min(20).max(260),
  /** Exactly four options, one correct. */
  options: z.array(z.string().trim().min(1).max(140)).length(4),
  answer: z.number().int().min(0).max(3),
  /** Why the answer is right (and the tempting wrong one wrong). */
  explanation: z.string().trim().min(60).max(500),
  /** The page that teaches it: a diagnostics system or problem page, or a glossary anchor. */
  learnMore: z.object({
    label: z.string().trim().min(4).max(80),
    href: z
      .string()
      .regex(
        /^\/(diagnostics\/[a-z0-9-]+(\/[a-z0-9-]+)?|glossary#[a-z0-9-]+|dangerous-problems(#[a-z0-9-]+)?|emergency-diagnostic(\/[a-z0-9-]+)?)$/,
      ),
  }),
});

export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
