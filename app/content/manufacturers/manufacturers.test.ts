import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentStrings } from "../text-walk";
import { asOfLabel } from "./dated";
import { marketShares, marketShareText, notRecorded } from "./market-share";
import { asOfSchema, type Manufacturer, manufacturerSchema, nhtsaCampaignSchema } from "./schema";
import { manufacturerSlugs } from "./slugs";
import { sentences } from "./time-words";

// Every record in data/, loaded by file name so this test also checks file names match slugs.
const dataDir = path.join(import.meta.dirname, "data");
const files = readdirSync(dataDir).filter((file) => file.endsWith(".ts"));
const records: Manufacturer[] = await Promise.all(
  files.map(async (file) => {
    const module = (await import(`./data/${file}`)) as { manufacturer: Manufacturer };
    return module.manufacturer;
  }),
);

describe("manufacturer records", () => {
  it.each(files)("%s matches the schema and its file name", (file) => {
    const record = records[files.indexOf(file)]!;
    const result = manufacturerSchema.safeParse(record);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ).toEqual([]);
    expect(`${record.slug}.ts`).toBe(file);
  });

  it("never repeats a sentence of 60+ characters, within or across manufacturers", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const record of records) {
      for (const { at, text } of contentStrings(record)) {
        for (const sentence of text.split(/(?<=[.!?])\s+/)) {
          if (sentence.length < 60) continue;
          const where = `${record.slug}.${at}`;
          const earlier = seen.get(sentence);
          if (earlier) repeats.push(`"${sentence.slice(0, 70)}…" in ${earlier} and ${where}`);
          else seen.set(sentence, where);
        }
      }
    }
    expect(repeats).toEqual([]);
  });

  it("gives every problem a distinct title", () => {
    const titles = records.flatMap((record) => record.commonProblems.map((problem) => `${problem.title}`));
    expect(titles.length - new Set(titles).size).toBe(0);
  });

  it("puts each brand in SPEC's filter category", () => {
    const domestic = ["general-motors", "ford", "stellantis"];
    const luxury = ["bmw", "mercedes-benz", "lexus", "acura", "infiniti"];
    for (const record of records) {
      const expected = domestic.includes(record.slug) ? "domestic" : luxury.includes(record.slug) ? "luxury" : "import";
      expect(record.category, record.slug).toBe(expected);
    }
  });

  it("has all 18 manufacturers, one file each, in the index's order", async () => {
    const { manufacturers } = await import("./index");
    expect(manufacturers.map((record) => record.slug)).toEqual([...manufacturerSlugs]);
    expect(files.map((file) => file.replace(/\.ts$/, "")).sort()).toEqual([...manufacturerSlugs].sort());
  });

  it("keeps SPEC's market shares, each with its basis year, from the one dated table", () => {
    const spec: Partial<Record<string, string>> = {
      toyota: "14.4%",
      ford: "13.4%",
      honda: "9.6%",
      nissan: "8.1%",
      subaru: "3.2%",
      bmw: "2.3%",
      "mercedes-benz": "2.1%",
      mazda: "2.1%",
      infiniti: "0.8%",
      acura: "1.2%",
      lexus: "2.0%",
      "hyundai-kia": "11%",
      "volkswagen-group": "4.2%",
      "general-motors": "16.9%",
    };
    for (const record of records) {
      const entry = marketShares[record.slug];
      const share = spec[record.slug];
      if (share) expect(entry.editorial.percent, record.slug).toBe(share);
      expect(record.marketShare, record.slug).toBe(marketShareText(record.slug));
      expect(manufacturerSchema.shape.marketShare.safeParse(record.marketShare).success, record.slug).toBe(true);
      // The basis text gives every figure and the year it describes, so the two never disagree.
      for (const figure of [entry.editorial, entry.latest].filter((item) => item !== undefined)) {
        expect(entry.basis, `${record.slug} basis names ${figure.percent}`).toContain(figure.percent);
        if (figure.basisYear !== notRecorded) {
          expect(entry.basis, `${record.slug} basis names ${figure.basisYear}`).toContain(figure.basisYear);
        } else {
          expect(entry.basis, `${record.slug} says the year is unknown`).toMatch(/not recorded/);
        }
      }
      if (entry.latest) expect(entry.latest.basisYear, record.slug).toBe("2024");
    }
  });

  it("mentions a market share in prose only as a table figure with its year", () => {
    const shareMention = /(\d+(?:\.\d+)?)% of (?:the )?U\.S\. (?:new-vehicle )?(?:sales|market)/g;
    const wrong: string[] = [];
    for (const record of records) {
      const entry = marketShares[record.slug];
      const figures = [entry.editorial, entry.latest].filter((item) => item !== undefined);
      for (const { at, text } of contentStrings(record)) {
        if (at === "marketShare") continue;
        for (const sentence of sentences(text)) {
          for (const match of sentence.matchAll(shareMention)) {
            const figure = figures.find((item) => item.percent === `${match[1]}%`);
            if (!figure || !sentence.includes(figure.basisYear)) wrong.push(`${record.slug}.${at}: ${match[0]}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("dates every problem that cites a recall, extension, settlement or investigation", () => {
    const claim =
      /\b(recalls?|recalled|campaign|extension|extended (coverage|warranty)|warranty enhancement|special coverage|settlement|investigation|investigating|probe)\b/i;
    const undated = records.flatMap((record) =>
      record.commonProblems
        .filter((problem) => claim.test([problem.title, problem.affected, problem.fix, problem.cost].join(" ")))
        .filter((problem) => !problem.asOf)
        .map((problem) => `${record.slug}: ${problem.title}`),
    );
    expect(undated).toEqual([]);
  });

  it("validates dates and campaign numbers", () => {
    expect(asOfSchema.safeParse("2026-11").success).toBe(true);
    expect(asOfSchema.safeParse("2026-13").success).toBe(false);
    expect(asOfSchema.safeParse("Nov 2026").success).toBe(false);
    expect(asOfSchema.safeParse("2999-01").success).toBe(false);
    expect(nhtsaCampaignSchema.safeParse("19V063").success).toBe(true);
    expect(nhtsaCampaignSchema.safeParse("19-V-063").success).toBe(false);
    expect(nhtsaCampaignSchema.safeParse("19X063").success).toBe(false);
    expect(asOfLabel("2026-11")).toBe("As of November 2026");
    expect(asOfLabel("2025-01")).toBe("As of January 2025");
  });
});
