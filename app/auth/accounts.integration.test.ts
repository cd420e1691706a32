import { getMigrations } from "better-auth/db/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase, toStoredTimestamp } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { getProfile, upsertProfile } from "~/db/profiles.server";
import { createPostgresDatabase, createSqliteDatabase, postgresAvailable } from "~/db/test-databases";
import { createEmailQueue } from "~/email/email-queue.server";
import type { Mailer, OutgoingEmail } from "~/email/mailer.server";
import { createAuth } from "./auth.server";

const hasPostgres = await postgresAvailable();

const targets = [
  { name: "SQLite", create: createSqliteDatabase, skip: false },
  { name: "PostgreSQL", create: createPostgresDatabase, skip: !hasPostgres },
];

const APP_URL = "http://localhost:3999";

describe.each(targets)("accounts on $name", ({ create, skip }) => {
  let handle: { url: string; drop: () => Promise<void> };
  let database: AppDatabase;
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = { describe: "memory", send: async (email) => void sent.push(email), close() {} };
  let auth: ReturnType<typeof createAuth>;

  beforeAll(async () => {
    if (skip) return;
    handle = await create();
    database = openDatabase(handle.url);
    // The worker is not under test here: account emails are queued, and stay queued.
    const emailQueue = { ...createEmailQueue({ db: database.db, dialect: database.dialect, mailer }), kick: () => {} };
    auth = createAuth({
      database,
      emailQueue,
      appUrl: APP_URL,
      secret: "integration-secret-0123456789-abcdefghijklmnop",
    });
  });

  afterAll(async () => {
    if (skip) return;
    await database?.close();
    await handle?.drop();
  });

  it.skipIf(skip)("migrates an empty database, and a second run changes nothing", async () => {
    expect(await migrateToLatest(database.db, database.dialect)).toEqual([
      "0001-accounts",
      "0002-feedback",
      "0003-quiz-scores",
      "0004-email-claims",
      "0005-search-misses",
      "0006-garage",
    ]);
    expect(await migrateToLatest(database.db, database.dialect)).toEqual([]);
  });

  it.skipIf(skip)("leaves better-auth nothing to create or add", async () => {
    const options = (await auth.$context).options;
    const plan = await getMigrations(options);
    expect(plan.toBeCreated.map((table) => table.table)).toEqual([]);
    expect(plan.toBeAdded.map((table) => `${table.table}: ${Object.keys(table.fields).join(", ")}`)).toEqual([]);
  });

  async function verifiedUser(email: string, password = "spark plug gap 0.044 inch") {
    await auth.api.signUpEmail({ body: { email, password, name: "Test" } });
    await database.db
      .updateTable("user")
      .set({ emailVerified: database.dialect === "postgres" ? true : 1 })
      .where("email", "=", email)
      .execute();
    const signIn = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    return { userId: signIn.response.user.id, cookie };
  }

  it.skipIf(skip)("upserts a profile keyed by the user id and stamps updated_at", async () => {
    const { userId } = await verifiedUser("profile@example.test");
    expect((await getProfile(database.db, userId)).updatedAt).toBeNull();

    const first = new Date("2026-01-02T03:04:05.000Z");
    await upsertProfile(
      database.db,
      database.dialect,
      userId,
      { displayName: "Sam", role: "mechanic", company: "Sam's Garage", zipCode: "94110" },
      first,
    );
    expect(await getProfile(database.db, userId)).toEqual({
      displayName: "Sam",
      role: "mechanic",
      company: "Sam's Garage",
      zipCode: "94110",
      updatedAt: first,
    });

    const second = new Date("2026-02-03T04:05:06.000Z");
    await upsertProfile(
      database.db,
      database.dialect,
      userId,
      { displayName: "", role: "shop-owner", company: "", zipCode: "" },
      second,
    );
    expect(await getProfile(database.db, userId)).toEqual({
      displayName: "",
      role: "shop-owner",
      company: "",
      zipCode: "",
      updatedAt: second,
    });
    const rows = await database.db.selectFrom("profiles").select("id").where("id", "=", userId).execute();
    expect(rows).toHaveLength(1);
  });

  it.skipIf(skip)("ends an expired session and a revoked one", async () => {
    const { userId, cookie } = await verifiedUser("sessions@example.test");
    const headers = new Headers({ cookie });
    expect((await auth.api.getSession({ headers }))?.user.id).toBe(userId);

    // Revoked: every session of the user.
    await auth.api.revokeSessions({ headers });
    expect(await auth.api.getSession({ headers })).toBeNull();

    // Expired: a session past its expiry date is not accepted.
    const again = await auth.api.signInEmail({
      body: { email: "sessions@example.test", password: "spark plug gap 0.044 inch" },
      returnHeaders: true,
    });
    const expiringHeaders = new Headers({
      cookie: again.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; "),
    });
    expect(await auth.api.getSession({ headers: expiringHeaders })).not.toBeNull();
    const past = new Date(Date.now() - 60_000);
    await database.db
      .updateTable("session")
      .set({ expiresAt: toStoredTimestamp(database.dialect, past) })
      .where("userId", "=", userId)
      .execute();
    expect(await auth.api.getSession({ headers: expiringHeaders })).toBeNull();
  });

  it.skipIf(skip)("deleting a user removes the profile and sessions with it", async () => {
    const { userId, cookie } = await verifiedUser("delete@example.test");
    await upsertProfile(database.db, database.dialect, userId, {
      displayName: "Gone",
      role: "other",
      company: "",
      zipCode: "",
    });
    await auth.api.deleteUser({ body: {}, headers: new Headers({ cookie }) });
    const remaining = await Promise.all([
      database.db.selectFrom("user").select("id").where("id", "=", userId).execute(),
      database.db.selectFrom("profiles").select("id").where("id", "=", userId).execute(),
      database.db.selectFrom("session").select("id").where("userId", "=", userId).execute(),
      database.db.selectFrom("account").select("id").where("userId", "=", userId).execute(),
    ]);
    expect(remaining.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
  });
});
