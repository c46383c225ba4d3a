/**
 * The CLI's side of staff/control.ts: finding a live server for DATA_DIR and having it run a command.
 */
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import type { Output, Printer } from "../cli/command.ts";
import { isRunning } from "../db/embeddedLock.ts";
import type { StaffAnswer, StaffRequest } from "./control.ts";
import { type ControlRecord, readControlFile } from "./controlFile.ts";
import { type Frame, framesType } from "./frames.ts";

/** The server that wrote DATA_DIR/control.json, if that process still runs. */
export async function runningServer(dataDir: string): Promise<ControlRecord | undefined> {
  const record = await readControlFile(dataDir);
  return record && isRunning(record) ? record : undefined;
}

/** The files a command reads, read here (relative to this process's working directory), for the server to hand it. */
export async function readInputFiles(paths: readonly string[]): Promise<NonNullable<StaffRequest["files"]>> {
  const files: NonNullable<StaffRequest["files"]> = {};
  for (const path of paths) {
    files[path] = await readFile(path, "utf8").then(
      (text) => ({ text }),
      (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
    );
  }
  return files;
}

/** A connection the server refused or dropped before answering: it is stopping, or has just stopped. */
const unreachable = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return error instanceof TypeError && typeof cause?.code === "string" && ["ECONNREFUSED", "ECONNRESET", "EPIPE"].includes(cause.code);
};

/** Where a streamed answer's frames go (frames.ts): the data and files to `output`, the lines to `print`. */
export interface StreamedTo {
  output: Output;
  print: Printer;
}

/** Writes each frame of a streamed answer as it comes; its exit code, or undefined when the answer ended before it. */
async function takeFrames(body: ReadableStream<Uint8Array>, { output, print }: StreamedTo): Promise<number | undefined> {
  for await (const text of createInterface({ input: Readable.fromWeb(body), crlfDelay: Infinity })) {
    if (text === "") continue;
    const frame = JSON.parse(text) as Frame;
    if ("data" in frame) await output.write(frame.data);
    else if ("file" in frame) await output.file(frame.file, Buffer.from(frame.base64, "base64"));
    else if ("line" in frame) print[frame.stream](frame.line);
    else return frame.code;
  }
  return undefined;
}

/**
 * Posts the command to the server; its exit code and printed lines, or "unreachable" when nothing
 * listens there (the server is stopping: the caller then waits for the directory to be free). A
 * command that writes data answers in frames, written to `streamed` as they come (the lines
 * printed then too, so the answer's `output` is empty).
 */
export async function runThroughServer(server: ControlRecord, name: string, request: StaffRequest, streamed?: StreamedTo): Promise<StaffAnswer | "unreachable"> {
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${server.port}/__staff/${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.token}`, "content-type": "application/json" },
      body: JSON.stringify(request),
      // A lookup import of a full directory takes a while; nothing else comes near.
      signal: AbortSignal.timeout(30 * 60 * 1000),
    });
  } catch (error) {
    if (unreachable(error)) return "unreachable";
    throw error;
  }
  if (res.status === 200 && streamed && res.body && res.headers.get("content-type")?.startsWith(framesType)) {
    const code = await takeFrames(res.body as ReadableStream<Uint8Array>, streamed);
    if (code === undefined) throw new Error(`The server (pid ${server.pid}) ended the command's answer before its end.`);
    return { code, output: [] };
  }
  const body = (await res.json().catch(() => ({}))) as Partial<StaffAnswer> & { message?: string };
  if (res.status === 503) return "unreachable";
  if (res.status !== 200 || typeof body.code !== "number" || !Array.isArray(body.output)) {
    throw new Error(`The server (pid ${server.pid}) refused the command: ${res.status} ${body.message ?? ""}`.trim());
  }
  return { code: body.code, output: body.output };
}
