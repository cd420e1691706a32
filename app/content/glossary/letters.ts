import { glossary } from "./terms";

/** The index letter a term is listed under: A–Z, or "#" for a digit or symbol. */
export function initialOf(term: string) {
  const first = term[0]!.toUpperCase();
  return /[A-Z]/.test(first) ? first : "#";
}

/** The address segment of a letter's page: /glossary/letter/m, /glossary/letter/0-9. */
export function letterSlug(letter: string) {
  return letter === "#" ? "0-9" : letter.toLowerCase();
}

/** The letter a slug names, or undefined: the inverse of `letterSlug`. */
export function letterFromSlug(slug: string) {
  if (slug === "0-9") return "#";
  return /^[a-z]$/.test(slug) ? slug.toUpperCase() : undefined;
}

/** Every letter page there is, in index order. */
export function glossaryLetterSlugs() {
  return [...new Set(glossary.map((entry) => initialOf(entry.term)))].sort().map(letterSlug);
}
