import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type CurrentVehicle, currentVehicleContext } from "~/vehicles/current-vehicle.server";
import type { Route as CodeRoute } from "./+types/code";
import type { Route as SystemRoute } from "./+types/diagnostic-system";
import { loader as codeLoader } from "./code";
import { loader as systemLoader } from "./diagnostic-system";

const f150: CurrentVehicle = {
  vehicle: { make: "ford", model: "f-150", year: 2013, liters: 3.5, fuel: "gasoline" },
  label: "2013 Ford F-150",
  description: "2013 Ford F-150 3.5L",
  path: "/vehicles/2013/ford/f-150?engine=3.5",
};

/** The loader's arguments for a client-side data request (islands come back as markup), with or without a vehicle. */
function argsFor<Params>(path: string, params: Params, current?: CurrentVehicle) {
  const context = new RouterContextProvider();
  if (current) context.set(currentVehicleContext, current);
  const request = new Request(`https://cars.example${path}.data`);
  return { context, request, url: new URL(request.url), params, pattern: path };
}

describe("a system page with a vehicle in the garage", () => {
  const system = (current?: CurrentVehicle) =>
    systemLoader(
      argsFor("/diagnostics/turbo-supercharger", { system: "turbo-supercharger" }, current) as SystemRoute.LoaderArgs,
    );

  it("receives each problem's fit to it, and nothing of vehicles without one", () => {
    const mine = system(f150).mine;
    expect(mine?.label).toBe("2013 Ford F-150");
    expect(mine?.fits["ecoboost-intercooler-condensation-misfire"]).toEqual({
      fit: "yes",
      text: "Applies to your 2013 Ford F-150",
    });
    expect(Object.keys(system())).not.toContain("mine");
  });

  it("is otherwise the same data as without a vehicle", () => {
    const { mine: _mine, ...rest } = system(f150);
    expect(rest).toEqual(system());
  });
});

describe("a code page with a vehicle in the garage", () => {
  const body = (current?: CurrentVehicle) =>
    codeLoader(argsFor("/codes/P1131", { code: "P1131" }, current) as CodeRoute.LoaderArgs).body ?? "";

  it("leads with the make's meaning, labelled for the vehicle", () => {
    const html = body(f150);
    expect(html).toContain("For your 2013 Ford F-150:");
    expect(html.indexOf("data-vehicle-meaning")).toBeLessThan(html.indexOf("data-make-meanings"));
  });

  it("is the page it was, without a vehicle or for a make with no meaning of its own", () => {
    expect(body()).not.toContain("data-vehicle-meaning");
    const kia: CurrentVehicle = {
      ...f150,
      vehicle: { make: "kia", model: "optima", year: 2014 },
      label: "2014 Kia Optima",
    };
    expect(body(kia)).toBe(body());
  });
});
