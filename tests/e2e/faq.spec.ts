import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;
let problems: string[];

const questions = [
  "What is Car Mechanic AI?",
  "How accurate are the diagnostic tools?",
  "Is it suitable for beginners?",
  "How often is the content updated?",
  "Can I contribute?",
  "What support do you offer?",
  "How is my data kept secure?",
  "How do I report a bug or suggest a feature?",
  "What are the terms of service?",
  "How do I cancel my subscription?",
];

const openItems = () =>
  page
    .locator("details[name=faq]")
    .evaluateAll((items) =>
      items.filter((item) => (item as HTMLDetailsElement).open).map((item) => item.querySelector("h2")?.textContent),
    );

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, problems } = await openPage(browser));
});

beforeEach(async () => {
  await page.goto(`${baseURL}/faq`);
});

afterAll(async () => {
  await browser?.close();
});

describe("FAQ page", () => {
  it("has the breadcrumb, the header and the ten questions in order, all closed", async () => {
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(crumbs.locator("[aria-current=page]").innerText()).resolves.toBe("FAQ");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Frequently Asked Questions");
    await expect(page.locator("details[name=faq] h2").allInnerTexts()).resolves.toEqual(questions);
    expect(await openItems()).toEqual([]);
    await expect(page.title()).resolves.toBe("Frequently Asked Questions | Car Mechanic AI");
  });

  it("opens one answer at a time by mouse, and closes an open one again", async () => {
    await page.getByText(questions[0]!).click();
    expect(await openItems()).toEqual([questions[0]]);
    await expect(page.getByText("Car Mechanic AI is a free reference website").isVisible()).resolves.toBe(true);

    await page.getByText(questions[6]!).click();
    expect(await openItems()).toEqual([questions[6]]);
    await expect(page.getByText("Car Mechanic AI is a free reference website").isVisible()).resolves.toBe(false);

    await page.getByText(questions[6]!).click();
    expect(await openItems()).toEqual([]);
  });

  it("works by keyboard: Tab reaches each question, Enter and Space toggle it", async () => {
    const summaries = page.locator("details[name=faq] > summary");
    await summaries.nth(1).focus();
    await page.keyboard.press("Enter");
    expect(await openItems()).toEqual([questions[1]]);

    // Tab moves through the open answer's links (none here) to the next question.
    await page.keyboard.press("Tab");
    await expect(summaries.nth(2).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Space");
    expect(await openItems()).toEqual([questions[2]]);

    await page.keyboard.press("Enter");
    expect(await openItems()).toEqual([]);
  });

  it("keeps every answer in the server-rendered HTML and publishes FAQPage structured data", async () => {
    const html = await (await fetch(`${baseURL}/faq`)).text();
    expect(html).toContain("only a salted scrypt hash of it is kept");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
    expect(faqPage.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(questions);
    for (const entry of faqPage.mainEntity) expect(entry.acceptedAnswer.text.length).toBeGreaterThan(80);
  });

  it("opens the answer a link points at (/faq#id), also when the fragment changes on the page", async () => {
    await page.goto(`${baseURL}/faq#data-security`);
    await page.waitForFunction(() => (document.getElementById("data-security") as HTMLDetailsElement).open);
    expect(await openItems()).toEqual([questions[6]]);
    await page.evaluate(() => (window.location.hash = "terms"));
    await page.waitForFunction(() => (document.getElementById("terms") as HTMLDetailsElement).open);
    expect(await openItems()).toEqual([questions[8]]);
  });

  it("logs no console errors", () => {
    expect(problems).toEqual([]);
  });
});
