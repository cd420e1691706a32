import { Bug, Lightbulb, MessageSquare, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { currentUserContext } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { showToast } from "~/components/toasts";
import { buttonClass } from "~/components/ui/button";
import { Field, FormMessage, inputClass } from "~/components/ui/field";
import { getProfile } from "~/db/profiles.server";
import { feedbackTypes } from "~/db/schema";
import {
  FEEDBACK_LIMITS,
  type FeedbackResult,
  feedbackTypeLabels,
  HONEYPOT_FIELD,
  MISSING_INFORMATION,
} from "~/feedback/form";
import { handleFeedback } from "~/feedback/submit.server";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/feedback";

const trail = [
  { label: "Home", path: "/" },
  { label: "Feedback & Ideas", path: "/feedback" },
];

const SUCCESS = {
  title: "Feedback Sent!",
  description: "Thank you for your feedback! We've received your message and sent you a confirmation email.",
};
const FAILURE_FALLBACK = "There was an error submitting your feedback. Please try again.";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(currentUserContext);
  if (!user) return { prefill: { name: "", email: "" } };
  const { database } = context.get(servicesContext);
  const profile = await getProfile(database.db, user.id);
  return { prefill: { name: profile.displayName || user.name, email: user.email } };
}

/** Without JavaScript the form posts here; with it, the page calls /api/feedback. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { status, body } = await handleFeedback(context.get(servicesContext), form, context);
  const values = body.success
    ? {}
    : {
        name: String(form.name ?? ""),
        email: String(form.email ?? ""),
        feedbackType: String(form.feedbackType ?? "general"),
        message: String(form.message ?? ""),
      };
  return data({ ...body, values }, { status });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: "Feedback & Ideas",
    description:
      "Report a wrong test value, a broken page or a missing car problem, or suggest a feature. Every message to Car Mechanic AI is read by the team.",
    path: "/feedback",
    origin,
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

type ActionData = FeedbackResult & { values?: Record<string, string> };

/**
 * The zod rules the browser checks before sending (the server checks them
 * again): fetched once the visitor starts on the form, so a visit that only
 * reads the page never downloads them.
 */
function loadRules() {
  return import("~/feedback/schema");
}

