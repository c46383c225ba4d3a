/**
 * The gate before conversion: the engine's file rules (name, type by extension, empty, 1 MB; one
 * validation source with the browser), then the content check (magic bytes against the name).
 */
import { type Clock, type Form, validateDocument } from "../../../engine/index.ts";
import { type ContentCheck, contentCheck } from "./sniff.ts";

/** Whether an uploaded file may go on to conversion; the first problem found, in the student's words, when not. */
export function checkUpload(form: Form, file: { name: string; bytes: Uint8Array }, clock: Clock): ContentCheck {
  const errors = validateDocument(form, { name: file.name, size: file.bytes.byteLength }, clock);
  const first = errors.name?.[0] ?? errors.size?.[0];
  if (first !== undefined) return { ok: false, outcome: "refuse", code: "fileRules", message: first };
  return contentCheck(file.bytes, file.name);
}
