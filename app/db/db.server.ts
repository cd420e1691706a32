import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type DialectName = "sqlite" | "postgres";

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The driver underneath, for libraries that take one directly (rate limiting). */
  driver: { kind: "sqlite"; client: SqliteDatabase.Database } | { kind: "postgres"; client: pg.Pool };
  close: () => Promise<void>;
};

/**
 * Opens the database named by a URL: `postgres://…` (or `postgresql://…`) for
 * PostgreSQL, `file:<path>` for a SQLite file, created with its folder on
 * first use.
 */
export function openDatabase(url: string): AppDatabase {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", driver: { kind: "postgres", client: pool }, close: () => db.destroy() };
  }
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers proceed while a write is in progress; wait rather than fail on a busy lock.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", driver: { kind: "sqlite", client: sqlite }, close: () => db.destroy() };
}

/**
 * A moment as a timestamp column takes it. PostgreSQL's columns are
 * timestamptz and take a Date; SQLite has no date type, so it stores
 * ISO-8601 text in UTC, which sorts and compares in time order. Every write
 * and every comparison with a timestamp column goes through here; `toDate`
 * reads them back.
 */
export function toStoredTimestamp(dialect: DialectName, date: Date): Date | string {
  return dialect === "postgres" ? date : date.toISOString();
}

/** Dates come back as Date from PostgreSQL and as text or epoch numbers from SQLite. */
export function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}
