// Data and types only: schemas stay out of this barrel so zod never reaches the browser bundle.
export { faqItems } from "./faq";
export type { FaqItem } from "./schema";
