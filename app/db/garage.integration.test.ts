import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase, toStoredTimestamp } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createPostgresDatabase, createSqliteDatabase, postgresAvailable } from "~/db/test-databases";
import { GARAGE_LIMIT, type Garage, type GarageVehicle } from "~/vehicles/garage";
import { addToGarage, chooseVehicle, listGarage, mergeGarage, removeVehicle, updateVehicle } from "./garage.server";

const hasPostgres = await postgresAvailable();

const targets = [
  { name: "SQLite", create: createSqliteDatabase, skip: false },
  { name: "PostgreSQL", create: createPostgresDatabase, skip: !hasPostgres },
];

const f150 = { year: 2013, make: "ford", model: "f-150", engine: "3.5" } satisfies Omit<GarageVehicle, "id">;
const civic = { year: 2016, make: "honda", model: "civic" } satisfies Omit<GarageVehicle, "id">;
const camry = { year: 2019, make: "toyota", model: "camry", engine: "2.5" } satisfies Omit<GarageVehicle, "id">;

/** Distinct vehicles: one model, one year each. */
function models(count: number, firstYear = 2000): Omit<GarageVehicle, "id">[] {
  return Array.from({ length: count }, (_, index) => ({ year: firstYear + index, make: "ford", model: "ranger" }));
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));

