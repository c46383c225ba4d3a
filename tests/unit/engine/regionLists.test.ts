/**
 * The states' and provinces' names the lookups use come from the form's own option lists, as the
 * form holds them: a form without an address question (and so without those lists) still starts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { regionListsByCountry } from "../../../engine/index.ts";
import { regionCodes, regionNames } from "../../../server/lookup/places.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";

describe("the region names of the lookups", () => {
  const regions = Object.values(regionListsByCountry).flatMap((id) => realForm.lists.get(id) ?? []);

  it("are the options of the lists the address's state question offers", () => {
    expect(regions.length).toBeGreaterThan(0);
    expect([...regionNames]).toEqual(regions.map((o) => [o.value, o.label]));
    for (const { value, label } of regions) expect(regionCodes.get(label.toLowerCase())).toBe(value);
  });

  it("are the lists the address composite names for its state question", () => {
    for (const [country, id] of Object.entries(regionListsByCountry)) expect(realForm.lists.has(id), `${country}: ${id}`).toBe(true);
  });

  it("are read from the form, not imported by path, so a form without them starts", () => {
    expect(readFileSync("server/lookup/places.ts", "utf8")).not.toMatch(/\.json["']/);
  });
});
