/**
 * The conversion job: reads the upload from storage, checks it again (the object may have been
 * replaced since the request's check, while its upload form was still valid), converts it with
 * the conversion core, stores the PDF, and ends the conversion COMPLETED or FAILED with the
 * core's message (or FAILED when its application was submitted first: store.ts endConversion).
 * A bad file is an outcome, never an error: only the storage or the database failing makes an
 * attempt fail, to be retried.
 */
import { type Clock, dateIn } from "../clock.ts";
import type { Sql } from "../db/types.ts";
import { form } from "../form.ts";
import type { Storage } from "../storage/types.ts";
import { type ConvertOptions, checkUpload, convertToPdf } from "./convert/index.ts";
import { conversionMessages } from "./messages.ts";
import { pdfObjectKey } from "./objectKeys.ts";
import { removeUnnamed } from "./orphans.ts";
import { maxDocumentBytes } from "./questions.ts";
import { type ConversionEnd, endConversion, startConversion } from "./store.ts";
import type { JobHandler, JobRun, Log } from "./worker.ts";

export interface ConversionJobOptions {
  db: Sql;
  storage: Storage;
  clock: Clock;
  /** The university's time zone ("today" for the engine's file rules). */
  timeZone: string;
  /** The converters' tools and time budget (default: the process's shared sandbox and LibreOffice runner). */
  convert?: ConvertOptions;
  /** Hears how each conversion ended (the conversion counters of /metrics). */
  onEnded?: (status: ConversionEnd["status"]) => void;
  log: Log;
}

function conversionIdOf(payload: unknown): string {
  const id = (payload as { conversionId?: unknown } | null)?.conversionId;
  if (typeof id !== "string") throw new Error("a conversion job without a conversion id");
  return id;
}

export function conversionJob({ db, storage, clock, timeZone, convert, onEnded = () => undefined, log }: ConversionJobOptions): JobHandler {
  /**
   * Ends the conversion, then drops what the outcome leaves behind: the upload always, the PDF
   * when it was not kept (the conversion was removed meanwhile, or its application submitted).
   */
  async function end(run: JobRun, id: string, outcome: ConversionEnd, uploadKey: string): Promise<void> {
    const ends: ConversionEnd[] = [];
    const made = outcome.status === "COMPLETED" ? [outcome.pdfKey] : [];
    const held = await run
      .finish(async (tx) => {
        const recorded = await endConversion(tx, id, outcome, clock.now());
        if (recorded) ends.push(recorded);
      })
      .catch(async (error: unknown) => {
        await removeUnnamed(storage, made, log);
        throw error;
      });
    const [ended] = ends;
    if (ended) onEnded(ended.status);
    const pdf = ended?.status === "COMPLETED" ? [] : made;
    // A worker that lost the job leaves the upload to the one that took it.
    await removeUnnamed(storage, held ? [uploadKey, ...pdf] : pdf, log);
  }

  return {
    async run(payload, run) {
      const id = conversionIdOf(payload);
      const conversion = await startConversion(db, id, clock.now());
      // Removed or replaced since it was queued: nothing to do.
      if (!conversion) return;
      const { account_id: accountId, answer_key: answerKey, upload_key: uploadKey, file_name: name } = conversion;
      const bytes = await storage.read(uploadKey, maxDocumentBytes + 1);
      if (!bytes) return end(run, id, { status: "FAILED", message: conversionMessages.uploadMissing }, uploadKey);
      const gate = checkUpload(form, { name, bytes }, { today: dateIn(timeZone, clock.now()) });
      // Aborted (the worker is stopping), convertToPdf throws: the job is already back in the queue.
      const result = gate.ok ? await convertToPdf(bytes, name, { ...convert, signal: run.signal }) : gate;
      if (!result.ok) return end(run, id, { status: "FAILED", message: result.message }, uploadKey);
      const pdfKey = pdfObjectKey(accountId, answerKey);
      await storage.write(pdfKey, result.pdf, "application/pdf");
      return end(run, id, { status: "COMPLETED", pdfKey, pages: result.pages, fileSize: bytes.byteLength }, uploadKey);
    },
    async giveUp(payload, tx) {
      const id = conversionIdOf(payload);
      const { rows } = await tx.query<{ upload_key: string | null }>("SELECT upload_key FROM document_conversions WHERE id = $1", [id]);
      const recorded = await endConversion(tx, id, { status: "FAILED", message: conversionMessages.gaveUp }, clock.now());
      if (recorded) onEnded(recorded.status);
      // The decision is final: the upload is of no more use, even should this transaction fail.
      await removeUnnamed(storage, rows.flatMap((r) => (r.upload_key ? [r.upload_key] : [])), log);
    },
  };
}
