import * as z from "zod/mini";
import { feedbackTypes } from "~/db/schema";
import { email, multiLine, requiredName } from "~/lib/form-rules";

/**
 * The feedback form's rules, limits and messages (SPEC §5), checked on the
 * server for the page's form and for the JSON call alike. The page's inputs
 * carry the limits as HTML attributes derived from this schema, and show the
 * messages the server answers with.
 */
export const feedbackSchema = z.object({
  name: requiredName,
  email,
  // SPEC §9: the type defaults to general, for the JSON call too.
  feedbackType: z._default(z.enum(feedbackTypes, "Choose one of the four feedback types."), "general"),
  message: z
    .string({ error: "Write your message." })
    .check(
      z.trim(),
      z.minLength(10, "Write at least 10 characters so we can act on it."),
      z.maxLength(5000, "Messages are at most 5,000 characters."),
      multiLine,
    ),
});

export type FeedbackInput = z.output<typeof feedbackSchema>;
