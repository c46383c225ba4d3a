/** Students' sessions (table sessions), by the rules every session keeps (sessionTable.ts). */
import { sha256 } from "../crypto.ts";
import type { Sql } from "../db/types.ts";
import type { Student } from "../decorators.ts";
import { type SessionTimes, sessionTable } from "./sessionTable.ts";

const sessions = sessionTable("sessions", "account_id");

/** Opens a session; returns the id for the cookie (only its hash is stored). */
export const createSession = sessions.create;
export const endSession = sessions.end;
/** Ends every session of an account (after a password reset). */
export const endAllSessions = sessions.endAll;
export const pruneSessions = sessions.prune;

/** What deciding on a session reads of it: its student, and when it was last seen and opened. */
export interface SessionRow extends SessionTimes {
  account_id: string;
  username: string;
}

/**
 * The session row's columns and tables, found by `s.id_hash`: a route that needs more beside the
 * session (the save, the application it changes) reads both in one query.
 */
export const sessionColumns = "a.id AS account_id, a.username, s.last_seen_at, s.created_at";
export const sessionTables = "sessions s JOIN accounts a ON a.id = s.account_id";

/**
 * The student of a session that is still active, marking it seen. "expired" for a session that
 * went idle, null for an unknown id or one past its absolute lifetime (the student logs in again,
 * told their session is no longer valid); both are deleted.
 */
export async function touchSession(db: Sql, id: string, now: Date): Promise<Student | "expired" | null> {
  const hash = sha256(id);
  const { rows } = await db.query<SessionRow>(`SELECT ${sessionColumns} FROM ${sessionTables} WHERE s.id_hash = $1`, [hash]);
  return settleSession(db, hash, rows[0], now);
}

/** touchSession's decision on the row read for the id of hash `hash` (undefined when none was found). */
export async function settleSession(db: Sql, hash: string, row: SessionRow | undefined, now: Date): Promise<Student | "expired" | null> {
  if (!row) return null;
  const state = await sessions.settle(db, hash, row, now);
  if (state === "active") return { accountId: row.account_id, username: row.username };
  return state === "expired" ? "expired" : null;
}
