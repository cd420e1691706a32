// Only data and types: the zod schemas are imported by tests, never by pages.
export { landing } from "./landing";
export type { Landing, Tile, TileSection } from "./schema";
export { tileSections } from "./tiles";
