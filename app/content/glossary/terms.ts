import type { GlossaryEntry } from "./schema";
import { glossaryPart as aToE } from "./terms-a-e";
import { glossaryPart as fToO } from "./terms-f-o";
import { glossaryPart as pToZ } from "./terms-p-z";

/** The glossary, written in three alphabetical parts. */
export const glossary: readonly GlossaryEntry[] = [...aToE, ...fToO, ...pToZ];
