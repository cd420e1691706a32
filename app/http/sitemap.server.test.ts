import { describe, expect, it } from "vitest";
import type { PublicPage } from "~/content/pages";
import { sitemapDocument, sitemapPartCount, sitemapPartDocument } from "./sitemap.server";

const pages = (count: number): PublicPage[] =>
  Array.from({ length: count }, (_, index) => ({ path: `/p/${index}`, changeFrequency: "monthly", priority: 0.5 }));
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const origin = "https://cars.example";

describe("sitemap split", () => {
  it("is one urlset up to the limit", () => {
    const xml = sitemapDocument(pages(3), origin, 3);
    expect(xml).toContain("<urlset ");
    expect(locations(xml)).toEqual([
      "https://cars.example/p/0",
      "https://cars.example/p/1",
      "https://cars.example/p/2",
    ]);
    expect(sitemapPartCount(3, 3)).toBe(0);
    expect(sitemapPartDocument(pages(3), origin, 1, 3)).toBeNull();
  });

  it("past the limit, is an index of parts that together hold every page once, in order", () => {
    const all = pages(7);
    const index = sitemapDocument(all, origin, 3);
    expect(index).toContain("<sitemapindex ");
    expect(index).not.toContain("<urlset");
    expect(locations(index)).toEqual([
      "https://cars.example/sitemap/1.xml",
      "https://cars.example/sitemap/2.xml",
      "https://cars.example/sitemap/3.xml",
    ]);
    const parts = [1, 2, 3].map((part) => locations(sitemapPartDocument(all, origin, part, 3) ?? ""));
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(all.map((page) => `${origin}${page.path}`));
  });

  it("has no part 0, no part past the last and no fractional part", () => {
    for (const part of [0, 4, 1.5, -1, Number.NaN]) expect(sitemapPartDocument(pages(7), origin, part, 3)).toBeNull();
  });

  it("escapes what XML needs escaped", () => {
    const xml = sitemapDocument([{ path: "/a?x=1&y='2'", changeFrequency: "daily", priority: 1 }], origin, 10);
    expect(locations(xml)).toEqual(["https://cars.example/a?x=1&amp;y=%272%27"]);
  });
});
