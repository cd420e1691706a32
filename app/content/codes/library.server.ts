import {
  diagnosticSystems,
  getProblem,
  getSystem,
  type Problem,
  type SystemSlug,
  type Verdict,
} from "~/content/diagnostics";
import { manufacturerAdditions } from "./additions";
import { answers as engineControl } from "./answers/engine-control";
import { answers as fuelAndEmissions } from "./answers/fuel-and-emissions";
import { answers as networkChassisBody } from "./answers/network-chassis-body";
import { answers as sensorsAndAir } from "./answers/sensors-and-air";
import { answers as transmission } from "./answers/transmission";
import data from "./codes.generated.json";
import { type CodeMake, codeMakeName } from "./makes";
import type { CodeAnswer } from "./schema";
import { type CodeLetter, codeControl, codeGroup } from "./structure";

/**
 * The trouble-code library on the server: every code of the shared data
 * (codes.generated.json) with its generic title and its manufacturer
 * meanings, the written answers, and the problems that list each code.
 * Built once, on first use, because a page needs only a handful of codes.
 */

/** One meaning of a manufacturer code, with every make that gives it (identical titles are grouped). */
export type MakeMeaning = {
  /** Empty when the source does not say which make uses it. */
  makes: { slug: CodeMake; name: string }[];
  title: string;
  /** True for our own additions (additions.ts), false for rows of the shared data. */
  addedBySite: boolean;
};

export type CodeEntry = {
  code: string;
  /** The SAE J2012 title when the code is generic and in the data. */
  genericTitle: string | undefined;
  makeMeanings: MakeMeaning[];
};

export type LinkedProblem = {
  system: { slug: SystemSlug; name: string };
  slug: string;
  title: string;
  verdict: Verdict;
  /** The makes the problem names for this code; empty for a generic code. */
  makes: CodeMake[];
};

type Library = {
  entries: Map<string, CodeEntry>;
  sorted: CodeEntry[];
  problemsByCode: Map<string, LinkedProblem[]>;
  answers: Map<string, CodeAnswer>;
  /** Each code's titles in lower case, one string, for the title search. */
  searchText: Map<CodeEntry, string>;
  /** The codes of each group (by its key), in order. */
  byGroup: Map<string, CodeEntry[]>;
};

let library: Library | undefined;

