import { describe, expect, it } from "vitest";
import { createCachedPage } from "./cached-page.server";
import { cachedPageAddress, createHtmlCache, type RouteMatchLike } from "./html-cache.server";

const root = { params: {}, route: { id: "root", path: "" } };
const match = (id: string, path: string, params: Record<string, string | undefined> = {}): RouteMatchLike[] => [
  { ...root, params },
  { params, route: { id, path } },
];
const address = (href: string, matches: RouteMatchLike[], params?: readonly string[]) =>
  cachedPageAddress(new URL(href, "http://localhost"), matches, { htmlCache: params ? { params } : true });

describe("cachedPageAddress", () => {
  it("ignores every query parameter of a page that reads none", () => {
    const glossary = match("routes/glossary-term", "glossary/:term", { term: "maf-sensor" });
    expect(address("/glossary/maf-sensor", glossary)).toEqual({ key: "/glossary/maf-sensor", canonical: true });
    expect(address("/glossary/maf-sensor?utm_source=x&fbclid=1", glossary)).toEqual({
      key: "/glossary/maf-sensor",
      canonical: false,
    });
  });

  it("keys on the parameters a page reads, in a fixed order, every value kept", () => {
    const system = match("routes/diagnostic-system", "diagnostics/:system", { system: "obd" });
    const params = ["s", "q", "verdict"];
    expect(address("/diagnostics/obd?verdict=stop&s=b&s=a&ref=mail", system, params)).toEqual({
      key: "/diagnostics/obd?s=b&s=a&verdict=stop",
      canonical: false,
    });
    expect(address("/diagnostics/obd?s=b&verdict=stop&s=a", system, params)).toEqual({
      key: "/diagnostics/obd?s=b&s=a&verdict=stop",
      canonical: true,
    });
  });

  it("leaves a page with a per-request parameter out of the cache, and caches it without one", () => {
    const codes = match("routes/codes", "codes");
    const policy = { htmlCache: { params: [], perRequest: ["q"] } };
    const at = (href: string) => cachedPageAddress(new URL(href, "http://localhost"), codes, policy);
    expect(at("/codes?q=evap%20leak")).toBeNull();
    expect(at("/codes?q=")).toBeNull();
    expect(at("/codes")).toEqual({ key: "/codes", canonical: true });
    expect(at("/codes?utm_source=x")).toEqual({ key: "/codes", canonical: false });
  });

  it("writes the path as the route does, so other spellings share the page but never store it", () => {
    const glossary = match("routes/glossary", "glossary");
    expect(address("/GLOSSARY", glossary)).toEqual({ key: "/glossary", canonical: false });
    expect(address("/glossary/", glossary)).toEqual({ key: "/glossary", canonical: false });
    const emergency = match("routes/emergency", "emergency-diagnostic/:node?", { node: undefined });
    expect(address("/emergency-diagnostic", emergency)).toEqual({ key: "/emergency-diagnostic", canonical: true });
    const home = [root, { params: {}, route: { id: "routes/home" } }];
    expect(address("/?utm=1", home)).toEqual({ key: "/", canonical: false });
  });

  it("is null for a route that does not opt in", () => {
    expect(cachedPageAddress(new URL("http://localhost/quiz"), match("routes/quiz", "quiz"), {})).toBeNull();
    expect(cachedPageAddress(new URL("http://localhost/quiz"), match("routes/quiz", "quiz"), undefined)).toBeNull();
  });
});

describe("createHtmlCache", () => {
  it("keeps the pages without a query when a flood of query variants overflows its own store", async () => {
    const page = await createCachedPage(`<!DOCTYPE html><html><body>${"brake pads ".repeat(500)}</body></html>`);
    const cache = createHtmlCache({ pagesBytes: page.size() * 10, variantsBytes: page.size() * 10 });
    for (let index = 0; index < 10; index += 1) cache.set(`/glossary/term-${index}`, page);
    for (let index = 0; index < 1000; index += 1) cache.set(`/glossary?q=${index}`, page);
    for (let index = 0; index < 10; index += 1) expect(cache.get(`/glossary/term-${index}`)).toBe(page);
    // The variants store evicts its own oldest entries.
    expect(cache.get("/glossary?q=0")).toBeUndefined();
    expect(cache.get("/glossary?q=999")).toBe(page);
  });
});
