import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pageTypes } from "~/content/pages";
import { sessionsFor } from "../e2e/support/accounts";
import { sharedBrowser } from "../e2e/support/browser";
import { type Budget, budgets, everyPage, hardLimits } from "./budgets";
import {
  inspectServerHtml,
  measureWithJavaScript,
  type Rendering,
  type ServerHtml,
  type ViewportName,
  type Weight,
} from "./measure";

/**
 * The performance budgets of every page type (tests/budgets/budgets.ts),
 * measured in Chromium against the production build. Sizes and counts only:
 * nothing here depends on how fast the machine is. Prints one line per page
 * type with each number against its limit.
 */
const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();
const sessions = sessionsFor(getBrowser);
const viewportNames: ViewportName[] = ["phone", "desktop"];

type Measured = {
  weight: Weight;
  rendering: Record<ViewportName, Rendering & { lcpInServerHtml: boolean }>;
  server: ServerHtml;
};
const report = new Map<string, { path: string; budget: Budget; measured?: Measured }>();

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;
const mark = (ok: boolean) => (ok ? "" : " ✗");

function line(name: string, path: string, budget: Budget, measured?: Measured) {
  const label = `${name} ${path.length > 36 ? `${path.slice(0, 35)}…` : path}`.padEnd(64);
  if (!measured) return `${label} not measured (see the error above)`;
  const { weight, rendering, server } = measured;
  const shifts = viewportNames.map((viewport) => rendering[viewport].layoutShift);
  const lcp = viewportNames.map((viewport) => rendering[viewport]);
  const inline = server.headInlineScripts;
  return [
    label,
    `JS ${kB(weight.js)}/${kB(budget.js)} kB${mark(weight.js <= budget.js)}`.padEnd(22),
    `HTML ${kB(weight.html)}/${kB(budget.html)} kB${mark(weight.html <= budget.html)}`.padEnd(22),
    `CSS ${kB(weight.css)}/${kB(budget.css)} kB${mark(weight.css <= budget.css)}`.padEnd(20),
    `requests ${weight.requests}/${budget.requests}${mark(weight.requests <= budget.requests)}`.padEnd(16),
    `blocking scripts ${server.blockingScripts.length}/0${mark(server.blockingScripts.length === 0)}`,
    ` head inline ${inline.map((script) => `${script.bytes} B${script.allowed ? "" : " not allowed by the CSP"}`).join(", ") || "none"}`,
    ` layout shift ${shifts.map((shift) => shift.toFixed(4)).join("/")}${mark(shifts.every((shift) => shift === 0))}`,
    ...viewportNames
      .filter((viewport) => rendering[viewport].streamingShift > 0)
      .map(
        (viewport) => ` (${viewport}: ${rendering[viewport].streamingShift.toFixed(4)} while streaming, not budgeted)`,
      ),
    ` LCP <${lcp.map((entry) => entry.lcp?.tag ?? "none").join("/")}> in server HTML${mark(lcp.every((entry) => entry.lcpInServerHtml))}`,
    ` (${weight.encoding})`,
  ].join(" ");
}

it("keeps issue 10's hard limits for every page type", () => {
  expect(hardLimits).toEqual({ contentPageJs: 110_000, html: 60_000 });
  for (const type of pageTypes) {
    const budget: Budget = budgets[type.id];
    expect(budget.html, type.id).toBeLessThanOrEqual(hardLimits.html);
    if (type.contentPage) expect(budget.js, type.id).toBeLessThanOrEqual(hardLimits.contentPageJs);
  }
});

describe.each(pageTypes)("$name ($path)", (type) => {
  const budget: Budget = budgets[type.id];
  let measured: Measured;

  beforeAll(async () => {
    report.set(type.id, { path: type.path, budget });
    const url = `${baseURL}${type.path}`;
    const cookies = type.session ? await sessions(type.session) : [];
    const rendering = {} as Measured["rendering"];
    let weight: Weight | undefined;
    let server: ServerHtml | undefined;
    for (const viewport of viewportNames) {
      const withJs = await measureWithJavaScript(getBrowser(), url, viewport, cookies);
      expect(withJs.status, `${type.path} answers ${type.status}`).toBe(type.status);
      const html = await inspectServerHtml(getBrowser(), url, viewport, withJs.rendering.lcp, cookies);
      rendering[viewport] = { ...withJs.rendering, lcpInServerHtml: html.lcpInServerHtml };
      // Weight and scripts do not depend on the width: the phone's numbers stand for both.
      weight ??= withJs.weight;
      server ??= html;
    }
    measured = { weight: weight!, rendering, server: server! };
    report.set(type.id, { path: type.path, budget, measured });
  });

  it(`ships at most ${kB(budget.js)} kB of JavaScript`, () => {
    const scripts = measured.weight.scripts
      .toSorted((a, b) => b[1] - a[1])
      .map(([name, bytes]) => `${name} ${kB(bytes)} kB`)
      .join(", ");
    expect(measured.weight.js, `scripts: ${scripts}`).toBeLessThanOrEqual(budget.js);
  });

  it(`sends at most ${kB(budget.html)} kB of HTML`, () => {
    expect(measured.weight.html).toBeLessThanOrEqual(budget.html);
  });

  it(`loads at most ${kB(budget.css)} kB of CSS`, () => {
    expect(measured.weight.css).toBeGreaterThan(0);
    expect(measured.weight.css).toBeLessThanOrEqual(budget.css);
  });

  it(`makes at most ${budget.requests} requests`, () => {
    expect(measured.weight.requests).toBeLessThanOrEqual(budget.requests);
  });

  it("has no render-blocking script: external ones are module, async or defer; inline ones in <head> are small and allowed by the CSP", () => {
    expect(measured.server.blockingScripts).toEqual([]);
    for (const script of measured.server.headInlineScripts) {
      expect(script.allowed).toBe(true);
      expect(script.bytes).toBeLessThanOrEqual(everyPage.headInlineScriptBytes);
    }
  });

  it("does not shift its layout once painted: hydration and late content move nothing (phone, desktop)", () => {
    for (const viewport of viewportNames) {
      const { layoutShift, shifted } = measured.rendering[viewport];
      expect({ viewport, layoutShift, shifted }).toEqual({ viewport, layoutShift: everyPage.layoutShift, shifted: [] });
    }
  });

  it("paints its largest element from the server HTML, not from late content (phone, desktop)", () => {
    for (const viewport of viewportNames) {
      const { lcp, lcpInServerHtml } = measured.rendering[viewport];
      expect(lcp, `${viewport}: a largest contentful paint happened`).not.toBeNull();
      expect({ viewport, lcp: `<${lcp?.tag}> ${lcp?.text.slice(0, 80)}`, lcpInServerHtml }).toEqual({
        viewport,
        lcp: `<${lcp?.tag}> ${lcp?.text.slice(0, 80)}`,
        lcpInServerHtml: true,
      });
    }
  });
});

afterAll(() => {
  const lines = pageTypes.map((type) => {
    const entry = report.get(type.id);
    return line(type.id, type.path, budgets[type.id], entry?.measured);
  });
  console.log(`\nPerformance budgets (measured / limit; ✗ = over):\n${lines.join("\n")}\n`);
});
