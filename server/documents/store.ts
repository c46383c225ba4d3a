/** The documents' SQL: conversions, document answers, and the answer they set (upload forms: uploadForms.ts). */
import type { Sql } from "../db/types.ts";
import { AppError } from "../errors.ts";
import { cancelQueued } from "./jobs.ts";
import { conversionMessages } from "./messages.ts";
import { endForms } from "./uploadForms.ts";

/** Where a conversion stands (spec section 3, "PDF status record"); NOT_ANSWERED when there is none. */
export type ConversionStatus = "UNPROCESSED" | "IN_PROGRESS" | "COMPLETED" | "FAILED";

/** The job that converts one upload: its payload names the conversion. */
export const conversionJobKind = "convert-document";
export const conversionPayload = (conversionId: string): { conversionId: string } => ({ conversionId });

/**
 * Refuses a change once the application is submitted (like every other change); inside a
 * transaction it also locks the row, so a submit waits for the change or the change for it.
 */
export async function lockOpenApplication(tx: Sql, accountId: string): Promise<void> {
  const { rows } = await tx.query("SELECT 1 FROM applications WHERE account_id = $1 AND submitted_at IS NULL FOR UPDATE", [accountId]);
  if (!rows.length) throw new AppError("applicationSubmitted");
}

/**
 * Removes the student's document for one question: its conversion (and the job still waiting
 * for it), its document answer, and the answer it set. Returns the objects to delete once the
 * transaction has committed.
 */
export async function removeDocument(tx: Sql, accountId: string, answerKey: string, now: Date): Promise<string[]> {
  const { rows } = await tx.query<{ id: string; upload_key: string | null; pdf_key: string | null }>(
    "DELETE FROM document_conversions WHERE account_id = $1 AND answer_key = $2 RETURNING id, upload_key, pdf_key",
    [accountId, answerKey],
  );
  for (const row of rows) await cancelQueued(tx, conversionJobKind, conversionPayload(row.id));
  await tx.query("DELETE FROM document_answers WHERE account_id = $1 AND answer_key = $2", [accountId, answerKey]);
  await tx.query(
    "UPDATE applications SET answers = answers || jsonb_build_object($2::text, ''), updated_at = $3 WHERE account_id = $1 AND answers->>$2 IS NOT NULL",
    [accountId, answerKey, now],
  );
  return rows.flatMap((row) => [row.upload_key, row.pdf_key].filter((key): key is string => key !== null));
}

/**
 * Removes the student's documents for these questions and ends their pending upload forms: the
 * questions are gone from the application (an entry removed, the tab holding them left), so a
 * form issued before cannot bring a document back. Returns the objects to delete after commit.
 */
export async function removeDocuments(tx: Sql, accountId: string, answerKeys: readonly string[], now: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const key of answerKeys) dropped.push(...(await removeDocument(tx, accountId, key, now)));
  dropped.push(...(await endForms(tx, accountId, answerKeys, now)));
  return dropped;
}

export interface NewConversion {
  id: string;
  accountId: string;
  answerKey: string;
  uploadKey: string;
  fileName: string;
  fileSize: number;
}

