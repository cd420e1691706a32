import { createHash } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { openPage, sharedBrowser, waitForHydration } from "./support/browser";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

/** A GET that leaves the body compressed (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** The policies every page carries, whichever way its inline scripts are allowed. */
function expectSecurityHeaders(response: Response, csp: string) {
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-powered-by")).toBeNull();
}

describe("server", () => {
  it("answers /healthz with 200 and is never cached", async () => {
    const response = await fetch(`${baseURL}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await expect(response.json()).resolves.toEqual({ status: "ok" });
  });

  it("sends security headers and a CSP whose nonce covers every inline script of a per-visitor page", async () => {
    const response = await fetch(`${baseURL}/feedback`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expectSecurityHeaders(response, csp);

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);

    // A second response gets a different nonce.
    const again = (await fetch(`${baseURL}/feedback`)).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("allows the inline scripts of a page every visitor shares by their hashes, with the same headers otherwise", async () => {
    await fetch(`${baseURL}/`);
    const response = await fetch(`${baseURL}/`);
    expect(response.headers.get("server-timing")).toContain('desc="hit"');
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("'nonce-");
    expectSecurityHeaders(response, csp);

    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !attributes!.includes('type="application/ld+json"'),
    );
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    for (const [, attributes, body] of inline) {
      expect(attributes).not.toContain("nonce=");
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    }
  });

  it("runs the page under its CSP without violations", async () => {
    const { page, problems } = await openPage(getBrowser());
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.goto(`${baseURL}/faq`);
    // Hydrated: every script of the page has loaded and run.
    await waitForHydration(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("compresses HTML", async () => {
    const response = await rawGet(`${baseURL}/`, { "Accept-Encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString("utf8")).toContain("Look, See, Boom!");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    // Stylesheet links, and the modules the closing script imports.
    const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    for (const asset of assets) {
      expect(asset).toMatch(/-[A-Za-z0-9_-]{8}\.(js|css)$/);
      const response = await fetch(`${baseURL}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const css = assets.find((asset) => asset.endsWith(".css"))!;
    const raw = await rawGet(`${baseURL}${css}`, { "Accept-Encoding": "gzip" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(raw.body).toString("utf8")).toContain("--background");
  });

  it("serves the build's brotli copy of each script to a browser that accepts it, the plain file otherwise", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const plain = await rawGet(`${baseURL}${script}`, { "Accept-Encoding": "identity" });
      expect(plain.headers["content-encoding"], script).toBeUndefined();
      const brotli = await rawGet(`${baseURL}${script}`, { "Accept-Encoding": "gzip, deflate, br, zstd" });
      expect(brotli.headers["content-encoding"], script).toBe("br");
      expect(brotli.headers["content-type"], script).toMatch(/^text\/javascript/);
      expect(brotli.headers["x-content-type-options"], script).toBe("nosniff");
      expect(brotli.headers["cache-control"], script).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(brotli.body).equals(plain.body), script).toBe(true);
    }
  });

  it("answers a missing asset with the 404 page and every security header", async () => {
    const response = await fetch(`${baseURL}/assets/no-such-file-12345678.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("cache-control") ?? "").not.toContain("immutable");
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const response = await fetch(`${baseURL}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  it("lists every public page in sitemap.xml, and a sample of them answers 200", async () => {
    const response = await fetch(`${baseURL}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.slice(0, 3)).toEqual([`${baseURL}/`, `${baseURL}/faq`, `${baseURL}/common-problems`]);
    for (const path of [
      "/manufacturers/volvo",
      "/diagnostics",
      "/diagnostics/obd",
      "/glossary",
      "/quiz",
      "/emergency-diagnostic",
      "/dangerous-problems",
      "/feedback",
      "/auth",
    ]) {
      expect(locations).toContain(`${baseURL}${path}`);
    }
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations.length).toBeGreaterThan(2000);
    // Every 25th entry, so every kind of page is fetched without fetching 2,000 pages.
    for (const location of locations.filter((_, index) => index % 25 === 0))
      expect((await fetch(location)).status, location).toBe(200);
  });

  it("gives every page its own title, description, canonical URL and Open Graph tags", async () => {
    const { page } = await openPage(getBrowser());
    const seen = new Set<string>();
    for (const path of ["/", "/faq", "/auth"]) {
      await page.goto(`${baseURL}${path}`);
      const tags = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
        ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute("content"),
      }));
      expect(tags.title).toMatch(/Car Mechanic AI/);
      expect(seen.has(tags.title)).toBe(false);
      seen.add(tags.title);
      expect(tags.description?.length).toBeGreaterThan(50);
      expect(tags.canonical).toBe(`${baseURL}${path}`);
      expect(tags.ogUrl).toBe(tags.canonical);
      expect(tags.ogTitle).toBe(tags.title);
      expect(tags.ogDescription).toBe(tags.description);
    }
    await page.context().close();
  });
});

describe("error pages", () => {
  it("answers an unknown address with 404 and a page that keeps the header and offers ways back", async () => {
    const { page, problems } = await openPage(getBrowser());
    const response = await page.goto(`${baseURL}/no/such/page?x=1`);
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe("Page not found | Car Mechanic AI");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("We couldn't find that page");
    // One page for every unknown address (cached once): it never repeats the address.
    await expect(page.getByRole("main").innerText()).resolves.toContain("There is no page at this address");
    await expect(page.getByRole("main").innerText()).resolves.not.toContain("/no/such/page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Car Mechanic AI" }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("main").getByRole("link", { name: "Home page" }).getAttribute("href")).resolves.toBe(
      "/",
    );
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    // Following a way back works.
    await page.getByRole("main").getByRole("link", { name: "Frequently asked questions" }).click();
    await page.waitForURL(`${baseURL}/faq`);
    // Only the 404 document itself is an error.
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    await page.context().close();
  });

  it("renders a 404 for a client-side navigation to an unknown address too", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/faq`);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // The same navigation a <Link> makes, to an address no link points at.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/client-side/missing"),
    );
    await page.getByRole("heading", { name: "We couldn't find that page" }).waitFor();
    await expect(page.getByRole("main").innerText()).resolves.toContain("There is no page at this address");
    // The header's sign-in link leads to the home page afterwards, as on the server-rendered 404.
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Sign in" }).first().getAttribute("href"),
    ).resolves.toBe("/auth");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("hides the dev mailbox when a mail server is configured", async () => {
    expect((await fetch(`${baseURL}/dev/outbox`)).status).toBe(404);
  });

  it("does not leak a stack trace for a malformed request", async () => {
    const response = await fetch(`${baseURL}/%E0%A4%A`);
    expect([400, 404]).toContain(response.status);
    const body = await response.text();
    expect(body).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
    expect(body).not.toContain("node_modules");
  });
});
