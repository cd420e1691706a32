// Entry point. Kept in plain JavaScript that any Node.js can parse, so an old
// Node prints which version is needed instead of failing on TypeScript syntax.
import { existsSync } from "node:fs";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Car Mechanic AI needs Node.js 22.22 or newer (24 LTS recommended); this is Node.js ${process.version}. See "Requirements" in README.md.`,
  );
  process.exit(1);
}

// Optional local overrides; variables already set in the environment win.
if (existsSync(".env")) process.loadEnvFile(".env");

// Node strips the TypeScript types itself (22.18+), so the shell needs no build step.
await import("./server/index.ts");
