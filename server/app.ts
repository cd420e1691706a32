// Provided by the React Router Vite plugin: the compiled routes and entries.
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import {
  clientIpContext,
  cspNonceContext,
  cspScriptSourcesContext,
  type ServerStatus,
  serverStatusContext,
  servicesContext,
} from "~/request-context";
import { allowScriptSources, cachedPagesHandler } from "./cached-pages";
import { startServices, stopServices } from "./services";

/**
 * React Router's request handler, bundled into build/server/index.js so the
 * router contexts it sets are the very objects the routes read. Resolves once
 * the services are ready (database migrated, email and auth set up); every
 * request then carries them in `servicesContext`. In production, repeat
 * visits to cached pages are answered before React Router runs
 * (cached-pages.ts).
 */
export async function startApp(status: ServerStatus): Promise<RequestHandler> {
  const services = await startServices();
  const production = process.env.NODE_ENV !== "development";
  const handleRequest = createRequestHandler({
    build,
    mode: production ? "production" : "development",
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
      context.set(cspScriptSourcesContext, (sources) => allowScriptSources(res, sources));
      context.set(clientIpContext, req.ip ?? "unknown");
      context.set(serverStatusContext, status);
      context.set(servicesContext, services);
      return context;
    },
  });
  if (!production) return handleRequest;
  const serveCachedPage = cachedPagesHandler(build as unknown as ServerBuild);
  return (req, res, next) =>
    serveCachedPage(req, res, (error?: unknown) => (error ? next(error) : handleRequest(req, res, next)));
}

/** Stops the email queue and closes the database once the last request is done. */
export const stopApp = stopServices;
