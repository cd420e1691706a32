/**
 * The document a React Router data request belongs to: the router asks for
 * `/path.data` (and `/path/_.data` for a path ending in a slash) with its
 * route list in `_routes` (react-router's singleFetchUrl).
 *
 * `/emergency-diagnostic/tire.data?via=start&_routes=root` → `/emergency-diagnostic/tire?via=start`
 */
export function documentPathFor(url: URL) {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.slice(0, -".data".length);
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
