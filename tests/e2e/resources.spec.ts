import { describe, expect, inject, it } from "vitest";
import { emergencyNodes } from "~/content/emergency";
import { quizQuestions } from "~/content/quiz";
import { signUpAndVerify } from "./support/accounts";
import { becomesVisible, openPage, sharedBrowser, waitForHydration } from "./support/browser";
import { uniqueEmail } from "./support/mail";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();
const answers = new Map(quizQuestions.map((question) => [question.id, question]));

/** Plays one round through the UI; answers the first `correct` questions right and the rest wrong. */
async function playRound(page: import("playwright-core").Page, category: string, correct: number, useKeyboard = false) {
  await page.goto(`${baseURL}/quiz`);
  await page.locator(`input[name="c"][value="${category}"]`).check();
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await page.waitForURL(/\/quiz\/round\?c=/);
  for (let index = 0; index < 10; index += 1) {
    const ids = new URL(page.url()).searchParams.get("q")!.split(".");
    const question = answers.get(ids[index]!)!;
    const pick = index < correct ? question.answer : (question.answer + 1) % 4;
    const option = page.locator(`input[name="pick"][value="${pick}"]`);
    if (useKeyboard) {
      await option.focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("Enter");
    } else {
      await option.check();
      await page.getByRole("button", { name: "Check answer" }).click();
    }
    const feedback = page.locator("[data-quiz-feedback]");
    await feedback.waitFor();
    await expect(feedback.getAttribute("data-quiz-feedback")).resolves.toBe(index < correct ? "correct" : "incorrect");
    await expect(becomesVisible(page.getByText(question.explanation))).resolves.toBe(true);
    if (index < 9) await page.getByRole("link", { name: "Next question" }).click();
    else await page.getByRole("button", { name: "See my score" }).click();
  }
  await page.locator("[data-quiz-score]").waitFor();
}

describe("quiz", () => {
  it("plays a round of ten by keyboard, scores it right and reviews the misses", async () => {
    const { page, problems } = await openPage(getBrowser());
    await playRound(page, "electrical", 7, true);
    await expect(page.locator("[data-quiz-score]").getAttribute("data-quiz-score")).resolves.toBe("7");
    await expect(page.locator("[data-quiz-review] > li").count()).resolves.toBe(3);
    await expect(becomesVisible(page.getByRole("link", { name: "Sign in" }).last())).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("works without JavaScript too", async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await playRound(page, "mixed", 10);
    await expect(page.locator("[data-quiz-score]").getAttribute("data-quiz-score")).resolves.toBe("10");
    await page.context().close();
  });

  it("saves a signed-in user's best score per category and keeps the best", async () => {
    const { page } = await openPage(getBrowser(), {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await signUpAndVerify(page, uniqueEmail("quiz"));
    await playRound(page, "codes", 6);
    await expect(page.locator("[data-best-score]").innerText()).resolves.toContain("6/10");
    await playRound(page, "codes", 4);
    await expect(page.locator("[data-best-score]").innerText()).resolves.toContain("6/10 over 2 rounds");
    await page.goto(`${baseURL}/quiz`);
    await expect(page.locator("[data-best-scores]").innerText()).resolves.toMatch(
      /Trouble codes & diagnostics\s*6\/10/,
    );
    await page.context().close();
  });

  it("rejects a tampered round link with a 404 instead of an error", async () => {
    expect((await fetch(`${baseURL}/quiz/round?c=engine&q=q999`)).status).toBe(404);
    expect((await fetch(`${baseURL}/quiz/round?c=bogus`)).status).toBe(404);
  });
});

describe("emergency roadside tool", () => {
  it("reaches every node from the start by following links, and every path ends in an answer", async () => {
    const seen = new Set<string>();
    const queue = ["start"];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const response = await fetch(`${baseURL}/emergency-diagnostic${id === "start" ? "" : `/${id}`}`);
      expect(response.status, id).toBe(200);
      const html = await response.text();
      const next = [...html.matchAll(/href="\/emergency-diagnostic\/([a-z0-9-]+)(?:\?via=[a-z0-9.-]+)?"/g)].map(
        (match) => match[1]!,
      );
      const node = emergencyNodes.find((candidate) => candidate.id === id)!;
      if (node.kind === "answer") {
        expect(html, id).toContain("Safety first");
        expect(html, id).toContain("Can I drive it?");
        expect(html, id).toContain("Tell the tow service or mechanic");
      } else {
        expect(next.length, id).toBeGreaterThan(0);
      }
      for (const target of next) if (!seen.has(target)) queue.push(target);
    }
    expect([...seen].sort()).toEqual(emergencyNodes.map((node) => node.id).sort());
  });

  it("walks a path by tapping, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await openPage(getBrowser(), {
        javaScriptEnabled,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await page.goto(`${baseURL}/emergency-diagnostic`);
      if (javaScriptEnabled) await waitForHydration(page);
      for (let step = 0; step < 8; step += 1) {
        if (await page.locator("[data-emergency-answer]").count()) break;
        const option = page.locator("[data-emergency-options] a").first();
        const next = new URL((await option.getAttribute("href"))!, baseURL).pathname.split("/").pop()!;
        await option.tap();
        // Wait for the next question itself: with JavaScript the old one stays on screen until the new one renders.
        await page.locator(`[data-emergency-node="${next}"]`).waitFor();
      }
      await expect(page.locator("[data-emergency-answer]").count()).resolves.toBe(1);
      await expect(page.getByRole("link", { name: "Start over" }).first().isVisible()).resolves.toBe(true);
      await page.context().close();
    }
  });
});

