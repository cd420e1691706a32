import { ArrowLeft, ChevronRight, OctagonAlert, Phone } from "lucide-react";
import { data, Link } from "react-router";
import { VerdictBadge } from "~/components/diagnostics/verdict";
import { getEmergencyNode, trailTo, viaFor } from "~/content/emergency";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { breadcrumbJsonLd, errorMeta, originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/emergency";

/**
 * The same for every signed-out visitor: served from the rendered-HTML cache
 * after the first visit, one copy per value of the query parameters it reads.
 */
export const handle: HtmlCacheHandle = { htmlCache: { params: ["via"] } };

/**
 * The emergency roadside tool: every step is a plain page with big links, so it
 * works without JavaScript, one-handed, and on a weak signal.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const node = getEmergencyNode(params.node ?? "start");
  if (!node) throw data(null, { status: 404 });
  const trail = trailTo(node.id, url.searchParams.get("via")).map((parent) => ({ id: parent.id, title: parent.title }));
  return { node, trail, via: viaFor(trail, node.id) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return errorMeta();
  const { node } = loaderData;
  const origin = originFrom(matches);
  const path = node.id === "start" ? "/emergency-diagnostic" : `/emergency-diagnostic/${node.id}`;
  return seo({
    title: node.id === "start" ? "Emergency Roadside Diagnostic Tool" : `${node.title}: Roadside Help`,
    description:
      node.kind === "answer"
        ? `${node.title}. Safety first, what you can check at the roadside, whether it is safe to drive, and what to tell the tow service.`
        : "Car trouble on the road? Answer a few questions and get safety steps first, what you can check, whether it is safe to drive and what to tell the tow service.",
    path,
    origin,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { label: "Home", path: "/" },
        { label: "Emergency Roadside Diagnostic Tool", path: "/emergency-diagnostic" },
      ]),
    ],
  });
};

const bigLink =
  "flex min-h-16 w-full items-center gap-3 rounded-xl border-2 border-border bg-card px-5 py-3 text-lg font-bold text-foreground hover:border-accent active:bg-accent/10";

export default function Emergency({ loaderData }: Route.ComponentProps) {
  const { node, trail, via } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 text-lg sm:px-6" data-emergency-node={node.id}>
      <div className="rounded-xl bg-red-800 p-4 text-white" role="note">
        <p className="flex items-start gap-2 font-bold">
          <Phone aria-hidden="true" className="mt-1 size-5 shrink-0" />
          If anyone is hurt, the car is on fire or leaking fuel, or you are stopped in a dangerous place: get everyone
          to safety and call 911.
        </p>
      </div>

      {trail.length > 0 ? (
        <nav aria-label="Your answers so far" className="mt-4 text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-muted">
            <li>
              <Link to="/emergency-diagnostic" className="underline underline-offset-2">
                Start over
              </Link>
            </li>
            {trail.slice(1).map((step, index) => (
              <li key={step.id} className="flex items-center gap-1">
                <ChevronRight aria-hidden="true" className="size-4" />
                <Link
                  to={`/emergency-diagnostic/${step.id}?via=${trail
                    .slice(0, index + 1)
                    .map((earlier) => earlier.id)
                    .join(".")}`}
                  className="underline underline-offset-2"
                >
                  {step.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {node.kind === "question" ? (
        <section className="mt-5" aria-labelledby="step-heading">
          <h1 id="step-heading" className="text-3xl font-black tracking-tight">
            {node.id === "start" ? "Emergency Roadside Diagnostic Tool" : node.title}
          </h1>
          <p className="mt-3 text-xl">{node.prompt}</p>
          {node.safetyNote ? (
            <p className="mt-3 flex gap-2 rounded-lg border-l-4 border-amber-500 bg-card p-3 text-base">
              <OctagonAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
              {node.safetyNote}
            </p>
          ) : null}
          <ul className="mt-5 space-y-3" data-emergency-options>
            {node.options.map((option) => (
              <li key={option.next}>
                <Link to={`/emergency-diagnostic/${option.next}?via=${via}`} className={bigLink}>
                  <span className="flex-1">
                    {option.label}
                    {option.hint ? <span className="block text-base font-normal text-muted">{option.hint}</span> : null}
                  </span>
                  <ChevronRight aria-hidden="true" className="size-6 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <article className="mt-5 space-y-6" aria-labelledby="answer-heading" data-emergency-answer>
          <h1 id="answer-heading" className="text-3xl font-black tracking-tight">
            {node.title}
          </h1>
          <section className="rounded-xl border-2 border-red-700 bg-card p-5">
            <h2 className="text-xl font-bold text-red-700 dark:text-red-400">Safety first</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-6">
              {node.safetyFirst.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-3 font-semibold">
              <Phone aria-hidden="true" className="mr-1 inline size-5" />
              Call 911 if: {node.call911When}
            </p>
          </section>
          <section className="rounded-xl border border-border bg-card p-5">
            <h2 className="text-xl font-bold">Can I drive it?</h2>
            <div className="mt-3">
              <VerdictBadge verdict={node.drive.verdict} long textSize="text-base" />
            </div>
            <p className="mt-2">{node.drive.reason}</p>
          </section>
          <section className="rounded-xl border border-border bg-card p-5">
            <h2 className="text-xl font-bold">What you can check safely</h2>
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {node.checks.map((check) => (
                <li key={check}>{check}</li>
              ))}
            </ul>
          </section>
          <section className="rounded-xl border border-border bg-card p-5">
            <h2 className="text-xl font-bold">Tell the tow service or mechanic</h2>
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {node.tellThem.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          {node.learnMore.length > 0 ? (
            <section>
              <h2 className="text-lg font-bold">Read more later</h2>
              <ul className="mt-2 space-y-1 text-base">
                {node.learnMore.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      )}

      {node.id !== "start" ? (
        <Link to="/emergency-diagnostic" className={`${bigLink} mt-8 text-base`}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Start over
        </Link>
      ) : null}
    </div>
  );
}
