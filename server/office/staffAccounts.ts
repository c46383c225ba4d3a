/** The rows of staff_accounts (migration 120): the office's staff, apart from students' accounts. */
import { randomUUID } from "node:crypto";
import type { Sql } from "../db/types.ts";
import type { StaffRole } from "./roles.ts";

export interface StaffAccount {
  id: string;
  username: string;
  password_hash: string;
  role: StaffRole;
  /** Set: the account cannot sign in, and has no session. */
  disabled_at: Date | null;
}

export async function findStaff(db: Sql, username: string): Promise<StaffAccount | undefined> {
  const { rows } = await db.query<StaffAccount>("SELECT id, username, password_hash, role, disabled_at FROM staff_accounts WHERE username = $1", [username]);
  return rows[0];
}

/** Creates a staff account, or returns undefined when the username is taken. */
export async function insertStaff(db: Sql, username: string, passwordHash: string, role: StaffRole, now: Date): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO staff_accounts (id, username, password_hash, role, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [randomUUID(), username, passwordHash, role, now],
  );
  return rows[0]?.id;
}

/** Disables an account (a second time keeps the first time); its id, or undefined when there is none. */
export async function disableStaff(db: Sql, username: string, now: Date): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>("UPDATE staff_accounts SET disabled_at = COALESCE(disabled_at, $2), updated_at = $2 WHERE username = $1 RETURNING id", [username, now]);
  return rows[0]?.id;
}

/** Lets a disabled account sign in again; its id, or undefined when there is none. */
export async function enableStaff(db: Sql, username: string, now: Date): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>("UPDATE staff_accounts SET disabled_at = NULL, updated_at = $2 WHERE username = $1 RETURNING id", [username, now]);
  return rows[0]?.id;
}

/** Sets a new password hash; the account's id, or undefined when there is none. */
export async function setStaffPassword(db: Sql, username: string, passwordHash: string, now: Date): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>("UPDATE staff_accounts SET password_hash = $2, updated_at = $3 WHERE username = $1 RETURNING id", [username, passwordHash, now]);
  return rows[0]?.id;
}

export interface StaffListing {
  username: string;
  role: StaffRole;
  disabled_at: Date | null;
  created_at: Date;
  /** The latest sign-in the audit trail holds. */
  last_sign_in: Date | null;
}

/** Every staff account, by username, with its latest sign-in. */
export async function listStaff(db: Sql): Promise<StaffListing[]> {
  const { rows } = await db.query<StaffListing>(
    `SELECT s.username, s.role, s.disabled_at, s.created_at,
       (SELECT max(a.at) FROM staff_audit a WHERE a.staff_id = s.id AND a.action = 'sign-in') AS last_sign_in
     FROM staff_accounts s ORDER BY s.username`,
  );
  return rows;
}
