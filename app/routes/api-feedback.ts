import { handleFeedback } from "~/feedback/submit.server";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/api-feedback";

/**
 * SPEC §7's send-feedback call as a JSON endpoint ({name, email, feedbackType,
 * message} in, {success, error} out), for clients other than the page (whose
 * form posts to its own route). Same-origin only. The same server function
 * and schema as the page's form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ success: false, error: "Use POST." }, { status: 405 });
  const services = context.get(servicesContext);
  const origin = request.headers.get("origin");
  if (origin !== services.env.APP_URL) {
    return Response.json({ success: false, error: "Cross-site submissions are not accepted." }, { status: 403 });
  }
  let values: unknown;
  try {
    values = await request.json();
  } catch {
    return Response.json({ success: false, error: "The request body must be JSON." }, { status: 400 });
  }
  if (!values || typeof values !== "object" || Array.isArray(values)) {
    return Response.json({ success: false, error: "The request body must be a JSON object." }, { status: 400 });
  }
  const { status, body } = await handleFeedback(services, textFields(values as Record<string, unknown>), context);
  return Response.json(body, { status });
}

export function loader() {
  return Response.json({ success: false, error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

/** The object's text values as form fields; anything else (numbers, lists, null) counts as left out. */
function textFields(values: Record<string, unknown>) {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") fields.append(name, value);
  return fields;
}
