import { data, Link, redirect } from "react-router";
import type { Crumb } from "~/components/breadcrumb";
import { PageHeader } from "~/components/page-header";
import { VehiclePicker, VinForm } from "~/components/vehicles/vehicle-forms";
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
  const rawVin = params.get("vin");
  if (rawVin === null) return data({ picker, vin: null }, { status: picker.error ? 400 : 200 });
  // What was typed goes back in the box: trimmed to the box's size, without control characters.
  const typed = rawVin.replace(/\p{Cc}/gu, "").slice(0, VIN_INPUT_LIMIT);
  const lookup = await lookUpVin(rawVin, context.get(servicesContext), context);
  if (!lookup.ok) {
    return data(
      { picker, vin: { typed, error: lookup.message, result: null } },
      {
        status: lookup.status,
        headers: lookup.retryAfterMinutes ? { "Retry-After": String(lookup.retryAfterMinutes * 60) } : {},
      },
    );
  }
  // A vehicle the site has pages for: its page shows what the VIN decoded to, and its problems.
  if (lookup.vehiclePath) throw redirect(lookup.vehiclePath);
  return data({ picker, vin: { typed: normalizeVin(typed), error: undefined, result: lookup.decoded } });
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
  const { picker, vin } = loaderData;
  const decoded = vin?.result ?? null;
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

        {decoded ? (
          // A VIN of a vehicle the site has no page for (a make it does not list, a model vPIC names differently).
          <section aria-labelledby="decoded-heading" data-decoded-vin={decoded.vin}>
            <h2 id="decoded-heading" className="text-2xl font-bold">
              {[decoded.year, decoded.makeName, decoded.modelName].filter(Boolean).join(" ")}
            </h2>
            <p className="mt-2">{[decoded.body, decoded.engineText].filter(Boolean).join(" · ")}</p>
            <p className="mt-2 text-muted">
              The site has no page for this vehicle yet. Every diagnostic system still applies to it:{" "}
              <Link to="/diagnostics" className="font-semibold text-accent hover:underline">
                start from the system or the symptom
              </Link>
              .
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
