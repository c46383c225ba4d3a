/** The application PDF's SQL: what a PDF is made from, where its build stands, and its job. */
import type { Sql } from "../db/types.ts";
import { documentKeys } from "../documents/questions.ts";
import { type ServiceApplication, serviceApplication } from "../tokens/serviceApplication.ts";
import { accountLocale } from "../accounts/locale.ts";
import { applicantOf } from "./applicant.ts";

/** Where a build stands (spec section 3, "PDF status record"). */
export type BuildStatus = "UNPROCESSED" | "IN_PROGRESS" | "COMPLETED" | "FAILED";

/** The job that builds one student's PDF for one fingerprint. */
export const applicationPdfJobKind = "application-pdf";

export interface BuildPayload {
  accountId: string;
  fingerprint: string;
  /** The language the PDF is written in: the student's (accounts.locale), one of the form's. */
  locale: string;
}

/** A converted document to append, in the order its question stands in the form. */
export interface SourceDocument {
  answerKey: string;
  pdfKey: string;
  /** The file's name as the student uploaded it (its separator page names it). */
  fileName: string;
}

/**
 * Everything an application PDF is made from: the print view's data, the converted documents and
 * the submission, whose reference every page carries (so submitting builds the PDF again).
 */
export interface BuildSource {
  /** The student's language (accounts.locale): a student who changes it gets the PDF again, in it. */
  locale: string;
  application: ServiceApplication;
  documents: SourceDocument[];
  submission: { reference: string | null; submitted_at: string | null };
}

const formOrder = [...documentKeys];
const placeOf = (key: string): number => (formOrder.includes(key) ? formOrder.indexOf(key) : formOrder.length);

/** The student's converted documents, in the order of their questions in the form (pages, then place on the page, then repeat instance). */
export async function documentsOf(sql: Sql, accountId: string): Promise<SourceDocument[]> {
  const { rows } = await sql.query<{ answer_key: string; pdf_key: string; file_name: string }>(
    `SELECT c.answer_key, c.pdf_key, d.file_name FROM document_conversions c
     JOIN document_answers d ON d.account_id = c.account_id AND d.answer_key = c.answer_key
     WHERE c.account_id = $1 AND c.status = 'COMPLETED' AND c.pdf_key IS NOT NULL`,
    [accountId],
  );
  return rows.map((r) => ({ answerKey: r.answer_key, pdfKey: r.pdf_key, fileName: r.file_name })).sort((a, b) => placeOf(a.answerKey) - placeOf(b.answerKey));
}

/** The language the student's PDF is written in: the account's, if the form (still) declares it, else the form's default. */
export async function pdfLocaleOf(sql: Sql, accountId: string): Promise<string> {
  const { rows } = await sql.query<{ locale: string | null }>("SELECT locale FROM accounts WHERE id = $1", [accountId]);
  return accountLocale(rows[0]?.locale ?? null);
}

export async function buildSourceOf(sql: Sql, accountId: string, timeZone: string): Promise<BuildSource | null> {
  const application = await serviceApplication(sql, accountId, timeZone);
  const applicant = await applicantOf(sql, accountId, timeZone);
  if (!application || !applicant) return null;
  const locale = await pdfLocaleOf(sql, accountId);
  return { locale, application, documents: await documentsOf(sql, accountId), submission: { reference: applicant.reference, submitted_at: applicant.submittedAt } };
}

export interface PdfRecord {
  fingerprint: string;
  status: BuildStatus;
  message: string | null;
  pdf_key: string | null;
  updated_at: Date;
}

export async function pdfRecordOf(sql: Sql, accountId: string): Promise<PdfRecord | null> {
  const { rows } = await sql.query<PdfRecord>("SELECT fingerprint, status, message, pdf_key, updated_at FROM application_pdfs WHERE account_id = $1", [accountId]);
  return rows[0] ?? null;
}

/**
 * Moves the student's record to `fingerprint`, waiting to be built, unless it already stands
 * there (built, waiting or running), or failed there after `retryFailedBefore`. True when it
 * moved: the caller queues the build in the same transaction. Two requests at once move it once,
 * the second waiting on the row and then finding it already there.
 */
export async function requestBuild(tx: Sql, accountId: string, fingerprint: string, now: Date, retryFailedBefore: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO application_pdfs (account_id, fingerprint, status, created_at, updated_at) VALUES ($1, $2, 'UNPROCESSED', $3, $3)
     ON CONFLICT (account_id) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = 'UNPROCESSED', message = NULL, updated_at = EXCLUDED.updated_at
     WHERE application_pdfs.fingerprint <> EXCLUDED.fingerprint OR (application_pdfs.status = 'FAILED' AND application_pdfs.updated_at < $4)
     RETURNING 1`,
    [accountId, fingerprint, now, retryFailedBefore],
  );
  return rows.length > 0;
}

/** Drops the student's builds no worker has taken yet: a newer fingerprint replaces them. */
export async function cancelQueuedBuilds(tx: Sql, accountId: string): Promise<void> {
  await tx.query("DELETE FROM jobs WHERE kind = $1 AND status = 'queued' AND payload->>'accountId' = $2", [applicationPdfJobKind, accountId]);
}

/** Marks the build IN_PROGRESS; false when the record has moved to another fingerprint (nothing to build). */
export async function startBuild(sql: Sql, { accountId, fingerprint }: BuildPayload, now: Date): Promise<boolean> {
  const { rows } = await sql.query(
    `UPDATE application_pdfs SET status = 'IN_PROGRESS', updated_at = $3
     WHERE account_id = $1 AND fingerprint = $2 AND status IN ('UNPROCESSED', 'IN_PROGRESS') RETURNING 1`,
    [accountId, fingerprint, now],
  );
  return rows.length > 0;
}

export type BuildEnd = { status: "COMPLETED"; pdfKey: string } | { status: "FAILED"; message: string };

/**
 * Ends the build of `fingerprint`. Returns the previous PDF's key, which the new outcome replaces
 * (to remove once committed), or false when the record moved on meanwhile (nothing written).
 */
export async function endBuild(tx: Sql, { accountId, fingerprint }: BuildPayload, end: BuildEnd, now: Date): Promise<{ replaced: string | null } | false> {
  const { rows } = await tx.query<{ replaced: string | null }>(
    `UPDATE application_pdfs p SET status = $3, message = $4, pdf_key = $5, updated_at = $6
     FROM (SELECT pdf_key FROM application_pdfs WHERE account_id = $1 FOR UPDATE) previous
     WHERE p.account_id = $1 AND p.fingerprint = $2 AND p.status IN ('UNPROCESSED', 'IN_PROGRESS')
     RETURNING previous.pdf_key AS replaced`,
    [accountId, fingerprint, end.status, end.status === "FAILED" ? end.message : null, end.status === "COMPLETED" ? end.pdfKey : null, now],
  );
  const row = rows[0];
  return row ? { replaced: row.replaced } : false;
}
