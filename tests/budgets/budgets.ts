import type { PageTypeId } from "~/content/pages";

/**
 * Performance budgets, one row per page type of the catalogue
 * (app/content/pages). Checked in CI by budgets.spec.ts against the
 * production build in Chromium; every number is bytes or a count, so a
 * slow machine cannot fail them. Why these measures: docs/decisions/0012.
 *
 * Sizes are bytes transferred as Chrome counts them (compressed body plus
 * response headers, the way Lighthouse and DevTools report them); 1 kB = 1,000 bytes.
 */
const kB = 1000;

/** Issue 10's hard limits. Never raised to let a page pass: make the page lighter. */
export const hardLimits = {
  /** JavaScript on every content page (`contentPage` in the catalogue). */
  contentPageJs: 110 * kB,
  /** The HTML document, on every page. */
  html: 60 * kB,
};

/** Rules every page meets, whatever its type. */
export const everyPage = {
  /** Layout shift from the first paint until hydrated and settled, at phone and desktop widths. */
  layoutShift: 0,
  /** An inline script in <head> runs before first paint: only small ones, allowed by the CSP (nonce or hash). */
  headInlineScriptBytes: 1 * kB,
};

export type Budget = { js: number; html: number; css: number; requests: number };

const contentPage = { js: hardLimits.contentPageJs, html: hardLimits.html };

/**
 * CSS and request limits sit a little above what each page needed when they
 * were set; JavaScript limits of pages that are not content pages likewise.
 * Lowering them as pages get lighter keeps the gain.
 */
export const budgets = {
  home: { ...contentPage, css: 9.5 * kB, requests: 12 },
  faq: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "common-problems": { ...contentPage, css: 9.5 * kB, requests: 12 },
  manufacturer: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "manufacturer-tab": { ...contentPage, css: 9.5 * kB, requests: 12 },
  diagnostics: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "diagnostic-system": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "diagnostic-system-symptoms": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "diagnostic-system-hybrid": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "diagnostic-problem": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "diagnostic-problem-high-voltage": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "system-under-construction": { js: hardLimits.contentPageJs, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  emergency: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "emergency-step": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "dangerous-problems": { ...contentPage, css: 9.5 * kB, requests: 12 },
  glossary: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "glossary-letter": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "glossary-term": { ...contentPage, css: 9.5 * kB, requests: 12 },
  codes: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "codes-search": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "code-group": { ...contentPage, css: 9.5 * kB, requests: 12 },
  code: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "code-manufacturer": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "code-unknown": { js: hardLimits.contentPageJs, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  vehicles: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "vehicles-pick": { ...contentPage, css: 9.5 * kB, requests: 12 },
  "vehicles-vin": { ...contentPage, css: 9.5 * kB, requests: 12 },
  vehicle: { ...contentPage, css: 9.5 * kB, requests: 12 },
  garage: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "diagnostic-system-for-vehicle": { ...contentPage, css: 9.5 * kB, requests: 12 },
  quiz: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "quiz-round": { ...contentPage, css: 9.5 * kB, requests: 12 },
  search: { ...contentPage, css: 9.5 * kB, requests: 12 },
  "search-no-results": { ...contentPage, css: 9.5 * kB, requests: 12 },
  feedback: { js: 122 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  "sign-in": { js: 122 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  "sign-up": { js: 122 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  "forgot-password": { js: 122 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  "reset-password": { js: 122 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  "email-verified": { js: 122 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  account: { js: 122 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  "feedback-inbox": { js: 121 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  "search-misses": { js: 121 * kB, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
  "not-found": { js: hardLimits.contentPageJs, html: hardLimits.html, css: 9.5 * kB, requests: 12 },
} satisfies Record<PageTypeId, Budget>;
