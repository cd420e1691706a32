/**
 * The door to the glossary: the entries and the lookup pages use to link a
 * term they mention. The server-built list HTML has its own door,
 * `index.server.ts`, so that it can never reach a browser bundle.
 */
export { findGlossaryEntry } from "./lookup";
export type { GlossaryEntry } from "./schema";
export { glossary } from "./terms";
