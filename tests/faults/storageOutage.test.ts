/**
 * Object storage unreachable: asking for a conversion of an uploaded file fails at once with a
 * clear 503 message and records nothing (no conversion, no job, no document answer); the
 * browser's own post to the store fails; once the store is back, the same upload converts.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { makePdf } from "../server/documents/makeFiles.ts";
import { type AppChild, eventually, startAppProcess } from "./support/children.ts";
import { loggedIn } from "./support/client.ts";
import { type FreshDatabase, answersOf, confirmedAccount, freshDatabase } from "./support/database.ts";
import { type ObjectStore, presign, postToStore, startObjectStore } from "./support/documents.ts";

const key = "college_transcript_upload";

describe("object storage unreachable", () => {
  let database: FreshDatabase;
  let store: ObjectStore;
  let dataDir: string;
  let app: AppChild | undefined;

  beforeAll(async () => {
    database = await freshDatabase("storage");
    store = await startObjectStore();
    dataDir = await mkdtemp(join(tmpdir(), "faults-storage-"));
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    await store?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Everything the documents record for an account, in every table a conversion writes. */
  const recorded = async (username: string) => {
    const { rows } = await database.db.query<{ conversions: number; jobs: number; documents: number }>(
      `SELECT (SELECT count(*)::int FROM document_conversions c WHERE c.account_id = a.id) AS conversions,
              (SELECT count(*)::int FROM jobs) AS jobs,
              (SELECT count(*)::int FROM document_answers d WHERE d.account_id = a.id) AS documents
       FROM accounts a WHERE a.username = $1`,
      [username],
    );
    return { ...rows[0], answer: (await answersOf(database.db, username))[key] ?? "" };
  };

  it("refuses with a message, records nothing, and converts the same upload once the store is back", async () => {
    app = await startAppProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, DOCUMENT_WORKERS: "1", ...store.env });
    const username = await confirmedAccount(database.db);
    const student = await loggedIn(app.url, username);
    const form = await presign(student, key);
    expect(await postToStore(student, form, "transcript.pdf", await makePdf(1))).toBe(204);

    await store.stop();
    const refused = await student.post(`/api/pdf/document-answer/${key}`, { file_key: form.fields.key, file_name: "transcript.pdf" });
    expect(refused).toMatchObject({ status: 503, body: { message: errorMessage("storageUnavailable", {}, officeWords), code: "storageUnavailable" } });
    expect(await recorded(username)).toEqual({ conversions: 0, jobs: 0, documents: 0, answer: "" });
    expect((await student.get(`/api/pdf/document-answer/${key}`)).body).toEqual({ status: "NOT_ANSWERED" });
    expect((await student.get("/api/document-answer")).body).toEqual({});

    // A new upload meanwhile: the form is signed without the store, but the browser's post to it fails.
    const another = await presign(student, key);
    await expect(postToStore(student, another, "again.pdf", await makePdf(1))).rejects.toThrow();
    expect(await recorded(username)).toEqual({ conversions: 0, jobs: 0, documents: 0, answer: "" });

    await store.start();
    expect((await student.post(`/api/pdf/document-answer/${key}`, { file_key: form.fields.key, file_name: "transcript.pdf" })).body).toEqual({ status: "UNPROCESSED" });
    const record = await eventually("the conversion settled", async () => {
      const res = await student.get(`/api/pdf/document-answer/${key}`);
      return res.body.status === "COMPLETED" || res.body.status === "FAILED" ? res.body : null;
    });
    expect(record).toMatchObject({ status: "COMPLETED" });
    expect(await recorded(username)).toMatchObject({ conversions: 1, documents: 1, answer: "ANSWERED" });
    expect(app.logs.filter((l) => l.msg === "unexpected failure")).toEqual([]);
  });
});
