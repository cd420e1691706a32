import { createContext, useContext, useState } from "react";
import { useNavigate } from "react-router";

/**
 * Static islands: parts of a page that never change once rendered (a glossary
 * list, a problem's write-up, a manufacturer's tab), sent once as HTML and
 * never hydrated or repeated in the page's loader data.
 *
 * React leaves the inside of an element with `dangerouslySetInnerHTML` alone
 * while hydrating, so the island costs the browser no hydration work. Where
 * the markup comes from depends on how the page was reached:
 *   - document request: the loader hands the markup to the server render only
 *     (`staticHtml` in http/static-html.server.ts, then this context), so the
 *     loader data the page embeds for hydration says `null`;
 *   - hydration: the island reads its own markup back from the DOM;
 *   - client-side navigation: the loader returns the markup as data.
 */
const StaticHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/** Set by entry.server.tsx with the markup the loaders kept back from the loader data. */
export const StaticHtmlProvider = StaticHtmlContext.Provider;

function markupInDocument(id: string) {
  return document.getElementById(id)?.innerHTML ?? "";
}

/** A same-site link that React Router can follow without reloading the page. */
function routableHref(event: React.MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return null;
  const anchor = (event.target as Element).closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if (anchor.target || anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return null;
  const { pathname, search, hash } = anchor;
  // A link to a place on this very page is the browser's to scroll to.
  if (hash && pathname === window.location.pathname && search === window.location.search) return null;
  return pathname + search + hash;
}

export function StaticHtml({
  id,
  html,
  className,
  ref,
}: {
  /** Unique in the page; the island finds its markup by it when hydrating. */
  id: string;
  /** The markup when the loader returned it (client-side navigation), else null. Read on mount only. */
  html: string | null;
  className?: string;
  ref?: React.Ref<HTMLDivElement>;
}) {
  const keptBack = useContext(StaticHtmlContext);
  // Read once per mounted island: a revalidation that sends the same markup
  // again must not replace the DOM (open <details>, filtered rows). Callers key
  // the island by what its content depends on (a slug, a tab) to swap it.
  const [markup] = useState(() => {
    if (html !== null) return html;
    if (typeof document !== "undefined") return markupInDocument(id);
    const kept = keptBack?.get(id);
    // A loader that kept back markup under another id would send an empty island.
    if (kept === undefined)
      throw new Error(`No markup for the static island "${id}": its loader must call staticHtml with the same id.`);
    return kept;
  });
  const navigate = useNavigate();
  return (
    // Not an interactive element: the handler only sees clicks bubbling up from
    // the links inside, which keyboards activate as clicks too.
    // biome-ignore lint/a11y/noStaticElementInteractions: a delegated handler for the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links turn Enter into a click themselves
    <div
      id={id}
      ref={ref}
      className={className}
      // Links inside are plain anchors (the markup is not React's): follow them
      // with the router, as a <Link> would, instead of reloading the page.
      onClick={(event) => {
        const href = routableHref(event);
        if (href === null) return;
        event.preventDefault();
        void navigate(href);
      }}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on our server from our own content (React escapes every value)
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
