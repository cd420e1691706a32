import { Link } from "react-router";
import { requireAdmin } from "~/auth/admin.server";
import { PageHeader } from "~/components/page-header";
import { errorMeta, originFrom, seo } from "~/lib/seo";
import { servicesContext } from "~/request-context";
import { countMisses, topMisses } from "~/search/misses.server";
import type { Route } from "./+types/admin-search";

/** How many of the most asked searches without results the page lists. */
const SHOWN = 100;

/**
 * /admin/search: the searches that found nothing, most asked first, so the
 * content that is missing shows up. Only ADMIN_EMAILS may see it (a 404 for
 * everyone else), like the feedback inbox.
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { database } = context.get(servicesContext);
  const [misses, total] = await Promise.all([topMisses(database.db, SHOWN), countMisses(database.db)]);
  return {
    total,
    misses: misses.map((miss) => ({
      ...miss,
      firstSeen: miss.firstSeen.toISOString(),
      lastSeen: miss.lastSeen.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, error }) =>
  error
    ? errorMeta()
    : seo({
        title: "Searches without results",
        description: "Searches that found nothing.",
        path: "/admin/search",
        origin: originFrom(matches),
        noIndex: true,
      });

const day = (iso: string) => iso.slice(0, 10);

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { misses, total } = loaderData;
  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: "Searches without results", path: "/admin/search" },
        ]}
        title="Searches without results"
        lead="What visitors searched for and did not find, most asked first: the gaps in the content. Queries are stored lower-cased and trimmed, with no address or account."
      />
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8 sm:px-6">
        <p className="text-sm text-muted" role="status">
          {total === 0
            ? "No search has come back empty yet."
            : `${total.toLocaleString("en-US")} different ${total === 1 ? "search" : "searches"} found nothing${total > misses.length ? `; the ${misses.length} asked most often are listed` : ""}.`}
        </p>
        {misses.length > 0 ? (
          <div className="overflow-x-auto rounded-xl border border-border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Searches without results, most asked first</caption>
              <thead className="border-b border-border">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Search
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Times
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Last asked
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    First asked
                  </th>
                </tr>
              </thead>
              <tbody>
                {misses.map((miss) => (
                  <tr key={miss.query} data-search-miss={miss.query} className="border-b border-border last:border-0">
                    <td className="px-4 py-3">
                      {/* React escapes text: a stored query is never read as HTML. */}
                      <Link
                        to={`/search?q=${encodeURIComponent(miss.query)}`}
                        className="break-words font-semibold text-accent underline underline-offset-2"
                      >
                        {miss.query}
                      </Link>
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums" data-search-miss-count={miss.count}>
                      {miss.count.toLocaleString("en-US")}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={miss.lastSeen}>{day(miss.lastSeen)}</time>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={miss.firstSeen}>{day(miss.firstSeen)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </>
  );
}
