import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startCaptureSmtp } from "./support/smtp";

const root = path.resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the test SMTP server writes each message it accepts. */
    mailDir: string;
  }
}

async function freePort(): Promise<number> {
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

async function waitForHealthy(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode}; see test-results/e2e-server.log`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/** Starts the built production server once for every end-to-end spec, and stops it gracefully after. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error('No production build: run "npm run build" (scripts/test.sh does) before the end-to-end tests.');
  }
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  mkdirSync(path.join(root, "test-results"), { recursive: true });
  // A throwaway data folder (SQLite database, secrets) and a real SMTP server for this run.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cmai-e2e-"));
  const mailDir = path.join(dataDir, "received-mail");
  const smtp = await startCaptureSmtp(mailDir);
  const log = createWriteStream(path.join(root, "test-results/e2e-server.log"));
  const server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "e2e.db")}`,
      AUTH_SECRET: "e2e-secret-0123456789-abcdefghij-klmnopqrstuvwxyz",
      SMTP_URL: smtp.url,
      EMAIL_FROM: "Car Mechanic AI <no-reply@example.test>",
      FEEDBACK_INBOX: "feedback-inbox@example.test",
      ADMIN_EMAILS: "feedback-admin@example.test",
      // Specs give each browser context its own X-Forwarded-For, so rate limits see separate clients.
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);

  await waitForHealthy(baseURL, server, 20_000);
  project.provide("baseURL", baseURL);
  project.provide("mailDir", mailDir);

  return async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), 15_000);
    });
    const code = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    log.end();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) {
      server.kill("SIGKILL");
      throw new Error(`The server did not shut down cleanly on SIGTERM (exit: ${code})`);
    }
  };
}
