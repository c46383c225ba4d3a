import type { FastifyInstance } from "fastify";
import { enqueue } from "../documents/jobs.ts";
import { authenticate, studentOf } from "../sessions/authenticate.ts";
import { downloadUrl } from "../storage/downloads.ts";
import { applicantOf } from "./applicant.ts";
import { downloadName } from "./fileName.ts";
import { fingerprintOf, printLayoutOf } from "./fingerprint.ts";
import { type BuildPayload, type PdfRecord, applicationPdfJobKind, buildSourceOf, cancelQueuedBuilds, pdfRecordOf, requestBuild } from "./store.ts";

export interface ApplicationPdfOptions {
  /** Called once a build is queued (wakes this process's workers). */
  onQueued: () => void;
}

/** How long the link to a built PDF works (the app asks again every 10 minutes, spec section 9). */
const linkMs = 60 * 60 * 1000;

/** A build that failed for a fingerprint is tried again on a GET this long after, should what failed have been mended. */
const retryFailedMs = 10 * 60 * 1000;

/**
 * GET /api/pdf: the status record of the student's application PDF (spec sections 3 and 7).
 * The PDF answered is always the one of the application as it stands now: the request computes
 * the fingerprint of what a PDF would be made from, and when the student's record holds another,
 * it queues one build of this fingerprint and answers UNPROCESSED until a worker has built it.
 */
export async function applicationPdfPlugin(app: FastifyInstance, { onQueued }: ApplicationPdfOptions): Promise<void> {
  const { db, clock, config } = app;
  const layout = await printLayoutOf(config.staticDir);
  app.addHook("onRequest", authenticate(app));

  /** The record as the app reads it; a built PDF's link saves it under the applicant's name and reference (fileName.ts). */
  const statusRecord = async ({ status, message, pdf_key: pdfKey }: PdfRecord, accountId: string): Promise<Record<string, string>> => {
    const applicant = status === "COMPLETED" && pdfKey ? await applicantOf(db, accountId, config.timeZone) : null;
    return {
      status,
      ...(applicant && pdfKey ? { url: downloadUrl(config.secret, pdfKey, new Date(clock.now().getTime() + linkMs), downloadName(applicant)) } : {}),
      ...(status === "FAILED" && message ? { message } : {}),
    };
  };

  app.get("/pdf", async (request) => {
    const { accountId } = studentOf(request);
    const source = await buildSourceOf(db, accountId, app.config.timeZone);
    if (!source) throw new Error(`the account ${accountId} has no application`);
    const build: BuildPayload = { accountId, fingerprint: fingerprintOf(layout, source) };
    const now = clock.now();
    const retryFailedBefore = new Date(now.getTime() - retryFailedMs);
    const current = await pdfRecordOf(db, accountId);
    const standing = current?.fingerprint === build.fingerprint && !(current.status === "FAILED" && current.updated_at < retryFailedBefore);
    if (current && standing) return statusRecord(current, accountId);
    const queued = await db.transaction(async (tx) => {
      if (!(await requestBuild(tx, accountId, build.fingerprint, now, retryFailedBefore))) return false;
      await cancelQueuedBuilds(tx, accountId);
      await enqueue(tx, applicationPdfJobKind, build, now);
      return true;
    });
    if (queued) onQueued();
    const record = await pdfRecordOf(db, accountId);
    if (!record) throw new Error(`the application PDF record of ${accountId} is missing`);
    return statusRecord(record, accountId);
  });
}
