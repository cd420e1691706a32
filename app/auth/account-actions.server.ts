import { data, type RouterContextProvider, redirect } from "react-router";
import { authErrorCode } from "~/auth/api-errors.server";
import type { Auth } from "~/auth/auth.server";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, fieldErrors, profileSchema } from "~/auth/forms";
import { checkPasswordStrength } from "~/auth/password-strength";
import { authHeaders, requireUser, type SessionUser } from "~/auth/session.server";
import type { AppDatabase } from "~/db/db.server";
import { upsertProfile } from "~/db/profiles.server";
import { trackEmails } from "~/email/mailer.server";
import type { FlashCookie } from "~/http/flash.server";
import { appendSetCookies } from "~/http/set-cookie";

export type AccountSection = "profile" | "email" | "password" | "sessions" | "delete";

/** The outcome of one account form, shown beside that form. */
export type AccountActionResult = {
  section: AccountSection;
  ok: boolean;
  title: string;
  message?: string;
  fieldErrors?: Record<string, string>;
  passwordReasons?: string[];
  values?: Record<string, string>;
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
  const values = Object.fromEntries(form) as Record<string, string>;
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    return respond({
      section: "profile",
      ok: false,
      title: "Check the highlighted fields.",
      fieldErrors: fieldErrors(parsed.error),
      values,
    });
  }
  const { database } = services;
  await upsertProfile(database.db, database.dialect, user.id, parsed.data);
  return respond({ section: "profile", ok: true, title: "Profile saved." });
}

async function changeEmail({ request, context, services, user, form }: Args) {
  const parsed = changeEmailSchema.safeParse({ newEmail: form.get("newEmail") ?? "" });
  const typed = String(form.get("newEmail") ?? "");
  if (!parsed.success) {
    return respond({
      section: "email",
      ok: false,
      title: "Check the highlighted field.",
      fieldErrors: fieldErrors(parsed.error),
      values: { newEmail: typed },
    });
  }
  if (parsed.data.newEmail === user.email) {
    return respond({
      section: "email",
      ok: false,
      title: "That's already your email address.",
      values: { newEmail: typed },
    });
  }
  const { auth } = services;
  const sent = await trackEmails(() =>
    auth.api.changeEmail({
      body: { newEmail: parsed.data.newEmail, callbackURL: "/account?email=changed" },
      headers: authHeaders(request, context),
    }),
  );
  if (sent.failed) {
    return respond(
      {
        section: "email",
        ok: false,
        title: "We couldn't send the confirmation email just now. Please try again in a few minutes.",
        values: { newEmail: typed },
      },
      503,
    );
  }
  // The same answer whether or not another account already uses the address.
  return respond({
    section: "email",
    ok: true,
    title: `Check ${parsed.data.newEmail} for a confirmation link.`,
    message: "Your email address changes when you open it. Until then you keep signing in with the current one.",
  });
}

async function changePassword({ request, context, services, user, form }: Args) {
  const parsed = changePasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return respond({
      section: "password",
      ok: false,
      title: "Check the highlighted fields.",
      fieldErrors: fieldErrors(parsed.error),
    });
  }
  const strength = checkPasswordStrength(parsed.data.newPassword, [user.email, user.name]);
  if (!strength.acceptable) {
    return respond({
      section: "password",
      ok: false,
      title: "Choose a stronger password.",
      fieldErrors: { newPassword: `This password is ${strength.label.toLowerCase()}.` },
      passwordReasons: strength.reasons,
    });
  }
  const { auth } = services;
  try {
    const outcome = await auth.api.changePassword({
      body: {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
        revokeOtherSessions: parsed.data.signOutOthers === "on",
      },
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
        message: parsed.data.signOutOthers === "on" ? "Every other device has been signed out." : undefined,
      },
      { headers },
    );
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      return respond({
        section: "password",
        ok: false,
        title: "Check the highlighted field.",
        fieldErrors: { currentPassword: "That isn't your current password." },
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
  const parsed = deleteAccountSchema.safeParse(Object.fromEntries(form));
  const typed = String(form.get("confirmEmail") ?? "");
  if (!parsed.success || parsed.data.confirmEmail.toLowerCase() !== user.email) {
    return respond({
      section: "delete",
      ok: false,
      title: "Your account was not deleted.",
      fieldErrors: { confirmEmail: `Type your email address, ${user.email}, exactly to confirm.` },
      values: { confirmEmail: typed },
    });
  }
  const password = String(form.get("password") ?? "");
  const { auth } = services;
  let outcome: Awaited<ReturnType<typeof deleteWithHeaders>>;
  try {
    outcome = await deleteWithHeaders();
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD") {
      return respond({
        section: "delete",
        ok: false,
        title: "Your account was not deleted.",
        fieldErrors: { password: "That isn't your password." },
        values: { confirmEmail: typed },
      });
    }
    if (code === "SESSION_EXPIRED") {
      return respond({
        section: "delete",
        ok: false,
        title: "Confirm it's you first.",
        fieldErrors: { password: "You signed in more than a day ago: enter your password to delete the account." },
        values: { confirmEmail: typed },
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
  const form = await request.formData();
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