describe.each(targets)("my garage on $name", ({ create, skip }) => {
  let handle: { url: string; drop: () => Promise<void> };
  let database: AppDatabase;

  beforeAll(async () => {
    if (skip) return;
    handle = await create();
    database = openDatabase(handle.url);
    await migrateToLatest(database.db, database.dialect);
  });

  afterAll(async () => {
    if (skip) return;
    await database?.close();
    await handle?.drop();
  });

  /** A user row as better-auth writes it at sign-up (db/ may not import auth/, so it is written here). */
  async function newUser(email: string) {
    const id = randomUUID();
    const now = toStoredTimestamp(database.dialect, new Date());
    await database.db
      .insertInto("user")
      .values({
        id,
        name: "Test",
        email,
        emailVerified: database.dialect === "postgres" ? true : 1,
        image: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return id;
  }

  it.skipIf(skip)("lists vehicles in the order added, the latest added current, unknown engine absent", async () => {
    const userId = await newUser("order@example.test");
    expect(await listGarage(database.db, userId)).toEqual({ vehicles: [], currentId: null });
    const first = await addToGarage(database.db, database.dialect, userId, { ...f150, nickname: "Work truck" }, at(1));
    const second = await addToGarage(database.db, database.dialect, userId, civic, at(2));
    expect(first).toEqual({ ok: true, id: expect.any(String), added: true });
    expect(second).toEqual({ ok: true, id: expect.any(String), added: true });
    if (!first.ok || !second.ok) throw new Error("unreachable");
    const garage = await listGarage(database.db, userId);
    expect(garage).toEqual({
      vehicles: [
        { id: first.id, ...f150, nickname: "Work truck" },
        { id: second.id, ...civic },
      ],
      currentId: second.id,
    });
    expect(Object.keys(garage.vehicles[1] ?? {})).toEqual(["id", "year", "make", "model"]);
  });

  it.skipIf(skip)("adding a vehicle already there makes it current and overwrites only what is given", async () => {
    const userId = await newUser("again@example.test");
    const truck = await addToGarage(
      database.db,
      database.dialect,
      userId,
      { ...f150, nickname: "Work truck", mileage: 120_000 },
      at(1),
    );
    await addToGarage(database.db, database.dialect, userId, civic, at(2));
    const again = await addToGarage(database.db, database.dialect, userId, { ...f150, mileage: 125_000 }, at(3));
    expect(again).toEqual({ ok: true, id: truck.ok ? truck.id : "", added: false });
    const garage = await listGarage(database.db, userId);
    expect(garage.vehicles).toHaveLength(2);
    expect(garage.currentId).toBe(again.ok ? again.id : "");
    expect(garage.vehicles[0]).toMatchObject({ nickname: "Work truck", mileage: 125_000 });
    // Another engine is another vehicle.
    const other = await addToGarage(database.db, database.dialect, userId, { ...f150, engine: "5.0" }, at(4));
    expect(other).toMatchObject({ ok: true, added: true });
  });

  it.skipIf(skip)("refuses an eleventh vehicle as full, and still takes one already there", async () => {
    const userId = await newUser("full@example.test");
    for (const vehicle of models(GARAGE_LIMIT)) {
      expect(await addToGarage(database.db, database.dialect, userId, vehicle)).toMatchObject({ ok: true });
    }
    expect(await addToGarage(database.db, database.dialect, userId, camry)).toEqual({ ok: false, reason: "full" });
    expect(await addToGarage(database.db, database.dialect, userId, models(1)[0]!)).toMatchObject({
      ok: true,
      added: false,
    });
    expect((await listGarage(database.db, userId)).vehicles).toHaveLength(GARAGE_LIMIT);
  });

  it.skipIf(skip)("a freed slot is reused, and the order stays the order added", async () => {
    const userId = await newUser("slots@example.test");
    const ids: string[] = [];
    for (const [index, vehicle] of models(3).entries()) {
      const result = await addToGarage(database.db, database.dialect, userId, vehicle, at(index));
      if (result.ok) ids.push(result.id);
    }
    expect(await removeVehicle(database.db, userId, ids[0]!)).toBe(true);
    const added = await addToGarage(database.db, database.dialect, userId, camry, at(10));
    const garage = await listGarage(database.db, userId);
    expect(garage.vehicles.map((vehicle) => vehicle.id)).toEqual([ids[1], ids[2], added.ok ? added.id : ""]);
    const slots = await database.db
      .selectFrom("garage_vehicles")
      .select("slot")
      .where("user_id", "=", userId)
      .orderBy("slot")
      .execute();
    expect(slots.map((row) => row.slot)).toEqual([0, 1, 2]);
  });

  it.skipIf(skip)("chooses, updates and removes only the user's own vehicles", async () => {
    const owner = await newUser("owner@example.test");
    const stranger = await newUser("stranger@example.test");
    const truck = await addToGarage(database.db, database.dialect, owner, { ...f150, vin: "1FTFW1ET5DFC10312" }, at(1));
    const car = await addToGarage(database.db, database.dialect, owner, civic, at(2));
    if (!truck.ok || !car.ok) throw new Error("unreachable");
    const before = await listGarage(database.db, owner);

    expect(await chooseVehicle(database.db, database.dialect, stranger, truck.id, at(3))).toBe(false);
    expect(await updateVehicle(database.db, stranger, truck.id, { nickname: "Mine now", vin: null })).toBe(false);
    expect(await removeVehicle(database.db, stranger, truck.id)).toBe(false);
    expect(await listGarage(database.db, owner)).toEqual(before);
    expect(await listGarage(database.db, stranger)).toEqual({ vehicles: [], currentId: null });

    expect(await chooseVehicle(database.db, database.dialect, owner, truck.id, at(3))).toBe(true);
    expect((await listGarage(database.db, owner)).currentId).toBe(truck.id);
    expect(await updateVehicle(database.db, owner, truck.id, { nickname: "Work truck", mileage: 90_000 })).toBe(true);
    expect(await updateVehicle(database.db, owner, truck.id, { vin: null })).toBe(true);
    expect(await updateVehicle(database.db, owner, truck.id, {})).toBe(true);
    expect((await listGarage(database.db, owner)).vehicles[0]).toEqual({
      id: truck.id,
      ...f150,
      nickname: "Work truck",
      mileage: 90_000,
    });
    expect(await updateVehicle(database.db, owner, truck.id, { nickname: null })).toBe(true);
    expect((await listGarage(database.db, owner)).vehicles[0]?.nickname).toBeUndefined();
    expect(await chooseVehicle(database.db, database.dialect, owner, "no-such-id", at(4))).toBe(false);

    // The current one removed: the latest chosen of the others takes over.
    expect(await removeVehicle(database.db, owner, truck.id)).toBe(true);
    expect(await removeVehicle(database.db, owner, truck.id)).toBe(false);
    expect(await listGarage(database.db, owner)).toEqual({ vehicles: [{ id: car.id, ...civic }], currentId: car.id });
  });

  it.skipIf(skip)("ties on the chosen time go to the higher slot", async () => {
    const userId = await newUser("ties@example.test");
    await addToGarage(database.db, database.dialect, userId, civic, at(1));
    const second = await addToGarage(database.db, database.dialect, userId, camry, at(1));
    expect((await listGarage(database.db, userId)).currentId).toBe(second.ok ? second.id : "");
  });

  it.skipIf(skip)("deleting the user deletes the garage with it", async () => {
    const userId = await newUser("gone@example.test");
    await addToGarage(database.db, database.dialect, userId, f150);
    await addToGarage(database.db, database.dialect, userId, civic);
    await database.db.deleteFrom("user").where("id", "=", userId).execute();
    const rows = await database.db.selectFrom("garage_vehicles").select("id").where("user_id", "=", userId).execute();
    expect(rows).toEqual([]);
  });

  it.skipIf(skip)(
    "merges a cookie garage: blanks filled, the account's values win, the cookie's current chosen",
    async () => {
      const userId = await newUser("merge@example.test");
      const own = await addToGarage(database.db, database.dialect, userId, { ...f150, nickname: "Work truck" }, at(1));
      const cookie: Garage = {
        vehicles: [
          // A forged id naming the account's own row must not matter: ids from cookies are never stored.
          { id: own.ok ? own.id : "", ...f150, nickname: "Cookie name", mileage: 130_000, vin: "1FTFW1ET5DFC10312" },
          { id: "cookie-civic", ...civic, nickname: "Commuter" },
          { id: "cookie-camry", ...camry },
        ],
        currentId: "cookie-civic",
      };
      expect(await mergeGarage(database.db, database.dialect, userId, cookie, at(5))).toEqual({
        added: 2,
        updated: 1,
        skipped: 0,
      });
      const garage = await listGarage(database.db, userId);
      expect(garage.vehicles.map(({ id: _, ...vehicle }) => vehicle)).toEqual([
        { ...f150, nickname: "Work truck", mileage: 130_000, vin: "1FTFW1ET5DFC10312" },
        { ...civic, nickname: "Commuter" },
        { ...camry },
      ]);
      expect(garage.vehicles[0]?.id).toBe(own.ok ? own.id : "");
      expect(garage.currentId).toBe(garage.vehicles[1]?.id);
    },
  );

  it.skipIf(skip)(
    "merging into a full garage skips the new ones, updates the known ones, keeps the current",
    async () => {
      const userId = await newUser("merge-full@example.test");
      const [first, ...rest] = models(GARAGE_LIMIT);
      for (const [index, vehicle] of [first!, ...rest].entries()) {
        await addToGarage(database.db, database.dialect, userId, vehicle, at(index));
      }
      const before = await listGarage(database.db, userId);
      const cookie: Garage = {
        vehicles: [
          { id: "a", ...civic },
          { id: "b", ...first!, mileage: 50_000 },
          { id: "c", ...camry },
        ],
        currentId: "a",
      };
      expect(await mergeGarage(database.db, database.dialect, userId, cookie, at(30))).toEqual({
        added: 0,
        updated: 1,
        skipped: 2,
      });
      const after = await listGarage(database.db, userId);
      expect(after.currentId).toBe(before.currentId);
      expect(after.vehicles).toHaveLength(GARAGE_LIMIT);
      expect(after.vehicles[0]).toEqual({ ...before.vehicles[0], mileage: 50_000 });

      // The cookie's current already in the account: it becomes current.
      await mergeGarage(
        database.db,
        database.dialect,
        userId,
        { vehicles: [{ id: "x", ...first! }], currentId: "x" },
        at(31),
      );
      expect((await listGarage(database.db, userId)).currentId).toBe(before.vehicles[0]?.id);
    },
  );

  it.skipIf(skip)("two instances adding at once never store an eleventh vehicle or one vehicle twice", async () => {
    const userId = await newUser("race@example.test");
    // A second connection pool on the same database: a second server instance.
    const second = openDatabase(handle.url);
    try {
      const instances = [database, second];
      const adds = instances.flatMap((instance, index) => [
        ...models(GARAGE_LIMIT, 2000 + index * GARAGE_LIMIT).map((vehicle) =>
          addToGarage(instance.db, instance.dialect, userId, vehicle),
        ),
        addToGarage(instance.db, instance.dialect, userId, camry),
        addToGarage(instance.db, instance.dialect, userId, camry),
      ]);
      const results = await Promise.allSettled(adds);
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      const outcomes = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      expect(outcomes.filter((outcome) => outcome.ok && outcome.added)).toHaveLength(GARAGE_LIMIT);
      const rows = await database.db
        .selectFrom("garage_vehicles")
        .select(["id", "slot", "year", "make", "model", "engine"])
        .where("user_id", "=", userId)
        .execute();
      expect(rows).toHaveLength(GARAGE_LIMIT);
      expect(new Set(rows.map((row) => row.slot)).size).toBe(GARAGE_LIMIT);
      expect(new Set(rows.map((row) => `${row.year} ${row.make} ${row.model} ${row.engine}`)).size).toBe(GARAGE_LIMIT);
      // The rest were refused as full, or found the camry that another add had stored.
      const storedCamry = rows.find((row) => row.make === camry.make)?.id;
      const found = outcomes.flatMap((outcome) => (outcome.ok && !outcome.added ? [outcome.id] : []));
      expect(found.every((id) => id === storedCamry)).toBe(true);
      expect(outcomes.filter((outcome) => !outcome.ok)).toHaveLength(adds.length - GARAGE_LIMIT - found.length);
    } finally {
      await second.close();
    }
  });
});
