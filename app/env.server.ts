import { z } from "zod";

const TRUST_PROXY_TRUE =
  "true would trust an X-Forwarded-For any client can write (it picks its own rate-limit key). " +
  "Give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8).";
/** A duration in whole or fractional seconds between `min` and `max`. */
function seconds(min: number, max: number) {
  return z.coerce
    .number({ error: "must be a number of seconds" })
    .min(min, `must be between ${min} and ${max} seconds`)
    .max(max, `must be between ${min} and ${max} seconds`);
}

/**
 * Every environment variable the server reads, validated once at boot.
 * `.env.example` documents the same list; keep the two in step.
 */
const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], {
        error: "must be development, production or test",
      })
      .default("development"),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
    APP_URL: z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as https://carmechanic.ai" })
      .optional(),
    DATA_DIR: z.string().min(1).default("data"),
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/|file:)/, "must be a postgres:// URL or file:<path to a SQLite database>")
      .optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 32)").optional(),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465",
      })
      .optional(),
    EMAIL_FROM: z.string().min(3).optional(),
    // The email queue's timings (email-queue.server.ts); unset, the defaults there.
    EMAIL_CLAIM_SECONDS: z.coerce
      .number({ error: "must be a number of seconds" })
      .int("must be a whole number of seconds")
      .min(10, "must be between 10 and 3600 seconds")
      .max(3600, "must be between 10 and 3600 seconds")
      .optional(),
    EMAIL_RETRY_BASE_SECONDS: z.coerce
      .number({ error: "must be a number of seconds" })
      .int("must be a whole number of seconds")
      .min(1, "must be between 1 and 3600 seconds")
      .max(3600, "must be between 1 and 3600 seconds")
      .optional(),
    FEEDBACK_INBOX: z.email({ error: "must be an email address" }).optional(),
    ADMIN_EMAILS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "must be a comma-separated list of email addresses" })))
      .default([]),
    // Express's `true` takes the leftmost X-Forwarded-For address, which the
    // client writes itself: it would choose its own rate-limit key. Refused.
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => value !== "true", { message: TRUST_PROXY_TRUE, abort: true })
      .regex(
        /^(false|\d+|loopback|linklocal|uniquelocal|[0-9a-f.:/]+)(,\s*(loopback|linklocal|uniquelocal|[0-9a-f.:/]+))*$/,
        "must be false, a hop count, or a comma-separated list of proxy addresses/subnets",
      )
      .default("false"),
    SHUTDOWN_GRACE_SECONDS: seconds(0, 600).default(5),
    SHUTDOWN_TIMEOUT_SECONDS: seconds(1, 3600).default(30),
  })
  .superRefine((env, context) => {
    if (env.SHUTDOWN_TIMEOUT_SECONDS <= env.SHUTDOWN_GRACE_SECONDS) {
      context.addIssue({
        code: "custom",
        path: ["SHUTDOWN_TIMEOUT_SECONDS"],
        message: `must be longer than SHUTDOWN_GRACE_SECONDS (${env.SHUTDOWN_GRACE_SECONDS}): open requests finish after the grace period`,
      });
    }
    // A production build served on this machine (the README's quick start) may
    // keep a generated secret in the data folder; a deployed site must set one.
    const local = !env.APP_URL || isLocalOrigin(env.APP_URL);
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET && !local) {
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production (try: openssl rand -base64 32)",
      });
    }
  })
  .transform((env) => {
    // Absolute links (canonical URLs, sitemap, emails) are built from this
    // origin, never from the request's Host header, which a client controls.
    const appUrl = new URL(env.APP_URL ?? `http://localhost:${env.PORT || 3000}`).origin;
    return {
      ...env,
      APP_URL: appUrl,
      DATABASE_URL: env.DATABASE_URL ?? `file:${env.DATA_DIR}/app.db`,
      EMAIL_FROM: env.EMAIL_FROM ?? `Car Mechanic AI <no-reply@${new URL(appUrl).hostname}>`,
      FEEDBACK_INBOX: env.FEEDBACK_INBOX ?? `feedback@${new URL(appUrl).hostname}`,
    };
  });

export type Env = z.infer<typeof envSchema>;

const localHostnames = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a site address points at this machine: the local quick start, not a deployment. */
export function isLocalOrigin(url: string) {
  return localHostnames.has(new URL(url).hostname);
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  // Treat empty strings as unset so `PORT=` in a .env file means "default".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  };
}
