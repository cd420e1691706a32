import { LRUCache } from "lru-cache";
import type { EntryContext } from "react-router";
import type { Env } from "~/env.server";

/**
 * Rendered HTML of the reference pages (diagnostics, glossary, emergency
 * steps, manufacturer profiles...), kept in memory so a repeat visit is served
 * as ready HTML instead of being rendered again. The content only changes with
 * a deploy, which restarts the process and empties the cache.
 *
 * Only pages that are the same for every signed-out visitor are kept: a GET,
 * status 200, a leaf route that opts in with `handle = { htmlCache: true }`,
 * and no user, flash message or cookie in play. Each response carries its own
 * CSP nonce, so the stored nonce is swapped for the new one on the way out.
 */
export type HtmlCacheHandle = { htmlCache?: boolean };

const cache = new LRUCache<string, { html: string; nonce: string }>({
  // About 64 MB of text: every problem page, glossary term and profile fits.
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length,
});

type RootData = { user?: unknown; flash?: unknown } | undefined;

/** The cache key for this response, or null when it must be rendered for this request alone. */
export function htmlCacheKey(
  request: Request,
  status: number,
  context: EntryContext,
  responseHeaders: Headers,
  nodeEnv: Env["NODE_ENV"],
): string | null {
  if (nodeEnv !== "production") return null; // Development serves fresh code on every edit.
  if (request.method !== "GET" || status !== 200) return null;
  const handler = context.staticHandlerContext;
  if (handler.errors || handler.actionData) return null;
  const leaf = handler.matches.at(-1);
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as HtmlCacheHandle | undefined) : undefined;
  if (!handle?.htmlCache) return null;
  const root = handler.loaderData.root as RootData;
  if (!root || root.user || root.flash) return null;
  if (responseHeaders.has("Set-Cookie")) return null;
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** The stored page with `nonce` in place of the one it was rendered with. */
export function readCachedHtml(key: string, nonce: string): string | undefined {
  const page = cache.get(key);
  return page ? page.html.replaceAll(page.nonce, nonce) : undefined;
}

export function storeHtml(key: string, html: string, nonce: string) {
  // A nonce is 24 base64 characters of randomness; anything short could match page text.
  if (nonce.length >= 16) cache.set(key, { html, nonce });
}
