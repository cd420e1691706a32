import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Limits are set for a busy two-core CI machine with a wide margin: a test
 * fails because a state never came, never because the machine was slow.
 * Browser specs wait on states (tests/e2e/support/browser.ts STATE_TIMEOUT_MS).
 */
const MINUTE = 60_000;

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // Vitest's 5 s default: the content checks and the database runs take longer on a busy machine.
          testTimeout: 3 * MINUTE,
          hookTimeout: 3 * MINUTE,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          // Builds nothing: scripts/run-tests.ts builds first. Starts the built server once for all specs.
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 5 * MINUTE,
          hookTimeout: 5 * MINUTE,
          maxWorkers: 2,
          expect: { poll: { timeout: MINUTE } },
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.spec.ts"],
          // Each spec starts its own production server(s): it kills, restarts and
          // races them. Sizes come from tests/reliability/support/scale.ts.
          testTimeout: 30 * MINUTE,
          hookTimeout: 5 * MINUTE,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "budgets",
          include: ["tests/budgets/**/*.spec.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 5 * MINUTE,
          hookTimeout: 5 * MINUTE,
          expect: { poll: { timeout: MINUTE } },
        },
      },
      {
        extends: true,
        test: {
          name: "lighthouse",
          include: ["tests/lighthouse/**/*.spec.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 10 * MINUTE,
          hookTimeout: 5 * MINUTE,
          fileParallelism: false,
        },
      },
    ],
  },
});
