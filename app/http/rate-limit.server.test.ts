import { describe, expect, it } from "vitest";
import { createRateLimiter, rateLimits } from "./rate-limit.server";

describe("rate limits", () => {
  it("limits attempts per email across addresses, with the wait in minutes", async () => {
    const limiter = await createRateLimiter(null);
    const { points, minutes } = rateLimits["sign-in"].perEmail;
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect(await limiter.consume("sign-in", { ip: `10.0.0.${attempt}`, email: "Tech@Example.com" })).toEqual({
        ok: true,
      });
    }
    const blocked = await limiter.consume("sign-in", { ip: "10.0.1.1", email: "tech@example.com" });
    expect(blocked).toEqual({
      ok: false,
      retryAfterMinutes: minutes,
      message: `Too many attempts, try again in ${minutes} minutes.`,
    });
    // Another address is unaffected.
    expect(await limiter.consume("sign-in", { ip: "10.0.1.1", email: "other@example.com" })).toEqual({ ok: true });
  });

  it("limits attempts per IP across email addresses", async () => {
    const limiter = await createRateLimiter(null);
    const { points } = rateLimits["magic-link"].perIp;
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect((await limiter.consume("magic-link", { ip: "203.0.113.9", email: `user${attempt}@example.com` })).ok).toBe(
        true,
      );
    }
    expect((await limiter.consume("magic-link", { ip: "203.0.113.9", email: "fresh@example.com" })).ok).toBe(false);
    expect((await limiter.consume("magic-link", { ip: "203.0.113.10", email: "fresh@example.com" })).ok).toBe(true);
  });

  it("keeps each action's counts separate", async () => {
    const limiter = await createRateLimiter(null);
    for (let attempt = 0; attempt < rateLimits["reset-password"].perEmail.points; attempt += 1) {
      await limiter.consume("reset-password", { ip: `10.1.0.${attempt}`, email: "a@example.com" });
    }
    expect((await limiter.consume("reset-password", { ip: "10.1.1.1", email: "a@example.com" })).ok).toBe(false);
    expect((await limiter.consume("sign-in", { ip: "10.1.1.1", email: "a@example.com" })).ok).toBe(true);
  });
});
