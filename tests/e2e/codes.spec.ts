import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { allCodes, getCode, isIndexable, problemsListing, writtenAnswer } from "~/content/codes/index.server";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

/**
 * The trouble-code library as a visitor meets it (issue 12): the lookup on
 * the home page, a code's page with its answer or an honest "not written
 * yet", manufacturer meanings labelled by make, unknown and malformed codes,
 * what search engines are told, and what never reaches the browser.
 */
const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();
const root = path.resolve(import.meta.dirname, "../..");

const P0420_TITLE = getCode("P0420")!.genericTitle!;

/** HTML text as a reader sees it: tags removed, React's entities decoded. */
function text(html: string) {
  return html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

const headingOf = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;

/** A seeded generator, so a failing sample can be drawn again: CODES_SAMPLE_SEED=<seed>. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What a code's page must show once it is open: its heading, and the answer or the plain statement. */
async function expectP0420Page(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(`P0420: ${P0420_TITLE}`);
  await expect(page.title()).resolves.toBe(`P0420: ${P0420_TITLE} | Car Mechanic AI`);
  const answer = writtenAnswer("P0420");
  if (answer) {
    const written = page.locator("[data-written-answer]");
    await expect(written.innerText()).resolves.toContain(answer.answer.meaning);
    await expect(written.locator("[data-at-a-glance] [data-verdict]").getAttribute("data-verdict")).resolves.toBe(
      answer.problem.verdict,
    );
    await expect(written.getByText("Can I keep driving?").isVisible()).resolves.toBe(true);
    await expect(written.locator("[data-checks] > li").count()).resolves.toBe(answer.problem.checks.length);
  } else {
    await expect(page.locator("[data-no-written-answer]").innerText()).resolves.toContain(
      "There is no written answer for P0420 yet",
    );
  }
  const listing = problemsListing("P0420");
  const links = page.locator("[data-listing-problems] li");
  await expect(links.count()).resolves.toBe(listing.length);
  await expect(links.first().locator("a").getAttribute("href")).resolves.toBe(
    `/diagnostics/${listing[0]!.system.slug}/${listing[0]!.slug}`,
  );
  await expect(links.first().locator("[data-verdict]").getAttribute("data-verdict")).resolves.toBe(listing[0]!.verdict);
}

describe("the code lookup", () => {
  it('takes "p0 420" typed on the home page to /codes/P0420, with JavaScript', async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/`);
    await waitForHydration(page);
    await page.getByRole("search", { name: "Trouble code lookup" }).getByRole("searchbox").fill("p0 420");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}/codes/P0420`);
    await expectP0420Page(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('takes "p0 420" typed on the home page to /codes/P0420, without JavaScript', async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/`);
    const lookup = page.getByRole("search", { name: "Trouble code lookup" });
    await lookup.getByRole("searchbox").fill("p0 420");
    await lookup.getByRole("button", { name: "Look up" }).click();
    await page.waitForURL(`${baseURL}/codes/P0420`);
    await expectP0420Page(page);
    await page.context().close();
  });

  it("is on the home page with a link to /codes, and on the OBD system page, but not on the other systems", async () => {
    const other = await (await fetch(`${baseURL}/diagnostics/brake-system`)).text();
    expect(other).not.toContain("Trouble code lookup");
    for (const address of ["/", "/diagnostics/obd"]) {
      const html = await (await fetch(`${baseURL}${address}`)).text();
      expect(html, address).toMatch(
        /<search aria-label="Trouble code lookup"[^>]*><form action="\/codes" method="get">/,
      );
      expect(html, address).toContain('href="/codes"');
    }
  });

  it("redirects any spelling of a code to its page, even a code the data lacks", async () => {
    for (const [query, code] of [
      [" p0 420 ", "P0420"],
      ["P-0420", "P0420"],
      ["u0100", "U0100"],
      ["p0f00", "P0F00"],
    ]) {
      const response = await fetch(`${baseURL}/codes?${new URLSearchParams({ q: query! })}`, { redirect: "manual" });
      expect(response.status, query).toBe(302);
      expect(response.headers.get("location"), query).toBe(`/codes/${code}`);
    }
  });

  it("lists codes whose titles match, says plainly when none do, and refuses bad input with a message", async () => {
    const evap = await fetch(`${baseURL}/codes?q=evap+leak`);
    expect(evap.status).toBe(200);
    const evapHtml = await evap.text();
    expect(text(evapHtml)).toMatch(/\d+ codes match “evap leak”/);
    expect(evapHtml).toContain('href="/codes/P0455"');
    expect(robotsOf(evapHtml)).toBe("noindex");

    const prefix = await (await fetch(`${baseURL}/codes?q=u01`)).text();
    expect(prefix).toContain('href="/codes/U0100"');

    const none = await fetch(`${baseURL}/codes?q=flux+capacitor`);
    expect(none.status).toBe(200);
    expect(text(await none.text())).toContain("No codes match “flux capacitor”");

    const long = await fetch(`${baseURL}/codes?q=${"a".repeat(150)}`);
    expect(long.status).toBe(400);
    expect(text(await long.text())).toContain("Type at most 100 characters");
    const control = await fetch(`${baseURL}/codes?q=P0420%00`);
    expect(control.status).toBe(400);
    expect(text(await control.text())).toContain("Remove the invisible control characters");
  });

  it("never keeps a search in the HTML cache, and serves /codes itself from it", async () => {
    const query = `/codes?q=knock+sensor+${Date.now()}`;
    const states = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await fetch(`${baseURL}${query}`);
      await response.arrayBuffer();
      states.push(response.headers.get("server-timing"));
    }
    expect(states).toEqual([null, null]);
    await (await fetch(`${baseURL}/codes`)).arrayBuffer();
    expect((await fetch(`${baseURL}/codes`)).headers.get("server-timing")).toContain('desc="hit"');
  });
});

describe("a code's page", () => {
  it("has one address: other spellings redirect permanently", async () => {
    for (const [asked, canonical] of [
      ["p0420", "P0420"],
      ["P0420%20", "P0420"],
      ["p1131", "P1131"],
    ]) {
      const response = await fetch(`${baseURL}/codes/${asked}`, { redirect: "manual" });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get("location"), asked).toBe(`/codes/${canonical}`);
    }
  });

  it("shows exactly the data's title for a sample of 60 generic codes", async () => {
    const seed = Number(process.env.CODES_SAMPLE_SEED ?? Date.now() % 1_000_000);
    const next = random(seed);
    const generic = allCodes().filter((entry) => entry.genericTitle);
    const sample = new Set<string>();
    while (sample.size < 60) sample.add(generic[Math.floor(next() * generic.length)]!.code);
    const wrong: string[] = [];
    for (const code of sample) {
      const response = await fetch(`${baseURL}/codes/${code}`);
      const heading = headingOf(await response.text());
      const expected = `${code}: ${getCode(code)!.genericTitle}`;
      if (response.status !== 200 || heading !== expected) wrong.push(`${code}: ${response.status} "${heading}"`);
    }
    expect(wrong, `CODES_SAMPLE_SEED=${seed}`).toEqual([]);
  });

  it("shows each make's meaning of P1131 in a labelled row, Ford's among them, and the make-not-stated one as such", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/codes/P1131`);
    const rows = page.locator("[data-make-meanings] tbody tr");
    const shown = await rows.evaluateAll((items) =>
      items.map((item) => [
        item.querySelector("th")?.textContent?.trim(),
        item.querySelector("td")?.textContent?.trim(),
      ]),
    );
    const expected = getCode("P1131")!.makeMeanings.map((meaning) => [
      meaning.makes.length > 0
        ? meaning.makes.map((make) => make.name).join(", ")
        : "Manufacturer-specific, make not stated by the source",
      meaning.title + (meaning.addedBySite ? "Added by Car Mechanic AI" : ""),
    ]);
    expect(shown).toEqual(expected);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const ford = shown.find(([makes]) => makes?.split(", ").includes("Ford"));
    expect(ford?.[1]).toBe("Lack of Upstream Heated Oxygen Sensor Switch Sensor Indicates Lean Bank 1");
    await expect(page.locator("[data-code-credit]").innerText()).resolves.toContain("MIT licence");
    await page.context().close();
  });

  it("tells search engines to index it only when it has a written answer or a listing problem", async () => {
    expect(problemsListing("P0420").length).toBeGreaterThan(0);
    const indexed = await (await fetch(`${baseURL}/codes/P0420`)).text();
    expect(robotsOf(indexed)).toBeNull();
    expect(indexed).toContain(`<link rel="canonical" href="${new URL("/codes/P0420", baseURL).href}"/>`);
    expect(indexed).toContain('"@type":"BreadcrumbList"');

    const titleOnly = allCodes().find((entry) => !isIndexable(entry.code))!;
    const response = await fetch(`${baseURL}/codes/${titleOnly.code}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(robotsOf(html)).toBe("noindex");
    expect(text(html)).toContain(`There is no written answer for ${titleOnly.code} yet`);
  });

  it("is in the sitemap when it is worth indexing, and not when it is title-only", async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const origin = new URL(baseURL).origin;
    expect(xml).toContain(`<loc>${origin}/codes/P0420</loc>`);
    expect(xml).toContain(`<loc>${origin}/codes</loc>`);
    const titleOnly = allCodes().find((entry) => !isIndexable(entry.code))!;
    expect(xml).not.toContain(`<loc>${origin}/codes/${titleOnly.code}</loc>`);
  });
});

describe("codes that are not in the data", () => {
  it("answers 404 for a well-formed unknown code, with what its characters say and the lookup", async () => {
    const { page, problems } = await openPage(getBrowser());
    const response = await page.goto(`${baseURL}/codes/P0F00`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("P0F00 is not in our code library");
    const characters = page.locator("[data-code-characters]");
    await expect(characters.locator("tbody tr").count()).resolves.toBe(4);
    await expect(characters.innerText()).resolves.toContain("Hybrid and electric propulsion");
    await expect(page.getByRole("search", { name: "Trouble code lookup" }).isVisible()).resolves.toBe(true);
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    await page.context().close();
  });

  it("answers 404, never 500, for anything that is not a code", async () => {
    for (const asked of ["XYZ", "P99999", "P4420", "%00", "%E2%80%8B", "A".repeat(2000), "..%2F..%2Fetc"]) {
      const response = await fetch(`${baseURL}/codes/${asked}`, { redirect: "manual" });
      expect(response.status, asked.slice(0, 20)).toBe(404);
      if (asked === "XYZ") expect(text(await response.text())).toContain("That is not an OBD-II trouble code");
    }
  });
});

describe("browsing", () => {
  it("lists every letter's groups on /codes and pages through a long group", async () => {
    const html = await (await fetch(`${baseURL}/codes`)).text();
    for (const letter of ["P", "B", "C", "U"]) expect(html).toContain(`id="letter-${letter}"`);
    expect(html).toContain('href="/codes/group/P07-P09"');

    const second = await fetch(`${baseURL}/codes/group/P07-P09?page=2`);
    expect(second.status).toBe(200);
    expect(text(await second.text())).toContain("Page 2 of");
    for (const [address, status] of [
      ["/codes/group/P07-P09?page=1", 301],
      ["/codes/group/p03", 301],
      ["/codes/group/P07-P09?page=99", 404],
      ["/codes/group/P07-P09?page=02", 404],
      ["/codes/group/Q12", 404],
    ] as const) {
      expect((await fetch(`${baseURL}${address}`, { redirect: "manual" })).status, address).toBe(status);
    }
  });
});

describe("at 360 px, by keyboard, in both themes", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`finds codes by words and opens one without a mouse, with no axe violations (${colorScheme})`, async () => {
      const { page, problems } = await openPage(getBrowser(), {
        colorScheme,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      await page.goto(`${baseURL}/codes`);
      await waitForHydration(page);
      expect(await page.evaluate((theme) => document.documentElement.classList.contains(theme), colorScheme)).toBe(
        true,
      );
      await page.getByRole("searchbox").focus();
      await page.keyboard.type("knock sensor");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/codes\?q=knock\+sensor/);
      const first = page.locator("[data-code-results] [data-code]").first();
      await first.waitFor();
      const code = await first.getAttribute("data-code");
      await first.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseURL}/codes/${code}`);
      await page.locator("[data-code-characters]").waitFor();
      for (const address of [`/codes/${code}`, "/codes/P1131"]) {
        if (!page.url().endsWith(address)) await page.goto(`${baseURL}${address}`);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${address}: ${violation.id}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), address).toBe(0);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

describe("the code data", () => {
  it("never reaches the browser: no code title in any built script", () => {
    const assets = path.join(root, "build/client/assets");
    const scripts = readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(assets, file), "utf8"));
    expect(scripts.length).toBeGreaterThan(5);
    const titles = [
      P0420_TITLE,
      getCode("U0100")!.genericTitle!,
      getCode("B0001")!.genericTitle!,
      "Lack of Upstream Heated Oxygen Sensor Switch Sensor Indicates Lean Bank 1",
    ];
    for (const title of titles)
      expect(
        scripts.filter((script) => script.includes(title)),
        title,
      ).toEqual([]);
  });
});
