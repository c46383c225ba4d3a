import type { FieldErrors } from "../../engine/index.ts";
import { formVersionHeader, recordOf } from "../../engine/index.ts";
import { wordsNow } from "../words.ts";
import { AppError } from "./errors.ts";
import { noteServerVersion, pageFormVersion } from "./formVersion.ts";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * How long a JSON call may take before it counts as failed. The server answers in well under a
 * second; half a minute leaves room for a slow network without leaving a student waiting forever.
 */
export const callTimeLimitMs = 30_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The server's `errors` per key, when it sent a well-formed one. */
function fieldErrorsOf(body: Record<string, unknown>): FieldErrors {
  const errors = body.errors;
  if (!isRecord(errors)) return {};
  // Keyed by answer keys: a record without a prototype, like the engine's own error maps.
  return recordOf(Object.entries(errors).flatMap(([key, list]) => (Array.isArray(list) ? [[key, list.filter((m): m is string => typeof m === "string")] as const] : [])));
}

/**
 * One call of spec section 7, with the error kinds of section 8: a response that is not JSON is a
 * server error with the generic message; 401 is an unauthorized error with the server's message
 * (else the generic one); any other failure is a server error with the server's message (else the
 * generic one). JSON both ways; a body only when there is a payload. The browser adds the Origin
 * header the server's forgery check wants, and the session cookie (same origin). Each call names
 * the version of the form the page runs, and each answer the server's (formVersion.ts).
 */
export async function request<T>(method: Method, path: string, payload?: unknown): Promise<T> {
  // A call that gets no whole answer in time is given up as a failed one, so that the control
  // that waits for it (Save and Continue, Submit, Log In) takes presses again. A timer of the
  // page's own rather than AbortSignal.timeout, so that a test's clock can move it.
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), callTimeLimitMs);
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        credentials: "same-origin",
        headers: { accept: "application/json", [formVersionHeader]: pageFormVersion, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        signal: limit.signal,
      });
    } catch {
      // The network failed or the time ran out: nothing came back to read a message from.
      throw new AppError("server", wordsNow().messages.unexpected);
    }
    noteServerVersion(response.headers.get(formVersionHeader));
    let body: unknown;
    try {
      if (!(response.headers.get("content-type") ?? "").includes("application/json")) throw new Error("not JSON");
      body = await response.json();
    } catch {
      throw new AppError("server", wordsNow().messages.unexpected, { status: response.status });
    }
    return answerOf<T>(response, body);
  } finally {
    clearTimeout(timer);
  }
}

/** A call's JSON answer: the body when it succeeded, else the failure it names. */
function answerOf<T>(response: Response, body: unknown): T {
  if (response.ok) return body as T;
  const record = isRecord(body) ? body : {};
  const message = typeof record.message === "string" && record.message !== "" ? record.message : wordsNow().messages.unexpected;
  const kind = response.status === 401 ? "unauthorized" : "server";
  const title = typeof record.title === "string" && record.title !== "" ? record.title : undefined;
  throw new AppError(kind, message, { status: response.status, fieldErrors: fieldErrorsOf(record), ...(title ? { title } : {}) });
}

/**
 * The upload of a file to object storage through a presigned form (spec section 7: the one call
 * that is not JSON). Storage answers in its own format, so only the status counts.
 */
export async function postForm(url: string, fields: Readonly<Record<string, string>>, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The file goes last: storage reads the policy fields before the content.
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new AppError("server", wordsNow().messages.unexpected);
  }
  if (!response.ok) throw new AppError("server", wordsNow().messages.unexpected, { status: response.status });
}
