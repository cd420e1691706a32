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
  // Moved 2026-11 (issue 16): each electrified and diesel problem has its home in the Hybrid Systems or Diesel (Comprehensive) system.
  "alternator/hybrid-battery-pack-wearing-out": "hybrid-system/hybrid-battery-pack-wearing-out",
  "engine-wont-start/hybrid-hv-system-fault": "hybrid-system/hybrid-hv-system-fault",
  "engine-wont-start/hybrid-ready-interlock": "hybrid-system/hybrid-ready-interlock",
  "engine-wont-start/hybrid-12v-battery": "hybrid-system/hybrid-12v-battery",
  "alternator/hybrid-12v-not-charging": "hybrid-system/hybrid-12v-not-charging",
  "cooling-system/hybrid-inverter-pump-failure": "hybrid-system/hybrid-inverter-pump-failure",
  "electronics-wiring/hybrid-orange-cable-damaged": "hybrid-system/hybrid-orange-cable-damaged",
  "abs-system/prius-brake-actuator-pump-failure": "hybrid-system/prius-brake-actuator-pump-failure",
  "advanced-engine/prius-egr-clog-misfire-knock": "hybrid-system/prius-egr-clog-misfire-knock",
  "belt-system/mild-hybrid-belt-slip": "hybrid-system/mild-hybrid-belt-slip",
  "engine-wont-start/diesel-glow-plugs": "diesel-comprehensive/diesel-glow-plugs",
  "engine-wont-start/diesel-wait-to-start-lamp-dead": "diesel-comprehensive/diesel-wait-to-start-lamp-dead",
  "engine-wont-start/ford-60-ficm-hard-start": "diesel-comprehensive/ford-60-ficm-hard-start",
  "engine-wont-start/diesel-fuel-gelling": "diesel-comprehensive/diesel-fuel-gelling",
  "engine-wont-start/diesel-air-in-fuel": "diesel-comprehensive/diesel-air-in-fuel",
  "fuel-system/diesel-water-in-fuel-light": "diesel-comprehensive/diesel-water-in-fuel-light",
  "engine-wont-start/diesel-low-rail-pressure": "diesel-comprehensive/diesel-low-rail-pressure",
  "fuel-system/diesel-cp4-pump-metal-in-filter": "diesel-comprehensive/diesel-cp4-pump-metal-in-filter",
  "engine-wont-start/diesel-icp-leak-no-start": "diesel-comprehensive/diesel-icp-leak-no-start",
  "engine-wont-start/gasoline-in-diesel": "diesel-comprehensive/gasoline-in-diesel",
  "fuel-system/diesel-injector-rough-idle-smoke": "diesel-comprehensive/diesel-injector-rough-idle-smoke",
  "timing-system/cummins-killer-dowel-pin": "diesel-comprehensive/cummins-killer-dowel-pin",
  "cooling-system/egr-cooler-coolant-loss": "diesel-comprehensive/egr-cooler-coolant-loss",
  "turbo-supercharger/ford-6-0-vgt-sticking-vanes": "diesel-comprehensive/ford-6-0-vgt-sticking-vanes",
  "turbo-supercharger/cummins-6-7-vgt-actuator-codes": "diesel-comprehensive/cummins-6-7-vgt-actuator-codes",
  "turbo-supercharger/diesel-intercooler-leak-black-smoke": "diesel-comprehensive/diesel-intercooler-leak-black-smoke",
  "turbo-supercharger/diesel-up-pipe-exhaust-leak": "diesel-comprehensive/diesel-up-pipe-exhaust-leak",
  "turbo-supercharger/diesel-runaway-engine": "diesel-comprehensive/diesel-runaway-engine",
  "exhaust-system/ford-6-0-ebp-sensor-code": "diesel-comprehensive/ford-6-0-ebp-sensor-code",
  "exhaust-system/dpf-full-reduced-power": "diesel-comprehensive/dpf-full-reduced-power",
  "exhaust-system/dpf-regenerating-too-often": "diesel-comprehensive/dpf-regenerating-too-often",
  "exhaust-system/dpf-pressure-sensor-hose-codes": "diesel-comprehensive/dpf-pressure-sensor-hose-codes",
  "exhaust-system/diesel-egt-sensor-code": "diesel-comprehensive/diesel-egt-sensor-code",
  "exhaust-system/diesel-black-soot-cracked-dpf": "diesel-comprehensive/diesel-black-soot-cracked-dpf",
  "exhaust-system/def-countdown-scr-efficiency": "diesel-comprehensive/def-countdown-scr-efficiency",
  "exhaust-system/def-crystals-clogged-doser": "diesel-comprehensive/def-crystals-clogged-doser",
};

/** Where a retired problem's address now points, as "system/slug", or undefined for an address never retired. */
export function retiredProblemTarget(systemSlug: string, problemSlug: string): string | undefined {
  const key = `${systemSlug}/${problemSlug}`;
  return Object.hasOwn(retiredProblems, key) ? retiredProblems[key] : undefined;
}
