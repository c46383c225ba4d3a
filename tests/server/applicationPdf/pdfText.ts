/**
 * The text of each page of a PDF, read with pdf-lib alone: enough for the PDFs these tests meet.
 * Chromium writes text in Type0 fonts (Identity-H, two bytes a glyph) with a ToUnicode map from
 * glyph to character; pdf-lib's standard fonts write one byte a character. Text operators are
 * read from each page's content streams; runs are separated by a space.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";

type Token = { kind: "string"; bytes: number[] } | { kind: "name"; value: string } | { kind: "number"; value: number } | { kind: "op"; value: string } | { kind: "open" | "close" };

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const delimiters = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

/** The tokens of a content stream (PDF 32000-1, 7.2 and 7.8.2); dictionaries and inline images do not occur in these files. */
function tokens(data: Uint8Array): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < data.length) {
    const c = data[i]!;
    if (isSpace(c)) {
      i++;
    } else if (c === 0x25) {
      while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if ((c === 0x3c || c === 0x3e) && data[i + 1] === c) {
      // A dictionary's brackets (marked-content properties): its entries read as plain tokens.
      i += 2;
    } else if (c === 0x28) {
      const bytes: number[] = [];
      let depth = 1;
      i++;
      while (i < data.length && depth > 0) {
        const d = data[i++]!;
        if (d === 0x5c) {
          const e = data[i++]!;
          const escapes: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
          if (e >= 0x30 && e <= 0x37) {
            let octal = String.fromCharCode(e);
            while (octal.length < 3 && data[i]! >= 0x30 && data[i]! <= 0x37) octal += String.fromCharCode(data[i++]!);
            bytes.push(parseInt(octal, 8) & 0xff);
          } else if (e !== 0x0a && e !== 0x0d) bytes.push(escapes[e] ?? e);
        } else {
          if (d === 0x28) depth++;
          if (d === 0x29) depth--;
          if (depth > 0) bytes.push(d);
        }
      }
      out.push({ kind: "string", bytes });
    } else if (c === 0x3c) {
      const end = data.indexOf(0x3e, i);
      const hex = new TextDecoder().decode(data.subarray(i + 1, end)).replace(/\s/g, "");
      const padded = hex.length % 2 ? `${hex}0` : hex;
      out.push({ kind: "string", bytes: Array.from({ length: padded.length / 2 }, (_, k) => parseInt(padded.slice(k * 2, k * 2 + 2), 16)) });
      i = end + 1;
    } else if (c === 0x5b || c === 0x5d) {
      out.push({ kind: c === 0x5b ? "open" : "close" });
      i++;
    } else {
      const start = c === 0x2f ? i + 1 : i;
      i = start;
      while (i < data.length && !isSpace(data[i]!) && !delimiters.has(data[i]!)) i++;
      const word = new TextDecoder().decode(data.subarray(start, i));
      if (c === 0x2f) out.push({ kind: "name", value: word });
      else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) out.push({ kind: "number", value: Number(word) });
      else out.push({ kind: "op", value: word });
      if (start === i) i++;
    }
  }
  return out;
}

/** A font's code-to-text map from its ToUnicode CMap (bfchar and bfrange entries), with the code width in bytes. */
function toUnicode(cmap: string): { width: number; map: Map<number, string> } {
  const map = new Map<number, string>();
  const utf16 = (hex: string): string => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  const range = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap);
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(text!, 16);
      for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code++) map.set(code, String.fromCharCode(first + code - parseInt(low!, 16)));
    }
  }
  return { width: range ? range[1]!.length / 2 : 1, map };
}

type Decoder = (bytes: number[]) => string;

function decoderOf(font: PDFDict | undefined): Decoder {
  const stream = font?.lookup(PDFName.of("ToUnicode"));
  if (!(stream instanceof PDFRawStream)) return (bytes) => String.fromCharCode(...bytes);
  const { width, map } = toUnicode(new TextDecoder().decode(decodePDFRawStream(stream).decode()));
  return (bytes) => {
    let text = "";
    for (let k = 0; k + width <= bytes.length; k += width) text += map.get(bytes.slice(k, k + width).reduce((n, b) => n * 256 + b, 0)) ?? "";
    return text;
  };
}

/** The text runs of content streams drawn with `resources`, descending into the form XObjects they draw (a page embedded in a page, a band laid over it). */
function streamTexts(doc: PDFDocument, streams: unknown[], resources: PDFDict | undefined): string[] {
  const fonts = resources?.lookup(PDFName.of("Font"));
  const xObjects = resources?.lookup(PDFName.of("XObject"));
  const decoders = new Map<string, Decoder>();
  if (fonts instanceof PDFDict) {
    for (const [name, ref] of fonts.entries()) decoders.set(name.decodeText(), decoderOf(doc.context.lookup(ref as PDFRef, PDFDict)));
  }
  const runs: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    let decode: Decoder = (bytes) => String.fromCharCode(...bytes);
    const operands: Token[] = [];
    for (const token of tokens(decodePDFRawStream(stream).decode())) {
      if (token.kind !== "op") {
        operands.push(token);
        continue;
      }
      if (token.value === "Tf") {
        const name = operands.find((o) => o.kind === "name");
        if (name?.kind === "name") decode = decoders.get(name.value) ?? decode;
      } else if (token.value === "Tj" || token.value === "'" || token.value === '"' || token.value === "TJ") {
        runs.push(operands.map((o) => (o.kind === "string" ? decode(o.bytes) : "")).join(""));
      } else if (token.value === "Do" && xObjects instanceof PDFDict) {
        const name = operands.find((o) => o.kind === "name");
        const form = name?.kind === "name" ? xObjects.lookup(PDFName.of(name.value)) : undefined;
        if (form instanceof PDFRawStream && form.dict.lookup(PDFName.of("Subtype")) === PDFName.of("Form")) {
          const own = form.dict.lookup(PDFName.of("Resources"));
          runs.push(...streamTexts(doc, [form], own instanceof PDFDict ? own : resources));
        }
      }
      operands.length = 0;
    }
  }
  return runs;
}

/** The text of every page, in page order. */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streamTexts(doc, streams, page.node.Resources()).join(" ");
  });
}

/** Text with its white space removed and ligatures (ﬁ, ﬃ) spelled out, to find words whatever runs and glyphs a renderer set them in. */
export const compact = (text: string): string => text.normalize("NFKC").replace(/\s+/g, "");
