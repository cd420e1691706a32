import { composeEmail, PRODUCT } from "~/email/layout.server";

/** The emails better-auth sends on our behalf (see auth.server.ts), in the site's words. */
export const accountEmails = {
  verifyEmail: (to: string, url: string) =>
    composeEmail({
      to,
      subject: `Verify your email for ${PRODUCT}`,
      intro: "Welcome! Confirm this is your email address to finish creating your account.",
      action: "Verify my email",
      url,
      after:
        "The link works once and expires in 24 hours. If you did not sign up, ignore this email and no account will be activated.",
    }),

  accountAlreadyExists: (to: string, signInUrl: string) =>
    composeEmail({
      to,
      subject: `Someone tried to sign up to ${PRODUCT} with your email`,
      intro: "An account with this email address already exists, so no new account was created.",
      action: "Sign in or reset your password",
      url: signInUrl,
      after: "If this was not you, you can ignore this email: your account is unchanged.",
    }),

  magicLink: (to: string, url: string) =>
    composeEmail({
      to,
      subject: `Your ${PRODUCT} sign-in link`,
      intro: "Use this link to sign in. You do not need your password.",
      action: "Sign in",
      url,
      after: "The link works once and expires in 15 minutes. If you did not ask for it, ignore this email.",
    }),

  noAccountForMagicLink: (to: string, signUpUrl: string) =>
    composeEmail({
      to,
      subject: `Sign-in request for ${PRODUCT}`,
      intro: "Someone asked for a sign-in link for this email address, but there is no account for it.",
      action: "Create a free account",
      url: signUpUrl,
      after: "If you did not ask for this, ignore this email.",
    }),

  resetPassword: (to: string, url: string) =>
    composeEmail({
      to,
      subject: `Reset your ${PRODUCT} password`,
      intro: "Someone asked to reset the password for this account. Choose a new password with the link below.",
      action: "Choose a new password",
      url,
      after:
        "The link works once and expires in 1 hour. Setting a new password signs you out everywhere else. If you did not ask for this, ignore this email.",
    }),

  noAccountForPasswordReset: (to: string, signUpUrl: string) =>
    composeEmail({
      to,
      subject: `Password reset request for ${PRODUCT}`,
      intro:
        "Someone asked to reset the password for this email address, but there is no account for it, so there is no password to reset.",
      action: "Create a free account",
      url: signUpUrl,
      after: "If you did not ask for this, ignore this email.",
    }),

  confirmEmailChange: (to: string, newEmail: string, url: string) =>
    composeEmail({
      to,
      subject: `Confirm your new ${PRODUCT} email address`,
      intro: `Confirm that ${newEmail} should become the email address of your account.`,
      action: "Confirm new email",
      url,
      after:
        "Until you confirm, your account keeps its current address. If you did not ask for this, ignore this email.",
    }),
};
