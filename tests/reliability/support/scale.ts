/**
 * Sizes for the reliability suite. CI runs it with the small sizes (`npm test`);
 * `npm run reliability` sets RELIABILITY=long and runs the big ones (thousands
 * of fuzzed inputs, long load, large email backlogs). See README, "Reliability".
 */
export const isLongRun = process.env.RELIABILITY === "long";

/** The fast size in CI, the long size under `npm run reliability`. */
export function scale(fast: number, long: number) {
  return isLongRun ? long : fast;
}
