import { type Kysely, sql } from "kysely";
import { type DialectName, toStoredTimestamp } from "./db.server";
import type { Database } from "./schema";

export type BestScore = { category: string; bestScore: number; questions: number; rounds: number };

/**
 * Records a finished round and keeps the best score per category in one
 * upsert: the stored best only ever goes up, the round count always does.
 */
export async function recordQuizRound(
  db: Kysely<Database>,
  dialect: DialectName,
  { userId, category, score, questions }: { userId: string; category: string; score: number; questions: number },
  now = new Date(),
) {
  const updatedAt = toStoredTimestamp(dialect, now);
  await db
    .insertInto("quiz_best_scores")
    .values({ user_id: userId, category, best_score: score, questions, rounds: 1, updated_at: updatedAt })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "category"]).doUpdateSet({
        best_score: sql`case when excluded.best_score > quiz_best_scores.best_score then excluded.best_score else quiz_best_scores.best_score end`,
        questions: sql`case when excluded.best_score > quiz_best_scores.best_score then excluded.questions else quiz_best_scores.questions end`,
        rounds: sql`quiz_best_scores.rounds + 1`,
        updated_at: updatedAt,
      }),
    )
    .execute();
}

export async function bestScores(db: Kysely<Database>, userId: string): Promise<BestScore[]> {
  const rows = await db
    .selectFrom("quiz_best_scores")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("category")
    .execute();
  return rows.map((row) => ({
    category: row.category,
    bestScore: row.best_score,
    questions: row.questions,
    rounds: row.rounds,
  }));
}
