/**
 * The shared upload corpus (shared/data/documents, 83 real files) and its manifest, and the path
 * an upload takes on the server: checkUpload (the engine's name and size rules, then the content
 * check), then convertToPdf.
 */
import { readFileSync } from "node:fs";
import { compileForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { checkUpload, type ConvertOptions, type ConvertResult, convertToPdf } from "../../../server/documents/convert/index.ts";
import { parseCsvRecords } from "./csv.ts";

export const corpusDir = new URL("../../../../shared/data/documents/", import.meta.url);

export interface ManifestRow {
  file: string;
  type: "png" | "jpeg" | "pdf" | "docx";
  expected: "convert" | "refuse" | "fail";
  pagesExpected: number | undefined;
  notes: string;
}

export const manifest: ManifestRow[] = parseCsvRecords(readFileSync(new URL("manifest.csv", corpusDir), "utf8")).map((r) => ({
  file: r.file!,
  type: r.type as ManifestRow["type"],
  expected: r.expected as ManifestRow["expected"],
  pagesExpected: r.pages_expected ? Number(r.pages_expected) : undefined,
  notes: r.notes!,
}));

/** Rows where this converter takes the outcome the manifest's notes give as "alt:", and why. */
export const altPolicy: Readonly<Record<string, { outcome: "refuse" | "fail"; why: string }>> = {
  "docx/encrypted_default_pw.docx": { outcome: "refuse", why: "a .docx must be a ZIP; every OLE2/CFB container is refused as password-protected" },
  "pdf/enc_owner_only_aes256.pdf": { outcome: "refuse", why: "every encrypted PDF is refused: pdf-lib cannot decrypt it, and there is no qpdf" },
};

export const outcomeFor = (row: ManifestRow): ManifestRow["expected"] => altPolicy[row.file]?.outcome ?? row.expected;

export const corpusFile = (file: string): Uint8Array => new Uint8Array(readFileSync(new URL(file, corpusDir)));

const form = compileForm(application);
const clock = { today: "2026-11-21" };

/** What the server does with an uploaded file: the gate, then the conversion. */
export async function upload(bytes: Uint8Array, name: string, options?: ConvertOptions): Promise<ConvertResult> {
  const gate = checkUpload(form, { name, bytes }, clock);
  return gate.ok ? convertToPdf(bytes, name, options) : gate;
}

/** The page counts accepted: exact for images, PDFs and one-page Word documents; within 10% for longer ones (fonts move page breaks). */
export function pageRange(row: ManifestRow): [number, number] {
  const expected = row.pagesExpected ?? 1;
  const slack = row.type === "docx" ? Math.round(expected * 0.1) : 0;
  return [expected - slack, expected + slack];
}
