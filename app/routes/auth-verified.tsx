import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { currentUserContext } from "~/auth/session.server";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/field";
import { safeRedirect } from "~/http/safe-redirect";
import { originFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/auth-verified";

/** Where the verification link lands: signed in on success, or told why not. */
export function loader({ context, url }: Route.LoaderArgs) {
  return {
    user: context.get(currentUserContext),
    error: url.searchParams.get("error"),
    next: safeRedirect(url.searchParams.get("redirectTo"), "/"),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Email verification",
    description: "Email verification for your account.",
    path: "/auth/verified",
    origin: originFrom(matches),
    noIndex: true,
  });

export default function Verified({ loaderData }: Route.ComponentProps) {
  const { user, error, next } = loaderData;
  const ok = !error && user;
  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: "Email verification", path: "/auth/verified" },
        ]}
        title={ok ? "Your email is verified" : "This link didn't work"}
        lead={ok ? `You're signed in as ${user.email}.` : "Verification links work once and expire after 24 hours."}
      />
      <div className="mx-auto max-w-md space-y-6 px-4 py-10 sm:px-6">
        {ok ? (
          <>
            <FormMessage tone="success" title="Welcome to Car Mechanic AI.">
              Every diagnostic tool is yours to use. Add your role and shop details in your account settings.
            </FormMessage>
            <div className="flex flex-wrap gap-3">
              <Link to={next} className={buttonClass()}>
                <CircleCheck aria-hidden="true" className="size-4" />
                Continue
              </Link>
              <Link to="/account" className={buttonClass({ variant: "outline" })}>
                Account settings
              </Link>
            </div>
          </>
        ) : (
          <>
            <FormMessage tone="error" title="The verification link has expired or was already used.">
              Sign in with your email and password: if the account still needs verifying, we'll send you a new link.
            </FormMessage>
            <Link to="/auth" className={buttonClass()}>
              Sign in
            </Link>
          </>
        )}
      </div>
    </>
  );
}
