import { describe, expect, inject, it } from "vitest";
import { signUpAndVerify } from "./support/accounts";
import { openPage, randomClientIp, sharedBrowser, waitForHydration } from "./support/browser";
import { SEARCH_ADMIN } from "./support/server-env";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

/** A fetch as its own client, so the search limit of one spec never meets another's. */
const fetchAs = (path: string) => fetch(`${baseURL}${path}`, { headers: { "X-Forwarded-For": randomClientIp() } });

describe("site search without JavaScript", () => {
  it("answers the form with results rendered on the server: kind, title link, marked words, system and verdict", async () => {
    const { page, problems } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/search`);
    await page.getByRole("main").getByRole("searchbox", { name: "Search" }).fill("transmision sliping");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/search\?q=transmision\+sliping$/);

    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
      "Results for “transmision sliping”",
    );
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    const results = page.locator("[data-search-result]");
    await expect(results.count()).resolves.toBeGreaterThan(5);
    await expect(
      page.getByText("Searched for “transmission” instead of “transmision”", { exact: false }).count(),
    ).resolves.toBe(1);

    const slipping = results.filter({
      has: page.locator('a[href="/diagnostics/transmission/automatic-slips-rpm-flare-on-upshift"]'),
    });
    await expect(slipping.count()).resolves.toBe(1);
    await expect(slipping.getAttribute("data-search-result")).resolves.toBe("problem");
    await expect(slipping.innerText()).resolves.toMatch(/^problem\s+transmission/i);
    await expect(slipping.locator("[data-verdict]").count()).resolves.toBe(1);
    await expect(slipping.locator("mark").allInnerTexts()).resolves.toContain("slips");

    // The first result's link opens its page.
    await results.first().getByRole("link").click();
    await page.waitForURL((url) => url.pathname !== "/search");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("puts a trouble code's page first for a code in any spelling", async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/search?q=${encodeURIComponent("P0 420")}`);
    const first = page.locator("[data-search-result]").first();
    await expect(first.getAttribute("data-search-result")).resolves.toBe("code");
    await expect(first.getByRole("link").getAttribute("href")).resolves.toBe("/codes/P0420");
    await page.context().close();
  });

  it("helps when nothing matches, and shows the search to an administrator at /admin/search", async () => {
    // Letters no word of the site is one edit away from, so nothing is corrected into a match.
    const query = `zxqv ${Array.from({ length: 6 }, () => "qxzj"[Math.floor(Math.random() * 4)]).join("")}`;
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await page.goto(`${baseURL}/search?q=${encodeURIComponent(query.toUpperCase())}`);
      expect(response?.status()).toBe(200);
    }
    await expect(page.getByRole("heading", { name: /^Nothing matches/ }).count()).resolves.toBe(1);
    for (const href of ["/codes", "/diagnostics", "/emergency-diagnostic", "/feedback"]) {
      await expect(page.locator(`main a[href="${href}"]`).count(), href).resolves.toBeGreaterThan(0);
    }
    await page.context().close();

    expect((await fetchAs("/admin/search")).status).toBe(404);
    const admin = await openPage(getBrowser());
    await signUpAndVerify(admin.page, SEARCH_ADMIN);
    await admin.page.goto(`${baseURL}/admin/search`);
    await waitForHydration(admin.page);
    const row = admin.page.locator(`[data-search-miss="${query}"]`);
    await expect(row.locator("[data-search-miss-count]").getAttribute("data-search-miss-count")).resolves.toBe("2");
    await expect(row.locator("time").first().getAttribute("datetime")).resolves.toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(admin.problems).toEqual([]);
    await admin.page.context().close();
  });

  it("shows a bad search's message with a 400, keeping the form", async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    const response = await page.goto(`${baseURL}/search?q=${"a".repeat(201)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert").innerText()).resolves.toContain("at most 200 characters");
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search" }).count()).resolves.toBe(1);
    await page.context().close();
  });
});

describe("site search with JavaScript", () => {
  it("searches again from the results page without a full reload", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/search?q=brakes+grinding`);
    await waitForHydration(page);
    await expect(page.locator("[data-search-result]").first().getByRole("link").getAttribute("href")).resolves.toMatch(
      /grinding/,
    );
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search" });
    await box.fill("hemi tick");
    await box.press("Enter");
    await page.waitForURL(/q=hemi\+tick/);
    await page.getByRole("heading", { name: "Results for “hemi tick”" }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("GET /api/search", () => {
  it("answers JSON best first, with ranges for the matched words", async () => {
    const response = await fetchAs("/api/search?q=brakes%20grinding&limit=3");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const body = (await response.json()) as { query: string; results: { url: string; snippetMarks: number[][] }[] };
    expect(body.query).toBe("brakes grinding");
    expect(body.results).toHaveLength(3);
    expect(
      body.results.some((result) => result.url === "/diagnostics/brake-system/grinding-pads-worn-to-backing-plate"),
    ).toBe(true);
  });

  it("answers bad input with 400 and other methods with 405, never 500", async () => {
    for (const path of [
      "/api/search?q=%E0%A4%A",
      "/api/search?q=a&q=b",
      "/api/search?q=%00",
      `/api/search?q=${"x".repeat(1000)}`,
    ]) {
      const response = await fetchAs(path);
      expect(response.status, path).toBe(400);
      expect(typeof ((await response.json()) as { error: string }).error).toBe("string");
    }
    const posted = await fetch(`${baseURL}/api/search?q=a`, { method: "POST", body: "q=a" });
    expect(posted.status).toBe(405);
  });
});
