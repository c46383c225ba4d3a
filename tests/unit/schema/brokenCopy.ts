import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Edit, applyEdit } from "../../../scripts/jsonEdits.ts";

export type { Edit };

/** The form's files frozen for these tests (see its README), beside the format's files from schema/. */
const frozen = "tests/fixtures/lint-schema";
// The console's words (office.json) are the product's, not the form's: the current file, as the format's.
const format = ["meta", "account", "document.schema.json", "office.json", "theme.json", "logo.svg"];

/** A copy of the frozen form with the edits made, removed by `cleanUp`. */
export async function brokenCopy(edits: readonly Edit[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "schema-"));
  await cp(frozen, dir, { recursive: true, filter: (source) => !source.endsWith("README.md") });
  for (const part of format) await cp(join("schema", part), join(dir, part), { recursive: true });
  for (const edit of edits) {
    const file = join(dir, edit.file);
    if (edit.op === "delete") await rm(file);
    else await writeFile(file, applyEdit(edit.op === "write" ? "" : await readFile(file, "utf8"), edit));
  }
  copies.push(dir);
  return dir;
}

/**
 * A copy of the frozen form as it is, for tests that do what a document tells an author to do:
 * an author who has already done it in schema/ must not see the test collide with their edit.
 */
export const frozenCopy = (): Promise<string> => brokenCopy([]);

const copies: string[] = [];
export const cleanUp = (): Promise<unknown> => Promise.all(copies.splice(0).map((d) => rm(d, { recursive: true, force: true })));
