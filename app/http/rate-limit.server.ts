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
 * feedback), counted per client IP and per email address, stored in the
 * application database so every server instance shares them. Limits are
 * deliberately generous for people and tight for scripts.
 */
export const rateLimits = {
  "sign-in": { perIp: { points: 30, minutes: 15 }, perEmail: { points: 8, minutes: 15 } },
  "sign-up": { perIp: { points: 10, minutes: 60 }, perEmail: { points: 4, minutes: 60 } },
  "magic-link": { perIp: { points: 10, minutes: 15 }, perEmail: { points: 4, minutes: 15 } },
  "reset-password": { perIp: { points: 10, minutes: 15 }, perEmail: { points: 4, minutes: 15 } },
  feedback: { perIp: { points: 5, minutes: 10 }, perEmail: { points: 5, minutes: 10 } },
} as const;

export type LimitedAction = keyof typeof rateLimits;

export type LimitResult = { ok: true } | { ok: false; retryAfterMinutes: number; message: string };

export type RateLimiter = {
  consume: (action: LimitedAction, keys: { ip: string; email?: string | null }) => Promise<LimitResult>;
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

/** Builds the limiters; pass null for in-memory ones (unit tests). */
export async function createRateLimiter(database: AppDatabase | null): Promise<RateLimiter> {
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [action, rule] of Object.entries(rateLimits)) {
    // The "auth-" key prefix predates feedback's limit; it names stored rows, so it stays.
    limiters.set(
      `${action}:ip`,
      await storeLimiter(database, `auth-${action}-ip`, rule.perIp.points, rule.perIp.minutes),
    );
    limiters.set(
      `${action}:email`,
      await storeLimiter(database, `auth-${action}-email`, rule.perEmail.points, rule.perEmail.minutes),
    );
  }

  return {
    async consume(action, { ip, email }) {
      const checks: [RateLimiterAbstract, string][] = [[limiters.get(`${action}:ip`)!, ip]];
      if (email) checks.push([limiters.get(`${action}:email`)!, email.trim().toLowerCase()]);
      let wait = 0;
      for (const [limiter, key] of checks) {
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
  };
}
