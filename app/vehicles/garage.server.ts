import { randomBytes } from "node:crypto";
import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { currentUserContext } from "~/auth/session.server";
import { vehicleMake } from "~/content/vehicles";
import { findModel, lastModelYear, modelName, soldIn } from "~/content/vehicles/index.server";
import { addToGarage, chooseVehicle, listGarage, mergeGarage, removeVehicle, updateVehicle } from "~/db/garage.server";
import { type Flash, flashContext } from "~/http/flash.server";
import { parseForm, readForm } from "~/http/forms.server";
import { safeRedirect } from "~/http/safe-redirect";
import { appendSetCookies } from "~/http/set-cookie";
import { servicesContext } from "~/request-context";
import { type CurrentVehicle, currentVehicleContext } from "./current-vehicle.server";
import { emptyGarage, GARAGE_LIMIT, type Garage, type GarageVehicle, type HeaderGarage, sameVehicle } from "./garage";
import { hasGarageCookie } from "./garage-cookie.server";
import {
  addVehicleSchema,
  type GarageIntent,
  garageIntents,
  mileageValue,
  updateVehicleSchema,
  vehicleIdSchema,
} from "./garage-forms";
import { FIRST_MODEL_YEAR } from "./picker.server";
import { parseEngineValue } from "./vehicle-report.server";
import { checkVin } from "./vin";

/**
 * My garage at work: which store a request's garage lives in (the signed
 * cookie for a signed-out visitor, the database for a signed-in one), the
 * root middleware that reads it once per request (and moves a cookie garage
 * into the account on the first request after sign-in), and the one action
 * every garage form posts to, /vehicles/garage.
 */

export type RequestGarage = { garage: Garage; signedIn: boolean };

export const garageContext = createContext<RequestGarage>({ garage: emptyGarage, signedIn: false });

/** A garage vehicle as pages show it. */
export type GarageEntry = GarageVehicle & { label: string; description: string; path: string; current: boolean };

/** "3.5L", "6.7L diesel", "electric". */
function engineLabel(engine: string | undefined): string | undefined {
  if (!engine) return undefined;
  if (engine === "electric") return "electric";
  return engine.endsWith("-diesel") ? `${engine.replace("-diesel", "")}L diesel` : `${engine}L`;
}

/** "2013 Ford F-150 3.5L". */
export function describeVehicle(vehicle: Omit<GarageVehicle, "id">) {
  const make = vehicleMake(vehicle.make)?.name ?? vehicle.make;
  return [vehicle.year, make, modelName(vehicle.make, vehicle.model), engineLabel(vehicle.engine)]
    .filter(Boolean)
    .join(" ");
}

function pathOf(vehicle: Omit<GarageVehicle, "id">) {
  const base = `/vehicles/${vehicle.year}/${vehicle.make}/${vehicle.model}`;
  return vehicle.engine ? `${base}?engine=${vehicle.engine}` : base;
}

export function garageEntries(garage: Garage): GarageEntry[] {
  return garage.vehicles.map((vehicle) => ({
    ...vehicle,
    description: describeVehicle(vehicle),
    label: vehicle.nickname ?? describeVehicle(vehicle),
    path: pathOf(vehicle),
    current: vehicle.id === garage.currentId,
  }));
}

function currentVehicleOf(garage: Garage): CurrentVehicle | null {
  const vehicle = garage.vehicles.find((candidate) => candidate.id === garage.currentId);
  if (!vehicle) return null;
  return {
    vehicle: {
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      ...parseEngineValue(vehicle.engine ?? null),
    },
    label: vehicle.nickname ?? describeVehicle(vehicle),
    description: describeVehicle(vehicle),
    path: pathOf(vehicle),
  };
}

/**
 * Root middleware, after the session: reads the garage once per request for
 * the header and every loader. A signed-in visitor who still has a cookie
 * garage (they built it before signing in, on any sign-in path) gets it
 * merged into the account here, and the cookie is removed. A cookie that
 * cannot be trusted (forged, edited, oversized) reads as an empty garage and
 * is removed.
 */
