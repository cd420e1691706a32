/**
 * Checks a Vehicle Identification Number the way 49 CFR Part 565 defines it
 * for vehicles sold in North America since model year 1981: 17 characters,
 * digits and capital letters except I, O and Q, and a check digit in the
 * ninth place computed from the other sixteen. Each fault has its own
 * message, because a visitor copying a VIN off a windshield needs to know
 * which character to look at again.
 */
export type VinCheck = { ok: true; vin: string } | { ok: false; message: string };

/** Longer than this is not a VIN with stray spaces but something else pasted; refused before any other work. */
export const VIN_INPUT_LIMIT = 40;

// biome-ignore format: the table reads as the regulation prints it
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function characterValue(character: string): number {
  return /\d/.test(character) ? Number(character) : (TRANSLITERATION[character] ?? 0);
}

/** The check digit a VIN's other characters call for: "0"–"9" or "X" for 10. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += characterValue(vin[index]!) * WEIGHTS[index]!;
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

function ordinal(position: number): string {
  const suffix =
    position % 10 === 1 && position !== 11
      ? "st"
      : position % 10 === 2 && position !== 12
        ? "nd"
        : position % 10 === 3 && position !== 13
          ? "rd"
          : "th";
  return `${position}${suffix}`;
}

/** Spaces and hyphens people type or paste between groups are dropped; letters are read as capitals. */
export function normalizeVin(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

export function checkVin(input: string): VinCheck {
  if (input.length > VIN_INPUT_LIMIT) {
    return { ok: false, message: `That is ${input.length.toLocaleString("en-US")} characters; a VIN has 17.` };
  }
  const vin = normalizeVin(input);
  if (vin.length === 0) return { ok: false, message: "Enter the 17-character VIN." };
  const odd = [...vin].findIndex((character) => !/[A-Z0-9]/.test(character));
  if (odd !== -1) {
    const shown = /[\p{L}\p{N}\p{P}\p{S}]/u.test(vin[odd]!) ? `“${vin[odd]}”` : "a control or invisible character";
    return {
      ok: false,
      message: `A VIN holds only letters and digits; the ${ordinal(odd + 1)} character is ${shown}.`,
    };
  }
  if (vin.length !== 17) {
    return {
      ok: false,
      message: `A VIN has 17 characters; this one has ${vin.length}. Check for a missed or doubled character.`,
    };
  }
  const confusable = [...vin].findIndex((character) => character === "I" || character === "O" || character === "Q");
  if (confusable !== -1) {
    const letter = vin[confusable]!;
    const meant = letter === "I" ? "1" : "0";
    return {
      ok: false,
      message: `VINs never use the letters I, O or Q; the ${ordinal(confusable + 1)} character “${letter}” is probably the digit ${meant}.`,
    };
  }
  const expected = expectedCheckDigit(vin);
  if (vin[8] !== expected) {
    return {
      ok: false,
      message: `The check digit (the 9th character, “${vin[8]}”) does not match the rest of the VIN, which calls for “${expected}”. One character is probably mistyped; compare it with the VIN plate at the base of the windshield.`,
    };
  }
  return { ok: true, vin };
}
