import { ArrowLeft, Printer } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Breadcrumb, type Crumb } from "~/components/breadcrumb";
import { HighVoltageNotice } from "~/components/diagnostics/high-voltage-notice";
import { AtAGlance, OrderedChecks, RankedCauses, TheFix } from "~/components/diagnostics/problem-answer";
import { type ProblemCodeLine, ProblemCodes } from "~/components/diagnostics/problem-codes";
import { StaticHtml } from "~/components/static-html";
import { buttonClass } from "~/components/ui/button";
import { codeMeaningFor } from "~/content/codes/index.server";
import {
  codeOf,
  getProblem,
  highVoltageNotice,
  makesOf,
  resolveRelated,
  retiredProblemTarget,
} from "~/content/diagnostics";
import { findGlossaryEntry } from "~/content/glossary";
import { describeMatch } from "~/content/vehicles";
import { modelName } from "~/content/vehicles/index.server";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, errorMeta, originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/diagnostic-problem";

/** The same for every signed-out visitor: served from the rendered-HTML cache after the first visit. */
export const handle: HtmlCacheHandle = { htmlCache: true };

export function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const found = getProblem(params.system, params.problem);
  if (!found) {
    // A page merged into another (issue 14) answers with a permanent redirect to the one that holds its answer.
    const target = retiredProblemTarget(params.system, params.problem);
    if (target) throw redirect(`/diagnostics/${target}`, 301);
    throw data(null, { status: 404 });
  }
  const { system, problem } = found;
  const related = problem.related
    .map((ref) => resolveRelated(system, ref))
    .filter((entry): entry is NonNullable<typeof entry> => Boolean(entry))
    .map((entry) => ({
      href: `/diagnostics/${entry.system.slug}/${entry.problem.slug}`,
      title: entry.problem.title,
      system: entry.system.name,
    }));
  // Neighbours in the same system, for "more like this" when few related links exist.
  const index = system.problems.indexOf(problem);
  const nearby = [system.problems[index - 1], system.problems[index + 1]]
    .filter((entry): entry is NonNullable<typeof entry> => Boolean(entry))
    .map((entry) => ({ href: `/diagnostics/${system.slug}/${entry.slug}`, title: entry.title }));
  // Terms link to their glossary entry where the glossary has one.
  const terms = problem.terms.map((term) => ({ term, glossaryId: findGlossaryEntry(term)?.id ?? null }));
  // Each code with what it means here: its generic title, or the meanings of the makes the problem names.
  const codes = problem.codes.map((code) => ({
    code: codeOf(code),
    meanings: codeMeaningFor(codeOf(code), makesOf(code)),
  }));
  // The vehicles it applies to (or is known on), in words: "2011–2013 Ford F-150 with the 3.5L EcoBoost V6".
  const vehicles = problem.appliesTo
    ? {
        label: "Applies to" as const,
        text: problem.appliesTo.map((match) => describeMatch(match, modelName)).join("; "),
      }
    : problem.commonOn
      ? {
          label: "Known on" as const,
          text: problem.commonOn.map((match) => describeMatch(match, modelName)).join("; "),
        }
      : null;
  const path = `/diagnostics/${system.slug}/${problem.slug}`;
  const trail: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Diagnostics", path: "/diagnostics" },
    { label: system.name, path: `/diagnostics/${system.slug}` },
    { label: problem.title, path },
  ];
  return {
    system: { slug: system.slug, name: system.name },
    path,
    trail,
    // What the title, the meta tags and the buttons need; the rest is the island.
    problem: { slug: problem.slug, title: problem.title, summary: problem.summary, difficulty: problem.difficulty },
    details: staticHtml(
      args,
      "problem-details",
      renderStaticMarkup(
        <ProblemBody
          problem={problem}
          codes={codes}
          terms={terms}
          related={related}
          nearby={nearby}
          vehicles={vehicles}
          highVoltage={highVoltageNotice(system.slug)}
        />,
      ),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return errorMeta();
  const { system, problem, path, trail } = loaderData;
  const origin = originFrom(matches);
  return seo({
    title: `${problem.title} | ${system.name}`,
    description: problem.summary,
    path,
    origin,
    type: "article",
    jsonLd: [
      breadcrumbJsonLd(origin, trail),
      {
        "@context": "https://schema.org",
        "@type": "TechArticle",
        headline: problem.title,
        description: problem.summary,
        url: new URL(path, origin).href,
        about: system.name,
        proficiencyLevel: problem.difficulty >= 4 ? "Expert" : "Beginner",
        inLanguage: "en-US",
      },
    ],
  });
};

type ProblemBodyProps = Omit<NonNullable<ReturnType<typeof getProblem>>, "system"> & {
  codes: ProblemCodeLine[];
  terms: { term: string; glossaryId: string | null }[];
  related: { href: string; title: string }[];
  nearby: { href: string; title: string }[];
  vehicles: { label: "Applies to" | "Known on"; text: string } | null;
  highVoltage: ReturnType<typeof highVoltageNotice>;
};

/**
 * Everything between the title and the buttons: static markup for the page's
 * island (plain anchors, no router hooks), so a problem's text is in the HTML
 * once, not again in the loader data, and is not hydrated.
 */
function ProblemBody({ problem, codes, terms, related, nearby, vehicles, highVoltage }: ProblemBodyProps) {
  return (
    <>
      {vehicles ? (
        // Hidden on paper: the 25 longest answers must still fit one Letter page, and the printer has the vehicle at hand.
        <p data-applies-to className="mt-2 text-sm print:hidden">
          <span className="font-semibold">{vehicles.label}:</span> {vehicles.text}
        </p>
      ) : null}
      <AtAGlance problem={problem}>
        <ProblemCodes codes={codes} />
      </AtAGlance>
      {highVoltage ? <HighVoltageNotice notice={highVoltage} /> : null}

      <div className="mt-8 grid gap-8 print:mt-3 print:gap-2">
        <section>
          <h2 className="text-xl font-bold print:text-lg">Symptoms</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 print:mt-0.5 print:space-y-0">
            {problem.symptoms.map((symptom) => (
              <li key={symptom}>{symptom}</li>
            ))}
          </ul>
        </section>

        <RankedCauses causes={problem.causes} level={2} />
        <OrderedChecks checks={problem.checks} level={2} />
        <TheFix fix={problem.fix} level={2} />

        {terms.length > 0 ? (
          <section className="print:hidden">
            <h2 className="text-lg font-bold">Terms used here</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {terms.map(({ term, glossaryId }) => (
                <li key={term}>
                  {glossaryId ? (
                    <a
                      href={`/glossary#${glossaryId}`}
                      className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm hover:border-accent"
                    >
                      {term}
                    </a>
                  ) : (
                    <span className="inline-flex min-h-9 items-center rounded-full border border-dashed border-border px-3 text-sm text-muted">
                      {term}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {related.length > 0 || nearby.length > 0 ? (
          <section className="print:hidden">
            <h2 className="text-lg font-bold">Related problems</h2>
            <ul className="mt-2 space-y-1">
              {[...related, ...nearby.filter((entry) => !related.some((link) => link.href === entry.href))].map(
                (link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-2"
                    >
                      {link.title}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

export default function DiagnosticProblemPage({ loaderData }: Route.ComponentProps) {
  const { system, problem, details, trail } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-6 sm:px-6 print:max-w-none print:p-0 print:leading-snug">
      <div className="print:hidden">
        <Breadcrumb trail={trail} />
      </div>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-accent print:mt-0">{system.name}</p>
      <h1 className="mt-1 text-3xl font-black tracking-tight sm:text-4xl print:text-2xl">{problem.title}</h1>
      <StaticHtml key={`${system.slug}/${problem.slug}`} id="problem-details" html={details} />
      <div className="mt-8 grid gap-8 print:mt-3 print:gap-2">
        <div className="flex flex-wrap gap-3 print:hidden">
          <Link to={`/diagnostics/${system.slug}`} className={buttonClass({ variant: "outline" })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            All {system.name.toLowerCase()} problems
          </Link>
          <PrintButton />
        </div>
        <p className="hidden text-xs print:block">
          Car Mechanic AI · {system.name} · Typical values: confirm against the service information for the vehicle.
        </p>
      </div>
    </article>
  );
}

function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass({ variant: "outline" })}>
      <Printer aria-hidden="true" className="size-4" />
      Print for the shop floor
    </button>
  );
}
