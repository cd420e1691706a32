/**
 * The door to the glossary: the entries, the lookup pages use to link a
 * term they mention, and the index letters with their page addresses. The server-built list HTML has its own door,
 * `index.server.ts`, so that it can never reach a browser bundle.
 */
export { glossaryLetterSlugs, initialOf, letterFromSlug, letterSlug } from "./letters";
export { findGlossaryEntry } from "./lookup";
export type { GlossaryEntry } from "./schema";
export { glossary } from "./terms";
