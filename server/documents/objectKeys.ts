/** Where a student's document objects are kept: under the student and the question, with a random part no one can guess. */
import { randomId } from "../crypto.ts";

/** The object a student uploads for a question. */
export const uploadObjectKey = (accountId: string, answerKey: string): string => `uploads/${accountId}/${answerKey}/${randomId()}`;

/** The PDF a conversion makes. */
export const pdfObjectKey = (accountId: string, answerKey: string): string => `documents/${accountId}/${answerKey}/${randomId()}.pdf`;
