import { describe, expect, it } from "vitest";
import { pageTypes } from "~/content/pages";
import { installedAssets, installedPages } from "./build";

describe("what the service worker stores at install", () => {
  it("is the start page, the whole emergency tree and the dangerous-problems list, as the catalogue lists them", () => {
    const catalogued = pageTypes
      .filter((type) => ["home", "emergency", "emergency-step", "dangerous-problems"].includes(type.id))
      .flatMap((type) => ("sitemap" in type && type.sitemap ? type.sitemap.paths() : []));
    expect(installedPages().toSorted()).toEqual(catalogued.toSorted());
    expect(installedPages()).toContain("/emergency-diagnostic/brake-failure-moving");
  });

  it("takes the entry, every route module with its imports, and every stylesheet, once each", () => {
    const route = (name: string) => ({ module: `/assets/${name}.js`, imports: ["/assets/framework.js"], css: [] });
    const manifest = {
      version: "1",
      entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
      routes: {
        root: route("root"),
        "routes/emergency": route("emergency"),
        "routes/glossary": { ...route("glossary"), imports: ["/assets/shared.js"] },
        "routes/healthz": { ...route("healthz"), hasDefaultExport: false },
      },
    };
    expect(installedAssets(manifest, ["/assets/app.css"])).toEqual([
      "/assets/app.css",
      "/assets/emergency.js",
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/glossary.js",
      "/assets/root.js",
      "/assets/shared.js",
    ]);
  });
});
