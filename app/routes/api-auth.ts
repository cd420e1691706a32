import type { Auth } from "~/auth/auth.server";
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

async function handle(request: Request, auth: Auth) {
  const { pathname } = new URL(request.url);
  if (!allowed.some((rule) => rule.method === request.method && rule.path.test(pathname))) {
    return Response.json({ error: "Not found" }, { status: 404 });
  }
  return auth.handler(request);
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.get(servicesContext).auth);
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.get(servicesContext).auth);
}
