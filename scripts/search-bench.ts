/**
 * `npm run bench:search`: how fast the site search answers and what it costs
 * the server. Builds the index the way the server does at start-up, then runs
 * several hundred varied queries (the relevance set, the same queries cut off
 * part-way as someone still typing, trouble codes in several spellings,
 * misspellings and words the site does not have), each once to warm up and
 * then measured. Prints and writes to docs/benchmarks-search.md:
 *
 * - index build time (documents read from the content, then indexed),
 * - the heap the index holds (heap used after a full garbage collection,
 *   before and after building it, the content itself already loaded),
 * - p50, p95, p99 and the slowest query time over all queries.
 *
 * Not part of CI (nothing there is judged on time): run it after changing
 * the search and commit the table. Goal: p95 at most 10 ms.
 *
 *   npm run bench:search
 *   npm run bench:search -- --rounds=5      measure each query five times (default 3)
 */
import { execSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runnerImport } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const outputFile = path.join(root, "docs/benchmarks-search.md");
const rounds = Number(process.argv.find((arg) => arg.startsWith("--rounds="))?.split("=")[1] ?? 3);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error("Run with --expose-gc (npm run bench:search does).");
  process.exit(1);
}

type SearchModule = typeof import("../app/search/search.server.ts");
type RelevanceModule = typeof import("../app/search/relevance-set.ts");
type CodesModule = typeof import("../app/content/codes/index.server.ts");

const load = async <T>(file: string) =>
  (
    await runnerImport<T>(file, {
      root,
      configFile: false,
      logLevel: "error",
      resolve: { alias: { "~": path.join(root, "app") } },
    })
  ).module;

const [{ createSiteSearch }, { relevanceSet }, codes] = await Promise.all([
  load<SearchModule>("./app/search/search.server.ts"),
  load<RelevanceModule>("./app/search/relevance-set.ts"),
  load<CodesModule>("./app/content/codes/index.server.ts"),
]);
// Load the content the index reads (the code library builds on first use) before the baseline.
codes.allCodes();

/** Several hundred queries of every sort a visitor sends. */
function benchmarkQueries(): string[] {
  const queries = new Set<string>();
  for (const { query } of relevanceSet) {
    queries.add(query);
    // As typed: cut after 3, 6 and 10 characters.
    for (const length of [3, 6, 10]) if (query.length > length) queries.add(query.slice(0, length));
  }
  const all = codes.allCodes();
  for (let index = 0; index < all.length; index += Math.floor(all.length / 60)) {
    const code = all[index]!.code;
    queries.add(code);
    queries.add(`${code.slice(0, 2).toLowerCase()} ${code.slice(2)}`);
  }
  for (const query of [
    "brakes grinding when stopping",
    "car shakes at highway speed",
    "engine knocking noise when accelerating",
    "coolant leak under the car",
    "transmission fluid leak",
    "ac compresser not engaging",
    "whining noise when turning",
    "smell of gas inside the car",
    "engine light on after oil change",
    "stering wheel vibrates",
    "flux capacitor",
    "zzzz",
    "the",
    "a",
    "car",
    "p",
    "how much does it cost to replace a catalytic converter",
    "is it safe to drive with the abs light on",
    "2014 f150 ecoboost misfire cylinder 3",
    "toyota camry 2az oil consumption",
  ]) {
    queries.add(query);
  }
  return [...queries];
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

gc();
const heapBefore = process.memoryUsage().heapUsed;
const buildStart = performance.now();
const search = createSiteSearch();
const buildMs = performance.now() - buildStart;
gc();
const heapAfter = process.memoryUsage().heapUsed;

const queries = benchmarkQueries();
for (const query of queries) search.search(query); // warm-up: compiles the hot code, reads lazy data
const times: number[] = [];
let slowest = { query: "", ms: 0 };
for (let round = 0; round < rounds; round += 1) {
  for (const query of queries) {
    const start = performance.now();
    search.search(query);
    const ms = performance.now() - start;
    times.push(ms);
    if (ms > slowest.ms) slowest = { query, ms };
  }
}
times.sort((a, b) => a - b);

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();
const rows = [
  ["documents indexed", search.documentCount.toLocaleString("en-US")],
  ["index build time", fmt(buildMs)],
  ["heap held by the index", `${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB`],
  ["queries (distinct × rounds)", `${queries.length} × ${rounds} = ${times.length}`],
  ["p50", fmt(percentile(times, 50))],
  ["p95", fmt(percentile(times, 95))],
  ["p99", fmt(percentile(times, 99))],
  ["slowest", `${fmt(slowest.ms)} (“${slowest.query}”)`],
];
const table = ["| measure | value |", "| --- | ---: |", ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join(
  "\n",
);
const [load1, load5] = os.loadavg();
const report = `# Site search benchmark

\`npm run bench:search\` (scripts/search-bench.ts): the index built as the server builds it at start-up, then every query measured in-process, one at a time, after a warm-up pass. Goal: p95 at most 10 ms. Not part of CI.

${table}

Run ${new Date().toISOString().slice(0, 10)} at commit ${commit}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min). The heap figure is the heap used after a full garbage collection, after minus before building (the content modules themselves were loaded before).
`;
writeFileSync(outputFile, report);
// The repository's formatter lays tables out its own way; keep the file as it would.
spawnSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", outputFile], {
  cwd: root,
  stdio: "ignore",
});
console.log(table);
console.log(`\nWritten to ${path.relative(root, outputFile)}.`);
