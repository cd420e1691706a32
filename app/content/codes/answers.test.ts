import { describe, expect, it } from "vitest";
import { codeOf, getProblem } from "~/content/diagnostics";
import { answers as engineControl } from "./answers/engine-control";
import { answers as fuelAndEmissions } from "./answers/fuel-and-emissions";
import { answers as networkChassisBody } from "./answers/network-chassis-body";
import { answers as sensorsAndAir } from "./answers/sensors-and-air";
import { answers as transmission } from "./answers/transmission";
import data from "./codes.generated.json";
import { codeAnswerSchema } from "./schema";

const files = {
  "fuel-and-emissions": fuelAndEmissions,
  "sensors-and-air": sensorsAndAir,
  "engine-control": engineControl,
  transmission,
  "network-chassis-body": networkChassisBody,
};
const all = Object.values(files).flat();
const genericTitles = new Map(data.generic as [string, string][]);

describe.each(Object.entries(files))("written code answers: %s", (_name, answers) => {
  it("each matches the schema", () => {
    const faults = answers.flatMap((answer) => {
      const result = codeAnswerSchema.safeParse(answer);
      return result.success ? [] : [`${answer.code}: ${result.error.issues.map((issue) => issue.message).join("; ")}`];
    });
    expect(faults).toEqual([]);
  });

  it("each is a generic code of the data, answered by a problem that lists it", () => {
    const faults = answers.flatMap((answer) => {
      if (!genericTitles.has(answer.code)) return [`${answer.code}: not a generic code of the data`];
      const [system, slug] = answer.problem.split("/") as [string, string];
      const found = getProblem(system, slug);
      if (!found) return [`${answer.code}: no problem ${answer.problem}`];
      return found.problem.codes.map(codeOf).includes(answer.code)
        ? []
        : [`${answer.code}: ${answer.problem} does not list it`];
    });
    expect(faults).toEqual([]);
  });
});

describe("written code answers, all together", () => {
  it("at least 300 codes carry one", () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
  });

  it("one answer a code", () => {
    const codes = all.map((answer) => answer.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });

  it("never repeat a sentence of 60+ characters", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const answer of all) {
      for (const sentence of answer.meaning.split(/(?<=[.!?])\s+/)) {
        if (sentence.length < 60) continue;
        const earlier = seen.get(sentence);
        if (earlier) repeats.push(`"${sentence.slice(0, 80)}" in ${earlier} and ${answer.code}`);
        else seen.set(sentence, answer.code);
      }
    }
    expect(repeats).toEqual([]);
  });
});
