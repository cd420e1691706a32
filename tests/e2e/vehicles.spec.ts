import AxeBuilder from "@axe-core/playwright";
import { describe, expect, inject, it } from "vitest";
import { openPage, randomClientIp, sharedBrowser, waitForHydration } from "./support/browser";

/**
 * The vehicle pages as a visitor meets them (issue 15): a VIN decoded offline
 * with its problems, a wrong VIN refused with the reason, the year → make →
 * model picker with and without JavaScript, a vehicle page, and bad input
 * that never becomes a 500.
 */
const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const ECOBOOST_CONDENSATION = "/diagnostics/turbo-supercharger/ecoboost-intercooler-condensation-misfire";

async function get(path: string) {
  return fetch(`${baseURL}${path}`, { redirect: "manual", headers: { "X-Forwarded-For": randomClientIp() } });
}

describe("decoding a VIN", () => {
  it("shows 1FTFW1ET9DFC10312 as a 2013 Ford F-150 with the 3.5 L V6, with the EcoBoost condensation misfire among its problems", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/vehicles`);
    await waitForHydration(page);
    await page.getByLabel("17-character VIN").fill("1FTFW1ET9DFC10312");
    await page.getByRole("button", { name: "Decode" }).click();
    // The VIN's vehicle has a page: it opens narrowed to the decoded engine, with what the VIN says.
    await page.waitForURL(`${baseURL}/vehicles/2013/ford/f-150?engine=3.5&vin=1FTFW1ET9DFC10312`);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("2013 Ford F-150");
    const details = await page.locator("[data-decoded-vin] dl").innerText();
    expect(details).toContain("3.5 L V6");
    expect(details).toContain("Pickup");
    const specific = page.locator("[data-vehicle-specific] a");
    const hrefs = await specific.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toContain(ECOBOOST_CONDENSATION);
    expect(problems).toEqual([]);
  });

  it("refuses 1FTFW1ET5DFC10312 with a check-digit message, keeping what was typed", async () => {
    const response = await get("/vehicles?vin=1FTFW1ET5DFC10312");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("check digit");
    expect(html).toMatch(/calls for “9”/);
    expect(html).toContain('value="1FTFW1ET5DFC10312"');
  });

  it("answers garbage, 10,000 characters, control characters and unknown makers with a message, never a 500", async () => {
    for (const [vin, status, words] of [
      ["A".repeat(10_000), 400, "a VIN has 17"],
      ["hello", 400, "this one has 5"],
      ["1FTFW1ET9DFC1031\u0007", 400, "control or invisible character"],
      ["1FTFW1ET9DFC1O312", 400, "probably the digit 0"],
      ["9ZZZZZZZXZZ000001", 404, "does not know the maker code 9ZZ"],
    ] as const) {
      const response = await get(`/vehicles?vin=${encodeURIComponent(vin)}`);
      expect(response.status, vin.slice(0, 20)).toBe(status);
      expect(await response.text()).toContain(words);
    }
  });
});

describe("the year → make → model picker", () => {
  it("reaches the 2016 Nissan Altima without JavaScript, one GET step at a time, and lists the Nissan CVT problems", async () => {
    const { page, problems } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/vehicles`);
    await page.locator("#pick-year").selectOption("2016");
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL(/year=2016/);
    await page.locator("#pick-make").selectOption("nissan");
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL(/make=nissan/);
    await page.locator("#pick-model").selectOption("altima");
    await page.getByRole("button", { name: "Show this vehicle" }).click();
    await page.waitForURL(`${baseURL}/vehicles/2016/nissan/altima`);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("2016 Nissan Altima");
    const titles = await page.locator("[data-vehicle-specific] li").allInnerTexts();
    expect(titles.some((title) => /CVT/.test(title))).toBe(true);
    expect(problems).toEqual([]);
  });

  it("moves to the next step as soon as an option is chosen, with JavaScript", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/vehicles`);
    await waitForHydration(page);
    await page.locator("#pick-year").selectOption("2013");
    await page.locator("#pick-make").selectOption("ford");
    await page.locator("#pick-model").selectOption("f-150");
    // The address changes as the navigation starts; the heading once the page has rendered.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("2013 Ford F-150");
    expect(page.url()).toBe(`${baseURL}/vehicles/2013/ford/f-150`);
    expect(problems).toEqual([]);
  });

  it("drops a choice that does not fit with a message: a year out of range, an unknown make", async () => {
    const outOfRange = await get("/vehicles?year=1975");
    expect(outOfRange.status).toBe(400);
    expect(await outOfRange.text()).toContain("Choose a model year from 1981");
    const unknownMake = await get("/vehicles?year=2016&make=__proto__");
    expect(unknownMake.status).toBe(400);
    expect(await unknownMake.text()).toContain("Choose a make from the list.");
  });
});

describe("a vehicle page", () => {
  it("narrows by engine, says so when nothing is specific, and 404s an unknown vehicle with a reason", async () => {
    const ecoBoost = await get("/vehicles/2013/ford/f-150?engine=3.5");
    expect(ecoBoost.status).toBe(200);
    expect(await ecoBoost.text()).toContain(ECOBOOST_CONDENSATION);
    const coyote = await (await get("/vehicles/2013/ford/f-150?engine=5.0")).text();
    expect(coyote).not.toContain(ECOBOOST_CONDENSATION);
    // A VIN that is not this vehicle's, or not a VIN, is dropped: the vehicle page alone.
    for (const vin of ["KM8K2CAB4PU001140", "1FTFW1ET5DFC10312"]) {
      const response = await get(`/vehicles/2013/ford/f-150?vin=${vin}`);
      expect(response.headers.get("location"), vin).toBe("/vehicles/2013/ford/f-150");
    }
    expect((await get("/vehicles/2013/ford/f-150?engine=banana")).headers.get("location")).toBe(
      "/vehicles/2013/ford/f-150",
    );
    expect((await get("/vehicles/2013/Ford/F-150")).status).toBe(301);
    for (const path of ["/vehicles/1975/ford/f-150", "/vehicles/2013/nomake/x", "/vehicles/2013/ford/nomodel"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("No page for that vehicle");
    }
  });

  it("passes axe in light and dark at 360 px and at desktop width", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [360, 1280]) {
        const { page, problems } = await openPage(getBrowser(), { colorScheme, viewport: { width, height: 900 } });
        await page.goto(`${baseURL}/vehicles/2016/nissan/altima`);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow).toBe(false);
        expect(problems).toEqual([]);
        await page.context().close();
      }
    }
  });

  it("is in the sitemap when problems name it", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("/vehicles/2016/nissan/altima</loc>");
    expect(sitemap).toContain("/vehicles</loc>");
  });
});

describe("a problem page", () => {
  it("says in a plain line which vehicles the problem applies to", async () => {
    const html = await (await get(ECOBOOST_CONDENSATION)).text();
    expect(html).toMatch(/Applies to:<\/span> 2011–2013 Ford F-150 with the 3\.5L EcoBoost V6/);
  });
});
