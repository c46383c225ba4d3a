/** The document workers of one process, with the job kinds they run and their upkeep. */
import { applicationPdfJob } from "../applicationPdf/job.ts";
import { acquirePrinter } from "../applicationPdf/printer.ts";
import { applicationPdfJobKind } from "../applicationPdf/store.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/types.ts";
import type { AppMetrics } from "../observability/appMetrics.ts";
import type { Storage } from "../storage/types.ts";
import { conversionJob } from "./conversionJob.ts";
import type { ConvertOptions } from "./convert/index.ts";
import { pruneFinished } from "./jobs.ts";
import { orphanSweep, removeOrphans, removeUnnamed, takeTurn } from "./orphans.ts";
import { conversionJobKind, expireUploads } from "./store.ts";
import { type Log, startWorker } from "./worker.ts";

export interface DocumentWorkersOptions {
  count: number;
  db: Database;
  storage: Storage;
  clock: Clock;
  log: Log;
  /** The university's time zone (the file rules' "today"), the secret that signs the print view's token, and the built web app it prints. */
  config: Pick<Config, "timeZone" | "secret" | "staticDir" | "jobLeaseMs">;
  convert?: ConvertOptions;
  /** Where the workers count conversions ended and attempts failed (the process's /metrics). */
  metrics?: Pick<AppMetrics, "conversions" | "jobFailures">;
}

export interface DocumentWorkers {
  wake(): void;
  stop(): Promise<void>;
}

const hour = 60 * 60 * 1000;

export function startDocumentWorkers({ count, db, storage, clock, log, config, convert, metrics }: DocumentWorkersOptions): DocumentWorkers {
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
    [applicationPdfJobKind]: applicationPdfJob({ db, storage, clock, log, secret: config.secret, staticDir: config.staticDir, printer: printing.printer }),
  };
  const housekeeping = {
    everyMs: hour,
    async run(now: Date) {
      // An upload form lasts minutes; a day later its object will never be converted.
      await removeUnnamed(storage, await expireUploads(db, new Date(now.getTime() - 24 * hour)), log);
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
