import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret that signs sessions and tokens. A deployed site must set
 * AUTH_SECRET (the environment check enforces it); in development and for a
 * production build served on localhost one is generated on first start and
 * kept in the data folder, so sessions survive restarts.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`Generated a local AUTH_SECRET in ${file}`);
  return secret;
}
