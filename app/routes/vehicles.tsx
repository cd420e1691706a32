import { data, Link, redirect } from "react-router";
import type { Crumb } from "~/components/breadcrumb";
import { PageHeader } from "~/components/page-header";
import { VehiclePicker, VinForm } from "~/components/vehicles/vehicle-forms";
import { VehicleReportSections } from "~/components/vehicles/vehicle-report";
import { diagnosticSystems } from "~/content/diagnostics";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import { readPicker } from "~/vehicles/picker.server";
import { normalizeVin, VIN_INPUT_LIMIT } from "~/vehicles/vin";
import { lookUpVin } from "~/vehicles/vin-lookup.server";
import type { Route } from "./+types/vehicles";

const trail: Crumb[] = [
  { label: "Home", path: "/" },
  { label: "My Vehicle", path: "/vehicles" },
];

/**
 * /vehicles: decode a VIN or pick year, make and model. Both are GET forms
 * that work without JavaScript. A VIN's answer is rendered here, for this
 * request only (never cached, never indexed); a picked vehicle goes to its
 * own page, /vehicles/{year}/{make}/{model}.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const picker = readPicker(params);
  if (picker.kind === "vehicle") throw redirect(picker.path);
  const systems = diagnosticSystems.map((system) => ({ slug: system.slug, name: system.name }));
  const rawVin = params.get("vin");
  if (rawVin === null) return data({ picker, vin: null, systems }, { status: picker.error ? 400 : 200 });
  // What was typed goes back in the box: trimmed to the box's size, without control characters.
  const typed = rawVin.replace(/\p{Cc}/gu, "").slice(0, VIN_INPUT_LIMIT);
  const lookup = await lookUpVin(rawVin, context.get(servicesContext), context);
  if (!lookup.ok) {
    return data(
      { picker, vin: { typed, error: lookup.message, result: null }, systems },
      {
        status: lookup.status,
        headers: lookup.retryAfterMinutes ? { "Retry-After": String(lookup.retryAfterMinutes * 60) } : {},
      },
    );
  }
  return data({ picker, vin: { typed: normalizeVin(typed), error: undefined, result: lookup }, systems });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFrom(matches);
  return seo({
    title: "My Vehicle: Decode a VIN or Pick Year, Make and Model",
    description:
      "Decode a VIN offline from NHTSA's data, or pick year, make and model, and see the problems, codes and drive verdicts that apply to that vehicle.",
    path: "/vehicles",
    origin,
    // A VIN's answer or a half-made choice is for one visitor; the page itself is the one to index.
    noIndex: Boolean(loaderData?.vin) || (loaderData?.picker.kind === "step" && loaderData.picker.year !== undefined),
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

export default function Vehicles({ loaderData }: Route.ComponentProps) {
  const { picker, vin, systems } = loaderData;
  const result = vin?.result ?? null;
  const decoded = result?.decoded;
  const label = decoded ? [decoded.year, decoded.makeName, decoded.modelName].filter(Boolean).join(" ") : "";
  return (
    <>
      <PageHeader
        trail={trail}
        title="My Vehicle"
        lead="Enter a VIN or pick the year, make and model to see the problems known on that vehicle, each with its checks, cost and whether it is safe to drive."
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <VinForm key={vin?.typed ?? ""} defaultValue={vin?.typed} error={vin?.error} />
          {picker.kind === "step" ? <VehiclePicker {...picker} /> : null}
        </div>

        {decoded && result ? (
          <section aria-labelledby="decoded-heading" data-decoded-vin={decoded.vin}>
            <h2 id="decoded-heading" className="text-2xl font-bold">
              {label}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-xl border border-border bg-card p-4 sm:grid-cols-2">
              <DecodedRow term="VIN" value={decoded.vin} mono />
              <DecodedRow term="Trim or series" value={decoded.trim} />
              <DecodedRow term="Body" value={decoded.body} />
              <DecodedRow term="Engine" value={engineText(decoded.engine)} />
              <DecodedRow term="Transmission" value={decoded.transmission} />
              <DecodedRow term="Drive" value={decoded.drive} />
              <DecodedRow term="Built in" value={decoded.plant} />
            </dl>
            <p className="mt-2 text-sm text-muted">
              Decoded on this server from NHTSA's vPIC data. A line is left out where the data does not say.
            </p>
            {result.vehiclePath ? (
              <p className="mt-3">
                <Link to={result.vehiclePath} className="font-semibold text-accent hover:underline">
                  The {label} page
                </Link>
              </p>
            ) : null}
            <div className="mt-8">
              {result.report ? (
                <VehicleReportSections
                  report={result.report}
                  label={label}
                  makeName={decoded.makeName}
                  basePath={result.vehiclePath?.split("?")[0] ?? "/vehicles"}
                  engine={result.vehiclePath?.split("engine=")[1]}
                  systems={systems}
                />
              ) : (
                <p>
                  The site has no problems filed under {decoded.makeName} yet. Every system below covers it: start from
                  the symptom.
                </p>
              )}
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** "3.5 L V6, gasoline", "2.0 L I4, turbocharged, gasoline": what the VIN says of the engine. */
function engineText(engine: {
  cylinders?: number;
  liters?: number;
  fuel?: string;
  configuration?: string;
  turbo: boolean;
}) {
  const layout = { "V-Shaped": "V", "In-Line": "I", Horizontal: "H" }[engine.configuration ?? ""];
  const cylinders = engine.cylinders
    ? layout
      ? `${layout}${engine.cylinders}`
      : `${engine.cylinders} cylinders`
    : undefined;
  const parts = [
    engine.liters !== undefined ? `${engine.liters.toFixed(1)} L` : undefined,
    cylinders,
    engine.turbo ? "turbocharged" : undefined,
    engine.fuel?.toLowerCase(),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

function DecodedRow({ term, value, mono }: { term: string; value: string | undefined; mono?: boolean }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className={mono ? "font-mono font-semibold" : "font-semibold"}>{value}</dd>
    </div>
  );
}
