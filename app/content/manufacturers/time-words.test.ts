import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentStrings } from "../text-walk";
import type { Manufacturer } from "./schema";
import { undatedTimeWords } from "./time-words";

const dataDir = path.join(import.meta.dirname, "data");
const files = readdirSync(dataDir).filter((file) => file.endsWith(".ts"));
const records: Manufacturer[] = await Promise.all(
  files.map(async (file) => ((await import(`./data/${file}`)) as { manufacturer: Manufacturer }).manufacturer),
);

describe("undated time words", () => {
  it("flags a planted undated claim and passes the same claim with its date", () => {
    const planted = "Subaru currently covers the CVT for 10 years/100,000 miles. The Legacy is still sold.";
    expect(undatedTimeWords(planted)).toEqual([
      "Subaru currently covers the CVT for 10 years/100,000 miles.",
      "The Legacy is still sold.",
    ]);
    expect(undatedTimeWords("That coverage has run out on most cars.")).toHaveLength(1);
    expect(undatedTimeWords("The long-term record is still being developed.")).toHaveLength(1);
    expect(undatedTimeWords("Install the latest software; it recently changed.")).toHaveLength(2);
    // A year in one clause does not date the next one.
    expect(undatedTimeWords("A 2016 settlement extended coverage; that coverage has now run out.")).toHaveLength(1);
    expect(undatedTimeWords("As of November 2026, Subaru still sells the WRX.")).toEqual([]);
    expect(undatedTimeWords("Production ended in 2024, and parts are still stocked in 2026.")).toEqual([]);
    // Words that only contain a time word are not flagged.
    expect(undatedTimeWords("Snow and stillborn plans are not dated claims; nowhere either.")).toEqual([]);
  });

  it("finds none in the manufacturer profiles", () => {
    const found = records.flatMap((record) =>
      contentStrings(record).flatMap(({ at, text }) =>
        undatedTimeWords(text).map((sentence) => `${record.slug}.${at}: ${sentence}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
