/**
 * A conversion worker the test starts and stops itself, beside an app that converts nothing
 * (documentWorkers: 0): a conversion stays queued until the test lets it run, so whatever the test
 * does in between happens before it ends, on any machine's speed.
 */
import { conversionJob } from "../../../server/documents/conversionJob.ts";
import { conversionJobKind } from "../../../server/documents/store.ts";
import { type Worker, startWorker } from "../../../server/documents/worker.ts";
import type { Suite } from "../helpers/suite.ts";
import type { Client } from "../helpers/server.ts";
import { type StatusRecord, settledStatus } from "./uploadFlow.ts";

export function startConversionWorker({ db, t: { app, clock, config } }: Suite): Worker {
  const job = conversionJob({ db, storage: app.storage, clock, timeZone: config.timeZone, log: app.log });
  return startWorker({ db, clock, log: app.log, pollMs: 100, handlers: { [conversionJobKind]: job } });
}

/** Lets the queued conversions run, and returns how the one of `answerKey` ended. */
export async function convertQueued(s: Suite, client: Client, answerKey: string): Promise<StatusRecord> {
  const worker = startConversionWorker(s);
  try {
    return await settledStatus(client, answerKey);
  } finally {
    await worker.stop();
  }
}
