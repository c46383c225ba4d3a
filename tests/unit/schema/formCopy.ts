import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type Edit, applyEdit } from "../../../scripts/jsonEdits.ts";

export type { Edit };

const copies: string[] = [];

/**
 * A form folder in a new temporary directory: `fill` puts the files there, then each edit is made
 * as an author would make it (scripts/jsonEdits.ts). Removed by `cleanUp`.
 */
export async function copyWithEdits(fill: (dir: string) => Promise<void>, edits: readonly Edit[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "form-copy-"));
  copies.push(dir);
  await fill(dir);
  for (const edit of edits) {
    const file = join(dir, edit.file);
    if (edit.op === "delete") await rm(file);
    else if (edit.op === "write") await mkdir(dirname(file), { recursive: true }).then(() => writeFile(file, applyEdit("", edit)));
    else await writeFile(file, applyEdit(await readFile(file, "utf8"), edit));
  }
  return dir;
}

/** Removes every copy made so far. */
export const cleanUp = (): Promise<unknown> => Promise.all(copies.splice(0).map((d) => rm(d, { recursive: true, force: true })));
