import { redirect } from "react-router";
import { authHeaders } from "~/auth/session.server";
import { safeRedirect } from "~/http/safe-redirect";
import { appendSetCookies } from "~/http/set-cookie";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/auth-sign-out";

/** POST only: signing out changes state, so a link or prefetch must never do it. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, flashCookie } = context.get(servicesContext);
  try {
    const outcome = await auth.api.signOut({ headers: authHeaders(request, context), returnHeaders: true });
    const flash = await flashCookie.serialize({ kind: "success", title: "You're signed out." });
    return redirect("/", { headers: appendSetCookies(new Headers(), outcome.headers, flash) });
  } catch (error) {
    // The error's own text may name database internals: log it, tell the visitor plainly.
    console.error("Sign-out failed:", error);
    const flash = await flashCookie.serialize({
      kind: "error",
      title: "Sign-out failed.",
      message: "We couldn't end your session just now. Please try again.",
    });
    return redirect(backTo(request), { headers: appendSetCookies(new Headers(), flash) });
  }
}

/** The page the sign-out form was on, if it was one of ours. */
function backTo(request: Request) {
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    return referer.origin === new URL(request.url).origin ? safeRedirect(referer.pathname, "/") : "/";
  } catch {
    return "/";
  }
}
