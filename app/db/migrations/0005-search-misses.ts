import type { Kysely } from "kysely";
import type { DialectName } from "../db.server";

/**
 * Searches that found nothing (app/search/misses.server.ts): one row per
 * normalised query, with how often it was asked and when first and last. No
 * address, user or session is kept. The query is the key, so the count is
 * raised by a single upsert that two instances can run at once.
 */
export function searchMissesMigration(dialect: DialectName) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("search_misses")
        .addColumn("query", "text", (col) => col.primaryKey())
        .addColumn("count", "integer", (col) => col.notNull().defaultTo(1))
        .addColumn("first_seen", timestamp, (col) => col.notNull())
        .addColumn("last_seen", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("search_misses_count_idx").on("search_misses").column("count").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("search_misses").execute();
    },
  };
}
