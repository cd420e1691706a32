import escapeHtml from "escape-html";
import { initialOf, letterSlug } from "./letters";
import type { GlossaryEntry } from "./schema";

function byLetter(entries: readonly GlossaryEntry[]) {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = initialOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return groups;
}

function letterPageLabel(letter: string, count: number) {
  const terms = count === 1 ? "term" : "terms";
  return letter === "#"
    ? `All ${count} ${terms} starting with a digit, with their definitions`
    : `All ${count} ${letter} ${terms} with their definitions`;
}

function otherNames(entry: GlossaryEntry) {
  return entry.aka.length > 0 ? ` <span>also called ${escapeHtml(entry.aka.join(", "))}</span>` : "";
}

/**
 * The A–Z index at /glossary as plain HTML, styled by `.glossary-index` rules
 * in app.css: every term with its anchor (/glossary#maf-sensor lands on it),
 * its other names and a link to its page, and each letter's link to the page
 * with the definitions. All 700+ definitions on one page would be ~110 kB of
 * compressed HTML; the index is a quarter of that.
 */
export function glossaryIndexHtml(entries: readonly GlossaryEntry[]) {
  let html = "";
  for (const [letter, items] of byLetter(entries)) {
    const slug = letterSlug(letter);
    // The browser skips laying out letters off screen; this is the space one holds meanwhile.
    html += `<section data-letter="${letter}" aria-labelledby="letter-${letter}" style="contain-intrinsic-size:auto ${(items.length * 2.75 + 4).toFixed(2)}rem"><h2 id="letter-${letter}">${letter}</h2><p><a href="/glossary/letter/${slug}">${letterPageLabel(letter, items.length)}</a></p><ul>`;
    for (const entry of items) {
      html += `<li id="${entry.id}" data-term="${entry.id}"><a href="/glossary/${entry.id}">${escapeHtml(entry.term)}</a>${otherNames(entry)}</li>`;
    }
    html += "</ul></section>";
  }
  return html;
}

/**
 * One letter's terms with their definitions, as plain HTML styled by
 * `.glossary-list` rules in app.css. Static: sent once, never hydrated.
 */
export function glossaryListHtml(entries: readonly GlossaryEntry[]) {
  let html = "<dl>";
  for (const entry of entries) {
    html += `<div id="${entry.id}" data-term="${entry.id}"><dt><a href="/glossary/${entry.id}">${escapeHtml(entry.term)}</a>${otherNames(entry)}</dt><dd>${escapeHtml(entry.definition)}</dd></div>`;
  }
  return `${html}</dl>`;
}

/** Case-insensitive match on the term and its other names (what the index shows). */
export function matchesGlossaryQuery(entry: GlossaryEntry, query: string) {
  const needle = query.trim().toLowerCase();
  return !needle || [entry.term, ...entry.aka].some((text) => text.toLowerCase().includes(needle));
}
