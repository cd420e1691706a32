import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { DialectName } from "../db.server";

/**
 * Accounts: better-auth's user, session, account and verification tables
 * (exactly the columns it expects; a test compares them with better-auth's
 * own migration planner on both dialects) and the product's profiles table.
 */
export function accountsMigration(dialect: DialectName) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "date";
  const flag = dialect === "postgres" ? "boolean" : "integer";
  // better-auth's PostgreSQL schema gives some timestamps a default; its SQLite schema does not.
  const stamped = (col: ColumnDefinitionBuilder) =>
    dialect === "postgres" ? col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`) : col.notNull();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("emailVerified", flag, (col) => col.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", timestamp, stamped)
        .addColumn("updatedAt", timestamp, stamped)
        .execute();

      await db.schema
        .createTable("session")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("expiresAt", timestamp, (col) => col.notNull())
        .addColumn("token", "text", (col) => col.notNull().unique())
        .addColumn("createdAt", timestamp, stamped)
        .addColumn("updatedAt", timestamp, (col) => col.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .execute();

      await db.schema
        .createTable("account")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("accountId", "text", (col) => col.notNull())
        .addColumn("providerId", "text", (col) => col.notNull())
        .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", timestamp)
        .addColumn("refreshTokenExpiresAt", timestamp)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", timestamp, stamped)
        .addColumn("updatedAt", timestamp, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("identifier", "text", (col) => col.notNull())
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("expiresAt", timestamp, (col) => col.notNull())
        .addColumn("createdAt", timestamp, stamped)
        .addColumn("updatedAt", timestamp, stamped)
        .execute();

      await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
      await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
      await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

      await db.schema
        .createTable("profiles")
        .addColumn("id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("display_name", "text")
        .addColumn("role", "text")
        .addColumn("company", "text")
        .addColumn("zip_code", "text")
        .addColumn("updated_at", timestamp, (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["profiles", "verification", "account", "session", "user"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
