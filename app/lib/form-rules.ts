import * as z from "zod/mini";

/**
 * Field rules that more than one form uses, written once (zod/mini, like every
 * form schema: docs/decisions/0016-forms.md). Each rule carries its limits and
 * the messages shown next to the field; the inputs' HTML attributes are
 * derived from the schemas built with them.
 */

const EMAIL_MESSAGE = "Enter your email address.";

/** Control characters (NUL, escape, bell…) nobody types; pasted, they break storage and email. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same, except the line breaks and tabs a multi-line message may hold. */
const CONTROL_CHARACTER_EXCEPT_LINES = /[^\P{Cc}\t\n\r]/u;
const CONTROL_MESSAGE = "Remove the invisible control characters (they usually come from pasting).";

/** Whether text holds a control character (a NUL byte among them, which PostgreSQL refuses to store). */
export function hasControlCharacters(text: string) {
  return CONTROL_CHARACTER.test(text);
}

/** Refuses control characters in a one-line field. */
export const oneLine = z.refine<string>((value) => !CONTROL_CHARACTER.test(value), CONTROL_MESSAGE);

/** Refuses control characters other than line breaks and tabs in a multi-line field. */
export const multiLine = z.refine<string>((value) => !CONTROL_CHARACTER_EXCEPT_LINES.test(value), CONTROL_MESSAGE);

/**
 * An email address: trimmed, at most 254 characters (the SMTP limit), a valid
 * address, stored in lower case so one person is one address.
 */
export const email = z
  .string({ error: EMAIL_MESSAGE })
  .check(
    z.trim(),
    z.minLength(1, EMAIL_MESSAGE),
    z.maxLength(254, "Email addresses are at most 254 characters."),
    z.email({ error: "Enter a valid email address, like name@example.com." }),
    z.toLowerCase(),
  );

const personName = (missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.maxLength(100, "Names are at most 100 characters."), oneLine);

/** A person's name that must be given. */
export const requiredName = personName("Enter your name.").check(z.minLength(1, "Enter your name."));

/** A person's name that may be left empty (an empty string when missing). */
export const optionalName = z._default(personName("Enter your name, or leave it empty."), "");

/**
 * A token from a link we emailed (better-auth makes them of letters and
 * digits): anything else, a NUL byte or a space, never came from us, and is
 * refused with `damaged` before it reaches the database.
 */
export const linkToken = (missing: string, damaged: string) =>
  z
    .string({ error: missing })
    .check(z.minLength(1, missing), z.maxLength(256, damaged), z.regex(/^[A-Za-z0-9_-]+$/, damaged));
