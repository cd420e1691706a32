import type { ManufacturerSlug } from "./slugs";

/**
 * The one table of U.S. market shares (issue 14): every figure with the year
 * it describes. `editorial` is the figure SPEC gives (or, for the four brands
 * SPEC leaves out, the calendar-2024 figure); where it describes an earlier
 * year than 2024, `latest` gives the 2024 figure beside it, so a reader never
 * takes a 2017 share for today's. Profiles take their `marketShare` text from
 * here and any share a profile's prose mentions must be one of these figures
 * with its year (manufacturers.test.ts). Shares are of U.S. new light-vehicle
 * sales, editorial estimates rounded from the makers' reported sales; 2024
 * totals are "just under 16 million".
 */
export interface ShareFigure {
  /** "8.1%"; rounded as the source allows. */
  readonly percent: string;
  /** The calendar year or years the figure describes: "2024", "2016–2017", "late 2010s". */
  readonly basisYear: string;
}

export interface MarketShareEntry {
  readonly editorial: ShareFigure;
  /** The calendar-2024 figure, where the editorial figure describes an earlier year. */
  readonly latest?: ShareFigure;
  /** Where the figures come from: sales, total and year, in one or two sentences. */
  readonly basis: string;
}

export const marketShareAsOf = "2026-11";

/** The basis year of an editorial figure whose source year was never written down. */
export const notRecorded = "not recorded";

