import { listPublicPages } from "~/content/pages";
import { sitemapDocument, sitemapHeaders } from "~/http/sitemap.server";
import { servicesContext } from "~/request-context";
import type { Route } from "./+types/sitemap-xml";

/** Every indexable page, or the index of the parts once there are more than a sitemap may hold. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(servicesContext).env.APP_URL;
  return new Response(sitemapDocument(listPublicPages(), origin), { headers: sitemapHeaders });
}
