import { ArrowRight, Globe, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import { Breadcrumb, type Crumb } from "~/components/breadcrumb";
import { ManufacturerMonogram } from "~/components/manufacturer-monogram";
import { ManufacturerTabs, type ProfileTab, parseTab } from "~/components/manufacturer-tabs";
import { StaticHtml } from "~/components/static-html";
import { systemName } from "~/content/diagnostics";
import { asOfLabel, getManufacturer, marketShareAsOf, marketShares } from "~/content/manufacturers";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { breadcrumbJsonLd, errorMeta, originFrom, SITE_NAME, seo } from "~/lib/seo";
import type { Route } from "./+types/manufacturer";

/**
 * The same for every signed-out visitor: served from the rendered-HTML cache
 * after the first visit, one copy per value of the query parameters it reads.
 */
export const handle: HtmlCacheHandle = { htmlCache: { params: ["tab"] } };

type Manufacturer = NonNullable<ReturnType<typeof getManufacturer>>;

/*
 * The top ten problems and the open tab never change for a profile, so the
 * loader renders them as static islands (http/static-html.server.ts): sent
 * once as HTML, never hydrated, and kept out of the loader data. Plain
 * anchors, no router hooks.
 */

function TopProblems({ m }: { m: Manufacturer }) {
  const problems = m.commonProblems.slice(0, 10);
  return (
    <ol className="space-y-3" data-top-problems>
      {problems.map((problem, index) => (
        <li key={problem.title} className="rounded-xl border border-border bg-card">
          <details className="group">
            <summary className="flex list-none items-start gap-3 p-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
              >
                {index + 1}
              </span>
              <span className="flex-1">
                <span className="block font-semibold">
                  <span className="sr-only">{index + 1}. </span>
                  {problem.title}
                </span>
                <span className="mt-0.5 block text-sm text-muted">{problem.affected}</span>
              </span>
              <span className="text-sm font-semibold text-accent group-open:hidden">Details</span>
              <span className="hidden text-sm font-semibold text-accent group-open:inline">Hide</span>
            </summary>
            <dl className="grid gap-3 border-t border-border p-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold">Symptoms</dt>
                <dd className="mt-0.5 text-muted">{problem.symptoms}</dd>
              </div>
              <div>
                <dt className="font-semibold">Cause</dt>
                <dd className="mt-0.5 text-muted">{problem.cause}</dd>
              </div>
              <div>
                <dt className="font-semibold">Fix</dt>
                <dd className="mt-0.5 text-muted">{problem.fix}</dd>
              </div>
              <div>
                <dt className="font-semibold">Cost</dt>
                <dd className="mt-0.5 text-muted">{problem.cost}</dd>
              </div>
              {problem.asOf ? (
                <div className="sm:col-span-2">
                  <dt className="sr-only">Last checked</dt>
                  <dd>
                    <AsOf asOf={problem.asOf} />
                    {problem.nhtsaCampaign ? <Campaign number={problem.nhtsaCampaign} /> : null}
                  </dd>
                </div>
              ) : null}
              {problem.system ? (
                <div className="sm:col-span-2">
                  <a
                    href={`/diagnostics/${problem.system}`}
                    className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-accent underline underline-offset-2"
                  >
                    {systemName(problem.system)} problems
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </div>
              ) : null}
            </dl>
          </details>
        </li>
      ))}
    </ol>
  );
}

function ProfilePanel({ m, tab }: { m: Manufacturer; tab: ProfileTab }) {
  const panels: Record<ProfileTab, ReactNode> = {
    overview: (
      <>
        <Card title="Manufacturer Overview">
          <Item label="Philosophy">{m.philosophy}</Item>
          <Item label="Market position">{m.marketPosition}</Item>
          <Item label="Recent news" asOf={m.recentNews.asOf}>
            {m.recentNews.text}
          </Item>
        </Card>
        <Card title="Manufacturer Strengths">
          <Item label="Where it excels">
            <List items={m.strengths.excellingAreas} />
          </Item>
          <Item label="Unique features">
            <List items={m.strengths.uniqueFeatures} />
          </Item>
          <Item label="Awards">
            <List items={m.strengths.awards} />
          </Item>
          <Item label="Engineering approach">{m.strengths.engineeringApproaches}</Item>
          <Item label="Commitments">{m.strengths.commitments}</Item>
        </Card>
        <Card title="Expert Insights">
          <Item label="What mechanics see">{m.expertInsights.mechanicPerspectives}</Item>
          <Item label="Engineering analysis">{m.expertInsights.engineeringAnalysis}</Item>
          <Item label="Quality">{m.expertInsights.qualityOpinions}</Item>
          <Item label="Looking ahead">{m.expertInsights.futurePredictions}</Item>
        </Card>
      </>
    ),
    models: (
      <Card title="Model Lineup" asOf={m.modelLineup.asOf}>
        <Item label="Current models">
          <List items={m.modelLineup.current} />
        </Item>
        <Item label="Best sellers">
          <List items={m.modelLineup.bestSelling} />
        </Item>
        <Item label="Coming soon">
          <List items={m.modelLineup.upcoming} />
        </Item>
        <Item label="Discontinued">
          <List items={m.modelLineup.discontinued} />
        </Item>
        <Item label="What it specializes in">{m.modelLineup.specialization}</Item>
      </Card>
    ),
    reliability: (
      <>
        <Card title="Reliability Overview">
          <Item label="Overall">{m.reliabilityInfo.overallScore}</Item>
          <Item label="Compared with rivals">{m.reliabilityInfo.comparison}</Item>
          <Item label="Trends">{m.reliabilityInfo.trends}</Item>
        </Card>
        <Card title="Areas of Concern">
          <Item label="Most reliable">{m.reliabilityInfo.mostReliable}</Item>
          <Item label="Least reliable">{m.reliabilityInfo.leastReliable}</Item>
          <Item label="Model years to avoid">{m.repairInfo.yearsToAvoid}</Item>
        </Card>
        <Card title="Recalls & Safety Information" asOf={m.recalls.asOf}>
          <Item label="Major campaigns">{m.recalls.majorCampaigns}</Item>
          {m.recalls.campaigns ? (
            <Item label="NHTSA campaign numbers">
              <ul className="list-disc space-y-1 pl-5">
                {m.recalls.campaigns.map((campaign) => (
                  <li key={campaign.nhtsaCampaign}>
                    <Campaign number={campaign.nhtsaCampaign} /> {campaign.recall}
                  </li>
                ))}
              </ul>
            </Item>
          ) : null}
          <Item label="How recalls are handled">{m.recalls.handlingProcess}</Item>
          <Item label="What owners should do">{m.recalls.ownerSteps}</Item>
          <Item label="Patterns">{m.recalls.patterns}</Item>
          <p className="text-sm">
            Check any vehicle by VIN at{" "}
            <a href="https://www.nhtsa.gov/recalls" className="font-semibold text-accent underline underline-offset-2">
              nhtsa.gov/recalls
            </a>
            .
          </p>
        </Card>
      </>
    ),
    costs: (
      <>
        <Card title="Ownership Costs">
          <Item label="Average price">{m.ownershipCosts.averagePrice}</Item>
          <Item label="Maintenance">{m.ownershipCosts.maintenanceCosts}</Item>
          <Item label="Insurance">{m.ownershipCosts.insuranceTrends}</Item>
          <Item label="Depreciation">{m.ownershipCosts.depreciationRates}</Item>
          <Item label="Warranty" asOf={m.ownershipCosts.warrantyInfo.asOf}>
            {m.ownershipCosts.warrantyInfo.text}
          </Item>
        </Card>
        <Card title="Repairs & Solutions">
          <Item label="Repair costs">{m.repairInfo.repairCosts}</Item>
          <Item label="DIY fixes">{m.repairInfo.diyFixes}</Item>
          <Item label="Warning signs">{m.repairInfo.warningSigns}</Item>
          <Item label="Prevention">{m.repairInfo.preventativeTips}</Item>
        </Card>
      </>
    ),
    buying: (
      <Card title="Buying Guidance">
        <Item label="Best model years">{m.buyingGuidance.bestModelYears}</Item>
        <Item label="Models to avoid">{m.buyingGuidance.modelsToAvoid}</Item>
        <Item label="What to inspect">{m.buyingGuidance.inspectionTips}</Item>
        <Item label="Negotiating">{m.buyingGuidance.negotiationTips}</Item>
        <Item label="Dealer add-ons">{m.buyingGuidance.dealerAddOns}</Item>
      </Card>
    ),
  };
  return panels[tab];
}

export function loader(args: Route.LoaderArgs) {
  const m = getManufacturer(args.params.slug);
  if (!m) throw data(null, { status: 404 });
  const tab = parseTab(args.url.searchParams.get("tab"));
  const path = `/manufacturers/${m.slug}`;
  const trail: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Common Problems", path: "/common-problems" },
    { label: m.name, path },
  ];
  return {
    // What the page's own components show; the rest is in the islands.
    manufacturer: {
      slug: m.slug,
      name: m.name,
      category: m.category,
      marketShare: m.marketShare,
      marketShareBasis: marketShares[m.slug].basis,
      marketShareAsOf: asOfLabel(marketShareAsOf).replace(/^As of/, "as of"),
      shortDescription: m.shortDescription,
      countryOrigin: m.countryOrigin,
      headquarters: m.headquarters,
    },
    tab,
    path,
    trail,
    problems: staticHtml(args, "top-problems", renderStaticMarkup(<TopProblems m={m} />)),
    panel: staticHtml(args, "profile-panel", renderStaticMarkup(<ProfilePanel m={m} tab={tab} />)),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return errorMeta();
  const { manufacturer, path, trail } = loaderData;
  const origin = originFrom(matches);
  return seo({
    title: `${manufacturer.name} Common Problems & Review | ${SITE_NAME}`,
    exactTitle: true,
    description: `${manufacturer.name}: the 10 most common problems with affected models and years, repair cost estimates, reliability, recalls, ownership costs and which model years to buy or avoid.`,
    path,
    origin,
    type: "article",
    jsonLd: [breadcrumbJsonLd(origin, trail)],
  });
};

/** "As of November 2026", beside every fact that ages (docs/decisions/0024). */
function AsOf({ asOf }: { asOf: string }) {
  return (
    <span
      data-as-of={asOf}
      className="inline-block rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-muted"
    >
      {asOfLabel(asOf)}
    </span>
  );
}

function Campaign({ number }: { number: string }) {
  return (
    <span data-nhtsa-campaign={number} className="ml-2 text-xs font-semibold">
      NHTSA campaign {number}
    </span>
  );
}

function Card({ title, asOf, children }: { title: string; asOf?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-xl font-bold">{title}</h2>
        {asOf ? <AsOf asOf={asOf} /> : null}
      </div>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Item({ label, asOf, children }: { label: string; asOf?: string; children: ReactNode }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold">{label}</h3>
        {asOf ? <AsOf asOf={asOf} /> : null}
      </div>
      <div className="mt-1 text-muted">{children}</div>
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </ul>
  );
}

export default function ManufacturerProfile({ loaderData }: Route.ComponentProps) {
  const { manufacturer: m, tab, trail, problems, panel } = loaderData;
  return (
    <article>
      <header className="border-b border-border bg-linear-to-b from-card to-background">
        <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:px-6">
          <Breadcrumb trail={trail} />
          <div className="mt-4 flex items-start gap-4">
            <ManufacturerMonogram name={m.name} category={m.category} large />
            <div>
              <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{m.name}</h1>
              <p className="mt-1 text-sm">
                <span className="font-semibold">Market Share:</span> <span className="text-muted">{m.marketShare}</span>
              </p>
            </div>
          </div>
          <p className="mt-4 max-w-3xl text-lg text-muted">{m.shortDescription}</p>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex items-center gap-1.5">
              <Globe aria-hidden="true" className="size-4 shrink-0 text-accent" />
              <dt className="font-semibold">Country of origin:</dt>
              <dd className="text-muted">{m.countryOrigin}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
              <dt className="font-semibold">Headquarters:</dt>
              <dd className="text-muted">{m.headquarters}</dd>
            </div>
          </dl>
          <p className="mt-2 max-w-3xl text-xs text-muted" data-market-share-basis>
            {`Market share basis (${m.marketShareAsOf}): ${m.marketShareBasis}`}
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
        <section aria-labelledby="top-problems-heading">
          <h2 id="top-problems-heading" className="text-2xl font-bold">
            Top 10 Common Problems
          </h2>
          <p className="mt-1 text-sm text-muted">
            Most common or most costly first. Costs are editorial estimates of U.S. parts and labor.
          </p>
          <StaticHtml key={m.slug} id="top-problems" className="mt-5" html={problems} />
        </section>

        <ManufacturerTabs
          active={tab}
          panels={{
            [tab]: <StaticHtml key={`${m.slug}-${tab}`} id="profile-panel" className="space-y-6" html={panel} />,
          }}
        />
      </div>
    </article>
  );
}
