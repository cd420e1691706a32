import { Link } from "react-router";
import { VerdictBadge } from "~/components/diagnostics/verdict";
import type { VehicleProblem } from "~/vehicles/report-types";

/** Problems of one vehicle, each with its system, its drive verdict and the vehicles it applies to. */
export function VehicleProblemList({ problems }: { problems: readonly VehicleProblem[] }) {
  return (
    <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
      {problems.map((problem) => (
        <li
          key={`${problem.system.slug}/${problem.slug}`}
          className="flex flex-col gap-1.5 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <div>
            <Link
              to={`/diagnostics/${problem.system.slug}/${problem.slug}`}
              className="font-semibold text-accent hover:underline"
            >
              {problem.title}
            </Link>
            <p className="text-sm text-muted">
              {problem.system.name} · Applies to {problem.appliesTo}
              {problem.fit === "engine" ? " (check which engine this vehicle has)" : ""}
            </p>
          </div>
          <div className="shrink-0">
            <VerdictBadge verdict={problem.verdict} />
          </div>
        </li>
      ))}
    </ul>
  );
}
