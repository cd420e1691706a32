import type { MiddlewareFunction, RouterContextProvider } from "react-router";

/**
 * Cache-Control for what React Router answers, by kind:
 * - a page that belongs to one visitor (signed in, a flash message, the
 *   answer to a form post) or sets a cookie: `private, no-store`, so no shared
 *   cache keeps it and the browser does not write it to disk;
 * - any other page: `no-cache`, so the browser asks again before showing it
 *   (content changes with each deploy; cached pages answer that with a 304,
 *   see cached-page.server.ts, which sets its own).
 * Responses that already say how to cache them (health check, sitemap) keep
 * their own, unless they set a cookie.
 */
export const PERSONAL = "private, no-store";
export const SHARED = "no-cache";

export function cacheControlMiddleware(
  isPersonal: (context: Readonly<RouterContextProvider>) => boolean,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const response = await next();
    const headers = response.headers;
    if (headers.has("Set-Cookie")) {
      headers.set("Cache-Control", PERSONAL);
    } else if (!headers.has("Cache-Control") && headers.get("Content-Type")?.startsWith("text/html")) {
      const personal = isPersonal(context) || (request.method !== "GET" && request.method !== "HEAD");
      headers.set("Cache-Control", personal ? PERSONAL : SHARED);
    }
    return response;
  };
}
