/**
 * The glossary's server-only door: the /glossary index and the letter pages'
 * lists rendered as HTML on the server (docs/decisions/0011, 0013). Kept apart
 * from index.ts because React Router refuses a `.server` module in a browser
 * bundle: re-exported from index.ts, it would break the build for any
 * component importing anything from the glossary (docs/decisions/0014).
 */
export { glossaryIndexHtml, glossaryListHtml, matchesGlossaryQuery } from "./list-html.server";
