/**
 * LibreOffice's throwaway folders (soffice-convert-*, soffice-version-*): each holds a student's
 * document while it converts, so none may outlive its conversion. They are removed
 *
 * - when the conversion ends, however it ends (the runner's `finally`);
 * - when the process exits while one is open (process.exit after a failed or overlong shutdown,
 *   an uncaught error): an exit handler kills the process group started in it and removes it;
 * - when the process was killed (SIGKILL, the machine's OOM killer), which runs no code of ours: by
 *   the next worker started on the machine, which sweeps the folders whose owner is gone. Each
 *   folder names its owner (owner.json: boot, pid and start time, processIdentity.ts) and the
 *   process group converting in it, so the sweep takes only folders no live process owns, and
 *   ends the LibreOffice a killed worker left running.
 */
import { rmSync, writeFileSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ownerOnlyFileMode } from "../../ownerOnly.ts";
import { type ProcessIdentity, commandLineOf, isRunning, ownIdentity } from "./processIdentity.ts";

/** The prefixes of the folders this app makes; the sweep looks at nothing else. */
export const workFolderPrefixes = ["soffice-convert-", "soffice-version-"] as const;
type Prefix = (typeof workFolderPrefixes)[number];

export interface Owner {
  owner: ProcessIdentity;
  /** When the folder was made (ms since the epoch). */
  createdAt: number;
  /** The process group converting in it, while one runs. */
  group?: number;
}

export const ownerFile = "owner.json";

/** The folders this process has open, with the group running in each: what the exit handler cleans. */
const open = new Map<string, { group?: number }>();
let exitHandler = false;

function killGroup(group: number): void {
  try {
    process.kill(-group, "SIGKILL");
  } catch {
    // The group has already ended.
  }
}

/** On exit only synchronous work runs: kill each group, remove each folder. */
function cleanUpOnExit(): void {
  for (const [path, { group }] of open) {
    if (group !== undefined) killGroup(group);
    rmSync(path, { recursive: true, force: true });
  }
  open.clear();
}

export interface WorkFolder {
  readonly path: string;
  /** Records the process group started in the folder (synchronously, so a kill a moment later still finds it). */
  started(group: number): void;
  /** The group has ended. */
  ended(): void;
  remove(): Promise<void>;
}

/** A new folder under `root`, owned by this process until it is removed. */
export async function makeWorkFolder(root: string, prefix: Prefix): Promise<WorkFolder> {
  if (!exitHandler) {
    process.on("exit", cleanUpOnExit);
    exitHandler = true;
  }
  const path = await mkdtemp(join(root, prefix));
  const owner: Owner = { owner: ownIdentity(), createdAt: Date.now() };
  open.set(path, {});
  await writeFile(join(path, ownerFile), JSON.stringify(owner), { mode: ownerOnlyFileMode });
  return {
    path,
    started(group) {
      open.set(path, { group });
      writeFileSync(join(path, ownerFile), JSON.stringify({ ...owner, group }), { mode: ownerOnlyFileMode });
    },
    ended() {
      open.set(path, {});
    },
    async remove() {
      await rm(path, { recursive: true, force: true });
      open.delete(path);
    },
  };
}

export interface SweepOptions {
  /**
   * How old a folder must be to go even though its owner seems to run (or it names none): far
   * longer than any conversion keeps its folder (its budget is 60 s), so nothing at work is taken.
   */
  staleAfterMs?: number;
}

const ownerOf = async (path: string): Promise<Owner | null> =>
  readFile(join(path, ownerFile), "utf8").then(
    (text) => JSON.parse(text) as Owner,
    () => null,
  );

/**
 * Removes the folders under `root` that a process that is gone left behind, and ends the process
 * group it left converting in one (only when that group's command line still names the folder, so
 * a group id the system has reused is never touched). Returns how many folders it removed.
 */
export async function sweepWorkFolders(root: string, { staleAfterMs = 10 * 60_000 }: SweepOptions = {}): Promise<number> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory() || !workFolderPrefixes.some((prefix) => entry.name.startsWith(prefix))) continue;
    const path = join(root, entry.name);
    const owner = await ownerOf(path);
    const madeAt = owner?.createdAt ?? (await stat(path).catch(() => null))?.mtimeMs;
    if (madeAt === undefined || open.has(path)) continue;
    const fresh = Date.now() - madeAt < staleAfterMs;
    // A folder without an owner file is one being made this instant, or one from before owners were written.
    if (fresh && (owner === null || isRunning(owner.owner))) continue;
    if (owner?.group !== undefined && commandLineOf(owner.group)?.includes(path)) killGroup(owner.group);
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

