import { type CodeMake, codeGroup, codeMakes, systemLetters } from "~/content/codes";
import { allCodes, codeTitle, isIndexable, writtenAnswer } from "~/content/codes/index.server";
import { dangerousProblems } from "~/content/dangerous";
import { diagnosticSystems, type Verdict } from "~/content/diagnostics";
import { emergencyNodes } from "~/content/emergency";
import { faqItems } from "~/content/faq";
import { glossary } from "~/content/glossary";
import { type ManufacturerSlug, manufacturers } from "~/content/manufacturers";
import { electricOnlySystems } from "./powertrain";
import type { ResultKind } from "./types";
import { vehicleNames } from "./vehicles";

/**
 * One searchable page (or entry on a list page) of every kind the site has,
 * cut into the fields the index weighs differently: what it is called, what
 * else it is called or what you notice, its summary, the rest of its text,
 * its trouble codes and its system. `snippets` are the texts a result may
 * quote, most telling first.
 */
export type SearchDocument = {
  url: string;
  kind: ResultKind;
  title: string;
  /** The words of its address ("thermostat-stuck-closed"): a short name written for the page. */
  name: string;
  aka: string;
  summary: string;
  body: string;
  codes: string;
  system: string;
  snippets: string[];
  /** How much a match on this page counts before anything about the query: see weightOf in search.server.ts. */
  rank: "full" | "glossary" | "code-answered" | "code-title-only";
  /** Makes the page is about, from its trouble codes (others are found in its text). */
  makes: ManufacturerSlug[];
  systemRef?: { slug: string; name: string };
  verdict?: Verdict;
  /** A page about electric cars only (search.server.ts holds it back for queries that do not ask about one). */
  electricOnly?: true;
};

/** Words for the drive verdict, so "safe to drive" and "stop driving" find their problems. */
const verdictWords: Record<Verdict, string> = {
  stop: "Stop driving: not safe to drive",
  careful: "Drive carefully, straight to a shop",
  ok: "Safe to drive for now, fix soon",
};

const join = (parts: readonly (string | undefined)[]) => parts.filter(Boolean).join("\n");
const words = (slug: string) => slug.replaceAll("-", " ");

const makeProfiles = new Map<CodeMake, ManufacturerSlug | undefined>(
  codeMakes.map((make) => [make.slug, make.profile]),
);

function profilesOf(makes: readonly CodeMake[]): ManufacturerSlug[] {
  return [...new Set(makes.flatMap((make) => makeProfiles.get(make) ?? []))];
}

function problemDocuments(): SearchDocument[] {
  return diagnosticSystems.flatMap((system) =>
    system.problems.map((problem) => {
      const codes = problem.codes.map((code) => (typeof code === "string" ? { code, makes: [] } : code));
      const makeNames = codes.flatMap((code) => code.makes.map((make) => codeMakes.find((m) => m.slug === make)!.name));
      return {
        url: `/diagnostics/${system.slug}/${problem.slug}`,
        kind: "problem",
        title: problem.title,
        name: words(problem.slug),
        aka: join(problem.symptoms),
        summary: problem.summary,
        body: join([
          ...problem.causes.map((cause) => cause.part),
          verdictWords[problem.verdict],
          problem.verdictReason,
          [...new Set(makeNames)].join(", "),
        ]),
        codes: codes.map((code) => code.code).join(" "),
        system: system.name,
        snippets: [problem.summary, ...problem.symptoms],
        rank: "full",
        makes: profilesOf(codes.flatMap((code) => code.makes)),
        systemRef: { slug: system.slug, name: system.name },
        verdict: problem.verdict,
        ...(electricOnlySystems.has(system.slug) ? { electricOnly: true as const } : {}),
      } satisfies SearchDocument;
    }),
  );
}

function systemDocuments(): SearchDocument[] {
  return diagnosticSystems.map((system) => ({
    url: `/diagnostics/${system.slug}`,
    kind: "page",
    title: `${system.name} problems`,
    name: words(system.slug),
    aka: join(system.symptoms.map((symptom) => symptom.label)),
    summary: system.tagline,
    body: join([...system.howItWorks, ...system.howItFails]),
    codes: "",
    system: system.name,
    snippets: [system.tagline, ...system.symptoms.map((symptom) => symptom.label)],
    rank: "full",
    makes: [],
    ...(electricOnlySystems.has(system.slug) ? { electricOnly: true as const } : {}),
  }));
}

