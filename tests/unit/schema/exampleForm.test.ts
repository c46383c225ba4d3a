/**
 * examples/scholarship is a second form folder (issue 30): schema:check finds it sound, and it is
 * the kind of form the product must run besides the shipped one: its own pages and keys, an
 * upload and a repeat group, and no address or school lookup (so none of their option lists).
 */
import { afterAll, describe, expect, it } from "vitest";
import { type Node, compileForm, forEachNode } from "../../../engine/index.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { partnerSettings } from "../../../schema/partner.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";
import { cleanUp, exampleCopy } from "./exampleCopy.ts";

const dir = "examples/scholarship";

describe("the example scholarship form", () => {
  afterAll(cleanUp);

  it("is sound", async () => {
    expect(await checkSchema(dir)).toEqual([]);
  });

  it("carries the product's meta-schemas: a copy of one that differs, or one the product lacks, is named", async () => {
    const copy = await exampleCopy([
      { file: "meta/receipt.schema.json", op: "replace", pointer: "/description", value: "an older format" },
      { file: "meta/extra.schema.json", op: "write", value: { $schema: "http://json-schema.org/draft-07/schema#" } },
    ]);
    const named = (await checkSchema(copy)).map((p) => `${p.file} ${p.message}`);
    expect(named).toEqual(expect.arrayContaining([expect.stringMatching(/^meta\/receipt\.schema\.json .*schema\/meta\/receipt\.schema\.json/), expect.stringMatching(/^meta\/extra\.schema\.json /)]));
  });

  it("has pages, keys and partner settings of its own, an upload, a repeat group and no lookup", async () => {
    const definition = await readDefinition(dir);
    const form = compileForm(definition);
    const kinds = new Set<Node["kind"]>();
    for (const page of form.pages) forEachNode(page.children, (node) => void kinds.add(node.kind));
    expect(kinds).toContain("fileUpload");
    expect(kinds).toContain("repeat");
    expect(kinds).not.toContain("address");
    expect(kinds).not.toContain("schoolSearch");
    expect(form.pages.map((p) => p.id).filter((id) => realForm.pages.some((p) => p.id === id))).toEqual([]);
    expect(definition.partner.providerName).not.toBe(partnerSettings.providerName);
  });
});
