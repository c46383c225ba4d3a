/**
 * The upload forms handed out by POST /api/presigned-url, as rows of document_uploads: single-use
 * and bounded, so that no student can store more than a few megabytes (ASVS 12.1.3).
 *
 * - A form is pending until a conversion takes it, or the app drops it (a fourth pending form for
 *   a question drops the oldest; a file refused at conversion start). Then it is dead.
 * - The embedded store asks here before it writes (claimForm): one file per form, only while it
 *   is pending, within the student's quota (uploadQuota.ts).
 * - S3 cannot ask: it takes every post of a policy until the policy expires. So each form has its
 *   own object key (a second post replaces the one object; nothing grows), a dead form's object is
 *   removed when it dies, and its row is kept until no post can succeed any more, when the object
 *   is removed a last time (purgeForms). Bytes are counted from the bucket at conversion start.
 * - A student holds at most `formsPerStudent` rows, pending or dead: that bounds how many objects
 *   any store can hold for one student, at most 1 MB each where the store enforces the policy.
 */
import type { Sql } from "../db/types.ts";
import { AppError } from "../errors.ts";
import { minutesToWait } from "../words.ts";

/** How long a form's policy is accepted. */
export const formLifetimeMs = 15 * 60_000;

/** Past its expiry, how long the store may still be finishing a post begun in time (and the clocks of app and store may differ). */
const postSlackMs = 5 * 60_000;

/** A file posted but not converted is dropped this long after its form was issued: the web app converts at once. */
export const pendingLifetimeMs = 60 * 60_000;

/** Pending forms a student keeps per question: enough for a retry or a second tab. */
export const pendingUploadsPerQuestion = 3;

/** Forms, pending or dead, a student may hold: three questions' pending forms and a few replaced ones. */
export const formsPerStudent = 12;

interface FormRow {
  object_key: string;
  answer_key: string;
  created_at: Date;
  expires_at: Date;
  dead_at: Date | null;
  posted_bytes: number | null;
}

/** When a row may go (purgeForms): a dead form once no post can succeed, a pending one once its file is too old to convert. */
const goesAt = (row: Pick<FormRow, "created_at" | "expires_at" | "dead_at">): number =>
  row.dead_at ? new Date(row.expires_at).getTime() + postSlackMs : new Date(row.created_at).getTime() + pendingLifetimeMs;

/**
 * Records a form handed out, inside the transaction that locks the student's application. Refuses
 * (429, with the time to wait) a student who holds `formsPerStudent` forms already; drops the
 * student's older pending forms for the question beyond `pendingUploadsPerQuestion`, returning
 * their objects to remove after commit.
 */
export async function issueForm(tx: Sql, accountId: string, answerKey: string, objectKey: string, now: Date): Promise<string[]> {
  const { rows } = await tx.query<FormRow>("SELECT created_at, expires_at, dead_at FROM document_uploads WHERE account_id = $1", [accountId]);
  if (rows.length >= formsPerStudent) {
    const soonest = Math.min(...rows.map(goesAt));
    throw new AppError("tooManyRequests", { after: minutesToWait(soonest - now.getTime()) });
  }
  await tx.query("INSERT INTO document_uploads (object_key, account_id, answer_key, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)", [
    objectKey,
    accountId,
    answerKey,
    now,
    new Date(now.getTime() + formLifetimeMs),
  ]);
  const dropped = await tx.query<{ object_key: string }>(
    `UPDATE document_uploads SET dead_at = $4 WHERE account_id = $1 AND answer_key = $2 AND dead_at IS NULL AND object_key NOT IN (
       SELECT object_key FROM document_uploads WHERE account_id = $1 AND answer_key = $2 AND dead_at IS NULL ORDER BY seq DESC LIMIT $3
     ) RETURNING object_key`,
    [accountId, answerKey, pendingUploadsPerQuestion, now],
  );
  return dropped.rows.map((r) => r.object_key);
}

/** The per-student limits claimForm checks (uploadQuota.ts). */
export interface Quota {
  perQuestionBytes: number;
  perStudentBytes: number;
}

const refused = (detail: string): AppError => new AppError("uploadPolicyCondition", { detail });

/**
 * The embedded store's check before it writes a file of `bytes` with form `objectKey`: refused
 * (in S3's words) when the form is dead or was posted with already, or when the student's pending
 * files would pass the quota; else the form is marked posted. The student's rows are locked in a
 * fixed order, so two posts of one student are checked one after the other.
 */
