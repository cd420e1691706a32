import { z } from "zod";

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const line = (max: number) => z.string().trim().min(5).max(max);

/** A question: pick the option that matches, each leading to another node. */
export const questionNodeSchema = z.object({
  kind: z.literal("question"),
  id,
  title: line(80),
  /** Shown above the options: what to look or listen for. */
  prompt: line(300),
  /** Anything to do before answering (hazards on, get out of traffic). */
  safetyNote: line(300).optional(),
  options: z
    .array(z.object({ label: line(90), hint: line(140).optional(), next: id }))
    .min(2)
    .max(12),
});

/** An answer: every path ends in one. */
export const answerNodeSchema = z.object({
  kind: z.literal("answer"),
  id,
  title: line(90),
  /** Safety first, in order: get off the road, hazards, when to call 911. */
  safetyFirst: z.array(line(240)).min(2).max(6),
  call911When: line(260),
  /** What can be checked safely at the roadside. */
  checks: z.array(line(260)).min(1).max(6),
  drive: z.object({ verdict: z.enum(["stop", "careful", "ok"]), reason: line(240) }),
  /** What to tell the tow service or the mechanic. */
  tellThem: z.array(line(240)).min(2).max(6),
  /** Diagnostic pages for later. */
  learnMore: z
    .array(z.object({ label: line(90), href: z.string().regex(/^\/diagnostics\/[a-z0-9-]+(\/[a-z0-9-]+)?$/) }))
    .max(4),
});

export const emergencyNodeSchema = z.discriminatedUnion("kind", [questionNodeSchema, answerNodeSchema]);

export type EmergencyNode = z.infer<typeof emergencyNodeSchema>;
export type QuestionNode = z.infer<typeof questionNodeSchema>;
export type AnswerNode = z.infer<typeof answerNodeSchema>;
