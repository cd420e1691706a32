import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { diagnosticSystems, problemCount } from "~/content/diagnostics";
import { listPublicPages, pageTypes } from "~/content/pages";
import routes from "../routes";

/** Route files that render a page but are deliberately not in the catalogue, with the reason. */
const notCatalogued: Record<string, string> = {
  "routes/dev-mailbox.tsx": "the local mailbox: development and localhost only, never on a deployed site",
  "routes/offline.tsx":
    "the service worker's offline page: never hydrated (it stands in at other addresses), so the checks that wait for hydration do not apply; tests/e2e/offline.spec.ts checks it",
};

type ConfigEntry = { file: string; path?: string; index?: boolean; children?: ConfigEntry[] };
const toRouteObjects = (entries: readonly ConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.file, index: true }
      : { id: entry.file, path: entry.path, children: toRouteObjects(entry.children ?? []) },
  );

function routeFileFor(path: string) {
  const matches = matchRoutes(toRouteObjects(routes), new URL(path, "https://cars.example").pathname);
  return matches?.at(-1)?.route.id;
}

describe("page catalogue", () => {
  it("has one entry per id and per sample address", () => {
    expect(new Set(pageTypes.map((type) => type.id)).size).toBe(pageTypes.length);
    expect(new Set(pageTypes.map((type) => type.path)).size).toBe(pageTypes.length);
  });

  it("covers every route that renders a page", () => {
    const pageRoutes = (routes as readonly ConfigEntry[])
      .map((entry) => entry.file)
      .filter((file) => file.endsWith(".tsx") && !(file in notCatalogued));
    const covered = new Set(pageTypes.map((type) => routeFileFor(type.path)));
    expect(pageRoutes.filter((file) => !covered.has(file))).toEqual([]);
  });

  it("samples real content: each listed type's sample is among the addresses it lists", () => {
    for (const type of pageTypes) {
      if (type.sitemap) expect(type.sitemap.paths(), type.id).toContain(type.path);
    }
  });

  it("lists in the sitemap only indexable pages that answer 200, without query strings", () => {
    for (const type of pageTypes.filter((candidate) => candidate.sitemap)) {
      expect({ id: type.id, indexable: type.indexable, status: type.status }).toEqual({
        id: type.id,
        indexable: true,
        status: 200,
      });
    }
    expect(listPublicPages().filter((page) => page.path.includes("?"))).toEqual([]);
  });

  it("derives every address from the content, once", () => {
    const paths = listPublicPages().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => /^\/diagnostics\/[^/]+\/[^/]+$/.test(path))).toHaveLength(problemCount());
    for (const system of diagnosticSystems) expect(paths).toContain(`/diagnostics/${system.slug}`);
    expect(paths).toContain("/manufacturers/volvo");
  });
});
