import type { RouterContextProvider } from "react-router";
import type { RateLimiter } from "~/http/rate-limit.server";
import { clientIpContext } from "~/request-context";
import { engineValue, type VehicleReport, vehicleReport } from "./vehicle-report.server";
import { checkVin } from "./vin";
import { type DecodedVin, type VinDecoder, vehicleOf } from "./vin-decoder.server";

export type VinLookup =
  | { ok: true; decoded: DecodedVin; report: VehicleReport | undefined; vehiclePath: string | undefined }
  | { ok: false; status: 400 | 404 | 429; message: string; retryAfterMinutes?: number };

/**
 * /vehicles?vin=: check the VIN (a specific message per fault, nothing
 * decoded), count it against the address's decode limit, decode it from the
 * local vPIC data and, for a make and model the site knows, build the
 * vehicle's report. The VIN is not logged or stored.
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
  const engine =
    vehicle &&
    engineValue({
      liters: vehicle.liters,
      fuel: vehicle.fuel === "electric" || vehicle.fuel === "diesel" ? vehicle.fuel : undefined,
    });
  return {
    ok: true,
    decoded,
    report: vehicle ? vehicleReport(vehicle) : undefined,
    vehiclePath: vehicle
      ? `/vehicles/${vehicle.year}/${vehicle.make}/${vehicle.model}${engine ? `?engine=${engine}` : ""}`
      : undefined,
  };
}
