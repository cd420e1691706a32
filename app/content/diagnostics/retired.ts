/**
 * Problem pages merged into another page. Each old address answers with a
 * permanent redirect to the page that now holds its answer, so bookmarks,
 * search results and links elsewhere keep working (issue 14: one page per
 * problem). A slug listed here is never reused for a new problem;
 * retired.test.ts checks that every target is live and no old address is.
 */
export const retiredProblems: Readonly<Record<string, string>> = {
  // Merged 2026-11 (issue 14): each pair described one fault in two systems, some with different verdicts or costs.
  "engine-wont-start/bad-engine-ground-strap": "electrical/missing-engine-ground-strap",
  "advanced-engine/adjacent-cylinders-low-compression": "four-stroke/head-gasket-between-cylinders",
  "ecu/hyundai-kia-ksds-limp-p1326": "advanced-engine/hyundai-kia-ksds-limp-knock",
  "transmission/pink-milky-transmission-fluid-coolant": "cooling-system/radiator-transmission-cooler-leak",
  "engine-wont-start/reversed-jumper-cables": "electrical/dead-after-reversed-jumper-cables",
  "obd/p0715-p0717-input-speed-sensor": "transmission/input-speed-sensor-code",
  "obd/p0597-p0599-thermostat-heater": "cooling-system/heated-thermostat-circuit-fault",
  "advanced-engine/hemi-tick-with-misfire": "four-stroke/hemi-lifter-cam-wipe",
  "timing-system/internal-water-pump-chain-driven": "cooling-system/internal-water-pump-failure",
  "belt-system/crank-pulley-bolt-loose": "timing-system/crank-bolt-loose-after-belt-job",
  "engine-wont-start/rodent-chewed-wiring": "electronics-wiring/rodent-chewed-wiring",
  "ecu/bcm-water-damage-footwell": "electrical/water-leak-electrical-gremlins",
  "can-bus-network/door-module-network-drops-in-jamb-boot": "electronics-wiring/door-jamb-harness-broken-wires",
  // Found by the similarity test (content-similarity.test.ts): the same fault written twice.
  "four-stroke/subaru-head-gasket-external-seep": "cooling-system/subaru-ej25-head-gasket-seep",
  "alignment/indirect-tpms-keeps-returning": "abs-system/indirect-tpms-warning-from-abs-sensors",
  "infotainment/surround-view-cameras-misaligned": "adas-sensor-calibration/surround-view-stitching-misaligned",
  "engine-wont-start/timing-belt-broken": "timing-system/timing-belt-snapped",
  "engine-wont-start/battery-dead-after-sitting": "electrical/battery-drains-after-sitting",
};

/** Where a retired problem's address now points, as "system/slug", or undefined for an address never retired. */
export function retiredProblemTarget(systemSlug: string, problemSlug: string): string | undefined {
  const key = `${systemSlug}/${problemSlug}`;
  return Object.hasOwn(retiredProblems, key) ? retiredProblems[key] : undefined;
}
