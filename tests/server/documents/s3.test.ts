/**
 * The S3 driver against an S3-compatible server the test starts on 127.0.0.1 (s3rver): the same
 * upload, conversion, reading and deletion as on the embedded storage. s3rver accepts presigned
 * POST forms but checks neither their policy nor their signature, so the size limit at the
 * storage is tested on the embedded driver (uploads.test.ts); here the conversion's own check
 * is what stops a file over 1 MB.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { rejections } from "../../../server/documents/convert/index.ts";
import { databaseKinds } from "../helpers/databases.ts";
import type { Client } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { addEntriesFor } from "../helpers/entries.ts";
import { type Suite, useServer } from "../helpers/suite.ts";
import { useStorage } from "./storageDriver.ts";
import { makeDocx, makeExe, makePdf, makePng, padTo } from "./makeFiles.ts";
import { downloadPdf, formData, postForm, presign, startConversion, uploadDocument } from "./uploadFlow.ts";

const key = "college_2_transcript_upload";
const bucket = "uploads";

describe.each(databaseKinds)("documents on S3 (%s)", { timeout: 120_000 }, (kind) => {
  const config = useStorage("s3", "documents-s3", bucket);
  const s: Suite = useServer(kind, "s3", { config });
  const endpoint = () => config.s3?.endpoint;
  let student: Client;
  beforeEach(async () => {
    ({ client: student } = await studentWithSession(s.t.app));
    await addEntriesFor(student, key);
  });

  it("hands out a presigned POST to the bucket, and the CSP lets the browser post there", async () => {
    const form = await presign(student, key);
    expect(form.url).toBe(`${endpoint()}/${bucket}`);
    expect(form.fields).toMatchObject({ key: expect.stringMatching(new RegExp(`^uploads/[\\w-]+/${key}/[\\w-]{43}$`)), Policy: expect.any(String), "X-Amz-Signature": expect.any(String) });
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, "base64").toString("utf8")) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(["content-length-range", 1, 1_048_576]);
    expect((await student.get("/healthz")).headers["content-security-policy"]).toContain(`connect-src 'self' ${endpoint()};`);
  });

  it.each([
    { description: "a PNG", name: "scan.png", make: async () => makePng(200, 300), pages: 1 },
    { description: "a three-page PDF", name: "transcript.pdf", make: () => makePdf(3), pages: 3 },
    { description: "a Word document", name: "transcript.docx", make: async () => makeDocx(), pages: 1 },
  ])("uploads $description to the bucket, converts it, and keeps the PDF there", async ({ name, make, pages }) => {
    const outcome = await uploadDocument(s.t.app, student, key, { name, bytes: await make() });
    if (outcome.stage !== "settled") throw new Error(`${name} was turned away: ${JSON.stringify(outcome)}`);
    expect(outcome.record.status).toBe("COMPLETED");
    expect((await downloadPdf(s.t.app, outcome.record.url!)).getPageCount()).toBe(pages);
    const pdfKey = new URL(outcome.record.url!, "http://app.test").pathname.replace("/storage/object/", "");
    expect((await s.t.app.storage.read(pdfKey))?.byteLength).toBeGreaterThan(0);
    // The upload has served its purpose.
    expect(await s.t.app.storage.read(outcome.fileKey)).toBeNull();
    expect((await student.get("/api/profile")).body).toMatchObject({ answer: { [key]: "ANSWERED" }, document_answer: { [key]: { file_name: name } } });
  });

  it("deletes the document's objects from the bucket with the conversion", async () => {
    const outcome = await uploadDocument(s.t.app, student, key, { name: "transcript.pdf", bytes: await makePdf(1) });
    if (outcome.stage !== "settled") throw new Error("turned away");
    const pdfKey = new URL(outcome.record.url!, "http://app.test").pathname.replace("/storage/object/", "");
    expect((await student.request("DELETE", `/api/pdf/document-answer/${key}`)).body).toEqual({ status: "NOT_ANSWERED" });
    expect(await s.t.app.storage.read(pdfKey)).toBeNull();
    expect((await student.get("/api/profile")).body).toMatchObject({ answer: { [key]: "" }, document_answer: {} });
  });

  it("refuses at conversion a 1.2 MB file, which s3rver stored although the policy forbids it", async () => {
    const form = await presign(student, key);
    expect((await postForm(s.t.app, form.url, formData(form.fields, { name: "big.png", bytes: padTo(makePng(4, 4), 1_258_291) }))).status).toBe(204);
    const res = await startConversion(student, key, form.fields.key!, "big.png");
    expect(res).toMatchObject({ status: 400, body: { message: "Your file is too large. The maximum file size is 1 MB." } });
    expect(await s.t.app.storage.read(form.fields.key!)).toBeNull();
  });

  it("refuses a Windows program renamed to .pdf", async () => {
    expect(await uploadDocument(s.t.app, student, key, { name: "transcript.pdf", bytes: makeExe() })).toEqual({
      stage: "conversion",
      status: 400,
      message: rejections.notPdf.message,
    });
  });

  it("ends FAILED on a damaged file, and the worker converts the next one", async () => {
    const damaged = await uploadDocument(s.t.app, student, key, { name: "scan.png", bytes: makePng(300, 200).subarray(0, 600) });
    expect(damaged).toMatchObject({ stage: "settled", record: { status: "FAILED", message: rejections.damagedImage.message } });
    expect(await uploadDocument(s.t.app, student, key, { name: "scan.png", bytes: makePng(30, 20) })).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
  });

  it("does not let one student convert, read or delete another's upload", async () => {
    const { client: other } = await studentWithSession(s.t.app);
    await addEntriesFor(other, key);
    const form = await presign(student, key);
    await postForm(s.t.app, form.url, formData(form.fields, { name: "mine.pdf", bytes: await makePdf(1) }));
    expect((await startConversion(other, key, form.fields.key!, "mine.pdf")).status).toBe(404);
    expect((await startConversion(student, key, form.fields.key!, "mine.pdf")).status).toBe(200);
    expect((await other.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "NOT_ANSWERED" });
    await other.request("DELETE", `/api/document-answer/${key}`);
    expect((await student.get(`/api/pdf/document-answer/${key}`)).body).not.toEqual({ status: "NOT_ANSWERED" });
  });
});
