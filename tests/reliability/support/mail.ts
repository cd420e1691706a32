import { randomUUID } from "node:crypto";
import path from "node:path";
import type { DeliveredMessage } from "~/email/test-smtp-server";
import { type ProductionServer, startProductionServer } from "../../../scripts/production-server";

/**
 * Shared parts of the reliability specs that follow email: production servers
 * on a database the spec owns, feedback posted over HTTP with a marker, and
 * counting what the test SMTP server (app/email/test-smtp-server.ts) received.
 */
const root = path.resolve(import.meta.dirname, "../../..");

export const FEEDBACK_INBOX = "reliability-inbox@example.test";

/** A production server on `databaseUrl`, sending to `smtpUrl`, with the queue's timings shortened for tests. */
export function startMailServer({
  name,
  databaseUrl,
  smtpUrl,
  env = {},
}: {
  name: string;
  databaseUrl: string;
  smtpUrl: string;
  env?: Record<string, string>;
}): Promise<ProductionServer> {
  return startProductionServer({
    logFile: path.join(root, `test-results/reliability-${name}.log`),
    dataDirPrefix: "cmai-reliability-",
    env: {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      AUTH_SECRET: "reliability-secret-0123456789-abcdefghij-klmnop",
      EMAIL_FROM: "Car Mechanic AI <no-reply@cars.example>",
      FEEDBACK_INBOX,
      // Each post names its own client address, so rate limits see separate clients.
      TRUST_PROXY: "loopback",
      // A crashed worker's claims end after 20 s (not 5 min); retries start after 1 s (not 30 s).
      EMAIL_CLAIM_SECONDS: "20",
      EMAIL_RETRY_BASE_SECONDS: "1",
      ...env,
    },
  });
}

let clients = 0;
/** A client address of its own for each post (rate limits are per address and email). */
function nextClientIp() {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export type PostedFeedback = { marker: string; email: string; status: number; id?: string };

/** Posts one feedback with a unique marker in its message (and in the sender's address). */
export async function postFeedback(baseURL: string): Promise<PostedFeedback> {
  const marker = `mk${randomUUID().replaceAll("-", "")}`;
  const email = `${marker}@example.test`;
  const response = await fetch(`${baseURL}/api/feedback`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL, "X-Forwarded-For": nextClientIp() },
    body: JSON.stringify({
      name: "Reliability Test",
      email,
      feedbackType: "bug",
      message: `Reliability run, message ${marker}.`,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { success?: boolean; id?: string };
  return { marker, email, status: response.status, id: body.success ? body.id : undefined };
}

/** For each marker, how many confirmations (to its sender) and inbox notifications were delivered. */
export function deliveriesByMarker(delivered: DeliveredMessage[]) {
  const counts = new Map<string, { confirmation: number; notification: number }>();
  for (const message of delivered) {
    const marker = /mk[0-9a-f]{32}/.exec(message.text)?.[0];
    if (!marker) continue;
    const entry = counts.get(marker) ?? { confirmation: 0, notification: 0 };
    if (message.to.includes(FEEDBACK_INBOX)) entry.notification += 1;
    else if (message.to.includes(`${marker}@example.test`)) entry.confirmation += 1;
    counts.set(marker, entry);
  }
  return counts;
}

/** The posts that did not get exactly one confirmation and one inbox notification, with what they got. */
export function postsNotDeliveredOnce(posts: { marker: string }[], delivered: DeliveredMessage[]) {
  const counts = deliveriesByMarker(delivered);
  return posts
    .map((post) => ({ marker: post.marker, ...counts.get(post.marker) }))
    .filter((entry) => entry.confirmation !== 1 || entry.notification !== 1);
}

/** Message-IDs delivered more than once (each queued message has its own). */
export function repeatedMessageIds(delivered: DeliveredMessage[]) {
  const seen = new Map<string, number>();
  for (const message of delivered) seen.set(message.messageId, (seen.get(message.messageId) ?? 0) + 1);
  return [...seen.entries()].filter(([, count]) => count > 1).map(([id]) => id);
}

/** Polls until `done` holds; the limit only guards against a hang. */
export async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 10 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    // A pause between polls, not a wait for an outcome: the loop ends on the state it polls.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
