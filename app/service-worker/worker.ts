/**
 * The service worker, served as /sw.js (built by ./build.ts after
 * `react-router build`; docs/decisions/0020). It keeps the roadside tools
 * usable with no signal, and never stands between a visitor and a fresh page:
 *
 * - install: stores the emergency decision tree (every step), the dangerous
 *   problems list, the home page, the offline page, and the hashed scripts of
 *   every route and the stylesheet, in one cache named after the build.
 * - navigations: network first. A response from the network is what the
 *   visitor gets, whatever it says; a good HTML page is then kept (the last
 *   30). Only when the network fails: the kept copy, else the installed
 *   copy, else the offline page.
 * - /assets/*: content-hashed, so the cache answers first.
 * - React Router's data requests (*.data) and route discovery (/__manifest):
 *   never cached. When the network fails, discovery is answered from the
 *   build's route list and a data request tells the router to load the page
 *   as a document instead, which the rules above then answer.
 * - everything else (POSTs, /api/*, /healthz, icons): not touched.
 * - activate: every cache of an older build is deleted.
 *
 * It runs in the worker's global scope, not a window, and declares the few
 * worker types it uses (the project's TypeScript library is the DOM's).
 */
import { documentPathFor } from "./router-paths";

/** Written at the top of sw.js by ./build.ts. */
declare const PRECACHE: {
  /** The build's identity: cache names carry it, so a new build gets new caches. */
  version: string;
  /** Pages stored at install, as paths. */
  pages: string[];
  /** The page shown for a navigation that neither the network nor a cache can answer. */
  offlinePage: string;
  /** Hashed scripts and stylesheets: every page's and route's. */
  assets: string[];
  /** React Router's browser manifest: its version and every route, as /__manifest answers them. */
  router: { version: string; routes: Record<string, unknown> };
};

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
type WorkerScope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;

/** Kept pages beyond the installed ones: the most recently fetched win. */
const KEPT_PAGES = 30;

const prefix = "car-mechanic-ai";
const installedCache = `${prefix}-installed-${PRECACHE.version}`;
const pagesCache = `${prefix}-pages-${PRECACHE.version}`;
const assetsCache = `${prefix}-assets-${PRECACHE.version}`;
const ownCaches = [installedCache, pagesCache, assetsCache];

/** Pages with a visitor's own details: never kept, so they cannot outlive a session. */
const privatePaths = /^\/(account|admin|auth|dev)(\/|$)/;

worker.addEventListener("install", (event) => {
  event.waitUntil(install().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(activate());
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.method !== "GET") {
    // Signing out drops the kept pages: they show the account in the header.
    if (/^\/auth\/sign-out(\.data)?$/.test(url.pathname)) event.waitUntil(caches.delete(pagesCache));
    return;
  }
  if (request.mode === "navigate") event.respondWith(navigate(event, url));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
  else if (url.pathname.endsWith(".data")) event.respondWith(routerData(request, url));
  else if (url.pathname === "/__manifest") event.respondWith(routeDiscovery(request, url));
});

async function install() {
  const cache = await caches.open(installedCache);
  await Promise.all([
    // Signed-out copies (no cookies): they hold nobody's details and are the
    // ones the server already keeps rendered.
    ...[...PRECACHE.pages, PRECACHE.offlinePage].map(async (path) => {
      const response = await fetch(new Request(path, { credentials: "omit", cache: "no-cache" }));
      if (!isPage(response)) throw new Error(`Could not store ${path}: ${response.status}`);
      await cache.put(path, response);
    }),
    ...PRECACHE.assets.map(async (path) => {
      // Hashed names: a copy kept by an earlier build is the same file.
      const earlier = await caches.match(path);
      await (earlier?.ok ? cache.put(path, earlier) : cache.add(path));
    }),
  ]);
}

async function activate() {
  for (const name of await caches.keys()) {
    if (name.startsWith(`${prefix}-`) && !ownCaches.includes(name)) await caches.delete(name);
  }
  // The browser starts a navigation's request while the worker boots.
  await worker.registration.navigationPreload?.enable();
  await worker.clients.claim();
}

async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  let response: Response;
  try {
    response = (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await storedPage(url)) ?? (await storedOfflinePage()) ?? Response.error();
  }
  if (isPage(response) && !privatePaths.test(url.pathname) && !noStore(response)) {
    event.waitUntil(keepPage(pageKey(url), response.clone()));
  }
  return response;
}

async function keepPage(key: string, response: Response) {
  const cache = await caches.open(pagesCache);
  // Deleting first puts the page at the end of the cache's order: the keys
  // run from the least to the most recently fetched.
  await cache.delete(key, { ignoreVary: true });
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT_PAGES)).map((old) => cache.delete(old)));
}

async function storedPage(url: URL) {
  const options = { ignoreVary: true };
  const kept = await (await caches.open(pagesCache)).match(pageKey(url), options);
  if (kept) return kept;
  const installed = await caches.open(installedCache);
  // An emergency step reached by another route (?via=...) is the same step.
  return (await installed.match(pageKey(url), options)) ?? (await installed.match(url.pathname, options));
}

async function storedOfflinePage() {
  return (await caches.open(installedCache)).match(PRECACHE.offlinePage, { ignoreVary: true });
}

async function asset(request: Request) {
  const stored = await caches.match(request, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    await (await caches.open(assetsCache)).put(request, copy);
  }
  return response;
}

/**
 * A data request for a client-side navigation goes to the network. If the
 * network fails, React Router's own answer for "load this as a document" (an
 * empty 204 with its redirect headers) makes it navigate the whole page to
 * that address, which `navigate` answers from the caches.
 */
async function routerData(request: Request, url: URL) {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": documentPathFor(url), "X-Remix-Reload-Document": "true" },
    });
  }
}

/**
 * Route discovery: before navigating to an address it has not seen, the
 * router asks the server which routes match it. Offline, the build's own
 * manifest answers with every route (more than asked, which the router takes
 * as it would in its "initial" discovery mode), so the navigation goes on to
 * its data request, which `routerData` turns into a page load. An answer for
 * another build's version tells the router to reload, as the server does.
 */
async function routeDiscovery(request: Request, url: URL) {
  try {
    return await fetch(request);
  } catch {
    if (url.searchParams.get("version") !== PRECACHE.router.version) {
      return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
    }
    return new Response(JSON.stringify(PRECACHE.router.routes), { headers: { "Content-Type": "application/json" } });
  }
}

/** Pages are kept under their path and query, without the origin or a fragment. */
function pageKey(url: URL) {
  return url.pathname + url.search;
}

function isPage(response: Response) {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** `private` does not stop a browser's own cache (this is one); `no-store` does. */
function noStore(response: Response) {
  return /(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get("Cache-Control") ?? "");
}
