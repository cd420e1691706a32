import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider, redirect } from "react-router";
import { authErrorCode } from "~/auth/api-errors.server";
import { emailOnlySchema, signInSchema, signUpSchema } from "~/auth/forms";
import { checkPasswordStrength } from "~/auth/password-strength";
import { authHeaders } from "~/auth/session.server";
import type { FlashCookie } from "~/http/flash.server";
import { type FormSubmission, parseForm, readForm } from "~/http/forms.server";
import type { LimitedAction, RateLimiter } from "~/http/rate-limit.server";
import { safeRedirect } from "~/http/safe-redirect";
import { appendSetCookies } from "~/http/set-cookie";
import { clientIpContext } from "~/request-context";
import type { Auth } from "./auth.server";

/** What the /auth page shows after a submission. */
export type AuthActionResult = {
  intent: string;
  ok: boolean;
  title: string;
  message?: string;
  /** Reasons a new password was refused. */
  passwordReasons?: string[];
  /** For the form (Conform's `lastResult`): the message per field and the values typed, never passwords. */
  result?: SubmissionResult<string[]>;
};

const CHECK_FIELDS = "Check the highlighted fields.";

/** What the sign-in, sign-up and reset forms need from the services. */
export type AuthActionServices = { auth: Auth; rateLimiter: RateLimiter; flashCookie: FlashCookie };

type ActionArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  services: AuthActionServices;
  form: FormData;
  redirectTo: string;
};

function respond(result: AuthActionResult, status: number) {
  return data(result, { status });
}

async function limited(
  action: LimitedAction,
  { context, services }: Pick<ActionArgs, "context" | "services">,
  email: string,
  intent: string,
  submission: Pick<FormSubmission<typeof emailOnlySchema>, "reply">,
) {
  const limit = await services.rateLimiter.consume(action, { ip: context.get(clientIpContext), email });
  if (limit.ok) return null;
  return respond({ intent, ok: false, title: limit.message, result: submission.reply() }, 429);
}

/** Links in emails come back to these pages (relative to APP_URL). */
function verifiedCallback(redirectTo: string) {
  return `/auth/verified?redirectTo=${encodeURIComponent(redirectTo)}`;
}

export async function signInWithPassword({ request, context, services, form, redirectTo }: ActionArgs) {
  const intent = "password";
  const submission = parseForm(form, signInSchema, { hiddenFields: ["password"] });
  if (submission.status !== "success") {
    return respond({ intent, ok: false, title: CHECK_FIELDS, result: submission.reply() }, 400);
  }
  const { email, password } = submission.value;
  const blocked = await limited("sign-in", { context, services }, email, intent, submission);
  if (blocked) return blocked;

  const { auth } = services;
  const { outcome, error } = await auth.api
    .signInEmail({
      body: { email, password, callbackURL: verifiedCallback(redirectTo) },
      headers: authHeaders(request, context),
      returnHeaders: true,
    })
    .then((outcome) => ({ outcome, error: null }))
    .catch((error: unknown) => ({ outcome: null, error }));
  if (outcome) {
    // Only failures count against the account and this address (see rate-limit.server.ts).
    await services.rateLimiter.succeeded("sign-in", { ip: context.get(clientIpContext), email });
    const flash = await services.flashCookie.serialize({ kind: "success", title: `Signed in as ${email}` });
    throw redirect(redirectTo, { headers: appendSetCookies(new Headers(), outcome.headers, flash) });
  }
  const code = authErrorCode(error);
  if (code === "EMAIL_NOT_VERIFIED") {
    return respond(
      {
        intent,
        ok: false,
        title: "Verify your email address first.",
        message: `Your account isn't verified yet. We've sent a new verification link to ${email}: open it to finish signing in.`,
        result: submission.reply(),
      },
      403,
    );
  }
  if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD" || code === "401") {
    return respond(
      {
        intent,
        ok: false,
        title: "That email and password don't match an account.",
        message: "Check both and try again, use “Email me a sign-in link”, or reset your password.",
        result: submission.reply(),
      },
      401,
    );
  }
  throw error;
}

