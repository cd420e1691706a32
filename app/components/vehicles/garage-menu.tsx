import { CarFront, ChevronDown } from "lucide-react";
import type { HeaderGarage } from "~/vehicles/garage";

/**
 * The header's garage: the chosen vehicle, which pages mark their problems
 * for, and the others to switch to. Rendered on the server into static
 * islands (root.tsx), so it costs every page no JavaScript: plain links, a
 * native <details>, and small POST forms that work the same with or without
 * scripts. The forms carry no return address: the action sends the visitor
 * back to the page the form was on (its Referer, garage.server.ts), which a
 * static island could not keep current across client-side navigation.
 */
function GarageSwitch({ garage, rowClass }: { garage: NonNullable<HeaderGarage>; rowClass: string }) {
  const others = garage.vehicles.filter((vehicle) => !vehicle.current);
  return (
    <>
      <a href={garage.current.path} className={rowClass}>
        <span className="block text-xs text-muted">Pages show what applies to</span>
        <span className="block truncate text-sm font-semibold">{garage.current.label}</span>
      </a>
      {others.length > 0 ? (
        <ul aria-label="Switch to another vehicle">
          {others.map((vehicle) => (
            <li key={vehicle.id}>
              <form method="post" action="/vehicles/garage">
                <input type="hidden" name="intent" value="choose" />
                <input type="hidden" name="id" value={vehicle.id} />
                <button
                  type="submit"
                  aria-label={`Switch to ${vehicle.label}`}
                  className={`${rowClass} w-full text-left text-sm`}
                >
                  {vehicle.label}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      <a href="/vehicles/garage" className={`${rowClass} text-sm font-semibold text-accent`}>
        Manage my garage
      </a>
    </>
  );
}

/** In the bar, from 768 px: a menu button with the vehicle's name. */
export function GarageBar({ garage }: { garage: NonNullable<HeaderGarage> }) {
  return (
    <details className="group relative">
      <summary className="inline-flex min-h-10 max-w-52 list-none items-center gap-1.5 rounded-md border border-border px-2.5 text-sm font-medium text-foreground hover:bg-border/60">
        <CarFront aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">My vehicle: </span>
        <span className="truncate">{garage.current.label}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-50 mt-1 w-72 rounded-lg border border-border bg-card p-1 shadow-lg">
        <GarageSwitch garage={garage} rowClass="block rounded-md px-3 py-2 hover:bg-border/60" />
      </div>
    </details>
  );
}

/** In the phone menu: a section of its own. */
export function GarageMenuSection({ garage }: { garage: NonNullable<HeaderGarage> }) {
  return (
    <>
      <p className="px-2.5 text-xs font-semibold uppercase tracking-wide text-muted">My vehicle</p>
      <GarageSwitch garage={garage} rowClass="block min-h-11 w-full rounded-md px-2.5 py-2 hover:bg-border/60" />
    </>
  );
}
