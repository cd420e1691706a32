import { hasControlCharacters } from "~/lib/form-rules";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/api-auth";

/**
 * The public face of better-auth: only the links we email (and the session
 * probe browsers may use) are served here. Sign-in, sign-up and the rest run
 * through the site's own forms, which check password strength and rate-limit
 * per IP and per email; exposing better-auth's JSON endpoints as well would
 * let a script go around both.
 */
const allowed: { method: string; path: RegExp }[] = [
  { method: "GET", path: /^\/api\/auth\/verify-email$/ },
  { method: "GET", path: /^\/api\/auth\/magic-link\/verify$/ },
  { method: "GET", path: /^\/api\/auth\/reset-password\/[^/]+$/ },
  { method: "GET", path: /^\/api\/auth\/get-session$/ },
];

/** The path and every query value, decoded; null when an escape is malformed. */
function decodedParts(url: URL) {
  try {
    return [decodeURIComponent(url.pathname), ...url.searchParams.values()];
  } catch {
    return null;
  }
}

/** GET only (anything else is refused before it gets here: server/request-guards.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!allowed.some((rule) => rule.method === request.method && rule.path.test(url.pathname))) {
    return Response.json({ error: "Not found" }, { status: 404 });
  }
  // A token with a NUL byte or another control character never came from us, and PostgreSQL refuses to look it up.
  if (decodedParts(url)?.some(hasControlCharacters) !== false) {
    return Response.json({ error: "This link is damaged. Request a new one." }, { status: 400 });
  }
  return context.get(servicesContext).auth.handler(request);
}
