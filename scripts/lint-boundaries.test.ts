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

/** The messages of biome.json's rules, as a probe's lint output shows them. */
const SERVER_MODULE = "never import a *.server module";
const LIB_SERVER_MODULE = "no server state";
const ROUTES = "Nothing imports upward into routes";
const CONTENT = "never imports routes or components";
const SHELL = "never imports the Express shell in server/";
const FEATURES = "knows no use case";

describe("import boundaries", () => {
  // Biome applies one override's options per rule: where several overrides match a file, the last
  // one's patterns replace the others'. So every folder is probed for every rule that applies to it.
  it.each([
    ["app/components", 'import { x } from "~/auth/session.server";', SERVER_MODULE],
    ["app/components", 'import x from "~/routes/home";', ROUTES],
    ["app/components", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/content", 'import { Breadcrumb as x } from "~/components/breadcrumb";', CONTENT],
    ["app/content", 'import x from "../routes/home";', CONTENT],
    ["app/content", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/lib", 'import { x } from "~/db/db.server";', LIB_SERVER_MODULE],
    ["app/lib", 'import x from "~/routes/home";', ROUTES],
    ["app/lib", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app", 'import x from "~/routes/home";', ROUTES],
    ["app", 'import { startServices as x } from "../server/services";', SHELL],
    ["app/auth", 'import x from "~/routes/auth";', ROUTES],
    ["app/auth", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/routes", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/db", 'import { createAuth as x } from "~/auth/auth.server";', FEATURES],
    ["app/db", 'import { submitFeedback as x } from "../feedback/feedback.server";', FEATURES],
    ["app/db", 'import x from "~/routes/home";', ROUTES],
    ["app/db", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/email", 'import { createAuth as x } from "../auth/auth.server";', FEATURES],
    ["app/email", 'import { feedbackTypeLabels as x } from "~/feedback/schema";', FEATURES],
    ["app/email", 'import x from "~/routes/home";', ROUTES],
    ["app/email", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/http", 'import { handleFeedback as x } from "~/feedback/submit.server";', FEATURES],
    ["app/http", 'import { sessionMiddleware as x } from "~/auth/session.server";', FEATURES],
    ["app/http", 'import x from "~/routes/home";', ROUTES],
    ["app/http", 'import { startServices as x } from "../../server/services";', SHELL],
  ])("refuses in %s: %s", (folder, line, message) => {
    const result = lintAt(folder, `${line}\nexport const probe = x;\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it.each([
    ["app/components", 'import { seo as a } from "~/lib/seo";\nimport { Link as b } from "react-router";'],
    [
      "app/routes",
      'import { authHeaders as a } from "~/auth/session.server";\nimport { servicesContext as b } from "~/request-context";',
    ],
    [
      "app/http",
      'import { toDate as a } from "~/db/db.server";\nimport { renderToString as b } from "react-dom/server";',
    ],
    [
      "app/feedback",
      'import { composeEmail as a } from "~/email/layout.server";\nimport { rateLimits as b } from "~/http/rate-limit.server";',
    ],
    [
      "app/email",
      'import { isAPIError as a } from "better-auth/api";\nimport { feedbackTypes as b } from "~/db/schema";',
    ],
  ])("allows in %s what that layer may use", (folder, lines) => {
    const result = lintAt(folder, `${lines}\nexport const probe = [a, b];\n`);
    expect(result.output).not.toContain("noRestrictedImports");
  });
});
