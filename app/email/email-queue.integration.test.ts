import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type AppDatabase, openDatabase, toStoredTimestamp } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createPostgresDatabase, createSqliteDatabase, postgresAvailable } from "~/db/test-databases";
import { createEmailQueue, FAILURES_BEFORE_PAUSE, SEND_LANES } from "./email-queue.server";
import { createMailer, type Mailer } from "./mailer.server";
import { startTestSmtpServer, type TestSmtpServer } from "./test-smtp-server";

const hasPostgres = await postgresAvailable();

const targets = [
  { name: "SQLite", create: createSqliteDatabase, skip: false },
  { name: "PostgreSQL", create: createPostgresDatabase, skip: !hasPostgres },
];

/** Polls until `done` holds (the limit only guards against a hang). */
async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(targets)("the email queue on $name", ({ create, skip }) => {
  let handle: { url: string; drop: () => Promise<void> };
  const opened: AppDatabase[] = [];
  const mailers: Mailer[] = [];
  const servers: TestSmtpServer[] = [];

  function connect() {
    const database = openDatabase(handle.url);
    opened.push(database);
    return database;
  }

  function mailerFor(smtp: TestSmtpServer) {
    const mailer = createMailer({ from: "Car Mechanic AI <no-reply@cars.example>", smtpUrl: smtp.url, mailFolder: "" });
    mailers.push(mailer);
    return mailer;
  }

  async function smtpServer(options: { delayMs?: number } = {}) {
    const smtp = await startTestSmtpServer(options);
    servers.push(smtp);
    return smtp;
  }

  /** Queues `count` messages, each with its own marker in the text; returns the markers. */
  async function enqueueMarked(database: AppDatabase, count: number) {
    const queue = createEmailQueue({ db: database.db, dialect: database.dialect, mailer: mailers[0]! });
    const markers = Array.from({ length: count }, () => `marker-${randomUUID()}`);
    await queue.enqueue(
      database.db,
      markers.map((marker) => ({ to: `${marker}@example.test`, subject: "Queued", text: marker, html: "" })),
    );
    return markers;
  }

  async function unsentCount(database: AppDatabase) {
    const row = await database.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("sent_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  beforeAll(async () => {
    if (skip) return;
    handle = await create();
    const database = connect();
    await migrateToLatest(database.db, database.dialect);
  });

  afterEach(async () => {
    if (skip) return;
    vi.restoreAllMocks();
    for (const mailer of mailers.splice(0)) mailer.close();
    for (const smtp of servers.splice(0)) await smtp.stop();
    // Each test starts from an empty queue.
    await opened[0]!.db.deleteFrom("email_outbox").execute();
  });

  afterAll(async () => {
    if (skip) return;
    for (const database of opened.splice(0)) await database.close();
    await handle?.drop();
  });

  it.skipIf(skip)(
    "sends each message exactly once when two instances race on one database and the mail server is slow",
    async () => {
      // Each send takes 0.5 s; a claim lasts 4 s. A worker that computed its
      // claims from the start of a batch of 25 would hold the later ones past
      // their expiry, and the other instance would send them again.
      const smtp = await smtpServer({ delayMs: 500 });
      const first = connect();
      const second = connect();
      const markers = await enqueueMarked(first, 40);
      const queues = [first, second].map((database) =>
        createEmailQueue({ db: database.db, dialect: database.dialect, mailer: mailerFor(smtp), claimSeconds: 4 }),
      );
      const stopFirst = queues[0]!.start(100);
      await new Promise((resolve) => setTimeout(resolve, 250)); // the second instance starts a moment later
      const stopSecond = queues[1]!.start(100);
      await until(async () => (await unsentCount(first)) === 0 && smtp.waiting() === 0, "every message is sent");
      await stopFirst();
      await stopSecond();

      const deliveries = new Map<string, number>();
      for (const message of smtp.delivered)
        deliveries.set(message.text.trim(), (deliveries.get(message.text.trim()) ?? 0) + 1);
      expect([...deliveries.keys()].sort()).toEqual([...markers].sort());
      expect([...deliveries.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    },
  );

  it.skipIf(skip)("drains every due message in one run, not 25 at a time", async () => {
    const smtp = await smtpServer();
    const database = connect();
    await enqueueMarked(database, 60);
    const queue = createEmailQueue({ db: database.db, dialect: database.dialect, mailer: mailerFor(smtp) });
    expect(await queue.processDue()).toEqual({ sent: 60, failed: 0 });
    expect(smtp.delivered).toHaveLength(60);
  });

  it.skipIf(skip)("records a send only under its own claim", async () => {
    const smtp = await smtpServer();
    const database = connect();
    await enqueueMarked(database, 1);
    const queue = createEmailQueue({ db: database.db, dialect: database.dialect, mailer: mailerFor(smtp) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    smtp.hold();
    const run = queue.processDue();
    await until(() => smtp.waiting() === 1, "the message reaches the mail server");
    // Meanwhile, as after an expired claim, another worker has claimed it.
    const later = toStoredTimestamp(database.dialect, new Date(Date.now() + 600_000));
    await database.db.updateTable("email_outbox").set({ claim_token: "another-worker", locked_until: later }).execute();
    smtp.release();
    await run;
    const row = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, claim_token: "another-worker" });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("after its claim ran out"));
  });

  it.skipIf(skip)(
    "gives a send half the claim: with no answer by then it keeps the claim, and a late answer still counts",
    async () => {
      const smtp = await smtpServer();
      const database = connect();
      await enqueueMarked(database, 1);
      const claimSeconds = 4;
      const queue = createEmailQueue({
        db: database.db,
        dialect: database.dialect,
        mailer: mailerFor(smtp),
        claimSeconds,
      });
      vi.spyOn(console, "error").mockImplementation(() => {});
      smtp.hold();
      expect(await queue.processDue()).toEqual({ sent: 0, failed: 1 });
      const waiting = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
      expect(waiting.sent_at).toBeNull();
      expect(waiting.locked_until).not.toBeNull();
      expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThanOrEqual(
        new Date(waiting.locked_until!).getTime(),
      );
      expect(waiting.last_error).toMatch(/no answer .* outcome unknown/i);
      // The answer comes while the claim is still held: the message is recorded as sent.
      smtp.release();
      await until(async () => (await unsentCount(database)) === 0, "the late answer is recorded");
      expect(smtp.delivered).toHaveLength(1);
    },
  );

  it.skipIf(skip)("ends a run after a few failures in a row when the mail server is down", async () => {
    const smtp = await smtpServer();
    await smtp.stop();
    const database = connect();
    await enqueueMarked(database, 40);
    const queue = createEmailQueue({ db: database.db, dialect: database.dialect, mailer: mailerFor(smtp) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { sent, failed } = await queue.processDue();
    expect(sent).toBe(0);
    expect(failed).toBeGreaterThanOrEqual(FAILURES_BEFORE_PAUSE);
    expect(failed).toBeLessThan(FAILURES_BEFORE_PAUSE + SEND_LANES);
  });

  it.skipIf(skip)("gives each message a Message-ID of its own that stays the same on every attempt", async () => {
    const smtp = await smtpServer();
    const database = connect();
    await enqueueMarked(database, 2);
    const queue = createEmailQueue({ db: database.db, dialect: database.dialect, mailer: mailerFor(smtp) });
    await queue.processDue();
    const rows = await database.db.selectFrom("email_outbox").select("id").execute();
    expect(smtp.delivered.map((message) => message.messageId).sort()).toEqual(
      rows.map((row) => `<${row.id}@cars.example>`).sort(),
    );
  });
});
