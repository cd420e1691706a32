import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const slugs = [
  "toyota",
  "ford",
  "honda",
  "nissan",
  "bmw",
  "mercedes-benz",
  "mazda",
  "subaru",
  "infiniti",
  "acura",
  "lexus",
  "hyundai-kia",
  "volkswagen-group",
  "general-motors",
  "stellantis",
  "tesla",
  "mitsubishi",
  "volvo",
];

const heading = (page: Page) => page.locator("[data-results-heading]").innerText();
const cardNames = (page: Page) => page.locator("[data-manufacturer] h3").allInnerTexts();

describe("common problems by manufacturer", () => {
  it("filters instantly: 18 in all, 3 domestic, 5 luxury, 10 import, with the filter named", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/common-problems`);
    await waitForHydration(page);
    await expect(heading(page)).resolves.toBe("18 Manufacturers Found");
    await expect(page.locator("[data-manufacturer]").count()).resolves.toBe(18);
    await expect(page.getByText(/^Filtered by:/).count()).resolves.toBe(0);
    const category = page.getByLabel("Category");
    for (const [value, label, count] of [
      ["domestic", "Domestic", 3],
      ["luxury", "Luxury", 5],
      ["importBrands", "Import", 10],
    ] as const) {
      await category.selectOption(value);
      await page.waitForURL(new RegExp(`category=${value}`));
      await expect.poll(() => heading(page)).toBe(`${count} Manufacturers Found`);
      await expect(page.getByText(`Filtered by: ${label}`).isVisible()).resolves.toBe(true);
    }
    await category.selectOption("domestic");
    await expect.poll(() => cardNames(page)).toEqual(["Ford", "General Motors", "Stellantis"]);
    // Each card: description, five problems and the link to the profile.
    const ford = page.locator('[data-manufacturer="ford"]');
    await expect(ford.locator("ol li").count()).resolves.toBe(5);
    await expect(ford.getByRole("link", { name: /View Full Details & Analysis/ }).getAttribute("href")).resolves.toBe(
      "/manufacturers/ford",
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("searches names case-insensitively, combines with the filter, and shows the empty state", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/common-problems`);
    await waitForHydration(page);
    const search = page.getByLabel("Search by name");
    await search.fill("mer");
    await expect.poll(() => cardNames(page)).toEqual(["Mercedes-Benz"]);
    await expect.poll(() => heading(page)).toBe("1 Manufacturer Found");
    await search.fill("o");
    await page.getByLabel("Category").selectOption("luxury");
    await expect.poll(() => cardNames(page)).toEqual([]);
    await search.fill("");
    await search.fill("in");
    await expect.poll(() => cardNames(page)).toEqual(["Infiniti"]);
    await search.fill("zzz");
    await page.getByText("No manufacturers found").waitFor();
    await expect(page.getByText("Try adjusting your search terms or filter selection").isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("restores search and filter from a shared URL, and works without JavaScript", async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/common-problems?q=to&category=importBrands`);
    await expect(page.getByLabel("Search by name").inputValue()).resolves.toBe("to");
    await expect(page.getByLabel("Category").inputValue()).resolves.toBe("importBrands");
    await expect(cardNames(page)).resolves.toEqual(["Toyota"]);
    await expect(page.getByText("Filtered by: Import").isVisible()).resolves.toBe(true);

    await page.getByLabel("Search by name").fill("");
    await page.getByLabel("Category").selectOption("luxury");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/category=luxury/);
    await expect(heading(page)).resolves.toBe("5 Manufacturers Found");
    await page.context().close();
  });

  it("links every card to a profile that loads with its title and all five tabs", async () => {
    for (const slug of slugs) {
      const response = await fetch(`${baseURL}/manufacturers/${slug}`);
      expect(response.status, slug).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, slug).toMatch(/^.+ Common Problems &amp; Review \| Car Mechanic AI$/);
      for (const tab of ["Overview", "Model Lineup", "Reliability", "Ownership Costs", "Buying Guidance"]) {
        expect(html, `${slug} ${tab}`).toContain(`>${tab}</a>`);
      }
      expect(html).toContain("Top 10 Common Problems");
      expect(html.match(/>Details<\/span>/g)?.length, slug).toBe(10);
    }
    const indexHtml = await (await fetch(`${baseURL}/common-problems`)).text();
    for (const slug of slugs) expect(indexHtml).toContain(`href="/manufacturers/${slug}"`);
  });

  it("answers 404 for an unknown manufacturer", async () => {
    const { page } = await openPage(getBrowser());
    const response = await page.goto(`${baseURL}/manufacturers/delorean`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("We couldn't find that page");
    await page.context().close();
  });
});

describe("manufacturer profile", () => {
  it("shows the top, the numbered problems and the Overview tab by default", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/manufacturers/toyota`);
    await expect(page.title()).resolves.toBe("Toyota Common Problems & Review | Car Mechanic AI");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Toyota");
    await expect(page.getByText("Market Share:").isVisible()).resolves.toBe(true);
    await expect(page.locator("[data-top-problems] > li").count()).resolves.toBe(10);
    await expect(page.getByRole("tab", { selected: true }).innerText()).resolves.toBe("Overview");
    for (const card of ["Manufacturer Overview", "Manufacturer Strengths", "Expert Insights"]) {
      await expect(page.getByRole("heading", { name: card }).isVisible(), card).resolves.toBe(true);
    }
    // A problem opens to its detail.
    await page.locator("[data-top-problems] > li").first().locator("summary").click();
    await expect(page.locator("[data-top-problems] > li").first().getByText("Symptoms").isVisible()).resolves.toBe(
      true,
    );
    await page.context().close();
  });

  it("gives each tab its own server-rendered URL", async () => {
    const expected: Record<string, string[]> = {
      models: ["Model Lineup"],
      reliability: ["Reliability Overview", "Areas of Concern", "Recalls & Safety Information"],
      costs: ["Ownership Costs", "Repairs & Solutions"],
      buying: ["Buying Guidance"],
    };
    for (const [tab, cards] of Object.entries(expected)) {
      const html = await (await fetch(`${baseURL}/manufacturers/bmw?tab=${tab}`)).text();
      for (const card of cards) expect(html, `${tab}: ${card}`).toContain(`>${card.replace("&", "&amp;")}</h2>`);
      expect(html).not.toContain(">Manufacturer Overview</h2>");
      // Before scripts run, every tab is a link in the Tab order.
      expect(html).not.toMatch(/role="tab"[^>]*tabindex="-1"/);
    }
  });

  it("dates every fact that ages and gives each market share its basis year (issue 14)", async () => {
    const page = async (path: string) => (await fetch(`${baseURL}/manufacturers/${path}`)).text();
    const asOf = (label: string, tag: "h2" | "h3") =>
      new RegExp(`>${label}</${tag}><span data-as-of="2026-11"[^>]*>As of November 2026</span>`);

    const nissan = await page("nissan");
    // SPEC's figure with its basis year, and the 2024 figure beside it, from the one table.
    expect(nissan).toContain(
      "About 8.1% of U.S. new-vehicle sales (2016–2017 basis); 5.5% in 2024 (editorial estimates)",
    );
    expect(nissan).toContain("Market share basis (as of November 2026):");
    expect(nissan).toMatch(asOf("Recent news", "h3"));
    expect(await page("nissan?tab=models")).toMatch(asOf("Model Lineup", "h2"));
    expect(await page("nissan?tab=costs")).toMatch(asOf("Warranty", "h3"));

    const gm = await page("general-motors?tab=reliability");
    expect(gm).toMatch(asOf("Recalls &amp; Safety Information", "h2"));
    // The campaign number beside the recall, in the recalls card and on the problem.
    expect(gm.match(/data-nhtsa-campaign="25V274"/g)?.length).toBe(2);

    // Stale line-ups: the Lexus RC ended with the 2025 model year, Tesla's Model S and X in 2026.
    const lexus = await page("lexus?tab=models");
    expect(lexus).toContain("RC 300, RC 350 and RC F coupes (after the 2025 model year)");
    expect(lexus).not.toContain(">RC 300, RC 350 and RC F coupes</li>");
    expect(await page("tesla?tab=models")).not.toContain("Model S (Long Range and Plaid");
  });

  it("switches tabs with the arrow keys, updating the URL", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/manufacturers/honda`);
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/tab=models/);
    await expect.poll(() => page.getByRole("tab", { selected: true }).innerText()).toBe("Model Lineup");
    // Roving focus: only the selected tab is in the Tab order.
    await expect(page.getByRole("tab", { name: "Reliability" }).getAttribute("tabindex")).resolves.toBe("-1");
    await page.getByRole("tabpanel").getByRole("heading", { name: "Model Lineup" }).waitFor();
    await page.keyboard.press("End");
    await page.waitForURL(/tab=buying/);
    await page.keyboard.press("Home");
    await page.waitForURL(/tab=overview/);
    await page.context().close();
  });

  it("wraps the tab buttons two per row below 768 px", async () => {
    const { page } = await openPage(getBrowser(), {
      viewport: { width: 375, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${baseURL}/manufacturers/volvo`);
    const tops = await page
      .getByRole("tab")
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBe(tops[3]);
    expect(tops[2]).toBeGreaterThan(tops[0]!);
    expect(tops[4]).toBeGreaterThan(tops[2]!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
