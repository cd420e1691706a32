import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { stripHeadModulePreloads } from "./strip-head-preloads.server";

async function run(chunks: (string | Buffer)[]) {
  return text(Readable.from(chunks).pipe(stripHeadModulePreloads()));
}

const head =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/b.js"/></head>';

describe("stripHeadModulePreloads", () => {
  it("removes module preloads from the head and keeps everything else", async () => {
    const html = await run([head, '<body><link rel="modulepreload" href="/assets/c.js"/>é</body></html>']);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
        '<body><link rel="modulepreload" href="/assets/c.js"/>é</body></html>',
    );
  });

  it("handles a head split across chunks, even inside a tag or a multi-byte character", async () => {
    const bytes = Buffer.from(`${head.replace("<head>", "<head><title>Café</title>")}<body>ok</body>`);
    const cut = bytes.indexOf(Buffer.from("é")) + 1; // inside the two-byte "é"
    const tagCut = bytes.indexOf(Buffer.from('rel="modulepreload"')) + 5; // inside a preload tag
    const html = await run([bytes.subarray(0, cut), bytes.subarray(cut, tagCut), bytes.subarray(tagCut)]);
    expect(html).toContain("<title>Café</title>");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/></head><body>ok</body>');
  });

  it("passes a document without a head through unchanged", async () => {
    await expect(run(["<p>", "plain</p>"])).resolves.toBe("<p>plain</p>");
  });
});
