import type { ColumnType } from "kysely";

/**
 * Table shapes as Kysely sees them. The four auth tables follow better-auth's
 * own names (camelCase columns); the product's tables use snake_case.
 * Booleans and dates differ by dialect (SQLite stores integers and text), so
 * they are typed loosely here and normalised where they are read.
 */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
type Flag = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Flag;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const profileRoles = ["shop-owner", "mechanic", "technician", "car-owner", "enthusiast", "other"] as const;
export type ProfileRole = (typeof profileRoles)[number];

/** SPEC §3 Profile: keyed by the user's id, other fields supplied by the user, updated_at set at save. */
export interface ProfileTable {
  id: string;
  display_name: string | null;
  role: ProfileRole | null;
  company: string | null;
  zip_code: string | null;
  updated_at: Timestamp;
}

export const feedbackTypes = ["general", "feature", "bug", "improvement"] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
export const feedbackStatuses = ["new", "read", "archived"] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

export interface FeedbackTable {
  id: string;
  name: string;
  email: string;
  type: FeedbackType;
  message: string;
  user_id: string | null;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  created_at: Timestamp;
}

/**
 * The email queue's messages (email-queue.server.ts). The table keeps its
 * first name, email_outbox, because renaming a stored table needs a migration.
 */
export interface EmailQueueTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  /** The claim of the worker sending it; its outcome is written only under this token. */
  claim_token: string | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}

export interface QuizBestScoreTable {
  user_id: string;
  category: string;
  best_score: number;
  questions: number;
  rounds: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** A search that found nothing, normalised (app/search/misses.server.ts); no personal data. */
export interface SearchMissTable {
  query: string;
  count: ColumnType<number, number | undefined, number>;
  first_seen: Timestamp;
  last_seen: Timestamp;
}

/** My garage (app/db/garage.server.ts): one row per vehicle, in one of the user's ten slots. */
export interface GarageVehicleTable {
  id: string;
  user_id: string;
  /** 0..9; unique per user, so the limit holds when two instances add at once. */
  slot: number;
  year: number;
  make: string;
  model: string;
  /** '' when not known: NULLs would never collide in the (user, vehicle) unique constraint. */
  engine: ColumnType<string, string | undefined, string>;
  nickname: string | null;
  mileage: number | null;
  vin: string | null;
  created_at: Timestamp;
  /** Null: never chosen. The latest chosen is the current vehicle. */
  chosen_at: Timestamp | null;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfileTable;
  feedback: FeedbackTable;
  email_outbox: EmailQueueTable;
  quiz_best_scores: QuizBestScoreTable;
  search_misses: SearchMissTable;
  garage_vehicles: GarageVehicleTable;
}
