import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import { currentUserContext } from "~/auth/session.server";
import type { AppDatabase } from "~/db/db.server";
import type { EmailQueue } from "~/email/email-queue.server";
import type { Env } from "~/env.server";
import { firstMessages, formConstraint, parseForm } from "~/http/forms.server";
import type { RateLimiter } from "~/http/rate-limit.server";
import { missingRequiredFields } from "~/lib/forms";
import { clientIpContext } from "~/request-context";
import { submitFeedback } from "./feedback.server";
import { type FeedbackResult, HONEYPOT_FIELD, MISSING_INFORMATION } from "./form";
import { feedbackSchema } from "./schema";

/** What a submission needs from the services. */
export type FeedbackServices = {
  env: Pick<Env, "FEEDBACK_INBOX" | "APP_URL">;
  database: AppDatabase;
  emailQueue: EmailQueue;
  rateLimiter: RateLimiter;
};

export type FeedbackOutcome = {
  status: number;
  /** SPEC §7's {success, error} answer. */
  body: FeedbackResult;
  /** What the page's form shows: the messages per field and the values to keep (none after a success). */
  reply: SubmissionResult<string[]>;
};

/**
 * One path for the page's form (posted by its fetcher, or as a plain form
 * without JavaScript) and for the JSON call: check, rate-limit, store (with
 * its emails queued). The router context gives the request's facts (client
 * address, signed-in user).
 */
export async function handleFeedback(
  services: FeedbackServices,
  input: FormData | URLSearchParams,
  context: Readonly<RouterContextProvider>,
): Promise<FeedbackOutcome> {
  const submission = parseForm(input, feedbackSchema);
  if (missingRequiredFields(submission.payload, formConstraint(feedbackSchema)).length > 0) {
    const reply = submission.reply();
    return {
      status: 400,
      body: {
        success: false,
        missing: true,
        error: `${MISSING_INFORMATION.title}: ${MISSING_INFORMATION.message}`,
        fieldErrors: firstMessages(reply),
      },
      reply,
    };
  }
  if (submission.status !== "success") {
    const reply = submission.reply();
    return {
      status: 400,
      body: { success: false, error: "Please correct the highlighted fields.", fieldErrors: firstMessages(reply) },
      reply,
    };
  }
  // Refused after a good check: the values stay in the form; the error is the toast's (or the page's) message.
  const failed = (status: number, error: string): FeedbackOutcome => ({
    status,
    body: { success: false, error },
    reply: submission.reply(),
  });

  const limit = await services.rateLimiter.consume("feedback", {
    ip: context.get(clientIpContext),
    email: submission.value.email,
  });
  if (!limit.ok) return failed(429, limit.message);

  const received = submission.reply({ resetForm: true });
  // A filled honeypot gets the same answer as a person, and nothing is stored or sent.
  const honeypot = input.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "")
    return { status: 200, body: { success: true, id: "received" }, reply: received };

  const user = context.get(currentUserContext);
  try {
    const id = await submitFeedback(
      {
        db: services.database.db,
        dialect: services.database.dialect,
        queue: services.emailQueue,
        inbox: services.env.FEEDBACK_INBOX,
        appUrl: services.env.APP_URL,
      },
      submission.value,
      user?.id ?? null,
    );
    return { status: 200, body: { success: true, id }, reply: received };
  } catch (error) {
    console.error("Storing feedback failed:", error);
    return failed(503, "Your feedback could not be saved just now. Please try again in a minute.");
  }
}
