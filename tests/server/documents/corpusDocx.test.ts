/**
 * Word documents, through LibreOffice: the corpus's docx rows, documents made here, and a ZIP bomb.
 * One file, so conversions run one after another (soffice takes a core and a second or more each).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { converterAvailable, convertToPdf, createSofficeRunner } from "../../../server/documents/convert/index.ts";
import { corpusFile, manifest, outcomeFor, pageRange, upload } from "./corpus.ts";
import { makeDocx, makePagedDocx, makeZipBombDocx, padTo } from "./makeFiles.ts";
import { activeContent, imageCount } from "./pdfInspect.ts";

// LibreOffice takes seconds per document, and the machine may be shared.
const slow = { timeout: 180_000 };
const verbs = { convert: "converts", refuse: "refuses", fail: "fails cleanly on" } as const;
const rows = manifest.filter((row) => row.type === "docx").map((row) => ({ title: `${verbs[outcomeFor(row)]} ${row.file}`, row }));

describe("the corpus's Word documents", slow, () => {
  it.each(rows)(
    "$title",
    async ({ row }) => {
      const result = await upload(corpusFile(row.file), basename(row.file));
      if (outcomeFor(row) === "convert") {
        if (!result.ok) throw new Error(`${row.file} was rejected: ${result.code} "${result.message}"`);
        const [fewest, most] = pageRange(row);
        expect(result.pages).toBeGreaterThanOrEqual(fewest);
        expect(result.pages).toBeLessThanOrEqual(most);
        expect(await activeContent(result.pdf)).toEqual([]);
      } else {
        expect(result).toMatchObject({ ok: false, outcome: outcomeFor(row), message: expect.stringMatching(/^[A-Z]/) });
      }
    },
  );

  it("still converts a Word document after the hostile ones", async () => {
    expect(await upload(makePagedDocx(1), "after.docx")).toMatchObject({ ok: true, pages: 1 });
  });
});

describe("Word documents made in the test", slow, () => {
  it("converts a document with a table and an inline image to one page that holds the image", async () => {
    const result = await upload(makeDocx(), "transcript.docx");
    if (!result.ok) throw new Error(result.message);
    expect(result.pages).toBe(1);
    expect(await imageCount(result.pdf)).toBeGreaterThanOrEqual(1);
  });

  it("keeps explicit page breaks: three pages in, three pages out", async () => {
    expect(await upload(makePagedDocx(3), "three.docx")).toMatchObject({ ok: true, pages: 3 });
  });

  it("fails on a ZIP bomb (a part that unpacks to 200 MiB) without unpacking it", async () => {
    const bomb = makeZipBombDocx(200);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(await upload(bomb, "essay.docx")).toMatchObject({ ok: false, outcome: "fail", code: "wordTooLarge" });
  });

  it("refuses a Word document over 1 MB before converting it", async () => {
    expect(await upload(padTo(corpusFile("docx/tables.docx"), 1_258_291), "big.docx")).toMatchObject({
      ok: false,
      outcome: "refuse",
      message: "Your file is too large. The maximum file size is 1 MB.",
    });
  });
});

/** soffice processes whose conversion folder is gone: a conversion that was not cleaned up. */
function orphanedSoffice(): string[] {
  const processes = execFileSync("ps", ["-eo", "args="], { encoding: "utf8" }).split("\n");
  return processes.filter((args) => {
    const folder = /UserInstallation=file:\/\/(\S*soffice-convert-[^/\s]+)/.exec(args)?.[1];
    return folder !== undefined && !existsSync(folder);
  });
}

describe("the LibreOffice runner", slow, () => {
  it("tells the operator which LibreOffice converts Word documents", async () => {
    expect(await converterAvailable()).toMatchObject({ available: true, detail: expect.stringMatching(/LibreOffice \d/) });
  });

  it("says plainly when soffice is missing, and Word uploads then fail with a message instead of waiting", async () => {
    const missing = createSofficeRunner({ binary: "/nonexistent/soffice" });
    expect(await converterAvailable(missing)).toMatchObject({ available: false, detail: expect.stringMatching(/apt-get install libreoffice-writer-nogui/) });
    expect(await convertToPdf(makePagedDocx(1), "essay.docx", { soffice: missing })).toMatchObject({ ok: false, outcome: "fail", code: "converterMissing" });
  });

  it("kills a conversion past its time budget, leaves no process or folder behind, and converts the next", async () => {
    const workRoot = mkdtempSync(join(tmpdir(), "runner-test-"));
    try {
      const runner = createSofficeRunner({ workRoot });
      // LibreOffice needs more than a second just to start, so half a second always runs out.
      expect(await runner.convert(makePagedDocx(1), 500)).toEqual({ ok: false, reason: "timeout" });
      expect(orphanedSoffice()).toEqual([]);
      expect(readdirSync(workRoot)).toEqual([]);
      expect(await convertToPdf(makePagedDocx(2), "next.docx", { soffice: runner })).toMatchObject({ ok: true, pages: 2 });
      expect(readdirSync(workRoot)).toEqual([]);
    } finally {
      rmSync(workRoot, { recursive: true, force: true });
    }
  });
});
