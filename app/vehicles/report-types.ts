import type { SystemSlug, Verdict } from "~/content/diagnostics";

/** A problem on a vehicle page or VIN result, as the page receives it from vehicle-report.server.ts. */
export type VehicleProblem = {
  system: { slug: SystemSlug; name: string };
  slug: string;
  title: string;
  verdict: Verdict;
  /** "yes", or "engine" when it applies only with an engine the vehicle may not have. */
  fit: "yes" | "engine";
  /** The match in words: "2011–2016 Ford F-150 with the 3.5L EcoBoost V6". */
  appliesTo: string;
};

/** An engine to narrow a vehicle page by: ?engine=3.5, 6.7-diesel or electric. */
export type EngineChoice = { value: string; label: string };

/**
 * How one problem on a system page stands with the visitor's current vehicle
 * (vehicle-fit.server.ts): "yes", or "engine" when it needs an engine the
 * garage does not say; "no" when the problem happens only on other vehicles.
 * Problems that say nothing of vehicles have no entry.
 */
export type ProblemFit =
  | {
      fit: "yes" | "engine";
      /** "only": it happens only on vehicles like this one (appliesTo); "known": any vehicle can have it, and it is known on this one (commonOn). */
      scope: "only" | "known";
      /** For fit "engine", the engines it takes: "3.5L EcoBoost V6". */
      engines?: string;
    }
  | { fit: "no" };
