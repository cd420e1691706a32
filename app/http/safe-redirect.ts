/**
 * Where to send a visitor back to after signing in (a `redirectTo` from the
 * query or a form), or anything else a redirect takes from the request: a
 * path on this site, or `fallback`. Browsers drop tabs and line breaks from a
 * Location, read backslashes as slashes and `//host` as another site, so a
 * target is refused when it holds any of those, any whitespace or invisible
 * character, or resolves to another origin. docs/decisions/0017-request-hardening.md.
 */

/** Longer than any path of ours with its query; a longer target is not one we made. */
const MAX_TARGET_LENGTH = 2048;

/** Control and format characters, every kind of space, and backslashes. */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

/** A stand-in origin to resolve the target against; only "is it still this origin" is asked of it. */
const SITE = "http://site.invalid";

export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.length > MAX_TARGET_LENGTH) return fallback;
  if (!target.startsWith("/") || target.includes("//") || UNSAFE_CHARACTER.test(target)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== SITE) return fallback;
  // Resolving removes dot segments: "/.//host" becomes "//host", another site again.
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
