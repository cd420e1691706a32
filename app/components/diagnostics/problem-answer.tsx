import type { ReactNode } from "react";
import { DifficultyMeter, formatRange, VerdictBadge } from "~/components/diagnostics/verdict";
import type { Problem } from "~/content/diagnostics";
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

/** Verdict and its reason, difficulty, summary and the cost estimate; `children` adds lines at the end. */
export function AtAGlance({ problem, children }: { problem: Problem; children?: ReactNode }) {
  const parts = formatRange(problem.cost.partsLow, problem.cost.partsHigh);
  const labor = formatRange(problem.cost.laborLow, problem.cost.laborHigh);
  const total = formatRange(
    problem.cost.partsLow + problem.cost.laborLow,
    problem.cost.partsHigh + problem.cost.laborHigh,
  );
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
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm print:mt-1">
        <div>
          <dt className="text-muted">Parts</dt>
          <dd className="font-semibold">{parts}</dd>
        </div>
        <div>
          <dt className="text-muted">Labor</dt>
          <dd className="font-semibold">{labor}</dd>
        </div>
        <div>
          <dt className="text-muted">Total estimate</dt>
          <dd className="font-semibold">{total}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-muted">
        Editorial estimate, U.S. independent shop, 2025. Excludes: {problem.cost.excludes}
      </p>
      {children}
    </section>
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
              <p className="font-medium">{check.step}</p>
              {check.tools.length > 0 ? (
                <p className="text-sm text-muted print:text-inherit">Tools: {check.tools.join(", ")}</p>
              ) : null}
              <p className="text-sm">
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
