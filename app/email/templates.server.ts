import type { OutgoingEmail } from "./mailer.server";

const PRODUCT = "Car Mechanic AI";

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One layout for every message: a plain-text part and an HTML part with the
 * same words, the product's name and an absolute link.
 */
function compose({
  to,
  subject,
  intro,
  action,
  url,
  after,
}: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  after: string;
}): OutgoingEmail {
  const text = `${PRODUCT}\n\n${intro}\n\n${action}:\n${url}\n\n${after}\n\n-- \n${PRODUCT}: instant answers to car problems\n`;
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dbe2ea;border-radius:12px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-weight:800;font-size:18px;color:#c2410c">${PRODUCT}</p>
<p style="margin:0 0 20px;font-size:16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(intro)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escapeHtml(action)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#475569;word-break:break-all">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p style="margin:0;font-size:13px;color:#475569;line-height:1.5">${escapeHtml(after)}</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html };
}

const feedbackLabels = {
  general: "General Feedback",
  feature: "Feature Request",
  bug: "Bug Report",
  improvement: "Improvement Suggestion",
} as const;

export const emails = {
  verifyEmail: (to: string, url: string) =>
    compose({
      to,
      subject: `Verify your email for ${PRODUCT}`,
      intro: "Welcome! Confirm this is your email address to finish creating your account.",
      action: "Verify my email",
      url,
      after:
        "The link works once and expires in 24 hours. If you did not sign up, ignore this email and no account will be activated.",
    }),

  accountAlreadyExists: (to: string, signInUrl: string) =>
    compose({
      to,
      subject: `Someone tried to sign up to ${PRODUCT} with your email`,
      intro: "An account with this email address already exists, so no new account was created.",
      action: "Sign in or reset your password",
      url: signInUrl,
      after: "If this was not you, you can ignore this email: your account is unchanged.",
    }),

  magicLink: (to: string, url: string) =>
    compose({
      to,
      subject: `Your ${PRODUCT} sign-in link`,
      intro: "Use this link to sign in. You do not need your password.",
      action: "Sign in",
      url,
      after: "The link works once and expires in 15 minutes. If you did not ask for it, ignore this email.",
    }),

  noAccountForMagicLink: (to: string, signUpUrl: string) =>
    compose({
      to,
      subject: `Sign-in request for ${PRODUCT}`,
      intro: "Someone asked for a sign-in link for this email address, but there is no account for it.",
      action: "Create a free account",
      url: signUpUrl,
      after: "If you did not ask for this, ignore this email.",
    }),

  resetPassword: (to: string, url: string) =>
    compose({
      to,
      subject: `Reset your ${PRODUCT} password`,
      intro: "Someone asked to reset the password for this account. Choose a new password with the link below.",
      action: "Choose a new password",
      url,
      after:
        "The link works once and expires in 1 hour. Setting a new password signs you out everywhere else. If you did not ask for this, ignore this email.",
    }),

  confirmEmailChange: (to: string, newEmail: string, url: string) =>
    compose({
      to,
      subject: `Confirm your new ${PRODUCT} email address`,
      intro: `Confirm that ${newEmail} should become the email address of your account.`,
      action: "Confirm new email",
      url,
      after:
        "Until you confirm, your account keeps its current address. If you did not ask for this, ignore this email.",
    }),

  feedbackConfirmation: (
    to: string,
    name: string,
    type: keyof typeof feedbackLabels,
    message: string,
    faqUrl: string,
  ) =>
    compose({
      to,
      subject: `We received your feedback: ${feedbackLabels[type]}`,
      intro: `Thank you, ${name}. Your ${feedbackLabels[type].toLowerCase()} reached the Car Mechanic AI team and will be read by a person. You wrote: "${message.length > 400 ? `${message.slice(0, 400)}…` : message}"`,
      action: "Read the FAQ",
      url: faqUrl,
      after:
        "You do not need to reply to this email. If we need more detail to fix a problem, we will write to you at this address.",
    }),

  feedbackNotification: (
    to: string,
    feedback: { id: string; name: string; email: string; feedbackType: keyof typeof feedbackLabels; message: string },
    inboxUrl: string,
  ) =>
    compose({
      to,
      subject: `New ${feedbackLabels[feedback.feedbackType].toLowerCase()} from ${feedback.name}`,
      intro: `${feedback.name} <${feedback.email}> sent a ${feedbackLabels[feedback.feedbackType].toLowerCase()}:\n\n${feedback.message}`,
      action: "Open the feedback inbox",
      url: inboxUrl,
      after: `Submission ${feedback.id}. Reply to the sender directly at ${feedback.email}.`,
    }),
};
