import { stemmer } from "stemmer";
import { definitionQuestions, stopWords, synonymGroups, weakWords, wordForms } from "./synonyms";
import type { Mark } from "./types";

/**
 * How the search reads text, the same way for the pages it indexes and for
 * the queries it answers: words (with "A/C" and "F-150" kept whole, and
 * apostrophes dropped so "won't" and "wont" are one word), each reduced to
 * its Porter stem, and the synonym groups of synonyms.ts found among them.
 * Pure and server-free, so the unit tests read it directly.
 */
export type Word = {
  /** Where the word sits in the text it was read from. */
  start: number;
  end: number;
  /** Lower case, accents and apostrophes removed: "won't" → "wont". */
  norm: string;
  /** What the index holds for it: "squealing" → "squeal"; short words, numbers and codes stay as they are. */
  stem: string;
  /** Set on a query word replaced by a spelling correction: what was typed. */
  typed?: string;
};

/** A run of words that matched a vocabulary entry: words [from, to) of the text. */
export type Match = { token: string; from: number; to: number };

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export function fold(text: string) {
  const lower = text.toLowerCase();
  if (/^[a-z0-9]+$/.test(lower)) return lower;
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/['’]/g, "");
}

/** Stems already worked out: the site uses about 30,000 distinct words, each stemmed once. */
const stems = new Map<string, string>();

export function stemOf(norm: string) {
  if (norm.length <= 3 || /\d/.test(norm)) return norm;
  let stem = stems.get(norm);
  if (stem === undefined) {
    // Porter adds an "e" to "overheat" in "overheating" and then strips "ate": "overh", while "overheats" gives
    // "overheat". Stemming the base keeps every form of an "-eat" verb together.
    const base = /eat(ing|ed)$/.exec(norm);
    stem = wordForms[norm] ?? stemmer(base ? norm.slice(0, norm.length - base[1]!.length) : norm);
    if (stems.size < 200_000) stems.set(norm, stem);
  }
  return stem;
}

/** The words of a text with their places in it. */
export function readWords(text: string): Word[] {
  const found: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const norm = fold(match[0]);
    const previous = found.at(-1);
    if (previous) {
      const gap = text.slice(previous.end, start);
      // "A/C" is one word, and so is a model, engine or refrigerant written with a hyphen: "F-150", "CX-5", "R-134a".
      const airConditioning = gap === "/" && previous.norm === "a" && norm === "c";
      const model = gap === "-" && /^[a-z]{1,3}$/.test(previous.norm) && /^\d{1,4}[a-z]{0,2}$/.test(norm);
      if (airConditioning || model) {
        previous.end = end;
        previous.norm += norm;
        previous.stem = stemOf(previous.norm);
        continue;
      }
    }
    found.push({ start, end, norm, stem: stemOf(norm) });
  }
  return found;
}

/** Matches phrases (runs of stems) and single stems to tokens. */
export type Vocabulary = {
  single: Map<string, string[]>;
  phrases: Map<string, { stems: string[]; token: string }[]>;
};

export function compileVocabulary(entries: readonly { phrase: string; token: string }[]): Vocabulary {
  const single = new Map<string, string[]>();
  const phrases = new Map<string, { stems: string[]; token: string }[]>();
  for (const { phrase, token } of entries) {
    const stems = readWords(phrase).map((word) => word.stem);
    if (stems.length === 0) continue;
    if (stems.length === 1) {
      const tokens = single.get(stems[0]!) ?? [];
      if (!tokens.includes(token)) tokens.push(token);
      single.set(stems[0]!, tokens);
    } else {
      const list = phrases.get(stems[0]!) ?? [];
      list.push({ stems, token });
      phrases.set(stems[0]!, list);
    }
  }
  return { single, phrases };
}

/** Every vocabulary entry found in the words, one match per token where matches of it overlap. */
export function findMatches(words: readonly Word[], vocabulary: Vocabulary): Match[] {
  const matches: Match[] = [];
  const coveredUntil = new Map<string, number>();
  for (let index = 0; index < words.length; index += 1) {
    const found: Match[] = [];
    for (const token of vocabulary.single.get(words[index]!.stem) ?? [])
      found.push({ token, from: index, to: index + 1 });
    for (const phrase of vocabulary.phrases.get(words[index]!.stem) ?? []) {
      const fits = phrase.stems.every((stem, offset) => words[index + offset]?.stem === stem);
      if (fits) found.push({ token: phrase.token, from: index, to: index + phrase.stems.length });
    }
    // Longest first, so "check engine light" wins over "check engine" at the same place.
    found.sort((a, b) => b.to - a.to);
    for (const match of found) {
      if ((coveredUntil.get(match.token) ?? 0) > match.from) continue;
      coveredUntil.set(match.token, match.to);
      matches.push(match);
    }
  }
  return matches;
}

