import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { type AccountActionResult, type AccountSection, accountAction } from "~/auth/account-actions.server";
import { authHeaders, requireUser } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { NewPasswordField } from "~/components/password-field";
import { buttonClass } from "~/components/ui/button";
import { Field, FormMessage, inputClass } from "~/components/ui/field";
import { getProfile } from "~/db/profiles.server";
import { originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/account";

const roleLabels = {
  "shop-owner": "Shop owner",
  mechanic: "Mechanic",
  technician: "Technician",
  "car-owner": "Car owner",
  enthusiast: "Enthusiast",
  other: "Other",
} as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(url, context);
  const { auth, database } = context.get(servicesContext);
  const [profile, sessions] = await Promise.all([
    getProfile(database.db, user.id),
    auth.api.listSessions({ headers: authHeaders(request, context) }),
  ]);
  const emailChanged = url.searchParams.get("email") === "changed";
  return {
    user,
    profile: { ...profile, updatedAt: profile.updatedAt?.toISOString() ?? null },
    sessionCount: sessions.length,
    emailChanged,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return accountAction({ request, context, services: context.get(servicesContext), url });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Account settings",
    description: "Your Car Mechanic AI profile, email, password, sessions and plan.",
    path: "/account",
    origin: originFrom(matches),
    noIndex: true,
  });

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, profile, sessionCount, emailChanged } = loaderData;
  const result = useActionData<typeof action>() as AccountActionResult | undefined;
  const navigation = useNavigation();
  const busy = (section: AccountSection) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === section;
  const outcome = (section: AccountSection) =>
    result?.section === section ? (
      <FormMessage tone={result.ok ? "success" : "error"} title={result.title}>
        {result.message}
      </FormMessage>
    ) : null;
  const errors = (section: AccountSection) => (result?.section === section ? (result.fieldErrors ?? {}) : {});
  const values = (section: AccountSection) => (result?.section === section ? (result.values ?? {}) : {});

  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: "Account settings", path: "/account" },
        ]}
        title="Account settings"
        lead={`Signed in as ${user.email}.`}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        {emailChanged ? <FormMessage tone="success" title={`Your email address is now ${user.email}.`} /> : null}

        <Section id="profile" title="Profile">
          {outcome("profile")}
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="profile" />
            <Field
              label="Display name"
              name="displayName"
              autoComplete="nickname"
              maxLength={80}
              optional
              defaultValue={values("profile").displayName ?? profile.displayName}
              error={errors("profile").displayName}
            />
            <Field label="Role" optional error={errors("profile").role}>
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  name="role"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  defaultValue={values("profile").role ?? profile.role}
                  className={inputClass}
                >
                  <option value="">Choose one</option>
                  {Object.entries(roleLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label="Shop or company name"
              name="company"
              autoComplete="organization"
              maxLength={120}
              optional
              defaultValue={values("profile").company ?? profile.company}
              error={errors("profile").company}
            />
            <Field
              label="ZIP code"
              name="zipCode"
              autoComplete="postal-code"
              inputMode="numeric"
              pattern="\d{5}(-\d{4})?"
              maxLength={10}
              optional
              hint="5 digits, or ZIP+4."
              defaultValue={values("profile").zipCode ?? profile.zipCode}
              error={errors("profile").zipCode}
            />
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" disabled={busy("profile")} className={buttonClass()}>
                {busy("profile") ? "Saving..." : "Save profile"}
              </button>
              {profile.updatedAt ? (
                <p className="text-sm text-muted">
                  Last saved <time dateTime={profile.updatedAt}>{new Date(profile.updatedAt).toUTCString()}</time>
                </p>
              ) : null}
            </div>
          </Form>
        </Section>

        <Section id="email" title="Email address">
          <p className="text-muted">
            Current: <strong className="text-foreground">{user.email}</strong>. A new address takes effect once you open
            the link we send to it.
          </p>
          {outcome("email")}
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="email" />
            <Field
              label="New email address"
              name="newEmail"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={values("email").newEmail}
              error={errors("email").newEmail}
            />
            <button type="submit" disabled={busy("email")} className={buttonClass({ variant: "outline" })}>
              {busy("email") ? "Sending..." : "Change email"}
            </button>
          </Form>
        </Section>

        <Section id="password" title="Password">
          {outcome("password")}
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="password" />
            <Field
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
              error={errors("password").currentPassword}
            />
            <NewPasswordField
              name="newPassword"
              label="New password"
              error={errors("password").newPassword}
              userInputs={[user.email, user.name]}
              serverReasons={result?.section === "password" ? result.passwordReasons : undefined}
            />
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="signOutOthers" defaultChecked className="size-5 accent-[var(--accent)]" />
              <span>Sign out of every other device</span>
            </label>
            <button type="submit" disabled={busy("password")} className={buttonClass({ variant: "outline" })}>
              {busy("password") ? "Saving..." : "Change password"}
            </button>
          </Form>
        </Section>

        <Section id="sessions" title="Where you're signed in">
          <p className="text-muted" data-session-count={sessionCount}>
            {sessionCount === 1
              ? "Only this browser is signed in to your account."
              : `${sessionCount} browsers or devices are signed in to your account, this one included.`}{" "}
            Sessions end after 14 days without use.
          </p>
          {outcome("sessions")}
          <Form method="post">
            <input type="hidden" name="intent" value="sessions" />
            <button
              type="submit"
              disabled={busy("sessions") || sessionCount < 2}
              className={buttonClass({ variant: "outline" })}
            >
              {busy("sessions") ? "Signing out..." : "Sign out of other sessions"}
            </button>
          </Form>
        </Section>

        <Section id="plan" title="Plan">
          <p className="flex items-start gap-3">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <strong>Free beta.</strong> Every tool is free during the beta, and no payment details are asked for or
              stored. If paid plans come later, you will be told before anything is charged and can cancel here at any
              time, keeping access until the end of the billing cycle.
            </span>
          </p>
        </Section>

        <Section id="delete" title="Delete account">
          <p className="text-muted">
            This permanently removes your account, profile and sign-in sessions. It cannot be undone.
          </p>
          {outcome("delete")}
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="delete" />
            <Field
              label="Type your email address to confirm"
              name="confirmEmail"
              type="email"
              autoComplete="off"
              required
              defaultValue={values("delete").confirmEmail}
              error={errors("delete").confirmEmail}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              optional
              maxLength={128}
              hint="Needed if you signed in more than a day ago."
              error={errors("delete").password}
            />
            <button type="submit" disabled={busy("delete")} className={buttonClass({ variant: "danger" })}>
              {busy("delete") ? "Deleting..." : "Delete my account"}
            </button>
          </Form>
        </Section>
      </div>
    </>
  );
}
