import { randomUUID } from "node:crypto";
import { type Kysely, sql, type UpdateObject } from "kysely";
import type { VehicleMake } from "~/content/vehicles";
import { GARAGE_LIMIT, type Garage, type GarageVehicle } from "~/vehicles/garage";
import { type DialectName, toDate, toStoredTimestamp } from "./db.server";
import type { Database } from "./schema";

/**
 * My garage for signed-in users: at most GARAGE_LIMIT vehicles per user, one
 * of them current. The limit and "one row per vehicle" are held by the
 * table's unique constraints (migration 0006-garage), never by a count read
 * before writing: an add reads the garage, inserts into the lowest free slot
 * with ON CONFLICT DO NOTHING, and when another instance got there first,
 * reads again. Every statement names the user, so an id from a form or a
 * cookie can never reach another user's vehicle.
 */

type NewVehicle = Omit<GarageVehicle, "id">;
export type AddResult = { ok: true; id: string; added: boolean } | { ok: false; reason: "full" };
export type MergeResult = { added: number; updated: number; skipped: number };

/**
 * Each failed insert means another add stored a row this one had not read,
 * and a garage holds at most GARAGE_LIMIT rows: without vehicles being
 * removed at the same time, an add settles well within this many rounds.
 */
const MAX_ROUNDS = 3 * GARAGE_LIMIT;

type Row = {
  id: string;
  slot: number;
  year: number;
  make: string;
  model: string;
  engine: string;
  nickname: string | null;
  mileage: number | null;
  vin: string | null;
  chosen_at: Date | string | null;
};
type Changes = UpdateObject<Database, "garage_vehicles">;

