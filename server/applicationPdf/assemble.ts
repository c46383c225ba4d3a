/**
 * The whole PDF as an officer reads it: the application pages, then for each converted document a
 * separator page and the document's pages; on every page a band with the applicant's name, the
 * reference (or the draft label) and "Page N of M" over the whole file; and bookmarks for the
 * application's headings (Chromium's) and for every document.
 *
 * The application pages keep the paper margin the print view was printed with, and the band sits
 * in it. A document's pages may fill their paper to the edge, so each is drawn shrunk into the
 * space between the bands on a page of its own size: nothing of a transcript is ever covered.
 */
import { PDFDocument, type PDFEmbeddedPage, type PDFPage } from "pdf-lib";
import type { Applicant } from "./applicant.ts";
import type { DocumentTitle } from "./documentTitles.ts";
import { receiptTextsIn } from "../../schema/receipt.ts";
import { appendBookmarks } from "./outline.ts";
import type { PrintOutcome } from "./printer.ts";
import { type SheetsInput, bandHeight, sheetWidth } from "./sheets.ts";

export interface AppendedDocument {
  title: DocumentTitle;
  /** The converter's own output (loaded back and checked when it was made). */
  bytes: Uint8Array;
}

export interface AssembleInput {
  /** Chromium's print of the application, with its outline. */
  application: Uint8Array;
  documents: readonly AppendedDocument[];
  applicant: Applicant;
  /** The PDF's language, one of the form's: its band, separators and bookmarks are written in it. */
  locale: string;
  /** Prints the separators and band sheets (sheets.ts). */
  printSheets(input: SheetsInput): Promise<PrintOutcome>;
}

/** Draws `embedded` on `page` shrunk to fit between the bands, centred. */
function drawBetweenBands(page: PDFPage, embedded: PDFEmbeddedPage): void {
  const { width, height } = page.getSize();
  const scale = Math.min(1, (height - 2 * bandHeight) / embedded.height, width / embedded.width);
  page.drawPage(embedded, {
    x: (width - embedded.width * scale) / 2,
    y: (height - embedded.height * scale) / 2,
    xScale: scale,
    yScale: scale,
  });
}

/** Lays each page's band strips over it: the top strip on its top edge, the bottom strip on its bottom, scaled to its width. */
function drawBand(page: PDFPage, top: PDFEmbeddedPage, bottom: PDFEmbeddedPage): void {
  const { width, height } = page.getSize();
  const scale = width / sheetWidth;
  page.drawPage(top, { x: 0, y: height - bandHeight * scale, xScale: scale, yScale: scale });
  page.drawPage(bottom, { x: 0, y: 0, xScale: scale, yScale: scale });
}

export async function assemble({ application, documents, applicant, locale, printSheets }: AssembleInput): Promise<PrintOutcome> {
  const whole = await PDFDocument.load(application);
  const loaded = await Promise.all(documents.map((document) => PDFDocument.load(document.bytes)));
  const pages = whole.getPageCount() + loaded.reduce((sum, document) => sum + 1 + document.getPageCount(), 0);

  const printed = await printSheets({ applicant, documents: documents.map((document) => document.title), pages, locale });
  if (!printed.ok) return printed;
  const sheets = await PDFDocument.load(printed.pdf);
  if (sheets.getPageCount() !== documents.length + 2 * pages) {
    throw new Error(`the sheets print has ${sheets.getPageCount()} pages where ${documents.length} separators and ${2 * pages} strips were laid out`);
  }

  const separators = await whole.copyPages(sheets, documents.map((_, i) => i));
  const bookmarks = [];
  for (const [i, { title }] of documents.entries()) {
    const [separator, document] = [separators[i], loaded[i]];
    if (!separator || !document) throw new Error("a document without its separator");
    bookmarks.push({ title: title.title, page: whole.addPage(separator).ref });
    const embedded = await whole.embedPages(document.getPages());
    for (const page of embedded) drawBetweenBands(whole.addPage([page.width, page.height]), page);
  }

  const strips = await whole.embedPages(sheets.getPages().slice(documents.length));
  whole.getPages().forEach((page, i) => {
    const [top, bottom] = [strips[2 * i], strips[2 * i + 1]];
    if (!top || !bottom) throw new Error(`page ${i + 1} has no strips`);
    drawBand(page, top, bottom);
  });

  appendBookmarks(whole, receiptTextsIn(locale).pdf.documentsBookmark, bookmarks);
  return { ok: true, pdf: await whole.save() };
}
