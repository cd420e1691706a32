import { getFormProps, useForm } from "@conform-to/react";
import { Mail } from "lucide-react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { type AuthActionResult, authAction } from "~/auth/auth-actions.server";
import { emailOnlySchema, signInSchema, signUpSchema } from "~/auth/forms";
import { currentUserContext } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { NewPasswordField } from "~/components/password-field";
import { buttonClass } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { formConstraint } from "~/http/forms.server";
import { safeRedirect } from "~/http/safe-redirect";
import type { FormConstraint, FormValues } from "~/lib/forms";
import { originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/auth";

const modes = ["signin", "signup", "forgot"] as const;
type Mode = (typeof modes)[number];

const titles: Record<Mode, string> = {
  signin: "Sign in",
  signup: "Create your free account",
  forgot: "Reset your password",
};

const EXPIRED_LINK = "That sign-in link has expired or was already used. Request a new one below.";

/** Messages for `?error=`, looked up in a Map: a key such as "__proto__" or "toString" is just unknown. */
const linkErrors = new Map<string, string>([["link", EXPIRED_LINK]]);

export async function loader({ context, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  if (context.get(currentUserContext)) throw redirect(redirectTo);
  const requested = url.searchParams.get("mode");
  const mode: Mode = modes.includes(requested as Mode) ? (requested as Mode) : "signin";
  const error = url.searchParams.get("error");
  const schema = { signin: signInSchema, signup: signUpSchema, forgot: emailOnlySchema }[mode];
  return {
    mode,
    redirectTo,
    linkError: error ? (linkErrors.get(error) ?? EXPIRED_LINK) : null,
    constraint: formConstraint(schema),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return authAction({ request, context, services: context.get(servicesContext), url });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: titles[loaderData?.mode ?? "signin"],
    description: "Sign in to Car Mechanic AI or create a free account to keep your profile and quiz scores.",
    path: "/auth",
    origin: originFrom(matches),
  });

function modeHref(mode: Mode, redirectTo: string) {
  const params = new URLSearchParams();
  if (mode !== "signin") params.set("mode", mode);
  if (redirectTo !== "/") params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { mode, redirectTo, linkError, constraint } = loaderData;
  const result = useActionData<typeof action>() as AuthActionResult | undefined;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;

  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: titles[mode], path: "/auth" },
        ]}
        title={titles[mode]}
        lead={
          mode === "signup"
            ? "Free during the beta. An account keeps your profile and quiz scores; every tool works without one."
            : mode === "forgot"
              ? "Enter the email address you signed up with and we'll send you a link to choose a new password."
              : "Sign in with your password, or have a one-time sign-in link emailed to you."
        }
      />
      <div className="mx-auto max-w-md px-4 py-10 sm:px-6">
        {mode !== "forgot" ? (
          <nav
            aria-label="Sign in or create an account"
            className="mb-6 grid grid-cols-2 gap-1 rounded-lg border border-border bg-card p-1"
          >
            {(["signin", "signup"] as const).map((tab) => (
              <Link
                key={tab}
                to={modeHref(tab, redirectTo)}
                aria-current={mode === tab ? "page" : undefined}
                className="flex min-h-10 items-center justify-center rounded-md text-sm font-semibold text-muted hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
              >
                {tab === "signin" ? "Sign in" : "Create account"}
              </Link>
            ))}
          </nav>
        ) : null}

        <div className="space-y-4">
          {linkError && !result ? <FormMessage tone="error" title={linkError} /> : null}
          {result ? (
            <FormMessage tone={result.ok ? "success" : "error"} title={result.title}>
              {result.message}
            </FormMessage>
          ) : null}

          {mode === "signin" ? (
            <SignInForm result={result} redirectTo={redirectTo} constraint={constraint} busyIntent={busyIntent} />
          ) : mode === "signup" ? (
            result?.ok && result.intent === "sign-up" ? null : (
              <SignUpForm
                result={result}
                redirectTo={redirectTo}
                constraint={constraint}
                busy={busyIntent === "sign-up"}
              />
            )
          ) : (
            <ForgotForm
              result={result}
              redirectTo={redirectTo}
              constraint={constraint}
              busy={busyIntent === "forgot"}
            />
          )}
        </div>
      </div>
    </>
  );
}