function build(): Library {
  const entries = new Map<string, CodeEntry>();
  const entry = (code: string) => {
    let found = entries.get(code);
    if (!found) {
      found = { code, genericTitle: undefined, makeMeanings: [] };
      entries.set(code, found);
    }
    return found;
  };
  for (const [code, title] of data.generic as [string, string][]) entry(code).genericTitle = title;
  const rows = [
    ...(data.manufacturer as [string, CodeMake | null, string][]).map((row) => [...row, false] as const),
    ...manufacturerAdditions().map((row) => [...row, true] as const),
  ];
  for (const [code, make, title, addedBySite] of rows) {
    const meanings = entry(code).makeMeanings;
    const same = meanings.find(
      (meaning) =>
        meaning.title.toLowerCase() === title.toLowerCase() &&
        meaning.addedBySite === addedBySite &&
        (make === null) === (meaning.makes.length === 0),
    );
    const makeRef = make ? [{ slug: make, name: codeMakeName(make) }] : [];
    if (same) same.makes.push(...makeRef);
    else meanings.push({ makes: makeRef, title, addedBySite });
  }
  for (const found of entries.values()) {
    // A make-unknown row whose title a named make gives (often one of our additions) says nothing more.
    const named = new Set(
      found.makeMeanings.filter((meaning) => meaning.makes.length > 0).map((meaning) => meaning.title.toLowerCase()),
    );
    found.makeMeanings = found.makeMeanings.filter(
      (meaning) => meaning.makes.length > 0 || !named.has(meaning.title.toLowerCase()),
    );
    // Named makes first, alphabetically by their first make; the make-unknown meanings last.
    found.makeMeanings.sort(
      (a, b) =>
        (a.makes.length === 0 ? 1 : 0) - (b.makes.length === 0 ? 1 : 0) || firstMake(a).localeCompare(firstMake(b)),
    );
  }

  const problemsByCode = new Map<string, LinkedProblem[]>();
  const codeCounts = new Map<LinkedProblem, number>();
  for (const system of diagnosticSystems) {
    for (const problem of system.problems) {
      for (const code of problem.codes) {
        const [name, makes] = typeof code === "string" ? [code, []] : [code.code, code.makes];
        const list = problemsByCode.get(name) ?? [];
        list.push({
          system: { slug: system.slug, name: system.name },
          slug: problem.slug,
          title: problem.title,
          verdict: problem.verdict,
          makes,
        });
        problemsByCode.set(name, list);
        codeCounts.set(list.at(-1)!, problem.codes.length);
      }
    }
  }
  // Most to the point first: a problem named after the code, then those listing fewer codes (stable otherwise).
  for (const [code, list] of problemsByCode) {
    const rank = (linked: LinkedProblem) => (linked.title.includes(code) ? 0 : 100) + codeCounts.get(linked)!;
    list.sort((a, b) => rank(a) - rank(b));
  }

  const answers = new Map(
    [...fuelAndEmissions, ...sensorsAndAir, ...engineControl, ...transmission, ...networkChassisBody].map((answer) => [
      answer.code,
      answer,
    ]),
  );

  const sorted = [...entries.values()].sort((a, b) => compareCodes(a.code, b.code));
  const searchText = new Map(
    sorted.map((entry) => [
      entry,
      [entry.genericTitle ?? "", ...entry.makeMeanings.map((meaning) => meaning.title)].join(" ").toLowerCase(),
    ]),
  );
  const byGroup = new Map<string, CodeEntry[]>();
  for (const entry of sorted) {
    const key = codeGroup(entry.code).key;
    const list = byGroup.get(key);
    if (list) list.push(entry);
    else byGroup.set(key, [entry]);
  }
  return { entries, sorted, problemsByCode, answers, searchText, byGroup };
}

function firstMake(meaning: MakeMeaning) {
  return meaning.makes[0]?.name ?? "";
}

/** Orders codes as a scan tool lists them: by letter P, B, C, U, then by the rest. */
export function compareCodes(a: string, b: string) {
  const letters = "PBCU";
  return letters.indexOf(a[0]!) - letters.indexOf(b[0]!) || (a < b ? -1 : a > b ? 1 : 0);
}

function codeLibrary(): Library {
  library ??= build();
  return library;
}

/** A code of the data, or undefined. `code` must already be canonical (normalizeCode). */
export function getCode(code: string): CodeEntry | undefined {
  return codeLibrary().entries.get(code);
}

/** The heading for a code: its generic title, else its one manufacturer meaning, else a plain label. */
export function codeTitle(entry: CodeEntry): string {
  if (entry.genericTitle) return entry.genericTitle;
  const [only, ...others] = entry.makeMeanings;
  if (only && others.length === 0) return only.title;
  return "Manufacturer-specific code";
}

/**
 * A code's line in a list (browsing, search results, related codes): its
 * generic title, its one manufacturer meaning with the make, or how many
 * meanings it has and for which makes.
 */
export function codeListTitle(entry: CodeEntry): string {
  if (entry.genericTitle) return entry.genericTitle;
  const [only, ...others] = entry.makeMeanings;
  if (!only) return "Manufacturer-specific code";
  const makes = (meaning: MakeMeaning) => meaning.makes.map((make) => make.name);
  if (others.length === 0) {
    const names = makes(only);
    return names.length > 0 ? `${names.join(", ")}: ${only.title}` : only.title;
  }
  const names = [...new Set(entry.makeMeanings.flatMap(makes))];
  const shown = names.length > 4 ? `${names.slice(0, 4).join(", ")} and ${names.length - 4} more` : names.join(", ");
  return `${entry.makeMeanings.length} meanings by make${shown ? `: ${shown}` : ""}`;
}

