import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type MailerConfig = {
  from: string;
  /** smtp(s):// URL; without one, messages are written to `mailFolder` as .eml files. */
  smtpUrl?: string;
  /** The folder of .eml files read by the dev mailbox (see mail-folder.server.ts). */
  mailFolder: string;
};

export type Mailer = { send: (email: OutgoingEmail) => Promise<void>; describe: string };

/**
 * Sends through SMTP when configured; otherwise writes each message to the
 * mail folder and logs its path, so no message is ever silently dropped.
 */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      describe: `SMTP (${new URL(config.smtpUrl).host})`,
      async send(email) {
        await transport.sendMail({ from: config.from, ...email });
      },
    };
  }
  const toFile = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `the mail folder (${config.mailFolder})`,
    async send(email) {
      const info = await toFile.sendMail({ from: config.from, ...email });
      mkdirSync(config.mailFolder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${email.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`;
      const file = path.join(config.mailFolder, name);
      writeFileSync(file, info.message as Buffer);
      console.log(`Email "${email.subject}" to ${email.to} written to ${file}`);
    },
  };
}

/**
 * Some emails are sent from inside better-auth, which logs a failed send
 * instead of throwing it. Actions run their auth call inside `trackEmails` so
 * they can still tell the visitor the email did not go out.
 */
const tracking = new AsyncLocalStorage<{ failures: unknown[]; sent: number }>();

export async function trackEmails<T>(work: () => Promise<T>) {
  const record = { failures: [] as unknown[], sent: 0 };
  const result = await tracking.run(record, work);
  return { result, failed: record.failures.length > 0, sent: record.sent };
}

/** Wraps a mailer so sends inside `trackEmails` are counted and failures recorded (and still thrown). */
export function withTracking(mailer: Mailer): Mailer {
  return {
    describe: mailer.describe,
    async send(email) {
      const record = tracking.getStore();
      try {
        await mailer.send(email);
        if (record) record.sent += 1;
      } catch (error) {
        record?.failures.push(error);
        console.error(
          `Sending "${email.subject}" to ${email.to} failed:`,
          error instanceof Error ? error.message : error,
        );
        throw error;
      }
    },
  };
}
