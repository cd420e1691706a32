import type { VehicleMake } from "~/content/vehicles";

/**
 * My garage: the vehicles a visitor keeps (issue 15). Signed-out visitors keep
 * theirs in a signed cookie (garage-cookie.server.ts), signed-in ones in the
 * database (app/db/garage.server.ts); garage.server.ts picks the store for a
 * request. The chosen vehicle is the one pages render for.
 */

/** At most this many vehicles per garage, in the cookie and in the database alike. */
export const GARAGE_LIMIT = 10;
export const NICKNAME_LIMIT = 40;
/**
 * And at most this many bytes in UTF-8, so ten vehicles always fit a browser's
 * 4,096-byte cookie: 40 letters of the Latin alphabet fit, 15 emoji do.
 */
export const NICKNAME_BYTE_LIMIT = 60;

export function nicknameFits(nickname: string) {
  return new TextEncoder().encode(nickname).length <= NICKNAME_BYTE_LIMIT;
}
/** Odometers stop at 999,999 on most clusters; anything above is a typo. */
export const MILEAGE_LIMIT = 999_999;

/** One vehicle as it is stored: what identifies it, and what the visitor chose to add. */
export type GarageVehicle = {
  /** Random, unguessable, stable: forms name a vehicle by it. */
  id: string;
  year: number;
  make: VehicleMake;
  /** Model slug, as in /vehicles/{year}/{make}/{model}. */
  model: string;
  /** As in ?engine=: "3.5", "6.7-diesel", "electric"; absent when not known. */
  engine?: string;
  nickname?: string;
  mileage?: number;
  /** Kept only when the visitor ticked "Keep the VIN". */
  vin?: string;
};

export type Garage = {
  /** In the order they were added. */
  vehicles: GarageVehicle[];
  /** The vehicle pages render for; null when the garage is empty. */
  currentId: string | null;
};

export const emptyGarage: Garage = { vehicles: [], currentId: null };

/** Two entries are one vehicle when year, make, model and engine agree: adding it again updates it. */
export function sameVehicle(a: Omit<GarageVehicle, "id">, b: Omit<GarageVehicle, "id">) {
  return a.year === b.year && a.make === b.make && a.model === b.model && (a.engine ?? "") === (b.engine ?? "");
}

/** The garage as the header shows it (garage.server.ts `headerGarage`); null when it is empty. */
export type HeaderGarage = {
  current: { label: string; path: string };
  vehicles: { id: string; label: string; current: boolean }[];
} | null;

/**
 * The header's garage as root data: its two static islands (the bar's menu
 * and the phone menu's section), null on a document request, where the markup
 * is already in the page; `key` changes with the garage, so a revalidation
 * after signing in or out swaps them.
 */
export type HeaderGarageIslands = { key: string; bar: string | null; menu: string | null } | null;
