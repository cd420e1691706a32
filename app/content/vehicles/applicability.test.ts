import { describe, expect, it } from "vitest";
import { diagnosticSystems } from "~/content/diagnostics";
import { vehicleMake } from "./makes";
import { findModel } from "./models.server";
import { vehicleNamesIn } from "./names";

/**
 * Vehicle applicability is data, not prose: a problem whose title, summary or
 * causes name a make, an engine family or a model known by name says which
 * vehicles in `appliesTo` (only these) or `commonOn` (any vehicle, these in
 * particular), and every model and year it names exists in NHTSA's vPIC data.
 */
const problems = diagnosticSystems.flatMap((system) =>
  system.problems.map((problem) => ({ ref: `${system.slug}/${problem.slug}`, problem })),
);

describe("vehicle applicability", () => {
  it("a problem whose text names a make, engine family or model lists one of its makes", () => {
    const missing = problems.flatMap(({ ref, problem }) => {
      const text = [problem.title, problem.summary, ...problem.causes.flatMap((cause) => [cause.part, cause.why])].join(
        "\n",
      );
      const listed = new Set([...(problem.appliesTo ?? []), ...(problem.commonOn ?? [])].map((match) => match.make));
      return vehicleNamesIn(text)
        .filter((name) => !name.makes.some((make) => listed.has(make)))
        .map((name) => `${ref}: names "${name.name}" (${name.makes.join(" or ")})`);
    });
    expect(missing).toEqual([]);
  });

  it("every model named is a model of its make in the vPIC data, sold in the years named", () => {
    const faults = problems.flatMap(({ ref, problem }) =>
      [...(problem.appliesTo ?? []), ...(problem.commonOn ?? [])].flatMap((match) =>
        (match.models ?? []).flatMap((slug) => {
          const model = findModel(match.make, slug);
          if (!model) return [`${ref}: ${vehicleMake(match.make)?.name} has no model "${slug}"`];
          if (!match.years) return [];
          const [from, to] = match.years;
          const overlaps = model.years.some(([start, end]) => start <= to && end >= from);
          return overlaps
            ? []
            : [`${ref}: ${slug} is not in the data for ${from}–${to} (${JSON.stringify(model.years)})`];
        }),
      ),
    );
    expect(faults).toEqual([]);
  });

  it("several hundred problems carry vehicle data, and most problems stay generic", () => {
    const specific = problems.filter(({ problem }) => problem.appliesTo || problem.commonOn).length;
    expect(specific).toBeGreaterThanOrEqual(300);
    expect(specific).toBeLessThan(problems.length / 2);
  });
});
