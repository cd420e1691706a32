import escapeXml from "escape-html";
import type { PublicPage } from "~/content/pages";

/**
 * sitemap.xml, split when it must be: the protocol allows 50,000 URLs per
 * file, so past that /sitemap.xml becomes a sitemap index naming the parts
 * /sitemap/1.xml, /sitemap/2.xml... each holding up to the limit, in the
 * catalogue's order. escape-html's five entities are XML's too.
 */
export const SITEMAP_URL_LIMIT = 50_000;

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

function urlset(pages: readonly PublicPage[], origin: string) {
  const urls = pages
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(new URL(page.path, origin).href)}</loc>\n    <changefreq>${page.changeFrequency}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  return `${xmlHeader}<urlset xmlns="${namespace}">\n${urls}\n</urlset>\n`;
}

/** How many part files the pages need; 0 when one sitemap holds them all. */
export function sitemapPartCount(pages: number, limit = SITEMAP_URL_LIMIT) {
  return pages <= limit ? 0 : Math.ceil(pages / limit);
}

/** The part's address, e.g. /sitemap/2.xml. */
export function sitemapPartPath(part: number) {
  return `/sitemap/${part}.xml`;
}

/** /sitemap.xml: every page, or, past the limit, the index of the parts. */
export function sitemapDocument(pages: readonly PublicPage[], origin: string, limit = SITEMAP_URL_LIMIT) {
  const parts = sitemapPartCount(pages.length, limit);
  if (parts === 0) return urlset(pages, origin);
  const entries = Array.from(
    { length: parts },
    (_, index) =>
      `  <sitemap>\n    <loc>${escapeXml(new URL(sitemapPartPath(index + 1), origin).href)}</loc>\n  </sitemap>`,
  ).join("\n");
  return `${xmlHeader}<sitemapindex xmlns="${namespace}">\n${entries}\n</sitemapindex>\n`;
}

/** One part (from 1) of a split sitemap, or null when there is no such part (or no split at all). */
export function sitemapPartDocument(
  pages: readonly PublicPage[],
  origin: string,
  part: number,
  limit = SITEMAP_URL_LIMIT,
) {
  const parts = sitemapPartCount(pages.length, limit);
  if (!Number.isInteger(part) || part < 1 || part > parts) return null;
  return urlset(pages.slice((part - 1) * limit, part * limit), origin);
}

export const sitemapHeaders = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};
