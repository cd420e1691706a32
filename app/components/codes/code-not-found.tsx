import { CodeLookup } from "~/components/code-lookup";
import { CodeCharacters } from "./code-characters";

/**
 * The 404 of a code's address: a well-formed code the data lacks, decoded
 * character by character, or something that is not a code at all; both with
 * the lookup. Rendered on the server to markup (the route's error boundary
 * shows it as is), so none of it is in the page's JavaScript.
 */
export function CodeNotFound({
  unknown,
}: {
  /** The well-formed code and what its characters say; null when the address holds no code. */
  unknown: {
    code: string;
    characters: readonly { characters: string; meaning: string }[];
    group: { key: string; name: string; href?: string };
  } | null;
}) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">Error 404</p>
      {unknown ? (
        <>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
            <span className="font-mono">{unknown.code}</span> is not in our code library
          </h1>
          <p className="mt-4 text-lg text-muted" data-unknown-code={unknown.code}>
            It is a well-formed OBD-II code, but neither the SAE list nor any manufacturer list we hold gives it a
            title. Check it against the scan tool's screen; its characters still say this much:
          </p>
          <div className="mt-6">
            <CodeCharacters code={unknown.code} characters={unknown.characters} group={unknown.group} />
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">That is not an OBD-II trouble code</h1>
          <p className="mt-4 text-lg text-muted" data-not-a-code>
            A trouble code is five characters: a letter (P, B, C or U), a digit from 0 to 3, then three digits or
            letters A to F, as in P0420 or U0100.
          </p>
        </>
      )}
      <CodeLookup id="code-lookup" heading="Look up a code" className="mt-8" />
      <p className="mt-6">
        <a
          href="/codes"
          className="inline-flex min-h-10 items-center font-semibold text-accent underline underline-offset-2"
        >
          Browse every code by letter and group
        </a>
      </p>
    </>
  );
}
