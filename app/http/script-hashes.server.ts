import { createHash } from "node:crypto";

/**
 * Content-Security-Policy for HTML that many visitors share (the cached
 * pages): a nonce sent to everyone is no secret, so such a page allows its
 * inline scripts by their hashes instead ('sha256-…'), which hold however
 * often the bytes are sent. Per-visitor pages keep their per-response nonce.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The CSP source of each executable inline script in `html` ('sha256-<base64>'), without repeats, in order. */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    // JSON-LD and other data blocks never run, so they need no permission.
    if (type && !EXECUTABLE_TYPES.has((type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase())) continue;
    sources.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

/** `policy` with its script nonce replaced by `sources` (space-separated CSP sources, possibly none). */
export function withScriptSources(policy: string, sources: string): string {
  return policy.replace(/\s*'nonce-[^']*'/g, sources ? ` ${sources}` : "");
}
