import { z } from "zod";
import { MAX_QUERY_LENGTH } from "./types";

/**
 * What a search request may say, for /api/search and /search alike: `q` (the
 * query) and, for the JSON call, `limit` and `typing`. Checked before the
 * search runs, so bad input is a 400 with a message, never a 500:
 *
 * - no `q`, or only spaces: an empty answer (200), nothing searched;
 * - `q` or `limit` given twice, malformed percent-encoding, control
 *   characters, more than 200 characters, a `limit` that is not 1–50: 400.
 */
export { MAX_QUERY_LENGTH };
export const MAX_RESULTS = 50;

export const searchRequestMessages = {
  repeated: "Give the search once: only one q (and one limit) parameter.",
  encoding: "The search is not valid URL encoding: check for a stray % sign.",
  tooLong: `The search is too long: use at most ${MAX_QUERY_LENGTH} characters.`,
  control: "Remove the invisible control characters from the search.",
  limit: `limit must be a whole number from 1 to ${MAX_RESULTS}.`,
} as const;

const schema = z.object({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, searchRequestMessages.tooLong)
    .refine((value) => !/\p{Cc}/u.test(value), searchRequestMessages.control),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, searchRequestMessages.limit)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_RESULTS, searchRequestMessages.limit)
    .optional(),
  typing: z.enum(["1", "0"], { error: "typing must be 1 or 0." }).optional(),
});

export type SearchRequest =
  | { ok: true; query: string; limit: number | undefined; typing: boolean }
  | { ok: false; error: string };

/** The raw values of one parameter in a query string, still percent-encoded. */
function rawValues(search: string, name: string): string[] {
  return search
    .replace(/^\?/, "")
    .split("&")
    .filter((pair) => pair === name || pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
}

export function parseSearchRequest(url: URL): SearchRequest {
  for (const name of ["q", "limit", "typing"]) {
    const values = rawValues(url.search, name);
    if (values.length > 1) return { ok: false, error: searchRequestMessages.repeated };
    try {
      // URLSearchParams decodes leniently (a broken sequence becomes U+FFFD); the raw text tells.
      for (const value of values) decodeURIComponent(value.replaceAll("+", " "));
    } catch {
      return { ok: false, error: searchRequestMessages.encoding };
    }
  }
  const params = url.searchParams;
  const parsed = schema.safeParse({
    q: params.get("q") ?? "",
    limit: params.get("limit") ?? undefined,
    typing: params.get("typing") ?? undefined,
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "The search could not be read." };
  return {
    ok: true,
    query: parsed.data.q.replace(/\s+/g, " ").trim(),
    limit: parsed.data.limit,
    typing: parsed.data.typing === "1",
  };
}
