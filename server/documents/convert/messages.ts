/**
 * Why a file is turned away, and where (refused before conversion, or failed during it). What the
 * student reads is in the product's catalogues (engine/words `documents`), in the office's language
 * here, for the logs and for what is stored; it is worded in the reader's when read
 * (server/storedMessages.ts). The name, size and empty-file messages are the upload schema's
 * (schema/document.schema.json), checked by the engine's validateDocument; the one for a
 * disallowed extension is read from there too.
 */
import documentSchema from "../../../schema/generated/form/document.schema.ts";
import { textIn } from "../../../engine/index.ts";
import { defaultLocale } from "../../../schema/partner.ts";
import { officeWords } from "../../words.ts";
import type { Outcome, Rejection } from "./types.ts";

const typeRule = documentSchema.properties.name.allOf.find((rule) => "pattern" in rule);
if (!typeRule) throw new Error("schema/document.schema.json has no file-type rule on name");

/** Where each reason turns a file away. */
const outcomes = {
  typeNotAllowed: "refuse",
  notPng: "refuse",
  notJpeg: "refuse",
  notPdf: "refuse",
  notDocx: "refuse",
  legacyWord: "refuse",
  passwordPdf: "refuse",
  passwordWord: "refuse",
  macroWord: "refuse",
  damagedImage: "fail",
  imageTooLarge: "fail",
  unsupportedImage: "fail",
  damagedPdf: "fail",
  damagedWord: "fail",
  unsafeWord: "fail",
  wordTooLarge: "fail",
  wordNotConverted: "fail",
  converterMissing: "fail",
  tooSlow: "fail",
  tooDemanding: "fail",
} as const satisfies Record<string, Outcome>;

export type RejectionCode = keyof typeof outcomes;

const sentence = (code: RejectionCode): string => (code === "typeNotAllowed" ? textIn(typeRule.errorMessage, defaultLocale) : officeWords.documents[code]);

/** Each reason with its outcome and its sentence in the office's language. */
export const rejections = Object.fromEntries(
  (Object.keys(outcomes) as RejectionCode[]).map((code) => [code, { outcome: outcomes[code], message: sentence(code) }]),
) as { readonly [C in RejectionCode]: { readonly outcome: (typeof outcomes)[C]; readonly message: string } };

export function reject(code: RejectionCode): Rejection {
  return { ok: false, code, ...rejections[code] };
}
