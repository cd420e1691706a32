import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server per request: the header shows the
  // visitor's session and every document carries a fresh CSP nonce, so
  // build-time HTML would be wrong for both. See docs/decisions/0003.
  ssr: true,
} satisfies Config;