describe("emergency roadside tool, two routes to one step", () => {
  it("keeps the answers the visitor gave in the trail, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await openPage(getBrowser(), { javaScriptEnabled });
      await page.goto(`${baseURL}/emergency-diagnostic`);
      if (javaScriptEnabled) await waitForHydration(page);
      const stall = page.locator('[data-emergency-options] a[href^="/emergency-diagnostic/stall-power?"]');
      const stallTitle = emergencyNodes.find((node) => node.id === "stall-power")!.title;
      await stall.click();
      await page.locator('[data-emergency-node="stall-power"]').waitFor();
      await page.locator('[data-emergency-options] a[href^="/emergency-diagnostic/cel-flashing?"]').click();
      await page.locator('[data-emergency-node="cel-flashing"]').waitFor();
      const trail = page.getByRole("navigation", { name: "Your answers so far" });
      await expect(trail.innerText()).resolves.toContain(stallTitle);
      await expect(trail.getByRole("link", { name: stallTitle }).getAttribute("href")).resolves.toBe(
        "/emergency-diagnostic/stall-power?via=start",
      );
      await page.context().close();
    }
  });
});

describe("glossary", () => {
  it("filters instantly with JavaScript and as a GET form without it, and every term has an anchor", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/glossary`);
    await waitForHydration(page);
    const total = Number(await page.locator("[data-glossary-count]").getAttribute("data-glossary-count"));
    expect(total).toBeGreaterThanOrEqual(300);
    await page.getByLabel("Find a term").fill("fuel trim");
    await expect
      .poll(async () => Number(await page.locator("[data-glossary-count]").getAttribute("data-glossary-count")))
      .toBeLessThan(total);
    // Every term left showing mentions what was typed, and the count says how many there are.
    const shownTerms = page.locator("[data-term]:not([hidden])");
    const shownCount = Number(await page.locator("[data-glossary-count]").getAttribute("data-glossary-count"));
    await expect(shownTerms.count()).resolves.toBe(shownCount);
    expect(shownCount).toBeGreaterThan(0);
    for (const text of await shownTerms.allInnerTexts()) expect(text.toLowerCase()).toContain("fuel trim");
    await page.context().close();

    const { page: noJs } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await noJs.goto(`${baseURL}/glossary`);
    await noJs.getByLabel("Find a term").fill("catalytic");
    await noJs.getByRole("button", { name: "Filter" }).click();
    await noJs.waitForURL(/q=catalytic/);
    const filtered = Number(await noJs.locator("[data-glossary-count]").getAttribute("data-glossary-count"));
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    await noJs.context().close();
  });

  it("sends the index once, as HTML, and lands a /glossary#term link on its row", async () => {
    const html = await (await fetch(`${baseURL}/glossary`)).text();
    // A static island: the row is in the HTML and not repeated in the loader data.
    expect(html.split('href="/glossary/maf-sensor"').length - 1).toBe(1);
    expect(html).not.toContain("glossary/maf-sensor\\");

    const { page, problems } = await openPage(getBrowser(), { viewport: { width: 390, height: 800 } });
    await page.goto(`${baseURL}/glossary#maf-sensor`);
    await waitForHydration(page);
    await expect
      .poll(() =>
        page.locator("#maf-sensor").evaluate((row) => {
          const { top } = row.getBoundingClientRect();
          return top >= 0 && top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("lists each letter's terms with their definitions, reached from the index without reloading", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/glossary`);
    await waitForHydration(page);
    // Survives client-side navigation only: the island's plain links go through the router.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page
      .locator('section[data-letter="C"]')
      .getByRole("link", { name: /^All \d+ C terms with their definitions$/ })
      .click();
    await page.waitForURL(`${baseURL}/glossary/letter/c`);
    await page.getByRole("heading", { level: 1, name: "Glossary: C" }).waitFor();
    const entries = page.locator("#glossary-letter [data-term]");
    await expect(entries.count()).resolves.toBeGreaterThan(20);
    for (const definition of await entries.locator("dd").allInnerTexts()) expect(definition.length).toBeGreaterThan(40);
    const term = entries.first().locator("dt a");
    const href = await term.getAttribute("href");
    await term.click();
    await page.waitForURL(`${baseURL}${href}`);
    await page.getByRole("link", { name: "All terms" }).waitFor();
    await expect(page.evaluate(() => "stayedOnPage" in window)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();

    // Without JavaScript the same pages are plain documents; a letter with no terms does not exist.
    const digits = await fetch(`${baseURL}/glossary/letter/0-9`);
    expect(digits.status).toBe(200);
    await expect(digits.text()).resolves.toContain('id="four-wheel-drive"');
    for (const missing of ["/glossary/letter/zz", "/glossary/letter/C", "/glossary/letter/%20"]) {
      expect((await fetch(`${baseURL}${missing}`)).status, missing).toBe(404);
    }
  });

  it("is linked from the terms on problem pages, and each link lands on an entry", async () => {
    const html = await (await fetch(`${baseURL}/diagnostics/obd`)).text();
    const problem = /href="(\/diagnostics\/obd\/[a-z0-9-]+)"/.exec(html)![1]!;
    const page = await (await fetch(`${baseURL}${problem}`)).text();
    const anchors = [...page.matchAll(/href="\/glossary#([a-z0-9-]+)"/g)].map((match) => match[1]!);
    expect(anchors.length).toBeGreaterThan(0);
    const glossary = await (await fetch(`${baseURL}/glossary`)).text();
    for (const anchor of anchors) expect(glossary, anchor).toContain(`id="${anchor}"`);

    // Followed in the browser, from the problem page's island, the link lands on its row.
    const { page: browserPage, problems } = await openPage(getBrowser(), { viewport: { width: 390, height: 800 } });
    await browserPage.goto(`${baseURL}${problem}`);
    await waitForHydration(browserPage);
    await browserPage.locator(`a[href="/glossary#${anchors[0]}"]`).click();
    await browserPage.waitForURL(`${baseURL}/glossary#${anchors[0]}`);
    await expect
      .poll(() =>
        browserPage.locator(`[id="${anchors[0]}"]`).evaluate((row) => {
          const { top } = row.getBoundingClientRect();
          return top >= 0 && top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await browserPage.context().close();
  });
});

describe("dangerous problems", () => {
  it("lists at least 25 problems, and every link on the page resolves", async () => {
    const html = await (await fetch(`${baseURL}/dangerous-problems`)).text();
    expect(html.match(/data-dangerous=/g)?.length ?? 0).toBeGreaterThanOrEqual(25);
    const links = [...new Set([...html.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1]!))].filter(
      (href) => !href.startsWith("/assets/"),
    );
    expect(links.length).toBeGreaterThan(25);
    for (const href of links) {
      const response = await fetch(`${baseURL}${href}`, { redirect: "manual" });
      expect([200, 302], href).toContain(response.status);
    }
  });
});
