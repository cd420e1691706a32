/** A code a problem lists, with what it means there (for a manufacturer code, per make the problem names). */
export type ProblemCodeLine = { code: string; meanings: { title: string; makes: string[] }[] };

function meaningText(meanings: ProblemCodeLine["meanings"]) {
  return meanings.map((meaning) => (meaning.makes.length > 0 ? `${meaning.makes.join(", ")}: ` : "") + meaning.title);
}

/**
 * The trouble codes of a problem, each linking to its code page with its
 * title from the code data. Static markup for the problem page's island;
 * printed as one line of codes, as before titles were shown.
 */
export function ProblemCodes({ codes }: { codes: readonly ProblemCodeLine[] }) {
  if (codes.length === 0) return null;
  return (
    <div className="mt-3 text-sm print:mt-1" data-problem-codes>
      <p className="font-semibold">
        Related codes
        <span className="hidden font-normal print:inline">: {codes.map(({ code }) => code).join(", ")}</span>
      </p>
      <ul className="mt-1 print:hidden">
        {codes.map(({ code, meanings }) => (
          <li key={code}>
            <a href={`/codes/${code}`} className="group flex gap-3 py-1.5" data-code={code}>
              <span className="w-14 shrink-0 font-mono font-bold text-accent underline underline-offset-2">{code}</span>{" "}
              <span className="group-hover:text-accent">
                {meaningText(meanings).map((text) => (
                  <span key={text} className="block">
                    {text}
                  </span>
                ))}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
