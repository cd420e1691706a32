/** Where the code titles come from: the line every code page carries. Static markup. */
export function CodeDataCredit() {
  return (
    <p className="text-xs text-muted" data-code-credit>
      Code titles: the open{" "}
      <a
        href="https://github.com/Wal33D/dtc-database"
        className="underline underline-offset-2 hover:text-accent"
        rel="noopener"
      >
        dtc-database
      </a>{" "}
      by Wal33D (Waleed Judah), MIT licence,{" "}
      <a href="/codes#data-licence" className="underline underline-offset-2 hover:text-accent">
        see the notice and what we corrected
      </a>
      .
    </p>
  );
}

/**
 * The full credit on /codes: the source, the corrections made on import
 * (counts from the import), and the MIT notice the licence asks to keep.
 */
export function CodeDataNotice({
  licence,
  corrections,
}: {
  licence: string;
  corrections: readonly { what: string; count: number }[];
}) {
  return (
    <section aria-labelledby="data-heading" id="data-licence" className="scroll-mt-24">
      <h2 id="data-heading" className="text-xl font-bold">
        Where the code titles come from
      </h2>
      <p className="mt-2 text-sm">
        The generic SAE J2012 titles and the manufacturer meanings are imported from{" "}
        <a
          href="https://github.com/Wal33D/dtc-database"
          className="font-semibold text-accent underline underline-offset-2"
          rel="noopener"
        >
          dtc-database
        </a>{" "}
        by Wal33D (Waleed Judah), under the MIT licence. Where its lists do not say which make a manufacturer code
        belongs to, the page says so instead of guessing. The import corrects what the raw lists get wrong:
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-muted">
        {corrections.map((correction) => (
          <li key={correction.what}>
            {correction.what}: {correction.count.toLocaleString("en-US")}
          </li>
        ))}
      </ul>
      <details className="mt-3 rounded-lg border border-border bg-card p-3 text-sm">
        <summary className="cursor-pointer font-semibold">The MIT licence notice of dtc-database</summary>
        <pre className="mt-2 whitespace-pre-wrap font-mono text-xs">{licence}</pre>
      </details>
    </section>
  );
}
