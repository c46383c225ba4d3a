import { regionListsByCountry } from "../../engine/index.ts";
import { form } from "../form.ts";

/**
 * The states and provinces the form's address questions offer, from the form's own option lists
 * (one source of names), as the form holds them: a form without an address question need not
 * have those lists, and then no lookup names a region (a school's or a ZIP code's state stays its
 * code) instead of the server failing to start.
 */
const regions = Object.values(regionListsByCountry).flatMap((id) => form.lists.get(id) ?? []);

/** State and province names by code. */
export const regionNames: ReadonlyMap<string, string> = new Map(regions.map(({ value, label }) => [value, label]));

/** Codes by lowercase name, to turn a geocoder's "Michigan" into "MI". */
export const regionCodes: ReadonlyMap<string, string> = new Map(regions.map(({ value, label }) => [label.toLowerCase(), value]));

/** "Houghton, MI", or whichever of the two is known. */
export function cityState(city: string, state: string): string {
  return [city, state].filter((part) => part !== "").join(", ");
}
