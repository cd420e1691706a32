import { Search } from "lucide-react";
import { data, Form, Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SearchResultItem } from "~/components/search/search-results";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import { originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import { handleSearch } from "~/search/handle.server";
import { codesInQuery } from "~/search/search.server";
import { MAX_QUERY_LENGTH, type ResultKind, resultKindNouns, resultKinds } from "~/search/types";
import type { Route } from "./+types/search";

/** How many results the page lists; the best come first. */
const PAGE_RESULTS = 30;

const trail = [
  { label: "Home", path: "/" },
  { label: "Search", path: "/search" },
];

/** Searches to try, shown before anything is asked. */
const examples = ["brakes grinding", "car clicks won't start", "P0420", "A/C blowing warm", "what does EGR mean"];

/**
 * /search?q=…: the site search as a page, rendered on the server, so it works
 * without JavaScript (a plain GET form). Same search as /api/search. Never
 * indexed and never taken from the HTML cache: every query is its own page,
 * counted against the address's search limit, and a search that finds
 * nothing is counted for /admin/search.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const outcome = await handleSearch(context.get(servicesContext), new URL(request.url), context, {
    limit: PAGE_RESULTS,
  });
  if (!outcome.ok) {
    return data(
      { query: outcome.query, results: [], corrections: [], error: outcome.error, code: undefined },
      {
        status: outcome.status,
        headers: outcome.retryAfterMinutes ? { "Retry-After": String(outcome.retryAfterMinutes * 60) } : {},
      },
    );
  }
  return {
    query: outcome.query,
    results: outcome.results,
    corrections: outcome.corrections ?? [],
    error: undefined,
    code: codesInQuery(outcome.query)[0],
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.query ? `Search results for “${loaderData.query}”` : "Search",
    description: "Search the car problems, trouble codes, glossary, manufacturer profiles and roadside help.",
    path: "/search",
    origin: originFrom(matches),
    noIndex: true,
  });

/** "8 problems, 2 trouble codes and 1 glossary term", in the order of the kinds. */
function kindSummary(kinds: readonly ResultKind[]) {
  const counts = resultKinds
    .map((kind) => [kind, kinds.filter((candidate) => candidate === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${resultKindNouns[kind][count === 1 ? 0 : 1]}`);
  return counts.length <= 1 ? (counts[0] ?? "") : `${counts.slice(0, -1).join(", ")} and ${counts.at(-1)}`;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results, corrections, error, code } = loaderData;
  return (
    <>
      <PageHeader
        trail={trail}
        title={query ? `Results for “${query}”` : "Search"}
        lead="Problems, trouble codes, glossary terms, manufacturer profiles, dangerous problems and roadside help, found from the words you would use."
      />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <Form
          method="get"
          action="/search"
          role="search"
          aria-label="Search the site"
          className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4"
        >
          <div className="min-w-56 flex-1 space-y-1.5">
            <label htmlFor="search-query" className="block text-sm font-semibold">
              Search
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
              />
              <input
                key={query}
                id="search-query"
                type="search"
                name="q"
                defaultValue={query}
                maxLength={MAX_QUERY_LENGTH}
                placeholder="A noise, a smell, a warning light, a code"
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "search-error" : undefined}
                className={`${inputClass} pl-9`}
              />
            </div>
          </div>
          <button type="submit" className={buttonClass()}>
            Search
          </button>
        </Form>

        {error ? (
          <p
            id="search-error"
            role="alert"
            className="rounded-xl border border-red-600 p-4 font-semibold dark:border-red-400"
          >
            {error}
          </p>
        ) : query === "" ? (
          <section aria-labelledby="search-examples" className="space-y-3">
            <h2 id="search-examples" className="text-xl font-bold">
              Describe it the way you would to a mechanic
            </h2>
            <p className="text-muted">
              What you hear, feel, smell or see, a warning light, a trouble code or a part name. For example:
            </p>
            <ul className="flex flex-wrap gap-2">
              {examples.map((example) => (
                <li key={example}>
                  <Link
                    to={`/search?q=${encodeURIComponent(example)}`}
                    className="inline-flex min-h-10 items-center rounded-full border border-border bg-card px-4 text-sm font-semibold hover:border-accent"
                  >
                    {example}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : results.length === 0 ? (
          <NoResults query={query} code={code} />
        ) : (
          <section aria-labelledby="search-results-heading">
            <h2 id="search-results-heading" className="text-2xl font-bold" data-search-count={results.length}>
              {results.length === 1 ? "1 result" : `${results.length} results`}
            </h2>
            <p className="mt-1 text-sm text-muted">
              Best match first: {kindSummary(results.map((result) => result.kind))}.
              {corrections.length > 0
                ? ` Searched for ${corrections.map((word) => `“${word.to}” instead of “${word.from}”`).join(", ")}.`
                : null}
            </p>
            <ol className="mt-5 space-y-3">
              {results.map((result) => (
                <SearchResultItem key={result.url} result={result} />
              ))}
            </ol>
          </section>
        )}
      </div>
    </>
  );
}

const linkClass = "font-semibold text-accent underline underline-offset-2";

function NoResults({ query, code }: { query: string; code: string | undefined }) {
  return (
    <section
      aria-labelledby="search-no-results"
      className="space-y-4 rounded-xl border border-dashed border-border p-6"
    >
      <h2 id="search-no-results" className="text-xl font-bold" data-search-count={0}>
        Nothing matches “{query}”
      </h2>
      <ul className="list-disc space-y-2 pl-5">
        <li>Check the spelling, or use fewer words: what you hear, feel, smell or see, or the part's name.</li>
        <li>
          {code ? (
            <>
              Looking for {code}?{" "}
              <Link to={`/codes/${code}`} className={linkClass}>
                See what each character of {code} means
              </Link>{" "}
              or browse the{" "}
              <Link to="/codes" className={linkClass}>
                trouble-code library
              </Link>
              .
            </>
          ) : (
            <>
              Have a trouble code from a scan tool? Look it up in the{" "}
              <Link to="/codes" className={linkClass}>
                trouble-code library
              </Link>
              .
            </>
          )}
        </li>
        <li>
          Not sure what is wrong? Pick the system in{" "}
          <Link to="/diagnostics" className={linkClass}>
            Diagnostics
          </Link>{" "}
          and tick what you notice in its symptom checker.
        </li>
        <li>
          Stuck at the roadside? Use the{" "}
          <Link to="/emergency-diagnostic" className={linkClass}>
            emergency roadside tool
          </Link>
          .
        </li>
        <li>
          <Link to="/feedback" className={linkClass}>
            Tell us what you were looking for
          </Link>
          : searches that find nothing show us what to write next.
        </li>
      </ul>
    </section>
  );
}
