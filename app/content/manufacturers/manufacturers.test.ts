import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Manufacturer, manufacturerSchema } from "./schema";
import { manufacturerSlugs } from "./slugs";

// Every record in data/, loaded by file name so this test also checks file names match slugs.
const dataDir = path.join(import.meta.dirname, "data");
const files = readdirSync(dataDir).filter((file) => file.endsWith(".ts"));
const records: Manufacturer[] = await Promise.all(
  files.map(async (file) => {
    const module = (await import(`./data/${file}`)) as { manufacturer: Manufacturer };
    return module.manufacturer;
  }),
);

/** Every string in a record, with where it sits. */
function strings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [];
}

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
      for (const { at, text } of strings(record)) {
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

  it("uses SPEC's market shares where it gives them, labelled as estimates", () => {
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
      const share = spec[record.slug];
      if (share) expect(record.marketShare, record.slug).toContain(share);
      else expect(record.marketShareBasis, `${record.slug} needs a basis`).toBeTruthy();
    }
  });
});
