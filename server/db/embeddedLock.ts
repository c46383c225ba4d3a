/**
 * One process at a time opens the embedded database (PGlite in DATA_DIR/pglite): PGlite keeps
 * the database in the memory of the process that opened it and writes it back to the directory,
 * so a second process opening the same directory works on a copy that neither sees the other's
 * writes nor leaves them intact. The owner holds DATA_DIR/pglite.lock, a small JSON file with its
 * pid, its role (the server, a staff command, npm run worker) and its start time; any other
 * process that would open the directory is refused with a message naming the holder.
 *
 * The file appears whole or not at all (written beside it, then hard-linked into place, which
 * fails when it exists). A lock whose process has ended (a kill -9, a crash) is stale and taken
 * over: the pid no longer runs, or (on Linux) it runs a process started at another time than the
 * one recorded, the pid having been reused. Two processes taking over one stale lock at once are
 * kept apart by a second short-lived file.
 *
 * While the server holds the lock, staff commands reach the database through the server
 * (staff/control.ts), so they never need to open the directory themselves.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, unlinkSync } from "node:fs";
import { link, readFile, stat, unlink, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { ownerOnlyFileMode, ownerOnlyFolder } from "../ownerOnly.ts";

export const lockFileName = "pglite.lock";

/** Who opens the directory. */
export interface LockOwner {
  role: "server" | "staff command" | "worker";
  /** The staff command's name. */
  command?: string;
}

/** What the lock file says. */
export interface LockHolder extends LockOwner {
  pid: number;
  /** When the lock was taken (ISO 8601). */
  startedAt: string;
  /** The process's start time as the kernel counts it (Linux: field 22 of /proc/<pid>/stat), so a reused pid is not mistaken for the holder. */
  processStart?: string;
}

/** How long a process waits for a staff command holding the directory to finish: staff commands take seconds. */
export const staffCommandPatienceMs = 60_000;

/** Lock files this process holds: a lock naming this very pid that is not among them was left by an earlier process with the same pid. */
const heldHere = new Set<string>();

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The kernel's start time of a process, when the system says (Linux); undefined elsewhere or when it has ended. */
export function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces; field 3 follows ") ".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** Whether the process a file names (pid, and start time when recorded) is still running. */
export function isRunning(process_: { pid: number; processStart?: string | undefined }): boolean {
  const { pid } = process_;
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const start = process_.processStart === undefined ? undefined : processStartOf(pid);
  return start === undefined || start === process_.processStart;
}

/** DATA_DIR as a person reads it in a message: ./.data under the working directory, else the full path. */
export function shownDir(dataDir: string): string {
  const rel = relative(process.cwd(), dataDir);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? `./${rel}` : dataDir;
}

const describe = (holder: LockHolder): string =>
  holder.role === "server" ? "the server" : holder.role === "worker" ? "npm run worker" : holder.role === "staff command" ? `the staff command ${holder.command ?? ""}`.trim() : "another process";

/** The embedded database is held by another live process. */
export class EmbeddedDatabaseInUseError extends Error {
  readonly holder: LockHolder;

  constructor(dataDir: string, holder: LockHolder, asker: LockOwner) {
    const shown = shownDir(dataDir);
    const since = Number.isNaN(Date.parse(holder.startedAt)) ? "" : `, since ${holder.startedAt}`;
    const first = `The embedded database in ${shown} is in use by ${describe(holder)} (pid ${holder.pid}${since}).`;
    const next =
      holder.role === "staff command"
        ? `Staff commands take seconds; it did not finish within ${staffCommandPatienceMs / 1000} s. Wait for it to end (or end pid ${holder.pid}), then try again.`
        : asker.role === "staff command"
          ? `Stop it, or run the command while it runs: the command goes through the server once the server has started and written ${join(shown, "control.json")}, which it had not within ${staffCommandPatienceMs / 1000} s.`
          : asker.role === "worker"
            ? "npm run worker needs DATABASE_URL; on the embedded database the server's own workers (DOCUMENT_WORKERS) convert documents."
            : "Stop it before starting another: one process at a time opens the embedded database, and staff commands run through the server while it runs (npm run -s cli -- <command>). Several servers need a PostgreSQL server (DATABASE_URL).";
    super(`${first} ${next}`);
    this.name = "EmbeddedDatabaseInUseError";
    this.holder = holder;
  }
}

