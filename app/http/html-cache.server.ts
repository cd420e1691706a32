import { LRUCache } from "lru-cache";
import { type EntryContext, generatePath, isRouteErrorResponse } from "react-router";
import type { Env } from "~/env.server";
import { type CachedPage, improveCompression } from "./cached-page.server";

/**
 * Rendered HTML of the reference pages (diagnostics, glossary, emergency
 * steps, manufacturer profiles...), kept in memory, compressed, so a repeat
 * visit is served as ready bytes instead of being rendered and compressed
 * again. The content only changes with a deploy, which restarts the process
 * and empties the cache. See docs/decisions/0019-shutdown-and-html-caching.md.
 *
 * Only pages that are the same for every signed-out visitor are kept: a GET,
 * status 200 (or the catch-all route's 404), a leaf route that opts in with `handle = { htmlCache: ... }`, and
 * no user, flash message or cookie in play (entry.server.tsx checks; the
 * Express shell serves hits before React Router runs, server/cached-pages.ts).
 */

/**
 * A route's opt-in: `true` for a page that reads no query parameter, or the
 * names of the parameters it reads (`{ params: ["tab"] }`). Any other
 * parameter is ignored: the page is the same with or without it.
 * `perRequest` names parameters whose presence makes the page one for this
 * request alone, never stored nor served from the cache: a free-text search
 * (`/codes?q=`), whose every distinct value would otherwise take a place.
 * `"not-found"` is the catch-all route's: one 404 page, the same for every
 * unknown address (it never shows the address), kept once under
 * NOT_FOUND_KEY, so a scan of random addresses is served from memory.
 */
export type HtmlCachePolicy = true | "not-found" | { params: readonly string[]; perRequest?: readonly string[] };
export type HtmlCacheHandle = { htmlCache?: HtmlCachePolicy };

/** The part of a React Router route match the cache reads (server render and Express both have one). */
export type RouteMatchLike = {
  params: Readonly<Record<string, string | undefined>>;
  route: { id: string; path?: string };
};

export type CachedPageAddress = {
  /** The route's own path for these params, then the parameters the page reads, sorted. */
  key: string;
  /**
   * The request asked for exactly that address: no other query parameter, and
   * the path as the route writes it (not `/GLOSSARY` or `/glossary/`). Only
   * such a request may store its render: anything else in the URL could show
   * in the HTML (the sign-in link returns to the current address), and a
   * stored page is sent to everyone.
   */
  canonical: boolean;
};

/** The cache key of the page every unknown address shares; no path can equal it (paths start with "/"). */
export const NOT_FOUND_KEY = "404";

/** Where the page this URL renders lives in the cache, or null if its route does not opt in. */
export function cachedPageAddress(
  url: URL,
  matches: readonly RouteMatchLike[],
  handle: HtmlCacheHandle | undefined,
): CachedPageAddress | null {
  const policy = handle?.htmlCache;
  const leaf = matches.at(-1);
  if (!policy || !leaf) return null;
  if (policy === "not-found") return { key: NOT_FOUND_KEY, canonical: true };
  if (policy !== true && policy.perRequest?.some((name) => url.searchParams.has(name))) return null;
  const read = policy === true ? [] : [...policy.params].sort();
  const pattern = `/${matches
    .map((match) => match.route.path?.replace(/^\/+|\/+$/g, ""))
    .filter(Boolean)
    .join("/")}`;
  const path = generatePath(pattern, leaf.params as Record<string, string>);
  const query = new URLSearchParams();
  for (const name of read) for (const value of url.searchParams.getAll(name)) query.append(name, value);
  const search = query.toString();
  return {
    key: search ? `${path}?${search}` : path,
    canonical: url.pathname === path && [...url.searchParams.keys()].every((name) => read.includes(name)),
  };
}

type RootData = { user?: unknown; flash?: unknown; garage?: unknown } | undefined;

/**
 * Where this rendered response belongs in the cache, or null when it must be
 * rendered for this request alone: only a GET answered 200 by a route that
 * opts in, to a signed-out visitor with no flash message, no form result and
 * no cookie being set.
 */
export function sharedPageAddress(
  request: Request,
  status: number,
  context: EntryContext,
  responseHeaders: Headers,
  nodeEnv: Env["NODE_ENV"],
): CachedPageAddress | null {
  if (nodeEnv !== "production") return null; // Development serves fresh code on every edit.
  if (request.method !== "GET") return null;
  const handler = context.staticHandlerContext;
  if (handler.actionData) return null;
  const leaf = handler.matches.at(-1);
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as HtmlCacheHandle | undefined) : undefined;
  // A 200 with no error anywhere, or the catch-all route's own 404 and nothing else.
  const notFoundPage =
    handle?.htmlCache === "not-found" &&
    status === 404 &&
    Object.values(handler.errors ?? {}).every((error) => isRouteErrorResponse(error) && error.status === 404);
  if (!notFoundPage && (status !== 200 || handler.errors)) return null;
  const root = handler.loaderData.root as RootData;
  if (!root || root.user || root.flash || root.garage) return null;
  if (responseHeaders.has("Set-Cookie")) return null;
  return cachedPageAddress(new URL(request.url), handler.matches, handle);
}

/**
 * Two stores, so the pages a visitor finds by following links (no query)
 * are never pushed out by variants with a query (a glossary filter, a
 * symptom-checker state), whose number has no limit: a flood of those only
 * evicts other variants. Sizes count the compressed bytes kept.
 */
export function createHtmlCache({ pagesBytes, variantsBytes }: { pagesBytes: number; variantsBytes: number }) {
  const sizeCalculation = (page: CachedPage) => page.size();
  const pages = new LRUCache<string, CachedPage>({ maxSize: pagesBytes, sizeCalculation });
  const variants = new LRUCache<string, CachedPage>({ maxSize: variantsBytes, sizeCalculation });
  const storeFor = (key: string) => (key.includes("?") ? variants : pages);
  return {
    get: (key: string) => storeFor(key).get(key),
    set: (key: string, page: CachedPage) => {
      storeFor(key).set(key, page);
    },
    /**
     * The page, for a response to a repeat visit: a page asked for again is
     * worth the best compression, made in the background and counted again
     * once done.
     */
    hit(key: string) {
      const store = storeFor(key);
      const page = store.get(key);
      if (page) {
        const stillCached = () => store.peek(key) === page;
        improveCompression(page, stillCached, () => {
          if (stillCached()) store.set(key, page);
        });
      }
      return page;
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;

/**
 * The process's cache. Every problem page, glossary term and profile fits in
 * the first store many times over (about 2,500 pages at 5–30 kB compressed,
 * two encodings each).
 */
export const htmlCache = createHtmlCache({ pagesBytes: 64 * 1024 * 1024, variantsBytes: 16 * 1024 * 1024 });