/** The token of a synonym group: its first entry, folded: "_ac", "_checkenginelight". */
export function groupToken(group: readonly string[]) {
  return `_${fold(group[0]!).replace(/[^a-z0-9]+/g, "")}`;
}

let synonyms: Vocabulary | undefined;
export function synonymVocabulary() {
  synonyms ??= compileVocabulary(
    synonymGroups.flatMap((group) => group.map((phrase) => ({ phrase, token: groupToken(group) }))),
  );
  return synonyms;
}

/** A word worth a term of its own: not filler, and not a stray letter. */
export function meaningful(word: Word) {
  return !stopWords.has(word.norm) && (word.norm.length > 1 || /\d/.test(word.norm));
}

/** The terms the index holds for a text: each meaningful word's stem, then each synonym group found. */
export function indexTerms(text: string | readonly Word[]): string[] {
  const words = typeof text === "string" ? readWords(text) : text;
  const terms = words.filter(meaningful).map((word) => word.stem);
  for (const match of findMatches(words, synonymVocabulary())) terms.push(match.token);
  return terms;
}

export type QueryTerm = {
  term: string;
  /** The word as typed, when the term is a spelling correction of it ("bering" → "bear"). */
  corrected?: string;
  /** A synonym group's token, or a word of the query. */
  group: boolean;
  /** A word that is part of a multi-word synonym the query holds ("check engine light"). */
  inPhrase: boolean;
  /** A word that says little on its own ("noise", "problem"): see weakWords. */
  weak: boolean;
};

let definitions: Vocabulary | undefined;

/** The terms of a query, each once, in the order they appear, with what else the wording says. */
export function analyzeQuery(
  query: string,
  correct: (word: Word) => Word = (word) => word,
): { words: Word[]; terms: QueryTerm[]; asksDefinition: boolean } {
  const words = readWords(query).map(correct);
  const matches = findMatches(words, synonymVocabulary());
  const inPhrase = new Set<number>();
  for (const match of matches) {
    if (match.to - match.from > 1) for (let index = match.from; index < match.to; index += 1) inPhrase.add(index);
  }
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  words.forEach((word, index) => {
    if (!meaningful(word) || seen.has(word.stem)) return;
    seen.add(word.stem);
    terms.push({
      term: word.stem,
      group: false,
      inPhrase: inPhrase.has(index),
      weak: weakWords.has(word.norm),
      ...(word.typed ? { corrected: word.typed } : {}),
    });
  });
  for (const match of matches) {
    if (seen.has(match.token)) continue;
    seen.add(match.token);
    terms.push({ term: match.token, group: true, inPhrase: false, weak: false });
  }
  definitions ??= compileVocabulary(definitionQuestions.map((phrase) => ({ phrase, token: "?" })));
  return { words, terms, asksDefinition: findMatches(words, definitions).length > 0 };
}

/**
 * The words of a text to mark for a set of matched terms: a word is marked
 * when its stem is one of them, or when it is part of a synonym the terms
 * hold ("A/C" for a query that said "air conditioning").
 */
export function markTerms(text: string, terms: ReadonlySet<string>): Mark[] {
  if (terms.size === 0) return [];
  const words = readWords(text);
  const marked = new Array<boolean>(words.length).fill(false);
  words.forEach((word, index) => {
    if (terms.has(word.stem) && meaningful(word)) marked[index] = true;
  });
  for (const match of findMatches(words, synonymVocabulary())) {
    if (!terms.has(match.token)) continue;
    for (let index = match.from; index < match.to; index += 1) marked[index] = true;
  }
  const marks: Mark[] = [];
  words.forEach((word, index) => {
    if (!marked[index]) return;
    const last = marks.at(-1);
    // Neighbouring marked words separated by spaces only read as one mark: "check engine light".
    if (last && /^ +$/.test(text.slice(last[1], word.start))) last[1] = word.end;
    else marks.push([word.start, word.end]);
  });
  return marks;
}
