import { ArrowRight, Factory, FlaskConical, GraduationCap, Siren, TriangleAlert, Wrench } from "lucide-react";
import { Link } from "react-router";
import { ThemeButtons } from "~/components/theme";
import { buttonClass } from "~/components/ui/button";
import type { Landing } from "~/content/home";

const ctaOnDark = buttonClass({ variant: "inverse" });

export function SignUpBanner({ banner }: { banner: Landing["signUpBanner"] }) {
  return (
    <section
      aria-labelledby="signup-heading"
      className="flex flex-col gap-4 rounded-xl bg-linear-to-br from-orange-700 to-red-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id="signup-heading" className="text-2xl font-bold">
          {banner.title}
        </h2>
        <p className="mt-2 text-orange-50">{banner.body}</p>
      </div>
      <Link to={banner.cta.href} className={ctaOnDark}>
        {banner.cta.label}
      </Link>
    </section>
  );
}

/** Replaces the sign-up prompts for a signed-in visitor (SPEC §2). */
export function WelcomeBack({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="flex flex-col gap-3 rounded-xl border border-emerald-600/40 bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="welcome-heading" className="text-2xl font-bold">
          Welcome back, <span className="break-all">{email}</span>!
        </h2>
        <p className="mt-1 text-muted">You have full access to all diagnostic tools.</p>
      </div>
      <Link to="/account" className={buttonClass({ variant: "outline" })}>
        Account settings
      </Link>
    </section>
  );
}

export function BetaBanner({ banner }: { banner: Landing["betaBanner"] }) {
  return (
    <section
      aria-labelledby="beta-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="flex gap-3">
        <FlaskConical aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
        <div>
          <h2 id="beta-heading" className="font-bold">
            {banner.title}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {banner.body}{" "}
            <Link to={banner.feedback.href} className="font-semibold text-accent underline underline-offset-2">
              {banner.feedback.label}
            </Link>
          </p>
        </div>
      </div>
      <ThemeButtons />
    </section>
  );
}

export function QuizBanner({ banner }: { banner: Landing["quizBanner"] }) {
  return (
    <section
      aria-labelledby="quiz-heading"
      className="flex flex-col gap-4 rounded-xl bg-linear-to-br from-violet-700 to-indigo-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-4">
        <GraduationCap aria-hidden="true" className="size-10 shrink-0" />
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="quiz-heading" className="text-2xl font-bold">
              {banner.title}
            </h2>
            <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-indigo-900">
              {banner.badge}
            </span>
          </div>
          <p className="mt-2 text-indigo-50">{banner.body}</p>
        </div>
      </div>
      <Link to={banner.cta.href} className={ctaOnDark}>
        {banner.cta.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

const toneStyle = {
  emergency: { gradient: "from-orange-700 to-red-800", Icon: Siren },
  manufacturers: { gradient: "from-blue-700 to-indigo-900", Icon: Factory },
  danger: { gradient: "from-rose-800 to-red-950", Icon: TriangleAlert },
} as const;

export function FeatureBanners({ banners }: { banners: Landing["featureBanners"] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {banners.map((banner) => {
        const { gradient, Icon } = toneStyle[banner.tone];
        return (
          <li
            key={banner.tone}
            data-banner={banner.tone}
            className={`flex flex-col gap-4 rounded-xl bg-linear-to-br ${gradient} p-6 text-white`}
          >
            <Icon aria-hidden="true" className="size-8" />
            <h2 className="text-xl font-bold">{banner.title}</h2>
            <p className="flex-1 text-white/90">{banner.body}</p>
            <Link to={banner.cta.href} className={buttonClass({ variant: "inverse", className: "self-start" })}>
              {banner.cta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function WhyAccount({ section }: { section: Landing["whyAccount"] }) {
  return (
    <section aria-labelledby="why-account-heading" className="rounded-xl border border-border bg-card p-6">
      <h2 id="why-account-heading" className="text-2xl font-bold">
        {section.title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{section.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {section.cards.map((card) => (
          <li key={card.title} className="rounded-lg border border-border p-5">
            <Wrench aria-hidden="true" className="size-6 text-accent" />
            <h3 className="mt-3 font-bold">{card.title}</h3>
            <p className="mt-2 text-sm text-muted">{card.body}</p>
          </li>
        ))}
      </ul>
      <Link to={section.cta.href} className={buttonClass({ className: "mt-6" })}>
        {section.cta.label}
      </Link>
    </section>
  );
}
