import { describe, expect, it } from "vitest";
import { GARAGE_LIMIT, type Garage, NICKNAME_BYTE_LIMIT, NICKNAME_LIMIT } from "./garage";
import { createGarageCookie, GARAGE_COOKIE_MAX_BYTES } from "./garage-cookie.server";

const cookie = createGarageCookie({ secret: "test-secret-that-is-long-enough", secure: true });
const otherSite = createGarageCookie({ secret: "another-secret-entirely", secure: true });

const f150 = { id: "aaaaaaaaaaaaaaaa", year: 2013, make: "ford", model: "f-150", engine: "3.5" } as const;
const altima = { id: "bbbbbbbbbbbbbbbb", year: 2016, make: "nissan", model: "altima", nickname: "Commuter" } as const;

/** The Cookie header a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("the garage cookie", () => {
  it("reads back what it stored, with the current vehicle", async () => {
    const garage: Garage = { vehicles: [f150, { ...altima, mileage: 88_000 }], currentId: f150.id };
    const setCookie = await cookie.serialize(garage);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Max-Age=34560000/);
    await expect(cookie.parse(sentBack(setCookie))).resolves.toEqual({ garage, tampered: false });
  });

  it("fits the largest garage the limits allow in a browser's 4,096 bytes", async () => {
    const widest = "𝕏".repeat(NICKNAME_BYTE_LIMIT / 4); // four bytes each in UTF-8
    const vehicles = Array.from({ length: GARAGE_LIMIT }, (_, index) => ({
      id: `vehicle${String(index).padStart(9, "0")}xxxxxxxx`,
      year: 2013,
      make: "mercedes-benz" as const,
      // The longest model slug in NHTSA's list (56 characters).
      model: "boulevard-c90-b-o-s-s-vl1500bl8-boulevard-c90t-vl1500tl8",
      engine: "3.0-diesel",
      nickname: widest,
      mileage: 999_999,
      vin: "1FTFW1ET9DFC10312",
    }));
    const setCookie = await cookie.serialize({ vehicles, currentId: vehicles[0]!.id });
    expect(setCookie.length).toBeLessThanOrEqual(4096);
    expect(sentBack(setCookie).length - "cmai_garage=".length).toBeLessThanOrEqual(GARAGE_COOKIE_MAX_BYTES);
    const read = await cookie.parse(sentBack(setCookie));
    expect(read.tampered).toBe(false);
    expect(read.garage.vehicles).toHaveLength(GARAGE_LIMIT);
  });

  it("removes itself when the garage is emptied", async () => {
    await expect(cookie.serialize({ vehicles: [], currentId: null })).resolves.toMatch(/^cmai_garage=;.*Max-Age=0/);
  });

  it("reads a missing cookie as an empty garage, not a tampered one", async () => {
    await expect(cookie.parse(null)).resolves.toEqual({ garage: { vehicles: [], currentId: null }, tampered: false });
    await expect(cookie.parse("other=1")).resolves.toMatchObject({ tampered: false });
  });

  it("distrusts a cookie signed with another secret, edited, unsigned, oversized or malformed", async () => {
    const genuine = sentBack(await cookie.serialize({ vehicles: [altima], currentId: altima.id }));
    const value = decodeURIComponent(genuine.slice("cmai_garage=".length));
    const [payload, signature] = value.split(".") as [string, string];
    const edited = Buffer.from(
      Buffer.from(payload, "base64").toString("utf8").replace("Commuter", "Intruder"),
    ).toString("base64");
    const candidates = [
      sentBack(await otherSite.serialize({ vehicles: [altima], currentId: altima.id })),
      `cmai_garage=${encodeURIComponent(`${edited}.${signature}`)}`,
      `cmai_garage=${encodeURIComponent(payload)}`,
      `cmai_garage=${"A".repeat(10_000)}`,
      "cmai_garage=%E0%A4%A",
      "cmai_garage=....",
    ];
    for (const header of candidates) {
      await expect(cookie.parse(header)).resolves.toEqual({
        garage: { vehicles: [], currentId: null },
        tampered: true,
      });
    }
  });

  it("refuses signed data that is not a garage: extra vehicles, repeated ids, prototype keys, bad values", async () => {
    // Signed with the site's own secret, as a leaked secret or a future bug could produce: the schema still decides.
    const sign = async (stored: unknown) => {
      const raw = createGarageCookie({ secret: "test-secret-that-is-long-enough", secure: true });
      // serialize() validates, so sign through React Router's cookie directly with the same name and secret.
      const { createCookie } = await import("react-router");
      const same = createCookie("cmai_garage", { secrets: ["test-secret-that-is-long-enough"] });
      return { raw, header: sentBack(await same.serialize(stored)) };
    };
    const vehicle = { i: "aaaaaaaaaaaaaaaa", y: 2013, k: "ford", m: "f-150" };
    for (const stored of [
      {
        v: Array.from({ length: GARAGE_LIMIT + 1 }, (_, n) => ({ ...vehicle, i: `id${String(n).padStart(10, "0")}` })),
        c: null,
      },
      { v: [vehicle, vehicle], c: null },
      { v: [{ ...vehicle, k: "__proto__" }], c: null },
      { v: [{ ...vehicle, y: 1900 }], c: null },
      { v: [{ ...vehicle, o: -5 }], c: null },
      { v: [{ ...vehicle, v: "1FTFW1ET5DFC10312" }], c: null },
      { v: [{ ...vehicle, n: "x".repeat(NICKNAME_LIMIT + 1) }], c: null },
      { v: [{ ...vehicle, n: "😀".repeat(NICKNAME_BYTE_LIMIT / 4 + 1) }], c: null },
      "a string",
    ]) {
      const { raw, header } = await sign(stored);
      await expect(raw.parse(header)).resolves.toMatchObject({ tampered: true });
    }
    const { raw, header } = await sign(JSON.parse('{"__proto__":{"polluted":true},"v":[],"c":null}'));
    await expect(raw.parse(header)).resolves.toEqual({ garage: { vehicles: [], currentId: null }, tampered: false });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("falls back to the last vehicle when the current one is not in the garage", async () => {
    const setCookie = await cookie.serialize({ vehicles: [f150, altima], currentId: "missingmissing00" });
    await expect(cookie.parse(sentBack(setCookie))).resolves.toMatchObject({ garage: { currentId: altima.id } });
  });
});
