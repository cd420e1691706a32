import { describe, expect, it } from "vitest";
import { problemsListing, writtenAnswer } from "~/content/codes/index.server";
import { codesInQuery, createSiteSearch, MAX_LIMIT } from "./search.server";
import { resultKinds } from "./types";

const search = createSiteSearch();
const urls = (query: string, limit = 10) => search.search(query, { limit }).results.map((result) => result.url);

describe("trouble codes in a query", () => {
  it("finds a code in any spelling", () => {
    for (const query of ["p0420", "P0420", " p0 420 ", "P-0420", "p.0420", "code P0420 on my Camry"]) {
      expect(codesInQuery(query), query).toEqual(["P0420"]);
    }
    expect(codesInQuery("c1145 ford")).toEqual(["C1145"]);
    expect(codesInQuery("p0171 and p0174")).toEqual(["P0171", "P0174"]);
    // Not codes: too short, a letter that is no system, a word that merely contains one.
    expect(codesInQuery("p042")).toEqual([]);
    expect(codesInQuery("x0420")).toEqual([]);
    expect(codesInQuery("ap0420b")).toEqual([]);
  });

  it("puts the code's page first, then the problems that list it, the written answer's problem first", () => {
    const found = urls("p0420", 20);
    expect(found[0]).toBe("/codes/P0420");
    const answer = writtenAnswer("P0420")!;
    expect(found[1]).toBe(`/diagnostics/${answer.system}/${answer.problem.slug}`);
    const listing = problemsListing("P0420").map((problem) => `/diagnostics/${problem.system.slug}/${problem.slug}`);
    expect(new Set(found.slice(1, 1 + listing.length))).toEqual(new Set(listing));
    expect(urls("P0 420", 20)).toEqual(found);
  });

  it("ranks the problems listing a manufacturer code for the make named in the query first", () => {
    const found = urls("c1145 ford");
    expect(found[0]).toBe("/codes/C1145");
    const forFord = problemsListing("C1145").filter((problem) => problem.makes.includes("ford"));
    expect(forFord.length).toBeGreaterThan(0);
    expect(found.slice(1, 1 + forFord.length).sort()).toEqual(
      forFord.map((problem) => `/diagnostics/${problem.system.slug}/${problem.slug}`).sort(),
    );
  });

  it("still searches the words of a query holding a code the library lacks", () => {
    expect(urls("P0F00 catalytic converter").length).toBeGreaterThan(0);
    expect(urls("P0F00")).not.toContain("/codes/P0F00");
  });
});

describe("answers", () => {
  it("are empty for an empty query or one of filler words only, and never longer than the limit", () => {
    expect(search.search("").results).toEqual([]);
    expect(search.search("   ").results).toEqual([]);
    expect(search.search("the and of").results).toEqual([]);
    expect(search.search("brakes", { limit: 3 }).results).toHaveLength(3);
    expect(search.search("brakes", { limit: 500 }).results.length).toBeLessThanOrEqual(MAX_LIMIT);
  });

  it("carry a kind, a title and a snippet whose marks fall on matched words", () => {
    const { results } = search.search("tranny slipping", { limit: 20 });
    expect(results.length).toBe(20);
    for (const result of results) {
      expect(resultKinds).toContain(result.kind);
      expect(result.title.length).toBeGreaterThan(0);
      expect(result.snippet.length).toBeLessThanOrEqual(200);
      for (const [marks, text] of [
        [result.titleMarks, result.title],
        [result.snippetMarks, result.snippet],
      ] as const) {
        let last = 0;
        for (const [start, end] of marks) {
          expect(start).toBeGreaterThanOrEqual(last);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(text.length);
          last = end;
        }
      }
    }
    const marked = results.flatMap((result) => result.titleMarks.map(([start, end]) => result.title.slice(start, end)));
    expect(marked.some((word) => /transmission/i.test(word))).toBe(true);
  });

  it("give problems their system and drive verdict, and only problems", () => {
    const { results } = search.search("brakes grinding", { limit: 20 });
    const problem = results.find((result) => result.kind === "problem")!;
    expect(problem.system?.name).toBe("Brake System");
    expect(["stop", "careful", "ok"]).toContain(problem.verdict);
    for (const result of results.filter((candidate) => candidate.kind !== "problem")) {
      expect(result.system).toBeUndefined();
      expect(result.verdict).toBeUndefined();
    }
  });

  it("say which words were searched for instead of ones the site never uses", () => {
    expect(search.search("wheel bering noise").corrections).toEqual([{ from: "bering", to: "bearing" }]);
    expect(search.search("wheel bearing noise").corrections).toBeUndefined();
  });

  it("favour pages about a make the query names", () => {
    const found = urls("cvt whine nissan", 5);
    expect(found[0]).toBe("/diagnostics/transmission/nissan-cvt-whine-and-power-loss");
    expect(urls("toyota", 1)).toEqual(["/manufacturers/toyota"]);
    expect(urls("chevy problems", 3)).toContain("/manufacturers/general-motors");
  });

  it("match the start of the word still being typed", () => {
    expect(urls("brakes grind", 5)).toContain("/diagnostics/brake-system/grinding-pads-worn-to-backing-plate");
    expect(urls("catalytic conv", 5).some((url) => /catalytic|catalyst/.test(url))).toBe(true);
  });

  it("keeps finding a word at every letter of it, even where the half-typed stem is not the whole word's", () => {
    // "grindi" and "grindin" stem to themselves, "grinding" to "grind": the header's instant results must not blink out.
    for (const query of ["brakes grin", "brakes grind", "brakes grindi", "brakes grindin", "brakes grinding"]) {
      expect(urls(query, 8), query).toContain("/diagnostics/brake-system/grinding-pads-worn-to-backing-plate");
    }
    for (const query of ["engine overheati", "engine overheatin"]) {
      expect(
        urls(query, 8).some((url) => /overheat/.test(url)),
        query,
      ).toBe(true);
    }
  });

  it("put a dangerous problem and an FAQ answer at their list page's fragment", () => {
    expect(urls("stuck gas pedal", 5)).toContain("/dangerous-problems#stuck-accelerator");
    expect(urls("cancel subscription", 5)).toContain("/faq#cancel-subscription");
  });

  it("find nothing for words nobody uses", () => {
    expect(search.search("zxqv").results).toEqual([]);
  });
});

describe("pages about electric cars only", () => {
  const heatPump = "/diagnostics/electric-vehicle/heat-pump-low-or-no-cabin-heat";

  it("count for less when the query says nothing about an electric car", () => {
    expect(urls("no heat in car")[0]).not.toBe(heatPump);
  });

  it("rank as before when it does", () => {
    expect(urls("ev no heat")[0]).toBe(heatPump);
    expect(urls("tesla no heat").slice(0, 3)).toContain(heatPump);
  });
});
