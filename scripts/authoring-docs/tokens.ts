import { compileForm, keptInBrowserTokenList, placeholders } from "../../engine/index.ts";
import { code, table } from "./markdown.ts";
import { at, textOf } from "./metaSchemas.ts";
import type { Sources } from "./sources.ts";

/** The {tokens} texts may use: the partner settings as the engine flattens them, with their meaning, and those of the footer's dialogs. */
export function tokensSection({ meta, definition }: Sources): string {
  // Only the names a placeholder can spell: partner.json's "$schema" is no token.
  const tokens = Object.entries(compileForm(definition).vars).filter(([name]) => placeholders(`{${name}}`)[0] === name);
  const rows = tokens.map(([name, value]) => {
    const pointer = name.split(".").map((segment) => `/properties/${segment}`).join("");
    return [code(`{${name}}`), value, textOf(meta, at(meta, "partner.schema.json", pointer)) ?? ""];
  });
  return `## Tokens

${String(at(meta, "page.schema.json", "/definitions/localizedText").node.description)}

${String(at(meta, "partner.schema.json", "").node.description)} The values of \`schema/partner.json\`:

${table(["Token", "Value", "What it is"], rows)}

${String(at(meta, "footer.schema.json", "").node.description)} The values of what the app keeps in the browser, from \`engine/keptInBrowser.ts\`:

${table(["Token", "Value", "What it is"], keptInBrowserTokenList.map(({ name, value, description }) => [code(`{${name}}`), value, description]))}`;
}
