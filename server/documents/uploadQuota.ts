/**
 * How many bytes of uploads a student may have waiting for conversion, and the check of it on the
 * store itself at conversion start.
 *
 * The quota: three files of the largest size per question (the three pending forms a question
 * keeps, uploadForms.ts) and five per student (all three questions at once and two retries). The
 * embedded store enforces it before it writes (uploadForms.ts claimForm). S3 cannot: a presigned
 * POST policy limits one file, not a student's sum, and S3 takes every post of a policy until it
 * expires. So when a conversion is asked for, the student's folder in the bucket is listed and
 * counted: objects no pending form or conversion names (a dead form posted again) are removed at
 * once, and a conversion that would start with the student over the quota is refused and its
 * file removed. What S3 can hold for a student between two such checks is bounded by the forms
 * the student may hold (uploadForms.ts formsPerStudent), one object each.
 */
import type { Database, Sql } from "../db/types.ts";
import type { Storage, UploadForms } from "../storage/types.ts";
import { removeUnnamed } from "./orphans.ts";
import { maxDocumentBytes } from "./questions.ts";
import { type Quota, claimForm, pendingUploadsPerQuestion, unclaimForm } from "./uploadForms.ts";
import type { Log } from "./worker.ts";

export const uploadQuota: Quota = { perQuestionBytes: pendingUploadsPerQuestion * maxDocumentBytes, perStudentBytes: 5 * maxDocumentBytes };

/** What the embedded store asks before it writes a posted file (storage/uploadRoute.ts). */
export const embeddedUploadForms = (db: Database): UploadForms => ({
  claim: (key, bytes) => db.transaction((tx) => claimForm(tx, key, bytes, uploadQuota)),
  unclaim: (key) => unclaimForm(db, key),
});

/** The folder holding every upload of a student (objectKeys.ts). */
const uploadsOf = (accountId: string): string => `uploads/${accountId}/`;

/**
 * Counts what the student has stored waiting for conversion, removing what nothing names; true
 * when the student is within the quota. The rows are read in one statement, so a conversion
 * starting meanwhile is seen either as a pending form or as a conversion, never as neither.
 *
 * Only on S3: the embedded store counted before it wrote, and its listing shows the half-written
 * file of a post under way, which no row names; removing it made that post, the student's upload
 * for another question, fail.
 */
export async function withinUploadQuota(sql: Sql, storage: Storage, accountId: string, answerKey: string, log: Log): Promise<boolean> {
  if (storage.kind === "embedded") return true;
  const stored: { key: string; size: number }[] = [];
  for await (const page of storage.list(uploadsOf(accountId))) stored.push(...page);
  const { rows } = await sql.query<{ key: string; answer_key: string; pending: boolean }>(
    `SELECT object_key AS key, answer_key, true AS pending FROM document_uploads WHERE account_id = $1 AND dead_at IS NULL
     UNION ALL
     SELECT upload_key, answer_key, false FROM document_conversions WHERE account_id = $1 AND upload_key IS NOT NULL`,
    [accountId],
  );
  const named = new Map(rows.map((r) => [r.key, r]));
  await removeUnnamed(
    storage,
    stored.filter((object) => !named.has(object.key)).map((object) => object.key),
    log,
  );
  const waiting = stored.filter((object) => named.get(object.key)?.pending);
  const bytes = (list: typeof waiting): number => list.reduce((sum, object) => sum + object.size, 0);
  return bytes(waiting.filter((object) => named.get(object.key)?.answer_key === answerKey)) <= uploadQuota.perQuestionBytes && bytes(waiting) <= uploadQuota.perStudentBytes;
}