export async function insertConversion(tx: Sql, c: NewConversion, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO document_conversions (id, account_id, answer_key, upload_key, file_name, file_size, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'UNPROCESSED', $7, $7)`,
    [c.id, c.accountId, c.answerKey, c.uploadKey, c.fileName, c.fileSize, now],
  );
}

export async function conversionOf(sql: Sql, accountId: string, answerKey: string): Promise<{ status: ConversionStatus; message: string | null; pdf_key: string | null } | null> {
  const { rows } = await sql.query<{ status: ConversionStatus; message: string | null; pdf_key: string | null }>(
    "SELECT status, message, pdf_key FROM document_conversions WHERE account_id = $1 AND answer_key = $2",
    [accountId, answerKey],
  );
  return rows[0] ?? null;
}

/** The student's document answers: {answer key: {file_name, file_size}}. */
export async function documentAnswersOf(sql: Sql, accountId: string): Promise<Record<string, { file_name: string; file_size: number }>> {
  const { rows } = await sql.query<{ answer_key: string; file_name: string; file_size: number }>(
    "SELECT answer_key, file_name, file_size FROM document_answers WHERE account_id = $1 ORDER BY answer_key",
    [accountId],
  );
  return Object.fromEntries(rows.map((r) => [r.answer_key, { file_name: r.file_name, file_size: r.file_size }]));
}

export interface ConversionToRun {
  account_id: string;
  answer_key: string;
  upload_key: string;
  file_name: string;
}

/** Marks a waiting conversion IN_PROGRESS; null when it was removed or replaced meanwhile. */
export async function startConversion(sql: Sql, id: string, now: Date): Promise<ConversionToRun | null> {
  const { rows } = await sql.query<ConversionToRun>(
    `UPDATE document_conversions SET status = 'IN_PROGRESS', updated_at = $2
     WHERE id = $1 AND status IN ('UNPROCESSED', 'IN_PROGRESS') AND upload_key IS NOT NULL
     RETURNING account_id, answer_key, upload_key, file_name`,
    [id, now],
  );
  return rows[0] ?? null;
}

export type ConversionEnd = { status: "COMPLETED"; pdfKey: string; pages: number; fileSize: number } | { status: "FAILED"; message: string };

/** Whether any of the student's documents is on its way (waiting for a worker or being converted). */
export async function conversionInFlight(sql: Sql, accountId: string): Promise<boolean> {
  const { rows } = await sql.query("SELECT 1 FROM document_conversions WHERE account_id = $1 AND status IN ('UNPROCESSED', 'IN_PROGRESS') LIMIT 1", [accountId]);
  return rows.length > 0;
}

/**
 * Ends a conversion; a completed one also becomes the document answer and marks the answer
 * ANSWERED. Returns the end recorded, or null when the conversion was removed or replaced
 * meanwhile (nothing written).
 *
 * The application row is locked first, as every change to a student's documents locks it, so the
 * ending and a submit come one after the other. A submit waits for the conversions on their way
 * (application/submit.ts), so an application is submitted with its documents; one submitted all
 * the same (before that check existed) is what the office has, so a conversion that ends after it
 * ends FAILED with a message saying so, and its PDF is not kept.
 */
export async function endConversion(tx: Sql, id: string, end: ConversionEnd, now: Date): Promise<ConversionEnd | null> {
  const { rows: owner } = await tx.query<{ submitted: boolean }>(
    `SELECT a.submitted_at IS NOT NULL AS submitted FROM applications a JOIN document_conversions c ON c.account_id = a.account_id
     WHERE c.id = $1 FOR UPDATE OF a`,
    [id],
  );
  if (!owner[0]) return null;
  const recorded: ConversionEnd = owner[0].submitted && end.status === "COMPLETED" ? { status: "FAILED", message: conversionMessages.submittedFirst } : end;
  const completed = recorded.status === "COMPLETED" ? recorded : null;
  const { rows } = await tx.query<{ account_id: string; answer_key: string; file_name: string; file_size: number }>(
    `UPDATE document_conversions SET status = $2, message = $3, pdf_key = $4, pages = $5, file_size = COALESCE($6, file_size), upload_key = NULL, updated_at = $7
     WHERE id = $1 AND status IN ('UNPROCESSED', 'IN_PROGRESS')
     RETURNING account_id, answer_key, file_name, file_size`,
    [id, recorded.status, recorded.status === "FAILED" ? recorded.message : null, completed?.pdfKey ?? null, completed?.pages ?? null, completed?.fileSize ?? null, now],
  );
  const row = rows[0];
  if (!row) return null;
  if (completed) {
    await tx.query(
      `INSERT INTO document_answers (account_id, answer_key, file_name, file_size, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, answer_key) DO UPDATE SET file_name = EXCLUDED.file_name, file_size = EXCLUDED.file_size, created_at = EXCLUDED.created_at`,
      [row.account_id, row.answer_key, row.file_name, row.file_size, now],
    );
    await tx.query("UPDATE applications SET answers = answers || jsonb_build_object($2::text, 'ANSWERED'), updated_at = $3 WHERE account_id = $1", [
      row.account_id,
      row.answer_key,
      now,
    ]);
  }
  return recorded;
}
