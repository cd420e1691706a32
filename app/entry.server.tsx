import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { StaticHtmlProvider } from "~/components/static-html";
import { type CachedPage, cachedPageResponse, createCachedPage } from "~/http/cached-page.server";
import { type CachedPageAddress, htmlCache, NOT_FOUND_KEY, sharedPageAddress } from "~/http/html-cache.server";
import { keptBackHtml } from "~/http/static-html.server";
import { stripHeadModulePreloads } from "~/http/strip-head-preloads.server";
import { NonceProvider } from "~/lib/nonce";
import { cspNonceContext, cspScriptSourcesContext, servicesContext } from "~/request-context";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { env } = loadContext.get(servicesContext);
  const address = sharedPageAddress(request, responseStatusCode, routerContext, responseHeaders, env.NODE_ENV);
  // Only a request for the page's own address stores it; others (an unknown
  // query parameter, /GLOSSARY) are rendered for themselves, as before, and
  // served from the cache once the page is in it (server/cached-pages.ts).
  if (address?.canonical) return respondWithCachedPage(address, request, responseHeaders, routerContext, loadContext);

  // Rendered whole, then sent as one piece: no route streams deferred data, so
  // the shell would be ready no sooner than the rest, and each piece sent on
  // its own costs the compression stream a round trip through the thread pool
  // and an event-loop turn, which is what made rendered pages slow under load
  // (docs/decisions/0019). A route that adds deferred data (<Await>) needs
  // streaming back for that page.
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const { html, failed } = await renderWhole(request, routerContext, loadContext, nonce);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: failed ? 500 : responseStatusCode, headers: responseHeaders });
}

function serverDocument(
  request: Request,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  nonce: string | undefined,
) {
  return (
    <NonceProvider value={nonce}>
      <StaticHtmlProvider value={keptBackHtml(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StaticHtmlProvider>
    </NonceProvider>
  );
}

/**
 * A page every signed-out visitor shares: rendered whole, without a nonce (its
 * inline scripts are allowed by hash), compressed once and kept; this response
 * and every later one send those bytes. Repeat visits normally never get here:
 * the Express shell answers them from the cache before React Router runs.
 */
async function respondWithCachedPage(
  address: CachedPageAddress,
  request: Request,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let page: CachedPage | undefined = htmlCache.get(address.key);
  let state = "hit";
  if (!page) {
    state = "miss";
    const { html, failed } = await renderWhole(request, routerContext, loadContext, undefined);
    if (failed) {
      // Rendering broke after the shell: send what there is, allowed as it is, and keep nothing.
      const broken = await createCachedPage(html);
      loadContext.get(cspScriptSourcesContext)(broken.scriptSources);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      return new Response(html, { status: 500, headers: responseHeaders });
    }
    page = await createCachedPage(html, address.key === NOT_FOUND_KEY ? 404 : 200);
    htmlCache.set(address.key, page);
  }
  loadContext.get(cspScriptSourcesContext)(page.scriptSources);
  const response = cachedPageResponse(page, {
    method: request.method,
    acceptEncoding: request.headers.get("accept-encoding"),
    ifNoneMatch: request.headers.get("if-none-match"),
  });
  for (const [name, value] of Object.entries(response.headers)) responseHeaders.set(name, value);
  responseHeaders.append("Server-Timing", `html-cache;desc="${state}"`);
  // zlib's buffers are views of plain ArrayBuffers, sent without a copy.
  return new Response(response.body as Uint8Array<ArrayBuffer> | null, {
    status: response.status,
    headers: responseHeaders,
  });
}

/** The whole document as one string; `failed` if something broke after the shell. */
function renderWhole(
  request: Request,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  nonce: string | undefined,
) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(serverDocument(request, routerContext, loadContext, nonce), {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = pipe(stripHeadModulePreloads());
        body.on("data", (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
        body.on("error", reject);
        body.on("end", () => {
          clearTimeout(timeoutId);
          resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
        });
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        // Errors before the shell is ready reject above and are logged by React Router.
        if (!shellRendered) return;
        failed = true;
        console.error(error);
      },
    });
  });
}
