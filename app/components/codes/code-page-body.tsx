import { AtAGlance, OrderedChecks, RankedCauses, TheFix } from "~/components/diagnostics/problem-answer";
import { VerdictBadge } from "~/components/diagnostics/verdict";
import type { Problem, Verdict } from "~/content/diagnostics";
import { CodeCharacters } from "./code-characters";
import { CodeDataCredit } from "./code-data-credit";
import { CodeList, type CodeListItem } from "./code-list";

export const MAKE_NOT_STATED = "Manufacturer-specific, make not stated by the source";

export type CodePageBodyProps = {
  code: string;
  /** The written answer: its plain-words meaning and the problem that answers it in full. */
  answer: { meaning: string; problem: Problem; href: string } | null;
  /** Manufacturer meanings, identical titles grouped; `makes` empty when the source does not say. */
  meanings: readonly { makes: readonly string[]; title: string; addedBySite: boolean }[];
  /** The code is in a manufacturer-controlled range (P1xxx, B1xxx...). */
  manufacturerRange: boolean;
  characters: readonly { characters: string; meaning: string }[];
  group: { key: string; name: string; href?: string };
  problems: readonly { href: string; title: string; system: string; verdict: Verdict; makes: readonly string[] }[];
  system: { href: string; name: string } | null;
  related: readonly CodeListItem[];
  /** The current vehicle's make's own meaning of the code, shown first; absent without a vehicle or such a meaning. */
  forVehicle?: { label: string; meanings: readonly string[] };
};

/**
 * A code's page below its title: the written answer or a plain statement that
 * there is none, the meanings by make, what each character says, the problems
 * that list it, its system page and its neighbours. Static markup for the
 * page's island (plain anchors), so the code data stays on the server.
 */
export function CodePageBody(props: CodePageBodyProps) {
  const { code, answer, meanings, manufacturerRange, characters, group, problems, system, related, forVehicle } = props;
  return (
    <div className="mt-6 grid gap-10">
      {forVehicle ? (
        <p className="rounded-lg border-l-4 border-accent bg-card p-4 text-lg" data-vehicle-meaning>
          <span className="font-semibold">For your {forVehicle.label}:</span> {forVehicle.meanings.join(" or ")}
        </p>
      ) : null}
      {answer ? (
        <section aria-labelledby="answer-heading" data-written-answer>
          <h2 id="answer-heading" className="text-xl font-bold">
            What it means
          </h2>
          <p className="mt-2 text-lg">{answer.meaning}</p>
          <AtAGlance problem={answer.problem} />
          <div className="mt-8 grid gap-8">
            <RankedCauses causes={answer.problem.causes} level={3} />
            <OrderedChecks checks={answer.problem.checks} level={3} />
            <TheFix fix={answer.problem.fix} level={3} />
          </div>
          <p className="mt-6">
            <a href={answer.href} className="font-semibold text-accent underline underline-offset-2">
              The whole write-up: {answer.problem.title}
            </a>
          </p>
        </section>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-4" data-no-written-answer>
          {problems.length > 0
            ? `There is no written answer for ${code} yet; the problems below list it and answer in full.`
            : meanings.length > 0 && manufacturerRange
              ? `There is no written answer for ${code} yet: what is known is its meaning for each make and what its characters say.`
              : `There is no written answer for ${code} yet: what is known is its title and what its characters say.`}
        </p>
      )}

      {meanings.length > 0 ? (
        <section aria-labelledby="makes-heading" data-make-meanings>
          <h2 id="makes-heading" className="text-xl font-bold">
            {manufacturerRange ? "What it means, make by make" : "How the makes' own lists word it"}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {manufacturerRange
              ? `${code} is in a range each manufacturer defines for itself: read the line for the make of the car.`
              : `Some manufacturers' lists give ${code} a wording of their own.`}
          </p>
          <table className="mt-3 w-full border-collapse text-left text-sm">
            <caption className="sr-only">Meanings of {code} by make</caption>
            <thead>
              <tr className="border-b-2 border-border">
                <th scope="col" className="w-2/5 py-2 pr-3 font-semibold">
                  Make
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Meaning
                </th>
              </tr>
            </thead>
            <tbody>
              {meanings.map((meaning) => (
                <tr
                  key={`${meaning.makes.join()}|${meaning.title}|${meaning.addedBySite}`}
                  className="border-b border-border align-top"
                  data-make-row={meaning.makes.length > 0 ? meaning.makes.join(", ") : "not stated"}
                >
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {meaning.makes.length > 0 ? (
                      meaning.makes.join(", ")
                    ) : (
                      <span className="font-normal italic text-muted">{MAKE_NOT_STATED}</span>
                    )}
                  </th>
                  <td className="py-2">
                    {meaning.title}
                    {meaning.addedBySite ? (
                      <span className="ml-2 inline-block rounded-full border border-border px-2 text-xs font-semibold">
                        Added by Car Mechanic AI
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {meanings.some((meaning) => meaning.addedBySite) ? (
            <p className="mt-2 text-xs text-muted">
              Added by Car Mechanic AI: a published meaning the shared code data lacks, which a problem on this site
              needs.
            </p>
          ) : null}
        </section>
      ) : null}

      <CodeCharacters code={code} characters={characters} group={group} />

      {problems.length > 0 ? (
        <section aria-labelledby="problems-heading" data-listing-problems>
          <h2 id="problems-heading" className="text-xl font-bold">
            Problems that list {code}
          </h2>
          <ul className="mt-3 space-y-3">
            {problems.map((problem) => (
              <li key={problem.href} className="rounded-lg border border-border bg-card p-3">
                <VerdictBadge verdict={problem.verdict} />
                <a
                  href={problem.href}
                  className="mt-1 flex min-h-10 items-center font-semibold text-accent underline underline-offset-2"
                >
                  {problem.title}
                </a>
                <p className="text-sm text-muted">
                  {problem.system}
                  {problem.makes.length > 0 ? ` · for ${problem.makes.join(", ")}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {system ? (
        <p>
          <span className="font-semibold">System page:</span>{" "}
          <a href={system.href} className="text-accent underline underline-offset-2">
            {system.name}
          </a>{" "}
          <span className="text-sm text-muted">(symptom checker and every problem of the system)</span>
        </p>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-xl font-bold">
            Related codes
          </h2>
          <p className="mt-1 text-sm text-muted">Neighbours in the same circuit family.</p>
          <div className="mt-2">
            <CodeList codes={related} />
          </div>
        </section>
      ) : null}

      <CodeDataCredit />
    </div>
  );
}
