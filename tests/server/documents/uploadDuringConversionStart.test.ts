/**
 * A student's two uploads at once, on the embedded store: asking for one question's conversion
 * counts the student's stored uploads (the S3 quota check, uploadQuota.ts) while the file of
 * another question is still being written. The embedded store writes a file beside its place and
 * renames it in; the test asks for the conversion exactly between the two, through the file system.
 */
import { mkdtempSync } from "node:fs";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every rename goes through here, so the test can act just before the embedded store puts a written file in its place.
const beforeRename = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
vi.mock("node:fs/promises", async (original) => {
  const real = await original<typeof FsPromises>();
  return {
    ...real,
    rename: async (...args: Parameters<typeof real.rename>) => {
      const run = beforeRename.run;
      beforeRename.run = null;
      if (run) await run();
      return real.rename(...args);
    },
  };
});

const { rm } = await import("node:fs/promises");
const { databaseKinds } = await import("../helpers/databases.ts");
const { addEntriesFor } = await import("../helpers/entries.ts");
const { studentWithSession } = await import("../helpers/students.ts");
const { useServer } = await import("../helpers/suite.ts");
const { makePng } = await import("./makeFiles.ts");
const { formData, postForm, presign, startConversion } = await import("./uploadFlow.ts");

const [first, second] = ["college_transcript_upload", "college_2_transcript_upload"] as const;

describe.each(databaseKinds)("an upload written while another document's conversion is asked for (%s)", { timeout: 120_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "upload-during-start-"));
  // No worker: the conversion's own end does not come into it.
  const s = useServer(kind, "uploadDuringStart", { config: { dataDir, documentWorkers: 0 } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("stores the file being written, and starts the other conversion", async () => {
    const { client: student } = await studentWithSession(s.t.app);
    await addEntriesFor(student, second);
    const earlier = await presign(student, first);
    expect((await postForm(s.t.app, earlier.url, formData(earlier.fields, { name: "first.png", bytes: makePng(4, 4) }))).status).toBe(204);
    const later = await presign(student, second);
    let started: number | undefined;
    beforeRename.run = async () => {
      started = (await startConversion(student, first, earlier.fields.key!, "first.png")).status;
    };
    const bytes = makePng(6, 6);
    const posted = await postForm(s.t.app, later.url, formData(later.fields, { name: "second.png", bytes }));
    expect({ started, posted: posted.status }).toEqual({ started: 200, posted: 204 });
    expect(await s.t.app.storage.read(later.fields.key!)).toEqual(new Uint8Array(bytes));
    expect((await startConversion(student, second, later.fields.key!, "second.png")).body).toEqual({ status: "UNPROCESSED" });
  });
});
