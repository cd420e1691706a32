// Provided by the React Router Vite plugin: the compiled routes and entries.
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import {
  clientIpContext,
  cspNonceContext,
  type ServerStatus,
  serverStatusContext,
  servicesContext,
} from "~/request-context";
import { startServices, stopServices } from "./services";

/**
 * React Router's request handler, bundled into build/server/index.js so the
 * router contexts it sets are the very objects the routes read. Resolves once
 * the services are ready (database migrated, email and auth set up); every
 * request then carries them in `servicesContext`.
 */
export async function startApp(status: ServerStatus): Promise<RequestHandler> {
  const services = await startServices();
  return createRequestHandler({
    build,
    mode: process.env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
      context.set(clientIpContext, req.ip ?? "unknown");
      context.set(serverStatusContext, status);
      context.set(servicesContext, services);
      return context;
    },
  });
}

/** Stops the email queue and closes the database once the last request is done. */
export const stopApp = stopServices;
