/**
 * The application PDF's download name: the applicant's family and given names and the reference
 * ("Lovelace-Ada-7KQM-4XD9.pdf"), or the draft word before submit, so a folder of downloads sorts
 * by applicant and each file says whose it is. Names keep their letters (the download's header
 * adds an ASCII fallback: storage/contentDisposition.ts); what would break a file name is dropped.
 */
import { interpolate } from "../../engine/index.ts";
import type { Applicant } from "./applicant.ts";
import { receiptTexts } from "../../schema/receipt.ts";

const texts = receiptTexts.pdf;

/** Characters that would break a file name or a header: path separators, quotes, controls (C0, DEL). */
const unsafe = /[\\/:*?"<>|;%\p{Cc}]+/gu;

export function downloadName(applicant: Pick<Applicant, "familyFirst" | "reference">): string {
  const name = applicant.familyFirst
    .map((part) => part.replace(unsafe, " ").trim().split(/\s+/).filter(Boolean).join("-"))
    .filter(Boolean)
    .join("-");
  return interpolate(texts.fileName, { name: name || texts.fileNameUnnamed, reference: applicant.reference ?? texts.fileNameDraft });
}
