/**
 * The door to the vehicle content's small, pure parts: the makes, the
 * applicability schema a problem uses and how a match is read. The model
 * list from NHTSA's vPIC data is server-only, behind `index.server.ts`.
 */
export { modelSlug, type VehicleMake, vehicleMake, vehicleMakeSlugs, vehicleMakes } from "./makes";
export { describeMatch, matchAny, matchVehicle, type Vehicle } from "./match";
export { type EngineSpec, type VehicleMatch, vehicleSchemas } from "./schema";
