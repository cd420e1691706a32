import { describe, expect, it } from "vitest";
import { canViewDevMailbox } from "./dev-mailbox-access.server";

const local = { NODE_ENV: "production", SMTP_URL: undefined, APP_URL: "http://localhost:3000" } as const;

describe("canViewDevMailbox", () => {
  it("is open in development", () => {
    expect(
      canViewDevMailbox({ ...local, NODE_ENV: "development", APP_URL: "https://carmechanic.example" }, "203.0.113.9"),
    ).toBe(true);
  });

  it("is open to this machine for the local quick start", () => {
    expect(canViewDevMailbox(local, "127.0.0.1")).toBe(true);
    expect(canViewDevMailbox(local, "::1")).toBe(true);
    expect(canViewDevMailbox(local, "::ffff:127.0.0.1")).toBe(true);
    expect(canViewDevMailbox({ ...local, APP_URL: "http://127.0.0.1:8080" }, "127.0.0.1")).toBe(true);
  });

  it("is closed to other clients, to deployed sites and when a mail server is set", () => {
    expect(canViewDevMailbox(local, "192.168.1.20")).toBe(false);
    expect(canViewDevMailbox(local, "unknown")).toBe(false);
    expect(canViewDevMailbox({ ...local, APP_URL: "https://carmechanic.example" }, "127.0.0.1")).toBe(false);
    expect(canViewDevMailbox({ ...local, APP_URL: "http://localhost.example.com" }, "127.0.0.1")).toBe(false);
    expect(canViewDevMailbox({ ...local, SMTP_URL: "smtp://127.0.0.1:2525" }, "127.0.0.1")).toBe(false);
  });
});
