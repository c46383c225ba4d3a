/**
 * The documents an application holds, as the e-mails list them: in the order of the form, each
 * named as the PDF's separators name it (the engine's documentName, worded by schema/receipt.json),
 * with the file name the student uploaded.
 */
import { type Answers, documentName } from "../../engine/index.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import { form } from "../form.ts";

export interface ReceivedDocument {
  question: string;
  fileName: string;
}

/** `stored` is document_answers' {answer key: {file_name}}; keys the form no longer asks are left out. */
export function receivedDocuments(answers: Answers, stored: Readonly<Record<string, { file_name: string }>>): ReceivedDocument[] {
  return [...form.keys.keys()].flatMap((key) => {
    const document = stored[key];
    return document ? [{ question: documentName(form, key, answers, receiptTexts.documentName), fileName: document.file_name }] : [];
  });
}
