import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { authErrorCode } from "~/auth/api-errors.server";
import { resetPasswordSchema } from "~/auth/forms";
import { checkPasswordStrength } from "~/auth/password-strength";
import { authHeaders } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { NewPasswordField } from "~/components/password-field";
import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/field";
import { formConstraint, parseForm, readForm } from "~/http/forms.server";
import { appendSetCookies } from "~/http/set-cookie";
import type { FormValues } from "~/lib/forms";
import { originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/auth-reset-password";

export function loader({ url }: Route.LoaderArgs) {
  return {
    token: url.searchParams.get("token"),
    error: url.searchParams.get("error"),
    constraint: formConstraint(resetPasswordSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await readForm(request), resetPasswordSchema, { hiddenFields: ["password"] });
  if (submission.status !== "success") {
    // Without a token there is nothing to reset: the page says so and offers a new link.
    const expired = Boolean(submission.error?.token);
    return data({ ok: false as const, expired, reasons: [] as string[], result: submission.reply() }, { status: 400 });
  }
  const { password, token } = submission.value;
  const strength = checkPasswordStrength(password);
  if (!strength.acceptable) {
    return data(
      {
        ok: false as const,
        expired: false,
        reasons: strength.reasons,
        result: submission.reply({ fieldErrors: { password: [`This password is ${strength.label.toLowerCase()}.`] } }),
      },
      { status: 400 },
    );
  }
  const { auth, flashCookie } = context.get(servicesContext);
  try {
    await auth.api.resetPassword({ body: { newPassword: password, token }, headers: authHeaders(request, context) });
  } catch (error) {
    if (authErrorCode(error) === "INVALID_TOKEN" || authErrorCode(error) === "400") {
      return data(
        { ok: false as const, expired: true, reasons: [] as string[], result: submission.reply() },
        { status: 400 },
      );
    }
    throw error;
  }
  // The reset also ended every session for this account, this browser's included.
  const flash = await flashCookie.serialize({
    kind: "success",
    title: "Your password has been changed.",
    message: "You were signed out on every device. Sign in with your new password.",
  });
  throw redirect("/auth", { headers: appendSetCookies(new Headers(), flash) });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Choose a new password",
    description: "Set a new password for your account.",
    path: "/auth/reset-password",
    origin: originFrom(matches),
    noIndex: true,
  });

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token, error, constraint } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const expired = Boolean(error) || !token || result?.expired;
  const [form, fields] = useForm<FormValues<typeof resetPasswordSchema>>({
    id: "reset-password",
    constraint,
    lastResult: result?.result,
    defaultNoValidate: false,
  });
  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: "Choose a new password", path: "/auth/reset-password" },
        ]}
        title="Choose a new password"
        lead="Setting a new password signs you out on every device, in case someone else had your old one."
      />
      <div className="mx-auto max-w-md space-y-4 px-4 py-10 sm:px-6">
        {expired ? (
          <>
            <FormMessage tone="error" title="This reset link has expired or was already used.">
              {result?.result?.error?.token?.[0] ?? "Reset links work once, for 1 hour. Ask for a new one below."}
            </FormMessage>
            <Link to="/auth?mode=forgot" className={buttonClass()}>
              Send a new reset link
            </Link>
          </>
        ) : (
          <Form method="post" className="space-y-5 rounded-xl border border-border bg-card p-5" {...getFormProps(form)}>
            {result && !result.ok ? <FormMessage tone="error" title="Choose a stronger password." /> : null}
            <input type="hidden" name={fields.token.name} value={token ?? ""} />
            <NewPasswordField meta={fields.password} label="New password" serverReasons={result?.reasons} />
            <button type="submit" disabled={busy} className={buttonClass({ className: "w-full justify-center" })}>
              {busy ? "Saving..." : "Set new password"}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
