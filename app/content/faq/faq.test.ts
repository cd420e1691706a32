import { describe, expect, it } from "vitest";
import { faqItems } from "./faq";
import { faqItemSchema } from "./schema";

describe("FAQ content", () => {
  it("has SPEC's ten topics in order", () => {
    expect(faqItems.map((item) => item.id)).toEqual([
      "what-is-car-mechanic-ai",
      "accuracy",
      "beginners",
      "updates",
      "contributing",
      "support",
      "data-security",
      "report-bug",
      "terms",
      "cancel-subscription",
    ]);
  });

  it("matches the schema", () => {
    for (const item of faqItems) expect(() => faqItemSchema.parse(item)).not.toThrow();
  });

  it("never repeats a paragraph", () => {
    const paragraphs = faqItems.flatMap((item) => item.answer);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it("says what the spec requires of the subscription answer", () => {
    const answer = faqItems.find((item) => item.id === "cancel-subscription")!.answer.join(" ");
    expect(answer).toMatch(/free during the beta/);
    expect(answer).toMatch(/account settings/);
    expect(answer).toMatch(/end of the billing cycle/);
  });

  it("points contributors and bug reporters at the feedback page", () => {
    for (const id of ["contributing", "report-bug", "support"]) {
      expect(faqItems.find((item) => item.id === id)!.links?.map((link) => link.href)).toContain("/feedback");
    }
  });
});
