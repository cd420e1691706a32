import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider, redirect } from "react-router";
import { authErrorCode } from "~/auth/api-errors.server";
import type { Auth } from "~/auth/auth.server";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, profileSchema } from "~/auth/forms";
import { checkPasswordStrength } from "~/auth/password-strength";
import { authHeaders, requireUser, type SessionUser } from "~/auth/session.server";
import type { AppDatabase } from "~/db/db.server";
import { upsertProfile } from "~/db/profiles.server";
import type { FlashCookie } from "~/http/flash.server";
import { parseForm, readForm } from "~/http/forms.server";
import { appendSetCookies } from "~/http/set-cookie";

export type AccountSection = "profile" | "email" | "password" | "sessions" | "delete";

/** The outcome of one account form, shown beside that form. */
export type AccountActionResult = {
  section: AccountSection;
  ok: boolean;
  title: string;
  message?: string;
  passwordReasons?: string[];
  /** For that form (Conform's `lastResult`): the message per field and the values typed, never passwords. */
  result?: SubmissionResult<string[]>;
};

/** What the account forms need from the services. */
export type AccountActionServices = { auth: Auth; database: AppDatabase; flashCookie: FlashCookie };

type Args = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  services: AccountActionServices;
  user: SessionUser;
  form: FormData;
};

function respond(result: AccountActionResult, status = result.ok ? 200 : 400) {
  return data(result, { status });
}

async function saveProfile({ services, user, form }: Args) {
  const submission = parseForm(form, profileSchema);
  if (submission.status !== "success") {
    return respond({
      section: "profile",
      ok: false,
      title: "Check the highlighted fields.",
      result: submission.reply(),
    });
  }
  const { database } = services;
  await upsertProfile(database.db, database.dialect, user.id, submission.value);
  return respond({ section: "profile", ok: true, title: "Profile saved.", result: submission.reply() });
}

async function changeEmail({ request, context, services, user, form }: Args) {
  const submission = parseForm(form, changeEmailSchema);
  if (submission.status !== "success") {
    return respond({
      section: "email",
      ok: false,
      title: "Check the highlighted field.",
      result: submission.reply(),
    });
  }
  const { newEmail } = submission.value;
  if (newEmail === user.email) {
    return respond({
      section: "email",
      ok: false,
      title: "That's already your email address.",
      result: submission.reply(),
    });
  }
  const { auth } = services;
  await auth.api.changeEmail({
    body: { newEmail, callbackURL: "/account?email=changed" },
    headers: authHeaders(request, context),
  });
  // The same answer whether or not another account already uses the address.
  return respond({
    section: "email",
    ok: true,
    title: `Check ${newEmail} for a confirmation link.`,
    message: "Your email address changes when you open it. Until then you keep signing in with the current one.",
    result: submission.reply({ resetForm: true }),
  });
}

async function changePassword({ request, context, services, user, form }: Args) {
  const submission = parseForm(form, changePasswordSchema, { hiddenFields: ["currentPassword", "newPassword"] });
  if (submission.status !== "success") {
    return respond({
      section: "password",
      ok: false,
      title: "Check the highlighted fields.",
      result: submission.reply(),
    });
  }
  const { currentPassword, newPassword, signOutOthers } = submission.value;
  const strength = checkPasswordStrength(newPassword, [user.email, user.name]);
  if (!strength.acceptable) {
    return respond({
      section: "password",
      ok: false,
      title: "Choose a stronger password.",
      passwordReasons: strength.reasons,
      result: submission.reply({
        fieldErrors: { newPassword: [`This password is ${strength.label.toLowerCase()}.`] },
      }),
    });
  }
  const { auth } = services;
  try {
    const outcome = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: signOutOthers === "on" },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    // With other sessions revoked, better-auth issues this browser a new session cookie.
    const headers = appendSetCookies(new Headers(), outcome.headers);
    return data<AccountActionResult>(
      {
        section: "password",
        ok: true,
        title: "Password changed.",
        message: signOutOthers === "on" ? "Every other device has been signed out." : undefined,
        result: submission.reply({ resetForm: true }),
      },
      { headers },
    );
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      return respond({
        section: "password",
        ok: false,
        title: "Check the highlighted field.",
        result: submission.reply({ fieldErrors: { currentPassword: ["That isn't your current password."] } }),
      });
    }
    throw error;
  }
}

async function signOutOtherSessions({ request, context, services }: Args) {
  const { auth } = services;
  await auth.api.revokeOtherSessions({ headers: authHeaders(request, context) });
  return respond({ section: "sessions", ok: true, title: "Signed out of every other device." });
}

async function deleteAccount({ request, context, services, user, form }: Args) {
  const submission = parseForm(form, deleteAccountSchema, { hiddenFields: ["password"] });
  const notDeleted = (fieldErrors: Record<string, string[]>) =>
    respond({
      section: "delete",
      ok: false,
      title: "Your account was not deleted.",
      result: submission.reply({ fieldErrors }),
    });
  const typeExactly = [`Type your email address, ${user.email}, exactly to confirm.`];
  // The schema's own message for the confirmation would not say which address to type.
  if (submission.status !== "success") {
    return notDeleted(submission.error?.confirmEmail ? { confirmEmail: typeExactly } : {});
  }
  if (submission.value.confirmEmail !== user.email) return notDeleted({ confirmEmail: typeExactly });
  const { password } = submission.value;
  const { auth } = services;
  let outcome: Awaited<ReturnType<typeof deleteWithHeaders>>;
  try {
    outcome = await deleteWithHeaders();
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD") {
      return notDeleted({ password: ["That isn't your password."] });
    }
    if (code === "SESSION_EXPIRED") {
      return respond({
        section: "delete",
        ok: false,
        title: "Confirm it's you first.",
        result: submission.reply({
          fieldErrors: { password: ["You signed in more than a day ago: enter your password to delete the account."] },
        }),
      });
    }
    throw error;
  }
  const flash = await services.flashCookie.serialize({
    kind: "success",
    title: "Your account has been deleted.",
    message: "Your profile, sessions and sign-in details are gone.",
  });
  throw redirect("/", { headers: appendSetCookies(new Headers(), outcome.headers, flash) });

  function deleteWithHeaders() {
    return auth.api.deleteUser({
      body: password ? { password } : {},
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
  }
}

export async function accountAction({
  request,
  context,
  services,
  url,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  services: AccountActionServices;
  url: URL;
}) {
  const user = requireUser(url, context);
  const form = await readForm(request);
  const args = { request, context, services, user, form };
  switch (form.get("intent")) {
    case "profile":
      return saveProfile(args);
    case "email":
      return changeEmail(args);
    case "password":
      return changePassword(args);
    case "sessions":
      return signOutOtherSessions(args);
    case "delete":
      return deleteAccount(args);
    default:
      return respond({
        section: "profile",
        ok: false,
        title: "That form could not be understood. Reload the page and try again.",
      });
  }
}
