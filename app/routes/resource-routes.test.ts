import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { allCodes, isIndexable } from "~/content/codes/index.server";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { createSqliteDatabase } from "~/db/test-databases";
import { parseEnv } from "~/env.server";
import { type Services, serverStatusContext, servicesContext } from "~/request-context";
import type { Route as HealthRoute } from "./+types/healthz";
import type { Route as RobotsRoute } from "./+types/robots-txt";
import type { Route as SitemapPartRoute } from "./+types/sitemap-part";
import type { Route as SitemapRoute } from "./+types/sitemap-xml";
import { loader as healthzLoader } from "./healthz";
import { loader as robotsLoader } from "./robots-txt";
import { loader as sitemapPartLoader } from "./sitemap-part";
import { loader as sitemapLoader } from "./sitemap-xml";

const parsed = parseEnv({ APP_URL: "https://cars.example" });
if (!parsed.ok) throw new Error(parsed.problems.join("; "));
const env = parsed.env;

/** A loader's arguments as the shell builds them, with only the services these resource routes read. */
function argsFor(path: string, services: Partial<Services> = {}, draining = false) {
  const context = new RouterContextProvider();
  context.set(serverStatusContext, { isDraining: () => draining });
  context.set(servicesContext, { env, ...services } as Services);
  const request = new Request(`https://cars.example${path}`);
  return { context, request, url: new URL(request.url), params: {}, pattern: path };
}

describe("/healthz", () => {
  let handle: { url: string; drop: () => Promise<void> };
  let database: AppDatabase;

  beforeAll(() => {
    handle = createSqliteDatabase();
    database = openDatabase(handle.url);
  });

  afterAll(async () => {
    await database.close().catch(() => {});
    await handle.drop();
    vi.restoreAllMocks();
  });

  const check = (draining: boolean) =>
    healthzLoader(argsFor("/healthz", { database }, draining) as HealthRoute.LoaderArgs);

  it("answers 503 once shutdown has begun, without waiting on anything else", async () => {
    const draining = await check(true);
    expect(draining.status).toBe(503);
    await expect(draining.json()).resolves.toEqual({ status: "draining" });
  });

  it("answers 200 while the database answers, and 503 once it does not", async () => {
    const healthy = await check(false);
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("Cache-Control")).toBe("no-store");
    await expect(healthy.json()).resolves.toEqual({ status: "ok" });

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await database.close();
    const down = await check(false);
    expect(down.status).toBe(503);
    await expect(down.json()).resolves.toEqual({ status: "database unavailable" });
    expect(logged).toHaveBeenCalledWith("Health check: database unreachable:", expect.any(String));
  });
});

describe("/sitemap.xml", () => {
  it("lists the public pages as absolute URLs on APP_URL", async () => {
    const xml = await sitemapLoader(argsFor("/sitemap.xml") as SitemapRoute.LoaderArgs).text();
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

  it("lists the code library and the code pages worth indexing, not title-only ones", async () => {
    const xml = await sitemapLoader(argsFor("/sitemap.xml") as SitemapRoute.LoaderArgs).text();
    const locations = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    expect(locations).toContain("https://cars.example/codes");
    expect(locations).toContain("https://cars.example/codes/P0420");
    expect(locations).toContain("https://cars.example/codes/group/P03");
    const titleOnly = allCodes().find((entry) => !isIndexable(entry.code))!;
    expect(locations).not.toContain(`https://cars.example/codes/${titleOnly.code}`);
  });

  it("has no parts while one file holds every page", async () => {
    const part = await sitemapPartLoader({
      ...argsFor("/sitemap/1.xml"),
      params: { part: "1.xml" },
    } as SitemapPartRoute.LoaderArgs);
    expect(part.status).toBe(404);
  });
});

describe("/robots.txt", () => {
  it("allows crawling and names the sitemap", async () => {
    const text = await robotsLoader(argsFor("/robots.txt") as RobotsRoute.LoaderArgs).text();
    expect(text).toContain("Allow: /");
    expect(text).toContain("Sitemap: https://cars.example/sitemap.xml");
  });
});
