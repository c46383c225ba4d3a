/**
 * What a student reads on a conversion that failed for a reason of the server's rather than the
 * file's (the file's own reasons are the converter's catalogue, convert/messages.ts).
 */
import { errorMessage } from "../errors.ts";
import { officeWords } from "../words.ts";

export const conversionMessages = {
  /** The uploaded object is gone (removed by housekeeping, or never written). */
  uploadMissing: errorMessage("uploadNotFound", {}, officeWords),
  /** The student's files waiting for conversion are over the quota (uploadQuota.ts): a client gone wrong, or someone filling the disk. */
  overQuota: "You have more files waiting to be converted than we can keep, so this one was not kept. Please upload it again in an hour.",
  /** The application was submitted before the conversion ended (store.ts endConversion): what was sent stays as it was. */
  submittedFirst: "Your application was submitted before this file was converted, so the file is not part of it.",
  /** Every attempt failed (the storage or the database kept failing, or the worker kept dying). */
  gaveUp: "We could not convert this file. Please upload it again, or upload a PDF instead.",
} as const;
