import { describe, expect, it } from "vitest";
import { type AddressQuestion, type AnswerValue, type Scope, addressLookupChanges, applyChanges, compileForm, forEachNode, resolveKey } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { withSchemaLabels } from "../../../stories/fixtures/formText.ts";
import cases from "../../fixtures/address-lookup.json" with { type: "json" };

const form = compileForm(application);

/** Every address of the real About page (permanent, mailing, each parent's), by the prefix its keys resolve to. */
const addresses = new Map<string, { node: AddressQuestion; scope: Scope }>();
forEachNode(form.pages.find((p) => p.id === "about")!.children, (node, scope) => {
  if (node.kind === "address") addresses.set(resolveKey(scope, `${node.prefix}country`).slice(0, -"country".length), { node, scope });
});

interface Case {
  description: string;
  /** The address, by its resolved prefix: "" permanent, "mailing_", "parent_2_". */
  address: string;
  record: Record<string, string>;
  answers: Record<string, AnswerValue>;
  patch: Record<string, AnswerValue>;
}

describe("addressLookupChanges, through applyChanges, on the real About page", () => {
  it("finds the permanent, mailing and both parents' addresses", () => {
    expect([...addresses.keys()]).toEqual(expect.arrayContaining(["", "mailing_", "parent_", "parent_2_"]));
  });

  it.each(cases as unknown as Case[])("$description", ({ address, record, answers, patch }) => {
    const found = addresses.get(address);
    if (!found) throw new Error(`no address with the prefix "${address}"`);
    const labelled = withSchemaLabels(answers);
    expect(applyChanges(form, labelled, addressLookupChanges(found.node, found.scope, record)).patch).toEqual(withSchemaLabels(patch, labelled));
  });
});
