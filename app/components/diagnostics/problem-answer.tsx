import type { ReactNode } from "react";
import { DifficultyMeter, formatRange, VerdictBadge } from "~/components/diagnostics/verdict";
import { costScenarios, type DollarRange, laborRate, type Problem } from "~/content/diagnostics";
import { cn } from "~/lib/utils";

/**
 * The parts of a written problem's answer that the problem page and a trouble
 * code's page both show: the at-a-glance box (verdict with its reason,
 * difficulty, summary, the labelled cost estimate), the ranked causes, the
 * ordered checks and the fix. Rendered on the server into static islands
 * (plain markup, no router hooks), so none of this reaches a page's JavaScript.
 */

type HeadingLevel = 2 | 3;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return level === 2 ? (
    <h2 className="text-xl font-bold print:text-lg">{children}</h2>
  ) : (
    <h3 className="text-lg font-bold print:text-base">{children}</h3>
  );
}

function formatHours({ low, high }: DollarRange) {
  if (high === 0) return "no shop time";
  return low === high ? `${low} h` : `${low}–${high} h`;
}

/**
 * What an estimate leaves out, after the page's own "Excludes:" label: the
 * content writes "Estimate; excludes diagnosis, taxes…" so it reads on its
 * own, which the label would repeat.
 */
export function excludedItems(excludes: string) {
  const items = excludes.replace(/^estimate[;,:]?\s+(?:excludes|leaves out)[:\s]+/i, "");
  return items ? items.charAt(0).toUpperCase() + items.slice(1) : excludes;
}

/** Verdict and its reason, difficulty, summary and the cost estimate; `children` adds lines at the end. */
export function AtAGlance({ problem, children }: { problem: Problem; children?: ReactNode }) {
  const scenarios = costScenarios(problem.cost);
  const [single] = scenarios;
  return (
    <section
      aria-label="At a glance"
      data-at-a-glance
      className="mt-5 rounded-xl border-2 border-border bg-card p-5 print:mt-2 print:p-2"
    >
      <div className="flex flex-wrap items-center gap-3">
        <VerdictBadge verdict={problem.verdict} long textSize="text-sm" />
        <DifficultyMeter level={problem.difficulty} />
      </div>
      <p className="mt-3 text-lg font-medium print:mt-1 print:text-base">{problem.summary}</p>
      <p className="mt-2 text-sm">
        <span className="font-semibold">Can I keep driving?</span> {problem.verdictReason}
      </p>
      {scenarios.length === 1 && single ? (
        <dl className="mt-3 grid grid-cols-3 gap-3 text-sm print:mt-1">
          <div>
            <dt className="text-muted">Parts</dt>
            <dd className="font-semibold">{formatRange(single.parts.low, single.parts.high)}</dd>
          </div>
          <div>
            <dt className="text-muted">Labor</dt>
            <dd className="font-semibold">
              {formatRange(single.labor.low, single.labor.high)}{" "}
              <span className="font-normal text-muted">({formatHours(single.hours)})</span>
            </dd>
          </div>
          <div>
            <dt className="text-muted">Total estimate</dt>
            <dd className="font-semibold">{formatRange(single.total.low, single.total.high)}</dd>
          </div>
        </dl>
      ) : (
        <CostScenarioList scenarios={scenarios} />
      )}
      <p className="mt-1 text-xs text-muted">
        Editorial estimate, U.S. independent shop; labor at ${laborRate.dollarsPerHour} an hour ({laborRate.asOf}).
        Excludes: {excludedItems(problem.cost.excludes)}
      </p>
      {children}
    </section>
  );
}

/** Named scenarios, the worst case last and the most likely marked, each with its own parts, hours and total. */
function CostScenarioList({ scenarios }: { scenarios: ReturnType<typeof costScenarios> }) {
  return (
    <div className="mt-3 text-sm print:mt-1">
      <p className="font-semibold">What it will likely cost, and the worst case</p>
      <ul className="mt-1 divide-y divide-border" data-cost-scenarios>
        {scenarios.map((scenario) => (
          <li key={scenario.name} className="py-1.5 print:py-0.5">
            <span className="font-medium">{scenario.name}</span>
            {scenario.likely ? <span className="ml-2 text-xs font-bold uppercase text-accent">Most likely</span> : null}
            {scenario.worst ? <span className="ml-2 text-xs font-bold uppercase text-muted">Worst case</span> : null}
            <span className="block text-muted print:inline print:before:content-['_—_']">
              Parts {formatRange(scenario.parts.low, scenario.parts.high)} · Labor{" "}
              {formatRange(scenario.labor.low, scenario.labor.high)} ({formatHours(scenario.hours)}) ·{" "}
              <strong className="text-foreground">Total {formatRange(scenario.total.low, scenario.total.high)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const likelihoodStyles = {
  common: "bg-accent text-accent-foreground",
  occasional: "border border-accent text-accent",
  rare: "border border-border text-muted",
} as const;

export function RankedCauses({ causes, level }: { causes: Problem["causes"]; level: HeadingLevel }) {
  return (
    <section>
      <Heading level={level}>Likely causes, most common first</Heading>
      <ol className="mt-3 space-y-3 print:mt-0.5 print:space-y-0.5">
        {causes.map((cause) => (
          <li key={cause.part} className="rounded-lg border border-border bg-card p-3 print:border-0 print:p-0">
            <span
              className={cn(
                "mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-bold uppercase tracking-wide",
                likelihoodStyles[cause.likelihood],
              )}
            >
              {cause.likelihood}
            </span>
            <strong>{cause.part}.</strong> <span className="text-muted print:text-inherit">{cause.why}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OrderedChecks({ checks, level }: { checks: Problem["checks"]; level: HeadingLevel }) {
  return (
    <section>
      <Heading level={level}>Checks, in order</Heading>
      <p className="text-sm text-muted print:hidden">
        Cheapest and least invasive first. Stop at the check that finds the fault.
      </p>
      <ol className="mt-3 space-y-3 print:mt-0.5 print:space-y-1" data-checks>
        {checks.map((check, index) => (
          <li key={check.step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground print:size-5 print:text-xs"
            >
              {index + 1}
            </span>
            <div>
              {/* On paper the step, its tools and the expected result run on as one paragraph, to fit one page. */}
              <p className="font-medium print:inline">{check.step}</p>
              {check.tools.length > 0 ? (
                <p className="text-sm text-muted print:inline print:text-inherit print:before:content-['_']">
                  Tools: {check.tools.join(", ")}.
                </p>
              ) : null}
              <p className="text-sm print:inline print:before:content-['_']">
                <span className="font-semibold">Expect:</span> {check.expect}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TheFix({ fix, level }: { fix: string; level: HeadingLevel }) {
  return (
    <section>
      <Heading level={level}>The fix</Heading>
      <p className="mt-2 print:mt-0.5">{fix}</p>
    </section>
  );
}
