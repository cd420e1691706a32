import * as z from "zod/mini";
import { feedbackTypes } from "~/db/schema";
import { FEEDBACK_LIMITS } from "./form";

export {
  FEEDBACK_LIMITS,
  type FeedbackResult,
  feedbackTypeLabels,
  HONEYPOT_FIELD,
  MISSING_INFORMATION,
} from "./form";

/**
 * The feedback form's rules, shared by the browser (checked before sending)
 * and the server (checked again, never trusted). zod/mini keeps this small
 * in the page's JavaScript.
 */
export const feedbackSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter your name."),
      z.maxLength(FEEDBACK_LIMITS.name, `Names are at most ${FEEDBACK_LIMITS.name} characters.`),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter your email address."),
      z.maxLength(FEEDBACK_LIMITS.email, `Email addresses are at most ${FEEDBACK_LIMITS.email} characters.`),
      z.email("Enter a valid email address, like name@example.com."),
    ),
  feedbackType: z.enum(feedbackTypes, "Choose one of the four feedback types."),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        FEEDBACK_LIMITS.messageMin,
        `Write at least ${FEEDBACK_LIMITS.messageMin} characters so we can act on it.`,
      ),
      z.maxLength(FEEDBACK_LIMITS.messageMax, `Messages are at most 5,000 characters.`),
    ),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;

export type FeedbackCheck =
  | { ok: true; data: FeedbackInput }
  | { ok: false; missing: true }
  | { ok: false; missing: false; fieldErrors: Record<string, string> };

/**
 * SPEC §5: values are trimmed, and any empty required field is "Missing
 * Information" (nothing is sent); other rules give a message per field.
 */
export function checkFeedback(values: Record<string, unknown>): FeedbackCheck {
  const text = (key: string) => (typeof values[key] === "string" ? (values[key] as string).trim() : "");
  if (!text("name") || !text("email") || !text("message")) return { ok: false, missing: true };
  const parsed = feedbackSchema.safeParse({
    name: text("name"),
    email: text("email"),
    feedbackType: text("feedbackType") || "general",
    message: text("message"),
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return { ok: false, missing: false, fieldErrors };
}
