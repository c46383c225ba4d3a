/** The document workers of one process, with the job kinds they run and their upkeep. */
import { applicationPdfJob } from "../applicationPdf/job.ts";
import { acquirePrinter } from "../applicationPdf/printer.ts";
import { applicationPdfJobKind } from "../applicationPdf/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/types.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { AppMetrics } from "../observability/appMetrics.ts";
import { mailJob, mailJobKind } from "../receipt/mailJob.ts";
import type { Storage } from "../storage/types.ts";
import { conversionJob } from "./conversionJob.ts";
import { type ConvertOptions, type SofficeRunner, sharedSoffice } from "./convert/index.ts";
import { pruneFinished } from "./jobs.ts";
import { orphanSweep, removeOrphans, removeUnnamed, takeTurn } from "./orphans.ts";
import { conversionJobKind } from "./store.ts";
import { purgeForms } from "./uploadForms.ts";
import { type Log, startWorker, workerStopMs } from "./worker.ts";

export interface DocumentWorkersOptions {
  count: number;
  db: Database;
  storage: Storage;
  clock: Clock;
  log: Log;
  /** Sends the submission mails (the same as the codes': SMTP, or the outbox). */
  mailer: Mailer;
  /**
   * The university's time zone (the file rules' "today", the mails' times), the secret that signs
   * the print view's token, the built web app it prints, and the origin the mails' links name.
   */
  config: Pick<Config, "timeZone" | "secret" | "staticDir" | "jobLeaseMs" | "publicUrl">;
  convert?: ConvertOptions;
  /** Where the workers count conversions ended and attempts failed (the process's /metrics). */
  metrics?: Pick<AppMetrics, "conversions" | "jobFailures">;
}

export interface DocumentWorkers {
  wake(): void;
  stop(): Promise<void>;
}

const hour = 60 * 60 * 1000;

/**
 * What a process's close must allow for its workers' stop: the grace for the job in hand, the hand
 * back, and the printer's browser closing. Fastify runs each preClose hook under its plugin timeout
 * (10 s by default, AVV_ERR_READY_TIMEOUT past it), so the app and `npm run worker` set that to
 * this; it stays under the 25 s after which they exit anyway (main.ts, worker-main.ts).
 */
export const workersCloseTimeoutMs = workerStopMs + 4_000;

/**
 * At start, before any conversion of this process: LibreOffice folders (with students' documents)
 * and processes that a killed worker left on this machine go. Folders whose owner runs are kept.
 */
function sweepLeftovers(soffice: SofficeRunner, log: Log): void {
  soffice.sweep().then(
    (removed) => removed && log.info({ removed }, "removed LibreOffice folders that a stopped process left behind"),
    (err: unknown) => log.warn({ err }, "LibreOffice folders left behind could not be removed"),
  );
}

export function startDocumentWorkers({ count, db, storage, clock, log, mailer, config, convert, metrics }: DocumentWorkersOptions): DocumentWorkers {
  if (count > 0) sweepLeftovers(convert?.soffice ?? sharedSoffice(), log);
  // The browser itself starts with the first application PDF, and stops with these workers.
  const printing = acquirePrinter();
  const handlers = {
    [conversionJobKind]: conversionJob({
      db,
      storage,
      clock,
      timeZone: config.timeZone,
      ...(convert ? { convert } : {}),
      onEnded: (status) => metrics?.conversions.inc({ outcome: status.toLowerCase() }),
      log,
    }),
    [applicationPdfJobKind]: applicationPdfJob({ db, storage, clock, log, secret: config.secret, staticDir: config.staticDir, timeZone: config.timeZone, printer: printing.printer }),
    [mailJobKind]: mailJob({ db, mailer, clock, config, log }),
  };
  const housekeeping = {
    everyMs: hour,
    async run(now: Date) {
      // Upload forms that are over, with their objects: dead ones once no post can succeed (for the
      // students who do not come back to ask for a form, which purges their own), stale pending ones.
      await removeUnnamed(storage, await purgeForms(db, now), log);
      await pruneFinished(db, new Date(now.getTime() - 7 * 24 * hour));
      if (await takeTurn(db, "orphan-sweep", now, orphanSweep.everyMs)) {
        const removed = await removeOrphans(db, storage, new Date(now.getTime() - orphanSweep.minAgeMs));
        if (removed) log.info({ removed }, "removed objects no row names");
      }
    },
  };
  const workers = Array.from({ length: count }, () =>
    startWorker({ db, clock, log, handlers, housekeeping, ...(config.jobLeaseMs ? { leaseMs: config.jobLeaseMs } : {}), onAttemptFailed: (kind) => metrics?.jobFailures.inc({ kind }) }),
  );
  return {
    wake: () => workers.forEach((w) => w.wake()),
    stop: async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await printing.release();
    },
  };
}
