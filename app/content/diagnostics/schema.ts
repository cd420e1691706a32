import { z } from "zod";
import { codeControl, codeMakeSlugs } from "~/content/codes";
import { vehicleSchemas } from "~/content/vehicles";
import type { SystemSlug } from "./catalogue";
import { priceRange } from "./cost";

/**
 * The diagnostic knowledge base: one file per live system of the catalogue
 * (catalogue.ts), each with its symptoms and at least 30 problems. Every
 * problem is an at-a-glance answer: what you notice, the likely causes ranked,
 * the checks to run cheapest first with the reading to expect, the fix,
 * difficulty, a labelled cost range and whether the car is safe to drive. See
 * docs/content-style.md for how to write one.
 */

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens")
  .max(80);
const sentence = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A generic or manufacturer OBD-II trouble code: P0420, C0035, U0100, B0001, P1326. */
export const troubleCode = z.string().regex(/^[PBCU][0-3][0-9A-F]{3}$/, "an OBD-II code like P0420");

/**
 * A code on a problem. A generic (SAE J2012) code is written alone: "P0420".
 * A manufacturer-specific code names the makes whose meaning the problem
 * uses, { code: "P1326", makes: ["hyundai", "kia"] }, because the same code
 * means something else on another make (P1326 on a Volkswagen is a knock
 * control limit). A code in a generic range that a make used with its own
 * meaning before J2012 assigned one (GM's C0035) is written the same way.
 * app/content/codes/problem-codes.test.ts checks each against the code data.
 */
export const problemCodeSchema = z.union([
  troubleCode.refine(
    (code) => codeControl(code) === "generic",
    "a manufacturer-range code names its makes: { code, makes: [...] }",
  ),
  z.strictObject({ code: troubleCode, makes: z.array(z.enum(codeMakeSlugs)).min(1).max(8) }),
]);
export type ProblemCode = z.infer<typeof problemCodeSchema>;

export const symptomSchema = z.object({
  id: slug,
  /** As the driver would say it: "Brake pedal sinks toward the floor". */
  label: sentence(6, 70),
});

export const causeSchema = z.object({
  likelihood: z.enum(["common", "occasional", "rare"]),
  /** The part or condition: "Leaking rear wheel cylinder". */
  part: sentence(4, 90),
  /** Why it produces this symptom. */
  why: sentence(20, 300),
});

export const checkSchema = z.object({
  /** What to do, cheapest and least invasive first. */
  step: sentence(15, 300),
  tools: z.array(sentence(2, 60)).max(5),
  /** The reading or result that confirms or clears a cause. */
  expect: sentence(15, 300),
});

import { verdicts } from "./verdicts";

/** Shop hours, in tenths as shops bill them. */
const laborHours = z
  .number()
  .min(0)
  .max(100)
  .refine((hours) => Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-9, "labor hours in tenths: 0.5, 1.2");

const costRangeShape = {
  partsLow: z.number().int().min(0),
  partsHigh: z.number().int().min(0).max(25_000),
  /** Labor in shop hours, priced at the site's one labor rate (cost.ts). */
  laborHoursLow: laborHours,
  laborHoursHigh: laborHours,
};

/** Low ends not above high ends, for a range or a scenario. */
function inOrder(range: { partsLow: number; partsHigh: number; laborHoursLow: number; laborHoursHigh: number }) {
  return range.partsLow <= range.partsHigh && range.laborHoursLow <= range.laborHoursHigh;
}
const inOrderMessage = "a low end (partsLow, laborHoursLow) must not exceed its high end";

/** One way the repair can go, named for what the shop does: "Fluid exchange and software update". */
export const costScenarioSchema = z
  .strictObject({
    name: sentence(4, 70),
    ...costRangeShape,
    /** Marks the most likely scenario when it is not the first (the likeliest repair is sometimes the dearest). */
    likely: z.literal(true).optional(),
  })
  .refine(inOrder, inOrderMessage);

/** What the estimate leaves out: diagnosis, taxes, parts often found worn at the same time. */
const excludes = sentence(15, 200);

/**
 * A U.S. parts-and-labor estimate: one range for one job, or two to four
 * named scenarios (worst case last; the first is the most likely unless
 * another says `likely: true`) where one range would lump the cheap fix with
 * the expensive one. See cost.ts.
 */
export const costSchema = z.union([
  z.strictObject({ ...costRangeShape, excludes }).refine(inOrder, inOrderMessage),
  z
    .strictObject({ scenarios: z.array(costScenarioSchema).min(2).max(4), excludes })
    .refine(({ scenarios }) => {
      const dearest = Math.max(...scenarios.map((scenario) => priceRange(scenario).total.high));
      return priceRange(scenarios.at(-1)!).total.high === dearest;
    }, "the last scenario is the worst case: no scenario may cost more")
    .refine(
      ({ scenarios }) => scenarios.filter((scenario) => scenario.likely).length <= 1,
      "at most one scenario is the most likely",
    ),
]);

