/**
 * JPEG to an image XObject. jpeg-js decodes every pixel (with its size and memory limits) to prove
 * the file is whole, because pdf-lib embeds JPEG bytes without reading them and would "convert" a
 * truncated or arithmetic-coded file into a page no viewer can draw. The clean copy from
 * readJpeg is what gets embedded (DCTDecode), so the photo keeps its own compression.
 */
import { decode } from "jpeg-js";
import type { PDFDocument } from "pdf-lib";
import type { RejectionCode } from "../messages.ts";
import { readJpeg } from "./jpegStructure.ts";
import { maxDecodeMemoryMb, maxPixels } from "./limits.ts";
import type { EmbeddedImage } from "./page.ts";

/** The clean JPEG bytes once they have decoded in full, or why they cannot be used. */
export function checkJpeg(bytes: Uint8Array): Uint8Array | RejectionCode {
  const frame = readJpeg(bytes);
  if (typeof frame === "string") return frame;
  if (frame.width * frame.height > maxPixels) return "imageTooLarge";
  try {
    decode(frame.bytes, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: maxPixels / 1_000_000,
      maxMemoryUsageInMB: maxDecodeMemoryMb,
    });
  } catch (error) {
    return error instanceof Error && /maxMemoryUsageInMB|maxResolutionInMP|allocate/.test(error.message) ? "imageTooLarge" : "damagedImage";
  }
  return frame.bytes;
}

export async function embedJpeg(doc: PDFDocument, clean: Uint8Array): Promise<EmbeddedImage> {
  const image = await doc.embedJpg(clean);
  return { ref: image.ref, width: image.width, height: image.height };
}
