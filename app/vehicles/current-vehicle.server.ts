import { createContext } from "react-router";
import type { Vehicle } from "~/content/vehicles";

/**
 * The vehicle chosen in the visitor's garage, as loaders need it: set once
 * per request by the garage middleware (garage.server.ts), null when the
 * garage is empty. A page that reads it is personal and is never served from
 * the shared HTML cache (the garage cookie or a session bypasses it).
 */
export type CurrentVehicle = {
  /** What the matcher compares (match.ts): make, model slug, year, engine when known. */
  vehicle: Vehicle;
  /** "2013 Ford F-150", or the visitor's nickname for it. */
  label: string;
  /** "2013 Ford F-150 3.5L": the vehicle itself, even when it has a nickname. */
  description: string;
  /** Its page: "/vehicles/2013/ford/f-150?engine=3.5". */
  path: string;
};

export const currentVehicleContext = createContext<CurrentVehicle | null>(null);
