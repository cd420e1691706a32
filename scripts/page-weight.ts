/**
 * Page weight as a browser receives it: for each page type, the compressed
 * bytes on the wire (CDP `encodedDataLength`, headers excluded) and the request
 * count per resource type, for a first visit with an empty cache.
 *
 *   npx react-router build && node scripts/page-weight.ts [--scripts] [--json out.json]
 *
 * Starts the production server on a free port with a throwaway data folder,
 * signs a fresh user up for /account, and prints one table. A development aid
 * for finding what a page loads; the CI budgets live elsewhere.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { type BrowserContext, chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../tests/e2e/support/browser.ts";

const root = path.resolve(import.meta.dirname, "..");

export const pageTypes = [
  "/",
  "/faq",
  "/common-problems",
  "/manufacturers/toyota",
  "/manufacturers/mercedes-benz?tab=reliability",
  "/feedback",
  "/diagnostics",
  "/diagnostics/brake-system",
  "/diagnostics/obd?s=cel-flashing&s=misfire-rough-idle",
  "/diagnostics/engine-wont-start/dead-battery-rapid-clicking",
  "/glossary",
  "/glossary/letter/c",
  "/glossary/maf-sensor",
  "/quiz",
  "/emergency-diagnostic",
  "/dangerous-problems",
  "/auth",
  "/auth?mode=signup",
  "/account",
  "/this-page-does-not-exist",
];

type Weight = {
  js: number;
  html: number;
  css: number;
  other: number;
  requests: number;
  jsRequests: number;
  /** Each script's file name and compressed size, largest first. */
  scripts: Array<[string, number]>;
};

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

async function waitForHealthy(url: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The server did not become healthy");
}

/** Loads `url` in a fresh page of `context` and sums what came over the wire, by type. */
async function weigh(context: BrowserContext, url: string): Promise<Weight> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const responses = new Map<string, { type: string; url: string }>();
  const weight: Weight = { js: 0, html: 0, css: 0, other: 0, requests: 0, jsRequests: 0, scripts: [] };
  cdp.on("Network.responseReceived", (event) =>
    responses.set(event.requestId, { type: event.type, url: event.response.url }),
  );
  cdp.on("Network.loadingFinished", (event) => {
    const { type, url } = responses.get(event.requestId) ?? { type: "", url: "" };
    weight.requests += 1;
    if (type === "Script") {
      weight.js += event.encodedDataLength;
      weight.jsRequests += 1;
      weight.scripts.push([url.split("/").at(-1) ?? url, event.encodedDataLength]);
    } else if (type === "Document") weight.html += event.encodedDataLength;
    else if (type === "Stylesheet") weight.css += event.encodedDataLength;
    else weight.other += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.close();
  weight.scripts.sort((a, b) => b[1] - a[1]);
  return weight;
}

async function main() {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cmai-weight-"));
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
      AUTH_SECRET: "page-weight-secret-0123456789-abcdefghij-klmnop",
    },
    stdio: "ignore",
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumFlags });
  try {
    await waitForHealthy(baseURL, server);
    // One context for the anonymous pages, one signed in for /account.
    const anonymous = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const signedIn = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const setup = await signedIn.newPage();
    const email = `weight-${Date.now()}@example.test`;
    const password = "brake caliper sunrise 42 tomato";
    await setup.goto(`${baseURL}/auth?mode=signup`);
    await setup.getByLabel("Email").fill(email);
    await setup.getByLabel("Password", { exact: true }).fill(password);
    await setup.getByRole("button", { name: "Create account" }).click();
    await setup.getByText("Check your email to verify your account!").waitFor();
    const db = new Database(path.join(dataDir, "app.db"));
    db.prepare('update "user" set "emailVerified" = 1 where email = ?').run(email);
    db.close();
    await setup.goto(`${baseURL}/auth`);
    await setup.getByLabel("Email").fill(email);
    await setup.getByLabel("Password", { exact: true }).fill(password);
    await setup.getByRole("button", { name: "Sign in", exact: true }).click();
    await setup.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await setup.close();

    const rows: Array<{ page: string } & Weight> = [];
    for (const pagePath of pageTypes) {
      const context = pagePath === "/account" ? signedIn : anonymous;
      rows.push({ page: pagePath, ...(await weigh(context, `${baseURL}${pagePath}`)) });
    }
    const kb = (bytes: number) => (bytes / 1000).toFixed(1);
    console.log("| page | JS kB | HTML kB | CSS kB | requests (JS) |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    for (const row of rows) {
      console.log(
        `| ${row.page} | ${kb(row.js)} | ${kb(row.html)} | ${kb(row.css)} | ${row.requests} (${row.jsRequests}) |`,
      );
    }
    if (process.argv.includes("--scripts")) {
      for (const row of rows)
        console.log(`\n${row.page}\n${row.scripts.map(([name, bytes]) => `  ${kb(bytes)} ${name}`).join("\n")}`);
    }
    const jsonPath = process.argv[process.argv.indexOf("--json") + 1];
    if (process.argv.includes("--json") && jsonPath) writeFileSync(jsonPath, JSON.stringify(rows, null, 2));
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
