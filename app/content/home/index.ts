// The door to the home page's copy and tiles: data and types only. The zod
// schemas are imported by tests, never by pages, so zod stays out of bundles.
export { landing } from "./landing";
export type { Landing, Tile, TileIconName, TileSection } from "./schema";
export { tileSections } from "./tiles";
