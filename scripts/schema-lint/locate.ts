import { type Node, findNodeAtLocation } from "jsonc-parser";
import type { SchemaFile } from "./load.ts";
import type { Finding, Problem } from "./problem.ts";

/** The segments of a JSON pointer (RFC 6901), unescaped. */
export const pointerSegments = (pointer: string): string[] =>
  pointer === "" ? [] : pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));

/** A JSON pointer from its segments, escaped. */
export const pointerFrom = (segments: readonly (string | number)[]): string =>
  segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

/**
 * The node a pointer names in a parsed file, or the deepest node on its way when the rest does not
 * exist (a composite's fields have no JSON of their own; a missing property is reported on its object).
 * Segments are matched one by one because jsonc-parser wants numbers for array items and strings
 * for properties, and an object may well have a property named "1".
 */
export function nodeAt(root: Node, pointer: string): Node {
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    const next = findNodeAtLocation(node, [node.type === "array" ? Number(segment) : segment]);
    if (!next) break;
    node = next;
  }
  return node;
}

/** Line and column (from 1) of an offset in a text. */
export function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/** Where a finding points in its file: an exact offset, a property's name, or the value at its pointer. */
export function locate(root: Node | undefined, text: string, at: { pointer: string; name?: boolean; offset?: number }): { line: number; column: number } {
  if (at.offset !== undefined) return position(text, at.offset);
  if (!root) return { line: 1, column: 1 };
  const node = nodeAt(root, at.pointer);
  const property = at.name && node.parent?.type === "property" ? node.parent : undefined;
  return position(text, (property ?? node).offset);
}

/** Findings in `files` with their lines and columns (a file not among them is pointed at from its start). */
export function placeFindings(findings: readonly Finding[], files: readonly SchemaFile[]): Problem[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  return findings.map(({ file, pointer, message, name, offset }) => {
    const source = byPath.get(file);
    const at = source ? locate(source.tree, source.text, { pointer, name, offset }) : { line: 1, column: 1 };
    return { file, ...at, pointer, message };
  });
}
