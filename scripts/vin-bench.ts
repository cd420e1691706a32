/**
 * `npm run bench:vin`: how fast a VIN decodes from the local vPIC copy.
 * Unpacks the data into a fresh folder (the first start of a server), then
 * decodes distinct VINs made from real ones of many makes (the serial number
 * varied, the check digit recomputed), each once without the cache, and then
 * the same VINs again from the cache. Prints and writes docs/benchmarks-vin.md.
 * Not part of CI (nothing there is judged on time).
 *
 *   npm run bench:vin
 *   npm run bench:vin -- --per-vin=40      distinct VINs per real one (default 20)
 */
import { execSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runnerImport } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const outputFile = path.join(root, "docs/benchmarks-vin.md");
const perVin = Number(process.argv.find((arg) => arg.startsWith("--per-vin="))?.split("=")[1] ?? 20);

const load = async <T>(file: string) =>
  (
    await runnerImport<T>(file, {
      root,
      configFile: false,
      logLevel: "error",
      resolve: { alias: { "~": path.join(root, "app") } },
    })
  ).module;

const { createVinDecoder } = await load<typeof import("../app/vehicles/vin-decoder.server.ts")>(
  "./app/vehicles/vin-decoder.server.ts",
);
const { checkVin, expectedCheckDigit } = await load<typeof import("../app/vehicles/vin.ts")>("./app/vehicles/vin.ts");
const { ensureVpicDatabase } = await load<typeof import("../app/vehicles/vpic-file.server.ts")>(
  "./app/vehicles/vpic-file.server.ts",
);

/** VIN patterns of many makes, models and years; the serial and check digit are replaced below. */
const seeds = [
  "1FTFW1ET9DFC10312", // 2013 Ford F-150 3.5 EcoBoost
  "KM8K2CAB4PU001140", // 2023 Hyundai Kona
  "1N4AL3AP0GC000000", // 2016 Nissan Altima
  "5YJ3E1EA0KF000000", // 2019 Tesla Model 3
  "1HGCM82630A000000", // 2003 Honda Accord
  "2T1BURHE0JC000000", // 2018 Toyota Corolla
  "JTDKN3DU0A0000000", // 2010 Toyota Prius
  "1G1ZD5ST0JF000000", // 2018 Chevrolet Malibu
  "1GCVKREC0EZ000000", // 2014 Chevrolet Silverado
  "1C4RJFBG0FC000000", // 2015 Jeep Grand Cherokee
  "3VWD17AJ0EM000000", // 2014 Volkswagen Jetta
  "4S4BSANC0H3000000", // 2017 Subaru Outback
  "WBA8E9G50GN000000", // 2016 BMW 3 Series
  "1C6RR7LT0KS000000", // 2019 Ram 1500
  "5XYZUDLB0DG000000", // 2013 Hyundai Santa Fe
];

function withSerial(seed: string, serial: number): string {
  const draft = `${seed.slice(0, 8)}0${seed.slice(9, 11)}${String(serial).padStart(6, "0")}`;
  return `${draft.slice(0, 8)}${expectedCheckDigit(draft)}${draft.slice(9)}`;
}

const vins = seeds.flatMap((seed) =>
  Array.from({ length: perVin }, (_, index) => withSerial(seed, 100_000 + index * 7)),
);
if (!vins.every((vin) => checkVin(vin).ok)) throw new Error("a generated VIN failed the check");

const dataDir = mkdtempSync(path.join(os.tmpdir(), "vin-bench-"));
try {
  const unpackStart = performance.now();
  await ensureVpicDatabase(dataDir);
  const unpackMs = performance.now() - unpackStart;

  const decoder = createVinDecoder({ dataDir });
  const firstStart = performance.now();
  await decoder.decode(vins[0]!);
  const firstMs = performance.now() - firstStart;

  const measure = async () => {
    const times: number[] = [];
    let decoded = 0;
    for (const vin of vins) {
      const start = performance.now();
      if (await decoder.decode(vin)) decoded++;
      times.push(performance.now() - start);
    }
    return { times: times.sort((a, b) => a - b), decoded };
  };
  const cold = await measure();
  const cached = await measure();
  await decoder.close();

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const fmt = (ms: number) => (ms < 1 ? `${ms.toFixed(3)} ms` : `${ms.toFixed(1)} ms`);
  const rows = [
    ["vPIC data unpacked (first start)", fmt(unpackMs)],
    ["first decode (opens the database)", fmt(firstMs)],
    ["VINs decoded (distinct)", `${vins.length} from ${seeds.length} patterns, ${cold.decoded} to a vehicle`],
    ["p50, not cached", fmt(percentile(cold.times, 50))],
    ["p95, not cached", fmt(percentile(cold.times, 95))],
    ["p99, not cached", fmt(percentile(cold.times, 99))],
    ["p50, cached", fmt(percentile(cached.times, 50))],
    ["p95, cached", fmt(percentile(cached.times, 95))],
  ];
  const table = [
    "| measure | value |",
    "| --- | ---: |",
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
  ].join("\n");
  const commit = (() => {
    try {
      return execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim();
    } catch {
      return "unknown";
    }
  })();
  const [load1, load5] = os.loadavg();
  writeFileSync(
    outputFile,
    `# VIN decoding benchmark

\`npm run bench:vin\` (scripts/vin-bench.ts): the vPIC data unpacked into a fresh folder, then distinct VINs of ${seeds.length} real patterns (serial varied, check digit recomputed) decoded in-process one at a time, first without the cache, then again from it. Not part of CI.

${table}

Run ${new Date().toISOString().slice(0, 10)} at commit ${commit}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min).
`,
  );
  spawnSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", outputFile], {
    cwd: root,
    stdio: "ignore",
  });
  console.log(table);
  console.log(`\nWritten to ${path.relative(root, outputFile)}.`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