export const garageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookieHeader = request.headers.get("cookie");
  const user = context.get(currentUserContext);
  if (!user && !hasGarageCookie(cookieHeader)) {
    context.set(garageContext, { garage: emptyGarage, signedIn: false });
    context.set(currentVehicleContext, null);
    return next();
  }
  const { garageCookie, database } = context.get(servicesContext);
  let garage: Garage;
  let removeCookie = false;
  if (user) {
    if (hasGarageCookie(cookieHeader)) {
      const fromCookie = await garageCookie.parse(cookieHeader);
      if (fromCookie.garage.vehicles.length > 0) {
        const merged = await mergeGarage(database.db, database.dialect, user.id, fromCookie.garage);
        if (merged.skipped > 0)
          context.set(flashContext, withFullGarageNote(context.get(flashContext), merged.skipped));
      }
      removeCookie = true;
    }
    garage = await listGarage(database.db, user.id);
  } else {
    const fromCookie = await garageCookie.parse(cookieHeader);
    garage = fromCookie.garage;
    removeCookie = fromCookie.tampered;
  }
  context.set(garageContext, { garage, signedIn: Boolean(user) });
  context.set(currentVehicleContext, currentVehicleOf(garage));
  const response = await next();
  if (removeCookie) appendSetCookies(response.headers, await garageCookie.clear());
  return response;
};

/**
 * The message for a merge that met a full account garage: the vehicles this
 * browser held that did not fit are named by number, beside any message the
 * page already carries ("Signed in as …"), so nothing goes missing unseen.
 */
function withFullGarageNote(flash: Flash | null, skipped: number): Flash {
  const note = `${skipped === 1 ? "1 vehicle" : `${skipped} vehicles`} saved in this browser did not fit: your garage holds ${GARAGE_LIMIT}. Remove one to make room, then add it again.`;
  if (!flash) return { kind: "info", title: "Your garage is full", message: note };
  return { ...flash, message: flash.message ? `${flash.message} ${note}` : note };
}

/** What the header needs: the current vehicle and the others to switch to; null for an empty garage. */
export function headerGarage(context: Readonly<RouterContextProvider>): HeaderGarage {
  const { garage } = context.get(garageContext);
  if (garage.vehicles.length === 0) return null;
  const entries = garageEntries(garage);
  const current = entries.find((entry) => entry.current) ?? entries[0];
  if (!current) return null;
  return {
    current: { label: current.label, path: current.path },
    vehicles: entries.map((entry) => ({ id: entry.id, label: entry.label, current: entry.current })),
  };
}

/** A failed garage form: which form it was (the intent, and the vehicle for per-vehicle forms) and its result. */
export type GarageActionError = {
  intent: GarageIntent;
  id?: string;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  /** For a failed "add": the vehicle it was for, so the form can be shown again. */
  vehicle?: Omit<GarageVehicle, "id"> & { description: string };
};

const NOT_IN_GARAGE = "That vehicle is not in your garage any more. It may have been removed on another device.";

/**
 * POST /vehicles/garage: add, choose, update or remove a vehicle, then back
 * to `returnTo` with a message. A form with a mistake is answered by the
 * garage page with the message next to the field and what was typed kept.
 */
