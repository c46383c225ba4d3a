/**
 * The pages the PDF adds to what the print view and the converter made, drawn by Chromium from
 * HTML so that any name or file name (accents, CJK, Arabic, mixed directions) is set with the
 * machine's fonts and shaped as a browser shapes it: a separator page before each appended
 * document, then for each page of the whole file a top and a bottom strip (the applicant's name,
 * the reference and submission time or the draft label, "Page N of M"), each a page of its own as wide as the paper
 * and as high as its margin (a named @page), laid over that page: a strip holds its own text
 * only, so the band's words are in the file once a page. The HTML is answered on the print
 * origin; the page can load nothing else.
 */
import { interpolate } from "../../engine/index.ts";
import type { Applicant } from "./applicant.ts";
import type { DocumentTitle } from "./documentTitles.ts";
import theme from "../../schema/generated/form/theme.ts";
import { receiptTextsIn } from "../../schema/receipt.ts";
import type { PrintOutcome, Printer } from "./printer.ts";
import { printOrigin } from "./printView.ts";

/** A separator is US Letter, 612 × 792 points; a strip is as wide, and as high as the paper margin the print view leaves (printer.ts). */
export const sheetWidth = 612;
export const bandHeight = 36;

// The text colour of the form's pages (theme.json's neutral.dark), so a rebranded form's PDF bands match its pages.
const textColour = theme.colors.neutral.dark;

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = `
@page { size: 8.5in 11in; margin: 0; }
@page strip { size: 8.5in 0.5in; margin: 0; }
html, body { margin: 0; padding: 0; font-family: "DejaVu Sans", "Noto Sans CJK JP", sans-serif; color: ${textColour}; }
* { box-sizing: border-box; }
.sheet { width: 8.5in; height: 11in; overflow: hidden; break-after: page; }
.sheet:last-child { break-after: auto; }
.strip { page: strip; height: 0.5in; padding: 0 0.5in; display: flex; align-items: center; justify-content: space-between; gap: 0.25in; font-size: 8pt; }
.strip--bottom { justify-content: flex-end; }
.strip span { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.strip span + span { flex-shrink: 0; }
.separator { padding: 2in 1in 1in; }
.separator p { font-size: 12pt; margin: 0 0 0.2in; overflow-wrap: anywhere; }
.separator h1 { font-size: 20pt; margin: 0 0 0.4in; overflow-wrap: anywhere; }
`;

export interface SheetsInput {
  applicant: Applicant;
  documents: readonly DocumentTitle[];
  /** Pages of the whole file, separators included. */
  pages: number;
  /** The PDF's language, one of the form's. */
  locale: string;
}

function separator({ title, page, fileName }: DocumentTitle, number: number, count: number, locale: string): string {
  const texts = receiptTextsIn(locale).pdf;
  return `<section class="sheet separator">
<p>${escape(interpolate(texts.separatorCount, { number, count }))}</p>
<h1 dir="auto">${escape(title)}</h1>
<p dir="auto">${escape(interpolate(texts.separatorPage, { page }))}</p>
<p dir="auto">${escape(interpolate(texts.separatorFile, { fileName }))}</p>
</section>`;
}

/** The band's texts for one page in `locale`, as they are drawn (tests and the band sheet use the same). */
export function bandTexts(applicant: Applicant, page: number, pages: number, locale: string): { name: string; submission: string; page: string } {
  const { pdf: texts, status } = receiptTextsIn(locale);
  return {
    name: applicant.name || texts.unnamed,
    submission: applicant.reference ? interpolate(texts.submitted, { reference: applicant.reference, submittedAt: applicant.submittedAtText ?? "" }) : status.draft,
    page: interpolate(texts.page, { page, pages }),
  };
}

function band(applicant: Applicant, page: number, pages: number, locale: string): string {
  const text = bandTexts(applicant, page, pages, locale);
  return `<div class="sheet strip"><span dir="auto">${escape(text.name)}</span><span>${escape(text.submission)}</span></div>
<div class="sheet strip strip--bottom"><span>${escape(text.page)}</span></div>`;
}

/** The separators, in the documents' order, then the strips, top and bottom, page 1 to the last. */
export function sheetsHtml({ applicant, documents, pages, locale }: SheetsInput): string {
  const separators = documents.map((document, i) => separator(document, i + 1, documents.length, locale));
  const bands = Array.from({ length: pages }, (_, i) => band(applicant, i + 1, pages, locale));
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8"><style>${style}</style></head><body data-sheets-ready>${[...separators, ...bands].join("\n")}</body></html>`;
}

const sheetsPath = "/sheets";

/** Prints the sheets; the outcome of the print (no Chromium, too slow) as the print view's is. */
export function printSheets(printer: Printer, input: SheetsInput, timeoutMs: number): Promise<PrintOutcome> {
  const html = sheetsHtml(input);
  return printer.print({
    url: `${printOrigin}${sheetsPath}`,
    ready: "[data-sheets-ready]",
    timeoutMs,
    cssPage: true,
    route: async (route) => {
      const url = new URL(route.request().url());
      const own = url.origin === printOrigin && url.pathname === sheetsPath;
      await (own ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }) : route.abort("blockedbyclient")).catch(() => undefined);
    },
  });
}
