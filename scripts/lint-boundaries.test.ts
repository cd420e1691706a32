import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import boundaries of DESIGN.md are lint rules in biome.json. These cases
 * lint a throwaway file placed where a real one would sit, so that loosening
 * or mistyping a rule fails here instead of silently letting the layers mix.
 */
const root = path.resolve(import.meta.dirname, "..");

function lintAt(folder: string, source: string) {
  const file = path.join(root, folder, `lint-probe-${randomBytes(4).toString("hex")}.tsx`);
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
    ["app/auth", 'import x from "~/routes/auth";', "Nothing imports upward into routes"],
  ])("refuses in %s: %s", (folder, line, message) => {
    const result = lintAt(folder, `${line}\nexport const probe = x;\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it("allows what each layer may use", () => {
    const result = lintAt(
      "app/components",
      'import { seo as x } from "~/lib/seo";\nimport { Link } from "react-router";\nexport const probe = [x, Link];\n',
    );
    expect(result.output).not.toContain("noRestrictedImports");
  });
});
