import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";

/**
 * The mail folder: the .eml files the mailer writes when no SMTP_URL is set
 * ($DATA_DIR/outbox: the folder keeps its first name, since it is documented
 * and may hold mail already). The dev mailbox page reads them here. Not to be
 * confused with the email queue (email-queue.server.ts), which holds mail in
 * the database until a send succeeds.
 */
export type MailFolderEntry = { file: string; to: string; subject: string; date: string };

const EML = /^[\w@.+-]+\.eml$/;

/** The newest 200 messages, newest first. */
export async function listMailFolder(dir: string): Promise<MailFolderEntry[]> {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => EML.test(file));
  } catch {
    return [];
  }
  files.sort((a, b) => statSync(path.join(dir, b)).mtimeMs - statSync(path.join(dir, a)).mtimeMs);
  return Promise.all(
    files.slice(0, 200).map(async (file) => {
      const mail = await PostalMime.parse(readFileSync(path.join(dir, file)));
      return {
        file,
        to: mail.to?.map((address) => address.address).join(", ") ?? "",
        subject: mail.subject ?? "(no subject)",
        date: mail.date ?? "",
      };
    }),
  );
}

/** One message by file name; null for a name that is not a plain .eml file in `dir`, or an unreadable one. */
export async function readMailFolderMessage(dir: string, file: string) {
  if (!EML.test(file)) return null;
  try {
    const mail = await PostalMime.parse(readFileSync(path.join(dir, file)));
    return {
      file,
      from: mail.from?.address ?? "",
      to: mail.to?.map((address) => address.address).join(", ") ?? "",
      subject: mail.subject ?? "(no subject)",
      date: mail.date ?? "",
      text: mail.text ?? "",
      links: [...new Set((mail.text ?? "").match(/https?:\/\/\S+/g) ?? [])],
    };
  } catch {
    return null;
  }
}
