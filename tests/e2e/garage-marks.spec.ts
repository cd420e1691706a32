import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { getSystem } from "~/content/diagnostics";
import { openPage, randomClientIp, sharedBrowser, waitForHydration } from "./support/browser";

/**
 * With a vehicle in the garage (issue 15 point 6): a system page marks the
 * problems that apply to it and filters to them, with and without JavaScript;
 * a code page leads with the make's own meaning; and the page a visitor
 * without a garage gets is the one it always was.
 */
const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const SYSTEM = "/diagnostics/turbo-supercharger";
const ECOBOOST = "ecoboost-intercooler-condensation-misfire";
const BMW_ONLY = "bmw-n54-n55-charge-pipe-cracked";
// A problem that names no vehicle: every filter keeps it.
const GENERIC = getSystem("turbo-supercharger")!.problems.find(
  (problem) => !problem.appliesTo && !problem.commonOn,
)!.slug;
const FORD_P1131 = "Lack of Upstream Heated Oxygen Sensor Switch Sensor Indicates Lean Bank 1";
// The garage names the vehicle "2013 Ford F-150", or "2013 Ford F-150 3.5L" with its engine.
const MARK = /^Applies to your 2013 Ford F-150( 3\.5L)?$/;
const ONLY_MINE = /^Only problems for my 2013 Ford F-150( 3\.5L)?$/;

/** Puts a 2013 Ford F-150 with the 3.5 in this page's garage, as the garage form does (the cookie lands in the page's context). */
async function addF150(page: Page) {
  const response = await page.request.post(`${baseURL}/vehicles/garage`, {
    form: { intent: "add", year: "2013", make: "ford", model: "f-150", engine: "3.5" },
    // As a form on this site sends it: the garage refuses posts from other sites.
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(response.status()).toBeLessThan(400);
}

const problem = (page: Page, slug: string) => page.locator(`[data-problem="${slug}"]`);

describe("a system page with a 2013 Ford F-150 in the garage", () => {
  it("marks the EcoBoost condensation misfire, in the list and in the checker's results", async () => {
    const { page, problems } = await openPage(getBrowser());
    await addF150(page);
    await page.goto(`${baseURL}${SYSTEM}`);
    await waitForHydration(page);
    await expect(problem(page, ECOBOOST).locator("[data-vehicle-fit]").innerText()).resolves.toMatch(MARK);
    await expect(problem(page, BMW_ONLY).locator("[data-vehicle-fit]").count()).resolves.toBe(0);
    // Ticking a symptom both problems share re-ranks in place; the mark stays with its problem.
    await page.locator('input[name="s"][value="limp-mode"]').check();
    await page.waitForURL(/s=limp-mode/);
    await expect(problem(page, ECOBOOST).locator("[data-vehicle-fit]").innerText()).resolves.toMatch(MARK);
    await expect(problem(page, BMW_ONLY).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("filters to its problems and back, keeping the checker's state, with JavaScript", async () => {
    const { page, problems } = await openPage(getBrowser());
    await addF150(page);
    await page.goto(`${baseURL}${SYSTEM}?s=limp-mode`);
    await waitForHydration(page);
    await page.getByRole("link", { name: ONLY_MINE }).click();
    await page.waitForURL(/vehicle=mine/);
    expect(new URL(page.url()).searchParams.getAll("s")).toEqual(["limp-mode"]);
    await problem(page, BMW_ONLY).waitFor({ state: "detached" });
    await expect(problem(page, ECOBOOST).count()).resolves.toBe(1);
    // Unticking the symptom keeps the vehicle filter: the generic problems come back, the BMW one does not.
    await page.locator('input[name="s"][value="limp-mode"]').uncheck();
    await page.waitForURL((url) => !url.searchParams.has("s"));
    expect(new URL(page.url()).searchParams.get("vehicle")).toBe("mine");
    await problem(page, GENERIC).waitFor();
    await expect(problem(page, BMW_ONLY).count()).resolves.toBe(0);
    await page.getByRole("link", { name: "Show all problems" }).click();
    await page.waitForURL((url) => !url.searchParams.has("vehicle"));
    await problem(page, BMW_ONLY).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("filters without JavaScript, and the checker's form keeps the filter", async () => {
    const { page, problems } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await addF150(page);
    await page.goto(`${baseURL}${SYSTEM}`);
    await page.getByRole("link", { name: ONLY_MINE }).click();
    await page.waitForURL(/vehicle=mine/);
    await expect(problem(page, BMW_ONLY).count()).resolves.toBe(0);
    await expect(problem(page, ECOBOOST).count()).resolves.toBe(1);
    await expect(problem(page, GENERIC).count()).resolves.toBe(1);
    await page.locator('input[name="s"][value="limp-mode"]').check();
    await page.getByRole("button", { name: "Show matching problems" }).click();
    await page.waitForURL(/s=limp-mode/);
    expect(new URL(page.url()).searchParams.get("vehicle")).toBe("mine");
    await expect(problem(page, BMW_ONLY).count()).resolves.toBe(0);
    await expect(problem(page, ECOBOOST).locator("[data-vehicle-fit]").count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("passes axe in light and dark at 360 px and at desktop width, mark and filter shown", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [360, 1280]) {
        const { page, problems } = await openPage(getBrowser(), { colorScheme, viewport: { width, height: 900 } });
        await addF150(page);
        await page.goto(`${baseURL}${SYSTEM}?vehicle=mine`);
        await waitForHydration(page);
        await problem(page, ECOBOOST).locator("[data-vehicle-fit]").waitFor();
        await page.getByRole("link", { name: "Show all problems" }).waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow).toBe(false);
        expect(problems).toEqual([]);
        await page.context().close();
      }
    }
  });
});

describe("a code page with a 2013 Ford F-150 in the garage", () => {
  it("shows Ford's meaning of P1131 first, labelled for the vehicle", async () => {
    const { page, problems } = await openPage(getBrowser());
    await addF150(page);
    await page.goto(`${baseURL}/codes/P1131`);
    await waitForHydration(page);
    const mark = page.locator("[data-vehicle-meaning]");
    await expect(mark.innerText()).resolves.toMatch(/^For your 2013 Ford F-150( 3\.5L)?: /);
    await expect(mark.innerText()).resolves.toContain(FORD_P1131);
    // Before the table of every make's meaning, and before anything else in the page's body.
    const first = await mark.evaluate((element) => {
      const table = document.querySelector("[data-make-meanings]");
      return (
        element.parentElement?.firstElementChild === element &&
        !!table &&
        (element.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      );
    });
    expect(first).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("without a garage", () => {
  const get = (path: string) => fetch(`${baseURL}${path}`, { headers: { "X-Forwarded-For": randomClientIp() } });

  it("a system page carries no mark and no filter, and ignores ?vehicle=mine", async () => {
    const plain = await (await get(SYSTEM)).text();
    const asked = await (await get(`${SYSTEM}?vehicle=mine`)).text();
    for (const html of [plain, asked]) {
      expect(html).not.toContain("data-vehicle-fit");
      expect(html).not.toContain("data-vehicle-filter");
      expect(html).toContain(`data-problem="${BMW_ONLY}"`);
    }
  });

  it("a code page carries no vehicle meaning", async () => {
    expect(await (await get("/codes/P1131")).text()).not.toContain("data-vehicle-meaning");
  });
});
