import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { currentUserContext, sessionMiddleware } from "~/auth/session.server";
import { ErrorPage } from "~/components/error-page";
import { FlashMessage } from "~/components/flash-message";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ThemeScript } from "~/components/theme";
import { ToastHost } from "~/components/toasts";
import { GarageBar, GarageMenuSection } from "~/components/vehicles/garage-menu";
import { cacheControlMiddleware } from "~/http/cache-control.server";
import { flashContext, flashMiddleware } from "~/http/flash.server";
import { renderStaticMarkup, staticHtml } from "~/http/static-html.server";
import { errorMeta } from "~/lib/seo";
import { registerServiceWorker } from "~/lib/service-worker";
import { servicesContext } from "~/request-context";
import type { HeaderGarageIslands } from "~/vehicles/garage";
import { garageContext, garageMiddleware, headerGarage } from "~/vehicles/garage.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const middleware: Route.MiddlewareFunction[] = [
  // First, so it sees the cookies the others set on the way out.
  cacheControlMiddleware((context) =>
    Boolean(
      context.get(currentUserContext) ||
        context.get(flashContext) ||
        context.get(garageContext).garage.vehicles.length > 0,
    ),
  ),
  flashMiddleware,
  sessionMiddleware,
  // After the session: a signed-in visitor's garage is in the database.
  garageMiddleware,
];

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  return {
    origin: context.get(servicesContext).env.APP_URL,
    user: context.get(currentUserContext),
    flash: context.get(flashContext),
    garage: headerGarageIslands(args),
  };
}

/** The header's garage, rendered here into static islands so it costs pages no JavaScript; null for an empty garage. */
function headerGarageIslands(args: Route.LoaderArgs): HeaderGarageIslands {
  const garage = headerGarage(args.context);
  if (!garage) return null;
  return {
    key: garage.vehicles.map((vehicle) => `${vehicle.id}:${vehicle.current}:${vehicle.label}`).join("|"),
    bar: staticHtml(args, "garage-bar", renderStaticMarkup(<GarageBar garage={garage} />)),
    menu: staticHtml(args, "garage-menu", renderStaticMarkup(<GarageMenuSection garage={garage} />)),
  };
}

/** Root data for components rendered in every page; absent only if the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** A route whose page is plain HTML, never hydrated: `handle = { hydrate: false }` (the offline page). */
export type HydrateHandle = { hydrate?: boolean };

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  return errorMeta(isRouteErrorResponse(error) && error.status === 404);
};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const hydrate = !useMatches().some((match) => (match.handle as HydrateHandle | undefined)?.hydrate === false);
  useEffect(() => {
    // Marks the moment JavaScript enhancements are live (menus close on Escape,
    // theme buttons work), on every page including error pages; end-to-end tests wait for it.
    document.documentElement.dataset.hydrated = "true";
    registerServiceWorker();
  }, []);
  return (
    // The theme class on <html> is set by ThemeScript before hydration, so React must not manage it.
    <html lang="en-US" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#020617" media="(prefers-color-scheme: dark)" />
        <meta name="theme-color" content="#f8fafc" media="(prefers-color-scheme: light)" />
        <ThemeScript />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows 'self'). An empty one stops React Router
            copying the script nonce onto them, which the browser then hides and hydration flags. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to main content
        </a>
        <SiteHeader user={root?.user ?? null} garage={root?.garage ?? null} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {root?.flash ? (
            <FlashMessage key={`${root.flash.title}\n${root.flash.message ?? ""}`} flash={root.flash} />
          ) : null}
          {children}
        </main>
        <SiteFooter />
        <ToastHost />
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
