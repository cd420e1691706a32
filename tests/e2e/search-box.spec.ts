import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

/**
 * The search box in every page's header (components/search/header-search.tsx):
 * a GET form to /search without JavaScript; with it, instant results as a
 * WAI-ARIA combobox. Every wait is for a state: the list says which query it
 * answers (data-query), so a test never acts on a list that is about to change.
 */
const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const GRINDING = "/diagnostics/brake-system/grinding-pads-worn-to-backing-plate";
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** The header's box: a search box in the server HTML, a combobox once its script has loaded. */
const headerBox = (page: Page) => page.getByRole("banner").getByLabel("Search the site");
const results = (page: Page) => page.locator("#site-search-results");
const options = (page: Page) => results(page).getByRole("option");
const optionUrls = (page: Page) => options(page).evaluateAll((found) => found.map((o) => o.getAttribute("href")));
const liveRegion = (page: Page) => page.getByRole("banner").getByRole("status");

/** Resolves once the list answers exactly this query (the box was typed into first). */
async function answered(page: Page, query: string) {
  await page.locator(`#site-search-results[data-query="${query}"]`).waitFor({ state: "attached" });
}

describe("the header's search box with JavaScript", () => {
  it("shows results while the words are still being typed, and ArrowDown + Enter opens one", async () => {
    const { page, problems } = await openPage(getBrowser());
    const requests: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/search") requests.push(url);
    });
    await page.goto(`${baseURL}/diagnostics/electrical`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const box = headerBox(page);
    await box.click();

    // Half of "brakes grinding": the grinding-pads problem is listed before the rest is typed.
    await box.pressSequentially("brakes grind");
    await answered(page, "brakes grind");
    expect((await optionUrls(page)).slice(0, 3)).toContain(GRINDING);
    await expect(box.getAttribute("role")).resolves.toBe("combobox");
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(box.getAttribute("aria-controls")).resolves.toBe("site-search-results");
    await expect(results(page).getAttribute("role")).resolves.toBe("listbox");

    await box.pressSequentially("ing");
    await answered(page, "brakes grinding");
    const urls = await optionUrls(page);
    expect(urls.length).toBeLessThanOrEqual(8);
    const at = urls.indexOf(GRINDING);
    expect(at, `${GRINDING} among ${urls.join(", ")}`).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(3);
    // Each option: its kind, the title with the matched words marked, a snippet, and a problem's system and verdict.
    const grinding = options(page).nth(at);
    await expect(grinding.innerText()).resolves.toMatch(/^problem\s+brake system/i);
    await expect(grinding.locator("[data-verdict]").count()).resolves.toBe(1);
    await expect(grinding.locator("mark").allInnerTexts()).resolves.toContain("grinding");
    await expect(liveRegion(page).innerText()).resolves.toBe(`${urls.length} results`);
    for (const url of requests) {
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ limit: "8", typing: "1" });
    }
    expect(requests.at(-1)?.searchParams.get("q")).toBe("brakes grinding");

    for (let step = 0; step <= at; step += 1) await box.press("ArrowDown");
    await expect(box.getAttribute("aria-activedescendant")).resolves.toBe(await grinding.getAttribute("id"));
    await expect(grinding.getAttribute("aria-selected")).resolves.toBe("true");
    await box.press("Enter");
    await page.waitForURL(`${baseURL}${GRINDING}`);
    // Opened by the router, not by a reload, and the list closed behind it.
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    await results(page).waitFor({ state: "hidden" });
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("submits to /search with Enter when no option is chosen", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/faq`);
    await waitForHydration(page);
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially("hemi tick");
    await answered(page, "hemi tick");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=hemi\+tick$/);
    await page.getByRole("heading", { level: 1, name: "Results for “hemi tick”" }).waitFor();
    await expect(page.locator("[data-search-result]").count()).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("closes with Escape and clears with a second one; Tab and a click outside close it; says when nothing is found", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/glossary`);
    await waitForHydration(page);
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially("p0420");
    await answered(page, "p0420");
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("true");

    await box.press("Escape");
    await results(page).waitFor({ state: "hidden" });
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(box.inputValue()).resolves.toBe("p0420");
    await box.press("Escape");
    await expect(box.inputValue()).resolves.toBe("");
    await expect(liveRegion(page).innerText()).resolves.toBe("");

    // Tab leaves the box and closes the list.
    await box.pressSequentially("p0420");
    await answered(page, "p0420");
    await results(page).waitFor();
    await box.press("Tab");
    await results(page).waitFor({ state: "hidden" });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.not.toBe("site-search-input");

    // Back in the box, the same words' list opens again; a click elsewhere closes it.
    await box.focus();
    await results(page).waitFor();
    await page.mouse.click(10, 850);
    await results(page).waitFor({ state: "hidden" });

    // Nothing found: the live region and a note say so, and no list is claimed.
    await box.fill("zxqv qwpf");
    await answered(page, "zxqv qwpf");
    await expect(liveRegion(page).innerText()).resolves.toBe("No results");
    await expect(
      page.getByRole("banner").getByText("No results for “zxqv qwpf”. Press Enter to search every page.").isVisible(),
    ).resolves.toBe(true);
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('focuses the box with "/" from anywhere, but not while typing in another field', async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/diagnostics/brake-system`);
    await waitForHydration(page);
    await page.keyboard.press("/");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("site-search-input");
    await expect(headerBox(page).inputValue()).resolves.toBe("");
    await expect(headerBox(page).getAttribute("aria-keyshortcuts")).resolves.toBe("/");

    const systemSearch = page.getByLabel("Search this system");
    await systemSearch.focus();
    await page.keyboard.type("a/c");
    await expect(systemSearch.inputValue()).resolves.toBe("a/c");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("problem-search");
    await page.context().close();
  });

  it("opens from the icon button at 360 px, and the results fit the screen", async () => {
    const { page, problems } = await openPage(getBrowser(), phone);
    await page.goto(`${baseURL}/faq`);
    await waitForHydration(page);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
    const box = headerBox(page);
    await expect(box.isVisible()).resolves.toBe(false);
    await toggle.tap();
    await box.waitFor();
    // The popover focuses the box from its toggle event, which fires after it opens: wait for that state.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("site-search-input");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");

    await box.pressSequentially("brakes grinding");
    await answered(page, "brakes grinding");
    await expect(optionUrls(page)).resolves.toContain(GRINDING);
    for (const element of [box, options(page).first()]) {
      const bounds = (await element.boundingBox())!;
      expect(bounds.x).toBeGreaterThanOrEqual(0);
      expect(bounds.x + bounds.width).toBeLessThanOrEqual(360);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBe(0);

    // Escape closes the list, then clears the box, then closes the search.
    for (let press = 0; press < 3; press += 1) await box.press("Escape");
    await box.waitFor({ state: "hidden" });
    // The toggle's state follows the popover's toggle event, which fires after it closes.
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // axe scans the open combobox: the listbox, its options, the marks and the verdict badges.
  for (const colorScheme of ["light", "dark"] as const) {
    for (const [label, options] of [
      ["desktop", {}],
      ["360 px phone", phone],
    ] as const) {
      it(`passes axe with the list open (${colorScheme}, ${label})`, async () => {
        const { page, problems } = await openPage(getBrowser(), { ...options, colorScheme });
        await page.goto(`${baseURL}/emergency-diagnostic`);
        await waitForHydration(page);
        if (label !== "desktop")
          await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).tap();
        const box = headerBox(page);
        await box.click();
        await box.pressSequentially("brakes grinding");
        await answered(page, "brakes grinding");
        await box.press("ArrowDown");
        await expect(box.getAttribute("aria-activedescendant")).resolves.toBe("site-search-option-0");
        const scan = await new AxeBuilder({ page }).analyze();
        expect(scan.passes.length, "axe ran its rules").toBeGreaterThan(20);
        expect(scan.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)])).toEqual(
          [],
        );
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe("the header's search box without JavaScript", () => {
  it("submits the header form to /search, which lists the results", async () => {
    const { page, problems } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/faq`);
    const box = headerBox(page);
    await box.fill("brakes grinding");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=brakes\+grinding$/);
    await expect(page.locator(`[data-search-result] a[href="${GRINDING}"]`).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("opens from the icon button at 360 px, which the browser reports as expanded", async () => {
    const { page, problems } = await openPage(getBrowser(), { ...phone, javaScriptEnabled: false });
    await page.goto(`${baseURL}/faq`);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
    const box = headerBox(page);
    // The popover's own state, as Chromium gives it to assistive technology: no script sets it.
    const cdp = await page.context().newCDPSession(page);
    const expanded = async () => {
      const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
        nodes: {
          role?: { value: string };
          name?: { value: string };
          properties?: { name: string; value: { value: unknown } }[];
        }[];
      };
      const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === "Search");
      return button?.properties?.find((property) => property.name === "expanded")?.value.value;
    };
    await expect(box.isVisible()).resolves.toBe(false);
    await expect(expanded()).resolves.toBe(false);
    await toggle.tap();
    await box.waitFor();
    await expect(expanded()).resolves.toBe(true);
    await box.fill("transmision sliping");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=transmision\+sliping$/);
    await expect(page.locator("[data-search-result]").count()).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
