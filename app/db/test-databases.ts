import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Throwaway databases for integration tests: a SQLite file in a temp folder,
 * and, when a server is reachable, a PostgreSQL database with a unique name
 * that is dropped afterwards. Tests never touch a database they did not make.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** CI sets REQUIRE_POSTGRES=1: there a missing server fails the run instead of skipping. */
export const postgresRequired = process.env.REQUIRE_POSTGRES === "1";

export async function postgresAvailable() {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (error) {
    if (postgresRequired)
      throw new Error(
        `PostgreSQL is required (REQUIRE_POSTGRES=1) but unreachable at ${POSTGRES_ADMIN_URL}: ${String(error)}`,
      );
    console.warn(
      `Skipping the PostgreSQL runs: no server at ${POSTGRES_ADMIN_URL} (${error instanceof Error ? error.message : error}).`,
    );
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createPostgresDatabase() {
  const name = `cmai_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export function createSqliteDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cmai-db-"));
  return { url: `file:${path.join(dir, "test.db")}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
