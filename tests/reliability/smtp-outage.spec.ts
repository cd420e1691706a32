import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { createSqliteDatabase } from "~/db/test-databases";
import { startTestSmtpServer, type TestSmtpServer } from "~/email/test-smtp-server";
import type { ProductionServer } from "../../scripts/production-server";
import { postFeedback, postsNotDeliveredOnce, repeatedMessageIds, startMailServer, until } from "./support/mail";
import { scale } from "./support/scale";

/**
 * The mail server is down: feedback is still accepted, account pages answer as
 * they always do (the same 200 page for a known and an unknown address), and
 * every email arrives, once, after the mail server comes back.
 *
 * The retry backoff is real (EMAIL_RETRY_BASE_SECONDS=1 here: 1 s, 2 s, 4 s …
 * instead of 30 s, 1 min …), so the spec waits seconds, not minutes.
 */
const PASSWORD = "brake caliper sunrise 42 tomato";

describe("an SMTP outage", () => {
  let database: { url: string; drop: () => Promise<void> };
  let smtp: TestSmtpServer;
  let server: ProductionServer;
  let db: AppDatabase;
  let client = 0;

  beforeAll(async () => {
    database = createSqliteDatabase();
    smtp = await startTestSmtpServer();
    server = await startMailServer({ name: "smtp-outage", databaseUrl: database.url, smtpUrl: smtp.url });
    db = openDatabase(database.url);
    await smtp.stop();
  });

  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await smtp?.stop();
    await database?.drop();
  });

  /** Posts the /auth form as a browser without JavaScript does; the page comes back as HTML. */
  async function authForm(fields: Record<string, string>) {
    client += 1;
    const response = await fetch(`${server.baseURL}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.baseURL,
        "X-Forwarded-For": `10.200.0.${client}`,
      },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, body: await response.text() };
  }

  /** A page with the address typed, and the per-response nonce, taken out. */
  function comparable(answer: { status: number; body: string }, email: string) {
    return {
      status: answer.status,
      body: answer.body.replaceAll(email, "<email>").replace(/nonce="[^"]*"/g, 'nonce=""'),
    };
  }

  async function attemptedWhileDown() {
    const rows = await db.db.selectFrom("email_outbox").select(["attempts", "sent_at"]).execute();
    return rows.length > 0 && rows.every((row) => row.attempts >= 1 && row.sent_at === null);
  }

  const owner = `owner-${Date.now()}@example.test`;
  const stranger = `stranger-${Date.now()}@example.test`;
  const posted: Awaited<ReturnType<typeof postFeedback>>[] = [];

  it("accepts feedback while the mail server is down", async () => {
    for (let index = 0; index < scale(10, 100); index += 1) posted.push(await postFeedback(server.baseURL));
    expect(posted.filter((post) => post.status !== 200)).toEqual([]);
  });

  it("answers sign-up, reset and sign-in link requests as usual, the same for a known and an unknown address", async () => {
    const signUp = await authForm({ intent: "sign-up", name: "Sam", email: owner, password: PASSWORD });
    expect(signUp.status).toBe(200);
    expect(signUp.body).toContain("Check your email to verify your account!");

    for (const intent of ["forgot", "magic-link"]) {
      const known = await authForm({ intent, email: owner });
      const unknown = await authForm({ intent, email: stranger });
      expect(known.status).toBe(200);
      expect(comparable(unknown, stranger)).toEqual(comparable(known, owner));
    }
    // The worker tried, and failed, while the server was down.
    await until(attemptedWhileDown, "the queue has tried every message");
  });

  it("delivers every email once after the mail server comes back", async () => {
    await smtp.start();
    const accountMail = 5; // verification, reset, sign-in link; two notes to the unknown address
    await until(
      async () => smtp.delivered.length >= posted.length * 2 + accountMail && smtp.waiting() === 0,
      "every email is delivered",
    );
    expect(postsNotDeliveredOnce(posted, smtp.delivered)).toEqual([]);
    const subjects = (to: string) =>
      smtp.delivered
        .filter((message) => message.to.includes(to))
        .map((message) => message.subject)
        .sort();
    expect(subjects(owner)).toEqual([
      "Reset your Car Mechanic AI password",
      "Verify your email for Car Mechanic AI",
      "Your Car Mechanic AI sign-in link",
    ]);
    expect(subjects(stranger)).toEqual([
      "Password reset request for Car Mechanic AI",
      "Sign-in request for Car Mechanic AI",
    ]);
    expect(repeatedMessageIds(smtp.delivered)).toEqual([]);
    expect(smtp.delivered).toHaveLength(posted.length * 2 + accountMail);
  });
});