export async function garageAction(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  if (!sameOriginPost(request, services.env.APP_URL)) {
    // A form on another site must not rewrite a visitor's garage (the cookie's SameSite=Lax does not stop it being set).
    return failure({ intent: "add", message: "Garage changes are only accepted from this site's own pages." }, 403);
  }
  const form = await readForm(request);
  const intentValue = form.get("intent");
  const intent = garageIntents.find((candidate) => candidate === intentValue);
  const returnTo = safeRedirect(form.get("returnTo") ?? refererPath(request), "/vehicles/garage");
  if (!intent)
    return failure({ intent: "add", message: "The form was not one of the garage's. Try again from the page." });
  const { garage, signedIn } = context.get(garageContext);
  const user = context.get(currentUserContext);
  const values = textValues(form);

  if (intent === "add") {
    const checked = checkVehicle(values.year ?? "", values.make ?? "", values.model ?? "", values.engine ?? "");
    if (!checked.ok) return failure({ intent, message: checked.message, values });
    const submission = parseForm(form, addVehicleSchema);
    // The form is shown again on the garage page, for the vehicle it was for, with the VIN it offered.
    const rawVin = form.get("vin");
    const adding = {
      ...checked.vehicle,
      ...(typeof rawVin === "string" && checkVin(rawVin).ok ? { vin: rawVin } : {}),
      description: describeVehicle(checked.vehicle),
    };
    if (submission.status !== "success") {
      return failure({ intent, fieldErrors: firstErrors(submission.error), values, vehicle: adding });
    }
    const input = submission.value;
    let vin: string | undefined;
    if (input.keepVin === "on") {
      const vinCheck = checkVin(input.vin);
      if (!vinCheck.ok) return failure({ intent, fieldErrors: { keepVin: vinCheck.message }, values, vehicle: adding });
      vin = vinCheck.vin;
    }
    const vehicle: Omit<GarageVehicle, "id"> = {
      ...checked.vehicle,
      ...(input.nickname ? { nickname: input.nickname } : {}),
      ...(mileageValue(input.mileage) === undefined ? {} : { mileage: mileageValue(input.mileage) }),
      ...(vin ? { vin } : {}),
    };
    const label = describeVehicle(vehicle);
    if (signedIn && user) {
      const result = await addToGarage(services.database.db, services.database.dialect, user.id, vehicle);
      if (!result.ok) return failure({ intent, message: fullMessage(), values, vehicle: adding });
      return done(`${label} is ${result.added ? "in your garage" : "chosen"}`, "Pages now show what applies to it.");
    }
    const existing = garage.vehicles.find((candidate) => sameVehicle(candidate, vehicle));
    if (!existing && garage.vehicles.length >= GARAGE_LIMIT) {
      return failure({ intent, message: fullMessage(), values, vehicle: adding });
    }
    const id = existing?.id ?? newVehicleId();
    const vehicles = existing
      ? garage.vehicles.map((candidate) => (candidate.id === id ? { ...candidate, ...vehicle, id } : candidate))
      : [...garage.vehicles, { ...vehicle, id }];
    return done(`${label} is ${existing ? "chosen" : "in your garage"}`, "Pages now show what applies to it.", {
      vehicles,
      currentId: id,
    });
  }

  // Choose, update and remove name a vehicle of this garage; update also carries its new details.
  const rawId = typeof form.get("id") === "string" ? String(form.get("id")) : undefined;
  if (intent === "update") {
    const submission = parseForm(form, updateVehicleSchema);
    if (submission.status !== "success") {
      return failure({ intent, id: rawId, fieldErrors: firstErrors(submission.error), values });
    }
    const { id, nickname, mileage, keepVin } = submission.value;
    const vehicle = garage.vehicles.find((candidate) => candidate.id === id);
    if (!vehicle) return failure({ intent, id, message: NOT_IN_GARAGE, values });
    const changes = {
      nickname: nickname || null,
      mileage: mileageValue(mileage) ?? null,
      // A VIN is only ever kept, never added here: unticking forgets it.
      ...(keepVin === "on" ? {} : { vin: null }),
    };
    if (signedIn && user) await updateVehicle(services.database.db, user.id, id, changes);
    const updated: GarageVehicle = {
      id,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      ...(vehicle.engine ? { engine: vehicle.engine } : {}),
      ...(changes.nickname ? { nickname: changes.nickname } : {}),
      ...(changes.mileage === null ? {} : { mileage: changes.mileage }),
      ...(vehicle.vin && keepVin === "on" ? { vin: vehicle.vin } : {}),
    };
    return done(
      `${updated.nickname ?? describeVehicle(updated)} is updated`,
      undefined,
      signedIn
        ? undefined
        : { ...garage, vehicles: garage.vehicles.map((candidate) => (candidate.id === id ? updated : candidate)) },
    );
  }

  const submission = parseForm(form, vehicleIdSchema);
  if (submission.status !== "success") {
    return failure({ intent, id: rawId, fieldErrors: firstErrors(submission.error), values });
  }
  const { id } = submission.value;
  const vehicle = garage.vehicles.find((candidate) => candidate.id === id);
  if (!vehicle) return failure({ intent, id, message: NOT_IN_GARAGE, values });
  const label = vehicle.nickname ?? describeVehicle(vehicle);
  if (intent === "choose") {
    if (signedIn && user) await chooseVehicle(services.database.db, services.database.dialect, user.id, id);
    return done(`Showing pages for ${label}`, undefined, signedIn ? undefined : { ...garage, currentId: id });
  }
  // Remove.
  if (signedIn && user) await removeVehicle(services.database.db, user.id, id);
  const vehicles = garage.vehicles.filter((candidate) => candidate.id !== id);
  const currentId = garage.currentId === id ? (vehicles.at(-1)?.id ?? null) : garage.currentId;
  return done(`${label} is out of your garage`, undefined, signedIn ? undefined : { vehicles, currentId });

  async function done(title: string, message?: string, cookieGarage?: Garage): Promise<never> {
    const headers = new Headers();
    if (cookieGarage) appendSetCookies(headers, await services.garageCookie.serialize(cookieGarage));
    appendSetCookies(
      headers,
      await services.flashCookie.serialize({ kind: "success", title, ...(message ? { message } : {}) }),
    );
    throw redirect(returnTo, { headers });
  }
}

