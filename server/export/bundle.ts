/**
 * The bundle (`export --bundle DIR`): beside the data file, a folder per application named by its
 * reference, holding its whole PDF (application.pdf, made as the build job makes it) and each
 * converted document on its own (<question key>.pdf, the key the data file's column names).
 * Without Chromium or the web app's build no PDF can be made: that is said once, and the data and
 * the documents are written all the same.
 */
import type { Output, Printer as Lines } from "../cli/command.ts";
import { defaultLocale } from "../../schema/partner.ts";
import { makeApplicationPdf } from "../applicationPdf/make.ts";
import { acquirePrinter } from "../applicationPdf/printer.ts";
import { documentsOf } from "../applicationPdf/store.ts";
import { systemClock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { Sql } from "../db/types.ts";
import type { Storage } from "../storage/types.ts";
import type { SubmittedApplication } from "./rows.ts";

export interface BundleWriter {
  add(application: SubmittedApplication): Promise<void>;
  /** Releases the browser. */
  close(): Promise<void>;
}

export function bundleWriter({ db, storage, config, output, print }: { db: Sql; storage: Storage; config: Config; output: Output; print: Lines }): BundleWriter {
  const printing = acquirePrinter();
  let pdfs = true;
  return {
    async add(application) {
      const folder = application.reference;
      if (pdfs) {
        const made = await makeApplicationPdf({ printer: printing.printer, db, storage, clock: systemClock, secret: config.secret, staticDir: config.staticDir, timeZone: config.timeZone, accountId: application.account_id, locale: defaultLocale });
        if (made.ok) await output.file(`${folder}/application.pdf`, made.pdf);
        else if (made.reason === "unavailable") {
          pdfs = false;
          print.err(`The bundle has no application PDFs: ${made.detail}. The data file and the documents are written.`);
        } else print.err(`${application.reference}: the application PDF was not written (${made.detail}).`);
      }
      for (const document of await documentsOf(db, application.account_id)) {
        const bytes = await storage.read(document.pdfKey);
        if (bytes) await output.file(`${folder}/${document.answerKey}.pdf`, bytes);
        else print.err(`${application.reference}: the converted document of ${document.answerKey} is missing from storage.`);
      }
    },
    close: () => printing.release(),
  };
}
