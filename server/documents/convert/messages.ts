/**
 * Every sentence a student can see when a file is turned away, written once (style.md 12). Name,
 * size and empty-file messages are the schema's (schema/document.schema.json), checked by the
 * engine's validateDocument; the one for a disallowed extension is read from there too.
 */
import documentSchema from "../../../schema/generated/form/document.schema.ts";
import type { Outcome, Rejection } from "./types.ts";
import { textIn } from "../../../engine/index.ts";
import { defaultLocale } from "../../../schema/partner.ts";

const tryAgain = "Please upload it again or choose another file.";

const typeRule = documentSchema.properties.name.allOf.find((rule) => "pattern" in rule);
if (!typeRule) throw new Error("schema/document.schema.json has no file-type rule on name");

export const rejections = {
  typeNotAllowed: { outcome: "refuse", message: textIn(typeRule.errorMessage, defaultLocale) },
  notPng: { outcome: "refuse", message: "This file is not a real PNG image." },
  notJpeg: { outcome: "refuse", message: "This file is not a real JPEG image." },
  notPdf: { outcome: "refuse", message: "This file is not a real PDF document." },
  notDocx: { outcome: "refuse", message: "This file is not a real Word document." },
  legacyWord: {
    outcome: "refuse",
    message: "This file is not a Word document in .docx format. If it is an older Word file (.doc), please save it as .docx or PDF and upload it again.",
  },
  passwordPdf: { outcome: "refuse", message: "This PDF is password-protected. Please upload a version without a password." },
  passwordWord: { outcome: "refuse", message: "This Word document is password-protected. Please upload a version without a password." },
  macroWord: {
    outcome: "refuse",
    message: "This Word document contains macros, which are not accepted. Please save it as a regular Word document (.docx) and upload it again.",
  },
  damagedImage: { outcome: "fail", message: `This image is damaged and cannot be read. ${tryAgain}` },
  imageTooLarge: { outcome: "fail", message: "This image has too many pixels to convert. Please upload a smaller image." },
  unsupportedImage: {
    outcome: "fail",
    message: "This image uses a JPEG format we cannot convert (such as 12-bit or arithmetic coding). Please save it as a standard JPEG or PNG and upload it again.",
  },
  damagedPdf: { outcome: "fail", message: `This PDF is damaged and cannot be read. ${tryAgain}` },
  damagedWord: { outcome: "fail", message: `This Word document is damaged and cannot be read. ${tryAgain}` },
  unsafeWord: {
    outcome: "fail",
    message: "This Word document refers to outside content that we do not load. Please save it as a PDF and upload that instead.",
  },
  wordTooLarge: { outcome: "fail", message: "This Word document is too large to convert once unpacked. Please upload a smaller document or a PDF instead." },
  wordNotConverted: { outcome: "fail", message: "This Word document could not be converted to PDF. Please save it as a PDF and upload that instead." },
  converterMissing: { outcome: "fail", message: "Word documents cannot be converted right now. Please upload a PDF instead, or try again later." },
  tooSlow: { outcome: "fail", message: "This file took too long to convert. Please upload a simpler version or a PDF instead." },
  tooDemanding: { outcome: "fail", message: "This file needs too much memory to convert. Please upload a smaller or simpler version." },
} as const satisfies Record<string, { outcome: Outcome; message: string }>;

export type RejectionCode = keyof typeof rejections;

export function reject(code: RejectionCode): Rejection {
  return { ok: false, code, ...rejections[code] };
}
