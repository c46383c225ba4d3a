import { resolveOptionLists } from "../../engine/index.ts";
import { code, table } from "./markdown.ts";
import { at, textOf } from "./metaSchemas.ts";
import { propertyTable } from "./propertyTable.ts";
import type { Sources } from "./sources.ts";

/** Option sources: a list in place, a range of years, or a shared list, with the shared lists there are. */
export function optionsSection({ meta, definition }: Sources): string {
  const page = (pointer: string) => at(meta, "page.schema.json", pointer);
  const [source, option, years] = [page("/definitions/optionSource"), page("/definitions/option"), page("/definitions/yearRange")];
  const list = at(meta, "option-list.schema.json", "");
  const resolved = resolveOptionLists(definition.optionLists);
  const lists = definition.optionLists.map((l) => [code(l.id), String(resolved.get(l.id)?.length ?? 0), l.description ?? ""]);
  return [
    "## Options",
    textOf(meta, source) ?? "",
    "### Option",
    textOf(meta, option) ?? "",
    propertyTable(meta, option),
    "### Year range",
    textOf(meta, years) ?? "",
    propertyTable(meta, years),
    "### Shared lists",
    textOf(meta, list) ?? "",
    propertyTable(meta, list),
    "The lists in `schema/options/`:",
    table(["List", "Options", "What it holds"], lists),
  ].join("\n\n");
}
