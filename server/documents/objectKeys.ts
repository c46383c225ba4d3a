/**
 * Where the app's objects are kept: under the student (and the question), with a random part no
 * one can guess. Every object the app writes starts with one of `objectPrefixes`; the orphan sweep
 * (orphans.ts) looks under those and nowhere else, so a bucket shared with other data is safe.
 */
import { randomId } from "../crypto.ts";

/** The object a student uploads for a question. */
export const uploadObjectKey = (accountId: string, answerKey: string): string => `uploads/${accountId}/${answerKey}/${randomId()}`;

/** The PDF a conversion makes. */
export const pdfObjectKey = (accountId: string, answerKey: string): string => `documents/${accountId}/${answerKey}/${randomId()}.pdf`;

/** The PDF of a student's whole application. */
export const applicationPdfObjectKey = (accountId: string): string => `application-pdfs/${accountId}/${randomId()}.pdf`;

export const objectPrefixes = ["uploads/", "documents/", "application-pdfs/"] as const;
