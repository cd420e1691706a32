import { describe, expect, it } from "vitest";
import { feedbackSchema } from "~/feedback/schema";
import { firstMessages, formConstraint, parseForm } from "~/http/forms.server";
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./forms";

describe("the account forms' schemas", () => {
  it("share one email rule with each other and with the feedback form", () => {
    const email = { required: true, minLength: 1, maxLength: 254 };
    expect(formConstraint(signInSchema).email).toEqual(email);
    expect(formConstraint(signUpSchema).email).toEqual(email);
    expect(formConstraint(emailOnlySchema).email).toEqual(email);
    expect(formConstraint(deleteAccountSchema).confirmEmail).toEqual(email);
    expect(formConstraint(feedbackSchema).email).toEqual(email);
    const invalid = { email: "Enter a valid email address, like name@example.com." };
    const check = (schema: typeof emailOnlySchema | typeof feedbackSchema) =>
      firstMessages(parseForm(new URLSearchParams({ email: "sam@localhost" }), schema).reply()).email;
    expect(check(emailOnlySchema)).toBe(invalid.email);
    expect(check(feedbackSchema)).toBe(invalid.email);
  });

  it("give the inputs their limits: optional fields, password lengths, the ZIP pattern", () => {
    expect(formConstraint(signUpSchema)).toEqual({
      name: { required: false, maxLength: 100 },
      email: { required: true, minLength: 1, maxLength: 254 },
      password: { required: true, minLength: 8, maxLength: 128 },
    });
    expect(formConstraint(signInSchema).password).toEqual({ required: true, minLength: 1, maxLength: 128 });
    expect(formConstraint(resetPasswordSchema).password).toEqual({ required: true, minLength: 8, maxLength: 128 });
    expect(formConstraint(profileSchema)).toEqual({
      displayName: { required: false, maxLength: 80 },
      role: { required: false },
      company: { required: false, maxLength: 120 },
      zipCode: { required: false, maxLength: 10, pattern: "^(\\d{5}(-\\d{4})?)?$" },
    });
    expect(formConstraint(changePasswordSchema)).toEqual({
      currentPassword: { required: true, minLength: 1, maxLength: 128 },
      newPassword: { required: true, minLength: 8, maxLength: 128 },
      signOutOthers: { required: false },
    });
    expect(formConstraint(deleteAccountSchema).password).toEqual({ required: false, maxLength: 128 });
  });

  it("give a ZIP pattern the browser reads as the server does", () => {
    const pattern = new RegExp(`^(?:${formConstraint(profileSchema).zipCode!.pattern})$`, "v");
    const server = (zipCode: string) => parseForm(new URLSearchParams({ zipCode }), profileSchema).status === "success";
    for (const zip of ["94110", "94110-1234", ""]) expect([pattern.test(zip), server(zip)], zip).toEqual([true, true]);
    for (const zip of ["9411", "ABCDE", "94110-12"])
      expect([pattern.test(zip), server(zip)], zip).toEqual([false, false]);
  });

  it("save an empty profile as empty strings, and refuse an unknown role or pasted control characters", () => {
    const empty = parseForm(new URLSearchParams(), profileSchema);
    expect(empty.status === "success" && empty.value).toEqual({ displayName: "", role: "", company: "", zipCode: "" });
    const bad = parseForm(
      new URLSearchParams({ displayName: "Dana\u001b[31m", role: "astronaut", company: "Shop\r\nName" }),
      profileSchema,
    );
    const messages = firstMessages(bad.reply());
    expect(messages.role).toBe("Choose one of the listed roles.");
    expect(messages.displayName).toMatch(/control characters/);
    expect(messages.company).toMatch(/control characters/);
  });

  it("say what is wrong with a new password before its strength is checked", () => {
    const messages = (password: string) =>
      firstMessages(parseForm(new URLSearchParams({ email: "a@example.test", password }), signUpSchema).reply());
    expect(messages("")).toEqual({ password: "Choose a password." });
    expect(messages("short")).toEqual({ password: "Use at least 8 characters." });
    expect(messages("p".repeat(129))).toEqual({ password: "Use at most 128 characters." });
    expect(messages("p".repeat(128))).toEqual({});
  });

  it("refuse a reset token our links never carry (a NUL byte, a space), before it reaches the database", () => {
    const tokenMessage = (token: string) =>
      firstMessages(parseForm(new URLSearchParams({ token, password: "p".repeat(12) }), resetPasswordSchema).reply())
        .token;
    const damaged = "This reset link is damaged: it holds characters our links never have. Request a new one.";
    for (const token of ["abc\u0000def", "abc def", "abc\u3000", "a/b", "t".repeat(257)]) {
      expect(tokenMessage(token), JSON.stringify(token)).toBe(damaged);
    }
    expect(tokenMessage("")).toBe("This reset link is incomplete. Request a new one.");
    expect(tokenMessage("Qm9tQ2FyM2hhbmljQUkxMjM0")).toBeUndefined();
  });
});
