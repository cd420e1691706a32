import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import type { FieldConstraint, FormConstraint } from "~/lib/forms";

/**
 * A form's schema at work on the server: the attributes its inputs carry,
 * and the checked submission with the messages and values the form shows
 * again. Only the server runs the schemas; the browser gets what they imply
 * (docs/decisions/0016-forms.md).
 */

type FormSchema = z.ZodMiniObject;

/** The request's form fields; an unreadable body (not a form, cut short) reads as an empty form. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

const constraints = new WeakMap<FormSchema, FormConstraint>();

/**
 * The HTML constraints a schema implies, per field: `required`, `minLength`,
 * `maxLength` and `pattern` (not for formats such as email, whose input type
 * checks them). Read from zod's JSON Schema, its public description of a
 * schema. (Conform's getZodConstraint reads zod internals that zod 4.6 no
 * longer fills, and would ship zod to the browser.)
 */
export function formConstraint(schema: FormSchema): FormConstraint {
  const known = constraints.get(schema);
  if (known) return known;
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  const required = new Set(json.required ?? []);
  const constraint: FormConstraint = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    if (typeof property !== "object") continue;
    const field: FieldConstraint = { required: required.has(name) };
    if (typeof property.minLength === "number") field.minLength = property.minLength;
    if (typeof property.maxLength === "number") field.maxLength = property.maxLength;
    if (typeof property.pattern === "string" && !property.format) field.pattern = property.pattern;
    constraint[name] = field;
  }
  constraints.set(schema, constraint);
  return constraint;
}

/** A checked submission whose `reply()` never sends the hidden fields (passwords) back. */
export type FormSubmission<S extends FormSchema> = Submission<z.input<S>, string[], z.output<S>>;

/**
 * Checks a submission against a form's schema, with Conform's submission
 * shape: `submission.reply()` is what the page's `useForm({ lastResult })`
 * shows (the messages per field, the values typed). Only the schema's fields
 * are read, as plain values: anything else in the body (Conform's reserved
 * names included) is ignored, and a repeated field or a file arrives as a
 * wrong type, so bad input is a message, never an exception.
 */
export function parseForm<S extends FormSchema>(
  input: FormData | URLSearchParams,
  schema: S,
  { hiddenFields = [] }: { hiddenFields?: string[] } = {},
): FormSubmission<S> {
  const fields = new FormData();
  for (const name of Object.keys(schema.shape)) {
    for (const value of input.getAll(name)) fields.append(name, value);
  }
  const submission = parse<z.output<S>, string[]>(fields, {
    resolve(payload) {
      const result = z.safeParse(schema, payload);
      return result.success ? { value: result.data } : { error: messagesByField(result.error.issues) };
    },
  });
  if (hiddenFields.length === 0) return submission as FormSubmission<S>;
  const reply = submission.reply;
  submission.reply = (options = {}) =>
    "resetForm" in options && options.resetForm
      ? reply(options)
      : reply({
          ...options,
          hideFields: [...hiddenFields, ...("hideFields" in options ? (options.hideFields ?? []) : [])],
        });
  return submission as FormSubmission<S>;
}

function messagesByField(issues: z.core.$ZodIssue[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : "";
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}

/** The first message per field of a result, for answers outside the form (SPEC §7's JSON call). */
export function firstMessages(result: SubmissionResult<string[]>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, errors] of Object.entries(result.error ?? {})) {
    if (errors?.[0]) messages[name || "form"] = errors[0];
  }
  return messages;
}