function failure(error: Partial<GarageActionError> & { intent: GarageIntent }, status = 400) {
  const body: GarageActionError = {
    intent: error.intent,
    ...(error.id ? { id: error.id } : {}),
    message: error.message ?? "Check the highlighted field.",
    fieldErrors: error.fieldErrors ?? {},
    values: error.values ?? {},
    ...(error.vehicle ? { vehicle: error.vehicle } : {}),
  };
  return data({ garageError: body }, { status });
}

function fullMessage() {
  return `Your garage holds ${GARAGE_LIMIT} vehicles. Remove one to add another.`;
}

/** The form's text fields, to put back in the form after a mistake (never more than the form has, never long). */
function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ["year", "make", "model", "engine", "nickname", "mileage", "id"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 60);
  }
  return values;
}

function firstErrors(errors: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (messages?.[0]) first[name || "form"] = messages[0];
  }
  return first;
}

/** A vehicle the site's model list has, or the reason it is not one. */
function checkVehicle(
  yearText: string,
  makeSlug: string,
  modelSlug: string,
  engine: string,
): { ok: true; vehicle: Omit<GarageVehicle, "id"> } | { ok: false; message: string } {
  const year = Number(yearText);
  if (!(year >= FIRST_MODEL_YEAR && year <= lastModelYear())) {
    return { ok: false, message: `Choose a model year from ${FIRST_MODEL_YEAR} to ${lastModelYear()}.` };
  }
  const make = vehicleMake(makeSlug);
  if (!make)
    return { ok: false, message: "The site does not know that make. Pick it from the list on the My Vehicle page." };
  const model = findModel(make.slug, modelSlug);
  if (!model || !soldIn(model, year)) {
    return { ok: false, message: `NHTSA's data has no ${year} ${make.name} by that model name.` };
  }
  if (engine && !parseEngineValue(engine)) return { ok: false, message: "Choose an engine from the list, or none." };
  return { ok: true, vehicle: { year, make: make.slug, model: model.slug, ...(engine ? { engine } : {}) } };
}

/**
 * The page a form was sent from, for forms that cannot carry it (the header's,
 * a static island that stays the same across client-side navigation): the
 * Referer's path and query when it is this site's. Browsers send it for a
 * same-origin post under the site's strict-origin-when-cross-origin policy.
 */
function refererPath(request: Request): string | null {
  const referer = URL.parse(request.headers.get("referer") ?? "");
  const own = URL.parse(request.url);
  if (!referer || !own || referer.host !== own.host) return null;
  return referer.pathname + referer.search;
}

function newVehicleId() {
  return randomBytes(12).toString("base64url");
}

/**
 * Whether a POST comes from this site's own pages: browsers say where a form
 * was sent from (Sec-Fetch-Site, or Origin); a request that says neither
 * (curl, old browsers) is let through, as it carries no visitor's cookie
 * unless its sender has it.
 */
function sameOriginPost(request: Request, appUrl: string) {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === null;
  return origin === new URL(appUrl).origin;
}
