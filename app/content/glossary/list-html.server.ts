import escapeHtml from "escape-html";
import type { GlossaryEntry } from "./schema";

export function initialOf(term: string) {
  const first = term[0]!.toUpperCase();
  return /[A-Z]/.test(first) ? first : "#";
}

/**
 * The glossary list as plain HTML, styled by `.glossary-list` rules in
 * app.css. 700+ entries rendered as React elements cost a phone a third of a
 * second to hydrate for no benefit: the list is static, and the page filters
 * it by showing and hiding these elements.
 */
export function glossaryListHtml(entries: readonly GlossaryEntry[]) {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = initialOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  let html = "";
  for (const [letter, items] of groups) {
    html += `<section data-letter="${letter}" aria-labelledby="letter-${letter}"><h2 id="letter-${letter}">${letter}</h2><dl>`;
    for (const entry of items) {
      const aka = entry.aka.length > 0 ? ` <span>also called ${escapeHtml(entry.aka.join(", "))}</span>` : "";
      html += `<div id="${entry.id}" data-term="${entry.id}"><dt><a href="/glossary/${entry.id}">${escapeHtml(entry.term)}</a>${aka}</dt><dd>${escapeHtml(entry.definition)}</dd></div>`;
    }
    html += "</dl></section>";
  }
  return html;
}

/** Case-insensitive match on the term, its other names and its definition. */
export function matchesGlossaryQuery(entry: GlossaryEntry, query: string) {
  const needle = query.trim().toLowerCase();
  return !needle || [entry.term, ...entry.aka, entry.definition].some((text) => text.toLowerCase().includes(needle));
}
