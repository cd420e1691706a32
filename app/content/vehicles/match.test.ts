import { describe, expect, it } from "vitest";
import { bestMatch, describeMatch, matchVehicle, type Vehicle } from "./match";
import type { VehicleMatch } from "./schema";

const ecoBoost: VehicleMatch = {
  make: "ford",
  models: ["f-150", "expedition"],
  years: [2011, 2016],
  engines: [{ name: "3.5L EcoBoost V6", liters: 3.5 }],
};
const f150: Vehicle = { make: "ford", model: "f-150", year: 2013 };

describe("matching a vehicle", () => {
  it("needs make, model and year inside the match", () => {
    expect(matchVehicle(ecoBoost, { ...f150, liters: 3.5 })).toBe("yes");
    expect(matchVehicle(ecoBoost, { ...f150, make: "chevrolet", liters: 3.5 })).toBe("no");
    expect(matchVehicle(ecoBoost, { ...f150, model: "ranger", liters: 3.5 })).toBe("no");
    expect(matchVehicle(ecoBoost, { ...f150, year: 2017, liters: 3.5 })).toBe("no");
    expect(matchVehicle(ecoBoost, { ...f150, year: 2010, liters: 3.5 })).toBe("no");
  });

  it("checks the engine when it is known and says so when it is not", () => {
    expect(matchVehicle(ecoBoost, { ...f150, liters: 5.0 })).toBe("no");
    expect(matchVehicle(ecoBoost, f150)).toBe("engine");
    expect(matchVehicle({ make: "ford" }, f150)).toBe("yes");
  });

  it("keeps diesel and electric apart from gasoline engines of the same size", () => {
    const diesel: VehicleMatch = {
      make: "ram",
      engines: [{ name: "6.7L Cummins I6 diesel", liters: 6.7, fuel: "diesel" }],
    };
    expect(matchVehicle(diesel, { make: "ram", model: "2500", year: 2015, liters: 6.7, fuel: "diesel" })).toBe("yes");
    expect(matchVehicle(diesel, { make: "ram", model: "2500", year: 2015, liters: 6.7, fuel: "gasoline" })).toBe("no");
    const gasoline: VehicleMatch = { make: "volkswagen", engines: [{ name: "EA888 2.0L turbo I4", liters: 2.0 }] };
    expect(
      matchVehicle(gasoline, { make: "volkswagen", model: "jetta", year: 2012, liters: 2.0, fuel: "diesel" }),
    ).toBe("no");
    expect(
      matchVehicle(gasoline, { make: "volkswagen", model: "jetta", year: 2012, liters: 2.0, fuel: "gasoline" }),
    ).toBe("yes");
    const electric: VehicleMatch = { make: "tesla", engines: [{ name: "electric drive", fuel: "electric" }] };
    expect(matchVehicle(electric, { make: "tesla", model: "model-3", year: 2019, fuel: "electric" })).toBe("yes");
  });

  it("takes the best answer over several matches", () => {
    expect(bestMatch([{ make: "chevrolet" }, ecoBoost], f150)).toEqual({ fit: "engine", match: ecoBoost });
    const wholeModel: VehicleMatch = { make: "ford", models: ["f-150"] };
    expect(bestMatch([ecoBoost, wholeModel], f150)).toEqual({ fit: "yes", match: wholeModel });
    expect(bestMatch(undefined, f150)).toEqual({ fit: "no", match: undefined });
  });

  it("describes a match in words", () => {
    const names: Record<string, string> = { "f-150": "F-150", expedition: "Expedition" };
    expect(describeMatch(ecoBoost, (_make, slug) => names[slug] ?? slug)).toBe(
      "2011–2016 Ford F-150, Expedition with the 3.5L EcoBoost V6",
    );
    expect(describeMatch({ make: "subaru", years: [2015, 2015] }, (_make, slug) => slug)).toBe("2015 Subaru");
  });
});
