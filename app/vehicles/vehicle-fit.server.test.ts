import { describe, expect, it } from "vitest";
import { getSystem } from "~/content/diagnostics";
import type { Vehicle } from "~/content/vehicles";
import { codeMeaningsForVehicle, problemFits } from "./vehicle-fit.server";

const f150: Vehicle = { make: "ford", model: "f-150", year: 2013, liters: 3.5, fuel: "gasoline" };
const f150AnyEngine: Vehicle = { make: "ford", model: "f-150", year: 2013 };
const altima: Vehicle = { make: "nissan", model: "altima", year: 2016 };

const problemsOf = (slug: string) => getSystem(slug)!.problems;

describe("problemFits", () => {
  it("marks the EcoBoost condensation misfire on a 2013 F-150 with the 3.5", () => {
    expect(problemFits(problemsOf("turbo-supercharger"), f150)["ecoboost-intercooler-condensation-misfire"]).toEqual({
      fit: "yes",
      scope: "only",
    });
  });

  it("names the engine it needs when the garage does not say which engine the F-150 has", () => {
    expect(
      problemFits(problemsOf("turbo-supercharger"), f150AnyEngine)["ecoboost-intercooler-condensation-misfire"],
    ).toEqual({ fit: "engine", scope: "only", engines: "3.5L EcoBoost V6" });
  });

  it("finds the Nissan CVT problems for a 2016 Altima", () => {
    const fits = problemFits(problemsOf("transmission"), altima);
    expect(fits["nissan-cvt-whine-and-power-loss"]).toEqual({ fit: "yes", scope: "only" });
    expect(fits["nissan-cvt-power-drops-on-long-grade"]).toEqual({ fit: "yes", scope: "only" });
  });

  it("rules out the Nissan CVT problems for the F-150, and gives generic problems no entry", () => {
    const transmission = problemsOf("transmission");
    const fits = problemFits(transmission, f150);
    expect(fits["nissan-cvt-whine-and-power-loss"]).toEqual({ fit: "no" });
    const generic = transmission.find((problem) => !problem.appliesTo && !problem.commonOn)!;
    expect(fits[generic.slug]).toBeUndefined();
  });

  it("leaves a problem only known on other vehicles unmarked, not ruled out", () => {
    const system = problemsOf("turbo-supercharger");
    const knownOnOthers = system.find((problem) => problem.commonOn?.every((match) => match.make !== "ford"))!;
    expect(problemFits(system, f150)[knownOnOthers.slug]).toBeUndefined();
  });

  it("marks a problem known on the vehicle as known, not as only on it", () => {
    const fits = Object.values(
      problemFits(problemsOf("turbo-supercharger"), {
        ...f150,
        make: "volkswagen",
        model: "gti",
        year: 2016,
        liters: 2,
      }),
    );
    expect(fits).toContainEqual({ fit: "yes", scope: "known" });
  });
});

describe("codeMeaningsForVehicle", () => {
  it("is the make's own meaning of a manufacturer code", () => {
    expect(codeMeaningsForVehicle("P1131", f150)).toEqual([
      "Lack of Upstream Heated Oxygen Sensor Switch Sensor Indicates Lean Bank 1",
    ]);
  });

  it("is nothing when the make has no meaning of its own for the code", () => {
    expect(codeMeaningsForVehicle("P1131", { make: "kia", model: "optima", year: 2014 })).toEqual([]);
    expect(codeMeaningsForVehicle("P0420", f150)).toEqual([]);
  });
});
