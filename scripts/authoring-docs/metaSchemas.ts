/**
 * The meta-schemas as the authoring reference reads them: nodes located in their file, so a
 * `$ref` resolves ("#/definitions/key" in its own file, "page.schema.json#/..." in another), and
 * what an editor shows for each: its text, its default and its type in a few words. No I/O here
 * (sources.ts reads the files), so Storybook's docs pages use the same reading in the browser.
 */
import { code, link } from "./markdown.ts";

/** One JSON Schema node of a meta-schema. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** A node and the meta-schema file it stands in. */
export interface Located {
  readonly file: string;
  readonly node: SchemaNode;
}

/** The meta-schemas by file name (page.schema.json, ...). */
export type MetaSchemas = ReadonlyMap<string, SchemaNode>;

/** The node at a JSON pointer of a meta-schema ("/definitions/repeat"). */
export function at(meta: MetaSchemas, file: string, pointer: string): Located {
  let node = meta.get(file);
  for (const segment of pointer.split("/").slice(1)) node = node?.[segment] as SchemaNode | undefined;
  if (!node) throw new Error(`${file}#${pointer} does not exist`);
  return { file, node };
}

/** What a `$ref` points to, one step. */
export function target(meta: MetaSchemas, { file, node }: Located): Located | undefined {
  if (typeof node.$ref !== "string") return undefined;
  const [other, pointer = ""] = node.$ref.split("#");
  return at(meta, other || file, pointer);
}

/** The definition name a `$ref` names ("key" for "#/definitions/key"). */
export const refName = ({ node }: Located): string | undefined => (typeof node.$ref === "string" ? node.$ref.split("/").pop() : undefined);

/** What an editor shows: the node's own markdownDescription or description, else its definition's. */
export function textOf(meta: MetaSchemas, loc: Located): string | undefined {
  const own = loc.node.markdownDescription ?? loc.node.description;
  if (typeof own === "string") return own;
  const to = target(meta, loc);
  return to ? textOf(meta, to) : undefined;
}

/** The node's default, or its definition's. */
export function defaultOf(meta: MetaSchemas, loc: Located): unknown {
  if ("default" in loc.node) return loc.node.default;
  const to = target(meta, loc);
  return to ? defaultOf(meta, to) : undefined;
}

/** The object's properties, in order, with whether each is required. */
export function propertiesOf({ file, node }: Located): { name: string; loc: Located; required: boolean }[] {
  const required = new Set((node.required as string[] | undefined) ?? []);
  return Object.entries((node.properties as Record<string, SchemaNode> | undefined) ?? {}).map(([name, p]) => ({ name, loc: { file, node: p }, required: required.has(name) }));
}

/** An object described by a table of its own: it has properties and is not a reference. */
export const isTableObject = ({ node }: Located): boolean => node.$ref === undefined && node.properties !== undefined;

/** Definitions named in a few words (and linked to the section that explains them) rather than by their JSON type. */
const namedTypes: Readonly<Record<string, string>> = {
  localizedText: link("text", "Tokens"),
  help: link("text", "Tokens"),
  key: "key",
  prefix: "key prefix",
  children: "nodes",
  condition: link("condition", "Conditions"),
  optionSource: link("options", "Options"),
  option: link("option", "Option"),
  requiredMessages: link("messages", "Messages"),
  textMessages: link("messages", "Messages"),
  dateMessages: link("messages", "Messages"),
};

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The type of a node in a few words: "text", "integer, 1 to 10", "list of keys", `"row"` or `"column"`. */
export function typeOf(meta: MetaSchemas, loc: Located): string {
  const { node } = loc;
  const name = refName(loc);
  if (name !== undefined) return namedTypes[name] ?? typeOf(meta, target(meta, loc) as Located);
  if ("const" in node) return code(JSON.stringify(node.const));
  if (Array.isArray(node.enum)) return node.enum.map((v) => code(JSON.stringify(v))).join(" or ");
  if (Array.isArray(node.oneOf)) return node.oneOf.map((n) => typeOf(meta, { file: loc.file, node: n as SchemaNode })).join(" or ");
  const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
  return types.map((t) => scalarType(meta, loc, t)).join(" or ");
}

function scalarType(meta: MetaSchemas, loc: Located, type: string): string {
  const { node } = loc;
  switch (type) {
    case "string":
      if (node.format === "email") return "e-mail address";
      if (node.format === "uri") return "URL";
      if (node.format === "regex") return "regular expression";
      return typeof node.pattern === "string" ? `text matching ${code(node.pattern)}` : "text";
    case "integer": {
      const { minimum: min, maximum: max } = node as { minimum?: number; maximum?: number };
      if (min !== undefined && max !== undefined) return `integer, ${min} to ${max}`;
      return min !== undefined ? `integer, at least ${min}` : "integer";
    }
    case "number":
      return "number";
    case "boolean":
      return "true or false";
    case "array": {
      const items: Located = { file: loc.file, node: node.items as SchemaNode };
      const each = isTableObject(items) ? `${typeof items.node.title === "string" ? items.node.title : "object"} (below)` : typeOf(meta, items);
      // "list of keys", but "list of text matching ..." and "list of Tabs (below)" stay as they are.
      const what = each.replace(/^(\w+)(?<!s)(?= \(below\)|$)/, "$1s");
      const min = typeof node.minItems === "number" ? `, at least ${plural(node.minItems, "item")}` : "";
      return `list of ${what}${min}`;
    }
    case "object":
      if (isTableObject(loc)) return "object (below)";
      return `map of values to ${typeOf(meta, { file: loc.file, node: node.additionalProperties as SchemaNode })}`;
    default:
      return type;
  }
}
