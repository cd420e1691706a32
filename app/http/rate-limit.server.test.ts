import { describe, expect, it } from "vitest";
import { createRateLimiter, rateLimits } from "./rate-limit.server";

describe("rate limits", () => {
  it("limits attempts per email across addresses, with the wait in minutes", async () => {
    const limiter = await createRateLimiter(null);
    const { points, minutes } = rateLimits["reset-password"].perEmail;
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect(await limiter.consume("reset-password", { ip: `10.0.0.${attempt}`, email: "Tech@Example.com" })).toEqual({
        ok: true,
      });
    }
    const blocked = await limiter.consume("reset-password", { ip: "10.0.1.1", email: "tech@example.com" });
    expect(blocked).toEqual({
      ok: false,
      retryAfterMinutes: minutes,
      message: `Too many attempts, try again in ${minutes} minutes.`,
    });
    // Another address is unaffected.
    expect(await limiter.consume("reset-password", { ip: "10.0.1.1", email: "other@example.com" })).toEqual({
      ok: true,
    });
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

describe("sign-in limits", () => {
  const owner = "owner@example.com";

  it("stop an attacker's address after its failures, without locking out the owner at another address", async () => {
    const limiter = await createRateLimiter(null);
    const { points, minutes } = rateLimits["sign-in"].perIpAndEmail;
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect(await limiter.consume("sign-in", { ip: "198.51.100.66", email: owner })).toEqual({ ok: true });
    }
    expect(await limiter.consume("sign-in", { ip: "198.51.100.66", email: owner })).toEqual({
      ok: false,
      retryAfterMinutes: minutes,
      message: `Too many attempts, try again in ${minutes} minutes.`,
    });
    // The owner, at an address that has not failed, is not locked out.
    expect(await limiter.consume("sign-in", { ip: "203.0.113.7", email: owner })).toEqual({ ok: true });
  });

  it("count failures only: a success clears that address's count for the account", async () => {
    const limiter = await createRateLimiter(null);
    const { points } = rateLimits["sign-in"].perIpAndEmail;
    for (let attempt = 0; attempt < points - 1; attempt += 1) {
      await limiter.consume("sign-in", { ip: "203.0.113.7", email: owner });
    }
    await limiter.consume("sign-in", { ip: "203.0.113.7", email: owner });
    await limiter.succeeded("sign-in", { ip: "203.0.113.7", email: owner });
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect((await limiter.consume("sign-in", { ip: "203.0.113.7", email: owner })).ok).toBe(true);
    }
  });

  it("keep a ceiling per account against guessing spread over many addresses", async () => {
    const limiter = await createRateLimiter(null);
    const { points, minutes } = rateLimits["sign-in"].perEmail;
    expect(points).toBeGreaterThan(rateLimits["sign-in"].perIpAndEmail.points);
    for (let attempt = 0; attempt < points; attempt += 1) {
      const ip = `10.2.${Math.floor(attempt / 4)}.${attempt % 4}`;
      expect((await limiter.consume("sign-in", { ip, email: owner })).ok).toBe(true);
    }
    expect(await limiter.consume("sign-in", { ip: "10.3.0.1", email: owner })).toEqual({
      ok: false,
      retryAfterMinutes: minutes,
      message: `Too many attempts, try again in ${minutes} minutes.`,
    });
  });
});
