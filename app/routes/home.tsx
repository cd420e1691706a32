import { currentUserContext } from "~/auth/session.server";
import {
  BetaBanner,
  FeatureBanners,
  QuizBanner,
  SignUpBanner,
  WelcomeBack,
  WhyAccount,
} from "~/components/home/banners";
import { Hero } from "~/components/home/hero";
import { TileSectionView } from "~/components/home/tile-section";
import { landing, tileSections } from "~/content/home";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/home";

/** The same for every signed-out visitor: served from the rendered-HTML cache after the first visit. */
export const handle: HtmlCacheHandle = { htmlCache: true };

export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(currentUserContext);
  return { email: user?.email ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: "Car Mechanic AI: Instant Answers to 1,000+ Car Problems",
    exactTitle: true,
    description:
      "At-a-glance car diagnostics for mechanics, shop owners and drivers: symptoms, ranked causes, tests with real readings, fixes, cost estimates and whether it is safe to drive.",
    path: "/",
    origin,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "Car Mechanic AI",
        url: new URL("/", origin).href,
        description: landing.hero.tagline,
        inLanguage: "en-US",
      },
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  return (
    <>
      <Hero hero={landing.hero} audiences={landing.audiences} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 sm:px-6">
        {email ? <WelcomeBack email={email} /> : <SignUpBanner banner={landing.signUpBanner} />}
        <BetaBanner banner={landing.betaBanner} />
        <div id="diagnostics" className="scroll-mt-24 space-y-14">
          {tileSections.map((section) => (
            <TileSectionView key={section.id} section={section} />
          ))}
        </div>
        <QuizBanner banner={landing.quizBanner} />
        <FeatureBanners banners={landing.featureBanners} />
        {email ? null : <WhyAccount section={landing.whyAccount} />}
      </div>
    </>
  );
}
