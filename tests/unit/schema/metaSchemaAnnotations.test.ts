import { readFile } from "node:fs/promises";
import { dirname, join, matchesGlob } from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { yearOptions } from "../../../engine/index.ts";
import { defaultMaxLength } from "../../../engine/model/kindRules.ts";
import { type MetaSchemas, type SchemaNode, at, textOf } from "../../../scripts/authoring-docs/metaSchemas.ts";
import { loadMetaSchemas, readAssociations } from "../../../scripts/authoring-docs/sources.ts";
import { jsonFiles } from "../../../scripts/schemaSource.ts";

// The meta-schemas' descriptions, examples and defaults are what an author sees in the editor and
// in docs/authoring.md: they must show where they stand, be valid, and agree with the engine.
const meta = await loadMetaSchemas("schema/meta");

interface Visited {
  file: string;
  pointer: string;
  node: SchemaNode;
  /** Whether the node is a property of an object (its name in a `properties` map). */
  property: boolean;
}

/** Every schema node of the meta-schemas, examples left out (they are data, not schemas). */
function allNodes(schemas: MetaSchemas): Visited[] {
  const out: Visited[] = [];
  const visit = (file: string, node: unknown, pointer: string, property: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(file, n, `${pointer}/${i}`, false));
    if (!node || typeof node !== "object") return;
    out.push({ file, pointer, node: node as SchemaNode, property });
    for (const [k, v] of Object.entries(node)) {
      if (k === "examples" || k === "default" || k === "enum" || k === "const" || k === "required") continue;
      if (k === "properties" || k === "definitions") for (const [name, n] of Object.entries(v as object)) visit(file, n, `${pointer}/${k}/${name}`, k === "properties");
      else visit(file, v, `${pointer}/${k}`, false);
    }
  };
  for (const [file, schema] of schemas) visit(file, schema, "", false);
  return out;
}

/**
 * The node as VS Code's JSON language service resolves it: the `$ref` target's keys are copied
 * over the node's own (vscode-json-languageservice, jsonSchemaService's mergeRef; microsoft/vscode#202145),
 * so a property's own description survives only where its definition has none.
 */
function vsCodeView(file: string, node: SchemaNode): SchemaNode {
  let view: Record<string, unknown> = { ...node };
  let from = file;
  const seen = new Set<string>();
  while (typeof view.$ref === "string" && !seen.has(view.$ref)) {
    const [other, pointer = ""] = view.$ref.split("#");
    seen.add(view.$ref);
    from = other || from;
    const own = Object.entries(view).filter(([k]) => k !== "$ref");
    const section = Object.entries(at(meta, from, pointer).node).filter(([k]) => k !== "$id" && k !== "id");
    view = Object.fromEntries([...own, ...section]);
  }
  return view;
}

/** What hover and completion show: markdownDescription before description. */
const shown = (node: SchemaNode): unknown => node.markdownDescription ?? node.description;

describe("the meta-schemas' annotations", () => {
  const nodes = allNodes(meta);

  it("show in VS Code where they are written: a definition a property refers to does not cover its own", () => {
    const hidden = nodes
      .filter(({ node }) => typeof node.$ref === "string")
      .flatMap(({ file, pointer, node }) => {
        const view = vsCodeView(file, node);
        const lost = [];
        if (shown(node) !== undefined && shown(view) !== shown(node)) lost.push("its description, covered by the definition's (beside a $ref, write markdownDescription where the definition has none)");
        for (const key of ["examples", "default"]) if (key in node && view[key] !== node[key]) lost.push(key);
        return lost.map((what) => `${file}#${pointer}: ${what}`);
      });
    expect(hidden).toEqual([]);
  });

  it("describe every property of every kind, condition, option list, partner setting and rule", () => {
    const undescribed = nodes
      .filter(({ property }) => property)
      .filter(({ file, node }) => textOf(meta, { file, node }) === undefined)
      .map(({ file, pointer }) => `${file}#${pointer}`);
    expect(undescribed).toEqual([]);
  });

  it("give every kind a description and an example", () => {
    const kinds = (at(meta, "page.schema.json", "/definitions/node/oneOf").node as unknown as { $ref: string }[]).map((r) => r.$ref.split("/").pop()!);
    const lacking = kinds.filter((k) => {
      const { node } = at(meta, "page.schema.json", `/definitions/${k}`);
      return typeof node.description !== "string" || !Array.isArray(node.examples) || node.examples.length === 0;
    });
    expect(lacking).toEqual([]);
  });

  it("hold examples that their own schema accepts", () => {
    const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false });
    addFormats(ajv);
    for (const schema of meta.values()) ajv.addSchema(schema);
    const refused = nodes
      .filter(({ node }) => Array.isArray(node.examples))
      .flatMap(({ file, pointer, node }) => {
        const validate = ajv.getSchema(`${String(meta.get(file)!.$id)}#${pointer}`)!;
        return (node.examples as unknown[]).filter((e) => !validate(e)).map((e) => `${file}#${pointer}: ${JSON.stringify(e)} ${ajv.errorsText(validate.errors)}`);
      });
    expect(refused).toEqual([]);
  });

  it("give the engine's defaults", () => {
    const defaultAt = (pointer: string): unknown => at(meta, "page.schema.json", pointer).node.default;
    expect(defaultAt("/definitions/textQuestion/properties/maxLength")).toBe(defaultMaxLength.text);
    expect(defaultAt("/definitions/textareaQuestion/properties/maxLength")).toBe(defaultMaxLength.textarea);
    const offset = defaultAt("/definitions/yearRange/properties/years/properties/offset") as number;
    expect(yearOptions({ count: 3, direction: "past", offset }, 2026)).toEqual(yearOptions({ count: 3, direction: "past" }, 2026));
  });
});

describe(".vscode/settings.json", () => {
  it("gives each schema file the meta-schema its $schema names, as VS Code matches files", async () => {
    const associations = await readAssociations(".");
    const files = [...(await jsonFiles("schema", "pages")), ...(await jsonFiles("schema", "options")), "partner.json", "rules.json"].map((f) => `schema/${f}`);
    const mapped = await Promise.all(
      files.map(async (file) => {
        const named = String((JSON.parse(await readFile(file, "utf8")) as { $schema?: string }).$schema);
        // VS Code tries each pattern as `**/pattern`, its leading slash dropped.
        const urls = associations.filter((a) => a.fileMatch.some((p) => matchesGlob(file, `**/${p.replace(/^\//, "")}`))).map((a) => a.url);
        return { file, urls: urls.map((u) => join(u)), named: join(dirname(file), named) };
      }),
    );
    for (const { file, urls, named } of mapped) expect(urls, file).toEqual([named]);
  });
});
