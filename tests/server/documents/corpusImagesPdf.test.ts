/** Every PNG, JPEG and PDF in the shared corpus meets the outcome its manifest row expects. */
import { basename } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { activeContent } from "./pdfInspect.ts";
import { altPolicy, corpusFile, manifest, type ManifestRow, outcomeFor, pageRange, upload } from "./corpus.ts";
import { makePng } from "./makeFiles.ts";

const verbs = { convert: "converts", refuse: "refuses", fail: "fails cleanly on" } as const;
const cases = (type: ManifestRow["type"]): { title: string; row: ManifestRow }[] =>
  manifest.filter((row) => row.type === type).map((row) => ({ title: `${verbs[outcomeFor(row)]} ${row.file}`, row }));

const smallPng = makePng(8, 8);
// The first conversion in a file starts the sandbox's worker; the machine may be shared.
const patient = { timeout: 30_000 };

describe.each(["png", "jpeg", "pdf"] as const)("the corpus's %s files", patient, (type) => {
  it.each(cases(type))("$title", async ({ row }) => {
    const result = await upload(corpusFile(row.file), basename(row.file));
    if (outcomeFor(row) === "convert") {
      if (!result.ok) throw new Error(`${row.file} was rejected: ${result.code} "${result.message}"`);
      const [fewest, most] = pageRange(row);
      expect(result.pages).toBeGreaterThanOrEqual(fewest);
      expect(result.pages).toBeLessThanOrEqual(most);
      expect((await PDFDocument.load(result.pdf)).getPageCount()).toBe(result.pages);
      expect(await activeContent(result.pdf)).toEqual([]);
    } else {
      expect(result).toMatchObject({ ok: false, outcome: outcomeFor(row), message: expect.stringMatching(/^[A-Z]/) });
      // The sandbox keeps serving after a file it turned away.
      expect(await upload(smallPng, "next.png")).toMatchObject({ ok: true, pages: 1 });
    }
  });
});

describe("the corpus manifest", () => {
  it("lists every file in the corpus folder, 83 in all", () => {
    expect(manifest).toHaveLength(83);
    for (const row of manifest) expect(corpusFile(row.file).byteLength).toBeGreaterThanOrEqual(0);
  });

  it("allows each outcome this converter chose instead of the expected one", () => {
    for (const file of Object.keys(altPolicy)) expect(manifest.find((row) => row.file === file)?.notes).toMatch(/alt: refuse/);
  });
});
