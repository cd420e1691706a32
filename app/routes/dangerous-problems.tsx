import { ArrowRight, OctagonAlert } from "lucide-react";
import { PageHeader } from "~/components/page-header";
import { StaticHtml } from "~/components/static-html";
import { dangerousProblems } from "~/content/dangerous";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/dangerous-problems";

/** The same for every signed-out visitor: served from the rendered-HTML cache after the first visit. */
export const handle: HtmlCacheHandle = { htmlCache: true };

const trail = [
  { label: "Home", path: "/" },
  { label: "Dangerous Car Problems", path: "/dangerous-problems" },
];

/** Sent as a static island: once in the HTML, not again as loader data, never hydrated. */
export function loader(args: Route.LoaderArgs) {
  listHtml ??= renderStaticMarkup(<DangerousList problems={dangerousProblems} />);
  return { list: staticHtml(args, "dangerous-list", listHtml) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: "Dangerous Car Problems: Warning Signs and What to Do Now",
    description:
      "The car problems that can hurt you: brake failure, loss of steering, tire failure, fuel leaks, carbon monoxide in the cabin, overheating and more. Warning signs, why each is dangerous and what to do right now.",
    path: "/dangerous-problems",
    origin,
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

const severityStyles = {
  critical: { label: "Critical: stop now", className: "bg-red-700 text-white" },
  high: { label: "High: stop soon", className: "bg-orange-700 text-white" },
  serious: { label: "Serious: fix before driving far", className: "bg-amber-300 text-amber-950" },
} as const;

/** The whole list: static markup for the page's island (plain anchors, no router hooks). */
function DangerousList({ problems }: { problems: typeof dangerousProblems }) {
  return (
    <>
      <nav aria-label="Jump to a problem" className="rounded-xl border border-border bg-card p-4">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">On this page</h2>
        <ul className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          {problems.map((problem) => (
            <li key={problem.id}>
              <a
                href={`#${problem.id}`}
                className="inline-flex min-h-8 items-center text-accent underline underline-offset-2"
              >
                {problem.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ol className="space-y-6">
        {problems.map((problem) => (
          <li
            key={problem.id}
            id={problem.id}
            className="scroll-mt-24 rounded-xl border border-border bg-card p-5 sm:p-6"
            data-dangerous={problem.id}
          >
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="flex items-center gap-2 text-2xl font-bold">
                <OctagonAlert aria-hidden="true" className="size-6 text-red-700 dark:text-red-400" />
                {problem.title}
              </h2>
              <span
                className={cn("rounded-full px-2.5 py-1 text-xs font-bold", severityStyles[problem.severity].className)}
              >
                {severityStyles[problem.severity].label}
              </span>
            </div>
            <div className="mt-4 grid gap-5 md:grid-cols-2">
              <section>
                <h3 className="font-bold">Warning signs</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {problem.warningSigns.map((sign) => (
                    <li key={sign}>{sign}</li>
                  ))}
                </ul>
              </section>
              <section>
                <h3 className="font-bold">What to do now</h3>
                <ol className="mt-2 list-decimal space-y-1 pl-5">
                  {problem.doNow.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
            </div>
            <h3 className="mt-4 font-bold">Why it is dangerous</h3>
            <p className="mt-1 text-muted">{problem.whyDangerous}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {problem.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-border px-3 text-sm font-semibold hover:border-accent"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Rendered once per process: the list only changes with a deploy. */
let listHtml: string | undefined;

export default function DangerousProblems({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        trail={trail}
        title="Dangerous Car Problems"
        lead="The faults that can injure you or others. Learn the warning signs, and what to do the moment you notice one."
      />
      <StaticHtml
        id="dangerous-list"
        className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6"
        html={loaderData.list}
      />
    </>
  );
}
