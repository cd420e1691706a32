import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, originFrom, seo } from "./seo";

describe("seo", () => {
  it("builds the title, description, canonical URL and Open Graph tags", () => {
    const tags = seo({ title: "FAQ", description: "Answers.", path: "/faq", origin: "https://example.com" });
    expect(tags).toContainEqual({ title: "FAQ | Car Mechanic AI" });
    expect(tags).toContainEqual({ name: "description", content: "Answers." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/faq" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://example.com/faq" });
    expect(tags).toContainEqual({ property: "og:title", content: "FAQ | Car Mechanic AI" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("keeps an exact title and adds noindex and JSON-LD when asked", () => {
    const tags = seo({
      title: "Home",
      exactTitle: true,
      description: "d",
      path: "/",
      origin: "https://example.com",
      noIndex: true,
      jsonLd: [{ "@type": "WebSite" }],
    });
    expect(tags).toContainEqual({ title: "Home" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "WebSite" } });
  });

  it("makes a BreadcrumbList with absolute URLs", () => {
    expect(
      breadcrumbJsonLd("https://example.com", [
        { label: "Home", path: "/" },
        { label: "FAQ", path: "/faq" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com/" },
        { "@type": "ListItem", position: 2, name: "FAQ", item: "https://example.com/faq" },
      ],
    });
  });

  it("reads the origin from the root match", () => {
    expect(originFrom([{ id: "root", loaderData: { origin: "https://a.example" } }, { id: "routes/faq" }])).toBe(
      "https://a.example",
    );
  });
});
