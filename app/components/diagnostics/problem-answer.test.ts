import { describe, expect, it } from "vitest";
import { excludedItems } from "./problem-answer";

describe("what an estimate leaves out, after the page's Excludes label", () => {
  it("drops the content's own 'Estimate; excludes' lead-in so the label is not repeated", () => {
    expect(excludedItems("Estimate; excludes diagnosis, taxes and towing.")).toBe("Diagnosis, taxes and towing.");
    expect(excludedItems("Estimate excludes taxes and dealer pricing.")).toBe("Taxes and dealer pricing.");
    expect(excludedItems("Estimate; leaves out a new battery.")).toBe("A new battery.");
  });

  it("keeps any other wording whole", () => {
    expect(excludedItems("Diagnosis fee and taxes.")).toBe("Diagnosis fee and taxes.");
    expect(excludedItems("Estimate for the belt kit only; excludes towing.")).toBe(
      "Estimate for the belt kit only; excludes towing.",
    );
  });
});
