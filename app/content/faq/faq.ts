import type { FaqItem } from "./schema";

/** The ten questions, in SPEC §2's order. */
export const faqItems: FaqItem[] = [
  {
    id: "what-is-car-mechanic-ai",
    question: "What is Car Mechanic AI?",
    answer: [
      "Car Mechanic AI is a free reference website with at-a-glance answers to over one thousand car problems, organised by vehicle system, by OBD-II trouble code and by manufacturer. Each problem lists the symptoms, the likely causes ranked by how often they are the culprit, the checks to run in order with the reading to expect, the fix, a do-it-yourself difficulty, an estimated cost and whether the car is safe to drive.",
      "It is written for shop owners, technicians and mechanics who need a quick second opinion, and for owners and enthusiasts who want to understand a problem before they pay for a repair. The site is in beta: sections are still being added, and some tiles on the home page are marked as coming soon.",
    ],
    links: [{ label: "Browse the diagnostic tools", href: "/diagnostics" }],
  },
  {
    id: "accuracy",
    question: "How accurate are the diagnostic tools?",
    answer: [
      "Entries are drafted with the help of AI writing tools from published service information, technical service bulletins and common shop practice, then checked by the team for accuracy and specificity before they are published: real part names, real test values and real code numbers, never generic advice.",
      "Test values and costs are typical figures, not specifications for your exact vehicle. Always confirm torque values, fluid types, pressures and procedures against the manufacturer's service information for the VIN in front of you. Cost ranges are editorial estimates of U.S. parts and labor and say what they leave out.",
      "The site cannot see, hear or scan your car. Treat an answer as a map of where to look, not as a diagnosis, and when an entry says a fault is unsafe, stop and have the car inspected.",
    ],
    links: [],
  },
  {
    id: "beginners",
    question: "Is it suitable for beginners?",
    answer: [
      "Yes. Every problem starts with what a person notices in plain words, and each check is listed cheapest and least invasive first, so a beginner can do the first few (look, listen, check a fluid level, read codes with an inexpensive scan tool) before anything needs a lift or special tools.",
      "Each repair carries a difficulty from 1 to 5. Anything involving brakes, steering, airbags, fuel lines or hybrid and electric high-voltage parts can hurt you or others if done wrong: if you have not done that job before under supervision, leave it to a professional.",
    ],
    links: [{ label: "Look up a term in the glossary", href: "/glossary" }],
  },
  {
    id: "updates",
    question: "How often is the content updated?",
    answer: [
      "During the beta, new problems, systems and manufacturer profiles are added continually, and existing entries are revised when a reader reports an error or when a recall, service bulletin or new model year changes the answer.",
      "Reports that affect safety, such as a wrong torque figure or a missing warning, are corrected first. Recall information changes often, so always check the NHTSA recall lookup with your VIN as well.",
    ],
    links: [],
  },
  {
    id: "contributing",
    question: "Can I contribute?",
    answer: [
      "Yes, and it helps a great deal. Use the Feedback & Ideas page to send a correction, a test value from your own experience, a failure pattern you see often in your bay, or a problem you could not find.",
      "Please include the year, make, model and engine, and what confirmed the fault. Contributions are checked before anything changes on the site, and we do not publish your name or email.",
    ],
    links: [{ label: "Send a correction or idea", href: "/feedback" }],
  },
  {
    id: "support",
    question: "What support do you offer?",
    answer: [
      "Support is by message through the Feedback & Ideas page; a member of the team reads every message, and you get a confirmation email when it arrives. There is no phone line, and we cannot diagnose a specific car remotely.",
      "If you are stranded or something feels unsafe, use the emergency roadside tool. If anyone is hurt, the car is on fire or you are stopped in a dangerous place, call 911 first.",
    ],
    links: [
      { label: "Contact the team", href: "/feedback" },
      { label: "Emergency roadside tool", href: "/emergency-diagnostic" },
    ],
  },
  {
    id: "data-security",
    question: "How is my data kept secure?",
    answer: [
      "You can use every page without an account. If you create one, we store your email address, an optional name, the profile details you choose to add (role, shop or company name, ZIP code), your saved quiz scores and any feedback you send.",
      "Your password is never stored: only a salted scrypt hash of it is kept, so it cannot be read back even by us. Sign-in sessions use secure, HttpOnly cookies that scripts cannot read, and every page is served with strict security headers.",
      'A VIN you type on the My Vehicle page is decoded on our own server from NHTSA\'s vehicle data, never sent anywhere else and never logged. My garage keeps up to 10 vehicles: year, make, model, engine, and the nickname and mileage you add. Signed out, it lives only in a signed cookie in your browser for 400 days and nothing of it is stored on our server; when you sign in it moves into your account, where account settings edit or remove it. A VIN is kept with a vehicle only if you tick "Keep the VIN", and deleting your account deletes the garage.',
      "We do not sell or share your data, and the site runs no advertising or third-party tracking scripts. Deleting your account from account settings removes your profile and sign-in records.",
    ],
    links: [],
  },
  {
    id: "report-bug",
    question: "How do I report a bug or suggest a feature?",
    answer: [
      "Open the Feedback & Ideas page, choose Bug Report or Feature Request as the feedback type, and describe what happened. For a bug, tell us the page address, what you expected, what you saw instead, and your browser and device.",
      "For a content error, quote the sentence or value that is wrong and, if you can, the source that shows the right one.",
    ],
    links: [{ label: "Report a bug", href: "/feedback" }],
  },
  {
    id: "terms",
    question: "What are the terms of service?",
    answer: [
      "Car Mechanic AI provides general information, free of charge and without warranty. It does not replace an inspection by a qualified technician or the manufacturer's service information, and you are responsible for how you use it.",
      "Work safely: support a raised vehicle on rated jack stands, never on a jack alone; let a hot cooling system cool before opening it; disconnect the battery and wait as the service information directs before touching airbag parts; and never work on orange high-voltage cables without training and insulated tools.",
      "You may use and share links to the content for personal and shop use. Copying it in bulk or republishing it as your own is not permitted. We may change or withdraw content and features, especially during the beta.",
    ],
    links: [],
  },
  {
    id: "cancel-subscription",
    question: "How do I cancel my subscription?",
    answer: [
      "There is nothing to cancel today: accounts and every tool are free during the beta, and no payment details are ever asked for.",
      "If paid plans are introduced later, you will be told before anything is charged, and you will be able to cancel at any time from your account settings. After cancelling, you keep access to the paid features until the end of the billing cycle you have already paid for.",
    ],
    links: [],
  },
];
