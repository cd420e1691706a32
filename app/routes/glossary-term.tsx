import { ArrowLeft, ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { Breadcrumb, type Crumb } from "~/components/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { diagnosticSystems } from "~/content/diagnostics";
import { findGlossaryEntry, glossary } from "~/content/glossary";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { breadcrumbJsonLd, errorMeta, originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/glossary-term";

/** The same for every signed-out visitor: served from the rendered-HTML cache after the first visit. */
export const handle: HtmlCacheHandle = { htmlCache: true };

const sorted = [...glossary].sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base" }));

/** One glossary term in full: definition, the technician's note, and where the site uses it. */
export function loader({ params }: Route.LoaderArgs) {
  const index = sorted.findIndex((entry) => entry.id === params.term);
  if (index === -1) throw data(null, { status: 404 });
  const entry = sorted[index]!;
  const names = new Map(diagnosticSystems.map((system) => [system.slug, system.name]));
  const usedIn: { href: string; title: string; system: string }[] = [];
  for (const system of diagnosticSystems) {
    for (const problem of system.problems) {
      if (problem.terms.some((term) => findGlossaryEntry(term)?.id === entry.id)) {
        usedIn.push({ href: `/diagnostics/${system.slug}/${problem.slug}`, title: problem.title, system: system.name });
      }
    }
  }
  const neighbour = (offset: number) => {
    const other = sorted[index + offset];
    return other ? { id: other.id, term: other.term } : null;
  };
  const path = `/glossary/${entry.id}`;
  const trail: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Glossary", path: "/glossary" },
    { label: entry.term, path },
  ];
  return {
    path,
    trail,
    entry: { ...entry, systems: entry.systems.map((slug) => ({ slug, name: names.get(slug) ?? slug })) },
    usedIn: usedIn.slice(0, 30),
    usedInTotal: usedIn.length,
    previous: neighbour(-1),
    next: neighbour(1),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return errorMeta();
  const { entry, path, trail } = loaderData;
  const origin = originFrom(matches);
  return seo({
    title: `${entry.term}: Meaning and What to Check`,
    description: entry.definition.slice(0, 300),
    path,
    origin,
    jsonLd: [
      breadcrumbJsonLd(origin, trail),
      {
        "@context": "https://schema.org",
        "@type": "DefinedTerm",
        name: entry.term,
        alternateName: entry.aka,
        description: entry.definition,
        url: new URL(path, origin).href,
        inDefinedTermSet: new URL("/glossary", origin).href,
      },
    ],
  });
};

export default function GlossaryTerm({ loaderData }: Route.ComponentProps) {
  const { entry, usedIn, usedInTotal, previous, next, trail } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <Breadcrumb trail={trail} />
      <h1 className="mt-4 text-3xl font-black tracking-tight sm:text-4xl">{entry.term}</h1>
      {entry.aka.length > 0 ? <p className="mt-1 text-muted">Also called {entry.aka.join(", ")}</p> : null}
      <p className="mt-5 text-lg">{entry.definition}</p>
      {entry.techNote ? (
        <section className="mt-6 rounded-xl border border-border bg-card p-5">
          <h2 className="font-bold">For the technician</h2>
          <p className="mt-2 text-muted">{entry.techNote}</p>
        </section>
      ) : null}
      {entry.systems.length > 0 ? (
        <section className="mt-6">
          <h2 className="font-bold">Systems where it matters</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {entry.systems.map((system) => (
              <li key={system.slug}>
                <Link
                  to={`/diagnostics/${system.slug}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-border px-3 text-sm hover:border-accent"
                >
                  {system.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {usedIn.length > 0 ? (
        <section className="mt-6">
          <h2 className="font-bold">Problems that involve it</h2>
          <ul className="mt-2 space-y-1">
            {usedIn.map((problem) => (
              <li key={problem.href}>
                <Link
                  to={problem.href}
                  className="inline-flex min-h-10 items-center text-accent underline underline-offset-2"
                >
                  {problem.title}
                </Link>
                <span className="text-sm text-muted"> · {problem.system}</span>
              </li>
            ))}
          </ul>
          {usedInTotal > usedIn.length ? (
            <p className="mt-1 text-sm text-muted">And {usedInTotal - usedIn.length} more.</p>
          ) : null}
        </section>
      ) : null}
      <nav aria-label="More terms" className="mt-10 flex flex-wrap justify-between gap-3">
        {previous ? (
          <Link to={`/glossary/${previous.id}`} className={buttonClass({ variant: "outline", size: "sm" })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {previous.term}
          </Link>
        ) : (
          <span />
        )}
        <Link to={`/glossary#${entry.id}`} className={buttonClass({ variant: "outline", size: "sm" })}>
          All terms
        </Link>
        {next ? (
          <Link to={`/glossary/${next.id}`} className={buttonClass({ variant: "outline", size: "sm" })}>
            {next.term}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
