/**
 * Writes app/content/codes/codes.generated.json from the shared trouble-code
 * data vendored in app/content/codes/source/ (MIT, see its LICENSE). Run it
 * after updating source/; app/content/codes/import.test.ts fails while the
 * committed JSON is not what this script would write.
 *
 *   node scripts/import-codes.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
// biome-ignore lint/style/noRestrictedImports: the build-side importer of the code data runs under plain Node, outside the app and its doors.
import { importCodes } from "../app/content/codes/import.ts";

export const codesFolder = path.join(import.meta.dirname, "../app/content/codes");

export function readSourceFiles(): Record<string, string> {
  const source = path.join(codesFolder, "source");
  return Object.fromEntries(
    readdirSync(source)
      .filter((name) => name.endsWith(".txt"))
      .map((name) => [name, readFileSync(path.join(source, name), "utf8")]),
  );
}

export function generatedJson(): string {
  const { generic, manufacturer, corrections } = importCodes(readSourceFiles());
  // One row a line keeps review diffs readable when the source changes.
  const rows = (list: unknown[]) => list.map((row) => `    ${JSON.stringify(row)}`).join(",\n");
  return `{
  "source": "Wal33D/dtc-database, commit 04c43d72e7db7197658b6f72fe582c5076d9eee8, MIT licence (source/LICENSE)",
  "corrections": ${JSON.stringify(corrections)},
  "generic": [
${rows(generic)}
  ],
  "manufacturer": [
${rows(manufacturer)}
  ]
}
`;
}

if (import.meta.main) {
  const target = path.join(codesFolder, "codes.generated.json");
  writeFileSync(target, generatedJson());
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
