/**
 * GET /api/pdf through the real server, worker, storage and Chromium. The print view is a small
 * stand-in (printView/) loaded the way the app's is, so these tests need no app build; the app's
 * own view is printed in tests/e2e/applicationPdf.test.ts.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { interpolate } from "../../../engine/index.ts";
import { applicationPdfMessages } from "../../../server/applicationPdf/messages.ts";
import { receiptTexts, receiptTextsIn } from "../../../schema/receipt.ts";
import { applicationPdfJobKind } from "../../../server/applicationPdf/store.ts";
import { makePdf } from "../documents/makeFiles.ts";
import { type StatusRecord, uploadDocument } from "../documents/uploadFlow.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { Client, minutes } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { addEntriesFor } from "../helpers/entries.ts";
import { type Suite, useServer } from "../helpers/suite.ts";
import { compact, pageTexts } from "./pdfText.ts";
import { localeCookieName } from "../../../engine/index.ts";
import { defaultLocale, formLocales } from "../../../schema/partner.ts";
import { wordsIn } from "../../../server/words.ts";

const standIn = join(import.meta.dirname, "printView");
/** The stand-in prints its answers on one page and what its other requests met on a second. */
const viewPages = 2;
const pending = new Set(["UNPROCESSED", "IN_PROGRESS"]);
/**
 * The answer to a request that queued a build: UNPROCESSED, or IN_PROGRESS when the app's worker,
 * woken by the request, took the build before the request read the record back (how soon depends
 * on the machine). Either way no link yet.
 */
const queuedBuild = { status: expect.stringMatching(/^(UNPROCESSED|IN_PROGRESS)$/) };

