import { allCodes, allGroups, isIndexable } from "~/content/codes/index.server";
import { diagnosticSystems } from "~/content/diagnostics";
import { emergencyNodes } from "~/content/emergency";
import { glossary, glossaryLetterSlugs } from "~/content/glossary";
import { manufacturers } from "~/content/manufacturers";
import { quizQuestions } from "~/content/quiz";
import { vehiclePagesWithProblems } from "~/content/vehicles/index.server";

/**
 * The page catalogue: every kind of page the site has, once. The sitemap lists
 * every address it derives from the content; the browser tests (axe, layout,
 * console), Lighthouse and the performance budgets open each type's sample.
 * Server-side only: it reads the whole knowledge base.
 *
 * Adding a page type: add an entry here and its limits in
 * tests/budgets/budgets.ts (TypeScript insists); see docs/decisions/0012.
 */
export type SitemapEntry = { changeFrequency: "daily" | "weekly" | "monthly"; priority: number };

export type PageType = {
  /** Stable id; the key of its performance budget. */
  id: string;
  /** What the page is, as test reports name it. */
  name: string;
  /** One real address of this type, opened by every page-level check. */
  path: string;
  /** The status that address answers with. */
  status: 200 | 404;
  /** Search engines may index it (no `noindex`): Lighthouse's SEO score is checked on these. */
  indexable: boolean;
  /** A reference page a visitor reads: held to the 110 kB JavaScript limit (docs/decisions/0012). */
  contentPage: boolean;
  /**
   * Only for a signed-in visitor (an administrator for the feedback inbox), or
   * a signed-out visitor with vehicles in their garage cookie.
   */
  session?: "user" | "admin" | "garage";
  /** Listed in sitemap.xml: every address of this type, derived from the content. */
  sitemap?: SitemapEntry & { paths: () => string[] };
};

const only = (path: string) => () => [path];

/** A fixed round of the first ten electrical questions: a round lives in its URL, so no state is needed. */
function sampleQuizRound() {
  const ids = quizQuestions.filter((question) => question.category === "electrical").slice(0, 10);
  return `/quiz/round?${new URLSearchParams({ c: "electrical", q: ids.map((question) => question.id).join(".") })}`;
}

