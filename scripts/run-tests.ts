/**
 * The test command behind scripts/test.sh and `npm test`: lint, typecheck,
 * build, then every Vitest project (unit and integration, end-to-end,
 * reliability, performance budgets, Lighthouse). Vitest's own summary is not what CI reads,
 * so this prints the closing line "N passed, N failed" over everything that ran.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const extraArgs = process.argv.slice(2);

let passed = 0;
let failed = 0;

function run(label: string, command: string, args: string[]) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  return result.status === 0;
}

// 1. Format and lint (with the import-boundary rules in biome.json): one check.
if (run("lint", bin("biome"), ["check", "--error-on-warnings", "."])) passed += 1;
else failed += 1;

// 2. Types: one check, counted like a test.
if (run("typecheck", bin("react-router"), ["typegen"]) && run("typecheck", bin("tsc"), [])) passed += 1;
else failed += 1;

// 3. The production build the end-to-end tests run against.
const built = run("build", bin("react-router"), ["build"]);
if (built) passed += 1;
else failed += 1;

// 4. Vitest, counted from its JSON report.
const reportDir = path.join(root, "test-results");
mkdirSync(reportDir, { recursive: true });

function vitest(label: string, projects: string[]) {
  const report = path.join(reportDir, `vitest-${label}.json`);
  rmSync(report, { force: true });
  run(`vitest: ${projects.join(", ")}`, bin("vitest"), [
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...extraArgs,
  ]);
  if (!existsSync(report)) {
    console.error(`\nVitest (${label}) wrote no report: counting the run as one failure.`);
    failed += 1;
    return;
  }
  const results = JSON.parse(readFileSync(report, "utf8")) as {
    success: boolean;
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
    numPendingTests: number;
  };
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A suite that fails before its tests run (a setup error) has no failed test to count.
  if (!results.success && results.numFailedTests === 0) failed += Math.max(1, results.numFailedTestSuites);
  if (results.numPendingTests > 0) console.log(`\n${results.numPendingTests} skipped (see the reasons above)`);
}

// Unit and integration always; the browser tests need the build. Each project
// runs on its own, against its own server: on a two-core machine one browser
// project beside another only makes both slower. Nothing here is scored on
// speed: the budgets are bytes and counts, Lighthouse gates only accessibility,
// best practices and SEO (docs/decisions/0012).
vitest("unit", ["unit"]);
if (built) {
  vitest("e2e", ["e2e"]);
  vitest("reliability", ["reliability"]);
  vitest("budgets", ["budgets"]);
  vitest("lighthouse", ["lighthouse"]);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
