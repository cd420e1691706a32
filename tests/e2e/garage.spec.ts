import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Cookie } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accountMenu, signInWithPassword, signUpAndVerify } from "./support/accounts";
import { openPage, randomClientIp, sharedBrowser, waitForHydration } from "./support/browser";
import { uniqueEmail } from "./support/mail";

/**
 * My garage as a visitor meets it (issue 15): added from a vehicle page with
 * or without JavaScript, kept across a browser restart in a signed cookie,
 * moved into the account on sign-in, edited at /account; and everything a
 * forger or a careless paste can send answered with a message, never a 500.
 */
const baseURL = inject("baseURL");
const getBrowser = sharedBrowser();

const F150 = { year: "2013", make: "ford", model: "f-150", engine: "3.5" };
const ALTIMA = { year: "2016", make: "nissan", model: "altima", engine: "" };

/** Posts a garage form as a browser on this site would (same-origin), with the cookies given. */
async function postGarage(fields: Record<string, string>, cookie = "", headers: Record<string, string> = {}) {
  return fetch(`${baseURL}/vehicles/garage`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": randomClientIp(),
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The garage cookie a response sets, as a Cookie header value ("" when it removes it). */
function garageCookieFrom(response: Response) {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("cmai_garage="));
  return set ? set.split(";")[0]! : undefined;
}

/** What a browser keeps across a restart: its persistent cookies, not the ones that last only for the session. */
async function afterRestart(context: BrowserContext): Promise<Cookie[]> {
  return (await context.cookies()).filter((cookie) => cookie.expires > 0);
}

describe("a signed-out visitor's garage", () => {
  it("adds the vehicle from its page, shows it in the header, and keeps it across a browser restart", async () => {
    const { page, problems } = await openPage(getBrowser());
    await page.goto(`${baseURL}/vehicles/2013/ford/f-150?engine=3.5`);
    await waitForHydration(page);
    await page.getByLabel("Nickname").fill("Shop truck");
    await page.getByLabel("Mileage").fill("123,456 mi");
    await page.getByRole("button", { name: "Add to my garage" }).click();
    await page.getByText("2013 Ford F-150 3.5L is in your garage").waitFor();
    await expect(page.getByRole("banner").locator("summary").filter({ hasText: "Shop truck" }).count()).resolves.toBe(
      1,
    );

    const stored = (await page.context().cookies()).find((cookie) => cookie.name === "cmai_garage");
    expect(stored?.httpOnly).toBe(true);
    expect(stored?.sameSite).toBe("Lax");
    // A persistent cookie, about 400 days.
    expect(stored!.expires - Date.now() / 1000).toBeGreaterThan(390 * 24 * 3600);

    const cookies = await afterRestart(page.context());
    await page.context().close();
    const restarted = await openPage(getBrowser());
    await restarted.page.context().addCookies(cookies);
    await restarted.page.goto(`${baseURL}/vehicles/garage`);
    const entry = restarted.page.locator("[data-garage-vehicle]");
    await expect(entry.count()).resolves.toBe(1);
    await expect(entry.getByRole("heading").innerText()).resolves.toBe("Shop truck");
    await expect(entry.getByLabel("Mileage").inputValue()).resolves.toBe("123,456");
    expect(problems).toEqual([]);
    expect(restarted.problems).toEqual([]);
    await restarted.page.context().close();
  });

  it("works without JavaScript: adds, switches and removes vehicles with plain form posts", async () => {
    const { page, problems } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/vehicles/2016/nissan/altima`);
    await page.getByRole("button", { name: "Add to my garage" }).click();
    await page.getByText("2016 Nissan Altima is in your garage").waitFor();
    await page.goto(`${baseURL}/vehicles/2013/ford/f-150?engine=3.5`);
    await page.getByRole("button", { name: "Add to my garage" }).click();
    await page.getByText("2013 Ford F-150 3.5L is in your garage").waitFor();

    await page.goto(`${baseURL}/vehicles/garage`);
    await expect(page.locator("[data-garage-vehicle]").count()).resolves.toBe(2);
    await page.getByRole("button", { name: "Use this vehicle: 2016 Nissan Altima" }).click();
    await page.getByText("Showing pages for 2016 Nissan Altima").waitFor();
    await expect(
      page.getByRole("banner").locator("summary").filter({ hasText: "2016 Nissan Altima" }).count(),
    ).resolves.toBe(1);

    // The header's switch brings the visitor back to the page they were on.
    await page.goto(`${baseURL}/diagnostics/turbo-supercharger`);
    await page.getByRole("banner").locator("summary").filter({ hasText: "2016 Nissan Altima" }).click();
    await page.getByRole("button", { name: "Switch to 2013 Ford F-150 3.5L" }).click();
    await page.getByText("Showing pages for 2013 Ford F-150 3.5L").waitFor();
    expect(new URL(page.url()).pathname).toBe("/diagnostics/turbo-supercharger");

    await page.goto(`${baseURL}/vehicles/garage`);
    await page.getByRole("button", { name: "Remove from my garage: 2013 Ford F-150 3.5L" }).click();
    await page.getByText("2013 Ford F-150 3.5L is out of your garage").waitFor();
    await expect(page.locator("[data-garage-vehicle]").count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("keeps a VIN only when the visitor ticks it", async () => {
    const { page } = await openPage(getBrowser());
    await page.goto(`${baseURL}/vehicles?vin=1FTFW1ET9DFC10312`);
    await page.waitForURL(/\/vehicles\/2013\/ford\/f-150/);
    await page.getByRole("button", { name: "Add to my garage" }).click();
    await page.getByText("2013 Ford F-150 3.5L is in your garage").waitFor();
    await page.goto(`${baseURL}/vehicles/garage`);
    await expect(page.locator("[data-garage-vehicle]").innerText()).resolves.not.toContain("1FTFW1ET9DFC10312");

    await page.goto(`${baseURL}/vehicles?vin=1FTFW1ET9DFC10312`);
    await page.waitForURL(/\/vehicles\/2013\/ford\/f-150/);
    // Already in the garage: the page says so instead of offering it again.
    await page.getByRole("link", { name: /In my garage/ }).waitFor();
    await page.context().close();
  });

  it("holds ten vehicles and says so at the eleventh", async () => {
    let cookie = "";
    const years = ["2010", "2011", "2012", "2013", "2014", "2015", "2016", "2017", "2018", "2019", "2020"];
    for (const [index, year] of years.entries()) {
      const response = await postGarage({ intent: "add", ...F150, year, returnTo: "/vehicles/garage" }, cookie);
      if (index < 10) {
        expect(response.status).toBe(302);
        cookie = garageCookieFrom(response) ?? cookie;
        // The largest garage still fits a browser's 4,096-byte cookie limit.
        expect(cookie.length).toBeLessThan(4000);
      } else {
        expect(response.status).toBe(400);
        expect(await response.text()).toContain("Your garage holds 10 vehicles. Remove one to add another.");
      }
    }
  });
});

describe("moving the garage into an account", () => {
  it("merges a signed-out garage on sign-in, shows it at /account, and keeps it on other devices", async () => {
    const email = uniqueEmail("garage");
    const { page, problems } = await openPage(getBrowser());
    await signUpAndVerify(page, email);
    // Signed out on this device (the session cookie gone), with the account ready to sign in to.
    await page.context().clearCookies();

    // Signed out, on this device: a vehicle with a nickname.
    await page.goto(`${baseURL}/vehicles/2016/nissan/altima`);
    await page.getByLabel("Nickname").fill("Commuter");
    await page.getByRole("button", { name: "Add to my garage" }).click();
    await page.getByText("2016 Nissan Altima is in your garage").waitFor();

    await signInWithPassword(page, email);
    await accountMenu(page).waitFor({ state: "attached" });
    await page.goto(`${baseURL}/account`);
    const garage = page.locator('section[aria-labelledby="garage-heading"]');
    await expect(garage.locator("[data-garage-vehicle]").count()).resolves.toBe(1);
    await expect(garage.getByRole("heading", { level: 3 }).innerText()).resolves.toBe("Commuter");
    // The cookie is gone: the account holds the garage now.
    expect((await page.context().cookies()).some((cookie) => cookie.name === "cmai_garage")).toBe(false);

    // Edited at /account.
    await garage.getByLabel("Mileage").fill("88000");
    await garage.getByRole("button", { name: /^Save/ }).click();
    await page.getByText("Commuter is updated").waitFor();

    // Another device: signing in brings the garage along.
    const other = await openPage(getBrowser());
    await signInWithPassword(other.page, email);
    await accountMenu(other.page).waitFor({ state: "attached" });
    await other.page.goto(`${baseURL}/vehicles/garage`);
    await expect(other.page.locator("[data-garage-vehicle]").getByLabel("Mileage").inputValue()).resolves.toBe(
      "88,000",
    );
    expect(problems).toEqual([]);
    expect(other.problems).toEqual([]);
    await page.context().close();
    await other.page.context().close();
  });

  it("says how many vehicles of this browser did not fit when the account's garage is already full", async () => {
    const email = uniqueEmail("garage-full");
    const { page, problems } = await openPage(getBrowser());
    await signUpAndVerify(page, email);
    const session = (await page.context().cookies())
      .filter((cookie) => cookie.name !== "cmai_garage")
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
    // The account's garage: ten vehicles, added while signed in.
    for (const year of ["2010", "2011", "2012", "2013", "2014", "2015", "2016", "2017", "2018", "2019"]) {
      const response = await postGarage({ intent: "add", ...F150, year, returnTo: "/vehicles/garage" }, session);
      expect(response.status).toBe(302);
      expect(garageCookieFrom(response)).toBeUndefined();
    }
    // This browser's signed-out garage: two other vehicles.
    let cookie = "";
    for (const year of ["2016", "2017"]) {
      const response = await postGarage({ intent: "add", ...ALTIMA, year, returnTo: "/vehicles/garage" }, cookie);
      cookie = garageCookieFrom(response) ?? cookie;
    }
    const [name, value] = cookie.split("=") as [string, string];
    await page.context().addCookies([{ name, value, url: baseURL }]);

    await page.goto(`${baseURL}/account`);
    await page.getByText("2 vehicles saved in this browser did not fit: your garage holds 10.").waitFor();
    const garage = page.locator('section[aria-labelledby="garage-heading"]');
    await expect(garage.locator("[data-garage-vehicle]").count()).resolves.toBe(10);
    expect((await page.context().cookies()).some((entry) => entry.name === "cmai_garage")).toBe(false);
    // Said once: the next page has no message.
    await page.reload();
    await expect(page.getByText("did not fit").count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("bad input", () => {
  it("answers a 10,000-character nickname with a message and keeps the rest of the form", async () => {
    const response = await postGarage({ intent: "add", ...F150, nickname: "x".repeat(10_000), mileage: "1200" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Use at most 40 characters for the nickname.");
    expect(html).toContain('value="1200"');
  });

  it("answers a mileage that is not a number, control characters and an unknown make with messages", async () => {
    const mileage = await postGarage({ intent: "add", ...F150, mileage: "about a lot" });
    expect(mileage.status).toBe(400);
    expect(await mileage.text()).toContain("Enter the mileage in digits, like 123456.");
    const control = await postGarage({ intent: "add", ...F150, nickname: "Shop\u0000truck" });
    expect(control.status).toBe(400);
    expect(await control.text()).toContain("Remove the invisible control characters");
    const make = await postGarage({ intent: "add", ...F150, make: "batmobile" });
    expect(make.status).toBe(400);
    expect(await make.text()).toContain("The site does not know that make.");
    const model = await postGarage({ intent: "add", ...ALTIMA, model: "x".repeat(10_000) });
    expect(model.status).toBe(400);
    const intent = await postGarage({ intent: "__proto__" });
    expect(intent.status).toBe(400);
    const vehicle = await postGarage({ intent: "choose", id: "notAVehicleOfYours" });
    expect(vehicle.status).toBe(400);
    expect(await vehicle.text()).toContain("That vehicle is not in your garage any more.");
  });

  it("refuses a garage change sent from another site", async () => {
    const response = await postGarage({ intent: "add", ...F150 }, "", { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Garage changes are only accepted from this site's own pages.");
    expect(garageCookieFrom(response)).toBeUndefined();
  });

  it("reads a forged, edited or oversized garage cookie as an empty garage and removes it", async () => {
    const added = await postGarage({ intent: "add", ...F150, nickname: "Mine" });
    const genuine = garageCookieFrom(added)!;
    const [name, value] = genuine.split("=") as [string, string];
    const [payload, signature] = decodeURIComponent(value).split(".") as [string, string];
    const forgedPayload = Buffer.from(
      Buffer.from(payload, "base64").toString("utf8").replace("Mine", "Evil"),
      "utf8",
    ).toString("base64");
    for (const cookie of [
      `${name}=${encodeURIComponent(`${forgedPayload}.${signature}`)}`,
      `${name}=garbage`,
      `${name}=${"A".repeat(10_000)}`,
      `${name}=${encodeURIComponent(`${Buffer.from('{"__proto__":{"admin":true},"v":[],"c":null}').toString("base64")}.${signature}`)}`,
    ]) {
      const response = await fetch(`${baseURL}/vehicles/garage`, {
        headers: { Cookie: cookie, "X-Forwarded-For": randomClientIp() },
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Your garage is empty.");
      expect(html).not.toContain("Evil");
      expect(response.headers.getSetCookie().some((set) => /^cmai_garage=;.*Max-Age=0/i.test(set))).toBe(true);
    }
  });
});

describe("garage pages and the shared page cache", () => {
  it("renders a cached page for the garage's visitor with their vehicle, and never shows it to anyone else", async () => {
    const added = await postGarage({ intent: "add", ...ALTIMA, nickname: "Cache check car" });
    const cookie = garageCookieFrom(added)!;
    // Cached for visitors without a garage first.
    await fetch(`${baseURL}/diagnostics`, { headers: { "X-Forwarded-For": randomClientIp() } });
    const mine = await fetch(`${baseURL}/diagnostics`, {
      headers: { Cookie: cookie, "X-Forwarded-For": randomClientIp() },
    });
    expect(await mine.text()).toContain("Cache check car");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const theirs = await fetch(`${baseURL}/diagnostics`, { headers: { "X-Forwarded-For": randomClientIp() } });
    expect(await theirs.text()).not.toContain("Cache check car");
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1280, 360]) {
      it(`passes axe on the garage and a vehicle page with a garage (${colorScheme}, ${width} px)`, async () => {
        const { page, problems } = await openPage(getBrowser(), { colorScheme, viewport: { width, height: 800 } });
        const added = await postGarage({ intent: "add", ...F150, nickname: "Axe truck", mileage: "5000" });
        const [name, value] = garageCookieFrom(added)!.split("=") as [string, string];
        await page.context().addCookies([{ name, value, url: baseURL }]);
        for (const path of ["/vehicles/garage", "/vehicles/2016/nissan/altima"]) {
          await page.goto(`${baseURL}${path}`);
          await waitForHydration(page);
          const results = await new AxeBuilder({ page }).analyze();
          expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
        }
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
  }
});
