import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createVinDecoder, vehicleOf } from "./vin-decoder.server";

// The real vPIC data, unpacked from the installed package into a folder of this test's own.
const dataDir = mkdtempSync(path.join(tmpdir(), "vin-decoder-"));
const decoder = createVinDecoder({ dataDir });
afterAll(async () => {
  await decoder.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("decoding a VIN from the local vPIC data", () => {
  it("decodes the issue's F-150 as a 2013 Ford F-150 with the 3.5 L V6", async () => {
    const decoded = await decoder.decode("1FTFW1ET9DFC10312");
    expect(decoded).toMatchObject({
      year: 2013,
      make: "ford",
      makeName: "Ford",
      model: "f-150",
      modelName: "F-150",
      body: "Pickup",
      engine: { cylinders: 6, liters: 3.5, fuel: "Gasoline" },
    });
    expect(vehicleOf(decoded!)).toEqual({ make: "ford", model: "f-150", year: 2013, liters: 3.5, fuel: "gasoline" });
  });

  it("decodes other makes and keeps each answer for the next request", async () => {
    const kona = await decoder.decode("KM8K2CAB4PU001140");
    expect(kona).toMatchObject({ year: 2023, make: "hyundai", model: "kona" });
    expect(await decoder.decode("KM8K2CAB4PU001140")).toBe(kona);
  });

  it("answers undefined for a well-formed VIN of a maker vPIC does not know", async () => {
    // A right check digit on a world manufacturer identifier vPIC does not list.
    expect(await decoder.decode("9ZZZZZZZXZZ000001")).toBeUndefined();
  });
});
