import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { Landing } from "~/content/home";

export function Hero({
  hero,
  audiences,
  children,
}: {
  hero: Landing["hero"];
  audiences: Landing["audiences"];
  /** Shown under the calls to action (the trouble-code lookup). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-card to-background">
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-10 sm:px-6 sm:pt-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{hero.tagline}</p>
        <h1 id="hero-heading" className="mt-2 text-4xl font-black tracking-tight sm:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-muted">{hero.intro}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={hero.primaryCta.href} className={buttonClass()}>
            {hero.primaryCta.label}
          </Link>
          <Link to={hero.secondaryCta.href} className={buttonClass({ variant: "outline" })}>
            {hero.secondaryCta.label}
          </Link>
        </div>
        {children}

        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {hero.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <h2 className="text-lg font-bold">{benefit.title}</h2>
              <p className="mt-2 text-sm text-muted">{benefit.body}</p>
              {benefit.note ? <p className="mt-3 text-xs italic text-muted">{benefit.note}</p> : null}
            </li>
          ))}
        </ul>

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {audiences.map((audience) => (
            <section
              key={audience.title}
              aria-label={audience.title}
              className="rounded-xl border border-border bg-card p-5"
            >
              <h2 className="text-xl font-bold">{audience.title}</h2>
              <ul className="mt-3 space-y-3">
                {audience.points.map((point) => (
                  <li key={point.title} className="flex gap-3">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                    <p className="text-sm">
                      <strong className="font-semibold">{point.title}.</strong>{" "}
                      <span className="text-muted">{point.body}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
