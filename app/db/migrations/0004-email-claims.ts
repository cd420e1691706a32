import type { Kysely } from "kysely";
import type { DialectName } from "../db.server";

/**
 * The email queue's claims carry a token: the worker that claimed a message
 * writes its outcome only while the token is still its own, so a worker whose
 * claim ran out can never mark as sent a message that another worker holds.
 * A plain nullable text column: adding one is the same on SQLite and
 * PostgreSQL and needs no rewrite of the table.
 */
export function emailClaimsMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("email_outbox").addColumn("claim_token", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("email_outbox").dropColumn("claim_token").execute();
    },
  };
}
