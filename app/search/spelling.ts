import SearchableMap from "minisearch/SearchableMap";
import { readWords, stemOf, type Word } from "./text";

/**
 * Spelling correction for query words the site never uses ("bering",
 * "transmision", "thermastat"): the nearest word of the site's own text
 * within one edit (two for words of eight letters or more), so the query
 * searches for what was meant, with its stem and its synonyms. Fuzzy matching
 * inside the index works on stems ("bere" is two edits from "bear"); this
 * works on the words as written, where a typo is one edit.
 *
 * A word the site uses, a word of the vocabulary (synonyms, makes, filler) or
 * the start of a word the site uses (someone still typing) is never changed.
 */
export type Corrector = ((word: Word) => Word) & {
  /**
   * The stems of the site's commonest words that begin with a word still being
   * typed. The index holds stems, and the stem of a half-typed word is not
   * always the start of the stem it is on its way to: "grindi" and "grindin"
   * begin "grinding", whose stem is "grind".
   */
  completions: (norm: string) => string[];
};

/** How many of the commonest words a half-typed word may complete to are searched. */
const COMPLETIONS = 5;

/** Counts the words of the site's text as the index reads it, then answers corrections. */
export function createCorrector(texts: Iterable<readonly Word[]>, vocabulary: Iterable<string>): Corrector {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text) {
      if (word.norm.length >= 3 && !/\d/.test(word.norm)) counts.set(word.norm, (counts.get(word.norm) ?? 0) + 1);
    }
  }
  const known = new Set(counts.keys());
  for (const phrase of vocabulary) for (const word of readWords(phrase)) known.add(word.norm);
  const words = SearchableMap.from(counts);

  const correct = (word: Word): Word => {
    const typed = word.norm;
    if (typed.length < 4 || /\d/.test(typed) || known.has(typed) || words.atPrefix(typed).size > 0) return word;
    const candidates = [...words.fuzzyGet(typed, typed.length >= 8 ? 2 : 1)].map(([norm, [count, distance]]) => ({
      norm,
      count,
      distance,
      // A letter left out or swapped is a likelier typo than one typed too many.
      longEnough: norm.length >= typed.length,
    }));
    candidates.sort(
      (a, b) => a.distance - b.distance || Number(b.longEnough) - Number(a.longEnough) || b.count - a.count,
    );
    const best = candidates[0];
    return best ? { ...word, norm: best.norm, stem: stemOf(best.norm), typed } : word;
  };
  const completions = (norm: string) =>
    norm.length < 3 || /\d/.test(norm)
      ? []
      : [
          ...new Set(
            [...words.atPrefix(norm)]
              .sort(([, a], [, b]) => b - a)
              .slice(0, COMPLETIONS)
              .map(([word]) => stemOf(word)),
          ),
        ];
  return Object.assign(correct, { completions });
}
