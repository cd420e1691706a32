import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chromiumFlags, chromiumPath } from "../e2e/support/browser";
import { sitePages } from "../e2e/support/pages";

/**
 * Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on every
 * page. Runs in its own Vitest invocation after the other tests, so nothing
 * else competes for the CPU while it measures.
 */
const baseURL = inject("baseURL");
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

// A 404 page is meant to be unindexable, so SEO does not apply to it.
const indexable = sitePages.filter((page) => !page.status);

describe.each(indexable)("Lighthouse, mobile: $name ($path)", ({ path }) => {
  // Retries: now and then (about one run in two, on any page) a trace comes back
  // without its paint events (NO_NAVSTART) and every metric scores 0.
  it("scores at least 95 for performance and 100 for accessibility, best practices and SEO", { retry: 2 }, async () => {
    const result = await lighthouse(`${baseURL}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result!.lhr.categories;
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const failing = Object.values(result!.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    const metricErrors = [
      "first-contentful-paint",
      "largest-contentful-paint",
      "speed-index",
      "total-blocking-time",
      "cumulative-layout-shift",
    ]
      .map((id) => result!.lhr.audits[id])
      .filter((audit) => audit?.errorMessage)
      .map((audit) => `${audit!.id}: ${audit!.errorMessage}`);
    console.log(
      `${path}: ${JSON.stringify(scores)}${failing.length ? ` failing: ${failing.join(", ")}` : ""}` +
        `${result!.lhr.runtimeError ? ` runtime error: ${result!.lhr.runtimeError.message}` : ""}` +
        `${metricErrors.length ? ` metric errors: ${metricErrors.join("; ")}` : ""}`,
    );
    expect(scores.performance).toBeGreaterThanOrEqual(95);
    expect({ accessibility: scores.accessibility, bestPractices: scores["best-practices"], seo: scores.seo }).toEqual({
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    });
  });
});
