import { describe, expect, it } from "vitest";
import { filterManufacturers, parseCategory, resultsHeading } from "./filters";
import { manufacturers } from "./index";

const names = (query: string, category: Parameters<typeof filterManufacturers>[2]) =>
  filterManufacturers(manufacturers, query, category).map((item) => item.name);

describe("manufacturer filters", () => {
  it("counts 18 in all, 3 domestic, 5 luxury and 10 import", () => {
    expect(names("", "all")).toHaveLength(18);
    expect(names("", "domestic").sort()).toEqual(["Ford", "General Motors", "Stellantis"]);
    expect(names("", "luxury").sort()).toEqual(["Acura", "BMW", "Infiniti", "Lexus", "Mercedes-Benz"]);
    expect(names("", "importBrands")).toHaveLength(10);
  });

  it("matches a case-insensitive substring of the name, combined with the category", () => {
    expect(names("MER", "all")).toEqual(["Mercedes-Benz"]);
    expect(names("  mer ", "all")).toEqual(["Mercedes-Benz"]);
    expect(names("o", "domestic").sort()).toEqual(["Ford", "General Motors"]);
    expect(names("mer", "domestic")).toEqual([]);
  });

  it("reads unknown categories as all", () => {
    expect(parseCategory("luxury")).toBe("luxury");
    expect(parseCategory("trucks")).toBe("all");
    expect(parseCategory(null)).toBe("all");
  });

  it("writes the heading in the singular and plural", () => {
    expect(resultsHeading(1)).toBe("1 Manufacturer Found");
    expect(resultsHeading(0)).toBe("0 Manufacturers Found");
    expect(resultsHeading(18)).toBe("18 Manufacturers Found");
  });
});
