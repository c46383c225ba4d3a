/**
 * The CLI's side of a command's output (command.ts `Output`): its data to standard output or to
 * the file the arguments name, its files under the folder they name, all owner-only (the export
 * holds every student's answers). The file is opened at the first write, so a command that
 * refuses its arguments leaves no empty file behind.
 */
import { chmod, type FileHandle, mkdir, open, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, normalize, sep } from "node:path";
import { ownerOnlyFileMode, ownerOnlyFolder, ownerOnlyFolderMode } from "../ownerOnly.ts";
import type { Output, OutputPlaces } from "./command.ts";

const toStdout = (chunk: string): Promise<void> =>
  new Promise((resolve, reject) => {
    if (process.stdout.write(chunk)) resolve();
    else {
      process.stdout.once("drain", resolve);
      process.stdout.once("error", reject);
    }
  });

/** A path the command gave for its folder, refused when it would lead out of it. */
export function insideFolder(dir: string, path: string): string {
  const relative = normalize(path);
  if (path === "" || isAbsolute(path) || relative === ".." || relative.startsWith(`..${sep}`)) throw new Error(`${JSON.stringify(path)} is not a file inside ${dir}`);
  return join(dir, relative);
}

export interface LocalOutput extends Output {
  /** Closes the data file, if one was opened. */
  close(): Promise<void>;
}

export function localOutput({ file, dir }: OutputPlaces): LocalOutput {
  let handle: Promise<FileHandle> | undefined;
  const opened = async (path: string): Promise<FileHandle> => {
    if (dir) await ownerOnlyFolder(dir);
    const made = await open(path, "w", ownerOnlyFileMode);
    // A file that was there keeps its mode through "w": close it to others too.
    await chmod(path, ownerOnlyFileMode);
    return made;
  };
  return {
    async write(chunk) {
      if (!file) return toStdout(chunk);
      handle ??= opened(file);
      await (await handle).write(chunk);
    },
    async file(path, bytes) {
      if (!dir) throw new Error("this command has no output folder");
      const target = insideFolder(dir, path);
      await ownerOnlyFolder(dir);
      await mkdir(dirname(target), { recursive: true, mode: ownerOnlyFolderMode });
      await writeFile(target, bytes, { mode: ownerOnlyFileMode });
      await chmod(target, ownerOnlyFileMode);
    },
    async close() {
      await (await handle)?.close();
    },
  };
}
