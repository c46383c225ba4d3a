/**
 * The application PDF's part of `npm run bench:convert`: the time of one build as a worker runs
 * it (the job handler, from taking the build to ending it COMPLETED: Chromium printing the web
 * app's service view of a complete application, two converted documents appended, the PDF
 * stored). PGlite and the embedded storage in a temporary directory; the web app built from the
 * current sources (the e2e tests' cached build). The first build, which launches Chromium, is
 * reported apart.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { builtApp } from "../../tests/e2e/support/buildApp.ts";
import { makePdf, makePng } from "../../tests/server/documents/makeFiles.ts";
import { completeApplication } from "../../tests/support/completeApplication.ts";
import { insertAccount } from "../accounts/store.ts";
import { systemClock } from "../clock.ts";
import { defaultTimeZone } from "../config.ts";
import { randomId } from "../crypto.ts";
import { migrate } from "../db/migrate.ts";
import { openPglite } from "../db/pglite.ts";
import { convertToPdf } from "../documents/convert/index.ts";
import { enqueue } from "../documents/jobs.ts";
import { endConversion, insertConversion } from "../documents/store.ts";
import { type JobHandler, startWorker } from "../documents/worker.ts";
import { EmbeddedStorage } from "../storage/embedded.ts";
import type { Storage } from "../storage/types.ts";
import { applicationPdfJob } from "./job.ts";
import { createPrinter } from "./printer.ts";
import { applicationPdfJobKind, pdfRecordOf, requestBuild } from "./store.ts";

export interface PdfBench {
  /** The first build, which launches Chromium. */
  firstMs: number;
  /** Every later build. */
  times: number[];
}

export async function benchApplicationPdf(rounds: number): Promise<PdfBench> {
  const staticDir = await builtApp();
  const dir = await mkdtemp(join(tmpdir(), "bench-application-pdf-"));
  const db = await openPglite(join(dir, "pglite"));
  const storage: Storage = new EmbeddedStorage(join(dir, "objects"), [randomId()], systemClock);
  const printer = createPrinter();
  const { log } = Fastify({ logger: { level: "warn" } });
  try {
    await migrate(db);
    const now = systemClock.now();
    const accountId = await db.transaction((tx) => insertAccount(tx, `bench-${randomUUID()}@example.edu`, "not-a-login", now));
    if (!accountId) throw new Error("the bench account was not made");
    await db.query("UPDATE applications SET answers = $2::jsonb WHERE account_id = $1", [accountId, JSON.stringify(completeApplication)]);
    for (const [answerKey, name, bytes] of [
      ["college_transcript_upload", "transcript.pdf", await makePdf(3)],
      ["college_2_transcript_upload", "scan.png", makePng(1200, 1600)],
    ] as const) {
      const converted = await convertToPdf(bytes, name);
      if (!converted.ok) throw new Error(`${name} did not convert: ${converted.message}`);
      const id = randomUUID();
      const pdfKey = `documents/${accountId}/${answerKey}/${randomId()}.pdf`;
      await storage.write(pdfKey, converted.pdf, "application/pdf");
      await insertConversion(db, { id, accountId, answerKey, uploadKey: `uploads/${accountId}/${answerKey}/${randomId()}`, fileName: name, fileSize: bytes.byteLength }, now);
      await db.transaction((tx) => endConversion(tx, id, { status: "COMPLETED", pdfKey, pages: converted.pages, fileSize: bytes.byteLength }, now));
    }

    const job = applicationPdfJob({ db, storage, clock: systemClock, log, secret: randomId(), staticDir, timeZone: defaultTimeZone, printer });
    let finished: ((ms: number) => void) | undefined;
    const timed: JobHandler = {
      async run(payload, run) {
        const start = performance.now();
        await job.run(payload, run);
        finished?.(performance.now() - start);
      },
      giveUp: job.giveUp,
    };
    const worker = startWorker({ db, clock: systemClock, log, pollMs: 50, handlers: { [applicationPdfJobKind]: timed } });
    /** One build, for a fingerprint no build had: the route's request, then the worker's run. */
    const build = async (round: number): Promise<number> => {
      const ended = new Promise<number>((resolve) => {
        finished = resolve;
      });
      const fingerprint = `bench-${round}`;
      await db.transaction(async (tx) => {
        await requestBuild(tx, accountId, fingerprint, systemClock.now(), systemClock.now());
        await enqueue(tx, applicationPdfJobKind, { accountId, fingerprint }, systemClock.now());
      });
      worker.wake();
      const ms = await ended;
      const record = await pdfRecordOf(db, accountId);
      if (record?.status !== "COMPLETED") throw new Error(`the application PDF was not built: ${record?.status} ${record?.message ?? ""}`);
      return ms;
    };
    try {
      const firstMs = await build(0);
      const times: number[] = [];
      for (let round = 1; round <= rounds; round++) times.push(await build(round));
      return { firstMs, times };
    } finally {
      await worker.stop();
    }
  } finally {
    await printer.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
