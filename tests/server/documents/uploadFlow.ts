/**
 * The document upload path as the browser walks it: ask for a presigned form, post the file to
 * storage with the form's fields (a real multipart body, built by the platform's FormData), start
 * the conversion, poll its status, and read the PDF back through the link it gives.
 */
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import { expect } from "vitest";
import { type Answer, type Client, publicUrl } from "../helpers/server.ts";

export interface PresignedForm {
  url: string;
  fields: Record<string, string>;
}

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

export async function presign(client: Client, answerKey: string): Promise<PresignedForm> {
  const res = await client.post("/api/presigned-url", { answer_key: answerKey });
  expect(res.status).toBe(200);
  return res.body as unknown as PresignedForm;
}

/** The form as a browser sends it: the fields in order, then the file. */
export function formData(fields: Record<string, string>, file?: UploadFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

/** Posts a form to storage: the app's own route (the embedded driver) or the S3 server. */
export async function postForm(app: FastifyInstance, url: string, form: FormData | { body: Buffer; contentType: string }): Promise<{ status: number; text: string }> {
  const encoded =
    form instanceof FormData
      ? await (async () => {
          const request = new Request("http://localhost/", { method: "POST", body: form });
          return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
        })()
      : form;
  if (url.startsWith("/")) {
    // The browser sends its Origin with a POST; the app checks it on every request that changes state.
    const res = await app.inject({ method: "POST", url, headers: { "content-type": encoded.contentType, origin: publicUrl }, payload: encoded.body });
    return { status: res.statusCode, text: res.body };
  }
  const res = await fetch(url, { method: "POST", headers: { "content-type": encoded.contentType }, body: new Uint8Array(encoded.body) });
  return { status: res.status, text: await res.text() };
}

/** The S3 error code of an XML error answer. */
export const s3Code = (text: string): string | undefined => /<Code>([^<]+)<\/Code>/.exec(text)?.[1];

export const startConversion = (client: Client, answerKey: string, fileKey: string, fileName: string): Promise<Answer> =>
  client.post(`/api/pdf/document-answer/${answerKey}`, { file_key: fileKey, file_name: fileName });

export interface StatusRecord {
  status: string;
  url?: string;
  message?: string;
}

/** Polls the conversion until it is no longer waiting or running (the browser polls every 2 s; a test need not wait as long). */
export async function settledStatus(client: Client, answerKey: string, timeoutMs = 120_000): Promise<StatusRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/pdf/document-answer/${answerKey}`);
    expect(res.status).toBe(200);
    const record = res.body as unknown as StatusRecord;
    if (record.status !== "UNPROCESSED" && record.status !== "IN_PROGRESS") return record;
    if (Date.now() > until) throw new Error(`the conversion of ${answerKey} is still ${record.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How an upload ended: refused by storage, refused when the conversion was asked for, or the conversion's final status. */
export type UploadOutcome =
  | { stage: "storage"; status: number; code: string | undefined }
  | { stage: "conversion"; status: number; message: string }
  | { stage: "settled"; record: StatusRecord; fileKey: string };

/** The whole path for one file, stopping where it is turned away. */
export async function uploadDocument(app: FastifyInstance, client: Client, answerKey: string, file: UploadFile): Promise<UploadOutcome> {
  const form = await presign(client, answerKey);
  const stored = await postForm(app, form.url, formData(form.fields, file));
  if (stored.status >= 300) return { stage: "storage", status: stored.status, code: s3Code(stored.text) };
  const fileKey = form.fields.key!;
  const started = await startConversion(client, answerKey, fileKey, file.name);
  if (started.status !== 200) return { stage: "conversion", status: started.status, message: started.body.message as string };
  expect(started.body).toEqual({ status: "UNPROCESSED" });
  return { stage: "settled", record: await settledStatus(client, answerKey), fileKey };
}

/** The converted PDF behind a COMPLETED status record's link (the link is the permission: no session), loaded back with pdf-lib. */
export async function downloadPdf(app: FastifyInstance, url: string): Promise<PDFDocument> {
  const res = await app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  return PDFDocument.load(res.rawPayload);
}
