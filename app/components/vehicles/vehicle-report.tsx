import { Link } from "react-router";
import type { EngineChoice, VehicleProblem } from "~/vehicles/report-types";
import { VehicleProblemList } from "./vehicle-problems";

export type VehicleReportView = {
  specific: VehicleProblem[];
  knownOn: VehicleProblem[];
  engines: EngineChoice[];
  profile: { slug: string; name: string; issues: { title: string; affected: string }[] } | undefined;
  makeCodes: { code: string; title: string }[];
};

/**
 * The body of a vehicle page and of a VIN result: its own problems first,
 * then general faults known on it, the manufacturer profile's issues that
 * name the model, the make's meanings of the codes, and the systems to browse.
 */
export function VehicleReportSections({
  report,
  label,
  makeName,
  basePath,
  engine,
  systems,
}: {
  report: VehicleReportView;
  /** "2016 Nissan Altima" */
  label: string;
  makeName: string;
  /** The vehicle page's path, for the engine links. */
  basePath: string;
  /** The engine the page is narrowed to (?engine=), if any. */
  engine: string | undefined;
  systems: { slug: string; name: string }[];
}) {
  const nothingKnown = report.specific.length === 0 && report.knownOn.length === 0;
  return (
    <div className="space-y-10">
      {report.engines.length > 1 || (engine && report.engines.length > 0) ? (
        <nav aria-label="Narrow by engine" className="rounded-xl border border-border bg-card p-4">
          <p className="text-sm font-semibold">Engine</p>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            <li>
              <Link
                to={basePath}
                aria-current={engine ? undefined : "page"}
                className="inline-flex min-h-10 items-center rounded-md border border-border px-3 hover:border-accent aria-[current=page]:border-accent aria-[current=page]:font-bold"
              >
                Any engine
              </Link>
            </li>
            {report.engines.map((choice) => (
              <li key={choice.value}>
                <Link
                  to={`${basePath}?engine=${choice.value}`}
                  aria-current={engine === choice.value ? "page" : undefined}
                  className="inline-flex min-h-10 items-center rounded-md border border-border px-3 hover:border-accent aria-[current=page]:border-accent aria-[current=page]:font-bold"
                >
                  {choice.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="specific-heading" data-vehicle-specific={report.specific.length}>
        <h2 id="specific-heading" className="text-2xl font-bold">
          Problems specific to the {label}
        </h2>
        {report.specific.length > 0 ? (
          <VehicleProblemList problems={report.specific} />
        ) : (
          <p className="mt-2 text-muted">
            {nothingKnown
              ? `We know of no problem that is specific to the ${label}. Every fault in the systems below can still happen on it: start from the symptom.`
              : `We know of no fault that happens only on the ${label}; the general faults below are known on it.`}
          </p>
        )}
      </section>

      {report.knownOn.length > 0 ? (
        <section aria-labelledby="known-heading" data-vehicle-known={report.knownOn.length}>
          <h2 id="known-heading" className="text-2xl font-bold">
            General faults known on this vehicle
          </h2>
          <p className="mt-1 text-sm text-muted">Any vehicle can have these; they are reported often on this one.</p>
          <VehicleProblemList problems={report.knownOn} />
        </section>
      ) : null}

      {report.profile ? (
        <section aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="text-2xl font-bold">
            From the {report.profile.name} profile
          </h2>
          {report.profile.issues.length > 0 ? (
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {report.profile.issues.map((issue) => (
                <li key={issue.title}>
                  <span className="font-semibold">{issue.title}</span>
                  <span className="text-muted">: {issue.affected}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">None of the profile's ten known issues names this model.</p>
          )}
          <p className="mt-3">
            <Link to={`/manufacturers/${report.profile.slug}`} className="font-semibold text-accent hover:underline">
              The {report.profile.name} profile: reliability, recalls and known issues
            </Link>
          </p>
        </section>
      ) : null}

      {report.makeCodes.length > 0 ? (
        <section aria-labelledby="codes-heading">
          <h2 id="codes-heading" className="text-2xl font-bold">
            {makeName} meanings of its trouble codes
          </h2>
          <ul className="mt-3 space-y-1">
            {report.makeCodes.map((code) => (
              <li key={`${code.code}${code.title}`}>
                <Link to={`/codes/${code.code}`} className="font-mono font-semibold text-accent hover:underline">
                  {code.code}
                </Link>{" "}
                {code.title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="systems-heading">
        <h2 id="systems-heading" className="text-2xl font-bold">
          Browse by system
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {systems.map((system) => (
            <li key={system.slug}>
              <Link
                to={`/diagnostics/${system.slug}`}
                className="flex min-h-11 items-center rounded-md border border-border bg-card px-3 font-semibold hover:border-accent"
              >
                {system.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
