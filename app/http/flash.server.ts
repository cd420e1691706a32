import { createContext, createCookie, type MiddlewareFunction } from "react-router";
import { z } from "zod";
import { servicesContext } from "~/request-context";
import { appendSetCookies } from "./set-cookie";

/**
 * One-time messages carried across a redirect ("Signed out", "Account
 * deleted"), in a signed cookie that the next page reads and clears. Works
 * without JavaScript: the layout renders the message on the server.
 */
const flashSchema = z.object({
  kind: z.enum(["success", "error", "info"]),
  title: z.string().max(120),
  message: z.string().max(400).optional(),
});

export type Flash = z.infer<typeof flashSchema>;

export const flashContext = createContext<Flash | null>(null);

const COOKIE_NAME = "cmai_flash";

export type FlashCookie = {
  /** The Set-Cookie value that shows `flash` on the next page. */
  serialize: (flash: Flash) => Promise<string>;
  /** The message in a request's Cookie header, or null when there is none or it was tampered with. */
  parse: (cookieHeader: string | null) => Promise<Flash | null>;
  /** The Set-Cookie value that removes the message once it has been shown. */
  clear: () => Promise<string>;
};

/** Built once with the services (it needs the signing secret); see server/services.ts. */
export function createFlashCookie({ secret, secure }: { secret: string; secure: boolean }): FlashCookie {
  const cookie = createCookie(COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 60,
    secrets: [secret],
  });
  return {
    serialize: (flash) => cookie.serialize(flash),
    async parse(cookieHeader) {
      const parsed = flashSchema.safeParse(await cookie.parse(cookieHeader));
      return parsed.success ? parsed.data : null;
    },
    clear: () => cookie.serialize("", { maxAge: 0 }),
  };
}

/** Whether a request carries a flash message (signed or not) for the page it asks for. */
export function hasFlashCookie(cookieHeader: string | null | undefined) {
  return Boolean(cookieHeader?.includes(`${COOKIE_NAME}=`));
}

/** Root middleware: reads and clears a pending message. */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookieHeader = request.headers.get("cookie");
  if (!hasFlashCookie(cookieHeader)) {
    context.set(flashContext, null);
    return next();
  }
  const { flashCookie } = context.get(servicesContext);
  context.set(flashContext, await flashCookie.parse(cookieHeader));
  const response = await next();
  // Only a page the visitor sees consumes the message; a redirect passes it on.
  if (response.status < 300 || response.status >= 400) {
    appendSetCookies(response.headers, await flashCookie.clear());
  }
  return response;
};
