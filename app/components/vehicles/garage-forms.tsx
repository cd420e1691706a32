import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import { MILEAGE_LIMIT, NICKNAME_LIMIT } from "~/vehicles/garage";

/**
 * The garage's forms: add the vehicle a page is about, and edit, choose or
 * remove the ones kept. Plain POST forms to /vehicles/garage (its action,
 * garage.server.ts) and plain links, so they work without JavaScript and
 * render outside the router too: the vehicle page sends its form as a static
 * island, costing that content page no script. The server checks every field
 * and answers a mistake with the message next to it and what was typed kept.
 * Only the garage and account pages load this file as script (vite.config.ts
 * keeps it out of the chunk every page loads).
 */

/** A failed garage form as the action answers it (garage.server.ts `GarageActionError`). */
export type GarageFormError = {
  intent: "add" | "choose" | "update" | "remove";
  id?: string;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  /** For a failed "add": the vehicle it was for. */
  vehicle?: VehicleToAdd & { description: string };
};

/** The vehicle a page offers to add: what identifies it, and a decoded VIN the visitor may choose to keep. */
export type VehicleToAdd = { year: number; make: string; model: string; engine?: string; vin?: string };

export type GarageListEntry = {
  id: string;
  label: string;
  description: string;
  path: string;
  current: boolean;
  nickname?: string;
  mileage?: number;
  vin?: string;
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

function TextField({
  id,
  name,
  label,
  defaultValue,
  error,
  maxLength,
  inputMode,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | undefined;
  error: string | undefined;
  maxLength: number;
  inputMode?: "numeric";
  hint?: ReactNode;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label} <span className="font-normal text-muted">(optional)</span>
      </label>
      <input
        id={id}
        name={name}
        type="text"
        className={inputClass}
        defaultValue={defaultValue}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FormProblem({ error }: { error: GarageFormError | undefined }) {
  if (!error || Object.keys(error.fieldErrors).length > 0) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-1.5 rounded-md border border-red-600/50 bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {error.message}
    </p>
  );
}

const NICKNAME_HINT = `Up to ${NICKNAME_LIMIT} characters, such as "Shop truck" or "Mom's Camry".`;
const MILEAGE_HINT = `Miles on the odometer, up to ${MILEAGE_LIMIT.toLocaleString("en-US")}.`;

/** "Add to my garage" for the vehicle a page is about. */
export function AddToGarageForm({
  vehicle,
  description,
  returnTo,
  error,
}: {
  vehicle: VehicleToAdd;
  description: string;
  returnTo: string;
  error?: GarageFormError;
}) {
  const failed = error?.intent === "add" ? error : undefined;
  return (
    <section aria-labelledby="add-to-garage-heading" className="rounded-xl border border-border bg-card p-4">
      <h2 id="add-to-garage-heading" className="text-lg font-bold">
        Add to my garage
      </h2>
      <p className="mt-1 text-sm text-muted">
        Keep the {description} in your garage: the header shows it, and problem lists and code pages mark what applies
        to it. Signed out, it is kept in this browser only.
      </p>
      <form method="post" action="/vehicles/garage" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="year" value={vehicle.year} />
        <input type="hidden" name="make" value={vehicle.make} />
        <input type="hidden" name="model" value={vehicle.model} />
        <input type="hidden" name="engine" value={vehicle.engine ?? ""} />
        <FormProblem error={failed} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="add-nickname"
            name="nickname"
            label="Nickname"
            defaultValue={failed?.values.nickname}
            error={failed?.fieldErrors.nickname}
            maxLength={NICKNAME_LIMIT}
            hint={NICKNAME_HINT}
          />
          <TextField
            id="add-mileage"
            name="mileage"
            label="Mileage"
            defaultValue={failed?.values.mileage}
            error={failed?.fieldErrors.mileage}
            maxLength={20}
            inputMode="numeric"
            hint={MILEAGE_HINT}
          />
        </div>
        {vehicle.vin ? (
          <div className="space-y-1">
            <input type="hidden" name="vin" value={vehicle.vin} />
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="keepVin" className="size-5 accent-[var(--color-accent)]" />
              Keep the VIN <span className="font-mono">{vehicle.vin}</span> with it
            </label>
            <FieldError id="add-keepVin-error" message={failed?.fieldErrors.keepVin} />
          </div>
        ) : null}
        <button type="submit" className={buttonClass({})}>
          Add to my garage
        </button>
      </form>
    </section>
  );
}

/** The vehicles kept, each with its page, and forms to choose, rename, set the mileage of or remove it. */
export function GarageList({
  entries,
  returnTo,
  error,
  empty,
}: {
  entries: GarageListEntry[];
  returnTo: string;
  error?: GarageFormError;
  empty: ReactNode;
}) {
  if (entries.length === 0) return <div className="rounded-xl border border-border bg-card p-4">{empty}</div>;
  return (
    <ul className="space-y-4">
      {entries.map((entry) => {
        const failed = error && error.id === entry.id ? error : undefined;
        const headingId = `garage-${entry.id}-heading`;
        return (
          <li
            key={entry.id}
            aria-labelledby={headingId}
            className="rounded-xl border border-border bg-card p-4"
            data-garage-vehicle={entry.id}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={headingId} className="text-lg font-bold">
                <a href={entry.path} className="text-accent hover:underline">
                  {entry.label}
                </a>
              </h3>
              {entry.current ? (
                <span className="rounded-full border border-accent px-2 py-0.5 text-xs font-semibold text-accent">
                  Pages show this vehicle
                </span>
              ) : (
                <form method="post" action="/vehicles/garage">
                  <input type="hidden" name="intent" value="choose" />
                  <input type="hidden" name="id" value={entry.id} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  {/* Named for its vehicle, since every card has one; the name starts with the visible text. */}
                  <button
                    type="submit"
                    aria-label={`Use this vehicle: ${entry.label}`}
                    className={buttonClass({ variant: "outline", size: "sm" })}
                  >
                    Use this vehicle
                  </button>
                </form>
              )}
            </div>
            {entry.nickname ? <p className="mt-1 text-sm text-muted">{entry.description}</p> : null}
            <FormProblem error={failed} />
            <form method="post" action="/vehicles/garage" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="id" value={entry.id} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  id={`garage-${entry.id}-nickname`}
                  name="nickname"
                  label="Nickname"
                  defaultValue={failed?.intent === "update" ? failed.values.nickname : entry.nickname}
                  error={failed?.intent === "update" ? failed.fieldErrors.nickname : undefined}
                  maxLength={NICKNAME_LIMIT}
                />
                <TextField
                  id={`garage-${entry.id}-mileage`}
                  name="mileage"
                  label="Mileage"
                  defaultValue={
                    failed?.intent === "update" ? failed.values.mileage : entry.mileage?.toLocaleString("en-US")
                  }
                  error={failed?.intent === "update" ? failed.fieldErrors.mileage : undefined}
                  maxLength={20}
                  inputMode="numeric"
                />
              </div>
              {entry.vin ? (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="keepVin"
                    defaultChecked
                    className="size-5 accent-[var(--color-accent)]"
                  />
                  Keep the VIN <span className="font-mono">{entry.vin}</span> (untick and save to forget it)
                </label>
              ) : null}
              <button
                type="submit"
                aria-label={`Save ${entry.label}`}
                className={buttonClass({ variant: "outline", size: "sm" })}
              >
                Save
              </button>
            </form>
            <form method="post" action="/vehicles/garage" className="mt-3 border-t border-border pt-3">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={entry.id} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <button
                type="submit"
                aria-label={`Remove from my garage: ${entry.label}`}
                className="min-h-11 text-sm font-semibold text-red-700 hover:underline dark:text-red-400"
              >
                Remove from my garage
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
