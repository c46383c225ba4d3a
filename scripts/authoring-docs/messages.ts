import { code, link, table } from "./markdown.ts";
import { at, propertiesOf, refName, textOf } from "./metaSchemas.ts";
import { allKinds, kindHeading } from "./kinds.ts";
import type { Sources } from "./sources.ts";

/** Every rule's message: when it shows, its default wording in schema/rules.json, and which questions may word their own. */
export function messagesSection({ meta, definition }: Sources): string {
  const messages = at(meta, "rules.schema.json", "/properties/messages");
  const defaults = definition.rules.messages as unknown as Record<string, string>;
  const rows = propertiesOf(messages).map(({ name, loc }) => [code(name), textOf(meta, loc) ?? "", code(defaults[name] ?? "")]);

  // The kinds grouped by the set of messages they may word (their `messages` definition).
  const sets = new Map<string, string[]>();
  for (const kind of allKinds(meta)) {
    const own = propertiesOf(kind.loc).find((p) => p.name === "messages");
    const set = own && refName(own.loc);
    if (set) sets.set(set, [...(sets.get(set) ?? []), kind.name]);
  }
  const ownRows = [...sets].map(([set, kinds]) => {
    const rules = propertiesOf(at(meta, "page.schema.json", `/definitions/${set}`)).map((p) => code(p.name));
    return [kinds.map((k) => link(code(k), kindHeading(k))).join(", "), rules.join(", ")];
  });
  return `## Messages

${String(messages.node.description)} The defaults, in \`schema/rules.json#/messages\`:

${table(["Rule", "Shown for", "Default"], rows)}

A question words its own in \`messages\`, by rule:

${table(["Kinds", "May word"], ownRows)}

${String(at(meta, "page.schema.json", "/definitions/requiredMessages").node.description)}`;
}
