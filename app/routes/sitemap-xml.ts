import escapeXml from "escape-html";
import { listPublicPages } from "~/content/pages";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/sitemap-xml";

// escape-html's five entities (&amp; &lt; &gt; &quot; &#39;) are XML's too.

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(servicesContext).env.APP_URL;
  const urls = listPublicPages()
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(new URL(page.path, origin).href)}</loc>\n    <changefreq>${page.changeFrequency}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
