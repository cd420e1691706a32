import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { type DialectName, toDate, toStoredTimestamp } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { Mailer, OutgoingEmail } from "./mailer.server";

/**
 * The email queue: messages are rows in the database, written in the same
 * transaction as whatever caused them, and sent by a worker with retries and
 * backoff. An SMTP outage delays mail and loses none; a restart picks up where
 * the last process stopped; several instances never send one message twice.
 *
 * Its table is still called `email_outbox` (renaming a stored table would
 * need a migration). It has nothing to do with the mail folder of .eml files
 * that the dev mailbox at /dev/outbox shows (mail-folder.server.ts).
 */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 30 * 60;
/** How long a worker may hold a message while sending it before another may try. */
const CLAIM_SECONDS = 120;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 30 min. */
export function retryDelaySeconds(failedAttempts: number) {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, failedAttempts - 1), RETRY_MAX_SECONDS);
}

export type EmailQueue = {
  /** Adds messages inside the caller's transaction; they go out once it commits. */
  enqueue: (trx: Transaction<Database> | Kysely<Database>, emails: OutgoingEmail[], now?: Date) => Promise<void>;
  /** Sends what is due now; returns how many went out and how many failed. */
  processDue: (now?: Date) => Promise<{ sent: number; failed: number }>;
  /** Asks the worker to run soon (after an enqueue). */
  kick: () => void;
  /** Starts the periodic worker; returns a function that stops it. */
  start: (intervalMs?: number) => () => Promise<void>;
};

export function createEmailQueue({
  db,
  dialect,
  mailer,
}: {
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
}): EmailQueue {
  const stamp = (date: Date) => toStoredTimestamp(dialect, date);
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;

  async function claim(id: string, now: Date) {
    const result = await db
      .updateTable("email_outbox")
      .set({ locked_until: stamp(new Date(now.getTime() + CLAIM_SECONDS * 1000)) })
      .where("id", "=", id)
      .where("sent_at", "is", null)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", stamp(now))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function processDue(now = new Date()) {
    const due = await db
      .selectFrom("email_outbox")
      .selectAll()
      .where("sent_at", "is", null)
      .where("next_attempt_at", "<=", stamp(now))
      .orderBy("next_attempt_at")
      .limit(25)
      .execute();
    let sent = 0;
    let failed = 0;
    for (const row of due) {
      if (!(await claim(row.id, now))) continue;
      try {
        await mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
        await db
          .updateTable("email_outbox")
          .set({ sent_at: stamp(new Date()), locked_until: null, attempts: row.attempts + 1, last_error: null })
          .where("id", "=", row.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const retryAt = new Date(now.getTime() + retryDelaySeconds(attempts) * 1000);
        await db
          .updateTable("email_outbox")
          .set({
            attempts,
            next_attempt_at: stamp(retryAt),
            locked_until: null,
            last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where("id", "=", row.id)
          .execute();
        console.error(
          `Email "${row.subject}" to ${row.to_address} failed (attempt ${attempts}); retrying at ${retryAt.toISOString()}`,
        );
        failed += 1;
      }
    }
    return { sent, failed };
  }

  /** One run at a time; a kick during a run schedules one more. */
  function run() {
    if (running) {
      again = true;
      return running;
    }
    running = processDue()
      .catch((error: unknown) => {
        console.error("Email queue run failed:", error instanceof Error ? error.message : error);
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return {
    async enqueue(trx, emails, now = new Date()) {
      if (emails.length === 0) return;
      await trx
        .insertInto("email_outbox")
        .values(
          emails.map((email) => ({
            id: randomUUID(),
            to_address: email.to,
            subject: email.subject,
            text_body: email.text,
            html_body: email.html,
            next_attempt_at: stamp(now),
            created_at: stamp(now),
          })),
        )
        .execute();
    },
    processDue,
    kick() {
      setImmediate(() => void run());
    },
    start(intervalMs = 5_000) {
      void run();
      const timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}

/** For tests and the inbox: the state of each queued message to one address, oldest first. */
export async function queuedEmailsTo(db: Kysely<Database>, to: string) {
  const rows = await db
    .selectFrom("email_outbox")
    .selectAll()
    .where("to_address", "=", to)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    subject: row.subject,
    attempts: row.attempts,
    sent: row.sent_at !== null,
    nextAttemptAt: toDate(row.next_attempt_at),
    lastError: row.last_error,
  }));
}
