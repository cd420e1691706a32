import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** Recipients containing this are refused by the test SMTP server, to test failed sends. */
export const FAILING_RECIPIENT_MARKER = "smtp-fails";

/**
 * A real SMTP server for the tests: the app sends to it over the network
 * exactly as it would to a provider, and each accepted message is written to
 * `dir` as an .eml file for specs to read.
 */
export async function startCaptureSmtp(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes(FAILING_RECIPIENT_MARKER)) {
        const error = new Error("Mailbox unavailable (test)") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(",");
        writeFileSync(
          path.join(dir, `${Date.now()}-${String(count).padStart(5, "0")}-${to}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
