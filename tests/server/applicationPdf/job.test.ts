/**
 * The application PDF job in a worker of its own, as `npm run worker` runs it: a build the
 * application has moved past is never made, and a print view that never gets ready ends the build
 * FAILED with a message within its time budget, never a hang, and the worker goes on to the next;
 * a build that fails on every attempt is given up FAILED with a message.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applicationPdfJob } from "../../../server/applicationPdf/job.ts";
import { applicationPdfMessages } from "../../../server/applicationPdf/messages.ts";
import { createPrinter } from "../../../server/applicationPdf/printer.ts";
import { applicationPdfJobKind } from "../../../server/applicationPdf/store.ts";
import { startWorker } from "../../../server/documents/worker.ts";
import type { Storage } from "../../../server/storage/types.ts";
import { compact, pageTexts } from "./pdfText.ts";
import { databaseKinds } from "../helpers/databases.ts";
import type { Client } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { type Suite, useServer } from "../helpers/suite.ts";

const neverReady = join(import.meta.dirname, "neverReady");
const standIn = join(import.meta.dirname, "printView");

describe.each(databaseKinds)("the application PDF job (%s)", { timeout: 60_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "application-pdf-job-"));
  // The app converts nothing: the worker below, with its own settings, takes every build.
  const s: Suite = useServer(kind, "applicationPdfJob", { config: { dataDir, documentWorkers: 0 } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function settled(client: Client): Promise<Record<string, unknown>> {
    for (;;) {
      const { body } = await client.get("/api/pdf");
      if (body.status !== "UNPROCESSED" && body.status !== "IN_PROGRESS") return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A worker of the application PDF job alone, printing the print view in `staticDir`. */
  const pdfWorker = (staticDir: string, { renderTimeoutMs, storage = s.t.app.storage }: { renderTimeoutMs?: number; storage?: Storage } = {}) => {
    const printer = createPrinter();
    const { app, clock } = s.t;
    const job = applicationPdfJob({ db: s.db, storage, clock, log: app.log, secret: app.config.secret, staticDir, timeZone: app.config.timeZone, printer, ...(renderTimeoutMs ? { renderTimeoutMs } : {}) });
    // Failed attempts are tried again at once: the test waits for the last one.
    const worker = startWorker({ db: s.db, clock, log: app.log, pollMs: 100, retryDelayMs: 0, handlers: { [applicationPdfJobKind]: job } });
    return {
      async stop() {
        await worker.stop();
        await printer.close();
      },
    };
  };

  it("drops a waiting build when the application changes before a worker takes it, and builds the newer one only", async () => {
    const { client, username } = await studentWithSession(s.t.app);
    await client.put("/api/answer", { first_name: "Ada" });
    expect((await client.get("/api/pdf")).body).toEqual({ status: "UNPROCESSED" });
    await client.put("/api/answer", { first_name: "Grace" });
    expect((await client.get("/api/pdf")).body).toEqual({ status: "UNPROCESSED" });
    const worker = pdfWorker(standIn);
    try {
      const record = await settled(client);
      expect(record).toMatchObject({ status: "COMPLETED" });
      const res = await s.t.app.inject({ method: "GET", url: record.url as string });
      const text = compact((await pageTexts(res.rawPayload)).join(" "));
      expect(text).toContain(compact("first_name: Grace"));
      expect(text).not.toContain("Ada");
    } finally {
      await worker.stop();
    }
    const { rows } = await s.db.query<{ status: string }>(
      "SELECT j.status FROM jobs j JOIN accounts a ON j.payload->>'accountId' = a.id::text WHERE j.kind = $1 AND a.username = $2",
      [applicationPdfJobKind, username],
    );
    expect(rows).toEqual([{ status: "done" }]);
  });

  it("ends a build whose print view never gets ready FAILED with a message, and goes on to the next", async () => {
    const worker = pdfWorker(neverReady, { renderTimeoutMs: 1500 });
    try {
      for (const { client } of [await studentWithSession(s.t.app), await studentWithSession(s.t.app)]) {
        // The running worker may take the build before the request reads its record back.
        expect((await client.get("/api/pdf")).body).toEqual({ status: expect.stringMatching(/^(UNPROCESSED|IN_PROGRESS)$/) });
        expect(await settled(client)).toEqual({ status: "FAILED", message: applicationPdfMessages.tooSlow });
      }
    } finally {
      await worker.stop();
    }
  });

  it("gives a build up FAILED with a message after its last failed attempt, and removes the PDF it was to replace", async () => {
    const { client, username } = await studentWithSession(s.t.app);
    await client.put("/api/answer", { first_name: "Ada" });
    let first = pdfWorker(standIn);
    const earlier = await settled(client).finally(() => first.stop());
    expect(earlier).toMatchObject({ status: "COMPLETED" });
    const earlierKey = new URL(earlier.url as string, "http://app.test").pathname.replace("/storage/object/", "");

    await client.put("/api/answer", { first_name: "Grace" });
    // Every attempt prints, then cannot store its PDF.
    const full: Storage = Object.assign(Object.create(s.t.app.storage) as Storage, { write: () => Promise.reject(new Error("no space left on device")) });
    first = pdfWorker(standIn, { storage: full });
    try {
      expect(await settled(client)).toEqual({ status: "FAILED", message: applicationPdfMessages.gaveUp });
    } finally {
      await first.stop();
    }
    const { rows } = await s.db.query<{ status: string; attempts: number }>(
      "SELECT j.status, j.attempts FROM jobs j JOIN accounts a ON j.payload->>'accountId' = a.id::text WHERE j.kind = $1 AND a.username = $2 ORDER BY j.created_at",
      [applicationPdfJobKind, username],
    );
    expect(rows).toEqual([
      { status: "done", attempts: 1 },
      { status: "failed", attempts: 3 },
    ]);
    expect(await s.t.app.storage.read(earlierKey)).toBeNull();
  });
});
