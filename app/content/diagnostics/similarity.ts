import type { DiagnosticSystem, Problem } from "./schema";

/**
 * Text similarity for the content tests (issue 14): two problems in different
 * systems that describe the same fault, and two checks that say the same
 * thing in other words. Used by content-similarity.test.ts only; nothing here
 * reaches a page.
 */

const stopWords = new Set(
  (
    "a an the and or of to in on at by for with from is are be been it its this that these those as if then than into " +
    "not no can will may when while so but also only out up off over under after before more most less very just " +
    "one two each any all some your you it's there their they them which what how why does do has have had was were " +
    "until about often usually"
  ).split(" "),
);

/** Lowercase words without punctuation or stop words; numbers and codes stay ("p0420", "2.4"). */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.\s-]/g, " ")
    .split(/[\s-]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ""))
    .filter((word) => word.length > 1 && !stopWords.has(word));
}

/** What a problem is about: the words a reader would use to tell two faults apart. */
function problemText(problem: Problem) {
  return [
    problem.title,
    problem.summary,
    ...problem.symptoms,
    ...problem.causes.map((cause) => `${cause.part}. ${cause.why}`),
    problem.fix,
  ].join(" ");
}

export type ProblemRef = { system: DiagnosticSystem; problem: Problem; id: string };
export type SimilarPair = { a: ProblemRef; b: ProblemRef; score: number };

/**
 * Pairs of problems in different systems whose text is alike, by cosine
 * similarity of TF-IDF word vectors, from `threshold` (0–1) up, most alike first.
 */
export function similarProblemPairs(systems: readonly DiagnosticSystem[], threshold: number): SimilarPair[] {
  const refs: ProblemRef[] = systems.flatMap((system) =>
    system.problems.map((problem) => ({ system, problem, id: `${system.slug}/${problem.slug}` })),
  );
  const counts = refs.map((ref) => {
    const tf = new Map<string, number>();
    for (const word of contentWords(problemText(ref.problem))) tf.set(word, (tf.get(word) ?? 0) + 1);
    return tf;
  });
  const documentFrequency = new Map<string, number>();
  for (const tf of counts)
    for (const word of tf.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const vectors = counts.map((tf) => {
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [word, count] of tf) {
      const weight = (1 + Math.log(count)) * Math.log(refs.length / documentFrequency.get(word)!);
      vector.set(word, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    for (const [word, weight] of vector) vector.set(word, weight / norm);
    return vector;
  });
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < refs.length; i++) {
    for (let j = i + 1; j < refs.length; j++) {
      if (refs[i]!.system === refs[j]!.system) continue;
      const [small, large] =
        vectors[i]!.size < vectors[j]!.size ? [vectors[i]!, vectors[j]!] : [vectors[j]!, vectors[i]!];
      let score = 0;
      for (const [word, weight] of small) score += weight * (large.get(word) ?? 0);
      if (score >= threshold) pairs.push({ a: refs[i]!, b: refs[j]!, score });
    }
  }
  return pairs.sort((x, y) => y.score - x.score);
}

/** Share of words two short texts have in common (Jaccard on their word sets). */
export function wordOverlap(a: string, b: string) {
  const left = new Set(contentWords(a));
  const right = new Set(contentWords(b));
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared || 1);
}

/** Whether each problem of a pair lists the other among its related links. */
export function linkedBothWays(pair: SimilarPair) {
  const links = (from: ProblemRef, to: ProblemRef) =>
    from.problem.related.some((ref) => (ref.includes("/") ? ref : `${from.system.slug}/${ref}`) === to.id);
  return links(pair.a, pair.b) && links(pair.b, pair.a);
}
