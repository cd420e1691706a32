import type { RouterContextProvider } from "react-router";
import type { AppDatabase } from "~/db/db.server";
import type { RateLimiter } from "~/http/rate-limit.server";
import { clientIpContext } from "~/request-context";
import { recordMiss } from "./misses.server";
import { parseSearchRequest } from "./request";
import { DEFAULT_LIMIT, type SiteSearch } from "./search.server";
import type { SearchResponse } from "./types";

/** What a search request needs from the services. */
export type SearchServices = { search: SiteSearch; rateLimiter: RateLimiter; database: AppDatabase };

export type SearchOutcome =
  | ({ ok: true } & SearchResponse)
  | { ok: false; status: 400 | 429; error: string; query: string; retryAfterMinutes?: number };

/**
 * One path for /api/search and the /search page: read and check the request
 * (pass the request's own URL, `new URL(request.url)`: the `url` React Router
 * gives loaders has its query string decoded and encoded again, which hides
 * malformed percent-encoding),
 * count it against the address's search limit, search, and count a search
 * that found nothing (unless it was sent while typing: `typing=1`, which the
 * header's instant results send, so half-typed words are not counted). A
 * failure to count a miss is logged, never passed on: the visitor still gets
 * the answer.
 */
export async function handleSearch(
  services: SearchServices,
  url: URL,
  context: Readonly<RouterContextProvider>,
  defaults: { limit?: number } = {},
): Promise<SearchOutcome> {
  const request = parseSearchRequest(url);
  const asked = (url.searchParams.get("q") ?? "").slice(0, 200);
  if (!request.ok) return { ok: false, status: 400, error: request.error, query: asked };
  if (!request.query) return { ok: true, query: "", results: [] };

  const limit = await services.rateLimiter.consume("search", { ip: context.get(clientIpContext) });
  if (!limit.ok) {
    return {
      ok: false,
      status: 429,
      error: `Too many searches from your connection. ${limit.message}`,
      query: request.query,
      retryAfterMinutes: limit.retryAfterMinutes,
    };
  }

  const answer = services.search.search(request.query, { limit: request.limit ?? defaults.limit ?? DEFAULT_LIMIT });
  if (answer.results.length === 0 && !request.typing) {
    await recordMiss(services.database, request.query).catch((error: unknown) =>
      console.error(
        "Search: could not count a search without results:",
        error instanceof Error ? error.message : error,
      ),
    );
  }
  return { ok: true, ...answer };
}