export const marketShares: Readonly<Record<ManufacturerSlug, MarketShareEntry>> = {
  toyota: {
    editorial: { percent: "14.4%", basisYear: "2023" },
    latest: { percent: "14.6%", basisYear: "2024" },
    basis:
      "Toyota Motor North America with Lexus included: about 2.25 million of roughly 15.6 million U.S. new light vehicles in 2023 (14.4%) and about 2.33 million in 2024 (14.6%). The Toyota brand alone, without Lexus, was nearer 12% in 2024.",
  },
  ford: {
    editorial: { percent: "13.4%", basisYear: "2022" },
    latest: { percent: "13%", basisYear: "2024" },
    basis:
      "Ford Motor Company (Ford and Lincoln): about 1.86 million of roughly 13.9 million U.S. new light vehicles in 2022 (13.4%) and about 2.08 million in 2024 (13%).",
  },
  honda: {
    editorial: { percent: "9.6%", basisYear: "late 2010s" },
    latest: { percent: "9%", basisYear: "2024" },
    basis:
      "American Honda (Honda and Acura) sold about 1.6 million vehicles a year of roughly 17 million in the late 2010s, 9.4–9.6% (the site uses 9.6%), and about 1.42 million of just under 16 million in 2024 (9%).",
  },
  nissan: {
    editorial: { percent: "8.1%", basisYear: "2016–2017" },
    latest: { percent: "5.5%", basisYear: "2024" },
    basis:
      "8.1% matches the Nissan brand's roughly 1.4 million sales a year in 2016–2017 against about 17.5 million. In 2024 the Nissan brand sold about 865,000 of just under 16 million (5.5%); with about 58,000 Infinitis the Nissan Group was about 920,000 (5.8%).",
  },
  bmw: {
    editorial: { percent: "2.3%", basisYear: "2024" },
    basis:
      "The BMW brand sold roughly 370,000 U.S. vehicles in 2024 of just under 16 million (2.3%); with MINI the BMW Group was about 2.5%.",
  },
  "mercedes-benz": {
    editorial: { percent: "2.1%", basisYear: notRecorded },
    latest: { percent: "2%", basisYear: "2024" },
    basis:
      "2.1% is the site's long-standing editorial figure; the year it was taken from was not recorded. Cox Automotive's rounded 2024 figure for Mercedes-Benz is 2%.",
  },
  mazda: {
    editorial: { percent: "2.1%", basisYear: "late 2010s" },
    latest: { percent: "2.7%", basisYear: "2024" },
    basis:
      "2.1% is typical of Mazda's volume in the late 2010s. In 2024 Mazda sold about 424,000 vehicles of just under 16 million (2.7%), its best U.S. year in decades.",
  },
  subaru: {
    editorial: { percent: "3.2%", basisYear: "2014–2015" },
    latest: { percent: "4.2%", basisYear: "2024" },
    basis:
      "3.2% is Subaru's mid-2010s share: about 510,000–580,000 vehicles a year in 2014–2015, 3.1–3.3%. In 2024 Subaru of America sold about 668,000 of just under 16 million (4.2%).",
  },
  infiniti: {
    editorial: { percent: "0.8%", basisYear: "2016" },
    latest: { percent: "0.4%", basisYear: "2024" },
    basis:
      "0.8% matches Infiniti's roughly 138,000 U.S. sales of about 17.5 million in 2016; its 2017 peak of about 153,000 was nearer 0.9%. In 2024 it sold about 58,000 of just under 16 million (0.4%).",
  },
  acura: {
    editorial: { percent: "1.2%", basisYear: "mid-2000s" },
    latest: { percent: "0.8%", basisYear: "2024" },
    basis:
      "1.2% matches Acura's mid-2000s peak of a little over 200,000 vehicles a year in a market of about 17 million. In 2024 Acura sold about 123,000 of just under 16 million (0.8%).",
  },
  lexus: {
    editorial: { percent: "2.0%", basisYear: "2021" },
    latest: { percent: "2.3%", basisYear: "2024" },
    basis:
      "Lexus sold about 305,000 U.S. vehicles of roughly 15 million in 2021 (2.0%) and roughly 370,000 of just under 16 million in 2024 (2.3%).",
  },
  "hyundai-kia": {
    editorial: { percent: "11%", basisYear: "2024" },
    basis:
      "Calendar 2024: 1,708,293 vehicles reported by Hyundai Motor America (911,805, including 75,003 Genesis) and Kia America (796,488), a group record, of just under 16 million U.S. new light vehicles (11%).",
  },
  "volkswagen-group": {
    editorial: { percent: "4.2%", basisYear: "2024" },
    basis:
      "Calendar 2024: about 650,000 Volkswagen, Audi and Porsche vehicles of just under 16 million, 4.1–4.2% depending on the industry total used (Cox Automotive rounds it to 4%).",
  },
  "general-motors": {
    editorial: { percent: "16.9%", basisYear: "2024" },
    basis:
      "Calendar 2024: about 2.7 million Chevrolet, GMC, Buick and Cadillac vehicles, up about 4% on 2023, of just under 16 million U.S. new light vehicles (16.9%; Cox Automotive rounds it to 17%).",
  },
  stellantis: {
    editorial: { percent: "8%", basisYear: "2024" },
    basis:
      "Calendar 2024: roughly 1.3 million U.S. sales reported by FCA US (down about 15% from 2023) across Jeep, Ram, Dodge, Chrysler, Fiat and Alfa Romeo, including Ram heavy-duty trucks and ProMaster vans, of just under 16 million (8%).",
  },
  tesla: {
    editorial: { percent: "4%", basisYear: "2024" },
    basis:
      "Calendar 2024: about 634,000 Teslas sold in the U.S. of just under 16 million (4%; Kelley Blue Book/Cox Automotive model-by-model estimates, since Tesla does not publish U.S.-only sales). Model Y and Model 3 were close to 90% of that.",
  },
  mitsubishi: {
    editorial: { percent: "0.7%", basisYear: "2024" },
    basis:
      "Calendar 2024: 109,843 vehicles reported by Mitsubishi Motors North America (up about 26% on 2023) of just under 16 million (0.7%); Outlander and Outlander PHEV together were about 52,000 of them.",
  },
  volvo: {
    editorial: { percent: "0.8%", basisYear: "2024" },
    basis:
      "Calendar 2024: roughly 125,000 Volvo cars sold in the U.S. per Volvo Cars' retail figures (about 3% below 2023; some reports cite up to about 130,000) of just under 16 million (0.8%). XC60 and XC90 made up most of it.",
  },
};

/**
 * "About 8.1% of U.S. new-vehicle sales (2016–2017 basis); 5.5% in 2024 (editorial estimates)".
 * Marked free of side effects so a page that imports the content door without
 * using the profiles bundles none of them (content/doors.test.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function marketShareText(slug: ManufacturerSlug): string {
  const { editorial, latest } = marketShares[slug];
  const first = `About ${editorial.percent} of U.S. new-vehicle sales (${basisLabel(editorial)})`;
  return latest
    ? `${first}; ${latest.percent} in ${latest.basisYear} (editorial estimates)`
    : `${first} (editorial estimate)`;
}

function basisLabel(figure: ShareFigure): string {
  return figure.basisYear === notRecorded ? "basis year not recorded" : `${figure.basisYear} basis`;
}
