/** The document workers of one process, with the job kinds they run and their upkeep. */
import type { Clock } from "../clock.ts";
import type { Database } from "../db/types.ts";
import type { Storage } from "../storage/types.ts";
import { conversionJob } from "./conversionJob.ts";
import type { ConvertOptions } from "./convert/index.ts";
import { pruneFinished } from "./jobs.ts";
import { conversionJobKind, expireUploads } from "./store.ts";
import { type Log, startWorker } from "./worker.ts";

export interface DocumentWorkersOptions {
  count: number;
  db: Database;
  storage: Storage;
  clock: Clock;
  log: Log;
  timeZone: string;
  convert?: ConvertOptions;
}

export interface DocumentWorkers {
  wake(): void;
  stop(): Promise<void>;
}

const hour = 60 * 60 * 1000;

export function startDocumentWorkers({ count, db, storage, clock, log, timeZone, convert }: DocumentWorkersOptions): DocumentWorkers {
  const handlers = { [conversionJobKind]: conversionJob({ db, storage, clock, timeZone, ...(convert ? { convert } : {}) }) };
  const housekeeping = {
    everyMs: hour,
    async run(now: Date) {
      // An upload form lasts minutes; a day later its object will never be converted.
      await storage.remove(await expireUploads(db, new Date(now.getTime() - 24 * hour)));
      await pruneFinished(db, new Date(now.getTime() - 7 * 24 * hour));
    },
  };
  const workers = Array.from({ length: count }, () => startWorker({ db, clock, log, handlers, housekeeping }));
  return {
    wake: () => workers.forEach((w) => w.wake()),
    stop: async () => void (await Promise.all(workers.map((w) => w.stop()))),
  };
}
