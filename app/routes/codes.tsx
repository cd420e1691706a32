import { data, redirect } from "react-router";
import type { Crumb } from "~/components/breadcrumb";
import { CodeLookup } from "~/components/code-lookup";
import { type BrowseLetter, CodeBrowse } from "~/components/codes/code-browse";
import { CodeDataNotice } from "~/components/codes/code-data-credit";
import { CodeList } from "~/components/codes/code-list";
import { PageHeader } from "~/components/page-header";
import { StaticHtml } from "~/components/static-html";
import { type CodeLetter, systemLetters } from "~/content/codes";
import {
  allCodes,
  allGroups,
  codeDataLicence,
  codeDataNotes,
  codeListItem,
  codesWithPrefix,
  groupSummary,
  searchCodeTitles,
} from "~/content/codes/index.server";
import { parseCodeQuery } from "~/http/code-query.server";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/codes";

/**
 * The same for every signed-out visitor without a query: served from the
 * rendered-HTML cache. A search (`?q=`) is rendered for its request and never
 * stored, so arbitrary queries cannot take places in the cache.
 */
export const handle: HtmlCacheHandle = { htmlCache: { params: [], perRequest: ["q"] } };

const trail: Crumb[] = [
  { label: "Home", path: "/" },
  { label: "Trouble Codes", path: "/codes" },
];

/** How many matches a search shows; the count says how many there are. */
const SHOWN_MATCHES = 50;

const correctionLabels: Record<string, string> = {
  "manufacturer-range line in a generic file":
    "manufacturer-range codes listed among the generic ones, moved to the manufacturer meanings with the make not stated",
  "placeholder or range-header line": "placeholder and range-header lines, dropped",
  "duplicate line": "duplicate lines, kept once",
  "make line repeats the generic title": "make lines that only repeat the generic title, dropped",
  "make-unknown line repeats a make's title": "make-not-stated lines that repeat a make's own title, dropped",
  "stray quote or HO2S typo": "stray quote marks and “H02S” typed for “HO2S”, corrected",
  "malformed line": "malformed lines, skipped",
};

/** Browsing and the data credit never change: rendered once per process, sent as a static island. */
let browseHtml: string | undefined;
/** How many makes have meanings in the data (a make of the list may have none yet). */
let makesWithMeanings: number | undefined;

function renderBrowse() {
  const groups = allGroups();
  const letters: BrowseLetter[] = (Object.keys(systemLetters) as CodeLetter[]).map((letter) => {
    const own = groups.filter((group) => group.letter === letter);
    return {
      letter,
      ...systemLetters[letter],
      count: own.reduce((total, group) => total + group.count, 0),
      groups: own.map((group) => ({
        key: group.key,
        slug: group.slug,
        name: group.name,
        summary: groupSummary(group.key) ?? "",
        count: group.count,
        manufacturer: group.control === "manufacturer",
      })),
    };
  });
  const { corrections } = codeDataNotes();
  return renderStaticMarkup(
    <>
      <CodeBrowse letters={letters} />
      <div className="mt-12">
        <CodeDataNotice
          licence={codeDataLicence}
          corrections={Object.entries(corrections).map(([what, count]) => ({
            what: correctionLabels[what] ?? what,
            count,
          }))}
        />
      </div>
    </>,
  );
}

/**
 * /codes: the lookup, then every group to browse. A query that is a code goes
 * to its page (even an unknown one: its 404 decodes it); the start of a code
 * lists the codes that begin with it; words list the codes whose titles hold
 * them all.
 */
