import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("needs nothing set: development on port 3000 with a localhost origin", () => {
    const result = parseEnv({});
    expect(result).toEqual({
      ok: true,
      env: {
        NODE_ENV: "development",
        PORT: 3000,
        HOST: "0.0.0.0",
        APP_URL: "http://localhost:3000",
        DATA_DIR: "data",
        DATABASE_URL: "file:data/app.db",
        EMAIL_FROM: "Car Mechanic AI <no-reply@localhost>",
        FEEDBACK_INBOX: "feedback@localhost",
        ADMIN_EMAILS: [],
        TRUST_PROXY: "false",
        SHUTDOWN_GRACE_SECONDS: 5,
        SHUTDOWN_TIMEOUT_SECONDS: 30,
      },
    });
  });

  it("takes the shutdown's grace period and hard stop in seconds, the hard stop after the grace period", () => {
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: "0", SHUTDOWN_TIMEOUT_SECONDS: "2.5" })).toMatchObject({
      ok: true,
      env: { SHUTDOWN_GRACE_SECONDS: 0, SHUTDOWN_TIMEOUT_SECONDS: 2.5 },
    });
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: "soon" })).toEqual({
      ok: false,
      problems: ["SHUTDOWN_GRACE_SECONDS: must be a number of seconds"],
    });
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: "-1" })).toEqual({
      ok: false,
      problems: ["SHUTDOWN_GRACE_SECONDS: must be between 0 and 600 seconds"],
    });
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: "40" })).toEqual({
      ok: false,
      problems: [
        "SHUTDOWN_TIMEOUT_SECONDS: must be longer than SHUTDOWN_GRACE_SECONDS (40): open requests finish after the grace period",
      ],
    });
  });

  it("derives the default origin from PORT and normalises APP_URL to an origin", () => {
    expect(parseEnv({ PORT: "8080" })).toMatchObject({ ok: true, env: { APP_URL: "http://localhost:8080" } });
    expect(parseEnv({ APP_URL: "https://carmechanic.example/" })).toMatchObject({
      ok: true,
      env: { APP_URL: "https://carmechanic.example" },
    });
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", APP_URL: "" })).toMatchObject({ ok: true, env: { PORT: 3000 } });
  });

  it("lists every problem at once, by variable name", () => {
    const result = parseEnv({ NODE_ENV: "staging", PORT: "http", APP_URL: "ftp://example.com" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(3);
    expect(result.problems[0]).toMatch(/^NODE_ENV: must be development, production or test/);
    expect(result.problems[1]).toMatch(/^PORT: must be a port number/);
    expect(result.problems[2]).toMatch(/^APP_URL: must be an absolute http\(s\) URL/);
  });

  it("requires AUTH_SECRET in production, and a real secret", () => {
    expect(parseEnv({ NODE_ENV: "production", APP_URL: "https://carmechanic.example" })).toEqual({
      ok: false,
      problems: ["AUTH_SECRET: is required in production (try: openssl rand -base64 32)"],
    });
    expect(parseEnv({ AUTH_SECRET: "short" })).toMatchObject({ ok: false });
    expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).toMatchObject({ ok: true });
    // The local quick start: a production build on this machine keeps a generated secret.
    expect(parseEnv({ NODE_ENV: "production" })).toMatchObject({ ok: true });
    expect(parseEnv({ NODE_ENV: "production", APP_URL: "http://127.0.0.1:8080" })).toMatchObject({ ok: true });
  });

  it("accepts PostgreSQL and SQLite database URLs only", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@db:5432/app" })).toMatchObject({ ok: true });
    expect(parseEnv({ DATABASE_URL: "file:/var/lib/cmai.db" })).toMatchObject({ ok: true });
    expect(parseEnv({ DATABASE_URL: "mysql://u@db/app" })).toMatchObject({ ok: false });
  });

  it("reads TRUST_PROXY as false, a hop count or a list of proxies", () => {
    for (const value of [
      "false",
      "0",
      "1",
      "2",
      "loopback",
      "loopback, uniquelocal",
      "10.0.0.0/8, 192.168.1.10",
      "::1",
    ]) {
      expect(parseEnv({ TRUST_PROXY: value }), value).toMatchObject({ ok: true, env: { TRUST_PROXY: value } });
    }
    expect(parseEnv({ TRUST_PROXY: "everyone" })).toMatchObject({ ok: false });
  });

  it.each(["true", "TRUE", " true ", "True"])(
    "refuses TRUST_PROXY=%j: any client could pick its own address, and so its rate-limit key",
    (value) => {
      const result = parseEnv({ TRUST_PROXY: value });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems).toEqual([
        "TRUST_PROXY: true would trust an X-Forwarded-For any client can write (it picks its own rate-limit key). " +
          "Give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8).",
      ]);
    },
  );

  it("rejects ports out of range", () => {
    const result = parseEnv({ PORT: "70000" });
    expect(result).toEqual({ ok: false, problems: ["PORT: must be between 0 and 65535"] });
  });
});
