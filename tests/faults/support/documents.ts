/**
 * Documents through real processes: an S3-compatible server (s3rver) in the test process that the
 * app and worker children share, and the browser's upload path over HTTP (presigned form, the
 * file posted to the store, the conversion asked for).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { Database } from "../../../server/db/types.ts";
import type { HttpClient } from "./client.ts";

const bucket = "faults";

export interface ObjectStore {
  /** The S3_* settings of the children. */
  env: Record<string, string>;
  /** Stops answering: connections to its port are refused. */
  stop(): Promise<void>;
  /** Answers again, on the same port, with the objects it held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startObjectStore(): Promise<ObjectStore> {
  const dir = await mkdtemp(join(tmpdir(), "faults-s3-"));
  let port = 0;
  let server: S3rver | undefined;
  const start = async (): Promise<void> => {
    server = new S3rver({ port, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  };
  const stop = async (): Promise<void> => {
    server?.httpServer?.closeAllConnections();
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop,
    start,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface PresignedForm {
  url: string;
  fields: Record<string, string>;
}

export async function presign(client: HttpClient, answerKey: string): Promise<PresignedForm> {
  const res = await client.post("/api/presigned-url", { answer_key: answerKey });
  if (res.status !== 200) throw new Error(`presigned-url answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as unknown as PresignedForm;
}

/**
 * The browser's post of the file to the store, the bucket's or the app's own (a relative address,
 * checked for the app's Origin): the form's fields in order, then the file. Rejects when the
 * store cannot be reached.
 */
export async function postToStore(client: HttpClient, form: PresignedForm, name: string, bytes: Uint8Array): Promise<number> {
  const body = new FormData();
  for (const [field, value] of Object.entries(form.fields)) body.append(field, value);
  body.append("file", new Blob([new Uint8Array(bytes)]), name);
  const ownStore = form.url.startsWith("/");
  const res = await fetch(ownStore ? `${client.base}${form.url}` : form.url, {
    method: "POST",
    body,
    ...(ownStore ? { headers: { origin: client.base } } : {}),
    signal: AbortSignal.timeout(20_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Presign, post to the store, ask for the conversion: the conversion request's answer. */
export async function uploadAndConvert(client: HttpClient, answerKey: string, name: string, bytes: Uint8Array): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = await presign(client, answerKey);
  const stored = await postToStore(client, form, name, bytes);
  if (stored >= 300) throw new Error(`the store answered ${stored}`);
  return client.post(`/api/pdf/document-answer/${answerKey}`, { file_key: form.fields.key, file_name: name });
}

export interface JobState {
  job: string;
  status: string;
  attempts: number;
  locked_by: string | null;
  conversion: string;
}

/** The conversion job of an account's document question, with its conversion's status. */
export async function conversionJobOf(db: Database, username: string, answerKey: string): Promise<JobState | undefined> {
  const { rows } = await db.query<JobState>(
    `SELECT j.id AS job, j.status, j.attempts, j.locked_by, c.status AS conversion
     FROM jobs j JOIN document_conversions c ON j.payload->>'conversionId' = c.id::text JOIN accounts a ON a.id = c.account_id
     WHERE a.username = $1 AND c.answer_key = $2`,
    [username, answerKey],
  );
  return rows[0];
}
