import type { Landing } from "./schema";

/** Copy for the home page outside the tile grid (SPEC §1 and §2 "Home page"). */
export const landing: Landing = {
  hero: {
    headline: "Look, See, Boom!",
    tagline: "Instant, at-a-glance answers to over one thousand car problems.",
    intro:
      "Start from what you see, hear or smell, a trouble code or the badge on the grille. Each answer gives the likely causes in order, the test that proves one, the fix, a cost range and whether the car is safe to drive.",
    benefits: [
      {
        title: "Answers before the coffee cools",
        body: "Problems are organised by vehicle system, by trouble code and by manufacturer, so the right page is two taps from the home screen, even on a weak roadside signal.",
      },
      {
        title: "Up to 40% less diagnostic time",
        body: "Technicians who work from detailed diagnostic notes spend far less time chasing a fault: checks are listed cheapest first, each with the reading that confirms or clears a cause.",
        note: "Editorial estimate, not the result of a controlled study.",
      },
      {
        title: "85% of common installation errors avoided",
        body: "Repair steps name what must follow a part swap (bleeding, relearns, torque and calibration) because that is where most comebacks start.",
        note: "Editorial estimate, not the result of a controlled study.",
      },
    ],
    primaryCta: { label: "Browse diagnostic tools", href: "/#diagnostics" },
    secondaryCta: { label: "Roadside emergency help", href: "/emergency-diagnostic" },
  },
  audiences: [
    {
      title: "For shop owners",
      points: [
        {
          title: "Avoid unnecessary repair costs",
          body: "Confirm a fault with the cheap test first, so a customer is not sold a catalytic converter when an upstream O2 sensor was the problem.",
        },
        {
          title: "Train technicians on the job",
          body: "Newer techs follow the same ordered checks and expected readings your senior tech would walk them through.",
        },
        {
          title: "Avoid mis-diagnosis and redone work",
          body: "Ranked causes and confirming tests cut the comebacks that eat a bay and a customer's trust.",
        },
        {
          title: "Give ballpark quotes by phone",
          body: "Parts and labor ranges, labelled as estimates and clear about what they leave out, help set expectations before the car arrives.",
        },
        {
          title: "Quick turn times",
          body: "Less time diagnosing means cars leave the lift sooner and the schedule holds.",
        },
      ],
    },
    {
      title: "For mechanics",
      points: [
        {
          title: "Streamline diagnostics",
          body: "Go from symptom or code to the first test worth doing, with the tool it needs and the number you should see.",
        },
        {
          title: "Cross-verify complex diagnoses",
          body: "Check an intermittent or multi-code fault against known failure patterns for the system and the manufacturer.",
        },
        {
          title: "Access repair paths",
          body: "See the fix and what must follow it, such as a brake bleed sequence, an idle relearn or an ADAS calibration.",
        },
      ],
    },
  ],
  signUpBanner: {
    title: "Unlock Professional Diagnostic Tools",
    body: "Create a free account to keep your profile and quiz scores, and send feedback with your details already filled in. Every tool is free during the beta.",
    cta: { label: "Get Started - Sign Up Free", href: "/auth" },
  },
  betaBanner: {
    title: "Beta site under development",
    body: "Car Mechanic AI is growing every week and your reports make it better. Spot a wrong reading, a missing problem or a page that misbehaves? Tell us.",
    feedback: { label: "Send feedback", href: "/feedback" },
  },
  quizBanner: {
    title: "Test Your Automotive Knowledge",
    badge: "50+ Questions",
    body: "Ten random questions a round on engines, brakes, electrical and trouble codes, with an explanation after every answer.",
    cta: { label: "Start Quiz", href: "/quiz" },
  },
  featureBanners: [
    {
      tone: "emergency",
      title: "Emergency Roadside Diagnostic Tool",
      body: "Stranded or worried? Answer a few questions about what the car is doing and get safety steps first, then what you can check and whether to drive on.",
      cta: { label: "Get roadside help", href: "/emergency-diagnostic" },
    },
    {
      tone: "manufacturers",
      title: "Common Problems by Manufacturer",
      body: "18 major brands, from Toyota and Ford to Tesla and Volvo: known failure patterns, model years to avoid, recalls and ownership costs.",
      cta: { label: "Compare manufacturers", href: "/common-problems" },
    },
    {
      tone: "danger",
      title: "Dangerous Car Problems",
      body: "The warning signs that mean stop driving now: brake failure, loss of steering, fuel leaks, exhaust in the cabin and more.",
      cta: { label: "Know the warning signs", href: "/dangerous-problems" },
    },
  ],
  whyAccount: {
    title: "Why Create an Account?",
    intro: "Everything on the site can be read without an account. An account is for keeping your own place in it.",
    cards: [
      {
        title: "Personalized Experience",
        body: "Tell us whether you run a shop, turn wrenches or maintain your own car, and keep your shop name and ZIP code on file.",
      },
      {
        title: "Advanced Features",
        body: "Your best quiz score in each category is saved, so you can see which systems you know cold and which need another look.",
      },
      {
        title: "Community Access",
        body: "Send corrections and ideas with your name and email filled in, and help decide which systems and engines we write next.",
      },
    ],
    cta: { label: "Start Your Free Account Today", href: "/auth" },
  },
};
