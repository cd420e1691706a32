import { describe, expect, it } from "vitest";
import { checkPasswordStrength } from "./password-strength";

describe("checkPasswordStrength", () => {
  it("refuses short passwords and says why", () => {
    const result = checkPasswordStrength("k9#Lm2");
    expect(result.acceptable).toBe(false);
    expect(result.reasons).toContain("Use at least 8 characters.");
  });

  it("refuses common passwords with zxcvbn's reasons", () => {
    const result = checkPasswordStrength("password123");
    expect(result.acceptable).toBe(false);
    expect(result.score).toBeLessThan(3);
    expect(result.reasons.length).toBeGreaterThan(0);
    expect(result.reasons.join(" ")).toMatch(/common|guess/i);
  });

  it("refuses a password built from the user's own email", () => {
    expect(checkPasswordStrength("jrodriguez2024", ["jrodriguez@example.com"]).acceptable).toBe(false);
  });

  it("accepts a long passphrase", () => {
    const result = checkPasswordStrength("torque wrench lunar pickle 88");
    expect(result).toMatchObject({ acceptable: true, reasons: [] });
    expect(result.score).toBeGreaterThanOrEqual(3);
  });
});
