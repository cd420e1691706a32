import type { Kysely } from "kysely";
import type { DialectName } from "../db.server";

/**
 * Feedback submissions and the durable email outbox. A submission is stored
 * before any email is tried; its emails are rows here until a send succeeds.
 */
export function feedbackMigration(dialect: DialectName) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("feedback")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("type", "text", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        // Kept if the account is deleted later, without the link to it.
        .addColumn("user_id", "text", (col) => col.references("user.id").onDelete("set null"))
        .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("feedback_created_at_idx").on("feedback").column("created_at").execute();

      await db.schema
        .createTable("email_outbox")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("to_address", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("text_body", "text", (col) => col.notNull())
        .addColumn("html_body", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", timestamp, (col) => col.notNull())
        // A worker holds a message until this time while sending it, so two instances never both send.
        .addColumn("locked_until", timestamp)
        .addColumn("last_error", "text")
        .addColumn("sent_at", timestamp)
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("email_outbox_due_idx")
        .on("email_outbox")
        .columns(["sent_at", "next_attempt_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("email_outbox").execute();
      await db.schema.dropTable("feedback").execute();
    },
  };
}
