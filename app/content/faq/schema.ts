import { z } from "zod";

export const faqItemSchema = z.object({
  /** Fragment id, so an answer can be linked to: /faq#accuracy */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  question: z.string().trim().min(10).max(120).endsWith("?"),
  /** Plain-text paragraphs; no HTML. */
  answer: z.array(z.string().trim().min(40).max(700)).min(1).max(4),
  /** Pages the answer refers the reader to. */
  links: z
    .array(z.object({ label: z.string().min(3).max(60), href: z.string().regex(/^\/[a-z0-9/#-]*$/) }))
    .default([]),
});

export type FaqItem = z.input<typeof faqItemSchema>;
