/**
 * How `npm run bench:load` lays out the HTML it saves from the app for the
 * static file server (scripts/static-html-server.ts): one flat file per page,
 * named after its path, so `/glossary` and the folder of its terms
 * (`/glossary/maf-sensor`) do not collide as they would on disk.
 */
export function fileNameFor(pathname: string) {
  return `${pathname === "/" ? "index" : pathname.slice(1).replaceAll("/", "~")}.html`;
}

/** The page the static server answers every other address with, status 404. */
export const NOT_FOUND_FILE = "404.html";
