import { type DefaultValue, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { type AccountActionResult, type AccountSection, accountAction } from "~/auth/account-actions.server";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, profileSchema } from "~/auth/forms";
import { authHeaders, requireUser } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { NewPasswordField } from "~/components/password-field";
import { buttonClass } from "~/components/ui/button";
import { Field, FormMessage, inputClass } from "~/components/ui/field";
import { GarageList } from "~/components/vehicles/garage-forms";
import { getProfile } from "~/db/profiles.server";
import { formConstraint } from "~/http/forms.server";
import type { FormConstraint, FormValues } from "~/lib/forms";
import { originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import { garageContext, garageEntries } from "~/vehicles/garage.server";
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
    garage: garageEntries(context.get(garageContext).garage),
    constraints: {
      profile: formConstraint(profileSchema),
      email: formConstraint(changeEmailSchema),
      password: formConstraint(changePasswordSchema),
      delete: formConstraint(deleteAccountSchema),
    },
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

/**
 * One section's form: Conform state with the section's constraints, its
 * current values as defaults, and the server's last answer when it was for
 * this section.
 */
function useSectionForm<Values extends Record<string, unknown>>(
  section: AccountSection,
  constraint: FormConstraint,
  result: AccountActionResult | undefined,
  defaultValue?: DefaultValue<Values>,
) {
  return useForm<Values>({
    id: `account-${section}`,
    constraint,
    defaultValue,
    lastResult: result?.section === section ? result.result : undefined,
    defaultNoValidate: false,
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, profile, sessionCount, emailChanged, constraints, garage } = loaderData;
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
  const [profileForm, profileFields] = useSectionForm<FormValues<typeof profileSchema>>(
    "profile",
    constraints.profile,
    result,
    { displayName: profile.displayName, role: profile.role, company: profile.company, zipCode: profile.zipCode },
  );
  const [emailForm, emailFields] = useSectionForm<FormValues<typeof changeEmailSchema>>(
    "email",
    constraints.email,
    result,
  );
  const [passwordForm, passwordFields] = useSectionForm<FormValues<typeof changePasswordSchema>>(
    "password",
    constraints.password,
    result,
    { signOutOthers: "on" },
  );
  const [deleteForm, deleteFields] = useSectionForm<FormValues<typeof deleteAccountSchema>>(
    "delete",
    constraints.delete,
    result,
  );

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
          <Form method="post" className="space-y-4" {...getFormProps(profileForm)}>
            <input type="hidden" name="intent" value="profile" />
            <Field label="Display name" meta={profileFields.displayName} autoComplete="nickname" optional />
            <Field label="Role" meta={profileFields.role} optional>
              {({ ariaDescribedBy }) => (
                <select className={inputClass} {...getSelectProps(profileFields.role, { ariaDescribedBy })}>
                  <option value="">Choose one</option>
                  {Object.entries(roleLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Shop or company name" meta={profileFields.company} autoComplete="organization" optional />
            <Field
              label="ZIP code"
              meta={profileFields.zipCode}
              autoComplete="postal-code"
              inputMode="numeric"
              optional
              hint="5 digits, or ZIP+4."
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
          <Form method="post" className="space-y-4" {...getFormProps(emailForm)}>
            <input type="hidden" name="intent" value="email" />
            <Field label="New email address" meta={emailFields.newEmail} type="email" autoComplete="email" />
            <button type="submit" disabled={busy("email")} className={buttonClass({ variant: "outline" })}>
              {busy("email") ? "Sending..." : "Change email"}
            </button>
          </Form>
        </Section>

        <Section id="password" title="Password">
          {outcome("password")}
          <Form method="post" className="space-y-4" {...getFormProps(passwordForm)}>
            <input type="hidden" name="intent" value="password" />
            <Field
              label="Current password"
              meta={passwordFields.currentPassword}
              type="password"
              autoComplete="current-password"
            />
            <NewPasswordField
              meta={passwordFields.newPassword}
              label="New password"
              userInputs={[user.email, user.name]}
              serverReasons={result?.section === "password" ? result.passwordReasons : undefined}
            />
            <label className="flex min-h-11 items-center gap-3">
              <input
                className="size-5 accent-[var(--accent)]"
                {...getInputProps(passwordFields.signOutOthers, { type: "checkbox" })}
              />
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

        <Section id="garage" title="My garage">
          <p className="text-muted">
            The vehicles in your account. The one pages show is marked; a VIN is kept only where you ticked it.
          </p>
          <GarageList
            entries={garage}
            returnTo="/account"
            empty={
              <p>
                Your garage is empty.{" "}
                <Link to="/vehicles" className="font-semibold text-accent hover:underline">
                  Decode a VIN or pick a vehicle
                </Link>
                , then choose "Add to my garage" on its page.
              </p>
            }
          />
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
          <Form method="post" className="space-y-4" {...getFormProps(deleteForm)}>
            <input type="hidden" name="intent" value="delete" />
            <Field
              label="Type your email address to confirm"
              meta={deleteFields.confirmEmail}
              type="email"
              autoComplete="off"
            />
            <Field
              label="Password"
              meta={deleteFields.password}
              type="password"
              autoComplete="current-password"
              optional
              hint="Needed if you signed in more than a day ago."
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
