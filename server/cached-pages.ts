import type { RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { hasSessionCookie } from "~/auth/session.server";
import { cachedPageResponse } from "~/http/cached-page.server";
import { hasFlashCookie } from "~/http/flash.server";
import {
  type CachedPageAddress,
  cachedPageAddress,
  type HtmlCacheHandle,
  htmlCache,
  type RouteMatchLike,
} from "~/http/html-cache.server";
import { withScriptSources } from "~/http/script-hashes.server";
import { hasGarageCookie } from "~/vehicles/garage-cookie.server";

/**
 * Serves repeat visits to cached pages (app/http/html-cache.server.ts) before
 * React Router runs: no middleware, no loaders, no render, no compression,
 * only a route match and a lookup. What decides whether a page may be cached
 * (signed out, no flash, status 200...) is checked when it is rendered
 * (entry.server.tsx); here a request that could be personal (a session or
 * flash cookie) always goes on to React Router.
 *
 * While the first request for a page is rendering it, others for the same
 * page wait for it rather than render it too (after a deploy, a busy page
 * would otherwise be rendered once per concurrent visitor).
 */
export function cachedPagesHandler(build: ServerBuild): RequestHandler {
  const routes = routeTree(build.routes);
  const manifestPath = `${(build.basename ?? "").replace(/\/$/, "")}${build.routeDiscovery.manifestPath}`;
  const rendering = new Map<string, Promise<void>>();
  // matchRoutes ranks every route on each call; a path's matches never change.
  const matchesByPath = new LRUCache<string, { matches: RouteMatchLike[]; handle?: HtmlCacheHandle } | false>({
    max: 10_000,
  });

  return async (req, res, next) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const cookie = req.headers.cookie;
      if (hasSessionCookie(cookie) || hasFlashCookie(cookie) || hasGarageCookie(cookie)) return next();
      const address = addressOf(req.originalUrl);
      if (!address) return next();

      let page = htmlCache.hit(address.key);
      const pending = page ? undefined : rendering.get(address.key);
      if (pending) {
        await pending;
        page = htmlCache.hit(address.key);
      }
      if (!page) {
        if (address.canonical && !rendering.has(address.key)) {
          rendering.set(
            address.key,
            finished(res).then(() => void rendering.delete(address.key)),
          );
        }
        return next();
      }

      const response = cachedPageResponse(page, {
        method: req.method,
        acceptEncoding: req.headers["accept-encoding"],
        ifNoneMatch: req.headers["if-none-match"],
      });
      allowScriptSources(res, page.scriptSources);
      res.status(response.status).set(response.headers).set("Server-Timing", 'html-cache;desc="hit"');
      res.end(response.body ?? undefined);
    } catch (error) {
      next(error);
    }
  };

  function addressOf(originalUrl: string): CachedPageAddress | null {
    // Parsed as React Router's Express adapter does, so `//x` is a path here too, not a host.
    const url = URL.parse(`http://localhost${originalUrl}`);
    if (!url) return null;
    // React Router's data requests (client-side navigation) and route discovery are not pages: left to it,
    // before an unknown path could be taken for the catch-all route's 404.
    if (url.pathname.endsWith(".data") || url.pathname === manifestPath) return null;
    let matched = matchesByPath.get(url.pathname);
    if (matched === undefined) {
      const matches = matchRoutes(routes, url.pathname) as RouteMatchLike[] | null;
      const leaf = matches?.at(-1);
      matched =
        matches && leaf ? { matches, handle: build.routes[leaf.route.id]?.module.handle as HtmlCacheHandle } : false;
      matchesByPath.set(url.pathname, matched);
    }
    return matched ? cachedPageAddress(url, matched.matches, matched.handle) : null;
  }
}

/** Replaces the nonce in the policy helmet set on `res` (server/index.ts) with `sources`. */
export function allowScriptSources(res: Response, sources: string) {
  for (const name of ["Content-Security-Policy", "Content-Security-Policy-Report-Only"]) {
    const policy = res.getHeader(name);
    if (typeof policy === "string") res.setHeader(name, withScriptSources(policy, sources));
  }
}

/** Resolves when the response has been sent or the connection closed, whichever comes first. */
function finished(res: Response) {
  return new Promise<void>((resolve) => {
    res.once("finish", resolve);
    res.once("close", resolve);
  });
}

/** The build's flat route manifest as the nested routes `matchRoutes` takes, as React Router's own handler builds them. */
function routeTree(manifest: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      return route!.index
        ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            ...(children.length > 0 ? { children } : {}),
          };
    });
}
