import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Response } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { emergencyNodes } from "~/content/emergency";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

/**
 * The roadside tools offline (docs/decisions/0020): one visit to the home page
 * installs the service worker; then, with Chromium's network cut, the
 * emergency tree, its steps and the dangerous-problems list open from the
 * worker's caches, a page visited before opens, an unvisited page shows the
 * offline page; back online, pages come from the network again.
 */
const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

/** The nonce of a page's CSP: the server makes a new one for every response, so it tells responses apart. */
function nonceOf(response: Response | null) {
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce, `${response?.url()} has a CSP nonce`).toBeTruthy();
  return nonce!;
}

/** Waits for the worker to be installed (its caches filled) and in control of the page: a state, not a pause. */
async function waitForWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
}

/** The heading of the page as a visitor sees it. */
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).innerText();

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length, "axe ran its rules").toBeGreaterThan(20);
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

describe("offline roadside pages", () => {
  it("serves the emergency tree, the dangerous list and visited pages with the network cut, and fresh pages once it is back", async () => {
    const { page, problems } = await openPage(getBrowser(), { serviceWorkers: "allow" });
    const context = page.context();

    // One visit: the worker registers after the page has loaded, stores the roadside pages, then takes control.
    await page.goto(`${baseURL}/`);
    await waitForHydration(page);
    await waitForWorkerControl(page);
    // A page visited online is kept. The quiz is rendered for each response (the HTML
    // cache keeps the reference pages, whose bytes, scripts allowed by hash, are the
    // same for everyone), so its CSP nonce tells one response from another.
    const quizOnline = await page.goto(`${baseURL}/quiz`);
    expect(quizOnline?.status()).toBe(200);
    expect(quizOnline?.fromServiceWorker()).toBe(true);
    const quizTitle = await heading(page);

    await context.setOffline(true);
    // The browser really has no network now (the probe's own failure is the one problem expected).
    const before = problems.length;
    expect(
      await page.evaluate(() =>
        fetch("/healthz").then(
          () => "online",
          () => "offline",
        ),
      ),
    ).toBe("offline");
    expect(problems.splice(before).filter((problem) => !/\/healthz|ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual(
      [],
    );

    // The emergency tree, never visited: stored at install.
    const tree = await page.goto(`${baseURL}/emergency-diagnostic`);
    expect(tree?.status()).toBe(200);
    expect(await heading(page)).toBe("Emergency Roadside Diagnostic Tool");
    await expect(page.locator("[data-emergency-options] a").count()).resolves.toBeGreaterThan(5);

    // A step, by its address, with the route taken in the query as the site's own links write it.
    await page.goto(`${baseURL}/emergency-diagnostic/brake-failure-moving?via=start.brakes`);
    expect(await heading(page)).toMatch(/brake/i);
    await expect(page.locator("[data-emergency-answer]").getByText("Safety first").isVisible()).resolves.toBe(true);

    // Tapping through the tree, as on the shoulder, on pages that hydrated from the caches:
    // the router's requests fail, the worker answers its route discovery from the build
    // and has each step load as a page, which the cache answers.
    await page.goto(`${baseURL}/emergency-diagnostic`);
    let taps = 0;
    for (; taps < 6; taps += 1) {
      await waitForHydration(page);
      const option = page.locator("[data-emergency-options] a").first();
      if ((await page.locator("[data-emergency-options] a").count()) === 0) break;
      const href = (await option.getAttribute("href"))!;
      await option.click();
      await page.waitForURL(`${baseURL}${href}`);
      const node = new URL(href, baseURL).pathname.split("/").at(-1);
      await expect.poll(() => page.locator("[data-emergency-node]").getAttribute("data-emergency-node")).toBe(node);
    }
    expect(taps, "taps down to an answer").toBeGreaterThanOrEqual(2);
    await expect(page.locator("[data-emergency-answer]").getByText("Safety first").isVisible()).resolves.toBe(true);

    // A link in the header to a page never visited: the offline page at that address.
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Diagnostics", exact: true }).click();
    await page.waitForURL(`${baseURL}/diagnostics`);
    await expect.poll(() => heading(page)).toBe("You're offline");

    // The dangerous-problems list, never visited: stored at install.
    await page.goto(`${baseURL}/dangerous-problems`);
    expect(await heading(page)).toBe("Dangerous Car Problems");
    await expect(page.locator("[data-dangerous]").count()).resolves.toBeGreaterThan(5);

    // The page visited before the network went.
    const quizOffline = await page.goto(`${baseURL}/quiz`);
    expect(await heading(page)).toBe(quizTitle);
    // The stored copy: the very response seen online, nonce and all.
    expect(nonceOf(quizOffline)).toBe(nonceOf(quizOnline));

    // A page never visited: the offline page, at the address asked for.
    const unvisited = await page.goto(`${baseURL}/faq`);
    expect(unvisited?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/faq");
    expect(await heading(page)).toBe("You're offline");
    const offlineLinks = await page
      .locator("[data-offline-page] a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(offlineLinks).toEqual(expect.arrayContaining(["/emergency-diagnostic", "/dangerous-problems"]));

    // Back online: the network's answer wins over the stored copy, and replaces it.
    await context.setOffline(false);
    const quizAgain = await page.goto(`${baseURL}/quiz`);
    expect(quizAgain?.status()).toBe(200);
    expect(nonceOf(quizAgain)).not.toBe(nonceOf(quizOnline));
    const faqOnline = await page.goto(`${baseURL}/faq`);
    expect(faqOnline?.status()).toBe(200);
    expect(await heading(page)).not.toBe("You're offline");
    const stored = await page.evaluate(async () => {
      const response = await caches.match("/quiz");
      return response?.headers.get("content-security-policy") ?? "";
    });
    expect(stored).toContain(`'nonce-${nonceOf(quizAgain)}'`);

    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the last 30 pages fetched, a page fetched again counting as new", async () => {
    const { page, problems } = await openPage(getBrowser(), { serviceWorkers: "allow" });
    await page.goto(`${baseURL}/`);
    await waitForWorkerControl(page);
    /** The kept pages' paths, oldest first. */
    const kept = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((cache) => cache.startsWith("car-mechanic-ai-pages-"));
        const cache = name ? await caches.open(name) : undefined;
        return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
      });
    const visit = async (path: string) => {
      await page.goto(`${baseURL}${path}`);
      // The worker stores the page after answering: wait for it, so the order is the visits' order.
      await expect.poll(async () => (await kept()).at(-1)).toBe(path);
    };
    const steps = emergencyNodes.slice(1, 34).map((node) => `/emergency-diagnostic/${node.id}`);
    for (const path of steps.slice(0, 32)) await visit(path);
    expect(await kept()).toEqual(steps.slice(2, 32));
    // Fetched again, the oldest kept page becomes the newest; the next visit pushes out the one after it.
    await visit(steps[2]!);
    await visit(steps[32]!);
    expect(await kept()).toEqual([...steps.slice(4, 32), steps[2], steps[32]]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`shows an offline page that passes axe (${colorScheme})`, async () => {
      const { page, problems } = await openPage(getBrowser(), { colorScheme, serviceWorkers: "allow" });
      await page.goto(`${baseURL}/`);
      await waitForWorkerControl(page);
      await page.context().setOffline(true);
      await page.goto(`${baseURL}/quiz`);
      expect(await heading(page)).toBe("You're offline");
      // The theme script ran (it is the page's only script): the page is in the visitor's theme.
      expect(await page.evaluate((theme) => document.documentElement.classList.contains(theme), colorScheme)).toBe(
        true,
      );
      expect(await axe(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1"), "a PNG").toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** A theme token of app/app.css: `--name` in the light (`:root`) or dark (`.dark`) block. */
function themeToken(theme: "light" | "dark", name: string) {
  const css = readFileSync(path.resolve(import.meta.dirname, "../../app/app.css"), "utf8");
  const block = new RegExp(`${theme === "light" ? ":root" : "\\.dark"} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(block)?.[1];
}

describe("installable web app", () => {
  it("links a manifest whose colours are the site's and whose icons are real images of the stated sizes", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"/);
    for (const theme of ["light", "dark"] as const) {
      expect(html).toContain(
        `<meta name="theme-color" content="${themeToken(theme, "background")}" media="(prefers-color-scheme: ${theme})"/>`,
      );
    }

    const response = await fetch(`${baseURL}/manifest.webmanifest`);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      start_url: string;
      scope: string;
      display: string;
      background_color: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.background_color).toBe(themeToken("light", "background"));
    expect(manifest.theme_color).toBe(themeToken("light", "background"));
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).toSorted()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of pngs) {
      const image = await fetch(`${baseURL}${icon.src}`);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect(pngSize(Buffer.from(await image.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons).toContainEqual(expect.objectContaining({ src: "/favicon.svg", type: "image/svg+xml" }));
  });

  it("is installable as Chromium judges it, and its worker script is revalidated on every visit", async () => {
    const worker = await fetch(`${baseURL}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);

    const { page, problems } = await openPage(getBrowser(), { serviceWorkers: "allow" });
    await page.goto(`${baseURL}/`);
    await waitForWorkerControl(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are off the record, where Chromium offers no install; that reason aside, none.
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
    const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
