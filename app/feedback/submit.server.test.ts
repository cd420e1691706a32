import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createSqliteDatabase } from "~/db/test-databases";
import { createEmailQueue } from "~/email/email-queue.server";
import type { OutgoingEmail } from "~/email/mailer.server";
import { createRateLimiter } from "~/http/rate-limit.server";
import { clientIpContext } from "~/request-context";
import { listFeedback } from "./feedback.server";
import { type FeedbackServices, handleFeedback } from "./submit.server";

/**
 * The one server path behind the feedback page's form and the JSON call, with
 * real services on a throwaway SQLite database: what it answers for good and
 * bad input (never an exception, so never a 500).
 */
describe("handleFeedback", () => {
  let handle: { url: string; drop: () => Promise<void> };
  let database: AppDatabase;
  let services: FeedbackServices;
  const sent: OutgoingEmail[] = [];

  beforeAll(async () => {
    handle = createSqliteDatabase();
    database = openDatabase(handle.url);
    await migrateToLatest(database.db, database.dialect);
    const queue = createEmailQueue({
      db: database.db,
      dialect: database.dialect,
      mailer: {
        describe: "memory",
        close() {},
        send: async (email) => void sent.push(email),
      },
    });
    services = {
      env: { FEEDBACK_INBOX: "inbox@example.test", APP_URL: "https://cars.example" },
      database,
      // The worker is not under test here: rows are queued, and stay queued.
      emailQueue: { ...queue, kick: () => {} },
      rateLimiter: await createRateLimiter(null),
    };
  });

  afterAll(async () => {
    await database?.close();
    await handle?.drop();
  });

  let client = 0;
  /** A request's facts: each call its own client address, so rate limits stay out of the way. */
  function requestContext() {
    const context = new RouterContextProvider();
    client += 1;
    context.set(clientIpContext, `198.18.0.${client}`);
    return context;
  }

  const good = {
    name: "Pat Garcia",
    email: "Pat@Example.test",
    feedbackType: "bug",
    message: "The P0420 page lists the wrong downstream O2 sensor voltage.",
  };

  it("stores a good submission, answers {success: true}, and clears the form", async () => {
    const outcome = await handleFeedback(services, new URLSearchParams(good), requestContext());
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ success: true, id: expect.any(String) });
    expect(outcome.reply).toEqual({ initialValue: null });
    const stored = (await listFeedback(database.db)).find((item) => item.id === outcome.body.id);
    expect(stored).toMatchObject({ name: "Pat Garcia", email: "pat@example.test", type: "bug" });
  });

  it("calls a blank required field Missing Information, keeping what was typed", async () => {
    const outcome = await handleFeedback(services, new URLSearchParams({ ...good, name: "   " }), requestContext());
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      success: false,
      missing: true,
      error: "Missing Information: Please fill in all required fields.",
      fieldErrors: { name: "Enter your name." },
    });
    expect(outcome.reply.initialValue).toMatchObject({ email: good.email, message: good.message });
  });

  it("answers bad values with a message per field, and stores nothing", async () => {
    const before = (await listFeedback(database.db)).length;
    const input = new FormData();
    input.append("name", "Lee");
    input.append("name", "Again");
    input.append("email", "lee@example");
    input.append("feedbackType", "praise");
    input.append("message", "x".repeat(5001));
    const outcome = await handleFeedback(services, input, requestContext());
    expect(outcome.status).toBe(400);
    expect(outcome.body).toEqual({
      success: false,
      error: "Please correct the highlighted fields.",
      fieldErrors: {
        name: "Enter your name.",
        email: "Enter a valid email address, like name@example.com.",
        feedbackType: "Choose one of the four feedback types.",
        message: "Messages are at most 5,000 characters.",
      },
    });
    expect(outcome.reply.status).toBe("error");
    expect((await listFeedback(database.db)).length).toBe(before);
  });

  it("ignores a body with nothing it knows, or with Conform's reserved names garbled", async () => {
    const garbled = new URLSearchParams({ ...good, __intent__: "{", __state__: "[" });
    await expect(handleFeedback(services, garbled, requestContext())).resolves.toMatchObject({ status: 200 });
    const empty = await handleFeedback(services, new FormData(), requestContext());
    expect(empty.status).toBe(400);
    expect(empty.body.missing).toBe(true);
  });

  it("accepts a filled honeypot like any submission, and stores nothing", async () => {
    const before = (await listFeedback(database.db)).length;
    const outcome = await handleFeedback(
      services,
      new URLSearchParams({ ...good, website: "https://spam.example" }),
      requestContext(),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ success: true, id: "received" });
    expect((await listFeedback(database.db)).length).toBe(before);
  });

  it("answers the sixth submission from one client in 10 minutes with the limit's message, keeping the values", async () => {
    const context = requestContext();
    for (let index = 0; index < 5; index += 1) {
      const outcome = await handleFeedback(
        services,
        new URLSearchParams({ ...good, email: `limit-${index}@example.test` }),
        context,
      );
      expect(outcome.status).toBe(200);
    }
    const blocked = await handleFeedback(services, new URLSearchParams(good), context);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: "Too many attempts, try again in 10 minutes." });
    expect(blocked.reply.initialValue).toMatchObject({ name: good.name, message: good.message });
  });
});