/** Creates `file` with `text` unless it exists, all at once: written beside it, then linked into place. */
async function createWhole(file: string, text: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await writeFile(temporary, text, { mode: ownerOnlyFileMode });
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // A file system without hard links: exclusive creation, which a reader may catch half-written (read as stale at worst, then re-checked).
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw error;
    return writeFile(file, text, { mode: ownerOnlyFileMode, flag: "wx" }).then(
      () => true,
      (e: NodeJS.ErrnoException) => {
        if (e.code === "EEXIST") return false;
        throw e;
      },
    );
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/** The file's text, or undefined when there is none. */
const readText = (file: string): Promise<string | undefined> =>
  readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });

/** A lock file's holder; one that cannot be read names no process (pid 0), so it counts as stale. */
function parseHolder(text: string): LockHolder {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return { pid: Number(value.pid), role: value.role ?? "server", startedAt: String(value.startedAt ?? ""), ...(value.command ? { command: value.command } : {}), ...(value.processStart ? { processStart: value.processStart } : {}) };
  } catch {
    return { pid: 0, role: "server", startedAt: "" };
  }
}

function holderRuns(file: string, holder: LockHolder): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  return isRunning(holder);
}

/** Removes a stale lock file, unless another process replaced it meanwhile. */
async function removeStale(file: string, staleText: string): Promise<void> {
  const guard = `${file}.takeover`;
  if (!(await createWhole(guard, JSON.stringify({ pid: process.pid, processStart: processStartOf(process.pid) })))) {
    // Another process is taking it over; a guard left by one that died, or that is old, goes.
    const text = await readText(guard);
    const age = await stat(guard).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (text !== undefined && (!isRunning(parseHolder(text)) || age > 10_000)) await unlink(guard).catch(() => undefined);
    else await pause(50);
    return;
  }
  try {
    if ((await readText(file)) === staleText) await unlink(file).catch(() => undefined);
  } finally {
    await unlink(guard).catch(() => undefined);
  }
}

export interface EmbeddedLock {
  /** Removes the lock file if it is still this process's. */
  release(): Promise<void>;
}

/**
 * Takes DATA_DIR's lock for `owner`, waiting up to `staffCommandPatienceMs` while a staff command
 * holds it (`onWait` is told once); throws EmbeddedDatabaseInUseError when another process holds
 * it. A stale lock is taken over.
 */
export async function lockEmbeddedDatabase(dataDir: string, owner: LockOwner, onWait: (holder: LockHolder) => void = () => undefined): Promise<EmbeddedLock> {
  await ownerOnlyFolder(dataDir);
  const file = join(dataDir, lockFileName);
  const mine: LockHolder = { pid: process.pid, ...owner, startedAt: new Date().toISOString() };
  const start = processStartOf(process.pid);
  const text = `${JSON.stringify(start === undefined ? mine : { ...mine, processStart: start })}\n`;
  const deadline = Date.now() + staffCommandPatienceMs;
  let told = false;
  for (;;) {
    if (await createWhole(file, text)) break;
    const found = await readText(file);
    if (found === undefined) continue;
    const holder = parseHolder(found);
    if (!holderRuns(file, holder)) {
      await removeStale(file, found);
      continue;
    }
    if (holder.role !== "staff command" || Date.now() > deadline) throw new EmbeddedDatabaseInUseError(dataDir, holder, owner);
    if (!told) onWait(holder);
    told = true;
    await pause(200);
  }
  heldHere.add(file);
  // A process that exits without closing (process.exit) leaves no lock behind; kill -9 does, and it is stale.
  const onExit = (): void => {
    try {
      if (readFileSync(file, "utf8") === text) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.once("exit", onExit);
  return {
    async release() {
      process.removeListener("exit", onExit);
      heldHere.delete(file);
      if ((await readText(file)) === text) await unlink(file).catch(() => undefined);
    },
  };
}
