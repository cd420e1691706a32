import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

const baseURL = inject("baseURL");
const STORAGE_KEY = "car-mechanic-ai:theme";
const getBrowser = sharedBrowser();

/** Records the <html> class at the moment <body> first exists, i.e. before anything is painted. */
async function recordClassAtFirstBody(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { __classAtBody: string }).__classAtBody = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const classAtBody = (page: Page) => page.evaluate(() => (window as unknown as { __classAtBody: string }).__classAtBody);

describe("theme", () => {
  it("follows the system preference when nothing is stored", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { page } = await openPage(getBrowser(), { colorScheme });
      await recordClassAtFirstBody(page);
      await page.goto(`${baseURL}/`);
      expect(await classAtBody(page)).toBe(colorScheme);
      await page.context().close();
    }
  });

  it("is dark when the browser states no preference at all", async () => {
    // Browsers report "light" for a missing OS setting; a browser without the media feature matches neither.
    const { page } = await openPage(getBrowser());
    await page.addInitScript(() => {
      window.matchMedia = (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList;
    });
    await recordClassAtFirstBody(page);
    await page.goto(`${baseURL}/`);
    expect(await classAtBody(page)).toBe("dark");
    await page.context().close();
  });

  it("switches with the beta banner buttons, everywhere, and keeps the choice across reloads with no flash", async () => {
    const { page, problems } = await openPage(getBrowser(), { colorScheme: "light" });
    await recordClassAtFirstBody(page);
    await page.goto(`${baseURL}/`);
    await waitForHydration(page);
    const lightButton = page.getByRole("button", { name: "Light Mode", exact: true });
    const darkButton = page.getByRole("button", { name: "Dark Mode", exact: true });
    await expect(lightButton.getAttribute("aria-pressed")).resolves.toBe("true");

    // Transitions are off for the switch itself.
    const switching = await darkButton.evaluate((button) => {
      (button as HTMLButtonElement).click();
      return document.documentElement.classList.contains("theme-switching");
    });
    expect(switching).toBe(true);
    await page.waitForFunction(() => !document.documentElement.classList.contains("theme-switching"));

    expect(await htmlClass(page)).toBe("dark");
    await expect(darkButton.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(page.getByRole("button", { name: "Switch to light mode" }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("dark");
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    expect(await classAtBody(page)).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

    // Another page of the site gets the same theme.
    await page.goto(`${baseURL}/faq`);
    expect(await classAtBody(page)).toBe("dark");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("switches with the header toggle and by keyboard", async () => {
    const { page } = await openPage(getBrowser(), { colorScheme: "dark" });
    await page.goto(`${baseURL}/faq`);
    const toggle = page.getByRole("button", { name: "Switch to light mode" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.documentElement.classList.contains("light"));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("light");
    await page.getByRole("button", { name: "Switch to dark mode" }).press("Space");
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await page.context().close();
  });
});
