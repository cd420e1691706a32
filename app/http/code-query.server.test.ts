import { describe, expect, it } from "vitest";
import { parseCodeQuery } from "./code-query.server";

describe("parseCodeQuery", () => {
  it("reads a code in any spacing, case or punctuation", () => {
    for (const raw of [" p0 420 ", "P-0420", "p0420", "P0420", "p.04.20"]) {
      expect(parseCodeQuery(raw), raw).toEqual({ kind: "code", code: "P0420" });
    }
    expect(parseCodeQuery("u0100")).toEqual({ kind: "code", code: "U0100" });
  });

  it("takes the start of a code as a prefix, and anything else as words", () => {
    expect(parseCodeQuery("p04")).toEqual({ kind: "prefix", prefix: "P04", text: "p04" });
    expect(parseCodeQuery("U01 0")).toEqual({ kind: "prefix", prefix: "U010", text: "U01 0" });
    expect(parseCodeQuery("P99999")).toEqual({ kind: "words", text: "P99999" });
    expect(parseCodeQuery("  evap leak ")).toEqual({ kind: "words", text: "evap leak" });
  });

  it("says nothing was asked for an absent or blank query", () => {
    expect(parseCodeQuery(null)).toEqual({ kind: "none" });
    expect(parseCodeQuery("   ")).toEqual({ kind: "none" });
  });

  it("refuses over-long text and control characters with a message", () => {
    const long = parseCodeQuery("a".repeat(101));
    expect(long).toEqual({ kind: "invalid", message: expect.stringContaining("at most 100 characters") });
    expect(parseCodeQuery(`${"a".repeat(99)}  `)).toEqual({ kind: "words", text: "a".repeat(99) });
    expect(parseCodeQuery("P0420\u0000")).toEqual({ kind: "invalid", message: expect.stringContaining("control") });
    expect(parseCodeQuery("evap\u001b[31m")).toMatchObject({ kind: "invalid" });
  });
});
