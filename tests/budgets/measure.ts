import { createHash } from "node:crypto";
import type { Browser, BrowserContextOptions, Cookie, Page, Request, Route } from "playwright-core";
import { randomClientIp, STATE_TIMEOUT_MS } from "../e2e/support/browser";

/**
 * Measures one page of the production build in a real Chromium, for the
 * performance budgets. Every number here is a count or a size, never a time,
 * and every wait is for a state, so a slow machine gives the same numbers as
 * a fast one. See docs/decisions/0012 for why each measure is deterministic.
 */

export const viewports = {
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 900 } },
} satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof viewports;

export type Weight = {
  /**
   * Bytes transferred, as Chrome counts them: the compressed body as the browser
   * negotiated it, plus the response headers (every script pays its own headers).
   */
  js: number;
  html: number;
  css: number;
  /** Every request the page makes while it loads and hydrates (the browser's own favicon fetch aside). */
  requests: number;
  /** Content-Encoding of the document, for the log. */
  encoding: string;
  /** Each script's file name and bytes transferred, largest first: what to look at when JS is over budget. */
  scripts: [string, number][];
};

export type LcpElement = { tag: string; text: string; src: string; path: string } | null;

export type Rendering = {
  /** Sum of every layout-shift entry's value, from the complete server HTML's paint until the page is settled. */
  layoutShift: number;
  /** The nodes that moved, for a failure message. */
  shifted: string[];
  /** Shifts while the HTML was still streaming in: reported, not budgeted (they depend on network timing). */
  streamingShift: number;
  /** The largest contentful paint element once the page is hydrated and quiet. */
  lcp: LcpElement;
};

export type ServerHtml = {
  /** External scripts that would block rendering (neither module, async nor defer). */
  blockingScripts: string[];
  /**
   * Inline executable scripts in <head>: their size and whether the page's CSP
   * allows them (by the response's nonce, or by hash on pages many visitors share).
   */
  headInlineScripts: { bytes: number; allowed: boolean }[];
};

/** A context as a first-time visitor has it: empty cache, its own client address, a session if asked. */
async function newContext(browser: Browser, options: BrowserContextOptions, cookies: Cookie[]) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
  });
  context.setDefaultTimeout(STATE_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STATE_TIMEOUT_MS);
  if (cookies.length > 0) await context.addCookies(cookies);
  return context;
}

/**
 * Follows every request of a page: how many are still open, and a promise
 * for "none open" that settles on the events themselves, not on a quiet period.
 */
function trackRequests(page: Page) {
  const open = new Set<Request>();
  const finished: Request[] = [];
  let started = 0;
  let waiters: (() => void)[] = [];
  const settle = (request: Request) => {
    open.delete(request);
    if (open.size === 0) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  };
  page.on("request", (request) => {
    started += 1;
    open.add(request);
  });
  page.on("requestfinished", (request) => {
    finished.push(request);
    settle(request);
  });
  page.on("requestfailed", settle);
  return {
    finished,
    started: () => started,
    noneOpen: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}

/**
 * Waits until the page has nothing left to do: no request open, then two
 * rendered frames and an idle main thread, repeated until no new request
 * started meanwhile. Each step waits for a state, not for a length of time.
 */
async function settled(page: Page, requests: ReturnType<typeof trackRequests>) {
  for (;;) {
    const before = requests.started();
    await requests.noneOpen();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
        ),
    );
    if (requests.started() === before) {
      await requests.noneOpen();
      return;
    }
  }
}

