import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

const wayBackClass = buttonClass({ variant: "outline", display: "flex", padding: "px-4" });

const waysBack = [
  { label: "Home page", href: "/" },
  { label: "Diagnostics by system", href: "/diagnostics" },
  { label: "Common problems by manufacturer", href: "/common-problems" },
  { label: "Frequently asked questions", href: "/faq" },
];

/**
 * The one error page: 404 for unknown addresses, a friendly message for
 * everything else. Details of an unexpected error appear only in development.
 * It never shows the address: every unknown address shares one cached 404
 * page (routes/not-found.tsx), and the browser shows the address anyway.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">{`Error ${status}`}</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
        {notFound ? "We couldn't find that page" : "Something went wrong"}
      </h1>
      {notFound ? (
        <p className="mt-4 text-lg text-muted">
          There is no page at this address. It may have moved, or the address may have a typo. Some sections of this
          beta site are still being built.
        </p>
      ) : (
        <p className="mt-4 text-lg text-muted">
          The page could not be shown because of a problem on our side. Please try again in a moment; if it keeps
          happening, tell us what you were doing and we will fix it.
        </p>
      )}

      <h2 className="mt-10 text-lg font-semibold">Where to go from here</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {waysBack.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={wayBackClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/feedback" className={wayBackClass}>
            {notFound ? "Report a broken link" : "Report this problem"}
          </Link>
        </li>
      </ul>

      {import.meta.env.DEV && error instanceof Error ? (
        <details className="mt-10 rounded-md border border-border bg-card p-4">
          <summary className="font-semibold">Error details (development only)</summary>
          <pre className="mt-3 overflow-x-auto whitespace-pre-wrap text-sm">{error.stack}</pre>
        </details>
      ) : null}
    </div>
  );
}
