import { createContext } from "react-router";

/**
 * Values the Express shell hands to React Router for each request
 * (see server/app.ts). Loaders and actions read them with `context.get(...)`.
 */

/** The per-request Content-Security-Policy nonce for inline scripts. */
export const cspNonceContext = createContext<string>("");

/** The client's IP address as Express sees it (honouring TRUST_PROXY). */
export const clientIpContext = createContext<string>("unknown");

export type ServerStatus = {
  /** True once shutdown has begun: the process is finishing requests and will exit. */
  isDraining: () => boolean;
};

export const serverStatusContext = createContext<ServerStatus>({ isDraining: () => false });
