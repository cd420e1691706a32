import { data, isRouteErrorResponse, redirect } from "react-router";
import { Breadcrumb, type Crumb } from "~/components/breadcrumb";
import { CodeLookup } from "~/components/code-lookup";
import { CodeNotFound } from "~/components/codes/code-not-found";
import { CodePageBody } from "~/components/codes/code-page-body";
import { ErrorPage } from "~/components/error-page";
import { StaticHtml } from "~/components/static-html";
import {
  type CodeLetter,
  codeControl,
  codeGroup,
  codeMakeName,
  explainCharacters,
  normalizeCode,
  systemLetters,
} from "~/content/codes";
import {
  codeListItem,
  codeSystem,
  codeTitle,
  getCode,
  groupBySlug,
  groupSlug,
  isIndexable,
  problemsListing,
  relatedCodes,
  writtenAnswer,
} from "~/content/codes/index.server";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, errorMeta, originFrom, seo } from "~/lib/seo";
import { currentVehicleContext } from "~/vehicles/current-vehicle.server";
import { codeMeaningsForVehicle } from "~/vehicles/vehicle-fit.server";
import type { Route } from "./+types/code";

/**
 * The same for every signed-out visitor: served from the rendered-HTML cache
 * after the first visit. With a vehicle in the garage the page leads with its
 * make's meaning, and is never cached (the garage cookie bypasses the cache).
 */
export const handle: HtmlCacheHandle = { htmlCache: true };

/** What the 404 page gets: which case it is (for its title) and its server-rendered markup. */
type CodeNotFoundData = { unknownCode: string | null; html: string };

function notFound(unknownCode: string | null) {
  const unknown = unknownCode
    ? { code: unknownCode, characters: explainCharacters(unknownCode), group: groupLink(unknownCode) }
    : null;
  return data(
    { unknownCode, html: renderStaticMarkup(<CodeNotFound unknown={unknown} />) } satisfies CodeNotFoundData,
    {
      status: 404,
    },
  );
}

/** A group's page, when the group holds codes. */
function groupLink(code: string) {
  const group = codeGroup(code);
  return { ...group, href: groupBySlug(groupSlug(group.key)) ? `/codes/group/${groupSlug(group.key)}` : undefined };
}

/**
 * /codes/{CODE}: every code of the data has a page. Other spellings of a
 * code ("p0420", "P0 420") redirect to its canonical address; a well-formed
 * code the data lacks answers 404 with what its characters say; anything else
 * answers 404 as not a code.
 */
export function loader(args: Route.LoaderArgs) {
  const asked = args.params.code;
  const code = asked.length <= 16 ? normalizeCode(asked) : undefined;
  if (!code) throw notFound(null);
  if (code !== asked) throw redirect(`/codes/${code}`, 301);
  const entry = getCode(code);
  if (!entry) throw notFound(code);

  const answered = writtenAnswer(code);
  const listing = problemsListing(code);
  const system = codeSystem(code);
  const title = codeTitle(entry);
  const manufacturerRange = codeControl(code) === "manufacturer";
  const makes = [...new Set(entry.makeMeanings.flatMap((meaning) => meaning.makes.map((make) => make.name)))];
  const heading =
    entry.genericTitle || entry.makeMeanings.length === 1
      ? title
      : `Manufacturer-specific code, ${entry.makeMeanings.length} meanings by make`;
  const path = `/codes/${code}`;
  const current = args.context.get(currentVehicleContext);
  const vehicleMeanings = current ? codeMeaningsForVehicle(code, current.vehicle) : [];
  const trail: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Trouble Codes", path: "/codes" },
    { label: code, path },
  ];
  const body = (
    <CodePageBody
      code={code}
      answer={
        answered
          ? {
              meaning: answered.answer.meaning,
              problem: answered.problem,
              href: `/diagnostics/${answered.answer.problem}`,
            }
          : null
      }
      meanings={entry.makeMeanings.map((meaning) => ({
        makes: meaning.makes.map((make) => make.name),
        title: meaning.title,
        addedBySite: meaning.addedBySite,
      }))}
      manufacturerRange={manufacturerRange}
      characters={explainCharacters(code)}
      group={groupLink(code)}
      problems={listing.map((problem) => ({
        href: `/diagnostics/${problem.system.slug}/${problem.slug}`,
        title: problem.title,
        system: problem.system.name,
        verdict: problem.verdict,
        makes: problem.makes.map(codeMakeName),
      }))}
      system={system ? { href: `/diagnostics/${system.slug}`, name: system.name } : null}
      related={relatedCodes(code).map(codeListItem)}
      forVehicle={
        current && vehicleMeanings.length > 0 ? { label: current.label, meanings: vehicleMeanings } : undefined
      }
    />
  );
  const markup = renderStaticMarkup(
    <>
      {body}
      <CodeLookup id="code-lookup" heading="Look up another code" className="mt-10" />
    </>,
  );
  return {
    code,
    heading,
    title,
    path,
    trail,
    indexable: isIndexable(code),
    letter: systemLetters[code[0] as CodeLetter].name,
    description: describe(
      code,
      entry.genericTitle,
      makes,
      entry.makeMeanings,
      answered?.answer.meaning,
      listing.length,
    ),
    body: staticHtml(args, "code-body", markup),
  };
}

