import { Construction } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import type { Tile, TileSection } from "~/content/home";
import { TileIcon } from "./tile-icon";

/**
 * A section of tiles. Rendered on the server only, into the home page's static
 * island (routes/home.tsx): plain anchors, no hooks, nothing to hydrate.
 */
export function TileSectionView({ section }: { section: TileSection }) {
  const headingId = `tiles-${section.id}`;
  return (
    <section aria-labelledby={headingId} data-tile-section={section.id} className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {section.title}
        </h2>
        <p className="text-sm text-muted">
          {section.tiles.filter((tile) => tile.available).length} of {section.tiles.length} available
        </p>
      </div>
      <p className="mt-1 max-w-3xl text-muted">{section.description}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {section.tiles.map((tile) => (
          <li key={tile.href} className="flex">
            <TileCard tile={tile} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TileCard({ tile }: { tile: Tile }) {
  const badge = tile.available ? null : tile.isNew ? "In development" : "Coming soon";
  return (
    <article
      data-tile={tile.href}
      data-available={tile.available}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <div className={`${tile.gradient} relative flex items-start gap-3 p-4 text-white`}>
        <TileIcon name={tile.icon} className="mt-0.5 size-6 shrink-0" />
        <h3 className="text-lg font-semibold leading-snug">{tile.title}</h3>
        {badge ? (
          <span
            data-badge
            className="ml-auto shrink-0 rounded-full bg-white px-2 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide text-slate-900"
          >
            {badge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <p className="text-sm text-muted">{tile.description}</p>
        <div className="mt-auto">
          {tile.available ? (
            <a href={tile.href} className={buttonClass({ size: "sm", padding: "px-4" })}>
              Explore<span className="sr-only"> {tile.title}</span>
            </a>
          ) : (
            <button
              type="button"
              disabled
              className="inline-flex min-h-10 cursor-not-allowed items-center gap-2 rounded-md border border-dashed border-border px-4 text-sm font-semibold text-muted"
            >
              <Construction aria-hidden="true" className="size-4" />
              Under Construction
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
