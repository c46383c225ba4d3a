/**
 * The documents an application holds, as the e-mails list them: in the order of the form, each
 * named as the PDF's separators name it (the engine's documentName, worded by schema/receipt.json),
 * with the file name the student uploaded.
 */
import { type Answers, documentName } from "../../engine/index.ts";
import { receiptTextsIn } from "../../schema/receipt.ts";
import { formIn } from "../form.ts";

export interface ReceivedDocument {
  question: string;
  fileName: string;
}

/**
 * `stored` is document_answers' {answer key: {file_name}}; keys the form no longer asks are left
 * out. Named in `locale`, one of the form's.
 */
export function receivedDocuments(answers: Answers, stored: Readonly<Record<string, { file_name: string }>>, locale: string): ReceivedDocument[] {
  const form = formIn(locale);
  const { documentName: names } = receiptTextsIn(locale);
  return [...form.keys.keys()].flatMap((key) => {
    const document = stored[key];
    return document ? [{ question: documentName(form, key, answers, names), fileName: document.file_name }] : [];
  });
}
