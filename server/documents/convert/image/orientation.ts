/**
 * EXIF orientation (tag 0x0112, values 1-8): how a camera's stored pixels must be turned or flipped
 * to be seen upright. PDF image XObjects have no such tag, so the page must apply it.
 */
import exifr from "exifr";

export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const isOrientation = (value: unknown): value is Orientation => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 8;

/**
 * The image's EXIF orientation, 1 (as stored) when it has none. A broken EXIF block reads as 1
 * too: it is optional metadata, and the pixels themselves have already decoded.
 */
export async function readOrientation(bytes: Uint8Array): Promise<Orientation> {
  try {
    const value: unknown = await exifr.orientation(bytes);
    return isOrientation(value) ? value : 1;
  } catch {
    return 1;
  }
}

/** Orientations 5-8 turn the image a quarter, so its displayed width is its stored height. */
export const swapsSides = (orientation: Orientation): boolean => orientation >= 5;

/**
 * For each orientation, the affine map [a b c d e f] from the image's unit square as PDF draws it
 * (u rightwards along the stored rows, v upwards, the stored first row at v = 1) to the displayed
 * unit square (x rightwards, y upwards): x = a·u + c·v + e, y = b·u + d·v + f.
 * Derived from the EXIF 2.3 table (4.6.4 A, tag 0x0112): e.g. 6 puts the stored first row on the
 * visual right and the stored first column at the visual top.
 */
export const displayMaps: Readonly<Record<Orientation, readonly [number, number, number, number, number, number]>> = {
  1: [1, 0, 0, 1, 0, 0],
  2: [-1, 0, 0, 1, 1, 0],
  3: [-1, 0, 0, -1, 1, 1],
  4: [1, 0, 0, -1, 0, 1],
  5: [0, -1, -1, 0, 1, 1],
  6: [0, -1, 1, 0, 0, 1],
  7: [0, 1, 1, 0, 0, 0],
  8: [0, 1, -1, 0, 1, 0],
};
