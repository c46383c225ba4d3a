/**
 * The staff audit trail (table staff_audit, migration 130): append-only, the database refuses any
 * change or removal. Sign-ins are recorded by login.ts; a route that shows staff an application,
 * a document, a PDF or an export records it with recordAccess.
 */
import type { FastifyRequest } from "fastify";
import type { Sql } from "../db/types.ts";
import { staffOf } from "./staffGuard.ts";

/** Signing in and out. A refused sign-in says why: wrong password or unknown username, too many failures, a disabled account. */
export type SignInAction = "sign-in" | "sign-in-failed" | "sign-in-locked" | "sign-in-disabled" | "sign-out";
/** What a staff member looked at or took away. */
export type AccessAction = "list" | "view" | "document" | "pdf" | "export";
export type StaffAction = SignInAction | AccessAction;

export interface AuditEntry {
  at: Date;
  /** Null for a sign-in attempt with a username no staff account has. */
  staffId: string | null;
  username: string;
  action: StaffAction;
  /** The application's reference, when the action concerns one. */
  reference: string | null;
  ip: string;
}

export async function recordAudit(db: Sql, entry: AuditEntry): Promise<void> {
  await db.query("INSERT INTO staff_audit (at, staff_id, username, action, reference, ip) VALUES ($1, $2, $3, $4, $5, $6)", [
    entry.at,
    entry.staffId,
    entry.username,
    entry.action,
    entry.reference,
    entry.ip,
  ]);
}

/** Records what the request's staff member (staffGuard.ts) accessed, from the request's address (TRUST_PROXY applies). */
export async function recordAccess(request: FastifyRequest, action: AccessAction, reference: string | null = null): Promise<void> {
  const { staffId, username } = staffOf(request);
  await recordAudit(request.server.db, { at: request.server.clock.now(), staffId, username, action, reference, ip: request.ip });
}

/** The latest `limit` entries, of one application's reference when given, newest first. */
export async function auditEntries(db: Sql, { reference, limit }: { reference?: string; limit: number }): Promise<AuditEntry[]> {
  const { rows } = await db.query<{ at: Date; staff_id: string | null; username: string; action: StaffAction; reference: string | null; ip: string }>(
    `SELECT at, staff_id, username, action, reference, ip FROM staff_audit
     ${reference === undefined ? "" : "WHERE reference = $2"} ORDER BY at DESC, id DESC LIMIT $1`,
    reference === undefined ? [limit] : [limit, reference],
  );
  return rows.map((row) => ({ at: new Date(row.at), staffId: row.staff_id, username: row.username, action: row.action, reference: row.reference, ip: row.ip }));
}
