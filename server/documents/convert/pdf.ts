/**
 * PDF uploads: load with pdf-lib, copy every page into a fresh document (which leaves behind the
 * catalogue's scripts, forms, attachments and damaged leftovers), strip what could act on its own,
 * save, and load the result back to prove it.
 */
import { PDFDocument } from "pdf-lib";
import { reject } from "./messages.ts";
import { verifiedPdf } from "./pdfCheck.ts";
import { stripActive } from "./stripActive.ts";
import type { ConvertResult } from "./types.ts";

/**
 * Whether the file names an encryption dictionary (ISO 32000-1, 7.6.1: the trailer's /Encrypt is
 * never itself encrypted). Asked only once pdf-lib has refused the file, whose own
 * EncryptedPDFError cannot be told apart with instanceof (an ES5 Error subclass).
 */
const encrypted = (bytes: Uint8Array): boolean =>
  /\/Encrypt(?![A-Za-z0-9])/.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));

export async function normalisePdf(bytes: Uint8Array): Promise<ConvertResult> {
  let saved: Uint8Array;
  try {
    // Encrypted files are refused, even with only an owner password: pdf-lib cannot decrypt, and
    // `ignoreEncryption` copies still-encrypted streams, i.e. garbage (corpus README, Findings).
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const copy = await PDFDocument.create();
    // A page tree that refers back to itself makes pdf-lib recurse until a RangeError; caught below.
    const pages = await copy.copyPages(source, source.getPageIndices());
    for (const page of pages) copy.addPage(page);
    stripActive(copy.context);
    saved = await copy.save();
  } catch {
    return reject(encrypted(bytes) ? "passwordPdf" : "damagedPdf");
  }
  return verifiedPdf(saved, "damagedPdf");
}
