import { describe, expect, it } from "vitest";
import { relevanceSet } from "./relevance-set";
import { createSiteSearch } from "./search.server";
import type { ResultKind } from "./types";

/**
 * The relevance set (relevance-set.ts) against the real index: at least 90 %
 * of the queries must put every expected page in the first five results.
 * Every failure is printed with what came back instead, so a regression says
 * which query and which page.
 */
const search = createSiteSearch();
const TOP = 5;

function kindOf(url: string): ResultKind {
  if (url.startsWith("/codes/")) return "code";
  if (url.startsWith("/glossary/") && !url.startsWith("/glossary/letter/")) return "glossary";
  if (url.startsWith("/manufacturers/")) return "manufacturer";
  if (url.startsWith("/dangerous-problems#")) return "dangerous";
  if (url.startsWith("/emergency-diagnostic/")) return "emergency";
  if (url.startsWith("/faq#")) return "faq";
  if (/^\/diagnostics\/[^/]+\/[^/]+$/.test(url)) return "problem";
  return "page";
}

describe("relevance set", () => {
  it("has at least 80 queries, no query twice, and covers every kind of result", () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(80);
    const queries = relevanceSet.map((entry) => entry.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
    const kinds = new Set(relevanceSet.flatMap((entry) => entry.expect.flat().map(kindOf)));
    expect([...kinds].sort()).toEqual(
      ["code", "dangerous", "emergency", "faq", "glossary", "manufacturer", "page", "problem"].sort(),
    );
  });

  it("expects only pages the index holds", () => {
    const unknown = relevanceSet.flatMap((entry) => entry.expect.flat().filter((url) => !search.hasUrl(url)));
    expect(unknown).toEqual([]);
  });

  it("puts the expected pages in the top five for at least 90 % of the queries", () => {
    const failures: string[] = [];
    for (const entry of relevanceSet) {
      const urls = search.search(entry.query, { limit: TOP }).results.map((result) => result.url);
      const missing = entry.expect.filter((wanted) =>
        typeof wanted === "string" ? !urls.includes(wanted) : !wanted.some((url) => urls.includes(url)),
      );
      if (missing.length > 0) {
        failures.push(
          `  "${entry.query}"\n    missing: ${missing.map((item) => (typeof item === "string" ? item : item.join(" | "))).join(", ")}\n    got:     ${urls.join(", ") || "(nothing)"}`,
        );
      }
    }
    const passed = relevanceSet.length - failures.length;
    const score = passed / relevanceSet.length;
    console.log(
      `Relevance: ${passed} of ${relevanceSet.length} queries pass (${(score * 100).toFixed(1)} %).` +
        (failures.length > 0 ? `\nFailing queries:\n${failures.join("\n")}` : ""),
    );
    expect(score).toBeGreaterThanOrEqual(0.9);
  });
});
