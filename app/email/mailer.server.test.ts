import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { composeEmail } from "./layout.server";
import { listMailFolder, readMailFolderMessage } from "./mail-folder.server";
import { createMailer } from "./mailer.server";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cmai-mail-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("mail folder", () => {
  it("writes each message as an .eml file with text and HTML parts, logs it, and the dev mailbox reads it back", async () => {
    const mailFolder = path.join(tempDir(), "outbox");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const mailer = createMailer({ from: "Car Mechanic AI <no-reply@example.test>", mailFolder });
    await mailer.send(
      composeEmail({
        to: "tech@example.test",
        subject: "Your Car Mechanic AI sign-in link",
        intro: "Use this link to sign in.",
        action: "Sign in",
        url: "https://cars.example/api/auth/magic-link/verify?token=abc",
        after: "The link works once.",
      }),
    );

    const files = readdirSync(mailFolder);
    expect(files).toHaveLength(1);
    expect(log.mock.calls[0]?.[0]).toContain(path.join(mailFolder, files[0]!));

    const [entry] = await listMailFolder(mailFolder);
    expect(entry).toMatchObject({
      file: files[0],
      to: "tech@example.test",
      subject: "Your Car Mechanic AI sign-in link",
    });
    const message = await readMailFolderMessage(mailFolder, files[0]!);
    expect(message?.text).toContain("Car Mechanic AI");
    expect(message?.links).toEqual(["https://cars.example/api/auth/magic-link/verify?token=abc"]);
  });

  it("refuses paths outside the mail folder", async () => {
    expect(await readMailFolderMessage(tempDir(), "../secrets.eml")).toBeNull();
  });
});