/** The page's meta description: the written meaning where there is one, else what the data says. */
function describe(
  code: string,
  genericTitle: string | undefined,
  makes: readonly string[],
  meanings: readonly { title: string }[],
  meaning: string | undefined,
  problems: number,
) {
  if (meaning) return `${code}: ${meaning}`.slice(0, 300);
  const listed =
    problems > 0
      ? ` ${problems === 1 ? "One written problem lists it" : `${problems} written problems list it`}, with checks, costs and whether it is safe to drive.`
      : "";
  if (genericTitle) {
    return `${code} means “${genericTitle}”, a generic SAE J2012 code with the same meaning on every make. What each character says and the related codes.${listed}`.slice(
      0,
      300,
    );
  }
  const who = makes.length > 0 ? makes.slice(0, 5).join(", ") + (makes.length > 5 ? " and others" : "") : "some makes";
  return `What ${code} means on ${who}: ${meanings[0]?.title ?? ""}${meanings.length > 1 ? `, and ${meanings.length - 1} other meanings by make` : ""}. A manufacturer-specific code, read with the make.${listed}`.slice(
    0,
    300,
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (!loaderData) {
    const found = isRouteErrorResponse(error) ? (error.data as CodeNotFoundData | null) : null;
    if (!found?.html) return errorMeta();
    return errorMeta(
      true,
      found.unknownCode ? `${found.unknownCode}: not in the code library` : "Not an OBD-II trouble code",
    );
  }
  const { code, heading, title, path, trail, indexable, description } = loaderData;
  const origin = originFrom(matches);
  return seo({
    title: heading === title ? `${code}: ${title}` : `${code} Code: Meanings by Make`,
    description,
    path,
    origin,
    noIndex: !indexable,
    jsonLd: [
      breadcrumbJsonLd(origin, trail),
      {
        "@context": "https://schema.org",
        "@type": "DefinedTerm",
        name: code,
        description: title,
        url: new URL(path, origin).href,
        inDefinedTermSet: new URL("/codes", origin).href,
      },
    ],
  });
};

export default function CodePage({ loaderData }: Route.ComponentProps) {
  const { code, heading, letter, trail, body } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <Breadcrumb trail={trail} />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-accent">{letter} trouble code</p>
      <h1 className="mt-1 text-3xl font-black tracking-tight sm:text-4xl">
        <span className="font-mono">{code}</span>: {heading}
      </h1>
      <StaticHtml key={code} id="code-body" html={body} />
    </article>
  );
}

/** A code the data lacks, or something that is not a code: the 404 markup the loader rendered. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const found = isRouteErrorResponse(error) && error.status === 404 ? (error.data as CodeNotFoundData | null) : null;
  if (!found?.html) return <ErrorPage error={error} />;
  return (
    <div
      className="mx-auto max-w-3xl px-4 py-12 sm:px-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on our server from our own content (React escapes every value)
      dangerouslySetInnerHTML={{ __html: found.html }}
    />
  );
}
