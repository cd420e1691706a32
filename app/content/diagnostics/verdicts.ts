/** "Can I keep driving?" answers. Kept apart from the zod schema so pages can import them without zod. */
export const verdicts = ["stop", "careful", "ok"] as const;
export type Verdict = (typeof verdicts)[number];
