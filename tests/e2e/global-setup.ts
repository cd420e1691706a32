import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startProductionServer } from "../../scripts/production-server";
import { FEEDBACK_ADMIN, FEEDBACK_INBOX, PAGE_CHECKS_ADMIN, SEARCH_ADMIN } from "./support/server-env";
import { startCaptureSmtp } from "./support/smtp";

const root = path.resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the test SMTP server writes each message it accepts. */
    mailDir: string;
  }
}

/**
 * Starts the built production server once for every spec of a project (e2e,
 * budgets, lighthouse), with a throwaway SQLite database and a real SMTP
 * server, and stops it gracefully after.
 */
export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(path.join(os.tmpdir(), "cmai-e2e-mail-"));
  const smtp = await startCaptureSmtp(mailDir);
  const server = await startProductionServer({
    logFile: path.join(root, `test-results/${project.name}-server.log`),
    dataDirPrefix: "cmai-e2e-",
    env: {
      AUTH_SECRET: "e2e-secret-0123456789-abcdefghij-klmnopqrstuvwxyz",
      SMTP_URL: smtp.url,
      EMAIL_FROM: "Car Mechanic AI <no-reply@example.test>",
      FEEDBACK_INBOX,
      ADMIN_EMAILS: `${FEEDBACK_ADMIN},${PAGE_CHECKS_ADMIN},${SEARCH_ADMIN}`,
      // Specs give each browser context its own X-Forwarded-For, so rate limits see separate clients.
      TRUST_PROXY: "loopback",
    },
  });
  project.provide("baseURL", server.baseURL);
  project.provide("mailDir", mailDir);

  return async () => {
    const code = await server.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`The server did not shut down cleanly on SIGTERM (exit: ${code})`);
  };
}
