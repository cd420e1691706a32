import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withScriptSources } from "./script-hashes.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script once, exactly as written, and skips data blocks and external scripts", () => {
    const theme = "(function(){document.documentElement.classList.add('dark')})()";
    const module = 'import("/assets/entry.js"); // “quotes” and ünïcode';
    const html = [
      `<head><script>${theme}</script>`,
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script src="/assets/x.js"></script></head>',
      `<body><script type="module" async="">${module}</script>`,
      `<script>${theme}</script></body>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256(theme), sha256(module)]);
  });
});

describe("withScriptSources", () => {
  const policy = "default-src 'self';script-src 'self' 'nonce-abc==';style-src 'self'";

  it("puts the hashes where the nonce was", () => {
    expect(withScriptSources(policy, "'sha256-a' 'sha256-b'")).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self'",
    );
  });

  it("drops the nonce when the page has no inline script", () => {
    expect(withScriptSources(policy, "")).toBe("default-src 'self';script-src 'self';style-src 'self'");
  });
});
