import { type Form, type Node, forEachNode, placeholders } from "../../engine/index.ts";
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";

function textsOf(node: Node): string[] {
  const texts: string[] = [];
  for (const field of ["label", "help", "text", "title", "heading", "itemLabel", "addLabel"] as const) {
    const v = (node as unknown as Record<string, unknown>)[field];
    if (typeof v === "string") texts.push(v);
  }
  if (node.kind === "content" && node.link) texts.push(node.link.label, node.link.href);
  if (node.kind === "checkboxGroup") texts.push(...node.items.map((i) => i.label));
  if (node.kind === "tabs") texts.push(...node.tabs.map((t) => t.label));
  return texts;
}

function messagesOf(value: unknown, pointer: string, out: { pointer: string; text: string }[]): void {
  if (typeof value === "string") out.push({ pointer, text: value });
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) messagesOf(v, `${pointer}/${k}`, out);
  }
}

/** {tokens} in texts and messages must be partner settings. */
export function checkReferences(schema: LoadedSchema, form: Form): Finding[] {
  const problems: Finding[] = [];
  const vars = new Set(Object.keys(form.vars));
  for (const pageFile of schema.pages) {
    const page = form.pages.find((p) => p.id === pageFile.json.id);
    if (!page) continue;
    forEachNode(page.children, (node, scope, pointer) => {
      const at = (message: string): void => void problems.push({ file: pageFile.path, pointer, message });
      for (const text of textsOf(node)) {
        for (const name of placeholders(text)) {
          if (!vars.has(name) && !(name === "n" && (scope.group || node.kind === "repeat"))) at(`unknown placeholder {${name}} in "${text}"`);
        }
      }
    }, undefined, "/children");
  }
  const messages: { pointer: string; text: string }[] = [];
  messagesOf(schema.rules.json, "", messages);
  const filled = new Set(["label", "maxLength", "year", "item", "n"]);
  for (const m of messages.filter((m) => m.pointer.startsWith("/messages") || m.pointer.endsWith("/message"))) {
    for (const name of placeholders(m.text)) {
      if (!vars.has(name) && !filled.has(name)) problems.push({ file: schema.rules.path, pointer: m.pointer, message: `unknown placeholder {${name}}` });
    }
  }
  return problems;
}
