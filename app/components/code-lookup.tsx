import { Search } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import { CODE_QUERY_MAX_LENGTH } from "~/lib/code-query";
import { cn } from "~/lib/utils";

/**
 * The trouble-code lookup: one box on /codes, the home page, the OBD system
 * page and a code's page. A plain GET form to /codes?q=…: the server sends a
 * code ("p0 420") to its page and anything else to the codes whose titles
 * match, with or without JavaScript. Loaders render it into static islands
 * (it needs no router), so it costs those pages no JavaScript; only a code's
 * 404 page renders it with React.
 */
export function CodeLookup({
  id,
  defaultValue,
  error,
  heading,
  browseLink = false,
  className,
}: {
  /** The input's id, unique in the page. */
  id: string;
  defaultValue?: string;
  /** The server's message about the last query, shown under the box. */
  error?: string;
  /** A visible heading above the box (the home and OBD pages); /codes has its own. */
  heading?: string;
  /** A "Browse all codes" link under the box, for pages that are not /codes (home, OBD system page). */
  browseLink?: boolean;
  className?: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <search
      aria-label="Trouble code lookup"
      className={cn("block rounded-xl border border-border bg-card p-4", className)}
    >
      <form method="get" action="/codes">
        {heading ? <h2 className="mb-2 text-lg font-bold">{heading}</h2> : null}
        <label htmlFor={id} className="block text-sm font-semibold">
          Trouble code or words from its title
        </label>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <div className="relative min-w-48 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id={id}
              type="search"
              name="q"
              defaultValue={defaultValue}
              placeholder="P0420, U0100, evap leak"
              maxLength={CODE_QUERY_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              aria-invalid={error ? true : undefined}
              className={`${inputClass} pl-9`}
            />
          </div>
          <button type="submit" className={buttonClass()}>
            Look up
          </button>
        </div>
        {error ? (
          <p id={errorId} className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <p id={hintId} className="mt-2 text-sm text-muted">
          Any OBD-II code in any spacing or case (p0 420 finds P0420), the start of one (P04), or words like “knock
          sensor”.
        </p>
      </form>
      {browseLink ? (
        <p className="mt-2 text-sm">
          <a
            href="/codes"
            className="inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-2"
          >
            Browse all OBD-II trouble codes
          </a>
        </p>
      ) : null}
    </search>
  );
}
