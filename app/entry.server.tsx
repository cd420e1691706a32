import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { StaticHtmlProvider } from "~/components/static-html";
import { htmlCacheKey, readCachedHtml, storeHtml } from "~/http/html-cache.server";
import { keptBackHtml } from "~/http/static-html.server";
import { stripHeadModulePreloads } from "~/http/strip-head-preloads.server";
import { NonceProvider } from "~/lib/nonce";
import { cspNonceContext, servicesContext } from "~/request-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(cspNonceContext) || undefined;
  const { env } = loadContext.get(servicesContext);
  const cacheKey = nonce
    ? htmlCacheKey(request, responseStatusCode, routerContext, responseHeaders, env.NODE_ENV)
    : null;
  if (cacheKey && nonce) {
    const cached = readCachedHtml(cacheKey, nonce);
    if (cached !== undefined) {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.append("Server-Timing", 'html-cache;desc="hit"');
      return new Response(cached, { status: responseStatusCode, headers: responseHeaders });
    }
    responseHeaders.append("Server-Timing", 'html-cache;desc="miss"');
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, and pages about to be cached, get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      cacheKey || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StaticHtmlProvider value={keptBackHtml(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticHtmlProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(stripHeadModulePreloads()).pipe(body);
          if (cacheKey && nonce) {
            // The whole document is ready: keep a copy, then send it.
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("error", reject);
            body.on("end", () => {
              const html = Buffer.concat(chunks).toString("utf8");
              if (responseStatusCode === 200) storeHtml(cacheKey, html, nonce);
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
            return;
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
