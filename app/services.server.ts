import path from "node:path";
import { type Auth, createAuth } from "~/auth/auth.server";
import { resolveAuthSecret } from "~/auth/secret.server";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createEmailQueue, type EmailQueue } from "~/email/email-queue.server";
import { createMailer, type Mailer, withTracking } from "~/email/mailer.server";
import { type Env, getEnv } from "~/env.server";
import { createRateLimiter, type RateLimiter } from "~/http/rate-limit.server";

/**
 * The long-lived parts of the server, built once at start: the database
 * (migrated to the latest version), email, auth and rate limiting.
 */
export type Services = {
  env: Env;
  database: AppDatabase;
  mailer: Mailer;
  auth: Auth;
  rateLimiter: RateLimiter;
  /** The mail folder: where emails go when there is no SMTP_URL. */
  mailFolder: string;
  /** Signs sessions, tokens and flash cookies. */
  secret: string;
  /** The durable email queue, for emails that must not be lost (feedback). */
  emailQueue: EmailQueue;
  stopWorkers: () => Promise<void>;
};

let current: Promise<Services> | undefined;

async function build(): Promise<Services> {
  const env = getEnv();
  const database = openDatabase(env.DATABASE_URL);
  const applied = await migrateToLatest(database.db, database.dialect);
  if (applied.length > 0) console.log(`Database (${database.dialect}) migrated: ${applied.join(", ")}`);
  // The mail folder keeps its first name, data/outbox: it is documented, and may hold mail already.
  const mailFolder = path.join(env.DATA_DIR, "outbox");
  const mailer = withTracking(createMailer({ from: env.EMAIL_FROM, smtpUrl: env.SMTP_URL, mailFolder }));
  console.log(`Email goes to ${mailer.describe}`);
  const secret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const auth = createAuth({ database, mailer, appUrl: env.APP_URL, secret });
  const rateLimiter = await createRateLimiter(database);
  // The queue sends through the plain mailer: its own retries replace the visitor-facing report.
  const emailQueue = createEmailQueue({
    db: database.db,
    dialect: database.dialect,
    mailer: createMailer({ from: env.EMAIL_FROM, smtpUrl: env.SMTP_URL, mailFolder }),
  });
  const stopWorkers = emailQueue.start();
  return { env, database, mailer, auth, rateLimiter, mailFolder, secret, emailQueue, stopWorkers };
}

/** Starts the services on first call; every later call gets the same ones. */
export function getServices(): Promise<Services> {
  current ??= build().catch((error: unknown) => {
    current = undefined;
    throw error;
  });
  return current;
}

export async function closeServices() {
  if (!current) return;
  const services = await current.catch(() => undefined);
  current = undefined;
  await services?.stopWorkers();
  await services?.database.close();
}
