import type { GlossaryEntry } from "./schema";
import { glossary } from "./terms";

/** Lowercased term or alias → entry, built once. */
const index = new Map<string, GlossaryEntry>();
for (const entry of glossary) {
  for (const name of [entry.term, ...entry.aka]) index.set(normalize(name), entry);
}

function normalize(name: string) {
  return name.toLowerCase().replace(/[’']/g, "").replace(/\s+/g, " ").trim();
}

/** The glossary entry for a term as a page writes it ("fuel trims", "MAF"), if there is one. */
export function findGlossaryEntry(term: string): GlossaryEntry | undefined {
  const key = normalize(term);
  return index.get(key) ?? (key.endsWith("s") ? index.get(key.slice(0, -1)) : undefined) ?? index.get(`${key}s`);
}