/** Installed before the page's own code: buffered observers for layout shifts and LCP candidates. */
function observePaintAndShifts() {
  type ShiftEntry = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
  type LcpEntry = PerformanceEntry & { element: Element | null; url: string };
  const state = {
    shifts: [] as { value: number; time: number; nodes: string[] }[],
    /** performance.now() once the complete server HTML has painted: later shifts count. */
    baseline: Number.POSITIVE_INFINITY,
    lcp: null as LcpEntry | null,
    /** Delivers entries still queued for the observers (their callbacks run as low-priority tasks). */
    flush: () => {},
  };
  (window as unknown as { __budget: typeof state }).__budget = state;
  const describe = (node: Node | null | undefined) => {
    if (!node) return "(removed)";
    if (!(node instanceof Element)) return node.nodeName;
    const text = (node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}> ${JSON.stringify(text)}`;
  };
  // Every shift counts, input or not. Chromium marks shifts in the first ~500 ms after a
  // navigation as "hadRecentInput", so filtering on it (as CLS does) would make the result
  // depend on how fast the machine hydrates. This page gets no input at all.
  const onShifts = (entries: PerformanceEntryList) => {
    for (const entry of entries as ShiftEntry[])
      state.shifts.push({
        value: entry.value,
        time: entry.startTime,
        nodes: (entry.sources ?? []).map((source) => describe(source.node)),
      });
  };
  const onLcp = (entries: PerformanceEntryList) => {
    state.lcp = (entries as LcpEntry[]).at(-1) ?? state.lcp;
  };
  const shifts = new PerformanceObserver((list) => onShifts(list.getEntries()));
  shifts.observe({ type: "layout-shift", buffered: true });
  const lcp = new PerformanceObserver((list) => onLcp(list.getEntries()));
  lcp.observe({ type: "largest-contentful-paint", buffered: true });
  state.flush = () => {
    onShifts(shifts.takeRecords());
    onLcp(lcp.takeRecords());
  };
}

/**
 * Loads the page with JavaScript, holding every script back until the
 * server's HTML is fully parsed and painted, then lets it run, hydrate and
 * settle. Holding the scripts makes the order fixed: whatever hydration moves
 * or adds is always late, so a shift it causes is counted every time, on a
 * fast machine as on a slow one. Shifts counted are those after that first
 * complete paint: while the HTML is still streaming in, what the browser
 * paints depends on where the network happened to split it.
 */
export async function measureWithJavaScript(
  browser: Browser,
  url: string,
  viewport: ViewportName,
  cookies: Cookie[] = [],
): Promise<{ status: number; weight: Weight; rendering: Rendering }> {
  const context = await newContext(browser, viewports[viewport], cookies);
  const page = await context.newPage();
  const requests = trackRequests(page);
  await page.addInitScript(observePaintAndShifts);

  let release: () => void = () => {};
  const painted = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (target) => target.pathname.endsWith(".js"),
    async (route: Route) => {
      await painted;
      await route.continue();
    },
  );

  const response = await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(
    () =>
      document.readyState !== "loading" &&
      performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint"),
  );
  // Two frames later the whole server HTML has been laid out and painted: the baseline.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            (window as unknown as { __budget: { baseline: number } }).__budget.baseline = performance.now();
            resolve();
          }),
        ),
      ),
  );
  release();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForLoadState("load");
  await settled(page, requests);

  const rendering = await page.evaluate(() => {
    type Lcp = { element: Element | null; url: string };
    const state = (
      window as unknown as {
        __budget: {
          shifts: { value: number; time: number; nodes: string[] }[];
          baseline: number;
          lcp: Lcp | null;
          flush: () => void;
        };
      }
    ).__budget;
    state.flush();
    const element = state.lcp?.element ?? null;
    const pathTo = (node: Element) => {
      const steps: string[] = [];
      for (let current: Element | null = node; current && current !== document.documentElement; ) {
        const parent: Element | null = current.parentElement;
        const index = parent ? [...parent.children].indexOf(current) + 1 : 1;
        steps.unshift(`${current.tagName.toLowerCase()}:nth-child(${index})`);
        current = parent;
      }
      return steps.join(" > ");
    };
    const late = state.shifts.filter((shift) => shift.time >= state.baseline);
    const early = state.shifts.filter((shift) => shift.time < state.baseline);
    return {
      streamingShift: early.reduce((total, shift) => total + shift.value, 0),
      layoutShift: late.reduce((total, shift) => total + shift.value, 0),
      shifted: late.flatMap((shift) => shift.nodes),
      lcp: element
        ? {
            tag: element.tagName.toLowerCase(),
            text: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
            src: state.lcp?.url ?? "",
            path: pathTo(element),
          }
        : null,
    };
  });

  const favicon = new URL("/favicon.svg", url).href;
  const weight: Weight = { js: 0, html: 0, css: 0, requests: 0, encoding: "", scripts: [] };
  for (const request of requests.finished) {
    if (request.url() === favicon) continue;
    weight.requests += 1;
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    const transferred = responseBodySize + responseHeadersSize;
    const type = request.resourceType();
    if (type === "script") {
      weight.js += transferred;
      weight.scripts.push([new URL(request.url()).pathname.split("/").at(-1) ?? "", transferred]);
    } else if (type === "stylesheet") weight.css += transferred;
    else if (type === "document" && request.frame() === page.mainFrame()) {
      weight.html += transferred;
      weight.encoding = (await request.response())?.headers()["content-encoding"] ?? "none";
    }
  }
  await context.close();
  return { status: response?.status() ?? 0, weight, rendering };
}

/**
 * Loads the page with JavaScript off: the document is then exactly the HTML
 * the server sent. Reports its scripts, and whether it holds the element that
 * was the LCP element with JavaScript on (the same element, or one with the same text).
 */
export async function inspectServerHtml(
  browser: Browser,
  url: string,
  viewport: ViewportName,
  lcp: LcpElement,
  cookies: Cookie[] = [],
): Promise<ServerHtml & { lcpInServerHtml: boolean }> {
  const context = await newContext(browser, { ...viewports[viewport], javaScriptEnabled: false }, cookies);
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: "load" });
  const csp = response?.headers()["content-security-policy"] ?? "";
  const { headInlineScripts, ...result } = await page.evaluate((target) => {
    const scripts = [...document.querySelectorAll("script")];
    const executable = (script: HTMLScriptElement) =>
      !script.type || /^(module|text\/javascript|application\/javascript)$/i.test(script.type);
    const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    let lcpInServerHtml = false;
    if (target) {
      const atPath = document.querySelector(target.path);
      const same = (element: Element | null) =>
        Boolean(element) &&
        element!.tagName.toLowerCase() === target.tag &&
        normalize(element!.textContent) === target.text &&
        (!target.src || (element as HTMLImageElement).currentSrc === target.src);
      lcpInServerHtml = same(atPath) || [...document.querySelectorAll(target.tag)].some(same);
    }
    return {
      blockingScripts: scripts
        .filter((script) => script.src && executable(script))
        .filter((script) => script.type !== "module" && !script.async && !script.defer)
        .map((script) => script.src),
      headInlineScripts: scripts
        .filter((script) => !script.src && executable(script) && script.closest("head"))
        .map((script) => ({ text: script.text, nonce: script.nonce })),
      lcpInServerHtml,
    };
  }, lcp);
  await context.close();
  return {
    ...result,
    headInlineScripts: headInlineScripts.map(({ text, nonce }) => ({
      bytes: Buffer.byteLength(text),
      allowed:
        (nonce !== "" && csp.includes(`'nonce-${nonce}'`)) ||
        csp.includes(`'sha256-${createHash("sha256").update(text).digest("base64")}'`),
    })),
  };
}
