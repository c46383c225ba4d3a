import { code, table } from "./markdown.ts";
import { type Located, type MetaSchemas, defaultOf, isTableObject, propertiesOf, textOf, typeOf } from "./metaSchemas.ts";

/**
 * The table of an object's properties (property, type, required, default, description), followed
 * by a table for each object nested in it (a link, the items of a list), all from the meta-schema.
 */
export function propertyTable(meta: MetaSchemas, object: Located): string {
  const properties = propertiesOf(object);
  const rows = properties.map(({ name, loc, required }) => {
    const value = defaultOf(meta, loc);
    return [code(name), typeOf(meta, loc), required ? "yes" : "", value === undefined ? "" : code(JSON.stringify(value)), textOf(meta, loc) ?? ""];
  });
  const nested = properties.flatMap(({ name, loc }) => {
    if (isTableObject(loc)) return [{ title: `**${code(name)}**`, loc }];
    const items: Located = { file: loc.file, node: (loc.node.items ?? {}) as Located["node"] };
    return isTableObject(items) ? [{ title: `**Each item of ${code(name)}**`, loc: items }] : [];
  });
  const parts = [table(["Property", "Type", "Required", "Default", "Description"], rows)];
  for (const { title, loc } of nested) parts.push(`${title}: ${textOf(meta, loc) ?? ""}`.trim(), propertyTable(meta, loc));
  return parts.join("\n\n");
}
