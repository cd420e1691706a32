/**
 * `npm run bench`: Lighthouse's mobile preset on every page type of the
 * catalogue (app/content/pages), against the production build and against a
 * plain-HTML copy of the same page (its server HTML with every script and
 * module preload removed, the CSS kept, served with the same compression), so
 * the table shows what the JavaScript costs. Runs are interleaved, app then
 * plain, so both see the same machine load; the table holds the medians.
 *
 * Prints the table and writes it to docs/benchmarks.md. Not part of CI: the
 * scores depend on the machine. CI holds speed with byte and request budgets
 * (tests/budgets); see docs/decisions/0012.
 *
 *   npm run bench                      every page type, 3 runs each
 *   npm run bench -- home glossary     only these page types (ids from the catalogue)
 *   npm run bench -- --runs=5          more runs per page
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import compression from "compression";
import express from "express";
import lighthouse from "lighthouse";
import PostalMime from "postal-mime";
import { runnerImport } from "vite";
import { buildIfNeeded, gitCommit } from "./build-if-needed.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { startProductionServer } from "./production-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const outputFile = path.join(root, "docs/benchmarks.md");
const ADMIN = "bench-admin@example.test";
/** Limits for one wait on a state (an email in the outbox): generous, the machine may be busy. */
const STATE_TIMEOUT_MS = 3 * 60_000;

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 3);
const onlyIds = args.filter((arg) => !arg.startsWith("--"));

type PageType = {
  id: string;
  name: string;
  path: string;
  status: number;
  session?: "user" | "admin";
};

// --- 2. The page catalogue, read through Vite (it imports the content with `~/` paths) ---

async function loadPageTypes(): Promise<PageType[]> {
  const { module } = await runnerImport<{ pageTypes: readonly PageType[] }>("./app/content/pages/index.ts", {
    root,
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": path.join(root, "app") } },
  });
  const all = [...module.pageTypes];
  const unknown = onlyIds.filter((id) => !all.some((type) => type.id === id));
  if (unknown.length) throw new Error(`Unknown page types: ${unknown.join(", ")}. Known: ${all.map((t) => t.id)}`);
  return onlyIds.length ? all.filter((type) => onlyIds.includes(type.id)) : all;
}

// --- 3. Sessions for the signed-in pages: sign up over HTTP, verify through the file outbox

