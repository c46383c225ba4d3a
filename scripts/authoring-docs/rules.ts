import { code, jsonBlock, oneLine, table } from "./markdown.ts";
import { at, textOf } from "./metaSchemas.ts";
import { propertyTable } from "./propertyTable.ts";
import type { Sources } from "./sources.ts";

/** Rules that tie several questions: their format, examples, and the rules schema/rules.json holds. */
export function rulesSection({ meta, definition }: Sources): string {
  const rules = at(meta, "rules.schema.json", "/properties/rules");
  const item = at(meta, "rules.schema.json", "/properties/rules/items");
  const examples = (item.node.examples as unknown[] | undefined) ?? [];
  const rows = definition.rules.rules.map((r) => [
    code(r.id),
    r.description ?? "",
    r.group ? code(r.group) : "",
    `${code(oneLine(r.when))} → ${code(r.require)}${r.minLength ? `, at least ${r.minLength} characters` : ""}`,
    r.message ?? "its required message",
  ]);
  return [
    "## Cross-field rules",
    String(rules.node.description),
    textOf(meta, item) ?? "",
    propertyTable(meta, item),
    `Example${examples.length > 1 ? "s" : ""}:`,
    ...examples.map(jsonBlock),
    "The rules in `schema/rules.json`:",
    table(["Rule", "Why", "Group", "When → required", "Message"], rows),
  ].join("\n\n");
}
