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
import { type Answers, instanceKey, repeatCount } from "../../engine/index.ts";
import { repeatGroups } from "../../server/form.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import type { Client } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { type Suite, useServer } from "./helpers/suite.ts";
import { makePdf, makePng } from "./documents/makeFiles.ts";
import { documentEntry } from "./documents/documentEntry.ts";
import { downloadPdf, formData, postForm, presign, startConversion, uploadDocument } from "./documents/uploadFlow.ts";

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

  // Every group of the schema that can hold a second entry, by the key that names an entry.
  const groups = [...repeatGroups.values()].filter((g) => g.max >= 2 && g.nameKeys?.length).map((group) => ({ id: group.id, group, nameKey: group.nameKeys![0]! }));

  describe.each(groups)("a window that still shows a removed $id entry", ({ group, nameKey }) => {
    const name = (n: number) => instanceKey(group.id, n, nameKey);
    const last = group.max;

    /** Every entry of the group named, the rest of the application complete so the group shows; then another window removes entry 2. */
    async function removedInAnotherWindow(): Promise<void> {
      const entries = Object.fromEntries(Array.from({ length: last }, (_, i) => [name(i + 1), `Entry ${i + 1}`]));
      expect((await saveWithEntries(student, { ...complete, ...entries })).status).toBe(200);
      expect((await profile()).answer).toMatchObject(entries);
      expect((await student.put("/api/add-another", { button_id: group.id, num_components: last - 1, remove: 2 })).status).toBe(200);
    }

    it("finding 8: refuses a save into the entry past the stored count with the 409 a stale removal gets, and shows no entry again", async () => {
      await removedInAnotherWindow();
      const staleRemoval = await student.put("/api/add-another", { button_id: group.id, num_components: last - 1, remove: last });
      expect(staleRemoval.status).toBe(409);
      const staleSave = await student.put("/api/answer", { [name(1)]: "Renamed", [name(last)]: "Brought back" });
      expect(staleSave).toMatchObject({ status: staleRemoval.status, body: { code: staleRemoval.body.code, message: staleRemoval.body.message } });
      // Nothing of the refused save is written, and the group still shows one entry fewer.
      const after = await profile();
      expect(after.answer).toMatchObject({ [name(1)]: "Entry 1", [name(last)]: "" });
      expect(repeatCount(group, (await student.get("/api/add-another")).body as Record<string, number>, after.answer as Answers)).toBe(last - 1);
    });

    it("finding 8: accepts the answers the page loaded sent back (the removed entry emptied), and a save into an entry added again", async () => {
      await removedInAnotherWindow();
      expect((await student.put("/api/answer", (await profile()).answer)).status).toBe(200);
      expect((await student.put("/api/add-another", { button_id: group.id, num_components: last })).status).toBe(200);
      expect((await student.put("/api/answer", { [name(last)]: "Added again" })).status).toBe(200);
      expect((await profile()).answer).toMatchObject({ [name(last)]: "Added again" });
    });
  });

  describe("a window that still shows a removed entry asks for its document", () => {
    const { group, key } = documentEntry;
    const last = group.max;
    const formsFor = async (answerKey: string) =>
      (await s.db.query("SELECT 1 FROM document_uploads WHERE account_id = $1 AND answer_key = $2", [accountId, answerKey])).rows.length;

    it("finding 8: gets no upload form for the document question of an entry past the stored count, with the 409 a stale removal gets", async () => {
      expect((await student.put("/api/add-another", { button_id: group.id, num_components: last })).status).toBe(200);
      expect((await student.put("/api/add-another", { button_id: group.id, num_components: last - 1, remove: 2 })).status).toBe(200);
      const staleRemoval = await student.put("/api/add-another", { button_id: group.id, num_components: last - 1, remove: last });
      expect(staleRemoval.status).toBe(409);
      const stale = await student.post("/api/presigned-url", { answer_key: key(last) });
      expect(stale).toMatchObject({ status: staleRemoval.status, body: { code: staleRemoval.body.code, message: staleRemoval.body.message } });
      expect(await formsFor(key(last))).toBe(0);
      // The entries shown still get theirs.
      expect((await presign(student, key(last - 1))).fields.key).toBeTruthy();
    });

    it("finding 8: converts nothing into an entry past the stored count, even with an upload form issued while it showed", async () => {
      expect((await student.put("/api/add-another", { button_id: group.id, num_components: last })).status).toBe(200);
      const form = await presign(student, key(last));
      expect((await postForm(s.t.app, form.url, formData(form.fields, { name: "transcript.pdf", bytes: await makePdf(1) }))).status).toBeLessThan(300);
      // The count lowered without the removal that ends the entry's forms, as a form issued before
      // removals ended them was left: the conversion itself must refuse.
      await s.db.query("UPDATE applications SET add_another = add_another || jsonb_build_object($2::text, $3::int) WHERE account_id = $1", [accountId, group.id, last - 1]);
      const res = await startConversion(student, key(last), form.fields.key!, "transcript.pdf");
      expect(res).toMatchObject({ status: 409, body: { code: "repeatChanged" } });
      expect((await student.get(`/api/pdf/document-answer/${key(last)}`)).body).toEqual({ status: "NOT_ANSWERED" });
      const after = await profile();
      expect(after.document_answer).toEqual({});
      expect(repeatCount(group, (await student.get("/api/add-another")).body as Record<string, number>, after.answer as Answers)).toBe(last - 1);
    });
  });

  it("refuses a removal once the application is submitted", async () => {
    expect((await saveWithEntries(student, complete)).status).toBe(200);
    expect((await student.post("/api/submit")).status).toBe(200);
    const res = await student.put("/api/add-another", { button_id: "parent", num_components: 1, remove: 2 });
    expect(res).toMatchObject({ status: 409, body: { code: "applicationSubmitted" } });
    expect((await profile()).answer).toMatchObject({ parent_2_first_name: complete.parent_2_first_name });
  });
});
