import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentStrings } from "../text-walk";
import { costScenarios, diagnosticSystems, resolveRelated, systemCatalogue } from "./index";
import { catalogueSchema, minimumProblems, type SystemContent, systemContentSchema } from "./schema";

// Every file in systems/, loaded by file name, so a file the catalogue does not know is still checked.
const dir = path.join(import.meta.dirname, "systems");
const files = readdirSync(dir).filter((file) => file.endsWith(".ts"));
const contents: SystemContent[] = await Promise.all(
  files.map(async (file) => ((await import(`./systems/${file}`)) as { system: SystemContent }).system),
);
// The systems as pages see them: through the door, catalogue names and all.
const systems = diagnosticSystems;
const liveSlugs: string[] = systemCatalogue.filter((entry) => entry.status === "live").map((entry) => entry.slug);

describe("the catalogue of systems", () => {
  it("matches its schema: unique slugs and names", () => {
    const result = catalogueSchema.safeParse(systemCatalogue);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ).toEqual([]);
  });

  it("has a systems/<slug>.ts file for every live entry, and a live entry for every file", () => {
    const fileSlugs = files.map((file) => file.replace(/\.ts$/, ""));
    expect(
      liveSlugs
        .filter((slug) => !fileSlugs.includes(slug))
        .map((slug) => `live in the catalogue, but systems/${slug}.ts is missing`),
    ).toEqual([]);
    expect(
      fileSlugs
        .filter((slug) => !liveSlugs.includes(slug))
        .map((slug) => `systems/${slug}.ts exists, but the catalogue does not list "${slug}" as live`),
    ).toEqual([]);
  });

  it("serves every live system through the door, in catalogue order", () => {
    expect(systems.map((system) => system.slug)).toEqual(liveSlugs);
    for (const system of systems) {
      expect(system.name).toBe(systemCatalogue.find((entry) => entry.slug === system.slug)!.name);
    }
  });
});

describe("diagnostic systems", () => {
  it.each(files)("%s matches the schema and its minimum size", (file) => {
    const content = contents[files.indexOf(file)]!;
    const result = systemContentSchema.safeParse(content);
    expect(
      result.success
        ? []
        : result.error.issues.slice(0, 10).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ).toEqual([]);
    const slug = file.replace(/\.ts$/, "") as keyof typeof minimumProblems;
    expect(content.problems.length).toBeGreaterThanOrEqual(minimumProblems[slug] ?? 30);
  });

  it.each(files)("%s: unique problem slugs, known symptom ids, every symptom used", (file) => {
    const system = contents[files.indexOf(file)]!;
    const slugs = system.problems.map((problem) => problem.slug);
    expect(slugs.length - new Set(slugs).size, "duplicate slugs").toBe(0);
    const symptomIds = new Set(system.symptoms.map((symptom) => symptom.id));
    const unknown = system.problems.flatMap((problem) =>
      problem.symptomIds.filter((id) => !symptomIds.has(id)).map((id) => `${problem.slug}: ${id}`),
    );
    expect(unknown).toEqual([]);
    const used = new Set(system.problems.flatMap((problem) => problem.symptomIds));
    expect(
      [...symptomIds].filter((id) => !used.has(id)),
      "symptoms no problem uses",
    ).toEqual([]);
  });

  it("every related link resolves, through the pages' own resolver, to another problem", () => {
    const broken: string[] = [];
    for (const system of systems) {
      for (const problem of system.problems) {
        for (const ref of problem.related) {
          const target = resolveRelated(system, ref);
          if (!target) broken.push(`${system.slug}/${problem.slug} -> ${ref}: no such problem`);
          else if (target.problem === problem) broken.push(`${system.slug}/${problem.slug} -> ${ref}: links to itself`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("never repeats a title or a summary anywhere", () => {
    for (const key of ["title", "summary"] as const) {
      const seen = new Map<string, string>();
      const repeats: string[] = [];
      for (const system of systems) {
        for (const problem of system.problems) {
          const value = problem[key].toLowerCase();
          const where = `${system.slug}/${problem.slug}`;
          if (seen.has(value)) repeats.push(`${key} "${problem[key]}" in ${seen.get(value)} and ${where}`);
          else seen.set(value, where);
        }
      }
      expect(repeats).toEqual([]);
    }
  });

  it("never repeats a sentence of 60+ characters anywhere", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const system of systems) {
      for (const { at, text } of contentStrings(system, system.slug)) {
        for (const sentence of text.split(/(?<=[.!?])\s+/)) {
          if (sentence.length < 60) continue;
          const earlier = seen.get(sentence);
          if (earlier) repeats.push(`"${sentence.slice(0, 80)}" in ${earlier} and ${at}`);
          else seen.set(sentence, at);
        }
      }
    }
    expect(repeats.slice(0, 20)).toEqual([]);
  });

  it("keeps cost ranges sane", () => {
    const odd: string[] = [];
    for (const system of systems) {
      for (const { slug, cost } of system.problems) {
        for (const { name, parts, hours } of costScenarios(cost)) {
          const where = `${system.slug}/${slug}${name ? ` (${name})` : ""}`;
          if (parts.high === 0 && hours.high === 0) continue; // a free fix (a setting, a fuse already owned) is allowed
          if (parts.high > parts.low * 20 + 500) odd.push(`${where}: parts range too wide`);
          if (hours.high > 0 && hours.high < 0.3) odd.push(`${where}: under 0.3 h of labor is not a shop job`);
        }
        if (
          "scenarios" in cost &&
          new Set(cost.scenarios.map((scenario) => scenario.name)).size < cost.scenarios.length
        )
          odd.push(`${system.slug}/${slug}: two scenarios share a name`);
      }
    }
    expect(odd).toEqual([]);
  });

  it("has at least 1,000 problems in total", () => {
    expect(systems.reduce((total, system) => total + system.problems.length, 0)).toBeGreaterThanOrEqual(1000);
  });
});
