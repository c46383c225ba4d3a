/**
 * examples/scholarship is a second form folder (issue 30): schema:check finds it sound, and it is
 * the kind of form the product must run besides the shipped one: its own pages and keys, an
 * upload and a repeat group, and no address or school lookup (so none of their option lists).
 */
import { describe, expect, it } from "vitest";
import { type Node, compileForm, forEachNode } from "../../../engine/index.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { partnerSettings } from "../../../schema/partner.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";

const dir = "examples/scholarship";

describe("the example scholarship form", () => {
  it("is sound", async () => {
    expect(await checkSchema(dir)).toEqual([]);
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
