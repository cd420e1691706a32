/**
 * How a problem's cost estimate turns into dollars. Content gives parts in
 * dollars and labor in shop hours; every page prices the hours at the one
 * labor rate below, so a reader can redo the sum and a change of rate is one
 * line (docs/decisions/0023-content-quality-rules.md).
 */

/** The shop labor rate every estimate on the site assumes. */
export const laborRate = {
  dollarsPerHour: 150,
  /** When the figure was last set; shown beside every estimate. */
  asOf: "November 2026",
  basis:
    "an editorial figure for a U.S. independent shop; dealers and shops in large coastal metros often charge $180–$250 an hour",
} as const;

export type CostRange = {
  partsLow: number;
  partsHigh: number;
  laborHoursLow: number;
  laborHoursHigh: number;
};

/** One way the repair can go: "Fluid exchange and software update", "Replace the transmission". */
export type CostScenario = CostRange & { name: string; likely?: true };

/**
 * A problem's estimate: one range when the repair is one job, or two to four
 * named scenarios (the worst case last; the most likely is the first unless
 * another is marked `likely`) when one range would lump the cheap fix with the
 * expensive one.
 */
export type ProblemCost = (CostRange | { scenarios: CostScenario[] }) & { excludes: string };

export type DollarRange = { low: number; high: number };
export type PricedRange = { parts: DollarRange; labor: DollarRange; hours: DollarRange; total: DollarRange };

export function laborDollars(hours: number) {
  return Math.round(hours * laborRate.dollarsPerHour);
}

export function priceRange(range: CostRange): PricedRange {
  const labor = { low: laborDollars(range.laborHoursLow), high: laborDollars(range.laborHoursHigh) };
  return {
    parts: { low: range.partsLow, high: range.partsHigh },
    labor,
    hours: { low: range.laborHoursLow, high: range.laborHoursHigh },
    total: { low: range.partsLow + labor.low, high: range.partsHigh + labor.high },
  };
}

/** The scenarios of an estimate, or its one range as a single unnamed scenario. */
export function costScenarios(
  cost: ProblemCost,
): (PricedRange & { name: string | null; likely: boolean; worst: boolean })[] {
  if (!("scenarios" in cost)) return [{ name: null, likely: true, worst: true, ...priceRange(cost) }];
  const marked = cost.scenarios.some((scenario) => scenario.likely);
  return cost.scenarios.map((scenario, index) => ({
    name: scenario.name,
    likely: marked ? scenario.likely === true : index === 0,
    worst: index === cost.scenarios.length - 1,
    ...priceRange(scenario),
  }));
}

/** From the cheapest end of any scenario to the dearest: what a card or a list shows in one line. */
export function costEnvelope(cost: ProblemCost): PricedRange {
  const priced = costScenarios(cost);
  const span = (pick: (range: PricedRange) => DollarRange): DollarRange => ({
    low: Math.min(...priced.map((range) => pick(range).low)),
    high: Math.max(...priced.map((range) => pick(range).high)),
  });
  return {
    parts: span((range) => range.parts),
    labor: span((range) => range.labor),
    hours: span((range) => range.hours),
    total: span((range) => range.total),
  };
}

/**
 * A total range whose high end is more than five times its low end lumps
 * different repairs together and should be split into scenarios (issue 14).
 * A free low end (a setting, a loose clamp) counts as wide once the high end
 * passes $100.
 */
export function isWideRange(range: DollarRange) {
  return range.low === 0 ? range.high > 100 : range.high > range.low * 5;
}
