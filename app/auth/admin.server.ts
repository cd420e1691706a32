import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "~/request-context";
import { currentUserContext } from "./session.server";

/**
 * The administrators' pages (/admin/feedback, /admin/search) exist only for
 * the accounts in ADMIN_EMAILS; to anyone else, signed in or not, they answer
 * 404, as an address that does not exist would.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>) {
  const user = context.get(currentUserContext);
  const { env } = context.get(servicesContext);
  if (!user || !env.ADMIN_EMAILS.includes(user.email.toLowerCase())) throw data(null, { status: 404 });
  return user;
}
