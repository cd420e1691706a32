import { servicesContext } from "~/request-context";
import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(servicesContext).env.APP_URL;
  const body = [
    "User-agent: *",
    "Allow: /",
    // Endpoints and personal pages are not content.
    "Disallow: /api/",
    "Disallow: /healthz",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
