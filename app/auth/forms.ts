import { z } from "zod";
import { profileRoles } from "~/db/schema";

/**
 * Server-side rules for every account form; the inputs carry the same limits
 * as HTML attributes so browsers check them first. Messages are written to be
 * shown next to the field.
 */
const email = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "Email addresses are at most 254 characters.")
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Choose a password." })
  .min(1, "Choose a password.")
  .max(128, "Use at most 128 characters.");

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password, or use “Email me a sign-in link”."),
});

export const emailOnlySchema = z.object({ email });

export const signUpSchema = z.object({
  name: z.string().trim().max(100, "Names are at most 100 characters.").default(""),
  email,
  password: newPassword,
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1, "This reset link is incomplete. Request a new one."),
  password: newPassword,
});

export const profileSchema = z.object({
  displayName: z.string().trim().max(80, "Display names are at most 80 characters."),
  role: z.union([z.enum(profileRoles), z.literal("")], { error: "Choose one of the listed roles." }),
  company: z.string().trim().max(120, "Shop or company names are at most 120 characters."),
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, "Enter a 5-digit ZIP code, or ZIP+4 like 94110-1234."),
});

export const changeEmailSchema = z.object({ newEmail: email });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password."),
  newPassword,
  signOutOthers: z.literal("on").optional(),
});

export const deleteAccountSchema = z.object({ confirmEmail: z.string().trim() });

/** Field errors keyed by input name, the first message for each. */
export function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
