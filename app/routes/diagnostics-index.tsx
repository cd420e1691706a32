import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { diagnosticSystems } from "~/content/diagnostics";
import { tileSections } from "~/content/home";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/diagnostics-index";

/** The same for every signed-out visitor: served from the rendered-HTML cache after the first visit. */
export const handle: HtmlCacheHandle = { htmlCache: true };

const trail = [
  { label: "Home", path: "/" },
  { label: "Diagnostics", path: "/diagnostics" },
];

export function loader() {
  const counts = new Map(diagnosticSystems.map((system) => [system.slug, system.problems.length]));
  const sections = tileSections
    .filter((section) => section.id !== "resources")
    .map((section) => ({
      id: section.id,
      title: section.title,
      systems: section.tiles
        .filter((tile) => tile.available)
        .map((tile) => {
          const slug = tile.href.replace("/diagnostics/", "");
          return { slug, title: tile.title, description: tile.description, count: counts.get(slug as never) ?? 0 };
        })
        .filter((system) => system.count > 0),
    }));
  return { sections, total: [...counts.values()].reduce((sum, count) => sum + count, 0) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFrom(matches);
  return seo({
    title: "Car Diagnostics by System",
    description: `${loaderData?.total ?? "Over 1,000"} car problems across every major system, from brakes and transmissions to CAN bus and ADAS: symptoms, ranked causes, tests, fixes and repair cost estimates.`,
    path: "/diagnostics",
    origin,
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

export default function DiagnosticsIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        trail={trail}
        title="Diagnostics by system"
        lead={`${loaderData.total.toLocaleString("en-US")} problems, each with what you notice, the likely causes ranked, the checks to run with the readings to expect, the fix, a cost estimate and whether it is safe to drive.`}
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
        {loaderData.sections.map((section) => (
          <section key={section.id} aria-labelledby={`systems-${section.id}`}>
            <h2 id={`systems-${section.id}`} className="text-2xl font-bold">
              {section.title}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {section.systems.map((system) => (
                <li key={system.slug}>
                  <Link
                    to={`/diagnostics/${system.slug}`}
                    className="block h-full rounded-xl border border-border bg-card p-4 hover:border-accent"
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="font-semibold">{system.title}</span>
                      <span className="shrink-0 text-xs text-muted">{system.count} problems</span>
                    </span>
                    <span className="mt-1 block text-sm text-muted">{system.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
