/** Files made in the test: ordinary uploads convert; hostile, mislabelled and oversize ones are turned away with a reason. */
import { PDFArray, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { convertToPdf, createSandbox, sniff } from "../../../server/documents/convert/index.ts";
import { corpusFile, upload } from "./corpus.ts";
import { makeExe, makeJpeg, makeObjectHeavyPdf, makePdf, makePng, makePngBomb, padTo } from "./makeFiles.ts";
import { activeContent } from "./pdfInspect.ts";

// The first conversion in a file starts the sandbox's worker; the machine may be shared.
const patient = { timeout: 30_000 };

const overOneMegabyte = 1_258_291;

describe("ordinary uploads made in the test", patient, () => {
  it.each([
    { description: "a PNG", make: async () => makePng(300, 200), name: "scan.png", pages: 1 },
    { description: "a JPEG with an upper-case extension", make: async () => makeJpeg(300, 200), name: "IMG_2041.JPG", pages: 1 },
    { description: "a .jpeg", make: async () => makeJpeg(20, 30), name: "photo.jpeg", pages: 1 },
    { description: "a three-page PDF", make: () => makePdf(3), name: "transcript.pdf", pages: 3 },
    { description: "a file with a non-ASCII name", make: () => makePdf(1), name: "relevé de notes.pdf", pages: 1 },
  ])("converts $description", async ({ make, name, pages }) => {
    expect(await upload(await make(), name)).toMatchObject({ ok: true, pages });
  });
});

describe("uploads that are turned away", patient, () => {
  it.each([
    { description: "a truncated PNG", bytes: () => makePng(300, 200).subarray(0, 600), name: "scan.png", code: "damagedImage" },
    { description: "a PNG whose header declares 65535×65535 pixels", bytes: () => makePngBomb(65535, 65535), name: "bomb.png", code: "imageTooLarge" },
    { description: "a truncated PDF (the first half)", bytes: () => corpusFile("pdf/us_constitution_19p.pdf").subarray(0, 194_808), name: "half.pdf", code: "damagedPdf" },
    { description: "a password-protected PDF", bytes: () => corpusFile("pdf/enc_user_aes256.pdf"), name: "locked.pdf", code: "passwordPdf" },
    { description: "a Windows program renamed to .pdf", bytes: makeExe, name: "transcript.pdf", code: "notPdf" },
    { description: "a PNG renamed to .jpg", bytes: () => corpusFile("png/basn2c08.png"), name: "photo.jpg", code: "notJpeg" },
    { description: "a Word document renamed to .pdf", bytes: () => corpusFile("docx/tables.docx"), name: "tables.pdf", code: "notPdf" },
    { description: "a PDF renamed to .docx", bytes: () => corpusFile("pdf/pdf20_simple.pdf"), name: "essay.docx", code: "notDocx" },
    { description: "a JPEG over 1 MB", bytes: () => padTo(corpusFile("jpeg/baseline_ijg.jpg"), overOneMegabyte), name: "big.jpg", code: "fileRules" },
    { description: "a name over 32 characters", bytes: () => makePng(4, 4), name: "a-very-long-name-for-a-scan-1.png", code: "fileRules" },
    { description: "an empty file", bytes: () => new Uint8Array(), name: "empty.pdf", code: "fileRules" },
  ])("turns away $description", async ({ bytes, name, code }) => {
    const result = await upload(bytes(), name);
    expect(result).toMatchObject({ ok: false, code, message: expect.stringMatching(/^[A-Z]/) });
  });

  it("gives the spec's messages for the engine's file rules", async () => {
    expect(await upload(padTo(makePng(4, 4), overOneMegabyte), "big.png")).toMatchObject({ message: "Your file is too large. The maximum file size is 1 MB." });
    expect(await upload(makePng(4, 4), "scan.gif")).toMatchObject({ message: "You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx" });
  });
});

describe("sniff", patient, () => {
  it.each([
    { description: "an encrypted Word document (OLE2 with an EncryptedPackage stream)", file: "docx/encrypted_pw_pass.docx", sniffed: "encrypted-office" },
    { description: "a PDF with junk before %PDF-", file: "pdf/pdf20_offset_start.pdf", sniffed: "unknown" },
    { description: "an Office package that is not a Word document", file: "docx/theme_not_word.docx", sniffed: "other-zip" },
    { description: "a ZIP cut short", file: "docx/truncated_zip.docx", sniffed: "damaged-zip" },
    { description: "a macro-enabled Word document", file: "docx/macro_enabled.docm", sniffed: "docm" },
    { description: "a Word document saved as a template", file: "docx/template_ct_as_docx.docx", sniffed: "docx" },
  ])("recognises $description", ({ file, sniffed }) => {
    expect(sniff(corpusFile(file))).toBe(sniffed);
  });

  it("tells an old Word file (OLE2 without encryption) from a password-protected one", async () => {
    const legacy = corpusFile("docx/encrypted_pw_pass.docx").slice(0, 512);
    expect(sniff(legacy)).toBe("legacy-office");
    expect(await upload(legacy, "old.docx")).toMatchObject({ ok: false, code: "legacyWord" });
  });

  it("refuses a macro-enabled document renamed to .docx", async () => {
    expect(await upload(corpusFile("docx/macro_enabled.docm"), "essay.docx")).toMatchObject({ ok: false, outcome: "refuse", code: "macroWord" });
  });
});

describe("active content", patient, () => {
  it("removes JavaScript, automatic actions and file attachments, and keeps plain links", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    const { context } = doc;
    const script = context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('hi')") });
    page.node.set(PDFName.of("AA"), context.obj({ O: script }));
    const annotations = [
      context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 50, 50], A: script }),
      context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 60, 50, 110], A: { S: "URI", URI: PDFString.of("https://example.edu/") } }),
      context.obj({ Type: "Annot", Subtype: "FileAttachment", Rect: [0, 120, 50, 170] }),
    ];
    page.node.set(PDFName.of("Annots"), context.obj(annotations.map((a) => context.register(a))));
    doc.catalog.set(PDFName.of("OpenAction"), context.obj({ S: "JavaScript", JS: PDFString.of("this.print(true)") }));
    expect(await activeContent(await doc.save())).not.toEqual([]);

    const result = await upload(await doc.save(), "links.pdf");
    if (!result.ok) throw new Error(result.message);
    expect(await activeContent(result.pdf)).toEqual([]);
    const kept = (await PDFDocument.load(result.pdf)).getPage(0).node.lookup(PDFName.of("Annots"), PDFArray);
    expect(kept.size()).toBe(2);
  });
});