/** A code as lists show it: its line, and whether it has a written answer and listing problems. */
export function codeListItem(entry: CodeEntry): { code: string; title: string; answered: boolean; problems: number } {
  return {
    code: entry.code,
    title: codeListTitle(entry),
    answered: codeLibrary().answers.has(entry.code),
    problems: problemsListing(entry.code).length,
  };
}

/**
 * Problems of the knowledge base that list the code, most to the point first:
 * those named after the code, then those listing fewer codes, then catalogue order.
 */
export function problemsListing(code: string): LinkedProblem[] {
  return codeLibrary().problemsByCode.get(code) ?? [];
}

/** The written answer for a code, with the problem it points to. */
export function writtenAnswer(code: string): { answer: CodeAnswer; problem: Problem; system: SystemSlug } | undefined {
  const answer = codeLibrary().answers.get(code);
  if (!answer) return undefined;
  const [systemSlug, problemSlug] = answer.problem.split("/") as [string, string];
  const found = getProblem(systemSlug, problemSlug);
  return found ? { answer, problem: found.problem, system: found.system.slug } : undefined;
}

export function allAnswers(): CodeAnswer[] {
  return [...codeLibrary().answers.values()];
}

/** A page worth indexing: it has a written answer or at least one problem lists the code. */
export function isIndexable(code: string): boolean {
  return codeLibrary().answers.has(code) || problemsListing(code).length > 0;
}

/**
 * Neighbours in the same circuit family: codes of the data sharing the first
 * four characters (P0130–P013F holds the bank 1 sensor 1 circuit codes,
 * P0300–P030F the misfire codes), nearest first.
 */
export function relatedCodes(code: string, limit = 12): CodeEntry[] {
  const family = code.slice(0, 4);
  const value = Number.parseInt(code.slice(1), 16);
  return codeLibrary()
    .sorted.filter((entry) => entry.code !== code && entry.code.startsWith(family))
    .sort(
      (a, b) =>
        Math.abs(Number.parseInt(a.code.slice(1), 16) - value) - Math.abs(Number.parseInt(b.code.slice(1), 16) - value),
    )
    .slice(0, limit)
    .sort((a, b) => compareCodes(a.code, b.code));
}

/** Every code of the data in scan-tool order. */
export function allCodes(): readonly CodeEntry[] {
  return codeLibrary().sorted;
}

/** The groups of one letter with how many codes each holds, for browsing /codes. */
export function groupsOf(
  letter: CodeLetter,
): { key: string; name: string; control: "generic" | "manufacturer"; count: number }[] {
  const groups = new Map<string, { key: string; name: string; control: "generic" | "manufacturer"; count: number }>();
  for (const entry of codeLibrary().sorted) {
    if (entry.code[0] !== letter) continue;
    const group = codeGroup(entry.code);
    const found = groups.get(group.key);
    if (found) found.count += 1;
    else groups.set(group.key, { ...group, control: codeControl(entry.code), count: 1 });
  }
  return [...groups.values()];
}

/** The codes of one group (its key as codeGroup gives it), in order. */
export function codesInGroup(groupKey: string): readonly CodeEntry[] {
  return codeLibrary().byGroup.get(groupKey) ?? [];
}

/**
 * Codes whose titles contain every word of the query (case-insensitive),
 * answered codes first. For the lookup's "matching codes by title" list.
 */
export function searchCodeTitles(query: string, limit = 50): CodeEntry[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9/]+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return [];
  const { sorted, answers, searchText } = codeLibrary();
  const matches = sorted.filter((entry) => {
    const text = searchText.get(entry)!;
    return words.every((word) => text.includes(word));
  });
  // Answered codes first, then codes a problem lists, then scan-tool order (the sort is stable).
  const rank = (entry: CodeEntry) => (answers.has(entry.code) ? 0 : problemsListing(entry.code).length > 0 ? 1 : 2);
  return matches.sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

