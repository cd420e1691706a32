import { sql } from "kysely";
import { serverStatusContext, servicesContext } from "~/request-context";
import type { Route } from "./+types/healthz";

/**
 * Load balancers and orchestrators poll this. A 200 means this process
 * reached React Router's handler, its database answers, and it is not
 * shutting down.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (context.get(serverStatusContext).isDraining()) {
    return Response.json({ status: "draining" }, { status: 503, headers });
  }
  try {
    const { database } = context.get(servicesContext);
    await sql`select 1`.execute(database.db);
  } catch (error) {
    console.error("Health check: database unreachable:", error instanceof Error ? error.message : error);
    return Response.json({ status: "database unavailable" }, { status: 503, headers });
  }
  return Response.json({ status: "ok" }, { headers });
}
