import { ChevronDown } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PageHeader } from "~/components/page-header";
import { StaticHtml } from "~/components/static-html";
import { buttonClass } from "~/components/ui/button";
import { faqItems } from "~/content/faq";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/faq";

/** The same for every signed-out visitor: served from the rendered-HTML cache after the first visit. */
export const handle: HtmlCacheHandle = { htmlCache: true };

const trail = [
  { label: "Home", path: "/" },
  { label: "FAQ", path: "/faq" },
];

/**
 * The questions and answers, with their FAQPage structured data: static markup
 * for the page's island (plain anchors, no router hooks), so the text is in
 * the HTML once and in no JavaScript.
 */
function FaqAnswers() {
  const faqPage = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqItems.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join("\n\n") },
    })),
  };
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own content, with "<" escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqPage).replaceAll("<", "\\u003c") }}
      />
      {/* Native exclusive accordion: details sharing a name open one at a time, work without JavaScript and by keyboard. */}
      <div className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
        {faqItems.map((item) => (
          <details key={item.id} id={item.id} name="faq" className="group scroll-mt-24">
            <summary className="flex min-h-14 list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-border/40">
              <h2 className="text-base sm:text-lg">{item.question}</h2>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-3 px-5 pb-5 text-muted">
              {item.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              {item.links && item.links.length > 0 ? (
                <ul className="flex flex-wrap gap-2 pt-1">
                  {item.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className={buttonClass({ variant: "outline", size: "sm" })}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </>
  );
}

/** Rendered once per process: the answers only change with a deploy. */
let answersHtml: string | undefined;

export function loader(args: Route.LoaderArgs) {
  answersHtml ??= renderStaticMarkup(<FaqAnswers />);
  return { answers: staticHtml(args, "faq-answers", answersHtml) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: "Frequently Asked Questions",
    description:
      "How Car Mechanic AI's diagnostic content is researched and checked, whether it suits beginners, what an account stores, how to get support and what the beta costs.",
    path: "/faq",
    origin,
    // The FAQPage data is in the answers' island (FaqAnswers).
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

/** Opens the answer a link points at (/faq#accuracy); without JavaScript the link still scrolls to it. */
function useOpenAnswerFromHash() {
  const { hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hash (a link within the page) is the trigger
  useEffect(() => {
    const open = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView({ block: "start" });
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, [hash]);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  useOpenAnswerFromHash();
  return (
    <>
      <PageHeader
        trail={trail}
        title="Frequently Asked Questions"
        lead="What Car Mechanic AI is, how far to trust it, what it stores about you and how to reach the people behind it."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <StaticHtml id="faq-answers" html={loaderData.answers} />
        <p className="mt-8 text-muted">
          Didn't find your answer?{" "}
          <Link to="/feedback" className="font-semibold text-accent underline underline-offset-2">
            Ask us through Feedback & Ideas
          </Link>
          .
        </p>
      </div>
    </>
  );
}
