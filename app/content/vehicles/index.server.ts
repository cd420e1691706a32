/**
 * The vehicle content's server-only door: the model list from NHTSA's vPIC
 * data (models.server.ts), kept apart from index.ts so that it can never
 * reach a browser bundle (docs/decisions/0014).
 */
export { findModel, lastModelYear, modelName, modelsIn, modelsOf, soldIn, type VehicleModel } from "./models.server";
export { vehiclePagesWithProblems } from "./pages.server";
