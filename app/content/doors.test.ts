import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";

/**
 * Every content kind is reached through its door, `~/content/<kind>`, and
 * route components import small helpers from those doors too (verdicts, the
 * symptom ranking, quiz categories). That is only safe while a door does no
 * work at import time: then the bundler keeps just what a page uses. One
 * top-level `new Map(data.map(...))` and a page would ship the whole
 * knowledge base to the browser (3.8 MB for the diagnostics). These cases
 * bundle each door for the browser the way the build does and look at what
 * is left. See docs/decisions/0014.
 */
const content = import.meta.dirname;
const kinds = readdirSync(content, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

async function bundleForBrowser(source: string) {
  const probe = "\0content-door-probe";
  const result = (await build({
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "~": path.dirname(content) } },
    plugins: [
      {
        name: "content-door-probe",
        resolveId: (id) => (id === "content-door-probe" ? probe : undefined),
        load: (id) => (id === probe ? source : undefined),
      },
    ],
    build: { write: false, minify: false, rollupOptions: { input: "content-door-probe" } },
  })) as Rolldown.RolldownOutput;
  return result.output.map((file) => (file.type === "chunk" ? file.code : "")).join("");
}

describe("content doors", () => {
  it("every kind has one", () => {
    expect(kinds.filter((kind) => !existsSync(path.join(content, kind, "index.ts")))).toEqual([]);
  });

  it.each(kinds)("%s: importing the door does no work, so nothing of it is bundled unless used", async (kind) => {
    const code = await bundleForBrowser(`import "~/content/${kind}";`);
    expect(code.trim().slice(0, 300)).toBe("");
  });

  it("a page that needs the verdicts and the ranking gets them without the problems", async () => {
    const code = await bundleForBrowser(
      'import { rankProblems, verdicts } from "~/content/diagnostics";\nconsole.log(rankProblems, verdicts);',
    );
    expect(code).toContain('"careful"');
    expect(code).toContain("function rankProblems");
    expect(code.length).toBeLessThan(5_000);
  });
});
