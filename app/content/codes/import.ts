// Imports carry .ts so that scripts/import-codes.ts runs this file under plain Node.
import { type CodeMake, codeMakes } from "./makes.ts";
import { codeControl } from "./structure.ts";

/**
 * Turns the shared code data's text files (source/, one `CODE - Title` a
 * line) into the rows the site serves. Pure: scripts/import-codes.ts runs it
 * over source/ and writes codes.generated.json; import.test.ts runs it again
 * and fails when the committed file is not current.
 *
 * What the raw files get wrong, and what the import does about it (each
 * counted in `corrections`):
 * - manufacturer-range lines (P1xxx, P3000–P33FF, B1/B2/C1/C2/U1/U2) inside
 *   the generic files: moved to the manufacturer rows with the make unknown;
 * - placeholder lines ("P3000 - Manufacturer Controlled DTC", "B3000 -
 *   B3000-B3999 ISO/SAE Reserved") and range headers whose title is only
 *   another code ("P1682 - P1684"): dropped;
 * - exact and case-only duplicate lines within a file: kept once;
 * - a make file restating the generic title of a generic code (buick
 *   P0171 "System Lean Bank 1"): dropped, the generic row says it;
 * - a make-unknown line (other_codes.txt) whose title a named make already
 *   gives for the same code: dropped, the named row says more;
 * - stray curly quotes left from stripped quoting ("Sensor A” Circuit") and
 *   the digit zero typed for the letter O in "HO2S": corrected;
 * - blank lines and runs of spaces: ignored.
 */

export type GenericRow = [code: string, title: string];
/** `make` null: a manufacturer-specific meaning whose make the source does not say. */
export type ManufacturerRow = [code: string, make: CodeMake | null, title: string];

export type Correction =
  | "manufacturer-range line in a generic file"
  | "placeholder or range-header line"
  | "duplicate line"
  | "make line repeats the generic title"
  | "make-unknown line repeats a make's title"
  | "stray quote or HO2S typo"
  | "malformed line";

export type ImportedCodes = {
  generic: GenericRow[];
  manufacturer: ManufacturerRow[];
  corrections: Partial<Record<Correction, number>>;
};

const genericFiles = ["p_codes.txt", "b_codes.txt", "c_codes.txt", "u_codes.txt"];
const unknownMakeFile = "other_codes.txt";
const line = /^([PBCU][0-3][0-9A-F]{3}) - (.+)$/;

function cleanTitle(raw: string): { title: string; corrected: boolean } {
  const title = raw
    .replace(/[“”]/g, "")
    .replace(/\bH02S/g, "HO2S")
    .replace(/\s+/g, " ")
    .trim();
  return { title, corrected: title !== raw.replace(/\s+/g, " ").trim() };
}

function isPlaceholder(title: string) {
  return (
    /^[PBCU][0-9A-F]{4}$/.test(title) ||
    /^manufacturer controlled dtc$/i.test(title) ||
    // "B3000 - B3000-B3999 ISO/SAE Reserved": a range note, not a code.
    /^[PBCU][0-9A-F]{4}-[PBCU][0-9A-F]{4} .*reserved$/i.test(title)
  );
}

export function importCodes(files: Readonly<Record<string, string>>): ImportedCodes {
  const corrections: Partial<Record<Correction, number>> = {};
  const count = (what: Correction) => {
    corrections[what] = (corrections[what] ?? 0) + 1;
  };

  function* rows(fileName: string) {
    const text = files[fileName];
    if (text === undefined) throw new Error(`missing code file ${fileName}`);
    for (const raw of text.split(/\r?\n/)) {
      if (raw.trim() === "") continue;
      const match = line.exec(raw.trim());
      if (!match) {
        count("malformed line");
        continue;
      }
      const { title, corrected } = cleanTitle(match[2]!);
      if (isPlaceholder(title)) {
        count("placeholder or range-header line");
        continue;
      }
      if (corrected) count("stray quote or HO2S typo");
      yield { code: match[1]!, title };
    }
  }

  const generic = new Map<string, string>();
  const manufacturer = new Map<string, ManufacturerRow>();
  const addManufacturer = (code: string, make: CodeMake | null, title: string) => {
    const key = `${code}|${make ?? ""}|${title.toLowerCase()}`;
    if (manufacturer.has(key)) count("duplicate line");
    else manufacturer.set(key, [code, make, title]);
  };

  for (const fileName of genericFiles) {
    for (const { code, title } of rows(fileName)) {
      if (codeControl(code) === "manufacturer") {
        count("manufacturer-range line in a generic file");
        addManufacturer(code, null, title);
      } else if (generic.has(code)) {
        count("duplicate line");
      } else {
        generic.set(code, title);
      }
    }
  }

  for (const make of codeMakes) {
    if (!make.file) continue;
    for (const { code, title } of rows(make.file)) {
      if (generic.get(code)?.toLowerCase() === title.toLowerCase()) count("make line repeats the generic title");
      else addManufacturer(code, make.slug, title);
    }
  }

  const namedTitles = new Set([...manufacturer.values()].map(([code, , title]) => `${code}|${title.toLowerCase()}`));
  for (const { code, title } of rows(unknownMakeFile)) {
    if (namedTitles.has(`${code}|${title.toLowerCase()}`)) count("make-unknown line repeats a make's title");
    else addManufacturer(code, null, title);
  }

  const byCode = (a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  return {
    generic: [...generic].sort(byCode),
    manufacturer: [...manufacturer.values()].sort(
      (a, b) => byCode(a, b) || (a[1] ?? "~").localeCompare(b[1] ?? "~") || a[2].localeCompare(b[2]),
    ),
    corrections,
  };
}
