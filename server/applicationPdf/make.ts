/**
 * One student's application PDF, made in this process: the print view printed by Chromium
 * (render.ts), then each converted document in the order of its question behind a separator, with
 * the band on every page and the bookmarks (assemble.ts, sheets.ts). The build job stores what
 * this makes; anything else that needs the PDF (an export's bundle) makes it the same way.
 */
import type { Storage } from "../storage/types.ts";
import { applicantOf } from "./applicant.ts";
import { assemble } from "./assemble.ts";
import { documentTitle } from "./documentTitles.ts";
import type { PrintOutcome } from "./printer.ts";
import { type RenderOptions, defaultRenderTimeoutMs, renderApplication } from "./render.ts";
import { printSheets } from "./sheets.ts";
import { documentsOf } from "./store.ts";

export interface MakeOptions extends RenderOptions {
  storage: Storage;
}

/** The whole PDF, or why it could not be made (no Chromium, no web app build, too slow); throws when worth another try. */
export async function makeApplicationPdf(options: MakeOptions): Promise<PrintOutcome> {
  const { db, storage, accountId, printer, timeZone, locale, timeoutMs = defaultRenderTimeoutMs } = options;
  const applicant = await applicantOf(db, accountId, timeZone, locale);
  if (!applicant) throw new Error(`the account ${accountId} has no application`);
  const printed = await renderApplication(options);
  if (!printed.ok) return printed;
  const sources = await documentsOf(db, accountId);
  const documents = await Promise.all(sources.map(async (source) => ({ title: documentTitle(source, applicant.answers, locale), bytes: await storage.read(source.pdfKey) })));
  return assemble({
    application: printed.pdf,
    // A document removed since the build was asked for is left out: the record's fingerprint has moved on, and the next GET builds again.
    documents: documents.filter((document): document is { title: typeof document.title; bytes: Uint8Array } => document.bytes !== null),
    applicant,
    locale,
    printSheets: (input) => printSheets(printer, input, timeoutMs),
  });
}
