import AxeBuilder from "@axe-core/playwright";
import type { Cookie, Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signUpAndVerify } from "./support/accounts";
import { becomesVisible, openPage, randomClientIp, sharedBrowser, waitForHydration } from "./support/browser";
import { mailFor, uniqueEmail, waitForMail } from "./support/mail";
import { FEEDBACK_ADMIN as ADMIN, FEEDBACK_INBOX as INBOX } from "./support/server-env";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

async function fillForm(
  page: Page,
  { name, email, type, message }: { name: string; email: string; type?: string; message: string },
) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  if (type) await page.getByLabel("Feedback type").selectOption({ label: type });
  await page.getByLabel("Message").fill(message);
}

let adminSession: Promise<Cookie[]> | undefined;
/** The feedback administrator's session cookies: signed up once for this file, on first use. */
function adminCookies() {
  adminSession ??= (async () => {
    const { page } = await openPage(getBrowser());
    await signUpAndVerify(page, ADMIN);
    const cookies = await page.context().cookies();
    await page.context().close();
    return cookies;
  })();
  return adminSession;
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]", { hasText: title });

/** The page's fetcher posts the form to its own route's data URL. */
const isFormPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/feedback.data";

function postJson(body: Record<string, string>, ip = randomClientIp()) {
  return fetch(`${baseURL}/api/feedback`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL, "X-Forwarded-For": ip },
    body: JSON.stringify(body),
  });
}