function glossaryDocuments(): SearchDocument[] {
  return glossary.map((entry) => ({
    url: `/glossary/${entry.id}`,
    kind: "glossary",
    title: entry.term,
    name: words(entry.id),
    aka: join(entry.aka),
    summary: entry.definition,
    body: entry.techNote ?? "",
    codes: "",
    system: "",
    snippets: [entry.definition, ...(entry.techNote ? [entry.techNote] : [])],
    rank: "glossary",
    makes: [],
  }));
}

function manufacturerDocuments(): SearchDocument[] {
  return manufacturers.map((m) => ({
    url: `/manufacturers/${m.slug}`,
    kind: "manufacturer",
    title: `${m.name} common problems and reliability`,
    name: join([m.name, ...(vehicleNames[m.slug] ?? [])]),
    aka: join([
      ...m.commonProblems.map((problem) => problem.title),
      ...m.modelLineup.current,
      ...m.modelLineup.bestSelling,
    ]),
    summary: join([m.shortDescription, m.description]),
    body: join([
      ...m.commonProblems.flatMap((problem) => [problem.affected, problem.symptoms, problem.cause]),
      m.reliabilityInfo.overallScore,
      m.repairInfo.yearsToAvoid,
      m.buyingGuidance.modelsToAvoid,
    ]),
    codes: "",
    system: "",
    snippets: [m.shortDescription, ...m.commonProblems.map((problem) => `${problem.title}: ${problem.affected}`)],
    rank: "full",
    makes: [m.slug],
  }));
}

function dangerousDocuments(): SearchDocument[] {
  return dangerousProblems.map((problem) => ({
    url: `/dangerous-problems#${problem.id}`,
    kind: "dangerous",
    title: problem.title,
    name: words(problem.id),
    aka: join(problem.warningSigns),
    summary: problem.whyDangerous,
    body: join([...problem.doNow, "Dangerous: is it safe to drive?"]),
    codes: "",
    system: "",
    snippets: [problem.whyDangerous, ...problem.warningSigns, ...problem.doNow],
    rank: "full",
    makes: [],
  }));
}

function emergencyDocuments(): SearchDocument[] {
  return emergencyNodes.map((node) => {
    const url = node.id === "start" ? "/emergency-diagnostic" : `/emergency-diagnostic/${node.id}`;
    if (node.kind === "question") {
      const options = node.options.map((option) => (option.hint ? `${option.label}: ${option.hint}` : option.label));
      return {
        url,
        kind: "emergency",
        title: node.title,
        name: words(node.id),
        aka: join(options),
        summary: node.prompt,
        body: join([node.safetyNote, "Emergency roadside help"]),
        codes: "",
        system: "",
        snippets: [node.prompt, ...options],
        rank: "full",
        makes: [],
      } satisfies SearchDocument;
    }
    return {
      url,
      kind: "emergency",
      title: node.title,
      name: words(node.id),
      aka: join(node.checks),
      summary: node.drive.reason,
      body: join([...node.safetyFirst, node.call911When, ...node.tellThem, verdictWords[node.drive.verdict]]),
      codes: "",
      system: "",
      snippets: [node.drive.reason, ...node.checks, ...node.safetyFirst, ...node.tellThem],
      rank: "full",
      makes: [],
    } satisfies SearchDocument;
  });
}

function faqDocuments(): SearchDocument[] {
  return faqItems.map((item) => ({
    url: `/faq#${item.id}`,
    kind: "faq",
    title: item.question,
    name: words(item.id),
    aka: "",
    summary: item.answer[0] ?? "",
    body: join(item.answer.slice(1)),
    codes: "",
    system: "",
    snippets: [...item.answer],
    rank: "full",
    makes: [],
  }));
}

