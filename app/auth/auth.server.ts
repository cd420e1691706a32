import { betterAuth } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { magicLink } from "better-auth/plugins/magic-link";
import type { AppDatabase } from "~/db/db.server";
import type { EmailQueue } from "~/email/email-queue.server";
import type { OutgoingEmail } from "~/email/mailer.server";
import { accountEmails } from "./emails.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-strength";

export const SESSION_EXPIRES_IN_SECONDS = 14 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const MAGIC_LINK_EXPIRES_IN_SECONDS = 15 * 60;

type AuthDependencies = {
  database: AppDatabase;
  emailQueue: EmailQueue;
  appUrl: string;
  secret: string;
};

/**
 * better-auth over our own database. Pages talk to it server-side through
 * `auth.api.*` from route actions (so forms work without JavaScript); the
 * public /api/auth endpoint only serves the links emailed to people (see
 * routes/api-auth.ts).
 *
 * Every account email goes into the email queue (one insert, then a kick to
 * the worker), never to the mail server during the request. So a request for
 * a known address and one for an unknown address do the same work (each
 * queues exactly one message: the link, or a note that there is no account)
 * and get the same answer, and a mail outage delays the email without
 * changing the page. See docs/decisions/0018.
 */
export function createAuth({ database, emailQueue, appUrl, secret }: AuthDependencies) {
  const link = (path: string) => new URL(path, appUrl).href;
  async function queue(email: OutgoingEmail) {
    await emailQueue.enqueue(database.db, [email]);
    emailQueue.kick();
  }
  async function accountExists(email: string) {
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    return user !== undefined;
  }

  const auth = betterAuth({
    appName: "Car Mechanic AI",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [appUrl],
    database: { db: database.db, type: database.dialect },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await queue(accountEmails.resetPassword(user.email, url));
      },
      // Sign-up answers the same for a taken address; the owner hears about it by email instead.
      async onExistingUserSignUp({ user }) {
        if (user.emailVerified) {
          await queue(accountEmails.accountAlreadyExists(user.email, link("/auth?mode=forgot")));
        } else {
          // An earlier sign-up whose email never arrived or was lost: send a fresh link.
          await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: "/auth/verified" } });
        }
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A password sign-in by an unverified account is refused and sends a new link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        // Called for sign-up and for a change of address, where `user.email` is the new address.
        const stored = await database.db
          .selectFrom("user")
          .select("email")
          .where("id", "=", user.id)
          .executeTakeFirst();
        if (stored && stored.email !== user.email) {
          await queue(accountEmails.confirmEmailChange(user.email, user.email, url));
        } else {
          await queue(accountEmails.verifyEmail(user.email, url));
        }
      },
    },
    user: {
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
    },
    session: {
      // Sessions end after 14 idle days and are extended at most once a day while in use.
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Our forms rate-limit per IP and per email themselves (app/http/rate-limit.server.ts),
    // and the public endpoint only serves emailed links.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: appUrl.startsWith("https:"),
      cookiePrefix: "cmai",
    },
    telemetry: { enabled: false },
    hooks: {
      // better-auth queues a reset link only for a known address; an unknown
      // one gets a note that there is no account, so both queue one email.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/request-password-reset") return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== "string" || (await accountExists(email))) return;
        await queue(accountEmails.noAccountForPasswordReset(email, link("/auth?mode=signup")));
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_EXPIRES_IN_SECONDS,
        // Accounts are created by sign-up, which checks password strength; a
        // link for an unknown address says so by email, never on screen.
        disableSignUp: true,
        async sendMagicLink({ email, url }) {
          if (await accountExists(email)) await queue(accountEmails.magicLink(email, url));
          else await queue(accountEmails.noAccountForMagicLink(email, link("/auth?mode=signup")));
        },
      }),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
