import { type ClassValue, clsx } from "clsx";

/**
 * Join class names (conditionals and arrays allowed). Nothing is merged: two
 * utilities for the same property would both apply, with the stylesheet's
 * order deciding, so components take options for what a caller may override
 * instead of resolving conflicts at run time (a merge library costs every page
 * ~9 kB of JavaScript).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
