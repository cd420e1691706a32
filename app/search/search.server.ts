import MiniSearch from "minisearch";
import { type CodeMake, codeMakes, normalizeCode } from "~/content/codes";
import { getCode, problemsListing, writtenAnswer } from "~/content/codes/index.server";
import { type ManufacturerSlug, manufacturers } from "~/content/manufacturers";
import { buildDocuments, type SearchDocument } from "./documents.server";
import { ELECTRIC_UNASKED, electricCues } from "./powertrain";
import { createCorrector } from "./spelling";
import { stopWords, synonymGroups, weakWords } from "./synonyms";
import {
  analyzeQuery,
  compileVocabulary,
  findMatches,
  indexTerms,
  markTerms,
  meaningful,
  readWords,
  type Vocabulary,
  type Word,
} from "./text";
import type { Mark, SearchResponse, SearchResult } from "./types";
import { vehicleNames } from "./vehicles";

/**
 * The site search: every page kind in one MiniSearch index, built once when
 * the server starts and held in memory (docs/decisions/0022-site-search.md).
 * Nothing of it reaches the browser: pages and /api/search call `search`.
 *
 * Relevance, in order of what decides:
 * 1. A trouble code in the query ("p0420", "P0 420", "c1145 ford") puts that
 *    code's page first, then the problems that list the code (those for the
 *    make named in the query first, then the one its written answer points to).
 * 2. MiniSearch's BM25 score over the fields below, with each query word
 *    also matched by prefix and, within an edit distance or two, fuzzily, and
 *    each synonym group the query holds matched as a term of its own.
 * 3. A per-page factor: trouble codes known only by their title count least;
 *    a make or model in the query favours pages about that make; a question
 *    of the "what is" kind favours glossary terms.
 */

type Field = "title" | "name" | "aka" | "summary" | "body" | "codes" | "system";
const fields: Field[] = ["title", "name", "aka", "summary", "body", "codes", "system"];

/** How much a match in each field counts: the title and name first, then what else it is called or what you notice. */
const fieldBoosts: Record<Field, number> = { title: 5, name: 3, aka: 2, summary: 1.5, body: 1, codes: 4, system: 1.5 };

const rankWeights: Record<SearchDocument["rank"], number> = {
  full: 1,
  glossary: 0.7,
  "code-answered": 0.6,
  "code-title-only": 0.3,
};

/** Favouring pages about a make the query names, and holding back pages about other makes. */
const SAME_MAKE = 2;
const OTHER_MAKE = 0.6;
/** A "what is…" question favours the glossary this much. */
const DEFINITION = 3;
/** What a match by the start of the word still being typed counts, against a whole word. */
const PREFIX = 0.375;
/** Word order: how many of the best hits are looked at, how near two words must be, and what each near pair adds. */
const PROXIMITY_CANDIDATES = 150;
const PROXIMITY_WINDOW = 4;
/** A word that is part of a synonym phrase the query holds counts half (the phrase's own term counts fully); a weak word a third. */
const IN_PHRASE = 0.5;
const WEAK = 0.3;
const PROXIMITY = 0.5;

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
/** At most this many codes of one query are looked up. */
const MAX_CODES = 3;
const SNIPPET_LENGTH = 180;

export type SiteSearch = {
  search: (query: string, options?: { limit?: number }) => SearchResponse;
  /** True when a page of that address is in the index (the relevance test checks its expectations with it). */
  hasUrl: (url: string) => boolean;
  documentCount: number;
};

/** A make's names as the vocabulary matches them, each pointing to its manufacturer profile. */
function vehicleVocabulary(): Vocabulary {
  const entries: { phrase: string; token: string }[] = [];
  for (const [profile, names] of Object.entries(vehicleNames)) {
    for (const phrase of names ?? []) entries.push({ phrase, token: profile });
  }
  for (const make of codeMakes) if (make.profile) entries.push({ phrase: make.name, token: make.profile });
  for (const m of manufacturers) entries.push({ phrase: m.name, token: m.slug });
  return compileVocabulary(entries);
}

