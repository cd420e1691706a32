import { describe, expect, it } from "vitest";
import { glossaryLetterSlugs, initialOf, letterFromSlug, letterSlug } from "./letters";
import { glossary } from "./terms";

describe("glossary letters", () => {
  it("files every term under a letter that has a page", () => {
    const slugs = new Set(glossaryLetterSlugs());
    for (const entry of glossary) expect(slugs.has(letterSlug(initialOf(entry.term))), entry.term).toBe(true);
  });

  it("names each letter page by a slug that reads back as its letter", () => {
    for (const slug of glossaryLetterSlugs()) expect(letterSlug(letterFromSlug(slug)!)).toBe(slug);
    expect(letterSlug("#")).toBe("0-9");
    expect(initialOf("4WD")).toBe("#");
    expect(initialOf("abs")).toBe("A");
  });

  it("knows no letter for anything else", () => {
    for (const slug of ["", "A", "ab", "0", "%", "0-9x"]) expect(letterFromSlug(slug), slug).toBeUndefined();
  });
});
