/** The four kinds of file a student may upload (spec section 5), named by what they really are. */
export type DocumentType = "png" | "jpeg" | "pdf" | "docx";

/**
 * Where a rejection belongs: "refuse" at validation, before any conversion (wrong type, too large,
 * password-protected); "fail" during conversion (damaged, unsupported or hostile content).
 */
export type Outcome = "refuse" | "fail";

/** A file the converter will not turn into a PDF, with the sentence the student sees. */
export interface Rejection {
  ok: false;
  outcome: Outcome;
  /** The catalogue entry (messages.ts), or "fileRules" for the engine's name and size rules; for logs and tests. */
  code: string;
  message: string;
}

/** A finished conversion: a PDF that pdf-lib has loaded back and counted. */
export interface Converted {
  ok: true;
  pdf: Uint8Array;
  pages: number;
}

export type ConvertResult = Converted | Rejection;
