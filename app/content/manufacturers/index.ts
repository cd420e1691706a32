import { manufacturer as acura } from "./data/acura";
import { manufacturer as bmw } from "./data/bmw";
import { manufacturer as ford } from "./data/ford";
import { manufacturer as generalMotors } from "./data/general-motors";
import { manufacturer as honda } from "./data/honda";
import { manufacturer as hyundaiKia } from "./data/hyundai-kia";
import { manufacturer as infiniti } from "./data/infiniti";
import { manufacturer as lexus } from "./data/lexus";
import { manufacturer as mazda } from "./data/mazda";
import { manufacturer as mercedesBenz } from "./data/mercedes-benz";
import { manufacturer as mitsubishi } from "./data/mitsubishi";
import { manufacturer as nissan } from "./data/nissan";
import { manufacturer as stellantis } from "./data/stellantis";
import { manufacturer as subaru } from "./data/subaru";
import { manufacturer as tesla } from "./data/tesla";
import { manufacturer as toyota } from "./data/toyota";
import { manufacturer as volkswagenGroup } from "./data/volkswagen-group";
import { manufacturer as volvo } from "./data/volvo";
import type { Manufacturer } from "./schema";

/**
 * The door to the 18 manufacturer profiles (loaders read them and send pages
 * only what they show; the pure filters are safe in components). Order is the
 * index page's order.
 */
export const manufacturers: readonly Manufacturer[] = [
  toyota,
  ford,
  honda,
  nissan,
  bmw,
  mercedesBenz,
  mazda,
  subaru,
  infiniti,
  acura,
  lexus,
  hyundaiKia,
  volkswagenGroup,
  generalMotors,
  stellantis,
  tesla,
  mitsubishi,
  volvo,
];

export function getManufacturer(slug: string): Manufacturer | undefined {
  return manufacturers.find((manufacturer) => manufacturer.slug === slug);
}

export { asOfLabel } from "./dated";
export {
  type CategoryFilter,
  categoryFilters,
  categoryLabel,
  filterManufacturers,
  parseCategory,
  resultsHeading,
} from "./filters";
export {
  type MarketShareEntry,
  marketShareAsOf,
  marketShares,
  marketShareText,
  type ShareFigure,
} from "./market-share";
export type { CommonProblem, Manufacturer } from "./schema";
export { type ManufacturerSlug, manufacturerSlugs } from "./slugs";
