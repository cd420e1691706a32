import { z } from "zod";
import { liveSystemSlugs } from "~/content/diagnostics";

/**
 * One glossary entry. Pages that use a term (a problem's `terms`) link to it
 * by matching the term or one of its aliases, case-insensitively, so links
 * are found, never typed by hand.
 */
export const glossaryEntrySchema = z.object({
  /** The anchor: /glossary#maf */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** As it is usually written: "MAF sensor". */
  term: z.string().trim().min(2).max(60),
  /** Spelled-out acronym and other names: "mass airflow sensor", "MAF". */
  aka: z.array(z.string().trim().min(2).max(60)).max(8),
  /** Plain language first: what it is and what it does, for an owner. */
  definition: z.string().trim().min(60).max(500),
  /** Optional note for the technician: typical values, failure modes, how to test. */
  techNote: z.string().trim().min(40).max(400).optional(),
  /** Live diagnostic systems where it matters (see the diagnostics catalogue). */
  systems: z.array(z.enum(liveSystemSlugs)).max(6),
});

export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;
