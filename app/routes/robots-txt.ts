import { getEnv } from "~/env.server";

export function loader() {
  const origin = getEnv().APP_URL;
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
