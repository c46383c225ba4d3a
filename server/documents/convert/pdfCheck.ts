/** The last step of every conversion: the output must load back in pdf-lib and have pages. */
import { PDFDocument } from "pdf-lib";
import { reject, type RejectionCode } from "./messages.ts";
import type { ConvertResult } from "./types.ts";

export async function verifiedPdf(pdf: Uint8Array, otherwise: RejectionCode): Promise<ConvertResult> {
  try {
    const pages = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
    return pages > 0 ? { ok: true, pdf, pages } : reject(otherwise);
  } catch {
    return reject(otherwise);
  }
}
