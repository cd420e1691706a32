import type { Kysely } from "kysely";
import type { DialectName } from "../db.server";

/** Each signed-in user's best quiz round per category ("mixed" included). */
export function quizScoresMigration(dialect: DialectName) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("quiz_best_scores")
        .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("best_score", "integer", (col) => col.notNull())
        .addColumn("questions", "integer", (col) => col.notNull())
        .addColumn("rounds", "integer", (col) => col.notNull().defaultTo(1))
        .addColumn("updated_at", timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("quiz_best_scores_pk", ["user_id", "category"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("quiz_best_scores").execute();
    },
  };
}