async function waitForVerificationLink(outboxDir: string, email: string) {
  const deadline = Date.now() + STATE_TIMEOUT_MS;
  for (;;) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((file) => file.includes(email)) : [];
    for (const file of files) {
      const mail = await PostalMime.parse(readFileSync(path.join(outboxDir, file)));
      const link = mail.text?.match(/https?:\/\/\S+/g)?.find((href) => href.includes("/api/auth/verify-email"));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No verification email for ${email} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signedInCookie(baseURL: string, outboxDir: string, email: string) {
  const form = new URLSearchParams({
    intent: "sign-up",
    name: "",
    email,
    password: `bench ${randomBytes(6).toString("hex")} caliper sunrise`,
    redirectTo: "/",
  });
  const response = await fetch(`${baseURL}/auth?mode=signup`, {
    method: "POST",
    body: form,
    headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  if (response.status >= 400) throw new Error(`Sign-up for ${email} answered ${response.status}`);
  const verified = await fetch(await waitForVerificationLink(outboxDir, email), { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`Verifying ${email} set no session cookie`);
  return cookie;
}

// --- 4. Plain-HTML copies, served like the app serves its pages ----------------------------

/** The page's server HTML without any script or module preload: what the visitor gets before JavaScript. */
function plainCopy(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

async function startPlainServer(copies: Map<string, { status: number; html: string }>) {
  const app = express();
  app.disable("x-powered-by");
  // The same middleware and settings as server/index.ts, so the bytes compare.
  app.use(compression());
  const clientDir = path.join(root, "build/client");
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  app.use((req, res) => {
    const copy = copies.get(req.originalUrl);
    if (!copy) {
      res.status(404).type("text").send("Not a benchmarked page");
      return;
    }
    res.status(copy.status).type("html").send(copy.html);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    baseURL: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        // The browser keeps its connections alive; they would hold close() open.
        server.closeAllConnections();
      }),
  };
}

// --- 5. Lighthouse, mobile preset -----------------------------------------------------------

type Sample = { score: number; fcp: number; lcp: number; tbt: number; totalBytes: number; jsBytes: number };

/**
 * One Lighthouse run. Now and then a trace comes back without its navigation
 * start (NO_NAVSTART) and every metric is missing: that run is repeated, up to
 * three attempts in all, since it measured nothing.
 */
async function measure(port: number, url: string, status: number, cookie?: string, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ignoreStatusCode: status === 404,
    extraHeaders: cookie ? { Cookie: cookie } : {},
    maxWaitForFcp: 3 * 60_000,
    maxWaitForLoad: 5 * 60_000,
  });
  const lhr = result!.lhr;
  if (lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`  ${url}: ${lhr.runtimeError.code}, running again`);
    return measure(port, url, status, cookie, attempt + 1);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const sample: Sample = {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    totalBytes: numeric("total-byte-weight"),
    jsBytes: summary?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
  };
  return { sample, lhr };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medians(samples: Sample[]): Sample {
  const keys = ["score", "fcp", "lcp", "tbt", "totalBytes", "jsBytes"] as const;
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as Sample;
}

// --- 6. The table -------------------------------------------------------------------------------

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

function table(rows: { type: PageType; app: Sample; plain: Sample }[]) {
  const header = [
    "page type",
    "score app",
    "score plain",
    "Δ score",
    "FCP app",
    "FCP plain",
    "LCP app",
    "LCP plain",
    "TBT app",
    "TBT plain",
    "bytes app",
    "bytes plain",
    "JS app",
    "JS plain",
  ];
  const lines = rows.map(({ type, app, plain }) => [
    `${type.id} \`${type.path.length > 40 ? `${type.path.slice(0, 39)}…` : type.path}\``,
    String(app.score),
    String(plain.score),
    signed(app.score - plain.score),
    seconds(app.fcp),
    seconds(plain.fcp),
    seconds(app.lcp),
    seconds(plain.lcp),
    millis(app.tbt),
    millis(plain.tbt),
    kB(app.totalBytes),
    kB(plain.totalBytes),
    kB(app.jsBytes),
    kB(plain.jsBytes),
  ]);
  return [header, header.map((_, index) => (index === 0 ? "---" : "---:")), ...lines]
    .map((cells) => `| ${cells.join(" | ")} |`)
    .join("\n");
}

// --- Main ---------------------------------------------------------------------------------------

buildIfNeeded();
const pageTypes = await loadPageTypes();
const loadBefore = os.loadavg();
const server = await startProductionServer({
  logFile: path.join(root, "test-results/bench-server.log"),
  dataDirPrefix: "cmai-bench-",
  env: { ADMIN_EMAILS: ADMIN },
});
const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ["--headless", ...chromiumFlags] });
let plain: Awaited<ReturnType<typeof startPlainServer>> | undefined;
try {
  const outboxDir = path.join(server.dataDir, "outbox");
  const cookies = {
    user: pageTypes.some((type) => type.session === "user")
      ? await signedInCookie(server.baseURL, outboxDir, `bench-${randomBytes(4).toString("hex")}@example.test`)
      : undefined,
    admin: pageTypes.some((type) => type.session === "admin")
      ? await signedInCookie(server.baseURL, outboxDir, ADMIN)
      : undefined,
  };

  const copies = new Map<string, { status: number; html: string }>();
  for (const type of pageTypes) {
    const cookie = type.session ? cookies[type.session] : undefined;
    const response = await fetch(`${server.baseURL}${type.path}`, { headers: cookie ? { Cookie: cookie } : {} });
    if (response.status !== type.status)
      throw new Error(`${type.path} answered ${response.status}, not ${type.status}`);
    copies.set(type.path, { status: type.status, html: plainCopy(await response.text()) });
  }
  plain = await startPlainServer(copies);

  const rows: { type: PageType; app: Sample; plain: Sample }[] = [];
  // The user agent reports a reduced version (156.0.0.0); the binary knows the real one.
  const chromium = /\d+(\.\d+)+/.exec(spawnSync(chromiumPath(), ["--version"], { encoding: "utf8" }).stdout)?.[0] ?? "";
  let lighthouseVersion = "";
  let benchmarkIndex: number[] = [];
  for (const type of pageTypes) {
    const cookie = type.session ? cookies[type.session] : undefined;
    const app: Sample[] = [];
    const bare: Sample[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const measured = await measure(chrome.port, `${server.baseURL}${type.path}`, type.status, cookie);
      app.push(measured.sample);
      bare.push((await measure(chrome.port, `${plain.baseURL}${type.path}`, type.status)).sample);
      lighthouseVersion ||= measured.lhr.lighthouseVersion;
      benchmarkIndex = [...benchmarkIndex, measured.lhr.environment.benchmarkIndex];
    }
    const row = { type, app: medians(app), plain: medians(bare) };
    rows.push(row);
    console.log(
      `${type.id}: score ${row.app.score} (plain ${row.plain.score}), LCP ${seconds(row.app.lcp)} (plain ${seconds(row.plain.lcp)}), TBT ${millis(row.app.tbt)}`,
    );
  }

  const loadAfter = os.loadavg();
  const cpus = os.cpus();
  const markdown = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.ts); not part of CI, because these numbers depend on the machine.
CI holds speed with deterministic budgets instead (tests/budgets, docs/decisions/0012).

Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU slowdown), performance only, on the
production build. Each page type ran ${runs} times against the app and ${runs} times against its **plain-HTML copy**
(the same server HTML with every \`<script>\` and module preload removed, CSS kept, served with the same
compression), interleaved so both saw the same load; the cells are medians. FCP and LCP are Lighthouse's
simulated values; bytes are Lighthouse's transfer sizes (compressed bodies plus headers), the measure the
budgets use too.

- Date: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}
- Commit: ${gitCommit()}
- Node.js ${process.versions.node}, Chromium ${chromium}
- CPUs: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"}; Lighthouse benchmark index (median): ${Math.round(median(benchmarkIndex))}
- Load average (1, 5, 15 min): ${loadBefore.map((value) => value.toFixed(2)).join(", ")} at the start, ${loadAfter.map((value) => value.toFixed(2)).join(", ")} at the end

${table(rows)}
`;
  writeFileSync(outputFile, markdown);
  // Biome formats Markdown too (the lint step checks it): align the table its way.
  spawnSync(bin("biome"), ["format", "--write", outputFile], { cwd: root, stdio: "ignore" });
  console.log(`\n${readFileSync(outputFile, "utf8")}\nWritten to ${path.relative(root, outputFile)}.`);
} finally {
  chrome.kill();
  await plain?.close();
  const code = await server.stop();
  if (code !== 0) console.error(`The server exited with ${code} on SIGTERM; see test-results/bench-server.log`);
}