/** The reference pages a search should find by name; their words are what a visitor calls them. */
const referencePages: { url: string; title: string; aka: string[]; summary: string }[] = [
  {
    url: "/",
    title: "Car Mechanic AI home",
    aka: ["Instant answers to car problems", "Start page"],
    summary: "Instant, at-a-glance answers to over one thousand car problems by system, trouble code and manufacturer.",
  },
  {
    url: "/diagnostics",
    title: "Diagnostic tools: every vehicle system",
    aka: ["All systems", "Diagnose a car problem", "Symptom checker"],
    summary:
      "Every vehicle system with its problems: tick what you notice in a system's symptom checker to rank its problems.",
  },
  {
    url: "/codes",
    title: "Trouble code lookup",
    aka: ["OBD-II code lookup", "Check engine light codes", "DTC lookup", "Engine codes", "Code meanings by make"],
    summary:
      "Look up any OBD-II trouble code: what it means, the meanings manufacturers give their own codes, and the problems that set it.",
  },
  {
    url: "/glossary",
    title: "Automotive glossary",
    aka: ["Car terms and acronyms", "Dictionary", "Abbreviations explained"],
    summary: "Car terms and acronyms in plain language, A to Z, each with a technician's note.",
  },
  {
    url: "/common-problems",
    title: "Common problems by manufacturer",
    aka: ["Car brands", "Makes", "Reliability by brand", "Which car brand is most reliable"],
    summary: "The common problems of 18 major car manufacturers, with a profile of each.",
  },
  {
    url: "/dangerous-problems",
    title: "Dangerous car problems",
    aka: ["Unsafe to drive", "When to stop driving", "Safety problems"],
    summary: "Car problems that can hurt someone: the warning signs, why each is dangerous and what to do now.",
  },
  {
    url: "/quiz",
    title: "Automotive knowledge quiz",
    aka: ["Test your automotive knowledge", "Car quiz", "Mechanic quiz questions"],
    summary: "Test your automotive knowledge in rounds of ten questions by category and difficulty.",
  },
  {
    url: "/faq",
    title: "Frequently asked questions",
    aka: ["FAQ", "Help", "Questions about the site"],
    summary: "What Car Mechanic AI is, how accurate it is, who it is for, and how to contribute or get support.",
  },
  {
    url: "/feedback",
    title: "Feedback and ideas",
    aka: ["Send feedback", "Report a bug", "Request a feature", "Suggest an improvement", "Contact us"],
    summary: "Tell us what to fix or add: bug reports, feature requests, improvements and general feedback.",
  },
  {
    url: "/auth",
    title: "Sign in or create an account",
    aka: ["Log in", "Sign up", "Register", "Forgot password"],
    summary: "Sign in with a password or an emailed link, or create a free account.",
  },
];

function pageDocuments(): SearchDocument[] {
  return referencePages.map((page) => ({
    url: page.url,
    kind: "page",
    title: page.title,
    name: "",
    aka: join(page.aka),
    summary: page.summary,
    body: "",
    codes: "",
    system: "",
    snippets: [page.summary],
    rank: "full",
    makes: [],
  }));
}

/**
 * Every code of the trouble-code library. A code with a written answer or a
 * problem that lists it is a page worth finding; a code known only by its
 * title is still found, below them.
 */
function codeDocuments(): SearchDocument[] {
  return allCodes().map((entry) => {
    const meanings = entry.makeMeanings.map((meaning) =>
      meaning.makes.length > 0
        ? `${meaning.makes.map((make) => make.name).join(", ")}: ${meaning.title}`
        : meaning.title,
    );
    const answered = writtenAnswer(entry.code);
    const group = codeGroup(entry.code);
    const letter = systemLetters[entry.code[0] as keyof typeof systemLetters];
    const about = `${letter.name} code, ${group.name.charAt(0).toLowerCase()}${group.name.slice(1)}.`;
    const title = codeTitle(entry);
    return {
      url: `/codes/${entry.code}`,
      kind: "code",
      title: `${entry.code}: ${title}`,
      name: "",
      // The meanings other than the title's; the title's own words are indexed once, in the title.
      aka: join(entry.makeMeanings.filter((meaning) => meaning.title !== title).map((meaning) => meaning.title)),
      summary: answered?.answer.meaning ?? "",
      // The makes that give the code a meaning. The group's name is for the snippet only: in the index it
      // would put the same words on 12,000 codes.
      body: [...new Set(entry.makeMeanings.flatMap((meaning) => meaning.makes.map((make) => make.name)))].join(", "),
      codes: entry.code,
      system: "",
      snippets: [...(answered ? [answered.answer.meaning] : []), ...meanings, about],
      rank: isIndexable(entry.code) ? "code-answered" : "code-title-only",
      makes: profilesOf(entry.makeMeanings.flatMap((meaning) => meaning.makes.map((make) => make.slug))),
    };
  });
}

/** Every document, pages first and the code library last. */
export function buildDocuments(): SearchDocument[] {
  return [
    ...pageDocuments(),
    ...systemDocuments(),
    ...problemDocuments(),
    ...glossaryDocuments(),
    ...manufacturerDocuments(),
    ...dangerousDocuments(),
    ...emergencyDocuments(),
    ...faqDocuments(),
    ...codeDocuments(),
  ];
}
