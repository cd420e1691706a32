import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const hrefs = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute("href")]));

describe("site header and footer", () => {
  it("shows the site name, the main navigation, the theme toggle and Sign in on a wide screen", async () => {
    const { page } = await openPage(getBrowser(), { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseURL}/faq`);
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Car Mechanic AI" }).getAttribute("href")).resolves.toBe("/");
    const nav = header.getByRole("navigation", { name: "Main" });
    expect(await hrefs(page, 'nav[aria-label="Main"] > ul > li > a')).toEqual([
      ["Diagnostics", "/diagnostics"],
      ["Common Problems", "/common-problems"],
      ["Quiz", "/quiz"],
      ["Emergency", "/emergency-diagnostic"],
    ]);
    // Resources is a disclosure holding the trouble codes, my vehicle, glossary, FAQ and feedback.
    const resources = nav.getByText("Resources");
    await resources.click();
    await expect(nav.getByRole("link", { name: /Glossary/ }).isVisible()).resolves.toBe(true);
    expect(await hrefs(page, 'nav[aria-label="Main"] details a')).toEqual([
      ["Trouble CodesLook up any OBD-II code", "/codes"],
      ["My VehicleDecode a VIN, see its known problems", "/vehicles"],
      ["GlossaryTerms and acronyms in plain language", "/glossary"],
      ["FAQAccuracy, accounts, support and terms", "/faq"],
      ["Feedback & IdeasReport an error or suggest a feature", "/feedback"],
    ]);
    await expect(nav.getByRole("link", { name: /^FAQ/ }).getAttribute("aria-current")).resolves.toBe("page");
    // Escape closes it and puts focus back on its button.
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: /Glossary/ }).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Resources");

    await expect(header.getByRole("button", { name: /Switch to (light|dark) mode/ }).isVisible()).resolves.toBe(true);
    // Signing in comes back to this page.
    await expect(header.getByRole("link", { name: "Sign in" }).getAttribute("href")).resolves.toBe(
      "/auth?redirectTo=%2Ffaq",
    );
    await expect(header.getByRole("button", { name: "Menu" }).isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it("keeps the navigation visible from 768 px up", async () => {
    const { page } = await openPage(getBrowser(), { viewport: { width: 768, height: 800 } });
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("Menu", { exact: true }).isVisible()).resolves.toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it("collapses into a menu button under 768 px that works by keyboard", async () => {
    const { page, problems } = await openPage(getBrowser(), {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${baseURL}/`);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main", exact: true }).isVisible()).resolves.toBe(false);
    const menuButton = page.locator("summary", { hasText: "Menu" });
    await expect(menuButton.isVisible()).resolves.toBe(true);

    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.isVisible()).resolves.toBe(true);
    expect(await hrefs(page, 'nav[aria-label="Main menu"] a')).toEqual([
      ["Diagnostics", "/diagnostics"],
      ["Common Problems", "/common-problems"],
      ["Trouble Codes", "/codes"],
      ["My Vehicle", "/vehicles"],
      ["Glossary", "/glossary"],
      ["FAQ", "/faq"],
      ["Feedback & Ideas", "/feedback"],
      ["Quiz", "/quiz"],
      ["Emergency", "/emergency-diagnostic"],
      ["Sign in", "/auth"],
    ]);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Menu");

    // Following a link closes the menu.
    await menuButton.click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL(`${baseURL}/faq`);
    await menu.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("lets keyboard users skip to the main content", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/faq`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    await page.context().close();
  });

  it("has footer links to the resources", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/`);
    const footer = page.getByRole("contentinfo");
    const resources = footer.getByRole("navigation", { name: "Resources" });
    await expect(
      resources.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).resolves.toEqual(["/codes", "/vehicles", "/glossary", "/faq", "/feedback"]);
    // The trouble-code data's MIT notice is credited on every page.
    await expect(footer.getByRole("link", { name: "MIT licence" }).getAttribute("href")).resolves.toBe(
      "/codes#data-licence",
    );
    await page.context().close();
  });
});
