/**
 * What a student reads when the PDF of the application could not be made (GET /api/pdf, status
 * FAILED): catalogue entries (engine/words `pdf`), stored in the office's language and worded in
 * the reader's when read (server/storedMessages.ts). None of it is the student's doing; the
 * operator's detail goes to the log.
 */
import { officeWords } from "../words.ts";

export const applicationPdfMessages = {
  /** Chromium is missing or cannot start, or the web app is not built where this worker runs. */
  printerMissing: officeWords.pdf.printerMissing,
  /** The print view did not finish drawing within the time allowed. */
  tooSlow: officeWords.pdf.tooSlow,
  /** Every attempt failed (the storage, the database or the browser kept failing). */
  gaveUp: officeWords.pdf.gaveUp,
} as const;
