/** Files the tests make themselves: valid ones of each type, and hostile ones the corpus could not supply. */
import { crc32 } from "node:zlib";
import { strToU8, Zip, ZipDeflate, zipSync } from "fflate";
import { encode } from "jpeg-js";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PNG } from "pngjs";

/** RGBA pixels: a red block in the stored top-left quarter on white, so orientation is visible. */
function marked(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height / 2; y++) for (let x = 0; x < width / 2; x++) data.fill(Uint8Array.of(220, 0, 0, 255), (y * width + x) * 4, (y * width + x) * 4 + 4);
  return data;
}

export function makePng(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height });
  marked(width, height).copy(png.data);
  return new Uint8Array(PNG.sync.write(png));
}

/** A PNG whose header declares `width`×`height` pixels but holds one row of data: a pixel bomb. */
export function makePngBomb(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", Uint8Array.of(0x78, 0x9c, 0x03, 0, 0, 0, 0, 1)), chunk("IEND", new Uint8Array())]));
}

/** An EXIF APP1 segment holding only the orientation tag (big-endian TIFF, one IFD entry). */
function exifOrientation(orientation: number): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A baseline JPEG, with an EXIF orientation when given. */
export function makeJpeg(width: number, height: number, orientation?: number): Uint8Array {
  const jpeg = encode({ width, height, data: marked(width, height) }, 90).data;
  if (orientation === undefined) return new Uint8Array(jpeg);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), exifOrientation(orientation), jpeg.subarray(2)]));
}

export async function makePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage().drawText(`Page ${i} of ${pages}`, { x: 72, y: 720, size: 14, font });
  return doc.save();
}

/** A one-page PDF followed by `count` small array objects, written by hand: cheap to store, costly to parse. */
export function makeObjectHeavyPdf(count: number): Uint8Array {
  const head = "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n";
  const page = "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\n";
  const filler = Array.from({ length: count }, (_, i) => `${i + 4} 0 obj [${i} ${i} ${i} ${i} ${i} ${i}]\nendobj\n`).join("");
  return strToU8(`${head}${page}${filler}trailer <</Root 1 0 R>>\n%%EOF\n`);
}

const wordTypes = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const relsNs = "http://schemas.openxmlformats.org/package/2006/relationships";
const officeRel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="${wordTypes}"/></Types>`;
const packageRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${relsNs}"><Relationship Id="rId1" Type="${officeRel}/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${relsNs}"><Relationship Id="rIdImage" Type="${officeRel}/image" Target="media/image1.png"/></Relationships>`;

const paragraph = (text: string): string => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
const cell = (text: string): string => `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${paragraph(text)}</w:tc>`;
const border = (side: string): string => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
const table = (rows: string[][]): string =>
  `<w:tbl><w:tblPr><w:tblW w:w="6000" w:type="dxa"/><w:tblBorders>${["top", "left", "bottom", "right", "insideH", "insideV"].map(border).join("")}</w:tblBorders></w:tblPr>` +
  `<w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>${rows.map((r) => `<w:tr>${r.map(cell).join("")}</w:tr>`).join("")}</w:tbl>`;
// One inch square (914400 EMU), inline, from the image relationship above (ECMA-376 part 1, 20.4.2.8).
const inlineImage = `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="Seal"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="image1.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdImage"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
const pageBreak = `<w:p><w:r><w:br w:type="page"/></w:r></w:p>`;

const wordDocument = (body: string): string => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${officeRel}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${body}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const packageOf = (body: string, extra: Record<string, Uint8Array> = {}): Record<string, Uint8Array> => ({
  "[Content_Types].xml": strToU8(contentTypes),
  "_rels/.rels": strToU8(packageRels),
  "word/_rels/document.xml.rels": strToU8(documentRels),
  "word/document.xml": strToU8(wordDocument(body)),
  ...extra,
});

/** A one-page Word document with a bordered table and an inline PNG, built part by part. */
export function makeDocx(): Uint8Array {
  const grades = [["Course", "Grade"], ["Calculus I", "A"], ["Composition", "B+"]];
  return zipSync(packageOf(paragraph("Transcript") + table(grades) + inlineImage, { "word/media/image1.png": makePng(64, 64) }));
}

/** A Word document of `pages` pages, separated by explicit page breaks. */
export function makePagedDocx(pages: number): Uint8Array {
  const body = Array.from({ length: pages }, (_, i) => paragraph(`Page ${i + 1}`)).join(pageBreak);
  return zipSync(packageOf(body));
}

/** A valid-looking Word package with a part that unpacks to `mebibytes` MiB of zeros, streamed so the test never holds it. */
export function makeZipBombDocx(mebibytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  for (const [name, data] of Object.entries(packageOf(paragraph("Hello")))) {
    const part = new ZipDeflate(name);
    zip.add(part);
    part.push(data, true);
  }
  const bomb = new ZipDeflate("word/media/filler.bin", { level: 1 });
  zip.add(bomb);
  const zeros = new Uint8Array(1024 * 1024);
  for (let i = 1; i <= mebibytes; i++) bomb.push(zeros, i === mebibytes);
  zip.end();
  return new Uint8Array(Buffer.concat(chunks));
}

/** The same bytes with zeros appended up to `size` bytes. */
export function padTo(bytes: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(bytes);
  return out;
}

/** The start of a Windows executable (the "MZ" DOS header), as someone might rename to .pdf. */
export function makeExe(): Uint8Array {
  const exe = new Uint8Array(4096);
  exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
  exe.set(strToU8("This program cannot be run in DOS mode."), 0x4e);
  return exe;
}
