import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * Returns `update(change)`, which edits the page's query string in place
 * (replacing the history entry, keeping the scroll position) for filters that
 * react while the visitor types or ticks.
 *
 * The router commits a URL change a moment after it is asked for, so two quick
 * changes (typing, then choosing a category) would otherwise both start from
 * the old address and the second would undo the first. Each change here builds
 * on the last one asked for until the router has caught up.
 */
export function useQueryUpdater() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = useRef<string | null>(null);
  const committed = searchParams.toString();

  // Once any navigation lands (ours, a link, the back button), the address bar is the truth again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the committed query is the trigger, not a value read
  useEffect(() => {
    requested.current = null;
  }, [committed]);

  return useCallback(
    (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(requested.current ?? window.location.search);
      change(params);
      requested.current = params.toString();
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );
}
