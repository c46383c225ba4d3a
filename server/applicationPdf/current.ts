/**
 * The PDF of an application as it stands now, for the student's GET /api/pdf and the office's
 * console alike: the fingerprint of what a PDF would be made from is computed, and when the
 * application's record holds another, one build of this fingerprint is queued.
 */
import type { Clock } from "../clock.ts";
import type { Database, Sql } from "../db/types.ts";
import { enqueue } from "../documents/jobs.ts";
import { fingerprintOf } from "./fingerprint.ts";
import { type BuildPayload, type PdfRecord, applicationPdfJobKind, buildSourceOf, cancelQueuedBuilds, pdfRecordOf, requestBuild } from "./store.ts";

/** A build that failed for a fingerprint is tried again on a GET this long after, should what failed have been mended. */
const retryFailedMs = 10 * 60 * 1000;

export interface CurrentPdfContext {
  db: Database;
  clock: Clock;
  timeZone: string;
  /** The print layout's build (fingerprint.ts printLayoutOf). */
  layout: string;
  /** Called once a build is queued (wakes this process's workers). */
  onQueued: () => void;
}

/** The record of the application's current PDF, a build queued when it needs one; null for no such application. */
export async function currentPdf({ db, clock, timeZone, layout, onQueued }: CurrentPdfContext, accountId: string): Promise<PdfRecord | null> {
  const source = await buildSourceOf(db, accountId, timeZone);
  if (!source) return null;
  const build: BuildPayload = { accountId, fingerprint: fingerprintOf(layout, source), locale: source.locale };
  const now = clock.now();
  const retryFailedBefore = new Date(now.getTime() - retryFailedMs);
  const current = await pdfRecordOf(db, accountId);
  const standing = current?.fingerprint === build.fingerprint && !(current.status === "FAILED" && current.updated_at < retryFailedBefore);
  if (current && standing) return current;
  const queued = await db.transaction(async (tx) => {
    if (!(await requestBuild(tx, accountId, build.fingerprint, now, retryFailedBefore))) return false;
    await cancelQueuedBuilds(tx, accountId);
    await enqueue(tx, applicationPdfJobKind, build, now);
    return true;
  });
  if (queued) onQueued();
  const record = await pdfRecordOf(db, accountId);
  if (!record) throw new Error(`the application PDF record of ${accountId} is missing`);
  return record;
}

/** Whether the application's current PDF is built, without queuing anything. */
export async function currentPdfBuilt(db: Sql, timeZone: string, layout: string, accountId: string): Promise<boolean> {
  const source = await buildSourceOf(db, accountId, timeZone);
  const record = source ? await pdfRecordOf(db, accountId) : null;
  return !!source && record?.status === "COMPLETED" && !!record.pdf_key && record.fingerprint === fingerprintOf(layout, source);
}
