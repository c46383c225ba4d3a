/** The whole PDF: the application pages, then each converted document's pages. */
import { PDFDocument } from "pdf-lib";

/**
 * Appends the documents to the application pages, in the order given. The documents are the
 * converter's own output (loaded back and checked when they were made), and the application pages
 * Chromium's, so pdf-lib can read all of them in this process.
 */
export async function appendDocuments(application: Uint8Array, documents: readonly Uint8Array[]): Promise<{ pdf: Uint8Array; pages: number }> {
  const whole = await PDFDocument.load(application);
  for (const bytes of documents) {
    const document = await PDFDocument.load(bytes);
    const pages = await whole.copyPages(document, document.getPageIndices());
    for (const page of pages) whole.addPage(page);
  }
  return { pdf: await whole.save(), pages: whole.getPageCount() };
}
