import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { chromiumFlags, chromiumPath } from "../../../scripts/chromium.ts";

export { chromiumFlags, chromiumPath };

/**
 * How long any one wait for a state (an element, a navigation, a poll) may
 * take before it counts as never: far beyond what a busy two-core machine
 * needs, so a failure means the state did not come, not that the machine was slow.
 */
export const STATE_TIMEOUT_MS = 60_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumFlags });
}

/** One browser for the whole spec file: launched before its tests, closed after. */
export function sharedBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is not running: call sharedBrowser() at the top of the spec file.");
    return browser;
  };
}

export type TrackedPage = { page: Page; problems: string[] };

/**
 * A page in a fresh context that records console errors, uncaught exceptions
 * and failed or 5xx requests, so a spec can assert none happened.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    // Each context is its own client to the server's rate limits (it trusts X-Forwarded-For from loopback).
    extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
    // The service worker is tested in offline.spec.ts, which allows it. Elsewhere
    // it would only add its install (about 115 requests per context, after load)
    // to a busy CI machine; pages work the same without it.
    serviceWorkers: "block",
    ...options,
  });
  context.setDefaultTimeout(STATE_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STATE_TIMEOUT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    // A request cut short because the page navigated away is not a fault.
    if (reason !== "net::ERR_ABORTED") problems.push(`requestfailed: ${request.url()} ${reason}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

/** Resolves once React has hydrated the page (root.tsx sets data-hydrated on <html>). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** A documentation-range address (198.18.0.0/15 is reserved for benchmarks), unique per call in practice. */
export function randomClientIp() {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}

/** True once the element is visible, false if it never becomes so (within STATE_TIMEOUT_MS). */
export function becomesVisible(locator: Locator, timeout = STATE_TIMEOUT_MS) {
  return locator.waitFor({ state: "visible", timeout }).then(
    () => true,
    () => false,
  );
}
