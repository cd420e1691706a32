import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverStatusContext } from "~/request-context";
import type { Route as HealthRoute } from "./+types/healthz";
import { loader as healthzLoader } from "./healthz";
import { loader as robotsLoader } from "./robots-txt";
import { loader as sitemapLoader } from "./sitemap-xml";

// Set before any loader reads the environment (it is read once, then cached).
beforeAll(() => {
  vi.stubEnv("APP_URL", "https://cars.example");
});

afterAll(() => {
  vi.unstubAllEnvs();
});

function argsWith(draining: boolean) {
  const context = new RouterContextProvider();
  context.set(serverStatusContext, { isDraining: () => draining });
  const request = new Request("https://cars.example/healthz");
  return { context, request, url: new URL(request.url), params: {}, pattern: "/healthz" } as HealthRoute.LoaderArgs;
}

describe("/healthz", () => {
  // The 200 path needs the database; the end-to-end server spec covers it.
  it("answers 503 once shutdown has begun, without waiting on anything else", async () => {
    const draining = await healthzLoader(argsWith(true));
    expect(draining.status).toBe(503);
    await expect(draining.json()).resolves.toEqual({ status: "draining" });
  });
});

describe("/sitemap.xml", () => {
  it("lists the public pages as absolute URLs on APP_URL", async () => {
    const xml = await sitemapLoader().text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.slice(0, 3)).toEqual([
      "https://cars.example/",
      "https://cars.example/faq",
      "https://cars.example/common-problems",
    ]);
    expect(locations).toContain("https://cars.example/manufacturers/general-motors");
    expect(new Set(locations).size).toBe(locations.length);
  });
});

describe("/robots.txt", () => {
  it("allows crawling and names the sitemap", async () => {
    const text = await robotsLoader().text();
    expect(text).toContain("Allow: /");
    expect(text).toContain("Sitemap: https://cars.example/sitemap.xml");
  });
});
