/**
 * Removing a repeat entry (PUT /api/add-another with `remove`): the later entries move up with
 * their answers, chosen tabs and documents in one transaction, the last place is emptied, and a
 * count goes down only when a removal names the entry.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import complete from "../fixtures/complete-application.json" with { type: "json" };
import { databaseKinds } from "./helpers/databases.ts";
import type { Client } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { type Suite, useServer } from "./helpers/suite.ts";
import { makePdf, makePng } from "./documents/makeFiles.ts";
import { downloadPdf, formData, postForm, presign, uploadDocument } from "./documents/uploadFlow.ts";

const upload = (n: number) => (n === 1 ? "college_transcript_upload" : `college_${n}_transcript_upload`);

describe.each(databaseKinds)("removing a repeat entry (%s)", { timeout: 120_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "entries-"));
  const s: Suite = useServer(kind, "entries", { config: { dataDir, documentWorkers: 1 } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  let student: Client;
  let accountId: string;
  beforeEach(async () => {
    ({ client: student, accountId } = await studentWithSession(s.t.app));
  });
  const profile = async () => (await student.get("/api/profile")).body;
  const pdfKeys = async () =>
    (await s.db.query<{ answer_key: string; pdf_key: string }>("SELECT answer_key, pdf_key FROM document_conversions WHERE account_id = $1 ORDER BY answer_key", [accountId])).rows;

  /** Three colleges, the second and third with a converted transcript, the third on the upload tab. */
  async function threeColleges(): Promise<void> {
    expect((await student.put("/api/add-another", { button_id: "college", num_components: 3 })).status).toBe(200);
    expect((await student.put("/api/answer", { college_name: "Lansing Community College", college_2_name: "Added By Mistake", college_3_name: "Grand Rapids Community College", college_3_city: "Grand Rapids", college_3_from_month: "9" })).status).toBe(200);
    await student.put("/api/tabs", { tab_id: "college_3_transcript", chosen_tab: "upload" });
    for (const [n, name] of [[2, "mistake.pdf"], [3, "grand-rapids.png"]] as const) {
      const outcome = await uploadDocument(s.t.app, student, upload(n), { name, bytes: n === 2 ? await makePdf(1) : makePng(40, 30) });
      expect(outcome).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
    }
  }

  it("finding 9: removing college 2 moves college 3 up with its answers and document", async () => {
    await threeColleges();
    const before = await pdfKeys();
    const res = await student.put("/api/add-another", { button_id: "college", num_components: 2, remove: 2 });
    expect(res).toMatchObject({ status: 200, body: { message: "The entry was removed." } });

    const after = await profile();
    expect(after.answer).toMatchObject({
      college_name: "Lansing Community College",
      college_2_name: "Grand Rapids Community College",
      college_2_city: "Grand Rapids",
      college_2_from_month: "9",
      college_2_from_month_desc: "September",
      college_2_transcript_upload: "ANSWERED",
    });
    // The last place is emptied: nothing of college 3 is left under its keys.
    expect(Object.entries(after.answer as Record<string, unknown>).filter(([k, v]) => k.startsWith("college_3_") && v !== "" && v !== false)).toEqual([]);
    expect(after.document_answer).toEqual({ [upload(2)]: { file_name: "grand-rapids.png", file_size: expect.any(Number) } });
    expect(after.tabs).toEqual({ college_2_transcript: "upload" });
    expect((await student.get("/api/add-another")).body).toEqual({ college: 2 });

    // College 3's converted PDF is now college 2's, and its link still opens it; the removed one's PDF is gone.
    const moved = before.find((r) => r.answer_key === upload(3))!.pdf_key;
    const removed = before.find((r) => r.answer_key === upload(2))!.pdf_key;
    expect(await pdfKeys()).toEqual([{ answer_key: upload(2), pdf_key: moved }]);
    const status = (await student.get(`/api/pdf/document-answer/${upload(2)}`)).body;
    expect(status).toMatchObject({ status: "COMPLETED" });
    expect((await downloadPdf(s.t.app, status.url as string)).getPageCount()).toBe(1);
    expect((await student.get(`/api/pdf/document-answer/${upload(3)}`)).body).toEqual({ status: "NOT_ANSWERED" });
    expect(await s.t.app.storage.read(removed)).toBeNull();
    expect(await s.t.app.storage.read(moved)).not.toBeNull();
  });

  it("removes the last entry with its document and its upload not yet converted, and moves nothing", async () => {
    await threeColleges();
    const pending = await presign(student, upload(3));
    expect((await postForm(s.t.app, pending.url, formData(pending.fields, { name: "again.png", bytes: makePng(4, 4) }))).status).toBe(204);
    expect((await student.put("/api/add-another", { button_id: "college", num_components: 2, remove: 3 })).status).toBe(200);
    const after = await profile();
    expect(after.answer).toMatchObject({ college_2_name: "Added By Mistake", college_2_transcript_upload: "ANSWERED", college_3_name: "", college_3_transcript_upload: "" });
    expect(Object.keys(after.document_answer as object)).toEqual([upload(2)]);
    expect(after.tabs).toEqual({});
    expect((await s.db.query("SELECT 1 FROM document_uploads WHERE account_id = $1 AND dead_at IS NULL", [accountId])).rows).toEqual([]);
    expect(await s.t.app.storage.read(pending.fields.key!)).toBeNull();
  });

  it("removes a parent or guardian without documents, and lets another be added after", async () => {
    await student.put("/api/add-another", { button_id: "parent", num_components: 2 });
    await student.put("/api/answer", { parent_first_name: "Laura", parent_2_first_name: "Daniel", parent_2_relationship: "F" });
    expect((await student.put("/api/add-another", { button_id: "parent", num_components: 1, remove: 2 })).status).toBe(200);
    expect((await profile()).answer).toEqual({ parent_first_name: "Laura", parent_2_first_name: "", parent_2_relationship: "", parent_2_relationship_desc: "" });
    expect((await student.put("/api/add-another", { button_id: "parent", num_components: 2 })).status).toBe(200);
    expect((await student.get("/api/add-another")).body).toEqual({ parent: 2 });
  });

  it("refuses a lower count that names no entry (a client that knows nothing of removing) and keeps every entry", async () => {
    await student.put("/api/add-another", { button_id: "legacy", num_components: 3 });
    await student.put("/api/answer", { legacy_ind: "Y", legacy_3_first_name: "Ana" });
    const res = await student.put("/api/add-another", { button_id: "legacy", num_components: 1 });
    expect(res).toMatchObject({ status: 409, body: { code: "repeatRemoveNeeded" } });
    expect((await student.get("/api/add-another")).body).toEqual({ legacy: 3 });
    expect((await profile()).answer).toMatchObject({ legacy_3_first_name: "Ana" });
  });

  it.each([
    { case: "a count that is not one below the count shown (another window changed the list)", body: { num_components: 1, remove: 2 }, status: 409, code: "repeatChanged" },
    { case: "an entry past those shown", body: { num_components: 2, remove: 4 }, status: 409, code: "repeatChanged" },
    { case: "the first entry", body: { num_components: 2, remove: 1 }, status: 400, code: "invalidRequest" },
    { case: "an entry that is not a whole number", body: { num_components: 2, remove: 2.5 }, status: 400, code: "invalidRequest" },
  ])("refuses to remove $case and changes nothing", async ({ body, status, code }) => {
    await student.put("/api/add-another", { button_id: "legacy", num_components: 3 });
    await student.put("/api/answer", { legacy_ind: "Y", legacy_2_first_name: "Ana", legacy_3_first_name: "Luis" });
    const res = await student.put("/api/add-another", { button_id: "legacy", ...body });
    expect(res).toMatchObject({ status, body: { code } });
    expect((await student.get("/api/add-another")).body).toEqual({ legacy: 3 });
    expect((await profile()).answer).toMatchObject({ legacy_2_first_name: "Ana", legacy_3_first_name: "Luis" });
  });

  it("refuses a removal once the application is submitted", async () => {
    await student.put("/api/answer", complete);
    await student.put("/api/add-another", { button_id: "parent", num_components: 2 });
    expect((await student.post("/api/submit")).status).toBe(200);
    const res = await student.put("/api/add-another", { button_id: "parent", num_components: 1, remove: 2 });
    expect(res).toMatchObject({ status: 409, body: { code: "applicationSubmitted" } });
    expect((await profile()).answer).toMatchObject({ parent_2_first_name: complete.parent_2_first_name });
  });
});
