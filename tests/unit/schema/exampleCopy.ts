import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Edit, applyEdit } from "../../../scripts/jsonEdits.ts";

/** A copy of examples/scholarship with the edits made, removed by `cleanUpExamples`: a small whole form, its own meta-schemas beside it. */
export async function exampleCopy(edits: readonly Edit[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "example-form-"));
  await cp("examples/scholarship", dir, { recursive: true });
  for (const edit of edits) {
    const file = join(dir, edit.file);
    if (edit.op === "delete") await rm(file);
    else await writeFile(file, applyEdit(edit.op === "write" ? "" : await readFile(file, "utf8"), edit));
  }
  copies.push(dir);
  return dir;
}

const copies: string[] = [];
export const cleanUpExamples = (): Promise<unknown> => Promise.all(copies.splice(0).map((d) => rm(d, { recursive: true, force: true })));
