import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createPostgresDatabase, createSqliteDatabase, postgresAvailable } from "~/db/test-databases";
import { countMisses, MAX_STORED_QUERY, normaliseMiss, pruneMisses, recordMiss, topMisses } from "./misses.server";

const hasPostgres = await postgresAvailable();

const targets = [
  { name: "SQLite", create: createSqliteDatabase, skip: false },
  { name: "PostgreSQL", create: createPostgresDatabase, skip: !hasPostgres },
];

describe("normalising a search that found nothing", () => {
  it("lower-cases, collapses spaces, drops control characters and cuts at 100 characters", () => {
    expect(normaliseMiss("  Flux   CAPACITOR\t")).toBe("flux capacitor");
    expect(normaliseMiss("flux\u0000capacitor")).toBe("flux capacitor");
    expect(normaliseMiss("ＦＬＵＸ")).toBe("flux");
    expect(normaliseMiss("   ")).toBeUndefined();
    expect(normaliseMiss("a".repeat(500))).toHaveLength(MAX_STORED_QUERY);
    // Never cut inside a character: 99 letters and an emoji of two UTF-16 units stay whole.
    const emoji = `${"a".repeat(99)}🚗🚗`;
    expect(Array.from(normaliseMiss(emoji)!)).toHaveLength(MAX_STORED_QUERY);
    expect(normaliseMiss(emoji)!.endsWith("🚗")).toBe(true);
  });
});

describe.each(targets)("searches that found nothing, on $name", ({ create, skip }) => {
  let handle: { url: string; drop: () => Promise<void> };
  let first: AppDatabase;
  let second: AppDatabase;

  beforeAll(async () => {
    if (skip) return;
    handle = await create();
    first = openDatabase(handle.url);
    await migrateToLatest(first.db, first.dialect);
    // A second connection pool on the same database: a second server instance.
    second = openDatabase(handle.url);
  });

  afterAll(async () => {
    if (skip) return;
    await first?.close();
    await second?.close();
    await handle?.drop();
  });

  it.skipIf(skip)("keeps one row per normalised query, counted, with its first and last day", async () => {
    await recordMiss(first, "Flux Capacitor", new Date("2026-03-01T10:00:00Z"));
    await recordMiss(first, "  flux   capacitor ", new Date("2026-03-04T08:00:00Z"));
    await recordMiss(first, "Plumbus", new Date("2026-03-02T10:00:00Z"));
    await recordMiss(first, "   ");
    const misses = await topMisses(first.db);
    expect(misses).toEqual([
      {
        query: "flux capacitor",
        count: 2,
        firstSeen: new Date("2026-03-01T10:00:00Z"),
        lastSeen: new Date("2026-03-04T08:00:00Z"),
      },
      { query: "plumbus", count: 1, firstSeen: new Date("2026-03-02T10:00:00Z"), lastSeen: expect.any(Date) },
    ]);
    expect(await countMisses(first.db)).toBe(2);
  });

  it.skipIf(skip)("counts every miss when two instances record the same new query at once", async () => {
    const query = "sprocket resonance";
    await Promise.all(Array.from({ length: 40 }, (_, index) => recordMiss(index % 2 === 0 ? first : second, query)));
    const row = (await topMisses(second.db)).find((miss) => miss.query === query);
    expect(row?.count).toBe(40);
  });

  it.skipIf(skip)("lists the most asked first, then the most recent, at most as many as asked for", async () => {
    for (let index = 0; index < 5; index += 1) await recordMiss(first, "widget noise", new Date("2026-01-01"));
    const top = await topMisses(first.db, 2);
    expect(top.map((miss) => miss.query)).toEqual(["sprocket resonance", "widget noise"]);
  });

  it.skipIf(skip)("stores a query with quotes, percent signs and non-Latin letters as it was typed", async () => {
    const odd = `'; drop table search_misses; -- 100% "ブレーキ"`;
    await recordMiss(second, odd);
    expect((await topMisses(first.db, 500)).some((miss) => miss.query === normaliseMiss(odd))).toBe(true);
  });

  it.skipIf(skip)(
    "prunes searches not asked for months, then all but the most asked, whatever a flood adds",
    async () => {
      const now = new Date();
      await recordMiss(first, "old one-off", new Date(now.getTime() - 200 * 86_400_000));
      for (let index = 0; index < 3; index += 1) await recordMiss(first, "popular gap", now);
      // A flood of one-off queries from one visitor.
      for (let index = 0; index < 6; index += 1) await recordMiss(second, `flood ${index}`, now);
      const before = await countMisses(first.db);
      const removed = await pruneMisses(first, now, { maxRows: 4, maxAgeDays: 180 });
      const left = (await topMisses(first.db, 500)).map((miss) => miss.query);
      expect(left).toHaveLength(4);
      expect(removed).toBe(before - 4);
      // Not asked for 180 days: gone, however often it was asked before ("widget noise", five times in January).
      expect(left).not.toContain("old one-off");
      expect(left).not.toContain("widget noise");
      // The most asked survive the flood; one-off queries only push out other one-off queries.
      expect(left.slice(0, 2)).toEqual(["sprocket resonance", "popular gap"]);
      // Pruning a table already within its bounds removes nothing.
      expect(await pruneMisses(second, now, { maxRows: 4, maxAgeDays: 180 })).toBe(0);
    },
  );
});
