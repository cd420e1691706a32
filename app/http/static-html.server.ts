import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createContext, type RouterContextProvider } from "react-router";

/**
 * The server half of static islands (components/static-html.tsx): markup a
 * loader renders for a part of its page that never changes, and keeps out of
 * the loader data on a document request, where the same markup is already in
 * the HTML. Each value would otherwise be sent twice, once as HTML and once as
 * the JSON React hydrates from, and then hydrated element by element.
 */
const keptBackContext = createContext<Map<string, string> | null>(null);

/** True for React Router's client-side data requests (`/path.data`), false for documents. */
function isDataRequest(request: Request) {
  return new URL(request.url).pathname.endsWith(".data");
}

/**
 * The island's markup for the loader data: null on a document request (the
 * server render takes it from `keptBackHtml` instead), the markup itself when
 * the browser navigates to the page and renders it there.
 */
export function staticHtml(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  id: string,
  markup: string,
): string | null {
  if (isDataRequest(request)) return markup;
  let keptBack = context.get(keptBackContext);
  if (!keptBack) {
    keptBack = new Map();
    context.set(keptBackContext, keptBack);
  }
  keptBack.set(id, markup);
  return null;
}

/** Every island markup the loaders of this request kept back, for entry.server.tsx. */
export function keptBackHtml(context: Readonly<RouterContextProvider>): ReadonlyMap<string, string> {
  return context.get(keptBackContext) ?? new Map();
}

/**
 * Renders plain, router-free components to HTML for an island: no hooks that
 * need the router, links as plain anchors (the island routes clicks on them).
 */
export function renderStaticMarkup(node: ReactNode) {
  return renderToStaticMarkup(node);
}
