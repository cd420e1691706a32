import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import boundaries of DESIGN.md are lint rules in biome.json. These cases
 * lint a throwaway file placed where a real one would sit, so that loosening
 * or mistyping a rule fails here instead of silently letting the layers mix.
 *
 * Biome does not merge the options of one rule across overrides: the last
 * override matching a file replaces the patterns of earlier ones. So every
 * override repeats the boundaries that apply to its files, and the cases
 * below check each folder for every boundary it is under, not just its own.
 */
const root = path.resolve(import.meta.dirname, "..");

function lintAt(folder: string, source: string, extension = ".tsx") {
  const file = path.join(root, folder, `lint-probe-${randomBytes(4).toString("hex")}${extension}`);
  writeFileSync(file, source);
  try {
    const result = spawnSync(path.join(root, "node_modules/.bin/biome"), ["lint", "--colors=off", file], {
      cwd: root,
      encoding: "utf8",
    });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe("import boundaries", () => {
  it.each([
    ["app/components", 'import { x } from "~/auth/session.server";', "never import a *.server module"],
    ["app/components", 'import x from "~/routes/home";', "Nothing imports upward into routes"],
    ["app/content", 'import { Breadcrumb as x } from "~/components/breadcrumb";', "never imports routes or components"],
    ["app/content", 'import x from "../routes/home";', "never imports routes or components"],
    ["app/lib", 'import { x } from "~/db/db.server";', "no server state"],
    ["app/lib", 'import x from "~/routes/home";', "Nothing imports upward into routes"],
    ["app/auth", 'import x from "~/routes/auth";', "Nothing imports upward into routes"],
  ])("refuses in %s: %s", (folder, line, message) => {
    const result = lintAt(folder, `${line}\nexport const probe = x;\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it.each([
    ["app/routes", 'import { systemSchema as x } from "~/content/diagnostics/schema";'],
    ["app/routes", 'import { glossaryListHtml as x } from "~/content/glossary/list-html.server";'],
    ["app/components", 'import type { Tile as x } from "~/content/home/schema";'],
    ["app/lib", 'import { emergencyNodes as x } from "~/content/emergency/tree";'],
    ["app/auth", 'import { quizQuestions as x } from "~/content/quiz/questions";'],
    ["app", 'import { landing as x } from "~/content/home/landing";'],
    ["server", 'import { glossary as x } from "../app/content/glossary/terms";'],
    ["tests/e2e", 'import { quizQuestions as x } from "~/content/quiz/questions";'],
    ["app/content/diagnostics", 'import { glossary as x } from "~/content/glossary/terms";'],
    ["app/content/home", 'import { systemCatalogue as x } from "~/content/diagnostics/catalogue";'],
  ])("refuses a way around a content kind's door in %s: %s", (folder, line) => {
    const result = lintAt(folder, `${line}\nexport const probe = x;\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("Content is reached through its door");
  });

  it("refuses a relative import that leaves its content kind", () => {
    const result = lintAt(
      "app/content/diagnostics",
      'import { glossary as x } from "../glossary/terms";\nexport const probe = x;\n',
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain("Relative imports stay inside their content kind");
  });

  it("refuses the server-only door in components, and still refuses routes and components in content tests", () => {
    const component = lintAt(
      "app/components",
      'import { glossaryListHtml as x } from "~/content/glossary/index.server";\nexport const probe = x;\n',
    );
    expect(component.ok).toBe(false);
    expect(component.output).toContain("never import a *.server module");
    const contentTest = lintAt(
      "app/content/diagnostics",
      'import { Breadcrumb as x } from "~/components/breadcrumb";\nexport const probe = x;\n',
      ".test.ts",
    );
    expect(contentTest.ok).toBe(false);
    expect(contentTest.output).toContain("never imports routes or components");
  });

  it.each([
    ["app/components", 'import { seo as x } from "~/lib/seo";\nimport { Link as y } from "react-router";'],
    ["app/components", 'import { verdicts as x, type Verdict as y } from "~/content/diagnostics";'],
    [
      "app/routes",
      'import { glossary as x } from "~/content/glossary";\nimport { glossaryListHtml as y } from "~/content/glossary/index.server";',
    ],
    [
      "tests/e2e",
      'import { quizQuestions as x } from "~/content/quiz";\nimport { emergencyNodes as y } from "~/content/emergency";',
    ],
    [
      "app/content/diagnostics",
      'import { verdicts as x } from "./verdicts";\nimport { tileSections as y } from "~/content/home";',
    ],
  ])("allows in %s: %s", (folder, lines) => {
    const result = lintAt(folder, `${lines}\nexport const probe = [x, y];\n`);
    expect(result.output).not.toContain("noRestrictedImports");
    expect(result.ok, result.output).toBe(true);
  });

  it("lets a content test import the internals it checks", () => {
    const result = lintAt(
      "app/content/diagnostics",
      'import { systemContentSchema as x } from "./schema";\nimport { glossaryEntrySchema as y } from "~/content/glossary/schema";\nexport const probe = [x, y];\n',
      ".test.ts",
    );
    expect(result.output).not.toContain("noRestrictedImports");
    expect(result.ok, result.output).toBe(true);
  });
});
