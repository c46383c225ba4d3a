/**
 * What a student reads on a conversion that failed for a reason of the server's rather than the
 * file's (the file's own reasons are convert/messages.ts), in the office's language, as stored:
 * server/storedMessages.ts words it in the reader's.
 */
import { errorMessage } from "../errors.ts";
import { officeWords } from "../words.ts";

export const conversionMessages = {
  /** The uploaded object is gone (removed by housekeeping, or never written). */
  uploadMissing: errorMessage("uploadNotFound", {}, officeWords),
  /** The student's files waiting for conversion are over the quota (uploadQuota.ts): a client gone wrong, or someone filling the disk. */
  overQuota: officeWords.documents.overQuota,
  /** The application was submitted before the conversion ended (store.ts endConversion): what was sent stays as it was. */
  submittedFirst: officeWords.documents.submittedFirst,
  /** Every attempt failed (the storage or the database kept failing, or the worker kept dying). */
  gaveUp: officeWords.documents.gaveUp,
} as const;
