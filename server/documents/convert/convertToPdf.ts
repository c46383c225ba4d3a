/**
 * Turns an upload into a PDF, or into a clear refusal. The content is checked against the claimed
 * name first (the engine's name and size rules are checkUpload's, which the server runs before
 * this); then each type's converter, from the registry below, does its work.
 */
import { reject } from "./messages.ts";
import { createSandbox, type Sandbox } from "./sandbox.ts";
import { contentCheck } from "./sniff.ts";
import { createSofficeRunner, type SofficeRunner } from "./soffice.ts";
import type { ConvertResult, DocumentType } from "./types.ts";

export interface ConvertOptions {
  /** How long a conversion may run before it is stopped (default 30 s; for Word documents 60 s for LibreOffice and for each check around it). */
  timeoutMs?: number;
  /** Where images and PDFs are parsed (default: one sandbox shared by the process). */
  sandbox?: Sandbox;
  /** Who runs LibreOffice (default: one runner shared by the process). */
  soffice?: SofficeRunner;
  /**
   * Stops the conversion at once (the worker is stopping and hands the job back): LibreOffice's
   * process group is killed, its folder removed, and convertToPdf throws the signal's reason rather
   * than blame the file.
   */
  signal?: AbortSignal;
}

interface Tools {
  timeoutMs: number | undefined;
  sandbox: Sandbox;
  soffice: SofficeRunner;
  signal: AbortSignal | undefined;
}

let shared: { sandbox: Sandbox; soffice: SofficeRunner } | undefined;
const sharedTools = (): { sandbox: Sandbox; soffice: SofficeRunner } => (shared ??= { sandbox: createSandbox(), soffice: createSofficeRunner() });

/** The runner the process shares, for converterAvailable and for callers that pass none. */
export const sharedSoffice = (): SofficeRunner => sharedTools().soffice;

const defaultTimeoutMs = 30_000;
const wordTimeoutMs = 60_000;

async function convertWord(bytes: Uint8Array, { timeoutMs = wordTimeoutMs, sandbox, soffice, signal }: Tools): Promise<ConvertResult> {
  const cleared = await sandbox.run("wordPackage", bytes, timeoutMs, signal);
  if (!cleared.ok) return cleared;
  signal?.throwIfAborted();
  const converted = await soffice.convert(bytes, timeoutMs, signal);
  if (!converted.ok) {
    signal?.throwIfAborted();
    return reject(converted.reason === "missing" ? "converterMissing" : converted.reason === "timeout" ? "tooSlow" : "wordNotConverted");
  }
  return sandbox.run("wordOutput", converted.pdf, timeoutMs, signal);
}

const converters: Readonly<Record<DocumentType, (bytes: Uint8Array, tools: Tools) => Promise<ConvertResult>>> = {
  png: (bytes, { timeoutMs = defaultTimeoutMs, sandbox, signal }) => sandbox.run("png", bytes, timeoutMs, signal),
  jpeg: (bytes, { timeoutMs = defaultTimeoutMs, sandbox, signal }) => sandbox.run("jpeg", bytes, timeoutMs, signal),
  pdf: (bytes, { timeoutMs = defaultTimeoutMs, sandbox, signal }) => sandbox.run("pdf", bytes, timeoutMs, signal),
  docx: convertWord,
};

export async function convertToPdf(bytes: Uint8Array, claimedName: string, options: ConvertOptions = {}): Promise<ConvertResult> {
  const checked = contentCheck(bytes, claimedName);
  if (!checked.ok) return checked;
  const result = await converters[checked.type](bytes, {
    timeoutMs: options.timeoutMs,
    sandbox: options.sandbox ?? sharedTools().sandbox,
    soffice: options.soffice ?? sharedTools().soffice,
    signal: options.signal,
  });
  // A conversion cut short says nothing of the file: no rejection is returned for it.
  options.signal?.throwIfAborted();
  return result;
}