async function readRows(db: Kysely<Database>, userId: string): Promise<Row[]> {
  return db
    .selectFrom("garage_vehicles")
    .select(["id", "slot", "year", "make", "model", "engine", "nickname", "mileage", "vin", "chosen_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("slot")
    .execute();
}

function toVehicle(row: Row): GarageVehicle {
  // Written only from validated input (the caller's zod schema), so a stored make is one of ours.
  const vehicle: GarageVehicle = { id: row.id, year: row.year, make: row.make as VehicleMake, model: row.model };
  // What is not known is absent, not undefined: the garage cookie and the database hand out the same shape.
  if (row.engine !== "") vehicle.engine = row.engine;
  if (row.nickname !== null) vehicle.nickname = row.nickname;
  if (row.mileage !== null) vehicle.mileage = row.mileage;
  if (row.vin !== null) vehicle.vin = row.vin;
  return vehicle;
}

/** The latest chosen; among equal times (or none chosen) the higher slot. */
function currentOf(rows: Row[]): string | null {
  let best: { id: string; at: number; slot: number } | null = null;
  for (const row of rows) {
    const at = row.chosen_at === null ? Number.NEGATIVE_INFINITY : toDate(row.chosen_at).getTime();
    if (!best || at > best.at || (at === best.at && row.slot > best.slot)) best = { id: row.id, at, slot: row.slot };
  }
  return best?.id ?? null;
}

export async function listGarage(db: Kysely<Database>, userId: string): Promise<Garage> {
  const rows = await readRows(db, userId);
  return { vehicles: rows.map(toVehicle), currentId: currentOf(rows) };
}

function isSame(row: Row, vehicle: NewVehicle) {
  return (
    row.year === vehicle.year &&
    row.make === vehicle.make &&
    row.model === vehicle.model &&
    row.engine === (vehicle.engine ?? "")
  );
}

/**
 * "overwrite": the caller's nickname, mileage and VIN replace the stored ones
 * (adding again from the picker). "fill": they only fill blanks (merging a
 * cookie garage, where the account's own values win).
 */
type Extras = "overwrite" | "fill";

function extrasUpdate(vehicle: NewVehicle, extras: Extras): Changes {
  const changes: Changes = {};
  const { nickname, mileage, vin } = vehicle;
  const fill = extras === "fill";
  if (nickname !== undefined) changes.nickname = fill ? sql<string>`coalesce(nickname, ${nickname})` : nickname;
  if (mileage !== undefined) changes.mileage = fill ? sql<number>`coalesce(mileage, ${mileage})` : mileage;
  if (vin !== undefined) changes.vin = fill ? sql<string>`coalesce(vin, ${vin})` : vin;
  return changes;
}

/** Stores one vehicle for the user, or updates the stored one; see the module comment for the race. */
async function placeVehicle(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: string,
  vehicle: NewVehicle,
  { extras, chosenAt }: { extras: Extras; chosenAt: Date | null },
  now: Date,
): Promise<AddResult> {
  const chosen = chosenAt === null ? null : toStoredTimestamp(dialect, chosenAt);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const rows = await readRows(db, userId);
    const existing = rows.find((row) => isSame(row, vehicle));
    if (existing) {
      const changes = extrasUpdate(vehicle, extras);
      if (chosen !== null) changes.chosen_at = chosen;
      // Nothing to write: it is there, and that is all the caller asked.
      if (Object.keys(changes).length === 0) return { ok: true, id: existing.id, added: false };
      const result = await db
        .updateTable("garage_vehicles")
        .set(changes)
        .where("id", "=", existing.id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return { ok: true, id: existing.id, added: false };
      continue; // Removed since it was read: add it afresh.
    }
    const taken = new Set(rows.map((row) => row.slot));
    const slot = Array.from({ length: GARAGE_LIMIT }, (_, index) => index).find((index) => !taken.has(index));
    if (slot === undefined) return { ok: false, reason: "full" };
    const id = randomUUID();
    const inserted = await db
      .insertInto("garage_vehicles")
      .values({
        id,
        user_id: userId,
        slot,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        engine: vehicle.engine ?? "",
        nickname: vehicle.nickname ?? null,
        mileage: vehicle.mileage ?? null,
        vin: vehicle.vin ?? null,
        created_at: toStoredTimestamp(dialect, now),
        chosen_at: chosen,
      })
      // Any unique constraint: the slot or the vehicle was stored by another instance since the read.
      .onConflict((conflict) => conflict.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { ok: true, id, added: true };
  }
  // Reached only while vehicles are being removed and added without pause; no slot was won.
  return { ok: false, reason: "full" };
}

/**
 * Adds a vehicle and makes it current. The same vehicle (year, make, model,
 * engine) already there is made current instead, its nickname, mileage and
 * VIN replaced where the argument has them (added: false).
 */
export async function addToGarage(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: string,
  vehicle: NewVehicle,
  now = new Date(),
): Promise<AddResult> {
  return placeVehicle(db, dialect, userId, vehicle, { extras: "overwrite", chosenAt: now }, now);
}

export async function chooseVehicle(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: string,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("garage_vehicles")
    .set({ chosen_at: toStoredTimestamp(dialect, now) })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Null clears a field, undefined leaves it. */
export type VehicleChanges = { nickname?: string | null; mileage?: number | null; vin?: string | null };

export async function updateVehicle(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: VehicleChanges,
): Promise<boolean> {
  const set: Changes = {};
  if (changes.nickname !== undefined) set.nickname = changes.nickname;
  if (changes.mileage !== undefined) set.mileage = changes.mileage;
  if (changes.vin !== undefined) set.vin = changes.vin;
  if (Object.keys(set).length === 0) {
    const row = await db
      .selectFrom("garage_vehicles")
      .select("id")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row !== undefined;
  }
  const result = await db
    .updateTable("garage_vehicles")
    .set(set)
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The current vehicle removed, the latest chosen of the others becomes current (listGarage). */
export async function removeVehicle(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("garage_vehicles")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Moves a signed-out visitor's cookie garage into the account at sign-in.
 * Each vehicle is added as by addToGarage, except that on a vehicle the
 * account already has it only fills blanks (the account's own nickname,
 * mileage and VIN win). Merged vehicles are stored unchosen, and the cookie's
 * current vehicle is chosen at the end: so it becomes current when it made it
 * in, and when the account was full the account's own current stays. The
 * cookie's ids are never stored or trusted: each vehicle gets a fresh id.
 */
export async function mergeGarage(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: string,
  garage: Garage,
  now = new Date(),
): Promise<MergeResult> {
  const counts: MergeResult = { added: 0, updated: 0, skipped: 0 };
  let currentId: string | null = null;
  for (const { id: cookieId, ...vehicle } of garage.vehicles) {
    const result = await placeVehicle(db, dialect, userId, vehicle, { extras: "fill", chosenAt: null }, now);
    if (!result.ok) {
      counts.skipped += 1;
      continue;
    }
    counts[result.added ? "added" : "updated"] += 1;
    if (cookieId === garage.currentId) currentId = result.id;
  }
  if (currentId !== null) await chooseVehicle(db, dialect, userId, currentId, now);
  return counts;
}
