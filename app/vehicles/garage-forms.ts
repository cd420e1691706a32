import * as z from "zod/mini";
import { oneLine } from "~/lib/form-rules";
import { MILEAGE_LIMIT, NICKNAME_LIMIT, nicknameFits } from "./garage";

/**
 * The garage's forms (add a vehicle, rename it, set its mileage, choose it,
 * remove it), checked on the server with these rules whatever the browser
 * did (docs/decisions/0016-forms.md). Which vehicle a year, make and model
 * name is checked against NHTSA's model list in garage.server.ts: a rule
 * here only says what the field may hold.
 */

const id = z
  .string({ error: "Choose a vehicle from your garage." })
  .check(
    z.regex(/^[A-Za-z0-9_-]{8,40}$/, "That vehicle is not in your garage. It may have been removed on another device."),
  );

export const nickname = z._default(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(NICKNAME_LIMIT, `Use at most ${NICKNAME_LIMIT} characters for the nickname.`),
      z.refine(nicknameFits, "Shorten the nickname: emoji and letters with accents take more room than plain letters."),
      oneLine,
    ),
  "",
);

/** Digits, with the thousands commas or spaces people type ("123,456 mi" is read as 123456). */
export const mileage = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(20, "Enter the mileage in digits, like 123456."),
    z.regex(/^(\d[\d, ]*(\s*(mi|miles))?)?$/i, "Enter the mileage in digits, like 123456."),
    z.refine(
      (value) => Number(value.replace(/[^\d]/g, "") || 0) <= MILEAGE_LIMIT,
      `Enter a mileage up to ${MILEAGE_LIMIT.toLocaleString("en-US")}.`,
    ),
  ),
  "",
);

/** A mileage field's value as a number, or undefined when it was left empty. */
export function mileageValue(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, "");
  return digits === "" ? undefined : Number(digits);
}

export const addVehicleSchema = z.object({
  year: z.string({ error: "Choose a model year." }).check(z.regex(/^\d{4}$/, "Choose a model year.")),
  make: z.string({ error: "Choose a make." }).check(z.regex(/^[a-z0-9-]{1,40}$/, "Choose a make from the list.")),
  model: z.string({ error: "Choose a model." }).check(z.regex(/^[a-z0-9-]{1,60}$/, "Choose a model from the list.")),
  engine: z._default(
    z.string().check(z.regex(/^(\d\.\d(-diesel)?|electric)?$/, "Choose an engine from the list, or none.")),
    "",
  ),
  nickname,
  mileage,
  /** The VIN the page was decoded from, kept only when `keepVin` is ticked. */
  vin: z._default(z.string().check(z.maxLength(40, "That is not a VIN.")), ""),
  keepVin: z.optional(z.literal("on")),
});

export const updateVehicleSchema = z.object({
  id,
  nickname,
  mileage,
  /** Unticked, a kept VIN is forgotten. */
  keepVin: z.optional(z.literal("on")),
});

export const vehicleIdSchema = z.object({ id });

export const garageIntents = ["add", "choose", "update", "remove"] as const;
export type GarageIntent = (typeof garageIntents)[number];
