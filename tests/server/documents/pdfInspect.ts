/** Looks inside PDFs the converter produced: where the image went, and anything that could act on its own. */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFObject, PDFRawStream, PDFStream } from "pdf-lib";

export type Matrix = [number, number, number, number, number, number];

export interface Placement {
  page: { width: number; height: number };
  /** The image XObject's stored size in pixels. */
  stored: { width: number; height: number };
  /** The `cm` in force when the image is drawn: it maps the image's unit square onto the page. */
  matrix: Matrix;
}

/** The single image drawn on the first page of a converted image. */
export async function imagePlacement(pdf: Uint8Array): Promise<Placement> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const stream = contents instanceof PDFArray ? contents.lookup(0) : contents;
  if (!(stream instanceof PDFRawStream)) throw new Error("page has no content stream");
  const text = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  const match = /((?:-?[\d.]+\s+){6})cm\s+\/(\S+)\s+Do/.exec(text);
  if (!match) throw new Error(`no image drawn: ${text}`);
  const matrix = match[1]!.trim().split(/\s+/).map(Number) as Matrix;
  const image = page.node.Resources()!.lookup(PDFName.of("XObject"), PDFDict).lookup(PDFName.of(match[2]!), PDFStream);
  const size = (key: string): number => image.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
  return { page: page.getSize(), stored: { width: size("Width"), height: size("Height") }, matrix };
}

export type Corner = "top-left" | "top-right" | "bottom-left" | "bottom-right";

/** Which corner of the drawn image a stored pixel corner lands on (column and row as 0 or 1, row 0 the stored top). */
export function landsAt({ matrix: [a, b, c, d, e, f] }: Placement, column: 0 | 1, row: 0 | 1): Corner {
  const at = (u: number, v: number): [number, number] => [a * u + c * v + e, b * u + d * v + f];
  const corners = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)];
  const midX = corners.reduce((s, p) => s + p[0], 0) / 4;
  const midY = corners.reduce((s, p) => s + p[1], 0) / 4;
  const [x, y] = at(column, 1 - row);
  return `${y > midY ? "top" : "bottom"}-${x > midX ? "right" : "left"}`;
}

/** The drawn image's bounding box on the page. */
export function drawnBox({ matrix: [a, b, c, d, e, f] }: Placement): { left: number; bottom: number; width: number; height: number } {
  const xs = [e, a + e, c + e, a + c + e];
  const ys = [f, b + f, d + f, b + d + f];
  const [left, bottom] = [Math.min(...xs), Math.min(...ys)];
  return { left, bottom, width: Math.max(...xs) - left, height: Math.max(...ys) - bottom };
}

const activeKeys = new Set(["AA", "JS"]);
const activeActions = new Set(["JavaScript", "Launch", "SubmitForm", "ImportData"]);

/** Every key or action in the document that could run something by itself (empty for a clean PDF). */
export async function activeContent(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const found: string[] = [];
  const visit = (object: PDFObject | undefined): void => {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        const name = key.decodeText();
        if (activeKeys.has(name)) found.push(`/${name}`);
        // An /OpenAction that is a destination array (LibreOffice writes one: open at page 1) does nothing more.
        if (name === "OpenAction" && !(value instanceof PDFArray)) found.push("/OpenAction");
        if (name === "S" && value instanceof PDFName && activeActions.has(value.decodeText())) found.push(`/S /${value.decodeText()}`);
        visit(value);
      }
    } else if (dict instanceof PDFArray) {
      for (const value of dict.asArray()) visit(value);
    }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  return found;
}

/** How many image XObjects the document holds. */
export async function imageCount(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
}
