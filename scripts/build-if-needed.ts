import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** For the benchmarks (`npm run bench`, `npm run bench:load`): run them on a build of the current sources. */
const root = path.resolve(import.meta.dirname, "..");

/** The newest modification time under `entry`, tests aside (they are not part of the build). */
function newestChange(entry: string): number {
  if (!existsSync(entry) || /\.test\.tsx?$/.test(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

/** Builds (`react-router build`) unless build/ is newer than every source it is made from. */
export function buildIfNeeded() {
  const built = newestChange(path.join(root, "build/server/index.js"));
  const sources = [
    "app",
    "server",
    "public",
    "server.js",
    "vite.config.ts",
    "react-router.config.ts",
    "package-lock.json",
  ];
  const changed = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (built > changed) return;
  console.log(built ? "Sources changed since the last build: building." : "No build yet: building.");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The build failed.");
}

/** The commit the benchmark ran on, noting uncommitted changes to what is measured. */
export function gitCommit() {
  const result = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain", "--", "app", "server"], { cwd: root, encoding: "utf8" });
  return `${result.stdout.trim() || "unknown"}${dirty.stdout.trim() ? " (with uncommitted changes to app/ or server/)" : ""}`;
}
