import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { ensureVpicDatabase } from "./vpic-file.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "vpic-file-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("unpacking the vPIC data into the data folder", () => {
  it("two servers starting at once on one folder both get a whole database, and no temporary file is left", async () => {
    const [first, second] = await Promise.all([ensureVpicDatabase(dataDir), ensureVpicDatabase(dataDir)]);
    expect(first).toBe(second);
    const db = new Database(first, { readonly: true });
    expect((db.prepare("select count(*) as n from Make").get() as { n: number }).n).toBeGreaterThan(10_000);
    db.close();
    expect(readdirSync(dataDir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("does not unpack again when the copy came from the same package file", async () => {
    const file = path.join(dataDir, "vpic.lite.db");
    const before = statSync(file).mtimeMs;
    await ensureVpicDatabase(dataDir);
    expect(statSync(file).mtimeMs).toBe(before);
  });
});