const CODE = /(?<![\p{L}\p{N}])[pbcu][\s._-]?[0-3][\s._-]?[0-9a-f][\s._-]?[0-9a-f][\s._-]?[0-9a-f](?![\p{L}\p{N}])/giu;

/** Trouble codes written anywhere in a query, in any spelling: "p0420", "P0 420", "P-0420". */
export function codesInQuery(query: string): string[] {
  const found = new Set<string>();
  for (const match of query.matchAll(CODE)) {
    const code = normalizeCode(match[0]);
    if (code) found.add(code);
  }
  return [...found].slice(0, MAX_CODES);
}

/** The query with each code written the canonical way, so "P0 420" searches the words as "P0420" does. */
function withCanonicalCodes(query: string) {
  return query.replace(CODE, (written) => normalizeCode(written) ?? written);
}

/** The piece of `text` worth showing around its first marks, with the marks moved along. */
function clip(text: string, marks: Mark[]): { snippet: string; snippetMarks: Mark[] } {
  if (text.length <= SNIPPET_LENGTH) return { snippet: text, snippetMarks: marks };
  let start = 0;
  if (marks.length > 0 && marks[0]![1] > SNIPPET_LENGTH - 20) {
    const from = Math.max(0, marks[0]![0] - 40);
    const space = text.indexOf(" ", from);
    start = space === -1 || space > marks[0]![0] ? from : space + 1;
  }
  let end = start + SNIPPET_LENGTH;
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + SNIPPET_LENGTH / 2) end = space;
  } else end = text.length;
  const prefix = start > 0 ? "…" : "";
  const body = text.slice(start, end).replace(/[\s,;:]+$/, "");
  const suffix = end < text.length ? "…" : "";
  const shift = prefix.length - start;
  const snippetMarks = marks
    .filter(([from, to]) => from >= start && to <= start + body.length)
    .map(([from, to]): Mark => [from + shift, to + shift]);
  return { snippet: `${prefix}${body}${suffix}`, snippetMarks };
}

/** What a result needs of a document once the index is built: its long texts are dropped then. */
type Indexed = Pick<
  SearchDocument,
  "url" | "kind" | "title" | "name" | "snippets" | "rank" | "systemRef" | "verdict" | "electricOnly"
>;

