/**
 * The trouble-code library's server-only door: the code data and the
 * queries over it (library.server.ts). Kept apart from index.ts so that the
 * 18,000 rows can never reach a browser bundle (docs/decisions/0014).
 */
export {
  allAnswers,
  allCodes,
  type CodeEntry,
  codesInGroup,
  codeTitle,
  compareCodes,
  getCode,
  groupsOf,
  isIndexable,
  type LinkedProblem,
  type MakeMeaning,
  problemsListing,
  relatedCodes,
  searchCodeTitles,
  writtenAnswer,
} from "./library.server";
