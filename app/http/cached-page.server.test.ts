import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  BEST_BROTLI_QUALITY,
  cachedPageResponse,
  createCachedPage,
  FIRST_BROTLI_QUALITY,
  improveCompression,
  matchesEtag,
  preferredEncoding,
} from "./cached-page.server";

const html = `<!DOCTYPE html><html><head><script>document.title="x"</script></head><body>${Array.from(
  { length: 400 },
  (_, index) => `<p>Brake rotor ${index}: scored, warped or worn below minimum thickness.</p>`,
).join("")}</body></html>`;

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["*", "br"],
    ["br;q=0, *;q=0.1", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
    [null, "identity"],
    ["gzip;q=0, br;q=0", "identity"],
  ])("%s -> %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("matchesEtag", () => {
  it("compares weakly and takes lists and *", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"old", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(null, 'W/"abc"')).toBe(false);
  });
});

describe("a cached page", () => {
  it("is the same HTML in every encoding, with its length, a revalidation header and Vary", async () => {
    const page = await createCachedPage(html);
    for (const [acceptEncoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
      ["identity", (body: Buffer) => body],
    ] as const) {
      const response = cachedPageResponse(page, { method: "GET", acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers).toMatchObject({ "Cache-Control": "no-cache", ETag: page.etag, Vary: "Accept-Encoding" });
      expect(response.headers["Content-Encoding"]).toBe(acceptEncoding === "identity" ? undefined : acceptEncoding);
      expect(Number(response.headers["Content-Length"])).toBe(response.body!.length);
      expect(decode(response.body!).toString("utf8")).toBe(html);
    }
  });

  it("answers 304 without a body to a client holding the current copy, and a HEAD with the length only", async () => {
    const page = await createCachedPage(html);
    expect(cachedPageResponse(page, { method: "GET", ifNoneMatch: page.etag })).toEqual({
      status: 304,
      headers: { "Cache-Control": "no-cache", ETag: page.etag, Vary: "Accept-Encoding" },
      body: null,
    });
    const head = cachedPageResponse(page, { method: "HEAD", acceptEncoding: "gzip" });
    expect(head.body).toBeNull();
    expect(head.headers["Content-Length"]).toBe(String(page.gzip.length));
  });

  it("has an ETag that depends on the HTML only", async () => {
    const [one, two, other] = await Promise.all([
      createCachedPage(html),
      createCachedPage(html),
      createCachedPage(`${html} `),
    ]);
    expect(one.etag).toBe(two.etag);
    expect(one.etag).not.toBe(other.etag);
  });

  it("is recompressed at the best brotli quality once, in the background, to the same HTML in fewer bytes", async () => {
    const page = await createCachedPage(html);
    expect(page.brotliQuality).toBe(FIRST_BROTLI_QUALITY);
    const first = page.br;
    let done = 0;
    improveCompression(
      page,
      () => true,
      () => done++,
    );
    improveCompression(
      page,
      () => true,
      () => done++,
    );
    await expect.poll(() => page.brotliQuality).toBe(BEST_BROTLI_QUALITY);
    expect(done).toBe(1);
    expect(page.br.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(page.br).toString("utf8")).toBe(html);
    improveCompression(
      page,
      () => true,
      () => done++,
    );
    expect(done).toBe(1);
  });

  it("is not recompressed once the cache has dropped it", async () => {
    const [dropped, kept] = await Promise.all([createCachedPage(html), createCachedPage(`${html}<!-- kept -->`)]);
    improveCompression(
      dropped,
      () => false,
      () => {},
    );
    improveCompression(
      kept,
      () => true,
      () => {},
    );
    // The queue runs in order: once the second page is done, the first was passed over.
    await expect.poll(() => kept.brotliQuality).toBe(BEST_BROTLI_QUALITY);
    expect(dropped.brotliQuality).toBe(FIRST_BROTLI_QUALITY);
  });
});
