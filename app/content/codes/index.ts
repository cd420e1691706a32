/**
 * The door to the trouble-code library's small, pure parts: the makes, how a
 * code's characters decode (SAE J2012) and the answer schema. The code data
 * itself (about 18,000 rows) and the queries over it are server-only, behind
 * `index.server.ts`, so that none of it can reach a browser bundle.
 */
export { type CodeMake, codeMakeName, codeMakeSlugs, codeMakes } from "./makes";
export type { CodeAnswer } from "./schema";
export {
  type CodeControl,
  type CodeLetter,
  codeControl,
  codeGroup,
  codePattern,
  explainCharacters,
  normalizeCode,
  systemLetters,
} from "./structure";
