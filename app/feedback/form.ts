import type { feedbackTypes } from "~/db/schema";

/**
 * The feedback form's limits, labels and messages, apart from its zod rules
 * (schema.ts): the page needs these to render, and loads the rules only when
 * the visitor starts filling the form in (docs/decisions/0013).
 */
export const FEEDBACK_LIMITS = { name: 100, email: 254, messageMin: 10, messageMax: 5000 } as const;

export const feedbackTypeLabels: Record<(typeof feedbackTypes)[number], string> = {
  general: "General Feedback",
  feature: "Feature Request",
  bug: "Bug Report",
  improvement: "Improvement Suggestion",
};

export const MISSING_INFORMATION = {
  title: "Missing Information",
  message: "Please fill in all required fields.",
} as const;

/** The answer to a submission: SPEC §7's {success, error}, plus what the form needs to show. */
export type FeedbackResult = {
  success: boolean;
  error?: string;
  missing?: boolean;
  fieldErrors?: Record<string, string>;
  /** The submission's id. */
  id?: string;
};

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";
