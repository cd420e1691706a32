import { type Kysely, sql } from "kysely";
import type { DialectName } from "../db.server";

/**
 * My garage for signed-in users (app/db/garage.server.ts): at most ten
 * vehicles per user. The limit lives in the database, not in a count read
 * before writing: each vehicle takes a numbered slot 0..9, and (user, slot)
 * is unique, so two instances adding at once can never store an eleventh.
 * (user, year, make, model, engine) is unique too, so they can never store
 * one vehicle twice; engine is '' when not known because NULLs never collide
 * in a unique constraint. The slot bounds are written out, not imported: a
 * migration must not change when a constant does.
 */
export function garageMigration(dialect: DialectName) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("garage_vehicles")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("slot", "integer", (col) => col.notNull())
        .addColumn("year", "integer", (col) => col.notNull())
        .addColumn("make", "text", (col) => col.notNull())
        .addColumn("model", "text", (col) => col.notNull())
        .addColumn("engine", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("nickname", "text")
        .addColumn("mileage", "integer")
        .addColumn("vin", "text")
        .addColumn("created_at", timestamp, (col) => col.notNull())
        // Null: never chosen (merged from a cookie garage without being its current vehicle).
        .addColumn("chosen_at", timestamp)
        .addCheckConstraint("garage_vehicles_slot_check", sql`slot >= 0 and slot <= 9`)
        .addUniqueConstraint("garage_vehicles_slot_unique", ["user_id", "slot"])
        .addUniqueConstraint("garage_vehicles_vehicle_unique", ["user_id", "year", "make", "model", "engine"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("garage_vehicles").execute();
    },
  };
}
