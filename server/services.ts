import path from "node:path";
import { createAuth } from "~/auth/auth.server";
import { resolveAuthSecret } from "~/auth/secret.server";
import { openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createEmailQueue, SEND_LANES } from "~/email/email-queue.server";
import { createMailer } from "~/email/mailer.server";
import { type Env, parseEnv } from "~/env.server";
import { createFlashCookie } from "~/http/flash.server";
import { createRateLimiter } from "~/http/rate-limit.server";
import type { Services } from "~/request-context";
import { pruneMisses } from "~/search/misses.server";
import { createSiteSearch } from "~/search/search.server";
import { createGarageCookie } from "~/vehicles/garage-cookie.server";
import { createVinDecoder } from "~/vehicles/vin-decoder.server";
import { ensureVpicDatabase } from "~/vehicles/vpic-file.server";

/**
 * The composition root: the one place that builds the server's long-lived
 * parts (database and migrations, mailer, auth, rate limits, email queue,
 * flash cookie, search index) and wires them together. server/app.ts hands the result to
 * every request through the router context (`servicesContext`); nothing in
 * app/ builds or looks up a service. See docs/decisions/0015-services.md.
 */
export type RunningServices = {
  services: Services;
  /** Stops the email queue's worker (after the sends in flight), closes the mail connections and the database. */
  stop: () => Promise<void>;
};

export async function createServices(env: Env): Promise<RunningServices> {
  const database = openDatabase(env.DATABASE_URL);
  try {
    const applied = await migrateToLatest(database.db, database.dialect);
    if (applied.length > 0) console.log(`Database (${database.dialect}) migrated: ${applied.join(", ")}`);
    // The mail folder keeps its first name, data/outbox: it is documented, and may hold mail already.
    const mailFolder = path.join(env.DATA_DIR, "outbox");
    // Every email goes through the queue, which sends over one pooled connection per lane.
    const mailer = createMailer({
      from: env.EMAIL_FROM,
      smtpUrl: env.SMTP_URL,
      mailFolder,
      connections: SEND_LANES,
    });
    console.log(`Email goes to ${mailer.describe}`);
    const emailQueue = createEmailQueue({
      db: database.db,
      dialect: database.dialect,
      mailer,
      lanes: SEND_LANES,
      claimSeconds: env.EMAIL_CLAIM_SECONDS,
      retryBaseSeconds: env.EMAIL_RETRY_BASE_SECONDS,
    });
    const secret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
    const auth = createAuth({ database, emailQueue, appUrl: env.APP_URL, secret });
    const rateLimiter = await createRateLimiter(database);
    const flashCookie = createFlashCookie({ secret, secure: env.APP_URL.startsWith("https:") });
    const garageCookie = createGarageCookie({ secret, secure: env.APP_URL.startsWith("https:") });
    // Built before the first request rather than on it: the first visitor would wait the whole build.
    const indexing = performance.now();
    const search = createSiteSearch();
    console.log(
      `Search index: ${search.documentCount.toLocaleString("en-US")} documents in ${Math.round(performance.now() - indexing)} ms`,
    );
    // The vPIC data is unpacked now, not on the first VIN (a second or two); the site serves meanwhile.
    const unpacking = ensureVpicDatabase(env.DATA_DIR).catch((error: unknown) =>
      console.error("Unpacking the vPIC data failed; VIN decoding will try again on first use:", error),
    );
    const vinDecoder = createVinDecoder({ dataDir: env.DATA_DIR });
    const stopWorker = emailQueue.start();
    // The searches that found nothing are kept bounded: pruned now and every six hours (misses.server.ts).
    const pruneSearchMisses = () =>
      void pruneMisses(database).catch((error: unknown) => console.error("Pruning search misses failed:", error));
    pruneSearchMisses();
    const pruning = setInterval(pruneSearchMisses, 6 * 60 * 60 * 1000);
    pruning.unref();
    return {
      services: {
        env,
        database,
        auth,
        rateLimiter,
        emailQueue,
        flashCookie,
        garageCookie,
        mailFolder,
        search,
        vinDecoder,
      },
      async stop() {
        clearInterval(pruning);
        await stopWorker();
        await unpacking;
        await vinDecoder.close();
        mailer.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * One set of services per process. In development server/index.ts loads
 * server/app.ts through Vite's ssrLoadModule on every request, and Vite
 * evaluates this module afresh after an edit: a module-level variable would
 * be lost and a second database connection and queue worker started, with
 * the first never closed. The running services are kept on globalThis
 * instead, which every evaluation shares. (So an edit to a service's own code
 * takes effect after a restart of `npm run dev`, not on reload.)
 */
const holder = globalThis as typeof globalThis & { __carMechanicAiServices?: Promise<RunningServices> };

/** The environment, validated; server/index.ts has already refused to start with an invalid one. */
function validatedEnv(): Env {
  const result = parseEnv(process.env);
  if (!result.ok) throw new Error(`Invalid environment:\n  ${result.problems.join("\n  ")}`);
  return result.env;
}

/** Builds the services on first call, from the validated environment; every later call gets the same ones. */
export async function startServices(): Promise<Services> {
  holder.__carMechanicAiServices ??= createServices(validatedEnv()).catch((error: unknown) => {
    holder.__carMechanicAiServices = undefined;
    throw error;
  });
  return (await holder.__carMechanicAiServices).services;
}

/** Stops what startServices started (at shutdown, once the last request is done). */
export async function stopServices() {
  const running = holder.__carMechanicAiServices;
  if (!running) return;
  holder.__carMechanicAiServices = undefined;
  await (await running.catch(() => undefined))?.stop();
}
