import { describe, expect, it } from "vitest";
import { vehicleFitText } from "~/vehicles/vehicle-fit.server";

describe("vehicleFitText", () => {
  it("says whether the problem is the vehicle's own or known on it, and the engine it needs", () => {
    expect(vehicleFitText({ fit: "yes", scope: "only" }, "2013 Ford F-150")).toBe("Applies to your 2013 Ford F-150");
    expect(vehicleFitText({ fit: "yes", scope: "known" }, "2013 Ford F-150")).toBe("Known on your 2013 Ford F-150");
    expect(vehicleFitText({ fit: "engine", scope: "only", engines: "3.5L EcoBoost V6" }, "2013 Ford F-150")).toBe(
      "Applies to your 2013 Ford F-150 if it has the 3.5L EcoBoost V6",
    );
  });

  it("is nothing for a problem of other vehicles or one that names none", () => {
    expect(vehicleFitText({ fit: "no" }, "2013 Ford F-150")).toBeNull();
    expect(vehicleFitText(undefined, "2013 Ford F-150")).toBeNull();
  });
});
