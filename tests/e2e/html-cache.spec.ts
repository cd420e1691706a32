import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { signUpAndVerify } from "./support/accounts";
import { openPage, randomClientIp, sharedBrowser, waitForHydration } from "./support/browser";
import { uniqueEmail } from "./support/mail";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const cacheState = (headers: Headers) => /html-cache;desc="(\w+)"/.exec(headers.get("server-timing") ?? "")?.[1];

/** The CSP sources of each executable inline script of `html`, by hash. */
function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes!.includes('type="application/ld+json"'))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
}

/** A GET that leaves the body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/**
 * A page address no other test asks for: the symptom checker's text filter is
 * a parameter the page reads, so each value is a page of its own in the cache.
 */
const freshPage = () => `/diagnostics/brake-system?q=${randomUUID()}`;

describe("rendered-HTML cache", () => {
  it("serves one 404 page for every unknown address from memory: no address in it, sign-in to /auth, working in the browser", async () => {
    await fetch(`${baseURL}/no-such-page-${randomUUID()}`);
    const path = `/no/such/page/${randomUUID()}`;
    const response = await fetch(`${baseURL}${path}`, { headers: { "If-None-Match": "*" } });
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(cacheState(response.headers)).toBe("hit");
    // A 404 has no ETag and is never revalidated into a 304.
    expect(response.headers.get("etag")).toBeNull();
    expect(html).toContain("find that page");
    expect(html).not.toContain(path.split("/").at(-1));
    expect(html).toContain('href="/auth"');
    expect(html).not.toContain("redirectTo");

    // The shared page hydrates at any address, and its links work.
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/yet-another-missing-${randomUUID()}`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Diagnostics by system" }).click();
    await page.waitForURL(`${baseURL}/diagnostics`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    await page.context().close();
  });

  it("serves a reference page from memory on the second visit: the same bytes, its inline scripts allowed by hash", async () => {
    const url = `${baseURL}${freshPage()}`;
    const first = await fetch(url);
    const firstHtml = await first.text();
    const second = await fetch(url);
    const secondHtml = await second.text();
    expect([cacheState(first.headers), cacheState(second.headers)]).toEqual(["miss", "hit"]);
    expect(second.status).toBe(200);
    expect(secondHtml).toBe(firstHtml);

    // Bytes shared by every visitor carry no nonce; the policy names each inline script's hash instead.
    const policy = second.headers.get("content-security-policy") ?? "";
    expect(policy).toBe(first.headers.get("content-security-policy"));
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(secondHtml).not.toMatch(/<script[^>]* nonce=/);
    const hashes = inlineScriptHashes(secondHtml);
    expect(hashes.length).toBeGreaterThan(0);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
    for (const hash of hashes) expect(scriptSources).toContain(hash);
  });

  it("keeps compressed bytes: brotli or gzip as the client accepts, the same page either way", async () => {
    const path = freshPage();
    await fetch(`${baseURL}${path}`);
    const brotli = await rawGet(`${baseURL}${path}`, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    const gzip = await rawGet(`${baseURL}${path}`, { "Accept-Encoding": "gzip" });
    const plain = await rawGet(`${baseURL}${path}`, { "Accept-Encoding": "identity" });
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers["server-timing"]).toContain('desc="hit"');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      // Stored bytes of a known length: the compression middleware streams what
      // it compresses per response, without a Content-Length.
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
    }
    expect([brotli, gzip, plain].map((response) => response.headers["content-encoding"])).toEqual([
      "br",
      "gzip",
      undefined,
    ]);
    const html = plain.body.toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(brotliDecompressSync(brotli.body).toString("utf8")).toBe(html);
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(html);
  });

  it("answers a revalidation with 304 while the page is unchanged, and tells browsers to revalidate", async () => {
    const url = `${baseURL}${freshPage()}`;
    for (const state of ["miss", "hit"]) {
      const response = await fetch(url);
      expect(cacheState(response.headers)).toBe(state);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    }
    const etag = (await fetch(url)).headers.get("etag")!;
    const revalidated = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
    expect((await fetch(url, { headers: { "If-None-Match": 'W/"an-older-deploy"' } })).status).toBe(200);
  });

  it("ignores query parameters a page does not read: a flood of them is served from one entry and stores nothing", async () => {
    const path = freshPage();
    const canonical = await fetch(`${baseURL}${path}`);
    const html = await canonical.text();
    const etag = canonical.headers.get("etag");
    for (let index = 0; index < 50; index += 1) {
      const response = await fetch(`${baseURL}${path}&utm_source=${randomUUID()}&${randomUUID()}=1`);
      expect(cacheState(response.headers)).toBe("hit");
      expect(response.headers.get("etag")).toBe(etag);
      expect(await response.text()).toBe(html);
    }
    // Other spellings of the same address are the same page too.
    const shouted = await fetch(`${baseURL}${path.replace("/diagnostics/brake-system", "/DIAGNOSTICS/brake-system/")}`);
    expect(cacheState(shouted.headers)).toBe("hit");
    // A path that only looks like another page to a careless URL parser is not that page.
    await fetch(`${baseURL}/`);
    const doubleSlash = await fetch(`${baseURL}//evil.example/`);
    expect(doubleSlash.status).toBe(404);
    expect(await doubleSlash.text()).toContain("find that page");
  });

  it("renders a page asked for with an unknown parameter correctly, and does not store that render", async () => {
    const path = freshPage();
    const query = new URL(path, baseURL).searchParams.get("q")!;
    const unknown = await fetch(`${baseURL}${path}&ref=${randomUUID()}`);
    expect(unknown.status).toBe(200);
    expect(cacheState(unknown.headers)).toBeUndefined();
    const html = await unknown.text();
    // The parameter the page reads still applies: the checker's text box holds it.
    expect(html).toContain(`value="${query}"`);
    expect(html).toContain("Brake System Problems");
    // Rendered for that request alone (its own nonce), so the page's own address is still a miss.
    expect(unknown.headers.get("content-security-policy")).toContain("'nonce-");
    expect(cacheState((await fetch(`${baseURL}${path}`)).headers)).toBe("miss");
  });

  it("leaves pages that are not pure reference content alone", async () => {
    for (const path of ["/quiz", "/feedback", "/auth"]) {
      await fetch(`${baseURL}${path}`);
      const response = await fetch(`${baseURL}${path}`);
      expect(cacheState(response.headers), path).toBeUndefined();
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(response.headers.get("content-security-policy"), path).toContain("'nonce-");
    }
    // A 404 is not kept either, and says the same.
    const missing = await fetch(`${baseURL}/glossary/no-such-term-${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(cacheState(missing.headers)).toBeUndefined();
    expect(missing.headers.get("cache-control")).toBe("no-cache");
  });

  it("marks a page with a form's errors private and never stored", async () => {
    const response = await fetch(`${baseURL}/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": randomClientIp() },
      body: "message=",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("renders afresh for a signed-in visitor, private and never stored, and a cached page still works in the browser", async () => {
    const path = "/glossary/maf-sensor";
    await fetch(`${baseURL}${path}`);
    expect(cacheState((await fetch(`${baseURL}${path}`)).headers)).toBe("hit");

    const { page, problems } = await openPage(getBrowser());
    const email = uniqueEmail("cache");
    await signUpAndVerify(page, email);
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.headers()["server-timing"]).toBeUndefined();
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
    await expect(page.getByRole("link", { name: "Sign in" }).count()).resolves.toBe(0);
    await page.context().close();

    // Served from the cache, the page hydrates under its CSP (hashes) without errors or violations.
    const { page: visitor, problems: visitorProblems } = await openPage(getBrowser());
    const violations: string[] = [];
    await visitor.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await visitor.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const cached = await visitor.goto(`${baseURL}${path}`);
    expect(cached?.headers()["server-timing"]).toContain('desc="hit"');
    await visitor.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(violations).toEqual([]);
    expect([...problems, ...visitorProblems]).toEqual([]);
    await visitor.context().close();
  });
});
