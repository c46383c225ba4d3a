/** The upload path end to end on the embedded storage: files made in the test reach COMPLETED, refused or FAILED, and the worker goes on. */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { localeCookieName, textIn } from "../../../engine/index.ts";
import documentSchema from "../../../schema/generated/form/document.schema.ts";
import { defaultLocale, formLocales } from "../../../schema/partner.ts";
import { rejections } from "../../../server/documents/convert/index.ts";
import { wordsIn } from "../../../server/words.ts";
import { databaseKinds } from "../helpers/databases.ts";
import type { Client } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { addEntriesFor } from "../helpers/entries.ts";
import { type Suite, useServer } from "../helpers/suite.ts";
import { corpusFile } from "./corpus.ts";
import { makeDocx, makeExe, makeJpeg, makePdf, makePng, makeZipBombDocx } from "./makeFiles.ts";
import { downloadPdf, uploadDocument } from "./uploadFlow.ts";

const key = "college_transcript_upload";
// Word documents go through LibreOffice; the machine may be shared.
const patient = { timeout: 120_000 };

describe.each(databaseKinds)("document conversions (%s)", patient, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "documents-conversions-"));
  const s: Suite = useServer(kind, "conversions", { config: { dataDir, documentWorkers: 1 } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  let student: Client;
  beforeEach(async () => {
    ({ client: student } = await studentWithSession(s.t.app));
  });

  describe("files that convert", () => {
    it.each([
      { description: "a PNG", name: "scan.png", make: async () => makePng(300, 200), pages: 1 },
      { description: "a JPEG turned by its EXIF orientation", name: "photo.jpg", make: async () => makeJpeg(300, 200, 6), pages: 1 },
      { description: "a three-page PDF", name: "transcript.pdf", make: () => makePdf(3), pages: 3 },
      { description: "a Word document with a table and an image", name: "transcript.docx", make: async () => makeDocx(), pages: 1 },
    ])("converts $description, marks the answer ANSWERED and records its name and size", async ({ name, make, pages }) => {
      const bytes = await make();
      const outcome = await uploadDocument(s.t.app, student, key, { name, bytes });
      if (outcome.stage !== "settled") throw new Error(`${name} was turned away: ${JSON.stringify(outcome)}`);
      expect(outcome.record).toMatchObject({ status: "COMPLETED", url: expect.stringMatching(/^\/storage\/object\/documents\//) });
      expect((await downloadPdf(s.t.app, outcome.record.url!)).getPageCount()).toBe(pages);
      const profile = (await student.get("/api/profile")).body;
      expect(profile.answer).toMatchObject({ [key]: "ANSWERED" });
      const documents = { [key]: { file_name: name, file_size: bytes.byteLength } };
      expect(profile.document_answer).toEqual(documents);
      expect((await student.get("/api/document-answer")).body).toEqual(documents);
    });
  });

  describe("files that are turned away", () => {
    it.each([
      { description: "a Windows program renamed to .pdf", name: "transcript.pdf", bytes: makeExe, message: rejections.notPdf.message },
      { description: "a PNG renamed to .jpg", name: "photo.jpg", bytes: () => makePng(20, 20), message: rejections.notJpeg.message },
      { description: "a name over 32 characters", name: "a-very-long-name-for-a-scan-1.png", bytes: () => makePng(4, 4), message: "Your file name is too long. The maximum is 32 characters, including the extension." },
      { description: "a type the application does not take", name: "notes.txt", bytes: () => new TextEncoder().encode("notes"), message: rejections.typeNotAllowed.message },
    ])("refuses $description when the conversion is asked for, with the reason", async ({ name, bytes, message }) => {
      const outcome = await uploadDocument(s.t.app, student, key, { name, bytes: bytes() });
      expect(outcome).toEqual({ stage: "conversion", status: 400, message });
      expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "NOT_ANSWERED" });
    });

    it.each([
      { description: "a truncated PNG", name: "scan.png", bytes: () => makePng(300, 200).subarray(0, 600), message: rejections.damagedImage.message },
      { description: "a password-protected PDF", name: "locked.pdf", bytes: () => corpusFile("pdf/enc_user_aes256.pdf"), message: rejections.passwordPdf.message },
      { description: "a Word document that is a zip bomb", name: "bomb.docx", bytes: () => makeZipBombDocx(64), message: rejections.wordTooLarge.message },
    ])("ends FAILED on $description, with the reason, and the worker converts the next file", async ({ name, bytes, message }) => {
      const outcome = await uploadDocument(s.t.app, student, key, { name, bytes: bytes() });
      expect(outcome).toMatchObject({ stage: "settled", record: { status: "FAILED", message } });
      expect((await student.get("/api/profile")).body).toMatchObject({ answer: {}, document_answer: {} });
      const next = await uploadDocument(s.t.app, student, key, { name: "next.png", bytes: makePng(8, 8) });
      expect(next).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
    });

    it("keeps the student's earlier document when a new file is refused", async () => {
      await uploadDocument(s.t.app, student, key, { name: "first.pdf", bytes: await makePdf(1) });
      expect(await uploadDocument(s.t.app, student, key, { name: "second.pdf", bytes: makeExe() })).toMatchObject({ stage: "conversion", status: 400 });
      expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toMatchObject({ status: "COMPLETED" });
      expect((await student.get("/api/document-answer")).body).toEqual({ [key]: { file_name: "first.pdf", file_size: expect.any(Number) } });
    });
  });

  describe.each(formLocales.filter((locale) => locale !== defaultLocale))("what a student who chose %s reads of a file turned away", (locale) => {
    const words = wordsIn(locale);
    const typeRule = documentSchema.properties.name.allOf.find((rule) => "pattern" in rule)!;

    it.each([
      { description: "a PNG renamed to .jpg", name: "photo.jpg", bytes: () => makePng(20, 20), message: () => words.documents.notJpeg },
      { description: "a type the application does not take", name: "notes.txt", bytes: () => new TextEncoder().encode("notes"), message: () => textIn(typeRule.errorMessage, locale) },
    ])("refuses $description in that language", async ({ name, bytes, message }) => {
      student.jar.set(localeCookieName, locale);
      expect(await uploadDocument(s.t.app, student, key, { name, bytes: bytes() })).toEqual({ stage: "conversion", status: 400, message: message() });
    });

    it("gives a failed conversion's reason in the language of the browser that reads it", async () => {
      const outcome = await uploadDocument(s.t.app, student, key, { name: "scan.png", bytes: makePng(300, 200).subarray(0, 600) });
      expect(outcome).toMatchObject({ stage: "settled", record: { status: "FAILED", message: rejections.damagedImage.message } });
      student.jar.set(localeCookieName, locale);
      expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "FAILED", message: words.documents.damagedImage });
    });
  });

  describe("removing and replacing a document", () => {
    /** The object key of the PDF behind a status record's link. */
    const pdfKeyOf = (url: string): string => new URL(url, "http://app.test").pathname.replace("/storage/object/", "");

    it.each([["/api/pdf/document-answer"], ["/api/document-answer"]])(
      "DELETE %s/{key} removes the document, its PDF and its answer",
      async (path) => {
        const outcome = await uploadDocument(s.t.app, student, key, { name: "transcript.pdf", bytes: await makePdf(1) });
        if (outcome.stage !== "settled") throw new Error("turned away");
        const pdfKey = pdfKeyOf(outcome.record.url!);
        expect((await student.request("DELETE", `${path}/${key}`)).status).toBe(200);
        expect(await s.t.app.storage.read(pdfKey)).toBeNull();
        expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "NOT_ANSWERED" });
        expect((await student.get("/api/profile")).body).toMatchObject({ answer: { [key]: "" }, document_answer: {} });
        expect((await s.t.app.inject({ method: "GET", url: outcome.record.url! })).statusCode).toBe(403);
      },
    );

    it("replaces the earlier document with a new one, and drops the earlier PDF", async () => {
      const first = await uploadDocument(s.t.app, student, key, { name: "first.pdf", bytes: await makePdf(1) });
      const second = await uploadDocument(s.t.app, student, key, { name: "second.pdf", bytes: await makePdf(2) });
      if (first.stage !== "settled" || second.stage !== "settled") throw new Error("turned away");
      expect(await s.t.app.storage.read(pdfKeyOf(first.record.url!))).toBeNull();
      expect((await downloadPdf(s.t.app, second.record.url!)).getPageCount()).toBe(2);
      expect((await student.get("/api/document-answer")).body).toEqual({ [key]: { file_name: "second.pdf", file_size: expect.any(Number) } });
    });

    it("keeps each question's document apart", async () => {
      await uploadDocument(s.t.app, student, key, { name: "first.pdf", bytes: await makePdf(1) });
      await addEntriesFor(student, "college_2_transcript_upload");
      await uploadDocument(s.t.app, student, "college_2_transcript_upload", { name: "second.png", bytes: makePng(10, 10) });
      await student.request("DELETE", `/api/document-answer/${key}`);
      expect((await student.get("/api/document-answer")).body).toEqual({ college_2_transcript_upload: { file_name: "second.png", file_size: expect.any(Number) } });
    });

    it.each([
      ["GET", "/api/pdf/document-answer/first_name"],
      ["DELETE", "/api/pdf/document-answer/first_name"],
      ["DELETE", "/api/document-answer/first_name"],
    ] as const)("refuses %s %s, which is not a document question", async (method, url) => {
      expect(await student.request(method, url)).toMatchObject({ status: 400, body: { message: 'There is no document question "first_name" in the application.' } });
    });
  });
});
