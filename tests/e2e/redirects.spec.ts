import { beforeAll, describe, expect, inject, it } from "vitest";
import { STRONG_PASSWORD } from "./support/accounts";
import { randomClientIp } from "./support/browser";
import { uniqueEmail, waitForMail } from "./support/mail";

/**
 * No open redirect: whatever `redirectTo` a link or a form carries, the
 * Location the server answers with stays on this site, and odd characters
 * never turn into a 500 (docs/decisions/0017-request-hardening.md). Plain
 * HTTP, reading the Location header as a browser would resolve it.
 */
const baseURL = inject("baseURL");
const origin = new URL(baseURL).origin;

/** `redirectTo` values as they appear in a query string (already percent-encoded). */
const attacks = [
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%0D/evil.example",
  "/%0D%0ASet-Cookie:%20x=1",
  "/%00/evil.example",
  "/%E3%80%80/evil.example",
  "/%C2%A0/evil.example",
  "/%E2%80%8B/evil.example",
  "//evil.example",
  "/%5C/evil.example",
  "%5C%5Cevil.example",
  "/.//evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
];

/** Where a browser would go; the URL parser drops tabs and line breaks first, as browsers do. */
function destination(location: string | null) {
  expect(location).not.toBeNull();
  return new URL(location!, `${baseURL}/auth`);
}

/** Every link and form target on a page, as written. */
function targetsIn(html: string) {
  return {
    hrefs: [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&")),
    redirectFields: [...html.matchAll(/name="redirectTo" value="([^"]*)"/g)].map((match) => match[1]),
  };
}

async function signedUpSession() {
  const email = uniqueEmail("redirects");
  const ip = randomClientIp();
  const signUp = await fetch(`${baseURL}/auth?mode=signup`, {
    method: "POST",
    headers: { Origin: baseURL, "X-Forwarded-For": ip },
    body: new URLSearchParams({ intent: "sign-up", email, password: STRONG_PASSWORD }),
  });
  expect(signUp.status).toBe(200);
  const mail = await waitForMail(email, { subject: /Verify your email/ });
  const link = mail.links.find((href) => href.includes("/api/auth/verify-email"))!;
  const verified = await fetch(link, { redirect: "manual", headers: { "X-Forwarded-For": ip } });
  const cookie = verified.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
  expect(cookie).toContain("session_token");
  return { email, cookie, ip };
}

/**
 * Three accounts: sign-in attempts are limited per email (8 in 15 minutes),
 * and the sign-in attacks below take turns.
 */
let sessions: Awaited<ReturnType<typeof signedUpSession>>[];
beforeAll(async () => {
  sessions = await Promise.all([signedUpSession(), signedUpSession(), signedUpSession()]);
});

function signIn(email: string, redirectTo: string) {
  return fetch(`${baseURL}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: baseURL,
      "X-Forwarded-For": randomClientIp(),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    // The target goes in as written, percent-encoded like the query strings above.
    body: `${new URLSearchParams({ intent: "password", email, password: STRONG_PASSWORD })}&redirectTo=${redirectTo}`,
  });
}

describe("redirectTo", () => {
  it.each(attacks)("%s: the sign-in page keeps only a same-site target in its forms and links", async (target) => {
    const response = await fetch(`${baseURL}/auth?redirectTo=${target}`);
    expect(response.status).toBe(200);
    const { hrefs, redirectFields } = targetsIn(await response.text());
    expect(redirectFields).toEqual(["/"]);
    // The links to the other modes carry no target when it is the home page.
    expect(hrefs.filter((href) => href.includes("redirectTo"))).toEqual([]);
  });

  it.each(attacks)("%s: a signed-in visitor is sent to the home page, not off the site", async (target) => {
    const response = await fetch(`${baseURL}/auth?redirectTo=${target}`, {
      redirect: "manual",
      headers: { Cookie: sessions[0]!.cookie },
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location");
    expect(destination(location).origin).toBe(origin);
    expect(location).toBe("/");
  });

  it.each(attacks.map((target, index): [string, number] => [target, index]))(
    "%s: after a password sign-in the Location stays on the site",
    async (target, index) => {
      const response = await signIn(sessions[index % sessions.length]!.email, target);
      expect(response.status).toBe(302);
      const location = response.headers.get("location");
      expect(destination(location).origin).toBe(origin);
      expect(location).toBe("/");
    },
  );

  it("keeps a same-site target, for signed-in visitors and after signing in", async () => {
    const visit = await fetch(`${baseURL}/auth?redirectTo=%2Faccount%3Ftab%3Dprofile`, {
      redirect: "manual",
      headers: { Cookie: sessions[0]!.cookie },
    });
    expect(visit.headers.get("location")).toBe("/account?tab=profile");
    const signedIn = await signIn(sessions[2]!.email, "%2Fquiz");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/quiz");
  });

  it.each(attacks)("%s: the email-verified page links only to this site", async (target) => {
    const response = await fetch(`${baseURL}/auth/verified?redirectTo=${target}`, {
      headers: { Cookie: sessions[0]!.cookie },
    });
    expect(response.status).toBe(200);
    const { hrefs } = targetsIn(await response.text());
    for (const href of hrefs) expect(new URL(href, baseURL).origin).toBe(origin);
    expect(hrefs.filter((href) => href.includes("evil"))).toEqual([]);
  });
});
