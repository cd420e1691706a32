/**
 * What the feedback page shows besides its fields: the type labels and the
 * outcome texts (SPEC §4, §8). The rules and limits are in schema.ts, which
 * only the server runs.
 */
import type { feedbackTypes } from "~/db/schema";

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

export const FEEDBACK_SENT = {
  title: "Feedback Sent!",
  message: "Thank you for your feedback! We've received your message and sent you a confirmation email.",
} as const;

export const SUBMISSION_ERROR = {
  title: "Submission Error",
  /** When the server gave no text, or could not be reached. */
  fallback: "There was an error submitting your feedback. Please try again.",
} as const;

/** SPEC §7's answer to a submission, {success, error}, plus what a form or a client may use. */
export type FeedbackResult = {
  success: boolean;
  error?: string;
  /** A required field was empty (SPEC §5 "Missing Information"). */
  missing?: boolean;
  /** The first message per field. */
  fieldErrors?: Record<string, string>;
  /** The submission's id. */
  id?: string;
};

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";
