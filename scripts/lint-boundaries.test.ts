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
 * override matching a file replaces the patterns of earlier ones. So biome.json
 * gives each layer exactly one override, which lists every boundary its files
 * are under, and the cases below probe each folder for each of them.
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

/** The messages of biome.json's rules, as a probe's lint output shows them. */
const SERVER_MODULE = "never import a *.server module";
const LIB_SERVER_MODULE = "no server state";
const ROUTES = "Nothing imports upward into routes";
const CONTENT_UI = "never imports routes or components";
const SHELL = "never imports the Express shell in server/";
const FEATURES = "knows no use case";
const DOOR = "Content is reached through its door";
const CONTENT_RELATIVE = "Relative imports stay inside their content kind";

describe("import boundaries", () => {
  it.each([
    ["app/components", 'import { x } from "~/auth/session.server";', SERVER_MODULE],
    ["app/components", 'import { glossaryListHtml as x } from "~/content/glossary/index.server";', SERVER_MODULE],
    ["app/components", 'import x from "~/routes/home";', ROUTES],
    ["app/components", 'import type { Tile as x } from "~/content/home/schema";', DOOR],
    ["app/components", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/content", 'import { Breadcrumb as x } from "~/components/breadcrumb";', CONTENT_UI],
    ["app/content", 'import x from "../routes/home";', CONTENT_UI],
    ["app/content", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/content/diagnostics", 'import { glossary as x } from "~/content/glossary/terms";', DOOR],
    ["app/content/diagnostics", 'import { glossary as x } from "../glossary/terms";', CONTENT_RELATIVE],
    ["app/content/home", 'import { systemCatalogue as x } from "~/content/diagnostics/catalogue";', DOOR],
    ["app/lib", 'import { x } from "~/db/db.server";', LIB_SERVER_MODULE],
    ["app/lib", 'import x from "~/routes/home";', ROUTES],
    ["app/lib", 'import { emergencyNodes as x } from "~/content/emergency/tree";', DOOR],
    ["app/lib", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app", 'import x from "~/routes/home";', ROUTES],
    ["app", 'import { landing as x } from "~/content/home/landing";', DOOR],
    ["app", 'import { startServices as x } from "../server/services";', SHELL],
    ["app/auth", 'import x from "~/routes/auth";', ROUTES],
    ["app/auth", 'import { quizQuestions as x } from "~/content/quiz/questions";', DOOR],
    ["app/auth", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/feedback", 'import x from "~/routes/feedback";', ROUTES],
    ["app/routes", 'import { systemSchema as x } from "~/content/diagnostics/schema";', DOOR],
    ["app/routes", 'import { glossaryListHtml as x } from "~/content/glossary/list-html.server";', DOOR],
    ["app/routes", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/db", 'import { createAuth as x } from "~/auth/auth.server";', FEATURES],
    ["app/db", 'import { submitFeedback as x } from "../feedback/feedback.server";', FEATURES],
    ["app/db", 'import x from "~/routes/home";', ROUTES],
    ["app/db", 'import { faqItems as x } from "~/content/faq/faq";', DOOR],
    ["app/db", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/email", 'import { createAuth as x } from "../auth/auth.server";', FEATURES],
    ["app/email", 'import { feedbackTypeLabels as x } from "~/feedback/schema";', FEATURES],
    ["app/email", 'import x from "~/routes/home";', ROUTES],
    ["app/email", 'import { startServices as x } from "../../server/services";', SHELL],
    ["app/http", 'import { handleFeedback as x } from "~/feedback/submit.server";', FEATURES],
    ["app/db", 'import { recordMiss as x } from "~/search/misses.server";', FEATURES],
    ["app/search", 'import x from "~/routes/search";', ROUTES],
    ["app/search", 'import { glossary as x } from "~/content/glossary/terms";', DOOR],
    ["app/http", 'import { sessionMiddleware as x } from "~/auth/session.server";', FEATURES],
    ["app/http", 'import x from "~/routes/home";', ROUTES],
    ["app/http", 'import { startServices as x } from "../../server/services";', SHELL],
    ["server", 'import { glossary as x } from "../app/content/glossary/terms";', DOOR],
    ["tests/e2e", 'import { quizQuestions as x } from "~/content/quiz/questions";', DOOR],
  ])("refuses in %s: %s", (folder, line, message) => {
    const result = lintAt(folder, `${line}\nexport const probe = x;\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it("still refuses routes and components in content tests", () => {
    const result = lintAt(
      "app/content/diagnostics",
      'import { Breadcrumb as x } from "~/components/breadcrumb";\nexport const probe = x;\n',
      ".test.ts",
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain(CONTENT_UI);
  });

  it.each([
    ["app/components", 'import { seo as x } from "~/lib/seo";\nimport { Link as y } from "react-router";'],
    ["app/components", 'import { verdicts as x, type Verdict as y } from "~/content/diagnostics";'],
    [
      "app/routes",
      'import { glossary as x } from "~/content/glossary";\nimport { glossaryListHtml as y } from "~/content/glossary/index.server";',
    ],
    [
      "app/routes",
      'import { authHeaders as x } from "~/auth/session.server";\nimport { servicesContext as y } from "~/request-context";',
    ],
    [
      "app/http",
      'import { toDate as x } from "~/db/db.server";\nimport { renderToString as y } from "react-dom/server";',
    ],
    [
      "app/feedback",
      'import { composeEmail as x } from "~/email/layout.server";\nimport { rateLimits as y } from "~/http/rate-limit.server";',
    ],
    [
      "app/email",
      'import { isAPIError as x } from "better-auth/api";\nimport { feedbackTypes as y } from "~/db/schema";',
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
