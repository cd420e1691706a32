import { GraduationCap, Trophy } from "lucide-react";
import { Form, Link } from "react-router";
import { currentUserContext } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { categoryLabel, questionCounts, quizCategories, ROUND_SIZE } from "~/content/quiz";
import { bestScores } from "~/db/quiz-scores.server";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/quiz";

const trail = [
  { label: "Home", path: "/" },
  { label: "Quiz", path: "/quiz" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(currentUserContext);
  const counts = questionCounts();
  if (!user) return { counts, signedIn: false, best: [] };
  const { database } = context.get(servicesContext);
  return { counts, signedIn: true, best: await bestScores(database.db, user.id) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFrom(matches);
  return seo({
    title: "Test Your Automotive Knowledge: Car Mechanic Quiz",
    description: `${loaderData?.counts.mixed ?? "60+"} questions on engines, brakes, electrical systems, transmissions and trouble codes, with an explanation after every answer. Ten questions a round.`,
    path: "/quiz",
    origin,
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

export default function Quiz({ loaderData }: Route.ComponentProps) {
  const { counts, signedIn, best } = loaderData;
  const choices = [{ id: "mixed", label: categoryLabel("mixed") }, ...quizCategories];
  return (
    <>
      <PageHeader
        trail={trail}
        title="Test Your Automotive Knowledge"
        lead={`${counts.mixed} questions in six categories and three levels. A round is ${ROUND_SIZE} random questions, one at a time, with the answer and an explanation after each.`}
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-[3fr_2fr]">
        <Form
          method="get"
          action="/quiz/round"
          className="space-y-4 rounded-xl border border-border bg-card p-5 sm:p-6"
        >
          <fieldset>
            <legend className="flex items-center gap-2 text-xl font-bold">
              <GraduationCap aria-hidden="true" className="size-6 text-accent" />
              Choose a category
            </legend>
            <div className="mt-4 grid gap-2">
              {choices.map((choice, index) => (
                <label
                  key={choice.id}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border px-4 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent/10"
                >
                  <input
                    type="radio"
                    name="c"
                    value={choice.id}
                    defaultChecked={index === 0}
                    className="size-5 accent-[var(--accent)]"
                  />
                  <span className="flex-1 font-medium">{choice.label}</span>
                  <span className="text-sm text-muted">{counts[choice.id as keyof typeof counts]} questions</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonClass({ className: "w-full justify-center" })}>
            Start Quiz
          </button>
        </Form>
        <aside className="space-y-4">
          <section aria-labelledby="best-heading" className="rounded-xl border border-border bg-card p-5">
            <h2 id="best-heading" className="flex items-center gap-2 text-lg font-bold">
              <Trophy aria-hidden="true" className="size-5 text-accent" />
              Your best scores
            </h2>
            {signedIn ? (
              best.length > 0 ? (
                <ul className="mt-3 space-y-1 text-sm" data-best-scores>
                  {best.map((entry) => (
                    <li key={entry.category} className="flex justify-between gap-2">
                      <span>{categoryLabel(entry.category)}</span>
                      <span className="font-semibold">
                        {entry.bestScore}/{entry.questions}
                        <span className="font-normal text-muted">
                          {" "}
                          · {entry.rounds} {entry.rounds === 1 ? "round" : "rounds"}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-muted">
                  Finish a round and your best score in that category is saved here.
                </p>
              )
            ) : (
              <p className="mt-2 text-sm text-muted">
                <Link to="/auth?redirectTo=%2Fquiz" className="font-semibold text-accent underline underline-offset-2">
                  Sign in
                </Link>{" "}
                to save your best score in each category.
              </p>
            )}
          </section>
          <p className="text-sm text-muted">
            Every answer links to the page that teaches it, so a miss is the start of the lesson, not the end.
          </p>
        </aside>
      </div>
    </>
  );
}
