import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type DialectName, toDate, toStoredTimestamp } from "~/db/db.server";
import type { Database, FeedbackStatus, FeedbackType } from "~/db/schema";
import type { EmailQueue } from "~/email/email-queue.server";
import { feedbackEmails } from "./emails.server";
import type { FeedbackInput } from "./schema";

export type StoredFeedback = {
  id: string;
  name: string;
  email: string;
  type: FeedbackType;
  message: string;
  userId: string | null;
  status: FeedbackStatus;
  createdAt: Date;
};

/**
 * Stores a submission and queues its two emails (a confirmation to the
 * submitter, a notification to the inbox) in one transaction: once this
 * returns, nothing can be lost, and the emails go out when SMTP allows.
 */
export async function submitFeedback(
  {
    db,
    dialect,
    queue,
    inbox,
    appUrl,
  }: { db: Kysely<Database>; dialect: DialectName; queue: EmailQueue; inbox: string; appUrl: string },
  input: FeedbackInput,
  userId: string | null,
  now = new Date(),
) {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("feedback")
      .values({
        id,
        name: input.name,
        email: input.email,
        type: input.feedbackType,
        message: input.message,
        user_id: userId,
        created_at: toStoredTimestamp(dialect, now),
      })
      .execute();
    await queue.enqueue(
      trx,
      [
        feedbackEmails.confirmation(
          input.email,
          input.name,
          input.feedbackType,
          input.message,
          new URL("/faq", appUrl).href,
        ),
        feedbackEmails.notification(inbox, { id, ...input }, new URL(`/admin/feedback#${id}`, appUrl).href),
      ],
      now,
    );
  });
  queue.kick();
  return id;
}

export async function listFeedback(
  db: Kysely<Database>,
  filters: { type?: FeedbackType; status?: FeedbackStatus } = {},
): Promise<StoredFeedback[]> {
  let query = db.selectFrom("feedback").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(500);
  if (filters.type) query = query.where("type", "=", filters.type);
  if (filters.status) query = query.where("status", "=", filters.status);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    message: row.message,
    userId: row.user_id,
    status: row.status,
    createdAt: toDate(row.created_at),
  }));
}

export async function setFeedbackStatus(db: Kysely<Database>, id: string, status: FeedbackStatus) {
  const result = await db.updateTable("feedback").set({ status }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
