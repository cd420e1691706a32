import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

/** The origin the Location would be resolved against, as a browser does. */
const SITE = "https://carmechanic.example";

/** Where a browser would go: Location resolved against the page's address, the way the URL parser reads it. */
function followed(location: string) {
  return new URL(location, `${SITE}/auth`);
}

describe("safeRedirect", () => {
  it.each([
    ["/", "/"],
    ["/account", "/account"],
    ["/quiz", "/quiz"],
    ["/diagnostics/brakes/pedal-sinks?s=soft#checks", "/diagnostics/brakes/pedal-sinks?s=soft#checks"],
    ["/glossary/letter/a", "/glossary/letter/a"],
    // Percent-encoded bytes stay encoded: they are part of the path, never a new host.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%09/evil.example", "/%09/evil.example"],
    // Dot segments are resolved the way the browser would.
    ["/a/../account", "/account"],
  ])("keeps the same-site path %j as %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
    expect(followed(safeRedirect(target)).origin).toBe(SITE);
  });

  const attacks = [
    // Other origins, spelled every way a browser accepts.
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "https://evil.example",
    "http:evil.example",
    "HTTPS://evil.example/account",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "account",
    "?redirect=//evil.example",
    "#/evil",
    // Control characters the URL parser removes or that break the Location header.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\r\nSet-Cookie: x=1",
    "/\u0000/evil.example",
    "/\u0001/evil.example",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/ /evil.example",
    // Unicode spaces and invisible format characters.
    "/\u3000/evil.example",
    "/\u00a0/evil.example",
    "/\u2028/evil.example",
    "/\u2029/evil.example",
    "/\u200b/evil.example",
    "/\ufeff/evil.example",
    "/\u202e/evil.example",
    // Backslashes anywhere (browsers read them as slashes).
    "/\\/evil.example",
    "/account\\..\\..\\evil",
    // A double slash anywhere, and paths that resolve to one.
    "/account//evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    // Empty.
    "",
  ];

  it.each(attacks)("refuses %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
    expect(safeRedirect(target, "/account")).toBe("/account");
  });

  it("refuses a target longer than any path of ours", () => {
    expect(safeRedirect("/".padEnd(5000, "a"))).toBe("/");
  });

  it("refuses values that are not text", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(new File(["/account"], "x.txt"))).toBe("/");
  });

  it("never gives a Location that leaves the site or that the Headers class refuses", () => {
    for (const target of attacks) {
      const location = safeRedirect(target);
      expect(followed(location).origin).toBe(SITE);
      expect(() => new Headers({ Location: location })).not.toThrow();
    }
  });
});
