/**
 * A conversion and the submit: an application is submitted with its documents converted, never
 * with one on its way, and a conversion that ends once the application is submitted changes
 * nothing in it. The conversions run when the test lets them (conversionWorker.ts).
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../../engine/index.ts";
import { closeApplication } from "../../../server/application/submit.ts";
import { conversionMessages } from "../../../server/documents/messages.ts";
import { startConversion as markStarted } from "../../../server/documents/store.ts";
import { completeApplication as complete } from "../../support/completeApplication.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { saveWithEntries } from "../helpers/entries.ts";
import type { Client } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { type Suite, useServer } from "../helpers/suite.ts";
import { convertQueued } from "./conversionWorker.ts";
import { documentTab } from "./documentTab.ts";
import { makePdf } from "./makeFiles.ts";
import { formData, postForm, presign, startConversion } from "./uploadFlow.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");
// A document question of the default tab, which a complete application may hold or leave empty.
const { key } = documentTab;

describe.each(databaseKinds)("a conversion and the submit (%s)", { timeout: 120_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "documents-late-conversion-"));
  const s: Suite = useServer(kind, "lateConversion", { clockStart: fixtureDay, config: { dataDir, documentWorkers: 0 } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  let student: Client;
  let accountId: string;
  beforeEach(async () => {
    ({ client: student, accountId } = await studentWithSession(s.t.app));
    expect((await saveWithEntries(student, complete)).status).toBe(200);
  });

  /** A complete application whose document's conversion is queued; the id of the conversion and the upload's object key. */
  async function queuedConversion(): Promise<{ conversionId: string; fileKey: string }> {
    const form = await presign(student, key);
    const stored = await postForm(s.t.app, form.url, formData(form.fields, { name: "transcript.pdf", bytes: await makePdf(1) }));
    expect(stored.status).toBeLessThan(300);
    expect((await startConversion(student, key, form.fields.key!, "transcript.pdf")).body).toEqual({ status: "UNPROCESSED" });
    const { rows } = await s.db.query<{ id: string }>("SELECT id FROM document_conversions WHERE upload_key = $1", [form.fields.key]);
    return { conversionId: rows[0]!.id, fileKey: form.fields.key! };
  }

  const profile = async () => (await student.get("/api/profile")).body;
  const submitted = async () => (await s.db.query("SELECT 1 FROM applications WHERE account_id = $1 AND submitted_at IS NOT NULL", [accountId])).rows.length > 0;

  /** The objects stored under the student's converted documents. */
  async function convertedObjects(): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of s.t.app.storage.list(`documents/${accountId}/`)) keys.push(...page.map((o) => o.key));
    return keys;
  }

  it.each([
    { stage: "waiting for a worker", start: async () => undefined },
    { stage: "being converted", start: (conversionId: string) => markStarted(s.db, conversionId, s.t.clock.now()) },
  ])("finding 6: refuses a submit while a document is $stage, and takes the document once converted", async ({ start }) => {
    const { conversionId } = await queuedConversion();
    await start(conversionId);

    const refused = await student.post("/api/submit");
    expect(refused).toMatchObject({ status: 409, body: { code: "documentConverting", message: messages.uploadInProgressText, title: messages.uploadInProgressTitle } });
    expect(await submitted()).toBe(false);

    expect((await convertQueued(s, student, key)).status).toBe("COMPLETED");
    expect((await student.post("/api/submit")).status).toBe(200);
    expect(await profile()).toMatchObject({ answer: { [key]: "ANSWERED" }, document_answer: { [key]: { file_name: "transcript.pdf" } } });
  });

  it("finding 6: a conversion that ends after the application was submitted changes nothing in it, and its files go", async () => {
    const { fileKey } = await queuedConversion();
    // Submitted while the conversion waited, as a submit could before it checked: the ending must check itself.
    await closeApplication(s.db, accountId, s.t.clock.now(), {});
    const before = await profile();

    expect(await convertQueued(s, student, key)).toEqual({ status: "FAILED", message: conversionMessages.submittedFirst });
    expect(await profile()).toEqual(before);
    expect((await student.get("/api/document-answer")).body).toEqual({});
    expect(await s.t.app.storage.read(fileKey)).toBeNull();
    expect(await convertedObjects()).toEqual([]);
  });
});
