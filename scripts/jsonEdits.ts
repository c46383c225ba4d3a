/** JSON edits made in a file's text, for the lint's broken copies and the author-edit runs. */
import { applyEdits, modify } from "jsonc-parser";
import { pointerSegments } from "./schema-lint/locate.ts";

/**
 * One change to a file of a copy of the form: a JSON-pointer edit (RFC 6902 add, replace, remove) made
 * in the text so the rest of the file keeps its lines (the lint's tests expect problems at the
 * lines of the file they break), a text substitution for mistakes JSON cannot hold (a repeated key, a stray
 * comma), a new file (JSON `value` or raw `text`), or a file deleted.
 */
export type Edit =
  | { file: string; op: "add" | "replace" | "remove"; pointer: string; value?: unknown }
  | { file: string; op: "text"; find: string; replace: string }
  | { file: string; op: "write"; text?: string; value?: unknown }
  | { file: string; op: "delete" };

const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };

export function applyEdit(text: string, edit: Exclude<Edit, { op: "delete" }>): string {
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
