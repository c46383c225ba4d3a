/**
 * What the authoring reference is generated from, read once: the meta-schemas, the form's own
 * files (partner tokens, default messages, option lists) and the editor settings.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { type CompiledDefinition, compileForm } from "../../engine/index.ts";
import { readDefinition } from "../schemaSource.ts";
import type { MetaSchemas, SchemaNode } from "./metaSchemas.ts";

/** One entry of VS Code's `json.schemas`: files matched, and the meta-schema they get. */
export interface SchemaAssociation {
  readonly fileMatch: readonly string[];
  readonly url: string;
}

export interface Sources {
  readonly meta: MetaSchemas;
  /** schema/ as the engine reads it, in its default locale: pages, option lists, partner settings, rules. */
  readonly definition: CompiledDefinition;
  readonly associations: readonly SchemaAssociation[];
}

/** The meta-schemas of a folder (schema/meta), by file name. */
export async function loadMetaSchemas(dir: string): Promise<MetaSchemas> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".schema.json")).sort();
  return new Map(await Promise.all(files.map(async (f) => [f, JSON.parse(await readFile(join(dir, f), "utf8")) as SchemaNode] as const)));
}

/** The `json.schemas` of .vscode/settings.json (a JSONC file: comments allowed). */
export async function readAssociations(root: string): Promise<SchemaAssociation[]> {
  const settings = parse(await readFile(join(root, ".vscode/settings.json"), "utf8")) as { "json.schemas"?: SchemaAssociation[] };
  return settings["json.schemas"] ?? [];
}

export async function loadSources(root: string): Promise<Sources> {
  const [meta, definition, associations] = await Promise.all([loadMetaSchemas(join(root, "schema/meta")), readDefinition(join(root, "schema")), readAssociations(root)]);
  return { meta, definition: compileForm(definition).definition, associations };
}
