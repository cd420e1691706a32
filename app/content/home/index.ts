// Only data and types: the zod schemas are imported by tests, never by pages.
export { landing } from "./landing";
export { tileSections } from "./tiles";
export type { Landing, Tile, TileSection } from "./schema";
