import { type Kysely, sql } from "kysely";
import { type DialectName, toDate, toStoredTimestamp } from "~/db/db.server";
import type { Database } from "~/db/schema";

/**
 * Searches that found nothing, counted, so that content gaps show up at
 * /admin/search. Only the query is kept, normalised so that "Flux  Capacitor "
 * and "flux capacitor" are one row: lower case, spaces collapsed, control
 * characters dropped, at most 100 characters. Never an address, a user or a
 * time beyond the first and last day it was asked.
 */
export const MAX_STORED_QUERY = 100;

export function normaliseMiss(query: string): string | undefined {
  const normalised = query
    .normalize("NFKC")
    .replace(/\p{Cc}/gu, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  if (!normalised) return undefined;
  // Cut at a character, never inside one (a surrogate pair), then drop a trailing space.
  return Array.from(normalised).slice(0, MAX_STORED_QUERY).join("").trimEnd();
}

/**
 * Counts one miss: a new row, or the existing row's count raised by one. One
 * statement (INSERT … ON CONFLICT DO UPDATE), atomic on SQLite and
 * PostgreSQL, so two server instances counting the same query at once never
 * lose a count or fail on the key.
 */
export async function recordMiss(
  { db, dialect }: { db: Kysely<Database>; dialect: DialectName },
  query: string,
  now = new Date(),
) {
  const normalised = normaliseMiss(query);
  if (!normalised) return;
  const at = toStoredTimestamp(dialect, now);
  await db
    .insertInto("search_misses")
    .values({ query: normalised, count: 1, first_seen: at, last_seen: at })
    .onConflict((conflict) =>
      conflict.column("query").doUpdateSet({ count: sql`search_misses.count + 1`, last_seen: at }),
    )
    .execute();
}

export type SearchMiss = { query: string; count: number; firstSeen: Date; lastSeen: Date };

/** The most asked searches that found nothing, most asked first, then the most recent. */
export async function topMisses(db: Kysely<Database>, limit = 100): Promise<SearchMiss[]> {
  const rows = await db
    .selectFrom("search_misses")
    .select(["query", "count", "first_seen", "last_seen"])
    .orderBy("count", "desc")
    .orderBy("last_seen", "desc")
    .orderBy("query")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    query: row.query,
    count: Number(row.count),
    firstSeen: toDate(row.first_seen),
    lastSeen: toDate(row.last_seen),
  }));
}

/** How many distinct searches found nothing, for the page's heading. */
export async function countMisses(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("search_misses")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** How many distinct searches that found nothing are kept, and for how long one is kept after it was last asked. */
export const MISS_RETENTION = { maxRows: 5_000, maxAgeDays: 180 } as const;

/**
 * Keeps the table small and current: drops searches not asked for
 * `maxAgeDays`, then all but the `maxRows` most asked (most recent first on a
 * tie). A flood of one-off queries therefore pushes out other one-off
 * queries, never the gaps many visitors hit. Run by the server at start and
 * every few hours (server/services.ts); safe to run from two instances at once.
 */
export async function pruneMisses(
  { db, dialect }: { db: Kysely<Database>; dialect: DialectName },
  now = new Date(),
  { maxRows, maxAgeDays }: { maxRows: number; maxAgeDays: number } = MISS_RETENTION,
): Promise<number> {
  const cutoff = toStoredTimestamp(dialect, new Date(now.getTime() - maxAgeDays * 86_400_000));
  const stale = await db.deleteFrom("search_misses").where("last_seen", "<", cutoff).executeTakeFirst();
  const kept = db
    .selectFrom("search_misses")
    .select("query")
    .orderBy("count", "desc")
    .orderBy("last_seen", "desc")
    .orderBy("query")
    .limit(maxRows);
  const surplus = await db.deleteFrom("search_misses").where("query", "not in", kept).executeTakeFirst();
  return Number(stale.numDeletedRows) + Number(surplus.numDeletedRows);
}
