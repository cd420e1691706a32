/**
 * Every string in a content value, with where it sits ("problems[3].checks[0].expect"):
 * what the content tests read when they look for repeats, dates or filler.
 */
export function contentStrings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => contentStrings(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => contentStrings(item, at ? `${at}.${key}` : key));
  return [];
}
