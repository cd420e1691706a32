import type { TileIconName } from "~/content/home";

/**
 * The one list of diagnostic systems: every system the site has or will have,
 * in the home page's tile order (SPEC §2 "Tiles", docs/decisions/0002).
 * Everything else is derived from it: the home page's system tiles, the
 * systems a manufacturer problem or a glossary term may link to, the names on
 * system pages and links, and which `systems/<slug>.ts` files must exist.
 *
 * To make a system live: set its status to "live" and add `systems/<slug>.ts`;
 * diagnostics.test.ts says what is missing. Free of zod and of the system
 * data, so anything may import it cheaply.
 */

/** The home page section a system's tile sits in. */
export type HomeSection = "automobile" | "electronic" | "additional";

/**
 * "live": the system page exists and the tile links to it. The others show a
 * disabled tile with a badge: IN DEVELOPMENT or COMING SOON.
 */
export type SystemStatus = "live" | "in-development" | "coming-soon";

export type CatalogueEntry = {
  /** The URL segment, /diagnostics/{slug}, and the file name systems/{slug}.ts. */
  slug: string;
  /** The system's name: tile title, page heading ("{name} Problems"), breadcrumb and link text. */
  name: string;
  section: HomeSection;
  status: SystemStatus;
  /** One or two lines for the home tile and the /diagnostics card. */
  description: string;
  /** Tailwind gradient of the tile; dark enough for white text (checked by the home tile schema). */
  gradient: string;
  icon: TileIconName;
};