export function createSiteSearch(): SiteSearch {
  const built = buildDocuments();
  const vehicles = vehicleVocabulary();
  const byUrl = new Map(built.map((doc, id) => [doc.url, id]));

  /** The words of the document being added, read once per field for the index, the corrector and the makes. */
  let reading: Record<Field, Word[]> | undefined;
  const index = new MiniSearch<{ id: number } & Record<Field, string>>({
    fields,
    idField: "id",
    tokenize: (text, field) => indexTerms(reading?.[field as Field] ?? text),
    processTerm: (term) => term,
  });
  const read: Word[][] = [];
  const profiles: ReadonlySet<ManufacturerSlug>[] = built.map((doc, id) => {
    const texts = {
      id,
      title: doc.title,
      name: doc.name,
      aka: doc.aka,
      summary: doc.summary,
      body: doc.body,
      codes: doc.codes,
      system: doc.system,
    };
    reading = Object.fromEntries(fields.map((field) => [field, readWords(texts[field])])) as Record<Field, Word[]>;
    index.add(texts);
    read.push(reading.title, reading.name, reading.aka, reading.summary, reading.body);
    if (doc.kind === "manufacturer") return new Set(doc.makes);
    const named = [reading.title, reading.aka, reading.summary, reading.body].flatMap((words) =>
      findMatches(words, vehicles).map((match) => match.token as ManufacturerSlug),
    );
    return new Set([...doc.makes, ...named]);
  });
  reading = undefined;
  const correct = createCorrector(read, [...synonymGroups.flat(), ...Object.values(vehicleNames).flat(), ...stopWords]);
  read.length = 0;
  const documents: Indexed[] = built.map(
    ({ url, kind, title, name, snippets, rank, systemRef, verdict, electricOnly }) => ({
      url,
      kind,
      title,
      name,
      snippets,
      rank,
      systemRef,
      verdict,
      ...(electricOnly ? { electricOnly } : {}),
    }),
  );
  built.length = 0;

  /** Each document's title and name as stems with their word positions, read when first needed. */
  const positions = new Map<number, Map<string, number[]>>();
  function positionsOf(id: number) {
    let found = positions.get(id);
    if (!found) {
      found = new Map();
      const doc = documents[id]!;
      // The name's words follow the title's with a gap, so a pair never spans the two.
      const stems = [...readWords(doc.title), { stem: "" }, { stem: "" }, { stem: "" }, ...readWords(doc.name)];
      stems.forEach(({ stem }, at) => {
        if (stem) found!.set(stem, [...(found!.get(stem) ?? []), at]);
      });
      positions.set(id, found);
    }
    return found;
  }

  /**
   * BM25 does not look at word order, so "clutch slipping" scores a page that
   * says "clutch" in one place and "slipping" in another like one whose title
   * says "clutch slips". Among the best hits, each pair of neighbouring query
   * words that also stand within a few words of each other in a page's title
   * or name raises its score by half.
   */
  function withProximity<T extends { id: number; score: number }>(hits: T[], words: readonly Word[]): T[] {
    // Weak words ("noise", "car") are skipped: "grinding noise when braking" pairs grinding with braking.
    const stems = words.filter((word) => meaningful(word) && !weakWords.has(word.norm)).map((word) => word.stem);
    const pairs = stems.slice(1).map((stem, index) => [stems[index]!, stem] as const);
    if (pairs.length === 0) return hits;
    const head = hits.slice(0, PROXIMITY_CANDIDATES).map((hit) => {
      const at = positionsOf(hit.id);
      let near = 0;
      for (const [first, second] of pairs) {
        const from = at.get(first);
        const to = at.get(second);
        if (from && to && from.some((a) => to.some((b) => a !== b && Math.abs(a - b) <= PROXIMITY_WINDOW))) near += 1;
      }
      return near === 0 ? hit : { ...hit, score: hit.score * (1 + PROXIMITY * near) };
    });
    head.sort((a, b) => b.score - a.score);
    return [...head, ...hits.slice(PROXIMITY_CANDIDATES)];
  }

  function toResult(id: number, terms: ReadonlySet<string>): SearchResult {
    const doc = documents[id]!;
    let best = { text: doc.snippets[0] ?? "", marks: [] as Mark[] };
    for (const text of doc.snippets) {
      const marks = markTerms(text, terms);
      if (marks.length > best.marks.length) best = { text, marks };
    }
    return {
      url: doc.url,
      title: doc.title,
      kind: doc.kind,
      ...clip(best.text, best.marks),
      titleMarks: markTerms(doc.title, terms),
      ...(doc.systemRef ? { system: doc.systemRef } : {}),
      ...(doc.verdict ? { verdict: doc.verdict } : {}),
    };
  }

  function search(raw: string, options: { limit?: number } = {}): SearchResponse {
    const query = raw.replace(/\s+/g, " ").trim();
    const limit = Math.min(Math.max(1, options.limit ?? DEFAULT_LIMIT), MAX_LIMIT);
    if (!query) return { query, results: [] };

    const { terms, words, asksDefinition } = analyzeQuery(withCanonicalCodes(query), correct);
    // The word still being typed: the last one, unless the query ends with a space.
    const last = /\s$/.test(raw) ? undefined : words.at(-1);
    const typing = last?.stem;
    // Where its stem is not the start of the stems of the words it begins ("grindi" of "grinding", stem
    // "grind"), prefix matching alone finds nothing: those stems are searched too, weighed as a prefix match.
    const completing = new Set(
      last && !last.typed ? correct.completions(last.norm).filter((stem) => !stem.startsWith(last.stem)) : [],
    );
    const known = new Map(terms.map((term) => [term.term, term]));
    const wanted = new Set(findMatches(words, vehicles).map((match) => match.token as ManufacturerSlug));
    const queryTerms = new Set(terms.map((term) => term.term));
    const asksElectric = words.some((word) => electricCues.has(word.norm));

    const weightOf = (id: number) => {
      const doc = documents[id]!;
      let weight = rankWeights[doc.rank];
      if (wanted.size > 0 && profiles[id]!.size > 0) {
        weight *= [...profiles[id]!].some((profile) => wanted.has(profile)) ? SAME_MAKE : OTHER_MAKE;
      }
      if (asksDefinition && doc.kind === "glossary") weight *= DEFINITION;
      if (doc.electricOnly && !asksElectric) weight *= ELECTRIC_UNASKED;
      return weight;
    };

    const found =
      terms.length === 0
        ? []
        : index.search([...terms.map((term) => term.term), ...completing].join(" "), {
            tokenize: (text) => text.split(" "),
            processTerm: (term) => term,
            boost: fieldBoosts,
            weights: { fuzzy: 0.45, prefix: PREFIX },
            // Prefix matching for the word still being typed. Typos are mended before this by the
            // corrector (spelling.ts), on whole words; fuzzy matching of stems here would only add noise.
            prefix: (term) => term === typing && term.length >= 3 && !/\d/.test(term),
            fuzzy: false,
            boostTerm: (term) => {
              if (completing.has(term) && !known.has(term)) return PREFIX;
              const entry = known.get(term);
              return entry?.weak ? WEAK : entry?.inPhrase ? IN_PHRASE : 1;
            },
            boostDocument: (id: number) => weightOf(id),
          });
    const hits = withProximity(found, words);

    const placed: { id: number; terms: ReadonlySet<string> }[] = [];
    const taken = new Set<number>();
    const place = (id: number | undefined, matched: ReadonlySet<string>) => {
      if (id === undefined || taken.has(id)) return;
      taken.add(id);
      placed.push({ id, terms: matched });
    };

    // 1. Trouble codes: their pages, then the problems that list them.
    const codes = codesInQuery(query);
    if (codes.length > 0) {
      const scores = new Map(hits.map((hit) => [hit.id as number, hit.score]));
      const codeTerms = new Set([...queryTerms, ...codes.map((code) => code.toLowerCase())]);
      for (const code of codes) if (getCode(code)) place(byUrl.get(`/codes/${code}`), codeTerms);
      const listing = new Map<number, { codes: number; sameMake: boolean; answer: boolean; score: number }>();
      for (const code of codes) {
        const answer = writtenAnswer(code);
        for (const linked of problemsListing(code)) {
          const id = byUrl.get(`/diagnostics/${linked.system.slug}/${linked.slug}`);
          if (id === undefined) continue;
          const makeProfiles = linked.makes.map((make: CodeMake) => codeMakes.find((m) => m.slug === make)?.profile);
          const entry = listing.get(id) ?? { codes: 0, sameMake: false, answer: false, score: scores.get(id) ?? 0 };
          entry.codes += 1;
          entry.sameMake ||= makeProfiles.some((profile) => profile && wanted.has(profile));
          entry.answer ||= answer?.problem.slug === linked.slug && answer.system === linked.system.slug;
          listing.set(id, entry);
        }
      }
      const ordered = [...listing.entries()].sort(
        ([, a], [, b]) =>
          b.codes - a.codes ||
          Number(b.sameMake) - Number(a.sameMake) ||
          Number(b.answer) - Number(a.answer) ||
          b.score - a.score,
      );
      for (const [id] of ordered) place(id, codeTerms);
    }

    // 2. Everything else, best first.
    for (const hit of hits) {
      if (placed.length >= limit) break;
      place(hit.id as number, new Set([...hit.terms, ...queryTerms]));
    }

    const corrections = words.flatMap((word) => (word.typed ? [{ from: word.typed, to: word.norm }] : []));
    return {
      query,
      results: placed.slice(0, limit).map(({ id, terms: matched }) => toResult(id, matched)),
      ...(corrections.length > 0 ? { corrections } : {}),
    };
  }

  return {
    search,
    hasUrl: (url) => byUrl.has(url),
    documentCount: documents.length,
  };
}
