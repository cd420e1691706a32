/** One code in a list: what the list shows of it. */
export type CodeListItem = {
  code: string;
  title: string;
  /** It has a written answer. */
  answered: boolean;
  /** How many written problems list it. */
  problems: number;
};

/**
 * A list of codes, each a link to its page with its title and what the site
 * has on it. Static markup (plain anchors) for the islands of /codes, a
 * group's page and a code's related codes.
 */
export function CodeList({ codes, columns = 1 }: { codes: readonly CodeListItem[]; columns?: 1 | 2 }) {
  return (
    <ul className={columns === 2 ? "grid gap-x-6 md:grid-cols-2" : undefined} data-code-list>
      {codes.map((item) => (
        <li key={item.code} className="border-b border-border last:border-b-0">
          <a href={`/codes/${item.code}`} className="group flex gap-3 py-2" data-code={item.code}>
            <span className="w-14 shrink-0 font-mono font-bold text-accent underline underline-offset-2">
              {item.code}
            </span>{" "}
            <span className="group-hover:text-accent">
              {item.title}
              {item.answered ? (
                <span className="ml-2 inline-block rounded-full bg-accent px-2 text-xs font-bold text-accent-foreground">
                  Full answer
                </span>
              ) : item.problems > 0 ? (
                <span className="ml-2 inline-block rounded-full border border-accent px-2 text-xs font-semibold text-accent">
                  {item.problems === 1 ? "1 problem" : `${item.problems} problems`}
                </span>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
