/**
 * What the server writes (the embedded database, the outbox's mails with their codes and links,
 * documents, the generated secret, LibreOffice's work folders) is readable by the account that
 * runs it alone: folders 0700, files 0600.
 *
 * Three layers, because each alone leaves a gap: the process's umask covers what libraries and
 * child processes create (LibreOffice, Chromium); explicit modes where the server creates a file
 * or folder hold when it runs inside another process with a looser umask; and the folders it
 * keeps its data in are tightened when it starts, so a DATA_DIR made by an older version or by
 * hand, or files PGlite chmods to 0666 itself (db/pglite.ts), are closed too.
 */
import { chmod, lstat, mkdir, readdir, stat } from "node:fs/promises";
import { join } from "node:path";

export const ownerOnlyFolderMode = 0o700;
export const ownerOnlyFileMode = 0o600;

/** Bits that let the group or others read, write or enter. */
const othersBits = 0o077;

/** Makes every file and folder this process creates from now on owner-only (each entry point calls this first). */
export function createOwnerOnly(): void {
  process.umask(othersBits);
}

/** The mode without the group's and others' bits. */
const closed = (mode: number): number => mode & 0o7777 & ~othersBits;

/**
 * Makes `path` (and any missing parents) owner-only, or tightens it when it exists and others may
 * enter it. A folder another account owns cannot be tightened: the server then refuses to start
 * rather than keep students' data in it.
 */
export async function ownerOnlyFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: ownerOnlyFolderMode });
  const { mode } = await stat(path);
  if ((mode & othersBits) === 0) return;
  await chmod(path, closed(mode)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EPERM") throw error;
    const shown = (mode & 0o777).toString(8);
    throw new Error(`${path} is open to other users (mode ${shown}) and belongs to another account, so the server cannot close it. Give it to the account that runs the server (chown), or close it (chmod 700).`, { cause: error });
  });
}

/** Takes the group's and others' bits off every folder and file under `root`, itself included. */
export async function tightenTree(root: string): Promise<void> {
  const names = await readdir(root, { recursive: true });
  for (const path of [root, ...names.map((name) => join(root, name))]) {
    // Removed since the folder was read: nothing to tighten.
    const info = await lstat(path).catch(() => null);
    if (info && !info.isSymbolicLink() && (info.mode & othersBits) !== 0) await chmod(path, closed(info.mode));
  }
}
