/**
 * `npm run bench:load`: throughput and latency of the production build under
 * load, against a ceiling. A page mix (home, a diagnostic system, a problem
 * page, the glossary, a glossary term, a manufacturer profile, the emergency
 * tool, the dangerous-problems list and a 404) is requested by autocannon over
 * keep-alive connections, as a browser asks (Accept-Encoding: gzip, deflate,
 * br), at 50 and then 200 connections for 60 s each. In the same run, the very
 * same HTML, saved from the app, is served by a plain static file server
 * (scripts/static-html-server.ts: Node's http, serve-static and the same
 * compression middleware) as the ceiling a Node process can reach. Runs
 * alternate, app then static, so both see the same machine.
 *
 * Prints the table and writes it to docs/benchmarks-load.md. Not part of CI:
 * the numbers depend on the machine and what else it is doing.
 *
 *   npm run bench:load                                   50 and 200 connections, 60 s each
 *   npm run bench:load -- --duration=20 --connections=50
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { runnerImport } from "vite";
import { buildIfNeeded, gitCommit } from "./build-if-needed.ts";
import { freePort, startProductionServer } from "./production-server.ts";
import { fileNameFor, NOT_FOUND_FILE } from "./static-html-files.ts";

const root = path.resolve(import.meta.dirname, "..");
const outputFile = path.join(root, "docs/benchmarks-load.md");

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const duration = Number(option("duration") ?? 60);
const connectionCounts = (option("connections") ?? "50,200").split(",").map(Number);
/** A short run per server before measuring: compiles the hot code and fills the app's HTML cache. */
const WARM_UP_SECONDS = 10;

/** The page types of the mix, by their id in the page catalogue (app/content/pages). */
const MIX = [
  "home",
  "diagnostic-system",
  "diagnostic-problem",
  "glossary",
  "glossary-term",
  "manufacturer",
  "emergency",
  "dangerous-problems",
  "not-found",
] as const;

type PageType = { id: string; path: string; status: number };

async function loadMix(): Promise<PageType[]> {
  const { module } = await runnerImport<{ pageTypes: readonly PageType[] }>("./app/content/pages/index.ts", {
    root,
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": path.join(root, "app") } },
  });
  return MIX.map((id) => {
    const type = module.pageTypes.find((candidate) => candidate.id === id);
    if (!type) throw new Error(`No page type "${id}" in the catalogue`);
    return type;
  });
}

/** The file the static server answers the page with. */
function fileFor(type: PageType) {
  return type.status === 404 ? NOT_FOUND_FILE : fileNameFor(new URL(type.path, "http://localhost").pathname);
}

/** Saves each page's HTML exactly as the app sends it to a first-time visitor. */
async function saveHtml(baseURL: string, mix: PageType[], folder: string) {
  for (const type of mix) {
    const response = await fetch(`${baseURL}${type.path}`, { headers: { "Accept-Encoding": "identity" } });
    if (response.status !== type.status)
      throw new Error(`${type.path} answered ${response.status}, not ${type.status}`);
    writeFileSync(path.join(folder, fileFor(type)), Buffer.from(await response.arrayBuffer()));
  }
}

async function startStaticServer(folder: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "scripts/static-html-server.ts"), folder, String(port)], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The static server exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    // A pause between polls, not a wait for an outcome: the loop ends on the state it polls.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, child };
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** CPU time (user + system) a process has used so far, in ms; null where /proc is not there (not Linux). */
function cpuMilliseconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}
const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

type Run = {
  server: "app" | "static";
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** Answers whose status is not the one its page should have (200, or 404 for the missing page). */
  unexpected: number;
  total: number;
  megabytesPerSecond: number;
  /** The server process's CPU time per answered request: the cost of a request, much less moved by other load than latency. */
  cpuPerRequest: number | null;
  load: number[];
};

async function load(baseURL: string, mix: PageType[], connections: number, seconds: number) {
  let unexpected = 0;
  const seen = new Map<string, number>();
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip, deflate, br" },
    requests: mix.map((type) => ({
      method: "GET",
      path: type.path,
      onResponse: (status: number) => {
        if (status === type.status) return;
        unexpected += 1;
        const what = `${status} for ${type.path}`;
        seen.set(what, (seen.get(what) ?? 0) + 1);
      },
    })),
  });
  if (seen.size > 0) console.log(`  unexpected: ${[...seen].map(([what, count]) => `${count} × ${what}`).join(", ")}`);
  return { result, unexpected };
}

async function measure(
  server: Run["server"],
  target: { baseURL: string; pid: number },
  mix: PageType[],
  connections: number,
): Promise<Run> {
  const cpuBefore = cpuMilliseconds(target.pid);
  const { result, unexpected } = await load(target.baseURL, mix, connections, duration);
  const cpuAfter = cpuMilliseconds(target.pid);
  const run: Run = {
    server,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected,
    total: result.requests.total,
    megabytesPerSecond: result.throughput.average / 1e6,
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : (cpuAfter - cpuBefore) / result.requests.total,
    load: os.loadavg(),
  };
  console.log(
    `${server} @ ${connections}: ${Math.round(run.requestsPerSecond)} requests/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.cpuPerRequest?.toFixed(2) ?? "?"} ms CPU/request, ${run.errors} errors (${run.timeouts} timeouts), ${run.unexpected} unexpected statuses, load ${run.load.map((value) => value.toFixed(2)).join(" ")}`,
  );
  return run;
}

