import AxeBuilder from "@axe-core/playwright";
import { describe, expect, inject, it } from "vitest";
import { pageTypes } from "~/content/pages";
import { sessionsFor } from "./support/accounts";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();
const sessions = sessionsFor(getBrowser);

const viewports = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "360 px phone", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
];

function summarize(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]) {
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

// Every page type of the catalogue (app/content/pages), signed in where the page needs it.
describe.each(pageTypes)("$name ($path)", ({ path, status, session }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const { label, ...options } of viewports) {
      it(`passes axe with zero violations, logs no errors and fits the screen (${colorScheme}, ${label})`, async () => {
        const { page, problems } = await openPage(getBrowser(), { ...options, colorScheme });
        if (session) await page.context().addCookies(await sessions(session));
        const response = await page.goto(`${baseURL}${path}`);
        expect(response?.status()).toBe(status);
        expect(new URL(page.url()).pathname, "not redirected (to sign in)").toBe(new URL(path, baseURL).pathname);
        await waitForHydration(page);
        expect(await page.evaluate((theme) => document.documentElement.classList.contains(theme), colorScheme)).toBe(
          true,
        );

        const results = await new AxeBuilder({ page }).analyze();
        expect(results.passes.length, "axe ran its rules").toBeGreaterThan(20);
        expect(summarize(results.violations)).toEqual([]);

        // No sideways scrolling at any width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        const unexpected = status === 404 ? problems.filter((problem) => !problem.includes("404")) : problems;
        expect(unexpected).toEqual([]);
        await page.context().close();
      });
    }
  }
});
