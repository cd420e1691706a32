import { listPublicPages } from "~/content/pages";
import { sitemapHeaders, sitemapPartDocument } from "~/http/sitemap.server";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/sitemap-part";

/** /sitemap/{n}.xml: one part of a split sitemap (sitemap.xml names them); a 404 while one file holds everything. */
export function loader({ context, params }: Route.LoaderArgs) {
  const part = /^([1-9][0-9]{0,4})\.xml$/.exec(params.part)?.[1];
  const body = part
    ? sitemapPartDocument(listPublicPages(), context.get(servicesContext).env.APP_URL, Number(part))
    : null;
  if (body === null) {
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(body, { headers: sitemapHeaders });
}
