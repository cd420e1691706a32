import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for the tests of the email queue, in the same process as
 * the test: the queue sends to it over the network through nodemailer, as it
 * would to a provider.
 *
 * - `delayMs`: a slow mail server, which answers the end of each message only
 *   after this long.
 * - `hold()` / `release()`: while held, messages are received but not answered
 *   (the client waits for its 250), until released.
 * - `stop()` / `start()`: an outage; the server comes back on the same port.
 *
 * A message counts as delivered when the server answers 250 to a client that
 * is still connected. One whose client went away before that answer (killed,
 * or timed out) is dropped: that client never learned it was accepted and
 * will send it again, and a server that kept it would make a duplicate that
 * no client could avoid (RFC 1047).
 */
export type DeliveredMessage = {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
};

export type TestSmtpServer = {
  url: string;
  port: number;
  /** Every message answered with 250, in order. */
  delivered: DeliveredMessage[];
  /** Messages dropped because their client left before the answer. */
  dropped: () => number;
  hold: () => void;
  release: () => void;
  /** Changes the delay for messages received from now on. */
  setDelay: (ms: number) => void;
  /** Client connections open now. */
  connections: () => number;
  /** Messages received and waiting for their answer (delay or hold). */
  waiting: () => number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export async function startTestSmtpServer({ delayMs = 0, port = 0 }: { delayMs?: number; port?: number } = {}) {
  const delivered: DeliveredMessage[] = [];
  const closedSessions = new Set<string>();
  let held = false;
  let dropped = 0;
  /** Answers waiting for the hold to end. */
  const heldAnswers: (() => void)[] = [];
  let waiting = 0;
  /**
   * Sessions that got past onConnect. smtp-server calls onClose for every
   * connection, also one that closed before onConnect ran (a client killed
   * mid-handshake), so a plain counter could go below zero and never read 0 again.
   */
  const openSessions = new Set<string>();
  let delay = delayMs;
  let server: SMTPServer | null = null;
  let boundPort = port;

  function create() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // A reverse DNS lookup of 127.0.0.1 only delays each connection.
      disableReverseLookup: true,
      // An outage closes open connections at once, as a crashed server would.
      closeTimeout: 1,
      onConnect(session, callback) {
        openSessions.add(session.id);
        callback();
      },
      onClose(session) {
        openSessions.delete(session.id);
        closedSessions.add(session.id);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          waiting += 1;
          const answer = async () => {
            waiting -= 1;
            if (closedSessions.has(session.id)) {
              dropped += 1;
              return;
            }
            const mail = await PostalMime.parse(Buffer.concat(chunks));
            delivered.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              messageId: mail.messageId ?? "",
            });
            callback();
          };
          const afterDelay = () => {
            if (held) heldAnswers.push(() => void answer());
            else void answer();
          };
          if (delay > 0) setTimeout(afterDelay, delay);
          else afterDelay();
        });
      },
    });
  }

  async function start() {
    const next = create();
    boundPort = await new Promise<number>((resolve, reject) => {
      next.once("error", reject);
      next.listen(boundPort, "127.0.0.1", () => {
        const address = next.server.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
    server = next;
  }

  async function stop() {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    delivered,
    dropped: () => dropped,
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const answer of heldAnswers.splice(0)) answer();
    },
    setDelay(ms: number) {
      delay = ms;
    },
    connections: () => openSessions.size,
    waiting: () => waiting,
    stop,
    start,
  } satisfies TestSmtpServer;
}
