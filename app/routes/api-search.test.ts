import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createSqliteDatabase } from "~/db/test-databases";
import { createRateLimiter, rateLimits } from "~/http/rate-limit.server";
import { clientIpContext, type Services, servicesContext } from "~/request-context";
import { topMisses } from "~/search/misses.server";
import { MAX_QUERY_LENGTH, searchRequestMessages } from "~/search/request";
import { createSiteSearch } from "~/search/search.server";
import type { Route } from "./+types/api-search";
import { loader } from "./api-search";
import { loader as pageLoader } from "./search";

const search = createSiteSearch();
let handle: { url: string; drop: () => Promise<void> };
let database: AppDatabase;

beforeAll(async () => {
  handle = createSqliteDatabase();
  database = openDatabase(handle.url);
  await migrateToLatest(database.db, database.dialect);
});

afterAll(async () => {
  await database?.close();
  await handle?.drop();
});

let clients = 0;
function nextClient() {
  clients += 1;
  return `198.51.100.${clients % 250}`;
}

/** The loader's arguments as the shell builds them; each call is a new client address unless one is given. */
async function argsFor(search_: string, ip = nextClient(), limiter?: Services["rateLimiter"]) {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  const rateLimiter = limiter ?? (await createRateLimiter(null));
  context.set(servicesContext, { search, rateLimiter, database } as unknown as Services);
  const request = new Request(`https://cars.example/api/search${search_}`);
  return { context, request, url: new URL(request.url), params: {}, pattern: "/api/search" } as Route.LoaderArgs;
}

const get = async (search_: string) => {
  const response = await loader(await argsFor(search_));
  return { status: response.status, headers: response.headers, body: await response.json() };
};

describe("GET /api/search", () => {
  it("answers the results best first as { query, results } with the matched words as ranges", async () => {
    const { status, headers, body } = await get("?q=brakes+grinding&limit=5");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(headers.get("Content-Type")).toContain("application/json");
    expect(body.query).toBe("brakes grinding");
    expect(body.results).toHaveLength(5);
    expect(body.results.map((result: { url: string }) => result.url)).toContain(
      "/diagnostics/brake-system/grinding-pads-worn-to-backing-plate",
    );
    for (const result of body.results) {
      expect(Object.keys(result)).toEqual(expect.arrayContaining(["url", "title", "kind", "snippet"]));
      expect(typeof result.snippet).toBe("string");
    }
  });

  it("answers an empty or missing query with no results, not an error", async () => {
    for (const query of ["", "?q=", "?q=%20%20", "?limit=5"]) {
      const { status, body } = await get(query);
      expect(status, query).toBe(200);
      expect(body).toEqual({ query: "", results: [] });
    }
  });

  it.each([
    ["1,000 characters", `?q=${"x".repeat(1000)}`, searchRequestMessages.tooLong],
    ["one character too many", `?q=${"x".repeat(MAX_QUERY_LENGTH + 1)}`, searchRequestMessages.tooLong],
    ["a NUL byte", "?q=brakes%00", searchRequestMessages.control],
    ["a bell and a line break", "?q=%07brakes%0D%0A", searchRequestMessages.control],
    ["malformed percent-encoding", "?q=%E0%A4%A", searchRequestMessages.encoding],
    ["a stray percent sign", "?q=50%+off", searchRequestMessages.encoding],
    ["q as an array", "?q=brakes&q=grinding", searchRequestMessages.repeated],
    ["a limit of 1,000", "?q=brakes&limit=1000", searchRequestMessages.limit],
  ])("refuses %s with 400 and a message, never 500", async (_name, query, message) => {
    const { status, headers, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: message });
    expect(headers.get("Cache-Control")).toBe("no-store");
  });

  it("reads q[] as another parameter: no q, so an empty answer", async () => {
    expect(await get("?q[]=brakes")).toMatchObject({ status: 200, body: { query: "", results: [] } });
  });

  it("never answers 500, whatever the query string", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300, unit: "binary" }), fc.string({ maxLength: 8 }), async (q, limit) => {
        const raw = `?q=${q.replace(/[#&]/g, "")}&limit=${encodeURIComponent(limit)}`;
        const response = await loader(await argsFor(raw));
        expect([200, 400]).toContain(response.status);
      }),
      { seed: 20261127, numRuns: 150 },
    );
  });

  it("counts a search that found nothing, unless it was sent while typing", async () => {
    await get("?q=Zxqv%20%20Qwpf");
    await get("?q=zxqv+qwpf");
    await get("?q=zxqv+qwpf&typing=1");
    await get("?q=brakes+grinding");
    const misses = await topMisses(database.db);
    expect(misses.find((miss) => miss.query === "zxqv qwpf")?.count).toBe(2);
    expect(misses.some((miss) => miss.query.includes("brakes"))).toBe(false);
  });

  it("limits searches per client address, with 429 and Retry-After once the limit is used", async () => {
    const limiter = await createRateLimiter(null);
    const { points } = rateLimits.search.perIp;
    for (let index = 0; index < points; index += 1) {
      expect((await loader(await argsFor("?q=abs+light", "203.0.113.7", limiter))).status).toBe(200);
    }
    const refused = await loader(await argsFor("?q=abs+light", "203.0.113.7", limiter));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/Too many searches/);
    // Another address is another client.
    expect((await loader(await argsFor("?q=abs+light", "203.0.113.8", limiter))).status).toBe(200);
  });
});

describe("the /search page's loader", () => {
  it("answers bad input with 400 and the message to show, and a good query with its results", async () => {
    const bad = (await pageLoader((await argsFor("?q=brake%00")) as never)) as unknown as {
      init: { status: number };
      data: { error: string };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.error).toBe(searchRequestMessages.control);
    const good = (await pageLoader((await argsFor("?q=transmision+sliping")) as never)) as {
      results: { url: string }[];
      corrections: { from: string; to: string }[];
    };
    expect(good.results.length).toBeGreaterThan(5);
    expect(good.corrections).toEqual([
      { from: "transmision", to: "transmission" },
      { from: "sliping", to: "slipping" },
    ]);
  });
});