export async function claimForm(tx: Sql, objectKey: string, bytes: number, quota: Quota): Promise<void> {
  const owner = await tx.query<{ account_id: string }>("SELECT account_id FROM document_uploads WHERE object_key = $1", [objectKey]);
  const accountId = owner.rows[0]?.account_id;
  const { rows } = accountId
    ? await tx.query<FormRow>("SELECT object_key, answer_key, dead_at, posted_bytes FROM document_uploads WHERE account_id = $1 ORDER BY object_key FOR UPDATE", [accountId])
    : { rows: [] };
  const form = rows.find((r) => r.object_key === objectKey);
  if (!form || form.dead_at || form.posted_bytes !== null) throw refused("this upload form has been used already, or a newer one replaced it");
  const waiting = rows.filter((r) => !r.dead_at && r.posted_bytes !== null);
  const sum = (list: FormRow[]): number => list.reduce((total, r) => total + (r.posted_bytes ?? 0), 0);
  if (sum(waiting.filter((r) => r.answer_key === form.answer_key)) + bytes > quota.perQuestionBytes || sum(waiting) + bytes > quota.perStudentBytes) {
    throw refused(`the files waiting for conversion would pass ${quota.perStudentBytes / 1_048_576} MB per student, or ${quota.perQuestionBytes / 1_048_576} MB per question`);
  }
  await tx.query("UPDATE document_uploads SET posted_bytes = $2 WHERE object_key = $1", [objectKey, bytes]);
}

/** The file of a claimed form could not be written: the form may be posted again. */
export async function unclaimForm(sql: Sql, objectKey: string): Promise<void> {
  await sql.query("UPDATE document_uploads SET posted_bytes = NULL WHERE object_key = $1 AND dead_at IS NULL", [objectKey]);
}

/** Whether `objectKey` was issued to this student for this question and is still pending. */
export async function isPendingUpload(sql: Sql, accountId: string, answerKey: string, objectKey: string): Promise<boolean> {
  const { rows } = await sql.query("SELECT 1 FROM document_uploads WHERE object_key = $1 AND account_id = $2 AND answer_key = $3 AND dead_at IS NULL", [
    objectKey,
    accountId,
    answerKey,
  ]);
  return rows.length > 0;
}

/** Ends a pending form (a conversion takes it, or its file is refused); false when another request took it first. */
export async function takeUpload(sql: Sql, accountId: string, answerKey: string, objectKey: string, now: Date): Promise<boolean> {
  const { rows } = await sql.query("UPDATE document_uploads SET dead_at = $4 WHERE object_key = $1 AND account_id = $2 AND answer_key = $3 AND dead_at IS NULL RETURNING 1", [
    objectKey,
    accountId,
    answerKey,
    now,
  ]);
  return rows.length > 0;
}

/**
 * Ends the student's pending forms for these questions (their entry was removed, or a tab switch
 * left them), so no file posted with one can be converted any more. Their rows stay until no post
 * can succeed, so purgeForms removes their objects once more after that. Returns the objects to
 * remove after commit.
 */
export async function endForms(tx: Sql, accountId: string, answerKeys: readonly string[], now: Date): Promise<string[]> {
  const { rows } = await tx.query<{ object_key: string }>(
    "UPDATE document_uploads SET dead_at = $3 WHERE account_id = $1 AND answer_key = ANY($2::text[]) AND dead_at IS NULL RETURNING object_key",
    [accountId, answerKeys, now],
  );
  return rows.map((r) => r.object_key);
}

/**
 * Forgets the forms that are over (of one student, or of all): dead ones once no post can succeed,
 * pending ones whose file is too old to convert. Returns their objects to remove, except those a
 * conversion still reads.
 */
export async function purgeForms(sql: Sql, now: Date, accountId: string | null = null): Promise<string[]> {
  const { rows } = await sql.query<{ object_key: string; held: boolean }>(
    `DELETE FROM document_uploads u
     WHERE ($3::uuid IS NULL OR u.account_id = $3) AND ((u.dead_at IS NOT NULL AND u.expires_at < $1) OR (u.dead_at IS NULL AND u.created_at < $2))
     RETURNING u.object_key, EXISTS (SELECT 1 FROM document_conversions c WHERE c.upload_key = u.object_key) AS held`,
    [new Date(now.getTime() - postSlackMs), new Date(now.getTime() - pendingLifetimeMs), accountId],
  );
  return rows.filter((r) => !r.held).map((r) => r.object_key);
}
