import type { RouterContextProvider } from "react-router";
import { currentUserContext } from "~/auth/session.server";
import type { AppDatabase } from "~/db/db.server";
import type { EmailQueue } from "~/email/email-queue.server";
import type { Env } from "~/env.server";
import type { RateLimiter } from "~/http/rate-limit.server";
import { clientIpContext } from "~/request-context";
import { submitFeedback } from "./feedback.server";
import { checkFeedback, type FeedbackResult, HONEYPOT_FIELD, MISSING_INFORMATION } from "./schema";

/** What a submission needs from the services. */
export type FeedbackServices = {
  env: Pick<Env, "FEEDBACK_INBOX" | "APP_URL">;
  database: AppDatabase;
  emailQueue: EmailQueue;
  rateLimiter: RateLimiter;
};

/**
 * One path for both the no-JavaScript form post and the JSON call the page
 * makes with JavaScript: check, rate-limit, store (with its emails queued).
 * The router context gives the request's facts (client address, signed-in user).
 */
export async function handleFeedback(
  services: FeedbackServices,
  values: Record<string, unknown>,
  context: Readonly<RouterContextProvider>,
): Promise<{ status: number; body: FeedbackResult }> {
  const check = checkFeedback(values);
  if (!check.ok && check.missing) {
    return {
      status: 400,
      body: { success: false, missing: true, error: `${MISSING_INFORMATION.title}: ${MISSING_INFORMATION.message}` },
    };
  }
  if (!check.ok) {
    return {
      status: 400,
      body: { success: false, error: "Please correct the highlighted fields.", fieldErrors: check.fieldErrors },
    };
  }
  const limit = await services.rateLimiter.consume("feedback", {
    ip: context.get(clientIpContext),
    email: check.data.email,
  });
  if (!limit.ok) return { status: 429, body: { success: false, error: limit.message } };

  // A filled honeypot gets the same answer as a person, and nothing is stored or sent.
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "")
    return { status: 200, body: { success: true, id: "received" } };

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
      check.data,
      user?.id ?? null,
    );
    return { status: 200, body: { success: true, id } };
  } catch (error) {
    console.error("Storing feedback failed:", error);
    return {
      status: 503,
      body: { success: false, error: "Your feedback could not be saved just now. Please try again in a minute." },
    };
  }
}
