import type { RouterContextProvider } from "react-router";
import { findModel } from "~/content/vehicles/index.server";
import type { RateLimiter } from "~/http/rate-limit.server";
import { clientIpContext } from "~/request-context";
import { engineValue } from "./vehicle-report.server";
import { checkVin } from "./vin";
import { type DecodedVin, type VinDecoder, vehicleOf } from "./vin-decoder.server";

export type VinLookup =
  | { ok: true; decoded: DecodedVin; vehiclePath: string | undefined }
  | { ok: false; status: 400 | 404 | 429; message: string; retryAfterMinutes?: number };

/**
 * Checks a VIN (a specific message per fault, nothing decoded), counts it
 * against the address's decode limit and decodes it from the local vPIC data.
 * For a make and model the site has pages for, `vehiclePath` is the vehicle
 * page narrowed to its engine, with the VIN, which shows what it decoded to.
 * The VIN is not logged or stored.
 */
export async function lookUpVin(
  input: string,
  services: { vinDecoder: VinDecoder; rateLimiter: RateLimiter },
  context: Readonly<RouterContextProvider>,
): Promise<VinLookup> {
  const checked = checkVin(input);
  if (!checked.ok) return { ok: false, status: 400, message: checked.message };
  const limit = await services.rateLimiter.consume("vin-decode", { ip: context.get(clientIpContext) });
  if (!limit.ok) {
    return {
      ok: false,
      status: 429,
      message: `Too many VINs decoded from your connection. ${limit.message}`,
      retryAfterMinutes: limit.retryAfterMinutes,
    };
  }
  const decoded = await services.vinDecoder.decode(checked.vin);
  if (!decoded) {
    return {
      ok: false,
      status: 404,
      message: `NHTSA's data does not know the maker code ${checked.vin.slice(0, 3)} at the start of this VIN, so it cannot be decoded here. Pick the year, make and model instead.`,
    };
  }
  const vehicle = vehicleOf(decoded);
  if (!vehicle || !findModel(vehicle.make, vehicle.model)) return { ok: true, decoded, vehiclePath: undefined };
  const engine = engineValue({
    liters: vehicle.liters,
    fuel: vehicle.fuel === "electric" || vehicle.fuel === "diesel" ? vehicle.fuel : undefined,
  });
  const query = new URLSearchParams(engine ? { engine, vin: checked.vin } : { vin: checked.vin });
  return {
    ok: true,
    decoded,
    vehiclePath: `/vehicles/${vehicle.year}/${vehicle.make}/${vehicle.model}?${query}`,
  };
}
