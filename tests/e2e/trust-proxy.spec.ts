import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, startProductionServer } from "../../scripts/production-server";
import { uniqueEmail } from "./support/mail";

/**
 * Behind one proxy (TRUST_PROXY=1) the client's address is the one the proxy
 * appended, the rightmost in X-Forwarded-For: whatever a client writes to the
 * left of it does not change its rate-limit key (docs/decisions/0017). Its
 * own server, started as it would run behind one proxy; the test plays the
 * proxy, appending the client's address.
 */
const root = path.resolve(import.meta.dirname, "../..");
/** Under `true` (refused at start-up now) the leftmost address, the forged one, was the key. */
const TRUST_PROXY = "1";

let server: ProductionServer;

beforeAll(async () => {
  server = await startProductionServer({
    logFile: path.join(root, "test-results/trust-proxy-server.log"),
    dataDirPrefix: "cmai-trust-proxy-",
    env: { TRUST_PROXY },
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

function sendFeedback(forwardedFor: string) {
  return fetch(`${server.baseURL}/api/feedback`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseURL, "X-Forwarded-For": forwardedFor },
    body: JSON.stringify({ name: "Proxy test", email: uniqueEmail("proxy"), message: "Checking the address key." }),
  }).then((response) => response.status);
}

describe("TRUST_PROXY=1", () => {
  it("keys the rate limit on the address the proxy appended, not on a forged leftmost one", async () => {
    // Feedback allows 5 posts per address in 10 minutes; each forged address is new.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(await sendFeedback(`198.51.100.${attempt + 1}, 203.0.113.7`));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client behind the same proxy has its own key.
    expect(await sendFeedback("198.51.100.1, 203.0.113.8")).toBe(200);
  });
});
