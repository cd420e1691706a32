import { ArrowLeft, ArrowRight } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Crumb } from "~/components/breadcrumb";
import { CodeList } from "~/components/codes/code-list";
import { PageHeader } from "~/components/page-header";
import { StaticHtml } from "~/components/static-html";
import { buttonClass } from "~/components/ui/button";
import { systemLetters } from "~/content/codes";
import { codeListItem, codesInGroup, groupBySlug, groupSummary } from "~/content/codes/index.server";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, errorMeta, originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/code-group";

/**
 * The same for every signed-out visitor: served from the rendered-HTML cache,
 * one copy per page number. Only real page numbers answer 200 and are stored
 * (anything else is a 404), so the copies are bounded by the groups' pages.
 */
export const handle: HtmlCacheHandle = { htmlCache: { params: ["page"] } };

/** Codes per page: a long group (P0A–P0F, about 1,500 codes) is 16 pages. */
const CODES_PER_PAGE = 100;

/** One J2012 group's codes, a hundred a page: /codes/group/P03, /codes/group/P07-P09?page=2. */
export function loader(args: Route.LoaderArgs) {
  const { params, url } = args;
  const group = groupBySlug(params.group);
  if (!group) {
    // "p03" or "P07–P09" (the en dash of the key) name a real group: send them to its address.
    const respelled = groupBySlug(params.group.toUpperCase().replace("–", "-"));
    if (respelled) throw redirect(`/codes/group/${respelled.slug}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  const codes = codesInGroup(group.key);
  const pages = Math.ceil(codes.length / CODES_PER_PAGE);
  const pageParam = url.searchParams.get("page");
  if (pageParam === "1") throw redirect(`/codes/group/${group.slug}`, 301);
  const page = pageParam === null ? 1 : /^[1-9][0-9]{0,3}$/.test(pageParam) ? Number(pageParam) : 0;
  if (page < 1 || page > pages) throw data(null, { status: 404 });

  const shown = codes.slice((page - 1) * CODES_PER_PAGE, page * CODES_PER_PAGE).map(codeListItem);
  const path = `/codes/group/${group.slug}`;
  const trail: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Trouble Codes", path: "/codes" },
    { label: group.key, path },
  ];
  return {
    group: {
      key: group.key,
      slug: group.slug,
      name: group.name,
      summary: groupSummary(group.key) ?? "",
      letterName: systemLetters[group.letter].name,
      manufacturer: group.control === "manufacturer",
      count: group.count,
    },
    page,
    pages,
    first: shown[0]?.code ?? "",
    last: shown.at(-1)?.code ?? "",
    path,
    trail,
    list: staticHtml(args, "code-group-list", renderStaticMarkup(<CodeList codes={shown} columns={2} />)),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return errorMeta();
  const { group, page, pages, first, last, path, trail } = loaderData;
  const origin = originFrom(matches);
  const part = pages > 1 ? `, page ${page} of ${pages} (${first}–${last})` : "";
  return seo({
    title: `${group.key} Codes: ${group.name}${part}`,
    description:
      `${group.count.toLocaleString("en-US")} ${group.letterName.toLowerCase()} trouble codes in ${group.key}. ${group.summary}`.slice(
        0,
        300,
      ),
    path: page > 1 ? `${path}?page=${page}` : path,
    origin,
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

export default function CodeGroupPage({ loaderData }: Route.ComponentProps) {
  const { group, page, pages, first, last, path, trail, list } = loaderData;
  const pageHref = (number: number) => (number === 1 ? path : `${path}?page=${number}`);
  const pager = (label: string) =>
    pages > 1 ? (
      <nav aria-label={label} className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <Link to={pageHref(page - 1)} className={buttonClass({ variant: "outline", size: "sm" })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </Link>
        ) : null}
        <ol className="flex flex-wrap gap-1">
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              <Link
                to={pageHref(number)}
                aria-current={number === page ? "page" : undefined}
                className="flex size-10 items-center justify-center rounded-md border border-border text-sm font-semibold hover:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
              >
                {number}
              </Link>
            </li>
          ))}
        </ol>
        {page < pages ? (
          <Link to={pageHref(page + 1)} className={buttonClass({ variant: "outline", size: "sm" })}>
            Next
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </nav>
    ) : null;
  return (
    <>
      <PageHeader trail={trail} title={`${group.key}: ${group.name}`} lead={group.summary}>
        <p className="mt-2 text-sm text-muted">
          {group.count.toLocaleString("en-US")} {group.letterName.toLowerCase()} codes
          {group.manufacturer ? ", each defined by the make that uses it" : ", the same on every make"}.
          {pages > 1 ? ` Page ${page} of ${pages}: ${first} to ${last}.` : ""}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        {pager("Pages of this group")}
        <StaticHtml key={`${group.slug}/${page}`} id="code-group-list" html={list} />
        {pager("More pages of this group")}
        <Link
          to="/codes"
          className="inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-2"
        >
          All groups and the code lookup
        </Link>
      </div>
    </>
  );
}
