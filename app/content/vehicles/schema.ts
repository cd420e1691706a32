import { z } from "zod";
import { vehicleMakeSlugs } from "./makes";

/**
 * Which vehicles a problem concerns, as data the vehicle pages filter on
 * (docs/decisions/0025-vehicles.md). A match names a make and, where it
 * matters, the models (vPIC's names as slugs, models.generated.json), the
 * model years and the engines or transmissions. Left out, a field means
 * "all": { make: "subaru", engines: [{ name: "EJ25 2.5L flat-four", liters: 2.5 }] }
 * is every Subaru with the EJ25.
 */
function defineSchemas() {
  const year = z.number().int().min(1981).max(2027);

  const engineSchema = z.strictObject({
    /** As owners and shops name it: "3.5L EcoBoost V6", "6.7L Power Stroke V8 diesel", "5.7L Hemi V8". */
    name: z.string().trim().min(3).max(48),
    /** Displacement in liters as a VIN decodes it (3.5), so a decoded vehicle can be matched; left out for electric motors. */
    liters: z
      .number()
      .min(0.5)
      .max(9)
      .refine((liters) => Math.abs(liters * 10 - Math.round(liters * 10)) < 1e-9, "liters to one decimal: 3.5")
      .optional(),
    /** Set for diesel, hybrid and electric drives; left out for gasoline. */
    fuel: z.enum(["diesel", "hybrid", "electric"]).optional(),
  });

  const vehicleMatchSchema = z
    .strictObject({
      make: z.enum(vehicleMakeSlugs),
      /** Model slugs of this make in models.generated.json: "f-150", "altima", "cr-v". Left out: every model. */
      models: z
        .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a model slug like f-150"))
        .min(1)
        .max(24)
        .optional(),
      /** First and last model year, inclusive. Left out: every year. */
      years: z.tuple([year, year]).optional(),
      engines: z.array(engineSchema).min(1).max(6).optional(),
      /** Named transmissions: "Jatco JF016E CVT", "Ford 6R80 6-speed automatic". Shown, not matched. */
      transmissions: z.array(z.string().trim().min(3).max(60)).min(1).max(4).optional(),
    })
    .refine(
      (match) => !match.years || match.years[0] <= match.years[1],
      "years: the first year must not be after the last",
    );

  const vehicleMatchesSchema = z.array(vehicleMatchSchema).min(1).max(16);
  return { engineSchema, vehicleMatchSchema, vehicleMatchesSchema };
}

let schemas: ReturnType<typeof defineSchemas> | undefined;

/**
 * The schemas, built on first call rather than at import: the door
 * (index.ts) re-exports this module, and importing a door must do no work
 * (doors.test.ts), so pages that only match vehicles bundle no zod.
 */
export function vehicleSchemas() {
  schemas ??= defineSchemas();
  return schemas;
}

export type EngineSpec = z.infer<ReturnType<typeof defineSchemas>["engineSchema"]>;
export type VehicleMatch = z.infer<ReturnType<typeof defineSchemas>["vehicleMatchSchema"]>;
