/**
 * The shell's and the inputs' words are data (issue 30): every text a person reads in app/ and
 * renderer/ comes from the product's catalogues (engine/words) or the form's folder, so a language
 * is added by writing a catalogue, never by editing a component. Read from the code's syntax tree:
 * no JSX text with a word in it, and no written string in an attribute a person reads or hears.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const folders = ["app", "renderer"];

/** Attributes whose value is shown or spoken. */
const readAttributes = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "title", "label", "placeholder", "alt", "submitLabel"]);

const hasWord = (text: string): boolean => /\p{L}{2,}/u.test(text);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each written text a person would read in a file's code: the place and the text. */
function writtenTexts(name: string, code: string): string[] {
  const source = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) => found.push(`${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`);
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWord(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value)) && hasWord(value.getText())) at(node, value.getText());
    }
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent) && node.expression && (ts.isStringLiteral(node.expression) || ts.isTemplateExpression(node.expression)) && hasWord(node.expression.getText())) at(node, node.expression.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the words in app/ and renderer/ come from catalogues", () => {
  it.each(folders)("%s writes no text a person reads", (folder) => {
    expect(sourceFiles(folder).flatMap((file) => writtenTexts(relative(root, file), readFileSync(file, "utf8")))).toEqual([]);
  });

  it("finds a text written into a component, so it can fail", () => {
    const code = `const a = <p title="Delete file" aria-label={\`Remove \${label}\`}>No answer {"Cancel"} {words.ok}</p>;`;
    expect(writtenTexts("probe.tsx", code)).toEqual(['probe.tsx:1 "\\"Delete file\\""', 'probe.tsx:1 "`Remove ${label}`"', 'probe.tsx:1 "No answer"', 'probe.tsx:1 "\\"Cancel\\""']);
  });
});
