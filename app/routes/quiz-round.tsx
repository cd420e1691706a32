import { Check, RotateCcw, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { currentUserContext } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import {
  categoryIds,
  categoryLabel,
  parseRound,
  pickRound,
  questionsById,
  quizQuestions,
  type Round,
  roundSearch,
  scoreRound,
} from "~/content/quiz";
import { bestScores, recordQuizRound } from "~/db/quiz-scores.server";
import { errorMeta, originFrom, seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/quiz-round";

function readRound(url: URL) {
  const round = parseRound(url.searchParams, questionsById, categoryIds);
  if (!round) throw data("That quiz link is incomplete or out of date.", { status: 404 });
  return round;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const category = url.searchParams.get("c") ?? "mixed";
  // A new round: choose the questions once, and put them in the URL so a reload keeps them.
  if (!url.searchParams.get("q")) {
    if (category !== "mixed" && !categoryIds.includes(category)) throw data("Unknown quiz category.", { status: 404 });
    const ids = pickRound(quizQuestions, category as Round["category"]);
    throw redirect(`/quiz/round${roundSearch({ category: category as Round["category"], ids, answers: [] })}`);
  }
  const round = readRound(url);

  // An answer was chosen: record it in the URL and show its feedback.
  const pick = url.searchParams.get("pick");
  if (pick !== null && round.answers.length < round.ids.length) {
    const answer = Number(pick);
    if (!Number.isInteger(answer) || answer < 0 || answer > 3)
      throw data("That answer is not one of the options.", { status: 400 });
    throw redirect(`/quiz/round${roundSearch({ ...round, answers: [...round.answers, answer] }, { f: "1" })}`);
  }

  const question = (index: number) => {
    const entry = questionsById.get(round.ids[index]!)!;
    return { ...entry, position: index + 1 };
  };
  const finished = round.answers.length === round.ids.length;
  const showFeedback = url.searchParams.get("f") === "1" && round.answers.length > 0;
  const base = {
    category: round.category,
    label: categoryLabel(round.category),
    total: round.ids.length,
    search: roundSearch(round),
  };

  if (finished && url.searchParams.get("done") === "1") {
    const missed = round.ids
      .map((_, index) => ({ ...question(index), given: round.answers[index]! }))
      .filter((entry) => entry.given !== entry.answer);
    const user = context.get(currentUserContext);
    const best = user
      ? (await bestScores(context.get(servicesContext).database.db, user.id)).find(
          (entry) => entry.category === round.category,
        )
      : undefined;
    return {
      phase: "done" as const,
      ...base,
      score: scoreRound(round, questionsById),
      missed,
      signedIn: Boolean(user),
      best: best ?? null,
    };
  }
  if (showFeedback) {
    const index = round.answers.length - 1;
    return { phase: "feedback" as const, ...base, question: question(index), given: round.answers[index]!, finished };
  }
  if (finished) throw redirect(`/quiz/round${roundSearch(round, { f: "1" })}`);
  return {
    phase: "question" as const,
    ...base,
    question: question(round.answers.length),
    answers: round.answers.join("."),
  };
}

/** Finishing a round: save the score for a signed-in visitor, then show the results. */
export async function action({ url, context }: Route.ActionArgs) {
  const round = readRound(url);
  if (round.answers.length !== round.ids.length) throw data("Answer every question first.", { status: 400 });
  const user = context.get(currentUserContext);
  if (user) {
    const { database } = context.get(servicesContext);
    await recordQuizRound(database.db, database.dialect, {
      userId: user.id,
      category: round.category,
      score: scoreRound(round, questionsById),
      questions: round.ids.length,
    });
  }
  return redirect(`/quiz/round${roundSearch(round, { done: "1" })}`);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (error || !loaderData) return errorMeta();
  return seo({
    title: `Quiz: ${loaderData.label}`,
    description: "A round of the Car Mechanic AI quiz.",
    path: "/quiz",
    origin: originFrom(matches),
    noIndex: true,
  });
};

export default function QuizRound({ loaderData }: Route.ComponentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const key = loaderData.phase === "done" ? "done" : `${loaderData.phase}-${loaderData.question.position}`;
  // After each step, move focus to the new content so keyboard and screen-reader users continue from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step (key) is the trigger
  useEffect(() => heading.current?.focus(), [key]);

  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: "Quiz", path: "/quiz" },
          { label: loaderData.label, path: "/quiz/round" },
        ]}
        title={`Quiz: ${loaderData.label}`}
        lead={
          loaderData.phase === "done"
            ? "Round complete."
            : `Question ${loaderData.question.position} of ${loaderData.total}`
        }
      >
        {loaderData.phase !== "done" ? (
          <div className="mt-4 h-2 max-w-md overflow-hidden rounded-full bg-border" aria-hidden="true">
            <div
              className="h-full bg-accent"
              style={{
                width: `${((loaderData.question.position - (loaderData.phase === "question" ? 1 : 0)) / loaderData.total) * 100}%`,
              }}
            />
          </div>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {loaderData.phase === "question" ? (
          <Form method="get" action="/quiz/round" className="space-y-5" key={key}>
            <input type="hidden" name="c" value={loaderData.category} />
            <input type="hidden" name="q" value={new URLSearchParams(loaderData.search).get("q") ?? ""} />
            {loaderData.answers ? <input type="hidden" name="a" value={loaderData.answers} /> : null}
            <fieldset className="rounded-xl border border-border bg-card p-5 sm:p-6">
              <legend className="sr-only">{loaderData.question.question}</legend>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                {loaderData.question.difficulty}
              </p>
              <h2 ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold outline-none">
                {loaderData.question.question}
              </h2>
              <div className="mt-4 grid gap-2">
                {loaderData.question.options.map((option, index) => (
                  <label
                    key={option}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border px-4 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent/10"
                  >
                    <input
                      type="radio"
                      name="pick"
                      value={index}
                      required
                      className="size-5 shrink-0 accent-[var(--accent)]"
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className={buttonClass({ className: "w-full justify-center sm:w-auto" })}>
              Check answer
            </button>
          </Form>
        ) : loaderData.phase === "feedback" ? (
          <div className="space-y-5" key={key}>
            <div className="rounded-xl border border-border bg-card p-5 sm:p-6">
              <h2
                ref={heading}
                tabIndex={-1}
                role="status"
                data-quiz-feedback={loaderData.given === loaderData.question.answer ? "correct" : "incorrect"}
                className={cn(
                  "flex items-center gap-2 text-xl font-bold outline-none",
                  loaderData.given === loaderData.question.answer
                    ? "text-emerald-700 dark:text-emerald-400"
                    : "text-red-700 dark:text-red-400",
                )}
              >
                {loaderData.given === loaderData.question.answer ? (
                  <Check aria-hidden="true" className="size-6" />
                ) : (
                  <X aria-hidden="true" className="size-6" />
                )}
                {loaderData.given === loaderData.question.answer ? "Correct!" : "Not quite."}
              </h2>
              <p className="mt-3 font-semibold">{loaderData.question.question}</p>
              <ul className="mt-3 grid gap-2">
                {loaderData.question.options.map((option, index) => {
                  const right = index === loaderData.question.answer;
                  const chosen = index === loaderData.given;
                  return (
                    <li
                      key={option}
                      className={cn(
                        "flex items-center gap-3 rounded-lg border px-4 py-2",
                        right
                          ? "border-emerald-600 bg-emerald-50 dark:bg-emerald-950"
                          : chosen
                            ? "border-red-600 bg-red-50 dark:bg-red-950"
                            : "border-border",
                      )}
                    >
                      {right ? (
                        <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                      ) : chosen ? (
                        <X aria-hidden="true" className="size-5 shrink-0 text-red-700 dark:text-red-400" />
                      ) : (
                        <span className="size-5 shrink-0" />
                      )}
                      <span>
                        {option}
                        {right ? (
                          <span className="sr-only"> (correct answer)</span>
                        ) : chosen ? (
                          <span className="sr-only"> (your answer)</span>
                        ) : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-4">{loaderData.question.explanation}</p>
              <Link
                to={loaderData.question.learnMore.href}
                className="mt-2 inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-2"
              >
                {loaderData.question.learnMore.label}
              </Link>
            </div>
            {loaderData.finished ? (
              <Form method="post" action={`/quiz/round${loaderData.search}`}>
                <button type="submit" className={buttonClass()}>
                  See my score
                </button>
              </Form>
            ) : (
              <Link to={`/quiz/round${loaderData.search}`} className={buttonClass()}>
                Next question
              </Link>
            )}
          </div>
        ) : (
          <div className="space-y-6" key={key}>
            <div className="rounded-xl border border-border bg-card p-6 text-center">
              <h2
                ref={heading}
                tabIndex={-1}
                className="text-3xl font-black outline-none"
                data-quiz-score={loaderData.score}
              >
                You scored {loaderData.score} out of {loaderData.total}
              </h2>
              <p className="mt-2 text-muted">
                {loaderData.score === loaderData.total
                  ? "A perfect round."
                  : loaderData.score >= loaderData.total * 0.7
                    ? "Solid work. Review the misses below."
                    : "Every miss below links to the page that explains it."}
              </p>
              {loaderData.signedIn ? (
                loaderData.best ? (
                  <p className="mt-2 text-sm" data-best-score>
                    Your best in {loaderData.label}:{" "}
                    <strong>
                      {loaderData.best.bestScore}/{loaderData.best.questions}
                    </strong>{" "}
                    over {loaderData.best.rounds} {loaderData.best.rounds === 1 ? "round" : "rounds"}.
                  </p>
                ) : null
              ) : (
                <p className="mt-2 text-sm text-muted">
                  <Link
                    to="/auth?redirectTo=%2Fquiz"
                    className="font-semibold text-accent underline underline-offset-2"
                  >
                    Sign in
                  </Link>{" "}
                  to save your best scores.
                </p>
              )}
              <div className="mt-5 flex flex-wrap justify-center gap-3">
                <Link to={`/quiz/round?c=${loaderData.category}`} className={buttonClass()}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Play again
                </Link>
                <Link to="/quiz" className={buttonClass({ variant: "outline" })}>
                  Choose another category
                </Link>
              </div>
            </div>
            {loaderData.missed.length > 0 ? (
              <section aria-labelledby="review-heading">
                <h2 id="review-heading" className="text-xl font-bold">
                  Review your misses
                </h2>
                <ol className="mt-3 space-y-3" data-quiz-review>
                  {loaderData.missed.map((entry) => (
                    <li key={entry.id} className="rounded-xl border border-border bg-card p-4">
                      <p className="font-semibold">
                        {entry.position}. {entry.question}
                      </p>
                      <p className="mt-1 text-sm">
                        <span className="text-red-700 dark:text-red-400">
                          Your answer: {entry.options[entry.given]}
                        </span>
                        <br />
                        <span className="text-emerald-700 dark:text-emerald-400">
                          Correct: {entry.options[entry.answer]}
                        </span>
                      </p>
                      <p className="mt-2 text-sm text-muted">{entry.explanation}</p>
                      <Link
                        to={entry.learnMore.href}
                        className="mt-1 inline-flex min-h-10 items-center text-sm font-semibold text-accent underline underline-offset-2"
                      >
                        {entry.learnMore.label}
                      </Link>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
