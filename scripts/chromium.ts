import { existsSync } from "node:fs";

/** The system Chromium (never a downloaded one): CHROME_PATH, or Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install one (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH; see README.",
    );
  }
  return found;
}

/** Flags for a headless Chromium on a closed network: it must not try to reach out at all. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
