import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { DialectName } from "./db.server";
import { accountsMigration } from "./migrations/0001-accounts";
import { feedbackMigration } from "./migrations/0002-feedback";
import { quizScoresMigration } from "./migrations/0003-quiz-scores";
import { emailClaimsMigration } from "./migrations/0004-email-claims";
import { searchMissesMigration } from "./migrations/0005-search-misses";
import { garageMigration } from "./migrations/0006-garage";
import type { Database } from "./schema";

/**
 * Versioned migrations, applied in name order and recorded in
 * kysely_migration. Add a file under migrations/ and list it here; never edit
 * one that has shipped.
 */
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    "0001-accounts": accountsMigration(dialect),
    "0002-feedback": feedbackMigration(dialect),
    "0003-quiz-scores": quizScoresMigration(dialect),
    "0004-email-claims": emailClaimsMigration(dialect),
    "0005-search-misses": searchMissesMigration(dialect),
    "0006-garage": garageMigration(dialect),
  };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName) {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
