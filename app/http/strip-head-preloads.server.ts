import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;

/**
 * Removes the `<link rel="modulepreload">` hints React hoists into `<head>`.
 *
 * Those hints make ~150 kB of JavaScript compete with the HTML and CSS before
 * the first paint, which on a slow phone connection costs more than it saves:
 * every page here is readable and navigable before hydration. Without them the
 * browser still fetches the same modules, in parallel, as soon as the module
 * script at the end of the body runs. Only the head is rewritten; the rest of
 * the stream passes through untouched. See docs/decisions/0003.
 */
export function stripHeadModulePreloads() {
  let head = "";
  let headDone = false;
  // React writes bytes, and a chunk may end inside a multi-byte character.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      if (headDone) {
        callback(null, chunk);
        return;
      }
      head += typeof chunk === "string" ? chunk : decoder.write(chunk);
      const end = head.indexOf("</head>");
      if (end === -1) {
        callback();
        return;
      }
      headDone = true;
      const rewritten = head.slice(0, end).replace(MODULE_PRELOAD, "") + head.slice(end);
      head = "";
      callback(null, rewritten);
    },
    flush(callback: TransformCallback) {
      callback(null, headDone ? undefined : head + decoder.end());
    },
  });
}
