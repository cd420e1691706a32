/**
 * Facts that age carry their date (docs/content-style.md): a profile never says
 * "now", "currently" or "still" unless the same sentence gives a year or a
 * month and year. Free of zod; used by time-words.test.ts.
 */
export const undatedTimeWord =
  /\b(now|currently|has run out|still being developed|recently|still|at present|these days|latest)\b/i;

/** A year from 1900 to 2099, alone or after a month ("November 2026"). */
const date = /\b(19|20)\d{2}(s|\b)/;

/**
 * Sentences and semicolon clauses, so a year in one clause does not date a
 * "now" in the next. "U.S." and "vs." do not end a sentence.
 */
export function sentences(text: string): string[] {
  return text.split(/(?<!\bU\.S\.)(?<!\bvs\.)(?<=[.!?;])\s+/);
}

/** The sentences of `text` that use a time word without a date. */
export function undatedTimeWords(text: string): string[] {
  return sentences(text).filter((sentence) => undatedTimeWord.test(sentence) && !date.test(sentence));
}
