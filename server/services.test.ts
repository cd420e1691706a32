import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The composition root as the development server uses it: Vite evaluates
 * server/services.ts again after every edit, and each evaluation must find
 * the services already running instead of opening a second database and
 * starting a second queue worker.
 */
describe("services across module reloads", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cmai-services-"));

  beforeAll(() => {
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("APP_URL", "http://localhost:3999");
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", `file:${path.join(dataDir, "app.db")}`);
    vi.stubEnv("AUTH_SECRET", "services-test-secret-0123456789-abcdefghij");
    vi.stubEnv("SMTP_URL", "");
    vi.spyOn(console, "log").mockImplementation(() => {});
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("builds the services once per process, and a reloaded module stops the ones an earlier one started", async () => {
    const first = await import("./services");
    const services = await first.startServices();
    expect(await first.startServices()).toBe(services);
    await sql`select 1`.execute(services.database.db);
    expect(services.env.APP_URL).toBe("http://localhost:3999");
    expect(services.mailFolder).toBe(path.join(dataDir, "outbox"));

    // What ssrLoadModule does after an edit: a fresh evaluation of the module and of everything it imports.
    vi.resetModules();
    const reloaded = await import("./services");
    expect(reloaded).not.toBe(first);
    expect(await reloaded.startServices()).toBe(services);

    await reloaded.stopServices();
    await expect(sql`select 1`.execute(services.database.db)).rejects.toThrow();

    // After a stop, the next start builds new services (a restart within the same process).
    const restarted = await first.startServices();
    expect(restarted).not.toBe(services);
    await sql`select 1`.execute(restarted.database.db);
    await first.stopServices();
  });
});
