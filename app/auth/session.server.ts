import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { appendSetCookies } from "~/http/set-cookie";
import { clientIpContext, servicesContext } from "~/request-context";

/** What pages may know about the signed-in visitor. */
export type SessionUser = { id: string; email: string; name: string };

export const currentUserContext = createContext<SessionUser | null>(null);

/** The header better-auth reads the client's address from; only we set it (see authHeaders). */
export const CLIENT_IP_HEADER = "x-cmai-client-ip";

/**
 * The request's headers for a server-side better-auth call, with the client
 * address as Express determined it (a client-sent value is overwritten).
 */
export function authHeaders(request: Request, context: Readonly<RouterContextProvider>) {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.get(clientIpContext));
  return headers;
}

/** Whether a request may belong to a signed-in visitor: it carries a session cookie (valid or not). */
export function hasSessionCookie(cookieHeader: string | null | undefined) {
  return Boolean(cookieHeader?.includes("session_token"));
}

/**
 * Root middleware: resolves the session once per request so every loader and
 * the header render the signed-in state on the server, and passes on the
 * refreshed session cookie when better-auth extends an active session.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!hasSessionCookie(request.headers.get("cookie"))) {
    context.set(currentUserContext, null);
    return next();
  }
  const { auth } = context.get(servicesContext);
  const { headers, response: session } = await auth.api.getSession({
    headers: authHeaders(request, context),
    returnHeaders: true,
  });
  context.set(
    currentUserContext,
    session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null,
  );
  const response = await next();
  appendSetCookies(response.headers, headers);
  return response;
};

/** The signed-in user, or a redirect to /auth that brings them back here afterwards. */
export function requireUser(url: URL, context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(currentUserContext);
  if (!user) {
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
