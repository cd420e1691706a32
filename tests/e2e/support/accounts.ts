import type { Page } from "playwright-core";
import { inject } from "vitest";
import { waitForMail } from "./mail";

export const STRONG_PASSWORD = "brake caliper sunrise 42 tomato";

/** Fills and submits the sign-up form. */
export async function submitSignUp(page: Page, email: string, password = STRONG_PASSWORD, name = "") {
  const baseURL = inject("baseURL");
  await page.goto(`${baseURL}/auth?mode=signup`);
  if (name) await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Signs up, opens the verification email's link, and ends signed in. */
export async function signUpAndVerify(page: Page, email: string, password = STRONG_PASSWORD) {
  await submitSignUp(page, email, password);
  await page.getByText("Check your email to verify your account!").waitFor();
  const mail = await waitForMail(email, { subject: /Verify your email/ });
  const link = mail.links.find((href) => href.includes("/api/auth/verify-email"))!;
  await page.goto(link);
  await page.getByRole("heading", { name: "Your email is verified" }).waitFor();
}

/** Signs in with the password form. */
export async function signInWithPassword(page: Page, email: string, password = STRONG_PASSWORD) {
  const baseURL = inject("baseURL");
  await page.goto(`${baseURL}/auth`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The header's account menu button, present only while signed in. */
export function accountMenu(page: Page) {
  return page.getByRole("banner").locator("summary", { hasText: "Account" });
}

/** The header's Sign in link, present only while signed out. */
export function signInLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: "Sign in" });
}
