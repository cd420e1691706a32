import type { GlossaryEntry } from "./schema";
import { glossaryPart as aToE } from "./terms-a-e";
import { glossaryPart as fToO } from "./terms-f-o";
import { glossaryPart as pToZ } from "./terms-p-z";

/**
 * The glossary, written in three alphabetical parts. Joined by a call marked
 * pure because spreading arrays counts as work done at import time, which
 * would keep the whole glossary in any bundle that touches its door
 * (docs/decisions/0014).
 */
export const glossary: readonly GlossaryEntry[] = /* @__PURE__ */ aToE.concat(fToO, pToZ);
