import { ChevronRight, CircleAlert, RotateCw, TriangleAlert, WifiOff } from "lucide-react";
import type { HtmlCacheHandle } from "~/http/html-cache.server";
import { originFrom, seo } from "~/lib/seo";
import type { HydrateHandle } from "~/root";
import type { Route } from "./+types/offline";

/**
 * The offline page. The service worker stores it at install and shows it, at
 * whatever address was asked for, when there is no connection and no stored
 * copy of that page (docs/decisions/0020). Because it stands in at other
 * addresses it is plain HTML that never hydrates: the router would find the
 * address's own route there, not this one. Plain links, then. Its icons are
 * ones every page already loads, or its own: a route chunk that is never
 * loaded must not pull icons into the shared chunk (vite.config.ts).
 */
export const handle: HtmlCacheHandle & HydrateHandle = { htmlCache: true, hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: "You're offline",
    description:
      "No connection right now. The emergency roadside tool and the dangerous car problems list are saved on this device and work without a signal.",
    path: "/offline",
    origin,
    noIndex: true,
  });
};

const bigLink =
  "flex min-h-16 w-full items-center gap-3 rounded-xl border-2 border-border bg-card px-5 py-3 text-lg font-bold text-foreground hover:border-accent";

export default function Offline() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6" data-offline-page>
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent">
        <WifiOff aria-hidden="true" className="size-5" />
        No connection
      </p>
      <h1 className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">You're offline</h1>
      <p className="mt-4 text-lg">
        This page is not saved on this device, and it can't be loaded without a connection. The roadside tools below are
        saved and work with no signal.
      </p>

      <ul className="mt-6 space-y-3">
        <li>
          <a href="/emergency-diagnostic" className={bigLink}>
            <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-red-700 dark:text-red-400" />
            <span className="flex-1">
              Emergency Roadside Diagnostic Tool
              <span className="block text-base font-normal text-muted">
                Safety first, what to check, whether it is safe to drive
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-6 shrink-0" />
          </a>
        </li>
        <li>
          <a href="/dangerous-problems" className={bigLink}>
            <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-red-700 dark:text-red-400" />
            <span className="flex-1">
              Dangerous Car Problems
              <span className="block text-base font-normal text-muted">Warning signs and what to do right now</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-6 shrink-0" />
          </a>
        </li>
      </ul>

      <p className="mt-6 rounded-xl bg-red-800 p-4 font-bold text-white" role="note">
        If anyone is hurt, the car is on fire or leaking fuel, or you are stopped in a dangerous place: get everyone to
        safety and call 911. Emergency calls work even with no data signal.
      </p>

      <p className="mt-6 text-muted">
        Pages you opened recently are saved too. When you have a signal again, try this page once more.
      </p>
      {/* A plain GET to this same address: works without JavaScript, and in an installed app with no reload button. */}
      <form method="get" className="mt-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-border bg-card px-4 font-semibold hover:border-accent"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </form>
    </div>
  );
}
