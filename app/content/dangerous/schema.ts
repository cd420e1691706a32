import { z } from "zod";

export const dangerousProblemSchema = z.object({
  /** Anchor on /dangerous-problems. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().trim().min(8).max(80),
  severity: z.enum(["critical", "high", "serious"]),
  /** What the driver notices before it goes wrong. */
  warningSigns: z.array(z.string().trim().min(10).max(200)).min(3).max(7),
  /** What can happen, in plain words. */
  whyDangerous: z.string().trim().min(80).max(600),
  /** What to do now, in order: the first step is the safe one. */
  doNow: z.array(z.string().trim().min(10).max(240)).min(2).max(6),
  /** Matching diagnostic pages: /diagnostics/{system} or /diagnostics/{system}/{problem}. */
  links: z
    .array(
      z.object({
        label: z.string().trim().min(4).max(90),
        href: z.string().regex(/^\/diagnostics\/[a-z0-9-]+(\/[a-z0-9-]+)?$/),
      }),
    )
    .min(1)
    .max(5),
});

export type DangerousProblem = z.infer<typeof dangerousProblemSchema>;
