import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";

/** The .eml files the file outbox wrote, newest first (development only). */
export type OutboxEntry = { file: string; to: string; subject: string; date: string };

const EML = /^[\w@.+-]+\.eml$/;

export async function listOutbox(dir: string): Promise<OutboxEntry[]> {
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

export async function readOutboxMessage(dir: string, file: string) {
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
