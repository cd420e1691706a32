import { z } from "zod";
import { liveSystemSlugs } from "~/content/diagnostics";
import { manufacturerSlugs } from "./slugs";

/** A paragraph of editorial text: specific, at least a full sentence. */
const prose = z.string().trim().min(120).max(1400);
const shortText = z.string().trim().min(3).max(160);
const list = z.array(shortText).min(3).max(12);

/**
 * The month and year a fact that ages (a recall, warranty extension, line-up,
 * production end or investigation) was last checked: "2026-11". Never a month
 * still to come. The page prints it as "As of November 2026" beside the claim.
 */
export const asOfSchema = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'must be a month and year, "YYYY-MM"')
  .refine((value) => value <= new Date().toISOString().slice(0, 7), "must not be a month still to come");

/** An NHTSA recall campaign number, e.g. "19V063" (two-digit year, V/E/T/C, three digits). */
export const nhtsaCampaignSchema = z.string().regex(/^\d{2}[VETC]\d{3}$/, 'must look like "19V063"');

/** A paragraph of facts that age, with the month they were last checked. */
const datedProse = z.object({ text: prose, asOf: asOfSchema });

export const commonProblemSchema = z.object({
  /** What the owner notices or what the fault is called in the trade, e.g. "Excessive oil consumption (2AZ-FE)". */
  title: z.string().trim().min(12).max(90),
  /** Affected models, model years and engines or transmissions, e.g. "2007–2011 Camry, 2006–2012 RAV4 with the 2.4 L 2AZ-FE". */
  affected: z.string().trim().min(12).max(240),
  /** What the driver sees, hears, smells or feels, and any typical codes. */
  symptoms: z.string().trim().min(40).max(500),
  /** The mechanical or electrical cause. */
  cause: z.string().trim().min(40).max(500),
  /** The repair, including what must follow it (relearn, flush, software update, campaign). */
  fix: z.string().trim().min(40).max(500),
  /** Rough U.S. parts-and-labor range, labelled as an estimate; say what it leaves out or when warranty/recall covers it. */
  cost: z
    .string()
    .trim()
    .min(20)
    .max(240)
    .regex(/estimate/i, "must be labelled as an estimate"),
  /** The live diagnostic system page that covers it, where one fits (see the diagnostics catalogue). */
  system: z.enum(liveSystemSlugs).optional(),
  /** Required when the problem cites a recall, extension, settlement or investigation (manufacturers.test.ts). */
  asOf: asOfSchema.optional(),
  /** The NHTSA campaign number of the recall the fix cites, only when certain. */
  nhtsaCampaign: nhtsaCampaignSchema.optional(),
});

export type CommonProblem = z.infer<typeof commonProblemSchema>;

export const manufacturerSchema = z.object({
  slug: z.enum(manufacturerSlugs),
  name: z.string().trim().min(2).max(40),
  /** Index filter: General Motors, Ford and Stellantis are domestic; BMW, Mercedes-Benz, Lexus, Acura and Infiniti luxury; the rest import. */
  category: z.enum(["domestic", "luxury", "import"]),
  /** Share of U.S. new-vehicle sales with its basis year, labelled as an estimate: always `marketShareText(slug)` from market-share.ts. */
  marketShare: z
    .string()
    .trim()
    .min(10)
    .max(120)
    .regex(/estimate/i, "must be labelled as an estimate"),
  /** One or two sentences for the top of the profile. */
  shortDescription: z.string().trim().min(60).max(320),
  /** The card text on /common-problems. */
  description: z.string().trim().min(60).max(320),
  countryOrigin: shortText,
  headquarters: shortText,
  philosophy: prose,
  /** News: launches, line-up changes, production ends, investigations. */
  recentNews: datedProse,
  marketPosition: prose,
  /** Exactly ten, most common or most costly first. */
  commonProblems: z.array(commonProblemSchema).length(10),
  modelLineup: z.object({
    /** The month the lists were last checked. */
    asOf: asOfSchema,
    current: list,
    bestSelling: z.array(shortText).min(2).max(8),
    upcoming: z.array(shortText).min(1).max(8),
    discontinued: list,
    specialization: prose,
  }),
  reliabilityInfo: z.object({
    overallScore: prose,
    comparison: prose,
    trends: prose,
    mostReliable: prose,
    leastReliable: prose,
  }),
  ownershipCosts: z.object({
    averagePrice: prose,
    maintenanceCosts: prose,
    insuranceTrends: prose,
    depreciationRates: prose,
    /** Factory terms and extensions, which lapse. */
    warrantyInfo: datedProse,
  }),
  repairInfo: z.object({
    repairCosts: prose,
    diyFixes: prose,
    warningSigns: prose,
    preventativeTips: prose,
    yearsToAvoid: prose,
  }),
  recalls: z.object({
    /** The month the recall paragraphs were last checked. */
    asOf: asOfSchema,
    majorCampaigns: prose,
    /** Campaign numbers for recalls named above, only where certain. */
    campaigns: z
      .array(z.object({ nhtsaCampaign: nhtsaCampaignSchema, recall: shortText }))
      .max(8)
      .optional(),
    handlingProcess: prose,
    ownerSteps: prose,
    patterns: prose,
  }),
  strengths: z.object({
    excellingAreas: list,
    uniqueFeatures: list,
    awards: z.array(shortText).min(2).max(10),
    engineeringApproaches: prose,
    commitments: prose,
  }),
  expertInsights: z.object({
    mechanicPerspectives: prose,
    engineeringAnalysis: prose,
    qualityOpinions: prose,
    futurePredictions: prose,
  }),
  buyingGuidance: z.object({
    bestModelYears: prose,
    modelsToAvoid: prose,
    inspectionTips: prose,
    negotiationTips: prose,
    dealerAddOns: prose,
  }),
});

export type Manufacturer = z.infer<typeof manufacturerSchema>;
