/**
 * A selection of the shared corpus through the real upload path (presigned form, storage POST,
 * conversion, polling, the PDF read back): a few files of each kind and outcome. The whole corpus
 * is covered against the conversion core itself (corpusImagesPdf and corpusDocx tests); here
 * the point is that the server carries each outcome through, with the core's own message.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases.ts";
import type { Client } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { addEntriesFor } from "../helpers/entries.ts";
import { type Suite, useServer } from "../helpers/suite.ts";
import { corpusFile, manifest, type ManifestRow, outcomeFor, pageRange, upload } from "./corpus.ts";
import { makePng } from "./makeFiles.ts";
import { downloadPdf, uploadDocument } from "./uploadFlow.ts";

const selection = [
  "png/basn6a08.png",
  "png/kodim23_photo.png",
  "jpeg/exif_portrait_8.jpg",
  "jpeg/cmyk_ycck_photoshop.jpg",
  "pdf/pdflatex_outline_4p.pdf",
  "pdf/xref_damaged_21p.pdf",
  "docx/tables.docx",
  "docx/header_footer.docx",
  "png/over_1mib_paletted.png",
  "pdf/over_1mib_comments.pdf",
  "jpeg/empty_0_bytes.jpg",
  "png/xs2n0g01.png",
  "pdf/not_a_pdf.pdf",
  "pdf/enc_user_libreoffice.pdf",
  "docx/macro_enabled.docm",
  "docx/encrypted_pw_pass.docx",
  "png/xc1n0g08.png",
  "jpeg/truncated_progressive.jpg",
  "pdf/pages_tree_loop.pdf",
  "docx/truncated_zip.docx",
];
const rows: ManifestRow[] = selection.map((file) => manifest.find((row) => row.file === file)!);
const verbs = { convert: "converts", refuse: "refuses", fail: "fails cleanly on" } as const;
const cases = rows.map((row) => ({ title: `${verbs[outcomeFor(row)]} ${row.file}`, row }));
const key = "college_3_transcript_upload";
/** What the student is told of a file the storage's policy refuses (the browser checks the same rules first). */
const refusedByPolicy: Record<string, string> = {
  EntityTooLarge: "Your file is too large. The maximum file size is 1 MB.",
  EntityTooSmall: "Your file is empty. Please upload a non-empty file.",
};

describe.each(databaseKinds)("the corpus through the upload path (%s)", { timeout: 120_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "documents-corpus-"));
  const s: Suite = useServer(kind, "corpus", { config: { dataDir, documentWorkers: 1 } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  let student: Client;
  beforeEach(async () => {
    ({ client: student } = await studentWithSession(s.t.app));
    await addEntriesFor(student, key);
  });

  it("selects each kind of file and each outcome", () => {
    expect(new Set(rows.map((row) => `${row.type} ${outcomeFor(row)}`))).toEqual(
      new Set(["png", "jpeg", "pdf", "docx"].flatMap((type) => ["convert", "refuse", "fail"].map((outcome) => `${type} ${outcome}`))),
    );
  });

  it.each(cases)("$title", async ({ row }) => {
    const bytes = corpusFile(row.file);
    const name = basename(row.file);
    const outcome = await uploadDocument(s.t.app, student, key, { name, bytes });
    if (outcomeFor(row) === "convert") {
      if (outcome.stage !== "settled" || outcome.record.status !== "COMPLETED") throw new Error(`${row.file} did not convert: ${JSON.stringify(outcome)}`);
      const [fewest, most] = pageRange(row);
      const pages = (await downloadPdf(s.t.app, outcome.record.url!)).getPageCount();
      expect(pages).toBeGreaterThanOrEqual(fewest);
      expect(pages).toBeLessThanOrEqual(most);
      return;
    }
    // What the conversion core says of the file on its own: the student must read the same.
    const core = await upload(bytes, name);
    if (core.ok) throw new Error(`the core converts ${row.file}`);
    if (outcome.stage === "storage") {
      // Over 1 MB or empty: the storage policy turns it away before the server ever sees it.
      expect(outcome).toMatchObject({ stage: "storage", status: 400 });
      expect(core.message).toBe(refusedByPolicy[outcome.code!]);
    } else if (outcome.stage === "conversion") {
      expect(outcome).toEqual({ stage: "conversion", status: 400, message: core.message });
    } else {
      expect(outcome.record).toEqual({ status: "FAILED", message: core.message });
      // The worker goes on to the next job.
      expect(await uploadDocument(s.t.app, student, key, { name: "next.png", bytes: makePng(8, 8) })).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
    }
  });
});
