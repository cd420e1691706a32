import { Link } from "react-router";
import { footerNavigation } from "~/lib/site-navigation";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-card print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-md space-y-3">
          <p className="text-lg font-bold">Car Mechanic AI</p>
          <p className="text-sm text-muted">
            At-a-glance diagnostic answers for shop owners, technicians and car owners in the U.S. Test values and costs
            are typical figures and editorial estimates: confirm specifications in the manufacturer's service
            information for your vehicle.
          </p>
          <p className="text-sm text-muted">
            If a car is on fire, leaking fuel or stopped in traffic, get everyone away from it and call 911.
          </p>
        </div>
        {footerNavigation.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{group.title}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-flex min-h-9 items-center text-sm text-foreground hover:text-accent hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} Car Mechanic AI · Beta · Vehicle and brand names are trademarks of their owners
          and are used only to identify vehicles. Trouble-code titles from dtc-database by Wal33D,{" "}
          <Link to="/codes#data-licence" className="underline underline-offset-2 hover:text-accent">
            MIT licence
          </Link>
          .
        </p>
      </div>
    </footer>
  );
}
