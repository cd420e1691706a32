import type { Config } from "@react-router/dev/config";
import { buildServiceWorker } from "./app/service-worker/build";

export default {
  // Every page is rendered on the server per request: the header shows the
  // visitor's session and every document carries a fresh CSP nonce, so
  // build-time HTML would be wrong for both. See docs/decisions/0003.
  ssr: true,
  // The service worker is written from the finished build: it stores the
  // hashed assets by name. See docs/decisions/0020.
  buildEnd: ({ reactRouterConfig }) => buildServiceWorker({ buildDirectory: reactRouterConfig.buildDirectory }),
} satisfies Config;
