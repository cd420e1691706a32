import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { diagnosticSystems } from "~/content/diagnostics";
import { specLiveSystems } from "../fixtures/spec-tiles";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const systemSlugs = specLiveSystems;

async function problemLinks(system: string) {
  const html = await (await fetch(`${baseURL}/diagnostics/${system}`)).text();
  return [
    ...new Set(
      [...html.matchAll(new RegExp(`href="(/diagnostics/${system}/[a-z0-9-]+)"`, "g"))].map((match) => match[1]!),
    ),
  ];
}

const listed = (page: Page) =>
  page.locator("[data-problem]").evaluateAll((items) => items.map((item) => item.getAttribute("data-problem")));

describe("diagnostic system pages", () => {
  it(`serves all ${systemSlugs.length} systems from the home tiles, each with its problems, and a sample of problem pages`, async () => {
    const home = await (await fetch(`${baseURL}/`)).text();
    for (const slug of systemSlugs) {
      expect(home, slug).toContain(`href="/diagnostics/${slug}"`);
      const response = await fetch(`${baseURL}/diagnostics/${slug}`);
      expect(response.status, slug).toBe(200);
      const links = await problemLinks(slug);
      expect(links.length, slug).toBeGreaterThanOrEqual(30);
      // First, middle and last problem of every system.
      for (const href of [links[0]!, links[Math.floor(links.length / 2)]!, links.at(-1)!]) {
        const page = await fetch(`${baseURL}${href}`);
        expect(page.status, href).toBe(200);
        const html = await page.text();
        expect(html, href).toContain("Checks, in order");
        expect(html, href).toContain("Can I keep driving?");
        expect(html, href).toMatch(/<title>[^<]+\| Car Mechanic AI<\/title>/);
      }
    }
  });

  it("answers 404 with an under-construction page for unavailable tiles, and a plain 404 for nonsense", async () => {
    const { page } = await openPage(getBrowser());
    const response = await page.goto(`${baseURL}/diagnostics/heavy-duty`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
      "Heavy-Duty Trucks: under construction",
    );
    await expect(page.getByText("In development").isVisible()).resolves.toBe(true);
    expect((await fetch(`${baseURL}/diagnostics/flux-capacitor`)).status).toBe(404);
    expect((await fetch(`${baseURL}/diagnostics/brake-system/not-a-problem`)).status).toBe(404);
    await page.context().close();
  });

  it("narrows and re-ranks with the symptom checker instantly, and keeps the state in the URL", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/diagnostics/brake-system`);
    await waitForHydration(page);
    const all = await listed(page);
    const boxes = page.locator('input[name="s"]');
    await boxes.nth(0).check();
    await expect.poll(() => page.locator("[data-problem-list]").getAttribute("data-symptom-count")).toBe("1");
    await expect(listed(page).then((list) => list.length)).resolves.toBeLessThan(all.length);
    const oneSymptom = await listed(page);
    await boxes.nth(1).check();
    // The list says how many symptoms it was ranked for: wait until it is the re-ranked one.
    await expect.poll(() => page.locator("[data-problem-list]").getAttribute("data-symptom-count")).toBe("2");
    // Best matches first: the match counts never increase down the list.
    const counts = await page
      .locator("[data-matches]")
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-matches"))));
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(counts.length).toBeGreaterThanOrEqual(oneSymptom.length);

    // The URL restores the same list on a fresh load.
    const url = page.url();
    const ranked = await listed(page);
    const { page: fresh } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await fresh.goto(url);
    expect(await listed(fresh)).toEqual(ranked);
    await fresh.context().close();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("works as a GET form without JavaScript", async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/diagnostics/cooling-system`);
    const all = await listed(page);
    await page.locator('input[name="s"]').first().check();
    await page.getByRole("button", { name: "Show matching problems" }).click();
    await page.waitForURL(/[?&]s=/);
    const narrowed = await listed(page);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    await page.getByLabel("Search this system").fill("zzzz-nothing");
    await page.getByRole("button", { name: "Show matching problems" }).click();
    await page.waitForURL(/q=zzzz-nothing/);
    await expect(page.getByText("No problems match all of that.").isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("filters by the drive verdict", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/diagnostics/brake-system?verdict=stop`);
    const verdicts = await page
      .locator("[data-problem] [data-verdict]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-verdict")));
    expect(verdicts.length).toBeGreaterThan(0);
    expect(new Set(verdicts)).toEqual(new Set(["stop"]));
    await page.context().close();
  });
});

describe("diagnostic problem pages", () => {
  it("fit on one printed page, even the longest ones", async () => {
    // The 25 problems with the most text on the whole site, plus one from each of three systems; every page that overflows is named.
    const byLength = diagnosticSystems
      .flatMap((system) =>
        system.problems.map((problem) => ({
          href: `/diagnostics/${system.slug}/${problem.slug}`,
          length: JSON.stringify(problem).length,
        })),
      )
      .sort((a, b) => b.length - a.length);
    const hrefs = [
      ...byLength.slice(0, 25).map((entry) => entry.href),
      ...(await Promise.all(
        ["brake-system", "obd", "transmission"].map(async (system) => (await problemLinks(system))[0]!),
      )),
    ];
    const { page } = await openPage(getBrowser());
    const bad: string[] = [];
    for (const href of hrefs) {
      await page.goto(`${baseURL}${href}`);
      const pdf = await page.pdf({
        format: "Letter",
        margin: { top: "0.5in", bottom: "0.5in", left: "0.5in", right: "0.5in" },
      });
      const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      if (pages !== 1) bad.push(href);
    }
    expect(bad).toEqual([]);
    await page.context().close();
  });

  it("pass axe in both themes, at desktop and phone widths", async () => {
    const links = await problemLinks("engine-wont-start");
    for (const colorScheme of ["light", "dark"] as const) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 360, height: 740 },
      ]) {
        const { page, problems } = await openPage(getBrowser(), { colorScheme, viewport });
        for (const path of [
          "/diagnostics",
          "/diagnostics/engine-wont-start?s=",
          links[0]!,
          // An estimate in named scenarios rather than one range.
          "/diagnostics/cooling-system/radiator-transmission-cooler-leak",
        ]) {
          await page.goto(`${baseURL}${path}`);
          const results = await new AxeBuilder({ page }).analyze();
          expect(
            results.violations.map((violation) => `${path}: ${violation.id} ${violation.nodes[0]?.target}`),
          ).toEqual([]);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            path,
          ).toBeLessThanOrEqual(0);
        }
        expect(problems).toEqual([]);
        await page.context().close();
      }
    }
  });

  it("show an estimate in named scenarios, most likely first and worst case last, at the stated labor rate", async () => {
    const html = await (await fetch(`${baseURL}/diagnostics/cooling-system/radiator-transmission-cooler-leak`)).text();
    const scenarios = html.slice(
      html.indexOf("data-cost-scenarios"),
      html.indexOf("</ul>", html.indexOf("data-cost-scenarios")),
    );
    expect(scenarios).toMatch(
      /New radiator, repeated ATF exchanges and a coolant flush.*Most likely.*Total \$450–\$1,345/s,
    );
    expect(scenarios).toMatch(/remanufactured transmission.*Worst case.*\(8–12 h\)/s);
    expect(html).toContain("labor at $150 an hour (November 2026)");
  });

  it("answer a merged problem's old address with a permanent redirect to the page that holds its answer", async () => {
    const response = await fetch(`${baseURL}/diagnostics/engine-wont-start/bad-engine-ground-strap`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    const target = new URL(response.headers.get("location")!, baseURL);
    expect(target.pathname).toBe("/diagnostics/electrical/missing-engine-ground-strap");
    const page = await fetch(target);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("ground-side voltage-drop test");
    // An address that was never a problem is still a plain 404.
    expect((await fetch(`${baseURL}/diagnostics/engine-wont-start/no-such-problem`)).status).toBe(404);
  });
});
