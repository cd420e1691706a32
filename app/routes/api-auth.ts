import { getServices } from "~/services.server";
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

async function handle(request: Request) {
  const { pathname } = new URL(request.url);
  if (!allowed.some((rule) => rule.method === request.method && rule.path.test(pathname))) {
    return Response.json({ error: "Not found" }, { status: 404 });
  }
  const { auth } = await getServices();
  return auth.handler(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
