/**
 * The application PDF as an officer reads it, made by the server's worker from the built web app
 * in the machine's Chromium, of an application with two colleges' transcripts; everything is
 * checked from the downloaded PDF itself (text per page, and the outline): the band on every page
 * (name, draft label then reference, "Page N of M" over the whole file), a separator naming the
 * question, the entry and the file before each transcript, the bookmarks, that no page ends with a
 * heading, and the download's file name.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answers, entryName, forEachNode, interpolate, partnerTokens } from "../../../engine/index.ts";
import { partnerSettings } from "../../../schema/index.ts";
import { receiptTexts } from "../../../schema/receipt.ts";
import type { Config } from "../../../server/config.ts";
import { form, repeatGroups } from "../../../server/form.ts";
import { completeApplication as complete } from "../../support/completeApplication.ts";
import { builtApp } from "../../e2e/support/buildApp.ts";
import { documentEntry } from "../documents/documentEntry.ts";
import { makePdf } from "../documents/makeFiles.ts";
import { type StatusRecord, uploadDocument } from "../documents/uploadFlow.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { saveWithEntries } from "../helpers/entries.ts";
import type { Client } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { useServer } from "../helpers/suite.ts";
import { flatOutline, outlineOf } from "./pdfOutline.ts";
import { compact, pageTexts } from "./pdfText.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");
const partner = partnerTokens(partnerSettings);
const text = (value: string, n = 1): string => interpolate(value, { n }, partner);

/** The transcripts of the first two entries of the group, and their files: a second college's name is any Unicode. */
const transcripts = [
  { n: 1, name: "transcript-lcc.pdf", pages: 2 },
  { n: 2, name: "Zeugnis-Müller-成績.pdf", pages: 1 },
];

/** The application: the complete fixture, a name in several scripts, and no answer about the transcripts (the uploads give them). */
function answers(): Answers {
  const out: Record<string, unknown> = { ...complete, first_name: "Zoë", last_name: "Núñez 李" };
  for (const { n } of transcripts) {
    for (const key of form.keys.keys()) if (key.startsWith(documentEntry.key(n).replace(/upload$/, ""))) delete out[key];
  }
  return out as Answers;
}

/** The headings of the print view, from the compiled form: page titles, section titles, the entries of the repeat groups. */
function headings(saved: Answers): string[] {
  const out = form.pages.map((page) => `${page.step}. ${page.title}`);
  for (const page of form.pages) {
    forEachNode(page.children, (node) => {
      if (node.kind === "section") out.push(text(node.title));
      if (node.kind === "repeat") for (let n = 1; n <= node.max; n++) if (entryName(node, n, saved) || n === 1) out.push(text(node.itemLabel, n));
    });
  }
  return out;
}

/** What the separator before entry n's transcript is titled: the entry's label, its name answer and the question, as the form has them. */
function separatorTitle(saved: Answers, n: number): string {
  const info = form.keys.get(documentEntry.key(n))!;
  const group = repeatGroups.get(documentEntry.group.id)!;
  const question = "label" in info.node ? text(info.node.label as string, n) : "";
  return interpolate(receiptTexts.documentName.inEntry, { entry: text(group.itemLabel, n), name: entryName(group, n, saved), question });
}

