import type { ProblemFit } from "~/vehicles/report-types";

/**
 * A problem's mark for the visitor's current vehicle, in plain words: "Applies
 * to your 2013 Ford F-150", "Known on your 2013 Ford F-150 if it has the 3.5L
 * EcoBoost V6". Nothing for a problem that does not concern it.
 */
export function vehicleFitText(fit: ProblemFit | undefined, label: string): string | null {
  if (!fit || fit.fit === "no") return null;
  const text = `${fit.scope === "only" ? "Applies to" : "Known on"} your ${label}`;
  return fit.engines ? `${text} if it has the ${fit.engines}` : text;
}

export function VehicleFitMark({ fit, label }: { fit: ProblemFit | undefined; label: string }) {
  const text = vehicleFitText(fit, label);
  if (!text || !fit) return null;
  return (
    <p className="mt-2 text-sm font-semibold text-accent" data-vehicle-fit={fit.fit}>
      {text}
    </p>
  );
}
