import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkVin, expectedCheckDigit, normalizeVin } from "./vin";

describe("checking a VIN", () => {
  it("accepts real VINs whose check digit is right, in any case and with spaces or hyphens", () => {
    expect(checkVin("1FTFW1ET9DFC10312")).toEqual({ ok: true, vin: "1FTFW1ET9DFC10312" });
    expect(checkVin(" 1ftfw1et9dfc10312 ")).toEqual({ ok: true, vin: "1FTFW1ET9DFC10312" });
    expect(checkVin("1FT-FW1ET9-DFC10312")).toEqual({ ok: true, vin: "1FTFW1ET9DFC10312" });
    expect(checkVin("KM8K2CAB4PU001140").ok).toBe(true);
    // Check digit X (remainder 10).
    expect(expectedCheckDigit("1M8GDM9AXKP042788")).toBe("X");
  });

  it("names the check digit when it does not match, and the digit the VIN calls for", () => {
    const result = checkVin("1FTFW1ET5DFC10312");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/check digit \(the 9th character, “5”\).*calls for “9”/);
  });

  it("says how many characters there are when the length is wrong", () => {
    expect(checkVin("1FTFW1ET9DFC1031")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/17 characters; this one has 16/),
    });
    expect(checkVin("1FTFW1ET9DFC103122")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/this one has 18/),
    });
    expect(checkVin("")).toMatchObject({ ok: false, message: "Enter the 17-character VIN." });
    expect(checkVin("   ")).toMatchObject({ ok: false, message: "Enter the 17-character VIN." });
  });

  it("points at an I, O or Q and the digit it probably is", () => {
    expect(checkVin("1FTFW1ET9DFC1O312")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/14th character “O” is probably the digit 0/),
    });
    expect(checkVin("IFTFW1ET9DFC10312")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/1st character “I” is probably the digit 1/),
    });
  });

  it("refuses punctuation, control characters and oversized input with a message, never an exception", () => {
    expect(checkVin("1FTFW1ET9DFC1031!")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/17th character is “!”/),
    });
    expect(checkVin("1FTFW1ET9DFC1031\u0000")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/control or invisible character/),
    });
    expect(checkVin("A".repeat(10_000))).toMatchObject({
      ok: false,
      message: "That is 10,000 characters; a VIN has 17.",
    });
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: "binary" }), (input) => {
        const result = checkVin(input);
        if (result.ok) expect(result.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        else expect(result.message.length).toBeGreaterThan(10);
      }),
    );
  });

  it("normalises only separators and case", () => {
    expect(normalizeVin("1ft fw1et9-dfc10312")).toBe("1FTFW1ET9DFC10312");
  });
});
