import { describe, expect, it } from "vitest";
import {
  specAdditionalAvailable,
  specAdditionalUnavailable,
  specAutomobileSystems,
  specElectronicSystems,
} from "../../../tests/fixtures/spec-tiles";
import { landing } from "./landing";
import { landingSchema, tileSectionSchema } from "./schema";
import { tileSections } from "./tiles";

const slugs = (id: string) =>
  tileSections.find((section) => section.id === id)!.tiles.map((tile) => tile.href.replace(/^\/diagnostics\//, ""));

describe("home tiles", () => {
  it("match the schema", () => {
    for (const section of tileSections) expect(() => tileSectionSchema.parse(section)).not.toThrow();
  });

  it("list the sections in SPEC order with SPEC's counts", () => {
    expect(tileSections.map((section) => [section.id, section.tiles.length])).toEqual([
      ["automobile", 16],
      ["electronic", 6],
      ["additional", 16],
      ["resources", 3],
    ]);
  });

  it("name exactly SPEC's automobile and electronic systems, all available", () => {
    expect(slugs("automobile")).toEqual(specAutomobileSystems);
    expect(slugs("electronic")).toEqual(specElectronicSystems);
    for (const id of ["automobile", "electronic", "resources"]) {
      expect(tileSections.find((section) => section.id === id)!.tiles.every((tile) => tile.available)).toBe(true);
    }
  });

  it("mark SPEC's unavailable additional tiles, with the three in development flagged new", () => {
    const additional = tileSections.find((section) => section.id === "additional")!.tiles;
    const status = Object.fromEntries(
      additional.map((tile) => [
        tile.href.replace("/diagnostics/", ""),
        tile.available ? "available" : tile.isNew ? "in development" : "coming soon",
      ]),
    );
    expect(status).toEqual({
      ...Object.fromEntries(specAdditionalAvailable.map((slug) => [slug, "available"])),
      ...Object.fromEntries(
        Object.entries(specAdditionalUnavailable).map(([slug, badge]) => [
          slug,
          badge === "IN DEVELOPMENT" ? "in development" : "coming soon",
        ]),
      ),
    });
  });

  it("never repeat a title, a description or a link", () => {
    const tiles = tileSections.flatMap((section) => section.tiles);
    for (const key of ["title", "description", "href"] as const) {
      const values = tiles.map((tile) => tile[key]);
      expect(new Set(values).size, `duplicate ${key}`).toBe(values.length);
    }
  });
});

describe("home landing copy", () => {
  it("matches the schema, which pins SPEC's exact labels", () => {
    expect(() => landingSchema.parse(landing)).not.toThrow();
  });

  it("covers SPEC's five shop-owner benefits and three mechanic benefits", () => {
    const [shopOwners, mechanics] = landing.audiences;
    expect(shopOwners!.points.map((point) => point.title)).toEqual([
      "Avoid unnecessary repair costs",
      "Train technicians on the job",
      "Avoid mis-diagnosis and redone work",
      "Give ballpark quotes by phone",
      "Quick turn times",
    ]);
    expect(mechanics!.points.map((point) => point.title)).toEqual([
      "Streamline diagnostics",
      "Cross-verify complex diagnoses",
      "Access repair paths",
    ]);
  });

  it("labels its percentages as estimates", () => {
    for (const benefit of landing.hero.benefits) {
      if (/\d+%/.test(benefit.title)) expect(benefit.note).toMatch(/estimate/i);
    }
  });

  it("links the feature banners to SPEC's routes", () => {
    expect(landing.featureBanners.map((banner) => banner.cta.href)).toEqual([
      "/emergency-diagnostic",
      "/common-problems",
      "/dangerous-problems",
    ]);
    expect(landing.featureBanners[1]!.body).toContain("18 major brands");
  });
});
