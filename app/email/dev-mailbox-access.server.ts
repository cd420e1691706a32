import { type Env, isLocalOrigin } from "~/env.server";

const loopbackAddress = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may open the dev mailbox (the page at /dev/outbox that lists the mail
 * folder). Always in development. In production only for the local quick
 * start: no mail server configured, the site's own address is this machine,
 * and the request comes from this machine. A deployed site (any other
 * APP_URL) never shows it, since the mail folder holds every user's sign-in
 * links.
 */
export function canViewDevMailbox(env: Pick<Env, "NODE_ENV" | "SMTP_URL" | "APP_URL">, clientIp: string) {
  if (env.NODE_ENV !== "production") return true;
  if (env.SMTP_URL) return false;
  return isLocalOrigin(env.APP_URL) && loopbackAddress.test(clientIp);
}
