/**
 * Puts cookies on a response: every Set-Cookie of other headers (better-auth's
 * session cookie from `returnHeaders: true`, for instance) and serialized
 * cookies such as a flash message, in the order given. Set-Cookie is the one
 * header that must never be folded into a single comma-joined value, so each
 * cookie is appended on its own. Returns `target` for use in `{ headers }`.
 */
export function appendSetCookies(target: Headers, ...sources: (Headers | string)[]): Headers {
  for (const source of sources) {
    const cookies = typeof source === "string" ? [source] : source.getSetCookie();
    for (const cookie of cookies) target.append("Set-Cookie", cookie);
  }
  return target;
}