const pageTypeList = [
  {
    id: "home",
    name: "home",
    path: "/",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "weekly", priority: 1, paths: only("/") },
  },
  {
    id: "faq",
    name: "FAQ",
    path: "/faq",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "monthly", priority: 0.5, paths: only("/faq") },
  },
  {
    id: "common-problems",
    name: "common problems by manufacturer",
    path: "/common-problems",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "weekly", priority: 0.8, paths: only("/common-problems") },
  },
  {
    id: "manufacturer",
    name: "manufacturer profile",
    path: "/manufacturers/toyota",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: {
      changeFrequency: "monthly",
      priority: 0.7,
      paths: () => manufacturers.map((manufacturer) => `/manufacturers/${manufacturer.slug}`),
    },
  },
  {
    id: "manufacturer-tab",
    name: "manufacturer profile, another tab",
    path: "/manufacturers/mercedes-benz?tab=reliability",
    status: 200,
    indexable: true,
    contentPage: true,
  },
  {
    id: "diagnostics",
    name: "diagnostics index",
    path: "/diagnostics",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "weekly", priority: 0.9, paths: only("/diagnostics") },
  },
  {
    id: "diagnostic-system",
    name: "diagnostic system",
    path: "/diagnostics/brake-system",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: {
      changeFrequency: "weekly",
      priority: 0.8,
      paths: () => diagnosticSystems.map((system) => `/diagnostics/${system.slug}`),
    },
  },
  {
    id: "diagnostic-system-symptoms",
    name: "diagnostic system with symptoms ticked",
    path: "/diagnostics/obd?s=cel-flashing&s=misfire-rough-idle",
    status: 200,
    indexable: true,
    contentPage: true,
  },
  {
    id: "diagnostic-system-hybrid",
    name: "diagnostic system added by issue 16 (Hybrid Systems, 60 problems)",
    path: "/diagnostics/hybrid-system",
    status: 200,
    indexable: true,
    contentPage: true,
  },
  {
    id: "diagnostic-problem-high-voltage",
    name: "diagnostic problem with the high-voltage warning (a Hybrid Systems problem)",
    path: "/diagnostics/hybrid-system/hybrid-orange-cable-damaged",
    status: 200,
    indexable: true,
    contentPage: true,
  },
  {
    id: "diagnostic-problem",
    name: "diagnostic problem",
    path: "/diagnostics/engine-wont-start/dead-battery-rapid-clicking",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: {
      changeFrequency: "monthly",
      priority: 0.6,
      paths: () =>
        diagnosticSystems.flatMap((system) =>
          system.problems.map((problem) => `/diagnostics/${system.slug}/${problem.slug}`),
        ),
    },
  },
  {
    id: "system-under-construction",
    name: "diagnostic system still under construction",
    path: "/diagnostics/heavy-duty",
    status: 404,
    indexable: false,
    contentPage: false,
  },
  {
    id: "emergency",
    name: "emergency roadside tool",
    path: "/emergency-diagnostic",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "monthly", priority: 0.8, paths: only("/emergency-diagnostic") },
  },
  {
    id: "emergency-step",
    name: "emergency roadside tool, a step",
    path: "/emergency-diagnostic/brake-failure-moving",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: {
      changeFrequency: "monthly",
      priority: 0.5,
      paths: () =>
        emergencyNodes.filter((node) => node.id !== "start").map((node) => `/emergency-diagnostic/${node.id}`),
    },
  },
  {
    id: "dangerous-problems",
    name: "dangerous problems",
    path: "/dangerous-problems",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "monthly", priority: 0.7, paths: only("/dangerous-problems") },
  },
  {
    id: "glossary",
    name: "glossary",
    path: "/glossary",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "monthly", priority: 0.6, paths: only("/glossary") },
  },
  {
    id: "glossary-letter",
    name: "glossary letter, terms with definitions",
    path: "/glossary/letter/c",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: {
      changeFrequency: "monthly",
      priority: 0.5,
      paths: () => glossaryLetterSlugs().map((slug) => `/glossary/letter/${slug}`),
    },
  },
  {
    id: "glossary-term",
    name: "glossary term",
    path: "/glossary/maf-sensor",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: {
      changeFrequency: "monthly",
      priority: 0.4,
      paths: () => glossary.map((entry) => `/glossary/${entry.id}`),
    },
  },
  {
    id: "codes",
    name: "trouble-code lookup and browsing",
    path: "/codes",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "monthly", priority: 0.8, paths: only("/codes") },
  },
  {
    id: "codes-search",
    name: "trouble-code lookup, codes matching words",
    path: "/codes?q=knock+sensor",
    status: 200,
    indexable: false,
    contentPage: true,
  },
  {
    id: "code-group",
    name: "trouble-code group, a page of its codes",
    path: "/codes/group/P03",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: {
      changeFrequency: "monthly",
      priority: 0.4,
      paths: () => allGroups().map((group) => `/codes/group/${group.slug}`),
    },
  },
  {
    id: "code",
    name: "trouble code with a written answer or problems that list it",
    path: "/codes/P0420",
    status: 200,
    indexable: true,
    contentPage: true,
    // Only codes with a written answer or a listing problem; title-only code pages carry noindex.
    sitemap: {
      changeFrequency: "monthly",
      priority: 0.6,
      paths: () => allCodes().flatMap((entry) => (isIndexable(entry.code) ? [`/codes/${entry.code}`] : [])),
    },
  },
  {
    id: "code-manufacturer",
    name: "manufacturer-specific trouble code, meanings by make",
    path: "/codes/P1131",
    status: 200,
    indexable: false,
    contentPage: true,
  },
  {
    id: "code-unknown",
    name: "well-formed trouble code not in the data (404 that decodes it)",
    path: "/codes/P0F00",
    status: 404,
    indexable: false,
    contentPage: false,
  },
  {
    id: "vehicles",
    name: "my vehicle: VIN decoding and the year, make and model picker",
    path: "/vehicles",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "monthly", priority: 0.7, paths: only("/vehicles") },
  },
  {
    id: "vehicles-pick",
    name: "my vehicle, the picker's model step",
    path: "/vehicles?year=2016&make=nissan",
    status: 200,
    indexable: false,
    contentPage: true,
  },
  {
    id: "vehicles-vin",
    name: "vehicle page with what a VIN decoded to",
    path: "/vehicles/2013/ford/f-150?engine=3.5&vin=1FTFW1ET9DFC10312",
    status: 200,
    indexable: false,
    contentPage: true,
  },
  {
    id: "garage",
    name: "my garage, with vehicles kept in the signed-out visitor's cookie",
    path: "/vehicles/garage",
    status: 200,
    indexable: false,
    contentPage: true,
    session: "garage",
  },
  {
    id: "diagnostic-system-for-vehicle",
    name: "system page marked and filtered for the garage's vehicle",
    path: "/diagnostics/turbo-supercharger?vehicle=mine",
    status: 200,
    indexable: false,
    contentPage: true,
    session: "garage",
  },
  {
    id: "vehicle",
    name: "vehicle page, the problems of one year, make and model",
    path: "/vehicles/2016/nissan/altima",
    status: 200,
    indexable: true,
    contentPage: true,
    // Only vehicles that problems name; the rest are reached through the picker.
    sitemap: { changeFrequency: "monthly", priority: 0.5, paths: () => vehiclePagesWithProblems() },
  },
  {
    id: "quiz",
    name: "quiz",
    path: "/quiz",
    status: 200,
    indexable: true,
    contentPage: true,
    sitemap: { changeFrequency: "monthly", priority: 0.5, paths: only("/quiz") },
  },
  {
    id: "quiz-round",
    name: "quiz round, a question",
    // Pure: the doors test bundles this module for the browser and expects no work at import.
    path: /* @__PURE__ */ sampleQuizRound(),
    status: 200,
    indexable: false,
    contentPage: true,
  },
  {
    id: "search",
    name: "search results",
    path: "/search?q=transmision+sliping",
    status: 200,
    indexable: false,
    contentPage: true,
  },
  {
    id: "search-no-results",
    name: "search that found nothing, with suggestions",
    path: "/search?q=zxqv+qwpf",
    status: 200,
    indexable: false,
    contentPage: true,
  },
  {
    id: "feedback",
    name: "feedback",
    path: "/feedback",
    status: 200,
    indexable: true,
    contentPage: false,
    sitemap: { changeFrequency: "monthly", priority: 0.4, paths: only("/feedback") },
  },
  {
    id: "sign-in",
    name: "sign in",
    path: "/auth",
    status: 200,
    indexable: true,
    contentPage: false,
    sitemap: { changeFrequency: "monthly", priority: 0.3, paths: only("/auth") },
  },
  { id: "sign-up", name: "sign up", path: "/auth?mode=signup", status: 200, indexable: true, contentPage: false },
  {
    id: "forgot-password",
    name: "forgot password",
    path: "/auth?mode=forgot",
    status: 200,
    indexable: true,
    contentPage: false,
  },
  {
    id: "reset-password",
    name: "set a new password (from the emailed link)",
    path: "/auth/reset-password?token=sample-token",
    status: 200,
    indexable: false,
    contentPage: false,
  },
  {
    id: "email-verified",
    name: "email verified",
    path: "/auth/verified",
    status: 200,
    indexable: false,
    contentPage: false,
    session: "user",
  },
  {
    id: "account",
    name: "account",
    path: "/account",
    status: 200,
    indexable: false,
    contentPage: false,
    session: "user",
  },
  {
    id: "feedback-inbox",
    name: "feedback inbox (administrators)",
    path: "/admin/feedback",
    status: 200,
    indexable: false,
    contentPage: false,
    session: "admin",
  },
  {
    id: "search-misses",
    name: "searches without results (administrators)",
    path: "/admin/search",
    status: 200,
    indexable: false,
    contentPage: false,
    session: "admin",
  },
  {
    id: "not-found",
    name: "404 page",
    path: "/this-page-does-not-exist",
    status: 404,
    indexable: false,
    contentPage: false,
  },
] as const satisfies readonly PageType[];

export type PageTypeId = (typeof pageTypeList)[number]["id"];

/** Every page type, in the sitemap's order. */
export const pageTypes: readonly (PageType & { id: PageTypeId })[] = pageTypeList;

/** An indexable page as sitemap.xml lists it. */
export type PublicPage = SitemapEntry & { path: string };

/** Every public, indexable address the site has, for sitemap.xml. */
export function listPublicPages(): PublicPage[] {
  return pageTypes.flatMap((type) => {
    if (!type.sitemap) return [];
    const { paths, ...entry } = type.sitemap;
    return paths().map((path) => ({ path, ...entry }));
  });
}
