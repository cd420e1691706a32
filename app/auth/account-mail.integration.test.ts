import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createPostgresDatabase, createSqliteDatabase, postgresAvailable } from "~/db/test-databases";
import { createEmailQueue, type EmailQueue } from "~/email/email-queue.server";
import { createMailer, type Mailer } from "~/email/mailer.server";
import { startTestSmtpServer, type TestSmtpServer } from "~/email/test-smtp-server";
import { createFlashCookie } from "~/http/flash.server";
import { createRateLimiter } from "~/http/rate-limit.server";
import { clientIpContext } from "~/request-context";
import { createAuth } from "./auth.server";
import { type AuthActionServices, authAction } from "./auth-actions.server";

const hasPostgres = await postgresAvailable();

const targets = [
  { name: "SQLite", create: createSqliteDatabase, skip: false },
  { name: "PostgreSQL", create: createPostgresDatabase, skip: !hasPostgres },
];

const APP_URL = "http://localhost:3999";
const PASSWORD = "brake caliper sunrise 42 tomato";

/**
 * Account emails (verification, reset, sign-in link, "account exists") go
 * into the email queue, never to the mail server during the request: so a
 * known and an unknown address get the same answer after the same work (one
 * queued message each), and a mail outage changes nothing on the page.
 * Real database, real auth, real SMTP server (down, then back).
 */
describe.each(targets)("account emails on $name", ({ create, skip }) => {
  let handle: { url: string; drop: () => Promise<void> };
  let database: AppDatabase;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let queue: EmailQueue;
  let services: AuthActionServices;
  let client = 0;

  beforeAll(async () => {
    if (skip) return;
    handle = await create();
    database = openDatabase(handle.url);
    await migrateToLatest(database.db, database.dialect);
    smtp = await startTestSmtpServer();
    await smtp.stop(); // the mail server is down until the last test brings it back
    mailer = createMailer({ from: "Car Mechanic AI <no-reply@cars.example>", smtpUrl: smtp.url, mailFolder: "" });
    queue = createEmailQueue({ db: database.db, dialect: database.dialect, mailer });
    const secret = "integration-secret-0123456789-abcdefghijklmnop";
    services = {
      // The test runs the worker itself, after the answers.
      auth: createAuth({ database, emailQueue: { ...queue, kick: () => {} }, appUrl: APP_URL, secret }),
      rateLimiter: await createRateLimiter(null),
      flashCookie: createFlashCookie({ secret, secure: false }),
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  afterAll(async () => {
    if (skip) return;
    vi.restoreAllMocks();
    mailer?.close();
    await smtp?.stop();
    await database?.close();
    await handle?.drop();
  });

  /** Posts the /auth form as a browser without JavaScript would; returns the status and the answer. */
  async function post(fields: Record<string, string>) {
    const context = new RouterContextProvider();
    client += 1;
    context.set(clientIpContext, `198.18.1.${client}`);
    const request = new Request(`${APP_URL}/auth`, {
      method: "POST",
      headers: { Origin: APP_URL, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    const result = (await authAction({ request, context, services, url: new URL(request.url) })) as {
      data: unknown;
      init: { status?: number } | null;
    };
    return { status: result.init?.status ?? 200, body: result.data };
  }

  /** The answer with the address typed replaced, to compare two answers. */
  function withoutAddress(answer: { status: number; body: unknown }, email: string) {
    return { status: answer.status, body: JSON.parse(JSON.stringify(answer.body).replaceAll(email, "<email>")) };
  }

  async function queuedFor(email: string) {
    return database.db
      .selectFrom("email_outbox")
      .select(["subject", "sent_at"])
      .where("to_address", "=", email)
      .execute();
  }

  const known = `owner-${Date.now()}@example.test`;
  const unknown = `nobody-${Date.now()}@example.test`;

  it.skipIf(skip)("sign-up answers 200 during a mail outage, and queues the verification", async () => {
    const answer = await post({ intent: "sign-up", name: "Sam", email: known, password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, title: "Check your email to verify your account!" });
    expect(await queuedFor(known)).toEqual([{ subject: "Verify your email for Car Mechanic AI", sent_at: null }]);
  });

  it.skipIf(skip)(
    "a password reset answers a known and an unknown address alike, each after queueing one email",
    async () => {
      const before = { known: (await queuedFor(known)).length, unknown: (await queuedFor(unknown)).length };
      const forKnown = await post({ intent: "forgot", email: known });
      const forUnknown = await post({ intent: "forgot", email: unknown });
      expect(forKnown.status).toBe(200);
      expect(withoutAddress(forUnknown, unknown)).toEqual(withoutAddress(forKnown, known));
      expect((await queuedFor(known)).length - before.known).toBe(1);
      expect((await queuedFor(unknown)).length - before.unknown).toBe(1);
    },
  );

  it.skipIf(skip)(
    "a sign-in link answers a known and an unknown address alike, each after queueing one email",
    async () => {
      const before = { known: (await queuedFor(known)).length, unknown: (await queuedFor(unknown)).length };
      const forKnown = await post({ intent: "magic-link", email: known });
      const forUnknown = await post({ intent: "magic-link", email: unknown });
      expect(forKnown.status).toBe(200);
      expect(withoutAddress(forUnknown, unknown)).toEqual(withoutAddress(forKnown, known));
      expect((await queuedFor(known)).length - before.known).toBe(1);
      expect((await queuedFor(unknown)).length - before.unknown).toBe(1);
    },
  );

  it.skipIf(skip)("a sign-up with a taken address answers like a new one, each after queueing one email", async () => {
    const fresh = `fresh-${Date.now()}@example.test`;
    const before = (await queuedFor(known)).length;
    const taken = await post({ intent: "sign-up", name: "Someone", email: known, password: `${PASSWORD} 2` });
    const created = await post({ intent: "sign-up", name: "Someone", email: fresh, password: `${PASSWORD} 2` });
    expect(withoutAddress(taken, known)).toEqual(withoutAddress(created, fresh));
    expect((await queuedFor(known)).length - before).toBe(1);
    expect(await queuedFor(fresh)).toHaveLength(1);
  });

  it.skipIf(skip)("delivers every queued account email once the mail server is back", async () => {
    await smtp.start();
    // Far enough ahead that every retry is due.
    await queue.processDue(new Date(Date.now() + 24 * 3600_000));
    const subjects = (to: string) =>
      smtp.delivered
        .filter((message) => message.to.includes(to))
        .map((message) => message.subject)
        .sort();
    expect(subjects(known)).toEqual(
      [
        "Reset your Car Mechanic AI password",
        "Verify your email for Car Mechanic AI",
        "Verify your email for Car Mechanic AI",
        "Your Car Mechanic AI sign-in link",
      ].sort(),
    );
    expect(subjects(unknown)).toEqual([
      "Password reset request for Car Mechanic AI",
      "Sign-in request for Car Mechanic AI",
    ]);
    expect(smtp.delivered.find((message) => message.subject.startsWith("Reset your"))?.text).toContain(
      `${APP_URL}/api/auth/reset-password/`,
    );
  });
});
