/**
 * What the separator before an appended document says: the document's name as the engine gives
 * it (the question, and in a repeat group the entry and its name answer), worded by
 * schema/receipt.json; then the form page that asks it and the original file name.
 */
import { type Answers, documentName } from "../../engine/index.ts";
import { receiptTextsIn } from "../../schema/receipt.ts";
import { formIn } from "../form.ts";
import type { SourceDocument } from "./store.ts";

export interface DocumentTitle {
  /** "College/University 2: Lansing Community College, Unofficial Transcript": the separator's heading and the bookmark. */
  title: string;
  /** The title of the form page that asks the question. */
  page: string;
  fileName: string;
}

/** The separator's words in `locale`, one of the form's: the PDF's language. */
export function documentTitle(document: SourceDocument, answers: Answers, locale: string): DocumentTitle {
  const form = formIn(locale);
  const pageId = form.keys.get(document.answerKey)?.page;
  const page = form.pages.find((p) => p.id === pageId)?.title ?? "";
  return { title: documentName(form, document.answerKey, answers, receiptTextsIn(locale).documentName), page, fileName: document.fileName };
}
