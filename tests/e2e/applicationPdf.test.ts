/**
 * The application PDF from the built web app: a student with answers and converted documents asks
 * GET /api/pdf until it is built, downloads it over HTTP, and finds the application's print view
 * (with the student's name) followed by the documents' pages. The server's worker prints the app's
 * own service view in the machine's Chromium, from the build's files, with no HTTP of its own.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answers, compileForm, interpolate } from "../../engine/index.ts";
import { receiptTexts, receiptTextsIn } from "../../schema/receipt.ts";
import { application } from "../../schema/index.ts";
import { defaultLocale, formLocales } from "../../schema/partner.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { makePdf, makePng } from "../server/documents/makeFiles.ts";
import { formData, presign, type StatusRecord, settledStatus, startConversion } from "../server/documents/uploadFlow.ts";
import { addEntriesFor, saveWithEntries } from "../server/helpers/entries.ts";
import { Client } from "../server/helpers/server.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { compact, pageTexts } from "../server/applicationPdf/pdfText.ts";
import { type E2eServer, startServer } from "./support/server.ts";
import { confirmedStudent } from "./support/student.ts";

const pending = new Set(["UNPROCESSED", "IN_PROGRESS"]);

describe("the application PDF", () => {
  let server: E2eServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "e2e-application-pdf-"));
    server = await startServer("applicationPdf", { dataDir, documentWorkers: 1 });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A logged-in student's client, whose requests that change state carry the server's origin, as the browser's do. */
  async function loggedIn(): Promise<Client> {
    const username = await confirmedStudent(server);
    const client = new Client(server.app, { origin: server.url });
    expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
    return client;
  }

  /** The browser's upload: the presigned form and the file posted to storage over HTTP, then the conversion until it ends. */
  async function upload(client: Client, answerKey: string, name: string, bytes: Uint8Array): Promise<void> {
    const form = await presign(client, answerKey);
    const stored = await fetch(new URL(form.url, server.url), { method: "POST", headers: { origin: server.url }, body: formData(form.fields, { name, bytes }) });
    expect(stored.status).toBe(204);
    expect((await startConversion(client, answerKey, form.fields.key!, name)).body).toEqual({ status: "UNPROCESSED" });
    expect(await settledStatus(client, answerKey)).toMatchObject({ status: "COMPLETED" });
  }

  async function builtPdf(client: Client): Promise<StatusRecord> {
    const until = Date.now() + 90_000;
    for (;;) {
      const res = await client.get("/api/pdf");
      expect(res.status).toBe(200);
      const record = res.body as unknown as StatusRecord;
      if (!pending.has(record.status)) return record;
      if (Date.now() > until) throw new Error(`the application PDF is still ${record.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it("prints the student's application and appends the documents after it", { timeout: 180_000 }, async () => {
    const client = await loggedIn();
    expect((await client.put("/api/answer", { first_name: "Ada", last_name: "Lovelace" })).status).toBe(200);
    // The second college's transcript first: the PDF follows the form's order, not the upload's.
    await addEntriesFor(client, "college_2_transcript_upload");
    await upload(client, "college_2_transcript_upload", "scan.png", makePng(600, 400));
    await upload(client, "college_transcript_upload", "transcript.pdf", await makePdf(2));

    const record = await builtPdf(client);
    expect(record).toEqual({ status: "COMPLETED", url: expect.any(String) });
    const res = await fetch(new URL(record.url!, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const texts = (await pageTexts(new Uint8Array(await res.arrayBuffer()))).map(compact);

    // The documents close the PDF, each behind its separator: the transcript's two pages, then the scan (an image: its page has the band alone).
    const appended = texts.slice(-5);
    expect(appended[0]).toContain(compact("transcript.pdf"));
    expect(appended[1]).toContain("Page1of2");
    expect(appended[2]).toContain("Page2of2");
    expect(appended[3]).toContain(compact("scan.png"));
    expect(appended[4]).not.toContain("Page1of2");
    const applicationPages = texts.slice(0, -5);
    expect(applicationPages[0]).toContain("AdaLovelace");
    expect(applicationPages.join(" ")).not.toContain("Page1of2");
  });

  it("says on every page that a draft is a draft, and after submit carries the reference on every page", { timeout: 300_000 }, async () => {
    const client = await loggedIn();
    const answers: Record<string, unknown> = { ...complete };
    // The transcripts come by upload, as a student's do.
    for (const key of Object.keys(answers)) if (/^college(_2)?_transcript_/.test(key)) delete answers[key];
    expect((await saveWithEntries(client, answers as Answers)).status).toBe(200);
    await upload(client, "college_transcript_upload", "transcript.pdf", await makePdf(1));
    await upload(client, "college_2_transcript_upload", "scan.png", makePng(600, 400));
    const name = compact(`${answers.first_name as string} ${answers.last_name as string}`);

    const pagesOf = async (record: StatusRecord): Promise<string[]> => {
      const res = await fetch(new URL(record.url!, server.url));
      expect(res.status).toBe(200);
      return (await pageTexts(new Uint8Array(await res.arrayBuffer()))).map(compact);
    };
    const draft = await pagesOf(await builtPdf(client));
    draft.forEach((page, i) => {
      expect(page, `draft page ${i + 1}`).toContain(name + compact(receiptTexts.status.draft));
      expect(page).toContain(compact(interpolate(receiptTexts.pdf.page, { page: i + 1, pages: draft.length })));
    });

    const submitted = await client.post("/api/submit");
    expect(submitted.status).toBe(200);
    const reference = compact(interpolate(receiptTexts.pdf.submitted, { reference: submitted.body.reference as string, submittedAt: submitted.body.submitted_at_text as string }));
    const final = await pagesOf(await builtPdf(client));
    expect(final).toHaveLength(draft.length);
    final.forEach((page, i) => {
      expect(page, `submitted page ${i + 1}`).toContain(name + reference);
      expect(page).not.toContain(compact(receiptTexts.status.draft));
    });
  });

  // A Spanish student's PDF was the office's, in English, from its labels to its band (issue 40).
  it.each(formLocales.filter((locale) => locale !== defaultLocale))("prints the application of a student who chose %s in that language", { timeout: 180_000 }, async (locale) => {
    const client = await loggedIn();
    expect((await client.put("/api/locale", { locale })).status).toBe(200);
    expect((await client.put("/api/answer", { first_name: "Ada", last_name: "Lovelace" })).status).toBe(200);
    const record = await builtPdf(client);
    expect(record.status).toBe("COMPLETED");
    const res = await fetch(new URL(record.url!, server.url));
    const texts = (await pageTexts(new Uint8Array(await res.arrayBuffer()))).map(compact);
    const [chosen, first] = [compileForm(application, { locale }), compileForm(application, { locale: defaultLocale })];
    const words = receiptTextsIn(locale);
    expect(texts[0]).toContain(compact(words.service.heading));
    expect(texts[0]).toContain(compact(chosen.pages[0]!.title));
    if (chosen.pages[0]!.title !== first.pages[0]!.title) expect(texts.join(" ")).not.toContain(compact(first.pages[0]!.title));
    texts.forEach((page, i) => expect(page).toContain(compact(interpolate(words.pdf.page, { page: i + 1, pages: texts.length }))));
  });
});
