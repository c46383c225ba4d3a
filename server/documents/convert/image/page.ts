/**
 * Puts one image on one Letter page: upright per its EXIF orientation, scaled to fit inside the
 * margins with its aspect ratio kept, centred, and on a landscape page when it is wider than tall.
 */
import { concatTransformationMatrix, drawObject, type PDFDocument, type PDFRef, popGraphicsState, pushGraphicsState } from "pdf-lib";
import { displayMaps, type Orientation, swapsSides } from "./orientation.ts";

/** US Letter in points, and a half-inch margin all round. */
const letter = { long: 792, short: 612 };
const margin = 36;

export interface EmbeddedImage {
  ref: PDFRef;
  /** Stored pixel size, before orientation. */
  width: number;
  height: number;
}

export function addImagePage(doc: PDFDocument, image: EmbeddedImage, orientation: Orientation): void {
  const [shownWidth, shownHeight] = swapsSides(orientation) ? [image.height, image.width] : [image.width, image.height];
  const landscape = shownWidth > shownHeight;
  const page = doc.addPage(landscape ? [letter.long, letter.short] : [letter.short, letter.long]);
  const { width: pageWidth, height: pageHeight } = page.getSize();
  const scale = Math.min((pageWidth - 2 * margin) / shownWidth, (pageHeight - 2 * margin) / shownHeight);
  const [w, h] = [shownWidth * scale, shownHeight * scale];
  const [x, y] = [(pageWidth - w) / 2, (pageHeight - h) / 2];
  const [a, b, c, d, e, f] = displayMaps[orientation];
  const name = page.node.newXObject("Image", image.ref);
  // The displayed unit square, stretched to the w×h box at (x, y), after the orientation map.
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(w * a, h * b, w * c, h * d, x + w * e, y + h * f),
    drawObject(name),
    popGraphicsState(),
  );
}
