import { createCookie } from "react-router";
import { z } from "zod";
import { vehicleMakeSlugs } from "~/content/vehicles";
import { emptyGarage, GARAGE_LIMIT, type Garage, MILEAGE_LIMIT, NICKNAME_LIMIT, nicknameFits } from "./garage";
import { checkVin } from "./vin";

/**
 * A signed-out visitor's garage, kept in their own browser: a signed cookie
 * (HMAC with the site's secret, so it cannot be edited or forged), sent only
 * to this site, lasting 400 days (the most browsers keep a cookie), so it
 * survives a browser restart. Nothing of it is stored on the server.
 *
 * Browsers drop a cookie over 4,096 bytes without a word, so the stored form
 * is compact (short keys) and the limits keep the largest possible garage
 * (ten vehicles of the longest model name, each with the longest nickname in
 * bytes, a mileage and a VIN) under that; a test checks it. A request whose cookie is
 * larger than that, unsigned, tampered with or not a garage reads as empty.
 */

const COOKIE_NAME = "cmai_garage";
/** The largest cookie value read or written. */
export const GARAGE_COOKIE_MAX_BYTES = 4_000;
const FOUR_HUNDRED_DAYS = 400 * 24 * 60 * 60;

/** The stored form: short keys, because every byte travels with every request. */
const storedVehicle = z.object({
  i: z.string().regex(/^[A-Za-z0-9_-]{8,24}$/),
  y: z.number().int().min(1981).max(2100),
  k: z.enum(vehicleMakeSlugs),
  m: z.string().regex(/^[a-z0-9-]{1,60}$/),
  e: z
    .string()
    .regex(/^(\d\.\d(-diesel)?|electric)$/)
    .optional(),
  n: z.string().min(1).max(NICKNAME_LIMIT).refine(nicknameFits).optional(),
  o: z.number().int().min(0).max(MILEAGE_LIMIT).optional(),
  v: z
    .string()
    .refine((vin) => {
      const check = checkVin(vin);
      return check.ok && check.vin === vin;
    })
    .optional(),
});
const storedGarage = z.object({ v: z.array(storedVehicle).max(GARAGE_LIMIT), c: z.string().nullable() });

export type GarageCookie = {
  /** The garage in a request's Cookie header; `tampered` when a cookie was there but could not be trusted. */
  parse: (cookieHeader: string | null) => Promise<{ garage: Garage; tampered: boolean }>;
  /** The Set-Cookie value that stores `garage` (or removes the cookie when it is empty). */
  serialize: (garage: Garage) => Promise<string>;
  clear: () => Promise<string>;
};

/** Whether a request carries a garage cookie (valid or not): its pages are the visitor's own. */
export function hasGarageCookie(cookieHeader: string | null | undefined) {
  return Boolean(cookieHeader?.includes(`${COOKIE_NAME}=`));
}

/** Built once with the services (it needs the signing secret); see server/services.ts. */
export function createGarageCookie({ secret, secure }: { secret: string; secure: boolean }): GarageCookie {
  const cookie = createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: FOUR_HUNDRED_DAYS,
    secrets: [secret],
  });
  const clear = () => cookie.serialize("", { maxAge: 0 });
  return {
    async parse(cookieHeader) {
      if (!hasGarageCookie(cookieHeader)) return { garage: emptyGarage, tampered: false };
      // Larger than any cookie this site writes: not ours, and not worth decoding.
      if ((cookieHeader?.length ?? 0) > 16_384 || cookieValueLength(cookieHeader ?? "") > GARAGE_COOKIE_MAX_BYTES) {
        return { garage: emptyGarage, tampered: true };
      }
      const parsed = storedGarage.safeParse(await cookie.parse(cookieHeader));
      if (!parsed.success) return { garage: emptyGarage, tampered: true };
      const vehicles = parsed.data.v.map((stored) => ({
        id: stored.i,
        year: stored.y,
        make: stored.k,
        model: stored.m,
        ...(stored.e === undefined ? {} : { engine: stored.e }),
        ...(stored.n === undefined ? {} : { nickname: stored.n }),
        ...(stored.o === undefined ? {} : { mileage: stored.o }),
        ...(stored.v === undefined ? {} : { vin: stored.v }),
      }));
      const ids = new Set(vehicles.map((vehicle) => vehicle.id));
      if (ids.size !== vehicles.length) return { garage: emptyGarage, tampered: true };
      const currentId =
        parsed.data.c !== null && ids.has(parsed.data.c) ? parsed.data.c : (vehicles.at(-1)?.id ?? null);
      return { garage: { vehicles, currentId }, tampered: false };
    },
    async serialize(garage) {
      if (garage.vehicles.length === 0) return clear();
      const stored = {
        v: garage.vehicles.map((vehicle) => ({
          i: vehicle.id,
          y: vehicle.year,
          k: vehicle.make,
          m: vehicle.model,
          e: vehicle.engine,
          n: vehicle.nickname,
          o: vehicle.mileage,
          v: vehicle.vin,
        })),
        c: garage.currentId,
      };
      const setCookie = await cookie.serialize(storedGarage.parse(stored));
      // The limits make this impossible; if they change, fail here rather than let the browser drop the garage.
      if (setCookie.length > GARAGE_COOKIE_MAX_BYTES + 200) throw new Error("The garage cookie grew past its limit.");
      return setCookie;
    },
    clear,
  };
}

function cookieValueLength(cookieHeader: string) {
  const start = cookieHeader.indexOf(`${COOKIE_NAME}=`);
  const end = cookieHeader.indexOf(";", start);
  return (end === -1 ? cookieHeader.length : end) - start - COOKIE_NAME.length - 1;
}
