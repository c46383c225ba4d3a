/**
 * The states' and provinces' names the lookups use come from the form's own option lists, as the
 * form holds them: a form without an address question (and so without those lists) still starts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { forEachNode } from "../../../engine/index.ts";
import { regionCodes, regionNames, stateListNames } from "../../../server/lookup/places.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";

describe("the region names of the lookups", () => {
  const regions = stateListNames(realForm).flatMap((id) => realForm.lists.get(id) ?? []);

  it("are the options of the lists the address's state question offers", () => {
    expect(regions.length).toBeGreaterThan(0);
    expect([...regionNames]).toEqual(regions.map((o) => [o.value, o.label]));
    for (const { value, label } of regions) expect(regionCodes.get(label.toLowerCase())).toBe(value);
  });

  it("are the lists the form's addresses and school searches name for their state question", () => {
    const named: string[] = [];
    for (const page of realForm.pages) forEachNode(page.children, (node) => void (node.kind === "address" || node.kind === "schoolSearch" ? named.push(...Object.values(node.stateOptions)) : undefined));
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(stateListNames(realForm))).toEqual(new Set(named));
    for (const id of named) expect(realForm.lists.has(id), id).toBe(true);
  });

  it("are read from the form, not imported by path, so a form without them starts", () => {
    expect(readFileSync("server/lookup/places.ts", "utf8")).not.toMatch(/\.json["']/);
  });
});
