import { createContext } from "react-router";
import type { Auth } from "~/auth/auth.server";
import type { AppDatabase } from "~/db/db.server";
import type { EmailQueue } from "~/email/email-queue.server";
import type { Env } from "~/env.server";
import type { FlashCookie } from "~/http/flash.server";
import type { RateLimiter } from "~/http/rate-limit.server";
import type { SiteSearch } from "~/search/search.server";
import type { GarageCookie } from "~/vehicles/garage-cookie.server";
import type { VinDecoder } from "~/vehicles/vin-decoder.server";

/**
 * Values the Express shell hands to React Router for each request
 * (see server/app.ts). Loaders, actions and middleware read them with
 * `context.get(...)`; this is the only way app/ reaches them.
 */

/** The per-request Content-Security-Policy nonce for inline scripts. */
export const cspNonceContext = createContext<string>("");

/**
 * Allows this response's inline scripts by the given CSP sources (their
 * hashes) in place of the nonce: for HTML many visitors share, the cached
 * pages, where the same nonce for everyone would be no nonce at all.
 */
export const cspScriptSourcesContext = createContext<(sources: string) => void>(() => {});

/** The client's IP address as Express sees it (honouring TRUST_PROXY). */
export const clientIpContext = createContext<string>("unknown");

export type ServerStatus = {
  /** True once shutdown has begun: the process is finishing requests and will exit. */
  isDraining: () => boolean;
};

export const serverStatusContext = createContext<ServerStatus>({ isDraining: () => false });

/**
 * The long-lived parts of the server, built once per process by the shell's
 * composition root (server/services.ts) and handed to every request. A route
 * takes them with `context.get(servicesContext)` and passes what a use case
 * needs as arguments; features never build or look up services themselves.
 */
export type Services = {
  /** The validated environment (see env.server.ts). */
  env: Env;
  /** The database, migrated to the latest version. */
  database: AppDatabase;
  /** better-auth over the database; its emails go into the email queue. */
  auth: Auth;
  /** Attempt limits per client IP and email address for the auth and feedback forms. */
  rateLimiter: RateLimiter;
  /** The durable email queue: every email the site sends goes through it. */
  emailQueue: EmailQueue;
  /** Signs and reads the one-time message carried across a redirect. */
  flashCookie: FlashCookie;
  /** Signs and reads a signed-out visitor's garage (app/vehicles/garage-cookie.server.ts). */
  garageCookie: GarageCookie;
  /** The folder of .eml files written when no SMTP_URL is set, shown by the dev mailbox. */
  mailFolder: string;
  /** The site search's index, built once at start and held in memory (docs/decisions/0022). */
  search: SiteSearch;
  /** Decodes VINs from the NHTSA vPIC data unpacked into the data folder (docs/decisions/0025). */
  vinDecoder: VinDecoder;
};

/** No default: a request that reaches the routes without services is a wiring bug, and fails loudly. */
export const servicesContext = createContext<Services>();
