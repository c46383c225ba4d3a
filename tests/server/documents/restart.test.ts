/**
 * Conversion workers in app processes that come and go: a queued job outlives the app that
 * queued it, a conversion whose worker died is finished by another, and a missing converter
 * ends a conversion with a message rather than leaving it waiting.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import type { Database } from "../../../server/db/types.ts";
import { createSofficeRunner, rejections } from "../../../server/documents/convert/index.ts";
import { claim } from "../../../server/documents/jobs.ts";
import { conversionJobKind, startConversion as markStarted } from "../../../server/documents/store.ts";
import { databaseKinds, openTestDatabase } from "../helpers/databases.ts";
import { Client, type TestApp, TestClock, startApp, testConfig } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { makeDocx, makePdf } from "./makeFiles.ts";
import { downloadPdf, formData, postForm, presign, settledStatus, startConversion, uploadDocument } from "./uploadFlow.ts";

const key = "college_transcript_upload";

describe.each(databaseKinds)("conversion workers (%s)", { timeout: 60_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "documents-restart-"));
  let db: Database;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    db = await openTestDatabase(kind, "restart");
  }, 120_000);
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.app.close();
  });
  afterAll(async () => {
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (documentWorkers: number, clock?: TestClock): Promise<TestApp> => {
    const t = await startApp(db, testConfig({ dataDir, documentWorkers }), clock);
    apps.push(t);
    return t;
  };
  /** The same browser (its session cookie) on another app process. */
  const sameBrowser = (client: Client, t: TestApp): Client => {
    const again = new Client(t.app);
    for (const [name, value] of client.jar) again.jar.set(name, value);
    return again;
  };

  /** A student's upload, queued for conversion by an app that converts nothing. */
  async function queuedUpload(t: TestApp): Promise<{ client: Client; conversionJob: string }> {
    const { client } = await studentWithSession(t.app);
    const form = await presign(client, key);
    await postForm(t.app, form.url, formData(form.fields, { name: "transcript.pdf", bytes: await makePdf(2) }));
    expect((await startConversion(client, key, form.fields.key!, "transcript.pdf")).body).toEqual({ status: "UNPROCESSED" });
    const { rows } = await db.query<{ id: string }>("SELECT j.id FROM jobs j JOIN document_conversions c ON j.payload->>'conversionId' = c.id::text WHERE c.upload_key = $1", [
      form.fields.key,
    ]);
    return { client, conversionJob: rows[0]!.id };
  }

  it("converts a job queued before the app closed once a new app starts", async () => {
    const first = await start(0);
    const { client } = await queuedUpload(first);
    await first.app.close();
    apps.splice(apps.indexOf(first), 1);

    const second = await start(1);
    const record = await settledStatus(sameBrowser(client, second), key);
    expect(record).toMatchObject({ status: "COMPLETED" });
    expect((await downloadPdf(second.app, record.url!)).getPageCount()).toBe(2);
  });

  it("finishes a conversion whose worker died, once that worker's lease runs out", async () => {
    const first = await start(0);
    const { client, conversionJob } = await queuedUpload(first);
    // A worker on another machine takes the job, starts the conversion, and is never heard from again.
    const taken = await claim(db, "machine-that-dies:1:0", [conversionJobKind], first.clock.now(), 60_000);
    expect(taken?.id).toBe(conversionJob);
    await markStarted(db, (taken!.payload as { conversionId: string }).conversionId, first.clock.now());
    expect((await client.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "IN_PROGRESS" });

    // Another process's worker sees the job only once the lease has run out on its clock.
    const later = await start(1, new TestClock(first.clock.now().getTime() + 60_001));
    expect(await settledStatus(sameBrowser(client, later), key)).toMatchObject({ status: "COMPLETED" });
    const { rows } = await db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM jobs WHERE id = $1", [conversionJob]);
    expect(rows).toEqual([{ status: "done", attempts: 2 }]);
  });

  it("fails a Word upload with a message, instead of leaving it waiting, when LibreOffice is missing", async () => {
    const app = await buildApp({
      config: testConfig({ dataDir, documentWorkers: 1 }),
      db,
      logger: false,
      seedLookupSamples: false,
      convert: { soffice: createSofficeRunner({ binary: "/nonexistent/soffice" }) },
    });
    try {
      const { client } = await studentWithSession(app);
      expect(await uploadDocument(app, client, key, { name: "essay.docx", bytes: makeDocx() })).toMatchObject({
        stage: "settled",
        record: { status: "FAILED", message: rejections.converterMissing.message },
      });
    } finally {
      await app.close();
    }
  });
});
