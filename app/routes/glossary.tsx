import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { PageHeader } from "~/components/page-header";
import { StaticHtml } from "~/components/static-html";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import { glossary, initialOf } from "~/content/glossary";
import { glossaryIndexHtml, matchesGlossaryQuery } from "~/content/glossary/index.server";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import { useQueryUpdater } from "~/lib/use-query-updater";
import type { Route } from "./+types/glossary";

/**
 * The same for every signed-out visitor: served from the rendered-HTML cache
 * after the first visit, one copy per value of the query parameters it reads.
 */
export const handle: HtmlCacheHandle = { htmlCache: { params: ["q"] } };

const trail = [
  { label: "Home", path: "/" },
  { label: "Glossary", path: "/glossary" },
];

const sorted = [...glossary].sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base" }));

/**
 * Every term on one page (so /glossary#maf works) as an A–Z index, each
 * linking to its own page and each letter to a page of definitions
 * (glossary-letter.tsx). Server-built HTML sent once, as a static island: no
 * loader-data copy, no hydration. A ?q= filter is applied here for visitors
 * without JavaScript; with it, the page filters the same list as you type.
 */
export function loader(args: Route.LoaderArgs) {
  const query = (args.url.searchParams.get("q") ?? "").slice(0, 100);
  const shown = sorted.filter((entry) => matchesGlossaryQuery(entry, query));
  return {
    html: staticHtml(args, "glossary-index", glossaryIndexHtml(shown)),
    shown: shown.length,
    total: sorted.length,
    letters: [...new Set(sorted.map((entry) => initialOf(entry.term)))],
  };
}

// Typing filters in the browser; the list only needs reloading if the page is reloaded.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFrom(matches);
  return seo({
    title: "Automotive Glossary: Terms and Acronyms Explained",
    description: `${loaderData?.total ?? 300}+ car terms and acronyms in plain language, from MAF and EGR to CAN bus, ADAS and DPF, with what to check and the problems that involve each one.`,
    path: "/glossary",
    origin,
    jsonLd: [
      breadcrumbJsonLd(origin, trail),
      {
        "@context": "https://schema.org",
        "@type": "DefinedTermSet",
        name: "Car Mechanic AI automotive glossary",
        url: new URL("/glossary", origin).href,
      },
    ],
  });
};

/** Shows and hides the server-built entries; returns how many remain. */
function filterList(list: HTMLElement, query: string) {
  const needle = query.trim().toLowerCase();
  let shown = 0;
  for (const section of list.querySelectorAll<HTMLElement>("section[data-letter]")) {
    let inSection = 0;
    for (const item of section.querySelectorAll<HTMLElement>("[data-term]")) {
      // The row reads "Term also called X, Y"; match the names, as the server does.
      const names = (item.textContent ?? "").replace(" also called ", ", ").toLowerCase();
      const match = !needle || names.includes(needle);
      item.hidden = !match;
      if (match) inSection += 1;
    }
    section.hidden = inSection === 0;
    shown += inSection;
  }
  return shown;
}

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const updateQuery = useQueryUpdater();
  const list = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(loaderData.shown);
  const query = searchParams.get("q") ?? "";
  // The server already filtered for the URL's query; typing filters in place from here on.
  const [serverQuery] = useState(query);

  useEffect(() => {
    if (list.current && query !== serverQuery) setShown(filterList(list.current, query));
  }, [query, serverQuery]);

  const present = new Set(
    list.current
      ? [...list.current.querySelectorAll<HTMLElement>("section[data-letter]:not([hidden])")].map(
          (section) => section.dataset.letter,
        )
      : [],
  );

  return (
    <>
      <PageHeader
        trail={trail}
        title="Automotive Glossary"
        lead={`${loaderData.total} terms and acronyms in plain language. Open a term for its definition, the technician's note and the problems that involve it, or read a letter's terms with their definitions.`}
      />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <Form
          method="get"
          role="search"
          aria-label="Filter the glossary"
          className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4"
        >
          <div className="min-w-56 flex-1 space-y-1.5">
            <label htmlFor="glossary-filter" className="block text-sm font-semibold">
              Find a term
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
              />
              <input
                id="glossary-filter"
                type="search"
                name="q"
                defaultValue={query}
                placeholder="MAF, fuel trim, CAN bus"
                autoComplete="off"
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  updateQuery((params) => (value.trim() ? params.set("q", value) : params.delete("q")));
                }}
                className={`${inputClass} pl-9`}
              />
            </div>
          </div>
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            Filter
          </button>
        </Form>

        <nav aria-label="Letters" className="flex flex-wrap gap-1">
          {loaderData.letters.map((letter) => (
            <a
              key={letter}
              href={`#letter-${letter}`}
              aria-disabled={list.current && !present.has(letter) ? true : undefined}
              className="flex size-10 items-center justify-center rounded-md border border-border font-semibold hover:border-accent aria-disabled:pointer-events-none aria-disabled:opacity-40"
            >
              {letter}
            </a>
          ))}
        </nav>

        <p role="status" className="text-sm text-muted" data-glossary-count={shown}>
          {query.trim()
            ? `${shown} ${shown === 1 ? "term matches" : "terms match"} “${query.trim()}”`
            : `${shown} terms`}
        </p>

        <StaticHtml ref={list} id="glossary-index" className="glossary-index" html={loaderData.html} />

        {shown === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center">
            No term matches that. Try a shorter word, or{" "}
            <Link to="/feedback" className="font-semibold text-accent underline underline-offset-2">
              ask us to add it
            </Link>
            .
          </p>
        ) : null}
      </div>
    </>
  );
}
