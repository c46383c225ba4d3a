/**
 * How a save reads and writes the application in two statements, where a transaction with a row
 * lock takes four (BEGIN, SELECT ... FOR UPDATE, UPDATE, COMMIT) besides the session's read
 * (issue 31). The guarantee stays the row lock's: a save applies its change to what the saves
 * before it stored, so it cannot bring back an answer another one cleared.
 *
 * The application is read with the session, in the same query, with its row version: xmin, the
 * transaction that wrote the row, which every UPDATE of the row changes (PostgreSQL's system
 * columns, docs section 5.6; an optimistic concurrency token as Npgsql uses it). The change is
 * written only if the row is still that version. If another write came between, the change is
 * made again under the row lock, on what that write stored: the rare case pays the transaction,
 * and each save ends after at most one retry. So does a draft on an older version of the form,
 * which moves to the running one under that lock first (versions/moveDraft.ts).
 */
import type { FastifyRequest } from "fastify";
import type { AddAnotherData, AnswerValue, Answers } from "../../engine/index.ts";
import { sha256 } from "../crypto.ts";
import type { Database } from "../db/types.ts";
import type { Student } from "../decorators.ts";
import { AppError } from "../errors.ts";
import { type SessionRow, sessionColumns, sessionTables, settleSession } from "../sessions/store.ts";
import { currentVersionId } from "../versions/current.ts";
import { lockCurrentDraft } from "../versions/moveDraft.ts";
import type { SetAsideEntry } from "../versions/setAside.ts";

/** What a save changes: the stored answers and entries of an application not submitted yet. */
export interface StoredApplication {
  answers: Answers;
  add_another: AddAnotherData;
}

/** The application as read with the session, with xmin as text (which write of the row it is) and whether it is on the running version of the form. */
interface ReadApplication extends StoredApplication {
  version: string;
  current: boolean;
}

/** The patch a change makes to an application as stored, or an AppError refusing it. */
export type Change = (application: StoredApplication) => Record<string, AnswerValue>;

/** The open application each authenticated save read with its session (none once submitted). */
const readWithSession = new WeakMap<FastifyRequest, ReadApplication>();

/** authenticateBy's finder for the save: the session and the student's open application, in one query. */
export function sessionAndApplication(db: Database) {
  return async (id: string, now: Date, request: FastifyRequest): Promise<Student | "expired" | null> => {
    const hash = sha256(id);
    const { rows } = await db.query<SessionRow & { answers: Answers | null; add_another: AddAnotherData | null; version: string | null; form_version: string | null }>(
      `SELECT ${sessionColumns}, p.answers, p.add_another, p.xmin::text AS version, p.form_version
       FROM ${sessionTables} LEFT JOIN applications p ON p.account_id = a.id AND p.submitted_at IS NULL
       WHERE s.id_hash = $1`,
      [hash],
    );
    const row = rows[0];
    const found = await settleSession(db, hash, row, now);
    if (row?.answers && row.add_another && row.version !== null) readWithSession.set(request, { answers: row.answers, add_another: row.add_another, version: row.version, current: row.form_version === currentVersionId || row.form_version === null });
    return found;
  };
}

/**
 * Writes the change to the application read with the request's session (see the top of this
 * file); `today` is the date in the university's time zone, which a move to another version checks
 * answers on. `setAside`: answers of a page on an older version that the running one does not
 * take (versions/olderPage.ts), appended to the row's set-aside answers in the same write.
 */
export async function writeChange(db: Database, request: FastifyRequest, accountId: string, change: Change, now: Date, today: string, setAside: readonly SetAsideEntry[] = []): Promise<void> {
  const read = readWithSession.get(request);
  if (!read) throw new AppError("applicationSubmitted");
  const keep = setAside.length ? ", set_aside = set_aside || $5::jsonb" : "";
  const kept = setAside.length ? [JSON.stringify(setAside)] : [];
  if (read.current) {
    const { rows } = await db.query(
      `UPDATE applications SET answers = answers || $2::jsonb, updated_at = $3${keep} WHERE account_id = $1 AND submitted_at IS NULL AND xmin = $4::xid RETURNING account_id`,
      [accountId, JSON.stringify(change(read)), now, read.version, ...kept],
    );
    if (rows.length) return;
  }
  await db.transaction(async (tx) => {
    const application = await lockCurrentDraft(tx, accountId, today, now);
    if (!application) throw new AppError("applicationSubmitted");
    await tx.query(`UPDATE applications SET answers = answers || $2::jsonb, updated_at = $3${keep.replace("$5", "$4")} WHERE account_id = $1`, [accountId, JSON.stringify(change(application)), now, ...kept]);
  });
}
