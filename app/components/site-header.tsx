import { ChevronDown, Menu, UserRound, X } from "lucide-react";
import { Form, Link, NavLink, useLocation, useMatches } from "react-router";
import { HeaderSearch } from "~/components/search/header-search";
import { StaticHtml } from "~/components/static-html";
import { ThemeToggle } from "~/components/theme";
import { buttonClass } from "~/components/ui/button";
import { isGroup, type NavLink as NavLinkData, primaryNavigation } from "~/lib/site-navigation";
import { useDismissableDetails } from "~/lib/use-dismissable-details";
import { cn } from "~/lib/utils";
import type { HeaderGarageIslands } from "~/vehicles/garage";

/** NavLink marks the current page; a link to a section of the home page (/#...) never is one. */
function SiteNavLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  return href.includes("#") ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <NavLink to={href} className={className}>
      {children}
    </NavLink>
  );
}

const navLinkLook =
  "items-center rounded-md px-2.5 font-medium text-foreground hover:bg-border/60 aria-[current=page]:text-accent aria-[current=page]:underline underline-offset-4";
/** A link in the desktop bar. */
const navLinkClass = `${navLinkLook} inline-flex min-h-10 text-sm`;
/** A full-width row in the mobile menu. */
const menuLinkClass = `${navLinkLook} flex min-h-11 w-full text-base`;

export type HeaderUser = { email: string; name: string } | null;

/**
 * /auth, coming back to the current page afterwards; from the 404 page to the
 * home page, so that page is the same for every unknown address (it is cached
 * once, routes/not-found.tsx).
 */
function useSignInHref() {
  const { pathname, search } = useLocation();
  const leaf = useMatches().at(-1);
  if (pathname === "/" || pathname.startsWith("/auth") || leaf?.id === "routes/not-found") return "/auth";
  return `/auth?redirectTo=${encodeURIComponent(pathname + search)}`;
}

export function SiteHeader({ user, garage }: { user: HeaderUser; garage: HeaderGarageIslands }) {
  const signInHref = useSignInHref();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-3 py-2 sm:px-6">
        <SiteName />
        {/* The navigation has a row of its own below 1280 px, where it and the search box do not fit in one. */}
        <nav aria-label="Main" className="order-3 hidden w-full md:block xl:order-2 xl:ml-auto xl:w-auto">
          <DesktopNavigation />
        </nav>
        <div className="order-2 ml-auto flex items-center gap-0.5 sm:gap-1 xl:order-3 xl:ml-2">
          {/* The garage's menu is a static island (components/vehicles/garage-menu.tsx): no script of its own. */}
          {garage ? (
            <StaticHtml key={garage.key} id="garage-bar" html={garage.bar} className="hidden md:block" />
          ) : null}
          <HeaderSearch />
          <ThemeToggle />
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link to={signInHref} className={buttonClass({ size: "sm", display: "hidden md:inline-flex" })}>
              Sign in
            </Link>
          )}
          <MobileMenu user={user} garage={garage} signInHref={signInHref} />
        </div>
      </div>
    </header>
  );
}

function SiteName() {
  return (
    <Link to="/" className="order-1 flex min-h-10 items-center gap-2 rounded-md pr-1 font-bold text-foreground">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-md bg-accent text-xs font-black text-accent-foreground"
      >
        CM
      </span>
      <span className="text-base sm:text-lg">Car Mechanic AI</span>
      <span className="hidden rounded-full border border-accent px-1.5 text-[0.65rem] font-semibold uppercase tracking-wide text-accent min-[400px]:inline">
        Beta
      </span>
    </Link>
  );
}

function DesktopNavigation() {
  return (
    <ul className="flex items-center gap-1">
      {primaryNavigation.map((item) =>
        isGroup(item) ? (
          <li key={item.label}>
            <ResourcesMenu label={item.label} links={item.children} />
          </li>
        ) : (
          <li key={item.label}>
            <SiteNavLink href={item.href} className={navLinkClass}>
              {item.label}
            </SiteNavLink>
          </li>
        ),
      )}
    </ul>
  );
}

function ResourcesMenu({ label, links }: { label: string; links: NavLinkData[] }) {
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className="group relative">
      <summary className={cn(navLinkClass, "list-none gap-1")}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 z-50 mt-1 w-72 rounded-lg border border-border bg-card p-1 shadow-lg">
        {links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              className="block rounded-md px-3 py-2 text-foreground hover:bg-border/60 aria-[current=page]:text-accent"
            >
              <span className="block text-sm font-semibold">{link.label}</span>
              {link.description ? <span className="block text-xs text-muted">{link.description}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function SignOutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/auth/sign-out">
      <button type="submit" className={className}>
        Sign out
      </button>
    </Form>
  );
}

function AccountMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className="group relative hidden md:block">
      <summary className={cn(navLinkClass, "list-none gap-1.5 border border-border")}>
        <UserRound aria-hidden="true" className="size-4" />
        Account
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-50 mt-1 w-72 rounded-lg border border-border bg-card p-1 shadow-lg">
        <p className="px-3 py-2 text-xs text-muted">
          Signed in as <span className="block truncate text-sm font-semibold text-foreground">{user.email}</span>
        </p>
        <NavLink to="/account" className="block rounded-md px-3 py-2 text-sm font-semibold hover:bg-border/60">
          Account settings
        </NavLink>
        <SignOutButton className="block w-full rounded-md px-3 py-2 text-left text-sm font-semibold hover:bg-border/60" />
      </div>
    </details>
  );
}

function MobileMenu({
  user,
  garage,
  signInHref,
}: {
  user: HeaderUser;
  garage: HeaderGarageIslands;
  signInHref: string;
}) {
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className="group md:hidden">
      <summary className="inline-flex min-h-10 list-none items-center gap-1.5 rounded-md border border-border px-2.5 text-sm font-semibold text-foreground">
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:block" />
        {/* Under 640 px the icon alone, to leave room for the search button. */}
        <span className="max-sm:sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Main menu"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-4 shadow-lg"
      >
        <ul className="divide-y divide-border">
          {primaryNavigation.map((item) =>
            isGroup(item) ? (
              <li key={item.label} className="py-2">
                <p className="px-2 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">{item.label}</p>
                <ul>
                  {item.children.map((link) => (
                    <li key={link.href}>
                      <NavLink to={link.href} className={menuLinkClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.label} className="py-1">
                <SiteNavLink href={item.href} className={menuLinkClass}>
                  {item.label}
                </SiteNavLink>
              </li>
            ),
          )}
        </ul>
        {garage ? (
          <StaticHtml
            key={garage.key}
            id="garage-menu"
            html={garage.menu}
            className="mt-3 border-t border-border pt-3"
          />
        ) : null}
        {user ? (
          <div className="mt-3 border-t border-border pt-3">
            <p className="px-2.5 text-xs text-muted">
              Signed in as <span className="block truncate text-sm font-semibold text-foreground">{user.email}</span>
            </p>
            <NavLink to="/account" className={menuLinkClass}>
              Account settings
            </NavLink>
            <SignOutButton
              className={buttonClass({ variant: "outline", display: "flex", className: "mt-2 w-full justify-center" })}
            />
          </div>
        ) : (
          <Link to={signInHref} className={buttonClass({ display: "flex", className: "mt-3 justify-center" })}>
            Sign in
          </Link>
        )}
      </nav>
    </details>
  );
}
