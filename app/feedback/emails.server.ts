import type { FeedbackType } from "~/db/schema";
import { composeEmail } from "~/email/layout.server";
import { feedbackTypeLabels } from "./form";

/** The two emails each submission queues: a confirmation to the sender, a notification to the inbox. */
export const feedbackEmails = {
  confirmation: (to: string, name: string, type: FeedbackType, message: string, faqUrl: string) =>
    composeEmail({
      to,
      subject: `We received your feedback: ${feedbackTypeLabels[type]}`,
      intro: `Thank you, ${name}. Your ${feedbackTypeLabels[type].toLowerCase()} reached the Car Mechanic AI team and will be read by a person. You wrote: "${message.length > 400 ? `${message.slice(0, 400)}…` : message}"`,
      action: "Read the FAQ",
      url: faqUrl,
      after:
        "You do not need to reply to this email. If we need more detail to fix a problem, we will write to you at this address.",
    }),

  notification: (
    to: string,
    feedback: { id: string; name: string; email: string; feedbackType: FeedbackType; message: string },
    inboxUrl: string,
  ) =>
    composeEmail({
      to,
      subject: `New ${feedbackTypeLabels[feedback.feedbackType].toLowerCase()} from ${feedback.name}`,
      intro: `${feedback.name} <${feedback.email}> sent a ${feedbackTypeLabels[feedback.feedbackType].toLowerCase()}:\n\n${feedback.message}`,
      action: "Open the feedback inbox",
      url: inboxUrl,
      after: `Submission ${feedback.id}. Reply to the sender directly at ${feedback.email}.`,
    }),
};
