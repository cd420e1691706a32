import type { Kysely } from "kysely";
import { type DialectName, toDate, toStoredTimestamp } from "./db.server";
import type { Database, ProfileRole } from "./schema";

export type Profile = {
  displayName: string;
  role: ProfileRole | "";
  company: string;
  zipCode: string;
  updatedAt: Date | null;
};

export async function getProfile(db: Kysely<Database>, userId: string): Promise<Profile> {
  const row = await db.selectFrom("profiles").selectAll().where("id", "=", userId).executeTakeFirst();
  return {
    displayName: row?.display_name ?? "",
    role: row?.role ?? "",
    company: row?.company ?? "",
    zipCode: row?.zip_code ?? "",
    updatedAt: row ? toDate(row.updated_at) : null,
  };
}

/** Insert or update the user's profile in one statement, stamping updated_at (SPEC §3). */
export async function upsertProfile(
  db: Kysely<Database>,
  dialect: DialectName,
  userId: string,
  fields: Omit<Profile, "updatedAt">,
  now = new Date(),
) {
  const values = {
    display_name: fields.displayName || null,
    role: fields.role || null,
    company: fields.company || null,
    zip_code: fields.zipCode || null,
    updated_at: toStoredTimestamp(dialect, now),
  };
  await db
    .insertInto("profiles")
    .values({ id: userId, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .execute();
}
