import type { TileSection } from "./schema";

/**
 * The home page's four tile sections (SPEC §2 "Tiles"). Available tiles link
 * to their tool; unavailable ones show "Under Construction" and a badge.
 * Why Additional lists 16 tiles where SPEC's count says 11: docs/decisions/0002.
 */
export const tileSections: TileSection[] = [
  {
    id: "automobile",
    title: "Automobile",
    description:
      "The systems every car and light truck shares, from the scan-tool port to the wheels: symptoms, tests with expected readings, fixes and cost ranges.",
    tiles: [
      {
        title: "OBD-II Diagnostics",
        description:
          "Read P, B, C and U codes, freeze-frame data and fuel trims, and learn what each code actually points to before parts get thrown at it.",
        href: "/diagnostics/obd",
        gradient: "bg-linear-to-br from-blue-700 to-indigo-900",
        icon: "scan",
        available: true,
      },
      {
        title: "Transmission",
        description:
          "Slipping, flare, harsh or delayed shifts and limp mode on automatics, CVTs, dual-clutch and manual gearboxes, with fluid-level procedures.",
        href: "/diagnostics/transmission",
        gradient: "bg-linear-to-br from-violet-700 to-purple-900",
        icon: "cog",
        available: true,
      },
      {
        title: "Electrical System",
        description:
          "Parasitic drains, blown fuses, corroded grounds and voltage-drop testing: find the fault with a multimeter instead of a parts cannon.",
        href: "/diagnostics/electrical",
        gradient: "bg-linear-to-br from-amber-700 to-orange-900",
        icon: "zap",
        available: true,
      },
      {
        title: "Brake System",
        description:
          "Spongy or sinking pedals, pulling, squeal and grinding: pads, rotors, calipers, hoses and master cylinders, and when to stop driving.",
        href: "/diagnostics/brake-system",
        gradient: "bg-linear-to-br from-red-700 to-rose-900",
        icon: "disc",
        available: true,
      },
      {
        title: "Suspension",
        description:
          "Clunks over bumps, bounce, a sagging corner and cupped tires traced to struts, shocks, ball joints, control-arm bushings and sway-bar links.",
        href: "/diagnostics/suspension",
        gradient: "bg-linear-to-br from-teal-700 to-cyan-900",
        icon: "waves",
        available: true,
      },
      {
        title: "Cooling System",
        description:
          "Overheating, coolant loss and no cabin heat: thermostats, water pumps, radiators, fans, pressure tests and combustion-gas checks.",
        href: "/diagnostics/cooling-system",
        gradient: "bg-linear-to-br from-sky-700 to-blue-900",
        icon: "thermometer",
        available: true,
      },
      {
        title: "Belt System",
        description:
          "Squeals at cold start, chirps at idle and glazed or cracked ribs on serpentine belts, plus tensioner and idler-pulley bearing checks.",
        href: "/diagnostics/belt-system",
        gradient: "bg-linear-to-br from-stone-700 to-neutral-900",
        icon: "refresh",
        available: true,
      },
      {
        title: "A/C System",
        description:
          "Warm vent air, weak airflow and a cycling compressor: R-134a and R-1234yf pressure readings, clutch gaps, leak tracing and blend doors.",
        href: "/diagnostics/ac-system",
        gradient: "bg-linear-to-br from-cyan-700 to-sky-900",
        icon: "snowflake",
        available: true,
      },
      {
        title: "Alternator & Charging",
        description:
          "Battery light, dim headlights and repeat dead batteries: charging output (about 13.5 to 14.8 V at idle), diode ripple and belt slip.",
        href: "/diagnostics/alternator",
        gradient: "bg-linear-to-br from-yellow-700 to-amber-900",
        icon: "battery-charging",
        available: true,
      },
      {
        title: "Fuel System",
        description:
          "Hard starts, hesitation and lean codes: fuel-pressure specs, pump current, injector balance, clogged filters and EVAP purge faults.",
        href: "/diagnostics/fuel-system",
        gradient: "bg-linear-to-br from-emerald-700 to-green-900",
        icon: "fuel",
        available: true,
      },
      {
        title: "Exhaust System",
        description:
          "Rattles, drone, exhaust smell in the cabin and P0420: manifold cracks, flex pipes, catalytic converters and oxygen-sensor tests.",
        href: "/diagnostics/exhaust-system",
        gradient: "bg-linear-to-br from-zinc-700 to-slate-900",
        icon: "wind",
        available: true,
      },
      {
        title: "Clutch System",
        description:
          "Slipping under load, chatter on take-off, a soft or sticking pedal and grinding into gear: discs, hydraulics and dual-mass flywheels.",
        href: "/diagnostics/clutch-system",
        gradient: "bg-linear-to-br from-orange-700 to-red-900",
        icon: "circle-dot",
        available: true,
      },
      {
        title: "Wheel Alignment",
        description:
          "A pull, an off-center steering wheel or feathered tire edges: camber, caster and toe explained, with what each does to wear.",
        href: "/diagnostics/alignment",
        gradient: "bg-linear-to-br from-lime-700 to-green-900",
        icon: "crosshair",
        available: true,
      },
      {
        title: "Steering System",
        description:
          "Heavy, loose, wandering or groaning steering: hydraulic and electric power steering, racks, inner and outer tie rods, and columns.",
        href: "/diagnostics/steering-system",
        gradient: "bg-linear-to-br from-indigo-700 to-blue-950",
        icon: "ship-wheel",
        available: true,
      },
      {
        title: "ABS System",
        description:
          "ABS and traction lights on together: wheel-speed sensor codes such as C0035, cracked tone rings, pump-motor and hydraulic-unit faults.",
        href: "/diagnostics/abs-system",
        gradient: "bg-linear-to-br from-rose-700 to-red-950",
        icon: "octagon-alert",
        available: true,
      },
      {
        title: "Engine Won't Start",
        description:
          "One click, rapid clicking, cranks but no start, or nothing at all: battery, starter, fuel, spark and immobilizer checks in order.",
        href: "/diagnostics/engine-wont-start",
        gradient: "bg-linear-to-br from-fuchsia-700 to-purple-950",
        icon: "key",
        available: true,
      },
    ],
  },
  {
    id: "electronic",
    title: "Electronic",
    description:
      "Modules, networks and sensors that now decide how a car drives: communication faults, programming, calibration and wiring repair.",
    tiles: [
      {
        title: "ECU & Control Modules",
        description:
          "Engine and body control modules: power and ground checks first, then software updates, programming and the signs of a failed module.",
        href: "/diagnostics/ecu",
        gradient: "bg-linear-to-br from-slate-700 to-gray-900",
        icon: "cpu",
        available: true,
      },
      {
        title: "CAN Bus Network",
        description:
          "U-codes and lost communication: 60-ohm termination checks, CAN-high and CAN-low voltages, and isolating the module that drags the bus down.",
        href: "/diagnostics/can-bus-network",
        gradient: "bg-linear-to-br from-blue-800 to-slate-950",
        icon: "network",
        available: true,
      },
      {
        title: "Infotainment",
        description:
          "Frozen or rebooting screens, Bluetooth drop-outs, CarPlay and Android Auto faults, dead speakers and blank backup cameras.",
        href: "/diagnostics/infotainment",
        gradient: "bg-linear-to-br from-purple-700 to-indigo-950",
        icon: "monitor",
        available: true,
      },
      {
        title: "ADAS Sensor Calibration",
        description:
          "Radar and camera aiming after a windshield, alignment or collision repair: static versus dynamic calibration and the faults that follow a skipped one.",
        href: "/diagnostics/adas-sensor-calibration",
        gradient: "bg-linear-to-br from-emerald-800 to-teal-950",
        icon: "radar",
        available: true,
      },
      {
        title: "Electronics & Wiring",
        description:
          "Reading wiring diagrams, loose terminal pin fit, green corrosion in connectors, harness chafe points and splices that last.",
        href: "/diagnostics/electronics-wiring",
        gradient: "bg-linear-to-br from-orange-800 to-amber-950",
        icon: "cable",
        available: true,
      },
      {
        title: "Advanced Engine Diagnostics",
        description:
          "Direct-injection carbon, cam-phaser and VVT faults, misfire pattern analysis, relative compression and cylinder leak-down testing.",
        href: "/diagnostics/advanced-engine",
        gradient: "bg-linear-to-br from-red-800 to-stone-950",
        icon: "gauge",
        available: true,
      },
    ],
  },
  {
    id: "additional",
    title: "Additional",
    description:
      "Engine types and specialist fields beyond the everyday car. Some are live now; the rest are being written and reviewed.",
    tiles: [
      {
        title: "Four-Stroke Engines",
        description:
          "Intake, compression, power, exhaust: healthy compression and leak-down figures, valve lash, oil consumption and knock diagnosis.",
        href: "/diagnostics/four-stroke",
        gradient: "bg-linear-to-br from-blue-700 to-cyan-900",
        icon: "engine",
        available: true,
      },
      {
        title: "Two-Stroke Engines",
        description:
          "Outboards, dirt bikes and yard equipment: premix ratios, reed valves, crankcase seals, scored pistons and spark-plug reading.",
        href: "/diagnostics/two-stroke",
        gradient: "bg-linear-to-br from-green-700 to-emerald-900",
        icon: "timer",
        available: true,
      },
      {
        title: "Motorcycle Engines",
        description:
          "Carbureted and fuel-injected bikes: shim valve adjustments, stator and regulator-rectifier failures, cam-chain tensioner noise.",
        href: "/diagnostics/motorcycle-engine",
        gradient: "bg-linear-to-br from-red-700 to-orange-900",
        icon: "bike",
        available: true,
      },
      {
        title: "Turbo & Supercharger",
        description:
          "Boost leaks, wastegate and bypass-valve faults, shaft play, blue smoke from worn seals and P0299 underboost diagnosis.",
        href: "/diagnostics/turbo-supercharger",
        gradient: "bg-linear-to-br from-violet-700 to-fuchsia-900",
        icon: "rotate",
        available: true,
      },
      {
        title: "Timing System",
        description:
          "Timing belts and chains: correlation codes P0016 and P0017, guide and tensioner wear, and why interference engines punish a late belt change.",
        href: "/diagnostics/timing-system",
        gradient: "bg-linear-to-br from-amber-700 to-yellow-900",
        icon: "hourglass",
        available: true,
      },
      {
        title: "Electric Vehicles",
        description:
          "High-voltage battery faults, charging failures, isolation warnings and thermal management, with the safety rules for orange cables.",
        href: "/diagnostics/electric-vehicle",
        gradient: "bg-linear-to-br from-teal-700 to-green-900",
        icon: "plug-zap",
        available: false,
      },
      {
        title: "Carbureted Engines",
        description:
          "Float levels, jet sizes, choke pull-offs and accelerator-pump shot for pre-injection cars and trucks still on the road.",
        href: "/diagnostics/carbureted-engines",
        gradient: "bg-linear-to-br from-stone-700 to-amber-950",
        icon: "flame",
        available: false,
      },
      {
        title: "Antique Engines",
        description:
          "Flatheads and early overhead-valve engines: breaker points, dwell, generators, 6-volt systems and poured babbitt bearings.",
        href: "/diagnostics/antique-engines",
        gradient: "bg-linear-to-br from-yellow-800 to-stone-950",
        icon: "cog",
        available: false,
      },
      {
        title: "Marine Engines",
        description:
          "Inboards and sterndrives: raw-water impellers, exhaust-riser corrosion, closed cooling and the ignition-protected parts boats require.",
        href: "/diagnostics/marine-engines",
        gradient: "bg-linear-to-br from-sky-800 to-blue-950",
        icon: "anchor",
        available: false,
      },
      {
        title: "Racing & Performance",
        description:
          "Data logging, detonation margins, fuel and ignition tuning, and preparing a car so a track day ends on the trailer by choice.",
        href: "/diagnostics/racing-performance",
        gradient: "bg-linear-to-br from-red-800 to-zinc-950",
        icon: "trophy",
        available: false,
      },
      {
        title: "Aviation Engines",
        description:
          "Piston aircraft engines: magneto timing, differential compression readings and the inspections certified mechanics sign off.",
        href: "/diagnostics/aviation-engines",
        gradient: "bg-linear-to-br from-indigo-800 to-slate-950",
        icon: "plane",
        available: false,
      },
      {
        title: "Heavy Equipment",
        description:
          "Loaders, excavators and tractors: hydraulic pump and cylinder drift, final drives, track tension and off-road diesel faults.",
        href: "/diagnostics/heavy-equipment",
        gradient: "bg-linear-to-br from-yellow-700 to-orange-950",
        icon: "tractor",
        available: false,
      },
      {
        title: "Fleet Management",
        description:
          "Service intervals, recurring fault codes and repair-cost trends across many vehicles, so a fleet manager sees patterns early.",
        href: "/diagnostics/fleet-management",
        gradient: "bg-linear-to-br from-slate-700 to-blue-950",
        icon: "list-checks",
        available: false,
        isNew: true,
      },
      {
        title: "Heavy-Duty Trucks",
        description:
          "Class 6 to 8 trucks: air-brake checks, J1939 fault codes and aftertreatment faults in the DPF, SCR catalyst and DEF dosing.",
        href: "/diagnostics/heavy-duty",
        gradient: "bg-linear-to-br from-zinc-700 to-neutral-950",
        icon: "truck",
        available: false,
        isNew: true,
      },
      {
        title: "Hybrid Systems",
        description:
          "Hybrid battery module balance, inverter coolant pumps, engine auto-start behaviour and regenerative-braking faults.",
        href: "/diagnostics/hybrid-system",
        gradient: "bg-linear-to-br from-green-800 to-teal-950",
        icon: "battery-full",
        available: false,
        isNew: true,
      },
      {
        title: "Diesel (Comprehensive)",
        description:
          "Common-rail injection, glow plugs, DPF regeneration, EGR cooler leaks and NOx sensor faults across light and medium-duty diesels.",
        href: "/diagnostics/diesel-comprehensive",
        gradient: "bg-linear-to-br from-neutral-700 to-stone-950",
        icon: "engine",
        available: false,
      },
    ],
  },
  {
    id: "resources",
    title: "Essential Resources",
    description:
      "The reference pages behind the tools: plain-language definitions, answers about the site, and a direct line to the people who build it.",
    tiles: [
      {
        title: "Glossary",
        description:
          "Hundreds of automotive terms and acronyms, from MAF and EGR to CAN and ADAS, each defined in plain language.",
        href: "/glossary",
        gradient: "bg-linear-to-br from-blue-700 to-sky-900",
        icon: "book-open",
        available: true,
      },
      {
        title: "FAQ",
        description:
          "How the content is researched and reviewed, what accounts store, what the beta costs (nothing) and how to get help.",
        href: "/faq",
        gradient: "bg-linear-to-br from-emerald-700 to-teal-900",
        icon: "help-circle",
        available: true,
      },
      {
        title: "Feedback & Ideas",
        description:
          "Report a wrong reading, a broken page or a missing problem, or suggest a feature: every message is read by the team.",
        href: "/feedback",
        gradient: "bg-linear-to-br from-orange-700 to-rose-900",
        icon: "message-square",
        available: true,
      },
    ],
  },
];
