import type { FastifyInstance } from "fastify";
import { authenticate, studentOf } from "../sessions/authenticate.ts";
import { downloadUrl } from "../storage/downloads.ts";
import { applicantOf } from "./applicant.ts";
import { downloadName } from "./fileName.ts";
import { currentPdf } from "./current.ts";
import { printLayoutOf } from "./fingerprint.ts";
import type { PdfRecord } from "./store.ts";
import { answerLocale } from "../accounts/locale.ts";
import { storedMessageIn } from "../storedMessages.ts";

export interface ApplicationPdfOptions {
  /** Called once a build is queued (wakes this process's workers). */
  onQueued: () => void;
}

/** How long the link to a built PDF works (the app asks again every 10 minutes, spec section 9). */
const linkMs = 60 * 60 * 1000;

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
  const statusRecord = async ({ status, message, pdf_key: pdfKey }: PdfRecord, accountId: string, locale: string): Promise<Record<string, string>> => {
    const applicant = status === "COMPLETED" && pdfKey ? await applicantOf(db, accountId, config.timeZone) : null;
    return {
      status,
      ...(applicant && pdfKey ? { url: downloadUrl(config.secret, pdfKey, new Date(clock.now().getTime() + linkMs), downloadName(applicant)) } : {}),
      ...(status === "FAILED" && message ? { message: storedMessageIn(message, locale) } : {}),
    };
  };

  app.get("/pdf", async (request) => {
    const { accountId } = studentOf(request);
    const record = await currentPdf({ db, clock, timeZone: config.timeZone, layout, onQueued }, accountId);
    if (!record) throw new Error(`the account ${accountId} has no application`);
    return statusRecord(record, accountId, answerLocale(request));
  });
}
