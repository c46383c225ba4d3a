/** PNG and JPEG uploads to a one-page PDF: decode in full first, then embed, orient and verify. */
import { PDFDocument } from "pdf-lib";
import { reject } from "../messages.ts";
import { verifiedPdf } from "../pdfCheck.ts";
import type { ConvertResult } from "../types.ts";
import { checkJpeg, embedJpeg } from "./jpeg.ts";
import { readOrientation } from "./orientation.ts";
import { addImagePage } from "./page.ts";
import { decodePng, embedPixels } from "./png.ts";

export async function convertPng(bytes: Uint8Array): Promise<ConvertResult> {
  const pixels = decodePng(bytes);
  if (typeof pixels === "string") return reject(pixels);
  const doc = await PDFDocument.create();
  addImagePage(doc, embedPixels(doc, pixels), await readOrientation(bytes));
  return verifiedPdf(await doc.save(), "damagedImage");
}

export async function convertJpeg(bytes: Uint8Array): Promise<ConvertResult> {
  const clean = checkJpeg(bytes);
  if (typeof clean === "string") return reject(clean);
  const doc = await PDFDocument.create();
  // Read from the original: the clean copy no longer carries the EXIF block.
  addImagePage(doc, await embedJpeg(doc, clean), await readOrientation(bytes));
  return verifiedPdf(await doc.save(), "damagedImage");
}
