import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { signUpAndVerify } from "./support/accounts";
import { openPage, sharedBrowser } from "./support/browser";
import { uniqueEmail } from "./support/mail";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const cacheState = (headers: Headers) => /html-cache;desc="(\w+)"/.exec(headers.get("server-timing") ?? "")?.[1];
const headerNonce = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
const bodyNonces = (html: string) =>
  new Set([...html.matchAll(/<script[^>]* nonce="([^"]*)"/g)].map((match) => match[1]));

describe("rendered-HTML cache", () => {
  it("serves a reference page from memory on the second visit, with that response's own nonce", async () => {
    // A query of its own, so no other test has warmed this entry.
    const url = `${baseURL}/diagnostics/brake-system?cache-test=${randomUUID()}`;
    const first = await fetch(url);
    const firstHtml = await first.text();
    const second = await fetch(url);
    const secondHtml = await second.text();
    expect([cacheState(first.headers), cacheState(second.headers)]).toEqual(["miss", "hit"]);
    expect(second.status).toBe(200);

    const firstNonce = headerNonce(first.headers)!;
    const secondNonce = headerNonce(second.headers)!;
    expect(secondNonce).not.toBe(firstNonce);
    expect(bodyNonces(secondHtml)).toEqual(new Set([secondNonce]));
    expect(secondHtml).not.toContain(firstNonce);
    expect(secondHtml.replaceAll(secondNonce, firstNonce)).toBe(firstHtml);
  });

  it("leaves pages that are not pure reference content alone", async () => {
    for (const path of ["/quiz", "/feedback", "/auth"]) {
      await fetch(`${baseURL}${path}`);
      expect(cacheState((await fetch(`${baseURL}${path}`)).headers), path).toBeUndefined();
    }
  });

  it("renders afresh for a signed-in visitor, and a cached page still works in the browser", async () => {
    const path = `/glossary/maf-sensor?cache-test=${randomUUID()}`;
    await fetch(`${baseURL}${path}`);
    expect(cacheState((await fetch(`${baseURL}${path}`)).headers)).toBe("hit");

    const { page, problems } = await openPage(getBrowser());
    const email = uniqueEmail("cache");
    await signUpAndVerify(page, email);
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.headers()["server-timing"]).toBeUndefined();
    await expect(page.getByRole("link", { name: "Sign in" }).count()).resolves.toBe(0);
    await page.context().close();

    // Served from the cache, the page hydrates under its CSP without errors.
    const { page: visitor, problems: visitorProblems } = await openPage(getBrowser());
    const cached = await visitor.goto(`${baseURL}${path}`);
    expect(cached?.headers()["server-timing"]).toContain('desc="hit"');
    await visitor.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect([...problems, ...visitorProblems]).toEqual([]);
    await visitor.context().close();
  });
});
