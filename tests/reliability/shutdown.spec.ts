import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ProductionServer, startProductionServer } from "../../scripts/production-server.ts";
import { scale } from "./support/scale.ts";

/**
 * A rolling restart under load: the orchestrator sends SIGTERM to a server
 * that several keep-alive clients (a load balancer's connection pool) are
 * busy with. The server must tell the load balancer first (/healthz 503 for
 * the grace period), tell each keep-alive client to move on (Connection:
 * close), finish every request it has started, and exit 0.
 */
const CLIENTS = scale(4, 24);
/** Requests each client completes before the signal, so every connection is warm and reused. */
const REQUESTS_BEFORE_SIGNAL = scale(4, 40);
/** Responses with `Connection: close` each client takes after /healthz said 503 before it stops sending. */
const REQUESTS_WHILE_DRAINING = 3;
/** Long enough for the clients' last requests to be served on a loaded machine; no assertion reads a clock. */
const GRACE_SECONDS = scale(8, 15);

const PAGES = ["/", "/faq", "/glossary/maf-sensor", "/diagnostics/brake-system", "/quiz", "/dangerous-problems"];
const logDir = path.resolve(import.meta.dirname, "../../test-results/reliability");

type Outcome = {
  path: string;
  afterHealthSaid503: boolean;
  reusedSocket: boolean;
  status?: number;
  complete?: boolean;
  connection?: string;
  error?: string;
};

/** One GET on the client's keep-alive agent, resolved with what came back, never rejected. */
function get(baseURL: string, pagePath: string, agent: http.Agent, afterHealthSaid503: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { path: pagePath, afterHealthSaid503, reusedSocket: false };
    const request = http.get(`${baseURL}${pagePath}`, { agent, headers: { "accept-encoding": "br, gzip" } });
    request.on("response", (response) => {
      outcome.reusedSocket = request.reusedSocket;
      outcome.status = response.statusCode;
      outcome.connection = response.headers.connection;
      response.on("data", () => {});
      response.on("end", () => resolve({ ...outcome, complete: response.complete }));
      response.on("error", (error) => resolve({ ...outcome, complete: false, error: errorCode(error) }));
    });
    request.on("error", (error) => resolve({ ...outcome, error: errorCode(error) }));
  });
}

function errorCode(error: Error & { code?: string }) {
  return error.code ?? error.message;
}

/** /healthz on a connection of its own, as a load balancer's health check makes it. */
function healthCheck(baseURL: string): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    http
      .get(`${baseURL}/healthz`, { agent: false, headers: { connection: "close" } }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode }));
        response.on("error", (error) => resolve({ error: errorCode(error) }));
      })
      .on("error", (error) => resolve({ error: errorCode(error) }));
  });
}

let server: ProductionServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe("shutdown under load", () => {
  it("answers /healthz 503 through the grace period, finishes every started request, and exits 0", async () => {
    server = await startProductionServer({
      logFile: path.join(logDir, "shutdown-drain.log"),
      env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
    });
    const { baseURL } = server;
    const outcomes: Outcome[] = [];
    let health: { status?: number; error?: string } | undefined;
    let warmClients = 0;
    let markWarm: () => void = () => {};
    const allWarm = new Promise<void>((resolve) => {
      markWarm = resolve;
    });

    /**
     * Sends one request after another on its keep-alive connection, as a load
     * balancer's pool does, until the server has said it is going (the health
     * check said 503) and has told this client to close its connection a few
     * times, or until a request fails.
     */
    async function client(index: number) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let sent = 0;
      let toldToClose = 0;
      try {
        while (toldToClose < REQUESTS_WHILE_DRAINING) {
          const outcome = await get(baseURL, PAGES[(index + sent) % PAGES.length]!, agent, health !== undefined);
          outcomes.push(outcome);
          sent += 1;
          if (sent === REQUESTS_BEFORE_SIGNAL && ++warmClients === CLIENTS) markWarm();
          if (outcome.error) break;
          if (outcome.afterHealthSaid503 && outcome.connection === "close") toldToClose += 1;
        }
      } finally {
        agent.destroy();
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    await allWarm;
    server.signal("SIGTERM");
    // The load balancer's health check, from the moment the signal is sent until it gets an answer.
    health = await healthCheck(baseURL);
    await Promise.all(clients);
    const exitCode = await server.exited;

    expect(health, "the first health check after SIGTERM").toEqual({ status: 503 });

    const failed = outcomes.filter(
      (outcome) => (outcome.error && outcome.error !== "ECONNREFUSED") || (outcome.status && !outcome.complete),
    );
    expect(failed, "requests cut off by the shutdown").toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === undefined && !outcome.afterHealthSaid503)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 200)).toEqual([]);

    // The clients really were on keep-alive connections, and were told to leave them while draining.
    expect(outcomes.filter((outcome) => outcome.reusedSocket).length).toBeGreaterThanOrEqual(CLIENTS);
    const whileDraining = outcomes.filter((outcome) => outcome.afterHealthSaid503 && outcome.status !== undefined);
    expect(whileDraining.length).toBeGreaterThan(0);
    expect(new Set(whileDraining.map((outcome) => outcome.connection))).toEqual(new Set(["close"]));

    expect(exitCode).toBe(0);
  });

  it("cuts a request that never ends at the hard stop, and exits with 124", async () => {
    const logFile = path.join(logDir, "shutdown-hard-stop.log");
    server = await startProductionServer({
      logFile,
      env: { SHUTDOWN_GRACE_SECONDS: "1", SHUTDOWN_TIMEOUT_SECONDS: "3" },
    });
    const url = new URL("/feedback", server.baseURL);
    // A form post whose body never finishes. Expect: 100-continue makes the
    // server say when it has the request in hand, so the signal comes after.
    const request = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", expect: "100-continue" },
    });
    const cut = new Promise<string>((resolve) => {
      request.on("error", (error) => resolve(errorCode(error)));
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(`answered ${response.statusCode}`));
        response.on("error", (error) => resolve(errorCode(error)));
      });
    });
    await new Promise<void>((resolve) => request.once("continue", resolve));
    request.write("message=");
    server.signal("SIGTERM");

    expect(await server.exited).toBe(124);
    expect(await cut).not.toMatch(/^answered/);
    await expect.poll(() => readFileSync(logFile, "utf8"), { timeout: 60_000 }).toMatch(/still open .*closing them/i);
  });
});
