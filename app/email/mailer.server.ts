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
  /** SMTP connections kept open and used at once (the email queue sends this many in parallel). */
  connections?: number;
};

export type Mailer = {
  /**
   * Sends one message. `key` names it for good: it becomes the Message-ID, so
   * a message sent again (the email queue's one at-least-once case) carries
   * the same Message-ID and can be recognised as the same message.
   */
  send: (email: OutgoingEmail, options?: { key?: string }) => Promise<void>;
  /** Closes open connections (at shutdown). */
  close: () => void;
  describe: string;
};

/**
 * How long the SMTP client waits for the mail server: to connect, for its
 * greeting, and for each answer after that. Nodemailer's defaults (2 min, 30 s,
 * 10 min) would let a stalled server hold a message for many minutes; these
 * keep a send well inside the email queue's claim (5 min by default; the queue
 * also gives up waiting on a send after half the claim).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** `<key@domain of the sender>`, a Message-ID that is the same every time the message is sent. */
function messageIdFor(from: string, key: string | undefined) {
  if (!key) return undefined;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${key}@${domain}>`;
}

/**
 * Sends through SMTP when configured, over a pool of open connections;
 * otherwise writes each message to the mail folder and logs its path, so no
 * message is ever silently dropped.
 */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: config.connections ?? 5,
      ...SMTP_TIMEOUTS,
    });
    return {
      describe: `SMTP (${new URL(config.smtpUrl).host})`,
      async send(email, options) {
        await transport.sendMail({ from: config.from, ...email, messageId: messageIdFor(config.from, options?.key) });
      },
      close: () => transport.close(),
    };
  }
  const toFile = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `the mail folder (${config.mailFolder})`,
    async send(email, options) {
      const info = await toFile.sendMail({
        from: config.from,
        ...email,
        messageId: messageIdFor(config.from, options?.key),
      });
      mkdirSync(config.mailFolder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${email.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`;
      const file = path.join(config.mailFolder, name);
      writeFileSync(file, info.message as Buffer);
      console.log(`Email "${email.subject}" to ${email.to} written to ${file}`);
    },
    close: () => {},
  };
}
