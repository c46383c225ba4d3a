/**
 * Walks a JPEG's markers (ITU T.81, annex B) without decoding pixels: finds the frame, refuses the
 * codings a PDF's DCTDecode cannot show, and rebuilds a clean copy for embedding.
 */
import type { RejectionCode } from "../messages.ts";

export interface JpegFrame {
  width: number;
  height: number;
  /** The clean copy: the same image without trailing bytes, surplus restart intervals or metadata. */
  bytes: Uint8Array;
}

// SOF0 baseline, SOF1 extended sequential and SOF2 progressive, Huffman-coded: what DCTDecode reads.
const supportedFrames = new Set([0xc0, 0xc1, 0xc2]);
// Every other start-of-frame marker: lossless, hierarchical and arithmetic-coded variants.
const otherFrames = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
// APP1 (EXIF, XMP), APP13 (Photoshop IPTC) and comments can carry the place a photo was taken and
// other personal details; the PDF needs none of them.
const droppedSegments = new Set([0xe1, 0xed, 0xfe]);
const isRestart = (marker: number): boolean => marker >= 0xd0 && marker <= 0xd7;

interface Frame {
  marker: number;
  precision: number;
  width: number;
  height: number;
  components: { h: number; v: number }[];
}

interface Scan {
  components: number;
  /** Offsets of the restart markers inside this scan's entropy-coded data. */
  restarts: number[];
  /** Where this scan's entropy-coded data starts in the file, and its index in `pieces`. */
  start: number;
  piece: number;
}

function readFrame(bytes: Uint8Array, at: number, marker: number): Frame {
  const count = bytes[at + 7] ?? 0;
  const components = [];
  for (let i = 0; i < count; i++) {
    const sampling = bytes[at + 9 + i * 3] ?? 0;
    components.push({ h: sampling >> 4, v: sampling & 15 });
  }
  const u16 = (o: number): number => ((bytes[o] ?? 0) << 8) | (bytes[o + 1] ?? 0);
  return { marker, precision: bytes[at + 2] ?? 0, height: u16(at + 3), width: u16(at + 5), components };
}

/** Where the entropy-coded data that starts at `from` ends (the next marker that is not a restart), and its restarts. */
function scanEnd(bytes: Uint8Array, from: number): { end: number; restarts: number[] } | null {
  const restarts: number[] = [];
  for (let i = from; i + 1 < bytes.length; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1] ?? 0;
    if (next === 0x00 || next === 0xff) continue;
    if (isRestart(next)) restarts.push(i);
    else return { end: i, restarts };
  }
  return null;
}

/** MCUs in a sequential scan that holds every component of the frame (T.81, A.2). */
function mcuCount(frame: Frame): number {
  const hMax = Math.max(...frame.components.map((c) => c.h));
  const vMax = Math.max(...frame.components.map((c) => c.v));
  if (frame.components.length === 1) return Math.ceil(frame.width / 8) * Math.ceil(frame.height / 8);
  return Math.ceil(frame.width / (8 * hMax)) * Math.ceil(frame.height / (8 * vMax));
}

export function readJpeg(bytes: Uint8Array): JpegFrame | RejectionCode {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return "damagedImage";
  const pieces: Uint8Array[] = [bytes.subarray(0, 2)];
  const scans: Scan[] = [];
  let frame: Frame | undefined;
  let restartInterval = 0;
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) return "damagedImage";
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at];
    at++;
    if (marker === undefined) return "damagedImage";
    if (marker === 0xd9) break;
    if (isRestart(marker) || marker === 0x01) continue;
    const length = ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
    if (length < 2 || at + length > bytes.length) return "damagedImage";
    const segment = bytes.subarray(at - 2, at + length);
    if (supportedFrames.has(marker) || otherFrames.has(marker)) {
      if (frame) return "damagedImage";
      frame = readFrame(bytes, at, marker);
      if (!supportedFrames.has(marker) || frame.precision !== 8) return "unsupportedImage";
      if (frame.width === 0 || frame.height === 0 || frame.components.length === 0) return "damagedImage";
      if (frame.components.some((c) => c.h < 1 || c.h > 4 || c.v < 1 || c.v > 4)) return "damagedImage";
    }
    if (marker === 0xdd) restartInterval = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (!droppedSegments.has(marker)) pieces.push(segment);
    at += length;
    if (marker === 0xda) {
      if (!frame) return "damagedImage";
      const data = scanEnd(bytes, at);
      if (!data) return "damagedImage";
      scans.push({ components: bytes[at - length + 2] ?? 0, restarts: data.restarts, start: at, piece: pieces.length });
      pieces.push(bytes.subarray(at, data.end));
      at = data.end;
    }
  }
  if (!frame || scans.length === 0) return "damagedImage";
  trimSurplusRestarts(frame, scans, restartInterval, pieces);
  pieces.push(Uint8Array.of(0xff, 0xd9));
  return { width: frame.width, height: frame.height, bytes: concat(pieces) };
}

/** A copy in a buffer of its own: pdf-lib's JPEG reader ignores byteOffset, so a pooled Buffer would misread. */
function concat(pieces: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((sum, p) => sum + p.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}

/**
 * Some scanners write more restart intervals than the frame has rows for (the corpus's Brother
 * scan has 163 where 154 hold the image). libjpeg skips the surplus as "extraneous bytes"; jpeg-js
 * stops with an error. Only a single sequential scan of all components can be counted this way.
 */
function trimSurplusRestarts(frame: Frame, scans: Scan[], interval: number, pieces: Uint8Array[]): void {
  const [scan] = scans;
  if (!scan || scans.length !== 1 || frame.marker === 0xc2 || interval === 0 || scan.components !== frame.components.length) return;
  const needed = Math.ceil(mcuCount(frame) / interval) - 1;
  const cut = scan.restarts[needed];
  const piece = pieces[scan.piece];
  if (cut === undefined || !piece) return;
  pieces[scan.piece] = piece.subarray(0, cut - scan.start);
}
