import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/**
 * Password strength, the same on both sides: the server refuses a weak
 * password with these reasons, and the sign-up form shows them as a meter
 * while the visitor types (it loads this module only when the password field
 * is used, because the dictionaries are large).
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn scores 0 (guessable in seconds) to 4 (very unguessable); 3 is "safely unguessable". */
export const MIN_PASSWORD_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  label: "Very weak" | "Weak" | "Fair" | "Strong" | "Very strong";
  acceptable: boolean;
  /** Why it is refused, and how to do better; empty when acceptable. */
  reasons: string[];
};

const labels = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

export function checkPasswordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  if (password.length > MAX_PASSWORD_LENGTH) {
    return {
      score: 0,
      label: "Very weak",
      acceptable: false,
      reasons: [`Use at most ${MAX_PASSWORD_LENGTH} characters.`],
    };
  }
  // Words from the visitor's own email and name make a password easier to guess.
  const inputs = userInputs
    .flatMap((input) => input.toLowerCase().split(/[^a-z0-9]+/))
    .filter((part) => part.length > 2);
  const result = zxcvbn.check(password, inputs);
  const score = result.score as PasswordStrength["score"];
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (score < MIN_PASSWORD_SCORE) {
    if (result.feedback.warning) reasons.push(result.feedback.warning);
    reasons.push(...result.feedback.suggestions);
    if (reasons.length === 0 || (reasons.length === 1 && password.length < MIN_PASSWORD_LENGTH)) {
      reasons.push("Add more words or characters that are hard to guess together.");
    }
  }
  return { score, label: labels[score], acceptable: reasons.length === 0, reasons };
}
