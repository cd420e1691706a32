import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { bodyRoutes, routePath } from "./request-guards";

const appDir = path.resolve(import.meta.dirname, "../app");

/** Every route of app/routes.ts whose module has an action, as a path like "/auth/reset-password". */
function routesWithAnAction() {
  return routes
    .filter((entry) => /export (async )?function action\b/.test(readFileSync(path.join(appDir, entry.file), "utf8")))
    .map((entry) => `/${entry.path ?? ""}`);
}

describe("bodyRoutes", () => {
  it("lists exactly the routes with an action: a body goes nowhere else", () => {
    expect(routesWithAnAction().sort()).toEqual([...bodyRoutes.keys()].sort());
  });

  it("gives every form at most 64 KB", () => {
    for (const rule of bodyRoutes.values()) expect(rule.limit).toBeLessThanOrEqual(64 * 1024);
  });
});

describe("routePath", () => {
  it.each([
    ["/feedback", "/feedback"],
    ["/feedback/", "/feedback"],
    ["/FeedBack", "/feedback"],
    ["/feedback.data", "/feedback"],
    ["/auth/reset-password.data", "/auth/reset-password"],
    ["/feedback/_.data", "/feedback"],
    ["/_root.data", "/"],
    ["/feed%62ack", "/feedback"],
    ["/%E0%A4%A", "/%e0%a4%a"],
    ["/", "/"],
    ["//", "/"],
  ])("reads %s as the route %s", (pathname, expected) => {
    expect(routePath(pathname)).toBe(expected);
  });
});
