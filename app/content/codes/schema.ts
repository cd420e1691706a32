import { z } from "zod";
import { codeControl } from "./structure";

/**
 * A written answer for a trouble code: what the code means in plain words
 * for this code in particular, and the written problem of the knowledge base
 * that answers it in full (causes ranked, checks with readings, fix,
 * difficulty, cost estimate, drive verdict). The problem lists the code;
 * answers.test.ts checks that. One answer a code; see docs/content-style.md.
 */
export const codeAnswerSchema = z.strictObject({
  code: z
    .string()
    .regex(/^[PBCU][0-3][0-9A-F]{3}$/, "an OBD-II code like P0420")
    .refine((code) => codeControl(code) === "generic", "written answers are for generic codes"),
  /**
   * What the module saw that set this code, in plain words a driver can
   * follow and with the detail a technician needs (which sensor, which bank,
   * what threshold or condition), and what that points to. Specific to this
   * code: P0131 and P0132 do not share a sentence.
   */
  meaning: z.string().trim().min(80).max(500),
  /** The problem that answers it: "obd/catalyst-efficiency-below-threshold". */
  problem: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "system/problem-slug"),
});

export type CodeAnswer = z.infer<typeof codeAnswerSchema>;
