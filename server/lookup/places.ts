import { type Form, forEachNode } from "../../engine/index.ts";
import { form } from "../form.ts";

/** The option lists an address or school search of the form offers for the state, once each, in the form's order. */
export function stateListNames(of: Form): string[] {
  const names = new Set<string>();
  for (const page of of.pages) forEachNode(page.children, (node) => (node.kind === "address" || node.kind === "schoolSearch" ? Object.values(node.stateOptions).forEach((name) => names.add(name)) : undefined));
  return [...names];
}

/**
 * The states and provinces the form's address questions offer, from the form's own option lists
 * (one source of names), as the form holds them: a form without an address question names no
 * list, and then no lookup names a region (a school's or a ZIP code's state stays its code)
 * instead of the server failing to start.
 */
const regions = stateListNames(form).flatMap((id) => form.lists.get(id) ?? []);

/** State and province names by code. */
export const regionNames: ReadonlyMap<string, string> = new Map(regions.map(({ value, label }) => [value, label]));

/** Codes by lowercase name, to turn a geocoder's "Michigan" into "MI". */
export const regionCodes: ReadonlyMap<string, string> = new Map(regions.map(({ value, label }) => [label.toLowerCase(), value]));

/** "Houghton, MI", or whichever of the two is known. */
export function cityState(city: string, state: string): string {
  return [city, state].filter((part) => part !== "").join(", ");
}
