/** The site's navigation, shared by the header, the mobile menu and the footer. */
export type NavLink = { label: string; href: string; description?: string };
export type NavItem = NavLink | { label: string; children: NavLink[] };

export const resourceLinks: NavLink[] = [
  { label: "Trouble Codes", href: "/codes", description: "Look up any OBD-II code" },
  { label: "My Vehicle", href: "/vehicles", description: "Decode a VIN, see its known problems" },
  { label: "Glossary", href: "/glossary", description: "Terms and acronyms in plain language" },
  { label: "FAQ", href: "/faq", description: "Accuracy, accounts, support and terms" },
  { label: "Feedback & Ideas", href: "/feedback", description: "Report an error or suggest a feature" },
];

export const primaryNavigation: NavItem[] = [
  { label: "Diagnostics", href: "/diagnostics" },
  { label: "Common Problems", href: "/common-problems" },
  { label: "Resources", children: resourceLinks },
  { label: "Quiz", href: "/quiz" },
  { label: "Emergency", href: "/emergency-diagnostic" },
];

export const footerNavigation: { title: string; links: NavLink[] }[] = [
  {
    title: "Tools",
    links: [
      { label: "Diagnostics by system", href: "/diagnostics" },
      { label: "Common problems by manufacturer", href: "/common-problems" },
      { label: "Emergency roadside tool", href: "/emergency-diagnostic" },
      { label: "Dangerous car problems", href: "/dangerous-problems" },
      { label: "Automotive quiz", href: "/quiz" },
    ],
  },
  { title: "Resources", links: resourceLinks },
];

export function isGroup(item: NavItem): item is { label: string; children: NavLink[] } {
  return "children" in item;
}
