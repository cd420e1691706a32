import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { Bug, Lightbulb, MessageSquare, Sparkles } from "lucide-react";
import { type FormEvent, useEffect } from "react";
import { data, useActionData, useFetcher } from "react-router";
import { currentUserContext } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { showToast } from "~/components/toasts";
import { buttonClass } from "~/components/ui/button";
import { Field, FormMessage, inputClass } from "~/components/ui/field";
import { getProfile } from "~/db/profiles.server";
import { feedbackTypes } from "~/db/schema";
import {
  FEEDBACK_SENT,
  type FeedbackResult,
  feedbackTypeLabels,
  HONEYPOT_FIELD,
  MISSING_INFORMATION,
  SUBMISSION_ERROR,
} from "~/feedback/form";
import { feedbackSchema } from "~/feedback/schema";
import { handleFeedback } from "~/feedback/submit.server";
import { formConstraint, readForm } from "~/http/forms.server";
import { type FormValues, missingRequiredFields } from "~/lib/forms";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/feedback";

const trail = [
  { label: "Home", path: "/" },
  { label: "Feedback & Ideas", path: "/feedback" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const constraint = formConstraint(feedbackSchema);
  const user = context.get(currentUserContext);
  if (!user) return { constraint, prefill: { name: "", email: "" } };
  const { database } = context.get(servicesContext);
  const profile = await getProfile(database.db, user.id);
  return { constraint, prefill: { name: profile.displayName || user.name, email: user.email } };
}

/**
 * The form posts here: through the page's fetcher with JavaScript (no reload),
 * as a plain form post without it (the page renders the outcome). The JSON
 * call at /api/feedback runs the same handleFeedback.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body, reply } = await handleFeedback(context.get(servicesContext), await readForm(request), context);
  return data({ ...body, result: reply }, { status });
}

type Outcome = FeedbackResult & { result?: Awaited<ReturnType<typeof handleFeedback>>["reply"] };

/**
 * With JavaScript the fetcher's post goes through here. When the server cannot
 * be reached the form keeps its values and says so (a toast), instead of the
 * route's error page; the 503 status skips revalidating a page that could not
 * be reached either.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return (await serverAction()) as Outcome;
  } catch (error) {
    console.error("Feedback submission failed:", error);
    return data<Outcome>({ success: false, error: SUBMISSION_ERROR.fallback }, { status: 503 });
  }
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

/** The toast for an outcome the fetcher brought back (SPEC §8). */
function toastOutcome(outcome: Outcome) {
  if (outcome.success) showToast({ title: FEEDBACK_SENT.title, description: FEEDBACK_SENT.message });
  else if (outcome.missing)
    showToast({ variant: "destructive", title: MISSING_INFORMATION.title, description: MISSING_INFORMATION.message });
  else
    showToast({
      variant: "destructive",
      title: SUBMISSION_ERROR.title,
      description: outcome.error || SUBMISSION_ERROR.fallback,
    });
}

export default function Feedback({ loaderData }: Route.ComponentProps) {
  const { constraint, prefill } = loaderData;
  const fetcher = useFetcher<typeof clientAction>();
  // Set only by a plain form post (no JavaScript, or sent before the page was ready).
  const posted = useActionData<typeof action>() as Outcome | undefined;
  const outcome = (fetcher.data as Outcome | undefined) ?? posted;
  const busy = fetcher.state !== "idle";

  const [form, fields] = useForm<FormValues<typeof feedbackSchema>>({
    id: "feedback",
    constraint,
    // After a success the form resets to these: the prefill, and General Feedback.
    defaultValue: { name: prefill.name, email: prefill.email, feedbackType: "general", message: "" },
    lastResult: outcome?.result,
    defaultNoValidate: false,
  });

  useEffect(() => {
    if (fetcher.data) toastOutcome(fetcher.data as Outcome);
  }, [fetcher.data]);

  /** SPEC §5: a required field left empty or blank is "Missing Information", and nothing is sent. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const missing = missingRequiredFields(values, constraint);
    if (missing.length > 0) {
      event.preventDefault();
      showToast({ variant: "destructive", title: MISSING_INFORMATION.title, description: MISSING_INFORMATION.message });
      (event.currentTarget.elements.namedItem(missing[0]!) as HTMLElement | null)?.focus();
      return;
    }
    form.onSubmit(event);
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
            {/* What the server said to a plain form post; the fetcher's answers are toasts. */}
            {posted && !fetcher.data ? (
              posted.success ? (
                <FormMessage tone="success" title={FEEDBACK_SENT.title}>
                  {FEEDBACK_SENT.message}
                </FormMessage>
              ) : posted.missing ? (
                <FormMessage tone="error" title={MISSING_INFORMATION.title}>
                  {MISSING_INFORMATION.message}
                </FormMessage>
              ) : (
                <FormMessage tone="error" title={SUBMISSION_ERROR.title}>
                  {posted.error || SUBMISSION_ERROR.fallback}
                </FormMessage>
              )
            ) : null}
            <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)} onSubmit={onSubmit}>
              <Field label="Name" meta={fields.name} autoComplete="name" />
              <Field label="Email" meta={fields.email} type="email" autoComplete="email" />
              <Field label="Feedback type" meta={fields.feedbackType}>
                {({ ariaDescribedBy }) => (
                  <select className={inputClass} {...getSelectProps(fields.feedbackType, { ariaDescribedBy })}>
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
                meta={fields.message}
                hint={`${fields.message.minLength} to ${fields.message.maxLength?.toLocaleString("en-US")} characters. For a wrong value, tell us the page, the year, make, model and engine, and what the right figure is.`}
              >
                {({ ariaDescribedBy }) => (
                  <textarea
                    rows={6}
                    className={inputClass}
                    {...getTextareaProps(fields.message, { ariaDescribedBy })}
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
            </fetcher.Form>
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
