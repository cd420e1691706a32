import type { GlossaryEntry } from "./schema";
import { glossary } from "./terms";

/** Lowercased term or alias → entry, built on first use (nothing runs at import: see docs/decisions/0014). */
let index: Map<string, GlossaryEntry> | undefined;

function byName() {
  if (!index) {
    index = new Map();
    for (const entry of glossary) {
      for (const name of [entry.term, ...entry.aka]) index.set(normalize(name), entry);
    }
  }
  return index;
}

function normalize(name: string) {
  return name.toLowerCase().replace(/[’']/g, "").replace(/\s+/g, " ").trim();
}

/** The glossary entry for a term as a page writes it ("fuel trims", "MAF"), if there is one. */
export function findGlossaryEntry(term: string): GlossaryEntry | undefined {
  const key = normalize(term);
  const names = byName();
  return names.get(key) ?? (key.endsWith("s") ? names.get(key.slice(0, -1)) : undefined) ?? names.get(`${key}s`);
}
