/**
 * The staff audit trail (table staff_audit, migrations 130 and 140): append-only, the database
 * refuses any change or removal. Sign-ins are recorded by login.ts; a route that shows staff an
 * application, a document, a PDF or an export records it with recordAccess; a staff command's run
 * is recorded by cli/recorded.ts.
 */
import type { FastifyRequest } from "fastify";
import type { Sql } from "../db/types.ts";
import { staffOf } from "./staffGuard.ts";

/** Signing in and out. A refused sign-in says why: wrong password or unknown username, too many failures, a disabled account. */
export type SignInAction = "sign-in" | "sign-in-failed" | "sign-in-locked" | "sign-in-disabled" | "sign-out";
/** What a staff member looked at, took away or changed. */
export type AccessAction = "list" | "view" | "document" | "pdf" | "export" | "revoke-links";
/** A staff command run (cli/recorded.ts): its name, arguments and exit code are in the detail. */
export type CommandAction = "command";
export type StaffAction = SignInAction | AccessAction | CommandAction;

/** What the audit keeps besides the action: a list's or an export's filters, which view was shown, which document. */
export type AuditDetail = Readonly<Record<string, string | number | boolean | null>>;

export interface AuditEntry {
  at: Date;
  /** Null for a sign-in attempt with a username no staff account has. */
  staffId: string | null;
  username: string;
  action: StaffAction;
  /** The application's reference, when the action concerns a submitted one. */
  reference: string | null;
  /** The application's id (applications.account_id), when the action concerns one, draft or submitted. */
  applicationId?: string | null;
  detail?: AuditDetail | null;
  ip: string;
}

/** The application an access concerns. */
export interface AuditTarget {
  id: string | null;
  reference: string | null;
}

export async function recordAudit(db: Sql, entry: AuditEntry): Promise<void> {
  await db.query("INSERT INTO staff_audit (at, staff_id, username, action, reference, application_id, detail, ip) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)", [
    entry.at,
    entry.staffId,
    entry.username,
    entry.action,
    entry.reference,
    entry.applicationId ?? null,
    entry.detail ? JSON.stringify(entry.detail) : null,
    entry.ip,
  ]);
}

/** Records what the request's staff member (staffGuard.ts) accessed, from the request's address (TRUST_PROXY applies). */
export async function recordAccess(request: FastifyRequest, action: AccessAction, target: AuditTarget | null = null, detail: AuditDetail | null = null): Promise<void> {
  const { staffId, username } = staffOf(request);
  await recordAudit(request.server.db, {
    at: request.server.clock.now(),
    staffId,
    username,
    action,
    reference: target?.reference ?? null,
    applicationId: target?.id ?? null,
    detail,
    ip: request.ip,
  });
}

interface AuditRow {
  at: Date;
  staff_id: string | null;
  username: string;
  action: StaffAction;
  reference: string | null;
  application_id: string | null;
  detail: AuditDetail | null;
  ip: string;
}

/**
 * The latest `limit` entries, newest first: of one application when given, by its reference or
 * its id (an application's entries from before its submit have its id and no reference).
 */
export async function auditEntries(db: Sql, { reference, applicationId, limit }: { reference?: string; applicationId?: string; limit: number }): Promise<AuditEntry[]> {
  const where = [reference === undefined ? null : "reference = $2", applicationId === undefined ? null : `application_id = $${reference === undefined ? 2 : 3}`].filter(Boolean);
  const params: unknown[] = [limit, ...(reference === undefined ? [] : [reference]), ...(applicationId === undefined ? [] : [applicationId])];
  const { rows } = await db.query<AuditRow>(
    `SELECT at, staff_id, username, action, reference, application_id, detail, ip FROM staff_audit
     ${where.length ? `WHERE ${where.join(" OR ")}` : ""} ORDER BY at DESC, id DESC LIMIT $1`,
    params,
  );
  return rows.map((row) => ({
    at: new Date(row.at),
    staffId: row.staff_id,
    username: row.username,
    action: row.action,
    reference: row.reference,
    applicationId: row.application_id,
    detail: row.detail,
    ip: row.ip,
  }));
}
