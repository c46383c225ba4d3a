/**
 * Images come out upright: the page applies the EXIF orientation that pdf-lib would ignore, and the
 * image fills a Letter page inside half-inch margins with its aspect ratio kept.
 */
import { describe, expect, it } from "vitest";
import { corpusFile, upload } from "./corpus.ts";
import { makeJpeg } from "./makeFiles.ts";
import { type Corner, drawnBox, imagePlacement, landsAt, type Placement } from "./pdfInspect.ts";

// The first conversion in a file starts the sandbox's worker; the machine may be shared.
const patient = { timeout: 30_000 };

async function placed(bytes: Uint8Array, name: string): Promise<Placement> {
  const result = await upload(bytes, name);
  if (!result.ok) throw new Error(`${name} was rejected: ${result.message}`);
  expect(result.pages).toBe(1);
  return imagePlacement(result.pdf);
}

const margin = 36;

function expectFitted(placement: Placement, shown: { width: number; height: number }): void {
  const box = drawnBox(placement);
  const room = { width: placement.page.width - 2 * margin, height: placement.page.height - 2 * margin };
  expect(box.width / box.height).toBeCloseTo(shown.width / shown.height, 3);
  expect(box.width).toBeLessThanOrEqual(room.width + 0.01);
  expect(box.height).toBeLessThanOrEqual(room.height + 0.01);
  expect(Math.max(box.width / room.width, box.height / room.height)).toBeCloseTo(1, 3);
}

// EXIF 2.3, tag 0x0112: where the stored first row's two ends are seen once the image is shown upright.
const exifTable: { orientation: number; rowStart: Corner; rowEnd: Corner }[] = [
  { orientation: 1, rowStart: "top-left", rowEnd: "top-right" },
  { orientation: 2, rowStart: "top-right", rowEnd: "top-left" },
  { orientation: 3, rowStart: "bottom-right", rowEnd: "bottom-left" },
  { orientation: 4, rowStart: "bottom-left", rowEnd: "bottom-right" },
  { orientation: 5, rowStart: "top-left", rowEnd: "bottom-left" },
  { orientation: 6, rowStart: "top-right", rowEnd: "bottom-right" },
  { orientation: 7, rowStart: "bottom-right", rowEnd: "top-right" },
  { orientation: 8, rowStart: "bottom-left", rowEnd: "top-left" },
];

describe("EXIF orientation", patient, () => {
  it.each(exifTable)("shows orientation $orientation with the stored first row from $rowStart to $rowEnd", async ({ orientation, rowStart, rowEnd }) => {
    const placement = await placed(makeJpeg(40, 20, orientation), "photo.jpg");
    const quarterTurn = orientation >= 5;
    expect(placement.stored).toEqual({ width: 40, height: 20 });
    expect(placement.page.width > placement.page.height).toBe(!quarterTurn);
    expect(landsAt(placement, 0, 0)).toBe(rowStart);
    expect(landsAt(placement, 1, 0)).toBe(rowEnd);
    expectFitted(placement, quarterTurn ? { width: 20, height: 40 } : { width: 40, height: 20 });
  });

  it.each([
    { file: "jpeg/exif_landscape_6.jpg", stored: { width: 1200, height: 1800 }, shown: { width: 1800, height: 1200 }, rowStart: "top-right" },
    { file: "jpeg/exif_portrait_8.jpg", stored: { width: 1800, height: 1200 }, shown: { width: 1200, height: 1800 }, rowStart: "bottom-left" },
    { file: "jpeg/camera_canon_exif6.jpg", stored: { width: 2048, height: 1536 }, shown: { width: 1536, height: 2048 }, rowStart: "top-right" },
    { file: "png/kodim23_photo.png", stored: { width: 768, height: 512 }, shown: { width: 768, height: 512 }, rowStart: "top-left" },
  ])("turns $file upright, on a page shaped like the image", async ({ file, stored, shown, rowStart }) => {
    const placement = await placed(corpusFile(file), file.split("/")[1]!);
    expect(placement.stored).toEqual(stored);
    expect(placement.page.width > placement.page.height).toBe(shown.width > shown.height);
    expect(landsAt(placement, 0, 0)).toBe(rowStart);
    expectFitted(placement, shown);
  });

  it("scales a one-pixel image up to the page, keeping it square", async () => {
    expectFitted(await placed(corpusFile("png/s01n3p01.png"), "dot.png"), { width: 1, height: 1 });
  });
});
