import { handleFeedback } from "~/feedback/submit.server";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/api-feedback";

/**
 * The feedback form's JSON endpoint (SPEC §7 send-feedback: {name, email,
 * feedbackType, message} in, {success, error} out). Same-origin only.
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
  const { status, body } = await handleFeedback(services, values as Record<string, unknown>, context);
  return Response.json(body, { status });
}

export function loader() {
  return Response.json({ success: false, error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