/** Asks for the PDF until its build has ended, as the app polls (every second while pending). */
async function settledPdf(client: Client, timeoutMs = 60_000): Promise<StatusRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get("/api/pdf");
    expect(res.status).toBe(200);
    const record = res.body as unknown as StatusRecord;
    if (!pending.has(record.status)) return record;
    if (Date.now() > until) throw new Error(`the application PDF is still ${record.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The PDF behind a link (the link is the permission: no session), as text per page. */
async function textsAt(app: FastifyInstance, url: string): Promise<string[]> {
  const res = await app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  return (await pageTexts(res.rawPayload)).map(compact);
}

describe.each(databaseKinds)("the application PDF (%s)", { timeout: 120_000 }, (kind) => {
  describe("with a print view to print", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "application-pdf-"));
    const s: Suite = useServer(kind, "applicationPdf", { config: { dataDir, documentWorkers: 1, staticDir: standIn } });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));
    let student: Client;
    let username: string;
    beforeEach(async () => {
      ({ client: student, username } = await studentWithSession(s.t.app));
      expect((await student.put("/api/answer", { first_name: "Ada", last_name: "Lovelace" })).status).toBe(200);
    });

    /** How many builds were ever queued for this test's student. */
    const builds = async (): Promise<number> => {
      const { rows } = await s.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM jobs j JOIN accounts a ON j.payload->>'accountId' = a.id::text WHERE j.kind = $1 AND a.username = $2",
        [applicationPdfJobKind, username],
      );
      return rows[0]!.n;
    };

    it("refuses a request without a session", async () => {
      const res = await new Client(s.t.app).get("/api/pdf");
      expect(res.status).toBe(401);
    });

    it("answers a queued build first, then a signed link to the PDF of the student's answers", async () => {
      expect((await student.get("/api/pdf")).body).toEqual(queuedBuild);
      const record = await settledPdf(student);
      expect(record).toEqual({ status: "COMPLETED", url: expect.stringMatching(/^\/storage\/object\/application-pdfs\/.+\.pdf\?expires=\d+&name=[^&]+&signature=/) });
      const texts = await textsAt(s.t.app, record.url!);
      expect(texts).toHaveLength(viewPages);
      expect(texts[0]).toContain(compact("first_name: Ada"));
      expect(texts[0]).toContain(compact("last_name: Lovelace"));
    });

    it("finding 9: the link to the PDF keeps working after logout until its hour is over, as the README says", async () => {
      const { url } = await settledPdf(student);
      expect((await student.get("/api/logout")).status).toBe(200);
      expect((await student.get("/api/pdf")).status).toBe(401);
      expect(await textsAt(s.t.app, url!)).toHaveLength(viewPages);
      s.t.clock.advance(minutes(60));
      expect(await new Client(s.t.app).get(url!)).toMatchObject({ status: 403, body: { code: "tokenInvalid" } });
    });

    it("gives the print view the application only for the token it was opened with", async () => {
      const texts = await textsAt(s.t.app, (await settledPdf(student)).url!);
      expect(texts[1]).toContain(compact("Forged token: answered 403"));
    });

    it("queues one build for one state of the application, however often it is asked", async () => {
      await Promise.all(Array.from({ length: 5 }, () => student.get("/api/pdf")));
      await settledPdf(student);
      await student.get("/api/pdf");
      await student.get("/api/pdf");
      expect(await builds()).toBe(1);
    });

    it("builds again when an answer changes, and the new PDF replaces the old", async () => {
      const first = await settledPdf(student);
      expect((await student.put("/api/answer", { last_name: "Byron" })).status).toBe(200);
      expect((await student.get("/api/pdf")).body).toEqual(queuedBuild);
      const second = await settledPdf(student);
      expect(second.status).toBe("COMPLETED");
      expect(second.url).not.toBe(first.url);
      const texts = await textsAt(s.t.app, second.url!);
      expect(texts[0]).toContain(compact("last_name: Byron"));
      expect(texts[0]).not.toContain("Lovelace");
      // The old PDF is gone: its link, though genuine and unexpired, finds nothing.
      expect((await s.t.app.inject({ method: "GET", url: first.url! })).statusCode).toBe(403);
      expect(await builds()).toBe(2);
    });

    it.each([
      { change: "a repeat count", path: "/api/add-another", body: { button_id: "college", num_components: 2 } },
      { change: "a tab", path: "/api/tabs", body: { tab_id: "college_transcript", chosen_tab: "later" } },
    ])("builds again when $change changes", async ({ path, body }) => {
      await settledPdf(student);
      expect((await student.put(path, body)).status).toBe(200);
      expect((await student.get("/api/pdf")).body).toEqual(queuedBuild);
      expect((await settledPdf(student)).status).toBe("COMPLETED");
      expect(await builds()).toBe(2);
    });

    it("appends the converted documents after the application pages, in the order of their questions", async () => {
      const built = await settledPdf(student);
      await addEntriesFor(student, "college_2_transcript_upload");
      // Uploaded in the reverse of the form's order: the second college's transcript first.
      for (const [key, pages] of [
        ["college_2_transcript_upload", 1],
        ["college_transcript_upload", 3],
      ] as const) {
        const outcome = await uploadDocument(s.t.app, student, key, { name: "transcript.pdf", bytes: await makePdf(pages) });
        expect(outcome).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
      }
      const record = await settledPdf(student);
      expect(record.url).not.toBe(built.url);
      const texts = await textsAt(s.t.app, record.url!);
      expect(texts.slice(0, viewPages).join(" ")).toContain(compact("document college_transcript_upload: transcript.pdf"));
      // Each document behind its separator page (officerPdf.test.ts checks what these say), every page with its band.
      const appended = texts.slice(viewPages);
      const expected = [receiptTexts.pdf.separatorFile, "Page 1 of 3", "Page 2 of 3", "Page 3 of 3", receiptTexts.pdf.separatorFile, "Page 1 of 1"];
      expect(appended).toHaveLength(expected.length);
      appended.forEach((page, i) => {
        const shown = expected[i] === receiptTexts.pdf.separatorFile ? interpolate(receiptTexts.pdf.separatorFile, { fileName: "transcript.pdf" }) : expected[i]!;
        expect(page).toContain(compact(shown));
        expect(page).toContain(compact(interpolate(receiptTexts.pdf.page, { page: viewPages + i + 1, pages: texts.length })));
      });
    });

    // A Spanish student's PDF was drawn and banded in the office's language (issue 40).
    it.each(formLocales.filter((locale) => locale !== defaultLocale))("is written in %s for a student who chose it, and again in the default when they choose that", async (locale) => {
      expect((await student.put("/api/locale", { locale })).status).toBe(200);
      const theirs = await settledPdf(student);
      expect(theirs.status).toBe("COMPLETED");
      const texts = await textsAt(s.t.app, theirs.url!);
      expect(texts[0]).toContain(compact(`Language: ${locale}`));
      expect(texts[0]).toContain(compact(interpolate(receiptTextsIn(locale).pdf.page, { page: 1, pages: texts.length })));
      expect((await student.put("/api/locale", { locale: defaultLocale })).status).toBe(200);
      const again = await settledPdf(student);
      expect(again.url).not.toBe(theirs.url);
      const defaultTexts = await textsAt(s.t.app, again.url!);
      expect(defaultTexts[0]).toContain(compact(`Language: ${defaultLocale}`));
      expect(defaultTexts[0]).toContain(compact(interpolate(receiptTexts.pdf.page, { page: 1, pages: defaultTexts.length })));
      expect(await builds()).toBe(2);
    });

    it("never answers with another student's PDF", async () => {
      const own = await settledPdf(student);
      const { client: other } = await studentWithSession(s.t.app);
      expect((await other.put("/api/answer", { first_name: "Grace", last_name: "Hopper" })).status).toBe(200);
      expect((await other.get("/api/pdf")).body).toEqual(queuedBuild);
      const theirs = await settledPdf(other);
      expect(theirs.url).not.toBe(own.url);
      const texts = (await textsAt(s.t.app, theirs.url!)).join(" ");
      expect(texts).toContain("Hopper");
      expect(texts).not.toContain("Lovelace");
      // A link is good for its own object only: the other student's key under this one's signature is refused.
      const forged = `${theirs.url!.split("?")[0]}?${own.url!.split("?")[1]}`;
      expect((await s.t.app.inject({ method: "GET", url: forged })).statusCode).toBe(403);
    });
  });

  describe("without a print view to print", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "application-pdf-failed-"));
    const s: Suite = useServer(kind, "applicationPdfFailed", { config: { dataDir, documentWorkers: 1, staticDir: join(dataDir, "no-build") } });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it("reports the failed build's message, and builds again ten minutes later", async () => {
      const { client } = await studentWithSession(s.t.app);
      expect(await settledPdf(client)).toEqual({ status: "FAILED", message: applicationPdfMessages.printerMissing });
      expect((await client.get("/api/pdf")).body).toEqual({ status: "FAILED", message: applicationPdfMessages.printerMissing });
      s.t.clock.advance(minutes(11));
      expect((await client.get("/api/pdf")).body).toEqual(queuedBuild);
      expect(await settledPdf(client)).toEqual({ status: "FAILED", message: applicationPdfMessages.printerMissing });
    });

    it.each(formLocales.filter((locale) => locale !== defaultLocale))("reports it in %s to a browser that chose that language", async (locale) => {
      const { client } = await studentWithSession(s.t.app);
      expect(await settledPdf(client)).toMatchObject({ status: "FAILED" });
      client.jar.set(localeCookieName, locale);
      expect((await client.get("/api/pdf")).body).toEqual({ status: "FAILED", message: wordsIn(locale).pdf.printerMissing });
    });
  });
});