function table(runs: Run[]) {
  const header = [
    "server",
    "connections",
    "requests/s",
    "p50",
    "p99",
    "CPU per request",
    "errors (timeouts)",
    "unexpected",
    "MB/s",
  ];
  const lines = runs.map((run) => [
    run.server === "app" ? "app (production build)" : "static file server",
    String(run.connections),
    String(Math.round(run.requestsPerSecond)),
    `${run.p50} ms`,
    `${run.p99} ms`,
    run.cpuPerRequest === null ? "n/a" : `${run.cpuPerRequest.toFixed(2)} ms`,
    `${run.errors} (${run.timeouts})`,
    String(run.unexpected),
    run.megabytesPerSecond.toFixed(1),
  ]);
  return [header, header.map((_, index) => (index === 0 ? "---" : "---:")), ...lines]
    .map((cells) => `| ${cells.join(" | ")} |`)
    .join("\n");
}

function verdict(runs: Run[]) {
  return connectionCounts
    .map((connections) => {
      const app = runs.find((run) => run.server === "app" && run.connections === connections);
      const ceiling = runs.find((run) => run.server === "static" && run.connections === connections);
      if (!app || !ceiling) return "";
      const share = app.requestsPerSecond / ceiling.requestsPerSecond;
      return `- ${connections} connections: the app served ${Math.round(share * 100)} % of the static server's requests/s (goal: at least 50 %), p99 ${app.p99} ms${connections === 200 ? " (goal: under 250 ms)" : ""}.`;
    })
    .filter(Boolean)
    .join("\n");
}

// --- Main ---------------------------------------------------------------------------------------

buildIfNeeded();
const mix = await loadMix();
const loadBefore = os.loadavg();
const app = await startProductionServer({
  logFile: path.join(root, "test-results/bench-load-server.log"),
  dataDirPrefix: "cmai-bench-load-",
});
const folder = mkdtempSync(path.join(os.tmpdir(), "cmai-bench-load-html-"));
let ceiling: Awaited<ReturnType<typeof startStaticServer>> | undefined;
try {
  await saveHtml(app.baseURL, mix, folder);
  ceiling = await startStaticServer(folder);
  console.log(`Warming up both servers (${WARM_UP_SECONDS} s each)...`);
  await load(app.baseURL, mix, 50, WARM_UP_SECONDS);
  await load(ceiling.baseURL, mix, 50, WARM_UP_SECONDS);

  const runs: Run[] = [];
  for (const connections of connectionCounts) {
    runs.push(await measure("app", app, mix, connections));
    runs.push(await measure("static", { baseURL: ceiling.baseURL, pid: ceiling.child.pid! }, mix, connections));
  }

  const cpus = os.cpus();
  const markdown = `# Load benchmark

Written by \`npm run bench:load\` (scripts/load-bench.ts); not part of CI, because these numbers depend on the machine and on whatever else it is running. What the numbers mean for the design, and the same benchmark before the HTML cache was reworked: docs/decisions/0019-shutdown-and-html-caching.md.

autocannon, ${duration} s per run after a ${WARM_UP_SECONDS} s warm-up, keep-alive connections, \`Accept-Encoding: gzip, deflate, br\`. Each connection cycles through the page mix: ${mix.map((type) => `\`${type.path}\``).join(", ")} (the last one a 404).

- **app** is the production build (\`node server.js\`, SQLite, access log on, one process).
- **static** is the same HTML saved from the app, served by Node's http with serve-static and the same compression middleware (scripts/static-html-server.ts), one process: the ceiling.
- Runs alternate, app then static. autocannon runs on the same machine as the servers.
- "CPU per request" is the server process's CPU time (user + system, from /proc) over the run divided by the requests answered: what a request costs, which other work on the machine moves much less than it moves latency.
- "unexpected" counts answers whose status is not the page's own (200, or 404 for the missing page).

Machine and run:

- Date: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}
- Commit: ${gitCommit()}
- Node.js ${process.versions.node}, autocannon ${JSON.parse(readFileSync(path.join(root, "node_modules/autocannon/package.json"), "utf8")).version}
- CPUs: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"}
- Load average (1, 5, 15 min): ${loadBefore.map((value) => value.toFixed(2)).join(", ")} at the start; 1-minute load after each run: ${runs.map((run) => `${run.server} @ ${run.connections}: ${run.load[0]!.toFixed(2)}`).join(", ")}

${table(runs)}

${verdict(runs)}
`;
  writeFileSync(outputFile, markdown);
  // Biome formats Markdown too (the lint step checks it): align the table its way.
  spawnSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", outputFile], {
    cwd: root,
    stdio: "ignore",
  });
  console.log(`\n${readFileSync(outputFile, "utf8")}\nWritten to ${path.relative(root, outputFile)}.`);
} finally {
  if (ceiling) await stopChild(ceiling.child);
  rmSync(folder, { recursive: true, force: true });
  const code = await app.stop();
  if (code !== 0) console.error(`The server exited with ${code} on SIGTERM; see test-results/bench-load-server.log`);
}
