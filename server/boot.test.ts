import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** An installed Node older than 22.22, if this machine has one (Debian's is 20). */
function findOldNode() {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node"]) {
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
    const [major = 0, minor = 0] = version.split(".").map(Number);
    if (major < 22 || (major === 22 && minor < 22)) return { path: candidate, version };
  }
  return null;
}

const oldNode = findOldNode();

describe("server start-up", () => {
  it.skipIf(!oldNode)(
    `on an old Node (${oldNode?.version ?? "none installed here"}) prints the version it needs, in one line`,
    () => {
      const result = spawnSync(oldNode!.path, ["server.js"], { cwd: root, encoding: "utf8", timeout: 120_000 });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("needs Node.js 22.22 or newer");
      expect(lines[0]).toContain(`this is Node.js v${oldNode!.version}`);
    },
  );

  it("refuses to start with invalid settings, listing each problem", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      cwd: root,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, NODE_ENV: "production", PORT: "eighty", APP_URL: "not a url" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Car Mechanic AI cannot start");
    expect(result.stderr).toContain("- PORT: must be a port number");
    expect(result.stderr).toContain("- APP_URL: must be an absolute http(s) URL");
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("refuses TRUST_PROXY=true, saying what to set instead", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      cwd: root,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, NODE_ENV: "production", TRUST_PROXY: "true" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("- TRUST_PROXY: true would trust an X-Forwarded-For any client can write");
    expect(result.stderr).toContain("(e.g. 1)");
  });
});

describe("local quick start (scripts/start.sh)", () => {
  const built = existsSync(path.join(root, "build/server/index.js"));

  it.skipIf(!built)(
    "serves the production build with no AUTH_SECRET set, keeping a generated one in the data folder",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "cmai-start-"));
      const port = await freePort();
      const env = {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_SECRET: "",
        APP_URL: "",
      };
      const server = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: "pipe" });
      let output = "";
      server.stdout.on("data", (chunk) => (output += chunk));
      server.stderr.on("data", (chunk) => (output += chunk));
      try {
        await expect
          .poll(
            () =>
              fetch(`http://127.0.0.1:${port}/healthz`).then(
                (response) => response.status,
                () => 0,
              ),
            { timeout: 180_000, interval: 250 },
          )
          .toBe(200);
        const secretFile = path.join(dataDir, "auth-secret");
        expect(statSync(secretFile).mode & 0o777).toBe(0o600);
        expect(readFileSync(secretFile, "utf8").trim().length).toBeGreaterThanOrEqual(32);
        expect(output).not.toContain("cannot start");
        // With no mail server, the emails it sends can be read from this machine.
        expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200);
      } finally {
        if (server.exitCode === null) {
          server.kill("SIGTERM");
          await new Promise((resolve) => server.once("exit", resolve));
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    5 * 60_000,
  );
});

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