describe.each(databaseKinds)("the application PDF as an officer reads it (%s)", { timeout: 600_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "officer-pdf-"));
  const config: Partial<Config> = { dataDir, documentWorkers: 1 };
  const s = useServer(kind, "officerPdf", { config, clockStart: fixtureDay });
  beforeAll(async () => {
    config.staticDir = await builtApp();
  }, 600_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function built(client: Client): Promise<{ pdf: Uint8Array; disposition: string; url: string }> {
    const until = Date.now() + 300_000;
    let record: StatusRecord;
    for (;;) {
      record = (await client.get("/api/pdf")).body as unknown as StatusRecord;
      if (record.status !== "UNPROCESSED" && record.status !== "IN_PROGRESS") break;
      if (Date.now() > until) throw new Error(`the application PDF is still ${record.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(record).toMatchObject({ status: "COMPLETED" });
    const res = await s.t.app.inject({ method: "GET", url: record.url! });
    expect(res.statusCode).toBe(200);
    return { pdf: new Uint8Array(res.rawPayload), disposition: String(res.headers["content-disposition"]), url: record.url! };
  }

  /** Every page's text ends with its band: the name, the submission's line and its page number over the whole file. */
  function expectBands(texts: string[], name: string, submission: string): void {
    texts.forEach((page, i) => {
      const band = compact(`${name} ${submission} ${interpolate(receiptTexts.pdf.page, { page: i + 1, pages: texts.length })}`);
      expect(compact(page).endsWith(band), `page ${i + 1} ends with its band`).toBe(true);
    });
  }

  it("bands every page with the name, the draft label then the reference, and page N of M; separates and bookmarks each transcript; ends no page with a heading", async () => {
    const { client } = await studentWithSession(s.t.app);
    const saved = answers();
    expect((await saveWithEntries(client, saved)).status).toBe(200);
    for (const { n, name, pages } of transcripts) {
      const outcome = await uploadDocument(s.t.app, client, documentEntry.key(n), { name, bytes: await makePdf(pages) });
      expect(outcome).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
    }
    const name = `${saved.first_name} ${saved.last_name}`;

    const draft = await built(client);
    const texts = await pageTexts(draft.pdf);
    expectBands(texts, name, receiptTexts.status.draft);
    expect(draft.disposition).toContain("draft.pdf");

    // Each transcript: a separator page naming the entry, the question and the file, then the transcript's own pages.
    const separators = transcripts.map(({ n, name: fileName, pages }) => {
      const title = separatorTitle(saved, n);
      const at = texts.findIndex((page) => compact(page).includes(compact(title)));
      expect(at, title).toBeGreaterThan(0);
      expect(compact(texts[at]!)).toContain(compact(interpolate(receiptTexts.pdf.separatorFile, { fileName })));
      // makePdf writes "Page k of n" on each of its pages.
      for (let k = 1; k <= pages; k++) expect(compact(texts[at + k]!)).toContain(compact(`Page ${k} of ${pages}`));
      return { title, at };
    });
    expect(separators[1]!.at).toBe(separators[0]!.at + transcripts[0]!.pages + 1);
    expect(separators[1]!.at + transcripts[1]!.pages + 1).toBe(texts.length);

    // The bookmarks: every page title of the form, and one for each transcript opening its separator.
    const outline = await outlineOf(draft.pdf);
    const titles = flatOutline(outline).map((item) => compact(item.title));
    for (const page of form.pages) expect(titles).toContain(compact(`${page.step}. ${page.title}`));
    const documents = outline.find((item) => item.title === receiptTexts.pdf.documentsBookmark);
    expect(documents?.children.map(({ title, page }) => ({ title, page }))).toEqual(separators.map(({ title, at }) => ({ title, page: at })));

    // No application page's last line is a heading (the band, laid over the page after it was printed, comes after).
    const known = headings(saved).map(compact);
    const applicationPages = texts.slice(0, separators[0]!.at);
    applicationPages.forEach((page, i) => {
      const band = compact(`${name} ${receiptTexts.status.draft} ${interpolate(receiptTexts.pdf.page, { page: i + 1, pages: texts.length })}`);
      const content = compact(page).slice(0, -band.length);
      const last = known.find((heading) => content.endsWith(heading));
      expect(last, `page ${i + 1} ends with the heading ${last}`).toBeUndefined();
    });

    // Submit: the PDF is made again, with the reference on every page and a file name that carries it.
    const submitted = await client.post("/api/submit");
    expect(submitted.status).toBe(200);
    const reference = submitted.body.reference as string;
    const final = await built(client);
    const finalTexts = await pageTexts(final.pdf);
    expect(finalTexts.length).toBe(texts.length);
    expectBands(finalTexts, name, interpolate(receiptTexts.pdf.submitted, { reference, submittedAt: submitted.body.submitted_at_text as string }));
    expect(finalTexts.join(" ")).not.toContain(receiptTexts.status.draft);
    // The print view's status block shows the submission time in the university's time zone, as the receipt does.
    expect(compact(finalTexts[0]!)).toContain(compact(submitted.body.submitted_at_text as string));
    expect(final.disposition).toContain(`filename="Nunez-Zoe-${reference}.pdf"`);
    expect(final.disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`Núñez-李-Zoë-${reference}.pdf`)}`);
    // The name is signed with the link: another name is refused.
    const renamed = final.url.replace(/name=[^&]+/, "name=Someone-Else.pdf");
    expect((await s.t.app.inject({ method: "GET", url: renamed })).statusCode).toBe(403);
  });
});
