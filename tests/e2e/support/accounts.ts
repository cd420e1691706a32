import type { Browser, Cookie, Page } from "playwright-core";
import { inject } from "vitest";
import { randomClientIp, STATE_TIMEOUT_MS } from "./browser";
import { uniqueEmail, waitForMail } from "./mail";
import { PAGE_CHECKS_ADMIN } from "./server-env";

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

/**
 * Session cookies for the page-level checks of a page type that needs one: a
 * fresh verified account, or the checks' administrator (PAGE_CHECKS_ADMIN,
 * which can be signed up once per server, so call this once per spec file).
 */
export async function sessionCookies(browser: Browser, session: "user" | "admin"): Promise<Cookie[]> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() } });
  context.setDefaultTimeout(STATE_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STATE_TIMEOUT_MS);
  const page = await context.newPage();
  await signUpAndVerify(page, session === "admin" ? PAGE_CHECKS_ADMIN : uniqueEmail("pages"));
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/**
 * A signed-out visitor's garage cookie with two vehicles (a 2013 F-150 3.5 chosen, a
 * 2016 Altima), made by posting the garage's own form as a page of the site would.
 */
export async function garageCookies(): Promise<Cookie[]> {
  const baseURL = inject("baseURL");
  let cookie = "";
  for (const vehicle of [
    { year: "2016", make: "nissan", model: "altima", engine: "", nickname: "Commuter" },
    { year: "2013", make: "ford", model: "f-150", engine: "3.5", nickname: "" },
  ]) {
    const response = await fetch(`${baseURL}/vehicles/garage`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-For": randomClientIp(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({ intent: "add", ...vehicle }).toString(),
    });
    const set = response.headers.getSetCookie().find((value) => value.startsWith("cmai_garage="));
    if (response.status !== 302 || !set) throw new Error(`Adding a garage vehicle answered ${response.status}.`);
    cookie = set.split(";")[0]!;
  }
  const [name, ...value] = cookie.split("=");
  const { hostname } = new URL(baseURL);
  return [
    {
      name: name!,
      value: value.join("="),
      domain: hostname,
      path: "/",
      expires: Math.floor(Date.now() / 1000) + 24 * 3600,
      httpOnly: true,
      secure: false,
      sameSite: "Lax",
    },
  ];
}

/** Memoizes the cookies per kind of session (an account, an administrator, a garage) for one spec file. */
export function sessionsFor(getBrowser: () => Browser) {
  const sessions = new Map<"user" | "admin" | "garage", Promise<Cookie[]>>();
  return (session: "user" | "admin" | "garage") => {
    if (!sessions.has(session)) {
      sessions.set(session, session === "garage" ? garageCookies() : sessionCookies(getBrowser(), session));
    }
    return sessions.get(session)!;
  };
}
