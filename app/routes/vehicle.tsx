import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Crumb } from "~/components/breadcrumb";
import { ErrorPage } from "~/components/error-page";
import { PageHeader } from "~/components/page-header";
import { StaticHtml } from "~/components/static-html";
import { AddToGarageForm } from "~/components/vehicles/garage-forms";
import { VehicleReportSections } from "~/components/vehicles/vehicle-report";
import { diagnosticSystems } from "~/content/diagnostics";
import { vehicleMake } from "~/content/vehicles";
import { findModel, lastModelYear, soldIn } from "~/content/vehicles/index.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, errorMeta, originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import { sameVehicle } from "~/vehicles/garage";
import { describeVehicle, garageContext, garageEntries } from "~/vehicles/garage.server";
import { FIRST_MODEL_YEAR } from "~/vehicles/picker.server";
import { parseEngineValue, vehicleReport } from "~/vehicles/vehicle-report.server";
import type { DecodedVin } from "~/vehicles/vin-decoder.server";
import { lookUpVin } from "~/vehicles/vin-lookup.server";
import type { Route } from "./+types/vehicle";

/**
 * /vehicles/{year}/{make}/{model}, optionally ?engine=3.5: the problems that
 * apply to this vehicle first, then what else the site knows of it. The
 * address is the canonical one for the vehicle; an engine narrows the list
 * and points its canonical link back here.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const year = /^\d{4}$/.test(params.year) ? Number(params.year) : Number.NaN;
  const make = vehicleMake(params.make.toLowerCase());
  const notFound = (message: string) => data({ message }, { status: 404 });
  if (!(year >= FIRST_MODEL_YEAR && year <= lastModelYear())) {
    throw notFound(`Vehicle pages cover model years ${FIRST_MODEL_YEAR} to ${lastModelYear()}.`);
  }
  if (!make) throw notFound("The site does not know that make. Pick it from the list on the My Vehicle page.");
  const model = findModel(make.slug, params.model.toLowerCase());
  if (!model) throw notFound(`NHTSA's data has no ${make.name} model by that name.`);
  if (params.make !== make.slug || params.model !== model.slug) {
    throw redirect(`/vehicles/${year}/${make.slug}/${model.slug}${new URL(request.url).search}`, 301);
  }
  if (!soldIn(model, year)) throw notFound(`NHTSA's data has no ${year} ${make.name} ${model.name}.`);
  const rawEngine = new URL(request.url).searchParams.get("engine");
  const engine = parseEngineValue(rawEngine);
  const basePath = `/vehicles/${year}/${make.slug}/${model.slug}`;
  // An engine value that is not one (a typo, an old link) falls back to the whole vehicle.
  if (rawEngine !== null && !engine) throw redirect(basePath);
  const report = vehicleReport({ make: make.slug, model: model.slug, year, ...engine });
  // Arrived from /vehicles?vin=: what the VIN decoded to (cached; the decode limit counts it again).
  const rawVin = new URL(request.url).searchParams.get("vin");
  let decoded: DecodedVin | null = null;
  if (rawVin !== null) {
    const lookup = await lookUpVin(rawVin, context.get(servicesContext), context);
    // A VIN that fails its checks or is not this vehicle's was not sent by our form: show the vehicle alone.
    if (!lookup.ok || lookup.vehiclePath?.split("?")[0] !== basePath) throw redirect(basePath);
    decoded = lookup.decoded;
  }
  const identity = { year, make: make.slug, model: model.slug, ...(engine && rawEngine ? { engine: rawEngine } : {}) };
  const kept = garageEntries(context.get(garageContext).garage).find((entry) => sameVehicle(entry, identity));
  // "Add to my garage" as a static island: a plain form, no script for this content page.
  const addForm = kept
    ? null
    : staticHtml(
        { request, context },
        "add-to-garage",
        renderStaticMarkup(
          <AddToGarageForm
            vehicle={{ ...identity, ...(decoded ? { vin: decoded.vin } : {}) }}
            description={describeVehicle(identity)}
            returnTo={new URL(request.url).pathname + new URL(request.url).search}
          />,
        ),
      );
  return {
    decoded,
    garage: { kept: kept ? { label: kept.label, current: kept.current } : null, addForm },
    year,
    make: { slug: make.slug, name: make.name },
    model: { slug: model.slug, name: model.name },
    engine: engine ? (rawEngine ?? undefined) : undefined,
    basePath,
    report,
    systems: diagnosticSystems.map((system) => ({ slug: system.slug, name: system.name })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (error || !loaderData) return errorMeta();
  const origin = originFrom(matches);
  const label = `${loaderData.year} ${loaderData.make.name} ${loaderData.model.name}`;
  const count = loaderData.report.specific.length;
  return seo({
    title: `${label}: Known Problems, Codes and Fixes`,
    description:
      count > 0
        ? `${count} problem${count === 1 ? "" : "s"} specific to the ${label}, each with ranked causes, checks, cost estimates and whether it is safe to drive.`
        : `What to check on a ${label}: the diagnostic systems, trouble codes and drive verdicts that apply to it.`,
    path: loaderData.basePath,
    origin,
    // With a decoded VIN the page is one visitor's; the canonical address is the vehicle's.
    noIndex: loaderData.decoded !== null,
    jsonLd: [breadcrumbJsonLd(origin, crumbs(loaderData))],
  });
};

function crumbs(page: { year: number; make: { name: string }; model: { name: string }; basePath: string }): Crumb[] {
  return [
    { label: "Home", path: "/" },
    { label: "My Vehicle", path: "/vehicles" },
    { label: `${page.year} ${page.make.name} ${page.model.name}`, path: page.basePath },
  ];
}

export default function Vehicle({ loaderData }: Route.ComponentProps) {
  const { year, make, model, engine, basePath, report, systems, decoded, garage } = loaderData;
  const label = `${year} ${make.name} ${model.name}`;
  const count = report.specific.length;
  return (
    <>
      <PageHeader
        trail={crumbs(loaderData)}
        title={label}
        lead={
          count > 0
            ? `${count} problem${count === 1 ? "" : "s"} specific to this vehicle, the most urgent first, then what else is known on it.`
            : "The site knows no problem specific to this vehicle; every system below still applies to it."
        }
      >
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/vehicles" className="font-semibold text-accent hover:underline">
            Choose another vehicle or decode a VIN
          </Link>
          {garage.kept ? (
            <Link to="/vehicles/garage" className="font-semibold text-accent hover:underline">
              In my garage{garage.kept.label === label ? "" : ` as ${garage.kept.label}`}
              {garage.kept.current ? "" : " (not the one pages show)"}
            </Link>
          ) : (
            <a href="#add-to-garage-heading" className="font-semibold text-accent hover:underline">
              Add to my garage
            </a>
          )}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {decoded ? (
          <section aria-labelledby="decoded-heading" data-decoded-vin={decoded.vin} className="mb-10">
            <h2 id="decoded-heading" className="text-2xl font-bold">
              Decoded from the VIN
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-xl border border-border bg-card p-4 sm:grid-cols-2">
              <DecodedRow term="VIN" value={decoded.vin} mono />
              <DecodedRow term="Trim or series" value={decoded.trim} />
              <DecodedRow term="Body" value={decoded.body} />
              <DecodedRow term="Engine" value={decoded.engineText} />
              <DecodedRow term="Transmission" value={decoded.transmission} />
              <DecodedRow term="Drive" value={decoded.drive} />
              <DecodedRow term="Built in" value={decoded.plant} />
            </dl>
            <p className="mt-2 text-sm text-muted">
              Decoded on this server from NHTSA's vPIC data, and not stored. A line is left out where the data does not
              say.
            </p>
          </section>
        ) : null}
        <VehicleReportSections
          report={report}
          label={label}
          makeName={make.name}
          basePath={basePath}
          engine={engine}
          systems={systems}
        />
        {garage.kept ? null : (
          <StaticHtml key={basePath + (engine ?? "")} id="add-to-garage" html={garage.addForm} className="mt-10" />
        )}
      </div>
    </>
  );
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? (error.data as { message?: string } | null)?.message
      : undefined;
  if (!message) return <ErrorPage error={error} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">No page for that vehicle</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <p className="mt-6">
        <Link to="/vehicles" className="font-semibold text-accent hover:underline">
          Pick a vehicle or decode a VIN
        </Link>
      </p>
    </div>
  );
}
