import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction, UpdateObject } from "kysely";
import { type DialectName, toDate, toStoredTimestamp } from "~/db/db.server";
import type { Database, EmailQueueTable } from "~/db/schema";
import type { Mailer, OutgoingEmail } from "./mailer.server";

/**
 * The email queue: messages are rows in the database, written in the same
 * transaction as whatever caused them, and sent by a worker with retries and
 * backoff. An SMTP outage delays mail and loses none; a restart picks up where
 * the last process stopped; several instances never send one message twice,
 * except in the one case no mail client can rule out (below).
 *
 * Each instance runs a few lanes at once (SEND_LANES, one pooled SMTP
 * connection each). A lane claims one due message, sends it, records the
 * outcome and claims the next, until nothing is due: a backlog drains
 * continuously rather than a batch per tick.
 *
 * A claim is a random token and an expiry computed when the claim is taken.
 * On PostgreSQL the claim picks its row with FOR UPDATE SKIP LOCKED, so lanes
 * and instances racing for the next message each get a different one; SQLite
 * serialises writers, so its claim statement runs alone. The outcome (sent, or
 * failed with a retry time) is written only WHERE claim_token is the lane's
 * own: a lane whose claim ran out and was taken over cannot overwrite the new
 * holder's state. A send gets half the claim; with no answer by then its
 * outcome is unknown and the message stays claimed until the claim ends.
 *
 * The at-least-once case: a message whose send outcome is still unknown when
 * its claim expires (the process was killed between the mail server's answer
 * and the database write, the database write failed, or the server never
 * answered) is sent again by whoever claims it next. It carries the same
 * Message-ID (its row id) each time. See docs/decisions/0018.
 *
 * Its table is still called `email_outbox` (renaming a stored table would
 * need a migration). It has nothing to do with the mail folder of .eml files
 * that the dev mailbox at /dev/outbox shows (mail-folder.server.ts).
 */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 30 * 60;
/** How long a worker holds a message it is sending before another may try, counted from the claim. */
export const CLAIM_SECONDS = 300;
/** Sends in flight at once per instance. */
export const SEND_LANES = 5;
/** Failures in a row that end a run early (the mail server is likely down); the next run tries again. */
export const FAILURES_BEFORE_PAUSE = 10;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 30 min. */
export function retryDelaySeconds(failedAttempts: number, baseSeconds = RETRY_BASE_SECONDS) {
  return Math.min(baseSeconds * 2 ** Math.max(0, failedAttempts - 1), RETRY_MAX_SECONDS);
}

export type EmailQueue = {
  /** Adds messages inside the caller's transaction; they go out once it commits. */
  enqueue: (trx: Transaction<Database> | Kysely<Database>, emails: OutgoingEmail[], now?: Date) => Promise<void>;
  /**
   * Sends everything due, until nothing is; returns how many went out and how
   * many failed. `now` fixes the clock for the whole run (tests); without it
   * each claim and each retry time is taken from the clock when it happens.
   */
  processDue: (now?: Date) => Promise<{ sent: number; failed: number }>;
  /** Asks the worker to run soon (after an enqueue). */
  kick: () => void;
  /** Starts the periodic worker; returns a function that stops it (after the sends in flight). */
  start: (intervalMs?: number) => () => Promise<void>;
};

type ClaimedMessage = Selectable<EmailQueueTable> & { claim_token: string };

type SendOutcome = { kind: "sent" } | { kind: "failed"; error: unknown } | { kind: "no-answer" };