export async function sendMagicLink({ request, context, services, form, redirectTo }: ActionArgs) {
  const intent = "magic-link";
  const submission = parseForm(form, emailOnlySchema);
  if (submission.status !== "success") {
    return respond({ intent, ok: false, title: CHECK_FIELDS, result: submission.reply() }, 400);
  }
  const { email } = submission.value;
  const blocked = await limited("magic-link", { context, services }, email, intent, submission);
  if (blocked) return blocked;
  const { auth } = services;
  // The link (or, for an unknown address, a note) is queued, never sent during the request: see auth.server.ts.
  await auth.api.signInMagicLink({
    body: { email, callbackURL: redirectTo, errorCallbackURL: "/auth?error=link" },
    headers: authHeaders(request, context),
  });
  return respond(
    {
      intent,
      ok: true,
      title: "Check your email for the login link!",
      message: `If ${email} has an account, the link is on its way. It works once, for 15 minutes.`,
      result: submission.reply(),
    },
    200,
  );
}

export async function signUp({ request, context, services, form, redirectTo }: ActionArgs) {
  const intent = "sign-up";
  const submission = parseForm(form, signUpSchema, { hiddenFields: ["password"] });
  if (submission.status !== "success") {
    return respond({ intent, ok: false, title: CHECK_FIELDS, result: submission.reply() }, 400);
  }
  const { email, name, password } = submission.value;
  const strength = checkPasswordStrength(password, [email, name]);
  if (!strength.acceptable) {
    return respond(
      {
        intent,
        ok: false,
        title: "Choose a stronger password.",
        passwordReasons: strength.reasons,
        result: submission.reply({ fieldErrors: { password: [`This password is ${strength.label.toLowerCase()}.`] } }),
      },
      400,
    );
  }
  const blocked = await limited("sign-up", { context, services }, email, intent, submission);
  if (blocked) return blocked;
  const { auth } = services;
  await auth.api.signUpEmail({
    body: { name, email, password, callbackURL: verifiedCallback(redirectTo) },
    headers: authHeaders(request, context),
  });
  return respond(
    {
      intent,
      ok: true,
      title: "Check your email to verify your account!",
      message: `We've sent a link to ${email}. Open it within 24 hours to finish creating your account.`,
      result: submission.reply(),
    },
    200,
  );
}

export async function requestPasswordReset({ request, context, services, form }: ActionArgs) {
  const intent = "forgot";
  const submission = parseForm(form, emailOnlySchema);
  if (submission.status !== "success") {
    return respond({ intent, ok: false, title: CHECK_FIELDS, result: submission.reply() }, 400);
  }
  const { email } = submission.value;
  const blocked = await limited("reset-password", { context, services }, email, intent, submission);
  if (blocked) return blocked;
  const { auth } = services;
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: "/auth/reset-password" },
    headers: authHeaders(request, context),
  });
  return respond(
    {
      intent,
      ok: true,
      title: "Check your email for a reset link.",
      message: `If ${email} has an account, we've sent it a link to choose a new password. It works once, for 1 hour.`,
      result: submission.reply(),
    },
    200,
  );
}

export async function authAction({ url, ...args }: Omit<ActionArgs, "form" | "redirectTo"> & { url: URL }) {
  const form = await readForm(args.request);
  const redirectTo = safeRedirect(form.get("redirectTo") ?? url.searchParams.get("redirectTo"), "/");
  const full = { ...args, form, redirectTo };
  switch (form.get("intent")) {
    case "password":
      return signInWithPassword(full);
    case "magic-link":
      return sendMagicLink(full);
    case "sign-up":
      return signUp(full);
    case "forgot":
      return requestPasswordReset(full);
    default:
      return respond(
        {
          intent: "unknown",
          ok: false,
          title: "That form could not be understood. Reload the page and try again.",
        },
        400,
      );
  }
}
