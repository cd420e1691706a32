import type * as z from "zod/mini";

/**
 * What the browser knows of a form's schema: the HTML constraints of each
 * field, computed on the server from the schema (`formConstraint` in
 * http/forms.server.ts) and passed down with the page. Conform's `useForm`
 * takes them as `constraint` and puts them on the inputs.
 */
export type FieldConstraint = { required?: boolean; minLength?: number; maxLength?: number; pattern?: string };
export type FormConstraint = Record<string, FieldConstraint>;

/**
 * The required fields left empty, in the constraint's order. Whitespace counts
 * as empty (a browser's own `required` check lets "   " through); a value
 * that is not text (a file, a repeated field) is not "missing" but wrong,
 * and left to the schema.
 */
export function missingRequiredFields(values: Record<string, unknown>, constraint: FormConstraint): string[] {
  return Object.entries(constraint)
    .filter(([name, field]) => {
      if (!field.required) return false;
      const value = values[name];
      return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    })
    .map(([name]) => name);
}

/** A form's values as its schema reads them (for `useForm<FormValues<typeof schema>>`; types only). */
export type FormValues<Schema extends z.ZodMiniType> = z.input<Schema>;
