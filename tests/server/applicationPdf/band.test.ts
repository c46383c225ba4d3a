/**
 * The band and the separators as Chromium sets them, for names a university meets: a right-to-left
 * name (Arabic) beside a left-to-right reference, a CJK file name, and a name too long for its half
 * of the band. Each page keeps the reference and the page number whole, whatever the name does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interpolate } from "../../../engine/index.ts";
import type { Applicant } from "../../../server/applicationPdf/applicant.ts";
import { type Printer, createPrinter } from "../../../server/applicationPdf/printer.ts";
import { bandTexts, printSheets } from "../../../server/applicationPdf/sheets.ts";
import { defaultLocale, formLocales } from "../../../schema/partner.ts";
import { receiptTexts, receiptTextsIn } from "../../../schema/receipt.ts";
import { compact, pageTexts } from "./pdfText.ts";

const applicantNamed = (name: string): Applicant => ({
  name,
  familyFirst: [],
  reference: "TR-7K4M-Q2XD",
  submittedAt: "2026-11-21T17:00:00.000Z",
  submittedAtText: "November 21, 2026 at 12:00 PM EST",
  answers: {},
});

/** Letters alone, composed: shaping may write Arabic's presentation forms, and the file its runs in visual order. */
const letters = (text: string): string => compact(text.normalize("NFKC")).replace(/[^\p{L}\p{N}]/gu, "");
const reversed = (text: string): string => [...text].reverse().join("");

describe("the band and the separators of the application PDF", { timeout: 120_000 }, () => {
  let printer: Printer;
  beforeAll(() => {
    printer = createPrinter();
  });
  afterAll(() => printer.close());

  async function printed(applicant: Applicant, documents = [{ title: "College/University 1: Tokyo, 成績証明書", page: "Education", fileName: "成績証明書.pdf" }], locale = defaultLocale) {
    const pages = documents.length + 1;
    const outcome = await printSheets(printer, { applicant, documents, pages, locale }, 60_000);
    if (!outcome.ok) throw new Error(`not printed: ${outcome.detail}`);
    return pageTexts(outcome.pdf);
  }

  it("sets a right-to-left name beside the reference, both whole, and a CJK file name on its separator", async () => {
    const name = "ليلى عبد الله";
    const [separator, ...strips] = await printed(applicantNamed(name));
    expect(letters(separator!)).toContain(letters("成績証明書.pdf"));
    const [top, bottom] = strips;
    const band = bandTexts(applicantNamed(name), 1, 2, defaultLocale);
    const nameLetters = letters(name);
    // pdf-lib reads glyphs in the order Chromium wrote them: logical or visual, never mixed up.
    expect([nameLetters, reversed(nameLetters)].some((order) => letters(top!).includes(order)), `${top} holds ${name}`).toBe(true);
    expect(compact(top!)).toContain(compact(band.submission));
    expect(compact(bottom!)).toContain(compact(interpolate(receiptTexts.pdf.page, { page: 1, pages: 2 })));
  });

  it("cuts a name too long for the band short, never the reference", async () => {
    const name = `${"Maximiliana ".repeat(30)}Long`;
    const [, top] = await printed(applicantNamed(name));
    const band = bandTexts(applicantNamed(name), 1, 2, defaultLocale);
    expect(compact(top!)).toContain(compact(band.submission));
    expect(compact(top!)).not.toContain(compact(name));
  });

  // A Spanish student's PDF was banded and separated in English, the office's language (issue 40).
  it.each(formLocales.filter((locale) => locale !== defaultLocale))("writes the band and the separators in %s for a PDF in that language", async (locale) => {
    const texts = receiptTextsIn(locale);
    const document = { title: "College/University 1: Tokyo", page: "Education", fileName: "transcript.pdf" };
    const [separator, top, bottom] = await printed({ ...applicantNamed(""), reference: null }, [document], locale);
    expect(compact(separator!)).toContain(compact(interpolate(texts.pdf.separatorFile, { fileName: document.fileName })));
    expect(compact(separator!)).toContain(compact(interpolate(texts.pdf.separatorCount, { number: 1, count: 1 })));
    expect(compact(top!)).toContain(compact(texts.pdf.unnamed));
    expect(compact(top!)).toContain(compact(texts.status.draft));
    expect(compact(bottom!)).toContain(compact(interpolate(texts.pdf.page, { page: 1, pages: 2 })));
    expect(compact(bottom!)).not.toContain(compact(interpolate(receiptTexts.pdf.page, { page: 1, pages: 2 })));
  });
});
