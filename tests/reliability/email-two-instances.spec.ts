import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { createPostgresDatabase, postgresAvailable } from "~/db/test-databases";
import { createEmailQueue } from "~/email/email-queue.server";
import { startTestSmtpServer, type TestSmtpServer } from "~/email/test-smtp-server";
import type { ProductionServer } from "../../scripts/production-server";
import { postFeedback, postsNotDeliveredOnce, repeatedMessageIds, startMailServer, until } from "./support/mail";
import { scale } from "./support/scale";

/**
 * Two real production servers on ONE PostgreSQL database, sending to one real
 * SMTP server: every queued message is delivered exactly once.
 *
 * The slow case: the mail server takes 2 s to accept each message, and a claim
 * lasts 20 s (EMAIL_CLAIM_SECONDS). The old queue took a batch of 25 due
 * messages and dated every claim from the batch's start, so a batch that took
 * longer than the claim left its later messages claimed with an expiry already
 * past, and the other instance sent them again (40 queued, 42 sent).
 *
 * The backlog case: messages queued at once, drained by both instances from a
 * mail server that answers at once; the spec prints the rate.
 */
const hasPostgres = await postgresAvailable();

describe.skipIf(!hasPostgres)("email with two instances on one PostgreSQL database", () => {
  let database: { url: string; drop: () => Promise<void> };
  let smtp: TestSmtpServer;
  let servers: ProductionServer[] = [];
  let db: AppDatabase;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    smtp = await startTestSmtpServer({ delayMs: 2_000 });
    // One after the other: each migrates the database at start.
    for (const name of ["first", "second"]) {
      servers.push(
        await startMailServer({ name: `two-instances-${name}`, databaseUrl: database.url, smtpUrl: smtp.url }),
      );
    }
    db = openDatabase(database.url);
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    servers = [];
    await db?.close();
    await smtp?.stop();
    await database?.drop();
  });

  async function unsent() {
    const row = await db.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("sent_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it("delivers each email exactly once when the mail server is slow", async () => {
    const feedbackCount = scale(20, 200);
    const posted = [];
    // Four posts at a time, alternating between the instances.
    for (let start = 0; start < feedbackCount; start += 4) {
      const batch = Array.from({ length: Math.min(4, feedbackCount - start) }, (_, offset) =>
        postFeedback(servers[(start + offset) % 2]!.baseURL),
      );
      posted.push(...(await Promise.all(batch)));
    }
    expect(posted.filter((post) => post.status !== 200)).toEqual([]);

    await until(
      async () => smtp.delivered.length >= feedbackCount * 2 && (await unsent()) === 0 && smtp.waiting() === 0,
      "every email is delivered",
    );
    expect(postsNotDeliveredOnce(posted, smtp.delivered)).toEqual([]);
    expect(repeatedMessageIds(smtp.delivered)).toEqual([]);
    expect(smtp.delivered).toHaveLength(feedbackCount * 2);
  });

  it("drains a backlog with both instances, each email once, and reports the rate", async () => {
    smtp.setDelay(0);
    const already = smtp.delivered.length;
    const backlog = scale(1_000, 10_000);
    const queue = createEmailQueue({
      db: db.db,
      dialect: db.dialect,
      mailer: { describe: "none", send: async () => {}, close: () => {} },
    });
    const markers: string[] = [];
    const queuedAt = Date.now();
    for (let start = 0; start < backlog; start += 500) {
      const emails = Array.from({ length: Math.min(500, backlog - start) }, (_, offset) => {
        const marker = `backlog-${start + offset}-${queuedAt}`;
        markers.push(marker);
        return { to: `backlog@example.test`, subject: "Backlog", text: `Queued message ${marker}.`, html: "" };
      });
      await queue.enqueue(db.db, emails);
    }
    const queuedIn = (Date.now() - queuedAt) / 1000;
    // The instances find the backlog on their next periodic run (every 5 s) and drain it.
    await until(async () => (await unsent()) === 0 && smtp.waiting() === 0, "the backlog is delivered");
    const seconds = (Date.now() - queuedAt) / 1000;
    const drained = smtp.delivered.slice(already);
    console.log(
      `Backlog: ${backlog} emails queued in ${queuedIn.toFixed(1)} s, all delivered ${seconds.toFixed(1)} s after the first was queued by two instances: ${(backlog / seconds).toFixed(0)} emails/s.`,
    );
    const seen = new Map<string, number>();
    for (const message of drained) {
      const marker = /backlog-\d+-\d+/.exec(message.text)?.[0] ?? "";
      seen.set(marker, (seen.get(marker) ?? 0) + 1);
    }
    expect([...seen.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(seen.size).toBe(backlog);
    expect(repeatedMessageIds(smtp.delivered)).toEqual([]);
  });
});
