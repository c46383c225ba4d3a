/**
 * The orphan sweep, on both storage drivers: objects under the app's prefixes that no row names
 * and that are older than the cut-off go; named ones, young ones and anything outside the app's
 * prefixes stay. A document deleted while the store refuses to remove its objects is deleted for
 * the student at once and its objects go at the next sweep, which one worker among all runs.
 */
import { describe, expect, it } from "vitest";
import { orphanSweep, removeOrphans, takeTurn } from "../../../server/documents/orphans.ts";
import { StorageUnavailableError } from "../../../server/storage/unavailable.ts";
import { hours } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { addEntriesFor } from "../helpers/entries.ts";
import { useServer } from "../helpers/suite.ts";
import { useStorage } from "./storageDriver.ts";
import { makePdf } from "./makeFiles.ts";
import { formData, postForm, presign, uploadDocument } from "./uploadFlow.ts";

const key = "college_transcript_upload";
const bucket = "orphans";
const bytes = new TextEncoder().encode("%PDF-1.7 left behind");
const minute = 60_000;
/** A cut-off after every object the test wrote: all of them count as old. */
const afterEverything = () => new Date(Date.now() + minute);

describe.each(["embedded", "s3"] as const)("the orphan sweep (%s storage)", { timeout: 120_000 }, (driver) => {
  const config = useStorage(driver, "orphans", bucket);
  const s = useServer("postgres", `orphans_${driver}`, { config });

  const exists = async (objectKey: string): Promise<boolean> => (await s.t.app.storage.read(objectKey)) !== null;
  const pdfKeyOf = (url: string): string => new URL(url, "http://app.test").pathname.replace("/storage/object/", "");

  /** A converted document and an upload waiting for its conversion: both named by rows. */
  async function namedObjects(): Promise<string[]> {
    const { client } = await studentWithSession(s.t.app);
    const converted = await uploadDocument(s.t.app, client, key, { name: "transcript.pdf", bytes: await makePdf(1) });
    if (converted.stage !== "settled") throw new Error("the document was turned away");
    await addEntriesFor(client, "college_2_transcript_upload");
    const waiting = await presign(client, "college_2_transcript_upload");
    expect((await postForm(s.t.app, waiting.url, formData(waiting.fields, { name: "t.pdf", bytes }))).status).toBeLessThan(300);
    return [pdfKeyOf(converted.record.url!), waiting.fields.key!];
  }

  it("removes old objects no row names, under the app's prefixes only", async () => {
    const named = await namedObjects();
    const orphans = ["uploads/gone/college_transcript_upload/abc", "documents/gone/college_transcript_upload/abc.pdf", "application-pdfs/gone/abc.pdf"];
    const elsewhere = "exports/2026/keep.csv";
    for (const objectKey of [...orphans, elsewhere]) await s.t.app.storage.write(objectKey, bytes, "application/octet-stream");

    // Young: written after the cut-off, so nothing goes.
    expect(await removeOrphans(s.db, s.t.app.storage, new Date(Date.now() - minute))).toBe(0);
    for (const objectKey of orphans) expect(await exists(objectKey)).toBe(true);

    expect(await removeOrphans(s.db, s.t.app.storage, afterEverything())).toBe(orphans.length);
    for (const objectKey of orphans) expect(await exists(objectKey), objectKey).toBe(false);
    for (const objectKey of [...named, elsewhere]) expect(await exists(objectKey), objectKey).toBe(true);
  });

  it("lets a student delete a document while the store cannot remove it, and sweeps its objects later", async () => {
    const { client } = await studentWithSession(s.t.app);
    const converted = await uploadDocument(s.t.app, client, key, { name: "transcript.pdf", bytes: await makePdf(1) });
    if (converted.stage !== "settled") throw new Error("the document was turned away");
    const pdfKey = pdfKeyOf(converted.record.url!);
    const { storage } = s.t.app;
    const remove = storage.remove.bind(storage);
    storage.remove = () => Promise.reject(new StorageUnavailableError(new Error("connect ECONNREFUSED")));
    try {
      expect(await client.request("DELETE", `/api/document-answer/${key}`)).toMatchObject({ status: 200, body: {} });
    } finally {
      storage.remove = remove;
    }
    expect((await client.get("/api/profile")).body).toMatchObject({ answer: { [key]: "" }, document_answer: {} });
    expect(await exists(pdfKey)).toBe(true);

    await removeOrphans(s.db, storage, afterEverything());
    expect(await exists(pdfKey)).toBe(false);
  });

  it("runs in a worker's housekeeping once a day, for objects older than a day", async () => {
    const named = await namedObjects();
    const orphan = "documents/gone/college_transcript_upload/housekeeping.pdf";
    await s.t.app.storage.write(orphan, bytes, "application/pdf");
    // The worker's housekeeping ran at its start; the sweep's next turn is a day later, and the
    // orphan, written now, is older than a day then.
    s.t.clock.advance(orphanSweep.everyMs + hours(1));
    await expect.poll(() => exists(orphan), { timeout: 10_000, interval: 200 }).toBe(false);
    expect(await exists(named[0]!)).toBe(true);
  });
});

describe("the sweep's turn among several workers", () => {
  const s = useServer("postgres", "orphan_turns");

  it("goes to exactly one of several workers asking at once, then to none until its time has come again", async () => {
    const now = new Date("2026-11-22T03:00:00Z");
    const turns = await Promise.all(Array.from({ length: 5 }, () => takeTurn(s.db, "test-task", now, hours(24))));
    expect(turns.filter(Boolean)).toHaveLength(1);
    expect(await takeTurn(s.db, "test-task", new Date(now.getTime() + hours(23)), hours(24))).toBe(false);
    expect(await takeTurn(s.db, "other-task", now, hours(24))).toBe(true);
    expect(await takeTurn(s.db, "test-task", new Date(now.getTime() + hours(24)), hours(24))).toBe(true);
  });
});