type FormProps = { result: AuthActionResult | undefined; redirectTo: string; constraint: FormConstraint };

/** One form's Conform state: its constraints from the loader, the server's last answer for it. */
function useAuthForm<Values extends Record<string, unknown>>(
  id: string,
  { result, constraint }: Pick<FormProps, "result" | "constraint">,
) {
  return useForm<Values>({ id, constraint, lastResult: result?.result, defaultNoValidate: false });
}

function SignInForm({ result, redirectTo, constraint, busyIntent }: FormProps & { busyIntent: string | null }) {
  const [form, fields] = useAuthForm<FormValues<typeof signInSchema>>("sign-in", { result, constraint });
  return (
    <Form method="post" className="space-y-5 rounded-xl border border-border bg-card p-5" {...getFormProps(form)}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field label="Email" meta={fields.email} type="email" autoComplete="email" />
      <Field
        label="Password"
        meta={fields.password}
        type="password"
        autoComplete="current-password"
        hint={
          <Link to={modeHref("forgot", redirectTo)} className="font-semibold text-accent underline underline-offset-2">
            Forgot your password?
          </Link>
        }
      />
      <div className="flex flex-col gap-3">
        <button
          type="submit"
          name="intent"
          value="password"
          disabled={busyIntent !== null}
          className={buttonClass({ className: "justify-center" })}
        >
          {busyIntent === "password" ? "Signing in..." : "Sign in"}
        </button>
        <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted" aria-hidden="true">
          <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
        </div>
        <button
          type="submit"
          name="intent"
          value="magic-link"
          formNoValidate
          disabled={busyIntent !== null}
          className={buttonClass({ variant: "outline", className: "justify-center" })}
        >
          <Mail aria-hidden="true" className="size-4" />
          {busyIntent === "magic-link" ? "Sending..." : "Email me a sign-in link"}
        </button>
        <p className="text-center text-sm text-muted">No password needed: we email you a link that signs you in.</p>
      </div>
    </Form>
  );
}

function SignUpForm({ result, redirectTo, constraint, busy }: FormProps & { busy: boolean }) {
  const [form, fields] = useAuthForm<FormValues<typeof signUpSchema>>("sign-up", { result, constraint });
  return (
    <Form method="post" className="space-y-5 rounded-xl border border-border bg-card p-5" {...getFormProps(form)}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field label="Name" meta={fields.name} autoComplete="name" optional />
      <Field label="Email" meta={fields.email} type="email" autoComplete="email" />
      <NewPasswordField
        meta={fields.password}
        label="Password"
        userInputs={[fields.email.value ?? "", fields.name.value ?? ""]}
        serverReasons={result?.passwordReasons}
      />
      <button
        type="submit"
        name="intent"
        value="sign-up"
        disabled={busy}
        className={buttonClass({ className: "w-full justify-center" })}
      >
        {busy ? "Creating account..." : "Create account"}
      </button>
      <p className="text-sm text-muted">
        We'll email you a link to verify your address. By creating an account you accept the{" "}
        <Link to="/faq#terms" className="font-semibold text-accent underline underline-offset-2">
          terms of use
        </Link>
        .
      </p>
    </Form>
  );
}

function ForgotForm({ result, redirectTo, constraint, busy }: FormProps & { busy: boolean }) {
  const [form, fields] = useAuthForm<FormValues<typeof emailOnlySchema>>("forgot-password", { result, constraint });
  return (
    <Form method="post" className="space-y-5 rounded-xl border border-border bg-card p-5" {...getFormProps(form)}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field label="Email" meta={fields.email} type="email" autoComplete="email" />
      <button
        type="submit"
        name="intent"
        value="forgot"
        disabled={busy}
        className={buttonClass({ className: "w-full justify-center" })}
      >
        {busy ? "Sending..." : "Send reset link"}
      </button>
      <p className="text-center text-sm">
        <Link to={modeHref("signin", redirectTo)} className="font-semibold text-accent underline underline-offset-2">
          Back to sign in
        </Link>
      </p>
    </Form>
  );
}
