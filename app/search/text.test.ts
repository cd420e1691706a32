import { describe, expect, it } from "vitest";
import { createCorrector } from "./spelling";
import { stopWords, synonymGroups } from "./synonyms";
import { analyzeQuery, groupToken, indexTerms, markTerms, readWords, stemOf } from "./text";

const terms = (query: string) => analyzeQuery(query).terms.map((term) => term.term);

describe("reading words", () => {
  it("keeps A/C, hyphenated models and refrigerants whole, and drops apostrophes", () => {
    expect(readWords("A/C won't cool the F-150, CX-5 or R-134a").map((word) => word.norm)).toEqual([
      "ac",
      "wont",
      "cool",
      "the",
      "f150",
      "cx5",
      "or",
      "r134a",
    ]);
    expect(readWords("won’t").map((word) => word.norm)).toEqual(["wont"]);
    expect(readWords("Citroën").map((word) => word.norm)).toEqual(["citroen"]);
  });

  it("gives each word its place in the text", () => {
    const text = "The A/C blows warm";
    for (const word of readWords(text)) expect(text.slice(word.start, word.end).toLowerCase()).toMatch(/^[a-z/]+$/);
    expect(readWords(text).map((word) => text.slice(word.start, word.end))).toEqual(["The", "A/C", "blows", "warm"]);
  });

  it("stems so that the forms of a word meet, overheating and overheats included", () => {
    expect(stemOf("overheating")).toBe(stemOf("overheats"));
    expect(stemOf("overheated")).toBe(stemOf("overheat"));
    expect(stemOf("squealing")).toBe(stemOf("squeals"));
    expect(stemOf("slipping")).toBe("slip");
    expect(stemOf("dies")).toBe(stemOf("die"));
    // Short words, numbers and codes are left as they are.
    expect(stemOf("abs")).toBe("abs");
    expect(stemOf("p0420")).toBe("p0420");
  });
});

describe("synonyms, both ways", () => {
  const token = (entry: string) => groupToken(synonymGroups.find((group) => group.includes(entry))!);

  it.each([
    ["ac blowing warm", "air conditioning"],
    ["a/c", "AC"],
    ["CEL on", "check engine light"],
    ["MIL", "service engine soon"],
    ["TPMS", "tire pressure light"],
    ["squeak", "screeching"],
    ["tranny", "transmission"],
    ["wont start", "won't start"],
    ["tstat", "thermostat"],
    ["cat converter", "catalytic converter"],
    ["coil pack", "ignition coil"],
    ["freon", "refrigerant"],
  ])("a query saying “%s” finds a page saying “%s”, and the other way round", (one, other) => {
    const shared = (a: string, b: string) =>
      terms(a).some((term) => term.startsWith("_") && indexTerms(b).includes(term));
    expect(shared(one, other)).toBe(true);
    expect(shared(other, one)).toBe(true);
  });

  it("matches multi-word entries on stems, inside longer text", () => {
    expect(indexTerms("The tire pressure lights came on this morning")).toContain(token("tpms"));
    expect(indexTerms("Tranny slips between gears")).toContain(token("transmission"));
  });

  it("keeps every word or phrase in one group at most, once, and every group has two entries or more", () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const group of synonymGroups) {
      expect(group.length, group.join(", ")).toBeGreaterThanOrEqual(2);
      for (const entry of group) {
        const key = readWords(entry)
          .map((word) => word.stem)
          .join(" ");
        const earlier = seen.get(key);
        if (earlier) repeated.push(`“${entry}” reads as “${earlier}”`);
        seen.set(key, entry);
      }
    }
    expect(repeated).toEqual([]);
  });

  it("leaves out filler words but not the ones that change the meaning", () => {
    expect(terms("what does egr mean")).toEqual(["egr", token("egr")]);
    expect(analyzeQuery("what does egr mean").asksDefinition).toBe(true);
    expect(analyzeQuery("egr valve stuck").asksDefinition).toBe(false);
    expect(terms("no crank no click")).toContain("no");
    for (const kept of ["no", "not", "wont"]) expect(stopWords.has(kept)).toBe(false);
  });
});

describe("marking matched words", () => {
  it("marks words by stem, and every word of a matched synonym phrase", () => {
    const text = "Check engine light flashing while the A/C is on";
    const marks = markTerms(text, new Set(["flash", groupToken(["check engine light"]), "_ac"]));
    expect(marks.map(([start, end]) => text.slice(start, end))).toEqual(["Check engine light flashing", "A/C"]);
  });

  it("marks nothing for no terms, and never a filler word", () => {
    expect(markTerms("the brakes", new Set())).toEqual([]);
    expect(markTerms("the brakes", new Set(["the"]))).toEqual([]);
  });
});

describe("spelling correction", () => {
  const correct = createCorrector([readWords("transmission bearing caliper thermostat brake brakes")], ["tranny"]);
  const fixed = (word: string) => correct(readWords(word)[0]!);

  it("mends a word the site never uses to the nearest one it does", () => {
    expect(fixed("transmision")).toMatchObject({ norm: "transmission", typed: "transmision" });
    expect(fixed("bering")).toMatchObject({ norm: "bearing", typed: "bering" });
    expect(fixed("thermastat")).toMatchObject({ norm: "thermostat" });
  });

  it("leaves known words, vocabulary words, short words and words still being typed alone", () => {
    expect(fixed("brakes").typed).toBeUndefined();
    expect(fixed("tranny").typed).toBeUndefined();
    expect(fixed("brk").typed).toBeUndefined();
    expect(fixed("transm").typed).toBeUndefined();
    expect(fixed("zzzzzz").typed).toBeUndefined();
  });

  it("gives the stems of the commonest words a half-typed word begins, once each", () => {
    const complete = createCorrector([readWords("grinding grinding grinds grinder brake braking")], []).completions;
    expect(complete("grindi")).toEqual(["grind"]);
    expect(complete("grind")).toEqual(["grind", "grinder"]);
    expect(complete("br")).toEqual([]);
    expect(complete("zzz")).toEqual([]);
  });
});
