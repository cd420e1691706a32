import type { CodeMake } from "~/content/codes";
import type { ProblemCode } from "./schema";

/** The code itself ("P1326") of a code on a problem, whether generic or manufacturer-specific. */
export function codeOf(code: ProblemCode): string {
  return typeof code === "string" ? code : code.code;
}

/** The makes a problem names for a code; empty for a generic code. */
export function makesOf(code: ProblemCode): readonly CodeMake[] {
  return typeof code === "string" ? [] : code.makes;
}
