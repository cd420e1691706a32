import type { Verdict } from "~/content/diagnostics";

/**
 * What a search answers, shared by the server (search.server.ts), the JSON
 * route (/api/search) and the components that show results. Plain data with
 * no HTML: matched words are given as character ranges, so a result renders
 * as text whatever it contains.
 */
/** The longest query a search takes (request.ts checks it; the form's input says it). */
export const MAX_QUERY_LENGTH = 200;

export const resultKinds = [
  "problem",
  "code",
  "glossary",
  "manufacturer",
  "dangerous",
  "emergency",
  "faq",
  "page",
] as const;
export type ResultKind = (typeof resultKinds)[number];

/** What each kind is called beside a result. */
export const resultKindLabels: Record<ResultKind, string> = {
  problem: "Problem",
  code: "Trouble code",
  glossary: "Glossary term",
  manufacturer: "Manufacturer",
  dangerous: "Dangerous problem",
  emergency: "Emergency step",
  faq: "FAQ",
  page: "Page",
};

/** The kind in a sentence, one and several: "1 trouble code", "3 FAQ answers". */
export const resultKindNouns: Record<ResultKind, [one: string, several: string]> = {
  problem: ["problem", "problems"],
  code: ["trouble code", "trouble codes"],
  glossary: ["glossary term", "glossary terms"],
  manufacturer: ["manufacturer", "manufacturers"],
  dangerous: ["dangerous problem", "dangerous problems"],
  emergency: ["emergency step", "emergency steps"],
  faq: ["FAQ answer", "FAQ answers"],
  page: ["page", "pages"],
};

/** A matched word: [start, end) in UTF-16 code units of the text it marks. */
export type Mark = [start: number, end: number];

export type SearchResult = {
  /** The page's path, with a #fragment for an entry on a list page (a dangerous problem, an FAQ answer). */
  url: string;
  title: string;
  kind: ResultKind;
  /** A short plain-text extract, at most about 200 characters. */
  snippet: string;
  /** The matched words of `title` and of `snippet`, in order, not overlapping. */
  titleMarks: Mark[];
  snippetMarks: Mark[];
  /** Problems only: the system it belongs to and whether the car is safe to drive. */
  system?: { slug: string; name: string };
  verdict?: Verdict;
};

export type SearchResponse = {
  query: string;
  results: SearchResult[];
  /** Words of the query the site never uses, and the word searched for instead ("bering" → "bearing"). */
  corrections?: { from: string; to: string }[];
};

/** Cuts text into parts, the marked ones flagged, for rendering as plain text. */
export function splitMarks(text: string, marks: readonly Mark[]): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