export type { Verdict } from "./verdicts";
export { verdicts };

export const problemSchema = z
  .object({
    slug,
    /** What the person notices, in their words. */
    title: sentence(15, 100),
    /** The at-a-glance answer in one or two sentences: most likely cause and what to do. */
    summary: sentence(40, 260),
    symptoms: z.array(sentence(10, 160)).min(3).max(6),
    /** Ids from the system's symptom list, for the symptom checker. */
    symptomIds: z.array(slug).min(1).max(6),
    causes: z.array(causeSchema).min(2).max(5),
    checks: z.array(checkSchema).min(3).max(7),
    /**
     * Why no check has a measured expected value, for the few faults no
     * instrument reads (a recall lookup, a software setting). Every other
     * problem has at least one check whose `expect` gives a number with its
     * unit (measured-reading.ts).
     */
    noMeasurement: sentence(40, 300).optional(),
    fix: sentence(40, 600),
    difficulty: z.number().int().min(1).max(5),
    cost: costSchema,
    verdict: z.enum(verdicts),
    /** One line: why it is or is not safe to keep driving. */
    verdictReason: sentence(20, 220),
    codes: z.array(problemCodeSchema).max(12),
    /** Glossary terms this problem uses: "MAF sensor", "fuel trim". */
    terms: z.array(sentence(2, 40)).max(8),
    /** Other problems: "brake-system/spongy-brake-pedal" or a slug in this system. */
    related: z.array(z.string().regex(/^([a-z0-9-]+\/)?[a-z0-9-]+$/)).max(6),
    /**
     * The vehicles this fault happens on, and only on (Nissan CVT judder,
     * EcoBoost condensation misfire). See app/content/vehicles/schema.ts.
     */
    appliesTo: vehicleSchemas().vehicleMatchesSchema.optional(),
    /**
     * A fault any vehicle can have that is known on these in particular (a
     * cause or a check names them): the vehicle page lists it for them too.
     */
    commonOn: vehicleSchemas().vehicleMatchesSchema.optional(),
  })
  .refine(
    (problem) => !(problem.appliesTo && problem.commonOn),
    "a problem either applies only to some vehicles (appliesTo) or is common on some (commonOn), not both",
  )
  .refine(
    (problem) =>
      problem.causes.every(
        (cause, index, all) => index === 0 || rank(all[index - 1]!.likelihood) <= rank(cause.likelihood),
      ),
    "causes must be ranked: common, then occasional, then rare",
  );

function rank(likelihood: "common" | "occasional" | "rare") {
  return { common: 0, occasional: 1, rare: 2 }[likelihood];
}

/** A catalogue entry; the tile fields are checked by the home page's tile schema once turned into tiles. */
export const catalogueEntrySchema = z.object({
  slug,
  name: sentence(3, 40),
  section: z.enum(["automobile", "electronic", "additional"]),
  status: z.enum(["live", "in-development", "coming-soon"]),
});

export const catalogueSchema = z
  .array(catalogueEntrySchema)
  .refine((entries) => new Set(entries.map((entry) => entry.slug)).size === entries.length, "slugs must be unique")
  .refine(
    (entries) => new Set(entries.map((entry) => entry.name.toLowerCase())).size === entries.length,
    "names must be unique",
  );

/**
 * What a `systems/<slug>.ts` file holds. Its slug is its file name and its
 * name comes from the catalogue, so the file does not restate them (strict:
 * a file that does is refused).
 */
export const systemContentSchema = z.strictObject({
  /** One sentence for cards and meta descriptions. */
  tagline: sentence(40, 200),
  /** What the system does, in two or three short paragraphs. */
  howItWorks: z.array(sentence(80, 700)).min(1).max(3),
  /** How it typically fails, and what that feels like. */
  howItFails: z.array(sentence(80, 700)).min(1).max(3),
  /** Tools a technician (or a careful owner) needs to diagnose it. */
  tools: z.array(sentence(3, 120)).min(3).max(12),
  /** What can hurt someone working on or driving with this system. */
  safety: z.array(sentence(30, 300)).min(1).max(6),
  symptoms: z.array(symptomSchema).min(6).max(20),
  problems: z.array(problemSchema).min(30),
});

export type Symptom = z.infer<typeof symptomSchema>;
export type Problem = z.infer<typeof problemSchema>;
export type SystemContent = z.infer<typeof systemContentSchema>;
/** A live system as pages see it: its catalogue slug and name with the content of its file. */
export type DiagnosticSystem = { slug: SystemSlug; name: string } & SystemContent;
export type { SystemSlug };

/** Systems large enough to need more than the minimum of 30 problems. */
export const minimumProblems: Partial<Record<SystemSlug, number>> = {
  obd: 60,
  electrical: 50,
  transmission: 50,
  "engine-wont-start": 45,
  "brake-system": 45,
};
