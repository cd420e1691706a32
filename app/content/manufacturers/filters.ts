/**
 * The index page's search and category filter (SPEC §4 "Manufacturer index",
 * §5 "Manufacturer search", §9 counts). Pure, so the browser filters
 * instantly and the server renders the same result from the URL.
 */
export const categoryFilters = [
  { value: "all", label: "All Manufacturers" },
  { value: "domestic", label: "Domestic" },
  { value: "importBrands", label: "Import" },
  { value: "luxury", label: "Luxury" },
] as const;

export type CategoryFilter = (typeof categoryFilters)[number]["value"];

const categoryOf: Record<Exclude<CategoryFilter, "all">, "domestic" | "import" | "luxury"> = {
  domestic: "domestic",
  importBrands: "import",
  luxury: "luxury",
};

export function parseCategory(value: string | null | undefined): CategoryFilter {
  return categoryFilters.some((filter) => filter.value === value) ? (value as CategoryFilter) : "all";
}

export function categoryLabel(value: CategoryFilter) {
  return categoryFilters.find((filter) => filter.value === value)!.label;
}

/** Case-insensitive substring match on the name, combined with the category. */
export function filterManufacturers<T extends { name: string; category: "domestic" | "import" | "luxury" }>(
  items: readonly T[],
  query: string,
  category: CategoryFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === "all" || item.category === categoryOf[category]) &&
      (!needle || item.name.toLowerCase().includes(needle)),
  );
}

/** "18 Manufacturers Found", "1 Manufacturer Found". */
export function resultsHeading(count: number) {
  return `${count} ${count === 1 ? "Manufacturer" : "Manufacturers"} Found`;
}