export const systemCatalogue = [
  {
    slug: "obd",
    name: "OBD-II Diagnostics",
    section: "automobile",
    status: "live",
    description:
      "Read P, B, C and U codes, freeze-frame data and fuel trims, and learn what each code actually points to before parts get thrown at it.",
    gradient: "bg-linear-to-br from-blue-700 to-indigo-900",
    icon: "scan",
  },
  {
    slug: "transmission",
    name: "Transmission",
    section: "automobile",
    status: "live",
    description:
      "Slipping, flare, harsh or delayed shifts and limp mode on automatics, CVTs, dual-clutch and manual gearboxes, with fluid-level procedures.",
    gradient: "bg-linear-to-br from-violet-700 to-purple-900",
    icon: "cog",
  },
  {
    slug: "electrical",
    name: "Electrical System",
    section: "automobile",
    status: "live",
    description:
      "Parasitic drains, blown fuses, corroded grounds and voltage-drop testing: find the fault with a multimeter instead of a parts cannon.",
    gradient: "bg-linear-to-br from-amber-700 to-orange-900",
    icon: "zap",
  },
  {
    slug: "brake-system",
    name: "Brake System",
    section: "automobile",
    status: "live",
    description:
      "Spongy or sinking pedals, pulling, squeal and grinding: pads, rotors, calipers, hoses and master cylinders, and when to stop driving.",
    gradient: "bg-linear-to-br from-red-700 to-rose-900",
    icon: "disc",
  },
  {
    slug: "suspension",
    name: "Suspension",
    section: "automobile",
    status: "live",
    description:
      "Clunks over bumps, bounce, a sagging corner and cupped tires traced to struts, shocks, ball joints, control-arm bushings and sway-bar links.",
    gradient: "bg-linear-to-br from-teal-700 to-cyan-900",
    icon: "waves",
  },
  {
    slug: "cooling-system",
    name: "Cooling System",
    section: "automobile",
    status: "live",
    description:
      "Overheating, coolant loss and no cabin heat: thermostats, water pumps, radiators, fans, pressure tests and combustion-gas checks.",
    gradient: "bg-linear-to-br from-sky-700 to-blue-900",
    icon: "thermometer",
  },
  {
    slug: "belt-system",
    name: "Belt System",
    section: "automobile",
    status: "live",
    description:
      "Squeals at cold start, chirps at idle and glazed or cracked ribs on serpentine belts, plus tensioner and idler-pulley bearing checks.",
    gradient: "bg-linear-to-br from-stone-700 to-neutral-900",
    icon: "refresh",
  },
  {
    slug: "ac-system",
    name: "A/C System",
    section: "automobile",
    status: "live",
    description:
      "Warm vent air, weak airflow and a cycling compressor: R-134a and R-1234yf pressure readings, clutch gaps, leak tracing and blend doors.",
    gradient: "bg-linear-to-br from-cyan-700 to-sky-900",
    icon: "snowflake",
  },
  {
    slug: "alternator",
    name: "Alternator & Charging",
    section: "automobile",
    status: "live",
    description:
      "Battery light, dim headlights and repeat dead batteries: charging output (about 13.5 to 14.8 V at idle), diode ripple and belt slip.",
    gradient: "bg-linear-to-br from-yellow-700 to-amber-900",
    icon: "battery-charging",
  },
  {
    slug: "fuel-system",
    name: "Fuel System",
    section: "automobile",
    status: "live",
    description:
      "Hard starts, hesitation and lean codes: fuel-pressure specs, pump current, injector balance, clogged filters and EVAP purge faults.",
    gradient: "bg-linear-to-br from-emerald-700 to-green-900",
    icon: "fuel",
  },
  {
    slug: "exhaust-system",
    name: "Exhaust System",
    section: "automobile",
    status: "live",
    description:
      "Rattles, drone, exhaust smell in the cabin and P0420: manifold cracks, flex pipes, catalytic converters and oxygen-sensor tests.",
    gradient: "bg-linear-to-br from-zinc-700 to-slate-900",
    icon: "wind",
  },
  {
    slug: "clutch-system",
    name: "Clutch System",
    section: "automobile",
    status: "live",
    description:
      "Slipping under load, chatter on take-off, a soft or sticking pedal and grinding into gear: discs, hydraulics and dual-mass flywheels.",
    gradient: "bg-linear-to-br from-orange-700 to-red-900",
    icon: "circle-dot",
  },
  {
    slug: "alignment",
    name: "Wheel Alignment",
    section: "automobile",
    status: "live",
    description:
      "A pull, an off-center steering wheel or feathered tire edges: camber, caster and toe explained, with what each does to wear.",
    gradient: "bg-linear-to-br from-lime-700 to-green-900",
    icon: "crosshair",
  },
  {
    slug: "steering-system",
    name: "Steering System",
    section: "automobile",
    status: "live",
    description:
      "Heavy, loose, wandering or groaning steering: hydraulic and electric power steering, racks, inner and outer tie rods, and columns.",
    gradient: "bg-linear-to-br from-indigo-700 to-blue-950",
    icon: "ship-wheel",
  },
  {
    slug: "abs-system",
    name: "ABS System",
    section: "automobile",
    status: "live",
    description:
      "ABS and traction lights on together: wheel-speed sensor codes such as C0035, cracked tone rings, pump-motor and hydraulic-unit faults.",
    gradient: "bg-linear-to-br from-rose-700 to-red-950",
    icon: "octagon-alert",
  },
  {
    slug: "engine-wont-start",
    name: "Engine Won't Start",
    section: "automobile",
    status: "live",
    description:
      "One click, rapid clicking, cranks but no start, or nothing at all: battery, starter, fuel, spark and immobilizer checks in order.",
    gradient: "bg-linear-to-br from-fuchsia-700 to-purple-950",
    icon: "key",
  },
  {
    slug: "ecu",
    name: "ECU & Control Modules",
    section: "electronic",
    status: "live",
    description:
      "Engine and body control modules: power and ground checks first, then software updates, programming and the signs of a failed module.",
    gradient: "bg-linear-to-br from-slate-700 to-gray-900",
    icon: "cpu",
  },
  {
    slug: "can-bus-network",
    name: "CAN Bus Network",
    section: "electronic",
    status: "live",
    description:
      "U-codes and lost communication: 60-ohm termination checks, CAN-high and CAN-low voltages, and isolating the module that drags the bus down.",
    gradient: "bg-linear-to-br from-blue-800 to-slate-950",
    icon: "network",
  },
  {
    slug: "infotainment",
    name: "Infotainment",
    section: "electronic",
    status: "live",
    description:
      "Frozen or rebooting screens, Bluetooth drop-outs, CarPlay and Android Auto faults, dead speakers and blank backup cameras.",
    gradient: "bg-linear-to-br from-purple-700 to-indigo-950",
    icon: "monitor",
  },
  {
    slug: "adas-sensor-calibration",
    name: "ADAS Sensor Calibration",
    section: "electronic",
    status: "live",
    description:
      "Radar and camera aiming after a windshield, alignment or collision repair: static versus dynamic calibration and the faults that follow a skipped one.",
    gradient: "bg-linear-to-br from-emerald-800 to-teal-950",
    icon: "radar",
  },
  {
    slug: "electronics-wiring",
    name: "Electronics & Wiring",
    section: "electronic",
    status: "live",
    description:
      "Reading wiring diagrams, loose terminal pin fit, green corrosion in connectors, harness chafe points and splices that last.",
    gradient: "bg-linear-to-br from-orange-800 to-amber-950",
    icon: "cable",
  },
  {
    slug: "advanced-engine",
    name: "Advanced Engine Diagnostics",
    section: "electronic",
    status: "live",
    description:
      "Direct-injection carbon, cam-phaser and VVT faults, misfire pattern analysis, relative compression and cylinder leak-down testing.",
    gradient: "bg-linear-to-br from-red-800 to-stone-950",
    icon: "gauge",
  },
  {
    slug: "four-stroke",
    name: "Four-Stroke Engines",
    section: "additional",
    status: "live",
    description:
      "Intake, compression, power, exhaust: healthy compression and leak-down figures, valve lash, oil consumption and knock diagnosis.",
    gradient: "bg-linear-to-br from-blue-700 to-cyan-900",
    icon: "engine",
  },
  {
    slug: "two-stroke",
    name: "Two-Stroke Engines",
    section: "additional",
    status: "live",
    description:
      "Outboards, dirt bikes and yard equipment: premix ratios, reed valves, crankcase seals, scored pistons and spark-plug reading.",
    gradient: "bg-linear-to-br from-green-700 to-emerald-900",
    icon: "timer",
  },
  {
    slug: "motorcycle-engine",
    name: "Motorcycle Engines",
    section: "additional",
    status: "live",
    description:
      "Carbureted and fuel-injected bikes: shim valve adjustments, stator and regulator-rectifier failures, cam-chain tensioner noise.",
    gradient: "bg-linear-to-br from-red-700 to-orange-900",
    icon: "bike",
  },
  {
    slug: "turbo-supercharger",
    name: "Turbo & Supercharger",
    section: "additional",
    status: "live",
    description:
      "Boost leaks, wastegate and bypass-valve faults, shaft play, blue smoke from worn seals and P0299 underboost diagnosis.",
    gradient: "bg-linear-to-br from-violet-700 to-fuchsia-900",
    icon: "rotate",
  },
  {
    slug: "timing-system",
    name: "Timing System",
    section: "additional",
    status: "live",
    description:
      "Timing belts and chains: correlation codes P0016 and P0017, guide and tensioner wear, and why interference engines punish a late belt change.",
    gradient: "bg-linear-to-br from-amber-700 to-yellow-900",
    icon: "hourglass",
  },
  {
    slug: "electric-vehicle",
    name: "Electric Vehicles",
    section: "additional",
    status: "live",
    description:
      "High-voltage battery faults, charging failures, isolation warnings and thermal management, with the safety rules for orange cables.",
    gradient: "bg-linear-to-br from-teal-700 to-green-900",
    icon: "plug-zap",
  },
  {
    slug: "carbureted-engines",
    name: "Carbureted Engines",
    section: "additional",
    status: "coming-soon",
    description:
      "Float levels, jet sizes, choke pull-offs and accelerator-pump shot for pre-injection cars and trucks still on the road.",
    gradient: "bg-linear-to-br from-stone-700 to-amber-950",
    icon: "flame",
  },
  {
    slug: "antique-engines",
    name: "Antique Engines",
    section: "additional",
    status: "coming-soon",
    description:
      "Flatheads and early overhead-valve engines: breaker points, dwell, generators, 6-volt systems and poured babbitt bearings.",
    gradient: "bg-linear-to-br from-yellow-800 to-stone-950",
    icon: "cog",
  },
  {
    slug: "marine-engines",
    name: "Marine Engines",
    section: "additional",
    status: "coming-soon",
    description:
      "Inboards and sterndrives: raw-water impellers, exhaust-riser corrosion, closed cooling and the ignition-protected parts boats require.",
    gradient: "bg-linear-to-br from-sky-800 to-blue-950",
    icon: "anchor",
  },
  {
    slug: "racing-performance",
    name: "Racing & Performance",
    section: "additional",
    status: "coming-soon",
    description:
      "Data logging, detonation margins, fuel and ignition tuning, and preparing a car so a track day ends on the trailer by choice.",
    gradient: "bg-linear-to-br from-red-800 to-zinc-950",
    icon: "trophy",
  },
  {
    slug: "aviation-engines",
    name: "Aviation Engines",
    section: "additional",
    status: "coming-soon",
    description:
      "Piston aircraft engines: magneto timing, differential compression readings and the inspections certified mechanics sign off.",
    gradient: "bg-linear-to-br from-indigo-800 to-slate-950",
    icon: "plane",
  },
  {
    slug: "heavy-equipment",
    name: "Heavy Equipment",
    section: "additional",
    status: "coming-soon",
    description:
      "Loaders, excavators and tractors: hydraulic pump and cylinder drift, final drives, track tension and off-road diesel faults.",
    gradient: "bg-linear-to-br from-yellow-700 to-orange-950",
    icon: "tractor",
  },
  {
    slug: "fleet-management",
    name: "Fleet Management",
    section: "additional",
    status: "in-development",
    description:
      "Service intervals, recurring fault codes and repair-cost trends across many vehicles, so a fleet manager sees patterns early.",
    gradient: "bg-linear-to-br from-slate-700 to-blue-950",
    icon: "list-checks",
  },
  {
    slug: "heavy-duty",
    name: "Heavy-Duty Trucks",
    section: "additional",
    status: "in-development",
    description:
      "Class 6 to 8 trucks: air-brake checks, J1939 fault codes and aftertreatment faults in the DPF, SCR catalyst and DEF dosing.",
    gradient: "bg-linear-to-br from-zinc-700 to-neutral-950",
    icon: "truck",
  },
  {
    slug: "hybrid-system",
    name: "Hybrid Systems",
    section: "additional",
    status: "live",
    description:
      "Hybrid battery module balance, inverter coolant pumps, engine auto-start behaviour and regenerative-braking faults.",
    gradient: "bg-linear-to-br from-green-800 to-teal-950",
    icon: "battery-full",
  },
  {
    slug: "diesel-comprehensive",
    name: "Diesel (Comprehensive)",
    section: "additional",
    status: "live",
    description:
      "Common-rail injection, glow plugs, DPF regeneration, EGR cooler leaks and NOx sensor faults across light and medium-duty diesels.",
    gradient: "bg-linear-to-br from-neutral-700 to-stone-950",
    icon: "engine",
  },
] as const satisfies readonly CatalogueEntry[];

type Entry = (typeof systemCatalogue)[number];

/** A system that has its page: a live catalogue entry. */
export type SystemSlug = Extract<Entry, { status: "live" }>["slug"];

function slugsOfLiveSystems() {
  return systemCatalogue
    .filter((entry): entry is Extract<Entry, { status: "live" }> => entry.status === "live")
    .map((entry) => entry.slug) as [SystemSlug, ...SystemSlug[]];
}

/**
 * The live systems' slugs in catalogue order: what a link to a system page is
 * checked against. Marked pure so a bundle that does not use it drops it
 * (docs/decisions/0014).
 */
export const liveSystemSlugs: readonly [SystemSlug, ...SystemSlug[]] = /* @__PURE__ */ slugsOfLiveSystems();

export function catalogueEntry(slug: string): CatalogueEntry | undefined {
  return systemCatalogue.find((entry) => entry.slug === slug);
}

/** The name of a live system, for links to its page. */
export function systemName(slug: SystemSlug): string {
  return catalogueEntry(slug)!.name;
}
