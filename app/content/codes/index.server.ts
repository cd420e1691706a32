/**
 * The trouble-code library's server-only door: the code data and the
 * queries over it (library.server.ts). Kept apart from index.ts so that the
 * 18,000 rows can never reach a browser bundle (docs/decisions/0014).
 */
export { groupSummary } from "./groups";
export {
  allAnswers,
  allCodes,
  allGroups,
  type CodeEntry,
  type CodeGroup,
  codeDataNotes,
  codeListItem,
  codeListTitle,
  codeMeaningFor,
  codeSystem,
  codesInGroup,
  codesWithPrefix,
  codeTitle,
  compareCodes,
  getCode,
  groupBySlug,
  groupSlug,
  groupsOf,
  isIndexable,
  type LinkedProblem,
  type MakeMeaning,
  problemsListing,
  relatedCodes,
  searchCodeTitles,
  writtenAnswer,
} from "./library.server";
export { default as codeDataLicence } from "./source/LICENSE?raw";
