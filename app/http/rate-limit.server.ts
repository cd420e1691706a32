import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
} from "rate-limiter-flexible";
import type { AppDatabase } from "~/db/db.server";

/**
 * Attempt limits for the forms that send email or check a password (auth and
 * feedback), for the site search and for VIN decoding, stored in the application database so every server instance
 * shares them. Limits are deliberately generous for people and tight for
 * scripts. Each action counts per client IP and per email address; sign-in
 * counts per IP and email together instead, with a high ceiling per email:
 *
 * - perIp: every attempt from one address, whatever the email.
 * - perIpAndEmail (sign-in): attempts at one account from one address. A
 *   sign-in that succeeds clears it, so it counts failures: someone guessing
 *   from their address is stopped there, and the owner signing in from an
 *   address that has not failed is not locked out.
 * - perEmail: attempts at one account from every address together. For
 *   sign-in it is the ceiling against guessing spread over many addresses
 *   (NIST SP 800-63B allows at most 100 consecutive failures per account), and
 *   a success gives its point back. See docs/decisions/0018.
 */
type Rule = { points: number; minutes: number };

export const rateLimits = {
  "sign-in": {
    perIp: { points: 30, minutes: 15 },
    perIpAndEmail: { points: 8, minutes: 15 },
    perEmail: { points: 100, minutes: 60 },
  },
  "sign-up": { perIp: { points: 10, minutes: 60 }, perEmail: { points: 4, minutes: 60 } },
  "magic-link": { perIp: { points: 10, minutes: 15 }, perEmail: { points: 4, minutes: 15 } },
  "reset-password": { perIp: { points: 10, minutes: 15 }, perEmail: { points: 4, minutes: 15 } },
  feedback: { perIp: { points: 5, minutes: 10 }, perEmail: { points: 5, minutes: 10 } },
  // Site search (/search and /api/search), per address only: generous for a person typing, tight for a script.
  search: { perIp: { points: 120, minutes: 1 } },
  // VIN decoding (/vehicles?vin=), per address: a VIN a minute is plenty for a person; a script walking VINs is stopped.
  "vin-decode": { perIp: { points: 30, minutes: 1 } },
} as const satisfies Record<string, { perIp: Rule; perEmail?: Rule; perIpAndEmail?: Rule }>;

export type LimitedAction = keyof typeof rateLimits;

export type LimitResult = { ok: true } | { ok: false; retryAfterMinutes: number; message: string };

type Keys = { ip: string; email?: string | null };

export type RateLimiter = {
  /** Counts an attempt; refuses it when any of its counts is used up. */
  consume: (action: LimitedAction, keys: Keys) => Promise<LimitResult>;
  /** After a successful attempt: clears the IP-and-email count and gives back the email's point. */
  succeeded: (action: LimitedAction, keys: Keys) => Promise<void>;
};

async function storeLimiter(database: AppDatabase | null, keyPrefix: string, points: number, minutes: number) {
  const options = { keyPrefix, points, duration: minutes * 60, tableName: "rate_limits", clearExpiredByTimeout: true };
  if (!database) return new RateLimiterMemory(options);
  return new Promise<RateLimiterAbstract>((resolve, reject) => {
    const done = (error?: unknown) => (error ? reject(error) : resolve(limiter));
    const limiter =
      database.driver.kind === "sqlite"
        ? new RateLimiterSQLite({ ...options, storeClient: database.driver.client, storeType: "better-sqlite3" }, done)
        : new RateLimiterPostgres({ ...options, storeClient: database.driver.client, storeType: "pool" }, done);
  });
}

function tooManyAttemptsMessage(minutes: number) {
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

type Scope = "ip" | "email" | "ip-email";

/** Builds the limiters; pass null for in-memory ones (unit tests). */
export async function createRateLimiter(database: AppDatabase | null): Promise<RateLimiter> {
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [action, rule] of Object.entries(rateLimits)) {
    const scopes: [Scope, Rule][] = [["ip", rule.perIp]];
    if ("perEmail" in rule) scopes.push(["email", rule.perEmail]);
    if ("perIpAndEmail" in rule) scopes.push(["ip-email", rule.perIpAndEmail]);
    for (const [scope, { points, minutes }] of scopes) {
      // The "auth-" key prefix predates feedback's limit; it names stored rows, so it stays.
      limiters.set(`${action}:${scope}`, await storeLimiter(database, `auth-${action}-${scope}`, points, minutes));
    }
  }

  /** The counts an attempt touches, each with its key. */
  function countsFor(action: LimitedAction, { ip, email }: Keys) {
    const counts: [Scope, RateLimiterAbstract, string][] = [["ip", limiters.get(`${action}:ip`)!, ip]];
    const perEmail = limiters.get(`${action}:email`);
    if (!email || !perEmail) return counts;
    const normalised = email.trim().toLowerCase();
    counts.push(["email", perEmail, normalised]);
    const together = limiters.get(`${action}:ip-email`);
    if (together) counts.push(["ip-email", together, `${ip}|${normalised}`]);
    return counts;
  }

  return {
    async consume(action, keys) {
      let wait = 0;
      for (const [, limiter, key] of countsFor(action, keys)) {
        try {
          await limiter.consume(key);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          wait = Math.max(wait, rejection.msBeforeNext);
        }
      }
      if (wait === 0) return { ok: true };
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      return { ok: false, retryAfterMinutes: minutes, message: tooManyAttemptsMessage(minutes) };
    },
    async succeeded(action, keys) {
      for (const [scope, limiter, key] of countsFor(action, keys)) {
        if (scope === "ip-email") await limiter.delete(key);
        else if (scope === "email") await limiter.reward(key, 1);
      }
    },
  };
}