export default function Feedback({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ActionData | undefined>(actionData);
  // A successful send remounts the form empty (type back to General Feedback).
  const [formKey, setFormKey] = useState(0);
  useEffect(() => setResult(actionData), [actionData]);

  const busy = sending || navigation.state === "submitting";
  const values = result?.success === false ? result.values : undefined;
  const errors = result?.fieldErrors ?? {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const { checkFeedback } = await loadRules();
    const check = checkFeedback(typed);
    if (!check.ok && check.missing) {
      showToast({ variant: "destructive", title: MISSING_INFORMATION.title, description: MISSING_INFORMATION.message });
      return;
    }
    if (!check.ok) {
      setResult({
        success: false,
        fieldErrors: check.fieldErrors,
        error: "Please correct the highlighted fields.",
        values: typed,
      });
      return;
    }
    setSending(true);
    try {
      const response = await fetch("/api/feedback", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...check.data, [HONEYPOT_FIELD]: typed[HONEYPOT_FIELD] ?? "" }),
      });
      const body = (await response.json().catch(() => ({ success: false }))) as FeedbackResult;
      if (!body.success) throw new Error(body.error || "Failed to send feedback");
      showToast({ title: SUCCESS.title, description: SUCCESS.description });
      setResult(undefined);
      setFormKey((key) => key + 1);
    } catch (error) {
      console.error("Feedback submission failed:", error);
      const message =
        error instanceof Error && error.message && error.message !== "Failed to fetch"
          ? error.message
          : FAILURE_FALLBACK;
      showToast({ variant: "destructive", title: "Submission Error", description: message });
      setResult({ success: false, error: message, values: typed });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <PageHeader
        trail={trail}
        title="Feedback & Ideas"
        lead="Found a wrong reading, a page that misbehaves or a problem we don't cover yet? Tell us. Every message is read by a person."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[3fr_2fr]">
        <section aria-labelledby="feedback-form-heading" className="rounded-xl border border-border bg-card p-5 sm:p-6">
          <h2 id="feedback-form-heading" className="text-xl font-bold">
            Send us your feedback
          </h2>
          <p className="mt-1 text-sm text-muted">All fields are required.</p>
          <div className="mt-4 space-y-4">
            {/* What the server said, for visitors without JavaScript (they get no toasts). */}
            {actionData && result === actionData ? (
              actionData.success ? (
                <FormMessage tone="success" title={SUCCESS.title}>
                  {SUCCESS.description}
                </FormMessage>
              ) : actionData.missing ? (
                <FormMessage tone="error" title={MISSING_INFORMATION.title}>
                  {MISSING_INFORMATION.message}
                </FormMessage>
              ) : (
                <FormMessage tone="error" title="Submission Error">
                  {actionData.error || FAILURE_FALLBACK}
                </FormMessage>
              )
            ) : null}
            <Form
              key={formKey}
              method="post"
              onSubmit={onSubmit}
              onFocus={() => void loadRules()}
              className="space-y-4"
              noValidate={false}
            >
              <Field
                label="Name"
                name="name"
                autoComplete="name"
                required
                maxLength={FEEDBACK_LIMITS.name}
                defaultValue={values?.name ?? loaderData.prefill.name}
                error={errors.name}
              />
              <Field
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={FEEDBACK_LIMITS.email}
                defaultValue={values?.email ?? loaderData.prefill.email}
                error={errors.email}
              />
              <Field label="Feedback type" error={errors.feedbackType}>
                {({ id, describedBy, invalid }) => (
                  <select
                    id={id}
                    name="feedbackType"
                    required
                    defaultValue={values?.feedbackType ?? "general"}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className={inputClass}
                  >
                    {feedbackTypes.map((type) => (
                      <option key={type} value={type}>
                        {feedbackTypeLabels[type]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label="Message"
                error={errors.message}
                hint={`${FEEDBACK_LIMITS.messageMin} to 5,000 characters. For a wrong value, tell us the page, the year, make, model and engine, and what the right figure is.`}
              >
                {({ id, describedBy, invalid }) => (
                  <textarea
                    id={id}
                    name="message"
                    rows={6}
                    required
                    minLength={FEEDBACK_LIMITS.messageMin}
                    maxLength={FEEDBACK_LIMITS.messageMax}
                    defaultValue={values?.message ?? ""}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    className={inputClass}
                  />
                )}
              </Field>
              {/* Bots fill every field; people never see this one. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  Leave this empty
                  <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
              <button
                type="submit"
                disabled={busy}
                className={buttonClass({ className: "w-full justify-center sm:w-auto" })}
              >
                {busy ? "Sending..." : "Send Feedback"}
              </button>
            </Form>
          </div>
        </section>

        <aside className="space-y-6">
          <section aria-labelledby="looking-for-heading" className="rounded-xl border border-border bg-card p-5 sm:p-6">
            <h2 id="looking-for-heading" className="text-xl font-bold">
              What We're Looking For
            </h2>
            <ul className="mt-4 space-y-4">
              <li className="flex gap-3">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <p>
                  <strong>Feature requests.</strong>{" "}
                  <span className="text-muted">
                    A tool, a system or an engine type you want covered, like the diesel and hybrid sections still in
                    development.
                  </span>
                </p>
              </li>
              <li className="flex gap-3">
                <Bug aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <p>
                  <strong>Bug reports.</strong>{" "}
                  <span className="text-muted">
                    A page that breaks, a link that goes nowhere, or a test value that disagrees with the service
                    manual.
                  </span>
                </p>
              </li>
              <li className="flex gap-3">
                <MessageSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <p>
                  <strong>General feedback.</strong>{" "}
                  <span className="text-muted">
                    What helped in the bay or at the roadside, what was missing, and what would make you come back.
                  </span>
                </p>
              </li>
            </ul>
          </section>
          <section
            aria-labelledby="voice-heading"
            className="rounded-xl bg-linear-to-br from-orange-700 to-red-900 p-5 text-white sm:p-6"
          >
            <h2 id="voice-heading" className="flex items-center gap-2 text-xl font-bold">
              <Sparkles aria-hidden="true" className="size-5" />
              Your Voice Matters
            </h2>
            <p className="mt-2 text-orange-50">
              Car Mechanic AI is in beta, and corrections from technicians and owners are how it gets better. You'll get
              a confirmation email, and if we need more detail to fix something, we'll write back.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
