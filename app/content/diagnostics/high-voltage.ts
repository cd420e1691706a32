import type { SystemSlug } from "./catalogue";

/**
 * The high-voltage warning every Electric Vehicles and Hybrid Systems problem
 * page carries (issue 16): what an untrained person must never touch, and
 * what to do after a crash, a flood or a thermal event. It sits on the page,
 * not in each problem's text, so no page can leave it out and no two say it
 * differently.
 */
const highVoltageSystems: ReadonlySet<SystemSlug> = new Set(["electric-vehicle", "hybrid-system"]);

const points = [
  "Orange cables, the battery pack, the inverter and the service plug or disconnect carry roughly 200–800 volts DC, enough to kill. Unless you are trained and equipped for high-voltage work (rated class 0 gloves, a CAT III meter, the maker's disable procedure), never touch, unplug, cut or probe them.",
  "After a crash that set off the airbags or hit the underbody, after water reached the floor, or at any smoke, hissing, popping or sweet chemical smell from the battery: get everyone out and at least 50 feet away, call 911 and say it is a hybrid or electric vehicle. Do not drive, charge or restart it.",
  "A damaged battery can catch fire hours or days later: leave the car outside, at least 50 feet from buildings and other vehicles, until a trained shop has checked it.",
];

/** Mild hybrids' own line: below the high-voltage range, not below harm. */
const mildHybridPoint =
  "48-volt mild hybrids run below that range, but their battery and cables can still arc and burn: disconnect them the way the service information says before working nearby.";

/** The warning for a problem page of `system`, or null where the system has no high-voltage parts. */
export function highVoltageNotice(system: SystemSlug) {
  if (!highVoltageSystems.has(system)) return null;
  return {
    heading: "High-voltage safety",
    points: system === "hybrid-system" ? [...points, mildHybridPoint] : points,
  };
}
