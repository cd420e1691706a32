import { CarFront } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input";
import { VIN_INPUT_LIMIT } from "~/vehicles/vin";

/**
 * The two ways to name a vehicle on /vehicles: its VIN, or year, make and
 * model picked one step at a time. Both are GET forms to /vehicles, so they
 * work without JavaScript (each step a page); with it, choosing an option
 * moves to the next step at once, without a button press or a full reload.
 */
/**
 * A plain GET form (no router needed), so loaders can also render it into a
 * static island that costs a page no JavaScript, as the home page does.
 */
export function VinForm({
  id = "vin",
  heading = "Decode a VIN",
  defaultValue,
  error,
  pickerLink = false,
}: {
  /** The input's id, unique in the page. */
  id?: string;
  heading?: string;
  defaultValue?: string;
  error?: string;
  /** A link to the year, make and model picker under the box, for pages other than /vehicles. */
  pickerLink?: boolean;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <search aria-label="Decode a VIN" className="block rounded-xl border border-border bg-card p-4">
      <form method="get" action="/vehicles">
        <h2 className="text-lg font-bold">{heading}</h2>
        <label htmlFor={id} className="mt-2 block text-sm font-semibold">
          17-character VIN
        </label>
        <p id={hintId} className="text-sm text-muted">
          On the driver's side of the dashboard, seen through the windshield, on the door jamb label or on the
          registration. Decoded on this server from NHTSA's data; it is not stored.
        </p>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <input
            id={id}
            name="vin"
            defaultValue={defaultValue}
            maxLength={VIN_INPUT_LIMIT}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="1FTFW1ET9DFC10312"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className={`${inputClass} min-w-48 flex-1 font-mono uppercase`}
          />
          <button type="submit" className={buttonClass()}>
            <CarFront aria-hidden="true" className="size-4" />
            Decode
          </button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        {pickerLink ? (
          <p className="mt-3 text-sm">
            <a href="/vehicles" className="font-semibold text-accent underline underline-offset-2">
              No VIN at hand? Pick the year, make and model
            </a>
          </p>
        ) : null}
      </form>
    </search>
  );
}

export type PickerStep = {
  years: number[];
  year?: number;
  makes?: { slug: string; name: string }[];
  make?: string;
  models?: { slug: string; name: string }[];
  error?: string;
};

export function VehiclePicker({ years, year, makes, make, models, error }: PickerStep) {
  const submit = useSubmit();
  const next = (event: React.ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.value) void submit(event.currentTarget.form, { preventScrollReset: true });
  };
  return (
    <section aria-labelledby="picker-heading" className="rounded-xl border border-border bg-card p-4">
      <h2 id="picker-heading" className="text-lg font-bold">
        Pick year, make and model
      </h2>
      <Form method="get" action="/vehicles" className="mt-2 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="pick-year" className="block text-sm font-semibold">
            Model year
          </label>
          <select
            id="pick-year"
            name="year"
            defaultValue={year ?? ""}
            onChange={next}
            className={inputClass}
            key={`y${year}`}
          >
            <option value="">Choose a year</option>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {makes ? (
          <div>
            <label htmlFor="pick-make" className="block text-sm font-semibold">
              Make
            </label>
            <select
              id="pick-make"
              name="make"
              defaultValue={make ?? ""}
              onChange={next}
              className={inputClass}
              key={`m${year}${make}`}
            >
              <option value="">Choose a make</option>
              {makes.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {models ? (
          <div>
            <label htmlFor="pick-model" className="block text-sm font-semibold">
              Model
            </label>
            <select
              id="pick-model"
              name="model"
              defaultValue=""
              onChange={next}
              className={inputClass}
              key={`d${year}${make}`}
            >
              <option value="">Choose a model</option>
              {models.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            {models ? "Show this vehicle" : "Next"}
          </button>
        </div>
      </Form>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </section>
  );
}