export function createEmailQueue({
  db,
  dialect,
  mailer,
  claimSeconds = CLAIM_SECONDS,
  retryBaseSeconds = RETRY_BASE_SECONDS,
  lanes = SEND_LANES,
}: {
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  claimSeconds?: number;
  retryBaseSeconds?: number;
  lanes?: number;
}): EmailQueue {
  const stamp = (date: Date) => toStoredTimestamp(dialect, date);
  const sendDeadlineMs = (claimSeconds * 1000) / 2;
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;
  let stopping = false;

  /** Claims the next due message for this lane, or returns null when none is due. */
  async function claimNext(at: Date): Promise<ClaimedMessage | null> {
    const token = randomUUID();
    const due = db
      .selectFrom("email_outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("next_attempt_at", "<=", stamp(at))
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", stamp(at))]))
      .orderBy("next_attempt_at")
      .limit(1)
      .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked());
    const row = await db
      .updateTable("email_outbox")
      .set({ claim_token: token, locked_until: stamp(new Date(at.getTime() + claimSeconds * 1000)) })
      .where("id", "=", due)
      // Checked again on the row itself: never take a message that is sent or validly claimed.
      .where("sent_at", "is", null)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", stamp(at))]))
      .returningAll()
      .executeTakeFirst();
    return row ? { ...row, claim_token: token } : null;
  }

  /** The send's outcome, or "no-answer" once half the claim has passed without one. */
  async function outcomeOf(sending: Promise<void>): Promise<SendOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<SendOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: "no-answer" }), sendDeadlineMs);
    });
    try {
      return await Promise.race([
        sending.then(
          (): SendOutcome => ({ kind: "sent" }),
          (error: unknown): SendOutcome => ({ kind: "failed", error }),
        ),
        deadline,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Writes `changes` to an unsent message only while this lane's claim is still on it; true if it did. */
  async function underOwnClaim(message: ClaimedMessage, changes: UpdateObject<Database, "email_outbox">) {
    const result = await db
      .updateTable("email_outbox")
      .set(changes)
      .where("id", "=", message.id)
      .where("claim_token", "=", message.claim_token)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function recordSent(message: ClaimedMessage) {
    const recorded = await underOwnClaim(message, {
      sent_at: stamp(new Date()),
      locked_until: null,
      attempts: message.attempts + 1,
      last_error: null,
    });
    if (!recorded) {
      console.error(
        `Email "${message.subject}" to ${message.to_address} was sent after its claim ran out; another worker may send it again.`,
      );
    }
  }

  /** Sends one claimed message and records what happened; true if it went out. */
  async function deliver(message: ClaimedMessage, clock: () => Date) {
    const sending = mailer.send(
      { to: message.to_address, subject: message.subject, text: message.text_body, html: message.html_body },
      { key: message.id },
    );
    const outcome = await outcomeOf(sending);
    const attempts = message.attempts + 1;
    if (outcome.kind === "sent") {
      await recordSent(message);
      return true;
    }
    if (outcome.kind === "no-answer") {
      // The server may still accept it: keep the claim until it ends, so no
      // one sends it meanwhile, and record a late answer if one comes.
      const claimEnds = toDate(message.locked_until!);
      const retryAt = new Date(
        Math.max(clock().getTime() + retryDelaySeconds(attempts, retryBaseSeconds) * 1000, claimEnds.getTime()),
      );
      await underOwnClaim(message, {
        attempts,
        next_attempt_at: stamp(retryAt),
        last_error: `No answer from the mail server within ${sendDeadlineMs / 1000} s; outcome unknown`,
      });
      console.error(
        `Email "${message.subject}" to ${message.to_address}: no answer within ${sendDeadlineMs / 1000} s; held until ${claimEnds.toISOString()}`,
      );
      sending.then(
        () => recordSent(message).catch(() => {}),
        () => {},
      );
      return false;
    }
    const retryAt = new Date(clock().getTime() + retryDelaySeconds(attempts, retryBaseSeconds) * 1000);
    const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    await underOwnClaim(message, {
      attempts,
      next_attempt_at: stamp(retryAt),
      locked_until: null,
      last_error: reason.slice(0, 500),
    });
    console.error(
      `Email "${message.subject}" to ${message.to_address} failed (attempt ${attempts}); retrying at ${retryAt.toISOString()}`,
    );
    return false;
  }

  async function processDue(now?: Date) {
    const clock = now ? () => now : () => new Date();
    let sent = 0;
    let failed = 0;
    let failuresInARow = 0;
    async function lane() {
      while (!stopping && failuresInARow < FAILURES_BEFORE_PAUSE) {
        const message = await claimNext(clock());
        if (!message) return;
        if (await deliver(message, clock)) {
          sent += 1;
          failuresInARow = 0;
        } else {
          failed += 1;
          failuresInARow += 1;
        }
      }
    }
    // Every lane finishes its message before the run ends, even if another lane's database call failed.
    const results = await Promise.allSettled(Array.from({ length: lanes }, lane));
    const rejected = results.find((result) => result.status === "rejected");
    if (rejected) throw rejected.reason;
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
        if (again && !stopping) {
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
      if (!stopping) setImmediate(() => void run());
    },
    start(intervalMs = 5_000) {
      void run();
      const timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        // Lanes finish the message in hand and claim no more.
        stopping = true;
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
