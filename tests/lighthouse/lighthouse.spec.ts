import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pageTypes } from "~/content/pages";
import { sessionsFor } from "../e2e/support/accounts";
import { chromiumFlags, chromiumPath, sharedBrowser } from "../e2e/support/browser";

/**
 * Lighthouse's mobile preset on every page type of the catalogue: 100 for
 * accessibility and best practices everywhere, and for SEO on the pages
 * search engines may index. These audits look at what the page is, not at
 * how fast it loaded, so a busy machine cannot fail them. Speed is held in CI
 * by the byte and request budgets (tests/budgets) and measured by
 * `npm run bench`, never scored here (docs/decisions/0012).
 */
const baseURL = inject("baseURL");
// Playwright's Chromium signs up the accounts that the signed-in pages need.
const getBrowser = sharedBrowser();
const sessions = sessionsFor(getBrowser);
let chrome: LaunchedChrome;

beforeAll(async () => {
  chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless", ...chromiumFlags],
  });
});

afterAll(async () => {
  chrome?.kill();
});

type Audit = { id: string; details?: { items?: { source?: string; sourceLocation?: { url?: string } }[] } };

/** The browser logs a document answered with 404 as an error: on a 404 page that entry is the page working. */
function onlyTheDocumentsOwn404(audit: Audit, pageUrl: string) {
  const items = audit.details?.items ?? [];
  return (
    audit.id === "errors-in-console" &&
    items.length > 0 &&
    items.every((item) => item.source === "network" && item.sourceLocation?.url === pageUrl)
  );
}

describe.each(pageTypes)("Lighthouse, mobile: $name ($path)", ({ path, status, indexable, session }) => {
  const categories = indexable ? ["accessibility", "best-practices", "seo"] : ["accessibility", "best-practices"];

  it(`scores 100 for ${categories.join(", ")}`, async () => {
    const cookies = session ? await sessions(session) : [];
    const result = await lighthouse(`${baseURL}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      // A 404 page is audited like any other: that it answers 404 is the point.
      ignoreStatusCode: status === 404,
      extraHeaders: cookies.length ? { Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; ") } : {},
      // Lighthouse's own limits for the first paint and the load (30 s and 45 s) are
      // wall-clock limits; a busy machine gets minutes, since no score here depends on time.
      maxWaitForFcp: 3 * 60_000,
      maxWaitForLoad: 5 * 60_000,
    });
    const lhr = result!.lhr;
    expect(lhr.runtimeError?.message ?? null, "Lighthouse loaded the page").toBeNull();
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]!))
      .filter((audit) => audit.score !== null && audit.score < 1)
      .filter((audit) => !(status === 404 && onlyTheDocumentsOwn404(audit as Audit, lhr.finalDisplayedUrl)))
      .map((audit) => audit.id);
    console.log(`${path}: ${JSON.stringify(scores)}${failing.length ? ` failing: ${failing.join(", ")}` : ""}`);
    expect(failing).toEqual([]);
    // A 404 page's best-practices score loses the console entry for its own 404, and only that (checked above).
    const scored = status === 404 ? categories.filter((id) => id !== "best-practices") : categories;
    expect(Object.fromEntries(scored.map((id) => [id, scores[id]]))).toEqual(
      Object.fromEntries(scored.map((id) => [id, 100])),
    );
  });
});
