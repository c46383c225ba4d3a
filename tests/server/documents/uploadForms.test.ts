/**
 * Finding 2, "one student can fill the disk": upload forms are single-use and bounded, on both
 * databases and both stores. The embedded store refuses a form's second post, a dropped form and
 * a file over the student's quota before writing anything. S3 takes every post of a still-valid
 * policy (s3rver, like S3, cannot be told otherwise), so there the tests show what bounds it: one
 * object per form, a dead form's object removed (again once its policy is over), the bytes counted
 * at conversion start, and a bounded number of forms per student.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { conversionMessages } from "../../../server/documents/messages.ts";
import { maxDocumentBytes } from "../../../server/documents/questions.ts";
import { formsPerStudent, pendingUploadsPerQuestion } from "../../../server/documents/uploadForms.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { type Client, minutes } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { addEntriesFor } from "../helpers/entries.ts";
import { type Suite, useServer } from "../helpers/suite.ts";
import { useStorage } from "./storageDriver.ts";
import { makePdf, makePng, padTo } from "./makeFiles.ts";
import { type PresignedForm, formData, postForm, presign, s3Code, settledStatus, startConversion } from "./uploadFlow.ts";

const [first, second, third] = ["college_transcript_upload", "college_2_transcript_upload", "college_3_transcript_upload"] as const;
const bucket = "forms";
/** A file of exactly the largest size a policy allows. */
const fullSize = padTo(makePng(4, 4), maxDocumentBytes);

const combinations = databaseKinds.flatMap((kind) => (["embedded", "s3"] as const).map((driver) => ({ kind, driver })));

