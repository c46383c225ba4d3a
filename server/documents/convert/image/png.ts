/**
 * PNG to an image XObject. pngjs decodes the whole file, checking every chunk's CRC, so damaged or
 * truncated files fail here; pdf-lib's own PNG reader checks neither CRCs nor bit depths and would
 * embed garbage (see the corpus README). The decoded pixels are embedded, not the original bytes.
 */
import type { PDFDocument } from "pdf-lib";
import { PNG } from "pngjs";
import type { RejectionCode } from "../messages.ts";
import { maxPixels } from "./limits.ts";
import type { EmbeddedImage } from "./page.ts";

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 8 bits per sample (pngjs scales 16-bit samples down). */
  rgba: Uint8Array;
}

const chunkType = (name: string): number => Buffer.from(name, "latin1").readUInt32BE(0);
const [IHDR, IDAT, IEND] = ["IHDR", "IDAT", "IEND"].map(chunkType);

/**
 * The IHDR size, once the chunk layout holds up: IHDR first, some IDAT, IEND last, no chunk past
 * the end (PNG spec 5.6). Read before decoding, so a pixel bomb never gets a buffer; and pngjs,
 * given no IDAT at all, reads uninitialised memory instead of failing.
 */
function headerSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let hasData = false;
  let ended = false;
  while (!ended && at + 12 <= bytes.byteLength) {
    const length = view.getUint32(at);
    const type = view.getUint32(at + 4);
    if ((at === 8) !== (type === IHDR) || at + 12 + length > bytes.byteLength) return null;
    hasData ||= type === IDAT;
    ended = type === IEND;
    at += 12 + length;
  }
  return ended && hasData ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
}

export function decodePng(bytes: Uint8Array): Pixels | RejectionCode {
  const size = headerSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return "damagedImage";
  if (size.width * size.height > maxPixels) return "imageTooLarge";
  try {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { checkCRC: true });
    return { width: png.width, height: png.height, rgba: png.data };
  } catch {
    return "damagedImage";
  }
}

/** Embeds decoded pixels as DeviceGray or DeviceRGB, with a soft mask only when some pixel is not opaque. */
export function embedPixels(doc: PDFDocument, { width, height, rgba }: Pixels): EmbeddedImage {
  const count = width * height;
  let gray = true;
  let opaque = true;
  for (let i = 0; i < count && (gray || opaque); i++) {
    const p = i * 4;
    if (rgba[p] !== rgba[p + 1] || rgba[p] !== rgba[p + 2]) gray = false;
    if (rgba[p + 3] !== 255) opaque = false;
  }
  const channels = gray ? 1 : 3;
  const color = new Uint8Array(count * channels);
  const alpha = opaque ? undefined : new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const p = i * 4;
    if (gray) color[i] = rgba[p] ?? 0;
    else color.set(rgba.subarray(p, p + 3), i * 3);
    if (alpha) alpha[i] = rgba[p + 3] ?? 255;
  }
  const context = doc.context;
  const image = { Type: "XObject", Subtype: "Image", Width: width, Height: height, BitsPerComponent: 8 };
  const smask = alpha && context.register(context.flateStream(alpha, { ...image, ColorSpace: "DeviceGray" }));
  const ref = context.register(context.flateStream(color, { ...image, ColorSpace: gray ? "DeviceGray" : "DeviceRGB", ...(smask ? { SMask: smask } : {}) }));
  return { ref, width, height };
}
