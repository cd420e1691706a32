import { ArrowRight, Search } from "lucide-react";
import { useMemo } from "react";
import { Form, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { ManufacturerMonogram } from "~/components/manufacturer-monogram";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import {
  categoryFilters,
  categoryLabel,
  filterManufacturers,
  manufacturers,
  parseCategory,
  resultsHeading,
} from "~/content/manufacturers";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import { useQueryUpdater } from "~/lib/use-query-updater";
import type { Route } from "./+types/common-problems";

/**
 * The same for every signed-out visitor: served from the rendered-HTML cache
 * after the first visit, one copy per value of the query parameters it reads.
 */
export const handle: HtmlCacheHandle = { htmlCache: { params: ["q", "category"] } };

const trail = [
  { label: "Home", path: "/" },
  { label: "Common Problems by Manufacturer", path: "/common-problems" },
];

/** Only what the cards show travels to the browser: the full profiles stay on the server. */
export function loader() {
  return {
    cards: manufacturers.map((manufacturer) => ({
      slug: manufacturer.slug,
      name: manufacturer.name,
      category: manufacturer.category,
      description: manufacturer.description,
      marketShare: manufacturer.marketShare,
      problems: manufacturer.commonProblems.slice(0, 5).map((problem) => problem.title),
    })),
  };
}

// The list is filtered in the browser from the URL; changing ?q= or ?category= needs no new data.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: "Common Problems by Manufacturer",
    description:
      "Known failure patterns for 18 car brands sold in the U.S., from Toyota and Ford to Tesla and Volvo: affected models and years, symptoms, fixes, repair cost estimates, recalls and buying advice.",
    path: "/common-problems",
    origin,
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

export default function CommonProblems({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const updateQuery = useQueryUpdater();
  const query = searchParams.get("q") ?? "";
  const category = parseCategory(searchParams.get("category"));
  const results = useMemo(
    () => filterManufacturers(loaderData.cards, query, category),
    [loaderData.cards, query, category],
  );

  function update(next: { q?: string; category?: string }) {
    updateQuery((params) => {
      for (const [key, value] of Object.entries(next)) {
        if (!value || (key === "category" && value === "all")) params.delete(key);
        else params.set(key, value);
      }
    });
  }

  return (
    <>
      <PageHeader
        trail={trail}
        title="Common Problems by Manufacturer"
        lead="What goes wrong with each of 18 major brands sold in the U.S., which models and years it hits, what it costs to fix, and what to check before you buy."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        {/* A GET form: works without JavaScript, and every search is a shareable URL. */}
        <Form
          method="get"
          role="search"
          aria-label="Search manufacturers"
          className="rounded-xl border border-border bg-card p-4 sm:p-5"
        >
          <div className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
            <div className="space-y-1.5">
              <label htmlFor="manufacturer-search" className="block text-sm font-semibold">
                Search by name
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
                />
                <input
                  id="manufacturer-search"
                  type="search"
                  name="q"
                  defaultValue={query}
                  placeholder="e.g. Toyota, BMW"
                  autoComplete="off"
                  onChange={(event) => update({ q: event.currentTarget.value })}
                  className={`${inputClass} pl-10`}
                />
              </div>
            </div>
            <div className="space-y-1.5">
              <label htmlFor="manufacturer-category" className="block text-sm font-semibold">
                Category
              </label>
              <select
                id="manufacturer-category"
                name="category"
                defaultValue={category}
                onChange={(event) => update({ category: event.currentTarget.value })}
                className={inputClass}
              >
                {categoryFilters.map((filter) => (
                  <option key={filter.value} value={filter.value}>
                    {filter.label} ({filterManufacturers(loaderData.cards, "", filter.value).length})
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass({ variant: "outline" })}>
              Search
            </button>
          </div>
        </Form>

        <div aria-live="polite" className="space-y-1">
          <h2 className="text-2xl font-bold" data-results-heading>
            {resultsHeading(results.length)}
          </h2>
          {category !== "all" ? <p className="text-muted">Filtered by: {categoryLabel(category)}</p> : null}
        </div>

        {results.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border p-10 text-center">
            <p className="text-lg font-semibold">No manufacturers found</p>
            <p className="mt-1 text-muted">Try adjusting your search terms or filter selection</p>
          </div>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {results.map((card) => (
              <li
                key={card.slug}
                data-manufacturer={card.slug}
                className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm"
              >
                <div className="flex items-start gap-3">
                  <ManufacturerMonogram name={card.name} category={card.category} />
                  <div>
                    <h3 className="text-xl font-bold">{card.name}</h3>
                    <p className="text-sm text-muted">{card.marketShare}</p>
                  </div>
                </div>
                <p className="mt-3 text-sm text-muted">{card.description}</p>
                <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">Common problems</h4>
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                  {card.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ol>
                <Link
                  to={`/manufacturers/${card.slug}`}
                  className={buttonClass({ size: "sm", className: "mt-5 self-start" })}
                >
                  View Full Details & Analysis
                  <span className="sr-only"> for {card.name}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