describe.each(combinations)("upload forms ($kind, $driver storage)", { timeout: 120_000 }, ({ kind, driver }) => {
  const config = useStorage(driver, "upload-forms", bucket);
  const s: Suite = useServer(kind, `forms_${driver}`, { config });

  let student: Client;
  let accountId: string;
  beforeEach(async () => {
    ({ client: student, accountId } = await studentWithSession(s.t.app));
    await addEntriesFor(student, second, third);
  });

  const post = (form: PresignedForm, bytes: Uint8Array, name = "scan.png") => postForm(s.t.app, form.url, formData(form.fields, { name, bytes }));
  /** Every object stored under the student's uploads, with its size. */
  const storedUploads = async (): Promise<Map<string, number>> => {
    const found = new Map<string, number>();
    for await (const page of s.t.app.storage.list(`uploads/${accountId}/`)) for (const object of page) found.set(object.key, object.size);
    return found;
  };
  /** Time passing for a student who keeps using the app (a session ends after 15 idle minutes). */
  const later = async (ms: number): Promise<void> => {
    for (let left = ms; left > 0; left -= minutes(10)) {
      s.t.clock.advance(Math.min(left, minutes(10)));
      expect((await student.get("/api/profile")).status).toBe(200);
    }
  };
  /** What the store answered to a post S3 cannot refuse: the embedded store refuses it, S3 takes it. */
  const refusedOnEmbedded = (res: { status: number; text: string }): void => {
    if (driver === "embedded") expect({ status: res.status, code: s3Code(res.text) }).toEqual({ status: 403, code: "AccessDenied" });
    else expect(res.status).toBe(204);
  };

  it("finding 2: a form is dead once a file was posted with it", async () => {
    const form = await presign(student, first);
    const key = form.fields.key!;
    const pdf = await makePdf(1);
    expect((await post(form, pdf, "t.pdf")).status).toBe(204);
    refusedOnEmbedded(await post(form, fullSize));
    // Never more than the form's one object: the embedded store kept the first file, S3's second post replaced it.
    expect([...(await storedUploads()).keys()]).toEqual([key]);
    expect(await s.t.app.storage.read(key)).toEqual(driver === "embedded" ? pdf : fullSize);

    // The embedded store's file converts; S3's (the replacing one, a padded image) is turned away: either way the form is used up.
    expect((await startConversion(student, first, key, "t.pdf")).status).toBe(driver === "embedded" ? 200 : 400);
    if (driver === "embedded") expect((await settledStatus(student, first)).status).toBe("COMPLETED");
    expect((await startConversion(student, first, key, "t.pdf")).status).toBe(404);
    // The worker removes the upload after it records the conversion: on a busy machine a moment later.
    await expect.poll(() => s.t.app.storage.read(key), { timeout: 30_000 }).toBeNull();
    // Posted again once its file was converted: refused, or on S3 removed once its policy is over.
    refusedOnEmbedded(await post(form, fullSize));
    await later(minutes(20) + 1000);
    await presign(student, second);
    expect(await s.t.app.storage.read(key)).toBeNull();
  });

  it("finding 2: a form the app dropped is dead", async () => {
    const forms: PresignedForm[] = [];
    for (let i = 0; i <= pendingUploadsPerQuestion; i++) forms.push(await presign(student, first));
    const [dropped, ...kept] = forms;
    refusedOnEmbedded(await post(dropped!, fullSize));
    // The next conversion asked for counts the student's uploads and removes what no pending form names.
    expect((await post(kept[0]!, await makePdf(1), "t.pdf")).status).toBe(204);
    expect((await startConversion(student, first, kept[0]!.fields.key!, "t.pdf")).body).toEqual({ status: "UNPROCESSED" });
    expect(await s.t.app.storage.read(dropped!.fields.key!)).toBeNull();
    expect((await startConversion(student, first, dropped!.fields.key!, "t.pdf")).status).toBe(404);
  });

  it("finding 2: a student's files waiting for conversion are limited to 5 MB, 3 MB per question", async () => {
    const filled: PresignedForm[] = [];
    for (const question of [first, first, first, second, second]) {
      const form = await presign(student, question);
      expect((await post(form, fullSize)).status).toBe(204);
      filled.push(form);
    }
    const sixth = await presign(student, third);
    const res = await post(sixth, fullSize);
    if (driver === "embedded") {
      // Refused before it is written.
      expect({ status: res.status, code: s3Code(res.text) }).toEqual({ status: 403, code: "AccessDenied" });
      expect(res.text).toContain("5 MB per student");
      expect(await s.t.app.storage.read(sixth.fields.key!)).toBeNull();
    } else {
      // S3 took it; the conversion asked for counts the bytes and refuses it, removing the file.
      expect(res.status).toBe(204);
      expect(await startConversion(student, third, sixth.fields.key!, "scan.png")).toMatchObject({ status: 400, body: { message: conversionMessages.overQuota } });
      expect(await s.t.app.storage.read(sixth.fields.key!)).toBeNull();
      expect((await startConversion(student, third, sixth.fields.key!, "scan.png")).status).toBe(404);
    }
    const total = [...(await storedUploads()).values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBe(5 * maxDocumentBytes);
    // Within the quota, a conversion is asked for as before.
    expect((await startConversion(student, second, filled[4]!.fields.key!, "scan.png")).status).not.toBe(404);
  });

  it(`finding 2: a student holds at most ${formsPerStudent} forms, and more only once the oldest are over`, async () => {
    const forms: PresignedForm[] = [];
    for (let i = 0; i < formsPerStudent; i++) forms.push(await presign(student, first));
    // Every form posted at once: only the pending ones keep a file on the embedded store; S3 takes them all, one object each.
    for (const form of forms) await post(form, fullSize);
    const stored = await storedUploads();
    expect(stored.size).toBe(driver === "embedded" ? pendingUploadsPerQuestion : formsPerStudent);
    expect((await student.post("/api/presigned-url", { answer_key: second })).body).toEqual({
      message: "Too many attempts. Please wait 20 minutes and try again.",
      code: "tooManyRequests",
    });
    // Once the dropped forms' policies are over (and the store's slack), they and their objects go.
    await later(minutes(20) + 1000);
    expect((await student.post("/api/presigned-url", { answer_key: second })).status).toBe(200);
    expect([...(await storedUploads()).keys()].toSorted()).toEqual(forms.slice(-pendingUploadsPerQuestion).map((form) => form.fields.key!).toSorted());
  });
});
