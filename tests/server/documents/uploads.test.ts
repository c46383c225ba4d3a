/**
 * Upload forms and the embedded storage's side of them: what POST /api/presigned-url hands out,
 * what the storage's POST accepts and refuses (the policy itself: size, expiry, key, signature),
 * and that no student reaches another's uploads or documents.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { closeApplication } from "../../../server/application/submit.ts";
import { documentKeys } from "../../../server/documents/questions.ts";
import { form as compiledForm } from "../../../server/form.ts";
import { pendingUploadsPerQuestion } from "../../../server/documents/uploadForms.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { Client, minutes } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { addEntriesFor } from "../helpers/entries.ts";
import { type Suite, useServer } from "../helpers/suite.ts";
import { makePdf, makePng, padTo } from "./makeFiles.ts";
import { type PresignedForm, formData, postForm, presign, s3Code, settledStatus, startConversion, uploadDocument } from "./uploadFlow.ts";

const key = "college_transcript_upload";
const overOneMegabyte = 1_258_291;

const decodedPolicy = (form: PresignedForm): { expiration: string; conditions: unknown[] } => JSON.parse(Buffer.from(form.fields.policy!, "base64").toString("utf8"));
const encodePolicy = (policy: unknown): string => Buffer.from(JSON.stringify(policy)).toString("base64");

describe.each(databaseKinds)("document uploads (%s)", { timeout: 60_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "documents-uploads-"));
  const s: Suite = useServer(kind, "uploads", { config: { dataDir, documentWorkers: 1 } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  let student: Client;
  let accountId: string;
  beforeEach(async () => {
    ({ client: student, accountId } = await studentWithSession(s.t.app));
    await addEntriesFor(student, ...documentKeys);
  });

  describe("POST /api/presigned-url", () => {
    // The spec's three transcript questions, and any document question an author adds.
    it("knows the application's transcript questions among its document questions, and nothing but document questions", () => {
      expect([...documentKeys]).toEqual(expect.arrayContaining(["college_transcript_upload", "college_2_transcript_upload", "college_3_transcript_upload"]));
      for (const key of documentKeys) expect(compiledForm.keys.get(key)?.node.kind, key).toBe("fileUpload");
    });

    it.each([...documentKeys])("hands out a form for %s, under the student and the question, limited to 1 MB by its policy", async (answerKey) => {
      const form = await presign(student, answerKey);
      expect(form.url).toBe("/storage/upload");
      expect(Object.keys(form.fields)).toEqual(["key", "policy", "signature"]);
      expect(form.fields.key).toMatch(new RegExp(`^uploads/${accountId}/${answerKey}/[\\w-]{43}$`));
      const policy = decodedPolicy(form);
      expect(policy.conditions).toEqual([{ key: form.fields.key }, ["content-length-range", 1, 1_048_576]]);
      expect(Date.parse(policy.expiration) - s.t.clock.now().getTime()).toBe(minutes(15));
    });

    it("hands out a different key each time", async () => {
      expect((await presign(student, key)).fields.key).not.toBe((await presign(student, key)).fields.key);
    });

    it(`keeps a student's ${pendingUploadsPerQuestion} newest forms per question pending, and drops older ones with their files`, async () => {
      const file = { name: "t.pdf", bytes: await makePdf(1) };
      const other = await presign(student, "college_2_transcript_upload");
      const forms: PresignedForm[] = [];
      for (let i = 0; i < pendingUploadsPerQuestion + 2; i++) {
        const form = await presign(student, key);
        expect((await postForm(s.t.app, form.url, formData(form.fields, file))).status).toBe(204);
        forms.push(form);
      }
      const keyOf = (form: PresignedForm): string => form.fields.key!;
      const pending = await s.db.query<{ object_key: string }>("SELECT object_key FROM document_uploads WHERE account_id = $1 AND dead_at IS NULL ORDER BY object_key", [accountId]);
      expect(pending.rows.map((r) => r.object_key)).toEqual([other, ...forms.slice(2)].map(keyOf).sort());
      for (const dropped of forms.slice(0, 2)) {
        expect(await s.t.app.storage.read(keyOf(dropped))).toBeNull();
        expect(await startConversion(student, key, keyOf(dropped), "t.pdf")).toMatchObject({ status: 404, body: { message: "We could not find this uploaded file. Please upload it again." } });
      }
      expect((await startConversion(student, key, keyOf(forms.at(-1)!), "t.pdf")).body).toEqual({ status: "UNPROCESSED" });
      expect((await settledStatus(student, key)).status).toBe("COMPLETED");
    });

    it.each([["first_name"], ["transcript_upload"], ["college_4_transcript_upload"]])("refuses %s, which is not a document question", async (answerKey) => {
      const res = await student.post("/api/presigned-url", { answer_key: answerKey });
      expect(res).toMatchObject({ status: 400, body: { message: `There is no document question "${answerKey}" in the application.` } });
    });

    it("needs a session", async () => {
      expect((await new Client(s.t.app).post("/api/presigned-url", { answer_key: key })).status).toBe(401);
    });
  });

  describe("the storage's upload form", () => {
    const file = { name: "scan.png", bytes: makePng(16, 16) };
    const stored = async (form: PresignedForm) => s.t.app.storage.read(form.fields.key!);

    it("stores the file posted with the form's fields, and answers 204 as S3 does", async () => {
      const form = await presign(student, key);
      expect((await postForm(s.t.app, form.url, formData(form.fields, file))).status).toBe(204);
      expect(await stored(form)).toEqual(file.bytes);
    });

    it.each([
      {
        case: "a 1.2 MB file",
        post: (form: PresignedForm) => formData(form.fields, { name: "big.pdf", bytes: padTo(makePng(4, 4), overOneMegabyte) }),
        status: 400,
        code: "EntityTooLarge",
      },
      { case: "an empty file", post: (form: PresignedForm) => formData(form.fields, { name: "empty.png", bytes: new Uint8Array() }), status: 400, code: "EntityTooSmall" },
      {
        case: "a policy with a larger limit written in",
        post: (form: PresignedForm) => {
          const policy = decodedPolicy(form);
          policy.conditions[1] = ["content-length-range", 1, 10_000_000];
          return formData({ ...form.fields, policy: encodePolicy(policy) }, file);
        },
        status: 403,
        code: "SignatureDoesNotMatch",
      },
      {
        case: "a policy with a later expiry written in",
        post: (form: PresignedForm) => formData({ ...form.fields, policy: encodePolicy({ ...decodedPolicy(form), expiration: "2999-01-01T00:00:00.000Z" }) }, file),
        status: 403,
        code: "SignatureDoesNotMatch",
      },
      { case: "a made-up signature", post: (form: PresignedForm) => formData({ ...form.fields, signature: "x".repeat(43) }, file), status: 403, code: "SignatureDoesNotMatch" },
      {
        case: "another key than the policy's",
        post: (form: PresignedForm) => formData({ ...form.fields, key: form.fields.key!.replace(/[^/]+$/, "mine") }, file),
        status: 403,
        code: "AccessDenied",
      },
      { case: "a field the policy does not name", post: (form: PresignedForm) => formData({ ...form.fields, acl: "public-read" }, file), status: 403, code: "AccessDenied" },
      { case: "no file", post: (form: PresignedForm) => formData(form.fields), status: 400, code: "MalformedPOSTRequest" },
      {
        case: "no policy",
        post: (form: PresignedForm) => formData({ key: form.fields.key!, signature: form.fields.signature! }, file),
        status: 400,
        code: "MalformedPOSTRequest",
      },
      { case: "a body that is not a form", post: () => ({ body: Buffer.from('{"key":"x"}'), contentType: "application/json" }), status: 400, code: "MalformedPOSTRequest" },
      { case: "a body larger than any policy allows", post: () => ({ body: Buffer.alloc(3 * 1024 * 1024), contentType: "multipart/form-data; boundary=x" }), status: 400, code: "EntityTooLarge" },
    ])("refuses $case with S3's $code, and stores nothing", async ({ post, status, code }) => {
      const form = await presign(student, key);
      const res = await postForm(s.t.app, form.url, post(form));
      expect(res.status).toBe(status);
      expect(s3Code(res.text)).toBe(code);
      expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Error><Code>\w+<\/Code><Message>[^<]+<\/Message>/);
      expect(await stored(form)).toBeNull();
    });

    it("refuses a form whose policy has expired", async () => {
      const form = await presign(student, key);
      s.t.clock.advance(minutes(15));
      const res = await postForm(s.t.app, form.url, formData(form.fields, file));
      expect(res.status).toBe(403);
      expect(res.text).toContain("<Code>AccessDenied</Code><Message>Invalid according to Policy: Policy expired.</Message>");
      expect(await stored(form)).toBeNull();
    });

    it("refuses a form posted from another site", async () => {
      const form = await presign(student, key);
      const request = new Request("http://localhost/", { method: "POST", body: formData(form.fields, file) });
      const res = await s.t.app.inject({
        method: "POST",
        url: form.url,
        headers: { "content-type": request.headers.get("content-type")!, origin: "https://elsewhere.example" },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(res.statusCode).toBe(403);
      expect(await stored(form)).toBeNull();
    });
  });

  describe("one student and another's documents", () => {
    let other: Client;
    beforeEach(async () => {
      ({ client: other } = await studentWithSession(s.t.app));
      await addEntriesFor(other, ...documentKeys);
    });

    it("cannot convert another student's upload, and learns nothing of it", async () => {
      const form = await presign(student, key);
      await postForm(s.t.app, form.url, formData(form.fields, { name: "mine.pdf", bytes: await makePdf(1) }));
      const theirs = await startConversion(other, key, form.fields.key!, "mine.pdf");
      const madeUp = await startConversion(other, key, form.fields.key!.replace(/[^/]+$/, "x".repeat(43)), "mine.pdf");
      expect(theirs).toMatchObject({ status: 404, body: { message: "We could not find this uploaded file. Please upload it again." } });
      expect(madeUp).toMatchObject({ status: 404, body: theirs.body });
      // The owner still can.
      expect((await startConversion(student, key, form.fields.key!, "mine.pdf")).status).toBe(200);
      expect(await settledStatus(student, key)).toMatchObject({ status: "COMPLETED" });
    });

    it("cannot convert an upload for another question than the one it was issued for", async () => {
      const form = await presign(student, key);
      await postForm(s.t.app, form.url, formData(form.fields, { name: "mine.pdf", bytes: await makePdf(1) }));
      expect((await startConversion(student, "college_2_transcript_upload", form.fields.key!, "mine.pdf")).status).toBe(404);
    });

    it("cannot read or delete another student's document", async () => {
      const mine = await uploadDocument(s.t.app, student, key, { name: "mine.pdf", bytes: await makePdf(2) });
      expect(mine).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
      expect((await other.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "NOT_ANSWERED" });
      expect((await other.get("/api/document-answer")).body).toEqual({});
      expect((await other.request("DELETE", `/api/pdf/document-answer/${key}`)).status).toBe(200);
      expect((await other.request("DELETE", `/api/document-answer/${key}`)).status).toBe(200);
      expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toMatchObject({ status: "COMPLETED" });
      expect((await student.get("/api/document-answer")).body).toEqual({ [key]: { file_name: "mine.pdf", file_size: expect.any(Number) } });
    });

    it("cannot open a converted PDF without its signed link, nor after the link expires", async () => {
      const mine = await uploadDocument(s.t.app, student, key, { name: "mine.pdf", bytes: await makePdf(1) });
      if (mine.stage !== "settled" || !mine.record.url) throw new Error("no link");
      const link = new URL(mine.record.url, "http://app.test");
      const tampered = `${link.pathname}?expires=${Number(link.searchParams.get("expires")) + 3600}&signature=${link.searchParams.get("signature")}`;
      const unsigned = link.pathname;
      const anotherObject = `${link.pathname.replace(/[^/]+$/, "x.pdf")}${link.search}`;
      for (const url of [tampered, unsigned, anotherObject]) expect((await s.t.app.inject({ method: "GET", url })).statusCode).toBe(403);
      expect((await s.t.app.inject({ method: "GET", url: mine.record.url })).statusCode).toBe(200);
      s.t.clock.advance(minutes(61));
      expect((await s.t.app.inject({ method: "GET", url: mine.record.url })).statusCode).toBe(403);
    });
  });

  describe("once the application is submitted", () => {
    it("refuses new uploads, conversions and deletions with 409, and keeps the document", async () => {
      const mine = await uploadDocument(s.t.app, student, key, { name: "mine.pdf", bytes: await makePdf(1) });
      expect(mine).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
      const form = await presign(student, "college_2_transcript_upload");
      await postForm(s.t.app, form.url, formData(form.fields, { name: "late.pdf", bytes: await makePdf(1) }));
      await closeApplication(s.db, accountId, s.t.clock.now(), {});
      const submitted = "Your application has been submitted, so it can no longer be changed.";
      for (const res of [
        await student.post("/api/presigned-url", { answer_key: key }),
        await startConversion(student, "college_2_transcript_upload", form.fields.key!, "late.pdf"),
        await student.request("DELETE", `/api/pdf/document-answer/${key}`),
        await student.request("DELETE", `/api/document-answer/${key}`),
      ]) {
        expect(res).toMatchObject({ status: 409, body: { message: submitted } });
      }
      expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toMatchObject({ status: "COMPLETED" });
      expect((await student.get("/api/profile")).body).toMatchObject({ answer: { [key]: "ANSWERED" }, document_answer: { [key]: { file_name: "mine.pdf" } } });
    });
  });
});
