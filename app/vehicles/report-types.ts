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
