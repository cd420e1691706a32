import { Link } from "react-router";
import type { Crumb } from "~/components/breadcrumb";
import { PageHeader } from "~/components/page-header";
import { AddToGarageForm, type GarageFormError, GarageList } from "~/components/vehicles/garage-forms";
import { originFrom, seo } from "~/lib/seo";
import { GARAGE_LIMIT } from "~/vehicles/garage";
import { garageAction, garageContext, garageEntries } from "~/vehicles/garage.server";
import type { Route } from "./+types/vehicles-garage";

const trail: Crumb[] = [
  { label: "Home", path: "/" },
  { label: "My Vehicle", path: "/vehicles" },
  { label: "My garage", path: "/vehicles/garage" },
];

/**
 * /vehicles/garage: the visitor's garage, and the action every garage form
 * posts to (garage.server.ts). A form with a mistake is answered here, with
 * the message next to the field and what was typed kept.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { garage, signedIn } = context.get(garageContext);
  return { entries: garageEntries(garage), signedIn };
}

export async function action({ request, context }: Route.ActionArgs) {
  return garageAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "My garage",
    description: "The vehicles you keep on Car Mechanic AI, to see the problems and codes that apply to each.",
    path: "/vehicles/garage",
    origin: originFrom(matches),
    noIndex: true,
  });

export default function VehiclesGarage({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, signedIn } = loaderData;
  const error: GarageFormError | undefined = actionData?.garageError;
  // A failed "add" from a vehicle page: the form again, here, with what was typed.
  const adding = error?.intent === "add" ? error.vehicle : undefined;
  return (
    <>
      <PageHeader
        trail={trail}
        title="My garage"
        lead={`Up to ${GARAGE_LIMIT} vehicles. The one chosen is shown in the header, and problem lists and code pages mark what applies to it.`}
      >
        <p className="mt-3 text-sm text-muted">
          {signedIn ? (
            <>Kept in your account, so every device you sign in on has it. A VIN is kept only where you ticked it.</>
          ) : (
            <>
              Kept in a cookie in this browser only, for 400 days; nothing of it is stored on our server.{" "}
              <Link to="/auth?redirectTo=%2Fvehicles%2Fgarage" className="font-semibold text-accent hover:underline">
                Sign in
              </Link>{" "}
              to keep it in your account: it moves there when you do.
            </>
          )}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        {adding ? (
          <AddToGarageForm
            vehicle={adding}
            description={adding.description}
            returnTo="/vehicles/garage"
            error={error}
          />
        ) : error && !entries.some((entry) => entry.id === error.id) ? (
          // A mistake no form here can show next to a field: an unknown vehicle, a form from elsewhere.
          <p
            role="alert"
            className="rounded-md border border-red-600/50 bg-red-50 p-3 font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {error.message}
          </p>
        ) : null}
        <section aria-labelledby="garage-heading">
          <h2 id="garage-heading" className="sr-only">
            Vehicles in my garage
          </h2>
          <GarageList
            entries={entries}
            returnTo="/vehicles/garage"
            error={error?.intent === "add" ? undefined : error}
            empty={
              <p>
                Your garage is empty.{" "}
                <Link to="/vehicles" className="font-semibold text-accent hover:underline">
                  Decode a VIN or pick year, make and model
                </Link>
                , then choose "Add to my garage" on the vehicle's page.
              </p>
            }
          />
        </section>
      </div>
    </>
  );
}
