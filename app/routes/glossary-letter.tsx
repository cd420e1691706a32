import { ArrowLeft, ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { StaticHtml } from "~/components/static-html";
import { buttonClass } from "~/components/ui/button";
import { glossary, initialOf, letterFromSlug, letterSlug } from "~/content/glossary";
import { glossaryListHtml } from "~/content/glossary/index.server";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, errorMeta, originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/glossary-letter";

/** The same for every signed-out visitor: served from the rendered-HTML cache after the first visit. */
export const handle: HtmlCacheHandle = { htmlCache: true };

const sorted = [...glossary].sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base" }));
const letters = [...new Set(sorted.map((entry) => initialOf(entry.term)))];

/**
 * One letter of the glossary with every definition (/glossary/letter/m): the
 * A–Z index at /glossary lists the names only, so that no page carries all
 * 700+ definitions at once. The list is a static island, as on the index.
 */
export function loader(args: Route.LoaderArgs) {
  const letter = letterFromSlug(args.params.letter);
  const entries = sorted.filter((entry) => initialOf(entry.term) === letter);
  if (!letter || entries.length === 0) throw data(null, { status: 404 });
  const position = letters.indexOf(letter);
  const neighbour = (offset: number) => {
    const other = letters[position + offset];
    return other ? { letter: other, slug: letterSlug(other) } : null;
  };
  return {
    letter,
    slug: letterSlug(letter),
    count: entries.length,
    html: staticHtml(args, "glossary-letter", glossaryListHtml(entries)),
    previous: neighbour(-1),
    next: neighbour(1),
  };
}

function heading(letter: string) {
  return letter === "#" ? "Glossary: terms starting with a digit" : `Glossary: ${letter}`;
}

/** A letter as its button shows it. */
function shortLabel(letter: string) {
  return letter === "#" ? "0–9" : letter;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return errorMeta();
  const origin = originFrom(matches);
  const path = `/glossary/letter/${loaderData.slug}`;
  const title = heading(loaderData.letter);
  return seo({
    title: `${title}, Car Terms Defined`,
    description: `${loaderData.count} car terms and acronyms ${loaderData.letter === "#" ? "starting with a digit" : `starting with ${loaderData.letter}`}, each defined in plain language, with a link to what to check and the problems that involve it.`,
    path,
    origin,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { label: "Home", path: "/" },
        { label: "Glossary", path: "/glossary" },
        { label: title, path },
      ]),
    ],
  });
};

export default function GlossaryLetter({ loaderData }: Route.ComponentProps) {
  const { letter, slug, count, html, previous, next } = loaderData;
  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: "Glossary", path: "/glossary" },
          { label: heading(letter), path: `/glossary/letter/${slug}` },
        ]}
        title={heading(letter)}
        lead={`${count} ${count === 1 ? "term" : "terms"} with their definitions. Open a term for the technician's note and the problems that involve it.`}
      />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        {/* Keyed by letter: the list is another island on each letter's page. */}
        <StaticHtml key={slug} id="glossary-letter" className="glossary-list" html={html} />
        <nav aria-label="More letters" className="flex flex-wrap justify-between gap-3">
          {previous ? (
            <Link to={`/glossary/letter/${previous.slug}`} className={buttonClass({ variant: "outline", size: "sm" })}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {shortLabel(previous.letter)}
            </Link>
          ) : (
            <span />
          )}
          <Link to={`/glossary#letter-${letter}`} className={buttonClass({ variant: "outline", size: "sm" })}>
            All terms
          </Link>
          {next ? (
            <Link to={`/glossary/letter/${next.slug}`} className={buttonClass({ variant: "outline", size: "sm" })}>
              {shortLabel(next.letter)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      </div>
    </>
  );
}
