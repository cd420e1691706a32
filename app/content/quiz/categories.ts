/** Quiz categories, free of zod so pages can import them. */
export const quizCategories = [
  { id: "engine", label: "Engine & fuel" },
  { id: "brakes-chassis", label: "Brakes, steering & suspension" },
  { id: "electrical", label: "Electrical & electronics" },
  { id: "drivetrain", label: "Transmission & drivetrain" },
  { id: "codes", label: "Trouble codes & diagnostics" },
  { id: "safety", label: "Safety & roadside" },
] as const;

export type QuizCategory = (typeof quizCategories)[number]["id"];
export const quizCategoryIds = /* @__PURE__ */ quizCategories.map((category) => category.id) as [
  QuizCategory,
  ...QuizCategory[],
];

export function categoryLabel(category: string) {
  if (category === "mixed") return "Mixed: all categories";
  return quizCategories.find((entry) => entry.id === category)?.label ?? category;
}
