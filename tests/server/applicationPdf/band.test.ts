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
import { receiptTexts } from "../../../schema/receipt.ts";
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

  async function printed(applicant: Applicant, documents = [{ title: "College/University 1: Tokyo, 成績証明書", page: "Education", fileName: "成績証明書.pdf" }]) {
    const pages = documents.length + 1;
    const outcome = await printSheets(printer, { applicant, documents, pages }, 60_000);
    if (!outcome.ok) throw new Error(`not printed: ${outcome.detail}`);
    return pageTexts(outcome.pdf);
  }

  it("sets a right-to-left name beside the reference, both whole, and a CJK file name on its separator", async () => {
    const name = "ليلى عبد الله";
    const [separator, ...strips] = await printed(applicantNamed(name));
    expect(letters(separator!)).toContain(letters("成績証明書.pdf"));
    const [top, bottom] = strips;
    const band = bandTexts(applicantNamed(name), 1, 2);
    const nameLetters = letters(name);
    // pdf-lib reads glyphs in the order Chromium wrote them: logical or visual, never mixed up.
    expect([nameLetters, reversed(nameLetters)].some((order) => letters(top!).includes(order)), `${top} holds ${name}`).toBe(true);
    expect(compact(top!)).toContain(compact(band.submission));
    expect(compact(bottom!)).toContain(compact(interpolate(receiptTexts.pdf.page, { page: 1, pages: 2 })));
  });

  it("cuts a name too long for the band short, never the reference", async () => {
    const name = `${"Maximiliana ".repeat(30)}Long`;
    const [, top] = await printed(applicantNamed(name));
    const band = bandTexts(applicantNamed(name), 1, 2);
    expect(compact(top!)).toContain(compact(band.submission));
    expect(compact(top!)).not.toContain(compact(name));
  });
});
