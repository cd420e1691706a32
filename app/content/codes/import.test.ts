import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatedJson, readSourceFiles } from "../../../scripts/import-codes";
import { importCodes } from "./import";
import { codeControl } from "./structure";

const generated = path.join(import.meta.dirname, "codes.generated.json");

describe("code data import", () => {
  it("the committed codes.generated.json is what scripts/import-codes.ts writes from source/", () => {
    // When this fails after a change to source/ or import.ts: node scripts/import-codes.ts
    expect(readFileSync(generated, "utf8") === generatedJson()).toBe(true);
  });

  it("keeps the MIT notice beside the data it ships", () => {
    expect(readFileSync(path.join(import.meta.dirname, "source/LICENSE"), "utf8")).toMatch(/MIT License/);
  });

  const imported = importCodes(readSourceFiles());

  it("holds the generic and manufacturer codes of the shared files", () => {
    expect(imported.generic.length).toBeGreaterThan(9_000);
    expect(imported.manufacturer.length).toBeGreaterThan(5_000);
    expect(imported.generic.find(([code]) => code === "P0420")?.[1]).toBe(
      "Catalyst System Efficiency Below Threshold Bank 1",
    );
    expect(imported.manufacturer.filter(([code, make]) => code === "P1131" && make === "ford")).toHaveLength(1);
  });

  it("no generic row is in a manufacturer range, and no code is listed twice as generic", () => {
    expect(imported.generic.filter(([code]) => codeControl(code) === "manufacturer")).toEqual([]);
    expect(new Set(imported.generic.map(([code]) => code)).size).toBe(imported.generic.length);
  });

  it("reports the faults of the real files it corrected", () => {
    expect(imported.corrections["manufacturer-range line in a generic file"]).toBeGreaterThan(30);
    expect(imported.corrections["placeholder or range-header line"]).toBeGreaterThan(0);
    expect(imported.corrections["stray quote or HO2S typo"]).toBeGreaterThan(0);
    const titles = [
      ...imported.generic.map(([, title]) => title),
      ...imported.manufacturer.map(([, , title]) => title),
    ];
    expect(titles.filter((title) => /[“”]|H02S|^[PBCU][0-9A-F]{4}$|\s{2}/.test(title))).toEqual([]);
  });

  const sample = (lines: Record<string, string>) => {
    const files: Record<string, string> = Object.fromEntries(readdirNames().map((name) => [name, ""]));
    return importCodes({ ...files, ...lines });
  };

  it("moves a manufacturer-range line out of a generic file with its make unknown", () => {
    const result = sample({ "p_codes.txt": "P0420 - Catalyst\nP1682 - Metering Oil Pump Malfunction\n" });
    expect(result.generic).toEqual([["P0420", "Catalyst"]]);
    expect(result.manufacturer).toEqual([["P1682", null, "Metering Oil Pump Malfunction"]]);
  });

  it("drops range headers, placeholders, duplicates and blank lines, and fixes quotes and H02S", () => {
    const result = sample({
      "b_codes.txt": "B3000 - B3000-B3999 ISO/SAE Reserved\n",
      "p_codes.txt":
        "P1682 - P1684\nP3000 - Manufacturer Controlled DTC\n\nP0131 - H02S Circuit Low\nP0131 - H02S Circuit Low\n",
      "ford_codes.txt": "P1270 - Engine RPM Limiter\nP1270 - engine rpm limiter\nP0131 - HO2S Circuit Low\n",
      "other_codes.txt": "P1270 - Engine RPM Limiter\nP1400 - DPFE Sensor “A” Circuit\nnot a code line\n",
    });
    expect(result.generic).toEqual([["P0131", "HO2S Circuit Low"]]);
    expect(result.manufacturer).toEqual([
      ["P1270", "ford", "Engine RPM Limiter"],
      ["P1400", null, "DPFE Sensor A Circuit"],
    ]);
    expect(result.corrections).toMatchObject({
      "placeholder or range-header line": 3,
      "duplicate line": 2,
      "make line repeats the generic title": 1,
      "make-unknown line repeats a make's title": 1,
      "malformed line": 1,
    });
  });
});

function readdirNames() {
  return Object.keys(readSourceFiles());
}
