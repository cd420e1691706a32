import crypto from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import morgan from "morgan";
import { parseEnv } from "../app/env.server.ts";
import { requestGuards } from "./request-guards.ts";

const envResult = parseEnv(process.env);
if (!envResult.ok) {
  console.error(
    `Car Mechanic AI cannot start. Fix these environment variables (see .env.example):\n  - ${envResult.problems.join("\n  - ")}`,
  );
  process.exit(1);
}
const env = envResult.env;
const isDevelopment = env.NODE_ENV === "development";
const isHttps = env.APP_URL.startsWith("https:");
const rootDir = path.resolve(import.meta.dirname, "..");

/** TRUST_PROXY as Express takes it: false, a hop count, or addresses and subnets (never true: see env.server.ts). */
function expressTrustProxy(value: string): boolean | number | string {
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

let draining = false;
const status = { isDraining: () => draining };

const app = express();
app.disable("x-powered-by");
// While draining, each response ends its connection: a keep-alive client
// sends its next request on a new one, which the load balancer routes elsewhere.
app.use((_req, res, next) => {
  if (draining) res.setHeader("Connection", "close");
  next();
});
// Behind a reverse proxy, req.ip is the client's address from X-Forwarded-For,
// trusted only as far as TRUST_PROXY says (rate limits key on it).
app.set("trust proxy", expressTrustProxy(env.TRUST_PROXY));

// Compresses what is not already compressed (pages, and any asset without a
// precompressed copy).
app.use(compression());

const clientDir = path.join(rootDir, "build/client");
if (!isDevelopment) {
  // File names under /assets carry a content hash, so they never change. The
  // build writes brotli and gzip copies beside each script and stylesheet
  // (vite.config.ts) and the client gets the best one it accepts. Served ahead
  // of helmet: the document policies (CSP, framing, referrer...) mean nothing
  // on a script or stylesheet, and cost every asset response ~700 bytes of
  // headers; nosniff is the one that applies. A missing file falls through to
  // the app's 404 page, with every header. See docs/decisions/0013.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: "1y",
        index: false,
        // Immutable files are never revalidated.
        etag: false,
        lastModified: false,
        setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
      },
    }),
  );
}

// A fresh nonce per response: the only inline scripts allowed are ours.
app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});

app.use(
  helmet({
    contentSecurityPolicy: {
      // Vite's dev server injects its own inline scripts; report instead of block there.
      reportOnly: isDevelopment,
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": isDevelopment ? ["'self'", "ws:"] : ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": isHttps ? [] : null,
      },
    },
    // Strict-Transport-Security only means something over HTTPS.
    strictTransportSecurity: isHttps ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  }),
);

if (!isDevelopment) {
  app.use(
    morgan("short", {
      skip: (req) => req.url === "/healthz" || req.url.startsWith("/assets/"),
    }),
  );
}

// Methods, body sizes and encodings no route takes are refused here, before a body is read.
app.use(requestGuards());

let handler: RequestHandler;
let stopApp: () => Promise<void> = async () => {};

if (isDevelopment) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  const load = async () => (await viteServer.ssrLoadModule("./server/app.ts")) as typeof import("./app.ts");
  // Migrate and start the services before the first request, as in production.
  stopApp = (await load()).stopApp;
  await (await load()).startApp(status);
  handler = async (req, res, next) => {
    try {
      // Reloaded per request so edits apply without a restart.
      return (await (await load()).startApp(status))(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  };
} else {
  // The service worker's script is checked with the server on every visit, so a
  // deploy's worker replaces the old one and its caches (docs/decisions/0020).
  app.get("/sw.js", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    next();
  });
  // The build's top-level files (favicon...). Pages have no file extension:
  // only a path that looks like a file costs a look on disk.
  const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  const serverBuild = path.join(rootDir, "build/server/index.js");
  const serverApp = (await import(serverBuild).catch((error: unknown) => {
    console.error(`No server build at ${serverBuild}: run "npm run build" first.`);
    throw error;
  })) as typeof import("./app.ts");
  stopApp = serverApp.stopApp;
  handler = await serverApp.startApp(status).catch((error: unknown) => {
    console.error(`Car Mechanic AI cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

app.use(handler);

// Last resort: React Router renders its own error pages, so this only runs if
// the handler itself fails. Never send a stack trace to the client.
const lastResort: ErrorRequestHandler = (error, _req, res, _next) => {
  console.error(error);
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(500)
    .type("html")
    .send(
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong | Car Mechanic AI</title>' +
        '<body style="font-family:system-ui;padding:2rem"><h1>Something went wrong</h1>' +
        '<p>The page could not be shown. Please try again in a moment, or go back to the <a href="/">home page</a>.</p></body></html>',
    );
};
app.use(lastResort);

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(`Car Mechanic AI (${env.NODE_ENV}) listening on http://localhost:${port}`);
});

/** Exit code of a shutdown that had to cut requests still open at the hard stop (as timeout(1) uses). */
const EXIT_HARD_STOP = 124;

/**
 * Draining shutdown, for rolling restarts behind a load balancer:
 * 1. For SHUTDOWN_GRACE_SECONDS, keep serving, but /healthz answers 503 so the
 *    load balancer takes this instance out of rotation, and every response
 *    says `Connection: close` so keep-alive clients open their next
 *    connection elsewhere (see the middleware at the top).
 * 2. Then stop listening and close idle connections; requests in progress finish.
 * 3. Once the last connection has closed, stop the email queue and close the
 *    database, and exit 0.
 * A request still open SHUTDOWN_TIMEOUT_SECONDS after the signal is cut, and
 * the process exits with 124 so the supervisor's log shows that it had to; a
 * second signal does the same at once.
 */
function shutdown(signal: string) {
  if (draining) {
    // A second Ctrl-C means "now".
    console.error(`${signal} received again: stopping at once.`);
    process.exit(EXIT_HARD_STOP);
  }
  draining = true;
  console.log(
    `${signal} received: /healthz answers 503 for ${env.SHUTDOWN_GRACE_SECONDS} s, then open requests finish and the server exits.`,
  );
  setTimeout(() => {
    console.log("Grace period over: no longer accepting connections; finishing open requests.");
    server.close(() => {
      stopApp()
        .catch((error: unknown) => console.error("Stopping the email queue or closing the database failed:", error))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  }, env.SHUTDOWN_GRACE_SECONDS * 1000);
  setTimeout(() => {
    console.error(`Requests still open ${env.SHUTDOWN_TIMEOUT_SECONDS} s after ${signal}; closing them.`);
    server.closeAllConnections();
    process.exit(EXIT_HARD_STOP);
  }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
