import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { inject } from "vitest";
import { STATE_TIMEOUT_MS } from "./browser";

export type ReceivedMail = Email & { file: string; links: string[] };

/** A fresh address for one test, so tests never read each other's mail. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

async function read(file: string): Promise<ReceivedMail> {
  const mail = await PostalMime.parse(readFileSync(file));
  return { ...mail, file, links: [...new Set(mail.text?.match(/https?:\/\/\S+/g) ?? [])] };
}

/** Every message the test SMTP server accepted for `to`, oldest first. */
export async function mailFor(to: string): Promise<ReceivedMail[]> {
  const dir = inject("mailDir");
  const files = readdirSync(dir)
    .filter((file) => file.toLowerCase().includes(to.toLowerCase()))
    .sort();
  return Promise.all(files.map((file) => read(path.join(dir, file))));
}

/**
 * Waits for the `count`-th message to `to` (optionally with a subject matching
 * `subject`). The outbox worker sends soon after the request, but on a busy
 * machine "soon" can be many seconds: the limit is generous.
 */
export async function waitForMail(
  to: string,
  { subject, count = 1, timeoutMs = STATE_TIMEOUT_MS }: { subject?: RegExp; count?: number; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await mailFor(to)).filter((mail) => !subject || subject.test(mail.subject ?? ""));
    if (messages.length >= count) return messages[count - 1]!;
    if (Date.now() > deadline) {
      throw new Error(`No email #${count} to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
