import * as z from "zod/mini";
import { normalizeCode } from "~/content/codes";
import { CODE_QUERY_MAX_LENGTH } from "~/lib/code-query";
import { oneLine } from "~/lib/form-rules";

/**
 * The trouble-code lookup's `q` (a GET form on /codes, the home page and the
 * OBD page): a code in any spacing or case, the start of one, or words from a
 * code's title. Bad input (too long, control characters) is a message to show,
 * never an error.
 */
const codeQuerySchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(
      CODE_QUERY_MAX_LENGTH,
      `Type at most ${CODE_QUERY_MAX_LENGTH} characters: a code like P0420, or a few words.`,
    ),
    oneLine,
  );

export type CodeQuery =
  | { kind: "none" }
  | { kind: "invalid"; message: string }
  /** A whole, well-formed code: its page answers (a 404 that decodes it when the data lacks it). */
  | { kind: "code"; code: string }
  /** The start of a code ("P04", "u01"): the codes that begin with it. */
  | { kind: "prefix"; prefix: string; text: string }
  | { kind: "words"; text: string };

const partialCode = /^[PBCU][0-3][0-9A-F]{0,3}$/;

export function parseCodeQuery(raw: string | null): CodeQuery {
  if (raw === null) return { kind: "none" };
  const parsed = z.safeParse(codeQuerySchema, raw);
  if (!parsed.success) return { kind: "invalid", message: parsed.error.issues[0]!.message };
  const text = parsed.data;
  if (text === "") return { kind: "none" };
  const code = normalizeCode(text);
  if (code) return { kind: "code", code };
  const compact = text.replace(/[\s\-_.]/g, "").toUpperCase();
  if (partialCode.test(compact)) return { kind: "prefix", prefix: compact, text };
  return { kind: "words", text };
}
