import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { createPostgresDatabase, createSqliteDatabase, postgresAvailable } from "~/db/test-databases";
import { startTestSmtpServer, type TestSmtpServer } from "~/email/test-smtp-server";
import type { ProductionServer } from "../../scripts/production-server";
import {
  deliveriesByMarker,
  type PostedFeedback,
  postFeedback,
  postsNotDeliveredOnce,
  repeatedMessageIds,
  startMailServer,
  until,
} from "./support/mail";
import { scale } from "./support/scale";

/**
 * kill -9 during a stream of feedback posts, then a restart on the same
 * database, several times: every acknowledged (2xx) submission is in the
 * database, and each of its emails is delivered exactly once.
 *
 * The mail server takes a moment to accept each message, so sends are in
 * flight at every kill. Just before the kill, the mail server holds its
 * answers and the spec waits until each message it has already accepted is
 * recorded as sent: the kill then finds every message either accepted and
 * recorded, or not yet accepted. What it cannot be made to find (accepted by
 * the mail server, not yet recorded) is the queue's one at-least-once case,
 * documented in docs/decisions/0018; a message in flight at the kill stays
 * claimed until its claim ends (20 s here) and is then sent by the next
 * process.
 */
const hasPostgres = await postgresAvailable();

const targets = [
  { name: "SQLite", create: async () => createSqliteDatabase(), skip: false },
  { name: "PostgreSQL", create: createPostgresDatabase, skip: !hasPostgres },
];

describe.each(targets)("kill -9 and restart on $name", ({ name, create, skip }) => {
  let database: { url: string; drop: () => Promise<void> };
  let smtp: TestSmtpServer;
  let db: AppDatabase;
  let server: ProductionServer | null = null;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    smtp = await startTestSmtpServer({ delayMs: 150 });
  });

  afterAll(async () => {
    if (skip) return;
    await server?.stop();
    await db?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const start = (round: number) =>
    startMailServer({ name: `kill-restart-${name}-${round}`, databaseUrl: database.url, smtpUrl: smtp.url });

  /** True once every message the mail server has accepted is recorded as sent. */
  async function acceptedAreRecorded() {
    const ids = smtp.delivered.map((message) => /^<([^@]+)@/.exec(message.messageId)?.[1] ?? "");
    if (ids.length === 0) return true;
    const recorded = await db.db
      .selectFrom("email_outbox")
      .select("id")
      .where("id", "in", ids)
      .where("sent_at", "is not", null)
      .execute();
    return new Set(recorded.map((row) => row.id)).size === new Set(ids).size;
  }

  it.skipIf(skip)("loses no acknowledged feedback and sends each email once", async () => {
    const rounds = scale(3, 8);
    const posted: PostedFeedback[] = [];
    for (let round = 0; round < rounds; round += 1) {
      server = await start(round);
      db ??= openDatabase(database.url);
      const current = server;
      let posting = true;
      // Four clients post one after another until the kill.
      const clients = Array.from({ length: 4 }, async () => {
        while (posting) {
          const post = await postFeedback(current.baseURL).catch(() => null);
          if (post) posted.push(post);
        }
      });
      // Let posts and sends run for a while (varied per round), then crash the process mid-stream.
      await until(
        () => posted.filter((post) => post.status === 200).length >= (round + 1) * scale(15, 60),
        "posts are acknowledged",
      );
      smtp.hold();
      await until(acceptedAreRecorded, "the accepted messages are recorded");
      await current.kill();
      posting = false;
      await Promise.all(clients);
      // The killed process's connections are gone; what it sent but never heard back about was not accepted.
      await until(() => smtp.connections() === 0, "the killed process's connections close");
      smtp.release();
      server = null;
    }

    // A last start sends whatever is left, including messages claimed at a kill once their claims end.
    server = await start(rounds);
    const acknowledged = posted.filter((post) => post.status === 200);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Every post got an answer that was either an acknowledgement or an honest refusal, never a 5xx from a live server.
    expect(posted.filter((post) => post.status >= 500)).toEqual([]);

    // By the sender's address, which is unique per post: a kill can cut off the body of a 200 answer.
    const stored = await db.db
      .selectFrom("feedback")
      .select("email")
      .where(
        "email",
        "in",
        acknowledged.map((post) => post.email),
      )
      .execute();
    expect(stored).toHaveLength(acknowledged.length);

    const unsent = async () =>
      Number(
        (
          await db.db
            .selectFrom("email_outbox")
            .select((eb) => eb.fn.countAll<string>().as("count"))
            .where("sent_at", "is", null)
            .executeTakeFirstOrThrow()
        ).count,
      );
    await until(async () => (await unsent()) === 0 && smtp.waiting() === 0, "every queued email is sent");
    expect(postsNotDeliveredOnce(acknowledged, smtp.delivered)).toEqual([]);
    const counts = deliveriesByMarker(smtp.delivered);
    // Submissions cut off by a kill may or may not have been stored; none is sent twice either.
    expect([...counts.values()].filter((entry) => entry.confirmation > 1 || entry.notification > 1)).toEqual([]);
    expect(repeatedMessageIds(smtp.delivered)).toEqual([]);
    const rows = await db.db.selectFrom("email_outbox").select("id").execute();
    expect(smtp.delivered).toHaveLength(rows.length);
    console.log(
      `${name}: ${rounds} kills, ${acknowledged.length} feedback acknowledged and stored, ${smtp.delivered.length} emails delivered once each (${smtp.dropped()} were in flight at a kill and sent again by the next process).`,
    );
  });
});
