import { Construction, Search, ShieldAlert, Wrench } from "lucide-react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useSearchParams,
} from "react-router";
import type { Crumb } from "~/components/breadcrumb";
import { CodeLookup } from "~/components/code-lookup";
import { DifficultyMeter, formatRange, VerdictBadge, verdictText } from "~/components/diagnostics/verdict";
import { ErrorPage } from "~/components/error-page";
import { PageHeader } from "~/components/page-header";
import { StaticHtml } from "~/components/static-html";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import {
  codeOf,
  costEnvelope,
  getSystem,
  type ProblemCard,
  rankProblems,
  readCheckerState,
  upcomingSystem,
  verdicts,
} from "~/content/diagnostics";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, errorMeta, originFrom, seo } from "~/lib/seo";
import { useQueryUpdater } from "~/lib/use-query-updater";
import { currentVehicleContext } from "~/vehicles/current-vehicle.server";
import { problemMarks } from "~/vehicles/vehicle-fit.server";
import type { Route } from "./+types/diagnostic-system";

/**
 * The same for every signed-out visitor: served from the rendered-HTML cache
 * after the first visit, one copy per value of the query parameters it reads.
 * `vehicle=mine` is not among them: it only means something with a vehicle in
 * the garage, whose pages are never cached; without one the page ignores it.
 */
export const handle: HtmlCacheHandle = { htmlCache: { params: ["s", "q", "verdict"] } };

export function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const system = getSystem(params.system);
  if (!system) {
    // A system that is "coming soon" or "in development" has no page yet: say so, with a 404.
    const upcoming = upcomingSystem(params.system);
    throw data(
      upcoming
        ? {
            underConstruction: {
              title: upcoming.name,
              description: upcoming.description,
              isNew: upcoming.status === "in-development",
            },
          }
        : null,
      {
        status: 404,
      },
    );
  }
  const cards: ProblemCard[] = system.problems.map((problem) => {
    const { total } = costEnvelope(problem.cost);
    return {
      slug: problem.slug,
      title: problem.title,
      summary: problem.summary,
      verdict: problem.verdict,
      difficulty: problem.difficulty,
      costLow: total.low,
      costHigh: total.high,
      topCause: problem.causes[0]!.part,
      symptomIds: problem.symptomIds,
      codes: problem.codes.map(codeOf),
    };
  });
  const {
    problems: _problems,
    safety: _safety,
    howItWorks: _works,
    howItFails: _fails,
    tools: _tools,
    ...overview
  } = system;
  const islands = systemIslands(system);
  const path = `/diagnostics/${system.slug}`;
  const trail: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Diagnostics", path: "/diagnostics" },
    { label: system.name, path },
  ];
  // The OBD page carries the trouble-code lookup, as a static island (no JavaScript).
  const hasLookup = system.slug === "obd";
  // With a vehicle in the garage, each problem's fit to it; without one, nothing (the cached page stays as it was).
  const current = args.context.get(currentVehicleContext);
  return {
    system: overview,
    cards,
    path,
    trail,
    hasLookup,
    lookup: hasLookup ? staticHtml(args, "code-lookup", codeLookupHtml()) : null,
    safety: staticHtml(args, "system-safety", islands.safety),
    reference: staticHtml(args, "system-reference", islands.reference),
    ...(current
      ? { mine: { label: current.label, fits: problemMarks(system.problems, current.vehicle, current.label) } }
      : {}),
  };
}

type SystemText = Pick<
  NonNullable<ReturnType<typeof getSystem>>,
  "slug" | "name" | "safety" | "howItWorks" | "howItFails" | "tools"
>;

/**
 * The parts of a system page that never change while it is open, as static
 * islands (decision 13): the safety warnings at the top, and how the system
 * works, how it fails and the tools at the bottom. Rendered once per system.
 */
const islandCache = new Map<string, { safety: string; reference: string }>();
function systemIslands(system: SystemText) {
  let islands = islandCache.get(system.slug);
  if (!islands) {
    islands = {
      safety: renderStaticMarkup(
        <section aria-labelledby="safety-heading" className="rounded-xl border-l-4 border-red-700 bg-card p-5">
          <h2 id="safety-heading" className="flex items-center gap-2 text-lg font-bold">
            <ShieldAlert aria-hidden="true" className="size-5 text-red-700 dark:text-red-400" />
            Safety first
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {system.safety.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>,
      ),
      reference: renderStaticMarkup(
        <div className="grid gap-6 lg:grid-cols-3">
          <section className="rounded-xl border border-border bg-card p-5 lg:col-span-2">
            <h2 className="text-xl font-bold">How the {system.name.toLowerCase()} works</h2>
            {system.howItWorks.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 text-muted">
                {paragraph}
              </p>
            ))}
            <h2 className="mt-6 text-xl font-bold">How it fails</h2>
            {system.howItFails.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 text-muted">
                {paragraph}
              </p>
            ))}
          </section>
          <section className="rounded-xl border border-border bg-card p-5">
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <Wrench aria-hidden="true" className="size-5 text-accent" />
              Tools you need
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {system.tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
          </section>
        </div>,
      ),
    };
    islandCache.set(system.slug, islands);
  }
  return islands;
}

