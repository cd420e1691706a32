import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Starts the built production server (`node server.js`) on a free port with a
 * throwaway data folder (SQLite), as the browser tests and the benchmark need
 * it. Waits for /healthz; `stop()` sends SIGTERM and reports the exit code.
 * Tests of the shutdown itself send the signal with `signal()` and await
 * `exited` while they keep talking to the server.
 * The limits are generous on purpose: a busy two-core machine is slow, not broken.
 */
const root = path.resolve(import.meta.dirname, "..");

/** Start-up (migrations, first import of the server bundle) on a loaded machine. */
const HEALTHY_WITHIN_MS = 180_000;
/** The server cuts open requests itself at its hard stop (SHUTDOWN_TIMEOUT_SECONDS, 30 s); this only guards against a hang. */
const EXITED_WITHIN_MS = 120_000;

export type ProductionServer = {
  baseURL: string;
  /** The server's process id (tests read its memory use, the load benchmark its CPU time). */
  pid: number;
  dataDir: string;
  /** SIGTERM, then the exit code (null: it had to be killed). Removes the data folder. */
  stop: () => Promise<number | null>;
  /** SIGKILL (kill -9): the process dies at once, as in a crash, mid-request. Removes the data folder. */
  kill: () => Promise<void>;
  /** Sends a signal without waiting for anything; `stop()` still cleans up afterwards. */
  signal: (signal: NodeJS.Signals) => void;
  /** The exit code once the process has exited (null if a signal killed it). */
  exited: Promise<number | null>;
};

export function hasProductionBuild() {
  return existsSync(path.join(root, "build/server/index.js"));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealthy(url: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    // A pause between polls, not a wait for an outcome: the loop ends on the state it polls.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy within ${HEALTHY_WITHIN_MS / 1000} s; see ${logFile}`);
}

export async function startProductionServer({
  env = {},
  logFile,
  dataDirPrefix = "cmai-server-",
}: {
  /**
   * Variables on top of the defaults below (APP_URL, DATA_DIR and DATABASE_URL
   * are set here). A DATABASE_URL given here wins: several servers, or one
   * restarted, can share a database the caller made and drops.
   * SHUTDOWN_GRACE_SECONDS defaults to 0 here: no load balancer watches a
   * test server, so `stop()` need not wait for one to notice.
   */
  env?: Record<string, string>;
  /** Where the server's output goes. */
  logFile: string;
  dataDirPrefix?: string;
}): Promise<ProductionServer> {
  if (!hasProductionBuild()) {
    throw new Error('No production build: run "npm run build" (scripts/test.sh does) first.');
  }
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
      SHUTDOWN_GRACE_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));

  async function stop() {
    if (server.exitCode === null) server.kill("SIGTERM");
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<"hung">((resolve) => {
      timer = setTimeout(() => resolve("hung"), EXITED_WITHIN_MS);
    });
    const outcome = await Promise.race([exited, hung]);
    clearTimeout(timer);
    if (outcome === "hung") {
      server.kill("SIGKILL");
      await exited;
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
    return outcome === "hung" ? null : outcome;
  }

  async function kill() {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    await exited;
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await waitForHealthy(baseURL, server, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseURL,
    dataDir,
    stop,
    kill,
    signal: (signal) => {
      if (server.exitCode === null) server.kill(signal);
    },
    exited,
    pid: server.pid!,
  };
}
