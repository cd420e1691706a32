import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  accountMenu,
  STRONG_PASSWORD,
  signInLink,
  signInWithPassword,
  signUpAndVerify,
  submitSignUp,
} from "./support/accounts";
import { becomesVisible, openPage, randomClientIp, sharedBrowser, waitForHydration } from "./support/browser";
import { mailFor, uniqueEmail, waitForMail } from "./support/mail";
import { FAILING_RECIPIENT_MARKER } from "./support/smtp";

const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const formMessage = (page: Page) => page.locator("[data-form-message]").first();

async function signedInEmail(page: Page) {
  await page.goto(`${baseURL}/`);
  return page
    .locator("#welcome-heading")
    .textContent()
    .catch(() => null);
}

describe("sign up and verification", () => {
  it("creates an account, emails a verification link that signs the visitor in", async () => {
    const { page, problems } = await openPage(getBrowser());
    const email = uniqueEmail("signup");
    await submitSignUp(page, email, STRONG_PASSWORD, "Sam Ortiz");
    await expect.poll(() => formMessage(page).innerText()).toContain("Check your email to verify your account!");

    const mail = await waitForMail(email, { subject: /Verify your email/ });
    expect(mail.text).toContain("Car Mechanic AI");
    expect(mail.html).toContain("Car Mechanic AI");
    const link = mail.links.find((href) => href.startsWith(`${baseURL}/api/auth/verify-email?token=`));
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Your email is verified");
    await expect(becomesVisible(accountMenu(page))).resolves.toBe(true);
    expect(await signedInEmail(page)).toBe(`Welcome back, ${email}!`);
    await expect(becomesVisible(page.getByText("You have full access to all diagnostic tools."))).resolves.toBe(true);
    // The sign-up prompts are gone for a signed-in visitor.
    await expect(page.getByText("Unlock Professional Diagnostic Tools").count()).resolves.toBe(0);
    await expect(page.getByText("Why Create an Account?").count()).resolves.toBe(0);

    // The session cookie is HttpOnly and SameSite=Lax.
    const cookie = (await page.context().cookies()).find((entry) => entry.name.includes("session_token"));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // A verification link works once.
    await page.context().clearCookies();
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("This link didn't work");
    expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    await page.context().close();
  });

  it("refuses a password sign-in before verification, says why and sends a new link", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail("unverified");
    await submitSignUp(page, email);
    await waitForMail(email, { subject: /Verify your email/ });
    await signInWithPassword(page, email);
    const message = await formMessage(page).innerText();
    expect(message).toContain("Verify your email address first.");
    expect(message).toContain(`We've sent a new verification link to ${email}`);
    await waitForMail(email, { subject: /Verify your email/, count: 2 });
    await page.context().close();
  });

  it("refuses weak passwords with the reasons, and shows a strength meter while typing", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/auth?mode=signup`);
    await waitForHydration(page);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("password1");
    await page.locator("[data-password-strength]").waitFor();
    await expect(page.locator("[data-password-strength]").innerText()).resolves.toMatch(/Strength: (Very weak|Weak)/);
    await password.fill("torque wrench lunar pickle 88");
    await page.locator('[data-password-strength="4"], [data-password-strength="3"]').waitFor();

    await page.context().close();

    // The server checks too, and says why, with or without JavaScript.
    const { page: noJs } = await openPage(getBrowser(), { javaScriptEnabled: false });
    const email = uniqueEmail("weak");
    await submitSignUp(noJs, email, "password1");
    await expect(formMessage(noJs).innerText()).resolves.toContain("Choose a stronger password.");
    await expect(noJs.getByText("This password is very weak.").isVisible()).resolves.toBe(true);
    await expect(noJs.locator("[data-password-reasons]").innerText()).resolves.toMatch(/common|guess/i);
    expect(await mailFor(email)).toEqual([]);
    await noJs.context().close();
  });

  it("shows the server's message beside the field and keeps what was typed, never the password, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await openPage(getBrowser(), { javaScriptEnabled });
      await page.goto(`${baseURL}/auth?mode=signup`);
      if (javaScriptEnabled) await waitForHydration(page);
      // A browser accepts an address without a dot in its domain; the server does not.
      await page.getByLabel("Name").fill("Sam Ortiz");
      await page.getByLabel("Email").fill("sam@localhost");
      await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect.poll(() => formMessage(page).innerText()).toContain("Check the highlighted fields.");
      const email = page.getByLabel("Email");
      await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(becomesVisible(page.getByText("Enter a valid email address, like name@example.com."))).resolves.toBe(
        true,
      );
      await expect(email.inputValue()).resolves.toBe("sam@localhost");
      await expect(page.getByLabel("Name").inputValue()).resolves.toBe("Sam Ortiz");
      await expect(page.content()).resolves.not.toContain(STRONG_PASSWORD);
      if (javaScriptEnabled) {
        await expect(email.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      }
      await page.context().close();
    }
  });

  it("answers a sign-up for a taken address exactly like a new one, and tells the owner by email", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail("taken");
    await signUpAndVerify(page, email);
    const { page: stranger } = await openPage(getBrowser());
    await submitSignUp(stranger, email, "a different passphrase 77 wheel");
    await expect(formMessage(stranger).innerText()).resolves.toContain("Check your email to verify your account!");
    await waitForMail(email, { subject: /Someone tried to sign up/ });
    await page.context().close();
    await stranger.context().close();
  });

  it("answers a sign-up whose email the mail server refuses like any other: the email waits in the queue", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail(FAILING_RECIPIENT_MARKER);
    await submitSignUp(page, email);
    // The page never waits on the mail server: the verification email is queued and retried.
    await expect.poll(() => formMessage(page).innerText()).toContain("Check your email to verify your account!");
    await page.context().close();
  });
});

describe("sign in and out", () => {
  it("signs in with a password, returns to the page the visitor came from, and signs out from the account menu", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail("password");
    await signUpAndVerify(page, email);
    await page.context().clearCookies();

    await page.goto(`${baseURL}/account`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/auth?redirectTo=%2Faccount");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${baseURL}/account`);
    await page.locator("[data-flash]", { hasText: `Signed in as ${email}` }).waitFor();

    await waitForHydration(page);
    await page.getByRole("banner").locator("summary", { hasText: "Account" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.locator("[data-flash]", { hasText: "You're signed out." }).waitFor();
    await expect(becomesVisible(signInLink(page))).resolves.toBe(true);
    await expect(becomesVisible(page.getByText("Unlock Professional Diagnostic Tools"))).resolves.toBe(true);
    await page.context().close();
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail("wrong");
    await signUpAndVerify(page, email);
    await page.context().clearCookies();
    await signInWithPassword(page, email, "not the right passphrase 1");
    const wrongPassword = await formMessage(page).innerText();
    await signInWithPassword(page, uniqueEmail("nobody"), "not the right passphrase 1");
    const unknownEmail = await formMessage(page).innerText();
    expect(wrongPassword).toContain("That email and password don't match an account.");
    expect(unknownEmail).toBe(wrongPassword);
    await page.context().close();
  });

  it("works without JavaScript", async () => {
    const email = uniqueEmail("nojs");
    const { page: withJs } = await openPage(getBrowser());
    await signUpAndVerify(withJs, email);
    await withJs.context().close();

    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await signInWithPassword(page, email);
    await page.waitForURL(`${baseURL}/`);
    await expect(page.locator("#welcome-heading").innerText()).resolves.toBe(`Welcome back, ${email}!`);
    // Sign out is a form too; without JavaScript the header's mobile menu is not needed at this width.
    await page.getByRole("banner").locator("summary", { hasText: "Account" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await page.locator("[data-flash]", { hasText: "You're signed out." }).waitFor();
    await page.context().close();
  });
});

describe("magic link", () => {
  it("emails a one-time link that signs in, and answers the same for an unknown address", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail("magic");
    await signUpAndVerify(page, email);
    await page.context().clearCookies();

    await page.goto(`${baseURL}/auth?redirectTo=%2Ffaq`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    const known = await formMessage(page).innerText();
    expect(known).toContain("Check your email for the login link!");

    const mail = await waitForMail(email, { subject: /sign-in link/ });
    expect(mail.text).toContain("expires in 15 minutes");
    const link = mail.links.find((href) => href.includes("/api/auth/magic-link/verify"))!;
    await page.goto(link);
    await page.waitForURL(`${baseURL}/faq`);
    await expect(becomesVisible(accountMenu(page))).resolves.toBe(true);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect.poll(() => formMessage(page).innerText()).toContain("expired or was already used");

    const stranger = uniqueEmail("magic-unknown");
    await page.goto(`${baseURL}/auth`);
    await page.getByLabel("Email").fill(stranger);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    const unknown = await formMessage(page).innerText();
    expect(unknown.replace(stranger, "X")).toBe(known.replace(email, "X"));
    await waitForMail(stranger, { subject: /Sign-in request/ });
    await page.context().close();
  });
});

describe("password reset", () => {
  it("emails a reset link; the new password works, the old does not, and other sessions end", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail("reset");
    await signUpAndVerify(page, email);
    // This browser stays signed in: the reset must sign it out.
    const { page: other } = await openPage(getBrowser());
    await signInWithPassword(other, email);
    await other.waitForURL(`${baseURL}/`);

    // Forgotten passwords are asked for while signed out.
    await page.context().clearCookies();
    await page.goto(`${baseURL}/auth?mode=forgot`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    const known = await formMessage(page).innerText();
    expect(known).toContain("Check your email for a reset link.");

    const unknownEmail = uniqueEmail("reset-unknown");
    await page.goto(`${baseURL}/auth?mode=forgot`);
    await page.getByLabel("Email").fill(unknownEmail);
    await page.getByRole("button", { name: "Send reset link" }).click();
    expect((await formMessage(page).innerText()).replace(unknownEmail, "X")).toBe(known.replace(email, "X"));

    const mail = await waitForMail(email, { subject: /Reset your/ });
    const link = mail.links.find((href) => href.includes("/api/auth/reset-password/"))!;
    await page.goto(link);
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    const newPassword = "fresh coolant hose 19 purple";
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL(`${baseURL}/auth`);
    await page.locator("[data-flash]", { hasText: "Your password has been changed." }).waitFor();

    await other.reload();
    await expect(becomesVisible(signInLink(other))).resolves.toBe(true);

    await signInWithPassword(page, email, STRONG_PASSWORD);
    await expect.poll(() => formMessage(page).innerText()).toContain("don't match an account");
    await signInWithPassword(page, email, newPassword);
    await page.waitForURL(`${baseURL}/`);
    await page.context().close();
    await other.context().close();
  });
});

describe("malformed posts", () => {
  it("answer with a 4xx, never a 500 (415 for a body that is not a form)", async () => {
    const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${baseURL}${path}`, {
        method: "POST",
        headers: { Origin: baseURL, "X-Forwarded-For": randomClientIp(), ...headers },
        body,
      }).then((response) => `${path} ${response.status}`);
    const twoEmails = new URLSearchParams([
      ["intent", "password"],
      ["email", "a@example.test"],
      ["email", "b@example.test"],
      ["password", "x"],
    ]);
    const withFile = new FormData();
    withFile.append("intent", "sign-up");
    withFile.append("email", new File(["x"], "email.txt"));
    withFile.append("password", "brake caliper sunrise 42 tomato");
    const results = await Promise.all([
      post("/auth", "{oops", { "Content-Type": "application/json" }),
      post("/auth", twoEmails),
      post("/auth", withFile),
      post("/auth", new URLSearchParams({ intent: "magic-link", __intent__: "{", email: "" })),
      post("/auth/reset-password", "{oops", { "Content-Type": "application/json" }),
      post("/auth/reset-password", new URLSearchParams({ token: "t", password: "short" })),
    ]);
    expect(results).toEqual([
      "/auth 415",
      "/auth 400",
      "/auth 400",
      "/auth 400",
      "/auth/reset-password 415",
      "/auth/reset-password 400",
    ]);
  });
});

describe("rate limits", () => {
  it("stops an address after repeated wrong passwords for one account, and the owner still signs in from another", async () => {
    const { page } = await openPage(getBrowser());
    const email = uniqueEmail("limited");
    await signUpAndVerify(page, email);
    await page.context().close();

    const signIn = (ip: string, password: string) =>
      fetch(`${baseURL}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip, Origin: baseURL },
        body: new URLSearchParams({ intent: "password", email, password }),
      });
    const attacker = randomClientIp();
    let last = "";
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const response = await signIn(attacker, "guess number one 1");
      last = `${response.status} ${await response.text()}`;
    }
    expect(last).toMatch(/^429 /);
    expect(last).toContain("Too many attempts, try again in 15 minutes.");
    // Still refused there, even with the right password.
    expect((await signIn(attacker, STRONG_PASSWORD)).status).toBe(429);

    // The owner, from an address that has not failed, is not locked out.
    const owner = await signIn(randomClientIp(), STRONG_PASSWORD);
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/");
  });

  it("stops repeated attempts from one client address, and shows why on the page", async () => {
    const ip = randomClientIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await fetch(`${baseURL}/auth`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip, Origin: baseURL },
        body: new URLSearchParams({ intent: "magic-link", email: uniqueEmail("flood") }),
      });
      expect(response.status).toBe(200);
    }
    const { page } = await openPage(getBrowser(), { extraHTTPHeaders: { "X-Forwarded-For": ip } });
    await page.goto(`${baseURL}/auth`);
    await page.getByLabel("Email").fill(uniqueEmail("flood"));
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect.poll(() => formMessage(page).innerText()).toContain("Too many attempts, try again in 15 minutes.");
    await page.context().close();
  });
});
