/**
 * The ceiling for `npm run bench:load`: a plain static file server (Node's
 * own http, serve-static, and the same compression middleware as the app)
 * serving HTML saved from the app. Run as a process of its own, as the app is:
 *
 *   node scripts/static-html-server.ts <folder> <port>
 *
 * Pages are flat files named after their path (scripts/static-html-files.ts):
 * `/` is `<folder>/index.html`, `/glossary/maf-sensor` is
 * `<folder>/glossary~maf-sensor.html`; any other address is answered 404 with
 * `<folder>/404.html`.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import serveStatic from "serve-static";
import { fileNameFor, NOT_FOUND_FILE } from "./static-html-files.ts";

const [folder, port] = process.argv.slice(2);
if (!folder || !port) throw new Error("usage: node scripts/static-html-server.ts <folder> <port>");

const compress = compression();
const serve = serveStatic(folder, { index: false, redirect: false });
const notFound = readFileSync(path.join(folder, NOT_FOUND_FILE));

const server = http.createServer((req, res) => {
  const done = (error?: unknown) => {
    res.statusCode = error ? 500 : 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(error ? "error" : notFound);
  };
  // The one rewrite, as a web server's try_files would do it.
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  req.url = `/${fileNameFor(pathname)}`;
  // compression and serve-static are connect-style middleware; plain Node objects suffice for both.
  compress(req as never, res as never, () => serve(req, res, done));
});
server.listen(Number(port), "127.0.0.1", () => console.log(`static HTML on http://127.0.0.1:${port}`));
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
