import { data, Form, Link, redirect } from "react-router";
import { requireAdmin } from "~/auth/admin.server";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import { type FeedbackStatus, type FeedbackType, feedbackStatuses, feedbackTypes } from "~/db/schema";
import { listFeedback, setFeedbackStatus } from "~/feedback/feedback.server";
import { feedbackTypeLabels } from "~/feedback/form";
import { readForm } from "~/http/forms.server";
import { errorMeta, originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/admin-feedback";

const FEEDBACK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin(context);
  const filters = {
    type: pick(url.searchParams.get("type"), feedbackTypes),
    status: pick(url.searchParams.get("status"), feedbackStatuses),
  };
  const { database } = context.get(servicesContext);
  const items = await listFeedback(database.db, filters);
  return {
    filters,
    items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  const status = pick(String(form.get("status") ?? ""), feedbackStatuses);
  // Ids are UUIDs; anything else is refused before the database (and the Location below) sees it.
  if (!FEEDBACK_ID.test(id) || !status) throw data("That change could not be understood.", { status: 400 });
  const { database } = context.get(servicesContext);
  if (!(await setFeedbackStatus(database.db, id, status))) throw data(null, { status: 404 });
  // Back to the same filtered list, at the item just changed (`url` is the page's address, not the data request's).
  return redirect(`${url.pathname}${url.search}#${id}`);
}

export const meta: Route.MetaFunction = ({ matches, error }) =>
  error
    ? errorMeta()
    : seo({
        title: "Feedback inbox",
        description: "Feedback received.",
        path: "/admin/feedback",
        origin: originFrom(matches),
        noIndex: true,
      });

const statusLabels: Record<FeedbackStatus, string> = { new: "New", read: "Read", archived: "Archived" };
const nextActions: Record<FeedbackStatus, FeedbackStatus[]> = {
  new: ["read", "archived"],
  read: ["new", "archived"],
  archived: ["new"],
};
const actionLabels: Record<FeedbackStatus, string> = { new: "Mark unread", read: "Mark read", archived: "Archive" };

export default function AdminFeedback({ loaderData }: Route.ComponentProps) {
  const { items, filters } = loaderData;
  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: "Feedback inbox", path: "/admin/feedback" },
        ]}
        title="Feedback inbox"
        lead="Newest first. Messages are shown exactly as typed, as plain text."
      />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4">
          <label className="space-y-1">
            <span className="block text-sm font-semibold">Type</span>
            <select name="type" defaultValue={filters.type ?? ""} className={inputClass}>
              <option value="">All types</option>
              {feedbackTypes.map((type: FeedbackType) => (
                <option key={type} value={type}>
                  {feedbackTypeLabels[type]}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1">
            <span className="block text-sm font-semibold">Status</span>
            <select name="status" defaultValue={filters.status ?? ""} className={inputClass}>
              <option value="">All statuses</option>
              {feedbackStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            Filter
          </button>
          {filters.type || filters.status ? (
            <Link
              to="/admin/feedback"
              className="min-h-11 content-center text-sm font-semibold text-accent underline underline-offset-2"
            >
              Clear filters
            </Link>
          ) : null}
        </Form>

        <p className="text-sm text-muted" role="status">
          {items.length} {items.length === 1 ? "message" : "messages"}
        </p>
        <ul className="space-y-4">
          {items.map((item) => (
            <li
              key={item.id}
              id={item.id}
              data-feedback-id={item.id}
              className="scroll-mt-24 rounded-xl border border-border bg-card p-5"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-bold">
                  {item.name}{" "}
                  <a href={`mailto:${item.email}`} className="font-normal text-accent underline underline-offset-2">
                    {item.email}
                  </a>
                </h2>
                <p className="text-sm text-muted">
                  <time dateTime={item.createdAt}>{new Date(item.createdAt).toUTCString()}</time>
                </p>
              </div>
              <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wide">
                <span className="rounded-full border border-border px-2 py-0.5">{feedbackTypeLabels[item.type]}</span>
                <span data-status={item.status} className="rounded-full border border-accent px-2 py-0.5 text-accent">
                  {statusLabels[item.status]}
                </span>
                {item.userId ? (
                  <span className="rounded-full border border-border px-2 py-0.5">Signed-in user</span>
                ) : null}
              </p>
              {/* React escapes text: a message is never interpreted as HTML. */}
              <p data-feedback-message className="mt-3 whitespace-pre-wrap break-words">
                {item.message}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                {nextActions[item.status].map((status) => (
                  <Form key={status} method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="status" value={status} />
                    <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
                      {actionLabels[status]}
                      <span className="sr-only"> (message from {item.name})</span>
                    </button>
                  </Form>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
