/**
 * What a file really is, from its first bytes (and, for a ZIP, its content types), and whether
 * that matches the type its name claims. Nothing here converts or trusts the extension.
 */
import { type RejectionCode, reject } from "./messages.ts";
import type { DocumentType, Rejection } from "./types.ts";
import { packageKind } from "./zipPackage.ts";

/** A sniffed file: one of the upload types, or a near miss that deserves its own message. */
export type Sniffed = DocumentType | "docm" | "encrypted-office" | "legacy-office" | "other-zip" | "damaged-zip" | "unknown";

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((b, i) => bytes[i] === b);

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];
// "%PDF-" at offset 0, strictly: readers that search the first kilobyte also accept files with junk
// in front (a polyglot's usual trick), and a real PDF writer never puts any there.
const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
const zip = [0x50, 0x4b, 0x03, 0x04];
const emptyZip = [0x50, 0x4b, 0x05, 0x06];
// OLE2 compound file (MS-CFB): Word 97-2003 documents, and OOXML documents encrypted with a password.
const cfb = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// An encrypted OOXML document keeps the package in a CFB stream of this name (MS-OFFCRYPTO 2.3.4.4).
const encryptedPackage = Buffer.from("EncryptedPackage", "utf16le");

export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, png)) return "png";
  if (startsWith(bytes, jpeg)) return "jpeg";
  if (startsWith(bytes, pdf)) return "pdf";
  if (startsWith(bytes, zip) || startsWith(bytes, emptyZip)) return packageKind(bytes);
  if (startsWith(bytes, cfb)) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(encryptedPackage) ? "encrypted-office" : "legacy-office";
  }
  return "unknown";
}

const claimedTypes: Readonly<Record<string, DocumentType>> = { png: "png", jpg: "jpeg", jpeg: "jpeg", pdf: "pdf", docx: "docx" };

/** The type a file name claims by its extension (any case), or undefined when it is not an upload type. */
export function claimedType(name: string): DocumentType | undefined {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : claimedTypes[extension];
}

const notA: Readonly<Record<DocumentType, RejectionCode>> = { png: "notPng", jpeg: "notJpeg", pdf: "notPdf", docx: "notDocx" };

// A file claimed as .docx that is a near miss gets a message that says what is wrong with it.
const wordNearMisses: Partial<Record<Sniffed, RejectionCode>> = {
  docm: "macroWord",
  "encrypted-office": "passwordWord",
  "legacy-office": "legacyWord",
  "damaged-zip": "damagedWord",
};

export type ContentCheck = { ok: true; type: DocumentType } | Rejection;

/** The file's type when its content is what its name claims; otherwise why not, as a refusal. */
export function contentCheck(bytes: Uint8Array, name: string): ContentCheck {
  const claimed = claimedType(name);
  if (!claimed) return reject("typeNotAllowed");
  const real = sniff(bytes);
  if (real === claimed) return { ok: true, type: real };
  return reject((claimed === "docx" ? wordNearMisses[real] : undefined) ?? notA[claimed]);
}
