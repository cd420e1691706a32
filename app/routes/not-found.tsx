import { data } from "react-router";
import type { HtmlCacheHandle } from "~/http/html-cache.server";

/** One page for every unknown address, rendered once and served from memory after (html-cache.server.ts). */
export const handle: HtmlCacheHandle = { htmlCache: "not-found" };

export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

// The root ErrorBoundary renders the 404 page; a component is needed only so
// client-side navigations to unknown paths reach the loader as well.
export default function NotFound() {
  return null;
}