describe("the sandbox", patient, () => {
  it("stops a conversion past its time budget, and the next one runs in a fresh worker", async () => {
    const paper = corpusFile("pdf/tracemonkey_boundary.pdf");
    expect(await upload(paper, "paper.pdf", { timeoutMs: 1 })).toMatchObject({ ok: false, outcome: "fail", code: "tooSlow" });
    expect(await upload(paper, "paper.pdf")).toMatchObject({ ok: true, pages: 14 });
  });

  it("ends a worker that outgrows its heap, and the same sandbox serves the next file", async () => {
    // 32 MB of heap holds an ordinary PDF with room to spare (a worker needs about 12 MB to start
    // and convert one; at 16 MB a busy machine's late garbage collection sometimes ended it), not
    // 160,000 objects parsed at once (40,000 need about 40 MB). The file is over 1 MB, so it goes
    // straight to the converter, past the upload gate.
    const sandbox = createSandbox({ maxHeapMb: 32 });
    try {
      expect(await convertToPdf(makeObjectHeavyPdf(160_000), "heavy.pdf", { sandbox })).toMatchObject({ ok: false, outcome: "fail", code: "tooDemanding" });
      expect(await upload(corpusFile("pdf/pdf20_simple.pdf"), "simple.pdf", { sandbox })).toMatchObject({ ok: true, pages: 1 });
    } finally {
      await sandbox.close();
    }
  });
});
