import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  specAdditionalAvailable,
  specAdditionalUnavailable,
  specAutomobileSystems,
  specElectronicSystems,
} from "../fixtures/spec-tiles";
import { launchBrowser, openPage } from "./support/browser";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, problems } = await openPage(browser));
  await page.goto(`${baseURL}/`);
});

afterAll(async () => {
  await browser?.close();
});

async function sectionSummary(id: string) {
  return page.locator(`[data-tile-section="${id}"]`).evaluate((section) => {
    const tiles = [...section.querySelectorAll<HTMLElement>("[data-tile]")];
    return tiles.map((tile) => ({
      href: tile.dataset.tile,
      title: tile.querySelector("h3")?.textContent,
      badge: tile.querySelector<HTMLElement>("[data-badge]")?.innerText ?? null,
      explore: tile.querySelector("a")?.getAttribute("href") ?? null,
      disabledButton: tile.querySelector("button[disabled]")?.textContent?.trim() ?? null,
    }));
  });
}

describe("home page", () => {
  it("is rendered on the server: the raw HTML already holds the content", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).toContain("Look, See, Boom!");
    expect(html).toContain("OBD-II Diagnostics");
    expect(html).toContain("Unlock Professional Diagnostic Tools");
    expect(html).toContain("Test Your Automotive Knowledge");
    expect(html.match(/data-tile="/g)).toHaveLength(41);
  });

  it("has the hero with three benefit cards and the two audience lists", async () => {
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Look, See, Boom!");
    const hero = page.locator("section[aria-labelledby=hero-heading]");
    await expect(hero.locator("> div > ul > li").count()).resolves.toBe(3);
    const shopOwners = page.getByRole("region", { name: "For shop owners" });
    await expect(shopOwners.locator("li").allInnerTexts()).resolves.toHaveLength(5);
    expect((await shopOwners.innerText()).toLowerCase()).toContain("ballpark quotes by phone");
    const mechanics = page.getByRole("region", { name: "For mechanics" });
    await expect(mechanics.locator("li").allInnerTexts()).resolves.toHaveLength(3);
    expect((await mechanics.innerText()).toLowerCase()).toContain("cross-verify complex diagnoses");
  });

  it("shows 16 automobile tiles, all available with an Explore link", async () => {
    const tiles = await sectionSummary("automobile");
    expect(tiles).toHaveLength(16);
    expect(tiles.map((tile) => tile.href)).toEqual(specAutomobileSystems.map((slug) => `/diagnostics/${slug}`));
    for (const tile of tiles) {
      expect(tile.explore).toBe(tile.href);
      expect(tile.badge).toBeNull();
      expect(tile.disabledButton).toBeNull();
    }
  });

  it("shows 6 electronic tiles, all available", async () => {
    const tiles = await sectionSummary("electronic");
    expect(tiles.map((tile) => tile.href)).toEqual(specElectronicSystems.map((slug) => `/diagnostics/${slug}`));
    expect(tiles.every((tile) => tile.explore === tile.href)).toBe(true);
  });

  it("shows the additional tiles: 5 live, the rest under construction with the right badge", async () => {
    const tiles = await sectionSummary("additional");
    const available = tiles.filter((tile) => tile.explore);
    expect(available.map((tile) => tile.href)).toEqual(specAdditionalAvailable.map((slug) => `/diagnostics/${slug}`));
    const unavailable = tiles.filter((tile) => !tile.explore);
    expect(unavailable).toHaveLength(Object.keys(specAdditionalUnavailable).length);
    for (const tile of unavailable) expect(tile.disabledButton).toBe("Under Construction");
    const badges = Object.fromEntries(unavailable.map((tile) => [tile.href?.replace("/diagnostics/", ""), tile.badge]));
    expect(badges).toEqual(specAdditionalUnavailable);
  });

  it("shows the three essential resources", async () => {
    const tiles = await sectionSummary("resources");
    expect(tiles.map((tile) => [tile.title, tile.explore])).toEqual([
      ["Glossary", "/glossary"],
      ["FAQ", "/faq"],
      ["Feedback & Ideas", "/feedback"],
    ]);
  });

  it("shows the sign-up prompts to a signed-out visitor", async () => {
    const signUp = page.getByRole("region", { name: "Unlock Professional Diagnostic Tools" });
    await expect(signUp.getByRole("link", { name: "Get Started - Sign Up Free" }).getAttribute("href")).resolves.toBe(
      "/auth",
    );
    const why = page.getByRole("region", { name: "Why Create an Account?" });
    await expect(why.locator("h3").allInnerTexts()).resolves.toEqual([
      "Personalized Experience",
      "Advanced Features",
      "Community Access",
    ]);
    await expect(why.getByRole("link", { name: "Start Your Free Account Today" }).getAttribute("href")).resolves.toBe(
      "/auth",
    );
  });

  it("shows the beta banner with a feedback link and both theme buttons", async () => {
    const beta = page.getByRole("region", { name: "Beta site under development" });
    await expect(beta.getByRole("link", { name: "Send feedback" }).getAttribute("href")).resolves.toBe("/feedback");
    await expect(beta.getByRole("button", { name: "Light Mode", exact: true }).isVisible()).resolves.toBe(true);
    await expect(beta.getByRole("button", { name: "Dark Mode", exact: true }).isVisible()).resolves.toBe(true);
  });

  it("shows the quiz banner and the three feature banners with their links", async () => {
    const quiz = page.getByRole("region", { name: "Test Your Automotive Knowledge" });
    await expect(quiz.getByText("50+ Questions").isVisible()).resolves.toBe(true);
    await expect(quiz.getByRole("link", { name: "Start Quiz" }).getAttribute("href")).resolves.toBe("/quiz");

    const banners = await page
      .locator("[data-banner]")
      .evaluateAll((items) =>
        items.map((item) => [item.querySelector("h2")?.textContent, item.querySelector("a")?.getAttribute("href")]),
      );
    expect(banners).toEqual([
      ["Emergency Roadside Diagnostic Tool", "/emergency-diagnostic"],
      ["Common Problems by Manufacturer", "/common-problems"],
      ["Dangerous Car Problems", "/dangerous-problems"],
    ]);
    await expect(page.locator("[data-banner=manufacturers]").innerText()).resolves.toContain("18 major brands");
  });

  it("logs no console errors", () => {
    expect(problems).toEqual([]);
  });
});