let lookupHtml: string | undefined;
function codeLookupHtml() {
  lookupHtml ??= renderStaticMarkup(<CodeLookup id="obd-code-lookup" heading="Look up a trouble code" browseLink />);
  return lookupHtml;
}

// Ticking symptoms and filtering happen in the browser from the URL; no new data is needed.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (!loaderData) {
    const tile = isRouteErrorResponse(error)
      ? (error.data as { underConstruction?: { title: string } } | null)?.underConstruction
      : undefined;
    return errorMeta(true, tile ? `${tile.title}: under construction` : undefined);
  }
  const { system, cards, path, trail } = loaderData;
  const origin = originFrom(matches);
  return seo({
    title: `${system.name} Problems: Symptoms, Causes & Fixes`,
    description:
      `${system.tagline} ${cards.length} problems with ranked causes, tests with expected readings, repair cost estimates and whether it is safe to drive.`.slice(
        0,
        300,
      ),
    path,
    origin,
    jsonLd: [
      breadcrumbJsonLd(origin, trail),
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: `${system.name} problems`,
        url: new URL(path, origin).href,
        hasPart: cards.slice(0, 100).map((card) => ({
          "@type": "TechArticle",
          headline: card.title,
          url: new URL(`${path}/${card.slug}`, origin).href,
        })),
      },
    ],
  });
};

