import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Car Mechanic AI";

export type PageSeo = {
  /** The page's own title; the site name is appended unless `exactTitle` is set. */
  title: string;
  exactTitle?: boolean;
  description: string;
  /** Path of the canonical URL, without query string. */
  path: string;
  /** The site's origin from APP_URL (root loader data). */
  origin: string;
  type?: "website" | "article";
  noIndex?: boolean;
  /** Structured data objects (schema.org), each rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
};

export function pageTitle(title: string) {
  return `${title} | ${SITE_NAME}`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function seo(page: PageSeo): MetaDescriptor[] {
  const title = page.exactTitle ? page.title : pageTitle(page.title);
  const url = new URL(page.path, page.origin).href;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.noIndex) tags.push({ name: "robots", content: "noindex" });
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** schema.org BreadcrumbList for a trail of [label, path] pairs. */
export function breadcrumbJsonLd(origin: string, trail: { label: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

type MatchWithData = { id: string; loaderData?: unknown } | undefined;

/** The site origin the root loader exposes, for use in `meta` functions. */
export function originFrom(matches: readonly MatchWithData[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "origin" in root && typeof root.origin === "string") {
    return root.origin;
  }
  return "http://localhost:3000";
}

/** Meta for a page that answered 404 (or failed), so error pages still have a title. */
export function errorMeta(
  notFound = true,
  title = notFound ? "Page not found" : "Something went wrong",
): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    { name: "robots", content: "noindex" },
    { name: "description", content: notFound ? "This page does not exist." : "An unexpected error occurred." },
  ];
}
