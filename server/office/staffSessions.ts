/**
 * Staff sessions (table staff_sessions), kept as students' are (sessions/store.ts): a random id in
 * the cookie, its hash in the table, the same idle timeout and lifetime. A separate table, so an id
 * of either kind is unknown to the other's check.
 */
import { absoluteLifetimeMs, idleTimeoutMs } from "../../engine/index.ts";
import { randomId, sha256 } from "../crypto.ts";
import type { Sql } from "../db/types.ts";
import type { StaffRole } from "./roles.ts";

/** The signed-in staff member of a request. */
export interface StaffMember {
  staffId: string;
  username: string;
  role: StaffRole;
}

const idleCutoff = (now: Date): Date => new Date(now.getTime() - idleTimeoutMs);

/**
 * How stale last_seen_at may get before a request writes it again, as for students (a write on
 * every request costs a commit). Its own constant: the students' session read may change on its own.
 */
const touchEveryMs = 10_000;

/** Opens a session; returns the id for the cookie. */
export async function createStaffSession(db: Sql, staffId: string, now: Date): Promise<string> {
  const id = randomId();
  await db.query("INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)", [sha256(id), staffId, now]);
  return id;
}

/**
 * The staff member of a session still active, marking it seen. "expired" for one gone idle, null for
 * an unknown id, one past its lifetime or one of an account disabled since (disabling ends its
 * sessions too; this holds should one be opened meanwhile); all are deleted.
 */
export async function touchStaffSession(db: Sql, id: string, now: Date): Promise<StaffMember | "expired" | null> {
  const hash = sha256(id);
  const { rows } = await db.query<{ staff_id: string; username: string; role: StaffRole; disabled_at: Date | null; last_seen_at: Date; created_at: Date }>(
    `SELECT a.id AS staff_id, a.username, a.role, a.disabled_at, s.last_seen_at, s.created_at
     FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id WHERE s.id_hash = $1`,
    [hash],
  );
  const [row] = rows;
  if (!row) return null;
  const idle = new Date(row.last_seen_at).getTime() <= idleCutoff(now).getTime();
  const tooOld = new Date(row.created_at).getTime() <= now.getTime() - absoluteLifetimeMs;
  if (idle || tooOld || row.disabled_at) {
    await db.query("DELETE FROM staff_sessions WHERE id_hash = $1", [hash]);
    return idle && !row.disabled_at ? "expired" : null;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= touchEveryMs) {
    await db.query("UPDATE staff_sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id_hash = $1", [hash, now]);
  }
  return { staffId: row.staff_id, username: row.username, role: row.role };
}

export async function endStaffSession(db: Sql, id: string): Promise<void> {
  await db.query("DELETE FROM staff_sessions WHERE id_hash = $1", [sha256(id)]);
}

/** Ends every session of a staff account (disabled, or given a new password). */
export async function endStaffSessions(db: Sql, staffId: string): Promise<void> {
  await db.query("DELETE FROM staff_sessions WHERE staff_id = $1", [staffId]);
}

/** Deletes sessions idle past the timeout or past their lifetime. */
export async function pruneStaffSessions(db: Sql, now: Date): Promise<void> {
  await db.query("DELETE FROM staff_sessions WHERE last_seen_at <= $1 OR created_at <= $2", [idleCutoff(now), new Date(now.getTime() - absoluteLifetimeMs)]);
}
