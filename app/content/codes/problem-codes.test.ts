import { describe, expect, it } from "vitest";
import { diagnosticSystems } from "~/content/diagnostics";
import { manufacturerAdditions } from "./additions";
import data from "./codes.generated.json";
import type { CodeMake } from "./makes";

/**
 * Every code a problem lists means what the problem says it means: a generic
 * code is in the data's generic rows, and a code written with its makes has a
 * meaning for each of those makes, in the data or in our own additions.
 */
const generic = new Set((data.generic as [string, string][]).map(([code]) => code));
const dataMeanings = new Set(
  (data.manufacturer as [string, CodeMake | null, string][]).flatMap(([code, make]) =>
    make ? [`${code} ${make}`] : [],
  ),
);
const addedMeanings = manufacturerAdditions().map(([code, make]) => `${code} ${make}`);
const meanings = new Set([...dataMeanings, ...addedMeanings]);

const uses = diagnosticSystems.flatMap((system) =>
  system.problems.flatMap((problem) =>
    problem.codes.map((code) => ({ where: `${system.slug}/${problem.slug}`, code })),
  ),
);

describe("codes on problems", () => {
  it("finds codes to check", () => {
    expect(uses.length).toBeGreaterThan(1000);
    expect(uses.some(({ code }) => typeof code !== "string")).toBe(true);
  });

  it("lists only generic codes the data has a title for", () => {
    const unknown = uses.flatMap(({ where, code }) =>
      typeof code === "string" && !generic.has(code) ? [`${where}: ${code} is not a generic code of the data`] : [],
    );
    expect(unknown).toEqual([]);
  });

  it("names only makes that have a meaning for the code, in the data or in additions.ts", () => {
    const unknown = uses.flatMap(({ where, code }) =>
      typeof code === "string"
        ? []
        : code.makes
            .filter((make) => !meanings.has(`${code.code} ${make}`))
            .map((make) => `${where}: ${code.code} has no meaning for ${make}`),
    );
    expect(unknown).toEqual([]);
  });

  it("names each make once per code", () => {
    const repeated = uses.flatMap(({ where, code }) =>
      typeof code !== "string" && new Set(code.makes).size !== code.makes.length
        ? [`${where}: ${code.code} repeats a make`]
        : [],
    );
    expect(repeated).toEqual([]);
  });
});

describe("the site's additions", () => {
  it("add only meanings the data lacks", () => {
    expect(addedMeanings.filter((meaning) => dataMeanings.has(meaning))).toEqual([]);
  });

  it("give each code one meaning per make", () => {
    expect(addedMeanings.filter((meaning, index) => addedMeanings.indexOf(meaning) !== index)).toEqual([]);
  });

  it("are well-formed codes with a title", () => {
    const malformed = manufacturerAdditions().filter(
      ([code, , title]) => !/^[PBCU][0-3][0-9A-F]{3}$/.test(code) || title.trim().length < 5,
    );
    expect(malformed).toEqual([]);
  });
});
