import * as z from "zod/mini";
import { profileRoles } from "~/db/schema";
import { email, linkToken, oneLine, optionalName } from "~/lib/form-rules";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-strength";

/**
 * The rules, limits and messages of every account form (sign in, sign up,
 * reset, account settings). The server checks submissions with them
 * (`parseForm`); the inputs' HTML attributes are derived from them
 * (`formConstraint`), so a limit is written here once. Messages are shown
 * next to the field.
 */

const TOO_LONG_PASSWORD = `Use at most ${MAX_PASSWORD_LENGTH} characters.`;

/** A password the visitor already has: anything up to the maximum. */
const existingPassword = (missing: string) =>
  z.string({ error: missing }).check(z.minLength(1, missing), z.maxLength(MAX_PASSWORD_LENGTH, TOO_LONG_PASSWORD));

/** A password being chosen; its strength is checked apart (password-strength.ts). */
const newPassword = z
  .string({ error: "Choose a password." })
  .check(
    z.minLength(1, "Choose a password."),
    z.minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    z.maxLength(MAX_PASSWORD_LENGTH, TOO_LONG_PASSWORD),
  );

/** Text that may be left empty: trimmed, one line, at most `max` characters. */
const optionalText = (max: number, tooLong: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, tooLong), oneLine), "");

export const signInSchema = z.object({
  email,
  password: existingPassword("Enter your password, or use “Email me a sign-in link”."),
});

export const emailOnlySchema = z.object({ email });

export const signUpSchema = z.object({
  name: optionalName,
  email,
  password: newPassword,
});

export const resetPasswordSchema = z.object({
  token: linkToken(
    "This reset link is incomplete. Request a new one.",
    "This reset link is damaged: it holds characters our links never have. Request a new one.",
  ),
  password: newPassword,
});

const ZIP_CODE_MESSAGE = "Enter a 5-digit ZIP code, or ZIP+4 like 94110-1234.";

export const profileSchema = z.object({
  displayName: optionalText(80, "Display names are at most 80 characters."),
  role: z._default(z.enum(["", ...profileRoles], "Choose one of the listed roles."), ""),
  company: optionalText(120, "Shop or company names are at most 120 characters."),
  zipCode: z._default(
    z.string().check(z.trim(), z.maxLength(10, ZIP_CODE_MESSAGE), z.regex(/^(\d{5}(-\d{4})?)?$/, ZIP_CODE_MESSAGE)),
    "",
  ),
});

export const changeEmailSchema = z.object({ newEmail: email });

export const changePasswordSchema = z.object({
  currentPassword: existingPassword("Enter your current password."),
  newPassword,
  signOutOthers: z.optional(z.literal("on")),
});

export const deleteAccountSchema = z.object({
  // The action compares it with the account's address, and its message names that address.
  confirmEmail: email,
  password: z._default(z.string().check(z.maxLength(MAX_PASSWORD_LENGTH, TOO_LONG_PASSWORD)), ""),
});