export default function DiagnosticSystemPage({ loaderData }: Route.ComponentProps) {
  const { system, cards, trail, hasLookup, lookup, safety, reference, mine } = loaderData;
  const [searchParams] = useSearchParams();
  const update = useQueryUpdater();
  const state = readCheckerState(
    searchParams,
    system.symptoms.map((symptom) => symptom.id),
  );
  // ?vehicle=mine drops the problems that happen only on other vehicles; it means nothing without a vehicle.
  const mineOnly = mine !== undefined && searchParams.get("vehicle") === "mine";
  const ranked = rankProblems(cards, state).filter((card) => !mineOnly || mine.fits[card.slug]?.fit !== "no");
  const filtering = state.symptoms.length > 0 || state.query !== "" || state.verdict !== "any";
  const narrowed = filtering || mineOnly;

  return (
    <>
      <PageHeader trail={trail} title={`${system.name} Problems`} lead={system.tagline} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
        {hasLookup ? <StaticHtml id="code-lookup" className="max-w-3xl" html={lookup} /> : null}
        <StaticHtml key={`safety-${system.slug}`} id="system-safety" html={safety} />

        <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
          {/* A GET form: without JavaScript it submits; with it, every tick re-ranks at once. */}
          <Form
            method="get"
            className="space-y-5 self-start rounded-xl border border-border bg-card p-5 lg:sticky lg:top-20"
            aria-labelledby="checker-heading"
          >
            <h2 id="checker-heading" className="text-lg font-bold">
              Symptom checker
            </h2>
            {mineOnly ? <input type="hidden" name="vehicle" value="mine" /> : null}
            <fieldset>
              <legend className="text-sm font-semibold">What do you notice?</legend>
              <ul className="mt-2 space-y-1">
                {system.symptoms.map((symptom) => (
                  <li key={symptom.id}>
                    <label className="flex min-h-10 cursor-pointer items-start gap-3 rounded-md px-1 py-1.5 hover:bg-border/40">
                      <input
                        type="checkbox"
                        name="s"
                        value={symptom.id}
                        defaultChecked={state.symptoms.includes(symptom.id)}
                        onChange={(event) => {
                          const { checked, value } = event.currentTarget;
                          update((params) => {
                            const rest = params.getAll("s").filter((id) => id !== value);
                            params.delete("s");
                            for (const id of checked ? [...rest, value] : rest) params.append("s", id);
                          });
                        }}
                        className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]"
                      />
                      <span className="text-sm">{symptom.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="space-y-1.5">
              <label htmlFor="problem-search" className="block text-sm font-semibold">
                Search this system
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
                />
                <input
                  id="problem-search"
                  type="search"
                  name="q"
                  defaultValue={state.query}
                  placeholder="grinding, P0420, pedal"
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    update((params) => (value.trim() ? params.set("q", value) : params.delete("q")));
                  }}
                  className={`${inputClass} pl-9`}
                />
              </div>
            </div>
            <div className="space-y-1.5">
              <label htmlFor="verdict-filter" className="block text-sm font-semibold">
                Can I keep driving?
              </label>
              <select
                id="verdict-filter"
                name="verdict"
                defaultValue={state.verdict}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  update((params) => (value === "any" ? params.delete("verdict") : params.set("verdict", value)));
                }}
                className={inputClass}
              >
                <option value="any">Any answer</option>
                {verdicts.map((verdict) => (
                  <option key={verdict} value={verdict}>
                    {verdictText[verdict].short}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
                Show matching problems
              </button>
              {filtering ? (
                <Link
                  to={`/diagnostics/${system.slug}${mineOnly ? "?vehicle=mine" : ""}`}
                  replace
                  preventScrollReset
                  className="inline-flex min-h-10 items-center text-sm font-semibold text-accent underline underline-offset-2"
                >
                  Clear all
                </Link>
              ) : null}
            </div>
          </Form>

          <section aria-labelledby="results-heading">
            <h2
              id="results-heading"
              className="text-2xl font-bold"
              aria-live="polite"
              data-results-count={ranked.length}
            >
              {narrowed
                ? `${ranked.length} of ${cards.length} problems match`
                : `${cards.length} ${system.name.toLowerCase()} problems`}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {state.symptoms.length > 0
                ? "Best matches first. Open a problem for the checks to run, in order, with the readings to expect."
                : "Most common first. Tick what you notice to narrow the list."}{" "}
              Costs are editorial estimates of U.S. parts and labor.
            </p>
            {mine ? (
              <MyVehicleFilter
                path={`/diagnostics/${system.slug}`}
                label={mine.label}
                on={mineOnly}
                searchParams={searchParams}
              />
            ) : null}
            {ranked.length === 0 ? (
              <div className="mt-6 rounded-xl border border-dashed border-border p-8 text-center">
                <p className="font-semibold">No problems match all of that.</p>
                <p className="mt-1 text-sm text-muted">Untick a symptom or clear the search to see more.</p>
              </div>
            ) : (
              <ol className="mt-5 space-y-3" data-problem-list data-symptom-count={state.symptoms.length}>
                {ranked.map((card) => (
                  <li
                    key={card.slug}
                    data-problem={card.slug}
                    className="rounded-xl border border-border bg-card p-4 hover:border-accent"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <VerdictBadge verdict={card.verdict} />
                      <DifficultyMeter level={card.difficulty} />
                      <span className="text-xs font-semibold">
                        <span className="sr-only">Estimated cost </span>
                        {formatRange(card.costLow, card.costHigh)} <span className="font-normal text-muted">est.</span>
                      </span>
                      {state.symptoms.length > 0 ? (
                        <span className="text-xs font-semibold text-accent" data-matches={card.matches}>
                          Matches {card.matches} of {state.symptoms.length}
                        </span>
                      ) : null}
                    </div>
                    <h3 className="mt-2 text-lg font-semibold">
                      <Link
                        to={`/diagnostics/${system.slug}/${card.slug}`}
                        className="hover:text-accent hover:underline"
                      >
                        {card.title}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-muted">{card.summary}</p>
                    <p className="mt-2 text-sm">
                      <span className="font-semibold">Most likely:</span> {card.topCause}
                      {card.codes.length > 0 ? <span className="text-muted"> · {card.codes.join(", ")}</span> : null}
                    </p>
                    {mine?.fits[card.slug]?.text ? (
                      <p
                        className="mt-2 text-sm font-semibold text-accent"
                        data-vehicle-fit={mine.fits[card.slug]?.fit}
                      >
                        {mine.fits[card.slug]?.text}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>

        <StaticHtml key={`reference-${system.slug}`} id="system-reference" html={reference} />
      </div>
    </>
  );
}

/**
 * The switch between every problem and only those that can happen on the
 * visitor's vehicle: a link that keeps the checker's other parameters, so it
 * works without JavaScript; with it, the list narrows in place (no reload).
 */
function MyVehicleFilter({
  path,
  label,
  on,
  searchParams,
}: {
  path: string;
  label: string;
  on: boolean;
  searchParams: URLSearchParams;
}) {
  const next = new URLSearchParams(searchParams);
  if (on) next.delete("vehicle");
  else next.set("vehicle", "mine");
  const query = next.toString();
  return (
    <p className="mt-2 text-sm" data-vehicle-filter={on ? "mine" : "all"}>
      {on ? `Only problems that can happen on your ${label}. ` : null}
      <Link
        to={query ? `${path}?${query}` : path}
        replace
        preventScrollReset
        className="inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-2"
      >
        {on ? "Show all problems" : `Only problems for my ${label}`}
      </Link>
    </p>
  );
}

/** The unavailable tiles (COMING SOON / IN DEVELOPMENT) answer 404 with this, inside the site layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const tile =
    isRouteErrorResponse(error) && error.status === 404
      ? (error.data as { underConstruction?: { title: string; description: string; isNew: boolean } } | null)
          ?.underConstruction
      : undefined;
  if (!tile) return <ErrorPage error={error} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent">
        <Construction aria-hidden="true" className="size-4" />
        {tile.isNew ? "In development" : "Coming soon"}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{tile.title}: under construction</h1>
      <p className="mt-4 text-lg text-muted">{tile.description}</p>
      <p className="mt-4 text-muted">This section is not written yet. The systems below are live now.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/diagnostics" className={buttonClass()}>
          All diagnostic systems
        </Link>
        <Link to="/feedback" className={buttonClass({ variant: "outline" })}>
          Ask for this section
        </Link>
      </div>
    </div>
  );
}
