import { describe, expect, it } from "vitest";
import { appendSetCookies } from "./set-cookie";

describe("appendSetCookies", () => {
  it("copies each cookie of other headers and each serialized cookie, in order, without folding them", () => {
    const fromAuth = new Headers();
    fromAuth.append("Set-Cookie", "cmai.session_token=abc; Path=/; HttpOnly; Expires=Wed, 01 Jan 2031 00:00:00 GMT");
    fromAuth.append("Set-Cookie", "cmai.session_data=; Path=/; Max-Age=0");
    fromAuth.set("Content-Type", "application/json");
    const target = new Headers({ Location: "/" });

    const result = appendSetCookies(target, fromAuth, "cmai_flash=xyz; Path=/; Max-Age=60");

    expect(result).toBe(target);
    expect(target.getSetCookie()).toEqual([
      "cmai.session_token=abc; Path=/; HttpOnly; Expires=Wed, 01 Jan 2031 00:00:00 GMT",
      "cmai.session_data=; Path=/; Max-Age=0",
      "cmai_flash=xyz; Path=/; Max-Age=60",
    ]);
    expect(target.get("Content-Type")).toBeNull();
    expect(target.get("Location")).toBe("/");
  });
});
