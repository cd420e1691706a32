import { type HomeSection, systemCatalogue } from "~/content/diagnostics";
import type { Tile, TileSection } from "./schema";

/**
 * The home page's four tile sections (SPEC §2 "Tiles"). The system tiles come
 * from the diagnostics catalogue, in its order: live systems link to their
 * page; the others show "Under Construction" and an IN DEVELOPMENT or COMING
 * SOON badge. Only the section texts and the resource tiles are written here.
 * Why Additional lists 16 tiles where SPEC's count says 11: docs/decisions/0002.
 */
function systemTiles(section: HomeSection): Tile[] {
  return systemCatalogue
    .filter((entry) => entry.section === section)
    .map((entry) => ({
      title: entry.name,
      description: entry.description,
      href: `/diagnostics/${entry.slug}`,
      gradient: entry.gradient,
      icon: entry.icon,
      available: entry.status === "live",
      ...(entry.status === "in-development" ? { isNew: true } : {}),
    }));
}

function sections(): TileSection[] {
  return [
    {
      id: "automobile",
      title: "Automobile",
      description:
        "The systems every car and light truck shares, from the scan-tool port to the wheels: symptoms, tests with expected readings, fixes and cost ranges.",
      tiles: systemTiles("automobile"),
    },
    {
      id: "electronic",
      title: "Electronic",
      description:
        "Modules, networks and sensors that now decide how a car drives: communication faults, programming, calibration and wiring repair.",
      tiles: systemTiles("electronic"),
    },
    {
      id: "additional",
      title: "Additional",
      description:
        "Engine types and specialist fields beyond the everyday car. Some are live now; the rest are being written and reviewed.",
      tiles: systemTiles("additional"),
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
}

// Marked pure so a bundle that imports the home door for something else drops it (docs/decisions/0014).
export const tileSections: TileSection[] = /* @__PURE__ */ sections();
