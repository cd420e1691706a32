/** "What the code says": each character of a code and what it means, with the group it falls in. */
export function CodeCharacters({
  code,
  characters,
  group,
}: {
  code: string;
  characters: readonly { characters: string; meaning: string }[];
  group: { key: string; name: string; href?: string };
}) {
  return (
    <section aria-labelledby="characters-heading" data-code-characters>
      <h2 id="characters-heading" className="text-xl font-bold">
        What the code says
      </h2>
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Each character of {code} and what it means</caption>
        <thead>
          <tr className="border-b-2 border-border">
            <th scope="col" className="w-24 py-2 pr-3 font-semibold">
              Character
            </th>
            <th scope="col" className="py-2 font-semibold">
              Meaning
            </th>
          </tr>
        </thead>
        <tbody>
          {characters.map((row) => (
            <tr key={`${row.characters}-${row.meaning.slice(0, 12)}`} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-3 font-mono text-lg font-bold">
                {row.characters}
              </th>
              <td className="py-2">{row.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm">
        <span className="font-semibold">SAE J2012 group:</span>{" "}
        {group.href ? (
          <a href={group.href} className="text-accent underline underline-offset-2">
            <span className="font-mono">{group.key}</span> {group.name}
          </a>
        ) : (
          <>
            <span className="font-mono">{group.key}</span> {group.name}
          </>
        )}
      </p>
    </section>
  );
}
