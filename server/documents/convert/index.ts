/**
 * Document conversion: what the server runs on an uploaded file. checkUpload is the gate (the
 * engine's name and size rules, then the content against the claimed type); convertToPdf turns
 * the bytes into a PDF or a refusal the student can act on; converterAvailable tells the operator
 * whether LibreOffice is there for Word documents.
 */
export { converterAvailable, type ConverterStatus } from "./available.ts";
export { checkUpload } from "./checkUpload.ts";
export { type ConvertOptions, convertToPdf, sharedSoffice } from "./convertToPdf.ts";
export { rejections, type RejectionCode } from "./messages.ts";
export { createSandbox, type Sandbox, type SandboxOptions } from "./sandbox.ts";
export { claimedType, type ContentCheck, contentCheck, type Sniffed, sniff } from "./sniff.ts";
export { createSofficeRunner, type SofficeOptions, type SofficeRunner } from "./soffice.ts";
export type { ConvertResult, Converted, DocumentType, Outcome, Rejection } from "./types.ts";
