import { createContext, useContext } from "react";

/**
 * The CSP nonce is known only on the server (browsers hide it from scripts),
 * so it travels by React context from entry.server.tsx to the few components
 * that render inline scripts.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
