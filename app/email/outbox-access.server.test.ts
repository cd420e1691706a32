import { describe, expect, it } from "vitest";
import { canViewOutbox } from "./outbox-access.server";

const local = { NODE_ENV: "production", SMTP_URL: undefined, APP_URL: "http://localhost:3000" } as const;

describe("canViewOutbox", () => {
  it("is open in development", () => {
    expect(
      canViewOutbox({ ...local, NODE_ENV: "development", APP_URL: "https://carmechanic.example" }, "203.0.113.9"),
    ).toBe(true);
  });

  it("is open to this machine for the local quick start", () => {
    expect(canViewOutbox(local, "127.0.0.1")).toBe(true);
    expect(canViewOutbox(local, "::1")).toBe(true);
    expect(canViewOutbox(local, "::ffff:127.0.0.1")).toBe(true);
    expect(canViewOutbox({ ...local, APP_URL: "http://127.0.0.1:8080" }, "127.0.0.1")).toBe(true);
  });

  it("is closed to other clients, to deployed sites and when a mail server is set", () => {
    expect(canViewOutbox(local, "192.168.1.20")).toBe(false);
    expect(canViewOutbox(local, "unknown")).toBe(false);
    expect(canViewOutbox({ ...local, APP_URL: "https://carmechanic.example" }, "127.0.0.1")).toBe(false);
    expect(canViewOutbox({ ...local, APP_URL: "http://localhost.example.com" }, "127.0.0.1")).toBe(false);
    expect(canViewOutbox({ ...local, SMTP_URL: "smtp://127.0.0.1:2525" }, "127.0.0.1")).toBe(false);
  });
});
