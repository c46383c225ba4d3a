/**
 * The application PDF job, run by the document workers: makes the student's application PDF
 * (make.ts: the print view, then the converted documents in the order of their questions), stores it
 * and ends the build COMPLETED, or FAILED with a message when Chromium or the web app build is
 * missing or the print view is too slow. A build whose fingerprint the student's record no longer
 * holds is thrown away; only the storage, the database or a browser crash make an attempt fail,
 * to be retried.
 */
import type { Clock } from "../clock.ts";
import type { Sql } from "../db/types.ts";
import { applicationPdfObjectKey } from "../documents/objectKeys.ts";
import { removeUnnamed } from "../documents/orphans.ts";
import type { JobHandler, JobRun, Log } from "../documents/worker.ts";
import type { Storage } from "../storage/types.ts";
import { defaultLocale } from "../../schema/partner.ts";
import { makeApplicationPdf } from "./make.ts";
import { applicationPdfMessages } from "./messages.ts";
import type { Printer } from "./printer.ts";
import { type BuildEnd, type BuildPayload, endBuild, startBuild } from "./store.ts";

export interface ApplicationPdfJobOptions {
  db: Sql;
  storage: Storage;
  clock: Clock;
  log: Log;
  /** Signs the print view's service token. */
  secret: string;
  /** The built web app whose service view is printed. */
  staticDir: string;
  /** The university's time zone (config.timeZone), for the submission time the print view shows. */
  timeZone: string;
  printer: Printer;
  /** How long the print view may take (default render.ts's). */
  renderTimeoutMs?: number;
}

function buildOf(payload: unknown): BuildPayload {
  const { accountId, fingerprint, locale } = (payload ?? {}) as Partial<Record<keyof BuildPayload, unknown>>;
  if (typeof accountId !== "string" || typeof fingerprint !== "string") throw new Error("an application PDF job without an account and a fingerprint");
  // A build queued before PDFs had a language was asked for in the form's default.
  return { accountId, fingerprint, locale: typeof locale === "string" ? locale : defaultLocale };
}

export function applicationPdfJob({ db, storage, clock, log, secret, staticDir, timeZone, printer, renderTimeoutMs }: ApplicationPdfJobOptions): JobHandler {
  /** Ends the build, then removes the PDF it replaced, or its own when the record moved on meanwhile. */
  async function end(run: JobRun, build: BuildPayload, outcome: BuildEnd): Promise<void> {
    const made = outcome.status === "COMPLETED" ? [outcome.pdfKey] : [];
    const ended: { replaced: string | null }[] = [];
    await run
      .finish(async (tx) => {
        const result = await endBuild(tx, build, outcome, clock.now());
        if (result) ended.push(result);
      })
      .catch(async (error: unknown) => {
        await removeUnnamed(storage, made, log);
        throw error;
      });
    const [kept] = ended;
    await removeUnnamed(storage, kept ? (kept.replaced ? [kept.replaced] : []) : made, log);
  }

  return {
    async run(payload, run) {
      const build = buildOf(payload);
      if (!(await startBuild(db, build, clock.now()))) return;
      const made = await makeApplicationPdf({
        printer,
        db,
        storage,
        clock,
        secret,
        staticDir,
        timeZone,
        accountId: build.accountId,
        locale: build.locale,
        ...(renderTimeoutMs ? { timeoutMs: renderTimeoutMs } : {}),
      });
      if (!made.ok) {
        log.warn({ job: run.job.id }, `an application PDF was not made: ${made.detail}`);
        const message = made.reason === "timeout" ? applicationPdfMessages.tooSlow : applicationPdfMessages.printerMissing;
        return end(run, build, { status: "FAILED", message });
      }
      const pdfKey = applicationPdfObjectKey(build.accountId);
      await storage.write(pdfKey, made.pdf, "application/pdf");
      return end(run, build, { status: "COMPLETED", pdfKey });
    },
    async giveUp(payload, tx) {
      const ended = await endBuild(tx, buildOf(payload), { status: "FAILED", message: applicationPdfMessages.gaveUp }, clock.now());
      // The record no longer names the previous PDF: it is of no more use, even should this transaction fail.
      if (ended && ended.replaced) await removeUnnamed(storage, [ended.replaced], log);
    },
  };
}
