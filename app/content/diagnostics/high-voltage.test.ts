import { describe, expect, it } from "vitest";
import { highVoltageNotice } from "./high-voltage";

describe("high-voltage notice", () => {
  it("warns on electric and hybrid pages: what not to touch, and what to do after a crash, flood or fire", () => {
    for (const system of ["electric-vehicle", "hybrid-system"] as const) {
      const text = highVoltageNotice(system)!.points.join(" ");
      expect(text).toMatch(/Orange cables.*service plug or disconnect/);
      expect(text).toMatch(/crash.*water.*smoke.*call 911/);
      expect(text).toContain("50 feet from buildings");
    }
  });

  it("adds the 48-volt line for hybrids only, and says nothing on systems without high voltage", () => {
    expect(highVoltageNotice("hybrid-system")!.points.some((point) => point.startsWith("48-volt"))).toBe(true);
    expect(highVoltageNotice("electric-vehicle")!.points.some((point) => point.startsWith("48-volt"))).toBe(false);
    expect(highVoltageNotice("diesel-comprehensive")).toBeNull();
    expect(highVoltageNotice("brake-system")).toBeNull();
  });
});
