import { diagnosticSystems } from "~/content/diagnostics";
import { emergencyNodes } from "~/content/emergency";
import { glossary, glossaryLetterSlugs } from "~/content/glossary";
import { manufacturerSlugs } from "~/content/manufacturers";

/**
 * Every public, indexable page that exists, for the sitemap. Add a page here
 * when its route lands; tests fetch each one and expect a 200.
 */
export type PublicPage = { path: string; changeFrequency: "daily" | "weekly" | "monthly"; priority: number };

export function listPublicPages(): PublicPage[] {
  return [
    { path: "/", changeFrequency: "weekly", priority: 1 },
    { path: "/faq", changeFrequency: "monthly", priority: 0.5 },
    { path: "/common-problems", changeFrequency: "weekly", priority: 0.8 },
    ...manufacturerSlugs.map((slug) => ({
      path: `/manufacturers/${slug}`,
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
    { path: "/diagnostics", changeFrequency: "weekly", priority: 0.9 },
    ...diagnosticSystems.flatMap((system) => [
      { path: `/diagnostics/${system.slug}`, changeFrequency: "weekly" as const, priority: 0.8 },
      ...system.problems.map((problem) => ({
        path: `/diagnostics/${system.slug}/${problem.slug}`,
        changeFrequency: "monthly" as const,
        priority: 0.6,
      })),
    ]),
    { path: "/emergency-diagnostic", changeFrequency: "monthly", priority: 0.8 },
    ...emergencyNodes
      .filter((node) => node.id !== "start")
      .map((node) => ({
        path: `/emergency-diagnostic/${node.id}`,
        changeFrequency: "monthly" as const,
        priority: 0.5,
      })),
    { path: "/dangerous-problems", changeFrequency: "monthly", priority: 0.7 },
    { path: "/glossary", changeFrequency: "monthly", priority: 0.6 },
    ...glossaryLetterSlugs().map((slug) => ({
      path: `/glossary/letter/${slug}`,
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
    ...glossary.map((entry) => ({ path: `/glossary/${entry.id}`, changeFrequency: "monthly" as const, priority: 0.4 })),
    { path: "/quiz", changeFrequency: "monthly", priority: 0.5 },
    { path: "/feedback", changeFrequency: "monthly", priority: 0.4 },
    { path: "/auth", changeFrequency: "monthly", priority: 0.3 },
  ];
}
