import { currentUserContext } from "~/auth/session.server";
import { CodeLookup } from "~/components/code-lookup";
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
import { StaticHtml } from "~/components/static-html";
import { VinForm } from "~/components/vehicles/vehicle-forms";
import { landing, tileSections } from "~/content/home";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/home";

/** The same for every signed-out visitor: served from the rendered-HTML cache after the first visit. */
export const handle: HtmlCacheHandle = { htmlCache: true };

/** The tile sections and the code lookup never change: rendered once per process, sent as static islands. */
let tilesHtml: string | undefined;
let lookupHtml: string | undefined;

export function loader(args: Route.LoaderArgs) {
  const user = args.context.get(currentUserContext);
  tilesHtml ??= renderStaticMarkup(
    tileSections.map((section) => <TileSectionView key={section.id} section={section} />),
  );
  lookupHtml ??= renderStaticMarkup(
    <div className="grid gap-4 lg:grid-cols-2">
      <CodeLookup id="home-code-lookup" heading="Got a trouble code?" browseLink />
      <VinForm id="home-vin" heading="Problems known on your vehicle" pickerLink />
    </div>,
  );
  // The content travels as loader data (or HTML), never in the page's JavaScript.
  return {
    email: user?.email ?? null,
    landing,
    tiles: staticHtml(args, "diagnostics", tilesHtml),
    lookup: staticHtml(args, "code-lookup", lookupHtml),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
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
        description: loaderData?.landing.hero.tagline,
        inLanguage: "en-US",
      },
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { email, landing, tiles, lookup } = loaderData;
  return (
    <>
      <Hero hero={landing.hero} audiences={landing.audiences}>
        <StaticHtml id="code-lookup" className="mt-8 max-w-5xl" html={lookup} />
      </Hero>
      <div className="mx-auto max-w-7xl space-y-12 px-4 sm:px-6">
        {email ? <WelcomeBack email={email} /> : <SignUpBanner banner={landing.signUpBanner} />}
        <BetaBanner banner={landing.betaBanner} />
        <StaticHtml id="diagnostics" className="scroll-mt-24 space-y-14" html={tiles} />
        <QuizBanner banner={landing.quizBanner} />
        <FeatureBanners banners={landing.featureBanners} />
        {email ? null : <WhyAccount section={landing.whyAccount} />}
      </div>
    </>
  );
}
