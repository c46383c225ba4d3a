/**
 * Staff sessions (table staff_sessions), by the rules every session keeps
 * (sessions/sessionTable.ts). A separate table, so an id of either kind is unknown to the other's
 * check.
 */
import { sha256 } from "../crypto.ts";
import type { Sql } from "../db/types.ts";
import { type SessionTimes, sessionTable } from "../sessions/sessionTable.ts";
import type { StaffRole } from "./roles.ts";

/** The signed-in staff member of a request. */
export interface StaffMember {
  staffId: string;
  username: string;
  role: StaffRole;
}

const staffSessions = sessionTable("staff_sessions", "staff_id");

/** Opens a session; returns the id for the cookie. */
export const createStaffSession = staffSessions.create;
export const endStaffSession = staffSessions.end;
/** Ends every session of a staff account (disabled, or given a new password). */
export const endStaffSessions = staffSessions.endAll;
export const pruneStaffSessions = staffSessions.prune;

/**
 * The staff member of a session still active, marking it seen. "expired" for one gone idle, null for
 * an unknown id, one past its lifetime or one of an account disabled since (disabling ends its
 * sessions too; this holds should one be opened meanwhile); all are deleted.
 */
export async function touchStaffSession(db: Sql, id: string, now: Date): Promise<StaffMember | "expired" | null> {
  const hash = sha256(id);
  const { rows } = await db.query<SessionTimes & { staff_id: string; username: string; role: StaffRole; disabled_at: Date | null }>(
    `SELECT a.id AS staff_id, a.username, a.role, a.disabled_at, s.last_seen_at, s.created_at
     FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id WHERE s.id_hash = $1`,
    [hash],
  );
  const [row] = rows;
  if (!row) return null;
  const state = await staffSessions.settle(db, hash, row, now, row.disabled_at !== null);
  if (state === "active") return { staffId: row.staff_id, username: row.username, role: row.role };
  return state === "expired" ? "expired" : null;
}
