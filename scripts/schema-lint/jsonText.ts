import { type Node as JsonNode, getLocation, printParseErrorCode } from "jsonc-parser";
import type { SchemaFile } from "./load.ts";
import { pointerFrom } from "./locate.ts";
import type { Finding } from "./problem.ts";

/** jsonc-parser's error codes as a sentence an author can act on. */
const syntaxSentences: Record<string, string> = {
  InvalidSymbol: "this is not JSON (a missing quote?)",
  InvalidNumberFormat: "this number is not written as JSON writes numbers",
  PropertyNameExpected: "a property name in double quotes is expected here (a comma too many?)",
  ValueExpected: "a value is expected here (a comma too many?)",
  ColonExpected: "a colon is expected after the property name",
  CommaExpected: "a comma is expected here",
  CloseBraceExpected: "a closing } is expected here",
  CloseBracketExpected: "a closing ] is expected here",
  EndOfFileExpected: "the file should end here",
  InvalidCommentToken: "JSON allows no comments",
  UnexpectedEndOfComment: "JSON allows no comments",
  UnexpectedEndOfString: "this text has no closing double quote",
  UnexpectedEndOfNumber: "this number ends too early",
  InvalidUnicode: "this \\u escape is not valid",
  InvalidEscapeCharacter: "this \\ escape is not valid",
  InvalidCharacter: "this character must be escaped inside a text",
};

/**
 * Whether the file can be read as strict JSON; the rest of the checks need its value. Only the
 * first error is told: the parser's later ones are mostly the same mistake seen again.
 */
export function syntaxErrors(file: SchemaFile): Finding[] {
  return file.syntax.slice(0, 1).map((e) => {
    const code = printParseErrorCode(e.error);
    // getLocation ends the path with "" where a property name is expected; the pointer is of the object.
    const path = getLocation(file.text, e.offset).path.filter((s, i, all) => !(s === "" && i === all.length - 1));
    return { file: file.path, pointer: pointerFrom(path), offset: e.offset, message: `not valid JSON: ${syntaxSentences[code] ?? code}` };
  });
}

/**
 * Properties written twice in one object: JSON.parse (and so the application) silently keeps the
 * last one, so a copied line quietly replaces the value above it.
 */
export function repeatedKeys(file: SchemaFile): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: JsonNode, path: (string | number)[]): void => {
    if (node.type === "array") node.children?.forEach((child, i) => visit(child, [...path, i]));
    if (node.type !== "object") return;
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const [name, value] = property.children ?? [];
      if (!name || typeof name.value !== "string") continue;
      if (seen.has(name.value)) {
        findings.push({ file: file.path, pointer: pointerFrom([...path, name.value]), offset: name.offset, message: `key "${name.value}" appears twice in this object` });
      }
      seen.add(name.value);
      if (value) visit(value, [...path, name.value]);
    }
  };
  if (file.tree) visit(file.tree, []);
  return findings;
}
