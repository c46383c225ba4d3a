/** What the product says about a submitted application: the completion page, the service view's status, the two e-mails, the application PDF's band and separators. */
import type { Authored } from "../engine/generated/form-types.ts";
import { resolveTexts } from "../engine/text/localized.ts";
import receipt from "./generated/form/receipt.ts";
import { defaultLocale } from "./partner.ts";

// JSON imports are typed loosely; schema:check validates the file against its meta-schema.
/** The texts in `locale`, one of the form's. */
export const receiptTextsIn = (locale: string) => resolveTexts(receipt as unknown as Authored.ReceiptTexts, locale);

/** The texts in the default locale: the office's. */
export const receiptTexts = receiptTextsIn(defaultLocale);

/**
 * What the submission mails fill in besides the partner settings and the answers (by their keys):
 * the server's mails.ts fills exactly these, and schema:check refuses any other {name}.
 */
export const receiptMailFillIns = {
  common: ["reference", "submittedAt", "username", "documents"],
  studentMail: ["completionUrl"],
  officeMail: ["serviceLink", "serviceLinkExpires"],
  document: ["question", "fileName"],
} as const;

/** What the document names and the PDF's texts fill in, by text; schema:check refuses any other {name}. */
export const receiptFillIns = {
  documentName: { inEntry: ["entry", "name", "question"], inUnnamedEntry: ["entry", "question"] },
  pdf: {
    submitted: ["reference", "submittedAt"],
    page: ["page", "pages"],
    separatorCount: ["number", "count"],
    separatorPage: ["page"],
    separatorFile: ["fileName"],
    fileName: ["name", "reference"],
  },
} as const satisfies Record<"documentName" | "pdf", Record<string, readonly string[]>>;