/** Codes that begin with a partial code ("P04", "u01"), in scan-tool order: what a half-typed code finds. */
export function codesWithPrefix(prefix: string, limit = 50): CodeEntry[] {
  const start = prefix.toUpperCase();
  const { sorted } = codeLibrary();
  const found: CodeEntry[] = [];
  for (const entry of sorted) {
    if (entry.code.startsWith(start)) found.push(entry);
    if (found.length === limit) break;
  }
  return found;
}

/**
 * What a code listed on a problem means there: its generic title, or, for a
 * manufacturer code, the meanings of the makes the problem names (each with
 * those makes). Empty when the data has no meaning for them.
 */
export function codeMeaningFor(code: string, makes: readonly CodeMake[]): { title: string; makes: string[] }[] {
  const entry = getCode(code);
  if (!entry) return [];
  if (makes.length === 0) return entry.genericTitle ? [{ title: entry.genericTitle, makes: [] }] : [];
  return entry.makeMeanings.flatMap((meaning) => {
    const named = meaning.makes.filter((make) => makes.includes(make.slug)).map((make) => make.name);
    return named.length > 0 ? [{ title: meaning.title, makes: named }] : [];
  });
}

/**
 * Where a code's group points when no problem says: the live system page
 * that covers that part of the car. Powertrain groups by their J2012 range
 * (fuel and air, ignition and misfire, computer, transmission; the rest to
 * OBD), body codes to electrical, chassis codes to ABS, network codes to the
 * CAN bus.
 */
const powertrainGroupSystems: Readonly<Record<string, string>> = {
  P00: "fuel-system",
  P01: "fuel-system",
  P02: "fuel-system",
  "P20–P22": "fuel-system",
  "P29–P2A": "fuel-system",
  P06: "ecu",
  P26: "ecu",
  "P07–P09": "transmission",
  "P27–P28": "transmission",
};
const letterSystems: Readonly<Record<CodeLetter, string>> = {
  P: "obd",
  B: "electrical",
  C: "abs-system",
  U: "can-bus-network",
};

/**
 * The system page a code belongs to: the written answer's, else the first
 * listing problem's, else the one its group maps to (only live systems).
 */
export function codeSystem(code: string): { slug: SystemSlug; name: string } | undefined {
  const answered = writtenAnswer(code);
  if (answered) {
    const system = getSystem(answered.system)!;
    return { slug: system.slug, name: system.name };
  }
  const listing = problemsListing(code)[0];
  if (listing) return listing.system;
  const letter = code[0] as CodeLetter;
  const candidates = [powertrainGroupSystems[codeGroup(code).key], letterSystems[letter], "obd"];
  for (const slug of candidates) {
    const system = slug ? getSystem(slug) : undefined;
    if (system) return { slug: system.slug, name: system.name };
  }
  return undefined;
}

export type CodeGroup = {
  key: string;
  /** The key as it appears in an address: "P07-P09" for P07–P09. */
  slug: string;
  name: string;
  letter: CodeLetter;
  control: "generic" | "manufacturer";
  count: number;
};

/** A group key as a URL segment (the en dash of a range becomes a hyphen). */
export function groupSlug(key: string): string {
  return key.replace("–", "-");
}

let groupList: readonly CodeGroup[] | undefined;

/** Every group that holds codes, letter by letter (P, B, C, U), for browsing. */
export function allGroups(): readonly CodeGroup[] {
  groupList ??= (["P", "B", "C", "U"] as const).flatMap((letter) =>
    groupsOf(letter).map((group) => ({ ...group, slug: groupSlug(group.key), letter })),
  );
  return groupList;
}

/** The group whose URL segment this is (exact, upper case), or undefined. */
export function groupBySlug(slug: string): CodeGroup | undefined {
  return allGroups().find((group) => group.slug === slug);
}

/** Where the titles come from and what the import corrected (counts), for the credit on /codes. */
export function codeDataNotes(): { source: string; corrections: Readonly<Record<string, number>> } {
  return { source: data.source, corrections: data.corrections };
}
