import { describe, expect, it } from "vitest";
import { groupSummary } from "./groups";
import {
  allCodes,
  allGroups,
  codeListTitle,
  codeMeaningFor,
  codeSystem,
  codesInGroup,
  codesWithPrefix,
  getCode,
  groupBySlug,
  problemsListing,
  searchCodeTitles,
  writtenAnswer,
} from "./library.server";
import { codeGroup } from "./structure";

/** The first code of a group that no problem lists and no answer covers: its system comes from the group. */
const unlistedIn = (groupKey: string) =>
  codesInGroup(groupKey).find((entry) => problemsListing(entry.code).length === 0 && !writtenAnswer(entry.code))!.code;

describe("code groups", () => {
  it("hold every code once, each group with its one-line explanation", () => {
    const groups = allGroups();
    expect(groups.reduce((total, group) => total + group.count, 0)).toBe(allCodes().length);
    const listed = groups.flatMap((group) => codesInGroup(group.key).map((entry) => entry.code));
    expect(listed).toEqual(allCodes().map((entry) => entry.code));
    expect(groups.filter((group) => !groupSummary(group.key)).map((group) => group.key)).toEqual([]);
  });

  it("are found by their address segment, exactly", () => {
    expect(groupBySlug("P07-P09")).toMatchObject({ key: "P07–P09", letter: "P", control: "generic" });
    expect(groupBySlug("P10-P1F")).toMatchObject({ control: "manufacturer" });
    expect(groupBySlug("P03")?.name).toBe("Ignition system or misfire");
    expect(groupBySlug("p03")).toBeUndefined();
    expect(groupBySlug("P07–P09")).toBeUndefined();
  });
});

describe("what a code on a problem means there", () => {
  it("is the generic title for a generic code", () => {
    expect(codeMeaningFor("P0420", [])).toEqual([
      { title: "Catalyst System Efficiency Below Threshold Bank 1", makes: [] },
    ]);
  });

  it("is the meaning of the makes the problem names, and nothing for a make without one", () => {
    expect(codeMeaningFor("P1131", ["ford"])).toEqual([
      { title: "Lack of Upstream Heated Oxygen Sensor Switch Sensor Indicates Lean Bank 1", makes: ["Ford"] },
    ]);
    expect(codeMeaningFor("P1131", ["mazda", "ford", "lincoln"])).toEqual([
      {
        title: "Lack of Upstream Heated Oxygen Sensor Switch Sensor Indicates Lean Bank 1",
        makes: ["Ford", "Lincoln"],
      },
      { title: "HO2S Bank 1 Sensor 1 Signal Below 0.45v AF Ratio Too Lean", makes: ["Mazda"] },
    ]);
    expect(codeMeaningFor("P1131", ["kia"])).toEqual([]);
    expect(codeMeaningFor("P0F00", [])).toEqual([]);
  });
});

describe("a code's line in a list", () => {
  it("says how many meanings a manufacturer code has and for which makes", () => {
    expect(codeListTitle(getCode("P0420")!)).toBe("Catalyst System Efficiency Below Threshold Bank 1");
    expect(codeListTitle(getCode("P1131")!)).toMatch(
      /^6 meanings by make: Buick, Cadillac, Chevrolet, Chrysler and \d+ more$/,
    );
  });
});

describe("the system a code belongs to", () => {
  it("is the written answer's, else the first listing problem's", () => {
    const answered = writtenAnswer("P0420");
    expect(codeSystem("P0420")?.slug).toBe(answered ? answered.system : problemsListing("P0420")[0]!.system.slug);
  });

  it("otherwise follows the group: transmission, computer, fuel, body, chassis and network codes", () => {
    expect(codeSystem(unlistedIn("P07–P09"))?.slug).toBe("transmission");
    expect(codeSystem(unlistedIn("P06"))?.slug).toBe("ecu");
    expect(codeSystem(unlistedIn("P01"))?.slug).toBe("fuel-system");
    expect(codeSystem(unlistedIn("P0A–P0F"))?.slug).toBe("obd");
    expect(codeSystem(unlistedIn("B0"))?.slug).toBe("electrical");
    expect(codeSystem(unlistedIn("C0"))?.slug).toBe("abs-system");
    expect(codeSystem(unlistedIn("U01–U02"))?.slug).toBe("can-bus-network");
  });
});

describe("problems that list a code", () => {
  it("come most to the point first: the one named after the code, then those listing fewer codes", () => {
    const listing = problemsListing("P0420");
    expect(listing.length).toBeGreaterThan(1);
    const named = listing.filter((problem) => problem.title.includes("P0420"));
    expect(listing.slice(0, named.length)).toEqual(named);
  });
});

describe("finding codes", () => {
  it("by the start of a code, in scan-tool order", () => {
    const found = codesWithPrefix("p04", 20).map((entry) => entry.code);
    expect(found).toHaveLength(20);
    expect(found.every((code) => code.startsWith("P04"))).toBe(true);
    expect(found).toEqual([...found].sort());
    expect(codesWithPrefix("P0F")).toEqual([]);
  });

  it("by words of the title, all of them, codes a problem covers first", () => {
    const found = searchCodeTitles("evap leak", Number.POSITIVE_INFINITY);
    const codes = found.map((entry) => entry.code);
    expect(codes).toEqual(expect.arrayContaining(["P0442", "P0455", "P0456"]));
    for (const entry of found) expect(codeListTitle(entry).toLowerCase()).toMatch(/evap|meanings/);
    const covered = found.map((entry) => problemsListing(entry.code).length > 0 || Boolean(writtenAnswer(entry.code)));
    expect(covered).toEqual([...covered].sort((a, b) => Number(b) - Number(a)));
    expect(searchCodeTitles("zzzz nothing")).toEqual([]);
    expect(searchCodeTitles("  ")).toEqual([]);
  });

  it("keeps each code in its J2012 group", () => {
    for (const entry of codesInGroup("P03")) expect(codeGroup(entry.code).key).toBe("P03");
  });
});