export function loader(args: Route.LoaderArgs) {
  const raw = args.url.searchParams.get("q");
  const query = parseCodeQuery(raw);
  if (query.kind === "code") throw redirect(`/codes/${query.code}`);
  // An empty box sent: the plain page, which the cache holds.
  if (query.kind === "none" && raw !== null) throw redirect("/codes");

  let search: { text: string; total: number; html: string | null } | null = null;
  if (query.kind === "words" || query.kind === "prefix") {
    const found =
      query.kind === "words"
        ? searchCodeTitles(query.text, Number.POSITIVE_INFINITY)
        : codesWithPrefix(query.prefix, Number.POSITIVE_INFINITY);
    const shown = found.slice(0, SHOWN_MATCHES).map(codeListItem);
    search = {
      text: query.text,
      total: found.length,
      html: shown.length > 0 ? staticHtml(args, "codes-results", renderStaticMarkup(<CodeList codes={shown} />)) : null,
    };
  }
  // What was typed goes back in the box, without the characters that were refused.
  const typed = query.kind === "invalid" ? (raw ?? "").replace(/\p{Cc}/gu, "").slice(0, 200) : (search?.text ?? "");
  const error = query.kind === "invalid" ? query.message : undefined;
  browseHtml ??= renderBrowse();
  makesWithMeanings ??= new Set(
    allCodes().flatMap((entry) => entry.makeMeanings.flatMap((meaning) => meaning.makes.map((make) => make.slug))),
  ).size;
  return data(
    {
      total: allCodes().length,
      makes: makesWithMeanings,
      query: typed,
      searched: query.kind !== "none",
      lookup: staticHtml(
        args,
        "codes-lookup",
        renderStaticMarkup(<CodeLookup id="codes-q" defaultValue={typed} error={error} />),
      ),
      search,
      browse: staticHtml(args, "codes-browse", browseHtml),
    },
    // Bad input is the visitor's to fix: a 400 with the page and the message.
    { status: query.kind === "invalid" ? 400 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFrom(matches);
  const total = loaderData?.total ?? 12_000;
  return seo({
    title: "OBD-II Trouble Codes: Look Up Any Code",
    description: `Look up any of ${total.toLocaleString("en-US")} OBD-II trouble codes: what each character means, the SAE J2012 title, manufacturer meanings by make, and full answers with checks, costs and whether it is safe to drive.`,
    path: "/codes",
    origin,
    // A search result page is for one visitor; the page itself is the one to index.
    noIndex: loaderData?.searched ?? false,
    jsonLd: [
      breadcrumbJsonLd(origin, trail),
      {
        "@context": "https://schema.org",
        "@type": "DefinedTermSet",
        name: "OBD-II trouble codes",
        url: new URL("/codes", origin).href,
      },
    ],
  });
};

export default function Codes({ loaderData }: Route.ComponentProps) {
  const { total, makes, query, lookup, search, browse } = loaderData;
  return (
    <>
      <PageHeader
        trail={trail}
        title="OBD-II Trouble Codes"
        lead={`${total.toLocaleString("en-US")} codes: every generic SAE J2012 code and the manufacturer-specific meanings of ${makes} makes. Type a code for its page, or browse by letter and group.`}
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6">
        <StaticHtml key={query} id="codes-lookup" html={lookup} />

        {search ? (
          <section aria-labelledby="results-heading" data-code-results={search.total}>
            <h2 id="results-heading" className="text-2xl font-bold">
              {search.total === 0
                ? `No codes match “${search.text}”`
                : `${search.total.toLocaleString("en-US")} ${search.total === 1 ? "code matches" : "codes match"} “${search.text}”`}
            </h2>
            {search.total === 0 ? (
              <p className="mt-2 text-muted">
                Check the code's characters (a letter P, B, C or U, then four digits or letters A–F), or try fewer or
                shorter words, such as “knock” or “evap”.
              </p>
            ) : (
              <>
                {search.total > SHOWN_MATCHES ? (
                  <p className="mt-1 text-sm text-muted">
                    Showing the first {SHOWN_MATCHES}. Add a word or another character to narrow the list.
                  </p>
                ) : null}
                <StaticHtml key={search.text} id="codes-results" className="mt-3" html={search.html} />
              </>
            )}
          </section>
        ) : null}

        <StaticHtml id="codes-browse" html={browse} />
      </div>
    </>
  );
}
