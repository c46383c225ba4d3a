/**
 * A tab switch and the document of the tab left (spec section 4, "Tabs"): the switch deletes the
 * conversion record and the document answer, and the stored files, together with the switch;
 * switching back shows no document, and an upload form of the tab left converts nothing any more.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases.ts";
import type { Database, Sql } from "../../../server/db/types.ts";
import { Client, startApp, testConfig } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { type Suite, useServer } from "../helpers/suite.ts";
import { documentTab } from "./documentTab.ts";
import { makePdf } from "./makeFiles.ts";
import { convertQueued } from "./conversionWorker.ts";
import { formData, postForm, presign, startConversion } from "./uploadFlow.ts";

const { tabId, holding, other, key } = documentTab;

/** The object key behind a status record's link. */
const objectKeyOf = (url: string): string => new URL(url, "http://app.test").pathname.replace("/storage/object/", "");

describe.each(databaseKinds)("a tab switch and its documents (%s)", { timeout: 120_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "documents-tab-switch-"));
  // The app converts nothing: a conversion runs when the test lets it (conversionWorker.ts).
  const s: Suite = useServer(kind, "tabSwitch", { config: { dataDir, documentWorkers: 0 } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  let student: Client;
  let accountId: string;
  beforeEach(async () => {
    ({ client: student, accountId } = await studentWithSession(s.t.app));
  });

  /** A file posted to storage with a form for the document question, and its object key. */
  async function postedFile(): Promise<string> {
    const form = await presign(student, key);
    const stored = await postForm(s.t.app, form.url, formData(form.fields, { name: "transcript.pdf", bytes: await makePdf(1) }));
    expect(stored.status).toBeLessThan(300);
    return form.fields.key!;
  }

  /** A file whose conversion is queued (and stays so: nothing converts until the test says). */
  async function queuedConversion(): Promise<string> {
    const fileKey = await postedFile();
    expect((await startConversion(student, key, fileKey, "transcript.pdf")).body).toEqual({ status: "UNPROCESSED" });
    return fileKey;
  }

  /** A converted document in the tab that holds it: the object key of its PDF and its link. */
  async function convertedDocument(): Promise<{ pdfKey: string; url: string }> {
    await queuedConversion();
    const record = await convertQueued(s, student, key);
    if (record.status !== "COMPLETED") throw new Error(`the document did not convert: ${JSON.stringify(record)}`);
    return { pdfKey: objectKeyOf(record.url!), url: record.url! };
  }

  const switchTo = (chosen: string) => student.put("/api/tabs", { tab_id: tabId, chosen_tab: chosen });

  it("finding 5: a switch away deletes the document answer, the conversion record and the PDF, and switching back shows no document", async () => {
    const { pdfKey, url } = await convertedDocument();
    expect((await switchTo(other)).status).toBe(200);

    expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "NOT_ANSWERED" });
    expect((await student.get("/api/document-answer")).body).toEqual({});
    expect(await s.t.app.storage.read(pdfKey)).toBeNull();
    expect((await s.t.app.inject({ method: "GET", url })).statusCode).toBe(403);

    expect((await switchTo(holding)).status).toBe(200);
    const profile = (await student.get("/api/profile")).body;
    expect(profile.document_answer).toEqual({});
    expect(profile.answer).not.toMatchObject({ [key]: "ANSWERED" });
  });

  it("finding 5: a switch away deletes a conversion still waiting, with its upload, so it never lands", async () => {
    const fileKey = await queuedConversion();
    expect((await switchTo(other)).status).toBe(200);
    expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "NOT_ANSWERED" });
    expect(await s.t.app.storage.read(fileKey)).toBeNull();
    // Had its job stayed, a worker would find nothing to convert; none is left to take.
    expect((await convertQueued(s, student, key)).status).toBe("NOT_ANSWERED");
    expect((await student.get("/api/document-answer")).body).toEqual({});
  });

  it("finding 5: an upload form of the tab left cannot bring its document back", async () => {
    // A second window posted its file before the switch, and asks for the conversion after it.
    const fileKey = await postedFile();
    expect((await switchTo(other)).status).toBe(200);
    expect((await startConversion(student, key, fileKey, "transcript.pdf")).body).toMatchObject({ code: "tabNotChosen" });
    expect(await s.t.app.storage.read(fileKey)).toBeNull();
    // Nor once the tab is chosen again: the switch ended the form.
    expect((await switchTo(holding)).status).toBe(200);
    expect((await startConversion(student, key, fileKey, "transcript.pdf")).status).toBe(404);
    expect((await student.get("/api/document-answer")).body).toEqual({});
  });

  it("finding 5: a window still showing the tab left gets no upload form for its document question", async () => {
    expect((await switchTo(other)).status).toBe(200);
    const res = await student.post("/api/presigned-url", { answer_key: key });
    expect(res).toMatchObject({ status: 409, body: { code: "tabNotChosen" } });
    expect((await s.db.query("SELECT 1 FROM document_uploads WHERE account_id = $1", [accountId])).rows).toEqual([]);
    // Chosen again, the tab's question gets its form.
    expect((await switchTo(holding)).status).toBe(200);
    expect((await presign(student, key)).fields.key).toBeTruthy();
  });

  it("finding 5: converts nothing for a tab not chosen, even with an upload form issued while it was", async () => {
    const fileKey = await postedFile();
    // The tab left without the switch that ends its forms, as a form issued before switches ended
    // them was left: the conversion itself must refuse.
    await s.db.query("UPDATE applications SET tabs = tabs || jsonb_build_object($2::text, $3::text) WHERE account_id = $1", [accountId, tabId, other]);
    const res = await startConversion(student, key, fileKey, "transcript.pdf");
    expect(res).toMatchObject({ status: 409, body: { code: "tabNotChosen" } });
    expect((await convertQueued(s, student, key)).status).toBe("NOT_ANSWERED");
    expect((await student.get("/api/profile")).body).toMatchObject({ document_answer: {} });
    expect((await student.get("/api/profile")).body.answer).not.toMatchObject({ [key]: "ANSWERED" });
  });

  it("keeps the document on a switch to the tab that holds it", async () => {
    const { pdfKey } = await convertedDocument();
    expect((await switchTo(holding)).status).toBe(200);
    expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toMatchObject({ status: "COMPLETED" });
    expect((await student.get("/api/document-answer")).body).toEqual({ [key]: { file_name: "transcript.pdf", file_size: expect.any(Number) } });
    expect(await s.t.app.storage.read(pdfKey)).not.toBeNull();
  });

  it("removes nothing when the switch fails part-way", async () => {
    const { pdfKey } = await convertedDocument();
    // The same database, whose connection drops when the switch writes the chosen tab, after the
    // document's rows were deleted in the same transaction.
    const dropping: Database = Object.assign(Object.create(s.db) as Database, {
      transaction: <T>(fn: (tx: Sql) => Promise<T>) =>
        s.db.transaction((tx) =>
          fn({ query: (text, params) => (text.startsWith("UPDATE applications SET tabs") ? Promise.reject(new Error("connection lost")) : tx.query(text, params)) }),
        ),
    });
    const failing = await startApp(dropping, testConfig({ dataDir, documentWorkers: 0 }), s.t.clock);
    try {
      const sameBrowser = new Client(failing.app);
      for (const [name, value] of student.jar) sameBrowser.jar.set(name, value);
      expect((await sameBrowser.put("/api/tabs", { tab_id: tabId, chosen_tab: other })).status).toBe(500);
    } finally {
      await failing.app.close();
    }
    expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toMatchObject({ status: "COMPLETED" });
    expect((await student.get("/api/profile")).body).toMatchObject({ answer: { [key]: "ANSWERED" }, document_answer: { [key]: { file_name: "transcript.pdf" } } });
    expect(await s.t.app.storage.read(pdfKey)).not.toBeNull();
  });
});