describe("feedback page", () => {
  it("has the breadcrumb, the form with its four types, and the side cards", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/feedback`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.innerText()).resolves.toMatch(/Home\s*Feedback & Ideas/);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Feedback & Ideas");
    await expect(page.getByLabel("Email").getAttribute("type")).resolves.toBe("email");
    // SPEC §5: name, email and message are required; the type always has a value (General Feedback by default).
    for (const label of ["Name", "Email", "Message"]) {
      await expect(page.getByLabel(label).getAttribute("required"), label).resolves.toBe("");
    }
    await expect(page.getByLabel("Message").getAttribute("rows")).resolves.toBe("6");
    await expect(page.getByLabel("Feedback type").inputValue()).resolves.toBe("general");
    await expect(page.getByLabel("Feedback type").locator("option").allInnerTexts()).resolves.toEqual([
      "General Feedback",
      "Feature Request",
      "Bug Report",
      "Improvement Suggestion",
    ]);
    const lookingFor = page.getByRole("complementary").getByRole("region", { name: "What We're Looking For" });
    await expect(lookingFor.locator("li strong").allInnerTexts()).resolves.toEqual([
      "Feature requests.",
      "Bug reports.",
      "General feedback.",
    ]);
    await expect(becomesVisible(page.getByRole("heading", { name: "Your Voice Matters" }))).resolves.toBe(true);
    await page.context().close();
  });

  it("says Missing Information for a blank field and sends nothing", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/feedback`);
    await waitForHydration(page);
    const email = uniqueEmail("missing");
    // Spaces pass the browser's own check; the page trims them and refuses.
    await fillForm(page, { name: "   ", email, message: "The brake page is missing rotor minimum thickness." });
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await toast(page, "Missing Information").waitFor();
    await expect(toast(page, "Missing Information").innerText()).resolves.toContain(
      "Please fill in all required fields.",
    );
    expect(posted).toBe(false);
    // The blank field has the focus, to be filled in.
    await expect(page.getByLabel("Name").evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expect(page.getByLabel("Message").inputValue()).resolves.toBe(
      "The brake page is missing rotor minimum thickness.",
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows Sending..., then Feedback Sent!, clears the form without reloading the page, and both emails arrive", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/feedback`);
    await waitForHydration(page);
    // Gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const email = uniqueEmail("sender");
    const message = `Idle relearn steps for the 2015 F-150 5.0 are missing (${email}).`;
    await fillForm(page, { name: "Alex Kim", email, type: "Feature Request", message });

    // Hold the request until the sending state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/feedback.data",
      async (route) => {
        if (isFormPost(route.request())) await held;
        await route.continue();
      },
    );
    await page.getByRole("button", { name: "Send Feedback" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    await expect(sending.isDisabled()).resolves.toBe(true);
    release();

    await toast(page, "Feedback Sent!").waitFor();
    await expect(toast(page, "Feedback Sent!").innerText()).resolves.toContain(
      "Thank you for your feedback! We've received your message and sent you a confirmation email.",
    );
    for (const label of ["Name", "Email", "Message"])
      await expect(page.getByLabel(label).inputValue(), label).resolves.toBe("");
    await expect(page.getByLabel("Feedback type").inputValue()).resolves.toBe("general");
    await expect(page.getByRole("button", { name: "Send Feedback" }).isEnabled()).resolves.toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    const confirmation = await waitForMail(email, { subject: /We received your feedback: Feature Request/ });
    expect(confirmation.text).toContain("Idle relearn steps");
    const notification = await waitForMail(INBOX, { subject: /New feature request from Alex Kim/ }).then(async () =>
      (await mailFor(INBOX)).find((mail) => mail.text?.includes(email)),
    );
    expect(notification?.text).toContain(message);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("keeps every value and says Submission Error when sending fails", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/feedback`);
    await waitForHydration(page);
    const email = uniqueEmail("offline");
    await fillForm(page, {
      name: "Jo",
      email,
      type: "Bug Report",
      message: "The quiz banner link on mobile does nothing.",
    });
    await page.route(
      (url) => url.pathname === "/feedback.data",
      (route) => (isFormPost(route.request()) ? route.abort("internetdisconnected") : route.continue()),
    );
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await toast(page, "Submission Error").waitFor();
    await expect(toast(page, "Submission Error").innerText()).resolves.toContain(
      "There was an error submitting your feedback. Please try again.",
    );
    await expect(page.getByLabel("Name").inputValue()).resolves.toBe("Jo");
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(email);
    await expect(page.getByLabel("Feedback type").inputValue()).resolves.toBe("bug");
    await expect(page.getByLabel("Message").inputValue()).resolves.toBe("The quiz banner link on mobile does nothing.");
    // The page is still the form, ready to try again.
    await expect(page.getByRole("button", { name: "Send Feedback" }).isEnabled()).resolves.toBe(true);
    await page.context().close();
  });

  it("toasts the server's own error text when it refuses a submission", async () => {
    const ip = randomClientIp();
    for (let index = 0; index < 5; index += 1) {
      const response = await postJson(
        { name: "Busy", email: uniqueEmail("busy"), feedbackType: "general", message: `Submission ${index} first.` },
        ip,
      );
      expect(response.status).toBe(200);
    }
    const { page } = await openPage(getBrowser(), { extraHTTPHeaders: { "X-Forwarded-For": ip } });
    await page.goto(`${baseURL}/feedback`);
    await waitForHydration(page);
    await fillForm(page, { name: "Busy", email: uniqueEmail("busy"), message: "One message over the limit." });
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await toast(page, "Submission Error").waitFor();
    await expect(toast(page, "Submission Error").innerText()).resolves.toContain(
      "Too many attempts, try again in 10 minutes.",
    );
    await expect(page.getByLabel("Message").inputValue()).resolves.toBe("One message over the limit.");
    await page.context().close();
  });

  it("shows the server's messages beside the fields, keeps the values, and moves the focus to the first one", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/feedback`);
    await waitForHydration(page);
    await page.getByLabel("Message").evaluate((textarea) => textarea.removeAttribute("maxlength"));
    const long = "x".repeat(5001);
    await fillForm(page, { name: "Lee", email: "lee@example", message: long });
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await toast(page, "Submission Error").waitFor();
    await expect(toast(page, "Submission Error").innerText()).resolves.toContain(
      "Please correct the highlighted fields.",
    );
    await expect(becomesVisible(page.getByText("Messages are at most 5,000 characters."))).resolves.toBe(true);
    await expect(becomesVisible(page.getByText("Enter a valid email address, like name@example.com."))).resolves.toBe(
      true,
    );
    await expect(page.getByLabel("Message").inputValue()).resolves.toBe(long);
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe("lee@example");
    // Each message is tied to its field, and the first field in error has the focus.
    const emailField = page.getByLabel("Email");
    await expect(emailField.getAttribute("aria-invalid")).resolves.toBe("true");
    const describedBy = (await emailField.getAttribute("aria-describedby"))!.split(" ");
    const descriptions = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).innerText()));
    expect(descriptions).toContain("Enter a valid email address, like name@example.com.");
    await expect(emailField.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expect(page.getByLabel("Name").getAttribute("aria-invalid")).resolves.toBeNull();
    // The form with its messages showing is as accessible as the empty one.
    const results = await new AxeBuilder({ page }).include("form").analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });

  it("takes the limits on its inputs from the form's rules", async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/feedback`);
    const attributes = (label: string) =>
      page.getByLabel(label).evaluate((element) => ({
        required: element.hasAttribute("required"),
        minLength: element.getAttribute("minlength"),
        maxLength: element.getAttribute("maxlength"),
      }));
    await expect(attributes("Name")).resolves.toEqual({ required: true, minLength: "1", maxLength: "100" });
    await expect(attributes("Email")).resolves.toEqual({ required: true, minLength: "1", maxLength: "254" });
    await expect(attributes("Message")).resolves.toEqual({ required: true, minLength: "10", maxLength: "5000" });
    await expect(page.getByText("10 to 5,000 characters.").count()).resolves.toBe(1);
    await page.context().close();
  });

  it("works without JavaScript: plain POST, server-rendered messages", async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/feedback`);
    const email = uniqueEmail("nojs");
    await fillForm(page, { name: "   ", email, message: "A whitespace-only name must be refused." });
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect.poll(() => page.locator("[data-form-message]").innerText()).toContain("Missing Information");
    await expect(page.getByLabel("Message").inputValue()).resolves.toBe("A whitespace-only name must be refused.");
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(email);
    await expect(page.getByLabel("Name").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(becomesVisible(page.getByText("Enter your name."))).resolves.toBe(true);

    await fillForm(page, {
      name: "Robin",
      email,
      message: "Timing chain stretch codes page works well without scripts.",
    });
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect.poll(() => page.locator("[data-form-message]").innerText()).toContain("Feedback Sent!");
    await expect(page.getByLabel("Name").inputValue()).resolves.toBe("");
    await waitForMail(email, { subject: /We received your feedback/ });
    await page.context().close();
  });

  it("accepts a honeypot submission silently, storing and sending nothing", async () => {
    const bot = uniqueEmail("bot");
    const person = uniqueEmail("person");
    const response = await postJson({
      name: "Bot",
      email: bot,
      feedbackType: "general",
      message: "Buy cheap parts now!!!",
      website: "https://spam.example",
    });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ success: true, id: "received" });
    // The same message without the trap field, sent after it, as the control.
    expect(
      (await postJson({ name: "Pat", email: person, feedbackType: "general", message: "Buy cheap parts now!!!" }))
        .status,
    ).toBe(200);

    // A submission's emails are queued in the transaction that stores it, before the
    // response is sent: the inbox holding the control and not the bot proves nothing was
    // stored, hence nothing queued, with no waiting for mail that should not come.
    const { page } = await openPage(getBrowser());
    await page.context().addCookies(await adminCookies());
    await page.goto(`${baseURL}/admin/feedback`);
    await expect(page.locator("[data-feedback-id]", { hasText: person }).count()).resolves.toBe(1);
    await expect(page.locator("[data-feedback-id]", { hasText: bot }).count()).resolves.toBe(0);
    await page.context().close();
    // Nor did any email go out: the outbox sends oldest first, so by the time the control's
    // confirmation has arrived, one queued earlier for the bot would have arrived too.
    await waitForMail(person, { subject: /We received your feedback/ });
    expect(await mailFor(bot)).toEqual([]);
  });

  it("rate-limits one client to 5 messages in 10 minutes, with a clear message", async () => {
    const ip = randomClientIp();
    for (let index = 0; index < 5; index += 1) {
      const response = await postJson(
        {
          name: "Flood",
          email: uniqueEmail("flood"),
          feedbackType: "general",
          message: `Message number ${index} from one client.`,
        },
        ip,
      );
      expect(response.status).toBe(200);
    }
    const blocked = await postJson(
      { name: "Flood", email: uniqueEmail("flood"), feedbackType: "general", message: "One message too many." },
      ip,
    );
    expect(blocked.status).toBe(429);
    await expect(blocked.json()).resolves.toEqual({
      success: false,
      error: "Too many attempts, try again in 10 minutes.",
    });
  });

  it("rejects cross-site and malformed calls with clear errors, never a 500", async () => {
    const crossSite = await fetch(`${baseURL}/api/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    const notJson = await fetch(`${baseURL}/api/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseURL },
      body: "{oops",
    });
    expect(notJson.status).toBe(400);
    await expect(notJson.json()).resolves.toEqual({ success: false, error: "The request body must be JSON." });
    const badType = await postJson({
      name: "A",
      email: "a@example.test",
      feedbackType: "praise",
      message: "A message long enough.",
    });
    expect(badType.status).toBe(400);
    await expect(badType.json()).resolves.toMatchObject({
      fieldErrors: { feedbackType: "Choose one of the four feedback types." },
    });
  });

  it("answers malformed posts to the page's own action with a 4xx, never a 500 (415 for JSON)", async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${baseURL}/feedback`, {
        method: "POST",
        headers: { Origin: baseURL, "X-Forwarded-For": randomClientIp(), ...headers },
        body,
      });
    const multipart = new FormData();
    multipart.append("name", new File(["x"], "name.txt"));
    multipart.append("email", "a@example.test");
    multipart.append("email", "b@example.test");
    multipart.append("feedbackType", "general");
    multipart.append("message", "A message long enough.");
    const responses = await Promise.all([
      post("{not a form", { "Content-Type": "application/json" }),
      post(new URLSearchParams({ __intent__: "{", __state__: "]", name: "A", email: "a@example.test" })),
      post(multipart),
      post("--x\r\nContent-Disposition: form-data; name=", { "Content-Type": "multipart/form-data; boundary=x" }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([415, 400, 400, 400]);
  });

  it("prefills name and email for a signed-in user", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail("prefill");
    await signUpAndVerify(page, email);
    await page.goto(`${baseURL}/feedback`);
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(email);
    await page.context().close();
  });
});

describe("feedback inbox", () => {
  it("is a 404 for visitors and for signed-in users who are not admins", async () => {
    expect((await fetch(`${baseURL}/admin/feedback`)).status).toBe(404);
    const { page } = await openPage(getBrowser());
    await signUpAndVerify(page, uniqueEmail("not-admin"));
    const response = await page.goto(`${baseURL}/admin/feedback`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("We couldn't find that page");
    await page.context().close();
  });

  it("lists messages newest first for an admin, filters them, marks them, and shows <script> as text", async () => {
    const marker = uniqueEmail("xss");
    const hostile = `<script>window.__pwned = true</script><b>bold?</b> from ${marker}`;
    expect(
      (await postJson({ name: "Mallory", email: marker, feedbackType: "improvement", message: hostile })).status,
    ).toBe(200);

    const { page } = await openPage(getBrowser());
    await page.context().addCookies(await adminCookies());
    await page.goto(`${baseURL}/admin/feedback`);
    const item = page.locator("[data-feedback-id]", { hasText: marker });
    await expect(item.locator("[data-feedback-message]").innerText()).resolves.toBe(hostile);
    await expect(item.locator("b").count()).resolves.toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();

    // Newest first.
    const dates = await page
      .locator("[data-feedback-id] time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);

    // Filter by type, then mark read and archive.
    await page.getByLabel("Type").selectOption("improvement");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/type=improvement/);
    // The URL changes a moment before the filtered list renders, so poll.
    await expect.poll(() => page.locator("[data-feedback-id] span", { hasText: "Feature Request" }).count()).toBe(0);
    await expect(page.locator("[data-feedback-id]").evaluateAll((items) => items.length)).resolves.toBeGreaterThan(0);
    await item.getByRole("button", { name: /Mark read/ }).click();
    await expect(becomesVisible(item.locator('[data-status="read"]'))).resolves.toBe(true);
    await item.getByRole("button", { name: /Archive/ }).click();
    await expect(becomesVisible(item.locator('[data-status="archived"]'))).resolves.toBe(true);
    await page.getByLabel("Status").selectOption("new");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/status=new/);
    await expect.poll(() => page.locator("[data-feedback-id]", { hasText: marker }).count()).toBe(0);
    await page.context().close();
  });
});
