import { absoluteLifetimeMs, idleTimeoutMs } from "../../engine/index.ts";
import { randomId, sha256 } from "../crypto.ts";
import type { Sql } from "../db/types.ts";
import type { Student } from "../decorators.ts";

const idleCutoff = (now: Date): Date => new Date(now.getTime() - idleTimeoutMs);

/** Opens a session; returns the id for the cookie (only its hash is stored). */
export async function createSession(db: Sql, accountId: string, now: Date): Promise<string> {
  const id = randomId();
  await db.query("INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)", [sha256(id), accountId, now]);
  return id;
}

/**
 * How stale last_seen_at may get before a request writes it again. Reading a session is cheap; a
 * write (and its commit) on every request is not. A session can therefore end up to this much
 * before 15 idle minutes, while the browser warns at 14 minutes and logs out at 15 by itself.
 */
export const touchEveryMs = 10_000;

/** What deciding on a session reads of it: its student, and when it was last seen and opened. */
export interface SessionRow {
  account_id: string;
  username: string;
  last_seen_at: Date;
  created_at: Date;
}

/**
 * The session row's columns and tables, found by `s.id_hash`: a route that needs more beside the
 * session (the save, the application it changes) reads both in one query.
 */
export const sessionColumns = "a.id AS account_id, a.username, s.last_seen_at, s.created_at";
export const sessionTables = "sessions s JOIN accounts a ON a.id = s.account_id";

/**
 * The student of a session that is still active, marking it seen (the 15 minutes slide).
 * "expired" for a session that went idle, null for an unknown id or one past its absolute
 * lifetime (the student logs in again, told their session is no longer valid); both are deleted.
 */
export async function touchSession(db: Sql, id: string, now: Date): Promise<Student | "expired" | null> {
  const hash = sha256(id);
  const { rows } = await db.query<SessionRow>(`SELECT ${sessionColumns} FROM ${sessionTables} WHERE s.id_hash = $1`, [hash]);
  return settleSession(db, hash, rows[0], now);
}

/** touchSession's decision on the row read for the id of hash `hash` (undefined when none was found). */
export async function settleSession(db: Sql, hash: string, row: SessionRow | undefined, now: Date): Promise<Student | "expired" | null> {
  if (!row) return null;
  const idle = new Date(row.last_seen_at).getTime() <= idleCutoff(now).getTime();
  const tooOld = new Date(row.created_at).getTime() <= now.getTime() - absoluteLifetimeMs;
  if (idle || tooOld) {
    await db.query("DELETE FROM sessions WHERE id_hash = $1", [hash]);
    return idle ? "expired" : null;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= touchEveryMs) {
    await db.query("UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id_hash = $1", [hash, now]);
  }
  return { accountId: row.account_id, username: row.username };
}

export async function endSession(db: Sql, id: string): Promise<void> {
  await db.query("DELETE FROM sessions WHERE id_hash = $1", [sha256(id)]);
}

/** Ends every session of an account (after a password reset). */
export async function endAllSessions(db: Sql, accountId: string): Promise<void> {
  await db.query("DELETE FROM sessions WHERE account_id = $1", [accountId]);
}

/** Deletes sessions idle past the timeout or past their lifetime (they could no longer be used anyway). */
export async function pruneSessions(db: Sql, now: Date): Promise<void> {
  await db.query("DELETE FROM sessions WHERE last_seen_at <= $1 OR created_at <= $2", [idleCutoff(now), new Date(now.getTime() - absoluteLifetimeMs)]);
}
