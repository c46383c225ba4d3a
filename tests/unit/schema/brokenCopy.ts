import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyEdits, modify } from "jsonc-parser";
import { pointerSegments } from "../../../scripts/schema-lint/locate.ts";

/**
 * One change to a copy of the frozen form: a JSON-pointer edit (RFC 6902 add, replace, remove) made
 * in the text so the rest of the file keeps its lines (and the lines a test expects are those of
 * the frozen file), a text substitution for mistakes JSON cannot hold (a repeated key, a stray
 * comma), a new file (JSON `value` or raw `text`), or a file deleted.
 */
export type Edit =
  | { file: string; op: "add" | "replace" | "remove"; pointer: string; value?: unknown }
  | { file: string; op: "text"; find: string; replace: string }
  | { file: string; op: "write"; text?: string; value?: unknown }
  | { file: string; op: "delete" };

const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };

function applyEdit(text: string, edit: Exclude<Edit, { op: "delete" }>): string {
  if (edit.op === "write") return edit.text ?? `${JSON.stringify(edit.value, null, 2)}\n`;
  if (edit.op === "text") {
    if (!text.includes(edit.find)) throw new Error(`${edit.file} has no ${JSON.stringify(edit.find)}`);
    return text.replace(edit.find, edit.replace);
  }
  // jsonc-parser wants numbers for array items and strings for properties; "-" appends (-1).
  const segments = pointerSegments(edit.pointer);
  let value: unknown = JSON.parse(text);
  const path = segments.map((s) => {
    const inArray = Array.isArray(value);
    value = inArray ? (value as unknown[])[Number(s)] : (value as Record<string, unknown> | undefined)?.[s];
    return inArray ? (s === "-" ? -1 : Number(s)) : s;
  });
  const insert = edit.op === "add" && typeof path.at(-1) === "number";
  return applyEdits(text, modify(text, path, edit.op === "remove" ? undefined : edit.value, { ...formatting, isArrayInsertion: insert }));
}

/** The form's files frozen for these tests (see its README), beside the format's files from schema/. */
const frozen = "tests/fixtures/lint-schema";
const format = ["meta", "account", "document.schema.json"];

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

const copies: string[] = [];
export const cleanUp = (): Promise<unknown> => Promise.all(copies.splice(0).map((d) => rm(d, { recursive: true, force: true })));
