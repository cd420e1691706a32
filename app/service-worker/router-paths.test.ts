import { describe, expect, it } from "vitest";
import { documentPathFor } from "./router-paths";

const at = (path: string) => documentPathFor(new URL(path, "https://cars.example"));

describe("documentPathFor", () => {
  it("turns a data request back into the page it loads", () => {
    expect(at("/emergency-diagnostic/tire.data?via=start&_routes=root%2Croutes%2Femergency")).toBe(
      "/emergency-diagnostic/tire?via=start",
    );
    expect(at("/dangerous-problems.data")).toBe("/dangerous-problems");
    expect(at("/_.data?_routes=root")).toBe("/");
    expect(at("/diagnostics/_.data")).toBe("/diagnostics/");
  });
});
