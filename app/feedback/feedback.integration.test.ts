import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createPostgresDatabase, createSqliteDatabase, postgresAvailable } from "~/db/test-databases";
import { createEmailQueue, queuedEmailsTo, RETRY_BASE_SECONDS } from "~/email/email-queue.server";
import type { Mailer, OutgoingEmail } from "~/email/mailer.server";
import { listFeedback, setFeedbackStatus, submitFeedback } from "./feedback.server";

const hasPostgres = await postgresAvailable();

const targets = [
  { name: "SQLite", create: createSqliteDatabase, skip: false },
  { name: "PostgreSQL", create: createPostgresDatabase, skip: !hasPostgres },
];

/** A mail server that can be switched off, like an SMTP outage. */
function switchableMailer() {
  const delivered: OutgoingEmail[] = [];
  let up = true;
  const mailer: Mailer = {
    describe: "test",
    close() {},
    async send(email) {
      if (!up) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      delivered.push(email);
    },
  };
  return { mailer, delivered, setUp: (value: boolean) => (up = value) };
}

describe.each(targets)("feedback on $name", ({ create, skip }) => {
  let handle: { url: string; drop: () => Promise<void> };
  let database: AppDatabase;

  beforeAll(async () => {
    if (skip) return;
    handle = await create();
    database = openDatabase(handle.url);
    await migrateToLatest(database.db, database.dialect);
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  afterAll(async () => {
    if (skip) return;
    vi.restoreAllMocks();
    await database?.close();
    await handle?.drop();
  });

  const input = (email: string, message = "The P0420 page lists the wrong downstream O2 sensor voltage.") => ({
    name: "Pat Garcia",
    email,
    feedbackType: "bug" as const,
    message,
  });

  it.skipIf(skip)("stores a submission before any email is tried, and lists newest first with filters", async () => {
    const { mailer, delivered } = switchableMailer();
    const queue = createEmailQueue({ db: database.db, dialect: database.dialect, mailer });
    const deps = {
      db: database.db,
      dialect: database.dialect,
      queue: { ...queue, kick: () => {} },
      inbox: "inbox@example.test",
      appUrl: "https://cars.example",
    };
    const first = await submitFeedback(deps, input("first@example.test"), null, new Date("2026-03-01T10:00:00Z"));
    const second = await submitFeedback(
      deps,
      { ...input("second@example.test"), feedbackType: "feature" },
      null,
      new Date("2026-03-02T10:00:00Z"),
    );
    expect(delivered).toEqual([]); // nothing sent yet: the worker sends

    const all = await listFeedback(database.db);
    expect(all.slice(0, 2).map((item) => item.id)).toEqual([second, first]);
    expect(all.find((item) => item.id === first)).toMatchObject({
      name: "Pat Garcia",
      email: "first@example.test",
      type: "bug",
      status: "new",
      userId: null,
      createdAt: new Date("2026-03-01T10:00:00Z"),
    });
    expect((await listFeedback(database.db, { type: "feature" })).map((item) => item.id)).toEqual([second]);
    expect(await setFeedbackStatus(database.db, first, "archived")).toBe(true);
    expect((await listFeedback(database.db, { status: "archived" })).map((item) => item.id)).toEqual([first]);
    expect(await setFeedbackStatus(database.db, "no-such-id", "read")).toBe(false);
  });

  it.skipIf(skip)(
    "keeps mail through an SMTP outage and a restart, with backoff, and sends each message once",
    async () => {
      const outage = switchableMailer();
      outage.setUp(false);
      const queue = createEmailQueue({ db: database.db, dialect: database.dialect, mailer: outage.mailer });
      // The test drives the worker by hand, at chosen times, instead of the kick after submitting.
      const deps = {
        db: database.db,
        dialect: database.dialect,
        queue: { ...queue, kick: () => {} },
        inbox: "inbox@example.test",
        appUrl: "https://cars.example",
      };
      const t0 = new Date("2026-04-01T12:00:00Z");
      await submitFeedback(deps, input("outage@example.test"), null, t0);
      // Drain whatever earlier tests left, so only this submission's two messages matter.
      await queue.processDue(new Date("2026-05-01T00:00:00Z")).catch(() => undefined);

      const afterFirstTry = await queuedEmailsTo(database.db, "outage@example.test");
      expect(afterFirstTry).toHaveLength(1);
      expect(afterFirstTry[0]).toMatchObject({
        sent: false,
        attempts: 1,
        lastError: "connect ECONNREFUSED 127.0.0.1:25",
      });

      // Before the backoff has passed, nothing is retried.
      const failedAt = new Date("2026-05-01T00:00:00Z");
      expect(await queue.processDue(new Date(failedAt.getTime() + (RETRY_BASE_SECONDS - 1) * 1000))).toEqual({
        sent: 0,
        failed: 0,
      });

      // "Restart": a new connection and queue, with the mail server back.
      await database.close();
      database = openDatabase(handle.url);
      const recovered = switchableMailer();
      const restarted = createEmailQueue({ db: database.db, dialect: database.dialect, mailer: recovered.mailer });
      const later = new Date(failedAt.getTime() + RETRY_BASE_SECONDS * 1000);
      await restarted.processDue(later);
      const confirmation = recovered.delivered.find((mail) => mail.to === "outage@example.test");
      expect(confirmation?.subject).toBe("We received your feedback: Bug Report");
      expect(
        recovered.delivered.filter(
          (mail) => mail.to === "inbox@example.test" && mail.text.includes("outage@example.test"),
        ),
      ).toHaveLength(1);
      expect((await queuedEmailsTo(database.db, "outage@example.test"))[0]).toMatchObject({ sent: true, attempts: 2 });

      // Nothing is sent twice.
      const count = recovered.delivered.length;
      await restarted.processDue(new Date(later.getTime() + 3600_000));
      expect(recovered.delivered.length).toBe(count);
    },
  );

  it.skipIf(skip)("backs off longer after each failure, up to 30 minutes", async () => {
    const { retryDelaySeconds } = await import("~/email/email-queue.server");
    expect([1, 2, 3, 4, 7, 20].map((failures) => retryDelaySeconds(failures))).toEqual([30, 60, 120, 240, 1800, 1800]);
  });
});
