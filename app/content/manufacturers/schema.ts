import { z } from "zod";
import { liveSystemSlugs } from "~/content/diagnostics";
import { manufacturerSlugs } from "./slugs";

/** A paragraph of editorial text: specific, at least a full sentence. */
const prose = z.string().trim().min(120).max(1400);
const shortText = z.string().trim().min(3).max(160);
const list = z.array(shortText).min(3).max(12);

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
});

export type CommonProblem = z.infer<typeof commonProblemSchema>;

export const manufacturerSchema = z.object({
  slug: z.enum(manufacturerSlugs),
  name: z.string().trim().min(2).max(40),
  /** Index filter: General Motors, Ford and Stellantis are domestic; BMW, Mercedes-Benz, Lexus, Acura and Infiniti luxury; the rest import. */
  category: z.enum(["domestic", "luxury", "import"]),
  /** Share of U.S. new-vehicle sales, labelled as an estimate, e.g. "About 14.4% of U.S. new-vehicle sales (editorial estimate)". */
  marketShare: z
    .string()
    .trim()
    .min(10)
    .max(120)
    .regex(/estimate/i, "must be labelled as an estimate"),
  /** Where the figure comes from (year and basis), when SPEC does not give it. */
  marketShareBasis: z.string().trim().min(20).max(300).optional(),
  /** One or two sentences for the top of the profile. */
  shortDescription: z.string().trim().min(60).max(320),
  /** The card text on /common-problems. */
  description: z.string().trim().min(60).max(320),
  countryOrigin: shortText,
  headquarters: shortText,
  philosophy: prose,
  recentNews: prose,
  marketPosition: prose,
  /** Exactly ten, most common or most costly first. */
  commonProblems: z.array(commonProblemSchema).length(10),
  modelLineup: z.object({
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
    warrantyInfo: prose,
  }),
  repairInfo: z.object({
    repairCosts: prose,
    diyFixes: prose,
    warningSigns: prose,
    preventativeTips: prose,
    yearsToAvoid: prose,
  }),
  recalls: z.object({
    majorCampaigns: prose,
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
