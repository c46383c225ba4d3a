/**
 * DATA_DIR/control.json: how a staff command on this machine reaches the server that holds the
 * embedded database. Written by the server once its loopback listener for staff commands is up
 * (mode 0600: only the account that runs the server, and root, can read the token), removed when
 * it stops. `{pid, processStart, port, token, startedAt}`.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, unlinkSync } from "node:fs";
import { readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const controlFileName = "control.json";

export interface ControlRecord {
  pid: number;
  /** The kernel's start time of the server process (embeddedLock.ts), so a reused pid is not taken for it. */
  processStart?: string;
  /** The loopback port (127.0.0.1) of the staff commands' listener. */
  port: number;
  /** The bearer token the listener asks for. */
  token: string;
  startedAt: string;
}

const controlFile = (dataDir: string): string => join(dataDir, controlFileName);

/** Writes the record all at once (a reader never sees half of it), readable by its owner only. */
export async function writeControlFile(dataDir: string, record: ControlRecord): Promise<void> {
  const temporary = `${controlFile(dataDir)}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await writeFile(temporary, `${JSON.stringify(record)}\n`, { mode: 0o600 });
  await rename(temporary, controlFile(dataDir));
}

/** The file is there but this user may not read it: the server runs as another user. */
export class ControlFileUnreadableError extends Error {
  constructor(dataDir: string, cause: unknown) {
    super(`${join(dataDir, controlFileName)} is the running server's, and this user may not read it (${(cause as Error).message}). Run the command as the user that runs the server.`, { cause });
    this.name = "ControlFileUnreadableError";
  }
}

/** The record, or undefined when there is none or it cannot be read as one; ControlFileUnreadableError when it is not this user's to read. */
export async function readControlFile(dataDir: string): Promise<ControlRecord | undefined> {
  let text: string;
  try {
    text = await readFile(controlFile(dataDir), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EACCES" || code === "EPERM") throw new ControlFileUnreadableError(dataDir, error);
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<ControlRecord>;
    if (!Number.isInteger(value.pid) || !Number.isInteger(value.port) || typeof value.token !== "string") return undefined;
    return value as ControlRecord;
  } catch {
    return undefined;
  }
}

/** Removes the file if it is still the one with this token (a later server may have written its own). */
export async function removeControlFile(dataDir: string, token: string): Promise<void> {
  if ((await readControlFile(dataDir).catch(() => undefined))?.token === token) await unlink(controlFile(dataDir)).catch(() => undefined);
}

/** The same, synchronously, for a process exiting without closing. */
export function removeControlFileNow(dataDir: string, token: string): void {
  try {
    if ((JSON.parse(readFileSync(controlFile(dataDir), "utf8")) as Partial<ControlRecord>).token === token) unlinkSync(controlFile(dataDir));
  } catch {
    // Already gone.
  }
}
