import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { inlineScriptHashes } from "./script-hashes.server";

/**
 * One page of the rendered-HTML cache: its HTML compressed once with brotli
 * and gzip, sent as it is to every visitor whose browser accepts either (the
 * compression middleware leaves a response that already has a
 * Content-Encoding alone). A page is the same bytes for everyone, so its
 * inline scripts are allowed by hash, not by a nonce (script-hashes.server.ts),
 * and it has an ETag for revalidation.
 */

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** For the first response: a few milliseconds even for the largest page, about 7 % larger than the best. */
export const FIRST_BROTLI_QUALITY = 5;
/**
 * What the build uses for scripts: 10–15 % smaller than quality 5, but
 * 100–400 ms of CPU for a large page, so it is made in the background, one
 * page at a time, for pages asked for a second time.
 */
export const BEST_BROTLI_QUALITY = 11;

export type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  /** The status it is sent with: 200, or 404 for the one page every unknown address shares. */
  readonly status: 200 | 404;
  /** Weak (the bytes differ per encoding), from the HTML: the same for the same page on every instance of a deploy. */
  readonly etag: string;
  /** The CSP sources that allow the page's inline scripts, space-separated. */
  readonly scriptSources: string;
  /** Bytes of the HTML itself. */
  readonly length: number;
  readonly gzip: Buffer;
  br: Buffer;
  brotliQuality: number;
  /** Bytes kept in memory. */
  size: () => number;
};

export async function createCachedPage(html: string, status: 200 | 404 = 200): Promise<CachedPage> {
  const body = Buffer.from(html, "utf8");
  const [br, gzip] = await Promise.all([brotli(body, FIRST_BROTLI_QUALITY), gzipCompress(body, { level: 9 })]);
  const page: CachedPage = {
    status,
    etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    scriptSources: inlineScriptHashes(html).join(" "),
    length: body.length,
    gzip,
    br,
    brotliQuality: FIRST_BROTLI_QUALITY,
    size: () => page.br.length + page.gzip.length,
  };
  return page;
}

function brotli(body: Buffer, quality: number) {
  return brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Pages waiting for the best compression; beyond this many, a request to improve one is dropped (a later visit asks again). */
const MAX_WAITING = 100;
const waiting: { page: CachedPage; stillCached: () => boolean; done: () => void }[] = [];
const queued = new WeakSet<CachedPage>();
let compressing = false;

/**
 * Recompresses `page` at the best brotli quality in the background (one page
 * at a time, so at most one core), then calls `done` so the cache can count
 * the new size. Does nothing if that is done or under way; skips a page the
 * cache has dropped meanwhile, and drops the request when many are waiting
 * (a flood of distinct addresses must not queue minutes of work).
 */
export function improveCompression(page: CachedPage, stillCached: () => boolean, done: () => void) {
  if (page.brotliQuality >= BEST_BROTLI_QUALITY || queued.has(page) || waiting.length >= MAX_WAITING) return;
  queued.add(page);
  waiting.push({ page, stillCached, done });
  if (!compressing) void compressWaiting();
}

async function compressWaiting() {
  compressing = true;
  for (let next = waiting.shift(); next; next = waiting.shift()) {
    if (!next.stillCached()) {
      queued.delete(next.page);
      continue;
    }
    try {
      next.page.br = await brotli(await gunzip(next.page.gzip), BEST_BROTLI_QUALITY);
      next.page.brotliQuality = BEST_BROTLI_QUALITY;
      next.done();
    } catch (error) {
      // The quality-5 copy stays; it is correct, only larger.
      console.error("Recompressing a cached page failed:", error);
    }
  }
  compressing = false;
}

/** The coding to send: the client's most preferred of brotli and gzip, brotli on a tie, else none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for a GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/**
 * Public HTML that changes with each deploy: browsers and shared caches may
 * keep it, but must ask again before every use (a 304 when the ETag still
 * matches), so nobody sees a page from before a deploy, and the service
 * worker's network-first fetch gets a current page.
 */
export const CACHED_PAGE_CACHE_CONTROL = "no-cache";

export type CachedPageResponse = { status: 200 | 304 | 404; headers: Record<string, string>; body: Buffer | null };

/** The response for `page`: a 304 if the client's copy is current, else the bytes in the best coding it accepts. */
export function cachedPageResponse(
  page: CachedPage,
  request: { method: string; acceptEncoding?: string | null; ifNoneMatch?: string | null },
): CachedPageResponse {
  const headers: Record<string, string> = { "Cache-Control": CACHED_PAGE_CACHE_CONTROL, Vary: "Accept-Encoding" };
  // A 404 is not revalidated into a 304: it has no ETag, and every request gets the page again.
  if (page.status === 200) {
    headers.ETag = page.etag;
    if (matchesEtag(request.ifNoneMatch, page.etag)) return { status: 304, headers, body: null };
  }
  const encoding = preferredEncoding(request.acceptEncoding);
  headers["Content-Type"] = "text/html; charset=utf-8";
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  if (request.method === "HEAD") {
    const length = encoding === "br" ? page.br.length : encoding === "gzip" ? page.gzip.length : page.length;
    headers["Content-Length"] = String(length);
    return { status: page.status, headers, body: null };
  }
  // Clients that take no compression are rare (scripts, some crawlers): inflating gzip costs under a millisecond.
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : zlib.gunzipSync(page.gzip);
  headers["Content-Length"] = String(body.length);
  return { status: page.status, headers, body };
}
