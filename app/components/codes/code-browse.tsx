/** A letter's groups as /codes lists them. */
export type BrowseLetter = {
  letter: string;
  name: string;
  covers: string;
  count: number;
  groups: { key: string; slug: string; name: string; summary: string; count: number; manufacturer: boolean }[];
};

/**
 * Every group of every system letter, each linking to its page of codes with
 * its J2012 name and a line on what it holds. Static markup for /codes.
 */
export function CodeBrowse({ letters }: { letters: readonly BrowseLetter[] }) {
  return (
    <section aria-labelledby="browse-heading">
      <h2 id="browse-heading" className="text-2xl font-bold">
        Browse by letter and group
      </h2>
      <p className="mt-1 text-muted">
        The first letter says which part of the car set the code; the next two characters place it in an SAE J2012
        group.
      </p>
      <nav aria-label="System letters" className="mt-3 flex flex-wrap gap-2">
        {letters.map((entry) => (
          <a
            key={entry.letter}
            href={`#letter-${entry.letter}`}
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-border px-3 font-semibold hover:border-accent"
          >
            <span className="font-mono text-lg">{entry.letter}</span> {entry.name}
          </a>
        ))}
      </nav>
      {letters.map((entry) => (
        <section key={entry.letter} id={`letter-${entry.letter}`} className="mt-8 scroll-mt-24">
          <h3 className="text-xl font-bold">
            <span className="font-mono">{entry.letter}</span> codes: {entry.name}
          </h3>
          <p className="mt-1 text-sm text-muted">
            {entry.count.toLocaleString("en-US")} codes. {entry.name} covers {entry.covers}.
          </p>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {entry.groups.map((group) => (
              <li key={group.key} className="rounded-lg border border-border bg-card p-3 hover:border-accent">
                <a
                  href={`/codes/group/${group.slug}`}
                  className="font-semibold text-accent underline underline-offset-2"
                >
                  <span className="font-mono">{group.key}</span> {group.name}
                </a>
                <span className="ml-2 text-xs text-muted">
                  {group.count.toLocaleString("en-US")} codes{group.manufacturer ? ", by make" : ""}
                </span>
                <p className="mt-1 text-sm text-muted">{group.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
