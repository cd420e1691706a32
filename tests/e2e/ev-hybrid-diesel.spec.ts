import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

/**
 * The three systems issue 16 made live, as a visitor meets them: each lists at
 * least 40 problems, its symptom checker narrows the list with and without
 * JavaScript, and the system page and one problem page of each pass axe in
 * both themes at desktop and phone widths. The older electrified and diesel
 * entries moved into them answer their old addresses with a 301, and every
 * electric and hybrid problem page carries the high-voltage warning.
 */
const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const systems = [
  { slug: "electric-vehicle", symptom: "wont-charge", problem: "hv-isolation-fault-service-vehicle" },
  { slug: "hybrid-system", symptom: "hybrid-warning", problem: "prius-camry-hybrid-battery-replacement-p0a80" },
  { slug: "diesel-comprehensive", symptom: "derate", problem: "derate-still-active-after-repair" },
] as const;

const listed = (page: Page) =>
  page.locator("[data-problem]").evaluateAll((items) => items.map((item) => item.getAttribute("data-problem")));

describe("electric, hybrid and diesel systems", () => {
  it("each list at least 40 problems, with the three tiles available on the home page", async () => {
    const home = await (await fetch(`${baseURL}/`)).text();
    for (const { slug } of systems) {
      expect(home).toContain(`href="/diagnostics/${slug}"`);
      const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
      await page.goto(`${baseURL}/diagnostics/${slug}`);
      expect((await listed(page)).length, slug).toBeGreaterThanOrEqual(40);
      await page.context().close();
    }
  });

  for (const { slug, symptom } of systems) {
    it(`narrows ${slug} with the symptom checker, without JavaScript and with it`, async () => {
      const plain = await openPage(getBrowser(), { javaScriptEnabled: false });
      await plain.page.goto(`${baseURL}/diagnostics/${slug}`);
      const all = await listed(plain.page);
      await plain.page.locator(`input[name="s"][value="${symptom}"]`).check();
      await plain.page.getByRole("button", { name: "Show matching problems" }).click();
      await plain.page.waitForURL(new RegExp(`[?&]s=${symptom}`));
      const narrowed = await listed(plain.page);
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.length).toBeLessThan(all.length);
      await plain.page.context().close();

      const { page, problems } = await openPage(getBrowser());
      await page.goto(`${baseURL}/diagnostics/${slug}`);
      await waitForHydration(page);
      await page.locator(`input[name="s"][value="${symptom}"]`).check();
      await expect.poll(() => page.locator("[data-problem-list]").getAttribute("data-symptom-count")).toBe("1");
      await expect(listed(page)).resolves.toEqual(narrowed);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it("send the moved entries' old addresses to their new home with a permanent redirect", async () => {
    for (const [from, to, text] of [
      ["engine-wont-start/diesel-glow-plugs", "diesel-comprehensive/diesel-glow-plugs", "glow plug"],
      ["fuel-system/diesel-cp4-pump-metal-in-filter", "diesel-comprehensive/diesel-cp4-pump-metal-in-filter", "CP4"],
      ["exhaust-system/def-countdown-scr-efficiency", "diesel-comprehensive/def-countdown-scr-efficiency", "DEF"],
      ["engine-wont-start/hybrid-12v-battery", "hybrid-system/hybrid-12v-battery", "READY"],
      ["electronics-wiring/hybrid-orange-cable-damaged", "hybrid-system/hybrid-orange-cable-damaged", "orange"],
    ] as const) {
      const response = await fetch(`${baseURL}/diagnostics/${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get("location")!, baseURL).pathname).toBe(`/diagnostics/${to}`);
      const page = await fetch(`${baseURL}/diagnostics/${to}`);
      expect(page.status, to).toBe(200);
      expect(await page.text()).toContain(text);
    }
    // The systems they left no longer list them.
    const exhaust = await (await fetch(`${baseURL}/diagnostics/exhaust-system`)).text();
    expect(exhaust).not.toContain("/diagnostics/exhaust-system/def-countdown-scr-efficiency");
  });

  it("warn about high voltage on every electric and hybrid problem page, and not on diesel ones", async () => {
    for (const path of [
      "/diagnostics/electric-vehicle/hv-battery-capacity-degradation",
      "/diagnostics/hybrid-system/power-split-transaxle-whine",
      "/diagnostics/hybrid-system/mild-hybrid-belt-slip",
    ]) {
      const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
      await page.goto(`${baseURL}${path}`);
      const notice = page.getByRole("region", { name: "High-voltage safety" });
      await expect(notice.textContent()).resolves.toMatch(
        /Orange cables.*never touch, unplug, cut or probe.*call 911/s,
      );
      await page.context().close();
    }
    const diesel = await (await fetch(`${baseURL}/diagnostics/diesel-comprehensive/diesel-glow-plugs`)).text();
    expect(diesel).not.toContain("High-voltage safety");
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      it(`pass axe on each system page and one problem page (${colorScheme}, ${viewport.width} px)`, async () => {
        const { page, problems } = await openPage(getBrowser(), { colorScheme, viewport });
        for (const { slug, problem } of systems) {
          for (const path of [`/diagnostics/${slug}`, `/diagnostics/${slug}/${problem}`]) {
            await page.goto(`${baseURL}${path}`);
            await waitForHydration(page);
            const results = await new AxeBuilder({ page }).analyze();
            expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
              path,
            ).toBeLessThanOrEqual(0);
          }
        }
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
  }
});
