/**
 * A node kind's properties as the meta-schema (schema/meta/page.schema.json) describes them, for
 * Storybook: the controls of each kind's stories (argTypes) and the table of its docs page. Read
 * with the same functions as docs/authoring.md (scripts/authoring-docs/metaSchemas.ts), so a
 * property added to the format shows up in Controls and on the docs page without touching a story.
 */
import type { ArgTypes, InputType } from "storybook/internal/types";
import type { Node } from "../../engine/index.ts";
import pageSchema from "../../schema/generated/form/meta/page.schema.ts";
import { allKinds } from "../../scripts/authoring-docs/kinds.ts";
import { type Located, type MetaSchemas, type SchemaNode, defaultOf, isTableObject, propertiesOf, target, textOf, typeOf } from "../../scripts/authoring-docs/metaSchemas.ts";

/** A node's kind: "text", "select", "section", ... */
export type KindName = Node["kind"];

/** The meta-schemas the page format refers to (page.schema.json refers only to itself). */
const meta: MetaSchemas = new Map([["page.schema.json", pageSchema as SchemaNode]]);

/** One property of a kind, as its docs page lists it and its control edits it. */
export interface SchemaProperty {
  readonly name: string;
  /** The type in a few words, markdown: "text", "integer, 1 to 7000", `"row"` or `"column"`. */
  readonly type: string;
  readonly required: boolean;
  /** The default the meta-schema states, if any. */
  readonly default: unknown;
  /** What an editor shows on hover, markdown. */
  readonly description: string;
  /** The schema node itself, its `$ref`s followed (enum, type, bounds). */
  readonly schema: SchemaNode;
  /** Where the property stands, for the tables of objects nested in it. */
  readonly loc: Located;
}

/** The arg names a story keeps for itself; a node property of that name would clash with them. */
export const storyArgNames = ["state", "initial", "services"] as const;

/** The kinds of the format, in the order of the meta-schema's `node` definition. */
export function kindNames(): KindName[] {
  return allKinds(meta).map((k) => k.name as KindName);
}

/** A kind's definition in the meta-schema (TextQuestion for "text"). */
export function kindDefinition(kind: string): Located {
  const found = allKinds(meta).find((k) => k.name === kind);
  if (!found) throw new Error(`schema/meta/page.schema.json defines no kind "${kind}"`);
  return found.loc;
}

/** A kind's description: the meta-schema's text for its definition, markdown. */
export function kindDescription(kind: string): string {
  return textOf(meta, kindDefinition(kind)) ?? "";
}

/** The node itself behind any `$ref`s, with the referring node's own keys over it (a default, a description). */
function resolved(loc: Located): SchemaNode {
  const to = target(meta, loc);
  if (!to) return loc.node;
  const own = Object.fromEntries(Object.entries(loc.node).filter(([k]) => k !== "$ref"));
  return { ...resolved(to), ...own };
}

/** An object's properties as a table shows them (a kind's definition, or an object nested in one). */
export function objectProperties(object: Located): SchemaProperty[] {
  return propertiesOf(object).map(({ name, loc, required }) => ({
    name,
    type: typeOf(meta, loc),
    required,
    default: defaultOf(meta, loc),
    description: textOf(meta, loc) ?? "",
    schema: resolved(loc),
    loc,
  }));
}

/** A kind's properties, `kind` first, in the meta-schema's order. */
export function kindProperties(kind: string): SchemaProperty[] {
  return objectProperties(kindDefinition(kind));
}

/** The objects nested in a property (a link, the items of a list), each with a table of its own. */
export function nestedObjects(property: SchemaProperty): { title: string; loc: Located }[] {
  const { loc } = property;
  if (isTableObject(loc)) return [{ title: property.name, loc }];
  const items: Located = { file: loc.file, node: (loc.node.items ?? {}) as SchemaNode };
  return isTableObject(items) ? [{ title: `each item of ${property.name}`, loc: items }] : [];
}

/** Markdown as plain text: code spans and links (anchors of docs/authoring.md) reduced to their text. */
export const plain = (markdown: string): string =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/``\s?(.*?)\s?``|`([^`]*)`/g, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? "")
    .replace(/\*\*([^*]*)\*\*/g, "$1");

/**
 * The meta-schema's text as Storybook's markdown should read it: links to docs/authoring.md's
 * headings become their text (those anchors are not on a Storybook page), and an underscore outside
 * code (parent_2_first_name, {key}_desc) stays an underscore rather than starting emphasis: the
 * meta-schemas emphasise with asterisks only.
 */
export const docsMarkdown = (markdown: string): string =>
  markdown
    .replace(/\[([^\]]*)\]\(#[^)]*\)/g, "$1")
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/_/g, "\\_")))
    .join("");

const types = (schema: SchemaNode): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === "string" ? [schema.type] : []);

/** The control that edits a property: enums a select, booleans a switch, numbers a number, text a text field, the rest JSON. */
export function controlOf(schema: SchemaNode): { control: InputType["control"]; options?: readonly unknown[] } {
  if (Array.isArray(schema.enum)) return { control: { type: "select" }, options: schema.enum };
  if (Array.isArray(schema.oneOf) && (schema.oneOf as SchemaNode[]).every((s) => types(s).includes("string") && types(s).length === 1)) return { control: { type: "text" } };
  // A text may also be a map of locales; a story's form has one locale, so its texts are strings.
  if (schema.title === "LocalizedText") return { control: { type: "text" } };
  const [type, ...others] = types(schema);
  if (others.length > 0 || type === undefined) return { control: { type: "object" } };
  switch (type) {
    case "boolean":
      return { control: { type: "boolean" } };
    case "integer":
    case "number": {
      const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
      return { control: { type: "number", ...(minimum === undefined ? {} : { min: minimum }), ...(maximum === undefined ? {} : { max: maximum }), ...(type === "integer" ? { step: 1 } : {}) } };
    }
    case "string":
      return { control: { type: "text" } };
    default:
      return { control: { type: "object" } };
  }
}

/**
 * The argTypes of a kind's stories: one control per property of its meta-schema definition
 * (`kind` itself excepted), under "node", with the property's description, type, default and
 * whether it is required.
 */
export function schemaArgTypes(kind: string): ArgTypes {
  const entries = kindProperties(kind)
    .filter((p) => p.name !== "kind")
    .map((p): [string, InputType] => {
      if ((storyArgNames as readonly string[]).includes(p.name)) {
        throw new Error(`the "${kind}" kind's property "${p.name}" clashes with a story arg of the same name (stories/support/schemaArgs.ts)`);
      }
      return [
        p.name,
        {
          name: p.name,
          description: docsMarkdown(p.description),
          type: { name: "other", value: plain(p.type), required: p.required },
          ...controlOf(p.schema),
          table: {
            category: "node",
            type: { summary: plain(p.type) },
            ...(p.default === undefined ? {} : { defaultValue: { summary: JSON.stringify(p.default) } }),
          },
        },
      ];
    });
  return Object.fromEntries(entries);
}

/** The node a story's args describe: the kind and every schema property the args hold (empty ones left out). */
export function nodeFromArgs(kind: string, args: object): Node {
  const node: Record<string, unknown> = { kind };
  for (const { name, required } of kindProperties(kind)) {
    const value = (args as Readonly<Record<string, unknown>>)[name];
    if (name === "kind" || value === undefined || value === null || (value === "" && !required)) continue;
    node[name] = value;
  }
  return node as unknown as Node;
}
