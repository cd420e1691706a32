import { createContext, createCookie, type MiddlewareFunction } from "react-router";
import { z } from "zod";
import { getServices } from "~/services.server";
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

let cookie: ReturnType<typeof createCookie> | undefined;

async function flashCookie() {
  if (!cookie) {
    const { env, secret } = await getServices();
    cookie = createCookie("cmai_flash", {
      httpOnly: true,
      sameSite: "lax",
      secure: env.APP_URL.startsWith("https:"),
      path: "/",
      maxAge: 60,
      secrets: [secret],
    });
  }
  return cookie;
}

/** The Set-Cookie header that shows `flash` on the next page. */
export async function setFlash(flash: Flash) {
  return (await flashCookie()).serialize(flash);
}

/** Root middleware: reads and clears a pending message. */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!request.headers.get("cookie")?.includes("cmai_flash=")) {
    context.set(flashContext, null);
    return next();
  }
  const jar = await flashCookie();
  const parsed = flashSchema.safeParse(await jar.parse(request.headers.get("cookie")));
  context.set(flashContext, parsed.success ? parsed.data : null);
  const response = await next();
  // Only a page the visitor sees consumes the message; a redirect passes it on.
  if (response.status < 300 || response.status >= 400) {
    appendSetCookies(response.headers, await jar.serialize("", { maxAge: 0 }));
  }
  return response;
};
