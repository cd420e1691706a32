import { Link } from "react-router";
import { VerdictBadge } from "~/components/diagnostics/verdict";
import { type Mark, resultKindLabels, type SearchResult, splitMarks } from "~/search/types";

/** Text with its matched words in <mark>, rendered as text: nothing in it is read as HTML. */
export function MarkedText({ text, marks }: { text: string; marks: readonly Mark[] }) {
  return (
    <>
      {splitMarks(text, marks).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered
          <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-black">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * One search result: what kind of page it is, its title as a link, a short
 * extract with the matched words marked, and for a problem its system and
 * whether the car is safe to drive. Shared by the /search page and, later,
 * the header's instant results.
 */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <li data-search-result={result.kind} className="rounded-xl border border-border bg-card p-4 hover:border-accent">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full border border-border px-2.5 py-1 uppercase tracking-wide text-muted">
          {resultKindLabels[result.kind]}
        </span>
        {result.system ? <span className="text-muted">{result.system.name}</span> : null}
        {result.verdict ? <VerdictBadge verdict={result.verdict} /> : null}
      </div>
      <h3 className="mt-2 text-lg font-semibold">
        <Link to={result.url} className="hover:text-accent hover:underline">
          <MarkedText text={result.title} marks={result.titleMarks} />
        </Link>
      </h3>
      {result.snippet ? (
        <p className="mt-1 text-sm text-muted">
          <MarkedText text={result.snippet} marks={result.snippetMarks} />
        </p>
      ) : null}
    </li>
  );
}
