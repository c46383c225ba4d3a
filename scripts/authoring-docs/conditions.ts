/**
 * The condition language: one row per operator with the target it takes, read from the
 * examples of each rule in page.schema.json, then each rule's own table.
 */
import { code, oneLine, table } from "./markdown.ts";
import { type Located, type MetaSchemas, type SchemaNode, at, propertiesOf, target, textOf, typeOf } from "./metaSchemas.ts";
import { propertyTable } from "./propertyTable.ts";
import type { Sources } from "./sources.ts";

/** What a target is, judged by an example: text, a number, a list, or none. */
function targetKind(example: Record<string, unknown>): string {
  if (!("target" in example)) return "none";
  if (Array.isArray(example.target)) return "a list";
  return typeof example.target === "number" ? "a number" : "text";
}

/** The operators of a rule (or its one combining property: all, any, not), each with an example of it. */
function operatorRows(meta: MetaSchemas, rule: Located): string[][] {
  const examples = (rule.node.examples as Record<string, unknown>[] | undefined) ?? [];
  const operator = (rule.node.properties as Record<string, SchemaNode>).operator;
  if (!operator) {
    return propertiesOf(rule).map(({ name, loc }) => [code(name), typeOf(meta, loc), examples[0] ? code(oneLine(examples[0])) : ""]);
  }
  return (operator.enum as string[]).map((op) => {
    const example = examples.find((e) => e.operator === op);
    if (!example) throw new Error(`page.schema.json: give ${String(rule.node.title)} an example of "${op}"; the operator table is read from the examples`);
    return [code(op), targetKind(example), code(oneLine(example))];
  });
}

export function conditionsSection({ meta }: Sources): string {
  const condition = at(meta, "page.schema.json", "/definitions/condition");
  const rules = (condition.node.oneOf as SchemaNode[]).map((ref) => target(meta, { file: condition.file, node: ref }) as Located);
  const sections = rules.map((rule) => [`### ${String(rule.node.title)}`, textOf(meta, rule) ?? "", propertyTable(meta, rule)].join("\n\n"));
  return [
    "## Conditions",
    `${String(condition.node.description)} A condition is the \`when\` of a \`conditional\`, of each group of a \`conditionalGroups\` and of a cross-field rule.`,
    table(["Operator", "Target", "Example"], rules.flatMap((rule) => operatorRows(meta, rule))),
    ...sections,
  ].join("\n\n");
}
