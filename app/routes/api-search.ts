import { servicesContext } from "~/request-context";
import { handleSearch } from "~/search/handle.server";
import type { Route } from "./+types/api-search";

/**
 * GET /api/search?q=…&limit=…&typing=1: the site search as JSON,
 * `{ query, results: [{ url, title, kind, snippet, titleMarks, snippetMarks, system?, verdict? }], corrections? }`,
 * best first. Matched words come as [start, end) ranges of the title and the
 * snippet, never as HTML, so a result is safe to render as text. Bad input
 * answers 400 `{ error }`; too many searches from one address 429. Answers
 * depend only on the query and the deployed content, so browsers may keep
 * them for five minutes.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const outcome = await handleSearch(context.get(servicesContext), new URL(request.url), context);
  const common = { "X-Robots-Tag": "noindex" };
  if (!outcome.ok) {
    const headers: Record<string, string> = { ...common, "Cache-Control": "no-store" };
    if (outcome.retryAfterMinutes) headers["Retry-After"] = String(outcome.retryAfterMinutes * 60);
    return Response.json({ error: outcome.error }, { status: outcome.status, headers });
  }
  const { query, results, corrections } = outcome;
  return Response.json(
    { query, results, ...(corrections ? { corrections } : {}) },
    { headers: { ...common, "Cache-Control": "public, max-age=300" } },
  );
}
